//! What a tournament posts in its channel, in the channel's language: the announcement
//! (with Join, Leave and Standings buttons), its start, each batch of pairings (one post),
//! the standings (a table image with its text) and the end with the podium.

use crate::host::desk::Desk;
use crate::host::io::custom_id::{encode, ButtonAction};
use crate::host::io::reply::{Button, ButtonStyle, File, Posted, Replaces, Reply, Target};
use crate::host::words::i18n::{self, keys, ruleset_name, tr, Lang};
use crate::tournament::standings::{standings as table, Cell, Row};
use crate::tournament::{ByeKind, EntrantState, Format, GameResult, Pairing, Status, Tournament};

/// Where a tournament's posts go: the channel it was created in.
pub(crate) fn channel_of(t: &Tournament) -> Target {
    Target::Channel {
        server: t.server.clone(),
        channel: t.channel.clone(),
    }
}

/// The language of the tournament's channel.
pub(crate) fn lang(desk: &Desk, t: &Tournament) -> Lang {
    desk.public_lang(&t.server, &t.channel)
}

/// `arena` / `Swiss` in `lang`.
pub(crate) fn format_word(lang: Lang, t: &Tournament) -> String {
    let key = match t.setup.format {
        Format::Arena { .. } => keys::TOURNAMENT_ARENA,
        Format::Swiss { .. } => keys::TOURNAMENT_SWISS,
    };
    tr(lang, key, &[])
}

/// How long it lasts: `60 minutes` or `5 rounds`.
pub(crate) fn length(lang: Lang, t: &Tournament) -> String {
    match t.setup.format {
        Format::Arena { minutes } => tr(
            lang,
            keys::TOURNAMENT_ARENA_LENGTH,
            &[("minutes", minutes.into())],
        ),
        Format::Swiss { rounds, .. } => tr(
            lang,
            keys::TOURNAMENT_SWISS_ROUNDS,
            &[("rounds", u64::from(rounds).into())],
        ),
    }
}

/// The words that describe it: format, rule set, clock, rated or not, length.
pub(crate) fn summary(lang: Lang, t: &Tournament) -> String {
    let ruleset = t
        .setup
        .ruleset()
        .map_or_else(|| t.setup.ruleset.clone(), |r| ruleset_name(lang, r));
    let rated = if t.setup.rated {
        keys::TOURNAMENT_RATED
    } else {
        keys::TOURNAMENT_UNRATED
    };
    tr(
        lang,
        keys::TOURNAMENT_SUMMARY,
        &[
            ("id", t.id.into()),
            ("format", format_word(lang, t).into()),
            ("ruleset", ruleset.into()),
            ("clock", i18n::clock(lang, &t.setup.control).into()),
            ("rated", tr(lang, rated, &[]).into()),
            ("length", length(lang, t).into()),
        ],
    )
}

/// The buttons under the announcement (Join and Leave disabled once it is over).
pub(crate) fn buttons(lang: Lang, t: &Tournament) -> Vec<Button> {
    let over = t.is_over();
    [
        (
            ButtonAction::TournamentJoin,
            keys::TOURNAMENT_BUTTON_JOIN,
            ButtonStyle::Success,
        ),
        (
            ButtonAction::TournamentLeave,
            keys::TOURNAMENT_BUTTON_LEAVE,
            ButtonStyle::Secondary,
        ),
        (
            ButtonAction::TournamentStandings,
            keys::TOURNAMENT_BUTTON_STANDINGS,
            ButtonStyle::Primary,
        ),
    ]
    .into_iter()
    .map(|(action, key, style)| Button {
        custom_id: encode(action, t.id),
        label: tr(lang, key, &[]),
        style,
        disabled: over && action != ButtonAction::TournamentStandings,
    })
    .collect()
}

/// How many entrants the announcement names (beyond: "and N more").
const NAMED_ENTRANTS: usize = 12;

