//! Outcome sets and frequencies per random mechanism, over fixed seeds (deterministic): the
//! set of outcomes equals the set RULES.md allows (written here by hand) and the counts
//! pass a chi-square test against the uniform law (p = 0.001).

use chakbot::rules::chakart::Position;
use chakbot::rules::{Action, DrawPurpose, EggEffect, Event, RuleSet, Square, TurnReport, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// Chi-square critical values at p = 0.001, by degrees of freedom.
fn critical(df: usize) -> f64 {
    [
        0.0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59, 31.26, 32.91,
    ][df]
}

/// Checks that `counts` has exactly the keys `allowed` and is uniform over them.
fn check_uniform<K: Ord + std::fmt::Debug + Clone>(counts: &BTreeMap<K, u64>, allowed: &[K]) {
    let mut want: Vec<K> = allowed.to_vec();
    want.sort();
    let got: Vec<K> = counts.keys().cloned().collect();
    assert_eq!(got, want, "outcome set");
    if allowed.len() == 1 {
        return;
    }
    let n: u64 = counts.values().sum();
    let e = n as f64 / allowed.len() as f64;
    let chi: f64 = counts.values().map(|&c| (c as f64 - e).powi(2) / e).sum();
    assert!(
        chi < critical(allowed.len() - 1),
        "chi-square {chi:.1} for {counts:?}"
    );
}

/// Plays `from`-`to` from `fen` once per seed; `key` maps each report/position to an outcome.
fn tally<K: Ord>(
    rs: RuleSet,
    fen: &str,
    mv: &str,
    seeds: u64,
    mut key: impl FnMut(&TurnReport, &Position) -> Option<K>,
) -> BTreeMap<K, u64> {
    let pos = Position::from_fen(rs, fen).unwrap();
    let action = Action::normal(sq(&mv[..2]), sq(&mv[2..4]));
    let mut counts = BTreeMap::new();
    for seed in 0..seeds {
        let mut p = pos.clone();
        let rep = p
            .play(&action, &mut ChaCha8Rng::seed_from_u64(seed))
            .unwrap();
        if let Some(k) = key(&rep, &p) {
            *counts.entry(k).or_insert(0) += 1;
        }
    }
    counts
}

/// Where the moved piece's forced hop went.
fn hop_to(rep: &TurnReport, _: &Position) -> Option<String> {
    rep.events.iter().rev().find_map(|e| match e {
        Event::Hopped { to, .. } => Some(to.to_string()),
        _ => None,
    })
}

#[test]
fn banana_middle_edge_corner() {
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let c = tally(rs, "4k3/8/8/8/3d4/4K3/8/8 w 0 1111", "e3d4", 4000, hop_to);
        check_uniform(&c, &["d5".into(), "d3".into(), "e4".into(), "c4".into()]);
        let c = tally(rs, "4k3/8/8/8/d7/1K6/8/8 w 0 1111", "b3a4", 3000, hop_to);
        check_uniform(&c, &["a5".into(), "a3".into(), "b4".into()]);
        let c = tally(rs, "4k3/8/8/8/8/8/1K6/d7 w 0 1111", "b2a1", 2000, hop_to);
        check_uniform(&c, &["a2".into(), "b1".into()]);
    }
}

#[test]
fn banana_captures_any_colour_in_current_edition_only() {
    // King e3 takes the banana on d4; d5 holds a white knight, c4 a black one.
    let fen = "4k3/8/8/3N4/2nd4/4K3/8/8 w 0 1111";
    let c = tally(RuleSet::Chakart, fen, "e3d4", 4000, hop_to);
    check_uniform(&c, &["d5".into(), "d3".into(), "e4".into(), "c4".into()]);
    // 2020: only free or object squares.
    let c = tally(RuleSet::Chakart2020, fen, "e3d4", 3000, hop_to);
    check_uniform(&c, &["d3".into(), "e4".into()]);
}

#[test]
fn bomb_middle_and_corner() {
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let c = tally(rs, "4k3/8/8/8/3w4/4K3/8/8 w 0 1111", "e3d4", 4000, hop_to);
        check_uniform(&c, &["e5".into(), "c5".into(), "e3".into(), "c3".into()]);
        let c = tally(rs, "4k3/8/8/8/8/8/8/wK6 w 0 1111", "b1a1", 200, hop_to);
        check_uniform(&c, &["b2".into()]);
    }
}

