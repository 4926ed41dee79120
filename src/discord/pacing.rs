//! Gateway identifies paced as Discord requires, across every process of the bot: shards
//! whose ids are equal modulo `max_concurrency` form a bucket, and a bucket allows one
//! identify per 5 seconds. Each bucket is a store lease (PostgreSQL: one row, judged by
//! the database's clock, so several processes share it; sled: one process, in memory).
//! A process takes the bucket's lease before starting a shard, holds it until the shard's
//! READY, then keeps it [`IDENTIFY_INTERVAL`] longer: nobody else identifies in that
//! bucket meanwhile.

use super::handler::Shared;
use super::shards::{identify_bucket, process_name};
use serenity::all::Http;
use std::sync::Arc;
use std::time::Duration;
use tracing::{info, warn};

/// How long a bucket stays closed after an identify (Discord's 5 s, and a margin for the
/// time between READY and the identify before it).
pub const IDENTIFY_INTERVAL: Duration = Duration::from_millis(5_500);
/// How long a bucket is held while its shard connects (a process killed meanwhile frees it
/// after this).
const HOLD: Duration = Duration::from_secs(30);
/// How often a closed bucket is looked at again.
const POLL: Duration = Duration::from_millis(250);

/// The identify gate of one process.
pub(crate) struct Pacer {
    shared: Arc<Shared>,
    max_concurrency: u32,
    /// Tells this process's leases from others' (pid and start time).
    process: String,
}

impl Pacer {
    pub(crate) fn new(shared: Arc<Shared>, max_concurrency: u32) -> Pacer {
        Pacer {
            shared,
            max_concurrency: max_concurrency.max(1),
            process: process_name(),
        }
    }

    fn lease(&self, shard: u32) -> (String, String) {
        let bucket = identify_bucket(shard, self.max_concurrency);
        (
            format!("identify-{bucket}"),
            format!("{}-shard{shard}", self.process),
        )
    }

    /// Waits until `shard` may identify, and closes its bucket to everyone else. False if
    /// the bot is shutting down.
    pub(crate) async fn admit(&self, shard: u32) -> bool {
        let (name, holder) = self.lease(shard);
        let mut waited = false;
        loop {
            if self.shared.closing().is_cancelled() {
                return false;
            }
            match self.take(&name, &holder, HOLD).await {
                Ok(true) => {
                    info!("shard {shard} may identify ({name})");
                    return true;
                }
                Ok(false) if !waited => {
                    info!("shard {shard} waits for its identify bucket ({name})");
                    waited = true;
                }
                Ok(false) => {}
                Err(err) => warn!("cannot read the identify bucket {name}: {err}"),
            }
            tokio::select! {
                () = tokio::time::sleep(POLL) => {}
                () = self.shared.closing().cancelled() => return false,
            }
        }
    }

    /// Waits for `shard`'s READY (at most the hold time), then keeps its bucket closed
    /// [`IDENTIFY_INTERVAL`] from now.
    pub(crate) async fn identified(&self, shard: u32) {
        if !self.shared.wait_shard_ready(shard, HOLD).await {
            warn!("shard {shard} sent no READY within {HOLD:?}");
            return;
        }
        let (name, holder) = self.lease(shard);
        if let Err(err) = self.take(&name, &holder, IDENTIFY_INTERVAL).await {
            warn!("cannot shorten the identify bucket {name}: {err}");
        }
    }

    async fn take(
        &self,
        name: &str,
        holder: &str,
        ttl: Duration,
    ) -> Result<bool, crate::store::StoreError> {
        let host = self.shared.host().clone();
        let (name, holder) = (name.to_string(), holder.to_string());
        tokio::task::spawn_blocking(move || host.store().try_lease(&name, &holder, ttl))
            .await
            .unwrap_or(Ok(false))
    }
}

/// The identifies Discord allows at once (`session_start_limit.max_concurrency` of
/// `GET /gateway/bot`); 1 if it cannot be read.
pub(crate) async fn max_concurrency(http: &Http) -> u32 {
    match http.get_bot_gateway().await {
        Ok(gateway) => u32::try_from(gateway.session_start_limit.max_concurrency)
            .unwrap_or(1)
            .max(1),
        Err(err) => {
            warn!("cannot read the gateway's session limits ({err}): one identify at a time");
            1
        }
    }
}
