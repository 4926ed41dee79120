//! Measurements of the computer opponent (figures in docs/PERFORMANCE.md). Run with
//! `cargo run --release --example ai_match -- MODE …`:
//!
//! - `legal RULESET|all N`: N random positions per rule set, the engine's action must be
//!   legal (levels cycle 1..8, 5 ms each).
//! - `ladder RULESET GAMES MS [FROM TO]`: each level L in FROM+1..=TO (default 2..=8)
//!   against L-1, GAMES games, colours alternating, MS per move.
//! - `pair RULESET GAMES MS HI LO`: level HI against level LO, as `ladder` does.
//! - `other RULESET GAMES MS LEVEL OTHER_LEVEL`: this build's level against another
//!   build's `chakbot ai` (the binary named by `AI_MATCH_OTHER`), both seeded; with
//!   `AI_MATCH_OTHER_MS` set the other build gets that time per move instead of MS.
//! - `vs random|greedy RULESET GAMES MS [LEVEL]`: a level (default 8) against a baseline.
//! - `stockfish SKILL GAMES MS [LEVEL] [FIRST]`: chess against `stockfish` (UCI `Skill
//!   Level`), equal wall-clock time per move (the engine runs unseeded, on the clock),
//!   games FIRST.. (default 0) so that a match can be split over processes. Both engines
//!   get the game's history (ours `Request::history`, Stockfish `position fen … moves
//!   …`); with `AI_MATCH_NO_HISTORY` set each gets only the FEN, the older protocol.
//!   With `AI_MATCH_SF_DEPTH` set, Stockfish stops at the depth where its skill picks
//!   its move (`go depth SKILL+1`) instead of using its whole time: the same choice,
//!   faster (a quicker measure; the goal's protocol is without it).
//! - `fairy ENGINE VARIANTS_INI NODES GAMES [MS] [LEVEL]`: Maharaja, the level (default 8,
//!   seeded, MS default 1000) as Black against Fairy-Stockfish (`ENGINE`, variant
//!   `maharaja` of `VARIANTS_INI`) as White with `go nodes NODES`; every position's legal
//!   moves are compared with Fairy-Stockfish's (`go perft 1`).
//! - `loss N MS DEPTH [FROM]`: the centipawns level 8 (seeded, MS per move; with
//!   `AI_MATCH_OTHER` set, that build's `chakbot ai` instead) loses against `stockfish`'s
//!   best move by Stockfish's own judgement at `go depth DEPTH`, over N middle-game
//!   positions (each an opening above followed by FROM (default 10) to FROM+39 plies of
//!   Stockfish at depth 6):
//!   the mean loss and the moves losing 100 and 300 cp or more. Deterministic, so it
//!   compares builds without the noise of games; `AI_MATCH_LOSS_SKILL=S` measures
//!   Stockfish at skill S (on the clock, so not deterministic) for the target.
//! - `judge FILE DEPTH`: the games of a `stockfish` run's trace (`AI_MATCH_TRACE` lines
//!   `game G: start FEN; moves …`), each move judged as `loss` does (Stockfish at `go
//!   depth DEPTH`, the mover's move against the best); the mean loss of each side (our
//!   engine: White in even games) in plies 0–39, 40–79 and 80 on.
//! - `speed RULESET MS N`: nodes per second and time per move of each level over N
//!   positions (seeded unless `AI_MATCH_UNSEEDED` is set).
//! - `epd FILE MS [LEVEL]`: a chess test suite in EPD (`FEN bm SAN …; id "…";`, `am` for
//!   moves to avoid), such as Win at Chess: the level (default 8, seeded, MS per move,
//!   so a node budget) on each position; the positions missed, then the number solved.
//!
//! With `AI_MATCH_FIRST=N` (even) the `ladder`, `pair`, `other` and `vs` modes play games
//! N.. instead of 0.., so that a match can be split over processes.
//!
//! With `AI_MATCH_MEMORY` set, the in-process engines of the game modes keep their chess
//! table from move to move (`ai::choose_with`), as the host's unseeded searches do
//! (`ai::choose`); seeded, so a run still repeats. The `stockfish` mode runs unseeded and
//! keeps it anyway.
//!
//! With `AI_MATCH_UNSEEDED` set, the in-process engines of the game modes and `speed` run
//! as the bot plays: unseeded (`ai::choose`: levels 1 to 7 on their node budgets, level 8
//! on the clock, the low levels' noise from the operating system, the host's pool of
//! kept tables), so a run does not repeat; the games' openings and Chakart draws are
//! still seeded.
//!
//! With `AI_MATCH_TRACE` set, every game also prints one line: colours, result, plies, the
//! ending, the start FEN and the moves. Each match also prints a paired score: the two
//! games of one opening (colours swapped) go to the side with the better total or, on
//! equal totals, the shorter wins. In every game mode the engine gets the game's history
//! (earlier FENs; none for Chakart).
//!
//! Every game is seeded (engine seeds and Chakart draws), so a run repeats exactly. Games
//! 2k and 2k+1 share a start and a few random opening plies, colours swapped.

