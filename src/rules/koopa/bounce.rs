//! Playing a move on a [`Board`]: stuns and bounces, kicks and their vanishing lines,
//! castling, promotion, castling-right updates and the stun countdown.

use super::movegen::{Move, MoveKind};
use super::position::Board;
use crate::rules::event::Event;
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use crate::rules::variant::CastleSide;

/// Where the events of a move go: a `Vec<Event>` for [`Variant::play`], [`Silent`] for
/// search and playouts.
///
/// [`Variant::play`]: crate::rules::Variant::play
pub trait Sink {
    /// Whether events are recorded at all (lets the compiler drop their construction).
    const ON: bool;
    fn push(&mut self, event: Event);
}

impl Sink for Vec<Event> {
    const ON: bool = true;
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// Discards events.
pub struct Silent;

impl Sink for Silent {
    const ON: bool = false;
    fn push(&mut self, _: Event) {}
}

/// At most this many pieces are stunned by one move (a bounce crosses at most 7 squares).
const MAX_NEW_STUNS: usize = 8;

/// Plays `m`, which must be legal in `board`, and reports what happened to `sink`:
/// `Moved` (to the captured square for a capture), `Stunned` for each newly stunned piece,
/// `Bounced` for each step of the capturer past the captured square, `FellOff` when it
/// leaves the board, `Kicked` for a kicked piece then `Captured` for every other piece on
/// its line, `Castled`, `Promoted`, and last `Recovered` for stuns that wore off.
pub fn apply<S: Sink>(board: &mut Board, m: &Move, sink: &mut S) {
    let us = board.side;
    let them = us.other();
    let piece = board
        .piece_at(m.from)
        .expect("a legal move starts from a piece");
    let mut new_stuns = [m.to; MAX_NEW_STUNS];
    let mut n_new = 0;
    let promoted_on = match m.kind {
        MoveKind::Quiet => quiet(board, m, piece, sink),
        MoveKind::Castle(side) => {
            castle(board, m, piece, side, sink);
            None
        }
        MoveKind::Stun { df, dr } => {
            let (promoted_on, n) = stun(board, m, piece, (df, dr), &mut new_stuns, sink);
            n_new = n;
            promoted_on
        }
        MoveKind::Kick { df, dr } => kick(board, m, piece, (df, dr), sink),
    };

    if let (Some(square), Some(role)) = (promoted_on, m.promotion) {
        if S::ON {
            sink.push(Event::Promoted { square, role });
        }
    }
    castling_rights(board, m, piece);
    stun_countdown(board, &new_stuns[..n_new], sink);
    board.plies = board.plies.saturating_add(1);
    board.side = them;
}

/// A quiet move (or a promotion without capture): the square it promotes on, if any.
#[inline]
fn quiet<S: Sink>(board: &mut Board, m: &Move, piece: Piece, sink: &mut S) -> Option<Square> {
    board.put(m.from, None);
    board.put(m.to, Some(promote(piece, m.promotion)));
    if S::ON {
        sink.push(Event::Moved {
            piece,
            from: m.from,
            to: m.to,
        });
    }
    m.promotion.map(|_| m.to)
}

/// Castling on `side`: the king from `m.from`, the rook from `m.to`, to their squares of
/// the back rank.
#[inline]
fn castle<S: Sink>(board: &mut Board, m: &Move, piece: Piece, side: CastleSide, sink: &mut S) {
    let us = board.side;
    let back = us.back_rank();
    let (king_file, rook_file) = match side {
        CastleSide::Queen => (2, 3),
        CastleSide::King => (6, 5),
    };
    let king_to = Square::new(king_file, back);
    let rook_to = Square::new(rook_file, back);
    let rook = board.piece_at(m.to);
    board.put(m.from, None);
    board.put(m.to, None);
    board.put(king_to, Some(piece));
    board.put(rook_to, rook);
    if S::ON {
        sink.push(Event::Castled {
            color: us,
            king_from: m.from,
            king_to,
            rook_from: m.to,
            rook_to,
        });
    }
}

/// A stunning capture: the victim on `m.to` is stunned and the capturer bounces on in
/// direction `(df, dr)`, stunning every unstunned piece it passes, to the first empty
/// square or off the board. The squares newly stunned go to `new_stuns`; the square it
/// promotes on, if any, and how many were stunned.
#[inline]
fn stun<S: Sink>(
    board: &mut Board,
    m: &Move,
    piece: Piece,
    (df, dr): (i8, i8),
    new_stuns: &mut [Square; MAX_NEW_STUNS],
    sink: &mut S,
) -> (Option<Square>, usize) {
    board.put(m.from, None);
    if S::ON {
        sink.push(Event::Moved {
            piece,
            from: m.from,
            to: m.to,
        });
        if let Some(victim) = board.piece_at(m.to) {
            sink.push(Event::Stunned {
                piece: victim,
                square: m.to,
            });
        }
    }
    new_stuns[0] = m.to;
    let mut n_new = 1;
    let mut cur = m.to;
    loop {
        let Some(next) = cur.offset(df, dr) else {
            if S::ON {
                sink.push(Event::FellOff { piece, from: cur });
            }
            return (None, n_new);
        };
        if S::ON {
            sink.push(Event::Bounced {
                piece,
                from: cur,
                to: next,
            });
        }
        match board.piece_at(next) {
            None => {
                board.put(next, Some(promote(piece, m.promotion)));
                return (m.promotion.map(|_| next), n_new);
            }
            Some(over) => {
                if board.stuns.level(next) == 0 {
                    new_stuns[n_new] = next;
                    n_new += 1;
                    if S::ON {
                        sink.push(Event::Stunned {
                            piece: over,
                            square: next,
                        });
                    }
                }
            }
        }
        cur = next;
    }
}

/// A kick: the victim on `m.to` is taken, the kicker lands there, and every piece on
/// the line beyond in direction `(df, dr)` vanishes. The square it promotes on, if any.
#[inline]
fn kick<S: Sink>(
    board: &mut Board,
    m: &Move,
    piece: Piece,
    (df, dr): (i8, i8),
    sink: &mut S,
) -> Option<Square> {
    board.put(m.from, None);
    if S::ON {
        sink.push(Event::Moved {
            piece,
            from: m.from,
            to: m.to,
        });
        if let Some(victim) = board.piece_at(m.to) {
            sink.push(Event::Kicked {
                piece: victim,
                square: m.to,
            });
        }
    }
    board.stuns.forget(m.to);
    board.put(m.to, Some(promote(piece, m.promotion)));
    let mut cur = m.to;
    while let Some(next) = cur.offset(df, dr) {
        if let Some(gone) = board.take(next) {
            board.stuns.forget(next);
            if S::ON {
                sink.push(Event::Captured {
                    piece: gone,
                    square: next,
                });
            }
        }
        cur = next;
    }
    m.promotion.map(|_| m.to)
}

/// The castling rights `m` (by `piece`, of the side to move) takes away: the mover's
/// king or rook moved, or the opponent's rook captured.
#[inline]
fn castling_rights(board: &mut Board, m: &Move, piece: Piece) {
    let us = board.side;
    if piece.role == Role::King {
        board.castling.clear_color(us);
    } else {
        board.castling.clear_square(us, m.from);
    }
    if matches!(m.kind, MoveKind::Stun { .. } | MoveKind::Kick { .. }) {
        board.castling.clear_square(us.other(), m.to);
    }
}

/// The stun countdown: old levels drop (`Recovered` for those that wore off), then this
/// move's stuns (`new_stuns`) start at 4.
#[inline]
fn stun_countdown<S: Sink>(board: &mut Board, new_stuns: &[Square], sink: &mut S) {
    let mut recovered = Vec::new();
    board.stuns.tick(|sq| {
        if S::ON {
            recovered.push(sq);
        }
    });
    for &sq in new_stuns {
        board.stuns.push(sq, 4);
    }
    if S::ON && !recovered.is_empty() {
        sink.push(Event::Recovered { squares: recovered });
    }
}

fn promote(piece: Piece, promotion: Option<Role>) -> Piece {
    match promotion {
        Some(role) => Piece::new(piece.color, role),
        None => piece,
    }
}
