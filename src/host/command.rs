//! One command language for chat text, slash commands and local mode: [`Command`], the
//! parser [`parse`] and its friendly, localised [`CommandError`]s.
//!
//! ```
//! use chakbot::host::command::{parse, Command, Context, Place};
//! let ctx = Context { place: Place::Channel, addressed: false };
//! assert!(matches!(parse("!challenge chakart @bob", ctx), Ok(Command::Challenge(_))));
//! let game = Context { place: Place::Game, addressed: false };
//! assert_eq!(parse("Nf3", game), Ok(Command::Move("Nf3".into())));
//! ```

use super::i18n::{keys, tr, Lang};
use super::text::{clean_capped, echo};
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

impl Command {
    /// The canonical name, as `help` knows it.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Challenge(_) => "challenge",
            Command::Accept(_) => "accept",
            Command::Decline(_) => "decline",
            Command::Cancel(_) => "cancel",
            Command::Move(_) => "move",
            Command::Board(_) => "board",
            Command::Moves(_) => "moves",
            Command::Resign(_) => "resign",
            Command::Confirm => "confirm",
            Command::Draw { .. } => "draw",
            Command::Abort(_) => "abort",
            Command::Takeback { .. } => "takeback",
            Command::Rematch(_) => "rematch",
            Command::Games => "games",
            Command::History(_) => "history",
            Command::Export(_) => "export",
            Command::Rules(_) => "rules",
            Command::Leaderboard(_) => "leaderboard",
            Command::Stats(_) => "stats",
            Command::Settings(_) => "settings",
            Command::Verify(_) => "verify",
            Command::Help(_) => "help",
            Command::ModGames => "mod games",
            Command::ModAbort(_) => "mod abort",
            Command::Adjudicate(..) => "adjudicate",
            Command::Void(_) => "void",
            Command::Ban(..) => "ban",
            Command::Unban(_) => "unban",
            Command::Config(_) => "config",
            Command::ModLog => "modlog",
            Command::Peek(_) => "peek",
        }
    }

    /// Whether only moderators may use it.
    pub fn is_moderator(&self) -> bool {
        matches!(
            self,
            Command::ModGames
                | Command::ModAbort(_)
                | Command::Adjudicate(..)
                | Command::Void(_)
                | Command::Ban(..)
                | Command::Unban(_)
                | Command::Config(_)
                | Command::ModLog
                | Command::Peek(_)
        )
    }

    /// A slash command: `name` is the command with its subcommand, if any (`"challenge"`,
    /// `"mod abort"`, `"config clock"`), `options` the option names and values as Discord
    /// sends them (users and roles as their ids). See [`super::slash::COMMANDS`].
    pub fn from_slash(name: &str, options: &[(String, String)]) -> Result<Command, CommandError> {
        let name = name.trim().to_ascii_lowercase();
        let Some(spec) = super::slash::find(&name) else {
            return Err(CommandError::UnknownCommand {
                word: echo(&name),
                suggestion: None,
            });
        };
        let mut text = String::from(spec.words);
        for (key, _) in options {
            if !spec.options.iter().any(|o| o.name == key) {
                return Err(CommandError::SlashOption {
                    command: spec.words,
                    option: echo(key),
                });
            }
        }
        for opt in spec.options {
            let Some((_, value)) = options.iter().find(|(k, _)| k == opt.name) else {
                continue;
            };
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            text.push(' ');
            text.push_str(&opt.render.apply(value));
        }
        parse(&text, Context::DM)
    }
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

    /// The answer to the author, in `lang`. Echoed user text is cleaned and short.
    pub fn message(&self, lang: Lang) -> String {
        let one = |key: &str, value: &str| tr(lang, key, &[("value", echo(value).into())]);
        match self {
            CommandError::NotAddressed => String::new(),
            CommandError::Empty => tr(lang, keys::ERR_EMPTY, &[]),
            CommandError::TooLong { chars } => tr(
                lang,
                keys::ERR_TOO_LONG,
                &[
                    ("chars", (*chars as u64).into()),
                    ("max", (MAX_INPUT_CHARS as u64).into()),
                ],
            ),
            CommandError::UnknownCommand {
                word,
                suggestion: Some(s),
            } => tr(
                lang,
                keys::ERR_UNKNOWN_COMMAND_SUGGEST,
                &[("word", echo(word).into()), ("suggestion", (*s).into())],
            ),
            CommandError::UnknownCommand { word, .. } => one(keys::ERR_UNKNOWN_COMMAND, word),
            CommandError::Missing { command } => tr(
                lang,
                keys::ERR_MISSING,
                &[
                    ("command", (*command).into()),
                    ("usage", usage(command).into()),
                ],
            ),
            CommandError::Unexpected { command, arg } => tr(
                lang,
                keys::ERR_UNEXPECTED,
                &[
                    ("command", (*command).into()),
                    ("value", echo(arg).into()),
                    ("usage", usage(command).into()),
                ],
            ),
            CommandError::RuleSet(v) => one(keys::ERR_RULESET, v),
            CommandError::Start(v) => one(keys::ERR_START, v),
            CommandError::Color(v) => one(keys::ERR_COLOR, v),
            CommandError::GameId(v) => one(keys::ERR_GAME_ID, v),
            CommandError::User(v) => one(keys::ERR_USER, v),
            CommandError::Role(v) => one(keys::ERR_ROLE, v),
            CommandError::MassMention => tr(lang, keys::ERR_MASS_MENTION, &[]),
            CommandError::Verdict(v) => one(keys::ERR_VERDICT, v),
            CommandError::Language(v) => one(keys::ERR_LANGUAGE, v),
            CommandError::Orientation(v) => one(keys::ERR_ORIENTATION, v),
            CommandError::Theme(v) => one(keys::ERR_THEME, v),
            CommandError::OnOff(v) => one(keys::ERR_ON_OFF, v),
            CommandError::AllowDeny(v) => one(keys::ERR_ALLOW_DENY, v),
            CommandError::Duplicate { command, what } => tr(
                lang,
                keys::ERR_DUPLICATE,
                &[("command", (*command).into()), ("value", echo(what).into())],
            ),
            CommandError::HelpTopic(v) => one(keys::ERR_HELP_TOPIC, v),
            CommandError::SlashOption { command, option } => tr(
                lang,
                keys::ERR_SLASH_OPTION,
                &[
                    ("command", (*command).into()),
                    ("value", echo(option).into()),
                ],
            ),
            CommandError::Clock(e) => clock_error(lang, e),
        }
    }
}

