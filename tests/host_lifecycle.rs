//! Resign with confirmation, draw offers, abort and takeback through a real host: what
//! the channel and the players are told, what is stored, and refusals that change
//! nothing (spectators, own offers, takeback in Chakart, abort too late, confirmations
//! missing, expired or for a game that is over, old buttons).

#[allow(dead_code)]
mod common;

use chakbot::game::Ending;
use chakbot::host::io::custom_id::{encode, ButtonAction};
use chakbot::host::{ButtonStyle, Target};
use chakbot::rules::{Color, DrawReason, Outcome, WinReason};
use common::host::{buttons, private, public, refused, texts, Driver};

fn ck(action: ButtonAction, id: u64) -> String {
    encode(action, id)
}

#[test]
fn resigning_asks_first_and_the_button_ends_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let asked_at = d.now();
    let r = d.say("alice", "!resign");
    let ask = private(&r, "alice");
    assert_eq!(r.len(), 1, "{}", texts(&r));
    assert_eq!(buttons(ask), [ck(ButtonAction::ConfirmResign, id)]);
    assert_eq!(ask.buttons[0].style, ButtonStyle::Danger);
    assert!(!d.game(id).is_over(), "resign alone ends nothing");
    let pending = d.host.store().user("alice").unwrap().confirm.unwrap();
    assert_eq!(pending.game, id);
    assert_eq!(pending.action, "resign");
    assert_eq!(pending.expires_at.0, asked_at.0 + 120_000);

    let r = d.press("alice", &ask.buttons[0].custom_id);
    let end = public(&r);
    let game = d.game(id);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Resignation
        })
    );
    assert!(end.text.contains("alice resigns"), "{}", end.text);
    assert!(
        end.text.contains("Black wins by resignation"),
        "{}",
        end.text
    );
    let secret = game.revealed_secret().unwrap().to_hex();
    assert!(end.text.contains(&secret), "{}", end.text);
    assert!(end.board().is_some());
    // A rematch, and the after-game review (issue 38).
    assert_eq!(
        buttons(end),
        [ck(ButtonAction::Rematch, id), ck(ButtonAction::Review, id)]
    );
    for p in ["alice", "bob"] {
        let rating = d.rating("chess", p);
        assert_eq!(rating.games, 1, "{p}");
    }
    let bob = d.rating("chess", "bob");
    assert!(bob.rating.rating > 1500.0);
    assert_eq!(d.host.store().user("alice").unwrap().confirm, None);

    // The old button again: the game is over, nothing changes.
    let before = d.snapshot(id, &["alice", "bob"]);
    let why = refused(&d.press("alice", &ask.buttons[0].custom_id), "alice");
    assert!(why.contains("is over"), "{why}");
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
}

#[test]
fn a_typed_confirm_works_from_a_dm_and_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["d4"]);
    private(&d.dm("bob", "settings language fr"), "bob");
    let r = d.dm("bob", "resign");
    let ask = private(&r, "bob");
    assert!(ask.text.contains("abandonner"), "{}", ask.text);
    assert_eq!(buttons(ask), [ck(ButtonAction::ConfirmResign, id)]);
    assert_eq!(ask.buttons[0].label, "Abandonner");
    let r = d.dm("bob", "confirm");
    // The channel hears it in the server's language; bob gets a note in French.
    let end = public(&r);
    assert!(end.text.contains("bob resigns"), "{}", end.text);
    let note = private(&r, "bob");
    assert!(note.text.contains("salon"), "{}", note.text);
    assert_eq!(
        d.game(id).outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Resignation
        })
    );
}

