//! Moderator commands through a real host: who is a moderator (platform flag, configured
//! list, configured role), listing games, abort / adjudicate / void with their public
//! message and audit line, bans, server configuration, the audit log, and audited looks
//! at hidden state; refusals (non-moderators, players of the game, other servers, games
//! over) change nothing.

#[allow(dead_code)]
mod common;

use chakbot::game::export::verify_export;
use chakbot::game::signature::RecordKey;
use chakbot::game::{Ending, Glicko2, Rating, Standings, Timestamp};
use chakbot::host::{Body, HostConfig, Origin, Reply, Target};
use chakbot::rules::{
    Color, DrawReason, Outcome, Piece, Role, Square, ViewCell, Viewer, WinReason,
};
use chakbot::store::{AuditEntry, Batch, ServerSettings};
use common::host::{hidden_queen_game, private, public, refused, texts, Driver, MAIN};

/// What a moderator event looks like.
#[derive(Clone, Default)]
struct As {
    server: &'static str,
    moderator: bool,
    roles: Vec<String>,
}

/// `who` writes `text` in `channel` of `how.server`, with the author's flags of `how`.
fn say_as(d: &Driver, how: &As, channel: &str, who: &str, text: &str) -> Vec<Reply> {
    let origin = Origin::Channel {
        server: how.server.into(),
        channel: channel.into(),
    };
    let body = Body::Text {
        text: text.into(),
        addressed: false,
    };
    let mut input = d.input(who, origin, body);
    input.author.moderator = how.moderator;
    input.author.roles = how.roles.clone();
    d.host.handle(input)
}

/// `who`, a moderator by the platform's permission, writes `text` in `channel` of `srv`.
fn mod_in(d: &Driver, channel: &str, who: &str, text: &str) -> Vec<Reply> {
    let how = As {
        server: "srv",
        moderator: true,
        ..As::default()
    };
    say_as(d, &how, channel, who, text)
}

/// The moderator `mo` writes `text` in the main channel.
fn mo(d: &Driver, text: &str) -> Vec<Reply> {
    mod_in(d, MAIN, "mo", text)
}

/// Every audit line of every server.
fn audit(d: &Driver) -> Vec<AuditEntry> {
    d.host
        .store()
        .audit_range(Timestamp(0), Timestamp(u64::MAX))
        .unwrap()
}

fn settings(d: &Driver) -> ServerSettings {
    d.host.store().settings("srv").unwrap()
}

#[test]
fn non_moderators_are_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let before = d.snapshot(id, &["alice", "bob"]);
    for text in [
        format!("!mod abort #{id}"),
        format!("!adjudicate #{id} 1-0"),
        format!("!void #{id}"),
        format!("!peek #{id}"),
        "!ban @bob".into(),
        "!config threads off".into(),
        "!modlog".into(),
        "!mod games".into(),
    ] {
        let why = refused(&d.say("carol", &text), "carol");
        assert!(why.contains("Only moderators"), "{text}: {why}");
    }
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    assert_eq!(settings(&d), ServerSettings::default());
    assert!(audit(&d).is_empty());
}

#[test]
fn moderators_come_from_the_platform_the_list_or_the_role() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let mut b = Batch::new();
    let listed = ServerSettings {
        moderators: vec!["zed".into()],
        mod_role: Some("mods".into()),
        ..ServerSettings::default()
    };
    b.put_settings("srv", &listed);
    d.host.store().commit(b).unwrap();
    let cases = [
        ("flag", true, vec![], true),
        ("zed", false, vec![], true),
        ("roly", false, vec!["mods".to_string()], true),
        ("other", false, vec!["players".to_string()], false),
    ];
    for (who, moderator, roles, allowed) in cases {
        let how = As {
            server: "srv",
            moderator,
            roles,
        };
        let r = say_as(&d, &how, MAIN, who, "!mod games");
        let text = private(&r, who).text.clone();
        assert_eq!(!text.contains("Only moderators"), allowed, "{who}: {text}");
    }
    // In a direct message nobody is a moderator (there is no server to moderate).
    let body = Body::Text {
        text: "mod games".into(),
        addressed: true,
    };
    let mut input = d.input("flag", Origin::Dm, body);
    input.author.moderator = true;
    let why = refused(&d.host.handle(input), "flag");
    assert!(why.contains("Only moderators"), "{why}");
}

