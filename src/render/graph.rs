//! The evaluation graph of a reviewed game as a PNG: White's winning chances over the
//! turns, White's advantage in light and Black's in dark around the even line, a dot on
//! every turn marked as an inaccuracy (yellow), a mistake (orange) or a blunder (red), a
//! title with each side's accuracy and a legend. Sized for phones: 800 px wide, shown
//! some 360 px wide by Discord, where the words (bold, bright ink, 36 px above the plot
//! and 34 px in the legend) keep capitals 11 px tall (`tests/render_phone.rs`).

use super::encode;
use super::text::{self, Canvas};
use super::theme::{Rgb, BAR, TEXT, TEXT_DIM};

/// How bad a marked turn was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GraphMark {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// What to draw. The words come from the caller, already in the reader's language.
#[derive(Clone, Debug)]
pub struct GraphSpec<'a> {
    /// White's Win% (0 to 100): the start, then after each turn.
    pub white_win: &'a [f64],
    /// Marked turns (from 1) and their mark.
    pub marks: &'a [(usize, GraphMark)],
    pub title: String,
    /// White's label and Black's (e.g. `White 87.3 %`).
    pub white_label: String,
    pub black_label: String,
    /// The legend's words for the three marks.
    pub legend: [String; 3],
}

/// The image size.
pub const WIDTH: usize = 800;
pub const HEIGHT: usize = 460;

/// Palette slots.
mod slot {
    pub const FRAME: u8 = 0;
    pub const PLOT: u8 = 1;
    pub const WHITE_AREA: u8 = 2;
    pub const BLACK_AREA: u8 = 3;
    pub const EVEN: u8 = 4;
    pub const INK_LOW: u8 = 5;
    pub const INK_MID: u8 = 6;
    pub const INK: u8 = 7;
    pub const INACCURACY: u8 = 9;
    pub const MISTAKE: u8 = 10;
    pub const BLUNDER: u8 = 11;
    pub const DOT_EDGE: u8 = 12;
}

/// The palette, by slot.
pub const PALETTE: [Rgb; 13] = [
    BAR,
    [0x7d, 0x86, 0x91],
    [0xf2, 0xf0, 0xeb],
    [0x26, 0x24, 0x21],
    [0xc8, 0x4b, 0x31],
    [0x5e, 0x5b, 0x56],
    [0xa9, 0xa5, 0x9d],
    TEXT,
    // Slot 8, dim ink: no longer drawn (the words are in bright ink).
    TEXT_DIM,
    [0xf0, 0xc4, 0x1b],
    [0xf0, 0x8a, 0x1c],
    [0xe0, 0x2f, 0x2f],
    [0x10, 0x10, 0x10],
];

/// The colour White's area is drawn in, and Black's (tests look for them).
pub const WHITE_AREA: Rgb = PALETTE[slot::WHITE_AREA as usize];
pub const BLACK_AREA: Rgb = PALETTE[slot::BLACK_AREA as usize];

/// The plot's box: left, top, right, bottom.
const PLOT: (usize, usize, usize, usize) = (16, 68, WIDTH - 16, HEIGHT - 64);

/// Draws the graph as PNG bytes.
pub fn graph_png(spec: &GraphSpec<'_>) -> Vec<u8> {
    let mut px = vec![slot::FRAME; WIDTH * HEIGHT];
    fill_rect(&mut px, PLOT, slot::PLOT);
    draw_areas(&mut px, spec.white_win);
    fill_rect(
        &mut px,
        (PLOT.0, mid_y() - 1, PLOT.2, mid_y() + 1),
        slot::EVEN,
    );
    draw_marks(&mut px, spec);
    draw_words(&mut px, spec);
    encode::png(WIDTH, HEIGHT, &px, &PALETTE)
}

fn mid_y() -> usize {
    (PLOT.1 + PLOT.3) / 2
}

fn fill_rect(px: &mut [u8], (x0, y0, x1, y1): (usize, usize, usize, usize), idx: u8) {
    for y in y0..y1.min(HEIGHT) {
        px[y * WIDTH + x0..y * WIDTH + x1.min(WIDTH)].fill(idx);
    }
}

/// The x of turn `i` (0: the start) of `n` turns.
fn x_of(i: f64, n: usize) -> f64 {
    let span = (PLOT.2 - PLOT.0 - 1) as f64;
    PLOT.0 as f64 + span * i / n.max(1) as f64
}

/// The y of a Win% for White.
fn y_of(win: f64) -> f64 {
    let (top, bottom) = (PLOT.1 as f64, (PLOT.3 - 1) as f64);
    bottom - (bottom - top) * win.clamp(0.0, 100.0) / 100.0
}

/// White's Win% at a fractional turn (linear between turns).
fn win_at(wins: &[f64], t: f64) -> f64 {
    let last = wins.len().saturating_sub(1);
    let i = (t.floor() as usize).min(last);
    let j = (i + 1).min(last);
    let f = t - i as f64;
    match (wins.get(i), wins.get(j)) {
        (Some(a), Some(b)) => a + (b - a) * f,
        _ => 50.0,
    }
}