use chakbot::ai::{self, baseline, level::Level, Request};
use chakbot::rules::{
    notation, Action, AnyPosition, Color, GameState, Outcome, RuleSet, StartOption, Viewer,
};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::process::Command;
use std::time::Instant;

#[path = "common/uci.rs"]
mod uci;
use uci::Uci;

#[derive(Clone, Copy, Debug)]
enum Player {
    Engine(Level),
    Random,
    Greedy,
    /// Another build's `chakbot ai` (path in `AI_MATCH_OTHER`) at this level, seeded.
    Other(Level),
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    let num = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let ruleset = |i: usize| arg(i).parse::<RuleSet>().expect("a rule set");
    match arg(0) {
        "legal" => {
            let sets: Vec<RuleSet> = if arg(1) == "all" {
                RuleSet::ALL.to_vec()
            } else {
                vec![ruleset(1)]
            };
            for r in sets {
                legal(r, num(2, 1000));
            }
        }
        "ladder" => {
            let r = ruleset(1);
            let (games, ms) = (num(2, 100), num(3, 50));
            for l in num(4, 1) + 1..=num(5, 8) {
                let hi = Level::new(l as u8).expect("level");
                let lo = Level::new(l as u8 - 1).expect("level");
                report(
                    &format!("{r} level {l} vs {}", l - 1),
                    r,
                    Player::Engine(hi),
                    Player::Engine(lo),
                    games,
                    ms,
                );
            }
        }
        "pair" => {
            let r = ruleset(1);
            let hi = Level::new(num(4, 8) as u8).expect("level");
            let lo = Level::new(num(5, 7) as u8).expect("level");
            report(
                &format!("{r} level {hi} vs {lo}"),
                r,
                Player::Engine(hi),
                Player::Engine(lo),
                num(2, 100),
                num(3, 50),
            );
        }
        "other" => {
            let r = ruleset(1);
            let ours = Level::new(num(4, 8) as u8).expect("level");
            let theirs = Level::new(num(5, 8) as u8).expect("level");
            report(
                &format!("{r} level {ours} vs the other build's level {theirs}"),
                r,
                Player::Engine(ours),
                Player::Other(theirs),
                num(2, 100),
                num(3, 50),
            );
        }
        "vs" => {
            let who = match arg(1) {
                "random" => Player::Random,
                _ => Player::Greedy,
            };
            let r = ruleset(2);
            let level = Level::new(num(5, 8) as u8).expect("level");
            report(
                &format!("{r} level {level} vs {}", arg(1)),
                r,
                Player::Engine(level),
                who,
                num(3, 100),
                num(4, 1000),
            );
        }
        "stockfish" => stockfish(
            num(1, 10),
            num(5, 0)..num(5, 0) + num(2, 10),
            num(3, 1000),
            Level::new(num(4, 8) as u8).expect("level"),
        ),
        "judge" => judge(arg(1), num(2, 12)),
        "loss" => loss(num(1, 100), num(2, 1000), num(3, 14), num(4, 10)),
        "fairy" => fairy(
            arg(1),
            arg(2),
            num(3, 10_000),
            num(4, 10),
            num(5, 1000),
            Level::new(num(6, 8) as u8).expect("level"),
        ),
        "speed" => speed(ruleset(1), num(2, 1000), num(3, 10)),
        "epd" => epd(
            arg(1),
            num(2, 1000),
            Level::new(num(3, 8) as u8).expect("level"),
        ),
        _ => eprintln!(
            "modes: legal, ladder, pair, other, vs, stockfish, judge, loss, fairy, speed, epd \
             (see the source's doc)"
        ),
    }
}

