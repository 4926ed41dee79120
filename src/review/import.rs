//! Reading a game to review from text: any orthodox chess PGN (tags, comments, NAGs,
//! annotation marks and variations skipped; the first game of the file), or chakbot's
//! own export of a variant (the line-per-turn record, replayed with its revealed seed).

use super::error::ReviewError;
use super::line::GameLine;
use crate::game::export;
use crate::rules::{notation, Action, AnyPosition, GameState, RuleSet};

/// The game in `text`, ready to review.
pub fn read_game(text: &str) -> Result<GameLine, ReviewError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let tags = tags(text);
    let variant = tag(&tags, "Variant").unwrap_or("Standard");
    let is_chess = matches!(
        variant.to_ascii_lowercase().as_str(),
        "standard" | "chess" | "from position"
    );
    if is_chess {
        read_chess(text, &tags)
    } else {
        read_variant(text)
    }
}

type Tags = Vec<(String, String)>;

fn tag<'a>(tags: &'a Tags, name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// The tags of the first game (`[Name "value"]` lines before the moves).
fn tags(text: &str) -> Tags {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
            if !line.is_empty() && !out.is_empty() {
                break;
            }
            continue;
        };
        if let Some((name, value)) = inner.split_once(' ') {
            let value = value.trim().trim_matches('"').replace("\\\"", "\"");
            out.push((name.to_string(), value));
        }
    }
    out
}

/// The movetext of the first game: the lines after its tags, up to the next game's tags.
fn movetext(text: &str) -> String {
    let mut out = String::new();
    let mut seen_moves = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            if seen_moves {
                break;
            }
            continue;
        }
        if t.starts_with('%') {
            continue;
        }
        if !t.is_empty() {
            seen_moves = true;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// The SAN tokens of a movetext and its result token, comments (`{…}`, `;…`),
/// variations, NAGs, move numbers and annotation marks skipped.
pub fn san_tokens(movetext: &str) -> Result<(Vec<String>, Option<String>), ReviewError> {
    let mut sans = Vec::new();
    let mut depth = 0u32;
    let mut chars = movetext.chars().peekable();
    let mut word = String::new();
    let mut result = None;
    let mut flush = |word: &mut String, depth: u32, result: &mut Option<String>| {
        if depth == 0 && !word.is_empty() && result.is_none() {
            if RESULTS.contains(&word.as_str()) {
                *result = Some(word.clone());
            } else if let Some(san) = clean_san(word) {
                sans.push(san);
            }
        }
        word.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, depth, &mut result);
                if !chars.by_ref().any(|c| c == '}') {
                    return Err(ReviewError::Unreadable(
                        "a comment '{' is never closed".into(),
                    ));
                }
            }
            ';' => {
                flush(&mut word, depth, &mut result);
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                flush(&mut word, depth, &mut result);
                depth += 1;
            }
            ')' => {
                flush(&mut word, depth, &mut result);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut word, depth, &mut result),
            c => word.push(c),
        }
    }
    flush(&mut word, depth, &mut result);
    Ok((sans, result))
}

/// A movetext word as SAN: the move number glued to it (`12.e4`) and annotation marks
/// (`!?`) dropped; `None` for a move number alone or a NAG (`$1`).
fn clean_san(word: &str) -> Option<String> {
    if word.starts_with('$') {
        return None;
    }
    let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = if rest.len() < word.len() {
        rest.trim_start_matches('.')
    } else {
        rest
    };
    let rest = rest.trim_end_matches(['!', '?']);
    (!rest.is_empty()).then(|| rest.to_string())
}

fn read_chess(text: &str, tags: &Tags) -> Result<GameLine, ReviewError> {
    let (sans, token) = san_tokens(&movetext(text))?;
    let result = token
        .as_deref()
        .or(tag(tags, "Result"))
        .ok_or(ReviewError::NotFinished)?;
    if !matches!(result, "1-0" | "0-1" | "1/2-1/2") {
        return Err(ReviewError::NotFinished);
    }
    if sans.is_empty() && tags.is_empty() {
        return Err(ReviewError::Unreadable("no PGN tags and no moves".into()));
    }
    let start = match tag(tags, "FEN") {
        Some(fen) => AnyPosition::from_fen(RuleSet::Chess, fen)
            .map_err(|e| ReviewError::Unreadable(format!("bad FEN tag: {e}")))?,
        None => AnyPosition::from_fen(RuleSet::Chess, START)
            .map_err(|e| ReviewError::Unreadable(e.to_string()))?,
    };
    let actions = resolve(&start, &sans)?;
    GameLine::replay(start, &actions, None, result)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Each SAN read in the position it is played in.
fn resolve(start: &AnyPosition, sans: &[String]) -> Result<Vec<Action>, ReviewError> {
    let mut state = GameState::new(start.clone());
    let mut rng = <rand_chacha::ChaCha20Rng as rand::SeedableRng>::seed_from_u64(0);
    let mut actions = Vec::with_capacity(sans.len());
    for (i, san) in sans.iter().enumerate() {
        let illegal = |reason: String| ReviewError::Illegal {
            ply: i + 1,
            text: san.clone(),
            reason,
        };
        let action =
            notation::parse_move(state.position(), san).map_err(|e| illegal(e.to_string()))?;
        state
            .play(&action, &mut rng)
            .map_err(|e| illegal(e.to_string()))?;
        actions.push(action);
    }
    Ok(actions)
}

fn read_variant(text: &str) -> Result<GameLine, ReviewError> {
    let written = export::read_written(text).map_err(|e| ReviewError::Unreadable(e.to_string()))?;
    let result = written.result.as_deref().ok_or(ReviewError::NotFinished)?;
    if !matches!(result, "1-0" | "0-1" | "1/2-1/2") {
        return Err(ReviewError::NotFinished);
    }
    let seed = written.seed.ok_or(ReviewError::NotFinished)?;
    let start = crate::game::replay::initial_position(
        written.ruleset,
        written.start,
        written.custom_fen.as_deref(),
        &seed,
    )
    .map_err(|e| ReviewError::Unreadable(e.to_string()))?;
    let mut actions = Vec::with_capacity(written.turns.len());
    for (i, turn) in written.turns.iter().enumerate() {
        let (_, action) = (*turn).ok_or_else(|| ReviewError::Illegal {
            ply: i + 1,
            text: "??".into(),
            reason: "the turn is still hidden".into(),
        })?;
        actions.push(action);
    }
    GameLine::replay(start, &actions, Some(&seed), result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetext_noise_is_skipped() {
        let text =
            "1. e4 {best} e5!? 2.Nf3 $1 (2. Qh5 Nc6 (2... g6)) 2... Nc6 ; rest\n3. Bb5 a6 1-0";
        let (sans, result) = san_tokens(text).expect("reads");
        assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(result.as_deref(), Some("1-0"));
    }

    #[test]
    fn an_unfinished_game_is_refused() {
        let text = "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
        assert!(matches!(read_game(text), Err(ReviewError::NotFinished)));
        assert!(matches!(
            read_game("1. e4 e5"),
            Err(ReviewError::NotFinished)
        ));
    }

    #[test]
    fn an_illegal_move_is_named() {
        let text = "[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n";
        match read_game(text) {
            Err(ReviewError::Illegal { ply, text, .. }) => {
                assert_eq!((ply, text.as_str()), (3, "Ke3"))
            }
            other => panic!("{other:?}"),
        }
    }
}
