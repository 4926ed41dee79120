//! The store on both backends, one suite, two instances (sled in a temporary folder, a
//! fresh PostgreSQL schema): games of the real engines through `Game`, indexes, atomic
//! batches, event de-duplication, reopening, versions, deadlines, leaderboard, audit
//! order, concurrent committers, and a writer killed with SIGKILL that must keep every
//! acknowledged write.

mod common;

use common::stores::Place;

use chakbot::game::codec::parse_action;
use chakbot::game::{Game, NewGame, Players, Rating, ServerSecret, Timestamp};
use chakbot::rules::{RuleSet, StartOption};
use chakbot::store::{
    AuditEntry, Batch, Challenge, ChannelSettings, Due, GameFilter, ServerSettings, Store,
    StoreError,
};
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const T0: Timestamp = Timestamp(1_700_000_000_000);
const HOUR: u64 = 3_600_000;
const DAY: u64 = 24 * HOUR;

fn new_game(id: u64, ruleset: RuleSet, white: &str, black: &str) -> Game {
    Game::new(NewGame {
        id,
        ruleset,
        start: StartOption::Standard,
        players: Players {
            white: white.into(),
            black: black.into(),
        },
        secret: ServerSecret::from_bytes([id as u8; 32]),
        contributions: vec![format!("challenge-{id}"), format!("accept-{id}")],
        custom_fen: None,
        control: "3d".parse().expect("valid time control"),
        now: T0,
    })
    .expect("valid game")
}