#[test]
fn mod_games_lists_this_servers_games_in_progress_privately() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let chess = d.start("chess");
    let chakart = d.start_in("side", "chakart start=0", "carol", "dave");
    let ended = d.start_in("third", "chess", "erin", "frank");
    d.say("alice", "e4");
    // A game on another server.
    let other = As {
        server: "elsewhere",
        ..As::default()
    };
    say_as(&d, &other, "c", "gil", "!challenge chess @hal as white");
    let r = say_as(&d, &other, "c", "hal", "!accept");
    let foreign = public(&r).game.unwrap();
    public(&mo(&d, &format!("!mod abort #{ended}")));

    let r = mo(&d, "!mod games");
    assert_eq!(r.len(), 1, "{}", texts(&r));
    let list = &private(&r, "mo").text;
    assert_eq!(*r[0].to(), Target::Private("mo".into()));
    assert!(list.contains("(2)"), "{list}");
    for (id, shown) in [
        (chess, true),
        (chakart, true),
        (ended, false),
        (foreign, false),
    ] {
        assert_eq!(list.contains(&format!("#{id},")), shown, "#{id}: {list}");
    }
    let line = |id: u64| {
        list.lines()
            .find(|l| l.starts_with(&format!("#{id},")))
            .unwrap()
            .to_string()
    };
    let chess_line = line(chess);
    assert!(
        chess_line.contains("alice (White) against bob (Black)"),
        "{chess_line}"
    );
    assert!(chess_line.contains("Black to move"), "{chess_line}");
    let deadline = d.game(chess).clock().deadline().unwrap();
    let day = chakbot::game::export::pgn_date(deadline).replace('.', "-");
    assert!(chess_line.contains(&day), "{chess_line}");
    assert!(line(chakart).contains("Chakart"), "{}", line(chakart));
    assert!(line(chakart).contains("White to move"), "{}", line(chakart));
    // Listing is a read: no audit line for it.
    assert_eq!(audit(&d).len(), 1);
}

/// One way a moderator ends a running game, and what it must leave.
struct Ruling {
    command: &'static str,
    ending: Ending,
    headline: &'static str,
    result: &'static str,
    rated: bool,
    action: &'static str,
    detail: &'static str,
}

#[test]
fn abort_adjudicate_and_void_end_the_game_publicly_with_an_audit_line() {
    let rulings = [
        Ruling {
            command: "!mod abort #{id}",
            ending: Ending::Aborted { by: None },
            headline: "A moderator aborted game #{id}.",
            result: "was aborted: no result, no rating change",
            rated: false,
            action: "abort",
            detail: "",
        },
        Ruling {
            command: "!adjudicate #{id} 0-1",
            ending: Ending::Finished {
                outcome: Outcome::Decisive {
                    winner: Color::Black,
                    reason: WinReason::Adjudication,
                },
            },
            headline: "A moderator adjudicated game #{id}.",
            result: "Black wins by adjudication.",
            rated: true,
            action: "adjudicate",
            detail: "0-1",
        },
        Ruling {
            command: "!adjudicate #{id} 1/2-1/2",
            ending: Ending::Finished {
                outcome: Outcome::Draw(DrawReason::Adjudication),
            },
            headline: "A moderator adjudicated game #{id}.",
            result: "Draw by adjudication.",
            rated: true,
            action: "adjudicate",
            detail: "1/2-1/2",
        },
        Ruling {
            command: "!void #{id}",
            ending: Ending::Aborted { by: None },
            headline: "A moderator voided game #{id}: it is annulled",
            result: "no result, no rating change",
            rated: false,
            action: "void",
            detail: "",
        },
    ];
    for (n, r) in rulings.iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        let id = d.start("chess");
        d.play("alice", "bob", &["e4", "e5", "Nf3"]);
        let command = r.command.replace("{id}", &id.to_string());
        // Half of them from a staff channel, half from the game's own channel.
        let from = if n % 2 == 0 { "staff" } else { MAIN };
        let at = d.now();
        let replies = mod_in(&d, from, "mo", &command);
        let game = d.game(id);
        assert_eq!(game.ending(), Some(r.ending), "{command}");
        let news = public(&replies);
        assert_eq!(
            *news.to(),
            Target::Channel {
                server: "srv".into(),
                channel: MAIN.into()
            },
            "{command}"
        );
        let headline = r.headline.replace("{id}", &id.to_string());
        assert!(news.text.starts_with(&headline), "{command}: {}", news.text);
        assert!(news.text.contains(r.result), "{command}: {}", news.text);
        if r.action == "void" {
            assert!(!news.text.contains("was aborted"), "{}", news.text);
        }
        let secret = game.revealed_secret().unwrap().to_hex();
        assert!(news.text.contains(&secret), "{command}: {}", news.text);
        assert_eq!(news.board().as_ref().unwrap().view.viewer, Viewer::Revealed);
        assert_eq!(news.game, Some(id));
        // From elsewhere, the moderator is told where the news went.
        let notes: Vec<&Reply> = replies.iter().filter(|x| !x.to().is_public()).collect();
        assert_eq!(
            notes.len(),
            usize::from(from != MAIN),
            "{}",
            texts(&replies)
        );
        for p in ["alice", "bob"] {
            let rating = d.host.store().rating("srv", "chess", p).unwrap();
            assert_eq!(rating.is_some(), r.rated, "{command}: {p}");
        }
        let log = audit(&d);
        assert_eq!(
            log,
            [AuditEntry {
                at,
                server: "srv".into(),
                actor: "mo".into(),
                action: r.action.into(),
                game: Some(id),
                detail: r.detail.into(),
            }],
            "{command}"
        );
        // Again: the game is over; nothing changes.
        let before = d.snapshot(id, &["alice", "bob"]);
        let why = refused(&mo(&d, &command), "mo");
        assert!(why.contains("is over"), "{why}");
        assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
        assert_eq!(audit(&d).len(), 1);
    }
}

