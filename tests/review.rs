//! `chakbot review`: the command line contract (one `PLY MOVE EVAL CLASS` line per turn,
//! then `accuracy WHITE BLACK`; mates as `#N`; a hung queen is a blunder; exit 2 for an
//! unfinished game, garbage or an illegal move), the graph PNG, and a reviewed export's
//! eval comments (they read back, and `verify` still accepts the record and still refuses
//! a doctored one); in Chakart, a queen left to a pawn is flagged. Small budgets keep it
//! fast.

use chakbot::game::annotations::{read_evals, strip_evals};
use chakbot::game::export::verify_export;
use chakbot::game::signature::RecordKey;
use chakbot::game::{Game, NewGame, Players, ServerSecret, Timestamp};
use chakbot::review::{self, Budget, Class, GameLine};
use chakbot::rules::{notation, RuleSet, StartOption};
use std::path::PathBuf;
use std::process::{Command, Output};

const FOOLS_MATE: &str = "[Event \"x\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
const HUNG_QUEEN: &str = "[Event \"x\"]\n[White \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {a comment} Qg5?? $4 (2... Nc6 3. Bb5) 3. Nxg5 1-0\n";
/// White is better, then gives its queen away: both sides lead once.
const BOTH_LEAD: &str = "[Result \"0-1\"]\n\n1. e4 f5 2. Qh5+ g6 3. Qxg6+ hxg6 0-1\n";

fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chakbot-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chakbot"))
        .arg("review")
        .args(args)
        .args(["--ms-per-step", "30"])
        .output()
        .expect("chakbot runs")
}

fn lines(out: &Output) -> Vec<String> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect()
}

fn is_eval(s: &str) -> bool {
    let cp = |t: &str| {
        t == "0" || ((t.starts_with('+') || t.starts_with('-')) && t[1..].parse::<u32>().is_ok())
    };
    let mate = |t: &str| {
        t.strip_prefix('#')
            .is_some_and(|m| m.trim_start_matches('-').parse::<u32>().is_ok())
    };
    cp(s) || mate(s)
}

#[test]
fn every_line_has_the_contract_s_shape_and_a_mate_shows_as_hash_n() {
    let path = file("fools.pgn", FOOLS_MATE);
    let out = lines(&run(&[path.to_str().expect("utf-8 path")]));
    assert_eq!(out.len(), 5, "{out:?}");
    let sans = ["f3", "e5", "g4", "Qh4#"];
    for (i, line) in out[..4].iter().enumerate() {
        let w: Vec<&str> = line.split(' ').collect();
        assert_eq!(w.len(), 4, "{line}");
        assert_eq!(w[0], (i + 1).to_string());
        assert_eq!(w[1], sans[i]);
        assert!(is_eval(w[2]), "{line}");
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&w[3]),
            "{line}"
        );
    }
    assert_eq!(out[2], "3 g4 #-1 blunder");
    assert!(out[3].starts_with("4 Qh4# #-0 "), "{}", out[3]);
    let acc: Vec<&str> = out[4].split(' ').collect();
    assert_eq!(acc[0], "accuracy");
    for a in &acc[1..] {
        let v: f64 = a.parse().expect("a percentage");
        assert!((0.0..=100.0).contains(&v));
        assert_eq!(a.split('.').nth(1).map(str::len), Some(1), "{a}");
    }
    let black: f64 = acc[2].parse().unwrap_or(0.0);
    let white: f64 = acc[1].parse().unwrap_or(100.0);
    assert!(black > white, "{out:?}");
}

/// White, a queen for a rook down, shuffles its rook a1-a2 while Black's king goes
/// g8-h8; the fourth return to the start is the third time the position stands there.
const SHUFFLE: &str =
    "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"6k1/5p1p/1q4p1/8/8/8/8/R6K b - - 0 1\"]\n\n\
    1... Kh8 2. Ra2 Kg8 3. Ra1 Kh8 4. Ra2 Kg8 5. Ra1 1/2-1/2\n";

#[test]
fn a_position_repeated_once_is_not_a_draw_but_one_that_can_stand_a_third_time_is() {
    let path = file("shuffle.pgn", SHUFFLE);
    let out = lines(&run(&[path.to_str().expect("utf-8 path")]));
    assert_eq!(out.len(), 9, "{out:?}");
    let eval = |ply: usize| out[ply - 1].split(' ').nth(2).unwrap_or("").to_string();
    // After 2... Kg8 White can go back to the start once: Black still wins.
    assert!(out[2].starts_with("3 Kg8 -"), "{out:?}");
    assert!(eval(3).parse::<i32>().is_ok_and(|cp| cp < -200), "{out:?}");
    assert!(!out[2].ends_with(" blunder"), "{out:?}");
    // After 4... Kg8, Ra1 makes the start stand there a third time: a draw, which
    // Black's king move allowed.
    assert_eq!(eval(7), "0", "{out:?}");
    assert!(out[6].ends_with(" blunder"), "{out:?}");
}

