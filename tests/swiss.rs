//! The Swiss pairing engine (FIDE Dutch) against bbpPairings: identity with stored
//! reference pairings, validity on generated tournaments, the TRF format, `chakbot pair`,
//! tie-breaks, and (with the bbpPairings binary) live comparisons and `-c` checks.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use chakbot::tournament::swiss::{
    pair_next_round, Absence, Colour, GameResult, Pairing, Player, PointSystem, RoundEntry,
    Tournament,
};
use chakbot::tournament::{tiebreak, trf};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The share of stored rounds chakbot must pair exactly as bbpPairings (the share reached
/// is printed).
const IDENTITY_FLOOR: f64 = 0.90;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss")
}

/// The stored tournaments: (name, full tournament, expected bbpPairings output per round).
fn stored() -> Vec<(String, trf::TrfFile, Vec<String>)> {
    trf_files("swiss")
        .into_iter()
        .map(|(path, file)| {
            let expected = std::fs::read_to_string(path.with_extension("expected"))
                .expect("expected pairings beside the tournament");
            let name = path
                .file_stem()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            (name, file, split_rounds(&expected))
        })
        .collect()
}

/// `round N` headers separate the rounds of an `.expected` file.
fn split_rounds(text: &str) -> Vec<String> {
    let mut rounds: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("round ") {
            rounds.push(String::new());
        } else if let Some(last) = rounds.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    rounds
}

/// A pairing in bbpPairings's `-p` output format.
fn format_pairing(p: &Pairing) -> String {
    let mut out = format!("{}\n", p.pairs.len() + p.bye.is_some() as usize);
    for (w, b) in &p.pairs {
        out.push_str(&format!("{} {}\n", w + 1, b + 1));
    }
    if let Some(bye) = p.bye {
        out.push_str(&format!("{} 0\n", bye + 1));
    }
    out
}

/// The TRF of the tournament before `round`, as given to both engines.
fn trf_before(file: &trf::TrfFile, round: usize) -> String {
    let tournament = file.tournament.before_round(round);
    trf::write(&trf::TrfFile {
        total_rounds: Some(tournament.total_rounds),
        tournament,
        other_lines: vec!["012 chakbot Swiss test".into()],
    })
}

fn points_of(t: &Tournament, i: usize) -> u32 {
    t.players[i]
        .rounds
        .iter()
        .map(|r| r.points(&t.points))
        .sum()
}

/// Checks the absolute criteria of a pairing: everybody present paired once, absent
/// players not, no rematch, a bye only when needed and to an eligible player, no colour
/// difference beyond 2 nor three same colours in a row (except, in the last round, for a
/// player with more than half the maximum score).
fn assert_valid(t: &Tournament, p: &Pairing, context: &str) {
    let mut seen = HashSet::new();
    for &(w, b) in &p.pairs {
        assert!(
            seen.insert(w) && seen.insert(b),
            "{context}: a player twice"
        );
        let met = t.players[w]
            .rounds
            .iter()
            .any(|r| r.played_opponent() == Some(b));
        assert!(!met, "{context}: rematch {} - {}", w + 1, b + 1);
    }
    if let Some(bye) = p.bye {
        assert!(seen.insert(bye), "{context}: the bye is also paired");
        let had = t.players[bye].rounds.iter().any(|r| match r {
            RoundEntry::PairingBye | RoundEntry::Absent(Absence::FullPoint) => true,
            RoundEntry::Game { played, result, .. } => !played && *result == GameResult::Win,
            _ => false,
        });
        assert!(
            !had,
            "{context}: bye to {} who already scored without playing",
            bye + 1
        );
    }
    let present: HashSet<usize> = (0..t.players.len())
        .filter(|&i| t.players[i].next_round_absence.is_none())
        .collect();
    assert_eq!(
        seen, present,
        "{context}: not exactly the present players are paired"
    );
    assert!(
        p.bye.is_none() || present.len() % 2 == 1,
        "{context}: a needless bye"
    );
    let last = t.rounds_played + 1 >= t.total_rounds;
    let threshold = t.rounds_played as u32 * t.points.win / 2;
    for &(w, b) in &p.pairs {
        for (i, colour) in [(w, Colour::White), (b, Colour::Black)] {
            if last && points_of(t, i) > threshold {
                continue;
            }
            let mut colours: Vec<Colour> = t.players[i]
                .rounds
                .iter()
                .filter_map(|r| r.played_colour())
                .collect();
            colours.push(colour);
            let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
            let diff = 2 * whites - colours.len() as i64;
            assert!(
                diff.abs() <= 2,
                "{context}: colour difference {diff} for {}",
                i + 1
            );
            let n = colours.len();
            let three =
                n >= 3 && colours[n - 1] == colours[n - 2] && colours[n - 2] == colours[n - 3];
            assert!(!three, "{context}: three {colour:?} in a row for {}", i + 1);
        }
    }
}

