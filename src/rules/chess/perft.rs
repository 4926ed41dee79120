//! Perft: counting the leaf nodes of the legal move tree (the move generator's test and
//! benchmark).

use super::movegen::{generate, Counter, MoveList};
use super::position::Position;

/// Leaf nodes at `depth`, counting the last ply in bulk.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        let mut counter = Counter(0);
        generate(pos, &mut counter);
        return counter.0;
    }
    let mut list = MoveList::new();
    generate(pos, &mut list);
    let mut nodes = 0;
    for &m in list.as_slice() {
        let mut child = *pos;
        child.make(m);
        nodes += perft(&child, depth - 1);
    }
    nodes
}
