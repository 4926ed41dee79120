//! Pre-rasterised, pre-quantised square sprites per (theme, square size), built once and
//! shared: rendering a board only copies palette indices.

use super::art::{self, Art, Raster, ART_COUNT};
use super::text;
use super::theme::{self, slot, Rgb, Theme};
use crate::rules::{Color, Role};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// How a drawing is altered.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Style {
    Normal = 0,
    /// Immobilized: washed in ice blue.
    Frozen = 1,
    /// The viewer's own hidden queen: translucent.
    Ghost = 2,
}

const STYLES: usize = 3;

/// Transparent pixel in overlay masks.
pub const CLEAR: u8 = 255;

/// All sprites of one theme at one square size.
pub struct Sprites {
    pub theme: Theme,
    pub palette: Vec<Rgb>,
    pub sq: usize,
    squares: Vec<u8>,
    /// Badge side in pixels; badges use [`CLEAR`] for transparency.
    pub badge: usize,
    pub ice_badge: Vec<u8>,
    /// The badge of the hidden queen in its owner's view.
    pub ghost_badge: Vec<u8>,
    /// Stun badges for levels 1-4.
    pub stun_badges: [Vec<u8>; 4],
    /// Pool icons on a light-square tile, per colour and orthodox role, `icon` px wide.
    pub icon: usize,
    icons: Vec<u8>,
}

impl Sprites {
    /// The `sq` x `sq` sprite of `art` drawn with `style` on background slot `bg`.
    pub fn square(&self, art: Art, style: Style, bg: u8) -> &[u8] {
        let n = self.sq * self.sq;
        let i = (art.index() * STYLES + style as usize) * slot::BACKGROUNDS + bg as usize;
        &self.squares[i * n..(i + 1) * n]
    }

    /// The pool icon of a piece (orthodox roles only).
    pub fn icon(&self, color: Color, role_index: usize) -> &[u8] {
        let n = self.icon * self.icon;
        let i = color.index() * 6 + role_index.min(5);
        &self.icons[i * n..(i + 1) * n]
    }
}

/// The sprites of `theme` at square size `sq`, built on first use.
pub fn get(theme: Theme, sq: usize) -> Arc<Sprites> {
    type Cache = Mutex<HashMap<(Theme, usize), Arc<Sprites>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    // Built under the lock: threads that ask for the same sprites at once (a busy host's
    // first boards) wait for one build instead of each making its own (100 threads
    // built 100 copies). A poisoned lock still holds consistent entries.
    let mut m = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = m.get(&(theme, sq)) {
        return s.clone();
    }
    let built = Arc::new(build(theme, sq));
    if m.len() > 16 {
        m.clear();
    }
    m.insert((theme, sq), built.clone());
    built
}

struct Quantizer<'a> {
    palette: &'a [Rgb],
    memo: HashMap<Rgb, u8>,
}

impl Quantizer<'_> {
    fn index(&mut self, rgb: Rgb) -> u8 {
        let p = self.palette;
        *self
            .memo
            .entry(rgb)
            .or_insert_with(|| theme::nearest(p, rgb))
    }
}

fn blend(bg: Rgb, fg: [u8; 3], a: f32) -> Rgb {
    let f = |b: u8, f: u8| (b as f32 * (1.0 - a) + f as f32 * a).round() as u8;
    [f(bg[0], fg[0]), f(bg[1], fg[1]), f(bg[2], fg[2])]
}

/// The colour a hidden queen is tinted with in its owner's view.
const GHOST_TINT: [u8; 3] = [0x7b, 0x4f, 0xd6];

fn styled(px: [u8; 4], style: Style) -> ([u8; 3], f32) {
    let a = px[3] as f32 / 255.0;
    let rgb = [px[0], px[1], px[2]];
    match style {
        Style::Normal => (rgb, a),
        Style::Frozen => (blend(rgb, theme::ICE, 0.55), a),
        // Opaque with a violet tint (a translucent queen vanished into light squares in a
        // phone's 300-pixel preview); its badge says it is hidden.
        Style::Ghost => (blend(rgb, GHOST_TINT, 0.3), a),
    }
}

