//! `chakbot rules …`: legal moves, perft and playing a line of moves, for players,
//! moderators and other tools (the output format is a contract: see the README).

use super::{narrate, Failure, ViewArg};
use chakbot::rules::notation::Letters;
use chakbot::rules::{
    notation, Action, AnyPosition, ChoiceKind, Color, GameState, Pending, Role, RuleSet,
    StartOption, Viewer,
};
use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::io::Write;

#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// Print every legal move, one per line, in coordinate notation, sorted (nothing when
    /// there is none).
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Count the leaf nodes of the move tree to DEPTH (last line); per-move counts first.
    /// Not available for Chakart, whose moves draw random effects. A depth whose tree
    /// would have more than 5e9 leaves from the position (estimated from the small
    /// depths) is refused with the deepest one allowed (exit status 2), and a count that
    /// runs past --max-seconds stops with a message (exit status 2, nothing on stdout).
    Perft {
        /// chess, maharaja, koopa
        ruleset: RuleSet,
        /// Plies to search.
        #[arg(value_parser = clap::value_parser!(u32).range(0..=30))]
        depth: u32,
        /// Start from this FEN (any form RULES.md accepts, a bare board field too).
        #[arg(long, allow_hyphen_values = true)]
        fen: Option<String>,
        /// Stop (exit status 2) when counting takes longer than this many seconds.
        #[arg(long, default_value_t = DEFAULT_PERFT_SECONDS,
              value_parser = clap::value_parser!(u64).range(1..=86_400))]
        max_seconds: u64,
    },
    /// Play MOVEs in order (each exactly as typed in chat; quote a move with spaces), print
    /// one line per move, the outcome if the game ended, and the resulting FEN last.
    /// Exit status 1 when a move is illegal or unreadable.
    Play {
        #[command(flatten)]
        position: PositionArgs,
        /// Print, last, the FEN as this viewer sees it (default: the full FEN).
        #[arg(long, value_enum)]
        view: Option<ViewArg>,
        /// The notation moves are read and written in: en (K Q R B N), fr (R D T F C) or
        /// de (K D T L S); figurines and coordinates are read in every language.
        #[arg(long, default_value = "en")]
        lang: Letters,
        /// The moves. Options may come before or after them.
        moves: Vec<String>,
    },
}

/// Where a command starts: the rule set, a FEN or a (possibly random) start position.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// chess, maharaja, koopa, chakart or chakart-2020
    pub ruleset: RuleSet,
    /// Start from this FEN (any form RULES.md accepts, a bare board field too).
    #[arg(long, allow_hyphen_values = true)]
    pub fen: Option<String>,
    /// Start-position option: 0 standard, 1 symmetric random, 2 asymmetric random
    /// (koopa and chakart; default 0 for koopa, 2 for chakart).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=2))]
    pub random: Option<u8>,
    /// Seed of the random source (random starts and Chakart effects).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

pub fn run(cmd: RulesCommand) -> Result<(), Failure> {
    match cmd {
        RulesCommand::Moves { position } => {
            let mut rng = ChaCha20Rng::seed_from_u64(position.seed);
            let pos = position.load(&mut rng)?;
            let mut out = String::new();
            for m in pos.legal_coordinates() {
                out.push_str(&m);
                out.push('\n');
            }
            emit(&out);
            Ok(())
        }
        RulesCommand::Perft {
            ruleset,
            depth,
            fen,
            max_seconds,
        } => perft(ruleset, depth, fen.as_deref(), max_seconds),
        RulesCommand::Play {
            position,
            view,
            lang,
            moves,
        } => play(&position, view, lang, &moves),
    }
}

impl PositionArgs {
    fn load(&self, rng: &mut ChaCha20Rng) -> Result<AnyPosition, Failure> {
        load(self.ruleset, self.fen.as_deref(), self.random, rng)
    }
}

