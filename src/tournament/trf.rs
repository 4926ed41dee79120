//! The FIDE Tournament Report File (TRF-2016, with the JaVaFo/bbpPairings extensions `XXR`
//! total rounds and `XXC white1`/`black1`, and the `BBW`... point lines): reading into a
//! [`Tournament`] and writing back.
//!
//! Player lines (`001`) carry one 10-column entry per round from column 92: opponent
//! (`0000` or blank for none), colour (`w`, `b`, `-`), result (`1 = 0` played, `+ -`
//! forfeits, `U` pairing-allocated bye, `F H Z` full/half/zero-point byes, blank absent).
//! As bbpPairings reads it, the rounds played are those in which someone was paired; an
//! unpaired entry in the following column (e.g. `0000 - H`) marks a player absent from the
//! round to pair.

use std::fmt;

use super::swiss::{
    Absence, Colour, GameResult, Player, PointSystem, Points, RoundEntry, Tournament,
};

/// A TRF file: the tournament and the lines kept as they were (`012` name, `092` type...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfFile {
    pub tournament: Tournament,
    /// The planned number of rounds when the file gives it (`XXR` or `142`).
    pub total_rounds: Option<usize>,
    /// Lines other than players and the options read, in order.
    pub other_lines: Vec<String>,
}

/// A file that cannot be read, with the line (1-based) at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TrfError {}

fn error(line: usize, message: impl Into<String>) -> TrfError {
    TrfError {
        line,
        message: message.into(),
    }
}

/// One round column of a player line before the rounds played are known.
#[derive(Copy, Clone, Debug)]
struct Column {
    entry: RoundEntry,
    /// A blank column (kept only when later columns are filled).
    blank: bool,
}

/// A player line as read.
struct PlayerLine {
    line: usize,
    id: usize,
    name: String,
    rating: u32,
    score: Points,
    columns: Vec<Column>,
}

/// Reads a TRF file.
pub fn parse(text: &str) -> Result<TrfFile, TrfError> {
    let mut players = Vec::new();
    let mut total_rounds = None;
    let mut first_colour = None;
    let mut points = PointSystem::default();
    let mut other_lines = Vec::new();
    let mut last_line = 0;
    for (i, raw) in text.split(['\r', '\n']).enumerate() {
        let number = i + 1;
        last_line = number;
        let line: Vec<char> = raw.chars().collect();
        if line.len() < 3 {
            continue;
        }
        let prefix: String = line[..3].iter().collect();
        match prefix.as_str() {
            "001" => players.push(read_player(&line, number)?),
            "XXR" | "142" => total_rounds = Some(read_total_rounds(raw, number)?),
            "XXC" => first_colour = read_options(raw).or(first_colour),
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => read_points(raw, number, &mut points)?,
            "013" | "310" => return Err(error(number, "team tournaments are not supported")),
            _ => other_lines.push(raw.to_string()),
        }
    }
    let tournament = assemble(players, total_rounds, first_colour, points, last_line)?;
    Ok(TrfFile {
        tournament,
        total_rounds,
        other_lines,
    })
}

fn field(line: &[char], from: usize, to: usize) -> String {
    line.get(from..to.min(line.len()))
        .map(|s| s.iter().collect::<String>())
        .unwrap_or_default()
}

fn read_number(text: &str, line: usize, what: &str) -> Result<usize, TrfError> {
    text.trim()
        .parse()
        .map_err(|_| error(line, format!("{what} {:?} is not a number", text.trim())))
}

/// A score written with one decimal (`4.5`), in tenths.
fn read_score(text: &str, line: usize) -> Result<Points, TrfError> {
    let text = text.trim();
    let bad = || {
        error(
            line,
            format!("score {text:?} is not a number with one decimal"),
        )
    };
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    if tenth.len() != 1 || whole.is_empty() {
        return Err(bad());
    }
    let whole: Points = whole.parse().map_err(|_| bad())?;
    let tenth: Points = tenth.parse().map_err(|_| bad())?;
    Ok(whole * 10 + tenth)
}

