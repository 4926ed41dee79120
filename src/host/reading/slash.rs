//! Slash commands as data: the types each command-table entry describes its slash
//! commands with (names, options, choices, description keys translated with
//! [`crate::host::words::i18n::tr`]), and the option lists they share. Each spec also says how its
//! options become command text, so slash commands and chat share one parser. The set the
//! Discord adapter registers is [`crate::host::table::slash_commands`].

use crate::host::io::mention::Mentions;
use crate::host::words::i18n::keys;
use crate::rules::RuleSet;

/// The kind of value an option takes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OptionKind {
    String,
    User,
    Role,
    /// True or false: the platform sends `true` / `false`.
    Boolean,
}

/// How an option's value is written into the command text.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Render {
    /// The value as it is.
    Plain,
    /// A user id, written as the platform mentions a user ([`Mentions::user`]).
    User,
    /// A role id, written as the platform mentions a role ([`Mentions::role`]).
    Role,
    /// A word, then the value: `as white`, `language fr`.
    After(&'static str),
    /// `key=value`: `start=2`, `clock=3d`.
    Assign(&'static str),
    /// `key=value` with the white space of the value dropped, for a list that chat reads
    /// as one word: `white=@a,@b` from `@a, @b`.
    List(&'static str),
    /// The word when the (boolean) value is `true`, nothing otherwise: `team`.
    Flag(&'static str),
    /// A word as it is; `absent` when the option is left out (`ban @user keep …`), so
    /// that the next option's text is never read as this one.
    Word { absent: &'static str },
}

impl Render {
    /// The text for one value, users and roles in the platform's `syntax` (which the
    /// parser reads back).
    pub fn apply(self, value: &str, syntax: &dyn Mentions) -> String {
        match self {
            Render::Plain | Render::Word { .. } => value.to_string(),
            Render::User => syntax.user(value).unwrap_or_else(|| value.to_string()),
            Render::Role => syntax.role(value),
            Render::After(word) => format!("{word} {value}"),
            Render::Assign(key) => format!("{key}={value}"),
            Render::List(key) => {
                let words: String = value.split_whitespace().collect();
                format!("{key}={words}")
            }
            Render::Flag(word) if value.eq_ignore_ascii_case("true") => word.to_string(),
            Render::Flag(_) => String::new(),
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

pub(crate) const fn opt(
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

/// The rule set ids, from [`RuleSet::ALL`].
pub const RULESETS: &[&str] = &{
    let mut ids = [""; RuleSet::ALL.len()];
    let mut i = 0;
    while i < ids.len() {
        ids[i] = RuleSet::ALL[i].id();
        i += 1;
    }
    ids
};
pub(crate) const COLORS: &[&str] = &["white", "black", "random"];
/// The sides of a team game one may join.
pub(crate) const SIDES: &[&str] = &["white", "black"];
pub(crate) const TOURNAMENT_FORMATS: &[&str] = &["arena", "swiss"];
pub(crate) const YES_NO: &[&str] = &["yes", "no"];
pub(crate) const TOURNAMENT_CREATORS: &[&str] = &["moderators", "everyone"];
pub(crate) const STARTS: &[&str] = &["0", "1", "2"];
pub(crate) const ANSWERS: &[&str] = &["offer", "accept", "decline"];
/// Every language the bot speaks (`Lang::ALL`; a unit test keeps them equal).
pub(crate) const LANGUAGES: &[&str] = &["en", "fr", "de"];
pub(crate) const ORIENTATIONS: &[&str] = &["white", "black", "auto"];
pub(crate) const VERDICTS: &[&str] = &["1-0", "0-1", "1/2-1/2"];
/// A channel's own language, or `off` for the server's.
pub(crate) const CHANNEL_LANGUAGES: &[&str] = &["en", "fr", "de", "off"];
pub(crate) const ALLOW_DENY: &[&str] = &["allow", "deny"];
pub(crate) const ON_OFF: &[&str] = &["on", "off"];
/// Where a setting applies: the whole server, or only the channel it is given in.
pub(crate) const SCOPES: &[&str] = &["server", "channel"];
/// What a ban does to the banned player's running games (left out: they go on).
pub(crate) const BAN_GAMES: &[&str] = &["end", "freeze"];
pub(crate) const NONE: &[&str] = &[];
/// The sections of a rule set's rules (`rules chakart eggs`; `i18n::rules_sections`).
pub(crate) const RULES_SECTIONS: &[&str] = crate::host::words::i18n::CHAKART_SECTIONS;
/// The computer's levels.
pub(crate) const LEVELS: &[&str] = &["1", "2", "3", "4", "5", "6", "7", "8"];

use OptionKind as K;
use Render as R;

pub(crate) const GAME: SlashOption = opt(
    "game",
    keys::SLASH_OPT_GAME,
    K::String,
    false,
    NONE,
    R::Plain,
);
pub(crate) const GAME_REQUIRED: SlashOption = SlashOption {
    required: true,
    ..GAME
};
pub(crate) const ONLY_GAME: &[SlashOption] = &[GAME];
/// A tournament's number, completed from the server's open and running tournaments.
pub(crate) const TOURNAMENT: SlashOption = SlashOption {
    autocomplete: true,
    ..opt(
        "tournament",
        keys::SLASH_OPT_TOURNAMENT,
        K::String,
        false,
        NONE,
        R::Plain,
    )
};
pub(crate) const ONLY_GAME_REQUIRED: &[SlashOption] = &[GAME_REQUIRED];

pub(crate) const fn player(
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

pub(crate) const fn moderator(
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

/// Description keys of the `mod` and `config` groups themselves.
pub const GROUPS: &[(&str, &str)] = &[("mod", keys::SLASH_MOD), ("config", keys::SLASH_CONFIG)];

#[cfg(test)]
mod tests {
    use crate::host::words::i18n::Lang;

    #[test]
    fn slash_languages_are_every_language() {
        let all: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        assert_eq!(super::LANGUAGES, all.as_slice());
    }
}
