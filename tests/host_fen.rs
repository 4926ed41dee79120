//! Games from a position (issue 39): `challenge <ruleset> @player fen=<FEN>` in every
//! rule set, shown as a board in the challenge; a bad FEN, a finished position or a
//! hidden piece refused in the reader's language (which rank, square or field, and why)
//! without changing anything; such games unrated; their export carries `SetUp`/`FEN` and
//! verifies from that position (a doctored FEN does not); a rematch starts from the same
//! position; the computer plays from it; the slash command's `fen` option.

mod common;

use chakbot::game::export::verify_export;
use chakbot::host::reading::command::Command;
use chakbot::host::{Reply, Target};
use chakbot::local::Names;
use chakbot::rules::{AnyPosition, Color, RuleSet};
use common::host::{public, refused, texts, Driver};
use std::time::Duration;

/// A playable position of each rule set, each with something a start position lacks.
const POSITIONS: [(RuleSet, &str); 5] = [
    (RuleSet::Chess, "r3k3/pp6/8/8/8/8/4PP2/4K2R b Kq - 3 20"),
    (RuleSet::Maharaja, "4k3/pppppppp/8/8/8/8/8/3M4 b - - 0 1"),
    (RuleSet::Koopa, "4k3/pppp4/8/8/8/8/4PPPP/4K3 w 6 ---- -"),
    (
        RuleSet::Chakart,
        "rnbqkbnr/pppppppp/8/3m4/8/8/PPPPPPPP/RNBQKBNR w 0 1111 000000000000",
    ),
    (
        RuleSet::Chakart2020,
        "rnbqkbnr/pppp1ppp/8/4d3/8/8/PPPPPPPP/RNBQKBNR b 1 1011 000000000000",
    ),
];

/// A back-rank mate in one for White (`Ra8#`).
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

/// The challenge's post: the one new public reply, which carries a board.
fn post(replies: &[Reply]) -> &Reply {
    let p = public(replies);
    assert!(p.board().is_some(), "the position is shown: {}", p.text);
    p
}

/// `alice` (White) and `bob` play a game of `ruleset` from `fen`; its id.
fn start_from(d: &Driver, ruleset: RuleSet, fen: &str) -> u64 {
    let r = d.say(
        "alice",
        &format!("!challenge {} @bob as white fen={fen}", ruleset.id()),
    );
    post(&r);
    let r = d.say("bob", "!accept");
    r.iter()
        .find(|r| r.board().is_some() && r.to().is_public())
        .and_then(|r| r.game)
        .unwrap_or_else(|| panic!("no game started: {}", texts(&r)))
}

#[test]
fn every_rule_set_starts_from_a_valid_fen_shown_in_the_challenge() {
    for (ruleset, fen) in POSITIONS {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        let full = AnyPosition::from_fen(ruleset, fen).unwrap().fen();
        let r = d.say(
            "alice",
            &format!("!challenge {} @bob fen={fen}", ruleset.id()),
        );
        let p = post(&r);
        assert!(p.text.contains("custom position (unrated)"), "{}", p.text);
        assert!(p.text.contains(&full), "{ruleset}: {}", p.text);
        // The board is the position (its pieces where the FEN puts them).
        let board = p.board().unwrap();
        let expected = AnyPosition::from_fen(ruleset, fen)
            .unwrap()
            .view(chakbot::rules::Viewer::Public);
        assert_eq!(board.view.cells, expected.cells, "{ruleset}");
        let r = d.say("bob", "!accept");
        let start = r
            .iter()
            .find(|r| r.board().is_some() && r.to().is_public() && r.replaces.is_none())
            .unwrap_or_else(|| panic!("{ruleset}: {}", texts(&r)));
        assert!(
            start
                .text
                .contains("starts from a custom position: it is unrated"),
            "{}",
            start.text
        );
        let game = d.game(start.game.unwrap());
        assert_eq!(game.ruleset(), ruleset);
        assert_eq!(game.custom_fen(), Some(full.as_str()), "{ruleset}");
        assert_eq!(game.initial_fen(), full, "{ruleset}");
        let to_move = AnyPosition::from_fen(ruleset, fen).unwrap().turn();
        assert_eq!(
            game.turn(),
            to_move,
            "{ruleset}: the FEN's side moves first"
        );
    }
}