#[test]
fn the_same_event_twice_is_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["d4", "d5"]);
    let body = Body::Text {
        text: format!("!adjudicate #{id} 1-0"),
        addressed: false,
    };
    let mut input = d.input("mo", Driver::channel(MAIN), body);
    input.author.moderator = true;
    public(&d.host.handle(input.clone()));
    let after = d.snapshot(id, &["alice", "bob"]);
    assert!(d.host.handle(input).is_empty());
    assert_eq!(d.snapshot(id, &["alice", "bob"]), after);
    assert_eq!(audit(&d).len(), 1);
}

#[test]
fn a_moderator_who_plays_may_not_rule_on_or_peek_at_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start_in(MAIN, "chakart start=0", "mo", "bob");
    let before = d.snapshot(id, &["mo", "bob"]);
    for (command, words) in [
        ("!mod abort #{id}", "another moderator"),
        ("!adjudicate #{id} 1-0", "another moderator"),
        ("!void #{id}", "another moderator"),
        ("!peek #{id}", "may not look"),
    ] {
        let command = command.replace("{id}", &id.to_string());
        let why = refused(&mo(&d, &command), "mo");
        assert!(why.contains(words), "{command}: {why}");
    }
    assert_eq!(d.snapshot(id, &["mo", "bob"]), before);
    assert!(audit(&d).is_empty());
}

#[test]
fn games_of_another_server_are_out_of_a_moderators_reach() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    let before = d.snapshot(id, &["alice", "bob"]);
    let foreign = As {
        server: "elsewhere",
        moderator: true,
        ..As::default()
    };
    for command in [
        "!mod abort #{id}",
        "!void #{id}",
        "!peek #{id}",
        "!adjudicate #{id} 1-0",
    ] {
        let command = command.replace("{id}", &id.to_string());
        let r = say_as(&d, &foreign, "x", "boss", &command);
        let why = refused(&r, "boss");
        assert!(why.contains(&format!("no game #{id}")), "{command}: {why}");
    }
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    assert!(audit(&d).is_empty());
}

/// A Chakart game in which alice's queen hid on `hidden`; what the moderator's peek
/// answered, and the audit line it left.
fn peek_at(hidden: &str) -> (Vec<Reply>, Vec<AuditEntry>) {
    let dir = tempfile::tempdir().unwrap();
    let (d, id) = hidden_queen_game(dir.path(), hidden);
    let r = mo(&d, &format!("!peek #{id}"));
    (r, audit(&d))
}

#[test]
fn peek_shows_the_hidden_queen_to_the_moderator_alone_and_is_audited() {
    for hidden in ["g4", "f3"] {
        let (r, log) = peek_at(hidden);
        assert_eq!(r.len(), 1, "{}", texts(&r));
        assert_eq!(*r[0].to(), Target::Private("mo".into()));
        let text = &r[0].text;
        assert!(text.contains(&format!("queen on {hidden}")), "{text}");
        let board = &r[0].board().as_ref().unwrap().view;
        assert_eq!(board.viewer, Viewer::Revealed);
        let sq: Square = hidden.parse().unwrap();
        assert!(
            matches!(
                board.get(sq),
                ViewCell::Piece {
                    piece: Piece {
                        role: Role::Queen,
                        color: Color::White
                    },
                    ..
                }
            ),
            "{:?}",
            board.get(sq)
        );
        assert_eq!(log.len(), 1);
        let line = &log[0];
        assert_eq!((line.actor.as_str(), line.action.as_str()), ("mo", "peek"));
        assert!(line.game.is_some());
        let json = format!("{line:?}");
        assert!(
            !json.contains(hidden),
            "the audit line names the square: {json}"
        );
    }
    // The audit lines of the two games differ in nothing that depends on the square.
    let (_, a) = peek_at("g4");
    let (_, b) = peek_at("f3");
    assert_eq!(a[0].detail, b[0].detail);
}

