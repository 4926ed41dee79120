//! What one viewer may see of a position: the only board type that leaves the rules core
//! for rendering, public text and move lists.

use crate::rules::cell::Object;
use crate::rules::color::{ByColor, Color};
use crate::rules::event::Event;
use crate::rules::role::Piece;
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;
use crate::rules::viewer::Viewer;

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
    /// Squares a piece left the board from in the last turn (Koopa: kicked off with the
    /// line behind it, or fell off after a bounce), in the order they went, the one
    /// nearest the edge last; marked so the board shows where they were.
    pub gone: Vec<Square>,
    /// The step (files, ranks) in which the `gone` pieces left the board: a kick goes
    /// the kicker's way, a fall the bounce's; the board draws it as an arrow to the edge.
    pub gone_way: Option<(i8, i8)>,
    /// Chakart: powers left.
    pub powers: Option<ByColor<Powers>>,
    /// Chakart 2020: captured pieces per side, counts for pawn, rook, knight, bishop, queen, king.
    pub pool: Option<ByColor<[u8; 6]>>,
}

/// The smallest step of the move from `from` to `to` that repeats to it: one square for
/// a line (`a1`–`d4` is `(1, 1)`), the whole jump for a knight (`(1, 2)`).
fn unit_step(from: Square, to: Square) -> (i8, i8) {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let (mut a, mut b) = (df.unsigned_abs(), dr.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let g = a.max(1) as i8;
    (df / g, dr / g)
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
            gone: Vec::new(),
            gone_way: None,
            powers: None,
            pool: None,
        }
    }

    pub fn get(&self, sq: Square) -> ViewCell {
        self.cells[sq.index()]
    }

    /// Highlights a turn: `last_move` gets the first and last squares of what moved, and
    /// (Chakart, Koopa) `path` every square it passed through, built only from the events this
    /// view's viewer may know (after a stealth move the public sees just the square the
    /// queen left).
    ///
    /// ```
    /// use chakbot::rules::{AnyPosition, RuleSet, Viewer, Action, Square};
    /// let mut pos = AnyPosition::from_fen(RuleSet::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    /// let sq = |s: &str| s.parse::<Square>().unwrap();
    /// let report = pos.play(&Action::normal(sq("a1"), sq("a7")), &mut rand::rng()).unwrap();
    /// let mut view = pos.view(Viewer::Public);
    /// view.show_turn(&report.events);
    /// assert_eq!(view.last_move, [sq("a1"), sq("a7")]);
    /// ```
    pub fn show_turn(&mut self, events: &[Event]) {
        let mut gone: Vec<Square> = Vec::new();
        let mut gone_way = None;
        // The last step taken: a kick or a fall goes on that way.
        let mut last_step = None;
        let mut path: Vec<Square> = Vec::new();
        let mut step = |from: Option<Square>, to: Square| {
            if let Some(from) = from {
                if path.last() != Some(&from) {
                    path.push(from);
                }
            }
            if path.last() != Some(&to) {
                path.push(to);
            }
        };
        for event in events.iter().filter_map(|e| e.for_viewer(self.viewer)) {
            match event {
                Event::Moved { from, to, .. } | Event::Bounced { from, to, .. } => {
                    last_step = Some(unit_step(from, to));
                    step(Some(from), to);
                }
                Event::Hopped { from, to, .. }
                | Event::SentBack { from, to, .. }
                | Event::Jumped { from, to, .. }
                | Event::StealthMove { from, to, .. } => step(Some(from), to),
                Event::Castled {
                    king_from, king_to, ..
                } => step(Some(king_from), king_to),
                Event::ShellThrown { from, target } => step(Some(from), target),
                Event::Swapped { a, b, .. } => step(Some(a), b),
                Event::QueenVanished { from, .. } => step(None, from),
                Event::PieceDropped { square, .. } => step(None, square),
                Event::Kicked { square, .. } | Event::FellOff { from: square, .. } => {
                    gone.push(square);
                    gone_way = last_step;
                }
                // Koopa: the pieces on the line beyond a kicked piece go with it.
                Event::Captured { square, .. } if gone_way.is_some() => gone.push(square),
                _ => {}
            }
        }
        if !gone.is_empty() {
            self.gone = gone;
            self.gone_way = gone_way;
        }
        // A turn that moved nothing the viewer may see (a promotion piece chosen) keeps
        // the highlight of the move it answers: show that move's events first.
        if path.is_empty() {
            return;
        }
        self.last_move = match (path.first(), path.last()) {
            (Some(&a), Some(&b)) if a != b => vec![a, b],
            (Some(&a), _) => vec![a],
            _ => Vec::new(),
        };
        // Chakart chains and Koopa bounces draw the way the piece went.
        let chains = self.ruleset.is_chakart() || self.ruleset == RuleSet::Koopa;
        self.path = if chains && path.len() > 2 {
            path
        } else {
            Vec::new()
        };
    }
}
