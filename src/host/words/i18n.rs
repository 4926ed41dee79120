//! English, French and German for every text a user sees: the message keys the host uses,
//! [`tr`] to format a message (the Fluent bundles and [`Lang`] are loaded once by
//! [`crate::i18n`], which the review shares), and the helpers for rule sets, themes,
//! numbers, clocks and times.

use crate::i18n::{format, get};
pub use crate::i18n::{french_de, french_typography, ftl_keys, problems, Arg, Lang, SOURCES};

/// Formats message `key` in `lang` with named arguments. A key missing from the language
/// falls back to English, then to the key itself: never a panic.
///
/// ```
/// use chakbot::host::words::i18n::{tr, keys, Lang};
/// assert_eq!(tr(Lang::Fr, keys::COLOR, &[("color", "white".into())]), "les blancs");
/// ```
pub fn tr(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let mut text = format(lang, key, args);
    // A sentence that begins with the computer's or a team's name ("l’ordinateur de
    // niveau 3 a joué", "the White team to move") begins with a capital letter; a
    // person's name is left as they write it.
    if [
        keys::COMPUTER,
        keys::HOST_COMPUTER_NAME,
        keys::HOST_TEAM_NAME,
        // A name inside a sentence: "against the computer at level 2 (Black)".
        keys::HOST_SIDE_PLAYER,
    ]
    .contains(&key)
    {
        return text;
    }
    let names = [
        format(lang, keys::COMPUTER, &[]),
        format(lang, keys::HOST_TEAM_NAME, &[("color", "white".into())]),
        format(lang, keys::HOST_TEAM_NAME, &[("color", "black".into())]),
    ];
    for (i, name) in names
        .iter()
        .enumerate()
        .filter(|(_, n)| n.starts_with(char::is_lowercase))
    {
        let mut chars = name.chars();
        let first: String = chars
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        let capital = format!("{first}{}", chars.as_str());
        if let Some(rest) = text.strip_prefix(name.as_str()) {
            text = format!("{capital}{rest}");
        }
        // Within a text, after a full stop: only a team's name (the computer's sentences
        // start their texts).
        if i > 0 {
            for stop in [". ", "\n"] {
                text = text.replace(&format!("{stop}{name}"), &format!("{stop}{capital}"));
            }
        }
    }
    text
}

macro_rules! define_keys {
    ($($name:ident = $id:literal),* $(,)?) => {
        $(pub const $name: &str = $id;)*
        /// Every key the code uses.
        pub const ALL: &[&str] = &[$($id),*];
    };
}

/// The message ids made from a rule set's id, for every rule set: its name
/// (`ruleset-name-<id>`) and its summary (`rules-<id>`). A new rule set needs only its
/// texts in the `.ftl` files.
pub fn ruleset_keys() -> Vec<String> {
    crate::rules::RuleSet::ALL
        .iter()
        .flat_map(|r| {
            let sections = rules_sections(*r)
                .iter()
                .map(move |s| format!("rules-{}-{s}", r.id()));
            [ruleset_name_key(*r), format!("rules-{}", r.id())]
                .into_iter()
                .chain(sections)
        })
        .chain(
            CHAKART_SECTIONS
                .iter()
                .map(|s| format!("rules-section-words-{s}")),
        )
        .collect()
}

/// The sections of Chakart's rules, both editions (also the `/rules section` choices).
pub const CHAKART_SECTIONS: &[&str] = &["items", "eggs", "stealth", "shell"];

/// The sections of a rule set's rules (`rules chakart eggs`), each a message
/// `rules-<id>-<section>`.
pub fn rules_sections(ruleset: crate::rules::RuleSet) -> &'static [&'static str] {
    if ruleset.is_chakart() {
        CHAKART_SECTIONS
    } else {
        &[]
    }
}

/// The words a reader of `lang` types for a rules section (`rules-section-words-<id>`:
/// `eggs`; French `oeufs`, `œufs`; German `eier`), the first the one shown.
pub fn rules_section_words(lang: Lang, section: &str) -> Vec<String> {
    tr(lang, &format!("rules-section-words-{section}"), &[])
        .split_whitespace()
        .map(str::to_lowercase)
        .collect()
}

/// The section of `ruleset` a word names, in any language.
pub fn rules_section_named(ruleset: crate::rules::RuleSet, word: &str) -> Option<&'static str> {
    let word = word.to_lowercase();
    rules_sections(ruleset).iter().copied().find(|s| {
        *s == word
            || Lang::ALL
                .iter()
                .any(|l| rules_section_words(*l, s).contains(&word))
    })
}

/// The word a reader of `lang` types for command `name` (`rules` -> French `règles`): the
/// first of its `command-words-<name>`, else the name.
pub fn command_word(lang: Lang, name: &str) -> String {
    let key = format!("command-words-{}", name.replace(' ', "-"));
    tr(lang, &key, &[])
        .split_whitespace()
        .next()
        .filter(|w| *w != key)
        .unwrap_or(name)
        .to_string()
}

/// The i18n key of a rule set's name: `ruleset-name-<id>`.
pub fn ruleset_name_key(ruleset: crate::rules::RuleSet) -> String {
    format!("ruleset-name-{}", ruleset.id())
}

/// A rule set's name in `lang` ("Koopa chess", « Échecs Koopa »).
pub fn ruleset_name(lang: Lang, ruleset: crate::rules::RuleSet) -> String {
    tr(lang, &ruleset_name_key(ruleset), &[])
}

/// How many words the longest rule-set name has in any language ("Le Maharaja et les
/// cipayes"): how far [`ruleset_from`]'s callers look ahead.
pub const RULESET_NAME_WORDS: usize = 5;

/// The rule set a typed text means: its id (`chess`, `chakart-2020`, see
/// [`crate::rules::RuleSet`]'s `FromStr`) or its name as the bot prints it in any language
/// (`Échecs`, `échecs Koopa`, `Koopa-Schach`, `Chakart (édition 2020)`), in any case and
/// with or without accents.
///
/// ```
/// use chakbot::host::words::i18n::{ruleset_from, ruleset_name, Lang};
/// use chakbot::rules::RuleSet;
/// assert_eq!(ruleset_from("echecs"), Some(RuleSet::Chess));
/// assert_eq!(ruleset_from("koopa-schach"), Some(RuleSet::Koopa));
/// for rs in RuleSet::ALL {
///     assert_eq!(ruleset_from(rs.id()), Some(rs));
///     for lang in Lang::ALL {
///         assert_eq!(ruleset_from(&ruleset_name(lang, rs)), Some(rs));
///     }
/// }
/// ```
pub fn ruleset_from(typed: &str) -> Option<crate::rules::RuleSet> {
    if let Ok(rs) = typed.parse() {
        return Some(rs);
    }
    let typed = fold(typed);
    crate::rules::RuleSet::ALL.into_iter().find(|&rs| {
        Lang::ALL
            .iter()
            .any(|&l| fold(&ruleset_name(l, rs)) == typed)
    })
}

/// The rule set whose id or name (in any language) `typed` is a typo of
/// (`text::typo_distance`); none for a rule set's own word.
pub fn ruleset_near(typed: &str) -> Option<crate::rules::RuleSet> {
    if ruleset_from(typed).is_some() {
        return None;
    }
    let typed = fold(typed);
    let mut best: Option<(usize, crate::rules::RuleSet)> = None;
    for rs in crate::rules::RuleSet::ALL {
        let names = Lang::ALL.iter().map(|&l| fold(&ruleset_name(l, rs)));
        for name in std::iter::once(rs.id().to_string()).chain(names) {
            let Some(d) = crate::host::words::text::typo_distance(&typed, &name) else {
                continue;
            };
            if best.is_none_or(|(b, _)| d < b) {
                best = Some((d, rs));
            }
        }
    }
    best.map(|(_, rs)| rs)
}

/// How the reader types rule set `rs`: its name in `lang`, lowercase, when that reads
/// back as it (`échecs`, `schach`), else its id.
pub fn ruleset_typed(lang: Lang, rs: crate::rules::RuleSet) -> String {
    let name = ruleset_name(lang, rs).to_lowercase();
    if !name.contains(' ') && ruleset_from(&name) == Some(rs) {
        name
    } else {
        rs.id().to_string()
    }
}

/// Lower case without the accents of French and German letters, spaces collapsed: how
/// typed names are compared with printed ones.
fn fold(text: &str) -> String {
    let lower: String = text
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            c => c,
        })
        .collect();
    lower.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The in-sentence forms of a rule set's name, each an attribute of its
