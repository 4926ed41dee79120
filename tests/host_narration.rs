//! Narration written by hand for each event kind, in English and French; outcome
//! sentences; pending choices.

use chakbot::host::words::i18n::Lang;
use chakbot::host::words::narrate;
use chakbot::rules::{
    ChoiceKind, Color, DrawReason, EggEffect, Event, Object, Outcome, Pending, Piece, Role,
    RuleSet, Square, TurnReport, Viewer, WinReason,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

const W: Color = Color::White;
const B: Color = Color::Black;

fn p(c: Color, r: Role) -> Piece {
    Piece::new(c, r)
}

fn both(rs: RuleSet, events: &[Event], en: &[&str], fr: &[&str]) {
    assert_eq!(narrate::sentences(Lang::En, rs, events), en, "{events:?}");
    assert_eq!(narrate::sentences(Lang::Fr, rs, events), fr, "{events:?}");
}

#[test]
fn chess_events() {
    both(
        RuleSet::Chess,
        &[
            Event::Moved {
                piece: p(W, Role::Knight),
                from: sq("g1"),
                to: sq("f3"),
            },
            Event::Captured {
                piece: p(B, Role::Rook),
                square: sq("f3"),
            },
            Event::Check { color: B },
        ],
        &[
            "The white knight moved from g1 to f3.",
            "The black rook on f3 was captured.",
            "Black is in check.",
        ],
        &[
            "Le cavalier blanc va de g1 en f3.",
            "La tour noire en f3 est prise.",
            "Les noirs sont en échec.",
        ],
    );
    both(
        RuleSet::Maharaja,
        &[
            Event::Castled {
                color: B,
                king_from: sq("e8"),
                king_to: sq("g8"),
                rook_from: sq("h8"),
                rook_to: sq("f8"),
            },
            Event::Promoted {
                square: sq("e1"),
                role: Role::Queen,
            },
        ],
        &["Black castled.", "The pawn on e1 was promoted to a queen."],
        &["Les noirs roquent.", "Le pion en e1 est promu en dame."],
    );
}

#[test]
fn koopa_events() {
    both(
        RuleSet::Koopa,
        &[
            Event::Stunned {
                piece: p(B, Role::Knight),
                square: sq("e5"),
            },
            Event::Bounced {
                piece: p(W, Role::Bishop),
                from: sq("e5"),
                to: sq("d6"),
            },
            Event::Kicked {
                piece: p(B, Role::Queen),
                square: sq("d7"),
            },
            Event::Captured {
                piece: p(B, Role::Pawn),
                square: sq("c8"),
            },
            Event::FellOff {
                piece: p(W, Role::Rook),
                from: sq("h8"),
            },
            Event::Recovered {
                squares: vec![sq("a2"), sq("b3")],
            },
            Event::Recovered { squares: vec![] },
        ],
        &[
            "The black knight on e5 is stunned.",
            "The white bishop bounced to d6.",
            "The black queen on d7 was kicked off the board.",
            "The black pawn on c8 left the game.",
            "The white rook fell off the board from h8.",
            "No longer stunned: a2, b3.",
        ],
        &[
            "Le cavalier noir en e5 est assommé.",
            "Le fou blanc rebondit en d6.",
            "La dame noire en d7 est éjectée du plateau.",
            "Le pion noir en c8 quitte la partie.",
            "La tour blanche tombe du plateau depuis h8.",
            "Ne sont plus assommées\u{a0}: a2, b3.",
        ],
    );
}

#[test]
fn chakart_objects() {
    let bishop = p(B, Role::Bishop);
    both(
        RuleSet::Chakart,
        &[
            Event::Moved {
                piece: bishop,
                from: sq("f8"),
                to: sq("c5"),
            },
            Event::ItemDropped {
                object: Object::Bomb,
                square: sq("f8"),
            },
            Event::ObjectHit {
                object: Object::Bomb,
                square: sq("c5"),
            },
            Event::Hopped {
                piece: bishop,
                cause: Object::Bomb,
                from: sq("c5"),
                to: sq("d4"),
            },
            Event::ObjectHit {
                object: Object::Banana,
                square: sq("d4"),
            },
            Event::Hopped {
                piece: bishop,
                cause: Object::Banana,
                from: sq("d4"),
                to: sq("d3"),
            },
            Event::ObjectHit {
                object: Object::Egg,
                square: sq("d3"),
            },
            Event::Egg {
                effect: EggEffect::Luigi,
            },
        ],
        &[
            "The black bishop moved from f8 to c5.",
            "A bomb was dropped on f8.",
            "The black bishop hit the bomb on c5 and was blown to d4.",
            "The black bishop hit the banana on d4 and slipped to d3.",
            "The black bishop hit the egg on d3.",
            "Egg! Luigi.",
        ],
        &[
            "Le fou noir va de f8 en c5.",
            "Une bombe apparaît en f8.",
            "Le fou noir heurte la bombe en c5 et est projeté en d4.",
            "Le fou noir heurte la banane en d4 et glisse en d3.",
            "Le fou noir heurte l’œuf en d3.",
            "Œuf\u{a0}! Luigi.",
        ],
    );
    let rook = p(W, Role::Rook);
    both(
        RuleSet::Chakart,
        &[
            Event::ObjectHit {
                object: Object::Mushroom,
                square: sq("d4"),
            },
            Event::Jumped {
                piece: rook,
                from: sq("d4"),
                over: sq("d5"),
                to: sq("d6"),
            },
            Event::Hopped {
                piece: rook,
                cause: Object::Mushroom,
                from: sq("d6"),
                to: sq("d7"),
            },
            Event::ObjectDestroyed {
                object: Object::Banana,
                square: sq("e7"),
            },
            Event::ObjectDestroyed {
                object: Object::Egg,
                square: sq("e6"),
            },
        ],
        &[
            "A piece hit the mushroom on d4.",
            "The white rook jumped over d5 to d6.",
            "The white rook bounced from d6 to d7.",
            "The banana on e7 was destroyed.",
            "The egg on e6 was destroyed.",
        ],
        &[
            "Une pièce heurte le champignon en d4.",
            "La tour blanche saute par-dessus d5 et arrive en d6.",
            "La tour blanche bondit de d6 en d7.",
            "La banane en e7 est détruite.",
            "L’œuf en e6 est détruit.",
        ],
    );
}

#[test]
fn chakart_eggs() {
    let knight = p(W, Role::Knight);
    let queen = p(B, Role::Queen);
    both(
        RuleSet::Chakart,
        &[
            Event::Egg {
                effect: EggEffect::Waluigi,
            },
            Event::Recolored {
                piece: queen,
                square: sq("g8"),
                now: W,
            },
            Event::Egg {
                effect: EggEffect::Koopa,
            },
            Event::SentBack {
                piece: knight,
                from: sq("e5"),
                to: sq("g1"),
            },
            Event::Egg {
                effect: EggEffect::Chomp,
            },
            Event::Captured {
                piece: knight,
                square: sq("e5"),
            },
            Event::Egg {
                effect: EggEffect::Bowser,
            },
            Event::Immobilized {
                piece: knight,
                square: sq("e5"),
            },
            Event::Released {
                squares: vec![sq("e5")],
            },
            Event::Egg {
                effect: EggEffect::KingBoo,
            },
            Event::ChoiceAwaited { player: W },
            Event::Swapped {
                a: sq("b1"),
                b: sq("g8"),
                first: p(W, Role::Knight),
                second: p(B, Role::Knight),
            },
            Event::Egg {
                effect: EggEffect::Toadette,
            },
            Event::PieceDropped {
                piece: p(W, Role::Rook),
                square: sq("f3"),
            },
            Event::Egg {
                effect: EggEffect::Daisy,
            },
            Event::Egg {
                effect: EggEffect::Luigi,
            },
            Event::EffectVoid {
                effect: EggEffect::Luigi,
            },
        ],
        &[
            "Egg! Waluigi: the black queen on g8 now plays for White.",
            "Egg! Koopa sent the white knight back to g1.",
            "Egg! Chomp ate the white knight on e5.",
            "Egg! Bowser immobilized the white knight on e5.",
            "Free to move again: e5.",
            "Egg! King Boo: two pieces will swap places.",
            "White must make a choice.",
            "The white knight on b1 and the black knight on g8 swapped places.",
            "Egg! Toadette: a piece will be put on the board.",
            "The white rook was put on f3.",
            "Egg! Daisy: one more move.",
            "Egg! Luigi, but it had no effect.",
        ],
        &[
            "Œuf\u{a0}! Waluigi\u{a0}: la dame noire en g8 joue désormais pour les blancs.",
            "Œuf\u{a0}! Koopa renvoie le cavalier blanc en g1.",
            "Œuf\u{a0}! Chomp dévore le cavalier blanc en e5.",
            "Œuf\u{a0}! Bowser immobilise le cavalier blanc en e5.",
            "De nouveau libres de bouger\u{a0}: e5.",
            "Œuf\u{a0}! King Boo\u{a0}: deux pièces vont échanger leurs places.",
            "Les blancs doivent faire un choix.",
            "Le cavalier blanc en b1 et le cavalier noir en g8 échangent leurs places.",
            "Œuf\u{a0}! Toadette\u{a0}: une pièce va être posée sur le plateau.",
            "La tour blanche est posée en f3.",
            "Œuf\u{a0}! Daisy\u{a0}: un coup de plus.",
            "Œuf\u{a0}! Luigi, mais sans effet.",
        ],
    );
    // Effects told on their own (not right after their egg).
    both(
        RuleSet::Chakart2020,
        &[
            Event::EffectVoid {
                effect: EggEffect::KingBoo,
            },
            Event::SentBack {
                piece: knight,
                from: sq("e5"),
                to: sq("g1"),
            },
            Event::Immobilized {
                piece: queen,
                square: sq("d8"),
            },
            Event::Recolored {
                piece: knight,
                square: sq("c3"),
                now: B,
            },
        ],
        &[
            "King Boo had no effect.",
            "The white knight went back to g1.",
            "The black queen on d8 is immobilized.",
            "The white knight on c3 now plays for Black.",
        ],
        &[
            "King Boo n’a aucun effet.",
            "Le cavalier blanc retourne en g1.",
            "La dame noire en d8 est immobilisée.",
            "Le cavalier blanc en c3 joue désormais pour les noirs.",
        ],
    );
}

#[test]
fn stealth_queen_public_and_private() {
    let report = TurnReport {
        events: vec![Event::StealthMove {
            color: W,
            from: sq("d1"),
            to: sq("h5"),
        }],
        ..TurnReport::default()
    };
    let owner = narrate::turn(Lang::En, RuleSet::Chakart, &report, Viewer::Player(W));
    assert_eq!(owner, ["The white queen moved in secret from d1 to h5."]);
    for viewer in [Viewer::Public, Viewer::Player(B)] {
        let en = narrate::turn(Lang::En, RuleSet::Chakart, &report, viewer);
        let fr = narrate::turn(Lang::Fr, RuleSet::Chakart, &report, viewer);
        assert_eq!(en, ["The white queen vanished from d1."]);
        assert_eq!(fr, ["La dame blanche disparaît de d1."]);
    }
    assert_eq!(
        narrate::turn(Lang::Fr, RuleSet::Chakart, &report, Viewer::Player(W)),
        ["La dame blanche se déplace en secret de d1 en h5."]
    );
    both(
        RuleSet::Chakart,
        &[
            Event::QueenRevealed {
                color: B,
                square: sq("e4"),
            },
            Event::HiddenQueenCaptured {
                piece: p(W, Role::Queen),
                square: sq("c6"),
            },
            Event::ShellThrown {
                from: sq("e1"),
                target: sq("e7"),
            },
            Event::Captured {
                piece: p(B, Role::King),
                square: sq("e7"),
            },
        ],
        &[
            "The black queen reappeared on e4.",
            "The white queen, hidden on c6, was captured!",
            "A shell flew from e1 to e7.",
            "The black king on e7 was captured.",
        ],
        &[
            "La dame noire réapparaît en e4.",
            "La dame blanche, cachée en c6, est prise\u{a0}!",
            "Une carapace file de e1 vers e7.",
            "Le roi noir en e7 est pris.",
        ],
    );
}

#[test]
fn pending_choices_replace_the_bare_notice() {
    let report = TurnReport {
        events: vec![
            Event::Moved {
                piece: p(W, Role::Pawn),
                from: sq("e7"),
                to: sq("e8"),
            },
            Event::ChoiceAwaited { player: W },
        ],
        draws: vec![],
        pending: Some(Pending {
            player: W,
            choice: ChoiceKind::Promotion { square: sq("e8") },
        }),
    };
    assert_eq!(
        narrate::turn(Lang::En, RuleSet::Chakart, &report, Viewer::Public),
        [
            "The white pawn moved from e7 to e8.",
            "White must choose what the pawn on e8 becomes."
        ]
    );
    let cases = [
        (
            ChoiceKind::KingBooSwap,
            "Black must choose two pieces to swap (King Boo).",
            "Les noirs doivent choisir deux pièces à échanger (King Boo).",
        ),
        (
            ChoiceKind::ToadetteDrop { role: None },
            "Black must choose a captured piece and where to put it (Toadette).",
            "Les noirs doivent choisir une pièce prise et où la poser (Toadette).",
        ),
        (
            ChoiceKind::ToadetteDrop {
                role: Some(Role::Knight),
            },
            "Black must choose where to put the new knight (Toadette).",
            "Les noirs doivent choisir où poser la pièce offerte\u{a0}: cavalier (Toadette).",
        ),
        (
            ChoiceKind::DaisyMove,
            "Black plays one more move (Daisy).",
            "Les noirs jouent un coup de plus (Daisy).",
        ),
    ];
    for (choice, en, fr) in cases {
        let pending = Pending { player: B, choice };
        assert_eq!(narrate::pending(Lang::En, pending), en);
        assert_eq!(narrate::pending(Lang::Fr, pending), fr);
    }
}

#[test]
fn outcomes() {
    let win = |winner, reason| Outcome::Decisive { winner, reason };
    let cases = [
        (
            win(W, WinReason::Checkmate),
            "White wins by checkmate.",
            "Les blancs gagnent par échec et mat.",
        ),
        (
            win(B, WinReason::KingKicked),
            "Black wins by kicking the enemy king off the board.",
            "Les noirs gagnent en éjectant le roi adverse du plateau.",
        ),
        (
            win(B, WinReason::KingsCaptured),
            "Black wins by taking every enemy king.",
            "Les noirs gagnent en prenant tous les rois adverses.",
        ),
        (
            win(W, WinReason::NoLegalMove),
            "White wins as the opponent has no legal move.",
            "Les blancs gagnent car l’adversaire n’a plus de coup légal.",
        ),
        (
            win(W, WinReason::Resignation),
            "White wins by resignation.",
            "Les blancs gagnent par abandon.",
        ),
        (
            win(B, WinReason::Timeout),
            "Black wins on time.",
            "Les noirs gagnent au temps.",
        ),
        (
            win(B, WinReason::Adjudication),
            "Black wins by adjudication.",
            "Les noirs gagnent par décision d’arbitrage.",
        ),
        (
            Outcome::Draw(DrawReason::Stalemate),
            "Draw by stalemate.",
            "Partie nulle par pat.",
        ),
        (
            Outcome::Draw(DrawReason::ThreefoldRepetition),
            "Draw by threefold repetition.",
            "Partie nulle par triple répétition.",
        ),
        (
            Outcome::Draw(DrawReason::FiftyMoveRule),
            "Draw by the fifty-move rule.",
            "Partie nulle par la règle des cinquante coups.",
        ),
        (
            Outcome::Draw(DrawReason::InsufficientMaterial),
            "Draw by insufficient material.",
            "Partie nulle par manque de matériel.",
        ),
        (
            Outcome::Draw(DrawReason::BothKingsLost),
            "Draw as both sides lost their last king at once.",
            "Partie nulle car les deux camps ont perdu leur dernier roi en même temps.",
        ),
        (
            Outcome::Draw(DrawReason::NoLegalMove),
            "Draw as the side to move has no legal move.",
            "Partie nulle car le camp au trait n’a plus de coup légal.",
        ),
        (
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial),
            "Draw on time, against a side that cannot mate.",
            "Partie nulle au temps, face à un camp qui ne peut pas mater.",
        ),
        (
            Outcome::Draw(DrawReason::Agreement),
            "Draw by agreement.",
            "Partie nulle par accord mutuel.",
        ),
        (
            Outcome::Draw(DrawReason::Adjudication),
            "Draw by adjudication.",
            "Partie nulle par décision d’arbitrage.",
        ),
    ];
    for (o, en, fr) in cases {
        assert_eq!(narrate::outcome(Lang::En, o), en);
        assert_eq!(narrate::outcome(Lang::Fr, o), fr);
    }
}

