//! The legal move generator: checkers and pins decide what may move where, so every
//! generated move is legal without trying it (en passant, rare, is checked by playing it
//! on the occupancy).

use super::attacks::{tables, Tables, KING, KNIGHT, PAWN};
use super::bitboard::{bit, more_than_one, rank_mask, Bitboard, Squares, FILE_A, FILE_H};
use super::position::{
    Move, MoveKind, Position, BLACK_KING_SIDE, BLACK_QUEEN_SIDE, E1, E8, NO_EP, WHITE_KING_SIDE,
    WHITE_QUEEN_SIDE,
};
use crate::rules::color::Color;
use crate::rules::role::Role;

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

/// Where the generator puts moves: a list, or a counter for perft's last ply.
pub trait Sink {
    fn push(&mut self, m: Move);

    /// Normal moves from `from` to each target.
    #[inline(always)]
    fn push_targets(&mut self, from: usize, targets: Bitboard) {
        for to in Squares(targets) {
            self.push(Move {
                from: from as u8,
                to: to as u8,
                kind: MoveKind::Normal,
            });
        }
    }

    /// The four promotions on each target.
    #[inline(always)]
    fn push_promotions(&mut self, from: usize, targets: Bitboard) {
        for to in Squares(targets) {
            for role in PROMOTIONS {
                self.push(Move {
                    from: from as u8,
                    to: to as u8,
                    kind: MoveKind::Promotion(role),
                });
            }
        }
    }
}

impl Sink for MoveList {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        MoveList::push(self, m)
    }
}

impl Sink for Vec<Move> {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        Vec::push(self, m)
    }
}

/// Counts moves without storing them.
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline(always)]
    fn push(&mut self, _m: Move) {
        self.0 += 1;
    }

    #[inline(always)]
    fn push_targets(&mut self, _from: usize, targets: Bitboard) {
        self.0 += targets.count_ones() as u64;
    }

    #[inline(always)]
    fn push_promotions(&mut self, _from: usize, targets: Bitboard) {
        self.0 += 4 * targets.count_ones() as u64;
    }
}

/// Every square `them` attacks, with the given occupancy.
#[inline(always)]
fn danger(pos: &Position, t: &Tables, them: Color, occupied: Bitboard) -> Bitboard {
    let theirs = pos.colors[them.index()];
    let r = &pos.roles;
    let m = r[Role::Maharaja as usize];
    let pawns = r[Role::Pawn as usize] & theirs;
    let mut d = match them {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    };
    for sq in Squares((r[Role::Knight as usize] | m) & theirs) {
        d |= KNIGHT[sq];
    }
    let queens = r[Role::Queen as usize] | m;
    for sq in Squares((r[Role::Bishop as usize] | queens) & theirs) {
        d |= t.bishop(sq, occupied);
    }
    for sq in Squares((r[Role::Rook as usize] | queens) & theirs) {
        d |= t.rook(sq, occupied);
    }
    for sq in Squares(r[Role::King as usize] & theirs) {
        d |= KING[sq];
    }
    d
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
pub fn generate<S: Sink>(pos: &Position, list: &mut S) {
    generate_some::<S, false>(pos, list)
}

/// Appends the legal captures and promotions of the side to move to `list` (a search's
/// quiescence; castling and other quiet moves are left out).
pub fn generate_noisy<S: Sink>(pos: &Position, list: &mut S) {
    generate_some::<S, true>(pos, list)
}

/// Every legal move, or (`NOISY`) only the captures and promotions.
#[inline(always)]
fn generate_some<S: Sink, const NOISY: bool>(pos: &Position, list: &mut S) {
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

    // What a move may land on: anything but our own pieces, or only theirs.
    let landing = if NOISY { theirs } else { !ours };
    // The royal piece: a king, or White's Maharaja (queen + knight).
    let royal_moves = if pos.roles[Role::Maharaja as usize] & bit(ksq) != 0 {
        t.queen(ksq, occ) | KNIGHT[ksq]
    } else {
        KING[ksq]
    } & landing;
    let occ_without_royal = occ ^ bit(ksq);
    let unsafe_squares = danger(pos, t, them, occ_without_royal);
    list.push_targets(ksq, royal_moves & !unsafe_squares);
    if more_than_one(checkers) {
        return;
    }
    let mask = if checkers != 0 {
        t.between(ksq, checkers.trailing_zeros() as usize) | checkers
    } else {
        !ours
    };
    // Pawns: captures and (noisy) pushes to the last rank.
    let pawn_mask = mask;
    let mask = mask & landing;
    let pinned = pinned(pos, t, ksq, us);

    // Knights (never movable when pinned).
    for from in Squares(pos.pieces(us, Role::Knight) & !pinned) {
        list.push_targets(from, KNIGHT[from] & mask);
    }
    let queens = pos.pieces(us, Role::Queen);
    for from in Squares(pos.pieces(us, Role::Bishop) | queens) {
        let mut targets = t.bishop(from, occ) & mask;
        if pinned & bit(from) != 0 {
            targets &= t.line(ksq, from);
        }
        list.push_targets(from, targets);
    }
    for from in Squares(pos.pieces(us, Role::Rook) | queens) {
        let mut targets = t.rook(from, occ) & mask;
        if pinned & bit(from) != 0 {
            targets &= t.line(ksq, from);
        }
        list.push_targets(from, targets);
    }

    pawn_moves::<S, NOISY>(pos, list, ksq, pawn_mask, pinned);

    if !NOISY && checkers == 0 && pos.castling != 0 && (ksq == E1 || ksq == E8) {
        castling(pos, list, ksq, occ);
    }
}

#[inline(always)]
fn pawn_moves<S: Sink, const NOISY: bool>(
    pos: &Position,
    list: &mut S,
    ksq: usize,
    mask: Bitboard,
    pinned: Bitboard,
) {
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
        // Noisy: a push only when it promotes, never two squares.
        let one = if NOISY { one & last_rank } else { one };
        let two = if !NOISY && one != 0 && bit(from) & start_rank != 0 {
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
            list.push_promotions(from, targets);
        } else {
            list.push_targets(from, targets);
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

fn castling<S: Sink>(pos: &Position, list: &mut S, ksq: usize, occ: Bitboard) {
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
