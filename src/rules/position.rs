//! `AnyPosition`: one position of any hosted rule set, dispatching to its engine.

use super::{chakart, chess, koopa};
use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{CastleWhy, FenError, MoveError, PowerWhy, Why};
use crate::rules::event::{Pending, TurnReport};
use crate::rules::outcome::Outcome;
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use crate::rules::variant::{CastleSide, MoveDesc, Variant};
use crate::rules::view::BoardView;
use crate::rules::viewer::Viewer;
use rand::Rng;

/// A position of any rule set. Chess and Maharaja share one engine.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // a Chakart mailbox; positions are cloned, not moved around
pub enum AnyPosition {
    Chess(chess::Position),
    Koopa(koopa::Position),
    Chakart(chakart::Position),
}

macro_rules! dispatch {
    ($self:expr, $p:ident => $e:expr) => {
        match $self {
            AnyPosition::Chess($p) => $e,
            AnyPosition::Koopa($p) => $e,
            AnyPosition::Chakart($p) => $e,
        }
    };
}

/// The longest FEN we read: anything longer is refused before parsing.
pub const MAX_FEN_LEN: usize = 200;

impl AnyPosition {
    pub fn start<R: Rng + ?Sized>(
        ruleset: RuleSet,
        option: StartOption,
        rng: &mut R,
    ) -> AnyPosition {
        match ruleset {
            RuleSet::Chess | RuleSet::Maharaja => {
                AnyPosition::Chess(chess::Position::start(ruleset, option, rng))
            }
            RuleSet::Koopa => AnyPosition::Koopa(koopa::Position::start(ruleset, option, rng)),
            RuleSet::Chakart | RuleSet::Chakart2020 => {
                AnyPosition::Chakart(chakart::Position::start(ruleset, option, rng))
            }
        }
    }

    /// Reads a FEN of `ruleset`.
    ///
    /// ```
    /// use chakbot::rules::{AnyPosition, RuleSet};
    /// let err = AnyPosition::from_fen(RuleSet::Chess, "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap_err();
    /// assert_eq!(err.to_string(), "rank 7 has 9 squares (a rank has 8)");
    /// ```
    pub fn from_fen(ruleset: RuleSet, fen: &str) -> Result<AnyPosition, FenError> {
        let fen = fen.trim();
        if fen.len() > MAX_FEN_LEN {
            return Err(FenError::TooLong(fen.len()));
        }
        Ok(match ruleset {
            RuleSet::Chess | RuleSet::Maharaja => {
                AnyPosition::Chess(chess::Position::from_fen(ruleset, fen)?)
            }
            RuleSet::Koopa => AnyPosition::Koopa(koopa::Position::from_fen(ruleset, fen)?),
            RuleSet::Chakart | RuleSet::Chakart2020 => {
                AnyPosition::Chakart(chakart::Position::from_fen(ruleset, fen)?)
            }
        })
    }

    pub fn fen(&self) -> String {
        dispatch!(self, p => p.fen())
    }

    /// The FEN as `viewer` may see it (Chakart: a hidden queen only for its owner; other
    /// rule sets hide nothing).
    pub fn view_fen(&self, viewer: Viewer) -> String {
        match self {
            AnyPosition::Chakart(p) => p.view_fen(viewer),
            other => other.fen(),
        }
    }

    pub fn ruleset(&self) -> RuleSet {
        dispatch!(self, p => p.ruleset())
    }

    pub fn turn(&self) -> Color {
        dispatch!(self, p => p.turn())
    }

    pub fn pending(&self) -> Option<Pending> {
        dispatch!(self, p => p.pending())
    }

    pub fn legal_moves(&self) -> Vec<MoveDesc> {
        dispatch!(self, p => p.legal_moves())
    }

    /// The legal actions in coordinate notation, sorted (what `rules moves` prints).
    pub fn legal_coordinates(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .legal_moves()
            .iter()
            .map(|m| m.action.to_string())
            .collect();
        v.sort();
        v
    }

    pub fn play<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        rng: &mut R,
    ) -> Result<TurnReport, MoveError> {
        dispatch!(self, p => p.play(action, rng))
    }

    /// Why the piece on `from` cannot go to `to` (see [`Variant::why_not`]).
    pub fn why_not(&self, from: Square, to: Square, promotion: Option<Role>) -> Why {
        dispatch!(self, p => p.why_not(from, to, promotion))
    }

    /// Why no stealth move (`shell`: no shell) is possible now (see
    /// [`Variant::why_no_power`]).
    pub fn why_no_power(&self, shell: bool) -> PowerWhy {
        dispatch!(self, p => p.why_no_power(shell))
    }

    /// Why castling on `side` is impossible now.
    pub fn why_not_castle(&self, side: CastleSide) -> CastleWhy {
        dispatch!(self, p => p.why_not_castle(side))
    }

    pub fn perft(&self, depth: u32) -> u64 {
        dispatch!(self, p => p.perft(depth))
    }

    pub fn status(&self) -> Option<Outcome> {
        dispatch!(self, p => p.status())
    }

    pub fn in_check(&self) -> bool {
        dispatch!(self, p => p.in_check())
    }

    pub fn repetition_key(&self) -> u64 {
        dispatch!(self, p => p.repetition_key())
    }

    pub fn fifty_move_clock(&self) -> Option<u32> {
        dispatch!(self, p => p.fifty_move_clock())
    }

    pub fn insufficient_material(&self) -> bool {
        dispatch!(self, p => p.insufficient_material())
    }

    pub fn can_mate(&self, color: Color) -> bool {
        dispatch!(self, p => p.can_mate(color))
    }

    pub fn view(&self, viewer: Viewer) -> BoardView {
        dispatch!(self, p => p.view(viewer))
    }
}
