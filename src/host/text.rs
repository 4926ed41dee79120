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
/// use chakbot::host::text::clean;
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
/// use chakbot::host::text::echo;
/// assert_eq!(echo("chalenge"), "chalenge");
/// assert_eq!(echo(&"x".repeat(4000)).chars().count(), 30);
/// ```
pub fn echo(text: &str) -> String {
    clean_capped(&text.replace('`', "'"), ECHO_CHARS)
}

/// Capitalises the first letter of a sentence.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
