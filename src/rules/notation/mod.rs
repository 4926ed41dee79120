//! Move text as players type it (SAN in the reader's letters, figurines, coordinates,
//! Chakart specials) resolved against the legal moves of a position, and SAN written in
//! a language's letters.
//!
//! Parsing never looks at the rules itself: it matches the text against
//! [`AnyPosition::legal_moves`], so every rule set gets the same forgiving reader; only a
//! refusal asks the position why (`explain.rs`).
//!
//! ```
//! use chakbot::rules::{notation, Action, MoveDesc, Role, RuleSet, Square};
//! use chakbot::rules::notation::Letters;
//! let sq = |s: &str| s.parse::<Square>().unwrap();
//! let knight = MoveDesc {
//!     action: Action::normal(sq("g1"), sq("f3")),
//!     role: Role::Knight, from: sq("g1"), to: sq("f3"),
//!     capture: false, promotion: None, castle: None,
//! };
//! let moves = [knight];
//! let found = notation::resolve(&moves, RuleSet::Chess, |_| None, "nf3").unwrap();
//! assert_eq!(found, knight.action);
//! assert_eq!(notation::san_plain(&moves, &knight), "Nf3");
//! let french = notation::resolve_in(&moves, RuleSet::Chess, |_| None, "Cf3", Letters::French);
//! assert_eq!(french, Ok(knight.action));
//! assert_eq!(notation::san_plain_in(&moves, &knight, Letters::French), "Cf3");
//! ```

mod explain;
mod letters;
mod normalize;
mod write;

pub use letters::{figurine, Letters, Special};
pub use normalize::{normalize, without_move_number};
pub use write::{answer_text, san, san_in, san_plain, san_plain_in, translate};

use super::fen_board;
use crate::rules::action::Action;
use crate::rules::cell::Cell;
use crate::rules::color::Color;
use crate::rules::error::{CastleWhy, MoveError, PowerWhy, Refusal, Why};
use crate::rules::position::AnyPosition;
use crate::rules::role::{Piece, Role};
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;
use crate::rules::state::GameState;
use crate::rules::variant::{CastleSide, MoveDesc};

/// Longest move text we try to read; longer text is refused as unreadable.
const MAX_TEXT: usize = 60;
/// How much of a refused text an error message repeats.
const ECHO: usize = 24;
/// At most this many legal moves of a piece are listed in a refusal.
const MAX_OPTIONS: usize = 12;

/// Reads `text` (English letters) as a move of the player to move in `pos`.
pub fn parse_move(pos: &AnyPosition, text: &str) -> Result<Action, MoveError> {
    parse_move_with(pos, text, None, Letters::English)
}

/// Reads `text` (English letters) as a move by `actor` (when known).
pub fn parse_move_by(
    pos: &AnyPosition,
    text: &str,
    actor: Option<Color>,
) -> Result<Action, MoveError> {
    parse_move_with(pos, text, actor, Letters::English)
}

/// Reads `text`, written with `letters` (figurines and coordinates too), as a move by
/// `actor` (when known): refuses if it is not `actor`'s turn or if the position itself is
/// finished (checkmate, stalemate, no king…). A refusal says why, asking the position.
pub fn parse_move_with(
    pos: &AnyPosition,
    text: &str,
    actor: Option<Color>,
    letters: Letters,
) -> Result<Action, MoveError> {
    parse_move_inner(pos, text, actor, letters, None)
}

/// [`parse_move_with`]; with `later`, a Chakart move's promotion is noted there.
fn parse_move_inner(
    pos: &AnyPosition,
    text: &str,
    actor: Option<Color>,
    letters: Letters,
    later: Option<&std::cell::Cell<Option<Role>>>,
) -> Result<Action, MoveError> {
    let moves = pos.legal_moves();
    if moves.is_empty() && pos.status().is_some() {
        return Err(MoveError::GameOver);
    }
    let turn = pos.turn();
    if let Some(actor) = actor {
        if actor != turn {
            return Err(MoveError::NotYourTurn(turn));
        }
    }
    let cells = own_cells(pos, turn);
    let normal = normalize(text);
    let r = Reader {
        moves: &moves,
        ruleset: pos.ruleset(),
        own_piece: |sq: Square| cells[sq.index()],
        text: without_move_number(&normal),
        letters,
        later,
    };
    r.resolve()
        .map_err(|e| explain::refine(pos, &moves, &cells, e, letters))
}

