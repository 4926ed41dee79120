//! The chess evaluation (not Maharaja's): material and piece-square tables tapered between
//! middle game and endgame by the pieces left, plus mobility, bishop pair, rooks on open
//! files, pawn structure (doubled, isolated, passed by rank), king safety (pawn shield,
//! enemy pieces attacking the king's zone) and threats (pieces attacked by pawns, pieces
//! attacked and not defended).
//!
//! Material and tables are PeSTO's, Ronald Friederich's published values
//! (<https://www.chessprogramming.org/PeSTO%27s_Evaluation_Function>), printed there
//! from White's side with a8 first; the other weights are ours.

use crate::rules::chess::attacks::{tables, KING, KNIGHT};
use crate::rules::chess::bitboard::{Bitboard, Squares, FILE_A, FILE_H};
use crate::rules::chess::Position;
use crate::rules::Role;

/// PeSTO material, pawn to queen.
const MG_VALUE: [i32; 5] = [82, 337, 365, 477, 1025];
const EG_VALUE: [i32; 5] = [94, 281, 297, 512, 936];
/// Game-phase weight of each role (24 = every piece on the board).
const PHASE: [i32; 5] = [0, 1, 1, 2, 4];

#[rustfmt::skip]
const MG_PST: [[i32; 64]; 6] = [
    [ // pawn
      0,   0,   0,   0,   0,   0,  0,   0,
     98, 134,  61,  95,  68, 126, 34, -11,
     -6,   7,  26,  31,  65,  56, 25, -20,
    -14,  13,   6,  21,  23,  12, 17, -23,
    -27,  -2,  -5,  12,  17,   6, 10, -25,
    -26,  -4,  -4, -10,   3,   3, 33, -12,
    -35,  -1, -20, -23, -15,  24, 38, -22,
      0,   0,   0,   0,   0,   0,  0,   0,
    ],
    [ // knight
    -167, -89, -34, -49,  61, -97, -15, -107,
     -73, -41,  72,  36,  23,  62,   7,  -17,
     -47,  60,  37,  65,  84, 129,  73,   44,
      -9,  17,  19,  53,  37,  69,  18,   22,
     -13,   4,  16,  13,  28,  19,  21,   -8,
     -23,  -9,  12,  10,  19,  17,  25,  -16,
     -29, -53, -12,  -3,  -1,  18, -14,  -19,
    -105, -21, -58, -33, -17, -28, -19,  -23,
    ],
    [ // bishop
    -29,   4, -82, -37, -25, -42,   7,  -8,
    -26,  16, -18, -13,  30,  59,  18, -47,
    -16,  37,  43,  40,  35,  50,  37,  -2,
     -4,   5,  19,  50,  37,  37,   7,  -2,
     -6,  13,  13,  26,  34,  12,  10,   4,
      0,  15,  15,  15,  14,  27,  18,  10,
      4,  15,  16,   0,   7,  21,  33,   1,
    -33,  -3, -14, -21, -13, -12, -39, -21,
    ],
    [ // rook
     32,  42,  32,  51, 63,  9,  31,  43,
     27,  32,  58,  62, 80, 67,  26,  44,
     -5,  19,  26,  36, 17, 45,  61,  16,
    -24, -11,   7,  26, 24, 35,  -8, -20,
    -36, -26, -12,  -1,  9, -7,   6, -23,
    -45, -25, -16, -17,  3,  0,  -5, -33,
    -44, -16, -20,  -9, -1, 11,  -6, -71,
    -19, -13,   1,  17, 16,  7, -37, -26,
    ],
    [ // queen
    -28,   0,  29,  12,  59,  44,  43,  45,
    -24, -39,  -5,   1, -16,  57,  28,  54,
    -13, -17,   7,   8,  29,  56,  47,  57,
    -27, -27, -16, -16,  -1,  17,  -2,   1,
     -9, -26,  -9, -10,  -2,  -4,   3,  -3,
    -14,   2, -11,  -2,  -5,   2,  14,   5,
    -35,  -8,  11,   2,   8,  15,  -3,   1,
     -1, -18,  -9,  10, -15, -25, -31, -50,
    ],
    [ // king
    -65,  23,  16, -15, -56, -34,   2,  13,
     29,  -1, -20,  -7,  -8,  -4, -38, -29,
     -9,  24,   2, -16, -20,   6,  22, -22,
    -17, -20, -12, -27, -30, -25, -14, -36,
    -49,  -1, -27, -39, -46, -44, -33, -51,
    -14, -14, -22, -46, -44, -30, -15, -27,
      1,   7,  -8, -64, -43, -16,   9,   8,
    -15,  36,  12, -54,   8, -28,  24,  14,
    ],
];

