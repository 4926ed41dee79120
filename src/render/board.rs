//! Composes one board view into an indexed canvas: squares, pieces, markers, highlights,
//! the Chakart path, coordinates and the two player bars.

use super::art::Art;
use super::options::RenderOptions;
use super::sprites::{Sprites, Style, CLEAR};
use super::text::{self, Canvas};
use super::theme;
use super::theme::slot;
use crate::rules::{BoardView, Color, Mark, Role, Square, ViewCell};
use image::{ImageBuffer, Luma};
use imageproc::drawing::{draw_filled_circle_mut, draw_polygon_mut};
use imageproc::point::Point;

/// Where things go on the canvas.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    pub width: usize,
    pub height: usize,
    pub sq: usize,
    pub bar_h: usize,
    /// Height of the result banner's strip above the top bar (0 without a banner).
    pub banner_h: usize,
    /// Top of the board (below the banner strip and the top bar).
    pub board_y: usize,
}

impl Layout {
    /// The layout for an image about `width` pixels wide (clamped to 160..=2048 and
    /// rounded down to a multiple of 8).
    pub fn new(width: u32) -> Layout {
        let sq = (width.clamp(160, 2048) / 8) as usize;
        let bar_h = (sq * 11 / 20).max(16);
        Layout {
            width: sq * 8,
            height: sq * 8 + 2 * bar_h,
            sq,
            bar_h,
            banner_h: 0,
            board_y: bar_h,
        }
    }

    /// The layout `opts` asks for: [`Layout::new`], with a strip one square tall above
    /// the top bar when there is a result banner (so it hides no square).
    pub fn of(opts: &RenderOptions) -> Layout {
        let mut l = Layout::new(opts.width);
        if opts.banner.is_some() {
            l.banner_h = l.sq;
            l.height += l.banner_h;
            l.board_y += l.banner_h;
        }
        l
    }

    /// Screen column and row (0..8, from the top left) of `sq` seen from `orientation`.
    pub fn cell(orientation: Color, sq: Square) -> (usize, usize) {
        let (f, r) = (sq.file() as usize, sq.rank() as usize);
        match orientation {
            Color::White => (f, 7 - r),
            Color::Black => (7 - f, r),
        }
    }

    /// Pixel centre of a square.
    pub fn centre(&self, orientation: Color, sq: Square) -> (f32, f32) {
        let (c, r) = Layout::cell(orientation, sq);
        let h = self.sq as f32 / 2.0;
        (
            (c * self.sq) as f32 + h,
            (self.board_y + r * self.sq) as f32 + h,
        )
    }
}

/// Draws `view` into `px` (length `layout.width * layout.height`).
pub fn compose(view: &BoardView, opts: &RenderOptions, sp: &Sprites, l: &Layout, px: &mut [u8]) {
    draw_squares(view, opts.orientation, sp, l, px);
    draw_coordinates(opts.orientation, sp, l, px);
    draw_path(view, opts.orientation, l, px);
    draw_gone(view, opts.orientation, l, px);
    draw_marks(&opts.marks, opts.orientation, l, px);
    draw_badges(view, opts.orientation, sp, l, px);
    if let Some(banner) = &opts.banner {
        draw_banner(banner, l, px);
    }
    draw_bar(view, opts, sp, l, px, opts.orientation.other(), l.banner_h);
    draw_bar(
        view,
        opts,
        sp,
        l,
        px,
        opts.orientation,
        l.board_y + 8 * l.sq,
    );
}

/// The background slot of a square.
fn background(view: &BoardView, sq: Square) -> u8 {
    let dark = sq.is_dark() as u8;
    if view.check.contains(&sq) {
        slot::LIGHT_CHECK + dark
    } else if view.last_move.contains(&sq) {
        slot::LIGHT_LAST + dark
    } else {
        slot::LIGHT + dark
    }
}

