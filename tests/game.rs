//! The game layer with real engines: turn order, resignation, draw offers, abort,
//! takeback, checkmate, time, storage round trips, replay checks and exports.

#[path = "common/pgn.rs"]
mod pgn;

use chakbot::game::codec::parse_action;
use chakbot::game::export::verify_export;
use chakbot::game::signature::{RecordKey, SignatureError};
use chakbot::game::{
    Agreement, Ending, Game, NewGame, PlayError, Players, ReplayError, ServerSecret, StoredGame,
    Timestamp,
};
use chakbot::rules::{
    Action, Color, DrawReason, MoveError, Outcome, RuleSet, StartOption, Viewer, WinReason,
};

/// A signing key for these tests (the bot's own comes from its store).
fn key() -> RecordKey {
    RecordKey::from_seed([9; 32])
}

const T0: Timestamp = Timestamp(1_700_000_000_000);
const HOUR: u64 = 3_600_000;
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn setup(ruleset: RuleSet, start: StartOption, control: &str) -> NewGame {
    NewGame {
        id: 42,
        ruleset,
        start,
        players: Players {
            white: "alice".into(),
            black: "bob".into(),
        },
        secret: ServerSecret::from_bytes([7; 32]),
        contributions: vec!["1111".into(), "2222".into()],
        custom_fen: None,
        control: control.parse().expect("valid time control"),
        now: T0,
    }
}

fn chess() -> Game {
    Game::new(setup(RuleSet::Chess, StartOption::Standard, "3d")).expect("chess game")
}

fn mv(text: &str) -> Action {
    parse_action(text).expect("valid coordinate move")
}

