//! Unit tests of the chess/Maharaja engine: FEN and rules decisions. The cross-check
//! against an independent naive generator is `tests/crosscheck.rs`.

use super::Position;
use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{CastleWhy, FenError, MoveError, Why};
use crate::rules::event::Event;
use crate::rules::outcome::{DrawReason, Outcome, WinReason};
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use crate::rules::variant::{CastleSide, Variant};
use crate::rules::viewer::Viewer;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn chess(fen: &str) -> Position {
    Position::from_fen(RuleSet::Chess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn maharaja(fen: &str) -> Position {
    Position::from_fen(RuleSet::Maharaja, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    s.parse().expect("test square")
}

fn mv(s: &str) -> Action {
    Action::Move {
        from: sq(&s[0..2]),
        to: sq(&s[2..4]),
        promotion: s.chars().nth(4).and_then(Role::from_char),
    }
}

fn play(pos: &mut Position, moves: &str) {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    for m in moves.split_whitespace() {
        pos.play(&mv(m), &mut rng)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn engine_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.action.to_string())
        .collect();
    v.sort();
    v
}

fn err(ruleset: RuleSet, fen: &str) -> String {
    match Position::from_fen(ruleset, fen) {
        Ok(p) => panic!("{fen} was accepted as {}", p.fen()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn fen_round_trips() {
    let chess_fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b Kq d3 0 3",
        "8/8/8/8/8/8/8/K6k b - - 99 250",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 5 40",
    ];
    for f in chess_fens {
        assert_eq!(chess(f).fen(), f);
    }
    let maharaja_fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1",
        "r3k2r/8/8/8/8/8/8/4M3 b kq - 3 12",
        "4k3/8/8/8/8/8/1p6/7M b - - 0 1",
    ];
    for f in maharaja_fens {
        assert_eq!(maharaja(f).fen(), f);
    }
}

#[test]
fn fen_short_forms_and_seed() {
    // Seed 003's FEN reads as the start position.
    let seed = maharaja("rnbqkbnr/pppppppp/8/8/8/8/8/4M3/ w KQkq -");
    assert_eq!(seed.fen(), "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let start = Position::start(RuleSet::Maharaja, StartOption::Standard, &mut rng);
    assert_eq!(seed.fen(), start.fen());
    // A bare board field: white to move, no rights.
    assert_eq!(
        chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(
        chess("4k3/8/8/8/8/8/8/4K3 b").fen(),
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
    );
    // Maharaja: an en-passant field is read and ignored.
    assert_eq!(
        maharaja("4k3/8/8/8/3p4/8/8/3M4 w - d6 0 1").fen(),
        "4k3/8/8/8/3p4/8/8/3M4 w - - 0 1"
    );
    let random = Position::start(RuleSet::Chess, StartOption::Asymmetric, &mut rng);
    assert_eq!(random.fen(), super::CHESS_START);
}

#[test]
fn fen_errors_say_what_is_wrong() {
    use RuleSet::{Chess, Maharaja};
    assert_eq!(
        err(Chess, "8/8/8/8/8/8/8/4K3 w - - 0 1"),
        "black needs exactly one king; this board has 0"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
        "white needs exactly one king; this board has 2"
    );
    assert_eq!(
        err(Maharaja, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        "white needs exactly one Maharaja (M) and no king; this board has 0 Maharaja(s) and 1 king(s)"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/3MK3 w - - 0 1"),
        "unknown piece letter 'M' on rank 1"
    );
    assert_eq!(
        err(Chess, "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"),
        "a pawn stands on h8: pawns cannot be on the first or last rank"
    );
    assert_eq!(
        err(Chess, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
        "black is in check but it is white's turn"
    );
    assert_eq!(
        err(Maharaja, "4k3/4r3/8/8/8/8/8/4M3 b - - 0 1"),
        "white is in check but it is black's turn"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 x"),
        "the side to move field is 'x': expected w or b"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w KQ"),
        "castling right 'K' but there is no white rook on h1"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/3K3R w K"),
        "castling right 'K' but the white king is not on e1"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w X"),
        "the castling field is 'X': expected '-' or some of the letters KQkq"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w - e4"),
        "the en-passant square e4 is impossible here: with white to move it must be on rank 6"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w - e6"),
        "the en-passant square e6 is impossible here: no black pawn on e5 just moved past it"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w - zz"),
        "the en-passant field is 'zz': expected '-' or a square like e3"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w - - x 1"),
        "the half-move clock field is 'x': expected a whole number, like 0"
    );
    assert_eq!(
        err(Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra"),
        "the FEN has 7 fields, more than this rule set uses"
    );
    assert_eq!(
        err(Chess, "QQQQQQQQ/QQQQQQQQ/QQQQ4/8/8/8/8/K6k w - - 0 1"),
        "white has 21 pieces (at most 16)"
    );
    assert!(matches!(
        Position::from_fen(Chess, ""),
        Err(FenError::Empty)
    ));
}

#[test]
fn arbitrary_text_never_panics() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let alphabet: Vec<char> = "pnbrqkmPNBRQKM12345678/ wb-KQkqe36 0".chars().collect();
    for _ in 0..20_000 {
        let len = rng.random_range(0..80);
        let s: String = (0..len)
            .map(|_| alphabet[rng.random_range(0..alphabet.len())])
            .collect();
        for ruleset in [RuleSet::Chess, RuleSet::Maharaja] {
            if let Ok(p) = Position::from_fen(ruleset, &s) {
                let again = Position::from_fen(ruleset, &p.fen()).expect("own FEN reads");
                assert_eq!(again.fen(), p.fen());
                let _ = p.perft(2);
            }
        }
    }
}

#[test]
fn insufficient_material() {
    let dead = [
        "8/8/4k3/8/8/8/8/4K3 w - - 0 1",
        "8/8/4k3/8/8/8/8/4KN2 w - - 0 1",
        "8/8/4kb2/8/8/8/8/4K3 w - - 0 1",
        // bishops all on light squares (b1, c8, f5)
        "2b4k/8/8/5B2/8/8/8/1B2K3 w - - 0 1",
    ];
    for f in dead {
        assert!(chess(f).insufficient_material(), "{f}");
    }
    let alive = [
        "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1",
        "8/8/4k3/8/8/8/8/3NKN2 w - - 0 1",
        "8/8/4kn2/8/8/8/8/4KN2 w - - 0 1",
        // opposite-coloured bishops
        "8/8/4kb2/8/8/8/8/4KB2 w - - 0 1",
        "8/8/4k3/8/8/8/8/4KR2 w - - 0 1",
    ];
    for f in alive {
        assert!(!chess(f).insufficient_material(), "{f}");
    }
    // Maharaja: never, even a lone Maharaja against a lone king.
    let m = maharaja("k7/8/8/8/8/8/8/1M6 w - - 0 1");
    assert!(!m.insufficient_material());
    assert!(m.can_mate(Color::White));
    assert!(!m.can_mate(Color::Black));
    let m = maharaja("k7/p7/8/8/8/8/8/6M1 w - - 0 1");
    assert!(m.can_mate(Color::Black));
    // Chess flag-fall material.
    let p = chess("8/8/4k3/8/8/8/8/4KN2 w - - 0 1");
    assert!(!p.can_mate(Color::White));
    assert!(!p.can_mate(Color::Black));
    let p = chess("8/8/4kp2/8/8/8/8/4KN2 w - - 0 1");
    assert!(
        p.can_mate(Color::White),
        "a knight can mate a king hemmed in by its pawn"
    );
    assert!(p.can_mate(Color::Black));
    let p = chess("8/8/4kq2/8/8/8/8/4KN2 w - - 0 1");
    assert!(!p.can_mate(Color::White));
}

#[test]
fn checkmate_and_stalemate() {
    // Fool's mate.
    let mut p = chess(super::CHESS_START);
    play(&mut p, "f2f3 e7e5 g2g4 d8h4");
    assert!(p.in_check());
    assert_eq!(
        p.status(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    assert!(p.legal_moves().is_empty());
    // Stalemate: black king a8, white queen b6, white king c1... a8 has no move.
    let s = chess("k7/8/1Q6/8/8/8/8/2K5 b - - 0 1");
    assert!(!s.in_check());
    assert_eq!(s.status(), Some(Outcome::Draw(DrawReason::Stalemate)));
    assert_eq!(chess(super::CHESS_START).status(), None);
}

#[test]
fn maharaja_mates() {
    // Maharaja b6 v king a8: the knight leap checks a8, the queen lines cover a7, b7, b8.
    let p = maharaja("k7/8/1M6/8/8/8/8/8 b - - 0 1");
    assert!(p.in_check());
    assert_eq!(
        p.status(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
    // ... reached by a move: Mb5-b6#.
    let mut p = maharaja("k7/8/8/1M6/8/8/8/8 w - - 0 1");
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let report = p.play(&mv("b5b6"), &mut rng).expect("legal");
    assert!(report.events.contains(&Event::Check {
        color: Color::Black
    }));
    assert_eq!(p.status().and_then(|o| o.winner()), Some(Color::White));
    assert_eq!(p.view(Viewer::Public).check, vec![sq("a8")]);
    // Black mates the Maharaja: queen and rook.
    let p = maharaja("3qk3/8/8/8/8/8/1r6/M7 w - - 0 1");
    assert_eq!(p.status(), None, "Ma1 can still escape or capture");
    let p = maharaja("4k3/8/8/8/8/8/rr6/Mr6 w - - 0 1");
    assert!(p.in_check());
    // a1 attacked by b1 rook; Ma1 can capture b1? b1 is defended by b2. a2? defended by b2.
    // Knight leaps b3, c2: b3 attacked by b2 rook, c2 attacked by b2 rook and a2? -> mate.
    assert_eq!(p.status().and_then(|o| o.winner()), Some(Color::Black));
}

#[test]
fn castling_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    // Chess: both sides available.
    let p = chess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let moves = engine_moves(&p);
    assert!(moves.contains(&"e1g1".to_string()) && moves.contains(&"e1c1".to_string()));
    let mut q = p;
    let report = q.play(&mv("e1g1"), &mut rng).expect("castles");
    assert_eq!(
        report.events,
        vec![Event::Castled {
            color: Color::White,
            king_from: sq("e1"),
            king_to: sq("g1"),
            rook_from: sq("h1"),
            rook_to: sq("f1")
        }]
    );
    assert_eq!(q.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // Queen side with b1 attacked is allowed; through d1 is not.
    let p = chess("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(engine_moves(&p).contains(&"e1c1".to_string()));
    let p = chess("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(!engine_moves(&p).contains(&"e1c1".to_string()));
    // Maharaja: the Maharaja's knight leap on f8 stops black's king-side castling...
    let mut p = maharaja("r3k2r/5np1/6M1/8/8/8/8/8 b kq - 0 1");
    let moves = engine_moves(&p);
    assert!(!moves.contains(&"e8g8".to_string()));
    assert!(moves.contains(&"e8c8".to_string()));
    let e = p.play(&mv("e8g8"), &mut rng).unwrap_err();
    assert!(
        matches!(
            e,
            MoveError::Refused(ref r) if matches!(
                r.why,
                Why::Castle { cause: CastleWhy::Attacked(_), .. }
            )
        ),
        "{e}"
    );
    // ... and no castling out of check.
    let mut p = maharaja("r3k2r/8/8/8/8/8/8/4M3 b kq - 0 1");
    assert!(p.in_check());
    let e = p.play(&mv("e8c8"), &mut rng).unwrap_err();
    assert_eq!(
        e.to_string(),
        "you cannot castle O-O-O: your king is in check"
    );
}

#[test]
fn refusals_explain_and_leave_the_position() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut p = chess(super::CHESS_START);
    let before = p.fen();
    let castle = |cause| Why::Castle {
        side: CastleSide::King,
        cause,
    };
    let cases = [
        ("e3e4", Why::NothingThere),
        ("e7e5", Why::NotYours),
        ("g1g3", Why::CannotGo),
        ("e1g1", castle(CastleWhy::Occupied(sq("f1")))),
        ("a1a3", Why::Blocked(sq("a2"))),
        ("f1c4", Why::Blocked(sq("e2"))),
    ];
    for (m, why) in cases {
        let e = p.play(&mv(m), &mut rng).unwrap_err();
        assert!(
            matches!(e, MoveError::Refused(ref r) if r.why == why),
            "{m}: {e:?}"
        );
        assert_eq!(p.fen(), before);
    }
    let refused = |p: &mut super::Position, m: &str| match p
        .play(&mv(m), &mut ChaCha8Rng::seed_from_u64(0))
    {
        Err(MoveError::Refused(r)) => r.why,
        other => panic!("{m}: {other:?}"),
    };
    let mut p = chess("4k3/1P6/8/8/8/8/8/4K2r w - - 0 1");
    assert_eq!(
        refused(&mut p, "b7b8"),
        Why::InCheck {
            royal: Role::King,
            by: vec![(Role::Rook, sq("h1"))]
        }
    );
    let mut p = chess("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let all = vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    let sorted = |w: Why| match w {
        Why::PromotionMissing { mut choices } => {
            choices.sort();
            Why::PromotionMissing { choices }
        }
        Why::PromotionRole { role, mut choices } => {
            choices.sort();
            Why::PromotionRole { role, choices }
        }
        w => w,
    };
    let mut all_sorted = all.clone();
    all_sorted.sort();
    assert_eq!(
        sorted(refused(&mut p, "b7b8")),
        Why::PromotionMissing {
            choices: all_sorted.clone()
        }
    );
    assert_eq!(
        sorted(refused(&mut p, "b7b8k")),
        Why::PromotionRole {
            role: Role::King,
            choices: all_sorted
        }
    );
    assert_eq!(refused(&mut p, "e1e2q"), Why::NotAPromotion);
    let report = p.play(&mv("b7b8n"), &mut rng).expect("promotes");
    assert!(report.events.contains(&Event::Promoted {
        square: sq("b8"),
        role: Role::Knight
    }));
    let mut p = chess("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    assert_eq!(
        p.play(&mv("e1e2"), &mut rng).map(|_| ()),
        Ok(()),
        "the king may take an undefended rook"
    );
    let mut p = chess("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    assert_eq!(
        refused(&mut p, "e2d3"),
        Why::Pinned {
            royal: Role::King,
            by: (Role::Rook, sq("e7"))
        }
    );
    assert_eq!(p.play(&mv("e1f1"), &mut rng).map(|_| ()), Ok(()));
    let mut p = maharaja("3k4/8/8/8/8/8/8/r3M3 w - - 0 1");
    assert_eq!(
        refused(&mut p, "e1a5"),
        Why::Attacked {
            royal: Role::Maharaja,
            by: (Role::Rook, sq("a1"))
        }
    );
}

#[test]
fn en_passant_events_and_repetition_key() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut p = chess("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let report = p.play(&mv("e5d6"), &mut rng).expect("en passant");
    assert!(report.events.contains(&Event::Captured {
        piece: crate::rules::Piece::new(Color::Black, Role::Pawn),
        square: sq("d5"),
    }));
    assert_eq!(p.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
    // After 1.e4 no black pawn can take en passant: the key equals the same position
    // without the en-passant square.
    let mut a = chess(super::CHESS_START);
    play(&mut a, "e2e4");
    assert_eq!(
        a.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    let b = chess("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(a.repetition_key(), b.repetition_key());
    // With a black pawn on d4 the capture exists, and the keys differ.
    let c = chess("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let d = chess("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_ne!(c.repetition_key(), d.repetition_key());
    // A pinned pawn's en passant is not legal, so it does not count.
    let e = chess("8/8/8/8/k2pP2Q/8/8/4K3 b - e3 0 1");
    let f = chess("8/8/8/8/k2pP2Q/8/8/4K3 b - - 0 1");
    assert!(!engine_moves(&e).contains(&"d4e3".to_string()));
    assert_eq!(e.repetition_key(), f.repetition_key());
    // Side to move and castling rights count.
    let g = chess("r3k3/8/8/8/8/8/8/4K3 w q - 0 1");
    let h = chess("r3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let i = chess("r3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_ne!(g.repetition_key(), h.repetition_key());
    assert_ne!(h.repetition_key(), i.repetition_key());
    assert_eq!(g.fifty_move_clock(), Some(0));
}

#[test]
fn maharaja_black_promotes_compulsorily() {
    let p = maharaja("4k3/8/8/8/8/8/1p6/7M b - - 0 1");
    let moves = engine_moves(&p);
    let promos: Vec<&String> = moves.iter().filter(|m| m.starts_with("b2")).collect();
    assert_eq!(promos, ["b2b1b", "b2b1n", "b2b1q", "b2b1r"]);
    // No en passant for black after a double step... and White cannot castle.
    let p = maharaja("4k3/8/8/8/8/8/8/3M4 w KQ - 0 1");
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/3M4 w - - 0 1");
}

#[test]
fn move_descriptions_for_notation() {
    use crate::rules::CastleSide;
    // Kiwipete at depth 1: 48 moves, 8 captures, 2 castles (published perft statistics).
    let p = chess("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 48);
    assert_eq!(moves.iter().filter(|m| m.capture).count(), 8);
    let castles: Vec<_> = moves.iter().filter_map(|m| m.castle).collect();
    assert_eq!(castles.len(), 2);
    assert!(castles.contains(&CastleSide::King) && castles.contains(&CastleSide::Queen));
    let short = moves
        .iter()
        .find(|m| m.castle == Some(CastleSide::King))
        .expect("O-O");
    assert_eq!(
        (short.role, short.from, short.to),
        (Role::King, sq("e1"), sq("g1"))
    );
    // En passant is a capture; a promotion names its role.
    let p = chess("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let moves = p.legal_moves();
    let ep = moves.iter().find(|m| m.to == sq("d6")).expect("exd6");
    assert!(ep.capture && ep.role == Role::Pawn);
    let promotions: Vec<_> = moves.iter().filter_map(|m| m.promotion).collect();
    assert_eq!(promotions.len(), 4);
    // Maharaja moves are described with their own role.
    let p = maharaja(super::MAHARAJA_START);
    assert!(p.legal_moves().iter().all(|m| m.role == Role::Maharaja));
}

#[test]
fn view_shows_the_board() {
    let p = chess(super::CHESS_START);
    let v = p.view(Viewer::Public);
    let pieces = v
        .cells
        .iter()
        .filter(|c| !matches!(c, crate::rules::ViewCell::Empty))
        .count();
    assert_eq!(pieces, 32);
    assert_eq!(v.turn, Color::White);
    assert!(v.check.is_empty() && v.last_move.is_empty());
    let mut p = p;
    play(&mut p, "e2e4");
    assert_eq!(
        p.view(Viewer::Player(Color::Black)).last_move,
        vec![sq("e2"), sq("e4")]
    );
}

/// The captures-and-promotions generator lists exactly the legal moves that capture or
/// promote: in the perft positions (checks, pins, en passant, promotions) and along
/// random chess and Maharaja games.
#[test]
fn noisy_generator_is_the_legal_captures_and_promotions() {
    fn noisy_of_all(pos: &Position) -> Vec<super::Move> {
        let mut v: Vec<super::Move> = pos
            .legal()
            .as_slice()
            .iter()
            .copied()
            .filter(|m| {
                pos.mailbox[m.to as usize] != 0
                    || matches!(
                        m.kind,
                        super::MoveKind::EnPassant | super::MoveKind::Promotion(_)
                    )
            })
            .collect();
        v.sort_by_key(|m| (m.from, m.to, format!("{:?}", m.kind)));
        v
    }
    fn noisy(pos: &Position) -> Vec<super::Move> {
        let mut v = Vec::new();
        pos.noisy_into(&mut v);
        v.sort_by_key(|m| (m.from, m.to, format!("{:?}", m.kind)));
        v
    }
    let mut checked = 0;
    let mut with_captures = 0;
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    ] {
        let pos = chess(fen);
        assert_eq!(noisy(&pos), noisy_of_all(&pos), "{fen}");
        checked += 1;
    }
    for (ruleset, games) in [(RuleSet::Chess, 60), (RuleSet::Maharaja, 40)] {
        for g in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(g);
            let mut pos = <Position as Variant>::start(ruleset, StartOption::Standard, &mut rng);
            for _ in 0..150 {
                let all = pos.legal();
                if all.is_empty() {
                    break;
                }
                let expected = noisy_of_all(&pos);
                with_captures += !expected.is_empty() as usize;
                assert_eq!(noisy(&pos), expected, "{}", pos.fen());
                checked += 1;
                let m = all.as_slice()[rng.random_range(0..all.len())];
                pos.make(m);
            }
        }
    }
    assert!(
        checked > 5000 && with_captures > 1000,
        "{checked} {with_captures}"
    );
}
