//! Images a phone can read: boards rendered at the size the bot sends them, decoded and
//! downscaled to a 300-pixel-wide preview (the `image` crate's triangle filter, as a
//! chat client's thumbnail), where Koopa stun levels, the Chakart 2020 captured-piece
//! counts, the ghost queen in its owner's view and eggs on light squares must still stand
//! out from what is behind them. Contrast is measured on the downscaled pixels, with the
//! WCAG contrast ratio of each pixel against the same pixel without the marker.

use chakbot::render::{self, RenderOptions};
use chakbot::rules::{
    BoardView, ByColor, Color, Mark, Object, Piece, Role, RuleSet, Square, ViewCell, Viewer,
};
use image::imageops::{self, FilterType};
use image::RgbImage;

/// The preview width a phone shows an attached image at.
const PREVIEW: u32 = 300;
/// WCAG 2.1's minimum contrast for graphics that carry meaning (1.4.11).
const GRAPHIC_CONTRAST: f64 = 3.0;

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

/// `png` decoded and downscaled to the preview width.
fn preview(png: &[u8]) -> RgbImage {
    let img = image::load_from_memory(png).expect("a PNG").to_rgb8();
    let h = img.height() * PREVIEW / img.width();
    imageops::resize(&img, PREVIEW, h, FilterType::Triangle)
}

fn luminance(p: [u8; 3]) -> f64 {
    let lin = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(p[0]) + 0.7152 * lin(p[1]) + 0.0722 * lin(p[2])
}

/// WCAG contrast ratio of two colours (1 to 21).
fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// How many preview pixels of `with` stand out by at least `ratio` from `without`.
fn standing_out(with: &RgbImage, without: &RgbImage, ratio: f64) -> usize {
    assert_eq!(with.dimensions(), without.dimensions());
    with.pixels()
        .zip(without.pixels())
        .filter(|(a, b)| contrast(a.0, b.0) >= ratio)
        .count()
}

fn render(view: &BoardView) -> RgbImage {
    preview(&render::render_png(view, &RenderOptions::default()))
}

fn empty(ruleset: RuleSet, viewer: Viewer) -> BoardView {
    let mut v = BoardView::empty(ruleset, viewer, Color::White);
    v.cells[sq("e1").index()] = piece(Color::White, Role::King, Mark::None);
    v.cells[sq("e8").index()] = piece(Color::Black, Role::King, Mark::None);
    v
}

fn piece(color: Color, role: Role, mark: Mark) -> ViewCell {
    ViewCell::Piece {
        piece: Piece { color, role },
        mark,
    }
}

/// Each stun level's badge stands out from the piece without it, on light and dark
/// squares, and each level reads differently from every other.
#[test]
fn koopa_stun_levels_read_at_300_pixels() {
    // d4 is dark, e4 light; a knight and a queen (the busiest drawings).
    for (at, role) in [
        ("d4", Role::Knight),
        ("e4", Role::Queen),
        ("c6", Role::Pawn),
    ] {
        let with = |mark| {
            let mut v = empty(RuleSet::Koopa, Viewer::Public);
            v.cells[sq(at).index()] = piece(Color::White, role, mark);
            render(&v)
        };
        let plain = with(Mark::None);
        let levels: Vec<RgbImage> = (1..=4).map(|l| with(Mark::Stunned(l))).collect();
        for (l, img) in levels.iter().enumerate() {
            let n = standing_out(img, &plain, GRAPHIC_CONTRAST);
            assert!(n >= 25, "stun {} on {at}: {n} pixels stand out", l + 1);
        }
        for a in 0..4 {
            for b in a + 1..4 {
                let n = standing_out(&levels[a], &levels[b], GRAPHIC_CONTRAST);
                assert!(
                    n >= 6,
                    "stun {} and {} on {at}: {n} pixels differ",
                    a + 1,
                    b + 1
                );
            }
        }
    }
}

/// The captured-piece counts of the 2020 edition: a count stands out from the bar, and
/// one more captured piece changes what the preview shows.
#[test]
fn chakart_2020_counts_read_at_300_pixels() {
    let with = |counts: Option<[u8; 6]>| {
        let mut v = empty(RuleSet::Chakart2020, Viewer::Public);
        v.pool = counts.map(|c| ByColor::new(c, [0; 6]));
        render(&v)
    };
    let none = with(None);
    for n in 1..=8u8 {
        let one = with(Some([n, 0, 0, 0, 0, 0]));
        let more = with(Some([n + 1, 0, 0, 0, 0, 0]));
        let shown = standing_out(&one, &none, GRAPHIC_CONTRAST);
        assert!(
            shown >= 40,
            "count {n}: {shown} pixels stand out from the bar"
        );
        // Two digits differ in a few strokes of a 9-pixel glyph, softened by the filter:
        // they must differ clearly (2:1) over several pixels.
        let changed = standing_out(&one, &more, 2.0);
        assert!(
            changed >= 6,
            "counts {n} and {}: {changed} pixels differ",
            n + 1
        );
    }
}