#[test]
fn peek_at_a_game_without_secrets_or_over_is_plain() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    let r = mo(&d, &format!("!peek #{id}"));
    let text = &private(&r, "mo").text;
    assert!(text.contains("Nothing is hidden"), "{text}");
    assert_eq!(audit(&d).len(), 1);
    public(&mo(&d, &format!("!void #{id}")));
    let why = refused(&mo(&d, &format!("!peek #{id}")), "mo");
    assert!(why.contains("is over"), "{why}");
    assert_eq!(audit(&d).len(), 2, "a refused look is not logged as a look");
}

#[test]
fn banned_players_cannot_challenge_accept_or_move_until_unbanned() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    public(&d.say_in("lobby", "bob", "!challenge chess @carol"));
    public(&d.say_in("lobby", "erin", "!challenge chess"));
    let open_of = |who: &str| {
        d.host
            .store()
            .open_challenges(d.now())
            .unwrap()
            .iter()
            .filter(|c| c.challenger == who)
            .count()
    };
    assert_eq!(open_of("bob"), 1);

    let r = mo(&d, "!ban @bob plays with a second account");
    let text = &private(&r, "mo").text;
    assert_eq!(r.len(), 2, "{}", texts(&r));
    assert!(text.contains("bob may no longer play"), "{text}");
    // The lobby learns that bob's challenge is gone, not why.
    let gone = public(&r);
    assert_eq!(
        *gone.to(),
        Target::Channel {
            server: "srv".into(),
            channel: "lobby".into()
        }
    );
    assert!(
        gone.text.contains("from bob was withdrawn by a moderator")
            && !gone.text.contains("second account"),
        "{}",
        gone.text
    );
    assert!(
        text.contains("Reason: plays with a second account"),
        "{text}"
    );
    assert!(text.contains("challenge was withdrawn"), "{text}");
    assert_eq!(
        settings(&d).banned.get("bob").map(String::as_str),
        Some("plays with a second account")
    );
    assert_eq!(open_of("bob"), 0);
    assert_eq!(open_of("erin"), 1);

    let before = d.snapshot(id, &["alice", "bob"]);
    for (who, channel, text, words) in [
        ("bob", MAIN, "e5", "stopped you from playing"),
        (
            "bob",
            MAIN,
            "!challenge chess @dave",
            "stopped you from playing",
        ),
        ("bob", "lobby", "!accept", "stopped you from playing"),
        ("alice", MAIN, "!challenge chess @bob", "may not play"),
    ] {
        let why = refused(&d.say_in(channel, who, text), who);
        assert!(why.contains(words), "{who} {text}: {why}");
    }
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    assert_eq!(open_of("erin"), 1, "erin's challenge still waits");

    // Refusals: banning twice, oneself; unbanning someone not banned.
    for (text, words) in [
        ("!ban @bob again", "already banned"),
        ("!ban @mo", "cannot ban yourself"),
        ("!unban @carol", "carol is not banned"),
    ] {
        let why = refused(&mo(&d, text), "mo");
        assert!(why.contains(words), "{text}: {why}");
    }
    assert_eq!(audit(&d).len(), 1);

    let r = mo(&d, "!unban @bob");
    assert!(
        private(&r, "mo").text.contains("bob may play"),
        "{}",
        texts(&r)
    );
    assert!(settings(&d).banned.is_empty());
    public(&d.say("bob", "e5"));
    let log = audit(&d);
    let actions: Vec<(&str, &str)> = log
        .iter()
        .map(|e| (e.action.as_str(), e.detail.as_str()))
        .collect();
    assert_eq!(
        actions,
        [("ban", "bob plays with a second account"), ("unban", "bob")]
    );
}

