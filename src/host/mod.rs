//! The host: the bot without a chat platform. Adapters (Discord, local mode) turn user
//! events into [`Input`]s and send the [`Reply`]s [`Host::handle`] returns.
//!
//! Layers: the pure text layer (the command language, slash specs, English and French,
//! narration, help, safe echo of user text), then the host proper (`core`: dispatch,
//! locks, the store; one module per group of commands) and the sweeper.

pub mod command;
pub mod help;
pub mod i18n;
pub mod narrate;
pub mod slash;
pub mod text;

mod challenges;
mod core;
pub mod custom_id;
mod finish;
mod info;
pub mod input;
mod lifecycle;
mod moderation;
mod play;
pub mod reply;
mod sweeper;

pub use self::core::{Host, HostConfig, HostError, Limits, MentionStyle, RateLimit, SecretSource};
pub use challenges::CHALLENGE_TTL_MS;
pub use input::{Author, Body, Input, Origin};
pub use reply::{BoardImage, Button, ButtonStyle, File, Menu, MenuOption, Reply, Target};
pub use sweeper::KEEP_EVENT_IDS_MS;
