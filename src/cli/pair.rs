//! `chakbot pair --dutch FILE.trf`: pairs a tournament's next round and prints it as
//! `bbpPairings --dutch FILE -p` does (the number of pairs, then `WHITE BLACK` per pair by
//! starting number, the bye as `N 0`).

use std::path::PathBuf;

use chakbot::tournament::swiss::{pair_next_round, PairingError};
use chakbot::tournament::trf;

use super::Failure;

#[derive(Debug, clap::Args)]
pub struct PairArgs {
    /// Pair with the FIDE Dutch system (the only system supported).
    #[arg(long, required = true)]
    pub dutch: bool,
    /// The tournament in TRF, the total number of rounds given by an `XXR` line.
    pub file: PathBuf,
}

/// Reads the file, pairs the next round and prints it.
pub fn run(args: &PairArgs) -> Result<(), Failure> {
    let name = args.file.display();
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| Failure::usage(format!("cannot read {name}: {e}")))?;
    let file = trf::parse(&text).map_err(|e| Failure::usage(format!("{name}: {e}")))?;
    let tournament = &file.tournament;
    match file.total_rounds {
        None => {
            return Err(Failure::usage(format!(
                "{name}: the total number of rounds must be given (an XXR line)"
            )))
        }
        Some(total) if tournament.rounds_played >= total => {
            return Err(Failure::usage(format!(
                "{name}: all {total} rounds are already played"
            )))
        }
        Some(_) => {}
    }
    if tournament.first_colour.is_none() && tournament.inferred_first_colour().is_none() {
        return Err(Failure::usage(format!(
            "{name}: the first colour must be given (an XXC line with white1 or black1)"
        )));
    }
    let pairing = pair_next_round(tournament).map_err(|e| match e {
        PairingError::NoValidPairing => Failure::refused(format!("{name}: {e}")),
        _ => Failure::usage(format!("{name}: {e}")),
    })?;
    print!("{}", format_pairing(&pairing));
    Ok(())
}

/// The pairing in bbpPairings's output format.
pub fn format_pairing(pairing: &chakbot::tournament::swiss::Pairing) -> String {
    let count = pairing.pairs.len() + pairing.bye.is_some() as usize;
    let mut out = format!("{count}\n");
    for (white, black) in &pairing.pairs {
        out.push_str(&format!("{} {}\n", white + 1, black + 1));
    }
    if let Some(bye) = pairing.bye {
        out.push_str(&format!("{} 0\n", bye + 1));
    }
    out
}