#[test]
fn a_hung_queen_is_a_blunder_through_comments_nags_and_variations() {
    let path = file("hung.pgn", HUNG_QUEEN);
    let out = lines(&run(&[path.to_str().expect("utf-8 path")]));
    assert_eq!(out.len(), 6, "{out:?}");
    assert!(out[3].starts_with("4 Qg5 +"), "{}", out[3]);
    assert!(out[3].ends_with(" blunder"), "{}", out[3]);
    assert!(out[4].starts_with("5 Nxg5 "), "{}", out[4]);
    assert!(
        !out[4].ends_with("blunder") && !out[0].ends_with("blunder"),
        "{out:?}"
    );
}

#[test]
fn a_game_that_is_not_finished_or_not_a_game_is_refused_with_status_2() {
    for (name, text, says) in [
        (
            "running.pgn",
            "[Result \"*\"]\n\n1. e4 e5 *\n",
            "not finished",
        ),
        ("noresult.pgn", "1. e4 e5\n", "not finished"),
        (
            "garbage.pgn",
            "\u{1}\u{2} this is not chess {",
            "cannot review",
        ),
        (
            "illegal.pgn",
            "[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n",
            "Ke3",
        ),
    ] {
        let path = file(name, text);
        let out = run(&[path.to_str().expect("utf-8 path")]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name}");
    }
    let missing = run(&["/nonexistent/game.pgn"]);
    assert_eq!(missing.status.code(), Some(2));
    let bad_lang = run(&[
        file("fools2.pgn", FOOLS_MATE).to_str().unwrap_or(""),
        "--lang",
        "xx",
    ]);
    assert_eq!(bad_lang.status.code(), Some(2));
}

#[test]
fn the_graph_png_decodes_at_its_size_with_both_sides_colours() {
    let path = file("both.pgn", BOTH_LEAD);
    let image = file("graph.png", "");
    for lang in ["en", "fr", "de"] {
        let out = run(&[
            path.to_str().expect("utf-8 path"),
            "--lang",
            lang,
            "--image",
            image.to_str().expect("utf-8 path"),
        ]);
        assert_eq!(lines(&out).len(), 7);
        let bytes = std::fs::read(&image).expect("the image was written");
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut buf).expect("a frame");
        assert_eq!((info.width, info.height), (800, 460));
        let rgb: Vec<[u8; 3]> = buf[..info.buffer_size()]
            .chunks(3)
            .map(|c| [c[0], c[1], c[2]])
            .collect();
        let count = |c: [u8; 3]| rgb.iter().filter(|&&p| p == c).count();
        let (white, black) = (
            count(chakbot::render::graph::WHITE_AREA),
            count(chakbot::render::graph::BLACK_AREA),
        );
        assert!(
            white > 500 && black > 500,
            "{lang}: white {white}, black {black}"
        );
        let blunder = count([0xe0, 0x2f, 0x2f]);
        assert!(blunder > 50, "{lang}: the blunder's mark");
    }
}

fn signed_game(moves: &str) -> (Game, RecordKey) {
    let t0 = Timestamp(1_700_000_000_000);
    let mut game = Game::new(NewGame {
        id: 7,
        ruleset: RuleSet::Chess,
        start: StartOption::Standard,
        players: Players {
            white: "ann".into(),
            black: "bob".into(),
        },
        secret: ServerSecret::from_bytes([5; 32]),
        contributions: vec!["a".into(), "b".into()],
        custom_fen: None,
        control: "10+5".parse().expect("a time control"),
        now: t0,
    })
    .expect("a game");
    for (i, text) in moves.split_whitespace().enumerate() {
        let actor = game.turn();
        let action = notation::parse_move(game.state().position(), text).expect("a legal move");
        game.play(actor, &action, t0.plus(60_000 * (i as u64 + 1)))
            .expect("played");
    }
    (game, RecordKey::from_seed([3; 32]))
}

