//! Local mode's [`Mentions`]: everyone is their name (`@alice`), roles too; the host's
//! settings for local mode.

use crate::host::io::mention::{at_name, Mentions, RoleRef, UserRef};
use crate::host::{HostConfig, Limits, SecretSource};
use std::sync::Arc;

/// Names for users and roles: local mode, where an id is a name.
#[derive(Copy, Clone, Debug, Default)]
pub struct Names;

impl Mentions for Names {
    fn read_user(&self, word: &str) -> Option<UserRef> {
        at_name(word).map(UserRef::Name)
    }

    fn read_role(&self, word: &str) -> Option<RoleRef> {
        at_name(word).map(RoleRef::Name)
    }

    fn user(&self, _id: &str) -> Option<String> {
        None
    }

    fn role(&self, id: &str) -> String {
        format!("@{id}")
    }

    fn has_ids(&self) -> bool {
        false
    }
}

impl HostConfig {
    /// Local mode: names as mentions, no rate limit, no threads.
    pub fn local() -> HostConfig {
        HostConfig {
            mentions: Arc::new(Names),
            secrets: SecretSource::Os,
            limits: Limits::default(),
            rate_limit: None,
            threads: false,
            typed_moves: true,
            computer: crate::host::ComputerConfig::from_env(),
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
    fn names_are_read_and_written_as_at_names() {
        let n = Names;
        assert_eq!(n.read_user("@bob"), Some(UserRef::Name("bob".into())));
        assert_eq!(
            n.read_role("@referees"),
            Some(RoleRef::Name("referees".into()))
        );
        assert_eq!(
            n.read_role(&n.role("judges")),
            Some(RoleRef::Name("judges".into()))
        );
        // Local mode has no ids: another platform's syntax names nobody.
        for bad in ["<@42>", "<@&55>", "bob", "@", "@bo b", "@a/b"] {
            assert_eq!(n.read_user(bad), None, "{bad}");
            assert_eq!(n.read_role(bad), None, "{bad}");
        }
        assert!(n.is_mention("@bob") && !n.is_mention("<@42>"));
    }
}