/// What to draw on a square: art, style and an optional badge.
fn content(cell: ViewCell) -> Option<(Art, Style, Option<Mark>)> {
    match cell {
        ViewCell::Empty => None,
        ViewCell::Object(o) => Some((Art::Object(o), Style::Normal, None)),
        ViewCell::Piece { piece, mark } => {
            let art = Art::Piece(piece.color, piece.role);
            Some(match mark {
                Mark::None => (art, Style::Normal, None),
                Mark::Ghost => (art, Style::Ghost, Some(mark)),
                Mark::Immobilized => (art, Style::Frozen, Some(mark)),
                Mark::Stunned(_) => (art, Style::Normal, Some(mark)),
            })
        }
    }
}

fn draw_squares(view: &BoardView, orientation: Color, sp: &Sprites, l: &Layout, px: &mut [u8]) {
    let s = l.sq;
    for sq in Square::ALL {
        let (c, r) = Layout::cell(orientation, sq);
        let x0 = c * s;
        let y0 = l.board_y + r * s;
        let bg = background(view, sq);
        match content(view.get(sq)) {
            None => {
                for y in 0..s {
                    let o = (y0 + y) * l.width + x0;
                    px[o..o + s].fill(bg);
                }
            }
            Some((art, style, _badge)) => {
                let sprite = sp.square(art, style, bg);
                for y in 0..s {
                    let o = (y0 + y) * l.width + x0;
                    px[o..o + s].copy_from_slice(&sprite[y * s..(y + 1) * s]);
                }
            }
        }
    }
}

/// The badges (stun level, ice, ghost) in each square's corner, drawn last on the board
/// so that a path's arrow never hides the number a player reads.
fn draw_badges(view: &BoardView, orientation: Color, sp: &Sprites, l: &Layout, px: &mut [u8]) {
    let s = l.sq;
    for sq in Square::ALL {
        let Some((_, _, badge)) = content(view.get(sq)) else {
            continue;
        };
        let mask = match badge {
            Some(Mark::Immobilized) => &sp.ice_badge,
            Some(Mark::Ghost) => &sp.ghost_badge,
            Some(Mark::Stunned(n)) => &sp.stun_badges[(n.clamp(1, 4) - 1) as usize],
            _ => continue,
        };
        let (c, r) = Layout::cell(orientation, sq);
        let b = sp.badge;
        overlay(
            px,
            l.width,
            c * s + s - b - 1,
            l.board_y + r * s + 1,
            b,
            mask,
        );
    }
}

/// Copies a square mask of side `b` to (x0, y0), skipping [`CLEAR`] pixels.
fn overlay(px: &mut [u8], width: usize, x0: usize, y0: usize, b: usize, mask: &[u8]) {
    for y in 0..b {
        let o = (y0 + y) * width + x0;
        for (d, &m) in px[o..o + b].iter_mut().zip(&mask[y * b..(y + 1) * b]) {
            if m != CLEAR {
                *d = m;
            }
        }
    }
}

fn draw_coordinates(orientation: Color, sp: &Sprites, l: &Layout, px: &mut [u8]) {
    let s = l.sq;
    let size = ((s as f32) * 0.3).round().max(9.0) as u16;
    let pad = (s / 20).max(1);
    let mut canvas = Canvas {
        pixels: px,
        width: l.width,
        height: l.height,
    };
    let _ = sp;
    let board = (0, l.board_y, l.width, l.board_y + 8 * s);
    for i in 0..8u8 {
        // Rank digits down the left edge, file letters along the bottom edge.
        let rank_sq = match orientation {
            Color::White => Square::new(0, 7 - i),
            Color::Black => Square::new(7, i),
        };
        let file_sq = match orientation {
            Color::White => Square::new(i, 0),
            Color::Black => Square::new(7 - i, 7),
        };
        let ink = |sq: Square| {
            if sq.is_dark() {
                [slot::DARK_LIGHT_MID, slot::DARK_LIGHT_MID, slot::LIGHT]
            } else {
                [slot::LIGHT_DARK_MID, slot::LIGHT_DARK_MID, slot::DARK]
            }
        };
        let y = l.board_y + i as usize * s;
        let g = text::glyph(rank_sq.rank_char(), size);
        text::draw(
            &mut canvas,
            &rank_sq.rank_char().to_string(),
            size,
            pad as f32,
            (y + pad) as i32 - g.top,
            ink(rank_sq),
            board,
        );
        let c = file_sq.file_char();
        let g = text::glyph(c, size);
        let x = (i as usize + 1) * s - pad - g.w - g.left.max(0) as usize;
        text::draw(
            &mut canvas,
            &c.to_string(),
            size,
            x as f32,
            (l.board_y + 8 * s - pad) as i32 - (g.h as i32 + g.top),
            ink(file_sq),
            board,
        );
    }
}

