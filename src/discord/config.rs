//! What `chakbot discord` needs to run: the token, where Discord is, the data folder and
//! the shard count.

use crate::host::HostConfig;
use crate::store::StoreUrl;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

/// Environment variable holding the bot token.
pub const TOKEN_ENV: &str = "DISCORD_TOKEN";
/// Environment variable that points the client at another Discord (a fake one on loopback).
pub const API_BASE_ENV: &str = "CHAKBOT_DISCORD_API_BASE";

/// The settings of one bot process.
#[derive(Clone)]
pub struct DiscordConfig {
    /// The bot token from the developer portal (without the `Bot ` prefix).
    pub token: String,
    /// Another Discord to talk to, such as `http://127.0.0.1:4567` (without `/api/v10`).
    /// `None` is the real Discord.
    pub api_base: Option<String>,
    /// The folder of the game store (sled), unless `store` is set.
    pub data_dir: PathBuf,
    /// The game store (`--store`): sled or PostgreSQL. `None`: sled in `data_dir`.
    pub store: Option<StoreUrl>,
    /// How many gateway shards this process runs.
    pub shards: Shards,
    /// Ask for the privileged message-content intent (chat moves, `!` commands). Without it
    /// the bot still works through slash commands, buttons and DMs.
    pub message_content: bool,
    /// Register the slash commands in this server only (instant, for testing) instead of
    /// globally (Discord may take up to an hour to show global changes).
    pub test_guild: Option<u64>,
    /// How the host behaves. `HostConfig::discord()`; tests may fix the fairness secret
    /// here (`SecretSource::Fixed`), never a user command.
    pub host: HostConfig,
    /// How long an interaction waits for the host before it is deferred (Discord wants
    /// an initial response within 3 s). Zero: always deferred (tests).
    pub defer_after: Duration,
}

/// The default of [`DiscordConfig::defer_after`].
pub const DEFER_AFTER: Duration = Duration::from_secs(2);

impl DiscordConfig {
    /// A configuration with the defaults: real Discord, `./chakbot-data`, one shard,
    /// message content requested.
    pub fn new(token: impl Into<String>) -> DiscordConfig {
        DiscordConfig {
            token: token.into(),
            api_base: None,
            data_dir: PathBuf::from("chakbot-data"),
            store: None,
            shards: Shards::Count(1),
            message_content: true,
            test_guild: None,
            host: HostConfig::discord(),
            defer_after: DEFER_AFTER,
        }
    }
}

impl DiscordConfig {
    /// Where the game store is.
    pub fn store_url(&self) -> StoreUrl {
        self.store
            .clone()
            .unwrap_or_else(|| StoreUrl::Sled(self.data_dir.clone()))
    }
}

/// The token stays out of logs and panics.
impl fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &"<hidden>")
            .field("api_base", &self.api_base)
            .field("data_dir", &self.data_dir)
            .field("store", &self.store)
            .field("shards", &self.shards)
            .field("message_content", &self.message_content)
            .field("test_guild", &self.test_guild)
            .field("defer_after", &self.defer_after)
            .finish()
    }
}

/// How many shards to run: a fixed count, the count Discord recommends, or this process's
/// share of a bot spread over several processes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shards {
    Count(u32),
    Auto,
    Range(super::shards::ShardRange),
}

impl FromStr for Shards {
    type Err = String;

    /// ```
    /// use chakbot::discord::Shards;
    /// assert_eq!("auto".parse(), Ok(Shards::Auto));
    /// assert_eq!("3".parse(), Ok(Shards::Count(3)));
    /// assert!("0".parse::<Shards>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Shards, String> {
        if s.eq_ignore_ascii_case("auto") {
            return Ok(Shards::Auto);
        }
        match s.parse::<u32>() {
            Ok(n) if n >= 1 => Ok(Shards::Count(n)),
            _ => Err(format!(
                "shard count must be a positive number or `auto`, not `{s}`"
            )),
        }
    }
}

