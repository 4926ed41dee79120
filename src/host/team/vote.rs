//! A team game's votes: a member's typed move (or `resign`) is their vote in the open
//! ballot, acknowledged privately; the ballot closes when its window runs out (the
//! sweeper), when every member of a team of known size voted, or early by the game's
//! creator or a moderator (`team close`); what it decided is played and posted with the
//! tally. A turn nobody voted on is played by the computer's weakest level, and after
//! [`EMPTY_TURNS_FORFEIT`] of them in a row the team loses by forfeit.

use crate::ai::{self, level::Level, Request};
use crate::game::team::{Closed, Proposal, Tally, EMPTY_TURNS_FORFEIT};
use crate::game::{Game, Timestamp, VoteError};
use crate::host::desk::{Cx, Desk, Find, HostError, HostResult, Live};
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::reply::{Menu, MenuOption};
use crate::host::play::{finish, moves};
use crate::host::reading::command::GameId;
use crate::host::team::room;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::rules::notation::{self, read_in_game_with};
use crate::rules::{Action, Color};
use crate::store::{Batch, GameFilter};

/// The first running team game in the author's channel for which `fits` holds.
fn team_game_where(
    desk: &Desk,
    cx: &Cx,
    fits: &dyn Fn(&Game) -> bool,
) -> Result<Option<u64>, HostError> {
    let Some(channel) = cx.channel.as_deref() else {
        return Ok(None);
    };
    // A team's private room belongs to one game.
    let rooms = room::game_of_room(cx).map(|id| vec![id]);
    let games = match rooms {
        Some(ids) => ids,
        None => desk.store.games_of_channel(channel, GameFilter::Active)?,
    };
    for id in games {
        let team = desk.with_game(id, |live| {
            Ok(live.game.teams().is_some() && fits(&live.game))
        });
        if matches!(team, Ok(true)) {
            return Ok(Some(id));
        }
    }
    Ok(None)
}

/// The team game played in the author's channel.
pub(crate) fn team_game_here(desk: &Desk, cx: &Cx) -> Result<Option<u64>, HostError> {
    team_game_where(desk, cx, &|_| true)
}

/// The team game played in the author's channel where the author is a member of a team
/// (not its single player).
pub(crate) fn member_game_here(desk: &Desk, cx: &Cx) -> Result<Option<u64>, HostError> {
    team_game_where(desk, cx, &|game| {
        game.players().color_of(cx.uid()).is_none()
            && game
                .teams()
                .is_some_and(|t| t.side_of(cx.uid(), &cx.author().roles).is_some())
    })
}

/// The author's vote `text` (a move, a choice's answer) in team game `id`.
pub(crate) fn propose(desk: &Desk, cx: &Cx, id: u64, text: &str) -> HostResult {
    desk.with_game(id, |live| {
        let lang = cx.game_lang(desk, &live.server);
        let color = voter_side(cx, &live.game, lang)?;
        let reading = read_in_game_with(live.game.state(), text, Some(color), lang.letters())
            .map_err(|e| HostError::Refused(moves::move_error(lang, text, &e, id)))?;
        let secret = matches!(reading.action, crate::rules::Action::Stealth { .. });
        if secret && !cx.input.is_private() && !room::in_room(cx, &live.game, color) {
            return moves::secret_typed_in_public(
                cx,
                id,
                keys::HOST_TEAM_SECRET_DELETED,
                keys::HOST_TEAM_SECRET_SEEN,
            );
        }
        cast(desk, cx, live, lang, Proposal::Play(reading.action))
    })
}

/// `resign` by a member of a team game's voting team: their vote to resign.
pub(crate) fn resign(desk: &Desk, cx: &Cx, id: u64) -> HostResult {
    desk.with_game(id, |live| {
        let lang = cx.game_lang(desk, &live.server);
        voter_side(cx, &live.game, lang)?;
        cast(desk, cx, live, lang, Proposal::Resign)
    })
}

/// The side whose ballot the author may vote in, or the refusal that says why not.
fn voter_side(cx: &Cx, game: &Game, lang: Lang) -> Result<Color, HostError> {
    let id = game.id();
    let refuse = |key: &str, color: Option<Color>| {
        let mut args = vec![("game", id.into())];
        if let Some(c) = color {
            args.push(("color", c.name().into()));
        }
        Err(HostError::Refused(tr(lang, key, &args)))
    };
    let Some(teams) = game.teams() else {
        return refuse(keys::HOST_NOT_YOUR_GAME, None);
    };
    let Some(side) = teams.side_of(cx.uid(), &cx.author().roles) else {
        return refuse(keys::HOST_TEAM_NOT_MEMBER, None);
    };
    match game.ballot() {
        Some(b) if b.color == side => Ok(side),
        Some(b) => refuse(keys::HOST_TEAM_NOT_YOUR_VOTE, Some(b.color)),
        None if game.is_over() => refuse(keys::HOST_GAME_OVER, None),
        None => refuse(keys::HOST_TEAM_NO_BALLOT, None),
    }
}

