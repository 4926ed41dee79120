//! The bot's words in English, French and German: the Fluent messages compiled into the
//! binary (`assets/i18n/*.ftl`), loaded once, the [`Lang`] choice and [`format`]. One
//! loader for every layer that speaks: the after-game review (`review::words`) and the
//! host (`host::words::i18n`, which adds its keys and helpers).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

const EN_FTL: &str = include_str!("../assets/i18n/en.ftl");
const FR_FTL: &str = include_str!("../assets/i18n/fr.ftl");
const DE_FTL: &str = include_str!("../assets/i18n/de.ftl");

/// A language the bot speaks. Chosen per server, per user, or from a locale.
#[derive(
    Copy, Clone, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    /// German: the proof that a language is one `.ftl` file plus its notation letters
    /// (`de.ftl` falls back to English key by key where it is not complete).
    De,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// `en`, `fr` or `de`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The piece letters moves are read and written with in this language.
    pub const fn letters(self) -> crate::rules::notation::Letters {
        use crate::rules::notation::Letters;
        match self {
            Lang::En => Letters::English,
            Lang::Fr => Letters::French,
            Lang::De => Letters::German,
        }
    }

    /// The language of a locale string, if the bot speaks it: `fr`, `fr-FR`, `fr_CA` ->
    /// French; `en`, `en-US`, `en-GB` -> English; `de`, `de-AT` -> German; anything else
    /// -> `None`.
    ///
    /// ```
    /// use chakbot::host::words::i18n::Lang;
    /// assert_eq!(Lang::from_locale("fr-FR"), Some(Lang::Fr));
    /// assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale("de-DE"), Some(Lang::De));
    /// assert_eq!(Lang::from_locale("es"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.trim().split(['-', '_']).next().unwrap_or("");
        match primary.to_ascii_lowercase().as_str() {
            "en" | "english" | "anglais" => Some(Lang::En),
            "fr" | "french" | "français" | "francais" => Some(Lang::Fr),
            "de" | "german" | "deutsch" | "allemand" => Some(Lang::De),
            _ => None,
        }
    }

    /// The language of a private answer: the first of the user's setting, their Discord
    /// locale, the server's setting; English when none is known. (Public texts use the
    /// channel's language, else the server's: `Desk::public_lang`.)
    pub fn choose(user: Option<Lang>, server: Option<Lang>, locale: Option<&str>) -> Lang {
        user.or_else(|| locale.and_then(Lang::from_locale))
            .or(server)
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = ();
    fn from_str(s: &str) -> Result<Lang, ()> {
        Lang::from_locale(s).ok_or(())
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang, source: &str) -> Bundle {
    let id = lang
        .code()
        .parse()
        .expect("en, fr and de are valid language identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Chat clients show isolation marks as stray characters; user text is cleaned instead.
    bundle.set_use_isolating(false);
    let source = match lang {
        Lang::Fr => {
            // `{ DE($player) }`: "de bob", "d’alice".
            let _ = bundle.add_function("DE", |positional, _named| {
                let name = match positional.first() {
                    Some(FluentValue::String(s)) => s.to_string(),
                    Some(FluentValue::Number(n)) => n.as_string().to_string(),
                    _ => String::new(),
                };
                FluentValue::from(french_de(&name))
            });
            french_typography(source)
        }
        _ => source.to_string(),
    };
    let resource = FluentResource::try_new(source).unwrap_or_else(|(resource, _errors)| resource);
    // A duplicate message would be an error in the .ftl file; the completeness test catches
    // it. The bundle keeps the first definition.
    let _ = bundle.add_resource(resource);
    bundle
}

/// "de" before `name`, elided before a vowel or a mute h: `de bob`, `d’alice`,
/// `d’Émile`, `d’Hugo` (a platform mention keeps "de").
///
/// ```
/// use chakbot::host::words::i18n::french_de;
/// assert_eq!(french_de("alice"), "d’alice");
/// assert_eq!(french_de("Émile"), "d’Émile");
/// assert_eq!(french_de("bob"), "de bob");
/// // Squares: elided before the letters read with a vowel that is written (a, e).
/// assert_eq!(french_de("e7"), "d’e7");
/// assert_eq!(french_de("g1"), "de g1");
/// assert_eq!(french_de("h5"), "de h5");
/// ```
pub fn french_de(name: &str) -> String {
    // A square is read letter by letter: "d’e7", "d’a1", but "de h5" (h is "ache").
    let square = name.len() == 2
        && name.starts_with(|c: char| ('a'..='h').contains(&c))
        && name.ends_with(|c: char| ('1'..='8').contains(&c));
    let vowels = if square {
        "ae"
    } else {
        "aeiouyhàâäéèêëîïôöùûüAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜ"
    };
    let elides = name.chars().next().is_some_and(|c| vowels.contains(c));
    if elides {
        format!("d’{name}")
    } else {
        format!("de {name}")
    }
}

/// French typography on the translators' text (not on user names or moves inserted
/// later): a no-break space before `:` `;` `!` `?` and inside « », the typographic
/// apostrophe outside `code`.
pub fn french_typography(source: &str) -> String {
    const NBSP: char = '\u{a0}';
    let mut out = String::with_capacity(source.len() + 64);
    for line in source.lines() {
        let mut code = false;
        let chars: Vec<char> = line.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let next = chars.get(i + 1).copied();
            match c {
                '`' => {
                    code = !code;
                    out.push(c);
                }
                ' ' if !code && matches!(next, Some(':' | ';' | '!' | '?' | '»')) => {
                    out.push(NBSP)
                }
                ' ' if !code && i > 0 && chars[i - 1] == '«' => out.push(NBSP),
                '\'' if !code && !line.starts_with('#') => out.push('’'),
                _ => out.push(c),
            }
        }
        out.push('\n');
    }
    out
}

fn bundles() -> &'static [Bundle; 3] {
    static BUNDLES: OnceLock<[Bundle; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        [
            bundle(Lang::En, EN_FTL),
            bundle(Lang::Fr, FR_FTL),
            bundle(Lang::De, DE_FTL),
        ]
    })
}

