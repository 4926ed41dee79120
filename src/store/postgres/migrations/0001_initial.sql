-- chakbot store, schema version 1: games (head + appended turns), their indexes,
-- challenges, settings, users, ratings, audit log, processed event ids, ids.
-- Timestamps are milliseconds since the Unix epoch; bodies are the versioned JSON
-- records of src/store/records.rs and src/store/gamerec.rs.

CREATE SEQUENCE chakbot_ids;

CREATE TABLE games (
    id            BIGINT PRIMARY KEY,
    version       BIGINT  NOT NULL,
    server        TEXT    NOT NULL,
    channel       TEXT    NOT NULL,
    white         TEXT    NOT NULL,
    black         TEXT    NOT NULL,
    ruleset       TEXT    NOT NULL,
    active        BOOLEAN NOT NULL,
    wakeup        BIGINT,
    turn_count    BIGINT  NOT NULL,
    last_turn_crc BIGINT  NOT NULL,
    head          TEXT    NOT NULL
);
CREATE INDEX games_by_channel ON games (channel, id);
CREATE INDEX games_by_white ON games (white, id);
CREATE INDEX games_by_black ON games (black, id);
CREATE INDEX active_games_by_channel ON games (channel, id) WHERE active;
CREATE INDEX active_games_by_white ON games (white, id) WHERE active;
CREATE INDEX active_games_by_black ON games (black, id) WHERE active;
CREATE INDEX games_by_wakeup ON games (wakeup, id) WHERE wakeup IS NOT NULL;

CREATE TABLE game_turns (
    game_id BIGINT  NOT NULL REFERENCES games (id),
    idx     INTEGER NOT NULL,
    turn    TEXT    NOT NULL,
    PRIMARY KEY (game_id, idx)
);

CREATE TABLE challenges (
    id         BIGINT PRIMARY KEY,
    expires_at BIGINT NOT NULL,
    body       TEXT   NOT NULL
);
CREATE INDEX challenges_by_expiry ON challenges (expires_at, id);

CREATE TABLE settings (
    server TEXT PRIMARY KEY,
    body   TEXT NOT NULL
);

CREATE TABLE users (
    id   TEXT PRIMARY KEY,
    body TEXT NOT NULL
);

CREATE TABLE ratings (
    server  TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    user_id TEXT NOT NULL,
    rating  DOUBLE PRECISION NOT NULL,
    body    TEXT NOT NULL,
    PRIMARY KEY (server, ruleset, user_id)
);
CREATE INDEX ratings_by_rank ON ratings (server, ruleset, rating DESC, user_id);

CREATE TABLE audit (
    seq  BIGSERIAL PRIMARY KEY,
    at   BIGINT NOT NULL,
    body TEXT   NOT NULL
);
CREATE INDEX audit_by_time ON audit (at, seq);

CREATE TABLE processed_events (
    event_id TEXT PRIMARY KEY,
    at       BIGINT NOT NULL
);
CREATE INDEX processed_events_by_time ON processed_events (at);
