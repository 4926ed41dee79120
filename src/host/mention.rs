//! How a chat platform writes users, roles and moments in reply texts. `host/` speaks of
//! users and roles by id; each adapter implements [`Mentions`] (Discord: `<@id>` and
//! `<@&id>`, in `discord/mention.rs`; local mode: names, in `local/mention.rs`).

use crate::game::export::pgn_date;
use crate::game::Timestamp;
use std::fmt::Debug;

/// A platform's syntax for people, roles and times. See the module documentation.
pub trait Mentions: Debug + Send + Sync {
    /// How user `id` is written in a reply, if the platform has a syntax for it (`None`:
    /// the host writes their display name).
    fn user(&self, id: &str) -> Option<String>;
    /// How role `id` (an id, or a name where roles have no ids) is written.
    fn role(&self, id: &str) -> String;
    /// Whether users and roles are known by ids: then a bare `@name` names a user only
    /// if the host saw that name, and never a role.
    fn has_ids(&self) -> bool;
    /// A moment as the platform shows it (default: `2026-11-23 09:57 UTC`).
    fn time(&self, at: Timestamp) -> String {
        utc(at)
    }
}

/// `2026-11-23 09:57 UTC`.
pub fn utc(t: Timestamp) -> String {
    let date = pgn_date(t).replace('.', "-");
    let minutes = t.0 / 60_000 % (24 * 60);
    format!("{date} {:02}:{:02} UTC", minutes / 60, minutes % 60)
}
