//! End to end: the real serenity client, through chakbot's Discord adapter, against the
//! loopback fake Discord of `fake_discord`. One fake (own port) per test; each test runs on
//! its own single-threaded runtime, so its log capture sees everything the bot logs.

mod fake_discord;
#[path = "common/pgn.rs"]
mod pgn;
#[path = "common/read.rs"]
mod read;

use axum::http::Method;
use chakbot::discord::BotHandle;
use chakbot::game::{Game, NewGame, Players, ServerSecret, Timestamp};
use chakbot::host::words::i18n::Lang;
use chakbot::host::RateLimit;
use chakbot::render::{self, RenderOptions};
use chakbot::rules::notation::{answer_text, parse_in_game};
use chakbot::rules::{Action, ChoiceKind, Color, MoveDesc, RuleSet, Square, Viewer};
use fake_discord::bot::*;
use fake_discord::payloads::{self, ALICE, BOB, CHANNEL};
use fake_discord::{Failure, FakeDiscord, GatewayOp, Recorded};
use read::replay_views;
use serde_json::{json, Value};
use std::time::Duration;

// ----- scenarios -----

#[tokio::test]
async fn commands_are_registered_from_the_host_specs() {
    let scene = Scene::start().await;
    let cmds = scene.commands.as_array().expect("an array of commands");
    let names: Vec<&str> = cmds.iter().filter_map(|c| c["name"].as_str()).collect();
    for spec in chakbot::host::table::slash_commands() {
        assert!(
            names.contains(&spec.group()),
            "{} registered: {names:?}",
            spec.words
        );
    }
    let mv = cmds.iter().find(|c| c["name"] == "move").expect("/move");
    assert_eq!(mv["options"][0]["autocomplete"], json!(true));
    let challenge = cmds
        .iter()
        .find(|c| c["name"] == "challenge")
        .expect("/challenge");
    let rulesets: Vec<&str> = challenge["options"][0]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(rulesets, chakbot::host::reading::slash::RULESETS);
    // Every command, subcommand and option is described in every language the bot speaks.
    fn localized(v: &Value, path: &str) {
        for locale in ["fr", "de"] {
            let text = v["description_localizations"][locale].as_str();
            assert!(
                text.is_some_and(|t| !t.is_empty() && t.chars().count() <= 100),
                "{path}: no {locale} description in {v}"
            );
        }
        for o in v["options"].as_array().into_iter().flatten() {
            localized(o, &format!("{path} {}", o["name"]));
        }
    }
    for c in cmds {
        localized(c, c["name"].as_str().unwrap_or_default());
    }
    let moderation = cmds.iter().find(|c| c["name"] == "mod").expect("/mod");
    assert_eq!(moderation["default_member_permissions"], json!("8192"));
    assert!(moderation["options"]
        .as_array()
        .is_some_and(|o| o.len() >= 5));
    assert_eq!(
        scene.identified_intents(),
        [GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES | MESSAGE_CONTENT]
    );
    scene.finish(&[]).await;
}

#[tokio::test]
async fn a_chat_challenge_is_posted_with_buttons_and_chatter_is_ignored() {
    let scene = Scene::start().await;

    say(&scene, ALICE, CHANNEL, "hello everyone").await;
    let mut own = payloads::guild_message(ALICE, "!challenge chess");
    own["author"] = json!({"id": "1000", "username": "chakbot", "bot": true});
    scene.dispatch("MESSAGE_CREATE", own).await;
    say(&scene, ALICE, CHANNEL, "<@1000> challenge chess").await;
    let reply = scene.posted_in(CHANNEL).await;
    assert_eq!(reply.auth.as_deref(), Some("Bot test-token"));
    assert!(
        reply.content().unwrap_or_default().contains("<@2000>"),
        "{}",
        reply.json
    );
    let ids = custom_ids(&reply);
    assert_eq!(ids.len(), 3, "accept, decline, withdraw: {ids:?}");
    assert!(ids[0].starts_with("ck:accept:"));
    assert_eq!(
        reply.json["enforce_nonce"],
        json!(true),
        "sends carry a nonce"
    );
    scene.no_more_posts_in(CHANNEL, 1).await;
    scene.finish(&[]).await;
}

/// Chat not addressed to the bot costs no allowance: with two commands allowed, a
/// talkative user's challenge still goes through after many lines of chatter.
#[tokio::test]
async fn chatter_costs_no_rate_limit_allowance() {
    let scene = Scene::start_with(|config| {
        config.host.rate_limit = Some(RateLimit {
            burst: 2.0,
            per_second: 1.0 / 3600.0,
        })
    })
    .await;
    for line in [
        "lol",
        "gg wp",
        "hello everyone, who wants to play later?",
        "ok",
    ] {
        for _ in 0..3 {
            say(&scene, ALICE, CHANNEL, line).await;
        }
    }
    say(&scene, ALICE, CHANNEL, "<@1000> challenge chess").await;
    let reply = scene.posted_in(CHANNEL).await;
    let ids = custom_ids(&reply);
    assert!(
        ids.iter().any(|c| c.starts_with("ck:accept:")),
        "{}",
        reply.json
    );
    scene.finish(&[]).await;
}

/// Who reads what: on a server set to French, an English-locale user who presses
/// "accept" gets a French game announcement and thread greeting (public texts follow
/// the server, never the clicking user's client), and an English private answer (their
/// Discord locale comes before the server's language for what only they see). A DM with
/// no locale from a player of that server is answered in French.
#[tokio::test]
async fn a_french_server_greets_in_french_and_answers_an_english_client_in_english() {
    let scene = Scene::start().await;
    server_language(&scene, "fr").await;

    // The rule set by the name the bot prints in French, not its id.
    say(&scene, ALICE, CHANNEL, "!challenge Échecs").await;
    let posted = scene.posted_in(CHANNEL).await;
    let text = posted.content().unwrap_or_default();
    assert!(text.starts_with("Défi ouvert"), "{text}");
    assert!(text.contains("aux échecs"), "{text}");
    let accept = custom_ids(&posted)
        .into_iter()
        .find(|c| c.starts_with("ck:accept:"))
        .expect("an accept button");
    // BOB's client says en-US (every fake interaction does).
    press(&scene, 96, BOB, &accept, CHANNEL, false).await;
    scene.answer_to(96).await;
    let started = scene.posted_in(CHANNEL).await;
    let text = started.content().unwrap_or_default();
    assert!(text.contains("commence"), "{text}");
    let (_, hello) = scene.greeted_thread(1).await;
    let text = hello.content().unwrap_or_default();
    assert!(text.contains("se joue ici"), "{text}");

    // A DM that is no command from ALICE: message events carry no locale and she set no
    // language, so the server of her game stands in: French, not English.
    dm(&scene, ALICE, "zz9").await;
    let told = dm_post(&scene, ALICE).await;
    let text = told.content().unwrap_or_default();
    assert!(text.starts_with("Je ne connais pas la commande"), "{text}");

    // The same button again, pressed before the edit disabling it reached BOB's client:
    // the challenge is gone; BOB alone reads why, in English.
    assert_eq!(
        scene.pressable(&accept),
        Some(false),
        "disabled by the edit"
    );
    let again = payloads::in_channel(payloads::button_click(&accept, BOB, None), CHANNEL);
    scene
        .dispatch_raced("INTERACTION_CREATE", payloads::with_id(again, 97))
        .await;
    let answer = scene.answer_to(97).await;
    assert!(is_ephemeral(&answer), "{}", answer.json);
    let text = answer.json["data"]["content"].as_str().unwrap_or_default();
    assert_eq!(text, "Challenge #1 was already answered.");
    scene.finish(&[]).await;
}

/// The challenge post tells the challenged player to type `accept` (French: `accepter`):
/// typed plainly in the channel, with no game there, it starts the game; the same word
/// from someone else is chat, answered by nothing.
#[tokio::test]
async fn typing_the_word_the_challenge_post_names_accepts_it() {
    let scene = Scene::start().await;
    server_language(&scene, "fr").await;
    say(&scene, ALICE, CHANNEL, "!défi échecs <@2001> blancs").await;
    let posted = scene.posted_in(CHANNEL).await;
    let text = posted.content().unwrap_or_default();
    assert!(text.contains("`accepter` ou `refuser`"), "{text}");
    say(&scene, CAROL, CHANNEL, "accepter").await;
    scene.no_more_posts_in(CHANNEL, 1).await;
    say(&scene, BOB, CHANNEL, "accepter").await;
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    let (_, hello) = scene.greeted_thread(1).await;
    assert!(hello.content().unwrap_or_default().contains("se joue ici"));
    scene.finish(&[]).await;
}

/// A moderator names a role for Chakart (`/config role`): open Chakart challenges mention
/// it, and allow that mention; a challenge to a named opponent, or for another rule set,
/// does not.
#[tokio::test]
async fn open_challenges_ping_the_role_named_for_their_rule_set() {
    let scene = Scene::start().await;
    let opts = json!([{"name": "role", "type": 1, "options": [
        {"name": "ruleset", "type": 3, "value": "chakart"},
        {"name": "role", "type": 8, "value": "7700"},
    ]}]);
    // Manage Messages (1 << 13) makes CAROL a moderator.
    slash(&scene, 91, CAROL, CHANNEL, "config", opts, "8192").await;
    let done = scene.answer_to(91).await;
    assert!(is_ephemeral(&done), "{}", done.json);
    let roles = |r: &Recorded| r.json["allowed_mentions"]["roles"].clone();

    say(&scene, ALICE, CHANNEL, "!challenge chakart").await;
    let open = scene.posted_in(CHANNEL).await;
    let text = open.content().unwrap_or_default();
    assert!(text.starts_with("<@&7700> "), "{text}");
    assert_eq!(roles(&open), json!(["7700"]), "{}", open.json);

    say(&scene, BOB, CHANNEL, "!challenge chakart <@2002>").await;
    let named = scene.posted_in(CHANNEL).await;
    assert!(!named.content().unwrap_or_default().contains("<@&"));
    assert!(
        roles(&named).as_array().is_none_or(Vec::is_empty),
        "{}",
        named.json
    );

    say(&scene, CAROL, CHANNEL, "!challenge chess").await;
    let chess = scene.posted_in(CHANNEL).await;
    assert!(!chess.content().unwrap_or_default().contains("<@&"));
    scene.finish(&[]).await;
}

#[tokio::test]
async fn slash_challenge_and_button_start_a_game_in_its_thread() {
    let scene = Scene::start().await;

    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "color", "type": 3, "value": "white"}
    ]);
    slash(&scene, 61, ALICE, CHANNEL, "challenge", options, "0").await;
    let posted = scene.answer_to(61).await;
    assert_eq!(posted.json["type"], json!(4));
    assert!(!is_ephemeral(&posted), "an open challenge is public");
    let accept = custom_ids(&posted)[0].clone();
    answer_read_back(&scene, 61).await;
    press(&scene, 62, BOB, &accept, CHANNEL, false).await;
    let ack = scene.answer_to(62).await;
    assert_eq!(ack.json["type"], json!(6), "a silent acknowledgement");
    // The challenge's message is edited in place, its buttons disabled.
    let edit = scene
        .expect_request(Method::PATCH, |p| {
            p.starts_with(&format!("/channels/{CHANNEL}/messages/"))
        })
        .await;
    assert_eq!(edit.status, 200);
    assert!(all_disabled(&edit.json), "{}", edit.json);
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    let (thread, _) = scene.greeted_thread(1).await;

    // Autocompletion of /move in the thread: alice's legal moves from what she typed.
    let mut auto = payloads::in_channel(
        payloads::slash_command(
            "move",
            json!([{"name": "move", "type": 3, "value": "e", "focused": true}]),
            ALICE,
            "0",
        ),
        thread,
    );
    auto["type"] = json!(4);
    let auto_id = auto["id"].as_str().unwrap_or_default().to_string();
    scene.dispatch("INTERACTION_CREATE", auto).await;
    let choices = scene
        .expect_request(Method::POST, move |p| {
            p.starts_with(&format!("/interactions/{auto_id}/"))
        })
        .await;
    assert_eq!(choices.json["type"], json!(8), "{}", choices.json);
    let names: Vec<&str> = choices.json["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(names, ["e3", "e4"]);

    // A chat move in the thread.
    say(&scene, ALICE, thread, "e4").await;
    let moved = scene.posted_in(thread).await;
    board_png(&moved);
    assert!(
        moved.content().unwrap_or_default().contains("e4"),
        "{}",
        moved.json
    );
    assert_eq!(
        moved.json["allowed_mentions"]["users"],
        json!(["2001"]),
        "bob is pinged"
    );
    scene.finish(&[]).await;
}
#[tokio::test]
async fn without_thread_permission_the_game_stays_in_the_channel() {
    let scene = Scene::start().await;
    let refusal = Failure::Refused {
        status: 403,
        code: 50013,
    };
    scene.fail_next(Method::POST, |p| p.ends_with("/threads"), 1, refusal);
    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001> as white").await;
    scene.posted_in(CHANNEL).await;
    say(&scene, BOB, CHANNEL, "!accept").await;
    board_png(&scene.posted_in(CHANNEL).await);
    let refused = scene
        .expect_request(Method::POST, |p| p.ends_with("/threads"))
        .await;
    assert_eq!(refused.status, 403);
    // The channel is told why, and what a moderator can change.
    let notice = scene.posted_in(CHANNEL).await;
    let text = notice.content().unwrap_or_default();
    assert!(text.contains("Create Public Threads"), "{text}");
    say(&scene, ALICE, CHANNEL, "e4").await;
    let moved = scene.posted_in(CHANNEL).await;
    board_png(&moved);
    assert!(moved.content().unwrap_or_default().contains("e4"));
    assert!(scene.threads().is_empty());
    scene.finish(&[]).await;
}