/// The bundle of `lang` (message attributes: `host::words::i18n::ruleset_form`).
pub(crate) fn get(lang: Lang) -> &'static Bundle {
    &bundles()[lang as usize]
}

/// A message argument: text (`"e4".into()`) or a number (`3.into()`).
pub type Arg<'a> = FluentValue<'a>;

/// Message `key` in `lang` with named arguments, as the bundle formats it; a key
/// missing from the language falls back to English, then to the key itself: never a
/// panic.
pub fn format(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(name.to_string(), value.clone());
    }
    for b in [get(lang), get(Lang::En)] {
        if let Some(pattern) = b.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = b
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
            // A missing argument or a bad reference is a bug in the code or the .ftl
            // file: tests and debug builds stop on it; release builds show the fallback.
            debug_assert!(errors.is_empty(), "{key} ({lang}): {errors:?}");
            return text;
        }
    }
    key.to_string()
}

/// The message ids of an `.ftl` source, in order (messages only, not terms).
pub fn ftl_keys(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim().to_string()))
        .collect()
}

/// Syntax errors and duplicate messages in the `.ftl` sources (empty when all is well).
pub fn problems() -> Vec<String> {
    let mut out = Vec::new();
    for (lang, source) in SOURCES {
        match FluentResource::try_new(source.to_string()) {
            Ok(resource) => {
                let mut b: Bundle = FluentBundle::new_concurrent(vec![]);
                if let Err(errors) = b.add_resource(resource) {
                    out.extend(errors.iter().map(|e| format!("{lang}: {e:?}")));
                }
            }
            Err((_, errors)) => out.extend(errors.iter().map(|e| format!("{lang}: {e:?}"))),
        }
    }
    out
}

/// The raw sources, for tests and tools.
pub const SOURCES: [(Lang, &str); 3] = [(Lang::En, EN_FTL), (Lang::Fr, FR_FTL), (Lang::De, DE_FTL)];
