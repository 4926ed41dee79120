//! Schema migrations: numbered SQL files embedded in the binary, applied at open in one
//! transaction under an advisory lock (two processes starting together apply them once).
//! `chakbot_migrations` records which are applied; a schema newer than this release is
//! refused.

use crate::store::error::StoreError;
use postgres::GenericClient;

/// The migrations, in order: version `i + 1` is `MIGRATIONS[i]`.
pub(crate) const MIGRATIONS: &[(&str, &str)] = &[
    ("initial", include_str!("migrations/0001_initial.sql")),
    (
        "bot_meta_and_leases",
        include_str!("migrations/0002_bot_meta_and_leases.sql"),
    ),
    (
        "rated_games",
        include_str!("migrations/0003_rated_games.sql"),
    ),
    (
        "tournaments",
        include_str!("migrations/0004_tournaments.sql"),
    ),
    ("reviews", include_str!("migrations/0005_reviews.sql")),
    (
        "review_queue",
        include_str!("migrations/0006_review_queue.sql"),
    ),
];

/// The advisory lock key held while migrating ("chakbot" in ASCII).
pub(super) const MIGRATION_LOCK: i64 = 0x63_68_61_6b_62_6f_74;

/// The schema version this release writes.
pub fn latest() -> i32 {
    MIGRATIONS.len() as i32
}

/// Applies the migrations after the schema's current version, up to `target`; returns
/// the schema's version.
pub(crate) fn migrate_to(client: &mut postgres::Client, target: i32) -> Result<i32, StoreError> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS chakbot_migrations (
             version    INTEGER PRIMARY KEY,
             name       TEXT NOT NULL,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
         )",
    )?;
    let from = current(&mut tx)?;
    if from > latest() {
        return Err(StoreError::Schema(format!(
            "the database has schema version {from}, this release knows up to {}; \
             upgrade chakbot",
            latest()
        )));
    }
    for version in from + 1..=target.min(latest()) {
        let (name, sql) = MIGRATIONS[version as usize - 1];
        tx.batch_execute(sql)
            .map_err(|e| StoreError::Schema(format!("migration {version} ({name}) failed: {e}")))?;
        tx.execute(
            "INSERT INTO chakbot_migrations (version, name) VALUES ($1, $2)",
            &[&version, &name],
        )?;
    }
    let now = current(&mut tx)?;
    tx.commit()?;
    Ok(now)
}

fn current(c: &mut impl GenericClient) -> Result<i32, StoreError> {
    let row = c.query_one(
        "SELECT COALESCE(MAX(version), 0) FROM chakbot_migrations",
        &[],
    )?;
    Ok(row.get(0))
}
