//! Playing a game: challenges (`challenges`), moves and choices (`moves`, with pending
//! choices asked in steps by `choice_menu`), a player's actions on a game such as
//! resign, draw offers and takeback (`lifecycle`), and the end of a game, whatever ended
//! it (`finish`).

pub mod challenges;
pub mod choice_menu;
pub(crate) mod finish;
pub(crate) mod lifecycle;
pub mod moves;
