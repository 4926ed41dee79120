//! The command table: one [`Entry`] per command, with its words per language, usage, slash
//! commands, who may use it, help key, parser and handler. Everything else about
//! commands is derived from it: the text parser ([`parse`]), slash commands
//! ([`slash_commands`], [`Command::from_slash`]), usage and help ([`usage`], [`help`]),
//! "did you mean" ([`suggest`]), the words a platform may complete ([`words`]), and the
//! router's checks and dispatch ([`entry_of`]).
//!
//! Adding a command: one entry here, its `Command` variant, its handler, its texts.
//!
//! ```
//! use chakbot::host::reading::command::{Command, Context, Place};
//! use chakbot::host::table::parse;
//! use chakbot::local::Names;
//! let ctx = Context { place: Place::Channel, addressed: false };
//! assert!(matches!(parse("!revanche #3", ctx, &Names), Ok(Command::Rematch(_))));
//! ```

use crate::game::clock::ClockError;
use crate::host::desk::{Cx, Desk, HostError, HostResult};
use crate::host::info;
use crate::host::io::mention::Mentions;
use crate::host::moderation::commands as moderation;
use crate::host::play::{challenges, lifecycle, moves as play};
use crate::host::reading::command::{
    self, game_id, is_game_id, looks_like_move, looks_like_promotion, user_ref, verdict, Answer,
    Args, BanGames, Command, CommandError, Context, GameId, Place, Subcommands, CONFIG_WORDS,
    MAX_INPUT_CHARS, MAX_MOVE_CHARS, MAX_REASON_CHARS, SETTINGS_WORDS,
};
use crate::host::reading::slash::{
    self, moderator, opt, player, OptionKind as K, Render as R, SlashCommand, SlashOption,
};
use crate::host::reading::team;
use crate::host::reading::tournament;
use crate::host::review::request as review;
use crate::host::team::{self as team_room};
use crate::host::tournament::commands as tournament_room;
use crate::host::words::help;
use crate::host::words::i18n::{keys, rules_sections, ruleset_ids, tr, Lang};
use crate::host::words::text::{clean_capped, echo};
use crate::rules::{notation, RuleSet};

/// Who may use a command.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Access {
    /// Anyone, banned or not.
    Anyone,
    /// Anyone not banned from the server (it starts or plays games).
    Player,
    /// Moderators only.
    Moderator,
}

/// A command's handler: the desk, the event, the command, and a game named outside the
/// command (a `#N` after a move, the game of a button).
pub(crate) type Handler = fn(&Desk, &Cx, Command, Option<GameId>) -> HostResult;

/// One command. See the module documentation.
pub struct Entry {
    /// The canonical name, as help and usage know it.
    pub name: &'static str,
    /// Whether a word of its own starts it (its words, per language, are the message
    /// `command-words-<name>` of each `.ftl` file), or only its group does (`mod games`).
    pub words: Words,
    pub access: Access,
    /// i18n key of what it does.
    pub help: &'static str,
    /// Its slash commands (a group has several: `config channel`, `config clock`...).
    pub slash: &'static [SlashCommand],
    /// Reads the words after the command word.
    pub(crate) parse: fn(&mut Args) -> Result<Command, CommandError>,
    /// Whether a command is this entry's.
    pub is: fn(&Command) -> bool,
    pub(crate) run: Handler,
}

/// How a command is reached: by words of its own, or through its group's word.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Words {
    /// Words of its own, in every language's `command-words-<name>`.
    Listed,
    /// Only through its group (`mod games` is `mod` then `games`).
    Grouped,
}

impl Entry {
    /// The words that start it in `lang`, then the English ones (which work in every
    /// language).
    pub fn words(&self, lang: Lang) -> Vec<&'static str> {
        let mut out = Vec::new();
        for l in [lang, Lang::En] {
            for w in command_words_in(l, self.name) {
                if !out.contains(&w) {
                    out.push(w);
                }
            }
        }
        out
    }

    /// Whether `help` lists it (a member of a group is listed through its group).
    pub fn listed(&self) -> bool {
        self.words == Words::Listed
    }
}

/// The i18n key of a command's words: `command-words-<name>`.
pub fn command_words_key(name: &str) -> String {
    format!("command-words-{}", name.replace(' ', "-"))
}

/// The message ids of the command words, one per listed command.
pub fn command_words_keys() -> Vec<String> {
    TABLE
        .iter()
        .filter(|e| e.listed())
        .map(|e| command_words_key(e.name))
        .collect()
}

/// Every (language, command name, word), read once from the `.ftl` files.
fn all_command_words() -> &'static [(Lang, &'static str, String)] {
    static WORDS: std::sync::OnceLock<Vec<(Lang, &'static str, String)>> =
        std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let mut out = Vec::new();
        for lang in Lang::ALL {
            for e in TABLE.iter().filter(|e| e.listed()) {
                let text = crate::host::words::i18n::tr(lang, &command_words_key(e.name), &[]);
                for w in text.split_whitespace() {
                    out.push((lang, e.name, w.to_lowercase()));
                }
            }
        }
        out
    })
}

fn command_words_in(lang: Lang, name: &str) -> impl Iterator<Item = &'static str> + '_ {
    all_command_words()
        .iter()
        .filter(move |(l, n, _)| *l == lang && *n == name)
        .map(|(_, _, w)| w.as_str())
}

/// `is` and `run` of an entry from one pattern: the handler gets the command's fields.
macro_rules! on {
    ($pat:pat => |$desk:ident, $cx:ident, $hint:ident| $run:expr) => {{
        #[allow(unused_variables)]
        fn is(c: &Command) -> bool {
            matches!(c, $pat)
        }
        #[allow(unused_variables)]
        fn run($desk: &Desk, $cx: &Cx, c: Command, $hint: Option<GameId>) -> HostResult {
            match c {
                $pat => $run,
                _ => Err(HostError::Ignored),
            }
        }
        (is as fn(&Command) -> bool, run as Handler)
    }};
}

/// An entry from its parts; `on` gives `is` and `run`.
#[allow(clippy::too_many_arguments)]
const fn entry(
    name: &'static str,
    words: Words,
    access: Access,
    help: &'static str,
    slash: &'static [SlashCommand],
    parse: fn(&mut Args) -> Result<Command, CommandError>,
    (is, run): (fn(&Command) -> bool, Handler),
) -> Entry {
    Entry {
        name,
        words,
        access,
        help,
        slash,
        parse,
        is,
        run,
    }
}

