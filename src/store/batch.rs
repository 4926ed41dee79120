//! A batch: everything one command changes (a game and its index entries, a challenge,
//! settings, ratings, audit lines, the event id it answers), applied in one sled
//! transaction across the trees, so it is all there or none of it is.

use super::error::StoreError;
use super::keys;
use super::records::{
    self, AuditEntry, Challenge, GameMeta, RatingEntry, ServerSettings, UserRecord,
};
use crate::game::{Game, Rating, Timestamp};
use sled::transaction::{ConflictableTransactionError, TransactionalTree};

/// The trees of the store, in the order the transaction sees them: `t as usize` is the
/// index of tree `t` in the store's tree list and in a transaction's view (both are
/// built from [`T::ALL`], which lists every variant in declaration order).
#[derive(Copy, Clone, Debug)]
pub(crate) enum T {
    Games,
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
}

impl T {
    pub(crate) const ALL: [T; 13] = [
        T::Games,
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
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            T::Games => "games",
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
        }
    }
}

/// Kinds of deadline entries (a byte of the deadline key).
pub(crate) const DUE_GAME: u8 = 0;
pub(crate) const DUE_CHALLENGE: u8 = 1;

/// Index values: whether the game is still being played.
pub(crate) const ACTIVE: u8 = 1;
pub(crate) const FINISHED: u8 = 0;

pub(crate) fn deadline_key(at: Timestamp, kind: u8, id: u64) -> Vec<u8> {
    let mut k = keys::id(at.0).to_vec();
    k.push(kind);
    k.extend_from_slice(&keys::id(id));
    k
}

pub(crate) fn rating_prefix(server: &str, ruleset: &str) -> Vec<u8> {
    keys::strs(&[server, ruleset])
}

enum Op {
    Game {
        meta: GameMeta,
        meta_bytes: Vec<u8>,
        game_bytes: Vec<u8>,
    },
    PutChallenge {
        id: u64,
        expires_at: Timestamp,
        bytes: Vec<u8>,
    },
    RemoveChallenge(u64),
    Settings {
        key: Vec<u8>,
        bytes: Vec<u8>,
    },
    Rating {
        key: Vec<u8>,
        bytes: Vec<u8>,
    },
    Audit {
        at: Timestamp,
        bytes: Vec<u8>,
    },
    Processed {
        event_id: String,
        at: Timestamp,
    },
    User {
        key: Vec<u8>,
        bytes: Vec<u8>,
    },
}

/// The writes of one command. Values are encoded when added; [`crate::store::Store::commit`]
/// applies them all in one transaction, or none if any step fails.
#[derive(Default)]
pub struct Batch {
    ops: Vec<Op>,
    /// The first encoding error: the commit then fails before touching the database.
    error: Option<StoreError>,
}

impl Batch {
    pub fn new() -> Batch {
        Batch::default()
    }

    /// Whether nothing was added.
    pub fn is_empty(&self) -> bool {
        self.ops.is_empty() && self.error.is_none()
    }

    fn encoded<V: serde::Serialize>(
        &mut self,
        what: &str,
        value: &V,
        f: impl FnOnce(Vec<u8>) -> Op,
    ) -> &mut Batch {
        match records::encode(what, value) {
            Ok(bytes) => self.ops.push(f(bytes)),
            Err(e) => {
                self.error.get_or_insert(e);
            }
        }
        self
    }

    /// Writes `game` (played in `channel` of `server`) and keeps its indexes: channel,
    /// both players, active or finished, and its deadline.
    pub fn put_game(&mut self, game: &Game, server: &str, channel: &str) -> &mut Batch {
        let players = game.players();
        let meta = GameMeta {
            id: game.id(),
            server: server.to_string(),
            channel: channel.to_string(),
            white: players.white.clone(),
            black: players.black.clone(),
            ruleset: game.ruleset().id().to_string(),
            active: !game.is_over(),
            wakeup: game.next_wakeup(),
        };
        let game_bytes = match serde_json::to_vec(&game.to_record()) {
            Ok(b) => b,
            Err(e) => {
                self.error.get_or_insert(StoreError::Encode {
                    what: format!("game {}", game.id()),
                    reason: e.to_string(),
                });
                return self;
            }
        };
        let what = format!("game {} meta", game.id());
        self.encoded(&what, &meta.clone(), |meta_bytes| Op::Game {
            meta,
            meta_bytes,
            game_bytes,
        })
    }

    /// Writes a challenge and its expiry deadline.
    pub fn put_challenge(&mut self, c: &Challenge) -> &mut Batch {
        let (id, expires_at) = (c.id, c.expires_at);
        self.encoded("challenge", c, |bytes| Op::PutChallenge {
            id,
            expires_at,
            bytes,
        })
    }

    /// Removes a challenge (accepted, declined, withdrawn, expired) and its deadline.
    pub fn remove_challenge(&mut self, id: u64) -> &mut Batch {
        self.ops.push(Op::RemoveChallenge(id));
        self
    }

    pub fn put_settings(&mut self, server: &str, s: &ServerSettings) -> &mut Batch {
        let key = keys::strs(&[server]);
        self.encoded("settings", s, |bytes| Op::Settings { key, bytes })
    }

    /// Sets `user`'s own settings record.
    pub fn put_user(&mut self, user: &str, record: &UserRecord) -> &mut Batch {
        let key = keys::strs(&[user]);
        self.encoded("user", record, |bytes| Op::User { key, bytes })
    }

