//! Baseline opponents for measurements: a random mover and a one-move greedy player.

use super::search::Game;
use super::{chakart_search, chess_eval::ChessGame, koopa_eval::KoopaGame};
use crate::rules::{Action, AnyPosition};
use rand::seq::IndexedRandom;
use rand::Rng;

/// A uniformly random legal action.
pub fn random_action<R: Rng + ?Sized>(pos: &AnyPosition, rng: &mut R) -> Option<Action> {
    pos.legal_moves().choose(rng).map(|d| d.action)
}

/// The action with the best immediate result for the mover (Chakart: one random draw; a
/// mate or a won game first), without looking at the reply.
pub fn greedy_action(pos: &AnyPosition, seed: u64) -> Option<Action> {
    match pos {
        AnyPosition::Chess(p) => greedy(&ChessGame::new(*p)),
        AnyPosition::Koopa(p) => greedy(&KoopaGame::new(*p.board())),
        AnyPosition::Chakart(p) => chakart_search::greedy(p, seed),
    }
}

fn greedy<G: Game>(g: &G) -> Option<Action> {
    let mut moves = Vec::new();
    g.moves(&mut moves);
    let mut best: Option<(i32, Action)> = None;
    for m in moves {
        let child = g.make(m);
        let mut replies = Vec::new();
        child.moves(&mut replies);
        let v = if child.lost() || (replies.is_empty() && child.stuck_loses()) {
            i32::MAX
        } else if replies.is_empty() {
            0
        } else {
            -child.eval()
        };
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, g.action(m)));
        }
    }
    best.map(|(_, a)| a)
}
