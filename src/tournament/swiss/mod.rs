//! The Swiss pairing engine, FIDE Dutch system (C.04.3, 2025 rules), following the
//! weighted-matching formulation of bbpPairings: every quality criterion becomes a field of
//! an edge weight, and brackets are settled one after another by maximum-weight matchings.
//!
//! The host describes a [`Tournament`] (players by starting rank, their completed rounds,
//! who is absent from the next round, options) and calls [`pair_next_round`].

mod allocation;
mod dutch;
mod graph;
mod model;
mod preference;
mod state;
pub mod weight;
mod weights;

pub use model::{
    Absence, Colour, GameResult, Pairing, PairingError, Player, PointSystem, Points, RoundEntry,
    Tournament,
};

/// Pairs the next round with the Dutch system.
pub fn pair_next_round(tournament: &Tournament) -> Result<Pairing, PairingError> {
    let state = state::State::new(tournament)?;
    let matching = dutch::pair(&state)?;
    Ok(allocation::allocate(&state, &matching))
}
