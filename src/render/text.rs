//! Safe text for images: the embedded font, sanitising of untrusted names, a glyph cache
//! and drawing of text into an indexed canvas.

use ab_glyph::{Font, FontRef, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

static FONT_BYTES: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// The embedded font (DejaVu Sans Bold).
pub fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("embedded font parses"))
}

/// The longest text we lay out, in characters (longer input is cut before measuring).
pub const MAX_CHARS: usize = 64;

/// Whether `c` should be dropped outright: controls, bidi and other format characters,
/// combining marks (zalgo), variation selectors.
fn is_dropped(c: char) -> bool {
    let u = c as u32;
    c.is_control()
        || matches!(u,
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
            | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFEFF | 0xFFA0
            | 0xFFF0..=0xFFFF
            | 0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05C7 | 0x0610..=0x061A
            | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06ED | 0x0E31..=0x0E3A | 0x0E47..=0x0E4E
            | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE00..=0xFE0F
            | 0xFE20..=0xFE2F | 0x1D167..=0x1D169 | 0x1D173..=0x1D182 | 0xE0000..=0xE0FFF)
}

/// Makes untrusted text drawable: drops controls, bidi overrides and combining marks,
/// turns any whitespace into one space, replaces characters the font lacks (CJK, most
/// emoji; DejaVu has the emoticons block, so `😀` stays) with `?` (one per run), and keeps
/// at most [`MAX_CHARS`] characters.
///
/// ```
/// use chakbot::render::text::sanitize;
/// assert_eq!(sanitize("  Ann\u{202e}a\u{0301}\u{0301} \u{6F22}\u{5B57}!\n"), "Anna ?!");
/// assert_eq!(sanitize("gg \u{1F600}"), "gg \u{1F600}");
/// ```
pub fn sanitize(s: &str) -> String {
    let f = font();
    let mut out = String::new();
    let mut count = 0;
    let mut last = ' ';
    let mut last_unknown = false;
    for c in s.chars() {
        if count >= MAX_CHARS {
            break;
        }
        let c = if c.is_whitespace() { ' ' } else { c };
        if is_dropped(c) || (c == ' ' && last == ' ') {
            continue;
        }
        // A run of characters the font lacks becomes one `?`; a typed `?` stays (`Q??`).
        let unknown = c != ' ' && f.glyph_id(c).0 == 0;
        if unknown && last_unknown {
            continue;
        }
        let c = if unknown { '?' } else { c };
        last_unknown = unknown;
        out.push(c);
        last = c;
        count += 1;
    }
    out.trim_end().to_string()
}

/// A rasterised glyph: coverage 0-255 in a `w` x `h` box placed at (`left`, `top`)
/// relative to the pen position on the baseline.
pub struct Glyph {
    pub w: usize,
    pub h: usize,
    pub left: i32,
    pub top: i32,
    pub advance: f32,
    pub coverage: Vec<u8>,
}

type GlyphCache = Mutex<HashMap<(char, u16), Arc<Glyph>>>;

/// The glyph of `c` at `px` pixels, rasterised once.
pub fn glyph(c: char, px: u16) -> Arc<Glyph> {
    static CACHE: OnceLock<GlyphCache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(g) = cache.lock().ok().and_then(|m| m.get(&(c, px)).cloned()) {
        return g;
    }
    let g = Arc::new(rasterise(c, px));
    if let Ok(mut m) = cache.lock() {
        if m.len() > 4096 {
            m.clear();
        }
        m.insert((c, px), g.clone());
    }
    g
}

fn rasterise(c: char, px: u16) -> Glyph {
    let f = font();
    let scaled = f.as_scaled(px as f32);
    let id = f.glyph_id(c);
    let advance = scaled.h_advance(id);
    let g = id.with_scale_and_position(px as f32, ab_glyph::point(0.0, 0.0));
    match f.outline_glyph(g) {
        Some(og) => {
            let b = og.px_bounds();
            let w = b.width().max(0.0) as usize;
            let h = b.height().max(0.0) as usize;
            let mut coverage = vec![0u8; w * h];
            og.draw(|x, y, v| {
                let (x, y) = (x as usize, y as usize);
                if x < w && y < h {
                    coverage[y * w + x] = (v.clamp(0.0, 1.0) * 255.0).round() as u8;
                }
            });
            Glyph {
                w,
                h,
                left: b.min.x as i32,
                top: b.min.y as i32,
                advance,
                coverage,
            }
        }
        None => Glyph {
            w: 0,
            h: 0,
            left: 0,
            top: 0,
            advance,
            coverage: Vec::new(),
        },
    }
}

