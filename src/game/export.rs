//! The PGN-style text record of a game (`export`, `history`), and its offline check
//! (`chakbot verify <export file>`): a variant tag, one line per turn with its random
//! draws, and the fairness secret and seed once the game is over. Hidden moves stay
//! hidden (`Q??`, draws withheld) until then.

use super::clock::Timestamp;
use super::codec;
use super::error::ReplayError;
use super::fairness::{self, Commitment, Seed, ServerSecret};
use super::pgn;
use super::record::{Ending, Ruling, TurnKind};
use super::replay::{self, TurnCheck};
use super::signature::{self, PublicKey, RecordKey, SignatureError, SIGNATURE_TAG, SIGNER_TAG};
use super::Game;
use crate::rules::{Color, Draw, Outcome, RuleSet, StartOption};

/// Escapes a PGN tag value (`\` and `"`), dropping control characters.
fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                s.push('\\');
                s.push(c);
            }
            c if c.is_control() => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    out.push_str(&escape(value));
    out.push_str("\"]\n");
}

/// `YYYY.MM.DD` (UTC) of a timestamp (the civil-from-days algorithm).
pub fn pgn_date(t: Timestamp) -> String {
    let days = i64::try_from(t.0 / 86_400_000).unwrap_or(0);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The tag of a moderator's ruling after the end (`void`, or `0-1 (black wins by
/// adjudication)`), which verification reads as a remark.
const RULING_TAG: &str = "Ruling";

/// The result word of the `Result` tag and the movetext's end.
fn result_text(game: &Game) -> &'static str {
    game.played_outcome().map_or("*", Outcome::score)
}

impl Game {
    /// The PGN-style record, safe to show anyone: while the game is on, hidden turns show
    /// only their public text and no draws, and neither the secret nor the seed appears.
    ///
    /// Each turn is one line, `N. action` for white and `N... action` for black (the
    /// answer to a pending choice is a line of its own), with `{draws: …}` listing its
    /// random draws as `purpose=picked/choices` (picked counts from 0).
    pub fn export(&self) -> String {
        self.record(None, None)
    }

    /// The export as the bot hands it out: once the game is over, with a `Signer` tag
    /// (`key`'s public half) and `key`'s signature over the canonical record
    /// ([`signature`](super::signature)); while it runs, the unsigned [`Game::export`].
    pub fn signed_export(&self, key: &RecordKey) -> String {
        self.named_export(key, None)
    }

    /// [`Game::signed_export`] with the players' display names (`names`: white's, then
    /// black's) in the `White` and `Black` tags, so that a program the record is opened
    /// in shows people; their platform ids stay in `WhiteId` and `BlackId`.
    pub fn named_export(&self, key: &RecordKey, names: Option<[&str; 2]>) -> String {
        if self.is_over() {
            key.sign(&self.record(Some(key.public()), names))
        } else {
            self.record(None, names)
        }
    }

    fn record(&self, signer: Option<PublicKey>, names: Option<[&str; 2]>) -> String {
        let mut out = String::new();
        self.roster_tags(&mut out, names);
        self.start_tags(&mut out);
        self.team_tags(&mut out);
        self.end_tags(&mut out, signer);
        out.push('\n');
        if self.ruleset() == RuleSet::Chess {
            self.chess_movetext(&mut out);
        } else {
            self.turn_lines(&mut out);
        }
        out.push_str(result_text(self));
        out.push('\n');
        out
    }

    /// The Seven Tag Roster, in its order (the players' display `names` in `White` and
    /// `Black` if given, with their ids in `WhiteId` and `BlackId`).
    fn roster_tags(&self, out: &mut String, names: Option<[&str; 2]>) {
        tag(out, "Event", &format!("chakbot game {}", self.id()));
        tag(out, "Site", "chakbot");
        tag(out, "Date", &pgn_date(self.created_at()));
        tag(out, "Round", "-");
        let [white, black] = names.unwrap_or([&self.players().white, &self.players().black]);
        tag(out, "White", white);
        tag(out, "Black", black);
        tag(out, "Result", result_text(self));
        if names.is_some() {
            tag(out, "WhiteId", &self.players().white);
            tag(out, "BlackId", &self.players().black);
        }
    }

