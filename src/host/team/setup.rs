//! A team game before its start: the team challenge (`challenge chess team …`), its post
//! kept up to date as players join and leave (Join White / Join Black / Leave / Start
//! buttons, or `team join white`, `team leave`, `team start`), and the start, by its
//! creator or a moderator (or by the single player it names, with `accept`).

use crate::game::team::{team_id, Roster, Team, Teams};
use crate::game::{Game, NewGame, Players, ServerSecret, TimeControl};
use crate::host::desk::{Cx, Desk, HostError, HostResult, Live};
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::io::reply::{Button, ButtonStyle, Posted, Replaces, Reply, Target};
use crate::host::opponent;
use crate::host::play::challenges;
use crate::host::reading::command::{Challenge as Ask, GameId, RoleRef, SideAsk, TeamAsk};
use crate::host::reading::team::{default_window, side_word, sub_word};
use crate::host::words::i18n::{self, command_word as word_in, keys, tr, Lang};
use crate::rules::{Color, RuleSet, StartOption};
use crate::store::{Batch, Challenge, TeamChallenge};

/// What a team challenge asks for, read and checked by `challenge`.
struct TeamPost {
    pub server: String,
    pub channel: String,
    /// The single player of one side (a person or the computer), if any.
    pub single: Option<String>,
    pub ruleset: RuleSet,
    pub start: StartOption,
    pub control: TimeControl,
    /// The team's side when one side is a single player; the side the challenger
    /// joins when both are teams.
    pub color: Option<Color>,
    pub fen: Option<String>,
    pub ask: TeamAsk,
}

/// `challenge <ruleset> team …`: read as any challenge, then posted as a team challenge.
pub(crate) fn challenge(desk: &Desk, cx: &Cx, ask: Ask) -> HostResult {
    let read = challenges::read(desk, cx, &ask)?;
    if read.opponent.as_deref() == Some(cx.uid()) {
        return cx.refuse(keys::HOST_CHALLENGE_SELF, &[]);
    }
    post(
        desk,
        cx,
        TeamPost {
            server: read.server,
            channel: read.channel,
            single: read.opponent,
            ruleset: ask.ruleset,
            start: read.start,
            control: read.control,
            color: ask.color,
            fen: read.fen,
            ask: ask.team.unwrap_or_default(),
        },
    )
}

/// Posts the team challenge `p`.
fn post(desk: &Desk, cx: &Cx, p: TeamPost) -> HostResult {
    let single_side = single_side(&p);
    if let Some(side) = single_side {
        if p.ask.side(side).is_some() || p.color == Some(side) {
            return cx.refuse(keys::HOST_TEAM_SIDE_TAKEN, &[]);
        }
    }
    let mut sides = [None, None];
    for color in Color::ALL {
        if single_side == Some(color) {
            continue;
        }
        let ask = p.ask.side(color).unwrap_or(&SideAsk::Open);
        sides[color as usize] = Some(team_asked(desk, cx, &p, ask)?);
    }
    join_challenger(
        &mut sides,
        p.color.filter(|c| Some(*c) != single_side),
        cx.uid(),
    );
    let [white, black] = sides;
    let team = TeamChallenge {
        white,
        black,
        window_ms: p
            .ask
            .window_ms
            .unwrap_or_else(|| default_window(p.control.is_live())),
    };
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let post = challenges::Post {
        server: p.server.clone(),
        channel: p.channel.clone(),
        invitee: p.single.clone(),
        ruleset: p.ruleset,
        start: p.start,
        control: p.control,
        color: None,
        rematch_of: None,
        fen: p.fen,
    };
    let (mut record, _) = challenges::new_record(desk, cx, &post)?;
    record.team = Some(team);
    challenges::commit_with_author(desk, cx, &record)?;
    let lang = desk.public_lang(&p.server, &p.channel);
    let mut reply = Reply::text(here(&record), post_text(desk, lang, &record));
    reply.buttons = buttons(&record, lang, false);
    reply.posted = Some(Posted::Challenge(record.id));
    if let Some(single) = &p.single {
        reply = reply.pinging(single);
    }
    Ok(vec![reply])
}

