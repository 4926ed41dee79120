//! The host end to end without a chat platform: whole games through `Host::handle` on a
//! real sled store, refusals that change nothing, duplicated events, restarts on the same
//! data, parallel games, and the hidden queen kept out of everything public.

mod common;

use chakbot::host::{Body, HostConfig, Origin, Reply, SecretSource, Target};
use chakbot::render::render_png;
use chakbot::store::GameFilter;
use common::host::{public, refused, texts, Driver};

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
            assert!(p.board.is_some());
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
        assert!(r.iter().all(|r| !r.to.is_public()), "{}", texts(&r));
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
    ];
    for (who, text) in cases {
        let r = d.say(who, text);
        let why = refused(&r, who);
        assert!(!why.is_empty());
        assert_eq!(d.moves_of(id), 0, "{who}: {text} changed the game");
    }
    // A 4,000-character message is answered, not applied.
    let long = "e4 ".repeat(1_400);
    let r = d.say("alice", &long);
    assert!(r.iter().all(|r| !r.to.is_public()), "{}", texts(&r));
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
            let png = r.board.as_ref().map(|b| render_png(&b.view, &b.options));
            (r.text.clone(), png)
        })
        .collect()
}

/// What bob may learn: the replies for the public and for bob himself.
fn seen_by_bob(r: &Reply) -> bool {
    r.to.is_public() || r.to == Target::Private("bob".into()) || r.to == Target::Dm("bob".into())
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
    config.mention = chakbot::host::MentionStyle::Name;
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
    public(&d.say("alice", &format!("!cancel #{}", ids[0])));
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
    let game = d.host.store().game(id).expect("read").expect("stored");
    if game.is_over() {
        return false;
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
        // A choice is answered in the menu the bot sent by DM.
        let menu = menus.pop().expect("a choice comes with a menu");
        assert_eq!(menu.options.len(), moves.len());
        let value = menu.options[(*pick >> 33) as usize % menu.options.len()]
            .value
            .clone();
        let body = Body::Select {
            custom_id: menu.custom_id.clone(),
            values: vec![value],
        };
        d.host.handle(d.input(&who, Origin::Dm, body))
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
    for r in replies {
        if let Some(menu) = r.menu {
            assert_eq!(
                r.to,
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
    true
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
