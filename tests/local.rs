//! `chakbot local` on the real binary with scripted standard input: a chess game to mate,
//! a Chakart stealth move by DM that no public line or image gives away, a restart on the
//! same store, bad lines, `--demo`; every image printed decodes as a PNG.

mod common;

use chakbot::store::{GameFilter, Store};
use common::bin::{chakbot, local_in, Run};
use std::path::{Path, PathBuf};

/// `chakbot local` on the store in `dir`, with `input`; it must succeed.
fn local(dir: &Path, input: &str) -> Run {
    local_in(dir, &[], input)
}

/// One printed line with where it went: `channel`, `dm NAME`, `image`.
#[derive(Debug, Clone, PartialEq)]
struct Printed {
    to: String,
    text: String,
}

fn printed(out: &str) -> Vec<Printed> {
    out.lines()
        .map(|l| {
            let rest = l
                .strip_prefix('[')
                .unwrap_or_else(|| panic!("no prefix: {l}"));
            let (to, text) = rest.split_once(']').expect("a closing bracket");
            Printed {
                to: to.to_string(),
                text: text.trim().to_string(),
            }
        })
        .collect()
}

/// The images with the target of the reply they follow, in order.
fn images(lines: &[Printed]) -> Vec<(String, PathBuf)> {
    let mut last = String::new();
    let mut out = Vec::new();
    for l in lines {
        if l.to == "image" {
            out.push((last.clone(), PathBuf::from(&l.text)));
        } else {
            last = l.to.clone();
        }
    }
    out
}

/// Decodes a PNG file into its pixels (RGBA), panicking if it is not one.
fn pixels(path: &Path) -> (u32, u32, Vec<u8>) {
    let img = image::open(path)
        .unwrap_or_else(|e| panic!("{} is not a PNG: {e}", path.display()))
        .to_rgba8();
    (img.width(), img.height(), img.into_raw())
}

fn all_images_decode(lines: &[Printed]) -> usize {
    let list = images(lines);
    for (_, path) in &list {
        let bytes = std::fs::read(path).expect("the image exists");
        assert!(
            bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            "{}",
            path.display()
        );
        let (w, h, _) = pixels(path);
        assert!(w >= 320 && h >= 320, "{w}x{h}");
    }
    list.len()
}

/// The Opera game (Morphy, 1858): white mates on move 17.
const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 \
                     Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

/// `alice: e4`, `bob: e5`, … for moves from ply `from` on.
fn moves_script(moves: &str, from: usize) -> String {
    moves
        .split_whitespace()
        .enumerate()
        .skip(from)
        .map(|(i, m)| format!("{}: {m}\n", if i % 2 == 0 { "alice" } else { "bob" }))
        .collect()
}

const START_CHESS: &str = "alice: challenge chess @bob as white\nbob: accept\n";

fn played_lines(lines: &[Printed]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l.to == "channel" && l.text.contains(" played "))
        .map(|l| l.text.as_str())
        .collect()
}

#[test]
fn a_chess_game_is_played_to_mate() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!("{START_CHESS}{}", moves_script(OPERA, 0));
    let r = local(dir.path(), &input);
    assert_eq!(r.err, "", "no error line");
    let lines = printed(&r.out);
    let plies = OPERA.split_whitespace().count();
    let played = played_lines(&lines);
    assert_eq!(played.len(), plies, "{}", r.out);
    for (i, line) in played.iter().enumerate() {
        let player = if i % 2 == 0 { "alice" } else { "bob" };
        assert!(line.contains(&format!("{player} played")), "{line}");
    }
    assert!(
        lines
            .iter()
            .any(|l| l.to == "channel" && l.text == "White wins by checkmate."),
        "{}",
        r.out
    );
    // The game start and every move come with the channel's board.
    let boards = images(&lines);
    assert_eq!(
        boards.iter().filter(|(to, _)| to == "channel").count(),
        plies + 1
    );
    all_images_decode(&lines);
    let store = Store::open(dir.path().join("data")).unwrap();
    let ids = store.games_of_user("alice", GameFilter::Finished).unwrap();
    assert_eq!(ids.len(), 1);
    let game = store.game(ids[0]).unwrap().unwrap();
    assert!(game.is_over());
    assert_eq!(game.turns().len(), plies);
}

