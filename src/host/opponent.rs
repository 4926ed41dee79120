//! The computer as a player: its player id in a game (`ai:<level>`, a form no Discord id
//! nor local-mode name can take, so nobody can pass for it), its level, and the event ids
//! of its acts.

use crate::ai::level::Level;

const PREFIX: &str = "ai:";

/// The level of a game against the computer when the challenge names none.
pub(crate) const DEFAULT_LEVEL: u8 = 3;

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

/// The event id of the computer's `kind` of act (`move`, `draw`, `takeback`) in game
/// `game` at the moment its [`crate::game::Game::acts`] is `acts`: a different id for every distinct
/// act (the count only grows, also across takebacks, and each act of a player raises
/// it), the same for the same act thought about again (after a restart, or by another
/// process sharing the store), so the store's processed-event check applies it once.
pub(crate) fn event_id(game: u64, acts: u64, kind: &str) -> String {
    format!("ai-{game}-{acts}-{kind}")
}
