//! A Swiss event seen by the Dutch engine: its players by starting rank (rating, then
//! who joined first) with every completed round, handed to [`swiss::pair_next_round`]
//! for the next round and to [`tiebreak::compute`] for the standings; the engine's
//! pairs and bye read back as players.

use super::event::{Bye, ByeKind, EntrantState, GameResult, Pairing, TieBreak, Tournament};
use super::swiss::{self, Absence, Colour, Player, PointSystem, RoundEntry};
use super::tiebreak;
use crate::rules::Color;
use std::collections::HashMap;

/// A round as the host opens it: (white, black) pairs of player ids, and the byes.
pub type Round = (Vec<(String, String)>, Vec<Bye>);

/// The engine's view of `t` after its first `rounds` rounds, and the player id of each
/// starting rank.
pub fn dutch_view(t: &Tournament, rounds: u32) -> (swiss::Tournament, Vec<String>) {
    let mut order: Vec<usize> = (0..t.entrants.len()).collect();
    order.sort_by(|&a, &b| {
        t.entrants[b]
            .rating
            .total_cmp(&t.entrants[a].rating)
            .then(a.cmp(&b))
    });
    let ids: Vec<String> = order
        .iter()
        .map(|&i| t.entrants[i].player.clone())
        .collect();
    let rank: HashMap<&str, usize> = ids
        .iter()
        .enumerate()
        .map(|(r, p)| (p.as_str(), r))
        .collect();
    let mut games: GamesBy = HashMap::new();
    for p in &t.pairings {
        // The first game of a round counts, as a round has one game each.
        games.entry((p.white.as_str(), p.round)).or_insert(p);
        games.entry((p.black.as_str(), p.round)).or_insert(p);
    }
    let players = order
        .iter()
        .map(|&i| {
            let e = &t.entrants[i];
            Player {
                name: e.player.clone(),
                rating: e.rating.max(0.0).round() as u32,
                rounds: (1..=rounds)
                    .map(|r| entry(t, &e.player, r, &rank, &games))
                    .collect(),
                next_round_absence: (e.state != EntrantState::Active).then_some(Absence::ZeroPoint),
            }
        })
        .collect();
    let view = swiss::Tournament {
        players,
        rounds_played: rounds as usize,
        total_rounds: match t.setup.format {
            super::Format::Swiss { rounds, .. } => rounds as usize,
            super::Format::Arena { .. } => 0,
        },
        first_colour: Some(first_colour(t)),
        points: PointSystem::default(),
    };
    (view, ids)
}

/// The colour of the top seed in round 1, drawn from the tournament's secret (a lot
/// nobody can foresee before the end, and anyone can check after).
fn first_colour(t: &Tournament) -> Colour {
    if t.secret.derive(0).as_bytes()[0] & 1 == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// Each player's game of each round, by (player, round).
type GamesBy<'a> = HashMap<(&'a str, u32), &'a Pairing>;

/// What round `round` was for `player`.
fn entry(
    t: &Tournament,
    player: &str,
    round: u32,
    rank: &HashMap<&str, usize>,
    games: &GamesBy,
) -> RoundEntry {
    if let Some(&p) = games.get(&(player, round)) {
        let (Some(color), Some(result)) = (p.color_of(player), p.result) else {
            return RoundEntry::Absent(Absence::ZeroPoint);
        };
        let opponent = p.opponent_of(player).and_then(|o| rank.get(o).copied());
        return match (result, opponent) {
            (GameResult::Void, _) | (_, None) => RoundEntry::Absent(Absence::ZeroPoint),
            (result, Some(opponent)) => RoundEntry::Game {
                opponent,
                colour: match color {
                    Color::White => Colour::White,
                    Color::Black => Colour::Black,
                },
                result: match result.halves(color) {
                    2 => swiss::GameResult::Win,
                    1 => swiss::GameResult::Draw,
                    _ => swiss::GameResult::Loss,
                },
                played: result.played(),
            },
        };
    }
    match t
        .byes
        .iter()
        .find(|b| b.round == round && b.player == player)
    {
        Some(b) if b.kind == ByeKind::Pairing => RoundEntry::PairingBye,
        _ => RoundEntry::Absent(Absence::ZeroPoint),
    }
}