fn read_player(line: &[char], number: usize) -> Result<PlayerLine, TrfError> {
    if line.len() < 84 {
        return Err(error(number, "player line shorter than 84 characters"));
    }
    let id = read_number(&field(line, 4, 8), number, "pairing number")?;
    if id == 0 {
        return Err(error(number, "pairing number 0"));
    }
    let rating_text = field(line, 48, 52);
    let rating = if rating_text.trim().is_empty() {
        0
    } else {
        read_number(&rating_text, number, "rating")? as u32
    };
    let score = read_score(&field(line, 80, 84), number)?;
    let mut columns = Vec::new();
    let mut start = 91;
    while start + 8 <= line.len() {
        let round = columns.len() + 1;
        let column = read_column(&line[start..start + 8], id - 1, number)
            .map_err(|m| error(number, format!("round {round}: {m}")))?;
        columns.push(column);
        start += 10;
    }
    if line[start.min(line.len())..].iter().any(|c| *c != ' ') {
        return Err(error(number, "unexpected text after the last round"));
    }
    while columns.last().is_some_and(|c| c.blank) {
        columns.pop();
    }
    Ok(PlayerLine {
        line: number,
        id: id - 1,
        name: field(line, 14, 47).trim().to_string(),
        rating,
        score,
        columns,
    })
}

/// One round column: `OOOO C R` (opponent, colour, result).
fn read_column(text: &[char], own: usize, _line: usize) -> Result<Column, String> {
    let opponent_text: String = text[..4].iter().collect();
    let (colour, result) = (text[5], text[7].to_ascii_uppercase());
    let opponent = match opponent_text.trim() {
        "" | "0000" => None,
        t => {
            let id: usize = t
                .parse()
                .map_err(|_| format!("opponent {t:?} is not a number"))?;
            if id == 0 || id - 1 == own {
                return Err(format!("opponent {t} is not another player"));
            }
            Some(id - 1)
        }
    };
    let colour = match colour {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        '-' | ' ' => None,
        c => return Err(format!("colour {c:?} is not w, b or -")),
    };
    let blank =
        opponent_text.trim().is_empty() && colour.is_none() && text[5] == ' ' && result == ' ';
    let entry = match (opponent, colour) {
        (Some(opponent), Some(colour)) => game(opponent, colour, result)?,
        (Some(_), None) => return Err("a game needs a colour (w or b)".into()),
        (None, Some(_)) => return Err("a colour without an opponent".into()),
        (None, None) => unpaired(result)?,
    };
    Ok(Column { entry, blank })
}

fn game(opponent: usize, colour: Colour, result: char) -> Result<RoundEntry, String> {
    let (result, played) = match result {
        '1' | 'W' => (GameResult::Win, true),
        '=' | 'D' => (GameResult::Draw, true),
        '0' | 'L' => (GameResult::Loss, true),
        '+' => (GameResult::Win, false),
        '-' => (GameResult::Loss, false),
        c => return Err(format!("result {c:?} is not one of 1 = 0 + - for a game")),
    };
    Ok(RoundEntry::Game {
        opponent,
        colour,
        result,
        played,
    })
}

fn unpaired(result: char) -> Result<RoundEntry, String> {
    Ok(match result {
        'U' | '+' => RoundEntry::PairingBye,
        'F' => RoundEntry::Absent(Absence::FullPoint),
        'H' | '=' => RoundEntry::Absent(Absence::HalfPoint),
        'Z' | '-' | ' ' => RoundEntry::Absent(Absence::ZeroPoint),
        c => {
            return Err(format!(
                "result {c:?} without an opponent (expected U F H Z + -)"
            ))
        }
    })
}

fn read_total_rounds(raw: &str, number: usize) -> Result<usize, TrfError> {
    let rounds = read_number(raw.get(3..).unwrap_or(""), number, "number of rounds")?;
    if rounds == 0 {
        return Err(error(number, "the number of rounds must be positive"));
    }
    Ok(rounds)
}

