//! Chakart rules by example: FEN forms and errors, start positions, stealth queen, shell,
//! immobilization, game end.

#[path = "common/moves.rs"]
mod moves;

use chakbot::rules::chakart::testing::ScriptedRng;
use chakbot::rules::chakart::Position;
use chakbot::rules::{
    Action, DrawReason, Event, FenError, Mark, Outcome, Role, RuleSet, Square, StartOption,
    Variant, ViewCell, Viewer, WinReason,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Action {
    Action::normal(sq(&s[..2]), sq(&s[2..4]))
}

fn pos(fen: &str) -> Position {
    Position::from_fen(RuleSet::Chakart, fen).unwrap()
}

fn play(p: &mut Position, a: Action) -> chakbot::rules::TurnReport {
    p.play(&a, &mut ScriptedRng::new(&[])).unwrap()
}

/// The legal moves of `p` in coordinates, sorted.
fn coords(p: &Position) -> Vec<String> {
    moves::sorted_moves(p)
}

#[test]
fn fen_prefixes_take_defaults() {
    let full = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1111 000000000000";
    for f in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1111",
        full,
    ] {
        assert_eq!(pos(f).fen(), full);
    }
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3 b 7 0110 120000000301").fen(),
        "4k3/8/8/8/8/8/8/4K3 b 7 0110 120000000301"
    );
}