#[test]
fn a_restart_on_the_same_store_continues_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let plies = OPERA.split_whitespace().count();
    // Three sessions: the moves of each later one would be swallowed if event ids
    // repeated across restarts (the store applies an event id once).
    let cuts = [0, 11, 24, plies];
    let mut played = 0;
    for (n, pair) in cuts.windows(2).enumerate() {
        let mut input = if n == 0 {
            START_CHESS.to_string()
        } else {
            String::new()
        };
        let script: String = moves_script(OPERA, pair[0])
            .lines()
            .take(pair[1] - pair[0])
            .map(|l| format!("{l}\n"))
            .collect();
        input.push_str(&script);
        let r = local(dir.path(), &input);
        let lines = printed(&r.out);
        let here = played_lines(&lines).len();
        assert_eq!(here, pair[1] - pair[0], "session {n}: {}", r.out);
        played += here;
        all_images_decode(&lines);
    }
    assert_eq!(played, plies);
    let store = Store::open(dir.path().join("data")).unwrap();
    let id = store.games_of_user("bob", GameFilter::All).unwrap()[0];
    let game = store.game(id).unwrap().unwrap();
    assert!(game.is_over(), "mate after the restarts");
    assert_eq!(game.turns().len(), plies);
}

/// Issue 35: with a fixed secret the event ids were `local-fixed-1`, `-2`… in every run,
/// so a second run on the same store had its lines swallowed as already processed. Now
/// a later run numbers its own (`local-fixed2-…`) and every line is answered.
#[test]
fn a_second_run_with_a_fixed_secret_is_not_swallowed() {
    let dir = tempfile::tempdir().unwrap();
    let secret = "00000000000000000000000000000000000000000000000000000000000000ab";
    for (run, id) in [(1, 1), (2, 2), (3, 3)] {
        let r = local_in(
            dir.path(),
            &["--secret", secret],
            "alice: challenge chess @bob\n",
        );
        assert!(
            r.out.contains(&format!("Challenge #{id}:")),
            "run {run}: {}",
            r.out
        );
    }
}

#[test]
fn bad_lines_are_reported_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let input = "\
# a comment, then a blank line

hello there
: e4
alice:
alice (channel): challenge chess @bob
[channel] alice: e4
    # an indented comment
";
    let r = local(dir.path(), input);
    assert_eq!(r.out, "", "nothing is printed for bad lines");
    let errors: Vec<&str> = r.err.lines().collect();
    let expected_lines = [3, 4, 5, 6, 7];
    assert_eq!(errors.len(), expected_lines.len(), "{}", r.err);
    for (e, n) in errors.iter().zip(expected_lines) {
        assert!(e.starts_with(&format!("[error] line {n}: ")), "{e}");
        assert!(e.contains("name (dm): text"), "{e}");
    }
    let store = Store::open(dir.path().join("data")).unwrap();
    assert!(store
        .games_of_user("alice", GameFilter::All)
        .unwrap()
        .is_empty());
    assert!(store
        .open_challenges(chakbot::local::now())
        .unwrap()
        .is_empty());
    drop(store);
    // Good lines around bad ones still work; an unknown command is the host's answer.
    let r = local(
        dir.path(),
        "alice: challenge chess @bob\nnonsense\nbob: accept\nalice: dance\n",
    );
    assert!(r.err.starts_with("[error] line 2: "), "{}", r.err);
    let lines = printed(&r.out);
    assert!(lines
        .iter()
        .any(|l| l.to == "channel" && l.text.contains("begins")));
    assert!(lines.iter().any(|l| l.to == "dm alice"), "{}", r.out);
}

#[test]
fn hostile_lines_get_short_clear_answers() {
    let dir = tempfile::tempdir().unwrap();
    // Longer than the host reads (1,000 characters), shorter than a local line (8 KiB).
    let long = "a".repeat(5_000);
    let input = format!(
        "alice: {long}\nbob: \u{202E}accept\u{200B}\u{0}\nbob: challenge chess @everyone\ncarol (dm): help\n"
    );
    let r = local(dir.path(), &input);
    let lines = printed(&r.out);
    let to = |who: &str| -> Vec<&Printed> { lines.iter().filter(|l| l.to == who).collect() };
    let alice = to("dm alice");
    assert!(
        alice.len() == 1 && alice[0].text.contains("too long") && alice[0].text.len() < 300,
        "{alice:?}"
    );
    let bob = to("dm bob");
    assert!(!bob.is_empty(), "{}", r.out);
    for l in &bob {
        assert!(
            !l.text.contains('\u{202E}')
                && !l.text.contains('\u{0}')
                && !l.text.contains("@everyone"),
            "{l:?}"
        );
    }
    assert!(to("channel").is_empty(), "{}", r.out);
    // The session went on: carol's help came after.
    assert!(to("dm carol").len() >= 3, "{}", r.out);
}

