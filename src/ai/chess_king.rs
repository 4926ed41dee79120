//! Chess king safety as one danger score per king: a weighted sum of features (enemy
//! attackers by kind, their attacks on the king's zone, weak squares there, safe checks by
//! kind, the king's own pawns around it, the enemy queen's absence), counted only when
//! enough enemy pieces attack. Its cost grows with the square of the danger in the middle
//! game (one attacker is harmless, several together decide games) and linearly in the
//! endgame. The weights are `chess_weights::KING_SAFETY`, fitted through this
//! non-linearity by `examples/eval_tune.rs`.

use super::chess_weights as w;

/// Feature indices: attackers of the zone, knight to queen (4).
pub const ATTACKERS: usize = 0;
/// Squares of the zone the attackers reach, summed over the attackers.
pub const ZONE_ATTACKS: usize = 4;
/// Squares of the zone the enemy attacks and none of our pawns, minor pieces or rooks
/// defends.
pub const WEAK: usize = 5;
/// Safe checks, knight to queen (4): squares from which an enemy piece of that kind
/// there would check the king, which it reaches, not occupied by the enemy and not
/// attacked by us.
pub const SAFE_CHECKS: usize = 6;
/// The king's own pawns in its zone or the rank in front of it.
pub const SHELTER: usize = 10;
/// 1 when the enemy has no queen.
pub const NO_QUEEN: usize = 11;
/// Always 1 (the danger's offset).
pub const BASE: usize = 12;
/// The number of features.
pub const FEATURES: usize = 13;

/// A king's features, by the indices above.
pub type Features = [i32; FEATURES];

/// The weights the engine plays with.
pub const WEIGHTS: [i32; FEATURES] = w::KING_SAFETY;

/// The middle-game cost of a danger `d` is d² / `MG_DIVISOR`, ...
pub const MG_DIVISOR: i32 = 720;
/// ... its endgame cost d / `EG_DIVISOR` (none when `d` ≤ 0).
pub const EG_DIVISOR: i32 = 20;

/// Whether a king with `attackers` enemy pieces attacking its zone is in danger at all:
/// two attackers, or one with the enemy queen on the board.
pub fn counted(attackers: i32, enemy_queen: bool) -> bool {
    attackers >= 2 || (attackers >= 1 && enemy_queen)
}

/// The danger of `f`.
pub fn danger(f: &Features) -> i32 {
    f.iter().zip(WEIGHTS).map(|(&n, k)| n * k).sum()
}

/// The danger of `f` under `weights` (the tuner's), unrounded.
pub fn danger_under(f: &Features, weights: &[f64]) -> f64 {
    f.iter().zip(weights).map(|(&n, k)| n as f64 * k).sum()
}

/// [`cost`] unrounded (the tuner's).
pub fn cost_unrounded(d: f64) -> (f64, f64) {
    if d <= 0.0 {
        (0.0, 0.0)
    } else {
        (d * d / MG_DIVISOR as f64, d / EG_DIVISOR as f64)
    }
}

/// The slope of [`cost_unrounded`] at `d`: (d(middle game)/dd, d(endgame)/dd), for the
/// tuner's gradient.
pub fn cost_slope(d: f64) -> (f64, f64) {
    if d <= 0.0 {
        (0.0, 0.0)
    } else {
        (2.0 * d / MG_DIVISOR as f64, 1.0 / EG_DIVISOR as f64)
    }
}

/// The cost of danger `d` to the king's side: (middle game, endgame), in centipawns.
pub fn cost(d: i32) -> (i32, i32) {
    if d <= 0 {
        (0, 0)
    } else {
        (d * d / MG_DIVISOR, d / EG_DIVISOR)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cost_grows_faster_than_the_danger_in_the_middle_game() {
        assert_eq!(cost(-50), (0, 0));
        let (one, _) = cost(200);
        let (two, _) = cost(400);
        assert!(two >= 4 * one - 1, "{one} {two}");
        assert!(cost(400).1 > cost(200).1);
    }

    #[test]
    fn the_slope_is_the_costs_derivative() {
        for d in [-40.0, 35.0, 300.0] {
            let h = 1e-3;
            let (up, down) = (cost_unrounded(d + h), cost_unrounded(d - h));
            let (mg, eg) = cost_slope(d);
            assert!(((up.0 - down.0) / (2.0 * h) - mg).abs() < 1e-6, "{d}");
            assert!(((up.1 - down.1) / (2.0 * h) - eg).abs() < 1e-6, "{d}");
        }
    }

    #[test]
    fn a_lone_attacker_counts_only_with_the_queen() {
        assert!(!counted(1, false));
        assert!(counted(1, true));
        assert!(counted(2, false));
        assert!(!counted(0, true));
    }
}