/// The start of a command: `fen` if given, else the start position for `random` (the rule
/// set's default start when `None`), drawn from `rng`.
pub(super) fn load(
    ruleset: RuleSet,
    fen: Option<&str>,
    random: Option<u8>,
    rng: &mut ChaCha20Rng,
) -> Result<AnyPosition, Failure> {
    if let Some(fen) = fen {
        if random.is_some() {
            return Err(Failure::usage("--random and --fen cannot be used together"));
        }
        return AnyPosition::from_fen(ruleset, fen)
            .map_err(|e| Failure::usage(format!("bad FEN for {ruleset}: {e}")));
    }
    let option = match random {
        None => ruleset.default_start(),
        Some(n) => {
            let option = StartOption::from_number(n)
                .ok_or_else(|| Failure::usage(format!("--random {n}: choose 0, 1 or 2")))?;
            if option != StartOption::Standard && !ruleset.has_random_start() {
                return Err(Failure::usage(format!(
                    "{ruleset} has no random start positions (--random 0 only)"
                )));
            }
            option
        }
    };
    Ok(AnyPosition::start(ruleset, option, rng))
}

/// Writes `text` to stdout, ignoring a closed pipe.
fn emit(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
}

/// How long `rules perft` counts by default before it stops (the estimate's bound,
/// [`super::perft_limit::MAX_LEAVES`], is about a minute on a quiet machine).
const DEFAULT_PERFT_SECONDS: u64 = 300;

fn perft(ruleset: RuleSet, depth: u32, fen: Option<&str>, max_seconds: u64) -> Result<(), Failure> {
    if ruleset.is_random() {
        return Err(Failure::usage(
            "Chakart has no meaningful perft: its moves draw random effects",
        ));
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0);
    let pos = load(ruleset, fen, None, &mut rng)?;
    if let Some(why) = super::perft_limit::refusal(&pos, depth) {
        return Err(Failure::usage(why));
    }
    // Counted on a worker thread: when the limit passes first, the command returns and the
    // process ends with it.
    let (done, counted) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(count(&pos, depth, &mut rng));
    });
    match counted.recv_timeout(std::time::Duration::from_secs(max_seconds)) {
        Ok(result) => {
            emit(&result?);
            Ok(())
        }
        Err(_) => Err(Failure::usage(format!(
            "perft to depth {depth} stopped after {max_seconds} s, its time limit \
             (--max-seconds); nothing was printed: ask for a smaller depth or a longer limit"
        ))),
    }
}

/// The per-move counts and the total of perft at `depth` from `pos`, as printed.
fn count(pos: &AnyPosition, depth: u32, rng: &mut ChaCha20Rng) -> Result<String, Failure> {
    let mut out = String::new();
    let total = if depth == 0 {
        1
    } else {
        let mut total = 0;
        let mut lines: Vec<(String, u64)> = Vec::new();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play(&m.action, rng).map_err(|e| {
                Failure::usage(format!("engine refused its own move {}: {e}", m.action))
            })?;
            let n = child.perft(depth - 1);
            total += n;
            lines.push((m.action.to_string(), n));
        }
        lines.sort();
        for (m, n) in lines {
            out.push_str(&format!("{m}: {n}\n"));
        }
        total
    };
    out.push_str(&format!("{total}\n"));
    Ok(out)
}

/// The move number and whether black is the one moving, from the FEN's counters.
fn move_number(pos: &AnyPosition) -> (u32, bool) {
    let fen = pos.fen();
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let black = pos.turn() == Color::Black;
    let number = match pos.ruleset() {
        RuleSet::Chess | RuleSet::Maharaja => fields
            .get(5)
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(1),
        _ => {
            let plies = fields
                .get(2)
                .and_then(|n| n.parse::<u32>().ok())
                .unwrap_or(0);
            plies / 2 + 1
        }
    };
    (number, black)
}

