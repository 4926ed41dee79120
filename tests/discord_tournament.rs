//! Tournaments end to end: the real serenity client against the loopback fake Discord.
//! A moderator announces an arena (in English) and a Swiss (in French); players join
//! with the announcement's button or by typing the command the announcement names; the
//! announcement is edited in place as players join, at the start, each round and at the
//! end (Join and Leave then disabled); each game opens in its own thread and is played
//! there; a player who never moves loses by forfeit; a withdrawn player is paired no
//! more; the standings come as a PNG table; the end names the podium.

mod fake_discord;
#[path = "common/read.rs"]
mod read;

use axum::http::Method;
use chakbot::game::clock::{MINUTE, SECOND};
use chakbot::host::Clock;
use fake_discord::bot::*;
use fake_discord::payloads::{ALICE, BOB, CHANNEL};
use fake_discord::{FakeDiscord, Recorded};
use read::number_in;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::time::Duration;

/// A fourth user.
const DAVE: u64 = 2003;
/// Manage Messages: a moderator.
const MODERATOR: &str = "8192";
/// How long the director may take to act on a change (it looks every few seconds).
const DIRECTOR: Duration = Duration::from_secs(25);

/// A scene on a fresh folder, with the bot's clock (moved forward by the test).
async fn start() -> (Scene, Clock) {
    let scene = Scene::start().await;
    let clock = scene.config.host.clock.clone();
    (scene, clock)
}

/// The user ids mentioned in `line`, in order.
fn mentions(line: &str) -> Vec<u64> {
    line.split("<@")
        .skip(1)
        .filter_map(|s| s.split('>').next()?.parse().ok())
        .collect()
}

/// A moderator creates a tournament with `/tournament create` (interaction `iid`,
/// `options` the subcommand's): returns the announcement's message id (the command's
/// public answer), the tournament id and the recorded answer.
async fn create(fake: &FakeDiscord, iid: u64, options: Value) -> (u64, u64, Recorded) {
    let options = json!([{"name": "create", "type": 1, "options": options}]);
    slash(fake, iid, CAROL, CHANNEL, "tournament", options, MODERATOR).await;
    let answer = fake.answer_to(iid).await;
    assert!(!is_ephemeral(&answer), "{}", answer.json);
    let join = custom_ids(&answer)
        .into_iter()
        .find(|c| c.starts_with("ck:t-join:"))
        .unwrap_or_else(|| panic!("a Join button: {}", answer.json));
    let tournament = join["ck:t-join:".len()..].parse().expect("an id");
    answer_read_back(fake, iid).await;
    let message = fake.original_message(iid).expect("the answer's message");
    (message, tournament, answer)
}

