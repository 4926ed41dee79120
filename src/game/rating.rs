//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system"): a rating, its deviation
//! (RD) and volatility per player, updated once per rating period from all its results;
//! and a pool's history of rated games, from which voiding or re-adjudicating a finished
//! game recomputes every rating it touched, exactly.

use super::codec::outcome_serde;
use crate::rules::{Color, Outcome};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// The Glicko-2 scale factor between the displayed scale and the internal one.
const SCALE: f64 = 173.7178;
/// Convergence tolerance of the volatility iteration (the paper's ε).
const EPSILON: f64 = 0.000_001;
/// The iteration always converges in a few dozen steps; this only bounds bad input.
const MAX_ITERATIONS: u32 = 200;

/// One player's Glicko-2 rating on the displayed scale (1500 = average).
#[derive(Copy, Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// An unrated player: 1500, RD 350, volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl Rating {
    /// The rating rounded for display.
    pub fn rounded(&self) -> i64 {
        round(self.rating)
    }

    /// The RD rounded for display.
    pub fn rounded_deviation(&self) -> i64 {
        round(self.deviation)
    }

    /// Whether the rating is still uncertain (RD above 110, lichess's "provisional").
    pub fn is_provisional(&self) -> bool {
        self.deviation > 110.0
    }
}

fn round(x: f64) -> i64 {
    // Ratings stay far inside i64; `as` saturates on anything else (NaN gives 0).
    x.round() as i64
}

impl fmt::Display for Rating {
    /// `1464 ±152` (the RD is one standard deviation), with `?` when provisional.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rounded())?;
        if self.is_provisional() {
            f.write_str("?")?;
        }
        write!(f, " ±{}", self.rounded_deviation())
    }
}

/// One game of the rating period: the opponent's pre-period rating and the score
/// (1 win, 0.5 draw, 0 loss).
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct GameResult {
    pub opponent: Rating,
    pub score: f64,
}

/// The system's settings.
#[derive(Copy, Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Glicko2 {
    /// τ, how much the volatility may change (0.3 to 1.2; 0.5 in Glickman's example).
    pub tau: f64,
    /// The RD never grows past this (an unrated player's RD).
    pub max_deviation: f64,
}

impl Default for Glicko2 {
    fn default() -> Glicko2 {
        Glicko2 {
            tau: 0.5,
            max_deviation: 350.0,
        }
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, g_j: f64) -> f64 {
    1.0 / (1.0 + (-g_j * (mu - mu_j)).exp())
}

impl Glicko2 {
    /// The rating after one rating period with these results (steps 2–8 of the paper).
    /// Without results, only the RD grows (step 6), up to `max_deviation`. Results with a
    /// non-finite score or opponent are ignored; scores are clamped to 0..=1.
    pub fn update(&self, player: Rating, results: &[GameResult]) -> Rating {
        let mu = (player.rating - 1500.0) / SCALE;
        let phi = player.deviation / SCALE;
        let sigma = player.volatility;
        let valid: Vec<(f64, f64, f64)> = results
            .iter()
            .filter(|r| {
                r.score.is_finite()
                    && r.opponent.rating.is_finite()
                    && r.opponent.deviation.is_finite()
            })
            .map(|r| {
                let mu_j = (r.opponent.rating - 1500.0) / SCALE;
                let g_j = g(r.opponent.deviation / SCALE);
                (g_j, expected(mu, mu_j, g_j), r.score.clamp(0.0, 1.0))
            })
            .collect();
        if valid.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(self.max_deviation),
                ..player
            };
        }
        // Step 3: estimated variance; step 4: estimated improvement.
        let v = 1.0
            / valid
                .iter()
                .map(|&(g, e, _)| g * g * e * (1.0 - e))
                .sum::<f64>();
        let sum = valid.iter().map(|&(g, e, s)| g * (s - e)).sum::<f64>();
        let delta = v * sum;
        // Step 5: the new volatility.
        let new_sigma = self.volatility(phi, v, delta, sigma);
        // Steps 6-8.
        let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + 1500.0,
            deviation: (new_phi * SCALE).min(self.max_deviation),
            volatility: new_sigma,
        }
    }

    /// Step 5 of the paper: the Illinois algorithm on f(x).
    fn volatility(&self, phi: f64, v: f64, delta: f64, sigma: f64) -> f64 {
        let tau = self.tau;
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 && k < f64::from(MAX_ITERATIONS) {
                k += 1.0;
            }
            a - k * tau
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        let mut steps = 0;
        while (big_b - big_a).abs() > EPSILON && steps < MAX_ITERATIONS {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
            steps += 1;
        }
        let s = (big_a / 2.0).exp();
        if s.is_finite() {
            s
        } else {
            sigma
        }
    }
}

