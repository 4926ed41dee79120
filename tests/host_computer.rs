//! Games against the computer through the host (issue 17): whole games (chess at level
//! 1; Chakart with choices, where the engine plays its own secrets), unrated with results
//! per level in `stats`; its thinking never delays another game, a game changed while it
//! thinks drops the thought, and a restart resumes a game where it is to move.

mod common;

use chakbot::ai::{self, level::Level, Request};
use chakbot::host::{ComputerConfig, HostConfig, Reply, Target};
use chakbot::rules::{Action, Color};
use common::host::{public, texts, Driver};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

fn wall() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_millis() as u64
}

fn config(threads: usize, movetime_ms: u64) -> HostConfig {
    HostConfig {
        computer: ComputerConfig {
            min_reply_ms: 0,
            threads,
            movetime_ms,
        },
        ..HostConfig::local()
    }
}

/// `alice` challenges the computer (`args`: level, colour…); the new game's id.
fn challenge(d: &Driver, args: &str) -> u64 {
    let r = alice_now(d, &format!("!challenge {args}"));
    let start = r
        .iter()
        .find(|r| r.board().is_some() && r.to().is_public())
        .unwrap_or_else(|| panic!("no game started: {}", texts(&r)));
    assert!(
        start.text.contains("the computer at level"),
        "{}",
        start.text
    );
    start.game.expect("the start names its game")
}

/// Nothing the host says goes to the computer, nor pings it.
fn for_people_only(replies: &[Reply]) {
    for r in replies {
        match r.to() {
            Target::Dm(u) | Target::Private(u) => assert!(!u.starts_with("ai:"), "{u}"),
            Target::Team(room) => assert!(room.members.iter().all(|u| !u.starts_with("ai:"))),
            Target::Channel { .. } => {}
        }
        assert!(r.ping_users.iter().all(|u| !u.starts_with("ai:")));
    }
}

/// The computer's next turn (announced in the channel like a player's).
fn computer_turn(rx: &Receiver<Vec<Reply>>, level: u8) -> Vec<Reply> {
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the computer moves");
    for_people_only(&r);
    let channel = public(&r);
    assert!(
        channel
            .text
            .contains(&format!("the computer at level {level} played")),
        "{}",
        channel.text
    );
    r
}

/// Plays game `id` for `human` (moves chosen by `pick`) until it ends or `max` turns,
/// waiting for the computer's turns; how many turns the computer played.
#[allow(clippy::too_many_arguments)]
fn play_out(
    d: &Driver,
    rx: &Receiver<Vec<Reply>>,
    id: u64,
    human: Color,
    level: u8,
    max: usize,
    mut pick: impl FnMut(&chakbot::game::Game, Color) -> Action,
) -> usize {
    let mut computer = 0;
    for _ in 0..max {
        let game = d.game(id);
        if game.is_over() {
            break;
        }
        let waiting = game.pending().map_or(game.turn(), |p| p.player);
        if waiting == human {
            let action = pick(&game, human);
            let secret = matches!(action, Action::Stealth { .. }) || game.pending().is_some();
            d.set_time(wall());
            let r = if secret {
                d.dm("alice", &action.to_string())
            } else {
                d.say("alice", &action.to_string())
            };
            for_people_only(&r);
            assert!(
                r.iter().any(|r| r.to().is_public()),
                "{action}: {} (pending {:?}, turn {:?}, last turns {:?})",
                texts(&r),
                game.pending(),
                game.turn(),
                game.turns()
                    .iter()
                    .rev()
                    .take(3)
                    .map(|t| (t.actor, t.action.to_string()))
                    .collect::<Vec<_>>()
            );
        } else {
            computer_turn(rx, level);
            computer += 1;
        }
    }
    computer
}

