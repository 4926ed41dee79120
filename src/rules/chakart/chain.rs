//! A turn, step by step: the chosen action, the forced chain of hops it starts (mushroom,
//! banana, bomb, egg; each object acts once), the rook/bishop drop, the queue of choices,
//! and the end of the turn (release of immobilized pieces, reveal of hidden queens).

use super::draws::draw;
use super::eggs;
use super::movegen::legal_actions;
use super::position::{bit, ChainEnd, Choice, Position};
use super::powers;
use crate::rules::action::Action;
use crate::rules::cell::{Cell, Object, PieceState};
use crate::rules::error::{MoveError, Refusal, Why};
use crate::rules::event::{ChoiceKind, DrawPurpose, Event, Pending, TurnReport};
use crate::rules::geometry::{DIAGONAL, ORTHOGONAL};
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use rand::Rng;

/// The kind of a choice, as the public API names it.
pub(crate) fn kind(choice: Choice) -> ChoiceKind {
    match choice {
        Choice::Promote(square) => ChoiceKind::Promotion { square },
        Choice::KingBoo(_) => ChoiceKind::KingBooSwap,
        Choice::Toadette(role) => ChoiceKind::ToadetteDrop { role },
        Choice::Daisy(_) => ChoiceKind::DaisyMove,
    }
}

/// Plays one action of the player to act; an illegal one changes nothing.
pub(crate) fn play<R: Rng + ?Sized>(
    pos: &mut Position,
    action: &Action,
    rng: &mut R,
) -> Result<TurnReport, MoveError> {
    let mut action = *action;
    // The current edition's Toadette names no role; accept the drawn one written out.
    if let (
        Some(Choice::Toadette(Some(r))),
        Action::Drop {
            role: Some(named),
            to,
        },
    ) = (pos.choices.first().copied(), action)
    {
        if named == r {
            action = Action::Drop { role: None, to };
        }
    }
    // A swap is listed with its squares in index order; accept either order.
    if let Action::Swap { a, b } = action {
        if b < a {
            action = Action::Swap { a: b, b: a };
        }
    }
    if let Action::Move {
        promotion: Some(_), ..
    } = action
    {
        return Err(Why::PromoteAfterEffects.into());
    }
    if !legal_actions(pos).iter().any(|d| d.action == action) {
        let (from, to) = match action {
            Action::Move { from, to, .. } => (Some(from), Some(to)),
            _ => (None, None),
        };
        return Err(Refusal::new(Why::Illegal).at(None, from, to).into());
    }
    let mut rep = TurnReport::default();
    let current = if pos.choices.is_empty() {
        None
    } else {
        Some(pos.choices.remove(0))
    };
    let bonus = matches!(current, Some(Choice::Daisy(_)));
    match action {
        Action::Move { from, to, .. } => play_move(pos, from, to, bonus, rng, &mut rep),
        Action::Stealth { from, to } => powers::play_stealth(pos, from, to, &mut rep.events),
        Action::Shell { from, target } => powers::play_shell(pos, from, target, &mut rep.events),
        Action::Promote(role) => {
            if let Some(Choice::Promote(sq)) = current {
                if let Cell::Piece(p, state) = pos.get(sq) {
                    pos.set(sq, Cell::Piece(Piece::new(p.color, role), state));
                    rep.events.push(Event::Promoted { square: sq, role });
                    pos.promoted = Some(sq);
                }
            }
        }
        Action::Swap { a, b } => {
            let (ca, cb) = (pos.get(a), pos.get(b));
            pos.set(a, cb);
            pos.set(b, ca);
            let (fa, fb) = (pos.fresh & bit(a) != 0, pos.fresh & bit(b) != 0);
            pos.fresh &= !(bit(a) | bit(b));
            if fa {
                pos.fresh |= bit(b);
            }
            if fb {
                pos.fresh |= bit(a);
            }
            if let (Cell::Piece(first, _), Cell::Piece(second, _)) = (ca, cb) {
                rep.events.push(Event::Swapped {
                    a,
                    b,
                    first,
                    second,
                });
            }
        }
        Action::Drop { to, .. } => {
            let role = match (current, action) {
                (Some(Choice::Toadette(Some(r))), _) => r,
                (_, Action::Drop { role: Some(r), .. }) => r,
                _ => Role::Queen,
            };
            play_drop(pos, role, to, rng, &mut rep);
        }
    }
    advance(pos, &mut rep);
    Ok(rep)
}