impl Glicko2 {
    /// Both players' ratings after one game, each game treated as its own rating period
    /// (as lichess does): `(white, black)`.
    pub fn rate_game(&self, white: Rating, black: Rating, outcome: Outcome) -> (Rating, Rating) {
        let white_score = match outcome.winner() {
            Some(Color::White) => 1.0,
            Some(Color::Black) => 0.0,
            None => 0.5,
        };
        let w = self.update(
            white,
            &[GameResult {
                opponent: black,
                score: white_score,
            }],
        );
        let b = self.update(
            black,
            &[GameResult {
                opponent: white,
                score: 1.0 - white_score,
            }],
        );
        (w, b)
    }
}

/// One rated game of a rating pool (a server's rule set), as it was rated: who played,
/// the result, and both players' ratings before and after.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatedGame {
    pub game: u64,
    pub white: String,
    pub black: String,
    #[serde(with = "outcome_serde")]
    pub outcome: Outcome,
    pub before: (Rating, Rating),
    pub after: (Rating, Rating),
}

/// A pool's ratings: each player's current rating and number of rated games.
pub type Standings = BTreeMap<String, (Rating, u32)>;

/// What to do to a rated game of the history.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Revision {
    /// The game no longer counts (a moderator voided it).
    Void,
    /// The game counts with another result (a moderator re-adjudicated it).
    Result(Outcome),
}

/// The history and standings after a [`Revision`].
#[derive(Clone, PartialEq, Debug)]
pub struct Revised {
    /// The whole history, the revised game dropped or re-rated and every later game of
    /// the players it touched re-rated.
    pub history: Vec<RatedGame>,
    /// The new standing of every player whose rating or game count changed.
    pub changed: Standings,
}

/// Why a revision cannot be made.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RatingError {
    #[error("game {0} is not in the rating history (it was never rated, or was voided)")]
    NotRated(u64),
}

impl Glicko2 {
    /// Rates one game on top of `standings` and appends it to `history` (what the host
    /// does when a rated game ends): returns the entry.
    pub fn record(
        &self,
        standings: &mut Standings,
        history: &mut Vec<RatedGame>,
        game: u64,
        white: &str,
        black: &str,
        outcome: Outcome,
    ) -> RatedGame {
        let current = |p: &str| standings.get(p).copied().unwrap_or((Rating::default(), 0));
        let (w, wn) = current(white);
        let (b, bn) = current(black);
        let (w2, b2) = self.rate_game(w, b, outcome);
        standings.insert(white.to_string(), (w2, wn + 1));
        standings.insert(black.to_string(), (b2, bn + 1));
        let entry = RatedGame {
            game,
            white: white.to_string(),
            black: black.to_string(),
            outcome,
            before: (w, b),
            after: (w2, b2),
        };
        history.push(entry.clone());
        entry
    }

    /// Every player's standing from a history replayed from scratch (unrated players
    /// start at the default rating).
    pub fn replay(&self, history: &[RatedGame]) -> (Vec<RatedGame>, Standings) {
        let mut standings = Standings::new();
        let mut out = Vec::with_capacity(history.len());
        for g in history {
            self.record(
                &mut standings,
                &mut out,
                g.game,
                &g.white,
                &g.black,
                g.outcome,
            );
        }
        (out, standings)
    }

    /// Voids or re-adjudicates rated game `game` of `history` (in the order rated). The
    /// two players' ratings go back exactly to what they were before it (the recorded
    /// `before`), the game is re-rated from there with its new result (or dropped), and
    /// every later game of a player whose rating changed is re-rated in order; games of
    /// everyone else stay as they were. When the game is its players' last, their
    /// ratings after a void are bit for bit the recorded `before`.
    pub fn revise(
        &self,
        history: &[RatedGame],
        game: u64,
        revision: Revision,
    ) -> Result<Revised, RatingError> {
        let at = history
            .iter()
            .position(|g| g.game == game)
            .ok_or(RatingError::NotRated(game))?;
        let old = standings_of(history);
        // The standings just before the revised game, for the players it touches.
        let target = &history[at];
        // (Game counts come from the history at the end, not from these.)
        let mut standings = Standings::new();
        standings.insert(target.white.clone(), (target.before.0, 0));
        standings.insert(target.black.clone(), (target.before.1, 0));
        let mut touched: BTreeSet<String> = [target.white.clone(), target.black.clone()].into();
        let mut out: Vec<RatedGame> = history[..at].to_vec();
        if let Revision::Result(outcome) = revision {
            self.record(
                &mut standings,
                &mut out,
                game,
                &target.white,
                &target.black,
                outcome,
            );
        }
        for g in &history[at + 1..] {
            if !touched.contains(&g.white) && !touched.contains(&g.black) {
                out.push(g.clone());
                continue;
            }
            for (p, before) in [(&g.white, g.before.0), (&g.black, g.before.1)] {
                if !standings.contains_key(p.as_str()) {
                    standings.insert(p.clone(), (before, 0));
                }
            }
            touched.insert(g.white.clone());
            touched.insert(g.black.clone());
            // A player not touched so far enters with the rating the history had for them.
            let entry = self.record(
                &mut standings,
                &mut out,
                g.game,
                &g.white,
                &g.black,
                g.outcome,
            );
            debug_assert_eq!(entry.game, g.game);
        }
        let new = standings_of(&out);
        let mut changed = Standings::new();
        for p in touched {
            let now = new.get(&p).copied().unwrap_or((Rating::default(), 0));
            if old.get(&p) != Some(&now) {
                changed.insert(p, now);
            }
        }
        Ok(Revised {
            history: out,
            changed,
        })
    }
}

