//! The computer in local mode, the real binary (issue 17): challenging `chakbot` starts a
//! game at once, the computer answers a move by itself (also after the end of the
//! input), and a session killed while the computer thinks resumes the game after restart.

#[allow(dead_code)]
mod common;

use common::bin::Live;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn local(dir: &std::path::Path, movetime_ms: u64) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_chakbot"));
    cmd.args(["local", "--data"])
        .arg(dir.join("data"))
        .arg("--images")
        .arg(dir.join("images"))
        .env("CHAKBOT_AI_MOVETIME_MS", movetime_ms.to_string())
        .env("CHAKBOT_AI_THREADS", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Runs a session on `input` to its end; its output.
fn run(dir: &std::path::Path, movetime_ms: u64, input: &str) -> String {
    let mut child = local(dir, movetime_ms).spawn().expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_computer_answers_a_move_in_local_mode() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = run(
        dir.path(),
        20,
        "alice: challenge chess @chakbot level=1 as white\nalice: e4\n",
    );
    assert!(
        out.contains(
            "Game #1 begins: Chess, alice (White) against the computer at level 1 (Black)"
        ),
        "{out}"
    );
    let played = out.find("alice played e4").expect("alice's move");
    let answer = out
        .find("#1: the computer at level 1 played")
        .expect("the computer's move");
    assert!(answer > played, "{out}");
    assert!(!out.contains("[dm ai:"), "{out}");
}

#[test]
fn a_killed_session_resumes_the_computers_turn_after_restart() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The computer (White) thinks for a minute: killed meanwhile.
    let mut child = local(dir.path(), 60_000).spawn().expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(b"alice: challenge chess @chakbot level=8 as black\n")
        .expect("input written");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let started = Instant::now();
    let mut line = String::new();
    loop {
        line.clear();
        assert!(out.read_line(&mut line).expect("read") > 0, "ended early");
        if line.contains("Game #1 begins") {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(60));
    }
    child.kill().expect("killed");
    child.wait().expect("reaped");
    drop(stdin);
    // After the restart, with no input at all, the computer plays its move.
    let out = run(dir.path(), 50, "");
    assert!(out.contains("#1: the computer at level 8 played"), "{out}");
    assert!(out.contains("alice to move"), "{out}");
}

#[test]
fn the_computer_answers_a_draw_offer_in_local_mode() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = run(
        dir.path(),
        20,
        "alice: challenge chess @chakbot level=8 as white\nalice: draw\n",
    );
    let offered = out
        .find("alice offers a draw in game #1")
        .expect("the offer");
    let answer = out
        .find("The computer at level 8 declines the draw offer in game #1.")
        .expect("the computer's answer");
    assert!(answer > offered, "{out}");
    // The computer answers by itself: the offer offers nobody a button to answer for it.
    assert!(!out[offered..answer].contains("Buttons"), "{out}");
}

/// A fixed secret for which alice, challenging first, plays White (so the reported
/// sequence `challenge chess @chakbot level=2`, `e4` plays as typed).
const SECRET: &str = "0000000000000000000000000000000000000000000000000000000000000001";

/// Issue 35, as reported: `challenge chess @chakbot level=2`, `e4`, `takeback`, `d4`: the
/// computer used to never move again (its move's event id repeated the taken-back one's).
/// Then takebacks and moves again and again, and two draw offers in a row.
#[test]
fn the_computer_moves_again_after_a_takeback_in_local_mode() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cmd = local(dir.path(), 20);
    cmd.args(["--secret", SECRET]);
    let mut s = Live::spawn(cmd);
    let start = s.say_until("alice: challenge chess @chakbot level=2", "Game #1 begins");
    assert!(
        start.contains("alice (White) against the computer at level 2 (Black)"),
        "{start}"
    );
    s.say_until("alice: e4", "alice played e4");
    let played = s.until("#1: the computer at level 2 played");
    let reply = played
        .rsplit("the computer at level 2 played ")
        .next()
        .and_then(|rest| rest.split(['.', ' ']).next())
        .expect("its move")
        .to_string();
    let done = s.say_until("alice: takeback", "takeback agreed");
    assert!(
        done.contains(&format!(
            "Game #1: takeback agreed, taken back: 1. e4 by alice and the reply 1... {reply} by \
             the computer at level 2. alice to move."
        )),
        "{done}"
    );
    s.say_until("alice: d4", "alice played d4");
    s.until("#1: the computer at level 2 played");
    for mv in ["e4", "d4", "e4", "Nf3"] {
        s.say_until("alice: takeback", "takeback agreed");
        s.say_until(&format!("alice: {mv}"), &format!("alice played {mv}"));
        s.until("#1: the computer at level 2 played");
    }
    // Back at the start, each offer is answered (declined there; should it accept, the
    // game is over: the host tests cover two declined offers in a row).
    s.say_until("alice: takeback", "takeback agreed");
    for _ in 0..2 {
        s.say_until("alice: draw", "alice offers a draw in game #1");
        let answer = s.until_any(&[
            "The computer at level 2 declines the draw offer in game #1.",
            "The computer at level 2 accepts the draw in game #1.",
        ]);
        if answer.contains("accepts the draw") {
            return;
        }
    }
    s.say_until("alice: c4", "alice played c4");
    s.until("#1: the computer at level 2 played");
}
