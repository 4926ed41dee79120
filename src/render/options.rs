//! How to draw a view: size, theme, orientation, the players' bars, a result banner.

use super::theme::Theme;
use crate::rules::{ByColor, Color, Square};

/// What the bar shows for one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInfo {
    /// Display name (untrusted: it is sanitised and cut to fit).
    pub name: String,
    /// Clock text, e.g. `"4:59"`.
    pub clock: Option<String>,
}

/// How to draw a view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Image width in pixels (rounded down to a multiple of 8; default 680).
    pub width: u32,
    pub theme: Theme,
    /// The side shown at the bottom.
    pub orientation: Color,
    pub players: ByColor<PlayerInfo>,
    /// Mark the bar of the side to move (replays turn it off so the bars never change).
    pub show_turn: bool,
    /// A result banner across the middle of the board (`1-0 · white wins by checkmate`),
    /// for a finished game's final board (untrusted: sanitised and cut to fit).
    pub banner: Option<String>,
    /// Squares to ring: the candidates of a choice (the pieces King Boo may swap, the
    /// squares Toadette may fill).
    pub marks: Vec<Square>,
}

/// The default image width.
pub const DEFAULT_WIDTH: u32 = 640;

impl Default for RenderOptions {
    fn default() -> RenderOptions {
        RenderOptions {
            width: DEFAULT_WIDTH,
            theme: Theme::default(),
            orientation: Color::White,
            players: ByColor::new(
                PlayerInfo {
                    name: "White".into(),
                    clock: None,
                },
                PlayerInfo {
                    name: "Black".into(),
                    clock: None,
                },
            ),
            show_turn: true,
            banner: None,
            marks: Vec::new(),
        }
    }
}