#[test]
fn stored_rounds_match_bbp_pairings() {
    let (mut same, mut total) = (0, 0);
    let mut differing = Vec::new();
    for (name, file, expected) in stored() {
        for (r, expected) in expected.iter().enumerate() {
            let round = r + 1;
            let before = file.tournament.before_round(round);
            let context = format!("{name} round {round}");
            match pair_next_round(&before) {
                Ok(pairing) => {
                    assert_valid(&before, &pairing, &context);
                    total += 1;
                    if format_pairing(&pairing) == *expected {
                        same += 1;
                    } else {
                        differing.push(context);
                    }
                }
                Err(e) => panic!("{context}: {e}"),
            }
        }
    }
    let share = same as f64 / total as f64;
    println!(
        "identical to bbpPairings: {same}/{total} rounds ({:.1}%)",
        100.0 * share
    );
    println!("differing: {differing:?}");
    assert!(total > 0, "no stored rounds");
    assert!(
        share >= IDENTITY_FLOOR,
        "only {same}/{total} rounds identical"
    );
}

/// A random tournament simulated round by round with chakbot's pairings: players, rounds,
/// absences and late entries drawn from `seed`.
fn simulate(seed: u64, players: usize, rounds: usize, check: bool) -> Tournament {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let late: HashSet<usize> = (0..players).filter(|_| rng.random_bool(0.05)).collect();
    let mut t = Tournament {
        players: (0..players)
            .map(|i| Player {
                name: format!("Player {}", i + 1),
                rating: 2600 - 10 * i as u32,
                rounds: Vec::new(),
                next_round_absence: None,
            })
            .collect(),
        rounds_played: 0,
        total_rounds: rounds,
        first_colour: Some(if seed % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        }),
        points: PointSystem::default(),
    };
    for round in 1..=rounds {
        for (i, player) in t.players.iter_mut().enumerate() {
            player.next_round_absence = if late.contains(&i) && round <= 2 {
                Some(Absence::ZeroPoint)
            } else if rng.random_bool(0.04) {
                Some(if rng.random_bool(0.5) {
                    Absence::HalfPoint
                } else {
                    Absence::ZeroPoint
                })
            } else {
                None
            };
        }
        let pairing = match pair_next_round(&t) {
            Ok(p) => p,
            Err(e) => panic!("seed {seed} ({players} players) round {round}: {e}"),
        };
        if check {
            assert_valid(&t, &pairing, &format!("seed {seed} round {round}"));
        }
        let results: Vec<GameResult> = pairing
            .pairs
            .iter()
            .map(|_| match rng.random_range(0..10) {
                0..=3 => GameResult::Win,
                4..=6 => GameResult::Draw,
                _ => GameResult::Loss,
            })
            .collect();
        t.record_round(&pairing, &results);
    }
    t
}

#[test]
fn generated_tournaments_are_valid() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    for seed in 0..60 {
        let players = rng.random_range(6..70);
        let rounds = rng.random_range(3..=(players / 2).clamp(3, 11));
        simulate(seed, players, rounds, true);
    }
}

#[test]
fn trf_round_trips() {
    for (name, file, _) in stored() {
        let text = trf::write(&file);
        let again = trf::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(again.tournament, file.tournament, "{name}");
        assert_eq!(trf::write(&again), text, "{name}");
    }
}