/// A move as read, with the promotion its text named when the rule set promotes only
/// after the move's effects (Chakart: `a8=Q` is the move `a8`, then the answer `=Q` to
/// the promotion it leads to, if the pawn still promotes then).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub action: Action,
    /// The piece to answer the move's promotion with, once the move is played.
    pub then_promote: Option<Role>,
}

/// [`parse_in_game_with`], reading a Chakart move with its promotion (`a8=Q`, `b7a8q`,
/// `bxa8=D`) as the move and the answer to its promotion (elsewhere refused: "that move
/// is not a promotion").
pub fn read_in_game_with(
    game: &GameState,
    text: &str,
    actor: Option<Color>,
    letters: Letters,
) -> Result<Reading, MoveError> {
    if game.outcome().is_some() {
        return Err(MoveError::GameOver);
    }
    read_move_with(game.position(), text, actor, letters)
}

/// [`parse_move_with`], reading a Chakart move with its promotion as [`read_in_game_with`]
/// does.
pub fn read_move_with(
    pos: &AnyPosition,
    text: &str,
    actor: Option<Color>,
    letters: Letters,
) -> Result<Reading, MoveError> {
    let later = std::cell::Cell::new(None);
    let action = parse_move_inner(pos, text, actor, letters, Some(&later))?;
    Ok(Reading {
        action,
        then_promote: later.get(),
    })
}

/// Reads `text` (English letters) in a game whose history decides draws: refuses once
/// the game is over (repetition and fifty-move draws included).
pub fn parse_in_game(
    game: &GameState,
    text: &str,
    actor: Option<Color>,
) -> Result<Action, MoveError> {
    parse_in_game_with(game, text, actor, Letters::English)
}

/// [`parse_in_game`] with the reader's letters.
pub fn parse_in_game_with(
    game: &GameState,
    text: &str,
    actor: Option<Color>,
    letters: Letters,
) -> Result<Action, MoveError> {
    if game.outcome().is_some() {
        return Err(MoveError::GameOver);
    }
    parse_move_with(game.position(), text, actor, letters)
}

/// The pieces of `color` on the board of `pos` (only the mover's own pieces are ever named
/// in an error, so a hidden enemy queen cannot leak through one).
fn own_cells(pos: &AnyPosition, color: Color) -> [Option<Piece>; 64] {
    let mut out = [None; 64];
    let fen = pos.fen();
    let board = fen.split_whitespace().next().unwrap_or("");
    if let Ok(cells) = fen_board::parse(board, pos.ruleset().alphabet()) {
        for (slot, cell) in out.iter_mut().zip(cells.iter()) {
            if let Cell::Piece(p, _) = cell {
                if p.color == color {
                    *slot = Some(*p);
                }
            }
        }
    }
    out
}

/// The piece a text names (with its optional disambiguation), before matching.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct SanQuery {
    role: Role,
    file: Option<u8>,
    rank: Option<u8>,
    to: Square,
    promotion: Option<Role>,
}

/// What reading a text needs: the legal moves, who stands where, the letters.
struct Reader<'a, F> {
    moves: &'a [MoveDesc],
    ruleset: RuleSet,
    own_piece: F,
    /// The normalised text (what refusals echo).
    text: &'a str,
    letters: Letters,
    /// Where a Chakart move's promotion is noted (`a8=Q`: the move, then `=Q`), when
    /// the caller plays it after the move; without it such a text is refused.
    later: Option<&'a std::cell::Cell<Option<Role>>>,
}

/// Resolves `text` (English letters) against `moves` (the legal moves of the player to
/// act in `ruleset`). `own_piece` tells which of the mover's pieces stands on a square.
pub fn resolve(
    moves: &[MoveDesc],
    ruleset: RuleSet,
    own_piece: impl Fn(Square) -> Option<Piece>,
    text: &str,
) -> Result<Action, MoveError> {
    resolve_in(moves, ruleset, own_piece, text, Letters::English)
}

