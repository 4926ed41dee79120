//! PLACEHOLDER: the chakart engine is being built on its own branch; this stub never lands on main.

use crate::rules::*;
use rand::Rng;

#[derive(Clone, Debug)]
pub struct Position;

impl Variant for Position {
    fn start<R: Rng + ?Sized>(_: RuleSet, _: StartOption, _: &mut R) -> Self {
        unimplemented!()
    }
    fn from_fen(_: RuleSet, _: &str) -> Result<Self, FenError> {
        unimplemented!()
    }
    fn fen(&self) -> String {
        unimplemented!()
    }
    fn ruleset(&self) -> RuleSet {
        unimplemented!()
    }
    fn turn(&self) -> Color {
        unimplemented!()
    }
    fn legal_moves(&self) -> Vec<MoveDesc> {
        unimplemented!()
    }
    fn play<R: Rng + ?Sized>(&mut self, _: &Action, _: &mut R) -> Result<TurnReport, MoveError> {
        unimplemented!()
    }
    fn perft(&self, _: u32) -> u64 {
        unimplemented!()
    }
    fn status(&self) -> Option<Outcome> {
        unimplemented!()
    }
    fn repetition_key(&self) -> u64 {
        unimplemented!()
    }
    fn view(&self, _: Viewer) -> BoardView {
        unimplemented!()
    }
}