/// Reads the token from a config file: either the bare token alone, or lines
/// `token = "…"` (also `DISCORD_TOKEN=…`); `#` starts a comment.
///
/// ```
/// use chakbot::discord::token_from_config;
/// assert_eq!(token_from_config("# mine\ntoken = \"abc.def\"\n"), Some("abc.def".to_string()));
/// assert_eq!(token_from_config("DISCORD_TOKEN=xyz"), Some("xyz".to_string()));
/// assert_eq!(token_from_config("  raw-token \n"), Some("raw-token".to_string()));
/// assert_eq!(token_from_config("# nothing\n"), None);
/// ```
pub fn token_from_config(text: &str) -> Option<String> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    for line in &lines {
        if let Some((key, value)) = line.split_once('=') {
            let key = key.trim();
            if key.eq_ignore_ascii_case("token") || key == TOKEN_ENV {
                let value = value.trim().trim_matches('"').trim_matches('\'').trim();
                return (!value.is_empty()).then(|| value.to_string());
            }
        }
    }
    match lines.as_slice() {
        [only] if !only.contains('=') && !only.contains(char::is_whitespace) => {
            Some((*only).to_string())
        }
        _ => None,
    }
}

/// The permissions the invite link asks for, every one the bot uses: View Channels, Send
/// Messages, Send Messages in Threads, Create Public Threads, Create Private Threads (a
/// team's room), Attach Files, Embed Links, Read Message History, Use Application
/// Commands, Manage Messages (to take down a secret move typed in public) and Add
/// Reactions (a team vote's acknowledgement) (bits 10, 11, 38, 35, 36, 15, 14, 16, 31,
/// 13 and 6).
pub const INVITE_PERMISSIONS: u64 = 380_104_731_712;

/// The link that adds the bot to a server, with its slash commands and
/// [`INVITE_PERMISSIONS`].
///
/// ```
/// assert_eq!(
///     chakbot::discord::invite_url(42),
///     "https://discord.com/oauth2/authorize?client_id=42&scope=bot+applications.commands&permissions=380104731712"
/// );
/// ```
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}\
         &scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::Permissions;

    #[test]
    fn invite_permissions_are_the_eleven_named_ones() {
        let named = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::CREATE_PUBLIC_THREADS
            | Permissions::CREATE_PRIVATE_THREADS
            | Permissions::ATTACH_FILES
            | Permissions::EMBED_LINKS
            | Permissions::READ_MESSAGE_HISTORY
            | Permissions::USE_APPLICATION_COMMANDS
            | Permissions::MANAGE_MESSAGES
            | Permissions::ADD_REACTIONS;
        assert_eq!(named.bits(), INVITE_PERMISSIONS);
    }

    /// The README's invite link is the one the bot prints: same permissions.
    #[test]
    fn the_readmes_invite_link_asks_what_the_bot_prints() {
        let readme = include_str!("../../README.md");
        let printed = invite_url(42).replace("client_id=42", "client_id=APPLICATION_ID");
        assert!(readme.contains(&printed), "README lacks {printed}");
    }

    #[test]
    fn shard_counts_parse() {
        assert_eq!("AUTO".parse(), Ok(Shards::Auto));
        assert_eq!("12".parse(), Ok(Shards::Count(12)));
        assert!("-1".parse::<Shards>().is_err());
        assert!("two".parse::<Shards>().is_err());
    }

    #[test]
    fn config_without_a_token_line_is_refused() {
        assert_eq!(token_from_config("name = \"x\"\nother = 1\n"), None);
        assert_eq!(token_from_config("token = \"\""), None);
        assert_eq!(token_from_config("two words"), None);
    }

    #[test]
    fn debug_hides_the_token() {
        let text = format!("{:?}", DiscordConfig::new("s3cr3t"));
        assert!(!text.contains("s3cr3t"), "{text}");
    }
}
