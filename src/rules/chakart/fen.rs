//! Reading and writing Chakart FENs: `board side plies powers pool`, the xogo form, and the
//! pending-choice suffix (see the module docs of `chakart`).

use super::position::{Choice, Position};
use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::Color;
use crate::rules::error::{FenError, PendingWhy};
use crate::rules::fen_board;
use crate::rules::role::Role;
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;
use crate::rules::view::Powers;

fn digit01(c: char) -> Option<bool> {
    match c {
        '0' => Some(false),
        '1' => Some(true),
        _ => None,
    }
}

fn parse_powers(value: &str) -> Result<[Powers; 2], FenError> {
    let digits = if value.starts_with('{') {
        // xogo: {"flags":"1111"}
        value
            .strip_prefix("{\"flags\":\"")
            .and_then(|r| r.strip_suffix("\"}"))
            .ok_or_else(|| {
                FenError::field("powers", value, "4 digits 0/1, or {\"flags\":\"1111\"}")
            })?
    } else {
        value
    };
    let bits: Vec<bool> = digits.chars().filter_map(digit01).collect();
    if bits.len() != 4 || digits.chars().count() != 4 {
        return Err(FenError::field(
            "powers",
            value,
            "4 digits 0/1: white shell, white stealth, black shell, black stealth",
        ));
    }
    Ok([
        Powers {
            shell: bits[0],
            stealth: bits[1],
        },
        Powers {
            shell: bits[2],
            stealth: bits[3],
        },
    ])
}

fn parse_pool(value: &str) -> Result<[[u8; 6]; 2], FenError> {
    let digits: Vec<u8> = value
        .chars()
        .filter_map(|c| c.to_digit(10).map(|d| d as u8))
        .collect();
    if digits.len() != 12 || value.chars().count() != 12 {
        return Err(FenError::field(
            "pool",
            value,
            "12 digits: captured white then black pawns, rooks, knights, bishops, queens, kings",
        ));
    }
    let mut pool = [[0u8; 6]; 2];
    for (i, d) in digits.into_iter().enumerate() {
        pool[i / 6][i % 6] = d;
    }
    Ok(pool)
}

fn parse_square(field: &'static str, token: &str, s: &str) -> Result<Square, FenError> {
    s.parse::<Square>()
        .map_err(|_| FenError::field(field, token, "a square like e4"))
}

/// A suffix `token` refused for `why` (cut like a bad field's value).
fn pending(token: &str, why: PendingWhy) -> FenError {
    FenError::Pending {
        token: token.chars().take(40).collect(),
        why,
    }
}

/// Reads one `?…` suffix token.
fn parse_token(pos: &mut Position, token: &str) -> Result<(), FenError> {
    const EXPECTED: &str =
        "?promote=SQ, ?kingboo, ?kingboo=SQ, ?toadette, ?toadette=R, ?daisy, ?daisy=SQ, ?promoted=SQ or ?fresh=SQ,SQ";
    let body = token
        .strip_prefix('?')
        .ok_or_else(|| FenError::field("suffix", token, EXPECTED))?;
    let (name, arg) = match body.split_once('=') {
        Some((n, a)) => (n, Some(a)),
        None => (body, None),
    };
    let y2020 = pos.is_2020();
    let side = pos.side;
    let own_piece = |pos: &Position, sq: Square| matches!(pos.get(sq), Cell::Piece(p, PieceState::Normal | PieceState::Frozen) if p.color == side);
    let choice = match (name, arg) {
        ("promote", Some(a)) => {
            let sq = parse_square("suffix", token, a)?;
            let ok = matches!(pos.get(sq), Cell::Piece(p, _) if p.color == side && p.role == Role::Pawn)
                && sq.rank() == side.last_rank();
            if !ok || !pos.choices.is_empty() {
                return Err(pending(token, PendingWhy::NoPawn));
            }
            Choice::Promote(sq)
        }
        ("kingboo", None) if !y2020 => Choice::KingBoo(None),
        ("daisy", None) if !y2020 => Choice::Daisy(None),
        ("toadette", None) if y2020 => Choice::Toadette(None),
        ("kingboo" | "daisy", Some(a)) if y2020 => {
            let sq = parse_square("suffix", token, a)?;
            if !own_piece(pos, sq) {
                return Err(pending(token, PendingWhy::NoPiece));
            }
            if name == "kingboo" {
                Choice::KingBoo(Some(sq))
            } else {
                Choice::Daisy(Some(sq))
            }
        }
        ("toadette", Some(a)) if !y2020 => {
            let role = a
                .chars()
                .next()
                .filter(|_| a.len() == 1)
                .and_then(Role::from_char)
                .filter(|r| super::eggs::TOADETTE_ROLES.contains(r))
                .ok_or_else(|| FenError::field("suffix", token, "?toadette=q, r, n, b or k"))?;
            Choice::Toadette(Some(role))
        }
        ("promoted", Some(a)) => {
            if pos.promoted.is_some() || pos.fresh != 0 || pos.choices.is_empty() {
                return Err(pending(token, PendingWhy::PromotedOrder));
            }
            pos.promoted = Some(parse_square("suffix", token, a)?);
            return Ok(());
        }
        ("fresh", Some(a)) => {
            for s in a.split(',') {
                let sq = parse_square("suffix", token, s)?;
                pos.fresh |= super::position::bit(sq);
            }
            return Ok(());
        }
        _ => return Err(FenError::field("suffix", token, EXPECTED)),
    };
    let follow_ups = pos
        .choices
        .iter()
        .filter(|c| !matches!(c, Choice::Promote(_)))
        .count();
    if follow_ups > 0 || pos.fresh != 0 || pos.promoted.is_some() {
        return Err(pending(token, PendingWhy::TooMany));
    }
    pos.choices.push(choice);
    Ok(())
}

