//! One test per egg effect per edition: a knight b1-c3 lands on an egg; scripted draws; the
//! after-FEN worked out by hand from RULES.md.
//!
//! Base: black rook a8, king e8, pawn h7; white king e1, knight b1; egg c3.
//! Current edition: the knight leaves its egg on b1; effects drawn among 8 in
//! `EggEffect::ALL` order (King Boo, Koopa, Toadette, Chomp, Daisy, Bowser, Luigi, Waluigi).
//! 2020: the knight's egg goes on b2 (long leg, empty); with a white rook in the pool all
//! 8 effects apply, same order.

use chakbot::rules::chakart::testing::ScriptedRng;
use chakbot::rules::chakart::Position;
use chakbot::rules::{Action, ChoiceKind, EggEffect, Event, Role, RuleSet, Square, Variant};

const CUR: &str = "r3k3/7p/8/8/8/2e5/8/1N2K3 w 0 1111 000000000000";
const Y2020: &str = "r3k3/7p/8/8/8/2e5/8/1N2K3 w 0 1111 010000000000";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Action {
    Action::normal(sq(&s[..2]), sq(&s[2..4]))
}

/// Plays b1c3 with `script`; returns the position and the hatched effect.
fn hatch(rs: RuleSet, script: &[(u32, u32)]) -> (Position, EggEffect) {
    let fen = if rs == RuleSet::Chakart { CUR } else { Y2020 };
    let mut pos = Position::from_fen(rs, fen).unwrap();
    let mut rng = ScriptedRng::new(script);
    let rep = pos.play(&mv("b1c3"), &mut rng).unwrap();
    assert_eq!(rng.used(), script.len());
    let effect = rep
        .events
        .iter()
        .find_map(|e| match e {
            Event::Egg { effect } => Some(*effect),
            _ => None,
        })
        .expect("an egg hatched");
    // Every FEN round-trips, pending or not.
    let back = Position::from_fen(rs, &pos.fen()).unwrap();
    assert_eq!(back, pos);
    (pos, effect)
}

fn answer(pos: &mut Position, action: Action) {
    let mut rng = ScriptedRng::new(&[]);
    pos.play(&action, &mut rng).unwrap();
}

#[test]
fn king_boo_current() {
    let (mut pos, e) = hatch(RuleSet::Chakart, &[(0, 8)]);
    assert_eq!(e, EggEffect::KingBoo);
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/8/2N5/8/1e2K3 w 0 1111 000000000000 ?kingboo"
    );
    assert_eq!(pos.pending().unwrap().choice, ChoiceKind::KingBooSwap);
    // Pieces a8 e8 h7 c3 e1: 10 pairs, minus the black pawn h7 onto e1 (its last rank).
    assert_eq!(pos.legal_moves().len(), 9);
    answer(
        &mut pos,
        Action::Swap {
            a: sq("c3"),
            b: sq("e8"),
        },
    );
    assert_eq!(pos.fen(), "r3N3/7p/8/8/8/2k5/8/1e2K3 b 1 1111 000000000000");
}

#[test]
fn king_boo_2020() {
    let (mut pos, e) = hatch(RuleSet::Chakart2020, &[(0, 8)]);
    assert_eq!(e, EggEffect::KingBoo);
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/8/2N5/1e6/4K3 w 0 1111 010000000000 ?kingboo=c3"
    );
    // The knight with a8, e8, h7 or e1.
    assert_eq!(pos.legal_moves().len(), 4);
    answer(
        &mut pos,
        Action::Swap {
            a: sq("c3"),
            b: sq("e1"),
        },
    );
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2K5/1e6/4N3 b 1 1111 010000000000");
}

#[test]
fn koopa_both() {
    let (pos, e) = hatch(RuleSet::Chakart, &[(1, 8)]);
    assert_eq!(e, EggEffect::Koopa);
    // Back to b1; the egg it left there is removed.
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/8/8/1N2K3 b 1 1111 000000000000");
    let (pos, _) = hatch(RuleSet::Chakart2020, &[(1, 8)]);
    // 2020: its egg is on b2, not on the start square: it stays.
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/8/1e6/1N2K3 b 1 1111 010000000000");
}

#[test]
fn toadette_current() {
    // Effect 2 of 8, then the queen (0 of Q R N B K).
    let (mut pos, e) = hatch(RuleSet::Chakart, &[(2, 8), (0, 5)]);
    assert_eq!(e, EggEffect::Toadette);
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/8/2N5/8/1e2K3 w 0 1111 000000000000 ?toadette=q"
    );
    assert_eq!(
        pos.pending().unwrap().choice,
        ChoiceKind::ToadetteDrop {
            role: Some(Role::Queen)
        }
    );
    // Every square but the five pieces' (the b1 egg included).
    assert_eq!(pos.legal_moves().len(), 59);
    answer(
        &mut pos,
        Action::Drop {
            role: None,
            to: sq("d4"),
        },
    );
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/3Q4/2N5/8/1e2K3 b 1 1111 000000000000"
    );
}

