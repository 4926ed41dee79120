//! Team games as typed: a team challenge's options (`team`, `white=open`,
//! `black=@ann,@ben`, `white=@Club`, `vote=45s`) and the `team` subcommands (`team join
//! white`, `team leave`, `team start`, `team votes`, `team close`), in any language's
//! words.

use crate::game::clock::{HOUR, MINUTE};
use crate::host::reading::command::{
    color, game_id, is_game_id, Args, CommandError, GameId, Subcommands, TeamCommand, COLORS,
};
pub use crate::host::reading::command::{
    side_option, vote_option, window, MAX_WINDOW_MS, MIN_WINDOW_MS,
};
use crate::host::words::i18n::Lang;
use crate::host::words::text::echo;
use crate::rules::Color;

/// The voting window when none is asked: a minute with a live clock, an hour in a
/// correspondence game.
pub fn default_window(live: bool) -> u64 {
    if live {
        MINUTE
    } else {
        HOUR
    }
}

/// The subcommands (their words: `subcommand-words-team-*` in the `.ftl` files).
pub const SUBCOMMANDS: Subcommands = Subcommands {
    group: "team",
    names: &["join", "leave", "start", "votes", "close"],
};

/// The subcommand a word names (any language, any case).
pub fn subcommand(word: &str) -> Option<&'static str> {
    SUBCOMMANDS.named(word)
}

/// The word of subcommand `name` in `lang` (`join`, `rejoindre`, `beitreten`).
pub fn sub_word(lang: Lang, name: &str) -> String {
    SUBCOMMANDS.word(lang, name)
}

/// The word of side `color` in `lang` as `team join` reads it (`white`, `blancs`, `weiß`).
pub fn side_word(lang: Lang, color: Color) -> String {
    COLORS.word(lang, color.name())
}

/// Reads the words after `team`.
pub(crate) fn team(a: &mut Args) -> Result<TeamCommand, CommandError> {
    let word = a.required()?;
    let sub = subcommand(word)
        .ok_or_else(|| CommandError::not_understood(a.command, word, &SUBCOMMANDS))?;
    if sub == "join" {
        let mut side = None;
        let mut game = None;
        while let Some(w) = a.next() {
            if is_game_id(w) && game.is_none() {
                game = Some(game_id(w)?);
            } else if side.is_none() {
                side = color(w).map_err(|_| CommandError::TeamSide(echo(w)))?;
            } else {
                return Err(CommandError::Unexpected {
                    command: a.command,
                    arg: echo(w),
                });
            }
        }
        return Ok(TeamCommand::Join(side, game));
    }
    let id: Option<GameId> = a.game_only()?;
    Ok(match sub {
        "leave" => TeamCommand::Leave(id),
        "start" => TeamCommand::Start(id),
        "votes" => TeamCommand::Votes(id),
        _ => TeamCommand::Close(id),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::clock::SECOND;

    #[test]
    fn windows_read_in_every_form_within_bounds() {
        assert_eq!(window("45s"), Ok(45 * SECOND));
        assert_eq!(window("45"), Ok(45 * SECOND));
        assert_eq!(window("2m"), Ok(2 * MINUTE));
        assert_eq!(window("2min"), Ok(2 * MINUTE));
        assert_eq!(window("1h"), Ok(HOUR));
        for bad in ["5s", "25h", "soon", "", "1.5m", "99999999"] {
            assert!(window(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn side_options_in_every_language() {
        assert_eq!(side_option("blancs=open"), Some((Color::White, "open")));
        assert_eq!(side_option("Schwarz=@a"), Some((Color::Black, "@a")));
        assert_eq!(side_option("start=1"), None);
        assert_eq!(vote_option("abstimmung=30s"), Some("30s"));
        for lang in Lang::ALL {
            for c in Color::ALL {
                assert_eq!(color(&side_word(lang, c)), Ok(Some(c)));
            }
            for w in COLORS.words(lang, "random") {
                assert_eq!(color(&w.to_uppercase()), Ok(None), "{w}");
            }
        }
        assert!(color("violet").is_err());
        // A moderator's verdict names a side in the same words.
        use crate::host::reading::command::{verdict, Verdict};
        for lang in Lang::ALL {
            assert_eq!(
                verdict(&side_word(lang, Color::White)),
                Ok(Verdict::WhiteWins)
            );
            assert_eq!(
                verdict(&side_word(lang, Color::Black)),
                Ok(Verdict::BlackWins)
            );
        }
        assert_eq!(verdict("remis"), Ok(Verdict::Draw));
        assert!(verdict("zufall").is_err(), "a random side is no verdict");
    }
}
