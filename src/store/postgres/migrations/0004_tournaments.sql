-- chakbot store, schema version 4: tournaments (one row each, written only by the
-- process that read its current version: of two processes pairing the same round, one
-- writes), with the active ones and their wake-ups indexed for the director.

CREATE TABLE tournaments (
    id      BIGINT  PRIMARY KEY,
    version BIGINT  NOT NULL,
    server  TEXT    NOT NULL,
    active  BOOLEAN NOT NULL,
    wakeup  BIGINT,
    body    TEXT    NOT NULL
);

CREATE INDEX active_tournaments ON tournaments (id) WHERE active;
CREATE INDEX tournaments_by_wakeup ON tournaments (wakeup, id) WHERE wakeup IS NOT NULL;
