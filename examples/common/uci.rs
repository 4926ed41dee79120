//! A UCI engine (Stockfish, Fairy-Stockfish) on pipes, for the examples that play or
//! consult one.

// Each example uses a part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A UCI engine on pipes.
pub struct Uci {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// What it calls itself (`id name …`), with the program that runs.
    name: String,
}

impl Uci {
    /// Starts the first of `programs` that runs and waits for its `uciok`.
    pub fn start(programs: &[&str]) -> Uci {
        let (program, mut child) = programs
            .iter()
            .find_map(|p| {
                Command::new(p)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .spawn()
                    .ok()
                    .map(|c| (p, c))
            })
            .unwrap_or_else(|| panic!("none of {programs:?} runs"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut uci = Uci {
            _child: child,
            input,
            output,
            name: program.to_string(),
        };
        uci.send("uci");
        let mut line = uci.wait("id name");
        line.push_str(&format!(" ({program})"));
        uci.name = line;
        uci.wait("uciok");
        uci
    }

    /// What the engine calls itself, and the program that runs.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Stockfish (`stockfish`, else Debian's `/usr/games/stockfish`) on one thread, at
    /// `Skill Level` `skill` when given, ready.
    pub fn stockfish(skill: Option<&str>) -> Uci {
        let mut sf = Uci::start(&["stockfish", "/usr/games/stockfish"]);
        if let Some(s) = skill {
            sf.send(&format!("setoption name Skill Level value {s}"));
        }
        sf.send("setoption name Threads value 1");
        sf.ready();
        sf
    }

    /// The centipawns `mv` loses in `position` against the best move, both judged at
    /// `go depth DEPTH` from a cleared table, scores clamped to ±1000.
    pub fn move_loss(&mut self, position: &str, mv: &str, depth: u64) -> i32 {
        self.send("ucinewgame");
        let best = self.score(position, &format!("go depth {depth}"));
        self.send("ucinewgame");
        let played = self.score(position, &format!("go depth {depth} searchmoves {mv}"));
        (best.clamp(-1000, 1000) - played.clamp(-1000, 1000)).max(0)
    }

    pub fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("engine input");
    }

    pub fn wait(&mut self, prefix: &str) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).expect("engine output") == 0 {
                panic!("the engine ended");
            }
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    }

    pub fn ready(&mut self) {
        self.send("isready");
        self.wait("readyok");
    }

    /// The engine's move in `position` (`fen F`, or `fen F moves …`) for the search
    /// command `go`.
    pub fn best(&mut self, position: &str, go: &str) -> String {
        self.search(position, go).0
    }

    /// Stockfish's score (centipawns for the side to move; a mate as ±10,000 minus its
    /// distance) after `go`, from the last `info … score` line before `bestmove`.
    pub fn score(&mut self, position: &str, go: &str) -> i32 {
        self.search(position, go).1
    }

    /// The engine's move and score (as [`Uci::score`]) in `position` after `go`.
    pub fn search(&mut self, position: &str, go: &str) -> (String, i32) {
        self.send(&format!("position {position}"));
        self.send(go);
        let mut last = 0;
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).expect("engine output") == 0 {
                panic!("the engine ended");
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"bestmove") {
                return (words.get(1).unwrap_or(&"").to_string(), last);
            }
            if let Some(i) = words.iter().position(|&w| w == "score") {
                let n: i32 = words.get(i + 2).and_then(|v| v.parse().ok()).unwrap_or(0);
                last = match words.get(i + 1) {
                    Some(&"mate") if n > 0 => 10_000 - n,
                    Some(&"mate") => -10_000 - n,
                    _ => n,
                };
            }
        }
    }

    /// The engine's legal moves in `fen` (`go perft 1`, Fairy-Stockfish's output
    /// `e2e4: 1` … `Nodes searched: N`), sorted.
    pub fn legal(&mut self, fen: &str) -> Vec<String> {
        self.send(&format!("position fen {fen}"));
        self.send("go perft 1");
        let mut moves = Vec::new();
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).expect("engine output") == 0 {
                panic!("the engine ended");
            }
            if line.starts_with("Nodes searched") {
                break;
            }
            if let Some((m, _)) = line.trim().split_once(": ") {
                moves.push(m.to_string());
            }
        }
        moves.sort();
        moves
    }
}
