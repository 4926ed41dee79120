//! Animated GIF replays: the first frame whole, then for each later view only the squares
//! that changed, grouped into a few rectangles (unchanged pixels inside them transparent).
//!
//! LZW coding time grows with the pixels sent, so a move from a1 to h8 is sent as two
//! small rectangles rather than one spanning the board. All rectangles of one view but
//! the last are shown for [`STEP_DELAY_CS`] (the shortest delay browsers honour; shorter
//! ones are stretched to a tenth of a second), and the last carries the rest of the
//! view's delay, so each view still lasts [`FRAME_DELAY_CS`].

use super::board::{draw_into, Layout};
use super::options::RenderOptions;
use super::sprites;
use crate::rules::BoardView;
use std::borrow::Cow;

/// Palette index used as "unchanged" in later frames (never produced by the renderer).
const KEEP: u8 = 255;

/// Delay of each frame, in hundredths of a second; the last frame stays longer.
pub const FRAME_DELAY_CS: u16 = 90;
pub const LAST_DELAY_CS: u16 = 400;
/// Delay of every rectangle of a view but its last.
pub const STEP_DELAY_CS: u16 = 2;

/// At most this many rectangles per view (their step delays must fit in the view's).
const MAX_RECTS: usize = 8;

/// A pixel rectangle, `x0..x1` by `y0..y1`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Rect {
    x0: usize,
    y0: usize,
    x1: usize,
    y1: usize,
}

impl Rect {
    fn area(&self) -> usize {
        (self.x1 - self.x0) * (self.y1 - self.y0)
    }

    fn union(&self, o: &Rect) -> Rect {
        Rect {
            x0: self.x0.min(o.x0),
            y0: self.y0.min(o.y0),
            x1: self.x1.max(o.x1),
            y1: self.y1.max(o.y1),
        }
    }
}

/// A looping GIF of `views` in order (e.g. one view after each move of a game).
/// The bars show the names but not whose turn it is, so they stay fixed between frames.
pub fn replay_gif(views: &[BoardView], opts: &RenderOptions) -> Vec<u8> {
    encode(views, &[], opts)
}

/// As [`replay_gif`], each view with its caption (`12. Nf3`) in a band above the board,
/// where a finished board has its result banner. A view without a caption has an empty
/// band.
pub fn replay_gif_captioned(
    views: &[BoardView],
    captions: &[String],
    opts: &RenderOptions,
) -> Vec<u8> {
    if captions.is_empty() {
        return replay_gif(views, opts);
    }
    encode(views, captions, opts)
}

fn encode(views: &[BoardView], captions: &[String], opts: &RenderOptions) -> Vec<u8> {
    let captioned = !captions.is_empty();
    let at = |i: usize| RenderOptions {
        show_turn: false,
        banner: captioned.then(|| captions.get(i).cloned().unwrap_or_default()),
        ..opts.clone()
    };
    let opts = at(0);
    let mut out = Vec::new();
    let Some(first) = views.first() else {
        return out;
    };
    let layout = Layout::of(&opts);
    let sprites = sprites::get(opts.theme, layout.sq);
    let (w, h) = (layout.width, layout.height);
    let mut prev = Vec::new();
    let mut cur = Vec::new();
    draw_into(first, &opts, &layout, &sprites, &mut prev);
    let palette: Vec<u8> = sprites.palette.iter().flatten().copied().collect();
    {
        let mut enc = match gif::Encoder::new(&mut out, w as u16, h as u16, &palette) {
            Ok(e) => e,
            Err(_) => return Vec::new(),
        };
        let _ = enc.set_repeat(gif::Repeat::Infinite);
        let last = views.len() - 1;
        let delay = |i: usize| {
            if i == last {
                LAST_DELAY_CS
            } else {
                FRAME_DELAY_CS
            }
        };
        let frame = gif::Frame {
            width: w as u16,
            height: h as u16,
            delay: delay(0),
            buffer: Cow::Borrowed(&prev),
            ..gif::Frame::default()
        };
        if enc.write_frame(&frame).is_err() {
            return Vec::new();
        }
        for (i, view) in views.iter().enumerate().skip(1) {
            draw_into(view, &at(i), &layout, &sprites, &mut cur);
            let rects = changed_rects(&prev, &cur, &layout);
            let steps = rects.len() as u16 - 1;
            for (k, r) in rects.iter().enumerate() {
                let d = if k + 1 < rects.len() {
                    STEP_DELAY_CS
                } else {
                    delay(i)
                        .saturating_sub(steps * STEP_DELAY_CS)
                        .max(STEP_DELAY_CS)
                };
                if enc.write_frame(&sub_frame(&prev, &cur, w, r, d)).is_err() {
                    return Vec::new();
                }
            }
            std::mem::swap(&mut prev, &mut cur);
        }
    }
    out
}

