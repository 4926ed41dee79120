//! The `chakbot rules` command line contract, run on the real binary: outputs, exit
//! statuses and error messages (expected outputs written by hand).

use std::process::Command;

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn chakbot(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_chakbot"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn ok(args: &[&str]) -> String {
    let r = chakbot(args);
    assert_eq!(r.code, 0, "{args:?}: stderr {}", r.err);
    assert_eq!(r.err, "", "{args:?}: stderr must be empty on success");
    r.out
}

fn lines(s: &str) -> Vec<&str> {
    s.lines().collect()
}

fn fails(args: &[&str], code: i32, needle: &str) -> Run {
    let r = chakbot(args);
    assert_eq!(r.code, code, "{args:?}: stdout {} stderr {}", r.out, r.err);
    assert!(
        r.err.contains(needle),
        "{args:?}: stderr {:?} lacks {needle:?}",
        r.err
    );
    r
}

#[test]
fn moves_of_the_chess_start() {
    let out = ok(&["rules", "moves", "chess"]);
    let expected = "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 \
                    g1h3 g2g3 g2g4 h2h3 h2h4";
    assert_eq!(lines(&out), expected.split(' ').collect::<Vec<_>>());
}

#[test]
fn moves_list_castling_promotion_and_en_passant() {
    let out = ok(&[
        "rules",
        "moves",
        "chess",
        "--fen",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    ]);
    assert!(lines(&out).contains(&"e1g1") && lines(&out).contains(&"e1c1"));
    let out = ok(&[
        "rules",
        "moves",
        "chess",
        "--fen",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
    ]);
    for m in ["e7e8q", "e7e8r", "e7e8b", "e7e8n"] {
        assert!(lines(&out).contains(&m), "{m} in {out}");
    }
    let out = ok(&[
        "rules",
        "moves",
        "chess",
        "--fen",
        "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
    ]);
    assert!(lines(&out).contains(&"d5c6"), "{out}");
}

#[test]
fn moves_are_empty_when_mated() {
    let out = ok(&[
        "rules",
        "moves",
        "chess",
        "--fen",
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    ]);
    assert_eq!(out, "");
}

#[test]
fn moves_read_a_bare_board_field() {
    let out = ok(&["rules", "moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3"]);
    assert_eq!(lines(&out), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
}

#[test]
fn moves_of_the_maharaja_start() {
    // Queen or knight moves from e1, never onto a square black attacks (e6, e7).
    let out = ok(&["rules", "moves", "maharaja"]);
    let mut expected = vec![
        "e1a1", "e1b1", "e1c1", "e1d1", "e1f1", "e1g1", "e1h1", "e1e2", "e1e3", "e1e4", "e1e5",
        "e1d2", "e1c3", "e1b4", "e1a5", "e1f2", "e1g3", "e1h4", "e1c2", "e1d3", "e1f3", "e1g2",
    ];
    expected.sort();
    assert_eq!(lines(&out), expected);
}

#[test]
fn koopa_castling_is_king_takes_own_rook() {
    let out = ok(&[
        "rules",
        "moves",
        "koopa",
        "--fen",
        "r3k2r/8/8/8/8/8/8/R3K2R w 0 ahah -",
    ]);
    assert!(
        lines(&out).contains(&"e1h1") && lines(&out).contains(&"e1a1"),
        "{out}"
    );
    assert!(!lines(&out).contains(&"e1g1"), "{out}");
}

#[test]
fn perft_prints_the_count_last() {
    let out = ok(&["rules", "perft", "chess", "3"]);
    assert_eq!(out.lines().last(), Some("8902"));
    assert!(out.contains("e2e4: 600\n"), "{out}");
    let out = ok(&[
        "rules",
        "perft",
        "chess",
        "2",
        "--fen",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ]);
    assert_eq!(out.lines().last(), Some("2039"));
    assert_eq!(
        ok(&["rules", "perft", "koopa", "1"]).lines().last(),
        Some("20")
    );
    assert_eq!(ok(&["rules", "perft", "maharaja", "0"]), "1\n");
}

/// A perft that runs past its time limit stops with a clear message (exit 2, nothing on
/// stdout) instead of holding the machine: depth 7 (3.2e9 leaves, within the estimate's
/// bound) takes far more than a second.
#[test]
fn perft_stops_at_its_time_limit() {
    let started = std::time::Instant::now();
    let r = fails(
        &["rules", "perft", "chess", "7", "--max-seconds", "1"],
        2,
        "perft to depth 7 stopped after 1 s, its time limit (--max-seconds)",
    );
    assert_eq!(r.out, "", "nothing counted is printed");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(30),
        "it stops soon after the limit: {:?}",
        started.elapsed()
    );
    fails(
        &["rules", "perft", "chess", "1", "--max-seconds", "0"],
        2,
        "0",
    );
    // Within the limit, the count is printed as before.
    let out = ok(&["rules", "perft", "chess", "2", "--max-seconds", "60"]);
    assert_eq!(out.lines().last(), Some("400"));
}

