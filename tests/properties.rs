//! Property and fuzz-style tests over every rule set: FEN round trips on positions reached
//! by random playouts, playouts that never panic and always end or reach the move cap,
//! SAN and coordinates read back to the same move, and arbitrary text (as FEN and as a
//! move) never panicking.

use chakbot::host::play::choice_menu;
use chakbot::host::words::i18n::Lang;
use chakbot::rules::notation::Letters;
use chakbot::rules::{notation, AnyPosition, MoveError, RuleSet, StartOption, Viewer};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// The non-random rule sets (always present in this branch).
const PLAIN: [RuleSet; 3] = [RuleSet::Chess, RuleSet::Maharaja, RuleSet::Koopa];

const MOVE_CAP: usize = 300;

fn start(rs: RuleSet, option: u8, rng: &mut ChaCha20Rng) -> AnyPosition {
    let option = if rs.has_random_start() {
        StartOption::from_number(option % 3).unwrap_or(StartOption::Standard)
    } else {
        StartOption::Standard
    };
    AnyPosition::start(rs, option, rng)
}

/// Plays random legal moves from a start; calls `visit` on every position reached.
/// Returns the number of moves played.
fn playout(
    rs: RuleSet,
    seed: u64,
    option: u8,
    mut visit: impl FnMut(&AnyPosition, &mut ChaCha20Rng),
) -> usize {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut pos = start(rs, option, &mut rng);
    for played in 0..MOVE_CAP {
        visit(&pos, &mut rng);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            assert!(
                pos.pending().is_none(),
                "{rs}: a pending choice without answers in {}",
                pos.fen()
            );
            return played;
        }
        let pick = moves[rng.random_range(0..moves.len())].action;
        let before = pos.fen();
        if let Err(e) = pos.play(&pick, &mut rng) {
            panic!("{rs}: {before}: the engine refused its own move {pick}: {e}");
        }
    }
    MOVE_CAP
}

#[test]
fn fen_round_trips_on_playouts() {
    for rs in PLAIN {
        let mut checked = 0;
        for seed in 0..12 {
            playout(rs, seed, seed as u8, |pos, _| {
                let fen = pos.fen();
                let again = AnyPosition::from_fen(rs, &fen)
                    .unwrap_or_else(|e| panic!("{rs}: cannot read its own FEN {fen}: {e}"));
                assert_eq!(again.fen(), fen, "{rs}");
                assert_eq!(again.legal_coordinates(), pos.legal_coordinates(), "{fen}");
                checked += 1;
            });
        }
        assert!(checked > 200, "{rs}: only {checked} positions");
    }
}

#[test]
fn playouts_end_or_reach_the_cap() {
    for rs in RuleSet::ALL {
        for seed in 0..20 {
            let n = playout(rs, 1000 + seed, seed as u8, |_, _| {});
            assert!(n <= MOVE_CAP);
        }
    }
}

#[test]
fn san_and_coordinates_read_back_to_the_same_move() {
    for rs in RuleSet::ALL {
        let mut checked = 0;
        for seed in 0..6 {
            playout(rs, 77 + seed, seed as u8, |pos, _| {
                for m in pos.legal_moves() {
                    let san = notation::san(pos, &m.action);
                    assert_eq!(
                        notation::parse_move(pos, &san),
                        Ok(m.action),
                        "{rs} {}: SAN {san}",
                        pos.fen()
                    );
                    let coords = m.action.to_string();
                    assert_eq!(
                        notation::parse_move(pos, &coords),
                        Ok(m.action),
                        "{rs} {}: {coords}",
                        pos.fen()
                    );
                    checked += 1;
                }
            });
        }
        assert!(checked > 1000, "{rs}: {checked}");
    }
}

#[test]
fn refused_moves_leave_the_position_unchanged() {
    for rs in PLAIN {
        playout(rs, 5, 1, |pos, rng| {
            let legal = pos.legal_coordinates();
            let from = rng.random_range(0..64u8);
            let to = rng.random_range(0..64u8);
            let name = |i: u8| format!("{}{}", (b'a' + i % 8) as char, i / 8 + 1);
            let text = format!("{}{}", name(from), name(to));
            let mut copy = pos.clone();
            match notation::parse_move(pos, &text) {
                Ok(a) => assert!(legal.contains(&a.to_string()), "{text}"),
                Err(_) => {
                    assert!(!legal.contains(&text), "{text} is legal but refused");
                    assert_eq!(copy.fen(), pos.fen());
                }
            }
            // Playing a move straight from a different position is refused or legal here.
            let bogus = chakbot::rules::Action::normal(
                chakbot::rules::Square::new(from % 8, from / 8),
                chakbot::rules::Square::new(to % 8, to / 8),
            );
            let before = copy.fen();
            if copy.play(&bogus, rng).is_err() {
                assert_eq!(
                    copy.fen(),
                    before,
                    "{rs}: a refused move changed the position"
                );
            }
        });
    }
}

