//! `chakbot verify [--key PUBKEY] <export file>` on the real binary, on the exports the
//! bot hands out in local mode (`export`) of real finished games: a chess game to mate, a
//! resigned chess game, a Chakart game with its random draws. Exit 0 and a verdict when
//! the export checks out, 1 when any byte that matters was changed (each doctoring
//! below is one the unsigned verifier accepted), 2 when it cannot be read.

mod common;

use common::bin::{chakbot, Run};
use std::path::{Path, PathBuf};

fn verify(file: &Path) -> Run {
    chakbot(&["verify", file.to_str().unwrap()], "")
}

fn verify_with_key(key: &str, file: &Path) -> Run {
    chakbot(&["verify", "--key", key, file.to_str().unwrap()], "")
}

/// Runs local mode on the store in `dir/data` with `input`; checks it ended well.
fn local(dir: &Path, input: &str) -> Run {
    let data = dir.join("data");
    let images = dir.join("images");
    let r = chakbot(
        &[
            "local",
            "--data",
            data.to_str().unwrap(),
            "--images",
            images.to_str().unwrap(),
        ],
        input,
    );
    assert_eq!(r.code, 0, "{}", r.err);
    r
}

/// The export the bot handed out in a local run (its last `[file] PATH`), its text, and
/// the public key its answer names.
fn exported(run: &Run) -> (PathBuf, String, String) {
    let path = run
        .out
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix("[file] "))
        .map(PathBuf::from)
        .unwrap_or_else(|| panic!("an exported file in {}", run.out));
    let text = std::fs::read_to_string(&path).unwrap();
    let key = run
        .out
        .split("verify --key ")
        .nth(1)
        .and_then(|k| k.get(..64))
        .unwrap_or_else(|| panic!("the signing key in {}", run.out))
        .to_string();
    (path, text, key)
}

const SCHOLAR: &str = "alice: challenge chess @bob as white
bob: accept
alice: e4
bob: e5
alice: Bc4
bob: Nc6
alice: Qh5
bob: Nf6
alice: Qxf7#
alice: export
";

const RESIGNED: &str = "alice: challenge chess @bob as white
bob: accept
alice: e4
bob: e5
bob: resign
bob: confirm
alice: export
";

/// Writes `text` with one substitution (which must apply) next to `path` as `name`.
fn tampered(path: &Path, text: &str, from: &str, to: &str, name: &str) -> PathBuf {
    assert!(text.contains(from), "{from:?} in {text}");
    let out = path.with_file_name(name);
    std::fs::write(&out, text.replacen(from, to, 1)).unwrap();
    out
}

/// `file` is refused as doctored, and the message names `why`.
fn mismatch(file: &Path, why: &str) {
    let r = verify(file);
    assert_eq!(r.code, 1, "{}: {} {}", file.display(), r.out, r.err);
    assert!(r.err.contains("MISMATCH"), "{}", r.err);
    assert!(
        r.err.contains(why),
        "{}: wanted '{why}' in {}",
        file.display(),
        r.err
    );
    assert_eq!(r.out, "");
}

/// The value of tag `name` in `text`.
fn tag_value<'a>(text: &'a str, name: &str) -> &'a str {
    let head = format!("[{name} \"");
    text.lines()
        .find_map(|l| l.strip_prefix(head.as_str()))
        .and_then(|v| v.strip_suffix("\"]"))
        .unwrap_or_else(|| panic!("a {name} tag in {text}"))
}

