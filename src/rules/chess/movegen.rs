//! The legal move generator: checkers and pins decide what may move where, so every
//! generated move is legal without trying it (en passant, rare, is checked by playing it
//! on the occupancy).

use super::attacks::{tables, Tables, KING, KNIGHT, PAWN};
use super::bitboard::{bit, more_than_one, rank_mask, Bitboard, Squares};
use super::position::{
    Move, MoveKind, Position, BLACK_KING_SIDE, BLACK_QUEEN_SIDE, E1, E8, NO_EP, WHITE_KING_SIDE,
    WHITE_QUEEN_SIDE,
};
use crate::rules::{Color, Role};

/// The most legal moves a position can have: FEN reading allows at most 16 pieces a side,
/// and no piece has more than 35 moves (a pawn has at most 12).
pub const MAX_MOVES: usize = 16 * 35;

/// A fixed-capacity list of moves.
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::NULL; MAX_MOVES],
            len: 0,
        }
    }

    #[inline(always)]
    fn push(&mut self, m: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }

    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

#[inline(always)]
fn push_all(list: &mut MoveList, from: usize, targets: Bitboard) {
    for to in Squares(targets) {
        list.push(Move {
            from: from as u8,
            to: to as u8,
            kind: MoveKind::Normal,
        });
    }
}

const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Pieces of the side to move pinned to their royal piece.
#[inline(always)]
fn pinned(pos: &Position, t: &Tables, ksq: usize, us: Color) -> Bitboard {
    let them = us.other();
    let theirs = pos.colors[them.index()];
    let r = &pos.roles;
    let m = r[Role::Maharaja as usize];
    let queens = r[Role::Queen as usize] | m;
    let snipers = ((t.rook(ksq, theirs) & (r[Role::Rook as usize] | queens))
        | (t.bishop(ksq, theirs) & (r[Role::Bishop as usize] | queens)))
        & theirs;
    let occ = pos.occupied();
    let mut pinned = 0;
    for s in Squares(snipers) {
        let b = t.between(ksq, s) & occ;
        if b != 0 && !more_than_one(b) {
            pinned |= b;
        }
    }
    pinned & pos.colors[us.index()]
}

/// Appends every legal move of the side to move to `list`.
pub fn generate(pos: &Position, list: &mut MoveList) {
    let t = tables();
    let us = pos.turn;
    let them = us.other();
    let ours = pos.colors[us.index()];
    let theirs = pos.colors[them.index()];
    let occ = ours | theirs;
    let ksq = pos.royal_square(us);
    if pos.royals(us) == 0 {
        return;
    }
    let checkers = pos.attacked_by(ksq, them, occ);

    // The royal piece: a king, or White's Maharaja (queen + knight).
    let royal_moves = if pos.roles[Role::Maharaja as usize] & bit(ksq) != 0 {
        t.queen(ksq, occ) | KNIGHT[ksq]
    } else {
        KING[ksq]
    } & !ours;
    let occ_without_royal = occ ^ bit(ksq);
    for to in Squares(royal_moves) {
        if pos.attacked_by(to, them, occ_without_royal) == 0 {
            list.push(Move {
                from: ksq as u8,
                to: to as u8,
                kind: MoveKind::Normal,
            });
        }
    }
    if more_than_one(checkers) {
        return;
    }
    let mask = if checkers != 0 {
        t.between(ksq, checkers.trailing_zeros() as usize) | checkers
    } else {
        !ours
    };
    let pinned = pinned(pos, t, ksq, us);

    // Knights (never movable when pinned).
    for from in Squares(pos.pieces(us, Role::Knight) & !pinned) {
        push_all(list, from, KNIGHT[from] & mask);
    }
    let queens = pos.pieces(us, Role::Queen);
    for from in Squares(pos.pieces(us, Role::Bishop) | queens) {
        let mut targets = t.bishop(from, occ) & mask;
        if pinned & bit(from) != 0 {
            targets &= t.line(ksq, from);
        }
        push_all(list, from, targets);
    }
    for from in Squares(pos.pieces(us, Role::Rook) | queens) {
        let mut targets = t.rook(from, occ) & mask;
        if pinned & bit(from) != 0 {
            targets &= t.line(ksq, from);
        }
        push_all(list, from, targets);
    }

    pawn_moves(pos, list, ksq, mask, pinned);

    if checkers == 0 && pos.castling != 0 && (ksq == E1 || ksq == E8) {
        castling(pos, list, ksq, occ);
    }
}

