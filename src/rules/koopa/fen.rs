//! Koopa FEN: `board side plies castling stuns`, read (every shortened form RULES.md
//! accepts) and written.
//!
//! Choices (tested in `tests/koopa_seeds.rs`):
//! - when the stuns field is present, the stunned letters (`s o c u t l`) and the field
//!   must agree square by square, or the FEN is refused;
//! - when the FEN stops before the stuns field, each stunned letter is read at level 4
//!   (freshly stunned), listed from rank 8 down, a to h;
//! - castling `-` alone means no rights; a lost right inside the field is `-`, and the
//!   reference's `i` is read as lost too;
//! - at most one king per side, no pawn on rank 1 or 8.

use super::position::{Board, Castling};
use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::Color;
use crate::rules::error::{FenError, StunsWhy};
use crate::rules::fen_board;
use crate::rules::role::Role;
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;

/// Reads a Koopa FEN.
pub fn read(fen: &str) -> Result<Board, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if fields.len() > 5 {
        return Err(FenError::TooManyFields(fields.len()));
    }
    let cells = fen_board::parse(fields[0], RuleSet::Koopa.alphabet())?;
    let mut board = Board::empty();
    let mut written_stunned = [false; 64];
    for sq in Square::ALL {
        match cells[sq.index()] {
            Cell::Empty => {}
            Cell::Piece(p, PieceState::Normal) => board.put(sq, Some(p)),
            Cell::Piece(p, PieceState::Frozen) => {
                board.put(sq, Some(p));
                written_stunned[sq.index()] = true;
            }
            _ => {
                return Err(FenError::Unusable {
                    square: sq,
                    ruleset: RuleSet::Koopa,
                })
            }
        }
    }
    check_pieces(&board)?;

    if let Some(side) = fields.get(1) {
        board.side = match *side {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            _ => return Err(FenError::field("side", side, "expected w or b")),
        };
    }
    if let Some(plies) = fields.get(2) {
        board.plies = plies.parse().map_err(|_| {
            FenError::field(
                "plies",
                plies,
                "expected the number of half-moves played, like 0 or 12",
            )
        })?;
    }
    if let Some(castling) = fields.get(3) {
        board.castling = read_castling(castling)?;
    }
    match fields.get(4) {
        Some(stuns) => read_stuns(&mut board, stuns, &written_stunned)?,
        None => {
            for rank in (0..8).rev() {
                for file in 0..8 {
                    let sq = Square::new(file, rank);
                    if written_stunned[sq.index()] {
                        board.stuns.push(sq, 4);
                    }
                }
            }
        }
    }
    Ok(board)
}

fn check_pieces(board: &Board) -> Result<(), FenError> {
    for color in Color::ALL {
        let kings = board
            .pieces()
            .iter()
            .filter(|p| p.is_some_and(|p| p.color == color && p.role == Role::King))
            .count();
        if kings > 1 {
            return Err(FenError::TooManyKings {
                color,
                kings: kings as u32,
            });
        }
    }
    for sq in Square::ALL {
        if let Some(p) = board.piece_at(sq) {
            if p.role == Role::Pawn && (sq.rank() == 0 || sq.rank() == 7) {
                return Err(FenError::PawnOnEdge { square: sq });
            }
        }
    }
    Ok(())
}

fn read_castling(field: &str) -> Result<Castling, FenError> {
    const EXPECTED: &str =
        "expected 4 rook files (white queenside, white kingside, black queenside, black kingside), '-' for a lost right, like ahah or a-ah, or '-' for none";
    let mut castling = Castling::default();
    if field == "-" {
        return Ok(castling);
    }
    let chars: Vec<char> = field.chars().collect();
    if chars.len() != 4 {
        return Err(FenError::field("castling", field, EXPECTED));
    }
    for (k, c) in chars.into_iter().enumerate() {
        let file = match c.to_ascii_lowercase() {
            '-' | 'i' => None,
            f @ 'a'..='h' => Some(f as u8 - b'a'),
            _ => return Err(FenError::field("castling", field, EXPECTED)),
        };
        castling.files[k / 2][k % 2] = file;
    }
    Ok(castling)
}

fn read_stuns(
    board: &mut Board,
    field: &str,
    written_stunned: &[bool; 64],
) -> Result<(), FenError> {
    const EXPECTED: &str = "expected '-' or stunned squares with their level 1-4, like e54,d61";
    if field != "-" {
        for entry in field.split(',') {
            let (name, level) = match (entry.get(..2), entry.get(2..)) {
                (Some(n), Some(l)) if l.len() == 1 => (n, l),
                _ => return Err(FenError::field("stuns", field, EXPECTED)),
            };
            let sq: Square = name
                .parse()
                .map_err(|_| FenError::field("stuns", field, EXPECTED))?;
            let level: u8 = match level.parse() {
                Ok(l @ 1..=4) => l,
                _ => return Err(FenError::field("stuns", field, EXPECTED)),
            };
            if board.stuns.level(sq) > 0 {
                return Err(stuns(sq, StunsWhy::Twice));
            }
            if board.piece_at(sq).is_none() {
                return Err(stuns(sq, StunsWhy::Empty));
            }
            if !written_stunned[sq.index()] {
                return Err(stuns(sq, StunsWhy::NotWritten));
            }
            board.stuns.push(sq, level);
        }
    }
    for sq in Square::ALL {
        if written_stunned[sq.index()] && board.stuns.level(sq) == 0 {
            return Err(stuns(sq, StunsWhy::Missing));
        }
    }
    Ok(())
}

fn stuns(square: Square, why: StunsWhy) -> FenError {
    FenError::Stuns { square, why }
}

/// Writes the full FEN.
pub fn write(board: &Board) -> String {
    let mut cells = [Cell::Empty; 64];
    for sq in Square::ALL {
        if let Some(p) = board.piece_at(sq) {
            let state = if board.stuns.level(sq) > 0 {
                PieceState::Frozen
            } else {
                PieceState::Normal
            };
            cells[sq.index()] = Cell::Piece(p, state);
        }
    }
    let mut out = fen_board::write(&cells);
    out.push(' ');
    out.push(board.side.fen_char());
    out.push(' ');
    out.push_str(&board.plies.to_string());
    out.push(' ');
    for color in board.castling.files {
        for file in color {
            out.push(file.map_or('-', |f| char::from(b'a' + f)));
        }
    }
    out.push(' ');
    if board.stuns.is_empty() {
        out.push('-');
    } else {
        let entries: Vec<String> = board
            .stuns
            .entries()
            .map(|(sq, level)| format!("{sq}{level}"))
            .collect();
        out.push_str(&entries.join(","));
    }
    out
}
