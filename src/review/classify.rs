//! Each move's class, by lichess's rules (lila `modules/tree/src/main/Advice.scala`): a
//! drop of the mover's winning chances (on the [-1, 1] scale) of 0.1, 0.2, 0.3 or more is
//! an inaccuracy, a mistake, a blunder; a mate allowed from an even position (or lost
//! without keeping a big advantage) is a blunder, from below −7 or −10 pawns a mistake or
//! an inaccuracy. Moves lichess does not flag are `best` (the engine's choice, or no loss
//! of winning chances worth naming: under [`BEST_DROP`]) or `good`.

use super::accuracy::winning_chances;
use super::score::Score;
use crate::rules::Color;
use serde::{Deserialize, Serialize};

/// What a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// A drop of winning chances under this (half a point of Win%) still counts as best.
pub const BEST_DROP: f64 = 0.01;

impl Class {
    /// The word the command line prints (`best`, `good`, `inaccuracy`, `mistake`, `blunder`).
    pub fn word(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// Whether lichess flags it (inaccuracy or worse).
    pub fn flagged(self) -> bool {
        self >= Class::Inaccuracy
    }
}

/// The class of a move of `mover` from `before` (the best the mover had) to `after`
/// (what the move kept); `engine_move`: it is the move the engine chose.
pub fn classify(before: Score, after: Score, mover: Color, engine_move: bool) -> Class {
    if let Some(class) =
        mate_advice(before, after, mover).or_else(|| cp_advice(before, after, mover))
    {
        return class;
    }
    let drop = winning_chances(before, mover) - winning_chances(after, mover);
    if engine_move || drop < BEST_DROP {
        Class::Best
    } else {
        Class::Good
    }
}

/// lichess's `CpAdvice`: both scores in centipawns.
fn cp_advice(before: Score, after: Score, mover: Color) -> Option<Class> {
    if before.mate_of(mover).is_some() || after.mate_of(mover).is_some() {
        return None;
    }
    let drop = winning_chances(before, mover) - winning_chances(after, mover);
    [
        (0.3, Class::Blunder),
        (0.2, Class::Mistake),
        (0.1, Class::Inaccuracy),
    ]
    .into_iter()
    .find(|&(d, _)| d <= drop)
    .map(|(_, c)| c)
}

/// lichess's `MateAdvice`: a mate created against the mover, or a mate of the mover lost.
fn mate_advice(before: Score, after: Score, mover: Color) -> Option<Class> {
    let cp = |s: Score| {
        if s.mate_of(mover).is_some() {
            0
        } else {
            s.cp_of(mover)
        }
    };
    match (before.mate_of(mover), after.mate_of(mover)) {
        (None, Some(n)) if n < 0 || after_is_mated(after, mover) => {
            Some(by_margin(-cp(before), Class::Inaccuracy, Class::Mistake))
        }
        (Some(p), None) if p > 0 => Some(by_margin(cp(after), Class::Inaccuracy, Class::Mistake)),
        (Some(p), Some(n)) if p > 0 && n < 0 => Some(Class::Blunder),
        _ => None,
    }
}

/// A mate already given against the mover (`#-0` seen from its side).
fn after_is_mated(after: Score, mover: Color) -> bool {
    matches!(after, Score::Mate { moves: 0, white_wins } if white_wins != (mover == Color::White))
}

/// Above 999 centipawns (of the side keeping an edge): `light`; above 700: `heavier`;
/// else a blunder.
fn by_margin(cp: i32, light: Class, heavier: Class) -> Class {
    if cp > 999 {
        light
    } else if cp > 700 {
        heavier
    } else {
        Class::Blunder
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    #[test]
    fn thresholds_on_winning_chances() {
        assert_eq!(
            classify(Score::Cp(0), Score::Cp(-900), White, false),
            Class::Blunder
        );
        assert_eq!(
            classify(Score::Cp(0), Score::Cp(900), Black, false),
            Class::Blunder
        );
        assert_eq!(
            classify(Score::Cp(0), Score::Cp(-60), White, false),
            Class::Inaccuracy
        );
        assert_eq!(
            classify(Score::Cp(0), Score::Cp(-120), White, false),
            Class::Mistake
        );
        assert_eq!(
            classify(Score::Cp(30), Score::Cp(20), White, false),
            Class::Good
        );
        assert_eq!(
            classify(Score::Cp(30), Score::Cp(20), White, true),
            Class::Best
        );
        // Already lost: a further loss on the flat part of the curve is not flagged.
        assert!(!classify(Score::Cp(-1200), Score::Cp(-2000), White, false).flagged());
    }

    #[test]
    fn mates() {
        let mated = Score::mate(Black, 2);
        assert_eq!(classify(Score::Cp(0), mated, White, false), Class::Blunder);
        assert_eq!(
            classify(Score::Cp(-800), mated, White, false),
            Class::Mistake
        );
        assert_eq!(
            classify(Score::Cp(-1100), mated, White, false),
            Class::Inaccuracy
        );
        let mating = Score::mate(White, 2);
        assert_eq!(
            classify(mating, Score::Cp(100), White, false),
            Class::Blunder
        );
        assert_eq!(
            classify(mating, Score::Cp(1200), White, false),
            Class::Inaccuracy
        );
        assert_eq!(
            classify(mating, Score::mate(White, 0), White, true),
            Class::Best
        );
        assert_eq!(classify(mating, mated, White, false), Class::Blunder);
    }
}