#[test]
fn confirmations_missing_expired_or_too_late_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    let users = ["alice", "bob", "carol"];

    // Nothing pending: typed, or someone else's button.
    let before = d.snapshot(id, &users);
    assert!(refused(&d.say("alice", "!confirm"), "alice").contains("nothing to confirm"));
    refused(&d.press("bob", &ck(ButtonAction::ConfirmResign, id)), "bob");
    // A spectator can neither resign nor confirm.
    refused(&d.say("carol", "!resign"), "carol");
    let why = refused(&d.say("carol", &format!("!resign #{id}")), "carol");
    assert!(why.contains("not playing"), "{why}");
    refused(
        &d.press("carol", &ck(ButtonAction::ConfirmResign, id)),
        "carol",
    );
    assert_eq!(d.snapshot(id, &users), before);

    // Expired: two minutes and a bit later.
    private(&d.say("alice", "!resign"), "alice");
    let before = d.snapshot(id, &users);
    d.advance(121_000);
    let why = refused(&d.say("alice", "!confirm"), "alice");
    assert!(why.contains("expired"), "{why}");
    assert_eq!(d.snapshot(id, &users), before);
    assert!(!d.host.store().is_processed(&d.last_event()).unwrap());

    // A button for another game than the pending request.
    let other = d.start_in("side", "chess", "alice", "dave");
    private(&d.say("alice", &format!("!resign #{other}")), "alice");
    let why = refused(
        &d.press("alice", &ck(ButtonAction::ConfirmResign, id)),
        "alice",
    );
    assert!(why.contains("another game"), "{why}");
    assert!(!d.game(id).is_over() && !d.game(other).is_over());

    // The game ends before the confirmation: fool's mate after alice asked to resign.
    d.play("alice", "bob", &["f3", "e5", "g4"]);
    private(&d.say("alice", &format!("!resign #{id}")), "alice");
    public(&d.say("bob", "Qh4#"));
    let before = d.snapshot(id, &["alice", "bob"]);
    let why = refused(&d.say("alice", "!confirm"), "alice");
    assert!(why.contains("over"), "{why}");
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    let alice = d.rating("chess", "alice");
    assert_eq!(alice.games, 1, "rated once");
    // The game still goes on elsewhere: the other game was untouched.
    public(&d.say_in("side", "alice", "e4"));
}

#[test]
fn a_draw_is_offered_answered_and_agreed() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);

    let r = d.say("alice", "!draw");
    let offer = public(&r);
    assert!(offer.text.contains("alice offers a draw"), "{}", offer.text);
    assert_eq!(offer.ping_users, ["bob"]);
    let accept = ck(ButtonAction::DrawAccept, id);
    let decline = ck(ButtonAction::DrawDecline, id);
    assert_eq!(buttons(offer), [accept.clone(), decline.clone()]);
    assert_eq!(d.game(id).draw_offer(), Some(Color::White));

    // Refusals: the offerer answering, offering twice; a spectator; nothing changes.
    let users = ["alice", "bob"];
    let before = d.snapshot(id, &users);
    let own = refused(&d.press("alice", &accept), "alice");
    assert!(own.contains("only your opponent"), "{own}");
    refused(&d.press("alice", &decline), "alice");
    refused(&d.say("alice", "!draw decline"), "alice");
    assert!(refused(&d.say("alice", "!draw"), "alice").contains("already offered"));
    refused(&d.say("carol", "!draw"), "carol");
    refused(&d.press("carol", &accept), "carol");
    assert_eq!(d.snapshot(id, &users), before);

    // Declined, then offered again and accepted with the button.
    let r = d.say("bob", "!draw decline");
    assert!(public(&r).text.contains("bob declines"), "{}", texts(&r));
    assert_eq!(d.game(id).draw_offer(), None);
    refused(&d.press("bob", &accept), "bob");
    public(&d.say("alice", "!draw"));
    let r = d.press("bob", &accept);
    let end = public(&r);
    assert!(end.text.contains("Draw by agreement"), "{}", end.text);
    assert_eq!(
        d.game(id).outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    let bob = d.rating("chess", "bob");
    assert_eq!(bob.games, 1);
    // An old button of the finished game.
    let before = d.snapshot(id, &users);
    let why = refused(&d.press("bob", &accept), "bob");
    assert!(why.contains("over"), "{why}");
    assert_eq!(d.snapshot(id, &users), before);
}

