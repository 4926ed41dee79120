//! `replay` through a real host: the GIF of a game, one view per turn with its move written
//! above the board in the reader's letters; a running Chakart game's replay never shows
//! the hidden queen (the same GIF wherever she went), and shows everything once over.

#[allow(dead_code)]
mod common;

use chakbot::host::Reply;
use common::host::{hidden_queen_game, only_private as answer, private, public, Driver};

/// A decoded replay: its width and each view's pixels (palette indices), composed from
/// the GIF's frames (a view ends with the first frame longer than a step).
struct Decoded {
    width: usize,
    views: Vec<Vec<u8>>,
}

impl Decoded {
    /// Rows `from..to` of view `i`.
    fn rows(&self, i: usize, from: usize, to: usize) -> &[u8] {
        &self.views[i][from * self.width..to * self.width]
    }

    /// The height of the caption band (one square: an eighth of the width).
    fn band(&self) -> usize {
        self.width / 8
    }
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut d = opts
        .read_info(std::io::Cursor::new(bytes))
        .expect("the replay is a GIF");
    let (w, h) = (d.width() as usize, d.height() as usize);
    let mut canvas = vec![0u8; w * h];
    let mut views = Vec::new();
    while let Some(f) = d.read_next_frame().expect("frame decodes") {
        let (fx, fy, fw) = (f.left as usize, f.top as usize, f.width as usize);
        for (k, &p) in f.buffer.iter().enumerate() {
            if Some(p) != f.transparent {
                canvas[(fy + k / fw) * w + fx + k % fw] = p;
            }
        }
        if f.delay != chakbot::render::replay::STEP_DELAY_CS {
            views.push(canvas.clone());
        }
    }
    Decoded { width: w, views }
}

/// The GIF attached to a private answer to `who`.
fn gif_of(replies: &[Reply], who: &str) -> Vec<u8> {
    answer(replies, who);
    let f = replies[0].file.as_ref().expect("an attached file");
    assert!(f.name.ends_with(".gif"), "{}", f.name);
    assert!(f.content.starts_with(b"GIF89a"), "not a GIF");
    f.content.clone()
}

#[test]
fn a_replay_has_one_view_per_turn_each_with_its_move_written() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5", "Nf3"]);
    let r = d.say("carol", "!replay");
    // A chess game has no secret moves: its replay does not speak of them.
    assert_eq!(answer(&r, "carol"), format!("Game #{id} so far."));
    let en = decode(&gif_of(&r, "carol"));
    assert_eq!(en.views.len(), d.game(id).turns().len() + 1);
    assert_eq!(en.views.len(), 4);
    let band = en.band();
    for i in 1..en.views.len() {
        // The caption changed from one view to the next (`1. e4`, `1... e5`, `2. Nf3`)…
        assert_ne!(en.rows(i - 1, 0, band), en.rows(i, 0, band), "view {i}");
        // …and is written: more than a plain band and its edge.
        let mut inks: Vec<u8> = en.rows(i, 0, band).to_vec();
        inks.sort_unstable();
        inks.dedup();
        assert!(inks.len() > 2, "view {i}: no text in the band");
    }
    // In French the knight is a `C`: the last caption differs, the board does not.
    private(&d.dm("carol", "settings language fr"), "carol");
    let fr = decode(&gif_of(&d.say("carol", "!replay"), "carol"));
    assert_eq!(fr.views.len(), 4);
    let h = en.views[3].len() / en.width;
    assert_ne!(en.rows(3, 0, band), fr.rows(3, 0, band));
    assert_eq!(en.rows(3, band, h), fr.rows(3, band, h));
    // A game id that does not exist, or words that are no game id: refused, in the
    // reader's language (carol now reads French), and nothing attached.
    let r = d.say("carol", "!replay #99");
    let text = answer(&r, "carol");
    assert!(r[0].file.is_none());
    assert!(text.contains("pas de partie n°99"), "{text}");
    let r = d.say("carol", "!replay everything");
    let text = answer(&r, "carol");
    assert!(r[0].file.is_none());
    assert!(
        text.contains("`everything` n’est pas un numéro de partie"),
        "{text}"
    );
}

