//! Move text as players type it (SAN, coordinates, Chakart specials) resolved against the
//! legal moves of a position, and SAN written for game records.
//!
//! Parsing never looks at the rules itself: it matches the text against
//! [`AnyPosition::legal_moves`], so every rule set gets the same forgiving reader.
//!
//! ```
//! use chakbot::rules::{notation, Action, MoveDesc, Role, RuleSet, Square};
//! let sq = |s: &str| s.parse::<Square>().unwrap();
//! let knight = MoveDesc {
//!     action: Action::normal(sq("g1"), sq("f3")),
//!     role: Role::Knight, from: sq("g1"), to: sq("f3"),
//!     capture: false, promotion: None, castle: None,
//! };
//! let moves = [knight];
//! let found = notation::resolve(&moves, RuleSet::Chess, |_| None, "nf3").unwrap();
//! assert_eq!(found, knight.action);
//! assert_eq!(notation::san_plain(&moves, &knight), "Nf3");
//! ```

use super::{
    fen_board, Action, Alphabet, AnyPosition, CastleSide, Cell, Color, GameState, MoveDesc,
    MoveError, Outcome, Piece, Role, RuleSet, Square,
};
use rand::SeedableRng;

/// Longest move text we try to read; longer text is refused as unparseable.
const MAX_TEXT: usize = 60;
/// How much of a refused text an error message repeats.
const ECHO: usize = 24;

/// Reads `text` as a move of the player to move in `pos`.
pub fn parse_move(pos: &AnyPosition, text: &str) -> Result<Action, MoveError> {
    parse_move_by(pos, text, None)
}

/// Reads `text` as a move by `actor` (when known): refuses if it is not `actor`'s turn or if
/// the position itself is finished (checkmate, stalemate, no king…).
pub fn parse_move_by(
    pos: &AnyPosition,
    text: &str,
    actor: Option<Color>,
) -> Result<Action, MoveError> {
    let moves = pos.legal_moves();
    if moves.is_empty() && pos.status().is_some() {
        return Err(MoveError::GameOver);
    }
    let turn = pos.turn();
    if let Some(actor) = actor {
        if actor != turn {
            return Err(MoveError::NotYourTurn(turn));
        }
    }
    let cells = own_cells(pos, turn);
    resolve(&moves, pos.ruleset(), |sq| cells[sq.index()], text)
}

/// Reads `text` as a move in a game whose history decides draws: refuses once the game is
/// over (repetition and fifty-move draws included).
pub fn parse_in_game(
    game: &GameState,
    text: &str,
    actor: Option<Color>,
) -> Result<Action, MoveError> {
    if game.outcome().is_some() {
        return Err(MoveError::GameOver);
    }
    parse_move_by(game.position(), text, actor)
}

/// The pieces of `color` on the board of `pos` (only the mover's own pieces are ever named
/// in an error message, so a hidden enemy queen cannot leak through one).
fn own_cells(pos: &AnyPosition, color: Color) -> [Option<Piece>; 64] {
    let mut out = [None; 64];
    let fen = pos.fen();
    let board = fen.split_whitespace().next().unwrap_or("");
    let alphabet = match pos.ruleset() {
        RuleSet::Chess => Alphabet::CHESS,
        RuleSet::Maharaja => Alphabet::MAHARAJA,
        RuleSet::Koopa => Alphabet::KOOPA,
        RuleSet::Chakart | RuleSet::Chakart2020 => Alphabet::CHAKART,
    };
    if let Ok(cells) = fen_board::parse(board, alphabet) {
        for (slot, cell) in out.iter_mut().zip(cells.iter()) {
            if let Cell::Piece(p, _) = cell {
                if p.color == color {
                    *slot = Some(*p);
                }
            }
        }
    }
    out
}

/// The piece a text names (with its optional disambiguation), before matching.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct SanQuery {
    role: Role,
    file: Option<u8>,
    rank: Option<u8>,
    to: Square,
    promotion: Option<Role>,
}

