//! What a search learns that a later search may start from: the transposition table and
//! the move-ordering statistics (history, continuation history, countermoves). Each search
//! gets a fresh one by default; a game's kept one ([`super::memory`]) carries them from one
//! move to the next, as a human remembers both the lines read and which moves tend to work.

use super::tt::Table;

/// Piece slots: a number below this names a moving piece and its destination
/// ([`super::search::Game::piece_slot`]).
pub const PIECE_SLOTS: usize = 1024;

/// History scores stay within ±HISTORY_MAX.
pub const HISTORY_MAX: i32 = 1 << 20;

pub struct Learned<M> {
    pub tt: Table<M>,
    /// How often each quiet move (by its from and to squares) cut a search off, less how
    /// often it was tried before the move that did.
    pub history: Vec<i32>,
    /// Continuation history (selective search only): the same for a quiet move by its
    /// piece slot after the previous move, at `follow[previous * PIECE_SLOTS + move]`, and
    /// after the move before it, in `follow2`.
    pub follow: Vec<i32>,
    pub follow2: Vec<i32>,
    /// The quiet move that last refuted each previous move (by its piece slot; selective
    /// search only).
    pub counter: Vec<Option<M>>,
    /// Correction history (selective search only): by pawn structure and side to move
    /// ([`super::search::Game::pawn_key`]), how far searches found the static evaluation
    /// off, in 1/[`CORRECTION_GRAIN`] centipawns.
    pub correction: Vec<i32>,
}

/// Correction history slots: 2^this.
pub const CORRECTION_BITS: u32 = 14;
/// Correction history units per centipawn.
pub const CORRECTION_GRAIN: i32 = 256;

impl<M: Copy> Learned<M> {
    /// Nothing learned yet: a table of `2^bits` slots (`selective`: two-way, with the
    /// statistics only the selective search keeps).
    pub fn new(bits: u32, selective: bool) -> Learned<M> {
        let sized = |n: usize| if selective { n } else { 0 };
        Learned {
            tt: Table::new(bits, selective),
            history: vec![0; 4096],
            follow: vec![0; sized(PIECE_SLOTS * PIECE_SLOTS)],
            follow2: vec![0; sized(PIECE_SLOTS * PIECE_SLOTS)],
            counter: vec![None; sized(PIECE_SLOTS)],
            correction: vec![0; sized(1 << CORRECTION_BITS)],
        }
    }
}

/// Moves a history score by `by`, less the more it already leans that way ("gravity"), so
/// it stays within ±[`HISTORY_MAX`].
pub fn nudge(score: &mut i32, by: i64) {
    let v = *score as i64;
    *score = (v + by - v * by.abs() / HISTORY_MAX as i64) as i32;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nudges_approach_the_bound_without_passing_it() {
        let mut h = 0;
        for _ in 0..10_000 {
            nudge(&mut h, 6400);
        }
        assert!((HISTORY_MAX * 9 / 10..=HISTORY_MAX).contains(&h), "{h}");
        // Against the lean, a nudge moves it further (up to twice as far).
        let high = h;
        nudge(&mut h, -6400);
        assert!(
            (6400 * 19 / 10..=6400 * 2).contains(&(high - h)),
            "{high} {h}"
        );
        for _ in 0..10_000 {
            nudge(&mut h, -6400);
        }
        assert!((-HISTORY_MAX..=-HISTORY_MAX * 9 / 10).contains(&h), "{h}");
    }
}