fn start(ruleset: RuleSet, game: u64) -> AnyPosition {
    let mut rng = ChaCha8Rng::seed_from_u64(game);
    AnyPosition::start(ruleset, ruleset.default_start(), &mut rng)
}

/// The start of game `game` of a match: games 2k and 2k+1 (colours swapped) share a start
/// and 2 to 4 random opening plies, so deterministic levels do not replay one game.
fn opening(ruleset: RuleSet, game: u64) -> AnyPosition {
    let pair = game / 2;
    let mut rng = ChaCha8Rng::seed_from_u64(pair ^ 0x0be1);
    let mut pos = start(ruleset, pair);
    for _ in 0..2 + pair % 3 {
        let Some(m) = pos.legal_moves().choose(&mut rng).copied() else {
            break;
        };
        let mut next = pos.clone();
        next.play(&m.action, &mut rng).expect("listed action");
        if next.status().is_some() || next.pending().is_some() {
            break;
        }
        pos = next;
    }
    pos
}

/// `p`'s action in `pos`; `history`: the game's earlier FENs (none for Chakart).
/// `memory`: what this player's earlier searches of the game left (`AI_MATCH_MEMORY`).
fn act(
    p: Player,
    pos: &AnyPosition,
    ms: u64,
    seed: u64,
    history: &[String],
    memory: Option<&mut ai::Memory>,
) -> Action {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let view = pos.view_fen(Viewer::Player(pos.turn()));
    let a = match p {
        Player::Random => baseline::random_action(pos, &mut rng),
        Player::Greedy => {
            let seen = AnyPosition::from_fen(pos.ruleset(), &view).expect("view");
            baseline::greedy_action(&seen, seed)
        }
        Player::Engine(level) if unseeded() => ai::choose(&Request {
            ruleset: pos.ruleset(),
            fen: &view,
            level,
            movetime_ms: ms,
            seed: None,
            history,
        })
        .ok()
        .map(|d| d.action),
        Player::Engine(level) => ai::choose_with(
            &Request {
                ruleset: pos.ruleset(),
                fen: &view,
                level,
                movetime_ms: ms,
                seed: Some(seed),
                history,
            },
            memory,
        )
        .ok()
        .map(|d| d.action),
        Player::Other(level) => {
            let bin = std::env::var("AI_MATCH_OTHER").expect("AI_MATCH_OTHER");
            let out = Command::new(bin)
                .args(["ai", &pos.ruleset().to_string(), "--fen", &view])
                .args(["--level", &level.to_string(), "--movetime", &other_ms(ms)])
                .args(["--seed", &seed.to_string()])
                .output()
                .expect("the other build runs");
            let text = String::from_utf8_lossy(&out.stdout);
            text.lines()
                .last()
                .and_then(|uci| find_action(pos, uci.trim()))
        }
    };
    a.expect("an action")
}

/// Whether the engines run as the bot plays, unseeded (`AI_MATCH_UNSEEDED`).
fn unseeded() -> bool {
    std::env::var_os("AI_MATCH_UNSEEDED").is_some()
}

/// The other build's time per move: `AI_MATCH_OTHER_MS` if set (a scaling test of one
/// build against itself at another time), else `ms`.
fn other_ms(ms: u64) -> String {
    std::env::var("AI_MATCH_OTHER_MS").unwrap_or_else(|_| ms.to_string())
}

