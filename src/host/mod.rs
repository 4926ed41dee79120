//! The host: the bot without a chat platform. Adapters (Discord, local mode) turn user
//! events into [`Input`]s and send the [`Reply`]s [`Host::handle`] returns.
//!
//! Rooms, each using only those listed before it:
//! - `words`: every text a user sees, in English, French and German (Fluent bundles,
//!   narration, refusals, help, safe echo of user text);
//! - `io`: what the host exchanges with its adapters (inputs, replies, who may see a
//!   board, button ids, mentions);
//! - `reading`: how what a user typed is read (the command types and their errors,
//!   slash commands as data);
//! - the desk (`desk`: state, per-game locks, commit, lookups) with `config`, `clock`,
//!   the computer's player ids (`opponent`), its work list (`think_queue`) and what the
//!   bot remembers beside games across restarts (`recall`);
//! - the handlers, one room per concern, using only the desk and each other downwards:
//!   `play` (challenges, moves and choices, resign/draw/takeback, the end of a game),
//!   `computer` (the computer's turn and answers, played through `play`), `info`
//!   (commands that read), `tournament` (arenas and Swiss events: commands, director,
//!   posts), `moderation` (moderator commands, bans, rulings), `review` (the after-game
//!   review: requests, its low-priority steps on the computer's thinkers, its post) and
//!   the `sweeper` (deadlines);
//! - the command table (`table`: one entry per command, its words, parser and handler);
//! - the router (`router`: [`Host`]), which reads each input through the table and hands
//!   it to its handler.

pub mod io;
pub mod reading;
pub mod words;

mod clock;
mod config;
mod desk;
pub mod opponent;
mod recall;
mod think_queue;

pub mod computer;
mod info;
mod moderation;
pub mod play;
mod review;
mod sweeper;
mod team;
mod tournament;

mod router;
pub mod table;

pub use clock::Clock;
pub use config::{
    review_ms_per_step_from_env, ComputerConfig, HostConfig, Limits, RateLimit, SecretSource,
    PAIRING_WAIT,
};
pub use desk::HostError;
pub use io::input::{Author, Body, Input, Origin};
pub use io::reply::{
    BoardImage, Button, ButtonStyle, File, Menu, MenuOption, Posted, Reply, Target, TeamRoom,
};
pub use play::challenges::CHALLENGE_TTL_MS;
pub use router::Host;
pub use sweeper::KEEP_EVENT_IDS_MS;
