//! Chess and Maharaja: the search's view of the bitboard engine, and the chess evaluation
//! (material, piece-square tables tapered by game phase, mobility; Maharaja positions go
//! to `maharaja_eval`).

use super::search::Game;
use crate::rules::chess::attacks::{tables, KNIGHT};
use crate::rules::chess::bitboard::{Bitboard, FILE_A, FILE_H};
use crate::rules::chess::{Move, MoveKind, Position};
use crate::rules::{Action, Color, Role, RuleSet};

/// Material in centipawns, by `Role as usize` (royal pieces count nothing: losing them is
/// mate).
pub(super) const VALUE: [i32; 7] = [100, 320, 330, 500, 900, 0, 0];

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

/// A chess or Maharaja position as the search sees it.
#[derive(Copy, Clone, Debug)]
pub struct ChessGame {
    pos: Position,
}

impl ChessGame {
    pub fn new(pos: Position) -> ChessGame {
        ChessGame { pos }
    }
}

fn role_of(code: u8) -> usize {
    ((code - 1) & 7) as usize
}

impl Game for ChessGame {
    type Move = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        out.extend_from_slice(self.pos.legal().as_slice());
    }

    fn make(&self, m: Move) -> ChessGame {
        let mut pos = self.pos;
        pos.make(m);
        ChessGame { pos }
    }

    fn key(&self) -> u64 {
        self.pos.key()
    }

    fn lost(&self) -> bool {
        false
    }

    fn stuck_loses(&self) -> bool {
        self.pos.checkers() != 0
    }

    fn in_check(&self) -> bool {
        self.pos.checkers() != 0
    }

    fn eval(&self) -> i32 {
        let white = evaluate(&self.pos);
        if self.pos.turn == Color::White {
            white
        } else {
            -white
        }
    }

    fn noisy(&self, m: Move) -> Option<i32> {
        let victim = self.pos.mailbox[m.to as usize];
        let attacker = role_of(self.pos.mailbox[m.from as usize]) as i32;
        let promo = match m.kind {
            MoveKind::Promotion(r) => VALUE[r as usize],
            _ => 0,
        };
        if victim != 0 {
            Some(VALUE[role_of(victim)] * 16 - attacker + promo)
        } else if m.kind == MoveKind::EnPassant {
            Some(VALUE[0] * 16)
        } else if promo > 0 {
            Some(promo)
        } else {
            None
        }
    }

    fn slot(&self, m: Move) -> usize {
        m.from as usize * 64 + m.to as usize
    }

    fn action(&self, m: Move) -> Action {
        m.action()
    }
}

/// A piece's piece-square bonus: `role` as `Role as usize`, `rel` the square from its
/// owner's side, `phase` 24 (opening) to 0 (bare board) for the king.
pub(super) fn piece_square(role: usize, rel: usize, phase: i32) -> i32 {
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

/// The score for White.
fn evaluate(pos: &Position) -> i32 {
    if pos.ruleset == RuleSet::Maharaja {
        return super::maharaja_eval::evaluate(pos);
    }
    let t = tables();
    let occ = pos.colors[0] | pos.colors[1];
    let mut phase = 0;
    let mut score = 0;
    let mut white_king = 0;
    let mut black_king = 0;
    let pawn_attacks = [
        pawn_attacks(pos.roles[0] & pos.colors[0], Color::White),
        pawn_attacks(pos.roles[0] & pos.colors[1], Color::Black),
    ];
    for (sq, &code) in pos.mailbox.iter().enumerate() {
        if code == 0 {
            continue;
        }
        let role = role_of(code);
        let black = code > 8;
        let rel = if black { sq ^ 56 } else { sq };
        let safe = !pos.colors[black as usize] & !pawn_attacks[!black as usize];
        let v = VALUE[role]
            + match role {
                0 => PAWN_PST[rel],
                1 => {
                    phase += 1;
                    KNIGHT_PST[rel] + 4 * (KNIGHT[sq] & safe).count_ones() as i32
                }
                2 => {
                    phase += 1;
                    BISHOP_PST[rel] + 5 * (t.bishop(sq, occ) & safe).count_ones() as i32
                }
                3 => {
                    phase += 2;
                    ROOK_PST[rel] + 3 * (t.rook(sq, occ) & safe).count_ones() as i32
                }
                4 => {
                    phase += 4;
                    QUEEN_PST[rel] + (t.queen(sq, occ) & safe).count_ones() as i32
                }
                5 => {
                    if black {
                        black_king = rel;
                    } else {
                        white_king = rel;
                    }
                    0
                }
                _ => 0,
            };
        score += if black { -v } else { v };
    }
    let phase = phase.min(24);
    let king = |rel: usize| (KING_MG[rel] * phase + KING_EG[rel] * (24 - phase)) / 24;
    if pos.ruleset == RuleSet::Chess || pos.pieces(Color::White, Role::King) != 0 {
        score += king(white_king);
    }
    score -= king(black_king);
    score
}

pub(super) fn pawn_attacks(pawns: Bitboard, color: Color) -> Bitboard {
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    }
}