/// The announcement of a new tournament, as it stands: what was announced, then its
/// state and its players. The adapter reports the posted message
/// ([`Posted::Tournament`]), which [`announcement_edit`] then keeps up to date.
pub(crate) fn announced(desk: &Desk, t: &Tournament) -> Reply {
    let lang = lang(desk, t);
    // Once over, the summary alone: nobody joins any more.
    let head = if t.is_over() {
        format!("🏆 {}.", summary(lang, t))
    } else {
        tr(
            lang,
            keys::TOURNAMENT_ANNOUNCED,
            &[
                ("summary", summary(lang, t).into()),
                ("id", t.id.into()),
                ("start", desk.time(lang, t.setup.starts_at).into()),
                ("minutes", t.setup.no_show_minutes.into()),
                ("commitment", t.secret.commitment().to_hex().into()),
            ],
        )
    };
    let active: Vec<String> = t.active().map(|e| desk.name_of(&e.player)).collect();
    let mut names = active
        .iter()
        .take(NAMED_ENTRANTS)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if active.is_empty() {
        names = "—".into();
    } else if active.len() > NAMED_ENTRANTS {
        names = tr(
            lang,
            keys::TOURNAMENT_AND_MORE,
            &[
                ("names", names.into()),
                ("more", ((active.len() - NAMED_ENTRANTS) as u64).into()),
            ],
        );
    }
    let now = tr(
        lang,
        keys::TOURNAMENT_NOW,
        &[
            ("status", status_line(desk, lang, t).into()),
            ("count", (active.len() as u64).into()),
            ("names", names.into()),
        ],
    );
    let mut reply = Reply::text(channel_of(t), format!("{head}\n{now}"));
    reply.buttons = buttons(lang, t);
    reply.posted = Some(Posted::Tournament(t.id));
    reply
}

/// The announcement's message edited to show the tournament as it stands, when the
/// adapter reported that message (else nothing: a new post would flood the channel).
pub(crate) fn announcement_edit(desk: &Desk, t: &Tournament) -> Option<Reply> {
    let message = t.announcement.clone()?;
    let mut reply = announced(desk, t);
    reply.posted = None;
    reply.replaces = Some(Replaces {
        message: Some(message),
    });
    Some(reply)
}

/// Where the tournament stands, as one sentence: when it starts, until when it runs,
/// which round, or that it is over (with its winner) or cancelled.
pub(crate) fn status_line(desk: &Desk, lang: Lang, t: &Tournament) -> String {
    match t.status {
        Status::Open => tr(
            lang,
            keys::TOURNAMENT_STATUS_OPEN,
            &[("start", desk.time(lang, t.setup.starts_at).into())],
        ),
        Status::Running => match (&t.setup.format, t.arena_ends_at()) {
            (Format::Arena { .. }, Some(end)) => tr(
                lang,
                keys::TOURNAMENT_STATUS_ARENA,
                &[("end", desk.time(lang, end).into())],
            ),
            (Format::Swiss { rounds, .. }, _) => tr(
                lang,
                keys::TOURNAMENT_STATUS_ROUND,
                &[
                    ("round", u64::from(t.round).into()),
                    ("rounds", u64::from(*rounds).into()),
                ],
            ),
            _ => String::new(),
        },
        Status::Finished => match table(t).first() {
            Some(first) => tr(
                lang,
                keys::TOURNAMENT_STATUS_WON,
                &[("winner", desk.name_in(lang, &first.player).into())],
            ),
            None => tr(lang, keys::TOURNAMENT_STATUS_FINISHED, &[]),
        },
        Status::Cancelled => tr(lang, keys::TOURNAMENT_STATUS_CANCELLED, &[]),
    }
}

/// Its start (or its cancellation for want of players).
pub(crate) fn started(desk: &Desk, t: &Tournament, started: bool) -> Reply {
    let lang = lang(desk, t);
    let text = if started {
        tr(
            lang,
            keys::TOURNAMENT_STARTED,
            &[
                ("id", t.id.into()),
                ("players", (t.active().count() as u64).into()),
            ],
        )
    } else {
        tr(lang, keys::TOURNAMENT_TOO_FEW, &[("id", t.id.into())])
    };
    Reply::text(channel_of(t), text)
}

