//! What only a shared PostgreSQL store has to show: several processes on one store
//! (version checks, events applied once, hosts taking turns on one game, two `chakbot
//! local` processes at once), schema upgrades, and `chakbot store copy` from sled. Each
//! test uses a fresh schema and drops it; without a server they are skipped loudly
//! (failed when `CI` is set).

mod common;

use chakbot::game::{Game, NewGame, Players, ServerSecret, Timestamp};
use chakbot::host::{Author, Body, Host, HostConfig, Input, Origin};
use chakbot::rules::{RuleSet, StartOption};
use chakbot::store::{Batch, GameFilter, Store, StoreError};
use common::bin::chakbot;
use common::stores::Place;

const T0: Timestamp = Timestamp(1_700_000_000_000);

fn new_game(id: u64) -> Game {
    Game::new(NewGame {
        id,
        ruleset: RuleSet::Chess,
        start: StartOption::Standard,
        players: Players {
            white: "alice".into(),
            black: "bob".into(),
        },
        secret: ServerSecret::from_bytes([id as u8; 32]),
        contributions: vec![format!("c-{id}")],
        custom_fen: None,
        control: "3d".parse().expect("valid time control"),
        now: T0,
    })
    .expect("valid game")
}

fn play(game: &mut Game, m: &str) {
    let action = chakbot::game::codec::parse_action(m).expect("coordinates");
    let at = T0.plus(1000 * (game.turns().len() as u64 + 1));
    game.play(game.turn(), &action, at).expect("legal");
}

fn put(store: &Store, game: &Game) -> Result<(), StoreError> {
    let mut b = Batch::new();
    b.put_game(game, "server", "channel");
    store.commit(b)
}

#[test]
fn a_game_written_by_another_process_is_stale_here_until_reloaded() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let (one, two) = (place.open(), place.open());
    let mut game = new_game(1);
    put(&one, &game).expect("created");
    let mut here = two.load_game(1).expect("q").expect("stored");
    assert!(two.holds_current(1).expect("q"));
    play(&mut game, "e2e4");
    put(&one, &game).expect("one writes");
    assert!(!two.holds_current(1).expect("q"), "two's copy is old");
    play(&mut here, "d2d4");
    let err = put(&two, &here).expect_err("two's copy is stale");
    assert!(matches!(err, StoreError::Stale { game: 1 }), "{err}");
    assert_eq!(
        one.game(1).expect("q").expect("stored").turns().len(),
        1,
        "the stale write changed nothing"
    );
    let mut again = two.load_game(1).expect("q").expect("stored");
    play(&mut again, "e7e5");
    put(&two, &again).expect("after reloading");
    // A game created by two processes at once is created once.
    let fresh = new_game(2);
    put(&one, &fresh).expect("first creation");
    let err = put(&two, &fresh).expect_err("already there");
    assert!(matches!(err, StoreError::Stale { game: 2 }), "{err}");
}

