//! Moves as the rest of the project sees them: [`MoveDesc`] lists, and playing an
//! [`Action`] with a player-readable reason when it is refused, reporting [`Event`]s.

use super::attacks::{tables, KING, KNIGHT, PAWN};
use super::bitboard::{bit, Bitboard};
use super::movegen::{generate, generate_noisy, MoveList};
use super::position::{
    Move, MoveKind, Position, BLACK_KING_SIDE, BLACK_QUEEN_SIDE, WHITE_KING_SIDE, WHITE_QUEEN_SIDE,
};
use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{CastleWhy, MoveError, Refusal, Why};
use crate::rules::event::{Event, TurnReport};
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use crate::rules::variant::{CastleSide, MoveDesc};

fn square(i: u8) -> Square {
    Square::ALL[(i & 63) as usize]
}

impl Move {
    /// The promotion role, if any.
    pub fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(r) => Some(r),
            _ => None,
        }
    }

    /// The action that plays this move.
    pub fn action(self) -> Action {
        Action::Move {
            from: square(self.from),
            to: square(self.to),
            promotion: self.promotion(),
        }
    }
}

impl Position {
    /// The legal moves of the side to move, in the engine's form.
    pub fn legal(&self) -> MoveList {
        let mut list = MoveList::new();
        generate(self, &mut list);
        list
    }

    /// Appends the legal moves of the side to move to `out` (a search's own list).
    pub fn legal_into(&self, out: &mut Vec<Move>) {
        generate(self, out);
    }

    /// Appends the legal captures and promotions of the side to move to `out` (a
    /// search's quiescence).
    pub fn noisy_into(&self, out: &mut Vec<Move>) {
        generate_noisy(self, out);
    }

    /// Describes a legal move for notation.
    pub(super) fn describe(&self, m: Move) -> MoveDesc {
        let role = self
            .piece_at(square(m.from))
            .map(|p| p.role)
            .unwrap_or(Role::Pawn);
        MoveDesc {
            action: m.action(),
            role,
            from: square(m.from),
            to: square(m.to),
            capture: self.mailbox[m.to as usize] != 0 || m.kind == MoveKind::EnPassant,
            promotion: m.promotion(),
            castle: match m.kind {
                MoveKind::CastleKing => Some(CastleSide::King),
                MoveKind::CastleQueen => Some(CastleSide::Queen),
                _ => None,
            },
        }
    }

    /// Whether the piece on `from` could go to `to` if its own royal's safety and
    /// castling were ignored.
    fn pseudo_reaches(&self, from: Square, to: Square, piece: Piece) -> bool {
        let t = tables();
        let (f, s) = (from.index(), to.index());
        let occ = self.occupied();
        let ours = self.colors[piece.color.index()];
        let targets = match piece.role {
            Role::Pawn => {
                let theirs = self.colors[piece.color.other().index()];
                let mut push = 0;
                if let Some(one) = from.offset(0, piece.color.forward()) {
                    if occ & bit(one.index()) == 0 {
                        push |= bit(one.index());
                        let start = piece.color.back_rank() as i8 + piece.color.forward();
                        if from.rank() as i8 == start {
                            if let Some(two) = one.offset(0, piece.color.forward()) {
                                push |= bit(two.index()) & !occ;
                            }
                        }
                    }
                }
                let ep = if (self.ep as usize) < 64 {
                    bit(self.ep as usize)
                } else {
                    0
                };
                push | (PAWN[piece.color.index()][f] & (theirs | ep))
            }
            Role::Knight => KNIGHT[f],
            Role::Bishop => t.bishop(f, occ),
            Role::Rook => t.rook(f, occ),
            Role::Queen => t.queen(f, occ),
            Role::King => KING[f],
            Role::Maharaja => t.queen(f, occ) | KNIGHT[f],
        };
        targets & !ours & bit(s) != 0
    }

