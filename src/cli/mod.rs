//! The command line: `chakbot <subcommand>`. Each subcommand lives in its own module and
//! returns a [`Failure`] (message and exit status) instead of exiting itself.

mod ai;
mod discord;
mod local;
mod narrate;
mod pair;
mod perft_limit;
mod render;
mod review;
mod rules;
mod store;
mod verify;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// chakbot: a chat bot hosting chess variants (chess, maharaja, koopa, chakart, chakart-2020).
///
/// Exit status: 0 on success; 1 when a move given to `rules play` is illegal or cannot be
/// read, or comes after the end of the game; 2 on a usage error (unknown rule set, bad FEN,
/// bad number, a command a rule set does not support).
#[derive(Debug, Parser)]
#[command(name = "chakbot", version)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Inspect positions and play moves without a chat (legal moves, perft, playing out a
    /// line of moves).
    ///
    /// Exit status: 0 on success (stdout carries only the described output, stderr
    /// nothing); 1 when a move given to `play` is illegal, unreadable or comes after the
    /// end of the game (the reason on stderr); 2 on a usage error (unknown rule set, bad
    /// FEN, bad number, perft for Chakart, a perft depth past the work limit).
    #[command(subcommand)]
    Rules(rules::RulesCommand),
    /// Draw one board as a PNG image.
    Render(render::RenderArgs),
    /// Draw a line of moves as an animated GIF.
    Replay(render::ReplayArgs),
    /// Run the bot on Discord (token from DISCORD_TOKEN or --config FILE). Exit status 2
    /// without a token; 1 on a fatal Discord error; 0 after SIGTERM or Ctrl-C.
    Discord(discord::DiscordArgs),
    /// Run the bot on standard input and output: one line per event, `alice: challenge
    /// chakart @bob` in the channel, `alice (dm): stealth Qh5` to the bot; replies are
    /// printed as `[channel] …`, `[dm alice] …` and `[image] PATH`. `--demo` plays a short
    /// scripted Chakart game. Exit status 0 at the end of the input; 1 if the store or the
    /// output fails; 2 on a usage error.
    Local(local::LocalArgs),
    /// Check a finished game's export offline: its tags and result, the revealed secret
    /// against its commitment, every move and random draw, and the bot's signature over
    /// the whole record (with --key, by that key). Exit status 0 when it checks out, 1 when
    /// it does not, 2 when the file cannot be read as a finished game's export.
    Verify(verify::VerifyArgs),
    /// The computer's action for the mover of a position (Chakart: the mover's view), as
    /// the last line, in the notation of `rules moves`; with a pending choice, its answer.
    /// The same arguments and --seed give the same action. Exit status 1 when the game is
    /// over in that position; 2 on a usage error (bad FEN, level, a FEN showing the
    /// opponent's hidden queen).
    Ai(ai::AiArgs),
    /// Review a finished game (a chess PGN, or chakbot's export of any rule set): one line
    /// per turn, `PLY MOVE EVAL CLASS` (EVAL from White's side in centipawns, `+35`, or a
    /// mate, `#3` / `#-2`; CLASS best, good, inaccuracy, mistake or blunder), then
    /// `accuracy WHITE BLACK`; `--image` draws the evaluation graph (PNG). Exit status 2
    /// when the file is not a finished game (no result or `*`, unreadable, illegal move).
    Review(review::ReviewArgs),
    /// Work on a store: `store copy --from sled:DIR --to postgres://…` moves a bot's data
    /// and checks the copy.
    #[command(subcommand)]
    Store(store::StoreCommand),
    /// Pair a Swiss tournament's next round: `pair --dutch FILE.trf` reads the tournament
    /// in TRF (total rounds in an `XXR` line) and prints the pairs as `bbpPairings --dutch
    /// FILE -p` does: their number, then `WHITE BLACK` by starting number, the bye as `N
    /// 0`. Exit status 0; 1 when no valid pairing exists; 2 when the file cannot be read (the
    /// line at fault on stderr).
    Pair(pair::PairArgs),
}

/// Why a command failed: the message for stderr and the exit status.
#[derive(Debug)]
pub struct Failure {
    pub status: u8,
    pub message: String,
}

impl Failure {
    /// A usage error (exit status 2).
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure {
            status: 2,
            message: message.into(),
        }
    }

    /// A refused move (exit status 1).
    pub fn refused(message: impl Into<String>) -> Failure {
        Failure {
            status: 1,
            message: message.into(),
        }
    }
}

/// Parses the command line, runs it and returns the exit status.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Rules(cmd) => rules::run(cmd),
        Command::Render(args) => render::render(&args),
        Command::Replay(args) => render::replay(&args),
        Command::Discord(args) => discord::run(args),
        Command::Local(args) => local::run(args),
        Command::Verify(args) => verify::run(&args),
        Command::Ai(args) => ai::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Store(cmd) => store::run(cmd),
        Command::Pair(args) => pair::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            eprintln!("chakbot: {}", f.message);
            ExitCode::from(f.status)
        }
    }
}

/// `--view white|black|public`: whose view a command shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ViewArg {
    White,
    Black,
    Public,
}

impl ViewArg {
    pub fn viewer(self) -> chakbot::rules::Viewer {
        use chakbot::rules::{Color, Viewer};
        match self {
            ViewArg::White => Viewer::Player(Color::White),
            ViewArg::Black => Viewer::Player(Color::Black),
            ViewArg::Public => Viewer::Public,
        }
    }
}
