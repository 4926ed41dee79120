//! English, French and German: the .ftl files have the same keys, every key the code uses
//! exists, nothing is unused; every message formats in every language with nothing left
//! over and no common English word in French or German; French typography and elision;
//! locales map to languages; help and rules texts exist.

use chakbot::host::reading::slash;
use chakbot::host::table::{self, Access};
use chakbot::host::words::help;
use chakbot::host::words::i18n::{ftl_keys, keys, problems, tr, Lang, SOURCES};
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
    for lang in [Lang::Fr, Lang::De] {
        let other = key_set(lang);
        let only_en: Vec<_> = en.difference(&other).collect();
        let only_other: Vec<_> = other.difference(&en).collect();
        assert!(only_en.is_empty(), "missing in {lang}.ftl: {only_en:?}");
        assert!(
            only_other.is_empty(),
            "in {lang}.ftl, not in en.ftl: {only_other:?}"
        );
    }
    let by_ruleset: Vec<String> = chakbot::host::words::i18n::ruleset_keys()
        .into_iter()
        .chain(chakbot::host::words::i18n::theme_keys())
        .chain(table::usage_keys())
        .chain(table::command_words_keys())
        .chain(chakbot::host::reading::subcommand_words_keys())
        .collect();
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
    assert_eq!(
        Lang::choose(Some(Lang::En), Some(Lang::De), Some("fr")),
        Lang::En
    );
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
            let word = table::word_in(lang, c);
            assert!(overview.contains(&format!("`{word}`")), "{lang}: {c}");
            let one = table::help(lang, Some(c));
            assert!(one.contains(&word), "{lang}: {one}");
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
    blocks_with(source, &[' '])
}

#[test]
fn french_is_translated() {
    let en = blocks(SOURCES[0].1);
    let fr = blocks(SOURCES[1].1);
    // A proper name is the same in both languages, so is a format with no words (a
    // vote's count, `e4 ×2`), and so is a usage line with nothing but command words and
    // typed values (`confirm`), and so is a word both languages share (`pause`).
    let same = [
        "ruleset-name-chakart",
        "subcommand-words-tournament-pause",
        "subcommand-words-challenge-fen",
        "subcommand-words-setting-orientation",
        "subcommand-words-setting-auto",
        "subcommand-words-config-orientation",
        "subcommand-words-challenge-vote",
        "host-team-tally-item",
        "host-team-window-seconds",
    ];
    let typed_only =
        |k: &str, text: &str| k.starts_with("usage-") && !text.contains(['<', '@', '#']);
    for (key, text) in en
        .iter()
        .filter(|(k, t)| !same.contains(&k.as_str()) && !typed_only(k, t))
    {
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
    use chakbot::host::words::i18n::rules_sections;
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
    use chakbot::host::words::i18n::rules_sections;
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
        let name = chakbot::host::words::i18n::theme_name(Lang::De, t);
        assert!(settings.contains(&format!("`{name}`")), "{settings}");
    }
    assert_eq!(table::suggest("unbam", false), None);
    assert_eq!(table::suggest("unbam", true), Some("unban"));
    assert_eq!(table::suggest("resing", false), Some("resign"));
}

#[test]
fn rule_set_names_and_lists_come_from_rule_set_all() {
    use chakbot::host::words::i18n::{ruleset_ids, ruleset_name};
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
    let err = chakbot::host::reading::command::CommandError::RuleSet("go".into());
    for lang in Lang::ALL {
        let msg = err.message(lang);
        for rs in RuleSet::ALL {
            assert!(msg.contains(&format!("`{}`", rs.id())), "{lang}: {msg}");
        }
    }
}

