//! The computer opponent: given a rule set, the mover's view only, a level, a time budget
//! and a seed, it chooses one action (or the answer to a pending choice).
//!
//! Fair play by construction: [`choose`] takes the FEN the mover may see (for Chakart the
//! view FEN `rules play --view` prints) and refuses a FEN that shows an opponent's hidden
//! queen; where such a queen may be, it guesses from the view and the seed alone
//! ([`determinise`]).
//!
//! Deterministic: with a seed, every search stops on a node budget derived from the time
//! budget by a fixed rate per rule set ([`budget`]), never on the wall clock, so the same
//! inputs and seed give the same action on any machine. Without a seed levels 1 to 7 stop
//! on that same node budget (so a level plays alike on every machine), only level 8 on
//! the wall clock, and the noise of low levels is drawn from the operating system.

pub mod baseline;
pub mod budget;
mod chakart_eval;
mod chakart_search;
mod chess_eval;
mod chess_key;
pub mod chess_king;
pub mod chess_nnue;
pub mod chess_pesto;
mod chess_weights;
pub mod determinise;
mod koopa_eval;
mod learned;
pub mod level;
mod maharaja_eval;
pub mod memory;
pub mod offers;
mod search;
mod see;
mod tt;

use crate::rules::{chakart, Action, AnyPosition, Cell, PieceState, RuleSet};
use budget::Budget;
use level::Level;
pub use memory::Memory;

/// A won position's score in the alpha-beta engines (minus the plies to the mate).
pub const MATE_SCORE: i32 = search::MATE;

/// The default time budget per move, in milliseconds.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;

/// The `movetime_ms` a host gives a search of `level` when the top level thinks for
/// `top_ms`: the top level `top_ms`, levels 1 to 7 always [`DEFAULT_MOVETIME_MS`] (their
/// node budgets, [`budget`]), so a level plays the same whatever time a server gives the
/// top one.
///
/// ```
/// use chakbot::ai::{level::Level, movetime_for, DEFAULT_MOVETIME_MS};
/// assert_eq!(movetime_for(Level::MAX, 300), 300);
/// let four = Level::new(4).unwrap();
/// assert_eq!(movetime_for(four, 300), DEFAULT_MOVETIME_MS);
/// ```
pub fn movetime_for(level: Level, top_ms: u64) -> u64 {
    if level.by_clock() {
        top_ms
    } else {
        DEFAULT_MOVETIME_MS
    }
}

/// What the engine is asked.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    pub ruleset: RuleSet,
    /// The mover's view (Chakart: as `rules play --view white|black` prints it).
    pub fen: &'a str,
    pub level: Level,
    pub movetime_ms: u64,
    /// `Some`: deterministic (node budget); `None`: wall clock and fresh noise.
    pub seed: Option<u64>,
    /// The FENs of the game's earlier positions, oldest first (chess, Maharaja, Koopa: the
    /// search scores a return to one of them as a draw, so a winning side steers clear of
    /// repetitions and a losing one seeks them); empty when unknown. Chakart ignores it
    /// (its dice make repetitions rare, and its full FENs may show hidden pieces).
    pub history: &'a [String],
}

/// Earlier positions the search looks back on: at most the fifty-move rule's span.
const HISTORY_PLIES: usize = 100;

/// What the engine chose, with what the search saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub action: Action,
    /// Nodes visited (positions made, Chakart: turns played).
    pub nodes: u64,
    /// The deepest completed iteration (plies; Chakart: 1 to 3).
    pub depth: u32,
    /// The score of the chosen action for the mover, in centipawns.
    pub score: i32,
}

/// What a review learns of one Chakart turn ([`weigh_chakart`]): the best action and the
/// expected values (for the mover, over the draws still to come) of it and of the action
/// played, judged alike at the deepest ply both reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weighed {
    pub best: Action,
    pub best_score: i32,
    pub played_score: i32,
    pub depth: u32,
    pub nodes: u64,
}

/// Why the engine cannot answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AiError {
    #[error("bad FEN for {0}: {1}")]
    Fen(RuleSet, String),
    #[error("the FEN shows the opponent's hidden queen on {0}: give the mover's view (rules play --view)")]
    SeesHiddenQueen(String),
    #[error("the game is over in this position")]
    GameOver,
    #[error("there is no legal action in this position")]
    NoLegalAction,
}

/// Chooses the mover's action in `req.fen`. Unseeded chess at the levels limited by time
/// starts from a table earlier searches filled ([`memory`]); anything else afresh.
pub fn choose(req: &Request<'_>) -> Result<Decision, AiError> {
    if memory::kept_for(req.ruleset, req.level, req.seed) {
        let mut kept = memory::take();
        let decision = choose_with(req, Some(&mut kept));
        memory::give_back(kept);
        decision
    } else {
        choose_with(req, None)
    }
}

