//! `chakbot store copy --from URL --to URL`: moves a bot's data to another store (sled to
//! PostgreSQL) and checks the copy; and the `--store`/`--data`/`CHAKBOT_STORE` choice the
//! bot commands share.

use super::Failure;
use chakbot::store::copy::{self, CopyError};
use chakbot::store::{Store, StoreUrl, STORE_ENV};
use clap::{Args, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Subcommand)]
pub enum StoreCommand {
    /// Copy every record of one store into another, empty one (e.g. `--from
    /// sled:chakbot-data --to postgres://chakbot@localhost/chakbot`), then check the copy:
    /// the same count of each kind of record, every game replayed equal. Stop the bot
    /// first. Exit status 0 when the copy checks out, 1 when it fails or differs, 2 on a
    /// usage error.
    Copy(CopyArgs),
}

#[derive(Debug, Args)]
pub struct CopyArgs {
    /// The store to read: `sled:DIR` or `postgres://…`.
    #[arg(long, value_name = "URL")]
    from: String,
    /// The empty store to write: `sled:DIR` or `postgres://…`.
    #[arg(long, value_name = "URL")]
    to: String,
}

pub fn run(cmd: StoreCommand) -> Result<(), Failure> {
    match cmd {
        StoreCommand::Copy(args) => copy_store(&args),
    }
}

fn parse(what: &str, url: &str) -> Result<StoreUrl, Failure> {
    url.parse()
        .map_err(|e| Failure::usage(format!("{what}: {e}")))
}

fn copy_store(args: &CopyArgs) -> Result<(), Failure> {
    let from = parse("--from", &args.from)?;
    let to = parse("--to", &args.to)?;
    if from == to {
        return Err(Failure::usage("--from and --to name the same store"));
    }
    let failed = |e: String| Failure {
        status: 1,
        message: e,
    };
    let source = Store::open_url(&from).map_err(|e| failed(format!("{from}: {e}")))?;
    let target = Store::open_url(&to).map_err(|e| failed(format!("{to}: {e}")))?;
    let report = copy::copy(&source, &target).map_err(|e| match e {
        CopyError::NotEmpty(_) => failed(format!("{to}: {e}")),
        e => failed(e.to_string()),
    })?;
    let counts: Vec<String> = report
        .counts
        .iter()
        .map(|(kind, n)| format!("{n} {kind}"))
        .collect();
    println!("copied {from} to {to}: {}", counts.join(", "));
    println!(
        "checked: the same counts, {} games replayed equal",
        report.games_checked
    );
    Ok(())
}

/// The store a bot command uses: `--store URL`, else `--data DIR` (sled), else the
/// environment variable `CHAKBOT_STORE`, else sled in `default_dir`.
pub fn choose(
    store: Option<&str>,
    data: Option<PathBuf>,
    default_dir: PathBuf,
) -> Result<StoreUrl, Failure> {
    match (store, data) {
        (Some(_), Some(_)) => Err(Failure::usage(
            "give either --store or --data (--data DIR means --store sled:DIR)",
        )),
        (Some(url), None) => parse("--store", url),
        (None, Some(dir)) => Ok(StoreUrl::Sled(dir)),
        (None, None) => match std::env::var(STORE_ENV) {
            Ok(url) if !url.trim().is_empty() => parse(STORE_ENV, url.trim()),
            _ => Ok(StoreUrl::Sled(default_dir)),
        },
    }
}
