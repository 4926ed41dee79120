//! Who looks at a board: a player, the public, or anyone once the game is over.

use crate::rules::color::Color;

/// Who is looking.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Viewer {
    Player(Color),
    Public,
    /// Anyone, once the game is over: hidden moves and pieces are revealed (replays and
    /// exports of finished games).
    Revealed,
}

impl Viewer {
    /// Whether this viewer may see what `owner` keeps hidden (a stealth queen and where
    /// it went).
    pub fn sees_secrets_of(self, owner: Color) -> bool {
        self == Viewer::Player(owner) || self == Viewer::Revealed
    }
}
