//! Stores for tests on both backends: a sled folder, or a fresh PostgreSQL schema that
//! is dropped at the end. PostgreSQL is found at `CHAKBOT_TEST_POSTGRES` (default
//! `postgres://root@127.0.0.1:5432/test`); where no server answers, PostgreSQL tests are
//! skipped with a loud message, except when `CI` is set: then they fail.
#![allow(dead_code)] // not every test crate uses every helper

use chakbot::store::{Store, StoreUrl};
use std::sync::atomic::{AtomicU64, Ordering};

/// The server PostgreSQL tests use.
pub fn server_url() -> String {
    std::env::var("CHAKBOT_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://root@127.0.0.1:5432/test".to_string())
}

/// A place for a test's store.
pub enum Place {
    Sled(tempfile::TempDir),
    Postgres { schema: String },
}

impl Place {
    pub fn sled() -> Place {
        Place::Sled(tempfile::tempdir().expect("temp dir"))
    }

    /// A fresh schema, or `None` (after a loud message) when no server answers outside CI.
    pub fn postgres() -> Option<Place> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        if let Err(e) = postgres::Client::connect(&server_url(), postgres::NoTls) {
            if std::env::var_os("CI").is_some() {
                panic!(
                    "CI is set and PostgreSQL at {} does not answer: {e}",
                    server_url()
                );
            }
            eprintln!(
                "\n*** SKIPPED: no PostgreSQL at {} ({e}); PostgreSQL store tests did not run. \
                 Start it (see README, Set-up) or set CHAKBOT_TEST_POSTGRES. ***\n",
                server_url()
            );
            return None;
        }
        let schema = format!(
            "chakbot_test_{}_{}_{:08x}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst),
            rand::random::<u32>()
        );
        Some(Place::Postgres { schema })
    }

    /// The store URL of this place.
    pub fn url(&self) -> StoreUrl {
        match self {
            Place::Sled(dir) => StoreUrl::Sled(dir.path().to_path_buf()),
            Place::Postgres { schema } => {
                StoreUrl::Postgres(format!("{}?schema={schema}", server_url()))
            }
        }
    }

    /// The URL as `--store` takes it.
    pub fn arg(&self) -> String {
        match self {
            Place::Sled(dir) => format!("sled:{}", dir.path().display()),
            Place::Postgres { schema } => format!("{}?schema={schema}", server_url()),
        }
    }

    /// Opens (or reopens) the store.
    pub fn open(&self) -> Store {
        Store::open_url(&self.url()).expect("store opens")
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Place::Postgres { .. })
    }

    /// A plain client in this place's schema (PostgreSQL only).
    pub fn client(&self) -> Option<postgres::Client> {
        let Place::Postgres { schema } = self else {
            return None;
        };
        let mut c = postgres::Client::connect(&server_url(), postgres::NoTls).expect("connects");
        c.batch_execute(&format!("SET search_path TO {schema}"))
            .expect("search path");
        Some(c)
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Place::Postgres { schema } = self {
            let schema = schema.clone();
            // On a thread of its own: the blocking client may not run inside a runtime.
            let _ = std::thread::spawn(move || {
                if let Ok(mut c) = postgres::Client::connect(&server_url(), postgres::NoTls) {
                    let _ = c.batch_execute(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
                }
            })
            .join();
        }
    }
}

/// Defines each named test (a `fn(&Place)`) twice: `sled::NAME` and `postgres::NAME`.
#[macro_export]
macro_rules! both_backends {
    ($($name:ident),* $(,)?) => {
        mod on_sled {
            $(
                #[test]
                fn $name() {
                    super::$name(&$crate::common::stores::Place::sled());
                }
            )*
        }
        mod on_postgres {
            $(
                #[test]
                fn $name() {
                    if let Some(place) = $crate::common::stores::Place::postgres() {
                        super::$name(&place);
                    }
                }
            )*
        }
    };
}