/// `ruleset-name-<id>` message and passed to messages as `$ruleset_<form>`: `to` (fr
/// "aux échecs", "au Chakart"; de "zu einer Partie Schach"), `of` (fr "des échecs",
/// "du Chakart"; de "des Schachs"), `at` (de "beim Schach", "bei Chakart"), `play` (de
/// "eine Partie Schach" spielen). A language defines the forms its sentences use; a form
/// it does not define is the bare name.
pub const RULESET_FORMS: [&str; 4] = ["to", "of", "at", "play"];

/// Form `form` (one of [`RULESET_FORMS`]) of a rule set's name, if `lang` defines it.
pub fn ruleset_form(lang: Lang, ruleset: crate::rules::RuleSet, form: &str) -> Option<String> {
    let b = get(lang);
    let attribute = b
        .get_message(&ruleset_name_key(ruleset))?
        .get_attribute(form)?;
    let mut errors = Vec::new();
    let text = b.format_pattern(attribute.value(), None, &mut errors);
    debug_assert!(errors.is_empty(), "{ruleset} .{form} ({lang}): {errors:?}");
    Some(text.into_owned())
}

/// A rule set's name and its in-sentence forms as message arguments: `$ruleset` (the
/// name), `$ruleset_to`, `$ruleset_of`, `$ruleset_at`, `$ruleset_play` (see
/// [`RULESET_FORMS`]).
///
/// ```
/// use chakbot::host::words::i18n::{ruleset_args, Lang};
/// use chakbot::rules::RuleSet;
/// let args = ruleset_args(Lang::Fr, RuleSet::Chess);
/// assert_eq!(args[0].0, "ruleset_to");
/// assert_eq!(args[0].1, "aux échecs".into());
/// ```
pub fn ruleset_args(
    lang: Lang,
    ruleset: crate::rules::RuleSet,
) -> [(&'static str, Arg<'static>); 5] {
    let name = ruleset_name(lang, ruleset);
    let form = |f: &str| ruleset_form(lang, ruleset, f).unwrap_or_else(|| name.clone());
    [
        ("ruleset_to", form("to").into()),
        ("ruleset_of", form("of").into()),
        ("ruleset_at", form("at").into()),
        ("ruleset_play", form("play").into()),
        ("ruleset", name.into()),
    ]
}

/// The message id of a board theme's name in a language: `theme-name-<id>`.
pub fn theme_key(theme: crate::render::Theme) -> String {
    format!("theme-name-{}", theme.name())
}

/// A board theme's name in `lang` (`brown`: fr `marron`, de `braun`): what help and
/// settings print, and a name `settings theme` and `config theme` accept.
pub fn theme_name(lang: Lang, theme: crate::render::Theme) -> String {
    tr(lang, &theme_key(theme), &[])
}

/// The theme a typed name means: its id (`brown`) or its name in any language (`marron`,
/// `braun`), in any case.
///
/// ```
/// use chakbot::host::words::i18n::{theme_from, theme_name, Lang};
/// use chakbot::render::Theme;
/// assert_eq!(theme_from("Marron"), Some(Theme::Brown));
/// assert_eq!(theme_from("grün"), Some(Theme::Green));
/// for t in Theme::ALL {
///     for lang in Lang::ALL {
///         assert_eq!(theme_from(&theme_name(lang, t)), Some(t));
///     }
/// }
/// ```
pub fn theme_from(typed: &str) -> Option<crate::render::Theme> {
    let typed = typed.trim().to_lowercase();
    crate::render::Theme::ALL.into_iter().find(|&t| {
        t.name() == typed
            || Lang::ALL
                .iter()
                .any(|&l| theme_name(l, t).to_lowercase() == typed)
    })
}

