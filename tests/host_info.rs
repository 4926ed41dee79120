//! The reading commands through a real host: `games`, `history`, `export` (the hidden
//! queen stays out of a running game's record), `verify`, `leaderboard` and `stats` per
//! server, and `settings` (stored, answered in the new language).

#[allow(dead_code)]
mod common;

use chakbot::game::export::verify_export;
use chakbot::host::{HostConfig, Reply, SecretSource};
use chakbot::rules::Color;
use common::host::{
    hidden_queen_game, only_private as answer, private, public, quoted, refused, Driver,
};

/// The exported file of a reply.
fn file(replies: &[Reply], who: &str) -> String {
    answer(replies, who);
    let f = replies[0].file.as_ref().expect("an attached file");
    assert!(f.name.ends_with(".pgn"), "{}", f.name);
    String::from_utf8(f.content.clone()).expect("a text record")
}

#[test]
fn games_lists_my_games_and_challenges() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    assert!(answer(&d.say("alice", "!games"), "alice").contains("no game in progress"));
    let chess = d.start("chess");
    let koopa = d.start_in("side", "koopa", "carol", "alice");
    d.play("alice", "bob", &["e4"]);
    let r = d.say("alice", "!challenge maharaja @dave");
    let out = public(&r).text.clone();
    let r = d.say("erin", "!challenge chess @alice");
    let _ = public(&r);
    let r = d.say("fred", "!challenge chakart");
    let _ = public(&r);

    let text = answer(&d.say("alice", "!games"), "alice");
    let line = |id: u64| {
        text.lines()
            .find(|l| l.starts_with(&format!("#{id},")))
            .unwrap_or_else(|| panic!("no line for #{id} in {text}"))
            .to_string()
    };
    let c = line(chess);
    assert!(c.contains("Chess") && c.contains("bob"), "{c}");
    assert!(c.contains("their turn") && c.contains("deadline"), "{c}");
    let k = line(koopa);
    assert!(k.contains("Koopa") && k.contains("carol"), "{k}");
    assert!(k.contains("their turn"), "{k}");
    assert!(text.contains("you challenge dave"), "{text}");
    assert!(text.contains("erin challenges you"), "{text}");
    assert!(
        !text.contains("fred"),
        "an open challenge of someone else: {text}"
    );
    assert!(out.contains("dave"));
    // bob's view: his turn.
    let text = answer(&d.dm("bob", "games"), "bob");
    assert!(text.contains("your turn"), "{text}");
    // In French.
    private(&d.dm("bob", "settings language fr"), "bob");
    let text = answer(&d.dm("bob", "games"), "bob");
    assert!(text.contains("à vous de jouer"), "{text}");
}

#[test]
fn history_lists_the_public_moves() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    assert!(answer(&d.say("alice", "!history"), "alice").contains("No moves yet"));
    d.play("alice", "bob", &["e4", "e5", "Nf3"]);
    // A spectator in the game's channel may read it too.
    let text = answer(&d.say("carol", "!history"), "carol");
    assert!(text.contains("1. e4 e5 2. Nf3"), "{text}");
    assert!(text.contains("In progress."), "{text}");
    assert!(
        !text.contains("hidden"),
        "chess has no secret moves: {text}"
    );
    assert!(text.contains("alice (White) against bob (Black)"), "{text}");
    d.play("bob", "alice", &["Nc6", "Bc4", "Nf6", "Qe2", "Bc5"]);
    let text = answer(&d.say("bob", &format!("!history #{id}")), "bob");
    assert!(
        text.contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Qe2 Bc5"),
        "{text}"
    );
    let fr = {
        private(&d.dm("bob", "settings language fr"), "bob");
        answer(&d.dm("bob", &format!("!history #{id}")), "bob")
    };
    assert!(fr.contains("En cours"), "{fr}");
    refused(&d.say("bob", "!history #999"), "bob");
    // Once it is over, `history` without a number still finds it, with its result.
    private(&d.say("bob", "!resign"), "bob");
    public(&d.say("bob", "!confirm"));
    let text = answer(&d.say("alice", "!history"), "alice");
    assert!(text.contains(&format!("Game #{id}")), "{text}");
    assert!(text.contains("White wins by resignation"), "{text}");
}

