//! Team games end to end on the loopback fake Discord (issue 39), the real serenity
//! client: a team challenge posted with its Join White / Join Black / Start buttons, a
//! side joined by button (answered privately, the post edited in place) and one by the
//! typed words the post prints, the start by button with the game's thread, votes typed
//! in the thread (each acknowledged by a reaction, or by DM without Add Reactions; nothing
//! posted per vote), and each decided
//! move posted with its tally and board; a Chakart team game whose teams vote their
//! stealth moves in private threads (members only) that the other team never sees, and
//! the same without Create Private Threads. In English and in French.

mod fake_discord;

use axum::http::Method;
use fake_discord::bot::*;
use fake_discord::payloads::{ALICE, BOB, CHANNEL};
use fake_discord::FakeDiscord;
use serde_json::{json, Value};
use std::time::Duration;

/// Waits until an edit of a message in `channel` says `needle`.
async fn edited_with(fake: &FakeDiscord, channel: u64, needle: &str) {
    for _ in 0..500 {
        if fake
            .edits(channel)
            .iter()
            .any(|(_, j)| j["content"].as_str().unwrap_or_default().contains(needle))
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!(
        "no edit in {channel} says {needle}: {:?}",
        fake.edits(channel)
    );
}

/// The private answer to interaction `id`: its ephemeral response, or (the press also
/// edits the message it is on: an update acknowledged with type 6) its ephemeral
/// follow-up; its text.
async fn private_answer(fake: &FakeDiscord, id: u64) -> String {
    let answer = fake.answer_to(id).await;
    let answer = if answer.json["type"] == 6 {
        fake.expect_request(Method::POST, followup_of(id)).await
    } else {
        answer
    };
    assert!(is_ephemeral(&answer), "{}", answer.json);
    answer
        .json
        .pointer("/data/content")
        .or_else(|| answer.json.get("content"))
        .and_then(|c| c.as_str())
        .unwrap_or_default()
        .to_string()
}

/// The custom id among `ids` that starts with `prefix`.
fn id_with(ids: &[String], prefix: &str) -> String {
    ids.iter()
        .find(|c| c.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} in {ids:?}"))
        .clone()
}

/// Waits for the ✅ the bot puts on the vote `message` typed in `channel`.
async fn counted(fake: &FakeDiscord, channel: u64, message: u64) {
    fake.expect_request(Method::PUT, |p| {
        p.starts_with(&format!(
            "/channels/{channel}/messages/{message}/reactions/"
        ))
    })
    .await;
}

/// The next message the bot posts in `channel`; its text.
async fn next_post(fake: &FakeDiscord, channel: u64) -> (String, fake_discord::Recorded) {
    let r = fake.posted_in(channel).await;
    (r.content().unwrap_or_default().to_string(), r)
}

#[tokio::test]
async fn a_team_game_on_discord_in_english() {
    let scene = Scene::start().await;

    say(&scene, ALICE, CHANNEL, "!challenge chess team vote=30s").await;
    let (text, post) = next_post(&scene, CHANNEL).await;
    assert!(text.contains("Team game #"), "{text}");
    assert!(text.contains("`team join black`"), "{text}");
    let labels = labels(&post);
    for l in ["Join White", "Join Black", "Leave", "Start", "Withdraw"] {
        assert!(labels.contains(&l.to_string()), "{labels:?}");
    }
    let ids = custom_ids(&post);

    // bob joins Black by button: told privately, the post edited in place.
    press(
        &scene,
        901,
        BOB,
        &id_with(&ids, "ck:team-black:"),
        CHANNEL,
        false,
    )
    .await;
    let answer = private_answer(&scene, 901).await;
    assert!(answer.contains("You joined the Black team"), "{answer}");
    edited_with(&scene, CHANNEL, "Black: whoever joins (<@2001>)").await;
    // carol joins White by the words the post prints.
    say(&scene, CAROL, CHANNEL, "team join white").await;
    edited_with(&scene, CHANNEL, "(<@2000>, <@2002>)").await;

    // alice starts it (the fake's button presses come with every permission: anyone
    // pressing is a moderator there, and the host tests cover the refusal).
    press(
        &scene,
        903,
        ALICE,
        &id_with(&ids, "ck:team-start:"),
        CHANNEL,
        false,
    )
    .await;
    scene.answer_to(903).await;
    let (started, start) = next_post(&scene, CHANNEL).await;
    assert!(
        started.contains("the White team against the Black team,"),
        "{started}"
    );
    board_png(&start);
    let thread = scene.wait_thread(1).await;
    assert!(
        started.contains("The White team votes on its move"),
        "{started}"
    );
    next_post(&scene, thread).await;

    // Votes in the thread: acknowledged by a reaction on the vote (no DM), nothing
    // posted until the vote closes.
    let typed = say(&scene, ALICE, thread, "e4").await;
    counted(&scene, thread, typed).await;
    assert_eq!(scene.reactions(thread), vec![(typed, "✅".to_string())]);
    assert!(scene.dm_channel(ALICE).is_none(), "no DM for a vote");
    assert_eq!(
        boards_in(&scene, thread),
        0,
        "a vote posts nothing in the thread"
    );
    say(&scene, CAROL, thread, "e4").await;
    let (turn, post) = next_post(&scene, thread).await;
    assert!(turn.contains("White's vote (2 votes): e4 ×2"), "{turn}");
    assert!(turn.contains("the White team played e4"), "{turn}");
    assert!(turn.contains("The Black team votes"), "{turn}");
    board_png(&post);
    assert!(
        post.json["allowed_mentions"]["users"]
            .as_array()
            .is_none_or(|u| u.is_empty()),
        "a team has nobody to ping: {}",
        post.json
    );
    say(&scene, BOB, thread, "e5").await;
    let (turn, _) = next_post(&scene, thread).await;
    assert!(turn.contains("Black's vote (1 vote): e5 ×1"), "{turn}");
    scene.stop().await;
}

#[tokio::test]
async fn a_team_game_on_discord_in_french() {
    let scene = Scene::start().await;
    server_language(&scene, "fr").await;

    say(&scene, ALICE, CHANNEL, "!défi échecs équipe").await;
    let (text, post) = next_post(&scene, CHANNEL).await;
    let text = text.replace(['\u{a0}', '\u{202f}'], " ");
    assert!(text.contains("Partie en équipe"), "{text}");
    assert!(text.contains("`équipe rejoindre noirs`"), "{text}");
    assert!(labels(&post).contains(&"Rejoindre les noirs".to_string()));
    let ids = custom_ids(&post);
    say(&scene, BOB, CHANNEL, "équipe rejoindre noirs").await;
    edited_with(&scene, CHANNEL, "(<@2001>)").await;
    press(
        &scene,
        911,
        ALICE,
        &id_with(&ids, "ck:team-start:"),
        CHANNEL,
        false,
    )
    .await;
    scene.answer_to(911).await;
    let (started, _) = next_post(&scene, CHANNEL).await;
    assert!(
        started.contains("L’équipe des blancs vote son coup"),
        "{started}"
    );
    let thread = scene.wait_thread(1).await;
    next_post(&scene, thread).await;
    // Without Add Reactions, a vote is acknowledged by DM, in the server's language.
    scene.deny(CHANNEL, fake_discord::strict::ADD_REACTIONS);
    say(&scene, ALICE, thread, "Cf3").await;
    let ack = dm_post(&scene, ALICE).await;
    let ack = ack
        .content()
        .unwrap_or_default()
        .replace(['\u{a0}', '\u{202f}'], " ");
    assert!(ack.contains("votre vote pour Cf3 compte"), "{ack}");
    assert!(scene.reactions(thread).is_empty());
    let (turn, _) = next_post(&scene, thread).await;
    let turn = turn.replace(['\u{a0}', '\u{202f}'], " ");
    assert!(turn.contains("vote des blancs (1 vote) : Cf3 ×1"), "{turn}");
    assert!(turn.contains("l’équipe des blancs a joué Cf3"), "{turn}");
    say(&scene, BOB, thread, "d5").await;
    let (turn, _) = next_post(&scene, thread).await;
    assert!(turn.contains("l’équipe des noirs a joué d5"), "{turn}");
    scene.stop().await;
}

/// The text of every message `user` can see, and whether any of them carries a file
/// posted in `channel`.
fn seen_by(fake: &FakeDiscord, user: u64) -> Vec<fake_discord::strict::Shown> {
    fake.shown()
        .into_iter()
        .filter(|s| s.seen_by(user))
        .collect()
}

/// What a Chakart team game on Discord types and reads, in one language.
struct Words {
    lang: &'static str,
    challenge: &'static str,
    start: &'static str,
    knight: &'static str,
    stealth: &'static str,
    /// The stealth move as the queen's SAN (what must never reach the other team).
    queen_move: &'static str,
    begins: &'static str,
    hello: &'static str,
    example: &'static str,
    no_room: &'static str,
    permission: &'static str,
    hidden: &'static str,
    own: &'static str,
}

const ENGLISH: Words = Words {
    lang: "en",
    challenge: "!challenge chakart team white=<@2000>,<@2002> black=<@2001> vote=1m start=0",
    start: "team start",
    knight: "Na6",
    stealth: "stealth d1d2",
    queen_move: "Qd2",
    begins: "begins: Chakart, the White team against the Black team,",
    hello: "private room of the White team",
    example: "`stealth Qh5`",
    no_room: "could not open a private thread",
    permission: "Create Private Threads",
    hidden: "Q??",
    own: "own board of the White team",
};

const FRENCH: Words = Words {
    lang: "fr",
    challenge: "!défi chakart équipe blancs=<@2000>,<@2002> noirs=<@2001> vote=1m départ=0",
    start: "équipe lancer",
    knight: "Ca6",
    stealth: "furtif d1d2",
    queen_move: "Dd2",
    begins: "commence : Chakart, l’équipe des blancs contre l’équipe des noirs,",
    hello: "salon privé de l’équipe des blancs",
    example: "`furtif Dh5`",
    no_room: "pas pu ouvrir de fil privé",
    permission: "Créer des fils privés",
    hidden: "D??",
    own: "le plateau de l’équipe des blancs",
};

/// French typography's no-break spaces as plain ones.
fn plain_spaces(text: String) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
}