fn sample_trf() -> String {
    let (_, file, _) = stored().into_iter().next().expect("a stored tournament");
    trf_before(&file, 3)
}

#[test]
fn malformed_trf_names_its_line() {
    let good = sample_trf();
    let lines: Vec<&str> = good.lines().collect();
    let target = lines
        .iter()
        .position(|l| l.starts_with("001"))
        .expect("a player")
        + 2;
    let mut bad: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    // A result letter that does not exist, in the second player's first round.
    bad[target - 1].replace_range(98..99, "Q");
    let err = trf::parse(&bad.join("\n")).expect_err("malformed");
    assert_eq!(err.line, target, "{err}");
    // A wrong score.
    let mut bad: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    bad[target - 1].replace_range(80..84, "99.5");
    let err = trf::parse(&bad.join("\n")).expect_err("wrong score");
    assert_eq!(err.line, target, "{err}");
    assert!(err.to_string().contains(&format!("line {target}")));
}

fn chakbot_pair(path: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_chakbot"))
        .args(["pair", "--dutch"])
        .arg(path)
        .output()
        .expect("chakbot runs")
}

#[test]
fn pair_command_prints_bbp_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut same, mut total) = (0, 0);
    for (name, file, expected) in stored().into_iter().take(12) {
        for (r, expected) in expected.iter().enumerate() {
            let path = dir.path().join(format!("{name}-{}.trf", r + 1));
            std::fs::write(&path, trf_before(&file, r + 1)).expect("write");
            let out = chakbot_pair(&path);
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.stderr.is_empty());
            let printed = String::from_utf8(out.stdout).expect("utf-8");
            let direct = pair_next_round(&file.tournament.before_round(r + 1)).expect("pairs");
            assert_eq!(
                printed,
                format_pairing(&direct),
                "the command prints the engine's pairing"
            );
            total += 1;
            same += (printed == *expected) as usize;
        }
    }
    println!("chakbot pair identical to bbpPairings: {same}/{total}");
    assert!(same as f64 >= IDENTITY_FLOOR * total as f64);
    let bad = dir.path().join("bad.trf");
    let text = sample_trf().replacen("001    2", "001    X", 1);
    std::fs::write(&bad, &text).expect("write");
    let line = text
        .lines()
        .position(|l| l.starts_with("001    X"))
        .expect("line")
        + 1;
    let out = chakbot_pair(&bad);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&format!("line {line}")), "{stderr}");
    assert!(out.stdout.is_empty());
    // Round 1 without a first colour: refused as bbpPairings does.
    let (_, file, _) = stored().into_iter().next().expect("a stored tournament");
    let mut first = file.tournament.before_round(1);
    first.first_colour = None;
    let text = trf::write(&trf::TrfFile {
        total_rounds: Some(first.total_rounds),
        tournament: first,
        other_lines: Vec::new(),
    });
    std::fs::write(&bad, text).expect("write");
    let out = chakbot_pair(&bad);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("first colour"));
}

// ---- Tie-breaks ----

fn game(opponent: usize, colour: Colour, result: GameResult) -> RoundEntry {
    RoundEntry::Game {
        opponent,
        colour,
        result,
        played: true,
    }
}

/// Four players, two rounds: 1-2 1-0, 3-4 ½-½; then 1-3 ½-½, 2 has the bye, 4 absent
/// (zero-point).
fn small_tournament() -> Tournament {
    use Colour::*;
    use GameResult::*;
    let player = |rounds: Vec<RoundEntry>| Player {
        name: String::new(),
        rating: 0,
        rounds,
        next_round_absence: None,
    };
    Tournament {
        players: vec![
            player(vec![game(1, White, Win), game(2, Black, Draw)]),
            player(vec![game(0, Black, Loss), RoundEntry::PairingBye]),
            player(vec![game(3, White, Draw), game(0, White, Draw)]),
            player(vec![
                game(2, Black, Draw),
                RoundEntry::Absent(Absence::ZeroPoint),
            ]),
        ],
        rounds_played: 2,
        total_rounds: 2,
        first_colour: Some(White),
        points: PointSystem::default(),
    }
}

