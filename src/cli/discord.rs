//! `chakbot discord`: runs the bot on Discord. The token comes from `DISCORD_TOKEN` or a
//! config file, never from the command line (other users can read process arguments).

use super::Failure;
use chakbot::discord::{self, DiscordConfig, ShardRange, Shards, API_BASE_ENV, TOKEN_ENV};
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct DiscordArgs {
    /// Talk to this server instead of Discord (e.g. a fake Discord: `http://127.0.0.1:PORT`,
    /// without `/api/v10`); serenity's ratelimiter is then off. Default: the environment
    /// variable CHAKBOT_DISCORD_API_BASE, else the real Discord.
    #[arg(long, value_name = "URL")]
    api_base: Option<String>,
    /// The game store: `sled:DIR` or `postgres://USER@HOST:PORT/DB` (add `?schema=NAME`
    /// for a schema of its own). Default: the environment variable CHAKBOT_STORE, else
    /// sled:chakbot-data.
    #[arg(long, value_name = "URL")]
    store: Option<String>,
    /// The folder of a sled store (the same as `--store sled:DIR`).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Gateway shards run by this process: a number, or `auto` for Discord's recommendation.
    #[arg(
        long,
        value_name = "N|auto",
        default_value = "1",
        conflicts_with = "shard_range"
    )]
    shards: Shards,
    /// Run only shards FIRST to LAST (for a bot spread over several processes sharing one
    /// PostgreSQL store); needs --shard-total. Direct messages arrive on shard 0.
    #[arg(long, value_name = "FIRST-LAST", requires = "shard_total")]
    shard_range: Option<String>,
    /// How many shards the whole bot has (with --shard-range).
    #[arg(long, value_name = "N", requires = "shard_range")]
    shard_total: Option<u32>,
    /// Read the token from this file (keep it outside the repository): the bare token, or a
    /// line `token = "…"`. Default: the environment variable DISCORD_TOKEN.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Do not ask for the privileged message-content intent (only slash commands, buttons and
    /// DMs then work; use it when the intent is not enabled in the developer portal).
    #[arg(long)]
    no_message_content: bool,
    /// Register the slash commands in this server only (they show at once; for testing)
    /// instead of globally.
    #[arg(long, value_name = "SERVER_ID")]
    test_guild: Option<u64>,
}

/// Builds the configuration and runs the bot until it is stopped.
pub fn run(args: DiscordArgs) -> Result<(), Failure> {
    let token = token(args.config.as_deref())?;
    let api_base = args
        .api_base
        .or_else(|| std::env::var(API_BASE_ENV).ok())
        .filter(|b| !b.trim().is_empty());
    if let Some(base) = &api_base {
        if !(base.starts_with("http://") || base.starts_with("https://")) {
            return Err(Failure::usage(format!(
                "--api-base must be an http:// or https:// URL, not `{base}`"
            )));
        }
    }
    let store = super::store::choose(
        args.store.as_deref(),
        args.data,
        PathBuf::from("chakbot-data"),
    )?;
    let shards = match (&args.shard_range, args.shard_total) {
        (Some(range), Some(total)) => {
            Shards::Range(ShardRange::parse(range, total).map_err(Failure::usage)?)
        }
        _ => args.shards,
    };
    let cfg = DiscordConfig {
        api_base,
        store: Some(store),
        shards,
        message_content: !args.no_message_content,
        test_guild: args.test_guild,
        ..DiscordConfig::new(token)
    };
    discord::run_blocking(cfg).map_err(|err| Failure {
        status: 1,
        message: err.to_string(),
    })
}

/// The token from `--config FILE`, else from `DISCORD_TOKEN`.
fn token(config: Option<&std::path::Path>) -> Result<String, Failure> {
    if let Some(path) = config {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Failure::usage(format!("cannot read {}: {e}", path.display())))?;
        return discord::token_from_config(&text).ok_or_else(|| {
            Failure::usage(format!(
                "{} holds no token (expected the bare token or a line `token = \"…\"`)",
                path.display()
            ))
        });
    }
    match std::env::var(TOKEN_ENV) {
        Ok(t) if !t.trim().is_empty() => Ok(t.trim().to_string()),
        _ => Err(Failure::usage(format!(
            "no Discord token: set {TOKEN_ENV} or pass --config FILE (see the README, section Discord)"
        ))),
    }
}
