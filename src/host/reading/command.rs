//! What a command is, once read: [`Command`] and its arguments, the [`CommandError`]s a
//! reader may get, and the word readers each command's parser (in the command table,
//! [`crate::host::table`]) is made of.
//!
//! ```
//! use chakbot::host::reading::command::{Command, Context, Place};
//! use chakbot::host::table::parse;
//! use chakbot::local::Names;
//! let ctx = Context { place: Place::Channel, addressed: false };
//! assert!(matches!(parse("!challenge chakart @bob", ctx, &Names), Ok(Command::Challenge(_))));
//! let game = Context { place: Place::Game, addressed: false };
//! assert_eq!(parse("Nf3", game, &Names), Ok(Command::Move("Nf3".into())));
//! ```

use crate::game::clock::{ClockError, TimeControl};
use crate::host::io::mention::Mentions;
pub use crate::host::io::mention::{RoleRef, UserRef, MAX_NAME_CHARS};
use crate::host::words::i18n::{tr, Lang};
use crate::host::words::text::{echo, typo_distance};
use crate::rules::notation;
use crate::rules::{Color, DrawReason, Outcome, RuleSet, StartOption, WinReason};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

/// Longer messages are not parsed (an addressed one gets a short answer).
pub const MAX_INPUT_CHARS: usize = 1000;
/// Longer move texts are not moves.
pub const MAX_MOVE_CHARS: usize = 24;
/// A ban reason is cut to this length.
pub const MAX_REASON_CHARS: usize = 200;
/// Longest theme name.
pub const MAX_THEME_CHARS: usize = 20;

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

/// `challenge <ruleset> [@opponent] [as white|black] [start=0|1|2] [clock=3d|10+5]
/// [level=1..8] [fen=<FEN>]` (the FEN runs to the next option or the end).
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
    /// The computer's level (1..=8), when the opponent is the bot itself.
    pub level: Option<u8>,
    /// Start from this position (checked against the rule set by the host).
    pub fen: Option<String>,
    /// A team game (`team`, `white=…`, `black=…`, `vote=…`): its sides as asked.
    pub team: Option<TeamAsk>,
}

/// A team challenge's sides as asked. A side left unnamed is a team of whoever joins,
/// unless the challenge names an opponent (a player or the computer) for it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TeamAsk {
    pub white: Option<SideAsk>,
    pub black: Option<SideAsk>,
    /// How long each ballot stays open (`vote=45s`); `None`: the default.
    pub window_ms: Option<u64>,
}

impl TeamAsk {
    pub fn side(&self, color: Color) -> Option<&SideAsk> {
        match color {
            Color::White => self.white.as_ref(),
            Color::Black => self.black.as_ref(),
        }
    }
}

/// Who plays one side of a team game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SideAsk {
    /// Whoever joins before the start (`white=open`).
    Open,
    /// These players (`white=@ann,@ben`).
    Members(Vec<UserRef>),
    /// Everyone with this role (`black=@Club`).
    Role(RoleRef),
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
    /// `config channel-language en|fr|de|off` (also `config channel language …`): this
    /// channel's own language for its public texts and its games' threads (`None`: the
    /// server's again).
    ChannelLanguage(Option<Lang>),
    /// `config threads on|off`: each game gets its own thread.
    Threads(bool),
    /// `config threads on|off channel`: the same for games challenged in this channel
    /// only, whatever the server's setting.
    ChannelThreads(bool),
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
    /// `config tournaments moderators|everyone`: who may create a tournament.
    Tournaments(bool),
}

/// What a ban does to the banned player's running games.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BanGames {
    /// They go on; the banned player's moves are refused (their clock runs).
    Keep,
    /// They end as a moderator's adjudication that the banned player loses.
    End,
    /// They are frozen (nobody plays, clocks stopped) until `unban`.
    Freeze,
}

/// The words of [`BanGames`] after `ban @user` (`subcommand-words-ban-*`).
pub const BAN_GAMES: Subcommands = Subcommands {
    group: "ban",
    names: &["end", "freeze", "keep"],
};

