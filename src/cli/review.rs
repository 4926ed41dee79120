//! `chakbot review GAME.pgn [--lang L] [--image GRAPH.png]`: reviews a finished game (any
//! orthodox chess PGN, or chakbot's export of a variant) and prints one line per turn,
//! `PLY MOVE EVAL CLASS`, then `accuracy WHITE BLACK`. The lines stay machine-readable
//! in every language; `--lang` only changes the words of the images.

use super::Failure;
use chakbot::review::{self, import, words::Lang, Budget, Review};
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The finished game: a chess PGN, or chakbot's export of any rule set.
    file: PathBuf,
    /// The language of the images' words: en, fr or de.
    #[arg(long, value_name = "L", default_value = "en")]
    lang: String,
    /// Also draw the evaluation graph as a PNG image into this file.
    #[arg(long, value_name = "GRAPH.png")]
    image: Option<PathBuf>,
    /// Also draw the board of the worst moment, with the better move as an arrow.
    #[arg(long, value_name = "BOARD.png")]
    board: Option<PathBuf>,
    /// Thinking per position (Chakart: per turn), in milliseconds of the engine's node
    /// model (deterministic; default 180, about 20 s for a 40-move game).
    #[arg(long, value_name = "MS", default_value_t = review::analysis::DEFAULT_MS_PER_STEP)]
    ms_per_step: u64,
}

/// Exit status 0 after the review; 2 when the file cannot be read as a finished game
/// (unreadable, no result or `*`, an illegal move) or an option is wrong.
pub fn run(args: &ReviewArgs) -> Result<(), Failure> {
    let lang = Lang::from_locale(&args.lang)
        .ok_or_else(|| Failure::usage(format!("--lang: '{}' is not en, fr or de", args.lang)))?;
    let shown = args.file.display();
    let bytes = std::fs::read(&args.file)
        .map_err(|e| Failure::usage(format!("cannot read {shown}: {e}")))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| Failure::usage(format!("{shown} is not UTF-8 text: not a PGN file")))?;
    let line = import::read_game(&text)
        .map_err(|e| Failure::usage(format!("cannot review {shown}: {e}")))?;
    let budget = Budget {
        ms_per_step: args.ms_per_step.max(1),
        ..Budget::default()
    };
    let done = review::review(line, budget);
    print_lines(&done);
    if let Some(path) = &args.image {
        write(path, &review::images::graph_image(&done, lang))?;
    }
    if let Some(path) = &args.board {
        if let Some(png) = review::images::worst_moment_image(&done, lang) {
            write(path, &png)?;
        }
    }
    Ok(())
}

fn print_lines(done: &Review) {
    for (i, p) in done.plies.iter().enumerate() {
        println!("{} {} {} {}", i + 1, p.san, p.eval.text(), p.class.word());
    }
    let pct = |a: Option<f64>| a.map_or("-".to_string(), |a| format!("{a:.1}"));
    println!(
        "accuracy {} {}",
        pct(done.accuracy[0]),
        pct(done.accuracy[1])
    );
}

fn write(path: &std::path::Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes)
        .map_err(|e| Failure::usage(format!("cannot write {}: {e}", path.display())))
}
