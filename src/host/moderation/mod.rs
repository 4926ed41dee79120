//! What moderators do: their commands (`commands`: list games, abort, adjudicate, void,
//! ban/unban, server settings), what a ban does to the banned player's running games
//! (`ban_freeze`, `ban_games`) and rulings on finished games (`revise`).

pub(crate) mod ban_freeze;
pub(crate) mod ban_games;
pub(crate) mod commands;
pub(crate) mod revise;
