//! Board images: a pure function from a [`BoardView`] (never a full position), a [`Theme`]
//! and [`RenderOptions`] to PNG bytes, and animated GIF replays of a sequence of views.
//!
//! ```
//! use chakbot::render::{self, RenderOptions};
//! use chakbot::rules::{Color, RuleSet, Viewer};
//! let view = render::view_from_board(RuleSet::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
//!     Color::White, Viewer::Public).unwrap();
//! let png = render::render_png(&view, &RenderOptions::default());
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

pub mod art;
pub mod board;
mod encode;
mod fenview;
pub mod graph;
mod options;
pub mod replay;
pub mod sheet;
pub mod sprites;
pub mod standings;
pub mod text;
pub mod theme;

use board::draw_into;
pub use board::Layout;
pub use fenview::view_from_board;
pub use options::{PlayerInfo, RenderOptions, DEFAULT_WIDTH};
pub use replay::{replay_gif, replay_gif_captioned};
pub use sheet::contact_sheet;
pub use theme::{ParseThemeError, Theme};

use crate::rules::BoardView;
use std::cell::RefCell;

/// An indexed image: palette indices, row-major, with its palette.
pub struct Indexed {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
    pub palette: Vec<[u8; 3]>,
}

/// Draws `view` into an indexed image.
pub fn render_indexed(view: &BoardView, opts: &RenderOptions) -> Indexed {
    let layout = Layout::of(opts);
    let sprites = sprites::get(opts.theme, layout.sq);
    let mut pixels = Vec::new();
    draw_into(view, opts, &layout, &sprites, &mut pixels);
    Indexed {
        width: layout.width,
        height: layout.height,
        pixels,
        palette: sprites.palette.clone(),
    }
}

/// Renders `view` as PNG bytes (an 8-bit palette PNG).
pub fn render_png(view: &BoardView, opts: &RenderOptions) -> Vec<u8> {
    // The canvas is reused per thread (it is refilled whole for every image): allocating
    // half a megabyte per board costs more in page faults than composing it.
    thread_local! {
        static CANVAS: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }
    let layout = Layout::of(opts);
    let sprites = sprites::get(opts.theme, layout.sq);
    let draw = |pixels: &mut Vec<u8>| {
        draw_into(view, opts, &layout, &sprites, pixels);
        encode::png(layout.width, layout.height, pixels, &sprites.palette)
    };
    CANVAS.with(|cell| match cell.try_borrow_mut() {
        Ok(mut pixels) => draw(&mut pixels),
        Err(_) => draw(&mut Vec::new()),
    })
}
