//! Building the serenity client (real Discord, or another server through `api_base`) and
//! running it until SIGTERM or Ctrl-C (a second one aborts at once).

use super::config::{DiscordConfig, Shards};
use super::handler::{Handler, Shared, UnknownEventLogger};
use super::pacing::{max_concurrency, Pacer};
use super::shards::ShardRange;
use serenity::all::{
    Client, ClientBuilder, GatewayIntents, Http, HttpBuilder, ShardId, ShardManager,
};
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;
use tracing::{info, warn};

/// Why the bot stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("cannot start the async runtime: {0}")]
    Runtime(#[from] std::io::Error),
    #[error("Discord: {0}")]
    Discord(Box<serenity::Error>),
    #[error("cannot open the game store: {0}")]
    Store(#[from] crate::store::StoreError),
}

/// How long a shutdown waits for the events in flight.
const GRACE: Duration = Duration::from_secs(10);

impl From<serenity::Error> for DiscordError {
    fn from(err: serenity::Error) -> DiscordError {
        DiscordError::Discord(Box::new(err))
    }
}

/// The gateway intents: guilds, guild and DM messages, and, if asked, the privileged
/// message content (it must also be enabled in the developer portal, or Discord closes the
/// connection).
pub fn intents(message_content: bool) -> GatewayIntents {
    let base =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if message_content {
        base | GatewayIntents::MESSAGE_CONTENT
    } else {
        base
    }
}

/// The REST client. For the real Discord: the normal client with serenity's ratelimiter.
/// With `api_base`: every request goes to that server instead, and the ratelimiter is off
/// (it ignores the proxy and would still call discord.com). The gateway URL is then
/// discovered from that server too (`GET /api/v10/gateway`).
pub fn discord_http(cfg: &DiscordConfig) -> Http {
    match &cfg.api_base {
        None => Http::new(&cfg.token),
        Some(base) => HttpBuilder::new(&cfg.token)
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .build(),
    }
}

/// The client with the host's [`Handler`] and the unknown-event logger. Connecting is
/// left to the caller (`client.start()`), so tests can keep the shard manager.
pub async fn build_client(cfg: &DiscordConfig, shared: Arc<Shared>) -> serenity::Result<Client> {
    ClientBuilder::new_with_http(discord_http(cfg), intents(cfg.message_content))
        .event_handler(Handler::new(shared))
        .raw_event_handler(UnknownEventLogger)
        .await
}

/// A bot connected in the background (one shard), as tests and demos run it.
pub struct BotHandle {
    shard_manager: Arc<ShardManager>,
    shared: Arc<Shared>,
    task: JoinHandle<serenity::Result<()>>,
}

impl BotHandle {
    /// Opens the store, builds the client and starts it on a background task (one shard).
    pub async fn spawn(cfg: &DiscordConfig) -> Result<BotHandle, DiscordError> {
        let shared = Shared::open(cfg)?;
        let mut client = build_client(cfg, shared.clone()).await?;
        let shard_manager = client.shard_manager.clone();
        let task = tokio::spawn(async move { client.start().await });
        Ok(BotHandle {
            shard_manager,
            shared,
            task,
        })
    }

    /// Whether the client has stopped on its own (a fatal gateway error).
    pub fn is_finished(&self) -> bool {
        self.task.is_finished()
    }

    /// Finishes the events in flight, closes every shard and waits for the client to
    /// return; the store is closed once this returns.
    pub async fn stop(self) -> serenity::Result<()> {
        self.shared.shutdown(GRACE).await;
        self.shard_manager.shutdown_all().await;
        match self.task.await {
            Ok(result) => result,
            Err(join) => Err(serenity::Error::Other(if join.is_panic() {
                "the client task panicked"
            } else {
                "the client task was cancelled"
            })),
        }
    }
}

/// Runs the bot until SIGTERM or Ctrl-C (then closes every shard cleanly) or a fatal
/// gateway error (bad token, disallowed intents).
pub async fn run(cfg: DiscordConfig) -> Result<(), DiscordError> {
    info!(
        "starting: store {}, shards {:?}{}",
        cfg.store_url(),
        cfg.shards,
        cfg.api_base
            .as_deref()
            .map(|b| format!(", Discord at {b}"))
            .unwrap_or_default()
    );
    let shared = Shared::open(&cfg)?;
    let mut client = build_client(&cfg, shared.clone()).await?;
    let shard_manager = client.shard_manager.clone();
    let closing = shared.clone();
    tokio::spawn(async move {
        let mut signals = Signals::new();
        signals.next().await;
        info!("shutting down: finishing the events in flight (a second signal aborts)");
        let graceful = tokio::spawn(async move {
            closing.shutdown(GRACE).await;
            shard_manager.shutdown_all().await;
        });
        tokio::select! {
            _ = graceful => {}
            () = signals.next() => {
                // Every change answered is already committed: nothing acknowledged is lost.
                warn!("second signal: aborting now");
                std::process::exit(130);
            }
        }
    });
    match cfg.shards {
        Shards::Count(1) => client.start().await?,
        Shards::Count(n) => start_paced(&mut client, ShardRange::all(n), shared.clone()).await?,
        Shards::Range(range) => start_paced(&mut client, range, shared.clone()).await?,
        Shards::Auto => client.start_autosharded().await?,
    }
    shared.shutdown(GRACE).await;
    drop(client);
    drop(shared);
    info!("stopped");
    Ok(())
}

/// Runs the shards of `range`, starting each when its identify bucket allows
/// ([`super::pacing`]): the first through serenity's `start_shard_range`, the others one
/// by one through the shard manager. Returns when the client stops.
async fn start_paced(
    client: &mut Client,
    range: ShardRange,
    shared: Arc<Shared>,
) -> serenity::Result<()> {
    let concurrency = max_concurrency(&client.http).await;
    info!("shards {range}, {concurrency} identify at a time");
    let pacer = Pacer::new(shared, concurrency);
    if !pacer.admit(range.first).await {
        return Ok(());
    }
    let manager = client.shard_manager.clone();
    let booting = tokio::spawn(async move {
        pacer.identified(range.first).await;
        for shard in range.ids().skip(1) {
            if !pacer.admit(shard).await {
                return;
            }
            manager.restart(ShardId(shard)).await;
            pacer.identified(shard).await;
        }
    });
    let result = client
        .start_shard_range(range.first..range.first, range.total)
        .await;
    booting.abort();
    result
}

/// [`run`] on a new multi-threaded runtime, with logs on stderr (`RUST_LOG` filters them).
pub fn run_blocking(cfg: DiscordConfig) -> Result<(), DiscordError> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    // Fails only when a subscriber is already set, which is then kept.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(run(cfg))
}

/// Ctrl-C and (on Unix) SIGTERM, as often as they come. A signal that cannot be watched
/// is logged, and only the other one counts.
struct Signals {
    #[cfg(unix)]
    term: Option<tokio::signal::unix::Signal>,
}

impl Signals {
    fn new() -> Signals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            let term = signal(SignalKind::terminate())
                .map_err(|err| warn!("cannot watch SIGTERM: {err}"))
                .ok();
            Signals { term }
        }
        #[cfg(not(unix))]
        Signals {}
    }

    /// Resolves on the next Ctrl-C or SIGTERM.
    async fn next(&mut self) {
        let ctrl_c = async {
            if let Err(err) = tokio::signal::ctrl_c().await {
                warn!("cannot watch Ctrl-C: {err}");
                std::future::pending::<()>().await;
            }
        };
        #[cfg(unix)]
        let term = async {
            match self.term.as_mut() {
                Some(stream) => {
                    stream.recv().await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        #[cfg(not(unix))]
        let term = std::future::pending::<()>();
        tokio::select! {
            () = ctrl_c => {}
            () = term => {}
        }
    }
}
