//! `chakbot verify [--key PUBKEY] <export file>`: checks a finished game's export offline
//! (its tags and result, the revealed secret against the commitment, the seed, every move
//! and random draw, and the bot's signature over the whole record).

use super::Failure;
use chakbot::game::export::verify_export;
use chakbot::game::fairness::FairnessError;
use chakbot::game::signature::PublicKey;
use chakbot::game::ReplayError;
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The export of a finished game (the file the `export` command gives).
    file: PathBuf,
    /// Also insist that the record is signed by this public key (64 hexadecimal digits,
    /// as the bot's `export` and `verify` commands show it).
    #[arg(long, value_name = "PUBKEY")]
    key: Option<String>,
}

/// Exit status 0 when the export checks out, 1 when it does not, 2 when it cannot be
/// read (no such file, not an export, or a game not over yet) or the key is not one.
pub fn run(args: &VerifyArgs) -> Result<(), Failure> {
    let shown = args.file.display();
    let expected = match &args.key {
        Some(k) => Some(PublicKey::from_hex(k).map_err(|e| Failure::usage(format!("--key: {e}")))?),
        None => None,
    };
    let bytes = std::fs::read(&args.file)
        .map_err(|e| Failure::usage(format!("cannot read {shown}: {e}")))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| Failure::usage(format!("{shown} is not UTF-8 text: not an export")))?;
    match verify_export(&text, expected) {
        Ok(v) => {
            let result = v
                .rules_outcome
                .map_or("the result was not decided by the moves".to_string(), |o| {
                    format!("the result {o} follows from the moves")
                });
            let key = if expected.is_some() {
                "the key you gave"
            } else {
                "key"
            };
            println!(
                "OK: {shown} checks out: {}, {} turns and {} random draws replayed from seed {}; the secret matches the commitment; {result}; ended {}; signed by {key} {}.",
                v.ruleset.id(),
                v.turns,
                v.draws,
                v.seed,
                v.termination,
                v.signer,
            );
            Ok(())
        }
        Err(e) if unreadable(&e) => Err(Failure::usage(format!("cannot verify {shown}: {e}"))),
        Err(e) => Err(Failure::refused(format!(
            "MISMATCH: {shown} does not check out: {e}"
        ))),
    }
}

/// Errors that say the file is not a checkable export, rather than a false one.
fn unreadable(e: &ReplayError) -> bool {
    matches!(
        e,
        ReplayError::Record(_)
            | ReplayError::StartFen(_)
            | ReplayError::NotOver
            | ReplayError::Fairness(FairnessError::BadHex { .. })
    )
}
