//! Winning chances, move accuracy and game accuracy, as lichess defines them (lila,
//! `modules/tree/src/main/WinPercent.scala` and `modules/analyse/src/main/AccuracyPercent.scala`;
//! <https://lichess.org/page/accuracy>):
//!
//! - `Win% = 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1)`, centipawns ceiled at ±1000,
//!   a mate counted as ±1000;
//! - a move's accuracy `103.1668 * exp(-0.04354 * (winBefore - winAfter)) - 3.1669`, plus
//!   lila's 1-point "uncertainty bonus", clamped to [0, 100] (100 when the mover's Win%
//!   did not drop);
//! - a side's game accuracy: the mean of the volatility-weighted mean (each move weighted
//!   by the standard deviation of Win% over a window of `clamp(plies / 10, 2, 8)`
//!   positions, clamped to [0.5, 12]) and the harmonic mean of its move accuracies.

use super::score::Score;
use crate::rules::Color;

/// Centipawns beyond this count as this (lila's `Cp.CEILING`).
const CEILING: i32 = 1000;

/// Winning chances on lichess's [-1, 1] scale from `side`'s point of view.
pub fn winning_chances(score: Score, side: Color) -> f64 {
    let cp = f64::from(score.cp_of(side).clamp(-CEILING, CEILING));
    (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// Win% in [0, 100] from `side`'s point of view.
pub fn win_percent(score: Score, side: Color) -> f64 {
    50.0 + 50.0 * winning_chances(score, side)
}

/// A move's accuracy from the mover's Win% before and after it.
pub fn move_accuracy(win_before: f64, win_after: f64) -> f64 {
    if win_after >= win_before {
        return 100.0;
    }
    let drop = win_before - win_after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// One move for the game accuracy: its mover and its accuracy.
#[derive(Copy, Clone, Debug)]
pub struct Graded {
    pub mover: Color,
    pub accuracy: f64,
}

/// Each side's game accuracy (White's, Black's; `None` for a side without moves).
/// `white_wins`: White's Win% at the start and after each move (one more than `moves`).
pub fn game_accuracy(white_wins: &[f64], moves: &[Graded]) -> [Option<f64>; 2] {
    let weights = volatility_weights(white_wins, moves.len());
    [Color::White, Color::Black].map(|color| {
        let mine: Vec<(f64, f64)> = moves
            .iter()
            .zip(&weights)
            .filter(|(m, _)| m.mover == color)
            .map(|(m, &w)| (m.accuracy, w))
            .collect();
        side_accuracy(&mine)
    })
}

/// The mean of the weighted and harmonic means of `(accuracy, weight)` pairs.
fn side_accuracy(pairs: &[(f64, f64)]) -> Option<f64> {
    if pairs.is_empty() {
        return None;
    }
    let total: f64 = pairs.iter().map(|p| p.1).sum();
    let weighted = pairs.iter().map(|p| p.0 * p.1).sum::<f64>() / total;
    let harmonic = pairs.len() as f64 / pairs.iter().map(|p| 1.0 / p.0.max(1.0)).sum::<f64>();
    Some((weighted + harmonic) / 2.0)
}

/// One weight per move: the standard deviation of Win% over its window (lila: the first
/// window repeated `size - 2` times, then every window sliding by one).
fn volatility_weights(wins: &[f64], moves: usize) -> Vec<f64> {
    let size = (moves / 10).clamp(2, 8);
    let mut windows: Vec<&[f64]> = Vec::new();
    let first = &wins[..size.min(wins.len())];
    for _ in 0..size.min(wins.len()).saturating_sub(2) {
        windows.push(first);
    }
    if wins.len() <= size {
        windows.push(wins);
    } else {
        windows.extend(wins.windows(size));
    }
    windows
        .iter()
        .map(|w| deviation(w).clamp(0.5, 12.0))
        .take(moves)
        .collect()
}

fn deviation(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let mean = xs.iter().sum::<f64>() / xs.len() as f64;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / xs.len() as f64).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_percent_is_lichess_s() {
        assert!((win_percent(Score::Cp(0), Color::White) - 50.0).abs() < 1e-9);
        // lichess: +100 cp is about 59.1 %.
        let w = win_percent(Score::Cp(100), Color::White);
        assert!((w - 59.1).abs() < 0.1, "{w}");
        assert!((win_percent(Score::Cp(100), Color::Black) - (100.0 - w)).abs() < 1e-9);
        let mate = win_percent(Score::mate(Color::White, 3), Color::White);
        assert!((mate - win_percent(Score::Cp(1000), Color::White)).abs() < 1e-9);
    }

    #[test]
    fn move_accuracy_is_lichess_s() {
        assert_eq!(move_accuracy(50.0, 60.0), 100.0);
        assert!((move_accuracy(50.0, 50.0 - 1e-9) - 100.0).abs() < 1e-6);
        let a = move_accuracy(60.0, 40.0);
        assert!((a - (103.1668 * (-0.04354f64 * 20.0).exp() - 3.1669 + 1.0)).abs() < 0.01);
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn a_perfect_game_is_100_and_a_blunder_lowers_its_side_only() {
        let wins = [55.0, 55.0, 55.0, 55.0, 20.0, 20.0];
        let moves: Vec<Graded> = (0..5)
            .map(|i| Graded {
                mover: if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                accuracy: if i == 3 {
                    move_accuracy(80.0, 45.0)
                } else {
                    100.0
                },
            })
            .collect();
        let [w, b] = game_accuracy(&wins, &moves);
        assert_eq!(w, Some(100.0));
        assert!(b.is_some_and(|b| b < 100.0));
    }
}
