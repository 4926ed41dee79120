//! Game clocks, pure: correspondence (a deadline per move) and live (minutes plus an
//! increment). Time comes in as [`Timestamp`] arguments; the clock is stored with the
//! game, so a sweeper can act on its deadlines after a restart.

use super::codec::opt_color_serde;
use crate::rules::Color;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A moment, in milliseconds since the Unix epoch.
#[derive(
    Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Timestamp(pub u64);

impl Timestamp {
    /// This moment plus `ms` milliseconds (saturating).
    pub const fn plus(self, ms: u64) -> Timestamp {
        Timestamp(self.0.saturating_add(ms))
    }

    /// Milliseconds from `earlier` to this moment (0 if `earlier` is later).
    pub const fn since(self, earlier: Timestamp) -> u64 {
        self.0.saturating_sub(earlier.0)
    }
}

pub const SECOND: u64 = 1000;
pub const MINUTE: u64 = 60 * SECOND;
pub const HOUR: u64 = 60 * MINUTE;
pub const DAY: u64 = 24 * HOUR;

/// Correspondence bounds: 1 hour to 14 days per move.
pub const MIN_PER_MOVE: u64 = HOUR;
pub const MAX_PER_MOVE: u64 = 14 * DAY;
/// Live bounds: 1 to 180 minutes per side, 0 to 60 seconds increment.
pub const MIN_LIVE_MINUTES: u64 = 1;
pub const MAX_LIVE_MINUTES: u64 = 180;
pub const MAX_INCREMENT_SECONDS: u64 = 60;
/// A correspondence reminder goes out when this much of the move's time is left at most.
pub const MAX_REMINDER_LEAD: u64 = DAY;

/// Why a time control was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    #[error("'{0}' is not a time control: write days or hours per move (3d, 12h) or minutes plus seconds of increment (10+5)")]
    Unparseable(String),
    #[error("{0} per move is too short: a correspondence game gives at least 1 hour (1h)")]
    TooShort(String),
    #[error("{0} per move is too long: a correspondence game gives at most 14 days (14d)")]
    TooLong(String),
    #[error("a live game gives each side 1 to 180 minutes, not {0}")]
    LiveMinutes(u64),
    #[error("the increment is 0 to 60 seconds, not {0}")]
    Increment(u64),
}

/// How much time the players get.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimeControl {
    /// A deadline for each move.
    Correspondence { per_move_ms: u64 },
    /// Each side's time, plus an increment after each of its moves.
    Live { base_ms: u64, increment_ms: u64 },
}

impl Default for TimeControl {
    /// Three days per move.
    fn default() -> TimeControl {
        TimeControl::Correspondence {
            per_move_ms: 3 * DAY,
        }
    }
}

impl TimeControl {
    pub fn is_live(self) -> bool {
        matches!(self, TimeControl::Live { .. })
    }
}

impl FromStr for TimeControl {
    type Err = ClockError;

    /// `3d`, `12h`, `1h`, `14d` (also `3 days`, `12 hours`) or `10+5`, `3+2`, `1+0`.
    ///
    /// ```
    /// use chakbot::game::clock::{TimeControl, HOUR};
    /// assert_eq!("12h".parse(), Ok(TimeControl::Correspondence { per_move_ms: 12 * HOUR }));
    /// assert_eq!("10+5".parse::<TimeControl>().unwrap().to_string(), "10+5");
    /// assert!("15d".parse::<TimeControl>().unwrap_err().to_string().contains("at most 14 days"));
    /// ```
    fn from_str(text: &str) -> Result<TimeControl, ClockError> {
        let t = text.trim().to_ascii_lowercase();
        let unparseable = || ClockError::Unparseable(text.trim().chars().take(30).collect());
        let number = |s: &str| -> Option<u64> {
            let s = s.trim();
            if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            s.parse().ok()
        };
        if let Some((minutes, seconds)) = t.split_once('+') {
            let minutes = number(minutes).ok_or_else(unparseable)?;
            let seconds = number(seconds).ok_or_else(unparseable)?;
            if !(MIN_LIVE_MINUTES..=MAX_LIVE_MINUTES).contains(&minutes) {
                return Err(ClockError::LiveMinutes(minutes));
            }
            if seconds > MAX_INCREMENT_SECONDS {
                return Err(ClockError::Increment(seconds));
            }
            return Ok(TimeControl::Live {
                base_ms: minutes * MINUTE,
                increment_ms: seconds * SECOND,
            });
        }
        let split = t
            .find(|c: char| !c.is_ascii_digit())
            .ok_or_else(unparseable)?;
        let (n, unit) = t.split_at(split);
        let n = number(n).ok_or_else(unparseable)?;
        let unit_ms = match unit.trim() {
            "d" | "day" | "days" => DAY,
            "h" | "hour" | "hours" => HOUR,
            "m" | "min" | "mins" | "minute" | "minutes" => MINUTE,
            _ => return Err(unparseable()),
        };
        let per_move_ms = n * unit_ms;
        let shown = text.trim().chars().take(30).collect();
        if per_move_ms < MIN_PER_MOVE {
            return Err(ClockError::TooShort(shown));
        }
        if per_move_ms > MAX_PER_MOVE {
            return Err(ClockError::TooLong(shown));
        }
        Ok(TimeControl::Correspondence { per_move_ms })
    }
}

