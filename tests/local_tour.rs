//! Every command of the host in local mode, from a script: `tests/data/local/tour.txt`
//! holds the input lines of a local session and, under each, what its printed replies
//! must (and must not) show. The session is local mode's own [`Session`], on a real sled
//! store and images folder, fed one line at a time so that each line's output is
//! checked on its own; every image it names must be a decodable PNG. With `TOUR_DEBUG`
//! set (and `-- --nocapture`), each event and its output are printed.

use chakbot::local::{parse_line, Line, LocalConfig, Session};
use std::collections::HashMap;
use std::path::Path;

const TOUR: &str = include_str!("data/local/tour.txt");

/// One piece of an expectation: literal text, or a `{name}` number.
enum Piece<'a> {
    Text(&'a str),
    Var(&'a str),
}

fn pieces(pattern: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = pattern;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        if open > 0 {
            out.push(Piece::Text(&rest[..open]));
        }
        out.push(Piece::Var(&rest[open + 1..open + close]));
        rest = &rest[open + close + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// Matches `pattern` at the very start of `text`; returns the new bindings.
fn match_here(
    text: &str,
    pattern: &[Piece<'_>],
    vars: &HashMap<String, String>,
) -> Option<Vec<(String, String)>> {
    let mut at = 0;
    let mut bound = Vec::new();
    for piece in pattern {
        let rest = &text[at..];
        match piece {
            Piece::Text(t) => {
                if !rest.starts_with(t) {
                    return None;
                }
                at += t.len();
            }
            Piece::Var(name) => match vars.get(*name) {
                Some(value) => {
                    if !rest.starts_with(value.as_str()) {
                        return None;
                    }
                    at += value.len();
                }
                None => {
                    let digits = rest.chars().take_while(char::is_ascii_digit).count();
                    if digits == 0 {
                        return None;
                    }
                    bound.push((name.to_string(), rest[..digits].to_string()));
                    at += digits;
                }
            },
        }
    }
    Some(bound)
}

/// Whether `pattern` occurs anywhere in `text`; returns the new bindings.
fn find(
    text: &str,
    pattern: &[Piece<'_>],
    vars: &HashMap<String, String>,
) -> Option<Vec<(String, String)>> {
    text.char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(text.len()))
        .find_map(|i| match_here(&text[i..], pattern, vars))
}

/// `{name}` in an event line replaced by its bound number.
fn substitute(line: &str, vars: &HashMap<String, String>) -> Result<String, String> {
    let mut out = String::new();
    for piece in pieces(line) {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Var(name) => match vars.get(name) {
                Some(v) => out.push_str(v),
                None => return Err(format!("{{{name}}} is not bound yet")),
            },
        }
    }
    Ok(out)
}

/// Checks one expectation line against one event's output lines.
fn check(
    expectation: &str,
    output: &[&str],
    vars: &mut HashMap<String, String>,
) -> Result<(), String> {
    let (negated, rest) = match expectation.strip_prefix('!') {
        Some(r) => (true, r),
        None => (false, expectation),
    };
    let close = rest
        .find(']')
        .filter(|_| rest.starts_with('['))
        .ok_or_else(|| format!("an expectation starts with [dest]: {expectation}"))?;
    let dest = &rest[..=close];
    let wanted = rest[close + 1..].trim();
    let pattern = pieces(wanted);
    let to_dest = output
        .iter()
        .filter_map(|l| l.strip_prefix(dest))
        .map(str::trim_start);
    if negated {
        return match to_dest.clone().find(|l| find(l, &pattern, vars).is_some()) {
            Some(l) => Err(format!("{dest} must not show `{wanted}`: {l}")),
            None => Ok(()),
        };
    }
    for line in to_dest {
        if let Some(bound) = find(line, &pattern, vars) {
            vars.extend(bound);
            return Ok(());
        }
    }
    Err(format!("no {dest} line shows `{wanted}`"))
}

fn assert_png(path: &Path) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let image = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{} is not a PNG: {e}", path.display()));
    assert!(image.width() >= 100 && image.height() >= 100);
}

#[test]
fn every_command_works_in_local_mode() {
    let (events, checks, images) = run(TOUR);
    assert!(
        events >= 60 && checks >= 100 && images >= 15,
        "{events} {checks} {images}"
    );
}

/// A French server: moves typed and shown in French letters, refusals and narration in
/// French with its typography, an English-speaking player answered in English in private.
#[test]
fn a_french_server_plays_in_french() {
    run(include_str!("data/local/tour_fr.txt"));
}

/// A German server: the same in German (K D T L S).
#[test]
fn a_german_server_plays_in_german() {
    run(include_str!("data/local/tour_de.txt"));
}

/// Plays `script`; returns how many events, checks and images it had.
fn run(script: &str) -> (usize, usize, usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let config = LocalConfig {
        data: dir.path().join("data"),
        store: None,
        images: dir.path().join("images"),
        moderators: vec!["mod".into(), "erin".into()],
        secret: None,
    };
    let mut session = Session::open(&config, Vec::<u8>::new()).expect("session opens");
    let mut vars = HashMap::new();
    let mut failures = Vec::new();
    let mut output = String::new();
    let (mut events, mut checks, mut images) = (0, 0, 0);
    let debug = std::env::var_os("TOUR_DEBUG").is_some();
    for (number, raw) in script.lines().enumerate() {
        let number = number + 1;
        if raw.starts_with(' ') {
            checks += 1;
            let lines: Vec<&str> = output.lines().collect();
            if let Err(e) = check(raw.trim(), &lines, &mut vars) {
                failures.push(format!("line {number}: {e}\n    after: {output}"));
            }
            continue;
        }
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        let line = match substitute(raw, &vars) {
            Ok(l) => l,
            Err(e) => {
                failures.push(format!("line {number}: {e}"));
                continue;
            }
        };
        match parse_line(&line).unwrap_or_else(|e| panic!("line {number}: {e}")) {
            Line::Nothing => {}
            Line::Event(said) => {
                events += 1;
                session.say(&said).expect("the session goes on");

                output = String::from_utf8(std::mem::take(session.out())).expect("UTF-8");
                if debug {
                    eprint!("> {line}\n{output}");
                }
                for path in output.lines().filter_map(|l| l.strip_prefix("[image] ")) {
                    assert_png(Path::new(path));
                    images += 1;
                }
                for path in output.lines().filter_map(|l| l.strip_prefix("[file] ")) {
                    let text = std::fs::read_to_string(path).expect("exported file");
                    assert!(text.contains("[Variant "), "{text}");
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    (events, checks, images)
}

#[test]
fn the_matcher_binds_and_refuses() {
    let mut vars = HashMap::new();
    let out = ["[channel] Game #12 begins", "[dm bob] hello"];
    check("[channel] Game #{g} begins", &out, &mut vars).expect("binds");
    assert_eq!(vars["g"], "12");
    check("[channel] #{g} begins", &out, &mut vars).expect("bound value matches");
    assert!(check("[dm bob] Game #{g}", &out, &mut vars).is_err());
    assert!(check("![dm bob] hello", &out, &mut vars).is_err());
    check("![channel] hello", &out, &mut vars).expect("not in the channel");
    assert!(check("[channel] Game #{h} ends", &out, &mut vars).is_err());
    assert_eq!(substitute("peek #{g}", &vars).as_deref(), Ok("peek #12"));
    assert!(substitute("peek #{h}", &vars).is_err());
}
