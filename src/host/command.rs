//! What a command is, once read: [`Command`] and its arguments, the [`CommandError`]s a
//! reader may get, and the word readers each command's parser (in the command table,
//! [`super::table`]) is made of.
//!
//! ```
//! use chakbot::host::command::{Command, Context, Place};
//! use chakbot::host::table::parse;
//! let ctx = Context { place: Place::Channel, addressed: false };
//! assert!(matches!(parse("!challenge chakart @bob", ctx), Ok(Command::Challenge(_))));
//! let game = Context { place: Place::Game, addressed: false };
//! assert_eq!(parse("Nf3", game), Ok(Command::Move("Nf3".into())));
//! ```

use super::i18n::Lang;
use super::text::echo;
use crate::game::clock::{ClockError, TimeControl};
use crate::rules::{Color, DrawReason, Outcome, RuleSet, StartOption, WinReason};

/// Longer messages are not parsed (an addressed one gets a short answer).
pub const MAX_INPUT_CHARS: usize = 1000;
/// Longer move texts are not moves.
pub const MAX_MOVE_CHARS: usize = 24;
/// A ban reason is cut to this length.
pub const MAX_REASON_CHARS: usize = 200;
/// Longest theme name.
pub const MAX_THEME_CHARS: usize = 20;
/// Longest plain `@name`.
pub const MAX_NAME_CHARS: usize = 32;

/// Where a message was written.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Place {
    /// A game's thread, or a channel where a game is being played: moves need no prefix.
    Game,
    /// Any other server channel: only prefixed (`!`) or mentioning messages are commands.
    Channel,
    /// A direct message to the bot: every message is for the bot.
    Dm,
}

/// What the adapter knows about a message before parsing it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Context {
    pub place: Place,
    /// The message mentioned the bot (the adapter removed the mention from the text) or
    /// came from a slash command.
    pub addressed: bool,
}

impl Context {
    pub const DM: Context = Context {
        place: Place::Dm,
        addressed: true,
    };
}

/// A game number: `#12` or `12`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct GameId(pub u64);

/// A user named in a command: a Discord mention (`<@123>`, `<@!123>`) or a plain `@name`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum UserRef {
    Id(u64),
    Name(String),
}

/// A server role named in a command: `<@&123>` or a plain `@name`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum RoleRef {
    Id(u64),
    Name(String),
}

/// `challenge <ruleset> [@opponent] [as white|black] [start=0|1|2] [clock=3d|10+5]`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Challenge {
    pub ruleset: RuleSet,
    /// `None`: an open challenge.
    pub opponent: Option<UserRef>,
    /// The challenger's colour; `None`: drawn at random.
    pub color: Option<Color>,
    /// `None`: the rule set's default.
    pub start: Option<StartOption>,
    /// `None`: the server's default clock.
    pub clock: Option<TimeControl>,
}

/// Offer (which accepts a standing offer) or decline.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Answer {
    Offer,
    Decline,
}

/// A moderator's verdict: `1-0`, `0-1`, `1/2-1/2`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    WhiteWins,
    BlackWins,
    Draw,
}

impl Verdict {
    /// The outcome this verdict gives a game.
    pub fn outcome(self) -> Outcome {
        match self {
            Verdict::WhiteWins => Outcome::Decisive {
                winner: Color::White,
                reason: WinReason::Adjudication,
            },
            Verdict::BlackWins => Outcome::Decisive {
                winner: Color::Black,
                reason: WinReason::Adjudication,
            },
            Verdict::Draw => Outcome::Draw(DrawReason::Adjudication),
        }
    }
}

/// Board orientation setting.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Orientation {
    White,
    Black,
    /// The side to move in the channel, the viewer's side in a DM.
    Auto,
}

/// `settings [language en|fr] [theme NAME] [orientation white|black|auto]`; all `None`
/// shows the current settings.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Settings {
    pub language: Option<Lang>,
    pub theme: Option<String>,
    pub orientation: Option<Orientation>,
}

