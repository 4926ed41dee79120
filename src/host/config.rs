//! How a host behaves: the platform's mention syntax, where secrets come from, per-user
//! limits, the rate limit, whether the platform has threads. Each adapter builds its
//! own (`HostConfig::local()` in `local/`, `HostConfig::discord()` in `discord/`).

use crate::host::clock::Clock;
use crate::host::io::mention::Mentions;
use std::sync::Arc;
use std::time::Duration;

/// The default [`HostConfig::pairing_wait`]: well within the sweeper's lease.
pub const PAIRING_WAIT: Duration = Duration::from_secs(1);

/// Where server secrets come from.
#[derive(Clone, Debug)]
pub enum SecretSource {
    /// The operating system's random source: the only choice in production.
    Os,
    /// Test-only: a fixed secret, so end-to-end tests can script random events. Never set
    /// from a user command.
    Fixed([u8; 32]),
}

/// Per-user limits.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Challenges a user may have waiting at once.
    pub open_challenges: usize,
    /// Games a user may play at once.
    pub active_games: usize,
}

/// A per-user rate limit: a bucket of `burst` commands refilled at `per_second`.
#[derive(Copy, Clone, Debug)]
pub struct RateLimit {
    pub burst: f64,
    pub per_second: f64,
}

/// How the host behaves.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// How the platform writes users, roles and times (its adapter's implementation).
    pub mentions: Arc<dyn Mentions>,
    pub secrets: SecretSource,
    pub limits: Limits,
    /// `None`: no rate limit (local mode).
    pub rate_limit: Option<RateLimit>,
    /// Whether the platform can open a thread per game.
    pub threads: bool,
    /// Whether players can type moves as plain messages (Discord without the
    /// message-content intent: no, they use `/move`).
    pub typed_moves: bool,
    /// The computer opponent's thinking.
    pub computer: ComputerConfig,
    /// The after-game review's thinking (issue 38): milliseconds of the engine's node
    /// model per position (Chakart: per turn). The default,
    /// [`crate::review::analysis::DEFAULT_MS_PER_STEP`], is about 20 s of one core for a
    /// 40-move chess game; `CHAKBOT_REVIEW_MS_PER_STEP` changes it.
    pub review_ms_per_step: u64,
    /// How long the director waits for a Swiss round's pairing before it leaves it to
    /// its thread and looks again ([`crate::host::tournament::pairer`]): rounds of a
    /// few hundred players are paired within it, in the look that found the round over.
    pub pairing_wait: Duration,
    /// Where Discord's events, its sweeper and the computer read the time (the wall
    /// clock; tests move it).
    pub clock: Clock,
}

/// How the computer opponent thinks (issue 17).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ComputerConfig {
    /// At most this many searches at once (default: one per core).
    pub threads: usize,
    /// The time budget of the top level per move, in milliseconds. Levels 1 to 7 have
    /// fixed node budgets whatever this is (`ai::movetime_for`).
    pub movetime_ms: u64,
    /// The computer plays no sooner than this many milliseconds after it starts to think,
    /// so that the move it answers is announced first where replies are sent
    /// concurrently (Discord), and a fast level does not answer inhumanly fast. 0: at
    /// once (local mode prints in order).
    pub min_reply_ms: u64,
}

impl ComputerConfig {
    /// One search per core, the engine's default time: unless the environment says
    /// otherwise (`CHAKBOT_AI_THREADS`, `CHAKBOT_AI_MOVETIME_MS`; unreadable values are
    /// ignored with a warning).
    pub fn from_env() -> ComputerConfig {
        let read = |name: &str| -> Option<u64> {
            let v = std::env::var(name).ok()?;
            match v.trim().parse::<u64>() {
                Ok(n) if n > 0 => Some(n),
                _ => {
                    tracing::warn!("{name}={v} is not a positive number: ignored");
                    None
                }
            }
        };
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        ComputerConfig {
            threads: read("CHAKBOT_AI_THREADS").map_or(cores, |n| n.min(256) as usize),
            movetime_ms: read("CHAKBOT_AI_MOVETIME_MS")
                .map_or(crate::ai::DEFAULT_MOVETIME_MS, |n| n.min(600_000)),
            min_reply_ms: 0,
        }
    }
}

/// The review budget per step: `CHAKBOT_REVIEW_MS_PER_STEP` if it is a positive number
/// (an unreadable value is ignored with a warning), else the review's default.
pub fn review_ms_per_step_from_env() -> u64 {
    let default = crate::review::analysis::DEFAULT_MS_PER_STEP;
    match std::env::var("CHAKBOT_REVIEW_MS_PER_STEP") {
        Err(_) => default,
        Ok(v) => match v.trim().parse::<u64>() {
            Ok(n) if n > 0 => n.min(60_000),
            _ => {
                tracing::warn!("CHAKBOT_REVIEW_MS_PER_STEP={v} is not a positive number: ignored");
                default
            }
        },
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            open_challenges: 5,
            active_games: 30,
        }
    }
}
