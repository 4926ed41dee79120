//! Which actions the player to act has: piece moves by the table of REFERENCE-NOTES §2.3
//! (what may move onto or through what), and the answers to a pending choice.

use super::position::{Choice, Position, POOL_ROLES};
use super::powers;
use crate::rules::action::Action;
use crate::rules::cell::{Cell, Object, PieceState};
use crate::rules::geometry::{DIAGONAL, KING_STEPS, KNIGHT_STEPS, ORTHOGONAL};
use crate::rules::role::Role;
use crate::rules::square::Square;
use crate::rules::variant::MoveDesc;

/// The roles a pawn may promote to, in the order they are listed.
pub(crate) const PROMOTIONS: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::King,
];

fn desc(action: Action, role: Role, from: Square, to: Square, capture: bool) -> MoveDesc {
    MoveDesc {
        action,
        role,
        from,
        to,
        capture,
        promotion: None,
        castle: None,
    }
}

/// Every legal action of the player to act.
pub(crate) fn legal_actions(pos: &Position) -> Vec<MoveDesc> {
    let mut out = Vec::with_capacity(48);
    match pos.choices.first().copied() {
        None => {
            piece_moves(pos, None, &mut out);
            powers::power_moves(pos, None, &mut out);
        }
        Some(Choice::Daisy(only)) => {
            piece_moves(pos, only, &mut out);
            powers::power_moves(pos, only, &mut out);
        }
        Some(Choice::Promote(sq)) => {
            for role in PROMOTIONS {
                let mut d = desc(Action::Promote(role), Role::Pawn, sq, sq, false);
                d.promotion = Some(role);
                out.push(d);
            }
        }
        Some(Choice::KingBoo(with)) => swaps(pos, with, &mut out),
        Some(Choice::Toadette(role)) => drops(pos, role, &mut out),
    }
    out
}

/// What a square offers a moving piece of the side to move (REFERENCE-NOTES §2.3).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Content {
    /// Empty or an enemy hidden queen (it is empty space to the mover).
    Free,
    /// Egg or mushroom: pass through or stop.
    Soft,
    /// Banana or bomb: stop on it, blocks.
    Hard,
    Enemy,
    Own,
}

fn content(pos: &Position, sq: Square) -> Content {
    let side = pos.side;
    match pos.get(sq) {
        Cell::Empty => Content::Free,
        Cell::Object(Object::Egg | Object::Mushroom) => Content::Soft,
        Cell::Object(_) => Content::Hard,
        Cell::Piece(p, PieceState::Hidden) if p.color != side => Content::Free,
        Cell::Piece(p, _) if p.color == side => Content::Own,
        Cell::Piece(..) => Content::Enemy,
    }
}

/// Ordinary moves of the side to move (only the piece on `only`, if given).
pub(crate) fn piece_moves(pos: &Position, only: Option<Square>, out: &mut Vec<MoveDesc>) {
    let side = pos.side;
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
        let mut push = |to: Square, c: Content| {
            let capture = matches!(c, Content::Soft | Content::Hard | Content::Enemy);
            out.push(desc(Action::normal(from, to), p.role, from, to, capture));
        };
        match p.role {
            Role::Pawn => {
                let fwd = side.forward();
                if let Some(one) = from.offset(0, fwd) {
                    let c1 = content(pos, one);
                    if matches!(c1, Content::Free | Content::Soft | Content::Hard) {
                        push(one, c1);
                        let rel = if side == crate::rules::Color::White {
                            from.rank()
                        } else {
                            7 - from.rank()
                        };
                        let pass = match c1 {
                            Content::Free | Content::Soft => true,
                            Content::Hard => pos.is_2020(),
                            _ => false,
                        };
                        if rel <= 1 && pass {
                            if let Some(two) = one.offset(0, fwd) {
                                let c2 = content(pos, two);
                                if matches!(c2, Content::Free | Content::Soft | Content::Hard) {
                                    push(two, c2);
                                }
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    if let Some(to) = from.offset(df, fwd) {
                        let c = content(pos, to);
                        if matches!(c, Content::Soft | Content::Hard | Content::Enemy) {
                            push(to, c);
                        }
                    }
                }
            }
            Role::Knight | Role::King => {
                let steps: &[(i8, i8)] = if p.role == Role::Knight {
                    &KNIGHT_STEPS
                } else {
                    &KING_STEPS
                };
                for &(df, dr) in steps {
                    if let Some(to) = from.offset(df, dr) {
                        let c = content(pos, to);
                        if c != Content::Own {
                            push(to, c);
                        }
                    }
                }
            }
            _ => {
                let dirs: &[(i8, i8)] = match p.role {
                    Role::Rook => &ORTHOGONAL,
                    Role::Bishop => &DIAGONAL,
                    _ => &KING_STEPS,
                };
                for &(df, dr) in dirs {
                    let mut cur = from;
                    while let Some(to) = cur.offset(df, dr) {
                        cur = to;
                        let c = content(pos, to);
                        match c {
                            Content::Own => break,
                            Content::Free | Content::Soft => push(to, c),
                            Content::Hard | Content::Enemy => {
                                push(to, c);
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Whether a pawn of its colour may stand on `sq` (never on its last rank).
fn pawn_may_stand(cell: Cell, sq: Square) -> bool {
    match cell.as_piece() {
        Some(p) if p.role == Role::Pawn => sq.rank() != p.color.last_rank(),
        _ => true,
    }
}

/// King Boo swaps: any two pieces (current edition) or `with` and another (2020).
/// Hidden queens are never candidates; no pawn may land on its last rank.
fn swaps(pos: &Position, with: Option<Square>, out: &mut Vec<MoveDesc>) {
    let pieces: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|&sq| {
            matches!(
                pos.get(sq),
                Cell::Piece(_, PieceState::Normal | PieceState::Frozen)
            )
        })
        .collect();
    for (i, &a) in pieces.iter().enumerate() {
        for &b in &pieces[i + 1..] {
            if let Some(w) = with {
                if a != w && b != w {
                    continue;
                }
            }
            let (ca, cb) = (pos.get(a), pos.get(b));
            if !pawn_may_stand(ca, b) || !pawn_may_stand(cb, a) {
                continue;
            }
            let role = ca.as_piece().map_or(Role::Pawn, |p| p.role);
            out.push(desc(Action::Swap { a, b }, role, a, b, false));
        }
    }
}

/// Toadette drops: on any square that looks empty or holds an object.
fn drops(pos: &Position, role: Option<Role>, out: &mut Vec<MoveDesc>) {
    let side = pos.side;
    let roles: Vec<(Role, Option<Role>)> = match role {
        Some(r) => vec![(r, None)],
        None => POOL_ROLES
            .iter()
            .enumerate()
            .filter(|(i, _)| pos.pool[side][*i] > 0)
            .map(|(_, &r)| (r, Some(r)))
            .collect(),
    };
    for (r, named) in roles {
        for to in Square::ALL {
            let c = content(pos, to);
            if !matches!(c, Content::Free | Content::Soft | Content::Hard) {
                continue;
            }
            if r == Role::Pawn && to.rank() == side.last_rank() {
                continue;
            }
            let capture = c != Content::Free;
            out.push(desc(Action::Drop { role: named, to }, r, to, to, capture));
        }
    }
}
