//! What the engine keeps from one move to the next: the chess transposition table and
//! move-ordering statistics ([`Learned`]), so a game's next search starts from what the
//! last one found instead of from nothing.
//!
//! Only searches that are not deterministic anyway keep one by default: unseeded chess
//! searches of the levels limited by nodes or time rather than by depth (6 to 8,
//! [`kept_for`]) take a table from a small process-wide pool and give it back. A seeded
//! search starts afresh unless its caller hands it a [`Memory`] itself
//! ([`super::choose_with`]): then the same requests in the same order still give the same
//! actions.

use super::learned::Learned;
use super::level::Level;
use crate::rules::chess::Move;
use crate::rules::RuleSet;
use std::sync::{LazyLock, Mutex};

/// The kept table's size: 2^21 slots of 16 bytes (32 MiB), the size a fresh one has from
/// about 500 ms a move up.
const BITS: u32 = 21;

const _: () = assert!(super::tt::slot_bytes::<Move>() == 16);

/// A chess game's search memory.
pub struct Memory {
    pub(super) chess: Learned<Move>,
}

impl Memory {
    /// An empty memory (a two-way table of 2^21 slots, no statistics yet).
    pub fn new() -> Memory {
        Memory {
            chess: Learned::new(BITS, true),
        }
    }
}

impl Default for Memory {
    fn default() -> Memory {
        Memory::new()
    }
}

/// Whether a search (`ruleset`, `level`, `seed` as in its request) uses a kept table by
/// default: unseeded chess at a level limited by nodes or time (levels 6 to 8; the lower levels'
/// depth caps are their strength).
pub fn kept_for(ruleset: RuleSet, level: Level, seed: Option<u64>) -> bool {
    seed.is_none() && used_by(ruleset, level)
}

/// Whether a search of `ruleset` at `level` uses a memory it is given: chess at a level
/// whose search stops on time only.
pub(super) fn used_by(ruleset: RuleSet, level: Level) -> bool {
    ruleset == RuleSet::Chess && level.max_depth() >= 64
}

/// Tables given back, at most one per core (the host runs at most one search per core).
static POOL: Mutex<Vec<Memory>> = Mutex::new(Vec::new());

/// A kept memory, or a new one when none is free.
pub(super) fn take() -> Memory {
    POOL.lock()
        .ok()
        .and_then(|mut pool| pool.pop())
        .unwrap_or_default()
}

/// The pool's bound: the machine's cores, read once.
static CORES: LazyLock<usize> =
    LazyLock::new(|| std::thread::available_parallelism().map_or(1, |n| n.get()));

/// Gives `memory` back for the next search (dropped when the pool is full).
pub(super) fn give_back(memory: Memory) {
    if let Ok(mut pool) = POOL.lock() {
        if pool.len() < *CORES {
            pool.push(memory);
        }
    }
}
