//! Commands that read: games, history, export, rules, leaderboard, stats, settings (which
//! also writes the user's own settings), verify, help. Answers are private; nothing
//! hidden in a running game reaches them (history and export use the public record).

use crate::game::export::verify_export;
use crate::game::pgn::LICHESS_IMPORT;
use crate::game::signature::RecordKey;
use crate::game::{Ending, Game, PublicTurn, Ruling, TurnKind};
use crate::host::desk::Find;
use crate::host::desk::{Cx, Desk, HostError, HostResult};
use crate::host::io::audience;
use crate::host::io::reply::File;
use crate::host::reading::command::{GameId, Orientation, Settings, UserRef};
use crate::host::words::i18n::{command_word, keys, tr, Lang};
use crate::host::words::narrate;
use crate::render::{self, Theme};
use crate::rules::{notation, Color, Event, Object, RuleSet};
use crate::store::{Batch, GameFilter};

/// How many players a leaderboard shows.
const LEADERBOARD_SIZE: usize = 10;

/// A copy of game `id`, finished or not.
pub(crate) fn read_game(desk: &Desk, id: u64) -> Result<Game, HostError> {
    match desk.finished_game(id)? {
        Some(game) => Ok(game),
        None => desk.with_game(id, |live| Ok(live.game.clone())),
    }
}

/// The game `history` and `export` mean: the one named, else as for other commands
/// (the author's game here…), else, when nothing is in progress for the author nor in
/// this channel, the author's last finished game or this channel's; with none at all,
/// the answer shows how to name one for `command` (`export`, `review`…).
pub(crate) fn find_readable(
    desk: &Desk,
    cx: &Cx,
    id: Option<GameId>,
    command: &str,
) -> Result<u64, HostError> {
    if id.is_none() {
        let store = &desk.store;
        let mine = store.games_of_user(cx.uid(), GameFilter::Active)?;
        let here = match &cx.channel {
            Some(ch) => store.games_of_channel(ch, GameFilter::Active)?,
            None => Vec::new(),
        };
        if mine.is_empty() && here.is_empty() {
            let mut last = store
                .games_of_user(cx.uid(), GameFilter::Finished)?
                .last()
                .copied();
            if last.is_none() {
                if let Some(ch) = &cx.channel {
                    last = store
                        .games_of_channel(ch, GameFilter::Finished)?
                        .last()
                        .copied();
                }
            }
            return match last {
                Some(last) => Ok(last),
                None => cx.refuse(
                    keys::HOST_NO_GAME_TO_READ,
                    &[("command", command_word(cx.lang, command).into())],
                ),
            };
        }
    }
    desk.find_game(cx, id, Find::Any)
}

/// `games`: the author's games in progress and challenges waiting, privately.
pub(crate) fn games(desk: &Desk, cx: &Cx) -> HostResult {
    let me = cx.uid();
    let mut lines = Vec::new();
    for id in desk.store.games_of_user(me, GameFilter::Active)? {
        let Ok(game) = desk.with_game(id, |live| Ok(live.game.clone())) else {
            continue;
        };
        let Some(color) = game.players().color_of(me) else {
            continue;
        };
        let waiting = game.pending().map_or(game.turn(), |p| p.player);
        let deadline = deadline_words(desk, cx, &game);
        lines.push(cx.tr(
            keys::HOST_GAMES_LINE,
            &[
                ("game", id.into()),
                ("ruleset", cx.ruleset(game.ruleset()).into()),
                (
                    "opponent",
                    desk.who(cx.lang, game.players().get(color.other())).into(),
                ),
                ("mine", if waiting == color { "yes" } else { "no" }.into()),
                ("deadline", deadline.into()),
            ],
        ));
    }
    if !lines.is_empty() {
        lines.insert(0, cx.tr(keys::HOST_GAMES_TITLE, &[]));
    }
    let mut challenges = Vec::new();
    for c in desk.store.open_challenges(cx.now)? {
        let ruleset = c
            .ruleset
            .parse::<RuleSet>()
            .map_or(c.ruleset.clone(), |r| cx.ruleset(r));
        let line = if c.challenger == me {
            match &c.invitee {
                Some(inv) => cx.tr(
                    keys::HOST_GAMES_CHALLENGE_OUT,
                    &[
                        ("id", c.id.into()),
                        ("ruleset", ruleset.into()),
                        ("opponent", desk.who(cx.lang, inv).into()),
                    ],
                ),
                None => cx.tr(
                    keys::HOST_GAMES_CHALLENGE_OPEN,
                    &[("id", c.id.into()), ("ruleset", ruleset.into())],
                ),
            }
        } else if c.invitee.as_deref() == Some(me) {
            cx.tr(
                keys::HOST_GAMES_CHALLENGE_IN,
                &[
                    ("id", c.id.into()),
                    ("ruleset", ruleset.into()),
                    ("challenger", desk.who(cx.lang, &c.challenger).into()),
                ],
            )
        } else {
            continue;
        };
        challenges.push(line);
    }
    if !challenges.is_empty() {
        lines.push(cx.tr(keys::HOST_GAMES_CHALLENGES, &[]));
        lines.extend(challenges);
    }
    if lines.is_empty() {
        lines.push(cx.tr(keys::HOST_GAMES_NONE, &[]));
    }
    Ok(vec![cx.private(lines.join("\n"))])
}

