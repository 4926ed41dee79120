//! The review as stored with the game: each turn's evaluation and class, each side's
//! accuracy and counts, the worst moments; assembled from the engine's steps.

use super::accuracy::{game_accuracy, move_accuracy, win_percent, Graded};
use super::analysis::{self, Budget, PositionEval, TurnEval};
use super::classify::{self, Class};
use super::line::GameLine;
use super::moments::{self, Moment};
use super::score::Score;
use crate::game::{annotations, codec};
use crate::rules::Color;
use serde::{Deserialize, Serialize};

/// One reviewed turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlyReview {
    /// SAN as the export writes it.
    pub san: String,
    #[serde(with = "codec::color_serde")]
    pub mover: Color,
    /// The evaluation after the move, from White's side (Chakart: its expected value).
    pub eval: Score,
    /// The best the mover had, from White's side.
    pub best_eval: Score,
    /// The engine's move, in coordinates.
    pub best: Option<String>,
    pub class: Class,
    /// lichess's move accuracy, 0 to 100.
    pub accuracy: f64,
    /// The depth the engine reached on this step (plies; Chakart 1 to 3).
    pub depth: u32,
}

/// Inaccuracies, mistakes and blunders of one side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

/// A finished game's review, as stored with it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The form of this record (1).
    pub version: u32,
    /// The rule set's id (`chess`, `chakart`…).
    pub ruleset: String,
    /// White's score at the start, then one entry a turn.
    pub start_eval: Score,
    pub plies: Vec<PlyReview>,
    /// Game accuracy, White's then Black's (`None`: that side never moved).
    pub accuracy: [Option<f64>; 2],
    /// White's then Black's.
    pub counts: [Counts; 2],
    pub moments: Vec<Moment>,
    /// The thinking it took: steps searched, nodes, mean and least depth.
    pub nodes: u64,
    pub mean_depth: f64,
    pub min_depth: u32,
    pub ms_per_step: u64,
}

/// One turn judged: the best before, what the move kept, the engine's move, its depth.
struct Judged {
    before: Score,
    after: Score,
    best: Option<crate::rules::Action>,
    depth: u32,
    /// Chakart: the value the draws left.
    landed: Option<Score>,
}

fn judged(line: &GameLine, positions: &[PositionEval], turns: &[TurnEval]) -> Vec<Judged> {
    if turns.is_empty() {
        return positions
            .windows(2)
            .map(|w| Judged {
                before: w[0].score,
                after: w[1].score,
                best: w[0].best,
                depth: w[0].depth,
                landed: None,
            })
            .collect();
    }
    turns
        .iter()
        .enumerate()
        .map(|(i, t)| Judged {
            before: t.best_score,
            after: t.played_score,
            best: t.best,
            depth: t.depth,
            landed: turns
                .get(i + 1)
                .map(|n| n.best_score)
                .or_else(|| line.turns[i].outcome.map(analysis::final_score)),
        })
        .collect()
}

pub fn assemble(
    line: &GameLine,
    budget: Budget,
    positions: &[PositionEval],
    turns: &[TurnEval],
) -> Review {
    let judged = judged(line, positions, turns);
    let start_eval = judged.first().map_or(Score::Cp(0), |j| j.before);
    let mut plies = Vec::with_capacity(judged.len());
    let mut candidates = Vec::with_capacity(judged.len());
    for (i, (turn, j)) in line.turns.iter().zip(&judged).enumerate() {
        let engine_move = j.best == Some(turn.action);
        let class = classify::classify(j.before, j.after, turn.mover, engine_move);
        let accuracy = move_accuracy(
            win_percent(j.before, turn.mover),
            win_percent(j.after, turn.mover),
        );
        plies.push(PlyReview {
            san: turn.san.clone(),
            mover: turn.mover,
            eval: j.after,
            best_eval: j.before,
            best: j.best.map(|a| a.to_string()),
            class,
            accuracy,
            depth: j.depth,
        });
        candidates.push(moments::Candidate {
            ply: i + 1,
            mover: turn.mover,
            fen_before: turn.before.fen(),
            played: turn.action.to_string(),
            better: j.best.filter(|&b| b != turn.action).map(|a| a.to_string()),
            before: j.before,
            after: j.after,
            class,
            landed: j.landed,
            events: &turn.events,
        });
    }
    let depths: Vec<u32> = positions
        .iter()
        .filter(|p| p.best.is_some())
        .map(|p| p.depth)
        .chain(turns.iter().map(|t| t.depth))
        .collect();
    Review {
        version: 1,
        ruleset: line.ruleset.id().to_string(),
        start_eval,
        accuracy: side_accuracies(start_eval, &plies),
        counts: counts(&plies),
        moments: moments::pick(&candidates),
        nodes: positions
            .iter()
            .map(|p| p.nodes)
            .chain(turns.iter().map(|t| t.nodes))
            .sum(),
        mean_depth: mean(&depths),
        min_depth: depths.iter().copied().min().unwrap_or(0),
        ms_per_step: budget.ms_per_step,
        plies,
    }
}

fn mean(xs: &[u32]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().map(|&x| f64::from(x)).sum::<f64>() / xs.len() as f64
    }
}

fn side_accuracies(start: Score, plies: &[PlyReview]) -> [Option<f64>; 2] {
    let wins: Vec<f64> = std::iter::once(start)
        .chain(plies.iter().map(|p| p.eval))
        .map(|s| win_percent(s, Color::White))
        .collect();
    let graded: Vec<Graded> = plies
        .iter()
        .map(|p| Graded {
            mover: p.mover,
            accuracy: p.accuracy,
        })
        .collect();
    game_accuracy(&wins, &graded)
}

fn counts(plies: &[PlyReview]) -> [Counts; 2] {
    let mut out = [Counts::default(); 2];
    for p in plies {
        let c = &mut out[usize::from(p.mover == Color::Black)];
        match p.class {
            Class::Inaccuracy => c.inaccuracies += 1,
            Class::Mistake => c.mistakes += 1,
            Class::Blunder => c.blunders += 1,
            Class::Best | Class::Good => {}
        }
    }
    out
}

impl Review {
    /// `export` (a game's record, signed or not) with an eval comment after each turn.
    /// The comments are not signed: `chakbot verify` still accepts the record.
    pub fn export_with_evals(&self, export: &str) -> String {
        let evals: Vec<String> = self.plies.iter().map(|p| p.eval.pgn_text()).collect();
        annotations::with_evals(export, &evals)
    }

    /// The worst moment, if any move was flagged (for the board image).
    pub fn worst(&self) -> Option<&Moment> {
        self.moments
            .iter()
            .find(|m| m.kind == moments::MomentKind::Error)
    }
}
