//! Turn highlights in board views: last move and Chakart paths come from the events the
//! viewer may know, so a stealth move shows the public only the square its queen left.

use chakbot::rules::chakart::testing::ScriptedRng;
use chakbot::rules::{Action, AnyPosition, Color, RuleSet, Square, Viewer};

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

#[test]
fn a_chakart_chain_is_drawn_square_by_square() {
    // Seed 004's 1.fxe4 (errata applied): banana e4 -> e5 (mushroom) -> e6 (bomb) -> d5.
    let before =
        "rn1b2qk/pbpp1ppp/1w2wp2/1p1Rm3/3PdnPr/4PPd1/PPP1m2P/NNB1KRQB w 1 1111 000000000000";
    let mut pos = AnyPosition::from_fen(RuleSet::Chakart, before).expect("seed FEN");
    let mut rng = ScriptedRng::new(&[(0, 4), (3, 4)]);
    let report = pos
        .play(&Action::normal(sq("f3"), sq("e4")), &mut rng)
        .expect("legal");
    for viewer in [
        Viewer::Public,
        Viewer::Player(Color::White),
        Viewer::Player(Color::Black),
    ] {
        let mut view = pos.view(viewer);
        view.show_turn(&report.events);
        assert_eq!(view.last_move, [sq("f3"), sq("d5")], "{viewer:?}");
        assert_eq!(
            view.path,
            ["f3", "e4", "e5", "e6", "d5"].map(sq),
            "{viewer:?}"
        );
    }
}

#[test]
fn a_stealth_move_shows_the_public_only_the_square_left() {
    let mut pos = AnyPosition::from_fen(
        RuleSet::Chakart,
        "rnbqkbnr/pppppppp/8/8/8/8/PPP2PPP/RNBQKBNR w 0 1111 000000000000",
    )
    .expect("FEN");
    let mut rng = ScriptedRng::new(&[]);
    let report = pos
        .play(
            &Action::Stealth {
                from: sq("d1"),
                to: sq("g4"),
            },
            &mut rng,
        )
        .expect("legal");
    for viewer in [Viewer::Public, Viewer::Player(Color::Black)] {
        let mut view = pos.view(viewer);
        view.show_turn(&report.events);
        assert_eq!(view.last_move, [sq("d1")], "{viewer:?}");
        assert!(view.path.is_empty());
    }
    let mut own = pos.view(Viewer::Player(Color::White));
    own.show_turn(&report.events);
    assert_eq!(own.last_move, [sq("d1"), sq("g4")]);
}

#[test]
fn castling_and_koopa_bounces_highlight_their_ends_and_bounces_their_path() {
    let mut pos =
        AnyPosition::from_fen(RuleSet::Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1").expect("FEN");
    let report = pos
        .play(&Action::normal(sq("e1"), sq("g1")), &mut rand::rng())
        .expect("legal");
    let mut view = pos.view(Viewer::Public);
    view.show_turn(&report.events);
    assert_eq!(view.last_move, [sq("e1"), sq("g1")]);
    // Koopa seed 001: 1.fxe5 bounces over d6, c7 and b8 and falls off: the highlight
    // runs from f4 to the last square the pawn reached.
    let mut pos = AnyPosition::from_fen(
        RuleSet::Koopa,
        "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -",
    )
    .expect("seed FEN");
    let report = pos
        .play(&Action::normal(sq("f4"), sq("e5")), &mut rand::rng())
        .expect("legal");
    let mut view = pos.view(Viewer::Public);
    view.show_turn(&report.events);
    assert_eq!(view.last_move, [sq("f4"), sq("b8")]);
    // The bounce is drawn square by square, like a Chakart chain (issue 14).
    assert_eq!(
        view.path,
        ["f4", "e5", "d6", "c7", "b8"].map(sq),
        "{:?}",
        report.events
    );
}

#[test]
fn once_the_game_is_over_everything_is_revealed() {
    use chakbot::rules::{Event, ViewCell};
    let mut pos = AnyPosition::from_fen(
        RuleSet::Chakart,
        "rnbqkbnr/pppppppp/8/8/8/8/PPP2PPP/RNBQKBNR w 0 1111 000000000000",
    )
    .expect("FEN");
    let report = pos
        .play(
            &Action::Stealth {
                from: sq("d1"),
                to: sq("g4"),
            },
            &mut ScriptedRng::new(&[]),
        )
        .expect("legal");
    assert!(matches!(
        pos.view(Viewer::Public).get(sq("g4")),
        ViewCell::Empty
    ));
    assert!(matches!(
        pos.view(Viewer::Revealed).get(sq("g4")),
        ViewCell::Piece { .. }
    ));
    let revealed = report.events_for(Viewer::Revealed);
    assert!(revealed
        .iter()
        .any(|e| matches!(e, Event::StealthMove { to, .. } if *to == sq("g4"))));
}

/// Random Koopa games (fixed seed): a capture that bounces draws its way, like a Chakart
/// chain, through the capture square to where the capturer landed.
#[test]
fn a_koopa_bounce_draws_its_path() {
    use chakbot::rules::{Event, StartOption};
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut bounces = 0;
    for _ in 0..20 {
        let mut pos = AnyPosition::start(RuleSet::Koopa, StartOption::Standard, &mut rng);
        for _ in 0..120 {
            let moves = pos.legal_moves();
            let Some(m) = moves.choose(&mut rng) else {
                break;
            };
            let report = pos.play(&m.action, &mut rng).expect("a listed move");
            let mut view = pos.view(Viewer::Public);
            view.show_turn(&report.events);
            let bounced: Vec<(Square, Square)> = report
                .events
                .iter()
                .filter_map(|e| match e {
                    Event::Bounced { from, to, .. } => Some((*from, *to)),
                    _ => None,
                })
                .collect();
            if let Some(&(_, last)) = bounced.last() {
                bounces += 1;
                assert!(view.path.len() > 2, "{:?} {:?}", report.events, view.path);
                assert_eq!(view.path.first(), Some(&m.from));
                assert_eq!(view.path.last(), Some(&last));
                assert_eq!(view.last_move, [m.from, last]);
            }
            if pos.status().is_some() {
                break;
            }
        }
    }
    assert!(bounces > 0, "some captures bounced");
}

/// The answer to a choice that moves nothing (a promotion piece) keeps the highlight of
/// the move it answers: the host shows the move's events, then the answer's.
#[test]
fn the_last_move_stays_highlighted_after_a_choice() {
    use chakbot::rules::{Event, Piece, Role};
    let pos = AnyPosition::from_fen(RuleSet::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("FEN");
    let mut view = pos.view(Viewer::Public);
    let moved = [Event::Moved {
        piece: Piece {
            color: Color::White,
            role: Role::Rook,
        },
        from: sq("a1"),
        to: sq("a7"),
    }];
    view.show_turn(&moved);
    assert_eq!(view.last_move, [sq("a1"), sq("a7")]);
    view.show_turn(&[Event::Promoted {
        square: sq("a7"),
        role: Role::Queen,
    }]);
    assert_eq!(view.last_move, [sq("a1"), sq("a7")], "a choice keeps it");
}