/// Text close to a FEN: board letters, digits, slashes, fields.
fn near_fen() -> impl Strategy<Value = String> {
    prop_oneof![
        "[rnbqkpRNBQKPMmsocutlSOCUTLdweiI0-9/]{0,80}",
        "[rnbqkpRNBQKPM1-9/]{20,70} [wbx-] [KQkqa-h-]{0,5} [a-h1-9-]{0,3} [0-9]{0,4} [0-9]{0,4}",
        "[rnbqkpRNBQKPsocutl1-9/]{20,70} [wb] [0-9]{1,3} [a-i-]{0,5} [a-h1-8,0-9-]{0,12}",
        "[rnbqkpRNBQKPmdweiI1-9/]{20,70} [wb] [0-9]{1,3} [0-9{}\":a-z]{0,20} [0-9]{0,14}",
        any::<String>(),
    ]
}

/// Text close to a move: SAN letters, squares, annotations, Chakart words.
fn near_move() -> impl Strategy<Value = String> {
    prop_oneof![
        "[NBRQKMnbrqkmPpOo0xX=+#!?a-j0-9 :-]{0,10}",
        "(stealth|shell|swap|drop|promote|STEALTH) ?[A-Za-z0-9=]{0,6} ?[a-j0-9]{0,3}",
        any::<String>(),
        "\\PC{0,200}",
    ]
}