/// Random games of every rule set, narrated for every viewer in both languages: every
/// sentence is a finished, capitalised sentence with no Fluent leftovers, and every
/// outcome has its sentence.
#[test]
fn random_games_narrate_cleanly() {
    use chakbot::rules::{AnyPosition, StartOption};
    use rand::{Rng, SeedableRng};
    let mut kinds = std::collections::BTreeSet::new();
    for rs in RuleSet::ALL {
        for seed in 0..40u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut pos = AnyPosition::start(rs, StartOption::Asymmetric, &mut rng);
            for _ in 0..150 {
                if let Some(o) = pos.status() {
                    for lang in Lang::ALL {
                        let s = narrate::outcome(lang, o);
                        assert!(s.ends_with('.') && !s.contains('{'), "{s}");
                    }
                    break;
                }
                let moves = pos.legal_moves();
                let action = moves[rng.random_range(0..moves.len())].action;
                let report = pos.play(&action, &mut rng).expect("a listed move is legal");
                for e in &report.events {
                    kinds.insert(
                        format!("{e:?}")
                            .split([' ', '{', '('])
                            .next()
                            .unwrap()
                            .to_string(),
                    );
                }
                for viewer in [Viewer::Public, Viewer::Player(W), Viewer::Player(B)] {
                    for lang in Lang::ALL {
                        for s in narrate::turn(lang, rs, &report, viewer) {
                            let first = s.chars().next().unwrap();
                            assert!(first.is_uppercase(), "{s}");
                            assert!(s.ends_with(['.', '!']), "{s}");
                            assert!(!s.contains('{') && !s.contains('$'), "{s}");
                        }
                    }
                }
            }
        }
    }
    // The games went through most kinds of events.
    assert!(kinds.len() >= 20, "{kinds:?}");
}

