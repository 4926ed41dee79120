//! Board images: golden images per rule set and per marker, the hidden-queen pixel identity,
//! sizes and hostile text. Regenerate the goldens on purpose with
//! `CHAKBOT_BLESS=1 cargo test --test render` (also rewrites docs/images/contact-sheet.png).

use chakbot::render::{self, Layout, RenderOptions, Theme};
use chakbot::rules::{BoardView, ByColor, Color, Mark, RuleSet, Square, ViewCell, Viewer};
use rand::{Rng, SeedableRng};
use std::path::PathBuf;

const MAX_BYTES: usize = 25 * 1024;

fn sq(s: &str) -> Square {
    s.parse().expect("test square")
}

fn view(ruleset: RuleSet, board: &str, turn: Color, viewer: Viewer) -> BoardView {
    render::view_from_board(ruleset, board, turn, viewer).expect("test FEN")
}

fn mark(v: &mut BoardView, at: &str, m: Mark) {
    let s = sq(at);
    if let ViewCell::Piece { piece, .. } = v.get(s) {
        v.cells[s.index()] = ViewCell::Piece { piece, mark: m };
    } else {
        panic!("no piece on {at}");
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

/// Every golden scene: name, view, options.
fn scenes() -> Vec<(&'static str, BoardView, RenderOptions)> {
    let o = RenderOptions::default;
    let w = Color::White;
    let mut out = Vec::new();

    out.push(("chess", view(RuleSet::Chess, START, w, Viewer::Public), o()));
    out.push((
        "maharaja",
        view(
            RuleSet::Maharaja,
            "rnbqkbnr/pppppppp/8/8/8/8/8/4M3",
            w,
            Viewer::Public,
        ),
        o(),
    ));
    let mut koopa = view(
        RuleSet::Koopa,
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R",
        Color::Black,
        Viewer::Public,
    );
    for (s, l) in [("c4", 1), ("f3", 2), ("c6", 3), ("e5", 4)] {
        mark(&mut koopa, s, Mark::Stunned(l));
    }
    out.push(("koopa-stunned-1-4", koopa, o()));

    let mut chakart = view(
        RuleSet::Chakart,
        "rnbqkbnr/pp1ppppp/2e5/4w3/2m5/5d2/PPPPPPPP/RNBIKBNR",
        w,
        Viewer::Player(Color::White),
    );
    mark(&mut chakart, "g8", Mark::Immobilized);
    out.push(("chakart-objects-ghost-immobilized", chakart, o()));

    let mut path = view(
        RuleSet::Chakart,
        "rnbqkbnr/pppp1ppp/8/8/4R3/8/PPPPPPPP/1NBQKBNR",
        Color::Black,
        Viewer::Public,
    );
    path.path = vec![sq("a1"), sq("a4"), sq("c4"), sq("e4")];
    path.last_move = vec![sq("a1"), sq("e4")];
    out.push(("chakart-path", path, o()));

    let mut pool = view(
        RuleSet::Chakart2020,
        "r1bqkb1r/ppp2ppp/8/3p4/8/8/PPP2PPP/R1BQKB1R",
        w,
        Viewer::Public,
    );
    pool.pool = Some(ByColor::new([2, 0, 1, 0, 0, 0], [1, 0, 1, 1, 0, 0]));
    let mut pool_opts = o();
    pool_opts.players.white.clock = Some("4:32".into());
    pool_opts.players.black.clock = Some("2:05".into());
    out.push(("chakart-2020-pool", pool, pool_opts));

    let mut check = view(
        RuleSet::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR",
        w,
        Viewer::Public,
    );
    check.check = vec![sq("e1")];
    check.last_move = vec![sq("d8"), sq("h4")];
    out.push(("check-and-last-move", check, o()));

    let mut black = view(
        RuleSet::Chess,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
        Color::Black,
        Viewer::Player(Color::Black),
    );
    black.last_move = vec![sq("e2"), sq("e4")];
    out.push((
        "black-orientation",
        black,
        RenderOptions {
            orientation: Color::Black,
            ..o()
        },
    ));
    for t in [Theme::Blue, Theme::Green] {
        let mut v = view(
            RuleSet::Chess,
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
            w,
            Viewer::Public,
        );
        v.last_move = vec![sq("b8"), sq("c6")];
        let name = if t == Theme::Blue {
            "theme-blue"
        } else {
            "theme-green"
        };
        out.push((name, v, RenderOptions { theme: t, ..o() }));
    }
    // A final board with its result banner; a Koopa bounce drawn as a path.
    let mut mate = view(
        RuleSet::Chess,
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR",
        w,
        Viewer::Public,
    );
    mate.check = vec![sq("e1")];
    mate.last_move = vec![sq("d8"), sq("h4")];
    out.push((
        "result-banner",
        mate.clone(),
        RenderOptions {
            banner: Some("0-1 · black wins by checkmate".into()),
            ..o()
        },
    ));
    // A result too long for one line: two lines, nothing cut.
    out.push((
        "result-banner-two-lines",
        mate,
        RenderOptions {
            banner: Some("1-0 · White wins by taking every enemy king".into()),
            ..o()
        },
    ));
    let mut bounce = view(
        RuleSet::Koopa,
        "rnbqkb1r/ppp2ppp/5N2/3p4/8/8/PPPPPPPP/R1BQKBNR",
        Color::Black,
        Viewer::Public,
    );
    mark(&mut bounce, "d5", Mark::Stunned(2));
    bounce.path = vec![sq("c3"), sq("d5"), sq("f6")];
    bounce.last_move = vec![sq("c3"), sq("f6")];
    out.push(("koopa-bounce-path", bounce, o()));
    let mut hostile = o();
    hostile.players.white.name = format!("\u{202e}{}\u{1F600}", "Ŵ̸̢̛͓a̵l̶".repeat(30));
    hostile.players.black.name = "A\u{0}\u{7}B\r\nC\u{200f}D".repeat(20);
    hostile.players.white.clock = Some("12:34:56".into());
    out.push((
        "hostile-names",
        view(RuleSet::Chess, START, w, Viewer::Public),
        hostile,
    ));
    out
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Decodes a palette PNG to RGB.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>) {
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut r = dec.read_info().expect("PNG header decodes");
    let mut buf = vec![0; r.output_buffer_size().expect("size")];
    let info = r.next_frame(&mut buf).expect("PNG data decodes");
    let ch = info.color_type.samples();
    let px = buf[..info.buffer_size()]
        .chunks_exact(ch)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (info.width, info.height, px)
}

#[test]
fn goldens_match() {
    let bless = std::env::var_os("CHAKBOT_BLESS").is_some();
    let dir = golden_dir();
    let mut sheet = Vec::new();
    let mut failures = Vec::new();
    for (name, v, opts) in scenes() {
        let png = render::render_png(&v, &opts);
        let l = Layout::of(&opts);
        let (w, h, px) = decode(&png);
        assert_eq!(
            (w as usize, h as usize),
            (l.width, l.height),
            "{name}: size"
        );
        assert!((640..=720).contains(&w), "{name}: width {w}");
        assert!(png.len() <= MAX_BYTES, "{name}: {} bytes", png.len());
        let path = dir.join(format!("{name}.png"));
        if bless {
            std::fs::create_dir_all(&dir).expect("golden dir");
            std::fs::write(&path, &png).expect("write golden");
        } else {
            let golden = std::fs::read(&path)
                .unwrap_or_else(|_| panic!("missing golden {path:?}: run with CHAKBOT_BLESS=1"));
            let (gw, gh, gpx) = decode(&golden);
            assert_eq!((gw, gh), (w, h), "{name}: golden size");
            let off = px
                .iter()
                .zip(&gpx)
                .filter(|(a, b)| (0..3).any(|c| a[c].abs_diff(b[c]) > 12))
                .count();
            // Tolerance: 0.2% of pixels may differ by more than 12 levels per channel.
            if off * 500 > px.len() {
                failures.push(format!("{name}: {off} pixels differ"));
            }
        }
        sheet.push((name.to_string(), png));
    }
    if bless {
        let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/images");
        std::fs::create_dir_all(&docs).expect("docs dir");
        let bytes = render::contact_sheet(&sheet, 4, 300);
        std::fs::write(docs.join("contact-sheet.png"), bytes).expect("write sheet");
    }
    assert!(failures.is_empty(), "{failures:?}");
}

#[test]
fn goldens_show_what_they_claim() {
    // Independent checks on pixels: a stunned piece differs from the same unmarked piece,
    // each stun level looks different, the ghost is lighter than an opaque queen.
    let base = view(
        RuleSet::Koopa,
        "4k3/8/8/8/8/8/8/R3K3",
        Color::White,
        Viewer::Public,
    );
    let opts = RenderOptions::default();
    let plain = render::render_indexed(&base, &opts).pixels;
    let mut seen = vec![plain.clone()];
    for m in [
        Mark::Stunned(1),
        Mark::Stunned(2),
        Mark::Stunned(3),
        Mark::Stunned(4),
        Mark::Immobilized,
        Mark::Ghost,
    ] {
        let mut v = base.clone();
        mark(&mut v, "a1", m);
        let px = render::render_indexed(&v, &opts).pixels;
        assert!(!seen.contains(&px), "{m:?} looks like another marker");
        seen.push(px);
    }
}

/// A random board with a hidden white queen on a random empty square.
fn random_board(rng: &mut impl Rng) -> (String, String) {
    let letters = [
        'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', 'm', 'd', 'w', 'e',
    ];
    let mut cells: Vec<Option<char>> = (0..64)
        .map(|_| {
            if rng.random_bool(0.4) {
                Some(letters[rng.random_range(0..letters.len())])
            } else {
                None
            }
        })
        .collect();
    let hidden = rng.random_range(0..64);
    let with = |cells: &Vec<Option<char>>| {
        let mut s = String::new();
        for r in 0..8 {
            let mut empty = 0;
            for f in 0..8 {
                match cells[r * 8 + f] {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(c);
                    }
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if r < 7 {
                s.push('/');
            }
        }
        s
    };
    cells[hidden] = None;
    let without = with(&cells);
    cells[hidden] = Some(if rng.random_bool(0.5) { 'I' } else { 'i' });
    (with(&cells), without)
}

#[test]
fn public_view_never_shows_a_hidden_queen() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
    let opts = RenderOptions::default();
    for _ in 0..500 {
        let (with, without) = random_board(&mut rng);
        let mut a = view(RuleSet::Chakart, &with, Color::White, Viewer::Public);
        let mut b = view(RuleSet::Chakart, &without, Color::White, Viewer::Public);
        for v in [&mut a, &mut b] {
            v.last_move = vec![sq("c3"), sq("c5")];
            v.path = vec![sq("c3"), sq("c4"), sq("c5")];
        }
        assert_eq!(
            render::render_png(&a, &opts),
            render::render_png(&b, &opts),
            "{with}"
        );
        // The owner does see it (the test would prove nothing if the queen never showed).
        let owner = if with.contains('I') {
            Color::White
        } else {
            Color::Black
        };
        let c = view(RuleSet::Chakart, &with, Color::White, Viewer::Player(owner));
        assert_ne!(render::render_png(&c, &opts), render::render_png(&b, &opts));
    }
}

#[test]
fn hostile_text_stays_in_its_place() {
    let v = view(RuleSet::Chess, START, Color::White, Viewer::Public);
    let mut calm = RenderOptions::default();
    calm.players.white.clock = Some("1:00".into());
    calm.players.black.clock = Some("1:00".into());
    let l = Layout::new(calm.width);
    let base = render::render_indexed(&v, &calm).pixels;
    let long = "W".repeat(500);
    let hostile = [
        long.as_str(),
        "\u{202e}\u{202e}RTL override",
        "Z̸̢̛̛͓̠̈́̈́͑a̵̢̛͓̠̭l̶̢̛͓̠g̵o̴",
        "\u{1F600}\u{1F4A3}\u{1F34C}",
        "\u{0}\u{1}\u{1b}[31m\r\n\t",
        "",
    ];
    for name in hostile {
        let mut o = calm.clone();
        o.players.white.name = name.into();
        o.players.black.name = name.into();
        let px = render::render_indexed(&v, &o).pixels;
        // The board between the bars is untouched.
        let (b0, b1) = (l.board_y * l.width, (l.board_y + 8 * l.sq) * l.width);
        assert_eq!(px[b0..b1], base[b0..b1], "{name:?} leaks onto the board");
        // The clock (right quarter of each bar) is untouched by the name.
        for y in (0..l.bar_h).chain(l.board_y + 8 * l.sq..l.height) {
            let row = y * l.width;
            let q = row + l.width * 3 / 4;
            assert_eq!(
                px[q..row + l.width],
                base[q..row + l.width],
                "{name:?} hits the clock"
            );
        }
    }
}

#[test]
fn every_width_and_theme_decodes_with_its_size() {
    let v = view(
        RuleSet::Maharaja,
        "rnbqkbnr/pppppppp/8/8/8/8/8/4M3",
        Color::White,
        Viewer::Public,
    );
    for (width, theme) in [
        (640, Theme::Brown),
        (680, Theme::Blue),
        (720, Theme::Green),
        (200, Theme::Brown),
    ] {
        let o = RenderOptions {
            width,
            theme,
            ..RenderOptions::default()
        };
        let png = render::render_png(&v, &o);
        let l = Layout::new(width);
        let (w, h, _) = decode(&png);
        assert_eq!((w as usize, h as usize), (l.width, l.height));
        assert!(png.len() <= MAX_BYTES, "{width}: {} bytes", png.len());
    }
}

#[test]
fn replay_sends_only_changed_squares() {
    let boards = [
        START,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
    ];
    let views: Vec<BoardView> = boards
        .iter()
        .map(|b| view(RuleSet::Chess, b, Color::White, Viewer::Public))
        .collect();
    let gif_bytes = render::replay_gif(&views, &RenderOptions::default());
    let l = Layout::new(render::DEFAULT_WIDTH);
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts
        .read_info(std::io::Cursor::new(gif_bytes))
        .expect("GIF decodes");
    assert_eq!(
        (d.width() as usize, d.height() as usize),
        (l.width, l.height)
    );
    let mut frames = Vec::new();
    while let Some(f) = d.read_next_frame().expect("frame decodes") {
        frames.push((f.left, f.top, f.width, f.height));
    }
    assert_eq!(frames.len(), 3);
    assert_eq!(frames[0], (0, 0, l.width as u16, l.height as u16));
    // e2-e4 changes two squares of file e: at most one square wide, two ranks plus between.
    let (_, _, w1, h1) = frames[1];
    assert!(w1 as usize <= l.sq && w1 > 0);
    assert!(h1 as usize <= 3 * l.sq);
}

/// The views of a replay GIF, its frames composited in order on indexed pixels (a frame
/// longer than a step ends a view): each view's pixels, its time in centiseconds and the
/// frames (rectangles) it took.
fn replayed_views(gif_bytes: Vec<u8>) -> Vec<(Vec<u8>, u16, usize)> {
    let mut dopts = gif::DecodeOptions::new();
    dopts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = dopts
        .read_info(std::io::Cursor::new(gif_bytes))
        .expect("GIF decodes");
    let (w, h) = (d.width() as usize, d.height() as usize);
    let mut canvas = vec![0u8; w * h];
    let mut shown = Vec::new();
    let (mut rects, mut elapsed) = (0, 0);
    while let Some(f) = d.read_next_frame().expect("frame decodes") {
        let (fx, fy, fw) = (f.left as usize, f.top as usize, f.width as usize);
        for (k, &p) in f.buffer.iter().enumerate() {
            if Some(p) != f.transparent {
                canvas[(fy + k / fw) * w + fx + k % fw] = p;
            }
        }
        rects += 1;
        elapsed += f.delay;
        if f.delay != render::replay::STEP_DELAY_CS {
            shown.push((canvas.clone(), elapsed, rects));
            (rects, elapsed) = (0, 0);
        }
    }
    shown
}

#[test]
fn replay_frames_rebuild_every_view() {
    // Hand-played: 1. e4 e5 2. Bb5 h6 3. Bxd7+, with each move highlighted. The bishop's
    // jumps f1-b5 and b5-d7 change squares far apart, sent as separate rectangles.
    let moves: [(&str, Color, &[&str], &[&str]); 6] = [
        (START, Color::White, &[], &[]),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
            Color::Black,
            &["e2", "e4"],
            &[],
        ),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
            Color::White,
            &["e7", "e5"],
            &[],
        ),
        (
            "rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR",
            Color::Black,
            &["f1", "b5"],
            &[],
        ),
        (
            "rnbqkbnr/pppp1pp1/7p/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR",
            Color::White,
            &["h7", "h6"],
            &[],
        ),
        (
            "rnbqkbnr/pppB1pp1/7p/4p3/4P3/8/PPPP1PPP/RNBQK1NR",
            Color::Black,
            &["b5", "d7"],
            &["e8"],
        ),
    ];
    let views: Vec<BoardView> = moves
        .iter()
        .map(|(board, turn, last, check)| {
            let mut v = view(RuleSet::Chess, board, *turn, Viewer::Public);
            v.last_move = last.iter().map(|s| sq(s)).collect();
            v.check = check.iter().map(|s| sq(s)).collect();
            v
        })
        .collect();
    let opts = RenderOptions::default();
    let shown = replayed_views(render::replay_gif(&views, &opts));
    assert_eq!(shown.len(), views.len());
    let still = RenderOptions {
        show_turn: false,
        ..opts.clone()
    };
    for (i, ((px, _, _), v)) in shown.iter().zip(&views).enumerate() {
        assert!(*px == render::render_indexed(v, &still).pixels, "view {i}");
    }
    // Each view lasts the same time whatever the number of rectangles it took.
    let per_view: Vec<u16> = shown.iter().map(|(_, d, _)| *d).collect();
    let f = render::replay::FRAME_DELAY_CS;
    assert_eq!(per_view, [f, f, f, f, f, render::replay::LAST_DELAY_CS]);
    // e7-e5 after e2-e4 stays one rectangle (file e); f1-b5 after e7-e5 does not.
    let rects_per_view: Vec<usize> = shown.iter().map(|(_, _, r)| *r).collect();
    assert_eq!(rects_per_view[2], 1);
    assert!(rects_per_view[3] > 1, "{rects_per_view:?}");
}