/// Resolves `text`, written with `letters`, against `moves`. Piece letters are those of
/// the language (a French `R` is the king, never the rook), then English ones for letters
/// the language does not use (a French `N`); figurines everywhere; an upper-case piece letter is never a file. Text
/// the bot writes always has one reading; a sloppy text two readings make legal (`bc3`:
/// pawn or bishop; French `re1`: king or, in English, rook) is refused as ambiguous with
/// both moves written out, never guessed.
pub fn resolve_in(
    moves: &[MoveDesc],
    ruleset: RuleSet,
    own_piece: impl Fn(Square) -> Option<Piece>,
    text: &str,
    letters: Letters,
) -> Result<Action, MoveError> {
    let read = normalize(text);
    let r = Reader {
        moves,
        ruleset,
        own_piece,
        text: &read,
        letters,
        later: None,
    };
    r.resolve()
}

impl<F: Fn(Square) -> Option<Piece>> Reader<'_, F> {
    fn resolve(&self) -> Result<Action, MoveError> {
        let text = self.text;
        if text.is_empty() || text.chars().count() > MAX_TEXT {
            return Err(self.unreadable());
        }
        let stripped = strip_decorations(text);
        if stripped.is_empty() {
            return Err(self.unreadable());
        }
        let words: Vec<&str> = stripped.split_whitespace().collect();
        if let Some(first) = words.first() {
            let rest: String = words[1..].concat();
            // The specials' words of every language (`drop`, `poser`, `einsetzen`).
            match Special::read(first) {
                Some(Special::Stealth) => return self.special_stealth(&rest),
                Some(Special::Shell) => return self.special_shell(&rest),
                Some(Special::Swap) => return self.special_swap(&rest),
                Some(Special::Drop) => return self.special_drop(&rest),
                Some(Special::Promote) => return self.special_promote(&rest),
                None => {}
            }
        }
        // A bare promotion choice when a turn waits for one: `q`, `Q`, `=D`, `♕`,
        // `queen`, `Dame`; or the whole move again, `cxb8=Q`, `b8=Q`, `c7b8q`.
        if let Some(square) = self.promotion_waiting() {
            if self.single_role(stripped).is_some() {
                return self.special_promote(stripped);
            }
            if let Some((to, role)) = self.trailing_promotion(stripped) {
                if to == square {
                    return self.special_promote(&role.char().to_string());
                }
            }
        }
        if let Some(side) = castle_side(&stripped.to_lowercase()) {
            return self.castle(side);
        }
        let compact: String = stripped
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | 'x' | 'X' | ':' | '='))
            .collect();
        let first = compact.chars().next().unwrap_or(' ');
        let names_piece = figurine(first).is_some()
            || (first.is_ascii_uppercase() && self.upper_roles(first).next().is_some());
        if !names_piece {
            if let Some((from, to, promo)) = self.coordinates(&compact) {
                return self.by_coordinates(from, to, promo);
            }
        }
        let captures = stripped.contains(['x', 'X', ':']);
        self.san_move(&compact, captures)
    }

    fn unreadable(&self) -> MoveError {
        MoveError::Unreadable {
            text: echo(self.text),
        }
    }

    /// The roles an upper-case letter names: this language's, then English (distinct).
    fn upper_roles(&self, c: char) -> impl Iterator<Item = Role> {
        let mine = self.letters.role(c);
        let english = Letters::English.role(c).filter(|r| Some(*r) != mine);
        mine.into_iter().chain(english)
    }

    fn written(&self, m: &MoveDesc) -> String {
        san_plain_in(self.moves, m, self.letters)
    }

    /// The legal moves of the piece on `from`, written out (for a refusal).
    fn options_from(&self, from: Square) -> Vec<String> {
        options_of(self.moves, |m| m.from == from, self.letters)
    }

    fn ambiguous(&self, found: &[&MoveDesc]) -> MoveError {
        let mut candidates: Vec<String> = found.iter().map(|m| self.written(m)).collect();
        candidates.dedup();
        MoveError::Ambiguous {
            text: echo(self.text),
            candidates,
        }
    }

    /// `q`, `=D`, `♕`, `queen`, `Dame` → the role (promotion choice).
    fn single_role(&self, s: &str) -> Option<Role> {
        let s = s.trim().trim_start_matches('=').trim();
        let mut chars = s.chars();
        let c = chars.next()?;
        if chars.next().is_some() {
            return self.letters.role_word(s).filter(|r| *r != Role::Pawn);
        }
        self.letters.promotion(c).filter(|r| *r != Role::Pawn)
    }

    /// The square of the pawn whose promotion the turn waits for, if it does.
    fn promotion_waiting(&self) -> Option<Square> {
        self.moves
            .iter()
            .find(|m| matches!(m.action, Action::Promote(_)))
            .map(|m| m.to)
    }

    /// A move text that ends with a square and a promotion piece (`cxb8=Q`, `b8Q`,
    /// `c7-b8=D`, `b8 queen`): that square and the piece.
    fn trailing_promotion(&self, text: &str) -> Option<(Square, Role)> {
        let compact: String = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | 'x' | 'X' | ':' | '=' | '(' | ')'))
            .collect();
        let chars: Vec<char> = compact.chars().collect();
        // The role as a word (`b8queen`) or a letter (`b8Q`).
        let digit = chars.iter().rposition(char::is_ascii_digit)?;
        if digit == 0 || digit + 1 >= chars.len() {
            return None;
        }
        let role_text: String = chars[digit + 1..].iter().collect();
        let role = match chars[digit + 1..] {
            [c] => self.letters.promotion(c),
            _ => self.letters.role_word(&role_text),
        }
        .filter(|r| *r != Role::Pawn)?;
        let square: String = chars[digit - 1..=digit].iter().collect();
        Some((parse_square(&square)?, role))
    }

    fn castle(&self, side: CastleSide) -> Result<Action, MoveError> {
        let found: Vec<&MoveDesc> = self
            .moves
            .iter()
            .filter(|m| m.castle == Some(side))
            .collect();
        match found.as_slice() {
            [one] => Ok(one.action),
            [] => Err(Why::Castle {
                side,
                cause: CastleWhy::Unavailable,
            }
            .into()),
            many => Err(self.ambiguous(many)),
        }
    }

    /// `e2e4`, `e7e8q`, `e7e8D` (separators already removed).
    fn coordinates(&self, compact: &str) -> Option<(Square, Square, Option<Role>)> {
        let chars: Vec<char> = compact.chars().collect();
        if !(4..=5).contains(&chars.len()) || !chars[..4].iter().all(char::is_ascii) {
            return None;
        }
        let b = compact.as_bytes();
        let from = square_at(b, 0)?;
        let to = square_at(b, 2)?;
        let promo = match chars.get(4) {
            None => None,
            Some(&c) => Some(self.letters.promotion(c).filter(|r| *r != Role::Pawn)?),
        };
        Some((from, to, promo))
    }

    fn by_coordinates(
        &self,
        from: Square,
        to: Square,
        promo: Option<Role>,
    ) -> Result<Action, MoveError> {
        let plain = |m: &&MoveDesc| matches!(m.action, Action::Move { .. });
        let mut found: Vec<&MoveDesc> = self
            .moves
            .iter()
            .filter(plain)
            .filter(|m| action_from_to(&m.action) == Some((from, to)))
            .collect();
        if found.is_empty() {
            // Castling written the other way: king takes own rook in chess, or the king's
            // destination in Koopa.
            found = self
                .moves
                .iter()
                .filter(plain)
                .filter(|m| m.castle.is_some() && m.from == from)
                .filter(|m| {
                    let rook_side = (self.own_piece)(to).is_some_and(|p| p.role == Role::Rook)
                        && to.rank() == from.rank()
                        && (to.file() > from.file()) == (m.castle == Some(CastleSide::King));
                    let king_dest = to.rank() == from.rank()
                        && to.file()
                            == match m.castle {
                                Some(CastleSide::King) => 6,
                                _ => 2,
                            };
                    to != from && (rook_side || (self.ruleset == RuleSet::Koopa && king_dest))
                })
                .collect();
        }
        if found.is_empty() {
            let role = (self.own_piece)(from).map(|p| p.role);
            let why = if role.is_some() {
                Why::CannotGo
            } else {
                Why::NothingThere
            };
            let mut r = Refusal::new(why).at(role, Some(from), Some(to));
            r.options = self.options_from(from);
            return Err(r.into());
        }
        self.pick_promotion(found, promo)
    }

    /// Among moves that differ only by promotion, the one `promo` names.
    fn pick_promotion(
        &self,
        found: Vec<&MoveDesc>,
        promo: Option<Role>,
    ) -> Result<Action, MoveError> {
        let with_promo: Vec<&MoveDesc> = found
            .iter()
            .copied()
            .filter(|m| promo.is_none() || m.promotion == promo)
            .collect();
        match with_promo.as_slice() {
            [one] => Ok(one.action),
            [] => {
                let choices: Vec<Role> = found.iter().filter_map(|m| m.promotion).collect();
                // Chakart: a pawn's move to the last rank, promoted after its effects.
                if let (Some(role), Some(later), [one]) = (promo, self.later, found.as_slice()) {
                    let last_rank = one.to.rank() == 0 || one.to.rank() == 7;
                    if choices.is_empty()
                        && role != Role::Pawn
                        && one.role == Role::Pawn
                        && last_rank
                        && matches!(self.ruleset, RuleSet::Chakart | RuleSet::Chakart2020)
                    {
                        later.set(Some(role));
                        return Ok(one.action);
                    }
                }
                let first = found.first();
                let why = match promo {
                    Some(role) if !choices.is_empty() => Why::PromotionRole { role, choices },
                    _ => Why::NotAPromotion,
                };
                Err(Refusal::new(why)
                    .at(
                        first.map(|m| m.role),
                        first.map(|m| m.from),
                        first.map(|m| m.to),
                    )
                    .into())
            }
            many => Err(self.ambiguous(many)),
        }
    }

    /// Reads SAN (`Nf3`, `exd5`, `e8Q`, `Nbd2`, `R1e2`, `Qh4e1`, `♘f3`; `x` `-` `=`
    /// already removed). Readings come in levels: standard SAN first (a lower-case file
    /// letter is a pawn's file), then lenient ones (`nf3`, `bf4` for a bishop). Two readings
    /// of one level that are both legal are ambiguous, never guessed.
    fn san_move(&self, compact: &str, captures: bool) -> Result<Action, MoveError> {
        let readings = self
            .san_queries(compact, captures)
            .ok_or_else(|| self.unreadable())?;
        let mut first_error = None;
        for level in 0..2u8 {
            let mut found: Vec<(Action, &MoveDesc)> = Vec::new();
            for (_, q) in readings.iter().filter(|(l, _)| *l == level) {
                match self.match_query(q) {
                    Ok(a) => {
                        if !found.iter().any(|(b, _)| *b == a) {
                            if let Some(d) = self.moves.iter().find(|m| m.action == a) {
                                found.push((a, d));
                            }
                        }
                    }
                    Err(e @ MoveError::Ambiguous { .. }) => return Err(e),
                    Err(e) => {
                        first_error.get_or_insert(e);
                    }
                }
            }
            match found.as_slice() {
                [] => {}
                [(a, _)] => return Ok(*a),
                many => {
                    let descs: Vec<&MoveDesc> = many.iter().map(|(_, d)| *d).collect();
                    return Err(self.ambiguous(&descs));
                }
            }
        }
        Err(first_error.unwrap_or_else(|| self.unreadable()))
    }

    /// The readings of a compact SAN text, each with its level (0 standard, 1 lenient).
    fn san_queries(&self, compact: &str, captures: bool) -> Option<Vec<(u8, SanQuery)>> {
        let mut chars: Vec<char> = compact.chars().collect();
        if chars.len() < 2 || chars.len() > 7 {
            return None;
        }
        // Promotion suffix: a role letter or figurine right after the destination rank.
        let mut promotion = None;
        let n = chars.len();
        if n >= 3 && chars[n - 2].is_ascii_digit() && !chars[n - 1].is_ascii_digit() {
            promotion = Some(self.letters.promotion(chars[n - 1])?);
            chars.pop();
        }
        let n = chars.len();
        if n < 2 || !chars[n - 2..].iter().all(char::is_ascii) {
            return None;
        }
        let tail: String = chars[n - 2..].iter().collect();
        let to = square_at(tail.as_bytes(), 0)?;
        let prefix = &chars[..n - 2];
        let mut out = Vec::new();
        let Some((&first, rest)) = prefix.split_first() else {
            out.push((0, query(Role::Pawn, &[], to, promotion)?));
            return Some(out);
        };
        let pawn = |dis: &[char]| {
            // A pawn named by its file alone takes on a neighbouring file: `Ff4` and `Cf3`
            // are no pawn moves.
            query(Role::Pawn, dis, to, promotion)
                .filter(|q| q.rank.is_some() || q.file.is_none_or(|f| f.abs_diff(to.file()) == 1))
        };
        if let Some(role) = figurine(first) {
            out.extend(query(role, rest, to, promotion).map(|q| (0, q)));
        } else if first.is_ascii_uppercase() {
            let mine = self.letters.role(first);
            let english = Letters::English.role(first).filter(|r| Some(*r) != mine);
            if mine.is_none() && english.is_none() {
                out.extend(pawn(prefix).map(|q| (0, q)));
            }
            // The reader's letter when it is one; an English letter only where the
            // language gives it no meaning (French `N`, German `B`). A French `R` is the
            // king and nothing else: read as the rook when no king can go there, it would
            // play a move the player did not write.
            out.extend(
                mine.and_then(|r| query(r, rest, to, promotion))
                    .map(|q| (0, q)),
            );
            if mine.is_none() {
                out.extend(
                    english
                        .and_then(|r| query(r, rest, to, promotion))
                        .map(|q| (0, q)),
                );
            }
        } else {
            let file = ('a'..='h').contains(&first);
            if file {
                out.extend(pawn(prefix).map(|q| (0, q)));
            }
            // A lower-case piece letter is a lenient reading; when it is also a file and
            // the text has no capture mark (`bc3`, French `fe4`), both readings stand
            // level: if both are legal the player is asked.
            let level = if file && !captures { 0 } else { 1 };
            for role in self.upper_roles(first.to_ascii_uppercase()) {
                out.extend(query(role, rest, to, promotion).map(|q| (level, q)));
            }
        }
        (!out.is_empty()).then_some(out)
    }

    fn match_query(&self, q: &SanQuery) -> Result<Action, MoveError> {
        let reach: Vec<&MoveDesc> = self
            .moves
            .iter()
            .filter(|m| matches!(m.action, Action::Move { .. }))
            .filter(|m| m.role == q.role && m.to == q.to)
            .collect();
        let mut found: Vec<&MoveDesc> = reach
            .iter()
            .copied()
            .filter(|m| q.file.is_none_or(|f| m.from.file() == f))
            .filter(|m| q.rank.is_none_or(|r| m.from.rank() == r))
            .collect();
        // A pawn named without its file goes straight when it can (`f4` is the push,
        // not `exf4`).
        if q.role == Role::Pawn && q.file.is_none() {
            let straight = |m: &&MoveDesc| m.from.file() == q.to.file();
            if found.iter().any(straight) {
                found.retain(straight);
            }
        }
        if found.is_empty() {
            let mut r = Refusal::new(Why::NoSuchPiece {
                file: q.file,
                rank: q.rank,
            })
            .at(Some(q.role), None, Some(q.to));
            r.options = if reach.is_empty() {
                options_of(self.moves, |m| m.role == q.role, self.letters)
            } else {
                options_of(self.moves, |m| reach.contains(&m), self.letters)
            };
            return Err(r.into());
        }
        // Several pieces, or one pawn with several promotions.
        let froms: Vec<Square> = found.iter().map(|m| m.from).collect();
        if froms.iter().all(|f| *f == froms[0]) {
            return self.pick_promotion(found, q.promotion);
        }
        Err(self.ambiguous(&found))
    }

    /// `ab3`, `3b3`, `a4b3`, `b3`, with an optional queen letter first (`Qab3`, `Dab3`).
    fn special_stealth(&self, rest: &str) -> Result<Action, MoveError> {
        let stealth: Vec<&MoveDesc> = self
            .moves
            .iter()
            .filter(|m| matches!(m.action, Action::Stealth { .. }))
            .collect();
        if stealth.is_empty() {
            return Err(Why::NoStealth {
                cause: PowerWhy::NotNow,
            }
            .into());
        }
        // `d1d2`, from and to (a French `d` is no queen letter there).
        if let (4, Some(from), Some(to)) = (
            rest.len(),
            square_at(rest.as_bytes(), 0),
            square_at(rest.as_bytes(), 2),
        ) {
            if let Some(m) = stealth.iter().find(|m| m.from == from && m.to == to) {
                return Ok(m.action);
            }
        }
        let mut chars = rest.chars().peekable();
        if chars
            .peek()
            .is_some_and(|c| self.is_letter_of(*c, Role::Queen))
        {
            chars.next();
        }
        let body: String = chars.collect();
        let (file, rank, to) = self
            .dis_and_square(&body)
            .ok_or_else(|| self.unreadable())?;
        let found: Vec<&MoveDesc> = stealth
            .iter()
            .copied()
            .filter(|m| m.to == to)
            .filter(|m| file.is_none_or(|f| m.from.file() == f))
            .filter(|m| rank.is_none_or(|r| m.from.rank() == r))
            .collect();
        match found.as_slice() {
            [one] => Ok(one.action),
            [] => Err(Refusal::new(Why::StealthTo)
                .at(Some(Role::Queen), None, Some(to))
                .into()),
            many => Err(self.ambiguous(many)),
        }
    }

    /// Whether `c` names `role` in this language, in English or as a figurine.
    fn is_letter_of(&self, c: char, role: Role) -> bool {
        figurine(c) == Some(role)
            || self.letters.role_any_case(c) == Some(role)
            || Letters::English.role_any_case(c) == Some(role)
    }

    /// A target square with an optional file, rank or square before it.
    fn dis_and_square(&self, body: &str) -> Option<(Option<u8>, Option<u8>, Square)> {
        if !body.is_ascii() || !(2..=4).contains(&body.len()) {
            return None;
        }
        let b = body.as_bytes();
        let to = square_at(b, b.len() - 2)?;
        let dis: Vec<char> = body[..b.len() - 2].chars().collect();
        let q = query(Role::Queen, &dis, to, None)?;
        Some((q.file, q.rank, to))
    }

    fn special_shell(&self, rest: &str) -> Result<Action, MoveError> {
        let b = rest.as_bytes();
        let (from, target) = match b.len() {
            2 => (None, square_at(b, 0)),
            4 => (square_at(b, 0), square_at(b, 2)),
            _ => (None, None),
        };
        let target = target.ok_or_else(|| self.unreadable())?;
        let shells: Vec<&MoveDesc> = self
            .moves
            .iter()
            .filter(|m| matches!(m.action, Action::Shell { .. }))
            .collect();
        if shells.is_empty() {
            return Err(Why::NoShell {
                cause: PowerWhy::NotNow,
            }
            .into());
        }
        let found: Vec<&MoveDesc> = shells
            .iter()
            .copied()
            .filter(|m| match m.action {
                Action::Shell { from: f, target: t } => t == target && from.is_none_or(|x| x == f),
                _ => false,
            })
            .collect();
        match found.as_slice() {
            [one] => Ok(one.action),
            [] => Err(Refusal::new(Why::ShellAt)
                .at(Some(Role::King), from, Some(target))
                .into()),
            many => Err(self.ambiguous(many)),
        }
    }

    fn special_swap(&self, rest: &str) -> Result<Action, MoveError> {
        let b = rest.as_bytes();
        let (x, y) = match (b.len(), square_at(b, 0), square_at(b, 2)) {
            (4, Some(x), Some(y)) => (x, y),
            _ => return Err(self.unreadable()),
        };
        self.moves
            .iter()
            .find(|m| match m.action {
                Action::Swap { a, b } => (a, b) == (x, y) || (a, b) == (y, x),
                _ => false,
            })
            .map(|m| m.action)
            .ok_or_else(|| Refusal::new(Why::Swap).at(None, Some(x), Some(y)).into())
    }

    fn special_drop(&self, rest: &str) -> Result<Action, MoveError> {
        let chars: Vec<char> = rest.chars().collect();
        let (role, sq) = match chars.len() {
            2 => (None, parse_square(rest)),
            3 => (
                self.letters
                    .promotion(chars[0])
                    .or_else(|| self.letters.role_any_case(chars[0])),
                parse_square(&chars[1..].iter().collect::<String>()),
            ),
            _ => (None, None),
        };
        if chars.len() == 3 && role.is_none() {
            return Err(self.unreadable());
        }
        let to = sq.ok_or_else(|| self.unreadable())?;
        let found: Vec<&MoveDesc> = self
            .moves
            .iter()
            .filter(|m| match m.action {
                // The current edition's drop names no piece (it was drawn): naming the
                // drawn one (`drop N f3`) is the same drop.
                Action::Drop { role: r, to: t } => {
                    t == to
                        && (role.is_none() || r == role || (r.is_none() && role == Some(m.role)))
                }
                _ => false,
            })
            .collect();
        match found.as_slice() {
            [one] => Ok(one.action),
            [] => Err(Refusal::new(Why::Drop).at(role, None, Some(to)).into()),
            many => Err(self.ambiguous(many)),
        }
    }

    fn special_promote(&self, rest: &str) -> Result<Action, MoveError> {
        let role = self.single_role(rest).ok_or_else(|| self.unreadable())?;
        let choices: Vec<Role> = self
            .moves
            .iter()
            .filter_map(|m| match m.action {
                Action::Promote(r) => Some(r),
                _ => None,
            })
            .collect();
        if choices.is_empty() {
            return Err(Why::NoPromotionWaiting.into());
        }
        if choices.contains(&role) {
            return Ok(Action::Promote(role));
        }
        Err(Refusal::new(Why::PromotionRole { role, choices })
            .at(Some(Role::Pawn), None, None)
            .into())
    }
}

