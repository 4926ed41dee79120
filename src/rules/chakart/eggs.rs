//! The eight egg effects of each edition: which can apply, the draw, and what each does.

use super::draws::draw;
use super::movegen::{legal_actions, piece_moves};
use super::position::{bit, ChainEnd, Choice, Position};
use super::powers::power_moves;
use crate::rules::cell::{Cell, PieceState};
use crate::rules::color::Color;
use crate::rules::event::{DrawPurpose, EggEffect, Event, TurnReport};
use crate::rules::role::{Piece, Role};
use crate::rules::square::Square;
use rand::Rng;

/// Toadette's new piece in the current edition, in draw order.
pub(crate) const TOADETTE_ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::King,
];

/// Squares scanned for Luigi / Waluigi candidates: rank 8 to rank 1, file a to h.
fn scan_order() -> impl Iterator<Item = Square> {
    (0..8u8)
        .rev()
        .flat_map(|rank| (0..8u8).map(move |file| Square::new(file, rank)))
}

/// The pieces Luigi (`own == false`) or Waluigi (`own == true`) may recolour for `mover`:
/// never a king, never a hidden queen, never a pawn that would stand on its new owner's
/// last rank.
pub(crate) fn recolor_candidates(pos: &Position, mover: Color, own: bool) -> Vec<Square> {
    let owner = if own { mover } else { !mover };
    let new_owner = !owner;
    scan_order()
        .filter(|&sq| match pos.get(sq) {
            Cell::Piece(p, PieceState::Normal | PieceState::Frozen) => {
                p.color == owner
                    && p.role != Role::King
                    && !(p.role == Role::Pawn && sq.rank() == new_owner.last_rank())
            }
            _ => false,
        })
        .collect()
}

/// Whether the choice an effect would ask for has at least one answer.
fn has_answer(pos: &mut Position, choice: Choice) -> bool {
    pos.choices.insert(0, choice);
    let any = !legal_actions(pos).is_empty();
    pos.choices.remove(0);
    any
}

/// The effects that can apply (2020 edition), in [`EggEffect::ALL`] order.
fn applicable_2020(pos: &mut Position, at: Square) -> Vec<EggEffect> {
    let side = pos.side;
    EggEffect::ALL
        .into_iter()
        .filter(|&e| match e {
            EggEffect::Daisy => {
                let mut v = Vec::new();
                piece_moves(pos, Some(at), &mut v);
                power_moves(pos, Some(at), &mut v);
                !v.is_empty()
            }
            EggEffect::Toadette => {
                pos.pool[side].iter().any(|&n| n > 0) && has_answer(pos, Choice::Toadette(None))
            }
            EggEffect::Luigi => !recolor_candidates(pos, side, false).is_empty(),
            EggEffect::Waluigi => !recolor_candidates(pos, side, true).is_empty(),
            _ => true,
        })
        .collect()
}

/// An egg under `piece` (standing on `at`) hatches. `start` is where its move began
/// (`None` for a piece Toadette just put down).
pub(crate) fn hatch<R: Rng + ?Sized>(
    pos: &mut Position,
    piece: Piece,
    at: Square,
    start: Option<Square>,
    rng: &mut R,
    rep: &mut TurnReport,
) -> ChainEnd {
    let side = pos.side;
    let effect = if pos.is_2020() {
        let list = applicable_2020(pos, at);
        list[draw(rng, &mut rep.draws, DrawPurpose::EggEffect, list.len())]
    } else {
        EggEffect::ALL[draw(rng, &mut rep.draws, DrawPurpose::EggEffect, 8)]
    };
    rep.events.push(Event::Egg { effect });
    let mut end = ChainEnd::at(at);
    match effect {
        EggEffect::KingBoo | EggEffect::Toadette | EggEffect::Daisy => {
            let choice = effect_choice(pos, effect, at, rng, rep);
            if has_answer(pos, choice) {
                end.follow = Some(choice);
            } else {
                rep.events.push(Event::EffectVoid { effect });
            }
        }
        EggEffect::Koopa => end = send_back(pos, piece, at, start, rep),
        EggEffect::Chomp => {
            pos.set(at, Cell::Empty);
            rep.events.push(Event::Captured { piece, square: at });
            pos.count_capture(piece);
            end.at = None;
        }
        EggEffect::Bowser => {
            pos.set(at, Cell::Piece(piece, PieceState::Frozen));
            pos.fresh |= bit(at);
            rep.events.push(Event::Immobilized { piece, square: at });
        }
        EggEffect::Luigi | EggEffect::Waluigi => recolor(pos, side, effect, rng, rep),
    }
    end
}

/// The choice King Boo, Toadette or Daisy (`effect`, hatched on `at`) asks for; in the
/// current edition Toadette's piece is drawn here.
fn effect_choice<R: Rng + ?Sized>(
    pos: &Position,
    effect: EggEffect,
    at: Square,
    rng: &mut R,
    rep: &mut TurnReport,
) -> Choice {
    match effect {
        EggEffect::KingBoo => Choice::KingBoo(pos.is_2020().then_some(at)),
        EggEffect::Toadette if pos.is_2020() => Choice::Toadette(None),
        EggEffect::Toadette => {
            let k = draw(rng, &mut rep.draws, DrawPurpose::ToadettePiece, 5);
            Choice::Toadette(Some(TOADETTE_ROLES[k]))
        }
        _ => Choice::Daisy(pos.is_2020().then_some(at)),
    }
}

/// Koopa: `piece` goes from `at` back to where its move began (`start`), destroying an
/// object there; a piece Toadette just put down has nowhere to go back to and is removed.
/// Where the chain ends.
fn send_back(
    pos: &mut Position,
    piece: Piece,
    at: Square,
    start: Option<Square>,
    rep: &mut TurnReport,
) -> ChainEnd {
    pos.set(at, Cell::Empty);
    let Some(s) = start else {
        rep.events.push(Event::Captured { piece, square: at });
        let mut end = ChainEnd::at(at);
        end.at = None;
        return end;
    };
    if let Cell::Object(o) = pos.get(s) {
        rep.events.push(Event::ObjectDestroyed {
            object: o,
            square: s,
        });
    }
    pos.set(s, Cell::Piece(piece, PieceState::Normal));
    rep.events.push(Event::SentBack {
        piece,
        from: at,
        to: s,
    });
    ChainEnd {
        at: Some(s),
        sent_back: true,
        follow: None,
    }
}

/// Luigi or Waluigi (`effect`): a piece drawn among the candidates for `side` changes
/// colour (void without one); a frozen piece now `side`'s sits out its next turn.
fn recolor<R: Rng + ?Sized>(
    pos: &mut Position,
    side: Color,
    effect: EggEffect,
    rng: &mut R,
    rep: &mut TurnReport,
) {
    let list = recolor_candidates(pos, side, effect == EggEffect::Waluigi);
    if list.is_empty() {
        rep.events.push(Event::EffectVoid { effect });
        return;
    }
    let sq = list[draw(rng, &mut rep.draws, DrawPurpose::RecolorPiece, list.len())];
    if let Cell::Piece(p, state) = pos.get(sq) {
        let now = !p.color;
        pos.set(sq, Cell::Piece(Piece::new(now, p.role), state));
        if state == PieceState::Frozen && now == side {
            // Recoloured, it sits out its new owner's next turn.
            pos.fresh |= bit(sq);
        }
        rep.events.push(Event::Recolored {
            piece: p,
            square: sq,
            now,
        });
    }
}
