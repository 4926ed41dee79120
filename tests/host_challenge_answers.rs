//! A challenge's post tells its player to type `accept` or `decline` (in the reader's
//! words): those bare words, unaddressed, in a channel with no game running (where
//! unaddressed chat is otherwise ignored) answer the challenge, in every language; the
//! same words from anyone the challenge is not for stay chat. Also after a finished
//! game, where the rematch is posted.

#[allow(dead_code)]
mod common;

use chakbot::host::words::i18n::Lang;
use common::host::{public, quoted, refused, texts, Driver, MAIN};

/// The backticked words the post tells `opponent` to type, e.g. [`accept`, `decline`].
fn told_words(post: &str) -> Vec<String> {
    post.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.contains(' ') && w.chars().all(|c| c.is_alphabetic()))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_words_a_challenge_tells_its_player_to_type_answer_it_in_every_language() {
    for lang in Lang::ALL {
        for answer in [0, 1] {
            let dir = tempfile::tempdir().unwrap();
            let d = Driver::open(dir.path());
            d.set_server_language(lang.code());
            let r = d.say("alice", "!challenge chess @bob as white");
            let post = public(&r).text.clone();
            let words = told_words(&post);
            assert_eq!(words.len(), 2, "{lang}: accept and decline in {post}");
            // Chat by someone else, and the words from someone not challenged: ignored.
            assert!(d.say("carol", &words[0]).is_empty(), "{lang}");
            assert!(d.say("carol", &words[1]).is_empty(), "{lang}");
            assert!(d.say("bob", "accept the fact").is_empty(), "{lang}");
            let r = d.say("bob", &words[answer]);
            let started = r.iter().any(|r| r.board().is_some());
            if answer == 0 {
                assert!(
                    started,
                    "{lang}: `{}` starts the game: {}",
                    words[0],
                    texts(&r)
                );
            } else {
                assert!(!started, "{lang}: {}", texts(&r));
                assert!(
                    r.iter().any(|r| r.replaces.is_some() || r.to().is_public()),
                    "{lang}: `{}` declines it: {}",
                    words[1],
                    texts(&r)
                );
                let open = d.host.store().open_challenges(d.now()).unwrap();
                assert!(open.is_empty(), "{lang}: declined");
            }
        }
    }
}

#[test]
fn an_open_challenge_is_accepted_by_anyone_but_its_author_typing_accept() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = d.say("alice", "!challenge koopa");
    assert!(public(&r).text.contains("`accept`"), "{}", texts(&r));
    assert!(d.say("alice", "accept").is_empty(), "its author: chat");
    assert!(
        d.say("carol", "decline").is_empty(),
        "nobody declines an open one"
    );
    let r = d.say("carol", "accept");
    assert!(r.iter().any(|r| r.board().is_some()), "{}", texts(&r));
}

#[test]
fn a_rematch_posted_after_a_finished_game_is_accepted_by_typing_accept() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["f3", "e5", "g4", "Qh4"]);
    assert!(d.game(id).is_over());
    let r = d.say("alice", "!rematch");
    assert!(public(&r).text.contains("`accept`"), "{}", texts(&r));
    let r = d.say("bob", "accept");
    assert!(r.iter().any(|r| r.board().is_some()), "{}", texts(&r));
    // With a game running in the channel again, `accept` is read as before: nothing waits.
    let r = d.say("bob", "accept");
    assert!(!r.iter().any(|r| r.board().is_some()), "{}", texts(&r));
    let _ = MAIN;
}

/// A rematch of a game under way is refused: its players are told it is not over, anyone
/// else that they do not play in it (not that it is not over), in every language.
#[test]
fn a_rematch_of_a_game_under_way_tells_a_spectator_it_is_not_his_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    for (locale, command, not_over, not_yours) in [
        (
            "en",
            "rematch",
            format!("Game #{id} is not over yet."),
            format!("You are not playing in game #{id}."),
        ),
        (
            "fr",
            "revanche",
            format!("La partie n°{id} n’est pas encore terminée."),
            format!("Vous ne jouez pas dans la partie n°{id}."),
        ),
        (
            "de",
            "revanche",
            format!("Partie #{id} ist noch nicht beendet."),
            format!("Du spielst nicht in Partie #{id}."),
        ),
    ] {
        let typed = format!("!{command} #{id}");
        let r = d.say_from(locale, "alice", &typed);
        assert_eq!(refused(&r, "alice"), not_over, "{locale}");
        let r = d.say_from(locale, "zed", &typed);
        assert_eq!(refused(&r, "zed"), not_yours, "{locale}");
    }
    assert!(!d.game(id).is_over(), "nothing changed");
    assert!(d.host.store().open_challenges(d.now()).unwrap().is_empty());
}

/// Two challenges an answer could mean: the refusal gives the command to type for each,
/// in the reader's words; typed back, each answers its own challenge, in every language.
#[test]
fn an_answer_two_challenges_could_mean_gives_the_command_for_each() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(lang.code());
        d.say("alice", "!challenge chess @bob");
        d.say("alice", "!challenge koopa @bob");
        d.say("alice", "!challenge maharaja @carol");
        // bob's `accept`: his two, each typed back starts its game.
        let text = refused(&d.say("bob", "!accept"), "bob");
        let typed = quoted(&text);
        assert_eq!(typed.len(), 2, "{lang}: {text}");
        let r = d.say("bob", &format!("!{}", typed[1]));
        assert!(
            r.iter().any(|r| r.board().is_some()),
            "{lang}: `{}` accepts: {}",
            typed[1],
            texts(&r)
        );
        // alice's `cancel`: the two left, each typed back withdraws it.
        let text = refused(&d.say("alice", "!cancel"), "alice");
        let typed = quoted(&text);
        assert_eq!(typed.len(), 2, "{lang}: {text}");
        for t in &typed {
            d.say("alice", &format!("!{t}"));
        }
        let open = d.host.store().open_challenges(d.now()).unwrap();
        assert!(open.is_empty(), "{lang}: {typed:?} withdrew both: {open:?}");
    }
}
