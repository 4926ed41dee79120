//! An evaluation as a review shows it: centipawns or a forced mate, always from White's
//! side, written as the command line prints it (`+35`, `#-2`) and as lichess's eval
//! comments read it (`0.35`, `#-2`).

use crate::rules::Color;
use serde::{Deserialize, Serialize};

/// An evaluation from White's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Score {
    /// Centipawns (positive: White is better).
    Cp(i32),
    /// A forced mate in `moves` moves (0: the game just ended so) won by White or Black.
    Mate { moves: u32, white_wins: bool },
}

/// The largest centipawn value a review keeps (Chakart's expected values of a won game
/// run to 100,000).
pub const CP_LIMIT: i32 = 3000;

impl Score {
    /// A score for `side` (`cp` from its point of view), turned to White's side.
    pub fn cp_for(side: Color, cp: i32) -> Score {
        let cp = cp.clamp(-CP_LIMIT, CP_LIMIT);
        Score::Cp(if side == Color::White { cp } else { -cp })
    }

    /// A mate in `moves` won by `winner`.
    pub fn mate(winner: Color, moves: u32) -> Score {
        Score::Mate {
            moves,
            white_wins: winner == Color::White,
        }
    }

    /// Centipawns from `side`'s point of view, a mate counted as ±[`CP_LIMIT`].
    pub fn cp_of(self, side: Color) -> i32 {
        let white = match self {
            Score::Cp(cp) => cp,
            Score::Mate { white_wins, .. } => {
                if white_wins {
                    CP_LIMIT
                } else {
                    -CP_LIMIT
                }
            }
        };
        if side == Color::White {
            white
        } else {
            -white
        }
    }

    /// The mate's moves from `side`'s point of view: positive when `side` mates.
    pub fn mate_of(self, side: Color) -> Option<i64> {
        match self {
            Score::Cp(_) => None,
            Score::Mate { moves, white_wins } => {
                let sign = if white_wins == (side == Color::White) {
                    1
                } else {
                    -1
                };
                Some(sign * i64::from(moves))
            }
        }
    }

    /// As the command line prints it: `+35`, `-120`, `0`, `#3`, `#-2`.
    pub fn text(self) -> String {
        match self {
            Score::Cp(0) => "0".into(),
            Score::Cp(cp) => format!("{cp:+}"),
            Score::Mate { moves, white_wins } => mate_text(moves, white_wins),
        }
    }

    /// As an eval comment holds it: pawns (`0.35`, `-1.2`) or `#3` / `#-2`.
    pub fn pgn_text(self) -> String {
        match self {
            Score::Cp(cp) => {
                let text = format!("{:.2}", f64::from(cp) / 100.0);
                let text = text.trim_end_matches('0').trim_end_matches('.');
                if text == "-0" {
                    "0".into()
                } else {
                    text.to_string()
                }
            }
            Score::Mate { moves, white_wins } => mate_text(moves, white_wins),
        }
    }
}

fn mate_text(moves: u32, white_wins: bool) -> String {
    if white_wins {
        format!("#{moves}")
    } else {
        format!("#-{moves}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts() {
        assert_eq!(Score::Cp(35).text(), "+35");
        assert_eq!(Score::Cp(-120).text(), "-120");
        assert_eq!(Score::Cp(0).text(), "0");
        assert_eq!(Score::mate(Color::White, 3).text(), "#3");
        assert_eq!(Score::mate(Color::Black, 2).text(), "#-2");
        assert_eq!(Score::Cp(25).pgn_text(), "0.25");
        assert_eq!(Score::Cp(-130).pgn_text(), "-1.3");
        assert_eq!(Score::Cp(200).pgn_text(), "2");
        assert_eq!(Score::Cp(0).pgn_text(), "0");
        assert_eq!(Score::cp_for(Color::Black, 50), Score::Cp(-50));
        assert_eq!(Score::mate(Color::Black, 2).mate_of(Color::Black), Some(2));
    }
}