#[rustfmt::skip]
const EG_PST: [[i32; 64]; 6] = [
    [ // pawn
      0,   0,   0,   0,   0,   0,   0,   0,
    178, 173, 158, 134, 147, 132, 165, 187,
     94, 100,  85,  67,  56,  53,  82,  84,
     32,  24,  13,   5,  -2,   4,  17,  17,
     13,   9,  -3,  -7,  -7,  -8,   3,  -1,
      4,   7,  -6,   1,   0,  -5,  -1,  -8,
     13,   8,   8,  10,  13,   0,   2,  -7,
      0,   0,   0,   0,   0,   0,   0,   0,
    ],
    [ // knight
    -58, -38, -13, -28, -31, -27, -63, -99,
    -25,  -8, -25,  -2,  -9, -25, -24, -52,
    -24, -20,  10,   9,  -1,  -9, -19, -41,
    -17,   3,  22,  22,  22,  11,   8, -18,
    -18,  -6,  16,  25,  16,  17,   4, -18,
    -23,  -3,  -1,  15,  10,  -3, -20, -22,
    -42, -20, -10,  -5,  -2, -20, -23, -44,
    -29, -51, -23, -15, -22, -18, -50, -64,
    ],
    [ // bishop
    -14, -21, -11,  -8, -7,  -9, -17, -24,
     -8,  -4,   7, -12, -3, -13,  -4, -14,
      2,  -8,   0,  -1, -2,   6,   0,   4,
     -3,   9,  12,   9, 14,  10,   3,   2,
     -6,   3,  13,  19,  7,  10,  -3,  -9,
    -12,  -3,   8,  10, 13,   3,  -7, -15,
    -14, -18,  -7,  -1,  4,  -9, -15, -27,
    -23,  -9, -23,  -5, -9, -16,  -5, -17,
    ],
    [ // rook
     13, 10, 18, 15, 12,  12,   8,   5,
     11, 13, 13, 11, -3,   3,   8,   3,
      7,  7,  7,  5,  4,  -3,  -5,  -3,
      4,  3, 13,  1,  2,   1,  -1,   2,
      3,  5,  8,  4, -5,  -6,  -8, -11,
     -4,  0, -5, -1, -7, -12,  -8, -16,
     -6, -6,  0,  2, -9,  -9, -11,  -3,
     -9,  2,  3, -1, -5, -13,   4, -20,
    ],
    [ // queen
     -9,  22,  22,  27,  27,  19,  10,  20,
    -17,  20,  32,  41,  58,  25,  30,   0,
    -20,   6,   9,  49,  47,  35,  19,   9,
      3,  22,  24,  45,  57,  40,  57,  36,
    -18,  28,  19,  47,  31,  34,  39,  23,
    -16, -27,  15,   6,   9,  17,  10,   5,
    -22, -23, -30, -16, -16, -23, -36, -32,
    -33, -28, -22, -43,  -5, -32, -20, -41,
    ],
    [ // king
    -74, -35, -18, -18, -11,  15,   4, -17,
    -12,  17,  14,  17,  17,  38,  23,  11,
     10,  17,  23,  15,  20,  45,  44,  13,
     -8,  22,  24,  27,  26,  33,  26,   3,
    -18,  -4,  21,  24,  27,  23,   9, -11,
    -19,  -3,  11,  21,  23,  16,   7,  -9,
    -27, -11,   4,  13,  14,   4,  -5, -17,
    -53, -34, -21, -11, -28, -14, -24, -43,
    ],
];

/// Mobility per safe square above (or below) a typical count: (middle game, endgame,
/// typical count), knight to queen.
const MOBILITY: [(i32, i32, i32); 4] = [(4, 4, 4), (5, 5, 6), (2, 4, 7), (1, 2, 13)];
/// Passed pawn by relative rank (0 = first rank).
const PASSED_MG: [i32; 8] = [0, 5, 5, 10, 20, 35, 55, 0];
const PASSED_EG: [i32; 8] = [0, 10, 15, 25, 45, 70, 110, 0];
/// King-zone attack units by attacker, knight to queen.
const ATTACK_UNITS: [i32; 4] = [2, 2, 3, 5];
/// Each enemy piece (not a pawn) attacked by one of our pawns: (middle game, endgame).
const THREAT_BY_PAWN: (i32, i32) = (45, 30);
/// Each enemy piece or pawn (not the king) we attack and it does not defend.
const HANGING: (i32, i32) = (25, 15);