const RULESET: SlashOption = opt(
    "ruleset",
    keys::SLASH_OPT_RULESET,
    K::String,
    false,
    slash::RULESETS,
    R::Plain,
);
/// `/rules ruleset:chakart section:eggs` is `rules chakart eggs`.
const SECTION: SlashOption = opt(
    "section",
    keys::SLASH_OPT_SECTION,
    K::String,
    false,
    slash::RULES_SECTIONS,
    R::Plain,
);
const ANSWER: SlashOption = opt(
    "answer",
    keys::SLASH_OPT_ANSWER,
    K::String,
    false,
    slash::ANSWERS,
    R::Plain,
);
const USER: SlashOption = opt(
    "user",
    keys::SLASH_OPT_USER,
    K::User,
    true,
    slash::NONE,
    R::User,
);
const ROLE: SlashOption = opt(
    "role",
    keys::SLASH_OPT_ROLE,
    K::Role,
    true,
    slash::NONE,
    R::Role,
);
const SETTING: SlashOption = opt(
    "setting",
    keys::SLASH_OPT_SETTING,
    K::String,
    true,
    slash::NONE,
    R::Plain,
);
/// `/tournament create|join|…`: every subcommand is open to all in the slash list; the
/// handler refuses moderators' ones to others.
const TOURNAMENT_SLASH: &[SlashCommand] = &[
    player(
        "tournament create",
        keys::SLASH_TOURNAMENT_CREATE,
        &[
            opt(
                "format",
                keys::SLASH_OPT_TOURNAMENT_FORMAT,
                K::String,
                true,
                slash::TOURNAMENT_FORMATS,
                R::Plain,
            ),
            SlashOption {
                required: true,
                ..RULESET
            },
            opt(
                "clock",
                keys::SLASH_OPT_CLOCK,
                K::String,
                false,
                slash::NONE,
                R::Assign("clock"),
            ),
            opt(
                "minutes",
                keys::SLASH_OPT_TOURNAMENT_MINUTES,
                K::String,
                false,
                slash::NONE,
                R::Assign("minutes"),
            ),
            opt(
                "rounds",
                keys::SLASH_OPT_TOURNAMENT_ROUNDS,
                K::String,
                false,
                slash::NONE,
                R::Assign("rounds"),
            ),
            opt(
                "start",
                keys::SLASH_OPT_TOURNAMENT_START,
                K::String,
                false,
                slash::NONE,
                R::Assign("start"),
            ),
            opt(
                "rated",
                keys::SLASH_OPT_TOURNAMENT_RATED,
                K::String,
                false,
                slash::YES_NO,
                R::Assign("rated"),
            ),
            opt(
                "tiebreaks",
                keys::SLASH_OPT_TOURNAMENT_TIEBREAKS,
                K::String,
                false,
                slash::NONE,
                R::Assign("tiebreaks"),
            ),
            opt(
                "noshow",
                keys::SLASH_OPT_TOURNAMENT_NOSHOW,
                K::String,
                false,
                slash::NONE,
                R::Assign("noshow"),
            ),
        ],
    ),
    player(
        "tournament join",
        keys::SLASH_TOURNAMENT_JOIN,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament leave",
        keys::SLASH_TOURNAMENT_LEAVE,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament pause",
        keys::SLASH_TOURNAMENT_PAUSE,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament standings",
        keys::SLASH_TOURNAMENT_STANDINGS,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament pairings",
        keys::SLASH_TOURNAMENT_PAIRINGS,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament info",
        keys::SLASH_TOURNAMENT_INFO,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament export",
        keys::SLASH_TOURNAMENT_EXPORT,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament start",
        keys::SLASH_TOURNAMENT_START,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament cancel",
        keys::SLASH_TOURNAMENT_CANCEL,
        ONE_TOURNAMENT,
    ),
    player(
        "tournament remove",
        keys::SLASH_TOURNAMENT_REMOVE,
        &[USER, slash::TOURNAMENT],
    ),
];

/// The tournament a subcommand means (else the one open or running in the channel).
const ONE_TOURNAMENT: &[SlashOption] = &[slash::TOURNAMENT];

/// `/team …`: a team game's sides and votes.
const TEAM_SLASH: &[SlashCommand] = &[
    player(
        "team join",
        keys::SLASH_TEAM_JOIN,
        &[
            opt(
                "side",
                keys::SLASH_OPT_TEAM_SIDE,
                K::String,
                true,
                slash::SIDES,
                R::Plain,
            ),
            slash::GAME,
        ],
    ),
    player("team leave", keys::SLASH_TEAM_LEAVE, GAME),
    player("team start", keys::SLASH_TEAM_START, GAME),
    player("team votes", keys::SLASH_TEAM_VOTES, GAME),
    player("team close", keys::SLASH_TEAM_CLOSE, GAME),
];
const GAME: &[SlashOption] = slash::ONLY_GAME;
const GAME_REQUIRED: &[SlashOption] = slash::ONLY_GAME_REQUIRED;

use Access::{Anyone, Moderator, Player};
use Words::{Grouped, Listed};