/// Asks the next choice, or ends the turn.
fn advance(pos: &mut Position, rep: &mut TurnReport) {
    if let Some(&c) = pos.choices.first() {
        let pending = Pending {
            player: pos.side,
            choice: kind(c),
        };
        rep.pending = Some(pending);
        rep.events.push(Event::ChoiceAwaited { player: pos.side });
    } else {
        end_turn(pos, rep);
    }
}

/// The end of a complete turn: the mover's pieces immobilized before it are free, the
/// opponent's hidden queens are revealed, the other side moves.
fn end_turn(pos: &mut Position, rep: &mut TurnReport) {
    let side = pos.side;
    let mut released = Vec::new();
    for sq in Square::ALL {
        match pos.get(sq) {
            Cell::Piece(p, PieceState::Frozen) if p.color == side && pos.fresh & bit(sq) == 0 => {
                pos.set(sq, Cell::Piece(p, PieceState::Normal));
                released.push(sq);
            }
            Cell::Piece(p, PieceState::Hidden) if p.color != side => {
                pos.set(sq, Cell::Piece(p, PieceState::Normal));
                rep.events.push(Event::QueenRevealed {
                    color: p.color,
                    square: sq,
                });
            }
            _ => {}
        }
    }
    if !released.is_empty() {
        rep.events.push(Event::Released { squares: released });
    }
    pos.fresh = 0;
    pos.promoted = None;
    pos.side = !side;
    pos.plies = pos.plies.saturating_add(1);
}

/// Puts an item on `sq` (which looks empty or holds an object), replacing an object and
/// capturing an enemy hidden queen there.
pub(crate) fn place_item(pos: &mut Position, sq: Square, object: Object, rep: &mut TurnReport) {
    match pos.get(sq) {
        Cell::Object(o) => rep.events.push(Event::ObjectDestroyed {
            object: o,
            square: sq,
        }),
        Cell::Piece(q, PieceState::Hidden) => {
            rep.events.push(Event::HiddenQueenCaptured {
                piece: q,
                square: sq,
            });
            pos.count_capture(q);
        }
        _ => {}
    }
    pos.set(sq, Cell::Object(object));
    rep.events.push(Event::ItemDropped { object, square: sq });
}

/// A chosen (or Daisy) move and everything it starts.
fn play_move<R: Rng + ?Sized>(
    pos: &mut Position,
    from: Square,
    to: Square,
    bonus: bool,
    rng: &mut R,
    rep: &mut TurnReport,
) {
    let side = pos.side;
    let Some(piece) = pos.get(from).as_piece() else {
        return;
    };
    let inert = bonus && pos.is_2020();
    // The piece promoted this turn leaves nothing this turn.
    let silent = pos.promoted == Some(from);
    pos.set(from, Cell::Empty);
    rep.events.push(Event::Moved { piece, from, to });
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let item_role = if silent { Role::Queen } else { piece.role };
    match item_role {
        Role::Pawn => {
            let sq = if dr.abs() == 2 {
                from.offset(0, dr / 2)
            } else {
                Some(from)
            };
            if let Some(sq) = sq {
                place_item(pos, sq, Object::Mushroom, rep);
            }
        }
        Role::Knight => {
            let mut sq = from;
            if pos.is_2020() {
                let leg = if df.abs() == 2 {
                    from.offset(df / 2, 0)
                } else {
                    from.offset(0, dr / 2)
                };
                if let Some(l) = leg {
                    if pos.visible_piece(l, side).is_none() {
                        sq = l;
                    }
                }
            }
            place_item(pos, sq, Object::Egg, rep);
        }
        _ => {}
    }
    let dest = pos.get(to);
    pos.set(to, Cell::Piece(piece, PieceState::Normal));
    let step = if piece.role == Role::Pawn && dr.abs() == 2 && !pos.is_2020() {
        (0, dr / 2)
    } else {
        (df, dr)
    };
    let end = resolve(pos, piece, to, dest, step, inert, Some(from), rng, rep);
    if silent {
        pos.promoted = end.at;
    }
    finish_chain(pos, end, !inert && !silent, rng, rep);
}

