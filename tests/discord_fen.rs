//! End to end on the loopback fake Discord (issue 39): a game from a position, in English
//! by chat and in French by `/challenge … fen:`; the challenge's post carries the board of
//! the position (its PNG decoded: the pieces where the FEN puts them), a bad FEN is
//! refused privately naming the square, and the game plays to its unrated end.

mod fake_discord;

use chakbot::rules::{Color, Square};
use fake_discord::bot::*;
use fake_discord::payloads::{ALICE, BOB, CHANNEL};
use serde_json::json;

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

/// The board PNG of a challenge's post shows the FEN's position, not the start: b2 and
/// c3 empty alike (a pawn stands on b2 at the start), a pawn on g7 and f7 but none on e7
/// and d7 (all four hold one at the start). Squares away from the edges, where the
/// coordinates are drawn.
fn shows_the_position(png: &[u8]) {
    let at = |name: &str| {
        let square: Square = name.parse().expect("a square");
        square_middle(png, Color::White, square)
    };
    assert!(at("b2") == at("c3"), "b2 is empty like c3");
    assert!(at("g7") != at("e7"), "a pawn on g7, none on e7");
    assert!(at("f7") != at("d7"), "a pawn on f7, none on d7");
    assert!(at("g7") != at("c3"), "a pawn on g7");
}

#[tokio::test]
async fn a_game_from_a_position_by_chat_in_english() {
    let scene = Scene::start().await;

    // A pawn on the first rank: alice alone is told why, naming the square.
    say(
        &scene,
        ALICE,
        CHANNEL,
        "!challenge chess <@2001> fen=4k3/8/8/8/8/8/8/4KP2 w - - 0 1",
    )
    .await;
    let told = dm_post(&scene, ALICE).await;
    let text = told.content().unwrap_or_default();
    assert!(text.contains("a pawn stands on f1"), "{text}");

    say(
        &scene,
        ALICE,
        CHANNEL,
        &format!("!challenge chess <@2001> as white fen=`{MATE_IN_ONE}`"),
    )
    .await;
    let posted = scene.posted_in(CHANNEL).await;
    let text = posted.content().unwrap_or_default();
    assert!(
        text.contains(&format!(
            "From a custom position (unrated): `{MATE_IN_ONE}`"
        )),
        "{text}"
    );
    shows_the_position(&board_png(&posted));
    let accept = custom_ids(&posted)
        .into_iter()
        .find(|c| c.starts_with("ck:accept:"))
        .expect("an accept button");
    press(&scene, 71, BOB, &accept, CHANNEL, false).await;
    scene.answer_to(71).await;
    let started = scene.posted_in(CHANNEL).await;
    let text = started.content().unwrap_or_default();
    assert!(
        text.contains("starts from a custom position: it is unrated"),
        "{text}"
    );
    shows_the_position(&board_png(&started));
    let (thread, _) = scene.greeted_thread(1).await;
    say(&scene, ALICE, thread, "Ra8#").await;
    let mated = scene.posted_in(thread).await;
    let text = mated.content().unwrap_or_default();
    assert!(text.contains("checkmate"), "{text}");
    assert!(
        text.contains("custom position: it is unrated (no rating change)"),
        "{text}"
    );
    scene.finish(&[]).await;
}

#[tokio::test]
async fn a_game_from_a_position_by_slash_command_in_french() {
    let scene = Scene::start().await;
    server_language(&scene, "fr").await;

    // A typed challenge carries no locale: alice is told in the server's French.
    say(
        &scene,
        ALICE,
        CHANNEL,
        "!défi échecs <@2001> fen=4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
    )
    .await;
    let told = dm_post(&scene, ALICE).await;
    let text = told.content().unwrap_or_default().replace('’', "'");
    assert!(
        text.contains("les noirs sont en échec alors que c'est aux blancs de jouer"),
        "{text}"
    );

    // An open challenge by the slash command's `fen` option: colours drawn at acceptance,
    // so the board names the sides.
    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "fen", "type": 3, "value": MATE_IN_ONE},
    ]);
    slash(&scene, 81, ALICE, CHANNEL, "challenge", options, "0").await;
    let posted = scene.answer_to(81).await;
    assert!(!is_ephemeral(&posted), "{}", posted.json);
    let text = posted.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .replace('\u{a0}', " ");
    let line = format!("Depuis une position choisie (partie non classée) : `{MATE_IN_ONE}`");
    assert!(text.contains(&line), "{text}");
    shows_the_position(&board_png(&posted));
    let accept = custom_ids(&posted)
        .into_iter()
        .find(|c| c.starts_with("ck:accept:"))
        .expect("an accept button");
    answer_read_back(&scene, 81).await;
    press(&scene, 82, BOB, &accept, CHANNEL, false).await;
    scene.answer_to(82).await;
    let started = scene.posted_in(CHANNEL).await;
    let text = started.content().unwrap_or_default().replace('\u{a0}', " ");
    assert!(
        text.contains("commence depuis une position choisie : elle n'est pas classée")
            || text.contains("commence depuis une position choisie : elle n’est pas classée"),
        "{text}"
    );
    scene.finish(&[]).await;
}
