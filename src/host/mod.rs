//! The host: the bot without a chat platform. Adapters (Discord, local mode) turn user
//! events into [`Input`]s and send the [`Reply`]s [`Host::handle`] returns.
//!
//! Layers, each using only those below it: the pure text layer (command types, slash
//! types, English and French, narration, help texts, safe echo of user text); the desk
//! (`desk`: state, per-game locks, commit, lookups); the handlers (one module per group
//! of commands, and the sweeper), which use only the desk; the command table (`table`:
//! one entry per command, parser and handler); the router (`router`: [`Host`]).

pub mod choice_menu;
pub mod command;
pub mod help;
pub mod i18n;
pub mod mention;
pub mod narrate;
pub mod opponent;
pub mod slash;
pub mod table;
pub mod text;

pub mod audience;
mod ban_freeze;
mod ban_games;
mod challenges;
mod clock;
mod computer;
mod computer_offer;
mod config;
pub mod custom_id;
mod desk;
mod finish;
mod info;
pub mod input;
mod lifecycle;
mod moderation;
mod play;
pub mod refusal;
pub mod reply;
mod revise;
mod router;
mod sweeper;
mod think_queue;

pub use challenges::CHALLENGE_TTL_MS;
pub use clock::Clock;
pub use config::{ComputerConfig, HostConfig, Limits, RateLimit, SecretSource};
pub use desk::HostError;
pub use input::{Author, Body, Input, Origin};
pub use reply::{BoardImage, Button, ButtonStyle, File, Menu, MenuOption, Reply, Target};
pub use router::Host;
pub use sweeper::KEEP_EVENT_IDS_MS;
