//! `chakbot ai <ruleset> --fen FEN [--level N] [--movetime MS] [--seed S] [--history FEN]…`:
//! the computer's action, printed as the last line in the coordinate notation of `rules
//! moves` (an `info` line with the search figures comes first).

use super::Failure;
use chakbot::ai::{self, level::Level, AiError, Request};
use chakbot::rules::RuleSet;
use clap::Args;
use std::io::Write;

#[derive(Debug, Args)]
pub struct AiArgs {
    /// chess, maharaja, koopa, chakart or chakart-2020
    pub ruleset: RuleSet,
    /// The position as the mover sees it (Chakart: the FEN `rules play --view white|black`
    /// prints for the mover; a pending choice suffix asks for its answer).
    #[arg(long, allow_hyphen_values = true)]
    pub fen: String,
    /// Playing level, 1 (beginner) to 8 (strongest).
    #[arg(long, default_value_t = Level::MAX)]
    pub level: Level,
    /// Time budget per move in milliseconds (level 8 uses all of it).
    #[arg(long, default_value_t = ai::DEFAULT_MOVETIME_MS,
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub movetime: u64,
    /// Seed: the same arguments and seed give the same action (level 8 then stops on a
    /// node budget proportional to --movetime instead of the clock; levels 1 to 7 always do).
    #[arg(long)]
    pub seed: Option<u64>,
    /// An earlier position of the game (repeat it, oldest first): the search counts a
    /// return to one as a draw (chess, Maharaja, Koopa; ignored for Chakart).
    #[arg(long = "history", value_name = "FEN", allow_hyphen_values = true)]
    pub history: Vec<String>,
}

pub fn run(args: &AiArgs) -> Result<(), Failure> {
    let req = Request {
        ruleset: args.ruleset,
        fen: &args.fen,
        level: args.level,
        movetime_ms: args.movetime,
        seed: args.seed,
        history: &args.history,
    };
    let decision = ai::choose(&req).map_err(|e| match e {
        AiError::GameOver | AiError::NoLegalAction => Failure::refused(e.to_string()),
        _ => Failure::usage(e.to_string()),
    })?;
    let text = format!(
        "info level {} depth {} nodes {} score {}\n{}\n",
        args.level, decision.depth, decision.nodes, decision.score, decision.action
    );
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
    Ok(())
}
