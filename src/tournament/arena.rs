//! The arena, after lichess's: a win is 2 points, a draw 1, a loss 0; after two wins in a
//! row a player is on fire and each further win counts double (4) until a game that is
//! not a win. A win by forfeit scores 2 and leaves the streak as it was; a loss by
//! forfeit ends it; a void game counts nothing. Players are paired again as soon as
//! their game ends, with someone near them in the ranking and never the opponent they
//! just met (unless those two are all that is left of the tournament).

use super::event::{EntrantState, GameResult, Pairing, Tournament};
use crate::rules::Color;
use std::collections::HashMap;

/// How far down the ranking a waiting player's opponent may be looked for.
const WINDOW: usize = 4;

/// One game in a player's arena sheet.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Mark {
    /// Points this game gave (0, 1, 2 or 4).
    pub points: u32,
    /// Whether it was a win on fire (doubled).
    pub doubled: bool,
    /// Whether it was played (not a forfeit).
    pub played: bool,
}

/// A player's arena score.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Score {
    pub points: u32,
    pub games: u32,
    pub wins: u32,
    /// Wins in a row so far (on fire from 2).
    pub streak: u32,
    pub sheet: Vec<Mark>,
}

impl Score {
    /// Whether the next win counts double.
    pub fn on_fire(&self) -> bool {
        self.streak >= 2
    }

    fn add(&mut self, result: GameResult, color: Color) {
        if !result.counts() {
            return;
        }
        let won = result.halves(color) == 2;
        let mark = match (won, result.played()) {
            (true, true) => {
                let doubled = self.on_fire();
                self.streak += 1;
                self.wins += 1;
                Mark {
                    points: if doubled { 4 } else { 2 },
                    doubled,
                    played: true,
                }
            }
            (true, false) => Mark {
                points: 2,
                doubled: false,
                played: false,
            },
            (false, played) => {
                self.streak = 0;
                Mark {
                    points: result.halves(color),
                    doubled: false,
                    played,
                }
            }
        };
        self.points += mark.points;
        self.games += 1;
        self.sheet.push(mark);
    }
}

/// Every entrant's arena score, from the games with results in the order they ended.
pub fn scores(t: &Tournament) -> HashMap<&str, Score> {
    let mut out: HashMap<&str, Score> = t
        .entrants
        .iter()
        .map(|e| (e.player.as_str(), Score::default()))
        .collect();
    let mut done: Vec<&Pairing> = t.pairings.iter().filter(|p| p.result.is_some()).collect();
    done.sort_by_key(|p| (p.ended_at.map_or(0, |t| t.0), p.game));
    for p in done {
        let Some(result) = p.result else { continue };
        for (player, color) in [(&p.white, Color::White), (&p.black, Color::Black)] {
            if let Some(s) = out.get_mut(player.as_str()) {
                s.add(result, color);
            }
        }
    }
    out
}

/// The entrants from first to last: points, then fewer games for them, then rating,
/// then who joined first.
pub fn ranking(t: &Tournament) -> Vec<(&str, Score)> {
    let mut scores = scores(t);
    let mut rows: Vec<(&str, Score, f64, usize)> = t
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let s = scores.remove(e.player.as_str()).unwrap_or_default();
            (e.player.as_str(), s, e.rating, i)
        })
        .collect();
    rows.sort_by(|a, b| {
        b.1.points
            .cmp(&a.1.points)
            .then(a.1.games.cmp(&b.1.games))
            .then(b.2.total_cmp(&a.2))
            .then(a.3.cmp(&b.3))
    });
    rows.into_iter().map(|(p, s, _, _)| (p, s)).collect()
}

/// A player waiting for a game, as the pairing sees them.
#[derive(Clone, Debug)]
pub struct Waiting<'a> {
    pub player: &'a str,
    /// The opponent of their last game.
    pub last_opponent: Option<&'a str>,
    /// Whites minus blacks so far.
    pub color_balance: i32,
    /// The colour of their last game.
    pub last_color: Option<Color>,
}

/// Pairs waiting players, given from the best ranked to the worst: each with the
/// nearest one below within a few places who is not the opponent they just met
/// (`allow_rematch` lifts that when only these two remain). Returns (white, black)
/// pairs; a player left over waits for the next pairing.
pub fn pair<'a>(waiting: &[Waiting<'a>], allow_rematch: bool) -> Vec<(&'a str, &'a str)> {
    let mut taken = vec![false; waiting.len()];
    let mut pairs = Vec::with_capacity(waiting.len() / 2);
    for i in 0..waiting.len() {
        if taken[i] {
            continue;
        }
        let a = &waiting[i];
        let partner = (i + 1..waiting.len().min(i + 1 + WINDOW)).find(|&j| {
            let b = &waiting[j];
            !taken[j]
                && (allow_rematch
                    || (a.last_opponent != Some(b.player) && b.last_opponent != Some(a.player)))
        });
        if let Some(j) = partner {
            taken[i] = true;
            taken[j] = true;
            pairs.push(colors(a, &waiting[j]));
        }
    }
    pairs
}

