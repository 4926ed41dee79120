//! The host's command language: tables of inputs -> commands or errors, in every context;
//! slash commands; hostile and oversized input.

use chakbot::discord::DiscordMentions;
use chakbot::game::clock::{ClockError, TimeControl, DAY, HOUR, MINUTE, SECOND};
use chakbot::host::reading::command::{
    Answer, BanGames, Challenge, Command as C, CommandError as E, Config, Context, GameId,
    Orientation, Place, RoleRef, Settings, UserRef, Verdict,
};
use chakbot::host::reading::slash;
use chakbot::host::table;
use chakbot::host::words::i18n::Lang;
use chakbot::rules::{Color, RuleSet, StartOption};

/// Reads a message as Discord writes it (`<@id>` mentions, and plain `@name`s).
fn parse(text: &str, ctx: Context) -> Result<C, E> {
    table::parse(text, ctx, &DiscordMentions)
}

const GAME: Context = Context {
    place: Place::Game,
    addressed: false,
};
const CHANNEL: Context = Context {
    place: Place::Channel,
    addressed: false,
};
const MENTIONED: Context = Context {
    place: Place::Channel,
    addressed: true,
};
const DM: Context = Context::DM;

fn name(n: &str) -> UserRef {
    UserRef::Name(n.into())
}

fn challenge(ruleset: RuleSet) -> Challenge {
    Challenge {
        ruleset,
        opponent: None,
        color: None,
        start: None,
        clock: None,
        level: None,
        fen: None,
        team: None,
    }
}

