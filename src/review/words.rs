//! The review's words in the reader's language (en, fr, de): the messages `review-*` of
//! the bot's Fluent files (`assets/i18n/*.ftl`), through the one loader every layer
//! shares ([`crate::i18n`]).

pub use crate::i18n::Lang;

/// The message `key` in `lang` with text arguments (name, value); the key itself when
/// missing.
pub fn tr(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, crate::i18n::Arg)> = args
        .iter()
        .map(|&(name, value)| (name, value.to_string().into()))
        .collect();
    crate::i18n::format(lang, key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_review_words_exist_in_every_language() {
        for lang in Lang::ALL {
            for key in [
                "review-title",
                "review-white",
                "review-black",
                "review-inaccuracy",
                "review-mistake",
                "review-blunder",
            ] {
                let text = tr(lang, key, &[]);
                assert!(!text.is_empty() && text != key, "{lang} {key}");
            }
            let better = tr(lang, "review-better", &[("played", "e4"), ("better", "d4")]);
            assert!(better.contains("e4") && better.contains("d4"), "{better}");
        }
        assert_eq!(tr(Lang::Fr, "review-blunder", &[]), "Gaffe");
        assert_eq!(Lang::from_locale("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_locale("xx"), None);
    }
}
