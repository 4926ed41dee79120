//! The chess and Maharaja engine: one bitboard [`Position`] type for both rule sets, with
//! a legal move generator (pins and checkers), copy-make, and bulk-counting perft.
//!
//! In Maharaja, White's royal piece is the Maharaja (queen + knight) and Black's is its
//! king; the engine treats "the royal piece" generically. FEN reading accepts other white
//! pieces beside the Maharaja (useful for study positions; they move as in chess, white
//! pawns promote to N/B/R/Q), but exactly one Maharaja and no white king.
//!
//! ```
//! use chakbot::rules::{chess::Position, RuleSet, Variant};
//! let pos = Position::from_fen(RuleSet::Maharaja, "rnbqkbnr/pppppppp/8/8/8/8/8/4M3").unwrap();
//! assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w - - 0 1");
//! assert_eq!(pos.perft(1), 22);
//! ```

pub(crate) mod attacks;
pub(crate) mod bitboard;
mod describe;
mod fen;
mod judge;
mod movegen;
mod perft;
mod position;
mod zobrist;

#[cfg(test)]
mod tests;

pub use fen::MAX_PIECES_PER_SIDE;
pub use movegen::{MoveList, MAX_MOVES};
pub use position::{Move, MoveKind, Position};

use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{CastleWhy, FenError, MoveError, Why};
use crate::rules::event::TurnReport;
use crate::rules::outcome::Outcome;
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use crate::rules::variant::{CastleSide, MoveDesc, Variant};
use crate::rules::view::BoardView;
use crate::rules::viewer::Viewer;
use rand::Rng;

/// The chess start position.
pub const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// The Maharaja start position.
pub const MAHARAJA_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1";

impl Variant for Position {
    /// The standard start (these rule sets have no random start: every option gives it).
    fn start<R: Rng + ?Sized>(ruleset: RuleSet, _option: StartOption, _rng: &mut R) -> Self {
        let fen = if ruleset == RuleSet::Maharaja {
            MAHARAJA_START
        } else {
            CHESS_START
        };
        fen::read(ruleset, fen).expect("the start positions are valid FEN")
    }

    fn from_fen(ruleset: RuleSet, fen: &str) -> Result<Self, FenError> {
        let ruleset = match ruleset {
            RuleSet::Maharaja => RuleSet::Maharaja,
            _ => RuleSet::Chess,
        };
        fen::read(ruleset, fen)
    }

    fn fen(&self) -> String {
        fen::write(self)
    }

    fn ruleset(&self) -> RuleSet {
        self.ruleset
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self) -> Vec<MoveDesc> {
        self.legal()
            .as_slice()
            .iter()
            .map(|&m| self.describe(m))
            .collect()
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        _rng: &mut R,
    ) -> Result<TurnReport, MoveError> {
        self.play_action(action)
    }

    fn why_not(&self, from: Square, to: Square, promotion: Option<Role>) -> Why {
        self.reason(from, to, promotion)
    }

    fn why_not_castle(&self, side: CastleSide) -> CastleWhy {
        self.castle_cause(side)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft::perft(self, depth)
    }

    fn status(&self) -> Option<Outcome> {
        self.judge_status()
    }

    fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    fn repetition_key(&self) -> u64 {
        self.key()
    }

    fn fifty_move_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn insufficient_material(&self) -> bool {
        self.dead_draw()
    }

    fn can_mate(&self, color: Color) -> bool {
        self.has_mating_material(color)
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        self.board_view(viewer)
    }
}