/// Every theme's name in `lang`, as a list of code spans: `` `marron`, `bleu`, `vert` ``.
pub fn theme_list(lang: Lang) -> String {
    crate::render::Theme::ALL
        .iter()
        .map(|&t| format!("`{}`", theme_name(lang, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A whole number with the language's thousands separator (en `12,345`, fr `12 345`
/// with a narrow no-break space, de `12.345`); numbers up to 999 stay as they are.
///
/// ```
/// use chakbot::host::words::i18n::{number, Lang};
/// assert_eq!(number(Lang::En, 1234567), "1,234,567");
/// assert_eq!(number(Lang::Fr, 12345), "12\u{202f}345");
/// assert_eq!(number(Lang::De, 1000), "1.000");
/// assert_eq!(number(Lang::De, 999), "999");
/// ```
pub fn number(lang: Lang, n: u64) -> String {
    let sep = match lang {
        Lang::En => ",",
        Lang::Fr => "\u{202f}",
        Lang::De => ".",
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + 8);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

/// A count as a message argument: a number (its plural form chosen by the language) up
/// to 999, the text [`number`] writes above (every language's plural of a thousand or more
/// is its "other" form, the one a text argument selects).
///
/// ```
/// use chakbot::host::words::i18n::{count, keys, tr, Lang};
/// let games = |n| tr(Lang::Fr, keys::HOST_MOD_GAMES_MORE, &[("count", count(Lang::Fr, n))]);
/// assert!(games(12_345).contains("12\u{202f}345"));
/// ```
pub fn count(lang: Lang, n: u64) -> Arg<'static> {
    if n > 999 {
        number(lang, n).into()
    } else {
        n.into()
    }
}

/// A time control in `lang`: correspondence per move (en `3 d`, fr `3 j`, de `3 Tg.`;
/// hours, minutes) or live (`10+5` is en `10 min + 5 s`, de `10 Min. + 5 Sek.`).
///
/// ```
/// use chakbot::host::words::i18n::{clock, Lang};
/// let c = |s: &str| s.parse().unwrap();
/// let shown = |lang, s| clock(lang, &c(s)).replace('\u{a0}', " ");
/// assert_eq!(shown(Lang::Fr, "3d"), "3 j par coup");
/// assert_eq!(shown(Lang::De, "10+5"), "10 Min. + 5 Sek.");
/// assert_eq!(shown(Lang::En, "12h"), "12 h per move");
/// ```
pub fn clock(lang: Lang, control: &crate::game::TimeControl) -> String {
    use crate::game::TimeControl;
    const MINUTE: u64 = 60_000;
    const HOUR: u64 = 60 * MINUTE;
    const DAY: u64 = 24 * HOUR;
    match *control {
        TimeControl::Correspondence { per_move_ms: ms } => {
            // At most 14 days: no thousands to separate.
            let span = if ms % DAY == 0 {
                tr(lang, keys::DURATION_DAYS, &[("n", (ms / DAY).into())])
            } else if ms % HOUR == 0 {
                tr(lang, keys::DURATION_HOURS, &[("n", (ms / HOUR).into())])
            } else {
                tr(lang, keys::DURATION_MINUTES, &[("n", (ms / MINUTE).into())])
            };
            tr(lang, keys::CLOCK_PER_MOVE, &[("span", span.into())])
        }
        TimeControl::Live {
            base_ms,
            increment_ms,
        } => tr(
            lang,
            keys::CLOCK_LIVE,
            &[
                ("minutes", (base_ms / MINUTE).into()),
                ("seconds", (increment_ms / 1000).into()),
            ],
        ),
    }
}

/// Time left in `lang`, to the minute: en `1 h 05 min`, de `1 Std. 05 Min.`, `14 min`.
///
/// ```
/// use chakbot::host::words::i18n::{time_left, Lang};
/// let shown = |lang, ms| time_left(lang, ms).replace('\u{a0}', " ");
/// assert_eq!(shown(Lang::De, 65 * 60_000), "1 Std. 05 Min.");
/// assert_eq!(shown(Lang::Fr, 14 * 60_000), "14 min");
/// assert_eq!(shown(Lang::Fr, 50 * 3_600_000), "2 j 2 h");
/// ```
pub fn time_left(lang: Lang, ms: u64) -> String {
    let minutes = ms.div_ceil(60_000);
    let (d, h, m) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let n = |v: u64| -> Arg<'static> { v.into() };
    if d > 0 {
        tr(
            lang,
            keys::DURATION_DAYS_HOURS,
            &[("days", n(d)), ("hours", n(h))],
        )
    } else if h > 0 {
        tr(
            lang,
            keys::DURATION_HOURS_MINUTES,
            &[("hours", n(h)), ("minutes", format!("{m:02}").into())],
        )
    } else {
        tr(lang, keys::DURATION_MINUTES, &[("n", n(m))])
    }
}

/// A moment in `lang`, in UTC (where the platform has no way to show it in the reader's
/// own time zone): en `2026-11-23 09:57 UTC`, fr `23/11/2026 à 09:57 UTC`, de
/// `23.11.2026, 09:57 UTC`.
///
/// ```
/// use chakbot::host::words::i18n::{utc_time, Lang};
/// use chakbot::game::Timestamp;
/// let t = Timestamp(1_795_427_820_000);
/// assert_eq!(utc_time(Lang::En, t), "2026-11-23 09:57 UTC");
/// assert_eq!(utc_time(Lang::Fr, t), "23/11/2026 à 09:57 UTC");
/// assert_eq!(utc_time(Lang::De, t), "23.11.2026, 09:57 UTC");
/// ```
pub fn utc_time(lang: Lang, t: crate::game::Timestamp) -> String {
    utc_time_with(lang, t, false)
}

/// [`utc_time`] to the second (`2026-11-23 09:57:30 UTC`): a team's voting window may
/// last less than a minute.
pub fn utc_time_seconds(lang: Lang, t: crate::game::Timestamp) -> String {
    utc_time_with(lang, t, true)
}

fn utc_time_with(lang: Lang, t: crate::game::Timestamp, seconds: bool) -> String {
    let date = crate::game::export::pgn_date(t);
    let mut parts = date.split('.');
    let (y, mo, d) = (
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
    );
    let minutes = t.0 / 60_000 % (24 * 60);
    let mut time = format!("{:02}:{:02}", minutes / 60, minutes % 60);
    if seconds {
        time.push_str(&format!(":{:02}", t.0 / 1000 % 60));
    }
    tr(
        lang,
        keys::TIME_UTC,
        &[
            ("year", y.to_string().into()),
            ("month", mo.to_string().into()),
            ("day", d.to_string().into()),
            ("time", time.into()),
        ],
    )
}

/// Every rule set's id, as a command takes it: `` `chess`, `maharaja`, … ``, from
/// [`crate::rules::RuleSet::ALL`].
pub fn ruleset_ids() -> String {
    crate::rules::RuleSet::ALL
        .iter()
        .map(|r| format!("`{}`", r.id()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The message ids made from the board themes: `theme-name-<id>` for each.
pub fn theme_keys() -> Vec<String> {
    crate::render::Theme::ALL
        .into_iter()
        .map(theme_key)
        .collect()
}

/// Every message id the code uses, in one place.
pub mod keys {
    define_keys! {
        // Words
        COLOR = "color",
        PIECE = "piece",
        OBJECT_THE = "object-the",
        OBJECT_A = "object-a",
        ROLE = "role",
        // Narration
        EV_MOVED = "ev-moved",
        EV_CASTLED = "ev-castled",
        EV_CAPTURED = "ev-captured",
        EV_CAPTURED_OWN = "ev-captured-own",
        EV_OBJECT_HIT_VOID = "ev-object-hit-void",
        EV_ITEM_REPLACED = "ev-item-replaced",
        EV_LEFT_GAME = "ev-left-game",
        EV_PROMOTED = "ev-promoted",
        EV_CHECK = "ev-check",
        EV_STUNNED = "ev-stunned",
        EV_BOUNCED = "ev-bounced",
        EV_KICKED = "ev-kicked",
        EV_FELL_OFF = "ev-fell-off",
        EV_RECOVERED = "ev-recovered",
        EV_ITEM_DROPPED = "ev-item-dropped",
        EV_OBJECT_HIT = "ev-object-hit",
        EV_HIT_AND_HOPPED = "ev-hit-and-hopped",
        EV_HOPPED = "ev-hopped",
        EV_JUMPED = "ev-jumped",
        EV_EGG = "ev-egg",
        EV_EGG_VOID = "ev-egg-void",
        EV_EFFECT_VOID = "ev-effect-void",
        EV_EGG_KING_BOO = "ev-egg-king-boo",
        EV_EGG_TOADETTE = "ev-egg-toadette",
        EV_EGG_DAISY = "ev-egg-daisy",
        EV_EGG_KOOPA = "ev-egg-koopa",
        EV_EGG_CHOMP = "ev-egg-chomp",
        EV_EGG_BOWSER = "ev-egg-bowser",
        EV_EGG_RECOLORED = "ev-egg-recolored",
        EV_SENT_BACK = "ev-sent-back",
        EV_IMMOBILIZED = "ev-immobilized",
        EV_RELEASED = "ev-released",
        EV_RECOLORED = "ev-recolored",
        EV_SWAPPED = "ev-swapped",
        EV_PIECE_DROPPED = "ev-piece-dropped",
        EV_STEALTH = "ev-stealth",
        EV_VANISHED = "ev-vanished",
        EV_REVEALED = "ev-revealed",
        EV_SHELL = "ev-shell",
        EV_DESTROYED = "ev-destroyed",
        EV_HIDDEN_CAPTURED = "ev-hidden-captured",
        EV_CHOICE_AWAITED = "ev-choice-awaited",
        PENDING_PROMOTION = "pending-promotion",
        PENDING_KING_BOO = "pending-king-boo",
        PENDING_TOADETTE = "pending-toadette",
        PENDING_TOADETTE_ROLE = "pending-toadette-role",
        PENDING_DAISY = "pending-daisy",
        // Outcomes
        OUTCOME_WIN = "outcome-win",
        OUTCOME_DRAW = "outcome-draw",
        // Command errors
        ERR_EMPTY = "err-empty",
        ERR_TOO_LONG = "err-too-long",
        ERR_UNKNOWN_COMMAND = "err-unknown-command",
        ERR_UNKNOWN_COMMAND_SUGGEST = "err-unknown-command-suggest",
        ERR_SETTING_WORD = "err-setting-word",
        ERR_SETTING_WORD_MODERATOR = "err-setting-word-moderator",
        ERR_MISSING = "err-missing",
        ERR_UNEXPECTED = "err-unexpected",
        ERR_NEAR_WORD = "err-near-word",
        ERR_RULESET_NEAR = "err-ruleset-near",
        ERR_RULESET = "err-ruleset",
        ERR_START = "err-start",
        ERR_COLOR = "err-color",
        ERR_TEAM_SIDE = "err-team-side",
        ERR_GAME_ID = "err-game-id",
        ERR_USER = "err-user",
        ERR_ROLE = "err-role",
        ERR_MASS_MENTION = "err-mass-mention",
        ERR_VERDICT = "err-verdict",
        ERR_LANGUAGE = "err-language",
        ERR_ORIENTATION = "err-orientation",
        ERR_THEME = "err-theme",
        ERR_ON_OFF = "err-on-off",
        ERR_ALLOW_DENY = "err-allow-deny",
        ERR_DUPLICATE = "err-duplicate",
        ERR_HELP_TOPIC = "err-help-topic",
        ERR_SLASH_OPTION = "err-slash-option",
        ERR_CLOCK_UNPARSEABLE = "err-clock-unparseable",
        ERR_CLOCK_TOO_SHORT = "err-clock-too-short",
        ERR_CLOCK_TOO_LONG = "err-clock-too-long",
        ERR_CLOCK_LIVE_MINUTES = "err-clock-live-minutes",
        ERR_CLOCK_INCREMENT = "err-clock-increment",
        // Help
        HELP_INTRO = "help-intro",
        HELP_PLAYERS = "help-players",
        HELP_MODERATORS = "help-moderators",
        HELP_MORE = "help-more",
        HELP_TOURNAMENT_RULES = "help-tournament-rules",
        HELP_USAGE = "help-usage",
        RULES_LIST = "rules-list",
        RULES_SECTIONS = "rules-sections",
        ERR_RULES_SECTION = "err-rules-section",
        HELP_THEMES = "help-themes",
        // Slash command descriptions
        SLASH_CHALLENGE = "slash-challenge",
        SLASH_ACCEPT = "slash-accept",
        SLASH_DECLINE = "slash-decline",
        SLASH_CANCEL = "slash-cancel",
        SLASH_MOVE = "slash-move",
        SLASH_BOARD = "slash-board",
        SLASH_MOVES = "slash-moves",
        SLASH_RESIGN = "slash-resign",
        SLASH_CONFIRM = "slash-confirm",
        SLASH_DRAW = "slash-draw",
        SLASH_ABORT = "slash-abort",
        SLASH_TAKEBACK = "slash-takeback",
        SLASH_REMATCH = "slash-rematch",
        SLASH_GAMES = "slash-games",
        SLASH_HISTORY = "slash-history",
        SLASH_EXPORT = "slash-export",
        SLASH_REPLAY = "slash-replay",
        SLASH_REVIEW = "slash-review",
        SLASH_RULES = "slash-rules",
        SLASH_LEADERBOARD = "slash-leaderboard",
        SLASH_STATS = "slash-stats",
        SLASH_SETTINGS = "slash-settings",
        SLASH_VERIFY = "slash-verify",
        SLASH_HELP = "slash-help",
        SLASH_MOD = "slash-mod",
        SLASH_MOD_GAMES = "slash-mod-games",
        SLASH_MOD_ABORT = "slash-mod-abort",
        SLASH_MOD_ADJUDICATE = "slash-mod-adjudicate",
        SLASH_MOD_VOID = "slash-mod-void",
        SLASH_MOD_BAN = "slash-mod-ban",
        SLASH_MOD_UNBAN = "slash-mod-unban",
        SLASH_MOD_LOG = "slash-mod-log",
        SLASH_MOD_PEEK = "slash-mod-peek",
        SLASH_CONFIG = "slash-config",
        SLASH_CONFIG_CHANNEL = "slash-config-channel",
        SLASH_CONFIG_THREADS = "slash-config-threads",
        SLASH_CONFIG_THEME = "slash-config-theme",
        SLASH_CONFIG_ORIENTATION = "slash-config-orientation",
        SLASH_CONFIG_CLOCK = "slash-config-clock",
        SLASH_CONFIG_LANGUAGE = "slash-config-language",
        SLASH_CONFIG_ROLE = "slash-config-role",
        SLASH_CONFIG_MODROLE = "slash-config-modrole",
        SLASH_OPT_RULESET = "slash-opt-ruleset",
        SLASH_OPT_OPPONENT = "slash-opt-opponent",
        SLASH_OPT_COLOR = "slash-opt-color",
        SLASH_OPT_START = "slash-opt-start",
        SLASH_OPT_CLOCK = "slash-opt-clock",
        SLASH_OPT_GAME = "slash-opt-game",
        SLASH_OPT_MOVE = "slash-opt-move",
        SLASH_OPT_ANSWER = "slash-opt-answer",
        SLASH_OPT_USER = "slash-opt-user",
        SLASH_OPT_LANGUAGE = "slash-opt-language",
        SLASH_OPT_THEME = "slash-opt-theme",
        SLASH_OPT_ORIENTATION = "slash-opt-orientation",
        SLASH_OPT_COMMAND = "slash-opt-command",
        SLASH_OPT_SECTION = "slash-opt-section",
        SLASH_OPT_RESULT = "slash-opt-result",
        SLASH_OPT_REASON = "slash-opt-reason",
        SLASH_OPT_SCOPE = "slash-opt-scope",
        SLASH_OPT_BAN_GAMES = "slash-opt-ban-games",
        SLASH_OPT_ROLE = "slash-opt-role",
        SLASH_OPT_SETTING = "slash-opt-setting",
        // Host: core, challenges, play
        HOST_STORE_FAILED = "host-store-failed",
        HOST_STORE_UNAVAILABLE = "host-store-unavailable",
        HOST_STORE_UNREACHABLE = "host-store-unreachable",
        HOST_STORE_READ_ONLY = "host-store-read-only",
        HOST_RATE_LIMITED = "host-rate-limited",
        HOST_NOT_MODERATOR = "host-not-moderator",
        HOST_BANNED = "host-banned",
        HOST_UNKNOWN_BUTTON = "host-unknown-button",
        HOST_EMPTY_CHOICE = "host-empty-choice",
        HOST_NO_SUCH_GAME = "host-no-such-game",
        HOST_NO_GAME = "host-no-game",
        HOST_NO_GAME_TO_READ = "host-no-game-to-read",
        HOST_WHICH_GAME = "host-which-game",
        HOST_WHICH_GAME_TYPE = "host-which-game-type",
        HOST_NOT_YOUR_GAME = "host-not-your-game",
        HOST_SECRET_IN_DM = "host-secret-in-dm",
        HOST_CHALLENGE_ACCEPTED = "host-challenge-accepted",
        HOST_SECRET_DELETED = "host-secret-deleted",
        HOST_SECRET_SEEN = "host-secret-seen",
        HOST_PLAYED = "host-played",
        HOST_YOU_PLAYED = "host-you-played",
        HOST_TO_MOVE = "host-to-move",
        HOST_TO_MOVE_BY = "host-to-move-by",
        HOST_MOVE_NUMBER = "host-move-number",
        HOST_BUTTON_REMATCH = "host-button-rematch",
        HOST_BUTTON_REVIEW = "host-button-review",
        HOST_CHOICE_ASK = "host-choice-ask",
        HOST_CHOICE_PLACEHOLDER = "host-choice-placeholder",
        CHOICE_STEP = "choice-step",
        CHOICE_FORMS = "choice-forms",
        CHOICE_GROUP_WHITE = "choice-group-white",
        CHOICE_GROUP_BLACK = "choice-group-black",
        CHOICE_GROUP_PAWNS = "choice-group-pawns",
        CHOICE_GROUP_RANK = "choice-group-rank",
        CHOICE_GROUP_KIND = "choice-group-kind",
        CHOICE_TOKEN_WHITE = "choice-token-white",
        CHOICE_TOKEN_BLACK = "choice-token-black",
        CHOICE_TOKEN_WHITE_PAWNS = "choice-token-white-pawns",
        CHOICE_TOKEN_BLACK_PAWNS = "choice-token-black-pawns",
        CHOICE_TOKEN_RANK = "choice-token-rank",
        CHOICE_TOKEN_MOVE = "choice-token-move",
        HOST_PROMOTION_NOT_APPLIED = "host-promotion-not-applied",
        HOST_BOARD_OVER = "host-board-over",
        HOST_BOARD = "host-board",
        HOST_NOT_YOUR_TURN = "host-not-your-turn",
        HOST_MOVES = "host-moves",
        HOST_MOVE_UNREADABLE = "host-move-unreadable",
        HOST_MOVE_OFF_BOARD = "host-move-off-board",
        HOST_MOVE_NOT_YOUR_TURN = "host-move-not-your-turn",
        HOST_GAME_OVER = "host-game-over",
        HOST_MOVE_ILLEGAL = "host-move-illegal",
        HOST_OUT_OF_TIME = "host-out-of-time",
        HOST_REFUSED = "host-refused",
        HOST_RATING_CHANGE = "host-rating-change",
        HOST_GAME_ABORTED = "host-game-aborted",
        HOST_GAME_UNRATED = "host-game-unrated",
        HOST_LICHESS_IMPORT = "host-lichess-import",
        HOST_LICHESS_AFTER = "host-lichess-after",
        HOST_SECRET_REVEALED = "host-secret-revealed",
        HOST_CHALLENGE_IN_CHANNEL = "host-challenge-in-channel",
        HOST_CHANNEL_CLOSED = "host-channel-closed",
        HOST_UNKNOWN_USER = "host-unknown-user",
        HOST_CHALLENGE_SELF = "host-challenge-self",
        HOST_OPPONENT_BANNED = "host-opponent-banned",
        HOST_TOO_MANY_CHALLENGES = "host-too-many-challenges",
        HOST_TOO_MANY_GAMES = "host-too-many-games",
        HOST_CHALLENGE_PLAYS = "host-challenge-plays",
        HOST_CHALLENGE_RANDOM_COLORS = "host-challenge-random-colors",
        HOST_CHALLENGE_POSTED = "host-challenge-posted",
        HOST_CHALLENGE_OPEN = "host-challenge-open",
        HOST_BUTTON_ACCEPT = "host-button-accept",
        HOST_BUTTON_DECLINE = "host-button-decline",
        HOST_BUTTON_CANCEL = "host-button-cancel",
        HOST_CHALLENGE_EXPIRED = "host-challenge-expired",
        HOST_CHALLENGE_ANSWERED = "host-challenge-answered",
        HOST_NO_SUCH_CHALLENGE = "host-no-such-challenge",
        HOST_NO_CHALLENGE = "host-no-challenge",
        HOST_WHICH_CHALLENGE = "host-which-challenge",
        HOST_WHICH_CHALLENGE_TYPE = "host-which-challenge-type",
        HOST_OWN_CHALLENGE = "host-own-challenge",
        HOST_NOT_INVITED = "host-not-invited",
        HOST_CHALLENGE_BROKEN = "host-challenge-broken",
        HOST_GAME_STARTED = "host-game-started",
        HOST_DECLINE_OWN = "host-decline-own",
        HOST_NOT_YOUR_CHALLENGE = "host-not-your-challenge",
        HOST_CHALLENGE_DECLINED = "host-challenge-declined",
        HOST_CHALLENGE_CANCELLED = "host-challenge-cancelled",
        HOST_REMATCH_NOT_OVER = "host-rematch-not-over",
        HOST_REMATCH_TOURNAMENT = "host-rematch-tournament",
        HOST_NOT_YET = "host-not-yet",
        // Host: lifecycle (keys of src/host/play/lifecycle.rs go here)
        HOST_DONE_IN_CHANNEL = "host-done-in-channel",
        HOST_RESIGN_ASK = "host-resign-ask",
        HOST_BUTTON_RESIGN = "host-button-resign",
        HOST_RESIGNED = "host-resigned",
        HOST_CONFIRM_NOTHING = "host-confirm-nothing",
        HOST_CONFIRM_OTHER = "host-confirm-other",
        HOST_CONFIRM_EXPIRED = "host-confirm-expired",
        HOST_DRAW_OFFERED = "host-draw-offered",
        HOST_DRAW_OFFERED_COMPUTER = "host-draw-offered-computer",
        HOST_DRAW_AGREED = "host-draw-agreed",
        HOST_DRAW_DECLINED = "host-draw-declined",
        HOST_DRAW_ALREADY = "host-draw-already",
        HOST_DRAW_OWN = "host-draw-own",
        HOST_DRAW_NONE = "host-draw-none",
        HOST_BUTTON_DRAW_ACCEPT = "host-button-draw-accept",
        HOST_ABORTED_BY = "host-aborted-by",
        HOST_ABORT_TOO_LATE = "host-abort-too-late",
        HOST_TAKEBACK_RANDOM = "host-takeback-random",
        HOST_TAKEBACK_ASKED = "host-takeback-asked",
        HOST_TAKEBACK_ASKED_COMPUTER = "host-takeback-asked-computer",
        HOST_TAKEBACK_DONE = "host-takeback-done",
        HOST_TAKEBACK_DONE_REPLY = "host-takeback-done-reply",
        HOST_TAKEBACK_DECLINED = "host-takeback-declined",
        HOST_TAKEBACK_ALREADY = "host-takeback-already",
        HOST_TAKEBACK_OWN = "host-takeback-own",
        HOST_TAKEBACK_NONE = "host-takeback-none",
        HOST_TAKEBACK_NOTHING = "host-takeback-nothing",
        HOST_BUTTON_TAKEBACK_ACCEPT = "host-button-takeback-accept",
        HOST_BUTTON_TAKEBACK_DECLINE = "host-button-takeback-decline",

        // Host: info (keys of src/host/info.rs go here)
        HOST_GAMES_TITLE = "host-games-title",
        HOST_GAMES_LINE = "host-games-line",
        HOST_GAMES_DEADLINE = "host-games-deadline",
        HOST_GAMES_NO_DEADLINE = "host-games-no-deadline",
        HOST_GAMES_CHALLENGES = "host-games-challenges",
        HOST_GAMES_CHALLENGE_OUT = "host-games-challenge-out",
        HOST_GAMES_CHALLENGE_OPEN = "host-games-challenge-open",
        HOST_GAMES_CHALLENGE_IN = "host-games-challenge-in",
        HOST_GAMES_NONE = "host-games-none",
        HOST_HISTORY = "host-history",
        HOST_HISTORY_ON = "host-history-on",
        HOST_HISTORY_IN_PROGRESS = "host-history-in-progress",
        HOST_HISTORY_EMPTY = "host-history-empty",
        HOST_EXPORT_RUNNING = "host-export-running",
        HOST_EXPORT_OVER = "host-export-over",
        // The after-game review: the images' words (used by `review::images`), then the
        // host's.
        REVIEW_TITLE = "review-title",
        REVIEW_WHITE = "review-white",
        REVIEW_BLACK = "review-black",
        REVIEW_INACCURACY = "review-inaccuracy",
        REVIEW_MISTAKE = "review-mistake",
        REVIEW_BLUNDER = "review-blunder",
        REVIEW_CLASS_INACCURACY = "review-class-inaccuracy",
        REVIEW_CLASS_MISTAKE = "review-class-mistake",
        REVIEW_CLASS_BLUNDER = "review-class-blunder",
        REVIEW_BETTER = "review-better",
        HOST_REVIEW_QUEUED = "host-review-queued",
        HOST_REVIEW_ASKED_ALREADY = "host-review-asked-already",
        HOST_REVIEW_ONGOING = "host-review-ongoing",
        HOST_REVIEW_NOTHING = "host-review-nothing",
        HOST_REVIEW_FAILED = "host-review-failed",
        HOST_REVIEW_QUEUED_LATER = "host-review-queued-later",
        HOST_REVIEW_TITLE = "host-review-title",
        HOST_REVIEW_SIDE = "host-review-side",
        HOST_REVIEW_SIDE_IDLE = "host-review-side-idle",
        HOST_REVIEW_MOMENTS = "host-review-moments",
        HOST_REVIEW_MOMENT = "host-review-moment",
        HOST_REVIEW_MOMENT_ONLY = "host-review-moment-only",
        HOST_REVIEW_LUCK = "host-review-luck",
        HOST_REVIEW_CLEAN = "host-review-clean",
        HOST_REVIEW_CHAKART = "host-review-chakart",
        HOST_REVIEW_KOOPA = "host-review-koopa",
        HOST_REVIEW_DEPTH = "host-review-depth",
        HOST_REVIEW_WORST = "host-review-worst",
        HOST_REPLAY_RUNNING = "host-replay-running",
        HOST_REPLAY_SO_FAR = "host-replay-so-far",
        HOST_REPLAY_OVER = "host-replay-over",
        HOST_REPLAY_START = "host-replay-start",
        HOST_PER_SERVER = "host-per-server",
        HOST_LEADERBOARD_TITLE = "host-leaderboard-title",
        HOST_LEADERBOARD_LINE = "host-leaderboard-line",
        HOST_LEADERBOARD_EMPTY = "host-leaderboard-empty",
        HOST_LEADERBOARD_EMPTY_RULESET = "host-leaderboard-empty-ruleset",
        HOST_STATS_TITLE = "host-stats-title",
        HOST_STATS_LINE = "host-stats-line",
        HOST_STATS_NONE = "host-stats-none",
        HOST_SETTINGS = "host-settings",
        HOST_SETTINGS_SAVED = "host-settings-saved",
        HOST_SETTINGS_THEME = "host-settings-theme",
        HOST_VERIFY_OK = "host-verify-ok",
        HOST_VERIFY_FAILED = "host-verify-failed",
        HOST_VERIFY_RUNNING = "host-verify-running",

        // Host: moderation (keys of src/host/moderation/commands.rs go here)
        HOST_MOD_GAMES_TITLE = "host-mod-games-title",
        HOST_MOD_GAMES_LINE = "host-mod-games-line",
        HOST_MOD_GAMES_MORE = "host-mod-games-more",
        HOST_MOD_GAMES_NONE = "host-mod-games-none",
        HOST_MOD_OWN_GAME = "host-mod-own-game",
        HOST_MOD_ABORTED = "host-mod-aborted",
        HOST_MOD_ADJUDICATED = "host-mod-adjudicated",
        HOST_MOD_VOIDED = "host-mod-voided",
        HOST_MOD_VOIDED_AFTER = "host-mod-voided-after",
        HOST_MOD_READJUDICATED = "host-mod-readjudicated",
        HOST_MOD_SAME_RESULT = "host-mod-same-result",
        HOST_MOD_NOT_IN_HISTORY = "host-mod-not-in-history",
        HOST_MOD_WAS_UNRATED = "host-mod-was-unrated",
        HOST_HISTORY_VOIDED = "host-history-voided",
        HOST_HISTORY_RULED = "host-history-ruled",
        HOST_HISTORY_CHOICE = "host-history-choice",
        HOST_HISTORY_POWER = "host-history-power",
        HOST_HISTORY_ITEM = "host-history-item",
        HOST_HISTORY_EGG = "host-history-egg",
        HOST_HISTORY_DRAWS = "host-history-draws",
        HOST_MOD_PEEK = "host-mod-peek",
        HOST_MOD_PEEK_HIDDEN = "host-mod-peek-hidden",
        HOST_MOD_PEEK_NOTHING = "host-mod-peek-nothing",
        HOST_MOD_PEEK_PENDING = "host-mod-peek-pending",
        HOST_MOD_PEEK_OWN = "host-mod-peek-own",
        HOST_MOD_PEEK_OVER = "host-mod-peek-over",
        HOST_MOD_ON_SQUARE = "host-mod-on-square",
        HOST_MOD_BANNED = "host-mod-banned",
        HOST_MOD_BAN_REASON = "host-mod-ban-reason",
        HOST_MOD_BAN_CHALLENGES = "host-mod-ban-challenges",
        HOST_MOD_BAN_GAMES = "host-mod-ban-games",
        HOST_MOD_BAN_ENDED = "host-mod-ban-ended",
        HOST_MOD_BAN_FROZEN_GAMES = "host-mod-ban-frozen-games",
        HOST_MOD_BAN_FROZEN = "host-mod-ban-frozen",
        HOST_MOD_UNBAN_THAWED_GAMES = "host-mod-unban-thawed-games",
        HOST_MOD_UNBAN_THAWED = "host-mod-unban-thawed",
        HOST_GAME_FROZEN = "host-game-frozen",
        HOST_MOD_CHALLENGE_WITHDRAWN = "host-mod-challenge-withdrawn",
        HOST_MOD_ALREADY_BANNED = "host-mod-already-banned",
        HOST_MOD_BAN_SELF = "host-mod-ban-self",
        HOST_MOD_UNBANNED = "host-mod-unbanned",
        HOST_MOD_NOT_BANNED = "host-mod-not-banned",
        HOST_MOD_CHANNEL_ALLOWED = "host-mod-channel-allowed",
        HOST_MOD_CHANNEL_DENIED = "host-mod-channel-denied",
        HOST_MOD_THREADS = "host-mod-threads",
        HOST_MOD_CHANNEL_THREADS = "host-mod-channel-threads",
        HOST_MOD_THEME = "host-mod-theme",
        HOST_MOD_ORIENTATION = "host-mod-orientation",
        HOST_MOD_CLOCK = "host-mod-clock",
        HOST_MOD_LANGUAGE = "host-mod-language",
        HOST_MOD_ROLE = "host-mod-role",
        HOST_MOD_MODROLE = "host-mod-modrole",
        HOST_MOD_ROLE_MENTION = "host-mod-role-mention",
        HOST_MOD_LOG_TITLE = "host-mod-log-title",
        HOST_MOD_LOG_GAME = "host-mod-log-game",
        HOST_MOD_LOG_WAS = "host-mod-log-was",
        HOST_MOD_LOG_ACTION = "host-mod-log-action",
        HOST_MOD_LOG_OLDER = "host-mod-log-older",
        HOST_MOD_LOG_EMPTY = "host-mod-log-empty",

        // Host: sweeper (keys of src/host/sweeper.rs go here)
        HOST_SWEEP_TIME_UP = "host-sweep-time-up",
        HOST_SWEEP_NO_SHOW = "host-sweep-no-show",
        HOST_SWEEP_REMINDER = "host-sweep-reminder",
        HOST_SWEEP_CHALLENGE_EXPIRED = "host-sweep-challenge-expired",

        // Host: local (keys of src/host/local.rs go here)
        LOCAL_BUTTONS = "local-buttons",
        LOCAL_MENU = "local-menu",

        // Host: discord (keys of src/host/discord.rs go here)
        DISCORD_DONE = "discord-done",
        DISCORD_TYPE_ANSWER = "discord-type-answer",
        DISCORD_BUTTON_PRIVATE = "discord-button-private",
        DISCORD_DMS_CLOSED = "discord-dms-closed",
        DISCORD_THREAD_HELLO = "discord-thread-hello",
        DISCORD_NO_CHOICE = "discord-no-choice",

        // Host: signed exports (src/host/info.rs, export and verify)
        HOST_SIGNING_KEY = "host-signing-key",
        // Discord adapter, hardening (issue 15): the `discord` helper's block
        HELP_INTRO_SLASH = "help-intro-slash",
        DISCORD_THREAD_HELLO_SLASH = "discord-thread-hello-slash",
        DISCORD_TYPE_ANSWER_SLASH = "discord-type-answer-slash",
        DISCORD_PRIVATE_PLAYERS_ONLY = "discord-private-players-only",
        DISCORD_CANNOT_POST = "discord-cannot-post",
        DISCORD_CANNOT_POST_REPLY = "discord-cannot-post-reply",
        DISCORD_MISSING_PERMISSIONS = "discord-missing-permissions",
        DISCORD_PERMISSION_VIEW_CHANNEL = "discord-permission-view-channel",
        DISCORD_PERMISSION_SEND_MESSAGES = "discord-permission-send-messages",
        DISCORD_PERMISSION_SEND_IN_THREADS = "discord-permission-send-in-threads",
        DISCORD_PERMISSION_CREATE_THREADS = "discord-permission-create-threads",
        DISCORD_PERMISSION_CREATE_PRIVATE_THREADS = "discord-permission-create-private-threads",
        DISCORD_PERMISSION_ATTACH_FILES = "discord-permission-attach-files",
        DISCORD_PERMISSION_EMBED_LINKS = "discord-permission-embed-links",
        DISCORD_PERMISSION_READ_HISTORY = "discord-permission-read-history",
        DISCORD_PERMISSION_ADD_REACTIONS = "discord-permission-add-reactions",
        DISCORD_PERMISSION_APP_COMMANDS = "discord-permission-app-commands",
        DISCORD_PERMISSION_MANAGE_MESSAGES = "discord-permission-manage-messages",
        DISCORD_NO_THREAD = "discord-no-thread",
        DISCORD_NO_TEAM_ROOM = "discord-no-team-room",
        // Rules: refused moves (keys of src/host/words/refusal.rs go here)
        // Games from a position (`challenge … fen=`): refused FENs, the challenge's words
        FEN_EMPTY = "fen-empty",
        FEN_TOO_LONG = "fen-too-long",
        FEN_RANK_COUNT = "fen-rank-count",
        FEN_RANK_LENGTH = "fen-rank-length",
        FEN_BAD_DIGITS = "fen-bad-digits",
        FEN_UNKNOWN_LETTER = "fen-unknown-letter",
        FEN_BAD_FIELD = "fen-bad-field",
        FEN_TOO_MANY_FIELDS = "fen-too-many-fields",
        FEN_UNUSABLE = "fen-unusable",
        FEN_OPPONENT_IN_CHECK = "fen-opponent-in-check",
        FEN_MAHARAJA = "fen-maharaja",
        FEN_KING_COUNT = "fen-king-count",
        FEN_TOO_MANY_KINGS = "fen-too-many-kings",
        FEN_TOO_MANY_PIECES = "fen-too-many-pieces",
        FEN_PAWN_ON_EDGE = "fen-pawn-on-edge",
        FEN_CASTLING_KING = "fen-castling-king",
        FEN_CASTLING_ROOK = "fen-castling-rook",
        FEN_EN_PASSANT = "fen-en-passant",
        FEN_STUNS = "fen-stuns",
        FEN_PENDING = "fen-pending",
        FEN_NO_ANSWER = "fen-no-answer",
        HOST_FEN_REFUSED = "host-fen-refused",
        HOST_FEN_OVER = "host-fen-over",
        HOST_FEN_WITH_START = "host-fen-with-start",
        HOST_FEN_HIDDEN = "host-fen-hidden",
        HOST_CHALLENGE_FEN = "host-challenge-fen",
        HOST_FEN_SIDE = "host-fen-side",
        HOST_GAME_FROM_POSITION = "host-game-from-position",
        HOST_GAME_UNRATED_POSITION = "host-game-unrated-position",
        SLASH_OPT_FEN = "slash-opt-fen",
        SLASH_OPT_TEAM = "slash-opt-team",
        SLASH_OPT_TEAM_WHITE = "slash-opt-team-white",
        SLASH_OPT_TEAM_BLACK = "slash-opt-team-black",
        SLASH_OPT_TEAM_VOTE = "slash-opt-team-vote",
        REFUSAL_PIECE = "refusal-piece",
        REFUSAL_ROYAL = "refusal-royal",
        REFUSAL_PIECE_AT = "refusal-piece-at",
        REFUSAL_EITHER = "refusal-either",
        REFUSAL_BOTH = "refusal-both",
        REFUSAL_WITH_OPTIONS = "refusal-with-options",
        REFUSAL_AMBIGUOUS = "refusal-ambiguous",
        REFUSAL_NOTHING_THERE = "refusal-nothing-there",
        REFUSAL_NOT_YOURS = "refusal-not-yours",
        REFUSAL_NO_SUCH_PIECE = "refusal-no-such-piece",
        REFUSAL_ON_FILE = "refusal-on-file",
        REFUSAL_ON_RANK = "refusal-on-rank",
        REFUSAL_ON_SQUARE = "refusal-on-square",
        REFUSAL_CANNOT_GO = "refusal-cannot-go",
        REFUSAL_BLOCKED = "refusal-blocked",
        REFUSAL_IN_CHECK = "refusal-in-check",
        REFUSAL_PINNED = "refusal-pinned",
        REFUSAL_ATTACKED = "refusal-attacked",
        REFUSAL_STUNNED = "refusal-stunned",
        REFUSAL_IMMOBILIZED = "refusal-immobilized",
        REFUSAL_KING_OFF_BOARD = "refusal-king-off-board",
        REFUSAL_CASTLE = "refusal-castle",
        REFUSAL_CASTLE_KING_MOVED = "refusal-castle-king-moved",
        REFUSAL_CASTLE_ROOK_MOVED = "refusal-castle-rook-moved",
        REFUSAL_CASTLE_RIGHT_LOST = "refusal-castle-right-lost",
        REFUSAL_CASTLE_IN_CHECK = "refusal-castle-in-check",
        REFUSAL_CASTLE_ATTACKED = "refusal-castle-attacked",
        REFUSAL_CASTLE_OCCUPIED = "refusal-castle-occupied",
        REFUSAL_CASTLE_UNAVAILABLE = "refusal-castle-unavailable",
        REFUSAL_PROMOTION_MISSING = "refusal-promotion-missing",
        REFUSAL_PROMOTION_ROLE = "refusal-promotion-role",
        REFUSAL_NOT_A_PROMOTION = "refusal-not-a-promotion",
        REFUSAL_PROMOTE_AFTER_EFFECTS = "refusal-promote-after-effects",
        REFUSAL_NO_PROMOTION_WAITING = "refusal-no-promotion-waiting",
        REFUSAL_NO_STEALTH = "refusal-no-stealth",
        REFUSAL_STEALTH_USED = "refusal-stealth-used",
        REFUSAL_STEALTH_NO_QUEEN = "refusal-stealth-no-queen",
        REFUSAL_STEALTH_IMMOBILIZED = "refusal-stealth-immobilized",
        REFUSAL_STEALTH_NO_SQUARE = "refusal-stealth-no-square",
        REFUSAL_STEALTH_TO = "refusal-stealth-to",
        REFUSAL_NO_SHELL = "refusal-no-shell",
        REFUSAL_SHELL_USED = "refusal-shell-used",
        REFUSAL_SHELL_NO_KING = "refusal-shell-no-king",
        REFUSAL_SHELL_IMMOBILIZED = "refusal-shell-immobilized",
        REFUSAL_SHELL_NO_TARGET = "refusal-shell-no-target",
        REFUSAL_SHELL_AT = "refusal-shell-at",
        REFUSAL_SWAP = "refusal-swap",
        REFUSAL_DROP = "refusal-drop",
        REFUSAL_NOT_IN_RULESET = "refusal-not-in-ruleset",
        REFUSAL_TOO_MANY_TURNS = "refusal-too-many-turns",
        REFUSAL_TAKEBACK_FAILED = "refusal-takeback-failed",
        REFUSAL_ILLEGAL = "refusal-illegal",
        // The computer opponent (issue 17)
        ERR_LEVEL = "err-level",
        SLASH_OPT_LEVEL = "slash-opt-level",
        HOST_LEVEL_COMPUTER_ONLY = "host-level-computer-only",
        HOST_COMPUTER_NAME = "host-computer-name",
        COMPUTER = "computer",
        HOST_GAME_UNRATED_COMPUTER = "host-game-unrated-computer",
        HOST_STATS_COMPUTER = "host-stats-computer",
        // Durations, clocks and moments (issue 13)
        DURATION_DAYS = "duration-days",
        DURATION_HOURS = "duration-hours",
        DURATION_MINUTES = "duration-minutes",
        DURATION_DAYS_HOURS = "duration-days-hours",
        DURATION_HOURS_MINUTES = "duration-hours-minutes",
        CLOCK_PER_MOVE = "clock-per-move",
        CLOCK_LIVE = "clock-live",
        TIME_UTC = "time-utc",
        // A channel's own language (issue 13)
        HOST_MOD_CHANNEL_LANGUAGE = "host-mod-channel-language",
        HOST_MOD_CHANNEL_LANGUAGE_OFF = "host-mod-channel-language-off",
        SLASH_CONFIG_CHANNEL_LANGUAGE = "slash-config-channel-language",
        SLASH_OPT_CHANNEL_LANGUAGE = "slash-opt-channel-language",
        // Tournaments (src/host/tournament/, src/host/reading/tournament.rs)
        ERR_TOURNAMENT_KIND = "err-tournament-kind",
        ERR_TOURNAMENT_MINUTES = "err-tournament-minutes",
        ERR_TOURNAMENT_NOT_ARENA = "err-tournament-not-arena",
        ERR_TOURNAMENT_NOT_SWISS = "err-tournament-not-swiss",
        ERR_TOURNAMENT_NO_SHOW = "err-tournament-no-show",
        ERR_TOURNAMENT_RATED = "err-tournament-rated",
        ERR_TOURNAMENT_ROUNDS = "err-tournament-rounds",
        ERR_TOURNAMENT_START = "err-tournament-start",
        ERR_TOURNAMENT_TIEBREAK = "err-tournament-tiebreak",
        SLASH_OPT_TOURNAMENT_FORMAT = "slash-opt-tournament-format",
        SLASH_OPT_TOURNAMENT_MINUTES = "slash-opt-tournament-minutes",
        SLASH_OPT_TOURNAMENT_RATED = "slash-opt-tournament-rated",
        SLASH_OPT_TOURNAMENT_ROUNDS = "slash-opt-tournament-rounds",
        SLASH_OPT_TOURNAMENT_START = "slash-opt-tournament-start",
        SLASH_OPT_TOURNAMENT_NOSHOW = "slash-opt-tournament-noshow",
        SLASH_OPT_TOURNAMENT = "slash-opt-tournament",
        TOURNAMENT_STATE_OPEN = "tournament-state-open",
        TOURNAMENT_STATE_RUNNING = "tournament-state-running",
        SLASH_OPT_TOURNAMENT_TIEBREAKS = "slash-opt-tournament-tiebreaks",
        SLASH_TOURNAMENT = "slash-tournament",
        SLASH_TOURNAMENT_CANCEL = "slash-tournament-cancel",
        SLASH_TOURNAMENT_CREATE = "slash-tournament-create",
        SLASH_TOURNAMENT_INFO = "slash-tournament-info",
        SLASH_TOURNAMENT_JOIN = "slash-tournament-join",
        SLASH_TOURNAMENT_LEAVE = "slash-tournament-leave",
        SLASH_TOURNAMENT_PAIRINGS = "slash-tournament-pairings",
        SLASH_TOURNAMENT_PAUSE = "slash-tournament-pause",
        SLASH_TOURNAMENT_REMOVE = "slash-tournament-remove",
        SLASH_TOURNAMENT_STANDINGS = "slash-tournament-standings",
        SLASH_TOURNAMENT_START = "slash-tournament-start",
        ERR_VOTE_WINDOW = "err-vote-window",
        HOST_BUTTON_JOIN_BLACK = "host-button-join-black",
        HOST_BUTTON_JOIN_WHITE = "host-button-join-white",
        HOST_BUTTON_TEAM_LEAVE = "host-button-team-leave",
        HOST_BUTTON_TEAM_START = "host-button-team-start",
        HOST_TEAM_ALL_VOTED = "host-team-all-voted",
        HOST_TEAM_ALREADY = "host-team-already",
        HOST_TEAM_BEGINS = "host-team-begins",
        HOST_TEAM_CHALLENGE = "host-team-challenge",
        HOST_TEAM_CLOSED_EARLY = "host-team-closed-early",
        HOST_TEAM_CLOSE_NOT_YOURS = "host-team-close-not-yours",
        HOST_TEAM_EMPTY_SIDE = "host-team-empty-side",
        HOST_TEAM_EMPTY_TURN = "host-team-empty-turn",
        HOST_TEAM_FAIRNESS = "host-team-fairness",
        HOST_TEAM_FORFEIT = "host-team-forfeit",
        HOST_TEAM_HOW_ACCEPT = "host-team-how-accept",
        HOST_TEAM_HOW_JOIN = "host-team-how-join",
        HOST_TEAM_HOW_START = "host-team-how-start",
        HOST_TEAM_ILLEGAL = "host-team-illegal",
        HOST_TEAM_JOINED = "host-team-joined",
        HOST_TEAM_JOIN_NOT_ACCEPT = "host-team-join-not-accept",
        HOST_TEAM_LEFT = "host-team-left",
        HOST_TEAM_NAME = "host-team-name",
        HOST_SIDE_PLAYER = "host-side-player",
        HOST_TEAM_NONE_HERE = "host-team-none-here",
        HOST_TEAM_NOT_IN = "host-team-not-in",
        HOST_TEAM_NOT_MEMBER = "host-team-not-member",
        HOST_TEAM_NOT_TEAM = "host-team-not-team",
        HOST_TEAM_NOT_YOUR_VOTE = "host-team-not-your-vote",
        HOST_TEAM_NO_BALLOT = "host-team-no-ballot",
        HOST_TEAM_PERSON_STARTS = "host-team-person-starts",
        HOST_TEAM_RESIGNED = "host-team-resigned",
        HOST_TEAM_RESIGN_WORD = "host-team-resign-word",
        HOST_TEAM_SIDE_CLOSED = "host-team-side-closed",
        HOST_TEAM_SIDE_OPEN = "host-team-side-open",
        HOST_TEAM_SIDE_ROLE = "host-team-side-role",
        HOST_TEAM_SIDE_TAKEN = "host-team-side-taken",
        HOST_TEAM_STARTED = "host-team-started",
        HOST_TEAM_START_NOT_YOURS = "host-team-start-not-yours",
        HOST_TEAM_TALLY = "host-team-tally",
        HOST_TEAM_TALLY_ITEM = "host-team-tally-item",
        HOST_TEAM_TIE = "host-team-tie",
        HOST_TEAM_TURN = "host-team-turn",
        HOST_TEAM_VOTES_NOW = "host-team-votes-now",
        HOST_TEAM_VOTE_CHANGED = "host-team-vote-changed",
        HOST_TEAM_VOTE_COUNTED = "host-team-vote-counted",
        HOST_TEAM_VOTE_SAME = "host-team-vote-same",
        HOST_TEAM_WHICH_SIDE = "host-team-which-side",
        SLASH_OPT_TEAM_SIDE = "slash-opt-team-side",
        SLASH_TEAM = "slash-team",
        SLASH_TEAM_CLOSE = "slash-team-close",
        SLASH_TEAM_JOIN = "slash-team-join",
        SLASH_TEAM_LEAVE = "slash-team-leave",
        SLASH_TEAM_START = "slash-team-start",
        SLASH_TEAM_VOTES = "slash-team-votes",
        HOST_TEAM_NO_OFFERS = "host-team-no-offers",
        HOST_TEAM_PICK = "host-team-pick",
        HOST_TEAM_VOTE_COUNTED_ROLE = "host-team-vote-counted-role",
        HOST_TEAM_VOTE_CHANGED_ROLE = "host-team-vote-changed-role",
        HOST_TEAM_MORE = "host-team-more",
        HOST_TEAM_WINDOW_SECONDS = "host-team-window-seconds",
        HOST_TEAM_ROOM_NAME = "host-team-room-name",
        HOST_TEAM_ROOM_HELLO = "host-team-room-hello",
        HOST_TEAM_ROOM_BOARD = "host-team-room-board",
        HOST_TEAM_SECRET_DELETED = "host-team-secret-deleted",
        HOST_TEAM_SECRET_SEEN = "host-team-secret-seen",
        HOST_GAME_UNRATED_TEAM = "host-game-unrated-team",
        TOURNAMENT_ABSENT = "tournament-absent",
        TOURNAMENT_ALREADY_IN = "tournament-already-in",
        TOURNAMENT_ALREADY_STARTED = "tournament-already-started",
        TOURNAMENT_ANNOUNCED = "tournament-announced",
        TOURNAMENT_ARENA = "tournament-arena",
        TOURNAMENT_ARENA_LENGTH = "tournament-arena-length",
        TOURNAMENT_BUTTON_JOIN = "tournament-button-join",
        TOURNAMENT_BUTTON_LEAVE = "tournament-button-leave",
        TOURNAMENT_BUTTON_STANDINGS = "tournament-button-standings",
        TOURNAMENT_BYE = "tournament-bye",
        TOURNAMENT_CANCELLED = "tournament-cancelled",
        TOURNAMENT_CREATORS_ONLY = "tournament-creators-only",
        TOURNAMENT_FULL = "tournament-full",
        TOURNAMENT_HEAD_PLAYER = "tournament-head-player",
        TOURNAMENT_HEAD_RANK = "tournament-head-rank",
        TOURNAMENT_HEAD_SCORE = "tournament-head-score",
        TOURNAMENT_INFO = "tournament-info",
        TOURNAMENT_IN_A_CHANNEL = "tournament-in-a-channel",
        TOURNAMENT_JOINED = "tournament-joined",
        TOURNAMENT_LEFT = "tournament-left",
        TOURNAMENT_MODERATORS_ONLY = "tournament-moderators-only",
        TOURNAMENT_NAME_IT = "tournament-name-it",
        TOURNAMENT_NEW_GAMES = "tournament-new-games",
        TOURNAMENT_NOBODY = "tournament-nobody",
        TOURNAMENT_NONE_HERE = "tournament-none-here",
        TOURNAMENT_NONE_HERE_ASK = "tournament-none-here-ask",
        TOURNAMENT_NOT_FOUND = "tournament-not-found",
        TOURNAMENT_NOT_IN = "tournament-not-in",
        TOURNAMENT_NO_ABORT = "tournament-no-abort",
        TOURNAMENT_NO_GAMES = "tournament-no-games",
        TOURNAMENT_NO_TAKEBACK = "tournament-no-takeback",
        TOURNAMENT_OVER = "tournament-over",
        TOURNAMENT_PAIRING = "tournament-pairing",
        TOURNAMENT_PAIRING_ENDED = "tournament-pairing-ended",
        TOURNAMENT_PAUSED = "tournament-paused",
        HOST_MOD_TOURNAMENTS_EVERYONE = "host-mod-tournaments-everyone",
        HOST_MOD_TOURNAMENTS_MODERATORS = "host-mod-tournaments-moderators",
        SLASH_CONFIG_TOURNAMENTS = "slash-config-tournaments",
        TOURNAMENT_EXPORTED = "tournament-exported",
        TOURNAMENT_EXPORT_SWISS_ONLY = "tournament-export-swiss-only",
        SLASH_TOURNAMENT_EXPORT = "slash-tournament-export",
        TOURNAMENT_PLAYER_NOT_IN = "tournament-player-not-in",
        TOURNAMENT_PODIUM = "tournament-podium",
        TOURNAMENT_RATED = "tournament-rated",
        TOURNAMENT_REMOVED = "tournament-removed",
        TOURNAMENT_REMOVED_YOU = "tournament-removed-you",
        TOURNAMENT_ROUND = "tournament-round",
        TOURNAMENT_SECRET = "tournament-secret",
        TOURNAMENT_SEVERAL = "tournament-several",
        TOURNAMENT_STANDINGS = "tournament-standings",
        TOURNAMENT_STANDINGS_FINAL = "tournament-standings-final",
        TOURNAMENT_STANDINGS_ROUND = "tournament-standings-round",
        TOURNAMENT_STANDINGS_DURING = "tournament-standings-during",
        TOURNAMENT_STARTED = "tournament-started",
        TOURNAMENT_STATE_PAUSED = "tournament-state-paused",
        TOURNAMENT_STATE_WITHDRAWN = "tournament-state-withdrawn",
        TOURNAMENT_STATUS_ARENA = "tournament-status-arena",
        TOURNAMENT_STATUS_CANCELLED = "tournament-status-cancelled",
        TOURNAMENT_STATUS_FINISHED = "tournament-status-finished",
        TOURNAMENT_STATUS_WON = "tournament-status-won",
        TOURNAMENT_NOW = "tournament-now",
        TOURNAMENT_AND_MORE = "tournament-and-more",
        TOURNAMENT_STATUS_OPEN = "tournament-status-open",
        TOURNAMENT_STATUS_ROUND = "tournament-status-round",
        TOURNAMENT_SUMMARY = "tournament-summary",
        TOURNAMENT_SWISS = "tournament-swiss",
        TOURNAMENT_SWISS_ROUNDS = "tournament-swiss-rounds",
        TOURNAMENT_TOO_FEW = "tournament-too-few",
        TOURNAMENT_NO_PAIRING = "tournament-no-pairing",
        TOURNAMENT_PAIRING_FAULT = "tournament-pairing-fault",
        TOURNAMENT_TOO_LATE = "tournament-too-late",
        TOURNAMENT_UNRATED = "tournament-unrated",
    }
}