#[test]
fn a_mated_game_verifies_and_every_doctoring_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let run = local(dir.path(), SCHOLAR);
    let (file, text, key) = exported(&run);
    // The export the bot hands out is standard PGN a chess program imports.
    common::pgn::import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(
        tag_value(&text, "Signer"),
        key,
        "the export names its signer"
    );
    let ok = verify(&file);
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    assert!(ok.out.starts_with("OK: "), "{}", ok.out);
    assert!(ok.out.contains("chess, 7 turns"), "{}", ok.out);
    assert!(ok.out.contains("1-0"), "{}", ok.out);
    assert!(ok.out.contains(&key), "{}", ok.out);
    assert_eq!(ok.err, "");
    let ok = verify_with_key(&key, &file);
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    // Line endings changed on the way (CRLF) are not a change of the record.
    let crlf = file.with_file_name("crlf.pgn");
    std::fs::write(&crlf, text.replace('\n', "\r\n")).unwrap();
    assert_eq!(verify(&crlf).code, 0, "{}", verify(&crlf).err);

    let secret = tag_value(&text, "Secret").to_string();
    let other_secret: String = secret
        .chars()
        .map(|c| if c == '0' { '1' } else { '0' })
        .collect();
    let seed_line = format!("[Seed \"{}\"]\n", tag_value(&text, "Seed"));
    let t = |from: &str, to: &str, name: &str| tampered(&file, &text, from, to, name);
    for (bad, why) in [
        (
            t("[Result \"1-0\"]", "[Result \"0-1\"]", "result.pgn"),
            "Result tag",
        ),
        // A legal move changed: the mate no longer follows.
        (t("Bc4", "Bb5", "move.pgn"), "chakbot writes it 'Qxf7+'"),
        (t("Bc4", "Bd4", "illegal.pgn"), "turn 3 (Bd4) is refused"),
        (t(&secret, &other_secret, "secret.pgn"), "commitment"),
        // The last move deleted, the result kept.
        (t("4. Qxf7#\n", "", "last-move.pgn"), "the moves do not end"),
        // The result token contradicts the Result tag.
        (
            t("\n1-0\n", "\n0-1\n", "token.pgn"),
            "contradicts the Result tag",
        ),
        // A second Result tag.
        (
            t(
                "[Result \"1-0\"]\n",
                "[Result \"1-0\"]\n[Result \"0-1\"]\n",
                "two.pgn",
            ),
            "a second Result tag",
        ),
        // A changed Termination.
        (
            t(
                "white wins by checkmate",
                "white wins by resignation",
                "termination.pgn",
            ),
            "resignation",
        ),
        // A changed player name.
        (
            t("[Black \"bob\"]", "[Black \"mallory\"]", "name.pgn"),
            "signature does not match",
        ),
        // The Seed tag removed.
        (t(&seed_line, "", "seed.pgn"), "no Seed tag"),
        // Something added after the result.
        (
            t("\n1-0\n", "\n1-0\n5. a2a3\n", "after.pgn"),
            "after the result token",
        ),
        // The signature removed, or another one.
        (
            t(
                &format!("[Signature \"{}\"]\n", tag_value(&text, "Signature")),
                "",
                "unsigned.pgn",
            ),
            "not signed",
        ),
        (
            t(
                tag_value(&text, "Signature"),
                &"ab".repeat(64),
                "forged.pgn",
            ),
            "signature does not match",
        ),
    ] {
        mismatch(&bad, why);
    }
}

#[test]
fn a_resigned_game_verifies_and_its_result_cannot_be_turned_round() {
    let dir = tempfile::tempdir().unwrap();
    let run = local(dir.path(), RESIGNED);
    let (file, text, key) = exported(&run);
    common::pgn::import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let ok = verify_with_key(&key, &file);
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    assert!(ok.out.contains("white wins by resignation"), "{}", ok.out);
    let t = |from: &str, to: &str, name: &str| tampered(&file, &text, from, to, name);
    // The result alone changed: the Termination still says white won.
    mismatch(
        &t("[Result \"1-0\"]", "[Result \"0-1\"]", "result.pgn"),
        "Result tag",
    );
    // Result, token and Termination changed together: only the signature sees it.
    let turned = text
        .replace("[Result \"1-0\"]", "[Result \"0-1\"]")
        .replace("\n1-0\n", "\n0-1\n")
        .replace(
            "1-0 (white wins by resignation)",
            "0-1 (black wins by resignation)",
        );
    let turned_file = file.with_file_name("turned.pgn");
    std::fs::write(&turned_file, turned).unwrap();
    mismatch(&turned_file, "signature does not match");
    // Another ending beside the board.
    mismatch(
        &t(
            "white wins by resignation",
            "white wins by time",
            "termination.pgn",
        ),
        "signature does not match",
    );
    // A different legal game under the same secret (chess draws nothing: it replays).
    let other = text.replace("1. e4 e5\n", "1. d4 d5\n");
    assert_ne!(other, text);
    let other_file = file.with_file_name("other-game.pgn");
    std::fs::write(&other_file, other).unwrap();
    mismatch(&other_file, "signature does not match");
    // Another bot's key: the record is genuine but not by the key asked for.
    let not_ours = "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c";
    assert_ne!(not_ours, key);
    let r = verify_with_key(not_ours, &file);
    assert_eq!(r.code, 1, "{} {}", r.out, r.err);
    assert!(r.err.contains("not by the key"), "{}", r.err);
    // A key that is not one is a usage error.
    let r = verify_with_key("xyz", &file);
    assert_eq!(r.code, 2, "{} {}", r.out, r.err);
    assert!(r.err.contains("--key"), "{}", r.err);
}