#[test]
fn a_whole_chess_game_against_level_1_is_unrated_and_counted_in_stats() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 20));
    let id = challenge(&d, "chess @chakbot level=1 as white");
    // The human: the engine at level 1 from its own view, seeded.
    let mut seed = 0u64;
    let played = play_out(&d, &rx, id, Color::White, 1, 2000, |g, c| {
        seed += 1;
        ai::choose(&Request {
            ruleset: g.ruleset(),
            fen: &g.view_fen(c),
            level: Level::new(1).expect("level"),
            movetime_ms: 5,
            seed: Some(seed),
            history: &[],
        })
        .expect("a move")
        .action
    });
    let game = d.game(id);
    assert!(game.is_over(), "the game ends");
    assert!(played >= 5, "the computer played {played} turns");
    assert_eq!(game.players().black, "ai:1");
    // Unrated: nobody has a rating; stats count the result against level 1.
    assert!(d
        .host
        .store()
        .rating("srv", "chess", "alice")
        .expect("read")
        .is_none());
    let stats = common::host::only_private(&d.say("alice", "!stats"), "alice");
    let outcome = game.outcome().expect("finished");
    let want = match outcome.winner() {
        Some(Color::White) => "level 1: 1 won, 0 drawn, 0 lost",
        Some(Color::Black) => "level 1: 0 won, 0 drawn, 1 lost",
        None => "level 1: 0 won, 1 drawn, 0 lost",
    };
    assert!(stats.contains(want), "{stats}");
    // In French each count agrees with its number (0 and 1 take the singular).
    d.dm("alice", "settings language fr");
    let stats = common::host::only_private(&d.say("alice", "!stats"), "alice");
    let want = match outcome.winner() {
        Some(Color::White) => "1 gagnée, 0 nulle, 0 perdue.",
        Some(Color::Black) => "0 gagnée, 0 nulle, 1 perdue.",
        None => "0 gagnée, 1 nulle, 0 perdue.",
    };
    assert!(stats.contains(want), "{stats}");
}

#[test]
fn a_chakart_game_with_choices_and_the_computers_own_secrets() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(2, 40));
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let mut specials = 0;
    let mut computer_turns = 0;
    for round in 0..8 {
        if round >= 3 && specials > 0 {
            break;
        }
        let id = challenge(&d, "chakart @chakbot level=8 as black");
        computer_turns += play_out(&d, &rx, id, Color::Black, 8, 400, |g, c| {
            let moves = g.legal_moves(c);
            moves.choose(&mut rng).expect("a legal action").action
        });
        let game = d.game(id);
        if !game.is_over() {
            d.say("alice", &format!("!resign #{id}"));
            d.say("alice", "!confirm");
        }
        let game = d.game(id);
        assert!(game.is_over(), "game #{id} ends");
        // The computer's stealth moves, shells and choices (promotion, King Boo,
        // Toadette, Daisy), as stored.
        let turns = game.turns();
        specials += turns
            .iter()
            .enumerate()
            .filter(|(i, t)| {
                t.actor == Color::White
                    && (!matches!(t.action, Action::Move { .. })
                        || turns
                            .get(i.wrapping_sub(1))
                            .is_some_and(|p| p.actor == Color::White))
            })
            .count();
    }
    assert!(computer_turns >= 10, "{computer_turns}");
    assert!(
        specials > 0,
        "the computer never used a secret, shell or choice"
    );
}

#[test]
fn another_games_moves_are_answered_while_the_computer_thinks() {
    let dir = tempfile::tempdir().expect("tempdir");
    // One thinker, 4 s per move at level 8.
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 4000));
    let id = challenge(&d, "chess @chakbot level=8 as white");
    public(&alice_now(&d, "e4"));
    let thinking = Instant::now();
    // Meanwhile, another game is played.
    d.set_time(wall());
    let other = d.start_in("other", "chess", "carol", "dave");
    for (who, mv) in [
        ("carol", "e4"),
        ("dave", "e5"),
        ("carol", "Nf3"),
        ("dave", "Nc6"),
    ] {
        let asked = Instant::now();
        let r = d.say_in("other", who, mv);
        assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
        assert!(
            asked.elapsed() < Duration::from_millis(500),
            "{:?}",
            asked.elapsed()
        );
    }
    assert_eq!(d.moves_of(other), 4);
    assert!(
        rx.try_recv().is_err(),
        "the other game's moves were answered before the computer finished"
    );
    assert_eq!(d.moves_of(id), 1);
    computer_turn(&rx, 8);
    assert!(thinking.elapsed() > Duration::from_millis(1000));
    assert_eq!(d.moves_of(id), 2);
}

#[test]
fn a_resignation_while_the_computer_thinks_drops_its_thought() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 2000));
    let id = challenge(&d, "chess @chakbot level=8 as white");
    public(&alice_now(&d, "e4"));
    d.say("alice", "!resign");
    let r = d.say("alice", "!confirm");
    assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
    assert!(d.game(id).is_over());
    assert!(rx.recv_timeout(Duration::from_secs(5)).is_err());
    assert_eq!(d.moves_of(id), 1, "no move after the resignation");
    assert!(d.host.computer_idle());
}

