//! One tournament: its setup (format, rule set, clock, start), its entrants and what
//! they may do (join, leave, pause), its games with their results and its Swiss byes.
//! Every change is a method that checks it first and changes nothing when refused.

use crate::game::clock::{TimeControl, MINUTE};
use crate::game::{ServerSecret, Timestamp};
use crate::rules::{Color, Outcome, RuleSet};
use serde::{Deserialize, Serialize};

/// The most entrants a Swiss takes.
pub const MAX_SWISS_ENTRANTS: usize = 1_000;
/// The most entrants an arena takes.
pub const MAX_ARENA_ENTRANTS: usize = 10_000;
/// The most rounds of a Swiss.
pub const MAX_ROUNDS: u32 = 20;
/// The longest arena, in minutes.
pub const MAX_ARENA_MINUTES: u64 = 24 * 60;
/// Minutes a player has for the first move of a tournament game, unless set.
pub const DEFAULT_NO_SHOW_MINUTES: u64 = 5;

/// A tie-break of the FIDE handbook (C.07), applied in the order chosen at creation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    BuchholzCut1,
    Buchholz,
    SonnebornBerger,
    DirectEncounter,
}

impl TieBreak {
    pub const ALL: [TieBreak; 4] = [
        TieBreak::BuchholzCut1,
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
    ];

    /// The id users type (`tiebreaks=bh1,sb`) and the standings' column head.
    pub fn id(self) -> &'static str {
        match self {
            TieBreak::BuchholzCut1 => "bh1",
            TieBreak::Buchholz => "bh",
            TieBreak::SonnebornBerger => "sb",
            TieBreak::DirectEncounter => "de",
        }
    }

    /// Reads an id (`bh1`, `bh`, `sb`, `de`), case-insensitively.
    pub fn from_id(text: &str) -> Option<TieBreak> {
        let t = text.trim().to_ascii_lowercase();
        TieBreak::ALL.into_iter().find(|b| b.id() == t)
    }

    /// The usual order: Buchholz cut-1, Buchholz, Sonneborn-Berger, direct encounter.
    pub fn default_order() -> Vec<TieBreak> {
        TieBreak::ALL.to_vec()
    }
}

/// Arena or Swiss, with what each needs.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Format {
    /// Timed: players are paired again as soon as their game ends, until `minutes` after
    /// the start.
    Arena { minutes: u64 },
    /// `rounds` rounds paired by the FIDE Dutch system.
    Swiss {
        rounds: u32,
        tiebreaks: Vec<TieBreak>,
    },
}

impl Format {
    pub fn is_arena(&self) -> bool {
        matches!(self, Format::Arena { .. })
    }

    /// How many players it takes.
    pub fn max_entrants(&self) -> usize {
        match self {
            Format::Arena { .. } => MAX_ARENA_ENTRANTS,
            Format::Swiss { .. } => MAX_SWISS_ENTRANTS,
        }
    }
}

/// What a tournament is, fixed at creation.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Setup {
    pub format: Format,
    /// The rule set's id (`chess`, `chakart`…).
    pub ruleset: String,
    pub control: TimeControl,
    pub rated: bool,
    pub starts_at: Timestamp,
    /// Minutes a player has for their first move before forfeiting the game.
    pub no_show_minutes: u64,
}

impl Setup {
    pub fn ruleset(&self) -> Option<RuleSet> {
        self.ruleset.parse().ok()
    }
}

/// Where a tournament is in its life.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Taking entries until it starts.
    Open,
    Running,
    Finished,
    Cancelled,
}

/// Whether an entrant takes part in the next pairings.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntrantState {
    Active,
    /// Skips pairings until they come back (`tournament join` again).
    Paused,
    /// Left: no more pairings; their results stay in the standings.
    Withdrawn,
    /// Removed by a moderator (or banned): no more pairings.
    Removed,
}

/// One player of a tournament.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Entrant {
    pub player: String,
    /// Their rating in the tournament's rule set when they joined (for seeding).
    pub rating: f64,
    pub joined_at: Timestamp,
    pub state: EntrantState,
}