#[test]
fn an_event_delivered_to_two_processes_at_once_is_applied_once() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let stores: Vec<Store> = (0..4).map(|_| place.open()).collect();
    for round in 0..20 {
        let event = format!("evt-{round}");
        let results: Vec<Result<(), StoreError>> = std::thread::scope(|s| {
            let handles: Vec<_> = stores
                .iter()
                .map(|store| {
                    let event = event.clone();
                    s.spawn(move || {
                        let mut b = Batch::new();
                        b.audit(&chakbot::store::AuditEntry {
                            at: Timestamp(round),
                            server: "s".into(),
                            actor: "a".into(),
                            action: "x".into(),
                            game: None,
                            detail: String::new(),
                        })
                        .mark_processed(&event, T0);
                        store.commit(b)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("thread"))
                .collect()
        });
        let applied = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(applied, 1, "round {round}: {results:?}");
        assert!(results
            .iter()
            .all(|r| matches!(r, Ok(()) | Err(StoreError::AlreadyProcessed { .. }))));
    }
    let lines = stores[0]
        .audit_range(Timestamp(0), Timestamp(100))
        .expect("q");
    assert_eq!(lines.len(), 20, "one audit line per event");
}

#[test]
fn a_move_is_one_round_trip_and_refused_whole_when_stale_or_replayed() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let (one, two) = (place.open(), place.open());
    put(&one, &new_game(1)).expect("created");
    let mv = |store: &Store, m: &str, event: &str| {
        let mut game = store.load_game(1).expect("q").expect("stored");
        play(&mut game, m);
        let mut b = Batch::new();
        b.put_game(&game, "server", "channel")
            .mark_processed(event, T0);
        let before = store.round_trips();
        let result = store.commit(b);
        (result, store.round_trips() - before)
    };
    let (done, _) = mv(&one, "e2e4", "ev-1");
    done.expect("the first move");
    let (done, trips) = mv(&one, "e7e5", "ev-2");
    done.expect("the second move");
    // One statement (and its preparation if this connection had not run it yet).
    assert!(trips <= 2, "{trips} round trips for a move");
    // The same event again (another process): refused, nothing written.
    let (done, _) = mv(&two, "g1f3", "ev-2");
    assert!(
        matches!(done, Err(StoreError::AlreadyProcessed { .. })),
        "{done:?}"
    );
    assert_eq!(one.game(1).expect("q").expect("stored").turns().len(), 2);
    // A move from a copy another process has since changed: stale, nothing written.
    let mut old = one.load_game(1).expect("q").expect("stored");
    mv(&two, "g1f3", "ev-3").0.expect("two moves");
    play(&mut old, "b1c3");
    let mut b = Batch::new();
    b.put_game(&old, "server", "channel")
        .mark_processed("ev-4", T0);
    let done = one.commit(b);
    assert!(
        matches!(done, Err(StoreError::Stale { game: 1 })),
        "{done:?}"
    );
    let stored = two.game(1).expect("q").expect("stored");
    let played: Vec<&str> = stored
        .turns()
        .iter()
        .map(|t| t.public_text.as_str())
        .collect();
    assert_eq!(played, ["e4", "e5", "Nf3"], "the stale move wrote nothing");
    assert!(!one.is_processed("ev-4").expect("q"), "nor its event id");
}

#[test]
fn a_move_through_the_host_costs_a_few_round_trips() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let store = place.open();
    let host = Host::new(store.clone(), HostConfig::local());
    let _ = host.handle(say("1", "alice", "!challenge chess @bob as white"));
    let accepted = host.handle(say("2", "bob", "!accept"));
    assert!(accepted.iter().any(|r| r.board().is_some()), "{accepted:?}");
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];
    let before = store.round_trips();
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let replies = host.handle(say(&format!("m{i}"), who, m));
        assert!(replies.iter().any(|r| r.text.contains("played")), "{m}");
    }
    let per_move = (store.round_trips() - before) as f64 / moves.len() as f64;
    // The reads in one (event, settings, author, channel, the author's games with their
    // metas and versions), then the commit; a statement's first preparation on a
    // connection adds one. Each read behind a validation query and the commit as five
    // statements took about 32.
    assert!(per_move <= 3.0, "{per_move} round trips per move");
}

fn say(id: &str, who: &str, text: &str) -> Input {
    Input {
        event_id: id.into(),
        at: T0,
        author: Author::named(who),
        origin: Origin::Channel {
            server: "local".into(),
            channel: "local".into(),
        },
        body: Body::Text {
            text: text.into(),
            addressed: false,
        },
    }
}

