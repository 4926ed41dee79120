//! FIDE C.07 tie-breaks for every player of a [`Tournament`]: Buchholz, Buchholz cut-1,
//! Sonneborn-Berger and direct encounter, over the rounds played.
//!
//! Unplayed rounds follow C.07 (2023) article 16, with these conventions:
//! - an opponent's score is *adjusted*: each of the opponent's unplayed rounds (byes,
//!   forfeits, absences) counts as a draw, whatever it actually scored;
//! - each of the player's own unplayed rounds counts as a game against a *dummy opponent*
//!   whose score is the player's own (unadjusted) score: it adds that score to Buchholz
//!   and, multiplied by the points the round gave (1 for a bye or forfeit win, ½ for a
//!   half-point bye, 0 for a loss), to Sonneborn-Berger ("a draw against oneself" for ½);
//! - Buchholz cut-1 drops the lowest contribution, a dummy opponent's first when tied;
//! - direct encounter sums the points scored in games played between players with the
//!   same score (it only separates them when they have all met: see `all_met`).

use super::swiss::{RoundEntry, Tournament};

/// A player's score and tie-breaks, in points (a win is 1).
#[derive(Clone, Debug, PartialEq)]
pub struct TieBreaks {
    pub score: f64,
    pub buchholz: f64,
    pub buchholz_cut1: f64,
    pub sonneborn_berger: f64,
    pub direct_encounter: f64,
    /// Whether every player with the same score met every other over the board (direct
    /// encounter is then decisive).
    pub all_met: bool,
}

/// One round's contribution: the opponent's (or dummy's) score and the points scored.
struct Contribution {
    opponent_score: f64,
    points: f64,
    dummy: bool,
}

/// The tie-breaks of every player, by player index.
pub fn compute(t: &Tournament) -> Vec<TieBreaks> {
    let scores: Vec<f64> = (0..t.players.len()).map(|i| score(t, i)).collect();
    let adjusted: Vec<f64> = (0..t.players.len()).map(|i| adjusted_score(t, i)).collect();
    (0..t.players.len())
        .map(|i| {
            let rounds = contributions(t, i, scores[i], &adjusted);
            let buchholz: f64 = rounds.iter().map(|c| c.opponent_score).sum();
            let (direct_encounter, all_met) = direct_encounter(t, i, &scores);
            TieBreaks {
                score: scores[i],
                buchholz,
                buchholz_cut1: buchholz - lowest(&rounds),
                sonneborn_berger: rounds.iter().map(|c| c.opponent_score * c.points).sum(),
                direct_encounter,
                all_met,
            }
        })
        .collect()
}

fn points(t: &Tournament, entry: RoundEntry) -> f64 {
    entry.points(&t.points) as f64 / t.points.win as f64
}

fn score(t: &Tournament, i: usize) -> f64 {
    t.players[i].rounds.iter().map(|&r| points(t, r)).sum()
}

/// The score with every unplayed round counted as a draw.
fn adjusted_score(t: &Tournament, i: usize) -> f64 {
    let draw = t.points.draw as f64 / t.points.win as f64;
    t.players[i]
        .rounds
        .iter()
        .map(|&r| if r.was_played() { points(t, r) } else { draw })
        .sum()
}

fn contributions(t: &Tournament, i: usize, own: f64, adjusted: &[f64]) -> Vec<Contribution> {
    t.players[i]
        .rounds
        .iter()
        .map(|&entry| match entry.played_opponent() {
            Some(o) => Contribution {
                opponent_score: adjusted[o],
                points: points(t, entry),
                dummy: false,
            },
            None => Contribution {
                opponent_score: own,
                points: points(t, entry),
                dummy: true,
            },
        })
        .collect()
}

/// The contribution cut-1 removes: the lowest, a dummy's first among equals.
fn lowest(rounds: &[Contribution]) -> f64 {
    rounds
        .iter()
        .min_by(|a, b| {
            a.opponent_score
                .total_cmp(&b.opponent_score)
                .then(b.dummy.cmp(&a.dummy))
        })
        .map_or(0.0, |c| c.opponent_score)
}

fn direct_encounter(t: &Tournament, i: usize, scores: &[f64]) -> (f64, bool) {
    let tied: Vec<usize> = (0..t.players.len())
        .filter(|&j| scores[j] == scores[i])
        .collect();
    let mut total = 0.0;
    for &entry in &t.players[i].rounds {
        if let Some(o) = entry.played_opponent() {
            if scores[o] == scores[i] {
                total += points(t, entry);
            }
        }
    }
    let met = |a: usize, b: usize| {
        t.players[a]
            .rounds
            .iter()
            .any(|r| r.played_opponent() == Some(b))
    };
    let all_met = tied
        .iter()
        .all(|&a| tied.iter().all(|&b| a == b || met(a, b)));
    (total, all_met)
}