/// A slash option of type string.
fn string(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

/// `/tournament <sub>` by `user` (interaction `iid`), with the tournament option when
/// given; returns the bot's answer.
async fn tournament(
    fake: &FakeDiscord,
    iid: u64,
    user: u64,
    sub: &str,
    id: Option<&str>,
    permissions: &str,
) -> Recorded {
    let options: Vec<Value> = id.map(|v| string("tournament", v)).into_iter().collect();
    let options = json!([{"name": sub, "type": 1, "options": options}]);
    slash(fake, iid, user, CHANNEL, "tournament", options, permissions).await;
    fake.answer_to(iid).await
}

/// Waits (the director looks every few seconds) until `found` finds something; panics
/// with `what` and `seen()` after [`DIRECTOR`].
async fn until<T>(
    what: &str,
    mut found: impl FnMut() -> Option<T>,
    seen: impl Fn() -> String,
) -> T {
    let deadline = tokio::time::Instant::now() + DIRECTOR;
    loop {
        if let Some(t) = found() {
            return t;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what}; seen: {}",
            seen()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the announcement `message` is edited (after the first `after` edits in
/// the channel) to a text containing every one of `needles`; returns that edit's body.
async fn edited_to(fake: &FakeDiscord, message: u64, after: usize, needles: &[&str]) -> Value {
    let found = || {
        fake.edits(CHANNEL)
            .into_iter()
            .skip(after)
            .find(|(id, body)| {
                *id == message
                    && needles
                        .iter()
                        .all(|n| body["content"].as_str().is_some_and(|c| c.contains(n)))
            })
            .map(|(_, body)| body)
    };
    let seen = || {
        let edits: Vec<String> = fake
            .edits(CHANNEL)
            .iter()
            .map(|(id, b)| format!("{id}: {}", b["content"]))
            .collect();
        format!("{edits:#?}")
    };
    until(
        &format!("an edit of {message} with {needles:?}"),
        found,
        seen,
    )
    .await
}

/// Waits for a channel post containing `needle` (not yet seen: after `after` posts).
async fn post_with(fake: &FakeDiscord, after: usize, needle: &str) -> Value {
    let found = || {
        fake.created_messages(CHANNEL)
            .into_iter()
            .skip(after)
            .find(|m| m["content"].as_str().is_some_and(|c| c.contains(needle)))
    };
    let seen = || {
        let posts = fake.created_messages(CHANNEL);
        let contents: Vec<&Value> = posts.iter().skip(after).map(|m| &m["content"]).collect();
        format!("{contents:#?}")
    };
    until(
        &format!("a post with {needle:?} after {after}"),
        found,
        seen,
    )
    .await
}

/// The games of a pairings post: game id → (white, black).
fn games_of(pairings: &Value) -> BTreeMap<u64, (u64, u64)> {
    pairings["content"]
        .as_str()
        .unwrap_or_default()
        .lines()
        .filter_map(|line| match mentions(line).as_slice() {
            [white, black] => Some((number_in(line)?, (*white, *black))),
            _ => None,
        })
        .collect()
}

/// The thread of each game opened so far: game id → thread (its greeting names it).
async fn threads_of(fake: &FakeDiscord, games: usize) -> BTreeMap<u64, u64> {
    let threads = || -> BTreeMap<u64, u64> {
        fake.threads()
            .into_iter()
            .filter_map(|(_, thread)| {
                let hello = fake.created_messages(thread).first().cloned()?;
                Some((number_in(hello["content"].as_str()?)?, thread))
            })
            .collect()
    };
    let found = || Some(threads()).filter(|t| t.len() >= games);
    until(&format!("{games} game threads"), found, || {
        format!("{:?}", threads())
    })
    .await
}

/// The recorded channel post containing `needle` (its files kept).
async fn request_with(fake: &FakeDiscord, needle: &str) -> Recorded {
    let found = || {
        fake.requests_matching(&Method::POST, channel_messages(CHANNEL))
            .into_iter()
            .find(|r| r.content().unwrap_or_default().contains(needle))
    };
    until(&format!("a post with {needle:?}"), found, String::new).await
}

/// Waits until the bot said something containing `needle` to `user` in a DM.
async fn told(fake: &FakeDiscord, user: u64, needle: &str) {
    let found = || {
        let dm = fake.dm_channel(user)?;
        let said = fake
            .created_messages(dm)
            .iter()
            .any(|m| m["content"].as_str().is_some_and(|c| c.contains(needle)));
        said.then_some(())
    };
    until(&format!("{user} told {needle:?}"), found, String::new).await
}

/// `black` resigns the game of `thread`, confirming when asked.
async fn resigns(fake: &FakeDiscord, thread: u64, black: u64) {
    let before = fake.created_messages(thread).len();
    say(fake, black, thread, "resign").await;
    told(fake, black, "really want to resign").await;
    say(fake, black, thread, "confirm").await;
    posts_in(fake, thread, before + 1).await;
}

/// Waits until the bot has posted at least `n` messages in `channel`.
async fn posts_in(fake: &FakeDiscord, channel: u64, n: usize) {
    let found = || (fake.created_messages(channel).len() >= n).then_some(());
    let seen = || format!("{:#?}", fake.created_messages(channel));
    until(&format!("{n} posts in {channel}"), found, seen).await
}

/// In `thread`, White and Black play a move each (the board is posted after each), then
/// Black resigns: White wins over the board.
async fn black_resigns(fake: &FakeDiscord, thread: u64, (white, black): (u64, u64)) {
    let before = fake.created_messages(thread).len();
    say(fake, white, thread, "e4").await;
    posts_in(fake, thread, before + 1).await;
    say(fake, black, thread, "e5").await;
    posts_in(fake, thread, before + 2).await;
    resigns(fake, thread, black).await;
}

/// The standings image attached to a post, decoded: (width, height).
fn standings_png(r: &Recorded) -> (usize, usize) {
    png_size(r, |n| n.ends_with("standings.png"))
        .unwrap_or_else(|| panic!("a standings image in {}", r.json))
}

/// Whether the announcement's Join button is disabled and its Standings button is not.
fn over_buttons(body: &Value) -> bool {
    let buttons = components(body);
    let disabled = |prefix: &str| {
        buttons
            .iter()
            .find(|b| {
                b["custom_id"]
                    .as_str()
                    .is_some_and(|c| c.starts_with(prefix))
            })
            .map(|b| b["disabled"] == Value::Bool(true))
    };
    disabled("ck:t-join:") == Some(true)
        && disabled("ck:t-leave:") == Some(true)
        && disabled("ck:t-standings:") == Some(false)
}

/// An arena in English: four players (three by the Join button, one by typing the
/// command the announcement names), a moderator's start, two games in two threads, a
/// no-show forfeit, a withdrawal, re-pairing, standings as an image, and the end.
#[tokio::test]
async fn an_arena_runs_on_discord_from_announcement_to_podium() {
    let (scene, clock) = start().await;

    let (message, id, posted) = create(
        &scene,
        7001,
        json!([
            string("format", "arena"),
            string("ruleset", "chess"),
            string("clock", "60+0"),
            string("minutes", "30"),
            string("start", "10m"),
            string("noshow", "3"),
        ]),
    )
    .await;
    let text = posted.content().unwrap_or_default().to_string();
    assert!(text.contains("arena"), "{text}");
    assert!(
        text.contains("<t:"),
        "the start as a Discord timestamp: {text}"
    );
    // The announcement names the command to type.
    let typed = text
        .split('`')
        .find(|s| s.starts_with("tournament join"))
        .unwrap_or_else(|| panic!("a command to type: {text}"))
        .to_string();

    for (k, user) in [ALICE, BOB, CAROL].into_iter().enumerate() {
        press(
            &scene,
            7100 + k as u64,
            user,
            &format!("ck:t-join:{id}"),
            CHANNEL,
            false,
        )
        .await;
        let answer = scene.answer_to(7100 + k as u64).await;
        assert!(is_ephemeral(&answer), "{}", answer.json);
        assert!(
            answer
                .content()
                .unwrap_or_default()
                .contains(&format!("#{id}")),
            "{}",
            answer.json
        );
    }
    let edits = scene.edits(CHANNEL).len();
    say(&scene, DAVE, CHANNEL, &format!("!{typed}")).await;
    // The announcement shows the four, in one edit or a few, with no new post.
    let posts = scene.created_messages(CHANNEL).len();
    edited_to(&scene, message, edits, &["Players (4)", "alice", "bob"]).await;
    assert_eq!(
        scene.created_messages(CHANNEL).len(),
        posts,
        "edited, not posted"
    );

    // carol withdraws before the start; the announcement follows.
    let edits = scene.edits(CHANNEL).len();
    press(
        &scene,
        7110,
        CAROL,
        &format!("ck:t-leave:{id}"),
        CHANNEL,
        false,
    )
    .await;
    scene.answer_to(7110).await;
    edited_to(&scene, message, edits, &["Players (3)"]).await;
    let edits = scene.edits(CHANNEL).len();
    say(&scene, CAROL, CHANNEL, "!tournament join").await;
    edited_to(&scene, message, edits, &["Players (4)"]).await;

    // The moderator starts it now: two games, each in its own thread, one pairings post.
    let before = scene.created_messages(CHANNEL).len();
    let edits = scene.edits(CHANNEL).len();
    let started = tournament(&scene, 7002, CAROL, "start", None, MODERATOR).await;
    let said = started.content().unwrap_or_default();
    assert!(said.contains("has started with 4 players"), "{said}");
    let pairings = post_with(&scene, before, "new games").await;
    let first = games_of(&pairings);
    assert_eq!(first.len(), 2, "{}", pairings["content"]);
    let threads = threads_of(&scene, 2).await;
    edited_to(&scene, message, edits, &["It runs until <t:"]).await;

    // One game is played and won; in the other, the player to move never moves.
    let mut games = first.iter();
    let (&played, &played_by) = games.next().expect("a game");
    let (&idle, &(idle_white, _)) = games.next().expect("another game");
    black_resigns(&scene, threads[&played], played_by).await;
    let before = scene.created_messages(CHANNEL).len();
    clock.advance(3 * MINUTE + SECOND);
    // The no-show is read in the idle game's thread.
    let idle_posts = scene.created_messages(threads[&idle]).len();
    posts_in(&scene, threads[&idle], idle_posts + 1).await;
    let forfeit = scene.created_messages(threads[&idle]);
    let said = forfeit
        .last()
        .and_then(|m| m["content"].as_str())
        .unwrap_or_default();
    assert!(said.contains(&format!("<@{idle_white}>")), "{said}");

    // The four are paired again, never with the opponent just met.
    let again = games_of(&post_with(&scene, before, "new games").await);
    assert_eq!(again.len(), 2, "{again:?}");
    for (w, b) in again.values() {
        assert!(
            !first
                .values()
                .any(|(x, y)| (x, y) == (w, b) || (x, y) == (b, w)),
            "{again:?} after {first:?}"
        );
    }
    let threads = threads_of(&scene, 4).await;

    // dave withdraws: his game goes on, he is paired no more; the standings on request
    // come privately with their image.
    assert!(again.values().any(|(w, b)| *w == DAVE || *b == DAVE));
    say(&scene, DAVE, CHANNEL, "!tournament leave").await;
    let standings = tournament(&scene, 7120, BOB, "standings", None, "0").await;
    assert!(is_ephemeral(&standings), "{}", standings.json);
    let (w, h) = standings_png(&standings);
    assert!(w >= 360 && h >= 150, "{w}x{h}");

    // Time runs out while the games run: they finish and count, then the podium.
    for (game, &(white, black)) in &again {
        let thread = threads[game];
        let before = scene.created_messages(thread).len();
        say(&scene, white, thread, "e4").await;
        posts_in(&scene, thread, before + 1).await;
        say(&scene, black, thread, "e5").await;
        posts_in(&scene, thread, before + 2).await;
    }
    let edits = scene.edits(CHANNEL).len();
    clock.advance(30 * MINUTE);
    let before = scene.created_messages(CHANNEL).len();
    for (game, &(_, black)) in &again {
        resigns(&scene, threads[game], black).await;
    }
    post_with(&scene, before, "is over").await;
    let end = request_with(&scene, "is over").await;
    let (w, h) = standings_png(&end);
    assert!(w >= 360 && h >= 150, "{w}x{h}");
    assert!(
        scene
            .created_messages(CHANNEL)
            .iter()
            .skip(before)
            .all(|m| !m["content"]
                .as_str()
                .unwrap_or_default()
                .contains("new games")),
        "nobody is paired after the end"
    );
    let body = edited_to(&scene, message, edits, &["It is over:", "won."]).await;
    assert!(over_buttons(&body), "{body}");
    // Nobody can join any more (the fake refuses disabled buttons).
    assert_eq!(scene.pressable(&format!("ck:t-join:{id}")), Some(false));
    scene.finish(&[]).await;
}

/// A fifth user.
const ERIN: u64 = 2004;

/// `user` asks to complete the tournament option of `/tournament join` from `typed`
/// (interaction `iid`): returns the choices offered, (name, value).
async fn completions(
    fake: &FakeDiscord,
    iid: u64,
    user: u64,
    typed: &str,
) -> Vec<(String, String)> {
    let options = json!([{"name": "join", "type": 1, "options": [
        {"name": "tournament", "type": 3, "value": typed, "focused": true},
    ]}]);
    let mut i = fake_discord::payloads::slash_command("tournament", options, user, "0");
    i["type"] = json!(4);
    // A French Discord client: the choices are shown in French.
    i["locale"] = json!("fr");
    let i = fake_discord::payloads::with_id(fake_discord::payloads::in_channel(i, CHANNEL), iid);
    fake.dispatch("INTERACTION_CREATE", i).await;
    let answer = fake.answer_to(iid).await;
    assert_eq!(answer.json["type"], json!(8), "{}", answer.json);
    answer.json["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or_default().to_string(),
                c["value"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// A Swiss in French: four players join (button, the typed words of the announcement,
/// the slash command with its completed tournament option); round 1 has two games, one
/// won over the board and one lost by a no-show, while a player withdraws; round 2 pairs
/// the three left (one bye); standings after each round as images; the end edits the
/// announcement with the winner.
#[tokio::test]
async fn a_swiss_runs_on_discord_in_french() {
    let (scene, clock) = start().await;
    server_language(&scene, "fr").await;

    let (message, id, posted) = create(
        &scene,
        7201,
        json!([
            string("format", "swiss"),
            string("ruleset", "chess"),
            string("clock", "60+0"),
            string("rounds", "2"),
            string("noshow", "3"),
        ]),
    )
    .await;
    let text = posted.content().unwrap_or_default().to_string();
    assert!(text.contains("Suisse") || text.contains("suisse"), "{text}");
    let typed = text
        .split('`')
        .find(|s| s.starts_with("tournoi rejoindre"))
        .unwrap_or_else(|| panic!("a French command to type: {text}"))
        .to_string();

    // The tournament option is completed with this one.
    let offered = completions(&scene, 7202, DAVE, "").await;
    assert_eq!(offered.len(), 1, "{offered:?}");
    assert_eq!(offered[0].1, format!("#{id}"));
    assert!(
        offered[0].0.contains("inscriptions ouvertes"),
        "{offered:?}"
    );
    assert!(completions(&scene, 7203, DAVE, "#99").await.is_empty());

    let edits = scene.edits(CHANNEL).len();
    press(
        &scene,
        7204,
        ALICE,
        &format!("ck:t-join:{id}"),
        CHANNEL,
        false,
    )
    .await;
    // A private answer follows the asker's Discord client (English here); a typed
    // command's, the server's language.
    let joined = scene.answer_to(7204).await;
    assert!(
        joined.content().unwrap_or_default().contains("You are in"),
        "{}",
        joined.json
    );
    say(&scene, BOB, CHANNEL, &format!("!{typed}")).await;
    told(&scene, BOB, "Vous êtes inscrit").await;
    let joined = tournament(&scene, 7205, DAVE, "join", Some(&offered[0].1), "0").await;
    assert!(is_ephemeral(&joined), "{}", joined.json);
    press(
        &scene,
        7206,
        ERIN,
        &format!("ck:t-join:{id}"),
        CHANNEL,
        false,
    )
    .await;
    scene.answer_to(7206).await;
    edited_to(&scene, message, edits, &["Joueurs (4)", "alice", "bob"]).await;

    // Started by the moderator: round 1, two games in two threads.
    let before = scene.created_messages(CHANNEL).len();
    let edits = scene.edits(CHANNEL).len();
    let started = tournament(&scene, 7207, CAROL, "start", None, MODERATOR).await;
    let said = started.content().unwrap_or_default();
    assert!(said.contains("commence avec 4 joueurs"), "{said}");
    let round1 = games_of(&post_with(&scene, before, "ronde 1 sur 2").await);
    assert_eq!(round1.len(), 2, "{round1:?}");
    let threads = threads_of(&scene, 2).await;
    edited_to(&scene, message, edits, &["Ronde 1 sur 2"]).await;

    // One game is played; erin withdraws (her game still counts); in the other game the
    // player to move never moves and loses by forfeit.
    let mut games = round1.iter();
    let (&played, &(white, black)) = games.next().expect("a game");
    let (&idle, &(idle_white, _)) = games.next().expect("another game");
    let before_moves = scene.created_messages(threads[&played]).len();
    say(&scene, white, threads[&played], "e4").await;
    posts_in(&scene, threads[&played], before_moves + 1).await;
    say(&scene, black, threads[&played], "e5").await;
    posts_in(&scene, threads[&played], before_moves + 2).await;
    say(&scene, ERIN, CHANNEL, "!tournoi quitter").await;
    told(&scene, ERIN, "Vous avez quitté le tournoi").await;
    let idle_posts = scene.created_messages(threads[&idle]).len();
    let before = scene.created_messages(CHANNEL).len();
    clock.advance(3 * MINUTE + SECOND);
    posts_in(&scene, threads[&idle], idle_posts + 1).await;
    let forfeit = scene.created_messages(threads[&idle]);
    let said = forfeit
        .last()
        .and_then(|m| m["content"].as_str())
        .unwrap_or_default()
        .to_string();
    assert!(said.contains(&format!("<@{idle_white}>")), "{said}");
    let thread = threads[&played];
    let before_resign = scene.created_messages(thread).len();
    say(&scene, black, thread, "abandonner").await;
    told(&scene, black, "voulez-vous vraiment abandonner").await;
    say(&scene, black, thread, "confirmer").await;
    posts_in(&scene, thread, before_resign + 1).await;

    // Round 1 is complete: its standings as an image, then round 2 for the three left.
    post_with(&scene, before, "après la ronde 1").await;
    let standings = request_with(&scene, "après la ronde 1").await;
    let (w, h) = standings_png(&standings);
    assert!(w >= 360 && h >= 150, "{w}x{h}");
    let round2_post = post_with(&scene, before, "ronde 2 sur 2").await;
    let round2 = games_of(&round2_post);
    assert_eq!(round2.len(), 1, "{}", round2_post["content"]);
    let content = round2_post["content"].as_str().unwrap_or_default();
    assert!(content.contains("exempt"), "{content}");
    assert!(!content.contains(&format!("<@{ERIN}>")), "{content}");
    for (w, b) in round2.values() {
        assert!(
            !round1.values().any(|p| *p == (*w, *b) || *p == (*b, *w)),
            "no rematch: {round2:?} after {round1:?}"
        );
    }

    // Round 2 is played; the end: the podium with the final standings, the
    // announcement shows the winner, Join and Leave disabled.
    let threads = threads_of(&scene, 3).await;
    let (&last, &(white, black)) = round2.iter().next().expect("a game");
    let thread = threads[&last];
    let before_moves = scene.created_messages(thread).len();
    say(&scene, white, thread, "e4").await;
    posts_in(&scene, thread, before_moves + 1).await;
    say(&scene, black, thread, "e5").await;
    posts_in(&scene, thread, before_moves + 2).await;
    let before = scene.created_messages(CHANNEL).len();
    let edits = scene.edits(CHANNEL).len();
    say(&scene, black, thread, "abandonner").await;
    told(&scene, black, "voulez-vous vraiment abandonner").await;
    say(&scene, black, thread, "confirmer").await;
    post_with(&scene, before, "est terminé. Vainqueur").await;
    let end = request_with(&scene, "est terminé. Vainqueur").await;
    standings_png(&end);
    let body = edited_to(
        &scene,
        message,
        edits,
        &["Il est terminé\u{a0}:", "l’a emporté"],
    )
    .await;
    assert!(over_buttons(&body), "{body}");
    scene.finish(&[]).await;
}
