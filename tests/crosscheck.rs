//! The engines against an independent, deliberately naive move generator (tests/naive):
//! move sets and resulting positions compared position by position over random playouts,
//! and the naive perft against the perft data files.

mod naive;

use chakbot::rules::{AnyPosition, RuleSet, StartOption};
use naive::{differences, Game, Pos};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// Positions compared per rule set, at least.
const MIN_POSITIONS: usize = 1000;
/// Naive perft entries above this many nodes are skipped (the naive generator is slow).
const NODE_CAP: u64 = 450_000;

fn game_of(ruleset: RuleSet) -> Game {
    match ruleset {
        RuleSet::Chess => Game::Chess,
        RuleSet::Maharaja => Game::Maharaja,
        RuleSet::Koopa => Game::Koopa,
        other => panic!("no naive generator for {other}"),
    }
}

fn naive_of(ruleset: RuleSet, fen: &str) -> Pos {
    Pos::from_fen(game_of(ruleset), fen)
        .unwrap_or_else(|| panic!("the naive reader cannot read the engine's FEN {fen}"))
}

/// What the compared positions covered, so that a test cannot pass by never meeting a rule.
#[derive(Debug, Default)]
struct Coverage {
    positions: usize,
    promotions: usize,
    castles: usize,
    en_passant: usize,
    stunned_positions: usize,
    kicks: usize,
}

impl Coverage {
    fn tally(&mut self, naive: &Pos, moves: &[String]) {
        self.positions += 1;
        if naive.board.iter().flatten().any(|m| m.stun > 0) {
            self.stunned_positions += 1;
        }
        for m in moves {
            let (Some(from), Some(to)) = (square(&m[0..2]), square(&m[2..4])) else {
                continue;
            };
            let (Some(a), b) = (naive.board[from], naive.board[to]) else {
                continue;
            };
            if m.len() == 5 {
                self.promotions += 1;
            }
            let own_rook = b.is_some_and(|b| b.white == a.white && b.kind == b'r');
            if a.kind == b'k' && (own_rook || from.abs_diff(to) == 2) {
                self.castles += 1;
            }
            if a.kind == b'p' && from % 8 != to % 8 && b.is_none() && naive.game != Game::Koopa {
                self.en_passant += 1;
            }
            if b.is_some_and(|b| b.white != a.white && b.stun > 0) {
                self.kicks += 1;
            }
        }
    }
}

