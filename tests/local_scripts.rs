//! Golden transcripts of local sessions on French and German servers: every refusal
//! reason a player can meet and every Chakart choice, read by users whose own language
//! differs from the server's. Each script `tests/data/local/NAME.txt` (input lines of
//! local mode, `#` comments) is played by local mode's own [`Session`] on a real sled
//! store with a fixed server secret (`LocalConfig::secret`, the `--secret` flag), so
//! Chakart's draws are the same at every run; its whole output, one `> line` and its
//! printed replies after it, must equal `tests/data/local/NAME.out` byte for byte (board
//! images are decoded as PNGs and written `[image]`, moments `<time>`).
//!
//! After an intended change of wording, regenerate the transcripts and read the diff:
//!
//! ```text
//! CHAKBOT_BLESS=1 cargo test --test local_scripts
//! git diff tests/data/local/*.out
//! ```
//!
//! `every_refusal_reason_is_met` and `every_choice_is_met` are what make "every" provable:
//! each builds, for every refusal reason and every kind of choice (an exhaustive `match`:
//! a new one fails to compile until it is listed), the sentence the host writes for it in
//! French and German, and finds it in the transcripts.

mod common;

use chakbot::host::words::i18n::{keys, tr, Lang};
use chakbot::host::words::narrate;
use chakbot::host::words::refusal::reason;
use chakbot::local::{parse_line, Line, LocalConfig, Session};
use chakbot::rules::{
    CastleSide, CastleWhy, ChoiceKind, Color, Event, MoveError, Pending, PowerWhy, Refusal, Role,
    RuleSet, Square, Why,
};
use std::path::{Path, PathBuf};

/// The fixed server secret of every script (any value works; this one is public).
const SECRET: [u8; 32] = [7; 32];

/// The scripts, by name (`tests/data/local/NAME.txt` and `.out`).
const SCRIPTS: &[&str] = &["refusals_fr", "refusals_de", "choices_fr", "choices_de"];

fn data(name: &str, ext: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/local")
        .join(format!("{name}.{ext}"))
}

/// Moments (`YYYY-MM-DD HH:MM UTC`, French `DD/MM/YYYY à HH:MM UTC`, German
/// `DD.MM.YYYY, HH:MM UTC`) written `<time>`: the wall clock is not part of the golden.
fn without_times(line: &str) -> String {
    const PATTERNS: [&str; 3] = [
        "dddd-dd-dd dd:dd UTC",
        "dd/dd/dddd à dd:dd UTC",
        "dd.dd.dddd, dd:dd UTC",
    ];
    let fits = |s: &[u8], pattern: &str| {
        s.len() >= pattern.len()
            && pattern.bytes().zip(s).all(|(p, c)| match p {
                b'd' => c.is_ascii_digit(),
                _ => p == *c,
            })
    };
    let bytes = line.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        if let Some(p) = PATTERNS.iter().find(|p| fits(&bytes[i..], p)) {
            out.push_str("<time>");
            i += p.len();
        } else {
            let c = line[i..].chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

fn assert_png(path: &Path) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let image = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{} is not a PNG: {e}", path.display()));
    assert!(image.width() >= 100 && image.height() >= 100);
}

/// Plays `script` on a fresh store; the transcript.
fn transcript(script: &str) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let config = LocalConfig {
        data: dir.path().join("data"),
        store: None,
        images: dir.path().join("images"),
        moderators: vec!["mod".into()],
        secret: Some(SECRET),
    };
    let mut session = Session::open(&config, Vec::<u8>::new()).expect("session opens");
    let mut out = String::new();
    for (number, raw) in script.lines().enumerate() {
        match parse_line(raw).unwrap_or_else(|e| panic!("line {}: {e}", number + 1)) {
            Line::Nothing => {}
            Line::Event(said) => {
                session.say(&said).expect("the session goes on");
                let printed = String::from_utf8(std::mem::take(session.out())).expect("UTF-8");
                out.push_str(&format!("> {}\n", raw.trim()));
                for line in printed.lines() {
                    if let Some(path) = line.strip_prefix("[image] ") {
                        assert_png(Path::new(path));
                        out.push_str("[image]\n");
                    } else if let Some(path) = line.strip_prefix("[file] ") {
                        assert!(Path::new(path).is_file(), "{path}");
                        out.push_str("[file]\n");
                    } else {
                        out.push_str(&without_times(line));
                        out.push('\n');
                    }
                }
            }
        }
    }
    out
}

