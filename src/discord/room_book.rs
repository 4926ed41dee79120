//! The team rooms this process opened on Discord (or failed to open) and the members it
//! added to each, so that a room is opened once and a member added once.

use crate::rules::Color;
use serenity::all::ChannelId;
use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

/// The rooms this process opened (`None`: Discord refused, the team is written to by
/// DM) and the members it added to each.
#[derive(Default)]
pub struct RoomBook {
    opened: Mutex<HashMap<(u64, Color), Option<ChannelId>>>,
    added: Mutex<HashMap<ChannelId, HashSet<String>>>,
}

impl RoomBook {
    pub(super) fn opened(&self, game: u64, color: Color) -> Option<Option<ChannelId>> {
        let opened = self.opened.lock().unwrap_or_else(|e| e.into_inner());
        opened.get(&(game, color)).copied()
    }

    pub(super) fn record(&self, game: u64, color: Color, channel: Option<ChannelId>) {
        let mut opened = self.opened.lock().unwrap_or_else(|e| e.into_inner());
        opened.insert((game, color), channel);
    }

    /// The members of `members` not yet added to `channel` (by this process).
    pub(super) fn to_add(&self, channel: ChannelId, members: &[String]) -> Vec<String> {
        let added = self.added.lock().unwrap_or_else(|e| e.into_inner());
        let known = added.get(&channel);
        members
            .iter()
            .filter(|m| known.is_none_or(|k| !k.contains(*m)))
            .cloned()
            .collect()
    }

    pub(super) fn added(&self, channel: ChannelId, member: &str) {
        let mut added = self.added.lock().unwrap_or_else(|e| e.into_inner());
        added.entry(channel).or_default().insert(member.to_string());
    }
}
