//! Static exchange evaluation for chess: whether a capture still wins material once every
//! capture on its square is played out, least valuable attacker first (pins ignored).

use crate::rules::chess::attacks::tables;
use crate::rules::chess::bitboard::bit;
use crate::rules::chess::{Move, MoveKind, Position};
use crate::rules::Role;

/// Exchange values by `Role as usize` (the king never gets captured: 0, it ends the
/// exchange instead); also the material the move ordering and the endgame scales count.
pub(super) const VALUE: [i32; 7] = [100, 320, 330, 500, 900, 0, 0];

/// Whether `m` gains at least `threshold` centipawns in the exchange on its target square.
/// Promotions, en passant and castling answer `true`.
pub fn see_ge(pos: &Position, m: Move, threshold: i32) -> bool {
    if m.kind != MoveKind::Normal {
        return true;
    }
    let (from, to) = (m.from as usize, m.to as usize);
    let role = |code: u8| ((code - 1) & 7) as usize;
    let victim = pos.mailbox[to];
    let mut swap = if victim == 0 { 0 } else { VALUE[role(victim)] } - threshold;
    if swap < 0 {
        return false;
    }
    let mover = role(pos.mailbox[from]);
    if mover >= Role::King as usize {
        return true;
    }
    swap = VALUE[mover] - swap;
    if swap <= 0 {
        return true;
    }
    let t = tables();
    let r = &pos.roles;
    let diagonal = r[Role::Bishop as usize] | r[Role::Queen as usize];
    let straight = r[Role::Rook as usize] | r[Role::Queen as usize];
    let mut occupied = pos.occupied() ^ bit(from) ^ bit(to);
    let mut stm = pos.turn;
    let mut attackers = pos.attackers_to(to, occupied);
    let mut res = 1;
    loop {
        stm = stm.other();
        attackers &= occupied;
        let mine = attackers & pos.colors[stm.index()];
        if mine == 0 {
            break;
        }
        res ^= 1;
        let Some(least) = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ]
        .into_iter()
        .find(|&q| mine & r[q as usize] != 0) else {
            // Only the king (or a Maharaja) is left: it may take only if nothing defends.
            return if attackers & !pos.colors[stm.index()] != 0 {
                res ^ 1 != 0
            } else {
                res != 0
            };
        };
        swap = VALUE[least as usize] - swap;
        if swap < res {
            break;
        }
        let b = mine & r[least as usize];
        occupied ^= b & b.wrapping_neg();
        if matches!(least, Role::Pawn | Role::Bishop | Role::Queen) {
            attackers |= t.bishop(to, occupied) & diagonal;
        }
        if matches!(least, Role::Rook | Role::Queen) {
            attackers |= t.rook(to, occupied) & straight;
        }
    }
    res != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(pos: &Position, uci: &str) -> Move {
        *pos.legal()
            .as_slice()
            .iter()
            .find(|m| m.action().to_string() == uci)
            .expect("a legal move")
    }

    fn position(fen: &str) -> Position {
        match crate::rules::AnyPosition::from_fen(crate::rules::RuleSet::Chess, fen) {
            Ok(crate::rules::AnyPosition::Chess(p)) => p,
            _ => panic!("a chess FEN"),
        }
    }

    #[test]
    fn a_defended_pawn_taken_by_the_queen_loses() {
        let pos = position("4k3/8/3p4/4p3/8/8/4Q3/4K3 w - - 0 1");
        assert!(!see_ge(&pos, mv(&pos, "e2e5"), 0));
    }

    #[test]
    fn an_undefended_piece_is_won_and_an_even_trade_is_even() {
        let pos = position("4k3/8/8/3n4/8/4N3/8/4K3 w - - 0 1");
        assert!(see_ge(&pos, mv(&pos, "e3d5"), 320));
        let pos = position("4k3/2p5/3n4/8/4N3/8/8/4K3 w - - 0 1");
        assert!(see_ge(&pos, mv(&pos, "e4d6"), 0));
        assert!(!see_ge(&pos, mv(&pos, "e4d6"), 1));
    }

    #[test]
    fn x_ray_defenders_count() {
        // Rxd5 Rxd5 Rxd5: the second white rook behind the first wins the pawn.
        let pos = position("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1");
        assert!(see_ge(&pos, mv(&pos, "d2d5"), 0));
    }
}
