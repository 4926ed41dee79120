//! Tournaments through the host, as users run them: a moderator creates an arena or a
//! Swiss, players join (typed or by button), the director starts it from the store's
//! deadlines, pairs, records results as games end, posts standings (text and a PNG table)
//! and ends it; a no-show loses by forfeit, a withdrawn player is paired no more, a
//! restart in the middle pairs nothing twice, and everything reads in French and German.

mod common;

use chakbot::game::clock::{MINUTE, SECOND};
use chakbot::host::{Reply, Target};
use chakbot::tournament::{EntrantState, GameResult, Status, Tournament};
use common::host::{only_private, refused, texts, Driver};

/// The tournament id on an announcement's Join button.
fn announced_id(replies: &[Reply]) -> u64 {
    replies
        .iter()
        .flat_map(|r| &r.buttons)
        .find_map(|b| b.custom_id.strip_prefix("ck:t-join:"))
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("no announcement in:\n{}", texts(replies)))
}

fn tournament(d: &Driver, id: u64) -> Tournament {
    d.host
        .store()
        .tournament(id)
        .expect("read")
        .expect("stored")
        .0
}

/// The games a batch of replies started (their boards name them).
fn started_games(replies: &[Reply]) -> Vec<u64> {
    replies
        .iter()
        .filter(|r| r.to().is_public() && r.board().is_some())
        .filter_map(|r| r.game)
        .collect()
}

/// Runs the sweeper a few seconds later.
fn tick(d: &Driver) -> Vec<Reply> {
    d.advance(6 * SECOND);
    d.sweep()
}

/// Black resigns game `g` after a move each (a loss without a move of one's own would
/// be a forfeit).
fn black_resigns(d: &Driver, t: &Tournament, g: u64) {
    let p = t.pairings.iter().find(|p| p.game == g).expect("paired");
    let r = d.say(&p.white, &format!("e4 #{g}"));
    assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
    let r = d.say(&p.black, &format!("e5 #{g}"));
    assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
    d.say(&p.black, &format!("!resign #{g}"));
    let r = d.say(&p.black, "!confirm");
    assert!(d.game(g).is_over(), "{}", texts(&r));
}

fn create_arena(d: &Driver, extra: &str) -> u64 {
    let clock = if extra.contains('+') { "" } else { "3+2" };
    let r = d.mod_say(&format!(
        "!tournament create arena chess {clock} minutes=30 start=5m {extra}"
    ));
    let announcement = r
        .iter()
        .find(|r| r.to().is_public())
        .unwrap_or_else(|| panic!("{}", texts(&r)));
    assert!(announcement.text.contains("arena"), "{}", announcement.text);
    assert_eq!(announcement.buttons.len(), 3);
    announced_id(&r)
}