/// A middle-game and an endgame score, for White.
#[derive(Default, Clone, Copy)]
struct Score {
    mg: i32,
    eg: i32,
}

impl Score {
    fn add(&mut self, white: bool, mg: i32, eg: i32) {
        let s = if white { 1 } else { -1 };
        self.mg += s * mg;
        self.eg += s * eg;
    }
}

/// The chess score for White, in centipawns.
pub fn evaluate(pos: &Position) -> i32 {
    let t = tables();
    let occ = pos.colors[0] | pos.colors[1];
    let pawns = [
        pos.roles[Role::Pawn as usize] & pos.colors[0],
        pos.roles[Role::Pawn as usize] & pos.colors[1],
    ];
    let pawn_attacks = [pawn_attacks(pawns[0], true), pawn_attacks(pawns[1], false)];
    let kings = [
        (pos.roles[Role::King as usize] & pos.colors[0]).trailing_zeros() as usize & 63,
        (pos.roles[Role::King as usize] & pos.colors[1]).trailing_zeros() as usize & 63,
    ];
    let zones = [
        KING[kings[0]] | 1 << kings[0],
        KING[kings[1]] | 1 << kings[1],
    ];
    let mut score = Score::default();
    let mut phase = 0;
    // The squares each side attacks.
    let mut attacked = [
        pawn_attacks[0] | KING[kings[0]],
        pawn_attacks[1] | KING[kings[1]],
    ];
    // Attack units on each side's king zone and the number of attackers.
    let mut attack = [(0, 0); 2];
    for side in 0..2 {
        let white = side == 0;
        let own = pos.colors[side];
        let safe = !own & !pawn_attacks[1 - side];
        let flip = if white { 56 } else { 0 };
        for role in 0..6 {
            let pieces = pos.roles[role] & own;
            for sq in Squares(pieces) {
                let i = sq ^ flip;
                let (mut mg, mut eg) = (MG_PST[role][i], EG_PST[role][i]);
                if role < 5 {
                    mg += MG_VALUE[role];
                    eg += EG_VALUE[role];
                    phase += PHASE[role];
                }
                if (1..5).contains(&role) {
                    let reach = match role {
                        1 => KNIGHT[sq],
                        2 => t.bishop(sq, occ),
                        3 => t.rook(sq, occ),
                        _ => t.queen(sq, occ),
                    };
                    attacked[side] |= reach;
                    let (wm, we, typical) = MOBILITY[role - 1];
                    let n = (reach & safe).count_ones() as i32 - typical;
                    mg += wm * n;
                    eg += we * n;
                    if reach & zones[1 - side] != 0 {
                        let a = &mut attack[1 - side];
                        a.0 += ATTACK_UNITS[role - 1];
                        a.1 += 1;
                    }
                    if role == 3 {
                        let file = FILE_A << (sq & 7);
                        if file & pawns[side] == 0 {
                            if file & pawns[1 - side] == 0 {
                                mg += 25;
                                eg += 10;
                            } else {
                                mg += 12;
                                eg += 5;
                            }
                        }
                    }
                }
                score.add(white, mg, eg);
            }
        }
        if (pos.roles[Role::Bishop as usize] & own).count_ones() >= 2 {
            score.add(white, 30, 50);
        }
        let (mg, eg) = pawn_structure(pawns[side], pawns[1 - side], white);
        score.add(white, mg, eg);
    }
    let king_squares = pos.roles[Role::King as usize];
    for side in 0..2 {
        let them = 1 - side;
        let theirs = pos.colors[them] & !king_squares;
        let by_pawn = (theirs & !pawns[them] & pawn_attacks[side]).count_ones() as i32;
        let hanging = (theirs & attacked[side] & !attacked[them]).count_ones() as i32;
        score.add(
            side == 0,
            by_pawn * THREAT_BY_PAWN.0 + hanging * HANGING.0,
            by_pawn * THREAT_BY_PAWN.1 + hanging * HANGING.1,
        );
    }
    for side in 0..2 {
        let white = side == 0;
        let enemy_queen = pos.roles[Role::Queen as usize] & pos.colors[1 - side] != 0;
        let (units, attackers) = attack[side];
        let mut mg = 0;
        if enemy_queen && attackers >= 2 {
            mg -= (units * units).min(500);
        }
        mg -= shield_gaps(kings[side], pawns[side], white) * 12;
        score.add(white, mg, 0);
    }
    let phase = phase.min(24);
    (score.mg * phase + score.eg * (24 - phase)) / 24
}

