//! Discord events as host [`Input`]s: chat messages, slash commands, button presses and
//! select answers. The Discord message or interaction id is the event id, so the host
//! applies a replayed event once, even after a restart.

use super::commands::words_and_options;
use crate::game::Timestamp;
use crate::host::{Author, Body, Input, Origin};
use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, GuildId, Member,
    Message, PartialMember, Permissions, User, UserId,
};

/// Manage Messages, Manage Server or Administrator make a moderator.
fn moderates(p: Option<Permissions>) -> bool {
    p.is_some_and(|p| {
        p.intersects(
            Permissions::MANAGE_MESSAGES | Permissions::MANAGE_GUILD | Permissions::ADMINISTRATOR,
        )
    })
}

fn author(user: &User, moderator: bool, roles: Vec<String>, locale: Option<String>) -> Author {
    Author {
        id: user.id.get().to_string(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        moderator,
        roles,
        locale,
    }
}

fn origin(guild: Option<GuildId>, channel: u64) -> Origin {
    match guild {
        Some(g) => Origin::Channel {
            server: g.get().to_string(),
            channel: channel.to_string(),
        },
        None => Origin::Dm,
    }
}

/// Removes the mentions of the bot (`<@id>`, `<@!id>`); true if there was one.
pub fn strip_mention(text: &str, bot: Option<UserId>) -> (String, bool) {
    let Some(bot) = bot else {
        return (text.to_string(), false);
    };
    let mut out = text.to_string();
    let mut addressed = false;
    for m in [format!("<@{bot}>"), format!("<@!{bot}>")] {
        if out.contains(&m) {
            addressed = true;
            out = out.replace(&m, " ");
        }
    }
    // A challenge keeps the bot's mentions after its command word: the bot itself is
    // the opponent, a game against the computer (issue 17).
    let first = out
        .trim_start()
        .trim_start_matches('!')
        .split_whitespace()
        .next();
    if first
        .and_then(crate::host::table::command_word)
        .is_some_and(|e| e.name == "challenge")
    {
        let mut rest = text.trim_start();
        for m in [format!("<@{bot}>"), format!("<@!{bot}>")] {
            if let Some(after) = rest.strip_prefix(&m) {
                rest = after;
            }
        }
        let kept = rest.replace(&format!("<@!{bot}>"), &format!("<@{bot}>"));
        return (kept.trim().to_string(), addressed);
    }
    (out.trim().to_string(), addressed)
}

/// A chat message received `at` (not the bot's or another bot's: `None` for those).
pub fn message(msg: &Message, bot: Option<UserId>, at: Timestamp) -> Option<Input> {
    if msg.author.bot || Some(msg.author.id) == bot {
        return None;
    }
    let (text, addressed) = strip_mention(&msg.content, bot);
    let member: Option<&PartialMember> = msg.member.as_deref();
    let roles = member
        .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
        .unwrap_or_default();
    let moderator = moderates(member.and_then(|m| m.permissions));
    Some(Input {
        event_id: msg.id.get().to_string(),
        at,
        author: author(&msg.author, moderator, roles, None),
        origin: origin(msg.guild_id, msg.channel_id.get()),
        body: Body::Text { text, addressed },
    })
}

fn member_author(user: &User, member: Option<&Member>, locale: &str) -> Author {
    let roles = member
        .map(|m| m.roles.iter().map(|r| r.get().to_string()).collect())
        .unwrap_or_default();
    let moderator = moderates(member.and_then(|m| m.permissions));
    author(user, moderator, roles, Some(locale.to_string()))
}

/// A slash command received `at`.
pub fn command(cmd: &CommandInteraction, at: Timestamp) -> Input {
    let (name, options) = words_and_options(&cmd.data.name, &cmd.data.options);
    Input {
        event_id: cmd.id.get().to_string(),
        at,
        author: member_author(&cmd.user, cmd.member.as_deref(), &cmd.locale),
        origin: origin(cmd.guild_id, cmd.channel_id.get()),
        body: Body::Slash { name, options },
    }
}

/// `ck:choose:12:p2` (the third menu of a long choice) → `ck:choose:12`.
pub fn base_custom_id(custom_id: &str) -> &str {
    match custom_id.rsplit_once(':') {
        Some((base, page))
            if page.len() > 1
                && page.starts_with('p')
                && page[1..].bytes().all(|b| b.is_ascii_digit()) =>
        {
            base
        }
        _ => custom_id,
    }
}

/// A button press or a select answer received `at` (`None` for other component kinds).
pub fn component(c: &ComponentInteraction, at: Timestamp) -> Option<Input> {
    let custom_id = base_custom_id(&c.data.custom_id).to_string();
    let body = match &c.data.kind {
        ComponentInteractionDataKind::Button => Body::Button { custom_id },
        ComponentInteractionDataKind::StringSelect { values } => Body::Select {
            custom_id,
            values: values.clone(),
        },
        _ => return None,
    };
    Some(Input {
        event_id: c.id.get().to_string(),
        at,
        author: member_author(&c.user, c.member.as_ref(), &c.locale),
        origin: origin(c.guild_id, c.channel_id.get()),
        body,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_of_the_bot_are_removed() {
        let bot = Some(UserId::new(1000));
        assert_eq!(
            strip_mention("<@1000> board", bot),
            ("board".to_string(), true)
        );
        assert_eq!(strip_mention("<@!1000>e4", bot), ("e4".to_string(), true));
        // A challenge to the bot itself keeps it as the opponent.
        assert_eq!(
            strip_mention("<@1000> challenge chess <@!1000> level=2", bot),
            ("challenge chess <@1000> level=2".to_string(), true)
        );
        assert_eq!(
            strip_mention("!challenge chess <@1000>", bot),
            ("!challenge chess <@1000>".to_string(), true)
        );
        assert_eq!(
            strip_mention("hi <@2000>", bot),
            ("hi <@2000>".to_string(), false)
        );
    }

    #[test]
    fn page_suffixes_are_dropped() {
        assert_eq!(base_custom_id("ck:choose:12:p2"), "ck:choose:12");
        assert_eq!(base_custom_id("ck:choose:12"), "ck:choose:12");
        assert_eq!(base_custom_id("ck:accept:p"), "ck:accept:p");
    }
}
