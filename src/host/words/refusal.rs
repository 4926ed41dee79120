//! A refused move in the reader's language: [`refusal`] words the rules core's structured
//! [`MoveError`] through Fluent (`refusal-*` keys), naming pieces with the reader's words
//! and writing moves with the reader's letters (the rules wrote them so when parsing).

use crate::host::words::i18n::{keys, tr, Arg, Lang};
use crate::host::words::text::echo;
use crate::rules::{CastleSide, CastleWhy, MoveError, PowerWhy, Refusal, Role, Square, Why};

/// The whole refusal of `typed` (what the player sent) for `error`, in `lang`. Turn and
/// game-over refusals are worded by the host itself (they name the game); here they get a
/// generic sentence.
pub fn refusal(lang: Lang, typed: &str, error: &MoveError) -> String {
    match error {
        MoveError::Unreadable { text } => match off_board_square(text) {
            Some(square) => tr(
                lang,
                keys::HOST_MOVE_OFF_BOARD,
                &[("square", square.into())],
            ),
            None => tr(
                lang,
                keys::HOST_MOVE_UNREADABLE,
                &[("text", echo(text).into())],
            ),
        },
        MoveError::Ambiguous { text, candidates } => tr(
            lang,
            keys::REFUSAL_AMBIGUOUS,
            &[
                ("text", echo(text).into()),
                ("candidates", either(lang, candidates).into()),
            ],
        ),
        other => tr(
            lang,
            keys::HOST_MOVE_ILLEGAL,
            &[
                ("text", echo(typed).into()),
                ("reason", reason(lang, other).into()),
            ],
        ),
    }
}

/// A square of `text` that is not on the board: a file letter `a`–`h` followed by a rank
/// other than 1–8 (`f9`, `e0`, `a10`).
///
/// ```
/// use chakbot::host::words::refusal::off_board_square;
/// assert_eq!(off_board_square("Nf9").as_deref(), Some("f9"));
/// assert_eq!(off_board_square("e2e10").as_deref(), Some("e10"));
/// assert_eq!(off_board_square("Nf3"), None);
/// assert_eq!(off_board_square("zz9"), None);
/// ```
pub fn off_board_square(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    (0..bytes.len()).find_map(|i| {
        if !matches!(bytes[i], b'a'..=b'h') {
            return None;
        }
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let rank = &text[i + 1..i + 1 + digits];
        let on_board = matches!(rank, "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8");
        (digits > 0 && !on_board).then(|| text[i..i + 1 + digits].to_string())
    })
}

/// The reason alone, as a clause (`your king is in check from the bishop on b4`).
pub fn reason(lang: Lang, error: &MoveError) -> String {
    match error {
        MoveError::Refused(r) => {
            let why = why(lang, r);
            if r.options.is_empty() {
                why
            } else {
                tr(
                    lang,
                    keys::REFUSAL_WITH_OPTIONS,
                    &[
                        ("reason", why.into()),
                        ("options", r.options.join(", ").into()),
                    ],
                )
            }
        }
        MoveError::Ambiguous { candidates, .. } => either(lang, candidates),
        MoveError::Unreadable { text } => echo(text),
        MoveError::NotYourTurn(_) | MoveError::GameOver => tr(lang, keys::REFUSAL_ILLEGAL, &[]),
    }
}

fn role_id(role: Role) -> &'static str {
    role.name()
}

/// "the knight", "no knight", "the knight" as an agent (`case`: the, none, by).
fn piece(lang: Lang, case: &str, role: Option<Role>) -> String {
    tr(
        lang,
        keys::REFUSAL_PIECE,
        &[
            ("case", case.into()),
            ("role", role.map_or("any", role_id).into()),
        ],
    )
}

/// "the bishop on b4".
fn piece_at(lang: Lang, case: &str, role: Role, square: Square) -> String {
    tr(
        lang,
        keys::REFUSAL_PIECE_AT,
        &[
            ("piece", piece(lang, case, Some(role)).into()),
            ("square", square.to_string().into()),
        ],
    )
}

/// `a, b or c` in `lang`.
fn either(lang: Lang, items: &[String]) -> String {
    join(lang, keys::REFUSAL_EITHER, items)
}

fn join(lang: Lang, key: &str, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [head @ .., last] => tr(
            lang,
            key,
            &[("a", head.join(", ").into()), ("b", last.clone().into())],
        ),
    }
}