/// Resolves `text` against `moves` (the legal moves of the player to act in `ruleset`).
/// `own_piece` tells which of the mover's pieces stands on a square (for error messages).
pub fn resolve(
    moves: &[MoveDesc],
    ruleset: RuleSet,
    own_piece: impl Fn(Square) -> Option<Piece>,
    text: &str,
) -> Result<Action, MoveError> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_TEXT {
        return Err(unparseable(text));
    }
    let stripped = strip_decorations(text);
    if stripped.is_empty() {
        return Err(unparseable(text));
    }
    let lower = stripped.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    if let Some(first) = words.first() {
        let rest: String = words[1..].concat();
        match *first {
            "stealth" => return special_stealth(moves, text, &rest),
            "shell" => return special_shell(moves, text, &rest),
            "swap" => return special_swap(moves, text, &rest),
            "drop" => return special_drop(moves, text, &rest),
            "promote" => return special_promote(moves, text, &rest),
            _ => {}
        }
    }
    // A bare promotion choice when a turn waits for one: `q`, `Q`, `=Q`.
    if moves.iter().any(|m| matches!(m.action, Action::Promote(_))) {
        if let Some(r) = single_role(&lower) {
            return special_promote(moves, text, &r.char().to_string());
        }
    }
    if let Some(side) = castle_side(&lower) {
        return castle(moves, text, side);
    }
    let compact: String = stripped
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | 'x' | 'X' | ':' | '='))
        .collect();
    if let Some((from, to, promo)) = coordinates(&compact) {
        // Upper-case B is a bishop: `B1d4` is SAN before it is coordinates.
        if compact.starts_with('B') {
            if let Ok(a) = san_move(moves, text, &compact) {
                return Ok(a);
            }
        }
        return by_coordinates(moves, ruleset, &own_piece, text, from, to, promo);
    }
    san_move(moves, text, &compact)
}

/// Drops what players add around a move: a leading move number (`12.`, `12...`), check
/// and quality marks (`+ # ! ?`), and an en-passant note (`e.p.`).
fn strip_decorations(text: &str) -> &str {
    let mut s = text.trim();
    let digits = s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && s[digits..].starts_with('.') {
        s = s[digits..].trim_start_matches('.').trim_start();
    }
    loop {
        let before = s.len();
        s = s.trim_end_matches(['+', '#', '!', '?', ' ']);
        for note in ["e.p.", "ep"] {
            if s.len() > note.len() + 1 && s.to_ascii_lowercase().ends_with(note) {
                s = &s[..s.len() - note.len()];
            }
        }
        if s.len() == before {
            return s;
        }
    }
}

fn unparseable(text: &str) -> MoveError {
    MoveError::Unparseable(echo(text))
}

/// At most [`ECHO`] printable characters of `text`, for messages.
fn echo(text: &str) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    if clean.chars().count() > ECHO {
        let mut s: String = clean.chars().take(ECHO).collect();
        s.push('…');
        s
    } else {
        clean
    }
}

/// `q`, `=q` → the role (promotion choice).
fn single_role(lower: &str) -> Option<Role> {
    let s = lower.trim().trim_start_matches('=');
    let mut chars = s.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    Role::from_char(c).filter(|r| *r != Role::Pawn)
}

fn castle_side(lower: &str) -> Option<CastleSide> {
    let s: String = lower
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| if c == '0' { 'o' } else { c })
        .collect();
    match s.as_str() {
        "oo" => Some(CastleSide::King),
        "ooo" => Some(CastleSide::Queen),
        _ => None,
    }
}

fn castle(moves: &[MoveDesc], text: &str, side: CastleSide) -> Result<Action, MoveError> {
    let found: Vec<&MoveDesc> = moves.iter().filter(|m| m.castle == Some(side)).collect();
    match found.as_slice() {
        [one] => Ok(one.action),
        [] => Err(MoveError::CannotGoThere(format!(
            "{} is not possible now",
            match side {
                CastleSide::King => "O-O",
                CastleSide::Queen => "O-O-O",
            }
        ))),
        many => Err(ambiguous(moves, text, many)),
    }
}