    /// Sets `user`'s rating in `ruleset` on `server`.
    pub fn put_rating(
        &mut self,
        server: &str,
        ruleset: &str,
        user: &str,
        rating: Rating,
        games: u32,
    ) -> &mut Batch {
        let mut key = rating_prefix(server, ruleset);
        keys::push_str(&mut key, user);
        let entry = RatingEntry {
            user: user.to_string(),
            rating,
            games,
        };
        self.encoded("rating", &entry, |bytes| Op::Rating { key, bytes })
    }

    /// Appends a line to the audit log.
    pub fn audit(&mut self, entry: &AuditEntry) -> &mut Batch {
        let at = entry.at;
        self.encoded("audit entry", entry, |bytes| Op::Audit { at, bytes })
    }

    /// Records that `event_id` was applied by this batch. If it already was, the commit
    /// fails with [`StoreError::AlreadyProcessed`] and writes nothing.
    pub fn mark_processed(&mut self, event_id: &str, at: Timestamp) -> &mut Batch {
        self.ops.push(Op::Processed {
            event_id: event_id.to_string(),
            at,
        });
        self
    }

    pub(crate) fn take_error(&mut self) -> Option<StoreError> {
        self.error.take()
    }

    /// Applies the batch inside a transaction over all trees (`t` is in [`T::ALL`]
    /// order). sled may run this more than once on conflict, so it only reads `self`.
    pub(crate) fn apply(&self, t: &[TransactionalTree]) -> Result<(), Abortable> {
        let tree = |which: T| &t[which as usize];
        for op in &self.ops {
            match op {
                Op::Processed { event_id, at } => {
                    let p = tree(T::Processed);
                    if p.get(event_id.as_bytes())?.is_some() {
                        return abort(StoreError::AlreadyProcessed {
                            event_id: event_id.clone(),
                        });
                    }
                    p.insert(event_id.as_bytes(), &keys::id(at.0))?;
                }
                Op::Game {
                    meta,
                    meta_bytes,
                    game_bytes,
                } => {
                    let id = keys::id(meta.id);
                    if let Some(old) = tree(T::GameMeta).get(id)? {
                        let old: GameMeta = records::decode(T::GameMeta.name(), &id, &old)
                            .map_err(ConflictableTransactionError::Abort)?;
                        index_game(t, &old, false)?;
                    }
                    index_game(t, meta, true)?;
                    tree(T::GameMeta).insert(&id, meta_bytes.as_slice())?;
                    tree(T::Games).insert(&id, game_bytes.as_slice())?;
                }
                Op::PutChallenge {
                    id,
                    expires_at,
                    bytes,
                } => {
                    remove_challenge(t, *id)?;
                    tree(T::Deadlines)
                        .insert(deadline_key(*expires_at, DUE_CHALLENGE, *id), &[])?;
                    tree(T::Challenges).insert(&keys::id(*id), bytes.as_slice())?;
                }
                Op::RemoveChallenge(id) => remove_challenge(t, *id)?,
                Op::Settings { key, bytes } => {
                    tree(T::Settings).insert(key.as_slice(), bytes.as_slice())?;
                }
                Op::Rating { key, bytes } => {
                    tree(T::Ratings).insert(key.as_slice(), bytes.as_slice())?;
                }
                Op::User { key, bytes } => {
                    tree(T::Users).insert(key.as_slice(), bytes.as_slice())?;
                }
                Op::Audit { at, bytes } => {
                    let audit = tree(T::Audit);
                    let mut key = keys::id(at.0).to_vec();
                    key.extend_from_slice(&keys::id(audit.generate_id()?));
                    audit.insert(key, bytes.as_slice())?;
                }
            }
        }
        Ok(())
    }
}

pub(crate) type Abortable = ConflictableTransactionError<StoreError>;

fn abort<A>(e: StoreError) -> Result<A, Abortable> {
    Err(ConflictableTransactionError::Abort(e))
}

/// Adds (`add`) or removes the index entries of a game: every game is in the channel and
/// user indexes (the value says whether it is active); active games are also in the
/// active-only indexes, so the lookups made on every move do not grow with finished games.
fn index_game(t: &[TransactionalTree], m: &GameMeta, add: bool) -> Result<(), Abortable> {
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
            t[all as usize].insert(key.as_slice(), &status)?;
            if m.active {
                t[active as usize].insert(key, &status)?;
            }
        } else {
            t[all as usize].remove(key.as_slice())?;
            t[active as usize].remove(key)?;
        }
    }
    if let Some(at) = m.wakeup {
        let key = deadline_key(at, DUE_GAME, m.id);
        let deadlines = &t[T::Deadlines as usize];
        if add {
            deadlines.insert(key, &[])?;
        } else {
            deadlines.remove(key)?;
        }
    }
    Ok(())
}

/// Removes a challenge and its deadline entry, if it exists.
fn remove_challenge(t: &[TransactionalTree], id: u64) -> Result<(), Abortable> {
    let key = keys::id(id);
    let challenges = &t[T::Challenges as usize];
    if let Some(old) = challenges.remove(&key)? {
        let old: Challenge = records::decode(T::Challenges.name(), &key, &old)
            .map_err(ConflictableTransactionError::Abort)?;
        t[T::Deadlines as usize].remove(deadline_key(old.expires_at, DUE_CHALLENGE, id))?;
    }
    Ok(())
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
