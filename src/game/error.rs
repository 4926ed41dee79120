//! Why an action on a game was refused (worded for the player), and why a replay or a
//! stored record did not check out (worded for whoever runs `chakbot verify`).

use super::fairness::FairnessError;
use super::signature::SignatureError;
use crate::rules::{Color, FenError, MoveError, RuleSet};

/// Why a player's (or moderator's) action on a game was refused. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The rules refused the move (or it was not the player's turn, or the game is over).
    #[error(transparent)]
    Rules(#[from] MoveError),
    #[error("the game was aborted")]
    Aborted,
    #[error("{0}'s time is up: the game ends on time")]
    OutOfTime(Color),
    #[error("{0} has already offered a draw")]
    AlreadyOffered(Color),
    #[error("there is no draw offer from your opponent to answer")]
    NoDrawOffer,
    #[error("there is no takeback request from your opponent to answer")]
    NoTakebackOffer,
    #[error("you have no move to take back")]
    NothingToTakeBack,
    #[error("takebacks are not possible in {0}: its moves draw random numbers")]
    TakebackRandom(RuleSet),
    #[error(
        "a game can be aborted only before both sides have moved; resign or offer a draw instead"
    )]
    AbortTooLate,
    #[error("a moderator froze the game: nobody can play in it until it is unfrozen")]
    Frozen,
    #[error("no team is voting in this game now")]
    NoBallot,
}

/// Why a game could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("the start position cannot be read: {0}")]
    Fen(#[from] FenError),
    #[error("a player cannot play against themselves")]
    SamePlayer,
}

/// Why a game's record does not replay to what it says.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Fairness(#[from] FairnessError),
    #[error("the record cannot be read: {0}")]
    Record(String),
    #[error("the start position cannot be read: {0}")]
    StartFen(FenError),
    #[error("the recorded start position '{recorded}' is not the one the seed gives: '{derived}'")]
    StartPosition { recorded: String, derived: String },
    #[error("turn {turn} ({action}) was recorded for {recorded}, but it was {expected}'s turn")]
    WrongActor {
        turn: usize,
        action: String,
        recorded: Color,
        expected: Color,
    },
    #[error("turn {turn} ({action}) is refused by the rules: {error}")]
    Illegal {
        turn: usize,
        action: String,
        error: MoveError,
    },
    #[error("turn {turn} ({action}): the recorded random draws [{recorded}] differ from the seed's [{derived}]")]
    Draws {
        turn: usize,
        action: String,
        recorded: String,
        derived: String,
    },
    #[error("turn {turn} ({action}): the recorded position '{recorded}' differs from the replayed '{derived}'")]
    Position {
        turn: usize,
        action: String,
        recorded: String,
        derived: String,
    },
    #[error("the record says the game ended {recorded}, but the moves end it {derived}")]
    Result { recorded: String, derived: String },
    #[error("the game is not over: its secret is revealed only at the end")]
    NotOver,
    /// The record contradicts itself (tags, result token, ending): a doctored record.
    #[error("{0}")]
    Inconsistent(String),
    #[error(transparent)]
    Signature(#[from] SignatureError),
}