/// Narration names things exactly: a piece of the mover's own side captured, an item
/// that did nothing and why, an item left where another was (one sentence).
#[test]
fn own_captures_void_items_and_replaced_items_are_told_exactly() {
    let bishop = p(W, Role::Bishop);
    both(
        RuleSet::Chakart,
        &[
            Event::Moved {
                piece: bishop,
                from: sq("c1"),
                to: sq("e3"),
            },
            Event::ItemDropped {
                object: Object::Bomb,
                square: sq("c1"),
            },
            Event::ObjectDestroyed {
                object: Object::Mushroom,
                square: sq("c1"),
            },
            Event::ObjectHit {
                object: Object::Banana,
                square: sq("e3"),
            },
            Event::Hopped {
                piece: bishop,
                cause: Object::Banana,
                from: sq("e3"),
                to: sq("e2"),
            },
            Event::Captured {
                piece: p(W, Role::Pawn),
                square: sq("e2"),
            },
        ],
        &[
            "The white bishop moved from c1 to e3.",
            "A bomb was dropped on c1, replacing the mushroom.",
            "The white bishop hit the banana on e3 and slipped to e2.",
            "The white pawn on e2 was captured by its own side.",
        ],
        &[
            "Le fou blanc va de c1 en e3.",
            "Une bombe apparaît en c1 et remplace le champignon.",
            "Le fou blanc heurte la banane en e3 et glisse en e2.",
            "Le pion blanc en e2 est pris par son propre camp.",
        ],
    );
    let queen = p(W, Role::Queen);
    let knight = p(B, Role::Knight);
    both(
        RuleSet::Chakart,
        &[
            Event::Moved {
                piece: queen,
                from: sq("d1"),
                to: sq("h5"),
            },
            Event::ObjectHit {
                object: Object::Mushroom,
                square: sq("h5"),
            },
            Event::Moved {
                piece: knight,
                from: sq("g8"),
                to: sq("f6"),
            },
            Event::ObjectHit {
                object: Object::Banana,
                square: sq("f6"),
            },
        ],
        &[
            "The white queen moved from d1 to h5.",
            "The white queen hit the mushroom on h5, which did nothing: a mushroom only pushes pawns, knights and kings.",
            "The black knight moved from g8 to f6.",
            "The black knight hit the banana on f6, which did nothing: there was no free square to go to.",
        ],
        &[
            "La dame blanche va de d1 en h5.",
            "La dame blanche heurte le champignon en h5, sans effet\u{a0}: un champignon ne pousse que les pions, cavaliers et rois.",
            "Le cavalier noir va de g8 en f6.",
            "Le cavalier noir heurte la banane en f6, sans effet\u{a0}: aucune case libre où aller.",
        ],
    );
}

