//! The after-game review measured against a judge (docs/REVIEW.md, docs/PERFORMANCE.md).
//!
//! ```text
//! cargo run --release --example review_judge -- gen DIR N [PLIES]    # N chess games of chakbot's levels 1–8
//! cargo run --release --example review_judge -- judge DIR DEPTH [MS] # chakbot's review (MS per position,
//!                                                                    #  default 250) against Stockfish at DEPTH
//! cargo run --release --example review_judge -- stockfish DIR DEPTH JUDGE_DEPTH
//!                                                                    # Stockfish at DEPTH in chakbot's place: the
//!                                                                    #  agreement two depths of the judge reach
//! cargo run --release --example review_judge -- time DIR [MS]        # time per review by game length (tests/data/review/long)
//! cargo run --release --example review_judge -- flags DIR [MS]       # Chakart/Koopa: blunders planted and the top level's flags
//! cargo run --release --example review_judge -- maharaja ENGINE INI N DEPTH [MS]
//!                                                                    # N Maharaja games of levels 1–8 judged by
//!                                                                    #  Fairy-Stockfish (ENGINE, VariantPath INI)
//! ```
//!
//! `judge` evaluates every position with Stockfish (`go depth DEPTH`, one thread, a new
//! game each file, the moves from the start given as lichess gives them) and applies the review's own definitions (lichess's Win%, classes,
//! accuracy) to both, then prints per game and in all: the judge's blunders found by
//! chakbot (recall), chakbot's blunders the judge does not call blunders, and the mean
//! absolute gap of the accuracies. `REVIEW_JUDGE_CACHE=DIR` keeps each engine's scores
//! of a game at a depth in `DIR`, so that a deep judge searched once serves `judge` and
//! `stockfish` alike.

#[path = "common/uci.rs"]
mod uci;

use chakbot::ai::{self, level::Level, Request};
use chakbot::review::analysis::{final_score, PositionEval};
use chakbot::review::{self, import, report, Budget, Class, GameLine, Review, Score};
use chakbot::rules::{notation, AnyPosition, Color, GameState, Outcome, RuleSet, StartOption};
use rand::SeedableRng;
use std::path::{Path, PathBuf};
use std::time::Instant;
use uci::Uci;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str).unwrap_or("");
    let num = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    match arg(0) {
        "gen" => gen(Path::new(arg(1)), num(2, 50) as usize, num(3, 100) as usize),
        "judge" => judge(Path::new(arg(1)), num(2, 12), num(3, 250)),
        "stockfish" => stockfish(Path::new(arg(1)), num(2, 16), num(3, 12)),
        "time" => time(Path::new(arg(1)), num(2, 250)),
        "flags" => flags(Path::new(arg(1)), num(2, 250)),
        "maharaja" => maharaja(arg(1), arg(2), num(3, 20) as usize, num(4, 12), num(5, 250)),
        _ => eprintln!(
            "usage: review_judge gen DIR N | judge DIR DEPTH [MS] | stockfish DIR DEPTH JUDGE_DEPTH \
             | time DIR [MS] | flags DIR [MS] \
             | maharaja ENGINE INI N DEPTH [MS]"
        ),
    }
}

/// The level pairs the games are played at: weak, mixed and strong.
const PAIRS: [(u8, u8); 10] = [
    (1, 1),
    (1, 2),
    (2, 3),
    (3, 1),
    (2, 5),
    (4, 4),
    (5, 3),
    (6, 2),
    (4, 8),
    (8, 6),
];