fn ambiguous(moves: &[MoveDesc], text: &str, found: &[&MoveDesc]) -> MoveError {
    let mut candidates: Vec<String> = found.iter().map(|m| san_plain(moves, m)).collect();
    candidates.dedup();
    MoveError::Ambiguous {
        text: echo(text),
        candidates,
    }
}

fn square_at(b: &[u8], i: usize) -> Option<Square> {
    let f = b.get(i)?.to_ascii_lowercase().wrapping_sub(b'a');
    let r = b.get(i + 1)?.wrapping_sub(b'1');
    (f < 8 && r < 8).then(|| Square::new(f, r))
}

/// `e2e4`, `e7e8q` (separators already removed).
fn coordinates(compact: &str) -> Option<(Square, Square, Option<Role>)> {
    let b = compact.as_bytes();
    if !compact.is_ascii() || !(4..=5).contains(&b.len()) {
        return None;
    }
    let from = square_at(b, 0)?;
    let to = square_at(b, 2)?;
    let promo = match b.get(4) {
        None => None,
        Some(&c) => Some(Role::from_char(c as char).filter(|r| *r != Role::Pawn)?),
    };
    Some((from, to, promo))
}

fn by_coordinates(
    moves: &[MoveDesc],
    ruleset: RuleSet,
    own_piece: &impl Fn(Square) -> Option<Piece>,
    text: &str,
    from: Square,
    to: Square,
    promo: Option<Role>,
) -> Result<Action, MoveError> {
    let plain = |m: &&MoveDesc| matches!(m.action, Action::Move { .. });
    let mut found: Vec<&MoveDesc> = moves
        .iter()
        .filter(plain)
        .filter(|m| action_from_to(&m.action) == Some((from, to)))
        .collect();
    if found.is_empty() {
        // Castling written the other way: king takes own rook in chess, or the king's
        // destination in Koopa.
        found = moves
            .iter()
            .filter(plain)
            .filter(|m| m.castle.is_some() && m.from == from)
            .filter(|m| {
                let rook_side = own_piece(to).is_some_and(|p| p.role == Role::Rook)
                    && to.rank() == from.rank()
                    && (to.file() > from.file()) == (m.castle == Some(CastleSide::King));
                let king_dest = to.rank() == from.rank()
                    && to.file()
                        == match m.castle {
                            Some(CastleSide::King) => 6,
                            _ => 2,
                        };
                to != from && (rook_side || (ruleset == RuleSet::Koopa && king_dest))
            })
            .collect();
    }
    if found.is_empty() {
        return Err(match own_piece(from) {
            None => MoveError::NoSuchPiece(format!("piece on {from}")),
            Some(p) => {
                MoveError::CannotGoThere(format!("the {} on {from} cannot go to {to}", p.role))
            }
        });
    }
    pick_promotion(moves, text, found, promo)
}

fn action_from_to(a: &Action) -> Option<(Square, Square)> {
    match *a {
        Action::Move { from, to, .. } => Some((from, to)),
        _ => None,
    }
}

/// Among moves that differ only by promotion, the one `promo` names.
fn pick_promotion(
    moves: &[MoveDesc],
    text: &str,
    found: Vec<&MoveDesc>,
    promo: Option<Role>,
) -> Result<Action, MoveError> {
    let with_promo: Vec<&MoveDesc> = found
        .iter()
        .copied()
        .filter(|m| promo.is_none() || m.promotion == promo)
        .collect();
    match with_promo.as_slice() {
        [one] => Ok(one.action),
        [] => {
            let roles: Vec<String> = found
                .iter()
                .filter_map(|m| m.promotion)
                .map(|r| r.upper_char().to_string())
                .collect();
            Err(MoveError::CannotGoThere(if roles.is_empty() {
                "that move is not a promotion".to_string()
            } else {
                format!(
                    "a pawn cannot become a {} here (choose {})",
                    promo.map_or("piece", Role::name),
                    roles.join(", ")
                )
            }))
        }
        many => Err(ambiguous(moves, text, many)),
    }
}