/// Records the author's vote (committed before it is acknowledged); when it completes the
/// ballot, the ballot closes at once.
fn cast(desk: &Desk, cx: &Cx, live: &mut Live, lang: Lang, proposal: Proposal) -> HostResult {
    let id = live.game.id();
    let mut game = live.game.clone();
    let counted = game
        .vote(cx.uid(), &cx.author().roles, proposal, cx.now)
        .map_err(|e| HostError::Refused(vote_error(lang, &e, id)))?;
    let what = proposal_text(&live.game, lang, proposal);
    // A role team's size is unknown: only the votes are counted.
    let key = match (counted.changed, counted.members.is_some()) {
        (true, true) => keys::HOST_TEAM_VOTE_CHANGED,
        (false, true) => keys::HOST_TEAM_VOTE_COUNTED,
        (true, false) => keys::HOST_TEAM_VOTE_CHANGED_ROLE,
        (false, false) => keys::HOST_TEAM_VOTE_COUNTED_ROLE,
    };
    let ack = tr(
        lang,
        key,
        &[
            ("game", id.into()),
            ("move", what.into()),
            ("votes", (counted.votes as u64).into()),
            (
                "members",
                (counted.members.unwrap_or_default() as u64).into(),
            ),
        ],
    );
    let mut ack = cx.private(ack).with_game(id);
    // A vote typed in a thread is acknowledged by a reaction where the platform can: a
    // large team's votes then cost no direct message each.
    ack.react = cx.typed_in_channel();
    let mut b = Batch::new();
    b.mark_processed(&cx.input.event_id, cx.now);
    if !counted.complete {
        b.put_game(&game, &live.server, &live.channel);
        desk.commit(b)?;
        live.game = game;
        return Ok(vec![ack]);
    }
    let mut replies = vec![ack];
    replies.extend(settle(desk, live, game, b, cx.now, Closed::AllVoted)?);
    Ok(replies)
}

/// A proposal as a reader of `lang` writes it (SAN in their letters, or the resign word).
fn proposal_text(game: &Game, lang: Lang, p: Proposal) -> String {
    match p {
        Proposal::Play(action) => {
            let san = notation::san(game.state().position(), &action);
            notation::translate(&san, lang.letters())
        }
        Proposal::Resign => tr(lang, keys::HOST_TEAM_RESIGN_WORD, &[]),
    }
}

/// A refused vote, in words.
fn vote_error(lang: Lang, e: &VoteError, game: u64) -> String {
    match e {
        VoteError::Play(p) => moves::play_error(lang, p, game),
        VoteError::NoBallot => tr(lang, keys::HOST_TEAM_NO_BALLOT, &[("game", game.into())]),
        VoteError::NotYourTurn(c) => tr(
            lang,
            keys::HOST_TEAM_NOT_YOUR_VOTE,
            &[("game", game.into()), ("color", c.name().into())],
        ),
        VoteError::NotMember => tr(lang, keys::HOST_TEAM_NOT_MEMBER, &[("game", game.into())]),
        VoteError::Illegal => tr(lang, keys::HOST_TEAM_ILLEGAL, &[("game", game.into())]),
        VoteError::Same => tr(lang, keys::HOST_TEAM_VOTE_SAME, &[("game", game.into())]),
    }
}

/// The move the computer's weakest level would make for the side to act (a turn nobody
/// voted on), from that side's view only; deterministic (seeded by the game).
fn computer_choice(game: &Game) -> Option<Action> {
    let color = game.waiting();
    let fen = game.view_fen(color);
    let level = Level::new(1)?;
    let decision = ai::choose(&Request {
        ruleset: game.ruleset(),
        fen: &fen,
        level,
        movetime_ms: ai::movetime_for(level, 1000),
        seed: Some(game.id() ^ ((game.turns().len() as u64) << 20)),
        history: &[],
    });
    decision.ok().map(|d| d.action)
}

