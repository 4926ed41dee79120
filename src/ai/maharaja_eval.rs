//! Maharaja and the Sepoys: the evaluation (White's lone Maharaja against Black's army):
//! Black's material, piece-square and mobility terms as in chess, and what decides these
//! games: whether the army can close its net, counted as the Maharaja's free squares
//! (reachable and attacked by no black piece), and the black pieces it can take for free.

use super::see::VALUE;
use crate::rules::chess::attacks::{tables, KING, KNIGHT};
use crate::rules::chess::bitboard::{Bitboard, FILE_A, FILE_H};
use crate::rules::chess::Position;
use crate::rules::Color;

/// The Maharaja's score by its number of free squares (more than 15 count as 15): with
/// none it is mated or stalemated, with few the army is about to close the net.
const FREE: [i32; 16] = [
    -600, -320, -180, -100, -50, -16, 8, 28, 46, 62, 76, 88, 98, 106, 112, 118,
];

/// A black piece the Maharaja can take for nothing (quiescence finds the capture when
/// White is to move; this is the threat when Black is).
const HANGING: i32 = 40;

/// The score for White, in centipawns.
pub fn evaluate(pos: &Position) -> i32 {
    let t = tables();
    let occ = pos.colors[0] | pos.colors[1];
    let black = pos.colors[1];
    let maharaja = pos.colors[0] & pos.roles[6];
    if maharaja == 0 {
        return -20_000;
    }
    let m = maharaja.trailing_zeros() as usize;
    // Black's attacks, seen through the Maharaja (it cannot step back along a line).
    let occ_x = occ & !maharaja;
    let mut attacked = pawn_attacks(pos.roles[0] & black, Color::Black);
    let mut score = 0;
    let mut b = black;
    while b != 0 {
        let sq = b.trailing_zeros() as usize;
        b &= b - 1;
        let role = ((pos.mailbox[sq] - 1) & 7) as usize;
        let (reach, mobility) = match role {
            1 => (KNIGHT[sq], 4),
            2 => (t.bishop(sq, occ_x), 5),
            3 => (t.rook(sq, occ_x), 3),
            4 => (t.queen(sq, occ_x), 1),
            5 => (KING[sq], 0),
            _ => (0, 0),
        };
        attacked |= reach;
        score -= VALUE[role]
            + piece_square(role, sq ^ 56, 24)
            + mobility * (reach & !black).count_ones() as i32;
    }
    let reach = t.queen(m, occ) | KNIGHT[m];
    score += FREE[(reach & !attacked).count_ones().min(15) as usize];
    score += HANGING * (reach & black & !attacked).count_ones() as i32;
    // Centralised, it slips out of nets more easily.
    score + piece_square(5, m, 0) / 2
}

// Piece-square tables for Black's army (from its own side), the king's by phase.
#[rustfmt::skip]
const PAWN_PST: [i32; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
     5, 10, 10,-20,-20, 10, 10,  5,
     5, -5,-10,  0,  0,-10, -5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5,  5, 10, 25, 25, 10,  5,  5,
    10, 10, 20, 30, 30, 20, 10, 10,
    50, 50, 50, 50, 50, 50, 50, 50,
     0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const KNIGHT_PST: [i32; 64] = [
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50,
];
#[rustfmt::skip]
const BISHOP_PST: [i32; 64] = [
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -20,-10,-10,-10,-10,-10,-10,-20,
];
#[rustfmt::skip]
const ROOK_PST: [i32; 64] = [
      0,  0,  0,  5,  5,  0,  0,  0,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
     -5,  0,  0,  0,  0,  0,  0, -5,
      5, 10, 10, 10, 10, 10, 10,  5,
      0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const QUEEN_PST: [i32; 64] = [
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -10,  5,  5,  5,  5,  5,  0,-10,
      0,  0,  5,  5,  5,  5,  0, -5,
     -5,  0,  5,  5,  5,  5,  0, -5,
    -10,  0,  5,  5,  5,  5,  0,-10,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20,
];
#[rustfmt::skip]
const KING_MG: [i32; 64] = [
     20, 30, 10,  0,  0, 10, 30, 20,
     20, 20,  0,  0,  0,  0, 20, 20,
    -10,-20,-20,-20,-20,-20,-20,-10,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
];
#[rustfmt::skip]
const KING_EG: [i32; 64] = [
    -50,-30,-30,-30,-30,-30,-30,-50,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -50,-40,-30,-20,-20,-30,-40,-50,
];

/// A piece's piece-square bonus: `role` as `Role as usize`, `rel` the square from its
/// owner's side, `phase` 24 (opening) to 0 (bare board) for the king.
fn piece_square(role: usize, rel: usize, phase: i32) -> i32 {
    match role {
        0 => PAWN_PST[rel],
        1 => KNIGHT_PST[rel],
        2 => BISHOP_PST[rel],
        3 => ROOK_PST[rel],
        4 => QUEEN_PST[rel],
        5 => (KING_MG[rel] * phase + KING_EG[rel] * (24 - phase)) / 24,
        _ => 0,
    }
}

/// The squares `color`'s pawns attack.
fn pawn_attacks(pawns: Bitboard, color: Color) -> Bitboard {
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyPosition, RuleSet};

    fn eval(fen: &str) -> i32 {
        match AnyPosition::from_fen(RuleSet::Maharaja, fen) {
            Ok(AnyPosition::Chess(p)) => evaluate(&p),
            _ => panic!("a Maharaja FEN"),
        }
    }

    #[test]
    fn a_free_maharaja_is_better_than_a_boxed_one() {
        // Same material; on d5 the Maharaja has more free squares than on h1.
        let free = eval("4k3/8/8/3M4/8/8/r7/r7 w - - 0 1");
        let boxed = eval("4k3/8/8/8/8/8/r7/r6M w - - 0 1");
        assert!(free > boxed + 50, "free {free}, boxed {boxed}");
    }

    #[test]
    fn a_black_piece_less_is_better_for_white() {
        let less = eval("rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1");
        let minus_knight = eval("r1bqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1");
        assert!(minus_knight > less + 200, "{minus_knight} vs {less}");
    }
}