/// Each column filled from the even line to the curve: light above it (White ahead),
/// dark below (Black ahead).
fn draw_areas(px: &mut [u8], wins: &[f64]) {
    let turns = wins.len().saturating_sub(1);
    let mid = mid_y();
    for x in PLOT.0..PLOT.2 {
        let t = (x - PLOT.0) as f64 / (PLOT.2 - PLOT.0 - 1) as f64 * turns as f64;
        let y = y_of(win_at(wins, t)).round() as usize;
        let (from, to, idx) = if y < mid {
            (y, mid, slot::WHITE_AREA)
        } else {
            (mid, y + 1, slot::BLACK_AREA)
        };
        for row in from..to.min(PLOT.3) {
            px[row * WIDTH + x] = idx;
        }
    }
}

fn mark_style(mark: GraphMark) -> (u8, f64) {
    match mark {
        GraphMark::Inaccuracy => (slot::INACCURACY, 8.0),
        GraphMark::Mistake => (slot::MISTAKE, 10.0),
        GraphMark::Blunder => (slot::BLUNDER, 12.0),
    }
}

/// A dot on the curve at every marked turn, outlined so it reads on both areas.
fn draw_marks(px: &mut [u8], spec: &GraphSpec<'_>) {
    let turns = spec.white_win.len().saturating_sub(1);
    for &(turn, mark) in spec.marks {
        let Some(&win) = spec.white_win.get(turn) else {
            continue;
        };
        let (idx, r) = mark_style(mark);
        let c = (x_of(turn as f64, turns), y_of(win));
        disk(px, c, r + 2.0, slot::DOT_EDGE);
        disk(px, c, r, idx);
    }
}

fn disk(px: &mut [u8], (cx, cy): (f64, f64), r: f64, idx: u8) {
    let (x0, x1) = ((cx - r).floor().max(0.0) as usize, (cx + r).ceil() as usize);
    let (y0, y1) = ((cy - r).floor().max(0.0) as usize, (cy + r).ceil() as usize);
    for y in y0..=y1.min(HEIGHT - 1) {
        for x in x0..=x1.min(WIDTH - 1) {
            let (dx, dy) = (x as f64 - cx, y as f64 - cy);
            if dx * dx + dy * dy <= r * r {
                px[y * WIDTH + x] = idx;
            }
        }
    }
}

const INK: [u8; 3] = [slot::INK_LOW, slot::INK_MID, slot::INK];
/// The words' size: every language's title, accuracies and legend fit on one line each.
const TITLE_PX: u16 = 36;
const LEGEND_PX: u16 = 34;

/// The room between the title and each accuracy.
const GAP: f32 = 20.0;

/// The title and the players' accuracies above the plot, the legend below it.
fn draw_words(px: &mut [u8], spec: &GraphSpec<'_>) {
    let mut canvas = Canvas {
        pixels: px,
        width: WIDTH,
        height: HEIGHT,
    };
    let clip = (0, 0, WIDTH, HEIGHT);
    let base = 50;
    let title = text::sanitize(&spec.title);
    let white = text::sanitize(&spec.white_label);
    let black = text::sanitize(&spec.black_label);
    let title_w = text::width(&title, TITLE_PX);
    text::draw(&mut canvas, &title, TITLE_PX, 16.0, base, INK, clip);
    let black_w = text::width(&black, TITLE_PX);
    let black_x = WIDTH as f32 - 16.0 - black_w;
    let room = black_x - GAP - (16.0 + title_w + GAP);
    let white = text::ellipsize(&white, TITLE_PX, room.max(40.0));
    let white_x = black_x - GAP - text::width(&white, TITLE_PX);
    text::draw(&mut canvas, &white, TITLE_PX, white_x, base, INK, clip);
    text::draw(&mut canvas, &black, TITLE_PX, black_x, base, INK, clip);
    draw_legend(&mut canvas, &spec.legend);
}

fn draw_legend(canvas: &mut Canvas<'_>, legend: &[String; 3]) {
    let y = (HEIGHT - 20) as i32;
    let mut x = 16.0f32;
    let clip = (0, 0, WIDTH, HEIGHT);
    for (word, mark) in legend.iter().zip([
        GraphMark::Inaccuracy,
        GraphMark::Mistake,
        GraphMark::Blunder,
    ]) {
        let (idx, r) = mark_style(mark);
        let c = (f64::from(x) + 14.0, f64::from(y) - 12.0);
        disk(canvas.pixels, c, r + 2.0, slot::DOT_EDGE);
        disk(canvas.pixels, c, r, idx);
        let word = text::sanitize(word);
        x = text::draw(canvas, &word, LEGEND_PX, x + 34.0, y, INK, clip) + 36.0;
    }
}