/// A moderator turns game threads off for one channel (`/config threads off`, scope
/// `channel`): a game challenged there is played in the channel, no thread asked for;
/// turned back on for the channel, the next game there gets its thread.
#[tokio::test]
async fn threads_turned_off_for_a_channel_keep_its_games_in_it() {
    let scene = Scene::start().await;
    let threads = |setting: &str| {
        json!([{"name": "threads", "type": 1, "options": [
            {"name": "setting", "type": 3, "value": setting},
            {"name": "scope", "type": 3, "value": "channel"},
        ]}])
    };
    // Manage Messages (1 << 13) makes CAROL a moderator.
    slash(&scene, 93, CAROL, CHANNEL, "config", threads("off"), "8192").await;
    let done = scene.answer_to(93).await;
    assert!(is_ephemeral(&done), "{}", done.json);
    let text = done.json["data"]["content"].as_str().unwrap_or_default();
    assert!(text.contains("without a thread"), "{text}");

    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001> as white").await;
    scene.posted_in(CHANNEL).await;
    say(&scene, BOB, CHANNEL, "!accept").await;
    board_png(&scene.posted_in(CHANNEL).await);
    say(&scene, ALICE, CHANNEL, "e4").await;
    let moved = scene.posted_in(CHANNEL).await;
    board_png(&moved);
    assert!(moved.content().unwrap_or_default().contains("e4"));
    assert!(scene.threads().is_empty(), "no thread was opened");
    assert!(
        !scene
            .requests()
            .iter()
            .any(|r| r.path.ends_with("/threads")),
        "no thread was asked for"
    );

    // Back on for this channel: carol's game with alice gets its thread.
    slash(&scene, 94, CAROL, CHANNEL, "config", threads("on"), "8192").await;
    scene.answer_to(94).await;
    say(&scene, CAROL, CHANNEL, "!challenge chess <@2000> as white").await;
    scene.posted_in(CHANNEL).await;
    say(&scene, ALICE, CHANNEL, "!accept").await;
    scene.posted_in(CHANNEL).await;
    let (_, hello) = scene.greeted_thread(1).await;
    assert!(hello.content().unwrap_or_default().contains("played here"));
    scene.finish(&[]).await;
}

/// A moderator gives one channel its own language (`/config channel-language fr`): a
/// challenge posted there and the game's thread speak French, while another channel of
/// the same server stays English.
#[tokio::test]
async fn a_channel_language_holds_for_the_channel_and_its_game_threads() {
    let scene = Scene::start().await;
    const ELSEWHERE: u64 = CHANNEL + 1;
    let opts = json!([{"name": "channel-language", "type": 1, "options": [
        {"name": "language", "type": 3, "value": "fr"},
    ]}]);
    slash(&scene, 91, CAROL, CHANNEL, "config", opts, "8192").await;
    let done = scene.answer_to(91).await;
    assert!(is_ephemeral(&done), "{}", done.json);

    say(&scene, ALICE, ELSEWHERE, "!challenge chess").await;
    let other = scene.posted_in(ELSEWHERE).await;
    let text = other.content().unwrap_or_default();
    assert!(text.starts_with("Open challenge"), "{text}");

    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001> as white").await;
    let posted = scene.posted_in(CHANNEL).await;
    let text = posted.content().unwrap_or_default();
    assert!(text.starts_with("Défi n°2"), "{text}");
    say(&scene, BOB, CHANNEL, "!accept #2").await;
    let started = scene.posted_in(CHANNEL).await;
    assert!(
        started.content().unwrap_or_default().contains("commence"),
        "{}",
        started.json
    );
    let (thread, hello) = scene.greeted_thread(1).await;
    let text = hello.content().unwrap_or_default();
    assert!(text.contains("se joue ici"), "{text}");
    say(&scene, ALICE, thread, "e4").await;
    let moved = scene.posted_in(thread).await;
    let text = moved.content().unwrap_or_default();
    assert!(text.contains("a joué e4"), "{text}");
    scene.finish(&[]).await;
}

/// How a step of the scripted game is sent.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Via {
    /// Typed in the game's thread.
    Chat,
    /// `/move` in the thread.
    Slash,
    /// Typed in a DM to the bot.
    Dm,
    /// Picked in the select menu the bot sent for the pending choice.
    Menu,
}

/// A Chakart game found by a search over seeds (fixed secret [`SECRET`], seed contributions
/// = the challenge and accept interaction ids 7001 and 7002, alice White): a stealth queen
/// move, a King Boo egg whose swap is chosen in a menu, a promotion chosen in a menu, and
/// the end (black wins).
const CHAKART: &[(u64, &str, Via)] = &[
    (ALICE, "d2d4", Via::Chat),
    (BOB, "b8a6", Via::Slash),
    (ALICE, "stealth d1d2", Via::Dm),
    (BOB, "a8b8", Via::Chat),
    (BOB, "swap a2 f7", Via::Menu),
    (ALICE, "e2d3", Via::Chat),
    (BOB, "a2b1", Via::Chat),
    (BOB, "promote r", Via::Menu),
];

/// alice challenges bob to Chakart by `/challenge` (interaction 7001, as White) and bob
/// presses its accept button (interaction 7002): the challenge's answer.
async fn chakart_challenge_accepted(fake: &FakeDiscord) -> Recorded {
    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chakart"},
        {"name": "opponent", "type": 6, "value": BOB.to_string()},
        {"name": "color", "type": 3, "value": "white"}
    ]);
    slash(fake, 7001, ALICE, CHANNEL, "challenge", options, "0").await;
    let posted = fake.answer_to(7001).await;
    answer_read_back(fake, 7001).await;
    press(fake, 7002, BOB, &custom_ids(&posted)[0], CHANNEL, false).await;
    posted
}

/// Whether the partial answer `value` (a step of a choice's menu) leads to `answer`
/// within `depth` more steps, as the host reads it.
fn leads_to(
    kind: ChoiceKind,
    moves: &[MoveDesc],
    view: &chakbot::rules::BoardView,
    value: &str,
    answer: &str,
    (lang, depth): (Lang, u32),
) -> bool {
    if value == answer {
        return true;
    }
    let Some(step) = chakbot::host::play::choice_menu::step(kind, moves, view, lang, value) else {
        return false;
    };
    depth > 0
        && step
            .options
            .iter()
            .any(|o| leads_to(kind, moves, view, &o.value, answer, (lang, depth - 1)))
}

/// Discord refuses a select menu of more than 25 options (400, 50035), and so does the
/// fake: a bot that sent one would be caught by these tests.
#[test]
fn the_fake_refuses_a_select_menu_of_more_than_25_options() {
    let menu = |n: usize| {
        let options: Vec<Value> = (0..n)
            .map(|i| json!({"label": format!("o{i}"), "value": format!("v{i}")}))
            .collect();
        json!({"components": [{"type": 1, "components": [
            {"type": 3, "custom_id": "ck:choose:1", "options": options}
        ]}]})
    };
    assert!(fake_discord::strict::components_fit(&menu(25)).is_ok());
    let (status, body) = fake_discord::strict::components_fit(&menu(26)).expect_err("refused");
    assert_eq!(status, 400);
    assert_eq!(body["code"], 50035);
    assert!(fake_discord::strict::components_fit(&menu(0)).is_err());
}

