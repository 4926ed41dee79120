//! Chakart choices through the host, in random games with fixed seeds: every menu at most
//! 25 options, King Boo in steps (the first piece, then the second), Toadette by piece
//! then square, the candidates ringed on the board, a step asked by typing it, a wrong
//! answer that restates what is awaited with forms that all read back.

mod common;

use chakbot::host::play::choice_menu;
use chakbot::host::words::i18n::{keys, tr, Lang};
use chakbot::host::{HostConfig, Reply, SecretSource};
use chakbot::rules::notation::parse_in_game_with;
use chakbot::rules::{Action, ChoiceKind, Viewer};
use common::host::{quoted, texts, Driver};

/// The candidates' rings are drawn: each marked square's corner changes, the unmarked
/// squares' do not (decoded PNGs of the same board with and without marks).
fn rings_show(board: &chakbot::host::BoardImage) {
    use chakbot::render::{render_png, Layout};
    let decode = |bytes: Vec<u8>| image::load_from_memory(&bytes).expect("a PNG").to_rgb8();
    let marked = decode(render_png(&board.view, &board.options));
    let mut plain_options = board.options.clone();
    plain_options.marks.clear();
    let plain = decode(render_png(&board.view, &plain_options));
    let l = Layout::new(marked.width());
    for sq in chakbot::rules::Square::ALL {
        let (c, r) = Layout::cell(board.options.orientation, sq);
        // A point inside the ring, away from the coordinates drawn in the corners.
        let (x, y) = (
            (c * l.sq + l.sq / 2) as u32,
            (l.board_y + r * l.sq + l.sq / 20) as u32,
        );
        let changed = marked.get_pixel(x, y) != plain.get_pixel(x, y);
        assert_eq!(changed, board.options.marks.contains(&sq), "{sq}");
    }
}

/// The next pseudo-random number.
fn next(pick: &mut u64) -> usize {
    *pick = pick
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (*pick >> 33) as usize
}

/// The reply carrying a menu (the choice's step), if any.
fn menu_reply(replies: &[Reply]) -> Option<&Reply> {
    replies.iter().find(|r| r.menu.is_some())
}

/// Plays random Chakart games (seeds 1..) answering choices by typing their whole answer,
/// and calls `check` on each choice (before it is answered) with the replies that asked
/// it, until `enough` returns true.
fn with_choices(
    ruleset: &str,
    mut check: impl FnMut(&Driver, u64, &[Reply]),
    enough: impl Fn() -> bool,
) {
    for seed in 1..=40u64 {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut config = HostConfig::local();
        config.secrets = SecretSource::Fixed([seed as u8; 32]);
        let d = Driver::with(dir.path(), config);
        let id = d.start(ruleset);
        let mut pick = seed;
        let mut last: Vec<Reply> = Vec::new();
        for _ in 0..400 {
            let game = d.game(id);
            if game.is_over() {
                break;
            }
            let (color, choosing) = match game.pending() {
                Some(p) => (p.player, true),
                None => (game.turn(), false),
            };
            if choosing {
                check(&d, id, &last);
                if enough() {
                    return;
                }
            }
            let who = game.players().get(color).to_string();
            let moves = game.legal_moves(color);
            let m = &moves[next(&mut pick) % moves.len()];
            let text = m.action.to_string();
            last = if choosing || matches!(m.action, Action::Stealth { .. }) {
                d.dm(&who, &text)
            } else {
                d.say(&who, &text)
            };
        }
    }
}