/// Reads SAN (`Nf3`, `exd5`, `e8Q`, `Nbd2`, `R1e2`, `Qh4e1`; `x` `-` `=` already removed).
fn san_move(moves: &[MoveDesc], text: &str, compact: &str) -> Result<Action, MoveError> {
    let queries = san_queries(compact).ok_or_else(|| unparseable(text))?;
    // The first reading that matches anything wins (lower-case `b`: pawn before bishop).
    let mut first_error = None;
    for q in &queries {
        match match_query(moves, text, q) {
            Ok(a) => return Ok(a),
            Err(e @ MoveError::Ambiguous { .. }) => return Err(e),
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    if queries.len() > 1 {
        if let Some(q) = queries.first() {
            return Err(MoveError::NoSuchPiece(format!(
                "pawn or bishop that can move to {}",
                q.to
            )));
        }
    }
    Err(first_error.unwrap_or_else(|| unparseable(text)))
}

/// The possible readings of a compact SAN text, most likely first.
fn san_queries(compact: &str) -> Option<Vec<SanQuery>> {
    if !compact.is_ascii() || compact.len() < 2 || compact.len() > 7 {
        return None;
    }
    let mut b = compact.as_bytes();
    // Promotion suffix: a role letter right after the destination rank.
    let mut promotion = None;
    if let [head @ .., rank, last] = b {
        if rank.is_ascii_digit() {
            if let Some(r) = Role::from_char(*last as char).filter(|r| *r != Role::Pawn) {
                promotion = Some(r);
                b = &b[..head.len() + 1];
            }
        }
    }
    let to = square_at(b, b.len().checked_sub(2)?)?;
    let prefix = &b[..b.len() - 2];
    let mut out = Vec::new();
    let (first, rest) = match prefix.split_first() {
        None => {
            out.push(query(Role::Pawn, &[], to, promotion)?);
            return Some(out);
        }
        Some(x) => x,
    };
    let c = *first as char;
    if c == 'b' {
        // Lower-case b: a pawn on the b file first, then a bishop.
        if let Some(q) = query(Role::Pawn, prefix, to, promotion) {
            out.push(q);
        }
        if let Some(q) = query(Role::Bishop, rest, to, promotion) {
            out.push(q);
        }
    } else if c == 'B' {
        out.push(query(Role::Bishop, rest, to, promotion)?);
    } else if let Some(role) = Role::from_char(c).filter(|r| *r != Role::Pawn) {
        out.push(query(role, rest, to, promotion)?);
    } else if c == 'P' || c == 'p' {
        out.push(query(Role::Pawn, rest, to, promotion)?);
    } else {
        out.push(query(Role::Pawn, prefix, to, promotion)?);
    }
    (!out.is_empty()).then_some(out)
}

/// A reading with disambiguation `dis` (`""`, `b`, `1`, `h4`).
fn query(role: Role, dis: &[u8], to: Square, promotion: Option<Role>) -> Option<SanQuery> {
    let (mut file, mut rank) = (None, None);
    for &c in dis {
        let l = c.to_ascii_lowercase();
        if (b'a'..=b'h').contains(&l) && file.is_none() && rank.is_none() {
            file = Some(l - b'a');
        } else if (b'1'..=b'8').contains(&c) && rank.is_none() {
            rank = Some(c - b'1');
        } else {
            return None;
        }
    }
    Some(SanQuery {
        role,
        file,
        rank,
        to,
        promotion,
    })
}

fn match_query(moves: &[MoveDesc], text: &str, q: &SanQuery) -> Result<Action, MoveError> {
    let reach: Vec<&MoveDesc> = moves
        .iter()
        .filter(|m| matches!(m.action, Action::Move { .. }))
        .filter(|m| m.role == q.role && m.to == q.to)
        .collect();
    let found: Vec<&MoveDesc> = reach
        .iter()
        .copied()
        .filter(|m| q.file.is_none_or(|f| m.from.file() == f))
        .filter(|m| q.rank.is_none_or(|r| m.from.rank() == r))
        .collect();
    let whose = match (q.file, q.rank) {
        (Some(f), Some(r)) => format!("{} on {}", q.role.name(), Square::new(f, r)),
        (Some(f), None) => format!("{} on the {} file", q.role.name(), (b'a' + f) as char),
        (None, Some(r)) => format!("{} on rank {}", q.role.name(), r + 1),
        (None, None) => q.role.name().to_string(),
    };
    if reach.is_empty() {
        return Err(MoveError::NoSuchPiece(format!(
            "{whose} that can move to {}",
            q.to
        )));
    }
    if found.is_empty() {
        let options: Vec<String> = reach.iter().map(|m| san_plain(moves, m)).collect();
        return Err(MoveError::NoSuchPiece(format!(
            "{whose} that can move to {} (you can play {})",
            q.to,
            options.join(" or ")
        )));
    }
    // Several pieces, or one pawn with several promotions.
    let froms: Vec<Square> = found.iter().map(|m| m.from).collect();
    if froms.iter().all(|f| *f == froms[0]) {
        return pick_promotion(moves, text, found, q.promotion);
    }
    Err(ambiguous(moves, text, &found))
}

fn parse_square(s: &str) -> Option<Square> {
    let s = s.trim();
    (s.len() == 2).then(|| square_at(s.as_bytes(), 0)).flatten()
}

fn special_stealth(moves: &[MoveDesc], text: &str, rest: &str) -> Result<Action, MoveError> {
    let stealth: Vec<&MoveDesc> = moves
        .iter()
        .filter(|m| matches!(m.action, Action::Stealth { .. }))
        .collect();
    if stealth.is_empty() {
        return Err(MoveError::Illegal(
            "you cannot make a stealth move now".to_string(),
        ));
    }
    let rest = rest.trim_start_matches('q');
    let b = rest.as_bytes();
    let (from, to) = match b.len() {
        2 => (None, parse_square(rest)),
        4 => (square_at(b, 0), square_at(b, 2)),
        _ => (None, None),
    };
    let to = to.ok_or_else(|| unparseable(text))?;
    let found: Vec<&MoveDesc> = stealth
        .iter()
        .copied()
        .filter(|m| m.to == to && from.is_none_or(|f| f == m.from))
        .collect();
    match found.as_slice() {
        [one] => Ok(one.action),
        [] => Err(MoveError::CannotGoThere(format!(
            "your queen cannot make a stealth move to {to}"
        ))),
        many => Err(ambiguous(moves, text, many)),
    }
}

fn special_shell(moves: &[MoveDesc], text: &str, rest: &str) -> Result<Action, MoveError> {
    let b = rest.as_bytes();
    let (from, target) = match b.len() {
        2 => (None, square_at(b, 0)),
        4 => (square_at(b, 0), square_at(b, 2)),
        _ => (None, None),
    };
    let target = target.ok_or_else(|| unparseable(text))?;
    let shells: Vec<&MoveDesc> = moves
        .iter()
        .filter(|m| matches!(m.action, Action::Shell { .. }))
        .collect();
    if shells.is_empty() {
        return Err(MoveError::Illegal(
            "you cannot throw a shell now".to_string(),
        ));
    }
    let found: Vec<&MoveDesc> = shells
        .iter()
        .copied()
        .filter(|m| match m.action {
            Action::Shell { from: f, target: t } => t == target && from.is_none_or(|x| x == f),
            _ => false,
        })
        .collect();
    match found.as_slice() {
        [one] => Ok(one.action),
        [] => Err(MoveError::CannotGoThere(format!(
            "a shell cannot be thrown at {target}"
        ))),
        many => Err(ambiguous(moves, text, many)),
    }
}

fn special_swap(moves: &[MoveDesc], text: &str, rest: &str) -> Result<Action, MoveError> {
    let b = rest.as_bytes();
    let (x, y) = match (b.len(), square_at(b, 0), square_at(b, 2)) {
        (4, Some(x), Some(y)) => (x, y),
        _ => return Err(unparseable(text)),
    };
    moves
        .iter()
        .find(|m| match m.action {
            Action::Swap { a, b } => (a, b) == (x, y) || (a, b) == (y, x),
            _ => false,
        })
        .map(|m| m.action)
        .ok_or_else(|| MoveError::CannotGoThere(format!("you cannot swap {x} and {y}")))
}

fn special_drop(moves: &[MoveDesc], text: &str, rest: &str) -> Result<Action, MoveError> {
    let (role, sq) = match rest.len() {
        2 => (None, parse_square(rest)),
        3 => (
            rest.chars().next().and_then(Role::from_char),
            rest.get(1..).and_then(parse_square),
        ),
        _ => (None, None),
    };
    let to = sq.ok_or_else(|| unparseable(text))?;
    let found: Vec<&MoveDesc> = moves
        .iter()
        .filter(|m| match m.action {
            Action::Drop { role: r, to: t } => t == to && (role.is_none() || r == role),
            _ => false,
        })
        .collect();
    match found.as_slice() {
        [one] => Ok(one.action),
        [] => Err(MoveError::CannotGoThere(format!("you cannot drop on {to}"))),
        many => Err(ambiguous(moves, text, many)),
    }
}

fn special_promote(moves: &[MoveDesc], text: &str, rest: &str) -> Result<Action, MoveError> {
    let role = single_role(rest).ok_or_else(|| unparseable(text))?;
    let all: Vec<Role> = moves
        .iter()
        .filter_map(|m| match m.action {
            Action::Promote(r) => Some(r),
            _ => None,
        })
        .collect();
    if all.is_empty() {
        return Err(MoveError::Illegal(
            "no promotion is waiting for a choice".to_string(),
        ));
    }
    if all.contains(&role) {
        return Ok(Action::Promote(role));
    }
    let names: Vec<String> = all.iter().map(|r| r.upper_char().to_string()).collect();
    Err(MoveError::CannotGoThere(format!(
        "a pawn cannot become a {} here (choose {})",
        role.name(),
        names.join(", ")
    )))
}

/// SAN of a legal action in `pos`, with `+` / `#` for rule sets without random moves.
/// An action that is not legal is written in coordinates.
pub fn san(pos: &AnyPosition, action: &Action) -> String {
    let moves = pos.legal_moves();
    let Some(desc) = moves.iter().find(|m| m.action == *action) else {
        return action.to_string();
    };
    let mut s = san_plain(&moves, desc);
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

/// SAN of `desc` among the legal `moves` (no check suffix).
pub fn san_plain(moves: &[MoveDesc], desc: &MoveDesc) -> String {
    match desc.action {
        Action::Move { .. } => san_move_text(moves, desc),
        Action::Stealth { .. } => {
            let others = rivals(moves, desc, |a| matches!(a, Action::Stealth { .. }));
            format!("stealth Q{}{}", disambiguation(desc.from, &others), desc.to)
        }
        Action::Shell { from, target } => {
            let several = moves
                .iter()
                .filter(|m| matches!(m.action, Action::Shell { target: t, .. } if t == target))
                .count()
                > 1;
            if several {
                format!("shell {from}{target}")
            } else {
                format!("shell {target}")
            }
        }
        Action::Swap { a, b } => format!("swap {a} {b}"),
        Action::Drop { role: Some(r), to } => format!("drop {} {to}", r.upper_char()),
        Action::Drop { role: None, to } => format!("drop {to}"),
        Action::Promote(r) => format!("={}", r.upper_char()),
    }
}

fn san_move_text(moves: &[MoveDesc], desc: &MoveDesc) -> String {
    match desc.castle {
        Some(CastleSide::King) => return "O-O".to_string(),
        Some(CastleSide::Queen) => return "O-O-O".to_string(),
        None => {}
    }
    let mut s = String::new();
    if desc.role == Role::Pawn {
        if desc.capture {
            s.push(desc.from.file_char());
            s.push('x');
        }
    } else {
        s.push(desc.role.upper_char());
        let others = rivals(moves, desc, |a| matches!(a, Action::Move { .. }));
        s.push_str(&disambiguation(desc.from, &others));
        if desc.capture {
            s.push('x');
        }
    }
    s.push_str(&desc.to.to_string());
    if let Some(r) = desc.promotion {
        s.push('=');
        s.push(r.upper_char());
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

#[cfg(test)]
mod tests;