/// A Swiss that ends early: its next round has no pairing within the rules (everyone
/// still in has met everyone they may meet, or had the bye).
pub(crate) fn no_pairing(desk: &Desk, t: &Tournament) -> Reply {
    let lang = lang(desk, t);
    let rounds = match t.setup.format {
        crate::tournament::Format::Swiss { rounds, .. } => rounds,
        crate::tournament::Format::Arena { .. } => t.round,
    };
    let text = tr(
        lang,
        keys::TOURNAMENT_NO_PAIRING,
        &[
            ("id", t.id.into()),
            ("played", t.round.into()),
            ("rounds", rounds.into()),
            ("round", (t.round + 1).into()),
        ],
    );
    Reply::text(channel_of(t), text)
}

/// A Swiss round that cannot be paired for a fault (a damaged record, an engine
/// failure): the bot keeps trying, and a moderator may cancel the event.
pub(crate) fn pairing_fault(desk: &Desk, t: &Tournament, round: u32) -> Reply {
    let text = tr(
        lang(desk, t),
        keys::TOURNAMENT_PAIRING_FAULT,
        &[("id", t.id.into()), ("round", round.into())],
    );
    Reply::text(channel_of(t), text)
}

/// One post for a batch of new games (an arena's) or a Swiss round with its byes.
pub(crate) fn pairings(desk: &Desk, t: &Tournament, games: &[Pairing]) -> Reply {
    let text = pairings_text(desk, lang(desk, t), t, games);
    let mut reply = Reply::text(channel_of(t), text);
    for g in games {
        reply = reply.pinging(&g.white).pinging(&g.black);
    }
    reply
}

/// The games (and a Swiss round's byes) in `lang`.
pub(crate) fn pairings_text(desk: &Desk, lang: Lang, t: &Tournament, games: &[Pairing]) -> String {
    let round = games.first().map_or(0, |g| g.round);
    let mut lines = vec![pairings_head(lang, t, round)];
    for g in games {
        lines.push(pairing_line(desk, lang, g));
    }
    for b in t.byes.iter().filter(|b| round > 0 && b.round == round) {
        let key = match b.kind {
            ByeKind::Pairing => keys::TOURNAMENT_BYE,
            ByeKind::Absent => keys::TOURNAMENT_ABSENT,
        };
        lines.push(tr(lang, key, &[("player", desk.name_of(&b.player).into())]));
    }
    lines.join("\n")
}

fn pairings_head(lang: Lang, t: &Tournament, round: u32) -> String {
    match t.setup.format {
        Format::Arena { .. } => tr(lang, keys::TOURNAMENT_NEW_GAMES, &[("id", t.id.into())]),
        Format::Swiss { rounds, .. } => tr(
            lang,
            keys::TOURNAMENT_ROUND,
            &[
                ("id", t.id.into()),
                ("round", u64::from(round).into()),
                ("rounds", u64::from(rounds).into()),
            ],
        ),
    }
}

/// "Game #2: ana (White) against cal (Black)", and once it ended, its result.
fn pairing_line(desk: &Desk, lang: Lang, g: &Pairing) -> String {
    let pairing = tr(
        lang,
        keys::TOURNAMENT_PAIRING,
        &[
            ("game", g.game.into()),
            ("white", desk.who(lang, &g.white).into()),
            ("black", desk.who(lang, &g.black).into()),
        ],
    );
    let Some(result) = g.result else {
        return pairing;
    };
    let result = match result {
        GameResult::WhiteWins => "white",
        GameResult::BlackWins => "black",
        GameResult::Draw => "draw",
        GameResult::WhiteForfeits => "white-forfeits",
        GameResult::BlackForfeits => "black-forfeits",
        GameResult::BothForfeit => "both-forfeit",
        GameResult::Void => "void",
    };
    tr(
        lang,
        keys::TOURNAMENT_PAIRING_ENDED,
        &[("pairing", pairing.into()), ("result", result.into())],
    )
}

