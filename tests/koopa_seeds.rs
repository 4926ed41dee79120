//! Koopa chess: the seed 001 diagrams move by move, then hand-made rule tests. Every
//! expected FEN here was worked out by hand from RULES.md and REFERENCE-NOTES §3.

#[path = "common/moves.rs"]
mod sorted;

use chakbot::rules::koopa::Position;
use chakbot::rules::{
    Action, CastleSide, Color, DrawReason, Event, Mark, MoveError, Outcome, Piece, Role, RuleSet,
    Square, Variant, ViewCell, Viewer, WinReason,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(RuleSet::Koopa, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn action(text: &str) -> Action {
    Action::Move {
        from: sq(&text[0..2]),
        to: sq(&text[2..4]),
        promotion: text.chars().nth(4).and_then(Role::from_char),
    }
}

fn try_play(p: &mut Position, text: &str) -> Result<Vec<Event>, MoveError> {
    p.play(&action(text), &mut rand::rng()).map(|r| r.events)
}

fn play(p: &mut Position, text: &str) -> Vec<Event> {
    try_play(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()))
}

/// The legal moves of `p` in coordinates, sorted.
fn moves(p: &Position) -> Vec<String> {
    sorted::sorted_moves(p)
}

fn piece(c: char) -> Piece {
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Piece::new(color, Role::from_char(c).unwrap())
}

/// Plays `text` and checks the FEN after it.
fn step(p: &mut Position, text: &str, after: &str) -> Vec<Event> {
    let events = play(p, text);
    assert_eq!(p.fen(), after, "after {text}");
    assert_eq!(pos(after).fen(), after, "round trip");
    events
}

// ---------------------------------------------------------------------------------------
// Seed 001 (REFERENCE-NOTES §3.6)

#[test]
fn seed_001_move_by_move() {
    let mut p = pos("nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -");
    // 1.fxe5: e5 stunned, bounce over d6, c7, b8, then off the board.
    let ev = step(
        &mut p,
        "f4e5",
        "nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR b 1 dhbf e54,d64,c74,b84",
    );
    assert!(ev.contains(&Event::FellOff {
        piece: piece('P'),
        from: sq("b8")
    }));
    // 1...Qg5: every level drops to 3.
    step(
        &mut p,
        "d8g5",
        "nuk1nrbb/pps2ppp/3s4/4s1q1/1P6/8/P1PPP1PP/BNQRNBKR w 2 dhbf e53,d63,c73,b83",
    );
    // 2.Bxe5: the stunned pawn is kicked with g7 and h8 (f6 empty), the bishop stays.
    let ev = step(
        &mut p,
        "a1e5",
        "nuk1nrb1/pps2p1p/3s4/4B1q1/1P6/8/P1PPP1PP/1NQRNBKR b 3 dhbf d62,c72,b82",
    );
    assert!(ev.contains(&Event::Kicked {
        piece: piece('p'),
        square: sq("e5")
    }));
    assert!(ev.contains(&Event::Captured {
        piece: piece('p'),
        square: sq("g7")
    }));
    assert!(ev.contains(&Event::Captured {
        piece: piece('b'),
        square: sq("h8")
    }));
    // 2...Qxe5: the bishop is stunned, the queen bounces west to d5.
    step(
        &mut p,
        "g5e5",
        "nuk1nrb1/pps2p1p/3s4/3qC3/1P6/8/P1PPP1PP/1NQRNBKR w 4 dhbf d61,c71,b81,e54",
    );
    // 3.Nc3: d6, c7, b8 recover.
    let ev = step(
        &mut p,
        "b1c3",
        "nrk1nrb1/ppp2p1p/3p4/3qC3/1P6/2N5/P1PPP1PP/2QRNBKR b 5 dhbf e53",
    );
    assert_eq!(
        ev.last(),
        Some(&Event::Recovered {
            squares: vec![sq("d6"), sq("c7"), sq("b8")]
        })
    );
    // The stunned bishop shows its level.
    assert_eq!(
        p.view(Viewer::Public).get(sq("e5")),
        ViewCell::Piece {
            piece: piece('B'),
            mark: Mark::Stunned(3)
        }
    );
}

#[test]
fn seed_diagram_boards_parse() {
    for board in [
        "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR",
        "nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR",
        "nuk1nrb1/pps2p1p/3s4/4B1q1/1P6/8/P1PPP1PP/1NQRNBKR",
        "nuk1nrb1/pps2p1p/3s4/3qC3/1P6/8/P1PPP1PP/1NQRNBKR",
    ] {
        let p = pos(board);
        assert!(p.fen().starts_with(board));
    }
    // A bare board's stunned letters are read at level 4, rank 8 first.
    assert_eq!(
        pos("nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR").fen(),
        "nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR w 0 ---- b84,c74,d64,e54"
    );
}

// ---------------------------------------------------------------------------------------
// FEN

#[test]
fn start_positions() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -";
    let mut rng = rand::rng();
    let p = Position::start(
        RuleSet::Koopa,
        chakbot::rules::StartOption::Standard,
        &mut rng,
    );
    assert_eq!(p.fen(), start);
    assert_eq!(moves(&p).len(), 20);
}

