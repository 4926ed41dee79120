//! Swiss tie-breaks as the FIDE handbook (C.07, 2023) names them: Buchholz, Buchholz
//! cut-1, Sonneborn-Berger and direct encounter.
//!
//! Unplayed rounds (a bye, a forfeit, an absence) follow C.07's rule for them: each is a
//! game against a virtual opponent whose score is the player's own final score, with the
//! points the player got for it. Buchholz cut-1 drops the lowest contribution, a virtual
//! one first when several are lowest. Direct encounter counts the points a player took
//! from those tied with them on points, when every two of them met; otherwise it is 0
//! for the whole group.

use super::event::{TieBreak, Tournament};
use super::standings::swiss_halves;
use std::collections::HashMap;

/// One round of a player as the tie-breaks see it: the opponent's final score (points)
/// and the points the player got.
struct Contribution {
    opponent_score: f64,
    points: f64,
    virtual_opponent: bool,
}

/// Every entrant's tie-breaks, in `order`.
pub fn all<'a>(t: &'a Tournament, order: &[TieBreak]) -> HashMap<&'a str, Vec<(TieBreak, f64)>> {
    let scores: HashMap<&str, f64> = t
        .entrants
        .iter()
        .map(|e| {
            (
                e.player.as_str(),
                f64::from(swiss_halves(t, &e.player)) / 2.0,
            )
        })
        .collect();
    t.entrants
        .iter()
        .map(|e| {
            let p = e.player.as_str();
            let rounds = contributions(t, p, &scores);
            let values = order
                .iter()
                .map(|&b| (b, value(b, t, p, &rounds, &scores)))
                .collect();
            (p, values)
        })
        .collect()
}

fn contributions(t: &Tournament, player: &str, scores: &HashMap<&str, f64>) -> Vec<Contribution> {
    let own = scores.get(player).copied().unwrap_or(0.0);
    (1..=t.round)
        .map(|round| {
            let game = t
                .pairings
                .iter()
                .find(|p| p.round == round && p.color_of(player).is_some());
            match game.and_then(|g| Some((g, g.result?))) {
                Some((g, r)) if r.played() => Contribution {
                    opponent_score: g
                        .opponent_of(player)
                        .and_then(|o| scores.get(o).copied())
                        .unwrap_or(0.0),
                    points: f64::from(g.halves_of(player).unwrap_or(0)) / 2.0,
                    virtual_opponent: false,
                },
                Some((g, _)) => Contribution {
                    opponent_score: own,
                    points: f64::from(g.halves_of(player).unwrap_or(0)) / 2.0,
                    virtual_opponent: true,
                },
                None => Contribution {
                    opponent_score: own,
                    points: t
                        .byes
                        .iter()
                        .find(|b| b.round == round && b.player == player)
                        .map_or(0.0, |b| f64::from(b.halves()) / 2.0),
                    virtual_opponent: true,
                },
            }
        })
        .collect()
}

fn value(
    b: TieBreak,
    t: &Tournament,
    player: &str,
    rounds: &[Contribution],
    scores: &HashMap<&str, f64>,
) -> f64 {
    match b {
        TieBreak::Buchholz => rounds.iter().map(|c| c.opponent_score).sum(),
        TieBreak::BuchholzCut1 => {
            let total: f64 = rounds.iter().map(|c| c.opponent_score).sum();
            let lowest = rounds.iter().min_by(|x, y| {
                x.opponent_score
                    .total_cmp(&y.opponent_score)
                    .then(y.virtual_opponent.cmp(&x.virtual_opponent))
            });
            total - lowest.map_or(0.0, |c| c.opponent_score)
        }
        TieBreak::SonnebornBerger => rounds.iter().map(|c| c.opponent_score * c.points).sum(),
        TieBreak::DirectEncounter => direct_encounter(t, player, scores),
    }
}

