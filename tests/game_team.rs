//! Team games in the game layer: ballots open on a team's turn, votes are counted once
//! per member and may change, the most voted move is played, ties are drawn from the
//! seed, an empty ballot is played by the fallback and three in a row forfeit, and the
//! whole state survives the stored record.

use chakbot::game::codec::parse_action;
use chakbot::game::team::{team_id, Closed, Proposal, Roster, Team, Teams, EMPTY_TURNS_FORFEIT};
use chakbot::game::VoteError;
use chakbot::game::{Game, NewGame, PlayError, Players, ServerSecret, StoredGame, Timestamp};
use chakbot::rules::{Action, Color, Outcome, RuleSet, StartOption, WinReason};

const T0: Timestamp = Timestamp(1_700_000_000_000);
const WINDOW: u64 = 60_000;

fn mv(text: &str) -> Action {
    parse_action(text).expect("coordinate move")
}

fn vote(text: &str) -> Proposal {
    Proposal::Play(mv(text))
}

/// White: a listed team of three; Black: the computer at level 3.
fn team_vs_computer(control: &str) -> Game {
    let mut game = Game::new(NewGame {
        id: 7,
        ruleset: RuleSet::Chess,
        start: StartOption::Standard,
        players: Players {
            white: team_id(Color::White),
            black: "ai:3".into(),
        },
        secret: ServerSecret::from_bytes([3; 32]),
        contributions: vec!["challenge".into(), "start".into()],
        custom_fen: None,
        control: control.parse().expect("clock"),
        now: T0,
    })
    .expect("game");
    game.set_teams(
        Teams {
            white: Some(Team {
                roster: Roster::Listed,
                members: vec!["ann".into(), "ben".into(), "cat".into()],
            }),
            black: None,
            window_ms: WINDOW,
            creator: "ann".into(),
            ballot: None,
            tallies: vec![],
            rooms: Default::default(),
        },
        T0,
    );
    game
}

fn no_fallback(_: &Game) -> Option<Action> {
    None
}

#[test]
fn the_first_ballot_opens_with_the_game_and_its_window_is_a_wakeup() {
    let game = team_vs_computer("3d");
    let ballot = game.ballot().expect("a ballot");
    assert_eq!((ballot.color, ballot.ply), (Color::White, 0));
    assert_eq!(ballot.closes_at, T0.plus(WINDOW));
    assert_eq!(game.next_wakeup(), Some(T0.plus(WINDOW)));
    assert!(game.rated_outcome().is_none());
}

#[test]
fn votes_count_once_per_member_change_and_the_most_voted_move_is_played() {
    let mut game = team_vs_computer("3d");
    let first = game
        .vote("ann", &[], vote("e2e4"), T0.plus(1))
        .expect("counted");
    assert!(!first.changed && first.votes == 1 && first.members == Some(3));
    assert_eq!(
        game.vote("ann", &[], vote("e2e4"), T0.plus(2)),
        Err(VoteError::Same)
    );
    let changed = game
        .vote("ann", &[], vote("d2d4"), T0.plus(3))
        .expect("changed");
    assert!(changed.changed && changed.votes == 1);
    assert_eq!(
        game.vote("zed", &[], vote("e2e4"), T0.plus(4)),
        Err(VoteError::NotMember)
    );
    assert_eq!(
        game.vote("ben", &[], vote("e2e5"), T0.plus(4)),
        Err(VoteError::Illegal)
    );
    game.vote("ben", &[], vote("e2e4"), T0.plus(5))
        .expect("ben");
    let last = game
        .vote("cat", &[], vote("e2e4"), T0.plus(6))
        .expect("cat");
    assert!(last.complete, "every member voted");
    let (tally, report) = game
        .close_ballot(T0.plus(7), Closed::AllVoted, &no_fallback)
        .expect("closed");
    assert!(report.is_some());
    assert_eq!(tally.chosen, vote("e2e4"));
    assert_eq!(tally.votes.len(), 3);
    assert_eq!(tally.tie, None);
    assert_eq!(game.public_moves(), ["e4"]);
    // The computer's turn: no ballot until it moved.
    assert!(game.ballot().is_none());
    assert_eq!(
        game.vote("ann", &[], vote("d2d4"), T0.plus(8)),
        Err(VoteError::NoBallot)
    );
    game.play(Color::Black, &mv("e7e5"), T0.plus(9))
        .expect("reply");
    let ballot = game.ballot().expect("second ballot");
    assert_eq!((ballot.ply, ballot.opened_at), (2, T0.plus(9)));
}

