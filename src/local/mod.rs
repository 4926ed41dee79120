//! Local mode: the host driven from standard input, one line per event, for one server
//! (`local`) with one channel (`local`) where all games are played.
//!
//! Input: `alice: challenge chakart @bob` (alice writes in the channel), `alice (dm):
//! stealth Qh5` (alice writes to the bot directly); blank lines and `#` comments are
//! skipped; any other line gets an `[error] …` line on stderr and changes nothing.
//! Output: every reply line begins with where it goes (`[channel]`, `[dm alice]`; private
//! answers are direct messages here); a board image is written as a PNG into the images
//! folder and named on a line `[image] PATH` after the reply's text; buttons are printed
//! as the commands to type, a menu (a Chakart choice) as its options.
//!
//! A reply is printed only once [`crate::host::Host::handle`] returned it, that is once
//! what it reports is durably stored: a move is acknowledged when its reply is printed.
//! The sweeper runs at start, between lines and whenever it is due while input waits.
//! At the end of the input the session syncs the store and returns.

mod demo;
mod line;
mod print;
mod session;

pub use demo::run_demo;
pub use line::{clean_name, parse_line, Line, LineError, Said, MAX_NAME_CHARS};
pub use print::{prefix, reply_lines, typed_button};
pub use session::{now, LocalConfig, LocalError, Session, CHANNEL, SERVER};

use std::io::{BufRead, BufReader, Read, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

/// The longest wait between two looks at the sweeper's schedule.
const MAX_IDLE: Duration = Duration::from_secs(30);

/// Runs a session on `input` until its end: each line is handled and its replies printed
/// to `out` before the next line is read; unreadable lines are reported on `err`.
pub fn run(
    config: &LocalConfig,
    input: impl Read + Send + 'static,
    out: impl Write,
    mut err: impl Write,
) -> Result<(), LocalError> {
    let mut session = Session::open(config, out)?;
    session.sweep(now())?;
    // Lines come from a reader thread, so the sweeper can run while input waits.
    let (tx, rx) = mpsc::channel::<Result<String, std::io::Error>>();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(input);
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match reader.read_until(b'\n', &mut buf) {
                Ok(0) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf).into_owned();
                    if tx.send(Ok(line)).is_err() {
                        break;
                    }
                }
                Err(e) => {
                    let _ = tx.send(Err(e));
                    break;
                }
            }
        }
    });
    let mut number = 0u64;
    loop {
        match rx.recv_timeout(session.until_wakeup(MAX_IDLE)) {
            Ok(Ok(raw)) => {
                number += 1;
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
            Ok(Err(e)) => {
                return Err(LocalError::Io {
                    context: "cannot read the input".into(),
                    source: e,
                })
            }
            Err(RecvTimeoutError::Timeout) => session.sweep_if_due()?,
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    session.finish()
}