/// White to the one who had fewer whites, then to the one who had Black last, then to
/// the better ranked.
fn colors<'a>(a: &Waiting<'a>, b: &Waiting<'a>) -> (&'a str, &'a str) {
    let a_white = match a.color_balance.cmp(&b.color_balance) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        // a had White last and b Black or no game yet: b takes White; else a.
        std::cmp::Ordering::Equal => !matches!(
            (a.last_color, b.last_color),
            (Some(Color::White), Some(Color::Black) | None)
        ),
    };
    if a_white {
        (a.player, b.player)
    } else {
        (b.player, a.player)
    }
}

/// The players of `t` waiting for a game at this moment (active, not playing), from the
/// best ranked to the worst, with what the pairing needs to know of them.
pub fn waiting(t: &Tournament) -> Vec<Waiting<'_>> {
    let playing: std::collections::HashSet<&str> = t
        .running_games()
        .flat_map(|p| [p.white.as_str(), p.black.as_str()])
        .collect();
    ranking(t)
        .into_iter()
        .filter(|(p, _)| {
            !playing.contains(p)
                && t.entrant(p)
                    .is_some_and(|e| e.state == EntrantState::Active)
        })
        .map(|(player, _)| {
            let last = t.games_of(player).last();
            let balance = t
                .games_of(player)
                .map(|g| match g.color_of(player) {
                    Some(Color::White) => 1,
                    _ => -1,
                })
                .sum();
            Waiting {
                player,
                last_opponent: last.and_then(|g| g.opponent_of(player)),
                color_balance: balance,
                last_color: last.and_then(|g| g.color_of(player)),
            }
        })
        .collect()
}

/// The next arena pairings of `t`: (white, black) pairs of waiting players.
pub fn next_pairs(t: &Tournament) -> Vec<(String, String)> {
    let allow_rematch = t.active().count() <= 2;
    pair(&waiting(t), allow_rematch)
        .into_iter()
        .map(|(w, b)| (w.to_string(), b.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(player: &str, last: Option<&'static str>) -> Waiting<'static> {
        Waiting {
            player: Box::leak(player.to_string().into_boxed_str()),
            last_opponent: last,
            color_balance: 0,
            last_color: None,
        }
    }

    #[test]
    fn streaks_double_wins_after_two_in_a_row() {
        let mut s = Score::default();
        for r in [
            GameResult::WhiteWins,
            GameResult::WhiteWins,
            GameResult::WhiteWins,
            GameResult::Draw,
            GameResult::WhiteWins,
        ] {
            s.add(r, Color::White);
        }
        let points: Vec<u32> = s.sheet.iter().map(|m| m.points).collect();
        assert_eq!(points, [2, 2, 4, 1, 2]);
        assert_eq!(s.points, 11);
        assert!(!s.on_fire());
    }

    #[test]
    fn a_forfeit_win_keeps_the_streak_and_a_void_counts_nothing() {
        let mut s = Score::default();
        for r in [
            GameResult::WhiteWins,
            GameResult::WhiteWins,
            GameResult::BlackForfeits,
            GameResult::Void,
            GameResult::WhiteWins,
        ] {
            s.add(r, Color::White);
        }
        let points: Vec<u32> = s.sheet.iter().map(|m| m.points).collect();
        assert_eq!(points, [2, 2, 2, 4], "forfeit: 2 and the streak stands");
        s.add(GameResult::WhiteForfeits, Color::White);
        assert_eq!(s.streak, 0, "a forfeit loss ends the streak");
    }

    #[test]
    fn neighbours_are_paired_but_never_last_opponents() {
        let list = [
            w("a", Some("b")),
            w("b", Some("a")),
            w("c", None),
            w("d", None),
        ];
        let pairs = pair(&list, false);
        assert_eq!(pairs.len(), 2);
        for (x, y) in &pairs {
            assert!(!matches!((*x, *y), ("a", "b") | ("b", "a")), "{pairs:?}");
        }
        let two = [w("a", Some("b")), w("b", Some("a"))];
        assert!(pair(&two, false).is_empty());
        assert_eq!(pair(&two, true).len(), 1);
    }

    #[test]
    fn white_goes_to_whoever_had_fewer_whites() {
        let mut a = w("a", None);
        let b = w("b", None);
        a.color_balance = 1;
        assert_eq!(colors(&a, &b), ("b", "a"));
        a.color_balance = 0;
        a.last_color = Some(Color::White);
        assert_eq!(colors(&a, &w("b", None)), ("b", "a"));
    }
}
