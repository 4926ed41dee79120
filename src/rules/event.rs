//! What a turn did, step by step, for narration; and the random draws it made.

use crate::rules::cell::Object;
use crate::rules::color::Color;
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use crate::rules::viewer::Viewer;

/// A Chakart egg effect.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EggEffect {
    KingBoo,
    Koopa,
    Toadette,
    Chomp,
    Daisy,
    Bowser,
    Luigi,
    Waluigi,
}

impl EggEffect {
    pub const ALL: [EggEffect; 8] = [
        EggEffect::KingBoo,
        EggEffect::Koopa,
        EggEffect::Toadette,
        EggEffect::Chomp,
        EggEffect::Daisy,
        EggEffect::Bowser,
        EggEffect::Luigi,
        EggEffect::Waluigi,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            EggEffect::KingBoo => "King Boo",
            EggEffect::Koopa => "Koopa",
            EggEffect::Toadette => "Toadette",
            EggEffect::Chomp => "Chomp",
            EggEffect::Daisy => "Daisy",
            EggEffect::Bowser => "Bowser",
            EggEffect::Luigi => "Luigi",
            EggEffect::Waluigi => "Waluigi",
        }
    }
}

/// One thing that happened during a turn, in order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A piece moved (the chosen move, or a Daisy move).
    Moved {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// Castling: king and rook squares.
    Castled {
        color: Color,
        king_from: Square,
        king_to: Square,
        rook_from: Square,
        rook_to: Square,
    },
    /// A piece was captured (removed from the game).
    Captured { piece: Piece, square: Square },
    /// A pawn promoted.
    Promoted { square: Square, role: Role },
    /// The side to move now is in check (chess, Maharaja).
    Check { color: Color },
    /// Koopa: a piece was stunned (level 4).
    Stunned { piece: Piece, square: Square },
    /// Koopa: the capturer bounced from a square to the next.
    Bounced {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// Koopa: a stunned piece (and everything behind it) was kicked off the board.
    Kicked { piece: Piece, square: Square },
    /// Koopa: the capturer bounced off the edge and is lost.
    FellOff { piece: Piece, from: Square },
    /// Koopa: stunned pieces whose stun wore off.
    Recovered { squares: Vec<Square> },
    /// Chakart: a piece left an object behind (mushroom, egg, banana, bomb).
    ItemDropped { object: Object, square: Square },
    /// Chakart: a piece ended a hop on an object, which acted.
    ObjectHit { object: Object, square: Square },
    /// Chakart: a forced hop (mushroom boost, slip on a banana, bomb blast).
    Hopped {
        piece: Piece,
        cause: Object,
        from: Square,
        to: Square,
    },
    /// Chakart: a slider jumped over a piece thanks to a mushroom.
    Jumped {
        piece: Piece,
        from: Square,
        over: Square,
        to: Square,
    },
    /// Chakart: an egg hatched this effect.
    Egg { effect: EggEffect },
    /// Chakart: the egg's effect could not apply.
    EffectVoid { effect: EggEffect },
    /// Chakart, Koopa: the piece went back to a square.
    SentBack {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// Chakart, Bowser: a piece is immobilized.
    Immobilized { piece: Piece, square: Square },
    /// Chakart: immobilized pieces are free again.
    Released { squares: Vec<Square> },
    /// Chakart, Luigi/Waluigi: a piece changed side.
    Recolored {
        piece: Piece,
        square: Square,
        now: Color,
    },
    /// Chakart, King Boo: two pieces swapped places (`first` was on `a`, `second` on `b`).
    Swapped {
        a: Square,
        b: Square,
        first: Piece,
        second: Piece,
    },
    /// Chakart, Toadette: a piece was put on the board.
    PieceDropped { piece: Piece, square: Square },
    /// Chakart: a queen moved in secret. Only its owner learns `to`; see [`Event::for_viewer`].
    StealthMove {
        color: Color,
        from: Square,
        to: Square,
    },
    /// Chakart: the public form of a stealth move (`Q??`).
    QueenVanished { color: Color, from: Square },
    /// Chakart: a hidden queen became visible again.
    QueenRevealed { color: Color, square: Square },
    /// Chakart: a king threw its shell; `hit` is what it destroyed.
    ShellThrown { from: Square, target: Square },
    /// Chakart: an object was destroyed (by a shell or overwritten).
    ObjectDestroyed { object: Object, square: Square },
    /// A choice is now awaited from this player.
    ChoiceAwaited { player: Color },
    /// Chakart: a hidden (stealth) queen was captured: a hop ended on its square or
    /// something was placed there. Public.
    HiddenQueenCaptured { piece: Piece, square: Square },
}

impl Event {
    /// This event as `viewer` may know it, or `None` if they may not know it at all.
    /// A stealth move shows only the square its queen left to anyone but its owner.
    pub fn for_viewer(&self, viewer: Viewer) -> Option<Event> {
        match *self {
            Event::StealthMove { color, from, .. } if !viewer.sees_secrets_of(color) => {
                Some(Event::QueenVanished { color, from })
            }
            ref e => Some(e.clone()),
        }
    }
}

/// What a random draw was for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DrawPurpose {
    /// The start position (random 1 or 2).
    StartPosition,
    /// The direction of a banana slip.
    BananaHop,
    /// The direction of a bomb blast.
    BombHop,
    /// Where a rook's banana or a bishop's bomb lands.
    ItemSquare,
    /// Which egg effect hatches.
    EggEffect,
    /// Toadette (current edition): which new piece.
    ToadettePiece,
    /// Luigi / Waluigi: which piece changes side.
    RecolorPiece,
}

/// One random draw: `picked` among `choices` equally likely options.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Draw {
    pub purpose: DrawPurpose,
    pub choices: u32,
    pub picked: u32,
}

/// A choice a turn is waiting for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ChoiceKind {
    /// The piece a pawn on `square` becomes.
    Promotion { square: Square },
    /// King Boo: which two pieces to swap.
    KingBooSwap,
    /// Toadette: where to put a piece (`role` known in the current edition).
    ToadetteDrop { role: Option<Role> },
    /// Daisy: one more move.
    DaisyMove,
}

/// Who must choose what before the turn can go on.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Pending {
    pub player: Color,
    pub choice: ChoiceKind,
}

/// Everything one call to `play` did.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TurnReport {
    pub events: Vec<Event>,
    pub draws: Vec<Draw>,
    /// Set when the turn now waits for a choice.
    pub pending: Option<Pending>,
}

impl TurnReport {
    /// The events as `viewer` may know them.
    pub fn events_for(&self, viewer: Viewer) -> Vec<Event> {
        self.events
            .iter()
            .filter_map(|e| e.for_viewer(viewer))
            .collect()
    }
}
