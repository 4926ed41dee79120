//! The contract every rule set implements. [`AnyPosition`](super::AnyPosition) dispatches
//! over the implementations; everything above the rules core talks to that.

use crate::rules::action::Action;
use crate::rules::color::Color;
use crate::rules::error::{CastleWhy, FenError, MoveError, PowerWhy, Why};
use crate::rules::event::{Pending, TurnReport};
use crate::rules::outcome::Outcome;
use crate::rules::role::Role;
use crate::rules::ruleset::{RuleSet, StartOption};
use crate::rules::square::Square;
use crate::rules::view::BoardView;
use crate::rules::viewer::Viewer;
use rand::Rng;

/// Which side a castling move goes to.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastleSide {
    /// O-O
    King,
    /// O-O-O
    Queen,
}

/// A legal action with what notation needs to know about it, as seen by the player who
/// would make it (a Chakart hidden queen is empty space to its opponent, so moving onto
/// its square is not a capture here).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MoveDesc {
    pub action: Action,
    /// The role of the acting piece (the king for a shell, the queen for a stealth move;
    /// the promoted role's pawn for a promotion choice).
    pub role: Role,
    pub from: Square,
    pub to: Square,
    /// Whether the move captures a piece the mover can see (or eats an object: Chakart).
    pub capture: bool,
    pub promotion: Option<Role>,
    pub castle: Option<CastleSide>,
}

/// One rule set's position: the whole truth, including hidden state.
pub trait Variant: Clone + std::fmt::Debug + Send + Sync + 'static {
    /// The start position of `ruleset` with `option`; random starts draw from `rng`.
    fn start<R: Rng + ?Sized>(ruleset: RuleSet, option: StartOption, rng: &mut R) -> Self;

    /// Reads a FEN of `ruleset` (every form RULES.md accepts, a bare board field too).
    fn from_fen(ruleset: RuleSet, fen: &str) -> Result<Self, FenError>;

    /// Writes the full FEN (server side: hidden queens included). With a pending choice,
    /// the project's documented suffix follows.
    fn fen(&self) -> String;

    fn ruleset(&self) -> RuleSet;

    /// Who acts next: the side to move, or the player a pending choice waits for.
    fn turn(&self) -> Color;

    /// The choice the current turn waits for, if any.
    fn pending(&self) -> Option<Pending> {
        None
    }

    /// Every legal action of [`Variant::turn`]'s player, described for notation. Draw
    /// rules are ignored here: the list is empty only when there is no legal action.
    fn legal_moves(&self) -> Vec<MoveDesc>;

    /// Plays a legal action. Random effects draw from `rng` and are listed in the report.
    /// An illegal action leaves the position unchanged.
    fn play<R: Rng + ?Sized>(
        &mut self,
        action: &Action,
        rng: &mut R,
    ) -> Result<TurnReport, MoveError>;

    /// Why the player to act cannot move the piece on `from` to `to` (with `promotion`),
    /// naming only what the rules let that player know. [`Why::Illegal`] when no finer
    /// reason is known.
    fn why_not(&self, _from: Square, _to: Square, _promotion: Option<Role>) -> Why {
        Why::Illegal
    }

    /// Why the player to act can make no stealth move (`shell`: throw no shell) now.
    fn why_no_power(&self, _shell: bool) -> PowerWhy {
        PowerWhy::NotNow
    }

    /// Why the player to act cannot castle on `side`.
    fn why_not_castle(&self, _side: CastleSide) -> CastleWhy {
        CastleWhy::Unavailable
    }

    /// Leaf nodes at `depth` (draw rules ignored).
    fn perft(&self, depth: u32) -> u64;

    /// The outcome the position itself decides (checkmate, stalemate, no king…), ignoring
    /// draws that need history (repetition, fifty moves).
    fn status(&self) -> Option<Outcome>;

    /// Whether the side to move is in check (chess, Maharaja).
    fn in_check(&self) -> bool {
        false
    }

    /// A key equal for positions that count as the same for repetition.
    fn repetition_key(&self) -> u64;

    /// Half-moves since the last capture or pawn move, where the fifty-move rule applies.
    fn fifty_move_clock(&self) -> Option<u32> {
        None
    }

    /// Whether neither side can ever mate (automatic draw).
    fn insufficient_material(&self) -> bool {
        false
    }

    /// Whether `color` still has mating material (a flag fall against a side that cannot
    /// mate is a draw).
    fn can_mate(&self, _color: Color) -> bool {
        true
    }

    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> BoardView;
}