#[test]
fn tiebreaks_of_a_hand_checked_example() {
    let tb = tiebreak::compute(&small_tournament());
    // Scores: 1: 1.5, 2: 1, 3: 1, 4: 0.5.
    // Adjusted (unplayed rounds as draws): 1: 1.5, 2: 0 + ½ = 0.5, 3: 1, 4: ½ + ½ = 1.
    let scores: Vec<f64> = tb.iter().map(|t| t.score).collect();
    assert_eq!(scores, [1.5, 1.0, 1.0, 0.5]);
    // Player 1 met 2 (adjusted 0.5) and 3 (1): BH 1.5, cut-1 1.0, SB 0.5×1 + 1×½ = 1.0.
    assert_eq!(
        (tb[0].buchholz, tb[0].buchholz_cut1, tb[0].sonneborn_berger),
        (1.5, 1.0, 1.0)
    );
    // Player 2 met 1 (1.5) and had the bye: dummy with own score 1: BH 2.5, cut-1 1.5,
    // SB 1.5×0 + 1×1 = 1.
    assert_eq!(
        (tb[1].buchholz, tb[1].buchholz_cut1, tb[1].sonneborn_berger),
        (2.5, 1.5, 1.0)
    );
    // Player 3 met 4 (adjusted 1) and 1 (1.5): BH 2.5, cut-1 1.5, SB 1×½ + 1.5×½ = 1.25.
    assert_eq!(
        (tb[2].buchholz, tb[2].buchholz_cut1, tb[2].sonneborn_berger),
        (2.5, 1.5, 1.25)
    );
    // Player 4 met 3 (1) and was absent: dummy 0.5, SB 1×½ + 0.5×0 = 0.5.
    assert_eq!(
        (tb[3].buchholz, tb[3].buchholz_cut1, tb[3].sonneborn_berger),
        (1.5, 1.0, 0.5)
    );
    // Players 2 and 3 are tied on 1 point and never met: direct encounter 0, not decisive.
    assert_eq!((tb[1].direct_encounter, tb[1].all_met), (0.0, false));
    assert!(tb[0].all_met, "alone on 1.5");
}

#[test]
fn tiebreak_properties_on_generated_tournaments() {
    for seed in 0..10 {
        let t = simulate(seed + 100, 12 + seed as usize * 3, 5, false);
        let tb = tiebreak::compute(&t);
        for (i, x) in tb.iter().enumerate() {
            assert!(x.buchholz >= x.buchholz_cut1, "player {}", i + 1);
            assert!(x.buchholz <= t.rounds_played as f64 * t.rounds_played as f64);
            assert!(
                x.sonneborn_berger <= x.buchholz,
                "SB weighs BH by at most 1"
            );
            assert!(x.direct_encounter <= x.score);
        }
        // Direct encounter within a tied group sums to the games played inside it.
        let total_score: f64 = tb.iter().map(|x| x.score).sum();
        assert!(total_score > 0.0);
    }
}

// ---- Live comparisons with bbpPairings ----

/// The bbpPairings binary: `BBP_PAIRINGS`, or built by the shared script in
/// `target/bbpPairings`. With `CI` set, a missing binary fails the test.
fn bbp_binary() -> Option<PathBuf> {
    let candidate = std::env::var_os("BBP_PAIRINGS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bbpPairings/bbpPairings.exe")
        });
    if candidate.is_file() {
        return Some(candidate);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "bbpPairings not found at {} (set BBP_PAIRINGS)",
        candidate.display()
    );
    eprintln!("bbpPairings not found: skipped");
    None
}

/// Generates a tournament with bbpPairings (`players`, `rounds`, `seed`).
fn bbp_generate(bbp: &Path, dir: &Path, players: usize, rounds: usize, seed: u64) -> PathBuf {
    let config = dir.join(format!("config-{players}-{rounds}-{seed}.txt"));
    std::fs::write(
        &config,
        format!(
            "PlayersNumber={players}\nRoundsNumber={rounds}\nDrawPercentage=30\n\
             ForfeitRate=20\nRetiredRate=40\nHalfPointByeRate=20\n"
        ),
    )
    .expect("config");
    let out = dir.join(format!("p{players:03}-r{rounds:02}-s{seed}.trf"));
    let status = Command::new(bbp)
        .args(["--dutch", "-g"])
        .arg(&config)
        .arg("-o")
        .arg(&out)
        .args(["-s", &seed.to_string()])
        .status()
        .expect("bbpPairings runs");
    assert!(status.success());
    out
}