/// A Chakart game in which alice's queen goes, unseen, to `hidden`; returns what carol
/// (a spectator) and bob get from `export` and `history` while it is hidden, and the
/// export once alice resigned.
fn stealth_records(hidden: &str) -> (Vec<String>, String) {
    let dir = tempfile::tempdir().unwrap();
    let (d, id) = hidden_queen_game(dir.path(), hidden);
    assert!(d.game(id).turns().last().unwrap().hidden);
    let seen = vec![
        file(&d.say("carol", "!export"), "carol"),
        file(&d.say("bob", "!export"), "bob"),
        file(&d.dm("alice", "export"), "alice"),
        answer(&d.say("carol", "!history"), "carol"),
        answer(&d.dm("bob", "history"), "bob"),
        answer(&d.say("carol", &format!("!verify #{id}")), "carol"),
    ];
    for text in &seen {
        assert!(!text.contains(hidden), "{hidden} shows in {text}");
        assert!(!text.contains("Secret"), "{text}");
    }
    assert!(seen[0].contains("{hidden}"), "{}", seen[0]);
    assert!(
        verify_export(&seen[0], None).is_err(),
        "a running game cannot verify"
    );
    // The export is the same whoever asks, the owner included.
    assert_eq!(seen[0], seen[1]);
    assert_eq!(seen[0], seen[2]);
    private(&d.say("alice", "!resign"), "alice");
    public(&d.say("alice", "!confirm"));
    let over = file(&d.say("carol", "!export"), "carol");
    let v = verify_export(&over, None).expect("a finished game verifies");
    assert_eq!(v.turns, 3);
    (seen, over)
}

#[test]
fn a_running_games_record_keeps_the_hidden_queen_hidden() {
    let (a, over_a) = stealth_records("g4");
    let (b, over_b) = stealth_records("f3");
    // Byte for byte the same while hidden, wherever the queen went…
    assert_eq!(a, b);
    // …and different once the game is over and the record tells all.
    assert_ne!(over_a, over_b);
    assert!(over_a.contains("stealth d1g4"), "{over_a}");
    assert!(over_b.contains("stealth d1f3"), "{over_b}");
    assert!(over_a.contains("[Secret \""), "{over_a}");
}

#[test]
fn verify_checks_a_finished_game_and_waits_for_a_running_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chakart start=0");
    d.play("alice", "bob", &["e4", "a6"]);
    let game = d.game(id);
    let commitment = game.commitment().to_hex();
    let text = answer(&d.say("carol", &format!("!verify #{id}")), "carol");
    assert!(text.contains("still being played"), "{text}");
    assert!(text.contains(&commitment), "{text}");
    private(&d.say("bob", "!resign"), "bob");
    public(&d.say("bob", "!confirm"));
    let game = d.game(id);
    let seed = game.revealed_seed().unwrap().to_hex();
    let draws: usize = game.turns().iter().map(|t| t.draws.len()).sum();
    let text = answer(&d.dm("carol", &format!("!verify #{id}")), "carol");
    assert!(text.contains("checks out"), "{text}");
    assert!(text.contains(&commitment) && text.contains(&seed), "{text}");
    assert!(
        text.contains(&format!("2 turns with {draws} random draws")),
        "{text}"
    );
    private(&d.dm("carol", "settings language fr"), "carol");
    let text = answer(&d.dm("carol", &format!("!verify #{id}")), "carol");
    assert!(text.contains("est vérifiée"), "{text}");
    refused(&d.dm("carol", "verify #4242"), "carol");
}

