//! The after-game review through the host (issue 38): asked by typing `review`, by
//! `/review` or by the Review button of a finished game's final board; refused on every
//! path while the game is still played (fair play), in the reader's language; computed on
//! the computer's thinkers after live games, in a queue whose place is told; stored with
//! the game and posted again at once; the export then carries lichess's eval comments and
//! still verifies; the post is in the reader's language and letters (Chakart's luck
//! too). Nothing acknowledged is lost: a queue survives a restart (the host, and local
//! mode's binary killed mid-search, on sled and PostgreSQL) and a store failure at the
//! end (kept, tried again, posted once stored). The bare word in a finished game's
//! thread asks for its review.

mod common;

use chakbot::host::{Body, ComputerConfig, HostConfig, Reply, Target};
use chakbot::review::Review;
use common::bin::chakbot;
use common::host::{buttons, public, refused, texts, Driver, MAIN};
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// A small review budget (the default is some 20 s of one core for a 40-move game).
const MS_PER_STEP: u64 = 2;

fn config(threads: usize, ms_per_step: u64) -> HostConfig {
    HostConfig {
        computer: ComputerConfig {
            threads,
            movetime_ms: 100,
            min_reply_ms: 0,
        },
        review_ms_per_step: ms_per_step,
        ..HostConfig::local()
    }
}

/// The next thing the thinkers send.
fn next(rx: &Receiver<Vec<Reply>>) -> Vec<Reply> {
    rx.recv_timeout(Duration::from_secs(120))
        .expect("the thinkers send something")
}

/// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#: Black's knight move is the blunder.
const SCHOLAR: [&str; 7] = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"];

/// A finished chess game between alice and bob; its id.
fn scholar(d: &Driver) -> u64 {
    let id = d.start("chess");
    d.play("alice", "bob", &SCHOLAR);
    assert!(d.game(id).is_over());
    id
}

/// The review post (text and graph, then the worst moment's board) among `replies`.
fn review_post(replies: &[Reply]) -> (&Reply, &Reply) {
    let files: Vec<&Reply> = replies.iter().filter(|r| r.file.is_some()).collect();
    assert_eq!(files.len(), 2, "{}", texts(replies));
    (files[0], files[1])
}

/// The review post's text and graph among `replies` (a game with no flagged move has
/// no worst moment to draw).
fn graph_post(replies: &[Reply]) -> &Reply {
    let post = replies
        .iter()
        .find(|r| {
            r.file
                .as_ref()
                .is_some_and(|f| f.name.starts_with("chakbot-review-") && !f.name.contains("worst"))
        })
        .unwrap_or_else(|| panic!("no review post: {}", texts(replies)));
    png_size(&post.file.as_ref().expect("a file").content);
    post
}

/// Decodes a PNG; its width and height.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    (info.width, info.height)
}

fn the_button(replies: &[Reply], id: u64) -> String {
    let want = format!("ck:review:{id}");
    let post = replies
        .iter()
        .find(|r| buttons(r).contains(&want))
        .unwrap_or_else(|| panic!("no review button: {}", texts(replies)));
    assert!(post.board().is_some(), "on the final board");
    want
}

