//! What a player does on their turn, in every rule set, and its coordinate notation.

use crate::rules::role::Role;
use crate::rules::square::Square;
use std::fmt;

/// One action of the side to move (or of the player a pending choice waits for).
///
/// Its `Display` is the coordinate notation that `chakbot rules moves` prints:
///
/// ```
/// use chakbot::rules::{Action, Role, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// assert_eq!(Action::Move { from: sq("e7"), to: sq("e8"), promotion: Some(Role::Queen) }.to_string(), "e7e8q");
/// assert_eq!(Action::Stealth { from: sq("d1"), to: sq("h5") }.to_string(), "stealth d1h5");
/// assert_eq!(Action::Shell { from: sq("e1"), target: sq("e7") }.to_string(), "shell e1e7");
/// assert_eq!(Action::Swap { a: sq("b1"), b: sq("g8") }.to_string(), "swap b1 g8");
/// assert_eq!(Action::Drop { role: Some(Role::Knight), to: sq("f3") }.to_string(), "drop n f3");
/// assert_eq!(Action::Drop { role: None, to: sq("f3") }.to_string(), "drop f3");
/// assert_eq!(Action::Promote(Role::Queen).to_string(), "promote q");
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// A piece moves. Chess and Maharaja castling: the king's from and to squares
    /// (`e1g1`); Koopa castling: king takes own rook (`g1h1`); Koopa captures name the
    /// captured square (the bounce is the rules' business).
    Move {
        from: Square,
        to: Square,
        promotion: Option<Role>,
    },
    /// Chakart: a queen move made in secret (once per side).
    Stealth { from: Square, to: Square },
    /// Chakart: a king throws its shell at `target` without moving (once per side).
    Shell { from: Square, target: Square },
    /// Chakart, King Boo: swap the pieces on two squares.
    Swap { a: Square, b: Square },
    /// Chakart, Toadette: put a piece on `to` (the 2020 edition names the piece).
    Drop { role: Option<Role>, to: Square },
    /// Chakart: choose the piece a pawn promotes to, when a turn waits for it.
    Promote(Role),
}

impl Action {
    /// A plain move without promotion.
    pub const fn normal(from: Square, to: Square) -> Action {
        Action::Move {
            from,
            to,
            promotion: None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Move {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(r) = promotion {
                    write!(f, "{}", r.char())?;
                }
                Ok(())
            }
            Action::Stealth { from, to } => write!(f, "stealth {from}{to}"),
            Action::Shell { from, target } => write!(f, "shell {from}{target}"),
            Action::Swap { a, b } => write!(f, "swap {a} {b}"),
            Action::Drop { role: Some(r), to } => write!(f, "drop {} {to}", r.char()),
            Action::Drop { role: None, to } => write!(f, "drop {to}"),
            Action::Promote(r) => write!(f, "promote {}", r.char()),
        }
    }
}
