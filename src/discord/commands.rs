//! Slash commands: built from the host's specs ([`crate::host::table::slash_commands`]) and
//! registered globally or in one test server; an interaction's name and options turned
//! back into what [`crate::host::Body::Slash`] expects.

use super::retry::{retry, RetryPolicy};
use crate::host::reading::slash::{self, OptionKind, SlashCommand, SlashOption};
use crate::host::table;
use crate::host::words::i18n::{tr, Lang};
use serenity::all::{
    Command, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, GuildId, Http, Permissions,
};

/// A description in English, and its localization in every other language the bot
/// speaks, by Discord locale (Discord: 1 to 100 chars).
fn described(key: &str) -> (String, Vec<(&'static str, String)>) {
    let cap = |s: String| s.chars().take(100).collect::<String>();
    let others = Lang::ALL
        .into_iter()
        .filter(|l| *l != Lang::En)
        .map(|l| (l.code(), cap(tr(l, key, &[]))))
        .collect();
    (cap(tr(Lang::En, key, &[])), others)
}

fn option(o: &SlashOption) -> CreateCommandOption {
    let kind = match o.kind {
        OptionKind::String => CommandOptionType::String,
        OptionKind::User => CommandOptionType::User,
        OptionKind::Role => CommandOptionType::Role,
        OptionKind::Boolean => CommandOptionType::Boolean,
    };
    let (en, others) = described(o.description);
    let mut opt = CreateCommandOption::new(kind, o.name, en).required(o.required);
    for (locale, text) in others {
        opt = opt.description_localized(locale, text);
    }
    for choice in o.choices {
        opt = opt.add_string_choice(*choice, *choice);
    }
    if o.autocomplete {
        opt = opt.set_autocomplete(true);
    }
    opt
}

fn top_level(name: &str, description: &str, moderator: bool) -> CreateCommand {
    let (en, others) = described(description);
    let mut cmd = CreateCommand::new(name).description(en);
    for (locale, text) in others {
        cmd = cmd.description_localized(locale, text);
    }
    if moderator {
        cmd = cmd
            .default_member_permissions(Permissions::MANAGE_MESSAGES)
            .dm_permission(false);
    }
    cmd
}

/// Every slash command as Discord registers it: one command per spec, and the `mod` and
/// `config` groups with their subcommands.
pub fn definitions() -> Vec<CreateCommand> {
    let mut out = Vec::new();
    let mut done: Vec<&str> = Vec::new();
    for spec in table::slash_commands() {
        let group = spec.group();
        if spec.subcommand().is_none() {
            let mut cmd = top_level(group, spec.description, spec.moderator);
            for o in spec.options {
                cmd = cmd.add_option(option(o));
            }
            out.push(cmd);
            continue;
        }
        if done.contains(&group) {
            continue;
        }
        done.push(group);
        let description = slash::GROUPS
            .iter()
            .find(|(g, _)| *g == group)
            .map_or(spec.description, |(_, d)| *d);
        let members: Vec<&SlashCommand> = table::slash_commands()
            .into_iter()
            .filter(|c| c.group() == group)
            .collect();
        let moderator = members.iter().all(|c| c.moderator);
        let mut cmd = top_level(group, description, moderator);
        for sub in members {
            let (en, others) = described(sub.description);
            let mut s = CreateCommandOption::new(
                CommandOptionType::SubCommand,
                sub.subcommand().unwrap_or_default(),
                en,
            );
            for (locale, text) in others {
                s = s.description_localized(locale, text);
            }
            for o in sub.options {
                s = s.add_sub_option(option(o));
            }
            cmd = cmd.add_option(s);
        }
        out.push(cmd);
    }
    out
}

/// Registers [`definitions`] globally, or in `guild` only. Retried on passing failures;
/// a failure is logged, not fatal (chat, buttons and DMs still work).
pub async fn register(http: &Http, guild: Option<u64>) {
    let commands = definitions();
    let count = commands.len();
    let registered = retry(RetryPolicy::DEFAULT, "registering slash commands", || {
        let commands = commands.clone();
        async move {
            match guild {
                Some(g) => GuildId::new(g).set_commands(http, commands).await,
                None => Command::set_global_commands(http, commands).await,
            }
        }
    })
    .await;
    match registered {
        Ok(_) => tracing::info!("registered {count} slash commands"),
        Err(err) => tracing::warn!("registering slash commands failed: {err}"),
    }
}

/// The command words (`"mod abort"`) and options of an interaction, values as text
/// (user and role ids as plain numbers).
pub fn words_and_options(
    name: &str,
    options: &[CommandDataOption],
) -> (String, Vec<(String, String)>) {
    let mut words = name.to_string();
    let mut out = Vec::new();
    for o in options {
        match &o.value {
            CommandDataOptionValue::SubCommand(inner)
            | CommandDataOptionValue::SubCommandGroup(inner) => {
                let (sub, opts) = words_and_options(&o.name, inner);
                words.push(' ');
                words.push_str(&sub);
                out.extend(opts);
            }
            value => {
                if let Some(text) = value_text(value) {
                    out.push((o.name.clone(), text));
                }
            }
        }
    }
    (words, out)
}

fn value_text(value: &CommandDataOptionValue) -> Option<String> {
    Some(match value {
        CommandDataOptionValue::String(s) => s.clone(),
        CommandDataOptionValue::Autocomplete { value, .. } => value.clone(),
        CommandDataOptionValue::Integer(n) => n.to_string(),
        CommandDataOptionValue::Number(n) => n.to_string(),
        CommandDataOptionValue::Boolean(b) => b.to_string(),
        CommandDataOptionValue::User(u) => u.get().to_string(),
        CommandDataOptionValue::Role(r) => r.get().to_string(),
        CommandDataOptionValue::Channel(c) => c.get().to_string(),
        CommandDataOptionValue::Mentionable(m) => m.get().to_string(),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spec_is_registered_once_as_a_command_or_subcommand() {
        let defs = serde_json::to_value(definitions()).expect("serializable");
        let defs = defs.as_array().expect("an array");
        let mut names: Vec<String> = Vec::new();
        for d in defs {
            let top = d["name"].as_str().unwrap_or_default().to_string();
            let subs: Vec<String> = d["options"]
                .as_array()
                .map(|o| {
                    o.iter()
                        .filter(|o| o["type"] == 1)
                        .map(|o| format!("{top} {}", o["name"].as_str().unwrap_or_default()))
                        .collect()
                })
                .unwrap_or_default();
            if subs.is_empty() {
                names.push(top);
            } else {
                names.extend(subs);
            }
        }
        let mut want: Vec<String> = table::slash_commands()
            .iter()
            .map(|c| c.words.into())
            .collect();
        want.sort();
        names.sort();
        assert_eq!(names, want);
        assert!(defs.len() <= 100, "Discord allows 100 commands");
    }
}
