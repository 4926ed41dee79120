//! A team of 200 (the holders of a role) voting within one window on the loopback fake
//! Discord (issue 39), the real serenity client: every vote is acknowledged (a ✅
//! reaction on it, no DM), a vote delivered twice by the gateway counts once and is not
//! acknowledged again, a changed vote replaces the first, none is lost; when the window
//! closes the most voted move is played, with the tally of every vote. It prints how long
//! the acknowledgements and the move took (docs/PERFORMANCE.md, Team games).

mod fake_discord;

use fake_discord::bot::*;
use fake_discord::payloads::{self, BOB, CHANNEL};
use fake_discord::FakeDiscord;
use std::time::{Duration, Instant};

/// The team's members: 200 users of their own.
const MEMBERS: u64 = 200;
const FIRST_MEMBER: u64 = 10_000;
/// The voting window.
const WINDOW_S: u64 = 30;

/// The role whose holders play White.
const CLUB: u64 = 7_700;

/// Says `text` as `user`, a holder of the club role, in `channel`, with a message id of
/// the test's choosing (so the same message can be delivered twice).
async fn say_as(fake: &FakeDiscord, user: u64, channel: u64, text: &str, id: u64) {
    let mut m = payloads::with_id(
        payloads::in_channel(payloads::guild_message(user, text), channel),
        id,
    );
    m["member"]["roles"] = serde_json::json!([CLUB.to_string()]);
    fake.dispatch("MESSAGE_CREATE", m).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_members_vote_in_one_window() {
    let scene = Scene::start().await;

    // The 200 holders of the club role play White against bob.
    let members: Vec<u64> = (FIRST_MEMBER..FIRST_MEMBER + MEMBERS).collect();
    let challenge = format!("!challenge chess team <@{BOB}> vote={WINDOW_S}s white=<@&{CLUB}>");
    say_as(&scene, members[0], CHANNEL, &challenge, payloads::id()).await;
    let post = scene.posted_in(CHANNEL).await;
    let text = post.content().unwrap_or_default();
    assert!(text.contains("White: everyone with <@&7700>"), "{text}");
    say(&scene, BOB, CHANNEL, "accept").await;
    scene.posted_in(CHANNEL).await;
    let opened = Instant::now();
    let (thread, _) = scene.greeted_thread(1).await;

    // 199 of the 200 vote (a role team's size is unknown: the window closes it): e4 for
    // the first 120, d4 for the others; the first 20 of them are delivered twice; 10 of
    // the d4 voters change to e4 afterwards.
    let voters = &members[..MEMBERS as usize - 1];
    let mut ids = Vec::new();
    for (i, m) in voters.iter().enumerate() {
        let mv = if i < 120 { "e4" } else { "d4" };
        let id = payloads::id();
        ids.push(id);
        say_as(&scene, *m, thread, mv, id).await;
    }
    // Every first vote acknowledged once by a reaction on it (the bot handles a user's
    // messages as they come, in parallel: a change is sent once the first vote was
    // answered, as a person would).
    let acks = |fake: &FakeDiscord| -> Vec<u64> {
        let mut on: Vec<u64> = fake
            .reactions(thread)
            .into_iter()
            .inspect(|(_, emoji)| assert_eq!(emoji, "✅"))
            .map(|(message, _)| message)
            .collect();
        on.sort_unstable();
        on
    };
    let wait_for = |n: usize| {
        let scene = &scene;
        async move {
            let deadline = Instant::now() + Duration::from_secs(WINDOW_S);
            while acks(scene).len() < n && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            acks(scene)
        }
    };
    let first = wait_for(voters.len()).await;
    let acked = opened.elapsed();
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    assert_eq!(first, sorted, "one acknowledgement per vote, on it");
    assert!(
        voters.iter().all(|m| scene.dm_channel(*m).is_none()),
        "no DM for a vote"
    );
    // The first 20 delivered again by the gateway: dropped without an answer; 10 of the
    // d4 voters change to e4.
    for (i, m) in voters.iter().enumerate().take(20) {
        let mv = if i < 120 { "e4" } else { "d4" };
        say_as(&scene, *m, thread, mv, ids[i]).await;
    }
    for m in &voters[120..130] {
        say_as(&scene, *m, thread, "e4", payloads::id()).await;
    }
    let cast = opened.elapsed();
    let all = wait_for(voters.len() + 10).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let all_now = acks(&scene);
    assert_eq!(all, all_now, "no redelivery answered");
    assert_eq!(all.len(), voters.len() + 10, "each change acknowledged");
    assert_eq!(
        scene.created_messages(thread).len(),
        1,
        "nothing posted per vote"
    );

    // The window closes: e4 (130 votes) against d4 (69).
    let deadline = Instant::now() + Duration::from_secs(WINDOW_S + 30);
    while scene.created_messages(thread).len() < 2 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let post = scene
        .posted_in(thread)
        .await
        .content()
        .unwrap_or_default()
        .to_string();
    let closed_after = opened.elapsed();
    let text = post;
    assert!(
        text.contains("White's vote (199 votes): e4 ×130, d4 ×69"),
        "{text}"
    );
    assert!(text.contains("the White team played e4"), "{text}");
    println!(
        "200-member vote: 199 first votes all acknowledged {:.2} s after the start post, \
         then 20 redelivered (dropped) and 10 changed by {:.2} s; the move posted {:.2} s \
         after the start post for a {WINDOW_S} s window opened just before it",
        acked.as_secs_f64(),
        cast.as_secs_f64(),
        closed_after.as_secs_f64(),
    );
    scene.stop().await;
}