#[test]
fn config_changes_one_setting_each_and_is_audited() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    type Check = fn(&ServerSettings) -> bool;
    let cases: [(&str, &str, &str, Check); 7] = [
        ("main", "!config channel deny", "no longer start", |s| {
            s.channels.get("main") == Some(&false)
        }),
        (
            "games",
            "!config channel allow",
            "only in allowed channels (1",
            |s| s.channels.get("games") == Some(&true),
        ),
        ("main", "!config threads off", "without a thread", |s| {
            s.threads == Some(false)
        }),
        ("main", "!config clock 1h", "now use 1 h per move", |s| {
            s.default_control.as_deref() == Some("1h")
        }),
        (
            "main",
            "!config role chakart @karts",
            "notify the role @karts",
            |s| s.ping_roles.get("chakart").map(String::as_str) == Some("karts"),
        ),
        (
            "main",
            "!config modrole @mods",
            "role @mods are now moderators",
            |s| s.mod_role.as_deref() == Some("mods"),
        ),
        (
            "main",
            "!config language fr",
            "Le serveur parle désormais français",
            |s| s.language.as_deref() == Some("fr"),
        ),
    ];
    for (n, (channel, command, words, check)) in cases.iter().enumerate() {
        let before = settings(&d);
        assert!(!check(&before), "{command} was already set");
        let r = mod_in(&d, channel, "mo", command);
        let text = &private(&r, "mo").text;
        assert!(text.contains(words), "{command}: {text}");
        assert!(check(&settings(&d)), "{command}: {:?}", settings(&d));
        let log = audit(&d);
        assert_eq!(log.len(), n + 1);
        assert_eq!(log[n].action, "config");
        let what = command.trim_start_matches("!config ");
        let first = what.split_whitespace().next().unwrap();
        assert!(log[n].detail.starts_with(first), "{:?}", log[n]);
    }
    // The settings at work: only the allowed channel takes games, with the default clock,
    // in French, pinging the rule set's role; the moderator role makes moderators.
    let why = refused(&d.say("alice", "!challenge chess @bob"), "alice");
    assert!(why.contains("fermé") || why.contains("closed"), "{why}");
    let r = d.say_in("games", "alice", "!challenge chakart");
    let open = public(&r);
    assert_eq!(open.ping_role.as_deref(), Some("karts"));
    assert!(open.text.contains("(1\u{a0}h par coup"), "{}", open.text);
    let how = As {
        server: "srv",
        moderator: false,
        roles: vec!["mods".into()],
    };
    let r = say_as(&d, &how, "games", "roly", "!modlog");
    assert!(
        private(&r, "roly").text.contains("Journal"),
        "{}",
        texts(&r)
    );
}

/// Whether a game alice challenges bob to in `channel` gets its own thread.
fn game_gets_a_thread(d: &Driver, channel: &str) -> bool {
    let r = d.say_in(channel, "alice", "!challenge chess @bob as white");
    public(&r);
    let r = d.say_in(channel, "bob", "!accept");
    let started = r
        .iter()
        .find(|r| r.board().is_some() && r.to().is_public())
        .unwrap_or_else(|| panic!("no start board: {}", texts(&r)));
    let id = started.game.expect("the start names its game");
    // The game ends (aborted before a move), so the next one starts alone.
    let r = d.say_in(channel, "alice", &format!("!abort #{id}"));
    assert!(texts(&r).contains("abort"), "{}", texts(&r));
    started.thread.is_some()
}

#[test]
fn threads_are_turned_off_or_on_for_one_channel() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = HostConfig::local();
    config.threads = true;
    let d = Driver::with(dir.path(), config);
    // By default, a thread per game.
    assert!(game_gets_a_thread(&d, "quiet"));
    assert!(game_gets_a_thread(&d, MAIN));
    // Off for one channel: its games stay in it; other channels keep their threads.
    let r = mod_in(&d, "quiet", "mo", "!config threads off channel");
    let text = &private(&r, "mo").text;
    assert!(text.contains("challenged in this channel"), "{text}");
    assert!(text.contains("without a thread"), "{text}");
    let s = settings(&d);
    assert_eq!(s.channel_settings["quiet"].threads, Some(false));
    assert_eq!(s.threads, None, "the server's setting is unchanged");
    let log = audit(&d);
    assert_eq!(log.last().unwrap().detail, "threads off channel quiet");
    assert!(!game_gets_a_thread(&d, "quiet"));
    assert!(game_gets_a_thread(&d, MAIN));
    // The server turns threads off; one channel turns them back on (a French moderator,
    // French words).
    private(&mo(&d, "!config threads off"), "mo");
    assert!(!game_gets_a_thread(&d, MAIN));
    assert!(!game_gets_a_thread(&d, "busy"));
    private(&mod_in(&d, "busy", "mo", "!config fils oui salon"), "mo");
    assert!(game_gets_a_thread(&d, "busy"));
    assert!(!game_gets_a_thread(&d, "quiet"));
    assert!(!game_gets_a_thread(&d, MAIN));
    // A word that is no scope changes nothing.
    let before = settings(&d);
    refused(
        &mod_in(&d, "quiet", "mo", "!config threads on everywhere"),
        "mo",
    );
    assert_eq!(settings(&d), before);
}

