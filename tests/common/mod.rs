//! Helpers shared by integration tests.

use chakbot::rules::chakart::Position;
use chakbot::rules::{fen_board, Action, Alphabet, Cell, PieceState, Variant};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// The FEN with the hidden queen moved to another truly empty square (`pick` chooses
/// which), or `None` when there is no hidden queen or no empty square.
#[allow(dead_code)] // not every test crate that includes `common` uses it
pub fn moved_queen(fen: &str, pick: usize) -> Option<String> {
    let (board, rest) = fen.split_once(' ')?;
    let mut cells = fen_board::parse(board, Alphabet::CHAKART).ok()?;
    let from = cells
        .iter()
        .position(|c| matches!(c, Cell::Piece(_, PieceState::Hidden)))?;
    let empties: Vec<usize> = (0..64).filter(|&i| cells[i] == Cell::Empty).collect();
    if empties.is_empty() {
        return None;
    }
    let to = empties[pick % empties.len()];
    cells[to] = cells[from];
    cells[from] = Cell::Empty;
    Some(format!("{} {rest}", fen_board::write(&cells)))
}

/// A random legal action of `pos`: a stealth move with chance `stealth` when one is
/// available (so hidden queens are common), else any move.
#[allow(dead_code)] // not every test crate that includes `common` uses it
pub fn stealth_often(pos: &Position, chooser: &mut ChaCha8Rng, stealth: f64) -> Action {
    let moves = pos.legal_moves();
    let stealthy: Vec<Action> = moves
        .iter()
        .map(|m| m.action)
        .filter(|a| matches!(a, Action::Stealth { .. }))
        .collect();
    if !stealthy.is_empty() && chooser.random_bool(stealth) {
        return stealthy[chooser.random_range(0..stealthy.len())];
    }
    moves[chooser.random_range(0..moves.len())].action
}

pub mod bin;
pub mod host;
pub mod pgn;
pub mod proxy;
pub mod read;
pub mod stores;