#[test]
fn a_review_is_asked_by_button_posted_stored_and_then_posted_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, MS_PER_STEP));
    let id = d.start("chess");
    d.play("alice", "bob", &SCHOLAR[..6]);
    let last = d.say("alice", SCHOLAR[6]);
    let button = the_button(&last, id);
    // Asked by the button: queued, the place told privately.
    let r = d.press("carol", &button);
    let queued = refused(&r, "carol");
    assert!(
        queued.contains(&format!("Game #{id}'s review is queued, next in line")),
        "{queued}"
    );
    // bob asks too while it runs: the same place, one post for the channel.
    ask_review(&d, "bob", id, "next in line");
    let posted = next(&rx);
    let (main, board) = review_post(&posted);
    assert_eq!(
        *main.to(),
        Target::Channel {
            server: "srv".into(),
            channel: MAIN.into()
        }
    );
    let text = &main.text;
    assert!(
        text.contains(&format!("Review of game #{id} (Chess): alice – bob, 1-0.")),
        "{text}"
    );
    assert!(text.contains("White (alice): accuracy "), "{text}");
    assert!(text.contains("Black (bob): accuracy "), "{text}");
    assert!(text.contains("1 blunder"), "{text}");
    assert!(text.contains("Move 3… Nf6 (blunder): "), "{text}");
    assert!(
        text.contains(" was better; the evaluation went from "),
        "{text}"
    );
    assert!(text.contains("The engine searched "), "{text}");
    let graph = main.file.as_ref().expect("the graph");
    assert_eq!(graph.name, format!("chakbot-review-{id}.png"));
    let (w, h) = png_size(&graph.content);
    assert!(w >= 320 && h >= 160, "{w}x{h}");
    let worst = board.file.as_ref().expect("the board");
    assert!(
        board.text.contains("Move 3… Nf6: the position before it"),
        "{}",
        board.text
    );
    png_size(&worst.content);
    // Stored with the game.
    let stored = d.host.store().review(id).expect("read").expect("stored");
    let review: Review = serde_json::from_slice(&stored).expect("a review");
    assert_eq!(review.plies.len(), SCHOLAR.len());
    assert_eq!(review.counts[1].blunders, 1);
    // A second request is answered at once from the store: no queue, same post.
    let r = d.say("alice", &format!("!review #{id}"));
    let (again, _) = review_post(&r);
    assert_eq!(again.text, main.text);
    assert!(
        rx.recv_timeout(Duration::from_millis(300)).is_err(),
        "nothing computed again"
    );
    // The export carries the evals and still verifies; a changed move does not.
    let r = d.say("alice", &format!("!export #{id}"));
    let file = r
        .iter()
        .find_map(|r| r.file.as_ref())
        .expect("the export file");
    let export = String::from_utf8(file.content.clone()).expect("text");
    assert_eq!(export.matches("[%eval ").count(), SCHOLAR.len(), "{export}");
    let key = d.host.store().signing_key().expect("key").public();
    chakbot::game::export::verify_export(&export, Some(key)).expect("the reviewed export verifies");
    let changed = export.replacen("Nf6", "Nge7", 1);
    assert!(chakbot::game::export::verify_export(&changed, Some(key)).is_err());
    // The stored review survives a restart.
    let dir_path = dir.path().to_path_buf();
    drop(rx);
    let d = Driver::reopen(&dir_path, d);
    let r = d.say("bob", &format!("!review #{id}"));
    let (after, _) = review_post(&r);
    assert_eq!(after.text, main.text);
}

#[test]
fn an_ongoing_game_is_never_reviewed_on_any_path() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, MS_PER_STEP));
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let before = d.snapshot(id, &["alice", "bob"]);
    let ongoing = format!("Game #{id} is still being played: only a finished game can be reviewed");
    // Typed in the game's channel (the game here), by number, with `!`, in a DM, by
    // slash command, by the button (an old or forged one).
    for r in [
        d.say("alice", "review"),
        d.say("carol", &format!("!review #{id}")),
        d.dm("bob", &format!("!review #{id}")),
        d.press("carol", &format!("ck:review:{id}")),
    ] {
        let who = match r.first().map(|r| r.to()) {
            Some(Target::Private(u)) => u.clone(),
            _ => panic!("a private refusal: {}", texts(&r)),
        };
        assert!(refused(&r, &who).contains(&ongoing), "{}", texts(&r));
    }
    let slash = d.host.handle(d.input(
        "carol",
        Driver::channel(MAIN),
        Body::Slash {
            name: "review".into(),
            options: vec![("game".into(), id.to_string())],
        },
    ));
    assert!(
        refused(&slash, "carol").contains(&ongoing),
        "{}",
        texts(&slash)
    );
    // In the reader's language.
    let r = d.say_from("fr", "carol", &format!("!analyse #{id}"));
    assert!(
        refused(&r, "carol").contains(&format!("La partie n°{id} est encore en cours")),
        "{}",
        texts(&r)
    );
    let r = d.say_from("de", "carol", &format!("!analyse #{id}"));
    assert!(
        refused(&r, "carol").contains(&format!("Partie #{id} läuft noch")),
        "{}",
        texts(&r)
    );
    // Nothing was queued, computed or stored; the game is untouched.
    assert!(d.host.computer_idle());
    assert!(rx.recv_timeout(Duration::from_millis(200)).is_err());
    assert_eq!(d.host.store().review(id).expect("read"), None);
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    // The export of the running game is no way round: the review's reader refuses it,
    // and so does `chakbot review`.
    let r = d.say("alice", &format!("!export #{id}"));
    let file = r.iter().find_map(|r| r.file.as_ref()).expect("an export");
    let text = String::from_utf8(file.content.clone()).expect("text");
    assert!(matches!(
        chakbot::review::import::read_game(&text),
        Err(chakbot::review::ReviewError::NotFinished)
    ));
    let path = dir.path().join("running.pgn");
    std::fs::write(&path, &text).expect("written");
    let run = chakbot(&["review", path.to_str().expect("utf-8")], "");
    assert_eq!(run.code, 2, "{} {}", run.out, run.err);
    assert!(run.err.contains("not finished"), "{}", run.err);
    assert_eq!(run.out, "");
}