#[test]
fn leaderboard_and_stats_per_server_and_rule_set() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    assert!(answer(&d.say("alice", "!leaderboard"), "alice").contains("No rated game"));
    // bob beats alice twice at chess; carol and dave draw at koopa once both moved (a
    // game that ends before is unrated).
    for _ in 0..2 {
        d.start("chess");
        d.play("alice", "bob", &["f3", "e5", "g4", "Qh4#"]);
    }
    d.start_in("side", "koopa", "carol", "dave");
    public(&d.say_in("side", "carol", "e4"));
    public(&d.say_in("side", "dave", "e5"));
    public(&d.say_in("side", "carol", "!draw"));
    public(&d.say_in("side", "dave", "!draw"));

    let text = answer(&d.say("alice", "!leaderboard chess"), "alice");
    let bob = text.find("1. bob").unwrap_or_else(|| panic!("{text}"));
    let alice = text.find("2. alice").unwrap_or_else(|| panic!("{text}"));
    assert!(bob < alice && text.contains("(2 games)"), "{text}");
    assert!(!text.contains("carol"), "{text}");
    let all = answer(&d.say("alice", "!leaderboard"), "alice");
    assert!(all.contains("Leaderboard, Chess:"), "{all}");
    assert!(all.contains("Leaderboard, Koopa chess:"), "{all}");
    assert!(all.contains("carol") && all.contains("(1 game)"), "{all}");
    let none = answer(&d.say("alice", "!leaderboard maharaja"), "alice");
    assert!(none.contains("No rated Maharaja"), "{none}");

    let stats = d.rating("chess", "bob");
    let text = answer(&d.say("alice", "!stats @bob"), "alice");
    assert!(text.contains("bob on this server"), "{text}");
    assert!(
        text.contains(&format!(
            "Chess: {} ±{}, 2 games",
            stats.rating.rounded(),
            stats.rating.rounded_deviation()
        )),
        "{text}"
    );
    assert_eq!(
        text.contains("provisional"),
        stats.rating.is_provisional(),
        "{text}"
    );
    let mine = answer(&d.say("carol", "!stats"), "carol");
    assert!(
        mine.contains("Koopa chess") && !mine.contains("Chess:"),
        "{mine}"
    );
    let nobody = answer(&d.say("alice", "!stats @zed"), "alice");
    assert!(nobody.contains("zed has no rated game"), "{nobody}");
    // Another server has its own (empty) ratings.
    let elsewhere = d.host.handle(d.input(
        "alice",
        chakbot::host::Origin::Channel {
            server: "other".into(),
            channel: "x".into(),
        },
        chakbot::host::Body::Text {
            text: "!stats @bob".into(),
            addressed: false,
        },
    ));
    assert!(answer(&elsewhere, "alice").contains("no rated game"));
    // In a DM: ratings are per server.
    let why = refused(&d.dm("alice", "leaderboard"), "alice");
    assert!(why.contains("per server"), "{why}");
    assert!(refused(&d.dm("alice", "stats"), "alice").contains("per server"));
    private(&d.dm("alice", "settings language fr"), "alice");
    let fr = answer(&d.say("alice", "!stats @bob"), "alice");
    assert!(
        fr.contains("bob sur ce serveur") && fr.contains("2 parties"),
        "{fr}"
    );
}

