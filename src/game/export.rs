//! The PGN-style text record of a game (`export`, `history`), and its offline check
//! (`chakbot verify <export file>`): a variant tag, one line per turn with its random
//! draws, and the fairness secret and seed once the game is over. Hidden moves stay
//! hidden (`Q??`, draws withheld) until then.

use super::clock::Timestamp;
use super::codec;
use super::error::ReplayError;
use super::fairness::{self, Commitment, Seed, ServerSecret};
use super::record::Ending;
use super::replay::{self, TurnCheck};
use super::Game;
use crate::rules::{Color, Draw, Outcome, RuleSet, StartOption};

/// Escapes a PGN tag value (`\` and `"`), dropping control characters.
fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                s.push('\\');
                s.push(c);
            }
            c if c.is_control() => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    out.push_str(&escape(value));
    out.push_str("\"]\n");
}

/// `YYYY.MM.DD` (UTC) of a timestamp (the civil-from-days algorithm).
pub fn pgn_date(t: Timestamp) -> String {
    let days = i64::try_from(t.0 / 86_400_000).unwrap_or(0);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The result word of the `Result` tag and the movetext's end.
fn result_text(game: &Game) -> &'static str {
    game.outcome().map_or("*", Outcome::score)
}

impl Game {
    /// The PGN-style record, safe to show anyone: while the game is on, hidden turns show
    /// only their public text and no draws, and neither the secret nor the seed appears.
    ///
    /// Each turn is one line, `N. action` for white and `N... action` for black (the
    /// answer to a pending choice is a line of its own), with `{draws: …}` listing its
    /// random draws as `purpose=picked/choices` (picked counts from 0).
    pub fn export(&self) -> String {
        let over = self.is_over();
        let mut out = String::new();
        tag(&mut out, "Event", &format!("chakbot game {}", self.id()));
        tag(&mut out, "Site", "chakbot");
        tag(&mut out, "Date", &pgn_date(self.created_at()));
        tag(&mut out, "White", &self.players().white);
        tag(&mut out, "Black", &self.players().black);
        tag(&mut out, "Result", result_text(self));
        tag(&mut out, "Variant", self.ruleset().id());
        let start = codec::start_number(self.start_option()).to_string();
        tag(&mut out, "StartOption", &start);
        let from = if self.custom_fen().is_some() {
            "fen"
        } else {
            "seed"
        };
        tag(&mut out, "StartFrom", from);
        // TODO(chakart): a custom start FEN holding a hidden queen would need its public form.
        tag(&mut out, "FEN", self.initial_fen());
        tag(&mut out, "TimeControl", &self.clock().control.to_string());
        tag(&mut out, "Commitment", &self.commitment().to_hex());
        for c in self.contributions() {
            tag(&mut out, "Contribution", c);
        }
        if let (Some(secret), Some(seed)) = (self.revealed_secret(), self.revealed_seed()) {
            tag(&mut out, "Secret", &secret.to_hex());
            tag(&mut out, "Seed", &seed.to_hex());
        }
        match self.ending() {
            Some(Ending::Finished { outcome }) => {
                tag(&mut out, "Termination", &outcome.to_string())
            }
            Some(Ending::Aborted { .. }) => tag(&mut out, "Termination", "aborted"),
            None => {}
        }
        out.push('\n');
        let mut number = 1u32;
        let mut previous: Option<Color> = None;
        for t in self.turns() {
            if previous == Some(Color::Black) && t.actor == Color::White {
                number += 1;
            }
            previous = Some(t.actor);
            let dots = match t.actor {
                Color::White => ".",
                Color::Black => "...",
            };
            if t.hidden && !over {
                out.push_str(&format!("{number}{dots} {} {{hidden}}\n", t.public_text));
                continue;
            }
            out.push_str(&format!("{number}{dots} {}", t.action));
            if !t.draws.is_empty() {
                let draws: Vec<String> = t.draws.iter().map(codec::draw_text).collect();
                out.push_str(&format!(" {{draws: {}}}", draws.join(" ")));
            }
            out.push('\n');
        }
        out.push_str(result_text(self));
        out.push('\n');
        out
    }
}

/// What `verify_export` established.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verified {
    pub ruleset: RuleSet,
    pub seed: Seed,
    pub turns: usize,
    /// The draws checked, over all turns.
    pub draws: usize,
    /// The result the moves themselves decide (checkmate…), if they decide one.
    pub rules_outcome: Option<Outcome>,
}

fn unescape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                s.push(n);
            }
        } else {
            s.push(c);
        }
    }
    s
}

fn bad(msg: impl Into<String>) -> ReplayError {
    ReplayError::Record(msg.into())
}

/// One parsed movetext line.
struct Line {
    actor: Color,
    action: crate::rules::Action,
    draws: Vec<Draw>,
}

