//! Runs the Koopa perft table `tests/data/perft/koopa.txt` (`fen;depth;nodes`, `#`
//! comments) against the engine.

use chakbot::rules::koopa::Position;
use chakbot::rules::{RuleSet, Variant};

#[test]
fn koopa_perft_table() {
    let table = include_str!("data/perft/koopa.txt");
    let mut checked = 0;
    for (n, line) in table.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').collect();
        assert_eq!(fields.len(), 3, "line {}: {line}", n + 1);
        let pos = Position::from_fen(RuleSet::Koopa, fields[0])
            .unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let depth: u32 = fields[1].parse().expect("depth");
        let nodes: u64 = fields[2].parse().expect("nodes");
        assert_eq!(pos.perft(depth), nodes, "line {}: {line}", n + 1);
        checked += 1;
    }
    assert!(checked >= 40);
}