/// Plays moves alternately from the side to move, one hour apart.
fn play_all(game: &mut Game, moves: &[&str]) {
    for (i, m) in moves.iter().enumerate() {
        let actor = game.turn();
        let at = T0.plus(HOUR * (i as u64 + 1));
        game.play(actor, &mv(m), at)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn now_after(game: &Game) -> Timestamp {
    T0.plus(HOUR * (game.turns().len() as u64 + 1))
}

#[test]
fn starts_from_the_standard_position_with_white_to_move() {
    let game = chess();
    assert_eq!(game.initial_fen(), START_FEN);
    assert_eq!(game.turn(), Color::White);
    assert_eq!(game.clock().running(), Some(Color::White));
    assert_eq!(game.clock().deadline(), Some(T0.plus(72 * HOUR)));
    assert!(!game.is_over());
    assert_eq!(game.revealed_secret(), None);
    assert_eq!(game.revealed_seed(), None);
}

#[test]
fn same_player_twice_is_refused() {
    let mut s = setup(RuleSet::Chess, StartOption::Standard, "3d");
    s.players.black = "alice".into();
    assert!(Game::new(s).is_err());
}

#[test]
fn turn_order_and_errors_leave_the_game_unchanged() {
    let mut game = chess();
    game.play(Color::White, &mv("e2e4"), T0.plus(HOUR))
        .expect("legal");
    let before = game.state().position().fen();
    let err = game
        .play(Color::White, &mv("d2d4"), T0.plus(2 * HOUR))
        .unwrap_err();
    assert_eq!(err, PlayError::Rules(MoveError::NotYourTurn(Color::Black)));
    assert_eq!(err.to_string(), "it is black's turn");
    // An illegal move by the right player: refused, nothing recorded.
    assert!(game
        .play(Color::Black, &mv("e7e4"), T0.plus(2 * HOUR))
        .is_err());
    assert_eq!(game.state().position().fen(), before);
    assert_eq!(game.turns().len(), 1);
    assert_eq!(game.clock().running(), Some(Color::Black));
    let t = &game.turns()[0];
    assert_eq!((t.actor, t.public_text.as_str()), (Color::White, "e4"));
    assert_eq!(
        t.fen_after,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert!(t.draws.is_empty());
    assert!(game.legal_moves(Color::White).is_empty());
    assert_eq!(game.legal_moves(Color::Black).len(), 20);
}

#[test]
fn fools_mate_ends_the_game_and_reveals_the_seed() {
    let mut game = chess();
    play_all(&mut game, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let mate = Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::Checkmate,
    };
    assert_eq!(game.outcome(), Some(mate));
    assert_eq!(game.ending(), Some(Ending::Finished { outcome: mate }));
    assert_eq!(game.clock().running(), None);
    assert_eq!(
        game.play(Color::White, &mv("e2e4"), T0.plus(9 * HOUR)),
        Err(PlayError::Rules(MoveError::GameOver))
    );
    assert!(game.resign(Color::White, T0.plus(9 * HOUR)).is_err());
    assert!(game.revealed_secret().is_some());
    game.replay_check().expect("a clean game replays");

    let pgn = game.export();
    assert!(pgn.contains("[Variant \"Standard\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(
        pgn.contains(&format!("[Secret \"{}\"]", "07".repeat(32))),
        "{pgn}"
    );
    assert!(pgn.contains("\n1. f3 e5\n2. g4 Qh4#\n0-1\n"), "{pgn}");
    let verified =
        verify_export(&game.signed_export(&key()), Some(key().public())).expect("export verifies");
    assert_eq!(verified.turns, 4);
    assert_eq!(verified.rules_outcome, Some(mate));
}

#[test]
fn earlier_fens_are_the_positions_before_the_current_one() {
    let mut game = chess();
    assert!(game.earlier_fens(100).is_empty());
    play_all(&mut game, &["g1f3", "g8f6", "f3g1"]);
    let start = game.initial_fen().to_string();
    let after: Vec<String> = game.turns().iter().map(|t| t.fen_after.clone()).collect();
    assert_eq!(
        game.earlier_fens(100),
        [start, after[0].clone(), after[1].clone()]
    );
    assert_eq!(game.earlier_fens(2), [after[0].clone(), after[1].clone()]);
    assert!(game.earlier_fens(0).is_empty());
}

#[test]
fn resignation() {
    let mut game = chess();
    play_all(&mut game, &["e2e4"]);
    let o = game
        .resign(Color::Black, now_after(&game))
        .expect("active game");
    assert_eq!(
        o,
        Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Resignation
        }
    );
    assert_eq!(game.outcome(), Some(o));
    game.replay_check().expect("resigned game replays");
    assert!(game.export().contains("[Result \"1-0\"]"));
}

#[test]
fn draw_offer_flow() {
    let mut game = chess();
    let now = T0.plus(HOUR);
    assert_eq!(
        game.accept_draw(Color::Black, now),
        Err(PlayError::NoDrawOffer)
    );
    assert_eq!(game.offer_draw(Color::White, now), Ok(Agreement::Offered));
    assert_eq!(
        game.offer_draw(Color::White, now),
        Err(PlayError::AlreadyOffered(Color::White))
    );
    // The offerer can neither accept nor decline their own offer.
    assert_eq!(
        game.accept_draw(Color::White, now),
        Err(PlayError::NoDrawOffer)
    );
    assert_eq!(game.decline_draw(Color::White), Err(PlayError::NoDrawOffer));
    assert_eq!(game.decline_draw(Color::Black), Ok(()));
    assert_eq!(game.draw_offer(), None);

    // An offer stands while its maker moves, and lapses when the opponent moves on.
    game.offer_draw(Color::White, now).expect("offer");
    play_all(&mut game, &["e2e4"]);
    assert_eq!(game.draw_offer(), Some(Color::White));
    game.play(Color::Black, &mv("e7e5"), now_after(&game))
        .expect("legal");
    assert_eq!(game.draw_offer(), None);

    // Offers crossing each other agree.
    game.offer_draw(Color::Black, now).expect("offer");
    assert_eq!(game.offer_draw(Color::White, now), Ok(Agreement::Agreed));
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));

    let mut other = chess();
    other.offer_draw(Color::Black, now).expect("offer");
    assert_eq!(
        other.accept_draw(Color::White, now),
        Ok(Outcome::Draw(DrawReason::Agreement))
    );
}

#[test]
fn abort_only_before_both_sides_moved_except_for_moderators() {
    let mut game = chess();
    play_all(&mut game, &["e2e4"]);
    let mut early = game.clone();
    early
        .abort(Some(Color::Black), now_after(&game))
        .expect("only white moved");
    assert_eq!(
        early.ending(),
        Some(Ending::Aborted {
            by: Some(Color::Black)
        })
    );
    assert_eq!(early.outcome(), None);
    assert_eq!(
        early.play(Color::Black, &mv("e7e5"), now_after(&game)),
        Err(PlayError::Aborted)
    );

    play_all(&mut game, &["e7e5"]);
    assert_eq!(
        game.abort(Some(Color::White), now_after(&game)),
        Err(PlayError::AbortTooLate)
    );
    assert!(!game.is_over());
    game.abort(None, now_after(&game)).expect("moderator abort");
    assert_eq!(game.ending(), Some(Ending::Aborted { by: None }));
}

#[test]
fn takeback_by_agreement() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5", "g1f3"]);
    let now = now_after(&game);
    assert_eq!(
        game.accept_takeback(Color::Black, now),
        Err(PlayError::NoTakebackOffer)
    );
    assert_eq!(
        game.offer_takeback(Color::White, now),
        Ok(Agreement::Offered)
    );
    game.accept_takeback(Color::Black, now).expect("agreed");
    assert_eq!(game.turns().len(), 2);
    assert_eq!(game.turn(), Color::White);
    assert_eq!(
        game.state().position().fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    assert_eq!(game.clock().running(), Some(Color::White));
    assert_eq!(game.clock().deadline(), Some(now.plus(72 * HOUR)));

    // White to move asks to take back its e4: black's reply goes too.
    game.offer_takeback(Color::White, now).expect("offer");
    game.decline_takeback(Color::Black).expect("decline");
    assert_eq!(game.takeback_offer(), None);
    game.offer_takeback(Color::White, now).expect("offer");
    assert_eq!(
        game.offer_takeback(Color::Black, now),
        Ok(Agreement::Agreed)
    );
    assert_eq!(game.turns().len(), 0);
    assert_eq!(game.state().position().fen(), START_FEN);
    game.replay_check().expect("replays after takeback");
    play_all(&mut game, &["d2d4"]);
    assert_eq!(game.turns().len(), 1);

    let mut fresh = chess();
    assert_eq!(
        fresh.offer_takeback(Color::Black, T0),
        Err(PlayError::NothingToTakeBack)
    );
}

#[test]
fn takeback_refused_where_moves_draw_random_numbers() {
    for r in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let err = Game::takeback_allowed(r).unwrap_err();
        assert_eq!(err, PlayError::TakebackRandom(r));
        assert!(err.to_string().contains("random"));
    }
    for r in [RuleSet::Chess, RuleSet::Maharaja, RuleSet::Koopa] {
        assert_eq!(Game::takeback_allowed(r), Ok(()));
    }
}