/// Promotion choices as the reader's letters: `D, T, F ou C`.
fn letters(lang: Lang, roles: &[Role]) -> String {
    let l = lang.letters();
    let v: Vec<String> = roles.iter().map(|r| l.letter(*r).to_string()).collect();
    either(lang, &v)
}

fn sq(s: Option<Square>) -> String {
    s.map_or_else(String::new, |s| s.to_string())
}

fn why(lang: Lang, r: &Refusal) -> String {
    let the = || piece(lang, "the", r.role);
    let from = || Arg::from(sq(r.from));
    let to = || Arg::from(sq(r.to));
    let royal = |role: Role| {
        Arg::from(tr(
            lang,
            keys::REFUSAL_ROYAL,
            &[("role", role_id(role).into())],
        ))
    };
    match &r.why {
        Why::NothingThere => tr(lang, keys::REFUSAL_NOTHING_THERE, &[("from", from())]),
        Why::NotYours => tr(lang, keys::REFUSAL_NOT_YOURS, &[("from", from())]),
        Why::NoSuchPiece { file, rank } => {
            let on = match (file, rank) {
                (Some(f), Some(k)) => tr(
                    lang,
                    keys::REFUSAL_ON_SQUARE,
                    &[("square", Square::new(*f, *k).to_string().into())],
                ),
                (Some(f), None) => tr(
                    lang,
                    keys::REFUSAL_ON_FILE,
                    &[("file", ((b'a' + f) as char).to_string().into())],
                ),
                (None, Some(k)) => tr(lang, keys::REFUSAL_ON_RANK, &[("rank", (k + 1).into())]),
                (None, None) => String::new(),
            };
            let on = if on.is_empty() { on } else { format!(" {on}") };
            tr(
                lang,
                keys::REFUSAL_NO_SUCH_PIECE,
                &[
                    ("none", piece(lang, "none", r.role).into()),
                    ("on", on.into()),
                    ("to", to()),
                ],
            )
        }
        Why::CannotGo => tr(
            lang,
            keys::REFUSAL_CANNOT_GO,
            &[("piece", the().into()), ("from", from()), ("to", to())],
        ),
        Why::Blocked(at) => tr(
            lang,
            keys::REFUSAL_BLOCKED,
            &[
                ("piece", the().into()),
                ("from", from()),
                ("to", to()),
                ("at", at.to_string().into()),
            ],
        ),
        Why::InCheck { royal: k, by } => {
            let list: Vec<String> = by
                .iter()
                .map(|(r, s)| piece_at(lang, "by", *r, *s))
                .collect();
            tr(
                lang,
                keys::REFUSAL_IN_CHECK,
                &[
                    ("royal", royal(*k)),
                    ("by", join(lang, keys::REFUSAL_BOTH, &list).into()),
                ],
            )
        }
        Why::Pinned { royal: k, by } => tr(
            lang,
            keys::REFUSAL_PINNED,
            &[
                ("piece", the().into()),
                ("from", from()),
                ("royal", royal(*k)),
                ("by", piece_at(lang, "by", by.0, by.1).into()),
                ("pinner", piece_at(lang, "the", by.0, by.1).into()),
            ],
        ),
        Why::Attacked { royal: k, by } => tr(
            lang,
            keys::REFUSAL_ATTACKED,
            &[
                ("royal", royal(*k)),
                ("to", to()),
                ("by", piece_at(lang, "the", by.0, by.1).into()),
            ],
        ),
        Why::Stunned { moves } => tr(
            lang,
            keys::REFUSAL_STUNNED,
            &[("from", from()), ("moves", (*moves).into())],
        ),
        Why::Immobilized { later } => tr(
            lang,
            keys::REFUSAL_IMMOBILIZED,
            &[
                ("from", from()),
                ("later", if *later { "yes" } else { "no" }.into()),
            ],
        ),
        Why::KingOffBoard => tr(
            lang,
            keys::REFUSAL_KING_OFF_BOARD,
            &[("from", from()), ("to", to())],
        ),
        Why::Castle { side, cause } => {
            let at = |k: &str, s: Square| tr(lang, k, &[("square", s.to_string().into())]);
            let cause = match cause {
                CastleWhy::KingMoved => tr(lang, keys::REFUSAL_CASTLE_KING_MOVED, &[]),
                CastleWhy::RookMoved => tr(lang, keys::REFUSAL_CASTLE_ROOK_MOVED, &[]),
                CastleWhy::RightLost => tr(lang, keys::REFUSAL_CASTLE_RIGHT_LOST, &[]),
                CastleWhy::InCheck => tr(lang, keys::REFUSAL_CASTLE_IN_CHECK, &[]),
                CastleWhy::Attacked(s) => at(keys::REFUSAL_CASTLE_ATTACKED, *s),
                CastleWhy::Occupied(s) => at(keys::REFUSAL_CASTLE_OCCUPIED, *s),
                CastleWhy::Unavailable => tr(lang, keys::REFUSAL_CASTLE_UNAVAILABLE, &[]),
            };
            let side = match side {
                CastleSide::King => "king",
                CastleSide::Queen => "queen",
            };
            tr(
                lang,
                keys::REFUSAL_CASTLE,
                &[("side", side.into()), ("cause", cause.into())],
            )
        }
        Why::PromotionMissing { choices } => {
            let first = choices.first().copied().unwrap_or(Role::Queen);
            let example = format!("{}={}", sq(r.to), lang.letters().letter(first));
            tr(
                lang,
                keys::REFUSAL_PROMOTION_MISSING,
                &[
                    ("to", to()),
                    ("choices", letters(lang, choices).into()),
                    ("example", example.into()),
                ],
            )
        }
        Why::PromotionRole { role, choices } => tr(
            lang,
            keys::REFUSAL_PROMOTION_ROLE,
            &[
                ("role", role_id(*role).into()),
                ("choices", letters(lang, choices).into()),
            ],
        ),
        Why::NotAPromotion => tr(lang, keys::REFUSAL_NOT_A_PROMOTION, &[]),
        Why::PromoteAfterEffects => tr(lang, keys::REFUSAL_PROMOTE_AFTER_EFFECTS, &[]),
        Why::NoPromotionWaiting => tr(lang, keys::REFUSAL_NO_PROMOTION_WAITING, &[]),
        Why::NoStealth { cause } => tr(lang, power_key(false, *cause), &[]),
        Why::StealthTo => tr(lang, keys::REFUSAL_STEALTH_TO, &[("to", to())]),
        Why::NoShell { cause } => tr(lang, power_key(true, *cause), &[]),
        Why::ShellAt => tr(lang, keys::REFUSAL_SHELL_AT, &[("to", to())]),
        Why::Swap => tr(lang, keys::REFUSAL_SWAP, &[("a", from()), ("b", to())]),
        Why::Drop => tr(lang, keys::REFUSAL_DROP, &[("to", to())]),
        Why::NotInRuleSet => tr(lang, keys::REFUSAL_NOT_IN_RULESET, &[]),
        Why::TooManyTurns => tr(lang, keys::REFUSAL_TOO_MANY_TURNS, &[]),
        Why::TakebackFailed => tr(lang, keys::REFUSAL_TAKEBACK_FAILED, &[]),
        Why::Illegal => tr(lang, keys::REFUSAL_ILLEGAL, &[]),
    }
}

/// The key of why no stealth move (`shell`: no shell) is possible.
fn power_key(shell: bool, cause: PowerWhy) -> &'static str {
    match (shell, cause) {
        (false, PowerWhy::NotNow) => keys::REFUSAL_NO_STEALTH,
        (false, PowerWhy::Used) => keys::REFUSAL_STEALTH_USED,
        (false, PowerWhy::NoPiece) => keys::REFUSAL_STEALTH_NO_QUEEN,
        (false, PowerWhy::Immobilized) => keys::REFUSAL_STEALTH_IMMOBILIZED,
        (false, PowerWhy::NoTarget) => keys::REFUSAL_STEALTH_NO_SQUARE,
        (true, PowerWhy::NotNow) => keys::REFUSAL_NO_SHELL,
        (true, PowerWhy::Used) => keys::REFUSAL_SHELL_USED,
        (true, PowerWhy::NoPiece) => keys::REFUSAL_SHELL_NO_KING,
        (true, PowerWhy::Immobilized) => keys::REFUSAL_SHELL_IMMOBILIZED,
        (true, PowerWhy::NoTarget) => keys::REFUSAL_SHELL_NO_TARGET,
    }
}