/// Every command, in the order `help` lists them (players first, then moderators).
pub static TABLE: &[Entry] = &[
    entry(
        "challenge",
        Listed,
        Player,
        keys::SLASH_CHALLENGE,
        &[player(
            "challenge",
            keys::SLASH_CHALLENGE,
            &[
                SlashOption {
                    required: true,
                    ..RULESET
                },
                opt(
                    "opponent",
                    keys::SLASH_OPT_OPPONENT,
                    K::User,
                    false,
                    slash::NONE,
                    R::User,
                ),
                opt(
                    "color",
                    keys::SLASH_OPT_COLOR,
                    K::String,
                    false,
                    slash::COLORS,
                    R::After("as"),
                ),
                // A team game (#39): its sides and its vote window; written before
                // `fen`, whose value runs to the next option.
                opt(
                    "team",
                    keys::SLASH_OPT_TEAM,
                    K::Boolean,
                    false,
                    slash::NONE,
                    R::Flag("team"),
                ),
                opt(
                    "white",
                    keys::SLASH_OPT_TEAM_WHITE,
                    K::String,
                    false,
                    slash::NONE,
                    R::List("white"),
                ),
                opt(
                    "black",
                    keys::SLASH_OPT_TEAM_BLACK,
                    K::String,
                    false,
                    slash::NONE,
                    R::List("black"),
                ),
                opt(
                    "vote",
                    keys::SLASH_OPT_TEAM_VOTE,
                    K::String,
                    false,
                    slash::NONE,
                    R::Assign("vote"),
                ),
                opt(
                    "start",
                    keys::SLASH_OPT_START,
                    K::String,
                    false,
                    slash::STARTS,
                    R::Assign("start"),
                ),
                opt(
                    "clock",
                    keys::SLASH_OPT_CLOCK,
                    K::String,
                    false,
                    slash::NONE,
                    R::Assign("clock"),
                ),
                // The computer's level (#17), with the bot itself as the opponent.
                opt(
                    "level",
                    keys::SLASH_OPT_LEVEL,
                    K::String,
                    false,
                    slash::LEVELS,
                    R::Assign("level"),
                ),
                // A position to start from (#39): the FEN, spaces and all.
                opt(
                    "fen",
                    keys::SLASH_OPT_FEN,
                    K::String,
                    false,
                    slash::NONE,
                    R::Assign("fen"),
                ),
            ],
        )],
        |a| Ok(Command::Challenge(command::challenge(a)?)),
        on!(Command::Challenge(c) => |d, cx, _h| team_room::challenge(d, cx, c)),
    ),
    entry(
        "accept",
        Listed,
        Player,
        keys::SLASH_ACCEPT,
        &[player("accept", keys::SLASH_ACCEPT, GAME)],
        |a| Ok(Command::Accept(a.game_only()?)),
        on!(Command::Accept(id) => |d, cx, _h| team_room::accept(d, cx, id)),
    ),
    entry(
        "decline",
        Listed,
        Player,
        keys::SLASH_DECLINE,
        &[player("decline", keys::SLASH_DECLINE, GAME)],
        |a| Ok(Command::Decline(a.game_only()?)),
        on!(Command::Decline(id) => |d, cx, _h| challenges::decline(d, cx, id)),
    ),
    entry(
        "cancel",
        Listed,
        Anyone,
        keys::SLASH_CANCEL,
        &[player("cancel", keys::SLASH_CANCEL, GAME)],
        |a| Ok(Command::Cancel(a.game_only()?)),
        on!(Command::Cancel(id) => |d, cx, _h| challenges::cancel(d, cx, id)),
    ),
    entry(
        "move",
        Listed,
        Player,
        keys::SLASH_MOVE,
        &[player(
            "move",
            keys::SLASH_MOVE,
            &[SlashOption {
                autocomplete: true,
                ..opt(
                    "move",
                    keys::SLASH_OPT_MOVE,
                    K::String,
                    true,
                    slash::NONE,
                    R::Plain,
                )
            }],
        )],
        parse_move,
        on!(Command::Move(text) => |d, cx, hint| team_room::play(d, cx, &text, hint)),
    ),
    entry(
        "board",
        Listed,
        Anyone,
        keys::SLASH_BOARD,
        &[player("board", keys::SLASH_BOARD, GAME)],
        |a| Ok(Command::Board(a.game_only()?)),
        on!(Command::Board(id) => |d, cx, _h| play::board(d, cx, id)),
    ),
    entry(
        "moves",
        Listed,
        Anyone,
        keys::SLASH_MOVES,
        &[player("moves", keys::SLASH_MOVES, GAME)],
        |a| Ok(Command::Moves(a.game_only()?)),
        on!(Command::Moves(id) => |d, cx, _h| play::moves(d, cx, id)),
    ),
    entry(
        "resign",
        Listed,
        Player,
        keys::SLASH_RESIGN,
        &[player("resign", keys::SLASH_RESIGN, GAME)],
        |a| Ok(Command::Resign(a.game_only()?)),
        on!(Command::Resign(id) => |d, cx, _h| team_room::resign(d, cx, id)),
    ),
    entry(
        "confirm",
        Listed,
        Player,
        keys::SLASH_CONFIRM,
        &[player("confirm", keys::SLASH_CONFIRM, &[])],
        |a| a.end().map(|_| Command::Confirm),
        on!(Command::Confirm => |d, cx, hint| lifecycle::confirm(d, cx, hint)),
    ),
    entry(
        "draw",
        Listed,
        Player,
        keys::SLASH_DRAW,
        &[player("draw", keys::SLASH_DRAW, &[ANSWER, slash::GAME])],
        |a| offer_answer(a).map(|(answer, game)| Command::Draw { answer, game }),
        on!(Command::Draw { answer, game } => |d, cx, _h| team_room::unless_member(d, cx, || lifecycle::draw(d, cx, answer, game))),
    ),
    entry(
        "abort",
        Listed,
        Player,
        keys::SLASH_ABORT,
        &[player("abort", keys::SLASH_ABORT, GAME)],
        |a| Ok(Command::Abort(a.game_only()?)),
        on!(Command::Abort(id) => |d, cx, _h| team_room::unless_member(d, cx, || lifecycle::abort(d, cx, id))),
    ),
    entry(
        "takeback",
        Listed,
        Player,
        keys::SLASH_TAKEBACK,
        &[player(
            "takeback",
            keys::SLASH_TAKEBACK,
            &[ANSWER, slash::GAME],
        )],
        |a| offer_answer(a).map(|(answer, game)| Command::Takeback { answer, game }),
        on!(Command::Takeback { answer, game } => |d, cx, _h| team_room::unless_member(d, cx, || lifecycle::takeback(d, cx, answer, game))),
    ),
    entry(
        "rematch",
        Listed,
        Player,
        keys::SLASH_REMATCH,
        &[player("rematch", keys::SLASH_REMATCH, GAME)],
        |a| Ok(Command::Rematch(a.game_only()?)),
        on!(Command::Rematch(id) => |d, cx, _h| challenges::rematch(d, cx, id)),
    ),
    entry(
        "games",
        Listed,
        Anyone,
        keys::SLASH_GAMES,
        &[player("games", keys::SLASH_GAMES, &[])],
        |a| a.end().map(|_| Command::Games),
        on!(Command::Games => |d, cx, _h| info::games(d, cx)),
    ),
    entry(
        "history",
        Listed,
        Anyone,
        keys::SLASH_HISTORY,
        &[player("history", keys::SLASH_HISTORY, GAME)],
        |a| Ok(Command::History(a.game_only()?)),
        on!(Command::History(id) => |d, cx, _h| info::history(d, cx, id)),
    ),
    entry(
        "export",
        Listed,
        Anyone,
        keys::SLASH_EXPORT,
        &[player("export", keys::SLASH_EXPORT, GAME)],
        |a| Ok(Command::Export(a.game_only()?)),
        on!(Command::Export(id) => |d, cx, _h| info::export(d, cx, id)),
    ),
    entry(
        "replay",
        Listed,
        Anyone,
        keys::SLASH_REPLAY,
        &[player("replay", keys::SLASH_REPLAY, GAME)],
        |a| Ok(Command::Replay(a.game_only()?)),
        on!(Command::Replay(id) => |d, cx, _h| info::replay(d, cx, id)),
    ),
    entry(
        "review",
        Listed,
        Player,
        keys::SLASH_REVIEW,
        &[player("review", keys::SLASH_REVIEW, GAME)],
        |a| Ok(Command::Review(a.game_only()?)),
        on!(Command::Review(id) => |d, cx, _h| review::request(d, cx, id)),
    ),
    entry(
        "rules",
        Listed,
        Anyone,
        keys::SLASH_RULES,
        &[player("rules", keys::SLASH_RULES, &[RULESET, SECTION])],
        parse_rules,
        on!(Command::Rules(r, s) => |_d, cx, _h| Ok(vec![cx.private(help::rules(cx.lang, r, s))])),
    ),
    entry(
        "leaderboard",
        Listed,
        Anyone,
        keys::SLASH_LEADERBOARD,
        &[player("leaderboard", keys::SLASH_LEADERBOARD, &[RULESET])],
        |a| optional_ruleset(a).map(Command::Leaderboard),
        on!(Command::Leaderboard(r) => |d, cx, _h| info::leaderboard(d, cx, r)),
    ),
    entry(
        "stats",
        Listed,
        Anyone,
        keys::SLASH_STATS,
        &[player(
            "stats",
            keys::SLASH_STATS,
            &[SlashOption {
                required: false,
                ..USER
            }],
        )],
        |a| {
            let user = a.next().map(|w| user_ref(w, a.syntax)).transpose()?;
            a.end()?;
            Ok(Command::Stats(user))
        },
        on!(Command::Stats(u) => |d, cx, _h| info::stats(d, cx, u)),
    ),
    entry(
        "settings",
        Listed,
        Anyone,
        keys::SLASH_SETTINGS,
        &[player(
            "settings",
            keys::SLASH_SETTINGS,
            &[
                opt(
                    "language",
                    keys::SLASH_OPT_LANGUAGE,
                    K::String,
                    false,
                    slash::LANGUAGES,
                    R::After("language"),
                ),
                opt(
                    "theme",
                    keys::SLASH_OPT_THEME,
                    K::String,
                    false,
                    slash::NONE,
                    R::After("theme"),
                ),
                opt(
                    "orientation",
                    keys::SLASH_OPT_ORIENTATION,
                    K::String,
                    false,
                    slash::ORIENTATIONS,
                    R::After("orientation"),
                ),
            ],
        )],
        |a| Ok(Command::Settings(command::settings(a)?)),
        on!(Command::Settings(s) => |d, cx, _h| info::settings(d, cx, s)),
    ),
    entry(
        "verify",
        Listed,
        Anyone,
        keys::SLASH_VERIFY,
        &[player("verify", keys::SLASH_VERIFY, GAME_REQUIRED)],
        |a| {
            let g = game_id(a.required()?)?;
            a.end()?;
            Ok(Command::Verify(g))
        },
        on!(Command::Verify(id) => |d, cx, _h| info::verify(d, cx, id)),
    ),
    entry(
        "help",
        Listed,
        Anyone,
        keys::SLASH_HELP,
        &[player(
            "help",
            keys::SLASH_HELP,
            &[opt(
                "command",
                keys::SLASH_OPT_COMMAND,
                K::String,
                false,
                slash::NONE,
                R::Plain,
            )],
        )],
        parse_help,
        on!(Command::Help(topic) => |d, cx, _h| Ok(vec![cx.private(help_for(cx.lang, topic, d.config.typed_moves, cx.moderator))])),
    ),
    entry(
        "tournament",
        Listed,
        Anyone,
        keys::SLASH_TOURNAMENT,
        TOURNAMENT_SLASH,
        |a| Ok(Command::Tournament(tournament::tournament(a)?)),
        on!(Command::Tournament(t) => |d, cx, _h| tournament_room::run(d, cx, t)),
    ),
    entry(
        "team",
        Listed,
        Player,
        keys::SLASH_TEAM,
        TEAM_SLASH,
        |a| Ok(Command::Team(team::team(a)?)),
        on!(Command::Team(t) => |d, cx, _h| team_room::run(d, cx, t)),
    ),
    entry(
        "mod",
        Listed,
        Moderator,
        keys::SLASH_MOD,
        &[],
        parse_mod,
        (|_| false, |_, _, _, _| Err(HostError::Ignored)),
    ),
    entry(
        "mod games",
        Grouped,
        Moderator,
        keys::SLASH_MOD_GAMES,
        &[moderator("mod games", keys::SLASH_MOD_GAMES, &[])],
        |a| a.end().map(|_| Command::ModGames),
        on!(Command::ModGames => |d, cx, _h| moderation::games(d, cx)),
    ),
    entry(
        "mod abort",
        Grouped,
        Moderator,
        keys::SLASH_MOD_ABORT,
        &[moderator("mod abort", keys::SLASH_MOD_ABORT, GAME_REQUIRED)],
        |a| {
            let g = game_id(a.required()?)?;
            a.end()?;
            Ok(Command::ModAbort(g))
        },
        on!(Command::ModAbort(id) => |d, cx, _h| moderation::abort(d, cx, id)),
    ),
    entry(
        "adjudicate",
        Listed,
        Moderator,
        keys::SLASH_MOD_ADJUDICATE,
        &[moderator(
            "mod adjudicate",
            keys::SLASH_MOD_ADJUDICATE,
            &[
                slash::GAME_REQUIRED,
                opt(
                    "result",
                    keys::SLASH_OPT_RESULT,
                    K::String,
                    true,
                    slash::VERDICTS,
                    R::Plain,
                ),
            ],
        )],
        |a| {
            let g = game_id(a.required()?)?;
            let v = verdict(a.required()?)?;
            a.end()?;
            Ok(Command::Adjudicate(g, v))
        },
        on!(Command::Adjudicate(id, v) => |d, cx, _h| moderation::adjudicate(d, cx, id, v)),
    ),
    entry(
        "void",
        Listed,
        Moderator,
        keys::SLASH_MOD_VOID,
        &[moderator("mod void", keys::SLASH_MOD_VOID, GAME_REQUIRED)],
        |a| {
            let g = game_id(a.required()?)?;
            a.end()?;
            Ok(Command::Void(g))
        },
        on!(Command::Void(id) => |d, cx, _h| moderation::void(d, cx, id)),
    ),
    entry(
        "ban",
        Listed,
        Moderator,
        keys::SLASH_MOD_BAN,
        &[moderator(
            "mod ban",
            keys::SLASH_MOD_BAN,
            &[
                USER,
                opt(
                    "games",
                    keys::SLASH_OPT_BAN_GAMES,
                    K::String,
                    false,
                    slash::BAN_GAMES,
                    R::Word { absent: "keep" },
                ),
                opt(
                    "reason",
                    keys::SLASH_OPT_REASON,
                    K::String,
                    false,
                    slash::NONE,
                    R::Plain,
                ),
            ],
        )],
        |a| {
            let user = user_ref(a.required()?, a.syntax)?;
            let rest = a.rest();
            let (first, more) = rest
                .split_once(char::is_whitespace)
                .unwrap_or((rest.as_str(), ""));
            // `keep` is also what `/mod ban` writes when no `games` option was picked,
            // so that a reason starting with `end` or `freeze` stays a reason.
            let (games, reason) = match BanGames::named(first) {
                Some(games) => (games, more.trim().to_string()),
                None => (BanGames::Keep, rest.clone()),
            };
            let reason = (!reason.is_empty()).then(|| clean_capped(&reason, MAX_REASON_CHARS));
            Ok(Command::Ban(user, games, reason))
        },
        on!(Command::Ban(u, games, reason) => |d, cx, _h| moderation::ban(d, cx, u, games, reason)),
    ),
    entry(
        "unban",
        Listed,
        Moderator,
        keys::SLASH_MOD_UNBAN,
        &[moderator("mod unban", keys::SLASH_MOD_UNBAN, &[USER])],
        |a| {
            let user = user_ref(a.required()?, a.syntax)?;
            a.end()?;
            Ok(Command::Unban(user))
        },
        on!(Command::Unban(u) => |d, cx, _h| moderation::unban(d, cx, u)),
    ),
    entry(
        "config",
        Listed,
        Moderator,
        keys::SLASH_CONFIG,
        &[
            moderator(
                "config channel",
                keys::SLASH_CONFIG_CHANNEL,
                &[SlashOption {
                    choices: slash::ALLOW_DENY,
                    ..SETTING
                }],
            ),
            moderator(
                "config channel-language",
                keys::SLASH_CONFIG_CHANNEL_LANGUAGE,
                &[opt(
                    "language",
                    keys::SLASH_OPT_CHANNEL_LANGUAGE,
                    K::String,
                    true,
                    slash::CHANNEL_LANGUAGES,
                    R::Plain,
                )],
            ),
            moderator(
                "config threads",
                keys::SLASH_CONFIG_THREADS,
                &[
                    SlashOption {
                        choices: slash::ON_OFF,
                        ..SETTING
                    },
                    opt(
                        "scope",
                        keys::SLASH_OPT_SCOPE,
                        K::String,
                        false,
                        slash::SCOPES,
                        R::Plain,
                    ),
                ],
            ),
            moderator(
                "config clock",
                keys::SLASH_CONFIG_CLOCK,
                &[opt(
                    "clock",
                    keys::SLASH_OPT_CLOCK,
                    K::String,
                    true,
                    slash::NONE,
                    R::Plain,
                )],
            ),
            moderator(
                "config language",
                keys::SLASH_CONFIG_LANGUAGE,
                &[opt(
                    "language",
                    keys::SLASH_OPT_LANGUAGE,
                    K::String,
                    true,
                    slash::LANGUAGES,
                    R::Plain,
                )],
            ),
            moderator(
                "config role",
                keys::SLASH_CONFIG_ROLE,
                &[
                    SlashOption {
                        required: true,
                        ..RULESET
                    },
                    ROLE,
                ],
            ),
            moderator("config modrole", keys::SLASH_CONFIG_MODROLE, &[ROLE]),
            moderator(
                "config theme",
                keys::SLASH_CONFIG_THEME,
                &[opt(
                    "theme",
                    keys::SLASH_OPT_THEME,
                    K::String,
                    true,
                    slash::NONE,
                    R::Plain,
                )],
            ),
            moderator(
                "config orientation",
                keys::SLASH_CONFIG_ORIENTATION,
                &[SlashOption {
                    choices: slash::ORIENTATIONS,
                    ..SETTING
                }],
            ),
            moderator(
                "config tournaments",
                keys::SLASH_CONFIG_TOURNAMENTS,
                &[SlashOption {
                    choices: slash::TOURNAMENT_CREATORS,
                    ..SETTING
                }],
            ),
        ],
        |a| Ok(Command::Config(command::config(a)?)),
        on!(Command::Config(c) => |d, cx, _h| moderation::config(d, cx, c)),
    ),
    entry(
        "modlog",
        Listed,
        Moderator,
        keys::SLASH_MOD_LOG,
        &[moderator("mod log", keys::SLASH_MOD_LOG, &[])],
        |a| a.end().map(|_| Command::ModLog),
        on!(Command::ModLog => |d, cx, _h| moderation::modlog(d, cx)),
    ),
    entry(
        "peek",
        Listed,
        Moderator,
        keys::SLASH_MOD_PEEK,
        &[moderator("mod peek", keys::SLASH_MOD_PEEK, GAME_REQUIRED)],
        |a| {
            let g = game_id(a.required()?)?;
            a.end()?;
            Ok(Command::Peek(g))
        },
        on!(Command::Peek(id) => |d, cx, _h| moderation::peek(d, cx, id)),
    ),
];

