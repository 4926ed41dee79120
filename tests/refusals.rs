//! Every refusal reason of the rules core worded in French and German: no placeholder or
//! key left, no English word, French typography (a non-breaking space before : ; ! ?).

use chakbot::host::words::i18n::Lang;
use chakbot::host::words::refusal::{reason, refusal};
use chakbot::rules::{CastleSide, CastleWhy, MoveError, PowerWhy, Refusal, Role, Square, Why};

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

/// One of each reason (the match below fails to compile when a reason is added and not
/// listed here).
fn every_why() -> Vec<Why> {
    let castle = |cause| Why::Castle {
        side: CastleSide::King,
        cause,
    };
    let all = vec![
        Why::NothingThere,
        Why::NotYours,
        Why::NoSuchPiece {
            file: None,
            rank: None,
        },
        Why::NoSuchPiece {
            file: Some(1),
            rank: None,
        },
        Why::NoSuchPiece {
            file: None,
            rank: Some(0),
        },
        Why::NoSuchPiece {
            file: Some(1),
            rank: Some(0),
        },
        Why::CannotGo,
        Why::Blocked(sq("e3")),
        Why::InCheck {
            royal: Role::King,
            by: vec![(Role::Bishop, sq("b4")), (Role::Knight, sq("d3"))],
        },
        Why::Pinned {
            royal: Role::Maharaja,
            by: (Role::Queen, sq("h4")),
        },
        Why::Attacked {
            royal: Role::King,
            by: (Role::Rook, sq("d2")),
        },
        Why::Stunned { moves: 1 },
        Why::Stunned { moves: 2 },
        Why::Immobilized { later: false },
        Why::Immobilized { later: true },
        Why::KingOffBoard,
        castle(CastleWhy::KingMoved),
        castle(CastleWhy::RookMoved),
        castle(CastleWhy::RightLost),
        castle(CastleWhy::InCheck),
        castle(CastleWhy::Attacked(sq("f1"))),
        castle(CastleWhy::Occupied(sq("g1"))),
        Why::Castle {
            side: CastleSide::Queen,
            cause: CastleWhy::Unavailable,
        },
        Why::PromotionMissing {
            choices: vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
        },
        Why::PromotionRole {
            role: Role::King,
            choices: vec![Role::Queen, Role::Knight],
        },
        Why::NotAPromotion,
        Why::PromoteAfterEffects,
        Why::NoPromotionWaiting,
        Why::NoStealth {
            cause: PowerWhy::NotNow,
        },
        Why::NoStealth {
            cause: PowerWhy::Used,
        },
        Why::NoStealth {
            cause: PowerWhy::NoPiece,
        },
        Why::NoStealth {
            cause: PowerWhy::Immobilized,
        },
        Why::NoStealth {
            cause: PowerWhy::NoTarget,
        },
        Why::StealthTo,
        Why::NoShell {
            cause: PowerWhy::NotNow,
        },
        Why::NoShell {
            cause: PowerWhy::Used,
        },
        Why::NoShell {
            cause: PowerWhy::NoPiece,
        },
        Why::NoShell {
            cause: PowerWhy::Immobilized,
        },
        Why::NoShell {
            cause: PowerWhy::NoTarget,
        },
        Why::ShellAt,
        Why::Swap,
        Why::Drop,
        Why::NotInRuleSet,
        Why::TooManyTurns,
        Why::TakebackFailed,
        Why::Illegal,
    ];
    for w in &all {
        match w {
            Why::NothingThere
            | Why::NotYours
            | Why::NoSuchPiece { .. }
            | Why::CannotGo
            | Why::Blocked(_)
            | Why::InCheck { .. }
            | Why::Pinned { .. }
            | Why::Attacked { .. }
            | Why::Stunned { .. }
            | Why::Immobilized { .. }
            | Why::KingOffBoard
            | Why::Castle { .. }
            | Why::PromotionMissing { .. }
            | Why::PromotionRole { .. }
            | Why::NotAPromotion
            | Why::PromoteAfterEffects
            | Why::NoPromotionWaiting
            | Why::NoStealth { .. }
            | Why::StealthTo
            | Why::NoShell { .. }
            | Why::ShellAt
            | Why::Swap
            | Why::Drop
            | Why::NotInRuleSet
            | Why::TooManyTurns
            | Why::TakebackFailed
            | Why::Illegal => {}
        }
    }
    all
}

/// Every refusal, for every role named.
fn every_error() -> Vec<MoveError> {
    let mut out = vec![
        MoveError::Unreadable { text: "zz9".into() },
        MoveError::Unreadable { text: "Nf9".into() },
        MoveError::Ambiguous {
            text: "re1".into(),
            candidates: vec!["Re1".into(), "Te1".into()],
        },
        MoveError::Ambiguous {
            text: "Nd2".into(),
            candidates: vec!["Cbd2".into(), "Cfd2".into(), "Cf1d2".into()],
        },
    ];
    for why in every_why() {
        for role in [None, Some(Role::Pawn), Some(Role::Rook), Some(Role::Queen)] {
            out.push(MoveError::Refused(Refusal {
                role,
                from: Some(sq("b1")),
                to: Some(sq("c3")),
                why: why.clone(),
                options: Vec::new(),
            }));
        }
    }
    out.push(MoveError::Refused(Refusal {
        role: Some(Role::Knight),
        from: Some(sq("b1")),
        to: Some(sq("b3")),
        why: Why::CannotGo,
        options: vec!["Ca3".into(), "Cc3".into()],
    }));
    for role in Role::ALL {
        out.push(MoveError::Refused(Refusal {
            role: Some(role),
            from: None,
            to: Some(sq("c3")),
            why: Why::NoSuchPiece {
                file: None,
                rank: None,
            },
            options: Vec::new(),
        }));
    }
    out
}

