//! The sweeper through a real host, with explicit times: correspondence reminders and
//! deadlines, live clocks running out, challenges expiring after 24 hours; the next
//! wake-up read from the store; sweeping twice at the same moment, and after a restart,
//! does nothing more.

#[allow(dead_code)]
mod common;

use chakbot::game::clock::{DAY, HOUR, MINUTE, SECOND};
use chakbot::game::{Ending, Timestamp};
use chakbot::host::{Target, CHALLENGE_TTL_MS, KEEP_EVENT_IDS_MS};
use chakbot::rules::{Color, Outcome, Viewer, WinReason};
use common::host::{edited, public, refused, texts, Driver, MAIN};

const T0: u64 = 1_800_000_000_000;

/// `who` writes `text` in the main channel at `at` (ms after T0).
fn say_at(d: &Driver, at: u64, who: &str, text: &str) {
    d.set_time(T0 + at);
    let r = d.say(who, text);
    assert!(
        r.iter().any(|r| r.to().is_public()),
        "{who} {text}: {}",
        texts(&r)
    );
}

/// A chess game alice (White) against bob with `clock`, accepted at T0; then `moves`
/// played alternately at the given offsets. Returns its id.
fn game_with(d: &Driver, clock: &str, moves: &[(u64, &str)]) -> u64 {
    say_at(
        d,
        0,
        "alice",
        &format!("!challenge chess @bob as white clock={clock}"),
    );
    d.set_time(T0);
    let r = d.say("bob", "!accept");
    let id = public(&r).game.unwrap();
    for (i, (at, mv)) in moves.iter().enumerate() {
        say_at(d, *at, if i % 2 == 0 { "alice" } else { "bob" }, mv);
    }
    id
}

fn sweep(d: &Driver, at: u64) -> Vec<chakbot::host::Reply> {
    d.host.sweep(Timestamp(T0 + at))
}

#[test]
fn a_correspondence_game_gets_a_reminder_then_ends_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    // 1 hour per move; White's clock starts again when bob answers at +10 min.
    let id = game_with(&d, "1h", &[(5 * MINUTE, "e4"), (10 * MINUTE, "e5")]);
    let deadline = 10 * MINUTE + HOUR;
    // The reminder: a quarter of the period (15 min) before the deadline.
    let remind = deadline - 15 * MINUTE;
    assert_eq!(d.host.next_wakeup(), Some(Timestamp(T0 + remind)));
    assert!(sweep(&d, remind - 1).is_empty());

    let r = sweep(&d, remind);
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert_eq!(*r[0].to(), Target::Dm("alice".into()));
    assert!(
        r[0].text.starts_with(&format!("Reminder: game #{id}")),
        "{}",
        r[0].text
    );
    assert!(r[0].text.contains("against bob"), "{}", r[0].text);
    assert!(r[0].text.contains("(15 min left)"), "{}", r[0].text);
    assert_eq!(
        r[0].board().as_ref().unwrap().view.viewer,
        Viewer::Player(Color::White)
    );
    // Sent once: the stored game says so, and the next wake-up is the deadline.
    assert!(sweep(&d, remind).is_empty());
    assert!(sweep(&d, remind + MINUTE).is_empty());
    assert_eq!(d.host.next_wakeup(), Some(Timestamp(T0 + deadline)));
    assert!(!d.game(id).is_over());

    assert!(sweep(&d, deadline - 1).is_empty());
    let r = sweep(&d, deadline);
    let end = public(&r);
    assert_eq!(r.len(), 1);
    assert_eq!(
        *end.to(),
        Target::Channel {
            server: "srv".into(),
            channel: MAIN.into()
        }
    );
    assert!(
        end.text
            .contains(&format!("Game #{id}: time is up for alice (White).")),
        "{}",
        end.text
    );
    assert!(end.text.contains("Black wins on time."), "{}", end.text);
    let game = d.game(id);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Timeout
        })
    );
    assert_eq!(game.ended_at(), Some(Timestamp(T0 + deadline)));
    assert!(end.text.contains(&game.revealed_secret().unwrap().to_hex()));
    assert_eq!(end.board().as_ref().unwrap().view.viewer, Viewer::Revealed);
    assert_eq!(end.ping_users, ["alice", "bob"]);
    let bob = d.rating("chess", "bob");
    assert_eq!(bob.games, 1);
    assert!(bob.rating.rating > 1500.0);
    assert_eq!(d.host.next_wakeup(), None);
    assert!(sweep(&d, deadline).is_empty());
    assert!(sweep(&d, deadline + HOUR).is_empty());
}