fn play(
    args: &PositionArgs,
    view: Option<ViewArg>,
    letters: Letters,
    moves: &[String],
) -> Result<(), Failure> {
    let mut rng = ChaCha20Rng::seed_from_u64(args.seed);
    let start = args.load(&mut rng)?;
    let mut game = GameState::new(start);
    let mut out = String::new();
    for (i, text) in moves.iter().enumerate() {
        let label = || format!("move {} ('{}')", i + 1, short(text));
        if game.outcome().is_some() {
            emit(&out);
            return Err(Failure::refused(format!("{}: the game is over", label())));
        }
        let reading = match notation::read_in_game_with(&game, text, None, letters) {
            Ok(r) => r,
            Err(e) => {
                emit(&out);
                return Err(Failure::refused(format!("{}: {e}", label())));
            }
        };
        // A Chakart move typed with its promotion (`a8=Q`): the move, then its
        // promotion's answer when the pawn still promotes after the move's effects.
        let mut actions = vec![reading.action];
        if let Some(role) = reading.then_promote {
            actions.push(Action::Promote(role));
        }
        for action in actions {
            let pos = game.position().clone();
            if matches!(action, Action::Promote(_))
                && !matches!(pos.pending(), Some(p) if matches!(p.choice, ChoiceKind::Promotion { .. }))
            {
                continue;
            }
            let mover = pos.turn();
            let viewer = view.map(ViewArg::viewer);
            let san = match (action, viewer) {
                // A stealth move is secret: only its owner learns where the queen went.
                (Action::Stealth { .. }, Some(v)) if v != Viewer::Player(mover) => {
                    format!("{}??", letters.letter(Role::Queen))
                }
                _ => notation::san_in(&pos, &action, letters),
            };
            let (number, black) = move_number(&pos);
            let report = match game.play(&action, &mut rng) {
                Ok(r) => r,
                Err(e) => {
                    emit(&out);
                    return Err(Failure::refused(format!("{}: {e}", label())));
                }
            };
            let dots = if black { "..." } else { "." };
            let prefix = if matches!(action, Action::Promote(_)) || pos.pending().is_some() {
                String::new()
            } else {
                format!("{number}{dots} ")
            };
            out.push_str(&format!("{prefix}{san}"));
            let events = match viewer {
                Some(v) => report.events_for(v),
                None => report.events.clone(),
            };
            let story = narrate::events(&events, pos.ruleset());
            if !story.is_empty() {
                out.push_str(&format!(" ({story})"));
            }
            out.push('\n');
        }
    }
    let pos = game.position();
    if let Some(p) = pos.pending() {
        out.push_str(&question(pos, p, letters));
        out.push('\n');
    } else if let Some(o) = game.outcome() {
        out.push_str(&format!("{o}\n"));
    }
    out.push_str(&view_fen(pos, view.map(ViewArg::viewer)));
    out.push('\n');
    emit(&out);
    Ok(())
}

fn short(text: &str) -> String {
    let mut s: String = text.chars().filter(|c| !c.is_control()).take(24).collect();
    if text.chars().count() > 24 {
        s.push('…');
    }
    s
}

/// What a pending choice asks, with the legal answers in the reader's words and letters
/// (`promouvoir t`: what `--lang fr` reads back as the rook).
fn question(pos: &AnyPosition, p: Pending, letters: Letters) -> String {
    let mut answers: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| notation::answer_text(&m.action, letters))
        .collect();
    answers.sort();
    let answers = answers.join(", ");
    let what = match p.choice {
        ChoiceKind::Promotion { square } => {
            format!("what does the pawn on {square} become?")
        }
        ChoiceKind::KingBooSwap => "which two pieces does King Boo swap?".to_string(),
        ChoiceKind::ToadetteDrop { role: Some(r) } => {
            format!("where does Toadette put the {r}?")
        }
        ChoiceKind::ToadetteDrop { role: None } => {
            "which piece does Toadette put, and where?".to_string()
        }
        ChoiceKind::DaisyMove => "Daisy: which extra move?".to_string(),
    };
    format!("{} to choose: {what} ({answers})", p.player)
}

/// The FEN as `viewer` sees it (`None`: the full FEN). Only Chakart hides anything.
fn view_fen(pos: &AnyPosition, viewer: Option<Viewer>) -> String {
    match (pos, viewer) {
        (AnyPosition::Chakart(p), Some(viewer)) => p.view_fen(viewer),
        _ => pos.fen(),
    }
}