/// `config channel-language`: a channel (and the threads of its games) speaks its own
/// language over the server's, stored in the server's settings record, until `off`.
#[test]
fn a_channel_speaks_its_own_language_and_its_threads_follow() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    // Bad input: a clear answer, nothing stored.
    let why = refused(
        &mod_in(&d, "salon", "mo", "!config channel-language klingon"),
        "mo",
    );
    assert!(why.contains("klingon"), "{why}");
    assert_eq!(settings(&d), ServerSettings::default());

    let r = mod_in(&d, "salon", "mo", "!config channel-language fr");
    let text = &private(&r, "mo").text;
    assert!(
        text.starts_with("Ce salon et les fils de ses parties parlent désormais français"),
        "{text}"
    );
    let s = settings(&d);
    assert_eq!(s.language, None);
    assert_eq!(s.language_in("salon"), Some("fr"));
    assert_eq!(s.language_in(MAIN), None);
    let log = audit(&d);
    assert_eq!(
        log.last().map(|e| e.detail.as_str()),
        Some("channel salon language fr")
    );

    // Public texts in that channel are French; in another channel, English.
    let r = d.say_in("salon", "alice", "!challenge chess @bob as white");
    assert!(
        public(&r)
            .text
            .contains("alice défie bob aux échecs (3\u{a0}j par coup"),
        "{}",
        texts(&r)
    );
    let r = d.say_in("salon", "bob", "!accept");
    let started = r.iter().find(|r| r.board().is_some()).expect("a start");
    assert!(started.text.starts_with("La partie n°"), "{}", started.text);
    let id = started.game.expect("a game");
    let r = d.say("carol", "!challenge chess @dave");
    assert!(
        public(&r)
            .text
            .contains("carol challenges dave to Chess (3 d per move"),
        "{}",
        texts(&r)
    );

    // The game moves to its thread: the thread follows the channel it was opened in.
    d.host.move_game(id, "thread-1").expect("moved");
    assert_eq!(settings(&d).language_in("thread-1"), Some("fr"));
    let r = d.say_in("thread-1", "alice", "e4");
    assert!(public(&r).text.contains("alice a joué e4"), "{}", texts(&r));

    // The server's language changes nothing there; `off` gives it back.
    mo(&d, "!config language de");
    let r = d.say("carol", "!challenge koopa @dave clock=10+5");
    assert!(
        public(&r)
            .text
            .contains("carol fordert dave zu einer Partie Koopa-Schach heraus (10 Min. + 5 Sek."),
        "{}",
        texts(&r)
    );
    let r = d.say_in("thread-1", "bob", "e5");
    assert!(public(&r).text.contains("bob a joué e5"), "{}", texts(&r));
    let r = mod_in(&d, "salon", "mo", "!config channel language off");
    assert!(
        private(&r, "mo").text.contains("(Deutsch)"),
        "{}",
        texts(&r)
    );
    assert_eq!(settings(&d).language_in("salon"), Some("de"));
    assert_eq!(settings(&d).language_in("thread-1"), Some("de"));
    let r = d.say_in("thread-1", "alice", "Nf3");
    assert!(
        public(&r).text.contains("alice spielt Sf3"),
        "{}",
        texts(&r)
    );
    // Stored: it survives a restart.
    let d = Driver::reopen(dir.path(), d);
    let r = mod_in(&d, "salon", "mo", "!config channel-language en");
    private(&r, "mo");
    let d = Driver::reopen(dir.path(), d);
    assert_eq!(settings(&d).language_in("thread-1"), Some("en"));
    let r = d.say_in("thread-1", "bob", "Nc6");
    assert!(public(&r).text.contains("bob played Nc6"), "{}", texts(&r));
}

#[test]
fn french_servers_hear_moderators_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    mo(&d, "!config language fr");
    let r = mo(&d, &format!("!mod abort #{id}"));
    let news = public(&r);
    assert!(
        news.text
            .starts_with(&format!("Un modérateur a annulé la partie n°{id}")),
        "{}",
        news.text
    );
}