/// Every event of random Chakart games (both editions) told in English, French and
/// German: never more sentences than events, never "destroyed" and "dropped" for one
/// square, every swap naming both pieces and both squares.
#[test]
fn random_chakart_turns_are_told_one_sentence_per_event() {
    use chakbot::rules::{AnyPosition, StartOption};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha20Rng;
    let mut swaps = 0;
    let mut events_seen = 0;
    for seed in 0..30u64 {
        let rs = if seed % 2 == 0 {
            RuleSet::Chakart
        } else {
            RuleSet::Chakart2020
        };
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut pos = AnyPosition::start(rs, StartOption::Standard, &mut rng);
        for _ in 0..300 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let pick = moves[rng.random_range(0..moves.len())].action;
            let report = pos.play(&pick, &mut rng).expect("its own move");
            let events = report.events_for(Viewer::Revealed);
            events_seen += events.len();
            for lang in [Lang::En, Lang::Fr, Lang::De] {
                let told = narrate::sentences(lang, rs, &events);
                assert!(told.len() <= events.len(), "{events:?} -> {told:?}");
                assert!(told.iter().all(|t| !t.trim().is_empty()));
            }
            let told = narrate::sentences(Lang::En, rs, &events);
            for t in &told {
                assert!(!(t.contains("destroyed") && t.contains("dropped")), "{t}");
            }
            for (i, e) in events.iter().enumerate() {
                if let Event::ItemDropped { square, .. } = e {
                    let paired = |j: usize| matches!(events.get(j), Some(Event::ObjectDestroyed { square: s, .. }) if s == square);
                    if paired(i + 1) || (i > 0 && paired(i - 1)) {
                        let at = square.to_string();
                        let destroyed = told
                            .iter()
                            .filter(|t| t.contains(&at) && t.contains("destroyed"))
                            .count();
                        assert_eq!(destroyed, 0, "{told:?}");
                    }
                }
                if let Event::Swapped {
                    a,
                    b,
                    first,
                    second,
                } = e
                {
                    swaps += 1;
                    let name = |x: &Piece| narrate::piece(Lang::En, *x);
                    assert!(
                        told.iter().any(|t| t.contains(&a.to_string())
                            && t.contains(&b.to_string())
                            && t.to_lowercase().contains(&name(first))
                            && t.to_lowercase().contains(&name(second))),
                        "{told:?}"
                    );
                }
            }
        }
    }
    assert!(events_seen > 1000, "{events_seen} events");
    assert!(swaps > 0, "no King Boo swap in 30 games");
}