/// Every message of `lang`, formatted with each of its variables set to `value` (numbers
/// for counts), as (key, text).
fn every_message(lang: Lang, value: &str) -> Vec<(String, String)> {
    let en = whole_blocks(SOURCES[0].1);
    let (_, source) = SOURCES.iter().find(|(l, _)| *l == lang).unwrap();
    let own = whole_blocks(source);
    let mut out = Vec::new();
    for (key, text) in &en {
        let mut names: Vec<String> = Vec::new();
        let both = format!("{text} {}", own.get(key).cloned().unwrap_or_default());
        let mut rest = both.as_str();
        while let Some(i) = rest.find('$') {
            rest = &rest[i + 1..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if !names.contains(&name) {
                names.push(name);
            }
        }
        let args: Vec<(&str, chakbot::host::words::i18n::Arg)> = names
            .iter()
            .map(|n| {
                let v: chakbot::host::words::i18n::Arg = match n.as_str() {
                    "count" | "games" | "max" | "chars" | "turns" | "draws" | "total" | "shown"
                    | "rank" => 3.into(),
                    _ => value.to_string().into(),
                };
                (n.as_str(), v)
            })
            .collect();
        out.push((key.clone(), tr(lang, key, &args)));
    }
    out
}

/// Each message's whole source (selector lines and closing braces included), by key.
fn whole_blocks(source: &str) -> std::collections::BTreeMap<String, String> {
    blocks_with(source, &[' ', '}'])
}

/// Each message's text by key: its first line's value and the lines right after it that
/// start with one of `more`.
fn blocks_with(source: &str, more: &[char]) -> std::collections::BTreeMap<String, String> {
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
        match &current {
            Some(k) if line.starts_with(more) => {
                out.entry(k.clone())
                    .or_insert_with(String::new)
                    .push_str(line);
            }
            _ => current = None,
        }
    }
    out
}

/// Text outside `code`, „quotes“, "quotes" and « quotes » (names of lichess buttons are
/// quoted as lichess writes them).
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut skip: Option<char> = None;
    for c in text.chars() {
        match (skip, c) {
            (None, '`') => skip = Some('`'),
            (None, '„') => skip = Some('“'),
            (None, '«') => skip = Some('»'),
            (None, '"') => skip = Some('"'),
            (Some(end), c) if c == end => skip = None,
            (Some(_), _) => {}
            (None, c) => out.push(c),
        }
    }
    out
}

const ENGLISH_WORDS: &[&str] = &[
    "the",
    "and",
    "you",
    "your",
    "game",
    "games",
    "move",
    "moves",
    "is",
    "not",
    "with",
    "to",
    "of",
    "for",
    "please",
    "challenge",
    "board",
    "white",
    "black",
    "player",
    "wins",
    "turn",
    "time",
    "draw",
    "resign",
    "there",
    "this",
    "that",
    "no",
    "yes",
    "has",
    "have",
    "are",
    "can",
    "cannot",
    "chess",
    "rook",
    "bishop",
    "knight",
    "queen",
    "king",
    "pawn",
    "check",
    "checkmate",
    "stalemate",
    "castling",
    "capture",
    "here",
    "now",
    "or",
];

/// No message is missing, none keeps a `{ $placeholder }`, and no French or German
/// message contains a common English word (outside code and quoted lichess labels; the
/// variables are set to a word of the language itself).
#[test]
fn every_message_formats_in_every_language_without_english() {
    let mut english = Vec::new();
    for (lang, value) in [(Lang::En, "zed"), (Lang::Fr, "zoé"), (Lang::De, "zoé")] {
        for (key, text) in every_message(lang, value) {
            assert!(!text.is_empty(), "{lang} {key} is empty");
            assert_ne!(text, key, "{lang} {key} is missing");
            assert!(
                !text.contains('{') && !text.contains('$'),
                "{lang} {key} keeps a placeholder: {text}"
            );
            if lang == Lang::En {
                continue;
            }
            let prose = prose(&text);
            for word in prose
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| !w.is_empty())
            {
                // Proper names of the games stay as they are.
                if ["King", "Boo"].contains(&word) {
                    continue;
                }
                if ENGLISH_WORDS.contains(&word.to_lowercase().as_str()) {
                    english.push(format!("{lang} {key}: English word `{word}` in {text}"));
                }
            }
        }
    }
    assert!(english.is_empty(), "{}", english.join("\n"));
}