/// Each player's rating after their last game of `history`, with their count of games.
pub fn standings_of(history: &[RatedGame]) -> Standings {
    let mut s = Standings::new();
    for g in history {
        for (p, after) in [(&g.white, g.after.0), (&g.black, g.after.1)] {
            let n = s.get(p.as_str()).map_or(0, |&(_, n)| n);
            s.insert(p.clone(), (after, n + 1));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example: 1500/200/0.06 against 1400/30 (win), 1550/100 (loss),
    /// 1700/300 (loss), τ = 0.5. The paper gives σ' = 0.05999, r' = 1464.06, RD' = 151.52.
    #[test]
    fn glickman_worked_example() {
        let player = r(1500.0, 200.0);
        let results = [
            GameResult {
                opponent: r(1400.0, 30.0),
                score: 1.0,
            },
            GameResult {
                opponent: r(1550.0, 100.0),
                score: 0.0,
            },
            GameResult {
                opponent: r(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let new = Glicko2::default().update(player, &results);
        assert!((new.rating - 1464.06).abs() < 0.01, "{new:?}");
        assert!((new.deviation - 151.52).abs() < 0.01, "{new:?}");
        assert!((new.volatility - 0.05999).abs() < 0.000_01, "{new:?}");
        assert_eq!(new.to_string(), "1464? ±152");
    }

    /// A player who did not play: RD' = sqrt(RD² + (σ·173.7178)²); rating and σ unchanged.
    /// For 1500/200/0.06: sqrt(200² + 10.423068²) = 200.27142 (by hand).
    #[test]
    fn idle_player_rd_grows() {
        let player = r(1500.0, 200.0);
        let new = Glicko2::default().update(player, &[]);
        assert_eq!(new.rating, 1500.0);
        assert_eq!(new.volatility, 0.06);
        assert!((new.deviation - 200.2714).abs() < 0.001, "{new:?}");
    }

    #[test]
    fn rd_is_capped() {
        let new = Glicko2::default().update(Rating::default(), &[]);
        assert_eq!(new.deviation, 350.0);
    }

    #[test]
    fn win_raises_loss_lowers_draw_between_equals_keeps() {
        let sys = Glicko2::default();
        let me = r(1500.0, 100.0);
        let opp = r(1500.0, 100.0);
        let win = sys.update(
            me,
            &[GameResult {
                opponent: opp,
                score: 1.0,
            }],
        );
        let loss = sys.update(
            me,
            &[GameResult {
                opponent: opp,
                score: 0.0,
            }],
        );
        let draw = sys.update(
            me,
            &[GameResult {
                opponent: opp,
                score: 0.5,
            }],
        );
        assert!(win.rating > 1500.0 && loss.rating < 1500.0);
        assert!(
            (win.rating - 1500.0 + loss.rating - 1500.0).abs() < 1e-9,
            "symmetric"
        );
        assert!((draw.rating - 1500.0).abs() < 1e-9);
        assert!(win.deviation < 100.0);
    }

    #[test]
    fn rate_game_is_two_one_game_periods() {
        use crate::rules::WinReason;
        let sys = Glicko2::default();
        let (a, b) = (r(1600.0, 80.0), r(1500.0, 120.0));
        let win = Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate,
        };
        let (w, bl) = sys.rate_game(a, b, win);
        assert_eq!(
            w,
            sys.update(
                a,
                &[GameResult {
                    opponent: b,
                    score: 0.0
                }]
            )
        );
        assert_eq!(
            bl,
            sys.update(
                b,
                &[GameResult {
                    opponent: a,
                    score: 1.0
                }]
            )
        );
        assert!(w.rating < 1600.0 && bl.rating > 1500.0);
    }

    #[test]
    fn bad_input_does_not_poison_the_rating() {
        let sys = Glicko2::default();
        let me = r(1500.0, 200.0);
        let new = sys.update(
            me,
            &[GameResult {
                opponent: r(f64::NAN, 30.0),
                score: 1.0,
            }],
        );
        assert!(new.rating.is_finite() && new.deviation.is_finite());
    }
}
