//! A position with its history: applies the draw rules that need the past (repetition,
//! fifty moves) on top of what the position decides itself.

use crate::rules::action::Action;
use crate::rules::error::MoveError;
use crate::rules::event::TurnReport;
use crate::rules::outcome::{DrawReason, Outcome};
use crate::rules::position::AnyPosition;
use rand::Rng;

/// A game's rules state: the current position, the keys of earlier positions, the outcome.
///
/// ```
/// use chakbot::rules::{AnyPosition, GameState, RuleSet, Action};
/// let pos = AnyPosition::from_fen(RuleSet::Chess, "7k/8/8/8/8/8/8/K7 w - - 0 1").unwrap();
/// let game = GameState::new(pos);
/// assert!(game.outcome().is_some()); // K v K: insufficient material
/// ```
#[derive(Clone, Debug)]
pub struct GameState {
    position: AnyPosition,
    keys: Vec<u64>,
    outcome: Option<Outcome>,
}

impl GameState {
    pub fn new(position: AnyPosition) -> GameState {
        let mut state = GameState {
            keys: vec![position.repetition_key()],
            position,
            outcome: None,
        };
        state.outcome = state.judge();
        state
    }

    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Plays an action; refuses once the game is over.
    pub fn play<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        rng: &mut R,
    ) -> Result<TurnReport, MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        let report = self.position.play(action, rng)?;
        if self.position.pending().is_none() {
            self.keys.push(self.position.repetition_key());
            self.outcome = self.judge();
        }
        Ok(report)
    }

    /// Ends the game by an outside decision (resignation, time, agreement, adjudication).
    pub fn end(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
    }

    fn judge(&self) -> Option<Outcome> {
        if let Some(o) = self.position.status() {
            return Some(o);
        }
        if self.position.insufficient_material() {
            return Some(Outcome::Draw(DrawReason::InsufficientMaterial));
        }
        if self.position.fifty_move_clock().is_some_and(|c| c >= 100) {
            return Some(Outcome::Draw(DrawReason::FiftyMoveRule));
        }
        let last = *self.keys.last()?;
        if self.keys.iter().filter(|&&k| k == last).count() >= 3 {
            return Some(Outcome::Draw(DrawReason::ThreefoldRepetition));
        }
        None
    }
}
