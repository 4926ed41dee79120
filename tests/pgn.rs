//! Orthodox chess exports are standard PGN: real games (mate, resignation, draws by
//! agreement and by repetition, promotion, both castlings, en passant, a game from a
//! position, an aborted and a running game) exported as the bot hands them out, read by
//! the test PGN reader (tests/common/pgn.rs, written from the standard, not the bot's
//! reader) and replayed move by move with the rules core, as lichess's import does; the
//! bot's extra tags stay valid tag pairs and the signature still verifies.

mod common;

use chakbot::game::export::verify_export;
use chakbot::game::pgn::{lichess_import_text, LICHESS_IMPORT};
use chakbot::game::signature::RecordKey;
use chakbot::game::{Game, NewGame, Players, ServerSecret, Timestamp};
use chakbot::rules::{notation, Color, DrawReason, Outcome, RuleSet, StartOption, WinReason};
use common::pgn::{import, parse, Imported};

const T0: Timestamp = Timestamp(1_700_000_000_000);
const MINUTE: u64 = 60_000;

fn key() -> RecordKey {
    RecordKey::from_seed([3; 32])
}

fn game(fen: Option<&str>) -> Game {
    Game::new(NewGame {
        id: 12,
        ruleset: RuleSet::Chess,
        start: StartOption::Standard,
        players: Players {
            white: "Ann \"the rook\" Smith".into(),
            black: "bob\\2".into(),
        },
        secret: ServerSecret::from_bytes([5; 32]),
        contributions: vec!["challenge 1".into(), "accept 2".into()],
        custom_fen: fen.map(str::to_string),
        control: "10+5".parse().expect("a time control"),
        now: T0,
    })
    .expect("a chess game")
}