    /// The tags of how the game starts: its variant and start, its clock, and the
    /// fairness commitment with the players' contributions to the seed.
    fn start_tags(&self, out: &mut String) {
        let chess = self.ruleset() == RuleSet::Chess;
        let variant = if chess { STANDARD } else { self.ruleset().id() };
        tag(out, "Variant", variant);
        let start = codec::start_number(self.start_option()).to_string();
        tag(out, "StartOption", &start);
        let from = if self.custom_fen().is_some() {
            "fen"
        } else {
            "seed"
        };
        tag(out, "StartFrom", from);
        tag(out, "SetUp", "1");
        // TODO(chakart): a custom start FEN holding a hidden queen would need its public form.
        tag(out, "FEN", self.initial_fen());
        tag(
            out,
            "TimeControl",
            &pgn::time_control(&self.clock().control),
        );
        tag(out, "Commitment", &self.commitment().to_hex());
        for (i, c) in self.contributions().iter().enumerate() {
            tag(out, &format!("{CONTRIBUTION}{}", i + 1), c);
        }
    }

    /// A team game's tags: its teams, and once it is over every vote of every turn.
    fn team_tags(&self, out: &mut String) {
        let Some(teams) = self.teams() else {
            return;
        };
        for (color, name) in [(Color::White, "WhiteTeam"), (Color::Black, "BlackTeam")] {
            if let Some(team) = teams.team(color) {
                let mut who = team.members.join(",");
                if let super::team::Roster::Role { role } = &team.roster {
                    who = format!("role:{role} {who}");
                }
                tag(out, name, who.trim());
            }
        }
        if self.is_over() {
            for t in &teams.tallies {
                tag(
                    out,
                    &format!("{VOTE}{}", t.ply + 1),
                    &super::team::tally_tag(t),
                );
            }
        }
    }

    /// The tags of the game's end: the fairness secret and seed once revealed, how it
    /// ended, a moderator's ruling, and the `signer` of a signed record.
    fn end_tags(&self, out: &mut String, signer: Option<PublicKey>) {
        if let (Some(secret), Some(seed)) = (self.revealed_secret(), self.revealed_seed()) {
            tag(out, "Secret", &secret.to_hex());
            tag(out, "Seed", &seed.to_hex());
        }
        match self.ending() {
            Some(Ending::Finished { outcome }) => tag(out, "Termination", &outcome.to_string()),
            Some(Ending::Aborted { .. }) => tag(out, "Termination", "aborted"),
            None => {}
        }
        // A moderator's ruling after the end: the moves and `Result` stay what was played.
        match self.ruling() {
            Some(Ruling::Void) => tag(out, RULING_TAG, "void"),
            Some(Ruling::Result { outcome }) => tag(out, RULING_TAG, &outcome.to_string()),
            None => {}
        }
        if let Some(signer) = signer {
            tag(out, SIGNER_TAG, &signer.to_hex());
        }
    }