/// The result of a tournament game, as it counts for the tournament.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    WhiteWins,
    Draw,
    BlackWins,
    /// Aborted or voided: counts as nothing for either player.
    Void,
    /// Neither player showed up: a loss for both.
    BothForfeit,
    /// White did not show up: Black wins by forfeit (unplayed).
    WhiteForfeits,
    /// Black did not show up: White wins by forfeit (unplayed).
    BlackForfeits,
}

impl GameResult {
    /// The result of a finished game's outcome.
    pub fn of(outcome: Option<Outcome>) -> GameResult {
        match outcome {
            Some(Outcome::Decisive { winner, .. }) => match winner {
                Color::White => GameResult::WhiteWins,
                Color::Black => GameResult::BlackWins,
            },
            Some(Outcome::Draw(_)) => GameResult::Draw,
            None => GameResult::Void,
        }
    }

    /// Points (in halves: win 2, draw 1, loss 0) of `color`.
    pub fn halves(self, color: Color) -> u32 {
        use GameResult::*;
        match (self, color) {
            (WhiteWins | BlackForfeits, Color::White)
            | (BlackWins | WhiteForfeits, Color::Black) => 2,
            (Draw, _) => 1,
            _ => 0,
        }
    }

    /// Whether the game was played over the board (not a forfeit nor void).
    pub fn played(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWins | GameResult::Draw | GameResult::BlackWins
        )
    }

    /// Whether it counts at all (a void game does not).
    pub fn counts(self) -> bool {
        self != GameResult::Void
    }
}

/// One tournament game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Pairing {
    /// The game's id (an ordinary game, in its own thread).
    pub game: u64,
    /// The Swiss round (from 1); in an arena, 0.
    pub round: u32,
    pub white: String,
    pub black: String,
    pub started_at: Timestamp,
    /// `None` while the game runs.
    pub result: Option<GameResult>,
    /// When the result was known (an arena's streaks and its end follow this order).
    #[serde(default)]
    pub ended_at: Option<Timestamp>,
}

impl Pairing {
    /// The colour `player` had, if they played in this pairing.
    pub fn color_of(&self, player: &str) -> Option<Color> {
        if self.white == player {
            Some(Color::White)
        } else if self.black == player {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The opponent of `player` in this pairing.
    pub fn opponent_of(&self, player: &str) -> Option<&str> {
        match self.color_of(player)? {
            Color::White => Some(&self.black),
            Color::Black => Some(&self.white),
        }
    }

    /// `player`'s points in halves, once the result is known.
    pub fn halves_of(&self, player: &str) -> Option<u32> {
        Some(self.result?.halves(self.color_of(player)?))
    }
}

/// A Swiss round without a game for a player.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ByeKind {
    /// The pairing left them alone (odd number of players): a win, at most once each.
    Pairing,
    /// Absent (paused, joined late, withdrawn): nothing.
    Absent,
}

/// A Swiss round a player sat out.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Bye {
    pub round: u32,
    pub player: String,
    pub kind: ByeKind,
}

impl Bye {
    pub fn halves(&self) -> u32 {
        match self.kind {
            ByeKind::Pairing => 2,
            ByeKind::Absent => 0,
        }
    }
}

/// Why a tournament refused a change.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TournamentError {
    #[error("the tournament is over")]
    Over,
    #[error("the tournament has already started")]
    Started,
    #[error("already in the tournament")]
    AlreadyIn,
    #[error("not in the tournament")]
    NotIn,
    #[error("removed from the tournament")]
    Removed,
    #[error("the tournament is full ({0} players)")]
    Full(usize),
    #[error("the last round is under way: no more entries")]
    TooLate,
    #[error("a Swiss has 1 to {MAX_ROUNDS} rounds, not {0}")]
    Rounds(u32),
    #[error("an arena lasts 10 to {MAX_ARENA_MINUTES} minutes, not {0}")]
    ArenaMinutes(u64),
    #[error("not a game of this tournament")]
    NoSuchGame,
    #[error("the pairing is not valid: {0}")]
    BadPairing(String),
}

