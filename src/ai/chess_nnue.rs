//! Chess: a small neural network (NNUE) that corrects the hand-written evaluation
//! (`chess_pesto`). 768 inputs (each piece by its colour, kind and square, seen from White
//! and from Black), two accumulators of [`HIDDEN`] values kept up to date move by move, a
//! squared clipped ReLU, one output in centipawns for the side to move, added to the
//! hand-written score. The weights (`assets/nnue/chess.nnue`) are fitted by
//! `examples/nnue_train.rs` to Stockfish's scores; this module reads them and evaluates.

use crate::rules::chess::Position;
use crate::rules::{AnyPosition, Color};
use std::sync::OnceLock;

/// Inputs: 2 colours (the perspective's own first) × 6 kinds × 64 squares.
pub const INPUTS: usize = 768;
/// Values in each accumulator.
pub const HIDDEN: usize = 128;
/// The accumulator's fixed-point scale (1.0 is `QA`; the activation clips to it).
pub const QA: i32 = 255;
/// The output weights' fixed-point scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;
/// The file's first bytes, then its version.
pub const MAGIC: &[u8; 4] = b"CKNN";
pub const VERSION: u32 = 1;

/// The network as shipped.
static BYTES: &[u8] = include_bytes!("../../assets/nnue/chess.nnue");

/// The weights in fixed point.
pub struct Network {
    /// One row of `HIDDEN` weights per input.
    input: Vec<[i16; HIDDEN]>,
    input_bias: [i16; HIDDEN],
    /// The side to move's accumulator's weights, then the other side's.
    output: [i16; 2 * HIDDEN],
    output_bias: i32,
}

/// Why a network file does not read.
#[derive(Debug, thiserror::Error)]
pub enum NetworkError {
    #[error("not a chakbot network (no CKNN header)")]
    Magic,
    #[error("network version {0}, this build reads {VERSION}")]
    Version(u32),
    #[error("network of {0} hidden values, this build has {HIDDEN}")]
    Hidden(u32),
    #[error("network file of {0} bytes, {1} expected")]
    Length(usize, usize),
    #[error("output weight {0} beyond ±{MAX_OUTPUT}")]
    Output(i16),
}

/// The largest output weight's magnitude: times QA it stays within i16.
pub const MAX_OUTPUT: i16 = (i16::MAX as i32 / QA) as i16;

/// The bytes a network file has.
pub const FILE_BYTES: usize = 12 + 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;

impl Network {
    /// Reads a network file (little-endian: `CKNN`, version, hidden size, input weights
    /// by input, input biases, output weights, output bias as i32).
    pub fn read(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < 12 || &bytes[..4] != MAGIC {
            return Err(NetworkError::Magic);
        }
        let word = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        if word(4) != VERSION {
            return Err(NetworkError::Version(word(4)));
        }
        if word(8) != HIDDEN as u32 {
            return Err(NetworkError::Hidden(word(8)));
        }
        if bytes.len() != FILE_BYTES {
            return Err(NetworkError::Length(bytes.len(), FILE_BYTES));
        }
        let mut values = bytes[12..FILE_BYTES - 4]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut next = || values.next().unwrap_or(0);
        let mut input = vec![[0i16; HIDDEN]; INPUTS];
        for row in &mut input {
            row.iter_mut().for_each(|w| *w = next());
        }
        let mut input_bias = [0i16; HIDDEN];
        input_bias.iter_mut().for_each(|w| *w = next());
        let mut output = [0i16; 2 * HIDDEN];
        output.iter_mut().for_each(|w| *w = next());
        let output_bias = word(FILE_BYTES - 4) as i32;
        if let Some(&w) = output.iter().find(|w| w.abs() > MAX_OUTPUT) {
            return Err(NetworkError::Output(w));
        }
        Ok(Network {
            input,
            input_bias,
            output,
            output_bias,
        })
    }

    /// The weights: by input, the input biases, the output weights (the side to move's
    /// accumulator's, then the other's) and the output bias (a trainer starts from them).
    pub fn weights(&self) -> (&[[i16; HIDDEN]], &[i16; HIDDEN], &[i16; 2 * HIDDEN], i32) {
        (
            &self.input,
            &self.input_bias,
            &self.output,
            self.output_bias,
        )
    }
}

/// The shipped network (read once; a test checks that it reads).
fn network() -> &'static Network {
    static NET: OnceLock<Network> = OnceLock::new();
    NET.get_or_init(|| Network::read(BYTES).expect("assets/nnue/chess.nnue reads"))
}