#[test]
fn a_draw_offer_lapses_when_its_receiver_moves() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    // bob (to move) offers a draw.
    let r = d.say("bob", "!draw");
    assert_eq!(public(&r).ping_users, ["alice"]);
    let accept = ck(ButtonAction::DrawAccept, id);
    // bob moves on: his own offer stands; alice moves instead of answering: it lapses.
    d.play("bob", "alice", &["e5", "Nf3"]);
    assert_eq!(d.game(id).draw_offer(), None);
    let before = d.snapshot(id, &["alice", "bob"]);
    refused(&d.press("alice", &accept), "alice");
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    // Typing `draw` now makes a new offer, it does not accept the old one.
    public(&d.say("alice", "!draw"));
    assert!(!d.game(id).is_over());
    assert_eq!(d.game(id).draw_offer(), Some(Color::White));
    // Both offering is agreement.
    let r = d.say("bob", "!draw");
    assert!(
        public(&r).text.contains("bob accepts the draw"),
        "{}",
        texts(&r)
    );
    assert!(d.game(id).is_over());
}

#[test]
fn abort_only_before_both_sides_moved_and_without_rating() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    refused(&d.say("carol", &format!("!abort #{id}")), "carol");
    let r = d.say("bob", "!abort");
    let end = public(&r);
    assert!(end.text.contains("bob aborts"), "{}", end.text);
    assert!(end.text.contains("no rating change"), "{}", end.text);
    let game = d.game(id);
    assert_eq!(
        game.ending(),
        Some(Ending::Aborted {
            by: Some(Color::Black)
        })
    );
    assert!(end.text.contains(&game.revealed_secret().unwrap().to_hex()));
    for p in ["alice", "bob"] {
        assert!(d.host.store().rating("srv", "chess", p).unwrap().is_none());
    }

    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let before = d.snapshot(id, &["alice", "bob"]);
    let why = refused(&d.say("alice", "!abort"), "alice");
    assert!(why.contains("both sides have moved"), "{why}");
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
    public(&d.say("alice", "Nf3"));
}

#[test]
fn takeback_by_agreement_in_chess() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5", "Nf3"]);
    let users = ["alice", "bob"];
    // carol is no player; bob cannot answer a request that does not exist.
    let before = d.snapshot(id, &users);
    refused(&d.say("carol", "!takeback"), "carol");
    refused(&d.say("bob", "!takeback decline"), "bob");
    refused(
        &d.press("bob", &ck(ButtonAction::TakebackAccept, id)),
        "bob",
    );
    assert_eq!(d.snapshot(id, &users), before);

    let r = d.say("alice", "!takeback");
    let ask = public(&r);
    assert!(ask.text.contains("alice asks to take back"), "{}", ask.text);
    let yes = ck(ButtonAction::TakebackAccept, id);
    assert_eq!(
        buttons(ask),
        [yes.clone(), ck(ButtonAction::TakebackDecline, id)]
    );
    let before = d.snapshot(id, &users);
    assert!(refused(&d.press("alice", &yes), "alice").contains("only your opponent"));
    assert!(refused(&d.say("alice", "!takeback"), "alice").contains("already asked"));
    assert_eq!(d.snapshot(id, &users), before);

    let r = d.press("bob", &yes);
    let done = public(&r);
    assert!(done.text.contains("alice to move"), "{}", done.text);
    assert!(done.board().is_some());
    let game = d.game(id);
    assert_eq!(game.public_moves(), ["e4", "e5"]);
    assert_eq!(game.turn(), Color::White);
    assert_eq!(game.takeback_offer(), None);
    // The game goes on from there.
    public(&d.say("alice", "Nc3"));

    // Declined.
    public(&d.say("alice", "!takeback"));
    let r = d.say("bob", "!takeback no");
    assert!(public(&r).text.contains("bob refuses"), "{}", texts(&r));
    assert_eq!(d.game(id).public_moves(), ["e4", "e5", "Nc3"]);
}

