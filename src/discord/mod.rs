//! The Discord adapter: the serenity client, its configuration, the event handler and the
//! slash commands (built from the host's specs), and the delivery of the host's replies.
//! serenity and tokio stay inside this module.

mod answer;
mod client;
mod commands;
mod config;
mod convert;
mod dedup;
mod deliver;
mod edit_book;
mod handler;
mod mention;
mod pacing;
mod parts;
mod perms;
mod retry;
mod room_book;
mod rooms;
mod shards;

pub use client::{build_client, discord_http, intents, run, run_blocking, BotHandle, DiscordError};
pub use commands::{definitions as command_definitions, words_and_options};
pub use config::{
    invite_url, token_from_config, DiscordConfig, Shards, API_BASE_ENV, DEFER_AFTER,
    INVITE_PERMISSIONS, TOKEN_ENV,
};
pub use convert::{base_custom_id, strip_mention};
pub use dedup::RecentIds;
pub use deliver::CANNOT_DM_USER;
pub use handler::SWEEPER_LEASE_TIME;
pub use handler::{Handler, Shared, UnknownEventLogger};
pub use mention::DiscordMentions;
pub use pacing::IDENTIFY_INTERVAL;
pub use retry::{
    discord_error_code, is_transient, jitter, retry, retry_after, send_message, RetryPolicy,
    RATE_LIMITED_WAIT,
};
pub use shards::{identify_bucket, shard_of_guild, ShardRange};
