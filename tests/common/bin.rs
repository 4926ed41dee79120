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

/// A `chakbot` process fed one line at a time, its answers timed (local mode).
pub struct Live {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Live {
    /// Starts `chakbot ARGS`, reading its output lines as they come.
    pub fn start(args: &[&str]) -> Live {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chakbot"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
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
        }
    }

    /// Writes `line`, then returns the answer's lines (those printed together, up to a
    /// pause) and how long the first one took.
    pub fn say(&mut self, line: &str) -> (Vec<String>, std::time::Duration) {
        use std::time::{Duration, Instant};
        while self.lines.try_recv().is_ok() {}
        let stdin = self.stdin.as_mut().expect("input open");
        let began = Instant::now();
        writeln!(stdin, "{line}").expect("line written");
        stdin.flush().expect("line flushed");
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