/// What the next round of a Swiss is paired from: the engine's view of the rounds
/// played, the player id of each starting rank, and the round's number. Two equal
/// requests give the same round, so a pairing computed beside the director (it takes
/// seconds for a thousand players) is used only if the tournament still asks the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRequest {
    view: swiss::Tournament,
    ids: Vec<String>,
    /// The entrants not to be paired, in the order they joined.
    absent: Vec<String>,
    round: u32,
}

impl RoundRequest {
    /// The request for the round after `t`'s current one.
    pub fn of(t: &Tournament) -> RoundRequest {
        let (view, ids) = dutch_view(t, t.round);
        let absent = t
            .entrants
            .iter()
            .filter(|e| e.state != EntrantState::Active)
            .map(|e| e.player.clone())
            .collect();
        RoundRequest {
            view,
            ids,
            absent,
            round: t.round + 1,
        }
    }

    /// The number of the round asked for.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The pairs and the byes: the pairing bye if the engine gives one, and an absent
    /// round for everyone not to be paired.
    pub fn pair(&self) -> Result<Round, swiss::PairingError> {
        let pairing = swiss::pair_next_round(&self.view)?;
        let ids = &self.ids;
        let pairs = pairing
            .pairs
            .iter()
            .map(|&(w, b)| (ids[w].clone(), ids[b].clone()))
            .collect();
        let bye = |player: &String, kind| Bye {
            round: self.round,
            player: player.clone(),
            kind,
        };
        let mut byes: Vec<Bye> = pairing
            .bye
            .map(|i| bye(&ids[i], ByeKind::Pairing))
            .into_iter()
            .collect();
        byes.extend(self.absent.iter().map(|id| bye(id, ByeKind::Absent)));
        Ok((pairs, byes))
    }
}

/// The tournament as a TRF file (FIDE TRF-2016, as Swiss-Manager, JaVaFo and
/// bbpPairings read it) over the rounds completed, players named by `name_of`.
pub fn trf(t: &Tournament, name_of: impl Fn(&str) -> String) -> String {
    let (mut view, _) = dutch_view(t, completed(t));
    for p in &mut view.players {
        p.name = name_of(&p.name);
        p.next_round_absence = None;
    }
    let total = view.total_rounds;
    super::trf::write(&super::trf::TrfFile {
        tournament: view,
        total_rounds: Some(total),
        other_lines: vec![format!("012 chakbot tournament {}", t.id)],
    })
}

/// The rounds whose games have all ended.
fn completed(t: &Tournament) -> u32 {
    if t.round_complete() {
        t.round
    } else {
        t.round.saturating_sub(1)
    }
}

/// Every entrant's tie-breaks in `order`, over the rounds completed.
pub fn tiebreaks(t: &Tournament, order: &[TieBreak]) -> HashMap<String, Vec<(TieBreak, f64)>> {
    let (view, ids) = dutch_view(t, completed(t));
    tiebreak::compute(&view)
        .into_iter()
        .zip(ids)
        .map(|(tb, id)| {
            let values = order
                .iter()
                .map(|&b| {
                    let v = match b {
                        TieBreak::Buchholz => tb.buchholz,
                        TieBreak::BuchholzCut1 => tb.buchholz_cut1,
                        TieBreak::SonnebornBerger => tb.sonneborn_berger,
                        TieBreak::DirectEncounter if tb.all_met => tb.direct_encounter,
                        TieBreak::DirectEncounter => 0.0,
                    };
                    (b, v)
                })
                .collect();
            (id, values)
        })
        .collect()
}