/// `who`'s refusal of `challenge <ruleset> @bob fen=<fen>` (from a client in `locale`);
/// nothing is stored.
fn refusal(locale: &str, ruleset: RuleSet, fen: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = d.say_from(
        locale,
        "alice",
        &format!("!challenge {} @bob fen={fen}", ruleset.id()),
    );
    let text = refused(&r, "alice");
    let open = d.host.store().open_challenges(d.now()).unwrap();
    assert!(open.is_empty(), "a refused challenge is not stored: {text}");
    text
}

#[test]
fn bad_fens_are_refused_naming_the_rank_square_or_field_and_why_in_english_and_french() {
    let cases: &[(RuleSet, &str, &str, &str)] = &[
        (
            RuleSet::Chess,
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rank 7 has 9 squares (a rank has 8)",
            "la rangée 7 a 9 cases (une rangée en a 8)",
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4KP2 w - - 0 1",
            "a pawn stands on f1",
            "un pion se trouve en f1",
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
            "Black is in check but it is White's turn",
            "les noirs sont en échec alors que c'est aux blancs de jouer",
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "castling right `K`, but there is no white rook on h1",
            "droit de roque `K`, mais il n'y a pas de tour blanche en h1",
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4K3 x",
            "the side-to-move field is `x`: expected `w` or `b`",
            "le champ du trait vaut `x`",
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            "the en-passant square e3 is impossible here: with White to move it must be on rank 6",
            "la case de prise en passant e3 est impossible ici",
        ),
        (
            RuleSet::Chess,
            "4k3/8/8/8/8/8/8/4KX2 w - - 0 1",
            "`X` on rank 1 is not a piece letter of this rule set",
            "`X` sur la rangée 1 n'est pas une lettre de pièce de cette variante",
        ),
        (
            RuleSet::Maharaja,
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "White needs exactly one Maharaja (`M`) and no king",
            "les blancs doivent avoir exactement un Maharaja (`M`) et aucun roi",
        ),
        (
            RuleSet::Koopa,
            "4k3/8/8/8/8/8/8/4K3 w 0 xyz",
            "the castling field is `xyz`: expected 4 rook files",
            "le champ des roques vaut `xyz`",
        ),
        (
            RuleSet::Koopa,
            "4k3/8/8/8/8/8/8/3uK3 w 0 ---- -",
            "the piece on d1 is written stunned, but the stuns field gives it no count",
            "la pièce en d1 est écrite assommée",
        ),
        (
            RuleSet::Chakart,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1121",
            "the powers field is `1121`: expected 4 digits 0 or 1",
            "le champ des pouvoirs vaut `1121`",
        ),
        (
            RuleSet::Chakart,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1111 000000000000 ?promote=e8",
            "`?promote=e8`: no pawn of the side to move to promote there first",
            "`?promote=e8` : aucun pion du camp qui a le trait",
        ),
    ];
    for (ruleset, fen, en, fr) in cases {
        let text = refusal("en", *ruleset, fen);
        assert!(text.contains(en), "{ruleset} {fen}: {text}");
        assert!(text.contains("That position cannot start a game"), "{text}");
        let text = refusal("fr", *ruleset, fen);
        // French typography puts a no-break space before `:`; compare plain spaces.
        let plain = text.replace(['\u{202f}', '\u{a0}'], " ").replace('’', "'");
        assert!(plain.contains(fr), "{ruleset} {fen}: {text}");
        assert!(
            plain.contains("Impossible de commencer une partie"),
            "{text}"
        );
        let text = refusal("de", *ruleset, fen);
        assert!(
            text.contains("Diese Stellung kann keine Partie"),
            "{ruleset} {fen}: {text}"
        );
    }
}

