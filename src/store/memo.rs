//! Reads remembered for the length of one command on one thread ([`Store::memo_scope`]):
//! a command asks for the same server settings, user record, game metas and game lists
//! several times (its context, which game it means, the language of each reply), and on
//! PostgreSQL each ask is a round trip; [`Store::prefetch`] reads the first ones in one.
//! A commit forgets what it wrote (and every game list and meta when it writes a game),
//! so a command reads its own writes; outside a scope nothing is remembered.
//!
//! [`Store::memo_scope`]: super::Store::memo_scope
//! [`Store::prefetch`]: super::Store::prefetch

use super::backend::Prefetched;
use super::batch::{Batch, Op};
use super::records::{GameFilter, GameMeta, ServerSettings, UserRecord};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::Hash;
use std::marker::PhantomData;

/// What one command read so far from one store.
struct Memo {
    /// The store's identity (shared by its clones).
    owner: usize,
    /// Scopes opened and not yet closed on this thread.
    depth: u32,
    settings: HashMap<String, ServerSettings>,
    users: HashMap<String, UserRecord>,
    metas: HashMap<u64, Option<GameMeta>>,
    user_games: HashMap<(String, GameFilter), Vec<u64>>,
    processed: HashMap<String, bool>,
    channel_active: HashMap<String, bool>,
}

thread_local! {
    static MEMO: RefCell<Option<Memo>> = const { RefCell::new(None) };
}

/// While alive, reads of its store on this thread are remembered. Not `Send`: it belongs
/// to the thread that opened it.
pub struct MemoScope {
    active: bool,
    _thread: PhantomData<*const ()>,
}

impl Drop for MemoScope {
    fn drop(&mut self) {
        if !self.active {
            return;
        }
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if let Some(memo) = m.as_mut() {
                memo.depth -= 1;
                if memo.depth == 0 {
                    *m = None;
                }
            }
        });
    }
}

/// Opens a scope for store `owner` (inert while another store's scope is open here).
pub(super) fn enter(owner: usize) -> MemoScope {
    let active = MEMO.with(|m| {
        let mut m = m.borrow_mut();
        match m.as_mut() {
            Some(memo) if memo.owner == owner => {
                memo.depth += 1;
                true
            }
            Some(_) => false,
            None => {
                *m = Some(Memo {
                    owner,
                    depth: 1,
                    settings: HashMap::new(),
                    users: HashMap::new(),
                    metas: HashMap::new(),
                    user_games: HashMap::new(),
                    processed: HashMap::new(),
                    channel_active: HashMap::new(),
                });
                true
            }
        }
    });
    MemoScope {
        active,
        _thread: PhantomData,
    }
}

/// Runs `f` on the memo of store `owner`, if a scope of it is open on this thread.
fn with<R>(owner: usize, f: impl FnOnce(&mut Memo) -> R) -> Option<R> {
    MEMO.with(|m| {
        m.borrow_mut()
            .as_mut()
            .filter(|memo| memo.owner == owner)
            .map(f)
    })
}

/// Whether a scope of store `owner` is open on this thread.
pub(super) fn active(owner: usize) -> bool {
    with(owner, |_| ()).is_some()
}

/// Forgets the games read from store `owner` (a reload: the game changed elsewhere).
pub(super) fn forget_games(owner: usize) {
    with(owner, |memo| {
        memo.metas.clear();
        memo.user_games.clear();
        memo.channel_active.clear();
    });
}

/// Forgets what `batch` writes (before and after its commit, whatever the outcome).
pub(super) fn forget_written(owner: usize, batch: &Batch) {
    with(owner, |memo| {
        for op in &batch.ops {
            match op {
                Op::Settings { server, .. } => {
                    memo.settings.remove(server);
                }
                Op::User { user, .. } => {
                    memo.users.remove(user);
                }
                Op::Processed { event_id, .. } => {
                    memo.processed.remove(event_id);
                }
                Op::Game(_) => {
                    memo.metas.clear();
                    memo.user_games.clear();
                    memo.channel_active.clear();
                }
                _ => {}
            }
        }
    });
}

