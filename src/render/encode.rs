//! Fast PNG encoding of indexed images: a purpose-built deflate that knows the board's
//! shape. Each position tries a few match distances that pay on a chess board (the row
//! above, the same byte repeated, one and two squares to the left), greedily, and
//! writes them with a dynamic Huffman code. No hashing, one pass: a candidate is looked at
//! only if its first three bytes match (or, once a match is held, if it matches the byte
//! that would make it longer), runs are compared eight bytes at a time, and the scratch
//! buffers are kept per thread. A 640x728 board takes about 0.35 ms and 15-20 KiB.

use super::theme::Rgb;
use std::cell::RefCell;

/// Encodes a `width` x `height` image of palette indices (row-major) as an 8-bit palette
/// PNG.
pub fn png(width: usize, height: usize, pixels: &[u8], palette: &[Rgb]) -> Vec<u8> {
    let mut out = Vec::with_capacity(32 * 1024);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&(width as u32).to_be_bytes());
    ihdr.extend_from_slice(&(height as u32).to_be_bytes());
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    let pal: Vec<u8> = palette.iter().flatten().copied().collect();
    chunk(&mut out, b"PLTE", &pal);
    let idat = zlib_rows(pixels, width, height, square_hint(width));
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// Board squares are an eighth of the width: pieces repeat at that distance.
fn square_hint(width: usize) -> usize {
    (width / 8).max(1)
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut h = crc32fast::Hasher::new();
    h.update(kind);
    h.update(data);
    out.extend_from_slice(&h.finalize().to_be_bytes());
}

/// LSB-first bit writer.
struct Bits {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    #[inline]
    fn put(&mut self, value: u32, bits: u32) {
        self.acc |= (value as u64) << self.n;
        self.n += bits;
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        while self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
        self.out
    }
}

fn reverse(code: u32, bits: u32) -> u32 {
    code.reverse_bits() >> (32 - bits)
}

