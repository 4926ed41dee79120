//! Reading and writing the board field of a FEN (shared by every rule set).

use crate::rules::cell::{Alphabet, Cell};
use crate::rules::error::FenError;
use crate::rules::square::Square;

/// The 64 cells of a board, indexed by [`Square::index`].
pub type Cells = [Cell; 64];

/// Parses a FEN board field (`rnbqkbnr/pppppppp/8/…`) with the letters of `alphabet`.
/// A trailing `/` is accepted (seed 003 writes one).
///
/// ```
/// use chakbot::rules::{fen_board, Alphabet, Cell, Color, Role, Square};
/// let cells = fen_board::parse("4k3/8/8/8/8/8/8/4K3", Alphabet::CHESS).unwrap();
/// assert_eq!(cells["e1".parse::<Square>().unwrap().index()], Cell::piece(Color::White, Role::King));
/// let err = fen_board::parse("8/8/9/8/8/8/8/8", Alphabet::CHESS).unwrap_err();
/// assert_eq!(err.to_string(), "rank 6 has 9 squares (a rank has 8)");
/// ```
pub fn parse(field: &str, alphabet: Alphabet) -> Result<Cells, FenError> {
    let field = field.strip_suffix('/').unwrap_or(field);
    if field.is_empty() {
        return Err(FenError::Empty);
    }
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != 8 {
        return Err(FenError::RankCount(rows.len()));
    }
    let mut cells = [Cell::Empty; 64];
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u32 = 0;
        let mut last_was_digit = false;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || last_was_digit {
                    return Err(FenError::BadDigits { rank: rank + 1 });
                }
                file += d;
                last_was_digit = true;
            } else {
                last_was_digit = false;
                let cell = alphabet.decode(c).ok_or(FenError::UnknownLetter {
                    letter: c,
                    rank: rank + 1,
                })?;
                if file < 8 {
                    cells[Square::new(file as u8, rank).index()] = cell;
                }
                file += 1;
            }
            if file > 64 {
                break;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    Ok(cells)
}

/// Writes a FEN board field.
pub fn write(cells: &Cells) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            match cells[Square::new(file, rank).index()].fen_char() {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(c);
                }
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Object, Piece, PieceState, Role};

    #[test]
    fn chakart_letters_round_trip() {
        let f = "erk2rq1/1m2e1m1/mppmne1m/p1BpppPp/mm1P1QbP/1Nmnw1dm/e1mP2d1/1BwR1RKN";
        let cells = parse(f, Alphabet::CHAKART).unwrap();
        assert_eq!(write(&cells), f);
        assert_eq!(cells[Square::new(0, 7).index()], Cell::Object(Object::Egg));
        let g = "8/8/8/8/8/8/sOcUtL2/iI6";
        let cells = parse(g, Alphabet::CHAKART).unwrap();
        assert_eq!(
            cells[Square::new(0, 0).index()],
            Cell::Piece(Piece::new(Color::Black, Role::Queen), PieceState::Hidden)
        );
        assert_eq!(
            cells[Square::new(1, 1).index()],
            Cell::Piece(Piece::new(Color::White, Role::Knight), PieceState::Frozen)
        );
        assert_eq!(write(&cells), g);
    }

    #[test]
    fn errors_say_where() {
        let e = |f: &str, a| parse(f, a).unwrap_err().to_string();
        assert_eq!(
            e("8/8/8", Alphabet::CHESS),
            "the board has 3 ranks (it needs 8, separated by '/')"
        );
        assert_eq!(
            e("8/8/8/8/8/8/8/7", Alphabet::CHESS),
            "rank 1 has 7 squares (a rank has 8)"
        );
        assert_eq!(
            e("8/8/8/8/8/8/8/6x1", Alphabet::CHESS),
            "unknown piece letter 'x' on rank 1"
        );
        assert_eq!(
            e("8/8/8/8/8/8/8/4M3", Alphabet::CHESS),
            "unknown piece letter 'M' on rank 1"
        );
        assert!(parse("8/8/8/8/8/8/8/4M3", Alphabet::MAHARAJA).is_ok());
        assert!(parse("8/8/8/8/8/8/8/4m3", Alphabet::MAHARAJA).is_err());
        assert_eq!(
            e("8/8/8/8/8/8/8/44", Alphabet::CHESS),
            "rank 1 has two digits in a row or a 0"
        );
        assert!(parse("8/8/8/8/8/8/8/8/", Alphabet::CHESS).is_ok());
        assert!(parse("", Alphabet::CHESS).is_err());
        // Upper-case W is not a bomb.
        assert!(parse("8/8/8/8/8/8/8/W7", Alphabet::CHAKART).is_err());
    }
}