#[test]
fn an_arena_runs_from_its_announcement_to_its_podium() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    // An hour each: games still running when the 30 minutes are up.
    let id = create_arena(&d, "60+0");
    for p in ["alice", "bob", "carol"] {
        let text = only_private(&d.say(p, "!tournament join"), p);
        assert!(text.contains(&format!("#{id}")), "{text}");
    }
    // dave joins with the announcement's button.
    let r = d.press("dave", &format!("ck:t-join:{id}"));
    assert!(
        only_private(&r, "dave").contains("4 players"),
        "{}",
        texts(&r)
    );
    // Nothing happens before the start.
    assert!(d.sweep().is_empty());
    assert_eq!(tournament(&d, id).status, Status::Open);
    d.advance(5 * MINUTE);
    let r = d.sweep();
    let games = started_games(&r);
    assert_eq!(games.len(), 2, "{}", texts(&r));
    assert!(
        texts(&r).contains("has started with 4 players"),
        "{}",
        texts(&r)
    );
    let t = tournament(&d, id);
    assert_eq!(t.status, Status::Running);
    // Every player is in exactly one game.
    let mut seated: Vec<&str> = t
        .pairings
        .iter()
        .flat_map(|p| [p.white.as_str(), p.black.as_str()])
        .collect();
    seated.sort_unstable();
    assert_eq!(seated, ["alice", "bob", "carol", "dave"]);
    // Nobody is paired again while playing.
    assert!(started_games(&tick(&d)).is_empty());
    // Both games end: the four are paired again, never with the opponent just met.
    for g in &games {
        black_resigns(&d, &t, *g);
    }
    let r = tick(&d);
    let again = started_games(&r);
    assert_eq!(again.len(), 2, "{}", texts(&r));
    let t = tournament(&d, id);
    for g in &again {
        let p = t.pairings.iter().find(|p| p.game == *g).expect("paired");
        let before = t
            .pairings
            .iter()
            .find(|q| q.result.is_some() && (q.color_of(&p.white).is_some()));
        assert_ne!(
            before.and_then(|q| q.opponent_of(&p.white)),
            Some(p.black.as_str())
        );
    }
    let winners: Vec<&str> = t
        .pairings
        .iter()
        .filter(|p| p.result == Some(GameResult::WhiteWins))
        .map(|p| p.white.as_str())
        .collect();
    assert_eq!(winners.len(), 2);
    // The standings: the two winners first with 2 points, and a table image.
    let r = d.say("erin", "!tournament standings");
    let text = only_private(&r, "erin");
    let first_two: Vec<&str> = text.lines().skip(1).take(2).collect();
    for w in &winners {
        assert!(
            first_two.iter().any(|l| l.contains(w) && l.ends_with(" 2")),
            "{text}"
        );
    }
    let png = &r[0].file.as_ref().expect("a standings image").content;
    let decoder = png::Decoder::new(std::io::Cursor::new(png.as_slice()));
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert!(
        info.width >= 400 && info.height >= 150,
        "{}x{}",
        info.width,
        info.height
    );
    // The arena's time runs out while the second games run: they finish and count, and
    // the podium comes after the last one.
    let t = tournament(&d, id);
    for g in &again {
        let p = t.pairings.iter().find(|p| p.game == *g).expect("paired");
        d.say(&p.white, &format!("e4 #{g}"));
        d.say(&p.black, &format!("e5 #{g}"));
    }
    d.advance(30 * MINUTE);
    let r = tick(&d);
    assert!(started_games(&r).is_empty(), "{}", texts(&r));
    assert_eq!(tournament(&d, id).status, Status::Running);
    for g in &again {
        let p = t.pairings.iter().find(|p| p.game == *g).expect("paired");
        d.say(&p.black, &format!("!resign #{g}"));
        d.say(&p.black, "!confirm");
        assert!(d.game(*g).is_over());
    }
    let r = tick(&d);
    let t = tournament(&d, id);
    assert_eq!(t.status, Status::Finished, "{}", texts(&r));
    let end = texts(&r);
    assert!(end.contains("is over. Winner"), "{end}");
    assert!(
        r.iter().any(|r| r.file.is_some()),
        "the final standings as an image"
    );
    // The revealed secret is the one every game's secret derives from.
    assert!(end.contains(&t.secret.to_hex()), "{end}");
    for p in &t.pairings {
        let game = d.game(p.game);
        assert_eq!(t.secret.derive(p.game).commitment(), game.commitment());
    }
    // Four games, two each, all recorded.
    assert_eq!(t.pairings.len(), 4);
    assert!(t.pairings.iter().all(|p| p.result.is_some()));
}

#[test]
fn a_player_who_never_moves_loses_by_forfeit_and_a_withdrawn_one_is_paired_no_more() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = create_arena(&d, "noshow=1 rated=no");
    for p in ["alice", "bob", "carol", "dave"] {
        d.say(p, "!tournament join");
    }
    d.advance(5 * MINUTE);
    let games = started_games(&d.sweep());
    assert_eq!(games.len(), 2);
    let t = tournament(&d, id);
    let first = t
        .pairings
        .iter()
        .find(|p| p.game == games[0])
        .expect("paired")
        .clone();
    // Abort and takeback are refused in a tournament game.
    let text = refused(
        &d.say(&first.white, &format!("!abort #{}", first.game)),
        &first.white,
    );
    assert!(text.contains("cannot be aborted"), "{text}");
    // The other game is played; in the first, White never moves.
    black_resigns(&d, &t, games[1]);
    d.advance(61 * SECOND);
    let r = d.sweep();
    assert!(d.game(first.game).is_over(), "{}", texts(&r));
    assert!(
        texts(&r).contains("made no first move within a minute and loses by forfeit"),
        "{}",
        texts(&r)
    );
    let r = tick(&d);
    let t = tournament(&d, id);
    let result = t
        .pairings
        .iter()
        .find(|p| p.game == first.game)
        .and_then(|p| p.result);
    assert_eq!(result, Some(GameResult::WhiteForfeits), "{}", texts(&r));
    // An unrated tournament changes no rating.
    for p in ["alice", "bob", "carol", "dave"] {
        let rating = d.host.store().rating("srv", "chess", p).expect("read");
        assert!(rating.is_none(), "{p} was rated");
    }
    // A player withdraws: paired no more, their games still count.
    let leaver = first.black.clone();
    let text = only_private(&d.say(&leaver, "!tournament leave"), &leaver);
    assert!(text.contains("left"), "{text}");
    let t = tournament(&d, id);
    assert_eq!(
        t.entrant(&leaver).map(|e| e.state),
        Some(EntrantState::Withdrawn)
    );
    let theirs = t.games_of(&leaver).count();
    // The game they may be playing goes on; they get no new one.
    white_wins_all(&d, id);
    for _ in 0..3 {
        tick(&d);
        let t = tournament(&d, id);
        assert_eq!(
            t.games_of(&leaver).count(),
            theirs,
            "{leaver} paired after leaving"
        );
        white_wins_all(&d, id);
    }
    let standings = only_private(&d.say("alice", "!tournament standings"), "alice");
    assert!(standings.contains("withdrawn"), "{standings}");
}