    /// Each turn's kind and text: as the replayed record writes it (else its public
    /// text, a move), but a hidden turn's public text until the game is over.
    fn turn_texts(&self) -> Vec<(TurnKind, String)> {
        let over = self.is_over();
        let written = self.written_turns();
        self.turns()
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let truth = written.as_ref().and_then(|w| w.get(i)).cloned();
                let (kind, san) = truth.unwrap_or((TurnKind::Move, t.public_text.clone()));
                if t.hidden && !over {
                    (kind, t.public_text.clone())
                } else {
                    (kind, san)
                }
            })
            .collect()
    }

    /// An orthodox chess game's moves as PGN movetext.
    fn chess_movetext(&self, out: &mut String) {
        let moves: Vec<(Color, String)> = self
            .turns()
            .iter()
            .zip(self.turn_texts())
            .map(|(t, (_, san))| (t.actor, san))
            .collect();
        let first = pgn::first_move_number(self.initial_fen());
        out.push_str(&pgn::movetext(first, &moves));
    }

    /// A variant game's turns, one line each: its number, kind and text, then its action
    /// and random draws (a hidden turn, until the game is over: `{hidden}` instead).
    fn turn_lines(&self, out: &mut String) {
        let over = self.is_over();
        let mut number = 1u32;
        let mut previous: Option<Color> = None;
        for (t, (kind, san)) in self.turns().iter().zip(self.turn_texts()) {
            if previous == Some(Color::Black) && t.actor == Color::White {
                number += 1;
            }
            previous = Some(t.actor);
            let dots = match t.actor {
                Color::White => ".",
                Color::Black => "...",
            };
            let kind = kind.word();
            if t.hidden && !over {
                out.push_str(&format!("{number}{dots} {kind} {san} {{hidden}}\n"));
                continue;
            }
            out.push_str(&format!("{number}{dots} {kind} {san} ({})", t.action));
            if !t.draws.is_empty() {
                let draws: Vec<String> = t.draws.iter().map(codec::draw_text).collect();
                out.push_str(&format!(" {{draws: {}}}", draws.join(" ")));
            }
            out.push('\n');
        }
    }
}

/// The `Variant` tag of an orthodox chess record (PGN's and lichess's word for it).
const STANDARD: &str = "Standard";
/// The tags naming the players' contributions to the seed: `Contribution1`, … in order.
const CONTRIBUTION: &str = "Contribution";
/// The tags of a team game's votes: `Vote1` for the first turn, … (the turns the teams
/// decided).
const VOTE: &str = "Vote";

/// What `verify_export` established.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verified {
    pub ruleset: RuleSet,
    pub seed: Seed,
    pub turns: usize,
    /// The draws checked, over all turns.
    pub draws: usize,
    /// The result the moves themselves decide (checkmate…), if they decide one.
    pub rules_outcome: Option<Outcome>,
    /// How the game ended, as the `Termination` tag says (`aborted` for an aborted game).
    pub termination: String,
    /// The key whose signature covers the record.
    pub signer: PublicKey,
}

fn unescape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                s.push(n);
            }
        } else {
            s.push(c);
        }
    }
    s
}

fn bad(msg: impl Into<String>) -> ReplayError {
    ReplayError::Record(msg.into())
}

fn contradiction(msg: impl Into<String>) -> ReplayError {
    ReplayError::Inconsistent(msg.into())
}

/// One parsed movetext line.
struct Line {
    actor: Color,
    kind: TurnKind,
    san: String,
    action: crate::rules::Action,
    draws: Vec<Draw>,
}