/// A Chakart team game on Discord: each team gets a private thread of the game's channel
/// with its members only; the White team votes its stealth move there (typed in the
/// public thread it is deleted), the game's thread reads `Q??`, and the White team's
/// thread gets its own board; nothing Black's member can see shows the queen's square.
/// Without Create Private Threads, the team's secrets go to its members by DM and the
/// channel is told why, once.
async fn chakart_team_secrets(private_threads: bool, w: &Words) {
    let scene = Scene::start().await;
    if w.lang != "en" {
        server_language(&scene, w.lang).await;
    }
    if !private_threads {
        scene.deny(CHANNEL, fake_discord::strict::CREATE_PRIVATE_THREADS);
    }
    assert_eq!(
        (ALICE, BOB, CAROL),
        (2000, 2001, 2002),
        "the ids the challenges name"
    );
    say(&scene, ALICE, CHANNEL, w.challenge).await;
    next_post(&scene, CHANNEL).await;
    say(&scene, ALICE, CHANNEL, w.start).await;
    let (started, _) = next_post(&scene, CHANNEL).await;
    let started = plain_spaces(started);
    assert!(started.contains(w.begins), "{started}");
    let thread = scene.wait_thread(1).await;
    next_post(&scene, thread).await;
    let (white, black) = if private_threads {
        let white = scene.wait_thread(2).await;
        let black = scene.wait_thread(3).await;
        let (hello, _) = next_post(&scene, white).await;
        let hello = plain_spaces(hello);
        assert!(hello.contains(w.hello), "{hello}");
        assert!(hello.contains(w.example), "{hello}");
        next_post(&scene, black).await;
        assert_eq!(
            scene.private_threads(),
            [(CHANNEL, white), (CHANNEL, black)],
            "both in the game's text channel"
        );
        let bot_id = fake_discord::APP_ID;
        assert_eq!(
            scene.thread_members(white),
            Some([bot_id, ALICE, CAROL].into_iter().collect())
        );
        assert_eq!(
            scene.thread_members(black),
            Some([bot_id, BOB].into_iter().collect())
        );
        (Some(white), Some(black))
    } else {
        let (told, _) = next_post(&scene, CHANNEL).await;
        let told = plain_spaces(told);
        assert!(told.contains(w.no_room), "{told}");
        assert!(told.contains(w.permission), "{told}");
        assert!(scene.private_threads().is_empty());
        (None, None)
    };
    for (user, mv) in [(ALICE, "d4"), (CAROL, "d4")] {
        let typed = say(&scene, user, thread, mv).await;
        counted(&scene, thread, typed).await;
    }
    next_post(&scene, thread).await;
    let typed = say(&scene, BOB, thread, w.knight).await;
    counted(&scene, thread, typed).await;
    next_post(&scene, thread).await;

    // Typed in the game's public thread, the secret is deleted.
    let typed = say(&scene, ALICE, thread, w.stealth).await;
    scene
        .expect_request(Method::DELETE, |p| {
            p == format!("/channels/{thread}/messages/{typed}")
        })
        .await;
    dm_post(&scene, ALICE).await;
    if let Some(white) = white {
        for user in [CAROL, ALICE] {
            say(&scene, user, white, w.stealth).await;
        }
        let (turn, post) = next_post(&scene, thread).await;
        assert!(turn.contains(w.hidden), "{turn}");
        assert!(!turn.contains("d2"), "{turn}");
        board_png(&post);
        let (own, board) = next_post(&scene, white).await;
        let own = plain_spaces(own);
        assert!(own.contains(w.own), "{own}");
        assert!(own.contains("d2"), "{own}");
        board_png(&board);
        assert!(black.is_some());
    } else {
        assert!(
            scene.dm_channel(CAROL).is_none(),
            "no DM for carol (her votes are acknowledged by reactions): no hello for a \
             missing room"
        );
    }
    // Nothing Black's member can see names the queen's square.
    for shown in seen_by(&scene, BOB) {
        assert!(!shown.content.contains("d1d2"), "{}", shown.content);
        assert!(!shown.content.contains(w.queen_move), "{}", shown.content);
        assert!(Some(shown.channel) != white, "{}", shown.content);
    }
    let expected: &[&str] = if private_threads {
        &[]
    } else {
        &["no private room"]
    };
    scene.finish(expected).await;
}

