//! The computer's answer to its opponent's offers: a takeback is granted at the low levels
//! (1 to 3) and refused above; a draw is accepted only when a short search from its own
//! view says it stands worse (at most [`DRAW_ACCEPT_CP`]), else declined.

use super::chakart_eval;
use super::level::Level;
use super::{choose, AiError, Request};
use crate::rules::{AnyPosition, Color, RuleSet};

/// The highest score (for the computer, in centipawns) at which it accepts a draw.
pub const DRAW_ACCEPT_CP: i32 = -50;

/// The highest level that grants a takeback.
pub const TAKEBACK_MAX_LEVEL: u8 = 3;

/// The time budget of the search behind a draw answer (node-budgeted: deterministic).
pub const DRAW_SEARCH_MS: u64 = 100;

/// Whether the computer at `level` grants its opponent's takeback request.
pub fn grants_takeback(level: Level) -> bool {
    level.number() <= TAKEBACK_MAX_LEVEL
}

/// How `me` judges the position whose view (its own: `view_fen(me)`) is `fen`, in
/// centipawns for `me`: a level-8 search of [`DRAW_SEARCH_MS`] seeded with `seed` from
/// the mover's side (chess, Maharaja, Koopa, where the view is the whole position, and
/// Chakart when `me` is to act), else (Chakart, the opponent to act: its view hides that
/// opponent's secrets, so no search for it) the static Chakart estimate.
pub fn judge(ruleset: RuleSet, fen: &str, me: Color, seed: u64) -> Result<i32, AiError> {
    let pos =
        AnyPosition::from_fen(ruleset, fen).map_err(|e| AiError::Fen(ruleset, e.to_string()))?;
    if pos.status().is_some() {
        return Err(AiError::GameOver);
    }
    let mover = pos.turn();
    if let AnyPosition::Chakart(p) = &pos {
        if mover != me {
            return Ok(chakart_eval::evaluate(p, me));
        }
    }
    let d = choose(&Request {
        ruleset,
        fen,
        level: Level::MAX,
        movetime_ms: DRAW_SEARCH_MS,
        seed: Some(seed),
        history: &[],
    })?;
    Ok(if mover == me { d.score } else { -d.score })
}

/// Whether `me` accepts a draw in its view `fen` (see [`judge`]); a position it cannot
/// judge is declined.
pub fn accepts_draw(ruleset: RuleSet, fen: &str, me: Color, seed: u64) -> bool {
    judge(ruleset, fen, me, seed).is_ok_and(|s| s <= DRAW_ACCEPT_CP)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takebacks_up_to_level_3_draws_only_when_worse() {
        let levels: Vec<bool> = (1..=8)
            .filter_map(Level::new)
            .map(grants_takeback)
            .collect();
        assert_eq!(
            levels,
            [true, true, true, false, false, false, false, false]
        );
        // Black a queen down, white to move: black accepts, white declines.
        let fen = "rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        assert!(accepts_draw(RuleSet::Chess, fen, Color::Black, 1));
        assert!(!accepts_draw(RuleSet::Chess, fen, Color::White, 1));
        assert!(judge(RuleSet::Chess, fen, Color::White, 1).expect("judged") > 500);
        // The start: nobody stands worse by 50 cp.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        for c in [Color::White, Color::Black] {
            assert!(!accepts_draw(RuleSet::Chess, start, c, 7), "{c:?}");
        }
    }
}