#[test]
fn replay_sends_a_change_all_over_the_board_as_one_rectangle() {
    // Nine knights appear on squares two apart (a1 d1 g1, a4 d4 g4, a7 d7 g7): no two are
    // worth merging, but nine rectangles are too many to step through, so one covers them
    // all and the view keeps its whole delay.
    let views = [
        view(
            RuleSet::Chess,
            "8/8/8/8/8/8/8/8",
            Color::White,
            Viewer::Public,
        ),
        view(
            RuleSet::Chess,
            "8/N2N2N1/8/8/N2N2N1/8/8/N2N2N1",
            Color::White,
            Viewer::Public,
        ),
    ];
    let gif_bytes = render::replay_gif(&views, &RenderOptions::default());
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts
        .read_info(std::io::Cursor::new(gif_bytes))
        .expect("GIF decodes");
    let l = Layout::new(render::DEFAULT_WIDTH);
    let mut frames = Vec::new();
    while let Some(f) = d.read_next_frame().expect("frame decodes") {
        frames.push((
            f.left as usize,
            f.top as usize,
            f.width as usize,
            f.height as usize,
            f.delay,
        ));
    }
    assert_eq!(frames.len(), 2);
    let (left, top, width, height, delay) = frames[1];
    assert_eq!(delay, render::replay::LAST_DELAY_CS);
    // From inside a7 (second row of squares) to inside g1 (last row, seventh column).
    assert!(left < l.sq && left + width > 6 * l.sq && left + width <= 7 * l.sq);
    assert!(top > l.board_y + l.sq && top < l.board_y + 2 * l.sq);
    assert!(top + height > l.board_y + 7 * l.sq && top + height <= l.board_y + 8 * l.sq);
}

