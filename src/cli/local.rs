//! `chakbot local`: the bot on standard input and output (see `chakbot::local`), or
//! `--demo`, a scripted Chakart game.

use super::Failure;
use chakbot::game::fairness::ServerSecret;
use chakbot::local::{self, clean_name, LocalConfig, LocalError, Session};
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct LocalArgs {
    /// The game store: `sled:DIR` or `postgres://USER@HOST:PORT/DB` (add `?schema=NAME`
    /// for a schema of its own). Default: the environment variable CHAKBOT_STORE, else
    /// sled:chakbot-data (with --demo: a temporary folder, removed at the end).
    #[arg(long, value_name = "URL")]
    store: Option<String>,
    /// The folder of a sled store (the same as `--store sled:DIR`).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Where board images are written (PNG files, named on `[image] PATH` lines).
    #[arg(long, value_name = "DIR", default_value = "chakbot-images")]
    images: PathBuf,
    /// This user may use moderator commands (repeat for several).
    #[arg(long, value_name = "NAME")]
    moderator: Vec<String>,
    /// Play a short scripted Chakart game instead of reading standard input.
    #[arg(long)]
    demo: bool,
    /// Tests and reproducible sessions only: this server secret (64 hex digits) for every
    /// challenge, and event ids `local-fixed-<n>`, so the same input on a fresh store gives
    /// the same games and Chakart draws. Never for real games: the draws are predictable.
    #[arg(long, value_name = "HEX")]
    secret: Option<String>,
}

/// The store folder when none is given.
const DEFAULT_DATA: &str = "chakbot-data";

pub fn run(args: LocalArgs) -> Result<(), Failure> {
    // The host logs failures (a store error) on stderr; `RUST_LOG` filters them.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    // Fails only when a subscriber is already set, which is then kept.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let mut moderators = Vec::new();
    for m in &args.moderator {
        let name = clean_name(m)
            .ok_or_else(|| Failure::usage(format!("--moderator '{m}' is not a usable name")))?;
        moderators.push(name);
    }
    let secret = match &args.secret {
        None => None,
        Some(hex) => Some(
            *ServerSecret::from_hex(hex)
                .map_err(|_| {
                    Failure::usage(format!("--secret '{hex}' is not 64 hexadecimal digits"))
                })?
                .as_bytes(),
        ),
    };
    let temporary = match (&args.data, &args.store, args.demo) {
        (None, None, true) => Some(demo_folder()),
        _ => None,
    };
    let store = super::store::choose(
        args.store.as_deref(),
        args.data.clone().or_else(|| temporary.clone()),
        PathBuf::from(DEFAULT_DATA),
    )?;
    let config = LocalConfig {
        data: PathBuf::from(DEFAULT_DATA),
        store: Some(store),
        images: args.images.clone(),
        moderators,
        secret,
    };
    let result = if args.demo {
        demo(&config, args.data.as_deref())
    } else {
        let stdout = std::io::stdout();
        local::run(&config, std::io::stdin(), stdout.lock(), std::io::stderr())
    };
    if let Some(dir) = temporary {
        // Best effort: a leftover temporary folder is harmless.
        let _ = std::fs::remove_dir_all(dir);
    }
    result.map_err(failure)
}

fn demo(config: &LocalConfig, kept: Option<&std::path::Path>) -> Result<(), LocalError> {
    let stdout = std::io::stdout();
    let mut session = Session::open(config, stdout.lock())?;
    local::run_demo(&mut session)?;
    local::closing_note(&mut session, &config.images, kept)?;
    session.finish()
}

/// A fresh folder under the system's temporary folder for the demo's store.
fn demo_folder() -> PathBuf {
    std::env::temp_dir().join(format!(
        "chakbot-demo-{}-{:08x}",
        std::process::id(),
        rand::random::<u32>()
    ))
}

fn failure(e: LocalError) -> Failure {
    Failure {
        status: 1,
        message: e.to_string(),
    }
}