#[test]
fn a_tie_is_drawn_from_the_seed_the_same_way_every_time() {
    let run = || {
        let mut game = team_vs_computer("3d");
        game.vote("ann", &[], vote("e2e4"), T0.plus(1))
            .expect("ann");
        game.vote("ben", &[], vote("d2d4"), T0.plus(2))
            .expect("ben");
        game.close_ballot(T0.plus(WINDOW), Closed::Window, &no_fallback)
            .expect("closed")
            .0
    };
    let tally = run();
    let tie = tally.tie.expect("a tie");
    assert_eq!(tie.choices, 2);
    let leaders = [vote("d2d4"), vote("e2e4")];
    assert_eq!(tally.chosen, leaders[tie.picked as usize]);
    assert_eq!(run(), tally);
}

#[test]
fn an_empty_ballot_is_played_by_the_fallback_and_three_in_a_row_forfeit() {
    let mut game = team_vs_computer("3d");
    let fallback = |g: &Game| g.legal_moves(Color::White).last().map(|m| m.action);
    let replies = ["e7e6", "d7d6"];
    for (i, reply) in replies.iter().enumerate() {
        let at = T0.plus(WINDOW * (2 * i as u64 + 1));
        let (tally, report) = game
            .close_ballot(at, Closed::Window, &fallback)
            .expect("closed");
        assert!(tally.empty() && report.is_some(), "turn {i}");
        game.play(Color::Black, &mv(reply), at.plus(1))
            .expect("reply");
    }
    assert_eq!(EMPTY_TURNS_FORFEIT, 3);
    let (tally, report) = game
        .close_ballot(T0.plus(WINDOW * 10), Closed::Window, &fallback)
        .expect("closed");
    assert_eq!((tally.chosen, report), (Proposal::Resign, None));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Resignation
        })
    );
    assert_eq!(
        game.close_ballot(T0.plus(WINDOW * 11), Closed::Window, &fallback)
            .map(|_| ()),
        Err(PlayError::Rules(chakbot::rules::MoveError::GameOver))
    );
}

#[test]
fn a_team_can_vote_to_resign() {
    let mut game = team_vs_computer("3d");
    game.vote("ann", &[], Proposal::Resign, T0.plus(1))
        .expect("ann");
    game.vote("ben", &[], Proposal::Resign, T0.plus(2))
        .expect("ben");
    game.vote("cat", &[], vote("e2e4"), T0.plus(3))
        .expect("cat");
    let (tally, report) = game
        .close_ballot(T0.plus(4), Closed::Early { by: "ann".into() }, &no_fallback)
        .expect("closed");
    assert_eq!((tally.chosen, report), (Proposal::Resign, None));
    assert!(game.is_over());
}

#[test]
fn the_window_closes_before_a_live_clock_runs_out_and_is_charged_to_the_team() {
    // 1+0: a minute for the whole game, so the 60 s window is cut to 59 s.
    let mut game = team_vs_computer("1+0");
    let ballot = game.ballot().expect("ballot");
    assert_eq!(ballot.closes_at, T0.plus(59_000));
    game.vote("ann", &[], vote("e2e4"), T0.plus(1_000))
        .expect("ann");
    game.close_ballot(T0.plus(59_000), Closed::Window, &no_fallback)
        .expect("played in time");
    assert_eq!(game.clock().remaining(Color::White, T0.plus(59_000)), 1_000);
}