impl BanGames {
    /// What a word after `ban @user` names, in any language.
    pub fn named(word: &str) -> Option<BanGames> {
        Some(match BAN_GAMES.named(word)? {
            "end" => BanGames::End,
            "freeze" => BanGames::Freeze,
            _ => BanGames::Keep,
        })
    }
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
    Replay(Option<GameId>),
    /// `review [#N]`: the after-game review of a finished game.
    Review(Option<GameId>),
    /// `rules` alone lists the rule sets.
    /// `rules [ruleset [section]]`: the list, a rule set's summary, or one section of it
    /// (`rules chakart eggs`; see [`crate::host::words::i18n::rules_sections`]).
    Rules(Option<RuleSet>, Option<&'static str>),
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
    /// `ban @user [end|freeze] [reason]`: with `end`, the user's running games here end
    /// as losses; with `freeze`, they are frozen until `unban`.
    Ban(UserRef, BanGames, Option<String>),
    Unban(UserRef),
    Config(Config),
    ModLog,
    Peek(GameId),
    /// `tournament <subcommand> …` (arenas and Swiss events).
    Tournament(TournamentCommand),
    /// `team <subcommand> …` (a team game's sides and votes).
    Team(TeamCommand),
}

/// `team join white|black`, `team leave`, `team start`, `team votes`, `team close`,
/// each with an optional `#N` (the team challenge or game).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TeamCommand {
    Join(Option<Color>, Option<GameId>),
    Leave(Option<GameId>),
    Start(Option<GameId>),
    Votes(Option<GameId>),
    Close(Option<GameId>),
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
    /// A setting's word typed as a command (`langue fr`): answered with the commands that
    /// set it, `settings` and, for a moderator, `config`.
    SettingWord {
        word: String,
        /// `language`, `theme` or `orientation`.
        setting: &'static str,
        /// What followed the word, as typed.
        rest: String,
        moderator: bool,
    },
    /// A required argument is missing; the answer shows the usage.
    Missing {
        command: &'static str,
    },
    Unexpected {
        command: &'static str,
        arg: String,
    },
    /// `arg` after `command` is no word of `table` but near its `name`'s (`tournoi
    /// quiter`, `ronde=5`): the answer names that one in the reader's words.
    NearWord {
        command: &'static str,
        arg: String,
        table: &'static Subcommands,
        name: &'static str,
    },
    RuleSet(String),
    /// Not a rule set, but a typo of `ruleset`'s id or name (`échec`, `koopaa`).
    RuleSetNear {
        value: String,
        ruleset: RuleSet,
    },
    Start(String),
    /// A computer level out of 1..=8.
    Level(String),
    Color(String),
    /// Not a side after `team join` (`team join purple`).
    TeamSide(String),
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
    /// Not a section of that rule set's rules.
    RulesSection {
        ruleset: RuleSet,
        value: String,
    },
    SlashOption {
        command: &'static str,
        option: String,
    },
    Clock(ClockError),
    /// A `tournament create` option not understood.
    Tournament(SpecError),
    /// A voting window out of reach (`vote=2s`).
    VoteWindow(String),
}

impl CommandError {
    /// Whether the bot should stay silent.
    pub fn is_silent(&self) -> bool {
        matches!(self, CommandError::NotAddressed)
    }

    /// The refusal of `arg`, not understood after `command`: when it (or its key, before
    /// an `=`) is near a word of `table`, one that names that word.
    pub(crate) fn not_understood(
        command: &'static str,
        arg: &str,
        table: &'static Subcommands,
    ) -> CommandError {
        let key = arg.split_once('=').map_or(arg, |(k, _)| k);
        match table.nearest(key) {
            Some(name) => CommandError::NearWord {
                command,
                arg: echo(arg),
                table,
                name,
            },
            None => CommandError::Unexpected {
                command,
                arg: echo(arg),
            },
        }
    }
}