/// A Chakart opening with no random draw (the standard start, pawn moves): two runs
/// that differ only in where the stealth queen goes must look the same in public.
fn stealth_run(dir: &Path, target: &str) -> Vec<Printed> {
    let input = format!(
        "alice: challenge chakart @bob as white start=0
bob: accept
alice: e3
bob: a6
alice: stealth Q{target}
alice (dm): stealth Q{target}
bob: board
carol: board
bob (dm): board
alice (dm): board
"
    );
    let r = local(dir, &input);
    assert_eq!(r.err, "");
    printed(&r.out)
}

#[test]
fn a_stealth_move_by_dm_stays_hidden_in_public() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (x, y) = ("h5", "g4");
    let run_x = stealth_run(a.path(), x);
    let run_y = stealth_run(b.path(), y);
    for (run, square) in [(&run_x, x), (&run_y, y)] {
        // The move typed in the channel is refused privately; the DM one is played.
        let told_alice: Vec<&Printed> = run.iter().filter(|l| l.to == "dm alice").collect();
        assert!(
            told_alice
                .iter()
                .any(|l| l.text.contains(&format!("to {square}"))),
            "{run:?}"
        );
        assert!(run
            .iter()
            .any(|l| l.to == "channel" && l.text.contains("vanished from d1")));
        for l in run.iter().filter(|l| l.to != "dm alice" && l.to != "image") {
            assert!(!l.text.contains(square), "{square} leaked: {l:?}");
        }
        all_images_decode(run);
    }
    // Everything public (and everything bob and carol see) is the same in both runs, but
    // the fairness commitment, which is drawn anew.
    let seen_by_others = |run: &[Printed]| -> Vec<String> {
        run.iter()
            .filter(|l| l.to == "channel" || l.to == "dm bob" || l.to == "dm carol")
            .filter(|l| !l.text.contains("commitment"))
            .map(|l| format!("[{}] {}", l.to, l.text))
            .collect()
    };
    assert_eq!(seen_by_others(&run_x), seen_by_others(&run_y));
    let (imgs_x, imgs_y) = (images(&run_x), images(&run_y));
    assert_eq!(imgs_x.len(), imgs_y.len());
    let mut public = 0;
    let mut alice_differs = 0;
    for ((to_x, px), (to_y, py)) in imgs_x.iter().zip(&imgs_y) {
        assert_eq!(to_x, to_y);
        let same = pixels(px) == pixels(py);
        if to_x == "dm alice" {
            alice_differs += usize::from(!same);
        } else {
            public += 1;
            assert!(same, "{to_x}: {} and {} differ", px.display(), py.display());
        }
    }
    // Start, e3, a6, the stealth move, the boards of bob (twice) and carol.
    assert!(public >= 7, "{public}");
    // The check has teeth: alice's own boards do show where her queen went.
    assert!(alice_differs >= 2, "{alice_differs}");
}

#[test]
fn the_demo_ends_cleanly() {
    let mut stealth = 0;
    for _ in 0..8 {
        let dir = tempfile::tempdir().unwrap();
        let images = dir.path().join("images");
        let r = chakbot(
            &["local", "--demo", "--images", images.to_str().unwrap()],
            "",
        );
        assert_eq!(r.code, 0, "{} {}", r.out, r.err);
        assert_eq!(r.err, "");
        let typed = r.out.lines().filter(|l| l.starts_with("> ")).count();
        assert!(typed >= 5, "{}", r.out);
        stealth += usize::from(r.out.contains("(dm): stealth"));
        let replies: Vec<Printed> = printed(
            &r.out
                .lines()
                .filter(|l| !l.starts_with("> ") && !l.starts_with("# "))
                .map(|l| format!("{l}\n"))
                .collect::<String>(),
        );
        assert!(all_images_decode(&replies) > 3);
        let ended = r.out.contains("wins") || r.out.contains("the demo stops here");
        assert!(ended, "{}", r.out);
        // It says where its boards went, and how many there are.
        let last = r.out.lines().last().unwrap_or_default();
        let pngs = std::fs::read_dir(&images).unwrap().count();
        let told = format!(
            "# the boards are PNG images in {} ({pngs} there;",
            images.display()
        );
        assert!(last.starts_with(&told), "{last}");
    }
    assert!(stealth >= 1, "the demo shows a stealth move by DM");
}

