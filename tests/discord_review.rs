//! End to end on the loopback fake Discord (issue 38): a finished game's Review button
//! asks for its review, which is posted in the game's thread with its evaluation graph
//! (a PNG, decoded here) and the board of the worst moment; a second request is answered
//! from the store at once; an ongoing game is refused; in English and in French. The
//! bare word `review` typed in the finished game's thread asks for it too.

mod fake_discord;

use axum::http::Method;
use fake_discord::bot::{
    board_png, custom_ids, decode_png, is_ephemeral, labels, png_size, say, server_language, Scene,
    CAROL,
};
use fake_discord::payloads::{self, ALICE, BOB, CHANNEL};
use fake_discord::{FakeDiscord, Recorded};
use serde_json::{json, Value};

/// The shared test scene, with a small review budget: a review is done in a moment.
async fn start() -> Scene {
    Scene::start_with(|config| config.host.review_ms_per_step = 2).await
}

/// The Discord client language of the readers of a story.
fn locale(french: bool) -> &'static str {
    if french {
        "fr"
    } else {
        "en-US"
    }
}

async fn slash(
    fake: &FakeDiscord,
    id: u64,
    (user, locale): (u64, &str),
    channel: u64,
    name: &str,
    options: Value,
) {
    let mut c = payloads::with_id(
        payloads::in_channel(
            payloads::slash_command(name, options, user, "8192"),
            channel,
        ),
        id,
    );
    c["locale"] = json!(locale);
    fake.dispatch("INTERACTION_CREATE", c).await;
}

async fn press(
    fake: &FakeDiscord,
    id: u64,
    (user, locale): (u64, &str),
    custom_id: &str,
    channel: u64,
) {
    let mut d = payloads::in_channel(payloads::button_click(custom_id, user, None), channel);
    d["locale"] = json!(locale);
    fake.dispatch("INTERACTION_CREATE", payloads::with_id(d, id))
        .await;
}

/// A chess game between alice and bob started by chat (the shared `chess_game` expects
/// the English greeting): its thread, once the bot greeted in it.
async fn game_in_thread(fake: &FakeDiscord) -> u64 {
    say(fake, ALICE, CHANNEL, "!challenge chess <@2001> as white").await;
    fake.posted_in(CHANNEL).await;
    say(fake, BOB, CHANNEL, "!accept").await;
    let started = fake.posted_in(CHANNEL).await;
    board_png(&started);
    let (thread, _) = fake.greeted_thread(1).await;
    thread
}

/// Plays `moves` in `thread`, White first; the last move's post.
async fn play(fake: &FakeDiscord, thread: u64, moves: &[&str]) -> Recorded {
    let mut last = None;
    for (i, mv) in moves.iter().enumerate() {
        let user = if i % 2 == 0 { ALICE } else { BOB };
        say(fake, user, thread, mv).await;
        last = Some(fake.posted_in(thread).await);
    }
    last.expect("a move")
}

/// The review's graph among a message's files, decoded: its width and height.
fn graph_of(r: &Recorded) -> (usize, usize) {
    png_size(r, is_graph).unwrap_or_else(|| panic!("a graph in {} {}", r.path, r.json))
}

/// Whether a file name is a review's graph's.
fn is_graph(name: &str) -> bool {
    name.starts_with("chakbot-review-") && !name.contains("worst")
}

/// Whether a message carries a review's graph.
fn is_review_post(r: &Recorded) -> bool {
    r.files
        .iter()
        .any(|f| f.filename.as_deref().is_some_and(is_graph))
}

const SCHOLAR: [&str; 7] = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"];