fn build(theme: Theme, sq: usize) -> Sprites {
    let palette = theme::palette(theme);
    let mut q = Quantizer {
        palette: &palette,
        memo: HashMap::new(),
    };
    let n = sq * sq;
    let mut squares = vec![0u8; ART_COUNT * STYLES * slot::BACKGROUNDS * n];
    let mut rasters: Vec<Option<Raster>> = (0..ART_COUNT).map(|_| None).collect();
    for a in Art::all() {
        rasters[a.index()] = Some(art::rasterise(a.svg(), sq, a.scale()));
    }
    for a in Art::all() {
        let Some(r) = &rasters[a.index()] else {
            continue;
        };
        for style in [Style::Normal, Style::Frozen, Style::Ghost] {
            for (bg, &bg_rgb) in palette.iter().enumerate().take(slot::BACKGROUNDS) {
                let i = (a.index() * STYLES + style as usize) * slot::BACKGROUNDS + bg;
                let out = &mut squares[i * n..(i + 1) * n];
                for (o, px) in out.iter_mut().zip(&r.rgba) {
                    *o = if px[3] == 0 {
                        bg as u8
                    } else {
                        let (rgb, al) = styled(*px, style);
                        q.index(blend(bg_rgb, rgb, al))
                    };
                }
            }
        }
    }
    // Two fifths of a square: about 15 pixels in a 300-pixel preview.
    let badge = (sq * 2 / 5).max(8);
    let ice_badge = mask(
        &mut q,
        &art::rasterise(art::ICE_BADGE.as_bytes(), badge, 1.0),
    );
    let ghost_badge = {
        let mut r = art::rasterise(art::GHOST_BADGE.as_bytes(), badge, 1.0);
        stamp(&mut r, '?', [0x3b, 0x1d, 0x8a]);
        mask(&mut q, &r)
    };
    let stun_badges = [1u8, 2, 3, 4].map(|level| {
        let mut r = art::rasterise(art::STUN_BADGE.as_bytes(), badge, 1.0);
        stamp(&mut r, (b'0' + level) as char, [0xff, 0xe8, 0x5c]);
        mask(&mut q, &r)
    });
    let icon = (sq * 2 / 5).max(8);
    let mut icons = Vec::with_capacity(12 * icon * icon);
    for c in Color::ALL {
        for role in Role::ORTHODOX {
            let r = art::rasterise(Art::Piece(c, role).svg(), icon, 1.0);
            for px in &r.rgba {
                let a = px[3] as f32 / 255.0;
                icons.push(if px[3] == 0 {
                    slot::LIGHT
                } else {
                    q.index(blend(
                        palette[slot::LIGHT as usize],
                        [px[0], px[1], px[2]],
                        a,
                    ))
                });
            }
        }
    }
    Sprites {
        theme,
        palette: palette.clone(),
        sq,
        squares,
        badge,
        ice_badge,
        ghost_badge,
        stun_badges,
        icon,
        icons,
    }
}

/// Quantises an overlay: opaque enough pixels get their colour, the rest [`CLEAR`].
fn mask(q: &mut Quantizer, r: &Raster) -> Vec<u8> {
    r.rgba
        .iter()
        .map(|px| {
            if px[3] < 110 {
                CLEAR
            } else {
                q.index([px[0], px[1], px[2]])
            }
        })
        .collect()
}

/// Writes a character in `ink` at the centre of a badge raster.
fn stamp(r: &mut Raster, d: char, ink: [u8; 3]) {
    let px = (r.size as f32 * 0.70) as u16;
    let g = text::glyph(d, px.max(6));
    let x0 = (r.size as i32 - g.w as i32) / 2;
    let y0 = (r.size as i32 - g.h as i32) / 2;
    for y in 0..g.h {
        for x in 0..g.w {
            let (tx, ty) = (x0 + x as i32, y0 + y as i32);
            if tx < 0 || ty < 0 || tx >= r.size as i32 || ty >= r.size as i32 {
                continue;
            }
            let cov = g.coverage[y * g.w + x] as f32 / 255.0;
            let p = &mut r.rgba[ty as usize * r.size + tx as usize];
            let rgb = blend([p[0], p[1], p[2]], ink, cov);
            *p = [rgb[0], rgb[1], rgb[2], p[3].max((cov * 255.0) as u8)];
        }
    }
}