#[test]
fn king_boo_is_chosen_in_steps_of_at_most_25_with_the_candidates_ringed() {
    let seen = std::cell::Cell::new(0);
    with_choices(
        "chakart",
        |d, id, asked| {
            let game = d.game(id);
            let Some(p) = game.pending() else { return };
            if p.choice != ChoiceKind::KingBooSwap {
                return;
            }
            let who = game.players().get(p.player).to_string();
            let before = d.snapshot(id, &["alice", "bob"]);
            let swaps = game.legal_moves(p.player);
            // The question: at most 25 options, the candidates ringed on the player's
            // own board (every piece that can be swapped is a candidate).
            let first = menu_reply(asked).unwrap_or_else(|| panic!("{}", texts(asked)));
            let menu = first.menu.clone().expect("a menu");
            assert!((1..=25).contains(&menu.options.len()), "{:?}", menu.options);
            let board = first.board().expect("a board");
            assert_eq!(board.view.viewer, Viewer::Player(p.player));
            assert!(!board.options.marks.is_empty());
            rings_show(board);
            for m in &swaps {
                if let Action::Swap { a, b } = m.action {
                    assert!(board.options.marks.contains(&a), "{a}");
                    assert!(board.options.marks.contains(&b), "{b}");
                }
            }
            // Typed, the first piece of a real swap: the pieces it may swap with, marked.
            let Some(Action::Swap { a, b }) = swaps.first().map(|m| m.action) else {
                panic!("King Boo without swaps")
            };
            let r = d.dm(&who, &format!("swap {a}"));
            let second = menu_reply(&r).unwrap_or_else(|| panic!("{}", texts(&r)));
            let options = &second.menu.as_ref().expect("a menu").options;
            assert!((1..=25).contains(&options.len()), "{options:?}");
            assert!(
                options.iter().all(|o| o.value.starts_with("swap ")),
                "{options:?}"
            );
            let marks = &second.board().expect("a board").options.marks;
            assert!(marks.contains(&b), "{b} is a candidate: {marks:?}");
            assert!(second.text.contains(&a.to_string()), "{}", second.text);
            // Every step's value leads on: as a pick, it is a step or a whole answer.
            let view = game.view_for(Viewer::Player(p.player));
            for o in options {
                let step = choice_menu::step(p.choice, &swaps, &view, Lang::En, &o.value);
                let whole =
                    parse_in_game_with(game.state(), &o.value, Some(p.player), Lang::En.letters());
                assert!(step.is_some() || whole.is_ok(), "{}", o.value);
            }
            // A wrong answer: refused, what is awaited restated with forms that work.
            let r = d.dm(&who, "swap z9");
            let why = common::host::refused(&r, &who);
            assert!(why.contains("King Boo"), "{why}");
            let forms = quoted(&why);
            assert!(forms.len() >= 3, "{why}");
            for f in &forms {
                let step = choice_menu::step(p.choice, &swaps, &view, Lang::En, f);
                let whole = parse_in_game_with(game.state(), f, Some(p.player), Lang::En.letters());
                assert!(step.is_some() || whole.is_ok(), "`{f}` in {why}");
            }
            // None of that changed anything.
            assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
            seen.set(seen.get() + 1);
        },
        || seen.get() >= 2,
    );
    assert!(seen.get() > 0, "no King Boo came up");
}

/// How many picks in the menus lead to each King Boo swap (as its answer text), every
/// step checked to offer 1 to 25 options; steps deeper than `max` are not walked.
fn picks_to_swaps(
    moves: &[chakbot::rules::MoveDesc],
    view: &chakbot::rules::BoardView,
    max: usize,
) -> std::collections::HashMap<String, usize> {
    let kind = ChoiceKind::KingBooSwap;
    let mut found = std::collections::HashMap::new();
    let mut level = vec!["swap".to_string()];
    for depth in 1..=max {
        let mut below = Vec::new();
        for partial in &level {
            let step = choice_menu::step(kind, moves, view, Lang::En, partial)
                .unwrap_or_else(|| panic!("`{partial}` is a step"));
            assert!(
                (1..=25).contains(&step.options.len()),
                "{partial}: {:?}",
                step.options
            );
            for o in step.options {
                if choice_menu::step(kind, moves, view, Lang::En, &o.value).is_some() {
                    below.push(o.value);
                } else {
                    found.entry(o.value).or_insert(depth);
                }
            }
        }
        below.sort();
        below.dedup();
        level = below;
    }
    found
}

