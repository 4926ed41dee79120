//! The records the store keeps besides games, and their versioned encoding: every value
//! is JSON with a `"v"` field; a reader checks the version before decoding, so a record
//! from a later release is a clear [`StoreError::UnknownVersion`], never a panic.

use super::error::StoreError;
use crate::game::{RatedGame, Rating, Timestamp};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The format version this release writes for store records (games carry their own).
pub const RECORD_VERSION: u64 = 1;
/// The format version of `StoredGame` this release reads.
pub const GAME_VERSION: &str = "1";

/// Where a game is played and what the indexes need of it, kept beside the game so an
/// update can remove the old index entries without replaying the game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameMeta {
    pub id: u64,
    pub server: String,
    pub channel: String,
    pub white: String,
    pub black: String,
    pub ruleset: String,
    /// Still being played.
    pub active: bool,
    /// When the sweeper must look at it (reminder or deadline), if ever.
    pub wakeup: Option<Timestamp>,
    /// How many times the game was written: a commit made from an older copy is refused
    /// ([`StoreError::Stale`]). Set by the store (0 in records written before it).
    #[serde(default)]
    pub version: u64,
    /// How many turns are stored for it, and the checksum of the last one's encoding:
    /// the next write appends only the turns after them.
    #[serde(default)]
    pub turn_count: u64,
    #[serde(default)]
    pub last_turn_crc: u32,
}

/// An open challenge, waiting for its answer until `expires_at`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Challenge {
    pub id: u64,
    pub server: String,
    pub channel: String,
    pub challenger: String,
    /// `None` for an open challenge anyone may accept.
    pub invitee: Option<String>,
    /// Rule-set id (`chakart`).
    pub ruleset: String,
    /// Start option number.
    pub start: u8,
    /// Time control text (`3d`, `10+5`).
    pub control: String,
    /// The server secret committed to when the challenge was posted (hex).
    pub secret: String,
    /// The event id of the challenge command (a seed contribution).
    pub event_id: String,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
    /// The challenger's colour (`white`/`black`); `None`: drawn at random at acceptance.
    #[serde(default)]
    pub color: Option<String>,
    /// Display names known when the challenge was made (for images and texts).
    #[serde(default)]
    pub challenger_name: Option<String>,
    #[serde(default)]
    pub invitee_name: Option<String>,
    /// A rematch of this game, if it is one.
    #[serde(default)]
    pub rematch_of: Option<u64>,
    /// The platform's id of the message that shows the challenge (edited in place when
    /// the challenge is answered), once the adapter reported it.
    #[serde(default)]
    pub message: Option<String>,
    /// The position the game starts from (its full FEN, checked when the challenge was
    /// made), instead of the rule set's start: such a game is unrated.
    #[serde(default)]
    pub fen: Option<String>,
    /// A team game waiting for its start: its teams so far (absent for a game of two).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<TeamChallenge>,
}

/// The sides of a team challenge: each a team, or (`None`) the single player of
/// [`Challenge::invitee`] (a person or the computer); the challenger is a member of a
/// team, and the voting window of the game to come.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TeamChallenge {
    pub white: Option<crate::game::team::Team>,
    pub black: Option<crate::game::team::Team>,
    pub window_ms: u64,
}

impl TeamChallenge {
    pub fn team(&self, color: crate::rules::Color) -> Option<&crate::game::team::Team> {
        match color {
            crate::rules::Color::White => self.white.as_ref(),
            crate::rules::Color::Black => self.black.as_ref(),
        }
    }

    pub fn team_mut(&mut self, color: crate::rules::Color) -> Option<&mut crate::game::team::Team> {
        match color {
            crate::rules::Color::White => self.white.as_mut(),
            crate::rules::Color::Black => self.black.as_mut(),
        }
    }
}

/// One server's settings. New fields get `#[serde(default)]` so old records stay readable.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct ServerSettings {
    /// User ids with moderator rights besides the server's own administrators.
    #[serde(default)]
    pub moderators: Vec<String>,
    /// Role to ping when an open challenge is posted, per rule-set id.
    #[serde(default)]
    pub ping_roles: BTreeMap<String, String>,
    /// The time control used when a challenge names none.
    #[serde(default)]
    pub default_control: Option<String>,
    /// The server language (`en`, `fr`).
    #[serde(default)]
    pub language: Option<String>,
    /// Channels where games may (`true`) or may not (`false`) start. When any channel is
    /// allowed, games start only in allowed channels; otherwise anywhere but denied ones.
    #[serde(default)]
    pub channels: BTreeMap<String, bool>,
    /// Whether each game gets its own thread (`None`: yes, where the platform can).
    #[serde(default)]
    pub threads: Option<bool>,
    /// A role whose members are moderators.
    #[serde(default)]
    pub mod_role: Option<String>,
    /// Users banned from playing, with the reason.
    #[serde(default)]
    pub banned: BTreeMap<String, String>,
    /// The theme of the boards everyone sees (`None`: the default theme). Players' own
    /// settings shape only their private boards.
    #[serde(default)]
    pub theme: Option<String>,
    /// The bottom side of the boards everyone sees: `white`, `black` or `auto` (`None`
    /// or `auto`: the side to move).
    #[serde(default)]
    pub orientation: Option<String>,
    /// Settings of single channels (and game threads) that differ from the server's, by
    /// channel id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub channel_settings: BTreeMap<String, ChannelSettings>,
    /// Whether anyone (not only moderators) may create a tournament.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tournaments_open: bool,
}

