//! One game in progress, pure: players, rule set and start option, fairness, clock,
//! the history of turns with their random draws, draw offers, outcome; plus Glicko-2
//! ratings. No I/O (except the OS random source behind `ServerSecret::generate`), no
//! async, no clock: time comes in as arguments.

pub mod annotations;
pub mod clock;
pub mod codec;
mod error;
pub mod export;
pub mod fairness;
mod lifecycle;
pub mod pgn;
pub mod rating;
pub mod record;
pub mod replay;
pub mod signature;
pub mod team;

pub use clock::{Clock, TimeControl, Timestamp};
pub use error::{PlayError, ReplayError, SetupError};
pub use fairness::{Commitment, Seed, ServerSecret};
pub use lifecycle::{Agreement, Game, NewGame, PublicTurn, RulingError, VoteError};
pub use rating::{Glicko2, RatedGame, Rating, Revised, Revision, Standings};
pub use record::{Ending, EventLink, Players, Ruling, StoredGame, TurnKind, TurnRecord};
