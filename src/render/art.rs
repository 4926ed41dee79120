//! The embedded artwork (pieces, Chakart items, marker badges) and its rasterisation.

use crate::rules::{Color, Object, Role};
use resvg::{tiny_skia, usvg};

/// One drawing that can stand on a square: a piece or a Chakart item.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Art {
    Piece(Color, Role),
    Object(Object),
}

/// Number of distinct [`Art`]s (7 roles x 2 colours + 4 objects).
pub const ART_COUNT: usize = 18;

impl Art {
    /// Dense index in `0..ART_COUNT`.
    pub fn index(self) -> usize {
        match self {
            Art::Piece(c, r) => c.index() * 7 + role_index(r),
            Art::Object(o) => 14 + object_index(o),
        }
    }

    pub fn all() -> impl Iterator<Item = Art> {
        let pieces = Color::ALL
            .into_iter()
            .flat_map(|c| Role::ALL.into_iter().map(move |r| Art::Piece(c, r)));
        pieces.chain(Object::ALL.into_iter().map(Art::Object))
    }

    /// The SVG source.
    pub fn svg(self) -> &'static [u8] {
        use Color::{Black as B, White as W};
        match self {
            Art::Piece(W, Role::Pawn) => include_bytes!("../../assets/pieces/cburnett/wP.svg"),
            Art::Piece(W, Role::Knight) => include_bytes!("../../assets/pieces/cburnett/wN.svg"),
            Art::Piece(W, Role::Bishop) => include_bytes!("../../assets/pieces/cburnett/wB.svg"),
            Art::Piece(W, Role::Rook) => include_bytes!("../../assets/pieces/cburnett/wR.svg"),
            Art::Piece(W, Role::Queen) => include_bytes!("../../assets/pieces/cburnett/wQ.svg"),
            Art::Piece(W, Role::King) => include_bytes!("../../assets/pieces/cburnett/wK.svg"),
            Art::Piece(W, Role::Maharaja) => {
                include_bytes!("../../assets/pieces/maharaja/wM.svg")
            }
            Art::Piece(B, Role::Pawn) => include_bytes!("../../assets/pieces/cburnett/bP.svg"),
            Art::Piece(B, Role::Knight) => include_bytes!("../../assets/pieces/cburnett/bN.svg"),
            Art::Piece(B, Role::Bishop) => include_bytes!("../../assets/pieces/cburnett/bB.svg"),
            Art::Piece(B, Role::Rook) => include_bytes!("../../assets/pieces/cburnett/bR.svg"),
            Art::Piece(B, Role::Queen) => include_bytes!("../../assets/pieces/cburnett/bQ.svg"),
            Art::Piece(B, Role::King) => include_bytes!("../../assets/pieces/cburnett/bK.svg"),
            Art::Piece(B, Role::Maharaja) => {
                include_bytes!("../../assets/pieces/maharaja/bM.svg")
            }
            Art::Object(Object::Mushroom) => include_bytes!("../../assets/items/mushroom.svg"),
            Art::Object(Object::Banana) => include_bytes!("../../assets/items/banana.svg"),
            Art::Object(Object::Bomb) => include_bytes!("../../assets/items/bomb.svg"),
            Art::Object(Object::Egg) => include_bytes!("../../assets/items/egg.svg"),
        }
    }

    /// How much of the square the drawing fills (items are smaller than pieces).
    pub fn scale(self) -> f32 {
        match self {
            Art::Piece(..) => 1.0,
            Art::Object(_) => 0.66,
        }
    }
}

fn role_index(r: Role) -> usize {
    match r {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
        Role::Maharaja => 6,
    }
}

fn object_index(o: Object) -> usize {
    match o {
        Object::Mushroom => 0,
        Object::Banana => 1,
        Object::Bomb => 2,
        Object::Egg => 3,
    }
}

/// A straight-alpha RGBA raster, row-major.
pub struct Raster {
    pub size: usize,
    pub rgba: Vec<[u8; 4]>,
}

/// Rasterises `svg` centred in a `size` x `size` square, filling `scale` of it.
pub fn rasterise(svg: &[u8], size: usize, scale: f32) -> Raster {
    let mut rgba = vec![[0u8; 4]; size * size];
    let tree = usvg::Tree::from_data(svg, &usvg::Options::default())
        .expect("embedded SVG art parses (checked by tests)");
    if let Some(mut pixmap) = tiny_skia::Pixmap::new(size as u32, size as u32) {
        let s = tree.size();
        let target = size as f32 * scale;
        let k = target / s.width().max(s.height());
        let off_x = (size as f32 - s.width() * k) / 2.0;
        let off_y = (size as f32 - s.height() * k) / 2.0;
        let t = tiny_skia::Transform::from_row(k, 0.0, 0.0, k, off_x, off_y);
        resvg::render(&tree, t, &mut pixmap.as_mut());
        for (out, px) in rgba.iter_mut().zip(pixmap.pixels()) {
            let c = px.demultiply();
            *out = [c.red(), c.green(), c.blue(), c.alpha()];
        }
    }
    Raster { size, rgba }
}

/// The badge of an immobilized piece: a blue disc with a white padlock.
pub const ICE_BADGE: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="9.2" fill="#3d8be0" stroke="#0b2a55" stroke-width="1.3"/><path d="M7 9V7.2a3 3 0 0 1 6 0V9" fill="none" stroke="#fff" stroke-width="1.7"/><rect x="5.3" y="9" width="9.4" height="6.6" rx="1.2" fill="#fff"/><circle cx="10" cy="12.1" r="1.1" fill="#0b2a55"/></svg>"##;

/// The badge of the hidden queen in its owner's view: a white disc with a violet rim (the
/// `?` is drawn on top).
pub const GHOST_BADGE: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8.8" fill="#ffffff" stroke="#3b1d8a" stroke-width="2.2"/></svg>"##;

/// The badge of a stunned piece: a dark star burst with an orange rim (the level is
/// drawn on top in yellow), dark enough for light squares, rimmed for dark ones.
pub const STUN_BADGE: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M10 .6l2.2 3.3 3.7-1.4-.3 3.9 3.8 1.1-2.4 3.1 2.4 3.1-3.8 1.1.3 3.9-3.7-1.4L10 19.4l-2.2-3.3-3.7 1.4.3-3.9-3.8-1.1 2.4-3.1L.6 6.5l3.8-1.1-.3-3.9 3.7 1.4z" fill="#3a1600" stroke="#ff9d00" stroke-width="1.3" stroke-linejoin="round"/></svg>"##;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_art_rasterises_with_ink() {
        for art in Art::all() {
            let r = rasterise(art.svg(), 40, art.scale());
            let ink = r.rgba.iter().filter(|p| p[3] > 128).count();
            assert!(ink > 100, "{art:?} has only {ink} opaque pixels");
        }
        assert_eq!(Art::all().count(), ART_COUNT);
        let mut seen: Vec<usize> = Art::all().map(Art::index).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), ART_COUNT);
    }
}