fn clock_error(lang: Lang, e: &ClockError) -> String {
    match e {
        ClockError::Unparseable(v) => tr(
            lang,
            keys::ERR_CLOCK_UNPARSEABLE,
            &[("value", echo(v).into())],
        ),
        ClockError::TooShort(v) => tr(
            lang,
            keys::ERR_CLOCK_TOO_SHORT,
            &[("value", echo(v).into())],
        ),
        ClockError::TooLong(v) => tr(lang, keys::ERR_CLOCK_TOO_LONG, &[("value", echo(v).into())]),
        ClockError::LiveMinutes(n) => tr(
            lang,
            keys::ERR_CLOCK_LIVE_MINUTES,
            &[("value", (*n).into())],
        ),
        ClockError::Increment(n) => tr(lang, keys::ERR_CLOCK_INCREMENT, &[("value", (*n).into())]),
    }
}

/// Canonical command names, as `help` lists them (players first, then moderators).
pub const PLAYER_COMMANDS: &[&str] = &[
    "challenge",
    "accept",
    "decline",
    "cancel",
    "move",
    "board",
    "moves",
    "resign",
    "confirm",
    "draw",
    "abort",
    "takeback",
    "rematch",
    "games",
    "history",
    "export",
    "rules",
    "leaderboard",
    "stats",
    "settings",
    "verify",
    "help",
];

pub const MODERATOR_COMMANDS: &[&str] = &[
    "mod",
    "adjudicate",
    "void",
    "ban",
    "unban",
    "config",
    "modlog",
    "peek",
];

/// The syntax of a command (the same in every language).
pub fn usage(command: &str) -> &'static str {
    match command {
        "challenge" => "`challenge <ruleset> [@opponent] [as white|black] [start=0|1|2] [clock=3d|10+5]`",
        "accept" => "`accept [#game]`",
        "decline" => "`decline [#game]`",
        "cancel" => "`cancel [#game]`",
        "move" => "`e4`, `Nf3`, `O-O`, `e7e8q`, `stealth Qh5`, `shell e7`, `swap b1 g8`, `drop N f3`, `promote q`",
        "board" => "`board [#game]`",
        "moves" => "`moves [#game]`",
        "resign" => "`resign [#game]`",
        "confirm" => "`confirm`",
        "draw" => "`draw [#game]`, `draw decline`",
        "abort" => "`abort [#game]`",
        "takeback" => "`takeback [#game]`, `takeback decline`",
        "rematch" => "`rematch [#game]`",
        "games" => "`games`",
        "history" => "`history [#game]`",
        "export" => "`export [#game]`",
        "rules" => "`rules [chess|maharaja|koopa|chakart|chakart-2020]`",
        "leaderboard" => "`leaderboard [ruleset]`",
        "stats" => "`stats [@user]`",
        "settings" => "`settings [language en|fr] [theme NAME] [orientation white|black|auto]`",
        "verify" => "`verify <#game>`",
        "help" => "`help [command]`",
        "mod" | "mod games" => "`mod games`, `mod abort <#game>`",
        "mod abort" => "`mod abort <#game>`",
        "adjudicate" => "`adjudicate <#game> <1-0|0-1|1/2-1/2>`",
        "void" => "`void <#game>`",
        "ban" => "`ban @user [reason]`",
        "unban" => "`unban @user`",
        "config" => "`config channel allow|deny`, `config threads on|off`, `config clock <3d|10+5>`, `config language en|fr`, `config role <ruleset> @role`, `config modrole @role`",
        "modlog" => "`modlog`",
        "peek" => "`peek <#game>`",
        _ => "`help`",
    }
}