#[test]
fn fen_defaults_and_shortened_forms() {
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3").fen(),
        "4k3/8/8/8/8/8/8/4K3 w 0 ---- -"
    );
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3 b").fen(),
        "4k3/8/8/8/8/8/8/4K3 b 0 ---- -"
    );
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3 b 7").fen(),
        "4k3/8/8/8/8/8/8/4K3 b 7 ---- -"
    );
    assert_eq!(
        pos("r3k2r/8/8/8/8/8/8/R3K2R w 3 ahah").fen(),
        "r3k2r/8/8/8/8/8/8/R3K2R w 3 ahah -"
    );
    // Castling '-' alone, and the reference's 'i' for a lost right.
    assert_eq!(
        pos("r3k2r/8/8/8/8/8/8/R3K2R w 0 -").fen(),
        "r3k2r/8/8/8/8/8/8/R3K2R w 0 ---- -"
    );
    assert_eq!(
        pos("r3k2r/8/8/8/8/8/8/R3K2R w 0 aiih -").fen(),
        "r3k2r/8/8/8/8/8/8/R3K2R w 0 a--h -"
    );
}

#[test]
fn fen_errors_say_what_is_wrong() {
    let err = |f: &str| {
        Position::from_fen(RuleSet::Koopa, f)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err("4k3/8/8/4s3/8/8/8/4K3 w 0 ---- -"),
        "the piece on e5 is written stunned, but the stuns field gives no level for e5"
    );
    assert!(err("4k3/8/8/4p3/8/8/8/4K3 w 0 ---- e53").contains("not stunned"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w 0 ---- e53").contains("no piece"));
    assert!(err("4k3/8/8/4s3/8/8/8/4K3 w 0 ---- e55").contains("level 1-4"));
    assert!(err("4k3/8/8/4s3/8/8/8/4K3 w 0 ---- e53,e52").contains("twice"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 x").contains("side"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w -1").contains("plies"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w 0 ahahh").contains("castling"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w 0 ajah").contains("castling"));
    assert!(err("4k3/8/8/8/8/8/8/4K3 w 0 ---- - x").contains("fields"));
    assert!(err("4k2K/8/8/8/8/8/8/4K3 w").contains("2 kings"));
    assert!(err("4k2P/8/8/8/8/8/8/4K3 w").contains("h8"));
    assert_eq!(
        err("4k3/8/8/8/8/8/8/4K4"),
        "rank 1 has 9 squares (a rank has 8)"
    );
    assert!(err("4k3/8/8/8/8/8/8/4M3").contains("'M'"));
    assert!(Position::from_fen(RuleSet::Koopa, "").is_err());
}

#[test]
fn missing_king_is_read_and_has_no_moves() {
    let p = pos("8/8/8/8/8/8/8/4K3 b 9 ---- -");
    assert!(moves(&p).is_empty());
    assert_eq!(
        p.status(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::KingKicked
        })
    );
    assert_eq!(p.perft(3), 0);
}

// ---------------------------------------------------------------------------------------
// Bounces

#[test]
fn bounce_over_own_and_enemy_pieces_stuns_them() {
    let mut p = pos("4k3/8/8/8/R1pNb3/8/8/4K3 w 0 ---- -");
    step(
        &mut p,
        "a4c4",
        "4k3/8/8/8/2sOcR2/8/8/4K3 b 1 ---- c44,d44,e44",
    );
}

#[test]
fn bounce_over_a_stunned_piece_keeps_its_level() {
    let mut p = pos("4k3/8/8/8/R1pNc3/8/8/4K3 w 0 ---- e42");
    step(
        &mut p,
        "a4c4",
        "4k3/8/8/8/2sOcR2/8/8/4K3 b 1 ---- e41,c44,d44",
    );
}

#[test]
fn bounce_off_the_board_loses_the_capturer() {
    let mut p = pos("4k3/8/8/R5pn/8/8/8/4K3 w 0 ---- -");
    let ev = step(&mut p, "a5g5", "4k3/8/8/6so/8/8/8/4K3 b 1 ---- g54,h54");
    assert_eq!(
        ev.last(),
        Some(&Event::FellOff {
            piece: piece('R'),
            from: sq("h5")
        })
    );
}

#[test]
fn knight_bounces_by_repeating_its_vector() {
    // Nb1xc3 goes on to d5 (own pawn: stunned) and lands on e7.
    let mut p = pos("4k3/8/8/3P4/8/2p5/8/1N2K3 w 0 ---- -");
    step(&mut p, "b1c3", "4k3/4N3/8/3S4/8/2s5/8/4K3 b 1 ---- c34,d54");
    // Ne3xd5 lands on c7; with c7 taken it flies off the board from there.
    let mut p = pos("4k3/8/8/3p4/8/4N3/8/4K3 w 0 ---- -");
    step(&mut p, "e3d5", "4k3/2N5/8/3s4/8/8/8/4K3 b 1 ---- d54");
    let mut p = pos("4k3/2p5/8/3p4/8/4N3/8/4K3 w 0 ---- -");
    step(&mut p, "e3d5", "4k3/2s5/8/3s4/8/8/8/4K3 b 1 ---- d54,c74");
}

#[test]
fn king_may_capture_when_it_lands_but_not_when_it_bounces_off() {
    let p = pos("4k3/8/8/8/8/8/7p/6K1 w 0 ---- -");
    assert_eq!(moves(&p), ["g1f1", "g1f2", "g1g2", "g1h1"]);
    let mut q = p.clone();
    let err = try_play(&mut q, "g1h2").unwrap_err().to_string();
    assert!(err.contains("own king"), "{err}");
    assert_eq!(q, p, "a refused move changes nothing");
    let mut p = pos("4k3/8/8/3p4/4K3/8/8/8 w 0 ---- -");
    step(&mut p, "e4d5", "4k3/8/2K5/3s4/8/8/8/8 b 1 ---- d54");
}

#[test]
fn stunning_own_king_is_legal() {
    let mut p = pos("4k3/8/8/8/RpK5/8/8/8 w 0 ---- -");
    step(&mut p, "a4b4", "4k3/8/8/8/1sLR4/8/8/8 b 1 ---- b44,c44");
}

// ---------------------------------------------------------------------------------------
// Kicks

#[test]
fn kick_removes_the_whole_line_through_gaps() {
    let mut p = pos("2n4k/8/8/2P5/8/2c5/8/K1R5 w 0 ---- c32");
    let ev = step(&mut p, "c1c3", "7k/8/8/8/8/2R5/8/K7 b 1 ---- -");
    assert_eq!(
        ev,
        vec![
            Event::Moved {
                piece: piece('R'),
                from: sq("c1"),
                to: sq("c3")
            },
            Event::Kicked {
                piece: piece('b'),
                square: sq("c3")
            },
            Event::Captured {
                piece: piece('P'),
                square: sq("c5")
            },
            Event::Captured {
                piece: piece('n'),
                square: sq("c8")
            },
        ]
    );
}

#[test]
fn kicking_own_king_off_is_illegal() {
    let p = pos("2K4k/8/8/8/8/2c5/8/2R5 w 0 ---- c32");
    let m = moves(&p);
    assert!(!m.contains(&"c1c3".to_string()));
    assert_eq!(m.len(), 13); // rook a1 b1 d1-h1 c2, king b8 d8 b7 c7 d7
    let mut q = p.clone();
    assert!(try_play(&mut q, "c1c3")
        .unwrap_err()
        .to_string()
        .contains("own king"));
}

#[test]
fn knight_kick_follows_multiples_of_its_vector() {
    // Nb1xc3 (stunned) kicks along c3, d5 (empty: gaps do not stop it), e7 (a pawn).
    let mut p = pos("7k/4p3/8/8/8/2o5/8/1N2K3 w 0 ---- c31");
    step(&mut p, "b1c3", "7k/8/8/8/8/2N5/8/4K3 b 1 ---- -");
}

#[test]
fn win_when_the_king_is_kicked() {
    let mut p = pos("4l3/8/8/8/8/8/8/4R1K1 w 0 ---- e82");
    step(&mut p, "e1e8", "4R3/8/8/8/8/8/8/6K1 b 1 ---- -");
    let win = Some(Outcome::Decisive {
        winner: Color::White,
        reason: WinReason::KingKicked,
    });
    assert_eq!(p.status(), win);
    assert!(moves(&p).is_empty());
    assert_eq!(try_play(&mut p, "e8e7"), Err(MoveError::GameOver));
    // The king standing further along a kick line goes too.
    let mut p = pos("4k3/8/4s3/8/8/8/8/4R1K1 w 0 ---- e62");
    step(&mut p, "e1e6", "8/8/4R3/8/8/8/8/6K1 b 1 ---- -");
    assert_eq!(p.status(), win);
}

// ---------------------------------------------------------------------------------------
// Stuns

#[test]
fn stunned_pieces_cannot_move_and_recover_after_four_half_moves() {
    let mut p = pos("4k3/8/8/8/8/8/8/U3K3 w 0 ---- a14");
    assert_eq!(moves(&p), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
    let err = try_play(&mut p, "a1a2").unwrap_err().to_string();
    assert!(err.contains("stunned"), "{err}");
    step(&mut p, "e1e2", "4k3/8/8/8/8/8/4K3/U7 b 1 ---- a13");
    step(&mut p, "e8e7", "8/4k3/8/8/8/8/4K3/U7 w 2 ---- a12");
    step(&mut p, "e2e1", "8/4k3/8/8/8/8/8/U3K3 b 3 ---- a11");
    let ev = step(&mut p, "e7e8", "4k3/8/8/8/8/8/8/R3K3 w 4 ---- -");
    assert_eq!(
        ev.last(),
        Some(&Event::Recovered {
            squares: vec![sq("a1")]
        })
    );
    assert!(moves(&p).contains(&"a1a8".to_string()));
}

#[test]
fn no_legal_move_is_a_draw() {
    let p = pos("4l3/8/8/8/8/8/8/4K3 b 0 ---- e83");
    assert!(moves(&p).is_empty());
    assert_eq!(p.status(), Some(Outcome::Draw(DrawReason::NoLegalMove)));
}

// ---------------------------------------------------------------------------------------
// Castling

#[test]
fn castling_king_takes_own_rook() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w 0 ahah -");
    let descs = p.legal_moves();
    let castles: Vec<_> = descs.iter().filter_map(|m| m.castle).collect();
    assert_eq!(castles.len(), 2);
    assert!(descs
        .iter()
        .any(|m| m.action == action("e1h1") && m.castle == Some(CastleSide::King)));
    let mut q = p.clone();
    step(&mut q, "e1h1", "r3k2r/8/8/8/8/8/8/R4RK1 b 1 --ah -");
    let mut q = p.clone();
    step(&mut q, "e1a1", "r3k2r/8/8/8/8/8/8/2KR3R b 1 --ah -");
    // Black too.
    let mut q = pos("r3k2r/8/8/8/8/8/8/R3K2R b 0 ahah -");
    step(&mut q, "e8a8", "2kr3r/8/8/8/8/8/8/R3K2R w 1 ah-- -");
}

#[test]
fn castling_chess960_style_paths() {
    // The rook crosses b1: blocked.
    let m = moves(&pos("r3k2r/8/8/8/8/8/8/RN2K2R w 0 ahah -"));
    assert!(!m.contains(&"e1a1".to_string()) && m.contains(&"e1h1".to_string()));
    // King b1, rook a1: king to c1, rook to d1.
    let mut p = pos("4k3/8/8/8/8/8/8/RK6 w 0 a--- -");
    step(&mut p, "b1a1", "4k3/8/8/8/8/8/8/2KR4 b 1 ---- -");
    // King g1, rook h1: only the rook moves.
    let mut p = pos("4k3/8/8/8/8/8/8/6KR w 0 -h-- -");
    step(&mut p, "g1h1", "4k3/8/8/8/8/8/8/5RK1 b 1 ---- -");
    // King b1, rook a1, something on d1: the rook cannot land.
    assert!(!moves(&pos("4k3/8/8/8/8/8/8/RK1N4 w 0 a--- -")).contains(&"b1a1".to_string()));
}

#[test]
fn stunned_rook_or_king_cannot_castle() {
    let m = moves(&pos("r3k2r/8/8/8/8/8/8/R3K2U w 0 ahah h12"));
    assert!(m.contains(&"e1a1".to_string()) && !m.contains(&"e1h1".to_string()));
    let m = moves(&pos("r3k2r/8/8/8/8/8/8/R3L2R w 0 ahah e12"));
    assert!(!m.iter().any(|m| m.starts_with("e1")));
}

#[test]
fn castling_right_lost_when_its_square_is_captured_not_when_bounced_over() {
    let mut p = pos("r3k2r/8/8/8/8/2b5/8/R3K2R b 0 ahah -");
    step(&mut p, "c3a1", "r3k2r/8/8/8/8/8/8/U3K2R w 1 -hah a14");
    let mut p = pos("r3k2r/8/8/8/8/7q/7P/R3K2R b 0 ahah -");
    step(&mut p, "h3h2", "r3k2r/8/8/8/8/8/7S/R3K2U w 1 ahah h24,h14");
    // Rook and king moves lose rights.
    let mut p = pos("r3k2r/8/8/8/8/8/8/R3K2R w 0 ahah -");
    step(&mut p, "h1h2", "r3k2r/8/8/8/8/8/7R/R3K3 b 1 a-ah -");
    step(&mut p, "e8d8", "r2k3r/8/8/8/8/8/7R/R3K3 w 2 a--- -");
}

// ---------------------------------------------------------------------------------------
// Promotion

#[test]
fn promotion_after_a_bounce_with_four_choices() {
    let p = pos("4k3/2p5/1P6/8/8/8/8/4K3 w 0 ---- -");
    let m = moves(&p);
    for r in ["q", "r", "b", "n"] {
        assert!(m.contains(&format!("b6c7{r}")), "{m:?}");
    }
    assert!(!m.contains(&"b6c7".to_string()));
    assert_eq!(m.len(), 10);
    let mut q = p.clone();
    let ev = step(&mut q, "b6c7q", "3Qk3/2s5/8/8/8/8/8/4K3 b 1 ---- c74");
    assert!(ev.contains(&Event::Promoted {
        square: sq("d8"),
        role: Role::Queen
    }));
    let mut q = p.clone();
    step(&mut q, "b6c7n", "3Nk3/2s5/8/8/8/8/8/4K3 b 1 ---- c74");
    let mut q = p.clone();
    assert!(try_play(&mut q, "b6c7")
        .unwrap_err()
        .to_string()
        .contains("promotes"));
}

#[test]
fn promotion_by_a_kick_with_four_choices() {
    let p = pos("4k2u/6P1/8/8/8/8/8/4K3 w 0 ---- h83");
    let m = moves(&p);
    for r in ["q", "r", "b", "n"] {
        assert!(m.contains(&format!("g7h8{r}")), "{m:?}");
        assert!(m.contains(&format!("g7g8{r}")), "{m:?}");
    }
    assert_eq!(m.len(), 13);
    let mut q = p.clone();
    step(&mut q, "g7h8n", "4k2N/8/8/8/8/8/8/4K3 b 1 ---- -");
    let mut q = p.clone();
    step(&mut q, "g7h8r", "4k2R/8/8/8/8/8/8/4K3 b 1 ---- -");
}

#[test]
fn pawn_capturing_on_its_last_rank_is_lost() {
    let p = pos("4k2r/6P1/8/8/8/8/8/4K3 w 0 ---- -");
    let m = moves(&p);
    assert!(m.contains(&"g7h8".to_string()));
    assert!(!m.iter().any(|m| m.starts_with("g7h8") && m.len() == 5));
    assert_eq!(m.len(), 10);
    let mut q = p.clone();
    step(&mut q, "g7h8", "4k2u/8/8/8/8/8/8/4K3 b 1 ---- h84");
    // Black too.
    let mut p = pos("4k3/8/8/8/8/8/1p6/R3K3 b 0 ---- -");
    step(&mut p, "b2a1", "4k3/8/8/8/8/8/8/U3K3 w 1 ---- a14");
}

#[test]
fn repetition_key_ignores_plies_and_sees_stuns() {
    let a = pos("4k3/8/8/8/8/8/8/U3K3 w 0 ---- a12");
    let b = pos("4k3/8/8/8/8/8/8/U3K3 w 40 ---- a12");
    let c = pos("4k3/8/8/8/8/8/8/U3K3 w 0 ---- a13");
    assert_eq!(a.repetition_key(), b.repetition_key());
    assert_ne!(a.repetition_key(), c.repetition_key());
    assert_eq!(a.fifty_move_clock(), None);
}