#[test]
fn settings_are_shown_stored_and_answered_in_the_new_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let text = answer(&d.dm("alice", "settings"), "alice");
    assert!(text.contains("automatic"), "{text}");
    assert!(text.contains("brown"), "{text}");

    let text = answer(&d.dm("alice", "settings language fr theme blue"), "alice");
    assert!(text.contains("Enregistré"), "{text}");
    assert!(
        text.contains("français") && text.contains("thème bleu"),
        "{text}"
    );
    let user = d.host.store().user("alice").unwrap();
    assert_eq!(user.language.as_deref(), Some("fr"));
    assert_eq!(user.theme.as_deref(), Some("blue"));
    assert!(d.host.store().is_processed(&d.last_event()).unwrap());

    // A theme that does not exist: refused in French, nothing stored.
    let why = refused(
        &d.dm("alice", "settings theme purple orientation black"),
        "alice",
    );
    assert!(
        why.contains("purple") && why.contains("`marron`, `bleu`, `vert`"),
        "{why}"
    );
    assert_eq!(d.host.store().user("alice").unwrap(), user);
    // A theme's name in the reader's language (or any other) is taken too; what is
    // printed reads back.
    let text = answer(&d.dm("alice", "settings theme vert"), "alice");
    assert!(text.contains("thème vert"), "{text}");
    assert_eq!(
        d.host.store().user("alice").unwrap().theme.as_deref(),
        Some("green")
    );
    let text = answer(&d.dm("alice", "settings theme Braun"), "alice");
    assert!(text.contains("thème marron"), "{text}");
    let user = d.host.store().user("alice").unwrap();
    assert_eq!(user.theme.as_deref(), Some("brown"));

    let text = answer(&d.say("alice", "!settings orientation black"), "alice");
    assert!(text.contains("noirs en bas"), "{text}");
    let user = d.host.store().user("alice").unwrap();
    assert_eq!(user.orientation.as_deref(), Some("black"));
    // The orientation shows in her own boards: black at the bottom even when White is
    // to move. The channel's board is the server's: White at the bottom all game, not
    // turned round with each move.
    let id = d.start("chess");
    let r = d.dm("alice", "board");
    let board = private(&r, "alice").board().expect("a board");
    assert_eq!(board.options.orientation, Color::Black);
    let r = d.say("alice", "!board");
    let board = public(&r).board().expect("a board");
    assert_eq!(board.options.orientation, Color::White);
    assert!(d.game(id).turns().is_empty());
    for mv in ["e4", "e5", "Nf3"] {
        let who = if mv == "e5" { "bob" } else { "alice" };
        let r = d.say(who, mv);
        let board = public(&r).board().expect("a board");
        assert_eq!(board.options.orientation, Color::White, "after {mv}");
    }

    let text = answer(
        &d.dm("alice", "settings language en orientation auto"),
        "alice",
    );
    assert!(text.contains("Saved") && text.contains("English"), "{text}");
    assert_eq!(d.host.store().user("alice").unwrap().orientation, None);
}

/// After a chess game, `export` tells how to open the record on lichess, in the reader's
/// language; not while it runs, and not for the other rule sets.
#[test]
fn a_finished_chess_export_offers_the_lichess_import() {
    use chakbot::game::pgn::{lichess_import_text, LICHESS_IMPORT};
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    let running = answer(&d.say("carol", "!export"), "carol");
    assert!(!running.contains(LICHESS_IMPORT), "{running}");
    d.play("bob", "alice", &["e5", "Qh5", "Nc6", "Bc4", "Nf6"]);
    // The end of the game already offers the analysis, naming the export to use.
    let end = d.say("alice", "Qxf7#");
    let news = &public(&end).text;
    assert!(
        news.contains(LICHESS_IMPORT) && news.contains(&format!("export #{id}")),
        "{news}"
    );
    assert!(d.game(id).is_over());
    let name = format!("chakbot-game-{id}.pgn");
    let r = d.say("carol", "!export");
    let en = answer(&r, "carol");
    assert_eq!(
        r[0].file.as_ref().map(|f| f.name.as_str()),
        Some(name.as_str())
    );
    assert!(en.contains(&lichess_import_text(&name)), "{en}");
    private(&d.dm("carol", "settings language fr"), "carol");
    let fr = answer(&d.say("carol", &format!("!export #{id}")), "carol");
    assert!(fr.contains(LICHESS_IMPORT) && fr.contains(&name), "{fr}");
    assert!(fr.contains("Pour l’analyser sur lichess"), "{fr}");

    // Koopa's record is not PGN lichess reads: no link.
    let koopa = d.start("koopa");
    private(&d.say("alice", "!resign"), "alice");
    public(&d.say("alice", "!confirm"));
    assert!(d.game(koopa).is_over());
    let other = answer(&d.say("carol", &format!("!export #{koopa}")), "carol");
    assert!(!other.contains(LICHESS_IMPORT), "{other}");
}

