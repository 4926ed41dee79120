//! What a viewer may see of a Chakart position: a hidden queen only for its owner.

use super::fen;
use super::position::Position;
use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::ByColor;
use crate::rules::ruleset::RuleSet;
use crate::rules::view::{BoardView, Mark, ViewCell};
use crate::rules::viewer::Viewer;

/// The board as `viewer` sees it.
pub(crate) fn view(pos: &Position, viewer: Viewer, turn: crate::rules::Color) -> BoardView {
    let mut v = BoardView::empty(pos.ruleset, viewer, turn);
    for (i, c) in pos.cells.iter().enumerate() {
        v.cells[i] = match *c {
            Cell::Empty => ViewCell::Empty,
            Cell::Object(o) => ViewCell::Object(o),
            Cell::Piece(piece, PieceState::Normal) => ViewCell::Piece {
                piece,
                mark: Mark::None,
            },
            Cell::Piece(piece, PieceState::Frozen) => ViewCell::Piece {
                piece,
                mark: Mark::Immobilized,
            },
            Cell::Piece(piece, PieceState::Hidden) => {
                if viewer.sees_secrets_of(piece.color) {
                    ViewCell::Piece {
                        piece,
                        mark: Mark::Ghost,
                    }
                } else {
                    ViewCell::Empty
                }
            }
        };
    }
    v.powers = Some(pos.powers);
    if pos.ruleset == RuleSet::Chakart2020 {
        v.pool = Some(ByColor::new(pos.pool.white, pos.pool.black));
    }
    v
}

/// The FEN as `viewer` sees it: hidden queens of others left out.
pub(crate) fn view_fen(pos: &Position, viewer: Viewer) -> String {
    fen::write_with(pos, |owner| viewer.sees_secrets_of(owner))
}