/// A server setting changed by a moderator.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Config {
    /// `config channel allow|deny`: games may (not) start in this channel.
    Channel(bool),
    /// `config threads on|off`: each game gets its own thread.
    Threads(bool),
    /// `config clock <spec>`: the default clock.
    Clock(TimeControl),
    /// `config language en|fr`: the server language.
    Language(Lang),
    /// `config role <ruleset> @role`: the role pinged for open challenges.
    Role(RuleSet, RoleRef),
    /// `config modrole @role`: the moderator role.
    ModRole(RoleRef),
    /// `config theme NAME`: the theme of the boards everyone sees.
    Theme(String),
    /// `config orientation white|black|auto`: the bottom side of public boards.
    Orientation(Orientation),
}

/// Everything a user can ask of the bot.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    Challenge(Challenge),
    Accept(Option<GameId>),
    Decline(Option<GameId>),
    Cancel(Option<GameId>),
    /// Move text as typed, to be resolved against the game by the host.
    Move(String),
    Board(Option<GameId>),
    Moves(Option<GameId>),
    Resign(Option<GameId>),
    /// Confirms a pending confirmation (resign...).
    Confirm,
    Draw {
        answer: Answer,
        game: Option<GameId>,
    },
    Abort(Option<GameId>),
    Takeback {
        answer: Answer,
        game: Option<GameId>,
    },
    Rematch(Option<GameId>),
    Games,
    History(Option<GameId>),
    Export(Option<GameId>),
    /// `rules` alone lists the rule sets.
    Rules(Option<RuleSet>),
    Leaderboard(Option<RuleSet>),
    Stats(Option<UserRef>),
    Settings(Settings),
    Verify(GameId),
    /// A canonical command name, or `None` for the overview.
    Help(Option<&'static str>),
    // Moderators
    ModGames,
    ModAbort(GameId),
    Adjudicate(GameId, Verdict),
    Void(GameId),
    Ban(UserRef, Option<String>),
    Unban(UserRef),
    Config(Config),
    ModLog,
    Peek(GameId),
}

/// Why a message is not a command, in words for its author.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CommandError {
    /// Not for the bot (chat in a game thread, an unprefixed message elsewhere): ignore it
    /// without an answer.
    NotAddressed,
    Empty,
    TooLong {
        chars: usize,
    },
    UnknownCommand {
        word: String,
        suggestion: Option<&'static str>,
    },
    /// A required argument is missing; the answer shows the usage.
    Missing {
        command: &'static str,
    },
    Unexpected {
        command: &'static str,
        arg: String,
    },
    RuleSet(String),
    Start(String),
    Color(String),
    GameId(String),
    User(String),
    Role(String),
    /// `@everyone` or `@here` where a user or role was expected.
    MassMention,
    Verdict(String),
    Language(String),
    Orientation(String),
    Theme(String),
    OnOff(String),
    AllowDeny(String),
    Duplicate {
        command: &'static str,
        what: String,
    },
    HelpTopic(String),
    SlashOption {
        command: &'static str,
        option: String,
    },
    Clock(ClockError),
}

impl CommandError {
    /// Whether the bot should stay silent.
    pub fn is_silent(&self) -> bool {
        matches!(self, CommandError::NotAddressed)
    }
}

const MOVE_WORDS: &[&str] = &["stealth", "shell", "swap", "drop", "promote"];