/// Closes `game`'s ballot (`game` is the live game's copy, `b` its batch so far), plays
/// what it decided, commits, and returns the post of the turn with its tally.
fn settle(
    desk: &Desk,
    live: &mut Live,
    mut game: Game,
    b: Batch,
    now: Timestamp,
    closed: Closed,
) -> HostResult {
    let id = game.id();
    let color = game.ballot().map_or(game.waiting(), |b| b.color);
    let (tally, report) = game
        .close_ballot(now, closed, &computer_choice)
        .map_err(|e| HostError::Refused(moves::play_error(Lang::En, &e, id)))?;
    let answers_choice = live.game.pending().is_some();
    let ending = finish::commit(desk, live, game, b)?;
    let lang = desk.public_lang(&live.server, &live.channel);
    let head = tally_lines(desk, lang, &live.game, &tally);
    let own = report
        .as_ref()
        .and_then(|r| room::own_board(desk, live, color, r, now));
    let mut post = match report {
        Some(report) => moves::turn_post(desk, live, color, &report, answers_choice, ending, now),
        None => {
            let mut lines = ending;
            lines.insert(
                0,
                tr(
                    lang,
                    if tally.empty() {
                        keys::HOST_TEAM_FORFEIT
                    } else {
                        keys::HOST_TEAM_RESIGNED
                    },
                    &[
                        ("game", id.into()),
                        ("color", color.name().into()),
                        ("turns", u64::from(EMPTY_TURNS_FORFEIT).into()),
                    ],
                ),
            );
            crate::host::play::lifecycle::final_post(desk, live, &lines, now)
        }
    };
    post.text = format!("{}\n{}", head.join("\n"), post.text);
    let mut replies = vec![post];
    replies.extend(own);
    Ok(replies)
}

/// The tally of a decided turn as the channel reads it: the votes (most first), how it
/// closed, a tie's fair draw, a turn nobody voted on.
fn tally_lines(desk: &Desk, lang: Lang, game: &Game, tally: &Tally) -> Vec<String> {
    let id = game.id();
    let color = ("color", tally.color.name().into());
    if tally.empty() {
        let left = EMPTY_TURNS_FORFEIT
            .saturating_sub(game.teams().map_or(0, |t| t.empty_in_a_row(tally.color)));
        let mut lines = vec![tr(
            lang,
            keys::HOST_TEAM_EMPTY_TURN,
            &[("game", id.into()), color, ("left", u64::from(left).into())],
        )];
        // Closed early, the turn does not count towards the forfeit: say who closed it.
        if let Closed::Early { by } = &tally.closed {
            lines.push(tr(
                lang,
                keys::HOST_TEAM_CLOSED_EARLY,
                &[("player", desk.who(lang, by).into())],
            ));
        }
        return lines;
    }
    let counts: Vec<String> = tally
        .counts()
        .iter()
        .map(|(p, n)| {
            tr(
                lang,
                keys::HOST_TEAM_TALLY_ITEM,
                &[
                    ("move", tally_move(game, lang, tally.ply, *p).into()),
                    ("votes", (*n as u64).into()),
                ],
            )
        })
        .collect();
    let mut lines = vec![tr(
        lang,
        keys::HOST_TEAM_TALLY,
        &[
            ("game", id.into()),
            color,
            ("list", counts.join(", ").into()),
            ("votes", (tally.votes.len() as u64).into()),
        ],
    )];
    match &tally.closed {
        Closed::Early { by } => lines.push(tr(
            lang,
            keys::HOST_TEAM_CLOSED_EARLY,
            &[("player", desk.who(lang, by).into())],
        )),
        Closed::AllVoted => lines.push(tr(lang, keys::HOST_TEAM_ALL_VOTED, &[])),
        Closed::Window => {}
    }
    if let Some(tie) = tally.tie {
        lines.push(tr(
            lang,
            keys::HOST_TEAM_TIE,
            &[
                ("choices", u64::from(tie.choices).into()),
                (
                    "move",
                    tally_move(game, lang, tally.ply, tally.chosen).into(),
                ),
            ],
        ));
    }
    lines
}

/// A voted proposal of turn `ply` as the channel may read it: the move in the reader's
/// letters as written in that position, `??` for a secret one while the game is on.
fn tally_move(game: &Game, lang: Lang, ply: u32, p: Proposal) -> String {
    let Proposal::Play(action) = p else {
        return tr(lang, keys::HOST_TEAM_RESIGN_WORD, &[]);
    };
    if matches!(action, Action::Stealth { .. }) && !game.is_over() {
        return "??".to_string();
    }
    // The turn `ply` was played from the position after the turns before it.
    let before = usize::try_from(ply).unwrap_or(usize::MAX);
    match game.position_before(before) {
        Some(position) => notation::translate(&notation::san(&position, &action), lang.letters()),
        None => action.to_string(),
    }
}