/// With more than 26 pieces to swap, a swap is chosen in two picks (the first piece, the
/// second) unless it takes a pawn of the chooser's opponent, and never in more than three
/// (three is the least for some swap then: see `choice_menu::swap_groups`).
#[test]
fn king_boo_swaps_take_two_picks_but_for_the_opponents_pawns() {
    use chakbot::rules::{Role, ViewCell};
    let seen = std::cell::Cell::new(0);
    with_choices(
        "chakart",
        |d, id, _| {
            let game = d.game(id);
            let Some(p) = game.pending() else { return };
            if p.choice != ChoiceKind::KingBooSwap {
                return;
            }
            let swaps = game.legal_moves(p.player);
            let mut squares: Vec<_> = swaps
                .iter()
                .filter_map(|m| match m.action {
                    Action::Swap { a, b } => Some([a, b]),
                    _ => None,
                })
                .flatten()
                .collect();
            squares.sort();
            squares.dedup();
            if squares.len() <= 26 {
                return;
            }
            let view = game.view_for(Viewer::Player(p.player));
            let picks = picks_to_swaps(&swaps, &view, 3);
            let piece = |sq| match view.get(sq) {
                ViewCell::Piece { piece, .. } => piece,
                other => panic!("{sq}: {other:?}"),
            };
            let theirs = |sq| piece(sq).color != p.player;
            let pawn = |sq| piece(sq).role == Role::Pawn;
            // Three picks only for an opponent's pawn with anything but one of the
            // opponent's pieces (not pawns).
            let slow = |x, y| theirs(x) && pawn(x) && (!theirs(y) || pawn(y));
            let (mut two, mut three) = (0, 0);
            for m in &swaps {
                let Action::Swap { a, b } = m.action else {
                    continue;
                };
                let n = *picks
                    .get(&m.action.to_string())
                    .unwrap_or_else(|| panic!("{} is not three picks away", m.action));
                if slow(a, b) || slow(b, a) {
                    assert!(n <= 3, "{}", m.action);
                    three += 1;
                } else {
                    assert_eq!(n, 2, "{} ({} pieces)", m.action, squares.len());
                    two += 1;
                }
            }
            // Among them every swap of two pieces of one side but the opponent's pawns.
            assert!(two > three, "{two} swaps in two picks, {three} in three");
            seen.set(seen.get() + 1);
        },
        || seen.get() >= 2,
    );
    assert!(
        seen.get() > 0,
        "no King Boo with more than 26 pieces came up"
    );
}

#[test]
fn every_choice_is_answered_through_menus_of_at_most_25_options() {
    let seen = std::cell::RefCell::new(std::collections::HashSet::new());
    for ruleset in ["chakart", "chakart-2020"] {
        with_choices(
            ruleset,
            |d, id, asked| {
                let game = d.game(id);
                let Some(p) = game.pending() else { return };
                let who = game.players().get(p.player).to_string();
                let mut menu = menu_reply(asked)
                    .and_then(|r| r.menu.clone())
                    .unwrap_or_else(|| panic!("{}", texts(asked)));
                // Walk the steps by typing each step's first value; stop before answering.
                for _ in 0..5 {
                    assert!(
                        (1..=25).contains(&menu.options.len()),
                        "{p:?}: {:?}",
                        menu.options
                    );
                    let value = menu.options[0].value.clone();
                    let view = game.view_for(Viewer::Player(p.player));
                    let moves = game.legal_moves(p.player);
                    if choice_menu::step(p.choice, &moves, &view, Lang::En, &value).is_none() {
                        // A whole answer.
                        let read = parse_in_game_with(
                            game.state(),
                            &value,
                            Some(p.player),
                            Lang::En.letters(),
                        );
                        assert!(read.is_ok(), "{value}");
                        break;
                    }
                    let r = d.dm(&who, &value);
                    menu = menu_reply(&r)
                        .and_then(|r| r.menu.clone())
                        .unwrap_or_else(|| panic!("{value}: {}", texts(&r)));
                }
                // The forms a wrong answer suggests read back, in every language.
                for lang in [Lang::En, Lang::Fr, Lang::De] {
                    let moves = game.legal_moves(p.player);
                    let view = game.view_for(Viewer::Player(p.player));
                    let example = choice_menu::step(
                        p.choice,
                        &moves,
                        &view,
                        lang,
                        choice_menu::keyword(p.choice, lang),
                    )
                    .expect("a first step")
                    .example;
                    for f in choice_menu::forms(p.choice, lang, &example) {
                        let step = choice_menu::step(p.choice, &moves, &view, lang, &f);
                        let whole =
                            parse_in_game_with(game.state(), &f, Some(p.player), lang.letters());
                        assert!(step.is_some() || whole.is_ok(), "{lang:?}: `{f}` for {p:?}");
                    }
                }
                seen.borrow_mut().insert(std::mem::discriminant(&p.choice));
            },
            || seen.borrow().len() >= 4,
        );
    }
    assert!(
        seen.borrow().len() >= 3,
        "choices seen: {}",
        seen.borrow().len()
    );
}

/// A Chakart game (alice White, bob Black, numbered `id` on the table) played to a
/// white pawn's promotion on a8: pawn moves only, which draw nothing.
fn to_promotion(d: &Driver) -> u64 {
    let id = d.start("chakart start=0");
    for (i, mv) in ["e4", "d5", "exd5", "c6", "dxc6", "h6", "cxb7", "a5"]
        .iter()
        .enumerate()
    {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let r = d.say(who, &format!("{mv} #{id}"));
        assert!(r.iter().any(|r| r.to().is_public()), "{mv}: {}", texts(&r));
    }
    id
}