/// The next pseudo-random number.
fn next(pick: &mut u64) -> usize {
    *pick = pick
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (*pick >> 33) as usize
}

/// French typography's no-break spaces as plain spaces.
fn plain(text: &str) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
}

/// A Chakart game played at random (seeds 1.. for the secret), alice's queen moving in
/// secret as soon as she can, until it has had a power, a choice and an egg: the driver
/// and the game's id, still running.
fn chakart_with_choices_and_powers() -> (tempfile::TempDir, Driver, u64) {
    use chakbot::game::TurnKind;
    use chakbot::rules::{Action, Event};
    for seed in 1..=60u64 {
        let dir = tempfile::tempdir().unwrap();
        let mut config = HostConfig::local();
        config.secrets = SecretSource::Fixed([seed as u8; 32]);
        let d = Driver::with(dir.path(), config);
        let id = d.start("chakart");
        let mut pick = seed;
        for _ in 0..300 {
            let game = d.game(id);
            if game.is_over() {
                break;
            }
            let turns = game.public_turns();
            let has = |k: TurnKind| turns.iter().any(|t| t.kind == k);
            let egg = turns
                .iter()
                .any(|t| t.events.iter().any(|e| matches!(e, Event::Egg { .. })));
            if has(TurnKind::Power) && has(TurnKind::Choice) && egg && game.pending().is_none() {
                return (dir, d, id);
            }
            let (color, choosing) = match game.pending() {
                Some(p) => (p.player, true),
                None => (game.turn(), false),
            };
            let moves = game.legal_moves(color);
            let stealth = moves
                .iter()
                .find(|m| matches!(m.action, Action::Stealth { .. }) && !has(TurnKind::Power));
            let m = stealth.unwrap_or_else(|| &moves[next(&mut pick) % moves.len()]);
            let who = game.players().get(color).to_string();
            let text = m.action.to_string();
            if choosing || matches!(m.action, Action::Stealth { .. }) {
                d.dm(&who, &text);
            } else {
                d.say(&who, &text);
            }
        }
    }
    panic!("no seed gave a game with a power, a choice and an egg");
}