/// The single player's side, if `p` names one: the other of the team's colour (`as
/// black`, `black=…`), else the team plays White.
fn single_side(p: &TeamPost) -> Option<Color> {
    p.single
        .as_ref()
        .map(|_| match (p.color, &p.ask.white, &p.ask.black) {
            (Some(c), _, _) => c.other(),
            (None, None, Some(_)) => Color::White,
            _ => Color::Black,
        })
}

/// The team a side of `p` is asked to be (`ask`): open, its listed members (people
/// known here, neither the single player nor the computer), or a role's members.
fn team_asked(desk: &Desk, cx: &Cx, p: &TeamPost, ask: &SideAsk) -> Result<Team, HostError> {
    Ok(match ask {
        SideAsk::Open => Team {
            roster: Roster::Open,
            members: Vec::new(),
        },
        SideAsk::Members(users) => {
            let mut members = Vec::new();
            for u in users {
                let Some(id) = desk.resolve_user(u) else {
                    return cx.refuse(keys::HOST_UNKNOWN_USER, &[]);
                };
                if p.single.as_deref() == Some(id.as_str()) || opponent::is_computer(&id) {
                    return cx.refuse(keys::HOST_TEAM_SIDE_TAKEN, &[]);
                }
                members.push(id);
            }
            Team {
                roster: Roster::Listed,
                members,
            }
        }
        SideAsk::Role(role) => Team {
            roster: Roster::Role {
                role: match role {
                    RoleRef::Id(n) => n.to_string(),
                    RoleRef::Name(n) => n.clone(),
                },
            },
            members: Vec::new(),
        },
    })
}

/// Puts the challenger (`me`) in the side they asked for (`asked`), else in the first
/// open one: only ever in an open side.
fn join_challenger(sides: &mut [Option<Team>; 2], asked: Option<Color>, me: &str) {
    let join = asked.or_else(|| {
        Color::ALL.into_iter().find(|&c| {
            sides[c as usize]
                .as_ref()
                .is_some_and(|t| t.roster == Roster::Open)
        })
    });
    if let Some(c) = join {
        if let Some(t) = sides[c as usize]
            .as_mut()
            .filter(|t| t.roster == Roster::Open)
        {
            t.members.push(me.to_string());
        }
    }
}

/// Where a team challenge is shown.
fn here(c: &Challenge) -> Target {
    Target::Channel {
        server: c.server.clone(),
        channel: c.channel.clone(),
    }
}

