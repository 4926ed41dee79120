//! Reading and writing chess and Maharaja FEN (six fields; any trailing fields may be
//! left out), with the checks that keep the engine's invariants: one royal piece a side,
//! no pawn on a back rank, the side not to move not in check, castling rights and
//! en-passant square consistent with the board.

use super::bitboard::{bit, rank_mask, Bitboard};
use super::position::{
    Position, BLACK_KING_SIDE, BLACK_QUEEN_SIDE, E1, E8, NO_EP, WHITE_KING_SIDE, WHITE_QUEEN_SIDE,
};
use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::Color;
use crate::rules::error::{EnPassantWhy, FenError};
use crate::rules::fen_board;
use crate::rules::role::Role;
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;

/// At most this many pieces a side (keeps move lists bounded).
pub const MAX_PIECES_PER_SIDE: u32 = 16;

/// Reads a FEN of `ruleset` (chess or maharaja).
pub fn read(ruleset: RuleSet, fen: &str) -> Result<Position, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if fields.len() > 6 {
        return Err(FenError::TooManyFields(fields.len()));
    }
    let cells = fen_board::parse(fields[0], ruleset.alphabet())?;
    let mut pos = Position::empty(ruleset);
    for (i, cell) in cells.iter().enumerate() {
        match *cell {
            Cell::Empty => {}
            Cell::Piece(piece, PieceState::Normal) => pos.put(i, piece),
            _ => {
                return Err(FenError::Unusable {
                    square: Square::ALL[i],
                    ruleset,
                })
            }
        }
    }
    if let Some(side) = fields.get(1) {
        let mut chars = side.chars();
        pos.turn = match (chars.next().and_then(Color::from_fen_char), chars.next()) {
            (Some(c), None) => c,
            _ => return Err(FenError::field("side to move", side, "expected w or b")),
        };
    }
    check_material(&pos)?;
    if let Some(castling) = fields.get(2) {
        pos.castling = read_castling(&pos, castling)?;
    }
    if let Some(ep) = fields.get(3) {
        pos.ep = read_ep(&pos, ep)?;
    }
    if let Some(half) = fields.get(4) {
        pos.halfmove = half.parse::<u32>().map_err(|_| {
            FenError::field("half-move clock", half, "expected a whole number, like 0")
        })?;
    }
    if let Some(full) = fields.get(5) {
        let n = full
            .parse::<u32>()
            .map_err(|_| FenError::field("move number", full, "expected a whole number, like 1"))?;
        pos.fullmove = n.max(1);
    }
    let them = pos.turn.other();
    let their_royal = pos.royal_square(them);
    if pos.attacked_by(their_royal, pos.turn, pos.occupied()) != 0 {
        return Err(FenError::OpponentInCheck { checked: them });
    }
    Ok(pos)
}

fn check_material(pos: &Position) -> Result<(), FenError> {
    let maharaja = pos.ruleset == RuleSet::Maharaja;
    for color in Color::ALL {
        let kings = pos.pieces(color, Role::King).count_ones();
        let maharajas = pos.pieces(color, Role::Maharaja).count_ones();
        let all = pos.colors[color.index()].count_ones();
        if maharaja && color == Color::White {
            if maharajas != 1 || kings != 0 {
                return Err(FenError::Maharaja { maharajas, kings });
            }
        } else if kings != 1 {
            return Err(FenError::KingCount { color, kings });
        }
        if all > MAX_PIECES_PER_SIDE {
            return Err(FenError::TooManyPieces {
                color,
                pieces: all,
                max: MAX_PIECES_PER_SIDE,
            });
        }
    }
    let back_rank_pawns: Bitboard = pos.roles[Role::Pawn as usize] & (rank_mask(0) | rank_mask(7));
    if back_rank_pawns != 0 {
        let sq = Square::ALL[back_rank_pawns.trailing_zeros() as usize & 63];
        return Err(FenError::PawnOnEdge { square: sq });
    }
    Ok(())
}