/// A tournament: setup, entrants, games, byes. Stored as one record (with a version the
/// store checks, so only one process pairs a round).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Tournament {
    pub id: u64,
    pub server: String,
    /// The channel where it was announced (and its standings are posted).
    pub channel: String,
    pub creator: String,
    pub setup: Setup,
    pub status: Status,
    pub entrants: Vec<Entrant>,
    pub pairings: Vec<Pairing>,
    #[serde(default)]
    pub byes: Vec<Bye>,
    /// The Swiss round under way or last played (0 before the first).
    #[serde(default)]
    pub round: u32,
    pub created_at: Timestamp,
    #[serde(default)]
    pub started_at: Option<Timestamp>,
    #[serde(default)]
    pub ended_at: Option<Timestamp>,
    /// The announcement's message id (edited in place), once posted.
    #[serde(default)]
    pub announcement: Option<String>,
    /// The announcement no longer shows the tournament as it stands (an entry changed):
    /// the director's next look edits it.
    #[serde(default)]
    pub announcement_stale: bool,
    /// When the standings were last posted (an arena posts them at most every few minutes).
    #[serde(default)]
    pub standings_posted_at: Option<Timestamp>,
    /// When the director should next look at it (the start, an arena's next pairing or
    /// end, a no-show check); kept in the store's deadline index.
    #[serde(default)]
    pub wakeup: Option<Timestamp>,
    /// The round whose pairing failed for a fault (not for want of a valid pairing) and
    /// was reported in the channel, so that the report is posted once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing_fault: Option<u32>,
    /// The secret every game's secret derives from ([`ServerSecret::derive`]): its
    /// commitment is posted at creation, the secret itself once the tournament is over.
    pub secret: ServerSecret,
}

impl Tournament {
    /// A new tournament, open for entries until `setup.starts_at`.
    pub fn new(
        id: u64,
        server: &str,
        channel: &str,
        creator: &str,
        setup: Setup,
        secret: ServerSecret,
        now: Timestamp,
    ) -> Result<Tournament, TournamentError> {
        match &setup.format {
            Format::Swiss { rounds, .. } if !(1..=MAX_ROUNDS).contains(rounds) => {
                return Err(TournamentError::Rounds(*rounds))
            }
            Format::Arena { minutes } if !(10..=MAX_ARENA_MINUTES).contains(minutes) => {
                return Err(TournamentError::ArenaMinutes(*minutes))
            }
            _ => {}
        }
        let setup_start = setup.starts_at;
        Ok(Tournament {
            id,
            server: server.into(),
            channel: channel.into(),
            creator: creator.into(),
            setup,
            status: Status::Open,
            entrants: Vec::new(),
            pairings: Vec::new(),
            byes: Vec::new(),
            round: 0,
            created_at: now,
            started_at: None,
            ended_at: None,
            announcement: None,
            announcement_stale: false,
            standings_posted_at: None,
            pairing_fault: None,
            wakeup: Some(setup_start),
            secret,
        })
    }

    /// Its announcement should show a change at the director's next look, at the
    /// latest at `by` (several changes before then make one edit). Nothing once over.
    pub fn announcement_changed(&mut self, by: Timestamp) {
        if self.is_over() {
            return;
        }
        self.announcement_stale = true;
        self.wakeup = Some(self.wakeup.map_or(by, |w| w.min(by)));
    }

    pub fn is_over(&self) -> bool {
        matches!(self.status, Status::Finished | Status::Cancelled)
    }

    pub fn entrant(&self, player: &str) -> Option<&Entrant> {
        self.entrants.iter().find(|e| e.player == player)
    }

    fn entrant_mut(&mut self, player: &str) -> Option<&mut Entrant> {
        self.entrants.iter_mut().find(|e| e.player == player)
    }