#[tokio::test]
async fn a_chakart_team_keeps_its_secrets_in_its_private_thread() {
    chakart_team_secrets(true, &ENGLISH).await;
}

#[tokio::test]
async fn a_french_chakart_team_keeps_its_secrets_in_its_private_thread() {
    chakart_team_secrets(true, &FRENCH).await;
}

#[tokio::test]
async fn without_private_threads_a_team_is_told_why_and_nothing_leaks() {
    chakart_team_secrets(false, &ENGLISH).await;
}

/// The text of interaction `id`'s initial response.
async fn response_text(fake: &FakeDiscord, id: u64) -> (String, fake_discord::Recorded) {
    let r = fake.answer_to(id).await;
    let text = r.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    (text, r)
}

/// `/challenge` sets up a team game without typing (a server without the message
/// content intent): `team` alone opens both sides; `white` / `black` name a side's
/// players (the spaces a user puts after the commas are no trouble) or leave it open,
/// and `vote` sets the window; `team: false` is an ordinary challenge.
#[tokio::test]
async fn slash_challenge_sets_up_a_team_game() {
    let scene = Scene::start().await;

    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "team", "type": 5, "value": true},
        {"name": "vote", "type": 3, "value": "2m"}
    ]);
    slash(&scene, 951, ALICE, CHANNEL, "challenge", options, "0").await;
    let (text, post) = response_text(&scene, 951).await;
    assert!(text.contains("Team game #"), "{text}");
    assert!(text.contains("each vote open 2 min"), "{text}");
    assert!(!is_ephemeral(&post), "a team challenge is public");
    assert!(labels(&post).contains(&"Join White".to_string()));
    answer_read_back(&scene, 951).await;

    let options = json!([
        {"name": "ruleset", "type": 3, "value": "koopa"},
        {"name": "white", "type": 3, "value": format!("<@{ALICE}>, <@{CAROL}>")},
        {"name": "black", "type": 3, "value": "open"}
    ]);
    slash(&scene, 952, BOB, CHANNEL, "challenge", options, "0").await;
    let (text, _) = response_text(&scene, 952).await;
    assert!(text.contains("Team game #"), "{text}");
    assert!(
        text.contains(&format!("White: <@{ALICE}>, <@{CAROL}>")),
        "{text}"
    );
    assert!(text.contains("Black: whoever joins"), "{text}");
    answer_read_back(&scene, 952).await;

    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "team", "type": 5, "value": false}
    ]);
    slash(&scene, 953, CAROL, CHANNEL, "challenge", options, "0").await;
    let (text, post) = response_text(&scene, 953).await;
    assert!(!text.contains("Team game"), "{text}");
    assert!(
        custom_ids(&post).iter().any(|c| c.contains("accept")),
        "{text}"
    );
    scene.finish(&[]).await;
}