/// The public move list in the reader's letters: `1. e4 e5 2. Nf3 …` (`2. Cf3` in
/// French). A choice (`[choice: swap b1 g8]`) and a power (`[power: stealth Qh5]`) say
/// so, and what a turn set off is told after it: the items it hit, the egg's effect, its
/// random draws (`(banana, one random draw)`), all in the reader's language.
fn move_list(lang: Lang, game: &Game) -> String {
    let mut out = String::new();
    let mut number = 1u32;
    let mut previous: Option<Color> = None;
    for turn in game.public_turns() {
        if previous == Some(Color::Black) && turn.actor == Color::White {
            number += 1;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        match (turn.actor, previous) {
            (Color::White, p) if p != Some(Color::White) => out.push_str(&format!("{number}. ")),
            (Color::Black, p) if p != Some(Color::White) && p != Some(Color::Black) => {
                out.push_str(&format!("{number}... "))
            }
            _ => {}
        }
        out.push_str(&turn_text(lang, &turn));
        previous = Some(turn.actor);
    }
    out
}

/// One turn of [`move_list`]: its SAN in the reader's letters, marked as a choice or a
/// power, then what it set off.
fn turn_text(lang: Lang, turn: &PublicTurn) -> String {
    let san = notation::translate(&turn.san, lang.letters());
    let mut text = match turn.kind {
        TurnKind::Move => san,
        TurnKind::Choice => tr(lang, keys::HOST_HISTORY_CHOICE, &[("move", san.into())]),
        TurnKind::Power => tr(lang, keys::HOST_HISTORY_POWER, &[("move", san.into())]),
    };
    let mut notes = Vec::new();
    for e in &turn.events {
        match e {
            // An egg is told by its effect.
            Event::ObjectHit { object, .. } if *object != Object::Egg => notes.push(tr(
                lang,
                keys::HOST_HISTORY_ITEM,
                &[("object", object.name().into())],
            )),
            Event::Egg { effect } => notes.push(tr(
                lang,
                keys::HOST_HISTORY_EGG,
                &[("effect", effect.name().into())],
            )),
            _ => {}
        }
    }
    if turn.draws > 0 {
        notes.push(tr(
            lang,
            keys::HOST_HISTORY_DRAWS,
            &[("count", (turn.draws as u64).into())],
        ));
    }
    if !notes.is_empty() {
        text = format!("{text} ({})", notes.join(", "));
    }
    text
}

/// The state of a game in words: in progress, the result, or aborted.
fn status(lang: Lang, game: &Game) -> String {
    let played = match game.ending() {
        None if game.ruleset().is_chakart() => {
            crate::host::words::i18n::tr(lang, keys::HOST_HISTORY_ON, &[])
        }
        None => crate::host::words::i18n::tr(lang, keys::HOST_HISTORY_IN_PROGRESS, &[]),
        Some(Ending::Finished { outcome }) => narrate::outcome(lang, outcome),
        Some(Ending::Aborted { .. }) => crate::host::words::i18n::tr(
            lang,
            keys::HOST_GAME_ABORTED,
            &[("game", game.id().into())],
        ),
    };
    // A moderator's ruling after the end says what counts now.
    let ruled = match game.ruling() {
        None => return played,
        Some(Ruling::Void) => crate::host::words::i18n::tr(lang, keys::HOST_HISTORY_VOIDED, &[]),
        Some(Ruling::Result { outcome }) => crate::host::words::i18n::tr(
            lang,
            keys::HOST_HISTORY_RULED,
            &[("result", narrate::outcome(lang, outcome).into())],
        ),
    };
    format!("{played}\n{ruled}")
}

/// `history [#id]`: the moves as the public knows them (everything once it is over).
pub(crate) fn history(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = find_readable(desk, cx, id, "history")?;
    let game = read_game(desk, id)?;
    let moves = move_list(cx.lang, &game);
    let moves = if moves.is_empty() {
        cx.tr(keys::HOST_HISTORY_EMPTY, &[])
    } else {
        moves
    };
    let head = cx.tr(
        keys::HOST_HISTORY,
        &[
            ("game", id.into()),
            ("ruleset", cx.ruleset(game.ruleset()).into()),
            (
                "white",
                desk.side(cx.lang, &game.players().white, Color::White)
                    .into(),
            ),
            (
                "black",
                desk.side(cx.lang, &game.players().black, Color::Black)
                    .into(),
            ),
        ],
    );
    let text = format!("{head}\n{}\n{moves}", status(cx.lang, &game));
    Ok(vec![cx.private(text).with_game(id)])
}

/// `export [#id]`: the PGN-style record as a file (hidden moves hidden until the end).
pub(crate) fn export(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = find_readable(desk, cx, id, "export")?;
    let game = read_game(desk, id)?;
    let key = if game.is_over() {
        keys::HOST_EXPORT_OVER
    } else {
        keys::HOST_EXPORT_RUNNING
    };
    let signing = desk.store.signing_key()?;
    let name = format!("chakbot-game-{id}.pgn");
    let mut text = cx.tr(key, &[("game", id.into())]);
    if game.is_over() {
        text = format!("{text}\n{}", signed_by(cx, &signing));
        // An orthodox chess record is standard PGN: lichess can import and analyse it.
        if game.ruleset() == RuleSet::Chess {
            let lichess = cx.tr(
                keys::HOST_LICHESS_IMPORT,
                &[
                    ("url", LICHESS_IMPORT.into()),
                    ("file", name.clone().into()),
                ],
            );
            text = format!("{text}\n{lichess}");
        }
    }
    let mut record = named_export(desk, &game, &signing);
    // A reviewed game's record carries lichess's eval comments, outside what is signed.
    if game.is_over() {
        if let Some(review) = stored_review(desk, id)? {
            record = review.export_with_evals(&record);
        }
    }
    let mut reply = cx.private(text).with_game(id);
    reply.file = Some(File {
        name,
        content: record.into_bytes(),
    });
    Ok(vec![reply])
}

/// Game `id`'s stored review, if it has one that reads.
fn stored_review(desk: &Desk, id: u64) -> Result<Option<crate::review::Review>, HostError> {
    Ok(desk
        .store
        .review(id)?
        .and_then(|bytes| serde_json::from_slice(&bytes).ok()))
}

/// The record as the bot hands it out, its players by their display names.
fn named_export(desk: &Desk, game: &Game, signing: &RecordKey) -> String {
    let white = desk.name_of(&game.players().white);
    let black = desk.name_of(&game.players().black);
    game.named_export(signing, Some([&white, &black]))
}

/// `replay [#id]`: the game as an animated GIF, one frame per turn with its move written
/// above the board; the public view while the game runs (hidden moves hidden), the whole
/// board once it is over, then that board again with the result banner.
pub(crate) fn replay(desk: &Desk, cx: &Cx, id: Option<GameId>) -> HostResult {
    let id = find_readable(desk, cx, id, "replay")?;
    let game = read_game(desk, id)?;
    // The game's server's look (its public boards'), else the defaults.
    let server = match desk.store.game_meta(id)? {
        Some(meta) => desk.server_settings(&meta.server),
        None => Default::default(),
    };
    let (mut views, options) = audience::public_replay(desk, &game, &server, cx.now);
    let mut captions = vec![cx.tr(keys::HOST_REPLAY_START, &[])];
    captions.extend(narrate::turn_labels(cx.lang, &game));
    captions.truncate(views.len());
    // A finished game ends on its final board with the result banner, as the final board
    // image shows it (after the last move's own frame).
    if let (Some(outcome), Some(last)) = (game.outcome(), views.last().cloned()) {
        views.push(last);
        captions.resize(views.len() - 1, String::new());
        captions.push(narrate::banner(cx.lang, outcome));
    }
    // Only a game with secret moves (Chakart) says that they stay hidden.
    let key = match (game.is_over(), game.ruleset().is_chakart()) {
        (true, _) => keys::HOST_REPLAY_OVER,
        (false, true) => keys::HOST_REPLAY_RUNNING,
        (false, false) => keys::HOST_REPLAY_SO_FAR,
    };
    let mut reply = cx.private(cx.tr(key, &[("game", id.into())])).with_game(id);
    reply.file = Some(File {
        name: format!("chakbot-game-{id}.gif"),
        content: render::replay_gif_captioned(&views, &captions, &options),
    });
    Ok(vec![reply])
}

/// The server of a ratings question, or a private note that ratings are per server.
fn rating_server(cx: &Cx, command: &str) -> Result<String, HostError> {
    match &cx.server {
        Some(s) => Ok(s.clone()),
        None => cx.refuse(keys::HOST_PER_SERVER, &[("command", command.into())]),
    }
}

/// `leaderboard [ruleset]`: this server's best ratings, of one rule set or of each rule
/// set played here.
pub(crate) fn leaderboard(desk: &Desk, cx: &Cx, r: Option<RuleSet>) -> HostResult {
    let server = rating_server(cx, "leaderboard")?;
    let wanted: Vec<RuleSet> = r.map_or(RuleSet::ALL.to_vec(), |r| vec![r]);
    let mut sections = Vec::new();
    for rs in wanted {
        // A player whose only rated games were voided is back at no game: not listed.
        let mut top = desk.store.leaderboard(&server, rs.id(), LEADERBOARD_SIZE)?;
        top.retain(|e| e.games > 0);
        if top.is_empty() {
            continue;
        }
        let mut lines = vec![cx.tr(
            keys::HOST_LEADERBOARD_TITLE,
            &[("ruleset", cx.ruleset(rs).into())],
        )];
        for (i, e) in top.iter().enumerate() {
            lines.push(cx.tr(
                keys::HOST_LEADERBOARD_LINE,
                &[
                    ("rank", (i as u64 + 1).into()),
                    ("player", desk.who(cx.lang, &e.user).into()),
                    ("rating", e.rating.to_string().into()),
                    (
                        "games",
                        crate::host::words::i18n::count(cx.lang, u64::from(e.games)),
                    ),
                ],
            ));
        }
        sections.push(lines.join("\n"));
    }
    if sections.is_empty() {
        let text = match r {
            Some(rs) => cx.tr(
                keys::HOST_LEADERBOARD_EMPTY_RULESET,
                &crate::host::words::i18n::ruleset_args(cx.lang, rs),
            ),
            None => cx.tr(keys::HOST_LEADERBOARD_EMPTY, &[]),
        };
        return Ok(vec![cx.private(text)]);
    }
    Ok(vec![cx.private(sections.join("\n\n"))])
}

/// `stats [@user]`: a player's rating in each rule set on this server.
pub(crate) fn stats(desk: &Desk, cx: &Cx, u: Option<UserRef>) -> HostResult {
    let server = rating_server(cx, "stats")?;
    let user = match &u {
        None => cx.uid().to_string(),
        Some(u) => match desk.resolve_user(u) {
            Some(id) => id,
            None => return cx.refuse(keys::HOST_UNKNOWN_USER, &[]),
        },
    };
    let player = desk.who(cx.lang, &user);
    let mut lines = Vec::new();
    for rs in RuleSet::ALL {
        // As on the leaderboard: a rating whose every game was voided is no rating.
        let Some(e) = desk
            .store
            .rating(&server, rs.id(), &user)?
            .filter(|e| e.games > 0)
        else {
            continue;
        };
        lines.push(
            cx.tr(
                keys::HOST_STATS_LINE,
                &[
                    ("ruleset", cx.ruleset(rs).into()),
                    ("rating", e.rating.rounded().into()),
                    ("deviation", e.rating.rounded_deviation().into()),
                    (
                        "games",
                        crate::host::words::i18n::count(cx.lang, u64::from(e.games)),
                    ),
                    (
                        "provisional",
                        if e.rating.is_provisional() {
                            "yes"
                        } else {
                            "no"
                        }
                        .into(),
                    ),
                ],
            ),
        );
    }
    // Results against the computer, level by level (issue 17).
    for (level, won, drawn, lost) in crate::host::computer::turn::results(desk, &server, &user)? {
        lines.push(cx.tr(
            keys::HOST_STATS_COMPUTER,
            &[
                ("level", u64::from(level).into()),
                ("won", crate::host::words::i18n::count(cx.lang, won)),
                ("drawn", crate::host::words::i18n::count(cx.lang, drawn)),
                ("lost", crate::host::words::i18n::count(cx.lang, lost)),
            ],
        ));
    }
    if lines.is_empty() {
        return Ok(vec![cx.private(
            cx.tr(keys::HOST_STATS_NONE, &[("player", player.into())]),
        )]);
    }
    lines.insert(
        0,
        cx.tr(keys::HOST_STATS_TITLE, &[("player", player.into())]),
    );
    Ok(vec![cx.private(lines.join("\n"))])
}

/// The author's settings in words, in `lang`.
fn describe_settings(lang: Lang, user: &crate::store::UserRecord) -> String {
    let language = user.language.clone().unwrap_or_else(|| "auto".into());
    let theme = user
        .theme
        .as_deref()
        .and_then(|t| t.parse::<Theme>().ok())
        .unwrap_or_default();
    let orientation = user.orientation.clone().unwrap_or_else(|| "auto".into());
    crate::host::words::i18n::tr(
        lang,
        keys::HOST_SETTINGS,
        &[
            ("language", language.into()),
            (
                "theme",
                crate::host::words::i18n::theme_name(lang, theme).into(),
            ),
            ("orientation", orientation.into()),
        ],
    )
}

/// `settings [language …] [theme …] [orientation …]`: shows the author's settings, or
/// changes them (answering in the new language).
pub(crate) fn settings(desk: &Desk, cx: &Cx, s: Settings) -> HostResult {
    if s == Settings::default() {
        return Ok(vec![cx.private(describe_settings(cx.lang, &cx.user))]);
    }
    let mut user = cx.user.clone();
    if let Some(theme) = &s.theme {
        let Some(theme) = crate::host::words::i18n::theme_from(theme) else {
            return cx.refuse(
                keys::HOST_SETTINGS_THEME,
                &[
                    ("theme", crate::host::words::text::echo(theme).into()),
                    (
                        "themes",
                        crate::host::words::i18n::theme_list(cx.lang).into(),
                    ),
                ],
            );
        };
        user.theme = Some(theme.name().to_string());
    }
    if let Some(lang) = s.language {
        user.language = Some(lang.code().to_string());
    }
    if let Some(o) = s.orientation {
        user.orientation = match o {
            Orientation::White => Some("white".into()),
            Orientation::Black => Some("black".into()),
            Orientation::Auto => None,
        };
    }
    let mut b = Batch::new();
    b.put_user(cx.uid(), &user)
        .mark_processed(&cx.input.event_id, cx.now);
    desk.commit(b)?;
    let lang = s.language.unwrap_or(cx.lang);
    let text = format!(
        "{}\n{}",
        crate::host::words::i18n::tr(lang, keys::HOST_SETTINGS_SAVED, &[]),
        describe_settings(lang, &user)
    );
    Ok(vec![cx.private(text)])
}

/// `verify <game>`: a finished game's export checked as anyone could check it offline;
/// for a running game, its commitment and when it can be checked.
pub(crate) fn verify(desk: &Desk, cx: &Cx, id: GameId) -> HostResult {
    let GameId(id) = id;
    let Some(game) = desk.finished_game(id)? else {
        let commitment = desk.with_game(id, |live| Ok(live.game.commitment().to_hex()))?;
        return Ok(vec![cx
            .private(cx.tr(
                keys::HOST_VERIFY_RUNNING,
                &[("game", id.into()), ("commitment", commitment.into())],
            ))
            .with_game(id)]);
    };
    let signing = desk.store.signing_key()?;
    let text = match verify_export(&game.signed_export(&signing), Some(signing.public())) {
        Ok(v) => {
            let ok = cx.tr(
                keys::HOST_VERIFY_OK,
                &[
                    ("game", id.into()),
                    ("commitment", game.commitment().to_hex().into()),
                    ("seed", v.seed.to_hex().into()),
                    ("turns", (v.turns as u64).into()),
                    ("draws", (v.draws as u64).into()),
                ],
            );
            format!("{ok}\n{}", signed_by(cx, &signing))
        }
        Err(e) => cx.tr(
            keys::HOST_VERIFY_FAILED,
            &[("game", id.into()), ("reason", e.to_string().into())],
        ),
    };
    Ok(vec![cx.private(text).with_game(id)])
}

/// Which key signs this bot's exports, and how to insist on it offline.
fn signed_by(cx: &Cx, signing: &RecordKey) -> String {
    cx.tr(
        keys::HOST_SIGNING_KEY,
        &[("key", signing.public().to_hex().into())],
    )
}

/// "deadline …" or "no deadline", for the lines of `games` and `mod games`.
pub(crate) fn deadline_words(desk: &Desk, cx: &Cx, game: &Game) -> String {
    match game.clock().deadline() {
        Some(at) => cx.tr(
            keys::HOST_GAMES_DEADLINE,
            &[("at", desk.time(cx.lang, at).into())],
        ),
        None => cx.tr(keys::HOST_GAMES_NO_DEADLINE, &[]),
    }
}
