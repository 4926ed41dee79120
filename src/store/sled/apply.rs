//! Applying a [`Batch`] inside one sled transaction over all trees, with the index
//! entries each game and challenge needs.

use super::keys;
use crate::game::Timestamp;
use crate::store::backend::{Expected, Written};
use crate::store::batch::{Batch, Op};
use crate::store::error::StoreError;
use crate::store::gamerec::GameWrite;
use crate::store::records::{self, Challenge, GameMeta};
use sled::transaction::{ConflictableTransactionError, TransactionalTree};

/// The trees of the store, in the order the transaction sees them: `t as usize` is the
/// index of tree `t` in the store's tree list and in a transaction's view (both are
/// built from [`T::ALL`], which lists every variant in declaration order).
#[derive(Copy, Clone, Debug)]
pub(crate) enum T {
    GameHeads,
    GameTurns,
    GameMeta,
    ByChannel,
    ByUser,
    Deadlines,
    Challenges,
    Settings,
    Ratings,
    Audit,
    Processed,
    Users,
    ActiveByChannel,
    ActiveByUser,
    BotMeta,
    RatedGames,
    Tournaments,
    ActiveTournaments,
    Reviews,
    ReviewQueue,
}

impl T {
    pub(crate) const ALL: [T; 20] = [
        T::GameHeads,
        T::GameTurns,
        T::GameMeta,
        T::ByChannel,
        T::ByUser,
        T::Deadlines,
        T::Challenges,
        T::Settings,
        T::Ratings,
        T::Audit,
        T::Processed,
        T::Users,
        T::ActiveByChannel,
        T::ActiveByUser,
        T::BotMeta,
        T::RatedGames,
        T::Tournaments,
        T::ActiveTournaments,
        T::Reviews,
        T::ReviewQueue,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            T::GameHeads => "game_heads",
            T::GameTurns => "game_turns",
            T::GameMeta => "game_meta",
            T::ByChannel => "games_by_channel",
            T::ByUser => "games_by_user",
            T::Deadlines => "deadlines",
            T::Challenges => "challenges",
            T::Settings => "settings",
            T::Ratings => "ratings",
            T::Audit => "audit",
            T::Processed => "processed_events",
            T::Users => "users",
            T::ActiveByChannel => "active_games_by_channel",
            T::ActiveByUser => "active_games_by_user",
            T::BotMeta => "bot_meta",
            T::RatedGames => "rated_games",
            T::Tournaments => "tournaments",
            T::ActiveTournaments => "active_tournaments",
            T::Reviews => "reviews",
            T::ReviewQueue => "review_queue",
        }
    }
}

/// Kinds of deadline entries (a byte of the deadline key).
pub(crate) const DUE_GAME: u8 = 0;
pub(crate) const DUE_CHALLENGE: u8 = 1;
pub(crate) const DUE_TOURNAMENT: u8 = 2;

/// Index values: whether the game is still being played.
pub(crate) const ACTIVE: u8 = 1;
pub(crate) const FINISHED: u8 = 0;

pub(crate) fn deadline_key(at: Timestamp, kind: u8, id: u64) -> Vec<u8> {
    let mut k = keys::id(at.0).to_vec();
    k.push(kind);
    k.extend_from_slice(&keys::id(id));
    k
}

/// The key of turn `i` of game `id`.
fn turn_key(id: u64, i: usize) -> [u8; 12] {
    let mut k = [0; 12];
    k[..8].copy_from_slice(&keys::id(id));
    k[8..].copy_from_slice(&(i as u32).to_be_bytes());
    k
}

pub(crate) type Abortable = ConflictableTransactionError<StoreError>;

fn abort<A>(e: StoreError) -> Result<A, Abortable> {
    Err(ConflictableTransactionError::Abort(e))
}

/// Counts the bytes of keys and values written.
struct Writer<'a> {
    t: &'a [TransactionalTree],
    bytes: u64,
}

impl Writer<'_> {
    fn tree(&self, which: T) -> &TransactionalTree {
        &self.t[which as usize]
    }

    fn insert(&mut self, which: T, key: &[u8], value: &[u8]) -> Result<(), Abortable> {
        self.bytes += (key.len() + value.len()) as u64;
        self.tree(which).insert(key, value)?;
        Ok(())
    }

    fn remove(&mut self, which: T, key: &[u8]) -> Result<(), Abortable> {
        self.bytes += key.len() as u64;
        self.tree(which).remove(key)?;
        Ok(())
    }
}