/// bbpPairings's pairing of a TRF file.
fn bbp_pair(bbp: &Path, path: &Path) -> String {
    let out = Command::new(bbp)
        .args(["--dutch"])
        .arg(path)
        .arg("-p")
        .output()
        .expect("bbpPairings runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// The expected output of every round of a tournament file, by bbpPairings.
fn bbp_rounds(bbp: &Path, dir: &Path, file: &trf::TrfFile) -> Vec<String> {
    (1..=file.tournament.rounds_played)
        .map(|round| {
            let path = dir.join(format!("before-{round}.trf"));
            std::fs::write(&path, trf_before(file, round)).expect("write");
            bbp_pair(bbp, &path)
        })
        .collect()
}

/// The sizes of the stored reference tournaments: (players, rounds, seed).
const REFERENCE: [(usize, usize, u64); 40] = [
    (8, 5, 1),
    (9, 5, 2),
    (10, 6, 3),
    (11, 6, 4),
    (12, 7, 5),
    (13, 7, 6),
    (14, 7, 7),
    (15, 8, 8),
    (16, 7, 9),
    (17, 8, 10),
    (18, 9, 11),
    (19, 9, 12),
    (20, 7, 13),
    (21, 9, 14),
    (24, 9, 15),
    (25, 9, 16),
    (27, 10, 17),
    (30, 9, 18),
    (31, 11, 19),
    (32, 7, 20),
    (33, 9, 21),
    (36, 11, 22),
    (40, 9, 23),
    (41, 9, 24),
    (45, 11, 25),
    (48, 9, 26),
    (50, 11, 27),
    (53, 9, 28),
    (56, 10, 29),
    (60, 11, 30),
    (63, 9, 31),
    (64, 11, 32),
    (70, 9, 33),
    (75, 11, 34),
    (80, 9, 35),
    (85, 11, 36),
    (90, 9, 37),
    (95, 11, 38),
    (99, 9, 39),
    (100, 11, 40),
];

/// Regenerates `tests/data/swiss` with bbpPairings: `cargo test --test swiss -- --ignored
/// regenerate`.
#[test]
#[ignore]
fn regenerate_reference_data() {
    let bbp = bbp_binary().expect("bbpPairings");
    let dir = tempfile::tempdir().expect("temp dir");
    for (players, rounds, seed) in REFERENCE {
        let path = bbp_generate(&bbp, dir.path(), players, rounds, seed);
        let text = std::fs::read_to_string(&path).expect("generated");
        let mut file = trf::parse(&text).expect("bbpPairings's file reads");
        file.total_rounds = Some(rounds);
        file.tournament.total_rounds = rounds;
        let expected = bbp_rounds(&bbp, dir.path(), &file);
        let name = path.file_name().expect("name");
        std::fs::write(data_dir().join(name), trf::write(&file)).expect("write");
        let mut out = String::new();
        for (r, pairing) in expected.iter().enumerate() {
            out.push_str(&format!("round {}\n{pairing}", r + 1));
        }
        std::fs::write(data_dir().join(name).with_extension("expected"), out).expect("write");
    }
}

#[test]
fn fresh_tournaments_match_bbp_pairings_live() {
    let Some(bbp) = bbp_binary() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut same, mut total) = (0, 0);
    for (players, rounds, seed) in [(23, 7, 901), (38, 9, 902), (57, 10, 903), (66, 9, 904)] {
        let path = bbp_generate(&bbp, dir.path(), players, rounds, seed);
        let mut file = trf::parse(&std::fs::read_to_string(&path).expect("read")).expect("parse");
        file.total_rounds = Some(rounds);
        file.tournament.total_rounds = rounds;
        for (r, expected) in bbp_rounds(&bbp, dir.path(), &file).iter().enumerate() {
            let before = file.tournament.before_round(r + 1);
            let pairing = pair_next_round(&before).expect("pairs");
            assert_valid(
                &before,
                &pairing,
                &format!("{players} players round {}", r + 1),
            );
            total += 1;
            same += (format_pairing(&pairing) == *expected) as usize;
        }
    }
    println!("live: identical to bbpPairings {same}/{total}");
    assert!(same as f64 >= IDENTITY_FLOOR * total as f64);
}

#[test]
fn chakbot_paired_tournaments_pass_bbp_check() {
    let Some(bbp) = bbp_binary() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut clean, mut total) = (0, 0);
    for seed in 0..8u64 {
        let players = 10 + 7 * seed as usize;
        let t = simulate(500 + seed, players, 7, true);
        let path = dir.path().join(format!("chakbot-{seed}.trf"));
        let file = trf::TrfFile {
            total_rounds: Some(t.total_rounds),
            tournament: t,
            other_lines: vec!["012 chakbot-paired".into()],
        };
        std::fs::write(&path, trf::write(&file)).expect("write");
        let discrepancies = bbp_check(&bbp, &path).matches("Checker pairings").count();
        println!("{} players: {discrepancies} rounds differ", players);
        total += 1;
        clean += (discrepancies == 0) as usize;
    }
    println!("bbpPairings -c: {clean}/{total} chakbot-paired tournaments without discrepancy");
    assert!(clean as f64 >= 0.75 * total as f64);
}

