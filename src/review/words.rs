//! The review's words in the reader's language (en, fr, de), from its own Fluent files
//! (`assets/i18n/review/*.ftl`; a minimal loader, apart from the host's).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// The languages the review speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
    De,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// `en`, `fr`, `de` (a locale such as `fr-CA` too); `None` otherwise.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        match code.split(['-', '_']).next() {
            Some("en") => Some(Lang::En),
            Some("fr") => Some(Lang::Fr),
            Some("de") => Some(Lang::De),
            _ => None,
        }
    }

    /// The notation letters of this language.
    pub fn letters(self) -> crate::rules::notation::Letters {
        use crate::rules::notation::Letters;
        match self {
            Lang::En => Letters::English,
            Lang::Fr => Letters::French,
            Lang::De => Letters::German,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The sources, by language.
pub const SOURCES: [(Lang, &str); 3] = [
    (Lang::En, include_str!("../../assets/i18n/review/en.ftl")),
    (Lang::Fr, include_str!("../../assets/i18n/review/fr.ftl")),
    (Lang::De, include_str!("../../assets/i18n/review/de.ftl")),
];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 3] {
    static BUNDLES: OnceLock<[Bundle; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| SOURCES.map(|(lang, source)| bundle(lang, source)))
}

fn bundle(lang: Lang, source: &str) -> Bundle {
    let code = ["en", "fr", "de"][lang.index()];
    let id: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
    // A message defined twice keeps its first form.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The message `key` in `lang` with `args` (name, value); the key itself when missing.
pub fn tr(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let bundle = &bundles()[lang.index()];
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return key.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(name.to_string(), value.to_string());
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// The message keys of a Fluent source, in order.
pub fn keys(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| !l.starts_with([' ', '#', '\t']))
        .filter_map(|l| l.split_once(" =").map(|(k, _)| k.trim().to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_key_and_formats_it() {
        let en = keys(SOURCES[0].1);
        assert!(en.contains(&"review-blunder".to_string()));
        for (lang, source) in SOURCES {
            assert_eq!(keys(source), en, "{lang:?}");
            for key in &en {
                let text = tr(
                    lang,
                    key,
                    &[
                        ("white", "90"),
                        ("black", "80"),
                        ("played", "e4"),
                        ("better", "d4"),
                    ],
                );
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{lang:?} {key}: {text}"
                );
            }
        }
        assert_eq!(tr(Lang::Fr, "review-blunder", &[]), "Gaffe");
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse("xx"), None);
    }
}