/// The whole scripted Chakart game through the fake Discord. `closed_dms`: bob's DMs are
/// closed, so his choices go through the "answer privately" button in the thread.
/// `lang`: bob's own language (`/settings language`), in which his menus are written and
/// his picks read (the channel stays English).
async fn chakart_game(closed_dms: bool, lang: Lang) {
    let scene = Scene::start().await;
    if closed_dms {
        scene.close_dms(BOB);
    }
    if lang != Lang::En {
        let options = json!([{"name": "language", "type": 3, "value": lang.code()}]);
        slash(&scene, 6999, BOB, CHANNEL, "settings", options, "0").await;
        scene.answer_to(6999).await;
    }
    // A script's answer as bob's menus write it (`promote r`, French `promouvoir t`).
    let written = |mirror: &Game, color: Color, text: &str| {
        let action = parse_in_game(mirror.state(), text, Some(color)).expect("a scripted action");
        answer_text(&action, lang.letters())
    };

    let posted = chakart_challenge_accepted(&scene).await;
    assert_eq!(
        posted.json["data"]["allowed_mentions"]["users"],
        json!(["2001"])
    );
    let accept = custom_ids(&posted)[0].clone();
    let game_id: u64 = accept
        .rsplit(':')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("an id");
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    let (thread, _) = scene.greeted_thread(1).await;

    // The same game, played alongside by the test: it knows the hidden queen.
    let mut mirror = Game::new(NewGame {
        id: game_id,
        ruleset: RuleSet::Chakart,
        start: RuleSet::Chakart.default_start(),
        players: Players {
            white: ALICE.to_string(),
            black: BOB.to_string(),
        },
        secret: ServerSecret::from_bytes(SECRET),
        contributions: vec!["7001".into(), "7002".into()],
        custom_fen: None,
        control: "3d".parse().expect("a clock"),
        now: Timestamp(0),
    })
    .expect("a game");
    let hidden: Square = "d2".parse().expect("a square");
    let mut queen_hidden = false;
    let mut hidden_posts = 0;
    let mut public_posts: Vec<Recorded> = Vec::new();
    let mut menu_id = String::new();
    let mut next_id = 7100;
    let mut last = posted;
    for &(user, text, via) in CHAKART {
        next_id += 1;
        let color = if user == ALICE {
            Color::White
        } else {
            Color::Black
        };
        let action = parse_in_game(mirror.state(), text, Some(color)).expect("a scripted action");
        mirror.play(color, &action, Timestamp(1)).expect("legal");
        match via {
            Via::Chat => {
                say(&scene, user, thread, text).await;
            }
            Via::Slash => {
                let opts = json!([{"name": "move", "type": 3, "value": text}]);
                slash(&scene, next_id, user, thread, "move", opts, "0").await;
            }
            Via::Dm => dm(&scene, user, text).await,
            Via::Menu => {
                let dm_channel = scene.dm_channel(user).filter(|_| !closed_dms);
                let value = answer_text(&action, lang.letters());
                match dm_channel {
                    Some(c) => pick(&scene, next_id, user, &menu_id, &value, c, true).await,
                    None => pick(&scene, next_id, user, &menu_id, &value, thread, false).await,
                }
            }
        }
        let answer = if matches!(via, Via::Slash | Via::Menu) {
            Some(scene.answer_to(next_id).await)
        } else {
            None
        };
        let public = if let Some(a) = answer.filter(|a| a.json["type"] == 4 && !is_ephemeral(a)) {
            a
        } else {
            scene.posted_in(thread).await
        };
        assert!(!is_ephemeral(&public));
        board_png(&public);
        last = public.clone();
        if matches!(action, Action::Stealth { .. }) {
            queen_hidden = true;
            // alice's own view by DM shows her queen where it is.
            let own = dm_post(&scene, ALICE).await;
            let own_png = board_png(&own);
            let public_png = board_png(&public);
            let bottom = Color::White; // public boards keep White at the bottom
            assert_ne!(
                square_middle(&own_png, Color::White, hidden),
                square_middle(&public_png, bottom, hidden),
                "the owner sees the queen (so the public check below means something)"
            );
        }
        // While the rules keep the queen hidden (the owner's view and the public view
        // differ on its square), the public image shows that square as the public view.
        let opts = RenderOptions {
            orientation: Color::White,
            ..RenderOptions::default()
        };
        let reference = render::render_png(&mirror.view_for(Viewer::Public), &opts);
        let owner = render::render_png(&mirror.view_for(Viewer::Player(Color::White)), &opts);
        let still_hidden = queen_hidden
            && !mirror.is_over()
            && square_middle(&reference, Color::White, hidden)
                != square_middle(&owner, Color::White, hidden);
        if matches!(action, Action::Stealth { .. }) {
            assert!(still_hidden, "the stealth move hides the queen");
        }
        queen_hidden = still_hidden;
        if still_hidden {
            hidden_posts += 1;
            public_posts.push(public.clone());
            assert_eq!(
                square_middle(&board_png(&public), Color::White, hidden),
                square_middle(&reference, Color::White, hidden),
                "after {text}: the public board shows nothing on {hidden}"
            );
        }
        // A choice now waits: it is asked by DM, or through the button when DMs are closed.
        if let Some(p) = mirror.pending() {
            assert_eq!(p.player, Color::Black, "the script's choices are bob's");
            let asked = if closed_dms {
                let notice = scene.posted_in(thread).await;
                assert!(notice.content().unwrap_or_default().contains("<@2001>"));
                assert!(notice.files.is_empty(), "the notice shows nothing hidden");
                let button = custom_ids(&notice)[0].clone();
                assert_eq!(button, format!("ck:private:{game_id}"));
                next_id += 1;
                press(&scene, next_id, BOB, &button, thread, false).await;
                let board = scene.answer_to(next_id).await;
                assert!(is_ephemeral(&board));
                board_png(&board);
                scene
                    .expect_request(Method::POST, followup_of(next_id))
                    .await
            } else {
                loop {
                    let post = dm_post(&scene, BOB).await;
                    if !menu_values(&post).is_empty() {
                        break post;
                    }
                }
            };
            if closed_dms {
                assert!(is_ephemeral(&asked), "{}", asked.json);
            }
            board_png(&asked);
            if !closed_dms && lang == Lang::En {
                // A wrong answer by DM: told what is awaited and the forms that work.
                dm(&scene, BOB, "zz9").await;
                let told = dm_post(&scene, BOB).await;
                let text = told.content().unwrap_or_default();
                assert!(
                    text.contains("is waiting for this") && text.contains("for example"),
                    "{text}"
                );
            }
            // The answer, reached step by step (each step at most 25 options): King Boo by
            // the first piece, then the piece to swap it with.
            let (_, answer, _) = CHAKART
                .iter()
                .skip_while(|(_, t, _)| *t != text)
                .find(|(_, _, v)| *v == Via::Menu)
                .copied()
                .expect("the script answers the choice");
            let answer = written(&mirror, Color::Black, answer);
            let answer = answer.as_str();
            let moves = mirror.legal_moves(Color::Black);
            let view = mirror.view_for(Viewer::Player(Color::Black));
            let leads = |v: &str| leads_to(p.choice, &moves, &view, v, answer, (lang, 4));
            let (channel, in_dm) = match scene.dm_channel(BOB).filter(|_| !closed_dms) {
                Some(c) => (c, true),
                None => (thread, false),
            };
            let mut page = asked;
            let mut picks = 1;
            loop {
                let values = menu_values(&page);
                assert!(
                    (1..=25).contains(&values.len()),
                    "a step offers 1 to 25 options: {values:?}"
                );
                if values.iter().any(|v| v == answer) {
                    break;
                }
                let step = values
                    .iter()
                    .find(|v| leads(v))
                    .unwrap_or_else(|| panic!("no step of {values:?} leads to {answer}"))
                    .clone();
                next_id += 1;
                pick(
                    &scene,
                    next_id,
                    BOB,
                    &custom_ids(&page)[0],
                    &step,
                    channel,
                    in_dm,
                )
                .await;
                page = scene.answer_to(next_id).await;
                assert!(is_ephemeral(&page));
                board_png(&page);
                picks += 1;
            }
            if p.choice == ChoiceKind::KingBooSwap {
                assert_eq!(picks, 2, "King Boo: the first piece, then the second");
            }
            menu_id = custom_ids(&page)[0].clone();
            assert_eq!(menu_id, format!("ck:choose:{game_id}"));
        }
    }
    assert!(mirror.is_over(), "the script ends the game");
    assert!(
        hidden_posts >= 2,
        "public boards were posted while the queen hid"
    );
    let text = last.content().unwrap_or_default().to_string();
    assert!(text.contains("Black wins"), "the result is told: {text}");
    assert!(
        text.contains("=R"),
        "the pawn became the rook picked: {text}"
    );
    // Nothing public told where the queen hid, in words either.
    for p in &public_posts {
        let text = p.content().unwrap_or_default();
        assert!(!text.contains("d2"), "{text}");
    }
    // Every board the bot posted anywhere is a decodable PNG.
    let boards = scene
        .requests()
        .into_iter()
        .filter(|r| !r.files.is_empty())
        .inspect(|r| {
            board_png(r);
        })
        .count();
    assert!(boards >= 12, "{boards} boards");
    scene.finish(&[]).await;
}

#[tokio::test]
async fn a_whole_chakart_game_with_a_stealth_queen_an_egg_and_a_promotion() {
    chakart_game(false, Lang::En).await;
}

#[tokio::test]
async fn closed_dms_get_an_answer_privately_button() {
    chakart_game(true, Lang::En).await;
}

/// Issue 35: bob reads French, then German: his King Boo and promotion menus are written
/// in his words and letters (`échanger a2 f7`, `promouvoir t`; `tauschen a2 f7`,
/// `umwandeln t`), and what he picks comes back to the bot and is read as that option (a
/// French `promote r` made a king, *roi*): the game ends as the script says, with a rook.
#[tokio::test]
async fn chakart_menus_in_french_and_german_are_read_back_as_picked() {
    chakart_game(false, Lang::Fr).await;
    chakart_game(false, Lang::De).await;
}
#[tokio::test]
async fn refusals_go_only_to_whoever_caused_them() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    let game_posts = scene.created_messages(thread).len();
    let channel_posts = scene.created_messages(CHANNEL).len();

    // A stranger moving in the game's thread, and bob moving out of turn: told by DM.
    say(&scene, CAROL, thread, "e4").await;
    let told = dm_post(&scene, CAROL).await;
    assert!(
        told.content().unwrap_or_default().contains("no game"),
        "{}",
        told.json
    );
    say(&scene, BOB, thread, "e5").await;
    let told = dm_post(&scene, BOB).await;
    assert!(
        told.content().unwrap_or_default().contains("turn"),
        "{}",
        told.json
    );

    // A non-moderator using a moderator command: an ephemeral refusal.
    let opts = json!([{"name": "games", "type": 1, "options": []}]);
    slash(&scene, 81, CAROL, CHANNEL, "mod", opts.clone(), "0").await;
    let refused = scene.answer_to(81).await;
    assert!(is_ephemeral(&refused));
    assert!(refused
        .content()
        .unwrap_or_default()
        .contains("Only moderators"));

    // A stranger pressing the accept button of a challenge for bob.
    say(&scene, ALICE, CHANNEL, "!challenge koopa <@2001>").await;
    let challenge = scene.posted_in(CHANNEL).await;
    let accept = custom_ids(&challenge)[0].clone();
    press(&scene, 82, CAROL, &accept, CHANNEL, false).await;
    let refused = scene.answer_to(82).await;
    assert!(is_ephemeral(&refused));
    assert!(
        refused
            .content()
            .unwrap_or_default()
            .contains("someone else"),
        "{}",
        refused.json
    );

    // A DM answer for a game that waits for no choice: bob's menu answer out of turn,
    // and alice's typed promotion.
    let game_id: u64 = accept
        .rsplit(':')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
        - 1;
    let bob_dm = dm_of(&scene, BOB);
    let menu = format!("ck:choose:{game_id}");
    pick(&scene, 83, BOB, &menu, "e7e5", bob_dm, true).await;
    let refused = scene.answer_to(83).await;
    assert!(is_ephemeral(&refused), "{}", refused.json);
    dm(&scene, ALICE, "promote q").await;
    let told = dm_post(&scene, ALICE).await;
    assert!(told.files.is_empty());

    // Nothing of this reached the game's thread; the channel only got the new challenge.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(scene.created_messages(thread).len(), game_posts);
    assert_eq!(scene.created_messages(CHANNEL).len(), channel_posts + 1);
    scene.finish(&[]).await;
}

#[tokio::test]
async fn replay_posts_the_games_gif_as_an_attachment() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    for (user, mv) in [(ALICE, "e4"), (BOB, "e5")] {
        say(&scene, user, thread, mv).await;
        scene.posted_in(thread).await;
    }
    slash(&scene, 91, CAROL, thread, "replay", json!([]), "0").await;
    let answer = scene.answer_to(91).await;
    assert!(is_ephemeral(&answer), "{}", answer.json);
    let file = answer
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".gif")))
        .unwrap_or_else(|| panic!("a GIF attached: {}", answer.json));
    assert!(file.bytes.starts_with(b"GIF89a"));
    assert_eq!(replay_views(&file.bytes), 3, "the start and two moves");
    scene.finish(&[]).await;
}

#[tokio::test]
async fn a_restart_mid_game_keeps_the_game_and_old_buttons() {
    let mut scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    say(&scene, ALICE, thread, "e4").await;
    board_png(&scene.posted_in(thread).await);
    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001>").await;
    let challenge = scene.posted_in(CHANNEL).await;
    let accept = custom_ids(&challenge)[0].clone();

    scene.restart().await;
    // The game goes on where it was.
    say(&scene, BOB, thread, "e5").await;
    let moved = scene.posted_in(thread).await;
    board_png(&moved);
    assert!(
        moved.content().unwrap_or_default().contains("e5"),
        "{}",
        moved.json
    );
    // The button posted before the restart still works.
    press(&scene, 91, BOB, &accept, CHANNEL, false).await;
    scene.answer_to(91).await;
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    scene.wait_thread(2).await;
    scene.finish(&[]).await;
}

