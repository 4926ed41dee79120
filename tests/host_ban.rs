//! A ban applies on every path: a banned player's moves by DM, button presses (in the
//! channel or in a DM), menu answers, rematches and accepting challenges are refused
//! privately, in their language, and change nothing; their opponent cannot accept a
//! banned player's rematch either.

mod common;

use chakbot::host::io::custom_id::{encode, ButtonAction};
use chakbot::host::{Body, Origin, Reply};
use chakbot::store::{Batch, ServerSettings};
use common::host::{public, refused, texts, Driver, MAIN};

/// `who` presses button `custom_id` in a DM (the boards sent privately carry buttons).
fn press_dm(d: &Driver, who: &str, custom_id: &str) -> Vec<Reply> {
    let body = Body::Button {
        custom_id: custom_id.into(),
    };
    d.host.handle(d.input(who, Origin::Dm, body))
}

/// `who` answers the move menu of game `id` with `value`, in `origin`.
fn choose(d: &Driver, who: &str, origin: Origin, id: u64, value: &str) -> Vec<Reply> {
    let body = Body::Select {
        custom_id: encode(ButtonAction::Choose, id),
        values: vec![value.into()],
    };
    d.host.handle(d.input(who, origin, body))
}

/// Every open challenge, as (id, challenger, invitee).
fn challenges(d: &Driver) -> Vec<(u64, String, Option<String>)> {
    d.host
        .store()
        .open_challenges(d.now())
        .unwrap()
        .into_iter()
        .map(|c| (c.id, c.challenger, c.invitee))
        .collect()
}

/// A finished game between alice and bob in channel `g2` (bob resigned); its id.
fn finished(d: &Driver) -> u64 {
    let id = d.start_in("g2", "chess", "alice", "bob");
    let r = d.say_in("g2", "bob", "!resign");
    assert!(!r.is_empty());
    public(&d.say_in("g2", "bob", "!confirm"));
    assert!(d.game(id).is_over());
    id
}