#[test]
fn a_finished_position_a_hidden_queen_and_start_with_fen_are_refused() {
    // Black to move is checkmated; stalemated; a draw by bare kings.
    let over = [
        "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ];
    for fen in over {
        let text = refusal("en", RuleSet::Chess, fen);
        assert!(
            text.contains("That position is already over"),
            "{fen}: {text}"
        );
        let text = refusal("fr", RuleSet::Chess, fen);
        assert!(text.contains("déjà terminée"), "{fen}: {text}");
    }
    let text = refusal("en", RuleSet::Chess, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(text.contains("checkmate"), "the result is named: {text}");
    // A Chakart queen in stealth would be hidden in the game, but the challenge shows it.
    let text = refusal(
        "en",
        RuleSet::Chakart,
        "rnbikbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1110 000000000000",
    );
    assert!(text.contains("hides a piece"), "{text}");
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = d.say(
        "alice",
        &format!("!challenge chess start=0 fen={MATE_IN_ONE}"),
    );
    assert!(
        refused(&r, "alice").contains("`start=` and `fen=`"),
        "{}",
        texts(&r)
    );
}

#[test]
fn a_chakart_position_waiting_for_a_choice_asks_its_player_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let fen = "3Pk3/8/8/8/8/8/8/4K3 w 0 1111 000000000000 ?promote=d8";
    let r = d.say(
        "alice",
        &format!("!challenge chakart @bob as white fen={fen}"),
    );
    post(&r);
    let r = d.say("bob", "!accept");
    let asked = r
        .iter()
        .find(|r| *r.to() == Target::Dm("alice".into()))
        .unwrap_or_else(|| panic!("alice is asked for her promotion: {}", texts(&r)));
    assert!(asked.menu.is_some(), "{}", asked.text);
    let id = r.iter().find_map(|r| r.game).unwrap();
    let r = d.dm("alice", "promote q");
    assert!(texts(&r).contains("promoted to a queen"), "{}", texts(&r));
    assert_eq!(d.moves_of(id), 1);
}

#[test]
fn a_game_from_a_position_is_unrated_and_its_export_verifies_from_that_position() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = start_from(&d, RuleSet::Chess, MATE_IN_ONE);
    let r = d.say("alice", "Ra8#");
    let all = texts(&r);
    assert!(d.game(id).is_over(), "{all}");
    assert!(
        all.contains("started from a custom position: it is unrated (no rating change)"),
        "{all}"
    );
    assert_eq!(d.game(id).rated_outcome(), None);
    for who in ["alice", "bob"] {
        let rating = d.host.store().rating("srv", "chess", who).unwrap();
        assert!(rating.is_none(), "{who}: {rating:?}");
    }
    // `verify` in chat replays it from the position.
    let r = d.say("bob", &format!("!verify #{id}"));
    let all = texts(&r);
    assert!(all.contains(&format!("Game #{id} checks out")), "{all}");
    let r = d.say("alice", &format!("!export #{id}"));
    let file = r
        .iter()
        .find_map(|r| r.file.as_ref())
        .unwrap_or_else(|| panic!("an export: {}", texts(&r)));
    let text = String::from_utf8(file.content.clone()).unwrap();
    assert!(text.contains("[SetUp \"1\"]\n"), "{text}");
    assert!(
        text.contains(&format!("[FEN \"{MATE_IN_ONE}\"]\n")),
        "{text}"
    );
    assert!(text.contains("[StartFrom \"fen\"]\n"), "{text}");
    assert!(text.contains("1. Ra8#"), "{text}");
    common::pgn::import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let verified = verify_export(&text, None).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(verified.turns, 1);
    // The rook moved elsewhere: `Ra8#` is no longer what the position allows.
    let doctored = text.replace(MATE_IN_ONE, "6k1/5ppp/8/8/8/8/8/1R4K1 w - - 0 1");
    assert!(verify_export(&doctored, None).is_err(), "{doctored}");
    // A position where the same move still mates: the signature catches it.
    let doctored = text.replace(MATE_IN_ONE, "6k1/5ppp/8/8/8/8/7P/R5K1 w - - 0 1");
    assert!(verify_export(&doctored, None).is_err(), "{doctored}");
}

