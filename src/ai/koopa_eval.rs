//! Koopa: the search's view of the rules core (its own move generator and move
//! application, so bounces, stuns and kicks are exactly the rules'), and the evaluation:
//! material, with stunned pieces worth less (a capture kicks them off the board) and a
//! stunned king in danger of being kicked, plus centralisation.

use super::search::{Game, MATE};
use crate::rules::koopa::{apply, legal_moves, Board, Move, MoveKind, Silent};
use crate::rules::{Action, Color, Role};

/// Material in centipawns, by `Role as usize`.
const VALUE: [i32; 7] = [100, 300, 320, 500, 900, 0, 0];

/// A Koopa board as the search sees it.
#[derive(Copy, Clone, Debug)]
pub struct KoopaGame {
    board: Board,
}

impl KoopaGame {
    pub fn new(board: Board) -> KoopaGame {
        KoopaGame { board }
    }
}

fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Game for KoopaGame {
    type Move = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        legal_moves(&self.board, out);
    }

    fn make(&self, m: Move) -> KoopaGame {
        let mut board = self.board;
        apply(&mut board, &m, &mut Silent);
        KoopaGame { board }
    }

    fn key(&self) -> u64 {
        let b = &self.board;
        let mut key = if b.side == Color::Black {
            0x5bd1_e995
        } else {
            0
        };
        for (i, p) in b.pieces().iter().enumerate() {
            if let Some(p) = p {
                let code = 1 + p.role as u64 + 8 * p.color.index() as u64;
                let level = b.stuns.levels[i] as u64;
                key ^= mix((i as u64) << 16 | code << 8 | level);
            }
        }
        for (c, sides) in b.castling.files.iter().enumerate() {
            for (s, f) in sides.iter().enumerate() {
                if let Some(f) = f {
                    key ^= mix(0x1_0000_0000 | (c as u64) << 8 | (s as u64) << 4 | *f as u64);
                }
            }
        }
        key
    }

    fn lost(&self) -> bool {
        !self.board.has_king(self.board.side)
    }

    fn stuck_loses(&self) -> bool {
        false
    }

    fn in_check(&self) -> bool {
        false
    }

    fn eval(&self) -> i32 {
        let b = &self.board;
        let mut score = 0;
        for (i, p) in b.pieces().iter().enumerate() {
            let Some(p) = p else { continue };
            let stunned = b.stuns.levels[i] > 0;
            let file = (i % 8) as i32;
            let rank = (i / 8) as i32;
            let centre = 6 - ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 2;
            let mut v = match p.role {
                Role::King => {
                    if stunned {
                        -400
                    } else {
                        0
                    }
                }
                Role::Pawn => {
                    let advance = if p.color == Color::White {
                        rank - 1
                    } else {
                        6 - rank
                    };
                    VALUE[0] + 6 * advance
                }
                r => VALUE[r as usize] + 3 * centre,
            };
            if stunned && p.role != Role::King {
                v = v * 3 / 5;
            }
            score += if p.color == b.side { v } else { -v };
        }
        score.clamp(-MATE / 2, MATE / 2)
    }

    fn noisy(&self, m: Move) -> Option<i32> {
        let victim = self.board.piece_at(m.to).map_or(0, |p| match p.role {
            Role::King => 2000,
            r => VALUE[r as usize],
        });
        let attacker = self.board.piece_at(m.from).map_or(0, |p| p.role as i32);
        let promo = m.promotion.map_or(0, |r| VALUE[r as usize]);
        match m.kind {
            MoveKind::Kick { .. } => Some(victim * 32 - attacker + promo),
            MoveKind::Stun { .. } => Some(victim * 16 - attacker + promo),
            _ if promo > 0 => Some(promo),
            _ => None,
        }
    }

    fn slot(&self, m: Move) -> usize {
        m.from.index() * 64 + m.to.index()
    }

    fn action(&self, m: Move) -> Action {
        Action::Move {
            from: m.from,
            to: m.to,
            promotion: m.promotion,
        }
    }
}
