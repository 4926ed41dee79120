//! Legal move generation: orthodox movement, captures that stun or kick, Chess960-style
//! castling, and the own-king rule (no move may leave one's own king off the board).

use super::position::Board;
use crate::rules::color::Color;
use crate::rules::geometry::{DIAGONAL, KING_STEPS, KNIGHT_STEPS, ORTHOGONAL};
use crate::rules::role::Role;
use crate::rules::square::Square;
use crate::rules::variant::CastleSide;

/// What a move does besides moving its piece.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// To an empty square.
    Quiet,
    /// Captures a non-stunned piece: it is stunned and the capturer bounces on by
    /// `(df, dr)` (a knight repeats its whole vector).
    Stun { df: i8, dr: i8 },
    /// Captures a stunned piece: it and everything further along `(df, dr)` leave the game.
    Kick { df: i8, dr: i8 },
    /// King takes own rook: `from` is the king's square, `to` the rook's.
    Castle(CastleSide),
}

/// A legal Koopa move. `to` is the captured square for captures, the rook's square for
/// castling (coordinate notation).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

/// Promotion choices, in the order they are generated.
pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Where a capturer bouncing from the captured square `target` by `(df, dr)` stops: the
/// first empty square, or `None` when it leaves the board.
pub fn bounce_landing(board: &Board, target: Square, df: i8, dr: i8) -> Option<Square> {
    let mut cur = target;
    loop {
        let next = cur.offset(df, dr)?;
        if board.piece_at(next).is_none() {
            return Some(next);
        }
        cur = next;
    }
}

/// Whether `color`'s king stands on the kick line that starts at `target` (included) and
/// runs by `(df, dr)` to the edge.
pub fn kick_line_holds_king(board: &Board, target: Square, df: i8, dr: i8, color: Color) -> bool {
    let mut cur = Some(target);
    while let Some(sq) = cur {
        if let Some(p) = board.piece_at(sq) {
            if p.color == color && p.role == Role::King {
                return true;
            }
        }
        cur = sq.offset(df, dr);
    }
    false
}

/// All legal moves of the side to move, appended to `out`. None when a king is missing
/// (the game is over).
pub fn legal_moves(board: &Board, out: &mut Vec<Move>) {
    generate::<true>(board, out);
}

/// The moves that would be legal without the own-king rule (to explain a refusal).
pub fn moves_ignoring_own_king(board: &Board, out: &mut Vec<Move>) {
    generate::<false>(board, out);
}

fn generate<const KING_RULE: bool>(board: &Board, out: &mut Vec<Move>) {
    let us = board.side;
    if !board.has_king(us) || !board.has_king(us.other()) {
        return;
    }
    let mut bits = board.occupied(us);
    while bits != 0 {
        let index = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let Some(from) = Square::from_index(index) else {
            continue;
        };
        let Some(piece) = board.piece_at(from) else {
            continue;
        };
        if board.stuns.level(from) > 0 {
            continue;
        }
        match piece.role {
            Role::Pawn => pawn_moves::<KING_RULE>(board, from, out),
            Role::Knight => {
                leaper_moves::<KING_RULE>(board, from, &KNIGHT_STEPS, Role::Knight, out)
            }
            Role::King => {
                leaper_moves::<KING_RULE>(board, from, &KING_STEPS, Role::King, out);
                castling_moves(board, from, out);
            }
            Role::Bishop => slider_moves::<KING_RULE>(board, from, &DIAGONAL, out),
            Role::Rook => slider_moves::<KING_RULE>(board, from, &ORTHOGONAL, out),
            Role::Queen | Role::Maharaja => {
                slider_moves::<KING_RULE>(board, from, &KING_STEPS, out)
            }
        }
    }
}

fn push(out: &mut Vec<Move>, from: Square, to: Square, kind: MoveKind) {
    out.push(Move {
        from,
        to,
        promotion: None,
        kind,
    });
}

fn push_promotions(out: &mut Vec<Move>, from: Square, to: Square, kind: MoveKind) {
    for role in PROMOTIONS {
        out.push(Move {
            from,
            to,
            promotion: Some(role),
            kind,
        });
    }
}

