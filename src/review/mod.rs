//! The after-game review: the engine's evaluation after every turn, each move classified,
//! each side's accuracy and count of inaccuracies, mistakes and blunders, the worst
//! moments with the better move, and the data of the evaluation graph. Definitions are
//! lichess's (see [`accuracy`] and [`classify`]); Chakart is judged in expectation from
//! the mover's view ([`analysis`]). docs/REVIEW.md says what each number means.
//!
//! A review is computed once ([`Reviewer`]: one engine search a step, so a host can queue
//! it at low priority, run it step by step and drop it to cancel; [`review`] runs it
//! whole) and stored with the game ([`Review`] is serialisable). [`Review::export_with_evals`]
//! adds lichess's eval comments to a game's export.
//!
//! ```no_run
//! use chakbot::review::{self, Budget};
//! let line = review::import::read_game("1. f3 e5 2. g4 Qh4# 0-1").unwrap();
//! let done = review::review(line, Budget::default());
//! println!("{:?}", done.accuracy);
//! ```

pub mod accuracy;
pub mod analysis;
pub mod classify;
pub mod error;
pub mod graph;
pub mod images;
pub mod import;
pub mod line;
pub mod moments;
pub mod report;
pub mod run;
pub mod score;
pub mod words;

pub use analysis::Budget;
pub use classify::Class;
pub use error::ReviewError;
pub use line::GameLine;
pub use moments::Moment;
pub use report::{Counts, PlyReview, Review};
pub use run::{review, Reviewer};
pub use score::Score;