#[test]
fn modlog_shows_the_newest_lines_first_a_page_at_a_time() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let total = 23;
    for i in 0..total {
        let on = if i % 2 == 0 { "off" } else { "on" };
        private(&mo(&d, &format!("!config threads {on}")), "mo");
    }
    // Another server's log stays there.
    let foreign = As {
        server: "elsewhere",
        moderator: true,
        ..As::default()
    };
    private(
        &say_as(&d, &foreign, "x", "boss", "!config threads off"),
        "boss",
    );
    let r = mo(&d, "!modlog");
    assert_eq!(r.len(), 1);
    let text = &private(&r, "mo").text;
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains(&format!("(20 of {total})")), "{text}");
    let entries = &lines[1..21];
    assert!(
        entries.iter().all(|l| l.contains("mo · setting · threads")),
        "{text}"
    );
    assert!(!text.contains("boss"), "{text}");
    // Newest first: the last command (i = 22, "off") comes first, then alternating.
    let log = audit(&d);
    let ours: Vec<&AuditEntry> = log.iter().filter(|e| e.server == "srv").collect();
    for (line, e) in entries.iter().zip(ours.iter().rev()) {
        assert!(line.ends_with(&e.detail), "{line} / {}", e.detail);
    }
    assert!(entries[0].ends_with("threads off"), "{}", entries[0]);
    assert!(entries[1].ends_with("threads on"), "{}", entries[1]);
    assert_eq!(lines[21], "3 older entries are not shown.");
    assert_eq!(lines.len(), 22);
}

#[test]
fn an_empty_modlog_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = mo(&d, "!modlog");
    assert!(private(&r, "mo").text.contains("is empty"), "{}", texts(&r));
}

/// The ratings the store holds for `players` on `srv` in chess.
fn stored_ratings(d: &Driver, players: &[&str]) -> Vec<(String, Option<(Rating, u32)>)> {
    players
        .iter()
        .map(|p| {
            let r = d.host.store().rating("srv", "chess", p).unwrap();
            (p.to_string(), r.map(|e| (e.rating, e.games)))
        })
        .collect()
}

/// The ratings of `players` computed from scratch: every game that counts, in order.
fn from_scratch(
    games: &[(u64, &str, &str, Outcome)],
    players: &[&str],
) -> Vec<(String, Option<(Rating, u32)>)> {
    let mut standings = Standings::new();
    let mut history = Vec::new();
    for &(id, w, b, o) in games {
        Glicko2::default().record(&mut standings, &mut history, id, w, b, o);
    }
    players
        .iter()
        .map(|p| (p.to_string(), standings.get(*p).copied()))
        .collect()
}

/// The stored chess rating history of `srv`, replayed from scratch, gives the stored
/// ratings.
fn replays_from_scratch(d: &Driver) {
    let history: Vec<_> = d
        .host
        .store()
        .rating_history("srv", "chess")
        .unwrap()
        .into_iter()
        .map(|r| r.rated)
        .collect();
    assert_eq!(Glicko2::default().replay(&history).0, history);
}

#[test]
fn voiding_or_readjudicating_a_finished_game_revises_every_rating_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let players = ["alice", "bob", "carol", "dave"];
    let scholar: &[&str] = &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let fool: &[&str] = &["f3", "e5", "g4", "Qh4#"];
    let draw: &[&str] = &["d4", "d5"];
    let schedule = [
        ("alice", "bob", scholar),
        ("bob", "carol", fool),
        ("carol", "alice", draw),
        ("alice", "dave", fool),
        ("bob", "alice", scholar),
        ("dave", "carol", draw),
        ("alice", "bob", fool),
    ];
    let mut counted: Vec<(u64, &str, &str, Outcome)> = Vec::new();
    for (w, b, moves) in schedule {
        let id = d.start_in(MAIN, "chess", w, b);
        d.play(w, b, moves);
        if moves == draw {
            public(&mo(&d, &format!("!adjudicate #{id} 1/2-1/2")));
        }
        let outcome = d.game(id).outcome().expect("over");
        counted.push((id, w, b, outcome));
        d.advance(60_000);
    }
    let history = d.host.store().rating_history("srv", "chess").unwrap();
    let ids: Vec<u64> = history.iter().map(|r| r.rated.game).collect();
    assert_eq!(ids, counted.iter().map(|g| g.0).collect::<Vec<_>>());
    assert_eq!(
        stored_ratings(&d, &players),
        from_scratch(&counted, &players)
    );

    // Void the third game (carol–alice, drawn): alice's and carol's ratings go back, and
    // every later game of theirs (and of those they played since) is re-rated.
    let voided = counted.remove(2);
    let r = mo(&d, &format!("!void #{}", voided.0));
    let news = public(&r);
    assert!(
        news.text.contains("rating changes are undone"),
        "{}",
        news.text
    );
    assert!(news.text.contains("alice:"), "{}", news.text);
    assert_eq!(
        stored_ratings(&d, &players),
        from_scratch(&counted, &players)
    );
    let game = d.game(voided.0);
    assert_eq!(game.ruling(), Some(chakbot::game::Ruling::Void));
    assert_eq!(game.outcome(), None);
    assert!(game.export().contains("[Ruling \"void\"]"));
    let told = private(&d.say("carol", &format!("!history #{}", voided.0)), "carol")
        .text
        .clone();
    assert!(told.contains("voided it afterwards"), "{told}");
    // The stored history replayed from scratch gives the stored ratings.
    replays_from_scratch(&d);

    // Re-adjudicate the first game (alice won by mate) as a win for bob.
    let first = counted[0].0;
    public(&mo(&d, &format!("!adjudicate #{first} 0-1")));
    counted[0].3 = Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::Adjudication,
    };
    assert_eq!(
        stored_ratings(&d, &players),
        from_scratch(&counted, &players)
    );
    replays_from_scratch(&d);
    // The game keeps its moves and the mate; what counts is the ruling. Its signed
    // export still verifies.
    let game = d.game(first);
    assert!(game
        .export()
        .contains("[Ruling \"0-1 (black wins by adjudication)\"]"));
    let key = RecordKey::from_seed([9; 32]);
    verify_export(&game.signed_export(&key), Some(key.public())).expect("the export verifies");

    // The same result again, a second void, an abort of a finished game: refused, nothing
    // changes.
    let before = stored_ratings(&d, &players);
    let log_len = audit(&d).len();
    let why = refused(&mo(&d, &format!("!adjudicate #{first} 0-1")), "mo");
    assert!(why.contains("that result already"), "{why}");
    let why = refused(&mo(&d, &format!("!void #{}", voided.0)), "mo");
    assert!(why.contains("is over"), "{why}");
    let why = refused(&mo(&d, &format!("!mod abort #{first}")), "mo");
    assert!(why.contains("is over"), "{why}");
    assert_eq!(stored_ratings(&d, &players), before);
    assert_eq!(audit(&d).len(), log_len);

    // The moderation log records both rulings with the result they replaced.
    let log = audit(&d);
    let rulings: Vec<(&str, Option<u64>, &str)> = log
        .iter()
        .filter(|e| e.game == Some(voided.0) || e.game == Some(first))
        .map(|e| (e.action.as_str(), e.game, e.detail.as_str()))
        .collect();
    assert_eq!(
        rulings,
        [
            ("adjudicate", Some(voided.0), "1/2-1/2"),
            ("void", Some(voided.0), "(was 1/2-1/2)"),
            ("adjudicate", Some(first), "0-1 (was 1-0)"),
        ]
    );
    let shown = private(&mo(&d, "!modlog"), "mo").text.clone();
    assert!(shown.contains("(was 1-0)"), "{shown}");
}