/// Chat moves survive the gateway connection being lost: none lost, none doubled.
async fn survives_gateway_drop(close_code: Option<u16>, expected_warning: &[&str]) {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    say(&scene, ALICE, thread, "e4").await;
    scene.posted_in(thread).await;

    scene.drop_gateway(close_code);
    scene.wait_reconnected(2).await;
    assert!(scene
        .gateway_ops()
        .iter()
        .any(|op| matches!(op, GatewayOp::Resume { .. })));

    say(&scene, BOB, thread, "e5").await;
    let moved = scene.posted_in(thread).await;
    assert!(moved.content().unwrap_or_default().contains("e5"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(boards_in(&scene, thread), 2, "two moves, each posted once");
    scene.finish(expected_warning).await;
}

#[tokio::test]
async fn gateway_closed_by_discord_resumes() {
    survives_gateway_drop(Some(4000), &["Unknown unclean close 4000"]).await;
}

#[tokio::test]
async fn gateway_socket_lost_reconnects() {
    survives_gateway_drop(None, &[]).await;
}

#[tokio::test]
async fn a_move_lost_with_the_connection_is_replayed_once() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;

    // The move never reaches the client; it resumes and gets it replayed.
    let e4 = payloads::in_channel(payloads::guild_message(ALICE, "e4"), thread);
    scene.dispatch_lost("MESSAGE_CREATE", e4);
    scene.drop_gateway(None);
    scene.wait_reconnected(2).await;
    let moved = scene.posted_in(thread).await;
    assert!(moved.content().unwrap_or_default().contains("e4"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(boards_in(&scene, thread), 1);
    scene.finish(&[]).await;
}

#[tokio::test]
async fn duplicated_events_are_applied_once() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;

    let e4 = payloads::in_channel(payloads::guild_message(ALICE, "e4"), thread);
    scene.dispatch("MESSAGE_CREATE", e4.clone()).await;
    scene.dispatch("MESSAGE_CREATE", e4).await;
    let opts = json!([{"name": "move", "type": 3, "value": "e5"}]);
    slash(&scene, 71, BOB, thread, "move", opts.clone(), "0").await;
    slash(&scene, 71, BOB, thread, "move", opts, "0").await;
    scene.answer_to(71).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(boards_in(&scene, thread), 1, "e4 posted once");
    assert_eq!(
        scene
            .requests_matching(&Method::POST, callback_of(71))
            .len(),
        1
    );
    scene.finish(&[]).await;
}

#[tokio::test]
async fn serenity_alone_does_not_retry_a_500() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let http = chakbot::discord::discord_http(&config(&fake, dir.path()));
    fake.fail_next(
        Method::POST,
        channel_messages(CHANNEL),
        1,
        Failure::ServerError,
    );
    let result = serenity::all::ChannelId::new(CHANNEL)
        .say(&http, "hi")
        .await;
    let err = result.expect_err("the 500 reaches the caller");
    assert!(chakbot::discord::is_transient(&err), "{err}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        fake.requests_matching(&Method::POST, channel_messages(CHANNEL))
            .len(),
        1
    );
}

/// A move while the first posts in the thread fail with `failure`: retried until it
/// succeeds, and the thread gets the move once. Returns the attempts recorded.
async fn move_despite(failure: Failure, failures: u32) -> Vec<Recorded> {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    scene.fail_next(Method::POST, channel_messages(thread), failures, failure);
    say(&scene, ALICE, thread, "e4").await;
    let mut attempts = Vec::new();
    for _ in 0..=failures {
        attempts.push(scene.posted_in(thread).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(boards_in(&scene, thread), 1, "applied once");
    let last = attempts.last().expect("at least one attempt");
    assert_eq!(last.status, 200);
    board_png(last);
    let nonces: Vec<&Value> = attempts.iter().map(|a| &a.json["nonce"]).collect();
    assert!(
        nonces.iter().all(|n| *n == nonces[0]),
        "one nonce for all attempts: {nonces:?}"
    );
    assert!(scene.warnings.any("retrying"), "the retries are logged");
    // The game saw the move once: bob can answer it.
    say(&scene, BOB, thread, "e5").await;
    let next = scene.posted_in(thread).await;
    assert!(next.content().unwrap_or_default().contains("e5"));
    scene.finish(&[]).await;
    attempts
}

#[tokio::test]
async fn server_errors_on_send_are_retried() {
    let attempts = move_despite(Failure::ServerError, 2).await;
    let statuses: Vec<u16> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [500, 500, 200]);
}

#[tokio::test]
async fn a_send_whose_answer_was_lost_is_not_doubled() {
    let attempts = move_despite(Failure::AppliedThenServerError, 1).await;
    let statuses: Vec<u16> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [500, 200]);
}

#[tokio::test]
async fn rate_limited_send_is_retried() {
    let attempts = move_despite(Failure::RateLimited, 1).await;
    let statuses: Vec<u16> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [429, 200]);
    // The retry waited at least Discord's `retry_after` (serenity 0.12.5 drops it from the
    // error, so the bot waits `RATE_LIMITED_WAIT`, which is longer: docs/ARCHITECTURE.md).
    let waited = attempts[1].at.duration_since(attempts[0].at);
    let asked = std::time::Duration::from_secs_f64(fake_discord::RATE_LIMIT_RETRY_AFTER);
    assert!(waited >= asked, "retried after {waited:?}, asked {asked:?}");
    assert!(chakbot::discord::RATE_LIMITED_WAIT >= asked);
}

#[tokio::test]
async fn malformed_and_hostile_input_is_survived() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    let before = scene.created_messages(thread).len();

    scene.dispatch("SOME_FUTURE_EVENT", json!({"x": 1})).await;
    let mut no_author = payloads::guild_message(ALICE, "!board");
    no_author
        .as_object_mut()
        .map(|m| m.remove("author"))
        .expect("a message object");
    scene.dispatch("MESSAGE_CREATE", no_author).await;
    scene.send_raw("{not json").await;
    // 4,000 characters: in the game's thread (not a move), and as a command elsewhere.
    say(&scene, ALICE, thread, &"e4 ".repeat(1333)).await;
    say(&scene, BOB, CHANNEL, &format!("!{}", "x".repeat(3999))).await;
    let told = dm_post(&scene, BOB).await;
    assert!(!told.content().unwrap_or_default().is_empty());
    assert!(told.content().unwrap_or_default().chars().count() <= 2000);
    // A button that is not ours, an unknown slash command, a command missing its option.
    press(&scene, 51, ALICE, "game:42:resign", CHANNEL, false).await;
    let stale = scene.answer_to(51).await;
    assert!(is_ephemeral(&stale));
    assert!(stale
        .content()
        .unwrap_or_default()
        .contains("not one of mine"));
    slash(&scene, 52, ALICE, CHANNEL, "nope", json!([]), "0").await;
    assert!(is_ephemeral(&scene.answer_to(52).await));
    slash(&scene, 53, ALICE, CHANNEL, "challenge", json!([]), "0").await;
    assert!(is_ephemeral(&scene.answer_to(53).await));
    // A select answer without values.
    let empty = payloads::with_id(
        payloads::in_channel(
            payloads::string_select("ck:choose:1", &[], ALICE, None),
            thread,
        ),
        54,
    );
    scene.dispatch("INTERACTION_CREATE", empty).await;
    assert!(is_ephemeral(&scene.answer_to(54).await));

    // The game is untouched and still playable.
    say(&scene, ALICE, thread, "e4").await;
    let moved = scene.posted_in(thread).await;
    assert!(moved.content().unwrap_or_default().contains("e4"));
    assert_eq!(scene.created_messages(thread).len(), before + 1);
    for kind in ["SOME_FUTURE_EVENT", "MESSAGE_CREATE"] {
        assert!(
            scene
                .warnings
                .any(&format!("undecodable gateway event {kind}")),
            "{kind} logged: {:#?}",
            scene.warnings.lines()
        );
    }
    assert!(!scene.bot().is_finished(), "the client is still running");
    scene.stop().await;
}

#[tokio::test]
async fn unknown_route_is_a_recorded_404() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let http = chakbot::discord::discord_http(&config(&fake, dir.path()));
    let result = serenity::all::GuildId::new(payloads::GUILD)
        .to_partial_guild(&http)
        .await;
    assert!(result.is_err());
    let seen = fake
        .expect_request(Method::GET, |p| p == "/guilds/3000")
        .await;
    assert_eq!(seen.status, 404);
}

// ----- the `chakbot discord` process -----

fn chakbot() -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_chakbot"));
    cmd.env_remove(chakbot::discord::TOKEN_ENV)
        .env_remove(chakbot::discord::API_BASE_ENV)
        .env("RUST_LOG", "warn");
    cmd
}

