//! Team games: a side played by a team whose members vote on its moves. `setup` is the
//! team challenge until the start (sides, joining, the start); `vote` is the game's
//! ballots (votes, their close, the tally posted with the move); `room` is each team's
//! private room (secret moves, the side's own board). The game layer keeps
//! the rosters, ballots and tallies (`crate::game::team`).

pub(crate) mod room;
pub(crate) mod setup;
pub(crate) mod vote;

use crate::host::desk::{Cx, Desk, Find, HostError, HostResult};
use crate::host::io::input::Origin;
use crate::host::play::challenges;
use crate::host::reading::command::{Challenge as Ask, GameId, TeamCommand};
use crate::host::words::i18n::keys;
use crate::store::GameFilter;

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

/// `challenge …`: a team challenge when it asks for teams, else an ordinary one.
pub(crate) fn challenge(desk: &Desk, cx: &Cx, ask: Ask) -> HostResult {
    match ask.team.is_some() {
        true => setup::challenge(desk, cx, ask),
        false => challenges::challenge(desk, cx, ask),
    }
}

/// `accept [#id]`: of a team challenge, by the single player it names (the game
/// starts); of an ordinary challenge, as always.
pub(crate) fn accept(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    match challenges::to_accept(desk, cx, id) {
        Ok(c) if c.team.is_some() => setup::accept(desk, cx, &c),
        _ => challenges::accept(desk, cx, id),
    }
}

/// A move typed (or picked) in a channel: a member's vote in the team game played there,
/// refused to someone in no team of it who has no game of their own; else a player's
/// move. A player's own game in the channel goes first (and costs no store read more).
pub(crate) fn play(desk: &Desk, cx: &Cx, text: &str, hint: Option<GameId>) -> HostResult {
    if cx.input.origin != Origin::Dm && !plays_here(desk, cx)? {
        if let Some(id) = vote::member_game_here(desk, cx)? {
            if hint.is_none_or(|GameId(h)| h == id) {
                return vote::propose(desk, cx, id, text);
            }
        }
        if hint.is_none() && desk.find_game(cx, None, Find::Mine).is_err() {
            if let Some(id) = vote::team_game_here(desk, cx)? {
                return cx.refuse(keys::HOST_TEAM_NOT_MEMBER, &[("game", id.into())]);
            }
        }
    }
    crate::host::play::moves::play(desk, cx, text, hint)
}

/// Whether the author plays a game of their own in the channel they write in (read from
/// what the router already fetched: the author's games and their metas).
fn plays_here(desk: &Desk, cx: &Cx) -> Result<bool, HostError> {
    let Some(channel) = cx.channel.as_deref() else {
        return Ok(false);
    };
    for id in desk.store.games_of_user(cx.uid(), GameFilter::Active)? {
        if desk
            .store
            .game_meta(id)?
            .is_some_and(|m| m.channel == channel)
        {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `resign`: a member's vote to resign in the team game played here; else a player's.
pub(crate) fn resign(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    if plays_here(desk, cx)? {
        return crate::host::play::lifecycle::resign(desk, cx, id);
    }
    if let Some(team_game) = vote::member_game_here(desk, cx)? {
        if id.is_none_or(|GameId(g)| g == team_game) {
            return vote::resign(desk, cx, team_game);
        }
    }
    crate::host::play::lifecycle::resign(desk, cx, id)
}

/// A draw offer, takeback or abort by a member of the team game played here: refused (a
/// team only votes on moves, and resigns by vote); else `then` (the player's command).
pub(crate) fn unless_member(desk: &Desk, cx: &Cx, then: impl FnOnce() -> HostResult) -> HostResult {
    match vote::member_game_here(desk, cx)? {
        Some(id) => cx.refuse(keys::HOST_TEAM_NO_OFFERS, &[("game", id.into())]),
        None => then(),
    }
}