#[test]
fn a_live_clock_runs_out_for_the_side_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    // 3+2: White spends 10 s (+2), Black 10 s (+2); White then has 172 s from +20 s.
    let id = game_with(&d, "3+2", &[(10 * SECOND, "e4"), (20 * SECOND, "e5")]);
    let flag = 20 * SECOND + 172 * SECOND;
    // No reminders in a live game: the deadline is the next thing to do.
    assert_eq!(d.host.next_wakeup(), Some(Timestamp(T0 + flag)));
    assert!(sweep(&d, flag - 1).is_empty());
    let r = sweep(&d, flag);
    let end = public(&r);
    assert!(
        end.text.contains("time is up for alice (White)"),
        "{}",
        end.text
    );
    assert_eq!(
        d.game(id).outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Timeout
        })
    );
    assert!(sweep(&d, flag).is_empty());
    assert_eq!(d.host.next_wakeup(), None);
}

#[test]
fn running_out_before_ones_first_move_aborts_without_rating() {
    // (clock, when White moved or never, when the sweeper looks, who was late, ending)
    type Case = (&'static str, Option<u64>, u64, &'static str, Ending);
    let cases: [Case; 3] = [
        (
            "3+2",
            None,
            3 * MINUTE,
            "alice (White)",
            Ending::Aborted { by: None },
        ),
        (
            "1h",
            Some(MINUTE),
            MINUTE + HOUR,
            "bob (Black)",
            Ending::Aborted { by: None },
        ),
        (
            "3+2",
            Some(10 * SECOND),
            10 * SECOND + 3 * MINUTE,
            "bob (Black)",
            Ending::Aborted { by: None },
        ),
    ];
    for (clock, white_moved, at, late, ending) in cases {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        let moves: Vec<(u64, &str)> = white_moved.map(|t| (t, "d4")).into_iter().collect();
        let id = game_with(&d, clock, &moves);
        assert!(sweep(&d, at - 1).iter().all(|r| !r.to().is_public()));
        let r = sweep(&d, at);
        let end = public(&r);
        assert!(
            end.text.contains(&format!("time is up for {late}")),
            "{clock}: {}",
            end.text
        );
        assert!(end.text.contains("aborted"), "{clock}: {}", end.text);
        assert_eq!(d.game(id).ending(), Some(ending), "{clock}");
        assert!(d
            .host
            .store()
            .rating("srv", "chess", "alice")
            .unwrap()
            .is_none());
    }
}

#[test]
fn a_challenge_expires_after_24_hours_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    say_at(&d, 0, "alice", "!challenge chess @bob");
    let id = d.host.store().open_challenges(Timestamp(T0)).unwrap()[0].id;
    assert_eq!(d.host.next_wakeup(), Some(Timestamp(T0 + CHALLENGE_TTL_MS)));
    assert!(sweep(&d, CHALLENGE_TTL_MS - 1).is_empty());
    assert!(d.host.store().challenge(id).unwrap().is_some());
    let r = sweep(&d, CHALLENGE_TTL_MS);
    // The challenge's own message says it, edited in place; nothing new is posted.
    assert!(r.iter().all(|r| r.replaces.is_some()), "{}", texts(&r));
    let notice = edited(&r);
    assert_eq!(
        *notice.to(),
        Target::Channel {
            server: "srv".into(),
            channel: MAIN.into()
        }
    );
    assert_eq!(
        notice.text,
        format!("Challenge #{id} from alice has expired: nobody answered it within 24 hours.")
    );
    assert!(d.host.store().challenge(id).unwrap().is_none());
    assert_eq!(d.host.next_wakeup(), None);
    assert!(sweep(&d, CHALLENGE_TTL_MS).is_empty());
    d.set_time(T0 + CHALLENGE_TTL_MS + 1);
    let why = refused(&d.say("bob", &format!("!accept #{id}")), "bob");
    assert!(why.contains(&format!("#{id}")), "{why}");
}

