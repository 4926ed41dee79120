//! One line of local-mode input: `alice: e4` (alice writes in the channel),
//! `alice (dm): stealth Qh5` (alice writes to the bot directly) or `alice (team): stealth
//! Qh5` (alice writes in her team's private room of the team game played here).

use std::fmt;

/// The longest user name kept (longer names are cut).
pub const MAX_NAME_CHARS: usize = 32;

/// What one input line says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Line {
    /// A blank line or a `#` comment: nothing to do.
    Nothing,
    /// `name: text`, `name (dm): text` or `name (team): text`.
    Event(Said),
}

/// Where a user writes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// In the channel, for everyone.
    Channel,
    /// To the bot directly.
    Dm,
    /// In their team's private room (a team game of the channel).
    Team,
}

/// A message a user sends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Said {
    /// The cleaned name (also the user's id in local mode).
    pub name: String,
    pub place: Place,
    pub text: String,
}

/// Why a line was not understood.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LineError {
    /// No `:` after a name.
    NoColon,
    /// Nothing usable before the `:`, or more than one word.
    NoName,
    /// Nothing after the `:`.
    NoText,
    /// A `( … )` other than `(dm)` or `(team)` after the name.
    UnknownPlace(String),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let form = r#"expected "name: text" (in the channel), "name (dm): text" (to the bot) or "name (team): text" (in your team's room)"#;
        match self {
            LineError::NoColon => write!(f, "no ':' after a name; {form}"),
            LineError::NoName => write!(
                f,
                "no name before ':' (one word of letters, digits, '_', '-', '.'); {form}"
            ),
            LineError::NoText => write!(f, "nothing after ':'; {form}"),
            LineError::UnknownPlace(p) => {
                write!(f, "unknown place '({p})' after the name; {form}")
            }
        }
    }
}

/// A user name reduced to letters, digits, `_`, `-` and `.` (no brackets, colons, spaces
/// or `@`, so it cannot pass for an output prefix or a mention), cut to
/// [`MAX_NAME_CHARS`]. `None` if nothing is left.
///
/// ```
/// use chakbot::local::clean_name;
/// assert_eq!(clean_name(" @Alice "), Some("Alice".to_string()));
/// assert_eq!(clean_name("[dm bob]"), Some("dmbob".to_string()));
/// assert_eq!(clean_name("::"), None);
/// ```
pub fn clean_name(raw: &str) -> Option<String> {
    let name: String = raw
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
        .take(MAX_NAME_CHARS)
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Reads one input line.
///
/// ```
/// use chakbot::local::{parse_line, Line, Place, Said};
/// assert_eq!(
///     parse_line("alice (dm): stealth Qh5"),
///     Ok(Line::Event(Said { name: "alice".into(), place: Place::Dm, text: "stealth Qh5".into() }))
/// );
/// assert_eq!(parse_line("  # a comment"), Ok(Line::Nothing));
/// assert!(parse_line("hello there").is_err());
/// ```
pub fn parse_line(raw: &str) -> Result<Line, LineError> {
    let line = raw.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Nothing);
    }
    let (head, text) = line.split_once(':').ok_or(LineError::NoColon)?;
    let head = head.trim();
    let (who, place) = match head.split_once('(') {
        Some((who, place)) => {
            let place = place.trim().trim_end_matches(')').trim();
            if place.eq_ignore_ascii_case("dm") {
                (who, Place::Dm)
            } else if place.eq_ignore_ascii_case("team") {
                (who, Place::Team)
            } else {
                return Err(LineError::UnknownPlace(
                    clean_name(place).unwrap_or_default(),
                ));
            }
        }
        None => (head, Place::Channel),
    };
    let who = who.trim();
    if who.contains(char::is_whitespace) {
        // `[channel] alice: e4` (pasted output) or chat: not a user's line.
        return Err(LineError::NoName);
    }
    let name = clean_name(who).ok_or(LineError::NoName)?;
    let text = text.trim();
    if text.is_empty() {
        return Err(LineError::NoText);
    }
    Ok(Line::Event(Said {
        name,
        place,
        text: text.to_string(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(name: &str, dm: bool, text: &str) -> Result<Line, LineError> {
        Ok(Line::Event(Said {
            name: name.into(),
            place: if dm { Place::Dm } else { Place::Channel },
            text: text.into(),
        }))
    }

    #[test]
    fn lines_are_read() {
        let table: Vec<(&str, Result<Line, LineError>)> = vec![
            (
                "alice: challenge chakart @bob",
                said("alice", false, "challenge chakart @bob"),
            ),
            (
                "alice (dm): stealth Qh5",
                said("alice", true, "stealth Qh5"),
            ),
            ("Bob(DM):promote q", said("Bob", true, "promote q")),
            (
                "carol (team): stealth Qh5",
                Ok(Line::Event(Said {
                    name: "carol".into(),
                    place: Place::Team,
                    text: "stealth Qh5".into(),
                })),
            ),
            ("  carol :  e4  ", said("carol", false, "e4")),
            ("dave: time: 10:30", said("dave", false, "time: 10:30")),
            ("[eve]: e4", said("eve", false, "e4")),
            ("[channel] eve: e4", Err(LineError::NoName)),
            ("hello there: e4", Err(LineError::NoName)),
            ("", Ok(Line::Nothing)),
            ("   ", Ok(Line::Nothing)),
            ("# alice: e4", Ok(Line::Nothing)),
            ("e4", Err(LineError::NoColon)),
            (": e4", Err(LineError::NoName)),
            ("@@ : e4", Err(LineError::NoName)),
            ("alice:", Err(LineError::NoText)),
            ("alice:    ", Err(LineError::NoText)),
            (
                "alice (channel): e4",
                Err(LineError::UnknownPlace("channel".into())),
            ),
        ];
        for (line, expected) in table {
            assert_eq!(parse_line(line), expected, "{line:?}");
        }
    }

    #[test]
    fn names_are_cleaned_and_cut() {
        assert_eq!(clean_name("al ice"), Some("alice".into()));
        assert_eq!(clean_name("a:b[c]d(e)f<g>h@i#j"), Some("abcdefghij".into()));
        assert_eq!(clean_name("élodie"), Some("élodie".into()));
        let long = "x".repeat(100);
        assert_eq!(clean_name(&long).map(|n| n.len()), Some(MAX_NAME_CHARS));
        assert_eq!(clean_name("\u{202e}\u{0}"), None);
    }

    #[test]
    fn errors_say_the_expected_form() {
        for e in [
            LineError::NoColon,
            LineError::NoName,
            LineError::NoText,
            LineError::UnknownPlace("x".into()),
        ] {
            assert!(e.to_string().contains("name (dm): text"), "{e}");
            assert!(e.to_string().contains("name (team): text"), "{e}");
        }
    }
}