#[test]
fn perft_refuses_chakart() {
    for rs in ["chakart", "chakart-2020"] {
        let r = fails(
            &["rules", "perft", rs, "2"],
            2,
            "Chakart has no meaningful perft",
        );
        assert_eq!(r.out, "");
    }
}

/// A depth whose tree is out of reach is refused at once (exit 2) with the deepest one
/// allowed, for the position asked about: a dead end goes as deep as asked.
#[test]
fn perft_refuses_depths_out_of_reach() {
    for (rs, fen) in [
        ("chess", None),
        ("maharaja", None),
        ("koopa", None),
        // Two bare kings: few moves a ply, but thirty plies of them.
        ("chess", Some("8/8/8/4k3/8/8/8/4K3 w - - 0 1")),
    ] {
        let mut args = vec!["rules", "perft", rs, "30"];
        if let Some(f) = fen {
            args.extend(["--fen", f]);
        }
        let r = fails(&args, 2, "perft to depth 30 from this position means about");
        assert!(r.err.contains("ask for depth"), "{}", r.err);
        assert_eq!(r.out, "");
    }
    let r = fails(
        &["rules", "perft", "chess", "8"],
        2,
        "ask for depth 7 or less",
    );
    assert_eq!(r.out, "");
    // Stalemate: nothing to count, at any depth.
    let out = ok(&[
        "rules",
        "perft",
        "chess",
        "30",
        "--fen",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    ]);
    assert_eq!(out, "0\n");
}

#[test]
fn play_prints_moves_then_fen() {
    let out = ok(&["rules", "play", "chess", "e4", "e5", "Nf3"]);
    assert_eq!(
        lines(&out),
        [
            "1. e4",
            "1... e5",
            "2. Nf3",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        ]
    );
    // One argument is one move, spaces and all; coordinates and SAN mix.
    let out = ok(&["rules", "play", "chess", "e2 e4", "e7-e5", "g1f3"]);
    assert_eq!(
        out.lines().last(),
        Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
    );
    assert_eq!(
        ok(&["rules", "play", "chess"]),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
    );
}

#[test]
fn play_reports_checkmate_and_refuses_more() {
    let out = ok(&["rules", "play", "chess", "f3", "e5", "g4", "Qh4"]);
    assert_eq!(
        lines(&out),
        [
            "1. f3",
            "1... e5",
            "2. g4",
            "2... Qh4#",
            "0-1 (black wins by checkmate)",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
        ]
    );
    fails(
        &["rules", "play", "chess", "f3", "e5", "g4", "Qh4", "a3"],
        1,
        "the game is over",
    );
}

#[test]
fn play_applies_repetition() {
    let out = ok(&[
        "rules", "play", "chess", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8",
    ]);
    let l = lines(&out);
    assert_eq!(l[l.len() - 2], "1/2-1/2 (draw by threefold repetition)");
    fails(
        &[
            "rules", "play", "chess", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "e4",
        ],
        1,
        "the game is over",
    );
}

#[test]
fn play_refuses_bad_moves_with_a_reason() {
    fails(
        &["rules", "play", "chess", "e5"],
        1,
        "pawn that can move to e5",
    );
    fails(
        &["rules", "play", "chess", "hello"],
        1,
        "not a move I can read",
    );
    fails(
        &["rules", "play", "chess", "e4", "Nd5"],
        1,
        "knight that can move to d5",
    );
    fails(
        &[
            "rules",
            "play",
            "chess",
            "--fen",
            "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
            "Nd2",
        ],
        1,
        "Nbd2 or Nfd2",
    );
    let long = "N".repeat(4000);
    let r = fails(
        &["rules", "play", "chess", &long],
        1,
        "not a move I can read",
    );
    assert!(r.err.len() < 300, "{}", r.err.len());
}

