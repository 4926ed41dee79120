//! Board themes (square colours) and the fixed 256-colour palette each theme renders with.

use std::fmt;
use std::str::FromStr;

/// A board colour scheme, chosen by name in settings and on the command line.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Theme {
    #[default]
    Brown,
    Blue,
    Green,
}

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The colours of one theme.
#[derive(Copy, Clone, Debug)]
pub struct Colors {
    pub light: Rgb,
    pub dark: Rgb,
    pub light_last: Rgb,
    pub dark_last: Rgb,
    pub light_check: Rgb,
    pub dark_check: Rgb,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Brown, Theme::Blue, Theme::Green];

    /// The name used in settings (`brown`, `blue`, `green`).
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Brown => "brown",
            Theme::Blue => "blue",
            Theme::Green => "green",
        }
    }

    pub const fn colors(self) -> Colors {
        match self {
            Theme::Brown => Colors {
                light: [0xf0, 0xd9, 0xb5],
                dark: [0xb5, 0x88, 0x63],
                light_last: [0xcd, 0xd2, 0x6a],
                dark_last: [0xaa, 0xa2, 0x3a],
                light_check: [0xf2, 0x8c, 0x73],
                dark_check: [0xd6, 0x5a, 0x44],
            },
            Theme::Blue => Colors {
                light: [0xde, 0xe3, 0xe6],
                dark: [0x8c, 0xa2, 0xad],
                light_last: [0xc3, 0xd8, 0x87],
                dark_last: [0x92, 0xb1, 0x66],
                light_check: [0xf0, 0x95, 0x88],
                dark_check: [0xd0, 0x62, 0x5c],
            },
            Theme::Green => Colors {
                light: [0xff, 0xff, 0xdd],
                dark: [0x86, 0xa6, 0x66],
                light_last: [0xf2, 0xe8, 0x7a],
                dark_last: [0xc4, 0xb2, 0x3e],
                light_check: [0xf7, 0x93, 0x7c],
                dark_check: [0xd0, 0x5c, 0x46],
            },
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme `{0}` (themes: brown, blue, green)")]
pub struct ParseThemeError(pub String);

impl FromStr for Theme {
    type Err = ParseThemeError;
    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseThemeError(s.chars().take(40).collect()))
    }
}

/// Fixed palette slots every theme fills (the board and bar colours are exact entries).
pub mod slot {
    pub const LIGHT: u8 = 0;
    pub const DARK: u8 = 1;
    pub const LIGHT_LAST: u8 = 2;
    pub const DARK_LAST: u8 = 3;
    pub const LIGHT_CHECK: u8 = 4;
    pub const DARK_CHECK: u8 = 5;
    /// Number of square backgrounds (the six above).
    pub const BACKGROUNDS: usize = 6;
    pub const BAR: u8 = 6;
    pub const BAR_ACTIVE: u8 = 7;
    /// Text on the bar: 4 coverage steps, the last one full ink.
    pub const TEXT: [u8; 3] = [8, 9, 10];
    pub const TEXT_DIM: u8 = 11;
    pub const PATH: u8 = 12;
    pub const PATH_EDGE: u8 = 13;
    pub const WHITE: u8 = 14;
    pub const BLACK: u8 = 15;
    /// Half-way between light and dark squares (anti-aliased coordinates).
    pub const LIGHT_DARK_MID: u8 = 16;
    pub const DARK_LIGHT_MID: u8 = 17;
    pub const ACCENT: u8 = 18;
    pub const STUN: u8 = 19;
    pub const ICE: u8 = 20;
    /// First slot of the generic part of the palette.
    pub const GENERIC: usize = 21;
}

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let f = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2])]
}

