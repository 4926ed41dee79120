//! What one square holds: nothing, a piece (possibly frozen or hidden), or a Chakart object.

use crate::rules::color::Color;
use crate::rules::role::{Piece, Role};

/// A Chakart object. Objects have no colour.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Object {
    Mushroom,
    Banana,
    Bomb,
    Egg,
}

impl Object {
    pub const ALL: [Object; 4] = [Object::Mushroom, Object::Banana, Object::Bomb, Object::Egg];

    /// FEN letter (always lower case): `m` mushroom, `d` banana, `w` bomb, `e` egg.
    pub const fn fen_char(self) -> char {
        match self {
            Object::Mushroom => 'm',
            Object::Banana => 'd',
            Object::Bomb => 'w',
            Object::Egg => 'e',
        }
    }

    pub fn from_fen_char(c: char) -> Option<Object> {
        Some(match c {
            'm' => Object::Mushroom,
            'd' => Object::Banana,
            'w' => Object::Bomb,
            'e' => Object::Egg,
            _ => return None,
        })
    }

    /// English name (`"banana"`).
    pub const fn name(self) -> &'static str {
        match self {
            Object::Mushroom => "mushroom",
            Object::Banana => "banana",
            Object::Bomb => "bomb",
            Object::Egg => "egg",
        }
    }
}

/// A piece's state beyond its role and side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PieceState {
    Normal,
    /// Koopa: stunned; Chakart: immobilized by Bowser. FEN letters `s o c u t l`.
    Frozen,
    /// Chakart: a stealth queen, invisible to its owner's opponent. FEN `i`/`I`.
    Hidden,
}

/// The content of one square.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Cell {
    #[default]
    Empty,
    Piece(Piece, PieceState),
    Object(Object),
}

/// The letters a frozen piece uses, for `p n b r q k`.
const FROZEN: [(Role, char); 6] = [
    (Role::Pawn, 's'),
    (Role::Knight, 'o'),
    (Role::Bishop, 'c'),
    (Role::Rook, 'u'),
    (Role::Queen, 't'),
    (Role::King, 'l'),
];

impl Cell {
    /// A normal piece.
    pub const fn piece(color: Color, role: Role) -> Cell {
        Cell::Piece(Piece::new(color, role), PieceState::Normal)
    }

    /// The piece here, whatever its state.
    pub const fn as_piece(self) -> Option<Piece> {
        match self {
            Cell::Piece(p, _) => Some(p),
            _ => None,
        }
    }

    pub const fn is_empty(self) -> bool {
        matches!(self, Cell::Empty)
    }

    /// The FEN letter of this cell (`None` for an empty square).
    pub fn fen_char(self) -> Option<char> {
        match self {
            Cell::Empty => None,
            Cell::Object(o) => Some(o.fen_char()),
            Cell::Piece(p, state) => {
                let lower = match state {
                    PieceState::Normal => p.role.char(),
                    PieceState::Hidden => 'i',
                    PieceState::Frozen => FROZEN
                        .iter()
                        .find(|(r, _)| *r == p.role)
                        .map(|(_, c)| *c)
                        .unwrap_or(p.role.char()),
                };
                Some(match p.color {
                    Color::White => lower.to_ascii_uppercase(),
                    Color::Black => lower,
                })
            }
        }
    }
}

/// Which letters a rule set's board field may contain.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Alphabet {
    /// `M` (white only).
    pub maharaja: bool,
    /// `s o c u t l` (either case).
    pub frozen: bool,
    /// `m d w e` (lower case only).
    pub objects: bool,
    /// `i` / `I`.
    pub hidden_queen: bool,
}

impl Alphabet {
    pub const CHESS: Alphabet = Alphabet {
        maharaja: false,
        frozen: false,
        objects: false,
        hidden_queen: false,
    };
    pub const MAHARAJA: Alphabet = Alphabet {
        maharaja: true,
        ..Alphabet::CHESS
    };
    pub const KOOPA: Alphabet = Alphabet {
        frozen: true,
        ..Alphabet::CHESS
    };
    pub const CHAKART: Alphabet = Alphabet {
        maharaja: false,
        frozen: true,
        objects: true,
        hidden_queen: true,
    };

    /// Decodes one board letter under this alphabet.
    pub fn decode(self, c: char) -> Option<Cell> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let lower = c.to_ascii_lowercase();
        if self.objects && c.is_ascii_lowercase() {
            if let Some(o) = Object::from_fen_char(c) {
                return Some(Cell::Object(o));
            }
        }
        if let Some(role) = Role::from_char(lower) {
            return match role {
                Role::Maharaja if self.maharaja && color == Color::White => {
                    Some(Cell::piece(color, role))
                }
                Role::Maharaja => None,
                _ => Some(Cell::piece(color, role)),
            };
        }
        if self.frozen {
            if let Some((role, _)) = FROZEN.iter().find(|(_, l)| *l == lower) {
                return Some(Cell::Piece(Piece::new(color, *role), PieceState::Frozen));
            }
        }
        if self.hidden_queen && lower == 'i' {
            return Some(Cell::Piece(
                Piece::new(color, Role::Queen),
                PieceState::Hidden,
            ));
        }
        None
    }
}
