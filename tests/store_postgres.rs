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
    assert_eq!(versions, [1, 2, 3, 4, 5, 6]);
    assert_eq!(
        chakbot::store::postgres::latest_schema(),
        6,
        "update this test with the migrations"
    );
    assert!(store.game(3).expect("q").is_some(), "data kept");
    store
        .bot_meta_or_insert("k", b"v")
        .expect("the new table works");
    assert!(
        store
            .active_tournaments()
            .expect("the tournaments table works")
            .is_empty(),
        "no tournament yet"
    );
    // Migration 5: reviews, kept with their game.
    assert_eq!(store.review(3).expect("the reviews table works"), None);
    let mut b = Batch::new();
    b.put_review(3, b"{\"version\":1}".to_vec());
    store.commit(b).expect("a review is written");
    assert_eq!(
        store.review(3).expect("q").as_deref(),
        Some(&b"{\"version\":1}"[..])
    );
    // Migration 6: the review queue.
    assert!(store
        .queued_reviews(None)
        .expect("the review_queue table works")
        .is_empty());
    let request = chakbot::store::ReviewRequest {
        game: 3,
        server: "srv".into(),
        user: "alice".into(),
        place: chakbot::store::ReviewPlace::Dm,
        lang: "en".into(),
        at: chakbot::game::Timestamp(1),
        seq: 0,
    };
    let mut b = Batch::new();
    b.queue_review(&request);
    store.commit(b).expect("a request is queued");
    assert_eq!(store.queued_reviews(Some(3)).expect("q").len(), 1);
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

/// The address, user and database of the test server.
fn server_parts() -> (std::net::SocketAddr, String, String) {
    use std::net::ToSocketAddrs;
    let config: postgres::Config = common::stores::server_url()
        .parse()
        .expect("a PostgreSQL URL");
    let host = match config.get_hosts().first() {
        Some(postgres::config::Host::Tcp(h)) => h.clone(),
        _ => "127.0.0.1".to_string(),
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let addr = (host.as_str(), port)
        .to_socket_addrs()
        .expect("the server's address")
        .next()
        .expect("an address");
    let user = config.get_user().unwrap_or("root").to_string();
    let db = config.get_dbname().unwrap_or("test").to_string();
    (addr, user, db)
}

/// The longest a refusal may take while the server cannot be reached (the first one
/// included); the issue saw 40 to 176 s.
const FAST: std::time::Duration = std::time::Duration::from_secs(2);

const UNREACHABLE_EN: &str = "I cannot reach my storage right now";
const UNREACHABLE_FR: &str = "Je n’arrive pas à joindre mon stockage";

/// #35, point 5: PostgreSQL goes down under a running `chakbot local`. Every command is
/// refused at once (well under 2 s each, the first one too) in its reader's language,
/// saying the store cannot be reached and nothing changed; `help` still answers; and
/// when the server is back, the same process plays on: nothing acknowledged is lost,
/// nothing refused was kept.
#[test]
fn an_unreachable_server_is_refused_at_once_and_the_bot_recovers_by_itself() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let Place::Postgres { schema } = &place else {
        unreachable!("a PostgreSQL place")
    };
    let (server, user, db) = server_parts();
    let mut proxy = common::proxy::Proxy::start(server);
    let url = format!(
        "postgres://{user}@127.0.0.1:{}/{db}?schema={schema}",
        proxy.port()
    );
    let images = tempfile::tempdir().expect("temp dir");
    let images = images.path().display().to_string();
    let mut bot = common::bin::Live::start(&["local", "--store", &url, "--images", &images]);
    let answer = |bot: &mut common::bin::Live, line: &str| -> String {
        let (lines, took) = bot.say(line);
        eprintln!("{took:>12?}  {line}");
        lines.join("\n")
    };
    for line in [
        "alice: settings language fr",
        "alice: challenge chess @bob as white",
        "bob: accept",
        "alice: e4",
        "bob: e5",
    ] {
        let out = answer(&mut bot, line);
        assert!(!out.contains("[error]"), "{line}: {out}");
    }

    proxy.down();
    let mut slowest = std::time::Duration::ZERO;
    for round in 0..2 {
        for (line, words) in [
            ("alice: Nf3", UNREACHABLE_FR),
            ("bob: resign", UNREACHABLE_EN),
            ("carol: challenge chess @dave", UNREACHABLE_EN),
            ("bob: help", "I host games of"),
            ("alice: help", "J’organise des parties"),
            ("alice: rules chess", "les règles habituelles (FIDE)"),
        ] {
            let (lines, took) = bot.say(line);
            eprintln!("{took:>12?}  {line} (server down, round {round})");
            slowest = slowest.max(took);
            let out = lines.join("\n");
            assert!(took < FAST, "{line}: answered after {took:?}: {out}");
            assert!(out.contains(words), "{line}: {out}");
            if line.contains("help") || line.contains("rules") {
                assert!(
                    !out.contains(UNREACHABLE_EN) && !out.contains(UNREACHABLE_FR),
                    "{line} needs no store: {out}"
                );
            } else {
                assert!(
                    out.contains("nothing was changed") || out.contains("rien n’a été changé"),
                    "{line}: {out}"
                );
            }
        }
    }
    eprintln!("slowest answer while the server was down: {slowest:?}");

    // The server is back: the same process goes on by itself.
    proxy.up();
    std::thread::sleep(std::time::Duration::from_millis(1_500));
    let out = answer(&mut bot, "alice: Nf3");
    assert!(out.contains("alice played Nf3"), "{out}");
    let out = answer(&mut bot, "bob: Nc6");
    assert!(out.contains("bob played Nc6"), "{out}");
    assert_eq!(bot.finish(), 0);
    let store = place.open();
    assert_eq!(
        moves_of(&store, "alice"),
        ["e4", "e5", "Nf3", "Nc6"],
        "every acknowledged move kept, no refused one"
    );
    assert!(store
        .games_of_user("carol", GameFilter::All)
        .expect("q")
        .is_empty());
    assert!(
        store.open_challenges(T0).expect("q").is_empty(),
        "no challenge kept"
    );
}