/// Words that start a command, with their canonical name (English and a few French ones).
const WORDS: &[(&str, &str)] = &[
    ("challenge", "challenge"),
    ("defi", "challenge"),
    ("défi", "challenge"),
    ("accept", "accept"),
    ("accepter", "accept"),
    ("decline", "decline"),
    ("refuser", "decline"),
    ("cancel", "cancel"),
    ("annuler", "cancel"),
    ("move", "move"),
    ("play", "move"),
    ("jouer", "move"),
    ("board", "board"),
    ("plateau", "board"),
    ("moves", "moves"),
    ("coups", "moves"),
    ("resign", "resign"),
    ("abandon", "resign"),
    ("abandonner", "resign"),
    ("confirm", "confirm"),
    ("confirmer", "confirm"),
    ("draw", "draw"),
    ("nulle", "draw"),
    ("abort", "abort"),
    ("takeback", "takeback"),
    ("undo", "takeback"),
    ("rematch", "rematch"),
    ("revanche", "rematch"),
    ("games", "games"),
    ("parties", "games"),
    ("history", "history"),
    ("historique", "history"),
    ("export", "export"),
    ("exporter", "export"),
    ("rules", "rules"),
    ("regles", "rules"),
    ("règles", "rules"),
    ("leaderboard", "leaderboard"),
    ("classement", "leaderboard"),
    ("stats", "stats"),
    ("settings", "settings"),
    ("reglages", "settings"),
    ("réglages", "settings"),
    ("verify", "verify"),
    ("verifier", "verify"),
    ("vérifier", "verify"),
    ("help", "help"),
    ("aide", "help"),
    ("mod", "mod"),
    ("adjudicate", "adjudicate"),
    ("void", "void"),
    ("ban", "ban"),
    ("unban", "unban"),
    ("config", "config"),
    ("modlog", "modlog"),
    ("peek", "peek"),
];

/// Words that begin a special move (Chakart); the text is a move, resolved by the host.
const MOVE_WORDS: &[&str] = &["stealth", "shell", "swap", "drop", "promote"];

/// The canonical command for a word (any case), if it is one.
pub fn command_word(word: &str) -> Option<&'static str> {
    let w = word.to_lowercase();
    WORDS.iter().find(|(k, _)| *k == w).map(|&(_, c)| c)
}

/// Parses one message. See [`Context`] for when a message is for the bot at all.
pub fn parse(text: &str, ctx: Context) -> Result<Command, CommandError> {
    let trimmed = text.trim();
    // `!board`, and `/board` typed as text (local mode), are addressed to the bot.
    let (body, prefixed) = match trimmed.strip_prefix(['!', '/']) {
        Some(rest) => (rest.trim_start(), true),
        None => (trimmed, false),
    };
    let addressed = ctx.addressed || prefixed || ctx.place == Place::Dm;
    if !addressed && ctx.place != Place::Game {
        return Err(CommandError::NotAddressed);
    }
    let chars = body.chars().count();
    if chars > MAX_INPUT_CHARS {
        return Err(if addressed {
            CommandError::TooLong { chars }
        } else {
            CommandError::NotAddressed
        });
    }
    let words: Vec<&str> = body.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Err(if addressed {
            CommandError::Empty
        } else {
            CommandError::NotAddressed
        });
    };
    if let Some(command) = command_word(first) {
        // Unaddressed chat in a game place that merely starts with a command word
        // ("board games are fun") is not a command.
        return match parse_command(command, &words[1..]) {
            Err(_) if !addressed && words.len() > 1 => Err(CommandError::NotAddressed),
            other => other,
        };
    }
    if looks_like_move(body) {
        return Ok(Command::Move(words.join(" ")));
    }
    if !addressed {
        return Err(CommandError::NotAddressed);
    }
    Err(CommandError::UnknownCommand {
        word: echo(first),
        suggestion: suggest(first),
    })
}

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

