//! How rules values are written in stored game records: colours, actions (coordinate
//! text), draws and outcomes as small stable strings, so the store's format does not
//! change when an enum of the rules core does.

use crate::rules::{
    Action, Color, Draw, DrawPurpose, DrawReason, Outcome, Role, RuleSet, Square, StartOption,
    WinReason,
};

/// Reads an action in the coordinate notation its `Display` writes (`e2e4`, `e7e8q`,
/// `stealth d1h5`, `shell e1e7`, `swap b1 g8`, `drop n f3`, `drop f3`, `promote q`).
///
/// ```
/// use chakbot::game::codec::parse_action;
/// for text in ["e2e4", "e7e8q", "stealth d1h5", "shell e1e7", "swap b1 g8", "drop n f3", "drop f3", "promote q"] {
///     assert_eq!(parse_action(text).unwrap().to_string(), text);
/// }
/// assert!(parse_action("e2e9").is_none());
/// ```
pub fn parse_action(text: &str) -> Option<Action> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let sq = |s: &str| s.parse::<Square>().ok();
    let two = |s: &str| -> Option<(Square, Square)> {
        let a = s.get(0..2)?;
        let b = s.get(2..4)?;
        (s.len() == 4).then_some(())?;
        Some((sq(a)?, sq(b)?))
    };
    let role = |s: &str| -> Option<Role> {
        let mut cs = s.chars();
        let c = cs.next()?;
        cs.next().is_none().then_some(())?;
        Role::from_char(c)
    };
    match words.as_slice() {
        [mv] => {
            let (from, to) = two(mv.get(0..4)?)?;
            let promotion = match mv.get(4..)? {
                "" => None,
                r => Some(role(r)?),
            };
            Some(Action::Move {
                from,
                to,
                promotion,
            })
        }
        ["stealth", mv] => two(mv).map(|(from, to)| Action::Stealth { from, to }),
        ["shell", mv] => two(mv).map(|(from, target)| Action::Shell { from, target }),
        ["swap", a, b] => Some(Action::Swap {
            a: sq(a)?,
            b: sq(b)?,
        }),
        ["drop", to] => Some(Action::Drop {
            role: None,
            to: sq(to)?,
        }),
        ["drop", r, to] => Some(Action::Drop {
            role: Some(role(r)?),
            to: sq(to)?,
        }),
        ["promote", r] => Some(Action::Promote(role(r)?)),
        _ => None,
    }
}

/// `white` / `black`.
pub fn color_name(c: Color) -> &'static str {
    c.name()
}

pub fn parse_color(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// Serde for [`Color`] as `"white"` / `"black"`.
pub mod color_serde {
    use super::*;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let s = String::deserialize(d)?;
        parse_color(&s).ok_or_else(|| serde::de::Error::custom(format!("bad colour '{s}'")))
    }
}

/// Serde for `Option<Color>`.
pub mod opt_color_serde {
    use super::*;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(c.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(s) => parse_color(&s)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom(format!("bad colour '{s}'"))),
        }
    }
}

/// A draw's purpose as a stable word (`egg-effect`).
pub fn purpose_id(p: DrawPurpose) -> &'static str {
    match p {
        DrawPurpose::StartPosition => "start-position",
        DrawPurpose::BananaHop => "banana-hop",
        DrawPurpose::BombHop => "bomb-hop",
        DrawPurpose::ItemSquare => "item-square",
        DrawPurpose::EggEffect => "egg-effect",
        DrawPurpose::ToadettePiece => "toadette-piece",
        DrawPurpose::RecolorPiece => "recolor-piece",
    }
}

const PURPOSES: [DrawPurpose; 7] = [
    DrawPurpose::StartPosition,
    DrawPurpose::BananaHop,
    DrawPurpose::BombHop,
    DrawPurpose::ItemSquare,
    DrawPurpose::EggEffect,
    DrawPurpose::ToadettePiece,
    DrawPurpose::RecolorPiece,
];

pub fn parse_purpose(s: &str) -> Option<DrawPurpose> {
    PURPOSES.into_iter().find(|&p| purpose_id(p) == s)
}

/// A draw as `egg-effect=3/8` (picked 3, counting from 0, of 8 choices).
pub fn draw_text(d: &Draw) -> String {
    format!("{}={}/{}", purpose_id(d.purpose), d.picked, d.choices)
}

/// Reads what [`draw_text`] writes.
pub fn parse_draw(s: &str) -> Option<Draw> {
    let (purpose, rest) = s.split_once('=')?;
    let (picked, choices) = rest.split_once('/')?;
    Some(Draw {
        purpose: parse_purpose(purpose)?,
        picked: picked.parse().ok()?,
        choices: choices.parse().ok()?,
    })
}

