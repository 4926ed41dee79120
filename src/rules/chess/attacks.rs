//! Attack tables: leapers (knight, king, pawn) computed at compile time, sliders (rook,
//! bishop) by magic bitboards (numbers embedded, tables filled at first use), and the
//! between/line tables that the legal move generator uses for pins and checks.

use super::bitboard::{bit, Bitboard};
use crate::rules::geometry::{DIAGONAL, KING_STEPS, KNIGHT_STEPS, ORTHOGONAL};
use std::sync::OnceLock;

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

/// Magic numbers for the rook, as the search below finds them from its fixed seed;
/// embedded so that start-up checks them instead of searching (~0.2 s saved per process).
const ROOK_MAGICS: [u64; 64] = [
    0x1080004008801020,
    0x0840092002c03000,
    0x1900200010400900,
    0x0880100008000480,
    0x4200100420080200,
    0x8100020100080400,
    0x0200040110886200,
    0x0200008040220411,
    0x0404800084400220,
    0x0000401000402000,
    0x0086001081220440,
    0x0408800800100280,
    0x000a001201040820,
    0x8848800200840080,
    0x4001000100040200,
    0x0442000102105084,
    0x9080010020804100,
    0x0040404000201009,
    0x0000808010002009,
    0x2200090021d00100,
    0x0008008008040080,
    0x0004004002010040,
    0x0011040008015042,
    0x00000a0001768104,
    0x0000800080204009,
    0x2010004140002001,
    0x9800200280100080,
    0x1000100080080080,
    0x0442000a00049020,
    0x2100040080020080,
    0x0800120400900148,
    0x0010040a00128541,
    0x2800804000800030,
    0x1010002000400041,
    0x4000200011004100,
    0x0610008410800800,
    0x0400802402800800,
    0xc100020080800400,
    0x0002000802000401,
    0x0182085882000401,
    0x0220204000808000,
    0x2860100040024022,
    0x0001002004110040,
    0x99101042000a0020,
    0x0004080004008080,
    0x0010040002008080,
    0x2012004881020004,
    0x8300842444820011,
    0x0088403882010200,
    0x0820400080210100,
    0x0110910040a00300,
    0x0801100280080480,
    0x0242009008200600,
    0x1002000489500200,
    0x0040800200010080,
    0x0091800041000080,
    0x0000209300488001,
    0x04c1002414824001,
    0x020020000b001041,
    0x7000100004200901,
    0x8002002004100802,
    0x30010002084c0007,
    0x0888221800813004,
    0x4000002840840112,
];

/// Magic numbers for the bishop, as the search below finds them from its fixed seed;
/// embedded so that start-up checks them instead of searching (~0.2 s saved per process).
const BISHOP_MAGICS: [u64; 64] = [
    0xa010041108003100,
    0x006082020a002900,
    0x6810010619200000,
    0x08281a0520000408,
    0x0001104001000400,
    0x0018901008048400,
    0x00040a0210245280,
    0x000200210808a402,
    0x9140048410821200,
    0x0800091010820041,
    0x20504804832202c0,
    0x0100091401081000,
    0x8021011140000012,
    0x0810020804450400,
    0x208b0542109008a2,
    0x0080084a08040204,
    0x0040e2a80811244c,
    0x2505022008008108,
    0x0430220100420040,
    0x010a040420220040,
    0x1105000290400000,
    0x0093001200822120,
    0x4000a62048043004,
    0x280120048a015004,
    0x006090002a020814,
    0x44042000240800d0,
    0x01102800040a4400,
    0x1004080080220040,
    0x0001001011004024,
    0x0010044000805040,
    0x0914041200820100,
    0x0004821012821480,
    0x0024040500c05021,
    0x0088611002080200,
    0x0116080a00040020,
    0x4000020080080080,
    0x2450450140840040,
    0x0000880201484100,
    0x0222020404020092,
    0x8081110600002e00,
    0x2842101105000801,
    0x1100809008001025,
    0x00020202221c0400,
    0x0422014022009020,
    0x0210046102100c00,
    0xc004008082029102,
    0x00aa461801101200,
    0x0404080080201108,
    0x020542108c205002,
    0x0410544804100100,
    0x0040910841100000,
    0x0400200042021100,
    0x00004204850400c0,
    0x0200100410a42102,
    0x1040020801210102,
    0x0805040410420000,
    0x2884804130100200,
    0x800c262201242000,
    0x1058000194108800,
    0x0014221054420204,
    0x0104000012a02200,
    0x0200881003300100,
    0x0140400202840100,
    0x0402020801010201,
];

/// Finds a magic for each square, trying the `known` one first (falling back to a search
/// if it does not fit), and appends the attack tables to `attacks`.
fn find_magics(
    known: &[u64; 64],
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
        let mut candidate = Some(known[sq]);
        'search: loop {
            let magic = candidate.take().unwrap_or_else(|| rng.sparse());
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
    let rook_magics = find_magics(&ROOK_MAGICS, &ORTHOGONAL, &mut attacks, &mut rng);
    let bishop_magics = find_magics(&BISHOP_MAGICS, &DIAGONAL, &mut attacks, &mut rng);
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in 0..64 {
        for dirs in [&ORTHOGONAL, &DIAGONAL] {
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
                assert_eq!(t.rook(sq, occ), slide(sq, occ, &ORTHOGONAL));
                assert_eq!(t.bishop(sq, occ), slide(sq, occ, &DIAGONAL));
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