#[test]
fn commands_parse_in_every_addressed_context() {
    let table: Vec<(&str, C)> = vec![
        (
            "challenge chakart",
            C::Challenge(challenge(RuleSet::Chakart)),
        ),
        (
            "challenge chakart @bob as white start=1 clock=10+5",
            C::Challenge(Challenge {
                opponent: Some(name("bob")),
                color: Some(Color::White),
                start: Some(StartOption::Symmetric),
                clock: Some(TimeControl::Live {
                    base_ms: 10 * MINUTE,
                    increment_ms: 5 * SECOND,
                }),
                ..challenge(RuleSet::Chakart)
            }),
        ),
        (
            "CHALLENGE Chakart-2020 <@!42> as black clock=3d",
            C::Challenge(Challenge {
                opponent: Some(UserRef::Id(42)),
                color: Some(Color::Black),
                clock: Some(TimeControl::Correspondence {
                    per_move_ms: 3 * DAY,
                }),
                ..challenge(RuleSet::Chakart2020)
            }),
        ),
        (
            "challenge koopa 12h <@7> start=0",
            C::Challenge(Challenge {
                opponent: Some(UserRef::Id(7)),
                start: Some(StartOption::Standard),
                clock: Some(TimeControl::Correspondence {
                    per_move_ms: 12 * HOUR,
                }),
                ..challenge(RuleSet::Koopa)
            }),
        ),
        // Rule sets by the names the bot prints, in any language, several words long.
        (
            "challenge Le Maharaja et les cipayes <@7>",
            C::Challenge(Challenge {
                opponent: Some(UserRef::Id(7)),
                ..challenge(RuleSet::Maharaja)
            }),
        ),
        (
            "challenge Chakart (édition 2020) <@7>",
            C::Challenge(Challenge {
                opponent: Some(UserRef::Id(7)),
                ..challenge(RuleSet::Chakart2020)
            }),
        ),
        (
            "challenge échecs @bob comme noirs",
            C::Challenge(Challenge {
                opponent: Some(name("bob")),
                color: Some(Color::Black),
                ..challenge(RuleSet::Chess)
            }),
        ),
        (
            "challenge Schach als Weiß",
            C::Challenge(Challenge {
                color: Some(Color::White),
                ..challenge(RuleSet::Chess)
            }),
        ),
        ("rules Échecs Koopa", C::Rules(Some(RuleSet::Koopa), None)),
        ("rules échecs", C::Rules(Some(RuleSet::Chess), None)),
        (
            "leaderboard Koopa-Schach",
            C::Leaderboard(Some(RuleSet::Koopa)),
        ),
        ("accept", C::Accept(None)),
        ("accept #12", C::Accept(Some(GameId(12)))),
        ("decline 3", C::Decline(Some(GameId(3)))),
        ("cancel", C::Cancel(None)),
        ("move e2e4", C::Move("e2e4".into())),
        ("board", C::Board(None)),
        ("board #5", C::Board(Some(GameId(5)))),
        ("moves", C::Moves(None)),
        ("resign", C::Resign(None)),
        ("confirm", C::Confirm),
        (
            "draw",
            C::Draw {
                answer: Answer::Offer,
                game: None,
            },
        ),
        (
            "draw decline",
            C::Draw {
                answer: Answer::Decline,
                game: None,
            },
        ),
        (
            "draw accept #4",
            C::Draw {
                answer: Answer::Offer,
                game: Some(GameId(4)),
            },
        ),
        ("abort", C::Abort(None)),
        (
            "takeback",
            C::Takeback {
                answer: Answer::Offer,
                game: None,
            },
        ),
        (
            "takeback decline",
            C::Takeback {
                answer: Answer::Decline,
                game: None,
            },
        ),
        ("rematch", C::Rematch(None)),
        ("games", C::Games),
        ("history", C::History(None)),
        ("history #9", C::History(Some(GameId(9)))),
        ("export 9", C::Export(Some(GameId(9)))),
        ("rules", C::Rules(None, None)),
        ("rules maharaja", C::Rules(Some(RuleSet::Maharaja), None)),
        (
            "rules chakart EGGS",
            C::Rules(Some(RuleSet::Chakart), Some("eggs")),
        ),
        (
            "règles chakart-2020 shell",
            C::Rules(Some(RuleSet::Chakart2020), Some("shell")),
        ),
        ("leaderboard", C::Leaderboard(None)),
        ("leaderboard chess", C::Leaderboard(Some(RuleSet::Chess))),
        ("stats", C::Stats(None)),
        ("stats @alice", C::Stats(Some(name("alice")))),
        ("settings", C::Settings(Settings::default())),
        (
            "settings language fr theme Wood orientation auto",
            C::Settings(Settings {
                language: Some(Lang::Fr),
                theme: Some("wood".into()),
                orientation: Some(Orientation::Auto),
            }),
        ),
        (
            "settings orientation=black",
            C::Settings(Settings {
                orientation: Some(Orientation::Black),
                ..Settings::default()
            }),
        ),
        ("verify #12", C::Verify(GameId(12))),
        ("help", C::Help(None)),
        ("help challenge", C::Help(Some("challenge"))),
        ("help !aide", C::Help(Some("help"))),
        ("help mod abort", C::Help(Some("mod"))),
        ("mod games", C::ModGames),
        ("mod abort #3", C::ModAbort(GameId(3))),
        (
            "mod adjudicate 3 0-1",
            C::Adjudicate(GameId(3), Verdict::BlackWins),
        ),
        (
            "adjudicate #3 1-0",
            C::Adjudicate(GameId(3), Verdict::WhiteWins),
        ),
        (
            "adjudicate #3 1/2-1/2",
            C::Adjudicate(GameId(3), Verdict::Draw),
        ),
        ("void #8", C::Void(GameId(8))),
        (
            "ban @mallory",
            C::Ban(name("mallory"), BanGames::Keep, None),
        ),
        (
            "ban <@99> spamming   the channel",
            C::Ban(
                UserRef::Id(99),
                BanGames::Keep,
                Some("spamming the channel".into()),
            ),
        ),
        (
            "ban @mallory END spamming",
            C::Ban(name("mallory"), BanGames::End, Some("spamming".into())),
        ),
        (
            "ban @mallory end",
            C::Ban(name("mallory"), BanGames::End, None),
        ),
        (
            "ban @mallory endless spam",
            C::Ban(name("mallory"), BanGames::Keep, Some("endless spam".into())),
        ),
        ("unban @mallory", C::Unban(name("mallory"))),
        ("config channel allow", C::Config(Config::Channel(true))),
        ("config channel deny", C::Config(Config::Channel(false))),
        ("config threads off", C::Config(Config::Threads(false))),
        (
            "config threads off server",
            C::Config(Config::Threads(false)),
        ),
        (
            "config threads off channel",
            C::Config(Config::ChannelThreads(false)),
        ),
        (
            "config fils oui salon",
            C::Config(Config::ChannelThreads(true)),
        ),
        (
            "ban @mallory keep end of story",
            C::Ban(name("mallory"), BanGames::Keep, Some("end of story".into())),
        ),
        (
            "config clock 3 days",
            C::Config(Config::Clock(TimeControl::Correspondence {
                per_move_ms: 3 * DAY,
            })),
        ),
        ("config language fr", C::Config(Config::Language(Lang::Fr))),
        (
            "config role chakart <@&55>",
            C::Config(Config::Role(RuleSet::Chakart, RoleRef::Id(55))),
        ),
        (
            "config modrole @referees",
            C::Config(Config::ModRole(RoleRef::Name("referees".into()))),
        ),
        ("modlog", C::ModLog),
        ("mod log", C::ModLog),
        ("peek #2", C::Peek(GameId(2))),
        // French words
        ("aide", C::Help(None)),
        ("abandon", C::Resign(None)),
        (
            "nulle",
            C::Draw {
                answer: Answer::Offer,
                game: None,
            },
        ),
        (
            "défi chess en noirs",
            C::Challenge(Challenge {
                color: Some(Color::Black),
                ..challenge(RuleSet::Chess)
            }),
        ),
    ];
    for (text, want) in &table {
        for (ctx, input) in [
            (DM, text.to_string()),
            (MENTIONED, text.to_string()),
            (CHANNEL, format!("!{text}")),
            (GAME, format!("! {text}")),
            (CHANNEL, format!("/{text}")),
        ] {
            assert_eq!(
                parse(&input, ctx).as_ref(),
                Ok(want),
                "{input:?} in {ctx:?}"
            );
        }
    }
}

#[test]
fn moves_need_no_prefix_in_a_game_place_only() {
    for text in [
        "e4",
        "Nf3",
        "exd5",
        "e8=Q",
        "O-O",
        "0-0-0",
        "Nbd2+",
        "e2e4",
        "e2-e4",
        "e7e8q",
        "Bxe4!?",
        "shell e7",
        "stealth Qh5",
        "stealth d1h5",
        "swap b1 g8",
        "drop f3",
        "drop N f3",
        "promote q",
        "Qh5#",
    ] {
        assert_eq!(parse(text, GAME), Ok(C::Move(text.into())), "{text}");
        assert_eq!(parse(text, DM), Ok(C::Move(text.into())), "{text}");
        assert_eq!(
            parse(&format!("!{text}"), CHANNEL),
            Ok(C::Move(text.into()))
        );
        assert_eq!(parse(text, CHANNEL), Err(E::NotAddressed), "{text}");
    }
    // Whitespace is normalised.
    assert_eq!(parse("  shell   e7 ", GAME), Ok(C::Move("shell e7".into())));
}

#[test]
fn chat_is_ignored_where_it_is_not_for_the_bot() {
    for text in [
        "hello",
        "nice move!",
        "gg",
        "I think Bxe4 was better",
        "board games are fun",
        "draw? please",
        "2 bad",
        "a 4",
        "ok 1-0",
        "h1gh five",
        "",
        "   ",
    ] {
        assert_eq!(parse(text, GAME), Err(E::NotAddressed), "{text:?}");
        assert_eq!(parse(text, CHANNEL), Err(E::NotAddressed), "{text:?}");
    }
    // A command word alone is a command in a game place.
    assert_eq!(parse("board", GAME), Ok(C::Board(None)));
    assert_eq!(parse("challenge chess", CHANNEL), Err(E::NotAddressed));
}

