//! The rules tests' reading of a position's legal moves (included by path by the test
//! crates of one rule set).

use chakbot::rules::Variant;

/// The legal moves of `p` in coordinates, sorted.
pub fn sorted_moves(p: &impl Variant) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| m.action.to_string())
        .collect();
    v.sort();
    v
}
