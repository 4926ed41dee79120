//! The bot's own permissions as the gateway reported them (serenity's cache: the server's
//! roles, the bot's member, each channel's overwrites; a thread has its parent's), checked
//! before an action Discord would refuse, and which of the servers told what is missing
//! have it back (the host remembers whom it told: `Host::first_told_missing`).

use super::config::INVITE_PERMISSIONS;
use crate::host::words::i18n::{keys, tr, Lang};
use serenity::all::{Cache, ChannelId, GuildId, Permissions};
use std::sync::{Arc, OnceLock};

/// Every permission the bot uses (those the invite link asks for), each with the key of
/// its name as Discord's client shows it in the reader's language.
const NAMED: [(Permissions, &str); 11] = [
    (
        Permissions::VIEW_CHANNEL,
        keys::DISCORD_PERMISSION_VIEW_CHANNEL,
    ),
    (
        Permissions::SEND_MESSAGES,
        keys::DISCORD_PERMISSION_SEND_MESSAGES,
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        keys::DISCORD_PERMISSION_SEND_IN_THREADS,
    ),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        keys::DISCORD_PERMISSION_CREATE_THREADS,
    ),
    (
        Permissions::CREATE_PRIVATE_THREADS,
        keys::DISCORD_PERMISSION_CREATE_PRIVATE_THREADS,
    ),
    (
        Permissions::ATTACH_FILES,
        keys::DISCORD_PERMISSION_ATTACH_FILES,
    ),
    (
        Permissions::EMBED_LINKS,
        keys::DISCORD_PERMISSION_EMBED_LINKS,
    ),
    (
        Permissions::READ_MESSAGE_HISTORY,
        keys::DISCORD_PERMISSION_READ_HISTORY,
    ),
    (
        Permissions::USE_APPLICATION_COMMANDS,
        keys::DISCORD_PERMISSION_APP_COMMANDS,
    ),
    (
        Permissions::MANAGE_MESSAGES,
        keys::DISCORD_PERMISSION_MANAGE_MESSAGES,
    ),
    (
        Permissions::ADD_REACTIONS,
        keys::DISCORD_PERMISSION_ADD_REACTIONS,
    ),
];

/// What the bot knows of its permissions.
#[derive(Default)]
pub struct BotPermissions {
    /// The gateway's cache, once the first shard is ready.
    cache: OnceLock<Arc<Cache>>,
}

impl BotPermissions {
    /// Reads permissions from `cache` from now on.
    pub fn watch(&self, cache: Arc<Cache>) {
        let _ = self.cache.set(cache);
    }

    /// The bot's permissions in `channel` (a thread: its parent's) of `server`, when the
    /// cache holds the server, the bot's member and the channel; `None` otherwise (then
    /// only Discord's answer tells).
    pub fn in_channel(&self, server: GuildId, channel: ChannelId) -> Option<Permissions> {
        let cache = self.cache.get()?;
        let bot = cache.current_user().id;
        let guild = cache.guild(server)?;
        let member = guild.members.get(&bot)?;
        let channel = match guild.channels.get(&channel) {
            Some(c) => c,
            None => {
                let thread = guild.threads.iter().find(|t| t.id == channel)?;
                guild.channels.get(&thread.parent_id?)?
            }
        };
        Some(guild.user_permissions_in(channel, member))
    }

    /// Of the servers `told` of missing permissions (server and channel ids, as the host
    /// keeps them), those whose channel now has every permission the bot uses.
    pub fn back(&self, told: &[(String, String)]) -> Vec<String> {
        let complete = Permissions::from_bits_truncate(INVITE_PERMISSIONS);
        told.iter()
            .filter(|(server, channel)| {
                let (Ok(server), Ok(channel)) = (server.parse::<u64>(), channel.parse::<u64>())
                else {
                    return false;
                };
                if server == 0 || channel == 0 {
                    return false;
                }
                self.in_channel(GuildId::new(server), ChannelId::new(channel))
                    .is_some_and(|have| have.contains(complete))
            })
            .map(|(server, _)| server.clone())
            .collect()
    }
}

/// What the bot uses and lacks where it has `known` (from
/// [`BotPermissions::in_channel`]), else `refused` (what Discord just refused).
pub fn missing(known: Option<Permissions>, refused: Permissions) -> Permissions {
    known
        .map(|have| Permissions::from_bits_truncate(INVITE_PERMISSIONS) - have)
        .filter(|missing| !missing.is_empty())
        .unwrap_or(refused)
}

/// `missing` named as Discord's client shows the permissions in `lang`, in the order of
/// its settings page.
pub fn names(lang: Lang, missing: Permissions) -> String {
    NAMED
        .iter()
        .filter(|(p, _)| missing.contains(*p))
        .map(|(_, key)| tr(lang, key, &[]))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_permission_the_bot_uses_has_a_name() {
        let named = NAMED
            .iter()
            .fold(Permissions::empty(), |all, (p, _)| all | *p);
        assert_eq!(named.bits(), INVITE_PERMISSIONS);
    }

    #[test]
    fn names_follow_the_settings_page_in_each_language() {
        let two = Permissions::MANAGE_MESSAGES | Permissions::ATTACH_FILES;
        assert_eq!(names(Lang::En, two), "Attach Files, Manage Messages");
        assert_eq!(
            names(Lang::Fr, two),
            "Joindre des fichiers, Gérer les messages"
        );
        assert_eq!(
            names(Lang::De, two),
            "Dateien anhängen, Nachrichten verwalten"
        );
    }

    #[test]
    fn without_a_cache_nothing_is_known_and_nothing_is_seen_back() {
        let perms = BotPermissions::default();
        let (server, channel) = (GuildId::new(1), ChannelId::new(2));
        assert_eq!(perms.in_channel(server, channel), None);
        let refused = Permissions::MANAGE_MESSAGES;
        assert_eq!(missing(None, refused), refused);
        let most = Permissions::from_bits_truncate(INVITE_PERMISSIONS) - refused;
        assert_eq!(missing(Some(most), Permissions::ATTACH_FILES), refused);
        let all = Permissions::from_bits_truncate(INVITE_PERMISSIONS);
        assert_eq!(
            missing(Some(all), refused),
            refused,
            "Discord refused all the same"
        );
        let told = [("1".to_string(), "2".to_string()), ("0".into(), "x".into())];
        assert!(perms.back(&told).is_empty(), "nothing seen back");
    }
}
