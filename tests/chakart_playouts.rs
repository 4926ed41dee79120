//! Random Chakart playouts in both editions: no panic, the game ends or hits the cap, the
//! FEN round-trips at every step (pending choices included), same seed => same game, and
//! the hidden queen leaks nothing to the public or the opponent.

use chakbot::rules::chakart::Position;
use chakbot::rules::{Event, Mark, RuleSet, StartOption, TurnReport, Variant, ViewCell, Viewer};
mod common;

use common::{moved_queen, stealth_often};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn playout(
    rs: RuleSet,
    seed: u64,
    cap: usize,
    mut check: impl FnMut(&Position),
) -> Vec<TurnReport> {
    let mut game = ChaCha8Rng::seed_from_u64(seed);
    let mut chooser = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9);
    let mut pos = Position::start(rs, StartOption::Asymmetric, &mut game);
    let mut reports = Vec::new();
    for _ in 0..cap {
        check(&pos);
        if pos.status().is_some() {
            break;
        }
        let action = stealth_often(&pos, &mut chooser, 0.5);
        reports.push(
            pos.play(&action, &mut game)
                .expect("a listed action is legal"),
        );
    }
    check(&pos);
    reports
}

#[test]
fn playouts_never_panic_and_round_trip() {
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let mut ended = 0;
        for seed in 0..150 {
            let mut last = None;
            playout(rs, seed, 400, |pos| {
                let fen = pos.fen();
                let back = Position::from_fen(rs, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert_eq!(&back, pos, "{fen}");
                assert_eq!(back.fen(), fen);
                if pos.pending().is_some() {
                    assert!(pos.status().is_none());
                    assert!(
                        !pos.legal_moves().is_empty(),
                        "a choice always has an answer: {fen}"
                    );
                }
                last = Some(pos.status());
            });
            if last.flatten().is_some() {
                ended += 1;
            }
        }
        // Random play loses kings quickly: most games end before the cap.
        assert!(ended > 100, "{rs}: only {ended} of 150 games ended");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    /// Same seed and same actions: the same game, bit for bit (reports, draws, FENs).
    #[test]
    fn same_seed_same_game(seed in proptest::prelude::any::<u64>(), y2020 in proptest::prelude::any::<bool>()) {
        let rs = if y2020 { RuleSet::Chakart2020 } else { RuleSet::Chakart };
        let mut fens = (Vec::new(), Vec::new());
        let a = playout(rs, seed, 200, |p| fens.0.push(p.fen()));
        let b = playout(rs, seed, 200, |p| fens.1.push(p.fen()));
        proptest::prop_assert_eq!(a, b);
        proptest::prop_assert_eq!(fens.0, fens.1);
    }
}

fn public_events(rep: &TurnReport, viewer: Viewer) -> Vec<Event> {
    rep.events_for(viewer)
        .into_iter()
        .filter(|e| !matches!(e, Event::QueenRevealed { .. }))
        .collect()
}

#[test]
fn hidden_queen_leaks_nothing() {
    let mut checked = 0u32;
    let mut stealth_games = 0u32;
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        let mut games_here = 0;
        for seed in 0..20_000u64 {
            if games_here >= 5000 {
                break;
            }
            let mut game = ChaCha8Rng::seed_from_u64(seed);
            let mut chooser = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31) + 7);
            let mut pos = Position::start(rs, StartOption::Asymmetric, &mut game);
            let mut had_stealth = false;
            for step in 0..24 {
                if pos.status().is_some() {
                    break;
                }
                let action = stealth_often(&pos, &mut chooser, 0.5);
                let fen = pos.fen();
                if let Some(other_fen) = moved_queen(&fen, step * 7 + seed as usize) {
                    had_stealth = true;
                    checked += 1;
                    let other = Position::from_fen(rs, &other_fen).unwrap();
                    let owner = !pos.turn();
                    let opponent = pos.turn();
                    // The owner sees a ghost queen.
                    let v = pos.view(Viewer::Player(owner));
                    assert!(v.cells.iter().any(|c| matches!(
                        c,
                        ViewCell::Piece {
                            mark: Mark::Ghost,
                            ..
                        }
                    )));
                    for viewer in [Viewer::Public, Viewer::Player(opponent)] {
                        assert_eq!(pos.view(viewer), other.view(viewer), "{fen}");
                        assert_eq!(pos.view_fen(viewer), other.view_fen(viewer));
                    }
                    assert_eq!(pos.legal_moves(), other.legal_moves(), "{fen}");
                    // The same action and draws: the same public story, unless the queen
                    // was caught (which is announced).
                    let mut a = pos.clone();
                    let mut b = other.clone();
                    let ra = a.play(&action, &mut game.clone());
                    let rb = b.play(&action, &mut game.clone());
                    let (ra, rb) = (ra.unwrap(), rb.unwrap());
                    let caught = |r: &TurnReport| {
                        r.events
                            .iter()
                            .any(|e| matches!(e, Event::HiddenQueenCaptured { .. }))
                    };
                    if !caught(&ra) && !caught(&rb) {
                        assert_eq!(ra.draws, rb.draws, "{fen} {action}");
                        for viewer in [Viewer::Public, Viewer::Player(opponent)] {
                            assert_eq!(public_events(&ra, viewer), public_events(&rb, viewer));
                        }
                        if a.pending().is_some() {
                            assert_eq!(a.legal_moves(), b.legal_moves());
                            assert_eq!(a.view(Viewer::Public), b.view(Viewer::Public));
                        }
                    }
                }
                let rep = pos.play(&action, &mut game).unwrap();
                for e in rep.events_for(Viewer::Public) {
                    assert!(!matches!(e, Event::StealthMove { .. }));
                }
            }
            stealth_games += u32::from(had_stealth);
            games_here += u32::from(had_stealth);
        }
    }
    assert!(
        stealth_games >= 10_000,
        "{stealth_games} games had a hidden queen"
    );
    assert!(checked >= 10_000, "{checked} positions checked");
}