/// Width in pixels of `s` (already sanitised) at `px`.
pub fn width(s: &str, px: u16) -> f32 {
    s.chars().map(|c| glyph(c, px).advance).sum()
}

/// Cuts sanitised `s` so that it fits in `max_w` pixels, ending with `…` when cut.
pub fn ellipsize(s: &str, px: u16, max_w: f32) -> String {
    if width(s, px) <= max_w {
        return s.to_string();
    }
    let ell = glyph('…', px).advance;
    let mut out = String::new();
    let mut w = 0.0;
    for c in s.chars() {
        let a = glyph(c, px).advance;
        if w + a + ell > max_w {
            break;
        }
        out.push(c);
        w += a;
    }
    let mut out = out.trim_end().to_string();
    if ell <= max_w {
        out.push('…');
    }
    out
}

/// An indexed canvas: one palette index per pixel.
pub struct Canvas<'a> {
    pub pixels: &'a mut [u8],
    pub width: usize,
    pub height: usize,
}

/// Draws `s` with its baseline at `y` starting at `x`, clipped to `clip` (x0, y0, x1, y1).
/// Coverage maps to `ink` = [light, medium, full] palette indices. Returns the end x.
pub fn draw(
    canvas: &mut Canvas,
    s: &str,
    px: u16,
    x: f32,
    y: i32,
    ink: [u8; 3],
    clip: (usize, usize, usize, usize),
) -> f32 {
    let (cx0, cy0, cx1, cy1) = (
        clip.0,
        clip.1,
        clip.2.min(canvas.width),
        clip.3.min(canvas.height),
    );
    let mut pen = x;
    for c in s.chars() {
        let g = glyph(c, px);
        let gx = pen.round() as i32 + g.left;
        let gy = y + g.top;
        for row in 0..g.h {
            let py = gy + row as i32;
            if py < cy0 as i32 || py >= cy1 as i32 {
                continue;
            }
            let line = py as usize * canvas.width;
            for col in 0..g.w {
                let pxx = gx + col as i32;
                if pxx < cx0 as i32 || pxx >= cx1 as i32 {
                    continue;
                }
                let v = g.coverage[row * g.w + col];
                let idx = match v {
                    0..=50 => continue,
                    51..=120 => ink[0],
                    121..=190 => ink[1],
                    _ => ink[2],
                };
                canvas.pixels[line + pxx as usize] = idx;
            }
        }
        pen += g.advance;
    }
    pen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_text_is_tamed() {
        let zalgo: String = "Z"
            .chars()
            .chain(std::iter::repeat_n('\u{0336}', 500))
            .collect();
        assert_eq!(sanitize(&zalgo), "Z");
        assert_eq!(sanitize("\u{202e}evil\u{202c}"), "evil");
        assert_eq!(sanitize("a\u{0}b\u{7}c\td"), "abc d");
        assert_eq!(sanitize("\u{1F4A9}\u{1F4A9}\u{1F4A9}"), "?");
        // A hidden move's public text keeps both question marks.
        assert_eq!(sanitize("2. Q??"), "2. Q??");
        assert_eq!(sanitize(&"x".repeat(1000)).chars().count(), MAX_CHARS);
    }

    #[test]
    fn ellipsis_fits() {
        let s = sanitize(&"W".repeat(60));
        let cut = ellipsize(&s, 18, 120.0);
        assert!(cut.ends_with('…'));
        assert!(width(&cut, 18) <= 120.0);
        assert_eq!(ellipsize("Bob", 18, 120.0), "Bob");
    }
}
