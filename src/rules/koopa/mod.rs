//! Koopa chess (seed 001, RULES.md "koopa"): captures stun and bounce, captures of
//! stunned pieces kick whole lines off the board, no check, the king must survive.
//!
//! Choices where RULES.md and REFERENCE-NOTES §3 leave room (each tested in
//! `tests/koopa_seeds.rs`):
//! - FEN: the stunned letters and the stuns field must agree, or the FEN is refused; a FEN
//!   that stops before the stuns field reads stunned letters at level 4. The stuns field
//!   lists older stuns first, new ones in the order the move made them (as the reference).
//! - A pawn promotes to Q, R, B or N after a bounce and after a kick alike.
//! - Castling rights are lost when the king moves, when any piece moves from the rook's
//!   square, or when an enemy capture (stun or kick) targets that square; a bounce over the
//!   rook keeps them.
//! - With both kings missing (only possible in a FEN) the game is drawn
//!   ([`DrawReason::BothKingsLost`]); with one missing, the side with a king has won.
//! - Events: a capture reports `Moved` to the captured square, then `Stunned` / `Bounced`
//!   steps and `FellOff`, or `Kicked` for the kicked piece and `Captured` for each other
//!   piece on its line; `Recovered` comes last.
//!
//! ```
//! use chakbot::rules::{koopa, Action, RuleSet, Variant};
//! let mut pos = koopa::Position::from_fen(
//!     RuleSet::Koopa,
//!     "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -",
//! )
//! .unwrap();
//! let fxe5 = Action::normal("f4".parse().unwrap(), "e5".parse().unwrap());
//! pos.play(&fxe5, &mut rand::rng()).unwrap();
//! assert_eq!(
//!     pos.fen(),
//!     "nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR b 1 dhbf e54,d64,c74,b84"
//! );
//! ```

mod bounce;
mod fen;
mod movegen;
mod position;
mod start;

pub use bounce::{apply, Silent, Sink};
pub use movegen::{legal_moves, Move, MoveKind, PROMOTIONS};
pub use position::{Board, Castling, Stuns};
pub use start::random_back_rank;

use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{FenError, MoveError, Refusal, Why};
use crate::rules::event::TurnReport;
use crate::rules::outcome::{DrawReason, Outcome, WinReason};
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use crate::rules::variant::{MoveDesc, Variant};
use crate::rules::view::{BoardView, Mark, ViewCell};
use crate::rules::viewer::Viewer;
use rand::Rng;
use std::hash::{Hash, Hasher};

/// A Koopa position: the board and, for highlighting, the last move's squares (not part
/// of the FEN nor of repetition). The board is boxed to keep `AnyPosition` small; search
/// works on [`Board`] copies directly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Box<Board>,
    last_move: Option<(Square, Square)>,
}

impl Position {
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The legal moves with their effects, for search and playouts.
    pub fn moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(64);
        legal_moves(&self.board, &mut v);
        v
    }

    /// Plays a move from [`Position::moves`] without recording events.
    pub fn play_fast(&mut self, m: &Move) {
        apply(&mut self.board, m, &mut Silent);
        self.last_move = Some((m.from, m.to));
    }

    fn describe(&self, m: &Move) -> MoveDesc {
        let role = self.board.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
        MoveDesc {
            action: Action::Move {
                from: m.from,
                to: m.to,
                promotion: m.promotion,
            },
            role,
            from: m.from,
            to: m.to,
            capture: matches!(m.kind, MoveKind::Stun { .. } | MoveKind::Kick { .. }),
            promotion: m.promotion,
            castle: match m.kind {
                MoveKind::Castle(side) => Some(side),
                _ => None,
            },
        }
    }

    /// Why `from`-`to` (with `promotion`) is not legal for the side to move.
    fn reason(&self, from: Square, to: Square, promotion: Option<Role>, moves: &[Move]) -> Why {
        let us = self.board.side;
        match self.board.piece_at(from) {
            None => return Why::NothingThere,
            Some(p) if p.color != us => return Why::NotYours,
            Some(_) if self.board.stuns.level(from) > 0 => {
                // Levels drop by one each half-move: the owner sits out every other one.
                let level = self.board.stuns.level(from);
                return Why::Stunned {
                    moves: level.div_ceil(2),
                };
            }
            _ => {}
        }
        let same_squares: Vec<&Move> = moves
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        if !same_squares.is_empty() {
            let choices: Vec<Role> = same_squares.iter().filter_map(|m| m.promotion).collect();
            return match promotion {
                None if !choices.is_empty() => Why::PromotionMissing { choices },
                Some(role) if !choices.is_empty() => Why::PromotionRole { role, choices },
                _ => Why::NotAPromotion,
            };
        }
        let mut pseudo = Vec::new();
        movegen::moves_ignoring_own_king(&self.board, &mut pseudo);
        if pseudo.iter().any(|m| m.from == from && m.to == to) {
            return Why::KingOffBoard;
        }
        Why::CannotGo
    }
}