/// Plays one game; the result for `a` (1, 0.5, 0) and the plies played.
fn play(ruleset: RuleSet, a: Player, b: Player, a_white: bool, game: u64, ms: u64) -> (f64, u64) {
    let mut state = GameState::new(opening(ruleset, game));
    let mut rng = ChaCha8Rng::seed_from_u64(game ^ 0xC0FFEE);
    let max_plies = if ruleset.is_chakart() || ruleset == RuleSet::Koopa {
        300
    } else {
        400
    };
    let trace = std::env::var_os("AI_MATCH_TRACE").is_some();
    let mut moves = Vec::new();
    let mut history = Vec::new();
    let mut plies = 0;
    // With AI_MATCH_MEMORY set, each in-process engine keeps its table from move to move
    // (seeded, so the game still repeats), as the host's unseeded searches do.
    let mut memories =
        std::env::var_os("AI_MATCH_MEMORY").map(|_| [ai::Memory::new(), ai::Memory::new()]);
    for ply in 0..max_plies {
        if state.outcome().is_some() {
            break;
        }
        let pos = state.position().clone();
        let white = pos.turn() == Color::White;
        let who = if white == a_white { a } else { b };
        let memory = memories.as_mut().map(|m| &mut m[white as usize]);
        let action = act(who, &pos, ms, game * 1000 + ply, &history, memory);
        if !ruleset.is_chakart() {
            history.push(pos.fen());
        }
        if trace {
            moves.push(action.to_string());
        }
        state.play(&action, &mut rng).expect("a legal action");
        plies = ply + 1;
    }
    let result = state.outcome().map_or(0.5, |o| score(o, a_white));
    if trace {
        // One line per game: who had White, the result for `a`, the plies, the ending.
        println!(
            "game {game}: a={} result {result} after {plies} plies, {:?}; start {}; moves {}",
            if a_white { "white" } else { "black" },
            state.outcome(),
            opening(ruleset, game).fen(),
            moves.join(" ")
        );
    }
    (result, plies)
}

fn score(o: Outcome, a_white: bool) -> f64 {
    match o {
        Outcome::Decisive { winner, .. } => {
            if (winner == Color::White) == a_white {
                1.0
            } else {
                0.0
            }
        }
        Outcome::Draw(_) => 0.5,
    }
}

