//! Chess and Maharaja: the search's view of the bitboard engine (the evaluations are
//! `chess_pesto` for chess and `maharaja_eval` for Maharaja).

use super::chess_key::splitmix;
use super::chess_nnue::Accumulator;
use super::search::Game;
use super::see::VALUE;
use super::{chess_key, chess_pesto, see};
use crate::rules::chess::attacks::KNIGHT;
use crate::rules::chess::bitboard::bit;
use crate::rules::chess::{Move, MoveKind, Position};
use crate::rules::{Action, Color, Role, RuleSet};

/// No en-passant square (as `rules::chess::position::NO_EP`).
const NO_EP: u8 = 64;

/// A chess or Maharaja position as the search sees it.
#[derive(Copy, Clone, Debug)]
pub struct ChessGame {
    pos: Position,
    /// Chess: [`chess_key`]'s key, kept up to date move by move (Maharaja: the rules'
    /// key, computed when asked).
    key: u64,
    /// Whether the side to move is in check (asked several times a node).
    check: bool,
    /// Maharaja: the search overlooks the Maharaja's knight jumps (a low level's blind
    /// spot, [`crate::ai::level::Level::overlook_jumps_percent`]).
    blind: bool,
    /// Chess: the evaluation network's accumulators, kept up to date move by move
    /// (Maharaja: unused).
    acc: Accumulator,
}

impl ChessGame {
    pub fn new(pos: Position) -> ChessGame {
        let key = if pos.ruleset == RuleSet::Chess {
            chess_key::full(&pos)
        } else {
            0
        };
        let check = pos.checkers() != 0;
        let acc = if pos.ruleset == RuleSet::Chess {
            Accumulator::new(&pos.mailbox)
        } else {
            Accumulator::EMPTY
        };
        ChessGame {
            pos,
            key,
            check,
            blind: false,
            acc,
        }
    }

    /// Maharaja: whether the army (Black) is to move.
    pub fn army_to_move(&self) -> bool {
        self.pos.ruleset == RuleSet::Maharaja && self.pos.turn == Color::Black
    }

    /// The same position searched without the Maharaja's knight jumps.
    pub fn overlooking_jumps(self) -> ChessGame {
        ChessGame {
            blind: self.pos.ruleset == RuleSet::Maharaja,
            ..self
        }
    }

    /// Drops the Maharaja's knight jumps from `out` when the search overlooks them.
    fn forget_jumps(&self, out: &mut Vec<Move>) {
        if self.blind && self.pos.turn == Color::White {
            let m = self.pos.royal_square(Color::White);
            out.retain(|mv| mv.from as usize != m || KNIGHT[m] & 1 << mv.to == 0);
        }
    }
}

fn role_of(code: u8) -> usize {
    ((code - 1) & 7) as usize
}

/// Whether `m`, a plain move or capture (not castling, en passant or a promotion), checks
/// the opponent's royal piece, without making it: the mover's pieces and the occupancy
/// after the move, and what of them attacks that piece. `None` for the other kinds.
fn plain_move_checks(pos: &Position, m: Move) -> Option<bool> {
    if !matches!(m.kind, MoveKind::Normal | MoveKind::DoublePush) {
        return None;
    }
    let (from, to) = (bit(m.from as usize), bit(m.to as usize));
    let (us, them) = (pos.turn.index(), pos.turn.other().index());
    let (mut roles, mut colors) = (pos.roles, pos.colors);
    let victim = pos.mailbox[m.to as usize];
    if victim != 0 {
        roles[role_of(victim)] &= !to;
        colors[them] &= !to;
    }
    let mover = role_of(pos.mailbox[m.from as usize]);
    roles[mover] = (roles[mover] & !from) | to;
    colors[us] = (colors[us] & !from) | to;
    let royal = pos.royal_square(pos.turn.other());
    let attackers = Position::attackers_on(&roles, &colors, royal, colors[0] | colors[1]);
    Some(attackers & colors[us] != 0)
}

