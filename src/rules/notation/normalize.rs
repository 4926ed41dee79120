//! Move text as phones, chat clients and score sheets deliver it, made plain before it is read:
//! compatibility forms (full-width `ｅ４`) folded by Unicode NFKC, invisible characters
//! dropped, look-alike letters (Cyrillic `К`, `е`, Greek `Β`…) and dashes made ASCII;
//! a move number copied before the move (`12. Nf3`) read past.

use unicode_normalization::UnicodeNormalization;

/// What was read: the text players see echoed in a refusal.
///
/// ```
/// use chakbot::rules::notation::normalize;
/// assert_eq!(normalize("ｅ４"), "e4");
/// assert_eq!(normalize("e4\u{200B}"), "e4");
/// assert_eq!(normalize("Кe2"), "Ke2"); // Cyrillic Ka
/// assert_eq!(normalize("O–O"), "O-O");
/// ```
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.nfkc() {
        if invisible(c) {
            continue;
        }
        out.push(look_alike(c).unwrap_or(c));
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The move without a move number copied before it from a score sheet or a book
/// (`1.e4`, `12. Nf3`, `3...Bb5`, `3… Bb5`); any other text as it is. The number is not
/// checked: the move is the mover's whatever number it bears.
///
/// ```
/// use chakbot::rules::notation::without_move_number;
/// assert_eq!(without_move_number("1.e4"), "e4");
/// assert_eq!(without_move_number("12. Nf3"), "Nf3");
/// assert_eq!(without_move_number("3...Bb5"), "Bb5");
/// assert_eq!(without_move_number("3… Bb5"), "Bb5");
/// assert_eq!(without_move_number("e4"), "e4");
/// assert_eq!(without_move_number("1."), "1.");
/// assert_eq!(without_move_number("0-0"), "0-0");
/// ```
pub fn without_move_number(text: &str) -> &str {
    let t = text.trim_start();
    let after_digits = t.trim_start_matches(|c: char| c.is_ascii_digit());
    if after_digits.len() == t.len() {
        return text;
    }
    let after_dots = after_digits.trim_start_matches(['.', '…']);
    if after_dots.len() == after_digits.len() {
        return text;
    }
    match after_dots.trim_start() {
        "" => text,
        rest => rest,
    }
}

/// Zero-width and formatting characters, variation selectors (`♞️`), soft hyphens.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}')
}

/// The ASCII character a look-alike stands for.
fn look_alike(c: char) -> Option<char> {
    Some(match c {
        // Cyrillic
        'А' => 'A',
        'В' => 'B',
        'С' => 'C',
        'Е' => 'E',
        'Н' => 'H',
        'К' => 'K',
        'М' => 'M',
        'О' => 'O',
        'Р' => 'P',
        'Т' => 'T',
        'Х' => 'X',
        'Ѕ' => 'S',
        'а' => 'a',
        'с' => 'c',
        'е' => 'e',
        'һ' => 'h',
        'о' => 'o',
        'р' => 'p',
        'х' => 'x',
        'ѕ' => 's',
        'ԁ' => 'd',
        'Ь' => 'b',
        // Greek
        'Α' => 'A',
        'Β' => 'B',
        'Ε' => 'E',
        'Η' => 'H',
        'Κ' => 'K',
        'Μ' => 'M',
        'Ν' => 'N',
        'Ο' => 'O',
        'Ρ' => 'P',
        'Τ' => 'T',
        'Χ' => 'X',
        'ο' => 'o',
        // Signs
        '×' => 'x',
        '‐' | '‑' | '‒' | '–' | '—' | '−' => '-',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn plain_text_is_what_it_was() {
        for t in ["e4", "Nf3", "stealth Qab3", "O-O-O", "é4", "♘f3"] {
            assert_eq!(normalize(t), t);
        }
    }

    #[test]
    fn phone_text_is_made_plain() {
        let table = [
            ("ｅ４", "e4"),
            ("Ｎｆ３", "Nf3"),
            ("e4\u{200B}", "e4"),
            ("\u{FEFF}Nf3", "Nf3"),
            ("Кe2", "Ke2"),
            ("Nf3\u{00A0}", "Nf3"),
            ("ехd5", "exd5"),
            ("e×d5", "exd5"),
            ("О-О", "O-O"),
            ("♞\u{FE0F}f6", "♞f6"),
            ("stealth  Qab3", "stealth Qab3"),
        ];
        for (t, want) in table {
            assert_eq!(normalize(t), want, "{t:?}");
        }
    }
}