/// The whole story in one language: `title` starts the post, `ongoing` the refusal,
/// `queued` the answer to the button, `button` is its label.
async fn review_story(french: bool) {
    let scene = start().await;
    if french {
        server_language(&scene, "fr").await;
    }
    let (title, ongoing, queued, button) = if french {
        (
            "Analyse de la partie n°",
            "est encore en cours",
            "attend son tour",
            "Analyse",
        )
    } else {
        (
            "Review of game #",
            "is still being played",
            "is queued, next in line",
            "Review",
        )
    };
    let thread = game_in_thread(&scene).await;
    play(&scene, thread, &SCHOLAR[..2]).await;
    // The game is being played: `/review` is refused, privately, in the reader's language.
    slash(
        &scene,
        90,
        (CAROL, locale(french)),
        thread,
        "review",
        json!([]),
    )
    .await;
    let refusal = scene.answer_to(90).await;
    assert!(is_ephemeral(&refusal), "{}", refusal.json);
    let text = refusal.content().unwrap_or_default();
    assert!(text.contains(ongoing), "{text}");
    // Mate: the final board carries the Review button.
    let last = play(&scene, thread, &SCHOLAR[2..]).await;
    let review_id = custom_ids(&last)
        .into_iter()
        .find(|c| c.starts_with("ck:review:"))
        .unwrap_or_else(|| panic!("a review button: {}", last.json));
    assert!(labels(&last).contains(&button.to_string()), "{}", last.json);
    press(&scene, 91, (CAROL, locale(french)), &review_id, thread).await;
    let answer = scene.answer_to(91).await;
    assert!(is_ephemeral(&answer), "{}", answer.json);
    let text = answer.content().unwrap_or_default();
    assert!(text.contains(queued), "{text}");
    // The post comes in the thread: the text, the graph, then the worst moment.
    let post = scene.posted_in(thread).await;
    let content = post.content().unwrap_or_default().to_string();
    assert!(content.contains(title), "{content}");
    let (w, h) = graph_of(&post);
    assert!(w >= 320 && h >= 160, "{w}x{h}");
    let worst = scene.posted_in(thread).await;
    let board = worst
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.contains("worst")))
        .unwrap_or_else(|| panic!("the worst moment's board: {}", worst.json));
    decode_png(&board.bytes);
    let letters = if french { "Cf6" } else { "Nf6" };
    assert!(content.contains(letters), "{content}");
    // Asked again: answered at once from the store, the same post.
    slash(
        &scene,
        92,
        (ALICE, locale(french)),
        thread,
        "review",
        json!([]),
    )
    .await;
    let again = scene.answer_to(92).await;
    let served = if is_review_post(&again) {
        again
    } else {
        scene
            .expect_request(Method::POST, |p| {
                p == format!("/channels/{thread}/messages") || p == "/webhooks/1000/token-92"
            })
            .await
    };
    assert!(is_review_post(&served), "{}", served.json);
    assert_eq!(served.content().unwrap_or_default(), content);
    scene.finish(&[]).await;
}

#[tokio::test]
async fn a_review_by_button_in_english() {
    review_story(false).await;
}

#[tokio::test]
async fn a_review_by_button_in_french() {
    review_story(true).await;
}

/// The bare word `review`, typed in the thread of a finished game (no `!`, no mention),
/// asks for that game's review, posted in the thread; chat that only begins with the
/// word stays chat.
#[tokio::test]
async fn a_bare_review_typed_in_a_finished_games_thread() {
    let scene = start().await;
    let thread = game_in_thread(&scene).await;
    play(&scene, thread, &SCHOLAR).await;
    say(&scene, CAROL, thread, "review was a good idea").await;
    say(&scene, CAROL, thread, "review").await;
    let post = scene.posted_in(thread).await;
    assert!(is_review_post(&post), "{}", post.json);
    let content = post.content().unwrap_or_default();
    assert!(content.contains("Review of game #"), "{content}");
    // Only the review (its text and graph, then the worst moment) was posted there.
    scene.posted_in(thread).await;
    // Carol was answered once, privately: her request is queued; the chat got nothing.
    let dm = scene.dm_channel(CAROL).expect("carol's DMs");
    let answers = scene.created_messages(dm);
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert!(
        answers[0].to_string().contains("review is queued"),
        "{answers:?}"
    );
    scene.finish(&[]).await;
}