/// After the only rated game of two players is voided, `stats` agrees with the
/// leaderboard: neither lists a rating for them.
#[test]
fn stats_after_a_voided_game_agree_with_the_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["f3", "e5", "g4", "Qh4#"]);
    let stats = private(&d.say("alice", "!stats"), "alice").text.clone();
    assert!(stats.contains("Chess: "), "{stats}");
    public(&mo(&d, &format!("!void #{id}")));
    let board = private(&d.say("alice", "!leaderboard chess"), "alice")
        .text
        .clone();
    assert!(board.contains("No rated Chess game"), "{board}");
    for who in ["alice", "bob"] {
        let stats = private(&d.say(who, "!stats"), who).text.clone();
        assert_eq!(
            stats,
            format!("{who} has no rated game on this server yet.")
        );
    }
}

/// The log speaks the reader's language: a French moderator reads the settings in the
/// words they would type and a revised result as `(auparavant …)`, no English word left.
#[test]
fn modlog_details_are_in_the_readers_words() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    for c in [
        "!config threads on here",
        "!config channel deny",
        "!config channel allow",
        "!config channel language off",
        "!config tournaments everyone",
        "!config orientation white",
        "!config language fr",
    ] {
        private(&mo(&d, c), "mo");
    }
    assert!(!mo(&d, &format!("!adjudicate #{id} draw")).is_empty());
    assert!(!mo(&d, &format!("!adjudicate #{id} 1-0")).is_empty());
    let fr = private(&mo(&d, "!modlog"), "mo").text.clone();
    for english in [
        "was", "threads", "channel", "allow", "deny", "everyone", "white", " on ",
    ] {
        assert!(!fr.contains(english), "{english}: {fr}");
    }
    for french in [
        "fils oui salon",
        "interdire",
        "autoriser",
        "tous",
        "blancs",
        "langue auto",
        "(auparavant 1/2-1/2)",
    ] {
        assert!(fr.contains(french), "{french}: {fr}");
    }
    // English keeps the stored words.
    let en = Driver::reopen(dir.path(), d);
    en.set_server_language("en");
    let text = private(&mo(&en, "!modlog"), "mo").text.clone();
    assert!(text.contains("threads on channel"), "{text}");
    assert!(text.contains("1-0 (was 1/2-1/2)"), "{text}");
}
