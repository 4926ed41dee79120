-- chakbot store, schema version 6: the review queue. Each review request acknowledged
-- and not yet posted (one per game, asker and place: `asker` is the asker and the place
-- as a key, `body` the request's JSON record), kept so that a restart loses none; `seq`
-- is the order of arrival, which the queue resumes in.

CREATE TABLE review_queue (
    game  BIGINT    NOT NULL,
    asker TEXT      NOT NULL,
    seq   BIGSERIAL NOT NULL,
    body  TEXT      NOT NULL,
    PRIMARY KEY (game, asker)
);

CREATE INDEX review_queue_by_seq ON review_queue (seq);
