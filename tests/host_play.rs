//! The host end to end without a chat platform: whole games through `Host::handle` on a
//! real sled store, refusals that change nothing, duplicated events, restarts on the same
//! data, parallel games, and the hidden queen kept out of everything public.

mod common;

use chakbot::host::{Body, HostConfig, Origin, RateLimit, Reply, SecretSource, Target};
use chakbot::render::render_png;
use chakbot::rules::ChoiceKind;
use chakbot::store::GameFilter;
use common::host::{edited, public, quoted, refused, texts, Driver};

/// Fool's mate, and the scholar's mate: (moves, winner's name).
const MATES: &[(&[&str], &str)] = &[
    (&["f3", "e5", "g4", "Qh4#"], "bob"),
    (&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"], "alice"),
];

#[test]
fn whole_games_end_with_the_result_ratings_and_the_revealed_secret() {
    for (moves, winner) in MATES {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = Driver::open(dir.path());
        let id = d.start("chess");
        let mut last = Vec::new();
        for (i, mv) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { "alice" } else { "bob" };
            last = d.say(who, mv);
            let p = public(&last);
            assert!(p.text.contains(mv.trim_end_matches('#')), "{}", p.text);
            assert!(p.board().is_some());
        }
        let end = public(&last);
        assert!(end.text.contains(winner), "{}", end.text);
        let game = d.host.store().game(id).expect("read").expect("stored");
        assert!(game.is_over());
        let secret = game.revealed_secret().expect("revealed").to_hex();
        assert!(end.text.contains(&secret), "secret not in {}", end.text);
        assert!(!end.buttons.is_empty(), "a rematch button");
        for player in ["alice", "bob"] {
            let r = d
                .host
                .store()
                .rating("srv", "chess", player)
                .expect("read rating")
                .expect("rated");
            assert_eq!(r.games, 1);
        }
        let active = d
            .host
            .store()
            .games_of_user("alice", GameFilter::Active)
            .expect("index");
        assert!(active.is_empty(), "{active:?}");
        // A move after the end is refused and changes nothing.
        let r = d.say("alice", "a3");
        assert!(r.iter().all(|r| !r.to().is_public()), "{}", texts(&r));
        assert_eq!(d.moves_of(id), moves.len());
    }
}

#[test]
fn refusals_go_only_to_their_author_and_change_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    let cases: &[(&str, &str)] = &[
        ("bob", "e5"),     // out of turn
        ("carol", "e4"),   // a stranger
        ("alice", "e5"),   // an illegal move
        ("alice", "Qxh7"), // another
        ("alice", "Ke2"),  // a blocked king
        ("alice", "Nf9"),  // a square off the board
    ];
    for (who, text) in cases {
        let r = d.say(who, text);
        let why = refused(&r, who);
        assert!(!why.is_empty());
        assert_eq!(d.moves_of(id), 0, "{who}: {text} changed the game");
    }
    // The square off the board is named, in the reader's language.
    let off = refused(&d.say("alice", "Nf9"), "alice");
    assert!(off.contains("There is no square f9"), "{off}");
    // A 4,000-character message is answered, not applied.
    let long = "e4 ".repeat(1_400);
    let r = d.say("alice", &long);
    assert!(r.iter().all(|r| !r.to().is_public()), "{}", texts(&r));
    assert_eq!(d.moves_of(id), 0);
    // A button with a damaged id, and one for a game that does not exist.
    refused(&d.press("alice", "ck:accept:zz"), "alice");
    refused(&d.press("alice", "ck:rematch:999999"), "alice");
    // The game still goes on.
    public(&d.say("alice", "e4"));
    assert_eq!(d.moves_of(id), 1);
}

#[test]
fn the_same_event_twice_is_applied_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    let input = d.input(
        "alice",
        Driver::channel("main"),
        Body::Text {
            text: "e4".into(),
            addressed: false,
        },
    );
    let first = d.host.handle(input.clone());
    public(&first);
    let again = d.host.handle(input.clone());
    assert!(again.is_empty(), "{}", texts(&again));
    assert_eq!(d.moves_of(id), 1);
    // Also after a restart.
    let d = Driver::reopen(dir.path(), d);
    assert!(d.host.handle(input).is_empty());
    assert_eq!(d.moves_of(id), 1);
}

