//! Tables of move texts and what they must resolve to, against hand-written move lists.

use super::*;
use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{MoveError, Why};
use crate::rules::role::{Piece, Role};
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;
use crate::rules::variant::{CastleSide, MoveDesc};

fn sq(s: &str) -> Square {
    s.parse().expect("test square")
}

fn mv(coords: &str, role: Role, capture: bool) -> MoveDesc {
    let from = sq(&coords[0..2]);
    let to = sq(&coords[2..4]);
    let promotion = coords
        .get(4..5)
        .and_then(|c| c.chars().next())
        .and_then(Role::from_char);
    MoveDesc {
        action: Action::Move {
            from,
            to,
            promotion,
        },
        role,
        from,
        to,
        capture,
        promotion,
        castle: None,
    }
}

fn castle(coords: &str, side: CastleSide) -> MoveDesc {
    MoveDesc {
        castle: Some(side),
        ..mv(coords, Role::King, false)
    }
}

/// A made-up list of white's legal moves with every kind of ambiguity.
fn white_moves() -> Vec<MoveDesc> {
    vec![
        mv("b1d2", Role::Knight, false),
        mv("f3d2", Role::Knight, false),
        mv("f3g5", Role::Knight, false),
        mv("a1a3", Role::Rook, false),
        mv("a5a3", Role::Rook, false),
        mv("h4e1", Role::Queen, false),
        mv("h1e1", Role::Queen, false),
        mv("e4e1", Role::Queen, false),
        mv("e4d5", Role::Pawn, true),
        mv("c4d5", Role::Pawn, true),
        mv("b2c3", Role::Pawn, true),
        mv("b2b4", Role::Pawn, false),
        mv("d2c3", Role::Bishop, true),
        mv("d2f4", Role::Bishop, false),
        mv("e7e8q", Role::Pawn, false),
        mv("e7e8r", Role::Pawn, false),
        mv("e7e8b", Role::Pawn, false),
        mv("e7e8n", Role::Pawn, false),
        mv("e1f1", Role::King, false),
        castle("e1g1", CastleSide::King),
        castle("e1c1", CastleSide::Queen),
    ]
}

fn own_piece(s: Square) -> Option<Piece> {
    let role = match s.to_string().as_str() {
        "b1" | "f3" => Role::Knight,
        "a1" | "a5" | "h1" => Role::Rook,
        "h4" | "e4" => Role::Queen,
        "d2" => Role::Bishop,
        "e1" => Role::King,
        "c4" | "b2" | "e7" => Role::Pawn,
        _ => return None,
    };
    Some(Piece::new(Color::White, role))
}

fn parse(moves: &[MoveDesc], text: &str) -> Result<Action, MoveError> {
    resolve(moves, RuleSet::Chess, own_piece, text)
}

fn coords(a: Result<Action, MoveError>) -> Result<String, MoveError> {
    a.map(|a| a.to_string())
}

#[test]
fn accepted_texts() {
    let moves = white_moves();
    let table = [
        ("Nbd2", "b1d2"),
        ("Nfd2", "f3d2"),
        ("N1d2", "b1d2"),
        ("Nb1d2", "b1d2"),
        ("Ng5", "f3g5"),
        ("ng5", "f3g5"),
        ("NG5", "f3g5"),
        ("Nxg5", "f3g5"),
        ("Ng5+", "f3g5"),
        ("Ng5#", "f3g5"),
        ("Ng5!?", "f3g5"),
        ("Ng5??", "f3g5"),
        ("f3g5", "f3g5"),
        ("f3-g5", "f3g5"),
        ("f3 g5", "f3g5"),
        ("F3G5", "f3g5"),
        ("R1a3", "a1a3"),
        ("R5a3", "a5a3"),
        ("Qh4e1", "h4e1"),
        ("Qh1e1", "h1e1"),
        ("Qee1", "e4e1"),
        ("exd5", "e4d5"),
        ("ed5", "e4d5"),
        ("EXD5", "e4d5"),
        ("exd5!", "e4d5"),
        ("cxd5", "c4d5"),
        ("bxc3", "b2c3"),
        ("Bxc3", "d2c3"),
        ("Bc3", "d2c3"),
        ("b4", "b2b4"),
        ("B4", "b2b4"),
        ("Bf4", "d2f4"),
        ("Bd2f4", "d2f4"),
        ("B2f4", "d2f4"),
        ("b2c3", "b2c3"),
        ("bf4", "d2f4"),
        ("e8=Q", "e7e8q"),
        ("e8Q", "e7e8q"),
        ("e8q", "e7e8q"),
        ("e8=N+", "e7e8n"),
        ("e7e8q", "e7e8q"),
        ("e7e8=Q", "e7e8q"),
        ("e7-e8R", "e7e8r"),
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("o-o", "e1g1"),
        ("OO", "e1g1"),
        ("O-O-O", "e1c1"),
        ("0-0-0+", "e1c1"),
        ("e1g1", "e1g1"),
        ("e1h1", "e1g1"),
        ("Kf1", "e1f1"),
        ("kf1", "e1f1"),
        ("  Kf1  ", "e1f1"),
        ("1. Kf1", "e1f1"),
        ("23...Kf1", "e1f1"),
        ("exd5 e.p.", "e4d5"),
        ("exd5ep", "e4d5"),
        ("exd5 e.p.+", "e4d5"),
    ];
    for (text, expected) in table {
        assert_eq!(
            coords(parse(&moves, text)),
            Ok(expected.to_string()),
            "text {text:?}"
        );
    }
}