fn win_reason_id(r: WinReason) -> &'static str {
    match r {
        WinReason::Checkmate => "checkmate",
        WinReason::KingKicked => "king-kicked",
        WinReason::KingsCaptured => "kings-captured",
        WinReason::NoLegalMove => "no-legal-move",
        WinReason::Resignation => "resignation",
        WinReason::Timeout => "timeout",
        WinReason::Adjudication => "adjudication",
    }
}

fn draw_reason_id(r: DrawReason) -> &'static str {
    match r {
        DrawReason::Stalemate => "stalemate",
        DrawReason::NoLegalMove => "no-legal-move",
        DrawReason::ThreefoldRepetition => "threefold-repetition",
        DrawReason::FiftyMoveRule => "fifty-move-rule",
        DrawReason::InsufficientMaterial => "insufficient-material",
        DrawReason::BothKingsLost => "both-kings-lost",
        DrawReason::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
        DrawReason::Agreement => "agreement",
        DrawReason::Adjudication => "adjudication",
    }
}

/// An outcome as `white:checkmate`, `black:resignation` or `draw:stalemate`.
pub fn outcome_text(o: Outcome) -> String {
    match o {
        Outcome::Decisive { winner, reason } => {
            format!("{}:{}", winner.name(), win_reason_id(reason))
        }
        Outcome::Draw(r) => format!("draw:{}", draw_reason_id(r)),
    }
}

/// Reads what [`outcome_text`] writes.
pub fn parse_outcome(s: &str) -> Option<Outcome> {
    let (who, why) = s.split_once(':')?;
    if who == "draw" {
        return DrawReason::ALL
            .into_iter()
            .find(|&r| draw_reason_id(r) == why)
            .map(Outcome::Draw);
    }
    let winner = parse_color(who)?;
    let reason = WinReason::ALL
        .into_iter()
        .find(|&r| win_reason_id(r) == why)?;
    Some(Outcome::Decisive { winner, reason })
}

/// Serde for [`Outcome`] through [`outcome_text`].
pub mod outcome_serde {
    use super::*;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(o: &Outcome, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&outcome_text(*o))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        let s = String::deserialize(d)?;
        parse_outcome(&s).ok_or_else(|| serde::de::Error::custom(format!("bad outcome '{s}'")))
    }
}

/// Reads a rule-set id as [`RuleSet::id`] writes it.
pub fn parse_ruleset(s: &str) -> Option<RuleSet> {
    RuleSet::ALL.into_iter().find(|r| r.id() == s)
}

/// The start option's number (0, 1, 2).
pub fn start_number(o: StartOption) -> u8 {
    o as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_round_trip() {
        for w in WinReason::ALL {
            for c in Color::ALL {
                let o = Outcome::Decisive {
                    winner: c,
                    reason: w,
                };
                assert_eq!(parse_outcome(&outcome_text(o)), Some(o));
            }
        }
        for r in DrawReason::ALL {
            assert_eq!(
                parse_outcome(&outcome_text(Outcome::Draw(r))),
                Some(Outcome::Draw(r))
            );
        }
        assert_eq!(
            outcome_text(Outcome::Decisive {
                winner: Color::White,
                reason: WinReason::Checkmate
            }),
            "white:checkmate"
        );
        assert_eq!(parse_outcome("grey:checkmate"), None);
        assert_eq!(parse_outcome("draw"), None);
    }

    #[test]
    fn draws_round_trip() {
        for p in PURPOSES {
            let d = Draw {
                purpose: p,
                choices: 8,
                picked: 3,
            };
            assert_eq!(parse_draw(&draw_text(&d)), Some(d));
        }
        assert_eq!(
            draw_text(&Draw {
                purpose: DrawPurpose::EggEffect,
                choices: 8,
                picked: 3
            }),
            "egg-effect=3/8"
        );
        assert_eq!(parse_draw("egg-effect=x/8"), None);
        assert_eq!(parse_draw("nothing=1/2"), None);
    }

    #[test]
    fn bad_action_text_is_refused_without_panic() {
        for t in [
            "",
            "e2",
            "e2e4qq",
            "stealth",
            "swap b1",
            "drop x f3",
            "é2e4",
            "e2é4",
            "promote",
        ] {
            assert_eq!(parse_action(t), None, "{t}");
        }
    }

    #[test]
    fn rulesets_round_trip() {
        for r in RuleSet::ALL {
            assert_eq!(parse_ruleset(r.id()), Some(r));
        }
    }
}