#[test]
fn toadette_2020() {
    let (mut pos, e) = hatch(RuleSet::Chakart2020, &[(2, 8)]);
    assert_eq!(e, EggEffect::Toadette);
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/8/2N5/1e6/4K3 w 0 1111 010000000000 ?toadette"
    );
    // The rook from the pool, on any of 59 squares.
    assert_eq!(pos.legal_moves().len(), 59);
    answer(
        &mut pos,
        Action::Drop {
            role: Some(Role::Rook),
            to: sq("d4"),
        },
    );
    // The pool is emptied; a dropped rook drops no banana.
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/3R4/2N5/1e6/4K3 b 1 1111 000000000000"
    );
}

#[test]
fn chomp_both() {
    let (pos, e) = hatch(RuleSet::Chakart, &[(3, 8)]);
    assert_eq!(e, EggEffect::Chomp);
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/8/8/1e2K3 b 1 1111 000000000000");
    let (pos, _) = hatch(RuleSet::Chakart2020, &[(3, 8)]);
    // 2020: the eaten knight is counted in White's pool.
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/8/1e6/4K3 b 1 1111 011000000000");
}

#[test]
fn daisy_current() {
    let (mut pos, e) = hatch(RuleSet::Chakart, &[(4, 8)]);
    assert_eq!(e, EggEffect::Daisy);
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/8/2N5/8/1e2K3 w 0 1111 000000000000 ?daisy"
    );
    // Any piece: the king may move too.
    answer(&mut pos, mv("e1e2"));
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2N5/4K3/1e6 b 1 1111 000000000000");
}

#[test]
fn daisy_2020() {
    let (mut pos, e) = hatch(RuleSet::Chakart2020, &[(4, 8)]);
    assert_eq!(e, EggEffect::Daisy);
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/8/8/2N5/1e6/4K3 w 0 1111 010000000000 ?daisy=c3"
    );
    // Only the knight: a1 b1 d1 e2 a4 b5 d5 e4 (b1, d1 free; e2, e4 free; a2... ) minus none.
    let froms: Vec<Square> = pos.legal_moves().iter().map(|m| m.from).collect();
    assert!(froms.iter().all(|&f| f == sq("c3")));
    assert_eq!(froms.len(), 8);
    let mut rng = ScriptedRng::new(&[]);
    pos.play(&mv("c3d5"), &mut rng).unwrap();
    // Its egg goes on c4 (long leg, empty).
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/3N4/2e5/8/1e6/4K3 b 1 1111 010000000000"
    );
}

#[test]
fn bowser_current_and_release() {
    let (mut pos, e) = hatch(RuleSet::Chakart, &[(5, 8)]);
    assert_eq!(e, EggEffect::Bowser);
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2O5/8/1e2K3 b 1 1111 000000000000");
    answer(&mut pos, mv("e8e7"));
    // White's next turn: the knight sits it out.
    assert!(pos.legal_moves().iter().all(|m| m.from != sq("c3")));
    answer(&mut pos, mv("e1e2"));
    assert_eq!(pos.fen(), "r7/4k2p/8/8/8/2N5/4K3/1e6 b 3 1111 000000000000");
}

#[test]
fn bowser_2020() {
    let (pos, e) = hatch(RuleSet::Chakart2020, &[(5, 8)]);
    assert_eq!(e, EggEffect::Bowser);
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2O5/1e6/4K3 b 1 1111 010000000000");
}

#[test]
fn luigi_both() {
    // Candidates a8 (rook), h7 (pawn): h7 is 1 of 2.
    let (pos, e) = hatch(RuleSet::Chakart, &[(6, 8), (1, 2)]);
    assert_eq!(e, EggEffect::Luigi);
    assert_eq!(pos.fen(), "r3k3/7P/8/8/8/2N5/8/1e2K3 b 1 1111 000000000000");
    let (pos, _) = hatch(RuleSet::Chakart2020, &[(6, 8), (0, 2)]);
    assert_eq!(pos.fen(), "R3k3/7p/8/8/8/2N5/1e6/4K3 b 1 1111 010000000000");
}

#[test]
fn waluigi_both() {
    // Only the knight itself is a candidate: no draw.
    let (pos, e) = hatch(RuleSet::Chakart, &[(7, 8)]);
    assert_eq!(e, EggEffect::Waluigi);
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2n5/8/1e2K3 b 1 1111 000000000000");
    let (pos, _) = hatch(RuleSet::Chakart2020, &[(7, 8)]);
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2n5/1e6/4K3 b 1 1111 010000000000");
}