/// The input of a piece (mailbox `code`: 1 + kind + 8 × colour) on `square` seen from
/// `perspective` (0 White, 1 Black: Black sees the board turned, its pieces as its own).
#[inline(always)]
fn input(perspective: usize, code: u8, square: usize) -> usize {
    let c = (code - 1) as usize;
    let theirs = ((c >> 3) != perspective) as usize;
    let square = if perspective == 0 {
        square
    } else {
        square ^ 56
    };
    (theirs * 6 + (c & 7)) * 64 + square
}

/// Both perspectives' accumulators of a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Accumulator {
    values: [[i16; HIDDEN]; 2],
}

impl Accumulator {
    /// Accumulators of nothing (a position the network does not evaluate).
    pub const EMPTY: Accumulator = Accumulator {
        values: [[0; HIDDEN]; 2],
    };

    /// The accumulators of `mailbox` computed afresh.
    pub fn new(mailbox: &[u8; 64]) -> Accumulator {
        let net = network();
        let mut values = [net.input_bias; 2];
        for (square, &code) in mailbox.iter().enumerate() {
            if code != 0 {
                for (p, acc) in values.iter_mut().enumerate() {
                    add(acc, &net.input[input(p, code, square)]);
                }
            }
        }
        Accumulator { values }
    }

    /// The accumulators after the board went from `before` to `after` (any change: a
    /// move, castling, en passant, a promotion).
    pub fn update(&mut self, before: &[u8; 64], after: &[u8; 64]) {
        let net = network();
        for (chunk, (b, a)) in before
            .chunks_exact(8)
            .zip(after.chunks_exact(8))
            .enumerate()
        {
            if b == a {
                continue;
            }
            for i in 0..8 {
                if b[i] == a[i] {
                    continue;
                }
                let square = chunk * 8 + i;
                for (p, acc) in self.values.iter_mut().enumerate() {
                    if b[i] != 0 {
                        sub(acc, &net.input[input(p, b[i], square)]);
                    }
                    if a[i] != 0 {
                        add(acc, &net.input[input(p, a[i], square)]);
                    }
                }
            }
        }
    }

    /// The evaluation for the side to move (`turn`), in centipawns.
    pub fn evaluate(&self, turn: Color) -> i32 {
        let net = network();
        let (us, them) = if turn == Color::White { (0, 1) } else { (1, 0) };
        // Squared clipped ReLU: v·w·v with v in 0..=QA. v·w fits i16 (255 · 127 < 2¹⁵;
        // `Network::read` refuses larger output weights), so the sum is a 16-bit multiply
        // then a widening multiply-add (SSE2's pmullw and pmaddwd). At most
        // 2·HIDDEN · QA² · 127 in all: within i32.
        let half = |acc: &[i16; HIDDEN], weights: &[i16]| -> i32 {
            acc.iter()
                .zip(weights)
                .map(|(&v, &w)| {
                    let v = v.clamp(0, QA as i16);
                    i32::from(v.wrapping_mul(w)) * i32::from(v)
                })
                .sum()
        };
        let sum = half(&self.values[us], &net.output[..HIDDEN])
            + half(&self.values[them], &net.output[HIDDEN..]);
        (sum / QA + net.output_bias) * SCALE / (QA * QB)
    }
}

#[inline(always)]
fn add(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    acc.iter_mut()
        .zip(row)
        .for_each(|(a, w)| *a = a.wrapping_add(*w));
}

#[inline(always)]
fn sub(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    acc.iter_mut()
        .zip(row)
        .for_each(|(a, w)| *a = a.wrapping_sub(*w));
}

/// The network's correction for the side to move in a chess position, computed afresh.
pub fn evaluate(pos: &Position) -> i32 {
    Accumulator::new(&pos.mailbox).evaluate(pos.turn)
}

/// The input the other perspective has for the piece that is input `i` of one
/// perspective: the piece's colour seen the other way, the board turned.
pub fn seen_by_other(i: usize) -> usize {
    let theirs = i / 384;
    (1 - theirs) * 384 + ((i % 384) ^ 56)
}

/// A position's inputs for training: the active inputs seen by the side to move (the
/// other side's are [`seen_by_other`] of them), and whether White is to move.
pub struct Inputs {
    pub mover: Vec<u16>,
    pub white_to_move: bool,
}