/// The board rows of the canvas as an `image` buffer of palette indices, for
/// `imageproc`'s drawing (which clips to it: nothing drawn spills onto the bars).
fn board_canvas<'a>(px: &'a mut [u8], l: &Layout) -> Option<ImageBuffer<Luma<u8>, &'a mut [u8]>> {
    let rows = 8 * l.sq;
    let board = px.get_mut(l.board_y * l.width..(l.board_y + rows) * l.width)?;
    ImageBuffer::from_raw(
        u32::try_from(l.width).ok()?,
        u32::try_from(rows).ok()?,
        board,
    )
}

fn to_point(p: (f32, f32)) -> Point<i32> {
    Point::new(p.0.round() as i32, p.1.round() as i32)
}

/// A filled polygon, skipped when rounding made it degenerate (imageproc refuses a
/// polygon whose first and last points are equal).
fn fill_polygon(canvas: &mut ImageBuffer<Luma<u8>, &mut [u8]>, pts: &[(f32, f32)], idx: u8) {
    let poly: Vec<Point<i32>> = pts.iter().map(|&p| to_point(p)).collect();
    if poly.len() >= 3 && poly.first() != poly.last() {
        draw_polygon_mut(canvas, &poly, Luma([idx]));
    }
}

/// A ring inside each candidate square of a choice: an orange band (the path's colour,
/// unlike the green of the last move) with a dark edge on both sides, so it reads on
/// light, dark and highlighted squares and around any piece.
fn draw_marks(marks: &[Square], orientation: Color, l: &Layout, px: &mut [u8]) {
    let s = l.sq;
    let band = (s / 12).max(2);
    let edge = (s / 48).max(1);
    for &sq in marks {
        let (c, r) = Layout::cell(orientation, sq);
        let (x0, y0) = (c * s, l.board_y + r * s);
        for y in 0..s {
            for x in 0..s {
                let d = x.min(y).min(s - 1 - x).min(s - 1 - y);
                let idx = if d < edge || (band + edge..band + 2 * edge).contains(&d) {
                    slot::PATH_EDGE
                } else if d < band + edge {
                    slot::PATH
                } else {
                    continue;
                };
                px[(y0 + y) * l.width + x0 + x] = idx;
            }
        }
    }
}