impl Variant for Position {
    fn start<R: Rng + ?Sized>(_: RuleSet, option: StartOption, rng: &mut R) -> Self {
        Position {
            board: Box::new(start::start(option, rng)),
            last_move: None,
        }
    }

    fn from_fen(_: RuleSet, fen: &str) -> Result<Self, FenError> {
        Ok(Position {
            board: Box::new(fen::read(fen)?),
            last_move: None,
        })
    }

    fn fen(&self) -> String {
        fen::write(&self.board)
    }

    fn ruleset(&self) -> RuleSet {
        RuleSet::Koopa
    }

    fn turn(&self) -> Color {
        self.board.side
    }

    fn legal_moves(&self) -> Vec<MoveDesc> {
        self.moves().iter().map(|m| self.describe(m)).collect()
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        _: &mut R,
    ) -> Result<TurnReport, MoveError> {
        if self.status().is_some() {
            return Err(MoveError::GameOver);
        }
        let Action::Move {
            from,
            to,
            promotion,
        } = *action
        else {
            return Err(Why::NotInRuleSet.into());
        };
        let moves = self.moves();
        let Some(m) = moves
            .iter()
            .find(|m| m.from == from && m.to == to && m.promotion == promotion)
        else {
            let role = self.board.piece_at(from).map(|p| p.role);
            return Err(Refusal::new(self.reason(from, to, promotion, &moves))
                .at(role, Some(from), Some(to))
                .into());
        };
        let mut events = Vec::new();
        apply(&mut self.board, m, &mut events);
        self.last_move = Some((m.from, m.to));
        Ok(TurnReport {
            events,
            draws: Vec::new(),
            pending: None,
        })
    }

    fn why_not(&self, from: Square, to: Square, promotion: Option<Role>) -> Why {
        self.reason(from, to, promotion, &self.moves())
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&self.board, depth)
    }

    /// The side without a king has lost; with both kings gone (only in a FEN) it is a
    /// draw; the side to move without a legal move draws.
    fn status(&self) -> Option<Outcome> {
        let white = self.board.has_king(Color::White);
        let black = self.board.has_king(Color::Black);
        match (white, black) {
            (true, true) => {}
            (true, false) => {
                return Some(Outcome::Decisive {
                    winner: Color::White,
                    reason: WinReason::KingKicked,
                })
            }
            (false, true) => {
                return Some(Outcome::Decisive {
                    winner: Color::Black,
                    reason: WinReason::KingKicked,
                })
            }
            (false, false) => return Some(Outcome::Draw(DrawReason::BothKingsLost)),
        }
        let mut v = Vec::with_capacity(64);
        legal_moves(&self.board, &mut v);
        if v.is_empty() {
            Some(Outcome::Draw(DrawReason::NoLegalMove))
        } else {
            None
        }
    }

    /// Hash of pieces, stun levels, side and castling rights (the plies counter and the
    /// order of the stuns list are left out).
    fn repetition_key(&self) -> u64 {
        let mut h = std::hash::DefaultHasher::new();
        self.board.pieces().hash(&mut h);
        self.board.stuns.levels.hash(&mut h);
        self.board.side.hash(&mut h);
        self.board.castling.hash(&mut h);
        h.finish()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        let mut view = BoardView::empty(RuleSet::Koopa, viewer, self.board.side);
        for sq in Square::ALL {
            if let Some(piece) = self.board.piece_at(sq) {
                let level = self.board.stuns.level(sq);
                let mark = if level > 0 {
                    Mark::Stunned(level)
                } else {
                    Mark::None
                };
                view.cells[sq.index()] = ViewCell::Piece { piece, mark };
            }
        }
        if let Some((from, to)) = self.last_move {
            view.last_move = vec![from, to];
        }
        view
    }
}

/// Leaf count at `depth`, the last ply counted in bulk.
pub fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::with_capacity(64);
    legal_moves(board, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut child = *board;
            apply(&mut child, m, &mut Silent);
            perft(&child, depth - 1)
        })
        .sum()
}