/// The fake refuses command registrations Discord refuses: a required option after an
/// optional one, choices on a boolean, a description over 100 characters, 26 options.
#[test]
fn the_fake_refuses_what_discord_refuses_to_register() {
    use fake_discord::strict::commands_fit;
    let option = |name: &str, kind: u64, required: bool| json!({"name": name, "description": "d", "type": kind, "required": required});
    let command =
        |options: Vec<Value>| json!([{"name": "go", "description": "d", "options": options}]);
    assert!(commands_fit(&command(vec![option("a", 3, true), option("b", 5, false)])).is_ok());
    let mut boolean = option("b", 5, false);
    boolean["choices"] = json!([{"name": "yes", "value": "yes"}]);
    let long = json!({"name": "c", "description": "x".repeat(101), "type": 3});
    let many = (0..26)
        .map(|i| option(&format!("o{i}"), 3, false))
        .collect();
    for refused in [
        command(vec![option("a", 3, false), option("b", 3, true)]),
        command(vec![boolean]),
        command(vec![long]),
        command(many),
        command(vec![option("Upper", 3, false)]),
    ] {
        let (status, body) = commands_fit(&refused).expect_err("refused");
        assert_eq!(
            (status, body["code"].clone()),
            (400, json!(50035)),
            "{refused}"
        );
    }
}

