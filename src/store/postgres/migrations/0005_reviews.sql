-- chakbot store, schema version 5: each finished game's after-game review, computed once
-- and kept with the game (the host's serialised form, JSON).

CREATE TABLE reviews (
    game BIGINT PRIMARY KEY,
    body TEXT   NOT NULL
);