/// [`Inputs`] of `pos` (chess only; `None` for a position that is not plain chess).
pub fn inputs(pos: &AnyPosition) -> Option<Inputs> {
    let AnyPosition::Chess(p) = pos else {
        return None;
    };
    if p.ruleset != crate::rules::RuleSet::Chess {
        return None;
    }
    let us = p.turn.index();
    let mover = p
        .mailbox
        .iter()
        .enumerate()
        .filter(|&(_, &code)| code != 0)
        .map(|(square, &code)| input(us, code, square) as u16)
        .collect();
    Some(Inputs {
        mover,
        white_to_move: us == 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuleSet, Variant};
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;

    fn position(fen: &str) -> Position {
        Position::from_fen(RuleSet::Chess, fen).expect("fen")
    }

    /// `fen` with the colours swapped and the board turned (the same position for the
    /// other side).
    fn mirrored(fen: &str) -> String {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let swap = |s: &str| -> String {
            s.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
        let turn = if fields[1] == "w" { "b" } else { "w" };
        let castling = if fields[2] == "-" {
            "-".to_string()
        } else {
            swap(fields[2])
        };
        let ep = match fields[3] {
            "-" => "-".to_string(),
            sq => {
                let (file, rank) = sq.split_at(1);
                format!("{file}{}", if rank == "3" { 6 } else { 3 })
            }
        };
        format!("{} {turn} {castling} {ep} 0 1", board.join("/"))
    }

    #[test]
    fn the_shipped_network_reads_and_a_bad_file_does_not() {
        assert!(Network::read(BYTES).is_ok());
        assert!(matches!(Network::read(b"nope"), Err(NetworkError::Magic)));
        let mut wrong = BYTES.to_vec();
        wrong[4] = 9;
        assert!(matches!(
            Network::read(&wrong),
            Err(NetworkError::Version(9))
        ));
        let short = &BYTES[..BYTES.len() - 2];
        assert!(matches!(
            Network::read(short),
            Err(NetworkError::Length(..))
        ));
        // An output weight whose product with QA leaves i16.
        let mut big = BYTES.to_vec();
        let at = 12 + 2 * (INPUTS * HIDDEN + HIDDEN + 7);
        big[at..at + 2].copy_from_slice(&(MAX_OUTPUT + 1).to_le_bytes());
        assert!(matches!(
            Network::read(&big),
            Err(NetworkError::Output(w)) if w == MAX_OUTPUT + 1
        ));
    }

    /// The evaluation in 32-bit arithmetic as the trainer's formula reads:
    /// Σ clamp(v)² · w over both perspectives, then the bias and the scale.
    fn plain_evaluation(acc: &Accumulator, turn: Color) -> i32 {
        let net = network();
        let order = if turn == Color::White { [0, 1] } else { [1, 0] };
        let mut sum = 0i32;
        for (k, p) in order.into_iter().enumerate() {
            for (i, &v) in acc.values[p].iter().enumerate() {
                let v = i32::from(v).clamp(0, QA);
                sum += v * v * i32::from(net.output[k * HIDDEN + i]);
            }
        }
        (sum / QA + net.output_bias) * SCALE / (QA * QB)
    }

    /// Move by move (castling, en passant and promotions included) the kept accumulators
    /// equal the ones computed afresh.
    #[test]
    fn updated_accumulators_equal_fresh_ones_over_random_games() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "8/2p5/3p4/KP5r/1R3pPk/8/4P3/8 b - g3 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ];
        let mut checked = 0;
        for start in starts {
            for _ in 0..20 {
                let mut pos = position(start);
                let mut acc = Accumulator::new(&pos.mailbox);
                for _ in 0..80 {
                    let mut moves = Vec::new();
                    pos.legal_into(&mut moves);
                    let Some(&m) = moves.choose(&mut rng) else {
                        break;
                    };
                    let before = pos.mailbox;
                    pos.make(m);
                    acc.update(&before, &pos.mailbox);
                    assert_eq!(acc, Accumulator::new(&pos.mailbox));
                    assert_eq!(acc.evaluate(pos.turn), plain_evaluation(&acc, pos.turn));
                    checked += 1;
                }
            }
        }
        assert!(checked > 4000);
    }

    /// [`seen_by_other`] turns each perspective's input of a piece into the other's.
    #[test]
    fn an_input_seen_by_the_other_perspective_is_that_perspectives_input() {
        for code in (1..=6).chain(9..=14) {
            for square in 0..64 {
                for p in 0..2 {
                    assert_eq!(
                        seen_by_other(input(p, code, square)),
                        input(1 - p, code, square),
                        "code {code}, square {square}, perspective {p}"
                    );
                }
            }
        }
    }

    /// A position and the same one for the other side (colours swapped, board turned)
    /// evaluate alike: each side sees the board as its own.
    #[test]
    fn the_evaluation_does_not_depend_on_colour() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            let (a, b) = (position(fen), position(&mirrored(fen)));
            assert_eq!(evaluate(&a), evaluate(&b), "{fen}");
        }
    }
}