#[test]
fn takeback_is_refused_with_nothing_to_take_back_and_in_chakart() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    let why = refused(&d.say("bob", "!takeback"), "bob");
    assert!(why.contains("no move to take back"), "{why}");
    assert_eq!(d.game(id).takeback_offer(), None);

    for ruleset in ["chakart", "chakart-2020"] {
        let id = d.start_in(ruleset, &format!("{ruleset} start=0"), "erin", "fred");
        public(&d.say_in(ruleset, "erin", "e4"));
        let before = d.snapshot(id, &["erin", "fred"]);
        let why = refused(&d.say_in(ruleset, "erin", "!takeback"), "erin");
        assert!(why.contains("no takebacks in Chakart"), "{why}");
        assert!(why.contains("random"), "{why}");
        refused(
            &d.press("fred", &ck(ButtonAction::TakebackAccept, id)),
            "fred",
        );
        assert_eq!(d.snapshot(id, &["erin", "fred"]), before);
    }
    // And in French.
    let id = d.start_in("fr", "chakart start=0", "gus", "hal");
    private(&d.dm("gus", "settings language fr"), "gus");
    let why = refused(&d.say_in("fr", "gus", &format!("!takeback #{id}")), "gus");
    assert!(why.contains("Pas de reprise de coup au Chakart"), "{why}");
}

#[test]
fn refusals_in_french_and_news_in_the_server_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    private(&d.dm("alice", "settings language fr"), "alice");
    d.play("alice", "bob", &["e4", "e5"]);
    let why = refused(&d.say("alice", "!abort"), "alice");
    assert!(why.contains("ne peut plus être annulée"), "{why}");
    assert!(refused(&d.say("alice", "!confirm"), "alice").contains("rien à confirmer"));
    let r = d.say("alice", "!draw");
    // The channel is told in English (the server has no language set).
    assert!(public(&r).text.contains("offers a draw"), "{}", texts(&r));
    let own = refused(
        &d.press("alice", &ck(ButtonAction::DrawAccept, id)),
        "alice",
    );
    assert!(own.contains("seul votre adversaire"), "{own}");
    // A DM offer is announced in the channel, with a note to its author.
    let r = d.dm("bob", "draw");
    assert!(matches!(public(&r).to(), Target::Channel { .. }));
    private(&r, "bob");
    assert!(d.game(id).is_over());
}

#[test]
fn once_time_is_up_nothing_but_the_clock_ends_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = d.say("alice", "!challenge chess @bob as white clock=1+0");
    public(&r);
    public(&d.say("bob", "!accept"));
    d.play("alice", "bob", &["e4", "e5"]);
    let id = d
        .host
        .store()
        .games_of_user("alice", chakbot::store::GameFilter::Active)
        .unwrap()[0];
    public(&d.say("alice", "!draw"));
    d.advance(61_000);
    let before = d.snapshot(id, &["alice", "bob"]);
    for (who, text) in [("bob", "!draw"), ("alice", "!resign"), ("bob", "!takeback")] {
        let why = refused(&d.say(who, text), who);
        assert!(why.contains("Time is up"), "{who} {text}: {why}");
    }
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);
}

#[test]
fn the_same_event_twice_is_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let text = |t: &str| chakbot::host::Body::Text {
        text: t.into(),
        addressed: false,
    };
    let offer = d.input("alice", Driver::channel("main"), text("!draw"));
    public(&d.host.handle(offer.clone()));
    assert!(d.host.handle(offer).is_empty());
    let decline = d.input("bob", Driver::channel("main"), text("!draw decline"));
    public(&d.host.handle(decline.clone()));
    let after = d.snapshot(id, &["alice", "bob"]);
    assert!(d.host.handle(decline).is_empty());
    assert_eq!(d.snapshot(id, &["alice", "bob"]), after);
}

/// What bob and the channel see of a Chakart game in which alice's queen hid on
/// `hidden` and then the players offered, declined, refused and resigned: texts and
/// boards (as images), until the game is over.
fn chakart_offers(hidden: &str) -> Vec<(String, Option<Vec<u8>>)> {
    let dir = tempfile::tempdir().unwrap();
    let mut config = chakbot::host::HostConfig::local();
    config.secrets = chakbot::host::SecretSource::Fixed([9; 32]);
    let d = Driver::with(dir.path(), config);
    d.start("chakart start=0");
    d.play("alice", "bob", &["e4", "a6"]);
    private(&d.dm("alice", &format!("stealth Q{hidden}")), "alice");
    let mut seen = Vec::new();
    for (who, text) in [
        ("bob", "!draw"),
        ("alice", "!draw decline"),
        ("alice", "!takeback"),
        ("bob", "!takeback"),
        ("bob", "!abort"),
        ("carol", "!abort"),
        ("bob", "!resign"),
        ("bob", "!confirm"),
    ] {
        seen.extend(d.say(who, text));
    }
    seen.into_iter()
        .filter(|r| {
            r.to().is_public()
                || *r.to() == Target::Private("bob".into())
                || *r.to() == Target::Dm("bob".into())
        })
        .map(|r| {
            let png = r
                .board()
                .as_ref()
                .map(|b| chakbot::render::render_png(&b.view, &b.options));
            (r.text, png)
        })
        .collect()
}