/// Keeps what a prefetch read (`server`, `channel`: what it was asked about).
pub(super) fn fill(
    owner: usize,
    event_id: &str,
    server: Option<&str>,
    user: &str,
    channel: Option<&str>,
    got: Prefetched,
) {
    let Prefetched {
        processed,
        settings,
        user: record,
        channel_active,
        user_games,
    } = got;
    with(owner, |memo| {
        memo.processed.insert(event_id.to_string(), processed);
        memo.users.insert(user.to_string(), record);
        if let (Some(server), Some(settings)) = (server, settings) {
            memo.settings.insert(server.to_string(), settings);
        }
        if let (Some(channel), Some(active)) = (channel, channel_active) {
            memo.channel_active.insert(channel.to_string(), active);
        }
    });
    fill_games(owner, user, GameFilter::Active, &user_games);
}

/// The version of game `id` as read in this scope (with its meta), if it was.
pub(super) fn version(owner: usize, id: u64) -> Option<Option<u64>> {
    with(owner, |memo| {
        memo.metas
            .get(&id)
            .map(|meta| meta.as_ref().map(|m| m.version))
    })
    .flatten()
}

/// Keeps the metas of a user's games listed with them.
pub(super) fn fill_games(owner: usize, user: &str, which: GameFilter, metas: &[GameMeta]) {
    with(owner, |memo| {
        memo.user_games.insert(
            (user.to_string(), which),
            metas.iter().map(|m| m.id).collect(),
        );
        for m in metas {
            memo.metas.insert(m.id, Some(m.clone()));
        }
    });
}

/// `load()`, or what it gave before in this scope; `table` picks the memo's map.
fn cached<K: Hash + Eq, V: Clone, E>(
    owner: usize,
    table: fn(&mut Memo) -> &mut HashMap<K, V>,
    key: K,
    load: impl FnOnce() -> Result<V, E>,
) -> Result<V, E> {
    match with(owner, |memo| table(memo).get(&key).cloned()) {
        Some(Some(v)) => Ok(v),
        Some(None) => {
            let v = load()?;
            with(owner, |memo| table(memo).insert(key, v.clone()));
            Ok(v)
        }
        None => load(),
    }
}

pub(super) fn settings<E>(
    owner: usize,
    server: &str,
    load: impl FnOnce() -> Result<ServerSettings, E>,
) -> Result<ServerSettings, E> {
    cached(owner, |m| &mut m.settings, server.to_string(), load)
}

pub(super) fn user<E>(
    owner: usize,
    user: &str,
    load: impl FnOnce() -> Result<UserRecord, E>,
) -> Result<UserRecord, E> {
    cached(owner, |m| &mut m.users, user.to_string(), load)
}

pub(super) fn game_meta<E>(
    owner: usize,
    id: u64,
    load: impl FnOnce() -> Result<Option<GameMeta>, E>,
) -> Result<Option<GameMeta>, E> {
    cached(owner, |m| &mut m.metas, id, load)
}

pub(super) fn processed<E>(
    owner: usize,
    event_id: &str,
    load: impl FnOnce() -> Result<bool, E>,
) -> Result<bool, E> {
    cached(owner, |m| &mut m.processed, event_id.to_string(), load)
}

pub(super) fn channel_active<E>(
    owner: usize,
    channel: &str,
    load: impl FnOnce() -> Result<bool, E>,
) -> Result<bool, E> {
    cached(owner, |m| &mut m.channel_active, channel.to_string(), load)
}

pub(super) fn games_of_user<E>(
    owner: usize,
    user: &str,
    which: GameFilter,
    load: impl FnOnce() -> Result<Vec<u64>, E>,
) -> Result<Vec<u64>, E> {
    cached(
        owner,
        |m| &mut m.user_games,
        (user.to_string(), which),
        load,
    )
}
