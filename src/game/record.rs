//! The record of a game: its turns (actor, action, public text, random draws, FEN after),
//! how it ended, and the versioned stored form that later releases must keep reading.

use super::clock::{Clock, Timestamp};
use super::codec::{self, color_serde, opt_color_serde, outcome_serde};
use super::fairness::{Commitment, ServerSecret};
use crate::rules::{Action, Color, Draw, Event, Outcome, TurnReport, Viewer};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One recorded call to `Game::play`: a move, or the answer to a pending choice.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TurnRecord {
    #[serde(with = "color_serde")]
    pub actor: Color,
    /// The action in coordinate notation (full truth: server side only while the game is
    /// on when `hidden`).
    #[serde(with = "action_serde")]
    pub action: Action,
    /// What everyone may read of it (`Q??` for a stealth move).
    pub public_text: String,
    /// Whether the turn holds something only its actor may know while the game is on;
    /// then its action and draws stay out of public exports until the end.
    pub hidden: bool,
    /// Every random draw of the turn, in order.
    #[serde(with = "draws_serde")]
    pub draws: Vec<Draw>,
    /// The full FEN after the turn (server side only).
    pub fen_after: String,
    pub at: Timestamp,
}

impl TurnRecord {
    /// Builds the record of a turn from what the rules reported. `written` is the move
    /// in SAN as its mover could write it before playing it; it is the public text unless
    /// the public may not know the move (then `Q??` or `??`, from the public events).
    pub fn new(
        actor: Color,
        action: Action,
        written: String,
        report: &TurnReport,
        fen_after: String,
        at: Timestamp,
    ) -> TurnRecord {
        let public = report.events_for(Viewer::Public);
        let hidden = public != report.events;
        let public_text = if !hidden {
            written
        } else if public
            .iter()
            .any(|e| matches!(e, Event::QueenVanished { .. }))
        {
            "Q??".to_string()
        } else {
            "??".to_string()
        };
        TurnRecord {
            actor,
            action,
            public_text,
            hidden,
            draws: report.draws.clone(),
            fen_after,
            at,
        }
    }
}

/// What a turn was, as records tell them apart: a move, the answer to a choice the rules
/// asked for (a promotion piece, King Boo's swap, Toadette's drop, Daisy's extra move), or
/// a once-per-game power (a Chakart stealth move or shell).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TurnKind {
    Move,
    Choice,
    Power,
}

impl TurnKind {
    /// The kind of `action` played when a choice was (`pending`) or was not pending.
    pub fn of(pending: bool, action: &Action) -> TurnKind {
        match action {
            _ if pending => TurnKind::Choice,
            Action::Stealth { .. } | Action::Shell { .. } => TurnKind::Power,
            _ => TurnKind::Move,
        }
    }

    /// The word of the line-oriented record (`move`, `choice`, `power`).
    pub fn word(self) -> &'static str {
        match self {
            TurnKind::Move => "move",
            TurnKind::Choice => "choice",
            TurnKind::Power => "power",
        }
    }

    /// Reads [`TurnKind::word`].
    pub fn from_word(word: &str) -> Option<TurnKind> {
        [TurnKind::Move, TurnKind::Choice, TurnKind::Power]
            .into_iter()
            .find(|k| k.word() == word)
    }
}

/// How a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ending {
    /// With a result (the rules, resignation, agreement, time, adjudication).
    Finished {
        #[serde(with = "outcome_serde")]
        outcome: Outcome,
    },
    /// Without a result (no rating change): by a player before both sides moved, by a
    /// moderator (`by` is `None`), or on time before the first move of the late side.
    Aborted {
        #[serde(with = "opt_color_serde")]
        by: Option<Color>,
    },
}

impl Ending {
    pub fn outcome(self) -> Option<Outcome> {
        match self {
            Ending::Finished { outcome } => Some(outcome),
            Ending::Aborted { .. } => None,
        }
    }
}

/// A moderator's ruling on a game that had already finished with a result: the game's
/// own ending (what happened on the board) stays as it was; the ruling says what counts.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ruling {
    /// The game no longer counts: no result, its rating changes undone.
    Void,
    /// The game counts with this result instead (a re-adjudication).
    Result {
        #[serde(with = "outcome_serde")]
        outcome: Outcome,
    },
}

/// The two players' opaque user ids.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Players {
    pub white: String,
    pub black: String,
}