#[test]
fn a_restart_resumes_a_game_where_the_computer_is_to_move() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, _rx) = Driver::with_thinkers(dir.path(), config(1, 3000));
    let id = challenge(&d, "chess @chakbot level=8 as black");
    // Stopped while the computer thinks about White's first move: nothing is played.
    drop(d);
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 50));
    assert_eq!(d.moves_of(id), 0);
    computer_turn(&rx, 8);
    assert_eq!(d.moves_of(id), 1);
    assert_eq!(d.game(id).turns()[0].actor, Color::White);
}

#[test]
fn a_level_is_only_for_the_computer_and_must_be_1_to_8() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, _rx) = Driver::with_thinkers(dir.path(), config(1, 50));
    let r = alice_now(&d, "!challenge chess @bob level=2");
    let text = common::host::refused(&r, "alice");
    assert!(text.contains("against the computer"), "{text}");
    let r = d.say("alice", "!challenge chess @chakbot level=9");
    let text = common::host::refused(&r, "alice");
    assert!(text.contains("`9` is not a computer level"), "{text}");
    assert!(d
        .host
        .store()
        .games_of_user("alice", chakbot::store::GameFilter::All)
        .expect("read")
        .is_empty());
}

/// The computer is named in the server's language wherever a sentence names it, with a
/// capital letter when the sentence begins with it.
#[test]
fn the_computer_is_named_in_the_servers_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 50));
    d.set_server_language("fr");
    let r = alice_now(&d, "!challenge chess @chakbot level=2 as black");
    let start = r
        .iter()
        .find(|r| r.board().is_some() && r.to().is_public())
        .unwrap_or_else(|| panic!("no game started: {}", texts(&r)));
    assert!(
        start.text.contains(
            "Échecs, l’ordinateur de niveau 2 (blancs) contre alice (noirs), 3\u{a0}j par coup. Au tour de l’ordinateur de niveau 2."
        ),
        "{}",
        start.text
    );
    assert!(
        !start.text.contains("chakbot") && !start.text.contains("level"),
        "{}",
        start.text
    );
    // The board's name bar names it in the server's language too.
    let bars = &start.board().expect("a board").options.players;
    assert_eq!(bars[Color::White].name, "l’ordinateur de niveau 2");
    assert_eq!(bars[Color::Black].name, "alice");
    // The player's side at the bottom, on every public board of the game.
    let bottom = |r: &chakbot::host::Reply| r.board().expect("a board").options.orientation;
    assert_eq!(bottom(start), Color::Black);
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the computer moves");
    let played = public(&r);
    assert_eq!(bottom(played), Color::Black, "after the computer's move");
    assert!(
        played.text.contains("l’ordinateur de niveau 2 a joué"),
        "{}",
        played.text
    );
    // An offer to it says, in French, that it will answer, and tells nobody how to.
    let offered = alice_now(&d, "!draw");
    let offer = public(&offered);
    assert!(
        offer
            .text
            .starts_with("alice propose la nulle dans la partie n°")
            && offer
                .text
                .ends_with("\u{a0}; l’ordinateur de niveau 2 va répondre dans un instant."),
        "{}",
        offer.text
    );
    assert!(offer.buttons.is_empty(), "{offer:?}");
    let answer = computer_answer(&rx);
    assert!(
        public(&answer)
            .text
            .starts_with("L’ordinateur de niveau 2 refuse la proposition de nulle"),
        "{}",
        texts(&answer)
    );
}

/// The computer's answer to an offer: its replies (none of them for it).
fn computer_answer(rx: &Receiver<Vec<Reply>>) -> Vec<Reply> {
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the computer answers");
    for_people_only(&r);
    r
}

