//! kill -9 at random moments loses no acknowledged move: the real binary in local mode is
//! fed scripted games through a pipe, one line at a time, and killed (SIGKILL) over a
//! hundred times: right after a move line is written (before its reply), a few
//! milliseconds into a move, after a reply, or while it starts up. After every kill the
//! store must open and hold every move whose reply had been printed (and at most the one
//! move in flight beyond them), in order; then the games are played on to their end.

use chakbot::store::{GameFilter, Store};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// The Opera game (Morphy, 1858) in coordinates: white mates on move 17.
const OPERA: &str = "e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 \
                     b1c3 c7c6 c1g5 b7b5 c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 \
                     b5d7 f6d7 b3b8 d7b8 d1d8";

const GAMES: usize = 8;
const KILLS: usize = 110;

struct Bot {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

/// `chakbot local` on `data`, writing its images to `images`.
fn local(data: &Path, images: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_chakbot"));
    cmd.args(["local", "--data"])
        .arg(data)
        .arg("--images")
        .arg(images);
    cmd
}

fn start(data: &Path, images: &Path) -> Bot {
    let mut child = local(data, images)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    Bot {
        child,
        stdin,
        lines: rx,
    }
}

impl Bot {
    fn say(&mut self, line: &str) {
        // A write may fail only if the process is already gone (it never is here).
        writeln!(self.stdin, "{line}").expect("the line is written");
        self.stdin.flush().expect("flushed");
    }

    /// Waits for the channel line saying that a move of game `id` was played.
    fn wait_played(&self, id: u64, seen: &mut Vec<String>) {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .expect("a reply within 20 s");
            let played = is_played(&line, id);
            assert!(!line.starts_with("[dm"), "refused: {line}");
            seen.push(line);
            if played {
                return;
            }
        }
    }

    /// SIGKILL, then everything it had printed.
    fn kill(mut self) -> Vec<String> {
        self.child.kill().expect("killed");
        self.child.wait().expect("reaped");
        self.lines.iter().collect()
    }
}

fn is_played(line: &str, id: u64) -> bool {
    line.starts_with("[channel] ")
        && line.contains(&format!("#{id}: "))
        && line.contains(" played ")
}

struct Game {
    id: u64,
    white: String,
    black: String,
    /// Moves in the store at the last check; during a run, plus the moves acknowledged.
    stored: usize,
    /// Moves whose reply was printed: the store must hold at least these.
    acked: usize,
    /// Moves sent: the store may hold no more than these.
    sent: usize,
}

fn script() -> Vec<&'static str> {
    OPERA.split_whitespace().collect()
}

/// Opens the store (it must open after every kill) and checks every game against what
/// was acknowledged and sent; sets `stored` for the next run. Returns how many moves in
/// flight at the kill were found stored, and how many were not.
fn check_store(data: &Path, games: &mut [Game], round: usize) -> (usize, usize) {
    let mut in_flight = (0, 0);
    let store = Store::open(data).unwrap_or_else(|e| panic!("round {round}: store opens: {e}"));
    let moves = script();
    for g in games.iter_mut() {
        let game = store
            .game(g.id)
            .unwrap_or_else(|e| panic!("round {round}: game {} reads: {e}", g.id))
            .expect("the game exists");
        let turns: Vec<String> = game.turns().iter().map(|t| t.action.to_string()).collect();
        assert!(
            turns.len() >= g.acked,
            "round {round}: game {} lost acknowledged moves: {} stored, {} acknowledged",
            g.id,
            turns.len(),
            g.acked
        );
        assert!(
            turns.len() <= g.sent,
            "round {round}: game {} has moves never sent",
            g.id
        );
        assert_eq!(turns, moves[..turns.len()], "round {round}: game {}", g.id);
        if g.sent > g.acked {
            if turns.len() > g.acked {
                in_flight.0 += 1;
            } else {
                in_flight.1 += 1;
            }
        }
        g.stored = turns.len();
    }
    in_flight
}

/// Starts the games (without kills) and returns them.
fn set_up(data: &Path, images: &Path) -> Vec<Game> {
    let mut input = String::new();
    for k in 0..GAMES {
        input.push_str(&format!(
            "w{k}: challenge chess @b{k} as white\nb{k}: accept\n"
        ));
    }
    let mut child = local(data, images)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    assert!(child.wait().expect("ends").success());
    let store = Store::open(data).expect("opens");
    (0..GAMES)
        .map(|k| {
            let white = format!("w{k}");
            let ids = store
                .games_of_user(&white, GameFilter::Active)
                .expect("index");
            assert_eq!(ids.len(), 1, "{white}");
            Game {
                id: ids[0],
                white,
                black: format!("b{k}"),
                stored: 0,
                acked: 0,
                sent: 0,
            }
        })
        .collect()
}