/// The variables a message's source uses (`$name`, in placeables, selectors and function
/// calls alike); the rule set's in-sentence forms (`$ruleset_to`, …) count as `$ruleset`.
fn variables(source: &str) -> BTreeSet<String> {
    source
        .split('$')
        .skip(1)
        .map(|rest| {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            match name.starts_with("ruleset_") {
                true => "ruleset".to_string(),
                false => name,
            }
        })
        .collect()
}

/// A translation says everything its English message says: every variable the English
/// uses (a date, a piece, a player) appears in the French and German messages too, so no
/// information is dropped in translation (German challenges once lost their expiry).
/// The exceptions write the same information out instead of taking it as a variable.
#[test]
fn translations_keep_every_variable_of_the_english() {
    const WRITTEN_OUT: [(&str, &str, &str); 4] = [
        (
            "de",
            "help-intro",
            "the rule sets are named in the sentence",
        ),
        (
            "de",
            "help-intro-slash",
            "the rule sets are named in the sentence",
        ),
        ("de", "err-ruleset", "the ids are listed in the sentence"),
        (
            "fr",
            "refusal-pinned",
            "`$pinner` is `$by` as the sentence's subject",
        ),
    ];
    let en = whole_blocks(SOURCES[0].1);
    let mut lost = Vec::new();
    for (lang, source) in &SOURCES[1..] {
        let own = whole_blocks(source);
        for (key, text) in &en {
            let Some(translated) = own.get(key) else {
                continue;
            };
            let code = lang.code();
            if WRITTEN_OUT.iter().any(|(l, k, _)| *l == code && k == key) {
                continue;
            }
            let missing: Vec<String> = variables(text)
                .difference(&variables(translated))
                .cloned()
                .collect();
            if !missing.is_empty() {
                lost.push(format!("{lang} {key} drops {missing:?}: {translated}"));
            }
        }
    }
    assert!(lost.is_empty(), "{}", lost.join("\n"));
}

/// French typography: a no-break space before : ; ! ? and inside « », the typographic
/// apostrophe (outside `code`), and "de" elided before a vowel (`Au tour d’alice`).
#[test]
fn french_typography_and_elision() {
    for (key, text) in every_message(Lang::Fr, "bob") {
        let prose = prose(&text);
        for bad in [" :", " ;", " !", " ?", "« ", " »"] {
            assert!(!prose.contains(bad), "fr {key}: `{bad}` in {text}");
        }
        assert!(
            !prose.contains('\''),
            "fr {key}: straight apostrophe in {text}"
        );
    }
    let to_move = |name: &str| tr(Lang::Fr, keys::HOST_TO_MOVE, &[("player", name.into())]);
    assert_eq!(to_move("alice"), "Au tour d’alice.");
    assert_eq!(to_move("Hugo"), "Au tour d’Hugo.");
    assert_eq!(to_move("bob"), "Au tour de bob.");
    let declined = tr(
        Lang::Fr,
        keys::HOST_CHALLENGE_DECLINED,
        &[
            ("player", "bob".into()),
            ("id", 4.into()),
            ("challenger", "Émile".into()),
        ],
    );
    assert_eq!(declined, "bob a refusé le défi n°4 d’Émile.");
    assert_eq!(tr(Lang::Fr, keys::HOST_SETTINGS_SAVED, &[]), "Enregistré.");
}

