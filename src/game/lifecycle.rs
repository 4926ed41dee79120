//! `Game`: one game in progress and its lifecycle (moves and choices, resignation, draw
//! offers, abort, takeback, adjudication, time), pure: time is passed in, and every
//! random draw comes from the game's seed and the turn's index.

use super::clock::{Clock, TimeControl, Timestamp};
use super::codec;
use super::error::{PlayError, ReplayError, SetupError};
use super::fairness::{self, Commitment, Seed, ServerSecret};
use super::record::{
    Ending, EventLink, GameRecordV1, Players, Ruling, StoredGame, TurnKind, TurnRecord,
};
use super::replay::{self, TurnCheck};
use super::team::{self, Ballot, Closed, Counted, Proposal, Tally, Teams, Vote};
use crate::rules::{
    Action, AnyPosition, BoardView, Color, DrawReason, Event, GameState, MoveDesc, MoveError,
    Outcome, Pending, RuleSet, StartOption, TurnReport, Viewer, Why, WinReason,
};

/// One turn as everyone may know it ([`Game::public_turns`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PublicTurn {
    pub actor: Color,
    pub kind: TurnKind,
    /// SAN in English letters, as records keep it.
    pub san: String,
    /// What the turn made happen, as the public saw it.
    pub events: Vec<Event>,
    /// How many random draws it made.
    pub draws: usize,
}

/// What is needed to start a game (after a challenge was accepted).
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: u64,
    pub ruleset: RuleSet,
    pub start: StartOption,
    pub players: Players,
    /// The secret committed when the challenge was posted.
    pub secret: ServerSecret,
    /// What the players contributed to the seed, in order (e.g. the ids of the challenge
    /// and accept events).
    pub contributions: Vec<String>,
    /// Start from this FEN instead of the rule set's start position.
    pub custom_fen: Option<String>,
    pub control: TimeControl,
    pub now: Timestamp,
}

/// The answer to a draw offer or takeback request.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Agreement {
    /// Waiting for the opponent.
    Offered,
    /// Both sides wanted it: done.
    Agreed,
}

/// One game in progress (or finished): the whole truth, server side. What a viewer may
/// see comes from [`Game::view_for`], [`Game::public_moves`] and [`Game::export`].
///
/// ```
/// use chakbot::game::{Game, NewGame, Players, PlayError, ServerSecret, Timestamp};
/// use chakbot::rules::{Action, Color, MoveError, RuleSet, StartOption};
/// let secret = ServerSecret::from_bytes([1; 32]); // in the bot: ServerSecret::generate()
/// let mut game = Game::new(NewGame {
///     id: 1,
///     ruleset: RuleSet::Chess,
///     start: StartOption::Standard,
///     players: Players { white: "alice".into(), black: "bob".into() },
///     secret,
///     contributions: vec!["challenge-id".into(), "accept-id".into()],
///     custom_fen: None,
///     control: "3d".parse().unwrap(),
///     now: Timestamp(0),
/// }).unwrap();
/// let e4 = Action::normal("e2".parse().unwrap(), "e4".parse().unwrap());
/// game.play(Color::White, &e4, Timestamp(1_000)).unwrap();
/// let again = game.play(Color::White, &e4, Timestamp(2_000));
/// assert_eq!(again, Err(PlayError::Rules(MoveError::NotYourTurn(Color::Black))));
/// assert_eq!(game.public_moves(), ["e4"]);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    id: u64,
    ruleset: RuleSet,
    start: StartOption,
    players: Players,
    commitment: Commitment,
    secret: ServerSecret,
    contributions: Vec<String>,
    seed: Seed,
    custom_fen: Option<String>,
    initial_fen: String,
    created_at: Timestamp,
    clock: Clock,
    turns: Vec<TurnRecord>,
    state: GameState,
    draw_offer: Option<Color>,
    takeback_offer: Option<Color>,
    ending: Option<Ending>,
    ended_at: Option<Timestamp>,
    ruling: Option<Ruling>,
    /// Since when a moderator froze the game: nobody plays, its clock stands still.
    frozen_since: Option<Timestamp>,
    /// How many times a player acted ([`Game::acts`]).
    acts: u64,
    /// The tournament it belongs to ([`Game::set_event`]).
    event: Option<EventLink>,
    /// Its teams, in a team game ([`Game::set_teams`]).
    teams: Option<Teams>,
}

