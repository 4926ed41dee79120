//! Games from a position in local mode (issue 39), on the real binary: the README's typed
//! forms, in English and in French; the challenge's board written as a PNG of the
//! position; a refusal that names the square; the game played to mate, unrated; its
//! export verified by `chakbot verify` from that position, and refused once doctored.

mod common;

use common::bin::{chakbot, local_in, Run};
use std::path::{Path, PathBuf};

/// `chakbot local` on the store in `dir`, with `input`; it must succeed.
fn local(dir: &Path, input: &str) -> Run {
    local_in(dir, &["--moderator", "mo"], input)
}

/// The paths a run printed after `[tag] ` (`image`, `file`), in order.
fn printed(run: &Run, tag: &str) -> Vec<PathBuf> {
    let head = format!("[{tag}] ");
    run.out
        .lines()
        .filter_map(|l| l.strip_prefix(head.as_str()))
        .map(PathBuf::from)
        .collect()
}

/// The lines of a run's output from the first one containing `from` to the first
/// `[image]` line after it (a reply's text lines, then its board).
fn reply_of<'a>(run: &'a Run, from: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    for l in run.out.lines().skip_while(|l| !l.contains(from)) {
        out.push(l);
        if l.starts_with("[image]") {
            break;
        }
    }
    out
}

/// Decodes a PNG: its width, height, bytes per pixel and pixels.
fn decode(path: &Path) -> (u32, u32, usize, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(path).expect("the image exists"),
    ));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    buf.truncate(info.buffer_size());
    (info.width, info.height, info.color_type.samples(), buf)
}

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

#[test]
fn a_game_from_a_position_in_english_is_shown_played_unrated_and_verified() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!(
        "alice: challenge chess @bob fen=4k3/8/8/8/8/8/8/4KP2 w - - 0 1\n\
         alice: challenge chess @bob as white 10+5 fen=`{MATE_IN_ONE}`\n\
         bob: accept\n\
         alice: Ra8#\n\
         alice: export\n"
    );
    let run = local(dir.path(), &input);
    assert!(
        run.out
            .contains("[dm alice] That position cannot start a game of Chess: a pawn stands on f1"),
        "{}",
        run.out
    );
    let post = reply_of(&run, "Challenge #");
    let fen_line = format!("[channel] From a custom position (unrated): `{MATE_IN_ONE}`");
    assert!(post.contains(&fen_line.as_str()), "{}", run.out);
    let image = post
        .iter()
        .find_map(|l| l.strip_prefix("[image] "))
        .unwrap_or_else(|| panic!("the challenge's board: {}", run.out));
    let (w, h, bpp, pixels) = decode(Path::new(image));
    assert!(w >= 320 && h >= 320, "{w}x{h}");
    assert_eq!(pixels.len(), w as usize * h as usize * bpp);
    assert!(
        run.out
            .contains("starts from a custom position: it is unrated"),
        "{}",
        run.out
    );
    assert!(
        run.out
            .contains("started from a custom position: it is unrated (no rating change)"),
        "{}",
        run.out
    );
    let file = printed(&run, "file")
        .pop()
        .unwrap_or_else(|| panic!("an export: {}", run.out));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    assert!(text.contains(&format!("[FEN \"{MATE_IN_ONE}\"]")), "{text}");
    let ok = chakbot(&["verify", file.to_str().unwrap()], "");
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    assert!(ok.out.starts_with("OK: "), "{}", ok.out);
    // Another position: the recorded mate is no longer one, and the record no longer the
    // one signed.
    let doctored = file.with_file_name("doctored.pgn");
    std::fs::write(
        &doctored,
        text.replace(MATE_IN_ONE, "6k1/5ppp/8/8/8/8/8/1R4K1 w - - 0 1"),
    )
    .unwrap();
    let bad = chakbot(&["verify", doctored.to_str().unwrap()], "");
    assert_eq!(bad.code, 1, "{} {}", bad.out, bad.err);
    assert!(bad.err.contains("MISMATCH"), "{}", bad.err);
}

#[test]
fn a_game_from_a_position_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!(
        "mo: configurer langue fr\n\
         alice: réglages langue fr\n\
         alice: défi échecs @bob fen=4k3/8/8/8/8/8/8/4R1K1 w - - 0 1\n\
         alice: défi échecs fen=\"{MATE_IN_ONE}\" @bob comme blancs\n\
         bob: accepter\n\
         alice: Ta8#\n"
    );
    let run = local(dir.path(), &input);
    let plain = run
        .out
        .replace(['\u{202f}', '\u{a0}'], " ")
        .replace('’', "'");
    assert!(
        plain.contains("[dm alice] Impossible de commencer une partie depuis cette position aux échecs : les noirs sont en échec alors que c'est aux blancs de jouer"),
        "{}",
        run.out
    );
    assert!(
        plain.contains("Depuis une position choisie (partie non classée)"),
        "{}",
        run.out
    );
    assert!(
        plain.contains("a commencé depuis une position choisie : elle n'est pas classée"),
        "{}",
        run.out
    );
    assert!(!printed(&run, "image").is_empty());
}
