//! Discord's [`Mentions`]: users as `<@id>` (read also as `<@!id>`), roles as `<@&id>`,
//! and the plain `@name` every adapter reads; moments as Discord timestamps
//! (`<t:UNIX:f>`, shown in each reader's own time); the host's settings for Discord.

use crate::game::Timestamp;
use crate::host::io::mention::{at_name, Mentions, RoleRef, UserRef};
use crate::host::{HostConfig, Limits, RateLimit, SecretSource};
use std::sync::Arc;

/// Discord mention syntax (a mention pings only the users a reply lists in `ping_users`).
#[derive(Copy, Clone, Debug, Default)]
pub struct DiscordMentions;

/// A snowflake: 1 to 20 digits that fit in a `u64`.
fn snowflake(digits: &str) -> Option<u64> {
    if digits.is_empty() || digits.len() > 20 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

impl Mentions for DiscordMentions {
    fn read_user(&self, word: &str) -> Option<UserRef> {
        if let Some(inner) = word.strip_prefix("<@").and_then(|r| r.strip_suffix('>')) {
            let digits = inner.strip_prefix('!').unwrap_or(inner);
            return snowflake(digits).map(UserRef::Id);
        }
        at_name(word).map(UserRef::Name)
    }

    fn read_role(&self, word: &str) -> Option<RoleRef> {
        if let Some(inner) = word.strip_prefix("<@&").and_then(|r| r.strip_suffix('>')) {
            return snowflake(inner).map(RoleRef::Id);
        }
        at_name(word).map(RoleRef::Name)
    }

    fn is_mention(&self, word: &str) -> bool {
        word.starts_with('@') || word.starts_with("<@")
    }

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
    fn time(&self, _lang: crate::host::words::i18n::Lang, at: Timestamp) -> String {
        let s = at.0 / 1000;
        format!("<t:{s}:f> (<t:{s}:R>)")
    }

    fn time_to_the_second(&self, lang: crate::host::words::i18n::Lang, at: Timestamp) -> String {
        self.time(lang, at)
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
            // The player's move is posted before the computer's answer to it.
            computer: crate::host::ComputerConfig {
                min_reply_ms: 1_500,
                ..crate::host::ComputerConfig::from_env()
            },
            review_ms_per_step: crate::host::review_ms_per_step_from_env(),
            pairing_wait: crate::host::PAIRING_WAIT,
            clock: crate::host::Clock::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn users_roles_and_names_are_read_as_discord_writes_them() {
        let d = DiscordMentions;
        assert_eq!(d.read_user("<@42>"), Some(UserRef::Id(42)));
        assert_eq!(d.read_user("<@!42>"), Some(UserRef::Id(42)));
        assert_eq!(d.read_user("@bob"), Some(UserRef::Name("bob".into())));
        assert_eq!(d.read_role("<@&55>"), Some(RoleRef::Id(55)));
        assert_eq!(
            d.read_role("@referees"),
            Some(RoleRef::Name("referees".into()))
        );
        for bad in [
            "<@&12>",
            "<@x>",
            "<@>",
            "<@123",
            "bob",
            "<@123456789012345678901>",
        ] {
            assert_eq!(d.read_user(bad), None, "{bad}");
        }
        for bad in ["<@12>", "<@&>", "<@&x1>", "<#5>"] {
            assert_eq!(d.read_role(bad), None, "{bad}");
        }
        assert!(d.is_mention("<@1>") && d.is_mention("@bob") && !d.is_mention("bob"));
    }

    #[test]
    fn what_it_writes_it_reads_back() {
        let d = DiscordMentions;
        let user = d.user("1234").unwrap_or_default();
        assert_eq!(d.read_user(&user), Some(UserRef::Id(1234)));
        assert_eq!(d.read_role(&d.role("77")), Some(RoleRef::Id(77)));
        assert_eq!(d.user("bob"), None);
    }

    #[test]
    fn moments_are_discord_timestamps() {
        let at = Timestamp(1_795_000_000_999);
        assert_eq!(
            DiscordMentions.time(crate::host::words::i18n::Lang::En, at),
            "<t:1795000000:f> (<t:1795000000:R>)"
        );
    }
}
