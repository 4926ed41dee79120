//! Team games: a side played by a team whose members vote on each of its turns. The
//! rosters, the ballot of the turn being decided, and the tally of every decided turn
//! (who voted what, how it closed, the fair draw that broke a tie) are part of the game's
//! record; [`crate::game::Game`] opens, fills and closes the ballots.

use super::clock::Timestamp;
use super::codec::{self, color_serde};
use super::fairness::Seed;
use crate::rules::{Action, Color};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};

/// The player id of a team side in [`crate::game::Players`] (`team:white`,
/// `team:black`): a form no platform's user id takes, so nobody passes for a team.
pub fn team_id(color: Color) -> String {
    format!("team:{}", color.name())
}

/// Whether `id` is a team side's player id ([`team_id`]).
pub fn is_team_id(id: &str) -> bool {
    id == team_id(Color::White) || id == team_id(Color::Black)
}

/// How many turns in a row a team may leave without a vote before it loses by forfeit
/// (each such turn is played for it by the computer's weakest level).
pub const EMPTY_TURNS_FORFEIT: u8 = 3;

/// Who may vote for a team.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Roster {
    /// The members listed when the game was set up.
    Listed,
    /// Everyone who joined before the start.
    Open,
    /// Everyone with this role (members are recorded as they vote).
    Role { role: String },
}

/// A team: its roster and the members known to the game, in the order they came.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Team {
    pub roster: Roster,
    pub members: Vec<String>,
}

impl Team {
    /// Whether `user` (who holds `roles`) may vote for this team.
    pub fn admits(&self, user: &str, roles: &[String]) -> bool {
        match &self.roster {
            Roster::Role { role } => {
                roles.iter().any(|r| r == role) || self.members.iter().any(|m| m == user)
            }
            Roster::Listed | Roster::Open => self.members.iter().any(|m| m == user),
        }
    }

    /// How many members the team counts, when it is known (a role team's is not).
    pub fn size(&self) -> Option<usize> {
        match self.roster {
            Roster::Role { .. } => None,
            Roster::Listed | Roster::Open => Some(self.members.len()),
        }
    }
}

/// What a member proposes for their team's turn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Proposal {
    /// A move or the answer to a pending choice.
    Play(Action),
    /// The team resigns.
    Resign,
}

impl Proposal {
    /// Its record text: the action in coordinates, or `resign`.
    pub fn text(&self) -> String {
        match self {
            Proposal::Play(a) => a.to_string(),
            Proposal::Resign => "resign".to_string(),
        }
    }

    /// Reads [`Proposal::text`].
    pub fn parse(text: &str) -> Option<Proposal> {
        match text {
            "resign" => Some(Proposal::Resign),
            _ => codec::parse_action(text).map(Proposal::Play),
        }
    }
}

impl Serialize for Proposal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

impl<'de> Deserialize<'de> for Proposal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Proposal, D::Error> {
        let s = String::deserialize(d)?;
        Proposal::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("bad proposal '{s}'")))
    }
}

/// One member's vote (the last they cast in the ballot).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Vote {
    pub member: String,
    pub proposal: Proposal,
    pub at: Timestamp,
}

/// The ballot of the turn a team is deciding.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Ballot {
    #[serde(with = "color_serde")]
    pub color: Color,
    /// The index of the turn it decides (the number of turns played before it).
    pub ply: u32,
    pub opened_at: Timestamp,
    pub closes_at: Timestamp,
    pub votes: Vec<Vote>,
}

impl Ballot {
    /// Each proposal with its votes, most voted first; equal counts in the order their
    /// first vote came.
    pub fn tally(&self) -> Vec<(Proposal, usize)> {
        tally_of(&self.votes)
    }

    /// The proposals with most votes, in their record text's order (how a tie is drawn).
    pub fn leaders(&self) -> Vec<Proposal> {
        leaders_of(&self.tally())
    }
}

