//! The tournament director: from the store's deadline index (never from in-memory
//! timers), it starts a tournament at its time, reads the results of its games as they
//! end, pairs (an arena's waiting players as soon as their game ends; a Swiss's next
//! round once every game of the last one is over), posts pairings and standings, and
//! ends it.
//!
//! Each look is one batch: the tournament (written only if its stored version is still
//! the one read, so of two processes looking at once, one pairs and the other finds the
//! work done) with the games it opens. Nothing is paired twice, and a restart or a crash
//! between two looks loses nothing: the next look starts from what is stored.

use crate::game::clock::{MINUTE, SECOND};
use crate::game::{EventLink, Game, NewGame, Players, Timestamp};
use crate::host::desk::{Desk, HostError, HostResult, Live};
use crate::host::io::reply::Reply;
use crate::host::play::challenges;
use crate::host::tournament::{posts, write};
use crate::rules::{Color, Outcome, StartOption};
use crate::store::Batch;
use crate::tournament::rounds::RoundRequest;
use crate::tournament::swiss::PairingError;
use crate::tournament::{arena, Format, GameResult, Pairing, Status, Tournament};

/// How often a running arena looks for players to pair.
pub(crate) const ARENA_TICK_MS: u64 = 5 * SECOND;
/// How often a running Swiss looks whether its round is over.
pub(crate) const SWISS_TICK_MS: u64 = 10 * SECOND;
/// How often a Swiss whose round is being paired looks whether the pairing is ready.
pub(crate) const PAIRING_POLL_MS: u64 = SECOND;
/// How soon the announcement shows an entry's change (changes meanwhile make one edit).
pub(crate) const ANNOUNCEMENT_EVERY_MS: u64 = 5 * SECOND;
/// The least time between two standings posts of an arena.
pub(crate) const ARENA_STANDINGS_EVERY_MS: u64 = 5 * MINUTE;

/// What one look at a tournament writes and says.
#[derive(Default)]
struct Look {
    batch: Batch,
    replies: Vec<Reply>,
    /// Games it opened, to keep in memory once committed.
    lives: Vec<Live>,
}

/// Everything due for tournament `id` at `now`.
pub(crate) fn due(desk: &Desk, id: u64, now: Timestamp) -> HostResult {
    prepare_pairing(desk, id, now)?;
    let done = write::update(
        desk,
        || Ok(desk.store.tournament(id)?),
        |t, b| {
            if t.is_over() {
                return Ok(None);
            }
            let mut look = Look::default();
            step(desk, t, &mut look, now)?;
            *b = std::mem::take(&mut look.batch);
            Ok(Some((look.replies, look.lives)))
        },
    )?;
    let Some((_, (replies, lives))) = done else {
        return Ok(Vec::new());
    };
    for live in lives {
        desk.insert_game(live);
    }
    Ok(replies)
}

/// Starts the pairing of the Swiss round this look will open, if any, and waits for it
/// a moment ([`HostConfig::pairing_wait`]) outside the tournament lock: the look uses it
/// if it came, and looks again soon if not.
///
/// [`HostConfig::pairing_wait`]: crate::host::HostConfig::pairing_wait
fn prepare_pairing(desk: &Desk, id: u64, now: Timestamp) -> Result<(), HostError> {
    let Some((mut t, _)) = desk.store.tournament(id)? else {
        return Ok(());
    };
    if !matches!(t.setup.format, Format::Swiss { .. }) || t.is_over() {
        return Ok(());
    }
    // As the look will see it: started if its time came, with the games that ended.
    if t.status == Status::Open && (now < t.setup.starts_at || !t.start(now).unwrap_or(false)) {
        return Ok(());
    }
    // Mid-round (the usual case), one read tells that nothing is to be paired, and the
    // look reads the games that ended.
    for p in t.running_games() {
        if desk.store.game_meta(p.game)?.is_none_or(|m| m.active) {
            return Ok(());
        }
    }
    record_results(desk, &mut t, now)?;
    if pairing_due(&t) {
        desk.pairer
            .prepare(id, RoundRequest::of(&t), desk.config.pairing_wait);
    }
    Ok(())
}