#[test]
fn a_restart_on_the_same_data_continues_the_game() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (moves, winner) = MATES[1];
    let mut d = Driver::open(dir.path());
    let id = d.start("chess");
    let mut last = Vec::new();
    for (i, mv) in moves.iter().enumerate() {
        if i % 2 == 1 {
            d = Driver::reopen(dir.path(), d);
        }
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        last = d.say(who, mv);
        public(&last);
        assert_eq!(d.moves_of(id), i + 1);
    }
    assert!(public(&last).text.contains(winner));
}

#[test]
fn games_in_parallel_each_apply_their_own_moves_in_order() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let pairs: Vec<(String, String, u64)> = (0..16)
        .map(|i| {
            let (w, b) = (format!("w{i}"), format!("b{i}"));
            let id = d.start_in(&format!("ch{i}"), "chess", &w, &b);
            (w, b, id)
        })
        .collect();
    let (moves, _) = MATES[1];
    std::thread::scope(|s| {
        for (w, b, id) in &pairs {
            let d = &d;
            s.spawn(move || {
                let ch = format!("ch{}", &w[1..]);
                for (i, mv) in moves.iter().enumerate() {
                    let who = if i % 2 == 0 { w } else { b };
                    let r = d.say_in(&ch, who, mv);
                    assert_eq!(public(&r).game, Some(*id));
                }
            });
        }
    });
    for (_, _, id) in &pairs {
        let g = d.host.store().game(*id).expect("read").expect("stored");
        assert_eq!(g.turns().len(), moves.len());
        assert!(g.is_over());
    }
}

/// A reply's text, and its board as a PNG.
type Seen = (String, Option<Vec<u8>>);

/// Texts, and every board as its PNG.
fn public_record(replies: &[Reply]) -> Vec<Seen> {
    replies
        .iter()
        .map(|r| {
            let png = r.board().as_ref().map(|b| render_png(&b.view, &b.options));
            (r.text.clone(), png)
        })
        .collect()
}

/// What bob may learn: the replies for the public and for bob himself.
fn seen_by_bob(r: &Reply) -> bool {
    r.to().is_public()
        || *r.to() == Target::Private("bob".into())
        || *r.to() == Target::Dm("bob".into())
}

/// A Chakart game in which alice's queen goes, unseen, to `hidden`; returns everything
/// the channel and bob got while it was hidden, and what alice was told privately.
fn stealth_game(hidden: &str) -> (Vec<Seen>, Vec<String>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = HostConfig::local();
    config.secrets = SecretSource::Fixed([7; 32]);
    let d = Driver::with(dir.path(), config);
    let mut all = Vec::new();
    let id = d.start("chakart start=0");
    all.extend(d.say("alice", "e4"));
    all.extend(d.say("bob", "a6"));
    // In the channel, a stealth move is refused without a word of where.
    let r = d.say("alice", &format!("stealth Q{hidden}"));
    let why = refused(&r, "alice");
    assert!(!why.contains(hidden), "{why}");
    let r = d.dm("alice", &format!("stealth Q{hidden}"));
    let private: Vec<String> = r
        .iter()
        .filter(|r| !seen_by_bob(r))
        .map(|r| r.text.clone())
        .collect();
    all.extend(r);
    // While bob is to move: a spectator's board, bob's board and bob's legal moves.
    all.extend(d.say("carol", "!board"));
    all.extend(d.say("bob", "!board"));
    all.extend(d.dm("bob", "board"));
    all.extend(d.dm("bob", "moves"));
    assert_eq!(d.moves_of(id), 3);
    let seen: Vec<Reply> = all.into_iter().filter(seen_by_bob).collect();
    for r in &seen {
        assert!(!r.text.contains(hidden), "bob reads {hidden}: {}", r.text);
    }
    // Once bob's turn is complete, the queen shows again, on its square.
    let r = d.say("bob", "a5");
    assert!(public(&r).text.contains(hidden), "{}", texts(&r));
    (public_record(&seen), private)
}