/// The role the last turn of game `id` promoted to, if it was a promotion.
fn promoted(d: &Driver, id: u64) -> Option<chakbot::rules::Role> {
    match d.game(id).turns().last().map(|t| t.action) {
        Some(Action::Promote(r)) => Some(r),
        _ => None,
    }
}

/// alice, reading `lang`, with a promotion waiting in game `id` (returns the DM that asks).
fn promotion_waiting(d: &Driver, lang: Lang) -> (u64, Vec<Reply>) {
    let id = to_promotion(d);
    let asked = d.say("alice", &format!("bxa8 #{id}"));
    assert!(
        matches!(
            d.game(id).pending().map(|p| p.choice),
            Some(ChoiceKind::Promotion { .. })
        ),
        "{lang:?}: {}",
        texts(&asked)
    );
    (id, asked)
}

/// A driver where alice reads `lang` (her own setting: her DMs are read in its letters).
fn driver_in(dir: &std::path::Path, lang: Lang) -> Driver {
    let mut config = HostConfig::local();
    config.secrets = SecretSource::Fixed([7; 32]);
    let d = Driver::with(dir, config);
    let code = format!("settings language {}", lang.code());
    let r = d.dm("alice", &code);
    assert!(!r.is_empty(), "{code}");
    d
}

/// Issue 35: every option of a promotion's menu, in English, French and German, picked or
/// typed back as listed (and with the game's number after it), makes the piece its label
/// names: a French `t` the rook (*tour*), never the king (*roi*); a German `l` the
/// bishop (*Läufer*), and no option refused. The options are the reader's words
/// (`promouvoir`, `umwandeln`).
#[test]
fn a_promotion_menu_option_makes_the_piece_it_names_in_every_language() {
    for lang in Lang::ALL {
        let letters = lang.letters();
        let dir = tempfile::tempdir().expect("tempdir");
        let d = driver_in(dir.path(), lang);
        let (first, asked) = promotion_waiting(&d, lang);
        let mut waiting = Some(first);
        let options = menu_reply(&asked)
            .and_then(|r| r.menu.clone())
            .unwrap_or_else(|| panic!("{lang:?}: {}", texts(&asked)))
            .options;
        assert_eq!(options.len(), 5, "{lang:?}: {options:?}");
        for o in &options {
            let word = letters.special_word(chakbot::rules::notation::Special::Promote);
            assert!(
                o.value.starts_with(&format!("{word} ")),
                "{lang:?}: `{}` is not in the reader's words",
                o.value
            );
            // The label is `=T`: the piece in the reader's letters.
            let named = o
                .label
                .trim_start_matches('=')
                .chars()
                .next()
                .and_then(|c| letters.role(c))
                .unwrap_or_else(|| panic!("{lang:?}: label {}", o.label));
            for suffix in [false, true] {
                let id = match waiting.take() {
                    Some(id) => id,
                    None => promotion_waiting(&d, lang).0,
                };
                let text = if suffix {
                    format!("{} #{id}", o.value)
                } else {
                    o.value.clone()
                };
                let r = d.dm("alice", &text);
                assert_eq!(
                    promoted(&d, id),
                    Some(named),
                    "{lang:?}: `{text}` (label {}): {}",
                    o.label,
                    texts(&r)
                );
            }
        }
    }
}

/// Issue 35: every form a wrong answer to a promotion suggests (`D`, `=D`, `dame`,
/// `promouvoir dame`, `a8=D` in French), typed by DM alone or with the game's number
/// (`D #4`), answers it with the queen, in every language.
#[test]
fn every_suggested_promotion_form_works_with_and_without_the_game_number() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = driver_in(dir.path(), lang);
        let (id, _) = promotion_waiting(&d, lang);
        let told = d.dm("alice", &format!("zz9 #{id}"));
        let forms = quoted(&texts(&told));
        assert!(forms.len() >= 5, "{lang:?}: {}", texts(&told));
        assert!(promoted(&d, id).is_none());
        let mut waiting = Some(id);
        for form in forms {
            for suffix in [false, true] {
                let id = match waiting.take() {
                    Some(id) => id,
                    None => promotion_waiting(&d, lang).0,
                };
                let text = if suffix {
                    format!("{form} #{id}")
                } else {
                    form.clone()
                };
                let r = d.dm("alice", &text);
                assert_eq!(
                    promoted(&d, id),
                    Some(chakbot::rules::Role::Queen),
                    "{lang:?}: `{text}`: {}",
                    texts(&r)
                );
            }
        }
    }
}

