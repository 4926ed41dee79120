//! Tournaments in both stores: a tournament is written only over the version that was
//! read (of two writers, one wins and the other writes nothing), its wake-up is in the
//! deadline index, a finished one leaves the active list; and two hosts on one
//! PostgreSQL looking at a tournament at its start pair it once.

mod common;

use chakbot::game::clock::MINUTE;
use chakbot::game::{ServerSecret, Timestamp};
use chakbot::host::{Author, Body, Host, HostConfig, Input, Origin};
use chakbot::store::{Batch, Due, StoreError};
use chakbot::tournament::{Format, Setup, Status, Tournament};
use common::stores::Place;

fn arena(id: u64, starts: u64) -> Tournament {
    let setup = Setup {
        format: Format::Arena { minutes: 30 },
        ruleset: "chess".into(),
        control: "3+2".parse().expect("a clock"),
        rated: true,
        starts_at: Timestamp(starts),
        no_show_minutes: 5,
    };
    Tournament::new(
        id,
        "srv",
        "main",
        "mo",
        setup,
        ServerSecret::from_bytes([3; 32]),
        Timestamp(0),
    )
    .expect("valid")
}

fn put(
    place_store: &chakbot::store::Store,
    t: &Tournament,
    expected: Option<u64>,
) -> Result<(), StoreError> {
    let mut b = Batch::new();
    b.put_tournament(t, expected);
    place_store.commit(b)
}

fn only_the_version_read_may_be_written(place: &Place) {
    let store = place.open();
    let mut t = arena(7, 1_000);
    put(&store, &t, None).expect("new");
    assert!(matches!(
        put(&store, &t, None),
        Err(StoreError::TournamentStale { tournament: 7 })
    ));
    let (read, v1) = store.tournament(7).expect("read").expect("stored");
    assert_eq!(read, t);
    t.join("alice", 1500.0, Timestamp(1)).expect("joins");
    put(&store, &t, Some(v1)).expect("over the version read");
    // A second writer that read the same version writes nothing.
    let mut other = read.clone();
    other.join("bob", 1500.0, Timestamp(2)).expect("joins");
    assert!(matches!(
        put(&store, &other, Some(v1)),
        Err(StoreError::TournamentStale { .. })
    ));
    let (now, v2) = store.tournament(7).expect("read").expect("stored");
    assert!(v2 > v1);
    assert!(now.entrant("alice").is_some() && now.entrant("bob").is_none());
    // Its wake-up is due; once over, it is neither due nor active.
    let due = store.due_by(Timestamp(1_000)).expect("due");
    assert!(
        due.contains(&Due::Tournament {
            id: 7,
            at: Timestamp(1_000)
        }),
        "{due:?}"
    );
    assert_eq!(store.active_tournaments().expect("list").len(), 1);
    let mut over = now.clone();
    over.cancel(Timestamp(5)).expect("cancelled");
    put(&store, &over, Some(v2)).expect("written");
    assert!(store
        .due_by(Timestamp(u64::MAX))
        .expect("due")
        .iter()
        .all(|d| !matches!(d, Due::Tournament { .. })));
    assert!(store.active_tournaments().expect("list").is_empty());
    assert_eq!(store.all_tournaments().expect("list").len(), 1);
    // It survives a reopen.
    drop(store);
    let store = place.open();
    let (back, _) = store.tournament(7).expect("read").expect("stored");
    assert_eq!(back.status, Status::Cancelled);
    assert_eq!(back, over);
}

both_backends!(only_the_version_read_may_be_written);

fn say(host: &Host, id: &str, who: &str, text: &str, moderator: bool) -> Vec<chakbot::host::Reply> {
    let mut author = Author::named(who);
    author.moderator = moderator;
    host.handle(Input {
        event_id: id.into(),
        at: Timestamp(1_700_000_000_000),
        author,
        origin: Origin::Channel {
            server: "srv".into(),
            channel: "main".into(),
        },
        body: Body::Text {
            text: text.into(),
            addressed: false,
        },
    })
}

/// Two processes on one PostgreSQL look at a tournament at its start at the same moment,
/// many times over: each time exactly one pairs it.
#[test]
fn two_hosts_pair_a_round_once() {
    let Some(place) = Place::postgres() else {
        return;
    };
    for attempt in 0..8 {
        let a = Host::new(place.open(), HostConfig::local());
        let b = Host::new(place.open(), HostConfig::local());
        let r = say(
            &a,
            &format!("c{attempt}"),
            "mo",
            "!tournament create arena chess 3+2 start=5m",
            true,
        );
        let id = r
            .iter()
            .flat_map(|r| &r.buttons)
            .find_map(|b| b.custom_id.strip_prefix("ck:t-join:"))
            .and_then(|id| id.parse::<u64>().ok())
            .expect("announced");
        for (i, p) in ["alice", "bob", "carol", "dave", "erin", "fay"]
            .iter()
            .enumerate()
        {
            let host = if i % 2 == 0 { &a } else { &b };
            say(
                host,
                &format!("j{attempt}-{i}"),
                p,
                &format!("!tournament join #{id}"),
                false,
            );
        }
        let at = Timestamp(1_700_000_000_000 + 5 * MINUTE + 1);
        let (ra, rb) = std::thread::scope(|s| {
            let ta = s.spawn(|| a.sweep(at));
            let tb = s.spawn(|| b.sweep(at));
            (ta.join().expect("a"), tb.join().expect("b"))
        });
        let started = |r: &[chakbot::host::Reply]| r.iter().filter(|r| r.board().is_some()).count();
        assert_eq!(
            started(&ra) + started(&rb),
            3,
            "attempt {attempt}: three games, once"
        );
        let store = place.open();
        let (t, _) = store.tournament(id).expect("read").expect("stored");
        assert_eq!(t.pairings.len(), 3);
        for p in ["alice", "bob", "carol", "dave", "erin", "fay"] {
            let games = store
                .games_of_user(p, chakbot::store::GameFilter::Active)
                .expect("index");
            assert_eq!(games.len(), 1, "{p} in one game");
        }
        // Finish the games so the next attempt's players are free again.
        for p in &t.pairings {
            say(
                &a,
                &format!("r{attempt}-{}", p.game),
                &p.white,
                &format!("!resign #{}", p.game),
                false,
            );
            say(
                &a,
                &format!("k{attempt}-{}", p.game),
                &p.white,
                "!confirm",
                false,
            );
        }
        let _ = say(
            &a,
            &format!("x{attempt}"),
            "mo",
            &format!("!tournament cancel #{id}"),
            true,
        );
    }
}