// ----- parsers that need more than one line -----

fn parse_move(a: &mut Args) -> Result<Command, CommandError> {
    if a.words.is_empty() {
        return Err(CommandError::Missing { command: a.command });
    }
    let text = a.rest();
    if text.chars().count() > MAX_MOVE_CHARS * 2 {
        return Err(CommandError::Unexpected {
            command: a.command,
            arg: echo(&text),
        });
    }
    Ok(Command::Move(text))
}

/// `draw`/`takeback`: offer (or accept) or decline, and a game.
fn offer_answer(a: &mut Args) -> Result<(Answer, Option<GameId>), CommandError> {
    let mut answer = Answer::Offer;
    let mut game = None;
    while let Some(w) = a.next() {
        match w.to_lowercase().as_str() {
            "offer" | "accept" | "yes" | "oui" | "proposer" | "accepter" | "ja" | "anbieten"
            | "annehmen" => answer = Answer::Offer,
            "decline" | "no" | "non" | "refuser" | "nein" | "ablehnen" => answer = Answer::Decline,
            _ if game.is_none() && is_game_id(w) => game = Some(game_id(w)?),
            _ => {
                return Err(CommandError::Unexpected {
                    command: a.command,
                    arg: echo(w),
                })
            }
        }
    }
    Ok((answer, game))
}