/// Every command's usage line is a message in every language: command words, typed
/// values and placeholders in the reader's words (what they type back works:
/// [`every_command_the_bot_tells_a_reader_to_type_works_in_their_language`]).
#[test]
fn usage_lines_are_messages_with_placeholders_in_the_readers_words() {
    let english_placeholders = [
        "<ruleset>",
        "[ruleset]",
        "@opponent",
        "#game",
        "@user",
        "[reason]",
        "[command]",
        "@role",
    ];
    for lang in Lang::ALL {
        let keys = key_set(lang);
        for e in table::TABLE {
            let key = table::usage_key(e.name);
            assert!(keys.contains(&key), "{lang}: {key} missing");
            let usage = table::usage(lang, e.name);
            let en = table::usage(Lang::En, e.name);
            // Each example starts with the same command, in the reader's word for it.
            let spans = |u: &str| -> Vec<String> {
                u.split('`')
                    .skip(1)
                    .step_by(2)
                    .map(|s| {
                        let first = s.split_whitespace().next().unwrap_or_default();
                        table::command_word(first)
                            .map_or(first, |e| e.name)
                            .to_string()
                    })
                    .collect()
            };
            if e.name != "move" {
                assert_eq!(spans(&usage), spans(&en), "{lang}: {usage}");
            }
            if lang != Lang::En {
                for p in english_placeholders {
                    assert!(!usage.contains(p), "{lang}: {p} in {usage}");
                }
            }
        }
    }
    assert!(
        table::usage(Lang::Fr, "ban").contains("`bannir @membre [terminer|geler|garder] [motif]`")
    );
    assert!(table::usage(Lang::De, "peek").contains("`einsehen <#Partie>`"));
    // The French move examples are in French notation.
    assert!(table::usage(Lang::Fr, "move").contains("`Cf3`"));
}

/// A rule set named inside a sentence takes the form the sentence needs: every
/// `$ruleset_<form>` a language uses is defined for every rule set in that language, and
/// no French sentence says "à Échecs" or "de Le Maharaja".
#[test]
fn rule_sets_read_right_inside_sentences() {
    use chakbot::host::words::i18n::{ruleset_args, ruleset_form, RULESET_FORMS};
    for (lang, source) in SOURCES {
        for form in RULESET_FORMS {
            if !source.contains(&format!("$ruleset_{form}")) {
                continue;
            }
            for rs in RuleSet::ALL {
                assert!(
                    ruleset_form(lang, rs, form).is_some(),
                    "{lang}: {rs} has no .{form}"
                );
            }
        }
    }
    let posted = |lang, rs| {
        let mut args = ruleset_args(lang, rs).to_vec();
        for k in ["id", "clock", "colors", "commitment", "expires"] {
            args.push((k, "x".into()));
        }
        args.push(("challenger", "alice".into()));
        args.push(("opponent", "bob".into()));
        tr(lang, keys::HOST_CHALLENGE_POSTED, &args)
    };
    assert!(posted(Lang::Fr, RuleSet::Chess).contains("alice défie bob aux échecs"));
    assert!(posted(Lang::Fr, RuleSet::Chakart).contains("alice défie bob au Chakart"));
    assert!(posted(Lang::Fr, RuleSet::Maharaja).contains("bob au Maharaja et les cipayes"));
    assert!(posted(Lang::De, RuleSet::Chess).contains("fordert bob zu einer Partie Schach heraus"));
    let mut open = ruleset_args(Lang::De, RuleSet::Maharaja).to_vec();
    for k in [
        "id",
        "challenger",
        "clock",
        "colors",
        "commitment",
        "expires",
    ] {
        open.push((k, "x".into()));
    }
    let open = tr(Lang::De, keys::HOST_CHALLENGE_OPEN, &open);
    assert!(
        open.contains("möchte eine Partie „Der Maharadscha und die Sepoys“ spielen"),
        "{open}"
    );
    assert!(posted(Lang::En, RuleSet::Koopa).contains("challenges bob to Koopa chess"));
    let fr_rs = |key: &str, rs| tr(Lang::Fr, key, &ruleset_args(Lang::Fr, rs));
    assert_eq!(
        fr_rs(keys::HOST_LEADERBOARD_EMPTY_RULESET, RuleSet::Koopa),
        "Aucune partie classée n’a encore été jouée aux échecs Koopa sur ce serveur."
    );
    assert!(fr_rs(keys::HOST_TAKEBACK_RANDOM, RuleSet::Chakart)
        .starts_with("Pas de reprise de coup au Chakart"));
    let de = tr(
        Lang::De,
        keys::HOST_TAKEBACK_RANDOM,
        &ruleset_args(Lang::De, RuleSet::Chakart2020),
    );
    assert!(
        de.starts_with("Keine Zugrücknahme bei Chakart (Ausgabe 2020):"),
        "{de}"
    );
    // Every French message that names a rule set, with every rule set: no "à" or "de"
    // before a name that needs its article.
    let fr = whole_blocks(SOURCES[1].1);
    for (key, text) in &fr {
        if !text.contains("$ruleset }") && !text.contains("$ruleset_") {
            continue;
        }
        for rs in RuleSet::ALL {
            let mut args = ruleset_args(Lang::Fr, rs).to_vec();
            let names: Vec<String> = text
                .split('$')
                .skip(1)
                .map(|s| {
                    s.chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect()
                })
                .filter(|n: &String| !n.starts_with("ruleset"))
                .collect();
            for k in &names {
                args.push((k.as_str(), 3.into()));
            }
            let text = tr(Lang::Fr, key, &args);
            for bad in [
                " à Échecs",
                " à Le ",
                " de Le ",
                " à Chakart",
                " de Échecs",
                "à Échecs Koopa",
            ] {
                assert!(!text.contains(bad), "{key} {rs}: {text}");
            }
        }
    }
}