fn report(label: &str, r: RuleSet, a: Player, b: Player, games: u64, ms: u64) {
    let t = Instant::now();
    let (mut total, mut wins, mut draws) = (0.0, 0, 0);
    // Games 2k and 2k+1 share an opening, colours swapped: `a` takes the pair with the
    // better total, or on equal totals with the shorter wins (Maharaja, where Black wins
    // whoever plays: the faster win is the stronger play).
    let (mut pairs, mut pair_points, mut previous) = (0, 0.0, (0.0, 0));
    // AI_MATCH_FIRST (even) starts at another game, to split a match over processes.
    let first: u64 = std::env::var("AI_MATCH_FIRST")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
        & !1;
    for g in first..first + games {
        let (s, plies) = play(r, a, b, g % 2 == 0, g, ms);
        total += s;
        wins += (s == 1.0) as u32;
        draws += (s == 0.5) as u32;
        if g % 2 == 1 {
            let (s0, p0) = previous;
            let sum = s0 + s;
            // Positive when a's wins were shorter than b's (a lost in p plies: +p).
            let speed = |s: f64, p: u64| match s {
                1.0 => -(p as i64),
                0.0 => p as i64,
                _ => 0,
            };
            let tempo = speed(s0, p0) + speed(s, plies);
            pairs += 1;
            pair_points += if sum > 1.0 || (sum == 1.0 && tempo > 0) {
                1.0
            } else if sum < 1.0 || tempo < 0 {
                0.0
            } else {
                0.5
            };
        }
        previous = (s, plies);
    }
    println!(
        "{label}: {:.1}% over {games} games (+{wins} ={draws} -{}), paired {:.1}% of {pairs}, {ms} ms/move, {:.0} s",
        100.0 * total / games as f64,
        games as u32 - wins - draws,
        100.0 * pair_points / pairs.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
}

fn legal(r: RuleSet, n: u64) {
    let t = Instant::now();
    let mut checked = 0;
    for i in 0..n {
        let mut rng = ChaCha8Rng::seed_from_u64(i);
        let option = if r.has_random_start() {
            [
                StartOption::Standard,
                StartOption::Symmetric,
                StartOption::Asymmetric,
            ][rng.random_range(0..3)]
        } else {
            StartOption::Standard
        };
        let mut pos = AnyPosition::start(r, option, &mut rng);
        for _ in 0..rng.random_range(0..120) {
            let Some(m) = pos.legal_moves().choose(&mut rng).copied() else {
                break;
            };
            let mut next = pos.clone();
            next.play(&m.action, &mut rng).expect("listed action");
            if next.status().is_some() {
                break;
            }
            pos = next;
        }
        if pos.status().is_some() {
            continue;
        }
        let level = Level::new((i % 8) as u8 + 1).expect("level");
        let a = act(Player::Engine(level), &pos, 5, i, &[], None);
        assert!(
            pos.legal_moves().iter().any(|m| m.action == a),
            "{r}: illegal {a} in {}",
            pos.fen()
        );
        checked += 1;
    }
    println!(
        "{r}: {checked} positions, every action legal, {:.0} s",
        t.elapsed().as_secs_f64()
    );
}

fn speed(r: RuleSet, ms: u64, n: u64) {
    for l in 1..=8u8 {
        let level = Level::new(l).expect("level");
        let (mut nodes, mut secs, mut depth) = (0u64, 0.0, 0u64);
        for i in 0..n {
            let mut pos = start(r, i);
            let mut rng = ChaCha8Rng::seed_from_u64(i);
            for ply in 0..(10 + i % 20) {
                let a = act(Player::Greedy, &pos, 1, ply, &[], None);
                pos.play(&a, &mut rng).expect("legal");
                if pos.status().is_some() {
                    break;
                }
            }
            if pos.status().is_some() {
                continue;
            }
            let view = pos.view_fen(Viewer::Player(pos.turn()));
            let t = Instant::now();
            let d = ai::choose(&Request {
                ruleset: r,
                fen: &view,
                level,
                movetime_ms: ms,
                seed: (!unseeded()).then_some(i),
                history: &[],
            })
            .expect("decision");
            secs += t.elapsed().as_secs_f64();
            nodes += d.nodes;
            depth += d.depth as u64;
        }
        println!(
            "{r} level {l}: {:.0} ms/move, {:.0} knodes/s, {:.0} nodes and depth {:.1} a move ({} positions, budget {ms} ms)",
            1000.0 * secs / n as f64,
            nodes as f64 / secs.max(1e-9) / 1000.0,
            nodes as f64 / n as f64,
            depth as f64 / n as f64,
            n
        );
    }
}

/// The legal action of `pos` written `uci`.
fn find_action(pos: &AnyPosition, uci: &str) -> Option<Action> {
    pos.legal_moves()
        .into_iter()
        .find(|m| m.action.to_string() == uci)
        .map(|m| m.action)
}

/// Running score of one side over a match.
#[derive(Default)]
struct Tally {
    total: f64,
    wins: u32,
    draws: u32,
    games: u32,
}

impl Tally {
    fn add(&mut self, s: f64) {
        self.total += s;
        self.wins += (s == 1.0) as u32;
        self.draws += (s == 0.5) as u32;
        self.games += 1;
    }

    fn line(&self) -> String {
        format!(
            "{:.1}% over {} games (+{} ={} -{})",
            100.0 * self.total / self.games.max(1) as f64,
            self.games,
            self.wins,
            self.draws,
            self.games - self.wins - self.draws
        )
    }
}

fn stockfish(skill: u64, games: std::ops::Range<u64>, ms: u64, level: Level) {
    let mut sf = Uci::stockfish(Some(&skill.to_string()));
    // Stockfish below skill 20 plays the move it picks when its iteration at depth
    // skill + 1 ends (`Skill::time_to_pick`); with AI_MATCH_SF_DEPTH=1 it stops there
    // (`go depth`) instead of searching on to the end of its time: the same choice, with
    // a shallower table for its next move, in a fraction of the time.
    let go = match std::env::var_os("AI_MATCH_SF_DEPTH") {
        Some(_) => format!("go depth {}", skill + 1),
        None => format!("go movetime {ms}"),
    };
    let t = Instant::now();
    let mut tally = Tally::default();
    let (mut our_secs, mut our_moves, mut our_nodes) = (0.0, 0u64, 0u64);
    for g in games {
        let engine_white = g % 2 == 0;
        let mut state = GameState::new(opening(RuleSet::Chess, g));
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        sf.send("ucinewgame");
        // Both engines know the game so far (repetitions), unless AI_MATCH_NO_HISTORY is
        // set: then each gets only the FEN, the older protocol.
        let blind = std::env::var_os("AI_MATCH_NO_HISTORY").is_some();
        let start = state.position().fen();
        let (mut history, mut played) = (Vec::new(), Vec::new());
        let mut ply = 0;
        while state.outcome().is_none() && ply < 400 {
            let pos = state.position().clone();
            let action = if (pos.turn() == Color::White) == engine_white {
                // Unseeded: the wall clock stops the search, as it stops Stockfish.
                let moved = Instant::now();
                let d = ai::choose(&Request {
                    ruleset: RuleSet::Chess,
                    fen: &pos.view_fen(Viewer::Player(pos.turn())),
                    level,
                    movetime_ms: ms,
                    seed: None,
                    history: if blind { &[] } else { &history },
                })
                .expect("a decision");
                our_secs += moved.elapsed().as_secs_f64();
                our_moves += 1;
                our_nodes += d.nodes;
                d.action
            } else {
                let position = if blind {
                    format!("fen {}", pos.fen())
                } else {
                    format!("fen {start} moves {}", played.join(" "))
                };
                let mv = sf.best(&position, &go);
                find_action(&pos, &mv).expect("stockfish plays legal moves")
            };
            history.push(pos.fen());
            played.push(action.to_string());
            state.play(&action, &mut rng).expect("legal");
            ply += 1;
        }
        let s = state.outcome().map_or(0.5, |o| score(o, engine_white));
        tally.add(s);
        println!(
            "game {g}: {s} ({ply} plies, engine {}, {:?}) running {}",
            if engine_white { "white" } else { "black" },
            state.outcome(),
            tally.line()
        );
        if std::env::var_os("AI_MATCH_TRACE").is_some() {
            // The game itself, to read the losses (UCI moves from the start FEN).
            println!("game {g}: start {start}; moves {}", played.join(" "));
        }
    }
    println!(
        "chess level {level} vs Stockfish skill {skill}: {}, {ms} ms/move, level {level} used {:.0} ms and {:.0} knodes per move, {:.0} s",
        tally.line(),
        1000.0 * our_secs / our_moves.max(1) as f64,
        our_nodes as f64 / our_moves.max(1) as f64 / 1000.0,
        t.elapsed().as_secs_f64()
    );
}

/// `epd FILE MS LEVEL` (see the file's doc).
fn epd(file: &str, ms: u64, level: Level) {
    let text = std::fs::read_to_string(file).expect("the EPD file reads");
    let (mut solved, mut total) = (0, 0);
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // Four FEN fields, then operations separated by `;`.
        let fields: Vec<&str> = line.splitn(5, ' ').collect();
        let [board, turn, castling, ep, ops] = fields[..] else {
            println!("skipped (not EPD): {line}");
            continue;
        };
        let fen = format!("{board} {turn} {castling} {ep} 0 1");
        let Ok(pos) = AnyPosition::from_fen(RuleSet::Chess, &fen) else {
            println!("skipped (bad FEN): {line}");
            continue;
        };
        let (mut best, mut avoid, mut id) = (Vec::new(), Vec::new(), "");
        for op in ops.split(';').map(str::trim) {
            let (name, args) = op.split_once(' ').unwrap_or((op, ""));
            let moves = || {
                args.split_whitespace()
                    .filter_map(|m| notation::parse_move(&pos, m).ok())
                    .collect::<Vec<Action>>()
            };
            match name {
                "bm" => best = moves(),
                "am" => avoid = moves(),
                "id" => id = args.trim_matches('"'),
                _ => {}
            }
        }
        if best.is_empty() && avoid.is_empty() {
            println!("skipped (no bm or am): {line}");
            continue;
        }
        let played = act(Player::Engine(level), &pos, ms, 1, &[], None);
        let ok = if best.is_empty() {
            !avoid.contains(&played)
        } else {
            best.contains(&played)
        };
        total += 1;
        solved += ok as u32;
        if !ok {
            println!("missed {id}: played {played}, {ops}");
        }
    }
    println!("chess level {level}: {solved}/{total} solved at {ms} ms (seeded) from {file}");
}