/// A Huffman code already bit-reversed for writing, with its length (extra bits folded in).
#[derive(Copy, Clone, Default)]
struct Code {
    bits: u32,
    len: u32,
}

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u32; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u32; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u32; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// Longest common run of `data[i..end]` and `data[i - d..]`, at most 258.
#[inline]
fn run(data: &[u8], i: usize, d: usize, end: usize) -> usize {
    if d > i {
        return 0;
    }
    let max = (end - i).min(258);
    let a = &data[i..i + max];
    let b = &data[i - d..i - d + max];
    // Eight bytes at a time: the first differing byte is found from the XOR's low zeros.
    let mut n = 0;
    for (x, y) in a.chunks_exact(8).zip(b.chunks_exact(8)) {
        let diff = word(x) ^ word(y);
        if diff != 0 {
            return n + (diff.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + a[n..]
        .iter()
        .zip(&b[n..])
        .take_while(|(x, y)| x == y)
        .count()
}

/// Eight bytes as a little-endian word (`bytes` has length 8).
#[inline]
fn word(bytes: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(bytes);
    u64::from_le_bytes(w)
}

/// One deflate token: a literal byte or a match (length 3..=258, distance code index).
#[derive(Copy, Clone)]
enum Token {
    Lit(u8),
    Match { len: u16, dist: u8 },
}

/// The zlib stream of the PNG scanlines (filter type 0 on every row).
fn zlib_rows(pixels: &[u8], width: usize, height: usize, sq: usize) -> Vec<u8> {
    // Scratch buffers kept per thread: a fresh half-megabyte buffer per image costs more
    // in page faults than the whole match search.
    thread_local! {
        static SCRATCH: RefCell<(Vec<u8>, Vec<Token>)> = const { RefCell::new((Vec::new(), Vec::new())) };
    }
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => {
            let (data, tokens) = &mut *scratch;
            zlib_rows_in(pixels, width, height, sq, data, tokens)
        }
        Err(_) => zlib_rows_in(pixels, width, height, sq, &mut Vec::new(), &mut Vec::new()),
    })
}

/// [`zlib_rows`] with the scanline and token buffers supplied (their contents are replaced).
fn zlib_rows_in(
    pixels: &[u8],
    width: usize,
    height: usize,
    sq: usize,
    data: &mut Vec<u8>,
    tokens: &mut Vec<Token>,
) -> Vec<u8> {
    scanlines(pixels, width, height, data);
    let data: &[u8] = data;
    // The row above, the byte before, then the same row two, one and four squares back
    // (two wider ones saved under 1% of the bytes for ~10% more time).
    let candidates: Candidates = [width + 1, 1, 2 * sq, sq, 4 * sq];
    let dist_index = candidates.map(|d| {
        DIST_BASE
            .iter()
            .rposition(|&b| b as usize <= d)
            .unwrap_or(0)
    });
    let mut freq = Freq {
        lit: [0; 286],
        dist: [0; 30],
    };
    tokenize(data, &candidates, &dist_index, tokens, &mut freq);
    freq.lit[256] += 1;
    let lit_len = lengths(&freq.lit, 15);
    let dist_len = lengths(&freq.dist, 15);
    let lit_codes = canonical(&lit_len);
    let dist_codes = canonical(&dist_len);

    let mut bits = Bits {
        out: Vec::with_capacity(32 * 1024),
        acc: 0,
        n: 0,
    };
    bits.out.extend_from_slice(&[0x78, 0x01]);
    bits.put(0b101, 3); // BFINAL, dynamic Huffman
    write_header(&mut bits, &lit_len, &dist_len);
    let dist_words = distance_words(&candidates, &dist_index, &dist_codes);
    write_tokens(&mut bits, tokens, &lit_codes, &dist_words);
    let eob = lit_codes[256];
    bits.put(eob.bits, eob.len);
    let mut out = bits.finish();
    let mut adler = simd_adler32::Adler32::new();
    adler.write(data);
    out.extend_from_slice(&adler.finish().to_be_bytes());
    out
}

/// The match distances tried at each position, in order.
type Candidates = [usize; 5];

/// How often each literal/length and distance symbol is used.
struct Freq {
    lit: [u32; 286],
    dist: [u32; 30],
}

/// Fills `data` with the PNG scanlines of the image: each row after its filter byte (0).
fn scanlines(pixels: &[u8], width: usize, height: usize, data: &mut Vec<u8>) {
    let stride = width + 1;
    data.clear();
    data.reserve(stride * height);
    for row in pixels.chunks_exact(width.max(1)).take(height) {
        data.push(0);
        data.extend_from_slice(row);
    }
}

/// Replaces `tokens` with `data` as greedy matches at the `candidates` distances (their
/// distance codes: `dist_index`) and literals, counting each symbol in `freq`.
#[inline]
fn tokenize(
    data: &[u8],
    candidates: &Candidates,
    dist_index: &[usize; 5],
    tokens: &mut Vec<Token>,
    freq: &mut Freq,
) {
    tokens.clear();
    let end = data.len();
    let mut i = 0;
    while i < end {
        let (best, best_k) = best_match(data, i, candidates);
        if best >= 3 {
            tokens.push(Token::Match {
                len: best as u16,
                dist: best_k as u8,
            });
            freq.lit[len_symbol(best)] += 1;
            freq.dist[dist_index[best_k]] += 1;
            i += best;
        } else {
            tokens.push(Token::Lit(data[i]));
            freq.lit[data[i] as usize] += 1;
            i += 1;
        }
    }
}

/// The longest match at `i` among the `candidates` distances: its length (under 3 when
/// there is none) and the candidate's index.
#[inline(always)]
fn best_match(data: &[u8], i: usize, candidates: &Candidates) -> (usize, usize) {
    let end = data.len();
    let mut best = 0;
    let mut best_k = 0;
    let here = (i + 3 <= end).then(|| head3(data, i));
    for (k, &d) in candidates.iter().enumerate() {
        // A candidate can only beat `best` if it also matches the byte at `i + best`
        // (zlib's quick rejection): most candidates stop here without a scan.
        if d > i {
            continue;
        }
        if best == 0 {
            // No match yet: a candidate must share the first three bytes to count.
            if here.is_none() || here != Some(head3(data, i - d)) {
                continue;
            }
        } else if i + best >= end || data[i + best] != data[i + best - d] {
            continue;
        }
        let l = run(data, i, d, end);
        if l > best {
            best = l;
            best_k = k;
            if l == 258 {
                break;
            }
        }
    }
    (best, best_k)
}

/// Each candidate distance's code with its (fixed) extra bits, as one write.
fn distance_words(
    candidates: &Candidates,
    dist_index: &[usize; 5],
    dist_codes: &[Code],
) -> [Code; 5] {
    std::array::from_fn(|k| {
        let di = dist_index[k];
        let (extra, extra_bits) = (candidates[k] as u32 - DIST_BASE[di], DIST_EXTRA[di]);
        let c = dist_codes[di];
        Code {
            bits: c.bits | extra << c.len,
            len: c.len + extra_bits,
        }
    })
}

/// Writes `tokens` with the literal/length codes and the candidates' distance words.
#[inline]
fn write_tokens(bits: &mut Bits, tokens: &[Token], lit_codes: &[Code], dist_words: &[Code; 5]) {
    for &t in tokens {
        match t {
            Token::Lit(v) => {
                let c = lit_codes[v as usize];
                bits.put(c.bits, c.len);
            }
            Token::Match { len, dist } => {
                let len = len as usize;
                let s = len_symbol(len);
                let c = lit_codes[s];
                let li = s - 257;
                // Code and extra bits in one write (at most 20 bits here, 28 below).
                let extra = (len - LEN_BASE[li] as usize) as u32;
                bits.put(c.bits | extra << c.len, c.len + LEN_EXTRA[li]);
                let d = dist_words[dist as usize];
                bits.put(d.bits, d.len);
            }
        }
    }
}

/// The first three bytes at `j` as one number (`j + 3 <= data.len()`).
#[inline]
fn head3(data: &[u8], j: usize) -> u32 {
    match data.get(j..j + 4) {
        // One four-byte load where the buffer allows it.
        Some(&[a, b, c, _]) => u32::from_le_bytes([a, b, c, 0]),
        _ => u32::from(data[j]) | u32::from(data[j + 1]) << 8 | u32::from(data[j + 2]) << 16,
    }
}

/// The literal/length symbol of a match length (3..=258), from a table.
#[inline]
fn len_symbol(len: usize) -> usize {
    257 + LEN_SYMBOL[len.min(258)] as usize
}

/// `LEN_SYMBOL[len]`: the index into [`LEN_BASE`] of a match length.
const LEN_SYMBOL: [u8; 259] = {
    let mut table = [0u8; 259];
    let mut len = 3;
    while len <= 258 {
        let mut k = 0;
        while k + 1 < LEN_BASE.len() && LEN_BASE[k + 1] as usize <= len {
            k += 1;
        }
        table[len] = k as u8;
        len += 1;
    }
    table
};

/// Huffman code lengths for `freq`, at most `limit` bits (frequencies are flattened until
/// the tree fits). Unused symbols get 0; at least two symbols get a code.
fn lengths(freq: &[u32], limit: u32) -> Vec<u32> {
    let mut f: Vec<u32> = freq.to_vec();
    let used = f.iter().filter(|&&x| x > 0).count();
    if used < 2 {
        // Deflate decoders want a complete-looking tree: give two symbols a code.
        for (k, x) in f.iter_mut().enumerate() {
            if *x == 0 && (k < 2) {
                *x = 1;
            }
        }
        if f.iter().filter(|&&x| x > 0).count() < 2 {
            f[0] = f[0].max(1);
            f[1] = f[1].max(1);
        }
    }
    loop {
        let lens = huffman(&f);
        if lens.iter().all(|&l| l <= limit) {
            return lens;
        }
        for x in f.iter_mut() {
            if *x > 0 {
                *x = (*x >> 1).max(1);
            }
        }
    }
}

fn huffman(freq: &[u32]) -> Vec<u32> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let n = freq.len();
    let mut parent: Vec<usize> = vec![usize::MAX; n];
    let mut heap = BinaryHeap::new();
    for (s, &f) in freq.iter().enumerate() {
        if f > 0 {
            heap.push(Reverse((f as u64, s)));
        }
    }
    while heap.len() > 1 {
        let (Some(Reverse((fa, a))), Some(Reverse((fb, b)))) = (heap.pop(), heap.pop()) else {
            break;
        };
        let node = parent.len();
        parent.push(usize::MAX);
        parent[a] = node;
        parent[b] = node;
        heap.push(Reverse((fa + fb, node)));
    }
    (0..n)
        .map(|s| {
            if freq[s] == 0 {
                return 0;
            }
            let mut d = 0;
            let mut x = s;
            while parent[x] != usize::MAX {
                x = parent[x];
                d += 1;
            }
            d.max(1)
        })
        .collect()
}

