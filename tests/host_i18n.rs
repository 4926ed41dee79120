//! English and French: the two .ftl files have the same keys, every key the code uses
//! exists, nothing is unused; locales map to languages; help and rules texts exist.

use chakbot::host::i18n::{ftl_keys, keys, problems, tr, Lang, SOURCES};
use chakbot::host::table::{self, Access};
use chakbot::host::{help, slash};
use chakbot::rules::RuleSet;
use std::collections::BTreeSet;

fn key_set(lang: Lang) -> BTreeSet<String> {
    let (_, source) = SOURCES.iter().find(|(l, _)| *l == lang).unwrap();
    let list = ftl_keys(source);
    let set: BTreeSet<String> = list.iter().cloned().collect();
    assert_eq!(set.len(), list.len(), "{lang}: a key is defined twice");
    set
}

#[test]
fn ftl_files_parse_and_have_the_same_keys() {
    assert_eq!(problems(), Vec::<String>::new());
    let en = key_set(Lang::En);
    let fr = key_set(Lang::Fr);
    let only_en: Vec<_> = en.difference(&fr).collect();
    let only_fr: Vec<_> = fr.difference(&en).collect();
    assert!(only_en.is_empty(), "missing in fr.ftl: {only_en:?}");
    assert!(only_fr.is_empty(), "missing in en.ftl: {only_fr:?}");
    let by_ruleset = chakbot::host::i18n::ruleset_keys();
    let used: BTreeSet<String> = keys::ALL
        .iter()
        .map(|k| k.to_string())
        .chain(by_ruleset.iter().cloned())
        .collect();
    assert_eq!(
        used.len(),
        keys::ALL.len() + by_ruleset.len(),
        "a key constant is listed twice"
    );
    let missing: Vec<_> = used.difference(&en).collect();
    let unused: Vec<_> = en.difference(&used).collect();
    assert!(missing.is_empty(), "used but not defined: {missing:?}");
    assert!(unused.is_empty(), "defined but never used: {unused:?}");
}

#[test]
fn slash_descriptions_exist_and_fit() {
    let en = key_set(Lang::En);
    let mut all = Vec::new();
    for c in table::slash_commands() {
        all.push(c.description);
        all.extend(c.options.iter().map(|o| o.description));
    }
    all.extend(slash::GROUPS.iter().map(|(_, k)| *k));
    for key in all {
        assert!(en.contains(key), "{key}");
        for lang in Lang::ALL {
            let text = tr(lang, key, &[]);
            assert!(
                !text.is_empty() && text.chars().count() <= 100,
                "{key} {lang}: {text}"
            );
        }
    }
}

#[test]
fn locales_choose_a_language() {
    for (locale, want) in [
        ("fr", Some(Lang::Fr)),
        ("fr-FR", Some(Lang::Fr)),
        ("fr_CA", Some(Lang::Fr)),
        ("FR", Some(Lang::Fr)),
        ("en", Some(Lang::En)),
        ("en-US", Some(Lang::En)),
        ("en-GB", Some(Lang::En)),
        ("de", Some(Lang::De)),
        ("es", None),
        ("", None),
        ("français", Some(Lang::Fr)),
    ] {
        assert_eq!(Lang::from_locale(locale), want, "{locale}");
    }
    assert_eq!(Lang::choose(None, None, Some("fr-FR")), Lang::Fr);
    assert_eq!(Lang::choose(None, Some(Lang::En), Some("fr-FR")), Lang::En);
    assert_eq!(Lang::choose(Some(Lang::Fr), Some(Lang::En), None), Lang::Fr);
    assert_eq!(Lang::choose(None, None, Some("ja")), Lang::En);
}

#[test]
fn a_missing_key_falls_back_to_the_key() {
    assert_eq!(tr(Lang::Fr, "no-such-key", &[]), "no-such-key");
}

#[test]
fn help_covers_every_command_in_both_languages() {
    for lang in Lang::ALL {
        let overview = table::help(lang, None);
        for c in table::listed(Access::Player)
            .iter()
            .chain(&table::listed(Access::Moderator))
        {
            assert!(overview.contains(&format!("`{c}`")), "{lang}: {c}");
            let one = table::help(lang, Some(c));
            assert!(one.contains(c), "{lang}: {one}");
            // Each command has its own description (not the fallback).
            assert!(
                !one.contains(&tr(lang, keys::HELP_MORE, &[])),
                "{lang}: {c}: {one}"
            );
        }
    }
    assert!(table::help(Lang::Fr, None).contains("Commandes"));
    assert!(table::help(Lang::En, Some("challenge")).contains("`challenge <ruleset>"));
}

#[test]
fn rules_texts_in_both_languages() {
    for rs in RuleSet::ALL {
        let en = help::rules(Lang::En, Some(rs), None);
        let fr = help::rules(Lang::Fr, Some(rs), None);
        assert!(en.len() > 80 && fr.len() > 80 && en != fr, "{rs}");
    }
    let chakart = help::rules(Lang::En, Some(RuleSet::Chakart), None);
    for word in [
        "mushroom",
        "banana",
        "bomb",
        "egg",
        "stealth",
        "direct message",
        "shell",
    ] {
        assert!(chakart.contains(word), "{word}");
    }
    let fr = help::rules(Lang::Fr, Some(RuleSet::Chakart), None);
    for word in [
        "champignon",
        "banane",
        "bombe",
        "œuf",
        "secret",
        "message privé",
        "carapace",
    ] {
        assert!(fr.contains(word), "{word}");
    }
    let list = help::rules(Lang::Fr, None, None);
    for rs in RuleSet::ALL {
        assert!(list.contains(rs.id()));
    }
}

