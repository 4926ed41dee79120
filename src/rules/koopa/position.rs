//! The Koopa position: pieces, stun levels (with the order FEN lists them in), side to
//! move, half-move count and castling rights.

use crate::rules::{CastleSide, Color, Piece, Role, Square};

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
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// The piece on each square, by [`Square::index`].
    pub pieces: [Option<Piece>; 64],
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

    /// The square of `color`'s king, if it is on the board.
    pub fn king(&self, color: Color) -> Option<Square> {
        let king = Some(Piece::new(color, Role::King));
        Square::ALL
            .into_iter()
            .find(|sq| self.pieces[sq.index()] == king)
    }

    /// Whether `color` still has its king.
    pub fn has_king(&self, color: Color) -> bool {
        self.king(color).is_some()
    }
}