/// Whether a text could be a move (the host decides whether it is a legal one): short, and
/// either a Chakart special (`stealth Qh5`, `shell e7`, `promote q`...), castling, or made
/// of SAN and coordinate characters with a square (`e4`) in it.
///
/// ```
/// use chakbot::host::command::looks_like_move;
/// assert!(looks_like_move("Nxe4+") && looks_like_move("O-O") && looks_like_move("shell e7"));
/// assert!(!looks_like_move("2 bad") && !looks_like_move("hello") && !looks_like_move("gg"));
/// ```
pub fn looks_like_move(text: &str) -> bool {
    let t = text.trim();
    if t.is_empty() || t.chars().count() > MAX_MOVE_CHARS {
        return false;
    }
    let first = t.split_whitespace().next().unwrap_or("").to_lowercase();
    if MOVE_WORDS.contains(&first.as_str()) {
        return true;
    }
    let core = t
        .trim_end_matches(['+', '#', '!', '?'])
        .to_ascii_lowercase();
    if matches!(
        core.as_str(),
        "o-o" | "0-0" | "o-o-o" | "0-0-0" | "oo" | "ooo"
    ) {
        return true;
    }
    let allowed = |c: char| {
        matches!(c, 'a'..='h' | '1'..='8' | 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'M'
            | 'A'..='H' | 'k' | 'q' | 'r' | 'n' | 'x' | 'X' | '=' | '+' | '#' | '!' | '?' | '-' | ':' | ' ')
    };
    let has_square = t
        .as_bytes()
        .windows(2)
        .any(|w| matches!(w[0], b'a'..=b'h' | b'A'..=b'H') && matches!(w[1], b'1'..=b'8'));
    t.chars().all(allowed) && has_square && t.split_whitespace().count() <= 3
}

/// Arguments of one command, consumed from the left.
pub(crate) struct Args<'a> {
    pub(crate) command: &'static str,
    pub(crate) words: &'a [&'a str],
}

impl<'a> Args<'a> {
    pub(crate) fn next(&mut self) -> Option<&'a str> {
        let (first, rest) = self.words.split_first()?;
        self.words = rest;
        Some(first)
    }

    pub(crate) fn required(&mut self) -> Result<&'a str, CommandError> {
        self.next().ok_or(CommandError::Missing {
            command: self.command,
        })
    }

    pub(crate) fn end(&self) -> Result<(), CommandError> {
        match self.words.first() {
            None => Ok(()),
            Some(w) => Err(CommandError::Unexpected {
                command: self.command,
                arg: echo(w),
            }),
        }
    }

    /// An optional game id, then nothing.
    pub(crate) fn game_only(&mut self) -> Result<Option<GameId>, CommandError> {
        let game = self.next().map(game_id).transpose()?;
        self.end()?;
        Ok(game)
    }

    pub(crate) fn rest(&mut self) -> String {
        let r = self.words.join(" ");
        self.words = &[];
        r
    }
}

pub(crate) fn challenge(a: &mut Args) -> Result<Challenge, CommandError> {
    let rs = ruleset(a.required()?)?;
    let mut c = Challenge {
        ruleset: rs,
        opponent: None,
        color: None,
        start: None,
        clock: None,
    };
    let dup = |what: &str| CommandError::Duplicate {
        command: "challenge",
        what: what.to_string(),
    };
    while let Some(w) = a.next() {
        let lower = w.to_lowercase();
        if w.starts_with('@') || w.starts_with("<@") {
            if c.opponent.is_some() {
                return Err(dup(w));
            }
            c.opponent = Some(user_ref(w)?);
        } else if lower == "as" || lower == "en" {
            let colour = a.next().ok_or(CommandError::Missing {
                command: "challenge",
            })?;
            if c.color.is_some() {
                return Err(dup(colour));
            }
            c.color = color(colour)?;
        } else if let Some(col) = color_word(&lower) {
            if c.color.is_some() {
                return Err(dup(w));
            }
            c.color = col;
        } else if let Some(v) = lower
            .strip_prefix("start=")
            .or_else(|| lower.strip_prefix("random="))
        {
            if c.start.is_some() {
                return Err(dup(w));
            }
            c.start = Some(start(v)?);
        } else if let Some((_, v)) = w
            .split_once('=')
            .filter(|(k, _)| matches!(k.to_lowercase().as_str(), "clock" | "time" | "pendule"))
        {
            if c.clock.is_some() {
                return Err(dup(w));
            }
            c.clock = Some(v.parse().map_err(CommandError::Clock)?);
        } else if let Ok(tc) = lower.parse::<TimeControl>() {
            if c.clock.is_some() {
                return Err(dup(w));
            }
            c.clock = Some(tc);
        } else {
            return Err(CommandError::Unexpected {
                command: "challenge",
                arg: echo(w),
            });
        }
    }
    Ok(c)
}