#[test]
fn two_hosts_on_one_store_take_turns_on_one_game() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let a = Host::new(place.open(), HostConfig::local());
    let b = Host::new(place.open(), HostConfig::local());
    let _ = a.handle(say("1", "alice", "!challenge chess @bob as white"));
    let accepted = b.handle(say("2", "bob", "!accept"));
    assert!(accepted.iter().any(|r| r.board().is_some()), "{accepted:?}");
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"];
    for (i, m) in moves.iter().enumerate() {
        // Each host in turn: each time, the other one wrote the game last.
        let host = if i % 3 == 0 { &a } else { &b };
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let replies = host.handle(say(&format!("m{i}"), who, m));
        assert!(
            replies.iter().any(|r| r.text.contains("played")),
            "{m}: {:?}",
            replies.iter().map(|r| &r.text).collect::<Vec<_>>()
        );
        // The same event again, through the other host: applied once.
        let other = if i % 3 == 0 { &b } else { &a };
        assert!(other.handle(say(&format!("m{i}"), who, m)).is_empty());
    }
    let store = place.open();
    let ids = store.games_of_user("alice", GameFilter::All).expect("q");
    assert_eq!(ids.len(), 1);
    let game = store.game(ids[0]).expect("q").expect("stored");
    let played: Vec<&str> = game
        .turns()
        .iter()
        .map(|t| t.public_text.as_str())
        .collect();
    assert_eq!(played, moves);
}

#[test]
fn an_old_schema_is_upgraded_at_open() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let url = place.arg();
    {
        let old = Store::open_postgres_at_schema(&url, 1).expect("schema 1");
        put(&old, &new_game(3)).expect("written with schema 1");
        let mut c = place.client().expect("client");
        let tables: i64 = c
            .query_one(
                "SELECT count(*) FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_name = 'bot_meta'",
                &[],
            )
            .expect("q")
            .get(0);
        assert_eq!(tables, 0, "schema 1 has no bot_meta");
    }
    let store = place.open();
    let mut c = place.client().expect("client");
    let versions: Vec<i32> = c
        .query(
            "SELECT version FROM chakbot_migrations ORDER BY version",
            &[],
        )
        .expect("q")
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(versions, [1, 2, 3]);
    assert_eq!(
        chakbot::store::postgres::latest_schema(),
        3,
        "update this test with the migrations"
    );
    assert!(store.game(3).expect("q").is_some(), "data kept");
    store
        .bot_meta_or_insert("k", b"v")
        .expect("the new table works");
    // A schema from a later release is refused.
    c.execute(
        "INSERT INTO chakbot_migrations (version, name) VALUES (99, 'future')",
        &[],
    )
    .expect("q");
    let err = Store::open_url(&place.url()).err().expect("refused");
    assert!(err.to_string().contains("schema version 99"), "{err}");
}

/// `alice: e4`, `bob: e5`, … (or with other names).
fn script(white: &str, black: &str, moves: &str) -> String {
    let mut s = format!("{white}: challenge chess @{black} as white\n{black}: accept\n");
    for (i, m) in moves.split_whitespace().enumerate() {
        s.push_str(&format!(
            "{}: {m}\n",
            if i % 2 == 0 { white } else { black }
        ));
    }
    s
}

const RUY: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";
const QGD: &str = "d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1 c6 Bd3 dxc4 Bxc4 Nd5";

fn moves_of(store: &Store, user: &str) -> Vec<String> {
    let ids = store.games_of_user(user, GameFilter::All).expect("q");
    assert_eq!(ids.len(), 1, "{user} plays one game");
    let game = store.game(ids[0]).expect("q").expect("stored");
    game.turns().iter().map(|t| t.public_text.clone()).collect()
}

