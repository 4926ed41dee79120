//! A whole tournament played in local mode as a community would, with scripted moves
//! (figures in docs/PERFORMANCE.md):
//!
//! - `cargo run --release --example tournament_local -- swiss PLAYERS ROUNDS`
//! - `cargo run --release --example tournament_local -- arena PLAYERS MINUTES`
//!
//! It starts `chakbot local` (the binary named by `CHAKBOT_BIN`, else
//! `target/release/chakbot`) on a fresh folder, has the players join and the moderator
//! start the event, and plays every game as soon as its pairing is printed: a move each,
//! then a resignation or an agreed draw, drawn from a seeded generator (`SEED`, default
//! 1). At the end it checks that no result was lost (every game paired ended, and the
//! final standings add up to the results played: for a Swiss, the exported TRF's points
//! are the games' and the byes', and with `BBP_PAIRINGS` set bbpPairings checks every
//! round's pairing), and prints the games and the wall time; for a Swiss also how long
//! each round's pairings came after the round before ended, and how long a bystander's
//! `games`, asked meanwhile, waited for its answer.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long the run may take before it is declared stuck.
const STUCK: Duration = Duration::from_secs(40 * 60);

/// How a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Result {
    White,
    Black,
    Draw,
}

/// The game lines of a pairing post: `Game #5: p01 (White) against p02 (Black)`.
fn pairing(line: &str) -> Option<(u64, String, String)> {
    let rest = line.strip_prefix("[channel] Game #")?;
    let (id, rest) = rest.split_once(": ")?;
    let (white, rest) = rest.split_once(" (White) against ")?;
    let black = rest.strip_suffix(" (Black)")?;
    Some((id.parse().ok()?, white.to_string(), black.to_string()))
}

/// How often a waiting bystander asks again.
const PROBE_EVERY: Duration = Duration::from_millis(500);

/// The bystander's questions between rounds and how long each took to be answered.
#[derive(Default)]
struct Probe {
    /// When the question waiting for its answer was asked.
    waiting: Option<Instant>,
    asked: usize,
    slowest: Duration,
    /// When the round under way had its last result.
    round_done: Option<Instant>,
    /// From a round's last result to the next round's pairings, per round.
    gaps: Vec<Duration>,
}

impl Probe {
    /// Asks `games` unless a question is still waiting.
    fn ask(&mut self, stdin: &mut ChildStdin) {
        if self.waiting.is_none() {
            say(stdin, "probe: games");
            self.waiting = Some(Instant::now());
            self.asked += 1;
        }
    }

    fn answered(&mut self) {
        if let Some(at) = self.waiting.take() {
            self.slowest = self.slowest.max(at.elapsed());
        }
    }
}

