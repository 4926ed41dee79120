//! Perft tables as data: every `tests/data/perft/<ruleset>.txt` (lines `fen;depth;nodes`,
//! `#` comments) is checked through `AnyPosition::perft`, the path `chakbot rules perft`
//! uses.

use chakbot::rules::{AnyPosition, RuleSet};
use std::fs;
use std::path::Path;

#[test]
fn perft_tables() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft");
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut entries: Vec<_> = fs::read_dir(&dir)
        .expect("tests/data/perft exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for path in entries {
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.extension().and_then(|e| e.to_str()) != Some("txt") {
            continue;
        }
        let Ok(ruleset) = stem.parse::<RuleSet>() else {
            continue;
        };
        let text = fs::read_to_string(&path).expect("perft file readable");
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let parts: Vec<&str> = line.split(';').map(str::trim).collect();
            assert_eq!(
                parts.len(),
                3,
                "{}:{}: expected fen;depth;nodes",
                path.display(),
                n + 1
            );
            let depth: u32 = parts[1].parse().expect("depth is a number");
            let nodes: u64 = parts[2].parse().expect("nodes is a number");
            let pos = AnyPosition::from_fen(ruleset, parts[0])
                .unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), n + 1));
            let got = pos.perft(depth);
            if got != nodes {
                failures.push(format!(
                    "{}:{}: {} depth {depth}: expected {nodes}, got {got}",
                    path.display(),
                    n + 1,
                    parts[0]
                ));
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    assert!(checked > 0, "no perft data found");
}