/// A database of its own for one test, so that its settings disturb no other test;
/// dropped (with its settings) afterwards, also when the test fails.
struct OwnDatabase {
    name: String,
}

fn admin() -> postgres::Client {
    postgres::Client::connect(&common::stores::server_url(), postgres::NoTls).expect("connects")
}

impl OwnDatabase {
    fn create() -> Option<OwnDatabase> {
        Place::postgres()?;
        let name = format!(
            "chakbot_test_ro_{}_{:08x}",
            std::process::id(),
            rand::random::<u32>()
        );
        admin()
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("database created");
        Some(OwnDatabase { name })
    }

    fn url(&self) -> String {
        let base = common::stores::server_url();
        let (before, _) = base.rsplit_once('/').expect("a URL with a database");
        format!("{before}/{}", self.name)
    }

    fn read_only(&self, on: bool) {
        let sql = if on {
            format!(
                "ALTER DATABASE {} SET default_transaction_read_only = on",
                self.name
            )
        } else {
            format!(
                "ALTER DATABASE {} RESET default_transaction_read_only",
                self.name
            )
        };
        admin().batch_execute(&sql).expect("altered");
    }
}

impl Drop for OwnDatabase {
    fn drop(&mut self) {
        let name = self.name.clone();
        // On a thread of its own: the blocking client may not run inside a runtime.
        let _ = std::thread::spawn(move || {
            if let Ok(mut c) =
                postgres::Client::connect(&common::stores::server_url(), postgres::NoTls)
            {
                // Two statements, each in its own transaction: DROP DATABASE may not be
                // part of one with another.
                let _ = c.batch_execute(&format!("ALTER DATABASE {name} RESET ALL"));
                let _ = c.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        })
        .join();
    }
}

const READ_ONLY_EN: &str = "my database is read-only, so nothing was changed";
const READ_ONLY_FR: &str = "ma base de données est en lecture seule";

/// #35, point 6: the database turns read-only (`ALTER DATABASE … SET
/// default_transaction_read_only = on`; the bot's connections are replaced meanwhile, as
/// after a failover) and back. Meanwhile every change is refused saying the database is
/// read-only, in the reader's language, and nothing of it is kept; once it is writable
/// again the very next move is played, by the same host, with no restart.
#[test]
fn a_read_only_database_is_told_and_the_bot_recovers_when_it_is_writable() {
    use common::host::{public, refused, texts, Driver};
    let Some(db) = OwnDatabase::create() else {
        return;
    };
    let store = Store::open_url(&chakbot::store::StoreUrl::Postgres(db.url())).expect("opens");
    let d = Driver::over(Host::new(store, HostConfig::local()));
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let before = d.snapshot(id, &["alice", "bob"]);

    db.read_only(true);
    // The sessions open now began writable; a failover or restart replaces them.
    admin()
        .query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = $1 AND pid <> pg_backend_pid()",
            &[&db.name],
        )
        .expect("backends ended");
    let say_fr = |who: &str, text: &str| d.say_from("fr", who, text);
    for _ in 0..3 {
        let r = d.say("alice", "Nf3");
        assert!(refused(&r, "alice").contains(READ_ONLY_EN), "{}", texts(&r));
        let r = say_fr("alice", "Nf3");
        assert!(refused(&r, "alice").contains(READ_ONLY_FR), "{}", texts(&r));
        let r = d.say("bob", "!resign");
        assert!(refused(&r, "bob").contains(READ_ONLY_EN), "{}", texts(&r));
        let r = d.say("carol", "!challenge chess @dave");
        assert!(refused(&r, "carol").contains(READ_ONLY_EN), "{}", texts(&r));
    }
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before, "nothing kept");

    db.read_only(false);
    public(&d.say("alice", "Nf3"));
    public(&d.say("bob", "Nc6"));
    assert_eq!(d.moves_of(id), 4);
}
