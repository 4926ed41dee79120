//! The games themselves: positions, moves, FEN, notation and outcomes of the five rule
//! sets. Pure: no I/O, no async, no clock, no global random source. Randomness comes in
//! as a `&mut impl rand::Rng` argument.

mod action;
mod cell;
mod color;
mod error;
mod event;
pub mod fen_board;
pub mod geometry;
pub mod notation;
mod outcome;
mod position;
mod role;
mod ruleset;
mod square;
mod state;
mod variant;
mod view;
mod viewer;
mod wording;

pub mod chakart;
pub mod chess;
pub mod koopa;

pub use action::Action;
pub use cell::{Alphabet, Cell, Object, PieceState};
pub use color::{ByColor, Color};
pub use error::{
    CastleWhy, EnPassantWhy, FenError, MoveError, PendingWhy, PowerWhy, Refusal, StunsWhy, Why,
};
pub use event::{ChoiceKind, Draw, DrawPurpose, EggEffect, Event, Pending, TurnReport};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use position::{AnyPosition, MAX_FEN_LEN};
pub use role::{Piece, Role};
pub use ruleset::{ParseRuleSetError, RuleSet, StartOption};
pub use square::{ParseSquareError, Square};
pub use state::GameState;
pub use variant::{CastleSide, MoveDesc, Variant};
pub use view::{BoardView, Mark, Powers, ViewCell};
pub use viewer::Viewer;