    /// Why `from`-`to` (with `promotion`) is not legal for the side to move, naming only
    /// pieces on the board (chess hides nothing).
    pub(super) fn reason(&self, from: Square, to: Square, promotion: Option<Role>) -> Why {
        let us = self.turn;
        let Some(piece) = self.piece_at(from) else {
            return Why::NothingThere;
        };
        if piece.color != us {
            return Why::NotYours;
        }
        let list = self.legal();
        let same_squares: Vec<&Move> = list
            .as_slice()
            .iter()
            .filter(|m| m.from as usize == from.index() && m.to as usize == to.index())
            .collect();
        if !same_squares.is_empty() {
            let choices: Vec<Role> = same_squares.iter().filter_map(|m| m.promotion()).collect();
            return match promotion {
                None if !choices.is_empty() => Why::PromotionMissing { choices },
                Some(role) if !choices.is_empty() => Why::PromotionRole { role, choices },
                _ => Why::NotAPromotion,
            };
        }
        let royal = self.royal_role(us);
        let back = us.back_rank();
        if piece.role == Role::King
            && from.rank() == back
            && to.rank() == back
            && from.file() == 4
            && (to.file() == 6 || to.file() == 2)
        {
            let side = if to.file() == 6 {
                CastleSide::King
            } else {
                CastleSide::Queen
            };
            return Why::Castle {
                side,
                cause: self.castle_cause(side),
            };
        }
        if self.pseudo_reaches(from, to, piece) {
            let them = us.other();
            if piece.role == royal {
                let occ = self.occupied() & !bit(from.index());
                if let Some(by) = self.first_piece(self.attacked_by(to.index(), them, occ)) {
                    return Why::Attacked { royal, by };
                }
                return Why::Illegal;
            }
            let checkers = self.checkers();
            if checkers != 0 {
                return Why::InCheck {
                    royal,
                    by: self.pieces_on(checkers),
                };
            }
            let mut after = *self;
            after.make(Move {
                from: from.index() as u8,
                to: to.index() as u8,
                kind: MoveKind::Normal,
            });
            let k = after.royal_square(us);
            let attackers = after.attacked_by(k, them, after.occupied());
            return match self.first_piece(attackers) {
                Some(by) => Why::Pinned { royal, by },
                None => Why::Illegal,
            };
        }
        self.blocker(from, to, piece)
            .map_or(Why::CannotGo, Why::Blocked)
    }

    /// Why `us` cannot castle on `side` now.
    pub(super) fn castle_cause(&self, side: CastleSide) -> CastleWhy {
        let us = self.turn;
        let back = us.back_rank();
        let at = |file: u8| Square::new(file, back);
        let king = at(4);
        if self.piece_at(king) != Some(Piece::new(us, Role::King)) {
            return CastleWhy::KingMoved;
        }
        let (rook_file, path, between): (u8, [u8; 2], &[u8]) = match side {
            CastleSide::King => (7, [5, 6], &[5, 6]),
            CastleSide::Queen => (0, [3, 2], &[3, 2, 1]),
        };
        if self.piece_at(at(rook_file)) != Some(Piece::new(us, Role::Rook)) {
            return CastleWhy::RookMoved;
        }
        let right = match (us, side) {
            (Color::White, CastleSide::King) => WHITE_KING_SIDE,
            (Color::White, CastleSide::Queen) => WHITE_QUEEN_SIDE,
            (Color::Black, CastleSide::King) => BLACK_KING_SIDE,
            (Color::Black, CastleSide::Queen) => BLACK_QUEEN_SIDE,
        };
        if self.castling & right == 0 {
            return CastleWhy::RightLost;
        }
        if self.checkers() != 0 {
            return CastleWhy::InCheck;
        }
        if let Some(f) = between.iter().find(|f| self.piece_at(at(**f)).is_some()) {
            return CastleWhy::Occupied(at(*f));
        }
        let occ = self.occupied();
        if let Some(f) = path
            .iter()
            .find(|f| self.attacked_by(at(**f).index(), us.other(), occ) != 0)
        {
            return CastleWhy::Attacked(at(*f));
        }
        CastleWhy::Unavailable
    }

    /// The role of `color`'s royal piece (king, or the Maharaja).
    fn royal_role(&self, color: Color) -> Role {
        if self.pieces(color, Role::Maharaja) != 0 {
            Role::Maharaja
        } else {
            Role::King
        }
    }

