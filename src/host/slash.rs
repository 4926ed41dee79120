//! The slash command set as data, for the Discord adapter to register: names, options,
//! choices, and description keys (translated with [`super::i18n::tr`]). Each spec also
//! says how its options become command text, so [`super::command::Command::from_slash`]
//! and chat share one parser.

use super::i18n::keys;

/// The kind of value an option takes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OptionKind {
    String,
    User,
    Role,
}

/// How an option's value is written into the command text.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Render {
    /// The value as it is.
    Plain,
    /// A user id, written as a mention `<@id>`.
    User,
    /// A role id, written as `<@&id>`.
    Role,
    /// A word, then the value: `as white`, `language fr`.
    After(&'static str),
    /// `key=value`: `start=2`, `clock=3d`.
    Assign(&'static str),
}

impl Render {
    /// The text for one value.
    pub fn apply(self, value: &str) -> String {
        let is_id = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
        match self {
            Render::Plain => value.to_string(),
            Render::User if is_id => format!("<@{value}>"),
            Render::Role if is_id => format!("<@&{value}>"),
            Render::User | Render::Role => value.to_string(),
            Render::After(word) => format!("{word} {value}"),
            Render::Assign(key) => format!("{key}={value}"),
        }
    }
}

/// One option of a slash command.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SlashOption {
    pub name: &'static str,
    /// i18n key of the description.
    pub description: &'static str,
    pub kind: OptionKind,
    pub required: bool,
    /// Fixed choices (empty: free text).
    pub choices: &'static [&'static str],
    /// Whether the adapter offers completions (legal moves for `/move`).
    pub autocomplete: bool,
    pub render: Render,
}

/// One slash command, or one subcommand of a group (`/mod abort`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SlashCommand {
    /// The words of the command as text: `"challenge"`, `"mod abort"`, `"config clock"`.
    /// The first word is the Discord command; a second is its subcommand.
    pub words: &'static str,
    /// i18n key of the description.
    pub description: &'static str,
    /// Only moderators may use it (register with Manage Messages as default permission).
    pub moderator: bool,
    pub options: &'static [SlashOption],
}

impl SlashCommand {
    /// The top-level Discord command name.
    pub fn group(&self) -> &'static str {
        self.words.split(' ').next().unwrap_or(self.words)
    }

    /// The subcommand name, if any.
    pub fn subcommand(&self) -> Option<&'static str> {
        self.words.split_once(' ').map(|(_, s)| s)
    }
}

const fn opt(
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
    required: bool,
    choices: &'static [&'static str],
    render: Render,
) -> SlashOption {
    SlashOption {
        name,
        description,
        kind,
        required,
        choices,
        autocomplete: false,
        render,
    }
}

pub const RULESETS: &[&str] = &["chess", "maharaja", "koopa", "chakart", "chakart-2020"];
const COLORS: &[&str] = &["white", "black", "random"];
const STARTS: &[&str] = &["0", "1", "2"];
const ANSWERS: &[&str] = &["offer", "accept", "decline"];
const LANGUAGES: &[&str] = &["en", "fr"];
const ORIENTATIONS: &[&str] = &["white", "black", "auto"];
const VERDICTS: &[&str] = &["1-0", "0-1", "1/2-1/2"];
const ALLOW_DENY: &[&str] = &["allow", "deny"];
const ON_OFF: &[&str] = &["on", "off"];
const NONE: &[&str] = &[];

use OptionKind as K;
use Render as R;

const GAME: SlashOption = opt(
    "game",
    keys::SLASH_OPT_GAME,
    K::String,
    false,
    NONE,
    R::Plain,
);
const GAME_REQUIRED: SlashOption = SlashOption {
    required: true,
    ..GAME
};
const ONLY_GAME: &[SlashOption] = &[GAME];
const ONLY_GAME_REQUIRED: &[SlashOption] = &[GAME_REQUIRED];