/// Canonical codes (bit-reversed for writing) from code lengths.
fn canonical(lens: &[u32]) -> Vec<Code> {
    let mut count = [0u32; 16];
    for &l in lens {
        count[l as usize] += 1;
    }
    count[0] = 0;
    let mut next = [0u32; 16];
    let mut code = 0;
    for b in 1..16 {
        code = (code + count[b - 1]) << 1;
        next[b] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return Code::default();
            }
            let c = next[l as usize];
            next[l as usize] += 1;
            Code {
                bits: reverse(c, l),
                len: l,
            }
        })
        .collect()
}

/// The dynamic block header: HLIT, HDIST, HCLEN and the code lengths (no run-length
/// coding: a few hundred bits more, much less code).
fn write_header(bits: &mut Bits, lit_len: &[u32], dist_len: &[u32]) {
    const ORDER: [usize; 19] = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ];
    let hlit = lit_len
        .iter()
        .rposition(|&l| l > 0)
        .map_or(257, |p| p + 1)
        .max(257);
    let hdist = dist_len.iter().rposition(|&l| l > 0).map_or(1, |p| p + 1);
    let all: Vec<u32> = lit_len[..hlit]
        .iter()
        .chain(&dist_len[..hdist])
        .copied()
        .collect();
    let mut cl_freq = [0u32; 19];
    for &l in &all {
        cl_freq[l as usize] += 1;
    }
    let cl_len = lengths(&cl_freq, 7);
    let cl_codes = canonical(&cl_len);
    let hclen = ORDER
        .iter()
        .rposition(|&s| cl_len[s] > 0)
        .map_or(4, |p| p + 1)
        .max(4);
    bits.put((hlit - 257) as u32, 5);
    bits.put((hdist - 1) as u32, 5);
    bits.put((hclen - 4) as u32, 4);
    for &s in &ORDER[..hclen] {
        bits.put(cl_len[s], 3);
    }
    for &l in &all {
        let c = cl_codes[l as usize];
        bits.put(c.bits, c.len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: Vec<u8>) -> (u32, u32, Vec<u8>) {
        let dec = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut r = dec.read_info().expect("valid PNG header");
        let mut buf = vec![0; r.output_buffer_size().expect("size")];
        let info = r.next_frame(&mut buf).expect("valid image data");
        buf.truncate(info.width as usize * info.height as usize);
        (info.width, info.height, buf)
    }

    #[test]
    fn reused_scratch_buffers_do_not_leak_between_images() {
        // A large striped image, then a small one of another pattern, on the same thread:
        // the second must not pick up matches from the first one's leftover bytes.
        let palette: Vec<Rgb> = (0..8).map(|i| [i * 30, 0, 0]).collect();
        let big: Vec<u8> = (0..300 * 200).map(|i| ((i / 300) % 8) as u8).collect();
        let small: Vec<u8> = (0..13 * 5).map(|i| (i % 7) as u8 ^ 1).collect();
        for (w, h, px) in [(300, 200, &big), (13, 5, &small), (300, 200, &big)] {
            assert_eq!(
                decode(png(w, h, px, &palette)),
                (w as u32, h as u32, px.clone())
            );
        }
    }

    #[test]
    fn round_trips_through_a_decoder() {
        let (w, h) = (97, 45);
        let pixels: Vec<u8> = (0..w * h)
            .map(|i| {
                if (i / 7) % 5 == 0 {
                    (i % 256) as u8
                } else {
                    (i / w % 3) as u8
                }
            })
            .collect();
        let palette: Vec<Rgb> = (0..256).map(|i| [i as u8, 0, 255 - i as u8]).collect();
        let bytes = png(w, h, &pixels, &palette);
        let dec = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut r = dec.read_info().expect("valid PNG header");
        let mut buf = vec![0; r.output_buffer_size().expect("size")];
        let info = r.next_frame(&mut buf).expect("valid image data");
        assert_eq!((info.width, info.height), (w as u32, h as u32));
        assert_eq!(&buf[..w * h], &pixels[..]);
    }
}