impl Game {
    /// Starts a game: derives the seed, the start position (from the seed's start stream
    /// unless a FEN is given), and starts the clock of the side to move.
    pub fn new(setup: NewGame) -> Result<Game, SetupError> {
        if setup.players.white == setup.players.black {
            return Err(SetupError::SamePlayer);
        }
        let start = replay::effective_start(setup.ruleset, setup.start);
        let seed = fairness::seed(&setup.secret, &setup.contributions);
        let position = match &setup.custom_fen {
            Some(fen) => AnyPosition::from_fen(setup.ruleset, fen)?,
            None => AnyPosition::start(setup.ruleset, start, &mut fairness::start_rng(&seed)),
        };
        let mut clock = Clock::new(setup.control);
        clock.start(position.turn(), setup.now);
        let initial_fen = position.fen();
        let mut game = Game {
            id: setup.id,
            ruleset: setup.ruleset,
            start,
            players: setup.players,
            commitment: setup.secret.commitment(),
            secret: setup.secret,
            contributions: setup.contributions,
            seed,
            custom_fen: setup.custom_fen,
            initial_fen,
            created_at: setup.now,
            clock,
            turns: Vec::new(),
            state: GameState::new(position),
            draw_offer: None,
            takeback_offer: None,
            ending: None,
            ended_at: None,
            ruling: None,
            frozen_since: None,
            acts: 0,
            event: None,
            teams: None,
        };
        if let Some(outcome) = game.state.outcome() {
            game.finish(Ending::Finished { outcome }, setup.now);
        }
        Ok(game)
    }

    // ----- what the game is -----