/// Colours of the bar and decorations (shared by all themes).
pub const BAR: Rgb = [0x2b, 0x29, 0x26];
pub const BAR_ACTIVE: Rgb = [0x3f, 0x5a, 0x2e];
pub const TEXT: Rgb = [0xf4, 0xf1, 0xea];
pub const TEXT_DIM: Rgb = [0x9a, 0x95, 0x8c];
pub const PATH: Rgb = [0xff, 0x8a, 0x00];
pub const PATH_EDGE: Rgb = [0x5a, 0x2a, 0x00];
pub const ACCENT: Rgb = [0x8f, 0xd1, 0x4f];
pub const STUN: Rgb = [0xf5, 0xa3, 0x00];
pub const ICE: Rgb = [0x3d, 0x8b, 0xe0];

/// The 256-entry palette of `theme`: fixed slots, then ramps from each square colour to
/// black and white, a grey ramp and a colour cube for everything else.
pub fn palette(theme: Theme) -> Vec<Rgb> {
    let c = theme.colors();
    let backgrounds = [
        c.light,
        c.dark,
        c.light_last,
        c.dark_last,
        c.light_check,
        c.dark_check,
    ];
    let mut p: Vec<Rgb> = backgrounds.to_vec();
    p.push(BAR);
    p.push(BAR_ACTIVE);
    p.push(mix(BAR, TEXT, 0.3));
    p.push(mix(BAR, TEXT, 0.6));
    p.push(TEXT);
    p.push(TEXT_DIM);
    p.push(PATH);
    p.push(PATH_EDGE);
    p.push([255, 255, 255]);
    p.push([0, 0, 0]);
    p.push(mix(c.light, c.dark, 0.5));
    p.push(mix(c.dark, c.light, 0.5));
    p.push(ACCENT);
    p.push(STUN);
    p.push(ICE);
    debug_assert_eq!(p.len(), slot::GENERIC);
    for bg in backgrounds {
        for t in [0.2, 0.4, 0.6, 0.8] {
            p.push(mix(bg, [0, 0, 0], t));
        }
        for t in [0.3, 0.6] {
            p.push(mix(bg, [255, 255, 255], t));
        }
    }
    for i in 0..16u32 {
        let v = (i * 255 / 15) as u8;
        p.push([v, v, v]);
    }
    let levels_rb = [0u8, 64, 128, 191, 255];
    let levels_g = [0u8, 51, 102, 153, 204, 255];
    'cube: for r in levels_rb {
        for g in levels_g {
            for b in levels_rb {
                if p.len() == 256 {
                    break 'cube;
                }
                p.push([r, g, b]);
            }
        }
    }
    // Unused entries (the last one is the replay's transparent index) are never the
    // nearest colour: equal colours earlier in the palette win.
    while p.len() < 256 {
        p.push([0, 0, 0]);
    }
    p
}

/// Nearest palette entry to `rgb` (weighted RGB distance), for building sprites.
pub fn nearest(palette: &[Rgb], rgb: Rgb) -> u8 {
    let mut best = 0usize;
    let mut best_d = u32::MAX;
    for (i, q) in palette.iter().enumerate() {
        let dr = rgb[0] as i32 - q[0] as i32;
        let dg = rgb[1] as i32 - q[1] as i32;
        let db = rgb[2] as i32 - q[2] as i32;
        let d = (3 * dr * dr + 4 * dg * dg + 2 * db * db) as u32;
        if d < best_d {
            best_d = d;
            best = i;
        }
    }
    best as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palettes_have_256_entries_and_exact_squares() {
        for t in Theme::ALL {
            let p = palette(t);
            assert_eq!(p.len(), 256);
            assert_eq!(p[slot::LIGHT as usize], t.colors().light);
            assert_eq!(p[slot::DARK as usize], t.colors().dark);
            assert_eq!(nearest(&p, t.colors().dark), slot::DARK);
        }
    }

    #[test]
    fn theme_names_parse() {
        assert_eq!("Blue".parse::<Theme>(), Ok(Theme::Blue));
        assert!("purple".parse::<Theme>().is_err());
    }
}
