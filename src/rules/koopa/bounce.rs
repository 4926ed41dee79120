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
    let mut promoted_on = None;

    match m.kind {
        MoveKind::Quiet => {
            board.put(m.from, None);
            board.put(m.to, Some(promote(piece, m.promotion)));
            if S::ON {
                sink.push(Event::Moved {
                    piece,
                    from: m.from,
                    to: m.to,
                });
            }
            if m.promotion.is_some() {
                promoted_on = Some(m.to);
            }
        }
        MoveKind::Castle(side) => {
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
        MoveKind::Stun { df, dr } => {
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
            n_new = 1;
            let mut cur = m.to;
            loop {
                let Some(next) = cur.offset(df, dr) else {
                    if S::ON {
                        sink.push(Event::FellOff { piece, from: cur });
                    }
                    break;
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
                        if m.promotion.is_some() {
                            promoted_on = Some(next);
                        }
                        break;
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
        MoveKind::Kick { df, dr } => {
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
            if m.promotion.is_some() {
                promoted_on = Some(m.to);
            }
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
        }
    }

    if let (Some(square), Some(role)) = (promoted_on, m.promotion) {
        if S::ON {
            sink.push(Event::Promoted { square, role });
        }
    }

    // Castling rights.
    if piece.role == Role::King {
        board.castling.clear_color(us);
    } else {
        board.castling.clear_square(us, m.from);
    }
    if matches!(m.kind, MoveKind::Stun { .. } | MoveKind::Kick { .. }) {
        board.castling.clear_square(them, m.to);
    }

    // Stun countdown: old levels drop, then this move's stuns start at 4.
    let mut recovered = Vec::new();
    board.stuns.tick(|sq| {
        if S::ON {
            recovered.push(sq);
        }
    });
    for &sq in &new_stuns[..n_new] {
        board.stuns.push(sq, 4);
    }
    if S::ON && !recovered.is_empty() {
        sink.push(Event::Recovered { squares: recovered });
    }

    board.plies = board.plies.saturating_add(1);
    board.side = them;
}

fn promote(piece: Piece, promotion: Option<Role>) -> Piece {
    match promotion {
        Some(role) => Piece::new(piece.color, role),
        None => piece,
    }
}
