//! [`MoveError`] in plain English: what the command line prints (`rules play`) and what
//! logs show. The host words the same data in the reader's language (`host/words/refusal.rs`).

use crate::rules::error::{CastleWhy, MoveError, PowerWhy, Refusal, Why};
use crate::rules::role::Role;
use crate::rules::square::Square;
use crate::rules::variant::CastleSide;
use std::fmt;

impl std::error::Error for MoveError {}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable { text } => write!(
                f,
                "'{text}' is not a move I can read (try e4, Nf3, exd5, e8=Q, O-O or e2e4)"
            ),
            MoveError::Ambiguous { text, candidates } => write!(
                f,
                "'{text}' is ambiguous: it could be {}",
                candidates.join(" or ")
            ),
            MoveError::NotYourTurn(c) => write!(f, "it is {c}'s turn"),
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::Refused(r) => {
                f.write_str(&reason(r))?;
                if !r.options.is_empty() {
                    write!(f, " (you can play {})", r.options.join(", "))?;
                }
                Ok(())
            }
        }
    }
}

fn name(role: Option<Role>) -> &'static str {
    role.map_or("piece", Role::name)
}

fn sq(s: Option<Square>) -> String {
    s.map_or_else(|| "?".to_string(), |s| s.to_string())
}

fn roles(list: &[Role]) -> String {
    let v: Vec<String> = list.iter().map(|r| r.upper_char().to_string()).collect();
    v.join(", ")
}

fn side(s: CastleSide) -> &'static str {
    match s {
        CastleSide::King => "O-O",
        CastleSide::Queen => "O-O-O",
    }
}

/// The reason of a refusal, as one English clause.
fn reason(r: &Refusal) -> String {
    let piece = name(r.role);
    let (from, to) = (sq(r.from), sq(r.to));
    match &r.why {
        Why::NothingThere => format!("you have no piece on {from}"),
        Why::NotYours => format!("the piece on {from} is not yours"),
        Why::NoSuchPiece { file, rank } => {
            let whose = match (file, rank) {
                (Some(f), Some(k)) => format!("{piece} on {}", Square::new(*f, *k)),
                (Some(f), None) => format!("{piece} on the {} file", (b'a' + f) as char),
                (None, Some(k)) => format!("{piece} on rank {}", k + 1),
                (None, None) => piece.to_string(),
            };
            format!("you have no {whose} that can move to {to}")
        }
        Why::CannotGo => format!("the {piece} on {from} cannot go to {to}"),
        Why::Blocked(at) => {
            format!("the {piece} on {from} cannot reach {to}: the piece on {at} is in the way")
        }
        Why::InCheck { royal, by } => {
            let list: Vec<String> = by
                .iter()
                .map(|(r, s)| format!("the {} on {s}", r.name()))
                .collect();
            format!(
                "your {} is in check from {} and this move does not stop it",
                royal.name(),
                list.join(" and ")
            )
        }
        Why::Pinned { royal, by } => format!(
            "the {piece} on {from} is pinned against your {} by the {} on {}",
            royal.name(),
            by.0.name(),
            by.1
        ),
        Why::Attacked { royal, by } => format!(
            "your {} cannot go to {to}: the {} on {} attacks it",
            royal.name(),
            by.0.name(),
            by.1
        ),
        Why::Stunned { moves } => format!(
            "the {piece} on {from} is stunned for {moves} more move{}",
            if *moves == 1 { "" } else { "s" }
        ),
        Why::Immobilized { later } => format!(
            "the {piece} on {from} is immobilized by Bowser until {}",
            if *later {
                "your turn after next"
            } else {
                "your next turn"
            }
        ),
        Why::KingOffBoard => format!("{from}-{to} would make your own king leave the board"),
        Why::Castle { side: s, cause } => {
            let why = match cause {
                CastleWhy::KingMoved => "your king has moved".to_string(),
                CastleWhy::RookMoved => "that rook has moved".to_string(),
                CastleWhy::RightLost => {
                    "your king or that rook has moved earlier in the game".to_string()
                }
                CastleWhy::InCheck => "your king is in check".to_string(),
                CastleWhy::Attacked(at) => format!("{at} is attacked"),
                CastleWhy::Occupied(at) => format!("{at} is occupied"),
                CastleWhy::Unavailable => "it is not possible now".to_string(),
            };
            format!("you cannot castle {}: {why}", side(*s))
        }
        Why::PromotionMissing { choices } => format!(
            "the pawn promotes on {to}: add one of {} (like {to}={})",
            roles(choices),
            choices.first().map_or('Q', |r| r.upper_char())
        ),
        Why::PromotionRole { role, choices } => format!(
            "a pawn cannot become a {} here (choose {})",
            role.name(),
            roles(choices)
        ),
        Why::NotAPromotion => "that move is not a promotion (leave out the letter)".to_string(),
        Why::PromoteAfterEffects => {
            "a pawn promotes after the move's effects: play the move, then choose (promote q)"
                .to_string()
        }
        Why::NoPromotionWaiting => "no promotion is waiting for a choice".to_string(),
        Why::NoStealth { cause } => match cause {
            PowerWhy::NotNow => "you cannot make a stealth move now",
            PowerWhy::Used => "your side has made its stealth move already (once a game)",
            PowerWhy::NoPiece => "you have no queen to make a stealth move",
            PowerWhy::Immobilized => "your queen is immobilized and cannot make a stealth move",
            PowerWhy::NoTarget => "your queen has no line to a square that looks empty",
        }
        .to_string(),
        Why::StealthTo => format!("your queen cannot make a stealth move to {to}"),
        Why::NoShell { cause } => match cause {
            PowerWhy::NotNow => "you cannot throw a shell now",
            PowerWhy::Used => "your side has thrown its shell already (once a game)",
            PowerWhy::NoPiece => "you have no king to throw a shell",
            PowerWhy::Immobilized => "your king is immobilized and cannot throw the shell",
            PowerWhy::NoTarget => {
                "your king has nothing to hit along its lines (no piece, banana or bomb)"
            }
        }
        .to_string(),
        Why::ShellAt => format!("a shell cannot be thrown at {to}"),
        Why::Swap => format!("you cannot swap {from} and {to}"),
        Why::Drop => format!("you cannot drop on {to}"),
        Why::NotInRuleSet => "that kind of action does not exist in this rule set".to_string(),
        Why::TooManyTurns => "this game has too many turns".to_string(),
        Why::TakebackFailed => "the takeback failed".to_string(),
        Why::Illegal => match (r.from, r.to) {
            (Some(_), Some(_)) => format!("{from}-{to} is not legal here"),
            _ => "that is not legal here".to_string(),
        },
    }
}