#[test]
fn an_aborted_game_has_nothing_to_review_and_no_button() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, _rx) = Driver::with_thinkers(dir.path(), config(1, MS_PER_STEP));
    let id = d.start("chess");
    let r = d.say("alice", "!abort");
    assert!(
        r.iter()
            .all(|r| !buttons(r).contains(&format!("ck:review:{id}"))),
        "{}",
        texts(&r)
    );
    ask_review(&d, "alice", id, "there is nothing to review");
    assert!(d.host.computer_idle());
}

#[test]
fn requests_wait_in_a_queue_and_are_told_their_place() {
    let dir = tempfile::tempdir().expect("tempdir");
    // No thinker started yet: the requests wait.
    let d = Driver::with(dir.path(), config(1, MS_PER_STEP));
    let a = scholar(&d);
    let b = scholar(&d);
    let c = scholar(&d);
    ask_review(&d, "alice", a, "next in line");
    ask_review(&d, "bob", b, "number 2 in line");
    let r = d.say_from("fr", "carol", &format!("!analyse #{c}"));
    assert!(
        refused(&r, "carol").contains("en position 3"),
        "{}",
        texts(&r)
    );
    let r = d.say("bob", &format!("!review #{a}"));
    assert!(
        refused(&r, "bob").contains("next in line"),
        "the same review"
    );
    assert!(!d.host.computer_idle(), "reviews wait");
    // The thinkers start: the three are posted in order.
    let rx = d.thinkers();
    for id in [a, b, c] {
        let posted = next(&rx);
        let (main, _) = review_post(&posted);
        assert!(main.text.contains(&format!("game #{id} ")), "{}", main.text);
    }
    assert!(d.host.wait_computer_idle(Duration::from_secs(10)));
}

#[test]
fn a_review_never_delays_a_live_computer_move() {
    let dir = tempfile::tempdir().expect("tempdir");
    // One thinker, a review of several seconds.
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 40));
    let opera = [
        "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3",
        "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7",
        "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#",
    ];
    let finished = d.start("chess");
    d.play("alice", "bob", &opera);
    assert!(d.game(finished).is_over());
    ask_review(&d, "bob", finished, "next in line");
    // A game against the computer starts meanwhile, in another channel.
    d.set_time(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_millis() as u64,
    );
    let r = d.say_in(
        "side",
        "carol",
        "!challenge chess @chakbot level=1 as white",
    );
    let start = r
        .iter()
        .find(|r| r.board().is_some() && r.to().is_public())
        .unwrap_or_else(|| panic!("no game started: {}", texts(&r)));
    let live = start.game.expect("a game");
    public(&d.say_in("side", "carol", "e4"));
    // The computer's answer comes before the review is done.
    let first = next(&rx);
    assert!(
        first
            .iter()
            .any(|r| r.game == Some(live) && r.text.contains("played")),
        "the computer's move first: {}",
        texts(&first)
    );
    assert_eq!(d.moves_of(live), 2);
    let posted = next(&rx);
    review_post(&posted);
    assert_eq!(posted[0].game, Some(finished));
}

#[test]
fn the_post_speaks_the_readers_language_and_letters() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, MS_PER_STEP));
    d.set_server_language("fr");
    let id = scholar(&d);
    let r = d.say("alice", &format!("!analyse #{id}"));
    assert!(
        refused(&r, "alice").contains(&format!("L’analyse de la partie n°{id} attend son tour")),
        "{}",
        texts(&r)
    );
    let posted = next(&rx);
    let (main, board) = review_post(&posted);
    let text = &main.text;
    assert!(
        text.contains(&format!("Analyse de la partie n°{id}")),
        "{text}"
    );
    assert!(text.contains("Blancs (alice)\u{a0}: précision "), "{text}");
    assert!(text.contains("1 gaffe"), "{text}");
    assert!(
        text.contains("Coup 3… Cf6 (gaffe)"),
        "French letters: {text}"
    );
    assert!(
        board
            .text
            .contains("Coup 3… Cf6\u{a0}: la position avant ce coup"),
        "{}",
        board.text
    );
    // German from the same store: the stored review, in German words and letters.
    d.set_server_language("de");
    let r = d.say("bob", &format!("!auswertung #{id}"));
    let (de, _) = review_post(&r);
    assert!(
        de.text.contains(&format!("Analyse der Partie #{id}")),
        "{}",
        de.text
    );
    assert!(
        de.text.contains("Zug 3… Sf6 (grober Fehler)"),
        "{}",
        de.text
    );
    assert!(de.text.contains("1 grober Fehler"), "{}", de.text);
}