#[test]
fn offers_and_refusals_in_chakart_never_tell_where_the_queen_hides() {
    let mut a = chakart_offers("g4");
    let mut b = chakart_offers("f3");
    // The last message ends the game and reveals the board: it must differ (so the
    // comparison of everything before could fail).
    let (end_a, end_b) = (a.pop().unwrap(), b.pop().unwrap());
    assert!(end_a.0.contains("bob resigns"), "{}", end_a.0);
    assert!(
        end_a.1.is_some() && end_a.1 != end_b.1,
        "the revealed boards differ"
    );
    assert!(a.len() >= 5, "{a:?}");
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x.0, y.0);
        assert!(x.1 == y.1, "an image differs: {}", x.0);
        assert!(!x.0.contains("g4"), "{}", x.0);
    }
}

#[test]
fn a_game_that_ends_before_both_players_moved_is_unrated() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    // A first game, played and rated, so that both have ratings to keep.
    d.start("chess");
    d.play("alice", "bob", &["f3", "e5", "g4", "Qh4#"]);
    let rated = |who: &str| d.host.store().rating("srv", "chess", who).unwrap();
    let before = (rated("alice"), rated("bob"));
    assert_eq!(before.0.as_ref().map(|r| r.games), Some(1));

    // Resignation before any move: the result stands, the ratings do not move.
    let id = d.start("chess");
    private(&d.say("alice", "!resign"), "alice");
    let r = d.say("alice", "!confirm");
    let end = public(&r);
    assert!(d.game(id).outcome().is_some());
    assert_eq!(d.game(id).rated_outcome(), None);
    assert!(
        end.text.contains("Black wins by resignation"),
        "{}",
        end.text
    );
    assert!(end.text.contains("it is unrated"), "{}", end.text);
    assert!(!end.text.contains("→"), "{}", end.text);
    assert_eq!((rated("alice"), rated("bob")), before);

    // Only White moved: still unrated, whoever resigns.
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    private(&d.say("bob", "!resign"), "bob");
    let r = d.say("bob", "!confirm");
    let end = public(&r);
    assert_eq!(d.game(id).rated_outcome(), None);
    assert!(end.text.contains("it is unrated"), "{}", end.text);
    assert_eq!((rated("alice"), rated("bob")), before);
}

/// A bare yes or no for the bot answers what the opponent asks: a draw offer, a takeback
/// request; in any language's words, by DM or in the game's channel when addressed; where
/// nothing is asked, it is no command.
#[test]
fn a_bare_yes_or_no_answers_the_opponents_offer() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    // Nothing asked: `nein` is no command.
    assert!(refused(&d.dm("bob", "nein"), "bob").contains("nein"));
    assert_eq!(d.game(id).draw_offer(), None);

    public(&d.say("alice", "!draw"));
    let r = d.dm("bob", "nein");
    assert!(texts(&r).contains("bob declines"), "{}", texts(&r));
    assert_eq!(d.game(id).draw_offer(), None);
    assert!(!d.game(id).is_over());

    public(&d.say("alice", "!takeback"));
    assert_eq!(d.game(id).takeback_offer(), Some(Color::White));
    let r = d.dm("bob", "non");
    assert_eq!(d.game(id).takeback_offer(), None, "{}", texts(&r));
    assert_eq!(d.moves_of(id), 2, "nothing taken back");

    public(&d.say("alice", "!draw"));
    let r = d.dm("bob", "Ja");
    assert!(texts(&r).contains("bob accepts the draw"), "{}", texts(&r));
    assert_eq!(
        d.game(id).outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
}