#[test]
fn the_stealth_queen_never_shows_in_public() {
    // The same game with the queen hidden on two different squares: everything the
    // public and the opponent get must be identical, byte for byte, images included.
    let (a, private_a) = stealth_game("g4");
    let (b, private_b) = stealth_game("f3");
    assert!(a.len() >= 5, "{a:?}");
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x.0, y.0, "public texts differ");
        assert!(x.1 == y.1, "a public image differs: {}", x.0);
    }
    // The owner does learn where the queen went (so the comparison could fail).
    assert!(private_a.iter().any(|t| t.contains("g4")), "{private_a:?}");
    assert!(private_b.iter().any(|t| t.contains("f3")), "{private_b:?}");
}

#[test]
fn a_flood_gets_a_polite_answer_and_time_refills_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = HostConfig::discord();
    config.mentions = std::sync::Arc::new(chakbot::local::Names);
    let limit = config.rate_limit.expect("discord has a rate limit");
    let d = Driver::with(dir.path(), config);
    // One event per millisecond: far faster than the refill.
    d.set_time(0);
    let mut answered = 0;
    let mut slowed = None;
    for i in 0..(limit.burst as usize + 3) {
        d.set_time(i as u64);
        let r = d.say("alice", "!help");
        assert_eq!(r.len(), 1);
        if r[0].text.contains("too fast") {
            slowed.get_or_insert(i);
        } else {
            answered += 1;
        }
    }
    assert_eq!(answered, limit.burst as usize);
    assert_eq!(slowed, Some(limit.burst as usize));
    // Another user is not slowed by alice.
    assert!(!d.say("bob", "!help")[0].text.contains("too fast"));
    // After a while, alice may speak again.
    d.set_time(60_000);
    assert!(!d.say("alice", "!help")[0].text.contains("too fast"));
}

#[test]
fn chat_not_for_the_bot_costs_no_allowance() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Three commands, then one an hour.
    let config = HostConfig {
        rate_limit: Some(RateLimit {
            burst: 3.0,
            per_second: 1.0 / 3600.0,
        }),
        ..HostConfig::local()
    };
    let d = Driver::with(dir.path(), config);
    let id = d.start("chess"); // one token each for alice and bob
    let chat = [
        "lol",
        "gg wp",
        "what a nice opening, I think White is better here",
        "board games are fun",
        "ok",
        "haha",
    ];
    let slowed = |r: &[Reply]| r.iter().any(|r| r.text.contains("too fast"));
    // Chat in the game's channel and in another one, by a spectator and by a player.
    for _ in 0..5 {
        for line in chat {
            for (channel, who) in [("main", "carol"), ("lobby", "carol"), ("main", "alice")] {
                let r = d.say_in(channel, who, line);
                assert!(
                    r.is_empty(),
                    "{who} in {channel}: {line:?} got {}",
                    texts(&r)
                );
            }
        }
    }
    // Alice's move still goes through, and carol still has her three commands.
    public(&d.say("alice", "e4"));
    assert_eq!(d.moves_of(id), 1);
    for _ in 0..3 {
        let r = d.say("carol", "!help");
        assert!(!slowed(&r), "{}", texts(&r));
    }
    // A flood of commands is still limited, and so are addressed mistakes.
    assert!(slowed(&d.say("carol", "!help")));
    assert!(slowed(&d.say("carol", "!frobnicate")));
    public(&d.say("bob", "e5"));
    assert!(!slowed(&d.say("alice", "!board")), "alice's third command");
    assert!(slowed(&d.say("alice", "Nf3")), "alice's fourth");
    assert_eq!(d.moves_of(id), 2);
}

#[test]
fn open_challenges_per_user_are_limited() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let max = HostConfig::local().limits.open_challenges;
    let mut ids = Vec::new();
    for i in 0..max {
        let r = d.say("alice", &format!("!challenge chess @p{i}"));
        assert!(public(&r).text.contains(&format!("p{i}")));
        ids.push(number_in(&public(&r).text).expect("the challenge's number"));
    }
    let r = d.say("alice", "!challenge chess @late");
    let why = refused(&r, "alice");
    assert!(why.contains(&max.to_string()), "{why}");
    // Withdrawing one makes room.
    // `cancel` alone is ambiguous now: it asks which, and changes nothing.
    refused(&d.say("alice", "!cancel"), "alice");
    refused(&d.say("alice", "!challenge chess @late"), "alice");
    edited(&d.say("alice", &format!("!cancel #{}", ids[0])));
    public(&d.say("alice", "!challenge chess @late"));
}