#[test]
fn every_language_reads_its_review_command_and_button() {
    use chakbot::host::io::custom_id::ButtonAction;
    use chakbot::host::reading::command::{Command, Context, GameId};
    use chakbot::host::words::i18n::{tr, Lang};
    for lang in Lang::ALL {
        // The usage line's word, typed back with a game number.
        let usage = tr(lang, "usage-review", &[]);
        let word = usage
            .trim_matches('`')
            .split_whitespace()
            .next()
            .expect("a word");
        let typed = format!("{word} #12");
        assert_eq!(
            chakbot::host::table::parse(&typed, Context::DM, &chakbot::local::Names),
            Ok(Command::Review(Some(GameId(12)))),
            "{lang}: {typed}"
        );
        // The button's typed form (local mode).
        let typed = chakbot::local::typed_button(ButtonAction::Review, 12, lang).expect("typed");
        assert_eq!(
            chakbot::host::table::parse(&typed, Context::DM, &chakbot::local::Names),
            Ok(Command::Review(Some(GameId(12)))),
            "{lang}: {typed}"
        );
    }
}

#[test]
fn local_mode_reviews_a_finished_game_with_its_images() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let mut input = String::from("alice: challenge chess @bob as white\nbob: accept\n");
    for (i, m) in SCHOLAR.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        input.push_str(&format!("{who}: {m}\n"));
    }
    input.push_str("carol: review\n");
    std::env::set_var("CHAKBOT_REVIEW_MS_PER_STEP", "2");
    let run = chakbot(
        &[
            "local",
            "--data",
            data.to_str().expect("utf-8"),
            "--images",
            images.to_str().expect("utf-8"),
        ],
        &input,
    );
    assert_eq!(run.code, 0, "{} {}", run.out, run.err);
    // The final board offers the review as a typed command.
    assert!(run.out.contains("review #1"), "{}", run.out);
    assert!(
        run.out.contains("[dm carol] Game #1's review is queued"),
        "{}",
        run.out
    );
    assert!(
        run.out.contains("[channel] Review of game #1 (Chess)"),
        "{}",
        run.out
    );
    let files: Vec<&str> = run
        .out
        .lines()
        .filter_map(|l| l.strip_prefix("[file] "))
        .filter(|p| p.contains("chakbot-review-1"))
        .collect();
    assert_eq!(files.len(), 2, "{}", run.out);
    for f in files {
        let bytes = std::fs::read(f).expect("the image exists");
        png_size(&bytes);
    }
}

#[test]
fn on_postgresql_the_review_is_stored_for_every_process() {
    let Some(place) = common::stores::Place::postgres() else {
        return;
    };
    let host = chakbot::host::Host::new(place.open(), config(1, MS_PER_STEP));
    let d = Driver::over(host);
    let rx = d.thinkers();
    let id = scholar(&d);
    ask_review(&d, "alice", id, "next in line");
    let posted = next(&rx);
    let (main, _) = review_post(&posted);
    // Another process on the same database posts the stored review at once.
    let other = Driver::over(chakbot::host::Host::new(
        place.open(),
        config(1, MS_PER_STEP),
    ));
    let mut input = other.input(
        "bob",
        Driver::channel(MAIN),
        Body::Text {
            text: format!("!review #{id}"),
            addressed: false,
        },
    );
    input.event_id = "on-the-other-process".into();
    let r = other.host.handle(input);
    let (again, _) = review_post(&r);
    assert_eq!(again.text, main.text);
    assert!(place.open().review(id).expect("read").is_some());
}

/// `who` asks in the main channel for game `id`'s review; the one answer, private, says
/// `told` (where it waits: "next in line", "number 2 in line"; or why not).
fn ask_review(d: &Driver, who: &str, id: u64, told: &str) {
    let r = d.say(who, &format!("!review #{id}"));
    assert!(refused(&r, who).contains(told), "{}", texts(&r));
}