#[test]
fn moderator_flag_lets_that_user_moderate() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let base = [
        "local",
        "--data",
        data.to_str().unwrap(),
        "--images",
        images.to_str().unwrap(),
    ];
    let input = "carol: modlog\ndave: modlog\n";
    let refused = |out: &str, who: &str| {
        out.lines()
            .any(|l| l.starts_with(&format!("[dm {who}] Only moderators")))
    };
    let r = chakbot(&base, input);
    assert_eq!(r.code, 0);
    assert!(
        refused(&r.out, "carol") && refused(&r.out, "dave"),
        "{}",
        r.out
    );
    let mut args = base.to_vec();
    args.extend(["--moderator", "carol"]);
    let r = chakbot(&args, input);
    assert_eq!(r.code, 0);
    assert!(!refused(&r.out, "carol"), "{}", r.out);
    assert!(
        r.out.lines().any(|l| l.starts_with("[dm carol]")),
        "{}",
        r.out
    );
    assert!(refused(&r.out, "dave"), "{}", r.out);
    // A name that cleans to nothing is a usage error.
    let mut args = base.to_vec();
    args.extend(["--moderator", "::"]);
    assert_eq!(chakbot(&args, "").code, 2);
}

/// The peak resident memory of process `pid` in kB (`VmHWM` in /proc/PID/status).
fn peak_memory_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("proc status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("a VmHWM line")
}

/// A 200 MB line is skipped as it arrives: the process never holds it (its peak memory
/// stays far below the line's size), says so on stderr, and answers the next line.
#[test]
fn a_huge_line_costs_bounded_memory_and_is_refused_on_stderr() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    const MB: usize = 1024 * 1024;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let mut child = Command::new(env!("CARGO_BIN_EXE_chakbot"))
        .args(["local", "--data", data.to_str().unwrap()])
        .args(["--images", images.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    // The writer hands stdin back once done, so the input stays open until we look.
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'a'; MB];
        stdin.write_all(b"alice: ").expect("written");
        for _ in 0..200 {
            stdin.write_all(&chunk).expect("written");
        }
        stdin.write_all(b"\ncarol (dm): help\n").expect("written");
        stdin.flush().expect("flushed");
        stdin
    });
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut seen = String::new();
    let mut line = String::new();
    while out.read_line(&mut line).expect("reads") > 0 {
        seen.push_str(&line);
        if line.starts_with("[dm carol]") {
            break;
        }
        line.clear();
    }
    assert!(seen.contains("[dm carol]"), "carol was answered: {seen}");
    let peak_kb = peak_memory_kb(pid);
    drop(writer.join().expect("writer"));
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).expect("reads");
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().expect("stderr"), &mut err)
        .expect("reads");
    let status = child.wait().expect("exits");
    assert!(status.success(), "{err}");
    assert!(
        err.starts_with("[error] line 1: too long (209715207 bytes"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        !seen.contains("alice"),
        "nothing was done for the line: {seen}"
    );
    assert!(
        peak_kb < 100 * 1024,
        "peak memory {peak_kb} kB for a 200 MB line"
    );
}

/// The option that makes carol a moderator of the local server.
const CAROL_MODERATES: &[&str] = &["--moderator", "carol"];

/// `help`, `help settings`, `rules <ruleset> <section>` and "did you mean", from the
/// command table, as a moderator (carol) and a player (dave) see them.
#[test]
fn help_and_rules_follow_the_table_and_the_reader() {
    let dir = tempfile::tempdir().unwrap();
    let one = |who: &str, line: &str| -> String {
        // In the server's channel (a moderator is one there), addressed with `!`.
        local_in(dir.path(), CAROL_MODERATES, &format!("{who}: !{line}\n")).out
    };
    let mod_help = one("carol", "help");
    for c in [
        "config clock",
        "config modrole",
        "mod abort",
        "mod games",
        "ban",
        "peek",
    ] {
        assert!(mod_help.contains(&format!("`{c}`")), "{c}: {mod_help}");
    }
    let help = one("dave", "help");
    assert!(!help.contains("`config clock`"), "{help}");
    let settings = one("dave", "help settings");
    for t in ["`brown`", "`blue`", "`green`"] {
        assert!(settings.contains(t), "{t}: {settings}");
    }
    let eggs = one("dave", "rules chakart eggs");
    for effect in [
        "King Boo", "Koopa", "Toadette", "Chomp", "Daisy", "Bowser", "Luigi", "Waluigi",
    ] {
        assert!(eggs.contains(effect), "{effect}: {eggs}");
    }
    let summary = one("dave", "rules chakart");
    assert!(summary.contains("`rules chakart eggs`"), "{summary}");
    let bad = one("dave", "rules chakart wings");
    assert!(bad.contains("wings") && bad.contains("`eggs`"), "{bad}");
    // "Did you mean" names only what the reader may use.
    let player = one("dave", "unbam @x");
    assert!(
        player.contains("unbam") && !player.contains("`unban`"),
        "{player}"
    );
    let moderator = one("carol", "unbam @x");
    assert!(moderator.contains("`unban`"), "{moderator}");
}

