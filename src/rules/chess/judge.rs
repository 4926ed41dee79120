//! What the position itself decides: checkmate and stalemate, insufficient material,
//! who can still mate, the repetition key, and the board view.

use super::bitboard::{Squares, DARK_SQUARES};
use super::position::{MoveKind, Position, NO_EP};
use super::zobrist;
use crate::rules::color::Color;
use crate::rules::outcome::{DrawReason, Outcome, WinReason};
use crate::rules::role::Role;
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;
use crate::rules::view::{BoardView, Mark, ViewCell};
use crate::rules::viewer::Viewer;

impl Position {
    /// Checkmate or stalemate, if the side to move has no legal move.
    pub(super) fn judge_status(&self) -> Option<Outcome> {
        if !self.legal().is_empty() {
            return None;
        }
        Some(if self.checkers() != 0 {
            Outcome::Decisive {
                winner: self.turn.other(),
                reason: WinReason::Checkmate,
            }
        } else {
            Outcome::Draw(DrawReason::Stalemate)
        })
    }

    /// Chess: K v K, K+minor v K, or only bishops besides the kings, all on one colour.
    /// Never in Maharaja (a lone Maharaja can mate a lone king).
    pub(super) fn dead_draw(&self) -> bool {
        if self.ruleset != RuleSet::Chess {
            return false;
        }
        let r = &self.roles;
        if r[Role::Pawn as usize] | r[Role::Rook as usize] | r[Role::Queen as usize] != 0 {
            return false;
        }
        let knights = r[Role::Knight as usize];
        let bishops = r[Role::Bishop as usize];
        let minors = (knights | bishops).count_ones();
        if minors <= 1 {
            return true;
        }
        knights == 0 && (bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0)
    }

    /// Whether `color` has material to mate with, against the opponent's material.
    pub(super) fn has_mating_material(&self, color: Color) -> bool {
        let mine = |role: Role| self.pieces(color, role);
        let theirs = |role: Role| self.pieces(color.other(), role);
        if self.ruleset == RuleSet::Maharaja && mine(Role::Maharaja) != 0 {
            return true;
        }
        if mine(Role::Pawn) | mine(Role::Rook) | mine(Role::Queen) != 0 {
            return true;
        }
        let knights = mine(Role::Knight);
        let bishops = mine(Role::Bishop);
        if knights == 0 && bishops == 0 {
            return false;
        }
        if self.ruleset == RuleSet::Maharaja {
            // Black minor pieces against the Maharaja: help-mates exist.
            return true;
        }
        let on_dark = bishops & DARK_SQUARES != 0;
        let on_light = bishops & !DARK_SQUARES != 0;
        if (on_dark && on_light) || (knights != 0 && bishops != 0) || knights.count_ones() >= 2 {
            return true;
        }
        if knights != 0 {
            // A lone knight mates only if the defender has a piece to block its king in
            // (anything but queens).
            return theirs(Role::Pawn)
                | theirs(Role::Knight)
                | theirs(Role::Bishop)
                | theirs(Role::Rook)
                != 0;
        }
        // Bishops all on one colour: the defender needs a pawn, a knight or a bishop on
        // the other colour.
        let other_colour = if on_dark { !DARK_SQUARES } else { DARK_SQUARES };
        theirs(Role::Pawn) | theirs(Role::Knight) | (theirs(Role::Bishop) & other_colour) != 0
    }

    /// The Zobrist key for repetition: pieces, side to move, castling rights, and the
    /// en-passant file only when a legal en-passant capture exists.
    pub(crate) fn key(&self) -> u64 {
        let mut key = 0;
        for (i, &code) in self.mailbox.iter().enumerate() {
            if code != 0 {
                let c = (code - 1) as usize;
                key ^= zobrist::piece(c >> 3, c & 7, i);
            }
        }
        for right in 0..4 {
            if self.castling & (1 << right) != 0 {
                key ^= zobrist::castling(right);
            }
        }
        if self.turn == Color::Black {
            key ^= zobrist::black_to_move();
        }
        if self.ep != NO_EP
            && self
                .legal()
                .as_slice()
                .iter()
                .any(|m| m.kind == MoveKind::EnPassant)
        {
            key ^= zobrist::ep_file((self.ep & 7) as usize);
        }
        key
    }

    /// The board as anyone sees it (nothing is hidden in these rule sets).
    pub(super) fn board_view(&self, viewer: Viewer) -> BoardView {
        let mut view = BoardView::empty(self.ruleset, viewer, self.turn);
        for sq in Square::ALL {
            if let Some(piece) = self.piece_at(sq) {
                view.cells[sq.index()] = ViewCell::Piece {
                    piece,
                    mark: Mark::None,
                };
            }
        }
        if self.checkers() != 0 {
            view.check = Squares(self.royals(self.turn))
                .filter_map(Square::from_index)
                .collect();
        }
        if self.last_move[0] != self.last_move[1] {
            view.last_move = self
                .last_move
                .iter()
                .filter_map(|&i| Square::from_index(i as usize))
                .collect();
        }
        view
    }
}