/// Plays SAN moves as players type them.
fn play(game: &mut Game, moves: &str) {
    for (i, text) in moves.split_whitespace().enumerate() {
        let actor = game.turn();
        let action = notation::parse_move(game.state().position(), text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        game.play(actor, &action, T0.plus(MINUTE * (i as u64 + 1)))
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn later(game: &Game) -> Timestamp {
    T0.plus(MINUTE * (game.turns().len() as u64 + 2))
}

/// The export imports, its final position is the game's, its signature verifies.
fn imports(game: &Game) -> (String, Imported) {
    let text = game.signed_export(&key());
    let imported = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(imported.final_fen, game.state().position().fen(), "{text}");
    assert_eq!(imported.game.sans.len(), game.turns().len());
    if game.is_over() {
        let v = verify_export(&text, Some(key().public())).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(v.turns, game.turns().len());
        assert_eq!(v.ruleset, RuleSet::Chess);
    }
    (text, imported)
}

#[test]
fn a_mate_imports_with_its_result() {
    let mut g = game(None);
    play(&mut g, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    let (text, imported) = imports(&g);
    assert_eq!(imported.game.result, "1-0");
    assert_eq!(
        imported.rules_outcome,
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
    assert!(
        text.contains("\n\n1. e4 e5\n2. Bc4 Nc6\n3. Qh5 Nf6\n4. Qxf7#\n1-0\n"),
        "{text}"
    );
    // The bot's own tags are tag pairs a PGN reader keeps (lichess ignores them).
    let pgn = imported.game;
    for name in [
        "Variant",
        "SetUp",
        "FEN",
        "TimeControl",
        "Commitment",
        "Contribution1",
        "Contribution2",
        "Secret",
        "Seed",
        "Termination",
        "Signer",
        "Signature",
    ] {
        assert!(pgn.tag(name).is_some(), "{name} in {text}");
    }
    assert_eq!(pgn.tag("White"), Some("Ann \"the rook\" Smith"));
    assert_eq!(pgn.tag("Black"), Some("bob\\2"));
    assert_eq!(pgn.tag("Variant"), Some("Standard"));
    assert_eq!(pgn.tag("TimeControl"), Some("600+5"));
    assert_eq!(pgn.tag("Round"), Some("-"));
    assert_eq!(pgn.tag("Date"), Some("2023.11.14"));
}

/// En passant, promotion with check, kingside castling, then a resignation.
#[test]
fn en_passant_promotion_castling_and_resignation_import() {
    let mut g = game(None);
    play(
        &mut g,
        "e4 Nf6 e5 d5 exd6 Nc6 dxc7 e6 cxd8=Q+ Kxd8 Nf3 Be7 Be2 a6 O-O",
    );
    g.resign(Color::Black, later(&g)).expect("running");
    let (text, imported) = imports(&g);
    assert!(text.contains("3. exd6 Nc6\n"), "{text}");
    assert!(text.contains("5. cxd8=Q+ Kxd8\n"), "{text}");
    assert!(text.contains("8. O-O\n1-0\n"), "{text}");
    assert_eq!(imported.game.result, "1-0");
    assert_eq!(imported.rules_outcome, None);
    assert_eq!(
        imported.game.tag("Termination"),
        Some("1-0 (white wins by resignation)")
    );
}

/// Both queenside castlings, then a draw agreed; and a draw by threefold repetition.
#[test]
fn draws_import() {
    let mut g = game(None);
    play(&mut g, "d4 d5 Bf4 Nc6 Nc3 Bf5 Qd2 Qd7 O-O-O O-O-O");
    g.offer_draw(Color::White, later(&g)).expect("offer");
    g.accept_draw(Color::Black, later(&g)).expect("accept");
    let (text, imported) = imports(&g);
    assert!(text.contains("5. O-O-O O-O-O\n1/2-1/2\n"), "{text}");
    assert_eq!(imported.game.result, "1/2-1/2");

    let mut g = game(None);
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    let (_, imported) = imports(&g);
    assert_eq!(imported.game.result, "1/2-1/2");
    assert_eq!(
        imported.rules_outcome,
        Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
}

/// A game from a position with black to move at move 40: `SetUp`, `FEN`, `40... `.
#[test]
fn a_game_from_a_position_imports_with_its_move_numbers() {
    let fen = "6k1/5ppp/8/8/8/8/r4PPP/1R4K1 b - - 3 40";
    let mut g = game(Some(fen));
    play(&mut g, "Ra8 Rb8+ Rxb8");
    g.resign(Color::White, later(&g)).expect("running");
    let (text, imported) = imports(&g);
    assert!(text.contains("[SetUp \"1\"]\n"), "{text}");
    assert!(text.contains(&format!("[FEN \"{fen}\"]\n")), "{text}");
    assert!(text.contains("\n40... Ra8\n41. Rb8+ Rxb8\n0-1\n"), "{text}");
    assert_eq!(imported.game.numbers[0], Some((40, Color::Black)));
}

/// An aborted game and a running one are `*` games a reader imports too.
#[test]
fn aborted_and_running_games_import_as_unfinished() {
    let mut g = game(None);
    play(&mut g, "e4");
    g.abort(Some(Color::White), later(&g)).expect("abort");
    let (_, imported) = imports(&g);
    assert_eq!(imported.game.result, "*");
    let mut g = game(None);
    play(&mut g, "e4 c5 Nf3");
    let (text, imported) = imports(&g);
    assert!(!text.contains("[Signature"), "{text}");
    assert_eq!(imported.game.sans, ["e4", "c5", "Nf3"]);
}

/// The reader is a real one: it refuses what is not PGN.
#[test]
fn the_test_reader_refuses_broken_pgn() {
    let good = "[Event \"e\"]\n[Site \"s\"]\n[Date \"2024.01.02\"]\n[Round \"-\"]\n[White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    import(good).expect("a good game imports");
    for (bad, why) in [
        (good.replace("1. e4 e5", "1. e2e4 e5"), "not SAN"),
        (good.replace("1. e4 e5", "1. e5"), "not legal"),
        (
            good.replace("1. e4 e5", "1. e4 e5 2. Nf3+"),
            "should end with",
        ),
        (good.replace("1. e4 e5", "2. e4 e5"), "numbered"),
        (good.replace("[Round \"-\"]\n", ""), "Seven Tag Roster"),
        (
            good.replace("[Result \"*\"]", "[Result \"1-0\"]"),
            "Result tag",
        ),
        (good.replace("[White \"w\"]", "[White \"w\"x\"]"), "quote"),
        (good.replace(" *\n", "\n"), "no result"),
    ] {
        let err = import(&bad).expect_err(&bad);
        assert!(err.contains(why), "{why}: {err}");
    }
    assert!(parse("1. e4 *\n").is_err(), "no tags, no blank line");
}

#[test]
fn the_lichess_text_sends_players_to_the_import_form() {
    assert_eq!(LICHESS_IMPORT, "https://lichess.org/paste");
    let text = lichess_import_text("game-12.pgn");
    assert!(
        text.contains(LICHESS_IMPORT) && text.contains("game-12.pgn"),
        "{text}"
    );
}
