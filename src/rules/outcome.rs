//! How a game ended: who won and why, as values.

use crate::rules::color::Color;
use std::fmt;

/// Why a side won.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    Checkmate,
    /// Koopa: the enemy king left the board.
    KingKicked,
    /// Chakart: the loser has no king left.
    KingsCaptured,
    /// Chakart: the loser, to move, had no legal move.
    NoLegalMove,
    Resignation,
    Timeout,
    Adjudication,
}

/// Why the game was drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    Stalemate,
    /// Koopa: the side to move had no legal move.
    NoLegalMove,
    ThreefoldRepetition,
    FiftyMoveRule,
    InsufficientMaterial,
    /// Chakart: both sides lost their last king in the same turn.
    BothKingsLost,
    /// A flag fell against a side that could not mate.
    TimeoutVsInsufficientMaterial,
    Agreement,
    Adjudication,
}

/// The result of a finished game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    Decisive { winner: Color, reason: WinReason },
    Draw(DrawReason),
}

impl WinReason {
    pub const ALL: [WinReason; 7] = [
        WinReason::Checkmate,
        WinReason::KingKicked,
        WinReason::KingsCaptured,
        WinReason::NoLegalMove,
        WinReason::Resignation,
        WinReason::Timeout,
        WinReason::Adjudication,
    ];
}

impl DrawReason {
    pub const ALL: [DrawReason; 9] = [
        DrawReason::Stalemate,
        DrawReason::NoLegalMove,
        DrawReason::ThreefoldRepetition,
        DrawReason::FiftyMoveRule,
        DrawReason::InsufficientMaterial,
        DrawReason::BothKingsLost,
        DrawReason::TimeoutVsInsufficientMaterial,
        DrawReason::Agreement,
        DrawReason::Adjudication,
    ];
}

impl Outcome {
    /// Every outcome there is (`Termination` tags are read back by matching these).
    pub fn all() -> impl Iterator<Item = Outcome> {
        let wins = [Color::White, Color::Black].into_iter().flat_map(|winner| {
            WinReason::ALL
                .into_iter()
                .map(move |reason| Outcome::Decisive { winner, reason })
        });
        wins.chain(DrawReason::ALL.into_iter().map(Outcome::Draw))
    }

    /// True when the moves themselves end the game so (mate, a captured or kicked king,
    /// no legal move, repetition…), false for what happens beside the board
    /// (resignation, time, agreement, adjudication).
    pub fn decided_by_moves(self) -> bool {
        match self {
            Outcome::Decisive { reason, .. } => match reason {
                WinReason::Checkmate
                | WinReason::KingKicked
                | WinReason::KingsCaptured
                | WinReason::NoLegalMove => true,
                WinReason::Resignation | WinReason::Timeout | WinReason::Adjudication => false,
            },
            Outcome::Draw(reason) => match reason {
                DrawReason::Stalemate
                | DrawReason::NoLegalMove
                | DrawReason::ThreefoldRepetition
                | DrawReason::FiftyMoveRule
                | DrawReason::InsufficientMaterial
                | DrawReason::BothKingsLost => true,
                DrawReason::TimeoutVsInsufficientMaterial
                | DrawReason::Agreement
                | DrawReason::Adjudication => false,
            },
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn score(self) -> &'static str {
        match self {
            Outcome::Decisive {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }
}

/// A noun phrase that completes "white wins by …".
impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::Checkmate => "checkmate",
            WinReason::KingKicked => "kicking the king off the board",
            WinReason::KingsCaptured => "taking every enemy king",
            WinReason::NoLegalMove => "leaving the opponent no legal move",
            WinReason::Resignation => "resignation",
            WinReason::Timeout => "time",
            WinReason::Adjudication => "adjudication",
        })
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Stalemate => "stalemate",
            DrawReason::NoLegalMove => "no legal move",
            DrawReason::ThreefoldRepetition => "threefold repetition",
            DrawReason::FiftyMoveRule => "fifty-move rule",
            DrawReason::InsufficientMaterial => "insufficient material",
            DrawReason::BothKingsLost => "both kings lost at once",
            DrawReason::TimeoutVsInsufficientMaterial => "time, against a side that cannot mate",
            DrawReason::Agreement => "agreement",
            DrawReason::Adjudication => "adjudication",
        })
    }
}

impl fmt::Display for Outcome {
    /// `1-0 (white wins by checkmate)`, `1/2-1/2 (draw by stalemate)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Decisive { winner, reason } => {
                write!(f, "{} ({winner} wins by {reason})", self.score())
            }
            Outcome::Draw(reason) => write!(f, "{} (draw by {reason})", self.score()),
        }
    }
}
