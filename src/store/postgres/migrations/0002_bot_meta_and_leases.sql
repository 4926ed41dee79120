-- chakbot store, schema version 2: the bot's own small records (such as its signing
-- key) and leases (one process runs the sweeper at a time).

CREATE TABLE bot_meta (
    key   TEXT PRIMARY KEY,
    value BYTEA NOT NULL
);

CREATE TABLE leases (
    name       TEXT PRIMARY KEY,
    holder     TEXT        NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);
