//! Move text against real positions of the engines: SAN written for records (check and
//! mate suffixes, disambiguation, castling) and the reader's answers, with expected values
//! worked out by hand from the diagrams.

use chakbot::rules::{notation, Action, AnyPosition, Color, GameState, MoveError, RuleSet};
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
    assert!(matches!(read("dxc3"), Err(MoveError::NoSuchPiece(_))));
    assert!(matches!(read("Nbd2"), Err(MoveError::NoSuchPiece(_))));
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
    assert_eq!(msg("Nf4"), "you have no knight that can move to f4");
    assert_eq!(msg("g1g3"), "the knight on g1 cannot go to g3");
    assert_eq!(msg("e3e4"), "you have no piece on e3");
    assert_eq!(msg("e7e5"), "you have no piece on e7");
    assert_eq!(msg("O-O"), "O-O is not possible now");
}