/// A line of the line-oriented record (`N. kind SAN (coordinates) {draws: …}`), or `None`
/// for a turn still hidden (`N. kind Q?? {hidden}`).
fn parse_line(line: &str, n: usize) -> Result<Option<Line>, ReplayError> {
    let (head, comment) = match line.split_once('{') {
        Some((h, c)) => (h, Some(c.trim_end().trim_end_matches('}').trim())),
        None => (line, None),
    };
    let head = head.trim();
    let digits = head.find(|c: char| !c.is_ascii_digit()).unwrap_or(0);
    let rest = head.get(digits..).unwrap_or("");
    let (actor, text) = if let Some(t) = rest.strip_prefix("...") {
        (Color::Black, t)
    } else if let Some(t) = rest.strip_prefix('.') {
        (Color::White, t)
    } else {
        return Err(bad(format!(
            "line {n}: expected 'N. kind move (coordinates)' or 'N... kind move (coordinates)'"
        )));
    };
    let text = text.trim();
    let (word, text) = text.split_once(' ').unwrap_or((text, ""));
    let kind = TurnKind::from_word(word).ok_or_else(|| {
        bad(format!(
            "line {n}: '{word}' is not a kind of turn (move, choice or power)"
        ))
    })?;
    if comment == Some("hidden") {
        return Ok(None);
    }
    let (san, coordinates) = text
        .strip_suffix(')')
        .and_then(|t| t.rsplit_once(" ("))
        .ok_or_else(|| bad(format!("line {n}: no '(coordinates)' after the move")))?;
    let action = codec::parse_action(coordinates).ok_or_else(|| {
        bad(format!(
            "line {n}: '{coordinates}' is not a move in coordinates"
        ))
    })?;
    let mut draws = Vec::new();
    if let Some(c) = comment {
        let list = c
            .strip_prefix("draws:")
            .ok_or_else(|| bad(format!("line {n}: unknown comment '{{{c}}}'")))?;
        for w in list.split_whitespace() {
            draws.push(
                codec::parse_draw(w).ok_or_else(|| bad(format!("line {n}: bad draw '{w}'")))?,
            );
        }
    }
    Ok(Some(Line {
        actor,
        kind,
        san: san.trim().to_string(),
        action,
        draws,
    }))
}

/// An export read into its parts, before anything is checked.
struct Parsed {
    tags: Vec<(String, String)>,
    /// The movetext lines with their line numbers, as written.
    movetext: Vec<(usize, String)>,
    /// The result token that ends the movetext.
    token: Option<String>,
}

const RESULT_TOKENS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Splits an export into tags and movetext lines. Refuses a tag among the moves, a tag
/// given twice and anything after the result token.
fn parse(text: &str) -> Result<Parsed, ReplayError> {
    let mut p = Parsed {
        tags: Vec::new(),
        movetext: Vec::new(),
        token: None,
    };
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(token) = &p.token {
            return Err(contradiction(format!(
                "line {n}: '{}' comes after the result token {token} that ends the record",
                line.chars().take(40).collect::<String>()
            )));
        }
        if let Some(inner) = line.strip_prefix('[') {
            if !p.movetext.is_empty() {
                return Err(contradiction(format!("line {n}: a tag among the moves")));
            }
            let inner = inner.trim_end_matches(']');
            let (name, value) = inner
                .split_once(' ')
                .ok_or_else(|| bad(format!("line {n}: bad tag")))?;
            let value = value.trim();
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| bad(format!("line {n}: bad tag value")))?;
            if p.tags.iter().any(|(t, _)| t == name) {
                return Err(contradiction(format!(
                    "line {n}: a second {name} tag (a record has one)"
                )));
            }
            p.tags.push((name.to_string(), unescape(value)));
        } else if RESULT_TOKENS.contains(&line) {
            p.token = Some(line.to_string());
        } else {
            p.movetext.push((n, line.to_string()));
        }
    }
    Ok(p)
}

/// The turns of a chess record's SAN movetext, each resolved against the position it is
/// played in (chess draws nothing).
fn chess_lines(
    p: &Parsed,
    start: StartOption,
    custom_fen: Option<&str>,
    seed: &Seed,
) -> Result<Vec<Line>, ReplayError> {
    let sans = pgn::read_movetext(p.movetext.iter().map(|(_, l)| l.as_str())).map_err(bad)?;
    let position = replay::initial_position(RuleSet::Chess, start, custom_fen, seed)?;
    let mut state = crate::rules::GameState::new(position);
    let mut lines = Vec::with_capacity(sans.len());
    for (i, san) in sans.into_iter().enumerate() {
        let turn = i + 1;
        let actor = state.position().turn();
        let action =
            crate::rules::notation::parse_move(state.position(), san).map_err(|error| {
                ReplayError::Illegal {
                    turn,
                    action: san.to_string(),
                    error,
                }
            })?;
        let ply = u32::try_from(i).map_err(|_| bad("too many turns"))?;
        state
            .play(&action, &mut fairness::turn_rng(seed, ply))
            .map_err(|error| ReplayError::Illegal {
                turn,
                action: san.to_string(),
                error,
            })?;
        lines.push(Line {
            actor,
            kind: TurnKind::Move,
            san: san.to_string(),
            action,
            draws: Vec::new(),
        });
    }
    Ok(lines)
}