/// Whether a running Swiss is to pair its next round: the last one is over, rounds
/// remain, and two players at least are in.
fn pairing_due(t: &Tournament) -> bool {
    match t.setup.format {
        Format::Swiss { rounds, .. } => {
            t.status == Status::Running
                && t.round_complete()
                && t.round < rounds
                && t.active().count() >= 2
        }
        Format::Arena { .. } => false,
    }
}

/// One look: start, results, pairings, end, the next wake-up, and the announcement
/// edited when what it shows changed.
fn step(desk: &Desk, t: &mut Tournament, look: &mut Look, now: Timestamp) -> Result<(), HostError> {
    let before = (t.status, t.round);
    steps(desk, t, look, now)?;
    if t.announcement_stale || before != (t.status, t.round) {
        t.announcement_stale = false;
        look.replies.extend(posts::announcement_edit(desk, t));
    }
    Ok(())
}

fn steps(
    desk: &Desk,
    t: &mut Tournament,
    look: &mut Look,
    now: Timestamp,
) -> Result<(), HostError> {
    if t.status == Status::Open {
        if now < t.setup.starts_at {
            t.wakeup = Some(t.setup.starts_at);
            return Ok(());
        }
        let started = t.start(now).unwrap_or(false);
        look.replies.push(posts::started(desk, t, started));
        if !started {
            return Ok(());
        }
    }
    let changed = record_results(desk, t, now)?;
    match t.setup.format {
        Format::Arena { .. } => arena_step(desk, t, look, now, changed)?,
        Format::Swiss { .. } => swiss_step(desk, t, look, now)?,
    }
    Ok(())
}

/// Reads the games still running in `t` and records those that ended; returns whether
/// any did.
pub(crate) fn record_results(
    desk: &Desk,
    t: &mut Tournament,
    now: Timestamp,
) -> Result<bool, HostError> {
    let running: Vec<u64> = t.running_games().map(|p| p.game).collect();
    let mut changed = false;
    for id in running {
        // The meta says whether it ended; only an ended game is read (and replayed).
        if desk.store.game_meta(id)?.is_none_or(|m| m.active) {
            continue;
        }
        let Some(game) = desk.store.game(id)? else {
            continue;
        };
        if game.is_over() {
            let at = game.ended_at().unwrap_or(now);
            if t.record(id, result_of(&game), at).is_ok() {
                changed = true;
            }
        }
    }
    Ok(changed)
}

/// Records a moderator's ruling on a finished tournament game (`adjudicate`, `void`)
/// in its tournament: the standings follow the new result.
pub(crate) fn correct(
    desk: &Desk,
    tournament: u64,
    game: &Game,
    now: Timestamp,
) -> Result<(), HostError> {
    write::update(
        desk,
        || Ok(desk.store.tournament(tournament)?),
        |t, _| Ok(t.record(game.id(), result_of(game), now).ok()),
    )?;
    Ok(())
}

/// A finished game's result for its tournament: a loss without a single move of the
/// loser's is a forfeit (unplayed); an aborted or voided game counts nothing.
pub(crate) fn result_of(game: &Game) -> GameResult {
    match game.outcome() {
        Some(Outcome::Decisive { winner, .. }) if !game.has_moved(winner.other()) => match winner {
            Color::White => GameResult::BlackForfeits,
            Color::Black => GameResult::WhiteForfeits,
        },
        outcome => GameResult::of(outcome),
    }
}

fn arena_step(
    desk: &Desk,
    t: &mut Tournament,
    look: &mut Look,
    now: Timestamp,
    results_changed: bool,
) -> Result<(), HostError> {
    if t.arena_over(now) {
        if t.running_games().next().is_none() {
            // Games still running at the end finish and count; the final standings
            // wait for the last of them.
            finish(desk, t, look, now);
            return Ok(());
        }
        t.wakeup = Some(Timestamp(now.0 + ARENA_TICK_MS));
        return Ok(());
    }
    let pairs = arena::next_pairs(t);
    if !pairs.is_empty() {
        let games = open_games(desk, t, 0, pairs, look, now)?;
        t.add_pairings(games.clone())
            .map_err(|e| HostError::Refused(e.to_string()))?;
        look.replies.push(posts::pairings(desk, t, &games));
    }
    let posted = t.standings_posted_at.map_or(0, |at| at.0);
    if results_changed && now.0 >= posted + ARENA_STANDINGS_EVERY_MS {
        t.standings_posted_at = Some(now);
        look.replies.push(posts::standings(desk, t));
    }
    let end = t.arena_ends_at().map_or(u64::MAX, |e| e.0);
    t.wakeup = Some(Timestamp((now.0 + ARENA_TICK_MS).min(end)));
    Ok(())
}