#[test]
fn errors_are_specific() {
    let table: Vec<(&str, E)> = vec![
        ("", E::Empty),
        (
            "chalenge chakart",
            E::UnknownCommand {
                word: "chalenge".into(),
                suggestion: Some("challenge"),
            },
        ),
        (
            "leaderbord",
            E::UnknownCommand {
                word: "leaderbord".into(),
                suggestion: Some("leaderboard"),
            },
        ),
        (
            "xyzzy",
            E::UnknownCommand {
                word: "xyzzy".into(),
                suggestion: None,
            },
        ),
        (
            "challenge",
            E::Missing {
                command: "challenge",
            },
        ),
        ("challenge checkers", E::RuleSet("checkers".into())),
        ("challenge chess start=5", E::Start("5".into())),
        ("challenge chess as purple", E::Color("purple".into())),
        (
            "challenge chess clock=15d",
            E::Clock(ClockError::TooLong("15d".into())),
        ),
        (
            "challenge chess clock=500+1",
            E::Clock(ClockError::LiveMinutes(500)),
        ),
        (
            "challenge chess @a @b",
            E::Duplicate {
                command: "challenge",
                what: "@b".into(),
            },
        ),
        ("challenge chess @everyone", E::MassMention),
        ("challenge chess <@&12>", E::User("<@\u{200B}&12>".into())),
        ("challenge chess @", E::User("@".into())),
        (
            "challenge chess tomorrow",
            E::Unexpected {
                command: "challenge",
                arg: "tomorrow".into(),
            },
        ),
        ("verify", E::Missing { command: "verify" }),
        ("verify abc", E::GameId("abc".into())),
        ("verify #", E::GameId("#".into())),
        (
            "verify 99999999999999999999999",
            E::GameId("99999999999999999999999".into()),
        ),
        ("adjudicate #3 2-0", E::Verdict("2-0".into())),
        ("settings language es", E::Language("es".into())),
        ("settings orientation up", E::Orientation("up".into())),
        ("settings theme ../../etc", E::Theme("../../etc".into())),
        ("config threads maybe", E::OnOff("maybe".into())),
        (
            "config threads off everywhere",
            E::Unexpected {
                command: "config",
                arg: "everywhere".into(),
            },
        ),
        ("config channel perhaps", E::AllowDeny("perhaps".into())),
        ("config role chess @here", E::MassMention),
        ("config modrole @everyone", E::MassMention),
        ("config clock", E::Missing { command: "config" }),
        ("ban @everyone", E::MassMention),
        ("help frobnicate", E::HelpTopic("frobnicate".into())),
        ("board please", E::GameId("please".into())),
        (
            "games please",
            E::Unexpected {
                command: "games",
                arg: "please".into(),
            },
        ),
    ];
    for (text, want) in &table {
        assert_eq!(parse(text, DM).as_ref(), Err(want), "{text:?}");
        let msg = want.message(Lang::En);
        assert!(!msg.is_empty() && !msg.contains("err-"), "{msg}");
        assert!(!want.message(Lang::Fr).is_empty());
    }
    // The suggestion reads as the brief asks.
    let e = parse("chalenge chakart", DM).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "I don't know the command `chalenge` -- did you mean `challenge`? Try `help`."
    );
    assert_eq!(
        e.message(Lang::Fr),
        "Je ne connais pas la commande `chalenge` -- vouliez-vous dire `défi`\u{a0}? Essayez `aide`."
    );
    let usage = parse("challenge", DM).unwrap_err().message(Lang::En);
    assert!(usage.contains("challenge <ruleset> [@opponent]"), "{usage}");
    let usage = parse("challenge", DM).unwrap_err().message(Lang::Fr);
    assert!(
        usage.contains("`défi`\u{a0}: `défi <variante> [@adversaire] [en blancs|noirs]"),
        "{usage}"
    );
    let usage = parse("challenge", DM).unwrap_err().message(Lang::De);
    assert!(
        usage.contains(
            "`herausfordern` braucht mehr: `herausfordern <Regelwerk> [@Gegner] [als weiß|schwarz]"
        ),
        "{usage}"
    );
}

#[test]
fn oversized_input_gets_a_short_answer_or_none() {
    let long = "a".repeat(4000);
    for text in [
        long.clone(),
        format!("challenge {long}"),
        format!("e4 {long}"),
    ] {
        let e = parse(&text, DM).unwrap_err();
        assert!(matches!(e, E::TooLong { .. }), "{e:?}");
        assert!(e.message(Lang::En).chars().count() < 200);
        assert!(e.message(Lang::Fr).chars().count() < 200);
        assert_eq!(parse(&text, GAME), Err(E::NotAddressed));
        assert_eq!(parse(&text, CHANNEL), Err(E::NotAddressed));
    }
    // Just under the limit: an unknown word, echoed short.
    let word = "z".repeat(900);
    let e = parse(&word, DM).unwrap_err();
    let msg = e.message(Lang::En);
    assert!(msg.chars().count() < 120, "{msg}");
    // A long argument is echoed short too.
    let e = parse(&format!("challenge {word}"), DM).unwrap_err();
    assert!(e.message(Lang::Fr).chars().count() < 200);
}

