//! The standings of a tournament as a table: rank, player, score, tie-breaks and one
//! cell per game (an arena's games in the order played, a Swiss's rounds), which the
//! host words and `render::standings` draws.

use super::arena;
use super::event::{ByeKind, EntrantState, Format, Pairing, TieBreak, Tournament};
use crate::rules::Color;
use std::collections::HashMap;

/// What a player scored in one game or round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Cell {
    /// A game with its result for this player: points in halves (2 win, 1 draw, 0 loss;
    /// an arena's win on fire is 4), the colour they had, the opponent's rank.
    Game {
        halves: u32,
        color: Color,
        opponent_rank: Option<u32>,
        /// A win by forfeit or a loss by not showing up.
        forfeit: bool,
        /// An arena win on fire.
        doubled: bool,
    },
    /// A game under way.
    Playing { color: Color },
    /// A Swiss round without a game.
    Bye(ByeKind),
}

/// One line of the standings.
#[derive(Clone, PartialEq, Debug)]
pub struct Row {
    pub rank: u32,
    pub player: String,
    /// Points in halves (a Swiss's 3½ is 7; an arena's points are doubled too).
    pub halves: u32,
    /// The tie-breaks chosen at creation, in their order (a Swiss), in points.
    pub tiebreaks: Vec<(TieBreak, f64)>,
    pub cells: Vec<Cell>,
    /// An arena player on fire (their next win counts double).
    pub on_fire: bool,
    pub state: EntrantState,
}

/// The standings of `t`, best first.
pub fn standings(t: &Tournament) -> Vec<Row> {
    match &t.setup.format {
        Format::Arena { .. } => arena_rows(t),
        Format::Swiss { tiebreaks, .. } => swiss_rows(t, tiebreaks),
    }
}

fn arena_rows(t: &Tournament) -> Vec<Row> {
    let ranking = arena::ranking(t);
    let ranks: std::collections::HashMap<&str, u32> = ranking
        .iter()
        .enumerate()
        .map(|(i, (p, _))| (*p, i as u32 + 1))
        .collect();
    let rank_of = |p: &str| ranks.get(p).copied();
    ranking
        .iter()
        .enumerate()
        .map(|(i, (player, score))| {
            let mut marks = score.sheet.iter();
            let cells = t
                .games_of(player)
                .filter(|p| p.result.is_none_or(|r| r.counts()))
                .filter_map(|p| {
                    let color = p.color_of(player)?;
                    let Some(result) = p.result else {
                        return Some(Cell::Playing { color });
                    };
                    let mark = marks.next()?;
                    Some(Cell::Game {
                        halves: mark.points,
                        color,
                        opponent_rank: p.opponent_of(player).and_then(rank_of),
                        forfeit: !result.played(),
                        doubled: mark.doubled,
                    })
                })
                .collect();
            Row {
                rank: i as u32 + 1,
                player: player.to_string(),
                halves: score.points,
                tiebreaks: Vec::new(),
                cells,
                on_fire: score.on_fire(),
                state: state_of(t, player),
            }
        })
        .collect()
}

fn state_of(t: &Tournament, player: &str) -> EntrantState {
    t.entrant(player).map_or(EntrantState::Removed, |e| e.state)
}

fn swiss_rows(t: &Tournament, order: &[TieBreak]) -> Vec<Row> {
    let breaks = super::rounds::tiebreaks(t, order);
    // One pass over the games and byes: each player's seat in each round, and score.
    let mut seats: HashMap<(&str, u32), &Pairing> = HashMap::new();
    let mut halves: HashMap<&str, u32> = HashMap::new();
    for p in &t.pairings {
        for player in [p.white.as_str(), p.black.as_str()] {
            seats.insert((player, p.round), p);
            *halves.entry(player).or_default() += p.halves_of(player).unwrap_or(0);
        }
    }
    let mut byes: HashMap<(&str, u32), ByeKind> = HashMap::new();
    for b in &t.byes {
        byes.insert((b.player.as_str(), b.round), b.kind);
        *halves.entry(b.player.as_str()).or_default() += b.halves();
    }
    let mut rows: Vec<Row> = t
        .entrants
        .iter()
        .map(|e| Row {
            rank: 0,
            player: e.player.clone(),
            halves: halves.get(e.player.as_str()).copied().unwrap_or(0),
            tiebreaks: breaks.get(e.player.as_str()).cloned().unwrap_or_default(),
            cells: Vec::new(),
            on_fire: false,
            state: e.state,
        })
        .collect();
    let seed: HashMap<&str, (f64, usize)> = t
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.player.as_str(), (e.rating, i)))
        .collect();
    rows.sort_by(|a, b| {
        let (ra, ia) = seed[a.player.as_str()];
        let (rb, ib) = seed[b.player.as_str()];
        b.halves
            .cmp(&a.halves)
            .then_with(|| {
                let pairs = a.tiebreaks.iter().zip(&b.tiebreaks);
                pairs.fold(std::cmp::Ordering::Equal, |o, (x, y)| {
                    o.then(y.1.total_cmp(&x.1))
                })
            })
            .then(rb.total_cmp(&ra))
            .then(ia.cmp(&ib))
    });
    for (i, r) in rows.iter_mut().enumerate() {
        r.rank = i as u32 + 1;
    }
    let ranks: HashMap<String, u32> = rows.iter().map(|r| (r.player.clone(), r.rank)).collect();
    for r in &mut rows {
        let player = r.player.as_str();
        r.cells = (1..=t.round)
            .map(|round| match seats.get(&(player, round)) {
                Some(p) => swiss_cell(p, player, &ranks),
                None => Cell::Bye(
                    byes.get(&(player, round))
                        .copied()
                        .unwrap_or(ByeKind::Absent),
                ),
            })
            .collect();
    }
    rows
}

/// A player's cell for a round they were paired in.
fn swiss_cell(p: &Pairing, player: &str, ranks: &HashMap<String, u32>) -> Cell {
    let color = p.color_of(player).unwrap_or(Color::White);
    match p.result {
        None => Cell::Playing { color },
        Some(result) => Cell::Game {
            halves: result.halves(color),
            color,
            opponent_rank: p.opponent_of(player).and_then(|o| ranks.get(o).copied()),
            forfeit: !result.played(),
            doubled: false,
        },
    }
}
