//! Team rooms on Discord (see [`crate::host::TeamRoom`]): a private thread per team of a
//! team game with hidden pieces, opened in the game's text channel on the first reply to
//! the team, not invitable by its members; the team's known members are added to it
//! before each post. Where no private thread can be opened, the channel is told why and
//! each member gets the team's own board by DM (what is said about the room itself,
//! which does not exist, is not sent).

use super::deliver::Delivery;
use super::parts::{capped, Prepared, MAX_TEXT};
use super::retry::send_message;
use crate::host::words::i18n::{keys, tr};
use crate::host::{Target, TeamRoom};
use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateMessage, CreateThread, UserId,
};
use tracing::{info, warn};

impl Delivery<'_> {
    /// Posts `p` in its team's private room (opening it the first time), else sends its
    /// board to each member by DM.
    pub(super) async fn to_team(&self, room: TeamRoom, p: Prepared, noticed: &mut Vec<String>) {
        let known = room
            .channel
            .as_deref()
            .and_then(|c| c.parse::<u64>().ok())
            .filter(|&n| n != 0)
            .map(|n| Some(ChannelId::new(n)))
            .or_else(|| self.rooms.opened(room.game, room.color));
        let channel = match known {
            Some(c) => c,
            None => self.open_room(&room).await,
        };
        let Some(channel) = channel else {
            if p.png.is_none() {
                info!(
                    "a text for the team room of game {} not sent: no room",
                    room.game
                );
                return;
            }
            for member in &room.members {
                let copy = Prepared {
                    reply: p.reply.clone(),
                    png: p.png.clone(),
                };
                self.dm(member, copy, noticed, false).await;
            }
            return;
        };
        for member in self.rooms.to_add(channel, &room.members) {
            let Some(uid) = member.parse::<u64>().ok().filter(|&n| n != 0) else {
                continue;
            };
            match channel.add_thread_member(self.http, UserId::new(uid)).await {
                Ok(()) => self.rooms.added(channel, &member),
                Err(err) => warn!("adding {member} to team room {channel} failed: {err}"),
            }
        }
        self.to_channel(&channel.get().to_string(), p, false).await;
    }

    /// Opens the private thread of `room` in the game's text channel and reports it to
    /// the host; `None` where Discord refuses (no Create Private Threads there).
    async fn open_room(&self, room: &TeamRoom) -> Option<ChannelId> {
        let mut parent = room
            .parent
            .parse::<u64>()
            .ok()
            .filter(|&n| n != 0)
            .map(ChannelId::new)?;
        if let Some(p) = self.parent_if_thread(parent).await {
            parent = p;
        }
        let made = parent
            .create_thread(
                self.http,
                CreateThread::new(capped(&room.name, 100))
                    .kind(ChannelType::PrivateThread)
                    .invitable(false)
                    .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
            .await;
        let thread = match made {
            Ok(t) => t.id,
            Err(err) => {
                warn!(
                    "no private room for the {} team of game {} in {parent}: {err}",
                    room.color.name(),
                    room.game
                );
                self.rooms.record(room.game, room.color, None);
                self.tell_no_room(room, parent, &err).await;
                return None;
            }
        };
        self.rooms.record(room.game, room.color, Some(thread));
        let host = self.host.clone();
        let (game, color, id) = (room.game, room.color, thread.get().to_string());
        let reported =
            tokio::task::spawn_blocking(move || host.team_room_opened(game, color, &id)).await;
        match reported {
            Ok(Ok(())) => info!("team room {thread} opened for game {game}"),
            Ok(Err(err)) => warn!("recording team room {thread} of game {game} failed: {err:?}"),
            Err(err) => warn!("recording team room {thread} of game {game} failed: {err}"),
        }
        Some(thread)
    }

    /// Tells the game's channel that a team's secrets go by DM, and what a moderator
    /// can grant (once per team: the refusal is remembered).
    async fn tell_no_room(&self, room: &TeamRoom, parent: ChannelId, err: &serenity::Error) {
        let to = Target::Channel {
            server: room.server.clone(),
            channel: room.parent.clone(),
        };
        let lang = self.lang_of(&to).await;
        let reason = match err {
            serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
                r.error.message.clone()
            }
            other => other.to_string(),
        };
        let team = tr(
            lang,
            keys::HOST_TEAM_NAME,
            &[("color", room.color.name().into())],
        );
        let text = tr(
            lang,
            keys::DISCORD_NO_TEAM_ROOM,
            &[
                ("game", room.game.into()),
                ("team", team.into()),
                ("reason", reason.into()),
            ],
        );
        let notice = CreateMessage::new().content(capped(&text, MAX_TEXT));
        if let Err(err) = send_message(self.http, parent, notice).await {
            warn!("telling channel {parent} why a team has no room failed: {err}");
        }
    }
}