#[test]
fn a_rematch_starts_from_the_same_position_with_colours_reversed() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let first = start_from(&d, RuleSet::Chess, MATE_IN_ONE);
    d.say("alice", "Ra8#");
    assert!(d.game(first).is_over());
    let r = d.say("bob", "!rematch");
    let p = post(&r);
    assert!(p.text.contains(MATE_IN_ONE), "{}", p.text);
    let r = d.say("alice", "!accept");
    let second = r
        .iter()
        .find(|r| r.board().is_some() && r.to().is_public() && r.replaces.is_none())
        .and_then(|r| r.game)
        .unwrap_or_else(|| panic!("{}", texts(&r)));
    let game = d.game(second);
    assert_eq!(game.custom_fen(), Some(MATE_IN_ONE));
    assert_eq!(game.players().white, "bob");
    assert_eq!(game.players().get(Color::Black), "alice");
}

#[test]
fn the_computer_plays_from_the_position() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::with(
        dir.path(),
        chakbot::host::HostConfig {
            computer: chakbot::host::ComputerConfig {
                min_reply_ms: 0,
                threads: 1,
                movetime_ms: 200,
            },
            ..chakbot::host::HostConfig::local()
        },
    );
    d.host.set_bot_user("chakbot");
    let rx = d.thinkers();
    // The computer's moves are stamped with the wall clock.
    let wall = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    d.set_time(wall);
    // The computer has White and a mate in one; it is to move.
    let r = d.say(
        "alice",
        &format!("!challenge chess @chakbot as black level=8 fen={MATE_IN_ONE}"),
    );
    let start = r
        .iter()
        .find(|r| r.board().is_some() && r.to().is_public())
        .unwrap_or_else(|| panic!("{}", texts(&r)));
    assert!(start.text.contains("custom position"), "{}", start.text);
    let id = start.game.unwrap();
    assert_eq!(d.game(id).initial_fen(), MATE_IN_ONE);
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the computer moves");
    let all = texts(&r);
    assert!(
        all.contains("Ra8#"),
        "it finds the mate from the position: {all}"
    );
    let game = d.game(id);
    assert!(game.is_over(), "{all}");
    assert_eq!(game.rated_outcome(), None);
}

#[test]
fn the_fen_is_typed_anywhere_among_the_options_and_given_by_the_slash_option() {
    use chakbot::host::reading::command::{Context, Place};
    use chakbot::host::table;
    let ctx = Context {
        place: Place::Channel,
        addressed: true,
    };
    let read = |text: &str| match table::parse(text, ctx, &Names) {
        Ok(Command::Challenge(c)) => c,
        other => panic!("{text}: {other:?}"),
    };
    let fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    let c = read(&format!("challenge chess fen={fen} @bob as white 10+5"));
    assert_eq!(c.fen.as_deref(), Some(fen));
    assert!(c.opponent.is_some() && c.color == Some(Color::White) && c.clock.is_some());
    // Backticks or quotes around it, as chat clients invite.
    let c = read(&format!("challenge chess @bob fen=`{fen}`"));
    assert_eq!(c.fen.as_deref(), Some(fen));
    let c = read(&format!("défi échecs @bob fen=\"{fen}\" comme noirs"));
    assert_eq!(c.fen.as_deref(), Some(fen));
    assert_eq!(c.color, Some(Color::Black));
    // A Chakart suffix (`?promote=e8`) stays in the FEN.
    let chakart = "4k3/4P3/8/8/8/8/8/4K3 w 0 1111 000000000000 ?promote=e8";
    let c = read(&format!("challenge chakart fen={chakart}"));
    assert_eq!(c.fen.as_deref(), Some(chakart));
    // `fen=` with nothing after it, and twice.
    assert!(table::parse("challenge chess fen=", ctx, &Names).is_err());
    assert!(table::parse(&format!("challenge chess fen={fen} fen={fen}"), ctx, &Names).is_err());
    // The slash command's `fen` option is free text, spaces and all.
    let spec = table::slash_commands()
        .into_iter()
        .find(|c| c.words == "challenge")
        .expect("a /challenge");
    assert!(spec.options.iter().any(|o| o.name == "fen"));
    let command = Command::from_slash(
        "challenge",
        &[
            ("ruleset".into(), "chess".into()),
            ("fen".into(), fen.into()),
        ],
        &Names,
    )
    .unwrap();
    match command {
        Command::Challenge(c) => assert_eq!(c.fen.as_deref(), Some(fen)),
        other => panic!("{other:?}"),
    }
}