/// The first `#N` in a text.
fn number_in(text: &str) -> Option<u64> {
    let rest = &text[text.find('#')? + 1..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Plays one random action in game `id` as the player it waits for (choices through
/// the DM menu the bot sent); false once the game is over.
fn random_turn(d: &Driver, id: u64, pick: &mut u64, menus: &mut Vec<chakbot::host::Menu>) -> bool {
    random_turn_replies(d, id, pick, menus).is_some()
}

/// [`random_turn`], returning the turn's replies (`None` once the game is over).
fn random_turn_replies(
    d: &Driver,
    id: u64,
    pick: &mut u64,
    menus: &mut Vec<chakbot::host::Menu>,
) -> Option<Vec<Reply>> {
    let game = d.host.store().game(id).expect("read").expect("stored");
    if game.is_over() {
        return None;
    }
    let (color, choosing) = match game.pending() {
        Some(p) => (p.player, true),
        None => (game.turn(), false),
    };
    let who = game.players().get(color).to_string();
    let moves = game.legal_moves(color);
    assert!(!moves.is_empty(), "no legal move in an ongoing game");
    *pick = pick
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let before = game.turns().len();
    let replies = if choosing {
        // A choice is answered in the menu the bot sent by DM, step by step (a step is
        // answered with the next one's menu, at most 25 options each).
        let mut menu = menus.pop().expect("a choice comes with a menu");
        let mut steps = 0;
        loop {
            assert!(
                (1..=25).contains(&menu.options.len()),
                "{} options",
                menu.options.len()
            );
            *pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let value = menu.options[(*pick >> 33) as usize % menu.options.len()]
                .value
                .clone();
            let body = Body::Select {
                custom_id: menu.custom_id.clone(),
                values: vec![value],
            };
            let r = d.host.handle(d.input(&who, Origin::Dm, body));
            let now = d.host.store().game(id).expect("read").expect("stored");
            if now.turns().len() > before {
                break r;
            }
            steps += 1;
            assert!(steps < 5, "a choice takes at most 4 steps: {}", texts(&r));
            menu = r
                .iter()
                .find_map(|r| r.menu.clone())
                .unwrap_or_else(|| panic!("a step comes with a menu: {}", texts(&r)));
        }
    } else {
        let m = &moves[(*pick >> 33) as usize % moves.len()];
        let text = m.action.to_string();
        if matches!(m.action, chakbot::rules::Action::Stealth { .. }) {
            d.dm(&who, &text)
        } else {
            d.say(&who, &text)
        }
    };
    let after = d.host.store().game(id).expect("read").expect("stored");
    assert_eq!(after.turns().len(), before + 1, "{}", texts(&replies));
    menus.clear();
    for r in &replies {
        if let Some(menu) = r.menu.clone() {
            assert_eq!(
                *r.to(),
                Target::Dm(
                    after
                        .players()
                        .get(after.pending().expect("pending").player)
                        .into()
                )
            );
            menus.push(menu);
        }
    }
    Some(replies)
}

#[test]
fn random_chakart_games_play_to_their_end_with_choices_by_dm() {
    let mut choices = 0;
    for seed in 1..=6u64 {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut config = HostConfig::local();
        config.secrets = SecretSource::Fixed([seed as u8; 32]);
        let d = Driver::with(dir.path(), config);
        let ruleset = if seed % 2 == 0 {
            "chakart"
        } else {
            "chakart-2020"
        };
        let id = d.start(ruleset);
        let mut pick = seed;
        let mut menus = Vec::new();
        let mut plies = 0;
        while random_turn(&d, id, &mut pick, &mut menus) {
            choices += usize::from(!menus.is_empty());
            plies += 1;
            assert!(plies < 2_000, "game {seed} does not end");
        }
        let game = d.host.store().game(id).expect("read").expect("stored");
        assert!(game.outcome().is_some(), "seed {seed}");
        assert!(game.revealed_secret().is_some());
    }
    assert!(choices > 0, "no choice came up in six random games");
}

/// The board posted when a game ends carries its result banner, in the channel's
/// language; so does `board` afterwards. Running boards have none.
#[test]
fn the_final_board_carries_the_result_banner() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let banner = |r: &Reply| r.board().expect("a board").options.banner.clone();
    d.start("chess");
    let mut last = Vec::new();
    for (i, mv) in ["f3", "e5", "g4", "Qh4#"].iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        last = d.say(who, mv);
        if i < 3 {
            assert_eq!(banner(public(&last)), None);
        }
    }
    assert_eq!(
        banner(public(&last)).as_deref(),
        Some("0-1 · Black wins by checkmate")
    );

    // A French server: a resignation's final board speaks French, and `board` repeats it.
    let mut input = d.input(
        "mo",
        Driver::channel(common::host::MAIN),
        Body::Text {
            text: "!config language fr".into(),
            addressed: false,
        },
    );
    input.author.moderator = true;
    assert!(!d.host.handle(input).is_empty());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    d.say("bob", "!resign");
    let r = d.say("bob", "!confirm");
    let fr = banner(public(&r)).expect("a banner");
    assert!(fr.starts_with("1-0 · "), "{fr}");
    assert!(fr.contains("abandon"), "{fr}");
    let r = d.say("carol", &format!("!board #{id}"));
    assert_eq!(banner(&r[0]), Some(fr));
}

/// After a Chakart promotion is chosen, the channel's board still highlights the pawn's
/// move (the choice itself moves nothing).
#[test]
fn the_last_move_stays_highlighted_after_a_promotion_choice() {
    let mut seen = 0;
    for seed in 1..=60u64 {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut config = HostConfig::local();
        config.secrets = SecretSource::Fixed([seed as u8; 32]);
        let d = Driver::with(dir.path(), config);
        let id = d.start("chakart");
        let (mut pick, mut menus) = (seed, Vec::new());
        while let Some(r) = random_turn_replies(&d, id, &mut pick, &mut menus) {
            let game = d.game(id);
            let highlight = |r: &[Reply]| {
                let p = r.iter().find(|r| r.to().is_public()).expect("public");
                p.board().expect("board").view.last_move.clone()
            };
            let promoting = game
                .pending()
                .is_some_and(|p| matches!(p.choice, ChoiceKind::Promotion { .. }));
            if promoting {
                let moved = highlight(&r);
                assert!(!moved.is_empty(), "seed {seed}: the move is highlighted");
                let r = random_turn_replies(&d, id, &mut pick, &mut menus).expect("a turn");
                assert_eq!(highlight(&r), moved, "seed {seed}: {}", texts(&r));
                seen += 1;
                break;
            }
            if game.turns().len() > 300 {
                break;
            }
        }
        if seen >= 2 {
            break;
        }
    }
    assert!(seen > 0, "no promotion choice came up");
}

/// `board` keeps the last move highlighted on the player's own board (in a DM) as on the
/// public one; Chakart views (unlike chess and Koopa positions) carry no last move of
/// their own.
#[test]
fn the_last_move_stays_highlighted_on_the_players_own_board() {
    let sq = |s: &str| s.parse::<chakbot::rules::Square>().expect("square");
    for ruleset in ["chess", "chakart start=0"] {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = Driver::open(dir.path());
        d.start(ruleset);
        d.play("alice", "bob", &["e4", "d5", "e5"]);
        for who in ["alice", "bob"] {
            let r = d.dm(who, "!board");
            let own = r
                .iter()
                .find_map(|r| {
                    r.board()
                        .filter(|b| b.view.viewer != chakbot::rules::Viewer::Public)
                })
                .unwrap_or_else(|| panic!("{who}'s own board: {}", texts(&r)));
            assert_eq!(own.view.last_move, [sq("e4"), sq("e5")], "{ruleset}: {who}");
        }
        let r = d.say("carol", "!board");
        assert_eq!(
            r[0].board().expect("board").view.last_move,
            [sq("e4"), sq("e5")],
            "{ruleset}"
        );
    }
}

/// `moves` on a finished game says it is over, to either player (not "not your turn").
#[test]
fn moves_of_a_finished_game_say_it_is_over() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", MATES[0].0);
    for who in ["alice", "bob"] {
        let why = refused(&d.say(who, &format!("!moves #{id}")), who);
        assert_eq!(why, format!("Game #{id} is over."), "{who}");
    }
    d.dm("alice", "settings language fr");
    let r = d.dm("alice", &format!("coups #{id}"));
    let why = &common::host::private(&r, "alice").text;
    assert!(why.contains("est terminée"), "{why}");
}