/// The nearest command word within two edits, for "did you mean".
pub fn suggest(word: &str) -> Option<&'static str> {
    let w = word.to_lowercase();
    if w.chars().count() < 3 || w.chars().count() > 20 {
        return None;
    }
    WORDS
        .iter()
        .map(|&(k, c)| (edit_distance(&w, k), c))
        .filter(|&(d, _)| d <= 2)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// Arguments of one command, consumed from the left.
struct Args<'a> {
    command: &'static str,
    words: &'a [&'a str],
}

impl<'a> Args<'a> {
    fn next(&mut self) -> Option<&'a str> {
        let (first, rest) = self.words.split_first()?;
        self.words = rest;
        Some(first)
    }

    fn required(&mut self) -> Result<&'a str, CommandError> {
        self.next().ok_or(CommandError::Missing {
            command: self.command,
        })
    }

    fn end(&self) -> Result<(), CommandError> {
        match self.words.first() {
            None => Ok(()),
            Some(w) => Err(CommandError::Unexpected {
                command: self.command,
                arg: echo(w),
            }),
        }
    }

    /// An optional game id, then nothing.
    fn game_only(&mut self) -> Result<Option<GameId>, CommandError> {
        let game = self.next().map(game_id).transpose()?;
        self.end()?;
        Ok(game)
    }

    fn rest(&mut self) -> String {
        let r = self.words.join(" ");
        self.words = &[];
        r
    }
}

fn parse_command(command: &'static str, words: &[&str]) -> Result<Command, CommandError> {
    let mut a = Args { command, words };
    Ok(match command {
        "challenge" => Command::Challenge(challenge(&mut a)?),
        "accept" => Command::Accept(a.game_only()?),
        "decline" => Command::Decline(a.game_only()?),
        "cancel" => Command::Cancel(a.game_only()?),
        "move" => {
            if a.words.is_empty() {
                return Err(CommandError::Missing { command });
            }
            let text = a.rest();
            if text.chars().count() > MAX_MOVE_CHARS * 2 {
                return Err(CommandError::Unexpected {
                    command,
                    arg: echo(&text),
                });
            }
            Command::Move(text)
        }
        "board" => Command::Board(a.game_only()?),
        "moves" => Command::Moves(a.game_only()?),
        "resign" => Command::Resign(a.game_only()?),
        "confirm" => {
            a.end()?;
            Command::Confirm
        }
        "draw" | "takeback" => {
            let mut answer = Answer::Offer;
            let mut game = None;
            while let Some(w) = a.next() {
                match w.to_lowercase().as_str() {
                    "offer" | "accept" | "yes" | "oui" | "proposer" | "accepter" => {
                        answer = Answer::Offer
                    }
                    "decline" | "no" | "non" | "refuser" => answer = Answer::Decline,
                    _ if game.is_none() && is_game_id(w) => game = Some(game_id(w)?),
                    _ => {
                        return Err(CommandError::Unexpected {
                            command,
                            arg: echo(w),
                        })
                    }
                }
            }
            if command == "draw" {
                Command::Draw { answer, game }
            } else {
                Command::Takeback { answer, game }
            }
        }
        "abort" => Command::Abort(a.game_only()?),
        "rematch" => Command::Rematch(a.game_only()?),
        "games" => {
            a.end()?;
            Command::Games
        }
        "history" => Command::History(a.game_only()?),
        "export" => Command::Export(a.game_only()?),
        "rules" => {
            let rs = a.next().map(ruleset).transpose()?;
            a.end()?;
            Command::Rules(rs)
        }
        "leaderboard" => {
            let rs = a.next().map(ruleset).transpose()?;
            a.end()?;
            Command::Leaderboard(rs)
        }
        "stats" => {
            let user = a.next().map(user_ref).transpose()?;
            a.end()?;
            Command::Stats(user)
        }
        "settings" => Command::Settings(settings(&mut a)?),
        "verify" => {
            let g = game_id(a.required()?)?;
            a.end()?;
            Command::Verify(g)
        }
        "help" => {
            let topic = match a.next() {
                None => None,
                Some(w) => Some(
                    command_word(w.trim_start_matches(['!', '/']))
                        .ok_or_else(|| CommandError::HelpTopic(echo(w)))?,
                ),
            };
            // `help mod abort`: the topic is the first word; the rest is not an error.
            Command::Help(topic)
        }
        "mod" => {
            let sub = a.required()?;
            match sub.to_lowercase().as_str() {
                "games" | "list" => {
                    a.end()?;
                    Command::ModGames
                }
                "abort" => {
                    a.command = "mod abort";
                    let g = game_id(a.required()?)?;
                    a.end()?;
                    Command::ModAbort(g)
                }
                "log" | "modlog" => {
                    a.end()?;
                    Command::ModLog
                }
                other => match command_word(other) {
                    Some(c) if MODERATOR_COMMANDS.contains(&c) && c != "mod" => {
                        parse_command(c, a.words)?
                    }
                    _ => {
                        return Err(CommandError::Unexpected {
                            command,
                            arg: echo(sub),
                        })
                    }
                },
            }
        }
        "adjudicate" => {
            let g = game_id(a.required()?)?;
            let v = verdict(a.required()?)?;
            a.end()?;
            Command::Adjudicate(g, v)
        }
        "void" => {
            let g = game_id(a.required()?)?;
            a.end()?;
            Command::Void(g)
        }
        "ban" => {
            let user = user_ref(a.required()?)?;
            let reason = a.rest();
            let reason = (!reason.is_empty()).then(|| clean_capped(&reason, MAX_REASON_CHARS));
            Command::Ban(user, reason)
        }
        "unban" => {
            let user = user_ref(a.required()?)?;
            a.end()?;
            Command::Unban(user)
        }
        "config" => Command::Config(config(&mut a)?),
        "modlog" => {
            a.end()?;
            Command::ModLog
        }
        "peek" => {
            let g = game_id(a.required()?)?;
            a.end()?;
            Command::Peek(g)
        }
        _ => {
            return Err(CommandError::UnknownCommand {
                word: echo(command),
                suggestion: None,
            })
        }
    })
}

