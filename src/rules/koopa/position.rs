//! The Koopa position: pieces, stun levels (with the order FEN lists them in), side to
//! move, half-move count and castling rights.

use crate::rules::color::Color;
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use crate::rules::variant::CastleSide;

/// Castling rights: for each side, the file (0..8) of the queenside and kingside rook that
/// may still castle, if any.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling {
    /// `[white, black]`, each `[queenside, kingside]`.
    pub files: [[Option<u8>; 2]; 2],
}

impl Castling {
    /// Index of a castling side in `files`.
    pub const fn side_index(side: CastleSide) -> usize {
        match side {
            CastleSide::Queen => 0,
            CastleSide::King => 1,
        }
    }

    /// The rook file that may castle to `side`, if any.
    pub fn file(&self, color: Color, side: CastleSide) -> Option<u8> {
        self.files[color.index()][Castling::side_index(side)]
    }

    /// Drops both rights of `color`.
    pub fn clear_color(&mut self, color: Color) {
        self.files[color.index()] = [None, None];
    }

    /// Drops `color`'s right tied to the rook square `sq`, if `sq` is one.
    pub fn clear_square(&mut self, color: Color, sq: Square) {
        if sq.rank() != color.back_rank() {
            return;
        }
        for f in self.files[color.index()].iter_mut() {
            if *f == Some(sq.file()) {
                *f = None;
            }
        }
    }
}

/// Stun bookkeeping: the level (0 = free) of the piece on each square, and the order in
/// which the FEN lists the stunned squares (older stuns first, as the reference writes).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Stuns {
    /// Level 0..=4 per square index.
    pub levels: [u8; 64],
    /// Squares with a level > 0, in FEN order; only the first `len` entries count.
    order: [u8; 64],
    len: u8,
}

impl Default for Stuns {
    fn default() -> Stuns {
        Stuns {
            levels: [0; 64],
            order: [0; 64],
            len: 0,
        }
    }
}

impl Stuns {
    /// The level of the piece on `sq` (0 = not stunned).
    #[inline]
    pub fn level(&self, sq: Square) -> u8 {
        self.levels[sq.index()]
    }

    /// Whether nothing is stunned.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Stunned squares with their levels, in FEN order.
    pub fn entries(&self) -> impl Iterator<Item = (Square, u8)> + '_ {
        self.order[..self.len as usize]
            .iter()
            .filter_map(move |&i| {
                let sq = Square::from_index(i as usize)?;
                Some((sq, self.levels[i as usize]))
            })
    }

    /// Appends a stun at `level` (FEN reading and new stuns). A square already listed keeps
    /// its place and takes the new level.
    pub fn push(&mut self, sq: Square, level: u8) {
        let i = sq.index();
        if self.levels[i] == 0 {
            self.order[self.len as usize] = i as u8;
            self.len += 1;
        }
        self.levels[i] = level;
    }

    /// Forgets the stun on `sq` (its piece left the game). The entry is dropped at the next
    /// [`Stuns::tick`].
    #[inline]
    pub fn forget(&mut self, sq: Square) {
        self.levels[sq.index()] = 0;
    }

    /// End of a half-move: every remaining level drops by one; entries reaching 0, or whose
    /// piece left the game, are dropped. Squares whose piece recovered are passed to
    /// `recovered`.
    pub fn tick(&mut self, mut recovered: impl FnMut(Square)) {
        let mut kept = 0;
        for k in 0..self.len as usize {
            let i = self.order[k] as usize;
            match self.levels[i] {
                0 => {}
                1 => {
                    self.levels[i] = 0;
                    if let Some(sq) = Square::from_index(i) {
                        recovered(sq);
                    }
                }
                l => {
                    self.levels[i] = l - 1;
                    self.order[kept] = i as u8;
                    kept += 1;
                }
            }
        }
        self.len = kept as u8;
    }
}

/// A Koopa position. Copy-cheap (a few hundred bytes), so search copies it.
///
/// Pieces change only through [`Board::put`], which keeps the occupancy bitboards in step.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// The piece on each square, by [`Square::index`].
    pieces: [Option<Piece>; 64],
    /// Squares (bit = [`Square::index`]) holding white's, black's pieces.
    occupied: [u64; 2],
    /// Squares holding a king of either side.
    kings: u64,
    pub stuns: Stuns,
    pub side: Color,
    /// Half-moves played.
    pub plies: u32,
    pub castling: Castling,
}

impl Board {
    /// An empty board, white to move, nothing else.
    pub fn empty() -> Board {
        Board {
            pieces: [None; 64],
            occupied: [0; 2],
            kings: 0,
            stuns: Stuns::default(),
            side: Color::White,
            plies: 0,
            castling: Castling::default(),
        }
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.pieces[sq.index()]
    }

    /// Puts `piece` on `sq` (`None` empties it), replacing what was there.
    #[inline]
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        let bit = 1u64 << sq.index();
        self.occupied[0] &= !bit;
        self.occupied[1] &= !bit;
        self.kings &= !bit;
        if let Some(p) = piece {
            self.occupied[p.color.index()] |= bit;
            if p.role == Role::King {
                self.kings |= bit;
            }
        }
        self.pieces[sq.index()] = piece;
    }

    /// Removes and returns the piece on `sq`.
    #[inline]
    pub fn take(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.pieces[sq.index()];
        if piece.is_some() {
            self.put(sq, None);
        }
        piece
    }

    /// The squares of `color`'s pieces, as a bitboard (bit = [`Square::index`]).
    #[inline]
    pub fn occupied(&self, color: Color) -> u64 {
        self.occupied[color.index()]
    }

    /// The square of `color`'s king, if it is on the board.
    pub fn king(&self, color: Color) -> Option<Square> {
        let bits = self.kings & self.occupied[color.index()];
        if bits == 0 {
            None
        } else {
            Square::from_index(bits.trailing_zeros() as usize)
        }
    }

    /// Whether `color` still has its king.
    #[inline]
    pub fn has_king(&self, color: Color) -> bool {
        self.kings & self.occupied[color.index()] != 0
    }

    /// The pieces on the board, square by square (a1 first).
    pub fn pieces(&self) -> &[Option<Piece>; 64] {
        &self.pieces
    }

    /// Whether the bitboards agree with the pieces (a check for tests).
    pub fn is_consistent(&self) -> bool {
        let mut fresh = Board::empty();
        for sq in Square::ALL {
            fresh.put(sq, self.pieces[sq.index()]);
        }
        fresh.occupied == self.occupied && fresh.kings == self.kings
    }
}
