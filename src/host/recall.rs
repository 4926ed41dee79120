//! What the bot remembers beside games, kept in the store's bot records so that a restart
//! does not lose it: the server where each user last used the bot (the language of their
//! DMs when nothing else tells it) and the servers whose moderators were told which
//! permissions the bot lacks (told once, until they are back). Memory holds what was
//! read or written; a store that cannot be read or written costs this only its memory.

use crate::store::{Batch, Store, LAST_SERVER, TOLD_MISSING};
use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::{Mutex, RwLock};
use tracing::warn;

#[derive(Default)]
pub(crate) struct Recall {
    /// The server each user last wrote on as this process saw it (any message, stored
    /// or not: chat not addressed to the bot is not stored).
    seen: RwLock<HashMap<String, String>>,
    /// The server the store holds for each user, as last read or written.
    kept: RwLock<HashMap<String, String>>,
    /// The servers told of missing permissions, each with its channel, once read.
    told: Mutex<Option<HashMap<String, String>>>,
}

impl Recall {
    /// Notes that `user` wrote on `server` (in memory only).
    pub fn saw(&self, user: &str, server: &str) {
        remember(&self.seen, user, server);
    }

    /// Notes that `user` used the bot on `server`, and keeps it in the store when the
    /// store holds another server (or none) for them.
    pub fn used(&self, store: &Store, user: &str, server: &str) {
        self.saw(user, server);
        if known(&self.kept, user).is_some_and(|k| k == server) {
            return;
        }
        let key = format!("{LAST_SERVER}{user}");
        match store.bot_meta(&key) {
            Ok(Some(stored)) if stored == server.as_bytes() => {}
            Ok(_) => {
                let mut batch = Batch::new();
                batch.put_bot_meta(&key, server.as_bytes());
                if let Err(e) = store.commit(batch) {
                    warn!("could not keep the server user {user} last used: {e}");
                    return;
                }
            }
            Err(e) => {
                warn!("could not read the server user {user} last used: {e}");
                return;
            }
        }
        remember(&self.kept, user, server);
    }

    /// The server `user` last wrote on: seen by this process, else kept in the store.
    pub fn last_server(&self, store: &Store, user: &str) -> Option<String> {
        if let Some(s) = known(&self.seen, user).or_else(|| known(&self.kept, user)) {
            return Some(s);
        }
        let stored = store.bot_meta(&format!("{LAST_SERVER}{user}")).ok()??;
        let server = String::from_utf8(stored).ok()?;
        remember(&self.kept, user, &server);
        Some(server)
    }

    /// Whether `server`'s moderators are to be told now of what is missing in
    /// `channel`: the first time (kept in the store), and again only after
    /// [`Recall::forget_told`].
    pub fn first_told(&self, store: &Store, server: &str, channel: &str) -> bool {
        // The channel first told about stays the one rechecked.
        let first = self.with_told(store, |told| match told.entry(server.to_string()) {
            Entry::Occupied(_) => false,
            Entry::Vacant(v) => {
                v.insert(channel.to_string());
                true
            }
        });
        if !first {
            return false;
        }
        let mut batch = Batch::new();
        batch.put_bot_meta(&format!("{TOLD_MISSING}{server}"), channel.as_bytes());
        if let Err(e) = store.commit(batch) {
            warn!("could not keep that server {server} was told of missing permissions: {e}");
        }
        true
    }

    /// The servers told of missing permissions, each with the channel it was told about.
    pub fn told(&self, store: &Store) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = self.with_told(store, |told| {
            told.iter().map(|(s, c)| (s.clone(), c.clone())).collect()
        });
        out.sort();
        out
    }

    /// Forgets that `server` was told (what it lacked is back): a new loss is told again.
    pub fn forget_told(&self, store: &Store, server: &str) {
        if self.with_told(store, |told| told.remove(server)).is_none() {
            return;
        }
        let mut batch = Batch::new();
        batch.remove_bot_meta(&format!("{TOLD_MISSING}{server}"));
        if let Err(e) = store.commit(batch) {
            warn!("could not forget that server {server} was told of missing permissions: {e}");
        }
    }

    /// `f` on the servers told of missing permissions, read from the store the first time.
    fn with_told<R>(&self, store: &Store, f: impl FnOnce(&mut HashMap<String, String>) -> R) -> R {
        let mut told = self.told.lock().unwrap_or_else(|e| e.into_inner());
        f(told.get_or_insert_with(|| read_told(store)))
    }
}

/// The servers the store says were told (none when it cannot be read: then a server
/// may be told twice, never not at all).
fn read_told(store: &Store) -> HashMap<String, String> {
    match store.bot_metas(TOLD_MISSING) {
        Ok(rows) => rows
            .into_iter()
            .filter_map(|(key, channel)| {
                let server = key.strip_prefix(TOLD_MISSING)?.to_string();
                Some((server, String::from_utf8(channel).ok()?))
            })
            .collect(),
        Err(e) => {
            warn!("could not read which servers were told of missing permissions: {e}");
            HashMap::new()
        }
    }
}

fn known(map: &RwLock<HashMap<String, String>>, key: &str) -> Option<String> {
    map.read().ok().and_then(|m| m.get(key).cloned())
}

/// Sets `map[key] = value`, taking the write lock only when that changes something (the
/// common case, a value already known, costs a read lock).
pub(crate) fn remember(map: &RwLock<HashMap<String, String>>, key: &str, value: &str) {
    let known = map
        .read()
        .map(|m| m.get(key).is_some_and(|v| v == value))
        .unwrap_or(false);
    if !known {
        if let Ok(mut m) = map.write() {
            m.insert(key.to_string(), value.to_string());
        }
    }
}