#[test]
fn hostile_text_never_echoes_mass_mentions_or_hidden_characters() {
    let hostile = [
        "@everyone",
        "@here",
        "@EVERYONE hi",
        "chal\u{200B}lenge",
        "\u{202E}egnellahc",
        "x\u{0007}\u{0000}\u{001B}[31m",
        "`@everyone`",
        "<@123>",
        "<@&456>",
        "\u{2066}@\u{2069}everyone",
        "@\u{200B}everyone",
        "\u{FEFF}help me",
        "ban @everyone because",
        "challenge chess @here",
        "challenge chess as @everyone",
        "settings theme @everyone",
        "verify @here",
        "adjudicate 1 @everyone",
        "help @everyone",
        "config role chess @everyone",
        "ban <@1> @everyone is spam \u{202E}",
    ];
    for h in hostile {
        for text in [h.to_string(), format!("!{h}"), format!("move {h}")] {
            for ctx in [DM, GAME, MENTIONED] {
                let Err(e) = parse(&text, ctx) else {
                    continue;
                };
                for lang in Lang::ALL {
                    let msg = e.message(lang);
                    check_safe(&msg);
                }
            }
        }
    }
    // A ban reason is stored cleaned.
    let C::Ban(_, _, Some(reason)) = parse("ban @x rude @everyone \u{202E}x", DM).unwrap() else {
        panic!("a ban");
    };
    check_safe(&reason);
}

fn check_safe(msg: &str) {
    let lower = msg.to_lowercase();
    assert!(
        !lower.contains("@everyone") && !lower.contains("@here"),
        "{msg:?}"
    );
    assert!(!msg.contains("<@1") && !msg.contains("<@&"), "{msg:?}");
    for c in msg.chars() {
        assert!(!c.is_control() || c == '\n', "control character in {msg:?}");
        assert!(
            !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}'),
            "bidi or BOM in {msg:?}"
        );
    }
}

#[test]
fn slash_commands_map_to_the_same_commands() {
    type Options = Vec<(String, String)>;
    let o = |pairs: &[(&str, &str)]| -> Options {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let table: Vec<(&str, Options, C)> = vec![
        (
            "challenge",
            o(&[
                ("ruleset", "chakart"),
                ("opponent", "1234"),
                ("color", "black"),
                ("start", "0"),
                ("clock", "10+5"),
            ]),
            C::Challenge(Challenge {
                opponent: Some(UserRef::Id(1234)),
                color: Some(Color::Black),
                start: Some(StartOption::Standard),
                clock: Some(TimeControl::Live {
                    base_ms: 10 * MINUTE,
                    increment_ms: 5 * SECOND,
                }),
                ..challenge(RuleSet::Chakart)
            }),
        ),
        (
            "move",
            o(&[("move", "stealth Qh5")]),
            C::Move("stealth Qh5".into()),
        ),
        ("move", o(&[("move", "resign")]), C::Move("resign".into())),
        ("board", o(&[]), C::Board(None)),
        ("board", o(&[("game", "#4")]), C::Board(Some(GameId(4)))),
        (
            "draw",
            o(&[("answer", "decline")]),
            C::Draw {
                answer: Answer::Decline,
                game: None,
            },
        ),
        (
            "stats",
            o(&[("user", "77")]),
            C::Stats(Some(UserRef::Id(77))),
        ),
        (
            "settings",
            o(&[("language", "fr"), ("orientation", "white")]),
            C::Settings(Settings {
                language: Some(Lang::Fr),
                orientation: Some(Orientation::White),
                ..Settings::default()
            }),
        ),
        ("verify", o(&[("game", "12")]), C::Verify(GameId(12))),
        ("mod abort", o(&[("game", "12")]), C::ModAbort(GameId(12))),
        (
            "mod adjudicate",
            o(&[("game", "12"), ("result", "1/2-1/2")]),
            C::Adjudicate(GameId(12), Verdict::Draw),
        ),
        (
            "mod ban",
            o(&[("user", "5"), ("reason", "abuse")]),
            C::Ban(UserRef::Id(5), BanGames::Keep, Some("abuse".into())),
        ),
        // The games option is its own: a reason that starts with `end` or `freeze` is
        // only a reason.
        (
            "mod ban",
            o(&[("user", "5"), ("reason", "end of story")]),
            C::Ban(UserRef::Id(5), BanGames::Keep, Some("end of story".into())),
        ),
        (
            "mod ban",
            o(&[("user", "5"), ("reason", "freeze")]),
            C::Ban(UserRef::Id(5), BanGames::Keep, Some("freeze".into())),
        ),
        (
            "mod ban",
            o(&[("user", "5"), ("games", "end"), ("reason", "cheating")]),
            C::Ban(UserRef::Id(5), BanGames::End, Some("cheating".into())),
        ),
        (
            "mod ban",
            o(&[("user", "5"), ("games", "freeze")]),
            C::Ban(UserRef::Id(5), BanGames::Freeze, None),
        ),
        (
            "config threads",
            o(&[("setting", "off"), ("scope", "channel")]),
            C::Config(Config::ChannelThreads(false)),
        ),
        (
            "config threads",
            o(&[("setting", "on")]),
            C::Config(Config::Threads(true)),
        ),
        ("mod log", o(&[]), C::ModLog),
        ("mod peek", o(&[("game", "3")]), C::Peek(GameId(3))),
        (
            "config role",
            o(&[("ruleset", "koopa"), ("role", "8")]),
            C::Config(Config::Role(RuleSet::Koopa, RoleRef::Id(8))),
        ),
        (
            "config clock",
            o(&[("clock", "1h")]),
            C::Config(Config::Clock(TimeControl::Correspondence {
                per_move_ms: HOUR,
            })),
        ),
    ];
    for (name, options, want) in table {
        assert_eq!(
            C::from_slash(name, &options, &DiscordMentions),
            Ok(want),
            "/{name}"
        );
    }
    assert!(matches!(
        C::from_slash("frobnicate", &[], &DiscordMentions),
        Err(E::UnknownCommand { .. })
    ));
    assert!(matches!(
        C::from_slash("board", &o(&[("colour", "x")]), &DiscordMentions),
        Err(E::SlashOption { .. })
    ));
    assert_eq!(
        C::from_slash(
            "challenge",
            &o(&[("ruleset", "chess"), ("opponent", "@everyone")]),
            &DiscordMentions
        ),
        Err(E::MassMention)
    );
}

#[test]
fn every_slash_spec_parses_with_its_required_options() {
    let mut groups = std::collections::BTreeSet::new();
    for spec in table::slash_commands() {
        groups.insert(spec.group());
        assert!(spec.words.len() <= 32 && spec.words == spec.words.to_lowercase());
        let options: Vec<(String, String)> = spec
            .options
            .iter()
            .filter(|o| o.required)
            .map(|o| {
                let value = match (o.choices.first(), o.kind) {
                    (Some(c), _) => c.to_string(),
                    (None, slash::OptionKind::User | slash::OptionKind::Role) => "42".into(),
                    (None, _) if o.name == "clock" => "3d".into(),
                    (None, _) if o.name == "game" => "#1".into(),
                    (None, _) => "e4".into(),
                };
                (o.name.to_string(), value)
            })
            .collect();
        let cmd = C::from_slash(spec.words, &options, &DiscordMentions)
            .unwrap_or_else(|e| panic!("/{}: {e:?}", spec.words));
        assert_eq!(cmd.is_moderator(), spec.moderator, "/{}", spec.words);
        for o in spec.options {
            assert!(o.name.len() <= 32 && o.name == o.name.to_lowercase());
            assert!(o.choices.len() <= 25);
        }
    }
    // Discord allows 100 global commands.
    assert!(groups.len() <= 100);
    for g in ["mod", "config"] {
        assert!(slash::GROUPS.iter().any(|(n, _)| *n == g));
    }
}

#[test]
fn arbitrary_text_never_panics() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let alphabet: Vec<char> = "abcdefgh12345678 !#@<>&=+-/xXKQRBN\u{200B}\u{202E}é漢`\n\t0"
        .chars()
        .collect();
    let words = [
        "challenge",
        "mod",
        "config",
        "draw",
        "ban",
        "settings",
        "@everyone",
        "#1",
    ];
    for _ in 0..20_000 {
        let mut s = String::new();
        for _ in 0..rng.random_range(0..40) {
            if rng.random_bool(0.2) {
                s.push_str(words[rng.random_range(0..words.len())]);
                s.push(' ');
            } else {
                s.push(alphabet[rng.random_range(0..alphabet.len())]);
            }
        }
        for ctx in [DM, GAME, CHANNEL, MENTIONED] {
            if let Err(e) = parse(&s, ctx) {
                check_safe(&e.message(Lang::En));
            }
        }
    }
}