/// The next move line of the first unfinished game after `turn` (round robin).
fn next_move(games: &[Game], turn: &mut usize) -> Option<(usize, String)> {
    let moves = script();
    for _ in 0..games.len() {
        let k = *turn % games.len();
        *turn += 1;
        let g = &games[k];
        if let Some(m) = moves.get(g.stored) {
            let who = if g.stored % 2 == 0 {
                &g.white
            } else {
                &g.black
            };
            return Some((k, format!("{who}: {m} #{}", g.id)));
        }
    }
    None
}

#[derive(Copy, Clone, Debug)]
enum Kill {
    /// While the binary starts (opening the store).
    Starting,
    /// Right after a move line is written, before its reply.
    AfterWrite,
    /// A few milliseconds into a move.
    DuringMove,
    /// After a reply was read.
    AfterReply,
}

#[test]
fn kill_9_loses_no_acknowledged_move() {
    let dir = tempfile::tempdir().unwrap();
    let data: PathBuf = dir.path().join("data");
    let images: PathBuf = dir.path().join("images");
    let mut games = set_up(&data, &images);
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut turn = 0;
    let mut kills = Vec::new();
    let (mut in_flight_kept, mut in_flight_lost) = (0, 0);
    // How long an acknowledged move takes on this machine now (microseconds, a running
    // average). The commit comes before the end of that time (the reply and its image
    // follow it), so a kill "during a move" sleeps between half of it and a little more
    // than all of it: kills land both before and after the commit however loaded the
    // machine is.
    let mut move_us: u64 = 4_000;
    for round in 0..KILLS {
        let mode = match rng.random_range(0..10) {
            0 => Kill::Starting,
            1..=4 => Kill::AfterWrite,
            5..=7 => Kill::DuringMove,
            _ => Kill::AfterReply,
        };
        for g in games.iter_mut() {
            g.acked = g.stored;
            g.sent = g.stored;
        }
        let mut bot = start(&data, &images);
        let mut seen = Vec::new();
        if let Kill::Starting = mode {
            std::thread::sleep(Duration::from_micros(rng.random_range(0..30_000)));
        } else {
            // A few acknowledged moves, then the kill around one more.
            let before = rng.random_range(0..4);
            for i in 0..before {
                let Some((k, line)) = next_move(&games, &mut turn) else {
                    break;
                };
                let began = std::time::Instant::now();
                bot.say(&line);
                games[k].sent += 1;
                bot.wait_played(games[k].id, &mut seen);
                games[k].stored += 1;
                // The first move after a start also waits for the store to open.
                if i > 0 {
                    let took = u64::try_from(began.elapsed().as_micros()).unwrap_or(u64::MAX);
                    move_us = (move_us * 3 + took.min(1_000_000)) / 4;
                }
            }
            if let Some((k, line)) = next_move(&games, &mut turn) {
                bot.say(&line);
                games[k].sent += 1;
                match mode {
                    Kill::AfterWrite => {}
                    Kill::DuringMove => {
                        let (least, most) = (move_us / 2, (move_us * 11 / 10).max(1_000));
                        let us = rng.random_range(least..most.max(least + 1));
                        std::thread::sleep(Duration::from_micros(us))
                    }
                    _ => {
                        bot.wait_played(games[k].id, &mut seen);
                        games[k].stored += 1;
                    }
                }
            }
        }
        seen.extend(bot.kill());
        for g in games.iter_mut() {
            g.acked += seen.iter().filter(|l| is_played(l, g.id)).count();
        }
        let (kept, lost) = check_store(&data, &mut games, round);
        in_flight_kept += kept;
        in_flight_lost += lost;
        kills.push(mode);
    }
    // Kills landed both before and after the commit of the move in flight.
    eprintln!("moves in flight at a kill: {in_flight_kept} stored, {in_flight_lost} not");
    assert!(in_flight_kept >= 5 && in_flight_lost >= 5);
    let count = |f: fn(Kill) -> bool| kills.iter().filter(|&&k| f(k)).count();
    assert!(kills.len() >= 100);
    assert!(count(|k| matches!(k, Kill::AfterWrite)) >= 20, "{kills:?}");
    assert!(count(|k| matches!(k, Kill::DuringMove)) >= 20, "{kills:?}");
    // The games are played on to their end, without kills.
    let mut bot = start(&data, &images);
    let mut seen = Vec::new();
    while let Some((k, line)) = next_move(&games, &mut turn) {
        bot.say(&line);
        bot.wait_played(games[k].id, &mut seen);
        games[k].stored += 1;
    }
    drop(bot.stdin);
    assert!(bot.child.wait().expect("ends").success());
    let store = Store::open(&data).expect("opens");
    for g in &games {
        let game = store.game(g.id).expect("reads").expect("exists");
        assert!(game.is_over(), "game {} ends in mate", g.id);
        assert_eq!(game.turns().len(), script().len());
    }
}
