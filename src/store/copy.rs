//! `chakbot store copy`: copies every record of one store into another (an empty one,
//! typically from sled to PostgreSQL), then checks the copy: the same number of records
//! of each kind, and every game replayed from the target equal to the source's.

use super::{Batch, Store, StoreError};
use crate::game::Timestamp;
use std::collections::BTreeMap;

/// How many records of each kind a store holds.
pub type Counts = BTreeMap<&'static str, usize>;

/// What a copy did.
#[derive(Debug)]
pub struct CopyReport {
    /// The records copied, by kind (the same in both stores after the check).
    pub counts: Counts,
    /// Games replayed from the target and found equal to the source's.
    pub games_checked: usize,
}

/// Why a copy failed.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the target store is not empty ({0}); copy into an empty store")]
    NotEmpty(String),
    #[error("the copy differs: {0}")]
    Mismatch(String),
}

/// Counts the records of each kind in `store`.
pub fn counts(store: &Store) -> Result<Counts, StoreError> {
    let b = store.backend()?;
    let all_audit = store.audit_range(Timestamp(0), Timestamp(u64::MAX))?.len();
    Ok(Counts::from([
        ("games", b.all_game_ids()?.len()),
        ("challenges", b.challenges()?.len()),
        ("settings", b.all_settings()?.len()),
        ("users", b.all_users()?.len()),
        ("ratings", b.all_ratings()?.len()),
        ("rated_games", b.all_rating_history()?.len()),
        ("audit", all_audit),
        ("processed_events", b.all_processed()?.len()),
        ("bot_meta", b.bot_metas("")?.len()),
        ("tournaments", b.tournaments(false)?.len()),
        ("reviews", b.all_reviews()?.len()),
        ("review_queue", b.queued_reviews(None)?.len()),
    ]))
}

/// Copies `from` into the empty store `to`, then checks it.
pub fn copy(from: &Store, to: &Store) -> Result<CopyReport, CopyError> {
    let before = counts(to)?;
    if before.values().any(|&n| n > 0) {
        let list: Vec<String> = before
            .iter()
            .filter(|(_, &n)| n > 0)
            .map(|(k, n)| format!("{n} {k}"))
            .collect();
        return Err(CopyError::NotEmpty(list.join(", ")));
    }
    let src = from.backend()?;
    for id in src.all_game_ids()? {
        let (Some(game), Some(meta)) = (from.game(id)?, from.game_meta(id)?) else {
            return Err(CopyError::Mismatch(format!(
                "game {id} has no record or meta"
            )));
        };
        let mut b = Batch::new();
        b.put_game(&game, &meta.server, &meta.channel);
        to.commit(b)?;
    }
    let mut b = Batch::new();
    for c in src.challenges()? {
        b.put_challenge(&c);
    }
    for (server, s) in src.all_settings()? {
        b.put_settings(&server, &s);
    }
    for (user, u) in src.all_users()? {
        b.put_user(&user, &u);
    }
    for (server, ruleset, r) in src.all_ratings()? {
        b.put_rating(&server, &ruleset, &r.user, r.rating, r.games);
    }
    for (server, ruleset, r) in src.all_rating_history()? {
        b.put_rated_game(&server, &ruleset, &r);
    }
    for line in from.audit_range(Timestamp(0), Timestamp(u64::MAX))? {
        b.audit(&line);
    }
    for (t, _) in src.tournaments(false)? {
        b.put_tournament(&t, None);
    }
    for (game, body) in src.all_reviews()? {
        b.put_review(game, body);
    }
    // In the order they came: the copy keeps each request's place.
    for r in src.queued_reviews(None)? {
        b.queue_review(&r);
    }
    to.commit(b)?;
    to.backend()?.import_processed(&src.all_processed()?)?;
    for (key, value) in src.bot_metas("")? {
        to.bot_meta_or_insert(&key, &value)?;
    }
    to.backend()?.raise_last_id(src.last_id()?)?;
    to.sync()?;
    check(from, to)
}

/// Checks that `to` holds what `from` holds.
pub fn check(from: &Store, to: &Store) -> Result<CopyReport, CopyError> {
    let (a, b) = (counts(from)?, counts(to)?);
    if a != b {
        return Err(CopyError::Mismatch(format!(
            "record counts {a:?} in the source, {b:?} in the copy"
        )));
    }
    let mut games_checked = 0;
    for id in from.all_game_ids()? {
        let source = from.game(id)?.map(|g| record(&g));
        let copied = to.game(id)?.map(|g| record(&g));
        if source != copied {
            return Err(CopyError::Mismatch(format!("game {id} differs")));
        }
        let (ma, mb) = (from.game_meta(id)?, to.game_meta(id)?);
        let place = |m: Option<super::GameMeta>| m.map(|m| (m.server, m.channel, m.active));
        if place(ma) != place(mb) {
            return Err(CopyError::Mismatch(format!(
                "game {id} is placed elsewhere"
            )));
        }
        games_checked += 1;
    }
    let tournaments = |s: &Store| -> Result<Vec<_>, StoreError> {
        Ok(s.all_tournaments()?.into_iter().map(|(t, _)| t).collect())
    };
    if tournaments(from)? != tournaments(to)? {
        return Err(CopyError::Mismatch("the tournaments differ".into()));
    }
    if to.backend()?.last_id()? < from.backend()?.last_id()? {
        return Err(CopyError::Mismatch("the id counter is behind".into()));
    }
    Ok(CopyReport {
        counts: a,
        games_checked,
    })
}

fn record(game: &crate::game::Game) -> serde_json::Value {
    serde_json::to_value(game.to_record()).unwrap_or_default()
}
