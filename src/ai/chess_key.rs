//! The chess search's own position key, updated move by move (the rules' key scans the
//! board and generates moves for en passant, too slow per node). It counts the
//! en-passant square whenever there is one, capturable or not: equal positions may then
//! get two keys, which costs a transposition, never a wrong answer.

use crate::rules::chess::{Move, MoveKind, Position};
use crate::rules::Color;

pub(super) const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Keys: 16 mailbox codes × 64 squares (code 0, empty, is 0), 16 castling-right sets,
/// 65 en-passant squares (64: none, 0) and the black-to-move key.
const PIECES: usize = 16 * 64;
const CASTLING: usize = PIECES;
const EP: usize = CASTLING + 16;
const BLACK: usize = EP + 65;

const KEYS: [u64; BLACK + 1] = {
    let mut keys = [0u64; BLACK + 1];
    let mut i = 0;
    while i <= BLACK {
        let empty = i < PIECES && i / 64 == 0;
        let no_rights = i == CASTLING;
        let no_ep = i == EP + 64;
        if !(empty || no_rights || no_ep) {
            keys[i] = splitmix(0x6b65_7973_6368_6573 ^ (i as u64).wrapping_mul(0x9e37_79b9));
        }
        i += 1;
    }
    keys
};

#[inline(always)]
fn piece(code: u8, sq: usize) -> u64 {
    KEYS[code as usize * 64 + sq]
}

/// The key of `pos` from scratch.
pub fn full(pos: &Position) -> u64 {
    let mut key = KEYS[CASTLING + pos.castling as usize] ^ KEYS[EP + pos.ep as usize];
    for (sq, &code) in pos.mailbox.iter().enumerate() {
        key ^= piece(code, sq);
    }
    if pos.turn == Color::Black {
        key ^= KEYS[BLACK];
    }
    key
}

/// The key after `m`: `before` (key `key`) became `after`.
pub fn after(before: &Position, key: u64, m: Move, after: &Position) -> u64 {
    let (from, to) = (m.from as usize, m.to as usize);
    let mut key = key
        ^ KEYS[BLACK]
        ^ KEYS[CASTLING + before.castling as usize]
        ^ KEYS[CASTLING + after.castling as usize]
        ^ KEYS[EP + before.ep as usize]
        ^ KEYS[EP + after.ep as usize];
    let mut change = |sq: usize| {
        key ^= piece(before.mailbox[sq], sq) ^ piece(after.mailbox[sq], sq);
    };
    change(from);
    change(to);
    match m.kind {
        MoveKind::EnPassant => change(if to > from { to - 8 } else { to + 8 }),
        MoveKind::CastleKing => {
            change(from + 1);
            change(from + 3);
        }
        MoveKind::CastleQueen => {
            change(from - 1);
            change(from - 4);
        }
        _ => {}
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyPosition, RuleSet};

    #[test]
    fn the_updated_key_equals_the_key_from_scratch() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "8/2P5/8/8/8/8/5p2/K6k b - - 0 1",
        ];
        for fen in fens {
            let Ok(AnyPosition::Chess(pos)) = AnyPosition::from_fen(RuleSet::Chess, fen) else {
                panic!("a chess FEN");
            };
            let key = full(&pos);
            for &m in pos.legal().as_slice() {
                let mut next = pos;
                next.make(m);
                assert_eq!(after(&pos, key, m, &next), full(&next), "{fen} {m:?}");
            }
        }
    }
}