fn say(stdin: &mut ChildStdin, line: &str) {
    writeln!(stdin, "{line}").expect("chakbot local reads its input");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: tournament_local swiss PLAYERS ROUNDS | arena PLAYERS MINUTES";
    let (format, players, length) = match args.as_slice() {
        [f, p, l] if f == "swiss" || f == "arena" => (
            f.clone(),
            p.parse::<usize>().expect(usage),
            l.parse::<u32>().expect(usage),
        ),
        _ => panic!("{usage}"),
    };
    let seed = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let bin = std::env::var("CHAKBOT_BIN").unwrap_or_else(|_| "target/release/chakbot".into());
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut child = Command::new(&bin)
        .args(["local", "--moderator", "mo", "--data"])
        .arg(dir.path().join("data"))
        .arg("--images")
        .arg(dir.path().join("files"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {bin}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, lines) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout)
            .lines()
            .map_while(std::io::Result::ok)
        {
            if tx.send(line).is_err() {
                break;
            }
        }
    });

    let names: Vec<String> = (1..=players).map(|k| format!("p{k:03}")).collect();
    let setup = match format.as_str() {
        "swiss" => format!("rounds={length}"),
        _ => format!("minutes={length}"),
    };
    let started = Instant::now();
    say(
        &mut stdin,
        &format!("mo: tournament create {format} chess 60+0 {setup} rated=no"),
    );
    for n in &names {
        say(&mut stdin, &format!("{n}: tournament join #1"));
    }
    say(&mut stdin, "mo: tournament start #1");

    let mut games: BTreeMap<u64, (String, String, Result)> = BTreeMap::new();
    let mut ended: BTreeSet<u64> = BTreeSet::new();
    let mut rounds = 0;
    let mut trf = None;
    let mut over = false;
    // Between two Swiss rounds (every game over, the next pairing not posted), a
    // bystander asks `games` again and again: how long each answer takes shows whether
    // pairing the round holds the bot up.
    let mut probe = Probe::default();
    let mut last_output = Instant::now();
    loop {
        let line = match lines.recv_timeout(PROBE_EVERY) {
            Ok(line) => line,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                assert!(
                    last_output.elapsed() < STUCK,
                    "stuck: nothing printed for {STUCK:?}"
                );
                let between = format == "swiss" && !over && !games.is_empty();
                if between && ended.len() == games.len() {
                    probe.ask(&mut stdin);
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => panic!("chakbot local stopped"),
        };
        last_output = Instant::now();
        if line.starts_with("[dm probe]") {
            probe.answered();
            continue;
        }
        if line.contains(", round ") && line.ends_with(':') {
            rounds += 1;
            if let Some(at) = probe.round_done.take() {
                probe.gaps.push(at.elapsed());
            }
        }
        if let Some((id, white, black)) = pairing(&line) {
            let result = match rng.random_range(0..10) {
                0..=3 => Result::White,
                4..=7 => Result::Black,
                _ => Result::Draw,
            };
            say(&mut stdin, &format!("{white}: e4 #{id}"));
            say(&mut stdin, &format!("{black}: e5 #{id}"));
            match result {
                Result::White => {
                    say(&mut stdin, &format!("{black}: resign #{id}"));
                    say(&mut stdin, &format!("{black}: confirm"));
                }
                Result::Black => {
                    say(&mut stdin, &format!("{white}: resign #{id}"));
                    say(&mut stdin, &format!("{white}: confirm"));
                }
                Result::Draw => {
                    say(&mut stdin, &format!("{white}: draw #{id}"));
                    say(&mut stdin, &format!("{black}: draw #{id}"));
                }
            }
            games.insert(id, (white, black, result));
        }
        // `… resigns game #N.` / `… accepts the draw in game #N.`: the end is acknowledged.
        if line.starts_with("[channel]") {
            let before = ended.len();
            for (id, _) in games.iter().filter(|(id, _)| !ended.contains(id)) {
                let tag = format!("#{id}");
                let ends = line.contains("resigns game") || line.contains("accepts the draw");
                if ends
                    && line
                        .split(|c: char| !c.is_ascii_alphanumeric() && c != '#')
                        .any(|w| w == tag)
                {
                    ended.insert(*id);
                    break;
                }
            }
            if ended.len() > before && ended.len() == games.len() {
                probe.round_done = Some(Instant::now());
            }
        }
        if line.contains("is over. Winner") {
            over = true;
            if format == "swiss" {
                say(&mut stdin, "mo: tournament export #1");
            } else {
                break;
            }
        }
        if over {
            if let Some(path) = line.strip_prefix("[file] ").filter(|p| p.ends_with(".trf")) {
                trf = Some(std::fs::read_to_string(path).expect("the exported TRF"));
                break;
            }
        }
    }
    let wall = started.elapsed();
    drop(stdin);
    let _ = child.wait();

    let unfinished: Vec<&u64> = games.keys().filter(|id| !ended.contains(id)).collect();
    assert!(
        unfinished.is_empty(),
        "games with no end seen: {unfinished:?}"
    );
    if let Some(trf) = trf {
        // Each player line: `001 SNo … points rank` with the points at columns 81–84.
        let points: f64 = trf
            .lines()
            .filter(|l| l.starts_with("001"))
            .filter_map(|l| l.get(80..84)?.trim().parse::<f64>().ok())
            .sum();
        let byes = trf
            .lines()
            .filter(|l| l.starts_with("001"))
            .map(|l| l.matches("0000 - U").count() + l.matches("0000 - F").count())
            .sum::<usize>();
        let expected = games.len() as f64 + byes as f64;
        assert!(
            (points - expected).abs() < 1e-9,
            "the TRF's points {points} are not the {} games' and {byes} byes'",
            games.len()
        );
        let path = std::env::temp_dir().join("tournament_local.trf");
        std::fs::write(&path, trf).expect("a TRF copy");
        println!("TRF written to {} ({points} points)", path.display());
        // bbpPairings checks every round's pairing (the oracle the tests use).
        if let Some(bbp) = std::env::var_os("BBP_PAIRINGS") {
            let out = Command::new(bbp)
                .arg("--dutch")
                .arg(&path)
                .arg("-c")
                .output()
                .expect("bbpPairings runs");
            let report = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success() && !report.contains("Checker pairings"),
                "bbpPairings disagrees:\n{report}"
            );
            println!("bbpPairings -c: every round's pairing is its own");
        }
    }
    if !probe.gaps.is_empty() {
        let secs = |d: &Duration| format!("{:.1}", d.as_secs_f64());
        println!(
            "each round posted after the last result of the one before: {} s; \
             a bystander's `games` meanwhile answered in at most {} s ({} asked)",
            probe.gaps.iter().map(secs).collect::<Vec<_>>().join(", "),
            secs(&probe.slowest),
            probe.asked,
        );
    }
    let draws = games.values().filter(|g| g.2 == Result::Draw).count();
    println!(
        "{format} of {players} players: {} games ({draws} drawn){}, all results kept; {:.1} s wall",
        games.len(),
        if rounds > 0 {
            format!(", {rounds} rounds")
        } else {
            String::new()
        },
        wall.as_secs_f64(),
    );
}