/// Words that give English away (whole words, lower case).
const ENGLISH: &[&str] = &[
    "the", "you", "your", "cannot", "can", "piece", "move", "moves", "king", "rook", "knight",
    "bishop", "queen", "pawn", "is", "and", "or", "on", "to", "not", "here", "no", "that", "would",
    "has", "by", "from", "check", "castle", "shell", "stealth", "swap", "drop", "until", "turn",
    "next", "play", "choose", "like", "add",
];

fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

fn assert_clean(lang: Lang, text: &str, what: &MoveError) {
    assert!(!text.is_empty(), "{lang} {what:?}");
    for bad in ["{", "}", "refusal-", "host-", "$"] {
        assert!(
            !text.contains(bad),
            "{lang}: {bad:?} left in {text:?} ({what:?})"
        );
    }
    let english = english_words(text);
    assert!(
        english.is_empty(),
        "{lang}: English {english:?} in {text:?} ({what:?})"
    );
}

#[test]
fn every_refusal_reason_reads_in_french_and_german() {
    for e in every_error() {
        for lang in [Lang::Fr, Lang::De] {
            let why = reason(lang, &e);
            assert_clean(lang, &why, &e);
            let whole = refusal(lang, "Cc3", &e);
            assert_clean(lang, &whole, &e);
        }
        // English has every reason too, and no placeholder.
        let en = refusal(Lang::En, "Nc3", &e);
        assert!(!en.contains('{') && !en.contains("refusal-"), "{en}");
    }
}

#[test]
fn french_reasons_follow_french_typography() {
    for e in every_error() {
        let text = reason(Lang::Fr, &e);
        for (i, c) in text.char_indices() {
            if matches!(c, ':' | ';' | '!' | '?') {
                let before = text[..i].chars().last();
                assert!(
                    matches!(before, Some('\u{00A0}' | '\u{202F}')),
                    "no non-breaking space before {c:?} in {text:?}"
                );
            }
        }
    }
}

#[test]
fn refusals_examples_in_three_languages() {
    let pinned = MoveError::Refused(Refusal {
        role: Some(Role::Knight),
        from: Some(sq("d2")),
        to: Some(sq("f3")),
        why: Why::Pinned {
            royal: Role::King,
            by: (Role::Bishop, sq("b4")),
        },
        options: Vec::new(),
    });
    assert_eq!(
        refusal(Lang::En, "Nf3", &pinned),
        "`Nf3` is not possible: the knight on d2 is pinned against your king by the bishop on b4."
    );
    assert_eq!(
        reason(Lang::Fr, &pinned),
        "le fou en b4 cloue le cavalier en d2 contre votre roi"
    );
    assert_eq!(
        reason(Lang::De, &pinned),
        "der Springer auf d2 ist durch den Läufer auf b4 an deinen König gefesselt"
    );
    let check = MoveError::Refused(Refusal {
        role: Some(Role::Pawn),
        from: Some(sq("a2")),
        to: Some(sq("a3")),
        why: Why::InCheck {
            royal: Role::King,
            by: vec![(Role::Queen, sq("b4"))],
        },
        options: Vec::new(),
    });
    assert_eq!(
        reason(Lang::Fr, &check),
        "votre roi est mis en échec par la dame en b4, et ce coup n’y remédie pas"
    );
    let promo = MoveError::Refused(Refusal {
        role: Some(Role::Pawn),
        from: Some(sq("e7")),
        to: Some(sq("e8")),
        why: Why::PromotionMissing {
            choices: vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight],
        },
        options: Vec::new(),
    });
    assert_eq!(
        reason(Lang::Fr, &promo),
        "le pion est promu en e8\u{a0}; ajoutez D, T, F ou C (par exemple e8=D)"
    );
    assert_eq!(
        reason(Lang::De, &promo),
        "der Bauer wird auf e8 umgewandelt; hänge D, T, L oder S an (zum Beispiel e8=D)"
    );
    let off_board = MoveError::Unreadable { text: "Cf9".into() };
    assert_eq!(
        refusal(Lang::Fr, "Cf9", &off_board),
        "Il n’y a pas de case f9\u{a0}: les colonnes vont de a à h et les rangées de 1 à 8."
    );
}

/// German is one `.ftl` file: it parses, every key it has exists in English, and it has
/// every refusal key (the rest falls back to English key by key).
#[test]
fn german_is_one_ftl_file() {
    use chakbot::host::words::i18n::{ftl_keys, keys, problems, tr, SOURCES};
    assert_eq!(problems(), Vec::<String>::new());
    let of = |lang: Lang| {
        let (_, source) = SOURCES.iter().find(|(l, _)| *l == lang).expect("source");
        ftl_keys(source)
    };
    let en = of(Lang::En);
    let de = of(Lang::De);
    for k in &de {
        assert!(en.contains(k), "de.ftl has {k}, en.ftl does not");
    }
    for k in keys::ALL.iter().filter(|k| k.starts_with("refusal-")) {
        assert!(de.iter().any(|d| d == k), "de.ftl lacks {k}");
    }
    assert_eq!(
        tr(
            Lang::De,
            keys::OUTCOME_WIN,
            &[("color", "Weiß".into()), ("reason", "checkmate".into())]
        ),
        "Weiß gewinnt durch Schachmatt."
    );
    assert_eq!(
        tr(
            Lang::De,
            keys::OUTCOME_DRAW,
            &[("reason", "no-legal-move".into())]
        ),
        "Remis, da die Seite am Zug keinen legalen Zug hat."
    );
    assert_eq!(Lang::from_locale("de-AT"), Some(Lang::De));
}