/// The games of the current round (Swiss) or those running (arena), for `pairings`.
pub(crate) fn current_games(t: &Tournament) -> Vec<Pairing> {
    match t.setup.format {
        Format::Swiss { .. } => t
            .pairings
            .iter()
            .filter(|p| p.round == t.round)
            .cloned()
            .collect(),
        Format::Arena { .. } => t.running_games().cloned().collect(),
    }
}

/// A score in halves as players read it: `3½`, `4`.
pub(crate) fn points(halves: u32) -> String {
    match halves % 2 {
        0 => (halves / 2).to_string(),
        _ => format!("{}½", halves / 2),
    }
}

/// The standings as text lines (the image carries the per-round detail).
pub(crate) fn standings_lines(
    desk: &Desk,
    lang: Lang,
    t: &Tournament,
    rows: &[Row],
) -> Vec<String> {
    let arena = t.setup.format.is_arena();
    rows.iter()
        .take(20)
        .map(|r| {
            let score = if arena {
                r.halves.to_string()
            } else {
                points(r.halves)
            };
            let mut line = format!("{}. {} {}", r.rank, desk.name_of(&r.player), score);
            if !r.tiebreaks.is_empty() {
                let tb: Vec<String> = r
                    .tiebreaks
                    .iter()
                    .map(|(b, v)| format!("{} {}", b.id(), trim_number(*v)))
                    .collect();
                line.push_str(&format!(" ({})", tb.join(", ")));
            }
            if r.on_fire {
                line.push_str(" 🔥");
            }
            match r.state {
                EntrantState::Paused => line.push_str(&format!(
                    " — {}",
                    tr(lang, keys::TOURNAMENT_STATE_PAUSED, &[])
                )),
                EntrantState::Withdrawn | EntrantState::Removed => line.push_str(&format!(
                    " — {}",
                    tr(lang, keys::TOURNAMENT_STATE_WITHDRAWN, &[])
                )),
                EntrantState::Active => {}
            }
            line
        })
        .collect()
}