#[test]
fn adjudication() {
    let mut game = chess();
    let o = game
        .adjudicate(Some(Color::White), T0.plus(HOUR))
        .expect("active");
    assert_eq!(
        o,
        Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Adjudication
        }
    );
    assert!(game.adjudicate(None, T0.plus(HOUR)).is_err());
    let mut draw = chess();
    assert_eq!(
        draw.adjudicate(None, T0),
        Ok(Outcome::Draw(DrawReason::Adjudication))
    );
}

#[test]
fn correspondence_time_out() {
    let mut game = chess();
    play_all(&mut game, &["e2e4"]); // at T0 + 1h; black has until T0 + 73h
    let late = T0.plus(73 * HOUR);
    assert_eq!(game.check_time(T0.plus(72 * HOUR)), None);
    assert_eq!(
        game.play(Color::Black, &mv("e7e5"), late),
        Err(PlayError::OutOfTime(Color::Black))
    );
    assert_eq!(game.turns().len(), 1, "refused move not recorded");
    // Black never moved: the game is aborted, not lost.
    assert_eq!(game.check_time(late), Some(Ending::Aborted { by: None }));

    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5"]); // white's clock from T0 + 2h
    let ending = game.check_time(T0.plus(74 * HOUR));
    assert_eq!(
        ending,
        Some(Ending::Finished {
            outcome: Outcome::Decisive {
                winner: Color::Black,
                reason: WinReason::Timeout
            }
        })
    );
    assert_eq!(game.check_time(T0.plus(99 * HOUR)), None, "already over");
}

