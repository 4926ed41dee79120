//! A small checkerboard PNG for the `!ping` reply, until the renderer posts real boards.

/// Side of the image in pixels.
pub const SIDE: u32 = 32;

/// A `SIDE`×`SIDE` RGB checkerboard of 8×8 squares, PNG-encoded.
pub fn checkerboard() -> Result<Vec<u8>, png::EncodingError> {
    let light = [240u8, 217, 181];
    let dark = [181u8, 136, 99];
    let mut pixels = Vec::with_capacity((SIDE * SIDE * 3) as usize);
    for y in 0..SIDE {
        for x in 0..SIDE {
            let square = if (x / 8 + y / 8) % 2 == 0 {
                light
            } else {
                dark
            };
            pixels.extend_from_slice(&square);
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, SIDE, SIDE);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&pixels)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_with_the_png_signature() {
        let bytes = checkerboard().expect("encoding in memory");
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    }
}
