//! `chakbot ai` on the real binary: the chosen action is the last line, in the notation
//! of `rules moves`; the same arguments and seed give the same output; a Chakart pending
//! choice gets its answer; bad input gets exit status 2 and a reason.

mod common;

use common::bin::chakbot;

/// `chakbot ai <ruleset> --fen <fen>` with `options` after them, and no input.
fn ai(ruleset: &str, fen: &str, options: &[&str]) -> common::bin::Run {
    let mut args = vec!["ai", ruleset, "--fen", fen];
    args.extend_from_slice(options);
    chakbot(&args, "")
}

fn last_line(out: &str) -> &str {
    out.lines().last().unwrap_or("")
}

fn legal(ruleset: &str, fen: &str) -> Vec<String> {
    let r = chakbot(&["rules", "moves", ruleset, "--fen", fen], "");
    assert_eq!(r.code, 0, "{}", r.err);
    r.out.lines().map(str::to_string).collect()
}

#[test]
fn prints_a_legal_action_last_for_every_rule_set() {
    let cases = [
        (
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        ("maharaja", "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 b kq - 0 1"),
        (
            "koopa",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -",
        ),
        (
            "chakart",
            "rnbqkbnr/pppppppp/8/8/4P3/4m3/PPPP1PPP/RNBQKBNR b 1 1111 000000000000",
        ),
        (
            "chakart-2020",
            "qnbbrknr/pppppppp/8/8/8/8/PPPPPPPP/RBNQBNRK w 0 1111 000000000000",
        ),
    ];
    for (ruleset, fen) in cases {
        for level in ["1", "8"] {
            let options = ["--level", level, "--movetime", "50", "--seed", "9"];
            let r = ai(ruleset, fen, &options);
            assert_eq!(r.code, 0, "{ruleset}: {}", r.err);
            assert_eq!(r.err, "");
            let action = last_line(&r.out);
            assert!(
                legal(ruleset, fen).iter().any(|m| m == action),
                "{ruleset}: {action:?}"
            );
            let again = ai(ruleset, fen, &options);
            assert_eq!(again.out, r.out, "{ruleset}: same seed, same output");
        }
    }
}

#[test]
fn finds_the_mate_and_answers_a_pending_choice() {
    let r = ai(
        "chess",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        &["--seed", "1", "--movetime", "100"],
    );
    assert_eq!(last_line(&r.out), "a1a8");
    // The view FEN `rules play --view` prints, with a promotion waiting.
    let r = ai(
        "chakart",
        "3P4/8/8/8/8/8/8/k3K3 w 10 1101 000000000000 ?promote=d8",
        &["--seed", "1", "--movetime", "50"],
    );
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(last_line(&r.out), "promote q");
}

#[test]
fn history_fens_make_a_return_to_them_a_draw() {
    // White, a queen for a rook down, can return to a position of the game's past.
    let root = "6k1/5p1p/1q4p1/8/8/8/R7/7K w - - 0 1";
    let mut options = vec!["--seed", "3", "--movetime", "50"];
    let blind = ai("chess", root, &options);
    assert_eq!(blind.code, 0, "{}", blind.err);
    for fen in [
        "6k1/5p1p/1q4p1/8/8/8/8/R6K b - - 0 1",
        "7k/5p1p/1q4p1/8/8/8/8/R6K w - - 0 1",
        "7k/5p1p/1q4p1/8/8/8/R7/7K b - - 0 1",
    ] {
        options.extend(["--history", fen]);
    }
    let r = ai("chess", root, &options);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(last_line(&r.out), "a2a1", "{}", r.out);
    // Scored as a draw, not as the lost material.
    let score: i32 = r
        .out
        .split(" score ")
        .nth(1)
        .and_then(|s| s.lines().next())
        .and_then(|s| s.parse().ok())
        .unwrap_or(i32::MIN);
    assert_eq!(score, 0, "{}", r.out);
    assert_ne!(blind.out, r.out);
}

#[test]
fn refuses_bad_input_with_a_reason() {
    let cases: [(&[&str], &str); 5] = [
        (
            &[
                "ai",
                "chess",
                "--fen",
                "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            ],
            "rank 7 has 9 squares",
        ),
        (
            &[
                "ai",
                "chess",
                "--fen",
                "8/8/8/8/8/8/8/K6k w - - 0 1",
                "--level",
                "9",
            ],
            "'9' is not a level (choose 1 to 8)",
        ),
        (
            &[
                "ai",
                "chess",
                "--fen",
                "8/8/8/8/8/8/8/K6k w - - 0 1",
                "--movetime",
                "0",
            ],
            "--movetime",
        ),
        (
            &["ai", "go", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"],
            "'go' is not a rule set",
        ),
        (
            &[
                "ai",
                "chakart",
                "--fen",
                "rnb1kbnr/pppp1ppp/4p3/2i5/8/4PN2/PPPP1PPP/RNBQKB1R w 4 1110 000000000000",
            ],
            "the FEN shows the opponent's hidden queen on c5",
        ),
    ];
    for (args, needle) in cases {
        let r = chakbot(args, "");
        assert_eq!(r.code, 2, "{args:?}: {}", r.err);
        assert!(r.err.contains(needle), "{args:?}: {:?}", r.err);
        assert_eq!(r.out, "");
    }
    let r = chakbot(
        &["ai", "chess", "--fen", "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1"],
        "",
    );
    assert_eq!(r.code, 1);
    assert!(r.err.contains("the game is over"), "{}", r.err);
}

/// Issue 35: a one-shot `chakbot ai` without a seed searches a level's node budget, not
/// 20 ms of a cold process: levels 1 to 5 reach their depth caps, and levels 6 and 7 reach
/// the seeded search's depth with its nodes (within 2 %: unseeded, they start from the
/// kept table the host uses, not one sized by the budget). The output's form is unchanged.
#[test]
fn an_unseeded_level_searches_its_whole_budget() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let info = |level: &str, seed: Option<&str>| {
        let mut args = vec!["ai", "chess", "--fen", fen, "--level", level];
        if let Some(seed) = seed {
            args.extend(["--seed", seed]);
        }
        let r = chakbot(&args, "");
        assert_eq!(r.code, 0, "{}", r.err);
        let lines: Vec<&str> = r.out.lines().collect();
        assert_eq!(lines.len(), 2, "{}", r.out);
        lines[0].to_string()
    };
    for level in 1..=5 {
        let line = info(&level.to_string(), None);
        assert!(
            line.starts_with(&format!("info level {level} depth {level} nodes ")),
            "{line}"
        );
    }
    let figures = |line: &str| -> (u32, f64) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let read = |i: usize| words.get(i).and_then(|w| w.parse().ok());
        (read(4).expect("a depth") as u32, read(6).expect("nodes"))
    };
    for level in ["6", "7"] {
        let (free, seeded) = (info(level, None), info(level, Some("3")));
        let ((depth, nodes), (seeded_depth, seeded_nodes)) = (figures(&free), figures(&seeded));
        assert_eq!(depth, seeded_depth, "level {level}: {free} / {seeded}");
        assert!(
            (nodes - seeded_nodes).abs() <= seeded_nodes * 0.02,
            "level {level}: {free} / {seeded}"
        );
    }
}
