//! Gateway dispatch payloads (the `d` of MESSAGE_CREATE, INTERACTION_CREATE) with every
//! field serenity 0.12.5 requires. Keep them all here: a payload missing a field makes
//! serenity drop the event, and the test then only times out.

use super::APP_ID;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};

/// The test server.
pub const GUILD: u64 = 3000;
/// Its text channel where games are played.
pub const CHANNEL: u64 = 4000;
/// Two human users.
pub const ALICE: u64 = 2000;
pub const BOB: u64 = 2001;
/// Every permission (Administrator included), as Discord sends it: a decimal string.
pub const ALL_PERMISSIONS: &str = "2251799813685247";
/// Flag 64 on a message: only the invoking user sees it.
pub const EPHEMERAL: u64 = 64;
/// A timestamp serenity parses.
pub const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

static NEXT_ID: AtomicU64 = AtomicU64::new(500_000);

/// A fresh snowflake id, unique in the test process.
pub fn id() -> u64 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

/// A User object of a human.
pub fn user(id: u64) -> Value {
    let name = match id {
        ALICE => "alice".to_string(),
        BOB => "bob".to_string(),
        other => format!("user{other}"),
    };
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "bot": false})
}

/// A guild Member object (with its user) holding `permissions`.
pub fn member(user_id: u64, permissions: &str) -> Value {
    json!({"user": user(user_id), "roles": [], "deaf": false, "mute": false, "flags": 0,
           "joined_at": TIMESTAMP, "permissions": permissions})
}

/// A Message object.
pub fn message(
    id: u64,
    channel: u64,
    guild: Option<u64>,
    author: Value,
    content: &str,
    attachments: Vec<Value>,
) -> Value {
    let mut m = json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": author,
        "content": content, "timestamp": TIMESTAMP, "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": attachments, "embeds": [], "pinned": false, "type": 0,
        "components": [],
    });
    if let Some(g) = guild {
        m["guild_id"] = json!(g.to_string());
    }
    m
}

/// MESSAGE_CREATE of `author` saying `content` in the guild channel [`CHANNEL`].
pub fn guild_message(author: u64, content: &str) -> Value {
    let mut m = message(
        id(),
        CHANNEL,
        Some(GUILD),
        user(author),
        content,
        Vec::new(),
    );
    m["member"] = json!({"roles": [], "deaf": false, "mute": false, "flags": 0,
                         "joined_at": TIMESTAMP});
    m
}

/// MESSAGE_CREATE of `author` saying `content` in their DM channel `channel`.
pub fn dm_message(author: u64, channel: u64, content: &str) -> Value {
    message(id(), channel, None, user(author), content, Vec::new())
}

/// The fields every INTERACTION_CREATE needs, for `user` in the guild channel (with
/// `permissions`), or in the DM channel `dm` when given.
fn interaction(kind: u8, user_id: u64, permissions: &str, dm: Option<u64>) -> Value {
    let iid = id();
    let mut i = json!({
        "id": iid.to_string(), "application_id": APP_ID.to_string(), "type": kind,
        "token": format!("token-{iid}"), "version": 1, "locale": "en-US",
        "entitlements": [], "attachment_size_limit": 8_388_608,
    });
    match dm {
        Some(channel) => {
            i["channel_id"] = json!(channel.to_string());
            i["user"] = user(user_id);
        }
        None => {
            i["channel_id"] = json!(CHANNEL.to_string());
            i["guild_id"] = json!(GUILD.to_string());
            i["guild_locale"] = json!("en-US");
            i["member"] = member(user_id, permissions);
            i["app_permissions"] = json!(ALL_PERMISSIONS);
        }
    }
    i
}

/// A slash command `/name` with `options` (e.g. `[{"name":"ruleset","type":3,"value":"chess"}]`)
/// used by `user` in the guild channel, holding `permissions`.
pub fn slash_command(name: &str, options: Value, user_id: u64, permissions: &str) -> Value {
    let mut i = interaction(2, user_id, permissions, None);
    i["data"] = json!({"id": id().to_string(), "name": name, "type": 1, "options": options});
    i
}

/// `user` pressing the button `custom_id` under a bot message in the guild channel, or in
/// the DM channel `dm`.
pub fn button_click(custom_id: &str, user_id: u64, dm: Option<u64>) -> Value {
    component(
        user_id,
        dm,
        json!({"custom_id": custom_id, "component_type": 2}),
    )
}

/// `user` choosing `values` in the string select menu `custom_id`.
pub fn string_select(custom_id: &str, values: &[&str], user_id: u64, dm: Option<u64>) -> Value {
    component(
        user_id,
        dm,
        json!({"custom_id": custom_id, "component_type": 3, "values": values}),
    )
}

