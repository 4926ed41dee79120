//! How a chat platform writes and reads users, roles and moments. `host/` speaks of users
//! and roles by id ([`UserRef`], [`RoleRef`]); each adapter implements [`Mentions`]
//! (Discord's syntax in `discord/mention.rs`; local mode's names in `local/mention.rs`),
//! so no platform's mention syntax is written or parsed here.

use crate::game::export::pgn_date;
use crate::game::Timestamp;
use std::fmt::Debug;

/// Longest plain `@name`.
pub const MAX_NAME_CHARS: usize = 32;

/// A user named in a command: by id (a platform mention), or by a plain `@name` (an id in
/// local mode; on a platform with ids, a name the host saw).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum UserRef {
    Id(u64),
    Name(String),
}

/// A server role named in a command: by id, or by a plain `@name`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum RoleRef {
    Id(u64),
    Name(String),
}

/// A platform's syntax for people, roles and times. See the module documentation.
pub trait Mentions: Debug + Send + Sync {
    /// The user a word of a command names (`None`: the word names no user in this
    /// platform's syntax). Mass mentions (`@everyone`, `@here`) are refused before.
    fn read_user(&self, word: &str) -> Option<UserRef>;
    /// The role a word of a command names (`None`: no role in this platform's syntax).
    fn read_role(&self, word: &str) -> Option<RoleRef>;
    /// Whether a word is written as a mention (kept exactly as written when a message is
    /// read; a challenge's opponent). A plain `@name` always is.
    fn is_mention(&self, word: &str) -> bool {
        word.starts_with('@')
    }
    /// How user `id` is written in a reply, if the platform has a syntax for it (`None`:
    /// the host writes their display name).
    fn user(&self, id: &str) -> Option<String>;
    /// How role `id` (an id, or a name where roles have no ids) is written.
    fn role(&self, id: &str) -> String;
    /// Whether users and roles are known by ids: then a bare `@name` names a user only
    /// if the host saw that name, and never a role.
    fn has_ids(&self) -> bool;
    /// A moment as the platform shows it to a reader of `lang` (default: the date and
    /// time in UTC written the language's way, `2026-11-23 09:57 UTC`,
    /// `23/11/2026 à 09:57 UTC`: [`crate::host::words::i18n::utc_time`]).
    fn time(&self, lang: crate::host::words::i18n::Lang, at: Timestamp) -> String {
        crate::host::words::i18n::utc_time(lang, at)
    }

    /// [`Mentions::time`] where the seconds matter (a team's short voting window); a
    /// platform whose times count down (Discord's relative timestamps) keeps its own.
    fn time_to_the_second(&self, lang: crate::host::words::i18n::Lang, at: Timestamp) -> String {
        crate::host::words::i18n::utc_time_seconds(lang, at)
    }
}

/// The name in a plain `@name` (letters, digits, `_`, `.`, `-`; at most
/// [`MAX_NAME_CHARS`]), the form every adapter reads.
///
/// ```
/// use chakbot::host::io::mention::at_name;
/// assert_eq!(at_name("@bob").as_deref(), Some("bob"));
/// assert_eq!(at_name("bob"), None);
/// assert_eq!(at_name("@bob!"), None);
/// ```
pub fn at_name(word: &str) -> Option<String> {
    let name = word.strip_prefix('@')?;
    let ok = !name.is_empty()
        && name.chars().count() <= MAX_NAME_CHARS
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-'));
    ok.then(|| name.to_string())
}

/// `2026-11-23 09:57 UTC`.
pub fn utc(t: Timestamp) -> String {
    let date = pgn_date(t).replace('.', "-");
    let minutes = t.0 / 60_000 % (24 * 60);
    format!("{date} {:02}:{:02} UTC", minutes / 60, minutes % 60)
}