/// `votes` counted: each proposal with its votes, most voted first; equal counts in the
/// order their first vote came.
fn tally_of(votes: &[Vote]) -> Vec<(Proposal, usize)> {
    let mut counts: Vec<(Proposal, usize, Timestamp)> = Vec::new();
    for v in votes {
        match counts.iter_mut().find(|(p, _, _)| *p == v.proposal) {
            Some(entry) => {
                entry.1 += 1;
                entry.2 = entry.2.min(v.at);
            }
            None => counts.push((v.proposal, 1, v.at)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)));
    counts.into_iter().map(|(p, n, _)| (p, n)).collect()
}

/// The proposals of `counts` with most votes (none without a vote), in their record
/// text's order: the order a tie is drawn in.
fn leaders_of(counts: &[(Proposal, usize)]) -> Vec<Proposal> {
    let top = counts.iter().map(|(_, n)| *n).max().unwrap_or(0);
    let mut leaders: Vec<Proposal> = counts
        .iter()
        .filter(|(_, n)| *n == top && top > 0)
        .map(|(p, _)| *p)
        .collect();
    leaders.sort_by_key(Proposal::text);
    leaders
}

/// How a ballot closed.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Closed {
    /// Its window ran out.
    Window,
    /// Every member of a team of known size had voted.
    AllVoted,
    /// The game's creator or a moderator closed it early.
    Early { by: String },
}

/// A tie between the most voted proposals, broken by a draw from the game's seed.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TieDraw {
    pub choices: u32,
    pub picked: u32,
}

/// A decided turn: the votes as they stood, how the ballot closed, what was played.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Tally {
    #[serde(with = "color_serde")]
    pub color: Color,
    pub ply: u32,
    pub votes: Vec<Vote>,
    pub closed: Closed,
    /// What the team played: the most voted, or (no vote) the computer's choice.
    pub chosen: Proposal,
    /// Set when the leaders were tied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie: Option<TieDraw>,
}

impl Tally {
    /// Its votes counted, as [`Ballot::tally`] counted them.
    pub fn counts(&self) -> Vec<(Proposal, usize)> {
        tally_of(&self.votes)
    }

    /// Whether nobody voted (the computer played the turn).
    pub fn empty(&self) -> bool {
        self.votes.is_empty()
    }
}

/// Everything about a game's teams: which sides are teams, the voting window, the
/// ballot open now, and the tally of every turn decided so far.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Teams {
    /// White's team (`None`: White is the single player or computer of the game's
    /// players).
    pub white: Option<Team>,
    pub black: Option<Team>,
    /// How long a ballot stays open, at most.
    pub window_ms: u64,
    /// Who set the game up (may close a ballot early).
    pub creator: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ballot: Option<Ballot>,
    #[serde(default)]
    pub tallies: Vec<Tally>,
    /// Each team's private room, once its platform opened one.
    #[serde(default, skip_serializing_if = "Rooms::is_empty")]
    pub rooms: Rooms,
}

/// Each team's private room (Discord: a private thread; local mode: a team channel),
/// where its members vote on secret moves and see their side's own board.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Rooms {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
}

impl Rooms {
    pub fn is_empty(&self) -> bool {
        self.white.is_none() && self.black.is_none()
    }

    /// The private room of `color`'s team, if opened.
    pub fn of(&self, color: Color) -> Option<&str> {
        match color {
            Color::White => self.white.as_deref(),
            Color::Black => self.black.as_deref(),
        }
    }

    /// The team whose private room `channel` is.
    pub fn side_of(&self, channel: &str) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.of(c) == Some(channel))
    }

    pub(crate) fn set(&mut self, color: Color, channel: String) {
        match color {
            Color::White => self.white = Some(channel),
            Color::Black => self.black = Some(channel),
        }
    }
}

impl Teams {
    /// The team playing `color`, if that side is a team.
    pub fn team(&self, color: Color) -> Option<&Team> {
        match color {
            Color::White => self.white.as_ref(),
            Color::Black => self.black.as_ref(),
        }
    }

    pub(crate) fn team_mut(&mut self, color: Color) -> Option<&mut Team> {
        match color {
            Color::White => self.white.as_mut(),
            Color::Black => self.black.as_mut(),
        }
    }