#[test]
fn the_computer_grants_takebacks_up_to_level_3_and_refuses_them_above() {
    for (level, granted) in [(3u8, true), (4, false)] {
        let dir = tempfile::tempdir().expect("tempdir");
        let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 20));
        let id = challenge(&d, &format!("chess @chakbot level={level} as white"));
        alice_now(&d, "e4");
        computer_turn(&rx, level);
        let asked = alice_now(&d, "!takeback");
        assert!(
            public(&asked).text.contains("asks to take back"),
            "{}",
            texts(&asked)
        );
        // The computer answers by itself: no buttons for anyone to press in its stead,
        // and no instructions to it.
        assert!(public(&asked).buttons.is_empty(), "{:?}", public(&asked));
        assert!(
            public(&asked).text.ends_with(&format!(
                "in game #{id}; the computer at level {level} will answer in a moment."
            )),
            "{}",
            public(&asked).text
        );
        let answer = computer_answer(&rx);
        let text = &public(&answer).text;
        let game = d.game(id);
        assert_eq!(game.takeback_offer(), None);
        if granted {
            assert!(
                text.contains(&format!("Game #{id}: takeback agreed")),
                "{text}"
            );
            assert!(text.contains("alice to move"), "{text}");
            assert!(game.turns().is_empty(), "both moves are taken back");
        } else {
            assert_eq!(
                text,
                &format!("The computer at level {level} refuses the takeback in game #{id}.")
            );
            assert_eq!(game.turns().len(), 2, "nothing taken back");
        }
        // Nothing more comes: it is alice's turn.
        assert!(rx.recv_timeout(Duration::from_millis(300)).is_err());
    }
}

#[test]
fn the_computer_accepts_a_draw_only_when_its_own_search_says_it_stands_worse() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 20));
    let id = challenge(&d, "chess @chakbot level=1 as white");
    // At the start it does not stand worse: declined, and the game goes on.
    let view = d.game(id).view_fen(Color::Black);
    assert!(
        ai::offers::judge(chakbot::rules::RuleSet::Chess, &view, Color::Black, 1).expect("judged")
            > -50
    );
    let offered = alice_now(&d, "!draw");
    assert!(
        public(&offered).text.contains("offers a draw"),
        "{}",
        texts(&offered)
    );
    assert!(
        public(&offered).buttons.is_empty(),
        "{:?}",
        public(&offered)
    );
    assert_eq!(
        public(&offered).text,
        format!(
            "alice offers a draw in game #{id}; the computer at level 1 will answer in a moment."
        )
    );
    let answer = computer_answer(&rx);
    assert_eq!(
        public(&answer).text,
        format!("The computer at level 1 declines the draw offer in game #{id}.")
    );
    assert_eq!(d.game(id).draw_offer(), None);
    assert!(!d.game(id).is_over());
    // alice (the engine at level 8) plays on until the computer's own view says it stands
    // clearly worse; then it accepts.
    for n in 0..80u64 {
        let game = d.game(id);
        assert!(
            !game.is_over(),
            "the game ended first: {:?}",
            game.outcome()
        );
        let view = game.view_fen(Color::Black);
        let judged = ai::offers::judge(game.ruleset(), &view, Color::Black, n).expect("judged");
        if judged <= -200 {
            alice_now(&d, "!draw");
            let answer = computer_answer(&rx);
            assert!(
                public(&answer).text.contains(&format!(
                    "The computer at level 1 accepts the draw in game #{id}."
                )),
                "{}",
                texts(&answer)
            );
            let game = d.game(id);
            assert!(game.is_over());
            assert_eq!(
                game.outcome().map(|o| o.winner()),
                Some(None),
                "a draw by agreement"
            );
            return;
        }
        let action = ai::choose(&Request {
            ruleset: game.ruleset(),
            fen: &game.view_fen(Color::White),
            level: Level::new(8).expect("level"),
            movetime_ms: 20,
            seed: Some(n),
            history: &[],
        })
        .expect("a move")
        .action;
        let r = alice_now(&d, &action.to_string());
        assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
        if !d.game(id).is_over() {
            computer_turn(&rx, 1);
        }
    }
    panic!("level 8 never got ahead of level 1 by 200 cp");
}

/// The computer's last move in game `id`, as the public reads it (English SAN).
fn last_move(d: &Driver, id: u64) -> String {
    d.game(id)
        .turns()
        .last()
        .expect("a move")
        .public_text
        .clone()
}