fn square(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    (b.len() == 2).then(|| (b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize)
}

/// Compares engine and naive generator along random playouts from `starts`; returns what
/// the compared positions covered. Panics with the first mismatches.
fn crosscheck(ruleset: RuleSet, starts: &[AnyPosition], playouts: usize, plies: usize) -> Coverage {
    let mut rng = ChaCha20Rng::seed_from_u64(0xC0FFEE ^ ruleset as u64);
    let mut cov = Coverage::default();
    let mut problems: Vec<String> = Vec::new();
    for start in starts {
        for _ in 0..playouts {
            let mut pos = start.clone();
            for _ in 0..plies {
                let fen = pos.fen();
                let naive = naive_of(ruleset, &fen);
                let engine_moves = pos.legal_coordinates();
                let naive_results = naive.legal();
                let mut naive_moves: Vec<String> =
                    naive_results.iter().map(|(m, _)| m.clone()).collect();
                naive_moves.sort();
                cov.tally(&naive, &engine_moves);
                if engine_moves != naive_moves {
                    let only_engine: Vec<&String> = engine_moves
                        .iter()
                        .filter(|m| !naive_moves.contains(m))
                        .collect();
                    let only_naive: Vec<&String> = naive_moves
                        .iter()
                        .filter(|m| !engine_moves.contains(m))
                        .collect();
                    problems.push(format!(
                        "{ruleset} {fen}\n  only the engine: {only_engine:?}\n  only the naive generator: {only_naive:?}"
                    ));
                    break;
                }
                // Every move's result, engine against naive.
                let moves = pos.legal_moves();
                for m in &moves {
                    let name = m.action.to_string();
                    let mut after = pos.clone();
                    if let Err(e) = after.play(&m.action, &mut rng) {
                        problems.push(format!("{ruleset} {fen}: engine refused {name}: {e}"));
                        continue;
                    }
                    let engine_after = naive_of(ruleset, &after.fen());
                    let Some((_, naive_after)) = naive_results.iter().find(|(n, _)| *n == name)
                    else {
                        continue;
                    };
                    let diff = differences(&engine_after, naive_after);
                    if !diff.is_empty() {
                        problems.push(format!(
                            "{ruleset} {fen} then {name}: engine gives {}\n  {}",
                            after.fen(),
                            diff.join("\n  ")
                        ));
                    }
                }
                if moves.is_empty() || problems.len() > 10 {
                    break;
                }
                let pick = &moves[rng.random_range(0..moves.len())];
                pos.play(&pick.action, &mut rng)
                    .expect("the engine plays its own legal move");
            }
            assert!(
                problems.is_empty(),
                "{} mismatches, first ones:\n{}",
                problems.len(),
                problems
                    .iter()
                    .take(6)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
    eprintln!("{ruleset}: {cov:?}");
    assert!(
        cov.positions >= MIN_POSITIONS,
        "only {} positions compared",
        cov.positions
    );
    assert!(cov.promotions > 0 && cov.castles > 0, "{ruleset}: {cov:?}");
    cov
}

fn from_fens(ruleset: RuleSet, fens: &[&str]) -> Vec<AnyPosition> {
    fens.iter()
        .map(|f| AnyPosition::from_fen(ruleset, f).unwrap_or_else(|e| panic!("{ruleset} {f}: {e}")))
        .collect()
}

#[test]
fn chess_matches_the_naive_generator() {
    let starts = from_fens(
        RuleSet::Chess,
        &[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
        ],
    );
    let cov = crosscheck(RuleSet::Chess, &starts, 3, 60);
    assert!(cov.en_passant > 0, "{cov:?}");
}

#[test]
fn maharaja_matches_the_naive_generator() {
    let starts = from_fens(
        RuleSet::Maharaja,
        &[
            "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1",
            "r3k2r/pppppppp/8/8/8/8/8/4M3 b kq - 0 1",
            "r3k2r/p6p/8/8/8/8/1p4p1/4M3 b kq - 0 1",
            "4k3/4r3/8/8/8/8/8/4M3 w - - 0 1",
            "r3k2r/8/8/8/3M4/8/8/8 b kq - 0 1",
            "4k3/8/8/8/8/8/3pp3/M7 b - - 0 1",
        ],
    );
    crosscheck(RuleSet::Maharaja, &starts, 5, 50);
}

#[test]
fn koopa_matches_the_naive_generator() {
    let mut starts = from_fens(
        RuleSet::Koopa,
        &[
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -",
            "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -",
            "nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR b 1 dhbf e54,d64,c74,b84",
            "r3k2r/1P4p1/8/3p4/8/8/1p4P1/R3K2R w 0 ahah -",
            "r3k2r/1P4p1/8/3p4/8/8/1p4P1/R3K2R b 7 a-a- -",
            "4k3/1PP5/8/8/8/8/5pp1/4K3 w 0 ---- -",
            "r1b1k2r/ppOp1ppp/8/2Q5/8/8/PPP2PPP/R3K2R w 12 ahah c71",
        ],
    );
    for seed in 0..4 {
        for option in [StartOption::Symmetric, StartOption::Asymmetric] {
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            starts.push(AnyPosition::start(RuleSet::Koopa, option, &mut rng));
        }
    }
    let cov = crosscheck(RuleSet::Koopa, &starts, 2, 50);
    assert!(cov.stunned_positions > 100 && cov.kicks > 0, "{cov:?}");
}

/// Naive perft against a perft data file (`fen;depth;nodes`); returns how many entries
/// were checked. Entries above [`NODE_CAP`] are skipped on purpose.
fn naive_perft_file(ruleset: RuleSet, name: &str) -> usize {
    let path = format!("{}/tests/data/perft/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut checked = 0;
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split(';').collect();
        let [fen, depth, nodes] = parts[..] else {
            panic!("{path}: bad line {line}");
        };
        let depth: u32 = depth.trim().parse().expect("depth");
        let nodes: u64 = nodes.trim().parse().expect("nodes");
        if nodes > NODE_CAP {
            continue;
        }
        let pos = naive_of(ruleset, fen.trim());
        assert_eq!(pos.perft(depth), nodes, "{name}: {fen} depth {depth}");
        checked += 1;
    }
    eprintln!("{name}: {checked} entries checked by the naive perft (cap {NODE_CAP} nodes)");
    checked
}

#[test]
fn naive_perft_matches_published_chess_counts() {
    assert!(naive_perft_file(RuleSet::Chess, "chess.txt") >= 5);
}

#[test]
fn naive_perft_matches_maharaja_table() {
    let path = format!(
        "{}/tests/data/perft/maharaja.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    if std::path::Path::new(&path).exists() {
        assert!(naive_perft_file(RuleSet::Maharaja, "maharaja.txt") >= 3);
    } else {
        eprintln!("tests/data/perft/maharaja.txt is not there yet: nothing to check");
    }
}

#[test]
fn naive_perft_matches_koopa_table() {
    let path = format!("{}/tests/data/perft/koopa.txt", env!("CARGO_MANIFEST_DIR"));
    if std::path::Path::new(&path).exists() {
        assert!(naive_perft_file(RuleSet::Koopa, "koopa.txt") >= 3);
    } else {
        eprintln!("tests/data/perft/koopa.txt is not there yet: nothing to check");
    }
}