/// `history` tells moves, choices and powers apart, in the reader's letters and
/// language, with what each turn set off (the items it hit, an egg's effect, its random
/// draws); the secret move stays `[power: Q??]` while the game runs. `export` writes
/// each kind of turn on a line of its own, marked, and verifies once the game is over;
/// a choice passed off as a move is caught.
#[test]
fn history_and_export_tell_moves_choices_and_powers_apart() {
    use chakbot::game::{ReplayError, TurnKind};
    use chakbot::rules::notation::{translate, Letters};
    let (_dir, d, id) = chakart_with_choices_and_powers();
    let running = answer(&d.say("carol", "!history"), "carol");
    assert!(running.contains("[power: Q??]"), "{running}");
    private(&d.say("alice", "!resign"), "alice");
    public(&d.say("alice", "!confirm"));
    let game = d.game(id);
    let turns = game.public_turns();
    assert_eq!(turns.len(), game.turns().len());
    let en = answer(&d.say("carol", "!history"), "carol");
    private(&d.dm("dave", "settings language fr"), "dave");
    let fr = plain(&answer(&d.dm("dave", &format!("history #{id}")), "dave"));
    let (mut choices, mut powers, mut eggs) = (0, 0, 0);
    for t in &turns {
        let french = translate(&t.san, Letters::French);
        let (want_en, want_fr) = match t.kind {
            TurnKind::Move => (t.san.clone(), french),
            TurnKind::Choice => {
                choices += 1;
                (
                    format!("[choice: {}]", t.san),
                    format!("[choix : {french}]"),
                )
            }
            TurnKind::Power => {
                powers += 1;
                (
                    format!("[power: {}]", t.san),
                    format!("[pouvoir : {french}]"),
                )
            }
        };
        assert!(en.contains(&want_en), "{want_en} in {en}");
        assert!(fr.contains(&want_fr), "{want_fr} in {fr}");
        for e in &t.events {
            if let chakbot::rules::Event::Egg { effect } = e {
                eggs += 1;
                assert!(en.contains(&format!("egg: {}", effect.name())), "{en}");
                assert!(fr.contains(&format!("œuf : {}", effect.name())), "{fr}");
            }
        }
    }
    assert!(choices > 0 && powers > 0 && eggs > 0);
    // Each turn that drew at random says how many draws, as often as there are such turns.
    let drew = turns.iter().filter(|t| t.draws > 0).count();
    assert!(drew > 0);
    assert_eq!(en.matches(" random draw").count(), drew, "{en}");
    assert_eq!(fr.matches(" au sort").count(), drew, "{fr}");
    for word in ["choice", "power", "egg", "random"] {
        assert!(!fr.contains(word), "{word} in {fr}");
    }
    assert!(fr.contains("1. "), "{fr}");

    // The record: one line a turn, each marked with its kind as the history tells it.
    let export = file(&d.say("carol", "!export"), "carol");
    let lines = common::pgn::turn_lines(&export);
    assert_eq!(lines.len(), turns.len(), "{export}");
    for (t, line) in turns.iter().zip(&lines) {
        let mut words = line.split_whitespace().skip(1);
        assert_eq!(words.next(), Some(t.kind.word()), "{line}");
        assert!(line.contains(&format!(" {} (", t.san)), "{line}");
        assert_eq!(t.draws > 0, line.contains("{draws: "), "{line}");
    }
    let v = verify_export(&export, None).expect("the record verifies");
    assert_eq!(v.turns, turns.len());
    let choice = lines
        .iter()
        .find(|l| l.split_whitespace().nth(1) == Some("choice"))
        .expect("a choice line");
    let doctored = export.replacen(choice, &choice.replacen(" choice ", " move ", 1), 1);
    assert!(
        matches!(
            verify_export(&doctored, None),
            Err(ReplayError::Inconsistent(_))
        ),
        "a choice passed off as a move"
    );
}

/// A DM from someone with no game, no setting and no locale is answered in the language
/// of the server they last wrote on, not in English; someone never seen gets English.
#[test]
fn a_dm_from_a_player_without_a_game_is_answered_in_their_servers_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    d.set_server_language("fr");
    assert!(d.say("carol", "bonjour à tous").is_empty(), "chatter");
    let r = d.dm("carol", "zz9");
    let text = &private(&r, "carol").text;
    assert!(text.starts_with("Je ne connais pas la commande"), "{text}");
    let r = d.dm("dave", "zz9");
    let text = &private(&r, "dave").text;
    assert!(text.starts_with("I don't know the command"), "{text}");
}

/// The server where someone last used the bot survives a restart (kept in the store): a
/// DM from them afterwards, with no game, setting or locale, is still in its language,
/// and follows them to another server; chat the bot ignored is not kept.
fn the_server_last_used_survives_a_restart(open: &dyn Fn() -> chakbot::host::Host) {
    use chakbot::host::{Body, Origin};
    let d = Driver::over(open());
    d.set_server_language("fr");
    assert!(!d.say("carol", "!help").is_empty(), "carol uses the bot");
    assert!(d.say("dave", "bonjour à tous").is_empty(), "dave chats");
    let d = Driver::restart(d, open);
    let text = private(&d.dm("carol", "zz9"), "carol").text.clone();
    assert!(text.starts_with("Je ne connais pas la commande"), "{text}");
    let text = private(&d.dm("dave", "zz9"), "dave").text.clone();
    assert!(text.starts_with("I don't know the command"), "{text}");
    // Carol then uses the bot on a server in English: her DMs follow, restart or not.
    let elsewhere = Origin::Channel {
        server: "srv2".into(),
        channel: "lobby".into(),
    };
    let help = Body::Text {
        text: "!help".into(),
        addressed: false,
    };
    assert!(!d.host.handle(d.input("carol", elsewhere, help)).is_empty());
    let d = Driver::restart(d, open);
    let text = private(&d.dm("carol", "zz9"), "carol").text.clone();
    assert!(text.starts_with("I don't know the command"), "{text}");
}