/// One channel's own settings, where they differ from its server's (stored in the
/// server's settings record).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct ChannelSettings {
    /// The language of the channel's public texts (`en`, `fr`, `de`; `None`: the
    /// server's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// For a game's thread: the channel it was opened in, whose settings it follows
    /// where it has none of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    /// Whether each game challenged in this channel gets its own thread (`None`: the
    /// server's setting).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<bool>,
    /// For a team's private room: the team game it belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_game: Option<u64>,
}

impl ServerSettings {
    /// Whether a game challenged in `channel` gets its own thread (where the platform
    /// has threads): the channel's setting, else the server's, else yes.
    pub fn threads_in(&self, channel: &str) -> bool {
        self.channel_settings
            .get(channel)
            .and_then(|c| c.threads)
            .or(self.threads)
            .unwrap_or(true)
    }

    /// Whether games may start in `channel`.
    pub fn games_allowed_in(&self, channel: &str) -> bool {
        match self.channels.get(channel) {
            Some(&allowed) => allowed,
            None => !self.channels.values().any(|&a| a),
        }
    }

    /// The language code of the public texts in `channel`: its own, else (a game's
    /// thread) its parent channel's, else the server's.
    pub fn language_in(&self, channel: &str) -> Option<&str> {
        let own = self.channel_settings.get(channel);
        own.and_then(|c| c.language.as_deref())
            .or_else(|| {
                let parent = own?.parent.as_deref()?;
                self.channel_settings.get(parent)?.language.as_deref()
            })
            .or(self.language.as_deref())
    }
}

/// A user's own settings and pending confirmation (one record per user, all servers).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct UserRecord {
    /// The last display name seen.
    #[serde(default)]
    pub name: Option<String>,
    /// `en` or `fr`.
    #[serde(default)]
    pub language: Option<String>,
    /// Board theme name.
    #[serde(default)]
    pub theme: Option<String>,
    /// `white`, `black` or `auto`.
    #[serde(default)]
    pub orientation: Option<String>,
    /// An action waiting for the user's confirmation (e.g. resigning).
    #[serde(default)]
    pub confirm: Option<PendingConfirm>,
}

/// An action the user asked for and must confirm before it happens.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PendingConfirm {
    pub game: u64,
    /// What is to be confirmed (`resign`).
    pub action: String,
    pub expires_at: Timestamp,
}

/// A rating with the user it belongs to (the leaderboard reads both from the value).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatingEntry {
    pub user: String,
    pub rating: Rating,
    /// Rated games played in this rule set on this server.
    #[serde(default)]
    pub games: u32,
}

/// One game of a rating pool's history (a server's rule set), in the order rated:
/// `order` is when it was rated (ms), ties broken by the game id.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatedRecord {
    pub order: Timestamp,
    pub rated: RatedGame,
}

/// One line of the audit log: a moderator action, or a look at hidden state.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct AuditEntry {
    pub at: Timestamp,
    pub server: String,
    /// Who did it (user id).
    pub actor: String,
    /// What was done (`abort`, `adjudicate`, `reveal`...).
    pub action: String,
    pub game: Option<u64>,
    /// Free text: reason, result given, what was shown.
    pub detail: String,
}

/// Where a review asked for is posted: a channel of a server, or the asker's DMs.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "to", rename_all = "lowercase")]
pub enum ReviewPlace {
    Channel { server: String, channel: String },
    Dm,
}

/// A request for a finished game's review, acknowledged and not yet posted: one per
/// asker and place. The host's review queue is kept as these, written in the commit that
/// acknowledges the request and removed in the one that stores the review, so that a
/// restart loses none ([`crate::store::Store::queued_reviews`] gives them in the order
/// they came).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ReviewRequest {
    pub game: u64,
    /// The game's server: the queue is fair between servers.
    pub server: String,
    /// Who asked (user id).
    pub user: String,
    pub place: ReviewPlace,
    /// The language of the post (`en`, `fr`, `de`).
    pub lang: String,
    /// When it was asked.
    pub at: Timestamp,
    /// The store's order of arrival, across restarts and processes: given when the
    /// request is first written (a request written again keeps its first), read back by
    /// [`crate::store::Store::queued_reviews`]; not part of the record.
    #[serde(skip)]
    pub seq: u64,
}