/// Whether a text could be a move (the host decides whether it is a legal one): short, and
/// either a Chakart special in any language's word (`stealth Qh5`, `shell e7`,
/// `promote q`, `poser rangée5`, `umwandeln d`...; `daisy` starts a step of a Daisy
/// move's menu, `daisy rank6`), castling, or made of SAN and coordinate characters with
/// a square (`e4`) in it.
///
/// ```
/// use chakbot::host::reading::command::looks_like_move;
/// assert!(looks_like_move("Nxe4+") && looks_like_move("O-O") && looks_like_move("shell e7"));
/// assert!(looks_like_move("promouvoir t") && looks_like_move("tauschen a2 f7"));
/// assert!(looks_like_move("Te1") && looks_like_move("Sf3") && looks_like_move("♘f3"));
/// assert!(!looks_like_move("2 bad") && !looks_like_move("hello") && !looks_like_move("gg"));
/// // A square off the board still reads as a move, to be told so (`refusal`).
/// assert!(looks_like_move("Nf9") && looks_like_move("e2e0"));
/// // A move number copied before it is read past.
/// assert!(looks_like_move("1.e4") && looks_like_move("3... Bb5") && !looks_like_move("1. gg"));
/// ```
pub fn looks_like_move(text: &str) -> bool {
    let t = notation::without_move_number(text.trim());
    if t.is_empty() || t.chars().count() > MAX_MOVE_CHARS {
        return false;
    }
    let first = t.split_whitespace().next().unwrap_or("").to_lowercase();
    if first == "daisy" || notation::Special::read(&first).is_some() {
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
    // Piece letters of every language the bot reads (`Te1`, `Sf3`, `Lb5`), figurines.
    let allowed = |c: char| {
        matches!(c, 'a'..='h' | '0'..='9' | 'A'..='H' | 'x' | 'X' | '=' | '+' | '#' | '!' | '?' | '-' | ':' | ' ')
            || notation::Letters::ALL
                .iter()
                .any(|l| l.role_any_case(c).is_some())
            || notation::figurine(c).is_some()
    };
    let has_square = t
        .as_bytes()
        .windows(2)
        .any(|w| matches!(w[0], b'a'..=b'h' | b'A'..=b'H') && w[1].is_ascii_digit());
    t.chars().all(allowed) && has_square && t.split_whitespace().count() <= 3
}

/// Whether an addressed text (a DM, a mention) could answer a promotion: a piece letter
/// of any language (`q`, `D`, `=Q`, `♕`) or a piece's word (`queen`, `Dame`, `Springer`).
///
/// ```
/// use chakbot::host::reading::command::looks_like_promotion;
/// assert!(looks_like_promotion("q") && looks_like_promotion("=D") && looks_like_promotion("Dame"));
/// assert!(!looks_like_promotion("hello") && !looks_like_promotion("pawn") && !looks_like_promotion("qq"));
/// ```
pub fn looks_like_promotion(text: &str) -> bool {
    use crate::rules::notation::{figurine, Letters};
    let t = text.trim().trim_start_matches('=').trim();
    let mut chars = t.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => {
            figurine(c).is_some()
                || Letters::ALL.iter().any(|l| {
                    l.role_any_case(c)
                        .is_some_and(|r| r != crate::rules::Role::Pawn)
                })
        }
        (Some(_), Some(_)) => Letters::English.role_word(t).is_some(),
        _ => false,
    }
}