#[test]
fn a_restart_in_the_middle_pairs_nothing_twice() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = create_arena(&d, "");
    for p in ["alice", "bob", "carol", "dave", "erin"] {
        d.say(p, "!tournament join");
    }
    d.advance(5 * MINUTE);
    let games = started_games(&d.sweep());
    assert_eq!(games.len(), 2, "five players: two games, one waits");
    let d = Driver::reopen(dir.path(), d);
    for _ in 0..3 {
        assert!(
            started_games(&tick(&d)).is_empty(),
            "paired again after a restart"
        );
    }
    let t = tournament(&d, id);
    assert_eq!(t.pairings.len(), 2);
    black_resigns(&d, &t, games[0]);
    let again = started_games(&tick(&d));
    assert_eq!(
        again.len(),
        1,
        "the two who finished and the one waiting: one game"
    );
}

#[test]
fn refusals_are_specific_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let text = refused(&d.say("alice", "!tournament create arena chess"), "alice");
    assert!(text.contains("Only moderators"), "{text}");
    let r = d.mod_say("!tournament create arena chess rounds=5");
    assert!(
        texts(&r).contains("is for a Swiss, not an arena"),
        "{}",
        texts(&r)
    );
    let r = d.mod_say("!tournament create swiss chess minutes=5");
    assert!(
        texts(&r).contains("is for an arena, not a Swiss"),
        "{}",
        texts(&r)
    );
    let r = d.mod_say("!tournament create knockout chess");
    assert!(
        texts(&r).contains("not a tournament format"),
        "{}",
        texts(&r)
    );
    let r = d.mod_say("!tournament create arena chess start=tomorrow");
    assert!(texts(&r).contains("not a start time"), "{}", texts(&r));
    let r = d.mod_say("!tournament create arena chess minutes=5");
    assert!(texts(&r).contains("10 to 1440 minutes"), "{}", texts(&r));
    let text = refused(&d.say("alice", "!tournament join"), "alice");
    assert!(text.contains("No tournament"), "{text}");
    let id = create_arena(&d, "");
    d.say("alice", "!tournament join");
    let text = refused(&d.say("alice", "!tournament join"), "alice");
    assert!(text.contains("already in"), "{text}");
    let text = refused(&d.say("bob", "!tournament leave"), "bob");
    assert!(text.contains("not in"), "{text}");
    let text = refused(&d.say("bob", &format!("!tournament start #{id}")), "bob");
    assert!(text.contains("Only moderators"), "{text}");
    let text = refused(&d.say("bob", "!tournament join #999"), "bob");
    assert!(text.contains("no tournament #999"), "{text}");
    assert_eq!(tournament(&d, id).entrants.len(), 1);
    // A moderator starts it early; with one player it is cancelled.
    let r = d.mod_say(&format!("!tournament start #{id}"));
    assert!(texts(&r).contains("fewer than two"), "{}", texts(&r));
    assert_eq!(tournament(&d, id).status, Status::Cancelled);
}

/// Every `tournament` instruction the bot prints works when typed back, in every
/// language: the announcement's `tournament join #N`.
#[test]
fn the_typed_instructions_work_in_every_language() {
    for (lang, create, heading) in [
        ("en", "!tournament create arena chess 3+2", "Tournament #"),
        ("fr", "!tournoi créer arène échecs 3+2", "Tournoi n°"),
        ("de", "!turnier erstellen arena schach 3+2", "Turnier #"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(lang);
        let r = d.mod_say(create);
        let id = announced_id(&r);
        let text = &r
            .iter()
            .find(|r| r.to().is_public())
            .expect("announced")
            .text;
        assert!(text.contains(heading), "{lang}: {text}");
        let typed = text
            .split('`')
            .find(|s| s.ends_with(&format!("#{id}")))
            .unwrap_or_else(|| panic!("{lang}: no instruction in {text}"));
        let r = d.say("alice", &format!("!{typed}"));
        assert_eq!(r.len(), 1, "{lang}: {}", texts(&r));
        assert_eq!(*r[0].to(), Target::Private("alice".into()));
        assert!(
            tournament(&d, id).entrant("alice").is_some(),
            "{lang}: {typed}"
        );
        let standings = d.say("bob", "!tournament standings");
        assert!(standings[0].text.lines().count() >= 2, "{lang}");
    }
}

#[test]
fn a_moderators_ruling_on_a_finished_game_corrects_the_tournament() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = create_arena(&d, "");
    for p in ["alice", "bob"] {
        d.say(p, "!tournament join");
    }
    d.advance(5 * MINUTE);
    let games = started_games(&d.sweep());
    let t = tournament(&d, id);
    black_resigns(&d, &t, games[0]);
    tick(&d);
    let result = |d: &Driver| tournament(d, id).pairings[0].result;
    assert_eq!(result(&d), Some(GameResult::WhiteWins));
    let r = d.mod_say(&format!("!adjudicate #{} 0-1", games[0]));
    assert_eq!(result(&d), Some(GameResult::BlackWins), "{}", texts(&r));
    let r = d.mod_say(&format!("!void #{}", games[0]));
    assert_eq!(result(&d), Some(GameResult::Void), "{}", texts(&r));
    let standings = only_private(&d.say("carol", "!tournament standings"), "carol");
    assert!(
        standings.lines().skip(1).all(|l| l.ends_with(" 0")),
        "{standings}"
    );
}