#[test]
fn discord_without_a_token_is_a_usage_error() {
    let out = chakbot().arg("discord").output().expect("chakbot runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn discord_refuses_a_bad_api_base_and_shard_count() {
    for bad in [["--api-base", "localhost:80"], ["--shards", "0"]] {
        let out = chakbot()
            .arg("discord")
            .args(bad)
            .env(chakbot::discord::TOKEN_ENV, "x")
            .output()
            .expect("chakbot runs");
        assert_eq!(
            out.status.code(),
            Some(2),
            "{bad:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[tokio::test]
async fn the_binary_with_auto_shards_asks_for_the_shard_count() {
    let fake = FakeDiscord::start().await;
    // A store of its own: the default one would be a folder in the working directory.
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut child = chakbot()
        .args([
            "discord",
            "--shards",
            "auto",
            "--no-message-content",
            "--api-base",
        ])
        .arg(fake.base_url())
        .arg("--data")
        .arg(dir.path().join("data"))
        .env(chakbot::discord::TOKEN_ENV, "env-token")
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("chakbot starts");
    let asked = fake
        .expect_request(Method::GET, |p| p == "/gateway/bot")
        .await;
    assert_eq!(asked.auth.as_deref(), Some("Bot env-token"));
    fake.wait_ready().await;
    let intents = fake.identified_intents();
    assert_eq!(intents, [GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES]);
    let _ = child.kill();
    let _ = child.wait();
}

#[tokio::test]
async fn the_binary_answers_through_the_fake_and_stops_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let dir = std::env::temp_dir().join(format!(
        "chakbot-e2e-{}-{}",
        std::process::id(),
        payloads::id()
    ));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let token_file = dir.join("token.toml");
    std::fs::write(&token_file, "# test\ntoken = \"file-token\"\n").expect("writing the token");
    let mut child = chakbot()
        .arg("discord")
        .arg("--config")
        .arg(&token_file)
        .arg("--data")
        .arg(dir.join("data"))
        .env(chakbot::discord::API_BASE_ENV, fake.base_url())
        .spawn_logged();

    registered(&fake).await;
    let reply = open_challenge(&fake).await;
    assert!(custom_ids(&reply)
        .iter()
        .any(|c| c.starts_with("ck:accept:")));
    assert_eq!(reply.auth.as_deref(), Some("Bot file-token"));

    signal(&child, "TERM");
    let Some(status) = exit_within(&mut child, Duration::from_secs(10)).await else {
        let _ = child.kill();
        panic!("chakbot did not stop within 10 s of SIGTERM");
    };
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = child
        .wait_with_output()
        .map(|o| String::from_utf8_lossy(&o.stderr).into_owned())
        .unwrap_or_default();
    assert!(
        status.success(),
        "exit status after SIGTERM: {status}; stderr: {stderr}"
    );
    assert!(
        !stderr.contains("WARN") && !stderr.contains("ERROR"),
        "a clean run and shutdown: {stderr}"
    );
}

/// Starting a `chakbot` process with its standard error kept for the test.
trait SpawnLogged {
    /// Spawns it, its stdout dropped and its stderr piped.
    fn spawn_logged(&mut self) -> std::process::Child;
}

impl SpawnLogged for std::process::Command {
    fn spawn_logged(&mut self) -> std::process::Child {
        self.stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("chakbot starts")
    }
}

/// Waits for a `chakbot` process's READY and its slash command registration.
async fn registered(fake: &FakeDiscord) {
    fake.wait_ready().await;
    fake.expect_request(Method::PUT, |p| p.ends_with("/commands"))
        .await;
}

/// alice posts an open chess challenge in the channel (an event of no interaction); the
/// bot's answer there.
async fn open_challenge(fake: &FakeDiscord) -> Recorded {
    fake.dispatch(
        "MESSAGE_CREATE",
        payloads::guild_message(ALICE, "!challenge chess"),
    )
    .await;
    fake.posted_in(CHANNEL).await
}

/// Sends `signal` (`INT`, `TERM`) to `child`.
fn signal(child: &std::process::Child, signal: &str) {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
}

/// The exit status of `child` once it ends, or `None` if it is still running after `wait`.
async fn exit_within(
    child: &mut std::process::Child,
    wait: Duration,
) -> Option<std::process::ExitStatus> {
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        if let Some(status) = child.try_wait().expect("waiting for chakbot") {
            return Some(status);
        }
        if tokio::time::Instant::now() > deadline {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The first signal waits for the work in flight (an answer Discord keeps rate-limiting);
/// a second one aborts at once with status 130.
#[tokio::test]
async fn a_second_signal_aborts_while_the_first_waits_for_running_work() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut child = chakbot()
        .arg("discord")
        .arg("--data")
        .arg(dir.path().join("data"))
        .env(chakbot::discord::TOKEN_ENV, "env-token")
        .env(chakbot::discord::API_BASE_ENV, fake.base_url())
        .spawn_logged();
    registered(&fake).await;
    // The answer to the challenge stays in flight: every send of it is rate-limited.
    fake.fail_next(
        Method::POST,
        channel_messages(CHANNEL),
        1000,
        Failure::RateLimited,
    );
    open_challenge(&fake).await;

    signal(&child, "INT");
    let early = exit_within(&mut child, Duration::from_millis(500)).await;
    assert!(
        early.is_none(),
        "the first signal waits for the answer in flight, but chakbot ended: {early:?}"
    );
    signal(&child, "TERM");
    let Some(status) = exit_within(&mut child, Duration::from_secs(5)).await else {
        let _ = child.kill();
        panic!("chakbot did not abort within 5 s of a second signal");
    };
    let stderr = child
        .wait_with_output()
        .map(|o| String::from_utf8_lossy(&o.stderr).into_owned())
        .unwrap_or_default();
    assert_eq!(status.code(), Some(130), "stderr: {stderr}");
    assert!(stderr.contains("second signal"), "{stderr}");
}

// ----- issue 14: expiry, help, Discord's limits (e2e14) -----

/// A challenge nobody answers expires on Discord as it does in local mode: a day later
/// (the bot's clock, moved by the test) its message is edited in place, whether it was
/// posted as a message or as a slash command's answer, its buttons disabled (the fake
/// lets nobody press them), with no new post; a late typed accept is refused privately.
#[tokio::test]
async fn an_expired_challenge_is_edited_in_place_with_its_buttons_disabled() {
    let scene = Scene::start().await;
    let clock = scene.config.host.clock.clone();

    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001>").await;
    let posted = scene.posted_in(CHANNEL).await;
    let message = last_message_id(&scene, CHANNEL);
    let accept = custom_ids(&posted)[0].clone();
    let options = json!([{"name": "ruleset", "type": 3, "value": "koopa"}]);
    slash(&scene, 8201, BOB, CHANNEL, "challenge", options, "0").await;
    let open = scene.answer_to(8201).await;
    assert!(!is_ephemeral(&open), "{}", open.json);
    answer_read_back(&scene, 8201).await;
    let open_accept = custom_ids(&open)[0].clone();
    assert_eq!(scene.pressable(&accept), Some(true));
    assert_eq!(scene.pressable(&open_accept), Some(true));
    let posts = scene.created_messages(CHANNEL).len();

    // A day passes.
    clock.advance(chakbot::host::CHALLENGE_TTL_MS + 1_000);
    let in_channel = |p: &str| p.starts_with(&format!("/channels/{CHANNEL}/messages/"));
    let mut edited = Vec::new();
    for _ in 0..2 {
        let edit = scene.expect_request(Method::PATCH, in_channel).await;
        assert_eq!(edit.status, 200, "{}", edit.json);
        let text = edit.content().unwrap_or_default();
        assert!(text.contains("has expired"), "{text}");
        assert!(text.contains("within 24 hours"), "{text}");
        assert!(all_disabled(&edit.json), "{}", edit.json);
        edited.push(edit.path.clone());
    }
    assert!(
        edited.contains(&format!("/channels/{CHANNEL}/messages/{message}")),
        "the chat challenge's own message: {edited:?}"
    );
    assert_eq!(scene.pressable(&accept), Some(false));
    assert_eq!(scene.pressable(&open_accept), Some(false));
    assert_eq!(scene.created_messages(CHANNEL).len(), posts, "no new post");

    // Typed a day late: refused to bob alone; no game starts.
    say(&scene, BOB, CHANNEL, "!accept").await;
    let told = dm_post(&scene, BOB).await;
    assert!(told.files.is_empty(), "{}", told.json);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(scene.created_messages(CHANNEL).len(), posts);
    assert!(scene.threads().is_empty());
    assert_eq!(
        scene.edits(CHANNEL).len(),
        2,
        "each expired challenge edited once"
    );
    scene.finish(&[]).await;
}

/// The text of a private answer: a slash command's (ephemeral) or a chat command's DM.
async fn private_answer(fake: &FakeDiscord, user: u64, slash_id: Option<u64>) -> String {
    let r = match slash_id {
        Some(id) => {
            let r = fake.answer_to(id).await;
            assert!(is_ephemeral(&r), "{}", r.json);
            assert_eq!(r.status, 204, "Discord took it: {}", r.json);
            r.json["data"]["content"].clone()
        }
        None => {
            let r = dm_post(fake, user).await;
            assert_eq!(r.status, 200, "Discord took it: {}", r.json);
            r.json["content"].clone()
        }
    };
    r.as_str().unwrap_or_default().to_string()
}

/// Help on Discord, typed and as slash commands: a player's `help` lists no moderator
/// command, a moderator's (by permission on `/help`, by the moderator role in chat)
/// lists every one; `help settings` lists the themes; "did you mean" names only what
/// the reader may use; `rules chakart eggs` (and `/rules` with its section) tells the
/// eight egg effects. Every answer fits in one Discord message.
#[tokio::test]
async fn help_and_rules_on_discord_follow_the_reader() {
    let scene = Scene::start().await;
    let rules = scene
        .commands
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["name"] == "rules")
        .cloned()
        .expect("/rules");
    let sections: Vec<&str> = rules["options"][1]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(rules["options"][1]["name"], json!("section"), "{rules}");
    assert_eq!(sections, ["items", "eggs", "stealth", "shell"]);
    let moderator_commands = chakbot::host::table::moderator_commands();
    let lists_every_moderator_command = |text: &str| {
        for c in &moderator_commands {
            assert!(text.contains(&format!("`{c}`")), "{c}: {text}");
        }
    };

    // A player's help, typed: no moderator command.
    say(&scene, ALICE, CHANNEL, "!help").await;
    let help = private_answer(&scene, ALICE, None).await;
    assert!(help.contains("`challenge"), "{help}");
    assert!(!help.contains("`config clock`"), "{help}");
    // A moderator's /help (Manage Messages): every moderator command.
    slash(&scene, 8301, CAROL, CHANNEL, "help", json!([]), "8192").await;
    let help = private_answer(&scene, CAROL, Some(8301)).await;
    lists_every_moderator_command(&help);
    // The player's /help: none.
    slash(&scene, 8302, ALICE, CHANNEL, "help", json!([]), "0").await;
    let help = private_answer(&scene, ALICE, Some(8302)).await;
    assert!(!help.contains("`config clock`"), "{help}");

    // help settings: the themes, typed and slashed.
    say(&scene, ALICE, CHANNEL, "!help settings").await;
    let typed = private_answer(&scene, ALICE, None).await;
    let opts = json!([{"name": "command", "type": 3, "value": "settings"}]);
    slash(&scene, 8303, ALICE, CHANNEL, "help", opts, "0").await;
    let slashed = private_answer(&scene, ALICE, Some(8303)).await;
    for text in [&typed, &slashed] {
        for t in ["`brown`", "`blue`", "`green`"] {
            assert!(text.contains(t), "{t}: {text}");
        }
    }

    // "Did you mean": a player is not pointed at a moderator command...
    say(&scene, ALICE, CHANNEL, "!unbam <@2001>").await;
    let player = private_answer(&scene, ALICE, None).await;
    assert!(player.contains("unbam"), "{player}");
    assert!(!player.contains("`unban`"), "{player}");
    // ... a moderator is (one by the moderator role set with /config modrole: a chat
    // message carries no permissions).
    let opts = json!([{"name": "modrole", "type": 1, "options": [
        {"name": "role", "type": 8, "value": "7701"},
    ]}]);
    slash(&scene, 8304, CAROL, CHANNEL, "config", opts, "8192").await;
    scene.answer_to(8304).await;
    let as_moderator = |text: &str| {
        let mut m = payloads::guild_message(CAROL, text);
        m["member"]["roles"] = json!(["7701"]);
        payloads::with_id(payloads::in_channel(m, CHANNEL), payloads::id())
    };
    scene
        .dispatch("MESSAGE_CREATE", as_moderator("!unbam <@2001>"))
        .await;
    let moderator = private_answer(&scene, CAROL, None).await;
    assert!(moderator.contains("`unban`"), "{moderator}");
    scene
        .dispatch("MESSAGE_CREATE", as_moderator("!help"))
        .await;
    lists_every_moderator_command(&private_answer(&scene, CAROL, None).await);

    // rules chakart eggs, typed and as /rules with its section; the summary names them.
    say(&scene, ALICE, CHANNEL, "!rules chakart eggs").await;
    let typed = private_answer(&scene, ALICE, None).await;
    let opts = json!([
        {"name": "ruleset", "type": 3, "value": "chakart"},
        {"name": "section", "type": 3, "value": "eggs"},
    ]);
    slash(&scene, 8305, ALICE, CHANNEL, "rules", opts, "0").await;
    let slashed = private_answer(&scene, ALICE, Some(8305)).await;
    assert_eq!(typed, slashed, "one text, however asked");
    for effect in [
        "King Boo", "Koopa", "Toadette", "Chomp", "Daisy", "Bowser", "Luigi", "Waluigi",
    ] {
        assert!(typed.contains(effect), "{effect}: {typed}");
    }
    let opts = json!([{"name": "ruleset", "type": 3, "value": "chakart"}]);
    slash(&scene, 8306, ALICE, CHANNEL, "rules", opts, "0").await;
    let summary = private_answer(&scene, ALICE, Some(8306)).await;
    assert!(summary.contains("`rules chakart eggs`"), "{summary}");
    // Nothing of this was public.
    assert!(scene.created_messages(CHANNEL).is_empty());
    scene.finish(&[]).await;
}

/// Ratings on Discord as in local mode: a chess game to mate ends in one message with
/// the result banner on its board, the rating changes and the lichess analysis offer; a
/// moderator's `/mod void` undoes its ratings (the leaderboard is empty again), told in
/// public and in the modlog; a game resigned before any move is unrated.
#[tokio::test]
async fn a_mate_is_rated_a_void_undoes_it_and_a_resignation_before_any_move_is_unrated() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    let game = game_in(&scene, thread);
    let mut posts = Vec::new();
    for (user, mv) in [(ALICE, "f3"), (BOB, "e5"), (ALICE, "g4"), (BOB, "Qh4#")] {
        say(&scene, user, thread, mv).await;
        posts.push(scene.posted_in(thread).await);
    }
    let mate = &posts[3];
    let text = mate.content().unwrap_or_default();
    assert!(text.contains("Black wins"), "{text}");
    assert!(text.contains(": 1500 → "), "the rating changes: {text}");
    assert!(
        text.contains("lichess.org/paste") && text.contains(&format!("`export #{game}`")),
        "the analysis offer: {text}"
    );
    // The final board carries the result banner: a strip of one square's height.
    let (w, h, _, _) = decode_png(&board_png(mate));
    let (w0, h0, _, _) = decode_png(&board_png(&posts[2]));
    assert_eq!(
        (w, h),
        (w0, h0 + w0 / 8),
        "a banner strip on the final board"
    );

    // `history` tells the moves to the asker alone; `export` sends the record as a file
    // that a standard PGN importer (written apart from the bot's) takes as it is.
    say(&scene, ALICE, thread, &format!("!history #{game}")).await;
    let history = private_answer(&scene, ALICE, None).await;
    for mv in ["f3", "e5", "g4", "Qh4#"] {
        assert!(history.contains(mv), "{mv} in {history}");
    }
    say(&scene, BOB, thread, &format!("!export #{game}")).await;
    let export = dm_post(&scene, BOB).await;
    let file = export
        .files
        .iter()
        .find(|f| f.filename.as_deref().is_some_and(|n| n.ends_with(".pgn")))
        .unwrap_or_else(|| panic!("a PGN attached: {}", export.json));
    let pgn_text = String::from_utf8(file.bytes.clone()).expect("PGN is UTF-8");
    let imported = pgn::import(&pgn_text).unwrap_or_else(|e| panic!("{e}: {pgn_text}"));
    assert_eq!(imported.game.sans, ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(imported.game.result, "0-1");
    // People by their names, as a program the file is opened in shows them; ids kept.
    let tags = &imported.game;
    assert_eq!(
        [tags.tag("White"), tags.tag("Black")],
        [Some("alice"), Some("bob")]
    );
    assert_eq!(
        [tags.tag("WhiteId"), tags.tag("BlackId")],
        [Some("2000"), Some("2001")]
    );

    say(&scene, CAROL, CHANNEL, "!leaderboard chess").await;
    let board = private_answer(&scene, CAROL, None).await;
    assert!(board.contains("Leaderboard, Chess:"), "{board}");

    let opts = json!([{"name": "void", "type": 1, "options": [
        {"name": "game", "type": 3, "value": format!("#{game}")},
    ]}]);
    slash(&scene, 8401, CAROL, CHANNEL, "mod", opts, "8192").await;
    scene.answer_to(8401).await;
    let told = scene
        .wait_shown("the void, in public", |s| {
            s.is_public()
                && s.content
                    .contains(&format!("voided game #{game} after its end"))
        })
        .await;
    if told.channel == CHANNEL && told.via == "message" {
        // Taken, so that the next challenge is the channel's next post.
        scene.posted_in(CHANNEL).await;
    }
    say(&scene, CAROL, CHANNEL, "!leaderboard chess").await;
    let board = private_answer(&scene, CAROL, None).await;
    assert!(board.contains("No rated Chess game"), "{board}");
    let opts = json!([{"name": "log", "type": 1, "options": []}]);
    slash(&scene, 8402, CAROL, CHANNEL, "mod", opts, "8192").await;
    let log = private_answer(&scene, CAROL, Some(8402)).await;
    assert!(
        log.contains("void") && log.contains(&format!("game #{game}")) && log.contains("(was 0-1)"),
        "{log}"
    );

    // A resignation before any move: unrated.
    let second = chess_game(&scene, 1).await;
    say(&scene, ALICE, second, "!resign").await;
    dm_post(&scene, ALICE).await;
    say(&scene, ALICE, second, "!confirm").await;
    let ended = scene.posted_in(second).await;
    let text = ended.content().unwrap_or_default();
    assert!(text.contains("it is unrated"), "{text}");
    assert!(!text.contains("1500 →"), "{text}");
    scene.finish(&[]).await;
}

/// A chess promotion named with the move on Discord: a piece that cannot be promoted to
/// is refused to the mover alone (nothing posted), then `/move bxa8Q` (no `=`) is
/// played and told as `bxa8=Q` in the thread, with its board.
#[tokio::test]
async fn a_chess_promotion_is_named_with_the_move_on_discord() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    let script = [
        (ALICE, "e4"),
        (BOB, "d5"),
        (ALICE, "exd5"),
        (BOB, "c6"),
        (ALICE, "dxc6"),
        (BOB, "Nf6"),
        (ALICE, "cxb7"),
        (BOB, "Nbd7"),
    ];
    for (user, mv) in script {
        say(&scene, user, thread, mv).await;
        scene.posted_in(thread).await;
    }
    let posts = scene.created_messages(thread).len();
    say(&scene, ALICE, thread, "bxa8=K").await;
    let told = dm_post(&scene, ALICE).await;
    assert!(told.files.is_empty(), "{}", told.json);
    let opts = json!([{"name": "move", "type": 3, "value": "bxa8Q"}]);
    slash(&scene, 8501, ALICE, thread, "move", opts, "0").await;
    let answer = scene.answer_to(8501).await;
    let public = if answer.json["type"] == 4 && !is_ephemeral(&answer) {
        answer
    } else {
        scene.posted_in(thread).await
    };
    board_png(&public);
    let text = public.content().unwrap_or_default();
    assert!(text.contains("bxa8=Q"), "{text}");
    assert_eq!(
        scene.created_messages(thread).len(),
        posts + usize::from(public.path.starts_with("/channels/")),
        "the refused form posted nothing"
    );
    scene.finish(&[]).await;
}

/// The fake refuses what Discord refuses in a message (400 / 50035): content over 2000
/// characters, a sixth button in a row, a select menu sharing its row, a custom id used
/// twice, a button label over 80, an embed description over 4096; and an initial
/// response of a type the interaction does not take.
#[test]
fn the_fake_refuses_messages_discord_refuses() {
    use fake_discord::strict::{message_fits, response_fits};
    let button = |id: &str| json!({"type": 2, "style": 1, "label": "Go", "custom_id": id});
    let row = |components: Vec<Value>| json!({"type": 1, "components": components});
    let fits = |m: Value| message_fits(&m, 1).is_ok();
    assert!(fits(json!({"content": "x".repeat(2000)})));
    assert!(!fits(json!({"content": "é".repeat(2001)})));
    let five: Vec<Value> = (0..5).map(|i| button(&format!("b{i}"))).collect();
    assert!(fits(json!({"components": [row(five.clone())]})));
    let mut six = five.clone();
    six.push(button("b5"));
    assert!(!fits(json!({"components": [row(six)]})));
    let menu = json!({"type": 3, "custom_id": "m",
                      "options": [{"label": "a", "value": "a"}]});
    assert!(fits(json!({"components": [row(vec![menu.clone()])]})));
    assert!(!fits(json!({"components": [row(vec![menu, button("b")])]})));
    assert!(!fits(
        json!({"components": [row(vec![button("b")]), row(vec![button("b")])]})
    ));
    let mut long = button("b");
    long["label"] = json!("L".repeat(81));
    assert!(!fits(json!({"components": [row(vec![long])]})));
    assert!(!fits(
        json!({"embeds": [{"description": "d".repeat(4097)}]})
    ));
    assert!(message_fits(&json!({}), 11).is_err(), "at most 10 files");
    // A command takes a message or a deferral, never "update the message" (6, 7);
    // autocompletion takes only its choices (8).
    assert!(response_fits(2, 4) && response_fits(2, 5));
    assert!(!response_fits(2, 6) && !response_fits(2, 8));
    assert!(response_fits(3, 6) && response_fits(4, 8));
    assert!(!response_fits(4, 4));
}

/// As on Discord, the first follow-up after a private "thinking" deferral replaces it and
/// stays private whatever its flags say; a later one is public without flag 64.
#[test]
fn the_first_followup_after_a_private_deferral_stays_private() {
    let mut strict = fake_discord::strict::Strict::default();
    let d = payloads::with_id(payloads::slash_command("moves", json!([]), ALICE, "0"), 501);
    strict.register(&d);
    let token = d["token"].as_str().expect("a token").to_string();
    strict
        .callback("501", &token, &json!({"type": 5, "data": {"flags": 64}}), 0)
        .expect("a deferral");
    strict
        .followup(&token, &json!({"content": "first"}), 0)
        .expect("a follow-up");
    strict
        .followup(&token, &json!({"content": "second"}), 0)
        .expect("a follow-up");
    let shown = strict.shown.clone();
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert_eq!(shown[0].only, Some(ALICE), "replaces the private thinking");
    assert_eq!(shown[1].only, None, "a later one as its flags say");
}

// ----- hardening (issue 15) -----

/// The number after the first `#` of `text` (a game number in a bot message).
fn game_number(text: &str) -> u64 {
    text.split_once('#')
        .map(|(_, after)| {
            after
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
        })
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a game number in {text:?}"))
}

/// The game played in `thread` (from the bot's greeting there).
fn game_in(fake: &FakeDiscord, thread: u64) -> u64 {
    let hello = fake.created_messages(thread);
    game_number(hello[0]["content"].as_str().unwrap_or_default())
}

/// Public messages with a file (a board) shown in `channel`.
fn public_boards(fake: &FakeDiscord, channel: u64) -> usize {
    fake.shown()
        .iter()
        .filter(|s| s.channel == channel && s.is_public() && s.files > 0)
        .count()
}

/// "Answer privately" is private for everyone: a spectator's press is refused privately
/// and shows nothing in the thread; a player's press shows their own board privately.
#[tokio::test]
async fn answer_privately_is_private_whoever_presses_it() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    let game = game_in(&scene, thread);
    let button = format!("ck:private:{game}");
    let public_before = scene.shown().iter().filter(|s| s.is_public()).count();

    press(&scene, 301, CAROL, &button, thread, false).await;
    let refused = scene.answer_to(301).await;
    assert!(is_ephemeral(&refused), "{}", refused.json);
    assert!(refused.files.is_empty(), "no board for a spectator");
    assert!(
        refused
            .content()
            .unwrap_or_default()
            .contains("Only the players"),
        "{}",
        refused.json
    );

    press(&scene, 302, ALICE, &button, thread, false).await;
    let own = scene.answer_to(302).await;
    assert!(is_ephemeral(&own), "{}", own.json);
    board_png(&own);

    tokio::time::sleep(Duration::from_millis(300)).await;
    let public_after = scene.shown().iter().filter(|s| s.is_public()).count();
    assert_eq!(
        public_after,
        public_before,
        "nothing public: {:#?}",
        scene.shown()
    );
    scene.finish(&[]).await;
}

/// A `/move` whose answer cannot be given: failing with 5xx every time, or expired. The
/// move is stored, so its board is posted in the thread as a normal message, once.
async fn move_announced_despite(break_answer: impl Fn(&FakeDiscord, u64)) {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    break_answer(&scene, 311);
    let opts = json!([{"name": "move", "type": 3, "value": "e4"}]);
    slash(&scene, 311, ALICE, thread, "move", opts, "0").await;
    let posted = scene.posted_in(thread).await;
    board_png(&posted);
    assert!(posted.content().unwrap_or_default().contains("e4"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(public_boards(&scene, thread), 1, "{:#?}", scene.shown());
    // The game goes on: bob answers.
    say(&scene, BOB, thread, "e5").await;
    let next = scene.posted_in(thread).await;
    assert!(next.content().unwrap_or_default().contains("e5"));
    scene.finish(&[]).await;
}

#[tokio::test]
async fn a_move_whose_answer_keeps_failing_is_posted_in_the_thread() {
    move_announced_despite(|fake, id| {
        fake.fail_next(Method::POST, callback_of(id), 10, Failure::ServerError)
    })
    .await;
}

#[tokio::test]
async fn a_move_whose_interaction_expired_is_posted_in_the_thread() {
    move_announced_despite(|fake, id| fake.expire_interaction(id)).await;
}

/// The answer arrived but its acknowledgement was lost: the retry is told "already
/// acknowledged", and the move is shown once.
#[tokio::test]
async fn a_move_whose_answer_was_lost_is_shown_once() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    scene.fail_next(
        Method::POST,
        callback_of(321),
        1,
        Failure::AppliedThenServerError,
    );
    let opts = json!([{"name": "move", "type": 3, "value": "e4"}]);
    slash(&scene, 321, ALICE, thread, "move", opts, "0").await;
    let first = scene.answer_to(321).await;
    assert_eq!(first.status, 500);
    let second = scene.answer_to(321).await;
    assert_eq!(second.status, 400, "Discord: already acknowledged");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(public_boards(&scene, thread), 1, "{:#?}", scene.shown());
    scene.finish(&[]).await;
}

/// A private answer whose interaction expired goes by DM.
#[tokio::test]
async fn a_private_answer_whose_interaction_expired_goes_by_dm() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    scene.expire_interaction(331);
    slash(&scene, 331, ALICE, thread, "moves", json!([]), "0").await;
    let told = dm_post(&scene, ALICE).await;
    assert!(
        told.content().unwrap_or_default().contains("e4"),
        "{}",
        told.json
    );
    assert!(scene
        .shown()
        .iter()
        .all(|s| !(s.is_public() && s.content.contains("Nf3"))));
    scene.finish(&[]).await;
}

/// Without Send Messages in the channel, a game started by a button is announced in
/// the button's answer, and one started by chat to both players by DM, each with the
/// reason and what a moderator should change.
#[tokio::test]
async fn a_game_where_the_bot_cannot_post_is_announced_where_it_can_be() {
    let scene = Scene::start().await;
    scene.deny(CHANNEL, fake_discord::strict::SEND_MESSAGES);

    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "opponent", "type": 6, "value": BOB.to_string()}
    ]);
    slash(&scene, 341, ALICE, CHANNEL, "challenge", options, "0").await;
    let posted = scene.answer_to(341).await;
    let accept = custom_ids(&posted)[0].clone();
    press(&scene, 342, BOB, &accept, CHANNEL, false).await;
    let refused = scene.posted_in(CHANNEL).await;
    assert_eq!(refused.status, 403);
    let mut announced = scene.expect_request(Method::POST, followup_of(342)).await;
    if announced.files.is_empty() {
        // BOB pressed before the bot had noted which message shows the challenge: its
        // edit became a new message, refused too, so it is answered here first. It names
        // no game (there was a "game #0" once).
        let text = announced.content().unwrap_or_default();
        assert!(text.contains("accepted challenge #1"), "{text}");
        assert!(!text.contains("game #0"), "{text}");
        announced = scene.expect_request(Method::POST, followup_of(342)).await;
    }
    assert!(!is_ephemeral(&announced), "the channel sees the game start");
    board_png(&announced);
    let text = announced.content().unwrap_or_default();
    assert!(
        text.contains("Send Messages") && text.contains("moderator"),
        "{text}"
    );
    assert!(scene.threads().is_empty());

    say(&scene, ALICE, CHANNEL, "!challenge koopa <@2001>").await;
    // Bob answers the challenge once it exists (the bot tried to post it), as people do:
    // two messages dispatched at once may be handled in either order. A refused post of
    // the game above (its challenge's edit made a new message) may still come first.
    loop {
        let post = scene.posted_in(CHANNEL).await;
        assert_eq!(post.status, 403);
        if post.content().unwrap_or_default().contains("Koopa") {
            break;
        }
    }
    say(&scene, BOB, CHANNEL, "!accept").await;
    for player in [ALICE, BOB] {
        let told = loop {
            let post = dm_post(&scene, player).await;
            if !post.files.is_empty() {
                break post;
            }
        };
        let text = told.content().unwrap_or_default();
        assert!(text.contains("Send Messages"), "{text}");
    }
    scene.finish(&[]).await;
}