#[test]
fn a_freeze_holds_the_ballot_window_still() {
    let mut game = team_vs_computer("3d");
    assert!(game.freeze(T0.plus(10_000)));
    assert_eq!(game.next_wakeup(), None);
    assert!(game.unfreeze(T0.plus(40_000)));
    assert_eq!(
        game.ballot().map(|b| b.closes_at),
        Some(T0.plus(WINDOW + 30_000))
    );
}

#[test]
fn teams_ballot_and_tallies_survive_the_stored_record() {
    let mut game = team_vs_computer("3d");
    game.vote("ann", &[], vote("g1f3"), T0.plus(1))
        .expect("ann");
    game.close_ballot(T0.plus(2), Closed::Window, &no_fallback)
        .expect("closed");
    game.play(Color::Black, &mv("d7d5"), T0.plus(3))
        .expect("reply");
    game.vote("ben", &[], vote("d2d4"), T0.plus(4))
        .expect("ben");
    let json = serde_json::to_string(&game.to_record()).expect("serialises");
    let back = Game::from_record(serde_json::from_str::<StoredGame>(&json).expect("reads"))
        .expect("replays");
    assert_eq!(back.teams(), game.teams());
    assert_eq!(back.ballot().map(|b| b.votes.len()), Some(1));
    assert_eq!(back.teams().map(|t| t.tallies.len()), Some(1));
}

#[test]
fn a_finished_team_games_export_lists_every_vote_and_a_doctored_vote_fails_verify() {
    use chakbot::game::export::verify_export;
    use chakbot::game::signature::RecordKey;
    let key = RecordKey::from_seed([5; 32]);
    let mut game = team_vs_computer("3d");
    // A tie on the first turn, drawn from the seed.
    game.vote("ann", &[], vote("e2e4"), T0.plus(1))
        .expect("ann");
    game.vote("ben", &[], vote("d2d4"), T0.plus(2))
        .expect("ben");
    game.close_ballot(T0.plus(3), Closed::Window, &no_fallback)
        .expect("closed");
    game.play(Color::Black, &mv("g8f6"), T0.plus(4))
        .expect("reply");
    let running = game.export();
    assert!(running.contains("[WhiteTeam \"ann,ben,cat\"]"), "{running}");
    assert!(
        !running.contains("[Vote1"),
        "votes only once it is over: {running}"
    );
    game.vote("ann", &[], Proposal::Resign, T0.plus(5))
        .expect("ann");
    game.close_ballot(T0.plus(6), Closed::Early { by: "ann".into() }, &no_fallback)
        .expect("resigned");
    let export = game.signed_export(&key);
    assert!(export.contains("[Vote1 \"white window "), "{export}");
    assert!(
        export.contains("[Vote3 \"white early:ann resign=ann -> resign\"]"),
        "{export}"
    );
    verify_export(&export, Some(key.public())).expect("the record verifies");
    // Re-signed after a doctored vote: the vote check, not the signature, refuses it.
    let line = export
        .lines()
        .find(|l| l.starts_with("[Vote1 "))
        .expect("vote 1")
        .to_string();
    let (tie, played) = if line.contains("-> e2e4") {
        ("-> d2d4", "-> e2e4")
    } else {
        ("-> e2e4", "-> d2d4")
    };
    let doctored = line.replace(played, tie);
    let unsigned: String = export
        .lines()
        .filter(|l| !l.starts_with("[Signature "))
        .map(|l| {
            if l == line {
                doctored.clone()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let resigned = key.sign(&format!("{unsigned}\n"));
    let refused = verify_export(&resigned, Some(key.public())).expect_err("doctored");
    assert!(refused.to_string().contains("Vote1"), "{refused}");
}