/// Toadette: a piece is put on the board, and what lies under it acts (not a mushroom;
/// not an egg in the 2020 edition, whose bonus moves are inert).
fn play_drop<R: Rng + ?Sized>(
    pos: &mut Position,
    role: Role,
    to: Square,
    rng: &mut R,
    rep: &mut TurnReport,
) {
    let side = pos.side;
    let piece = Piece::new(side, role);
    if pos.is_2020() {
        let slot = &mut pos.pool[side][super::position::pool_index(role)];
        *slot = slot.saturating_sub(1);
    }
    let under = pos.get(to);
    pos.set(to, Cell::Piece(piece, PieceState::Normal));
    rep.events.push(Event::PieceDropped { piece, square: to });
    let inert = pos.is_2020();
    let end = match under {
        Cell::Object(Object::Mushroom) => {
            rep.events.push(Event::ObjectDestroyed {
                object: Object::Mushroom,
                square: to,
            });
            ChainEnd::at(to)
        }
        Cell::Object(Object::Egg) if inert => {
            rep.events.push(Event::ObjectDestroyed {
                object: Object::Egg,
                square: to,
            });
            ChainEnd::at(to)
        }
        _ => resolve(pos, piece, to, under, (0, 0), inert, None, rng, rep),
    };
    finish_chain(pos, end, false, rng, rep);
}

/// Moves the piece on `from` to `to`, returning what `to` held.
fn hop(pos: &mut Position, from: Square, to: Square) -> Cell {
    let prev = pos.get(to);
    pos.set(to, pos.get(from));
    pos.set(from, Cell::Empty);
    prev
}

/// Resolves a chain: `piece` stands on `at`, which held `prev` before it arrived.
#[allow(clippy::too_many_arguments)]
pub(crate) fn resolve<R: Rng + ?Sized>(
    pos: &mut Position,
    piece: Piece,
    mut at: Square,
    mut prev: Cell,
    mut step: (i8, i8),
    inert: bool,
    start: Option<Square>,
    rng: &mut R,
    rep: &mut TurnReport,
) -> ChainEnd {
    let side = pos.side;
    loop {
        let object = match prev {
            Cell::Empty => return ChainEnd::at(at),
            Cell::Piece(q, PieceState::Hidden) if q.color != side => {
                rep.events.push(Event::HiddenQueenCaptured {
                    piece: q,
                    square: at,
                });
                pos.count_capture(q);
                return ChainEnd::at(at);
            }
            Cell::Piece(p, _) => {
                rep.events.push(Event::Captured {
                    piece: p,
                    square: at,
                });
                pos.count_capture(p);
                return ChainEnd::at(at);
            }
            Cell::Object(o) => o,
        };
        rep.events.push(Event::ObjectHit { object, square: at });
        match object {
            Object::Mushroom => {
                let Some((next, over, nstep)) = mushroom_step(pos, piece, at, step) else {
                    return ChainEnd::at(at);
                };
                match over {
                    Some(over) => rep.events.push(Event::Jumped {
                        piece,
                        from: at,
                        over,
                        to: next,
                    }),
                    None => rep.events.push(Event::Hopped {
                        piece,
                        cause: Object::Mushroom,
                        from: at,
                        to: next,
                    }),
                }
                prev = hop(pos, at, next);
                at = next;
                step = nstep;
            }
            Object::Banana | Object::Bomb => {
                let (dirs, purpose) = if object == Object::Banana {
                    (&ORTHOGONAL, DrawPurpose::BananaHop)
                } else {
                    (&DIAGONAL, DrawPurpose::BombHop)
                };
                let options: Vec<(Square, (i8, i8))> = dirs
                    .iter()
                    .filter_map(|&(df, dr)| at.offset(df, dr).map(|s| (s, (df, dr))))
                    .filter(|&(s, _)| {
                        !pos.is_2020()
                            || pos.looks_empty(s, side)
                            || matches!(pos.get(s), Cell::Object(_))
                    })
                    .collect();
                if options.is_empty() {
                    return ChainEnd::at(at);
                }
                let (next, dir) = options[draw(rng, &mut rep.draws, purpose, options.len())];
                rep.events.push(Event::Hopped {
                    piece,
                    cause: object,
                    from: at,
                    to: next,
                });
                prev = hop(pos, at, next);
                at = next;
                step = dir;
            }
            Object::Egg => {
                if inert {
                    return ChainEnd::at(at);
                }
                return eggs::hatch(pos, piece, at, start, rng, rep);
            }
        }
    }
}