/// In local mode, a moderator voids a finished, rated game: the channel hears that its
/// rating changes are undone, both players are back at the default rating with no rated
/// game, and the modlog records it.
#[test]
fn a_moderator_voids_a_finished_game_in_local_mode() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let input = format!("{START_CHESS}{}", moves_script(OPERA, 0));
    local_in(dir.path(), CAROL_MODERATES, &input);
    let id = {
        let store = Store::open(&data).unwrap();
        let ids = store.games_of_user("alice", GameFilter::Finished).unwrap();
        let rated = store.rating("local", "chess", "alice").unwrap();
        assert!(rated.is_some_and(|e| e.games == 1), "alice is rated");
        ids[0]
    };
    let r = local_in(
        dir.path(),
        CAROL_MODERATES,
        &format!("carol: void #{id}\ncarol: modlog\n"),
    );
    assert!(
        r.out.lines().any(|l| l.starts_with("[channel]")
            && l.contains(&format!("voided game #{id} after its end"))),
        "{}",
        r.out
    );
    assert!(r.out.contains("(was 1-0)"), "{}", r.out);
    let store = Store::open(&data).unwrap();
    for p in ["alice", "bob"] {
        let e = store
            .rating("local", "chess", p)
            .unwrap()
            .expect("a rating");
        assert_eq!(
            (e.rating, e.games),
            (chakbot::game::Rating::default(), 0),
            "{p}"
        );
    }
    assert!(store.rating_history("local", "chess").unwrap().is_empty());
}

#[test]
fn replay_prints_the_gif_file_in_local_mode() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!("{START_CHESS}alice: e4\nbob: e5\nalice: Nf3\ncarol: replay\n");
    let r = local(dir.path(), &input);
    let lines = printed(&r.out);
    let files: Vec<&Printed> = lines.iter().filter(|l| l.to == "file").collect();
    assert_eq!(files.len(), 1, "{}", r.out);
    assert!(files[0].text.ends_with(".gif"), "{}", files[0].text);
    let bytes = std::fs::read(&files[0].text).expect("the replay file exists");
    // One view per turn and the start.
    assert_eq!(common::read::replay_views(&bytes), 4);
}

/// A challenge nobody answers expires in local mode as on Discord: when the sweeper runs a
/// day later, its message is printed as edited in place (`[edit channel]`), without its
/// buttons, and accepting it then is refused and starts nothing.
#[test]
fn an_expired_challenge_is_printed_as_edited_in_place() {
    use chakbot::game::Timestamp;
    use chakbot::local::{now, LocalConfig, Place, Said, Session};
    let dir = tempfile::tempdir().unwrap();
    let config = LocalConfig {
        data: dir.path().join("data"),
        store: None,
        images: dir.path().join("images"),
        moderators: Vec::new(),
        secret: None,
    };
    let mut session = Session::open(&config, Vec::new()).unwrap();
    let said = |name: &str, text: &str| Said {
        name: name.into(),
        place: Place::Channel,
        text: text.into(),
    };
    session.say(&said("alice", "challenge chess @bob")).unwrap();
    let posted = String::from_utf8(std::mem::take(session.out())).unwrap();
    assert!(posted.contains("\"accept #1\""), "{posted}");
    // Not yet: a minute before its expiry, nothing happens.
    let ttl = chakbot::host::CHALLENGE_TTL_MS;
    session.sweep(Timestamp(now().0 + ttl - 60_000)).unwrap();
    assert_eq!(session.out().len(), 0, "not expired yet");
    session.sweep(Timestamp(now().0 + ttl + 1_000)).unwrap();
    let swept = String::from_utf8(std::mem::take(session.out())).unwrap();
    let lines = printed(&swept);
    assert_eq!(lines.len(), 1, "one edited message, no new post: {swept}");
    assert_eq!(lines[0].to, "edit channel", "{swept}");
    assert!(
        lines[0]
            .text
            .starts_with("Challenge #1 from alice has expired"),
        "{swept}"
    );
    assert!(
        !swept.contains("accept #1"),
        "its buttons are gone: {swept}"
    );
    session.say(&said("bob", "accept #1")).unwrap();
    let late = String::from_utf8(std::mem::take(session.out())).unwrap();
    assert!(
        late.starts_with("[dm bob]") && !late.contains("[image]"),
        "{late}"
    );
    let store = session.host().store();
    assert!(store
        .games_of_user("bob", GameFilter::Active)
        .unwrap()
        .is_empty());
}