/// A stealth move sent by DM while two games wait for its author goes to the one game
/// where it is legal (the Chakart game, not the chess game beside it); a move legal in
/// both still asks which game.
#[test]
fn a_dm_move_goes_to_the_only_game_where_it_is_legal() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = Driver::open(dir.path());
    let chess = d.start_in("c1", "chess", "alice", "bob");
    let kart = d.start_in("c2", "chakart start=0", "alice", "carol");
    public(&d.say_in("c2", "alice", "e4"));
    public(&d.say_in("c2", "carol", "e5"));
    let r = d.dm("alice", "a3");
    let why = common::host::private(&r, "alice").text.clone();
    assert!(
        why.contains(&format!("#{chess}")) && why.contains(&format!("#{kart}")),
        "{why}"
    );
    let r = d.dm("alice", "stealth Qh5");
    assert!(
        r.iter().any(|r| r.game == Some(kart) && r.to().is_public()),
        "{}",
        texts(&r)
    );
    assert_eq!(d.moves_of(kart), 3);
    assert_eq!(d.moves_of(chess), 0);
}

/// A move copied with its number (`1.e4`, `1... e5`, `2.Cf3`) is played as the move, in
/// every language's letters; typed by someone who does not play, it changes nothing.
#[test]
fn a_move_typed_with_its_number_is_played() {
    for (code, knight) in [("en", 'N'), ("fr", 'C'), ("de", 'S')] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(code);
        let id = d.start("chess");
        assert!(d.say("carol", "1.e4").iter().all(|r| r.board().is_none()));
        assert!(d.game(id).turns().is_empty(), "{code}: a spectator's move");
        for (who, typed) in [
            ("alice", "1.e4".to_string()),
            ("bob", "1... e5".to_string()),
            ("alice", format!("2. {knight}f3")),
            ("bob", format!("2…{knight}c6")),
        ] {
            let r = d.say(who, &typed);
            assert!(
                r.iter().any(|r| r.board().is_some()),
                "{code}: `{typed}` by {who} is played: {}",
                texts(&r)
            );
        }
        assert_eq!(d.game(id).turns().len(), 4, "{code}");
    }
}

