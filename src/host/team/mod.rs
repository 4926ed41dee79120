//! Team games: a side played by a team whose members vote on its moves. `setup` is the
//! team challenge until the start (sides, joining, the start); `vote` is the game's
//! ballots (votes, their close, the tally posted with the move). The game layer keeps
//! the rosters, ballots and tallies (`crate::game::team`).

pub(crate) mod setup;
pub(crate) mod vote;

use crate::host::desk::{Cx, Desk, HostResult};
use crate::host::reading::command::TeamCommand;

/// Runs a `team` subcommand.
pub(crate) fn run(desk: &Desk, cx: &Cx, command: TeamCommand) -> HostResult {
    match command {
        TeamCommand::Join(side, id) => setup::join(desk, cx, side, id),
        TeamCommand::Leave(id) => setup::leave(desk, cx, id),
        TeamCommand::Start(id) => setup::start(desk, cx, id),
        TeamCommand::Votes(id) => vote::votes(desk, cx, id),
        TeamCommand::Close(id) => vote::close(desk, cx, id),
    }
}