/// `judge FILE DEPTH` (see the file's doc).
fn judge(file: &str, depth: u64) {
    let text = std::fs::read_to_string(file).expect("a trace file");
    let mut sf = Uci::stockfish(None);
    // [engine, stockfish][phase]: (total loss, moves, moves losing 100 or more)
    let mut sums = [[(0i64, 0u32, 0u32); 3]; 2];
    for line in text.lines() {
        let Some((head, rest)) = line.split_once(": start ") else {
            continue;
        };
        let Some(game) = head
            .strip_prefix("game ")
            .and_then(|g| g.parse::<u64>().ok())
        else {
            continue;
        };
        let Some((start, moves)) = rest.split_once("; moves ") else {
            continue;
        };
        let moves: Vec<&str> = moves.split_whitespace().collect();
        let engine_white = game % 2 == 0;
        let white_first = start.split_whitespace().nth(1) == Some("w");
        for (ply, mv) in moves.iter().enumerate() {
            let position = if ply == 0 {
                format!("fen {start}")
            } else {
                format!("fen {start} moves {}", moves[..ply].join(" "))
            };
            let white = (ply % 2 == 0) == white_first;
            let side = usize::from(white != engine_white);
            let lost = sf.move_loss(&position, mv, depth);
            let s = &mut sums[side][(ply / 40).min(2)];
            s.0 += lost as i64;
            s.1 += 1;
            s.2 += (lost >= 100) as u32;
        }
    }
    for (side, name) in ["level 8", "Stockfish"].iter().enumerate() {
        let parts: Vec<String> = sums[side]
            .iter()
            .zip(["plies 0-39", "40-79", "80+"])
            .map(|(&(t, n, big), label)| {
                format!(
                    "{label}: {:.1} cp over {n} moves ({big} losing 100+)",
                    t as f64 / n.max(1) as f64
                )
            })
            .collect();
        println!("{name}: {} (Stockfish depth {depth})", parts.join("; "));
    }
}