    /// The entrants who take part in the next pairings.
    pub fn active(&self) -> impl Iterator<Item = &Entrant> {
        self.entrants
            .iter()
            .filter(|e| e.state == EntrantState::Active)
    }

    /// `player` enters (or comes back after a pause or a withdrawal).
    pub fn join(
        &mut self,
        player: &str,
        rating: f64,
        now: Timestamp,
    ) -> Result<(), TournamentError> {
        if self.is_over() || self.arena_over(now) {
            return Err(TournamentError::Over);
        }
        if let Format::Swiss { rounds, .. } = self.setup.format {
            if self.status == Status::Running && self.round >= rounds {
                return Err(TournamentError::TooLate);
            }
        }
        let max = self.setup.format.max_entrants();
        let full = self.entrants.len() >= max;
        match self.entrant_mut(player) {
            Some(e) => match e.state {
                EntrantState::Active => Err(TournamentError::AlreadyIn),
                EntrantState::Removed => Err(TournamentError::Removed),
                EntrantState::Paused | EntrantState::Withdrawn => {
                    e.state = EntrantState::Active;
                    Ok(())
                }
            },
            None if full => Err(TournamentError::Full(max)),
            None => {
                self.entrants.push(Entrant {
                    player: player.into(),
                    rating,
                    joined_at: now,
                    state: EntrantState::Active,
                });
                Ok(())
            }
        }
    }

    /// `player` leaves: before the start they are simply gone; once it runs they are
    /// withdrawn (a game under way still finishes and counts).
    pub fn leave(&mut self, player: &str) -> Result<(), TournamentError> {
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        let i = self
            .entrants
            .iter()
            .position(|e| e.player == player && e.state != EntrantState::Withdrawn)
            .ok_or(TournamentError::NotIn)?;
        if self.entrants[i].state == EntrantState::Removed {
            return Err(TournamentError::Removed);
        }
        if self.status == Status::Open {
            self.entrants.remove(i);
        } else {
            self.entrants[i].state = EntrantState::Withdrawn;
        }
        Ok(())
    }

    /// `player` skips the next pairings until they join again.
    pub fn pause(&mut self, player: &str) -> Result<(), TournamentError> {
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        let e = self.entrant_mut(player).ok_or(TournamentError::NotIn)?;
        match e.state {
            EntrantState::Active => {
                e.state = EntrantState::Paused;
                Ok(())
            }
            EntrantState::Paused | EntrantState::Withdrawn => Err(TournamentError::NotIn),
            EntrantState::Removed => Err(TournamentError::Removed),
        }
    }

    /// A moderator removes `player` (a ban does the same): no more pairings.
    pub fn remove(&mut self, player: &str) -> Result<(), TournamentError> {
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        let e = self.entrant_mut(player).ok_or(TournamentError::NotIn)?;
        if e.state == EntrantState::Removed {
            return Err(TournamentError::Removed);
        }
        e.state = EntrantState::Removed;
        Ok(())
    }

    /// Starts it (at its time, or now by a moderator). With fewer than two entrants it
    /// is cancelled instead; returns whether it started.
    pub fn start(&mut self, now: Timestamp) -> Result<bool, TournamentError> {
        match self.status {
            Status::Open => {}
            Status::Running => return Err(TournamentError::Started),
            Status::Finished | Status::Cancelled => return Err(TournamentError::Over),
        }
        if self.active().count() < 2 {
            self.status = Status::Cancelled;
            self.ended_at = Some(now);
            return Ok(false);
        }
        self.status = Status::Running;
        self.started_at = Some(now);
        Ok(true)
    }

    /// A moderator cancels it: no more pairings; games under way go on as ordinary games.
    pub fn cancel(&mut self, now: Timestamp) -> Result<(), TournamentError> {
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        self.status = Status::Cancelled;
        self.ended_at = Some(now);
        Ok(())
    }