fn read_options(raw: &str) -> Option<Colour> {
    let mut colour = None;
    for token in raw.get(3..).unwrap_or("").split_whitespace() {
        match token {
            "white1" => colour = Some(Colour::White),
            "black1" => colour = Some(Colour::Black),
            _ => {}
        }
    }
    colour
}

fn read_points(raw: &str, number: usize, points: &mut PointSystem) -> Result<(), TrfError> {
    let value = read_score(raw.get(3..).unwrap_or(""), number)?;
    match &raw[..3] {
        "BBW" => {
            points.win = value;
            points.pairing_bye = value;
        }
        "BBD" => points.draw = value,
        "BBL" => points.loss = value,
        "BBZ" => points.zero_bye = value,
        "BBF" => points.forfeit_loss = value,
        _ => points.pairing_bye = value,
    }
    Ok(())
}

/// The rounds played: every round in which someone was paired, and the round after when
/// every player already has an entry for it.
fn rounds_played(players: &[PlayerLine]) -> usize {
    let mut played = 0;
    for player in players {
        for (k, column) in player.columns.iter().enumerate() {
            if column.blank {
                continue;
            }
            played = played.max(k);
            if column.entry.was_paired() {
                played = played.max(k + 1);
            }
        }
    }
    if !players.is_empty() && players.iter().all(|p| p.columns.len() > played) {
        played += 1;
    }
    played
}

fn assemble(
    mut lines: Vec<PlayerLine>,
    total_rounds: Option<usize>,
    first_colour: Option<Colour>,
    points: PointSystem,
    last_line: usize,
) -> Result<Tournament, TrfError> {
    lines.sort_by_key(|p| p.id);
    for (expected, player) in lines.iter().enumerate() {
        if player.id < expected {
            return Err(error(
                player.line,
                format!("pairing number {} is repeated", player.id + 1),
            ));
        }
        if player.id > expected {
            return Err(error(
                player.line,
                format!("pairing number {} is missing", expected + 1),
            ));
        }
    }
    let played = rounds_played(&lines);
    let mut players = Vec::with_capacity(lines.len());
    for line in &lines {
        players.push(player_from(line, played, &points)?);
    }
    let tournament = Tournament {
        players,
        rounds_played: played,
        total_rounds: total_rounds.unwrap_or(played),
        first_colour,
        points,
    };
    check_games(&tournament, &lines)?;
    let _ = last_line;
    Ok(tournament)
}

fn player_from(line: &PlayerLine, played: usize, points: &PointSystem) -> Result<Player, TrfError> {
    if line.columns.len() > played + 1 {
        return Err(error(
            line.line,
            format!("more rounds than the {played} played and the next"),
        ));
    }
    let mut rounds: Vec<RoundEntry> = line.columns.iter().take(played).map(|c| c.entry).collect();
    rounds.resize(played, RoundEntry::Absent(Absence::ZeroPoint));
    let next_round_absence = match line.columns.get(played).map(|c| c.entry) {
        Some(RoundEntry::Absent(absence)) => Some(absence),
        _ => None,
    };
    let computed: Points = rounds.iter().map(|r| r.points(points)).sum();
    let next = line
        .columns
        .get(played)
        .map_or(0, |c| c.entry.points(points));
    if line.score != computed && line.score != computed + next {
        return Err(error(
            line.line,
            format!(
                "score {} does not match the results ({})",
                tenths(line.score),
                tenths(computed)
            ),
        ));
    }
    Ok(Player {
        name: line.name.clone(),
        rating: line.rating,
        rounds,
        next_round_absence,
    })
}