/// Plays `n` seeded chess games of the level pairs (two random opening plies, then 50 ms
/// a move, at most `max_plies`, a draw beyond) and writes them as PGN files.
fn gen(dir: &Path, n: usize, max_plies: usize) {
    std::fs::create_dir_all(dir).expect("a directory");
    for g in 0..n {
        let (w, b) = PAIRS[g % PAIRS.len()];
        let game = play_game(RuleSet::Chess, [w, b], g as u64, max_plies);
        let (sans, result) = (&game.sans, &game.result);
        let mut text = format!(
            "[Event \"chakbot levels {w} v {b}\"]\n[Site \"review_judge gen\"]\n[Round \"{g}\"]\n[White \"chakbot level {w}\"]\n[Black \"chakbot level {b}\"]\n[Result \"{result}\"]\n\n"
        );
        for (i, san) in sans.iter().enumerate() {
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(san);
            text.push(if i % 16 == 15 { '\n' } else { ' ' });
        }
        text.push_str(&format!("{result}\n"));
        let path = dir.join(format!("{g:02}.pgn"));
        std::fs::write(&path, text).expect("written");
        eprintln!(
            "{}: levels {w} v {b}, {} plies, {result}",
            path.display(),
            sans.len()
        );
    }
}

/// A game [`play_game`] played.
struct Played {
    start: AnyPosition,
    actions: Vec<chakbot::rules::Action>,
    sans: Vec<String>,
    result: String,
}

/// A seeded game of two levels from the start (a rule set without random draws).
fn play_game(ruleset: RuleSet, levels: [u8; 2], seed: u64, max_plies: usize) -> Played {
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
    let start = AnyPosition::start(ruleset, StartOption::Standard, &mut rng);
    let mut state = GameState::new(start.clone());
    let mut actions = Vec::new();
    let mut sans = Vec::new();
    let mut fens: Vec<String> = Vec::new();
    while state.outcome().is_none() && sans.len() < max_plies {
        let pos = state.position().clone();
        // Two random opening plies: levels without noise would replay one game.
        if sans.len() < 2 {
            let moves = pos.legal_moves();
            let m = moves[rand::Rng::random_range(&mut rng, 0..moves.len())].action;
            sans.push(notation::san(&pos, &m));
            actions.push(m);
            fens.push(pos.fen());
            if state.play(&m, &mut rng).is_err() {
                break;
            }
            continue;
        }
        let level =
            Level::new(levels[usize::from(pos.turn() == Color::Black)]).unwrap_or(Level::MAX);
        let fen = pos.fen();
        let req = Request {
            ruleset,
            fen: &fen,
            level,
            movetime_ms: 50,
            seed: Some(seed * 1000 + sans.len() as u64),
            history: &fens,
        };
        let Ok(d) = ai::choose(&req) else { break };
        sans.push(notation::san(&pos, &d.action));
        actions.push(d.action);
        fens.push(fen);
        if state.play(&d.action, &mut rng).is_err() {
            break;
        }
    }
    let result = state
        .outcome()
        .map_or("1/2-1/2", Outcome::score)
        .to_string();
    Played {
        start,
        actions,
        sans,
        result,
    }
}

fn pgn_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

