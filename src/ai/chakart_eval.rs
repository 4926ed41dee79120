//! Chakart: the static evaluation for one side (material, frozen pieces, spare kings,
//! unused powers, pawn progress), and the end of the game as a large score.

use crate::rules::chakart::Position;
use crate::rules::{Cell, Color, PieceState, Role};

/// A won game.
pub const WIN: i32 = 100_000;

/// Material in centipawns, by `Role as usize` (a king is counted apart).
const VALUE: [i32; 7] = [100, 300, 320, 500, 900, 0, 0];

/// The score of `pos` for `me`: ±[`WIN`] once a side has no king.
pub fn evaluate(pos: &Position, me: Color) -> i32 {
    let mut kings = [0i32; 2];
    let mut score = 0;
    for (i, cell) in pos.cells.iter().enumerate() {
        let Cell::Piece(p, state) = *cell else {
            continue;
        };
        let rank = (i / 8) as i32;
        let mut v = match p.role {
            Role::King => {
                kings[p.color.index()] += 1;
                0
            }
            Role::Pawn => {
                let advance = if p.color == Color::White {
                    rank - 1
                } else {
                    6 - rank
                };
                VALUE[0] + 8 * advance.max(0)
            }
            r => VALUE[r as usize],
        };
        if state == PieceState::Frozen {
            v = v * 7 / 10;
        }
        score += if p.color == me { v } else { -v };
    }
    let (mine, theirs) = (kings[me.index()], kings[(!me).index()]);
    match (mine, theirs) {
        (0, 0) => return 0,
        (0, _) => return -WIN,
        (_, 0) => return WIN,
        _ => {}
    }
    // A spare king makes losing one survivable.
    score += 250 * (mine.min(3) - theirs.min(3));
    let powers = |c: Color| {
        let p = pos.powers[c];
        150 * p.shell as i32 + 80 * p.stealth as i32
    };
    score + powers(me) - powers(!me)
}
