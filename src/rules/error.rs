//! Errors of the rules core, each worded for a player or a moderator.

use super::Color;

/// Why a FEN was refused. The message says what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("the FEN is empty")]
    Empty,
    #[error("the FEN is too long ({0} characters; a position fits in 120)")]
    TooLong(usize),
    #[error("the board has {0} ranks (it needs 8, separated by '/')")]
    RankCount(usize),
    #[error("rank {rank} has {squares} squares (a rank has 8)")]
    RankLength { rank: u8, squares: u32 },
    #[error("rank {rank} has two digits in a row or a 0")]
    BadDigits { rank: u8 },
    #[error("unknown piece letter '{letter}' on rank {rank}")]
    UnknownLetter { letter: char, rank: u8 },
    #[error("the {field} field is '{value}': {expected}")]
    BadField {
        field: &'static str,
        value: String,
        expected: &'static str,
    },
    #[error("the FEN has {0} fields, more than this rule set uses")]
    TooManyFields(usize),
    #[error("{0}")]
    Invalid(String),
}

impl FenError {
    /// Shorthand for a bad field value.
    pub fn field(field: &'static str, value: &str, expected: &'static str) -> FenError {
        FenError::BadField {
            field,
            value: value.chars().take(40).collect(),
            expected,
        }
    }
}

/// Why a move or action was refused. Worded for the player who tried it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("'{0}' is not a move I can read (try e4, Nf3, exd5, e8=Q, O-O or e2e4)")]
    Unparseable(String),
    /// What is missing, e.g. "knight that can move to f3" or "piece on e3".
    #[error("you have no {0}")]
    NoSuchPiece(String),
    #[error("{0}")]
    CannotGoThere(String),
    #[error("'{text}' is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    #[error("it is {0}'s turn")]
    NotYourTurn(Color),
    #[error("the game is over")]
    GameOver,
    #[error("{0}")]
    Illegal(String),
}
