//! The worst moments of a game: the moves that lost the most winning chances, each with
//! the move played, the better one (written in the reader's letters when shown) and the
//! scores before and after; in Chakart also the turns whose random draws swung the game
//! most, naming the item or egg met.

use super::accuracy::winning_chances;
use super::classify::Class;
use super::score::Score;
use crate::game::codec;
use crate::rules::notation::{self, Letters};
use crate::rules::{AnyPosition, Color, EggEffect, Event, Object, RuleSet};
use serde::{Deserialize, Serialize};

/// How many moments a review keeps.
pub const MOMENTS: usize = 3;

/// Why a moment counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MomentKind {
    /// A flagged move (inaccuracy, mistake, blunder).
    Error,
    /// Chakart: the draws after a move changed the game more than the move did.
    Luck,
}

/// One worst moment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moment {
    pub kind: MomentKind,
    /// The turn, from 1.
    pub ply: usize,
    #[serde(with = "codec::color_serde")]
    pub mover: Color,
    /// The full position before the move (the game is over: nothing is hidden any more).
    pub fen_before: String,
    /// The move played and the engine's better one, in coordinates.
    pub played: String,
    pub better: Option<String>,
    /// The mover's best score before and what the move (or luck) left, from White's side.
    pub before: Score,
    pub after: Score,
    pub class: Class,
    /// The winning chances it cost the mover (lichess's [-1, 1] scale; luck: what the
    /// draws cost or gave, negative when they helped).
    pub swing: f64,
    /// Chakart: the items met and eggs hatched that turn (`banana`, `egg:bowser`…).
    pub causes: Vec<String>,
}

impl Moment {
    /// The move played, in SAN with `letters`.
    pub fn played_text(&self, ruleset: RuleSet, letters: Letters) -> String {
        self.write(ruleset, &self.played, letters)
    }

    /// The better move, in SAN with `letters`.
    pub fn better_text(&self, ruleset: RuleSet, letters: Letters) -> Option<String> {
        self.better
            .as_ref()
            .map(|b| self.write(ruleset, b, letters))
    }

    fn write(&self, ruleset: RuleSet, coordinates: &str, letters: Letters) -> String {
        let pos = AnyPosition::from_fen(ruleset, &self.fen_before);
        match (pos, codec::parse_action(coordinates)) {
            (Ok(pos), Some(action)) => notation::san_in(&pos, &action, letters),
            _ => coordinates.to_string(),
        }
    }
}

/// What a moment is picked from: one reviewed turn.
pub struct Candidate<'a> {
    pub ply: usize,
    pub mover: Color,
    pub fen_before: String,
    pub played: String,
    pub better: Option<String>,
    pub before: Score,
    pub after: Score,
    pub class: Class,
    /// Chakart: the value the draws left (from White's side), when known.
    pub landed: Option<Score>,
    pub events: &'a [Event],
}

/// The [`MOMENTS`] worst moments: flagged moves by the chances they cost, then (Chakart)
/// a turn whose draws swung the game by at least a mistake's worth.
pub fn pick(candidates: &[Candidate<'_>]) -> Vec<Moment> {
    let mut errors: Vec<Moment> = candidates
        .iter()
        .filter(|c| c.class.flagged())
        .map(|c| moment(c, MomentKind::Error, c.after))
        .collect();
    errors.sort_by(|a, b| b.swing.total_cmp(&a.swing));
    errors.truncate(MOMENTS);
    let luck = candidates
        .iter()
        .filter_map(|c| Some(moment(c, MomentKind::Luck, c.landed?)))
        .filter(|m| m.swing.abs() >= 0.2 && !m.causes.is_empty())
        .max_by(|a, b| a.swing.abs().total_cmp(&b.swing.abs()));
    if let Some(luck) = luck {
        if errors.len() == MOMENTS {
            errors.pop();
        }
        errors.push(luck);
    }
    errors
}

fn moment(c: &Candidate<'_>, kind: MomentKind, after: Score) -> Moment {
    let from = if kind == MomentKind::Luck {
        c.after
    } else {
        c.before
    };
    Moment {
        kind,
        ply: c.ply,
        mover: c.mover,
        fen_before: c.fen_before.clone(),
        played: c.played.clone(),
        better: c.better.clone(),
        before: from,
        after,
        class: c.class,
        swing: winning_chances(from, c.mover) - winning_chances(after, c.mover),
        causes: causes(c.events),
    }
}

/// The items met and eggs hatched in a turn's events, in order, each once.
pub fn causes(events: &[Event]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in events {
        let word = match e {
            Event::ObjectHit { object, .. } => object_word(*object).to_string(),
            Event::Egg { effect } => format!("egg:{}", egg_word(*effect)),
            _ => continue,
        };
        if !out.contains(&word) {
            out.push(word);
        }
    }
    out
}

fn object_word(object: Object) -> &'static str {
    match object {
        Object::Mushroom => "mushroom",
        Object::Banana => "banana",
        Object::Bomb => "bomb",
        Object::Egg => "egg",
    }
}

fn egg_word(effect: EggEffect) -> String {
    format!("{effect:?}").to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Square;

    fn candidate(
        ply: usize,
        before: i32,
        after: i32,
        landed: Option<i32>,
        events: &[Event],
    ) -> Candidate<'_> {
        let (before, after) = (Score::Cp(before), Score::Cp(after));
        Candidate {
            ply,
            mover: Color::White,
            fen_before: String::new(),
            played: "e2e4".into(),
            better: Some("d2d4".into()),
            before,
            after,
            class: super::super::classify::classify(before, after, Color::White, false),
            landed: landed.map(Score::Cp),
            events,
        }
    }

    #[test]
    fn the_worst_errors_come_first_and_luck_names_its_item() {
        let banana = [
            Event::ObjectHit {
                object: Object::Banana,
                square: Square::ALL[12],
            },
            Event::Egg {
                effect: EggEffect::Bowser,
            },
        ];
        let list = [
            candidate(1, 0, -150, None, &[]),
            candidate(2, 0, -900, None, &[]),
            candidate(3, 50, 40, Some(-700), &banana),
            candidate(4, 0, 10, None, &[]),
        ];
        let picked = pick(&list);
        let plies: Vec<usize> = picked.iter().map(|m| m.ply).collect();
        assert_eq!(plies, [2, 1, 3]);
        let luck = &picked[2];
        assert_eq!(luck.kind, MomentKind::Luck);
        assert_eq!(luck.causes, ["banana", "egg:bowser"]);
        assert!(luck.swing > 0.3, "{}", luck.swing);
    }
}