#[test]
fn live_flag_against_a_lone_king_is_a_draw() {
    let mut s = setup(RuleSet::Chess, StartOption::Standard, "1+0");
    s.custom_fen = Some("7k/8/8/8/8/8/R7/K7 w - - 0 1".into());
    let mut game = Game::new(s).expect("game");
    game.play(Color::White, &mv("a2a3"), T0.plus(10_000))
        .expect("legal");
    game.play(Color::Black, &mv("h8h7"), T0.plus(20_000))
        .expect("legal");
    // White had 60 s, used 10 s; its clock runs again from 20 s: flag at 70 s.
    assert_eq!(game.check_time(T0.plus(69_999)), None);
    assert_eq!(
        game.check_time(T0.plus(70_000)),
        Some(Ending::Finished {
            outcome: Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        })
    );
}

#[test]
fn serde_round_trip_in_the_middle_of_play() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "c7c5", "g1f3"]);
    game.offer_draw(Color::White, now_after(&game))
        .expect("offer");
    let json = serde_json::to_string(&game).expect("serialises");
    assert!(json.starts_with("{\"v\":\"1\""), "{json}");
    let mut back: Game = serde_json::from_str(&json).expect("deserialises");
    assert_eq!(back.state().position().fen(), game.state().position().fen());
    assert_eq!(back.turns(), game.turns());
    assert_eq!(back.draw_offer(), Some(Color::White));
    assert_eq!(back.clock(), game.clock());
    assert_eq!(back.export(), game.export());
    assert_eq!(serde_json::to_string(&back).expect("serialises"), json);
    // Both go on identically.
    let now = now_after(&game);
    for g in [&mut game, &mut back] {
        g.play(Color::Black, &mv("d7d6"), now).expect("legal");
    }
    assert_eq!(back.state().position().fen(), game.state().position().fen());
}

fn record_of(game: &Game) -> serde_json::Value {
    serde_json::to_value(game).expect("serialises")
}

fn load(v: serde_json::Value) -> Result<Game, ReplayError> {
    let stored: StoredGame = serde_json::from_value(v).expect("well-formed record");
    Game::from_record(stored)
}

#[test]
fn tampered_records_are_detected() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5", "g1f3"]);
    let clean = record_of(&game);
    assert!(load(clean.clone()).is_ok());

    // A draw that the seed did not make.
    let mut v = clean.clone();
    v["turns"][1]["draws"] = serde_json::json!(["egg-effect=3/8"]);
    let err = load(v).unwrap_err();
    assert!(matches!(err, ReplayError::Draws { turn: 2, .. }), "{err}");

    // A position that the moves do not give.
    let mut v = clean.clone();
    v["turns"][2]["fen_after"] = serde_json::json!(START_FEN);
    assert!(matches!(
        load(v),
        Err(ReplayError::Position { turn: 3, .. })
    ));

    // A changed move.
    let mut v = clean.clone();
    v["turns"][1]["action"] = serde_json::json!("e7e6");
    assert!(matches!(
        load(v),
        Err(ReplayError::Position { turn: 2, .. })
    ));

    // Another secret than the committed one.
    let mut v = clean.clone();
    v["secret"] = serde_json::json!("08".repeat(32));
    assert!(matches!(load(v), Err(ReplayError::Fairness(_))));

    // Another contribution: the seed changes, the chess moves still replay (no draws).
    let mut v = clean.clone();
    v["contributions"][0] = serde_json::json!("9999");
    assert!(load(v).is_ok());

    // A move by the wrong side.
    let mut v = clean;
    v["turns"][1]["actor"] = serde_json::json!("white");
    assert!(matches!(
        load(v),
        Err(ReplayError::WrongActor { turn: 2, .. })
    ));
}

