-- chakbot store, schema version 3: each rating pool's history of rated games (one row a
-- game, in the order rated), from which a void or a re-adjudication re-rates exactly.

CREATE TABLE rated_games (
    server  TEXT   NOT NULL,
    ruleset TEXT   NOT NULL,
    game    BIGINT NOT NULL,
    ord     BIGINT NOT NULL,
    body    TEXT   NOT NULL,
    PRIMARY KEY (server, ruleset, game)
);

CREATE INDEX rated_games_order ON rated_games (server, ruleset, ord, game);
