//! chakbot: a chat bot that hosts games of chess variants (chess, Maharaja and the Sepoys,
//! Koopa chess, Chakart in two editions). See `docs/ARCHITECTURE.md` for the layers.

#![forbid(unsafe_code)]

pub mod ai;
pub mod discord;
pub mod game;
pub mod host;
pub mod i18n;
pub mod local;
pub mod render;
pub mod review;
pub mod rules;
pub mod store;
pub mod tournament;