#[test]
fn a_false_result_is_detected() {
    let mut game = chess();
    play_all(&mut game, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let mut v = record_of(&game);
    v["ending"] = serde_json::json!({"kind": "finished", "outcome": "white:resignation"});
    assert!(matches!(load(v), Err(ReplayError::Result { .. })));
}

#[test]
fn koopa_random_start_comes_from_the_seed() {
    let a = Game::new(setup(RuleSet::Koopa, StartOption::Asymmetric, "3d")).expect("koopa");
    let b = Game::new(setup(RuleSet::Koopa, StartOption::Asymmetric, "3d")).expect("koopa");
    assert_eq!(a.initial_fen(), b.initial_fen(), "same seed, same start");
    let mut other = setup(RuleSet::Koopa, StartOption::Asymmetric, "3d");
    other.contributions[1] = "2223".into();
    let distinct = (0..8)
        .map(|i| {
            let mut s = other.clone();
            s.contributions[1] = format!("{i}");
            Game::new(s).expect("koopa").initial_fen().to_string()
        })
        .collect::<std::collections::BTreeSet<_>>();
    assert!(distinct.len() > 1, "contributions change the start");
    a.replay_check().expect("replays");

    // A start position that the seed does not give is detected.
    let mut v = record_of(&a);
    let standard = Game::new(setup(RuleSet::Koopa, StartOption::Standard, "3d"))
        .expect("koopa")
        .initial_fen()
        .to_string();
    assert_ne!(standard, a.initial_fen());
    v["initial_fen"] = serde_json::json!(standard);
    assert!(matches!(load(v), Err(ReplayError::StartPosition { .. })));
}

#[test]
fn chess_ignores_random_start_options() {
    let game = Game::new(setup(RuleSet::Chess, StartOption::Asymmetric, "3d")).expect("chess");
    assert_eq!(game.start_option(), StartOption::Standard);
    assert_eq!(game.initial_fen(), START_FEN);
}

#[test]
fn export_while_on_hides_the_secret() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5", "g1f3"]);
    let pgn = game.export();
    assert!(pgn.contains(&format!(
        "[Commitment \"{}\"]",
        ServerSecret::from_bytes([7; 32]).commitment()
    )));
    assert!(pgn.contains("[Contribution1 \"1111\"]\n[Contribution2 \"2222\"]"));
    assert!(!pgn.contains("[Secret"), "{pgn}");
    assert!(!pgn.contains("[Seed"), "{pgn}");
    assert!(!pgn.contains(&"07".repeat(32)));
    assert!(pgn.contains("[Result \"*\"]"));
    assert!(pgn.contains("\n1. e4 e5\n2. Nf3\n*\n"), "{pgn}");
    assert_eq!(verify_export(&pgn, None), Err(ReplayError::NotOver));
    assert_eq!(game.public_moves(), ["e4", "e5", "Nf3"]);
    let view = game.view_for(Viewer::Public);
    assert_eq!(view.turn, Color::Black);
}