/// Test-only: a started Swiss of `rounds` rounds between `players`, all rated 1500.
#[cfg(test)]
pub(crate) fn started_swiss(players: &[&str], rounds: u32) -> Tournament {
    use crate::game::{ServerSecret, Timestamp};
    use crate::tournament::event::{Format, Setup};
    let setup = Setup {
        format: Format::Swiss {
            rounds,
            tiebreaks: TieBreak::default_order(),
        },
        ruleset: "chess".into(),
        control: "3+2".parse().expect("a clock"),
        rated: false,
        starts_at: Timestamp(0),
        no_show_minutes: 5,
    };
    let secret = ServerSecret::from_bytes([1; 32]);
    let mut t = Tournament::new(1, "s", "c", "m", setup, secret, Timestamp(0)).expect("valid");
    for p in players {
        t.join(p, 1500.0, Timestamp(0)).expect("joins");
    }
    t.start(Timestamp(0)).expect("starts");
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Timestamp;

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

    fn bye(round: u32, p: &str) -> Bye {
        Bye {
            round,
            player: p.into(),
            kind: ByeKind::Pairing,
        }
    }

    /// Three rounds, players a b c d e (e, d, c get the byes):
    /// r1: a-b 1-0, c-d ½-½, e bye (1)
    /// r2: a-c 1-0, e-b 0-1, d bye (1)
    /// r3: e-a ½-½, b-d 1-0 by forfeit (d did not show up), c bye (1)
    /// Scores: a 2½, b 2, c 1½, d 1½, e 1½. For Buchholz an opponent's unplayed rounds
    /// count as draws (adjusted scores: a 2½, b 1½, c 1, d 1½, e 1), and a player's own
    /// unplayed round is a dummy opponent of the player's own score.
    #[test]
    fn tiebreaks_by_hand() {
        use GameResult::*;
        let mut t = started_swiss(&["a", "b", "c", "d", "e"], 3);
        let r1 = vec![game(1, 1, "a", "b", WhiteWins), game(2, 1, "c", "d", Draw)];
        t.add_round(1, r1, vec![bye(1, "e")]).expect("r1");
        let r2 = vec![
            game(3, 2, "a", "c", WhiteWins),
            game(4, 2, "e", "b", BlackWins),
        ];
        t.add_round(2, r2, vec![bye(2, "d")]).expect("r2");
        let r3 = vec![
            game(5, 3, "e", "a", Draw),
            game(6, 3, "b", "d", BlackForfeits),
        ];
        t.add_round(3, r3, vec![bye(3, "c")]).expect("r3");
        let tb = tiebreaks(&t, &TieBreak::default_order());
        let get = |p: &str, b: TieBreak| tb[p].iter().find(|x| x.0 == b).map(|x| x.1);
        // a met b (1½), c (1), e (1): Buchholz 3½; cut 1 drops a 1: 2½;
        // Sonneborn-Berger 1½·1 + 1·1 + 1·½ = 3.
        assert_eq!(get("a", TieBreak::Buchholz), Some(3.5));
        assert_eq!(get("a", TieBreak::BuchholzCut1), Some(2.5));
        assert_eq!(get("a", TieBreak::SonnebornBerger), Some(3.0));
        // b: a (2½, lost), e (1, won), the forfeit win against a dummy of b's own 2:
        // Buchholz 5½, cut 1 drops e's 1: 4½, Sonneborn-Berger 1 + 2 = 3.
        assert_eq!(get("b", TieBreak::Buchholz), Some(5.5));
        assert_eq!(get("b", TieBreak::BuchholzCut1), Some(4.5));
        assert_eq!(get("b", TieBreak::SonnebornBerger), Some(3.0));
        // c, d and e tie on 1½ but not all met: no direct encounter.
        assert_eq!(get("c", TieBreak::DirectEncounter), Some(0.0));
    }

    #[test]
    fn rounds_pair_everyone_once_without_rematches() {
        let mut t = started_swiss(&["a", "b", "c", "d", "e"], 3);
        let mut id = 10;
        for round in 1..=3 {
            let (pairs, byes) = RoundRequest::of(&t).pair().expect("a pairing");
            assert_eq!(pairs.len(), 2, "round {round}");
            assert_eq!(byes.len(), 1, "five players: one bye");
            let games: Vec<Pairing> = pairs
                .iter()
                .map(|(w, b)| {
                    id += 1;
                    game(id, round, w, b, GameResult::WhiteWins)
                })
                .collect();
            for g in &games {
                let met = t.pairings.iter().any(|p| {
                    (p.white == g.white && p.black == g.black)
                        || (p.white == g.black && p.black == g.white)
                });
                assert!(!met, "{} and {} meet again", g.white, g.black);
            }
            t.add_round(round, games, byes).expect("valid round");
        }
        let byes: Vec<&str> = t.byes.iter().map(|b| b.player.as_str()).collect();
        let mut unique = byes.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(
            unique.len(),
            byes.len(),
            "a bye at most once each: {byes:?}"
        );
    }
}
