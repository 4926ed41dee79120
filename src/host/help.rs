//! The `help` and `rules <ruleset>` texts, in English and French.

use super::command::{usage, MODERATOR_COMMANDS, PLAYER_COMMANDS};
use super::i18n::{keys, tr, Lang};
use super::slash;
use crate::rules::RuleSet;

/// The description key of a canonical command name (shared with the slash commands).
fn description_key(command: &str) -> &'static str {
    let words = match command {
        "mod" => return keys::SLASH_MOD,
        "config" => return keys::SLASH_CONFIG,
        "adjudicate" => "mod adjudicate",
        "void" => "mod void",
        "ban" => "mod ban",
        "unban" => "mod unban",
        "modlog" => "mod log",
        "peek" => "mod peek",
        other => other,
    };
    slash::find(words).map_or(keys::HELP_MORE, |c| c.description)
}

/// `help` (overview) or `help <command>` (its syntax and what it does).
///
/// ```
/// use chakbot::host::{help, i18n::Lang};
/// assert!(help::help(Lang::En, Some("challenge")).contains("challenge <ruleset>"));
/// ```
pub fn help(lang: Lang, command: Option<&str>) -> String {
    match command {
        Some(c) => tr(
            lang,
            keys::HELP_USAGE,
            &[
                ("command", c.into()),
                ("usage", usage(c).into()),
                ("description", tr(lang, description_key(c), &[]).into()),
            ],
        ),
        None => {
            let list = |names: &[&str]| {
                names
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            [
                tr(lang, keys::HELP_INTRO, &[]),
                tr(
                    lang,
                    keys::HELP_PLAYERS,
                    &[("list", list(PLAYER_COMMANDS).into())],
                ),
                tr(
                    lang,
                    keys::HELP_MODERATORS,
                    &[("list", list(MODERATOR_COMMANDS).into())],
                ),
                tr(lang, keys::HELP_MORE, &[]),
            ]
            .join("\n")
        }
    }
}

/// `rules <ruleset>`: a short summary; `rules` alone lists the rule sets.
pub fn rules(lang: Lang, ruleset: Option<RuleSet>) -> String {
    let key = match ruleset {
        None => {
            let list = RuleSet::ALL
                .iter()
                .map(|r| format!("`{}` ({})", r.id(), r.title()))
                .collect::<Vec<_>>()
                .join(", ");
            return tr(lang, keys::RULES_LIST, &[("list", list.into())]);
        }
        Some(RuleSet::Chess) => keys::RULES_CHESS,
        Some(RuleSet::Maharaja) => keys::RULES_MAHARAJA,
        Some(RuleSet::Koopa) => keys::RULES_KOOPA,
        Some(RuleSet::Chakart) => keys::RULES_CHAKART,
        Some(RuleSet::Chakart2020) => keys::RULES_CHAKART_2020,
    };
    tr(lang, key, &[])
}