/// A capture by a non-pawn piece of `role` on `to`, in direction `(df, dr)`, if legal.
fn capture<const KING_RULE: bool>(
    board: &Board,
    from: Square,
    to: Square,
    df: i8,
    dr: i8,
    role: Role,
    out: &mut Vec<Move>,
) {
    let us = board.side;
    if board.stuns.level(to) > 0 {
        if !KING_RULE || !kick_line_holds_king(board, to, df, dr, us) {
            push(out, from, to, MoveKind::Kick { df, dr });
        }
    } else if !KING_RULE || role != Role::King || bounce_landing(board, to, df, dr).is_some() {
        push(out, from, to, MoveKind::Stun { df, dr });
    }
}

fn leaper_moves<const KING_RULE: bool>(
    board: &Board,
    from: Square,
    vectors: &[(i8, i8)],
    role: Role,
    out: &mut Vec<Move>,
) {
    let us = board.side;
    for &(df, dr) in vectors {
        let Some(to) = from.offset(df, dr) else {
            continue;
        };
        match board.piece_at(to) {
            None => push(out, from, to, MoveKind::Quiet),
            Some(p) if p.color != us => capture::<KING_RULE>(board, from, to, df, dr, role, out),
            Some(_) => {}
        }
    }
}

fn slider_moves<const KING_RULE: bool>(
    board: &Board,
    from: Square,
    directions: &[(i8, i8)],
    out: &mut Vec<Move>,
) {
    let us = board.side;
    for &(df, dr) in directions {
        let mut cur = from;
        while let Some(to) = cur.offset(df, dr) {
            match board.piece_at(to) {
                None => push(out, from, to, MoveKind::Quiet),
                Some(p) => {
                    if p.color != us {
                        capture::<KING_RULE>(board, from, to, df, dr, Role::Queen, out);
                    }
                    break;
                }
            }
            cur = to;
        }
    }
}

fn pawn_moves<const KING_RULE: bool>(board: &Board, from: Square, out: &mut Vec<Move>) {
    let us = board.side;
    let fw = us.forward();
    let last = us.last_rank();
    if let Some(one) = from.offset(0, fw) {
        if board.piece_at(one).is_none() {
            if one.rank() == last {
                push_promotions(out, from, one, MoveKind::Quiet);
            } else {
                push(out, from, one, MoveKind::Quiet);
                let start_rank = if us == Color::White { 1 } else { 6 };
                if from.rank() == start_rank {
                    if let Some(two) = one.offset(0, fw) {
                        if board.piece_at(two).is_none() {
                            push(out, from, two, MoveKind::Quiet);
                        }
                    }
                }
            }
        }
    }
    for df in [-1, 1] {
        let Some(to) = from.offset(df, fw) else {
            continue;
        };
        match board.piece_at(to) {
            Some(p) if p.color != us => {}
            _ => continue,
        }
        if board.stuns.level(to) > 0 {
            let kind = MoveKind::Kick { df, dr: fw };
            if KING_RULE && kick_line_holds_king(board, to, df, fw, us) {
                continue;
            }
            if to.rank() == last {
                push_promotions(out, from, to, kind);
            } else {
                push(out, from, to, kind);
            }
        } else {
            let kind = MoveKind::Stun { df, dr: fw };
            match bounce_landing(board, to, df, fw) {
                Some(land) if land.rank() == last => push_promotions(out, from, to, kind),
                _ => push(out, from, to, kind),
            }
        }
    }
}

fn castling_moves(board: &Board, king_sq: Square, out: &mut Vec<Move>) {
    let us = board.side;
    let back = us.back_rank();
    if king_sq.rank() != back {
        return;
    }
    let kf = king_sq.file();
    for side in [CastleSide::Queen, CastleSide::King] {
        let Some(rf) = board.castling.file(us, side) else {
            continue;
        };
        let (king_to, rook_to, rook_side_ok) = match side {
            CastleSide::Queen => (2u8, 3u8, rf < kf),
            CastleSide::King => (6, 5, rf > kf),
        };
        if !rook_side_ok {
            continue;
        }
        let rook_sq = Square::new(rf, back);
        match board.piece_at(rook_sq) {
            Some(p) if p.color == us && p.role == Role::Rook => {}
            _ => continue,
        }
        if board.stuns.level(rook_sq) > 0 {
            continue;
        }
        let span = |a: u8, b: u8| a.min(b)..=a.max(b);
        let clear = span(kf, king_to)
            .chain(span(rf, rook_to))
            .all(|f| f == kf || f == rf || board.piece_at(Square::new(f, back)).is_none());
        if clear {
            push(out, king_sq, rook_sq, MoveKind::Castle(side));
        }
    }
}
