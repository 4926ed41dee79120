//! Safe user text: strips control, zero-width and bidirectional-override characters,
//! neutralises mass mentions (`@everyone`, `@here`) and pings, and caps what is echoed.

/// How many characters of a user's text an answer repeats.
pub const ECHO_CHARS: usize = 30;

/// Zero-width space: breaks `@everyone` and `<@123>` so that chat clients do not ping.
const BREAK: char = '\u{200B}';

/// Characters never kept from user text: C0/C1 controls, zero-width characters, bidi
/// embeddings/overrides/isolates, soft hyphen, BOM, and similar invisible formatting.
fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}'
            | '\u{17B5}' | '\u{180B}'..='\u{180E}' | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFB}' | '\u{E0000}'..='\u{E007F}')
}

/// User text made safe to show: hidden characters removed, whitespace runs collapsed to
/// one space, mass mentions and pings broken.
///
/// ```
/// use chakbot::host::words::text::clean;
/// assert_eq!(clean("hi\u{202E} @everyone"), "hi @\u{200B}everyone");
/// ```
pub fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if is_hidden(c) {
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
    }
    break_mentions(&out)
}

/// Breaks `@everyone`, `@here` (any case) and `<@…>` mentions with a zero-width space.
fn break_mentions(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(i) = rest.find('@') {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        let after = &at[1..];
        let lower: String = after.chars().take(8).collect::<String>().to_lowercase();
        let ping = out.ends_with('<');
        if ping || lower.starts_with("everyone") || lower.starts_with("here") {
            out.push('@');
            out.push(BREAK);
        } else {
            out.push('@');
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// [`clean`], cut to `max` characters (with `…` when cut).
pub fn clean_capped(text: &str, max: usize) -> String {
    let c = clean(text);
    if c.chars().count() <= max {
        return c;
    }
    let mut cut: String = c.chars().take(max.saturating_sub(1)).collect();
    // Do not leave a dangling half of a broken mention.
    if cut.ends_with('@') {
        cut.pop();
    }
    cut.push('…');
    cut
}

/// A short, safe quote of user text for an answer: cleaned, backticks replaced (answers put
/// it in a code span), at most [`ECHO_CHARS`] characters.
///
/// ```
/// use chakbot::host::words::text::echo;
/// assert_eq!(echo("chalenge"), "chalenge");
/// assert_eq!(echo(&"x".repeat(4000)).chars().count(), 30);
/// ```
pub fn echo(text: &str) -> String {
    clean_capped(&text.replace('`', "'"), ECHO_CHARS)
}

/// How far `typed` is from `word` when it is a typo of it: one edit for words of up to
/// four letters, two for longer ones ("did you mean" for subcommands and rule sets).
pub fn typo_distance(typed: &str, word: &str) -> Option<usize> {
    let d = strsim::levenshtein(typed, word);
    let allowed = if word.chars().count() <= 4 { 1 } else { 2 };
    (d <= allowed).then_some(d)
}

/// Capitalises the first letter of a sentence.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clean_table() {
        for (input, want) in [
            ("plain", "plain"),
            ("  two   words\n\tand\r\nlines ", "two words and lines"),
            ("a\u{200B}b\u{200D}c\u{FEFF}", "abc"),
            ("\u{202E}evil\u{202C} \u{2067}x\u{2069}", "evil x"),
            ("bell\u{0007} esc\u{001B}[0m", "bell esc[0m"),
            ("@everyone", "@\u{200B}everyone"),
            ("@Here now", "@\u{200B}Here now"),
            ("@\u{200B}everyone", "@\u{200B}everyone"),
            ("<@123> hi", "<@\u{200B}123> hi"),
            ("<@&9>", "<@\u{200B}&9>"),
            ("@alice", "@alice"),
            ("é漢字 ok", "é漢字 ok"),
        ] {
            assert_eq!(clean(input), want, "{input:?}");
        }
    }

    #[test]
    fn echo_is_short_and_code_safe() {
        assert_eq!(echo("a`b"), "a'b");
        let long = echo(&"é".repeat(500));
        assert_eq!(long.chars().count(), ECHO_CHARS);
        assert!(long.ends_with('…'));
        // Cutting never leaves a bare '@' that could join the next text into a mention.
        let cut = clean_capped("aaaa@everyone", 5);
        assert_eq!(cut, "aaaa…");
        assert_eq!(capitalize("élan"), "Élan");
        assert_eq!(capitalize(""), "");
    }
}