#[test]
fn tampered_exports_are_detected() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5"]);
    game.resign(Color::White, now_after(&game)).expect("resign");
    let pgn = game.signed_export(&key());
    verify_export(&pgn, None).expect("clean export verifies");
    let moved = pgn.replace("1. e4 e5", "1. e4 e6");
    assert!(
        matches!(
            verify_export(&moved, None),
            Err(ReplayError::Signature(SignatureError::Mismatch { .. }))
        ),
        "a legal change without draws replays, but the signature no longer matches"
    );
    let illegal = pgn.replace("1. e4 e5", "1. e4 e4");
    assert!(matches!(
        verify_export(&illegal, None),
        Err(ReplayError::Illegal { turn: 2, .. })
    ));
    let secret = pgn.replace(&"07".repeat(32), &"06".repeat(32));
    assert!(matches!(
        verify_export(&secret, None),
        Err(ReplayError::Fairness(_))
    ));
    let contribution = pgn.replace("[Contribution1 \"1111\"]", "[Contribution1 \"1112\"]");
    assert!(
        verify_export(&contribution, None).is_err(),
        "the Seed tag no longer matches"
    );
    let draws = pgn.replace("1. e4 e5", "1. e4 e5 {draws: egg-effect=1/8}");
    assert!(matches!(
        verify_export(&draws, None),
        Err(ReplayError::Record(_))
    ));
    // Not how chakbot writes the move (a coordinate, a lower-case piece, no check sign).
    for (from, to) in [("1. e4 e5", "1. e2e4 e5"), ("1. e4 e5", "1. e4 e5\n2. nf3")] {
        assert!(
            matches!(
                verify_export(&pgn.replacen(from, to, 1), None),
                Err(ReplayError::Inconsistent(_))
            ),
            "{to}"
        );
    }
    let unsigned = game.export();
    assert_eq!(
        verify_export(&unsigned, None),
        Err(ReplayError::Signature(SignatureError::NoSigner))
    );
}

/// Random chess games (fixed seed): every game survives a store round trip, replays, and
/// a finished one verifies from its export.
#[test]
fn random_games_round_trip_and_replay() {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut finished = 0;
    for _ in 0..30 {
        let mut game = chess();
        for ply in 0..120u64 {
            if game.is_over() {
                break;
            }
            let turn = game.turn();
            let moves = game.legal_moves(turn);
            let Some(m) = moves.choose(&mut rng) else {
                break;
            };
            game.play(turn, &m.action, T0.plus(ply * 1000))
                .expect("a listed move is legal");
        }
        let json = serde_json::to_string(&game).expect("serialises");
        let back: Game = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back.state().position().fen(), game.state().position().fen());
        assert_eq!(back.turns(), game.turns());
        assert_eq!(back.ending(), game.ending());
        game.replay_check().expect("replays");
        if game.is_over() {
            finished += 1;
            let v = verify_export(&game.signed_export(&key()), None).expect("verifies");
            assert_eq!(v.turns, game.turns().len());
        }
    }
    assert!(finished > 0, "some random games end within 120 plies");
}

#[test]
fn reminders_and_wakeups_for_the_sweeper() {
    let mut game = chess(); // 3 days per move from T0: reminder 18 hours before
    assert_eq!(game.next_wakeup(), Some(T0.plus(54 * HOUR)));
    assert_eq!(game.reminder_due(T0.plus(53 * HOUR)), None);
    assert_eq!(game.reminder_due(T0.plus(54 * HOUR)), Some(Color::White));
    game.mark_reminded();
    assert_eq!(game.reminder_due(T0.plus(60 * HOUR)), None);
    assert_eq!(game.next_wakeup(), Some(T0.plus(72 * HOUR)));
    game.play(Color::White, &mv("e2e4"), T0.plus(60 * HOUR))
        .expect("in time");
    assert_eq!(game.next_wakeup(), Some(T0.plus(114 * HOUR)));
    game.resign(Color::Black, T0.plus(61 * HOUR))
        .expect("active");
    assert_eq!(game.next_wakeup(), None);
}