#[derive(Debug, PartialEq)]
enum Kind {
    Unparseable,
    NoSuchPiece,
    CannotGoThere,
    Ambiguous(Vec<&'static str>),
}

fn kind(e: &MoveError) -> Kind {
    match e {
        MoveError::Unreadable { .. } => Kind::Unparseable,
        MoveError::Refused(r) if matches!(r.why, Why::NoSuchPiece { .. } | Why::NothingThere) => {
            Kind::NoSuchPiece
        }
        MoveError::Refused(_) => Kind::CannotGoThere,
        MoveError::Ambiguous { candidates, .. } => Kind::Ambiguous(
            candidates
                .iter()
                .map(|c| &*Box::leak(c.clone().into_boxed_str()))
                .collect(),
        ),
        other => panic!("unexpected error {other:?}"),
    }
}

#[test]
fn refused_texts() {
    let moves = white_moves();
    let table = [
        ("Nd2", Kind::Ambiguous(vec!["Nbd2", "Nfd2"])),
        ("Ra3", Kind::Ambiguous(vec!["R1a3", "R5a3"])),
        ("Qe1", Kind::Ambiguous(vec!["Qh4e1", "Q1e1", "Qee1"])),
        ("dxd5", Kind::Unparseable),
        ("xd5", Kind::Ambiguous(vec!["exd5", "cxd5"])),
        ("bc3", Kind::Ambiguous(vec!["bxc3", "Bxc3"])),
        ("d5", Kind::Ambiguous(vec!["exd5", "cxd5"])),
        ("e8", Kind::Ambiguous(vec!["e8=Q", "e8=R", "e8=B", "e8=N"])),
        (
            "e7e8",
            Kind::Ambiguous(vec!["e8=Q", "e8=R", "e8=B", "e8=N"]),
        ),
        ("e8=K", Kind::CannotGoThere),
        ("Ng4", Kind::NoSuchPiece),
        ("Nh3", Kind::NoSuchPiece),
        ("Ngd2", Kind::NoSuchPiece),
        ("Q4e1", Kind::Ambiguous(vec!["Qh4e1", "Qee1"])),
        ("Mf3", Kind::NoSuchPiece),
        ("e5", Kind::NoSuchPiece),
        ("bd4", Kind::NoSuchPiece),
        ("e3e4", Kind::NoSuchPiece),
        ("b1b3", Kind::CannotGoThere),
        ("Kf1f2", Kind::NoSuchPiece),
        ("Kf2", Kind::NoSuchPiece),
        ("O-O-O-O", Kind::Unparseable),
        ("hello", Kind::Unparseable),
        ("", Kind::Unparseable),
        ("+", Kind::Unparseable),
        ("e9", Kind::Unparseable),
        ("i4", Kind::Unparseable),
        ("Nf3f3f3", Kind::Unparseable),
        ("é4", Kind::Unparseable),
        ("q", Kind::Unparseable),
        ("1.", Kind::Unparseable),
        ("e.p.", Kind::Unparseable),
        ("12", Kind::Unparseable),
    ];
    for (text, expected) in table {
        match parse(&moves, text) {
            Ok(a) => panic!("{text:?} was read as {a}"),
            Err(e) => assert_eq!(kind(&e), expected, "text {text:?}: {e}"),
        }
    }
}

#[test]
fn messages_name_piece_and_square() {
    let moves = white_moves();
    let msg = |t: &str| parse(&moves, t).map_err(|e| e.to_string()).unwrap_err();
    assert_eq!(
        msg("Ng4"),
        "you have no knight that can move to g4 (you can play Nbd2, Nfd2, Ng5)"
    );
    assert_eq!(msg("e3e4"), "you have no piece on e3");
    assert_eq!(
        msg("b1b3"),
        "the knight on b1 cannot go to b3 (you can play Nbd2)"
    );
    assert_eq!(msg("Nd2"), "'Nd2' is ambiguous: it could be Nbd2 or Nfd2");
    assert_eq!(
        msg("Ngd2"),
        "you have no knight on the g file that can move to d2 (you can play Nbd2, Nfd2)"
    );
    assert_eq!(
        msg("e8=K"),
        "a pawn cannot become a king here (choose Q, R, B, N)"
    );
    assert!(msg("O-O-O-O").contains("'O-O-O-O' is not a move I can read"));
}

#[test]
fn long_text_is_refused_and_echo_is_capped() {
    let moves = white_moves();
    for text in [
        "N".repeat(4000),
        "é".repeat(4000),
        format!("Nf3{}", " ".repeat(100)),
    ] {
        let e = parse(&moves, &text);
        if let Err(e) = e {
            assert!(e.to_string().chars().count() < 120, "{e}");
        }
    }
    let e = parse(&moves, &"x".repeat(4000)).unwrap_err();
    assert_eq!(kind(&e), Kind::Unparseable);
}

#[test]
fn san_round_trips_through_the_reader() {
    let moves = white_moves();
    let expected = [
        "Nbd2", "Nfd2", "Ng5", "R1a3", "R5a3", "Qh4e1", "Q1e1", "Qee1", "exd5", "cxd5", "bxc3",
        "b4", "Bxc3", "Bf4", "e8=Q", "e8=R", "e8=B", "e8=N", "Kf1", "O-O", "O-O-O",
    ];
    for (m, want) in moves.iter().zip(expected) {
        let s = san_plain(&moves, m);
        assert_eq!(s, want);
        assert_eq!(parse(&moves, &s), Ok(m.action), "SAN {s}");
        assert_eq!(parse(&moves, &m.action.to_string()), Ok(m.action));
    }
}

#[test]
fn maharaja_letter() {
    let moves = vec![
        mv("e1f3", Role::Maharaja, false),
        mv("e1e2", Role::Maharaja, false),
    ];
    assert_eq!(coords(parse(&moves, "Mf3")), Ok("e1f3".to_string()));
    assert_eq!(coords(parse(&moves, "mf3")), Ok("e1f3".to_string()));
    assert_eq!(san_plain(&moves, &moves[0]), "Mf3");
}

#[test]
fn koopa_castling_and_captures() {
    // Koopa: castling is king-takes-own-rook; a capture names the captured square.
    let moves = vec![
        MoveDesc {
            castle: Some(CastleSide::King),
            ..mv("g1h1", Role::King, false)
        },
        mv("f4e5", Role::Pawn, true),
        mv("g1f2", Role::King, false),
    ];
    let k = resolve(&moves, RuleSet::Koopa, |_| None, "O-O").unwrap();
    assert_eq!(k.to_string(), "g1h1");
    let k = resolve(&moves, RuleSet::Koopa, |_| None, "g1h1").unwrap();
    assert_eq!(k.to_string(), "g1h1");
    let k = resolve(&moves, RuleSet::Koopa, |_| None, "g1g1");
    assert!(k.is_err());
    let c = resolve(&moves, RuleSet::Koopa, |_| None, "fxe5").unwrap();
    assert_eq!(c.to_string(), "f4e5");
    assert_eq!(san_plain(&moves, &moves[0]), "O-O");
    assert_eq!(san_plain(&moves, &moves[1]), "fxe5");
}

fn special(action: Action, role: Role, from: &str, to: &str) -> MoveDesc {
    MoveDesc {
        action,
        role,
        from: sq(from),
        to: sq(to),
        capture: false,
        promotion: None,
        castle: None,
    }
}

#[test]
fn chakart_specials() {
    let moves = vec![
        mv("d1h5", Role::Queen, false),
        special(
            Action::Stealth {
                from: sq("d1"),
                to: sq("h5"),
            },
            Role::Queen,
            "d1",
            "h5",
        ),
        special(
            Action::Shell {
                from: sq("e1"),
                target: sq("e7"),
            },
            Role::King,
            "e1",
            "e7",
        ),
        mv("g1f3", Role::Knight, true),
    ];
    let table = [
        ("stealth Qh5", "stealth d1h5"),
        ("stealth qh5", "stealth d1h5"),
        ("Stealth h5", "stealth d1h5"),
        ("stealth d1h5", "stealth d1h5"),
        ("stealth d1 h5", "stealth d1h5"),
        ("Qh5", "d1h5"),
        ("d1h5", "d1h5"),
        ("shell e7", "shell e1e7"),
        ("shell e1 e7", "shell e1e7"),
        ("shell e1e7", "shell e1e7"),
        ("SHELL E7", "shell e1e7"),
        ("Nf3", "g1f3"),
        ("Nxf3", "g1f3"),
    ];
    for (text, expected) in table {
        let got = resolve(&moves, RuleSet::Chakart, |_| None, text);
        assert_eq!(coords(got), Ok(expected.to_string()), "text {text:?}");
    }
    for text in [
        "stealth Qh6",
        "shell e6",
        "swap b1 g8",
        "drop f3",
        "promote q",
        "stealth",
        "shell",
    ] {
        assert!(
            resolve(&moves, RuleSet::Chakart, |_| None, text).is_err(),
            "{text}"
        );
    }
    assert_eq!(san_plain(&moves, &moves[1]), "stealth Qh5");
    assert_eq!(san_plain(&moves, &moves[2]), "shell e7");
}

/// A pending promotion (Chakart) answered by a piece: the word, the letter, `=` and the
/// whole move again, in every language.
#[test]
fn chakart_choices_promotion() {
    let promote: Vec<MoveDesc> = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::King,
    ]
    .into_iter()
    .map(|r| special(Action::Promote(r), Role::Pawn, "e8", "e8"))
    .collect();
    for (text, role) in [
        ("promote q", Role::Queen),
        ("promote Q", Role::Queen),
        ("q", Role::Queen),
        ("Q", Role::Queen),
        ("=Q", Role::Queen),
        ("=n", Role::Knight),
        ("k", Role::King),
    ] {
        assert_eq!(
            resolve(&promote, RuleSet::Chakart, |_| None, text),
            Ok(Action::Promote(role)),
            "{text}"
        );
    }
    assert!(resolve(&promote, RuleSet::Chakart, |_| None, "p").is_err());
    assert!(resolve(&promote, RuleSet::Chakart, |_| None, "promote m").is_err());