    /// The side `user` (holding `roles`) votes for, if any.
    pub fn side_of(&self, user: &str, roles: &[String]) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|&c| self.team(c).is_some_and(|t| t.admits(user, roles)))
    }

    /// How many of `color`'s last turns in a row were decided without a vote when their
    /// window ran out (a turn closed early without a vote neither counts nor breaks the
    /// run: the team did not have its whole window).
    pub fn empty_in_a_row(&self, color: Color) -> u8 {
        let n = self
            .tallies
            .iter()
            .rev()
            .filter(|t| t.color == color)
            .filter(|t| !(t.empty() && matches!(t.closed, Closed::Early { .. })))
            .take_while(|t| t.empty())
            .count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    /// The ballot is complete: a team of known size where every member voted.
    pub fn complete(&self) -> bool {
        let Some(b) = &self.ballot else {
            return false;
        };
        self.team(b.color)
            .and_then(Team::size)
            .is_some_and(|n| n > 0 && b.votes.len() >= n)
    }
}

/// What a vote did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Counted {
    /// It replaced the member's earlier vote in this ballot.
    pub changed: bool,
    /// Votes cast in the ballot now.
    pub votes: usize,
    /// The team's size, when known.
    pub members: Option<usize>,
    /// Every member has voted: the ballot may close now.
    pub complete: bool,
}

/// The generator that breaks ties of the ballot of turn `ply`: ChaCha20 keyed with
/// SHA-256 of `"chakbot vote v1"`, the seed and `ply` (u32 little-endian), apart from
/// the rules' own draws of that turn.
pub fn vote_rng(seed: &Seed, ply: u32) -> ChaCha20Rng {
    let mut h = Sha256::new();
    h.update(b"chakbot vote v1");
    h.update(seed.as_bytes());
    h.update(ply.to_le_bytes());
    ChaCha20Rng::from_seed(h.finalize().into())
}

/// The leader a tie of `choices` leaders at turn `ply` gives (its index in
/// [`Ballot::leaders`]).
pub fn draw_tie(seed: &Seed, ply: u32, choices: u32) -> TieDraw {
    let picked = if choices <= 1 {
        0
    } else {
        vote_rng(seed, ply).random_range(0..choices)
    };
    TieDraw { choices, picked }
}

/// A decided turn as its export tag writes it (`Vote<ply+1>`): the side, how it closed,
/// each proposal with its voters (`e2e4=ann,ben`), then `-> CHOSEN` and, for a tie,
/// `tie PICKED/CHOICES`: `white all-voted e2e4=ann,ben d2d4=cat -> e2e4`.
pub fn tally_tag(t: &Tally) -> String {
    let closed = match &t.closed {
        Closed::Window => "window".to_string(),
        Closed::AllVoted => "all-voted".to_string(),
        Closed::Early { by } => format!("early:{by}"),
    };
    let mut out = vec![t.color.name().to_string(), closed];
    for (p, _) in t.counts() {
        let voters: Vec<&str> = t
            .votes
            .iter()
            .filter(|v| v.proposal == p)
            .map(|v| v.member.as_str())
            .collect();
        out.push(format!("{}={}", p.text(), voters.join(",")));
    }
    out.push(format!("-> {}", t.chosen.text()));
    if let Some(tie) = t.tie {
        out.push(format!("tie {}/{}", tie.picked, tie.choices));
    }
    out.join(" ")
}

/// A `Vote<N>` tag as read back ([`read_tally_tag`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TallyTag {
    pub color: Color,
    /// Each proposal with its number of votes.
    pub counts: Vec<(Proposal, usize)>,
    pub chosen: Proposal,
    pub tie: Option<TieDraw>,
}

/// A `Vote<N>` tag read back (`None` if it does not read).
pub fn read_tally_tag(text: &str) -> Option<TallyTag> {
    let mut words = text.split_whitespace();
    let color = match words.next()? {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return None,
    };
    words.next()?;
    let mut counts = Vec::new();
    let mut chosen = None;
    let mut tie = None;
    while let Some(w) = words.next() {
        if w == "->" {
            chosen = Some(Proposal::parse(words.next()?)?);
        } else if w == "tie" {
            let (picked, choices) = words.next()?.split_once('/')?;
            tie = Some(TieDraw {
                picked: picked.parse().ok()?,
                choices: choices.parse().ok()?,
            });
        } else {
            let (p, voters) = w.split_once('=')?;
            counts.push((
                Proposal::parse(p)?,
                voters.split(',').filter(|v| !v.is_empty()).count(),
            ));
        }
    }
    Some(TallyTag {
        color,
        counts,
        chosen: chosen?,
        tie,
    })
}