/// Without the message-content intent, no text tells players to type their moves: the
/// thread's greeting and the help point at `/move`.
#[tokio::test]
async fn without_message_content_players_are_pointed_at_slash_move() {
    let scene = Scene::start_with(|config| config.message_content = false).await;
    assert_eq!(
        scene.identified_intents(),
        [GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES]
    );
    let options = json!([{"name": "ruleset", "type": 3, "value": "chess"}]);
    slash(&scene, 351, ALICE, CHANNEL, "challenge", options, "0").await;
    let posted = scene.answer_to(351).await;
    let accept = custom_ids(&posted)[0].clone();
    press(&scene, 352, BOB, &accept, CHANNEL, false).await;
    let (_, hello) = scene.greeted_thread(1).await;
    let text = hello.content().unwrap_or_default();
    assert!(text.contains("/move"), "{text}");
    assert!(!text.contains("plainly"), "{text}");
    slash(&scene, 353, ALICE, CHANNEL, "help", json!([]), "0").await;
    let help = scene.answer_to(353).await;
    let text = help.content().unwrap_or_default();
    assert!(text.contains("/move"), "{text}");
    assert!(!text.contains("just type"), "{text}");
    scene.finish(&[]).await;
}

/// Discord closes the gateway with 4014 when the message-content intent is asked for
/// but not enabled: the client stops with an error instead of running deaf.
#[tokio::test]
async fn a_refused_message_content_intent_stops_the_client() {
    let fake = FakeDiscord::start().await;
    fake.refuse_message_content();
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = BotHandle::spawn(&config(&fake, dir.path()))
        .await
        .expect("the client builds");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !bot.is_finished() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the client stops on close code 4014"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let result = tokio::time::timeout(Duration::from_secs(10), bot.stop())
        .await
        .expect("stops");
    assert!(result.is_err(), "an error: disallowed intents");
}