fn swiss_step(
    desk: &Desk,
    t: &mut Tournament,
    look: &mut Look,
    now: Timestamp,
) -> Result<(), HostError> {
    if !t.round_complete() {
        t.wakeup = Some(Timestamp(now.0 + SWISS_TICK_MS));
        return Ok(());
    }
    let paired = if pairing_due(t) {
        let request = RoundRequest::of(t);
        match desk.pairer.take(t.id, &request) {
            // Still being paired: the standings and the pairings come together.
            None => {
                t.wakeup = Some(Timestamp(now.0 + PAIRING_POLL_MS));
                return Ok(());
            }
            Some(Err(PairingError::NoValidPairing)) => None,
            Some(Err(e)) => {
                // A fault, not the rules: tried again at every tick; the channel is told
                // once, with the moderators' way out.
                tracing::error!(tournament = t.id, error = %e, "no Swiss pairing");
                let round = request.round();
                if t.pairing_fault != Some(round) {
                    t.pairing_fault = Some(round);
                    look.replies.push(posts::pairing_fault(desk, t, round));
                }
                t.wakeup = Some(Timestamp(now.0 + SWISS_TICK_MS));
                return Ok(());
            }
            Some(Ok(round)) => Some((request.round(), round)),
        }
    } else {
        None
    };
    if t.round > 0 {
        look.replies.push(posts::standings(desk, t));
        t.standings_posted_at = Some(now);
    }
    let Some((round, (pairs, byes))) = paired else {
        if pairing_due(t) {
            // Everyone left has met everyone they may meet: the event ends early.
            look.replies.push(posts::no_pairing(desk, t));
        }
        finish(desk, t, look, now);
        return Ok(());
    };
    let games = open_games(desk, t, round, pairs, look, now)?;
    t.add_round(round, games.clone(), byes)
        .map_err(|e| HostError::Refused(e.to_string()))?;
    look.replies.push(posts::pairings(desk, t, &games));
    t.wakeup = Some(Timestamp(now.0 + SWISS_TICK_MS));
    Ok(())
}

/// Opens one game per pair (an ordinary game in its own thread, tied to the
/// tournament) into the look's batch; returns their pairings.
fn open_games(
    desk: &Desk,
    t: &Tournament,
    round: u32,
    pairs: Vec<(String, String)>,
    look: &mut Look,
    now: Timestamp,
) -> Result<Vec<Pairing>, HostError> {
    let Some(ruleset) = t.setup.ruleset() else {
        return Err(HostError::Ignored);
    };
    let settings = desk.store.settings(&t.server)?;
    let mut made = Vec::new();
    for (white, black) in pairs {
        let id = desk.store.next_id()?;
        let mut game = Game::new(NewGame {
            id,
            ruleset,
            start: StartOption::Standard,
            players: Players {
                white: white.clone(),
                black: black.clone(),
            },
            secret: t.secret.derive(id),
            contributions: vec![
                format!("tournament {} game {id}", t.id),
                white.clone(),
                black.clone(),
            ],
            custom_fen: None,
            control: t.setup.control,
            now,
        })
        .map_err(|e| HostError::Refused(e.to_string()))?;
        game.set_event(EventLink {
            tournament: t.id,
            rated: t.setup.rated,
            no_show_ms: t.no_show_ms(),
        });
        look.batch.put_game(&game, &t.server, &t.channel);
        let live = Live {
            game,
            server: t.server.clone(),
            channel: t.channel.clone(),
        };
        look.replies
            .extend(challenges::started(desk, now, &live, &settings));
        look.lives.push(live);
        made.push(Pairing {
            game: id,
            round,
            white,
            black,
            started_at: now,
            result: None,
            ended_at: None,
        });
    }
    Ok(made)
}

fn finish(desk: &Desk, t: &mut Tournament, look: &mut Look, now: Timestamp) {
    if t.finish(now).is_ok() {
        t.wakeup = None;
        look.replies.push(posts::finished(desk, t));
    }
}
