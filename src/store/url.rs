//! Where the store is: `sled:DIR` (an embedded database in a folder) or a PostgreSQL URL
//! (`postgres://user@host:port/db`, optionally `?schema=NAME` to keep the bot's tables
//! in their own schema).

use super::error::StoreError;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// The environment variable `--store` defaults to.
pub const STORE_ENV: &str = "CHAKBOT_STORE";

/// A parsed store URL.
#[derive(Clone, PartialEq, Eq)]
pub enum StoreUrl {
    /// A sled database in this folder.
    Sled(PathBuf),
    /// A PostgreSQL connection URL.
    Postgres(String),
}

impl StoreUrl {
    /// Whether this is a PostgreSQL store.
    pub fn is_postgres(&self) -> bool {
        matches!(self, StoreUrl::Postgres(_))
    }
}

impl FromStr for StoreUrl {
    type Err = StoreError;

    fn from_str(s: &str) -> Result<StoreUrl, StoreError> {
        let bad = |reason: &str| StoreError::Url {
            url: hide_password(s),
            reason: reason.to_string(),
        };
        if let Some(dir) = s.strip_prefix("sled:") {
            if dir.is_empty() {
                return Err(bad("sled:DIR needs a folder, as in sled:chakbot-data"));
            }
            return Ok(StoreUrl::Sled(PathBuf::from(dir)));
        }
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            return Ok(StoreUrl::Postgres(s.to_string()));
        }
        Err(bad("use sled:DIR or postgres://USER@HOST:PORT/DATABASE"))
    }
}

/// Shows the URL without its password.
impl fmt::Display for StoreUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreUrl::Sled(dir) => write!(f, "sled:{}", dir.display()),
            StoreUrl::Postgres(url) => f.write_str(&hide_password(url)),
        }
    }
}

impl fmt::Debug for StoreUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
pub fn hide_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some((userinfo, host)) = rest.split_once('@') else {
        return url.to_string();
    };
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_parse_and_hide_their_password() {
        assert_eq!(
            "sled:data".parse::<StoreUrl>().expect("sled"),
            StoreUrl::Sled("data".into())
        );
        let pg: StoreUrl = "postgres://bot:hunter2@db/chakbot".parse().expect("pg");
        assert!(pg.is_postgres());
        assert_eq!(pg.to_string(), "postgres://bot:***@db/chakbot");
        for bad in ["sled:", "data", "mysql://x", ""] {
            let err = bad.parse::<StoreUrl>().expect_err(bad);
            assert!(err.to_string().contains("sled:DIR"), "{err}");
        }
        let err = "sled:".parse::<StoreUrl>().expect_err("empty");
        assert!(err.to_string().contains("needs a folder"), "{err}");
    }
}