/// The team challenge's text: its game, both sides as they stand, how to join and who
/// starts it.
fn post_text(desk: &Desk, lang: Lang, c: &Challenge) -> String {
    let Some(team) = &c.team else {
        return String::new();
    };
    let ruleset = c
        .ruleset
        .parse::<RuleSet>()
        .map(|r| i18n::ruleset_name(lang, r))
        .unwrap_or_else(|_| c.ruleset.clone());
    let clock = c
        .control
        .parse::<TimeControl>()
        .map(|tc| i18n::clock(lang, &tc))
        .unwrap_or_else(|_| c.control.clone());
    let side = |color: Color| match team.team(color) {
        Some(t) => roster_text(desk, lang, t),
        None => c
            .invitee
            .as_deref()
            .map(|i| desk.who(lang, i))
            .unwrap_or_default(),
    };
    let team_word = word_in(lang, "team");
    let mut lines = vec![tr(
        lang,
        keys::HOST_TEAM_CHALLENGE,
        &[
            ("id", c.id.into()),
            ("ruleset", ruleset.into()),
            ("clock", clock.into()),
            ("window", window_text(lang, team.window_ms).into()),
            ("white", side(Color::White).into()),
            ("black", side(Color::Black).into()),
        ],
    )];
    let open: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&col| team.team(col).is_some_and(|t| t.roster == Roster::Open))
        .collect();
    if !open.is_empty() {
        let forms: Vec<String> = open
            .iter()
            .map(|&col| {
                format!(
                    "`{team_word} {} {}`",
                    sub_word(lang, "join"),
                    side_word(lang, col)
                )
            })
            .collect();
        lines.push(tr(
            lang,
            keys::HOST_TEAM_HOW_JOIN,
            &[("forms", forms.join(" / ").into())],
        ));
    }
    let starter = match c.invitee.as_deref().filter(|i| !opponent::is_computer(i)) {
        Some(person) => tr(
            lang,
            keys::HOST_TEAM_HOW_ACCEPT,
            &[
                ("player", desk.who(lang, person).into()),
                ("accept", word_in(lang, "accept").into()),
            ],
        ),
        None => tr(
            lang,
            keys::HOST_TEAM_HOW_START,
            &[
                ("player", desk.who(lang, &c.challenger).into()),
                (
                    "start",
                    format!("{team_word} {}", sub_word(lang, "start")).into(),
                ),
            ],
        ),
    };
    lines.push(starter);
    let secret = ServerSecret::from_hex(&c.secret).map(|s| s.commitment().to_hex());
    lines.push(tr(
        lang,
        keys::HOST_TEAM_FAIRNESS,
        &[
            ("commitment", secret.unwrap_or_default().into()),
            ("expires", desk.time(lang, c.expires_at).into()),
        ],
    ));
    lines.join("\n")
}

/// A voting window as a reader reads it: seconds under a minute (`45 s`), else minutes
/// and hours.
fn window_text(lang: Lang, ms: u64) -> String {
    if ms < 60_000 || ms % 60_000 != 0 {
        tr(
            lang,
            keys::HOST_TEAM_WINDOW_SECONDS,
            &[("seconds", (ms / 1000).into())],
        )
    } else {
        i18n::time_left(lang, ms)
    }
}

/// How many members a post names; the others are counted.
const NAMED_MEMBERS: usize = 12;

/// Who plays a team: its roster and the members known (the first [`NAMED_MEMBERS`] by
/// name, the others counted, so a big team's post stays short).
pub(crate) fn roster_text(desk: &Desk, lang: Lang, t: &Team) -> String {
    let mut names: Vec<String> = t
        .members
        .iter()
        .take(NAMED_MEMBERS)
        .map(|m| desk.who(lang, m))
        .collect();
    if t.members.len() > NAMED_MEMBERS {
        names.push(tr(
            lang,
            keys::HOST_TEAM_MORE,
            &[("count", ((t.members.len() - NAMED_MEMBERS) as u64).into())],
        ));
    }
    match &t.roster {
        Roster::Open => tr(
            lang,
            keys::HOST_TEAM_SIDE_OPEN,
            &[
                ("count", (t.members.len() as u64).into()),
                ("names", names.join(", ").into()),
            ],
        ),
        Roster::Listed => names.join(", "),
        Roster::Role { role } => tr(
            lang,
            keys::HOST_TEAM_SIDE_ROLE,
            &[("role", desk.config.mentions.role(role).into())],
        ),
    }
}