/// The hidden queen in its owner's view (drawn as a ghost) stands out from its square,
/// light or dark; and it reads differently from a plain queen there.
#[test]
fn the_ghost_queen_reads_at_300_pixels() {
    for at in ["d4", "e4"] {
        let with = |cell| {
            let mut v = empty(RuleSet::Chakart, Viewer::Player(Color::White));
            v.cells[sq(at).index()] = cell;
            render(&v)
        };
        let bare = with(ViewCell::Empty);
        let ghost = with(piece(Color::White, Role::Queen, Mark::Ghost));
        let queen = with(piece(Color::White, Role::Queen, Mark::None));
        let n = standing_out(&ghost, &bare, GRAPHIC_CONTRAST);
        assert!(n >= 60, "ghost queen on {at}: {n} pixels stand out");
        let d = standing_out(&ghost, &queen, 1.5);
        assert!(d >= 30, "ghost and plain queen on {at}: {d} pixels differ");
        let black = with(piece(Color::Black, Role::Queen, Mark::Ghost));
        let n = standing_out(&black, &bare, GRAPHIC_CONTRAST);
        assert!(n >= 60, "black ghost queen on {at}: {n} pixels stand out");
    }
}

/// Eggs on light squares stand out from the square by their outline; on dark squares
/// the pale shell itself stands out (by 2:1: it is a picture, not a marker).
#[test]
fn eggs_read_on_light_squares_at_300_pixels() {
    for (at, light) in [("e4", true), ("b1", true), ("d4", false)] {
        assert_eq!(!sq(at).is_dark(), light, "{at}");
        let with = |cell| {
            let mut v = empty(RuleSet::Chakart, Viewer::Public);
            v.cells[sq(at).index()] = cell;
            render(&v)
        };
        let bare = with(ViewCell::Empty);
        let egg = with(ViewCell::Object(Object::Egg));
        let ratio = if light { GRAPHIC_CONTRAST } else { 2.0 };
        let n = standing_out(&egg, &bare, ratio);
        assert!(n >= 40, "egg on {at}: {n} pixels stand out");
    }
}

/// The result banner sits in a strip above the board (every square stays as it was:
/// none is hidden), its words stand out from its band (WCAG's 4.5:1 for text) at 300
/// pixels, and every result in every language is written whole (one or two lines, never
/// cut with `…`).
#[test]
fn the_result_banner_reads_at_300_pixels_and_hides_no_square() {
    let v = empty(RuleSet::Chess, Viewer::Public);
    let png = |banner: &str| {
        let opts = RenderOptions {
            banner: Some(banner.into()),
            ..RenderOptions::default()
        };
        render::render_png(&v, &opts)
    };
    let full = |png: &[u8]| image::load_from_memory(png).expect("a PNG").to_rgb8();
    let plain = full(&render::render_png(&v, &RenderOptions::default()));
    let long = "1-0 · White wins by taking every enemy king";
    for text in ["1-0 · white wins by resignation", long] {
        let with = full(&png(text));
        let strip = with.height() - plain.height();
        assert!(strip > 0, "the banner adds a strip");
        let below = imageops::crop_imm(&with, 0, strip, plain.width(), plain.height()).to_image();
        assert!(
            below == plain,
            "{text}: the bars and board under the strip are unchanged"
        );
    }
    let band = preview(&png(""));
    for text in ["1-0 · white wins by resignation", long] {
        let words = preview(&png(text));
        let n = standing_out(&words, &band, 4.5);
        assert!(n >= 300, "{text}: {n} pixels of text stand out");
    }
    // Every banner the host writes, in every language, fits whole.
    use chakbot::host::words::i18n::Lang;
    use chakbot::host::words::narrate::banner;
    use chakbot::rules::{DrawReason as D, Outcome, WinReason as W};
    let mut outcomes = Vec::new();
    for winner in [Color::White, Color::Black] {
        for reason in [
            W::Checkmate,
            W::KingKicked,
            W::KingsCaptured,
            W::NoLegalMove,
            W::Resignation,
            W::Timeout,
            W::Adjudication,
        ] {
            outcomes.push(Outcome::Decisive { winner, reason });
        }
    }
    for d in [
        D::Stalemate,
        D::NoLegalMove,
        D::ThreefoldRepetition,
        D::FiftyMoveRule,
        D::InsufficientMaterial,
        D::BothKingsLost,
        D::TimeoutVsInsufficientMaterial,
        D::Agreement,
        D::Adjudication,
    ] {
        outcomes.push(Outcome::Draw(d));
    }
    for lang in Lang::ALL {
        for &o in &outcomes {
            let text = banner(lang, o);
            let (lines, _) = render::board::banner_lines(&text, render::DEFAULT_WIDTH);
            assert!(lines.len() <= 2, "{text}");
            for line in &lines {
                assert!(!line.ends_with('…'), "{lang:?}: '{text}' is cut: {lines:?}");
            }
        }
    }
}

