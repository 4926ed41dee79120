//! The pairing graph of one round: a weight for every pair of players to pair (vertices are
//! their positions in score order), pairs fixed as the brackets are settled, and the
//! current maximum-weight matching of the players not yet fixed.

use super::matching::max_weight_matching;
use super::weight::{Weight, Wide};

pub struct Graph<const N: usize> {
    n: usize,
    /// Lower triangle: the weight of `(i, j)`, `i > j`, at `i * (i - 1) / 2 + j`.
    weights: Vec<Wide<N>>,
    fixed: Vec<bool>,
    /// Each vertex's mate in the last matching computed (itself when unmatched).
    pub mate: Vec<usize>,
    /// Whether weights changed since that matching was computed.
    pub dirty: bool,
}

impl<const N: usize> Graph<N> {
    pub fn new(n: usize) -> Self {
        Graph {
            n,
            weights: vec![Wide::from_u64(0); n * n.saturating_sub(1) / 2],
            fixed: vec![false; n],
            mate: (0..n).collect(),
            dirty: false,
        }
    }

    fn slot(i: usize, j: usize) -> usize {
        let (hi, lo) = if i > j { (i, j) } else { (j, i) };
        hi * (hi - 1) / 2 + lo
    }

    pub fn set(&mut self, i: usize, j: usize, weight: Wide<N>) {
        let slot = &mut self.weights[Self::slot(i, j)];
        if *slot != weight {
            *slot = weight;
            self.dirty = true;
        }
    }

    /// Fixes the pair `(i, j)`: both leave the graph, matched together.
    pub fn fix(&mut self, i: usize, j: usize) {
        self.fixed[i] = true;
        self.fixed[j] = true;
        self.mate[i] = j;
        self.mate[j] = i;
    }

    /// Recomputes the maximum-weight matching of the vertices not fixed.
    pub fn compute(&mut self) {
        self.dirty = false;
        let active: Vec<usize> = (0..self.n).filter(|&v| !self.fixed[v]).collect();
        let mut edges = Vec::new();
        for (a, &i) in active.iter().enumerate() {
            for (b, &j) in active[..a].iter().enumerate() {
                let w = self.weights[Self::slot(i, j)];
                if !w.is_zero() {
                    edges.push((a, b, w));
                }
            }
        }
        let mate = max_weight_matching(active.len(), &edges);
        for (a, &v) in active.iter().enumerate() {
            self.mate[v] = active[mate[a]];
        }
    }
}