/// The golden transcript of `name` (written anew with `CHAKBOT_BLESS=1`).
fn golden(name: &str) -> String {
    std::fs::read_to_string(data(name, "out"))
        .unwrap_or_else(|e| panic!("{name}.out: {e} (CHAKBOT_BLESS=1 writes it)"))
}

#[test]
fn the_scripts_print_their_golden_transcripts() {
    let bless = std::env::var_os("CHAKBOT_BLESS").is_some();
    let mut differ = Vec::new();
    for name in SCRIPTS {
        let script = std::fs::read_to_string(data(name, "txt")).expect("script");
        let got = transcript(&script);
        // The same lines give the same session: the golden can be trusted.
        assert_eq!(got, transcript(&script), "{name} is not reproducible");
        if bless {
            std::fs::write(data(name, "out"), &got).expect("write the golden");
            continue;
        }
        let want = golden(name);
        if got != want {
            let line = got
                .lines()
                .zip(want.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(got.lines().count().min(want.lines().count()));
            differ.push(format!(
                "{name}.out differs from line {}:\n  got:  {}\n  want: {}",
                line + 1,
                got.lines().nth(line).unwrap_or("(end)"),
                want.lines().nth(line).unwrap_or("(end)")
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "{}\n(CHAKBOT_BLESS=1 cargo test --test local_scripts rewrites them)",
        differ.join("\n")
    );
}

/// The binary's `--secret`: the same input on two fresh stores prints the same session,
/// Chakart eggs included (the first lines of `choices_fr.txt`, up to its first Toadette);
/// a secret that is not 64 hexadecimal digits is a usage error.
#[test]
fn the_secret_flag_makes_a_session_reproducible() {
    let script = std::fs::read_to_string(data("choices_fr", "txt")).expect("script");
    let end = script
        .find("alice: Cf3\nalice (dm): drop a1")
        .expect("the first Toadette");
    let input = &script[..end];
    let hex = "07".repeat(32);
    let run = || {
        let dir = tempfile::tempdir().expect("temp dir");
        let (data, images) = (dir.path().join("data"), dir.path().join("images"));
        let args = [
            "local",
            "--data",
            data.to_str().expect("path"),
            "--images",
            images.to_str().expect("path"),
            "--moderator",
            "mod",
            "--secret",
            &hex,
        ];
        let r = common::bin::chakbot(&args, input);
        assert_eq!(r.code, 0, "{}", r.err);
        r.out
            .lines()
            .filter(|l| !l.starts_with("[image] "))
            .map(|l| without_times(l) + "\n")
            .collect::<String>()
    };
    let first = run();
    assert!(
        first.contains("Œuf") && first.contains("Toadette"),
        "{first}"
    );
    assert_eq!(first, run());
    let bad = common::bin::chakbot(&["local", "--secret", "07"], "");
    assert_eq!(bad.code, 2);
    assert!(bad.err.contains("--secret"), "{}", bad.err);
}

/// Plays the script in `CHAKBOT_SCRIPT` and prints its transcript (to write scripts).
#[test]
#[ignore]
fn explore() {
    let path = std::env::var("CHAKBOT_SCRIPT").expect("CHAKBOT_SCRIPT=path");
    let script = std::fs::read_to_string(path).expect("script");
    print!("{}", transcript(&script));
}

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

/// A refusal of the rules core, as the scripts provoke it.
fn refused(role: Option<Role>, from: Option<&str>, to: Option<&str>, why: Why) -> MoveError {
    MoveError::Refused(Refusal {
        role,
        from: from.map(sq),
        to: to.map(sq),
        why,
        options: Vec::new(),
    })
}

/// Which reason (and which of its wordings) a refusal is: one number each. A new reason
/// does not compile here until it gets its number, and `REASONS` grows with it, so
/// `every_refusal_reason_is_met` fails until a script meets it (or `UNREACHED` says why
/// no player can).
fn reason_number(w: &Why) -> usize {
    match w {
        Why::NothingThere => 0,
        Why::NotYours => 1,
        Why::NoSuchPiece { file, rank } => match (file, rank) {
            (None, None) => 2,
            (Some(_), None) => 3,
            (None, Some(_)) => 4,
            (Some(_), Some(_)) => 5,
        },
        Why::CannotGo => 6,
        Why::Blocked(_) => 7,
        Why::InCheck { .. } => 8,
        Why::Pinned { .. } => 9,
        Why::Attacked { .. } => 10,
        Why::Stunned { .. } => 11,
        Why::Immobilized { later: false } => 12,
        Why::Immobilized { later: true } => 13,
        Why::KingOffBoard => 14,
        Why::Castle { cause, .. } => match cause {
            CastleWhy::KingMoved => 15,
            CastleWhy::RookMoved => 16,
            CastleWhy::RightLost => 17,
            CastleWhy::InCheck => 18,
            CastleWhy::Attacked(_) => 19,
            CastleWhy::Occupied(_) => 20,
            CastleWhy::Unavailable => 21,
        },
        Why::PromotionMissing { .. } => 22,
        Why::PromotionRole { .. } => 23,
        Why::NotAPromotion => 24,
        Why::PromoteAfterEffects => 25,
        Why::NoPromotionWaiting => 26,
        Why::NoStealth { .. } => 27,
        Why::StealthTo => 28,
        Why::NoShell { .. } => 29,
        Why::ShellAt => 30,
        Why::Swap => 31,
        Why::Drop => 32,
        Why::NotInRuleSet => 33,
        Why::TooManyTurns => 34,
        Why::TakebackFailed => 35,
        Why::Illegal => 36,
    }
}

/// How many numbers `reason_number` gives.
const REASONS: usize = 37;

/// Reasons no typed line can provoke, and why.
const UNREACHED: &[(usize, &str)] = &[
    (
        13,
        "Immobilized (later): only a Daisy bonus move in the turn Bowser struck could try it",
    ),
    (
        22,
        "PromotionMissing: a promotion typed without its letter is asked back as ambiguous",
    ),
    (
        25,
        "PromoteAfterEffects: the notation reader refuses a Chakart move with a letter first",
    ),
    (
        33,
        "NotInRuleSet: the notation reader refuses a Chakart action in chess first",
    ),
    (
        34,
        "TooManyTurns: the turn limit of a game, thousands of moves",
    ),
    (
        35,
        "TakebackFailed: an internal failure of a takeback's replay",
    ),
    (36, "Illegal: the fallback when no finer reason is known"),
];

/// Every refusal the scripts provoke, for readers of the server's language (the same in
/// both scripts: the German ones are the French ones in German letters).
fn met_refusals() -> Vec<MoveError> {
    use Role::*;
    let castle = |side, cause| Why::Castle { side, cause };
    let stealth = |cause| Why::NoStealth { cause };
    let shell = |cause| Why::NoShell { cause };
    let k = CastleSide::King;
    // No knight (of that file, of that rank) goes to `to`.
    let no_knight = |to, file, rank| {
        refused(
            Some(Knight),
            None,
            Some(to),
            Why::NoSuchPiece { file, rank },
        )
    };
    vec![
        refused(None, Some("e3"), Some("e4"), Why::NothingThere),
        refused(None, Some("e7"), Some("e5"), Why::NotYours),
        no_knight("c4", None, None),
        no_knight("d4", Some(1), None),
        no_knight("d4", None, Some(0)),
        no_knight("d4", Some(1), Some(0)),
        refused(Some(Knight), Some("b1"), Some("b4"), Why::CannotGo),
        refused(Some(Bishop), Some("c1"), Some("f4"), Why::Blocked(sq("d2"))),
        refused(
            Some(Pawn),
            Some("a2"),
            Some("a3"),
            Why::InCheck {
                royal: King,
                by: vec![(Bishop, sq("b4"))],
            },
        ),
        refused(
            Some(Pawn),
            Some("c3"),
            Some("c4"),
            Why::Pinned {
                royal: King,
                by: (Bishop, sq("a5")),
            },
        ),
        refused(
            Some(King),
            Some("e1"),
            Some("e2"),
            Why::Attacked {
                royal: King,
                by: (Bishop, sq("a6")),
            },
        ),
        refused(None, Some("d5"), Some("d4"), Why::Stunned { moves: 2 }),
        refused(None, Some("d5"), Some("d4"), Why::Stunned { moves: 1 }),
        refused(Some(King), Some("e1"), Some("d1"), Why::KingOffBoard),
        refused(
            None,
            Some("f3"),
            Some("g1"),
            Why::Immobilized { later: false },
        ),
        refused(None, None, None, castle(k, CastleWhy::KingMoved)),
        refused(None, None, None, castle(k, CastleWhy::RookMoved)),
        refused(None, None, None, castle(k, CastleWhy::RightLost)),
        refused(None, None, None, castle(k, CastleWhy::InCheck)),
        refused(None, None, None, castle(k, CastleWhy::Attacked(sq("f1")))),
        refused(None, None, None, castle(k, CastleWhy::Occupied(sq("f1")))),
        refused(
            None,
            None,
            None,
            castle(CastleSide::Queen, CastleWhy::Occupied(sq("d1"))),
        ),
        refused(None, None, None, castle(k, CastleWhy::Unavailable)),
        refused(
            Some(Pawn),
            Some("b7"),
            Some("a8"),
            Why::PromotionRole {
                role: King,
                choices: vec![Queen, Rook, Bishop, Knight],
            },
        ),
        refused(Some(Pawn), Some("e2"), Some("e4"), Why::NotAPromotion),
        refused(None, None, None, Why::NoPromotionWaiting),
        refused(None, None, None, stealth(PowerWhy::NotNow)),
        refused(Some(Queen), Some("d8"), Some("e7"), Why::StealthTo),
        refused(None, None, None, stealth(PowerWhy::Used)),
        refused(None, None, None, shell(PowerWhy::Used)),
        refused(None, None, None, shell(PowerWhy::NoTarget)),
        refused(None, None, Some("e5"), Why::ShellAt),
        refused(None, Some("e2"), Some("d1"), Why::Swap),
        refused(None, None, Some("a1"), Why::Drop),
    ]
}

/// The fr and de transcripts (golden) of a language.
fn transcripts(lang: Lang) -> String {
    let tag = match lang {
        Lang::Fr => "fr",
        Lang::De => "de",
        _ => unreachable!("French and German only"),
    };
    format!(
        "{}{}",
        golden(&format!("refusals_{tag}")),
        golden(&format!("choices_{tag}"))
    )
}

#[test]
fn every_refusal_reason_is_met() {
    let mut numbers: Vec<usize> = UNREACHED.iter().map(|u| u.0).collect();
    let mut missing = Vec::new();
    for lang in [Lang::Fr, Lang::De] {
        let text = transcripts(lang);
        for error in met_refusals() {
            let MoveError::Refused(r) = &error else {
                unreachable!()
            };
            numbers.push(reason_number(&r.why));
            let words = reason(lang, &error);
            if !text.contains(&words) {
                missing.push(format!("{lang}: {words}"));
            }
        }
        // Two knights reach d2: asked which, with both moves in the reader's letters.
        let n = lang.letters().letter(Role::Knight);
        let ambiguous = MoveError::Ambiguous {
            text: format!("{n}d2"),
            candidates: vec![format!("{n}bd2"), format!("{n}fd2")],
        };
        let words = chakbot::host::words::refusal::refusal(lang, &format!("{n}d2"), &ambiguous);
        if !text.contains(&words) {
            missing.push(format!("{lang}: {words}"));
        }
    }
    assert!(
        missing.is_empty(),
        "not in the transcripts:\n{}",
        missing.join("\n")
    );
    numbers.sort_unstable();
    numbers.dedup();
    assert_eq!(
        numbers,
        (0..REASONS).collect::<Vec<_>>(),
        "a reason is neither met nor excused"
    );
}

/// Which choice a pending choice is: one number each (see `reason_number`).
fn choice_number(c: ChoiceKind) -> usize {
    match c {
        ChoiceKind::Promotion { .. } => 0,
        ChoiceKind::KingBooSwap => 1,
        ChoiceKind::ToadetteDrop { role: Some(_) } => 2,
        ChoiceKind::ToadetteDrop { role: None } => 3,
        ChoiceKind::DaisyMove => 4,
    }
}

#[test]
fn every_choice_is_met() {
    let pending = |player, choice| Pending { player, choice };
    let met = [
        pending(Color::White, ChoiceKind::Promotion { square: sq("a8") }),
        pending(Color::Black, ChoiceKind::KingBooSwap),
        pending(
            Color::White,
            ChoiceKind::ToadetteDrop {
                role: Some(Role::Queen),
            },
        ),
        pending(
            Color::White,
            ChoiceKind::ToadetteDrop {
                role: Some(Role::Rook),
            },
        ),
        pending(Color::Black, ChoiceKind::ToadetteDrop { role: None }),
        pending(Color::Black, ChoiceKind::DaisyMove),
    ];
    let mut numbers: Vec<usize> = met.iter().map(|p| choice_number(p.choice)).collect();
    numbers.sort_unstable();
    numbers.dedup();
    assert_eq!(
        numbers,
        (0..5).collect::<Vec<_>>(),
        "a kind of choice is not met"
    );
    let mut missing = Vec::new();
    for lang in [Lang::Fr, Lang::De] {
        let text = transcripts(lang);
        for p in met {
            let words = narrate::pending(lang, p);
            if !text.contains(&words) {
                missing.push(format!("{lang}: {words}"));
            }
        }
        // The promotion's answer, picked as listed (the rook, `promouvoir t`, in French;
        // the bishop, `umwandeln l`, in German), told as the piece it became.
        let role = match lang {
            Lang::Fr => Role::Rook,
            _ => Role::Bishop,
        };
        let promoted = narrate::sentences(
            lang,
            RuleSet::Chakart,
            &[Event::Promoted {
                square: sq("a8"),
                role,
            }],
        );
        for words in promoted {
            if !text.contains(&words) {
                missing.push(format!("{lang}: {words}"));
            }
        }
        // A step answered by a group (a rank), then the square: the step says what was
        // picked so far, in the reader's words, and its example is in them too.
        let rank = tr(lang, keys::CHOICE_GROUP_RANK, &[("rank", 5.into())]);
        let example = chakbot::rules::notation::answer_text(
            &chakbot::rules::Action::Drop {
                role: None,
                to: sq("a5"),
            },
            lang.letters(),
        );
        let step = tr(
            lang,
            keys::CHOICE_STEP,
            &[
                ("game", 1.into()),
                ("picked", rank.into()),
                ("example", example.into()),
            ],
        );
        if !text.contains(&step) {
            missing.push(format!("{lang}: {step}"));
        }
    }
    assert!(
        missing.is_empty(),
        "not in the transcripts:\n{}",
        missing.join("\n")
    );
}