/// Where a mushroom sends the piece: `(square, jumped-over square, new step)`.
fn mushroom_step(
    pos: &Position,
    piece: Piece,
    at: Square,
    step: (i8, i8),
) -> Option<(Square, Option<Square>, (i8, i8))> {
    let side = pos.side;
    let may_land = |s: Square| pos.looks_empty(s, side) || matches!(pos.get(s), Cell::Object(_));
    match piece.role {
        Role::Pawn | Role::Knight | Role::King => {
            if step == (0, 0) {
                return None;
            }
            let next = at.offset(step.0, step.1)?;
            may_land(next).then_some((next, None, step))
        }
        _ if pos.is_2020() => {
            let dir = (step.0.signum(), step.1.signum());
            if dir == (0, 0) {
                return None;
            }
            let over = at.offset(dir.0, dir.1)?;
            pos.visible_piece(over, side)?;
            let next = over.offset(dir.0, dir.1)?;
            let own = pos
                .visible_piece(next, side)
                .is_some_and(|p| p.color == side);
            (!own).then_some((next, Some(over), dir))
        }
        _ => None,
    }
}

/// After a chain: the rook's banana or bishop's bomb, promotion, then the effect's choice.
pub(crate) fn finish_chain<R: Rng + ?Sized>(
    pos: &mut Position,
    end: ChainEnd,
    can_drop: bool,
    rng: &mut R,
    rep: &mut TurnReport,
) {
    let side = pos.side;
    if let Some(at) = end.at {
        if let Some(p) = pos.get(at).as_piece().filter(|p| p.color == side) {
            let item = match p.role {
                Role::Rook => Some((Object::Banana, &DIAGONAL)),
                Role::Bishop => Some((Object::Bomb, &ORTHOGONAL)),
                _ => None,
            };
            if let (true, false, Some((object, dirs))) = (can_drop, end.sent_back, item) {
                let options: Vec<Square> = dirs
                    .iter()
                    .filter_map(|&(df, dr)| at.offset(df, dr))
                    .filter(|&s| pos.looks_empty(s, side) || matches!(pos.get(s), Cell::Object(_)))
                    .collect();
                if !options.is_empty() {
                    let k = draw(rng, &mut rep.draws, DrawPurpose::ItemSquare, options.len());
                    place_item(pos, options[k], object, rep);
                }
            }
            if p.role == Role::Pawn && at.rank() == side.last_rank() {
                pos.choices.push(Choice::Promote(at));
            }
        }
    }
    if let Some(f) = end.follow {
        pos.choices.push(f);
    }
}