/// A game of `ruleset` where each side plays a pawn move, then Black resigns; its id.
fn two_moves_then_resign(d: &Driver, ruleset: &str, moves: [&str; 2]) -> u64 {
    let id = d.start(ruleset);
    d.play("alice", "bob", &moves);
    d.say("bob", "!resign");
    public(&d.say("bob", "!confirm"));
    assert!(d.game(id).is_over());
    id
}

#[test]
fn chakart_and_koopa_reviews_say_what_chance_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, MS_PER_STEP));
    for (ruleset, moves, told) in [
        (
            "chakart start=0",
            ["e2e3", "e7e6"],
            "In Chakart each move is judged in expectation over the random draws",
        ),
        (
            "koopa",
            ["e2e4", "e7e5"],
            "In Koopa only the start is drawn at random",
        ),
    ] {
        let id = two_moves_then_resign(&d, ruleset, moves);
        ask_review(&d, "alice", id, "next in line");
        let posted = next(&rx);
        let main = graph_post(&posted);
        assert!(main.text.contains(told), "{ruleset}: {}", main.text);
    }
}

/// The next thing the thinkers send, within `secs` seconds.
fn next_within(rx: &Receiver<Vec<Reply>>, secs: u64) -> Vec<Reply> {
    rx.recv_timeout(Duration::from_secs(secs))
        .unwrap_or_else(|_| panic!("the thinkers sent nothing within {secs} s"))
}

/// Reviews acknowledged with a place in the queue and not computed when the bot stops
/// are posted after the restart, in the order asked, once each (a second restart posts
/// nothing more, and they are stored).
fn queued_reviews_survive_a_restart(open: &dyn Fn() -> chakbot::host::Host) {
    // No thinker runs: the requests wait in the queue.
    let d = Driver::over(open());
    let a = scholar(&d);
    let b = scholar(&d);
    ask_review(&d, "alice", a, "next in line");
    // Asked again by the same: told so, still one request (posted once below).
    ask_review(
        &d,
        "alice",
        a,
        &format!("You already asked for game #{a}'s review: it is next in line"),
    );
    ask_review(
        &d,
        "carol",
        a,
        &format!("Game #{a}'s review is queued, next in line"),
    );
    let r = d.dm("bob", &format!("!review #{b}"));
    assert!(
        refused(&r, "bob").contains("number 2 in line"),
        "{}",
        texts(&r)
    );
    let r = d.dm("bob", &format!("!review #{b}"));
    assert!(
        refused(&r, "bob").contains("already asked for game"),
        "{}",
        texts(&r)
    );
    // The bot restarts before computing them.
    let d = Driver::restart(d, open);
    let rx = d.thinkers();
    let first = next_within(&rx, 60);
    let (main, _) = review_post(&first);
    assert_eq!(
        *main.to(),
        Target::Channel {
            server: "srv".into(),
            channel: MAIN.into()
        },
        "alice's and carol's, one post in the channel"
    );
    assert!(main.text.contains(&format!("game #{a} ")), "{}", main.text);
    let second = next_within(&rx, 60);
    let (dm, _) = review_post(&second);
    assert_eq!(*dm.to(), Target::Dm("bob".into()));
    assert!(dm.text.contains(&format!("game #{b} ")), "{}", dm.text);
    assert!(d.host.wait_computer_idle(Duration::from_secs(10)));
    assert!(
        rx.recv_timeout(Duration::from_millis(500)).is_err(),
        "each posted once"
    );
    // Posted: another restart computes and posts nothing again, and both are stored.
    drop(rx);
    let d = Driver::restart(d, open);
    let rx = d.thinkers();
    assert!(d.host.wait_computer_idle(Duration::from_secs(10)));
    assert!(
        rx.recv_timeout(Duration::from_millis(500)).is_err(),
        "nothing posted twice"
    );
    for id in [a, b] {
        assert!(d.host.store().review(id).expect("read").is_some());
    }
}

#[test]
fn queued_reviews_survive_a_restart_on_sled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().to_path_buf();
    queued_reviews_survive_a_restart(&|| {
        chakbot::host::Host::open(&path, config(1, MS_PER_STEP)).expect("the host opens")
    });
}

#[test]
fn queued_reviews_survive_a_restart_on_postgresql() {
    let Some(place) = common::stores::Place::postgres() else {
        return;
    };
    queued_reviews_survive_a_restart(&|| {
        chakbot::host::Host::new(place.open(), config(1, MS_PER_STEP))
    });
}