/// The export policy for hidden turns (a Chakart stealth move): while the game is on, only
/// the public text shows, and the export cannot be verified; once over, the real action.
/// (The chess record is marked hidden by hand: the Chakart engine is not merged here.)
#[test]
fn hidden_turns_stay_hidden_in_exports_until_the_end() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5"]);
    let mut v = record_of(&game);
    v["turns"][0]["hidden"] = serde_json::json!(true);
    v["turns"][0]["public_text"] = serde_json::json!("Q??");
    let mut game = load(v).expect("loads");
    let pgn = game.export();
    assert!(pgn.contains("\n1. Q?? e5\n"), "{pgn}");
    assert!(!pgn.contains("e2e4"), "{pgn}");
    assert_eq!(game.public_moves(), ["Q??", "e5"]);
    assert_eq!(verify_export(&pgn, None), Err(ReplayError::NotOver));
    game.resign(Color::White, now_after(&game)).expect("active");
    let pgn = game.export();
    assert!(pgn.contains("\n1. e4 e5\n"), "{pgn}");
    assert_eq!(game.public_moves(), ["e2e4", "e5"]);
    verify_export(&game.signed_export(&key()), None).expect("verifies once over");
}

/// Random Chakart games through `Game` (fixed seeds): stealth moves are public as `Q??`,
/// the clock waits while a turn waits for its player's choice, every draw is recorded,
/// games survive store round trips (pending choices included) and replay; a changed
/// draw is detected.
#[test]
fn chakart_games_record_draws_hide_stealth_and_replay() {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let (mut stealth, mut pending, mut draws, mut over, mut choices) = (0, 0, 0, 0, 0);
    for (g, ruleset) in [RuleSet::Chakart, RuleSet::Chakart2020]
        .into_iter()
        .cycle()
        .take(12)
        .enumerate()
    {
        let mut s = setup(ruleset, StartOption::Asymmetric, "3d");
        s.contributions[0] = format!("game {g}");
        let mut game = Game::new(s).expect("chakart game");
        for ply in 0..160u64 {
            if game.is_over() {
                break;
            }
            let actor = game.turn();
            let moves = game.legal_moves(actor);
            // Prefer a stealth move when there is one, to exercise hidden turns.
            let m = moves
                .iter()
                .find(|m| matches!(m.action, Action::Stealth { .. }) && ply % 7 == 0)
                .or_else(|| moves.choose(&mut rng));
            let Some(m) = m else { break };
            let at = T0.plus(ply * 1000);
            game.play(actor, &m.action, at)
                .expect("a listed move is legal");
            let t = game.turns().last().expect("recorded");
            draws += t.draws.len();
            if matches!(m.action, Action::Stealth { .. }) {
                stealth += 1;
                assert!(t.hidden);
                assert_eq!(t.public_text, "Q??");
                assert!(!game.export().contains(&m.action.to_string()));
            }
            if let Some(p) = game.pending() {
                pending += 1;
                assert_eq!(game.clock().running(), Some(p.player), "clock waits");
                let back: Game = serde_json::from_str(&serde_json::to_string(&game).expect("ser"))
                    .expect("a game waiting for a choice reloads");
                assert_eq!(back.pending(), game.pending());
                assert_eq!(back.state().position().fen(), game.state().position().fen());
            }
        }
        assert_eq!(
            game.offer_takeback(game.turn(), T0),
            if game.is_over() {
                Err(PlayError::Rules(MoveError::GameOver))
            } else {
                Err(PlayError::TakebackRandom(ruleset))
            }
        );
        game.replay_check().expect("replays");
        let json = record_of(&game);
        let back = load(json.clone()).expect("reloads");
        assert_eq!(back.turns(), game.turns());
        if game.is_over() {
            over += 1;
            let signed = game.signed_export(&key());
            verify_export(&signed, None).expect("export verifies");
            // A move passed off as a power, or its SAN changed: the replay sees it before
            // the signature does.
            for (from, to) in [("1. move ", "1. power "), ("1. move ", "1. move x")] {
                assert!(
                    matches!(
                        verify_export(&signed.replacen(from, to, 1), None),
                        Err(ReplayError::Inconsistent(_))
                    ),
                    "{to}"
                );
            }
        }
        // The record tells moves, choices (a turn after one of the same player) and
        // powers (stealth, shell) apart, one turn a line.
        let export = game.export();
        let lines = pgn::turn_lines(&export);
        assert_eq!(lines.len(), game.turns().len(), "{export}");
        for (i, (t, line)) in game.turns().iter().zip(&lines).enumerate() {
            let kind = line.split_whitespace().nth(1).expect("a kind");
            let choice = i > 0 && game.turns()[i - 1].actor == t.actor;
            let power = matches!(t.action, Action::Stealth { .. } | Action::Shell { .. });
            let want = match (choice, power) {
                (true, _) => "choice",
                (false, true) => "power",
                (false, false) => "move",
            };
            assert_eq!(kind, want, "{line} in {export}");
            choices += usize::from(choice);
        }
        // Change one recorded draw: the replay must notice.
        if let Some((i, t)) = game
            .turns()
            .iter()
            .enumerate()
            .find(|(_, t)| t.draws.iter().any(|d| d.choices > 1))
        {
            let k = t.draws.iter().position(|d| d.choices > 1).expect("found");
            let d = t.draws[k];
            let mut v = json;
            v["turns"][i]["draws"][k] = serde_json::json!(format!(
                "{}={}/{}",
                chakbot::game::codec::purpose_id(d.purpose),
                (d.picked + 1) % d.choices,
                d.choices
            ));
            let err = load(v).unwrap_err();
            assert!(
                matches!(err, ReplayError::Draws { turn, .. } if turn == i + 1),
                "{err}"
            );
        }
    }
    assert!(stealth > 0, "some stealth moves were played");
    assert!(pending > 0, "some turns waited for a choice");
    assert!(draws > 0, "some turns drew random numbers");
    assert!(over > 0, "some games ended");
    assert!(choices > 0, "some records show choices");
}

