//! Running the real `chakbot` binary with arguments and standard input.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// How a run of the binary ended.
pub struct Run {
    pub code: i32,
    pub out: String,
    pub err: String,
}

/// Runs `chakbot ARGS` with `input` on standard input (written from another thread, so
/// a large input cannot block against a full output pipe) until it exits.
pub fn chakbot(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chakbot"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        stdin.write_all(text.as_bytes()).expect("input written");
    });
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().expect("writer");
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}