fn parse_line(line: &str, n: usize) -> Result<Line, ReplayError> {
    let (head, comment) = match line.split_once('{') {
        Some((h, c)) => (h, Some(c.trim_end().trim_end_matches('}').trim())),
        None => (line, None),
    };
    let head = head.trim();
    let digits = head.find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
    let rest = head.get(digits..).unwrap_or("");
    let (actor, text) = if let Some(t) = rest.strip_prefix("...") {
        (Color::Black, t)
    } else if let Some(t) = rest.strip_prefix('.') {
        (Color::White, t)
    } else {
        return Err(bad(format!("line {n}: expected 'N. move' or 'N... move'")));
    };
    let text = text.trim();
    if comment == Some("hidden") {
        return Err(ReplayError::NotOver);
    }
    let action = codec::parse_action(text)
        .ok_or_else(|| bad(format!("line {n}: '{text}' is not a move in coordinates")))?;
    let mut draws = Vec::new();
    if let Some(c) = comment {
        let list = c
            .strip_prefix("draws:")
            .ok_or_else(|| bad(format!("line {n}: unknown comment '{{{c}}}'")))?;
        for w in list.split_whitespace() {
            draws.push(
                codec::parse_draw(w).ok_or_else(|| bad(format!("line {n}: bad draw '{w}'")))?,
            );
        }
    }
    Ok(Line {
        actor,
        action,
        draws,
    })
}

/// Checks an exported finished game offline: the revealed secret against the
/// commitment, the seed, the start position, every move and every random draw, and a
/// result the moves decide against the `Result` tag.
pub fn verify_export(text: &str) -> Result<Verified, ReplayError> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(inner) = line.strip_prefix('[') {
            let inner = inner.trim_end_matches(']');
            let (name, value) = inner
                .split_once(' ')
                .ok_or_else(|| bad(format!("line {}: bad tag", i + 1)))?;
            let value = value.trim();
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| bad(format!("line {}: bad tag value", i + 1)))?;
            tags.push((name.to_string(), unescape(value)));
        } else if matches!(line, "1-0" | "0-1" | "1/2-1/2" | "*") {
            break;
        } else {
            lines.push(parse_line(line, i + 1)?);
        }
    }
    let get = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let need = |name: &'static str| get(name).ok_or_else(|| bad(format!("no {name} tag")));
    let ruleset: RuleSet = need("Variant")?.parse().map_err(|e| bad(format!("{e}")))?;
    let start = need("StartOption")?
        .parse::<u8>()
        .ok()
        .and_then(StartOption::from_number)
        .ok_or_else(|| bad("bad StartOption tag"))?;
    let fen = need("FEN")?;
    let custom_fen = match need("StartFrom")? {
        "seed" => None,
        "fen" => Some(fen),
        other => return Err(bad(format!("bad StartFrom tag '{other}'"))),
    };
    let commitment = Commitment::from_hex(need("Commitment")?)?;
    let secret = ServerSecret::from_hex(get("Secret").ok_or(ReplayError::NotOver)?)?;
    let contributions: Vec<&str> = tags
        .iter()
        .filter(|(n, _)| n == "Contribution")
        .map(|(_, v)| v.as_str())
        .collect();
    let seed = fairness::verify(&commitment, &secret, &contributions)?;
    if let Some(s) = get("Seed") {
        if Seed::from_hex(s)? != seed {
            return Err(bad(format!(
                "the Seed tag {s} is not the seed derived from the secret: {seed}"
            )));
        }
    }
    let checks: Vec<TurnCheck<'_>> = lines
        .iter()
        .map(|l| TurnCheck {
            actor: l.actor,
            action: l.action,
            draws: &l.draws,
            fen_after: None,
        })
        .collect();
    let state = replay::rebuild(ruleset, start, custom_fen, &seed, fen, &checks)?;
    let rules_outcome = state.outcome();
    if let Some(o) = rules_outcome {
        let recorded = get("Result").unwrap_or("*");
        if recorded != o.score() {
            return Err(ReplayError::Result {
                recorded: recorded.to_string(),
                derived: o.to_string(),
            });
        }
    }
    Ok(Verified {
        ruleset,
        seed,
        turns: lines.len(),
        draws: lines.iter().map(|l| l.draws.len()).sum(),
        rules_outcome,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(pgn_date(Timestamp(0)), "1970.01.01");
        // 2000-03-01 00:00 UTC = 951868800 s (date -u -d 2000-03-01 +%s).
        assert_eq!(pgn_date(Timestamp(951_868_800_000)), "2000.03.01");
        // 2024-02-29 12:00 UTC = 1709208000 s.
        assert_eq!(pgn_date(Timestamp(1_709_208_000_000)), "2024.02.29");
    }

    #[test]
    fn tag_values_are_escaped() {
        let mut s = String::new();
        tag(&mut s, "White", "a\"b\\c\nd");
        assert_eq!(s, "[White \"a\\\"b\\\\c d\"]\n");
        assert_eq!(unescape("a\\\"b\\\\c d"), "a\"b\\c d");
    }

    #[test]
    fn garbage_exports_are_refused_without_panic() {
        for t in [
            "",
            "[",
            "[Variant]",
            "[Variant \"chess\"]\n1. e2e4",
            "1.. é",
            "{",
            "]]]",
            "1... {draws: x}",
        ] {
            assert!(verify_export(t).is_err(), "{t}");
        }
    }
}
