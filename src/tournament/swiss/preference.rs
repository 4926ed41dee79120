//! Colour preferences: a player's preference (absolute, strong, mild) from their history,
//! and the colour criteria between two players (C.04.3 C10-C13).

use super::model::{Colour, RoundEntry};

/// A player's colour history, summed up.
#[derive(Clone, Debug, Default)]
pub struct ColourState {
    /// |games as white - games as black|.
    pub imbalance: usize,
    pub preference: Option<Colour>,
    /// The colour of the last two played games when they were the same.
    pub repeated: Option<Colour>,
    /// A strong (not absolute) preference: an imbalance of one.
    pub strong: bool,
}

impl ColourState {
    /// A colour difference beyond ±1.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// An absolute preference: colour difference beyond ±1 or the same colour twice.
    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

/// The colour state after the given rounds (only games played over the board count).
pub fn colour_state(rounds: &[RoundEntry]) -> ColourState {
    let (mut white, mut black, mut streak) = (0usize, 0usize, 0usize);
    let mut last = None;
    for colour in rounds.iter().filter_map(|r| r.played_colour()) {
        streak = if streak == 0 || Some(colour) != last {
            1
        } else {
            streak + 1
        };
        last = Some(colour);
        match colour {
            Colour::White => white += 1,
            Colour::Black => black += 1,
        }
    }
    let lower = if white > black {
        Colour::Black
    } else {
        Colour::White
    };
    let imbalance = white.abs_diff(black);
    let preference = if imbalance > 1 {
        Some(lower)
    } else if streak > 1 {
        last.map(Colour::invert)
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::invert)
    };
    let repeated = if streak > 1 { last } else { None };
    let mut state = ColourState {
        imbalance,
        preference,
        repeated,
        strong: false,
    };
    state.strong = !state.absolute() && imbalance > 0;
    state
}

/// Preferences that one pairing can satisfy both (different, or one without any).
pub fn preferences_compatible(a: &ColourState, b: &ColourState) -> bool {
    a.preference.is_none() || b.preference.is_none() || a.preference != b.preference
}

/// The four colour criteria of a pair (C.04.3 C10-C13), as bits that are set when the
/// criterion is satisfied: no absolute imbalance clash, no absolute preference violated
/// (beyond the allowed), preferences compatible, strong preferences respected.
pub fn criteria(lower: &ColourState, higher: &ColourState) -> [bool; 4] {
    let same = lower.preference == higher.preference;
    let no_imbalance_clash = !lower.absolute_imbalance() || !higher.absolute_imbalance() || !same;
    let absolute_ok = !lower.absolute()
        || !higher.absolute()
        || !same
        || if lower.imbalance == higher.imbalance {
            lower.repeated.is_none() || lower.repeated != higher.repeated
        } else {
            let weaker = if lower.imbalance > higher.imbalance {
                higher
            } else {
                lower
            };
            weaker.repeated != lower.preference.map(Colour::invert)
        };
    let strong_ok = (!lower.strong && !lower.absolute())
        || (!higher.strong && !higher.absolute())
        || (lower.absolute() && higher.absolute())
        || !same;
    [
        no_imbalance_clash,
        absolute_ok,
        preferences_compatible(lower, higher),
        strong_ok,
    ]
}