/// Every listed command has words in every language (from its `.ftl` file), the first
/// English one being its name; no word starts two commands, whatever the language; and
/// a German or French word starts its command as the English one does.
#[test]
fn command_words_come_from_each_language_and_never_collide() {
    use chakbot::host::table::TABLE;
    let mut seen: std::collections::BTreeMap<&str, &str> = Default::default();
    for e in TABLE.iter().filter(|e| e.listed()) {
        assert_eq!(e.words(Lang::En).first(), Some(&e.name), "{}", e.name);
        for lang in Lang::ALL {
            let words = e.words(lang);
            assert!(!words.is_empty(), "{lang}: {}", e.name);
            for w in words {
                let owner = seen.entry(w).or_insert(e.name);
                assert_eq!(*owner, e.name, "`{w}` starts two commands");
            }
        }
    }
    for (typed, name) in [
        ("hilfe", "help"),
        ("Aufgeben", "resign"),
        ("züge", "moves"),
        ("zuege", "moves"),
        ("herausfordern", "challenge"),
        ("aide", "help"),
        ("défi", "challenge"),
        ("reprendre", "takeback"),
    ] {
        assert_eq!(table::command_word(typed).map(|e| e.name), Some(name));
    }
    assert_eq!(
        parse("hilfe", DM),
        parse("help", DM),
        "the German word parses as the English one"
    );
}

