//! A small PGN reader written from the standard (import format), independent of the
//! bot's own reader, and an importer that replays the SAN with the rules core the way
//! lichess's import does: tags, Seven Tag Roster, move numbers, SAN legality, check and
//! mate signs, and the result.
#![allow(dead_code)] // not every test crate that includes `common` uses it

use chakbot::rules::{notation, AnyPosition, Color, GameState, Outcome, RuleSet};
use rand::SeedableRng;

/// The turn lines of a bot's record: after the tags, the lines starting with a move
/// number (one turn a line).
pub fn turn_lines(export: &str) -> Vec<&str> {
    export
        .lines()
        .skip_while(|l| !l.is_empty())
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|w| w.ends_with('.'))
        })
        .collect()
}

/// The Seven Tag Roster, in the order the standard puts it first.
pub const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
/// The standard start position (when a game has no FEN tag).
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One game read from PGN text.
#[derive(Debug, Clone, PartialEq)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    /// Move numbers as written before a move (`None` when none was written).
    pub numbers: Vec<Option<(u32, Color)>>,
    pub sans: Vec<String>,
    pub result: String,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A tag pair line: `[Name "value"]` with `\"` and `\\` escapes.
fn tag_pair(line: &str) -> Result<(String, String), String> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| format!("not a tag pair: {line}"))?;
    let (name, rest) = inner
        .split_once(' ')
        .ok_or_else(|| format!("no value: {line}"))?;
    if name.is_empty()
        || !name.starts_with(|c: char| c.is_ascii_alphabetic())
        || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        return Err(format!("bad tag name '{name}'"));
    }
    let body = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| format!("value not quoted: {line}"))?;
    let mut value = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                other => return Err(format!("bad escape \\{other:?} in {line}")),
            },
            '"' => return Err(format!("unescaped quote in {line}")),
            c if c.is_control() => return Err(format!("control character in {line}")),
            c => value.push(c),
        }
    }
    Ok((name.to_string(), value))
}

/// SAN's grammar: castling, a piece move (`Nbd2`, `Qh4xe1`), a pawn move (`exd6`,
/// `e8=Q`), each with an optional `+` or `#`.
pub fn is_san(san: &str) -> bool {
    let body = san
        .strip_suffix('+')
        .or_else(|| san.strip_suffix('#'))
        .unwrap_or(san);
    if body == "O-O" || body == "O-O-O" {
        return true;
    }
    let file = |c: char| ('a'..='h').contains(&c);
    let rank = |c: char| ('1'..='8').contains(&c);
    let c: Vec<char> = body.chars().collect();
    let square_at_end = |c: &[char]| c.len() >= 2 && file(c[c.len() - 2]) && rank(c[c.len() - 1]);
    match c.first() {
        Some('K' | 'Q' | 'R' | 'B' | 'N') => {
            let rest = &c[1..];
            if !square_at_end(rest) {
                return false;
            }
            let mut middle = &rest[..rest.len() - 2];
            if let Some((&'x', before)) = middle.split_last() {
                middle = before;
            }
            match middle {
                [] => true,
                [a] => file(*a) || rank(*a),
                [a, b] => file(*a) && rank(*b),
                _ => false,
            }
        }
        Some(&f) if file(f) => {
            let (main, promotion) = match body.split_once('=') {
                Some((m, p)) => (m, Some(p)),
                None => (body, None),
            };
            let m: Vec<char> = main.chars().collect();
            let shape = match m.as_slice() {
                [a, r] => file(*a) && rank(*r),
                [a, 'x', b, r] => file(*a) && file(*b) && rank(*r),
                _ => false,
            };
            let last_rank = m.last().is_some_and(|&r| r == '1' || r == '8');
            shape
                && match promotion {
                    None => !last_rank,
                    Some(p) => last_rank && matches!(p, "Q" | "R" | "B" | "N"),
                }
        }
        _ => false,
    }
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Reads one game: the tag pair section, a blank line, the movetext (comments, variations
/// and NAGs skipped), ending with the result token.
pub fn parse(text: &str) -> Result<PgnGame, String> {
    let mut tags = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.peek() {
        let line = line.trim_end_matches('\r');
        if line.len() > 255 {
            return Err(format!("a line longer than 255 characters: {line}"));
        }
        if line.starts_with('[') {
            let (name, value) = tag_pair(line)?;
            if tags.iter().any(|(n, _)| n == &name) {
                return Err(format!("tag {name} twice"));
            }
            tags.push((name, value));
            lines.next();
        } else {
            break;
        }
    }
    match lines.next().map(|l| l.trim_end_matches('\r')) {
        Some("") => {}
        other => return Err(format!("no blank line after the tags: {other:?}")),
    }
    let movetext: String = lines.collect::<Vec<_>>().join("\n");
    if movetext.lines().any(|l| l.len() > 255) {
        return Err("a movetext line longer than 255 characters".into());
    }
    let mut sans = Vec::new();
    let mut numbers = Vec::new();
    let mut pending_number = None;
    let mut result = None;
    let mut chars = movetext.chars().peekable();
    let mut depth = 0u32;
    let mut token = String::new();
    let mut tokens = Vec::new();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                }
            }
            ';' => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
            }
            '(' => depth += 1,
            ')' => depth = depth.checked_sub(1).ok_or("unbalanced ')'")?,
            c if c.is_whitespace() => {
                if depth == 0 && !token.is_empty() {
                    tokens.push(std::mem::take(&mut token));
                }
                token.clear();
            }
            c => {
                if depth == 0 {
                    token.push(c);
                }
            }
        }
    }
    if !token.is_empty() {
        tokens.push(token);
    }
    for token in tokens {
        if result.is_some() {
            return Err(format!("'{token}' after the result"));
        }
        if RESULTS.contains(&token.as_str()) {
            result = Some(token);
            continue;
        }
        if token.starts_with('$') {
            continue;
        }
        // A move number, possibly glued to its move (`12.e4`, `12...e5`).
        let digits: String = token.chars().take_while(char::is_ascii_digit).collect();
        let mut rest = &token[digits.len()..];
        if !digits.is_empty() && rest.starts_with('.') {
            let n: u32 = digits.parse().map_err(|_| format!("bad number {token}"))?;
            let color = if rest.starts_with("...") {
                rest = &rest[3..];
                Color::Black
            } else {
                rest = &rest[1..];
                Color::White
            };
            pending_number = Some((n, color));
            if rest.is_empty() {
                continue;
            }
        }
        let san = rest.trim_end_matches(['!', '?']);
        if !is_san(san) {
            return Err(format!("'{token}' is not SAN"));
        }
        sans.push(san.to_string());
        numbers.push(pending_number.take());
    }
    let result = result.ok_or("no result token at the end")?;
    Ok(PgnGame {
        tags,
        numbers,
        sans,
        result,
    })
}

