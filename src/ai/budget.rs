//! Time control. With a seed the budget is a node count (the time budget times a fixed
//! rate per rule set, measured on the development machine: see docs/PERFORMANCE.md), so
//! the search is deterministic; without one, the wall clock also stops it.

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

/// When a search must stop.
#[derive(Copy, Clone, Debug)]
pub struct Budget {
    pub max_nodes: u64,
    pub deadline: Option<Instant>,
}

impl Budget {
    /// The budget of `level` for `movetime_ms`; `wall_clock` adds a deadline.
    pub fn new(ruleset: RuleSet, level: Level, movetime_ms: u64, wall_clock: bool) -> Budget {
        let share = level.budget_permille_in(ruleset);
        let full = movetime_ms.max(1).saturating_mul(nodes_per_ms(ruleset));
        let ms = (movetime_ms.max(1).saturating_mul(share) / 1000).max(1);
        // Chess on the clock: the node count is only a safety net (4 times the model), so
        // a fast machine uses its whole time.
        let net = if wall_clock && ruleset == RuleSet::Chess {
            4
        } else {
            1
        };
        Budget {
            max_nodes: (full.saturating_mul(share) / 1000)
                .max(200)
                .saturating_mul(net),
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
