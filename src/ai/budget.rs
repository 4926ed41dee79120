//! Time control. Every level's budget is a node count: the time budget times a fixed rate
//! per rule set (measured on the development machine: see docs/PERFORMANCE.md) times the
//! level's share. Levels 1 to 7 stop on that count alone, seeded or not, so a level plays
//! the same on a quiet or a busy machine, in the host or in a one-shot `chakbot ai`; only
//! the top level, unseeded, is limited by the wall clock (the node count is then a safety
//! net), so it uses the time it is given on any machine.

use super::level::Level;
use crate::rules::RuleSet;
use std::time::{Duration, Instant};

/// Nodes per millisecond the deterministic model assumes for each rule set (a node is a
/// position made; Chakart: a turn played on a copy).
pub fn nodes_per_ms(ruleset: RuleSet) -> u64 {
    match ruleset {
        RuleSet::Chess | RuleSet::Maharaja => 1500,
        RuleSet::Koopa => 1500,
        RuleSet::Chakart | RuleSet::Chakart2020 => 300,
    }
}

/// Levels 1 to 7 unseeded: the safety deadline is this many times their share of the
/// time (at the model's rate)…
pub const SAFETY_FACTOR: u64 = 20;

/// … and at least this many milliseconds.
pub const SAFETY_MIN_MS: u64 = 5_000;

/// When a search must stop.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    pub max_nodes: u64,
    pub deadline: Option<Instant>,
}

impl Budget {
    /// The budget of `level` for `movetime_ms` (the top level's time; a lower level gets
    /// its share of the nodes). `wall_clock` (an unseeded search) adds a deadline: the
    /// level's time for the top level, which [`Level::by_clock`]; for levels 1 to 7 only a
    /// safety net far beyond what their node count takes ([`SAFETY_FACTOR`] times their
    /// share of the time at the model's rate, at least [`SAFETY_MIN_MS`]), which a
    /// working machine never reaches.
    pub fn new(ruleset: RuleSet, level: Level, movetime_ms: u64, wall_clock: bool) -> Budget {
        let share = level.budget_permille_in(ruleset);
        let full = movetime_ms.max(1).saturating_mul(nodes_per_ms(ruleset));
        let ms = (movetime_ms.max(1).saturating_mul(share) / 1000).max(1);
        let nodes = (full.saturating_mul(share) / 1000).max(200);
        if !level.by_clock() {
            let safety = ms.saturating_mul(SAFETY_FACTOR).max(SAFETY_MIN_MS);
            return Budget {
                max_nodes: nodes,
                deadline: wall_clock.then(|| Instant::now() + Duration::from_millis(safety)),
            };
        }
        // Chess on the clock: the node count is only a safety net (4 times the model), so
        // a fast machine uses its whole time.
        let net = if wall_clock && ruleset == RuleSet::Chess {
            4
        } else {
            1
        };
        Budget {
            max_nodes: nodes.saturating_mul(net),
            deadline: wall_clock.then(|| Instant::now() + Duration::from_millis(ms)),
        }
    }

    /// A pure node budget (tests, benchmarks).
    pub fn nodes(max_nodes: u64) -> Budget {
        Budget {
            max_nodes,
            deadline: None,
        }
    }

    /// Whether a search that visited `nodes` must stop now.
    pub fn exhausted(&self, nodes: u64) -> bool {
        nodes >= self.max_nodes || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}