/// What importing a game found.
#[derive(Debug)]
pub struct Imported {
    pub game: PgnGame,
    /// The result the moves themselves decide (mate, stalemate, repetition…).
    pub rules_outcome: Option<Outcome>,
    pub final_fen: String,
}

/// Imports a PGN game as lichess would: Seven Tag Roster first, the start position from
/// the FEN tag (with `SetUp "1"`), every SAN legal in turn, move numbers and `+`/`#`
/// true, the result token the `Result` tag, and a mate the result. Errors say what fails.
pub fn import(text: &str) -> Result<Imported, String> {
    let game = parse(text)?;
    let names: Vec<&str> = game.tags.iter().take(7).map(|(n, _)| n.as_str()).collect();
    if names != ROSTER {
        return Err(format!(
            "the Seven Tag Roster does not come first: {names:?}"
        ));
    }
    let date = game.tag("Date").unwrap_or_default();
    let ok_date = date.len() == 10
        && date.chars().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                c == '.'
            } else {
                c.is_ascii_digit() || c == '?'
            }
        });
    if !ok_date {
        return Err(format!("bad Date '{date}'"));
    }
    if game.tag("Result") != Some(game.result.as_str()) {
        return Err(format!(
            "the Result tag {:?} is not the result token {}",
            game.tag("Result"),
            game.result
        ));
    }
    match game.tag("Variant") {
        None | Some("Standard") | Some("From Position") => {}
        Some(v) => return Err(format!("not a standard chess game: Variant {v}")),
    }
    let fen = match game.tag("FEN") {
        Some(fen) if game.tag("SetUp") == Some("1") => fen,
        Some(_) => return Err("a FEN tag without SetUp \"1\"".into()),
        None => START,
    };
    let position = AnyPosition::from_fen(RuleSet::Chess, fen).map_err(|e| e.to_string())?;
    let mut fullmove: u32 = fen
        .split_whitespace()
        .nth(5)
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let mut state = GameState::new(position);
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0);
    for (i, (san, number)) in game.sans.iter().zip(&game.numbers).enumerate() {
        let mover = state.position().turn();
        if let Some((n, color)) = number {
            if (*n, *color) != (fullmove, mover) {
                return Err(format!(
                    "move {} ({san}) is numbered {n} for {color:?}, but it is move {fullmove} for {mover:?}",
                    i + 1
                ));
            }
        } else if mover == Color::White || i == 0 {
            return Err(format!("move {} ({san}) has no move number", i + 1));
        }
        if state.outcome().is_some() {
            return Err(format!("move {} ({san}) after the game ended", i + 1));
        }
        let bare = san.trim_end_matches(['+', '#']);
        let action = notation::parse_move(state.position(), bare)
            .map_err(|e| format!("move {} ({san}) is not legal: {e}", i + 1))?;
        state
            .play(&action, &mut rng)
            .map_err(|e| format!("move {} ({san}) is refused: {e}", i + 1))?;
        let mate = matches!(
            state.position().status(),
            Some(Outcome::Decisive { winner, .. }) if winner == mover
        );
        let check = state.position().in_check();
        let sign = if mate {
            "#"
        } else if check {
            "+"
        } else {
            ""
        };
        if !san.ends_with(sign) || (sign.is_empty() && san.ends_with(['+', '#'])) {
            return Err(format!("move {} ({san}) should end with '{sign}'", i + 1));
        }
        if mover == Color::Black {
            fullmove += 1;
        }
    }
    let rules_outcome = state.outcome();
    if let Some(o) = rules_outcome {
        if o.score() != game.result {
            return Err(format!(
                "the moves end {o}, the result says {}",
                game.result
            ));
        }
    }
    Ok(Imported {
        final_fen: state.position().fen(),
        game,
        rules_outcome,
    })
}