fn read(path: &Path) -> GameLine {
    let text = std::fs::read_to_string(path).expect("readable");
    import::read_game(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Stockfish's score of every position of the game, from White's side; with
/// `REVIEW_JUDGE_CACHE=DIR`, read from and written to `DIR` (one file per game, engine
/// and depth), so that one deep search serves several comparisons.
fn judge_positions(sf: &mut Uci, line: &GameLine, depth: u64) -> Vec<PositionEval> {
    let cache = std::env::var("REVIEW_JUDGE_CACHE").ok().map(|dir| {
        use std::hash::{Hash, Hasher};
        let mut h = std::hash::DefaultHasher::new();
        line.start.fen().hash(&mut h);
        for t in &line.turns {
            t.action.to_string().hash(&mut h);
        }
        sf.name().hash(&mut h);
        PathBuf::from(dir).join(format!("{:016x}-d{depth}.json", h.finish()))
    });
    type Cached = Vec<(Score, Option<String>, u32)>;
    let to_evals = |c: Cached| -> Vec<PositionEval> {
        c.into_iter()
            .map(|(score, best, depth)| PositionEval {
                score,
                best: best.and_then(|b| chakbot::game::codec::parse_action(&b)),
                depth,
                nodes: 0,
            })
            .collect()
    };
    if let Some(c) = cache
        .as_ref()
        .and_then(|p| std::fs::read(p).ok())
        .and_then(|b| serde_json::from_slice::<Cached>(&b).ok())
    {
        return to_evals(c);
    }
    let evals = search_positions(sf, line, depth);
    if let Some(path) = cache {
        let c: Cached = evals
            .iter()
            .map(|e| (e.score, e.best.map(|b| b.to_string()), e.depth))
            .collect();
        let _ = std::fs::create_dir_all(path.parent().unwrap_or(Path::new(".")));
        let _ = std::fs::write(&path, serde_json::to_vec(&c).unwrap_or_default());
    }
    evals
}

fn search_positions(sf: &mut Uci, line: &GameLine, depth: u64) -> Vec<PositionEval> {
    sf.send("ucinewgame");
    sf.ready();
    let mut out = Vec::new();
    let mut positions = vec![(&line.start, None)];
    positions.extend(line.turns.iter().map(|t| (&t.after, t.outcome)));
    // The moves from the start, as lichess's analysis sends them: the judge then knows
    // the repetitions a move could make, as chakbot's review does.
    let start = line.start.fen();
    let moves: Vec<String> = line.turns.iter().map(|t| t.action.to_string()).collect();
    for (i, (pos, outcome)) in positions.into_iter().enumerate() {
        if let Some(o) = outcome.or_else(|| pos.status()) {
            out.push(PositionEval {
                score: final_score(o),
                best: None,
                depth: 0,
                nodes: 0,
            });
            continue;
        }
        let position = match i {
            0 => format!("fen {start}"),
            _ => format!("fen {start} moves {}", moves[..i].join(" ")),
        };
        let (best, s) = sf.search(&position, &format!("go depth {depth}"));
        let mover = pos.turn();
        let score = if s.abs() > 9000 {
            let winner = if s > 0 { mover } else { !mover };
            Score::mate(winner, u32::try_from(10_000 - s.abs()).unwrap_or(0))
        } else {
            Score::cp_for(mover, s)
        };
        let best = chakbot::game::codec::parse_action(&best);
        out.push(PositionEval {
            score,
            best,
            depth: depth as u32,
            nodes: 0,
        });
    }
    out
}

#[derive(Default)]
struct Tally {
    judge_blunders: usize,
    found: usize,
    ours: usize,
    ours_false: usize,
    judge_flagged: usize,
    flagged_found: usize,
    acc_gap: f64,
    acc_n: usize,
    seconds: f64,
    plies: usize,
    depth: f64,
}

fn judge(dir: &Path, depth: u64, ms: u64) {
    judge_games(
        &mut Uci::stockfish(None),
        games_in(dir),
        depth,
        chakbot_review(ms),
    );
}

fn games_in(dir: &Path) -> impl Iterator<Item = (PathBuf, GameLine)> {
    pgn_files(dir).into_iter().map(|p| {
        let line = read(&p);
        (p, line)
    })
}

/// chakbot's review at `ms` a position, the reviewer `judge_games` measures.
fn chakbot_review(ms: u64) -> impl FnMut(&GameLine) -> Review {
    move |line: &GameLine| {
        review::review(
            line.clone(),
            Budget {
                ms_per_step: ms,
                ..Budget::default()
            },
        )
    }
}

/// Stockfish at `depth` reviews in chakbot's place (same definitions), against the judge
/// at `judge_depth`: how far two depths of one engine agree, the ceiling of the goals.
fn stockfish(dir: &Path, depth: u64, judge_depth: u64) {
    let mut reviewer = Uci::stockfish(None);
    let review = move |line: &GameLine| {
        let evals = judge_positions(&mut reviewer, line, depth);
        report::assemble(line, Budget::default(), &evals, &[])
    };
    judge_games(
        &mut Uci::stockfish(None),
        games_in(dir),
        judge_depth,
        review,
    );
}

/// Maharaja: `n` seeded games of the level pairs (as `gen`), judged by Fairy-Stockfish
/// (`engine`, its `VariantPath` `ini` defining `maharaja`) at `depth`.
fn maharaja(engine: &str, ini: &str, n: usize, depth: u64, ms: u64) {
    let mut fsf = Uci::start(&[engine]);
    fsf.send(&format!("setoption name VariantPath value {ini}"));
    fsf.send("setoption name UCI_Variant value maharaja");
    fsf.send("setoption name Threads value 1");
    fsf.ready();
    let games = (0..n).map(|g| {
        let (w, b) = PAIRS[g % PAIRS.len()];
        let game = play_game(RuleSet::Maharaja, [w, b], g as u64, 100);
        let line = GameLine::replay(game.start, &game.actions, None, &game.result)
            .expect("a finished game replays");
        (
            PathBuf::from(format!("maharaja-{g:02}-levels-{w}-{b}")),
            line,
        )
    });
    judge_games(&mut fsf, games, depth, chakbot_review(ms));
}

/// Reviews each game with `reviewer` and compares with `judge` at `depth`.
fn judge_games(
    sf: &mut Uci,
    games: impl Iterator<Item = (PathBuf, GameLine)>,
    depth: u64,
    mut reviewer: impl FnMut(&GameLine) -> Review,
) {
    let mut all = Tally::default();
    println!("game plies ours_blunders judge_blunders found false acc_white(ours/judge) acc_black(ours/judge) depth seconds");
    for (path, line) in games {
        let t = Instant::now();
        let ours = reviewer(&line);
        let seconds = t.elapsed().as_secs_f64();
        let theirs = report::assemble(
            &line,
            Budget::default(),
            &judge_positions(sf, &line, depth),
            &[],
        );
        let g = compare(&ours, &theirs);
        dump(&path, &line, &ours, &theirs);
        println!(
            "{} {} {} {} {} {} {:.1}/{:.1} {:.1}/{:.1} {:.1} {:.1}",
            path.file_name().and_then(|n| n.to_str()).unwrap_or("?"),
            ours.plies.len(),
            g.ours,
            g.judge_blunders,
            g.found,
            g.ours_false,
            ours.accuracy[0].unwrap_or(0.0),
            theirs.accuracy[0].unwrap_or(0.0),
            ours.accuracy[1].unwrap_or(0.0),
            theirs.accuracy[1].unwrap_or(0.0),
            ours.mean_depth,
            seconds
        );
        all.judge_blunders += g.judge_blunders;
        all.found += g.found;
        all.ours += g.ours;
        all.ours_false += g.ours_false;
        all.judge_flagged += g.judge_flagged;
        all.flagged_found += g.flagged_found;
        all.acc_gap += g.acc_gap;
        all.acc_n += g.acc_n;
        all.seconds += seconds;
        all.plies += ours.plies.len();
        all.depth += ours.mean_depth * ours.plies.len() as f64;
    }
    let pct = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
    println!(
        "total: judge's blunders found {}/{} ({:.1} %); chakbot's blunders not the judge's {}/{} ({:.1} %); \
         judge's flagged moves (inaccuracy or worse) flagged by chakbot {}/{} ({:.1} %); \
         mean |accuracy gap| {:.2} points over {} sides; {:.1} s for {} plies ({:.1} ms a ply), mean depth {:.1}",
        all.found,
        all.judge_blunders,
        pct(all.found, all.judge_blunders),
        all.ours_false,
        all.ours,
        pct(all.ours_false, all.ours),
        all.flagged_found,
        all.judge_flagged,
        pct(all.flagged_found, all.judge_flagged),
        all.acc_gap / all.acc_n.max(1) as f64,
        all.acc_n,
        all.seconds,
        all.plies,
        1000.0 * all.seconds / all.plies.max(1) as f64,
        all.depth / all.plies.max(1) as f64
    );
}

/// With `REVIEW_JUDGE_DUMP=FILE`, appends each position's scores (ours, the judge's,
/// White's side) and each move's classes: `FILE PLY MOVER OURS JUDGE OURS_CLASS
/// JUDGE_CLASS FEN` (ply 0: the start; FEN: the position after the ply), to study
/// calibration without searching again.
fn dump(path: &Path, line: &GameLine, ours: &Review, theirs: &Review) {
    use std::io::Write;
    let Ok(to) = std::env::var("REVIEW_JUDGE_DUMP") else {
        return;
    };
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
    let mut text = format!(
        "{name} 0 - {} {} - - {}\n",
        ours.start_eval.text(),
        theirs.start_eval.text(),
        line.start.fen()
    );
    for (i, ((o, j), turn)) in ours
        .plies
        .iter()
        .zip(&theirs.plies)
        .zip(&line.turns)
        .enumerate()
    {
        let mover = if o.mover == Color::White { "w" } else { "b" };
        text.push_str(&format!(
            "{name} {} {mover} {} {} {} {} {}\n",
            i + 1,
            o.eval.text(),
            j.eval.text(),
            o.class.word(),
            j.class.word(),
            turn.after.fen()
        ));
    }
    if let Ok(mut f) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(to)
    {
        let _ = f.write_all(text.as_bytes());
    }
}

fn compare(ours: &Review, theirs: &Review) -> Tally {
    let mut t = Tally::default();
    for (o, j) in ours.plies.iter().zip(&theirs.plies) {
        let (ob, jb) = (o.class == Class::Blunder, j.class == Class::Blunder);
        t.judge_blunders += usize::from(jb);
        t.found += usize::from(jb && ob);
        t.ours += usize::from(ob);
        t.ours_false += usize::from(ob && !jb);
        t.judge_flagged += usize::from(j.class.flagged());
        t.flagged_found += usize::from(j.class.flagged() && o.class.flagged());
    }
    for side in 0..2 {
        if let (Some(a), Some(b)) = (ours.accuracy[side], theirs.accuracy[side]) {
            t.acc_gap += (a - b).abs();
            t.acc_n += 1;
        }
    }
    t
}

/// Time per review at game lengths of 20, 40 and 80 moves (the first game at least that
/// long, cut there; else the longest), with the nodes (machine-independent) and depth.
fn time(dir: &Path, ms: u64) {
    let lines: Vec<GameLine> = pgn_files(dir).iter().map(|p| read(p)).collect();
    for moves in [20, 40, 80] {
        let plies = moves * 2;
        // The first game that long, cut there; else the longest.
        let long = lines
            .iter()
            .find(|l| l.turns.len() >= plies)
            .or_else(|| lines.iter().max_by_key(|l| l.turns.len()));
        let Some(long) = long else {
            println!("no games in {}", dir.display());
            return;
        };
        let mut cut = long.clone();
        cut.turns.truncate(plies);
        let plies = cut.turns.len();
        let t = Instant::now();
        let done = review::review(
            cut,
            Budget {
                ms_per_step: ms,
                ..Budget::default()
            },
        );
        println!(
            "{moves} moves ({plies} plies): {:.1} s, {} k nodes, mean depth {:.1}, least {}",
            t.elapsed().as_secs_f64(),
            done.nodes / 1000,
            done.mean_depth,
            done.min_depth
        );
    }
}

/// Chakart and Koopa: games of the top level against level 3 where, every tenth ply, the
/// mover plays instead the action the engine likes least (a planted blunder when it costs
/// a mistake's worth); prints how many planted blunders the review flags, and how often it
/// flags the top level's own moves.
fn flags(dir: &Path, ms: u64) {
    let _ = dir;
    for ruleset in [RuleSet::Koopa, RuleSet::Chakart] {
        let mut planted = 0;
        let mut caught = 0;
        let mut top_moves = 0;
        let mut top_flagged = 0;
        for g in 0..20u64 {
            let (line, plants) = planted_game(ruleset, g);
            let done = review::review(
                line.clone(),
                Budget {
                    ms_per_step: ms,
                    ..Budget::default()
                },
            );
            for (i, p) in done.plies.iter().enumerate() {
                if plants.contains(&i) {
                    let before = p.best_eval.cp_of(p.mover);
                    let lost = before - p.eval.cp_of(p.mover);
                    // A piece's worth lost while the game was still open (lichess's
                    // winning chances flatten beyond: a won game stays won).
                    if lost >= 200 && before.abs() <= 300 {
                        planted += 1;
                        caught += usize::from(p.class.flagged());
                    }
                } else if p.mover == Color::White {
                    top_moves += 1;
                    top_flagged += usize::from(p.class >= Class::Mistake);
                }
            }
        }
        println!(
            "{}: planted blunders (costing ≥ 2 pawns from within ±3 pawns, by the review's reckoning) flagged {caught}/{planted}; \
             the top level's moves flagged as mistake or blunder {top_flagged}/{top_moves} ({:.1} %)",
            ruleset.id(),
            100.0 * top_flagged as f64 / top_moves.max(1) as f64
        );
    }
}

/// A game of level 8 (White; Chakart at the bot's 1 s, Koopa at 100 ms) against level 3
/// (Black), every tenth ply the worst action by one-ply greed instead; the line and the
/// planted plies.
fn planted_game(ruleset: RuleSet, seed: u64) -> (GameLine, Vec<usize>) {
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
    let start = AnyPosition::start(ruleset, ruleset.default_start(), &mut rng);
    let mut state = GameState::new(start.clone());
    let mut actions = Vec::new();
    let mut plants = Vec::new();
    let game_seed = chakbot::game::Seed::from_hex(&format!("{:064x}", seed + 1)).expect("a seed");
    while state.outcome().is_none() && actions.len() < 80 {
        let pos = state.position().clone();
        let mover = pos.turn();
        let fen = pos.view_fen(chakbot::rules::Viewer::Player(mover));
        let level = if mover == Color::White {
            Level::MAX
        } else {
            Level::new(3).unwrap_or(Level::MAX)
        };
        // The top level as the bot plays it (Chakart's search is bounded by its shape,
        // well within 1 s); Koopa's at a tenth of that, to keep the harness short.
        let movetime_ms = if ruleset.is_chakart() {
            ai::DEFAULT_MOVETIME_MS
        } else {
            100
        };
        let req = Request {
            ruleset,
            fen: &fen,
            level,
            movetime_ms,
            seed: Some(seed * 977 + actions.len() as u64),
            history: &[],
        };
        let Ok(d) = ai::choose(&req) else { break };
        let mut action = d.action;
        if actions.len() % 10 == 9 && pos.pending().is_none() {
            if let Some(worst) = worst_action(&pos) {
                action = worst;
                plants.push(actions.len());
            }
        }
        let ply = u32::try_from(actions.len()).unwrap_or(0);
        if state
            .play(
                &action,
                &mut chakbot::game::fairness::turn_rng(&game_seed, ply),
            )
            .is_err()
        {
            break;
        }
        actions.push(action);
    }
    let result = state.outcome().map_or("1/2-1/2", Outcome::score);
    let line = GameLine::replay(start, &actions, Some(&game_seed), result).expect("replays");
    (line, plants)
}

/// The action after which the opponent's best one-ply reply leaves the mover worst off
/// (one draw): a piece left hanging or a mate skipped.
fn worst_action(pos: &AnyPosition) -> Option<chakbot::rules::Action> {
    let mover = pos.turn();
    let mut worst: Option<(i32, chakbot::rules::Action)> = None;
    for m in pos.legal_moves() {
        let mut after = pos.clone();
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(7);
        if after.play(&m.action, &mut rng).is_err()
            || after.status().is_some()
            || after.pending().is_some()
        {
            continue;
        }
        let fen = after.view_fen(chakbot::rules::Viewer::Player(after.turn()));
        let req = Request {
            ruleset: pos.ruleset(),
            fen: &fen,
            level: Level::new(3).unwrap_or(Level::MAX),
            movetime_ms: 5,
            seed: Some(1),
            history: &[],
        };
        let Ok(d) = ai::choose(&req) else { continue };
        let for_mover = if after.turn() == mover {
            d.score
        } else {
            -d.score
        };
        if worst.is_none_or(|(w, _)| for_mover < w) {
            worst = Some((for_mover, m.action));
        }
    }
    worst.map(|(_, a)| a)
}
