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
    // Private answers: the user's setting, else their Discord locale, else the server's.
    assert_eq!(Lang::choose(None, Some(Lang::En), Some("fr-FR")), Lang::Fr);
    assert_eq!(Lang::choose(None, Some(Lang::De), Some("ja")), Lang::De);
    assert_eq!(Lang::choose(Some(Lang::En), Some(Lang::De), Some("fr")), Lang::En);
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
        let en = help::rules(Lang::En, Some(rs));
        let fr = help::rules(Lang::Fr, Some(rs));
        assert!(en.len() > 80 && fr.len() > 80 && en != fr, "{rs}");
    }
    let chakart = help::rules(Lang::En, Some(RuleSet::Chakart));
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
    let fr = help::rules(Lang::Fr, Some(RuleSet::Chakart));
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
    let list = help::rules(Lang::Fr, None);
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
    for (key, text) in &en {
        assert_ne!(Some(text), fr.get(key), "{key} is not translated");
    }
}

#[test]
fn lang_is_stored_as_its_code() {
    assert_eq!(serde_json::to_string(&Lang::Fr).unwrap(), "\"fr\"");
    assert_eq!(serde_json::from_str::<Lang>("\"en\"").unwrap(), Lang::En);
}