/// The players' contributions (`Contribution1`, `Contribution2`, … numbered from 1
/// without a gap).
fn contributions(p: &Parsed) -> Result<Vec<&str>, ReplayError> {
    let mut found: Vec<(usize, &str)> = Vec::new();
    for (name, value) in &p.tags {
        if let Some(number) = name.strip_prefix(CONTRIBUTION) {
            let number = number
                .parse::<usize>()
                .map_err(|_| bad(format!("bad tag name {name}")))?;
            found.push((number, value.as_str()));
        }
    }
    found.sort_unstable_by_key(|&(n, _)| n);
    for (i, &(n, _)) in found.iter().enumerate() {
        if n != i + 1 {
            return Err(contradiction(format!(
                "the contributions are numbered {n} where {} was due",
                i + 1
            )));
        }
    }
    Ok(found.into_iter().map(|(_, v)| v).collect())
}

impl Parsed {
    fn get(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn need(&self, name: &'static str) -> Result<&str, ReplayError> {
        self.get(name).ok_or_else(|| bad(format!("no {name} tag")))
    }

    /// A tag a finished game's record always has: its absence is a doctored record.
    fn need_finished(&self, name: &'static str) -> Result<&str, ReplayError> {
        self.get(name).ok_or_else(|| {
            contradiction(format!(
                "no {name} tag, which the record of every finished game has"
            ))
        })
    }
}

/// Checks a team game's `Vote<N>` tags against the turns: each decided turn `N` was
/// played by the side that voted, as the vote chose (a tie as the seed draws it); a vote
/// to resign is the record's last and its termination.
fn check_votes(
    p: &Parsed,
    seed: &Seed,
    lines: &[Line],
    termination: &str,
) -> Result<(), ReplayError> {
    for (name, value) in &p.tags {
        let Some(n) = name
            .strip_prefix(VOTE)
            .and_then(|n| n.parse::<usize>().ok())
        else {
            continue;
        };
        let super::team::TallyTag {
            color,
            counts,
            chosen,
            tie,
        } = super::team::read_tally_tag(value)
            .ok_or_else(|| bad(format!("the {name} tag does not read")))?;
        let ply = u32::try_from(n.saturating_sub(1)).unwrap_or(u32::MAX);
        super::team::check_tally(seed, ply, &counts, chosen, tie)
            .map_err(|why| contradiction(format!("{name}: {why}")))?;
        let played = match chosen {
            super::team::Proposal::Resign => {
                let resigned = Outcome::Decisive {
                    winner: color.other(),
                    reason: crate::rules::WinReason::Resignation,
                };
                n == lines.len() + 1 && termination == resigned.to_string()
            }
            super::team::Proposal::Play(action) => lines
                .get(n.saturating_sub(1))
                .is_some_and(|l| l.actor == color && l.action == action),
        };
        if n == 0 || !played {
            return Err(contradiction(format!(
                "{name}: the turn played is not what the vote chose"
            )));
        }
    }
    Ok(())
}

/// Checks that the `Result` tag, the result token and the `Termination` tag say the same,
/// and agree with the result the moves decide (`rules`). Returns the termination text.
fn check_ending(p: &Parsed, rules: Option<Outcome>) -> Result<String, ReplayError> {
    let result = p.need_finished("Result")?;
    let token = p
        .token
        .as_deref()
        .ok_or_else(|| contradiction("the moves do not end with a result token"))?;
    if token != result {
        return Err(contradiction(format!(
            "the result token {token} after the moves contradicts the Result tag {result}"
        )));
    }
    let termination = p.need_finished("Termination")?;
    if termination == "aborted" {
        if result != "*" {
            return Err(contradiction(format!(
                "the Termination tag says the game was aborted, but the Result tag is {result}"
            )));
        }
        if let Some(o) = rules {
            return Err(ReplayError::Result {
                recorded: "aborted".into(),
                derived: o.to_string(),
            });
        }
        return Ok(termination.to_string());
    }
    let Some(said) = Outcome::all().find(|o| o.to_string() == termination) else {
        return Err(contradiction(format!(
            "the Termination tag '{termination}' is not an ending chakbot writes"
        )));
    };
    if said.score() != result {
        return Err(contradiction(format!(
            "the Termination tag says {said}, but the Result tag is {result}"
        )));
    }
    match rules {
        Some(o) if o != said => Err(ReplayError::Result {
            recorded: said.to_string(),
            derived: o.to_string(),
        }),
        None if said.decided_by_moves() => Err(contradiction(format!(
            "the Termination tag says {said}, but the moves do not end the game so"
        ))),
        _ => Ok(termination.to_string()),
    }
}

/// A variant's export read as written, nothing checked but that it reads: what a review
/// replays (`verify_export` is the check).
#[derive(Clone, Debug)]
pub struct Written {
    pub ruleset: RuleSet,
    pub start: StartOption,
    /// The start FEN when the game started from one (`StartFrom "fen"`).
    pub custom_fen: Option<String>,
    /// The revealed seed (finished games only).
    pub seed: Option<Seed>,
    /// Each turn's actor and action; `None` for a turn still hidden.
    pub turns: Vec<Option<(Color, crate::rules::Action)>>,
    /// The result token ending the moves (`1-0`, `0-1`, `1/2-1/2`, `*`), if any.
    pub result: Option<String>,
}

/// Reads an export of a variant (the line-per-turn record; evaluation comments skipped).
pub fn read_written(text: &str) -> Result<Written, ReplayError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let stripped = super::annotations::strip_evals(text);
    let p = parse(&stripped)?;
    let ruleset: RuleSet = p
        .need("Variant")?
        .parse()
        .map_err(|e| bad(format!("{e}")))?;
    let start = p
        .need("StartOption")?
        .parse::<u8>()
        .ok()
        .and_then(StartOption::from_number)
        .ok_or_else(|| bad("bad StartOption tag"))?;
    let custom_fen = match p.need("StartFrom")? {
        "fen" => Some(p.need("FEN")?.to_string()),
        _ => None,
    };
    let seed = p.get("Seed").map(Seed::from_hex).transpose()?;
    let mut turns = Vec::with_capacity(p.movetext.len());
    for (n, line) in &p.movetext {
        turns.push(parse_line(line, *n)?.map(|l| (l.actor, l.action)));
    }
    Ok(Written {
        ruleset,
        start,
        custom_fen,
        seed,
        turns,
        result: p.token,
    })
}

