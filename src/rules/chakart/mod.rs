//! Chakart, both editions (`chakart` = current, seed 004; `chakart-2020` = seeds 000/002):
//! items, effect chains, eggs, the stealth queen, the shell and the turn's choices.
//!
//! # FEN
//!
//! `board side plies powers pool`, e.g. `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1111
//! 000000000000`. `plies` counts complete turns. Read: any prefix of the fields, and the
//! xogo form `board side plies {"flags":"1111"}`. The pool is counted in the 2020 edition
//! only (the current edition keeps the field as read).
//!
//! A turn waiting for a choice is written with a suffix of `?` tokens, in order:
//! - `?promote=e8`: the pawn on e8 promotes (always asked first);
//! - `?kingboo` (current: any two pieces) / `?kingboo=e4` (2020: the piece on e4 with another);
//! - `?toadette=n` (current: the drawn piece) / `?toadette` (2020: a piece from the pool);
//! - `?daisy` (current: any piece) / `?daisy=e4` (2020: the piece on e4 moves again);
//! - `?promoted=e8`: where the piece promoted earlier this turn stands (it leaves no item
//!   this turn, e.g. when Daisy moves it);
//! - `?fresh=e4,f5`: pieces immobilized during this turn (they stay immobilized when it
//!   ends; the mover's other immobilized pieces are released then). An immobilized enemy
//!   piece that Luigi gives to the mover counts as immobilized during this turn.
//!
//! Nothing else needs persisting mid-turn: the rook/bishop drop is made as soon as its chain
//! ends (before any choice), and a hidden queen always belongs to the side not to move and
//! is revealed when the side to move completes its turn.
//!
//! # Conventions
//! - A pawn's move is written without promotion (`e7e8`); if the pawn stands on its last
//!   rank when the chain is over, the turn waits for `promote q|r|b|n|k`.
//! - Random draws (see [`draws`]): banana hop candidates N, S, E, W; bomb hop NE, NW, SE,
//!   SW (off-board ones dropped; 2020: only empty/object squares); banana drop (rook)
//!   NE, NW, SE, SW; bomb drop (bishop) N, S, E, W (eligible ones); egg effects in
//!   [`EggEffect::ALL`] order (2020: the applicable ones in that order); Toadette's piece
//!   Q, R, N, B, K; Luigi/Waluigi candidates from rank 8 to 1, file a to h.
//! - A piece Toadette created that Koopa hits is removed (reported as `Captured`).

mod chain;
mod draws;
mod eggs;
mod fen;
mod movegen;
mod position;
mod powers;
mod start;
mod view;

#[doc(hidden)]
pub use draws::testing;
pub use position::Position;

use crate::rules::action::Action;
use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::Color;
use crate::rules::error::{FenError, MoveError, PowerWhy, Why};
use crate::rules::event::{Pending, TurnReport};
use crate::rules::outcome::{DrawReason, Outcome, WinReason};
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use crate::rules::variant::{MoveDesc, Variant};
use crate::rules::view::BoardView;
use crate::rules::viewer::Viewer;
use rand::Rng;
use std::hash::{Hash, Hasher};

impl Position {
    /// The FEN as `viewer` sees it (a hidden queen only for its owner).
    ///
    /// ```
    /// use chakbot::rules::chakart::Position;
    /// use chakbot::rules::{Color, RuleSet, Variant, Viewer};
    /// let p = Position::from_fen(RuleSet::Chakart, "4k3/8/8/7I/8/8/8/4K3 b 1 1011").unwrap();
    /// assert_eq!(p.view_fen(Viewer::Public), "4k3/8/8/8/8/8/8/4K3 b 1 1011 000000000000");
    /// assert_eq!(p.view_fen(Viewer::Player(Color::White)), p.fen());
    /// ```
    pub fn view_fen(&self, viewer: Viewer) -> String {
        view::view_fen(self, viewer)
    }
}

impl Variant for Position {
    fn start<R: Rng + ?Sized>(ruleset: RuleSet, option: StartOption, rng: &mut R) -> Self {
        start::start(ruleset, option, rng)
    }

    fn from_fen(ruleset: RuleSet, fen: &str) -> Result<Self, FenError> {
        fen::read(ruleset, fen)
    }

    fn fen(&self) -> String {
        fen::write(self)
    }

    fn ruleset(&self) -> RuleSet {
        self.ruleset
    }

    fn turn(&self) -> Color {
        self.side
    }

    fn pending(&self) -> Option<Pending> {
        self.choices.first().map(|&c| Pending {
            player: self.side,
            choice: chain::kind(c),
        })
    }

    fn legal_moves(&self) -> Vec<MoveDesc> {
        movegen::legal_actions(self)
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        rng: &mut R,
    ) -> Result<TurnReport, MoveError> {
        chain::play(self, action, rng)
    }

    /// Only the mover's own piece is looked at: whatever stands in its way may be a hidden
    /// queen, which a reason must not reveal.
    fn why_not(&self, from: Square, _to: Square, _promotion: Option<Role>) -> Why {
        let mover = Variant::turn(self);
        match self.get(from) {
            // A hidden queen is empty space to its opponent.
            Cell::Piece(p, PieceState::Hidden) if p.color != mover => Why::NothingThere,
            Cell::Piece(p, _) if p.color != mover => Why::NotYours,
            Cell::Piece(_, PieceState::Frozen) => Why::Immobilized {
                later: self.fresh & position::bit(from) != 0,
            },
            Cell::Piece(..) => Why::CannotGo,
            _ => Why::NothingThere,
        }
    }

    fn why_no_power(&self, shell: bool) -> PowerWhy {
        powers::why_not(self, shell)
    }

    /// Chakart moves are random: only depth 0 and 1 are counted (1 and the number of legal
    /// actions); deeper depths return 0.
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.legal_moves().len() as u64,
            _ => 0,
        }
    }

    fn status(&self) -> Option<Outcome> {
        if !self.choices.is_empty() {
            return None;
        }
        match (self.has_king(Color::White), self.has_king(Color::Black)) {
            (false, false) => return Some(Outcome::Draw(DrawReason::BothKingsLost)),
            (false, true) => {
                return Some(Outcome::Decisive {
                    winner: Color::Black,
                    reason: WinReason::KingsCaptured,
                })
            }
            (true, false) => {
                return Some(Outcome::Decisive {
                    winner: Color::White,
                    reason: WinReason::KingsCaptured,
                })
            }
            _ => {}
        }
        if self.legal_moves().is_empty() {
            return Some(Outcome::Decisive {
                winner: !self.side,
                reason: WinReason::NoLegalMove,
            });
        }
        None
    }

    /// Everything but the ply count: cells (hidden queens and immobilized pieces included),
    /// side, powers, pool, pending choices.
    fn repetition_key(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.cells.hash(&mut h);
        self.side.hash(&mut h);
        self.powers.hash(&mut h);
        self.pool.hash(&mut h);
        self.choices.hash(&mut h);
        self.fresh.hash(&mut h);
        self.promoted.hash(&mut h);
        h.finish()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        view::view(self, viewer, self.side)
    }
}
