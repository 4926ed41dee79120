//! Why a game cannot be reviewed.

/// Why a game cannot be reviewed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    #[error("the game is not finished (no result, or '*')")]
    NotFinished,
    #[error("the game cannot be read: {0}")]
    Unreadable(String),
    #[error("move {ply} '{text}' is illegal: {reason}")]
    Illegal {
        ply: usize,
        text: String,
        reason: String,
    },
}