/// Reads a Chakart FEN (any prefix of its fields; the xogo powers form too).
pub fn read(ruleset: RuleSet, fen: &str) -> Result<Position, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let Some(board) = fields.first() else {
        return Err(FenError::Empty);
    };
    let mut pos = Position::empty(ruleset);
    pos.cells = fen_board::parse(board, RuleSet::Chakart.alphabet())?;
    let mut rest = fields[1..].iter().peekable();
    let plain: Vec<&str> = {
        let mut v = Vec::new();
        while let Some(f) = rest.next_if(|f| !f.starts_with('?')) {
            v.push(*f);
        }
        v
    };
    if plain.len() > 4 {
        return Err(FenError::TooManyFields(plain.len() + 1));
    }
    if let Some(s) = plain.first() {
        pos.side = match *s {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::field("side", s, "w or b")),
        };
    }
    if let Some(s) = plain.get(1) {
        pos.plies = s
            .parse()
            .map_err(|_| FenError::field("plies", s, "a number of half-moves played"))?;
    }
    if let Some(s) = plain.get(2) {
        let [w, b] = parse_powers(s)?;
        pos.powers.white = w;
        pos.powers.black = b;
    }
    if let Some(s) = plain.get(3) {
        let [w, b] = parse_pool(s)?;
        pos.pool.white = w;
        pos.pool.black = b;
    }
    for token in rest {
        parse_token(&mut pos, token)?;
    }
    if !pos.choices.is_empty() && super::movegen::legal_actions(&pos).is_empty() {
        return Err(FenError::NoAnswer);
    }
    Ok(pos)
}

/// Writes the FEN; `hide` says which hidden queens to leave out (a viewer's FEN).
pub(crate) fn write_with(pos: &Position, keep_hidden: impl Fn(Color) -> bool) -> String {
    let mut cells = pos.cells;
    for c in cells.iter_mut() {
        if let Cell::Piece(p, PieceState::Hidden) = *c {
            if !keep_hidden(p.color) {
                *c = Cell::Empty;
            }
        }
    }
    let d = |b: bool| if b { '1' } else { '0' };
    let mut out = format!(
        "{} {} {} {}{}{}{} ",
        fen_board::write(&cells),
        pos.side.fen_char(),
        pos.plies,
        d(pos.powers.white.shell),
        d(pos.powers.white.stealth),
        d(pos.powers.black.shell),
        d(pos.powers.black.stealth),
    );
    for n in pos.pool.white.iter().chain(pos.pool.black.iter()) {
        out.push(char::from(b'0' + n.min(&9)));
    }
    for c in &pos.choices {
        out.push_str(&match *c {
            Choice::Promote(sq) => format!(" ?promote={sq}"),
            Choice::KingBoo(None) => " ?kingboo".to_string(),
            Choice::KingBoo(Some(sq)) => format!(" ?kingboo={sq}"),
            Choice::Toadette(None) => " ?toadette".to_string(),
            Choice::Toadette(Some(r)) => format!(" ?toadette={}", r.char()),
            Choice::Daisy(None) => " ?daisy".to_string(),
            Choice::Daisy(Some(sq)) => format!(" ?daisy={sq}"),
        });
    }
    if let Some(sq) = pos.promoted {
        out.push_str(&format!(" ?promoted={sq}"));
    }
    if pos.fresh != 0 {
        let squares: Vec<String> = Square::ALL
            .iter()
            .filter(|s| pos.fresh & super::position::bit(**s) != 0)
            .map(|s| s.to_string())
            .collect();
        out.push_str(&format!(" ?fresh={}", squares.join(",")));
    }
    out
}

/// The full FEN (hidden queens included).
pub fn write(pos: &Position) -> String {
    write_with(pos, |_| true)
}
