//! Local mode's [`Mentions`]: everyone is their name (`@alice`), roles too; the host's
//! settings for local mode.

use crate::host::mention::Mentions;
use crate::host::{HostConfig, Limits, SecretSource};
use std::sync::Arc;

/// Names for users and roles: local mode, where an id is a name.
#[derive(Copy, Clone, Debug, Default)]
pub struct Names;

impl Mentions for Names {
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
        }
    }
}