/// A Chakart game in which alice's queen goes, unseen, to `hidden`: the replay carol (a
/// spectator) and alice (the owner) get while it runs, and carol's once alice resigned.
fn stealth_replays(hidden: &str) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let (d, id) = hidden_queen_game(dir.path(), hidden);
    assert!(d.game(id).turns().last().unwrap().hidden);
    let r = d.say("carol", "!replay");
    assert!(answer(&r, "carol").contains("hidden moves stay hidden"));
    let carol = gif_of(&r, "carol");
    let alice = gif_of(&d.dm("alice", "replay"), "alice");
    assert_eq!(decode(&carol).views.len(), d.game(id).turns().len() + 1);
    private(&d.say("alice", "!resign"), "alice");
    public(&d.say("alice", "!confirm"));
    let over = gif_of(&d.say("carol", "!replay"), "carol");
    (carol, alice, over)
}

#[test]
fn a_running_games_replay_never_shows_the_hidden_queen() {
    let (carol_g4, alice_g4, over_g4) = stealth_replays("g4");
    let (carol_f3, alice_f3, over_f3) = stealth_replays("f3");
    // Wherever the queen went, the public replay is the same image, even for her owner.
    assert!(carol_g4 == carol_f3, "the replay tells g4 from f3");
    assert!(alice_g4 == carol_g4 && alice_f3 == carol_f3);
    // Once the game is over, the replay shows where she went.
    assert!(over_g4 != over_f3);
    assert!(over_g4 != carol_g4);
}

/// The last view of a replay in RGBA (frames composed over each other).
fn last_view_rgba(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut d = opts
        .read_info(std::io::Cursor::new(bytes))
        .expect("the replay is a GIF");
    let (w, h) = (d.width() as usize, d.height() as usize);
    let mut canvas = vec![0u8; w * h * 4];
    while let Some(f) = d.read_next_frame().expect("frame decodes") {
        let (fx, fy, fw) = (f.left as usize, f.top as usize, f.width as usize);
        for (k, px) in f.buffer.chunks(4).enumerate() {
            if px[3] != 0 {
                let at = ((fy + k / fw) * w + fx + k % fw) * 4;
                canvas[at..at + 4].copy_from_slice(px);
            }
        }
    }
    (w as u32, h as u32, canvas)
}

/// A finished game's replay ends on the final board with the result banner, drawn as on
/// the final board image the channel got (the same strip, pixel for pixel), after the
/// frame of the last move with its caption. Set `REPLAY_LAST_PNG` to a path to get the
/// last frame as a PNG.
#[test]
fn a_finished_games_replay_ends_with_the_result_banner() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["f3", "e5", "g4"]);
    let r = d.say("bob", "Qh4#");
    let final_board = r
        .iter()
        .find_map(|r| r.board().filter(|b| b.options.banner.is_some()))
        .unwrap_or_else(|| panic!("no final board with its banner: {:?}", r.len()));
    assert!(d.game(id).is_over());
    let bytes = gif_of(&d.say("carol", &format!("!replay #{id}")), "carol");
    let views = decode(&bytes);
    // The start, four moves, then the result.
    assert_eq!(views.views.len(), d.game(id).turns().len() + 2);
    let band = views.band();
    let n = views.views.len();
    let h = views.views[n - 1].len() / views.width;
    // The last two views: the same board, different words above it.
    assert_eq!(views.rows(n - 1, band, h), views.rows(n - 2, band, h));
    assert_ne!(views.rows(n - 1, 0, band), views.rows(n - 2, 0, band));
    // The last one's strip is the final board image's banner.
    let png = chakbot::render::render_png(&final_board.view, &final_board.options);
    let png = image::load_from_memory(&png).expect("a PNG").to_rgba8();
    let (w, gh, rgba) = last_view_rgba(&bytes);
    assert_eq!(png.width(), w);
    let strip = (band * w as usize * 4) as usize;
    assert_eq!(&rgba[..strip], &png.as_raw()[..strip], "the banner strip");
    // The banner is written (more than the band and its edge) and says who won.
    let mut inks: Vec<&[u8]> = rgba[..strip].chunks(4).collect();
    inks.sort_unstable();
    inks.dedup();
    assert!(inks.len() > 2, "no text in the banner");
    assert!(final_board
        .options
        .banner
        .as_deref()
        .is_some_and(|b| b.starts_with("0-1")));
    if let Some(path) = std::env::var_os("REPLAY_LAST_PNG") {
        image::RgbaImage::from_raw(w, gh, rgba)
            .expect("an image")
            .save(path)
            .expect("written");
    }
}