#[test]
fn play_maharaja_and_koopa() {
    // The Maharaja is royal: it may not take a pawn the king defends.
    fails(
        &["rules", "play", "maharaja", "Mf3", "e5", "Mxf7"],
        1,
        "maharaja cannot go to f7: the king on e8 attacks it",
    );
    let out = ok(&["rules", "play", "maharaja", "Mf3", "e5"]);
    assert_eq!(
        out.lines().last(),
        Some("rnbqkbnr/pppp1ppp/8/4p3/8/5M2/8/8 w kq - 0 2")
    );
    // Seed 001, move by move (REFERENCE-NOTES §3.6).
    let out = ok(&[
        "rules",
        "play",
        "koopa",
        "--fen",
        "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -",
        "fxe5",
        "Qg5",
        "Bxe5",
        "Qxe5",
    ]);
    let l = lines(&out);
    assert_eq!(l.len(), 5);
    assert_eq!(l[0], "1. fxe5 (stunned e5, d6, c7, b8; fell off the board)");
    assert_eq!(l[1], "1... Qg5");
    assert_eq!(l[2], "2. Bxe5 (kicked out e5, g7, h8)");
    assert_eq!(l[3], "2... Qxe5 (stunned e5; bounced to d5)");
    assert_eq!(
        l[4],
        "nuk1nrb1/pps2p1p/3s4/3qC3/1P6/8/P1PPP1PP/1NQRNBKR w 4 dhbf d61,c71,b81,e54"
    );
    let out = ok(&[
        "rules",
        "play",
        "koopa",
        "--fen",
        "r3k2r/8/8/8/8/8/8/R3K2R w 0 ahah -",
        "O-O",
    ]);
    assert_eq!(
        lines(&out),
        ["1. O-O", "r3k2r/8/8/8/8/8/8/R4RK1 b 1 --ah -"]
    );
}

#[test]
fn play_has_invalid_moves_mid_game_exit_1() {
    let r = fails(&["rules", "play", "chess", "e4", "e4"], 1, "move 2");
    assert_eq!(r.code, 1);
}

#[test]
fn views_of_a_full_information_game_are_the_full_fen() {
    for view in ["white", "black", "public"] {
        let out = ok(&["rules", "play", "chess", "--view", view, "e4"]);
        assert_eq!(
            out.lines().last(),
            Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
        );
    }
    fails(
        &["rules", "play", "chess", "--view", "referee"],
        2,
        "referee",
    );
}

#[test]
fn random_starts_come_from_the_seed() {
    let a = ok(&["rules", "play", "koopa", "--random", "2", "--seed", "7"]);
    let b = ok(&["rules", "play", "koopa", "--random", "2", "--seed", "7"]);
    assert_eq!(a, b);
    let others: Vec<String> = (0..6)
        .map(|s| {
            ok(&[
                "rules",
                "play",
                "koopa",
                "--random",
                "1",
                "--seed",
                &s.to_string(),
            ])
        })
        .collect();
    assert!(others.iter().any(|o| *o != others[0]), "{others:?}");
    let moves = ok(&["rules", "moves", "koopa", "--random", "1", "--seed", "3"]);
    assert!(!moves.is_empty());
    fails(
        &["rules", "moves", "chess", "--random", "1"],
        2,
        "no random start",
    );
    fails(&["rules", "moves", "koopa", "--random", "3"], 2, "3");
}