/// Applies `batch` inside a transaction over all trees (`t` is in [`T::ALL`] order) and
/// returns what it did to each game and the bytes written. sled may run this more than
/// once on conflict, so it only reads its arguments.
pub(crate) fn apply(
    t: &[TransactionalTree],
    batch: &Batch,
    expected: &Expected,
) -> Result<(Written, u64), Abortable> {
    let mut w = Writer { t, bytes: 0 };
    let mut written = Written::new();
    for op in &batch.ops {
        match op {
            Op::Processed { event_id, at } => {
                if w.tree(T::Processed).get(event_id.as_bytes())?.is_some() {
                    return abort(StoreError::AlreadyProcessed {
                        event_id: event_id.clone(),
                    });
                }
                w.insert(T::Processed, event_id.as_bytes(), &keys::id(at.0))?;
            }
            Op::Game(g) => {
                let version = put_game(&mut w, g, expected.get(&g.meta.id).copied().flatten())?;
                written.push((g.meta.id, version, g.meta.active));
            }
            Op::PutChallenge {
                id,
                expires_at,
                bytes,
            } => {
                remove_challenge(&mut w, *id)?;
                w.insert(
                    T::Deadlines,
                    &deadline_key(*expires_at, DUE_CHALLENGE, *id),
                    &[],
                )?;
                w.insert(T::Challenges, &keys::id(*id), bytes)?;
            }
            Op::RemoveChallenge(id) => {
                if !remove_challenge(&mut w, *id)? {
                    return abort(StoreError::ChallengeGone { challenge: *id });
                }
            }
            Op::Settings { server, bytes } => {
                w.insert(T::Settings, &keys::strs(&[server]), bytes)?;
            }
            Op::Rating {
                server,
                ruleset,
                user,
                bytes,
                ..
            } => {
                w.insert(T::Ratings, &keys::strs(&[server, ruleset, user]), bytes)?;
            }
            Op::RatedGame {
                server,
                ruleset,
                game,
                bytes,
                ..
            } => {
                let key = keys::strs_id(&[server, ruleset], *game);
                match bytes {
                    Some(bytes) => w.insert(T::RatedGames, &key, bytes)?,
                    None => w.remove(T::RatedGames, &key)?,
                }
            }
            Op::User { user, bytes } => {
                w.insert(T::Users, &keys::strs(&[user]), bytes)?;
            }
            Op::Review { game, bytes } => {
                w.insert(T::Reviews, &keys::id(*game), bytes)?;
            }
            Op::QueueReview { game, asker, bytes } => {
                let key = review_queue_key(*game, asker);
                if w.tree(T::ReviewQueue).get(&key)?.is_none() {
                    let seq = w.tree(T::ReviewQueue).generate_id()?;
                    let mut value = keys::id(seq).to_vec();
                    value.extend_from_slice(bytes);
                    w.insert(T::ReviewQueue, &key, &value)?;
                }
            }
            Op::DequeueReview { game, asker } => {
                let key = review_queue_key(*game, asker);
                if w.tree(T::ReviewQueue).remove(key.as_slice())?.is_none() {
                    return abort(StoreError::ReviewDequeued { game: *game });
                }
                w.bytes += key.len() as u64;
            }
            Op::Tournament {
                id,
                expected,
                active,
                wakeup,
                bytes,
                ..
            } => put_tournament(&mut w, *id, *expected, *active, *wakeup, bytes)?,
            Op::BotMeta { key, value } => match value {
                Some(value) => w.insert(T::BotMeta, key.as_bytes(), value)?,
                None => w.remove(T::BotMeta, key.as_bytes())?,
            },
            Op::Audit { at, bytes } => {
                let mut key = keys::id(at.0).to_vec();
                key.extend_from_slice(&keys::id(w.tree(T::Audit).generate_id()?));
                w.insert(T::Audit, &key, bytes)?;
            }
        }
    }
    Ok((written, w.bytes))
}

/// Writes one game: checks its version, moves its index entries, appends its new turns.
/// Returns the new version.
fn put_game(w: &mut Writer, g: &GameWrite, expected: Option<u64>) -> Result<u64, Abortable> {
    let id = keys::id(g.meta.id);
    let old: Option<GameMeta> = match w.tree(T::GameMeta).get(id)? {
        Some(old) => Some(
            records::decode(T::GameMeta.name(), &g.meta.id.to_string(), &old)
                .map_err(ConflictableTransactionError::Abort)?,
        ),
        None => None,
    };
    let stale = || abort(StoreError::Stale { game: g.meta.id });
    let (stored_count, stored_crc) = match (&old, expected) {
        (None, None) => (0, 0),
        (Some(old), Some(v)) if old.version == v => (old.turn_count, old.last_turn_crc),
        _ => return stale(),
    };
    if let Some(old) = &old {
        index_game(w, old, false)?;
    }
    let mut meta = g.meta.clone();
    meta.version = old.as_ref().map_or(0, |o| o.version) + 1;
    index_game(w, &meta, true)?;
    let plan = g
        .plan(stored_count, stored_crc)
        .map_err(ConflictableTransactionError::Abort)?;
    let stored = usize::try_from(stored_count).unwrap_or(usize::MAX);
    for i in plan.keep..stored {
        w.remove(T::GameTurns, &turn_key(g.meta.id, i))?;
    }
    for i in plan.keep..plan.count {
        let turn = g.turn(i).map_err(ConflictableTransactionError::Abort)?;
        w.insert(T::GameTurns, &turn_key(g.meta.id, i), &turn)?;
    }
    let meta_bytes =
        records::encode("game meta", &meta).map_err(ConflictableTransactionError::Abort)?;
    w.insert(T::GameMeta, &id, &meta_bytes)?;
    w.insert(T::GameHeads, &id, &g.head)?;
    Ok(meta.version)
}