fn component(user_id: u64, dm: Option<u64>, data: Value) -> Value {
    let mut i = interaction(3, user_id, ALL_PERMISSIONS, dm);
    let bot = json!({"id": APP_ID.to_string(), "username": super::BOT_NAME, "bot": true});
    let channel = dm.unwrap_or(CHANNEL);
    let guild = if dm.is_some() { None } else { Some(GUILD) };
    i["message"] = message(id(), channel, guild, bot, "", Vec::new());
    i["data"] = data;
    i
}

/// `d` moved to channel `channel` (a message, or an interaction and its message).
pub fn in_channel(mut d: Value, channel: u64) -> Value {
    d["channel_id"] = json!(channel.to_string());
    if d["message"].is_object() {
        d["message"]["channel_id"] = json!(channel.to_string());
    }
    d
}

/// `d` with the id `id` (interactions also get the matching token).
pub fn with_id(mut d: Value, id: u64) -> Value {
    d["id"] = json!(id.to_string());
    if d["token"].is_string() {
        d["token"] = json!(format!("token-{id}"));
    }
    d
}

/// The bot's role in the test server: every permission the invite link asks for.
pub const BOT_ROLE: u64 = 3001;
/// Roles a test may give a member (none with a permission): a moderator role set by
/// `/config modrole`, a club playing as a team.
pub const PLAIN_ROLES: [u64; 2] = [7700, 7701];
/// What `@everyone` may do in the test server, as on a new Discord server: view, send,
/// read history, react, embed, attach, threads and slash commands, not Manage Messages.
pub const EVERYONE_PERMISSIONS: u64 = (1 << 10)
    | (1 << 11)
    | (1 << 14)
    | (1 << 15)
    | (1 << 16)
    | (1 << 6)
    | (1 << 31)
    | (1 << 35)
    | (1 << 38);
/// The permissions the bot's invite link asks for (chakbot's `INVITE_PERMISSIONS`).
pub const BOT_PERMISSIONS: u64 = 380_104_731_712;

fn role(id: u64, name: &str, permissions: u64) -> Value {
    json!({"id": id.to_string(), "name": name, "color": 0,
           "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
           "hoist": false, "managed": id == BOT_ROLE, "mentionable": false,
           "permissions": permissions.to_string(), "position": 0, "icon": null,
           "unicode_emoji": null})
}

/// A text channel of the test server, the bot denied `denied` there by an overwrite.
pub fn text_channel(id: u64, denied: u64) -> Value {
    let overwrites = if denied == 0 {
        json!([])
    } else {
        json!([{"id": APP_ID.to_string(), "type": 1, "allow": "0", "deny": denied.to_string()}])
    };
    json!({"id": id.to_string(), "type": 0, "guild_id": GUILD.to_string(),
           "name": format!("channel {id}"), "position": 0, "permission_overwrites": overwrites})
}

/// A public thread of the test server opened in `parent`.
pub fn thread_channel(parent: u64, id: u64, name: &Value) -> Value {
    json!({"id": id.to_string(), "type": 11, "guild_id": GUILD.to_string(),
           "parent_id": parent.to_string(), "name": name,
           "thread_metadata": {"archived": false, "auto_archive_duration": 1440,
                               "archive_timestamp": TIMESTAMP, "locked": false}})
}

/// GUILD_CREATE of the test server, as Discord sends it after READY: its roles, the bot's
/// member, `channels` (text channels) and `threads`.
pub fn guild_create(channels: Vec<Value>, threads: Vec<Value>) -> Value {
    let mut roles = vec![
        role(GUILD, "@everyone", EVERYONE_PERMISSIONS),
        role(BOT_ROLE, "chakbot", BOT_PERMISSIONS),
    ];
    roles.extend(
        PLAIN_ROLES
            .iter()
            .map(|&r| role(r, &format!("role {r}"), 0)),
    );
    let mut bot = json!({"user": {"id": APP_ID.to_string(), "username": super::BOT_NAME,
                                  "discriminator": "0", "bot": true},
                         "roles": [BOT_ROLE.to_string()], "deaf": false, "mute": false,
                         "flags": 0, "joined_at": TIMESTAMP});
    bot["guild_id"] = json!(GUILD.to_string());
    json!({
        "id": GUILD.to_string(), "name": "test server", "icon": null, "owner_id": "1",
        "verification_level": 0, "default_message_notifications": 0,
        "explicit_content_filter": 0, "roles": roles, "emojis": [], "features": [],
        "mfa_level": 0, "system_channel_flags": 0, "premium_tier": 0,
        "preferred_locale": "en-US", "nsfw_level": 0, "stickers": [],
        "premium_progress_bar_enabled": false, "joined_at": TIMESTAMP, "large": false,
        "member_count": 1, "voice_states": [], "members": [bot], "channels": channels,
        "threads": threads, "presences": [], "stage_instances": [],
        "guild_scheduled_events": [],
    })
}