/// Board themes are named in the reader's language; every printed name reads back.
#[test]
fn themes_are_named_in_the_readers_language_and_read_back() {
    use chakbot::host::words::i18n::{theme_from, theme_list, theme_name};
    use chakbot::render::Theme;
    assert_eq!(theme_list(Lang::Fr), "`marron`, `bleu`, `vert`");
    assert_eq!(theme_list(Lang::De), "`braun`, `blau`, `grün`");
    for lang in Lang::ALL {
        let help = table::help(lang, Some("settings"));
        for t in Theme::ALL {
            let name = theme_name(lang, t);
            assert!(help.contains(&format!("`{name}`")), "{lang}: {help}");
            assert_eq!(theme_from(&name), Some(t));
            assert_eq!(theme_from(&name.to_uppercase()), Some(t));
            assert_eq!(theme_from(t.name()), Some(t));
        }
    }
    assert_eq!(theme_from("plaid"), None);
}

/// Durations, clocks, moments and large numbers in each language's units and forms.
#[test]
fn durations_dates_and_numbers_per_language() {
    use chakbot::game::{TimeControl, Timestamp};
    use chakbot::host::words::i18n::{clock, number, time_left, utc_time};
    let c = |s: &str| -> TimeControl { s.parse().unwrap() };
    let cases = [
        (Lang::En, "3d", "3 d per move"),
        (Lang::Fr, "3d", "3\u{a0}j par coup"),
        (Lang::De, "3d", "3 Tg. pro Zug"),
        (Lang::Fr, "2h", "2\u{a0}h par coup"),
        (Lang::De, "2h", "2 Std. pro Zug"),
        (Lang::Fr, "90m", "90\u{a0}min par coup"),
        (Lang::De, "90m", "90 Min. pro Zug"),
        (Lang::Fr, "10+5", "10\u{a0}min + 5\u{a0}s"),
        (Lang::De, "30+0", "30 Min. + 0 Sek."),
        (Lang::En, "10+5", "10 min + 5 s"),
    ];
    for (lang, spec, text) in cases {
        assert_eq!(clock(lang, &c(spec)), text, "{lang} {spec}");
    }
    assert_eq!(time_left(Lang::Fr, 30 * 60_000), "30\u{a0}min");
    assert_eq!(time_left(Lang::De, 3 * 24 * 3_600_000), "3 Tg. 0 Std.");
    assert_eq!(time_left(Lang::De, 2 * 3_600_000), "2 Std. 00 Min.");
    let t = Timestamp(1_795_427_820_000);
    assert_eq!(utc_time(Lang::Fr, t), "23/11/2026 à 09:57 UTC");
    assert_eq!(utc_time(Lang::De, t), "23.11.2026, 09:57 UTC");
    assert_eq!(number(Lang::Fr, 1_234_567), "1\u{202f}234\u{202f}567");
    assert_eq!(number(Lang::De, 1_234_567), "1.234.567");
    assert_eq!(number(Lang::En, 1_234), "1,234");
    assert_eq!(number(Lang::Fr, 999), "999");
    // In a sentence: a rating's game count, with its plural.
    use chakbot::host::words::i18n::count;
    let line = |lang, n| {
        tr(
            lang,
            keys::HOST_STATS_LINE,
            &[
                ("ruleset", "x".into()),
                ("rating", 1500.into()),
                ("deviation", 50.into()),
                ("games", count(lang, n)),
                ("provisional", "no".into()),
            ],
        )
    };
    assert!(
        line(Lang::Fr, 12_345).contains("12\u{202f}345 parties"),
        "{}",
        line(Lang::Fr, 12_345)
    );
    assert!(
        line(Lang::De, 1_000).contains("1.000 Partien"),
        "{}",
        line(Lang::De, 1_000)
    );
    assert!(
        line(Lang::En, 2_000).contains("2,000 games"),
        "{}",
        line(Lang::En, 2_000)
    );
    assert!(
        line(Lang::Fr, 1).contains("1 partie"),
        "{}",
        line(Lang::Fr, 1)
    );
}