    /// When an arena stops pairing (`None` for a Swiss or before the start).
    pub fn arena_ends_at(&self) -> Option<Timestamp> {
        match self.setup.format {
            Format::Arena { minutes } => {
                let start = self.started_at?;
                Some(Timestamp(start.0 + minutes * MINUTE))
            }
            Format::Swiss { .. } => None,
        }
    }

    /// Whether an arena's time is up at `now`.
    pub fn arena_over(&self, now: Timestamp) -> bool {
        self.arena_ends_at().is_some_and(|end| now >= end)
    }

    /// The games still running.
    pub fn running_games(&self) -> impl Iterator<Item = &Pairing> {
        self.pairings.iter().filter(|p| p.result.is_none())
    }

    /// Whether `player` is in a game that has not ended.
    pub fn is_playing(&self, player: &str) -> bool {
        self.running_games().any(|p| p.color_of(player).is_some())
    }

    /// Records the result of `game`; a result already there is replaced (a moderator's
    /// correction).
    pub fn record(
        &mut self,
        game: u64,
        result: GameResult,
        now: Timestamp,
    ) -> Result<(), TournamentError> {
        let p = self
            .pairings
            .iter_mut()
            .find(|p| p.game == game)
            .ok_or(TournamentError::NoSuchGame)?;
        p.result = Some(result);
        p.ended_at.get_or_insert(now);
        Ok(())
    }

    /// Adds games: each pair's players must be entrants, distinct, and not playing.
    pub fn add_pairings(&mut self, games: Vec<Pairing>) -> Result<(), TournamentError> {
        let mut seen = std::collections::HashSet::new();
        for p in &games {
            for who in [&p.white, &p.black] {
                if self.entrant(who).is_none() {
                    return Err(TournamentError::BadPairing(format!(
                        "{who} is not an entrant"
                    )));
                }
                if self.is_playing(who) || !seen.insert(who.clone()) {
                    return Err(TournamentError::BadPairing(format!(
                        "{who} is paired twice"
                    )));
                }
            }
            if self.pairings.iter().any(|q| q.game == p.game) {
                return Err(TournamentError::BadPairing(format!(
                    "game {} again",
                    p.game
                )));
            }
        }
        self.pairings.extend(games);
        Ok(())
    }

    /// Opens Swiss round `round` with its games and byes.
    pub fn add_round(
        &mut self,
        round: u32,
        games: Vec<Pairing>,
        byes: Vec<Bye>,
    ) -> Result<(), TournamentError> {
        if round != self.round + 1 || self.running_games().next().is_some() {
            return Err(TournamentError::BadPairing(format!(
                "round {round} after round {}",
                self.round
            )));
        }
        self.add_pairings(games)?;
        self.byes.extend(byes);
        self.round = round;
        Ok(())
    }

    /// Whether the current Swiss round's games all have results.
    pub fn round_complete(&self) -> bool {
        self.running_games().next().is_none()
    }

    /// Ends it: final standings follow.
    pub fn finish(&mut self, now: Timestamp) -> Result<(), TournamentError> {
        if self.is_over() {
            return Err(TournamentError::Over);
        }
        self.status = Status::Finished;
        self.ended_at = Some(now);
        Ok(())
    }