/// Arguments of one command, consumed from the left.
pub(crate) struct Args<'a> {
    pub(crate) command: &'static str,
    pub(crate) words: &'a [&'a str],
    /// How the platform writes users and roles.
    pub(crate) syntax: &'a dyn Mentions,
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

    /// A rule set: the longest run of the next words that names one (its id, or its
    /// name as printed in any language: `Échecs Koopa`), else the next word as an id.
    pub(crate) fn ruleset(&mut self) -> Result<RuleSet, CommandError> {
        let most = self
            .words
            .len()
            .min(crate::host::words::i18n::RULESET_NAME_WORDS);
        for n in (1..=most).rev() {
            if let Some(rs) = crate::host::words::i18n::ruleset_from(&self.words[..n].join(" ")) {
                self.words = &self.words[n..];
                return Ok(rs);
            }
        }
        ruleset(self.required()?)
    }

    /// An optional rule set (see [`Args::ruleset`]).
    pub(crate) fn optional_ruleset(&mut self) -> Result<Option<RuleSet>, CommandError> {
        match self.words.is_empty() {
            true => Ok(None),
            false => self.ruleset().map(Some),
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

/// `challenge <ruleset> …`: its options, in any order, each at most once.
pub(crate) fn challenge(a: &mut Args) -> Result<Challenge, CommandError> {
    let rs = a.ruleset()?;
    let mut c = Challenge {
        ruleset: rs,
        opponent: None,
        color: None,
        start: None,
        clock: None,
        level: None,
        fen: None,
        team: None,
    };
    while let Some(w) = a.next() {
        if !player_option(&mut c, w, a.syntax)? && !game_option(&mut c, w, a)? {
            return Err(CommandError::not_understood(
                "challenge",
                w,
                &CHALLENGE_WORDS,
            ));
        }
    }
    Ok(c)
}

/// The refusal of a challenge's option `what` given twice.
fn duplicate(what: &str) -> CommandError {
    CommandError::Duplicate {
        command: "challenge",
        what: what.to_string(),
    }
}

/// Sets `slot` to `value()`, unless it is set already (option `w` given twice).
fn set_once<T>(
    slot: &mut Option<T>,
    w: &str,
    value: impl FnOnce() -> Result<T, CommandError>,
) -> Result<(), CommandError> {
    if slot.is_some() {
        return Err(duplicate(w));
    }
    *slot = Some(value()?);
    Ok(())
}

/// Reads the challenge's word `w` into `c` if it says who plays: the opponent (a
/// mention), `team`, a team's side (`white=…`), a team's vote window (`vote=…`).
/// Whether it did.
fn player_option(c: &mut Challenge, w: &str, syntax: &dyn Mentions) -> Result<bool, CommandError> {
    let lower = w.to_lowercase();
    if syntax.is_mention(w) {
        set_once(&mut c.opponent, w, || user_ref(w, syntax))?;
    } else if CHALLENGE_WORDS.named(&lower) == Some("team") {
        set_once(&mut c.team, w, || Ok(TeamAsk::default()))?;
    } else if let Some((color, value)) = side_option(w) {
        let team = c.team.get_or_insert_with(TeamAsk::default);
        let side = team_side(value, syntax)?;
        let slot = match color {
            Color::White => &mut team.white,
            Color::Black => &mut team.black,
        };
        if slot.replace(side).is_some() {
            return Err(duplicate(w));
        }
    } else if let Some(value) = vote_option(w) {
        let team = c.team.get_or_insert_with(TeamAsk::default);
        let ms = window(value)?;
        if team.window_ms.replace(ms).is_some() {
            return Err(duplicate(w));
        }
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// Reads the challenge's word `w` into `c` (with the words it takes after it, from `a`)
/// if it sets the game: the challenger's colour (`as white`, `black`), the start, the
/// computer's level, a FEN, the clock. Whether it did.
fn game_option(c: &mut Challenge, w: &str, a: &mut Args) -> Result<bool, CommandError> {
    let lower = w.to_lowercase();
    let option = lower
        .split_once('=')
        .and_then(|(key, value)| Some((CHALLENGE_WORDS.named(key)?, value)));
    if CHALLENGE_WORDS.named(&lower) == Some("as") {
        let colour = a.next().ok_or(CommandError::Missing {
            command: "challenge",
        })?;
        if c.color.is_some() {
            return Err(duplicate(colour));
        }
        c.color = color(colour)?;
    } else if let Some(col) = color_word(&lower) {
        if c.color.is_some() {
            return Err(duplicate(w));
        }
        c.color = col;
    } else if let Some(("position", v)) = option {
        set_once(&mut c.start, w, || start(v))?;
    } else if let Some(("level", v)) = option {
        set_once(&mut c.level, w, || level(v))?;
    } else if let Some(("fen", _)) = option {
        // The FEN as typed (its case matters), after the `=`.
        let first = w.split_once('=').map_or("", |(_, v)| v);
        set_once(&mut c.fen, w, || fen_text(first, a))?;
    } else if let Some(("clock", v)) = option {
        set_once(&mut c.clock, w, || v.parse().map_err(CommandError::Clock))?;
    } else if let Ok(tc) = lower.parse::<TimeControl>() {
        set_once(&mut c.clock, w, || Ok(tc))?;
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// The words of a challenge's options: `as` (before the challenger's side: `as white`,
/// `comme noirs`), `team`, the keys of `start=` (the start position), `level=`, `fen=`,
/// `clock=` and a team's `vote=`, and a team side's `open`: `subcommand-words-challenge-*`.
pub const CHALLENGE_WORDS: Subcommands = Subcommands {
    group: "challenge",
    names: &[
        "as", "team", "position", "level", "fen", "clock", "vote", "open",
    ],
};

/// The FEN of `fen=`: `first` (what follows the `=`) and the words after it up to the
/// next option (a mention, `as …`, a `key=value`, a clock like `10+5`) or the end, without
/// the quotes or backticks a chat message may put around it. No FEN field looks like
/// an option (a Chakart `?promote=e8` starts with `?`; counters are bare numbers).
fn fen_text(first: &str, a: &mut Args) -> Result<String, CommandError> {
    let mut words = vec![first];
    while let Some(&w) = a.words.first() {
        let option = a.syntax.is_mention(w)
            || CHALLENGE_WORDS.named(w) == Some("as")
            || (w.contains('=') && !w.starts_with('?'))
            || (!w.bytes().all(|b| b.is_ascii_digit()) && w.parse::<TimeControl>().is_ok());
        if option {
            break;
        }
        words.push(w);
        a.next();
    }
    let text = words.join(" ");
    let fen = text
        .trim()
        .trim_matches(['`', '"', '\'', '“', '”', '«', '»'])
        .trim();
    if fen.is_empty() {
        return Err(CommandError::Missing {
            command: "challenge",
        });
    }
    Ok(fen.to_string())
}

/// The words of a side to play (`as white`, `team join black`, `as random`):
/// `subcommand-words-color-*`.
pub const COLORS: Subcommands = Subcommands {
    group: "color",
    names: &["white", "black", "random"],
};

/// `white` / `black` / `random` in any language, if the word is a colour word.
pub(crate) fn color_word(w: &str) -> Option<Option<Color>> {
    match COLORS.named(w)? {
        "white" => Some(Some(Color::White)),
        "black" => Some(Some(Color::Black)),
        _ => Some(None),
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

/// A computer level, 1 to 8.
pub(crate) fn level(v: &str) -> Result<u8, CommandError> {
    v.trim()
        .parse::<u8>()
        .ok()
        .filter(|l| (1..=8).contains(l))
        .ok_or_else(|| CommandError::Level(echo(v)))
}

pub(crate) fn ruleset(w: &str) -> Result<RuleSet, CommandError> {
    w.parse()
        .map_err(|_| match crate::host::words::i18n::ruleset_near(w) {
            Some(ruleset) => CommandError::RuleSetNear {
                value: echo(w),
                ruleset,
            },
            None => CommandError::RuleSet(echo(w)),
        })
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

pub(crate) fn is_mass_mention(w: &str) -> bool {
    let l = w.trim_start_matches('@').to_lowercase();
    w.starts_with('@') && (l == "everyone" || l == "here")
}

/// A user, in the platform's syntax (see [`Mentions::read_user`]).
pub fn user_ref(w: &str, syntax: &dyn Mentions) -> Result<UserRef, CommandError> {
    if is_mass_mention(w) {
        return Err(CommandError::MassMention);
    }
    syntax
        .read_user(w)
        .ok_or_else(|| CommandError::User(echo(w)))
}

/// A role, in the platform's syntax (see [`Mentions::read_role`]).
pub fn role_ref(w: &str, syntax: &dyn Mentions) -> Result<RoleRef, CommandError> {
    if is_mass_mention(w) {
        return Err(CommandError::MassMention);
    }
    syntax
        .read_role(w)
        .ok_or_else(|| CommandError::Role(echo(w)))
}

/// The word of a draw in a moderator's verdict (`adjudicate #N draw`), beside `1/2-1/2`
/// and the side words: `subcommand-words-verdict-draw`.
pub const VERDICTS: Subcommands = Subcommands {
    group: "verdict",
    names: &["draw"],
};

pub(crate) fn verdict(w: &str) -> Result<Verdict, CommandError> {
    let lower = w.to_lowercase();
    Ok(match (lower.as_str(), COLORS.named(&lower)) {
        ("1-0", _) | (_, Some("white")) => Verdict::WhiteWins,
        ("0-1", _) | (_, Some("black")) => Verdict::BlackWins,
        ("1/2-1/2" | "½-½" | "1/2", _) => Verdict::Draw,
        _ if VERDICTS.named(&lower) == Some("draw") => Verdict::Draw,
        _ => return Err(CommandError::Verdict(echo(w))),
    })
}

pub(crate) fn language(w: &str) -> Result<Lang, CommandError> {
    Lang::from_locale(w).ok_or_else(|| CommandError::Language(echo(w)))
}

/// A language, or `off` (`auto`, `server`…): none of its own.
fn lang_or_off(w: &str) -> Result<Option<Lang>, CommandError> {
    match CONFIG_WORDS.named(w) {
        Some("unset" | "server") => Ok(None),
        _ => language(w).map(Some),
    }
}

/// The words of yes and no (`on`/`off` too): `subcommand-words-answer-*`.
pub const YES_NO: Subcommands = Subcommands {
    group: "answer",
    names: &["yes", "no"],
};

/// Yes (`true`) or no in any language's words, if the word is one.
pub(crate) fn yes_no_word(w: &str) -> Option<bool> {
    YES_NO.named(w).map(|n| n == "yes")
}

pub(crate) fn on_off(w: &str) -> Result<bool, CommandError> {
    yes_no_word(w).ok_or_else(|| CommandError::OnOff(echo(w)))
}

pub(crate) fn settings(a: &mut Args) -> Result<Settings, CommandError> {
    let mut s = Settings::default();
    let dup = |w: &str| CommandError::Duplicate {
        command: "settings",
        what: w.to_string(),
    };
    while let Some(w) = a.next() {
        let (key, value) = match w.split_once('=') {
            Some((k, v)) => (k, v),
            None => (w, a.required()?),
        };
        match SETTINGS_WORDS.named(key).unwrap_or_default() {
            "language" => {
                if s.language.is_some() {
                    return Err(dup(w));
                }
                s.language = Some(language(value)?);
            }
            "theme" => {
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
            _ => return Err(CommandError::not_understood("settings", w, &SETTINGS_WORDS)),
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
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if !ok {
        return Err(CommandError::Theme(echo(value)));
    }
    Ok(value.to_lowercase())
}

/// The words of a player's settings (`settings language=fr theme=wood orientation=auto`)
/// and of the orientation `auto`: `subcommand-words-setting-*`.
pub const SETTINGS_WORDS: Subcommands = Subcommands {
    group: "setting",
    names: &["language", "theme", "orientation", "auto"],
};

/// `white`, `black` (the side words) or `auto`, in any language.
fn orientation(value: &str) -> Result<Orientation, CommandError> {
    Ok(match (COLORS.named(value), SETTINGS_WORDS.named(value)) {
        (Some("white"), _) => Orientation::White,
        (Some("black"), _) => Orientation::Black,
        (_, Some("auto")) => Orientation::Auto,
        _ => return Err(CommandError::Orientation(echo(value))),
    })
}

/// The words of `config`: its subcommands, and the words of their values (`allow`,
/// `deny`, the scope `server`/`here` of `threads`, who may create tournaments, a
/// language `unset`): `subcommand-words-config-*`.
pub const CONFIG_WORDS: Subcommands = Subcommands {
    group: "config",
    names: &[
        "channel-language",
        "channel",
        "threads",
        "clock",
        "language",
        "role",
        "modrole",
        "theme",
        "orientation",
        "tournaments",
        "allow",
        "deny",
        "server",
        "here",
        "everyone",
        "moderators",
        "unset",
    ],
};

pub(crate) fn config(a: &mut Args) -> Result<Config, CommandError> {
    let what = a.required()?;
    let unexpected = |arg: &str| CommandError::not_understood("config", arg, &CONFIG_WORDS);
    let c = match CONFIG_WORDS.named(what).unwrap_or_default() {
        "channel-language" => Config::ChannelLanguage(lang_or_off(a.required()?)?),
        "channel" => {
            let v = a.required()?;
            if CONFIG_WORDS.named(v) == Some("language") {
                let c = Config::ChannelLanguage(lang_or_off(a.required()?)?);
                a.end()?;
                return Ok(c);
            }
            Config::Channel(match (CONFIG_WORDS.named(v), yes_no_word(v)) {
                (Some("allow"), _) | (_, Some(true)) => true,
                (Some("deny"), _) | (_, Some(false)) => false,
                _ => return Err(CommandError::AllowDeny(echo(v))),
            })
        }
        "threads" => {
            let on = on_off(a.required()?)?;
            match a.next() {
                None => Config::Threads(on),
                Some(w) => match CONFIG_WORDS.named(w) {
                    Some("server") => Config::Threads(on),
                    Some("channel" | "here") => Config::ChannelThreads(on),
                    _ => return Err(unexpected(w)),
                },
            }
        }
        "clock" => {
            let spec = a.rest();
            if spec.is_empty() {
                return Err(CommandError::Missing { command: "config" });
            }
            Config::Clock(spec.parse().map_err(CommandError::Clock)?)
        }
        "language" => Config::Language(language(a.required()?)?),
        "role" => {
            let rs = a.ruleset()?;
            Config::Role(rs, role_ref(a.required()?, a.syntax)?)
        }
        "modrole" => Config::ModRole(role_ref(a.required()?, a.syntax)?),
        "theme" => Config::Theme(theme_name(a.required()?)?),
        "orientation" => Config::Orientation(orientation(a.required()?)?),
        "tournaments" => {
            let who = a.required()?;
            Config::Tournaments(match CONFIG_WORDS.named(who) {
                Some("everyone") => true,
                Some("moderators") => false,
                _ => return Err(unexpected(who)),
            })
        }
        _ => return Err(unexpected(what)),
    };
    a.end()?;
    Ok(c)
}

// ----- `tournament …` (read by `host::reading::tournament`) -----

/// Arena or Swiss, as typed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    Arena,
    Swiss,
}

/// When a new tournament starts, as typed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StartAt {
    /// After this many milliseconds (`start=10m`, `start=now`).
    In(u64),
    /// At this time of day, UTC, in minutes after midnight (`start=18:30`): the next one.
    TimeOfDay(u64),
}

/// `tournament create …`: what the moderator asked for; the host fills in the rest.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spec {
    pub kind: Kind,
    pub ruleset: RuleSet,
    pub clock: Option<TimeControl>,
    pub rounds: Option<u32>,
    pub minutes: Option<u64>,
    pub start: Option<StartAt>,
    pub rated: Option<bool>,
    pub tiebreaks: Option<Vec<crate::tournament::TieBreak>>,
    pub no_show_minutes: Option<u64>,
}

/// One `tournament` subcommand with the event it names (`None`: the one here).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournamentCommand {
    Create(Spec),
    Join(Option<GameId>),
    Leave(Option<GameId>),
    Pause(Option<GameId>),
    Standings(Option<GameId>),
    Pairings(Option<GameId>),
    Info(Option<GameId>),
    /// A Swiss as a TRF file.
    Export(Option<GameId>),
    /// Moderators: start it now.
    Start(Option<GameId>),
    /// Moderators: cancel it.
    Cancel(Option<GameId>),
    /// Moderators: remove a player.
    Remove(UserRef, Option<GameId>),
}

/// Why a tournament's setup was not understood.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SpecError {
    /// Neither `arena` nor `swiss`.
    Kind(String),
    Rounds(String),
    Minutes(String),
    Start(String),
    TieBreak(String),
    Rated(String),
    NoShow(String),
    /// An option that only the other format has (`rounds=` for an arena).
    NotFor {
        option: String,
        kind: Kind,
    },
}

// ----- team challenges' options (`team`, `white=…`, `black=…`, `vote=…`) -----

/// The shortest and longest voting window.
pub const MIN_WINDOW_MS: u64 = 10 * crate::game::clock::SECOND;
pub const MAX_WINDOW_MS: u64 = 24 * crate::game::clock::HOUR;

/// A `white=…` / `black=…` option (its key: a side word in any language): the side and
/// its value.
pub fn side_option(word: &str) -> Option<(Color, &str)> {
    let (key, value) = word.split_once('=')?;
    match COLORS.named(key)? {
        "white" => Some((Color::White, value)),
        "black" => Some((Color::Black, value)),
        _ => None,
    }
}

/// A `vote=…` option (its key in any language): its value.
pub fn vote_option(word: &str) -> Option<&str> {
    let (key, value) = word.split_once('=')?;
    (CHALLENGE_WORDS.named(key) == Some("vote")).then_some(value)
}

/// Who plays a side: `open`, a role (on a platform with role ids), or players
/// separated by commas.
pub(crate) fn team_side(value: &str, syntax: &dyn Mentions) -> Result<SideAsk, CommandError> {
    let v = value.trim();
    if CHALLENGE_WORDS.named(v) == Some("open") {
        return Ok(SideAsk::Open);
    }
    let parts: Vec<&str> = v
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(CommandError::User(echo(value)));
    }
    // One word that names a role and no user (on a platform with role ids).
    if let [one] = parts[..] {
        if syntax.has_ids() && syntax.read_user(one).is_none() && !is_mass_mention(one) {
            return Ok(SideAsk::Role(role_ref(one, syntax)?));
        }
    }
    let mut members = Vec::new();
    for p in parts {
        if is_mass_mention(p) {
            return Err(CommandError::MassMention);
        }
        let user = user_ref(p, syntax)?;
        if !members.contains(&user) {
            members.push(user);
        }
    }
    Ok(SideAsk::Members(members))
}

/// A voting window: `45s`, `2m`, `1h`, or bare seconds, within
/// [`MIN_WINDOW_MS`]..=[`MAX_WINDOW_MS`].
pub fn window(value: &str) -> Result<u64, CommandError> {
    let bad = || CommandError::VoteWindow(echo(value));
    let t = value.trim().to_lowercase();
    let (digits, unit) = if let Some(d) = t.strip_suffix('h') {
        (d, crate::game::clock::HOUR)
    } else if let Some(d) = t.strip_suffix("min").or_else(|| t.strip_suffix('m')) {
        (d, crate::game::clock::MINUTE)
    } else {
        (
            t.strip_suffix('s').unwrap_or(&t),
            crate::game::clock::SECOND,
        )
    };
    if digits.is_empty() || digits.len() > 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let ms = digits
        .parse::<u64>()
        .map_err(|_| bad())?
        .saturating_mul(unit);
    if !(MIN_WINDOW_MS..=MAX_WINDOW_MS).contains(&ms) {
        return Err(bad());
    }
    Ok(ms)
}

// ----- subcommand tables (`tournament …`, `team …`, `ban … end`) -----

/// The subcommands of a command (or the words of one of its arguments): its group and the
/// name of each. The words of each in a language are the `.ftl` message
/// `subcommand-words-<group>-<name>`: the first is what the bot tells a reader to type,
/// the others name it too. Every language's words work in every language.
#[derive(PartialEq, Eq, Debug)]
pub struct Subcommands {
    pub group: &'static str,
    pub names: &'static [&'static str],
}

impl Subcommands {
    /// The i18n key of subcommand `name`'s words.
    pub fn key(&self, name: &str) -> String {
        format!("subcommand-words-{}-{name}", self.group)
    }

    /// The i18n keys of every subcommand's words.
    pub fn keys(&self) -> Vec<String> {
        self.names.iter().map(|n| self.key(n)).collect()
    }

    /// The words of subcommand `name` in `lang`, lowercase, the one shown first.
    pub fn words(&self, lang: Lang, name: &str) -> Vec<String> {
        tr(lang, &self.key(name), &[])
            .split_whitespace()
            .map(str::to_lowercase)
            .collect()
    }

    /// The subcommand a word names (any language, any case); the first of the names
    /// when two name it.
    pub fn named(&self, word: &str) -> Option<&'static str> {
        self.index().get(&word.to_lowercase()).copied()
    }

    /// The subcommand whose word (of any language) is nearest to `word`, a typo away
    /// (`text::typo_distance`); none for one of this table's words (`named`).
    pub fn nearest(&self, word: &str) -> Option<&'static str> {
        let w = word.to_lowercase();
        let len = w.chars().count();
        if !(3..=24).contains(&len) || self.named(&w).is_some() {
            return None;
        }
        self.index()
            .iter()
            .filter_map(|(k, name)| Some((typo_distance(&w, k)?, k, *name)))
            .min_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)))
            .map(|(_, _, name)| name)
    }

    /// Every word of every language, each with the subcommand it names: read from the
    /// `.ftl` files once per group (groups are unique, see `reading::WORD_TABLES`).
    fn index(&self) -> &'static HashMap<String, &'static str> {
        type Index = HashMap<String, &'static str>;
        static INDEXES: OnceLock<Mutex<HashMap<&'static str, &'static Index>>> = OnceLock::new();
        let mut indexes = INDEXES
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        indexes.entry(self.group).or_insert_with(|| {
            let mut index = Index::new();
            for name in self.names {
                for lang in Lang::ALL {
                    for w in self.words(lang, name) {
                        index.entry(w).or_insert(name);
                    }
                }
            }
            Box::leak(Box::new(index))
        })
    }

    /// The word of subcommand `name` in `lang` (`join`, `rejoindre`, `beitreten`).
    pub fn word(&self, lang: Lang, name: &str) -> String {
        self.words(lang, name)
            .into_iter()
            .next()
            .unwrap_or_else(|| name.to_string())
    }
}