/// The buttons of a team challenge: join an open side, leave, start (or accept, for the
/// single player it names), withdraw; `disabled` once it started or ended.
fn buttons(c: &Challenge, lang: Lang, disabled: bool) -> Vec<Button> {
    let Some(team) = &c.team else {
        return Vec::new();
    };
    let open = |col: Color| team.team(col).is_some_and(|t| t.roster == Roster::Open);
    let person = c
        .invitee
        .as_deref()
        .is_some_and(|i| !opponent::is_computer(i));
    let mut list = Vec::new();
    if open(Color::White) {
        list.push((ButtonAction::TeamJoinWhite, keys::HOST_BUTTON_JOIN_WHITE));
    }
    if open(Color::Black) {
        list.push((ButtonAction::TeamJoinBlack, keys::HOST_BUTTON_JOIN_BLACK));
    }
    if open(Color::White) || open(Color::Black) {
        list.push((ButtonAction::TeamLeave, keys::HOST_BUTTON_TEAM_LEAVE));
    }
    list.push(if person {
        (ButtonAction::Accept, keys::HOST_BUTTON_ACCEPT)
    } else {
        (ButtonAction::TeamStart, keys::HOST_BUTTON_TEAM_START)
    });
    list.push((ButtonAction::Cancel, keys::HOST_BUTTON_CANCEL));
    list.into_iter()
        .map(|(action, key)| Button {
            custom_id: custom_id::encode(action, c.id),
            label: tr(lang, key, &[]),
            style: match action {
                ButtonAction::TeamStart | ButtonAction::Accept => ButtonStyle::Success,
                ButtonAction::TeamJoinWhite | ButtonAction::TeamJoinBlack => ButtonStyle::Primary,
                _ => ButtonStyle::Secondary,
            },
            disabled,
        })
        .collect()
}

/// The team challenge's post edited in place (as it stands, buttons live).
fn refreshed(desk: &Desk, c: &Challenge) -> Reply {
    let lang = desk.public_lang(&c.server, &c.channel);
    let mut reply = Reply::text(here(c), post_text(desk, lang, c));
    reply.buttons = buttons(c, lang, false);
    reply.replaces = Some(Replaces {
        message: c.message.clone(),
    });
    reply
}

/// The team challenge a command means: the one named, else the only open one in the
/// author's channel.
fn find(desk: &Desk, cx: &Cx, id: Option<GameId>) -> Result<Challenge, HostError> {
    if let Some(GameId(id)) = id {
        return match desk.store.challenge(id)? {
            Some(c) if c.team.is_some() && c.expires_at > cx.now => Ok(c),
            Some(c) if c.team.is_some() => {
                cx.refuse(keys::HOST_CHALLENGE_EXPIRED, &[("id", c.id.into())])
            }
            Some(c) => cx.refuse(keys::HOST_TEAM_NOT_TEAM, &[("id", c.id.into())]),
            None => match desk.store.game_meta(id)? {
                Some(m)
                    if crate::game::team::is_team_id(&m.white)
                        || crate::game::team::is_team_id(&m.black) =>
                {
                    cx.refuse(keys::HOST_TEAM_STARTED, &[("id", id.into())])
                }
                Some(_) => cx.refuse(keys::HOST_TEAM_NOT_TEAM, &[("id", id.into())]),
                None => cx.refuse(keys::HOST_NO_SUCH_CHALLENGE, &[("id", id.into())]),
            },
        };
    }
    let here: Vec<Challenge> = desk
        .store
        .open_challenges(cx.now)?
        .into_iter()
        .filter(|c| c.team.is_some() && Some(&c.channel) == cx.channel.as_ref())
        .collect();
    match here.len() {
        0 => cx.refuse(keys::HOST_TEAM_NONE_HERE, &[]),
        1 => here.into_iter().next().ok_or(HostError::Ignored),
        _ => {
            let ids: Vec<String> = here.iter().map(|c| format!("#{}", c.id)).collect();
            cx.refuse(
                keys::HOST_WHICH_CHALLENGE,
                &[("ids", ids.join(", ").into())],
            )
        }
    }
}

