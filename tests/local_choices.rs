//! Promotion answers in local mode, on the real binary: every form a player writes (the
//! letter, the word in their language, `=Q`, the whole move again), for a Chakart pawn
//! waiting on a8 and for a chess pawn naming its piece with the move; a wrong answer says
//! what is awaited and the forms it suggests all work.

mod common;

use chakbot::rules::{Color, Role, Square, ViewCell, Viewer};
use chakbot::store::{GameFilter, Store};
use common::bin::{chakbot, Run};
use std::path::Path;

/// `chakbot local` on `input` in a fresh folder: its output, and the piece on a8 after.
fn run(input: &str) -> (Run, Option<(Color, Role)>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let r = chakbot(
        &[
            "local",
            "--data",
            data.to_str().expect("path"),
            "--images",
            images.to_str().expect("path"),
        ],
        input,
    );
    assert_eq!(r.code, 0, "stdout {} stderr {}", r.out, r.err);
    (r, a8(&data))
}

fn a8(data: &Path) -> Option<(Color, Role)> {
    let store = Store::open(data).expect("store");
    let ids = store
        .games_of_user("alice", GameFilter::All)
        .expect("games");
    let game = store.game(*ids.first()?).expect("read")?;
    let a8: Square = "a8".parse().expect("square");
    match game.view_for(Viewer::Revealed).get(a8) {
        ViewCell::Piece { piece, .. } => Some((piece.color, piece.role)),
        _ => None,
    }
}

/// White's e-pawn to c6 (e4 d5 exd5 c6 dxc6), one line a move, in `local` input.
const PAWN_TO_C6: &str = "alice: e4\nbob: d5\nalice: exd5\nbob: c6\nalice: dxc6\n";

/// A Chakart game with no random draw up to White's pawn taking on a8 and waiting for
/// its promotion; `lang` is alice's language; then `answer` from alice by DM.
fn chakart(lang: &str, answer: &str) -> (Run, Option<(Color, Role)>) {
    run(&format!(
        "alice: settings language {lang}
alice: challenge chakart @bob as white start=0
bob: accept
{PAWN_TO_C6}bob: a6
alice: cxb7
bob: a5
alice: bxa8
alice (dm): {answer}
"
    ))
}

#[test]
fn a_chakart_promotion_is_answered_in_every_form() {
    let cases: &[(&str, &str, Role)] = &[
        ("en", "promote q", Role::Queen),
        ("en", "q", Role::Queen),
        ("en", "Q", Role::Queen),
        ("en", "queen", Role::Queen),
        ("en", "Queen", Role::Queen),
        ("en", "=Q", Role::Queen),
        ("en", "bxa8=Q", Role::Queen),
        ("en", "a8=Q", Role::Queen),
        ("en", "b7a8q", Role::Queen),
        ("en", "knight", Role::Knight),
        ("en", "promote rook", Role::Rook),
        ("fr", "dame", Role::Queen),
        ("fr", "D", Role::Queen),
        ("fr", "=D", Role::Queen),
        ("fr", "bxa8=D", Role::Queen),
        ("fr", "cavalier", Role::Knight),
        ("fr", "C", Role::Knight),
        ("fr", "queen", Role::Queen),
    ];
    for (lang, answer, role) in cases {
        let (r, piece) = chakart(lang, answer);
        assert_eq!(
            piece,
            Some((Color::White, *role)),
            "{lang} `{answer}`:\n{}",
            r.out
        );
    }
}

#[test]
fn a_wrong_promotion_answer_restates_the_choice_and_its_forms_work() {
    for (lang, waits) in [("en", "waiting for"), ("fr", "attend")] {
        let (r, piece) = chakart(lang, "promote p");
        assert_eq!(piece, Some((Color::White, Role::Pawn)), "{}", r.out);
        let line = r
            .out
            .lines()
            .rev()
            .find(|l| l.starts_with("[dm alice]") && l.contains(waits))
            .unwrap_or_else(|| panic!("no restatement:\n{}", r.out))
            .to_string();
        assert!(line.contains("a8"), "{line}");
        let forms: Vec<&str> = line.split('`').skip(1).step_by(2).collect();
        assert!(forms.len() >= 4, "{line}");
        for f in forms {
            let (r, piece) = chakart(lang, f);
            assert_eq!(
                piece,
                Some((Color::White, Role::Queen)),
                "{lang}: `{f}` from {line}:\n{}",
                r.out
            );
        }
    }
}

#[test]
fn a_chess_promotion_is_named_with_the_move_in_every_form() {
    for (lang, mv, role) in [
        ("en", "bxa8=Q", Role::Queen),
        ("en", "bxa8Q", Role::Queen),
        ("en", "b7a8q", Role::Queen),
        ("en", "bxa8=N", Role::Knight),
        ("fr", "bxa8=D", Role::Queen),
        ("fr", "bxa8=Q", Role::Queen),
    ] {
        let (r, piece) = run(&format!(
            "alice: settings language {lang}
alice: challenge chess @bob as white
bob: accept
{PAWN_TO_C6}bob: Nf6
alice: cxb7
bob: Nbd7
alice: {mv}
"
        ));
        assert_eq!(
            piece,
            Some((Color::White, role)),
            "{lang} `{mv}`:\n{}",
            r.out
        );
    }
}
