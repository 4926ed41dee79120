//! Animated GIF replays: the first frame whole, then for each later view only the
//! bounding box of the pixels that changed, unchanged pixels inside it transparent.

use super::{render_indexed, RenderOptions};
use crate::rules::BoardView;
use std::borrow::Cow;

/// Palette index used as "unchanged" in later frames (never produced by the renderer).
const KEEP: u8 = 255;

/// Delay of each frame, in hundredths of a second; the last frame stays longer.
pub const FRAME_DELAY_CS: u16 = 90;
pub const LAST_DELAY_CS: u16 = 400;

/// A looping GIF of `views` in order (e.g. one view after each move of a game).
/// The bars show the names but not whose turn it is, so they stay fixed between frames.
pub fn replay_gif(views: &[BoardView], opts: &RenderOptions) -> Vec<u8> {
    let opts = RenderOptions {
        show_turn: false,
        ..opts.clone()
    };
    let mut out = Vec::new();
    let Some(first) = views.first() else {
        return out;
    };
    let img = render_indexed(first, &opts);
    let (w, h) = (img.width, img.height);
    let palette: Vec<u8> = img.palette.iter().flatten().copied().collect();
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
            buffer: Cow::Borrowed(&img.pixels),
            ..gif::Frame::default()
        };
        if enc.write_frame(&frame).is_err() {
            return Vec::new();
        }
        let mut prev = img.pixels;
        for (i, view) in views.iter().enumerate().skip(1) {
            let cur = render_indexed(view, &opts).pixels;
            let frame = diff_frame(&prev, &cur, w, h, delay(i));
            if enc.write_frame(&frame).is_err() {
                return Vec::new();
            }
            prev = cur;
        }
    }
    out
}

/// The sub-rectangle of `cur` that differs from `prev` (at least 1x1), with unchanged
/// pixels set to the transparent [`KEEP`].
fn diff_frame(prev: &[u8], cur: &[u8], w: usize, h: usize, delay: u16) -> gif::Frame<'static> {
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let (a, b) = (&prev[y * w..(y + 1) * w], &cur[y * w..(y + 1) * w]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last + 1);
        y0 = y0.min(y);
        y1 = y + 1;
    }
    if x0 >= x1 {
        (x0, y0, x1, y1) = (0, 0, 1, 1);
    }
    let (fw, fh) = (x1 - x0, y1 - y0);
    let mut buf = Vec::with_capacity(fw * fh);
    for y in y0..y1 {
        let row = y * w;
        for x in x0..x1 {
            let c = cur[row + x];
            buf.push(if c == prev[row + x] { KEEP } else { c });
        }
    }
    gif::Frame {
        width: fw as u16,
        height: fh as u16,
        left: x0 as u16,
        top: y0 as u16,
        delay,
        transparent: Some(KEEP),
        dispose: gif::DisposalMethod::Keep,
        buffer: Cow::Owned(buf),
        ..gif::Frame::default()
    }
}