/// What the votes `counts` of turn `ply` decide: the one most voted proposal, or among
/// tied ones the one [`draw_tie`] picks from `seed` (with that draw); `None` without a
/// vote.
pub fn decide(
    seed: &Seed,
    ply: u32,
    counts: &[(Proposal, usize)],
) -> Option<(Proposal, Option<TieDraw>)> {
    let leaders = leaders_of(counts);
    match leaders.len() {
        0 => None,
        1 => Some((leaders[0], None)),
        n => {
            let draw = draw_tie(seed, ply, u32::try_from(n).unwrap_or(u32::MAX));
            Some((leaders[draw.picked as usize], Some(draw)))
        }
    }
}

/// Whether a tally read from a record chose as the rules of the vote say ([`decide`]).
/// The reason when it did not.
pub fn check_tally(
    seed: &Seed,
    ply: u32,
    counts: &[(Proposal, usize)],
    chosen: Proposal,
    tie: Option<TieDraw>,
) -> Result<(), String> {
    let Some((expected, drawn)) = decide(seed, ply, counts) else {
        return match tie {
            None => Ok(()),
            Some(_) => Err("a tie drawn without a vote".into()),
        };
    };
    match (drawn, tie) {
        (None, Some(_)) => return Err("a tie drawn where one proposal led".into()),
        (Some(draw), _) if tie != Some(draw) => {
            return Err(format!(
                "the tie of {} proposals is drawn {}/{} from the seed, not as recorded",
                draw.choices, draw.picked, draw.choices
            ));
        }
        _ => {}
    }
    if expected != chosen {
        return Err(format!(
            "the vote chose {}, not the recorded {}",
            expected.text(),
            chosen.text()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(text: &str) -> Proposal {
        Proposal::parse(text).expect("a proposal")
    }

    fn ballot(votes: &[(&str, &str, u64)]) -> Ballot {
        Ballot {
            color: Color::White,
            ply: 0,
            opened_at: Timestamp(0),
            closes_at: Timestamp(60_000),
            votes: votes
                .iter()
                .map(|(m, p, at)| Vote {
                    member: m.to_string(),
                    proposal: play(p),
                    at: Timestamp(*at),
                })
                .collect(),
        }
    }

    #[test]
    fn the_tally_counts_and_orders_by_votes_then_first_vote() {
        let b = ballot(&[
            ("a", "d2d4", 1),
            ("b", "e2e4", 2),
            ("c", "e2e4", 3),
            ("d", "g1f3", 4),
            ("e", "d2d4", 5),
            ("f", "resign", 6),
        ]);
        let tally: Vec<(String, usize)> = b.tally().iter().map(|(p, n)| (p.text(), *n)).collect();
        assert_eq!(
            tally,
            [
                ("d2d4".to_string(), 2),
                ("e2e4".to_string(), 2),
                ("g1f3".to_string(), 1),
                ("resign".to_string(), 1)
            ]
        );
        let leaders: Vec<String> = b.leaders().iter().map(Proposal::text).collect();
        assert_eq!(leaders, ["d2d4", "e2e4"]);
        assert!(ballot(&[]).leaders().is_empty());
    }

    #[test]
    fn a_tie_draw_is_fixed_by_the_seed_and_turn_and_spreads_over_the_leaders() {
        let seed = Seed::from_hex(&"ab".repeat(32)).expect("hex");
        assert_eq!(draw_tie(&seed, 3, 2), draw_tie(&seed, 3, 2));
        assert_eq!(draw_tie(&seed, 3, 1).picked, 0);
        let mut seen = [0u32; 3];
        for ply in 0..300 {
            let d = draw_tie(&seed, ply, 3);
            assert!(d.picked < 3);
            seen[d.picked as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 60), "{seen:?}");
    }

    #[test]
    fn members_of_each_roster_and_the_side_they_vote_for() {
        let teams = Teams {
            white: Some(Team {
                roster: Roster::Open,
                members: vec!["alice".into()],
            }),
            black: Some(Team {
                roster: Roster::Role {
                    role: "club".into(),
                },
                members: vec![],
            }),
            window_ms: 60_000,
            creator: "alice".into(),
            ballot: None,
            tallies: vec![],
            rooms: Rooms::default(),
        };
        assert_eq!(teams.side_of("alice", &[]), Some(Color::White));
        assert_eq!(teams.side_of("bob", &["club".into()]), Some(Color::Black));
        assert_eq!(teams.side_of("bob", &[]), None);
        assert_eq!(teams.team(Color::Black).and_then(Team::size), None);
        assert_eq!(teams.team(Color::White).and_then(Team::size), Some(1));
        assert!(is_team_id(&team_id(Color::Black)) && !is_team_id("alice"));
    }

    #[test]
    fn a_team_room_is_found_by_its_channel_and_an_old_record_has_none() {
        let mut rooms = Rooms::default();
        assert!(rooms.is_empty());
        rooms.set(Color::Black, "900".into());
        assert_eq!(rooms.of(Color::Black), Some("900"));
        assert_eq!(rooms.side_of("900"), Some(Color::Black));
        assert_eq!(rooms.side_of("901"), None);
        let json = serde_json::to_string(&rooms).expect("json");
        assert_eq!(json, r#"{"black":"900"}"#);
        let old: Teams =
            serde_json::from_str(r#"{"white":null,"black":null,"window_ms":1,"creator":"a"}"#)
                .expect("a record from before rooms");
        assert!(old.rooms.is_empty());
    }

    #[test]
    fn a_tally_tag_reads_back_and_a_doctored_choice_or_tie_is_caught() {
        let seed = Seed::from_hex(&"cd".repeat(32)).expect("hex");
        let b = ballot(&[("a", "e2e4", 1), ("b", "d2d4", 2), ("c", "g1f3", 3)]);
        let leaders = b.leaders();
        let tie = draw_tie(&seed, 0, 3);
        let t = Tally {
            color: Color::White,
            ply: 0,
            votes: b.votes.clone(),
            closed: Closed::Window,
            chosen: leaders[tie.picked as usize],
            tie: Some(tie),
        };
        let tag = tally_tag(&t);
        assert!(tag.starts_with("white window "), "{tag}");
        let TallyTag {
            color,
            counts,
            chosen,
            tie: read_tie,
        } = read_tally_tag(&tag).expect("reads");
        assert_eq!(
            (color, chosen, read_tie),
            (Color::White, t.chosen, Some(tie))
        );
        assert_eq!(check_tally(&seed, 0, &counts, chosen, read_tie), Ok(()));
        let other = leaders[(tie.picked as usize + 1) % 3];
        assert!(check_tally(&seed, 0, &counts, other, read_tie).is_err());
        let wrong = TieDraw {
            picked: (tie.picked + 1) % 3,
            choices: 3,
        };
        assert!(check_tally(
            &seed,
            0,
            &counts,
            leaders[wrong.picked as usize],
            Some(wrong)
        )
        .is_err());
        assert!(
            check_tally(&seed, 1, &counts, chosen, read_tie).is_err()
                || draw_tie(&seed, 1, 3) == tie
        );
        assert!(read_tally_tag("purple window -> e2e4").is_none());
    }

    #[test]
    fn proposals_and_tallies_round_trip_through_serde() {
        let t = Tally {
            color: Color::Black,
            ply: 7,
            votes: ballot(&[("a", "e7e5", 1), ("b", "resign", 2)]).votes,
            closed: Closed::Early { by: "mod".into() },
            chosen: play("e7e5"),
            tie: Some(TieDraw {
                choices: 2,
                picked: 0,
            }),
        };
        let json = serde_json::to_string(&t).expect("serialises");
        assert!(json.contains("\"proposal\":\"resign\""), "{json}");
        let back: Tally = serde_json::from_str(&json).expect("reads");
        assert_eq!(back, t);
        assert!(serde_json::from_str::<Tally>(&json.replace("e7e5", "zz")).is_err());
    }
}
