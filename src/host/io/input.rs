//! What an adapter (Discord, local mode, a test) hands the host: one [`Input`] per user
//! event, already stripped of platform details.

use crate::game::Timestamp;

/// The user behind an event.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Author {
    /// Stable opaque id (a Discord snowflake, or the name in local mode).
    pub id: String,
    /// Display name (untrusted text).
    pub name: String,
    /// The platform says this user may moderate the server (Manage Messages or Manage
    /// Server on Discord, `--moderator` in local mode).
    pub moderator: bool,
    /// Ids of the user's roles on the server (a configured moderator role counts).
    pub roles: Vec<String>,
    /// The user's locale as the platform reports it (`fr`, `en-US`), if known.
    pub locale: Option<String>,
}

impl Author {
    /// A user known by one name (local mode, tests): id and name are the same.
    pub fn named(name: &str) -> Author {
        Author {
            id: name.to_string(),
            name: name.to_string(),
            ..Author::default()
        }
    }
}

/// Where the event happened.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Origin {
    /// A server channel or thread.
    Channel { server: String, channel: String },
    /// A direct message to the bot.
    Dm,
}

/// What the user did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Body {
    /// A chat message. `addressed`: it mentioned the bot (mention already removed).
    Text { text: String, addressed: bool },
    /// A slash command: `name` with its subcommand (`"mod abort"`), options as sent.
    Slash {
        name: String,
        options: Vec<(String, String)>,
    },
    /// A button press.
    Button { custom_id: String },
    /// A select menu answer (always private: only the bot sees it).
    Select {
        custom_id: String,
        values: Vec<String>,
    },
}

/// One user event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Input {
    /// Unique per event (a message or interaction id): the same id delivered twice is
    /// applied once, and it is one of the seed contributions of a game it starts.
    pub event_id: String,
    pub at: Timestamp,
    pub author: Author,
    pub origin: Origin,
    pub body: Body,
}

impl Input {
    /// Whether only the author and the bot see this event (a DM or a select answer).
    pub fn is_private(&self) -> bool {
        self.origin == Origin::Dm || matches!(self.body, Body::Select { .. })
    }
}