/// `loss N MS DEPTH FROM` (see the file's doc).
fn loss(n: u64, ms: u64, depth: u64, from: u64) {
    let mut sf = Uci::stockfish(None);
    let who = if std::env::var_os("AI_MATCH_OTHER").is_some() {
        Player::Other(Level::MAX)
    } else {
        Player::Engine(Level::MAX)
    };
    // AI_MATCH_LOSS_SKILL=S measures Stockfish at `Skill Level` S instead (the target).
    let skill = std::env::var("AI_MATCH_LOSS_SKILL").ok();
    let mut skilled = skill.as_deref().map(|s| Uci::stockfish(Some(s)));
    let (mut total, mut over_100, mut over_300, mut counted) = (0i64, 0, 0, 0u64);
    for i in 0..n {
        let mut pos = opening(RuleSet::Chess, i * 2);
        // A cleared table: the same positions whatever was searched before.
        sf.send("ucinewgame");
        for _ in 0..from + i % 40 {
            if pos.legal_moves().is_empty() {
                break;
            }
            let mv = sf.best(&format!("fen {}", pos.fen()), "go depth 6");
            let Some(action) = find_action(&pos, &mv) else {
                break;
            };
            let mut rng = ChaCha8Rng::seed_from_u64(i);
            let mut state = GameState::new(pos.clone());
            state.play(&action, &mut rng).expect("legal");
            pos = state.position().clone();
        }
        if pos.legal_moves().is_empty() {
            continue;
        }
        let ours = match skilled.as_mut() {
            Some(other) => {
                other.send("ucinewgame");
                other.best(&format!("fen {}", pos.fen()), &format!("go movetime {ms}"))
            }
            None => act(who, &pos, ms, i, &[], None).to_string(),
        };
        let lost = sf.move_loss(&format!("fen {}", pos.fen()), &ours, depth);
        total += lost as i64;
        over_100 += (lost >= 100) as u32;
        over_300 += (lost >= 300) as u32;
        counted += 1;
    }
    println!(
        "{} at {ms} ms: mean loss {:.1} cp over {counted} positions ({from}+ plies in), {over_100} moves losing 100 cp or more, {over_300} losing 300 or more (Stockfish depth {depth})",
        match (&skill, who) {
            (Some(s), _) => format!("Stockfish skill {s}"),
            (None, Player::Other(_)) => "level 8 (the other build)".to_string(),
            _ => "level 8 (this build)".to_string(),
        },
        total as f64 / counted.max(1) as f64
    );
}

