//! How what a user typed (or chose with a slash command or a button) is read: the command
//! types and their errors (`command`), slash commands as data (`slash`) and the
//! `tournament` subcommands with a new event's setup (`tournament`), the `team`
//! subcommands and a team challenge's options (`team`). The command
//! table that maps words to handlers is `host::table`, above the handlers.

pub mod command;
pub mod slash;
pub mod team;
pub mod tournament;

/// Every table of words read from the `.ftl` files' `subcommand-words-*` messages.
const WORD_TABLES: [&command::Subcommands; 6] = [
    &team::SUBCOMMANDS,
    &tournament::SUBCOMMANDS,
    &command::BAN_GAMES,
    &command::COLORS,
    &command::YES_NO,
    &tournament::NOW,
];

/// The `.ftl` keys of every subcommand's words (`subcommand-words-<group>-<name>`).
pub fn subcommand_words_keys() -> Vec<String> {
    WORD_TABLES.iter().flat_map(|t| t.keys()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::words::i18n::Lang;

    #[test]
    fn every_word_of_every_language_names_its_one_entry() {
        for table in WORD_TABLES {
            for lang in Lang::ALL {
                for name in table.names {
                    let words = table.words(lang, name);
                    assert!(!words.is_empty(), "{lang} {}", table.key(name));
                    for w in words {
                        assert_eq!(table.named(&w), Some(*name), "{w}");
                        assert_eq!(table.named(&w.to_uppercase()), Some(*name), "{w}");
                    }
                }
            }
        }
    }
}
