//! Edition differences by example (RULES.md "chakart-2020"), with scripted draws and
//! after-FENs worked out by hand.

use chakbot::rules::chakart::testing::ScriptedRng;
use chakbot::rules::chakart::Position;
use chakbot::rules::{Action, RuleSet, Square, Variant};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn run(rs: RuleSet, fen: &str, moves: &[&str], script: &[(u32, u32)]) -> String {
    let mut pos = Position::from_fen(rs, fen).unwrap();
    let mut rng = ScriptedRng::new(script);
    for m in moves {
        pos.play(&Action::normal(sq(&m[..2]), sq(&m[2..4])), &mut rng)
            .unwrap();
    }
    assert_eq!(rng.used(), script.len());
    pos.fen()
}

#[test]
fn pawn_double_step_onto_a_mushroom() {
    let fen = "4k3/8/8/8/4m3/8/4P3/4K3 w 0 1111 000000000000";
    // Current: one more square; 2020: two more. The mushroom is left on e3.
    assert_eq!(
        run(RuleSet::Chakart, fen, &["e2e4"], &[]),
        "4k3/8/8/4P3/8/4m3/8/4K3 b 1 1111 000000000000"
    );
    assert_eq!(
        run(RuleSet::Chakart2020, fen, &["e2e4"], &[]),
        "4k3/8/4P3/8/8/4m3/8/4K3 b 1 1111 000000000000"
    );
}

#[test]
fn slider_on_a_mushroom() {
    // Rook a1-a4 onto a mushroom, a black pawn on a5. Banana drop candidates around the
    // final square: NE, NW, SE, SW on the board and free -> first (0 of 2).
    let fen = "4k3/8/8/p7/m7/8/8/R3K3 w 0 1111 000000000000";
    // Current: no effect; banana around a4: b5, b3 -> b5.
    assert_eq!(
        run(RuleSet::Chakart, fen, &["a1a4"], &[(0, 2)]),
        "4k3/8/8/pd6/R7/8/8/4K3 b 1 1111 000000000000"
    );
    // 2020: jumps over the pawn to a6; banana around a6: b7, b5 -> b7.
    assert_eq!(
        run(RuleSet::Chakart2020, fen, &["a1a4"], &[(0, 2)]),
        "4k3/1d6/R7/p7/8/8/8/4K3 b 1 1111 000000000000"
    );
    // 2020: an enemy beyond is captured (and counted in the pool).
    assert_eq!(
        run(
            RuleSet::Chakart2020,
            "4k3/8/n7/p7/m7/8/8/R3K3 w 0 1111 000000000000",
            &["a1a4"],
            &[(0, 2)]
        ),
        "4k3/1d6/R7/p7/8/8/8/4K3 b 1 1111 000000001000"
    );
    // 2020: not onto an own piece: it stays on a4 (banana b5 or b3 -> b5).
    assert_eq!(
        run(
            RuleSet::Chakart2020,
            "4k3/8/N7/p7/m7/8/8/R3K3 w 0 1111 000000000000",
            &["a1a4"],
            &[(0, 2)]
        ),
        "4k3/8/N7/pd6/R7/8/8/4K3 b 1 1111 000000000000"
    );
}

#[test]
fn daisy_bonus_move_onto_an_egg() {
    let fen = "r3k3/7p/8/3e4/8/2e5/8/1N2K3 w 0 1111 010000000000";
    // Both: Daisy (4 of 8). Then the knight c3-d5 onto another egg.
    // 2020: inert (no draw); the knight's egg goes on c4.
    let mut pos = Position::from_fen(RuleSet::Chakart2020, fen).unwrap();
    let mut rng = ScriptedRng::new(&[(4, 8)]);
    pos.play(&Action::normal(sq("b1"), sq("c3")), &mut rng)
        .unwrap();
    pos.play(&Action::normal(sq("c3"), sq("d5")), &mut rng)
        .unwrap();
    assert_eq!(
        pos.fen(),
        "r3k3/7p/8/3N4/2e5/8/1e6/4K3 b 1 1111 010000000000"
    );
    // Current: the egg hatches: Chomp (3 of 8); the knight left eggs on b1 and c3.
    let mut pos = Position::from_fen(RuleSet::Chakart, fen).unwrap();
    let mut rng = ScriptedRng::new(&[(4, 8), (3, 8)]);
    pos.play(&Action::normal(sq("b1"), sq("c3")), &mut rng)
        .unwrap();
    pos.play(&Action::normal(sq("c3"), sq("d5")), &mut rng)
        .unwrap();
    assert_eq!(pos.fen(), "r3k3/7p/8/8/8/2e5/8/1e2K3 b 1 1111 010000000000");
}

#[test]
fn koopa_after_a_banana_hop() {
    // King e1-d2 takes the banana; N d3 (0 of 4) holds an egg: Koopa (1 of 8) -> back to e1.
    assert_eq!(
        run(
            RuleSet::Chakart,
            "4k3/8/8/8/8/3e4/3d4/4K3 w 0 1111 000000000000",
            &["e1d2"],
            &[(0, 4), (1, 8)]
        ),
        "4k3/8/8/8/8/8/8/4K3 b 1 1111 000000000000"
    );
}

#[test]
fn knight_egg_placement() {
    // g8-f6: long leg g7. Free: the 2020 egg goes there; current: on g8.
    let fen = "4k1n1/8/8/8/8/8/8/4K3 b 0 1111 000000000000";
    assert_eq!(
        run(RuleSet::Chakart, fen, &["g8f6"], &[]),
        "4k1e1/8/5n2/8/8/8/8/4K3 w 1 1111 000000000000"
    );
    assert_eq!(
        run(RuleSet::Chakart2020, fen, &["g8f6"], &[]),
        "4k3/6e1/5n2/8/8/8/8/4K3 w 1 1111 000000000000"
    );
}

#[test]
fn toadette_piece_on_a_banana_current() {
    // Knight b1-c3 onto an egg: Toadette (2 of 8), a rook (1 of 5), dropped on the banana on
    // h4, where it slips (see below). Toadette pieces drop nothing.
    let mut pos = Position::from_fen(
        RuleSet::Chakart,
        "4k3/8/8/8/7d/2e5/8/1N2K3 w 0 1111 000000000000",
    )
    .unwrap();
    let mut rng = ScriptedRng::new(&[(2, 8), (1, 5), (2, 3)]);
    pos.play(&Action::normal(sq("b1"), sq("c3")), &mut rng)
        .unwrap();
    assert_eq!(
        pos.fen(),
        "4k3/8/8/8/7d/2N5/8/1e2K3 w 0 1111 000000000000 ?toadette=r"
    );
    pos.play(
        &Action::Drop {
            role: None,
            to: sq("h4"),
        },
        &mut rng,
    )
    .unwrap();
    // From h4 the banana may send it N h5, S h3 or W g4 (E is off the board): g4 is 2 of 3.
    assert_eq!(pos.fen(), "4k3/8/8/8/6R1/2N5/8/1e2K3 b 1 1111 000000000000");
}