fn direct_encounter(t: &Tournament, player: &str, scores: &HashMap<&str, f64>) -> f64 {
    let mine = scores.get(player).copied().unwrap_or(0.0);
    let group: Vec<&str> = t
        .entrants
        .iter()
        .map(|e| e.player.as_str())
        .filter(|p| scores.get(p).copied() == Some(mine))
        .collect();
    if group.len() < 2 {
        return 0.0;
    }
    let met = |a: &str, b: &str| {
        t.games_of(a)
            .any(|g| g.opponent_of(a) == Some(b) && g.result.is_some_and(|r| r.played()))
    };
    let all_met = group
        .iter()
        .enumerate()
        .all(|(i, a)| group[i + 1..].iter().all(|b| met(a, b)));
    if !all_met {
        return 0.0;
    }
    t.games_of(player)
        .filter(|g| {
            g.opponent_of(player).is_some_and(|o| group.contains(&o))
                && g.result.is_some_and(|r| r.played())
        })
        .filter_map(|g| g.halves_of(player))
        .map(|h| f64::from(h) / 2.0)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Timestamp;
    use crate::tournament::event::{Bye, ByeKind, Format, GameResult, Pairing, Setup};

    fn swiss(players: &[&str]) -> Tournament {
        let setup = Setup {
            format: Format::Swiss {
                rounds: 3,
                tiebreaks: TieBreak::default_order(),
            },
            ruleset: "chess".into(),
            control: "3+2".parse().expect("a clock"),
            rated: false,
            starts_at: Timestamp(0),
            no_show_minutes: 5,
        };
        let mut t = Tournament::new(
            1,
            "s",
            "c",
            "m",
            setup,
            crate::game::ServerSecret::from_bytes([1; 32]),
            Timestamp(0),
        )
        .expect("valid");
        for p in players {
            t.join(p, 1500.0, Timestamp(0)).expect("joins");
        }
        t.start(Timestamp(0)).expect("starts");
        t
    }

    fn game(id: u64, round: u32, white: &str, black: &str, r: GameResult) -> Pairing {
        Pairing {
            game: id,
            round,
            white: white.into(),
            black: black.into(),
            started_at: Timestamp(0),
            result: Some(r),
            ended_at: Some(Timestamp(id)),
        }
    }

    /// Three rounds, players a b c d e (e gets the byes):
    /// r1: a-b 1-0, c-d ½-½, e bye (1)
    /// r2: a-c 1-0, e-b 0-1, d bye (1)
    /// r3: e-a ½-½, b-d 1-0 (forfeit: d no-show), c bye (1)
    /// Scores: a 2.5, b 2, c 1.5, d 1.5, e 1.5.
    #[test]
    fn buchholz_and_sonneborn_berger_by_hand() {
        use GameResult::*;
        let mut t = swiss(&["a", "b", "c", "d", "e"]);
        let bye = |round, p: &str| Bye {
            round,
            player: p.into(),
            kind: ByeKind::Pairing,
        };
        t.add_round(
            1,
            vec![game(1, 1, "a", "b", WhiteWins), game(2, 1, "c", "d", Draw)],
            vec![bye(1, "e")],
        )
        .expect("r1");
        t.add_round(
            2,
            vec![
                game(3, 2, "a", "c", WhiteWins),
                game(4, 2, "e", "b", BlackWins),
            ],
            vec![bye(2, "d")],
        )
        .expect("r2");
        t.add_round(
            3,
            vec![
                game(5, 3, "e", "a", Draw),
                game(6, 3, "b", "d", BlackForfeits),
            ],
            vec![bye(3, "c")],
        )
        .expect("r3");
        let tb = all(&t, &TieBreak::default_order());
        let get = |p: &str, b: TieBreak| tb[p].iter().find(|x| x.0 == b).map(|x| x.1);
        // a met b (2), c (1.5), e (1.5): Buchholz 5, cut-1 drops a 1.5: 3.5.
        assert_eq!(get("a", TieBreak::Buchholz), Some(5.0));
        assert_eq!(get("a", TieBreak::BuchholzCut1), Some(3.5));
        // SB of a: 2*1 + 1.5*1 + 1.5*0.5 = 4.25.
        assert_eq!(get("a", TieBreak::SonnebornBerger), Some(4.25));
        // b: a (2.5, lost), e (1.5, won), the forfeit win as a virtual opponent of b's
        // own 2: Buchholz 6, SB 1.5 + 2 = 3.5, cut-1 drops e's 1.5: 4.5.
        assert_eq!(get("b", TieBreak::Buchholz), Some(6.0));
        assert_eq!(get("b", TieBreak::SonnebornBerger), Some(3.5));
        assert_eq!(get("b", TieBreak::BuchholzCut1), Some(4.5));
        // c, d, e tie on 1.5 but d and e never met: no direct encounter.
        assert_eq!(get("c", TieBreak::DirectEncounter), Some(0.0));
        for p in ["a", "b", "c", "d", "e"] {
            assert!(get(p, TieBreak::Buchholz) >= get(p, TieBreak::BuchholzCut1));
        }
    }
}