/// [`choose`] with the caller's memory (`None`: a fresh table). A chess search at a level
/// limited by time starts from the memory's table and leaves its results there; other
/// searches leave it untouched. Seeded, the same requests in the same order from the same
/// memory give the same actions.
pub fn choose_with(req: &Request<'_>, memory: Option<&mut Memory>) -> Result<Decision, AiError> {
    let pos = AnyPosition::from_fen(req.ruleset, req.fen)
        .map_err(|e| AiError::Fen(req.ruleset, e.to_string()))?;
    if let AnyPosition::Chakart(p) = &pos {
        refuse_hidden_opponent_queen(p)?;
    }
    if pos.status().is_some() {
        return Err(AiError::GameOver);
    }
    if pos.legal_moves().is_empty() {
        return Err(AiError::NoLegalAction);
    }
    let budget = Budget::new(req.ruleset, req.level, req.movetime_ms, req.seed.is_none());
    let seed = req.seed.unwrap_or_else(rand::random);
    let before = history_keys(req);
    let decision = match pos {
        AnyPosition::Chess(p) => {
            let kept = memory
                .filter(|_| memory::used_by(req.ruleset, req.level))
                .map(|m| &mut m.chess);
            search::choose(
                &army_blind_spot(chess_eval::ChessGame::new(p), req.level, seed),
                &before,
                req.level,
                budget,
                seed,
                kept,
            )
        }
        AnyPosition::Koopa(p) => search::choose(
            &koopa_eval::KoopaGame::new(*p.board()),
            &before,
            req.level,
            budget,
            seed,
            None,
        ),
        AnyPosition::Chakart(p) => chakart_search::choose(&p, req.level, budget, seed),
    };
    decision.ok_or(AiError::NoLegalAction)
}

/// A review's question on one Chakart turn: how the action played compares with the best
/// one, in expected value over the draws still to come, judged from the mover's view only
/// (`req.fen`, as for [`choose`]; an opponent's hidden queen is guessed, never seen) at
/// `req.level`'s search shape without noise, on the node budget of `req.movetime_ms`.
pub fn weigh_chakart(req: &Request<'_>, played: &Action) -> Result<Weighed, AiError> {
    let pos = AnyPosition::from_fen(req.ruleset, req.fen)
        .map_err(|e| AiError::Fen(req.ruleset, e.to_string()))?;
    let AnyPosition::Chakart(p) = pos else {
        return Err(AiError::Fen(req.ruleset, "not a Chakart position".into()));
    };
    refuse_hidden_opponent_queen(&p)?;
    let budget = Budget::new(req.ruleset, req.level, req.movetime_ms, false);
    let seed = req.seed.unwrap_or(0);
    chakart_search::weigh(&p, *played, req.level, budget, seed).ok_or(AiError::NoLegalAction)
}

/// Maharaja, the army to move: whether this move overlooks the Maharaja's knight jumps
/// ([`Level::overlook_jumps_percent`], drawn from the seed apart from the search's noise).
fn army_blind_spot(game: chess_eval::ChessGame, level: Level, seed: u64) -> chess_eval::ChessGame {
    use rand::{Rng, SeedableRng};
    let percent = level.overlook_jumps_percent();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x6a75_6d70);
    if game.army_to_move() && percent > 0 && rng.random_range(0..100) < percent {
        game.overlooking_jumps()
    } else {
        game
    }
}

/// The search keys of the request's earlier positions (the last [`HISTORY_PLIES`]); a
/// FEN that does not read is skipped.
fn history_keys(req: &Request<'_>) -> Vec<u64> {
    let skip = req.history.len().saturating_sub(HISTORY_PLIES);
    req.history[skip..]
        .iter()
        .filter_map(|fen| repetition_key(req.ruleset, fen))
        .collect()
}

/// The key the search knows a position by when it looks for repetitions: two FENs with
/// the same key are the same position, whatever their move counters (none for Chakart
/// or a FEN that does not read).
pub fn repetition_key(ruleset: RuleSet, fen: &str) -> Option<u64> {
    use search::Game;
    match AnyPosition::from_fen(ruleset, fen).ok()? {
        AnyPosition::Chess(p) => Some(chess_eval::ChessGame::new(p).key()),
        AnyPosition::Koopa(p) => Some(koopa_eval::KoopaGame::new(*p.board()).key()),
        AnyPosition::Chakart(_) => None,
    }
}

/// A Chakart FEN given to the engine must not show the opponent's hidden queen.
fn refuse_hidden_opponent_queen(pos: &chakart::Position) -> Result<(), AiError> {
    let mover = crate::rules::Variant::turn(pos);
    for sq in crate::rules::Square::ALL {
        if let Cell::Piece(p, PieceState::Hidden) = pos.get(sq) {
            if p.color != mover {
                return Err(AiError::SeesHiddenQueen(sq.to_string()));
            }
        }
    }
    Ok(())
}