#[test]
fn egg_2020_only_applicable_effects() {
    // Empty pool: no Toadette; 7 effects, Chomp is then index 2.
    let mut pos = Position::from_fen(
        RuleSet::Chakart2020,
        "r3k3/7p/8/8/8/2e5/8/1N2K3 w 0 1111 000000000000",
    )
    .unwrap();
    let mut rng = ScriptedRng::new(&[(2, 7)]);
    pos.play(&mv("b1c3"), &mut rng).unwrap();
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/8/1e6/4K3 b 1 1111 001000000000");
}

#[test]
fn promotion_is_a_pending_choice() {
    let mut pos = Position::from_fen(
        RuleSet::Chakart,
        "4k3/P7/8/8/8/8/8/4K3 w 0 1111 000000000000",
    )
    .unwrap();
    answer(&mut pos, mv("a7a8"));
    assert_eq!(
        pos.fen(),
        "P3k3/m7/8/8/8/8/8/4K3 w 0 1111 000000000000 ?promote=a8"
    );
    assert_eq!(pos.legal_moves().len(), 5);
    answer(&mut pos, Action::Promote(Role::King));
    assert_eq!(pos.fen(), "K3k3/m7/8/8/8/8/8/4K3 b 1 1111 000000000000");
}

#[test]
fn promotion_before_the_egg_choice() {
    // The pawn takes an egg on b8 (diagonal "eat"), King Boo: promotion first.
    let mut pos = Position::from_fen(
        RuleSet::Chakart,
        "1e2k3/P7/8/8/8/8/8/4K3 w 0 1111 000000000000",
    )
    .unwrap();
    let mut rng = ScriptedRng::new(&[(0, 8)]);
    pos.play(&mv("a7b8"), &mut rng).unwrap();
    assert_eq!(
        pos.fen(),
        "1P2k3/m7/8/8/8/8/8/4K3 w 0 1111 000000000000 ?promote=b8 ?kingboo"
    );
    answer(&mut pos, Action::Promote(Role::Queen));
    assert_eq!(pos.pending().unwrap().choice, ChoiceKind::KingBooSwap);
    answer(
        &mut pos,
        Action::Swap {
            a: sq("e1"),
            b: sq("b8"),
        },
    );
    assert_eq!(pos.fen(), "1K2k3/m7/8/8/8/8/8/4Q3 b 1 1111 000000000000");
}

#[test]
fn promoted_piece_drops_nothing_this_turn() {
    // a7xb8 eats an egg: Daisy (4 of 8). Promote to a rook, then Daisy moves it: no banana.
    let mut pos = Position::from_fen(
        RuleSet::Chakart,
        "1e2k3/P7/8/8/8/8/8/4K3 w 0 1111 000000000000",
    )
    .unwrap();
    let mut rng = ScriptedRng::new(&[(4, 8)]);
    pos.play(&mv("a7b8"), &mut rng).unwrap();
    answer(&mut pos, Action::Promote(Role::Rook));
    assert_eq!(
        pos.fen(),
        "1R2k3/m7/8/8/8/8/8/4K3 w 0 1111 000000000000 ?daisy ?promoted=b8"
    );
    assert_eq!(
        Position::from_fen(RuleSet::Chakart, &pos.fen()).unwrap(),
        pos
    );
    answer(&mut pos, mv("b8b5"));
    assert_eq!(pos.fen(), "4k3/m7/8/1R6/8/8/8/4K3 b 1 1111 000000000000");
}

#[test]
fn luigi_on_an_immobilized_piece() {
    // The only black piece but the king is the immobilized rook a8: Luigi (6 of 8) gives
    // it to White, still immobilized; it sits out White's next turn.
    let mut pos = Position::from_fen(
        RuleSet::Chakart,
        "u3k3/8/8/8/8/2e5/8/1N2K3 w 0 1111 000000000000",
    )
    .unwrap();
    let mut rng = ScriptedRng::new(&[(6, 8)]);
    pos.play(&mv("b1c3"), &mut rng).unwrap();
    assert_eq!(pos.fen(), "U3k3/8/8/8/8/2N5/8/1e2K3 b 1 1111 000000000000");
    answer(&mut pos, mv("e8e7"));
    assert!(pos.legal_moves().iter().all(|m| m.from != sq("a8")));
    answer(&mut pos, mv("e1e2"));
    assert_eq!(pos.fen(), "R7/4k3/8/8/8/2N5/4K3/1e6 b 3 1111 000000000000");
}
