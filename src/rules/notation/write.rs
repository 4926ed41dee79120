//! SAN written in a language's letters: what records, lists, menus and refusals show.
//! Everything written here reads back to the same action (`tests/properties.rs`).

use super::letters::{Letters, Special};
use crate::rules::action::Action;
use crate::rules::outcome::Outcome;
use crate::rules::position::AnyPosition;
use crate::rules::role::Role;
use crate::rules::square::Square;
use crate::rules::variant::{CastleSide, MoveDesc};
use rand::SeedableRng;

/// SAN (English letters) of a legal action in `pos`, with `+` / `#` for rule sets without
/// random moves. An action that is not legal is written in coordinates.
pub fn san(pos: &AnyPosition, action: &Action) -> String {
    san_in(pos, action, Letters::English)
}

/// [`san`] in `letters`.
pub fn san_in(pos: &AnyPosition, action: &Action, letters: Letters) -> String {
    let moves = pos.legal_moves();
    let Some(desc) = moves.iter().find(|m| m.action == *action) else {
        return action.to_string();
    };
    let mut s = san_plain_in(&moves, desc, letters);
    if !pos.ruleset().is_random() {
        let mover = pos.turn();
        let mut after = pos.clone();
        // Non-random rule sets never draw from it: a fixed rng keeps this pure.
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0);
        if after.play(action, &mut rng).is_ok() {
            match after.status() {
                Some(Outcome::Decisive { winner, .. }) if winner == mover => s.push('#'),
                _ if after.in_check() => s.push('+'),
                _ => {}
            }
        }
    }
    s
}

/// SAN (English letters) of `desc` among the legal `moves` (no check suffix).
pub fn san_plain(moves: &[MoveDesc], desc: &MoveDesc) -> String {
    san_plain_in(moves, desc, Letters::English)
}

/// [`san_plain`] in `letters`.
pub fn san_plain_in(moves: &[MoveDesc], desc: &MoveDesc, letters: Letters) -> String {
    let letter = |r: Role| letters.letter(r);
    match desc.action {
        Action::Move { .. } => san_move_text(moves, desc, letters),
        Action::Stealth { .. } => {
            let others = rivals(moves, desc, |a| matches!(a, Action::Stealth { .. }));
            format!(
                "{} {}{}{}",
                letters.special_word(Special::Stealth),
                letter(Role::Queen),
                disambiguation(desc.from, &others),
                desc.to
            )
        }
        Action::Shell { from, target } => {
            let several = moves
                .iter()
                .filter(|m| matches!(m.action, Action::Shell { target: t, .. } if t == target))
                .count()
                > 1;
            let word = letters.special_word(Special::Shell);
            if several {
                format!("{word} {from}{target}")
            } else {
                format!("{word} {target}")
            }
        }
        Action::Swap { a, b } => format!("{} {a} {b}", letters.special_word(Special::Swap)),
        Action::Drop { role: Some(r), to } => {
            format!("{} {} {to}", letters.special_word(Special::Drop), letter(r))
        }
        Action::Drop { role: None, to } => format!("{} {to}", letters.special_word(Special::Drop)),
        Action::Promote(r) => format!("={}", letter(r)),
    }
}

/// An action in coordinate notation (the form of `rules moves` and of the answers a
/// choice's menu lists: `e7e8q`, `swap a2 f7`, `drop n b8`, `promote q`) written for a
/// reader of `letters`: the specials' words and the piece letters of that language
/// (French `e7e8d`, `échanger a2 f7`, `poser c b8`, `promouvoir d`). It reads back to
/// the same action in that language (`tests/properties.rs`); in English it is the
/// action's `Display`.
///
/// ```
/// use chakbot::rules::notation::{answer_text, Letters};
/// use chakbot::rules::{Action, Role};
/// assert_eq!(answer_text(&Action::Promote(Role::Rook), Letters::English), "promote r");
/// assert_eq!(answer_text(&Action::Promote(Role::Rook), Letters::French), "promouvoir t");
/// assert_eq!(answer_text(&Action::Promote(Role::Bishop), Letters::German), "umwandeln l");
/// ```
pub fn answer_text(action: &Action, letters: Letters) -> String {
    let letter = |r: Role| letters.letter(r).to_ascii_lowercase();
    let word = |s: Special| letters.special_word(s);
    match *action {
        Action::Move {
            from,
            to,
            promotion,
        } => match promotion {
            Some(r) => format!("{from}{to}{}", letter(r)),
            None => format!("{from}{to}"),
        },
        Action::Stealth { from, to } => format!("{} {from}{to}", word(Special::Stealth)),
        Action::Shell { from, target } => format!("{} {from}{target}", word(Special::Shell)),
        Action::Swap { a, b } => format!("{} {a} {b}", word(Special::Swap)),
        Action::Drop { role: Some(r), to } => format!("{} {} {to}", word(Special::Drop), letter(r)),
        Action::Drop { role: None, to } => format!("{} {to}", word(Special::Drop)),
        Action::Promote(r) => format!("{} {}", word(Special::Promote), letter(r)),
    }
}

