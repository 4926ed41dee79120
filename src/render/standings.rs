//! A tournament's standings as a PNG table readable on a phone: rank, player, score,
//! tie-breaks, then one cell per game or round (the result on a chip of the colour the
//! player had, the opponent's rank under it; an arena's doubled wins in orange, a
//! player on fire marked). Words come in already translated.

use super::encode;
use super::text::{self, Canvas};
use super::theme::Rgb;

/// One game or round of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Game {
        /// What it gave: `1`, `½`, `0`, an arena's `2`/`4`, `+`/`−` for a forfeit.
        text: String,
        white: bool,
        opponent: Option<u32>,
        won: bool,
        doubled: bool,
    },
    Playing {
        white: bool,
    },
    /// A round without a game: with a point (a pairing bye) or not (absent).
    Bye {
        points: bool,
    },
}

/// One player's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub rank: u32,
    pub name: String,
    pub score: String,
    pub tiebreaks: Vec<String>,
    pub on_fire: bool,
    /// Withdrawn, paused or removed: drawn greyed.
    pub gone: bool,
    pub marks: Vec<Mark>,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    pub title: String,
    /// Rank, player, score.
    pub heads: [String; 3],
    pub tiebreak_heads: Vec<String>,
    pub lines: Vec<Line>,
}

/// The most lines drawn (the text post lists the first ones too).
pub const MAX_LINES: usize = 64;
/// The most cells drawn per line (an arena's last games).
pub const MAX_MARKS: usize = 14;

const PAD: usize = 16;
/// The widest a title makes the image (a longer one is cut with `…`).
const MAX_TITLE_W: usize = 900;
const ROW: usize = 44;
const HEAD: usize = 36;
const TITLE: usize = 44;
const RANK_W: usize = 52;
const NAME_W: usize = 230;
const SCORE_W: usize = 72;
const TB_W: usize = 72;
const CELL_W: usize = 46;
const PX: u16 = 20;
const SMALL: u16 = 13;

// Palette indices.
const BG: u8 = 0;
const STRIPE: u8 = 1;
const INK: [u8; 3] = [2, 3, 4];
const GREY: [u8; 3] = [5, 5, 6];
const CHIP_WHITE: u8 = 7;
const CHIP_BLACK: u8 = 8;
const WIN: [u8; 3] = [9, 9, 10];
const LOSS: [u8; 3] = [11, 11, 12];
const FIRE: [u8; 3] = [13, 13, 14];
const RULE: u8 = 15;

const PALETTE: [Rgb; 16] = [
    [250, 248, 244],
    [238, 234, 226],
    [150, 146, 140],
    [90, 86, 80],
    [30, 28, 26],
    [170, 166, 160],
    [120, 116, 110],
    [255, 255, 255],
    [52, 50, 48],
    [40, 130, 60],
    [20, 110, 40],
    [200, 60, 50],
    [170, 30, 30],
    [240, 140, 30],
    [215, 105, 0],
    [150, 144, 134],
];

/// The table as a PNG.
pub fn png(sheet: &Sheet) -> Vec<u8> {
    let lines = &sheet.lines[..sheet.lines.len().min(MAX_LINES)];
    let marks = lines
        .iter()
        .map(|l| l.marks.len().min(MAX_MARKS))
        .max()
        .unwrap_or(0);
    // Word by word: `sanitize` keeps at most 64 characters of one text, and a title is
    // longer in French; a title too wide for the image is cut with `…` below.
    let title: Vec<String> = sheet.title.split(' ').map(text::sanitize).collect();
    let title = title.join(" ");
    let columns = RANK_W + NAME_W + SCORE_W + TB_W * sheet.tiebreak_heads.len() + CELL_W * marks;
    let title_w = text::width(&title, PX).ceil() as usize;
    let width = PAD * 2 + columns.max(title_w.min(MAX_TITLE_W));
    let height = PAD * 2 + TITLE + HEAD + ROW * lines.len();
    let mut pixels = vec![BG; width * height];
    let mut c = Canvas {
        pixels: &mut pixels,
        width,
        height,
    };
    let full = (0, 0, width, height);
    let title = text::ellipsize(&title, PX, (width - 2 * PAD) as f32);
    text::draw(&mut c, &title, PX, PAD as f32, (PAD + 28) as i32, INK, full);
    let top = PAD + TITLE;
    heads(&mut c, sheet, top, marks);
    for (i, line) in lines.iter().enumerate() {
        let y = top + HEAD + i * ROW;
        if i % 2 == 1 {
            fill(&mut c, PAD, y, width - 2 * PAD, ROW, STRIPE);
        }
        draw_line(&mut c, line, y, sheet.tiebreak_heads.len());
    }
    encode::png(width, height, &pixels, &PALETTE)
}

fn heads(c: &mut Canvas, sheet: &Sheet, top: usize, marks: usize) {
    let base = (top + 25) as i32;
    let clip = (0, 0, c.width, c.height);
    let mut x = PAD;
    for (w, head) in [
        (RANK_W, &sheet.heads[0]),
        (NAME_W, &sheet.heads[1]),
        (SCORE_W, &sheet.heads[2]),
    ] {
        let s = text::ellipsize(&text::sanitize(head), SMALL, (w - 6) as f32);
        text::draw(c, &s, SMALL, (x + 4) as f32, base, GREY, clip);
        x += w;
    }
    for head in &sheet.tiebreak_heads {
        let s = text::ellipsize(&text::sanitize(head), SMALL, (TB_W - 6) as f32);
        text::draw(c, &s, SMALL, (x + 4) as f32, base, GREY, clip);
        x += TB_W;
    }
    for i in 0..marks {
        let s = (i + 1).to_string();
        let w = text::width(&s, SMALL);
        text::draw(
            c,
            &s,
            SMALL,
            x as f32 + (CELL_W as f32 - w) / 2.0,
            base,
            GREY,
            clip,
        );
        x += CELL_W;
    }
    fill(c, PAD, top + HEAD - 2, c.width - 2 * PAD, 2, RULE);
}