#[test]
fn a_banned_player_is_refused_on_every_path_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let old = finished(&d);
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    // alice offers a draw and takes... nothing back; carol invites bob.
    assert!(!d.say("alice", "!draw").is_empty());
    public(&d.say_in("lobby", "carol", "!challenge chess @bob"));
    let carols = challenges(&d)[0].0;

    let r = d.mod_say("!ban @bob cheating");
    assert!(!r.is_empty(), "{}", texts(&r));
    // The challenge to bob is withdrawn with his: its channel is told.
    assert!(
        !challenges(&d).iter().any(|c| c.0 == carols),
        "the challenge to the banned player is withdrawn"
    );
    assert!(
        r.iter().any(|r| r.to().is_public()
            && r.text == format!("Challenge #{carols} from carol was withdrawn by a moderator.")),
        "{}",
        texts(&r)
    );
    let before = (
        d.snapshot(id, &["alice", "bob"]),
        d.snapshot(old, &["alice", "bob"]),
    );
    let open = challenges(&d);

    let ck = |a, n| encode(a, n);
    let tries: Vec<(&str, Vec<Reply>)> = vec![
        ("move", d.say("bob", "e5")),
        ("!move", d.say("bob", "!e5")),
        ("dm move with #", d.dm("bob", &format!("e5 #{id}"))),
        ("dm move", d.dm("bob", "e5")),
        ("dm !move", d.dm("bob", "!move e5")),
        ("dm resign", d.dm("bob", &format!("!resign #{id}"))),
        ("dm draw", d.dm("bob", &format!("!draw #{id}"))),
        ("dm takeback", d.dm("bob", &format!("!takeback #{id}"))),
        (
            "draw-yes button",
            d.press("bob", &ck(ButtonAction::DrawAccept, id)),
        ),
        (
            "draw-yes dm button",
            press_dm(&d, "bob", &ck(ButtonAction::DrawAccept, id)),
        ),
        (
            "resign button",
            d.press("bob", &ck(ButtonAction::ConfirmResign, id)),
        ),
        (
            "resign dm button",
            press_dm(&d, "bob", &ck(ButtonAction::ConfirmResign, id)),
        ),
        ("menu", choose(&d, "bob", Driver::channel(MAIN), id, "e5")),
        ("dm menu", choose(&d, "bob", Origin::Dm, id, "e5")),
        (
            "rematch button",
            d.press("bob", &ck(ButtonAction::Rematch, old)),
        ),
        (
            "dm rematch button",
            press_dm(&d, "bob", &ck(ButtonAction::Rematch, old)),
        ),
        ("dm rematch", d.dm("bob", "!rematch")),
        ("dm rematch #", d.dm("bob", &format!("!rematch #{old}"))),
        (
            "accept button",
            d.press("bob", &ck(ButtonAction::Accept, carols)),
        ),
        (
            "dm accept button",
            press_dm(&d, "bob", &ck(ButtonAction::Accept, carols)),
        ),
        ("dm accept", d.dm("bob", "!accept")),
        ("dm decline", d.dm("bob", "!decline")),
        ("dm decline #", d.dm("bob", &format!("!decline #{carols}"))),
        ("decline", d.say_in("lobby", "bob", "!decline")),
        (
            "decline button",
            d.press("bob", &ck(ButtonAction::Decline, carols)),
        ),
        ("dm accept #", d.dm("bob", &format!("!accept #{carols}"))),
    ];
    for (what, r) in tries {
        let why = refused(&r, "bob");
        // carol's challenge is gone: a button of it pressed in a DM, where no server says
        // bob is banned, finds nothing to answer.
        let gone = (what.contains("accept") || what.contains("decline"))
            && (why == format!("There is no challenge #{carols}.")
                || why == "There is no challenge waiting for you here.");
        assert!(
            why.contains("stopped you from playing") || gone,
            "{what}: {why}"
        );
    }
    // In bob's language: a French DM move.
    let mut input = d.input(
        "bob",
        Origin::Dm,
        Body::Text {
            text: format!("e5 #{id}"),
            addressed: true,
        },
    );
    input.author.locale = Some("fr".into());
    let why = refused(&d.host.handle(input), "bob");
    assert!(why.contains("interdit de jouer"), "{why}");

    // The opponent cannot start a rematch with bob, from the channel or a DM.
    for r in [
        d.say_in("g2", "alice", &format!("!rematch #{old}")),
        d.dm("alice", &format!("!rematch #{old}")),
        press_dm(&d, "alice", &ck(ButtonAction::Rematch, old)),
    ] {
        let why = refused(&r, "alice");
        assert!(why.contains("bob may not play"), "{why}");
    }
    assert_eq!(
        (
            d.snapshot(id, &["alice", "bob"]),
            d.snapshot(old, &["alice", "bob"])
        ),
        before
    );
    assert_eq!(challenges(&d), open, "no challenge posted, none taken");
}

#[test]
fn the_opponent_cannot_accept_a_banned_players_rematch() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let old = finished(&d);
    public(&d.dm("bob", &format!("!rematch #{old}")));
    let rematch = challenges(&d)[0].0;
    // A ban written by another process (or before bans withdrew challenges): the rematch
    // is still stored.
    let mut b = Batch::new();
    let mut settings = ServerSettings::default();
    settings.banned.insert("bob".into(), "cheating".into());
    b.put_settings("srv", &settings);
    d.host.store().commit(b).unwrap();
    let open = challenges(&d);
    for r in [
        d.press("alice", &encode(ButtonAction::Accept, rematch)),
        d.dm("alice", "!accept"),
        d.say_in("g2", "alice", &format!("!accept #{rematch}")),
    ] {
        let why = refused(&r, "alice");
        assert!(why.contains("bob may not play"), "{why}");
    }
    assert_eq!(challenges(&d), open);
    assert_eq!(
        d.host
            .store()
            .games_of_user("alice", chakbot::store::GameFilter::Active)
            .unwrap(),
        Vec::<u64>::new()
    );
}