/// Every game under way ends: White wins.
fn white_wins_all(d: &Driver, id: u64) {
    let t = tournament(d, id);
    for g in t.running_games().map(|p| p.game).collect::<Vec<_>>() {
        black_resigns(d, &t, g);
    }
}

#[test]
fn a_swiss_plays_its_rounds_with_a_bye_and_a_withdrawal_and_exports_its_trf() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = d.mod_say("!tournament create swiss chess 3+2 rounds=3 start=5m tiebreaks=bh1,sb");
    let id = announced_id(&r);
    for p in ["alice", "bob", "carol", "dave", "erin"] {
        d.say(p, "!tournament join");
    }
    d.advance(5 * MINUTE);
    let r = d.sweep();
    assert_eq!(started_games(&r).len(), 2, "{}", texts(&r));
    assert!(texts(&r).contains("round 1 of 3"), "{}", texts(&r));
    assert!(texts(&r).contains("bye (1 point)"), "{}", texts(&r));
    // While its games are played, the standings say so.
    let s = texts(&d.say("alice", "!tournament standings"));
    assert!(s.contains("during round 1"), "{s}");
    // Nothing more until every game of the round is over.
    white_wins_all(&d, id);
    let r = tick(&d);
    assert!(texts(&r).contains("after round 1"), "{}", texts(&r));
    assert!(texts(&r).contains("round 2 of 3"), "{}", texts(&r));
    // One withdraws: four left, two games and no pairing bye in round 3.
    white_wins_all(&d, id);
    let leaver = tournament(&d, id).entrants[4].player.clone();
    d.say(&leaver, "!tournament leave");
    let r = tick(&d);
    assert_eq!(started_games(&r).len(), 2, "{}", texts(&r));
    assert!(texts(&r).contains("not paired this round"), "{}", texts(&r));
    white_wins_all(&d, id);
    let r = tick(&d);
    let t = tournament(&d, id);
    assert_eq!(t.status, Status::Finished, "{}", texts(&r));
    assert!(texts(&r).contains("(bh1 "), "{}", texts(&r));
    // A valid Swiss: nobody twice in a round, no rematch, a pairing bye at most once each.
    for round in 1..=3 {
        let mut seen: Vec<&str> = t
            .pairings
            .iter()
            .filter(|p| p.round == round)
            .flat_map(|p| [p.white.as_str(), p.black.as_str()])
            .chain(
                t.byes
                    .iter()
                    .filter(|b| b.round == round)
                    .map(|b| b.player.as_str()),
            )
            .collect();
        let n = seen.len();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), n, "round {round}");
    }
    for (i, p) in t.pairings.iter().enumerate() {
        for q in &t.pairings[i + 1..] {
            let same = (p.white == q.white && p.black == q.black)
                || (p.white == q.black && p.black == q.white);
            assert!(!same, "{} and {} met twice", p.white, p.black);
        }
    }
    // Its TRF export reads back, and bbpPairings finds its pairings are its own.
    let r = d.say("alice", &format!("!tournament export #{id}"));
    let file = r[0].file.as_ref().expect("a TRF file");
    let text = String::from_utf8(file.content.clone()).expect("text");
    let parsed = chakbot::tournament::trf::parse(&text).expect("reads back");
    assert_eq!(parsed.tournament.rounds_played, 3);
    assert_eq!(parsed.tournament.players.len(), 5);
    // After the end, the reading commands without `#N` mean the tournament just ended.
    let r = d.say("bob", "!tournament export");
    assert_eq!(
        r[0].file.as_ref().map(|f| &f.content),
        Some(&file.content),
        "{}",
        texts(&r)
    );
    let standings = only_private(&d.say("bob", "!tournament standings"), "bob");
    assert!(
        ["alice", "bob", "carol", "dave", "erin"]
            .iter()
            .all(|p| standings.contains(p)),
        "{standings}"
    );
    // A leave, a start or a cancel still needs one open or running.
    let r = d.say("bob", "!tournament leave");
    assert!(
        texts(&r).contains("No tournament is open or running here"),
        "{}",
        texts(&r)
    );
    match std::env::var_os("BBP_PAIRINGS") {
        Some(bbp) => {
            let path = dir.path().join("export.trf");
            std::fs::write(&path, &text).expect("written");
            let out = std::process::Command::new(bbp)
                .arg("--dutch")
                .arg(&path)
                .arg("-c")
                .output()
                .expect("bbpPairings runs");
            let report = String::from_utf8_lossy(&out.stdout);
            assert!(out.status.success(), "{report}");
            assert!(
                !report.contains("Checker pairings"),
                "bbpPairings disagrees:\n{report}\n{text}"
            );
        }
        None if std::env::var_os("CI").is_some() => panic!("CI is set and BBP_PAIRINGS is not"),
        None => eprintln!("*** SKIPPED: the bbpPairings check (set BBP_PAIRINGS) ***"),
    }
}

