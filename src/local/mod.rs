//! Local mode: the host driven from standard input, one line per event, for one server
//! (`local`) with one channel (`local`) where all games are played.
//!
//! Input: `alice: challenge chakart @bob` (alice writes in the channel), `alice (dm):
//! stealth Qh5` (alice writes to the bot directly), `alice (team): stealth Qh5` (alice
//! writes in her team's private room of a Chakart team game); blank lines and `#` comments are
//! skipped; any other line gets an `[error] …` line on stderr and changes nothing, and so
//! does a line longer than [`MAX_LINE_BYTES`], which is skipped without being kept.
//! Output: every reply line begins with where it goes (`[channel]`, `[dm alice]`,
//! `[team white #3]` for a team's private room, which only its members read; private
//! answers are direct messages here); a board image is written as a PNG into the images
//! folder and named on a line `[image] PATH` after the reply's text; buttons are printed
//! as the commands to type, a menu (a Chakart choice) as its options.
//!
//! A reply is printed only once [`crate::host::Host::handle`] returned it, that is once
//! what it reports is durably stored: a move is acknowledged when its reply is printed.
//! The sweeper runs at start, between lines and whenever it is due while input waits.
//! Challenging `chakbot` starts a game against the computer, whose turns are printed as it
//! plays them (`CHAKBOT_AI_THREADS`, `CHAKBOT_AI_MOVETIME_MS`). At the end of the input
//! the computer plays the turns it owes, then the session syncs the store and returns.

mod demo;
mod line;
mod mention;
mod print;
mod reader;
mod session;

pub use demo::{closing_note, run_demo};
pub use line::{clean_name, parse_line, Line, LineError, Place, Said, MAX_NAME_CHARS};
pub use mention::Names;
pub use print::{prefix, reply_lines, typed_button};
pub use reader::MAX_LINE_BYTES;
pub use session::{now, LocalConfig, LocalError, Session, CHANNEL, SERVER};

use reader::Read;
use std::io::{BufReader, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

/// The longest wait between two looks at the sweeper's schedule.
const MAX_IDLE: Duration = Duration::from_secs(30);

/// How often the end of the input looks whether the computer is done.
const COMPUTER_POLL: Duration = Duration::from_millis(50);

/// What the session loop waits for.
enum Event {
    Read(Result<Read, std::io::Error>),
    /// The end of the input.
    End,
    /// A computer's turn, played and stored.
    Computer(Vec<crate::host::Reply>),
}

/// Runs a session on `input` until its end: each line is handled and its replies printed
/// to `out` before the next line is read; unreadable lines are reported on `err`.
pub fn run(
    config: &LocalConfig,
    input: impl std::io::Read + Send + 'static,
    out: impl Write,
    mut err: impl Write,
) -> Result<(), LocalError> {
    let mut session = Session::open(config, out)?;
    session.sweep(now())?;
    // Lines come from a reader thread, so the sweeper can run while input waits, and the
    // computer's turns (from its thinkers) are printed as they are played. A line past
    // MAX_LINE_BYTES is skipped as it arrives (bounded memory for any input).
    let (tx, rx) = mpsc::channel::<Event>();
    let computer = tx.clone();
    session
        .host()
        .start_computer(move |replies| drop(computer.send(Event::Computer(replies))));
    std::thread::spawn(move || {
        let mut reader = BufReader::new(input);
        loop {
            match reader::next_line(&mut reader, MAX_LINE_BYTES) {
                Ok(None) => {
                    let _ = tx.send(Event::End);
                    break;
                }
                Ok(Some(read)) => {
                    if tx.send(Event::Read(Ok(read))).is_err() {
                        break;
                    }
                }
                Err(e) => {
                    let _ = tx.send(Event::Read(Err(e)));
                    break;
                }
            }
        }
    });
    let mut number = 0u64;
    let mut ended = false;
    loop {
        // At the end of the input, the computer still plays the turns it owes.
        let wait = if ended {
            COMPUTER_POLL
        } else {
            session.until_wakeup(MAX_IDLE)
        };
        match rx.recv_timeout(wait) {
            Ok(Event::Read(Ok(Read::TooLong { bytes }))) => {
                number += 1;
                // Best effort, as for any bad line: stderr may be closed.
                let _ = writeln!(
                    err,
                    "[error] line {number}: too long ({bytes} bytes; a line holds at most \
                     {MAX_LINE_BYTES}): skipped"
                );
                let _ = err.flush();
                session.sweep_if_due()?;
            }
            Ok(Event::Read(Ok(Read::Line(bytes)))) => {
                number += 1;
                let raw = String::from_utf8_lossy(&bytes);
                match parse_line(&raw) {
                    Ok(Line::Nothing) => {}
                    Ok(Line::Event(said)) => {
                        session.say(&said)?;
                    }
                    Err(e) => {
                        // The report of a bad line is best effort: stderr may be closed.
                        let _ = writeln!(err, "[error] line {number}: {e}");
                        let _ = err.flush();
                    }
                }
                session.sweep_if_due()?;
            }
            Ok(Event::Read(Err(e))) => {
                return Err(LocalError::Io {
                    context: "cannot read the input".into(),
                    source: e,
                })
            }
            Ok(Event::Computer(replies)) => session.show(&replies)?,
            Ok(Event::End) => ended = true,
            Err(RecvTimeoutError::Timeout) => session.sweep_if_due()?,
            Err(RecvTimeoutError::Disconnected) => break,
        }
        if ended && session.host().computer_idle() {
            // Its last turns were sent before it became idle.
            while let Ok(Event::Computer(replies)) = rx.try_recv() {
                session.show(&replies)?;
            }
            break;
        }
    }
    session.finish()
}
