//! A game as the store writes it: a head (the game record without its turns, constant in
//! size) and one record per turn. A move appends its turn and rewrites only the head and
//! the game's meta, so the bytes written per move do not grow with the game's length.
//!
//! The head is the game's own JSON record (`"v":"1"`) with `"turns"` replaced by
//! `"turn_count"`; [`join`] puts the turns back and replays the game.

use super::error::StoreError;
use super::records::{check_game_version, GameMeta};
use crate::game::{Game, StoredGame, TurnRecord};

/// Which stored turns a write keeps, and which it writes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct TurnPlan {
    /// Stored turns `0..keep` stay; stored turns from `keep` on are removed.
    pub keep: usize,
    /// The game's turn count after the write (turns `keep..count` are written).
    pub count: usize,
}

/// Everything a write of one game needs, encoded except the turns (a backend encodes
/// only the turns it writes).
pub(crate) struct GameWrite {
    pub meta: GameMeta,
    pub head: Vec<u8>,
    pub turns: Vec<TurnRecord>,
    /// The checksum of the last turn's encoding (0 without turns).
    pub last_crc: u32,
}

impl GameWrite {
    pub fn new(game: &Game, server: &str, channel: &str) -> Result<GameWrite, StoreError> {
        let encode = |e: serde_json::Error| StoreError::Encode {
            what: format!("game {}", game.id()),
            reason: e.to_string(),
        };
        let players = game.players();
        let StoredGame::V1(mut record) = game.to_record();
        let turns = std::mem::take(&mut record.turns);
        let mut head = serde_json::to_value(StoredGame::V1(record)).map_err(encode)?;
        if let Some(obj) = head.as_object_mut() {
            obj.remove("turns");
            obj.insert("turn_count".into(), turns.len().into());
        }
        let last_crc = match turns.last() {
            Some(t) => crc32fast::hash(&turn_bytes(game.id(), t)?),
            None => 0,
        };
        let meta = GameMeta {
            id: game.id(),
            server: server.to_string(),
            channel: channel.to_string(),
            white: players.white.clone(),
            black: players.black.clone(),
            ruleset: game.ruleset().id().to_string(),
            active: !game.is_over(),
            wakeup: game.next_wakeup(),
            version: 0,
            turn_count: turns.len() as u64,
            last_turn_crc: last_crc,
        };
        Ok(GameWrite {
            meta,
            head: serde_json::to_vec(&head).map_err(encode)?,
            turns,
            last_crc,
        })
    }

    /// What to write given the stored game's turn count and last turn checksum: only the
    /// new turns when the stored ones are a prefix of the game's (a move), else all of
    /// them (a takeback, rare).
    pub fn plan(&self, stored_count: u64, stored_crc: u32) -> Result<TurnPlan, StoreError> {
        let count = self.turns.len();
        let stored = usize::try_from(stored_count).unwrap_or(usize::MAX);
        let appends = stored <= count
            && match stored.checked_sub(1) {
                None => true,
                Some(last) => {
                    crc32fast::hash(&turn_bytes(self.meta.id, &self.turns[last])?) == stored_crc
                }
            };
        Ok(TurnPlan {
            keep: if appends { stored } else { 0 },
            count,
        })
    }

    /// The encoding of turn `i`.
    pub fn turn(&self, i: usize) -> Result<Vec<u8>, StoreError> {
        turn_bytes(self.meta.id, &self.turns[i])
    }
}

fn turn_bytes(game: u64, turn: &TurnRecord) -> Result<Vec<u8>, StoreError> {
    serde_json::to_vec(turn).map_err(|e| StoreError::Encode {
        what: format!("a turn of game {game}"),
        reason: e.to_string(),
    })
}

/// Rebuilds game `id` from its head and its turns in order, replaying and checking it.
/// `table` names where the head was read, for errors.
pub(crate) fn join(
    table: &'static str,
    id: u64,
    head: &[u8],
    turns: Vec<Vec<u8>>,
) -> Result<Game, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        tree: table,
        key: id.to_string(),
        reason,
    };
    let mut value = check_game_version(table, id, head)?;
    let obj = value
        .as_object_mut()
        .ok_or_else(|| corrupt("not a JSON object".into()))?;
    let count = obj
        .remove("turn_count")
        .and_then(|c| c.as_u64())
        .ok_or_else(|| corrupt("no turn count".into()))?;
    if count != turns.len() as u64 {
        return Err(corrupt(format!(
            "{count} turns expected, {} stored",
            turns.len()
        )));
    }
    let turns = turns
        .iter()
        .map(|t| serde_json::from_slice::<serde_json::Value>(t))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| corrupt(format!("a turn: {e}")))?;
    obj.insert("turns".into(), turns.into());
    full(table, id, value)
}

/// Reads a whole game record (turns included: the layout before heads and turns).
pub(crate) fn full_record(table: &'static str, id: u64, bytes: &[u8]) -> Result<Game, StoreError> {
    let value = check_game_version(table, id, bytes)?;
    full(table, id, value)
}

fn full(table: &'static str, id: u64, value: serde_json::Value) -> Result<Game, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        tree: table,
        key: id.to_string(),
        reason,
    };
    let record: StoredGame = serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))?;
    Game::from_record(record).map_err(|e| corrupt(e.to_string()))
}