/// `team join [white|black] [#N]`: the author joins an open side (leaving the other).
pub(crate) fn join(desk: &Desk, cx: &Cx, side: Option<Color>, id: Option<GameId>) -> HostResult {
    let me = cx.uid().to_string();
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let mut c = find(desk, cx, id)?;
    if desk.store.settings(&c.server)?.banned.contains_key(&me) {
        return cx.refuse(keys::HOST_BANNED, &[]);
    }
    if c.invitee.as_deref() == Some(me.as_str()) {
        return cx.refuse(keys::HOST_TEAM_SIDE_TAKEN, &[]);
    }
    let Some(team) = c.team.as_mut() else {
        return Err(HostError::Ignored);
    };
    let open: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&col| team.team(col).is_some_and(|t| t.roster == Roster::Open))
        .collect();
    let side = match (side, open.as_slice()) {
        (Some(s), _) => s,
        (None, [one]) => *one,
        (None, _) => {
            let lang = cx.lang;
            let forms: Vec<String> = open
                .iter()
                .map(|&col| {
                    format!(
                        "`{} {} {}`",
                        word_in(lang, "team"),
                        sub_word(lang, "join"),
                        side_word(lang, col)
                    )
                })
                .collect();
            return cx.refuse(
                keys::HOST_TEAM_WHICH_SIDE,
                &[("forms", forms.join(" / ").into())],
            );
        }
    };
    if !open.contains(&side) {
        return cx.refuse(
            keys::HOST_TEAM_SIDE_CLOSED,
            &[("color", side.name().into()), ("id", c.id.into())],
        );
    }
    if team.team(side).is_some_and(|t| t.members.contains(&me)) {
        return cx.refuse(
            keys::HOST_TEAM_ALREADY,
            &[("color", side.name().into()), ("id", c.id.into())],
        );
    }
    if let Some(other) = team.team_mut(side.other()) {
        if other.roster == Roster::Open {
            other.members.retain(|m| *m != me);
        }
    }
    if let Some(t) = team.team_mut(side) {
        t.members.push(me.clone());
    }
    challenges::commit_with_author(desk, cx, &c)?;
    let ack = cx.private(cx.tr(
        keys::HOST_TEAM_JOINED,
        &[("color", side.name().into()), ("id", c.id.into())],
    ));
    Ok(vec![ack, refreshed(desk, &c)])
}

/// `team leave [#N]`: the author leaves the open side they joined.
pub(crate) fn leave(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let me = cx.uid().to_string();
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let mut c = find(desk, cx, id)?;
    let Some(team) = c.team.as_mut() else {
        return Err(HostError::Ignored);
    };
    let side = Color::ALL.into_iter().find(|&col| {
        team.team(col)
            .is_some_and(|t| t.roster == Roster::Open && t.members.contains(&me))
    });
    let Some(side) = side else {
        return cx.refuse(keys::HOST_TEAM_NOT_IN, &[("id", c.id.into())]);
    };
    if let Some(t) = team.team_mut(side) {
        t.members.retain(|m| *m != me);
    }
    let mut b = Batch::new();
    b.put_challenge(&c)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let ack = cx.private(cx.tr(
        keys::HOST_TEAM_LEFT,
        &[("color", side.name().into()), ("id", c.id.into())],
    ));
    Ok(vec![ack, refreshed(desk, &c)])
}

/// `team start [#N]`: its creator (or a moderator) starts a team game whose sides are
/// teams or the computer; a side played by a person starts when that person accepts.
pub(crate) fn start(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let _guard = desk
        .challenge_lock
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let c = find(desk, cx, id)?;
    if let Some(person) = c.invitee.as_deref().filter(|i| !opponent::is_computer(i)) {
        return cx.refuse(
            keys::HOST_TEAM_PERSON_STARTS,
            &[
                ("id", c.id.into()),
                ("player", desk.who(cx.lang, person).into()),
                ("accept", word_in(cx.lang, "accept").into()),
            ],
        );
    }
    if c.challenger != cx.uid() && !cx.moderator {
        return cx.refuse(
            keys::HOST_TEAM_START_NOT_YOURS,
            &[
                ("id", c.id.into()),
                ("player", desk.who(cx.lang, &c.challenger).into()),
            ],
        );
    }
    begin(desk, cx, &c)
}

