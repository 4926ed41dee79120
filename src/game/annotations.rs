//! Evaluation comments in an export, in lichess's form (`{ [%eval 0.25] }`, `{ [%eval #-3] }`),
//! one after each turn: written into a finished game's record after its review, and
//! stripped before a record is read or its signature checked. They are not signed: an
//! export keeps its signature whether it carries them or not, and a changed move still
//! fails verification (docs/REVIEW.md).

/// `export` with `evals[i]` (the text after `%eval `, e.g. `0.25` or `#-3`) written after
/// turn `i`: after each SAN in a chess movetext, at the end of each turn's line otherwise.
/// Turns beyond `evals` get none.
pub fn with_evals(export: &str, evals: &[String]) -> String {
    let mut out = String::with_capacity(export.len() + evals.len() * 18);
    let mut in_moves = false;
    let mut turn = 0usize;
    for line in export.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let ending = &line[body.len()..];
        if !in_moves && body.trim().is_empty() {
            in_moves = true;
        }
        if !in_moves || body.trim().is_empty() || body.starts_with('[') || is_result(body) {
            out.push_str(line);
            continue;
        }
        if is_line_record(body) {
            out.push_str(body);
            push_eval(&mut out, evals.get(turn));
            turn += 1;
        } else {
            let tokens: Vec<&str> = body.split(' ').collect();
            for (k, token) in tokens.iter().enumerate() {
                if k > 0 {
                    out.push(' ');
                }
                out.push_str(token);
                if !token.is_empty() && !is_move_number(token) {
                    push_eval(&mut out, evals.get(turn));
                    turn += 1;
                }
            }
        }
        out.push_str(ending);
    }
    out
}

fn push_eval(out: &mut String, eval: Option<&String>) {
    if let Some(e) = eval {
        out.push_str(" { [%eval ");
        out.push_str(e);
        out.push_str("] }");
    }
}

fn is_result(body: &str) -> bool {
    matches!(body.trim(), "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// A line of the line-per-turn record of the variants (`3. move Ke2 (e1e2)`).
fn is_line_record(body: &str) -> bool {
    body.ends_with(')') || body.ends_with('}')
}

fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    digits.len() < token.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// `text` without its evaluation comments (each with the spaces before it), every other
/// byte as it was: what verification and the readers of records see.
pub fn strip_evals(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(len) = eval_comment_len(&rest[open..]) else {
            out.push_str(&rest[..=open]);
            rest = &rest[open + 1..];
            continue;
        };
        out.push_str(rest[..open].trim_end_matches([' ', '\t']));
        rest = &rest[open + len..];
    }
    out.push_str(rest);
    out
}

/// The length of the evaluation comment `{ [%eval …] }` that `s` starts with, if it does.
fn eval_comment_len(s: &str) -> Option<usize> {
    let close = s.find('}')?;
    let inner = s[1..close].trim();
    let value = inner.strip_prefix("[%eval ")?.strip_suffix(']')?;
    let ok = !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | '#' | ','));
    ok.then_some(close + 1)
}

/// The evaluation comments of `text` in order (their values, e.g. `0.25`, `#-3`).
pub fn read_evals(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        rest = &rest[open..];
        match eval_comment_len(rest) {
            Some(len) => {
                let inner = rest[1..len - 1].trim();
                let value = &inner["[%eval ".len()..inner.len() - 1];
                found.push(value.to_string());
                rest = &rest[len..];
            }
            None => rest = &rest[1..],
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &str = "[Result \"1-0\"]\n\n1. e4 e5\n2. Qh5\n1-0\n";
    const LINES: &str =
        "[Result \"1-0\"]\n\n1. move e4 (e2e4)\n1... move Ke7 (e8e7) {draws: egg=1/8}\n1-0\n";

    #[test]
    fn chess_evals_follow_each_move_and_strip_back() {
        let evals: Vec<String> = ["0.25", "0.3", "#2"].map(String::from).to_vec();
        let with = with_evals(CHESS, &evals);
        assert!(with.contains("1. e4 { [%eval 0.25] } e5 { [%eval 0.3] }\n2. Qh5 { [%eval #2] }\n"));
        assert_eq!(strip_evals(&with), CHESS);
        assert_eq!(read_evals(&with), evals);
    }

    #[test]
    fn line_records_take_them_at_the_end_and_keep_their_draws() {
        let evals: Vec<String> = ["-1.5", "0"].map(String::from).to_vec();
        let with = with_evals(LINES, &evals);
        assert!(with.contains("(e8e7) {draws: egg=1/8} { [%eval 0] }\n"));
        assert_eq!(strip_evals(&with), LINES);
    }

    #[test]
    fn other_comments_stay() {
        assert_eq!(strip_evals("e4 {good} e5"), "e4 {good} e5");
        assert_eq!(strip_evals("e4 { [%eval x] }"), "e4 { [%eval x] }");
    }
}
