//! A contact sheet: several PNG images scaled down into one labelled grid (used to review
//! the golden images at a glance).

use ab_glyph::PxScale;
use image::{imageops, ImageFormat, Rgba, RgbaImage};

/// Lays out `images` (name, PNG bytes) in a grid `columns` wide, each scaled to
/// `thumb_w` pixels wide with its name below. Undecodable images are skipped.
pub fn contact_sheet(images: &[(String, Vec<u8>)], columns: usize, thumb_w: u32) -> Vec<u8> {
    let thumbs: Vec<(String, RgbaImage)> = images
        .iter()
        .filter_map(|(name, bytes)| {
            let img = image::load_from_memory_with_format(bytes, ImageFormat::Png).ok()?;
            let h = (img.height() as u64 * thumb_w as u64 / img.width().max(1) as u64) as u32;
            let t = imageops::resize(&img.to_rgba8(), thumb_w, h, imageops::FilterType::Triangle);
            Some((name.clone(), t))
        })
        .collect();
    let columns = columns.max(1);
    let label_h = 22;
    let pad = 10;
    let cell_h = thumbs.iter().map(|t| t.1.height()).max().unwrap_or(0) + label_h;
    let rows = thumbs.len().div_ceil(columns) as u32;
    let width = columns as u32 * (thumb_w + pad) + pad;
    let height = rows * (cell_h + pad) + pad;
    let mut sheet = RgbaImage::from_pixel(width, height, Rgba([250, 248, 244, 255]));
    let font = super::text::font();
    for (i, (name, t)) in thumbs.iter().enumerate() {
        let x = pad + (i % columns) as u32 * (thumb_w + pad);
        let y = pad + (i / columns) as u32 * (cell_h + pad);
        imageops::overlay(&mut sheet, t, x as i64, y as i64);
        imageproc::drawing::draw_text_mut(
            &mut sheet,
            Rgba([40, 40, 40, 255]),
            x as i32,
            (y + t.height() + 3) as i32,
            PxScale::from(15.0),
            font,
            name,
        );
    }
    let mut out = std::io::Cursor::new(Vec::new());
    match sheet.write_to(&mut out, ImageFormat::Png) {
        Ok(()) => out.into_inner(),
        Err(_) => Vec::new(),
    }
}