#[test]
fn a_chakart_game_verifies_with_its_draws_and_a_changed_draw_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let images = dir.path().join("images");
    let demo = chakbot(
        &[
            "local",
            "--demo",
            "--data",
            data.to_str().unwrap(),
            "--images",
            images.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(demo.code, 0, "{}", demo.err);
    // The demo may stop before the end: then bob resigns. Either way it is over.
    let ended = demo.out.contains("stays unfinished");
    let input = if ended {
        "bob: resign\nbob: confirm\nalice: export\n"
    } else {
        "alice: export\n"
    };
    let run = local(dir.path(), input);
    let (file, text, key) = exported(&run);
    assert!(text.contains("[Variant \"chakart"), "{text}");
    let ok = verify_with_key(&key, &file);
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    assert!(ok.out.contains("chakart"), "{}", ok.out);
    // Change one recorded draw (the first one: `purpose=picked/choices`).
    let draw = text
        .split("{draws: ")
        .nth(1)
        .and_then(|d| d.split([' ', '}']).next())
        .expect("the demo draws at random");
    let (head, choices) = draw.rsplit_once('/').expect("picked/choices");
    let (purpose, picked) = head.rsplit_once('=').expect("purpose=picked");
    let picked: u32 = picked.parse().expect("a number");
    let choices_n: u32 = choices.parse().expect("a number");
    let other = format!("{purpose}={}/{choices}", (picked + 1) % choices_n);
    mismatch(&tampered(&file, &text, draw, &other, "draw.pgn"), "draws");
    // The White player's name changed.
    mismatch(
        &tampered(
            &file,
            &text,
            "[White \"alice\"]",
            "[White \"carol\"]",
            "name.pgn",
        ),
        "signature does not match",
    );
}

#[test]
fn unreadable_files_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.pgn");
    let r = verify(&missing);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("cannot read"), "{}", r.err);
    let garbage = dir.path().join("garbage.pgn");
    for content in ["", "hello\n", "[Variant \"chess\"]\n1. e2e4\n"] {
        std::fs::write(&garbage, content).unwrap();
        let r = verify(&garbage);
        assert_eq!(r.code, 2, "{content:?}: {}", r.err);
        assert!(r.err.starts_with("chakbot: cannot verify"), "{}", r.err);
    }
    // An unfinished game's export has no secret yet.
    let run = local(
        dir.path(),
        "alice: challenge chess @bob as white\nbob: accept\nalice: e4\nalice: export\n",
    );
    let path = run
        .out
        .lines()
        .find_map(|l| l.trim().strip_prefix("[file] "))
        .map(PathBuf::from)
        .expect("an export");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        !text.contains("[Signature"),
        "a running game is not signed: {text}"
    );
    let r = verify(&path);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.contains("not over"), "{}", r.err);
}

/// An export saved by an editor that adds a UTF-8 byte-order mark, or Windows line
/// ends, or both, is the same record: it verifies; a doctored one still does not.
#[test]
fn an_export_saved_with_a_byte_order_mark_or_crlf_still_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let run = local(dir.path(), SCHOLAR);
    let (file, text, key) = exported(&run);
    let crlf = text.replace('\n', "\r\n");
    for (name, saved) in [
        ("bom.pgn", format!("\u{feff}{text}")),
        ("crlf.pgn", crlf.clone()),
        ("bom-crlf.pgn", format!("\u{feff}{crlf}")),
    ] {
        let path = file.with_file_name(name);
        std::fs::write(&path, &saved).unwrap();
        let ok = verify_with_key(&key, &path);
        assert_eq!(ok.code, 0, "{name}: {} {}", ok.out, ok.err);
        assert!(ok.out.starts_with("OK: "), "{name}: {}", ok.out);
    }
    let doctored = tampered(
        &file,
        &format!("\u{feff}{text}"),
        "Qxf7#",
        "Qxf7 ",
        "bom-doctored.pgn",
    );
    let r = verify(&doctored);
    assert_eq!(r.code, 1, "{} {}", r.out, r.err);
}
