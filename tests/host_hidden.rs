//! Hidden information in text: random Chakart games with stealth moves, narrated for the
//! public and the opponent in both languages; no sentence may depend on where the hidden
//! queen stands (checked by moving the queen elsewhere and comparing, as
//! tests/chakart_playouts.rs does for views and events).

use chakbot::host::words::i18n::Lang;
use chakbot::host::words::narrate;
use chakbot::rules::chakart::Position;
use chakbot::rules::{Event, RuleSet, StartOption, TurnReport, Variant, Viewer};
mod common;

use common::{moved_queen, stealth_often};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What `viewer` is told of a turn, in both languages. A queen reappearing is public by
/// the rules (its square is revealed), so it is left out of the comparison.
fn told(rs: RuleSet, rep: &TurnReport, viewer: Viewer) -> Vec<String> {
    let events: Vec<Event> = rep
        .events_for(viewer)
        .into_iter()
        .filter(|e| !matches!(e, Event::QueenRevealed { .. }))
        .collect();
    let mut out = Vec::new();
    for lang in Lang::ALL {
        out.extend(narrate::sentences(lang, rs, &events));
        out.extend(rep.pending.map(|p| narrate::pending(lang, p)));
    }
    out
}

#[test]
fn narration_never_depends_on_the_hidden_queen() {
    let mut compared = 0u32;
    let mut stealth_told = 0u32;
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        for seed in 0..1500u64 {
            let mut game = ChaCha8Rng::seed_from_u64(seed);
            let mut chooser = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(131) + 3);
            let mut pos = Position::start(rs, StartOption::Asymmetric, &mut game);
            for step in 0..30 {
                if pos.status().is_some() {
                    break;
                }
                let action = stealth_often(&pos, &mut chooser, 0.7);
                let fen = pos.fen();
                if let Some(other_fen) = moved_queen(&fen, step * 11 + seed as usize) {
                    let other = Position::from_fen(rs, &other_fen).expect("a valid FEN");
                    let opponent = pos.turn();
                    let (mut a, mut b) = (pos.clone(), other);
                    let ra = a.play(&action, &mut game.clone()).expect("legal");
                    let rb = b.play(&action, &mut game.clone()).expect("legal");
                    let caught = |r: &TurnReport| {
                        r.events
                            .iter()
                            .any(|e| matches!(e, Event::HiddenQueenCaptured { .. }))
                    };
                    if !caught(&ra) && !caught(&rb) {
                        compared += 1;
                        for viewer in [Viewer::Public, Viewer::Player(opponent)] {
                            assert_eq!(
                                told(rs, &ra, viewer),
                                told(rs, &rb, viewer),
                                "{fen} {action}"
                            );
                        }
                    }
                }
                let rep = pos
                    .play(&action, &mut game)
                    .expect("a listed action is legal");
                // The stealth move's destination reaches its owner only.
                let caught_here = rep
                    .events
                    .iter()
                    .any(|e| matches!(e, Event::HiddenQueenCaptured { .. }));
                for e in &rep.events {
                    if let Event::StealthMove { color, from, to } = *e {
                        stealth_told += 1;
                        for lang in Lang::ALL {
                            let public = narrate::turn(lang, rs, &rep, Viewer::Public);
                            let opp = narrate::turn(lang, rs, &rep, Viewer::Player(!color));
                            assert_eq!(public, opp);
                            let own = narrate::turn(lang, rs, &rep, Viewer::Player(color));
                            assert!(own.iter().any(|s| s.contains(&to.to_string())));
                            assert!(public.iter().any(|s| s.contains(&from.to_string())));
                            // Unless the queen landed on the other hidden queen, which the
                            // rules announce, its square is never said in public.
                            if !caught_here {
                                assert!(
                                    !public.iter().any(|s| s.contains(&to.to_string())),
                                    "{public:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(compared >= 5000, "only {compared} turns compared");
    assert!(stealth_told >= 1000, "only {stealth_told} stealth moves");
}