impl Game for ChessGame {
    type Move = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        self.pos.legal_into(out);
        self.forget_jumps(out);
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        self.pos.noisy_into(out);
        self.forget_jumps(out);
    }

    fn make(&self, m: Move) -> ChessGame {
        let mut pos = self.pos;
        pos.make(m);
        let mut acc = self.acc;
        let key = if pos.ruleset == RuleSet::Chess {
            acc.update(&self.pos.mailbox, &pos.mailbox);
            chess_key::after(&self.pos, self.key, m, &pos)
        } else {
            0
        };
        let check = pos.checkers() != 0;
        ChessGame {
            pos,
            key,
            check,
            blind: self.blind,
            acc,
        }
    }

    fn key(&self) -> u64 {
        if self.pos.ruleset == RuleSet::Chess {
            self.key
        } else {
            self.pos.key()
        }
    }

    fn lost(&self) -> bool {
        false
    }

    fn stuck_loses(&self) -> bool {
        self.check
    }

    fn in_check(&self) -> bool {
        self.check
    }

    fn eval(&self) -> i32 {
        if self.pos.ruleset == RuleSet::Chess {
            // The hand-written evaluation and the network's correction to it, both
            // scaled down in endings a side without pawns cannot win.
            let (white, scale) = chess_pesto::evaluate_and_scale(&self.pos);
            let hand = if self.pos.turn == Color::White {
                white
            } else {
                -white
            };
            let correction = self.acc.evaluate(self.pos.turn);
            // The scale of the side the correction favours.
            let favoured = if correction < 0 {
                self.pos.turn.other()
            } else {
                self.pos.turn
            };
            return hand + correction * scale[favoured.index()] / chess_pesto::SCALE;
        }
        let white = super::maharaja_eval::evaluate(&self.pos);
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

    fn piece_slot(&self, m: Move) -> usize {
        // The mailbox code (1 + role + 8 × colour, below 16) and the destination.
        (self.pos.mailbox[m.from as usize] as usize & 15) * 64 + m.to as usize
    }

    fn action(&self, m: Move) -> Action {
        m.action()
    }

    fn selective(&self) -> bool {
        self.pos.ruleset == RuleSet::Chess
    }

    fn null_move(&self) -> Option<ChessGame> {
        let us = self.pos.turn;
        let pieces = self.pos.colors[us.index()]
            & !self.pos.roles[Role::Pawn as usize]
            & !self.pos.roles[Role::King as usize];
        if self.pos.ruleset != RuleSet::Chess || self.pos.checkers() != 0 || pieces == 0 {
            return None;
        }
        let mut pos = self.pos;
        pos.turn = us.other();
        pos.ep = NO_EP;
        Some(ChessGame {
            key: chess_key::full(&pos),
            pos,
            check: false,
            blind: self.blind,
            acc: self.acc,
        })
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        see::see_ge(&self.pos, m, threshold)
    }

    fn gives_check(&self, m: Move) -> Option<bool> {
        plain_move_checks(&self.pos, m)
    }

    fn pawn_key(&self) -> u64 {
        let pawns = self.pos.roles[Role::Pawn as usize];
        let white = pawns & self.pos.colors[Color::White.index()];
        let black = pawns & self.pos.colors[Color::Black.index()];
        let turn = if self.pos.turn == Color::White {
            0
        } else {
            0x5851_F42D_4C95_7F2D
        };
        splitmix(white ^ turn).wrapping_add(splitmix(black.rotate_left(17) ^ !turn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn game(ruleset: RuleSet, fen: &str) -> ChessGame {
        ChessGame::new(Position::from_fen(ruleset, fen).expect("fen"))
    }

    fn moves(g: &ChessGame) -> Vec<String> {
        let mut out = Vec::new();
        g.moves(&mut out);
        let mut v: Vec<String> = out.iter().map(|m| m.action().to_string()).collect();
        v.sort();
        v
    }

    /// `g` after its legal move written `text`.
    fn play(g: &ChessGame, text: &str) -> ChessGame {
        let mut out = Vec::new();
        g.pos.legal_into(&mut out);
        let m = out.iter().find(|m| m.action().to_string() == text);
        g.make(*m.unwrap_or_else(|| panic!("{text} is legal")))
    }

    /// The chess evaluation (the hand-written one plus the network's correction) knows
    /// material: a queen more is worth several pawns to its side, a queen fewer costs as
    /// much, and the start is near even for either side to move.
    #[test]
    fn a_queen_more_scores_high_a_queen_fewer_low_and_the_start_near_even() {
        let up = game(
            RuleSet::Chess,
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        );
        let down = game(
            RuleSet::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
        );
        assert!(up.eval() > 600, "{}", up.eval());
        assert!(down.eval() < -600, "{}", down.eval());
        for turn in ["w", "b"] {
            let start = game(
                RuleSet::Chess,
                &format!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR {turn} KQkq - 0 1"),
            );
            assert!(start.eval().abs() < 60, "{turn}: {}", start.eval());
        }
    }

    /// The network's accumulators a game keeps through moves and passes (null moves) are
    /// the ones computed afresh, so a searched position evaluates as the same position
    /// given anew.
    #[test]
    fn kept_accumulators_match_fresh_ones_through_moves_and_passes() {
        let mut g = game(
            RuleSet::Chess,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        );
        for text in ["e1g1", "b4c3", "d2c3", "e8c8", "a2a4"] {
            g = play(&g, text);
            assert_eq!(g.acc, Accumulator::new(&g.pos.mailbox), "after {text}");
            assert_eq!(g.eval(), ChessGame::new(g.pos).eval(), "after {text}");
        }
        let passed = g.null_move().expect("a pass");
        assert_eq!(passed.acc, Accumulator::new(&passed.pos.mailbox));
        assert_eq!(passed.eval(), ChessGame::new(passed.pos).eval());
    }

    /// The check test without making the move agrees with making it, over the moves of
    /// random chess and Maharaja positions (discovered checks, captures of a would-be
    /// blocker, pawn and knight checks, the Maharaja's).
    #[test]
    fn a_plain_move_checks_exactly_when_the_position_after_it_is_in_check() {
        use rand::seq::IndexedRandom;
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let (mut tested, mut checks) = (0, 0);
        for (ruleset, fen) in [
            (
                RuleSet::Chess,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                RuleSet::Chess,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            ),
            (
                RuleSet::Maharaja,
                "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1",
            ),
        ] {
            for _ in 0..60 {
                let mut g = game(ruleset, fen);
                for _ in 0..80 {
                    let mut out = Vec::new();
                    g.moves(&mut out);
                    for &m in &out {
                        if let Some(c) = g.gives_check(m) {
                            assert_eq!(c, g.make(m).in_check(), "{} {:?}", g.pos.fen(), m);
                            tested += 1;
                            checks += c as usize;
                        }
                    }
                    let Some(&m) = out.choose(&mut rng) else {
                        break;
                    };
                    g = g.make(m);
                }
            }
        }
        assert!(
            tested > 100_000 && checks > 1000,
            "{tested} moves, {checks} checks"
        );
    }

    #[test]
    fn overlooking_the_jumps_drops_only_the_maharajas_knight_jumps() {
        let g = game(RuleSet::Maharaja, "2bk4/pppp1p1p/5r2/3M4/8/8/8/8 w - - 0 1");
        let all = moves(&g);
        let blind = g.overlooking_jumps();
        let seen = moves(&blind);
        let jumps: Vec<&String> = all.iter().filter(|m| !seen.contains(m)).collect();
        // The legal jumps from d5 (c7, e7, b6 and f4 are guarded).
        assert_eq!(jumps, ["d5b4", "d5c3", "d5e3", "d5f6"]);
        // The blind spot lasts through the search (made moves keep it): from a5 the jump
        // to c4 is seen without it, not with it.
        let back = play(&play(&blind, "d5a5"), "h7h6");
        assert!(!moves(&back).contains(&"a5c4".to_string()));
        let seeing = play(&play(&g, "d5a5"), "h7h6");
        assert!(moves(&seeing).contains(&"a5c4".to_string()));
        // Chess and the army's own moves are never touched.
        let chess = game(RuleSet::Chess, "4k3/8/8/3N4/8/8/8/4K3 w - - 0 1");
        assert_eq!(moves(&chess.overlooking_jumps()), moves(&chess));
        let army = game(RuleSet::Maharaja, "2bk4/pppp1p1p/5r2/3M4/8/8/8/8 b - - 0 1");
        assert_eq!(moves(&army.overlooking_jumps()), moves(&army));
    }

    /// The correction history's key: the same pawns and side to move give the same key
    /// whatever the pieces; a pawn moved, a pawn of the other colour on the same square
    /// or the other side to move, another key.
    #[test]
    fn the_pawn_key_names_the_pawns_and_the_side_to_move() {
        let key = |fen: &str| game(RuleSet::Chess, fen).pawn_key();
        let start = key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let knights_out = play(
            &play(
                &game(
                    RuleSet::Chess,
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                ),
                "g1f3",
            ),
            "g8f6",
        );
        assert_eq!(knights_out.pawn_key(), start);
        assert_eq!(
            key("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            key("3qk3/8/8/8/8/8/8/2R1K3 w - - 0 1")
        );
        let others = [
            key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"),
            key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
            key("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"),
            key("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1"),
            key("4k3/8/8/8/3p4/8/8/4K3 w - - 0 1"),
            key("4k3/8/8/8/8/8/8/4K3 b - - 0 1"),
        ];
        for (i, a) in others.iter().enumerate() {
            assert_ne!(*a, start);
            for b in &others[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