/// `ban @bob end`: each of bob's running games on this server ends as a moderator's
/// adjudication that bob loses (rated once both moved, unrated before), the channel is
/// told with the final board; a plain `ban` leaves them running (bob's moves refused).
#[test]
fn a_ban_with_end_ends_the_banned_players_games_as_losses() {
    use chakbot::rules::{Color, Outcome, WinReason};
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let played = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let fresh = d.start_in("g2", "chess", "bob", "carol");
    let others = d.start_in("g3", "chess", "alice", "carol");

    let r = d.mod_say("!ban @bob end cheating");
    let note = refused(
        &r.iter()
            .filter(|r| !r.to().is_public())
            .cloned()
            .collect::<Vec<_>>(),
        "mo",
    );
    assert!(
        note.contains("2 running games of theirs were ended"),
        "{note}"
    );
    assert!(note.contains("Reason: cheating"), "{note}");
    let won_by = |id| match d.game(id).outcome() {
        Some(Outcome::Decisive {
            winner,
            reason: WinReason::Adjudication,
        }) => Some(winner),
        _ => None,
    };
    assert_eq!(won_by(played), Some(Color::White), "alice wins");
    assert_eq!(won_by(fresh), Some(Color::Black), "carol wins");
    assert!(d.game(played).rated_outcome().is_some(), "both had moved");
    assert!(
        d.game(fresh).rated_outcome().is_none(),
        "unrated: nobody moved"
    );
    assert!(!d.game(others).is_over(), "other players' games go on");
    let store = d.host.store();
    assert!(store.rating("srv", "chess", "alice").unwrap().is_some());
    assert!(store.rating("srv", "chess", "carol").unwrap().is_none());
    for id in [played, fresh] {
        let told = r
            .iter()
            .find(|r| r.to().is_public() && r.game == Some(id))
            .unwrap_or_else(|| panic!("game {id} announced: {}", texts(&r)));
        assert!(told.text.contains("bob was banned"), "{}", told.text);
        assert!(told.board().is_some());
    }
    let log = refused(&d.mod_say("!modlog"), "mo");
    assert!(log.contains(&format!("#{played}")), "{log}");

    // A plain ban leaves the banned player's games running.
    let id = d.start_in("g4", "chess", "dave", "erin");
    let r = d.mod_say("!ban @erin");
    assert!(!texts(&r).contains("were ended"), "{}", texts(&r));
    assert!(!d.game(id).is_over());
}

/// `/mod ban` as a slash command: what happens to the games is its own option, so a
/// reason that starts with `end` is only a reason (the games go on), and `games: end`
/// ends them whatever the reason says.
#[test]
fn slash_ban_takes_what_happens_to_the_games_as_its_own_option() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let slash = |options: &[(&str, &str)]| {
        let body = Body::Slash {
            name: "mod ban".into(),
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        };
        let mut input = d.input("mo", Driver::channel(MAIN), body);
        input.author.moderator = true;
        d.host.handle(input)
    };
    // (In local mode a user is written `@name`.)
    let bobs = d.start("chess");
    let r = slash(&[("user", "@bob"), ("reason", "end of story")]);
    assert!(!texts(&r).contains(" ended"), "{}", texts(&r));
    assert!(!d.game(bobs).is_over(), "bob's game goes on");
    let banned = d.host.store().settings("srv").unwrap().banned;
    assert_eq!(
        banned.get("bob").map(String::as_str),
        Some("end of story"),
        "the whole reason"
    );
    let carols = d.start_in("g2", "chess", "carol", "dave");
    let r = slash(&[("user", "@carol"), ("games", "end"), ("reason", "freeze")]);
    assert!(texts(&r).contains("game was ended"), "{}", texts(&r));
    assert!(d.game(carols).is_over(), "carol's game ended");
    let banned = d.host.store().settings("srv").unwrap().banned;
    assert_eq!(banned.get("carol").map(String::as_str), Some("freeze"));
}

