//! A finished game as a review walks it: each turn's position before and after, its
//! mover, action, SAN (as the export writes it) and events, replayed from the start with
//! the game's own random draws.

use super::error::ReviewError;
use crate::game::{fairness, Game, Seed};
use crate::rules::{notation, Action, AnyPosition, Color, Event, GameState, Outcome, RuleSet};
use rand::SeedableRng;

/// One turn of the game.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The full position before the turn (a Chakart review judges from its mover's view).
    pub before: AnyPosition,
    pub mover: Color,
    pub action: Action,
    /// SAN in English letters, as the export writes it.
    pub san: String,
    /// What the turn did (Chakart: the items met, the eggs hatched).
    pub events: Vec<Event>,
    pub after: AnyPosition,
    /// The rules' outcome after the turn (mate, repetition…), if it ended the game.
    pub outcome: Option<Outcome>,
}

/// A finished game: its start and turns.
#[derive(Clone, Debug)]
pub struct GameLine {
    pub ruleset: RuleSet,
    pub start: AnyPosition,
    pub turns: Vec<Turn>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`).
    pub result: String,
}

impl GameLine {
    /// Replays `actions` from `start`, turn `i` drawing from the game's `turn_rng(seed, i)`
    /// (rule sets that draw nothing need no seed). `result` must be a finished game's.
    pub fn replay(
        start: AnyPosition,
        actions: &[Action],
        seed: Option<&Seed>,
        result: &str,
    ) -> Result<GameLine, ReviewError> {
        if !matches!(result, "1-0" | "0-1" | "1/2-1/2") {
            return Err(ReviewError::NotFinished);
        }
        let ruleset = start.ruleset();
        if ruleset.is_random() && seed.is_none() {
            return Err(ReviewError::Unreadable(
                "the record has no Seed tag: the game's random draws cannot be replayed".into(),
            ));
        }
        let mut state = GameState::new(start.clone());
        let mut turns = Vec::with_capacity(actions.len());
        for (i, action) in actions.iter().enumerate() {
            let before = state.position().clone();
            let san = notation::san(&before, action);
            let ply = u32::try_from(i).map_err(|_| ReviewError::Unreadable("too long".into()))?;
            let report = match seed {
                Some(seed) => state.play(action, &mut fairness::turn_rng(seed, ply)),
                None => state.play(action, &mut rand_chacha::ChaCha20Rng::seed_from_u64(0)),
            }
            .map_err(|e| ReviewError::Illegal {
                ply: i + 1,
                text: san.clone(),
                reason: e.to_string(),
            })?;
            turns.push(Turn {
                mover: before.turn(),
                before,
                action: *action,
                san,
                events: report.events,
                after: state.position().clone(),
                outcome: state.outcome(),
            });
        }
        Ok(GameLine {
            ruleset,
            start,
            turns,
            result: result.to_string(),
        })
    }

    /// A finished game of the host (its seed is revealed at the end).
    pub fn of_game(game: &Game) -> Result<GameLine, ReviewError> {
        let result = game
            .played_outcome()
            .map(Outcome::score)
            .ok_or(ReviewError::NotFinished)?;
        let start = AnyPosition::from_fen(game.ruleset(), game.initial_fen())
            .map_err(|e| ReviewError::Unreadable(e.to_string()))?;
        let actions: Vec<Action> = game.turns().iter().map(|t| t.action).collect();
        let seed = game.revealed_seed();
        GameLine::replay(start, &actions, seed.as_ref(), result)
    }

    /// The full FEN of every position, the start first.
    pub fn fens(&self) -> Vec<String> {
        std::iter::once(self.start.fen())
            .chain(self.turns.iter().map(|t| t.after.fen()))
            .collect()
    }
}
