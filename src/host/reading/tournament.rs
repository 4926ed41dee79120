//! `tournament …` as typed: the subcommand (in any language's words), the event it names
//! (`#N`, else the one running here), and for `create` the event's setup
//! (`tournament create arena chess 3+2 minutes=60 start=10m rated=yes`,
//! `tournament create swiss koopa 10+5 rounds=5 tiebreaks=bh1,sb`).

use crate::game::clock::{TimeControl, HOUR, MINUTE};
use crate::host::reading::command::{user_ref, yes_no_word, Args, CommandError, Subcommands};
pub use crate::host::reading::command::{Kind, Spec, SpecError, StartAt, TournamentCommand};
use crate::host::words::i18n::Lang;
use crate::host::words::text::echo;
use crate::tournament::TieBreak;

/// The longest wait before a tournament starts.
pub const MAX_START_DELAY_MS: u64 = 7 * 24 * HOUR;
/// The start when none is given: in ten minutes.
pub const DEFAULT_START_DELAY_MS: u64 = 10 * MINUTE;

/// The subcommands (their words: `subcommand-words-tournament-*` in the `.ftl` files).
pub const SUBCOMMANDS: Subcommands = Subcommands {
    group: "tournament",
    names: &[
        "create",
        "join",
        "leave",
        "pause",
        "standings",
        "pairings",
        "info",
        "export",
        "start",
        "cancel",
        "remove",
    ],
};

/// The word of a tournament starting at once (`start=now`): `subcommand-words-start-now`.
pub const NOW: Subcommands = Subcommands {
    group: "start",
    names: &["now"],
};

/// The subcommand a word names (any language, any case).
pub fn subcommand(word: &str) -> Option<&'static str> {
    SUBCOMMANDS.named(word)
}

/// The word of subcommand `name` in `lang` (`join`, `rejoindre`, `beitreten`).
pub fn sub_word(lang: Lang, name: &str) -> String {
    SUBCOMMANDS.word(lang, name)
}

/// Reads the words after `tournament`.
pub(crate) fn tournament(a: &mut Args) -> Result<TournamentCommand, CommandError> {
    let word = a.required()?;
    let sub = subcommand(word)
        .ok_or_else(|| CommandError::not_understood(a.command, word, &SUBCOMMANDS))?;
    let only_id = |a: &mut Args| a.game_only();
    Ok(match sub {
        "create" => TournamentCommand::Create(spec(a)?),
        "join" => TournamentCommand::Join(only_id(a)?),
        "leave" => TournamentCommand::Leave(only_id(a)?),
        "pause" => TournamentCommand::Pause(only_id(a)?),
        "standings" => TournamentCommand::Standings(only_id(a)?),
        "pairings" => TournamentCommand::Pairings(only_id(a)?),
        "info" => TournamentCommand::Info(only_id(a)?),
        "export" => TournamentCommand::Export(only_id(a)?),
        "start" => TournamentCommand::Start(only_id(a)?),
        "cancel" => TournamentCommand::Cancel(only_id(a)?),
        _ => {
            let user = user_ref(a.required()?, a.syntax)?;
            TournamentCommand::Remove(user, only_id(a)?)
        }
    })
}

/// The words of the two kinds of tournament: `subcommand-words-tournament-kind-*`.
pub const KINDS: Subcommands = Subcommands {
    group: "tournament-kind",
    names: &["arena", "swiss"],
};

/// The keys of a new event's `key=value` options: `subcommand-words-tournament-option-*`.
pub const OPTIONS: Subcommands = Subcommands {
    group: "tournament-option",
    names: &[
        "clock",
        "rounds",
        "minutes",
        "start",
        "rated",
        "tiebreaks",
        "noshow",
    ],
};

fn kind(word: &str) -> Result<Kind, CommandError> {
    match KINDS.named(word) {
        Some("arena") => Ok(Kind::Arena),
        Some(_) => Ok(Kind::Swiss),
        None => Err(CommandError::Tournament(SpecError::Kind(echo(word)))),
    }
}

fn spec(a: &mut Args) -> Result<Spec, CommandError> {
    let kind = kind(a.required()?)?;
    let ruleset = a.ruleset()?;
    let mut s = Spec {
        kind,
        ruleset,
        clock: None,
        rounds: None,
        minutes: None,
        start: None,
        rated: None,
        tiebreaks: None,
        no_show_minutes: None,
    };
    let dup = |w: &str| CommandError::Duplicate {
        command: "tournament",
        what: echo(w),
    };
    let err = CommandError::Tournament;
    while let Some(w) = a.next() {
        if let Ok(tc) = w.to_lowercase().parse::<TimeControl>() {
            if s.clock.replace(tc).is_some() {
                return Err(dup(w));
            }
            continue;
        }
        let not_understood = || CommandError::not_understood(a.command, w, &OPTIONS);
        let (key, value) = w.split_once('=').ok_or_else(not_understood)?;
        let option = OPTIONS.named(key).ok_or_else(not_understood)?;
        let wrong_kind = |o: &str| {
            err(SpecError::NotFor {
                option: o.into(),
                kind,
            })
        };
        let fresh = match option {
            "clock" => s
                .clock
                .replace(value.parse().map_err(CommandError::Clock)?)
                .is_none(),
            "rounds" if kind == Kind::Arena => return Err(wrong_kind(key)),
            "rounds" => s
                .rounds
                .replace(number(value).ok_or_else(|| err(SpecError::Rounds(echo(value))))? as u32)
                .is_none(),
            "minutes" if kind == Kind::Swiss => return Err(wrong_kind(key)),
            "minutes" => s
                .minutes
                .replace(number(value).ok_or_else(|| err(SpecError::Minutes(echo(value))))?)
                .is_none(),
            "tiebreaks" if kind == Kind::Arena => return Err(wrong_kind(key)),
            "tiebreaks" => s.tiebreaks.replace(tiebreaks(value)?).is_none(),
            "start" => s.start.replace(start_at(value)?).is_none(),
            "rated" => s.rated.replace(yes_no(value)?).is_none(),
            _ => s
                .no_show_minutes
                .replace(
                    number(value)
                        .filter(|m| (1..=60).contains(m))
                        .ok_or_else(|| err(SpecError::NoShow(echo(value))))?,
                )
                .is_none(),
        };
        if !fresh {
            return Err(dup(w));
        }
    }
    Ok(s)
}