/// Valid FENs to mutate.
const FENS: [(RuleSet, &str); 6] = [
    (
        RuleSet::Chakart,
        "rnbqkbnr/pppp1ppp/4m3/4p2I/4P3/4m3/PPPP1PPP/RNB1KBNR b 3 1011 000000000000",
    ),
    (
        RuleSet::Chakart2020,
        "1P2k3/1m6/8/8/8/8/8/4K3 w 0 1111 000000000000 ?promote=b8",
    ),
    (
        RuleSet::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        RuleSet::Maharaja,
        "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1",
    ),
    (
        RuleSet::Koopa,
        "nukqnrbb/pps2ppp/3s4/4s3/1P6/8/P1PPP1PP/BNQRNBKR b 1 dhbf e54,d64,c74,b84",
    ),
    (
        RuleSet::Koopa,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 ahah -",
    ),
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn any_text_as_fen_never_panics(text in near_fen()) {
        for rs in RuleSet::ALL {
            if let Ok(pos) = AnyPosition::from_fen(rs, &text) {
                // Whatever was accepted can be used.
                let fen = pos.fen();
                let _ = pos.legal_coordinates();
                let _ = pos.status();
                prop_assert!(AnyPosition::from_fen(rs, &fen).is_ok(), "{} {}", rs, fen);
            }
        }
    }

    #[test]
    fn mutated_fens_never_panic(which in 0..FENS.len(), at in 0usize..80, c in any::<char>(), op in 0..3u8) {
        let (rs, fen) = FENS[which];
        let mut chars: Vec<char> = fen.chars().collect();
        let at = at % (chars.len() + 1);
        match op {
            0 if at < chars.len() => chars[at] = c,
            1 if at < chars.len() => { chars.remove(at); }
            _ => chars.insert(at, c),
        }
        let text: String = chars.into_iter().collect();
        if let Ok(pos) = AnyPosition::from_fen(rs, &text) {
            let _ = pos.legal_coordinates();
            let fen = pos.fen();
            prop_assert!(AnyPosition::from_fen(rs, &fen).is_ok(), "{}", fen);
        }
    }

    #[test]
    fn any_text_as_move_never_panics(text in near_move(), seed in 0u64..50, plies in 0usize..40) {
        for rs in RuleSet::ALL {
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            let mut pos = start(rs, seed as u8, &mut rng);
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() { break; }
                let pick = moves[rng.random_range(0..moves.len())].action;
                pos.play(&pick, &mut rng).expect("own move");
            }
            match notation::parse_move(&pos, &text) {
                Ok(a) => prop_assert!(pos.legal_coordinates().contains(&a.to_string())),
                Err(e) => {
                    let msg = e.to_string();
                    prop_assert!(msg.chars().count() < 200, "{}", msg);
                    if let MoveError::Unreadable { text: echo } = e {
                        prop_assert!(echo.chars().count() <= 25);
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// What the bot prints, it reads back: on random positions of every rule set, every
    /// legal action written as the bot writes it (`moves` lists and menus: SAN with
    /// disambiguation; records: with `+`/`#`; Chakart specials and pending choices such
    /// as `stealth Qab3`, `drop N f3`, `=Q`) reads back to the same action, in every
    /// language's letters.
    #[test]
    fn printed_moves_read_back_in_every_language(seed in any::<u64>(), option in 0u8..3) {
        for rs in RuleSet::ALL {
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            let mut pos = start(rs, option, &mut rng);
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for m in &moves {
                    for letters in Letters::ALL {
                        let listed = notation::san_plain_in(&moves, m, letters);
                        let record = notation::san_in(&pos, &m.action, letters);
                        // Records keep English letters and are translated for the reader.
                        let english = notation::san(&pos, &m.action);
                        prop_assert_eq!(
                            notation::translate(&english, letters),
                            record.clone(),
                            "{} {} {}", rs, pos.fen(), letters
                        );
                        // The coordinate form menus and `rules moves` show, in the
                        // reader's words (`promouvoir t`, `poser c b8`, `e7e8d`).
                        let answer = notation::answer_text(&m.action, letters);
                        for text in [listed, record, answer] {
                            prop_assert_eq!(
                                notation::parse_move_with(&pos, &text, None, letters),
                                Ok(m.action),
                                "{} {} {}: {}", rs, pos.fen(), letters, text
                            );
                        }
                    }
                }
                let pick = moves[rng.random_range(0..moves.len())].action;
                pos.play(&pick, &mut rng).expect("own move");
            }
        }
    }
}

/// Every option of every step of a pending choice's menu in `lang`, as (value, whether it
/// answers): the first step, then each partial option's next step (at most `depth`
/// steps).
fn menu_options(
    pos: &AnyPosition,
    kind: chakbot::rules::ChoiceKind,
    lang: Lang,
    depth: u32,
) -> Vec<String> {
    let moves = pos.legal_moves();
    let mover = pos.pending().map_or(pos.turn(), |p| p.player);
    let view = pos.view(Viewer::Player(mover));
    let mut answers = Vec::new();
    let mut partial = vec![choice_menu::keyword(kind, lang).to_string()];
    for _ in 0..depth {
        let mut next = Vec::new();
        for text in &partial {
            let Some(step) = choice_menu::step(kind, &moves, &view, lang, text) else {
                continue;
            };
            for o in step.options {
                if choice_menu::step(kind, &moves, &view, lang, &o.value).is_some() {
                    next.push(o.value);
                } else {
                    answers.push(o.value);
                }
            }
        }
        next.sort();
        next.dedup();
        partial = next;
    }
    answers.sort();
    answers.dedup();
    answers
}

/// What a choice's menu lists, it reads back (issue 35): on random Chakart games of both
/// editions, for every pending choice the engines produce (promotion, King Boo, Toadette,
/// Daisy) and every language, each option the menus list (whatever the step) read back in
/// that language is exactly that option: a legal answer written that way
/// (`notation::answer_text`), and every legal answer is listed. A French `promote r`
/// (the rook, read as the king, *roi*) or a German `promote b` (the bishop, read as a
/// pawn, *Bauer*) fails here.
#[test]
fn every_menu_option_of_every_choice_reads_back_in_every_language() {
    // How many choices of each kind were checked, per edition (a few of each suffice;
    // a King Boo menu of 30 pieces is long to walk).
    let mut kinds = std::collections::HashMap::new();
    let mut checked = 0;
    for rs in [RuleSet::Chakart, RuleSet::Chakart2020] {
        for seed in 0..30u64 {
            playout(rs, 500 + seed, seed as u8, |pos, _| {
                let Some(p) = pos.pending() else { return };
                let seen = kinds
                    .entry((rs, std::mem::discriminant(&p.choice)))
                    .or_insert(0);
                if *seen >= 6 {
                    return;
                }
                *seen += 1;
                let moves = pos.legal_moves();
                for lang in Lang::ALL {
                    let letters = lang.letters();
                    let listed = menu_options(pos, p.choice, lang, 5);
                    let mut reached = Vec::new();
                    for value in &listed {
                        // The reader the host uses, on the legal answers computed once.
                        let read = notation::resolve_in(&moves, rs, |_| None, value, letters);
                        let Ok(action) = read else {
                            panic!("{rs} {} {lang:?}: `{value}` reads {read:?}", pos.fen());
                        };
                        assert_eq!(
                            &notation::answer_text(&action, letters),
                            value,
                            "{rs} {} {lang:?}: `{value}` is read as another option",
                            pos.fen()
                        );
                        reached.push(action);
                    }
                    for m in &moves {
                        assert!(
                            reached.contains(&m.action),
                            "{rs} {} {lang:?}: {} is never listed",
                            pos.fen(),
                            m.action
                        );
                    }
                    checked += 1;
                }
            });
        }
    }
    let kinds: std::collections::HashSet<_> = kinds.keys().map(|(_, k)| *k).collect();
    assert!(kinds.len() >= 4, "every kind of choice came up: {kinds:?}");
    assert!(checked > 100, "{checked}");
}