/// `bbpPairings --dutch FILE -c`'s report (it must run to its end): a round it would
/// have paired otherwise says `Checker pairings`.
fn bbp_check(bbp: &Path, path: &Path) -> String {
    let out = Command::new(bbp)
        .arg("--dutch")
        .arg(path)
        .arg("-c")
        .output()
        .expect("bbpPairings runs");
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{report}");
    report
}

/// The TRF files of a folder of tests/data, sorted, parsed: (path, file).
fn trf_files(folder: &str) -> Vec<(PathBuf, trf::TrfFile)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable");
            let file = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path, file)
        })
        .collect()
}

/// Tournaments paired by the host and exported (`tournament export`), kept as data:
/// `tests/data/swiss-hosted/`.
fn hosted() -> Vec<(String, trf::TrfFile)> {
    trf_files("swiss-hosted")
        .into_iter()
        .map(|(path, file)| (path.display().to_string(), file))
        .collect()
}

/// Round `round`'s pairing as played: (white, black) pairs and the bye, sorted.
fn played_round(t: &Tournament, round: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    let mut pairs = Vec::new();
    let mut bye = None;
    for (i, p) in t.players.iter().enumerate() {
        match p.rounds[round - 1] {
            RoundEntry::Game {
                opponent,
                colour: Colour::White,
                ..
            } => pairs.push((i, opponent)),
            RoundEntry::PairingBye => bye = Some(i),
            _ => {}
        }
    }
    pairs.sort_unstable();
    (pairs, bye)
}

/// A Swiss the host ran (played through `chakbot local`) is paired again, round by round
/// from its own export, exactly as it was; and bbpPairings's checker finds no round it
/// would have paired otherwise.
#[test]
fn hosted_tournaments_pair_again_as_they_were_and_pass_bbp_check() {
    let files = hosted();
    assert!(!files.is_empty());
    for (name, file) in &files {
        let t = &file.tournament;
        assert!(t.rounds_played >= 7, "{name}");
        for round in 1..=t.rounds_played {
            let before = t.before_round(round);
            let pairing = pair_next_round(&before).expect("pairs");
            assert_valid(&before, &pairing, &format!("{name} round {round}"));
            let mut again = pairing.pairs.clone();
            again.sort_unstable();
            assert_eq!(
                (again, pairing.bye),
                played_round(t, round),
                "{name} round {round}"
            );
        }
        if let Some(bbp) = bbp_binary() {
            let report = bbp_check(&bbp, Path::new(name));
            assert!(
                !report.contains("Checker pairings"),
                "bbpPairings disagrees on {name}:\n{report}"
            );
        }
    }
}