fn number(v: &str) -> Option<u64> {
    let v = v.trim();
    (!v.is_empty() && v.len() <= 5 && v.bytes().all(|b| b.is_ascii_digit()))
        .then(|| v.parse().ok())
        .flatten()
}

fn yes_no(v: &str) -> Result<bool, CommandError> {
    yes_no_word(v).ok_or_else(|| CommandError::Tournament(SpecError::Rated(echo(v))))
}

fn tiebreaks(v: &str) -> Result<Vec<TieBreak>, CommandError> {
    let mut out = Vec::new();
    for part in v.split(',').filter(|p| !p.is_empty()) {
        let b = TieBreak::from_id(part)
            .ok_or_else(|| CommandError::Tournament(SpecError::TieBreak(echo(part))))?;
        if !out.contains(&b) {
            out.push(b);
        }
    }
    if out.is_empty() {
        return Err(CommandError::Tournament(SpecError::TieBreak(echo(v))));
    }
    Ok(out)
}

/// `now`, `10m`, `2h`, `45` (minutes), or `18:30` (UTC).
fn start_at(v: &str) -> Result<StartAt, CommandError> {
    let bad = || CommandError::Tournament(SpecError::Start(echo(v)));
    let t = v.trim().to_lowercase();
    if NOW.named(&t).is_some() {
        return Ok(StartAt::In(0));
    }
    if let Some((h, m)) = t.split_once(':') {
        let (h, m) = (number(h).ok_or_else(bad)?, number(m).ok_or_else(bad)?);
        if h > 23 || m > 59 {
            return Err(bad());
        }
        return Ok(StartAt::TimeOfDay(h * 60 + m));
    }
    let (digits, unit) = match t.strip_suffix('h') {
        Some(d) => (d, HOUR),
        None => (
            t.strip_suffix("min")
                .or_else(|| t.strip_suffix('m'))
                .unwrap_or(&t),
            MINUTE,
        ),
    };
    let ms = number(digits).ok_or_else(bad)?.saturating_mul(unit);
    if ms > MAX_START_DELAY_MS {
        return Err(bad());
    }
    Ok(StartAt::In(ms))
}

impl StartAt {
    /// The moment it names, seen from `now`.
    pub fn at(self, now: crate::game::Timestamp) -> crate::game::Timestamp {
        const DAY: u64 = 24 * HOUR;
        match self {
            StartAt::In(ms) => crate::game::Timestamp(now.0 + ms),
            StartAt::TimeOfDay(minutes) => {
                let midnight = now.0 - now.0 % DAY;
                let mut at = midnight + minutes * MINUTE;
                if at <= now.0 {
                    at += DAY;
                }
                crate::game::Timestamp(at)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Timestamp;

    #[test]
    fn start_times_read_in_every_form() {
        assert_eq!(start_at("now"), Ok(StartAt::In(0)));
        assert_eq!(start_at("jetzt"), Ok(StartAt::In(0)));
        assert_eq!(start_at("10m"), Ok(StartAt::In(10 * MINUTE)));
        assert_eq!(start_at("2h"), Ok(StartAt::In(2 * HOUR)));
        assert_eq!(start_at("45"), Ok(StartAt::In(45 * MINUTE)));
        assert_eq!(start_at("18:30"), Ok(StartAt::TimeOfDay(18 * 60 + 30)));
        for bad in ["25:00", "soon", "999h", ""] {
            assert!(start_at(bad).is_err(), "{bad}");
        }
        let noon = Timestamp(12 * HOUR);
        assert_eq!(StartAt::TimeOfDay(13 * 60).at(noon), Timestamp(13 * HOUR));
        assert_eq!(StartAt::TimeOfDay(11 * 60).at(noon), Timestamp(35 * HOUR));
    }

    #[test]
    fn yes_no_and_now_read_in_every_language() {
        use crate::host::reading::command::{on_off, YES_NO};
        for lang in Lang::ALL {
            for (name, want) in [("yes", true), ("no", false)] {
                let words = YES_NO.words(lang, name);
                assert!(!words.is_empty(), "{lang} {name}");
                for w in words {
                    assert_eq!(yes_no(&w.to_uppercase()), Ok(want), "{w}");
                    assert_eq!(on_off(&w), Ok(want), "{w}");
                }
            }
            assert_eq!(start_at(&NOW.word(lang, "now")), Ok(StartAt::In(0)));
        }
        assert!(yes_no("peut-être").is_err());
    }
}
