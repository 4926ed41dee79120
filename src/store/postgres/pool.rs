//! A pool of PostgreSQL connections (r2d2), each in the bot's schema, with synchronous
//! commit on, and keeping its prepared statements.

use crate::store::error::StoreError;
use postgres::{Client, GenericClient, NoTls, Statement};
use std::collections::HashMap;

/// One pooled connection and the statements prepared on it.
pub(crate) struct Conn {
    pub client: Client,
    pub cache: Cache,
}

/// The prepared statements of one connection.
#[derive(Default)]
pub(crate) struct Cache(HashMap<&'static str, Statement>);

impl Cache {
    /// `sql` prepared on `c`'s connection (once per connection).
    pub fn get(
        &mut self,
        c: &mut impl GenericClient,
        sql: &'static str,
    ) -> Result<Statement, StoreError> {
        if let Some(s) = self.0.get(sql) {
            return Ok(s.clone());
        }
        let s = c.prepare(sql)?;
        self.0.insert(sql, s.clone());
        Ok(s)
    }
}

/// Opens connections for the pool.
pub(crate) struct Manager {
    pub config: postgres::Config,
    /// The schema the bot's tables live in (`None`: the server's default search path).
    pub schema: Option<String>,
}

/// `name` quoted as an SQL identifier.
pub(crate) fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

impl Manager {
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
        Ok(Conn {
            client: Manager::connect(self)?,
            cache: Cache::default(),
        })
    }

    fn is_valid(&self, conn: &mut Conn) -> Result<(), postgres::Error> {
        conn.client.simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        conn.client.is_closed()
    }
}
