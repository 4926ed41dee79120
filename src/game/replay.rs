//! Rebuilding a game from its seed and recorded actions, checking every random draw and
//! every position on the way: how stored games are loaded, how takebacks are undone, and
//! what `chakbot verify` runs.

use super::codec;
use super::error::ReplayError;
use super::fairness::{self, Seed};
use super::record::TurnKind;
use crate::rules::{notation, Action, AnyPosition, Color, Draw, GameState, RuleSet, StartOption};

/// What a replay needs of one recorded turn.
#[derive(Copy, Clone, Debug)]
pub struct TurnCheck<'a> {
    pub actor: Color,
    pub action: Action,
    pub draws: &'a [Draw],
    /// The recorded FEN after the turn, when the record has it (stored games do,
    /// exports do not).
    pub fen_after: Option<&'a str>,
    /// The turn's kind and its move text (SAN) as a record writes them, when the record
    /// has them (exports do): both must be what the replay finds.
    pub written: Option<(TurnKind, &'a str)>,
}

/// The start option actually used: rule sets without random starts always use 0.
pub fn effective_start(ruleset: RuleSet, start: StartOption) -> StartOption {
    if ruleset.has_random_start() {
        start
    } else {
        StartOption::Standard
    }
}

/// The start position: the given FEN, or the rule set's start drawn from the seed's
/// start stream.
pub fn initial_position(
    ruleset: RuleSet,
    start: StartOption,
    custom_fen: Option<&str>,
    seed: &Seed,
) -> Result<AnyPosition, ReplayError> {
    match custom_fen {
        Some(fen) => AnyPosition::from_fen(ruleset, fen).map_err(ReplayError::StartFen),
        None => Ok(AnyPosition::start(
            ruleset,
            effective_start(ruleset, start),
            &mut fairness::start_rng(seed),
        )),
    }
}

/// The kind and SAN of `action` played in `pos` (before it is played).
pub fn describe(pos: &AnyPosition, action: &Action) -> (TurnKind, String) {
    (
        TurnKind::of(pos.pending().is_some(), action),
        notation::san(pos, action),
    )
}

/// The kind and SAN of every turn of a game, replayed from its seed (server side: it
/// names hidden moves). Stops at the first turn the rules refuse.
pub fn annotate(
    ruleset: RuleSet,
    start: StartOption,
    custom_fen: Option<&str>,
    seed: &Seed,
    actions: impl IntoIterator<Item = Action>,
) -> Result<Vec<(TurnKind, String)>, ReplayError> {
    let mut state = GameState::new(initial_position(ruleset, start, custom_fen, seed)?);
    let mut out = Vec::new();
    for (i, action) in actions.into_iter().enumerate() {
        out.push(describe(state.position(), &action));
        let ply = u32::try_from(i).map_err(|_| ReplayError::Record("too many turns".into()))?;
        state
            .play(&action, &mut fairness::turn_rng(seed, ply))
            .map_err(|error| ReplayError::Illegal {
                turn: i + 1,
                action: action.to_string(),
                error,
            })?;
    }
    Ok(out)
}

fn draws_text(draws: &[Draw]) -> String {
    draws
        .iter()
        .map(codec::draw_text)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Replays `turns` from the start position, turn `i` drawing from `turn_rng(seed, i)`,
/// and checks the recorded start FEN, actors, draws and FENs. Returns the rules state
/// after the last turn (its outcome is the one the rules decide, if any).
pub fn rebuild(
    ruleset: RuleSet,
    start: StartOption,
    custom_fen: Option<&str>,
    seed: &Seed,
    initial_fen: &str,
    turns: &[TurnCheck<'_>],
) -> Result<GameState, ReplayError> {
    let position = initial_position(ruleset, start, custom_fen, seed)?;
    let derived = position.fen();
    if derived != initial_fen {
        return Err(ReplayError::StartPosition {
            recorded: initial_fen.to_string(),
            derived,
        });
    }
    let mut state = GameState::new(position);
    for (i, t) in turns.iter().enumerate() {
        let turn = i + 1;
        let action = t.action.to_string();
        let expected = state.position().turn();
        if t.actor != expected {
            return Err(ReplayError::WrongActor {
                turn,
                action,
                recorded: t.actor,
                expected,
            });
        }
        if let Some((kind, text)) = t.written {
            let (derived_kind, derived_text) = describe(state.position(), &t.action);
            if kind != derived_kind {
                return Err(ReplayError::Inconsistent(format!(
                    "turn {turn} ({action}) is written as a {}, but it is a {}",
                    kind.word(),
                    derived_kind.word()
                )));
            }
            if text != derived_text {
                return Err(ReplayError::Inconsistent(format!(
                    "turn {turn} ({action}) is written '{text}', but chakbot writes it '{derived_text}'"
                )));
            }
        }
        let ply = u32::try_from(i).map_err(|_| ReplayError::Record("too many turns".into()))?;
        let mut rng = fairness::turn_rng(seed, ply);
        let report = state
            .play(&t.action, &mut rng)
            .map_err(|error| ReplayError::Illegal {
                turn,
                action: action.clone(),
                error,
            })?;
        if report.draws != t.draws {
            return Err(ReplayError::Draws {
                turn,
                action,
                recorded: draws_text(t.draws),
                derived: draws_text(&report.draws),
            });
        }
        if let Some(recorded) = t.fen_after {
            let derived = state.position().fen();
            if derived != recorded {
                return Err(ReplayError::Position {
                    turn,
                    action,
                    recorded: recorded.to_string(),
                    derived,
                });
            }
        }
    }
    Ok(state)
}