/// A cross, in the path's colours, on each square a piece left the board from this turn
/// (Koopa's kicks and falls), and an arrow from the last of them to the edge the way they
/// went: the pieces are gone, the board says from where and which way.
fn draw_gone(view: &BoardView, orientation: Color, l: &Layout, px: &mut [u8]) {
    if view.gone.is_empty() {
        return;
    }
    let Some(mut canvas) = board_canvas(px, l) else {
        return;
    };
    let s = l.sq as f32;
    let top = l.board_y as f32;
    let edge = (s / 40.0).max(1.0);
    // The way they went: an arrow from the square nearest the edge out to the edge.
    if let (Some(&last), Some(way)) = (view.gone.last(), view.gone_way) {
        let (cx, cy) = l.centre(orientation, last);
        let from = (cx, cy - top);
        let to = board_exit(from, screen_step(orientation, way), 8.0 * s);
        for (grow, idx) in [(edge, slot::PATH_EDGE), (0.0, slot::PATH)] {
            arrow(&mut canvas, (from, to), s, grow, 2.0 * edge, idx);
        }
    }
    for &sq in &view.gone {
        let (cx, cy) = l.centre(orientation, sq);
        let cy = cy - top;
        // On an empty square, a cross over it; where a piece stands (it fell off beyond
        // another), a small one in the free top left corner.
        let (cx, cy, arm, half_w) = match view.get(sq) {
            ViewCell::Empty => (cx, cy, s * 0.22, s / 16.0),
            _ => (cx - s * 0.32, cy - s * 0.32, s * 0.1, s / 24.0),
        };
        for (grow, idx) in [(edge, slot::PATH_EDGE), (0.0, slot::PATH)] {
            let (a, w) = (arm + grow, half_w + grow);
            for (dx, dy) in [(1.0f32, 1.0f32), (1.0, -1.0)] {
                // A bar from (-a, -a·dy) to (a, a·dy) along the diagonal, `2w` thick.
                let (ux, uy) = (dx / 2f32.sqrt(), dy / 2f32.sqrt());
                let (nx, ny) = (-uy * w, ux * w);
                let (x0, y0) = (cx - ux * a * 2f32.sqrt(), cy - uy * a * 2f32.sqrt());
                let (x1, y1) = (cx + ux * a * 2f32.sqrt(), cy + uy * a * 2f32.sqrt());
                fill_polygon(
                    &mut canvas,
                    &[
                        (x0 + nx, y0 + ny),
                        (x1 + nx, y1 + ny),
                        (x1 - nx, y1 - ny),
                        (x0 - nx, y0 - ny),
                    ],
                    idx,
                );
            }
        }
    }
}

/// A step of the board (files, ranks) as a step on screen (right, down).
fn screen_step(orientation: Color, (df, dr): (i8, i8)) -> (f32, f32) {
    match orientation {
        Color::White => (f32::from(df), -f32::from(dr)),
        Color::Black => (-f32::from(df), f32::from(dr)),
    }
}

/// Where the ray from `p` along `(dx, dy)` leaves a square board `side` pixels wide.
fn board_exit(p: (f32, f32), (dx, dy): (f32, f32), side: f32) -> (f32, f32) {
    let reach = |at: f32, d: f32| {
        if d > 0.0 {
            (side - at) / d
        } else if d < 0.0 {
            -at / d
        } else {
            f32::INFINITY
        }
    };
    let t = reach(p.0, dx).min(reach(p.1, dy));
    if t.is_finite() {
        (p.0 + dx * t, p.1 + dy * t)
    } else {
        p
    }
}

/// The Chakart path: a line through the centres of the squares passed, with a dot on each
/// and an arrow head at each step, outlined so it reads on any square.
fn draw_path(view: &BoardView, orientation: Color, l: &Layout, px: &mut [u8]) {
    if view.path.len() < 2 {
        return;
    }
    let Some(mut canvas) = board_canvas(px, l) else {
        return;
    };
    // Centres relative to the board's top row.
    let top = l.board_y as f32;
    let pts: Vec<(f32, f32)> = view
        .path
        .iter()
        .map(|&s| {
            let (x, y) = l.centre(orientation, s);
            (x, y - top)
        })
        .collect();
    let s = l.sq as f32;
    let dot_r = s / 11.0;
    let edge = (s / 40.0).max(1.0);
    let disk = |canvas: &mut ImageBuffer<Luma<u8>, &mut [u8]>, c: (f32, f32), r: f32, idx| {
        let p = to_point(c);
        draw_filled_circle_mut(canvas, (p.x, p.y), r.round() as i32, Luma([idx]));
    };
    for (pass, idx) in [(0, slot::PATH_EDGE), (1, slot::PATH)] {
        let grow = if pass == 0 { edge } else { 0.0 };
        for w in pts.windows(2) {
            arrow(&mut canvas, (w[0], w[1]), s, grow, dot_r * 0.6, idx);
        }
        if let Some(&first) = pts.first() {
            disk(&mut canvas, first, dot_r + grow, idx);
        }
    }
}

