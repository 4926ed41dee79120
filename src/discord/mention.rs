//! Discord's [`Mentions`]: users as `<@id>`, roles as `<@&id>`, moments as Discord
//! timestamps (`<t:UNIX:f>`, shown in each reader's own time); the host's settings for
//! Discord.

use crate::game::Timestamp;
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

    /// A Discord timestamp: every reader sees the moment in their own time zone and
    /// language, with how far it is (`<t:UNIX:f> (<t:UNIX:R>)`).
    fn time(&self, at: Timestamp) -> String {
        let s = at.0 / 1000;
        format!("<t:{s}:f> (<t:{s}:R>)")
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_discord_timestamps() {
        let at = Timestamp(1_795_000_000_999);
        assert_eq!(
            DiscordMentions.time(at),
            "<t:1795000000:f> (<t:1795000000:R>)"
        );
    }
}