#[test]
fn command_line_writes_images() {
    let exe = env!("CARGO_BIN_EXE_chakbot");
    let dir = std::env::temp_dir().join(format!("chakbot-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let png_path = dir.join("board.png");
    let st = std::process::Command::new(exe)
        .args(["render", "chess", "--fen"])
        .arg("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        .args(["--last", "e2e4", "--theme", "blue", "--view", "black", "-o"])
        .arg(&png_path)
        .status()
        .expect("runs");
    assert!(st.success());
    let bytes = std::fs::read(&png_path).expect("image written");
    let (w, _, px) = decode(&bytes);
    assert_eq!(w, render::DEFAULT_WIDTH);
    // Black's view: h1 (a light square, last-move free) is at the top-left of the board.
    let l = Layout::new(w);
    let p = px[(l.board_y + 2) * l.width + l.sq / 2];
    assert_eq!(p, Theme::Blue.colors().light);
    let gif_path = dir.join("game.gif");
    let st = std::process::Command::new(exe)
        .args(["replay", "chess", "--seed", "1", "e4", "e5", "Nf3", "-o"])
        .arg(&gif_path)
        .status()
        .expect("runs");
    assert!(st.success());
    let gif_bytes = std::fs::read(&gif_path).expect("gif written");
    assert!(gif_bytes.starts_with(b"GIF89a"));
    // A Chakart line from the standard start (--random 0), with a stealth move.
    let chakart_gif = dir.join("chakart.gif");
    let st = std::process::Command::new(exe)
        .args(["replay", "chakart", "--random", "0"])
        .args(["e4", "d5", "stealth Qg4", "-o"])
        .arg(&chakart_gif)
        .status()
        .expect("runs");
    assert!(st.success());
    let gif_bytes = std::fs::read(&chakart_gif).expect("gif written");
    assert!(gif_bytes.starts_with(b"GIF89a"));
    let bad = std::process::Command::new(exe)
        .args([
            "render",
            "chess",
            "--fen",
            "8/8/8/8/8/8/8/8",
            "--theme",
            "x",
            "-o",
        ])
        .arg(dir.join("x.png"))
        .status()
        .expect("runs");
    assert_eq!(bad.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_captioned_replay_writes_each_views_caption_in_the_banner_band() {
    let boards = [
        (START, Color::White),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
            Color::Black,
        ),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
            Color::White,
        ),
    ];
    let views: Vec<BoardView> = boards
        .iter()
        .map(|(b, turn)| view(RuleSet::Chess, b, *turn, Viewer::Public))
        .collect();
    let captions: Vec<String> = ["Start position", "1. e4", "1... e5"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let opts = RenderOptions::default();
    let shown = replayed_views(render::replay_gif_captioned(&views, &captions, &opts));
    assert_eq!(shown.len(), views.len());
    // Each view is the board drawn with its caption as the banner.
    for (i, ((px, _, _), v)) in shown.iter().zip(&views).enumerate() {
        let still = RenderOptions {
            show_turn: false,
            banner: Some(captions[i].clone()),
            ..opts.clone()
        };
        assert!(*px == render::render_indexed(v, &still).pixels, "view {i}");
    }
}

/// A bounce path never hides a stun level: a path leaving a stunned piece's square through
/// the corner where its badge is (d4 to e5) leaves that corner as it is without the path,
/// but for the badge's transparent rim.
#[test]
fn a_path_never_covers_a_stun_badge() {
    let board = "rnbqkbnr/pppppppp/8/8/3n4/8/PPPPPPPP/RNBQKBNR";
    let render = |path: Vec<Square>| {
        let mut v = view(RuleSet::Koopa, board, Color::White, Viewer::Public);
        mark(&mut v, "d4", Mark::Stunned(3));
        v.path = path;
        decode(&render::render_png(&v, &RenderOptions::default()))
    };
    let (w, _, with) = render(vec![sq("d4"), sq("e5")]);
    let (_, _, without) = render(Vec::new());
    let l = Layout::new(w);
    let (c, r) = Layout::cell(Color::White, sq("d4"));
    let s = l.sq;
    // The badge's corner: the top right third of the square. The badge's transparent
    // rim shows the path (about 13 % of the corner); under the arrow it was over half.
    let mut differ = 0;
    let mut total = 0;
    for y in l.board_y + r * s..l.board_y + r * s + s / 3 {
        for x in c * s + s - s / 3..(c + 1) * s {
            total += 1;
            differ += usize::from(with[y * w as usize + x] != without[y * w as usize + x]);
        }
    }
    assert!(
        differ * 5 < total,
        "{differ} of {total} corner pixels changed by the path"
    );
}

/// A Koopa piece that falls off the board leaves a cross on the square it fell from
/// (README's example: `fxe5` stuns four pieces and the pawn falls off beyond b8, where a
/// rook stands: a small cross in that square's free corner).
#[test]
fn a_piece_gone_off_the_board_leaves_a_cross() {
    use chakbot::rules::{AnyPosition, Event};
    let mut pos = AnyPosition::from_fen(
        RuleSet::Koopa,
        "nrkqnrbb/ppp2ppp/3p4/4p3/1P3P2/8/P1PPP1PP/BNQRNBKR w 0 dhbf -",
    )
    .expect("a Koopa position");
    let action = chakbot::rules::notation::parse_move(&pos, "fxe5").expect("fxe5 reads");
    let report = pos.play(&action, &mut rand::rng()).expect("fxe5 is legal");
    let fell = report.events.iter().find_map(|e| match e {
        Event::FellOff { from, .. } => Some(*from),
        _ => None,
    });
    let mut v = pos.view(Viewer::Public);
    v.show_turn(&report.events);
    assert_eq!(
        v.gone,
        fell.into_iter().collect::<Vec<_>>(),
        "{:?}",
        report.events
    );
    // The pawn went on the way of its last bounce (c7 to b8): up and left.
    assert_eq!(v.gone_way, Some((-1, 1)));
    let from = v.gone[0];
    let (w, _, with) = decode(&render::render_png(&v, &RenderOptions::default()));
    v.gone.clear();
    let (_, _, without) = decode(&render::render_png(&v, &RenderOptions::default()));
    let l = Layout::new(w);
    let (c, r) = Layout::cell(Color::White, from);
    let s = l.sq;
    let changed = (l.board_y + r * s..l.board_y + (r + 1) * s)
        .flat_map(|y| (c * s..(c + 1) * s).map(move |x| (x, y)))
        .filter(|&(x, y)| with[y * w as usize + x] != without[y * w as usize + x])
        .count();
    assert!(
        changed * 50 > s * s,
        "{changed} of {} pixels of {from} marked",
        s * s
    );
}

/// A Koopa kick takes the kicked piece and the whole line beyond it off the board: each
/// square they left is crossed, and an arrow from the last of them to the edge shows the
/// way they went, seen from either side (RULES: `Rc1xc3` kicks the stunned bishop with the
/// pawn on c5 and the knight on c8, upwards); a knight's kick goes its own jump's way.
#[test]
fn a_kick_shows_every_square_emptied_and_the_way_to_the_edge() {
    use chakbot::rules::AnyPosition;
    let played = |fen: &str, mv: &str| {
        let mut pos = AnyPosition::from_fen(RuleSet::Koopa, fen).expect("a Koopa position");
        let action = chakbot::rules::notation::parse_move(&pos, mv).expect("the move reads");
        let report = pos
            .play(&action, &mut rand::rng())
            .expect("the kick is legal");
        let mut v = pos.view(Viewer::Public);
        v.show_turn(&report.events);
        v
    };
    let v = played("2n4k/8/8/2P5/8/2c5/8/K1R5 w 0 ---- c32", "Rxc3");
    assert_eq!(v.gone, [sq("c3"), sq("c5"), sq("c8")]);
    assert_eq!(v.gone_way, Some((0, 1)));
    let knight = played("7k/4p3/8/8/8/2o5/8/1N2K3 w 0 ---- c31", "Nxc3");
    assert_eq!(knight.gone, [sq("c3"), sq("e7")]);
    assert_eq!(knight.gone_way, Some((1, 2)));
    for orientation in [Color::White, Color::Black] {
        let opts = RenderOptions {
            orientation,
            ..RenderOptions::default()
        };
        let (w, _, with) = decode(&render::render_png(&v, &opts));
        let mut no_way = v.clone();
        no_way.gone_way = None;
        let (_, _, without) = decode(&render::render_png(&no_way, &opts));
        let l = Layout::new(w);
        let s = l.sq;
        let (c, r) = Layout::cell(orientation, sq("c8"));
        // The arrow lies on c8, between its centre and the board's edge (the top seen by
        // White, the bottom seen by Black), and nowhere else.
        let edge_half = match orientation {
            Color::White => l.board_y + r * s..l.board_y + r * s + s / 2,
            Color::Black => l.board_y + r * s + s / 2..l.board_y + (r + 1) * s,
        };
        let (mut toward_edge, mut toward_centre, mut outside) = (0, 0, 0);
        for y in l.board_y..l.board_y + 8 * s {
            for x in 0..8 * s {
                if with[y * w as usize + x] == without[y * w as usize + x] {
                    continue;
                }
                let on_c8 = (c * s..(c + 1) * s).contains(&x)
                    && (l.board_y + r * s..l.board_y + (r + 1) * s).contains(&y);
                match (on_c8, edge_half.contains(&y)) {
                    (true, true) => toward_edge += 1,
                    (true, false) => toward_centre += 1,
                    (false, _) => outside += 1,
                }
            }
        }
        assert!(
            toward_edge * 20 > s * s && toward_edge > 4 * toward_centre,
            "{orientation:?}: {toward_edge} pixels of the arrow toward the edge, {toward_centre} toward the centre"
        );
        assert_eq!(outside, 0, "{orientation:?}: pixels beyond c8");
    }
}