/// Checks an exported finished game offline: its shape (one of each tag, the result
/// token agreeing with the `Result` and `Termination` tags), the revealed secret against
/// the commitment, the seed, the start position, every move and every random draw, the
/// ending against what the moves decide, and last the bot's signature over the whole
/// canonical record (by `expected` when given). Evaluation comments (`{ [%eval 0.25] }`,
/// [`super::annotations`]) are read past: they are not signed.
pub fn verify_export(text: &str, expected: Option<PublicKey>) -> Result<Verified, ReplayError> {
    // A byte-order mark is how some editors save UTF-8: not part of the record.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // A review's evaluation comments are not part of the signed record.
    let stripped = super::annotations::strip_evals(text);
    let text = stripped.as_str();
    let p = parse(text)?;
    let ruleset: RuleSet = p
        .need("Variant")?
        .parse()
        .map_err(|e| bad(format!("{e}")))?;
    let start = p
        .need("StartOption")?
        .parse::<u8>()
        .ok()
        .and_then(StartOption::from_number)
        .ok_or_else(|| bad("bad StartOption tag"))?;
    let fen = p.need("FEN")?;
    let custom_fen = match p.need("StartFrom")? {
        "seed" => None,
        "fen" => Some(fen),
        other => return Err(bad(format!("bad StartFrom tag '{other}'"))),
    };
    let commitment = Commitment::from_hex(p.need("Commitment")?)?;
    let Some(secret) = p.get("Secret") else {
        if p.get("Termination").is_some() {
            return Err(contradiction(
                "the Termination tag says the game is over, but there is no Secret tag",
            ));
        }
        return Err(ReplayError::NotOver);
    };
    let secret = ServerSecret::from_hex(secret)?;
    let seed = fairness::verify(&commitment, &secret, &contributions(&p)?)?;
    let recorded_seed = p.need_finished("Seed")?;
    if Seed::from_hex(recorded_seed)? != seed {
        return Err(contradiction(format!(
            "the Seed tag {recorded_seed} is not the seed derived from the secret: {seed}"
        )));
    }
    let lines = if ruleset == RuleSet::Chess {
        chess_lines(&p, start, custom_fen, &seed)?
    } else {
        let mut lines = Vec::with_capacity(p.movetext.len());
        for (n, text) in &p.movetext {
            let line = parse_line(text, *n)?.ok_or_else(|| {
                contradiction("a turn is still marked hidden in the record of a finished game")
            })?;
            lines.push(line);
        }
        lines
    };
    let checks: Vec<TurnCheck<'_>> = lines
        .iter()
        .map(|l| TurnCheck {
            actor: l.actor,
            action: l.action,
            draws: &l.draws,
            fen_after: None,
            written: Some((l.kind, l.san.as_str())),
        })
        .collect();
    let state = replay::rebuild(ruleset, start, custom_fen, &seed, fen, &checks)?;
    let rules_outcome = state.outcome();
    let termination = check_ending(&p, rules_outcome)?;
    check_votes(&p, &seed, &lines, &termination)?;
    let signer = PublicKey::from_hex(p.get(SIGNER_TAG).ok_or(SignatureError::NoSigner)?)?;
    let signature_value = p.get(SIGNATURE_TAG).ok_or(SignatureError::Unsigned)?;
    signature::check(text, signer, signature_value, expected)?;
    Ok(Verified {
        ruleset,
        seed,
        turns: lines.len(),
        draws: lines.iter().map(|l| l.draws.len()).sum(),
        rules_outcome,
        termination,
        signer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(pgn_date(Timestamp(0)), "1970.01.01");
        // 2000-03-01 00:00 UTC = 951868800 s (date -u -d 2000-03-01 +%s).
        assert_eq!(pgn_date(Timestamp(951_868_800_000)), "2000.03.01");
        // 2024-02-29 12:00 UTC = 1709208000 s.
        assert_eq!(pgn_date(Timestamp(1_709_208_000_000)), "2024.02.29");
    }

    #[test]
    fn tag_values_are_escaped() {
        let mut s = String::new();
        tag(&mut s, "White", "a\"b\\c\nd");
        assert_eq!(s, "[White \"a\\\"b\\\\c d\"]\n");
        assert_eq!(unescape("a\\\"b\\\\c d"), "a\"b\\c d");
    }

    #[test]
    fn garbage_exports_are_refused_without_panic() {
        for t in [
            "",
            "[",
            "[Variant]",
            "[Variant \"chess\"]\n1. e2e4",
            "1.. é",
            "{",
            "]]]",
            "1... {draws: x}",
        ] {
            assert!(verify_export(t, None).is_err(), "{t}");
        }
    }
}