impl fmt::Display for TimeControl {
    /// The short form that parses back: `3d`, `12h`, `90m`, `10+5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Correspondence { per_move_ms: ms } if ms % DAY == 0 => {
                write!(f, "{}d", ms / DAY)
            }
            TimeControl::Correspondence { per_move_ms: ms } if ms % HOUR == 0 => {
                write!(f, "{}h", ms / HOUR)
            }
            TimeControl::Correspondence { per_move_ms: ms } => write!(f, "{}m", ms / MINUTE),
            TimeControl::Live {
                base_ms,
                increment_ms,
            } => write!(f, "{}+{}", base_ms / MINUTE, increment_ms / SECOND),
        }
    }
}

/// The state of a game's clock.
///
/// Correspondence: the side to move must move before `deadline()`; each move gives the
/// other side a fresh period. Live: each side's remaining time runs while it is to move;
/// a move adds the increment.
///
/// Reminders (correspondence only): once, when `min(period / 4, 24 hours)` is left
/// (1h gives a reminder 15 minutes before the deadline, 3d 18 hours before, 14d 24
/// hours before). Live games are watched as they are played: no reminder.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// Live: each side's time left when its clock last stopped.
    white_ms: u64,
    black_ms: u64,
    /// Whose time runs, and since when (`None`: stopped).
    #[serde(with = "opt_color_serde")]
    running: Option<Color>,
    since: Timestamp,
    /// Whether this turn's reminder was sent.
    reminded: bool,
}

impl Clock {
    /// A stopped clock with the full time on both sides.
    pub fn new(control: TimeControl) -> Clock {
        let base = match control {
            TimeControl::Live { base_ms, .. } => base_ms,
            TimeControl::Correspondence { per_move_ms } => per_move_ms,
        };
        Clock {
            control,
            white_ms: base,
            black_ms: base,
            running: None,
            since: Timestamp(0),
            reminded: false,
        }
    }