#[test]
fn usage_errors_exit_2() {
    fails(&["rules", "moves", "xiangqi"], 2, "not a rule set");
    fails(
        &[
            "rules",
            "moves",
            "chess",
            "--fen",
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        2,
        "rank 7 has 9 squares",
    );
    fails(&["rules", "moves", "koopa", "--fen", "8/8/8"], 2, "bad FEN");
    fails(&["rules", "perft", "chess", "x"], 2, "x");
    fails(&["rules", "perft", "chess", "-1"], 2, "-1");
    fails(&["rules", "perft", "chess"], 2, "DEPTH");
    fails(&["rules"], 2, "Usage");
    fails(&["rules", "fly"], 2, "fly");
}

#[test]
fn help_documents_exit_statuses() {
    for args in [&["--help"][..], &["rules", "--help"]] {
        let out = ok(args);
        assert!(out.contains("Exit status"), "{out}");
    }
}

const CHAKART_ORTHODOX: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1111 000000000000";

#[test]
fn chakart_stealth_move_is_secret_in_views() {
    // RULES.md: the queen moves to an empty square in secret; the public sees Q?? and the
    // square it left; the pawn leaves a mushroom on its departure square (double step: the
    // skipped square).
    let args = |view: Option<&str>| {
        let mut a = vec!["rules", "play", "chakart", "--fen", CHAKART_ORTHODOX];
        if let Some(v) = view {
            a.extend(["--view", v]);
        }
        a.extend(["e4", "e5", "stealth Qh5"]);
        ok(&a)
    };
    let full = args(None);
    let l = lines(&full);
    assert_eq!(l[0], "1. e4 (left a mushroom on e3)");
    assert_eq!(l[2], "2. stealth Qh5 (the queen moved in secret to h5)");
    assert_eq!(
        l[3],
        "rnbqkbnr/pppp1ppp/4m3/4p2I/4P3/4m3/PPPP1PPP/RNB1KBNR b 3 1011 000000000000"
    );
    assert_eq!(args(Some("white")), full);
    for view in ["black", "public"] {
        let out = args(Some(view));
        let l = lines(&out);
        assert_eq!(l[2], "2. Q?? (the queen vanished from d1)", "{view}");
        assert_eq!(
            l[3], "rnbqkbnr/pppp1ppp/4m3/4p3/4P3/4m3/PPPP1PPP/RNB1KBNR b 3 1011 000000000000",
            "{view}"
        );
        assert!(!out.contains("h5"), "{view}: {out}");
    }
}

#[test]
fn chakart_promotion_waits_for_a_choice() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w 0 1111 000000000000";
    let out = ok(&["rules", "play", "chakart", "--fen", fen, "b8"]);
    let l = lines(&out);
    assert_eq!(l.len(), 3, "{out}");
    assert_eq!(l[0], "1. b8 (left a mushroom on b7)");
    assert!(
        l[1].starts_with("white to choose: what does the pawn on b8 become?"),
        "{}",
        l[1]
    );
    for answer in [
        "promote q",
        "promote r",
        "promote b",
        "promote n",
        "promote k",
    ] {
        assert!(l[1].contains(answer), "{}", l[1]);
    }
    let pending_fen = l[2];
    assert!(pending_fen.contains("1P2k3/1m6/"), "{pending_fen}");
    // The printed FEN resumes the turn, and `rules moves` lists the legal answers.
    let moves = ok(&["rules", "moves", "chakart", "--fen", pending_fen]);
    assert_eq!(
        lines(&moves),
        [
            "promote b",
            "promote k",
            "promote n",
            "promote q",
            "promote r"
        ]
    );
    for (answer, letter) in [("q", 'Q'), ("promote N", 'N'), ("=R", 'R'), ("K", 'K')] {
        let out = ok(&["rules", "play", "chakart", "--fen", fen, "b8", answer]);
        let last = out.lines().last().unwrap_or_default();
        assert_eq!(
            last,
            format!("1{letter}2k3/1m6/8/8/8/8/8/4K3 b 1 1111 000000000000"),
            "{answer}"
        );
    }
    fails(
        &["rules", "play", "chakart", "--fen", fen, "b8", "promote p"],
        1,
        "move 2",
    );
}

#[test]
fn chakart_shell_wins_by_removing_the_last_king() {
    let out = ok(&[
        "rules",
        "play",
        "chakart-2020",
        "--fen",
        "4k3/1P6/8/8/8/8/8/4K3 w 0 1111 000000000000",
        "shell e8",
    ]);
    let l = lines(&out);
    assert!(l[0].starts_with("1. shell e8 ("), "{}", l[0]);
    assert_eq!(l[1], "1-0 (white wins by taking every enemy king)");
    assert!(l[2].starts_with("8/1P6/8/8/8/8/8/4K3 b 1 0111"), "{}", l[2]);
    fails(
        &[
            "rules",
            "play",
            "chakart",
            "--fen",
            "4k3/1P6/8/8/8/8/8/4K3 w 0 1111 000000000000",
            "shell e8",
            "Kd8",
        ],
        1,
        "the game is over",
    );
}

#[test]
fn koopa_outcomes() {
    // Kicking the stunned king wins; SAN marks it like a mate.
    let out = ok(&[
        "rules",
        "play",
        "koopa",
        "--fen",
        "4l3/8/8/8/8/8/8/4R2K w 0 ---- e84",
        "Rxe8",
    ]);
    let l = lines(&out);
    assert_eq!(l[0], "1. Rxe8# (kicked out e8)");
    assert_eq!(l[1], "1-0 (white wins by kicking the king off the board)");
    assert_eq!(l[2], "4R3/8/8/8/8/8/8/7K b 1 ---- -");
    // Taking a free king stuns it and the rook bounces off the edge: black, with only a
    // stunned king, has no legal move: a draw.
    let out = ok(&[
        "rules",
        "play",
        "koopa",
        "--fen",
        "4k3/8/8/8/8/8/8/4R2K w 0 ---- -",
        "Re1xe8",
    ]);
    assert_eq!(
        lines(&out),
        [
            "1. Rxe8 (stunned e8; fell off the board)",
            "1/2-1/2 (draw by no legal move)",
            "4l3/8/8/8/8/8/8/7K b 1 ---- e84"
        ]
    );
}