fn draw_line(c: &mut Canvas, line: &Line, y: usize, tiebreaks: usize) {
    let clip = (0, 0, c.width, c.height);
    let base = (y + 29) as i32;
    let ink = if line.gone { GREY } else { INK };
    let mut x = PAD;
    text::draw(
        c,
        &line.rank.to_string(),
        PX,
        (x + 4) as f32,
        base,
        ink,
        clip,
    );
    x += RANK_W;
    let fire = if line.on_fire { 22.0 } else { 0.0 };
    let name = text::ellipsize(&text::sanitize(&line.name), PX, NAME_W as f32 - 10.0 - fire);
    let end = text::draw(c, &name, PX, (x + 4) as f32, base, ink, clip);
    if line.on_fire {
        flame(c, end as usize + 6, y + 12);
    }
    x += NAME_W;
    text::draw(c, &line.score, PX, (x + 4) as f32, base, ink, clip);
    x += SCORE_W;
    for i in 0..tiebreaks {
        let v = line.tiebreaks.get(i).map_or("", String::as_str);
        text::draw(c, v, SMALL + 3, (x + 4) as f32, base, ink, clip);
        x += TB_W;
    }
    let skip = line.marks.len().saturating_sub(MAX_MARKS);
    for mark in &line.marks[skip..] {
        draw_mark(c, mark, x, y);
        x += CELL_W;
    }
}

fn draw_mark(c: &mut Canvas, mark: &Mark, x: usize, y: usize) {
    let clip = (0, 0, c.width, c.height);
    let centred = |c: &mut Canvas, s: &str, px: u16, base: usize, ink: [u8; 3]| {
        let w = text::width(s, px);
        text::draw(
            c,
            s,
            px,
            x as f32 + (CELL_W as f32 - w) / 2.0,
            base as i32,
            ink,
            clip,
        );
    };
    match mark {
        Mark::Game {
            text,
            white,
            opponent,
            won,
            doubled,
        } => {
            chip(c, x, y, *white);
            let ink = match (*doubled, *won, text.as_str()) {
                (true, _, _) => FIRE,
                (_, true, _) => WIN,
                (_, _, "½" | "1") if !*won => GREY,
                _ => LOSS,
            };
            centred(c, text, PX, y + 25, ink);
            if let Some(r) = opponent {
                centred(c, &r.to_string(), SMALL, y + 40, GREY);
            }
        }
        Mark::Playing { white } => {
            chip(c, x, y, *white);
            centred(c, "…", PX, y + 25, GREY);
        }
        Mark::Bye { points } => centred(c, if *points { "+" } else { "·" }, PX, y + 27, GREY),
    }
}

/// A small square in the cell's corner, of the colour the player had.
fn chip(c: &mut Canvas, x: usize, y: usize, white: bool) {
    let (cx, cy, size) = (x + 3, y + 4, 9);
    fill(c, cx, cy, size, size, if white { RULE } else { CHIP_BLACK });
    if white {
        fill(c, cx + 1, cy + 1, size - 2, size - 2, CHIP_WHITE);
    }
}

/// A flame mark (on fire: the next win counts double).
fn flame(c: &mut Canvas, x: usize, y: usize) {
    for row in 0..18usize {
        let half = match row {
            0..=3 => row / 2,
            4..=11 => 2 + (row - 4) / 2,
            _ => 6usize.saturating_sub(row - 12),
        };
        let mid = x + 7;
        fill(
            c,
            mid.saturating_sub(half),
            y + row,
            half * 2 + 1,
            1,
            FIRE[2],
        );
    }
}

fn fill(c: &mut Canvas, x: usize, y: usize, w: usize, h: usize, idx: u8) {
    for row in y..(y + h).min(c.height) {
        let start = row * c.width + x.min(c.width);
        let end = row * c.width + (x + w).min(c.width);
        c.pixels[start..end].fill(idx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn width(png: &[u8]) -> u32 {
        u32::from_be_bytes([png[16], png[17], png[18], png[19]])
    }

    fn sheet(title: &str) -> Sheet {
        Sheet {
            title: title.into(),
            heads: ["Rank".into(), "Player".into(), "Score".into()],
            tiebreak_heads: Vec::new(),
            lines: vec![Line {
                rank: 1,
                name: "alice".into(),
                score: "0".into(),
                tiebreaks: Vec::new(),
                on_fire: false,
                gone: false,
                marks: Vec::new(),
            }],
        }
    }

    #[test]
    fn a_title_longer_than_a_name_is_drawn_whole() {
        let long = "Tournoi n°1 : arène, Échecs, 3 min + 2 s, classé, 60 minutes de jeu";
        assert!(long.chars().count() > text::MAX_CHARS);
        let cut: String = long.chars().take(text::MAX_CHARS).collect();
        assert!(width(&png(&sheet(long))) > width(&png(&sheet(&cut))));
    }
}