/// One arrow of a path, from `a` to `b` (board pixels) with its head `tip_gap` short of
/// `b`: a band with round ends, then the head; `grow` widens it all for the outline pass.
fn arrow(
    canvas: &mut ImageBuffer<Luma<u8>, &mut [u8]>,
    (a, b): ((f32, f32), (f32, f32)),
    s: f32,
    grow: f32,
    tip_gap: f32,
    idx: u8,
) {
    let line_r = s / 22.0;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    // Stop the line where the arrow head starts.
    let head = s * 0.26;
    let stop = (len - head - tip_gap).max(0.0);
    let end = (a.0 + ux * stop, a.1 + uy * stop);
    // The line: a band `2 (line_r + grow)` wide, with round ends.
    let (nx, ny) = (-uy * (line_r + grow), ux * (line_r + grow));
    fill_polygon(
        canvas,
        &[
            (a.0 + nx, a.1 + ny),
            (end.0 + nx, end.1 + ny),
            (end.0 - nx, end.1 - ny),
            (a.0 - nx, a.1 - ny),
        ],
        idx,
    );
    for c in [a, end] {
        let p = to_point(c);
        draw_filled_circle_mut(
            canvas,
            (p.x, p.y),
            (line_r + grow).round() as i32,
            Luma([idx]),
        );
    }
    let tip = (b.0 - ux * tip_gap, b.1 - uy * tip_gap);
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let half = head * 0.55;
    let g = grow * 1.8;
    fill_polygon(
        canvas,
        &[
            (tip.0 + ux * g, tip.1 + uy * g),
            (
                base.0 - uy * (half + g) - ux * g,
                base.1 + ux * (half + g) - uy * g,
            ),
            (
                base.0 + uy * (half + g) - ux * g,
                base.1 - ux * (half + g) - uy * g,
            ),
        ],
        idx,
    );
}

/// The result banner: a band above the top bar, accent-edged, with `text` centred in
/// bar ink, on one line if it fits at full size, else on two balanced lines a little
/// smaller (readable in a 300-pixel preview); no square is covered.
fn draw_banner(text: &str, l: &Layout, px: &mut [u8]) {
    let band = l.banner_h;
    let edge = (l.sq / 20).max(2);
    px[..band * l.width].fill(slot::BAR);
    px[(band - edge) * l.width..band * l.width].fill(slot::ACCENT);
    let (lines, size) = banner_lines(text, l.width as u32);
    let mut canvas = Canvas {
        pixels: px,
        width: l.width,
        height: l.height,
    };
    let clip = (0, 0, l.width, band - edge);
    let n = lines.len() as i32;
    let line_h = i32::from(size) * 115 / 100;
    let inner = (band - edge) as i32;
    // The lines' block is centred in the band; a baseline sits ~0.36 em below a line's middle.
    let top = (inner - n * line_h) / 2;
    for (i, line) in lines.iter().enumerate() {
        let x = (l.width as f32 - text::width(line, size)) / 2.0;
        let middle = top + i as i32 * line_h + line_h / 2;
        let baseline = middle + i32::from(size) * 36 / 100;
        text::draw(
            &mut canvas,
            line,
            size,
            x.max(0.0),
            baseline,
            [slot::TEXT[0], slot::TEXT[1], slot::TEXT[2]],
            clip,
        );
    }
}

/// How a result banner is written on an image `width` pixels wide: one line at full size
/// when it fits, else two lines split where they are most even, at a smaller size; a line
/// is cut with `…` only if even that does not fit. Returns the lines and the font size.
pub fn banner_lines(text: &str, width: u32) -> (Vec<String>, u16) {
    let l = Layout::new(width);
    let band = l.sq;
    let room = (l.width - l.sq / 2) as f32;
    let text = text::sanitize(text);
    let one = ((band as f32) * 0.40).round() as u16;
    if text::width(&text, one) <= room {
        return (vec![text], one);
    }
    let two = ((band as f32) * 0.34).round() as u16;
    let words: Vec<&str> = text.split(' ').collect();
    let best = (1..words.len())
        .map(|cut| {
            let (a, b) = (words[..cut].join(" "), words[cut..].join(" "));
            let a = a
                .trim_end_matches(" ·")
                .trim_end_matches('·')
                .trim_end()
                .to_string();
            let b = b.trim_start_matches("· ").to_string();
            let widest = text::width(&a, two).max(text::width(&b, two));
            (widest, a, b)
        })
        .min_by(|x, y| x.0.total_cmp(&y.0));
    match best {
        Some((_, a, b)) => (
            vec![
                text::ellipsize(&a, two, room),
                text::ellipsize(&b, two, room),
            ],
            two,
        ),
        None => (vec![text::ellipsize(&text, two, room)], two),
    }
}

