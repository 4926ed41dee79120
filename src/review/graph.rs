//! The evaluation graph's data: White's Win% at the start and after each turn (lichess's
//! graph shows the same curve), and the turns to mark with their class.

use super::accuracy::win_percent;
use super::classify::Class;
use super::report::Review;
use crate::rules::Color;

/// What the graph draws.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphData {
    /// White's Win% (0 to 100): the start, then after each turn.
    pub white_win: Vec<f64>,
    /// The marked turns (from 1) and their class: mistakes and blunders, and inaccuracies.
    pub marks: Vec<(usize, Class)>,
    /// Game accuracy, White's and Black's, rounded to a tenth.
    pub accuracy: [Option<f64>; 2],
}

impl GraphData {
    pub fn of(review: &Review) -> GraphData {
        let white_win = std::iter::once(review.start_eval)
            .chain(review.plies.iter().map(|p| p.eval))
            .map(|s| win_percent(s, Color::White))
            .collect();
        let marks = review
            .plies
            .iter()
            .enumerate()
            .filter(|(_, p)| p.class.flagged())
            .map(|(i, p)| (i + 1, p.class))
            .collect();
        GraphData {
            white_win,
            marks,
            accuracy: review
                .accuracy
                .map(|a| a.map(|v| (v * 10.0).round() / 10.0)),
        }
    }
}