/// The computer is a term of each language; a sentence that begins with it begins with a
/// capital, a person's name is left as written.
#[test]
fn the_computer_is_named_in_each_language() {
    let name = |lang| tr(lang, keys::HOST_COMPUTER_NAME, &[("level", 3.into())]);
    assert_eq!(name(Lang::En), "the computer at level 3");
    assert_eq!(name(Lang::Fr), "l’ordinateur de niveau 3");
    assert_eq!(name(Lang::De), "Computer auf Stufe 3");
    let resigned = |lang, who: String| {
        tr(
            lang,
            keys::HOST_RESIGNED,
            &[("player", who.into()), ("game", 4.into())],
        )
    };
    assert!(resigned(Lang::Fr, name(Lang::Fr)).starts_with("L’ordinateur de niveau 3 abandonne"));
    assert!(resigned(Lang::En, name(Lang::En)).starts_with("The computer at level 3"));
    assert!(resigned(Lang::Fr, "alice".into()).starts_with("alice abandonne"));
    let turn = tr(
        Lang::Fr,
        keys::HOST_TO_MOVE,
        &[("player", name(Lang::Fr).into()), ("game", 4.into())],
    );
    assert!(turn.contains("de l’ordinateur de niveau 3"), "{turn}");
}

/// A command the bot tells its reader to type (`code` in any message or usage line),
/// with its placeholders filled in the way a reader would: optional parts left out, the
/// first of alternatives, a game number, a rule set, a member.
fn as_typed(span: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in span.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace()
        .map(|w| {
            let w = w.split('|').next().unwrap_or(w);
            if let Some(inner) = w.strip_prefix('<') {
                let inner = inner.trim_end_matches('>');
                if inner.contains('#') {
                    "#12".to_string()
                } else if ["command", "commande", "Befehl"].contains(&inner) {
                    "board".to_string()
                } else if inner.contains("1-0") || inner.contains("3d") {
                    inner.to_string()
                } else {
                    "chess".to_string()
                }
            } else if w.starts_with('@') {
                "@bob".to_string()
            } else if w.chars().all(|c| c.is_uppercase()) && w.len() > 2 {
                // A name to give (`NOM`, `NAME`): a theme's.
                "wood".to_string()
            } else {
                w.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every command the bot tells a reader to type, in every message and usage line of
/// every language, is written with that language's command word and works when typed
/// back as written (its placeholders filled in).
#[test]
fn every_command_the_bot_tells_a_reader_to_type_works_in_their_language() {
    use chakbot::discord::DiscordMentions;
    use chakbot::host::reading::command::{Context, Place};
    let ctx = Context {
        place: Place::Game,
        addressed: true,
    };
    let mut bad = Vec::new();
    for lang in Lang::ALL {
        let mut texts = every_message(lang, "12");
        for e in table::TABLE {
            texts.push((table::usage_key(e.name), table::usage(lang, e.name)));
        }
        texts.push(("help".into(), table::help(lang, None)));
        for (key, text) in texts {
            for span in text.split('`').skip(1).step_by(2) {
                // Slash commands keep the names Discord registered.
                if span.starts_with('/') {
                    continue;
                }
                let first = span.split_whitespace().next().unwrap_or_default();
                let Some(entry) = table::command_word(first.trim_start_matches('!')) else {
                    continue;
                };
                let own = tr(lang, &table::command_words_key(entry.name), &[]);
                if !own.split_whitespace().any(|w| w == first.to_lowercase()) {
                    bad.push(format!(
                        "{lang} {key}: `{span}` is not in the reader's words ({own})"
                    ));
                    continue;
                }
                let typed = as_typed(span);
                let named_alone = !typed.contains(' ');
                match table::parse(&typed, ctx, &DiscordMentions) {
                    // A command named alone (in a list) need not be complete.
                    Err(chakbot::host::reading::command::CommandError::Missing { .. })
                        if named_alone => {}
                    Ok(_) => {}
                    Err(e) => bad.push(format!(
                        "{lang} {key}: `{typed}` ({}) does not parse: {e:?}",
                        entry.name
                    )),
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}\n{} problems", bad.join("\n"), bad.len());
}

/// Issue 35: every Chakart special a text shows between backticks (rules, help, usage:
/// `furtif Dh5`, `carapace e7`, `poser C f3`…) starts with the reader's own word, and the
/// stealth and shell examples typed back in that language are those moves (a French
/// `stealth Qh5` was English twice over).
#[test]
fn chakart_specials_in_texts_are_the_readers_words_and_read_back() {
    use chakbot::rules::notation::{self, Special};
    use chakbot::rules::{Action, AnyPosition};
    // A white queen free to reach h5 from d1, a king with a shell along the e-file.
    let pos = AnyPosition::from_fen(
        RuleSet::Chakart,
        "4k3/4p3/8/8/8/8/8/3QK3 w 0 1111 000000000000",
    )
    .expect("a Chakart position");
    let mut seen = 0;
    for (lang, source) in SOURCES {
        let letters = lang.letters();
        for (key, text) in blocks(source) {
            for snippet in text.split('`').skip(1).step_by(2) {
                let Some(first) = snippet.split_whitespace().next() else {
                    continue;
                };
                let Some(special) = Special::read(first) else {
                    continue;
                };
                seen += 1;
                assert!(
                    letters.special_words(special).contains(&first),
                    "{lang} {key}: `{snippet}` is not in the reader's words"
                );
                let read = notation::parse_move_with(&pos, snippet, None, letters);
                match special {
                    Special::Stealth => assert!(
                        matches!(read, Ok(Action::Stealth { .. })),
                        "{lang} {key}: `{snippet}`: {read:?}"
                    ),
                    Special::Shell => assert!(
                        matches!(read, Ok(Action::Shell { .. })),
                        "{lang} {key}: `{snippet}`: {read:?}"
                    ),
                    _ => {}
                }
            }
        }
    }
    assert!(seen >= 12, "{seen} examples");
}