/// One player's bar: turn stripe, king icon, name, captured pool (Chakart 2020), clock.
fn draw_bar(
    view: &BoardView,
    opts: &RenderOptions,
    sp: &Sprites,
    l: &Layout,
    px: &mut [u8],
    color: Color,
    y0: usize,
) {
    let h = l.bar_h;
    let to_move = opts.show_turn && view.turn == color;
    let name_x = draw_bar_ground(sp, l, px, color, y0, to_move);
    let bar = BarText::new(l, sp.icon, y0, to_move);
    let player = &opts.players[color];
    let mut canvas = Canvas {
        pixels: px,
        width: l.width,
        height: l.height,
    };
    let right = l.width - h / 4;
    let (clock_x, clock_shown) = draw_clock(&mut canvas, &bar, player.clock.as_deref(), right);
    // Pool icons with counts, to the left of the clock.
    let pool_items = pool_counts(view, color);
    let pool_w = pool_items.len() * bar.pool_item_w();
    let gap = h / 3;
    let pool_x = (clock_x as usize)
        .saturating_sub(if clock_shown { gap } else { 0 })
        .saturating_sub(pool_w);
    draw_pool(&mut canvas, sp, &bar, color, &pool_items, pool_x);
    // Name, cut to the room left.
    let name_right = if pool_w > 0 { pool_x } else { clock_x as usize };
    let room = name_right
        .saturating_sub(name_x + gap)
        .min(l.width * 11 / 20) as f32;
    let name = text::ellipsize(&text::sanitize(&player.name), bar.size, room);
    let name_clip = (name_x, y0, (name_x + room as usize).min(l.width), y0 + h);
    text::draw(
        &mut canvas,
        &name,
        bar.size,
        name_x as f32,
        bar.baseline,
        bar.ink,
        name_clip,
    );
}

/// A bar's ground: its colour, the turn stripe of the side `to_move`, the king icon of
/// `color`. Returns the x its name starts at.
fn draw_bar_ground(
    sp: &Sprites,
    l: &Layout,
    px: &mut [u8],
    color: Color,
    y0: usize,
    to_move: bool,
) -> usize {
    let h = l.bar_h;
    px[y0 * l.width..(y0 + h) * l.width].fill(slot::BAR);
    let stripe = (h / 8).max(2);
    if to_move {
        for y in y0..y0 + h {
            px[y * l.width..y * l.width + stripe].fill(slot::ACCENT);
        }
    }
    let icon = sp.icon;
    let iy = y0 + (h.saturating_sub(icon)) / 2;
    let x = stripe + h / 6;
    blit(px, l.width, x, iy, icon, sp.icon(color, 5));
    x + icon + h / 5
}

/// How a bar's texts and icons are set: its height, the icons' size and top,
/// the sizes of names and counts, the baseline, the ink and the clip.
struct BarText {
    h: usize,
    icon: usize,
    iy: usize,
    size: u16,
    small: u16,
    baseline: i32,
    ink: [u8; 3],
    clip: (usize, usize, usize, usize),
}

impl BarText {
    /// The bar at `y0` in `l` with icons of `icon` pixels (inked bright when its side is
    /// `to_move`).
    fn new(l: &Layout, icon: usize, y0: usize, to_move: bool) -> BarText {
        let h = l.bar_h;
        let size = ((h as f32) * 0.40).round() as u16;
        BarText {
            h,
            icon,
            iy: y0 + (h.saturating_sub(icon)) / 2,
            size,
            // Counts as large as the names: they must read in a 300-pixel preview.
            small: ((h as f32) * 0.46).round() as u16,
            baseline: (y0 + h / 2) as i32 + (size as i32 * 36 / 100),
            ink: if to_move {
                [slot::TEXT[0], slot::TEXT[1], slot::TEXT[2]]
            } else {
                [slot::TEXT[0], slot::TEXT_DIM, slot::TEXT_DIM]
            },
            clip: (0, y0, l.width, y0 + h),
        }
    }