/// The legal moves `keep` selects, written out (at most [`MAX_OPTIONS`]).
fn options_of(
    moves: &[MoveDesc],
    keep: impl Fn(&MoveDesc) -> bool,
    letters: Letters,
) -> Vec<String> {
    let mut v: Vec<String> = moves
        .iter()
        .filter(|m| keep(m))
        .map(|m| san_plain_in(moves, m, letters))
        .collect();
    v.sort();
    v.dedup();
    v.truncate(MAX_OPTIONS);
    v
}

/// Drops what players add around a move: a leading move number (`12.`, `12...`), check
/// and quality marks (`+ # ! ?`), and an en-passant note (`e.p.`).
fn strip_decorations(text: &str) -> &str {
    let mut s = text.trim();
    let digits = s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && s[digits..].starts_with('.') {
        s = s[digits..].trim_start_matches('.').trim_start();
    }
    loop {
        let before = s.len();
        s = s.trim_end_matches(['+', '#', '!', '?', ' ']);
        for note in ["e.p.", "ep"] {
            if s.len() > note.len() + 1
                && s.is_char_boundary(s.len() - note.len())
                && s[s.len() - note.len()..].eq_ignore_ascii_case(note)
            {
                s = &s[..s.len() - note.len()];
            }
        }
        if s.len() == before {
            return s;
        }
    }
}

