//! How what a user typed (or chose with a slash command or a button) is read: the command
//! types and their errors (`command`), slash commands as data (`slash`) and the
//! `tournament` subcommands with a new event's setup (`tournament`), the `team`
//! subcommands and a team challenge's options (`team`). The command
//! table that maps words to handlers is `host::table`, above the handlers.

pub mod command;
pub mod slash;
pub mod team;
pub mod tournament;

/// The `.ftl` keys of every subcommand's words (`subcommand-words-<group>-<name>`).
pub fn subcommand_words_keys() -> Vec<String> {
    [
        &team::SUBCOMMANDS,
        &tournament::SUBCOMMANDS,
        &command::BAN_GAMES,
        &command::COLORS,
        &command::YES_NO,
        &tournament::NOW,
    ]
    .iter()
    .flat_map(|t| t.keys())
    .collect()
}
