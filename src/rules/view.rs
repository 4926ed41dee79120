//! What one viewer may see of a position: the only board type that leaves the rules core
//! for rendering, public text and move lists.

use super::{ByColor, Color, Object, Piece, RuleSet, Square};

/// Who is looking.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Viewer {
    Player(Color),
    Public,
}

/// How a piece is marked on the board.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    None,
    /// Koopa: stunned, with the level 1-4.
    Stunned(u8),
    /// Chakart: immobilized by Bowser.
    Immobilized,
    /// Chakart: the viewer's own hidden stealth queen.
    Ghost,
}

/// One square as a viewer sees it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum ViewCell {
    #[default]
    Empty,
    Piece {
        piece: Piece,
        mark: Mark,
    },
    Object(Object),
}

/// Chakart powers still available to one side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Powers {
    pub shell: bool,
    pub stealth: bool,
}

/// A board as one viewer may see it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoardView {
    pub ruleset: RuleSet,
    pub viewer: Viewer,
    /// Indexed by [`Square::index`].
    pub cells: [ViewCell; 64],
    pub turn: Color,
    /// Royal pieces in check (chess, Maharaja).
    pub check: Vec<Square>,
    /// Squares of the last move to highlight (from, to), as the viewer may know them.
    pub last_move: Vec<Square>,
    /// Chakart: every square the last turn's pieces passed through, in order.
    pub path: Vec<Square>,
    /// Chakart: powers left.
    pub powers: Option<ByColor<Powers>>,
    /// Chakart 2020: captured pieces per side, counts for pawn, rook, knight, bishop, queen, king.
    pub pool: Option<ByColor<[u8; 6]>>,
}

impl BoardView {
    /// An empty view (for building one square by square).
    pub fn empty(ruleset: RuleSet, viewer: Viewer, turn: Color) -> BoardView {
        BoardView {
            ruleset,
            viewer,
            cells: [ViewCell::Empty; 64],
            turn,
            check: Vec::new(),
            last_move: Vec::new(),
            path: Vec::new(),
            powers: None,
            pool: None,
        }
    }

    pub fn get(&self, sq: Square) -> ViewCell {
        self.cells[sq.index()]
    }
}
