//! Moves as the rest of the project sees them: [`MoveDesc`] lists, and playing an
//! [`Action`] with a player-readable reason when it is refused, reporting [`Event`]s.

use super::attacks::{tables, KING, KNIGHT, PAWN};
use super::bitboard::bit;
use super::movegen::{generate, MoveList};
use super::position::{Move, MoveKind, Position};
use crate::rules::{
    Action, CastleSide, Color, Event, MoveDesc, MoveError, Piece, Role, Square, TurnReport,
};

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

    /// The name of `color`'s royal piece ("king" or "Maharaja").
    fn royal_name(&self, color: Color) -> &'static str {
        if self.pieces(color, Role::Maharaja) != 0 {
            "Maharaja"
        } else {
            "king"
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

    /// Why `action` is not legal here (it is known not to be).
    fn refusal(
        &self,
        list: &MoveList,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> String {
        let us = self.turn;
        let Some(piece) = self.piece_at(from) else {
            return format!("there is no piece on {from}");
        };
        if piece.color != us {
            return format!(
                "the {} on {from} is {}'s; it is {us}'s turn",
                piece.role, piece.color
            );
        }
        let same_squares: Vec<&Move> = list
            .as_slice()
            .iter()
            .filter(|m| m.from as usize == from.index() && m.to as usize == to.index())
            .collect();
        if !same_squares.is_empty() {
            return match promotion {
                None => format!(
                    "a pawn reaching the last rank must promote: add q, r, b or n (like {from}{to}q)"
                ),
                Some(r) if same_squares.iter().any(|m| m.promotion().is_some()) => {
                    format!("a pawn cannot promote to a {r}: choose a queen, rook, bishop or knight")
                }
                Some(_) => "only a pawn reaching the last rank promotes".to_string(),
            };
        }
        let royal = self.royal_name(us);
        let back = us.back_rank();
        if piece.role == Role::King
            && from.rank() == back
            && to.rank() == back
            && from.file() == 4
            && (to.file() == 6 || to.file() == 2)
        {
            let side = if to.file() == 6 {
                "king side"
            } else {
                "queen side"
            };
            return if self.checkers() != 0 {
                "you cannot castle out of check".to_string()
            } else {
                format!(
                    "you cannot castle {side} now (the right is lost, the way is blocked, or the king would pass through or land on an attacked square)"
                )
            };
        }
        if self.pseudo_reaches(from, to, piece) {
            if piece.role == Role::King || piece.role == Role::Maharaja {
                return format!("your {royal} cannot move onto an attacked square");
            }
            if self.checkers() != 0 {
                return format!("your {royal} is in check and this move does not stop it");
            }
            return format!("that move would leave your {royal} in check");
        }
        format!("the {} on {from} cannot go to {to}", piece.role)
    }

    /// Plays `action` if legal; otherwise leaves the position unchanged.
    pub(super) fn play_action(&mut self, action: &Action) -> Result<TurnReport, MoveError> {
        let Action::Move {
            from,
            to,
            promotion,
        } = *action
        else {
            return Err(MoveError::Illegal(format!(
                "'{action}' is not a move in {}",
                self.ruleset
            )));
        };
        let list = self.legal();
        let found = list.as_slice().iter().copied().find(|m| {
            m.from as usize == from.index()
                && m.to as usize == to.index()
                && m.promotion() == promotion
        });
        let Some(m) = found else {
            return Err(MoveError::Illegal(self.refusal(&list, from, to, promotion)));
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