    // Every form a player writes, in every language: the word, the letter, `=` and the
    // whole move again (only on the square the pawn waits on).
    let forms: &[(Letters, &str, Role)] = &[
        (Letters::English, "queen", Role::Queen),
        (Letters::English, "Queen", Role::Queen),
        (Letters::English, "promote queen", Role::Queen),
        (Letters::English, "promote knight", Role::Knight),
        (Letters::English, "=R", Role::Rook),
        (Letters::English, "dxe8=Q", Role::Queen),
        (Letters::English, "e8=Q", Role::Queen),
        (Letters::English, "e8Q", Role::Queen),
        (Letters::English, "e8=N+", Role::Knight),
        (Letters::English, "d7e8q", Role::Queen),
        (Letters::English, "e8 queen", Role::Queen),
        (Letters::English, "e8=♕", Role::Queen),
        (Letters::French, "dame", Role::Queen),
        (Letters::French, "Dame", Role::Queen),
        (Letters::French, "D", Role::Queen),
        (Letters::French, "d", Role::Queen),
        (Letters::French, "=D", Role::Queen),
        (Letters::French, "cavalier", Role::Knight),
        (Letters::French, "C", Role::Knight),
        (Letters::French, "dxe8=D", Role::Queen),
        (Letters::French, "e8=Q", Role::Queen),
        (Letters::French, "promote tour", Role::Rook),
        (Letters::German, "Dame", Role::Queen),
        (Letters::German, "D", Role::Queen),
        (Letters::German, "Springer", Role::Knight),
        (Letters::German, "S", Role::Knight),
        (Letters::German, "Läufer", Role::Bishop),
        (Letters::German, "dxe8=D", Role::Queen),
        (Letters::German, "queen", Role::Queen),
    ];
    for (letters, text, role) in forms {
        assert_eq!(
            resolve_in(&promote, RuleSet::Chakart, |_| None, text, *letters),
            Ok(Action::Promote(*role)),
            "{letters}: {text}"
        );
    }
    // Another square, or a piece no pawn becomes, is no answer.
    for text in ["dxd8=Q", "e1=Q", "pawn", "queenie", "e8=P"] {
        assert!(
            resolve(&promote, RuleSet::Chakart, |_| None, text).is_err(),
            "{text}"
        );
    }
    // No promotion waiting: a word is no move.
    let knight = vec![special(
        Action::normal(sq("g1"), sq("f3")),
        Role::Knight,
        "g1",
        "f3",
    )];
    assert!(resolve(&knight, RuleSet::Chakart, |_| None, "queen").is_err());
    assert_eq!(san_plain(&promote, &promote[0]), "=Q");
}