fn san_move_text(moves: &[MoveDesc], desc: &MoveDesc, letters: Letters) -> String {
    match desc.castle {
        Some(CastleSide::King) => return "O-O".to_string(),
        Some(CastleSide::Queen) => return "O-O-O".to_string(),
        None => {}
    }
    let mut s = String::new();
    if desc.role == Role::Pawn {
        // A pawn that changes file names it (with `x` when it visibly takes); a Chakart
        // pawn eating an object straight ahead is written like a push.
        if desc.from.file() != desc.to.file() {
            s.push(desc.from.file_char());
            if desc.capture {
                s.push('x');
            }
        }
    } else {
        s.push(letters.letter(desc.role));
        let others = rivals(moves, desc, |a| matches!(a, Action::Move { .. }));
        s.push_str(&disambiguation(desc.from, &others));
        if desc.capture {
            s.push('x');
        }
    }
    s.push_str(&desc.to.to_string());
    if let Some(r) = desc.promotion {
        s.push('=');
        s.push(letters.letter(r));
    }
    s
}

/// The squares of other pieces of the same role that can make the same kind of move to the
/// same square.
fn rivals(moves: &[MoveDesc], desc: &MoveDesc, same_kind: impl Fn(&Action) -> bool) -> Vec<Square> {
    let mut v: Vec<Square> = moves
        .iter()
        .filter(|m| same_kind(&m.action) && m.castle.is_none())
        .filter(|m| m.role == desc.role && m.to == desc.to && m.from != desc.from)
        .map(|m| m.from)
        .collect();
    v.dedup();
    v
}

/// File, else rank, else both: the least that tells `from` apart from `others`.
fn disambiguation(from: Square, others: &[Square]) -> String {
    if others.is_empty() {
        String::new()
    } else if others.iter().all(|o| o.file() != from.file()) {
        from.file_char().to_string()
    } else if others.iter().all(|o| o.rank() != from.rank()) {
        from.rank_char().to_string()
    } else {
        from.to_string()
    }
}

/// Rewrites move text written in English letters (the canonical form records keep: `Nf3`,
/// `e8=Q`, `Q??`, `drop N f3`) in `letters`, for a reader of that language: its piece
/// letters and the words of its Chakart specials. Squares, castling (`O-O`) and
/// coordinates are the same in every language.
///
/// ```
/// use chakbot::rules::notation::{translate, Letters};
/// assert_eq!(translate("Nxf3+", Letters::French), "Cxf3+");
/// assert_eq!(translate("e8=Q", Letters::German), "e8=D");
/// assert_eq!(translate("O-O-O", Letters::French), "O-O-O");
/// assert_eq!(translate("Q??", Letters::French), "D??");
/// assert_eq!(translate("drop N f3", Letters::French), "poser C f3");
/// assert_eq!(translate("stealth Qh5", Letters::German), "tarnzug Dh5");
/// ```
pub fn translate(text: &str, letters: Letters) -> String {
    if letters == Letters::English {
        return text.to_string();
    }
    let (word, rest) = match text.split_once(' ') {
        Some((w, rest)) => match Special::ALL
            .into_iter()
            .find(|s| Letters::English.special_word(*s) == w)
        {
            Some(s) => (Some(letters.special_word(s)), rest),
            None => (None, text),
        },
        None => (None, text),
    };
    let body: String = rest
        .chars()
        .map(|c| match Letters::English.role(c) {
            Some(role) => letters.letter(role),
            None => c,
        })
        .collect();
    match word {
        Some(w) => format!("{w} {body}"),
        None => body,
    }
}