fn effect(rep: &TurnReport, _: &Position) -> Option<&'static str> {
    rep.events.iter().find_map(|e| match e {
        Event::Egg { effect } => Some(effect.name()),
        _ => None,
    })
}

fn names(effects: &[EggEffect]) -> Vec<&'static str> {
    effects.iter().map(|e| e.name()).collect()
}

const KNIGHT_EGG: &str = "r3k3/7p/8/8/8/2e5/8/1N2K3 w 0 1111 000000000000";

#[test]
fn egg_odds_per_edition() {
    let c = tally(RuleSet::Chakart, KNIGHT_EGG, "b1c3", 8000, effect);
    check_uniform(&c, &names(&EggEffect::ALL));
    // 2020 with an empty pool: Toadette cannot apply.
    let c = tally(RuleSet::Chakart2020, KNIGHT_EGG, "b1c3", 7000, effect);
    let allowed: Vec<EggEffect> = EggEffect::ALL
        .into_iter()
        .filter(|&e| e != EggEffect::Toadette)
        .collect();
    check_uniform(&c, &names(&allowed));
    // 2020, lone king on an egg, nothing to recolour, empty pool; the king can move again:
    // King Boo (swap with the enemy king), Koopa, Chomp, Daisy, Bowser.
    let c = tally(
        RuleSet::Chakart2020,
        "4k3/8/8/8/8/8/4e3/4K3 w 0 1111 000000000000",
        "e1e2",
        5000,
        effect,
    );
    check_uniform(
        &c,
        &names(&[
            EggEffect::KingBoo,
            EggEffect::Koopa,
            EggEffect::Chomp,
            EggEffect::Daisy,
            EggEffect::Bowser,
        ]),
    );
}

#[test]
fn toadette_piece_is_uniform() {
    let c = tally(RuleSet::Chakart, KNIGHT_EGG, "b1c3", 24000, |rep, _| {
        rep.draws
            .iter()
            .find(|d| d.purpose == DrawPurpose::ToadettePiece)
            .map(|d| d.picked)
    });
    // 0..5 = Q R N B K; check the pending choice names the drawn role too.
    check_uniform(&c, &[0, 1, 2, 3, 4]);
    let roles = tally(
        RuleSet::Chakart,
        KNIGHT_EGG,
        "b1c3",
        2000,
        |rep, _| match rep.pending.map(|p| p.choice) {
            Some(chakbot::rules::ChoiceKind::ToadetteDrop { role: Some(r) }) => Some(r),
            _ => None,
        },
    );
    assert_eq!(roles.len(), 5);
}

fn recolored(which: EggEffect) -> impl FnMut(&TurnReport, &Position) -> Option<String> {
    move |rep, pos| {
        if effect(rep, pos) != Some(which.name()) {
            return None;
        }
        rep.events.iter().find_map(|e| match e {
            Event::Recolored { square, .. } => Some(square.to_string()),
            _ => None,
        })
    }
}

const WALUIGI_BEFORE: &str =
    "erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN b 0 1111 000000000000";

#[test]
fn luigi_and_waluigi_candidates() {
    let strs = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        // Black's rook f8-f6 hatches the egg. Waluigi: every black piece but the king,
        // the rook on f6 included.
        let c = tally(
            rs,
            WALUIGI_BEFORE,
            "f8f6",
            30000,
            recolored(EggEffect::Waluigi),
        );
        check_uniform(
            &c,
            &strs(&[
                "b8", "g8", "b6", "c6", "e6", "f6", "a5", "d5", "e5", "f5", "h5", "g4", "d3",
            ]),
        );
        // Luigi: every white piece but the king.
        let c = tally(
            rs,
            WALUIGI_BEFORE,
            "f8f6",
            30000,
            recolored(EggEffect::Luigi),
        );
        check_uniform(
            &c,
            &strs(&[
                "c5", "g5", "d4", "f4", "h4", "b3", "d2", "b1", "d1", "f1", "h1",
            ]),
        );
    }
}

#[test]
fn rook_banana_drop_square_is_uniform() {
    // Rook a1-d1 then a banana on a free diagonal neighbour of d1: c2 or e2.
    let c = tally(
        RuleSet::Chakart,
        "4k3/8/8/8/8/8/8/R3K3 w 0 1111",
        "a1d1",
        2000,
        |rep, _| {
            rep.events.iter().find_map(|e| match e {
                Event::ItemDropped { square, .. } => Some(square.to_string()),
                _ => None,
            })
        },
    );
    check_uniform(&c, &["c2".to_string(), "e2".to_string()]);
}
