//! A team of 200 voting within one window on the loopback fake Discord (issue 39), the
//! real serenity client: every vote is acknowledged (by DM, the only private answer to a
//! typed message), a vote delivered twice by the gateway counts once, a changed vote
//! replaces the first, none is lost; when the window closes the most voted move is
//! played, with the tally of every vote. It prints how long after the window's close the
//! move was posted (docs/PERFORMANCE.md, Team games).

mod fake_discord;

use axum::http::Method;
use fake_discord::bot::*;
use fake_discord::payloads::{self, BOB, CHANNEL};
use fake_discord::FakeDiscord;
use std::time::{Duration, Instant};

/// The team's members: 200 users of their own.
const MEMBERS: u64 = 200;
const FIRST_MEMBER: u64 = 10_000;
/// The voting window.
const WINDOW_S: u64 = 30;

/// Says `text` as `user` in `channel` with a message id of the test's choosing (so the
/// same message can be delivered twice).
async fn say_as(fake: &FakeDiscord, user: u64, channel: u64, text: &str, id: u64) {
    let m = payloads::with_id(
        payloads::in_channel(payloads::guild_message(user, text), channel),
        id,
    );
    fake.dispatch("MESSAGE_CREATE", m).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_members_vote_in_one_window() {
    let (_warnings, _guard) = Warnings::capture();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start_bot(&fake, dir.path()).await;

    // A listed team of 200 (one message, under Discord's 2000 characters) against bob.
    let members: Vec<u64> = (FIRST_MEMBER..FIRST_MEMBER + MEMBERS).collect();
    let list: Vec<String> = members.iter().map(|m| format!("<@{m}>")).collect();
    let challenge = format!(
        "!challenge chess team <@{BOB}> vote={WINDOW_S}s white={}",
        list.join(",")
    );
    assert!(challenge.chars().count() <= 2000, "{}", challenge.len());
    say(&fake, members[0], CHANNEL, &challenge).await;
    let post = fake
        .expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    let text = post.content().unwrap_or_default();
    assert!(text.contains("Team game #"), "{text}");
    assert!(text.contains(", 188 more. Black: <@2001>"), "a big team is counted: {text}");
    say(&fake, BOB, CHANNEL, "accept").await;
    fake.expect_request(Method::POST, channel_messages(CHANNEL))
        .await;
    let opened = Instant::now();
    let thread = fake.wait_thread(1).await;
    fake.expect_request(Method::POST, channel_messages(thread))
        .await;

    // 199 of the 200 vote (so the window, not the last vote, closes the ballot): e4 for
    // the first 120, d4 for the others; the first 20 of them are delivered twice; 10 of
    // the d4 voters change to e4 afterwards.
    let voters = &members[..MEMBERS as usize - 1];
    let mut ids = Vec::new();
    for (i, m) in voters.iter().enumerate() {
        let mv = if i < 120 { "e4" } else { "d4" };
        let id = payloads::id();
        ids.push(id);
        say_as(&fake, *m, thread, mv, id).await;
    }
    for (i, m) in voters.iter().enumerate().take(20) {
        let mv = if i < 120 { "e4" } else { "d4" };
        say_as(&fake, *m, thread, mv, ids[i]).await;
    }
    for m in &voters[120..130] {
        say_as(&fake, *m, thread, "e4", payloads::id()).await;
    }
    let cast = opened.elapsed();

    // Every vote acknowledged once by DM: 199 counted, 10 changed; the redeliveries are
    // dropped without an answer.
    let deadline = Instant::now() + Duration::from_secs(WINDOW_S + 30);
    let acks = loop {
        let acks: Vec<String> = voters
            .iter()
            .filter_map(|m| fake.dm_channel(*m))
            .flat_map(|c| fake.created_messages(c))
            .filter_map(|m| m["content"].as_str().map(str::to_string))
            .collect();
        if acks.len() >= voters.len() + 10 || Instant::now() > deadline {
            break acks;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let counted = acks.iter().filter(|a| a.contains("counts (")).count();
    let changed = acks.iter().filter(|a| a.contains("your vote is now e4")).count();
    assert_eq!(counted, voters.len(), "one acknowledgement per voter: {acks:?}");
    assert_eq!(changed, 10);
    assert!(acks.iter().any(|a| a.contains("(199 of 200 voted)")), "the last vote counted");
    assert_eq!(acks.len(), voters.len() + 10, "no redelivery answered twice");
    assert_eq!(fake.created_messages(thread).len(), 1, "nothing posted per vote");

    // The window closes: e4 (130 votes) against d4 (69).
    let post = fake
        .expect_request(Method::POST, channel_messages(thread))
        .await;
    let closed_after = opened.elapsed();
    let text = post.content().unwrap_or_default();
    assert!(text.contains("White's vote (199 votes): e4 ×130, d4 ×69"), "{text}");
    assert!(text.contains("the White team played e4"), "{text}");
    println!(
        "200-member vote: 199 votes (+20 redelivered, 10 changed) cast {:.2} s after the \
         start; the move posted {:.2} s after the start for a {WINDOW_S} s window \
         ({:.2} s after the window's close, which the start post's clock began at most \
         this test's delay earlier)",
        cast.as_secs_f64(),
        closed_after.as_secs_f64(),
        closed_after.as_secs_f64() - WINDOW_S as f64,
    );
    stop(bot).await;
}