    /// A player's pairings in the order they were made.
    pub fn games_of<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a Pairing> + 'a {
        self.pairings
            .iter()
            .filter(move |p| p.color_of(player).is_some())
    }

    /// A Swiss player's points in halves after the rounds played (games and byes).
    pub fn swiss_halves(&self, player: &str) -> u32 {
        let games: u32 = self
            .games_of(player)
            .filter_map(|p| p.halves_of(player))
            .sum();
        let byes: u32 = self
            .byes
            .iter()
            .filter(|b| b.player == player)
            .map(|b| b.halves())
            .sum();
        games + byes
    }

    /// The time a player has for their first move.
    pub fn no_show_ms(&self) -> u64 {
        self.setup.no_show_minutes * MINUTE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arena() -> Tournament {
        let setup = Setup {
            format: Format::Arena { minutes: 60 },
            ruleset: "chess".into(),
            control: "3+2".parse().expect("a clock"),
            rated: true,
            starts_at: Timestamp(1_000),
            no_show_minutes: DEFAULT_NO_SHOW_MINUTES,
        };
        Tournament::new(
            1,
            "s",
            "c",
            "mod",
            setup,
            ServerSecret::from_bytes([1; 32]),
            Timestamp(0),
        )
        .expect("valid")
    }

    #[test]
    fn entries_before_and_after_the_start() {
        let mut t = arena();
        t.join("alice", 1500.0, Timestamp(1)).expect("joins");
        assert_eq!(
            t.join("alice", 1500.0, Timestamp(2)),
            Err(TournamentError::AlreadyIn)
        );
        t.leave("alice").expect("leaves");
        assert!(t.entrant("alice").is_none(), "gone before the start");
        assert_eq!(
            t.start(Timestamp(1_000)),
            Ok(false),
            "one player: cancelled"
        );
        assert_eq!(t.status, Status::Cancelled);
        assert_eq!(
            t.join("bob", 1500.0, Timestamp(1_001)),
            Err(TournamentError::Over)
        );
    }

    #[test]
    fn withdrawn_players_keep_their_games_and_may_come_back() {
        let mut t = arena();
        for p in ["a", "b", "c"] {
            t.join(p, 1500.0, Timestamp(1)).expect("joins");
        }
        assert_eq!(t.start(Timestamp(1_000)), Ok(true));
        let game = Pairing {
            game: 7,
            round: 0,
            white: "a".into(),
            black: "b".into(),
            started_at: Timestamp(1_000),
            result: None,
            ended_at: None,
        };
        t.add_pairings(vec![game.clone()]).expect("pairs");
        assert!(
            t.add_pairings(vec![Pairing { game: 8, ..game }]).is_err(),
            "a is playing"
        );
        t.leave("a").expect("withdraws");
        assert_eq!(
            t.entrant("a").map(|e| e.state),
            Some(EntrantState::Withdrawn)
        );
        t.record(7, GameResult::BlackWins, Timestamp(2_000))
            .expect("recorded");
        assert_eq!(
            t.games_of("b").next().and_then(|p| p.halves_of("b")),
            Some(2)
        );
        t.join("a", 1500.0, Timestamp(3_000)).expect("back");
        assert_eq!(t.active().count(), 3);
        t.remove("c").expect("removed");
        assert_eq!(
            t.join("c", 1500.0, Timestamp(3_000)),
            Err(TournamentError::Removed)
        );
        assert!(t.arena_over(Timestamp(1_000 + 60 * MINUTE)));
        assert!(!t.arena_over(Timestamp(1_000 + 60 * MINUTE - 1)));
    }

    #[test]
    fn limits_are_checked_at_creation() {
        let mut setup = arena().setup;
        setup.format = Format::Swiss {
            rounds: 0,
            tiebreaks: TieBreak::default_order(),
        };
        let made = Tournament::new(
            1,
            "s",
            "c",
            "m",
            setup.clone(),
            ServerSecret::from_bytes([1; 32]),
            Timestamp(0),
        );
        assert_eq!(made.err(), Some(TournamentError::Rounds(0)));
        setup.format = Format::Arena { minutes: 5 };
        let made = Tournament::new(
            1,
            "s",
            "c",
            "m",
            setup,
            ServerSecret::from_bytes([1; 32]),
            Timestamp(0),
        );
        assert_eq!(made.err(), Some(TournamentError::ArenaMinutes(5)));
    }

    #[test]
    fn forfeits_and_voids_score_as_the_rules_say() {
        use GameResult::*;
        assert_eq!(WhiteForfeits.halves(Color::Black), 2);
        assert_eq!(WhiteForfeits.halves(Color::White), 0);
        assert_eq!(BothForfeit.halves(Color::White), 0);
        assert_eq!(Draw.halves(Color::Black), 1);
        assert!(!Void.counts() && !BlackForfeits.played() && Draw.played());
    }
}