/// Two processes share a PostgreSQL store; one acknowledges a review and stops for good
/// before computing it. The other, running all along, takes the request on once it has
/// waited ten minutes (not before: the first may only be slow), and posts it once, where
/// it was asked.
#[test]
fn a_review_left_by_a_process_that_stopped_is_taken_on_by_another() {
    let Some(place) = common::stores::Place::postgres() else {
        return;
    };
    let other = Driver::over(chakbot::host::Host::new(
        place.open(),
        config(1, MS_PER_STEP),
    ));
    let rx = other.thinkers();
    // The first process: no thinker runs, the request waits in the store.
    let first = Driver::over(chakbot::host::Host::new(
        place.open(),
        config(1, MS_PER_STEP),
    ));
    let id = scholar(&first);
    ask_review(&first, "alice", id, "next in line");
    other.set_time(first.now().0);
    drop(first);
    other.sweep();
    assert!(other.host.wait_computer_idle(Duration::from_secs(10)));
    assert!(
        rx.recv_timeout(Duration::from_millis(300)).is_err(),
        "not taken on before ten minutes"
    );
    other.advance(10 * 60_000);
    other.sweep();
    let posts = next_within(&rx, 60);
    let (main, _) = review_post(&posts);
    assert_eq!(
        *main.to(),
        Target::Channel {
            server: "srv".into(),
            channel: MAIN.into()
        }
    );
    assert!(main.text.contains(&format!("game #{id} ")), "{}", main.text);
    assert!(other.host.wait_computer_idle(Duration::from_secs(10)));
    other.advance(10 * 60_000);
    other.sweep();
    assert!(
        rx.recv_timeout(Duration::from_millis(500)).is_err(),
        "posted once"
    );
    assert!(other.host.store().review(id).expect("read").is_some());
    assert!(other
        .host
        .store()
        .queued_reviews(None)
        .expect("read")
        .is_empty());
}

