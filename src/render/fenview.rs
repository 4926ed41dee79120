//! Builds a [`BoardView`] straight from a FEN board field, for tests, the command line and
//! tools that have no engine at hand. It applies the same visibility rule as the engines:
//! a hidden stealth queen is shown (as a ghost) to its owner only.

use crate::rules::{fen_board, BoardView, Cell, Color, FenError, Mark, PieceState};
use crate::rules::{RuleSet, ViewCell, Viewer};

/// The view of a FEN board field (`rnbqkbnr/…`) for `viewer`, `turn` to move. Frozen pieces
/// become `Stunned(1)` in Koopa (the board field has no level) and `Immobilized` in Chakart.
///
/// ```
/// use chakbot::render::view_from_board;
/// use chakbot::rules::{Color, RuleSet, Square, ViewCell, Viewer};
/// let b = "4k3/8/8/8/8/8/8/3IK3";
/// let public = view_from_board(RuleSet::Chakart, b, Color::White, Viewer::Public).unwrap();
/// assert_eq!(public.get("d1".parse::<Square>().unwrap()), ViewCell::Empty);
/// ```
pub fn view_from_board(
    ruleset: RuleSet,
    board: &str,
    turn: Color,
    viewer: Viewer,
) -> Result<BoardView, FenError> {
    let cells = fen_board::parse(board, ruleset.alphabet())?;
    let mut view = BoardView::empty(ruleset, viewer, turn);
    for (out, cell) in view.cells.iter_mut().zip(cells) {
        *out = match cell {
            Cell::Empty => ViewCell::Empty,
            Cell::Object(o) => ViewCell::Object(o),
            Cell::Piece(piece, PieceState::Hidden) if viewer != Viewer::Player(piece.color) => {
                ViewCell::Empty
            }
            Cell::Piece(piece, state) => ViewCell::Piece {
                piece,
                mark: match state {
                    PieceState::Normal => Mark::None,
                    PieceState::Frozen if ruleset == RuleSet::Koopa => Mark::Stunned(1),
                    PieceState::Frozen => Mark::Immobilized,
                    PieceState::Hidden => Mark::Ghost,
                },
            },
        };
    }
    Ok(view)
}