/// `white` / `black` / `random` (and French), if the word is a colour word.
pub(crate) fn color_word(w: &str) -> Option<Option<Color>> {
    match w {
        "white" | "w" | "blanc" | "blancs" => Some(Some(Color::White)),
        "black" | "b" | "noir" | "noirs" => Some(Some(Color::Black)),
        "random" | "any" | "hasard" => Some(None),
        _ => None,
    }
}

pub(crate) fn color(w: &str) -> Result<Option<Color>, CommandError> {
    color_word(&w.to_lowercase()).ok_or_else(|| CommandError::Color(echo(w)))
}

pub(crate) fn start(v: &str) -> Result<StartOption, CommandError> {
    v.trim()
        .parse::<u8>()
        .ok()
        .and_then(StartOption::from_number)
        .ok_or_else(|| CommandError::Start(echo(v)))
}

pub(crate) fn ruleset(w: &str) -> Result<RuleSet, CommandError> {
    w.parse().map_err(|_| CommandError::RuleSet(echo(w)))
}

pub(crate) fn is_game_id(w: &str) -> bool {
    let d = w.strip_prefix('#').unwrap_or(w);
    !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())
}

/// `#12` or `12`.
pub fn game_id(w: &str) -> Result<GameId, CommandError> {
    let d = w.strip_prefix('#').unwrap_or(w);
    if d.is_empty() || d.len() > 18 || !d.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CommandError::GameId(echo(w)));
    }
    d.parse()
        .map(GameId)
        .map_err(|_| CommandError::GameId(echo(w)))
}

