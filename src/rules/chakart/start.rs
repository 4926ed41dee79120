//! Chakart start positions: standard, symmetric random, asymmetric random (opposite-coloured
//! bishops always).

use super::draws::draw;
use super::position::Position;
use crate::rules::cell::Cell;
use crate::rules::color::Color;
use crate::rules::event::DrawPurpose;
use crate::rules::geometry::STANDARD_BACK_RANK;
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use rand::Rng;

/// A uniformly random back rank with bishops on opposite colours: one bishop on a random
/// file of each colour, then the six other pieces shuffled over the remaining files.
fn random_rank<R: Rng + ?Sized>(rng: &mut R) -> [Role; 8] {
    let mut draws = Vec::new();
    let mut rank = [None; 8];
    // Files 0, 2, 4, 6 are dark on rank 1; the parity is the same for both back ranks'
    // files as a set, which is all that matters: one bishop on even files, one on odd.
    let even = 2 * draw(rng, &mut draws, DrawPurpose::StartPosition, 4);
    let odd = 2 * draw(rng, &mut draws, DrawPurpose::StartPosition, 4) + 1;
    rank[even] = Some(Role::Bishop);
    rank[odd] = Some(Role::Bishop);
    let mut rest = vec![
        Role::Rook,
        Role::Rook,
        Role::Knight,
        Role::Knight,
        Role::Queen,
        Role::King,
    ];
    for slot in rank.iter_mut() {
        if slot.is_none() {
            let i = draw(rng, &mut draws, DrawPurpose::StartPosition, rest.len());
            *slot = Some(rest.swap_remove(i));
        }
    }
    rank.map(|r| r.unwrap_or(Role::Pawn))
}

/// The start position of `ruleset` for `option`.
pub fn start<R: Rng + ?Sized>(ruleset: RuleSet, option: StartOption, rng: &mut R) -> Position {
    let (white, black) = match option {
        StartOption::Standard => (STANDARD_BACK_RANK, STANDARD_BACK_RANK),
        StartOption::Symmetric => {
            let r = random_rank(rng);
            (r, r)
        }
        StartOption::Asymmetric => (random_rank(rng), random_rank(rng)),
    };
    let mut pos = Position::empty(ruleset);
    for file in 0..8u8 {
        let f = file as usize;
        pos.set(Square::new(file, 0), Cell::piece(Color::White, white[f]));
        pos.set(Square::new(file, 1), Cell::piece(Color::White, Role::Pawn));
        pos.set(Square::new(file, 6), Cell::piece(Color::Black, Role::Pawn));
        pos.set(Square::new(file, 7), Cell::piece(Color::Black, black[f]));
    }
    pos
}