/// A new game asked for inside a game's thread starts in the parent channel, with its
/// own thread (Discord refuses a thread in a thread).
#[tokio::test]
async fn a_new_game_from_a_thread_gets_its_own_thread_in_the_parent_channel() {
    let scene = Scene::start().await;
    let thread = chess_game(&scene, 0).await;
    say(&scene, ALICE, thread, "!challenge koopa <@2001>").await;
    scene.posted_in(thread).await;
    say(&scene, BOB, thread, "!accept").await;
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    let second = scene.wait_thread(2).await;
    assert_eq!(
        scene.threads()[1],
        (CHANNEL, second),
        "{:?}",
        scene.threads()
    );
    let refused = scene.requests_matching(&Method::POST, |p| {
        p.starts_with(&format!("/channels/{thread}/messages/")) && p.ends_with("/threads")
    });
    assert!(refused.is_empty(), "no thread asked for in a thread");
    scene.posted_in(second).await;
    scene.finish(&[]).await;
}

/// An interaction the host answers slowly is deferred (type 5, private "thinking" for
/// a command; type 6 for a button), then completed: the public board is posted in the
/// thread, the private answer replaces the "thinking".
#[tokio::test]
async fn slow_answers_are_deferred_then_completed() {
    let scene = Scene::start_with(|config| config.defer_after = Duration::ZERO).await;
    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "color", "type": 3, "value": "white"}
    ]);
    slash(&scene, 361, ALICE, CHANNEL, "challenge", options, "0").await;
    let deferred = scene.answer_to(361).await;
    assert_eq!(deferred.json["type"], json!(5), "{}", deferred.json);
    let posted = scene.posted_in(CHANNEL).await;
    let accept = custom_ids(&posted)[0].clone();
    scene
        .expect_request(Method::PATCH, |p| {
            p == "/webhooks/1000/token-361/messages/@original"
        })
        .await;
    press(&scene, 362, BOB, &accept, CHANNEL, false).await;
    let ack = scene.answer_to(362).await;
    assert_eq!(ack.json["type"], json!(6));
    let thread = scene.wait_thread(1).await;

    let opts = json!([{"name": "move", "type": 3, "value": "e4"}]);
    slash(&scene, 363, ALICE, thread, "move", opts, "0").await;
    let moved = scene
        .expect_request(Method::POST, |p| {
            p == format!("/channels/{thread}/messages")
        })
        .await;
    let moved = if moved.files.is_empty() {
        scene.posted_in(thread).await
    } else {
        moved
    };
    board_png(&moved);
    slash(&scene, 364, BOB, thread, "moves", json!([]), "0").await;
    let listed = scene
        .expect_request(Method::PATCH, |p| {
            p == "/webhooks/1000/token-364/messages/@original"
        })
        .await;
    assert!(
        listed.content().unwrap_or_default().contains("e5"),
        "{}",
        listed.json
    );
    let shown = scene
        .wait_shown("the moves list", |s| {
            s.content.contains("e5") && s.via == "edit"
        })
        .await;
    assert_eq!(shown.only, Some(BOB), "the moves list is bob's alone");
    assert_eq!(scene.initial_response(364), Some(5));
    scene.finish(&[]).await;
}

// ----- a calm channel (#14) -----

/// The id of the last message the bot posted in `channel`.
fn last_message_id(fake: &FakeDiscord, channel: u64) -> u64 {
    fake.created_messages(channel)
        .last()
        .and_then(|m| m["id"].as_str().and_then(|s| s.parse().ok()))
        .expect("a message of the bot's")
}

/// Whether every button of a message body is disabled (and there are some).
fn all_disabled(json: &Value) -> bool {
    let buttons: Vec<Value> = json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect();
    !buttons.is_empty() && buttons.iter().all(|b| b["disabled"] == json!(true))
}

/// Declined, withdrawn and accepted challenges: their message is edited in place (PATCH,
/// buttons disabled), by chat or by button, whether the challenge was posted as a
/// message or as a slash command's answer; no new post says it.
#[tokio::test]
async fn an_answered_challenge_is_edited_in_place() {
    let scene = Scene::start().await;
    let edit_of = |id: u64| move |p: &str| p == format!("/channels/{CHANNEL}/messages/{id}");

    // Declined by button.
    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001>").await;
    let posted = scene.posted_in(CHANNEL).await;
    let message = last_message_id(&scene, CHANNEL);
    // Its expiry is a Discord timestamp: each reader sees their own time.
    let text = posted.content().unwrap_or_default();
    let unix = |t: &str| {
        t.split("<t:")
            .nth(1)
            .and_then(|r| r.split(':').next().map(str::to_string))
    };
    let expires: u64 = unix(text)
        .and_then(|n| n.parse().ok())
        .expect("a timestamp");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_secs();
    assert!(
        expires.abs_diff(now + 24 * 3600) < 120,
        "in 24 hours: {text}"
    );
    assert!(
        text.contains(&format!("<t:{expires}:f> (<t:{expires}:R>)")),
        "{text}"
    );
    let decline = custom_ids(&posted)
        .into_iter()
        .find(|c| c.starts_with("ck:decline:"))
        .expect("a decline button");
    press(&scene, 8101, BOB, &decline, CHANNEL, false).await;
    let ack = scene.answer_to(8101).await;
    assert_eq!(ack.json["type"], json!(6), "{}", ack.json);
    let edit = scene.expect_request(Method::PATCH, edit_of(message)).await;
    let text = edit.content().unwrap_or_default();
    assert!(text.contains("declined"), "{text}");
    assert!(all_disabled(&edit.json), "{}", edit.json);

    // Withdrawn by chat.
    say(&scene, ALICE, CHANNEL, "!challenge chess <@2001>").await;
    scene.posted_in(CHANNEL).await;
    let message = last_message_id(&scene, CHANNEL);
    say(&scene, ALICE, CHANNEL, "!cancel").await;
    let edit = scene.expect_request(Method::PATCH, edit_of(message)).await;
    assert!(edit.content().unwrap_or_default().contains("withdrew"));
    assert!(all_disabled(&edit.json), "{}", edit.json);

    // Posted as a slash command's answer, accepted by chat: the answer is edited.
    let options = json!([
        {"name": "ruleset", "type": 3, "value": "chess"},
        {"name": "opponent", "type": 6, "value": BOB.to_string()},
    ]);
    slash(&scene, 8102, ALICE, CHANNEL, "challenge", options, "0").await;
    scene.answer_to(8102).await;
    answer_read_back(&scene, 8102).await;
    let posts = scene.created_messages(CHANNEL).len();
    say(&scene, BOB, CHANNEL, "!accept").await;
    let edit = scene
        .expect_request(Method::PATCH, |p| {
            p.starts_with(&format!("/channels/{CHANNEL}/messages/"))
        })
        .await;
    assert_eq!(edit.status, 200, "the answer is a message of the channel");
    assert!(edit.content().unwrap_or_default().contains("accepted"));
    assert!(all_disabled(&edit.json), "{}", edit.json);
    // The game then begins (its board, its thread): the one new post of the channel.
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    scene.wait_thread(1).await;
    assert_eq!(scene.created_messages(CHANNEL).len(), posts + 1);
    let edits = scene.edits(CHANNEL).len();
    assert_eq!(edits, 3, "three answered challenges, three edits");
    scene.finish(&[]).await;
}

/// Whether the bot may delete messages in the game's channel.
#[derive(Clone, Copy, PartialEq)]
enum ManageMessages {
    Granted,
    /// Denied by an overwrite the gateway reported: the bot knows and does not try.
    Denied,
    /// Denied by a change the bot has not heard of yet: Discord refuses the deletion.
    DeniedUnreported,
}

