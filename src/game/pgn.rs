//! Standard PGN for orthodox chess records: the movetext (move numbers, SAN, the result
//! token on its own line) written and read back, the `TimeControl` tag in PGN's own
//! form, and the words that send a player to lichess's import form with the record.

use super::clock::TimeControl;
use crate::rules::Color;

/// lichess's "Import game" form: paste a PGN there to get its analysis board.
pub const LICHESS_IMPORT: &str = "https://lichess.org/paste";

/// The `TimeControl` tag value as the PGN standard writes it: `600+5` (seconds and
/// increment) for a live clock, `1/259200` (one move per so many seconds) for
/// correspondence.
pub fn time_control(control: &TimeControl) -> String {
    match *control {
        TimeControl::Live {
            base_ms,
            increment_ms,
        } => format!("{}+{}", base_ms / 1000, increment_ms / 1000),
        TimeControl::Correspondence { per_move_ms } => format!("1/{}", per_move_ms / 1000),
    }
}

/// The full-move number a FEN starts at (its sixth field; 1 when absent or unreadable).
pub fn first_move_number(fen: &str) -> u32 {
    fen.split_whitespace()
        .nth(5)
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1)
}

/// The movetext of `moves` (each mover and its SAN), one full move a line (`12. Nf3 Nc6`;
/// `12... Nc6` when black's move opens the game), starting at move `first`.
pub fn movetext(first: u32, moves: &[(Color, String)]) -> String {
    let mut out = String::new();
    let mut number = first;
    let mut line_open = false;
    for (i, (color, san)) in moves.iter().enumerate() {
        match color {
            Color::White => {
                if line_open {
                    out.push('\n');
                    number += 1;
                }
                out.push_str(&format!("{number}. {san}"));
                line_open = true;
            }
            Color::Black => {
                if i == 0 {
                    out.push_str(&format!("{number}... {san}"));
                } else {
                    out.push(' ');
                    out.push_str(san);
                }
                out.push('\n');
                number += 1;
                line_open = false;
            }
        }
    }
    if line_open {
        out.push('\n');
    }
    out
}

/// The SAN tokens of movetext lines: move numbers (`12.`, `12...`) are skipped; a comment,
/// variation or annotation glyph (none of which chakbot writes) is refused with the token.
pub fn read_movetext<'a>(lines: impl IntoIterator<Item = &'a str>) -> Result<Vec<&'a str>, String> {
    let mut sans = Vec::new();
    for line in lines {
        for token in line.split_whitespace() {
            let digits = token.trim_end_matches('.');
            if digits.len() < token.len() && !digits.is_empty() {
                let dots = token.len() - digits.len();
                if digits.chars().all(|c| c.is_ascii_digit()) && (dots == 1 || dots == 3) {
                    continue;
                }
            }
            if token.starts_with(['{', '(', ')', ';', '$']) || token.contains('.') {
                return Err(format!(
                    "'{}' is not a move number or a move",
                    token.chars().take(40).collect::<String>()
                ));
            }
            sans.push(token);
        }
    }
    Ok(sans)
}

/// What the host shows after an orthodox chess game, to open it on lichess: the import
/// form's address and what to paste there (`export_file` names the record's file).
pub fn lichess_import_text(export_file: &str) -> String {
    format!(
        "Analyse it on lichess: open {LICHESS_IMPORT}, paste the contents of {export_file} \
         into \"Paste the PGN text here\" (or upload the file under \"Or upload a PGN file\"), \
         tick \"Request a computer analysis\" if you like, and press \"Import game\"."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &[(Color, &str)]) -> Vec<(Color, String)> {
        list.iter().map(|&(c, s)| (c, s.to_string())).collect()
    }

    #[test]
    fn movetext_numbers_full_moves_and_reads_back() {
        let m = moves(&[
            (Color::White, "e4"),
            (Color::Black, "e5"),
            (Color::White, "Qh5"),
        ]);
        let text = movetext(1, &m);
        assert_eq!(text, "1. e4 e5\n2. Qh5\n");
        assert_eq!(read_movetext(text.lines()), Ok(vec!["e4", "e5", "Qh5"]));
        let black_first = moves(&[(Color::Black, "e5"), (Color::White, "Nf3")]);
        let text = movetext(7, &black_first);
        assert_eq!(text, "7... e5\n8. Nf3\n");
        assert_eq!(read_movetext(text.lines()), Ok(vec!["e5", "Nf3"]));
        assert!(read_movetext(["1. e4 {good}"]).is_err());
        assert!(read_movetext(["1.. e4"]).is_err());
        assert!(read_movetext(["1. e4 (1. d4)"]).is_err());
    }

    #[test]
    fn time_control_in_pgn_form() {
        let live: TimeControl = "10+5".parse().expect("valid");
        assert_eq!(time_control(&live), "600+5");
        let days: TimeControl = "3d".parse().expect("valid");
        assert_eq!(time_control(&days), "1/259200");
        assert_eq!(first_move_number("8/8/8/8/8/8/8/8 w - - 0 23"), 23);
        assert_eq!(first_move_number("bad"), 1);
    }

    #[test]
    fn lichess_text_names_the_form_and_the_file() {
        let t = lichess_import_text("game-12.pgn");
        assert!(t.contains("https://lichess.org/paste"), "{t}");
        assert!(t.contains("game-12.pgn"), "{t}");
    }
}