/// A team game whose ballot's window ran out at `now`: the ballot closes and its decision
/// is played. `None` when its ballot is not due.
pub(crate) fn due(desk: &Desk, live: &mut Live, now: Timestamp) -> Option<HostResult> {
    let due = live
        .game
        .ballot()
        .is_some_and(|b| b.closes_at <= now && !live.game.is_frozen());
    if !due {
        return None;
    }
    let game = live.game.clone();
    Some(settle(desk, live, game, Batch::new(), now, Closed::Window))
}

/// `team votes [#N]`: the open ballot as it stands, privately; its proposals only to the
/// voting team's members (they may hold a secret move).
pub(crate) fn votes(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = game_of(desk, cx, id)?;
    desk.with_game(id, |live| {
        let game = &live.game;
        let Some(ballot) = game.ballot() else {
            return cx.refuse(keys::HOST_TEAM_NO_BALLOT, &[("game", id.into())]);
        };
        let member = game
            .teams()
            .and_then(|t| t.side_of(cx.uid(), &cx.author().roles))
            == Some(ballot.color);
        let list: Vec<String> = if member {
            ballot
                .tally()
                .iter()
                .map(|(p, n)| {
                    tr(
                        cx.lang,
                        keys::HOST_TEAM_TALLY_ITEM,
                        &[
                            ("move", proposal_text(game, cx.lang, *p).into()),
                            ("votes", (*n as u64).into()),
                        ],
                    )
                })
                .collect()
        } else {
            Vec::new()
        };
        // Members pick one of the moves proposed so far from a menu, or type another.
        let options: Vec<MenuOption> = if member {
            ballot
                .tally()
                .iter()
                .filter_map(|(p, n)| match p {
                    Proposal::Play(_) => {
                        let san = proposal_text(game, cx.lang, *p);
                        Some(MenuOption {
                            label: format!("{san} ×{n}"),
                            value: san,
                        })
                    }
                    Proposal::Resign => None,
                })
                .take(25)
                .collect()
        } else {
            Vec::new()
        };
        let text = cx.tr(
            keys::HOST_TEAM_VOTES_NOW,
            &[
                ("game", id.into()),
                ("color", ballot.color.name().into()),
                (
                    "at",
                    desk.time_to_the_second(cx.lang, ballot.closes_at).into(),
                ),
                ("votes", (ballot.votes.len() as u64).into()),
                ("list", list.join(", ").into()),
            ],
        );
        let mut reply = cx.private(text).with_game(id);
        if !options.is_empty() {
            reply = reply.with_menu(Menu {
                custom_id: custom_id::encode(ButtonAction::Choose, id),
                placeholder: cx.tr(keys::HOST_TEAM_PICK, &[]),
                options,
            });
        }
        Ok(vec![reply])
    })
}

/// `team close [#N]`: the game's creator or a moderator closes the open ballot now.
pub(crate) fn close(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = game_of(desk, cx, id)?;
    desk.with_game(id, |live| {
        let Some(teams) = live.game.teams() else {
            return cx.refuse(keys::HOST_TEAM_NOT_TEAM, &[("id", id.into())]);
        };
        if teams.creator != cx.uid() && !cx.moderator {
            return cx.refuse(
                keys::HOST_TEAM_CLOSE_NOT_YOURS,
                &[
                    ("game", id.into()),
                    ("player", desk.who(cx.lang, &teams.creator).into()),
                ],
            );
        }
        if live.game.ballot().is_none() {
            return cx.refuse(keys::HOST_TEAM_NO_BALLOT, &[("game", id.into())]);
        }
        let mut b = Batch::new();
        b.mark_processed(&cx.input.event_id, cx.now);
        let game = live.game.clone();
        let closed = Closed::Early {
            by: cx.uid().to_string(),
        };
        settle(desk, live, game, b, cx.now, closed)
    })
}

/// The team game a `team votes`/`team close` means: the one named, else the team game
/// of this channel, else the author's only one.
fn game_of(desk: &Desk, cx: &Cx, id: Option<GameId>) -> Result<u64, HostError> {
    if id.is_none() {
        if let Some(here) = team_game_here(desk, cx)? {
            return Ok(here);
        }
    }
    desk.find_game(cx, id, Find::Any)
}
