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
const WORD_TABLES: [&command::Subcommands; 12] = [
    &team::SUBCOMMANDS,
    &tournament::SUBCOMMANDS,
    &tournament::KINDS,
    &tournament::OPTIONS,
    &tournament::NOW,
    &command::BAN_GAMES,
    &command::COLORS,
    &command::YES_NO,
    &command::CHALLENGE_WORDS,
    &command::SETTINGS_WORDS,
    &command::CONFIG_WORDS,
    &command::VERDICTS,
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
    fn every_table_has_its_own_group() {
        let mut groups: Vec<_> = WORD_TABLES.iter().map(|t| t.group).collect();
        groups.sort_unstable();
        groups.dedup();
        assert_eq!(groups.len(), WORD_TABLES.len(), "{groups:?}");
        let mut keys = subcommand_words_keys();
        let all = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), all, "two tables share a key");
    }

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