/// Issue 35: after a takeback the turn count repeats; the computer's next move must still
/// be played (its event id once repeated the taken-back move's, and the store dropped it
/// as already processed), and the takeback says both moves it undid.
#[test]
fn the_computer_moves_again_after_a_takeback() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 20));
    let id = challenge(&d, "chess @chakbot level=2 as white");
    alice_now(&d, "e4");
    computer_turn(&rx, 2);
    let reply = last_move(&d, id);
    alice_now(&d, "!takeback");
    let answer = computer_answer(&rx);
    assert_eq!(
        public(&answer).text,
        format!(
            "Game #{id}: takeback agreed, taken back: 1. e4 by alice and the reply 1... {reply} \
             by the computer at level 2. alice to move."
        )
    );
    assert!(d.game(id).turns().is_empty());
    alice_now(&d, "d4");
    computer_turn(&rx, 2);
    assert_eq!(d.game(id).turns().len(), 2);
    // Again and again, also back to the very same position and turn count.
    for (round, mv) in ["e4", "d4", "e4", "c4"].into_iter().enumerate() {
        alice_now(&d, "!takeback");
        let answer = computer_answer(&rx);
        assert!(
            public(&answer).text.contains("takeback agreed"),
            "round {round}: {}",
            texts(&answer)
        );
        let r = alice_now(&d, mv);
        assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
        computer_turn(&rx, 2);
        assert_eq!(d.game(id).turns().len(), 2, "round {round}");
    }
    // Back to the start (where it always declines a draw: its moves at level 2 are not
    // fixed, and after a poor one it may accept), a second draw offer right after a
    // declined one is answered too.
    alice_now(&d, "!takeback");
    assert!(public(&computer_answer(&rx))
        .text
        .contains("takeback agreed"));
    assert!(d.game(id).turns().is_empty());
    for round in 0..2 {
        declined_draw(&d, &rx, id, round);
    }
    // And it still moves.
    alice_now(&d, "Nf3");
    computer_turn(&rx, 2);
    assert_eq!(d.game(id).turns().len(), 2);
}

/// Issue 35: the takeback names what it undid in the reader's language and letters.
#[test]
fn a_takeback_of_two_moves_names_both_in_the_readers_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 20));
    d.set_server_language("fr");
    let r = alice_now(&d, "!challenge chess @chakbot level=1 as white");
    let id = r
        .iter()
        .find_map(|r| r.game.filter(|_| r.board().is_some() && r.to().is_public()))
        .unwrap_or_else(|| panic!("no game started: {}", texts(&r)));
    alice_now(&d, "Nf3");
    computer_turn_in(&rx, "l’ordinateur de niveau 1 a joué");
    let reply = chakbot::rules::notation::translate(
        &last_move(&d, id),
        chakbot::rules::notation::Letters::French,
    );
    alice_now(&d, "!takeback");
    let answer = computer_answer(&rx);
    assert_eq!(
        public(&answer).text,
        format!(
            "Partie n°{id}\u{a0}: reprise acceptée, coups annulés\u{a0}: 1. Cf3 d’alice et la \
             réponse 1... {reply} de l’ordinateur de niveau 1. Au tour d’alice."
        )
    );
}

/// alice writes `text` in the main channel at the wall clock's time (the computer's
/// turns are stamped with it).
fn alice_now(d: &Driver, text: &str) -> Vec<Reply> {
    d.set_time(wall());
    d.say("alice", text)
}

/// alice offers a draw (her offer number `round`) in game `id`, and the computer at level
/// 2 declines it.
fn declined_draw(d: &Driver, rx: &Receiver<Vec<Reply>>, id: u64, round: usize) {
    alice_now(d, "!draw");
    let answer = computer_answer(rx);
    assert_eq!(
        public(&answer).text,
        format!("The computer at level 2 declines the draw offer in game #{id}."),
        "offer {round}"
    );
}

/// The computer's next turn, announced with `words`.
fn computer_turn_in(rx: &Receiver<Vec<Reply>>, words: &str) -> Vec<Reply> {
    let r = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the computer moves");
    for_people_only(&r);
    assert!(public(&r).text.contains(words), "{}", public(&r).text);
    r
}

/// Issue 35: a second draw offer right after a declined one is answered too (the answer's
/// event id was built from the turn count, the same for both, and the second was dropped
/// as already processed).
#[test]
fn a_second_draw_offer_after_a_declined_one_is_answered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (d, rx) = Driver::with_thinkers(dir.path(), config(1, 20));
    let id = challenge(&d, "chess @chakbot level=2 as white");
    for round in 0..3 {
        declined_draw(&d, &rx, id, round);
        assert_eq!(d.game(id).draw_offer(), None);
    }
}
