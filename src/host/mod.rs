//! The host's pure text layer: the command language, slash command specs, English and
//! French messages, turn narration, help texts, and safe echo of user text. The host
//! itself (games, store, replies) builds on it.

pub mod command;
pub mod help;
pub mod i18n;
pub mod narrate;
pub mod slash;
pub mod text;