/// The store fails as the review is finished (a full disk): nobody is told anything (not
/// "done", not "failed"), the review is kept and tried again with backoff, and once the
/// store works again it is stored and posted, once.
#[test]
fn a_review_whose_store_fails_is_kept_and_posted_once_stored() {
    let dir = tempfile::tempdir().expect("tempdir");
    let faults = chakbot::store::Faults::new();
    let store = chakbot::store::Store::open_with_faults(dir.path(), &faults).expect("opens");
    let d = Driver::over(chakbot::host::Host::new(store, config(1, MS_PER_STEP)));
    let id = scholar(&d);
    ask_review(&d, "alice", id, "next in line");
    // The disk fills up before the thinkers compute it.
    faults.fail_writes(true);
    let rx = d.thinkers();
    let began = std::time::Instant::now();
    while faults.refused() < 3 {
        assert!(
            began.elapsed() < Duration::from_secs(30),
            "the store was tried {} times",
            faults.refused()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        rx.try_recv().is_err(),
        "nobody is told before the review is stored"
    );
    assert!(!d.host.computer_idle(), "the review is kept");
    // Space returns: the next try stores and posts it.
    faults.fail_writes(false);
    let posted = next_within(&rx, 60);
    let (main, _) = review_post(&posted);
    assert!(main.text.contains(&format!("game #{id} ")), "{}", main.text);
    assert!(d.host.store().review(id).expect("read").is_some());
    assert!(d.host.wait_computer_idle(Duration::from_secs(10)));
    assert!(
        rx.recv_timeout(Duration::from_millis(500)).is_err(),
        "posted once"
    );
}

/// A bare `review` (`analyse`, `auswertung`), with or without `#N`, typed in a finished
/// game's thread or in a channel where that game alone finished, asks for its review, in
/// English, French and German; chat that only begins with the word stays chat, and in a
/// channel where two games finished the bare word is chat too.
#[test]
fn a_bare_review_word_in_a_finished_games_thread_asks_for_its_review() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, MS_PER_STEP));
    let cases = [
        ("en", "review", "review", "next in line", "Review of game #"),
        (
            "fr",
            "analyse",
            "analyse",
            "attend son tour",
            "Analyse de la partie n°",
        ),
        (
            "de",
            "auswertung",
            "analyse",
            "wartet",
            "Analyse der Partie #",
        ),
    ];
    for (lang, word, other_word, queued, title) in cases {
        // Played in English letters (a German `B` is a pawn), then read in `lang`.
        d.set_server_language("en");
        let thread = format!("thread-{lang}");
        let id = d.start("chess");
        d.host.move_game(id, &thread).expect("moved to its thread");
        d.play_in(&thread, "alice", "bob", &SCHOLAR);
        assert!(d.game(id).is_over());
        d.set_server_language(lang);
        // Chat that begins with the word is not swallowed.
        for chat in [
            format!("{word} was fun"),
            format!("{word} this"),
            "gg".into(),
        ] {
            let r = d.say_in(&thread, "carol", &chat);
            assert!(r.is_empty(), "{lang}: `{chat}` is chat: {}", texts(&r));
        }
        let r = d.say_in(&thread, "carol", word);
        let text = refused(&r, "carol");
        assert!(text.contains(queued), "{lang}: {text}");
        assert!(text.contains(&id.to_string()), "{lang}: {text}");
        let posted = next(&rx);
        let (main, _) = review_post(&posted);
        assert_eq!(
            *main.to(),
            Target::Channel {
                server: "srv".into(),
                channel: thread.clone()
            }
        );
        assert!(main.text.starts_with(title), "{lang}: {}", main.text);
        // With the game's number, and the language's other word: the stored review.
        let r = d.say_in(&thread, "dave", &format!("{other_word} #{id}"));
        let (again, _) = review_post(&r);
        assert_eq!(again.text, main.text, "{lang}");
        // Another game's number is chat here.
        let r = d.say_in(&thread, "dave", &format!("{word} #{}", id + 100));
        assert!(r.is_empty(), "{lang}: {}", texts(&r));
    }
    // A channel where one game finished, then a second one.
    d.set_server_language("en");
    let first = d.start_in("solo", "chess", "alice", "bob");
    d.play_in("solo", "alice", "bob", &SCHOLAR);
    let r = d.say_in("solo", "carol", "review");
    assert!(
        refused(&r, "carol").contains(&format!("Game #{first}'s review is queued")),
        "{}",
        texts(&r)
    );
    let posted = next(&rx);
    let (post, _) = review_post(&posted);
    assert!(
        post.text.contains(&format!("game #{first} ")),
        "{}",
        post.text
    );
    let second = d.start_in("solo", "chess", "alice", "bob");
    d.play_in("solo", "alice", "bob", &SCHOLAR);
    let r = d.say_in("solo", "carol", "review");
    assert!(r.is_empty(), "which game is ambiguous: chat; {}", texts(&r));
    let r = d.say_in("solo", "carol", &format!("review #{second}"));
    assert!(
        refused(&r, "carol").contains("next in line"),
        "{}",
        texts(&r)
    );
    next(&rx);
}

/// A Chakart review's luck moment names the items met and the egg hatched in the
/// reader's words (`banane`, `œuf : Bowser`), not as the review records them
/// (`banana`, `egg:bowser`).
#[test]
fn chakart_luck_names_the_item_and_egg_in_the_readers_language() {
    use chakbot::review::moments::MomentKind;
    use chakbot::review::{Budget, Class, GameLine, Moment, Score};
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::with(dir.path(), config(1, MS_PER_STEP));
    let id = two_moves_then_resign(&d, "chakart start=0", ["e2e3", "e7e6"]);
    let line = GameLine::of_game(&d.game(id)).expect("a finished game");
    let mut review = chakbot::review::review(
        line,
        Budget {
            ms_per_step: MS_PER_STEP,
            ..Budget::default()
        },
    );
    review.moments.push(Moment {
        kind: MomentKind::Luck,
        ply: 1,
        mover: chakbot::rules::Color::White,
        fen_before: String::new(),
        played: "e2e3".into(),
        better: None,
        before: Score::Cp(0),
        after: Score::Cp(-400),
        class: Class::Good,
        swing: 0.35,
        causes: vec!["banana".into(), "egg:bowser".into()],
    });
    let mut b = chakbot::store::Batch::new();
    b.put_review(id, serde_json::to_vec(&review).expect("JSON"));
    d.host.store().commit(b).expect("stored");
    for (lang, command, words) in [
        ("en", "!review", "(banana, egg: Bowser)"),
        ("fr", "!analyse", "(banane, œuf\u{a0}: Bowser)"),
        ("de", "!auswertung", "(Banane, Ei: Bowser)"),
    ] {
        d.set_server_language(lang);
        let r = d.say("carol", &format!("{command} #{id}"));
        let post = graph_post(&r);
        assert!(post.text.contains(words), "{lang}: {}", post.text);
        assert!(!post.text.contains("egg:bowser"), "{lang}: {}", post.text);
    }
}