/// A frozen game takes no move, offer or answer from either player, nor a player's abort;
/// its clock stands still (no timeout, no reminder, no wake-up); a moderator can still end
/// it; unfrozen, the clock goes on with the time that was left.
#[test]
fn a_frozen_game_stands_still_until_unfrozen() {
    let mut game = chess();
    play_all(&mut game, &["e2e4", "e7e5"]);
    let at = now_after(&game);
    let left = game.clock().remaining(Color::White, at);
    assert!(game.freeze(at));
    assert!(!game.freeze(at), "already frozen");
    let before = serde_json::to_string(&game.to_record()).expect("json");
    let later = at.plus(100 * HOUR);
    assert_eq!(
        game.play(Color::White, &mv("g1f3"), later),
        Err(PlayError::Frozen)
    );
    assert_eq!(game.resign(Color::Black, later), Err(PlayError::Frozen));
    assert_eq!(game.offer_draw(Color::White, later), Err(PlayError::Frozen));
    assert_eq!(
        game.offer_takeback(Color::Black, later),
        Err(PlayError::Frozen)
    );
    assert_eq!(
        game.abort(Some(Color::White), later),
        Err(PlayError::Frozen)
    );
    assert_eq!(game.check_time(later), None);
    assert_eq!(game.reminder_due(at.plus(60 * HOUR)), None);
    assert_eq!(game.next_wakeup(), None);
    assert_eq!(
        serde_json::to_string(&game.to_record()).expect("json"),
        before
    );

    let mut ended = game.clone();
    assert!(
        ended.adjudicate(None, later).is_ok(),
        "a moderator still can"
    );

    assert!(game.unfreeze(later));
    assert!(!game.unfreeze(later), "not frozen any more");
    assert_eq!(game.clock().remaining(Color::White, later), left);
    game.play(Color::White, &mv("g1f3"), later)
        .expect("plays again");
}