#[test]
fn options_may_follow_the_moves() {
    // `--view` after the moves is an option, not a move; the public sees no hidden queen.
    let out = ok(&[
        "rules",
        "play",
        "chakart",
        "--random",
        "0",
        "e4",
        "d5",
        "stealth Qg4",
        "--view",
        "black",
    ]);
    let l = lines(&out);
    assert_eq!(l[2], "2. Q?? (the queen vanished from d1)");
    assert_eq!(
        l[3],
        "rnbqkbnr/ppp1pppp/3m4/3p4/4P3/4m3/PPPP1PPP/RNB1KBNR b 3 1011 000000000000"
    );
}

#[test]
fn play_reads_and_writes_the_notation_of_its_language() {
    let out = ok(&[
        "rules", "play", "chess", "--lang", "fr", "e4", "e5", "Cf3", "Cc6", "Fb5",
    ]);
    assert_eq!(
        lines(&out)[..5],
        ["1. e4", "1... e5", "2. Cf3", "2... Cc6", "3. Fb5"]
    );
    let out = ok(&[
        "rules", "play", "chess", "--lang", "de", "e4", "e5", "Sf3", "Sc6", "Lb5",
    ]);
    assert_eq!(
        lines(&out)[..5],
        ["1. e4", "1... e5", "2. Sf3", "2... Sc6", "3. Lb5"]
    );
    // Figurines and coordinates in every language; English stays the default.
    let out = ok(&["rules", "play", "chess", "♘f3", "g8f6"]);
    assert_eq!(lines(&out)[..2], ["1. Nf3", "1... Nf6"]);
    // A French bishop move is never read as a pawn move, in any language.
    fails(
        &["rules", "play", "chess", "Ff4"],
        1,
        "not a move I can read",
    );
    let out = ok(&[
        "rules",
        "play",
        "chess",
        "--lang",
        "fr",
        "--fen",
        "4k3/8/8/8/8/8/5P2/2B1K3 w - - 0 1",
        "Ff4",
    ]);
    assert_eq!(lines(&out)[0], "1. Ff4");
    fails(
        &["rules", "play", "chess", "--lang", "xx", "e4"],
        2,
        "notation language",
    );
}

/// Issue 35: a Chakart move typed with its promotion (`b8=Q`, French `b8=T`) is played and
/// promoted when the pawn still stands on its last rank after the move's effects; after a
/// bomb on b8 (it always throws the pawn back to a7 or c7) the move is played and no
/// promotion applies. With `--lang fr` the choice's answers are listed in French words and
/// letters, and the rook's answer makes a rook.
#[test]
fn chakart_move_typed_with_its_promotion_is_played_then_promoted() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w 0 1111 000000000000";
    for (args, letter) in [
        (vec!["b8=Q"], 'Q'),
        (vec!["b7b8n"], 'N'),
        (vec!["--lang", "fr", "b8=T"], 'R'),
        (vec!["--lang", "de", "b8=L"], 'B'),
    ] {
        let mut a = vec!["rules", "play", "chakart", "--fen", fen];
        a.extend(args.iter().copied());
        let out = ok(&a);
        let last = out.lines().last().unwrap_or_default();
        assert_eq!(
            last,
            format!("1{letter}2k3/1m6/8/8/8/8/8/4K3 b 1 1111 000000000000"),
            "{args:?}: {out}"
        );
    }
    // A bomb on b8 throws the pawn off its last rank: the move stands, no promotion.
    let bomb = "1w2k3/1P6/8/8/8/8/8/4K3 w 0 1111 000000000000";
    let out = ok(&["rules", "play", "chakart", "--fen", bomb, "b8=Q"]);
    let last = out.lines().last().unwrap_or_default();
    assert!(last.contains(" b "), "black to move: {out}");
    assert!(!out.contains("to choose"), "{out}");
    assert!(
        last.starts_with("4k3/Pm6/") || last.starts_with("4k3/1mP5/"),
        "the pawn is back on the seventh rank: {out}"
    );
    // The choice's answers in French, each read back as listed: `promouvoir t` a rook.
    let out = ok(&[
        "rules", "play", "chakart", "--lang", "fr", "--fen", fen, "b8",
    ]);
    for answer in [
        "promouvoir d",
        "promouvoir t",
        "promouvoir f",
        "promouvoir c",
        "promouvoir r",
    ] {
        assert!(out.contains(answer), "{answer}: {out}");
    }
    let out = ok(&[
        "rules",
        "play",
        "chakart",
        "--lang",
        "fr",
        "--fen",
        fen,
        "b8",
        "promouvoir t",
    ]);
    assert!(
        out.lines().last().unwrap_or_default().starts_with("1R2k3/"),
        "{out}"
    );
}
