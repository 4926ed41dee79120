//! Helpers shared by integration tests.

use chakbot::rules::{fen_board, Alphabet, Cell, PieceState};

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

pub mod bin;
pub mod host;
pub mod pgn;
pub mod proxy;
pub mod stores;
