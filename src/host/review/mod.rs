//! The after-game review in the host (issue 38): asked for by `review [#N]`, `/review` or
//! the Review button of a finished game's final board; finished games only (fair play:
//! an ongoing game is never analysed); computed once on the computer's thinkers at low
//! priority (`host::think_queue`: a step between live games' thoughts, servers in turn),
//! stored with the game, then posted: the evaluation graph, each side's accuracy and
//! counts, the worst moments in the reader's notation, the worst moment's board. The
//! queue of requests is kept in the store (`queue`): a restart resumes it, and the
//! sweeper takes on requests another process left behind.

pub(crate) mod post;
pub(crate) mod queue;
pub(crate) mod request;
pub(crate) mod run;

pub(crate) use queue::adopt;
pub(crate) use run::{step, Stepped};