fn trim_number(v: f64) -> String {
    // A tie-break of nobody's games yet is -0.0 after a subtraction: shown as 0.
    let v = if v == 0.0 { 0.0 } else { v };
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The standings post: a heading, the first twenty lines, and the whole table as an
/// image.
pub(crate) fn standings(desk: &Desk, t: &Tournament) -> Reply {
    let lang = lang(desk, t);
    standings_reply(desk, lang, t, channel_of(t))
}

/// The standings for `to` in `lang`.
pub(crate) fn standings_reply(desk: &Desk, lang: Lang, t: &Tournament, to: Target) -> Reply {
    let rows = table(t);
    let head = match (t.setup.format.clone(), t.status) {
        (_, Status::Finished) => tr(
            lang,
            keys::TOURNAMENT_STANDINGS_FINAL,
            &[("id", t.id.into())],
        ),
        // After a round, or while its games are played.
        (Format::Swiss { .. }, _) if t.round > 0 => tr(
            lang,
            if t.round_complete() {
                keys::TOURNAMENT_STANDINGS_ROUND
            } else {
                keys::TOURNAMENT_STANDINGS_DURING
            },
            &[("id", t.id.into()), ("round", u64::from(t.round).into())],
        ),
        _ => tr(lang, keys::TOURNAMENT_STANDINGS, &[("id", t.id.into())]),
    };
    let mut lines = vec![head];
    if rows.is_empty() {
        lines.push(tr(lang, keys::TOURNAMENT_NOBODY, &[]));
    }
    lines.extend(standings_lines(desk, lang, t, &rows));
    let mut reply = Reply::text(to, lines.join("\n"));
    if !rows.is_empty() {
        let names: Vec<String> = rows.iter().map(|r| desk.name_of(&r.player)).collect();
        let png = crate::render::standings::png(&standings_sheet(lang, t, &rows, &names));
        reply.file = Some(File {
            name: format!("tournament-{}-standings.png", t.id),
            content: png,
        });
    }
    reply
}

/// What the standings image shows, with every word in `lang`.
fn standings_sheet(
    lang: Lang,
    t: &Tournament,
    rows: &[Row],
    names: &[String],
) -> crate::render::standings::Sheet {
    use crate::render::standings::{Line, Mark, Sheet};
    let arena = t.setup.format.is_arena();
    let lines = rows
        .iter()
        .zip(names)
        .map(|(r, name)| Line {
            rank: r.rank,
            name: name.clone(),
            score: if arena {
                r.halves.to_string()
            } else {
                points(r.halves)
            },
            tiebreaks: r.tiebreaks.iter().map(|(_, v)| trim_number(*v)).collect(),
            on_fire: r.on_fire,
            gone: r.state != EntrantState::Active,
            marks: r
                .cells
                .iter()
                .map(|c| match c {
                    Cell::Game {
                        halves,
                        color,
                        opponent_rank,
                        forfeit,
                        doubled,
                    } => Mark::Game {
                        text: if *forfeit {
                            if *halves > 0 {
                                "+".into()
                            } else {
                                "−".into()
                            }
                        } else if arena {
                            halves.to_string()
                        } else {
                            match halves {
                                2 => "1".into(),
                                1 => "½".into(),
                                _ => "0".into(),
                            }
                        },
                        white: *color == crate::rules::Color::White,
                        opponent: *opponent_rank,
                        won: *halves >= 2,
                        doubled: *doubled,
                    },
                    Cell::Playing { color } => Mark::Playing {
                        white: *color == crate::rules::Color::White,
                    },
                    Cell::Bye(ByeKind::Pairing) => Mark::Bye { points: true },
                    Cell::Bye(ByeKind::Absent) => Mark::Bye { points: false },
                })
                .collect(),
        })
        .collect();
    Sheet {
        title: summary(lang, t),
        heads: [
            tr(lang, keys::TOURNAMENT_HEAD_RANK, &[]),
            tr(lang, keys::TOURNAMENT_HEAD_PLAYER, &[]),
            tr(lang, keys::TOURNAMENT_HEAD_SCORE, &[]),
        ],
        tiebreak_heads: match &t.setup.format {
            Format::Swiss { tiebreaks, .. } => {
                tiebreaks.iter().map(|b| b.id().to_uppercase()).collect()
            }
            Format::Arena { .. } => Vec::new(),
        },
        lines,
    }
}

/// The end: final standings, the podium and the revealed secret.
pub(crate) fn finished(desk: &Desk, t: &Tournament) -> Reply {
    let lang = lang(desk, t);
    let rows = table(t);
    let name = |i: usize| {
        rows.get(i)
            .map_or_else(|| "—".to_string(), |r| desk.who(lang, &r.player))
    };
    let podium = tr(
        lang,
        keys::TOURNAMENT_PODIUM,
        &[
            ("id", t.id.into()),
            ("first", name(0).into()),
            ("second", name(1).into()),
            ("third", name(2).into()),
        ],
    );
    let secret = tr(
        lang,
        keys::TOURNAMENT_SECRET,
        &[("secret", t.secret.to_hex().into())],
    );
    let mut reply = standings_reply(desk, lang, t, channel_of(t));
    reply.text = format!("{podium}\n{}\n{secret}", reply.text);
    for r in rows.iter().take(3) {
        reply = reply.pinging(&r.player);
    }
    reply
}

#[cfg(test)]
mod tests {
    use super::trim_number;

    #[test]
    fn tie_break_numbers_are_short_and_never_negative_zero() {
        assert_eq!(trim_number(-0.0), "0");
        assert_eq!(trim_number(0.0), "0");
        assert_eq!(trim_number(10.0), "10");
        assert_eq!(trim_number(7.5), "7.5");
        assert_eq!(trim_number(2.25), "2.25");
        assert_eq!(trim_number(-1.5), "-1.5");
    }
}