/// The command table is the one place a command is spelled: every entry is in help (its
/// own topic, and the overview or its group's usage), in the slash registration, and in
/// the parser (its usage's first example parses back to it), in both languages.
#[test]
fn every_table_entry_is_in_help_slash_and_parser() {
    use chakbot::host::table::{Access, TABLE};
    let registered: Vec<&str> = table::slash_commands().iter().map(|c| c.words).collect();
    for lang in Lang::ALL {
        let overview = table::help(lang, None);
        for e in TABLE {
            let topic = table::help(lang, Some(e.name));
            assert!(
                topic.contains(&table::usage(lang, e.name)),
                "{lang}: {topic}"
            );
            if e.listed() {
                let word = table::word_in(lang, e.name);
                assert!(
                    overview.contains(&format!("`{word}`")),
                    "{lang}: {}",
                    e.name
                );
            } else {
                // A group's member (`mod abort`) is in its group's usage, as typed there.
                let group = e.name.split(' ').next().unwrap_or_default();
                let usage = table::usage(lang, group);
                let first = usage.trim_start_matches('`').split_whitespace().next();
                assert_eq!(
                    first.and_then(table::command_word).map(|w| w.name),
                    Some(group),
                    "{lang}: {usage}"
                );
            }
            for word in e.words(lang) {
                assert_eq!(table::command_word(word).map(|w| w.name), Some(e.name));
            }
        }
    }
    for e in TABLE {
        // `mod` is a group: its members are registered and parsed.
        if e.name == "mod" {
            continue;
        }
        assert!(!e.slash.is_empty(), "{} has a slash command", e.name);
        for s in e.slash {
            assert!(registered.contains(&s.words), "{}", s.words);
            assert_eq!(s.moderator, e.access == Access::Moderator, "{}", s.words);
        }
        // The first example of its usage, with placeholders filled in, parses to it.
        let example = table::usage(Lang::En, e.name)
            .split('`')
            .nth(1)
            .unwrap_or_default()
            .replace("<#game>", "#1")
            .replace("<1-0|0-1|1/2-1/2>", "1-0")
            .replace("<ruleset>", "chess")
            .replace("@user", "@bob")
            .replace("allow|deny", "allow");
        let mut depth = 0;
        let required: String = example
            .chars()
            .filter(|&c| {
                depth += i32::from(c == '[');
                let keep = depth == 0;
                depth -= i32::from(c == ']');
                keep && c != ']'
            })
            .collect();
        let words: Vec<&str> = required.split_whitespace().collect();
        let text = if e.name == "move" {
            "!move e4".to_string()
        } else {
            format!("!{}", words.join(" "))
        };
        let cmd = parse(&text, DM).unwrap_or_else(|err| panic!("{text}: {err:?}"));
        assert_eq!(
            table::entry_of(&cmd).map(|x| x.name),
            Some(e.name),
            "{text}"
        );
        assert_eq!(cmd.name(), e.name);
    }
    // Rule sets come from `RuleSet::ALL`: slash choices and usage list each of them.
    for rs in RuleSet::ALL {
        assert!(slash::RULESETS.contains(&rs.id()));
        for lang in Lang::ALL {
            assert!(table::usage(lang, "rules").contains(rs.id()));
        }
    }
}

/// `word` written the ways phones and pasted text write it: with a zero-width space
/// inside, in full-width letters, and with Cyrillic look-alikes for the Latin letters.
fn disguises(word: &str) -> Vec<String> {
    let mut zero_width = String::new();
    for (i, c) in word.chars().enumerate() {
        if i == 1 {
            zero_width.push('\u{200B}');
        }
        zero_width.push(c);
    }
    let full_width = word
        .chars()
        .map(|c| match c {
            '!'..='~' => char::from_u32(c as u32 - 0x21 + 0xFF01).unwrap_or(c),
            _ => c,
        })
        .collect();
    let cyrillic = word
        .chars()
        .map(|c| match c {
            'a' => 'а',
            'c' => 'с',
            'e' => 'е',
            'o' => 'о',
            'p' => 'р',
            'x' => 'х',
            _ => c,
        })
        .collect();
    vec![zero_width, full_width, cyrillic]
}

#[test]
fn disguised_command_words_are_the_commands() {
    for lang in [Lang::En, Lang::Fr] {
        for word in table::words(lang) {
            let plain = parse(&format!("!{word}"), CHANNEL);
            for disguised in disguises(word) {
                for ctx in [DM, MENTIONED] {
                    assert_eq!(
                        parse(&disguised, ctx),
                        parse(word, ctx),
                        "{disguised:?} ({lang:?})"
                    );
                }
                assert_eq!(
                    parse(&format!("!{disguised}"), CHANNEL),
                    plain,
                    "{disguised:?}"
                );
            }
        }
    }
    // With their arguments, which are read the same way; names are kept as written.
    let want = Ok(C::Challenge(Challenge {
        opponent: Some(name("bob")),
        ..challenge(RuleSet::Chess)
    }));
    for text in [
        "chal\u{200B}lenge chess @bob",
        "ｃｈａｌｌｅｎｇｅ chess @bob",
        "сhallenge chess @bob",
        "challenge ｃｈｅｓｓ @bob",
        "dé\u{200B}fi chess @bob",
        "ｄｅｆｉ chess @bob",
        "dеfi сhеss @bob",
    ] {
        assert_eq!(parse(text, DM), want, "{text:?}");
    }
    assert_eq!(
        parse("challenge chess @Вова", DM),
        Ok(C::Challenge(Challenge {
            opponent: Some(name("Вова")),
            ..challenge(RuleSet::Chess)
        }))
    );
}

#[test]
fn echoes_show_the_text_as_read() {
    // A disguised typo: the echo is what was read, and never the suggestion itself.
    for text in [
        "chal\u{200B}enge chess",
        "ｃｈａｌｅｎｇｅ chess",
        "сhalenge chess",
    ] {
        let e = parse(text, DM).unwrap_err();
        assert_eq!(
            e.message(Lang::En),
            "I don't know the command `chalenge` -- did you mean `challenge`? Try `help`.",
            "{text:?}"
        );
        assert_eq!(
            e.message(Lang::Fr),
            "Je ne connais pas la commande `chalenge` -- vouliez-vous dire `défi`\u{a0}? Essayez `aide`.",
            "{text:?}"
        );
    }
    for text in ["d\u{200B}efy chess", "ｄｅｆｙ chess", "dеfy chess"] {
        let e = parse(text, DM).unwrap_err();
        assert!(e.message(Lang::En).contains("`defy`"), "{text:?}");
        assert!(e.message(Lang::Fr).contains("`defy`"), "{text:?}");
    }
    for text in ["ｚｚｚｚｚｚ", "zz\u{200B}zzzz", "zzzzzz"] {
        let e = parse(text, DM).unwrap_err();
        assert_eq!(
            e.message(Lang::En),
            "I don't know the command `zzzzzz`. Try `help`."
        );
        assert_eq!(
            e.message(Lang::Fr),
            "Je ne connais pas la commande `zzzzzz`. Essayez `aide`."
        );
    }
    // An argument is echoed as read too.
    for text in [
        "challenge ｃｈｅｓｚ",
        "challenge che\u{200B}sz",
        "challenge сhеsz",
    ] {
        let e = parse(text, DM).unwrap_err();
        assert_eq!(
            e,
            E::RuleSetNear {
                value: "chesz".into(),
                ruleset: chakbot::rules::RuleSet::Chess
            },
            "{text:?}"
        );
        assert!(e.message(Lang::En).contains("`chesz`"));
        assert!(e.message(Lang::Fr).contains("`chesz`"));
    }
    // No word, disguised or not, is ever answered "did you mean" itself.
    for lang in [Lang::En, Lang::Fr] {
        for word in table::words(lang) {
            for disguised in disguises(word) {
                for typo in [format!("{disguised}q"), disguised.chars().skip(1).collect()] {
                    let Err(e) = parse(&typo, DM) else { continue };
                    for l in [Lang::En, Lang::Fr] {
                        let m = e.message(l);
                        if let E::UnknownCommand {
                            suggestion: Some(s),
                            ..
                        } = &e
                        {
                            assert!(!m.contains(&format!("`{s}` --")), "{typo:?}: {m}");
                        }
                    }
                }
            }
        }
    }
}

