//! The Discord adapter: the serenity client, its configuration, the event handler and the
//! slash commands. serenity, poise and tokio stay inside this module.

mod client;
mod commands;
mod config;
mod dedup;
mod handler;
mod ping_png;
mod retry;

pub use client::{build_client, discord_http, intents, run, run_blocking, BotHandle, DiscordError};
pub use config::{
    invite_url, token_from_config, DiscordConfig, Shards, API_BASE_ENV, INVITE_PERMISSIONS,
    TOKEN_ENV,
};
pub use dedup::RecentIds;
pub use handler::{
    dm_or_fallback, DmError, Handler, UnknownEventLogger, CANNOT_DM_USER, PING_BUTTON, PING_SELECT,
};
pub use retry::{discord_error_code, is_transient, retry, send_message, RetryPolicy};