    pub fn id(&self) -> u64 {
        self.id
    }
    pub fn ruleset(&self) -> RuleSet {
        self.ruleset
    }
    pub fn start_option(&self) -> StartOption {
        self.start
    }
    pub fn players(&self) -> &Players {
        &self.players
    }
    pub fn commitment(&self) -> Commitment {
        self.commitment
    }
    pub fn contributions(&self) -> &[String] {
        &self.contributions
    }
    /// The server secret, once the game is over (never before).
    pub fn revealed_secret(&self) -> Option<&ServerSecret> {
        self.is_over().then_some(&self.secret)
    }
    /// The game seed, once the game is over (never before).
    pub fn revealed_seed(&self) -> Option<Seed> {
        self.is_over().then_some(self.seed)
    }
    pub fn custom_fen(&self) -> Option<&str> {
        self.custom_fen.as_deref()
    }
    /// The full FEN of the start position.
    pub fn initial_fen(&self) -> &str {
        &self.initial_fen
    }
    pub fn created_at(&self) -> Timestamp {
        self.created_at
    }
    pub fn clock(&self) -> &Clock {
        &self.clock
    }
    /// Every recorded turn (full truth: server side only).
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }
    /// The full FENs of the last `limit` positions before the current one, oldest first
    /// (the start counts; full truth: server side only).
    pub fn earlier_fens(&self, limit: usize) -> Vec<String> {
        let before = self.turns.len();
        let fens = std::iter::once(self.initial_fen.as_str())
            .chain(self.turns.iter().map(|t| t.fen_after.as_str()))
            .take(before);
        fens.skip(before.saturating_sub(limit))
            .map(str::to_string)
            .collect()
    }
    /// The public text of every turn so far, in SAN (`Q??` for a hidden move while the
    /// game is on; its real action, in coordinates, once it is over).
    pub fn public_moves(&self) -> Vec<String> {
        let over = self.is_over();
        self.turns
            .iter()
            .map(|t| {
                if over && t.hidden {
                    t.action.to_string()
                } else {
                    t.public_text.clone()
                }
            })
            .collect()
    }
    /// The rules state (full truth, hidden pieces included: server side only).
    pub fn state(&self) -> &GameState {
        &self.state
    }
    /// The full position (hidden pieces included). Not for the host, which sees a game
    /// only through `host::audience`'s views; tools and tests read `state()`.
    pub(crate) fn position(&self) -> &AnyPosition {
        self.state.position()
    }
    /// Who acts next: the side to move, or the player a pending choice waits for.
    pub fn turn(&self) -> Color {
        self.state.position().turn()
    }
    pub fn pending(&self) -> Option<Pending> {
        self.state.position().pending()
    }
    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }
    pub fn takeback_offer(&self) -> Option<Color> {
        self.takeback_offer
    }
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }
    pub fn ended_at(&self) -> Option<Timestamp> {
        self.ended_at
    }
    /// The result that counts: a moderator's ruling after the end if there is one, else
    /// how the game ended ([`Game::played_outcome`]).
    pub fn outcome(&self) -> Option<Outcome> {
        match self.ruling {
            Some(Ruling::Void) => None,
            Some(Ruling::Result { outcome }) => Some(outcome),
            None => self.played_outcome(),
        }
    }
    /// How the game itself ended (the rules, a resignation, time…), whatever a moderator
    /// ruled afterwards.
    pub fn played_outcome(&self) -> Option<Outcome> {
        self.ending.and_then(Ending::outcome)
    }
    /// A moderator's ruling after the end, if any.
    pub fn ruling(&self) -> Option<Ruling> {
        self.ruling
    }
    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }
    /// The result that changes ratings: the outcome of a finished game in which both
    /// players moved. A game that ended before both sides moved is unrated whatever ended
    /// it (resignation, time, adjudication, as on lichess), and an aborted game has none;
    /// nor has a game started from a given position (`custom_fen`), which measures
    /// nothing about playing the rule set from its start, nor a team game.
    pub fn rated_outcome(&self) -> Option<Outcome> {
        self.outcome()
            .filter(|_| self.both_moved() && self.custom_fen.is_none() && self.teams.is_none())
    }

    /// Whether both sides have made at least one move (after which abort is refused).
    pub fn both_moved(&self) -> bool {
        Color::ALL
            .iter()
            .all(|&c| self.turns.iter().any(|t| t.actor == c))
    }

    /// Each turn's kind and SAN, replayed from the seed (full truth: it names hidden
    /// moves, server side only); `None` if the replay fails (a loaded game always replays).
    pub(crate) fn written_turns(&self) -> Option<Vec<(TurnKind, String)>> {
        replay::annotate(
            self.ruleset,
            self.start,
            self.custom_fen.as_deref(),
            &self.seed,
            self.turns.iter().map(|t| t.action),
        )
        .ok()
    }

    /// What everyone may know of each turn, replayed from the seed: its kind (move,
    /// choice, power), its SAN (`Q??` for a hidden turn while the game is on), what it
    /// made happen as the public saw it, and how many random draws it made (none told for
    /// a hidden turn while the game is on). Once the game is over, everything. Stops at
    /// a turn that does not replay (a loaded game always replays).
    pub fn public_turns(&self) -> Vec<PublicTurn> {
        let over = self.is_over();
        let Ok(position) = replay::initial_position(
            self.ruleset,
            self.start,
            self.custom_fen.as_deref(),
            &self.seed,
        ) else {
            return Vec::new();
        };
        let mut state = GameState::new(position);
        let mut out = Vec::new();
        for (i, t) in self.turns.iter().enumerate() {
            let Ok(ply) = u32::try_from(i) else { break };
            let (kind, san) = replay::describe(state.position(), &t.action);
            let Ok(report) = state.play(&t.action, &mut fairness::turn_rng(&self.seed, ply)) else {
                break;
            };
            let secret = t.hidden && !over;
            out.push(PublicTurn {
                actor: t.actor,
                kind,
                san: if secret { t.public_text.clone() } else { san },
                events: if over {
                    report.events
                } else {
                    report.events_for(Viewer::Public)
                },
                draws: if secret { 0 } else { report.draws.len() },
            });
        }
        out
    }

    /// The events of the last move and of each choice that answered it since, one list
    /// per turn in order (full truth: server side only; a view filters them), replayed
    /// from the seed: what a board highlights as the last turn once a choice was made
    /// ([`BoardView::show_turn`] on each in turn). Empty if the replay fails.
    pub fn last_move_events(&self) -> Vec<Vec<Event>> {
        let start = replay::initial_position(
            self.ruleset,
            self.start,
            self.custom_fen.as_deref(),
            &self.seed,
        );
        let Ok(position) = start else {
            return Vec::new();
        };
        let mut state = GameState::new(position);
        let mut out: Vec<Vec<Event>> = Vec::new();
        for (i, t) in self.turns.iter().enumerate() {
            let Ok(ply) = u32::try_from(i) else {
                return Vec::new();
            };
            let choice = state.position().pending().is_some();
            let Ok(report) = state.play(&t.action, &mut fairness::turn_rng(&self.seed, ply)) else {
                return Vec::new();
            };
            if !choice {
                out.clear();
            }
            out.push(report.events);
        }
        out
    }

    /// What `viewer` may see of the board at the start and after each turn, the turn's
    /// events shown (its highlight), replayed from the seed: the frames of a replay.
    /// Only the start if the replay fails (a loaded game always replays).
    pub fn views_by_turn(&self, viewer: Viewer) -> Vec<BoardView> {
        let start = replay::initial_position(
            self.ruleset,
            self.start,
            self.custom_fen.as_deref(),
            &self.seed,
        );
        let Ok(position) = start else {
            return vec![self.view_for(viewer)];
        };
        let mut state = GameState::new(position);
        let mut out = vec![state.position().view(viewer)];
        for (i, t) in self.turns.iter().enumerate() {
            let Ok(ply) = u32::try_from(i) else {
                break;
            };
            let Ok(report) = state.play(&t.action, &mut fairness::turn_rng(&self.seed, ply)) else {
                break;
            };
            let mut view = state.position().view(viewer);
            view.show_turn(&report.events);
            out.push(view);
        }
        out
    }

    /// What `viewer` may see of the board.
    pub fn view_for(&self, viewer: Viewer) -> BoardView {
        self.state.position().view(viewer)
    }

    /// The FEN `color` may see (Chakart: without the opponent's hidden queen): what the
    /// computer opponent is given, never more.
    pub fn view_fen(&self, color: Color) -> String {
        self.state.position().view_fen(Viewer::Player(color))
    }

    /// `color`'s legal actions now (empty when it is not their turn or the game is over).
    pub fn legal_moves(&self, color: Color) -> Vec<MoveDesc> {
        if self.is_over() || self.turn() != color {
            return Vec::new();
        }
        self.state.position().legal_moves()
    }

    // ----- playing -----

    fn check_active(&self) -> Result<(), PlayError> {
        match self.ending {
            None => Ok(()),
            Some(Ending::Aborted { .. }) => Err(PlayError::Aborted),
            Some(Ending::Finished { .. }) => Err(MoveError::GameOver.into()),
        }
    }

    /// [`Game::check_active`], and the game is not frozen.
    fn check_playable(&self) -> Result<(), PlayError> {
        self.check_active()?;
        match self.frozen_since {
            Some(_) => Err(PlayError::Frozen),
            None => Ok(()),
        }
    }

    /// Whether a moderator froze the game (see [`Game::freeze`]).
    pub fn is_frozen(&self) -> bool {
        self.frozen_since.is_some()
    }

    /// Since when the game is frozen, if it is.
    pub fn frozen_since(&self) -> Option<Timestamp> {
        self.frozen_since
    }

    /// How many times a player has acted in this game: turns played (also those taken
    /// back since), offers and requests made, answers given. It only grows, so with the
    /// game's id it names one moment of the game: two different moments never share it,
    /// even when a takeback brings back the same turn count or position (the computer's
    /// event ids are made from it).
    pub fn acts(&self) -> u64 {
        self.acts
    }

    fn acted(&mut self) {
        self.acts = self.acts.saturating_add(1);
    }

    /// A moderator freezes the running game at `now`: no move, offer or answer is taken
    /// ([`PlayError::Frozen`]), its clock stands still (no timeout, no reminder) until
    /// [`Game::unfreeze`]. Moderators can still end it. `false` when it is over or
    /// already frozen.
    pub fn freeze(&mut self, now: Timestamp) -> bool {
        if self.is_over() || self.is_frozen() {
            return false;
        }
        self.frozen_since = Some(now);
        true
    }

    /// Unfreezes the game at `now`: the running side's clock goes on with the time it
    /// had left when frozen (its deadline moves by the time the game stood frozen).
    /// `false` when it was not frozen.
    pub fn unfreeze(&mut self, now: Timestamp) -> bool {
        let Some(since) = self.frozen_since.take() else {
            return false;
        };
        let frozen = now.since(since);
        self.clock.shift(frozen);
        if let Some(b) = self.teams.as_mut().and_then(|t| t.ballot.as_mut()) {
            b.closes_at = b.closes_at.plus(frozen);
        }
        true
    }

    fn finish(&mut self, ending: Ending, now: Timestamp) {
        // A frozen game ended by a moderator: its clock is not charged the frozen time.
        self.unfreeze(now);
        if let Ending::Finished { outcome } = ending {
            if self.state.outcome().is_none() {
                self.state.end(outcome);
            }
        }
        self.ending = Some(ending);
        self.ended_at = Some(now);
        self.clock.stop(now);
        self.draw_offer = None;
        self.takeback_offer = None;
        if let Some(t) = self.teams.as_mut() {
            t.ballot = None;
        }
    }

    /// `actor` plays `action` (a move, or the answer to the pending choice) at `now`.
    /// The turn's random draws come from `turn_rng(seed, turn index)`. On error the game
    /// is unchanged. A move after the actor's time ran out is refused with
    /// [`PlayError::OutOfTime`]; [`Game::check_time`] then ends the game.
    ///
    /// A completed turn clears a draw offer its player ignored (one made by the
    /// opponent) and any takeback request.
    pub fn play(
        &mut self,
        actor: Color,
        action: &Action,
        now: Timestamp,
    ) -> Result<TurnReport, PlayError> {
        self.check_playable()?;
        if let Some(c) = self.late(now) {
            return Err(PlayError::OutOfTime(c));
        }
        let turn = self.turn();
        if actor != turn {
            return Err(MoveError::NotYourTurn(turn).into());
        }
        let ply =
            u32::try_from(self.turns.len()).map_err(|_| MoveError::from(Why::TooManyTurns))?;
        let mut rng = fairness::turn_rng(&self.seed, ply);
        let written = crate::rules::notation::san(self.state.position(), action);
        let report = self.state.play(action, &mut rng)?;
        let fen = self.state.position().fen();
        self.turns
            .push(TurnRecord::new(actor, *action, written, &report, fen, now));
        if self.turn() != actor {
            if self.draw_offer == Some(actor.other()) {
                self.draw_offer = None;
            }
            self.clock.on_move(actor, now);
        }
        self.takeback_offer = None;
        self.acted();
        if let Some(outcome) = self.state.outcome() {
            self.finish(Ending::Finished { outcome }, now);
        }
        self.open_ballot(now);
        Ok(report)
    }

    // ----- team games -----

    /// Its teams, in a team game.
    pub fn teams(&self) -> Option<&Teams> {
        self.teams.as_ref()
    }

    /// Records `channel` as the private room of `color`'s team (a team game only).
    pub fn set_team_room(&mut self, color: Color, channel: &str) {
        if let Some(teams) = self.teams.as_mut() {
            teams.rooms.set(color, channel.to_string());
        }
    }

    /// The ballot of the turn a team is deciding now, if any.
    pub fn ballot(&self) -> Option<&Ballot> {
        self.teams.as_ref()?.ballot.as_ref()
    }

    /// The side that must act now: the one a pending choice waits for, else the side to
    /// move.
    pub fn waiting(&self) -> Color {
        self.pending().map_or(self.turn(), |p| p.player)
    }

    /// Makes it a team game (right after [`Game::new`], before it is stored): the first
    /// ballot opens at `now` if a team acts first.
    pub fn set_teams(&mut self, teams: Teams, now: Timestamp) {
        self.teams = Some(teams);
        self.open_ballot(now);
    }

    /// Opens the ballot of the turn to play when a team must act and none is open for it.
    /// It closes after the window, or one second before the team's time would run out.
    fn open_ballot(&mut self, now: Timestamp) {
        if self.is_over() {
            return;
        }
        let color = self.waiting();
        let ply = u32::try_from(self.turns.len()).unwrap_or(u32::MAX);
        let deadline = self.clock.deadline();
        let Some(teams) = self.teams.as_mut() else {
            return;
        };
        if teams.team(color).is_none() || teams.ballot.as_ref().is_some_and(|b| b.ply == ply) {
            return;
        }
        let mut closes_at = now.plus(teams.window_ms);
        if let Some(flag) = deadline {
            closes_at = closes_at.min(Timestamp(flag.0.saturating_sub(1_000)).max(now));
        }
        teams.ballot = Some(Ballot {
            color,
            ply,
            opened_at: now,
            closes_at,
            votes: Vec::new(),
        });
    }

    /// `member` (holding `roles`) votes `proposal` in the open ballot at `now`; a second
    /// vote replaces their first. Refused, changing nothing, when no ballot is open, when
    /// they are not of the voting team, or when the proposal is not a legal action of it.
    pub fn vote(
        &mut self,
        member: &str,
        roles: &[String],
        proposal: Proposal,
        now: Timestamp,
    ) -> Result<Counted, VoteError> {
        self.check_playable().map_err(VoteError::Play)?;
        let color = self.ballot().ok_or(VoteError::NoBallot)?.color;
        if let Proposal::Play(action) = proposal {
            if !self.legal_moves(color).iter().any(|m| m.action == action) {
                return Err(VoteError::Illegal);
            }
        }
        let teams = self.teams.as_mut().ok_or(VoteError::NoBallot)?;
        let team = teams.team_mut(color).ok_or(VoteError::NoBallot)?;
        if !team.admits(member, roles) {
            return Err(match teams.side_of(member, roles) {
                Some(_) => VoteError::NotYourTurn(color),
                None => VoteError::NotMember,
            });
        }
        if !team.members.iter().any(|m| m == member) {
            team.members.push(member.to_string());
        }
        let members = team.size();
        let ballot = teams.ballot.as_mut().ok_or(VoteError::NoBallot)?;
        let vote = Vote {
            member: member.to_string(),
            proposal,
            at: now,
        };
        let changed = match ballot.votes.iter_mut().find(|v| v.member == member) {
            Some(v) if v.proposal == proposal => return Err(VoteError::Same),
            Some(v) => {
                *v = vote;
                true
            }
            None => {
                ballot.votes.push(vote);
                false
            }
        };
        let votes = ballot.votes.len();
        Ok(Counted {
            changed,
            votes,
            members,
            complete: teams.complete(),
        })
    }

    /// Closes the open ballot at `now` and plays what it decided: the most voted
    /// proposal (a tie drawn from the seed, [`team::draw_tie`]); with no vote, what
    /// `fallback` chooses for the team (the host's weakest computer level), unless the
    /// team left [`team::EMPTY_TURNS_FORFEIT`] turns in a row without a vote: it then
    /// loses by forfeit. Returns the tally recorded and the turn's report (none when the
    /// team resigned or forfeited).
    pub fn close_ballot(
        &mut self,
        now: Timestamp,
        closed: Closed,
        fallback: &dyn Fn(&Game) -> Option<Action>,
    ) -> Result<(Tally, Option<TurnReport>), PlayError> {
        self.check_playable()?;
        let Some(ballot) = self.ballot().cloned() else {
            return Err(PlayError::NoBallot);
        };
        let color = ballot.color;
        let decided = team::decide(&self.seed, ballot.ply, &ballot.tally());
        let (chosen, tie) = match decided {
            Some(decided) => decided,
            None => {
                let empty = self.teams.as_ref().map_or(0, |t| t.empty_in_a_row(color));
                // Closed early, an empty turn never forfeits (see `empty_in_a_row`).
                let counts = !matches!(closed, Closed::Early { .. });
                let fallback =
                    fallback(self).or_else(|| self.legal_moves(color).first().map(|m| m.action));
                match fallback {
                    Some(action) if !counts || empty + 1 < team::EMPTY_TURNS_FORFEIT => {
                        (Proposal::Play(action), None)
                    }
                    _ => (Proposal::Resign, None),
                }
            }
        };
        let tally = Tally {
            color,
            ply: ballot.ply,
            votes: ballot.votes,
            closed,
            chosen,
            tie,
        };
        let mut game = self.clone();
        if let Some(t) = game.teams.as_mut() {
            t.ballot = None;
            t.tallies.push(tally.clone());
        }
        let report = match chosen {
            Proposal::Play(action) => Some(game.play(color, &action, now)?),
            Proposal::Resign => {
                game.resign(color, now)?;
                None
            }
        };
        *self = game;
        Ok((tally, report))
    }

    /// The tournament this game belongs to, if any.
    pub fn event(&self) -> Option<EventLink> {
        self.event
    }

    /// Makes it a tournament game (right after [`Game::new`], before it is stored).
    pub fn set_event(&mut self, link: EventLink) {
        self.event = Some(link);
    }

    /// Whether `color` made a move (or answered a choice) in this game.
    pub fn has_moved(&self, color: Color) -> bool {
        self.turns.iter().any(|t| t.actor == color)
    }

    /// A tournament game's deadline for the first move of the side to move, while it has
    /// none: `no_show_ms` after the game began (White) or after White's first move.
    pub fn no_show_deadline(&self) -> Option<Timestamp> {
        let link = self.event?;
        if self.is_over() || self.is_frozen() {
            return None;
        }
        let side = self.turn();
        if self.has_moved(side) {
            return None;
        }
        let since = self
            .turns
            .iter()
            .find(|t| t.actor != side)
            .map_or(self.created_at, |t| t.at);
        Some(Timestamp(since.0.saturating_add(link.no_show_ms)))
    }

    /// The side whose time is up at `now`: its clock, or a tournament game's first-move
    /// deadline.
    pub fn late(&self, now: Timestamp) -> Option<Color> {
        if let Some(c) = self.clock.flagged(now) {
            return Some(c);
        }
        let deadline = self.no_show_deadline()?;
        (now >= deadline).then(|| self.turn())
    }

    /// Ends the game if the running side's time is up at `now` ([`Game::late`]), and
    /// says how: a loss on time, a draw if the opponent cannot mate, or an abort if the
    /// late side never moved — in a tournament game, a loss by forfeit instead. `None`
    /// when nothing happened.
    pub fn check_time(&mut self, now: Timestamp) -> Option<Ending> {
        if self.is_over() || self.is_frozen() {
            return None;
        }
        let late = self.late(now)?;
        let ending = if !self.has_moved(late) && self.event.is_some() {
            Ending::Finished {
                outcome: Outcome::Decisive {
                    winner: late.other(),
                    reason: WinReason::Timeout,
                },
            }
        } else if !self.has_moved(late) {
            Ending::Aborted { by: None }
        } else if self.state.position().can_mate(late.other()) {
            Ending::Finished {
                outcome: Outcome::Decisive {
                    winner: late.other(),
                    reason: WinReason::Timeout,
                },
            }
        } else {
            Ending::Finished {
                outcome: Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial),
            }
        };
        self.finish(ending, now);
        Some(ending)
    }

    /// When the sweeper should next look at this game: the reminder or the deadline,
    /// whichever comes first (`None` when the game is over or frozen).
    pub fn next_wakeup(&self) -> Option<Timestamp> {
        if self.is_over() || self.is_frozen() {
            return None;
        }
        [
            self.clock.reminder_at(),
            self.clock.deadline(),
            self.no_show_deadline(),
            self.ballot().map(|b| b.closes_at),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Whether the side to move should be reminded at `now` (correspondence, once per
    /// turn, before the deadline). Call [`Game::mark_reminded`] once it was sent.
    pub fn reminder_due(&self, now: Timestamp) -> Option<Color> {
        if self.is_over() || self.is_frozen() || self.clock.flagged(now).is_some() {
            return None;
        }
        let at = self.clock.reminder_at()?;
        (now >= at).then_some(self.turn())
    }

    /// Records that this turn's reminder went out.
    pub fn mark_reminded(&mut self) {
        self.clock.mark_reminded();
    }

    /// `actor` resigns.
    pub fn resign(&mut self, actor: Color, now: Timestamp) -> Result<Outcome, PlayError> {
        self.check_playable()?;
        let outcome = Outcome::Decisive {
            winner: actor.other(),
            reason: WinReason::Resignation,
        };
        self.finish(Ending::Finished { outcome }, now);
        Ok(outcome)
    }

    /// `actor` offers a draw; if the opponent had offered one, the game is drawn.
    pub fn offer_draw(&mut self, actor: Color, now: Timestamp) -> Result<Agreement, PlayError> {
        self.check_playable()?;
        match self.draw_offer {
            Some(c) if c == actor => Err(PlayError::AlreadyOffered(actor)),
            Some(_) => {
                self.accept_draw(actor, now)?;
                Ok(Agreement::Agreed)
            }
            None => {
                self.draw_offer = Some(actor);
                self.acted();
                Ok(Agreement::Offered)
            }
        }
    }

    /// `actor` accepts the opponent's draw offer.
    pub fn accept_draw(&mut self, actor: Color, now: Timestamp) -> Result<Outcome, PlayError> {
        self.check_playable()?;
        if self.draw_offer != Some(actor.other()) {
            return Err(PlayError::NoDrawOffer);
        }
        let outcome = Outcome::Draw(DrawReason::Agreement);
        self.acted();
        self.finish(Ending::Finished { outcome }, now);
        Ok(outcome)
    }

    /// `actor` declines the opponent's draw offer.
    pub fn decline_draw(&mut self, actor: Color) -> Result<(), PlayError> {
        self.check_playable()?;
        if self.draw_offer != Some(actor.other()) {
            return Err(PlayError::NoDrawOffer);
        }
        self.draw_offer = None;
        self.acted();
        Ok(())
    }

    /// Aborts the game without a result: by a player (`Some`) only before both sides
    /// have moved; by a moderator (`None`) at any time.
    pub fn abort(&mut self, by: Option<Color>, now: Timestamp) -> Result<(), PlayError> {
        match by {
            Some(_) => self.check_playable()?,
            None => self.check_active()?,
        }
        if by.is_some() && self.both_moved() {
            return Err(PlayError::AbortTooLate);
        }
        self.finish(Ending::Aborted { by }, now);
        Ok(())
    }

    /// A moderator decides the result: `Some(winner)` or a draw.
    pub fn adjudicate(
        &mut self,
        winner: Option<Color>,
        now: Timestamp,
    ) -> Result<Outcome, PlayError> {
        self.check_active()?;
        let outcome = match winner {
            Some(winner) => Outcome::Decisive {
                winner,
                reason: WinReason::Adjudication,
            },
            None => Outcome::Draw(DrawReason::Adjudication),
        };
        self.finish(Ending::Finished { outcome }, now);
        Ok(outcome)
    }

    /// A moderator rules on a game that finished with a result: voids it or gives it
    /// another result (its ending stays; [`Game::outcome`] follows the ruling). A running
    /// or aborted game, a voided one, and the result it already has are refused.
    pub fn rule_after_end(&mut self, ruling: Ruling) -> Result<(), RulingError> {
        match self.ending {
            None => return Err(RulingError::NotOver),
            Some(Ending::Aborted { .. }) => return Err(RulingError::NoResult),
            Some(Ending::Finished { .. }) => {}
        }
        if self.ruling == Some(Ruling::Void) {
            return Err(RulingError::NoResult);
        }
        let same = match ruling {
            Ruling::Void => false,
            Ruling::Result { outcome } => {
                self.outcome().map(|o| o.winner()) == Some(outcome.winner())
            }
        };
        if same {
            return Err(RulingError::SameResult);
        }
        self.ruling = Some(ruling);
        Ok(())
    }

    /// Whether takebacks exist in this game's rule set (not where moves draw random
    /// numbers: a takeback would let a player re-roll).
    pub fn takeback_allowed(ruleset: RuleSet) -> Result<(), PlayError> {
        if ruleset.is_random() {
            Err(PlayError::TakebackRandom(ruleset))
        } else {
            Ok(())
        }
    }

    /// `actor` asks to take back their last move; if the opponent had asked too, it is
    /// done at once (the opponent's request wins).
    pub fn offer_takeback(&mut self, actor: Color, now: Timestamp) -> Result<Agreement, PlayError> {
        self.check_playable()?;
        Game::takeback_allowed(self.ruleset)?;
        if self.takeback_offer == Some(actor.other()) {
            self.accept_takeback(actor, now)?;
            return Ok(Agreement::Agreed);
        }
        if !self.turns.iter().any(|t| t.actor == actor) {
            return Err(PlayError::NothingToTakeBack);
        }
        self.takeback_offer = Some(actor);
        self.acted();
        Ok(Agreement::Offered)
    }

    /// `actor` agrees to the opponent's takeback: the game goes back to just before the
    /// opponent's last move (taking back `actor`'s reply too, if any), and the clock of
    /// the side to move restarts at `now`.
    pub fn accept_takeback(&mut self, actor: Color, now: Timestamp) -> Result<(), PlayError> {
        self.check_playable()?;
        Game::takeback_allowed(self.ruleset)?;
        let proposer = actor.other();
        if self.takeback_offer != Some(proposer) {
            return Err(PlayError::NoTakebackOffer);
        }
        let keep = self
            .turns
            .iter()
            .rposition(|t| t.actor == proposer)
            .ok_or(PlayError::NothingToTakeBack)?;
        let state = self
            .rebuild(&self.turns[..keep])
            .map_err(|_| MoveError::from(Why::TakebackFailed))?;
        self.state = state;
        self.turns.truncate(keep);
        self.takeback_offer = None;
        self.draw_offer = None;
        self.acted();
        self.clock.start(self.turn(), now);
        Ok(())
    }

    /// `actor` refuses the opponent's takeback request.
    pub fn decline_takeback(&mut self, actor: Color) -> Result<(), PlayError> {
        self.check_playable()?;
        if self.takeback_offer != Some(actor.other()) {
            return Err(PlayError::NoTakebackOffer);
        }
        self.takeback_offer = None;
        self.acted();
        Ok(())
    }

    // ----- replay and storage -----

    fn rebuild(&self, turns: &[TurnRecord]) -> Result<GameState, ReplayError> {
        replay::rebuild(
            self.ruleset,
            self.start,
            self.custom_fen.as_deref(),
            &self.seed,
            &self.initial_fen,
            &checks(turns),
        )
    }

    /// The position turn `ply` was played from (the current one for the next turn),
    /// replayed from the seed (full truth: server side only); `None` past the end.
    pub fn position_before(&self, ply: usize) -> Option<AnyPosition> {
        if ply == self.turns.len() {
            return Some(self.state.position().clone());
        }
        let turns = self.turns.get(..ply)?;
        self.rebuild(turns).ok().map(|s| s.position().clone())
    }

    /// Checks the whole game from scratch: the secret against the commitment, the seed
    /// from the contributions, the start position, every turn's actor, random draws and
    /// position, and that a result the rules decided is the recorded one.
    pub fn replay_check(&self) -> Result<(), ReplayError> {
        let seed = fairness::verify(&self.commitment, &self.secret, &self.contributions)?;
        if seed != self.seed {
            return Err(ReplayError::Record(
                "the stored seed is not the derived one".into(),
            ));
        }
        let state = self.rebuild(&self.turns)?;
        check_result(state.outcome(), self.ending)
    }

    /// The stored form (versioned).
    pub fn to_record(&self) -> StoredGame {
        StoredGame::V1(GameRecordV1 {
            id: self.id,
            ruleset: self.ruleset.id().to_string(),
            start: codec::start_number(self.start),
            players: self.players.clone(),
            commitment: self.commitment,
            secret: self.secret.clone(),
            contributions: self.contributions.clone(),
            custom_fen: self.custom_fen.clone(),
            initial_fen: self.initial_fen.clone(),
            created_at: self.created_at,
            clock: self.clock.clone(),
            turns: self.turns.clone(),
            draw_offer: self.draw_offer,
            takeback_offer: self.takeback_offer,
            ending: self.ending,
            ended_at: self.ended_at,
            ruling: self.ruling,
            frozen_since: self.frozen_since,
            acts: self.acts,
            event: self.event,
            teams: self.teams.clone(),
        })
    }

    /// Reads a stored game, replaying and checking every turn.
    pub fn from_record(record: StoredGame) -> Result<Game, ReplayError> {
        let StoredGame::V1(r) = record;
        let ruleset = codec::parse_ruleset(&r.ruleset)
            .ok_or_else(|| ReplayError::Record(format!("unknown rule set '{}'", r.ruleset)))?;
        let start = StartOption::from_number(r.start)
            .ok_or_else(|| ReplayError::Record(format!("bad start option {}", r.start)))?;
        let seed = fairness::verify(&r.commitment, &r.secret, &r.contributions)?;
        let state = replay::rebuild(
            ruleset,
            start,
            r.custom_fen.as_deref(),
            &seed,
            &r.initial_fen,
            &checks(&r.turns),
        )?;
        let mut game = Game {
            id: r.id,
            ruleset,
            start,
            players: r.players,
            commitment: r.commitment,
            secret: r.secret,
            contributions: r.contributions,
            seed,
            custom_fen: r.custom_fen,
            initial_fen: r.initial_fen,
            created_at: r.created_at,
            clock: r.clock,
            turns: r.turns,
            state,
            draw_offer: r.draw_offer,
            takeback_offer: r.takeback_offer,
            ending: r.ending,
            ended_at: r.ended_at,
            ruling: r.ruling,
            frozen_since: r.frozen_since,
            acts: r.acts,
            event: r.event,
            teams: r.teams,
        };
        check_result(game.state.outcome(), game.ending)?;
        if let Some(Ending::Finished { outcome }) = game.ending {
            if game.state.outcome().is_none() {
                game.state.end(outcome);
            }
        }
        Ok(game)
    }
}

/// Why a moderator's ruling on a finished game is refused.
#[derive(Copy, Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RulingError {
    #[error("the game is still being played")]
    NotOver,
    #[error("the game has no result to rule on (aborted or voided)")]
    NoResult,
    #[error("the game already has that result")]
    SameResult,
}

/// What a replay checks of stored turns.
fn checks(turns: &[TurnRecord]) -> Vec<TurnCheck<'_>> {
    turns
        .iter()
        .map(|t| TurnCheck {
            actor: t.actor,
            action: t.action,
            draws: &t.draws,
            fen_after: Some(&t.fen_after),
            written: None,
        })
        .collect()
}

/// A result the rules decided must be the recorded ending.
fn check_result(rules: Option<Outcome>, ending: Option<Ending>) -> Result<(), ReplayError> {
    match (rules, ending) {
        (None, _) => Ok(()),
        (Some(o), Some(Ending::Finished { outcome })) if o == outcome => Ok(()),
        (Some(o), other) => Err(ReplayError::Result {
            recorded: match other {
                Some(Ending::Finished { outcome }) => outcome.to_string(),
                Some(Ending::Aborted { .. }) => "aborted".into(),
                None => "not over".into(),
            },
            derived: o.to_string(),
        }),
    }
}

impl serde::Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_record().serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let record = StoredGame::deserialize(d)?;
        Game::from_record(record).map_err(serde::de::Error::custom)
    }
}

/// Why a vote was not counted.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum VoteError {
    #[error(transparent)]
    Play(PlayError),
    #[error("no team is voting now")]
    NoBallot,
    #[error("{0}'s team is voting, not yours")]
    NotYourTurn(Color),
    #[error("you are not in a team of this game")]
    NotMember,
    #[error("that is not a legal action for the team")]
    Illegal,
    #[error("you already voted for that")]
    Same,
}
