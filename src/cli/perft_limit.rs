//! How much work a `rules perft` depth means from a position, and the refusal of depths
//! past [`MAX_LEAVES`]: small perfts are counted, and the last growth rate extrapolated.

use chakbot::rules::AnyPosition;

/// The most leaf nodes `rules perft` counts (about a minute at the engines' tens of
/// millions of leaves per second: docs/PERFORMANCE.md).
pub const MAX_LEAVES: u64 = 5_000_000_000;

/// Perfts are counted exactly while they stay below this many leaves (well under a
/// second); deeper ones are estimated from them.
const PROBE_LEAVES: u64 = 1_000_000;

/// The work of perft at `depth` from `pos`, exactly or as an estimate.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Work {
    /// Leaves at `depth` (estimated when `exact` is false).
    pub leaves: f64,
    pub exact: bool,
    /// The deepest depth whose estimate stays within [`MAX_LEAVES`].
    pub deepest: u32,
}

/// Counts small perfts from `pos` and extrapolates to `depth` with the growth of the last
/// ply counted (at least 1: a tree does not shrink on average once it has branches).
pub fn estimate(pos: &AnyPosition, depth: u32) -> Work {
    let mut counts = vec![1u64];
    let mut d = 0u32;
    while d < depth {
        let last = counts[counts.len() - 1];
        if last == 0 {
            // No move: the tree ends here, whatever the depth.
            return Work {
                leaves: 0.0,
                exact: true,
                deepest: depth,
            };
        }
        if counts.len() > 1 && last as f64 * growth(&counts) > PROBE_LEAVES as f64 {
            break;
        }
        d += 1;
        counts.push(pos.perft(d));
    }
    let known = counts[counts.len() - 1] as f64;
    if d == depth {
        return Work {
            leaves: known,
            exact: true,
            deepest: depth,
        };
    }
    let growth = growth(&counts).max(1.0);
    let at = |target: u32| known * growth.powi(i32::try_from(target - d).unwrap_or(i32::MAX));
    let mut deepest = d;
    while deepest < depth && at(deepest + 1) <= MAX_LEAVES as f64 {
        deepest += 1;
    }
    Work {
        leaves: at(depth),
        exact: false,
        deepest,
    }
}

/// The ratio of the last two counts (1 when fewer are known).
fn growth(counts: &[u64]) -> f64 {
    match counts {
        [.., a, b] if *a > 0 => *b as f64 / *a as f64,
        _ => 1.0,
    }
}

/// `None` when perft at `depth` is within bounds, else why it is refused.
pub fn refusal(pos: &AnyPosition, depth: u32) -> Option<String> {
    let work = estimate(pos, depth);
    (work.leaves > MAX_LEAVES as f64).then(|| {
        format!(
            "perft to depth {depth} from this position means about {:.1e} positions, more \
             than the {:.0e} this command counts; ask for depth {} or less",
            work.leaves, MAX_LEAVES as f64, work.deepest
        )
    })
}
