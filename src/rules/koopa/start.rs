//! Start positions: standard (option 0), symmetric random (1) and asymmetric random (2),
//! the random ones Chess960-style (bishops on opposite colours, king between the rooks).

use super::position::{Board, Castling};
use crate::rules::color::Color;
use crate::rules::geometry::STANDARD_BACK_RANK;
use crate::rules::role::{Piece, Role};
use crate::rules::ruleset::StartOption;
use crate::rules::square::Square;
use rand::Rng;

/// A Chess960-style back rank drawn from `rng`.
///
/// Bishops on one even and one odd file (opposite colours), then the queen, the knights,
/// and rook, king, rook on the three files left, in that order.
pub fn random_back_rank<R: Rng + ?Sized>(rng: &mut R) -> [Role; 8] {
    let mut rank: [Option<Role>; 8] = [None; 8];
    rank[2 * rng.random_range(0..4usize)] = Some(Role::Bishop);
    rank[2 * rng.random_range(0..4usize) + 1] = Some(Role::Bishop);
    for (role, left) in [(Role::Queen, 6usize), (Role::Knight, 5), (Role::Knight, 4)] {
        let k = rng.random_range(0..left);
        let file = (0..8)
            .filter(|&f| rank[f].is_none())
            .nth(k)
            .expect("k is below the number of empty files");
        rank[file] = Some(role);
    }
    let mut rest = [Role::Rook, Role::King, Role::Rook].into_iter();
    for cell in rank.iter_mut().filter(|c| c.is_none()) {
        *cell = rest.next();
    }
    rank.map(|r| r.expect("every file was filled"))
}

/// The start position for `option`.
pub fn start<R: Rng + ?Sized>(option: StartOption, rng: &mut R) -> Board {
    let (white, black) = match option {
        StartOption::Standard => (STANDARD_BACK_RANK, STANDARD_BACK_RANK),
        StartOption::Symmetric => {
            let r = random_back_rank(rng);
            (r, r)
        }
        StartOption::Asymmetric => {
            let w = random_back_rank(rng);
            (w, random_back_rank(rng))
        }
    };
    let mut board = Board::empty();
    let mut castling = Castling::default();
    for (color, rank) in [(Color::White, white), (Color::Black, black)] {
        let back = color.back_rank();
        let pawns = if color == Color::White { 1 } else { 6 };
        for (file, role) in rank.into_iter().enumerate() {
            let file = file as u8;
            board.put(Square::new(file, back), Some(Piece::new(color, role)));
            board.put(
                Square::new(file, pawns),
                Some(Piece::new(color, Role::Pawn)),
            );
        }
        let rooks: Vec<u8> = (0..8u8)
            .filter(|&f| rank[f as usize] == Role::Rook)
            .collect();
        if let [q, k] = rooks[..] {
            castling.files[color.index()] = [Some(q), Some(k)];
        }
    }
    board.castling = castling;
    board
}
