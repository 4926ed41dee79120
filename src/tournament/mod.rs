//! Tournaments as data, pure (time is passed in, nothing is stored or sent here): an
//! event's setup, its entrants and games (`event`), the arena's scoring and pairing
//! (`arena`), the Swiss pairing engine by the FIDE Dutch system (`swiss`) and a Swiss
//! event's next round and tie-breaks through it (`rounds`), the TRF file format (`trf`),
//! FIDE C.07 tie-breaks (`tiebreak`) and the standings of either format (`standings`).
//! The host's `tournament` room runs them in chat; the store keeps them like games.

pub mod arena;
pub mod event;
pub mod rounds;
pub mod standings;
pub mod swiss;
pub mod tiebreak;
pub mod trf;

pub use event::{
    Bye, ByeKind, Entrant, EntrantState, Format, GameResult, Pairing, Setup, Status, TieBreak,
    Tournament, TournamentError,
};