/// `ban @bob freeze`: bob's running games stand still (nobody plays, the sweeper does
/// not time them out, not even after a restart); moderators can still end one; `unban`
/// lets them go on with the time that was left.
#[test]
fn a_ban_with_freeze_stops_the_games_until_the_unban() {
    use chakbot::game::clock::DAY;
    use chakbot::game::Timestamp;
    use chakbot::rules::Color;
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let other = d.start_in("g2", "chess", "carol", "bob");
    d.advance(1000);
    let left = d.game(id).clock().remaining(Color::White, d.now());

    let r = d.mod_say("!ban @bob freeze cheating");
    let note = refused(
        &r.iter()
            .filter(|r| !r.to().is_public())
            .filter(|r| matches!(r.to(), chakbot::host::Target::Private(_)))
            .cloned()
            .collect::<Vec<_>>(),
        "mo",
    );
    assert!(
        note.contains("2 running games of theirs were frozen"),
        "{note}"
    );
    let told = r
        .iter()
        .find(|r| r.to().is_public() && r.game == Some(id))
        .unwrap_or_else(|| panic!("game {id} announced: {}", texts(&r)));
    assert!(told.text.contains("is frozen"), "{}", told.text);
    assert!(
        r.iter()
            .any(|r| r.to() == &chakbot::host::Target::Dm("alice".into())
                && r.text.contains("is frozen")),
        "the opponent is told: {}",
        texts(&r)
    );
    assert!(d.game(id).is_frozen() && d.game(other).is_frozen());

    let before = d.snapshot(id, &["alice", "bob"]);
    for (who, text) in [
        ("alice", "Nf3"),
        ("alice", "!resign"),
        ("alice", "!draw"),
        ("alice", "!takeback"),
    ] {
        let why = refused(&d.say(who, text), who);
        assert!(why.contains("frozen by a moderator"), "{who} {text}: {why}");
    }
    let why = refused(&d.dm("bob", &format!("Nf6 #{id}")), "bob");
    assert!(why.contains("stopped you from playing"), "{why}");
    // In the reader's language.
    let mut input = d.input(
        "alice",
        Driver::channel(MAIN),
        Body::Text {
            text: "Nf3".into(),
            addressed: false,
        },
    );
    input.author.locale = Some("de".into());
    let why = refused(&d.host.handle(input), "alice");
    assert!(why.contains("eingefroren"), "{why}");
    assert_eq!(d.snapshot(id, &["alice", "bob"]), before);

    // Time passes far beyond any deadline: the sweeper leaves the games alone, also
    // after a restart.
    let far = d.now().0 + 400 * DAY;
    assert!(d.host.sweep(Timestamp(far)).is_empty());
    let d = Driver::reopen(dir.path(), d);
    assert!(d.game(id).is_frozen(), "still frozen after a restart");
    assert!(d.host.sweep(Timestamp(far + DAY)).is_empty());
    assert!(!d.game(id).is_over() && !d.game(other).is_over());

    // A moderator can still end a frozen game.
    public(&d.mod_say(&format!("!mod abort #{other}")));
    assert!(d.game(other).is_over());

    d.set_time(far + 2 * DAY);
    let unbanned_at = d.now();
    let r = d.mod_say("!unban @bob");
    assert!(
        texts(&r).contains("Their frozen game goes on"),
        "{}",
        texts(&r)
    );
    let told = public(&r);
    assert!(told.text.contains("goes on"), "{}", told.text);
    let game = d.game(id);
    assert!(!game.is_frozen());
    assert_eq!(
        game.clock().remaining(Color::White, unbanned_at),
        left,
        "the clock goes on with the time left when frozen"
    );
    assert!(d.host.sweep(d.now()).is_empty());
    d.play("alice", "bob", &["Nf3", "Nc6"]);
    assert_eq!(d.moves_of(id), 4);
}
