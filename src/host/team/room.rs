//! A team's private room: where its members vote on secret moves (Chakart's stealth
//! moves) and see their side's own board, hidden queen included, that the other team
//! never sees. Opened for the rule sets with hidden pieces: the adapter opens it (Discord:
//! a private thread of the game's channel; local mode: a team channel) on the first reply
//! addressed to it, and reports it with [`opened`].

use crate::game::team::team_id;
use crate::game::Game;
use crate::host::desk::{lock, Cx, Desk, HostError, Live};
use crate::host::io::audience;
use crate::host::io::reply::{Reply, Target, TeamRoom};
use crate::host::words::i18n::{keys, tr};
use crate::host::words::narrate;
use crate::rules::{Color, RuleSet, TurnReport, Viewer};
use crate::store::{Batch, UserRecord};

/// Whether games of `ruleset` hide anything from a side (then each team gets a room).
fn hides(ruleset: RuleSet) -> bool {
    matches!(ruleset, RuleSet::Chakart | RuleSet::Chakart2020)
}

/// The room of `color`'s team in `live`'s game, if that side is a team of a rule set
/// with hidden pieces.
pub(crate) fn room(desk: &Desk, live: &Live, color: Color) -> Option<TeamRoom> {
    let game = &live.game;
    let teams = game.teams()?;
    let team = teams.team(color)?;
    if !hides(game.ruleset()) {
        return None;
    }
    let lang = desk.public_lang(&live.server, &live.channel);
    Some(TeamRoom {
        server: live.server.clone(),
        parent: live.channel.clone(),
        channel: teams.rooms.of(color).map(str::to_string),
        game: game.id(),
        color,
        name: tr(
            lang,
            keys::HOST_TEAM_ROOM_NAME,
            &[("game", game.id().into()), ("color", color.name().into())],
        ),
        members: team.members.clone(),
    })
}

/// The first message of each team's room, when the game starts.
pub(crate) fn hellos(desk: &Desk, live: &Live) -> Vec<Reply> {
    let lang = desk.public_lang(&live.server, &live.channel);
    Color::ALL
        .into_iter()
        .filter_map(|color| {
            let room = room(desk, live, color)?;
            let text = tr(
                lang,
                keys::HOST_TEAM_ROOM_HELLO,
                &[
                    ("game", live.game.id().into()),
                    ("team", desk.who(lang, &team_id(color)).into()),
                ],
            );
            Some(Reply::text(Target::Team(room), text).with_game(live.game.id()))
        })
        .collect()
}

/// After `color`'s team played `report`: its own account and board in its room, when
/// the channel could not be told everything (its secret move).
pub(crate) fn own_board(
    desk: &Desk,
    live: &Live,
    color: Color,
    report: &TurnReport,
    now: crate::game::Timestamp,
) -> Option<Reply> {
    let game = &live.game;
    if game.is_over() || report.events_for(Viewer::Public) == report.events {
        return None;
    }
    let room = room(desk, live, color)?;
    let lang = desk.public_lang(&live.server, &live.channel);
    let mut text = vec![tr(
        lang,
        keys::HOST_TEAM_ROOM_BOARD,
        &[
            ("game", game.id().into()),
            ("team", desk.who(lang, &team_id(color)).into()),
        ],
    )];
    text.extend(narrate::turn(
        lang,
        game.ruleset(),
        report,
        Viewer::Player(color),
    ));
    let look = UserRecord::default();
    let board = audience::own(desk, game, color, &look, &[&report.events], now);
    Some(Reply::to_team(board, room, text.join("\n")).with_game(game.id()))
}

/// Whether the author writes in the private room of `color`'s team of `game`.
pub(crate) fn in_room(cx: &Cx, game: &Game, color: Color) -> bool {
    let room = game.teams().and_then(|t| t.rooms.of(color));
    room.is_some() && cx.channel.as_deref() == room
}

/// The team game whose private room is the author's channel, if it is one.
pub(crate) fn game_of_room(cx: &Cx) -> Option<u64> {
    let channel = cx.channel.as_deref()?;
    cx.settings.channel_settings.get(channel)?.team_game
}

/// The private room of `user`'s team in a team game running in `channel`, if any (the
/// first such game).
pub(crate) fn room_of_member(desk: &Desk, channel: &str, user: &str) -> Option<String> {
    let games = desk
        .store
        .games_of_channel(channel, crate::store::GameFilter::Active)
        .ok()?;
    games.into_iter().find_map(|id| {
        desk.with_game(id, |live| {
            let teams = live.game.teams();
            let side = teams.and_then(|t| t.side_of(user, &[]));
            Ok(side.and_then(|c| teams?.rooms.of(c).map(str::to_string)))
        })
        .ok()
        .flatten()
    })
}

/// The adapter opened `channel` as the private room of `color`'s team in game `id`: the
/// game records it, and the channel follows the game's channel's settings.
pub(crate) fn opened(desk: &Desk, id: u64, color: Color, channel: &str) -> Result<(), HostError> {
    // Settings change under the lock every settings change takes, before the game's.
    let _settings = lock(&desk.challenge_lock);
    desk.with_game(id, |live| {
        if live.game.teams().and_then(|t| t.team(color)).is_none() {
            return Err(HostError::Ignored);
        }
        let mut game = live.game.clone();
        game.set_team_room(color, channel);
        let mut settings = desk.store.settings(&live.server)?;
        let entry = settings
            .channel_settings
            .entry(channel.to_string())
            .or_default();
        entry.parent = Some(live.channel.clone());
        entry.team_game = Some(id);
        let mut b = Batch::new();
        b.put_game(&game, &live.server, &live.channel)
            .put_settings(&live.server, &settings);
        desk.commit(b)?;
        live.game = game;
        Ok(())
    })
}
