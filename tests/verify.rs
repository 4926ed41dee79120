//! `chakbot verify <export file>` on the real binary, on the exports of games played in
//! local mode (a chess game to mate, the Chakart demo with its random draws): exit 0 and
//! a verdict when the export checks out, 1 when it was tampered with, 2 when it cannot be
//! read.

mod common;

use chakbot::store::{GameFilter, Store};
use common::bin::{chakbot, Run};
use std::path::{Path, PathBuf};

fn verify(file: &Path) -> Run {
    chakbot(&["verify", file.to_str().unwrap()], "")
}

/// The export of `user`'s game in the store `data`, written to `dir/name`.
fn export_of(data: &Path, user: &str, dir: &Path, name: &str) -> (PathBuf, String, bool) {
    let store = Store::open(data).unwrap();
    let id = store.games_of_user(user, GameFilter::All).unwrap()[0];
    let game = store.game(id).unwrap().unwrap();
    let text = game.export();
    let path = dir.join(name);
    std::fs::write(&path, &text).unwrap();
    (path, text, game.is_over())
}

const SCHOLAR: &str = "alice: challenge chess @bob as white
bob: accept
alice: e4
bob: e5
alice: Bc4
bob: Nc6
alice: Qh5
bob: Nf6
alice: Qxf7#
";

/// Rewrites a file with one substitution, which must apply.
fn tampered(path: &Path, text: &str, from: &str, to: &str) -> PathBuf {
    assert!(text.contains(from), "{from} in {text}");
    let out = path.with_extension("bad");
    std::fs::write(&out, text.replacen(from, to, 1)).unwrap();
    out
}

#[test]
fn a_local_chess_game_verifies_and_tampering_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let args = [
        "local",
        "--data",
        data.to_str().unwrap(),
        "--images",
        images.to_str().unwrap(),
    ];
    let r = chakbot(&args, SCHOLAR);
    assert_eq!(r.code, 0, "{}", r.err);
    let (file, text, over) = export_of(&data, "alice", dir.path(), "game.pgn");
    assert!(over);
    let ok = verify(&file);
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    assert!(ok.out.starts_with("OK: "), "{}", ok.out);
    assert!(ok.out.contains("chess, 7 turns"), "{}", ok.out);
    assert!(ok.out.contains("1-0"), "{}", ok.out);
    assert_eq!(ok.err, "");
    // A different result, a different move, a different secret: each is a mismatch.
    let secret = text
        .lines()
        .find_map(|l| l.strip_prefix("[Secret \""))
        .and_then(|l| l.get(..64))
        .expect("a revealed secret")
        .to_string();
    let other_secret: String = secret
        .chars()
        .map(|c| if c == '0' { '1' } else { '0' })
        .collect();
    for bad in [
        tampered(&file, &text, "[Result \"1-0\"]", "[Result \"0-1\"]"),
        tampered(&file, &text, "f1c4", "f1b5"),
        tampered(&file, &text, &secret, &other_secret),
    ] {
        let r = verify(&bad);
        assert_eq!(r.code, 1, "{}: {} {}", bad.display(), r.out, r.err);
        assert!(r.err.contains("MISMATCH"), "{}", r.err);
        assert_eq!(r.out, "");
    }
}

#[test]
fn the_chakart_demo_game_verifies_with_its_draws() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let r = chakbot(
        &[
            "local",
            "--demo",
            "--data",
            data.to_str().unwrap(),
            "--images",
            images.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.err);
    let (file, text, over) = export_of(&data, "alice", dir.path(), "demo.pgn");
    let result = verify(&file);
    if !over {
        // The demo stopped before the end: a running game cannot be verified yet.
        assert_eq!(result.code, 2, "{}", result.err);
        assert!(result.err.contains("not over"), "{}", result.err);
        return;
    }
    assert_eq!(result.code, 0, "{} {}", result.out, result.err);
    assert!(result.out.contains("chakart"), "{}", result.out);
    // Change one recorded draw (the first one: `purpose=picked/choices`).
    let Some(draw) = text
        .split("{draws: ")
        .nth(1)
        .and_then(|d| d.split([' ', '}']).next())
    else {
        return; // a demo game without any random draw: nothing to tamper with
    };
    let (head, choices) = draw.rsplit_once('/').expect("picked/choices");
    let (purpose, picked) = head.rsplit_once('=').expect("purpose=picked");
    let picked: u32 = picked.parse().expect("a number");
    let choices_n: u32 = choices.parse().expect("a number");
    let other = format!("{purpose}={}/{choices}", (picked + 1) % choices_n);
    let bad = tampered(&file, &text, draw, &other);
    let r = verify(&bad);
    assert_eq!(r.code, 1, "{draw} -> {other}: {} {}", r.out, r.err);
}

#[test]
fn unreadable_files_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.pgn");
    let r = verify(&missing);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("cannot read"), "{}", r.err);
    let garbage = dir.path().join("garbage.pgn");
    for content in ["", "hello\n", "[Variant \"chess\"]\n1. e2e4\n"] {
        std::fs::write(&garbage, content).unwrap();
        let r = verify(&garbage);
        assert_eq!(r.code, 2, "{content:?}: {}", r.err);
        assert!(r.err.starts_with("chakbot: cannot verify"), "{}", r.err);
    }
    // An unfinished game's export has no secret yet.
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let r = chakbot(
        &[
            "local",
            "--data",
            data.to_str().unwrap(),
            "--images",
            images.to_str().unwrap(),
        ],
        "alice: challenge chess @bob as white\nbob: accept\nalice: e4\n",
    );
    assert_eq!(r.code, 0);
    let (file, _, over) = export_of(&data, "alice", dir.path(), "running.pgn");
    assert!(!over);
    let r = verify(&file);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.contains("not over"), "{}", r.err);
}
