//! Chakart seed diagrams (REFERENCE-NOTES §5, with RULES.md's errata) replayed with scripted
//! draws, and the set of all outcomes over many seeds.

use chakbot::rules::chakart::testing::ScriptedRng;
use chakbot::rules::chakart::Position;
use chakbot::rules::{Action, DrawPurpose, RuleSet, Square, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Action {
    Action::normal(sq(&s[..2]), sq(&s[2..4]))
}

/// Plays `moves` from `fen` with scripted draws; returns the FEN.
fn scripted(rs: RuleSet, fen: &str, moves: &[&str], script: &[(u32, u32)]) -> String {
    let mut pos = Position::from_fen(rs, fen).unwrap();
    let mut rng = ScriptedRng::new(script);
    for m in moves {
        pos.play(&mv(m), &mut rng).unwrap();
    }
    assert_eq!(rng.used(), script.len(), "every scripted draw is used");
    pos.fen()
}

/// Every distinct outcome of `moves` over `seeds` seeds.
fn outcomes(rs: RuleSet, fen: &str, moves: &[&str], seeds: u64) -> BTreeSet<String> {
    (0..seeds)
        .map(|seed| {
            let mut pos = Position::from_fen(rs, fen).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for m in moves {
                pos.play(&mv(m), &mut rng).unwrap();
            }
            pos.fen()
        })
        .collect()
}

const START_51: &str = "qbbrrnnk/pppppppp/8/8/8/8/PPPPPPPP/QBNNBKRR w 0 1111 000000000000";

#[test]
fn after_d4_nf6_bb4_both_editions() {
    let expected = "qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 1111 000000000000";
    // Bomb drop candidates around b4 in order N, S, E, W: b5, b3, c4, a4 -> c4 is 2 of 4.
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        assert_eq!(
            scripted(rs, START_51, &["d2d4", "g8f6", "e1b4"], &[(2, 4)]),
            expected
        );
        // All outcomes: the bomb on one of the four free orthogonal neighbours.
        let all = outcomes(rs, START_51, &["d2d4", "g8f6", "e1b4"], 200);
        let want: BTreeSet<String> = [
            "qbbrrnek/pppppppp/5n2/1w6/1B1P4/3m4/PPP1PPPP/QBNN1KRR b 3 1111 000000000000",
            "qbbrrnek/pppppppp/5n2/8/1B1P4/1w1m4/PPP1PPPP/QBNN1KRR b 3 1111 000000000000",
            "qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 1111 000000000000",
            "qbbrrnek/pppppppp/5n2/8/wB1P4/3m4/PPP1PPPP/QBNN1KRR b 3 1111 000000000000",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(all, want, "{rs}");
    }
}

#[test]
fn xogo_form_reads() {
    let p = Position::from_fen(
        RuleSet::Chakart,
        r#"qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 {"flags":"1111"}"#,
    )
    .unwrap();
    assert_eq!(
        p.fen(),
        "qbbrrnek/pppppppp/5n2/8/1BwP4/3m4/PPP1PPPP/QBNN1KRR b 3 1111 000000000000"
    );
}

const BEFORE_52: &str =
    "rn1b2qk/pbppwppp/1w2p3/1p1Rm3/3PdnPr/4P1d1/PPP1mP1P/NNB1KRQB w 0 1111 000000000000";

#[test]
fn bxe4_chain_ends_on_d6_2020() {
    // Banana e4: only e5 is free or an object (2020) -> no draw. Mushroom e5: jump over the
    // e6 pawn onto the e7 bomb. Bomb e7: NE f8, (NW d8 holds a bishop), SE f6, SW d6 ->
    // d6 is 2 of 3. Bishop drop around d6: only c6 -> no draw.
    let after =
        "rn1b2qk/pbpp1ppp/1wwBp3/1p1R4/3P1nPr/4P1d1/PPP1mP1P/NNB1KRQ1 b 1 1111 000000000000";
    assert_eq!(
        scripted(RuleSet::Chakart2020, BEFORE_52, &["h1e4"], &[(2, 3)]),
        after
    );
    let all = outcomes(RuleSet::Chakart2020, BEFORE_52, &["h1e4"], 300);
    assert!(all.contains(after));
    // f8: neighbours f7 pawn, g8 queen, e8 empty: the bomb goes on e8.
    // f6: neighbours f7 pawn, f5 empty, g6 empty, e6 pawn: f5 or g6.
    let want: BTreeSet<String> = [
        after,
        "rn1bwBqk/pbpp1ppp/1w2p3/1p1R4/3P1nPr/4P1d1/PPP1mP1P/NNB1KRQ1 b 1 1111 000000000000",
        "rn1b2qk/pbpp1ppp/1w2pB2/1p1R1w2/3P1nPr/4P1d1/PPP1mP1P/NNB1KRQ1 b 1 1111 000000000000",
        "rn1b2qk/pbpp1ppp/1w2pBw1/1p1R4/3P1nPr/4P1d1/PPP1mP1P/NNB1KRQ1 b 1 1111 000000000000",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(all, want);
}

#[test]
fn fxe4_chain_current_edition() {
    let before =
        "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 1111 000000000000";
    // Banana e4: N e5, S e3, E f4, W d4 -> e5 (0 of 4). Mushroom: the pawn steps north onto
    // the e6 bomb. Bomb: NE f7, NW d7, SE f5, SW d5 -> d5 (3 of 4): White's own rook.
    let after = "rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB b 2 1111 000000000000";
    let mut pos = Position::from_fen(RuleSet::Chakart, before).unwrap();
    let mut rng = ScriptedRng::new(&[(0, 4), (3, 4)]);
    let rep = pos.play(&mv("f3e4"), &mut rng).unwrap();
    assert_eq!(pos.fen(), after);
    let purposes: Vec<DrawPurpose> = rep.draws.iter().map(|d| d.purpose).collect();
    assert_eq!(purposes, [DrawPurpose::BananaHop, DrawPurpose::BombHop]);
    let all = outcomes(RuleSet::Chakart, before, &["f3e4"], 400);
    assert!(all.contains(after));
    // Every outcome, by hand: the banana sends the pawn to e5 (then the mushroom to the e6
    // bomb, which sends it to f7, d7, f5 or d5, capturing what stands there), to e3 or d4
    // (taking one of its own pawns: the same board either way) or to f4 (the knight).
    let tail = " b 2 1111 000000000000";
    let want: BTreeSet<String> = [
        "rn1b2qk/pbpp1ppp/1w3p2/1p1P4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB",
        "rn1b2qk/pbpp1ppp/1w3p2/1p1R1P2/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB",
        "rn1b2qk/pbpp1Ppp/1w3p2/1p1R4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB",
        "rn1b2qk/pbpP1ppp/1w3p2/1p1R4/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB",
        "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3P1nPr/4Pmd1/PPP1m2P/NNB1KRQB",
        "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3P1PPr/4Pmd1/PPP1m2P/NNB1KRQB",
    ]
    .iter()
    .map(|b| format!("{b}{tail}"))
    .collect();
    assert_eq!(all, want);
}

const WALUIGI_BEFORE: &str =
    "erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 0 1111 000000000000";
const WALUIGI_AFTER: &str =
    "erk3Q1/1m2e1d1/mppmnr1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN w 1 1111 000000000000";

#[test]
fn waluigi_example_both_editions() {
    // Waluigi candidates (black, not king): b8 g8 b6 c6 e6 f6 a5 d5 e5 f5 h5 g4 d3 ->
    // g8 is 1 of 13. Rook drop around f6: NE g7 (mushroom), NW e7 (egg) -> g7 (0 of 2).
    assert_eq!(
        scripted(
            RuleSet::Chakart,
            WALUIGI_BEFORE,
            &["f8f6"],
            &[(7, 8), (1, 13), (0, 2)]
        ),
        WALUIGI_AFTER
    );
    // 2020: no Toadette (empty pool): 7 applicable effects, Waluigi last.
    assert_eq!(
        scripted(
            RuleSet::Chakart2020,
            WALUIGI_BEFORE,
            &["f8f6"],
            &[(6, 7), (1, 13), (0, 2)]
        ),
        WALUIGI_AFTER
    );
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let all = outcomes(rs, WALUIGI_BEFORE, &["f8f6"], 3000);
        assert!(all.contains(WALUIGI_AFTER), "{rs}");
    }
}