fn snowflake(digits: &str) -> Option<u64> {
    if digits.is_empty() || digits.len() > 20 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn is_mass_mention(w: &str) -> bool {
    let l = w.trim_start_matches('@').to_lowercase();
    w.starts_with('@') && (l == "everyone" || l == "here")
}

fn plain_name(name: &str) -> Option<String> {
    let ok = !name.is_empty()
        && name.chars().count() <= MAX_NAME_CHARS
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-'));
    ok.then(|| name.to_string())
}

/// A user: `<@123>`, `<@!123>` (Discord) or `@name` (local mode).
pub fn user_ref(w: &str) -> Result<UserRef, CommandError> {
    if is_mass_mention(w) {
        return Err(CommandError::MassMention);
    }
    if let Some(inner) = w.strip_prefix("<@").and_then(|r| r.strip_suffix('>')) {
        let digits = inner.strip_prefix('!').unwrap_or(inner);
        return snowflake(digits)
            .map(UserRef::Id)
            .ok_or_else(|| CommandError::User(echo(w)));
    }
    w.strip_prefix('@')
        .and_then(plain_name)
        .map(UserRef::Name)
        .ok_or_else(|| CommandError::User(echo(w)))
}

/// A role: `<@&123>` (Discord) or `@name` (local mode).
pub fn role_ref(w: &str) -> Result<RoleRef, CommandError> {
    if is_mass_mention(w) {
        return Err(CommandError::MassMention);
    }
    if let Some(inner) = w.strip_prefix("<@&").and_then(|r| r.strip_suffix('>')) {
        return snowflake(inner)
            .map(RoleRef::Id)
            .ok_or_else(|| CommandError::Role(echo(w)));
    }
    w.strip_prefix('@')
        .and_then(plain_name)
        .map(RoleRef::Name)
        .ok_or_else(|| CommandError::Role(echo(w)))
}

pub(crate) fn verdict(w: &str) -> Result<Verdict, CommandError> {
    Ok(match w.to_lowercase().as_str() {
        "1-0" | "white" | "blancs" => Verdict::WhiteWins,
        "0-1" | "black" | "noirs" => Verdict::BlackWins,
        "1/2-1/2" | "½-½" | "1/2" | "draw" | "nulle" => Verdict::Draw,
        _ => return Err(CommandError::Verdict(echo(w))),
    })
}

pub(crate) fn language(w: &str) -> Result<Lang, CommandError> {
    Lang::from_locale(w).ok_or_else(|| CommandError::Language(echo(w)))
}

pub(crate) fn on_off(w: &str) -> Result<bool, CommandError> {
    match w.to_lowercase().as_str() {
        "on" | "yes" | "true" | "oui" => Ok(true),
        "off" | "no" | "false" | "non" => Ok(false),
        _ => Err(CommandError::OnOff(echo(w))),
    }
}

pub(crate) fn settings(a: &mut Args) -> Result<Settings, CommandError> {
    let mut s = Settings::default();
    let dup = |w: &str| CommandError::Duplicate {
        command: "settings",
        what: w.to_string(),
    };
    while let Some(w) = a.next() {
        let (key, value) = match w.split_once('=') {
            Some((k, v)) => (k.to_lowercase(), v),
            None => (w.to_lowercase(), a.required()?),
        };
        match key.as_str() {
            "language" | "lang" | "langue" => {
                if s.language.is_some() {
                    return Err(dup(w));
                }
                s.language = Some(language(value)?);
            }
            "theme" | "thème" => {
                if s.theme.is_some() {
                    return Err(dup(w));
                }
                s.theme = Some(theme_name(value)?);
            }
            "orientation" => {
                if s.orientation.is_some() {
                    return Err(dup(w));
                }
                s.orientation = Some(orientation(value)?);
            }
            _ => {
                return Err(CommandError::Unexpected {
                    command: "settings",
                    arg: echo(w),
                })
            }
        }
    }
    Ok(s)
}

/// A theme name as typed (checked against the themes by the handler).
fn theme_name(value: &str) -> Result<String, CommandError> {
    let ok = !value.is_empty()
        && value.chars().count() <= MAX_THEME_CHARS
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !ok {
        return Err(CommandError::Theme(echo(value)));
    }
    Ok(value.to_ascii_lowercase())
}

/// `white`, `black` or `auto` (and the French words).
fn orientation(value: &str) -> Result<Orientation, CommandError> {
    Ok(match value.to_lowercase().as_str() {
        "white" | "blanc" | "blancs" => Orientation::White,
        "black" | "noir" | "noirs" => Orientation::Black,
        "auto" => Orientation::Auto,
        _ => return Err(CommandError::Orientation(echo(value))),
    })
}

pub(crate) fn config(a: &mut Args) -> Result<Config, CommandError> {
    let what = a.required()?;
    let c = match what.to_lowercase().as_str() {
        "channel" | "salon" => {
            let v = a.required()?;
            Config::Channel(match v.to_lowercase().as_str() {
                "allow" | "on" | "yes" | "autoriser" => true,
                "deny" | "off" | "no" | "interdire" => false,
                _ => return Err(CommandError::AllowDeny(echo(v))),
            })
        }
        "threads" | "fils" => Config::Threads(on_off(a.required()?)?),
        "clock" | "pendule" => {
            let spec = a.rest();
            if spec.is_empty() {
                return Err(CommandError::Missing { command: "config" });
            }
            Config::Clock(spec.parse().map_err(CommandError::Clock)?)
        }
        "language" | "langue" => Config::Language(language(a.required()?)?),
        "role" | "rôle" => {
            let rs = ruleset(a.required()?)?;
            Config::Role(rs, role_ref(a.required()?)?)
        }
        "modrole" => Config::ModRole(role_ref(a.required()?)?),
        "theme" | "thème" => Config::Theme(theme_name(a.required()?)?),
        "orientation" => Config::Orientation(orientation(a.required()?)?),
        _ => {
            return Err(CommandError::Unexpected {
                command: "config",
                arg: echo(what),
            })
        }
    };
    a.end()?;
    Ok(c)
}