#[test]
fn the_server_last_used_survives_a_restart_on_sled() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_path_buf();
    the_server_last_used_survives_a_restart(&|| {
        chakbot::host::Host::open(&path, HostConfig::local()).expect("the host opens")
    });
}

#[test]
fn the_server_last_used_survives_a_restart_on_postgresql() {
    let Some(place) = common::stores::Place::postgres() else {
        return;
    };
    the_server_last_used_survives_a_restart(&|| {
        chakbot::host::Host::new(place.open(), HostConfig::local())
    });
}

/// `history`, `export`, `replay` and `review` from someone with no game at all: the
/// answer says so (not "no game in progress") and shows how to name one, in the reader's
/// words; typed back, that form reads as a game number.
#[test]
fn reading_commands_with_no_game_show_how_to_name_one_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    for (locale, commands, said) in [
        (
            "en",
            ["history", "export", "replay", "review"],
            "no game here yet",
        ),
        (
            "fr",
            ["historique", "exporter", "rejouer", "analyse"],
            "aucune partie ici",
        ),
        (
            "de",
            ["verlauf", "exportieren", "wiedergabe", "analyse"],
            "noch keine Partie",
        ),
    ] {
        for command in commands {
            let text = answer(&d.say_from(locale, "zoe", &format!("!{command}")), "zoe");
            assert!(text.contains(said), "{locale} {command}: {text}");
            let shown = format!("`{command} #12`");
            assert!(text.contains(&shown), "{locale} {command}: {text}");
            // The form shown reads as a game number: the answer is about game #12.
            let again = answer(
                &d.say_from(locale, "zoe", &format!("!{command} #12")),
                "zoe",
            );
            assert!(again.contains("12"), "{locale} {command} #12: {again}");
            assert!(!again.contains(said), "{locale} {command} #12: {again}");
        }
    }
}

/// A setting's word typed as a command (`langue fr`) is answered with the command that
/// sets it, in the reader's words, and for a moderator the server's one too; each typed
/// back sets it, in every language. Nothing is set by the word alone.
#[test]
fn a_settings_word_typed_as_a_command_names_the_commands_that_set_it() {
    for (code, word, other) in [
        ("en", "language", "fr"),
        ("fr", "langue", "de"),
        ("de", "sprache", "en"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(code);
        let text = refused(&d.say("alice", &format!("!{word} {other}")), "alice");
        let commands = quoted(&text);
        assert_eq!(
            commands.len(),
            2,
            "{code}: the word and one command: {text}"
        );
        assert_eq!(commands[0], word, "{code}: {text}");
        assert_eq!(
            d.host.store().user("alice").unwrap().language,
            None,
            "{code}"
        );
        private(&d.say("alice", &format!("!{}", commands[1])), "alice");
        assert_eq!(
            d.host.store().user("alice").unwrap().language.as_deref(),
            Some(other),
            "{code}: `{}` sets the player's language",
            commands[1]
        );
        // A moderator is also given the server's.
        let text = refused(&d.mod_say(&format!("!{word} {other}")), "mo");
        let commands = quoted(&text);
        assert_eq!(commands.len(), 3, "{code}: {text}");
        assert_eq!(
            d.host.store().settings("srv").unwrap().language,
            Some(code.into()),
            "{code}"
        );
        d.mod_say(&format!("!{}", commands[2]));
        assert_eq!(
            d.host.store().settings("srv").unwrap().language.as_deref(),
            Some(other),
            "{code}: `{}` sets the server's language",
            commands[2]
        );
    }
}
