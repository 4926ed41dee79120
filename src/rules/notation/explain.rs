//! A refusal made precise by asking the position why: "you have no pawn that can move to
//! a3" becomes "your king is in check from the bishop on b4". Only the mover's own pieces
//! are looked up; the position answers only what the rules let the mover know.

use super::{options_of, Letters};
use crate::rules::error::{MoveError, Why};
use crate::rules::position::AnyPosition;
use crate::rules::role::Piece;
use crate::rules::square::Square;
use crate::rules::variant::MoveDesc;

/// `err` with its reason asked from `pos` where the text named a piece and a square.
pub(super) fn refine(
    pos: &AnyPosition,
    moves: &[MoveDesc],
    own: &[Option<Piece>; 64],
    err: MoveError,
    letters: Letters,
) -> MoveError {
    let MoveError::Refused(mut r) = err else {
        return err;
    };
    match (&r.why, r.from, r.to) {
        (Why::NothingThere, Some(from), Some(to))
            if pos.why_not(from, to, None) == Why::NotYours =>
        {
            r.why = Why::NotYours;
        }
        (Why::CannotGo, Some(from), Some(to)) => {
            let why = pos.why_not(from, to, None);
            if !matches!(why, Why::Illegal) {
                r.why = why;
            }
        }
        // The position says why no power is possible (used, no queen, immobilized…).
        (Why::NoStealth { .. }, _, _) => {
            r.why = Why::NoStealth {
                cause: pos.why_no_power(false),
            };
        }
        (Why::NoShell { .. }, _, _) => {
            r.why = Why::NoShell {
                cause: pos.why_no_power(true),
            };
        }
        (Why::Castle { side, .. }, _, _) => {
            let side = *side;
            r.why = Why::Castle {
                side,
                cause: pos.why_not_castle(side),
            };
        }
        (Why::NoSuchPiece { file, rank }, None, Some(to)) => {
            let Some(role) = r.role else {
                return r.into();
            };
            let (file, rank) = (*file, *rank);
            let telling: Vec<(Square, Why)> = Square::ALL
                .into_iter()
                .filter(|sq| own[sq.index()].is_some_and(|p| p.role == role))
                .filter(|sq| file.is_none_or(|f| sq.file() == f))
                .filter(|sq| rank.is_none_or(|x| sq.rank() == x))
                .map(|sq| (sq, pos.why_not(sq, to, None)))
                .filter(|(_, why)| telling(why))
                .collect();
            match telling.as_slice() {
                [(from, why)] => {
                    r.from = Some(*from);
                    r.why = why.clone();
                    r.options = options_of(moves, |m| m.from == *from, letters);
                }
                [(_, first), rest @ ..]
                    if matches!(first, Why::InCheck { .. })
                        && rest.iter().all(|(_, w)| w == first) =>
                {
                    r.why = first.clone();
                }
                _ => {}
            }
        }
        _ => {}
    }
    r.into()
}

/// Whether a reason says more than "that piece does not move so".
fn telling(why: &Why) -> bool {
    !matches!(
        why,
        Why::CannotGo | Why::Illegal | Why::NothingThere | Why::NotYours
    )
}