impl ReviewRequest {
    /// What tells one request of a game from another: the asker and the place (a second
    /// request by the same user for the same place is the same request).
    pub fn asker_key(&self) -> String {
        let (server, channel) = match &self.place {
            ReviewPlace::Channel { server, channel } => (server.as_str(), channel.as_str()),
            ReviewPlace::Dm => ("", ""),
        };
        serde_json::json!([self.user, server, channel]).to_string()
    }
}

/// What the sweeper must look at.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Due {
    Game { id: u64, at: Timestamp },
    Challenge { id: u64, at: Timestamp },
    Tournament { id: u64, at: Timestamp },
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    v: u64,
    #[serde(flatten)]
    body: &'a T,
}

/// Encodes a store record with the current version.
pub fn encode<T: Serialize>(what: &str, body: &T) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(&Envelope {
        v: RECORD_VERSION,
        body,
    })
    .map_err(|e| StoreError::Encode {
        what: what.to_string(),
        reason: e.to_string(),
    })
}

/// Decodes a store record of `tree` at `key`, checking its version first.
pub fn decode<T: DeserializeOwned>(
    tree: &'static str,
    key: &str,
    bytes: &[u8],
) -> Result<T, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        tree,
        key: key.to_string(),
        reason,
    };
    let mut value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    let obj = value
        .as_object_mut()
        .ok_or_else(|| corrupt("not a JSON object".into()))?;
    let version = obj
        .remove("v")
        .ok_or_else(|| corrupt("no format version \"v\"".into()))?;
    if version.as_u64() != Some(RECORD_VERSION) {
        return Err(StoreError::UnknownVersion {
            tree,
            key: key.to_string(),
            version: version.to_string(),
            known: RECORD_VERSION.to_string(),
        });
    }
    serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))
}

/// Checks the `"v"` tag of a stored game before it is decoded.
pub fn check_game_version(
    tree: &'static str,
    id: u64,
    bytes: &[u8],
) -> Result<serde_json::Value, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        tree,
        key: id.to_string(),
        reason,
    };
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| corrupt(e.to_string()))?;
    match value.get("v") {
        Some(serde_json::Value::String(v)) if v == GAME_VERSION => Ok(value),
        Some(v) => Err(StoreError::UnknownVersion {
            tree,
            key: id.to_string(),
            version: v.to_string(),
            known: format!("\"{GAME_VERSION}\""),
        }),
        None => Err(corrupt("no format version \"v\"".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_with_their_version() {
        let s = ServerSettings {
            moderators: vec!["mod".into()],
            ..ServerSettings::default()
        };
        let bytes = encode("settings", &s).expect("encodes");
        let text = String::from_utf8(bytes.clone()).expect("utf-8");
        assert!(text.starts_with("{\"v\":1,"), "{text}");
        let back: ServerSettings = decode("settings", "g1", &bytes).expect("decodes");
        assert_eq!(back, s);
    }

    #[test]
    fn old_settings_without_new_fields_still_read() {
        let back: ServerSettings =
            decode("settings", "g1", br#"{"v":1,"moderators":["a"]}"#).expect("decodes");
        assert_eq!(back.moderators, ["a"]);
        assert!(back.ping_roles.is_empty());
    }

    #[test]
    fn future_version_is_a_clear_error() {
        let err = decode::<ServerSettings>("settings", "g1", br#"{"v":2,"x":1}"#)
            .expect_err("version 2 is unknown");
        let text = err.to_string();
        assert!(matches!(err, StoreError::UnknownVersion { .. }));
        assert!(
            text.contains("settings") && text.contains("g1") && text.contains('2'),
            "{text}"
        );
    }

    #[test]
    fn corrupt_record_names_the_key() {
        let err = decode::<ServerSettings>("settings", "7", b"{\"v\":1,\"moderators\":3}")
            .expect_err("wrong type");
        assert!(matches!(err, StoreError::Corrupt { .. }));
        assert!(err.to_string().contains("at key 7"), "{err}");
        let err = decode::<ServerSettings>("settings", "k", b"\xff").expect_err("not JSON");
        assert!(err.to_string().contains("at key k"), "{err}");
        let err = check_game_version("games", 9, br#"{"v":"2"}"#).expect_err("future game");
        assert!(matches!(err, StoreError::UnknownVersion { .. }), "{err}");
    }
}

/// Which games of a channel or user to list.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum GameFilter {
    Active,
    Finished,
    All,
}

impl GameFilter {
    /// Whether a game, active or not, is listed.
    pub(crate) fn accepts(self, active: bool) -> bool {
        match self {
            GameFilter::All => true,
            GameFilter::Active => active,
            GameFilter::Finished => !active,
        }
    }
}