/// Squares attacked by `pawns` (White's when `white`).
fn pawn_attacks(pawns: Bitboard, white: bool) -> Bitboard {
    if white {
        ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9)
    } else {
        ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7)
    }
}

/// Doubled, isolated and passed pawns of one side: (middle game, endgame).
fn pawn_structure(own: Bitboard, theirs: Bitboard, white: bool) -> (i32, i32) {
    let (mut mg, mut eg) = (0, 0);
    for file in 0..8 {
        let on_file = (own & (FILE_A << file)).count_ones() as i32;
        if on_file > 1 {
            mg -= 10 * (on_file - 1);
            eg -= 20 * (on_file - 1);
        }
    }
    for sq in Squares(own) {
        let file = sq & 7;
        let rank = sq / 8;
        let adjacent = (if file > 0 { FILE_A << (file - 1) } else { 0 })
            | (if file < 7 { FILE_A << (file + 1) } else { 0 });
        if own & adjacent == 0 {
            mg -= 10;
            eg -= 15;
        }
        // Squares ahead on this file and the two beside it.
        let span = adjacent | FILE_A << file;
        let ahead = if white {
            span & (!0u64).checked_shl(8 * (rank as u32 + 1)).unwrap_or(0)
        } else {
            span & ((1u64 << (8 * rank)) - 1)
        };
        if theirs & ahead == 0 {
            let rel = if white { rank } else { 7 - rank };
            mg += PASSED_MG[rel];
            eg += PASSED_EG[rel];
        }
    }
    (mg, eg)
}

/// Missing pawns in front of a king on its first two ranks (0 elsewhere: the tables
/// judge a king that left home).
fn shield_gaps(king: usize, own_pawns: Bitboard, white: bool) -> i32 {
    let rank = king / 8;
    let rel = if white { rank } else { 7 - rank };
    if rel > 1 {
        return 0;
    }
    let file = king & 7;
    let mut gaps = 0;
    for f in file.saturating_sub(1)..=(file + 1).min(7) {
        // The two squares in front of the king on file f.
        let r1 = if white { rank + 1 } else { rank - 1 };
        let r2 = if white {
            rank + 2
        } else {
            rank.wrapping_sub(2)
        };
        let near = 1u64 << (r1 * 8 + f);
        let far = if r2 < 8 { 1u64 << (r2 * 8 + f) } else { 0 };
        if own_pawns & near == 0 {
            gaps += if own_pawns & far == 0 { 2 } else { 1 };
        }
    }
    gaps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyPosition, RuleSet};

    fn eval(fen: &str) -> i32 {
        match AnyPosition::from_fen(RuleSet::Chess, fen) {
            Ok(AnyPosition::Chess(p)) => evaluate(&p),
            _ => panic!("a chess FEN"),
        }
    }

    #[test]
    fn the_start_is_even_and_mirrored_positions_score_opposite() {
        assert_eq!(
            eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            0
        );
        let a = eval("r1bq1rk1/pp3ppp/2n1pn2/3p4/1bPP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 1");
        let b = eval("r1bqkb1r/pp3ppp/2n1pn2/1Bpp4/3P4/2N1PN2/PP3PPP/R1BQ1RK1 b kq - 0 1");
        assert_eq!(a, -b);
    }

    #[test]
    fn a_passed_pawn_near_promotion_is_worth_more() {
        let far = eval("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
        let near = eval("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert!(near > far + 100, "{near} vs {far}");
    }

    #[test]
    fn a_piece_a_pawn_attacks_costs_its_owner() {
        // The black knight on d5 is attacked by the pawn on e4 (and undefended); with the
        // pawn on e3 the knight attacks it instead. Tables and passed-pawn terms alone
        // tell the two apart by less than 15 cp.
        let threatened = eval("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1");
        let quiet = eval("4k3/8/8/3n4/8/4P3/8/4K3 w - - 0 1");
        assert!(threatened > quiet + 40, "{threatened} vs {quiet}");
    }

    #[test]
    fn an_open_king_is_worse_than_a_sheltered_one() {
        let sheltered = eval("3qk3/8/8/8/8/8/5PPP/3Q2K1 w - - 0 1");
        let open = eval("3qk3/8/8/8/8/5PPP/8/3Q2K1 w - - 0 1");
        assert!(sheltered > open, "{sheltered} vs {open}");
    }
}