    fn stored(&self, c: Color) -> u64 {
        match c {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }

    fn stored_mut(&mut self, c: Color) -> &mut u64 {
        match c {
            Color::White => &mut self.white_ms,
            Color::Black => &mut self.black_ms,
        }
    }

    /// Starts (or restarts) `color`'s time from `now`, without charging anyone.
    pub fn start(&mut self, color: Color, now: Timestamp) {
        self.running = Some(color);
        self.since = now;
        self.reminded = false;
    }

    /// Whose time runs.
    pub fn running(&self) -> Option<Color> {
        self.running
    }

    /// `color` finished its turn at `now`: charge its time (live: plus the increment)
    /// and start the other side's.
    pub fn on_move(&mut self, color: Color, now: Timestamp) {
        if let TimeControl::Live { increment_ms, .. } = self.control {
            if self.running == Some(color) {
                let left = self.remaining(color, now);
                *self.stored_mut(color) = left.saturating_add(increment_ms);
            }
        }
        self.start(color.other(), now);
    }

    /// Stops the clock at `now` (game over), keeping the live time left.
    pub fn stop(&mut self, now: Timestamp) {
        if let (Some(c), true) = (self.running, self.control.is_live()) {
            *self.stored_mut(c) = self.remaining(c, now);
        }
        self.running = None;
    }

    /// Milliseconds `color` has left at `now` (correspondence: of the current period).
    pub fn remaining(&self, color: Color, now: Timestamp) -> u64 {
        let stored = self.stored(color);
        if self.running == Some(color) {
            match self.control {
                TimeControl::Live { .. } => stored.saturating_sub(now.since(self.since)),
                TimeControl::Correspondence { per_move_ms } => {
                    per_move_ms.saturating_sub(now.since(self.since))
                }
            }
        } else {
            match self.control {
                TimeControl::Live { .. } => stored,
                TimeControl::Correspondence { per_move_ms } => per_move_ms,
            }
        }
    }

    /// When the running side's time runs out (`None` when stopped).
    pub fn deadline(&self) -> Option<Timestamp> {
        let c = self.running?;
        Some(match self.control {
            TimeControl::Live { .. } => self.since.plus(self.stored(c)),
            TimeControl::Correspondence { per_move_ms } => self.since.plus(per_move_ms),
        })
    }

    /// The side whose time ran out by `now`, if any.
    pub fn flagged(&self, now: Timestamp) -> Option<Color> {
        let c = self.running?;
        (now >= self.deadline()?).then_some(c)
    }

    /// When the reminder of this turn is due, if one is still to be sent.
    pub fn reminder_at(&self) -> Option<Timestamp> {
        let TimeControl::Correspondence { per_move_ms } = self.control else {
            return None;
        };
        if self.reminded {
            return None;
        }
        let lead = (per_move_ms / 4).min(MAX_REMINDER_LEAD);
        Some(Timestamp(self.deadline()?.0.saturating_sub(lead)))
    }

    /// Records that this turn's reminder went out.
    pub fn mark_reminded(&mut self) {
        self.reminded = true;
    }

    /// Moves the running side's start `ms` later: the time it stood still (a frozen
    /// game) is not charged.
    pub fn shift(&mut self, ms: u64) {
        if self.running.is_some() {
            self.since = self.since.plus(ms);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> Result<TimeControl, ClockError> {
        s.parse()
    }

    #[test]
    fn parses_correspondence_controls() {
        assert_eq!(
            tc("3d"),
            Ok(TimeControl::Correspondence {
                per_move_ms: 259_200_000
            })
        );
        assert_eq!(
            tc("12h"),
            Ok(TimeControl::Correspondence {
                per_move_ms: 43_200_000
            })
        );
        assert_eq!(
            tc(" 1H "),
            Ok(TimeControl::Correspondence {
                per_move_ms: 3_600_000
            })
        );
        assert_eq!(
            tc("14d"),
            Ok(TimeControl::Correspondence {
                per_move_ms: 1_209_600_000
            })
        );
        assert_eq!(tc("2 days"), tc("2d"));
        assert_eq!(tc("90m").map(|t| t.to_string()), Ok("90m".to_string()));
        for s in ["3d", "12h", "1h", "14d", "36h"] {
            assert_eq!(tc(s).map(|t| t.to_string()).as_deref(), Ok(s));
        }
    }

    #[test]
    fn refuses_correspondence_out_of_range() {
        assert_eq!(tc("15d"), Err(ClockError::TooLong("15d".into())));
        assert_eq!(tc("337h"), Err(ClockError::TooLong("337h".into())));
        assert_eq!(tc("0h"), Err(ClockError::TooShort("0h".into())));
        assert_eq!(tc("59m"), Err(ClockError::TooShort("59m".into())));
        assert!(tc("336h").is_ok());
        assert!(tc("15d")
            .unwrap_err()
            .to_string()
            .contains("at most 14 days"));
        assert!(tc("30m")
            .unwrap_err()
            .to_string()
            .contains("at least 1 hour"));
    }

    #[test]
    fn parses_live_controls() {
        assert_eq!(
            tc("10+5"),
            Ok(TimeControl::Live {
                base_ms: 600_000,
                increment_ms: 5_000
            })
        );
        assert_eq!(
            tc("3+2"),
            Ok(TimeControl::Live {
                base_ms: 180_000,
                increment_ms: 2_000
            })
        );
        assert_eq!(
            tc("1+0"),
            Ok(TimeControl::Live {
                base_ms: 60_000,
                increment_ms: 0
            })
        );
        assert_eq!(tc("0+5"), Err(ClockError::LiveMinutes(0)));
        assert_eq!(tc("181+0"), Err(ClockError::LiveMinutes(181)));
        assert_eq!(tc("10+61"), Err(ClockError::Increment(61)));
        assert!(tc("180+60").is_ok());
    }

    #[test]
    fn garbage_is_unparseable_not_a_panic() {
        for s in [
            "",
            "d",
            "3",
            "3x",
            "+",
            "10+",
            "+5",
            "-1d",
            "1.5d",
            "99999999999d",
            "é",
            "3d3",
            "10+5+1",
        ] {
            assert!(
                matches!(tc(s), Err(ClockError::Unparseable(_))),
                "{s}: {:?}",
                tc(s)
            );
        }
    }

    #[test]
    fn correspondence_deadlines_and_flag() {
        let mut c = Clock::new(tc("1d").expect("valid"));
        assert_eq!(
            c.flagged(Timestamp(u64::MAX)),
            None,
            "stopped clock never flags"
        );
        c.start(Color::White, Timestamp(1_000));
        assert_eq!(c.deadline(), Some(Timestamp(1_000 + DAY)));
        assert_eq!(c.flagged(Timestamp(DAY)), None);
        assert_eq!(c.flagged(Timestamp(1_000 + DAY)), Some(Color::White));
        // White moves after 5 hours: black gets a full day from then.
        c.on_move(Color::White, Timestamp(1_000 + 5 * HOUR));
        assert_eq!(c.running(), Some(Color::Black));
        assert_eq!(c.deadline(), Some(Timestamp(1_000 + 5 * HOUR + DAY)));
        assert_eq!(
            c.remaining(Color::Black, Timestamp(1_000 + 6 * HOUR)),
            23 * HOUR
        );
        assert_eq!(c.flagged(Timestamp(1_000 + 29 * HOUR)), Some(Color::Black));
    }

    #[test]
    fn correspondence_reminders() {
        let mut c = Clock::new(tc("3d").expect("valid"));
        c.start(Color::White, Timestamp(0));
        // A quarter of 3 days is 18 hours (< 24h): reminder 18h before the deadline.
        assert_eq!(c.reminder_at(), Some(Timestamp(54 * HOUR)));
        c.mark_reminded();
        assert_eq!(c.reminder_at(), None);
        c.on_move(Color::White, Timestamp(HOUR));
        assert_eq!(c.reminder_at(), Some(Timestamp(HOUR + 54 * HOUR)));
        let mut long = Clock::new(tc("14d").expect("valid"));
        long.start(Color::Black, Timestamp(0));
        assert_eq!(long.reminder_at(), Some(Timestamp(13 * DAY)));
        let mut short = Clock::new(tc("1h").expect("valid"));
        short.start(Color::White, Timestamp(0));
        assert_eq!(short.reminder_at(), Some(Timestamp(45 * MINUTE)));
        let mut live = Clock::new(tc("5+0").expect("valid"));
        live.start(Color::White, Timestamp(0));
        assert_eq!(live.reminder_at(), None);
    }

    #[test]
    fn live_clock_charges_time_and_adds_increment() {
        let mut c = Clock::new(tc("3+2").expect("valid"));
        c.start(Color::White, Timestamp(10_000));
        // White thinks 20 s: 180 - 20 + 2 = 162 s.
        c.on_move(Color::White, Timestamp(30_000));
        assert_eq!(c.remaining(Color::White, Timestamp(40_000)), 162_000);
        // Black is running since 30 s.
        assert_eq!(c.remaining(Color::Black, Timestamp(40_000)), 170_000);
        assert_eq!(c.deadline(), Some(Timestamp(30_000 + 180_000)));
        assert_eq!(c.flagged(Timestamp(209_999)), None);
        assert_eq!(c.flagged(Timestamp(210_000)), Some(Color::Black));
        c.on_move(Color::Black, Timestamp(100_000));
        assert_eq!(c.remaining(Color::Black, Timestamp(100_000)), 112_000);
        c.stop(Timestamp(110_000));
        assert_eq!(c.remaining(Color::White, Timestamp(999_999)), 152_000);
        assert_eq!(c.flagged(Timestamp(u64::MAX)), None);
    }

    #[test]
    fn clock_serde_round_trip() {
        let mut c = Clock::new(tc("10+5").expect("valid"));
        c.start(Color::White, Timestamp(5));
        c.on_move(Color::White, Timestamp(1_005));
        let json = serde_json::to_string(&c).expect("serialises");
        let back: Clock = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, c);
        assert!(json.contains("\"running\":\"black\""), "{json}");
    }
}