/// Adds (`add`) or removes the index entries of a game: every game is in the channel and
/// user indexes (the value says whether it is active); active games are also in the
/// active-only indexes, so the lookups made on every move do not grow with finished games.
fn index_game(w: &mut Writer, m: &GameMeta, add: bool) -> Result<(), Abortable> {
    let status = [if m.active { ACTIVE } else { FINISHED }];
    let entries = [
        (
            T::ByChannel,
            T::ActiveByChannel,
            keys::strs_id(&[&m.channel], m.id),
        ),
        (T::ByUser, T::ActiveByUser, keys::strs_id(&[&m.white], m.id)),
        (T::ByUser, T::ActiveByUser, keys::strs_id(&[&m.black], m.id)),
    ];
    for (all, active, key) in entries {
        if add {
            w.insert(all, &key, &status)?;
            if m.active {
                w.insert(active, &key, &status)?;
            }
        } else {
            w.remove(all, &key)?;
            w.remove(active, &key)?;
        }
    }
    if let Some(at) = m.wakeup {
        let key = deadline_key(at, DUE_GAME, m.id);
        if add {
            w.insert(T::Deadlines, &key, &[])?;
        } else {
            w.remove(T::Deadlines, &key)?;
        }
    }
    Ok(())
}

/// The key of a review request: its game, then its asker (see
/// [`crate::store::ReviewRequest::asker_key`]); its value is its `seq`, then its record.
pub(crate) fn review_queue_key(game: u64, asker: &str) -> Vec<u8> {
    let mut k = keys::id(game).to_vec();
    keys::push_str(&mut k, asker);
    k
}

/// Removes a challenge and its deadline entry, if it exists (then returns `true`).
fn remove_challenge(w: &mut Writer, id: u64) -> Result<bool, Abortable> {
    let key = keys::id(id);
    if let Some(old) = w.tree(T::Challenges).remove(&key)? {
        w.bytes += key.len() as u64;
        let old: Challenge = records::decode(T::Challenges.name(), &id.to_string(), &old)
            .map_err(ConflictableTransactionError::Abort)?;
        w.remove(
            T::Deadlines,
            &deadline_key(old.expires_at, DUE_CHALLENGE, id),
        )?;
        return Ok(true);
    }
    Ok(false)
}

/// A tournament's stored value: its version, its wake-up (0: none), then its record.
pub(crate) fn tournament_value(version: u64, wakeup: Option<Timestamp>, body: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(16 + body.len());
    v.extend_from_slice(&keys::id(version));
    v.extend_from_slice(&keys::id(wakeup.map_or(0, |t| t.0)));
    v.extend_from_slice(body);
    v
}

/// Writes a tournament if its stored version is `expected` (absent for `None`), moving
/// its deadline entry and its place in the active index.
fn put_tournament(
    w: &mut Writer,
    id: u64,
    expected: Option<u64>,
    active: bool,
    wakeup: Option<Timestamp>,
    body: &[u8],
) -> Result<(), Abortable> {
    let key = keys::id(id);
    let old = w.tree(T::Tournaments).get(key)?;
    let old_version = old.as_ref().and_then(|v| keys::read_u64(v, 0));
    if old_version != expected {
        return abort(StoreError::TournamentStale { tournament: id });
    }
    if let Some(old_wakeup) = old.as_ref().and_then(|v| keys::read_u64(v, 8)) {
        if old_wakeup > 0 {
            w.remove(
                T::Deadlines,
                &deadline_key(Timestamp(old_wakeup), DUE_TOURNAMENT, id),
            )?;
        }
    }
    if let Some(at) = wakeup {
        w.insert(T::Deadlines, &deadline_key(at, DUE_TOURNAMENT, id), &[])?;
    }
    if active {
        w.insert(T::ActiveTournaments, &key, &[])?;
    } else {
        w.remove(T::ActiveTournaments, &key)?;
    }
    let version = expected.unwrap_or(0) + 1;
    w.insert(
        T::Tournaments,
        &key,
        &tournament_value(version, wakeup, body),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_list_order_matches_the_variant_numbers() {
        for (i, t) in T::ALL.iter().enumerate() {
            assert_eq!(*t as usize, i, "{}", t.name());
        }
        let mut names: Vec<_> = T::ALL.iter().map(|t| t.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), T::ALL.len(), "tree names are distinct");
    }
}