    /// The width of one pool item: its icon and its count.
    fn pool_item_w(&self) -> usize {
        self.icon + text::width("9", self.small) as usize + self.h / 5
    }
}

/// The `clock` text, right-aligned at `right` (cut to a third of the bar at most).
/// Returns the x it starts at, and whether there was one.
fn draw_clock(
    canvas: &mut Canvas,
    bar: &BarText,
    clock: Option<&str>,
    right: usize,
) -> (f32, bool) {
    let clock = clock.map(text::sanitize).unwrap_or_default();
    let clock = text::ellipsize(&clock, bar.size, (canvas.width / 3) as f32);
    let clock_w = text::width(&clock, bar.size);
    let clock_x = right as f32 - clock_w;
    text::draw(
        canvas,
        &clock,
        bar.size,
        clock_x,
        bar.baseline,
        bar.ink,
        bar.clip,
    );
    (clock_x, !clock.is_empty())
}

/// The captured pieces of `color` in `view`'s pool (Chakart 2020): each role's sprite
/// index with its count, for the roles it holds.
fn pool_counts(view: &BoardView, color: Color) -> Vec<(usize, u8)> {
    let mut pool_items: Vec<(usize, u8)> = Vec::new();
    if let Some(pool) = &view.pool {
        // The view orders counts pawn, rook, knight, bishop, queen, king.
        const ROLES: [Role; 6] = [
            Role::Pawn,
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
        ];
        for (i, &n) in pool[color].iter().enumerate() {
            if n > 0 {
                let role_index = Role::ORTHODOX
                    .iter()
                    .position(|r| *r == ROLES[i])
                    .unwrap_or(0);
                pool_items.push((role_index, n));
            }
        }
    }
    pool_items
}

/// The pool's icons with their counts (`+` above 9), from `pool_x` rightwards.
fn draw_pool(
    canvas: &mut Canvas,
    sp: &Sprites,
    bar: &BarText,
    color: Color,
    pool_items: &[(usize, u8)],
    pool_x: usize,
) {
    let item_w = bar.pool_item_w();
    for (k, &(role_index, n)) in pool_items.iter().enumerate() {
        let ix = pool_x + k * item_w;
        let width = canvas.width;
        blit(
            canvas.pixels,
            width,
            ix,
            bar.iy,
            bar.icon,
            sp.icon(color, role_index),
        );
        let label = if n > 9 {
            "+".to_string()
        } else {
            n.to_string()
        };
        // Drawn twice a pixel apart: a bold count survives a phone's downscaling.
        for dx in [1, 2] {
            text::draw(
                canvas,
                &label,
                bar.small,
                (ix + bar.icon + dx) as f32,
                bar.baseline,
                [slot::TEXT[0], slot::TEXT[1], slot::TEXT[2]],
                bar.clip,
            );
        }
    }
}

fn blit(px: &mut [u8], width: usize, x0: usize, y0: usize, n: usize, src: &[u8]) {
    if x0 + n > width {
        return;
    }
    for y in 0..n {
        let o = (y0 + y) * width + x0;
        px[o..o + n].copy_from_slice(&src[y * n..(y + 1) * n]);
    }
}

/// Redraws `pixels` whole (resized to the layout) with `view`.
pub(super) fn draw_into(
    view: &BoardView,
    opts: &RenderOptions,
    layout: &Layout,
    sprites: &Sprites,
    pixels: &mut Vec<u8>,
) {
    pixels.clear();
    pixels.resize(layout.width * layout.height, theme::slot::BAR);
    compose(view, opts, sprites, layout, pixels);
}