fn optional_ruleset(a: &mut Args) -> Result<Option<RuleSet>, CommandError> {
    let rs = a.optional_ruleset()?;
    a.end()?;
    Ok(rs)
}

fn parse_rules(a: &mut Args) -> Result<Command, CommandError> {
    let Some(rs) = a.optional_ruleset()? else {
        return Ok(Command::Rules(None, None));
    };
    let sections = rules_sections(rs);
    let section = match a.next() {
        None => None,
        Some(w) if sections.is_empty() => {
            return Err(CommandError::Unexpected {
                command: a.command,
                arg: echo(w),
            });
        }
        Some(w) => Some(
            crate::host::words::i18n::rules_section_named(rs, w).ok_or_else(|| {
                CommandError::RulesSection {
                    ruleset: rs,
                    value: echo(w),
                }
            })?,
        ),
    };
    a.end()?;
    Ok(Command::Rules(Some(rs), section))
}

fn parse_help(a: &mut Args) -> Result<Command, CommandError> {
    let topic = match a.next() {
        None => None,
        Some(w) => Some(
            command_word(w.trim_start_matches(['!', '/']))
                .map(|e| e.name)
                .ok_or_else(|| CommandError::HelpTopic(echo(w)))?,
        ),
    };
    // `help mod abort`: the topic is the first word; the rest is not an error.
    Ok(Command::Help(topic))
}