#[test]
fn eval_comments_round_trip_and_the_export_still_verifies_but_not_a_doctored_one() {
    let (game, key) = signed_game("f3 e5 g4 Qh4#");
    let export = game.signed_export(&key);
    let line = GameLine::of_game(&game).expect("a finished game");
    let done = review::review(
        line,
        Budget {
            ms_per_step: 30,
            ..Budget::default()
        },
    );
    assert_eq!(done.plies[2].class, Class::Blunder);
    let reviewed = done.export_with_evals(&export);
    assert!(
        reviewed.contains("2. g4 { [%eval #-1] } Qh4# { [%eval #-0] }"),
        "{reviewed}"
    );
    assert_eq!(read_evals(&reviewed).len(), 4);
    assert_eq!(strip_evals(&reviewed), export);
    verify_export(&reviewed, Some(key.public())).expect("a reviewed export verifies");
    let doctored = reviewed.replace("1. f3 {", "1. f4 {");
    assert_ne!(doctored, reviewed);
    assert!(verify_export(&doctored, Some(key.public())).is_err());
    // The review reads its own output back.
    let again = review::import::read_game(&reviewed).expect("reads");
    assert_eq!(again.turns.len(), 4);
    // Stored with the game: the review serialises and reads back whole.
    let json = serde_json::to_string(&done).expect("serialises");
    let back: review::Review = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, done);
}

/// A queen moved where an enemy pawn takes it, in a game of `ruleset` from a seeded start
/// after a few quiet moves: the line and the blunder's index.
fn queen_left_en_prise(ruleset: RuleSet, seed: u64) -> Option<(GameLine, usize)> {
    use chakbot::rules::{AnyPosition, GameState, Role};
    use rand::SeedableRng;
    let game_seed = chakbot::game::Seed::from_hex(&format!("{:064x}", seed + 11)).ok()?;
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(seed);
    let start = AnyPosition::start(ruleset, ruleset.default_start(), &mut rng);
    let mut state = GameState::new(start.clone());
    let mut actions = Vec::new();
    let play = |state: &mut GameState, actions: &mut Vec<_>, a| {
        let ply = u32::try_from(actions.len()).ok()?;
        state
            .play(&a, &mut chakbot::game::fairness::turn_rng(&game_seed, ply))
            .ok()?;
        actions.push(a);
        Some(())
    };
    // Open the position with pawn moves until a queen move hangs her to a pawn.
    for _ in 0..12 {
        let pos = state.position().clone();
        if pos.pending().is_some() || state.outcome().is_some() {
            return None;
        }
        let moves = pos.legal_moves();
        for m in moves.iter().filter(|m| {
            m.role == Role::Queen
                && !m.capture
                && matches!(m.action, chakbot::rules::Action::Move { .. })
        }) {
            let mut after = pos.clone();
            let mut r =
                chakbot::game::fairness::turn_rng(&game_seed, u32::try_from(actions.len()).ok()?);
            if after.play(&m.action, &mut r).is_err() || after.pending().is_some() {
                continue;
            }
            let takes = after
                .legal_moves()
                .into_iter()
                .any(|t| t.to == m.to && t.capture && t.role == Role::Pawn);
            if takes {
                let at = actions.len();
                play(&mut state, &mut actions, m.action)?;
                let line = GameLine::replay(start, &actions, Some(&game_seed), "1/2-1/2").ok()?;
                return Some((line, at));
            }
        }
        let pawn = moves
            .iter()
            .filter(|m| !m.capture && m.role == Role::Pawn)
            .nth(actions.len() % 3)?;
        play(&mut state, &mut actions, pawn.action)?;
    }
    None
}

#[test]
fn a_queen_left_to_a_pawn_is_flagged_in_both_chakart_editions() {
    let mut checked = 0;
    // (Koopa's capture only stuns: a queen left to a pawn is not lost there; the harness
    // plants Koopa's blunders instead, examples/review_judge.rs `flags`.)
    for ruleset in [RuleSet::Chakart, RuleSet::Chakart2020] {
        for seed in 0..6 {
            let Some((line, at)) = queen_left_en_prise(ruleset, seed) else {
                continue;
            };
            let done = review::review(
                line,
                Budget {
                    ms_per_step: 20,
                    ..Budget::default()
                },
            );
            let p = &done.plies[at];
            assert!(
                p.class >= Class::Mistake,
                "{ruleset:?} seed {seed}: {} judged {:?} ({:?} -> {:?})",
                p.san,
                p.class,
                p.best_eval,
                p.eval
            );
            checked += 1;
        }
    }
    assert!(checked >= 4, "only {checked} games had such a queen move");
}
