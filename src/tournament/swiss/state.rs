//! The pairing state of each player before a round: score, colour history and preference,
//! floats of the last two rounds, bye eligibility; and the players to pair, in order.

use super::model::{infer_first_colour, Colour, PairingError, Points, RoundEntry, Tournament};
use super::preference::{self, ColourState};

/// How a player floated in a past round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Float {
    Down,
    Up,
    None,
}

/// What the pairing needs to know of one player.
#[derive(Clone, Debug)]
pub struct PlayerState {
    /// Index in [`Tournament::players`] (starting rank - 1).
    pub index: usize,
    /// Pairing number among the players taking part in the tournament (0 first).
    pub rank: usize,
    pub score: Points,
    pub colour: ColourState,
    /// Games played over the board.
    pub played_games: usize,
    /// May receive the pairing-allocated bye (has not had one, nor a full-point round
    /// without playing).
    pub bye_eligible: bool,
    /// Float in the last round and in the round before.
    pub floats: [Float; 2],
}

/// The tournament as the Dutch engine reads it.
pub struct State<'a> {
    pub tournament: &'a Tournament,
    /// By player index; `None` for players not in the tournament yet.
    pub players: Vec<Option<PlayerState>>,
    /// Players to pair, by score (highest first) then pairing number.
    pub sorted: Vec<usize>,
    /// Colour of the top seed in round 1 (inferred when not given).
    pub first_colour: Option<Colour>,
}

impl<'a> State<'a> {
    pub fn new(tournament: &'a Tournament) -> Result<State<'a>, PairingError> {
        check_consistency(tournament)?;
        let mut rank = 0;
        let mut players = Vec::with_capacity(tournament.players.len());
        for (index, player) in tournament.players.iter().enumerate() {
            let valid =
                player.next_round_absence.is_none() || player.rounds.iter().any(|r| r.was_paired());
            players.push(valid.then(|| {
                rank += 1;
                player_state(tournament, index, rank - 1)
            }));
        }
        let mut sorted: Vec<usize> = players
            .iter()
            .flatten()
            .filter(|p| tournament.players[p.index].next_round_absence.is_none())
            .map(|p| p.index)
            .collect();
        sorted.sort_by_key(|&i| {
            let p = players[i].as_ref().map_or((0, 0), |p| (p.score, p.rank));
            (std::cmp::Reverse(p.0), p.1)
        });
        let first_colour = tournament
            .first_colour
            .or_else(|| infer_first_colour(tournament));
        Ok(State {
            tournament,
            players,
            sorted,
            first_colour,
        })
    }

    /// The state of a player to pair.
    pub fn player(&self, index: usize) -> &PlayerState {
        self.players[index]
            .as_ref()
            .expect("only players in the tournament are paired")
    }

    /// Whether the pairing of the next round is the last or the one before (the top-scorer
    /// colour exceptions apply).
    pub fn is_last_round_pairing(&self) -> bool {
        self.tournament.rounds_played + 1 >= self.tournament.total_rounds
    }
}

/// Every player has one entry per completed round, and games are recorded on both sides.
fn check_consistency(tournament: &Tournament) -> Result<(), PairingError> {
    let n = tournament.players.len();
    for (index, player) in tournament.players.iter().enumerate() {
        if player.rounds.len() != tournament.rounds_played {
            return Err(PairingError::Inconsistent(format!(
                "player {} has {} rounds, not {}",
                index + 1,
                player.rounds.len(),
                tournament.rounds_played
            )));
        }
        for (round, entry) in player.rounds.iter().enumerate() {
            let RoundEntry::Game {
                opponent, colour, ..
            } = *entry
            else {
                continue;
            };
            let mirrored = opponent < n
                && opponent != index
                && match tournament.players[opponent].rounds[round] {
                    RoundEntry::Game {
                        opponent: back,
                        colour: other,
                        ..
                    } => back == index && (!entry.was_played() || other != colour),
                    _ => false,
                };
            if !mirrored {
                return Err(PairingError::Inconsistent(format!(
                    "round {} of player {} contradicts the opponent's entry",
                    round + 1,
                    index + 1
                )));
            }
        }
    }
    Ok(())
}

fn player_state(tournament: &Tournament, index: usize, rank: usize) -> PlayerState {
    let player = &tournament.players[index];
    let system = &tournament.points;
    let score = player.rounds.iter().map(|r| r.points(system)).sum();
    let bye_eligible = !player.rounds.iter().any(|r| match r {
        RoundEntry::PairingBye => true,
        RoundEntry::Absent(_) => r.points(system) >= system.win,
        RoundEntry::Game { played, .. } => !played && r.points(system) >= system.win,
    });
    let floats = [1, 2].map(|back| float(tournament, index, back));
    PlayerState {
        index,
        rank,
        score,
        colour: preference::colour_state(&player.rounds),
        played_games: player.rounds.iter().filter(|r| r.was_played()).count(),
        bye_eligible,
        floats,
    }
}

/// A player's score before the last `rounds_back` rounds.
pub fn score_before(tournament: &Tournament, index: usize, rounds_back: usize) -> Points {
    let rounds = &tournament.players[index].rounds;
    let keep = rounds.len().saturating_sub(rounds_back);
    rounds[..keep]
        .iter()
        .map(|r| r.points(&tournament.points))
        .sum()
}

/// How the player floated `rounds_back` rounds ago: down when paired with a lower score or
/// scoring without playing, up when paired with a higher score.
fn float(tournament: &Tournament, index: usize, rounds_back: usize) -> Float {
    let rounds = &tournament.players[index].rounds;
    let Some(round) = rounds.len().checked_sub(rounds_back) else {
        return Float::None;
    };
    let entry = rounds[round];
    let Some(opponent) = entry.played_opponent() else {
        return if entry.points(&tournament.points) > tournament.points.loss {
            Float::Down
        } else {
            Float::None
        };
    };
    let own = score_before(tournament, index, rounds_back);
    let theirs = score_before(tournament, opponent, rounds_back);
    match own.cmp(&theirs) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}