fn pawn_moves(pos: &Position, list: &mut MoveList, ksq: usize, mask: Bitboard, pinned: Bitboard) {
    let t = tables();
    let us = pos.turn;
    let them = us.other();
    let theirs = pos.colors[them.index()];
    let occ = pos.occupied();
    let (start_rank, last_rank) = match us {
        Color::White => (rank_mask(1), rank_mask(7)),
        Color::Black => (rank_mask(6), rank_mask(0)),
    };
    for from in Squares(pos.pieces(us, Role::Pawn)) {
        let allowed = if pinned & bit(from) != 0 {
            t.line(ksq, from)
        } else {
            !0
        };
        let one = match us {
            Color::White => bit(from) << 8,
            Color::Black => bit(from) >> 8,
        };
        let one = one & !occ;
        let two = if one != 0 && bit(from) & start_rank != 0 {
            let two = match us {
                Color::White => one << 8,
                Color::Black => one >> 8,
            };
            two & !occ
        } else {
            0
        };
        let captures = PAWN[us.index()][from] & theirs;
        let targets = (one | captures) & mask & allowed;
        if targets & last_rank != 0 {
            for to in Squares(targets) {
                for role in PROMOTIONS {
                    list.push(Move {
                        from: from as u8,
                        to: to as u8,
                        kind: MoveKind::Promotion(role),
                    });
                }
            }
        } else {
            push_all(list, from, targets);
        }
        for to in Squares(two & mask & allowed) {
            list.push(Move {
                from: from as u8,
                to: to as u8,
                kind: MoveKind::DoublePush,
            });
        }
        if pos.ep != NO_EP && PAWN[us.index()][from] & bit(pos.ep as usize) != 0 {
            let ep = pos.ep as usize;
            let behind = match us {
                Color::White => ep - 8,
                Color::Black => ep + 8,
            };
            let after = (occ ^ bit(from) ^ bit(behind)) | bit(ep);
            let attackers = pos.attacked_by(ksq, them, after) & !bit(behind);
            if attackers == 0 {
                list.push(Move {
                    from: from as u8,
                    to: ep as u8,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }
}

fn castling(pos: &Position, list: &mut MoveList, ksq: usize, occ: Bitboard) {
    let us = pos.turn;
    let them = us.other();
    let (king_side, queen_side) = match us {
        Color::White => (WHITE_KING_SIDE, WHITE_QUEEN_SIDE),
        Color::Black => (BLACK_KING_SIDE, BLACK_QUEEN_SIDE),
    };
    let safe = |sq: usize| pos.attacked_by(sq, them, occ) == 0;
    if pos.castling & king_side != 0
        && occ & (bit(ksq + 1) | bit(ksq + 2)) == 0
        && safe(ksq + 1)
        && safe(ksq + 2)
    {
        list.push(Move {
            from: ksq as u8,
            to: (ksq + 2) as u8,
            kind: MoveKind::CastleKing,
        });
    }
    if pos.castling & queen_side != 0
        && occ & (bit(ksq - 1) | bit(ksq - 2) | bit(ksq - 3)) == 0
        && safe(ksq - 1)
        && safe(ksq - 2)
    {
        list.push(Move {
            from: ksq as u8,
            to: (ksq - 2) as u8,
            kind: MoveKind::CastleQueen,
        });
    }
}
