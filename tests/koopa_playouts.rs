//! Koopa property tests: random playouts from random starts (fixed seeds) never panic,
//! keep the position consistent, and every FEN written reads back identically; arbitrary
//! text as a FEN never panics.

use chakbot::rules::koopa::Position;
use chakbot::rules::{AnyPosition, Color, GameState, Role, RuleSet, Square, StartOption, Variant};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn check_consistent(p: &Position) {
    let b = p.board();
    assert!(b.is_consistent(), "bitboards disagree in {}", p.fen());
    for sq in Square::ALL {
        let level = b.stuns.level(sq);
        assert!(level <= 4);
        if level > 0 {
            assert!(
                b.piece_at(sq).is_some(),
                "stun on empty {sq} in {}",
                p.fen()
            );
        }
        if let Some(piece) = b.piece_at(sq) {
            if piece.role == Role::Pawn {
                assert!(
                    sq.rank() != 0 && sq.rank() != 7,
                    "pawn on {sq} in {}",
                    p.fen()
                );
            }
        }
    }
    let listed = b.stuns.entries().count();
    let stunned = Square::ALL
        .iter()
        .filter(|&&s| b.stuns.level(s) > 0)
        .count();
    assert_eq!(
        listed,
        stunned,
        "stun list and levels disagree in {}",
        p.fen()
    );
}

#[test]
fn random_playouts_never_panic_and_fens_round_trip() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x4b4f4f5041);
    let mut finished = 0;
    for game in 0..300 {
        let option = [
            StartOption::Standard,
            StartOption::Symmetric,
            StartOption::Asymmetric,
        ][game % 3];
        let mut p = Position::start(RuleSet::Koopa, option, &mut rng);
        for _ in 0..400 {
            let fen = p.fen();
            let back =
                Position::from_fen(RuleSet::Koopa, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(back.fen(), fen);
            check_consistent(&p);
            let moves = p.legal_moves();
            if moves.is_empty() {
                assert!(p.status().is_some(), "no moves but no outcome in {fen}");
                finished += 1;
                break;
            }
            let mover = p.turn();
            let m = moves[rng.random_range(0..moves.len())];
            p.play(&m.action, &mut rng)
                .unwrap_or_else(|e| panic!("{} in {fen}: {e}", m.action));
            assert!(
                p.board().has_king(mover),
                "{} lost its own king in {fen}",
                m.action
            );
            assert_eq!(p.turn(), mover.other());
        }
    }
    assert!(finished > 0, "some games end");
}

#[test]
fn random_starts_follow_the_chess960_pattern() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for option in [StartOption::Symmetric, StartOption::Asymmetric] {
        for _ in 0..200 {
            let p = Position::start(RuleSet::Koopa, option, &mut rng);
            let b = p.board();
            for color in Color::ALL {
                let rank = color.back_rank();
                let at = |f: u8| b.piece_at(Square::new(f, rank)).map(|p| p.role);
                let files = |r: Role| (0..8u8).filter(|&f| at(f) == Some(r)).collect::<Vec<_>>();
                let bishops = files(Role::Bishop);
                assert_eq!(bishops.len(), 2);
                assert_ne!(
                    bishops[0] % 2,
                    bishops[1] % 2,
                    "bishops on opposite colours"
                );
                let rooks = files(Role::Rook);
                let king = files(Role::King);
                assert!(rooks[0] < king[0] && king[0] < rooks[1]);
                assert_eq!(files(Role::Knight).len(), 2);
                assert_eq!(files(Role::Queen).len(), 1);
                let fen = p.fen();
                let flags: Vec<char> = fen.split(' ').nth(3).unwrap().chars().collect();
                let k = color.index() * 2;
                assert_eq!(flags[k], char::from(b'a' + rooks[0]));
                assert_eq!(flags[k + 1], char::from(b'a' + rooks[1]));
            }
            if option == StartOption::Symmetric {
                let fen = p.fen();
                let ranks: Vec<&str> = fen.split(['/', ' ']).collect();
                assert_eq!(ranks[0], ranks[7].to_ascii_lowercase());
            }
        }
    }
}

#[test]
fn game_state_detects_threefold_repetition() {
    let pos = AnyPosition::from_fen(RuleSet::Koopa, "4k3/8/8/8/8/8/8/4K3 w 0 ---- -").unwrap();
    let mut game = GameState::new(pos);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for mv in [
        "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8",
    ] {
        assert!(game.outcome().is_none());
        let from: Square = mv[0..2].parse().unwrap();
        let to: Square = mv[2..4].parse().unwrap();
        game.play(&chakbot::rules::Action::normal(from, to), &mut rng)
            .unwrap();
    }
    assert_eq!(
        game.outcome(),
        Some(chakbot::rules::Outcome::Draw(
            chakbot::rules::DrawReason::ThreefoldRepetition
        ))
    );
}

proptest! {
    #[test]
    fn arbitrary_text_as_fen_never_panics(s in "\\PC{0,100}") {
        let _ = Position::from_fen(RuleSet::Koopa, &s);
    }

    #[test]
    fn fen_like_text_never_panics(s in "[1-8pnbrqksocutlPNBRQKSOCUTL/]{8,70}( [wb]( [0-9]{1,3}( [a-i-]{1,5}( [a-h1-8,-]{0,12})?)?)?)?") {
        if let Ok(p) = Position::from_fen(RuleSet::Koopa, &s) {
            let fen = p.fen();
            let back = Position::from_fen(RuleSet::Koopa, &fen).unwrap();
            prop_assert_eq!(back.fen(), fen);
            let _ = p.perft(1);
        }
    }
}
