//! The `help` and `rules <ruleset>` texts, in English and French. The command lists and
//! usages come from the command table ([`crate::host::table::help`] puts them together).

use crate::host::words::i18n::{keys, rules_sections, ruleset_name, tr, Lang};
use crate::rules::RuleSet;

/// `help <command>`: its syntax and what it does (`description`: an i18n key).
pub fn topic(lang: Lang, command: &str, usage: &str, description: &str) -> String {
    tr(
        lang,
        keys::HELP_USAGE,
        &[
            ("command", command.into()),
            ("usage", usage.into()),
            ("description", tr(lang, description, &[]).into()),
        ],
    )
}

/// `help settings` adds the board themes, named in `lang` (names that `settings theme`
/// accepts), to the usage.
pub fn themes(lang: Lang) -> String {
    tr(
        lang,
        keys::HELP_THEMES,
        &[("list", crate::host::words::i18n::theme_list(lang).into())],
    )
}

/// `help` alone: the commands for everyone, then the moderators'. `typed_moves`: whether
/// players can type moves as plain messages (else they are pointed at `/move`).
pub fn overview(
    lang: Lang,
    players: &[String],
    moderators: &[String],
    typed_moves: bool,
) -> String {
    let intro = if typed_moves {
        keys::HELP_INTRO
    } else {
        keys::HELP_INTRO_SLASH
    };
    let list = |names: &[String]| {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let rulesets = RuleSet::ALL
        .iter()
        .map(|r| ruleset_name(lang, *r))
        .collect::<Vec<_>>()
        .join(", ");
    [
        tr(lang, intro, &[("rulesets", rulesets.into())]),
        tr(lang, keys::HELP_PLAYERS, &[("list", list(players).into())]),
        tr(
            lang,
            keys::HELP_MODERATORS,
            &[("list", list(moderators).into())],
        ),
        tr(lang, keys::HELP_MORE, &[]),
    ]
    .join("\n")
}

/// The i18n key of a rule set's summary: `rules-<id>`.
pub fn rules_key(ruleset: RuleSet) -> String {
    format!("rules-{}", ruleset.id())
}

/// `rules <ruleset> [section]`: a summary (with the sections it has) or one section;
/// `rules` alone lists the rule sets.
pub fn rules(lang: Lang, ruleset: Option<RuleSet>, section: Option<&str>) -> String {
    match (ruleset, section) {
        (Some(r), Some(s)) => return tr(lang, &format!("{}-{s}", rules_key(r)), &[]),
        (Some(r), None) if !rules_sections(r).is_empty() => {
            let rules = crate::host::words::i18n::command_word(lang, "rules");
            let list = rules_sections(r)
                .iter()
                .map(|s| {
                    let word = crate::host::words::i18n::rules_section_words(lang, s);
                    let shown = word.first().map_or(*s, String::as_str);
                    format!("`{rules} {} {shown}`", r.id())
                })
                .collect::<Vec<_>>()
                .join(", ");
            let more = tr(lang, keys::RULES_SECTIONS, &[("list", list.into())]);
            return format!("{}\n{more}", tr(lang, &rules_key(r), &[]));
        }
        _ => {}
    }
    match ruleset {
        None => {
            let list = RuleSet::ALL
                .iter()
                .map(|r| format!("`{}` ({})", r.id(), ruleset_name(lang, *r)))
                .collect::<Vec<_>>()
                .join(", ");
            tr(lang, keys::RULES_LIST, &[("list", list.into())])
        }
        Some(r) => tr(lang, &rules_key(r), &[]),
    }
}