/// The Chakart game of [`CHAKART`] up to alice's stealth move, which she first types in
/// the game's thread. With Manage Messages the bot deletes it and tells her so; without,
/// it tells her it was seen and that another destination is still hers, and tells the
/// moderators once what it lacks. Either way nothing is played, and the typed text never
/// shows in a public message.
async fn stealth_typed_in_public(manage: ManageMessages) {
    let mut scene = Scene::start().await;
    let manage_messages = manage == ManageMessages::Granted;
    match manage {
        ManageMessages::Granted => {}
        ManageMessages::Denied => scene.deny(CHANNEL, fake_discord::strict::MANAGE_MESSAGES),
        ManageMessages::DeniedUnreported => {
            scene.deny_unreported(CHANNEL, fake_discord::strict::MANAGE_MESSAGES)
        }
    }
    chakart_challenge_accepted(&scene).await;
    let (thread, _) = scene.greeted_thread(1).await;
    for (user, text) in [(ALICE, "d2d4"), (BOB, "b8a6")] {
        say(&scene, user, thread, text).await;
        scene.posted_in(thread).await;
    }
    let posts = scene.created_messages(thread).len();
    let deletes = |scene: &Scene| scene.requests_matching(&Method::DELETE, |_| true).len();
    let typed = say(&scene, ALICE, thread, "stealth d1d2").await;
    if manage != ManageMessages::Denied {
        let delete = scene
            .expect_request(Method::DELETE, |p| {
                p == format!("/channels/{thread}/messages/{typed}")
            })
            .await;
        let status = if manage_messages { 204 } else { 403 };
        assert_eq!(delete.status, status, "Discord's answer to the deletion");
    }
    let told = dm_post(&scene, ALICE).await;
    let text = told.content().unwrap_or_default().to_string();
    if manage_messages {
        assert_eq!(scene.deleted(), [(thread, typed)]);
        assert!(text.contains("deleted your message"), "{text}");
    } else {
        if manage == ManageMessages::Denied {
            assert_eq!(
                deletes(&scene),
                0,
                "the bot knew it may not delete: it did not try"
            );
        }
        assert!(scene.deleted().is_empty());
        assert!(text.contains("Manage Messages"), "{text}");
        assert!(text.contains("another square is still yours"), "{text}");
        // The moderators hear it once, in the channel, without the secret.
        let notice = scene.posted_in(thread).await;
        let said = notice.content().unwrap_or_default();
        assert!(
            said.starts_with(&format!(
                "Moderators: in <#{thread}> I lack Manage Messages."
            )),
            "{said}"
        );
        assert!(!said.contains("d1d2"), "{said}");
        let before = scene.created_messages(thread).len();
        say(&scene, ALICE, thread, "stealth d1d2").await;
        dm_post(&scene, ALICE).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(
            scene.created_messages(thread).len(),
            before,
            "told once only"
        );
        if manage == ManageMessages::Denied {
            // The bot keeps whom it told: a restart does not make it tell them again.
            scene.restart().await;
            say(&scene, ALICE, thread, "stealth d1d2").await;
            let text = dm_post(&scene, ALICE).await;
            assert!(
                text.content()
                    .unwrap_or_default()
                    .contains("Manage Messages"),
                "{}",
                text.json
            );
            tokio::time::sleep(Duration::from_millis(300)).await;
            assert_eq!(
                scene.created_messages(thread).len(),
                before,
                "not told again after a restart"
            );
        }
    }
    assert!(text.contains("Nothing was played"), "{text}");
    assert_eq!(
        scene.created_messages(thread).len(),
        posts + usize::from(!manage_messages),
        "nothing was played (without Manage Messages, the moderators were told once)"
    );
    if manage == ManageMessages::Denied {
        // Granted back, the next secret typed in public is deleted; lost again, the
        // moderators are told again.
        scene.allow_all(CHANNEL);
        let typed = say(&scene, ALICE, thread, "stealth d1d2").await;
        scene
            .expect_request(Method::DELETE, |p| {
                p == format!("/channels/{thread}/messages/{typed}")
            })
            .await;
        assert_eq!(scene.deleted(), [(thread, typed)]);
        dm_post(&scene, ALICE).await;
        scene.deny(CHANNEL, fake_discord::strict::MANAGE_MESSAGES);
        let attempts = deletes(&scene);
        say(&scene, ALICE, thread, "stealth d1d2").await;
        dm_post(&scene, ALICE).await;
        let notice = scene.posted_in(thread).await;
        let said = notice.content().unwrap_or_default();
        assert!(said.starts_with("Moderators:"), "told again: {said}");
        assert_eq!(deletes(&scene), attempts, "known missing again: no attempt");
    }
    // By DM it is played, and told in the thread as `Q??`.
    dm(&scene, ALICE, "stealth d1d2").await;
    let public = scene.posted_in(thread).await;
    assert!(public.content().unwrap_or_default().contains("Q??"));
    for shown in scene.shown().iter().filter(|s| s.is_public()) {
        assert!(!shown.content.contains("d1d2"), "{}", shown.content);
        assert!(!shown.content.contains("d2."), "{}", shown.content);
    }
    let expected: &[&str] = if manage == ManageMessages::DeniedUnreported {
        &["may not delete message"]
    } else {
        &[]
    };
    scene.finish(expected).await;
}

#[tokio::test]
async fn a_stealth_move_typed_in_public_is_deleted_with_manage_messages() {
    stealth_typed_in_public(ManageMessages::Granted).await;
}

#[tokio::test]
async fn a_stealth_move_typed_in_public_without_manage_messages_is_said_seen() {
    stealth_typed_in_public(ManageMessages::Denied).await;
}

#[tokio::test]
async fn a_refused_deletion_the_bot_did_not_foresee_is_said_seen() {
    stealth_typed_in_public(ManageMessages::DeniedUnreported).await;
}

/// The middle of `square` in a public board of a game between people (White stays at
/// the bottom all game).
fn public_square(r: &Recorded, square: &str) -> Vec<u8> {
    square_middle(
        &board_png(r),
        Color::White,
        square.parse().expect("a square"),
    )
}

/// Players with their own themes (alice blue, bob green): the boards everyone sees are
/// the server's, the same whoever moved or asked (decoded pixels compared), until a
/// moderator sets the server's theme, which they then follow.
#[tokio::test]
async fn public_boards_follow_the_server_theme_not_the_movers() {
    let scene = Scene::start().await;
    for (user, theme) in [(ALICE, "blue"), (BOB, "green")] {
        dm(&scene, user, &format!("settings theme {theme}")).await;
        let saved = dm_post(&scene, user).await;
        assert!(saved.content().unwrap_or_default().contains(theme));
    }
    let thread = chess_game(&scene, 0).await;
    say(&scene, ALICE, thread, "e4").await;
    let after_alice = scene.posted_in(thread).await;
    say(&scene, BOB, thread, "e5").await;
    let after_bob = scene.posted_in(thread).await;
    // The correspondence deadline of the next move, as a Discord timestamp.
    let text = after_alice.content().unwrap_or_default();
    assert!(
        text.contains("to move, by <t:") && text.contains(":R>)"),
        "{text}"
    );
    // One message per move: its number, what happened, who is next, the board.
    assert!(text.starts_with("Move 1 · "), "{text}");
    let bob_text = after_bob.content().unwrap_or_default();
    assert!(bob_text.starts_with("Move 1 · "), "{bob_text}");
    // c4: empty and not highlighted on both boards; only the theme colours it.
    let by_alice = public_square(&after_alice, "c4");
    let by_bob = public_square(&after_bob, "c4");
    assert_eq!(by_alice, by_bob, "the mover's own theme does not shape it");
    // The same position asked for by each player: the very same picture.
    let mut asked = Vec::new();
    for user in [ALICE, BOB] {
        say(&scene, user, thread, "!board").await;
        let board = scene.posted_in(thread).await;
        asked.push(decode_png(&board_png(&board)));
    }
    assert_eq!(asked[0], asked[1], "one public board whoever asks");

    // A moderator sets the server's theme: green, bob's own, now for everyone.
    let opts = json!([{"name": "theme", "type": 1, "options": [
        {"name": "theme", "type": 3, "value": "green"},
    ]}]);
    slash(&scene, 92, CAROL, thread, "config", opts, "8192").await;
    let done = scene.answer_to(92).await;
    assert!(is_ephemeral(&done), "{}", done.json);
    say(&scene, ALICE, thread, "Nf3").await;
    let green = scene.posted_in(thread).await;
    let now = public_square(&green, "c4");
    assert_ne!(now, by_alice, "the server's theme changed the board");
    let opts = RenderOptions {
        theme: "green".parse().expect("a theme"),
        orientation: Color::Black,
        ..RenderOptions::default()
    };
    let mut reference = Game::new(NewGame {
        id: 1,
        ruleset: RuleSet::Chess,
        start: RuleSet::Chess.default_start(),
        players: Players {
            white: ALICE.to_string(),
            black: BOB.to_string(),
        },
        secret: ServerSecret::from_bytes(SECRET),
        contributions: Vec::new(),
        custom_fen: None,
        control: "3d".parse().expect("a clock"),
        now: Timestamp(0),
    })
    .expect("a game");
    for (color, text) in [
        (Color::White, "e4"),
        (Color::Black, "e5"),
        (Color::White, "Nf3"),
    ] {
        let action = parse_in_game(reference.state(), text, Some(color)).expect("legal");
        reference.play(color, &action, Timestamp(1)).expect("legal");
    }
    let png = render::render_png(&reference.view_for(Viewer::Public), &opts);
    let c4: Square = "c4".parse().expect("a square");
    assert_eq!(now, square_middle(&png, Color::Black, c4), "drawn in green");
    scene.finish(&[]).await;
}

// ----- the computer opponent (issue 17) -----

/// The bot's own user id in the fake (its application id).
const BOT: u64 = 1000;

#[tokio::test]
async fn a_game_against_the_bot_itself_by_mention_until_a_resignation() {
    let scene = Scene::start().await;
    say(
        &scene,
        ALICE,
        CHANNEL,
        &format!("!challenge chess <@{BOT}> level=1 as white"),
    )
    .await;
    // No challenge to accept: the game starts at once, in its thread.
    let started = scene.posted_in(CHANNEL).await;
    board_png(&started);
    let text = started.content().unwrap_or_default();
    assert!(text.contains("the computer at level 1"), "{}", started.json);
    let (thread, _) = scene.greeted_thread(1).await;
    for mv in ["Nf3", "Nc3"] {
        say(&scene, ALICE, thread, mv).await;
        let mine = scene.posted_in(thread).await;
        assert!(
            mine.content().unwrap_or_default().contains(mv),
            "{}",
            mine.json
        );
        // The computer answers by itself, in the game's thread, with its board.
        let answer = scene.posted_in(thread).await;
        board_png(&answer);
        assert!(
            answer
                .content()
                .unwrap_or_default()
                .contains("the computer at level 1 played"),
            "{}",
            answer.json
        );
    }
    say(&scene, ALICE, thread, "!resign").await;
    // The confirmation is asked first (privately); two messages dispatched at once may be
    // handled in either order, so alice confirms once asked.
    dm_post(&scene, ALICE).await;
    say(&scene, ALICE, thread, "!confirm").await;
    let ended = scene.posted_in(thread).await;
    let text = ended.content().unwrap_or_default();
    assert!(text.contains("against the computer"), "{}", ended.json);
    scene.finish(&[]).await;
}

/// Issue 35 on Discord: after a takeback the computer moves again (its move's event id
/// once repeated the taken-back one's, and the store dropped it as already processed),
/// and a second draw offer after a declined one is answered too.
#[tokio::test]
async fn the_bot_moves_again_after_a_takeback() {
    let scene = Scene::start().await;
    say(
        &scene,
        ALICE,
        CHANNEL,
        &format!("!challenge chess <@{BOT}> level=2 as white"),
    )
    .await;
    scene.posted_in(CHANNEL).await;
    let (thread, _) = scene.greeted_thread(1).await;
    for (round, mv) in ["e4", "d4", "e4"].into_iter().enumerate() {
        if round > 0 {
            say(&scene, ALICE, thread, "!takeback").await;
            let asked = next_post(&scene, thread).await;
            assert!(asked.contains("asks to take back"), "{asked}");
            let done = next_post(&scene, thread).await;
            assert!(
                done.contains("takeback agreed, taken back: 1. ")
                    && done.contains(" and the reply 1... "),
                "{done}"
            );
        }
        say(&scene, ALICE, thread, mv).await;
        let mine = next_post(&scene, thread).await;
        assert!(mine.contains(mv), "{mine}");
        let answer = next_post(&scene, thread).await;
        assert!(
            answer.contains("the computer at level 2 played"),
            "round {round}: {answer}"
        );
    }
    // Back at the start, where it declines a draw whatever its (unfixed) level-2 moves
    // were, two offers in a row are both answered.
    say(&scene, ALICE, thread, "!takeback").await;
    next_post(&scene, thread).await;
    let done = next_post(&scene, thread).await;
    assert!(done.contains("takeback agreed"), "{done}");
    for _ in 0..2 {
        say(&scene, ALICE, thread, "!draw").await;
        let offered = next_post(&scene, thread).await;
        assert!(offered.contains("offers a draw"), "{offered}");
        let answer = next_post(&scene, thread).await;
        assert!(
            answer.contains("The computer at level 2 declines the draw offer"),
            "{answer}"
        );
    }
    scene.finish(&[]).await;
}

/// The text of the bot's next message in `channel`.
async fn next_post(fake: &FakeDiscord, channel: u64) -> String {
    let m = fake.posted_in(channel).await;
    m.content().unwrap_or_default().to_string()
}