#[test]
fn two_local_processes_on_one_store_lose_and_mix_nothing() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let url = place.arg();
    let images = tempfile::tempdir().expect("temp dir");
    let runs: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = [("alice", "bob", RUY), ("carol", "dave", QGD)]
            .into_iter()
            .enumerate()
            .map(|(i, (w, b, moves))| {
                let url = url.clone();
                let img = images.path().join(i.to_string());
                s.spawn(move || {
                    let img = img.display().to_string();
                    chakbot(
                        &["local", "--store", &url, "--images", &img],
                        &script(w, b, moves),
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    for (run, moves) in runs.iter().zip([RUY, QGD]) {
        assert_eq!(run.code, 0, "{}", run.err);
        let played = run.out.lines().filter(|l| l.contains(" played ")).count();
        assert_eq!(played, moves.split_whitespace().count(), "{}", run.out);
    }
    let store = place.open();
    let split = |m: &str| m.split_whitespace().map(String::from).collect::<Vec<_>>();
    assert_eq!(moves_of(&store, "alice"), split(RUY));
    assert_eq!(moves_of(&store, "dave"), split(QGD));
    // And local mode goes on with the same game in a later process.
    let more_images = images.path().join("more").display().to_string();
    let more = chakbot(
        &["local", "--store", &url, "--images", &more_images],
        "alice: Bc2\n",
    );
    assert_eq!(more.code, 0, "{}", more.err);
    assert!(more.out.contains("alice played"), "{}", more.out);
}

#[test]
fn store_copy_moves_a_sled_store_to_postgres_and_checks_it() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    let data_arg = data.display().to_string();
    let images = dir.path().join("images").display().to_string();
    let mut input = script("alice", "bob", RUY);
    input.push_str("carol: challenge koopa @dave\n");
    let run = chakbot(&["local", "--data", &data_arg, "--images", &images], &input);
    assert_eq!(run.code, 0, "{}", run.err);
    let from = format!("sled:{data_arg}");
    let to = place.arg();
    let copy = chakbot(&["store", "copy", "--from", &from, "--to", &to], "");
    assert_eq!(copy.code, 0, "{}{}", copy.out, copy.err);
    assert!(copy.out.contains("1 games"), "{}", copy.out);
    assert!(copy.out.contains("1 challenges"), "{}", copy.out);
    assert!(copy.out.contains("1 games replayed equal"), "{}", copy.out);
    {
        let source = Store::open(&data).expect("sled opens");
        let target = place.open();
        assert_eq!(moves_of(&target, "alice"), moves_of(&source, "alice"));
        assert!(target.next_id().expect("id") > source.next_id().expect("id") - 1);
    }
    // The bot goes on from the copy.
    let more = chakbot(
        &["local", "--store", &to, "--images", &images],
        "alice: Bc2\n",
    );
    assert_eq!(more.code, 0, "{}", more.err);
    assert!(more.out.contains("alice played"), "{}", more.out);
    // A second copy into the same, no longer empty store is refused.
    let again = chakbot(&["store", "copy", "--from", &from, "--to", &to], "");
    assert_eq!(again.code, 1);
    assert!(again.err.contains("not empty"), "{}", again.err);
    let bad = chakbot(&["store", "copy", "--from", "mysql://x", "--to", &to], "");
    assert_eq!(bad.code, 2);
    assert!(bad.err.contains("sled:DIR"), "{}", bad.err);
}

#[test]
fn a_challenge_accepted_in_two_processes_at_once_starts_one_game() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let hosts: Vec<Host> = (0..3)
        .map(|_| Host::new(place.open(), HostConfig::local()))
        .collect();
    for round in 0..5 {
        let (w, b) = (format!("w{round}"), format!("b{round}"));
        let _ = hosts[0].handle(say(
            &format!("c{round}"),
            &w,
            &format!("!challenge chess @{b}"),
        ));
        let answers: Vec<_> = std::thread::scope(|s| {
            let handles: Vec<_> = hosts
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    let b = b.clone();
                    // Different event ids: three separate accept commands.
                    s.spawn(move || h.handle(say(&format!("a{round}-{i}"), &b, "!accept")))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("thread"))
                .collect()
        });
        let started = answers
            .iter()
            .filter(|r| r.iter().any(|r| r.board().is_some()))
            .count();
        assert_eq!(started, 1, "round {round}");
        let store = place.open();
        assert_eq!(
            store.games_of_user(&w, GameFilter::All).expect("q").len(),
            1,
            "round {round}"
        );
    }
}