/// `mod games|abort|log`, or `mod <moderator command>`.
fn parse_mod(a: &mut Args) -> Result<Command, CommandError> {
    let sub = a.required()?;
    let member = match sub.to_lowercase().as_str() {
        "games" | "list" | "parties" | "partien" => "mod games",
        "abort" | "interrompre" | "abbrechen" => {
            a.command = "mod abort";
            "mod abort"
        }
        "log" | "modlog" | "journal" => "modlog",
        other => match command_word(other) {
            Some(e) if e.access == Moderator && e.name != "mod" => {
                let mut inner = Args {
                    command: e.name,
                    words: a.words,
                    syntax: a.syntax,
                };
                return (e.parse)(&mut inner);
            }
            _ => {
                return Err(CommandError::Unexpected {
                    command: a.command,
                    arg: echo(sub),
                })
            }
        },
    };
    let e = find(member).ok_or(CommandError::Missing { command: a.command })?;
    (e.parse)(a)
}

// ----- what is derived from the table -----

/// The entry named `name` (canonical name).
pub fn find(name: &str) -> Option<&'static Entry> {
    TABLE.iter().find(|e| e.name == name)
}

/// The entry a command belongs to.
pub fn entry_of(command: &Command) -> Option<&'static Entry> {
    TABLE.iter().find(|e| (e.is)(command))
}

/// The command a word (any case, any language) starts, if it is one.
pub fn command_word(word: &str) -> Option<&'static Entry> {
    let w = word.to_lowercase();
    let (_, name, _) = all_command_words().iter().find(|(_, _, k)| *k == w)?;
    TABLE.iter().find(|e| e.name == *name)
}

/// The words that start a command in `lang`, for completion.
pub fn words(lang: Lang) -> Vec<&'static str> {
    TABLE.iter().flat_map(|e| e.words(lang)).collect()
}

/// The i18n key of a command's syntax: `usage-<name>` (`mod games`: `usage-mod-games`).
pub fn usage_key(command: &str) -> String {
    format!("usage-{}", command.replace(' ', "-"))
}

/// A command's name as a reader of `lang` types it: its first word in that language,
/// then the rest of the name (`mod abort` -> `modération abort`).
///
/// ```
/// use chakbot::host::{table::word_in, words::i18n::Lang};
/// assert_eq!(word_in(Lang::Fr, "resign"), "abandonner");
/// assert_eq!(word_in(Lang::De, "board"), "brett");
/// assert_eq!(word_in(Lang::En, "board"), "board");
/// ```
pub fn word_in(lang: Lang, name: &str) -> String {
    let (first, rest) = name.split_once(' ').unwrap_or((name, ""));
    let word = command_words_in(lang, first)
        .next()
        .unwrap_or(first)
        .to_string();
    if rest.is_empty() {
        word
    } else {
        format!("{word} {rest}")
    }
}

/// The i18n keys of every command's syntax, one per entry of the table.
pub fn usage_keys() -> Vec<String> {
    TABLE.iter().map(|e| usage_key(e.name)).collect()
}

/// The syntax of a command in `lang`, in the reader's words (`défi <variante>
/// [@adversaire] [en blancs|noirs] …`), `help` for an unknown name.
///
/// ```
/// use chakbot::host::{table::usage, words::i18n::Lang};
/// assert!(usage(Lang::Fr, "challenge").starts_with("`défi <variante> [@adversaire]"));
/// assert!(usage(Lang::De, "rules").contains("chakart-2020"));
/// ```
pub fn usage(lang: Lang, command: &str) -> String {
    let rulesets = RuleSet::ALL.map(RuleSet::id).join("|");
    find(command).map_or("`help`".into(), |e| {
        tr(lang, &usage_key(e.name), &[("rulesets", rulesets.into())])
    })
}

/// The names `help` lists for players and for moderators.
pub fn listed(access: Access) -> Vec<&'static str> {
    let moderator = access == Moderator;
    TABLE
        .iter()
        .filter(|e| e.listed() && (e.access == Moderator) == moderator)
        .map(|e| e.name)
        .collect()
}

/// `help` (overview) or `help <command>` (its syntax and what it does).
///
/// ```
/// use chakbot::host::{table, words::i18n::Lang};
/// assert!(table::help(Lang::En, Some("challenge")).contains("challenge <ruleset>"));
/// ```
pub fn help(lang: Lang, command: Option<&str>) -> String {
    help_for(lang, command, true, false)
}

/// [`help`] where players can (`typed_moves`) or cannot type moves as plain messages,
/// for a `moderator` (who sees every moderator command) or not.
pub fn help_for(lang: Lang, command: Option<&str>, typed_moves: bool, moderator: bool) -> String {
    match command {
        Some(c) => {
            let key = find(c).map_or(keys::HELP_MORE, |e| e.help);
            let topic = help::topic(lang, &word_in(lang, c), &usage(lang, c), key);
            if c == "settings" {
                format!("{topic}\n{}", help::themes(lang))
            } else if find(c).is_some_and(|e| e.name == "tournament") {
                format!("{topic}\n{}", tr(lang, keys::HELP_TOURNAMENT_RULES, &[]))
            } else {
                topic
            }
        }
        None => {
            let words = |names: Vec<&str>| -> Vec<String> {
                names.into_iter().map(|n| word_in(lang, n)).collect()
            };
            let moderators = if moderator {
                moderator_commands()
            } else {
                listed(Moderator)
            };
            help::overview(
                lang,
                &words(listed(Player)),
                &words(moderators),
                typed_moves,
            )
        }
    }
}

/// Every moderator command as typed: a group's members (`config clock`, `mod abort`), the
/// others by name (`ban`), from the table (the bare `mod` group is its members).
///
/// ```
/// let all = chakbot::host::table::moderator_commands();
/// assert!(all.contains(&"config clock") && all.contains(&"mod abort") && all.contains(&"ban"));
/// assert!(!all.contains(&"mod") && !all.contains(&"config"));
/// ```
pub fn moderator_commands() -> Vec<&'static str> {
    let mut out = Vec::new();
    for e in TABLE.iter().filter(|e| e.access == Moderator) {
        let members: Vec<&'static str> = e
            .slash
            .iter()
            .map(|s| s.words)
            .filter(|w| w.strip_prefix(e.name).is_some_and(|r| r.starts_with(' ')))
            .collect();
        if !members.is_empty() {
            out.extend(members);
        } else if !e.slash.is_empty() {
            out.push(e.name);
        }
    }
    out
}

