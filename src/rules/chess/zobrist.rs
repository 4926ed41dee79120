//! Zobrist keys for repetition detection, fixed at compile time (splitmix64 from a constant
//! seed), so keys are the same in every run.

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const PIECE_KEYS: usize = 2 * 7 * 64;
const TOTAL: usize = PIECE_KEYS + 4 + 8 + 1;

const KEYS: [u64; TOTAL] = {
    let mut keys = [0u64; TOTAL];
    let mut i = 0;
    while i < TOTAL {
        keys[i] = splitmix(0x6368_616b_626f_7400 ^ (i as u64).wrapping_mul(0x1234_5679));
        i += 1;
    }
    keys
};

/// Key of a piece (colour index, role index 0..7) on a square index.
#[inline]
pub const fn piece(color: usize, role: usize, sq: usize) -> u64 {
    KEYS[(color * 7 + role) * 64 + sq]
}

/// Key of one castling right (bit 0..4: white king side, white queen side, black king
/// side, black queen side).
#[inline]
pub const fn castling(right: usize) -> u64 {
    KEYS[PIECE_KEYS + right]
}

/// Key of an en-passant file (only counted when a legal en-passant capture exists).
#[inline]
pub const fn ep_file(file: usize) -> u64 {
    KEYS[PIECE_KEYS + 4 + file]
}

/// Key of black to move.
#[inline]
pub const fn black_to_move() -> u64 {
    KEYS[PIECE_KEYS + 12]
}
