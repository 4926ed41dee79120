//! A batch: everything one command changes (a game and its index entries, a challenge,
//! settings, ratings, audit lines, the event id it answers), applied by the backend in
//! one transaction, so it is all there or none of it is.

use super::error::StoreError;
use super::gamerec::GameWrite;
use super::records::{
    self, AuditEntry, Challenge, RatedRecord, RatingEntry, ReviewRequest, ServerSettings,
    UserRecord,
};
use crate::game::{Game, Rating, Timestamp};
use crate::tournament::Tournament;

/// One write of a batch, values already encoded.
pub(crate) enum Op {
    Game(Box<GameWrite>),
    PutChallenge {
        id: u64,
        expires_at: Timestamp,
        bytes: Vec<u8>,
    },
    RemoveChallenge(u64),
    Settings {
        server: String,
        bytes: Vec<u8>,
    },
    Rating {
        server: String,
        ruleset: String,
        user: String,
        rating: f64,
        bytes: Vec<u8>,
    },
    Audit {
        at: Timestamp,
        bytes: Vec<u8>,
    },
    /// A game of a pool's rating history written (`Some`) or removed (`None`).
    RatedGame {
        server: String,
        ruleset: String,
        game: u64,
        order: Timestamp,
        bytes: Option<Vec<u8>>,
    },
    Processed {
        event_id: String,
        at: Timestamp,
    },
    User {
        user: String,
        bytes: Vec<u8>,
    },
    /// A finished game's review (the host's serialised form), written once it is computed.
    Review {
        game: u64,
        bytes: Vec<u8>,
    },
    /// A review request acknowledged: written unless the same asker's request of that
    /// game is already there (which keeps its place).
    QueueReview {
        game: u64,
        asker: String,
        bytes: Vec<u8>,
    },
    /// A review request answered (posted): removed; fails the batch with
    /// [`StoreError::ReviewDequeued`] when it is not there.
    DequeueReview {
        game: u64,
        asker: String,
    },
    /// One of the bot's own small records set (`Some`) or removed (`None`).
    BotMeta {
        key: String,
        value: Option<Vec<u8>>,
    },
    /// A tournament written only if its stored version is still `expected` (`None`: new).
    Tournament {
        id: u64,
        expected: Option<u64>,
        server: String,
        active: bool,
        wakeup: Option<Timestamp>,
        bytes: Vec<u8>,
    },
}

/// The writes of one command. Values are encoded when added; [`crate::store::Store::commit`]
/// applies them all in one transaction, or none if any step fails.
#[derive(Default)]
#[must_use = "a batch writes nothing until `Store::commit` applies it"]
pub struct Batch {
    pub(crate) ops: Vec<Op>,
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
        match GameWrite::new(game, server, channel) {
            Ok(w) => self.ops.push(Op::Game(Box::new(w))),
            Err(e) => {
                self.error.get_or_insert(e);
            }
        }
        self
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

    /// Removes a challenge (accepted, declined, withdrawn, expired) and its deadline. If it
    /// is no longer there (another process answered it), the commit fails with
    /// [`StoreError::ChallengeGone`] and writes nothing.
    pub fn remove_challenge(&mut self, id: u64) -> &mut Batch {
        self.ops.push(Op::RemoveChallenge(id));
        self
    }

    /// Writes a tournament and its deadline, if its stored version is still `expected`
    /// (`None` for a new one; [`crate::store::Store::tournament`] gives the version).
    /// Otherwise the commit fails with [`StoreError::TournamentStale`] and writes nothing:
    /// of two processes pairing the same round, one writes.
    pub fn put_tournament(&mut self, t: &Tournament, expected: Option<u64>) -> &mut Batch {
        let (id, server, active) = (t.id, t.server.clone(), !t.is_over());
        let wakeup = if active { t.wakeup } else { None };
        self.encoded("tournament", t, |bytes| Op::Tournament {
            id,
            expected,
            server,
            active,
            wakeup,
            bytes,
        })
    }

    pub fn put_settings(&mut self, server: &str, s: &ServerSettings) -> &mut Batch {
        let server = server.to_string();
        self.encoded("settings", s, |bytes| Op::Settings { server, bytes })
    }

    /// Sets `user`'s own settings record.
    pub fn put_user(&mut self, user: &str, record: &UserRecord) -> &mut Batch {
        let user = user.to_string();
        self.encoded("user", record, |bytes| Op::User { user, bytes })
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
        let entry = RatingEntry {
            user: user.to_string(),
            rating,
            games,
        };
        let (server, ruleset) = (server.to_string(), ruleset.to_string());
        self.encoded("rating", &entry, |bytes| Op::Rating {
            server,
            ruleset,
            user: entry.user.clone(),
            rating: entry.rating.rating,
            bytes,
        })
    }

    /// Writes (or rewrites) one game of the rating history of `ruleset` on `server`.
    pub fn put_rated_game(&mut self, server: &str, ruleset: &str, r: &RatedRecord) -> &mut Batch {
        let (server, ruleset) = (server.to_string(), ruleset.to_string());
        let (game, order) = (r.rated.game, r.order);
        self.encoded("rated game", r, |bytes| Op::RatedGame {
            server,
            ruleset,
            game,
            order,
            bytes: Some(bytes),
        })
    }

    /// Removes game `game` from the rating history of `ruleset` on `server` (a void).
    pub fn remove_rated_game(&mut self, server: &str, ruleset: &str, game: u64) -> &mut Batch {
        self.ops.push(Op::RatedGame {
            server: server.to_string(),
            ruleset: ruleset.to_string(),
            game,
            order: Timestamp(0),
            bytes: None,
        });
        self
    }

    /// Stores the review of finished game `game` (`bytes`: its serialised form, which the
    /// store keeps as it is), replacing any earlier one.
    pub fn put_review(&mut self, game: u64, bytes: Vec<u8>) -> &mut Batch {
        self.ops.push(Op::Review { game, bytes });
        self
    }

    /// Keeps a review request in the queue (see [`ReviewRequest`]), unless that asker's
    /// request of the game is already there.
    pub fn queue_review(&mut self, r: &ReviewRequest) -> &mut Batch {
        let (game, asker) = (r.game, r.asker_key());
        self.encoded("review request", r, |bytes| Op::QueueReview {
            game,
            asker,
            bytes,
        })
    }

    /// Removes a review request from the queue (its review posted). If it is no longer
    /// there (another process posted it), the commit fails with
    /// [`StoreError::ReviewDequeued`] and writes nothing.
    pub fn dequeue_review(&mut self, r: &ReviewRequest) -> &mut Batch {
        self.ops.push(Op::DequeueReview {
            game: r.game,
            asker: r.asker_key(),
        });
        self
    }

    /// Sets the bot's own small record `key` (not its signing key, which is written once
    /// by [`crate::store::Store::signing_key`]).
    pub fn put_bot_meta(&mut self, key: &str, value: &[u8]) -> &mut Batch {
        self.ops.push(Op::BotMeta {
            key: key.to_string(),
            value: Some(value.to_vec()),
        });
        self
    }

    /// Removes the bot's own small record `key` (nothing if there is none).
    pub fn remove_bot_meta(&mut self, key: &str) -> &mut Batch {
        self.ops.push(Op::BotMeta {
            key: key.to_string(),
            value: None,
        });
        self
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
}
