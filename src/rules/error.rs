//! Errors of the rules core, each worded for a player or a moderator.

use crate::rules::color::Color;
use crate::rules::role::Role;
use crate::rules::ruleset::RuleSet;
use crate::rules::square::Square;

/// Why a FEN was refused: data, not words. The message says what is wrong and where;
/// the command line words it in English (its `Display`), the host in the reader's
/// language (`host::words::fen`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("the FEN is empty")]
    Empty,
    #[error("the FEN is too long ({0} characters; at most {max})", max = crate::rules::MAX_FEN_LEN)]
    TooLong(usize),
    #[error("the board has {0} ranks (it needs 8, separated by '/')")]
    RankCount(usize),
    #[error("rank {rank} has {squares} squares (a rank has 8)")]
    RankLength { rank: u8, squares: u32 },
    #[error("rank {rank} has two digits in a row or a 0")]
    BadDigits { rank: u8 },
    #[error("unknown piece letter '{letter}' on rank {rank}")]
    UnknownLetter { letter: char, rank: u8 },
    /// A field after the board: `field` names it (`side`, `side to move`, `plies`,
    /// `half-move clock`, `move number`, `castling`, `en-passant`, `stuns`, `powers`,
    /// `pool`, `suffix`), a stable id the host words per language.
    #[error("the {field} field is '{value}': {expected}")]
    BadField {
        field: &'static str,
        value: String,
        expected: &'static str,
    },
    #[error("the FEN has {0} fields, more than this rule set uses")]
    TooManyFields(usize),
    /// A square holds a piece or object the rule set does not have.
    #[error("square {square} holds something {ruleset} has no use for")]
    Unusable { square: Square, ruleset: RuleSet },
    /// The side not to move is in check.
    #[error("{checked} is in check but it is {}'s turn", .checked.other())]
    OpponentInCheck { checked: Color },
    /// Maharaja: white needs exactly one Maharaja and no king.
    #[error("white needs exactly one Maharaja (M) and no king; this board has {maharajas} Maharaja(s) and {kings} king(s)")]
    Maharaja { maharajas: u32, kings: u32 },
    /// Chess: each side needs exactly one king.
    #[error("{color} needs exactly one king; this board has {kings}")]
    KingCount { color: Color, kings: u32 },
    /// Koopa: at most one king a side.
    #[error("{color} has {kings} kings (a Koopa position has at most one per side)")]
    TooManyKings { color: Color, kings: u32 },
    #[error("{color} has {pieces} pieces (at most {max})")]
    TooManyPieces { color: Color, pieces: u32, max: u32 },
    #[error("a pawn stands on {square}: pawns cannot be on the first or last rank")]
    PawnOnEdge { square: Square },
    /// A castling right (`right`, as written) whose king is not on its square.
    #[error("castling right '{right}' but the {color} king is not on {square}")]
    CastlingKing {
        right: char,
        color: Color,
        square: Square,
    },
    /// A castling right whose rook is not in its corner.
    #[error("castling right '{right}' but there is no {color} rook on {square}")]
    CastlingRook {
        right: char,
        color: Color,
        square: Square,
    },
    #[error("the en-passant square {square} is impossible here: {why}")]
    EnPassant { square: Square, why: EnPassantWhy },
    /// Koopa: the stuns field and the stunned letters disagree on `square`.
    #[error("{}", .why.text(.square))]
    Stuns { square: Square, why: StunsWhy },
    /// Chakart: a pending-choice suffix `token` that cannot stand in this position.
    #[error("{token}: {why}")]
    Pending { token: String, why: PendingWhy },
    /// Chakart: the pending choice has no possible answer.
    #[error("the pending choice has no possible answer")]
    NoAnswer,
}

/// Why an en-passant square is impossible.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EnPassantWhy {
    /// With `mover` to move it must be on `rank` (1-based).
    #[error("with {mover} to move it must be on rank {rank}")]
    Rank { mover: Color, rank: u8 },
    #[error("it is off the pawn ranks")]
    OffRanks,
    /// No pawn of `color` on `pawn` just moved past it.
    #[error("no {color} pawn on {pawn} just moved past it")]
    NoPawn { color: Color, pawn: Square },
    /// It and the pawn's start square `start` must be empty.
    #[error("it and {start} must be empty")]
    NotEmpty { start: Square },
}

/// How the Koopa stuns field disagrees with the board on [`FenError::Stuns`]'s square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StunsWhy {
    /// The field lists the square twice.
    Twice,
    /// No piece stands there.
    Empty,
    /// The board writes the piece there as not stunned.
    NotWritten,
    /// The piece there is written stunned but the field gives no level.
    Missing,
}

/// Why a Chakart pending-choice suffix cannot stand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PendingWhy {
    #[error("no pawn of the side to move to promote there first")]
    NoPawn,
    #[error("no piece of the side to move there")]
    NoPiece,
    #[error("once, after the pending choice, before ?fresh")]
    PromotedOrder,
    #[error("at most one promotion then one effect choice, before ?fresh")]
    TooMany,
}

impl StunsWhy {
    /// The English sentence, naming `square`.
    pub fn text(&self, square: &Square) -> String {
        match self {
            StunsWhy::Twice => format!("the stuns field lists {square} twice"),
            StunsWhy::Empty => {
                format!("the stuns field lists {square}, but no piece stands there")
            }
            StunsWhy::NotWritten => format!(
                "the stuns field lists {square}, but the board writes that piece as not \
                 stunned (stunned letters: s o c u t l)"
            ),
            StunsWhy::Missing => format!(
                "the piece on {square} is written stunned, but the stuns field gives no \
                 level for {square}"
            ),
        }
    }
}