/// At T0, a 3+2 game between carol and dave in channel `blitz` (its id) and a challenge
/// from erin to frank, unanswered, in the main channel.
fn blitz_and_open_challenge(d: &Driver) -> u64 {
    d.set_time(T0);
    d.say_in(
        "blitz",
        "carol",
        "!challenge chess @dave as white clock=3+2",
    );
    d.set_time(T0);
    let blitz = public(&d.say_in("blitz", "dave", "!accept")).game.unwrap();
    say_at(d, 0, "erin", "!challenge chess @frank");
    blitz
}

#[test]
fn the_next_wakeup_is_the_earliest_thing_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    assert_eq!(d.host.next_wakeup(), None);
    // A 1h game (reminder at +45 min), a 3+2 game (flag at +3 min), a challenge (+24 h).
    let slow = game_with(&d, "1h", &[]);
    let fast = blitz_and_open_challenge(&d);
    let mut expected = vec![
        (3 * MINUTE, Some(fast)),
        (45 * MINUTE, Some(slow)),
        (HOUR, Some(slow)),
        (CHALLENGE_TTL_MS, None),
    ];
    while let Some((at, game)) = expected.first().copied() {
        assert_eq!(
            d.host.next_wakeup(),
            Some(Timestamp(T0 + at)),
            "{expected:?}"
        );
        let r = sweep(&d, at);
        assert_eq!(r.len(), 1, "{}", texts(&r));
        assert_eq!(r[0].game, game);
        expected.remove(0);
    }
    assert_eq!(d.host.next_wakeup(), None);
}

#[test]
fn the_sweeper_works_from_the_store_across_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let corr = game_with(&d, "1h", &[(MINUTE, "e4"), (2 * MINUTE, "e5")]);
    let live = blitz_and_open_challenge(&d);
    // Everything is due at once when the bot comes back a day later (the 1h game's
    // reminder never went out: it ends on time without one).
    let d = Driver::reopen(dir.path(), d);
    let later = CHALLENGE_TTL_MS;
    let r = sweep(&d, later);
    assert_eq!(r.len(), 3, "{}", texts(&r));
    assert!(r.iter().all(|r| r.to().is_public()), "{}", texts(&r));
    assert!(d.game(corr).is_over());
    assert!(d.game(live).is_over());
    assert!(d
        .host
        .store()
        .open_challenges(Timestamp(0))
        .unwrap()
        .is_empty());
    // Once done, done: the same moment again, and again after another restart.
    assert!(sweep(&d, later).is_empty());
    let d = Driver::reopen(dir.path(), d);
    assert!(sweep(&d, later).is_empty());
    assert_eq!(d.host.next_wakeup(), None);
}

#[test]
fn a_reminder_sent_before_a_restart_is_not_sent_again() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = game_with(&d, "1h", &[]);
    let remind = 45 * MINUTE;
    assert_eq!(sweep(&d, remind).len(), 1);
    let d = Driver::reopen(dir.path(), d);
    assert!(sweep(&d, remind + MINUTE).is_empty());
    assert_eq!(d.host.next_wakeup(), Some(Timestamp(T0 + HOUR)));
    // A move starts a new period with its own reminder, for the other player.
    say_at(&d, 50 * MINUTE, "alice", "e4");
    let r = sweep(&d, 50 * MINUTE + remind);
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert_eq!(*r[0].to(), Target::Dm("bob".into()));
    assert!(!d.game(id).is_over());
}

