//! The computer as a player: its player id in a game (`ai:<level>`, a form no Discord id
//! nor local-mode name can take, so nobody can pass for it), and its level.

use crate::ai::level::Level;

const PREFIX: &str = "ai:";

/// The player id of the computer at `level`.
///
/// ```
/// use chakbot::host::opponent::{level_of, player_id};
/// let level = chakbot::ai::level::Level::new(3).unwrap();
/// assert_eq!(player_id(level), "ai:3");
/// assert_eq!(level_of("ai:3"), Some(level));
/// assert_eq!(level_of("ai:9"), None);
/// assert_eq!(level_of("alice"), None);
/// ```
pub fn player_id(level: Level) -> String {
    format!("{PREFIX}{}", level.number())
}

/// The computer's level if `id` is the computer's player id.
pub fn level_of(id: &str) -> Option<Level> {
    id.strip_prefix(PREFIX)?.parse().ok().and_then(Level::new)
}

/// Whether `id` is the computer.
pub fn is_computer(id: &str) -> bool {
    level_of(id).is_some()
}

/// Every computer player id, weakest first.
pub fn all_ids() -> impl Iterator<Item = String> {
    (1..=8).filter_map(Level::new).map(player_id)
}
