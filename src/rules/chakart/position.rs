//! The full Chakart position: cells, side, plies, powers, 2020 pool, pending turn state.

use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::{ByColor, Color};
use crate::rules::role::{Piece, Role};
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;
use crate::rules::view::Powers;

/// A choice the current turn waits for (the mover's), with what it needs to know.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Choice {
    /// The pawn on this square promotes.
    Promote(Square),
    /// King Boo: any two pieces (`None`, current edition) or the piece on this square with
    /// another (2020 edition).
    KingBoo(Option<Square>),
    /// Toadette: the drawn role (current edition) or a piece from the pool (`None`, 2020).
    Toadette(Option<Role>),
    /// Daisy: any own piece (`None`, current edition) or the piece on this square (2020).
    Daisy(Option<Square>),
}

/// How a chain ended.
pub(crate) struct ChainEnd {
    /// Where the chain's piece stands now (`None`: it is gone).
    pub at: Option<Square>,
    /// Koopa sent it back (it drops nothing).
    pub sent_back: bool,
    /// The choice an egg effect asks for.
    pub follow: Option<Choice>,
}

impl ChainEnd {
    pub(crate) fn at(sq: Square) -> ChainEnd {
        ChainEnd {
            at: Some(sq),
            sent_back: false,
            follow: None,
        }
    }
}

/// A Chakart position, hidden queens included.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) ruleset: RuleSet,
    pub(crate) cells: [Cell; 64],
    /// The side whose turn it is (and who answers any pending choice).
    pub(crate) side: Color,
    /// Complete turns played.
    pub(crate) plies: u32,
    pub(crate) powers: ByColor<Powers>,
    /// Captured pieces per colour: pawn, rook, knight, bishop, queen, king.
    pub(crate) pool: ByColor<[u8; 6]>,
    /// Choices still to make this turn, first one pending.
    pub(crate) choices: Vec<Choice>,
    /// Squares of pieces immobilized during the current turn (they sit out the next one).
    pub(crate) fresh: u64,
    /// Where the piece promoted this turn stands (it leaves no item this turn).
    pub(crate) promoted: Option<Square>,
}

/// Index of a role in the pool field.
pub(crate) fn pool_index(role: Role) -> usize {
    match role {
        Role::Pawn => 0,
        Role::Rook => 1,
        Role::Knight => 2,
        Role::Bishop => 3,
        Role::Queen => 4,
        _ => 5,
    }
}

/// The roles in pool order.
pub(crate) const POOL_ROLES: [Role; 6] = [
    Role::Pawn,
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::Queen,
    Role::King,
];

pub(crate) const fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

impl Position {
    pub(crate) fn empty(ruleset: RuleSet) -> Position {
        Position {
            ruleset,
            cells: [Cell::Empty; 64],
            side: Color::White,
            plies: 0,
            powers: ByColor::new(
                Powers {
                    shell: true,
                    stealth: true,
                },
                Powers {
                    shell: true,
                    stealth: true,
                },
            ),
            pool: ByColor::new([0; 6], [0; 6]),
            choices: Vec::new(),
            fresh: 0,
            promoted: None,
        }
    }

    pub(crate) fn is_2020(&self) -> bool {
        self.ruleset == RuleSet::Chakart2020
    }

    pub(crate) fn get(&self, sq: Square) -> Cell {
        self.cells[sq.index()]
    }

    pub(crate) fn set(&mut self, sq: Square, cell: Cell) {
        self.cells[sq.index()] = cell;
    }

    /// Whether `sq` looks empty to `mover`: empty, or an enemy hidden queen.
    pub(crate) fn looks_empty(&self, sq: Square, mover: Color) -> bool {
        match self.get(sq) {
            Cell::Empty => true,
            Cell::Piece(p, PieceState::Hidden) => p.color != mover,
            _ => false,
        }
    }

    /// A piece `mover` can see on `sq` (not an enemy hidden queen).
    pub(crate) fn visible_piece(&self, sq: Square, mover: Color) -> Option<Piece> {
        match self.get(sq) {
            Cell::Piece(p, PieceState::Hidden) if p.color != mover => None,
            Cell::Piece(p, _) => Some(p),
            _ => None,
        }
    }

    pub(crate) fn has_king(&self, color: Color) -> bool {
        self.cells.iter().any(|c| {
            c.as_piece()
                .is_some_and(|p| p.color == color && p.role == Role::King)
        })
    }

    /// Records a captured piece in the pool (2020 edition only; the current edition keeps the
    /// field as read).
    pub(crate) fn count_capture(&mut self, piece: Piece) {
        if self.is_2020() {
            let slot = &mut self.pool[piece.color][pool_index(piece.role)];
            *slot = slot.saturating_add(1).min(9);
        }
    }
}