#[test]
fn fen_garbage_is_refused_clearly() {
    let err = |f: &str| Position::from_fen(RuleSet::Chakart, f).unwrap_err();
    assert!(matches!(err(""), FenError::Empty));
    assert!(matches!(
        err("8/8/8/8/8/8/8/W7"),
        FenError::UnknownLetter { letter: 'W', .. }
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 x"),
        FenError::BadField { field: "side", .. }
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 w -3"),
        FenError::BadField { field: "plies", .. }
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 w 0 1121"),
        FenError::BadField {
            field: "powers",
            ..
        }
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 w 0 111"),
        FenError::BadField {
            field: "powers",
            ..
        }
    ));
    assert!(matches!(
        err(r#"8/8/8/8/8/8/8/8 w 0 {"flags":"11"}"#),
        FenError::BadField {
            field: "powers",
            ..
        }
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 w 0 1111 0000"),
        FenError::BadField { field: "pool", .. }
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 w 0 1111 000000000000 extra"),
        FenError::TooManyFields(6)
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 w 0 1111 000000000000 ?dance"),
        FenError::BadField {
            field: "suffix",
            ..
        }
    ));
    // A promotion needs a pawn on the last rank; 2020 forms differ from current ones.
    assert!(err("8/8/8/8/8/8/8/8 w 0 1111 000000000000 ?promote=e8")
        .to_string()
        .contains("no pawn"));
    assert!(Position::from_fen(
        RuleSet::Chakart2020,
        "8/8/8/8/8/8/8/8 w 0 1111 000000000000 ?daisy"
    )
    .is_err());
    assert!(Position::from_fen(
        RuleSet::Chakart,
        "8/8/8/8/8/8/8/4K3 w 0 1111 000000000000 ?daisy=e1"
    )
    .is_err());
    assert!(Position::from_fen(
        RuleSet::Chakart2020,
        "8/8/8/8/8/8/8/4K3 w 0 1111 000000000000 ?daisy=e1"
    )
    .is_ok());
}

#[test]
fn start_positions() {
    let std = Position::start(
        RuleSet::Chakart,
        StartOption::Standard,
        &mut ChaCha8Rng::seed_from_u64(1),
    );
    assert_eq!(
        std.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1111 000000000000"
    );
    for seed in 0..300 {
        for option in [StartOption::Symmetric, StartOption::Asymmetric] {
            let p = Position::start(
                RuleSet::Chakart2020,
                option,
                &mut ChaCha8Rng::seed_from_u64(seed),
            );
            let fen = p.fen();
            let ranks: Vec<&str> = fen.split(' ').next().unwrap().split('/').collect();
            let (black, white) = (ranks[0], ranks[7]);
            for back in [black, white] {
                let mut sorted: Vec<char> = back.to_ascii_lowercase().chars().collect();
                sorted.sort();
                assert_eq!(sorted.iter().collect::<String>(), "bbknnqrr", "{fen}");
                let b: Vec<usize> = back
                    .char_indices()
                    .filter(|(_, c)| c.eq_ignore_ascii_case(&'b'))
                    .map(|(i, _)| i)
                    .collect();
                assert_ne!(b[0] % 2, b[1] % 2, "bishops on opposite colours: {fen}");
            }
            if option == StartOption::Symmetric {
                assert_eq!(black.to_ascii_uppercase(), white, "{fen}");
            }
        }
    }
}

#[test]
fn movement_table() {
    // Rook a1: passes the egg on a3 and the mushroom on a4, stops on the banana a6; on the
    // rank it stops at the bomb c1.
    let p = pos("4k3/8/d7/8/m7/e7/8/R1w1K3 w 0 0011");
    assert_eq!(
        coords(&p),
        [
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1b1", "a1c1", "e1d1", "e1d2", "e1e2", "e1f1",
            "e1f2"
        ]
    );
    // Pawns: straight onto an object, diagonal only onto an object or enemy; double step
    // over an egg but not over a banana (current edition).
    let p = pos("4k3/8/8/8/8/1n1d4/PPP1P3/4K3 w 0 0011");
    let pawn_moves: Vec<String> = coords(&p)
        .into_iter()
        .filter(|m| m.as_bytes()[1] == b'2' && !m.starts_with('e') || m.starts_with("e2"))
        .collect();
    assert_eq!(
        pawn_moves,
        ["a2a3", "a2a4", "a2b3", "c2b3", "c2c3", "c2c4", "c2d3", "e2d3", "e2e3", "e2e4"]
    );
    let p = pos("4k3/8/8/8/8/3d4/3P4/4K3 w 0 0011");
    assert!(coords(&p).contains(&"d2d3".to_string()));
    assert!(!coords(&p).contains(&"d2d4".to_string()));
    let p = Position::from_fen(RuleSet::Chakart2020, "4k3/8/8/8/8/3d4/3P4/4K3 w 0 0011").unwrap();
    assert!(coords(&p).contains(&"d2d4".to_string()));
    // An immobilized piece has no move; an immobilized king throws no shell.
    let p = pos("4k3/8/8/8/8/8/8/3UL3 w 0 1111");
    assert!(coords(&p).is_empty());
    assert_eq!(
        p.status(),
        Some(Outcome::Decisive {
            winner: chakbot::rules::Color::Black,
            reason: WinReason::NoLegalMove
        })
    );
}

#[test]
fn stealth_queen_is_hidden_until_the_opponent_has_moved() {
    let mut p = pos("4k3/8/8/8/8/8/8/3QK3 w 0 1111");
    assert!(coords(&p).contains(&"stealth d1h5".to_string()));
    let rep = play(
        &mut p,
        Action::Stealth {
            from: sq("d1"),
            to: sq("h5"),
        },
    );
    assert_eq!(p.fen(), "4k3/8/8/7I/8/8/8/4K3 b 1 1011 000000000000");
    assert_eq!(
        p.view_fen(Viewer::Public),
        "4k3/8/8/8/8/8/8/4K3 b 1 1011 000000000000"
    );
    assert_eq!(
        p.view_fen(Viewer::Player(chakbot::rules::Color::Black)),
        p.view_fen(Viewer::Public)
    );
    assert_eq!(
        p.view_fen(Viewer::Player(chakbot::rules::Color::White)),
        p.fen()
    );
    assert_eq!(p.view(Viewer::Public).get(sq("h5")), ViewCell::Empty);
    assert!(matches!(
        p.view(Viewer::Player(chakbot::rules::Color::White))
            .get(sq("h5")),
        ViewCell::Piece {
            mark: Mark::Ghost,
            ..
        }
    ));
    assert_eq!(
        rep.events_for(Viewer::Public),
        [Event::QueenVanished {
            color: chakbot::rules::Color::White,
            from: sq("d1")
        }]
    );
    // No second stealth move for White.
    let rep = play(&mut p, mv("e8e7"));
    assert!(rep.events.contains(&Event::QueenRevealed {
        color: chakbot::rules::Color::White,
        square: sq("h5")
    }));
    assert_eq!(p.fen(), "8/4k3/8/7Q/8/8/8/4K3 w 2 1011 000000000000");
    assert!(!coords(&p).iter().any(|m| m.starts_with("stealth")));
}

#[test]
fn hidden_queen_is_empty_space_for_the_opponent() {
    // White's hidden queen on e5; black pawns d6 and e6, rook a5, king e8.
    let p = pos("4k3/8/3pp3/r3I3/8/8/8/4K3 b 1 1011");
    let m = coords(&p);
    // The rook passes through e5 and beyond; nothing is a capture.
    for x in ["a5e5", "a5f5", "a5h5"] {
        assert!(m.contains(&x.to_string()), "{x}");
    }
    assert!(p.legal_moves().iter().all(|d| !d.capture));
    // A pawn may move straight onto it (capturing it), never diagonally.
    assert!(m.contains(&"e6e5".to_string()));
    assert!(!m.contains(&"d6e5".to_string()));
    let mut q = p.clone();
    // The rook's banana: diagonal neighbours of h5 are g6, g4 -> g6 (0 of 2).
    let rep = q
        .play(&mv("a5h5"), &mut ScriptedRng::new(&[(0, 2)]))
        .unwrap();
    assert!(!rep
        .events
        .iter()
        .any(|e| matches!(e, Event::HiddenQueenCaptured { .. })));
    assert_eq!(q.fen(), "4k3/8/3pp1d1/4Q2r/8/8/8/4K3 w 2 1011 000000000000");
    let mut q = p.clone();
    let rep = play(&mut q, mv("e6e5"));
    assert!(rep.events.contains(&Event::HiddenQueenCaptured {
        piece: chakbot::rules::Piece::new(chakbot::rules::Color::White, Role::Queen),
        square: sq("e5"),
    }));
    assert_eq!(q.fen(), "4k3/8/3pm3/r3p3/8/8/8/4K3 w 2 1011 000000000000");
}

#[test]
fn shell_passes_over_soft_things() {
    // King e1: north over an egg (e2), a mushroom (e3) and Black's hidden queen (e4) to the
    // pawn on e7; east it hits the bomb on g1; north-west its own knight stops the line.
    let p = pos("4k3/4p3/8/8/4i3/4m3/3Ne3/4K1w1 w 2 1110");
    let shells: Vec<String> = coords(&p)
        .into_iter()
        .filter(|m| m.starts_with("shell"))
        .collect();
    assert_eq!(shells, ["shell e1e7", "shell e1g1"]);
    let mut q = p.clone();
    play(
        &mut q,
        Action::Shell {
            from: sq("e1"),
            target: sq("e7"),
        },
    );
    // Black's queen is revealed at the end of White's turn.
    assert_eq!(
        q.fen(),
        "4k3/8/8/8/4q3/4m3/3Ne3/4K1w1 b 3 0110 000000000000"
    );
    // The shell takes the last king: White wins.
    let mut q = pos("4k3/8/8/8/8/8/8/4K3 w 0 1111");
    play(
        &mut q,
        Action::Shell {
            from: sq("e1"),
            target: sq("e8"),
        },
    );
    assert_eq!(
        q.status(),
        Some(Outcome::Decisive {
            winner: chakbot::rules::Color::White,
            reason: WinReason::KingsCaptured
        })
    );
}

#[test]
fn own_banana_can_cost_both_kings() {
    // A banana hop onto one's own last king loses; both kings lost is a draw.
    let mut p = pos("8/8/8/8/8/3Kk3/3d4/3R4 w 0 1111");
    // Rook d1 takes the banana on d2, hops north (0 of 4) onto its own king on d3, then
    // drops its banana on a diagonal neighbour of d3 (e4 c4 e2 c2: e4, 0 of 4).
    let mut rng = ScriptedRng::new(&[(0, 4), (0, 4)]);
    p.play(&mv("d1d2"), &mut rng).unwrap();
    assert_eq!(
        p.status(),
        Some(Outcome::Decisive {
            winner: chakbot::rules::Color::Black,
            reason: WinReason::KingsCaptured
        })
    );
    assert_eq!(p.fen(), "8/8/8/8/4d3/3Rk3/8/8 b 1 1111 000000000000");
    let both = pos("8/8/8/8/8/8/8/8 w 0 1111");
    assert_eq!(
        both.status(),
        Some(Outcome::Draw(DrawReason::BothKingsLost))
    );
}
