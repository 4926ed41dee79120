//! The chess/Maharaja position: bitboards plus a mailbox, and making a move on it
//! (copy-make: a position is a small `Copy` value).

use super::attacks::{tables, KING, KNIGHT, PAWN};
use super::bitboard::{bit, Bitboard};
use crate::rules::color::Color;
use crate::rules::role::{Piece, Role};
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;

/// Castling-right bits.
pub const WHITE_KING_SIDE: u8 = 1;
pub const WHITE_QUEEN_SIDE: u8 = 2;
pub const BLACK_KING_SIDE: u8 = 4;
pub const BLACK_QUEEN_SIDE: u8 = 8;

/// No en-passant square.
pub const NO_EP: u8 = 64;

/// Square indices used by castling.
pub const E1: usize = 4;
pub const E8: usize = 60;

/// What kind of move a [`Move`] is.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square step.
    DoublePush,
    EnPassant,
    CastleKing,
    CastleQueen,
    Promotion(Role),
}

/// A move of the engine (what [`Position::make`] applies).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub kind: MoveKind,
}

impl Move {
    pub const NULL: Move = Move {
        from: 0,
        to: 0,
        kind: MoveKind::Normal,
    };
}

/// The rights a move through `sq` (from or to) leaves intact.
const fn castle_keep(sq: usize) -> u8 {
    match sq {
        0 => !WHITE_QUEEN_SIDE,
        7 => !WHITE_KING_SIDE,
        4 => !(WHITE_KING_SIDE | WHITE_QUEEN_SIDE),
        56 => !BLACK_QUEEN_SIDE,
        63 => !BLACK_KING_SIDE,
        60 => !(BLACK_KING_SIDE | BLACK_QUEEN_SIDE),
        _ => 0xf,
    }
}

const CASTLE_KEEP: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = castle_keep(i);
        i += 1;
    }
    t
};

/// Encodes a piece in the mailbox: 0 is empty, else `1 + role + 8 * color`.
#[inline(always)]
pub const fn code(color: Color, role: Role) -> u8 {
    1 + role as u8 + 8 * color as u8
}

const ROLES: [Role; 7] = Role::ALL;

/// Decodes a mailbox code (`None` for an empty square).
#[inline(always)]
pub fn decode(code: u8) -> Option<Piece> {
    if code == 0 {
        return None;
    }
    let c = code - 1;
    let color = if c >= 8 { Color::Black } else { Color::White };
    ROLES
        .get((c & 7) as usize)
        .map(|&role| Piece::new(color, role))
}

/// A chess or Maharaja position.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Position {
    /// Pieces of each role (index `Role as usize`), both colours.
    pub(crate) roles: [Bitboard; 7],
    /// Pieces of each colour.
    pub(crate) colors: [Bitboard; 2],
    /// What stands on each square (see [`code`]).
    pub(crate) mailbox: [u8; 64],
    pub(crate) turn: Color,
    /// Castling-right bits.
    pub(crate) castling: u8,
    /// En-passant target square index, or [`NO_EP`].
    pub(crate) ep: u8,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) ruleset: RuleSet,
    /// The last move played through `play` (from, to), for the view; equal when none.
    pub(crate) last_move: [u8; 2],
}

impl Position {
    /// An empty board, white to move.
    pub(crate) fn empty(ruleset: RuleSet) -> Position {
        Position {
            roles: [0; 7],
            colors: [0; 2],
            mailbox: [0; 64],
            turn: Color::White,
            castling: 0,
            ep: NO_EP,
            halfmove: 0,
            fullmove: 1,
            ruleset,
            last_move: [0, 0],
        }
    }

