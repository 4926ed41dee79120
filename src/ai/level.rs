//! Levels 1 to 8: how deep the engine looks, how much of the time budget it uses, and the
//! human-looking mistakes of the low levels (noise on its judgement of each move, captures
//! it does not notice). Each level is stronger than the one below by construction: the top
//! levels (6 to 8) differ by a factor of 3 in nodes (about one more ply), the low ones
//! (1 to 5) by one ply of depth cap and less noise, in Maharaja and Koopa also by twice
//! the nodes from level 3 up (docs/PERFORMANCE.md measures it).

use crate::rules::RuleSet;
use std::fmt;
use std::str::FromStr;

/// A playing level, 1 (a beginner can beat it) to 8 (full strength within the budget).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);

    /// `None` outside 1..=8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The deepest iteration of the alpha-beta engines (chess, Maharaja, Koopa).
    pub fn max_depth(self) -> u32 {
        [1, 2, 3, 4, 5, 64, 64, 64][self.index()]
    }

    /// Whether this level is limited by the wall clock when unseeded: only the top one.
    /// Levels 1 to 7 stop on their node count (their share of the budget at the model's
    /// rate, [`crate::ai::budget`]) and depth cap alone, so they play alike everywhere.
    pub fn by_clock(self) -> bool {
        self == Level::MAX
    }

    /// The share of the budget (in thousandths of the nodes of the top level's time)
    /// this level may use: geometric (×3) from level 5 up, level 8 the whole budget;
    /// levels 1 to 4 stop at their depth cap.
    pub fn budget_permille(self) -> u64 {
        [20, 20, 20, 20, 37, 111, 333, 1000][self.index()]
    }

    /// [`Level::budget_permille`] for `ruleset`. Maharaja and Koopa: levels 4 and 5 get
    /// twice the nodes of the level below (37 and 74 thousandths): with 20 their depth
    /// caps were out of reach at short times (50 ms a move: levels 3 to 5 all stopped
    /// near 2 plies and played alike; docs/PERFORMANCE.md). Chess and Chakart: as
    /// [`Level::budget_permille`].
    pub fn budget_permille_in(self, ruleset: RuleSet) -> u64 {
        match ruleset {
            RuleSet::Maharaja | RuleSet::Koopa => {
                [20, 20, 20, 37, 74, 111, 333, 1000][self.index()]
            }
            _ => self.budget_permille(),
        }
    }

    /// Noise added to the engine's score of each root move, in centipawns (uniform in
    /// ±this): the low levels misjudge close moves.
    pub fn noise_cp(self) -> i32 {
        [200, 120, 70, 40, 20, 0, 0, 0][self.index()]
    }

    /// One noise draw per root move (all 0 at the levels without noise), in the order of
    /// the moves: what [`Level::noise_cp`] adds to each move's score.
    pub fn root_noise(self, moves: usize, rng: &mut impl rand::Rng) -> Vec<i32> {
        let noise = self.noise_cp();
        (0..moves)
            .map(|_| {
                if noise > 0 {
                    rng.random_range(-noise..=noise)
                } else {
                    0
                }
            })
            .collect()
    }

    /// The chance, in percent, that the engine overlooks each capture it could make.
    pub fn miss_capture_percent(self) -> u32 {
        [40, 25, 12, 5, 0, 0, 0, 0][self.index()]
    }

    /// Maharaja: the chance, in percent, that the army (Black) overlooks the Maharaja's
    /// knight jumps for a whole move (the part of the compound piece people miss): it may
    /// then leave a piece to a jump or walk into a fork.
    pub fn overlook_jumps_percent(self) -> u32 {
        [98, 92, 80, 70, 60, 55, 45, 0][self.index()]
    }

    /// Chakart: the shape of the search (see [`ChakartShape`]). Levels 1 to 3 look one
    /// ply; from level 4 the best 2, 4, 8 actions at one ply are searched again against
    /// the opponent's best reply (each doubling measured at 63–69 % against the one
    /// below); levels 7 and 8 add a third ply (their own best answer) on their best 2 and
    /// 6 actions at two plies, level 8 with each reply averaged over 3 draws and a guessed
    /// hidden queen (docs/PERFORMANCE.md, "Level ladder").
    pub fn chakart(self) -> ChakartShape {
        let (plies, samples, reply_draws, candidates, deep, worlds) = [
            (1, 1, 1, 0, 0, 1),
            (1, 1, 1, 0, 0, 1),
            (1, 2, 1, 0, 0, 1),
            (2, 2, 1, 2, 0, 1),
            (2, 3, 1, 4, 0, 1),
            (2, 3, 1, 8, 0, 1),
            (3, 4, 1, 16, 2, 1),
            (3, 4, 3, 24, 6, 2),
        ][self.index()];
        ChakartShape {
            plies,
            samples,
            reply_draws,
            candidates,
            deep,
            worlds,
        }
    }

    fn index(self) -> usize {
        (self.0.clamp(1, 8) - 1) as usize
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::MAX
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a level did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a level (choose 1 to 8)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| ParseLevelError(s.chars().take(20).collect()))
    }
}

/// How a level searches Chakart.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ChakartShape {
    /// 1: its own action; 2: and the opponent's best reply; 3: and its own best answer
    /// (on the `deep` best candidates at two plies).
    pub plies: u32,
    /// Random draws of each of its own candidate actions.
    pub samples: u32,
    /// Random draws each opponent reply is averaged over (1: the reply is judged under one
    /// draw, so the opponent's luckiest reply counts; more: expectimax over the reply's
    /// chance node). A reply that draws nothing is played once.
    pub reply_draws: u32,
    /// How many of the best actions at one ply are searched again at two.
    pub candidates: usize,
    /// How many of the best actions at two plies are searched again at three.
    pub deep: usize,
    /// Guesses of the opponent's hidden queen considered.
    pub worlds: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_higher_level_never_has_a_smaller_budget() {
        for ruleset in RuleSet::ALL {
            for n in 1..8 {
                let (low, high) = (Level(n), Level(n + 1));
                assert!(low.budget_permille_in(ruleset) <= high.budget_permille_in(ruleset));
                assert!(high.budget_permille_in(ruleset) <= 1000);
            }
        }
    }

    #[test]
    fn a_higher_level_never_overlooks_more_and_the_top_never() {
        for n in 1..8 {
            let (low, high) = (Level(n), Level(n + 1));
            assert!(low.overlook_jumps_percent() > high.overlook_jumps_percent());
            assert!(
                low.overlook_jumps_percent() < 100,
                "level {n} sometimes sees them"
            );
        }
        assert_eq!(Level::MAX.overlook_jumps_percent(), 0);
    }

    #[test]
    fn chess_and_chakart_budgets_are_the_common_ones() {
        for ruleset in [RuleSet::Chess, RuleSet::Chakart, RuleSet::Chakart2020] {
            for n in 1..=8 {
                let level = Level(n);
                assert_eq!(level.budget_permille_in(ruleset), level.budget_permille());
            }
        }
    }
}