/// `accept` of a team challenge: only the single player it names may, and the game
/// starts (everyone else joins a side instead).
pub(crate) fn accept(desk: &Desk, cx: &Cx, c: &Challenge) -> HostResult {
    if c.invitee.as_deref() != Some(cx.uid()) {
        let team_word = word_in(cx.lang, "team");
        return cx.refuse(
            keys::HOST_TEAM_JOIN_NOT_ACCEPT,
            &[
                ("id", c.id.into()),
                (
                    "join",
                    format!("{team_word} {}", sub_word(cx.lang, "join")).into(),
                ),
            ],
        );
    }
    begin(desk, cx, c)
}

/// Starts the game of team challenge `c` (each team needs a member, unless a role
/// plays it): its challenge post says so, the game's first post follows, and the first
/// ballot opens if a team moves first.
fn begin(desk: &Desk, cx: &Cx, c: &Challenge) -> HostResult {
    let Some(team) = &c.team else {
        return Err(HostError::Ignored);
    };
    for color in Color::ALL {
        if team.team(color).is_some_and(|t| t.size() == Some(0)) {
            return cx.refuse(
                keys::HOST_TEAM_EMPTY_SIDE,
                &[("color", color.name().into()), ("id", c.id.into())],
            );
        }
    }
    let settings = desk.store.settings(&c.server)?;
    let broken = || HostError::Refused(cx.tr(keys::HOST_CHALLENGE_BROKEN, &[("id", c.id.into())]));
    let secret = ServerSecret::from_hex(&c.secret).map_err(|_| broken())?;
    let ruleset: RuleSet = c.ruleset.parse().map_err(|_| broken())?;
    let start = StartOption::from_number(c.start).ok_or_else(broken)?;
    let control: TimeControl = c.control.parse().map_err(|_| broken())?;
    let single = c.invitee.clone().unwrap_or_default();
    let player = |color: Color| match team.team(color) {
        Some(_) => team_id(color),
        None => single.clone(),
    };
    let mut game = Game::new(NewGame {
        id: c.id,
        ruleset,
        start,
        players: Players {
            white: player(Color::White),
            black: player(Color::Black),
        },
        secret,
        contributions: vec![c.event_id.clone(), cx.input.event_id.clone()],
        custom_fen: c.fen.clone(),
        control,
        now: cx.now,
    })
    .map_err(|e| {
        HostError::Refused(cx.tr(keys::HOST_REFUSED, &[("reason", e.to_string().into())]))
    })?;
    game.set_teams(
        Teams {
            white: team.white.clone(),
            black: team.black.clone(),
            window_ms: team.window_ms,
            creator: c.challenger.clone(),
            ballot: None,
            tallies: Vec::new(),
            rooms: Default::default(),
        },
        cx.now,
    );
    let mut b = Batch::new();
    b.remove_challenge(c.id)
        .put_game(&game, &c.server, &c.channel)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let live = Live {
        game,
        server: c.server.clone(),
        channel: c.channel.clone(),
    };
    let lang = desk.public_lang(&c.server, &c.channel);
    let text = tr(lang, keys::HOST_TEAM_BEGINS, &[("id", c.id.into())]);
    let mut ended = Reply::text(here(c), format!("{}\n{text}", post_text(desk, lang, c)));
    ended.buttons = buttons(c, lang, true);
    ended.replaces = Some(Replaces {
        message: c.message.clone(),
    });
    let mut replies = vec![ended];
    let mut first = challenges::started(desk, cx.now, &live, &settings);
    if let (Some(post), Some(line)) = (
        first.first_mut(),
        crate::host::play::moves::team_turn_line(desk, lang, &live.game),
    ) {
        post.text.push('\n');
        post.text.push_str(&line);
    }
    replies.extend(first);
    replies.extend(super::room::hellos(desk, &live));
    desk.insert_game(live);
    Ok(replies)
}