    /// Puts a piece on an empty square.
    pub(crate) fn put(&mut self, sq: usize, piece: Piece) {
        let b = bit(sq);
        self.roles[piece.role as usize] |= b;
        self.colors[piece.color.index()] |= b;
        self.mailbox[sq] = code(piece.color, piece.role);
    }

    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        decode(self.mailbox[sq.index()])
    }

    #[inline(always)]
    pub(crate) fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    #[inline(always)]
    pub(crate) fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.roles[role as usize] & self.colors[color.index()]
    }

    /// The royal pieces of `color` (its king, or White's Maharaja).
    #[inline(always)]
    pub(crate) fn royals(&self, color: Color) -> Bitboard {
        (self.roles[Role::King as usize] | self.roles[Role::Maharaja as usize])
            & self.colors[color.index()]
    }

    /// The square index of `color`'s royal piece (validated to be exactly one).
    #[inline(always)]
    pub(crate) fn royal_square(&self, color: Color) -> usize {
        self.royals(color).trailing_zeros() as usize & 63
    }

    /// Pieces of both colours attacking `sq` with the given occupancy.
    #[inline(always)]
    pub(crate) fn attackers_to(&self, sq: usize, occupied: Bitboard) -> Bitboard {
        Position::attackers_on(&self.roles, &self.colors, sq, occupied)
    }

    /// [`Position::attackers_to`] on a board given by its role and colour bitboards (a
    /// position's, or the one a move would leave, without making it).
    #[inline(always)]
    pub(crate) fn attackers_on(
        roles: &[Bitboard; 7],
        colors: &[Bitboard; 2],
        sq: usize,
        occupied: Bitboard,
    ) -> Bitboard {
        let t = tables();
        let r = roles;
        let m = r[Role::Maharaja as usize];
        let queens = r[Role::Queen as usize] | m;
        let pawns = r[Role::Pawn as usize];
        (PAWN[0][sq] & pawns & colors[1])
            | (PAWN[1][sq] & pawns & colors[0])
            | (KNIGHT[sq] & (r[Role::Knight as usize] | m))
            | (KING[sq] & r[Role::King as usize])
            | (t.bishop(sq, occupied) & (r[Role::Bishop as usize] | queens))
            | (t.rook(sq, occupied) & (r[Role::Rook as usize] | queens))
    }

    /// Pieces of `by` attacking `sq`.
    #[inline(always)]
    pub(crate) fn attacked_by(&self, sq: usize, by: Color, occupied: Bitboard) -> Bitboard {
        self.attackers_to(sq, occupied) & self.colors[by.index()]
    }

    /// The pieces giving check to the side to move.
    #[inline(always)]
    pub(crate) fn checkers(&self) -> Bitboard {
        let k = self.royal_square(self.turn);
        self.attacked_by(k, self.turn.other(), self.occupied())
    }

    #[inline(always)]
    fn remove(&mut self, sq: usize) {
        let c = self.mailbox[sq];
        if c != 0 {
            let b = bit(sq);
            let c = c - 1;
            self.roles[(c & 7) as usize] &= !b;
            self.colors[(c >> 3) as usize] &= !b;
            self.mailbox[sq] = 0;
        }
    }

    #[inline(always)]
    fn place(&mut self, sq: usize, code: u8) {
        let b = bit(sq);
        let c = code - 1;
        self.roles[(c & 7) as usize] |= b;
        self.colors[(c >> 3) as usize] |= b;
        self.mailbox[sq] = code;
    }

    /// Applies a move known to be legal.
    #[inline]
    pub(crate) fn make(&mut self, m: Move) {
        let from = m.from as usize;
        let to = m.to as usize;
        let moving = self.mailbox[from];
        let us = self.turn;
        let is_pawn = moving == code(us, Role::Pawn);
        let captured = self.mailbox[to] != 0;
        self.ep = NO_EP;
        self.remove(from);
        self.remove(to);
        match m.kind {
            MoveKind::Normal => self.place(to, moving),
            MoveKind::DoublePush => {
                self.place(to, moving);
                if self.ruleset == RuleSet::Chess {
                    self.ep = ((from + to) / 2) as u8;
                }
            }
            MoveKind::EnPassant => {
                self.place(to, moving);
                let behind = if us == Color::White { to - 8 } else { to + 8 };
                self.remove(behind);
            }
            MoveKind::Promotion(role) => self.place(to, code(us, role)),
            MoveKind::CastleKing => {
                self.place(to, moving);
                self.remove(from + 3);
                self.place(from + 1, code(us, Role::Rook));
            }
            MoveKind::CastleQueen => {
                self.place(to, moving);
                self.remove(from - 4);
                self.place(from - 1, code(us, Role::Rook));
            }
        }
        self.castling &= CASTLE_KEEP[from] & CASTLE_KEEP[to];
        if is_pawn || captured || m.kind == MoveKind::EnPassant {
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.other();
    }
}
