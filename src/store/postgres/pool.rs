//! A pool of PostgreSQL connections (r2d2), each in the bot's schema, with synchronous
//! commit on, keeping its prepared statements and counting its round trips. Connections
//! opened before the store met a read-only database are retired (see
//! [`Manager::is_retired`]): they keep the setting they started with.

use crate::store::error::StoreError;
use postgres::{Client, GenericClient, NoTls, Statement};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// One pooled connection and the statements prepared on it.
pub(crate) struct Conn {
    pub client: Client,
    pub cache: Cache,
    /// The manager's generation when this connection was opened.
    pub generation: u64,
}

/// The prepared statements of one connection, and the store's count of round trips.
pub(crate) struct Cache {
    prepared: HashMap<&'static str, Statement>,
    trips: Arc<AtomicU64>,
}

impl Cache {
    pub fn new(trips: Arc<AtomicU64>) -> Cache {
        Cache {
            prepared: HashMap::new(),
            trips,
        }
    }

    /// `sql` prepared on `c`'s connection (once per connection).
    pub fn get(
        &mut self,
        c: &mut impl GenericClient,
        sql: &'static str,
    ) -> Result<Statement, StoreError> {
        if let Some(s) = self.prepared.get(sql) {
            return Ok(s.clone());
        }
        self.trip(1);
        let s = c.prepare(sql)?;
        self.prepared.insert(sql, s.clone());
        Ok(s)
    }

    /// Counts `n` round trips to the server (each statement run, `BEGIN`, `COMMIT`).
    pub fn trip(&self, n: u64) {
        self.trips.fetch_add(n, Ordering::Relaxed);
    }
}

/// Opens connections for the pool.
pub(crate) struct Manager {
    pub config: postgres::Config,
    /// The schema the bot's tables live in (`None`: the server's default search path).
    pub schema: Option<String>,
    /// Round trips to the server since open, over every connection.
    pub trips: Arc<AtomicU64>,
    /// Connections of an older generation are dropped instead of being used again.
    pub generation: Arc<AtomicU64>,
}

/// `name` quoted as an SQL identifier.
pub(crate) fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

impl Manager {
    /// Whether `conn` was opened before the generation last moved on: the pool then drops
    /// it instead of handing it out again. A session keeps the database settings it
    /// started with (`ALTER DATABASE … SET default_transaction_read_only`), so after a
    /// read-only refusal only new connections see whether the database is writable again.
    pub fn is_retired(&self, conn: &Conn) -> bool {
        conn.generation < self.generation.load(Ordering::SeqCst)
    }

    pub fn connect(&self) -> Result<Client, postgres::Error> {
        let mut client = self.config.connect(NoTls)?;
        let mut setup = String::from("SET synchronous_commit TO on;");
        if let Some(schema) = &self.schema {
            setup.push_str(&format!("SET search_path TO {};", ident(schema)));
        }
        client.batch_execute(&setup)?;
        Ok(client)
    }
}

impl r2d2::ManageConnection for Manager {
    type Connection = Conn;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Conn, postgres::Error> {
        // The generation first: a retirement during the connect retires this one too.
        let generation = self.generation.load(Ordering::SeqCst);
        Ok(Conn {
            client: Manager::connect(self)?,
            cache: Cache::new(self.trips.clone()),
            generation,
        })
    }

    /// Not run on each checkout (`test_on_check_out(false)`: it would cost a round trip
    /// per statement); the store runs it only after a connection turned out broken
    /// (`Postgres::checked_conn`).
    fn is_valid(&self, conn: &mut Conn) -> Result<(), postgres::Error> {
        conn.cache.trip(1);
        conn.client.simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        conn.client.is_closed() || self.is_retired(conn)
    }
}