/// Issue 35: in Chakart the move typed with its promotion, as chess players write it
/// (`bxa8=Q`, French `bxa8=D`, German `bxa8=D`, coordinates `b7a8q`), is played and its
/// promotion answered at once; the channel is told both.
#[test]
fn a_chakart_move_typed_with_its_promotion_is_played_and_promoted() {
    for lang in Lang::ALL {
        let letters = lang.letters();
        let dir = tempfile::tempdir().expect("tempdir");
        let d = driver_in(dir.path(), lang);
        for (role, coords) in [
            (chakbot::rules::Role::Rook, false),
            (chakbot::rules::Role::Queen, true),
            (chakbot::rules::Role::Knight, false),
        ] {
            let id = to_promotion(&d);
            let letter = letters.letter(role);
            let text = if coords {
                format!("b7a8{} #{id}", letter.to_ascii_lowercase())
            } else {
                format!("bxa8={letter} #{id}")
            };
            let r = d.say("alice", &text);
            let game = d.game(id);
            assert_eq!(
                promoted(&d, id),
                Some(role),
                "{lang:?}: `{text}`: {}",
                texts(&r)
            );
            assert!(game.pending().is_none(), "{lang:?}: `{text}`");
            let public: Vec<&Reply> = r.iter().filter(|r| r.to().is_public()).collect();
            assert_eq!(
                public.len(),
                2,
                "the move, then the promotion: {}",
                texts(&r)
            );
            assert!(
                !public[0].text.contains("must choose"),
                "the move's post asks nothing (its promotion is answered): {}",
                public[0].text
            );
            // The channel reads the server's language (English here).
            let english = chakbot::rules::notation::Letters::English.letter(role);
            assert!(
                public[1].text.contains(&format!("={english}")),
                "{lang:?}: {}",
                public[1].text
            );
            assert!(
                r.iter().all(|r| r.menu.is_none()),
                "no question asked: {}",
                texts(&r)
            );
        }
    }
}

/// Issue 35: a Chakart move typed with its promotion whose pawn no longer promotes after
/// the move's effects (a bomb on b8 always throws it back to a7 or c7) is played, and its
/// author told, in their language, that the promotion did not apply; nothing is asked.
#[test]
fn a_promotion_typed_with_a_move_whose_pawn_is_thrown_back_is_told_not_applied() {
    use chakbot::game::{NewGame, Players, ServerSecret};
    use chakbot::rules::{RuleSet, StartOption};
    for (n, lang) in Lang::ALL.into_iter().enumerate() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = driver_in(dir.path(), lang);
        let id = 900 + n as u64;
        let game = chakbot::game::Game::new(NewGame {
            id,
            ruleset: RuleSet::Chakart,
            start: StartOption::Standard,
            players: Players {
                white: "alice".into(),
                black: "bob".into(),
            },
            secret: ServerSecret::from_bytes([3; 32]),
            contributions: vec!["a".into(), "b".into()],
            custom_fen: Some("1w2k3/1P6/8/8/8/8/8/4K3 w 0 1111 000000000000".into()),
            control: "3d".parse().expect("a clock"),
            now: d.now(),
        })
        .expect("a game");
        let mut batch = chakbot::store::Batch::new();
        batch.put_game(&game, "srv", common::host::MAIN);
        d.host.store().commit(batch).expect("stored");
        let queen = lang.letters().letter(chakbot::rules::Role::Queen);
        let r = d.say("alice", &format!("b8={queen} #{id}"));
        let after = d.game(id);
        assert_eq!(
            after.turns().len(),
            1,
            "{lang:?}: the move alone: {}",
            texts(&r)
        );
        assert!(after.pending().is_none(), "{lang:?}: {}", texts(&r));
        assert_eq!(after.turn(), chakbot::rules::Color::Black);
        let told = tr(
            lang,
            keys::HOST_PROMOTION_NOT_APPLIED,
            &[
                ("game", id.into()),
                ("promotion", format!("={queen}").into()),
            ],
        );
        let to_alice = |t: &chakbot::host::Target| matches!(t, chakbot::host::Target::Private(u) | chakbot::host::Target::Dm(u) if u == "alice");
        assert!(
            r.iter().any(|r| to_alice(r.to()) && r.text == told),
            "{lang:?}: {}",
            texts(&r)
        );
        assert!(r.iter().all(|r| r.menu.is_none()), "{}", texts(&r));
    }
}