/// At most [`ECHO`] printable characters of `text`, for messages.
fn echo(text: &str) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    if clean.chars().count() > ECHO {
        let mut s: String = clean.chars().take(ECHO).collect();
        s.push('…');
        s
    } else {
        clean
    }
}

fn castle_side(lower: &str) -> Option<CastleSide> {
    let s: String = lower
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| if c == '0' { 'o' } else { c })
        .collect();
    match s.as_str() {
        "oo" => Some(CastleSide::King),
        "ooo" => Some(CastleSide::Queen),
        _ => None,
    }
}

fn square_at(b: &[u8], i: usize) -> Option<Square> {
    let f = b.get(i)?.to_ascii_lowercase().wrapping_sub(b'a');
    let r = b.get(i + 1)?.wrapping_sub(b'1');
    (f < 8 && r < 8).then(|| Square::new(f, r))
}

fn action_from_to(a: &Action) -> Option<(Square, Square)> {
    match *a {
        Action::Move { from, to, .. } => Some((from, to)),
        _ => None,
    }
}

/// A reading with disambiguation `dis` (`""`, `b`, `1`, `h4`).
fn query(role: Role, dis: &[char], to: Square, promotion: Option<Role>) -> Option<SanQuery> {
    let (mut file, mut rank) = (None, None);
    for &c in dis {
        let l = c.to_ascii_lowercase();
        if ('a'..='h').contains(&l) && file.is_none() && rank.is_none() {
            file = Some(l as u8 - b'a');
        } else if ('1'..='8').contains(&c) && rank.is_none() {
            rank = Some(c as u8 - b'1');
        } else {
            return None;
        }
    }
    Some(SanQuery {
        role,
        file,
        rank,
        to,
        promotion,
    })
}

fn parse_square(s: &str) -> Option<Square> {
    let s = s.trim();
    (s.len() == 2).then(|| square_at(s.as_bytes(), 0)).flatten()
}

#[cfg(test)]
mod tests;
