//! The two once-per-colour powers: the stealth queen move and the king's shell.

use super::position::Position;
use crate::rules::action::Action;
use crate::rules::cell::{Cell, Object, PieceState};
use crate::rules::error::PowerWhy;
use crate::rules::event::Event;
use crate::rules::geometry::KING_STEPS;
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use crate::rules::variant::MoveDesc;

/// Stealth and shell actions of the side to move (only from `only`, if given).
pub(crate) fn power_moves(pos: &Position, only: Option<Square>, out: &mut Vec<MoveDesc>) {
    let side = pos.side;
    let powers = pos.powers[side];
    if !powers.stealth && !powers.shell {
        return;
    }
    for from in Square::ALL {
        if only.is_some_and(|o| o != from) {
            continue;
        }
        let Cell::Piece(p, PieceState::Normal) = pos.get(from) else {
            continue;
        };
        if p.color != side {
            continue;
        }
        if p.role == Role::Queen && powers.stealth {
            // The queen's ordinary rays, stopping only on squares that look empty.
            for (df, dr) in KING_STEPS {
                let mut cur = from;
                while let Some(to) = cur.offset(df, dr) {
                    cur = to;
                    if pos.looks_empty(to, side) {
                        out.push(MoveDesc {
                            action: Action::Stealth { from, to },
                            role: Role::Queen,
                            from,
                            to,
                            capture: false,
                            promotion: None,
                            castle: None,
                        });
                    } else if !matches!(pos.get(to), Cell::Object(Object::Egg | Object::Mushroom)) {
                        break;
                    }
                }
            }
        }
        if p.role == Role::King && powers.shell {
            for (df, dr) in KING_STEPS {
                if let Some(target) = shell_target(pos, from, df, dr) {
                    out.push(MoveDesc {
                        action: Action::Shell { from, target },
                        role: Role::King,
                        from,
                        to: target,
                        capture: true,
                        promotion: None,
                        castle: None,
                    });
                }
            }
        }
    }
}

/// Why the side to move can make no stealth move (`shell`: throw no shell), when
/// [`power_moves`] found none: only its own pieces and powers are looked at.
pub(crate) fn why_not(pos: &Position, shell: bool) -> PowerWhy {
    let side = pos.side;
    let (unused, role) = match shell {
        true => (pos.powers[side].shell, Role::King),
        false => (pos.powers[side].stealth, Role::Queen),
    };
    if !unused {
        return PowerWhy::Used;
    }
    let states: Vec<PieceState> = Square::ALL
        .into_iter()
        .filter_map(|sq| match pos.get(sq) {
            Cell::Piece(p, state) if p.color == side && p.role == role => Some(state),
            _ => None,
        })
        .collect();
    if states.is_empty() {
        PowerWhy::NoPiece
    } else if !pos.choices.is_empty() {
        PowerWhy::NotNow
    } else if states.iter().all(|s| *s == PieceState::Frozen) {
        PowerWhy::Immobilized
    } else {
        PowerWhy::NoTarget
    }
}

/// The first enemy piece, banana or bomb in one direction, passing over empty squares,
/// eggs, mushrooms and enemy hidden queens; own pieces stop the line.
fn shell_target(pos: &Position, from: Square, df: i8, dr: i8) -> Option<Square> {
    let side = pos.side;
    let mut cur = from;
    while let Some(sq) = cur.offset(df, dr) {
        cur = sq;
        match pos.get(sq) {
            Cell::Empty | Cell::Object(Object::Egg | Object::Mushroom) => continue,
            Cell::Object(_) => return Some(sq),
            Cell::Piece(p, PieceState::Hidden) if p.color != side => continue,
            Cell::Piece(p, _) if p.color != side => return Some(sq),
            Cell::Piece(..) => return None,
        }
    }
    None
}

/// Plays a stealth move (already checked legal).
pub(crate) fn play_stealth(pos: &mut Position, from: Square, to: Square, events: &mut Vec<Event>) {
    let side = pos.side;
    if let Cell::Piece(q, PieceState::Hidden) = pos.get(to) {
        events.push(Event::HiddenQueenCaptured {
            piece: q,
            square: to,
        });
        pos.count_capture(q);
    }
    pos.set(from, Cell::Empty);
    pos.set(
        to,
        Cell::Piece(Piece::new(side, Role::Queen), PieceState::Hidden),
    );
    pos.powers[side].stealth = false;
    events.push(Event::StealthMove {
        color: side,
        from,
        to,
    });
}

/// Throws the shell (already checked legal).
pub(crate) fn play_shell(
    pos: &mut Position,
    from: Square,
    target: Square,
    events: &mut Vec<Event>,
) {
    let side = pos.side;
    events.push(Event::ShellThrown { from, target });
    match pos.get(target) {
        Cell::Piece(p, _) => {
            events.push(Event::Captured {
                piece: p,
                square: target,
            });
            pos.count_capture(p);
        }
        Cell::Object(o) => events.push(Event::ObjectDestroyed {
            object: o,
            square: target,
        }),
        Cell::Empty => {}
    }
    pos.set(target, Cell::Empty);
    pos.powers[side].shell = false;
}