/// The README's table of chat commands lists every command help lists, in its English
/// form and with its French and German words.
#[test]
fn the_readme_lists_every_chat_command() {
    use chakbot::host::table::{Access, TABLE};
    let readme = include_str!("../README.md").replace("\\|", "|");
    for e in TABLE.iter().filter(|e| e.listed()) {
        let usage = table::usage(Lang::En, e.name);
        let first = usage.split('`').nth(1).unwrap_or_default();
        let first = first.replace("{ $rulesets }", "");
        let row = readme
            .lines()
            .find(|l| l.starts_with("| `") && l.contains(&format!("`{first}")))
            .unwrap_or_else(|| panic!("README: no row for `{first}`"));
        for lang in [Lang::Fr, Lang::De] {
            let word = table::word_in(lang, e.name);
            assert!(row.contains(&format!("`{word}`")), "{lang} {word}: {row}");
        }
        let who = match e.access {
            Access::Moderator => "moderators",
            Access::Player => "players",
            _ => "anyone",
        };
        assert!(row.contains(&format!("| {who} |")), "{row}");
    }
}

/// Every option of every command reads in every language's words: each command written
/// with the words a language shows first (its command word, subcommands, option keys and
/// values, from the `.ftl` word tables) reads as the same command written in English.
#[test]
fn options_read_in_every_language() {
    use chakbot::host::reading::command::{
        Subcommands, BAN_GAMES, CHALLENGE_WORDS, COLORS, CONFIG_WORDS, SETTINGS_WORDS, VERDICTS,
        YES_NO,
    };
    use chakbot::host::reading::tournament::{KINDS, NOW, OPTIONS, SUBCOMMANDS};
    use std::collections::HashMap;
    // `{table.name}` in a template is that table's word in the language, `{!cmd}` the
    // command word.
    let tables: HashMap<&str, &Subcommands> = [
        ("challenge", &CHALLENGE_WORDS),
        ("color", &COLORS),
        ("answer", &YES_NO),
        ("kind", &KINDS),
        ("option", &OPTIONS),
        ("tournament", &SUBCOMMANDS),
        ("now", &NOW),
        ("setting", &SETTINGS_WORDS),
        ("config", &CONFIG_WORDS),
        ("verdict", &VERDICTS),
        ("ban", &BAN_GAMES),
    ]
    .into_iter()
    .collect();
    let write = |template: &str, lang: Lang| -> String {
        template
            .split(' ')
            .map(|w| {
                let mut out = String::new();
                let mut rest = w;
                while let Some(open) = rest.find('{') {
                    out.push_str(&rest[..open]);
                    let close = rest[open..].find('}').expect("closed") + open;
                    let slot = &rest[open + 1..close];
                    out.push_str(&match slot.strip_prefix('!') {
                        Some(cmd) => table::word_in(lang, cmd),
                        None => {
                            let (t, name) = slot.split_once('.').expect("table.name");
                            tables[t].word(lang, name)
                        }
                    });
                    rest = &rest[close + 1..];
                }
                out.push_str(rest);
                out
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let templates = [
        "{!challenge} chess <@7> {challenge.as} {color.black} {challenge.position}=1 {challenge.clock}=10+5",
        "{!challenge} chess <@7> {challenge.level}=3 {color.random}",
        "{!challenge} chess {challenge.fen}=8/8/8/8/8/8/k7/K7 w - - 0 1",
        "{!challenge} koopa {challenge.team} {color.white}={challenge.open} {color.black}=<@7>,<@8> {challenge.vote}=45s",
        "{!tournament} {tournament.create} {kind.arena} chess 3+2 {option.minutes}=60 {option.start}={now.now} {option.rated}={answer.no} {option.noshow}=5",
        "{!tournament} {tournament.create} {kind.swiss} maharaja {option.clock}=10+5 {option.rounds}=5 {option.tiebreaks}=bh1,sb {option.start}=18:30",
        "{!settings} {setting.language}=fr {setting.theme}=wood {setting.orientation}={setting.auto}",
        "{!settings} {setting.orientation} {color.black}",
        "{!config} {config.channel} {config.deny}",
        "{!config} {config.channel} {config.allow}",
        "{!config} {config.channel} {config.language} {config.unset}",
        "{!config} {config.channel-language} de",
        "{!config} {config.threads} {answer.yes} {config.here}",
        "{!config} {config.threads} {answer.no} {config.server}",
        "{!config} {config.clock} 3 days",
        "{!config} {config.language} fr",
        "{!config} {config.role} chakart <@&55>",
        "{!config} {config.modrole} <@&56>",
        "{!config} {config.theme} wood",
        "{!config} {config.orientation} {color.white}",
        "{!config} {config.tournaments} {config.everyone}",
        "{!config} {config.tournaments} {config.moderators}",
        "{!adjudicate} #3 {verdict.draw}",
        "{!adjudicate} #3 {color.white}",
        "{!ban} <@7> {ban.freeze} spam",
    ];
    for template in templates {
        let english = parse(&write(template, Lang::En), DM);
        assert!(english.is_ok(), "{template}: {english:?}");
        for lang in Lang::ALL {
            let text = write(template, lang);
            assert_eq!(parse(&text, DM), english, "{lang}: {text}");
        }
    }
    // An option of the other kind of tournament is refused, in every language too.
    for lang in Lang::ALL {
        let text = write(
            "{!tournament} {tournament.create} {kind.arena} chess {option.rounds}=5",
            lang,
        );
        assert!(parse(&text, DM).is_err(), "{lang}: {text}");
    }
}

/// The pieces of `message` between backticks, in order.
fn quoted(message: &str) -> Vec<&str> {
    message.split('`').skip(1).step_by(2).collect()
}

/// "Did you mean" names the command in the reader's word, which reads back as that
/// command: a French reader who types `revue` is pointed at `analyse`, not `review`.
#[test]
fn did_you_mean_names_the_command_in_the_readers_word() {
    use chakbot::host::table::{command_word, suggest, word_in, TABLE};
    let e = parse("revue", DM).unwrap_err();
    assert!(
        e.message(Lang::Fr).contains("`analyse`"),
        "{}",
        e.message(Lang::Fr)
    );
    assert!(
        e.message(Lang::En).contains("`review`"),
        "{}",
        e.message(Lang::En)
    );
    for entry in TABLE.iter().filter(|e| e.listed()) {
        let moderator = entry.access == table::Access::Moderator;
        for typed_in in Lang::ALL {
            // A typo of the word in one language…
            let typo = format!("{}x", word_in(typed_in, entry.name));
            let Some(name) = suggest(&typo, moderator) else {
                panic!("no suggestion for {typo}");
            };
            let error = E::UnknownCommand {
                word: typo.clone(),
                suggestion: Some(name),
            };
            // …answered in each reader's language with a word that is the command.
            for reader in Lang::ALL {
                let message = error.message(reader);
                let shown = *quoted(&message)
                    .get(1)
                    .unwrap_or_else(|| panic!("{message}"));
                assert_eq!(shown, word_in(reader, name), "{reader}: {message}");
                assert_eq!(
                    command_word(shown).map(|e| e.name),
                    Some(name),
                    "{reader}: {message}"
                );
            }
        }
    }
}

/// A word a typo away from a subcommand or an option's key is answered with the word
/// meant, in the reader's words, which reads back: `tournoi quiter` points at `quitter`,
/// `ronde=5` at `rondes=5`; a word near nothing keeps the usage.
#[test]
fn a_near_miss_names_the_word_meant_in_the_readers_words() {
    let cases = [
        ("tournament leav", "tournament leave"),
        (
            "tournament create swiss chess ronds=5",
            "tournament create swiss chess rounds=5",
        ),
        ("team joim", "team join"),
        ("challenge chess levl=3", "challenge chess level=3"),
        ("settings langauge=fr", "settings language=fr"),
        ("config threds on", "config threads on"),
    ];
    for (typo, meant) in cases {
        let e = parse(typo, DM).unwrap_err();
        assert!(matches!(e, E::NearWord { .. }), "{typo}: {e:?}");
        for lang in Lang::ALL {
            let message = e.message(lang);
            let [misread, _, shown, help] = quoted(&message)[..] else {
                panic!("{message}");
            };
            // The typo with the word shown in its place reads as the command meant.
            let fixed = typo
                .split(' ')
                .map(|w| if w == misread { shown } else { w })
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(parse(&fixed, DM), parse(meant, DM), "{lang}: {message}");
            // The help it points at is that command's, in every language.
            let command = meant.split(' ').next().unwrap_or_default();
            assert_eq!(
                parse(help, DM),
                parse(&format!("help {command}"), DM),
                "{lang}: {message}"
            );
            assert!(parse(help, DM).is_ok(), "{lang}: {message}");
        }
    }
    let e = parse("tournament leav", DM).unwrap_err();
    assert_eq!(
        e.message(Lang::Fr),
        "Je n’ai pas compris `leav` après `tournoi` -- vouliez-vous dire `quitter`\u{a0}? Essayez `aide tournoi`."
    );
    // Far from every word: the usage, as before.
    assert!(matches!(
        parse("tournament zzzzzz", DM),
        Err(E::Unexpected { .. })
    ));
}

/// A rule set a typo away (`échec`, `koopaa`) is answered with the one meant, as the
/// reader types it, which reads back as that rule set.
#[test]
fn a_rule_set_near_miss_names_the_one_meant() {
    use chakbot::host::words::i18n::ruleset_typed;
    use chakbot::rules::RuleSet;
    let e = parse("challenge échec", DM).unwrap_err();
    assert!(
        e.message(Lang::Fr).contains("vouliez-vous dire `échecs`"),
        "{e:?}"
    );
    for lang in Lang::ALL {
        for rs in RuleSet::ALL {
            let typo = format!("{}x", ruleset_typed(lang, rs));
            let e = parse(&format!("challenge {typo}"), DM).unwrap_err();
            for reader in Lang::ALL {
                let message = e.message(reader);
                let shown = *quoted(&message)
                    .get(1)
                    .unwrap_or_else(|| panic!("{message}"));
                let again = parse(&format!("challenge {shown}"), DM);
                assert!(
                    matches!(&again, Ok(C::Challenge(c)) if c.ruleset == rs),
                    "{lang} {reader}: {message} -> {again:?}"
                );
            }
        }
    }
    // Far from every name: the list only.
    assert_eq!(
        parse("challenge checkers", DM),
        Err(E::RuleSet("checkers".into()))
    );
}
