//! Tournaments as data, pure (time is passed in, nothing is stored or sent here): an
//! event's setup, its entrants and games (`event`), the arena's scoring and pairing
//! (`arena`) and the standings of either format (`standings`). The host's
//! `tournament` room runs them in chat; the store keeps them like games.

pub mod arena;
pub mod event;
pub mod rounds;
pub mod standings;
pub mod tiebreak;

pub use event::{
    Bye, ByeKind, Entrant, EntrantState, Format, GameResult, Pairing, Setup, Status, TieBreak,
    Tournament, TournamentError,
};