fn read_castling(pos: &Position, field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let maharaja = pos.ruleset == RuleSet::Maharaja;
    let mut rights = 0u8;
    for c in field.chars() {
        let (right, color, king_sq, rook_sq) = match c {
            'K' => (WHITE_KING_SIDE, Color::White, E1, 7),
            'Q' => (WHITE_QUEEN_SIDE, Color::White, E1, 0),
            'k' => (BLACK_KING_SIDE, Color::Black, E8, 63),
            'q' => (BLACK_QUEEN_SIDE, Color::Black, E8, 56),
            _ => {
                return Err(FenError::field(
                    "castling",
                    field,
                    "expected '-' or some of the letters KQkq",
                ))
            }
        };
        if rights & right != 0 {
            return Err(FenError::field(
                "castling",
                field,
                "a castling letter appears twice",
            ));
        }
        rights |= right;
        // Maharaja: White never castles; the seed writes KQ anyway, so they are ignored.
        if maharaja && color == Color::White {
            continue;
        }
        if pos.pieces(color, Role::King) & bit(king_sq) == 0 {
            return Err(FenError::CastlingKing {
                right: c,
                color,
                square: Square::ALL[king_sq],
            });
        }
        if pos.pieces(color, Role::Rook) & bit(rook_sq) == 0 {
            return Err(FenError::CastlingRook {
                right: c,
                color,
                square: Square::ALL[rook_sq],
            });
        }
    }
    if maharaja {
        rights &= BLACK_KING_SIDE | BLACK_QUEEN_SIDE;
    }
    Ok(rights)
}

fn read_ep(pos: &Position, field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(NO_EP);
    }
    let sq: Square = field
        .parse()
        .map_err(|_| FenError::field("en-passant", field, "expected '-' or a square like e3"))?;
    if pos.ruleset == RuleSet::Maharaja {
        // Read and ignored: en passant never arises in Maharaja.
        return Ok(NO_EP);
    }
    let us = pos.turn;
    let them = us.other();
    // The square the enemy pawn skipped: rank 6 when White moves, rank 3 when Black does.
    let (rank, pawn_rank_offset) = match us {
        Color::White => (5, -1i8),
        Color::Black => (2, 1i8),
    };
    let bad = |why| FenError::EnPassant { square: sq, why };
    if sq.rank() != rank {
        return Err(bad(EnPassantWhy::Rank {
            mover: us,
            rank: rank + 1,
        }));
    }
    let pawn_sq = sq.offset(0, pawn_rank_offset);
    let start_sq = sq.offset(0, -pawn_rank_offset);
    let (Some(pawn_sq), Some(start_sq)) = (pawn_sq, start_sq) else {
        return Err(bad(EnPassantWhy::OffRanks));
    };
    if pos.pieces(them, Role::Pawn) & bit(pawn_sq.index()) == 0 {
        return Err(bad(EnPassantWhy::NoPawn {
            color: them,
            pawn: pawn_sq,
        }));
    }
    if pos.occupied() & (bit(sq.index()) | bit(start_sq.index())) != 0 {
        return Err(bad(EnPassantWhy::NotEmpty { start: start_sq }));
    }
    Ok(sq.index() as u8)
}

/// Writes the canonical FEN.
pub fn write(pos: &Position) -> String {
    let mut cells = [Cell::Empty; 64];
    for (i, cell) in cells.iter_mut().enumerate() {
        if let Some(p) = super::position::decode(pos.mailbox[i]) {
            *cell = Cell::Piece(p, PieceState::Normal);
        }
    }
    let mut castling = String::new();
    for (right, c) in [
        (WHITE_KING_SIDE, 'K'),
        (WHITE_QUEEN_SIDE, 'Q'),
        (BLACK_KING_SIDE, 'k'),
        (BLACK_QUEEN_SIDE, 'q'),
    ] {
        if pos.castling & right != 0 {
            castling.push(c);
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = Square::from_index(pos.ep as usize)
        .map(|s| s.to_string())
        .unwrap_or_else(|| "-".to_string());
    format!(
        "{} {} {} {} {} {}",
        fen_board::write(&cells),
        pos.turn.fen_char(),
        castling,
        ep,
        pos.halfmove,
        pos.fullmove
    )
}