/// `chakbot local` with `store` (its `--data DIR` or `--store URL`), images in `images`,
/// and a review budget of `ms` a position.
fn local_command(store: &[String], images: &std::path::Path, ms: u64) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_chakbot"));
    cmd.arg("local")
        .args(store)
        .arg("--images")
        .arg(images)
        .env("CHAKBOT_REVIEW_MS_PER_STEP", ms.to_string())
        .env("CHAKBOT_AI_THREADS", "1")
        .stderr(std::process::Stdio::null());
    cmd
}

/// Runs `cmd` on `input` to its end; its output.
fn local_run(mut cmd: std::process::Command, input: &str) -> String {
    use std::io::Write;
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success(), "{:?}", out.status);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Local mode, the real binary: two reviews acknowledged ("queued") when the process is
/// killed (SIGKILL, mid-search) are posted by the next run on the same store, in the
/// order asked, once each; a third run posts nothing.
fn local_queued_reviews_survive_a_restart(store: &[String]) {
    let images = tempfile::tempdir().expect("tempdir");
    // A budget so large that nothing is computed before the kill.
    let mut bot = common::bin::Live::spawn(local_command(store, images.path(), 1_000_000));
    for game in 1..=2 {
        bot.type_line("alice: challenge chess @bob as white");
        bot.type_line("bob: accept");
        for (i, m) in SCHOLAR.iter().enumerate() {
            bot.type_line(&format!(
                "{}: {m}",
                if i % 2 == 0 { "alice" } else { "bob" }
            ));
        }
        // The final board offers the review as the command to type.
        bot.until(&format!("review #{game}"));
    }
    bot.type_line("carol: review #1");
    bot.until("[dm carol] Game #1's review is queued, next in line");
    bot.type_line("dave: review #2");
    bot.until("[dm dave] Game #2's review is queued, number 2 in line");
    drop(bot);
    let out = local_run(local_command(store, images.path(), 2), "");
    let posts: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("[channel] Review of game #"))
        .collect();
    assert_eq!(posts.len(), 2, "{out}");
    assert!(
        posts[0].starts_with("[channel] Review of game #1 (Chess)"),
        "{out}"
    );
    assert!(
        posts[1].starts_with("[channel] Review of game #2 (Chess)"),
        "{out}"
    );
    let out = local_run(local_command(store, images.path(), 2), "");
    assert!(!out.contains("Review of game"), "posted twice: {out}");
}

#[test]
fn local_mode_resumes_queued_reviews_after_a_kill_on_sled() {
    let data = tempfile::tempdir().expect("tempdir");
    local_queued_reviews_survive_a_restart(&["--data".into(), data.path().display().to_string()]);
}

#[test]
fn local_mode_resumes_queued_reviews_after_a_kill_on_postgresql() {
    let Some(place) = common::stores::Place::postgres() else {
        return;
    };
    local_queued_reviews_survive_a_restart(&["--store".into(), place.arg()]);
}

/// Asking twice for the same review is one request, and the second answer says so, in
/// each language (with the command in its words).
#[test]
fn asking_twice_for_a_review_says_so_in_each_language() {
    for (lang, command, first, again) in [
        (
            "en",
            "review",
            "review is queued",
            "You already asked for game",
        ),
        (
            "fr",
            "analyse",
            "attend son tour",
            "Vous avez déjà demandé l’analyse",
        ),
        (
            "de",
            "analyse",
            "wartet, als nächste",
            "Du hast die Analyse der Partie",
        ),
    ] {
        let dir = tempfile::tempdir().expect("tempdir");
        // No thinker runs: the request waits in the queue.
        let d = Driver::open(dir.path());
        let id = scholar(&d);
        d.set_server_language(lang);
        let r = d.say("alice", &format!("!{command} #{id}"));
        assert!(
            refused(&r, "alice").contains(first),
            "{lang}: {}",
            texts(&r)
        );
        let r = d.say("alice", &format!("!{command} #{id}"));
        let told = refused(&r, "alice");
        assert!(told.contains(again), "{lang}: {told}");
        assert_eq!(
            d.host.store().queued_reviews(Some(id)).expect("read").len(),
            1,
            "{lang}"
        );
    }
}