const fn player(
    words: &'static str,
    description: &'static str,
    options: &'static [SlashOption],
) -> SlashCommand {
    SlashCommand {
        words,
        description,
        moderator: false,
        options,
    }
}

const fn moderator(
    words: &'static str,
    description: &'static str,
    options: &'static [SlashOption],
) -> SlashCommand {
    SlashCommand {
        words,
        description,
        moderator: true,
        options,
    }
}

/// Every slash command. Top-level names are unique except for the `mod` and `config`
/// groups, whose entries are subcommands.
pub const COMMANDS: &[SlashCommand] = &[
    player(
        "challenge",
        keys::SLASH_CHALLENGE,
        &[
            opt(
                "ruleset",
                keys::SLASH_OPT_RULESET,
                K::String,
                true,
                RULESETS,
                R::Plain,
            ),
            opt(
                "opponent",
                keys::SLASH_OPT_OPPONENT,
                K::User,
                false,
                NONE,
                R::User,
            ),
            opt(
                "color",
                keys::SLASH_OPT_COLOR,
                K::String,
                false,
                COLORS,
                R::After("as"),
            ),
            opt(
                "start",
                keys::SLASH_OPT_START,
                K::String,
                false,
                STARTS,
                R::Assign("start"),
            ),
            opt(
                "clock",
                keys::SLASH_OPT_CLOCK,
                K::String,
                false,
                NONE,
                R::Assign("clock"),
            ),
        ],
    ),
    player("accept", keys::SLASH_ACCEPT, ONLY_GAME),
    player("decline", keys::SLASH_DECLINE, ONLY_GAME),
    player("cancel", keys::SLASH_CANCEL, ONLY_GAME),
    player(
        "move",
        keys::SLASH_MOVE,
        &[SlashOption {
            autocomplete: true,
            ..opt(
                "move",
                keys::SLASH_OPT_MOVE,
                K::String,
                true,
                NONE,
                R::Plain,
            )
        }],
    ),
    player("board", keys::SLASH_BOARD, ONLY_GAME),
    player("moves", keys::SLASH_MOVES, ONLY_GAME),
    player("resign", keys::SLASH_RESIGN, ONLY_GAME),
    player("confirm", keys::SLASH_CONFIRM, &[]),
    player(
        "draw",
        keys::SLASH_DRAW,
        &[
            opt(
                "answer",
                keys::SLASH_OPT_ANSWER,
                K::String,
                false,
                ANSWERS,
                R::Plain,
            ),
            GAME,
        ],
    ),
    player("abort", keys::SLASH_ABORT, ONLY_GAME),
    player(
        "takeback",
        keys::SLASH_TAKEBACK,
        &[
            opt(
                "answer",
                keys::SLASH_OPT_ANSWER,
                K::String,
                false,
                ANSWERS,
                R::Plain,
            ),
            GAME,
        ],
    ),
    player("rematch", keys::SLASH_REMATCH, ONLY_GAME),
    player("games", keys::SLASH_GAMES, &[]),
    player("history", keys::SLASH_HISTORY, ONLY_GAME),
    player("export", keys::SLASH_EXPORT, ONLY_GAME),
    player(
        "rules",
        keys::SLASH_RULES,
        &[opt(
            "ruleset",
            keys::SLASH_OPT_RULESET,
            K::String,
            false,
            RULESETS,
            R::Plain,
        )],
    ),
    player(
        "leaderboard",
        keys::SLASH_LEADERBOARD,
        &[opt(
            "ruleset",
            keys::SLASH_OPT_RULESET,
            K::String,
            false,
            RULESETS,
            R::Plain,
        )],
    ),
    player(
        "stats",
        keys::SLASH_STATS,
        &[opt(
            "user",
            keys::SLASH_OPT_USER,
            K::User,
            false,
            NONE,
            R::User,
        )],
    ),
    player(
        "settings",
        keys::SLASH_SETTINGS,
        &[
            opt(
                "language",
                keys::SLASH_OPT_LANGUAGE,
                K::String,
                false,
                LANGUAGES,
                R::After("language"),
            ),
            opt(
                "theme",
                keys::SLASH_OPT_THEME,
                K::String,
                false,
                NONE,
                R::After("theme"),
            ),
            opt(
                "orientation",
                keys::SLASH_OPT_ORIENTATION,
                K::String,
                false,
                ORIENTATIONS,
                R::After("orientation"),
            ),
        ],
    ),
    player("verify", keys::SLASH_VERIFY, ONLY_GAME_REQUIRED),
    player(
        "help",
        keys::SLASH_HELP,
        &[opt(
            "command",
            keys::SLASH_OPT_COMMAND,
            K::String,
            false,
            NONE,
            R::Plain,
        )],
    ),
    moderator("mod games", keys::SLASH_MOD_GAMES, &[]),
    moderator("mod abort", keys::SLASH_MOD_ABORT, ONLY_GAME_REQUIRED),
    moderator(
        "mod adjudicate",
        keys::SLASH_MOD_ADJUDICATE,
        &[
            GAME_REQUIRED,
            opt(
                "result",
                keys::SLASH_OPT_RESULT,
                K::String,
                true,
                VERDICTS,
                R::Plain,
            ),
        ],
    ),
    moderator("mod void", keys::SLASH_MOD_VOID, ONLY_GAME_REQUIRED),
    moderator(
        "mod ban",
        keys::SLASH_MOD_BAN,
        &[
            opt("user", keys::SLASH_OPT_USER, K::User, true, NONE, R::User),
            opt(
                "reason",
                keys::SLASH_OPT_REASON,
                K::String,
                false,
                NONE,
                R::Plain,
            ),
        ],
    ),
    moderator(
        "mod unban",
        keys::SLASH_MOD_UNBAN,
        &[opt(
            "user",
            keys::SLASH_OPT_USER,
            K::User,
            true,
            NONE,
            R::User,
        )],
    ),
    moderator("mod log", keys::SLASH_MOD_LOG, &[]),
    moderator("mod peek", keys::SLASH_MOD_PEEK, ONLY_GAME_REQUIRED),
    moderator(
        "config channel",
        keys::SLASH_CONFIG_CHANNEL,
        &[opt(
            "setting",
            keys::SLASH_OPT_SETTING,
            K::String,
            true,
            ALLOW_DENY,
            R::Plain,
        )],
    ),
    moderator(
        "config threads",
        keys::SLASH_CONFIG_THREADS,
        &[opt(
            "setting",
            keys::SLASH_OPT_SETTING,
            K::String,
            true,
            ON_OFF,
            R::Plain,
        )],
    ),
    moderator(
        "config clock",
        keys::SLASH_CONFIG_CLOCK,
        &[opt(
            "clock",
            keys::SLASH_OPT_CLOCK,
            K::String,
            true,
            NONE,
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
            LANGUAGES,
            R::Plain,
        )],
    ),
    moderator(
        "config role",
        keys::SLASH_CONFIG_ROLE,
        &[
            opt(
                "ruleset",
                keys::SLASH_OPT_RULESET,
                K::String,
                true,
                RULESETS,
                R::Plain,
            ),
            opt("role", keys::SLASH_OPT_ROLE, K::Role, true, NONE, R::Role),
        ],
    ),
    moderator(
        "config modrole",
        keys::SLASH_CONFIG_MODROLE,
        &[opt(
            "role",
            keys::SLASH_OPT_ROLE,
            K::Role,
            true,
            NONE,
            R::Role,
        )],
    ),
];

/// Description keys of the `mod` and `config` groups themselves.
pub const GROUPS: &[(&str, &str)] = &[("mod", keys::SLASH_MOD), ("config", keys::SLASH_CONFIG)];

/// The spec for a command name with its subcommand (`"mod abort"`).
pub fn find(words: &str) -> Option<&'static SlashCommand> {
    let normal: Vec<&str> = words.split_whitespace().collect();
    COMMANDS
        .iter()
        .find(|c| c.words.split(' ').eq(normal.iter().copied()))
}
