//! Hidden information: the positions the engine considers possible, built from the
//! mover's view and the seed alone. When the opponent's stealth power is spent, its queen
//! may be hiding on an empty square the view shows: besides the view itself (no hidden
//! queen), the engine guesses squares for it. Nothing of the true position is used, so its
//! choice cannot depend on where the queen really is.

use crate::rules::chakart::Position;
use crate::rules::{Cell, Piece, PieceState, Role, Square, Variant};
use rand::seq::SliceRandom;
use rand::Rng;

/// Up to `count` possible positions with their weights (summing to 1): the view itself
/// first, then the opponent's queen hidden on guessed empty squares (only when no queen
/// of the opponent is in sight).
pub fn worlds<R: Rng + ?Sized>(view: &Position, count: u32, rng: &mut R) -> Vec<(Position, f64)> {
    let opponent = !view.turn();
    // Only once its stealth is spent, and not while its queen stands in plain sight (a
    // revealed queen: guessing it elsewhere too made the engine fear ghosts).
    let queen_seen = Square::ALL.into_iter().any(|sq| {
        matches!(view.get(sq), Cell::Piece(p, _) if p.color == opponent && p.role == Role::Queen)
    });
    let may_hide = !view.powers[opponent].stealth && !queen_seen;
    if count <= 1 || !may_hide {
        return vec![(view.clone(), 1.0)];
    }
    let mut empty: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|&sq| view.get(sq) == Cell::Empty)
        .collect();
    empty.shuffle(rng);
    let guesses: Vec<Square> = empty.into_iter().take(count as usize - 1).collect();
    if guesses.is_empty() {
        return vec![(view.clone(), 1.0)];
    }
    let share = 0.5 / guesses.len() as f64;
    let mut out = vec![(view.clone(), 0.5)];
    for sq in guesses {
        let mut world = view.clone();
        world.set(
            sq,
            Cell::Piece(Piece::new(opponent, Role::Queen), PieceState::Hidden),
        );
        out.push((world, share));
    }
    out
}
