//! How a host behaves: the platform's mention syntax, where secrets come from, per-user
//! limits, the rate limit, whether the platform has threads. Each adapter builds its
//! own (`HostConfig::local()` in `local/`, `HostConfig::discord()` in `discord/`).

use super::mention::Mentions;
use std::sync::Arc;

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
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            open_challenges: 5,
            active_games: 30,
        }
    }
}