/// The coordinates, which players read squares from, stand at least 7 pixels tall in the
/// preview: the rank digit in the corner of an empty square (a3), measured as the rows of
/// that corner where ink differs from the square.
#[test]
fn coordinates_read_at_300_pixels() {
    let img = render(&empty(RuleSet::Chess, Viewer::Public));
    let layout = render::Layout::new(render::DEFAULT_WIDTH);
    let scale = f64::from(PREVIEW) / layout.width as f64;
    let sq_px = layout.sq as f64 * scale;
    // a3: the first column, the sixth row from the top (White at the bottom).
    let top = (layout.board_y as f64 * scale + 5.0 * sq_px).ceil() as u32;
    let corner = (sq_px * 0.45) as u32;
    let background = img
        .get_pixel((sq_px * 0.8) as u32, top + (sq_px * 0.8) as u32)
        .0;
    let inked_rows = (top + 1..top + corner)
        .filter(|&y| (1..corner).any(|x| contrast(img.get_pixel(x, y).0, background) >= 1.5))
        .count();
    assert!(
        inked_rows >= 7,
        "the rank digit is {inked_rows} pixels tall"
    );
}

/// The width Discord shows a review's evaluation graph at on a phone (it is 800 wide).
const GRAPH_PREVIEW: u32 = 360;

/// The rows of `with` where some pixel stands out by `ratio` from `without`, between
/// `top` and `bottom` (preview rows): the first and the last, and the last column.
fn ink_extent(
    with: &RgbImage,
    without: &RgbImage,
    (top, bottom): (u32, u32),
    ratio: f64,
) -> Option<(u32, u32, u32)> {
    let mut rows = None::<(u32, u32)>;
    let mut right = 0;
    for y in top..bottom.min(with.height()) {
        for x in 0..with.width() {
            if contrast(with.get_pixel(x, y).0, without.get_pixel(x, y).0) >= ratio {
                rows = Some(rows.map_or((y, y), |(a, _)| (a, y)));
                right = right.max(x);
            }
        }
    }
    rows.map(|(a, b)| (a, b, right))
}

/// The review's evaluation graph on a phone: downscaled to the width Discord shows it
/// at, the title with the players' accuracies and the legend under the plot stand tall
/// enough to read (their ink, at 4.5:1 against the same graph without words, spans at
/// least 11 preview rows: a capital as tall as in 15-pixel text), and nothing reaches
/// the right edge, in every language. (Before: 9 rows for the title, 6 to 8 for the
/// dim legend.)
#[test]
fn the_review_graph_reads_at_phone_width() {
    use chakbot::host::words::i18n::{tr, Lang};
    use chakbot::render::graph::{graph_png, GraphMark, GraphSpec, HEIGHT, WIDTH};
    let wins = [54.0, 56.0, 44.0, 48.0, 60.0, 97.0, 100.0];
    let marks = [
        (2, GraphMark::Inaccuracy),
        (4, GraphMark::Mistake),
        (5, GraphMark::Blunder),
    ];
    let preview = |png: &[u8]| {
        let img = image::load_from_memory(png).expect("a PNG").to_rgb8();
        let h = img.height() * GRAPH_PREVIEW / img.width();
        imageops::resize(&img, GRAPH_PREVIEW, h, FilterType::Triangle)
    };
    let blank = preview(&graph_png(&GraphSpec {
        white_win: &wins,
        marks: &marks,
        title: String::new(),
        white_label: String::new(),
        black_label: String::new(),
        legend: [String::new(), String::new(), String::new()],
    }));
    let scale = f64::from(GRAPH_PREVIEW) / WIDTH as f64;
    for lang in Lang::ALL {
        let words = |key: &str| tr(lang, key, &[]);
        let full = if lang == Lang::En { "100.0" } else { "100,0" };
        let png = graph_png(&GraphSpec {
            white_win: &wins,
            marks: &marks,
            title: words("review-title"),
            white_label: format!("{} {full} %", words("review-white")),
            black_label: format!("{} {full} %", words("review-black")),
            legend: ["review-inaccuracy", "review-mistake", "review-blunder"].map(words),
        });
        let img = preview(&png);
        // To look at it by eye: CHAKBOT_PREVIEW_DIR=/tmp cargo test --test render_phone.
        if let Some(dir) = std::env::var_os("CHAKBOT_PREVIEW_DIR") {
            let path = std::path::Path::new(&dir).join(format!("graph-{lang}-phone.png"));
            img.save(&path).expect("the preview is written");
        }
        let h = img.height();
        // The top band (title, accuracies) and the bottom one (legend).
        let band = (HEIGHT as f64 * scale * 0.2) as u32;
        for (what, rows) in [("title", (0, band)), ("legend", (h - band, h))] {
            let (a, b, right) = ink_extent(&img, &blank, rows, 4.5)
                .unwrap_or_else(|| panic!("{lang}: no {what} to read"));
            assert!(
                b - a + 1 >= 11,
                "{lang}: the {what} is {} pixels tall on a phone",
                b - a + 1
            );
            assert!(
                right < GRAPH_PREVIEW - 3,
                "{lang}: the {what} reaches the right edge (cut)"
            );
        }
    }
}
