//! Bitboards: a set of squares as a `u64` (bit `i` = square index `i`, a1 = bit 0).

/// A set of squares.
pub type Bitboard = u64;

/// The a-file.
pub const FILE_A: Bitboard = 0x0101_0101_0101_0101;
/// The h-file.
pub const FILE_H: Bitboard = FILE_A << 7;
/// Rank 1 (index 0).
pub const RANK_1: Bitboard = 0xff;
/// Dark squares (a1 is dark).
pub const DARK_SQUARES: Bitboard = 0xaa55_aa55_aa55_aa55;

/// The single-square set of `index`.
#[inline(always)]
pub const fn bit(index: usize) -> Bitboard {
    1u64 << index
}

/// The set of one rank (0 = rank 1).
#[inline(always)]
pub const fn rank_mask(rank: u8) -> Bitboard {
    RANK_1 << (8 * rank as u32)
}

/// Iterates over the square indices of a set, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = usize;
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(i)
        }
    }
}

/// Whether a set has more than one square.
#[inline(always)]
pub const fn more_than_one(bb: Bitboard) -> bool {
    bb & bb.wrapping_sub(1) != 0
}