    /// The pieces on the squares of `b`, in square order.
    fn pieces_on(&self, b: Bitboard) -> Vec<(Role, Square)> {
        (0..64)
            .filter(|i| b & bit(*i) != 0)
            .filter_map(|i| {
                self.piece_at(square(i as u8))
                    .map(|p| (p.role, square(i as u8)))
            })
            .collect()
    }

    fn first_piece(&self, b: Bitboard) -> Option<(Role, Square)> {
        self.pieces_on(b).into_iter().next()
    }

    /// The first square in the way when `piece` moves along a line it may use (a slider,
    /// or a pawn's straight push), or an own piece standing on `to`.
    fn blocker(&self, from: Square, to: Square, piece: Piece) -> Option<Square> {
        let t = tables();
        let (f, s) = (from.index(), to.index());
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let straight = df == 0 || dr == 0;
        let diagonal = df.abs() == dr.abs();
        let slides = match piece.role {
            Role::Rook => straight,
            Role::Bishop => diagonal,
            Role::Queen | Role::Maharaja => straight || diagonal,
            Role::Pawn => {
                let fwd = piece.color.forward();
                let start = piece.color.back_rank() as i8 + fwd;
                df == 0 && (dr == fwd || (dr == 2 * fwd && from.rank() as i8 == start))
            }
            _ => false,
        };
        if !slides || f == s {
            return None;
        }
        let occ = self.occupied();
        let mut way = t.between(f, s) & occ;
        if piece.role == Role::Pawn {
            way |= occ & bit(s);
        } else if self.colors[piece.color.index()] & bit(s) != 0 {
            way |= bit(s);
        }
        // The blocker nearest to `from`.
        (0..64)
            .filter(|i| way & bit(*i) != 0)
            .map(|i| square(i as u8))
            .min_by_key(|q| {
                (q.file() as i8 - from.file() as i8)
                    .abs()
                    .max((q.rank() as i8 - from.rank() as i8).abs())
            })
    }

    /// Plays `action` if legal; otherwise leaves the position unchanged.
    pub(super) fn play_action(&mut self, action: &Action) -> Result<TurnReport, MoveError> {
        let Action::Move {
            from,
            to,
            promotion,
        } = *action
        else {
            return Err(Why::NotInRuleSet.into());
        };
        let list = self.legal();
        let found = list.as_slice().iter().copied().find(|m| {
            m.from as usize == from.index()
                && m.to as usize == to.index()
                && m.promotion() == promotion
        });
        let Some(m) = found else {
            let role = self.piece_at(from).map(|p| p.role);
            return Err(Refusal::new(self.reason(from, to, promotion))
                .at(role, Some(from), Some(to))
                .into());
        };
        let us = self.turn;
        let mut events = Vec::new();
        let moving = self.piece_at(from).unwrap_or(Piece::new(us, Role::Pawn));
        match m.kind {
            MoveKind::CastleKing | MoveKind::CastleQueen => {
                let (rook_from, rook_to) = if m.kind == MoveKind::CastleKing {
                    (m.from + 3, m.from + 1)
                } else {
                    (m.from - 4, m.from - 1)
                };
                events.push(Event::Castled {
                    color: us,
                    king_from: from,
                    king_to: to,
                    rook_from: square(rook_from),
                    rook_to: square(rook_to),
                });
            }
            _ => {
                events.push(Event::Moved {
                    piece: moving,
                    from,
                    to,
                });
                if let Some(captured) = self.piece_at(to) {
                    events.push(Event::Captured {
                        piece: captured,
                        square: to,
                    });
                }
                if m.kind == MoveKind::EnPassant {
                    let behind = Square::new(to.file(), from.rank());
                    events.push(Event::Captured {
                        piece: Piece::new(us.other(), Role::Pawn),
                        square: behind,
                    });
                }
                if let Some(role) = m.promotion() {
                    events.push(Event::Promoted { square: to, role });
                }
            }
        }
        self.make(m);
        self.last_move = [m.from, m.to];
        if self.checkers() != 0 {
            events.push(Event::Check { color: self.turn });
        }
        Ok(TurnReport {
            events,
            ..TurnReport::default()
        })
    }
}