#[test]
fn start_now_leaves_a_minute_to_join() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let r = d.mod_say("!tournament create arena chess 3+2 start=now");
    let id = announced_id(&r);
    assert!(d.sweep().is_empty(), "not started at once");
    let text = only_private(&d.say("alice", "!tournament join"), "alice");
    assert!(text.contains("(1 player)"), "{text}");
    d.say("bob", "!tournament join");
    d.advance(MINUTE);
    let r = d.sweep();
    assert_eq!(started_games(&r).len(), 1, "{}", texts(&r));
    assert_eq!(tournament(&d, id).status, Status::Running);
}

#[test]
fn a_server_may_let_everyone_create_tournaments() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let text = refused(&d.say("alice", "!tournament create arena chess"), "alice");
    assert!(text.contains("Only moderators"), "{text}");
    let r = d.mod_say("!config tournaments everyone");
    assert!(
        texts(&r).contains("Everyone may now create"),
        "{}",
        texts(&r)
    );
    let r = d.say("alice", "!tournament create arena chess");
    announced_id(&r);
    d.mod_say("!config tournaments moderators");
    let text = refused(&d.say("bob", "!tournament create swiss chess"), "bob");
    assert!(text.contains("Only moderators"), "{text}");
}

/// `help tournament` states the rules of both formats (the README's), in every language,
/// with the commands it names in the reader's words.
#[test]
fn the_help_states_the_rules_of_both_formats_in_every_language() {
    use chakbot::host::words::i18n::Lang;
    for (lang, words) in [
        (Lang::En, ["on fire", "Dutch system", "`tournament pause`"]),
        (Lang::Fr, ["en feu", "néerlandais", "`tournoi pause`"]),
        (
            Lang::De,
            ["in Flammen", "niederländischen", "`turnier pausieren`"],
        ),
    ] {
        let help = chakbot::host::table::help_for(lang, Some("tournament"), true, false);
        for w in words {
            assert!(help.contains(w), "{lang:?}: {w} in {help}");
        }
    }
}