/// Maharaja: `level` as Black (seeded, `ms` per move) against Fairy-Stockfish as White
/// (`go nodes`), each position's legal moves checked against Fairy-Stockfish's.
fn fairy(engine: &str, variants: &str, nodes: u64, games: u64, ms: u64, level: Level) {
    let mut fsf = Uci::start(&[engine]);
    fsf.send(&format!("setoption name VariantPath value {variants}"));
    fsf.send("setoption name UCI_Variant value maharaja");
    fsf.send("setoption name Threads value 1");
    fsf.ready();
    let t = Instant::now();
    let mut tally = Tally::default();
    let (mut checked, mut differ) = (0u64, 0u64);
    for g in 0..games {
        // Pair g of `opening`: its own start plies, the level always Black.
        let mut state = GameState::new(opening(RuleSet::Maharaja, 2 * g));
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        fsf.send("ucinewgame");
        let start = state.position().fen();
        let (mut history, mut played) = (Vec::new(), Vec::<String>::new());
        let mut ply = 0;
        while state.outcome().is_none() && ply < 400 {
            let pos = state.position().clone();
            let fen = pos.fen();
            let mut ours: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|m| m.action.to_string())
                .collect();
            ours.sort();
            let theirs = fsf.legal(&fen);
            checked += 1;
            if ours != theirs {
                differ += 1;
                println!("legal moves differ in {fen}: ours {ours:?}, Fairy-Stockfish {theirs:?}");
            }
            let action = if pos.turn() == Color::Black {
                act(
                    Player::Engine(level),
                    &pos,
                    ms,
                    g * 1000 + ply,
                    &history,
                    None,
                )
            } else {
                let position = format!("fen {start} moves {}", played.join(" "));
                let mv = fsf.best(&position, &format!("go nodes {nodes}"));
                find_action(&pos, &mv)
                    .unwrap_or_else(|| panic!("Fairy-Stockfish's {mv} is not legal in {fen}"))
            };
            history.push(fen);
            played.push(action.to_string());
            state.play(&action, &mut rng).expect("legal");
            ply += 1;
        }
        let s = state.outcome().map_or(0.5, |o| score(o, false));
        tally.add(s);
        println!(
            "game {g}: {s} ({ply} plies, {:?}) running {}",
            state.outcome(),
            tally.line()
        );
    }
    println!(
        "maharaja level {level} (Black, {ms} ms seeded) vs Fairy-Stockfish (White, {nodes} nodes/move): {}, {checked} positions' legal moves compared, {differ} differ, {:.0} s",
        tally.line(),
        t.elapsed().as_secs_f64()
    );
}