/// King Boo's swap answered by its two squares, in either order.
#[test]
fn chakart_choices_swap() {
    let swaps = vec![special(
        Action::Swap {
            a: sq("b1"),
            b: sq("g8"),
        },
        Role::Knight,
        "b1",
        "g8",
    )];
    for text in ["swap b1 g8", "swap g8 b1", "swap b1g8", "Swap B1 G8"] {
        assert_eq!(
            coords(resolve(&swaps, RuleSet::Chakart, |_| None, text)),
            Ok("swap b1 g8".to_string()),
            "{text}"
        );
    }
    assert!(resolve(&swaps, RuleSet::Chakart, |_| None, "swap b1 g7").is_err());
}

/// Toadette's drop answered by its piece and square (the 2020 edition), or by the square
/// alone (the current edition's drawn piece).
#[test]
fn chakart_choices_drop() {
    let drops = vec![
        special(
            Action::Drop {
                role: Some(Role::Knight),
                to: sq("f3"),
            },
            Role::Knight,
            "f3",
            "f3",
        ),
        special(
            Action::Drop {
                role: Some(Role::Rook),
                to: sq("f3"),
            },
            Role::Rook,
            "f3",
            "f3",
        ),
    ];
    for (text, want) in [
        ("drop N f3", "drop n f3"),
        ("drop n f3", "drop n f3"),
        ("drop Rf3", "drop r f3"),
    ] {
        assert_eq!(
            coords(resolve(&drops, RuleSet::Chakart2020, |_| None, text)),
            Ok(want.to_string()),
            "{text}"
        );
    }
    assert!(matches!(
        resolve(&drops, RuleSet::Chakart2020, |_| None, "drop f3"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert_eq!(san_plain(&drops, &drops[0]), "drop N f3");

    // The current edition's drop names no piece (a knight was drawn): the square alone,
    // or the drawn piece named, reads as it; another piece does not.
    let drawn = vec![special(
        Action::Drop {
            role: None,
            to: sq("f3"),
        },
        Role::Knight,
        "f3",
        "f3",
    )];
    for text in ["drop f3", "drop N f3", "drop n f3"] {
        assert_eq!(
            coords(resolve(&drawn, RuleSet::Chakart, |_| None, text)),
            Ok("drop f3".to_string()),
            "{text}"
        );
    }
    assert!(resolve(&drawn, RuleSet::Chakart, |_| None, "drop R f3").is_err());
}

/// Two queens that can both make a stealth move to b3: the bot writes `stealth Qab3`
/// and must read it back (it used to say "not a move I can read").
#[test]
fn stealth_with_disambiguation_reads_back() {
    let moves = vec![
        special(
            Action::Stealth {
                from: sq("a4"),
                to: sq("b3"),
            },
            Role::Queen,
            "a4",
            "b3",
        ),
        special(
            Action::Stealth {
                from: sq("c2"),
                to: sq("b3"),
            },
            Role::Queen,
            "c2",
            "b3",
        ),
    ];
    for letters in Letters::ALL {
        for m in &moves {
            let text = san_plain_in(&moves, m, letters);
            assert_eq!(
                resolve_in(&moves, RuleSet::Chakart, |_| None, &text, letters),
                Ok(m.action),
                "{letters}: {text}"
            );
        }
    }
    assert_eq!(san_plain(&moves, &moves[0]), "stealth Qab3");
    // Written with the reader's word and letter (issue 35).
    assert_eq!(
        san_plain_in(&moves, &moves[0], Letters::French),
        "furtif Dab3"
    );
    for text in [
        "stealth Qab3",
        "stealth ab3",
        "stealth Q a b3",
        "stealth ♕ab3",
        "stealth qa4b3",
    ] {
        assert_eq!(
            resolve(&moves, RuleSet::Chakart, |_| None, text).map(|a| a.to_string()),
            Ok(moves[0].action.to_string()),
            "{text}"
        );
    }
    assert!(matches!(
        resolve(&moves, RuleSet::Chakart, |_| None, "stealth Qb3"),
        Err(MoveError::Ambiguous { .. })
    ));
}

/// The same list read in French and German letters; English letters where they mean
/// nothing else; figurines everywhere.
#[test]
fn french_and_german_letters() {
    let moves = white_moves();
    let read = |text: &str, letters| {
        resolve_in(&moves, RuleSet::Chess, own_piece, text, letters).map(|a| a.to_string())
    };
    let table = [
        ("Cg5", Letters::French, "f3g5"),
        ("cg5", Letters::French, "f3g5"),
        ("Cbd2", Letters::French, "b1d2"),
        ("T1a3", Letters::French, "a1a3"),
        ("Dh4e1", Letters::French, "h4e1"),
        ("Fxc3", Letters::French, "d2c3"),
        ("Ff4", Letters::French, "d2f4"),
        ("e8=D", Letters::French, "e7e8q"),
        ("e8=Q", Letters::French, "e7e8q"),
        ("e7e8d", Letters::French, "e7e8q"),
        ("Rf1", Letters::French, "e1f1"),
        ("Ng5", Letters::French, "f3g5"),
        ("Sg5", Letters::German, "f3g5"),
        ("Lf4", Letters::German, "d2f4"),
        ("e8=D", Letters::German, "e7e8q"),
        ("e8=S", Letters::German, "e7e8n"),
        ("Kf1", Letters::German, "e1f1"),
        ("♘g5", Letters::English, "f3g5"),
        ("♞g5", Letters::French, "f3g5"),
        ("♗f4", Letters::German, "d2f4"),
        ("♕h4e1", Letters::English, "h4e1"),
        ("e8=♕", Letters::French, "e7e8q"),
        ("ｅｘｄ５", Letters::English, "e4d5"),
        ("Ｃｇ５", Letters::French, "f3g5"),
    ];
    for (text, letters, want) in table {
        assert_eq!(
            read(text, letters),
            Ok(want.to_string()),
            "{letters}: {text}"
        );
    }
    // An upper-case piece letter is never a file: `Ff4` is the bishop in French and
    // unreadable in English (never the pawn f2-f4).
    assert!(matches!(
        read("Ff4", Letters::English),
        Err(MoveError::Unreadable { .. })
    ));
    assert!(matches!(
        read("Cf3", Letters::English),
        Err(MoveError::Unreadable { .. })
    ));
    // A French `R` is the king only: where no king can go, the rook that can is not
    // played on an English reading the player did not write.
    let rook_only = vec![mv("a1b1", Role::Rook, false), mv("e1d2", Role::King, false)];
    let french =
        |text: &str| resolve_in(&rook_only, RuleSet::Chess, own_piece, text, Letters::French);
    assert!(french("Rb1").is_err(), "French Rb1 is a king move");
    assert_eq!(french("Tb1").map(|a| a.to_string()), Ok("a1b1".to_string()));
    assert_eq!(french("Rd2").map(|a| a.to_string()), Ok("e1d2".to_string()));
    // Written in the reader's letters.
    let written = |i: usize, l| san_plain_in(&moves, &moves[i], l);
    assert_eq!(written(0, Letters::French), "Cbd2");
    assert_eq!(written(0, Letters::German), "Sbd2");
    assert_eq!(written(14, Letters::French), "e8=D");
    assert_eq!(written(13, Letters::German), "Lf4");
}