/// A crowd joining a team challenge at once, while Discord holds the post's edits back
/// (a rate limit): the edits coalesce, the post is edited a few times rather than once per
/// member, and its last edit names everyone.
#[tokio::test]
async fn a_crowd_joining_at_once_costs_a_few_edits_of_the_post() {
    let scene = Scene::start().await;
    say(&scene, ALICE, CHANNEL, "!challenge chess team vote=30s").await;
    next_post(&scene, CHANNEL).await;
    let post_id: u64 = scene.created_messages(CHANNEL)[0]["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("the post's id");
    // One join first: the bot knows the post's message by then.
    say(&scene, BOB, CHANNEL, "team join black").await;
    edited_with(&scene, CHANNEL, "(<@2001>)").await;
    let before = scene.edits(CHANNEL).len();

    scene.fail_next(
        Method::PATCH,
        move |p| p == format!("/channels/{CHANNEL}/messages/{post_id}"),
        1,
        fake_discord::Failure::RateLimited,
    );
    // Ten join (the post names up to twelve), in whatever order the bot handles them.
    let crowd: Vec<u64> = (3000..3010).collect();
    for user in &crowd {
        say(&scene, *user, CHANNEL, "team join white").await;
    }
    let names_everyone = |fake: &FakeDiscord| {
        fake.edits(CHANNEL).last().is_some_and(|(_, j)| {
            let text = j["content"].as_str().unwrap_or_default();
            crowd.iter().all(|u| text.contains(&format!("<@{u}>")))
        })
    };
    for _ in 0..500 {
        if names_everyone(&scene) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(names_everyone(&scene), "{:?}", scene.edits(CHANNEL).last());
    let edits = scene.edits(CHANNEL).len() - before;
    assert!(
        edits < crowd.len() / 2,
        "{edits} edits of the post for {} joins",
        crowd.len()
    );
    scene.stop().await;
}