/// With two games an input could mean, the refusal gives what was typed with each
/// game's number; typed back, each goes to its game, in every language.
#[test]
fn an_input_two_games_could_mean_is_answered_with_each_way_to_type_it() {
    for (code, board) in [("en", "board"), ("fr", "plateau"), ("de", "brett")] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(code);
        let first = d.start_in(common::host::MAIN, "chess", "alice", "bob");
        let second = d.start_in(common::host::MAIN, "chess", "alice", "carol");
        let text = refused(&d.say("alice", "e4"), "alice");
        assert_eq!(
            quoted(&text),
            [format!("e4 #{first}"), format!("e4 #{second}")],
            "{code}: {text}"
        );
        let r = d.say("alice", &quoted(&text)[1]);
        assert!(
            r.iter().any(|r| r.board().is_some()),
            "{code}: {}",
            texts(&r)
        );
        assert_eq!(d.game(second).turns().len(), 1, "{code}");
        assert!(d.game(first).turns().is_empty(), "{code}");
        let text = refused(&d.say("alice", &format!("!{board}")), "alice");
        let typed = quoted(&text);
        assert_eq!(typed.len(), 2, "{code}: {text}");
        for t in typed {
            let r = d.say("alice", &t);
            assert!(
                r.iter().any(|r| r.board().is_some()),
                "{code}: `{t}`: {}",
                texts(&r)
            );
        }
    }
}