impl FenError {
    /// Shorthand for a bad field value.
    pub fn field(field: &'static str, value: &str, expected: &'static str) -> FenError {
        FenError::BadField {
            field,
            value: value.chars().take(40).collect(),
            expected,
        }
    }
}

/// Why a move or action was refused: data, not words. The command line words it in
/// English (its `Display`, in `wording.rs`); the host words it in the reader's language.
/// Texts inside (the refused text, candidates, options) are already normalised and
/// written in the notation of the language the text was read in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in any reading (`text`: what was read, normalised).
    Unreadable {
        text: String,
    },
    /// The text names several legal moves (other pieces, or two readings of a letter):
    /// never guessed; the candidates are written out.
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    /// It is this colour's turn, not the author's.
    NotYourTurn(Color),
    GameOver,
    /// A move that was understood but is not legal, and why.
    Refused(Refusal),
}

/// A move understood and refused: which piece, from where, to where, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The role of the piece named or found (the mover's own pieces only).
    pub role: Option<Role>,
    pub from: Option<Square>,
    pub to: Option<Square>,
    pub why: Why,
    /// Legal moves of the piece named, written in the reader's notation, when they help.
    pub options: Vec<String>,
}

impl Refusal {
    /// A refusal with only its reason.
    pub fn new(why: Why) -> Refusal {
        Refusal {
            role: None,
            from: None,
            to: None,
            why,
            options: Vec::new(),
        }
    }

    /// The same refusal naming a piece and its squares.
    pub fn at(mut self, role: Option<Role>, from: Option<Square>, to: Option<Square>) -> Self {
        self.role = role.or(self.role);
        self.from = from.or(self.from);
        self.to = to.or(self.to);
        self
    }
}

impl From<Refusal> for MoveError {
    fn from(r: Refusal) -> MoveError {
        MoveError::Refused(r)
    }
}

impl From<Why> for MoveError {
    fn from(why: Why) -> MoveError {
        MoveError::Refused(Refusal::new(why))
    }
}

/// Why castling is not possible.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CastleWhy {
    /// The king has left its square.
    KingMoved,
    /// The rook of that side has left its corner (or was taken).
    RookMoved,
    /// The king and rook stand home but moved earlier: the right is lost.
    RightLost,
    /// The king is in check.
    InCheck,
    /// The king would pass through or land on this attacked square.
    Attacked(Square),
    /// This square between king and rook is occupied.
    Occupied(Square),
    /// This rule set or position has no such castling.
    Unavailable,
}

/// Why a Chakart power (the queen's stealth move, the king's shell) cannot be used now,
/// from what the mover knows.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PowerWhy {
    /// Nothing more precise (another step of the turn waits first).
    NotNow,
    /// The mover's side used it already this game.
    Used,
    /// The mover has no queen (for the shell: no king) on the board.
    NoPiece,
    /// Each of them is immobilized.
    Immobilized,
    /// None of them has a square to go to (the stealth move: a square that looks empty
    /// along its lines; the shell: something to hit).
    NoTarget,
}

/// The reason inside a [`Refusal`]. Only the mover's own pieces and what the rules let
/// the mover know are named (never a hidden Chakart queen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// No piece of the mover on `from` (nothing there).
    NothingThere,
    /// The piece on `from` belongs to the opponent.
    NotYours,
    /// No piece of `role` (on `file` / `rank` if given) can move to `to`.
    NoSuchPiece { file: Option<u8>, rank: Option<u8> },
    /// The piece does not move that way.
    CannotGo,
    /// A piece stands in the way, on this square.
    Blocked(Square),
    /// The royal piece (`royal`) is in check from these pieces and the move does not
    /// stop it.
    InCheck {
        royal: Role,
        by: Vec<(Role, Square)>,
    },
    /// The piece is pinned against its royal piece by the piece on the square.
    Pinned { royal: Role, by: (Role, Square) },
    /// The royal piece would stand on a square attacked by this piece.
    Attacked { royal: Role, by: (Role, Square) },
    /// Koopa: stunned for this many more of its owner's moves.
    Stunned { moves: u8 },
    /// Chakart: immobilized by Bowser; free again from its owner's next turn, or
    /// (`later`) the one after.
    Immobilized { later: bool },
    /// Koopa: the mover's own king would fall off the board.
    KingOffBoard,
    /// Castling on this side is impossible, for this cause.
    Castle {
        side: super::CastleSide,
        cause: CastleWhy,
    },
    /// The pawn reaches the last rank: a promotion letter is needed (one of these).
    PromotionMissing { choices: Vec<Role> },
    /// The pawn cannot become `role` here (one of `choices`).
    PromotionRole { role: Role, choices: Vec<Role> },
    /// The move is not a promotion, but a letter was given.
    NotAPromotion,
    /// Chakart: a pawn promotes after the move's effects (play the move, then choose).
    PromoteAfterEffects,
    /// No promotion waits for a choice.
    NoPromotionWaiting,
    /// Chakart: no stealth move is possible now, for this cause.
    NoStealth { cause: PowerWhy },
    /// The queen cannot make a stealth move to `to`.
    StealthTo,
    /// Chakart: no shell can be thrown now, for this cause.
    NoShell { cause: PowerWhy },
    /// No shell can be thrown at `to`.
    ShellAt,
    /// The two pieces on `from` and `to` cannot be swapped.
    Swap,
    /// Nothing can be dropped on `to`.
    Drop,
    /// That kind of action does not exist in this rule set.
    NotInRuleSet,
    /// The game has reached its turn limit.
    TooManyTurns,
    /// The takeback could not rebuild the game.
    TakebackFailed,
    /// Not legal here (no finer reason known).
    Illegal,
}
