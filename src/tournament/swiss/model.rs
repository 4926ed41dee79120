//! The tournament as a host describes it to the pairing engine: players by starting rank,
//! their rounds (games, byes, absences), the point system and options; and the pairing
//! returned.

/// A side of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub fn invert(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// Points are counted in tenths (a win is 10, a draw 5 by default).
pub type Points = u32;

/// The result of a game from one player's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// What a round not spent at the board against a paired opponent was scored as.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Absence {
    /// Not paired, scored as a win (TRF `F`).
    FullPoint,
    /// Not paired, scored as a draw (TRF `H`: a requested half-point bye).
    HalfPoint,
    /// Not paired, no points (TRF `Z`, `-` or an empty column: absent, withdrawn, not
    /// yet entered).
    ZeroPoint,
}

/// One round of one player's history.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RoundEntry {
    /// Paired against `opponent` (a player index); `played` is false for a forfeit, whose
    /// result is then a win or a loss.
    Game {
        opponent: usize,
        colour: Colour,
        result: GameResult,
        played: bool,
    },
    /// The pairing-allocated bye (TRF `U`).
    PairingBye,
    /// Not paired this round.
    Absent(Absence),
}

impl RoundEntry {
    /// Whether the player took part in that round's pairing (a game, forfeit or the bye).
    pub fn was_paired(self) -> bool {
        !matches!(self, RoundEntry::Absent(_))
    }

    /// Whether a game was actually played over the board.
    pub fn was_played(self) -> bool {
        matches!(self, RoundEntry::Game { played: true, .. })
    }

    /// The opponent met over the board, if any.
    pub fn played_opponent(self) -> Option<usize> {
        match self {
            RoundEntry::Game {
                opponent,
                played: true,
                ..
            } => Some(opponent),
            _ => None,
        }
    }

    /// The colour played over the board, if any.
    pub fn played_colour(self) -> Option<Colour> {
        match self {
            RoundEntry::Game {
                colour,
                played: true,
                ..
            } => Some(colour),
            _ => None,
        }
    }

    /// The points this entry is worth under `system`.
    pub fn points(self, system: &PointSystem) -> Points {
        match self {
            RoundEntry::Game { result, played, .. } => match result {
                GameResult::Win => system.win,
                GameResult::Draw => system.draw,
                GameResult::Loss if played => system.loss,
                GameResult::Loss => system.forfeit_loss,
            },
            RoundEntry::PairingBye => system.pairing_bye,
            RoundEntry::Absent(Absence::FullPoint) => system.win,
            RoundEntry::Absent(Absence::HalfPoint) => system.draw,
            RoundEntry::Absent(Absence::ZeroPoint) => system.zero_bye,
        }
    }
}

/// Points per outcome, in tenths.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PointSystem {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub zero_bye: Points,
    pub forfeit_loss: Points,
    pub pairing_bye: Points,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: 10,
            draw: 5,
            loss: 0,
            zero_bye: 0,
            forfeit_loss: 0,
            pairing_bye: 10,
        }
    }
}

/// A player: starting rank is the index in [`Tournament::players`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    /// 0 when unrated.
    pub rating: u32,
    /// One entry per completed round (late entries: [`Absence::ZeroPoint`] before they
    /// joined).
    pub rounds: Vec<RoundEntry>,
    /// `Some` when the player is not to be paired in the next round (withdrawn, absent, a
    /// requested bye), with what that round scores.
    pub next_round_absence: Option<Absence>,
}

/// A tournament between rounds: everything the pairing of the next round depends on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    /// By starting rank (pairing number 1 first).
    pub players: Vec<Player>,
    /// The number of completed rounds (every player's `rounds` has this length).
    pub rounds_played: usize,
    /// The planned number of rounds (the last-round colour exceptions depend on it).
    pub total_rounds: usize,
    /// The colour of the top seed in round 1; `None`: inferred from round 1 when played.
    pub first_colour: Option<Colour>,
    pub points: PointSystem,
}

/// A pairing of one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// `(white, black)` player indices, in the published order (highest scores first).
    pub pairs: Vec<(usize, usize)>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<usize>,
}

/// Why a round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    #[error(
        "no valid pairing exists: the players cannot all be paired within the absolute criteria"
    )]
    NoValidPairing,
    #[error("the tournament is inconsistent: {0}")]
    Inconsistent(String),
    #[error("the tournament is too large for this engine")]
    TooLarge,
}

impl Tournament {
    /// The tournament as it stood before round `round` (1-based) was paired: the rounds
    /// before it, and as next-round absences the players not paired in it. The first colour
    /// is kept (inferred from the rounds played when not given).
    pub fn before_round(&self, round: usize) -> Tournament {
        let keep = round.saturating_sub(1).min(self.rounds_played);
        let players = self
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                rating: p.rating,
                rounds: p.rounds[..keep].to_vec(),
                next_round_absence: match p.rounds.get(keep) {
                    Some(RoundEntry::Absent(absence)) => Some(*absence),
                    Some(_) => None,
                    None => p.next_round_absence,
                },
            })
            .collect();
        Tournament {
            players,
            rounds_played: keep,
            total_rounds: self.total_rounds,
            first_colour: self.first_colour.or_else(|| self.inferred_first_colour()),
            points: self.points,
        }
    }

    /// The top seed's round-1 colour as the rounds played show it.
    pub fn inferred_first_colour(&self) -> Option<Colour> {
        infer_first_colour(self)
    }

    /// Records a round paired by [`pair_next_round`](super::pair_next_round) with its results (`result_of_white`
    /// for each pair, in the order of `pairing.pairs`): every player gets an entry, the bye
    /// [`RoundEntry::PairingBye`], the absent ones their absence.
    pub fn record_round(&mut self, pairing: &Pairing, result_of_white: &[GameResult]) {
        let mut entries: Vec<RoundEntry> = self
            .players
            .iter()
            .map(|p| RoundEntry::Absent(p.next_round_absence.unwrap_or(Absence::ZeroPoint)))
            .collect();
        for (&(white, black), &result) in pairing.pairs.iter().zip(result_of_white) {
            let other = match result {
                GameResult::Win => GameResult::Loss,
                GameResult::Draw => GameResult::Draw,
                GameResult::Loss => GameResult::Win,
            };
            entries[white] = RoundEntry::Game {
                opponent: black,
                colour: Colour::White,
                result,
                played: true,
            };
            entries[black] = RoundEntry::Game {
                opponent: white,
                colour: Colour::Black,
                result: other,
                played: true,
            };
        }
        if let Some(bye) = pairing.bye {
            entries[bye] = RoundEntry::PairingBye;
        }
        for (player, entry) in self.players.iter_mut().zip(entries) {
            player.rounds.push(entry);
            player.next_round_absence = None;
        }
        self.rounds_played += 1;
    }
}

/// The top seed's round-1 colour, read from the first round where colours were given: the
/// colour of the highest player paired by then, inverted when an odd number of players paired
/// by then rank above them.
pub fn infer_first_colour(tournament: &Tournament) -> Option<Colour> {
    let first_round = tournament
        .players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .position(|r| matches!(r, RoundEntry::Game { .. }))
        })
        .min()?;
    let mut seen = 0;
    for player in &tournament.players {
        let rounds = &player.rounds;
        if !rounds[..=first_round].iter().any(|r| r.was_paired()) {
            continue;
        }
        if let RoundEntry::Game { colour, .. } = rounds[first_round] {
            return Some(if seen % 2 == 1 {
                colour.invert()
            } else {
                colour
            });
        }
        seen += 1;
    }
    None
}