/// Every slash command, for the adapter to register. Top-level names are unique except
/// for the `mod` and `config` groups (see [`slash::GROUPS`]), whose members are
/// subcommands.
pub fn slash_commands() -> Vec<&'static SlashCommand> {
    TABLE.iter().flat_map(|e| e.slash).collect()
}

/// The slash command spec for a name with its subcommand (`"mod abort"`).
pub fn find_slash(words: &str) -> Option<&'static SlashCommand> {
    let normal: Vec<&str> = words.split_whitespace().collect();
    TABLE
        .iter()
        .flat_map(|e| e.slash)
        .find(|c| c.words.split(' ').eq(normal.iter().copied()))
}

/// Parses one message, its users and roles written in the platform's `syntax`. See
/// [`Context`] for when a message is for the bot at all.
pub fn parse(text: &str, ctx: Context, syntax: &dyn Mentions) -> Result<Command, CommandError> {
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
    // The words as read (see [`read_words`]): what is looked up is what is echoed.
    let read = read_words(body, syntax);
    let words: Vec<&str> = read.iter().map(String::as_str).collect();
    let Some(&first) = words.first() else {
        return Err(if addressed {
            CommandError::Empty
        } else {
            CommandError::NotAddressed
        });
    };
    if let Some(e) = command_word(first) {
        let mut args = Args {
            command: e.name,
            words: &words[1..],
            syntax,
        };
        // Unaddressed chat in a game place that merely starts with a command word
        // ("board games are fun") is not a command.
        return match (e.parse)(&mut args) {
            Err(_) if !addressed && words.len() > 1 => Err(CommandError::NotAddressed),
            other => other,
        };
    }
    let text = words.join(" ");
    if looks_like_move(&text) || (addressed && looks_like_promotion(&text)) {
        return Ok(Command::Move(text));
    }
    if !addressed {
        return Err(CommandError::NotAddressed);
    }
    // A setting's own word (`language fr`, `thème bois`): its commands.
    if let Some(setting @ ("language" | "theme" | "orientation")) = SETTINGS_WORDS.named(first) {
        return Err(CommandError::SettingWord {
            word: echo(first),
            setting,
            rest: echo(&words[1..].join(" ")),
            moderator: false,
        });
    }
    Err(CommandError::UnknownCommand {
        word: echo(first),
        suggestion: suggest(first, false),
    })
}

/// `accept` or `decline` (in any language, with an optional `#N`) when that is the whole
/// of `text` unprefixed: the answer a challenge's post tells its player to type, read
/// even where unaddressed chat is not (the router checks a challenge awaits it).
pub fn bare_answer(text: &str, syntax: &dyn Mentions) -> Option<Command> {
    bare(text, syntax, &["accept", "decline"])
}

/// `review` (in any language: `analyse`, `auswertung`…, with an optional `#N`) when that
/// is the whole of `text` unprefixed: read in a finished game's thread, or a channel
/// where that game alone finished (the router checks), where unaddressed chat is not.
/// Anything more (`review was fun`) stays chat.
pub fn bare_review(text: &str, syntax: &dyn Mentions) -> Option<Command> {
    bare(text, syntax, &["review"])
}

/// The command `text` is when it is one of the commands `names` and nothing but its word
/// and at most one argument.
fn bare(text: &str, syntax: &dyn Mentions, names: &[&str]) -> Option<Command> {
    let read = read_words(text.trim(), syntax);
    let words: Vec<&str> = read.iter().map(String::as_str).collect();
    let (&first, rest) = words.split_first()?;
    if rest.len() > 1 {
        return None;
    }
    let e = command_word(first)?;
    if !names.contains(&e.name) {
        return None;
    }
    let mut args = Args {
        command: e.name,
        words: rest,
        syntax,
    };
    (e.parse)(&mut args).ok()
}

/// The words of a message as the bot reads them: each made plain by
/// [`notation::normalize`] (zero-width characters dropped, full-width letters and
/// Cyrillic or Greek look-alikes made ASCII), except mentions in the platform's `syntax`
/// ([`Mentions::is_mention`]), whose names are kept exactly as written.
///
/// ```
/// use chakbot::host::table::read_words;
/// use chakbot::local::Names;
/// let read = read_words("chal\u{200B}lenge ｃｈｅｓｓ @Вова", &Names);
/// assert_eq!(read, ["challenge", "chess", "@Вова"]);
/// ```
pub fn read_words(text: &str, syntax: &dyn Mentions) -> Vec<String> {
    let mut words = Vec::new();
    for w in text.split_whitespace() {
        if syntax.is_mention(w) {
            words.push(w.to_string());
        } else {
            let plain = notation::normalize(w);
            words.extend(plain.split_whitespace().map(str::to_string));
        }
    }
    words
}

/// The command of the nearest command word (of any language) within two edits, for "did
/// you mean" (shown in the reader's word for it): among every command for a
/// `moderator`, else among the commands anyone may use.
///
/// ```
/// use chakbot::host::table::suggest;
/// assert_eq!(suggest("chalenge", false), Some("challenge"));
/// assert_eq!(suggest("unbam", true), Some("unban"));
/// assert_eq!(suggest("unbam", false), None);
/// ```
pub fn suggest(word: &str, moderator: bool) -> Option<&'static str> {
    let w = word.to_lowercase();
    if w.chars().count() < 3 || w.chars().count() > 20 {
        return None;
    }
    all_command_words()
        .iter()
        .filter(|(_, name, _)| {
            TABLE
                .iter()
                .any(|e| e.name == *name && (moderator || e.access != Moderator))
        })
        .map(|(_, c, k)| (strsim::levenshtein(&w, k), *c))
        .filter(|&(d, _)| d <= 2)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

impl Command {
    /// The canonical name of its command, as `help` knows it.
    pub fn name(&self) -> &'static str {
        entry_of(self).map_or("help", |e| e.name)
    }

    /// Whether only moderators may use it.
    pub fn is_moderator(&self) -> bool {
        entry_of(self).is_some_and(|e| e.access == Moderator)
    }

    /// A slash command: `name` is the command with its subcommand, if any (`"challenge"`,
    /// `"mod abort"`, `"config clock"`), `options` the option names and values as the
    /// platform sends them (users and roles as their ids). See [`slash_commands`].
    pub fn from_slash(
        name: &str,
        options: &[(String, String)],
        syntax: &dyn Mentions,
    ) -> Result<Command, CommandError> {
        let name = name.trim().to_ascii_lowercase();
        let Some(spec) = find_slash(&name) else {
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
            let value = options
                .iter()
                .find(|(k, _)| k == opt.name)
                .map_or("", |(_, v)| v.trim());
            if value.is_empty() {
                // An option left out is left out of the text, or written as its default
                // word where the text would otherwise read the next option as this one.
                if let R::Word { absent } = opt.render {
                    text.push(' ');
                    text.push_str(absent);
                }
                continue;
            }
            text.push(' ');
            text.push_str(&opt.render.apply(value, syntax));
        }
        parse(&text, Context::DM, syntax)
    }
}