/// A Swiss of three players planned for five rounds: after three rounds everyone has met
/// everyone and had the bye, so round 4 has no pairing within the rules. It ends there,
/// saying why in the channel's language, with its final standings (it used to wait for a
/// pairing forever).
#[test]
fn a_swiss_that_runs_out_of_pairings_ends_early_and_says_why() {
    for (lang, said) in [
        ("en", "ends after 3 of 5 rounds"),
        ("fr", "se termine après 3 rondes sur 5"),
        ("de", "endet nach 3 von 5 Runden"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(lang);
        let r = d.mod_say("!tournament create swiss chess 3+2 rounds=5 start=5m");
        let id = announced_id(&r);
        for p in ["alice", "bob", "carol"] {
            d.say(p, "!tournament join");
        }
        d.advance(5 * MINUTE);
        let mut r = d.sweep();
        for round in 1..=3 {
            assert_eq!(
                started_games(&r).len(),
                1,
                "{lang} round {round}: {}",
                texts(&r)
            );
            white_wins_all(&d, id);
            r = tick(&d);
        }
        let t = tournament(&d, id);
        assert_eq!(t.status, Status::Finished, "{lang}: {}", texts(&r));
        assert_eq!(t.round, 3);
        assert!(texts(&r).contains(said), "{lang}: {}", texts(&r));
        assert!(started_games(&r).is_empty(), "{lang}: {}", texts(&r));
        // Nothing more comes after the end.
        assert!(tick(&d).is_empty());
    }
}

/// A round that cannot be paired for a fault (here a record doctored so that a player
/// met themselves) is not the end of the event: the channel is told once, in its
/// language, the bot keeps trying, and the command it names cancels the event.
#[test]
fn a_round_that_cannot_be_paired_for_a_fault_is_reported_once_with_the_way_out() {
    for (lang, said, cancel) in [
        ("en", "round 2 cannot be paired", "!tournament cancel"),
        (
            "fr",
            "la ronde 2 ne peut pas être appariée",
            "!tournoi annuler",
        ),
        (
            "de",
            "Runde 2 lässt sich wegen eines Fehlers",
            "!turnier absagen",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(lang);
        let r = d.mod_say("!tournament create swiss chess 3+2 rounds=3 start=5m");
        let id = announced_id(&r);
        for p in ["alice", "bob", "carol", "dave"] {
            d.say(p, "!tournament join");
        }
        d.advance(5 * MINUTE);
        assert_eq!(started_games(&d.sweep()).len(), 2);
        white_wins_all(&d, id);
        let (mut t, version) = d.host.store().tournament(id).unwrap().unwrap();
        t.pairings[0].black = t.pairings[0].white.clone();
        let mut batch = chakbot::store::Batch::new();
        batch.put_tournament(&t, Some(version));
        d.host.store().commit(batch).unwrap();
        let r = tick(&d);
        let all = texts(&r);
        assert_eq!(all.matches(said).count(), 1, "{lang}: {all}");
        assert!(
            all.contains(&format!("{} #{id}", &cancel[1..])),
            "{lang}: {all}"
        );
        assert!(started_games(&r).is_empty(), "{lang}: {all}");
        for _ in 0..3 {
            let again = texts(&tick(&d));
            assert!(!again.contains(said), "{lang}: said twice: {again}");
        }
        let t = tournament(&d, id);
        assert_eq!((t.status, t.round), (Status::Running, 1), "{lang}");
        let r = d.mod_say(&format!("{cancel} #{id}"));
        assert_eq!(
            tournament(&d, id).status,
            Status::Cancelled,
            "{lang}: {}",
            texts(&r)
        );
        assert!(tick(&d).is_empty(), "{lang}");
    }
}

/// The director leaves a round's pairing to its thread when it is not ready at once
/// (`pairing_wait` zero: never waited for) and looks again every second: each round is
/// still paired exactly once, its standings and pairings posted together, and the event
/// is the one paired in place.
#[test]
fn a_round_paired_beside_the_director_comes_on_a_later_look_once() {
    let play = |wait: std::time::Duration| {
        let dir = tempfile::tempdir().unwrap();
        let config = chakbot::host::HostConfig {
            pairing_wait: wait,
            // The same first colours in both runs.
            secrets: chakbot::host::SecretSource::Fixed([5; 32]),
            ..chakbot::host::HostConfig::local()
        };
        let d = Driver::with(dir.path(), config);
        let r = d.mod_say("!tournament create swiss chess 3+2 rounds=3 start=5m");
        let id = announced_id(&r);
        for p in ["alice", "bob", "carol", "dave", "erin", "frank", "gina"] {
            d.say(p, "!tournament join");
        }
        d.advance(5 * MINUTE);
        for round in 1..=3 {
            let mut posts = Vec::new();
            for _ in 0..600 {
                let r = d.sweep();
                posts.extend(r);
                if texts(&posts).contains(&format!("round {round} of 3")) {
                    break;
                }
                d.advance(SECOND);
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            let all = texts(&posts);
            assert_eq!(
                all.matches(&format!("round {round} of 3")).count(),
                1,
                "{all}"
            );
            assert_eq!(started_games(&posts).len(), 3, "round {round}: {all}");
            if round > 1 {
                assert_eq!(
                    all.matches(&format!("after round {}", round - 1)).count(),
                    1,
                    "{all}"
                );
            }
            assert_eq!(tournament(&d, id).round, round);
            white_wins_all(&d, id);
        }
        let mut t = tournament(&d, id);
        for p in &mut t.pairings {
            p.started_at = chakbot::game::Timestamp(0);
            p.ended_at = None;
        }
        (t.pairings, t.byes)
    };
    let beside = play(std::time::Duration::ZERO);
    let in_place = play(std::time::Duration::from_secs(60));
    let names = |(p, b): &(
        Vec<chakbot::tournament::Pairing>,
        Vec<chakbot::tournament::Bye>,
    )| {
        let games: Vec<_> = p
            .iter()
            .map(|p| (p.round, p.white.clone(), p.black.clone()))
            .collect();
        let byes: Vec<_> = b.iter().map(|b| (b.round, b.player.clone())).collect();
        (games, byes)
    };
    assert_eq!(names(&beside), names(&in_place));
}

/// The first-move limit reads right in each language, one minute as well as several
/// (the announcement, `tournament info`, and the refusal of an abort).
#[test]
fn the_first_move_limit_is_one_minute_or_several_in_each_language() {
    for (lang, one, five) in [
        ("en", "within a minute of", "within 5 minutes of"),
        ("fr", "dans la minute suivant", "dans les 5 minutes suivant"),
        (
            "de",
            "innerhalb einer Minute nach",
            "innerhalb von 5 Minuten nach",
        ),
    ] {
        for (noshow, said) in [(1, one), (5, five)] {
            let dir = tempfile::tempdir().unwrap();
            let d = Driver::open(dir.path());
            d.set_server_language(lang);
            let r = d.mod_say(&format!(
                "!tournament create swiss chess 3+2 rounds=2 start=5m noshow={noshow}"
            ));
            assert!(texts(&r).contains(said), "{lang} {noshow}: {}", texts(&r));
            let info = texts(&d.say("alice", "!tournament info"));
            let each = ["a minute for", "une minute pour", "eine Minute für"];
            let several = ["5 minutes for", "5 minutes pour", "5 Minuten für"];
            let list = if noshow == 1 { each } else { several };
            assert!(list.iter().any(|w| info.contains(w)), "{lang}: {info}");
        }
    }
}

/// A no-show is told as a forfeit in the channel's language, for White who never moved
/// and for Black who never answered.
#[test]
fn a_no_show_is_told_as_a_forfeit_in_each_language() {
    for (lang, white, black) in [
        (
            "en",
            "(White) made no first move within 2 minutes",
            "(Black) made no first move",
        ),
        (
            "fr",
            "(Blancs) n’a pas joué son premier coup dans les 2 minutes",
            "(Noirs) n’a pas joué",
        ),
        (
            "de",
            "(Weiß) hat den ersten Zug nicht innerhalb von 2 Minuten",
            "(Schwarz) hat den ersten Zug",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(lang);
        let r = d.mod_say("!tournament create swiss chess 10+0 rounds=1 start=5m noshow=2");
        let id = announced_id(&r);
        for p in ["alice", "bob", "carol", "dave"] {
            d.say(p, "!tournament join");
        }
        d.advance(5 * MINUTE);
        let games = started_games(&d.sweep());
        assert_eq!(games.len(), 2);
        let t = tournament(&d, id);
        // In the second game White moves and Black never answers.
        let second = t.pairings.iter().find(|p| p.game == games[1]).unwrap();
        d.say(&second.white, &format!("e4 #{}", second.game));
        d.advance(2 * MINUTE + SECOND);
        let mut said = texts(&d.sweep());
        said.push_str(&texts(&d.sweep()));
        assert_eq!(said.matches(white).count(), 1, "{lang}: {said}");
        assert_eq!(said.matches(black).count(), 1, "{lang}: {said}");
        assert!(games.iter().all(|&g| d.game(g).is_over()), "{lang}: {said}");
    }
}

/// A full disk between two rounds of a Swiss: the next round is not paired while nothing
/// can be written, a player who withdraws meanwhile is told that nothing changed (and is
/// still in), and once space returns the round is paired once, its games started once.
#[test]
fn a_full_disk_between_two_rounds_delays_the_round_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let faults = chakbot::store::Faults::new();
    let store = chakbot::store::Store::open_with_faults(dir.path(), &faults).expect("opens");
    let d = Driver::over(chakbot::host::Host::new(
        store,
        chakbot::host::HostConfig::local(),
    ));
    let r = d.mod_say("!tournament create swiss chess 3+2 rounds=2 start=5m");
    let id = announced_id(&r);
    for p in ["alice", "bob", "carol", "dave"] {
        d.say(p, "!tournament join");
    }
    d.advance(5 * MINUTE);
    assert_eq!(started_games(&d.sweep()).len(), 2);
    white_wins_all(&d, id);
    // The disk fills up before the director looks.
    faults.fail_writes(true);
    for _ in 0..3 {
        let r = tick(&d);
        assert!(started_games(&r).is_empty(), "{}", texts(&r));
        assert!(!texts(&r).contains("round 2 of 2"), "{}", texts(&r));
    }
    assert!(faults.refused() > 0, "the director never tried to write");
    let r = d.say("alice", "!tournament leave");
    assert!(
        texts(&r).contains("I cannot save anything right now"),
        "{}",
        texts(&r)
    );
    // Space returns: the next looks pair round 2 once, with alice still in it.
    faults.fail_writes(false);
    let mut posts = Vec::new();
    for _ in 0..3 {
        posts.extend(tick(&d));
    }
    let all = texts(&posts);
    assert_eq!(all.matches("round 2 of 2").count(), 1, "{all}");
    assert_eq!(all.matches("after round 1").count(), 1, "{all}");
    let games = started_games(&posts);
    assert_eq!(games.len(), 2, "{all}");
    let t = tournament(&d, id);
    assert_eq!(
        (t.status, t.round, t.pairings.len()),
        (Status::Running, 2, 4)
    );
    assert!(faults.reopened() > 0);
    assert!(
        t.pairings
            .iter()
            .filter(|p| p.round == 2)
            .any(|p| p.white == "alice" || p.black == "alice"),
        "alice withdrew although she was told nothing changed"
    );
    for g in games {
        assert!(!d.game(g).is_over(), "game #{g} is stored and under way");
    }
}

/// A game that just ended reads as ended before the director's next look (it looks
/// every few seconds): the winner's point in the standings, the result in the pairings.
/// Its final board offers no Rematch, and a rematch typed while the tournament runs is
/// refused in the player's language (it would clash with the next round); once the
/// tournament is over, it can be asked for.
#[test]
fn a_game_that_just_ended_reads_as_ended_and_offers_no_rematch_while_the_event_runs() {
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    let id = announced_id(&d.mod_say("!tournament create swiss chess 3+2 rounds=3 start=5m"));
    for p in ["alice", "bob", "carol", "dave"] {
        d.say(p, "!tournament join");
    }
    d.advance(5 * MINUTE);
    let games = started_games(&d.sweep());
    assert_eq!(games.len(), 2);
    let t = tournament(&d, id);
    let (g, other) = (games[0], games[1]);
    let p = t
        .pairings
        .iter()
        .find(|p| p.game == g)
        .expect("paired")
        .clone();
    d.say(&p.white, &format!("e4 #{g}"));
    d.say(&p.black, &format!("e5 #{g}"));
    d.say(&p.black, &format!("!resign #{g}"));
    let r = d.say(&p.black, "!confirm");
    assert!(d.game(g).is_over(), "{}", texts(&r));
    let last = r
        .iter()
        .rev()
        .find(|r| r.to().is_public() && r.board().is_some())
        .unwrap_or_else(|| panic!("a final board: {}", texts(&r)));
    let ids: Vec<&str> = last.buttons.iter().map(|b| b.custom_id.as_str()).collect();
    assert!(
        ids.iter().all(|c| !c.contains("rematch")),
        "no Rematch under a tournament game: {ids:?}"
    );
    assert!(ids.iter().any(|c| c.contains("review")), "{ids:?}");
    // No look yet: the store's tournament still has the game under way.
    assert!(tournament(&d, id).running_games().any(|q| q.game == g));
    let s = texts(&d.say("carol", "!tournament standings"));
    assert!(s.contains(&format!("1. {} 1 ", p.white)), "{s}");
    let s = texts(&d.say("carol", "!tournament pairings"));
    let line = |game: u64| {
        s.lines()
            .find(|l| l.contains(&format!("Game #{game}:")))
            .unwrap_or_else(|| panic!("game #{game} listed: {s}"))
            .to_string()
    };
    assert!(line(g).ends_with("(Black) — 1-0"), "{s}");
    assert!(line(other).ends_with("(Black)"), "{s}");
    let fr = texts(&d.say_from("fr", "carol", "!tournoi appariements"));
    assert!(fr.contains("(noirs) — 1-0"), "{fr}");
    // A typed rematch, in each language.
    for (locale, word, expected) in [
        ("en", "rematch", format!("was played in tournament #{id}")),
        (
            "fr",
            "revanche",
            format!("a été jouée dans le tournoi n°{id}"),
        ),
        ("de", "revanche", format!("wurde in Turnier #{id} gespielt")),
    ] {
        let r = d.say_from(locale, &p.white, &format!("!{word} #{g}"));
        let text = refused(&r, &p.white);
        assert!(text.contains(&expected), "{locale}: {text}");
    }
    // Over: a rematch is a challenge like any other.
    d.mod_say(&format!("!tournament cancel #{id}"));
    assert!(tournament(&d, id).is_over());
    let r = d.say(&p.white, &format!("!rematch #{g}"));
    assert!(
        r.iter()
            .any(|r| r.to().is_public() && r.text.contains("challenge")),
        "{}",
        texts(&r)
    );
}

/// With no tournament here, the answer tells only a reader who may create one how to,
/// and the command it names, typed back, creates one, in every language.
#[test]
fn no_tournament_here_suggests_creating_one_only_to_who_may() {
    for (code, ask) in [
        ("en", "A moderator can create one"),
        ("fr", "Un modérateur peut en créer un"),
        ("de", "Ein Moderator kann eines erstellen"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = Driver::open(dir.path());
        d.set_server_language(code);
        let player = texts(&d.say("alice", "!tournament join"));
        assert!(player.contains(ask), "{code}: {player}");
        let moderator = texts(&d.mod_say("!tournament join"));
        assert!(!moderator.contains(ask), "{code}: {moderator}");
        // The first quoted command is the one that creates a tournament.
        let create = moderator
            .split('`')
            .nth(1)
            .unwrap_or_else(|| panic!("{code}: no command in {moderator}"));
        assert!(!player.contains(create), "{code}: {player}");
        announced_id(&d.mod_say(&format!("!{create}")));
    }
    // A server open to everyone tells everyone how.
    let dir = tempfile::tempdir().unwrap();
    let d = Driver::open(dir.path());
    d.mod_say("!config tournaments everyone");
    let player = texts(&d.say("alice", "!tournament join"));
    assert!(
        player.contains("`tournament create arena chess`"),
        "{player}"
    );
}