/// The rectangles to send to turn `prev` into `cur`: the changed squares (and any changed
/// strip of the bars), merged while merging wastes little, each cut to its changed pixels.
/// Never empty (an unchanged view sends one pixel, so each view still has a frame).
fn changed_rects(prev: &[u8], cur: &[u8], l: &Layout) -> Vec<Rect> {
    let w = l.width;
    let board_end = l.board_y + 8 * l.sq;
    let mut rects: Vec<Rect> = Vec::new();
    // The bars: whole-width strips above and below the board.
    for (y0, y1) in [(0, l.board_y), (board_end, l.height)] {
        if let Some(r) = tighten(
            prev,
            cur,
            w,
            Rect {
                x0: 0,
                y0,
                x1: w,
                y1,
            },
        ) {
            rects.push(r);
        }
    }
    for row in 0..8 {
        // Whole pixel rows first (most are equal), then the squares of a row that differs.
        let mut changed = [false; 8];
        for y in l.board_y + row * l.sq..l.board_y + (row + 1) * l.sq {
            let (a, b) = (&prev[y * w..(y + 1) * w], &cur[y * w..(y + 1) * w]);
            if a == b {
                continue;
            }
            for (col, c) in changed.iter_mut().enumerate() {
                let cells = col * l.sq..(col + 1) * l.sq;
                *c = *c || a[cells.clone()] != b[cells];
            }
        }
        for (col, _) in changed.iter().enumerate().filter(|(_, c)| **c) {
            rects.push(Rect {
                x0: col * l.sq,
                y0: l.board_y + row * l.sq,
                x1: (col + 1) * l.sq,
                y1: l.board_y + (row + 1) * l.sq,
            });
        }
    }
    // Merge the pair whose union adds the fewest unchanged pixels, while that is at most
    // one square: a pawn's double step or a move next to the last one goes as one
    // rectangle (a budget of two squares sent 13% more pixels for 12% fewer frames).
    let budget = l.sq * l.sq;
    loop {
        let mut best: Option<(usize, usize, usize)> = None;
        for a in 0..rects.len() {
            for b in a + 1..rects.len() {
                let u = rects[a].union(&rects[b]);
                let waste = u.area().saturating_sub(rects[a].area() + rects[b].area());
                if waste <= budget && best.is_none_or(|(_, _, bw)| waste < bw) {
                    best = Some((a, b, waste));
                }
            }
        }
        let Some((a, b, _)) = best else { break };
        let merged = rects[a].union(&rects[b]);
        rects.swap_remove(b);
        rects[a] = merged;
    }
    if rects.len() > MAX_RECTS {
        // A change all over the board: one rectangle, so the view's delay stays exact.
        if let Some((first, rest)) = rects.split_first() {
            rects = vec![rest.iter().fold(*first, |all, r| all.union(r))];
        }
    }
    let mut out: Vec<Rect> = rects
        .iter()
        .filter_map(|r| tighten(prev, cur, w, *r))
        .collect();
    if out.is_empty() {
        out.push(Rect {
            x0: 0,
            y0: 0,
            x1: 1,
            y1: 1,
        });
    }
    out.sort_by_key(|r| (r.y0, r.x0));
    out
}

/// The bounding box of the pixels of `r` that differ, if any.
fn tighten(prev: &[u8], cur: &[u8], w: usize, r: Rect) -> Option<Rect> {
    let mut out: Option<Rect> = None;
    for y in r.y0..r.y1 {
        let (a, b) = (
            &prev[y * w + r.x0..y * w + r.x1],
            &cur[y * w + r.x0..y * w + r.x1],
        );
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0);
        let line = Rect {
            x0: r.x0 + first,
            y0: y,
            x1: r.x0 + last + 1,
            y1: y + 1,
        };
        out = Some(out.map_or(line, |o| o.union(&line)));
    }
    out
}

/// The sub-frame of `cur` covering `r`, with pixels equal in `prev` set to [`KEEP`].
fn sub_frame(prev: &[u8], cur: &[u8], w: usize, r: &Rect, delay: u16) -> gif::Frame<'static> {
    let mut buf = Vec::with_capacity(r.area());
    for y in r.y0..r.y1 {
        let row = y * w;
        for x in r.x0..r.x1 {
            let c = cur[row + x];
            buf.push(if c == prev[row + x] { KEEP } else { c });
        }
    }
    gif::Frame {
        width: (r.x1 - r.x0) as u16,
        height: (r.y1 - r.y0) as u16,
        left: r.x0 as u16,
        top: r.y0 as u16,
        delay,
        transparent: Some(KEEP),
        dispose: gif::DisposalMethod::Keep,
        buffer: Cow::Owned(buf),
        ..gif::Frame::default()
    }
}