#[test]
fn reminders_speak_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    d.set_time(T0);
    d.dm("alice", "settings language fr");
    let id = game_with(&d, "2h", &[]);
    let r = sweep(&d, 90 * MINUTE);
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert_eq!(
        r[0].text,
        format!(
            "Rappel\u{a0}: la partie n°{id} (Échecs) contre bob attend votre coup. \
             Échéance\u{a0}: {} (il reste 30\u{a0}min).",
            chakbot::host::words::i18n::utc_time(
                chakbot::host::words::i18n::Lang::Fr,
                Timestamp(T0 + 2 * HOUR)
            )
        )
    );
    // The moment, in French: day/month/year.
    assert!(
        r[0].text.contains("15/01/2027 à 10:00 UTC"),
        "{}",
        r[0].text
    );
    // In German, units and dates the German way.
    d.dm("bob", "settings language de");
    say_at(&d, 100 * MINUTE, "alice", "e4");
    let r = sweep(&d, 100 * MINUTE + 90 * MINUTE);
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert!(
        r[0].text.contains("15.01.2027, 11:40 UTC (noch 30 Min.)"),
        "{}",
        r[0].text
    );
}

/// A 1h Chakart game in which alice's queen hid on `hidden`; what the sweeper sends when
/// bob's reminder is due: texts and boards (as PNG images).
fn bobs_reminder(hidden: &str) -> Vec<(Target, String, Option<Vec<u8>>)> {
    let dir = tempfile::tempdir().unwrap();
    let mut config = chakbot::host::HostConfig::local();
    config.secrets = chakbot::host::SecretSource::Fixed([7; 32]);
    let d = Driver::with(dir.path(), config);
    d.start("chakart start=0 clock=1h");
    d.play("alice", "bob", &["e4", "a6"]);
    let r = d.dm("alice", &format!("stealth Q{hidden}"));
    assert!(r.iter().any(|r| r.text.contains(hidden)), "{}", texts(&r));
    let at = d.host.next_wakeup().unwrap();
    d.host
        .sweep(at)
        .into_iter()
        .map(|r| {
            let png = r
                .board()
                .as_ref()
                .map(|b| chakbot::render::render_png(&b.view, &b.options));
            (r.to().clone(), r.text, png)
        })
        .collect()
}

#[test]
fn a_reminder_never_tells_where_the_opponents_queen_hides() {
    let a = bobs_reminder("g4");
    let b = bobs_reminder("f3");
    assert_eq!(a.len(), 1, "{a:?}");
    assert_eq!(a[0].0, Target::Dm("bob".into()));
    assert!(a[0].1.starts_with("Reminder"), "{}", a[0].1);
    assert_eq!(a[0].1, b[0].1);
    assert!(a[0].2.is_some() && a[0].2 == b[0].2, "the boards differ");
}

#[test]
fn old_processed_event_ids_are_forgotten_once_a_day() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let store = d.host.store();
    say_at(&d, 0, "alice", "!challenge chess @bob");
    let old = d.last_event();
    say_at(&d, 2 * DAY, "carol", "!challenge chess @dave");
    let recent = d.last_event();
    assert!(store.is_processed(&old).unwrap() && store.is_processed(&recent).unwrap());

    // The first sweep after a start prunes: nothing is a week old yet.
    let week = KEEP_EVENT_IDS_MS;
    sweep(&d, week - HOUR);
    assert!(store.is_processed(&old).unwrap());
    // Two hours later the first id is over a week old, but the last pruning was less
    // than a day ago.
    sweep(&d, week + HOUR);
    assert!(
        store.is_processed(&old).unwrap(),
        "pruned twice within a day"
    );
    // A day after the last pruning: the old id goes, the recent one stays.
    sweep(&d, week + DAY);
    assert!(
        !store.is_processed(&old).unwrap(),
        "an id over a week old stays"
    );
    assert!(
        store.is_processed(&recent).unwrap(),
        "a recent id was forgotten"
    );
}