impl Players {
    pub fn get(&self, c: Color) -> &str {
        match c {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The colour `user` plays, if they play in this game.
    pub fn color_of(&self, user: &str) -> Option<Color> {
        if self.white == user {
            Some(Color::White)
        } else if self.black == user {
            Some(Color::Black)
        } else {
            None
        }
    }
}

/// A stored game, tagged by format version (`"v": "1"`). A later release adds a
/// variant and keeps reading the old ones.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "v")]
pub enum StoredGame {
    #[serde(rename = "1")]
    V1(GameRecordV1),
}

/// Version 1 of the stored game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecordV1 {
    pub id: u64,
    /// Rule-set id (`chakart-2020`).
    pub ruleset: String,
    /// Start option number (0, 1, 2).
    pub start: u8,
    pub players: Players,
    pub commitment: Commitment,
    /// The server secret: stored, never shown before the game ends.
    pub secret: ServerSecret,
    pub contributions: Vec<String>,
    /// Set when the game started from a given FEN instead of the seed's start position.
    pub custom_fen: Option<String>,
    pub initial_fen: String,
    pub created_at: Timestamp,
    pub clock: Clock,
    pub turns: Vec<TurnRecord>,
    #[serde(with = "opt_color_serde")]
    pub draw_offer: Option<Color>,
    #[serde(with = "opt_color_serde")]
    pub takeback_offer: Option<Color>,
    pub ending: Option<Ending>,
    pub ended_at: Option<Timestamp>,
    /// A moderator's ruling after the end (absent in records written before rulings).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruling: Option<Ruling>,
    /// Since when a moderator froze the running game (absent when not frozen, and in
    /// records written before freezing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frozen_since: Option<Timestamp>,
    /// How many times a player acted in the game ([`crate::game::Game::acts`]; absent in
    /// records written before it, and while none has).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub acts: u64,
    /// The tournament the game belongs to (absent for an ordinary game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<EventLink>,
    /// A team game's teams, open ballot and tallies (absent for a game of two players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<super::team::Teams>,
}

/// A tournament game's tie to its tournament, and what that changes for the game: it is
/// rated only if the tournament is, and a player who makes no first move within
/// `no_show_ms` (or whose clock runs out before it) loses by forfeit instead of the
/// game being aborted.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct EventLink {
    pub tournament: u64,
    pub rated: bool,
    pub no_show_ms: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

mod action_serde {
    use super::*;

    pub fn serialize<S: Serializer>(a: &Action, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&a.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let s = String::deserialize(d)?;
        codec::parse_action(&s).ok_or_else(|| serde::de::Error::custom(format!("bad action '{s}'")))
    }
}

mod draws_serde {
    use super::*;

    pub fn serialize<S: Serializer>(v: &[Draw], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(v.iter().map(codec::draw_text))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Draw>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|s| {
                codec::parse_draw(s)
                    .ok_or_else(|| serde::de::Error::custom(format!("bad draw '{s}'")))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DrawPurpose, Square};

    fn sq(s: &str) -> Square {
        s.parse().expect("valid square")
    }

    #[test]
    fn stealth_turn_is_public_as_q_question_marks() {
        let report = TurnReport {
            events: vec![Event::StealthMove {
                color: Color::White,
                from: sq("d1"),
                to: sq("h5"),
            }],
            draws: vec![],
            pending: None,
        };
        let action = Action::Stealth {
            from: sq("d1"),
            to: sq("h5"),
        };
        let r = TurnRecord::new(
            Color::White,
            action,
            "stealth Qh5".into(),
            &report,
            "x".into(),
            Timestamp(1),
        );
        assert!(r.hidden);
        assert_eq!(r.public_text, "Q??");
        let plain = TurnRecord::new(
            Color::White,
            Action::normal(sq("e2"), sq("e4")),
            "e4".into(),
            &TurnReport::default(),
            "x".into(),
            Timestamp(1),
        );
        assert!(!plain.hidden);
        assert_eq!(plain.public_text, "e4");
    }

    #[test]
    fn turn_record_serde_round_trip() {
        let r = TurnRecord {
            actor: Color::Black,
            action: Action::Swap {
                a: sq("b1"),
                b: sq("g8"),
            },
            public_text: "swap b1 g8".into(),
            hidden: false,
            draws: vec![Draw {
                purpose: DrawPurpose::EggEffect,
                choices: 8,
                picked: 0,
            }],
            fen_after: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            at: Timestamp(42),
        };
        let json = serde_json::to_string(&r).expect("serialises");
        assert!(json.contains("\"action\":\"swap b1 g8\""), "{json}");
        assert!(json.contains("\"draws\":[\"egg-effect=0/8\"]"), "{json}");
        let back: TurnRecord = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, r);
        let bad = json.replace("egg-effect=0/8", "egg-effect=zero");
        assert!(serde_json::from_str::<TurnRecord>(&bad).is_err());
    }
}