/// Every game is recorded the same way on both sides.
fn check_games(tournament: &Tournament, lines: &[PlayerLine]) -> Result<(), TrfError> {
    for (index, player) in tournament.players.iter().enumerate() {
        for (round, entry) in player.rounds.iter().enumerate() {
            let RoundEntry::Game {
                opponent, colour, ..
            } = *entry
            else {
                continue;
            };
            let back = tournament.players.get(opponent).map(|p| p.rounds[round]);
            let consistent = matches!(back, Some(RoundEntry::Game { opponent: o, colour: c, .. })
                if o == index && (c != colour || !entry.was_played()));
            if !consistent {
                return Err(error(
                    lines[index].line,
                    format!(
                        "round {}: the game against {} is not recorded the same way on the opponent's line",
                        round + 1,
                        opponent + 1
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn tenths(points: Points) -> String {
    format!("{}.{}", points / 10, points % 10)
}

/// Writes a TRF file (lines end with `\n`).
pub fn write(file: &TrfFile) -> String {
    let t = &file.tournament;
    let mut out = String::new();
    for line in &file.other_lines {
        if !line.trim().is_empty() {
            out.push_str(line);
            out.push('\n');
        }
    }
    if let Some(rounds) = file.total_rounds {
        out.push_str(&format!("XXR {rounds}\n"));
    }
    match t.first_colour {
        Some(Colour::White) => out.push_str("XXC white1\n"),
        Some(Colour::Black) => out.push_str("XXC black1\n"),
        None => {}
    }
    write_points(&mut out, &t.points);
    let ranks = standings(t);
    for (index, player) in t.players.iter().enumerate() {
        out.push_str(&player_line(t, index, player, ranks[index]));
        out.push('\n');
    }
    out
}

fn write_points(out: &mut String, points: &PointSystem) {
    let default = PointSystem::default();
    let fields = [
        ("BBW", points.win, default.win),
        ("BBD", points.draw, default.draw),
        ("BBL", points.loss, default.loss),
        ("BBZ", points.zero_bye, default.zero_bye),
        ("BBF", points.forfeit_loss, default.forfeit_loss),
    ];
    for (code, value, standard) in fields {
        if value != standard {
            out.push_str(&format!("{code} {:>4}\n", tenths(value)));
        }
    }
    if points.pairing_bye != points.win {
        out.push_str(&format!("BBU {:>4}\n", tenths(points.pairing_bye)));
    }
}

/// Rank by score, then pairing number.
fn standings(t: &Tournament) -> Vec<usize> {
    let score = |i: usize| -> Points {
        let p = &t.players[i];
        p.rounds.iter().map(|r| r.points(&t.points)).sum()
    };
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(score(i)), i));
    let mut ranks = vec![0; order.len()];
    for (rank, i) in order.into_iter().enumerate() {
        ranks[i] = rank + 1;
    }
    ranks
}

fn player_line(t: &Tournament, index: usize, player: &Player, rank: usize) -> String {
    let score: Points = player.rounds.iter().map(|r| r.points(&t.points)).sum();
    let mut line = format!(
        "001 {:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
        index + 1,
        player.name,
        if player.rating > 0 {
            player.rating.to_string()
        } else {
            String::new()
        },
        "",
        "",
        "",
        tenths(score),
        rank
    );
    for entry in &player.rounds {
        line.push_str("  ");
        line.push_str(&column_text(*entry));
    }
    if let Some(absence) = player.next_round_absence {
        line.push_str("  ");
        line.push_str(&column_text(RoundEntry::Absent(absence)));
    }
    line
}

fn column_text(entry: RoundEntry) -> String {
    match entry {
        RoundEntry::Game {
            opponent,
            colour,
            result,
            played,
        } => {
            let c = if colour == Colour::White { 'w' } else { 'b' };
            let r = match (result, played) {
                (GameResult::Win, true) => '1',
                (GameResult::Draw, _) => '=',
                (GameResult::Loss, true) => '0',
                (GameResult::Win, false) => '+',
                (GameResult::Loss, false) => '-',
            };
            format!("{:>4} {c} {r}", opponent + 1)
        }
        RoundEntry::PairingBye => "0000 - U".into(),
        RoundEntry::Absent(Absence::FullPoint) => "0000 - F".into(),
        RoundEntry::Absent(Absence::HalfPoint) => "0000 - H".into(),
        RoundEntry::Absent(Absence::ZeroPoint) => "0000 - Z".into(),
    }
}