impl CommandError {
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
                &[
                    ("word", echo(word).into()),
                    ("suggestion", word_in(lang, s).into()),
                ],
            ),
            CommandError::UnknownCommand { word, .. } => one(keys::ERR_UNKNOWN_COMMAND, word),
            CommandError::SettingWord {
                word,
                setting,
                rest,
                moderator,
            } => {
                let line = |command: &str, table: &Subcommands| {
                    let mut line =
                        format!("{} {}", word_in(lang, command), table.word(lang, setting));
                    if !rest.is_empty() {
                        line.push(' ');
                        line.push_str(rest);
                    }
                    line
                };
                let mine = line("settings", &SETTINGS_WORDS);
                let server = line("config", &CONFIG_WORDS);
                let key = if *moderator {
                    keys::ERR_SETTING_WORD_MODERATOR
                } else {
                    keys::ERR_SETTING_WORD
                };
                tr(
                    lang,
                    key,
                    &[
                        ("word", word.as_str().into()),
                        ("mine", mine.into()),
                        ("server", server.into()),
                    ],
                )
            }
            CommandError::Missing { command } => tr(
                lang,
                keys::ERR_MISSING,
                &[
                    ("command", word_in(lang, command).into()),
                    ("usage", usage(lang, command).into()),
                ],
            ),
            CommandError::NearWord {
                command,
                arg,
                table,
                name,
            } => {
                // The word meant, with what followed its `=` (`ronde=5`: `rondes=5`).
                let mut meant = table.word(lang, name);
                if let Some((_, value)) = arg.split_once('=') {
                    meant = format!("{meant}={value}");
                }
                tr(
                    lang,
                    keys::ERR_NEAR_WORD,
                    &[
                        ("command", word_in(lang, command).into()),
                        ("value", echo(arg).into()),
                        ("suggestion", echo(&meant).into()),
                        (
                            "help",
                            format!("{} {}", word_in(lang, "help"), word_in(lang, command)).into(),
                        ),
                    ],
                )
            }
            CommandError::Unexpected { command, arg } => tr(
                lang,
                keys::ERR_UNEXPECTED,
                &[
                    ("command", word_in(lang, command).into()),
                    ("value", echo(arg).into()),
                    ("usage", usage(lang, command).into()),
                ],
            ),
            CommandError::RuleSetNear { value, ruleset } => tr(
                lang,
                keys::ERR_RULESET_NEAR,
                &[
                    ("value", echo(value).into()),
                    (
                        "suggestion",
                        crate::host::words::i18n::ruleset_typed(lang, *ruleset).into(),
                    ),
                    ("list", ruleset_ids().into()),
                ],
            ),
            CommandError::RuleSet(v) => tr(
                lang,
                keys::ERR_RULESET,
                &[("value", echo(v).into()), ("list", ruleset_ids().into())],
            ),
            CommandError::Start(v) => one(keys::ERR_START, v),
            CommandError::Level(v) => one(keys::ERR_LEVEL, v),
            CommandError::Color(v) => one(keys::ERR_COLOR, v),
            CommandError::TeamSide(v) => {
                use crate::rules::Color;
                use team::{side_word, sub_word};
                tr(
                    lang,
                    keys::ERR_TEAM_SIDE,
                    &[
                        ("value", echo(v).into()),
                        (
                            "join",
                            format!("{} {}", word_in(lang, "team"), sub_word(lang, "join")).into(),
                        ),
                        ("white", side_word(lang, Color::White).into()),
                        ("black", side_word(lang, Color::Black).into()),
                    ],
                )
            }
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
                &[
                    ("command", word_in(lang, command).into()),
                    ("value", echo(what).into()),
                ],
            ),
            CommandError::HelpTopic(v) => one(keys::ERR_HELP_TOPIC, v),
            CommandError::RulesSection { ruleset, value } => {
                let list = rules_sections(*ruleset)
                    .iter()
                    .map(|s| {
                        let words = crate::host::words::i18n::rules_section_words(lang, s);
                        format!("`{}`", words.first().map_or(*s, String::as_str))
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                let mut args = crate::host::words::i18n::ruleset_args(lang, *ruleset).to_vec();
                args.extend([("value", echo(value).into()), ("list", list.into())]);
                tr(lang, keys::ERR_RULES_SECTION, &args)
            }
            CommandError::SlashOption { command, option } => tr(
                lang,
                keys::ERR_SLASH_OPTION,
                &[
                    ("command", word_in(lang, command).into()),
                    ("value", echo(option).into()),
                ],
            ),
            CommandError::Clock(e) => clock_error(lang, e),
            CommandError::Tournament(e) => tournament_error(lang, e),
            CommandError::VoteWindow(v) => one(keys::ERR_VOTE_WINDOW, v),
        }
    }
}

fn tournament_error(lang: Lang, e: &tournament::SpecError) -> String {
    use tournament::SpecError as E;
    let value = |key: &str, v: &str| tr(lang, key, &[("value", echo(v).into())]);
    match e {
        E::Kind(v) => value(keys::ERR_TOURNAMENT_KIND, v),
        E::Rounds(v) => value(keys::ERR_TOURNAMENT_ROUNDS, v),
        E::Minutes(v) => value(keys::ERR_TOURNAMENT_MINUTES, v),
        E::Start(v) => value(keys::ERR_TOURNAMENT_START, v),
        E::TieBreak(v) => value(keys::ERR_TOURNAMENT_TIEBREAK, v),
        E::Rated(v) => value(keys::ERR_TOURNAMENT_RATED, v),
        E::NoShow(v) => value(keys::ERR_TOURNAMENT_NO_SHOW, v),
        E::NotFor { option, kind } => {
            let key = match kind {
                tournament::Kind::Arena => keys::ERR_TOURNAMENT_NOT_ARENA,
                tournament::Kind::Swiss => keys::ERR_TOURNAMENT_NOT_SWISS,
            };
            value(key, option)
        }
    }
}

fn clock_error(lang: Lang, e: &ClockError) -> String {
    let value = |key: &str, v: crate::host::words::i18n::Arg| tr(lang, key, &[("value", v)]);
    match e {
        ClockError::Unparseable(v) => value(keys::ERR_CLOCK_UNPARSEABLE, echo(v).into()),
        ClockError::TooShort(v) => value(keys::ERR_CLOCK_TOO_SHORT, echo(v).into()),
        ClockError::TooLong(v) => value(keys::ERR_CLOCK_TOO_LONG, echo(v).into()),
        ClockError::LiveMinutes(n) => value(keys::ERR_CLOCK_LIVE_MINUTES, (*n).into()),
        ClockError::Increment(n) => value(keys::ERR_CLOCK_INCREMENT, (*n).into()),
    }
}
