//! Discord's [`Mentions`]: users as `<@id>`, roles as `<@&id>`; the host's settings for
//! Discord.

use crate::host::mention::Mentions;
use crate::host::{HostConfig, Limits, RateLimit, SecretSource};
use std::sync::Arc;

/// Discord mention syntax (a mention pings only the users a reply lists in `ping_users`).
#[derive(Copy, Clone, Debug, Default)]
pub struct DiscordMentions;

impl Mentions for DiscordMentions {
    fn user(&self, id: &str) -> Option<String> {
        id.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| format!("<@{id}>"))
    }

    fn role(&self, id: &str) -> String {
        format!("<@&{id}>")
    }

    fn has_ids(&self) -> bool {
        true
    }
}

impl HostConfig {
    /// Discord: mentions, a rate limit, threads.
    pub fn discord() -> HostConfig {
        HostConfig {
            mentions: Arc::new(DiscordMentions),
            secrets: SecretSource::Os,
            limits: Limits::default(),
            rate_limit: Some(RateLimit {
                burst: 8.0,
                per_second: 1.0,
            }),
            threads: true,
            typed_moves: true,
            computer: crate::host::ComputerConfig::from_env(),
        }
    }
}