fn challenge(a: &mut Args) -> Result<Challenge, CommandError> {
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
fn color_word(w: &str) -> Option<Option<Color>> {
    match w {
        "white" | "w" | "blanc" | "blancs" => Some(Some(Color::White)),
        "black" | "b" | "noir" | "noirs" => Some(Some(Color::Black)),
        "random" | "any" | "hasard" => Some(None),
        _ => None,
    }
}

fn color(w: &str) -> Result<Option<Color>, CommandError> {
    color_word(&w.to_lowercase()).ok_or_else(|| CommandError::Color(echo(w)))
}

fn start(v: &str) -> Result<StartOption, CommandError> {
    v.trim()
        .parse::<u8>()
        .ok()
        .and_then(StartOption::from_number)
        .ok_or_else(|| CommandError::Start(echo(v)))
}

fn ruleset(w: &str) -> Result<RuleSet, CommandError> {
    w.parse().map_err(|_| CommandError::RuleSet(echo(w)))
}

fn is_game_id(w: &str) -> bool {
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

fn verdict(w: &str) -> Result<Verdict, CommandError> {
    Ok(match w.to_lowercase().as_str() {
        "1-0" | "white" | "blancs" => Verdict::WhiteWins,
        "0-1" | "black" | "noirs" => Verdict::BlackWins,
        "1/2-1/2" | "½-½" | "1/2" | "draw" | "nulle" => Verdict::Draw,
        _ => return Err(CommandError::Verdict(echo(w))),
    })
}

fn language(w: &str) -> Result<Lang, CommandError> {
    Lang::from_locale(w).ok_or_else(|| CommandError::Language(echo(w)))
}

fn on_off(w: &str) -> Result<bool, CommandError> {
    match w.to_lowercase().as_str() {
        "on" | "yes" | "true" | "oui" => Ok(true),
        "off" | "no" | "false" | "non" => Ok(false),
        _ => Err(CommandError::OnOff(echo(w))),
    }
}

fn settings(a: &mut Args) -> Result<Settings, CommandError> {
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
                let ok = !value.is_empty()
                    && value.chars().count() <= MAX_THEME_CHARS
                    && value
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if !ok {
                    return Err(CommandError::Theme(echo(value)));
                }
                s.theme = Some(value.to_ascii_lowercase());
            }
            "orientation" => {
                if s.orientation.is_some() {
                    return Err(dup(w));
                }
                s.orientation = Some(match value.to_lowercase().as_str() {
                    "white" | "blanc" | "blancs" => Orientation::White,
                    "black" | "noir" | "noirs" => Orientation::Black,
                    "auto" => Orientation::Auto,
                    _ => return Err(CommandError::Orientation(echo(value))),
                });
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

fn config(a: &mut Args) -> Result<Config, CommandError> {
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
