//! `chakbot render` (one board image) and `chakbot replay` (an animated GIF of moves).

use super::Failure;
use super::ViewArg;
use chakbot::render::{self, RenderOptions, Theme};
use chakbot::rules::{notation, AnyPosition, Color, GameState, RuleSet, Square, Viewer};
use clap::Args;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::path::PathBuf;

/// Options shared by `render` and `replay`.
#[derive(Debug, Args)]
pub struct LookArgs {
    /// Whose view to draw (the public one hides stealth queens).
    #[arg(long, value_enum, default_value = "public")]
    pub view: ViewArg,
    /// Show the board from the other side.
    #[arg(long)]
    pub flip: bool,
    /// Board colours: brown, blue or green.
    #[arg(long, default_value = "brown")]
    pub theme: String,
    /// Output file.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// `chakbot render <ruleset> --fen FEN [--view …] [--flip] [--last e2e4] [--theme …] -o F`
#[derive(Debug, Args)]
pub struct RenderArgs {
    pub ruleset: RuleSet,
    #[arg(long)]
    pub fen: String,
    /// Squares to highlight as the last move, e.g. `e2e4`.
    #[arg(long)]
    pub last: Option<String>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// `chakbot replay <ruleset> [--fen FEN] --seed N MOVE... -o game.gif`
#[derive(Debug, Args)]
pub struct ReplayArgs {
    pub ruleset: RuleSet,
    #[arg(long)]
    pub fen: Option<String>,
    /// Seed of the random source (random starts and Chakart effects).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Start-position option: 0 standard, 1 symmetric random, 2 asymmetric random
    /// (default: the rule set's own, 2 for Chakart).
    #[arg(long)]
    pub random: Option<u8>,
    /// The moves, in any notation `rules play` reads.
    pub moves: Vec<String>,
    #[command(flatten)]
    pub look: LookArgs,
}

fn options(look: &LookArgs, turn: Color) -> Result<RenderOptions, Failure> {
    let theme: Theme = look
        .theme
        .parse()
        .map_err(|e: render::ParseThemeError| Failure::usage(e.to_string()))?;
    // A player sees the board from their side; the public from the side to move.
    let side = match look.view.viewer() {
        Viewer::Player(c) => c,
        Viewer::Public | Viewer::Revealed => turn,
    };
    Ok(RenderOptions {
        theme,
        orientation: if look.flip { side.other() } else { side },
        ..RenderOptions::default()
    })
}

fn write(path: &PathBuf, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes)
        .map_err(|e| Failure::usage(format!("cannot write {}: {e}", path.display())))
}

/// Parses `e2e4` into its two squares.
fn parse_last(text: &str) -> Result<Vec<Square>, Failure> {
    let bad = || {
        Failure::usage(format!(
            "--last: expected two squares like e2e4, got `{}`",
            text.chars().take(20).collect::<String>()
        ))
    };
    let t = text.trim();
    if t.len() != 4 || !t.is_ascii() {
        return Err(bad());
    }
    let a: Square = t[..2].parse().map_err(|_| bad())?;
    let b: Square = t[2..].parse().map_err(|_| bad())?;
    Ok(vec![a, b])
}

pub fn render(args: &RenderArgs) -> Result<(), Failure> {
    let pos = AnyPosition::from_fen(args.ruleset, &args.fen)
        .map_err(|e| Failure::usage(format!("bad FEN for {}: {e}", args.ruleset)))?;
    let mut view = pos.view(args.look.view.viewer());
    if let Some(last) = &args.last {
        view.last_move = parse_last(last)?;
    }
    let opts = options(&args.look, view.turn)?;
    write(&args.look.output, &render::render_png(&view, &opts))
}

pub fn replay(args: &ReplayArgs) -> Result<(), Failure> {
    let mut rng = ChaCha20Rng::seed_from_u64(args.seed);
    let start = super::rules::load(args.ruleset, args.fen.as_deref(), args.random, &mut rng)?;
    let viewer = args.look.view.viewer();
    let opts = options(&args.look, start.turn())?;
    let mut game = GameState::new(start);
    // Each position with the events of the turn that led to it.
    let mut steps = vec![(game.position().clone(), Vec::new())];
    for (i, text) in args.moves.iter().enumerate() {
        let label = || {
            format!(
                "move {} ('{}')",
                i + 1,
                text.chars().take(20).collect::<String>()
            )
        };
        if game.outcome().is_some() {
            return Err(Failure::refused(format!("{}: the game is over", label())));
        }
        let action = notation::parse_in_game(&game, text, None)
            .map_err(|e| Failure::refused(format!("{}: {e}", label())))?;
        let report = game
            .play(&action, &mut rng)
            .map_err(|e| Failure::refused(format!("{}: {e}", label())))?;
        steps.push((game.position().clone(), report.events));
    }
    // The public replay of a finished game shows everything, hidden moves included.
    let viewer = match viewer {
        Viewer::Public if game.outcome().is_some() => Viewer::Revealed,
        v => v,
    };
    let views: Vec<_> = steps
        .iter()
        .map(|(pos, events)| {
            let mut view = pos.view(viewer);
            view.show_turn(events);
            view
        })
        .collect();
    write(&args.look.output, &render::replay_gif(&views, &opts))
}
