//! Readers shared by test crates with and without `common` (included by path there): the
//! number in a bot's text, the views of a replay GIF.
#![allow(dead_code)] // not every test crate that includes it uses both

/// The number after the first `#` or `n°` of `text` (`Game #5`, `Partie n°5`).
pub fn number_in(text: &str) -> Option<u64> {
    let at = text
        .find('#')
        .map(|i| i + 1)
        .or_else(|| text.find("n°").map(|i| i + "n°".len()))?;
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The views of a replay GIF: a view ends with the first frame longer than a step.
pub fn replay_views(bytes: &[u8]) -> usize {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts
        .read_info(std::io::Cursor::new(bytes))
        .expect("the replay is a GIF");
    let mut views = 0;
    while let Some(f) = d.read_next_frame().expect("frame decodes") {
        if f.delay != chakbot::render::replay::STEP_DELAY_CS {
            views += 1;
        }
    }
    views
}
