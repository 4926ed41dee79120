//! Attack tables: leapers (knight, king, pawn) computed at compile time, sliders (rook,
//! bishop) by magic bitboards found once at first use, and the between/line tables that the
//! legal move generator uses for pins and checks.

use super::bitboard::{bit, Bitboard};
use std::sync::OnceLock;

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

const fn leaper_table(steps: &[(i8, i8); 8]) -> [Bitboard; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8;
        let mut i = 0;
        while i < 8 {
            let (df, dr) = steps[i];
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1u64 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table(forward: i8) -> [Bitboard; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8 + forward;
        if r >= 0 && r < 8 {
            if f > 0 {
                table[sq] |= 1u64 << (r * 8 + f - 1);
            }
            if f < 7 {
                table[sq] |= 1u64 << (r * 8 + f + 1);
            }
        }
        sq += 1;
    }
    table
}

/// Knight moves from each square.
pub static KNIGHT: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);
/// King moves from each square.
pub static KING: [Bitboard; 64] = leaper_table(&KING_STEPS);
/// Pawn captures from each square, white (index 0) and black (index 1).
pub static PAWN: [[Bitboard; 64]; 2] = [pawn_table(1), pawn_table(-1)];

/// Slider rays from `sq` in `dirs`, stopping at (and including) the first blocker.
fn slide(sq: usize, occupied: Bitboard, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            let b = bit((r * 8 + f) as usize);
            out |= b;
            if occupied & b != 0 {
                break;
            }
        }
    }
    out
}

/// The squares whose occupancy matters for a slider on `sq` (board edges excluded).
fn relevant_mask(sq: usize, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            let (nf, nr) = (f + df, r + dr);
            if !(0..8).contains(&nf) || !(0..8).contains(&nr) {
                break;
            }
            // The last square of a ray never blocks anything behind it.
            let (ef, er) = (nf + df, nr + dr);
            if !(0..8).contains(&ef) || !(0..8).contains(&er) {
                break;
            }
            out |= bit((nr * 8 + nf) as usize);
            f = nf;
            r = nr;
        }
    }
    out
}

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: Bitboard,
    magic: u64,
    shift: u32,
    offset: usize,
}

/// The tables built at first use.
pub struct Tables {
    rook_magics: [Magic; 64],
    bishop_magics: [Magic; 64],
    attacks: Vec<Bitboard>,
    /// Squares strictly between two aligned squares (empty if not aligned).
    between: Vec<Bitboard>,
    /// The whole line through two aligned squares (empty if not aligned).
    line: Vec<Bitboard>,
}

/// A small deterministic generator for the magic search (xorshift64*).
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magics(
    dirs: &[(i8, i8); 4],
    attacks: &mut Vec<Bitboard>,
    rng: &mut Xorshift,
) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    let mut occupancies = Vec::with_capacity(4096);
    let mut references = Vec::with_capacity(4096);
    let mut epoch = vec![0u32; 4096];
    let mut used = vec![0u64; 4096];
    let mut attempt = 0u32;
    for (sq, m) in magics.iter_mut().enumerate() {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let size = 1usize << bits;
        occupancies.clear();
        references.clear();
        // Carry-Rippler enumeration of every subset of the mask.
        let mut subset: Bitboard = 0;
        loop {
            occupancies.push(subset);
            references.push(slide(sq, subset, dirs));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        'search: loop {
            let magic = rng.sparse();
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            for (occ, reference) in occupancies.iter().zip(&references) {
                let idx = (occ.wrapping_mul(magic) >> shift) as usize;
                if epoch[idx] != attempt {
                    epoch[idx] = attempt;
                    used[idx] = *reference;
                } else if used[idx] != *reference {
                    continue 'search;
                }
            }
            let offset = attacks.len();
            attacks.resize(offset + size, 0);
            for i in 0..size {
                if epoch[i] == attempt {
                    attacks[offset + i] = used[i];
                }
            }
            *m = Magic {
                mask,
                magic,
                shift,
                offset,
            };
            break;
        }
    }
    magics
}

fn build() -> Tables {
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    let mut attacks = Vec::with_capacity(110_000);
    let rook_magics = find_magics(&ROOK_DIRS, &mut attacks, &mut rng);
    let bishop_magics = find_magics(&BISHOP_DIRS, &mut attacks, &mut rng);
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in 0..64 {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let rays = slide(a, 0, dirs);
            for b in super::bitboard::Squares(rays) {
                let ab = slide(a, bit(b), dirs) & slide(b, bit(a), dirs);
                between[a * 64 + b] = ab;
                line[a * 64 + b] = (rays & slide(b, 0, dirs)) | bit(a) | bit(b);
            }
        }
    }
    Tables {
        rook_magics,
        bishop_magics,
        attacks,
        between,
        line,
    }
}

static TABLES: OnceLock<Tables> = OnceLock::new();

/// The slider tables (built at first call, in a few milliseconds).
#[inline(always)]
pub fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

impl Tables {
    /// Rook moves from `sq` given the occupied squares (blockers included).
    #[inline(always)]
    pub fn rook(&self, sq: usize, occupied: Bitboard) -> Bitboard {
        let m = &self.rook_magics[sq];
        let idx = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.attacks[m.offset + idx]
    }

    /// Bishop moves from `sq` given the occupied squares (blockers included).
    #[inline(always)]
    pub fn bishop(&self, sq: usize, occupied: Bitboard) -> Bitboard {
        let m = &self.bishop_magics[sq];
        let idx = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.attacks[m.offset + idx]
    }

    /// Queen moves.
    #[inline(always)]
    pub fn queen(&self, sq: usize, occupied: Bitboard) -> Bitboard {
        self.rook(sq, occupied) | self.bishop(sq, occupied)
    }

    /// Squares strictly between `a` and `b` when aligned, else empty.
    #[inline(always)]
    pub fn between(&self, a: usize, b: usize) -> Bitboard {
        self.between[a * 64 + b]
    }

    /// The full line through `a` and `b` when aligned, else empty.
    #[inline(always)]
    pub fn line(&self, a: usize, b: usize) -> Bitboard {
        self.line[a * 64 + b]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_match_the_slow_rays() {
        let t = tables();
        let mut rng = Xorshift(12345);
        for sq in 0..64 {
            for _ in 0..200 {
                let occ = rng.next() & rng.next();
                assert_eq!(t.rook(sq, occ), slide(sq, occ, &ROOK_DIRS));
                assert_eq!(t.bishop(sq, occ), slide(sq, occ, &BISHOP_DIRS));
            }
        }
    }

    #[test]
    fn leapers_and_lines() {
        assert_eq!(KNIGHT[0], bit(10) | bit(17));
        assert_eq!(KING[0], bit(1) | bit(8) | bit(9));
        assert_eq!(PAWN[0][8], bit(17));
        assert_eq!(PAWN[1][49], bit(40) | bit(42));
        let t = tables();
        // a1-h8 diagonal: between a1 and d4 are b2, c3.
        assert_eq!(t.between(0, 27), bit(9) | bit(18));
        assert_eq!(t.between(0, 17), 0); // knight distance
        assert_eq!(t.line(0, 9).count_ones(), 8);
    }
}