/// Each message's raw text, by key.
fn blocks(source: &str) -> std::collections::BTreeMap<String, String> {
    let mut out = std::collections::BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            if let Some((k, v)) = line.split_once('=') {
                let k = k.trim().to_string();
                out.insert(k.clone(), v.to_string());
                current = Some(k);
                continue;
            }
        }
        if line.starts_with(' ') {
            if let Some(k) = &current {
                out.entry(k.clone()).or_default().push_str(line);
            }
        } else {
            current = None;
        }
    }
    out
}

#[test]
fn french_is_translated() {
    let en = blocks(SOURCES[0].1);
    let fr = blocks(SOURCES[1].1);
    // A proper name is the same in both languages.
    let same = ["ruleset-name-chakart"];
    for (key, text) in en.iter().filter(|(k, _)| !same.contains(&k.as_str())) {
        assert_ne!(Some(text), fr.get(key), "{key} is not translated");
    }
}

#[test]
fn lang_is_stored_as_its_code() {
    assert_eq!(serde_json::to_string(&Lang::Fr).unwrap(), "\"fr\"");
    assert_eq!(serde_json::from_str::<Lang>("\"en\"").unwrap(), Lang::En);
}

#[test]
fn rules_sections_explain_chakart_in_every_language() {
    use chakbot::host::i18n::rules_sections;
    for rs in RuleSet::ALL {
        for &s in rules_sections(rs) {
            let texts: Vec<String> = Lang::ALL
                .iter()
                .map(|&l| help::rules(l, Some(rs), Some(s)))
                .collect();
            for t in &texts {
                assert!(t.len() > 200 && !t.contains("rules-"), "{rs} {s}: {t}");
            }
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{rs} {s}");
        }
    }
    let eggs = help::rules(Lang::En, Some(RuleSet::Chakart), Some("eggs"));
    let effects = [
        "King Boo", "Koopa", "Toadette", "Chomp", "Daisy", "Bowser", "Luigi", "Waluigi",
    ];
    for e in effects {
        assert!(eggs.contains(e), "{e}");
        assert!(help::rules(Lang::Fr, Some(RuleSet::Chakart), Some("eggs")).contains(e));
    }
    let items = help::rules(Lang::En, Some(RuleSet::Chakart), Some("items"));
    for w in [
        "pawn", "mushroom", "knight", "egg", "rook", "banana", "bishop", "bomb",
    ] {
        assert!(items.contains(w), "{w}");
    }
    let items = help::rules(Lang::Fr, Some(RuleSet::Chakart), Some("items"));
    for w in [
        "pion",
        "champignon",
        "cavalier",
        "œuf",
        "tour",
        "banane",
        "fou",
        "bombe",
    ] {
        assert!(items.contains(w), "{w}");
    }
    let summary = help::rules(Lang::En, Some(RuleSet::Chakart), None);
    assert!(summary.contains("`rules chakart stealth`"), "{summary}");
    assert!(rules_sections(RuleSet::Chess).is_empty());
}

/// French typography in the help and rules texts: a non-breaking space (never a plain
/// one) before `:`, `;`, `!` and `?`.
#[test]
fn french_help_and_rules_follow_french_typography() {
    use chakbot::host::i18n::rules_sections;
    let mut texts = vec![
        help::rules(Lang::Fr, None, None),
        table::help_for(Lang::Fr, Some("settings"), true, false),
    ];
    for rs in RuleSet::ALL {
        texts.push(help::rules(Lang::Fr, Some(rs), None));
        for &s in rules_sections(rs) {
            texts.push(help::rules(Lang::Fr, Some(rs), Some(s)));
        }
    }
    for t in texts {
        for p in [" :", " ;", " !", " ?"] {
            assert!(!t.contains(p), "plain space before {p}: {t}");
        }
    }
}

#[test]
fn help_shows_each_reader_what_they_may_use() {
    let moderator = table::help_for(Lang::En, None, true, true);
    for c in table::moderator_commands() {
        assert!(moderator.contains(&format!("`{c}`")), "{c}: {moderator}");
    }
    assert!(table::moderator_commands().len() >= 14);
    let player = table::help_for(Lang::En, None, true, false);
    assert!(!player.contains("`config clock`"), "{player}");
    let settings = table::help_for(Lang::De, Some("settings"), true, false);
    for t in chakbot::render::Theme::ALL {
        assert!(settings.contains(&format!("`{}`", t.name())), "{settings}");
    }
    assert_eq!(table::suggest("unbam", false), None);
    assert_eq!(table::suggest("unbam", true), Some("unban"));
    assert_eq!(table::suggest("resing", false), Some("resign"));
}

#[test]
fn rule_set_names_and_lists_come_from_rule_set_all() {
    use chakbot::host::i18n::{ruleset_ids, ruleset_name};
    for rs in RuleSet::ALL {
        for lang in Lang::ALL {
            let name = ruleset_name(lang, rs);
            assert!(
                !name.is_empty() && !name.starts_with("ruleset-name"),
                "{rs} {lang}"
            );
        }
        assert!(ruleset_ids().contains(&format!("`{}`", rs.id())));
    }
    assert_eq!(ruleset_name(Lang::Fr, RuleSet::Koopa), "Échecs Koopa");
    let err = chakbot::host::command::CommandError::RuleSet("go".into());
    for lang in Lang::ALL {
        let msg = err.message(lang);
        for rs in RuleSet::ALL {
            assert!(msg.contains(&format!("`{}`", rs.id())), "{lang}: {msg}");
        }
    }
}