/// Words that read right: French elides "de" before a square read with a vowel ("va
/// d’e7 en e5"), German puts the verb last ("wurde nach b5 geschleudert").
#[test]
fn french_elision_and_german_word_order() {
    use chakbot::host::words::i18n::{tr, Lang};
    let moved = |lang, from: &str| {
        tr(
            lang,
            "ev-moved",
            &[
                ("piece", "P".into()),
                ("from", from.into()),
                ("to", "e5".into()),
            ],
        )
    };
    assert_eq!(moved(Lang::Fr, "e7"), "P va d’e7 en e5.");
    assert_eq!(moved(Lang::Fr, "a7"), "P va d’a7 en e5.");
    assert_eq!(moved(Lang::Fr, "c7"), "P va de c7 en e5.");
    let hopped = tr(
        Lang::De,
        "ev-hopped",
        &[
            ("piece", "L".into()),
            ("cause", "bomb".into()),
            ("from", "c3".into()),
            ("to", "b5".into()),
        ],
    );
    assert_eq!(hopped, "L wurde von c3 nach b5 geschleudert.");
    // One option is one, in every language.
    for (lang, one) in [
        (Lang::En, "(1 option)"),
        (Lang::Fr, "(1 choix)"),
        (Lang::De, "(1 Möglichkeit)"),
    ] {
        let menu = tr(
            lang,
            "local-menu",
            &[
                ("placeholder", "X".into()),
                ("game", 1u64.into()),
                ("count", 1u64.into()),
            ],
        );
        assert!(menu.contains(one), "{lang}: {menu}");
    }
}
