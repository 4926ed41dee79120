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

/// `chakbot local --data DIR/data --images DIR/images EXTRA…` on `input`, which must
/// succeed (exit 0).
pub fn local_in(dir: &std::path::Path, extra: &[&str], input: &str) -> Run {
    let data = dir.join("data");
    let images = dir.join("images");
    let mut args = vec![
        "local",
        "--data",
        data.to_str().expect("a UTF-8 path"),
        "--images",
        images.to_str().expect("a UTF-8 path"),
    ];
    args.extend_from_slice(extra);
    let r = chakbot(&args, input);
    assert_eq!(r.code, 0, "stdout {} stderr {}", r.out, r.err);
    r
}

/// A `chakbot` process fed one line at a time, its output read as it comes (local mode):
/// answers timed ([`Live::say`]) or awaited by their text ([`Live::until`]).
pub struct Live {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
    /// Everything read so far, for failure messages.
    seen: String,
}

impl Live {
    /// Starts `chakbot ARGS`, reading its output lines as they come.
    pub fn start(args: &[&str]) -> Live {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_chakbot"));
        cmd.args(args).stderr(Stdio::null());
        Live::spawn(cmd)
    }

    /// Starts `cmd` (a `chakbot` command with its arguments and environment), its input
    /// and output piped to this `Live`.
    pub fn spawn(mut cmd: Command) -> Live {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Live {
            child,
            stdin,
            lines,
            seen: String::new(),
        }
    }

    /// Writes `line` to the session.
    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").expect("line written");
        stdin.flush().expect("line flushed");
    }

    /// The output from here to the first line containing `text` (included); fails after
    /// 30 seconds without it.
    pub fn until(&mut self, text: &str) -> String {
        self.until_any(&[text])
    }

    /// [`Live::until`] the first line containing any of `texts`.
    pub fn until_any(&mut self, texts: &[&str]) -> String {
        use std::time::{Duration, Instant};
        let end = Instant::now() + Duration::from_secs(30);
        let mut got = String::new();
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    got.push_str(&line);
                    got.push('\n');
                    self.seen.push_str(&line);
                    self.seen.push('\n');
                    if texts.iter().any(|t| line.contains(t)) {
                        return got;
                    }
                }
                Err(_) => panic!(
                    "no `{texts:?}` within 30 s; the session said:\n{}",
                    self.seen
                ),
            }
        }
    }

    /// Types `line` and returns the output up to the first line containing `text`.
    pub fn say_until(&mut self, line: &str, text: &str) -> String {
        self.type_line(line);
        self.until(text)
    }

    /// Writes `line`, then returns the answer's lines (those printed together, up to a
    /// pause) and how long the first one took.
    pub fn say(&mut self, line: &str) -> (Vec<String>, std::time::Duration) {
        use std::time::{Duration, Instant};
        while self.lines.try_recv().is_ok() {}
        let began = Instant::now();
        self.type_line(line);
        let first = self
            .lines
            .recv_timeout(Duration::from_secs(300))
            .unwrap_or_else(|_| panic!("no answer to `{line}`"));
        let took = began.elapsed();
        let mut answer = vec![first];
        while let Ok(l) = self.lines.recv_timeout(Duration::from_millis(300)) {
            answer.push(l);
        }
        (answer, took)
    }

    /// Ends the input and waits for the exit status.
    pub fn finish(mut self) -> i32 {
        drop(self.stdin.take());
        self.child
            .wait()
            .expect("the binary ends")
            .code()
            .unwrap_or(-1)
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        if self.stdin.is_some() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
