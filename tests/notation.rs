//! Move text against real positions of the engines: SAN written for records (check and
//! mate suffixes, disambiguation, castling) and the reader's answers, with expected values
//! worked out by hand from the diagrams.

use chakbot::rules::{notation, Action, AnyPosition, Color, GameState, MoveError, RuleSet, Why};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;

fn pos(rs: RuleSet, fen: &str) -> AnyPosition {
    AnyPosition::from_fen(rs, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// SAN of the move written in coordinates.
fn san_of(p: &AnyPosition, coords: &str) -> String {
    let action = notation::parse_move(p, coords).unwrap_or_else(|e| panic!("{coords}: {e}"));
    assert_eq!(action.to_string(), coords);
    notation::san(p, &action)
}

#[test]
fn san_for_records() {
    let start = pos(
        RuleSet::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    assert_eq!(san_of(&start, "e2e4"), "e4");
    assert_eq!(san_of(&start, "g1f3"), "Nf3");
    let fool = pos(
        RuleSet::Chess,
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    );
    assert_eq!(san_of(&fool, "d8h4"), "Qh4#");
    let check = pos(RuleSet::Chess, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(san_of(&check, "a1a8"), "Ra8+");
    assert_eq!(san_of(&check, "e1c1"), "O-O-O");
    let knights = pos(RuleSet::Chess, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert_eq!(san_of(&knights, "b1d2"), "Nbd2");
    assert_eq!(san_of(&knights, "f3d2"), "Nfd2");
    let rooks = pos(RuleSet::Chess, "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(san_of(&rooks, "a1a3"), "R1a3");
    let promo = pos(RuleSet::Chess, "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(san_of(&promo, "e7d8q"), "exd8=Q+");
    assert_eq!(san_of(&promo, "e7e8n"), "e8=N");
    let ep = pos(RuleSet::Chess, "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1");
    assert_eq!(san_of(&ep, "d5c6"), "dxc6");
}

#[test]
fn san_in_maharaja_and_koopa() {
    let m = pos(
        RuleSet::Maharaja,
        "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1",
    );
    assert_eq!(san_of(&m, "e1f3"), "Mf3");
    assert_eq!(san_of(&m, "e1e5"), "Me5");
    let black = pos(RuleSet::Maharaja, "r3k2r/pppppppp/8/8/8/8/8/M7 b kq - 0 1");
    assert_eq!(san_of(&black, "e8g8"), "O-O");
    let k = pos(RuleSet::Koopa, "r3k2r/8/8/8/8/8/8/R3K2R w 0 ahah -");
    assert_eq!(san_of(&k, "e1h1"), "O-O");
    assert_eq!(san_of(&k, "e1a1"), "O-O-O");
    let seed = pos(
        RuleSet::Koopa,
        "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -",
    );
    assert_eq!(san_of(&seed, "f4e5"), "fxe5");
}

#[test]
fn reader_on_real_positions() {
    let p = pos(
        RuleSet::Chess,
        "rnbqkbnr/pppp1ppp/8/8/8/2p5/PPPBPPPP/RN1QKBNR w KQkq - 0 1",
    );
    let read = |t: &str| notation::parse_move(&p, t).map(|a| a.to_string());
    assert_eq!(read("bxc3"), Ok("b2c3".to_string()));
    assert_eq!(read("Bxc3"), Ok("d2c3".to_string()));
    assert_eq!(read("Nxc3"), Ok("b1c3".to_string()));
    let no_such =
        |e| matches!(e, Err(MoveError::Refused(r)) if matches!(r.why, Why::NoSuchPiece { .. }));
    assert!(no_such(read("dxc3")));
    assert!(no_such(read("Nbd2")));
    assert_eq!(
        read("Nf3").unwrap_or_default(),
        "g1f3",
        "knight from g1 in this position"
    );
    let bishop_only = pos(RuleSet::Chess, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
    assert_eq!(
        notation::parse_move(&bishop_only, "bd2").map(|a| a.to_string()),
        Ok("c1d2".to_string())
    );
}

#[test]
fn turn_and_game_over() {
    let p = pos(
        RuleSet::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    assert_eq!(
        notation::parse_move_by(&p, "e5", Some(Color::Black)),
        Err(MoveError::NotYourTurn(Color::White))
    );
    assert_eq!(
        notation::parse_move_by(&p, "e4", Some(Color::White)).map(|a| a.to_string()),
        Ok("e2e4".to_string())
    );
    let mated = pos(
        RuleSet::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    );
    assert_eq!(notation::parse_move(&mated, "a3"), Err(MoveError::GameOver));
    // A draw by the game's history: the game state knows, the position does not.
    let mut game = GameState::new(p);
    let mut rng = ChaCha20Rng::seed_from_u64(0);
    for m in [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ] {
        let a = notation::parse_in_game(&game, m, None).expect("legal");
        game.play(&a, &mut rng).expect("plays");
    }
    assert!(game.outcome().is_some());
    assert_eq!(
        notation::parse_in_game(&game, "e4", Some(Color::White)),
        Err(MoveError::GameOver)
    );
}

#[test]
fn errors_name_the_piece_and_square() {
    let p = pos(
        RuleSet::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    );
    let msg = |t: &str| {
        notation::parse_move(&p, t)
            .map(|a: Action| a.to_string())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        msg("Nf4"),
        "you have no knight that can move to f4 (you can play Na3, Nc3, Nf3, Nh3)"
    );
    assert_eq!(
        msg("g1g3"),
        "the knight on g1 cannot go to g3 (you can play Nf3, Nh3)"
    );
    assert_eq!(msg("e3e4"), "you have no piece on e3");
    assert_eq!(msg("e7e5"), "the piece on e7 is not yours");
    assert_eq!(msg("O-O"), "you cannot castle O-O: f1 is occupied");
}

/// What a refusal must say: (rule set, FEN, language, text) → the structured error.
#[test]
fn refusals_say_why() {
    use chakbot::rules::notation::Letters::{self, English as En, French as Fr, German as De};
    use chakbot::rules::{CastleSide, CastleWhy, Refusal, Role, Square};
    let sq = |s: &str| s.parse::<Square>().expect("square");
    let refused = |role, from: &str, to: &str, why| {
        MoveError::Refused(Refusal {
            role: Some(role),
            from: Some(sq(from)),
            to: Some(sq(to)),
            why,
            options: Vec::new(),
        })
    };
    let castle = |side, cause| MoveError::Refused(Refusal::new(Why::Castle { side, cause }));
    let check = "4k3/8/8/8/1b6/8/P7/4K3 w - - 0 1";
    // a2a3 leaves the king in the bishop's check.
    let in_check = || {
        let by = vec![(Role::Bishop, sq("b4"))];
        refused(
            Role::Pawn,
            "a2",
            "a3",
            Why::InCheck {
                royal: Role::King,
                by,
            },
        )
    };
    let pin = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
    // The knight on d2 is pinned by the bishop.
    let pinned = || {
        let by = (Role::Bishop, sq("b4"));
        refused(
            Role::Knight,
            "d2",
            "f3",
            Why::Pinned {
                royal: Role::King,
                by,
            },
        )
    };
    let table: Vec<(RuleSet, &str, Letters, &str, MoveError)> = vec![
        (RuleSet::Chess, check, En, "a3", in_check()),
        (RuleSet::Chess, check, Fr, "a2a3", in_check()),
        (RuleSet::Chess, pin, En, "Nf3", pinned()),
        (RuleSet::Chess, pin, Fr, "Cf3", pinned()),
        (RuleSet::Chess, pin, De, "Sf3", pinned()),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1",
            En,
            "e4",
            refused(Role::Pawn, "e2", "e4", Why::Blocked(sq("e3"))),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1",
            Fr,
            "Ta4",
            refused(Role::Rook, "a1", "a4", Why::Blocked(sq("a2"))),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1",
            De,
            "Kf2",
            refused(
                Role::King,
                "e1",
                "f2",
                Why::Attacked {
                    royal: Role::King,
                    by: (Role::Rook, sq("d2")),
                },
            ),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            En,
            "O-O",
            castle(CastleSide::King, CastleWhy::RightLost),
        ),
        (
            RuleSet::Chess,
            "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            Fr,
            "O-O",
            castle(CastleSide::King, CastleWhy::Attacked(sq("f1"))),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1",
            En,
            "0-0",
            castle(CastleSide::King, CastleWhy::Occupied(sq("f1"))),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/R4K1R w - - 0 1",
            En,
            "O-O-O",
            castle(CastleSide::Queen, CastleWhy::KingMoved),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            En,
            "O-O-O",
            castle(CastleSide::Queen, CastleWhy::RookMoved),
        ),
        (
            RuleSet::Chess,
            "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            De,
            "O-O",
            castle(CastleSide::King, CastleWhy::InCheck),
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/R4K2 w - - 0 1",
            Fr,
            "re1",
            MoveError::Ambiguous {
                text: "re1".into(),
                candidates: vec!["Re1".into(), "Te1".into()],
            },
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/4P3/8/1B2K3 w - - 0 1",
            De,
            "be4",
            MoveError::Ambiguous {
                text: "be4".into(),
                candidates: vec!["Le4".into(), "e4".into()],
            },
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/5P2/2B1K3 w - - 0 1",
            En,
            "Ff4",
            MoveError::Unreadable { text: "Ff4".into() },
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/5P2/2B1K3 w - - 0 1",
            En,
            "ｚｚ４\u{200B}",
            MoveError::Unreadable { text: "zz4".into() },
        ),
        (
            RuleSet::Koopa,
            "4k3/8/8/8/8/8/8/1O2K3 w 0 - b12",
            En,
            "Nc3",
            refused(Role::Knight, "b1", "c3", Why::Stunned { moves: 1 }),
        ),
        (
            RuleSet::Koopa,
            "4k3/8/8/8/8/8/8/1O2K3 w 0 - b14",
            Fr,
            "b1c3",
            refused(Role::Knight, "b1", "c3", Why::Stunned { moves: 2 }),
        ),
    ];
    for (rs, fen, letters, text, want) in table {
        let p = pos(rs, fen);
        let mut got = notation::parse_move_with(&p, text, None, letters);
        if let Err(MoveError::Refused(r)) = &mut got {
            r.options.clear();
        }
        if let Err(MoveError::Ambiguous { candidates, .. }) = &mut got {
            candidates.sort();
        }
        assert_eq!(got, Err(want), "{rs} {fen} {letters} {text:?}");
    }
}

/// The moves each reading allows are played; the legal moves of the piece named are
/// listed in the reader's letters.
#[test]
fn reasons_list_the_moves_of_the_piece_named() {
    use chakbot::rules::notation::Letters;
    let p = pos(RuleSet::Chess, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
    match notation::parse_move_with(&p, "Cb5", None, Letters::French) {
        Err(MoveError::Refused(r)) => assert_eq!(r.options, ["Ca3", "Cc3", "Cd2"]),
        other => panic!("{other:?}"),
    }
    let read = |t: &str, l| notation::parse_move_with(&p, t, None, l).map(|a| a.to_string());
    assert_eq!(read("Cc3", Letters::French), Ok("b1c3".to_string()));
    assert_eq!(read("Sc3", Letters::German), Ok("b1c3".to_string()));
    assert_eq!(read("♘c3", Letters::German), Ok("b1c3".to_string()));
    assert_eq!(read("Кd1", Letters::English), Ok("e1d1".to_string()));
}

/// Chakart: an immobilized piece says until when; the square of a hidden enemy queen is
/// empty to its opponent, in the reason too.
#[test]
fn chakart_reasons_reveal_nothing_hidden() {
    use chakbot::rules::notation::Letters;
    let frozen = pos(RuleSet::Chakart, "4k3/8/8/8/8/8/8/1O2K3 w");
    match notation::parse_move_with(&frozen, "Cc3", None, Letters::French) {
        Err(MoveError::Refused(r)) => {
            assert_eq!(r.why, Why::Immobilized { later: false });
            assert_eq!(r.from.map(|s| s.to_string()), Some("b1".to_string()));
        }
        other => panic!("{other:?}"),
    }
    let hidden = pos(RuleSet::Chakart, "4k3/8/8/3i4/8/8/8/4K3 w");
    let empty = pos(RuleSet::Chakart, "4k3/8/8/8/8/8/8/4K3 w");
    for text in ["d5d4", "Qd4", "d5e4", "Kd5"] {
        let a = notation::parse_move(&hidden, text);
        let b = notation::parse_move(&empty, text);
        // The same answer as on a board without the queen: nothing leaks.
        assert_eq!(a, b, "{text}");
    }
}

/// Chakart: a stealth move or a shell that is not possible says why, from what the mover
/// knows: used already, no queen (king), immobilized, nowhere to go.
#[test]
fn chakart_powers_say_why_they_are_not_possible() {
    use chakbot::rules::PowerWhy;
    let why = |fen: &str, text: &str| match notation::parse_move(&pos(RuleSet::Chakart, fen), text)
    {
        Err(MoveError::Refused(r)) => r.why,
        other => panic!("{fen} {text}: {other:?}"),
    };
    let stealth = |cause| Why::NoStealth { cause };
    let shell = |cause| Why::NoShell { cause };
    // Powers field: White's shell, White's stealth, Black's shell, Black's stealth.
    let open = "4k3/8/8/8/8/8/8/3QK3 w 0 1111 000000000000";
    assert!(notation::parse_move(&pos(RuleSet::Chakart, open), "stealth Qd4").is_ok());
    assert_eq!(
        why("4k3/8/8/8/8/8/8/3QK3 w 0 1011 000000000000", "stealth Qd4"),
        stealth(PowerWhy::Used)
    );
    assert_eq!(
        why("4k3/8/8/8/8/8/8/4K3 w 0 1111 000000000000", "stealth Qd4"),
        stealth(PowerWhy::NoPiece)
    );
    assert_eq!(
        why("4k3/8/8/8/8/8/8/3TK3 w 0 1111 000000000000", "stealth Qd4"),
        stealth(PowerWhy::Immobilized)
    );
    // Boxed in by its own pieces: no line to a square that looks empty.
    assert_eq!(
        why(
            "4k3/8/8/8/8/8/PPPP4/1RQBK3 w 0 1111 000000000000",
            "stealth Qc4"
        ),
        stealth(PowerWhy::NoTarget)
    );
    assert_eq!(
        why("4k3/8/8/8/8/8/8/3QK3 w 0 0111 000000000000", "shell e8"),
        shell(PowerWhy::Used)
    );
    assert_eq!(
        why("4k3/8/8/8/8/8/8/3QL3 w 0 1111 000000000000", "shell e8"),
        shell(PowerWhy::Immobilized)
    );
    // Nothing in any of its lines but its own pieces and empty squares: nothing to hit.
    assert_eq!(
        why("8/8/8/8/8/8/3PPP2/3PKP2 w 0 1111 000000000000", "shell e8"),
        shell(PowerWhy::NoTarget)
    );
}