/// Plays coordinate moves from the side to move, one hour apart after the last turn.
fn play(game: &mut Game, moves: &[&str]) {
    for m in moves {
        let at = T0.plus(HOUR * (game.turns().len() as u64 + 1));
        let action = parse_action(m).expect("valid coordinate move");
        game.play(game.turn(), &action, at)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn record_json(game: &Game) -> serde_json::Value {
    serde_json::to_value(game.to_record()).expect("serialises")
}

fn open(dir: &Path) -> Store {
    Store::open(dir).expect("store opens")
}

both_backends!(
    a_chakart_game_in_the_middle_of_play_round_trips_through_a_reopen,
    indexes_follow_a_game_from_active_to_finished,
    the_deadline_index_holds_one_entry_per_game_at_its_next_wakeup,
    challenges_expire_through_the_deadline_index,
    a_failed_batch_writes_nothing,
    the_same_event_twice_is_applied_once,
    everything_survives_a_reopen,
    the_leaderboard_is_highest_first_per_server_and_rule_set,
    the_audit_log_is_ordered_by_time_then_by_writing,
    concurrent_committers_on_different_games_are_all_durable,
    acknowledged_writes_survive_sigkill,
    the_bytes_written_per_move_do_not_grow_with_the_game,
    a_takeback_rewrites_the_turns_and_the_game_reads_back,
    a_bot_record_is_stored_once,
    bot_records_are_set_removed_and_listed_by_prefix,
    one_holder_has_a_lease_at_a_time,
    a_frozen_game_stays_frozen_through_a_reopen_without_a_deadline,
    the_review_queue_keeps_its_order_through_a_reopen_and_dequeues_once,
);

fn commit_game(store: &Store, game: &Game, event: &str) {
    let mut b = Batch::new();
    b.put_game(game, "server", "channel-1")
        .mark_processed(event, T0);
    store.commit(b).expect("commit");
}

fn challenge(id: u64, expires_at: Timestamp) -> Challenge {
    Challenge {
        id,
        server: "server".into(),
        channel: "channel-1".into(),
        challenger: "alice".into(),
        invitee: Some("bob".into()),
        ruleset: "chakart".into(),
        start: 0,
        control: "3d".into(),
        secret: "00".repeat(32),
        event_id: format!("evt-{id}"),
        created_at: T0,
        expires_at,
        color: None,
        challenger_name: None,
        invitee_name: None,
        rematch_of: None,
        team: None,
        message: None,
        fen: None,
    }
}

fn audit(at: u64, action: &str) -> AuditEntry {
    AuditEntry {
        at: Timestamp(at),
        server: "server".into(),
        actor: "mod".into(),
        action: action.into(),
        game: Some(1),
        detail: String::new(),
    }
}

fn a_chakart_game_in_the_middle_of_play_round_trips_through_a_reopen(place: &Place) {
    let mut game = new_game(7, RuleSet::Chakart, "alice", "bob");
    // Play 16 turns with the real engine, choosing among the legal actions by turn index
    // (moves and answers to pending choices alike), so random draws are recorded.
    for ply in 0..16usize {
        let actor = game.turn();
        let moves = game.legal_moves(actor);
        assert!(!moves.is_empty(), "the game goes on at ply {ply}");
        let action = moves[(ply * 7) % moves.len()].action;
        let at = T0.plus(HOUR * (ply as u64 + 1));
        game.play(actor, &action, at).expect("a legal action");
        if game.is_over() {
            break;
        }
    }
    assert!(game.turns().len() >= 2);
    {
        let store = place.open();
        commit_game(&store, &game, "evt-1");
    }
    let store = place.open();
    let back = store.game(7).expect("reads").expect("stored");
    assert_eq!(record_json(&back), record_json(&game));
    assert_eq!(back.turn(), game.turn());
    assert_eq!(back.pending(), game.pending());
    assert_eq!(back.state().position().fen(), game.state().position().fen());
    assert_eq!(
        back.legal_moves(back.turn()).len(),
        game.legal_moves(game.turn()).len()
    );
    let meta = store.game_meta(7).expect("reads").expect("stored");
    assert_eq!((meta.white.as_str(), meta.black.as_str()), ("alice", "bob"));
    assert_eq!(meta.ruleset, "chakart");
    assert_eq!(meta.channel, "channel-1");
    assert!(store.game(8).expect("reads").is_none());
}

fn indexes_follow_a_game_from_active_to_finished(place: &Place) {
    let store = place.open();
    let mut game = new_game(1, RuleSet::Chess, "alice", "bob");
    let other = new_game(2, RuleSet::Chess, "carol", "alice");
    commit_game(&store, &game, "e1");
    commit_game(&store, &other, "e2");
    assert_eq!(
        store.games_of_user("alice", GameFilter::Active).expect("q"),
        [1, 2]
    );
    assert_eq!(
        store.games_of_user("bob", GameFilter::Active).expect("q"),
        [1]
    );
    assert_eq!(
        store.games_of_user("carol", GameFilter::All).expect("q"),
        [2]
    );
    assert_eq!(
        store.games_of_user("al", GameFilter::All).expect("q"),
        Vec::<u64>::new()
    );
    assert_eq!(
        store
            .games_of_channel("channel-1", GameFilter::Active)
            .expect("q"),
        [1, 2]
    );

    // Fool's mate: black wins, the game is over.
    play(&mut game, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(game.is_over());
    commit_game(&store, &game, "e3");
    assert_eq!(
        store.games_of_user("alice", GameFilter::Active).expect("q"),
        [2]
    );
    assert_eq!(
        store
            .games_of_user("alice", GameFilter::Finished)
            .expect("q"),
        [1]
    );
    assert_eq!(
        store.games_of_user("bob", GameFilter::Active).expect("q"),
        Vec::<u64>::new()
    );
    assert_eq!(store.games_of_user("bob", GameFilter::All).expect("q"), [1]);
    assert_eq!(
        store
            .games_of_channel("channel-1", GameFilter::Active)
            .expect("q"),
        [2]
    );
    assert_eq!(
        store
            .games_of_channel("channel-1", GameFilter::All)
            .expect("q"),
        [1, 2]
    );
    assert!(!store.game_meta(1).expect("q").expect("stored").active);
}

/// A store written before the active-game indexes existed (sled trees
/// `active_games_by_channel` / `active_games_by_user` and the marker
/// `chakbot-active-index`) gets them built when it is opened.
#[test]
fn a_store_without_active_indexes_gets_them_at_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    {
        let store = open(dir.path());
        let mut finished = new_game(1, RuleSet::Chess, "alice", "bob");
        play(&mut finished, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        commit_game(&store, &finished, "e1");
        commit_game(&store, &new_game(2, RuleSet::Chess, "bob", "carol"), "e2");
        commit_game(&store, &new_game(3, RuleSet::Chess, "alice", "carol"), "e3");
        store.sync().expect("flush");
    }
    {
        // Back to the older layout: no active indexes, no marker.
        let db = sled::open(dir.path()).expect("raw open");
        for name in ["active_games_by_channel", "active_games_by_user"] {
            let tree = db.open_tree(name).expect("tree");
            assert!(!tree.is_empty(), "{name} was kept by the commits");
            tree.clear().expect("clear");
        }
        assert!(db.remove("chakbot-active-index").expect("remove").is_some());
        db.flush().expect("flush");
    }
    let store = Store::open(dir.path()).expect("reopens");
    let active = |user: &str| store.games_of_user(user, GameFilter::Active).expect("q");
    assert_eq!(active("alice"), [3]);
    assert_eq!(active("bob"), [2]);
    assert_eq!(active("carol"), [2, 3]);
    assert_eq!(
        store
            .games_of_channel("channel-1", GameFilter::Active)
            .expect("q"),
        [2, 3]
    );
    assert!(store.channel_has_active_games("channel-1").expect("q"));
    assert!(!store.channel_has_active_games("channel-").expect("q"));
    assert_eq!(
        store.games_of_user("alice", GameFilter::All).expect("q"),
        [1, 3]
    );
}

fn the_deadline_index_holds_one_entry_per_game_at_its_next_wakeup(place: &Place) {
    let store = place.open();
    let mut game = new_game(3, RuleSet::Chess, "alice", "bob");
    commit_game(&store, &game, "e1");
    // Correspondence 3d: the reminder is due when a quarter of the 72 hours is left.
    let first = game.next_wakeup().expect("a running clock");
    assert_eq!(first, T0.plus(54 * HOUR));
    assert_eq!(
        store.due_by(first.plus(0)).expect("q"),
        [Due::Game { id: 3, at: first }]
    );
    assert_eq!(store.due_by(Timestamp(first.0 - 1)).expect("q"), []);

    play(&mut game, &["e2e4"]);
    commit_game(&store, &game, "e2");
    let second = game.next_wakeup().expect("a running clock");
    assert_eq!(second, T0.plus(HOUR + 54 * HOUR));
    // The old entry is gone: only the new wake-up is due, even long after both.
    assert_eq!(
        store.due_by(T0.plus(30 * DAY)).expect("q"),
        [Due::Game { id: 3, at: second }]
    );

    play(&mut game, &["f7f6", "d2d4", "g7g5", "d1h5"]);
    assert!(game.is_over());
    commit_game(&store, &game, "e3");
    assert_eq!(store.due_by(T0.plus(30 * DAY)).expect("q"), []);
}

/// A game a moderator froze keeps its frozen state through a reopen and has no entry in
/// the deadline index; unfrozen, its deadline is back, moved by the frozen time. A record
/// of a game never frozen has no `frozen_since` (records written before freezing read the
/// same).
fn a_frozen_game_stays_frozen_through_a_reopen_without_a_deadline(place: &Place) {
    let mut game = new_game(4, RuleSet::Chess, "alice", "bob");
    assert!(record_json(&game).get("frozen_since").is_none());
    let first = game.next_wakeup().expect("a running clock");
    assert!(game.freeze(T0.plus(HOUR)));
    {
        let store = place.open();
        commit_game(&store, &game, "e1");
        assert_eq!(store.due_by(T0.plus(365 * DAY)).expect("q"), []);
    }
    let store = place.open();
    let mut back = store.load_game(4).expect("reads").expect("stored");
    assert!(back.is_frozen());
    assert_eq!(record_json(&back), record_json(&game));
    assert!(back.unfreeze(T0.plus(DAY + HOUR)));
    commit_game(&store, &back, "e2");
    let moved = T0.plus(first.since(T0) + DAY);
    assert_eq!(
        store.due_by(T0.plus(365 * DAY)).expect("q"),
        [Due::Game { id: 4, at: moved }]
    );
}

fn challenges_expire_through_the_deadline_index(place: &Place) {
    let store = place.open();
    let mut b = Batch::new();
    b.put_challenge(&challenge(10, T0.plus(10)))
        .put_challenge(&challenge(11, T0.plus(100)));
    store.commit(b).expect("commit");
    let open_ids: Vec<u64> = store
        .open_challenges(T0.plus(50))
        .expect("q")
        .iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(open_ids, [11]);
    assert_eq!(
        store.due_by(T0.plus(50)).expect("q"),
        [Due::Challenge {
            id: 10,
            at: T0.plus(10)
        }]
    );
    let mut b = Batch::new();
    b.remove_challenge(10);
    store.commit(b).expect("commit");
    assert_eq!(store.challenge(10).expect("q"), None);
    assert_eq!(store.due_by(T0.plus(50)).expect("q"), []);
    // Removing it again (another process answered it meanwhile) writes nothing.
    let mut b = Batch::new();
    b.remove_challenge(10).mark_processed("late-answer", T0);
    let err = store.commit(b).expect_err("gone");
    assert!(
        matches!(err, StoreError::ChallengeGone { challenge: 10 }),
        "{err}"
    );
    assert!(!store.is_processed("late-answer").expect("q"));
    assert_eq!(
        store.challenge(11).expect("q"),
        Some(challenge(11, T0.plus(100)))
    );
}

fn a_failed_batch_writes_nothing(place: &Place) {
    let store = place.open();
    let first = new_game(1, RuleSet::Chess, "alice", "bob");
    commit_game(&store, &first, "evt-dup");

    let second = new_game(2, RuleSet::Chess, "carol", "dave");
    let mut b = Batch::new();
    b.put_game(&second, "server", "channel-2")
        .put_challenge(&challenge(20, T0.plus(DAY)))
        .audit(&audit(5, "abort"))
        .put_rating("server", "chess", "carol", Rating::default(), 1)
        .mark_processed("evt-dup", T0);
    let err = store
        .commit(b)
        .expect_err("the event was already processed");
    assert!(matches!(err, StoreError::AlreadyProcessed { .. }), "{err}");
    assert!(store.game(2).expect("q").is_none());
    assert!(store.game_meta(2).expect("q").is_none());
    assert_eq!(
        store.games_of_user("carol", GameFilter::All).expect("q"),
        Vec::<u64>::new()
    );
    assert_eq!(
        store
            .games_of_channel("channel-2", GameFilter::All)
            .expect("q"),
        Vec::<u64>::new()
    );
    assert!(store.challenge(20).expect("q").is_none());
    assert_eq!(
        store.audit_range(Timestamp(0), Timestamp(100)).expect("q"),
        []
    );
    assert!(store
        .rating("server", "chess", "carol")
        .expect("q")
        .is_none());
    // Only the deadline of the first game is there.
    assert_eq!(store.due_by(T0.plus(30 * DAY)).expect("q").len(), 1);
}

fn the_same_event_twice_is_applied_once(place: &Place) {
    let store = place.open();
    assert!(!store.is_processed("evt-1").expect("q"));
    let mut b = Batch::new();
    b.audit(&audit(1, "reveal")).mark_processed("evt-1", T0);
    store.commit(b).expect("first delivery");
    assert!(store.is_processed("evt-1").expect("q"));
    assert!(!store.is_processed("evt-2").expect("q"));
    let mut again = Batch::new();
    again.audit(&audit(1, "reveal")).mark_processed("evt-1", T0);
    assert!(matches!(
        store.commit(again),
        Err(StoreError::AlreadyProcessed { .. })
    ));
    assert_eq!(
        store
            .audit_range(Timestamp(0), Timestamp(10))
            .expect("q")
            .len(),
        1
    );

    // Pruning forgets old ids only.
    let mut b = Batch::new();
    b.mark_processed("evt-late", T0.plus(DAY));
    store.commit(b).expect("commit");
    assert_eq!(store.prune_processed(T0.plus(1)).expect("prune"), 1);
    assert!(!store.is_processed("evt-1").expect("q"));
    assert!(store.is_processed("evt-late").expect("q"));
}

fn everything_survives_a_reopen(place: &Place) {
    let mut game = new_game(1, RuleSet::Chess, "alice", "bob");
    play(&mut game, &["e2e4", "c7c5"]);
    let settings = ServerSettings {
        moderators: vec!["mod".into()],
        ping_roles: [("chakart".to_string(), "role-9".to_string())].into(),
        default_control: Some("1d".into()),
        // A channel's own language, and a game's thread that follows it.
        channel_settings: [
            (
                "salon".to_string(),
                ChannelSettings {
                    language: Some("fr".into()),
                    parent: None,
                    threads: None,
                    team_game: None,
                },
            ),
            (
                "thread-7".to_string(),
                ChannelSettings {
                    language: None,
                    parent: Some("salon".into()),
                    threads: None,
                    team_game: Some(7),
                },
            ),
            (
                "channel-2".to_string(),
                ChannelSettings {
                    language: None,
                    parent: None,
                    threads: Some(false),
                    team_game: None,
                },
            ),
        ]
        .into(),
        ..ServerSettings::default()
    };
    let rating = Rating {
        rating: 1612.5,
        deviation: 80.25,
        volatility: 0.0599,
    };
    let ids = {
        let store = place.open();
        let ids = [store.next_id().expect("id"), store.next_id().expect("id")];
        let mut b = Batch::new();
        b.put_game(&game, "server", "channel-1")
            .put_challenge(&challenge(5, T0.plus(DAY)))
            .put_settings("server", &settings)
            .put_rating("server", "chess", "alice", rating, 3)
            .audit(&audit(9, "adjudicate"))
            .mark_processed("evt-9", T0);
        store.commit(b).expect("commit");
        ids
    };
    let store = place.open();
    assert_eq!(
        record_json(&store.game(1).expect("q").expect("game")),
        record_json(&game)
    );
    assert_eq!(
        store.challenge(5).expect("q"),
        Some(challenge(5, T0.plus(DAY)))
    );
    assert_eq!(store.settings("server").expect("q"), settings);
    assert_eq!(settings.language_in("thread-7"), Some("fr"));
    assert_eq!(
        store.settings("elsewhere").expect("q"),
        ServerSettings::default()
    );
    let r = store
        .rating("server", "chess", "alice")
        .expect("q")
        .expect("rated");
    assert_eq!((r.rating, r.games), (rating, 3));
    assert_eq!(
        store.audit_range(Timestamp(0), Timestamp(10)).expect("q"),
        [audit(9, "adjudicate")]
    );
    assert!(store.is_processed("evt-9").expect("q"));
    assert_eq!(
        store.games_of_user("bob", GameFilter::Active).expect("q"),
        [1]
    );
    // Ids count on from 1, one by one, across restarts (people type them).
    let next = store.next_id().expect("id");
    assert_eq!([ids[0], ids[1], next], [1, 2, 3]);
}

fn the_leaderboard_is_highest_first_per_server_and_rule_set(place: &Place) {
    let store = place.open();
    let r = |rating: f64| Rating {
        rating,
        ..Rating::default()
    };
    let mut b = Batch::new();
    b.put_rating("s1", "chess", "ann", r(1600.0), 1)
        .put_rating("s1", "chess", "ben", r(1450.0), 1)
        .put_rating("s1", "chess", "cat", r(1700.0), 1)
        .put_rating("s1", "chess", "dan", r(1600.0), 1)
        .put_rating("s1", "chakart", "eve", r(2000.0), 1)
        .put_rating("s2", "chess", "fay", r(1900.0), 1);
    store.commit(b).expect("commit");
    let top: Vec<(String, f64)> = store
        .leaderboard("s1", "chess", 3)
        .expect("q")
        .into_iter()
        .map(|e| (e.user, e.rating.rating))
        .collect();
    assert_eq!(
        top,
        [
            ("cat".to_string(), 1700.0),
            ("ann".to_string(), 1600.0),
            ("dan".to_string(), 1600.0)
        ]
    );
    assert_eq!(store.leaderboard("s1", "chess", 10).expect("q").len(), 4);
    assert_eq!(store.leaderboard("s2", "chakart", 10).expect("q"), []);
}

fn the_audit_log_is_ordered_by_time_then_by_writing(place: &Place) {
    let store = place.open();
    for (at, action) in [
        (5, "first at 5"),
        (3, "at 3"),
        (5, "second at 5"),
        (9, "at 9"),
    ] {
        let mut b = Batch::new();
        b.audit(&audit(at, action));
        store.commit(b).expect("commit");
    }
    let mut b = Batch::new();
    b.audit(&audit(5, "third at 5"))
        .audit(&audit(5, "fourth at 5"));
    store.commit(b).expect("commit");
    let actions: Vec<String> = store
        .audit_range(Timestamp(3), Timestamp(9))
        .expect("q")
        .into_iter()
        .map(|e| e.action)
        .collect();
    assert_eq!(
        actions,
        [
            "at 3",
            "first at 5",
            "second at 5",
            "third at 5",
            "fourth at 5"
        ]
    );
}

fn concurrent_committers_on_different_games_are_all_durable(place: &Place) {
    const MOVES: [&str; 10] = [
        "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "c2c3", "d7d6",
    ];
    {
        let store = place.open();
        let threads: Vec<_> = (1..=8u64)
            .map(|id| {
                let store = store.clone();
                std::thread::spawn(move || {
                    let mut game =
                        new_game(id, RuleSet::Chess, &format!("w{id}"), &format!("b{id}"));
                    for (n, m) in MOVES.iter().enumerate() {
                        play(&mut game, &[m]);
                        let mut b = Batch::new();
                        b.put_game(&game, "server", &format!("channel-{id}"))
                            .mark_processed(&format!("evt-{id}-{n}"), T0);
                        store.commit(b).expect("commit");
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("writer thread");
        }
    }
    let store = place.open();
    for id in 1..=8u64 {
        let game = store.game(id).expect("q").expect("stored");
        let played: Vec<String> = game.turns().iter().map(|t| t.action.to_string()).collect();
        assert_eq!(played, MOVES, "game {id}");
        assert_eq!(
            store
                .games_of_channel(&format!("channel-{id}"), GameFilter::Active)
                .expect("q"),
            [id]
        );
        assert!(store.is_processed(&format!("evt-{id}-9")).expect("q"));
    }
    assert_eq!(store.due_by(T0.plus(30 * DAY)).expect("q").len(), 8);
}

const CRASH_DIR: &str = "CHAKBOT_STORE_CRASH_URL";
const CRASH_START: &str = "CHAKBOT_STORE_CRASH_START";

/// Not a test by itself: the writer that `acknowledged_writes_survive_sigkill` runs in a
/// child process (this test binary re-invoked). It commits forever, printing `ack N`
/// after each commit returned.
#[test]
#[ignore = "run by acknowledged_writes_survive_sigkill in a child process"]
fn crash_child_writer() {
    let (Ok(dir), Ok(start)) = (std::env::var(CRASH_DIR), std::env::var(CRASH_START)) else {
        return;
    };
    let start: u64 = start.parse().expect("start number");
    let store = Store::open_url(&dir.parse().expect("a store URL")).expect("store opens");
    println!("ready");
    // Bounded, in case the parent died before killing this process.
    let began = Instant::now();
    for id in start..start + 100_000 {
        if began.elapsed() > Duration::from_secs(30) {
            break;
        }
        let mut b = Batch::new();
        b.put_challenge(&challenge(id, T0.plus(DAY)))
            .audit(&audit(id, "crash-test"))
            .mark_processed(&format!("evt-{id}"), T0);
        store.commit(b).expect("commit");
        println!("ack {id}");
    }
}

fn acknowledged_writes_survive_sigkill(place: &Place) {
    let exe = std::env::current_exe().expect("test binary");
    let mut acked: BTreeSet<u64> = BTreeSet::new();
    let began = Instant::now();
    let mut kills_during_writes = 0;
    // At least 20 rounds, and more (up to 60) until 10 kills came during writes: on a
    // loaded machine the child may be slow to start writing, so the wait before the kill
    // grows while too few rounds land during writes.
    for round in 0..60u64 {
        if round >= 20 && kills_during_writes >= 10 {
            break;
        }
        let start = round * 1_000_000 + 1;
        let mut child = Command::new(&exe)
            .args([
                "crash_child_writer",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CRASH_DIR, place.arg())
            .env(CRASH_START, start.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("child starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, rx) = std::sync::mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut lines = Vec::new();
        // Wait until the store is open, then kill at a random moment of writing.
        loop {
            let line = rx
                .recv_timeout(Duration::from_secs(20))
                .expect("the child opens the store");
            // libtest prints `test crash_child_writer ... ` before it, on the same line.
            let ready = line.ends_with("ready");
            lines.push(line);
            if ready {
                break;
            }
        }
        let late = if 2 * kills_during_writes >= round {
            40_000
        } else {
            150_000
        };
        std::thread::sleep(Duration::from_micros(rand::random_range(0..late)));
        child.kill().expect("SIGKILL");
        child.wait().expect("child ends");
        reader.join().expect("reader");
        lines.extend(rx.try_iter());
        let round_acks: Vec<u64> = lines
            .iter()
            .filter_map(|l| l.strip_prefix("ack ")?.parse().ok())
            .collect();
        if !round_acks.is_empty() {
            kills_during_writes += 1;
        }
        acked.extend(round_acks.iter().copied());

        let store = place.open();
        for &id in &acked {
            assert!(
                store.challenge(id).expect("reads").is_some(),
                "acked {id} lost"
            );
            assert!(store.is_processed(&format!("evt-{id}")).expect("reads"));
        }
        // Each batch is all or nothing, acknowledged or not.
        for c in store.open_challenges(T0).expect("reads") {
            assert!(store.is_processed(&format!("evt-{}", c.id)).expect("reads"));
        }
        let logged = store
            .audit_range(Timestamp(start), Timestamp(start + 1_000_000))
            .expect("reads");
        let written = (start..start + 1_000_000)
            .take_while(|&id| store.challenge(id).ok().flatten().is_some())
            .count();
        assert_eq!(
            logged.len(),
            written,
            "round {round}: audit lines = challenges"
        );
    }
    assert!(
        kills_during_writes >= 10,
        "only {kills_during_writes} kills came during writes"
    );
    assert!(
        acked.len() > 20,
        "too few acknowledged writes: {}",
        acked.len()
    );
    eprintln!(
        "{} acknowledged writes, {kills_during_writes} of 20 kills during writes, {:?}",
        acked.len(),
        began.elapsed()
    );
}

#[test]
fn a_store_held_elsewhere_is_refused_clearly_and_reopens_once_released() {
    let dir = tempfile::tempdir().expect("temp dir");
    let first = Store::open(dir.path()).expect("first open");
    let err = Store::open(dir.path()).err().expect("second open refused");
    assert!(
        err.to_string().contains("in use by another chakbot"),
        "{err}"
    );
    drop(first);
    // Reopening right after a drop waits for sled's flusher to let go of the lock.
    for _ in 0..5 {
        let again = Store::open(dir.path()).expect("reopens after the first is dropped");
        drop(again);
    }
}

/// Plays `n` turns of Chakart (no fifty-move rule) with the real engine, choosing among
/// the legal actions by a fixed rule but never one that ends the game, committing each
/// turn, and returns the bytes each commit wrote.
fn bytes_per_commit(store: &Store, id: u64, n: usize) -> Vec<u64> {
    let mut game = new_game(id, RuleSet::Chakart, "alice", "bob");
    let mut b = Batch::new();
    b.put_game(&game, "server", "channel-1");
    store.commit(b).expect("commit");
    let mut sizes = Vec::new();
    for ply in 0..n {
        let actor = game.turn();
        let moves = game.legal_moves(actor);
        let at = T0.plus(HOUR * (ply as u64 + 1));
        let next = (0..moves.len())
            .map(|k| moves[(ply * 7 + k * 13) % moves.len()].action)
            .find_map(|action| {
                let mut g = game.clone();
                g.play(actor, &action, at).ok()?;
                (!g.is_over()).then_some(g)
            })
            .unwrap_or_else(|| panic!("no move goes on at ply {ply}"));
        game = next;
        let before = store.written_bytes();
        let mut b = Batch::new();
        b.put_game(&game, "server", "channel-1")
            .mark_processed(&format!("evt-{id}-{ply}"), T0);
        store.commit(b).expect("commit");
        sizes.push(store.written_bytes() - before);
    }
    sizes
}

fn the_bytes_written_per_move_do_not_grow_with_the_game(place: &Place) {
    let store = place.open();
    let sizes = bytes_per_commit(&store, 1, 250);
    let early = sizes[10..30].iter().sum::<u64>() / 20;
    let late = sizes[230..250].iter().sum::<u64>() / 20;
    // A turn's size varies with the move; the game's length adds nothing (a whole record
    // would write about 250 turns here: 30 times more).
    assert!(
        late <= early + early / 4,
        "bytes per move grew from {early} (turns 10-30) to {late} (turns 230-250)"
    );
    assert!(early < 3_000, "a move writes {early} bytes");
    let back = store.game(1).expect("reads").expect("stored");
    assert_eq!(back.turns().len(), 250);
}

fn a_takeback_rewrites_the_turns_and_the_game_reads_back(place: &Place) {
    let store = place.open();
    let mut game = new_game(4, RuleSet::Chess, "alice", "bob");
    play(&mut game, &["e2e4", "e7e5", "g1f3"]);
    commit_game(&store, &game, "e1");
    let at = T0.plus(10 * HOUR);
    let black = chakbot::rules::Color::Black;
    let white = chakbot::rules::Color::White;
    game.offer_takeback(black, at).expect("offer");
    game.accept_takeback(white, at).expect("accept");
    let kept = game.turns().len();
    assert!(kept < 3, "{kept} turns left");
    commit_game(&store, &game, "e2");
    assert_eq!(
        record_json(&store.game(4).expect("q").expect("stored")),
        record_json(&game)
    );
    // A different move in the place of the one taken back.
    play(&mut game, &["d7d5"]);
    commit_game(&store, &game, "e3");
    drop(store);
    let store = place.open();
    assert_eq!(
        record_json(&store.game(4).expect("q").expect("stored")),
        record_json(&game)
    );
}

fn a_bot_record_is_stored_once(place: &Place) {
    let store = place.open();
    assert_eq!(store.bot_meta("signing-key").expect("q"), None);
    let first = store
        .bot_meta_or_insert("signing-key", b"first")
        .expect("stores");
    assert_eq!(first, b"first");
    let second = store
        .bot_meta_or_insert("signing-key", b"second")
        .expect("reads");
    assert_eq!(second, b"first", "the first value stays");
    drop(store);
    let store = place.open();
    assert_eq!(
        store.bot_meta("signing-key").expect("q").as_deref(),
        Some(&b"first"[..])
    );
}

fn bot_records_are_set_removed_and_listed_by_prefix(place: &Place) {
    use chakbot::store::{LAST_SERVER, TOLD_MISSING};
    let store = place.open();
    let mut b = Batch::new();
    b.put_bot_meta(&format!("{TOLD_MISSING}10"), b"100")
        .put_bot_meta(&format!("{TOLD_MISSING}20"), b"200")
        .put_bot_meta(&format!("{LAST_SERVER}alice"), b"10");
    store.commit(b).expect("stored");
    let mut b = Batch::new();
    b.put_bot_meta(&format!("{TOLD_MISSING}10"), b"101")
        .remove_bot_meta(&format!("{TOLD_MISSING}20"))
        .remove_bot_meta(&format!("{TOLD_MISSING}never-there"));
    store.commit(b).expect("changed");
    drop(store);
    let store = place.open();
    assert_eq!(
        store.bot_metas(TOLD_MISSING).expect("q"),
        [(format!("{TOLD_MISSING}10"), b"101".to_vec())],
        "replaced, removed, and nothing of another prefix"
    );
    assert_eq!(
        store
            .bot_meta(&format!("{LAST_SERVER}alice"))
            .expect("q")
            .as_deref(),
        Some(&b"10"[..])
    );
    assert_eq!(store.bot_metas("").expect("q").len(), 2);
}

fn one_holder_has_a_lease_at_a_time(place: &Place) {
    use chakbot::store::SWEEPER_LEASE;
    let store = place.open();
    let long = Duration::from_secs(60);
    assert!(store.try_lease(SWEEPER_LEASE, "a", long).expect("q"));
    assert!(!store.try_lease(SWEEPER_LEASE, "b", long).expect("q"));
    assert!(store.try_lease(SWEEPER_LEASE, "a", long).expect("renews"));
    store
        .release_lease(SWEEPER_LEASE, "b")
        .expect("not b's: no effect");
    assert!(!store.try_lease(SWEEPER_LEASE, "b", long).expect("q"));
    store.release_lease(SWEEPER_LEASE, "a").expect("released");
    assert!(store.try_lease(SWEEPER_LEASE, "b", long).expect("free"));
    // A holder that stops renewing (it died) loses the lease once its time is up.
    let short = Duration::from_millis(200);
    assert!(store.try_lease("other", "a", short).expect("q"));
    assert!(!store.try_lease("other", "b", long).expect("q"));
    let began = Instant::now();
    while !store.try_lease("other", "b", long).expect("q") {
        assert!(began.elapsed() < Duration::from_secs(5), "never taken over");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!store.try_lease("other", "a", short).expect("b has it now"));
}

/// A pool's rating history: read back in the order rated (not the game ids' order),
/// rewritten in place, one game removed (a void), other pools apart; on both backends.
#[test]
fn rating_history_is_kept_in_the_order_rated_on_both_backends() {
    use chakbot::game::RatedGame;
    use chakbot::rules::{Color, Outcome, WinReason};
    use chakbot::store::RatedRecord;
    let rated = |game: u64, at: u64, rating: f64| RatedRecord {
        order: Timestamp(at),
        rated: RatedGame {
            game,
            white: "alice".into(),
            black: "bob".into(),
            outcome: Outcome::Decisive {
                winner: Color::White,
                reason: WinReason::Checkmate,
            },
            before: (Rating::default(), Rating::default()),
            after: (
                Rating {
                    rating,
                    ..Rating::default()
                },
                Rating::default(),
            ),
        },
    };
    let mut places = vec![Place::sled()];
    places.extend(Place::postgres());
    for place in places {
        let store = place.open();
        let mut b = Batch::new();
        // Game 9 ended before game 4; game 7 is in another pool.
        b.put_rated_game("srv", "chess", &rated(9, 1_000, 1600.0))
            .put_rated_game("srv", "chess", &rated(4, 2_000, 1610.0))
            .put_rated_game("srv", "chess", &rated(5, 3_000, 1620.0))
            .put_rated_game("srv", "koopa", &rated(7, 500, 1700.0));
        store.commit(b).expect("commit");
        let games = |store: &Store| -> Vec<(u64, f64)> {
            store
                .rating_history("srv", "chess")
                .expect("read")
                .iter()
                .map(|r| (r.rated.game, r.rated.after.0.rating))
                .collect()
        };
        assert_eq!(games(&store), [(9, 1600.0), (4, 1610.0), (5, 1620.0)]);
        let mut b = Batch::new();
        b.put_rated_game("srv", "chess", &rated(5, 3_000, 1_500.123_456_789_012_3))
            .remove_rated_game("srv", "chess", 4);
        store.commit(b).expect("commit");
        assert_eq!(games(&store), [(9, 1600.0), (5, 1_500.123_456_789_012_3)]);
        let koopa = store.rating_history("srv", "koopa").expect("read");
        assert_eq!(koopa, [rated(7, 500, 1700.0)]);
    }
}

/// A review request of `user` for `game`, asked in the main channel (or by DM).
fn review_request(game: u64, user: &str, dm: bool) -> chakbot::store::ReviewRequest {
    use chakbot::store::{ReviewPlace, ReviewRequest};
    ReviewRequest {
        game,
        server: "srv".into(),
        user: user.into(),
        place: if dm {
            ReviewPlace::Dm
        } else {
            ReviewPlace::Channel {
                server: "srv".into(),
                channel: "main".into(),
            }
        },
        lang: "fr".into(),
        at: T0,
        seq: 0,
    }
}

/// The review queue (issue 38): requests come back in the order they were first
/// written, across commits and a reopen (one asked again keeps its place), per game or
/// all; a request posted leaves it in the commit that stores the review, and a second
/// removal of it (another process posted it) fails the whole batch, writing nothing.
fn the_review_queue_keeps_its_order_through_a_reopen_and_dequeues_once(place: &Place) {
    let games = |v: &[chakbot::store::ReviewRequest]| -> Vec<(u64, String)> {
        v.iter().map(|r| (r.game, r.user.clone())).collect()
    };
    {
        let store = place.open();
        for r in [
            review_request(5, "alice", false),
            review_request(3, "bob", true),
            review_request(5, "carol", false),
            // alice again: the same request, which keeps its place.
            review_request(5, "alice", false),
        ] {
            let mut b = Batch::new();
            b.queue_review(&r);
            store.commit(b).expect("queued");
        }
        let all = store.queued_reviews(None).expect("read");
        assert_eq!(
            games(&all),
            [(5, "alice".into()), (3, "bob".into()), (5, "carol".into())]
        );
        assert!(all.windows(2).all(|w| w[0].seq < w[1].seq), "{all:?}");
        // Read back whole: who, where, in which language, when.
        let mut bob = review_request(3, "bob", true);
        bob.seq = all[1].seq;
        assert_eq!(all[1], bob);
    }
    let store = place.open();
    let mut b = Batch::new();
    b.queue_review(&review_request(4, "dave", false));
    store.commit(b).expect("queued after the reopen");
    assert_eq!(
        games(&store.queued_reviews(None).expect("read")),
        [
            (5, "alice".into()),
            (3, "bob".into()),
            (5, "carol".into()),
            (4, "dave".into())
        ]
    );
    assert_eq!(
        games(&store.queued_reviews(Some(5)).expect("read")),
        [(5, "alice".into()), (5, "carol".into())]
    );
    // Game 5 reviewed: stored, its requests gone, in one commit.
    let mut b = Batch::new();
    b.put_review(5, b"{}".to_vec())
        .dequeue_review(&review_request(5, "alice", false))
        .dequeue_review(&review_request(5, "carol", false));
    store.commit(b).expect("stored and dequeued");
    assert!(store.queued_reviews(Some(5)).expect("read").is_empty());
    // Posted again by another process: refused, nothing written.
    let mut b = Batch::new();
    b.put_review(3, b"{}".to_vec())
        .dequeue_review(&review_request(3, "bob", true))
        .dequeue_review(&review_request(5, "alice", false));
    let err = store.commit(b).expect_err("alice's request is gone");
    assert!(
        matches!(err, StoreError::ReviewDequeued { game: 5 }),
        "{err}"
    );
    assert_eq!(store.review(3).expect("read"), None);
    assert_eq!(
        games(&store.queued_reviews(None).expect("read")),
        [(3, "bob".into()), (4, "dave".into())]
    );
}
