//! Which games change ratings (real games: none that ended before both sides moved, no
//! abort), and voiding or re-adjudicating a rated game: a rating history of many games
//! among a few players is built as the host rates games, then revised, and every
//! revision is checked against the same history replayed from scratch.

use chakbot::game::rating::{standings_of, RatingError};
use chakbot::game::{
    Game, Glicko2, NewGame, Players, RatedGame, Rating, Revision, ServerSecret, Standings,
    Timestamp,
};
use chakbot::rules::{notation, Color, DrawReason, Outcome, RuleSet, StartOption, WinReason};
use rand::{Rng, SeedableRng};

const T0: Timestamp = Timestamp(1_700_000_000_000);

fn game() -> Game {
    Game::new(NewGame {
        id: 1,
        ruleset: RuleSet::Chess,
        start: StartOption::Standard,
        players: Players {
            white: "alice".into(),
            black: "bob".into(),
        },
        secret: ServerSecret::from_bytes([1; 32]),
        contributions: vec!["1".into(), "2".into()],
        custom_fen: None,
        control: "3d".parse().expect("a time control"),
        now: T0,
    })
    .expect("a game")
}

fn play(game: &mut Game, moves: &str) {
    for (i, text) in moves.split_whitespace().enumerate() {
        let actor = game.turn();
        let action = notation::parse_move(game.state().position(), text).expect("legal");
        game.play(actor, &action, T0.plus(1000 * (i as u64 + 1)))
            .expect("plays");
    }
}

#[test]
fn games_that_end_before_both_sides_moved_are_unrated() {
    let later = T0.plus(60_000);
    // A resignation before any move, and after one move only.
    for moves in ["", "e4"] {
        for by in [Color::White, Color::Black] {
            let mut g = game();
            play(&mut g, moves);
            g.resign(by, later).expect("running");
            assert!(g.outcome().is_some());
            assert_eq!(g.rated_outcome(), None, "{moves:?} {by:?}");
        }
        // A moderator's adjudication, and an abort.
        let mut g = game();
        play(&mut g, moves);
        g.adjudicate(Some(Color::White), later).expect("running");
        assert_eq!(g.rated_outcome(), None, "{moves:?}");
        let mut g = game();
        play(&mut g, moves);
        g.abort(None, later).expect("running");
        assert_eq!(g.rated_outcome(), None);
    }
    // Time running out before the late side's first move ends the game without a result.
    let mut g = game();
    play(&mut g, "e4");
    assert!(g.check_time(T0.plus(4 * 86_400_000)).is_some());
    assert_eq!(g.rated_outcome(), None);
    // Once both moved, a resignation is rated; a moderator's abort still is not.
    let mut g = game();
    play(&mut g, "e4 e5");
    let o = g.resign(Color::Black, later).expect("running");
    assert_eq!(g.rated_outcome(), Some(o));
    let mut g = game();
    play(&mut g, "e4 e5");
    g.abort(None, later)
        .expect("a moderator aborts at any time");
    assert_eq!(g.rated_outcome(), None);
}

const PLAYERS: [&str; 5] = ["ann", "ben", "cat", "dan", "eve"];

/// 60 games among five players, rated one after another as the host rates them.
fn history() -> (Vec<RatedGame>, Standings) {
    let sys = Glicko2::default();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(14);
    let mut standings = Standings::new();
    let mut history = Vec::new();
    for game in 1..=60 {
        let w = rng.random_range(0..PLAYERS.len());
        let b = (w + rng.random_range(1..PLAYERS.len())) % PLAYERS.len();
        let outcome = match rng.random_range(0..3) {
            0 => Outcome::Decisive {
                winner: Color::White,
                reason: WinReason::Checkmate,
            },
            1 => Outcome::Decisive {
                winner: Color::Black,
                reason: WinReason::Resignation,
            },
            _ => Outcome::Draw(DrawReason::Agreement),
        };
        sys.record(
            &mut standings,
            &mut history,
            game,
            PLAYERS[w],
            PLAYERS[b],
            outcome,
        );
    }
    (history, standings)
}

/// `history` without game `id` (or with its result changed), replayed from scratch.
fn from_scratch(history: &[RatedGame], id: u64, revision: Revision) -> (Vec<RatedGame>, Standings) {
    let edited: Vec<RatedGame> = history
        .iter()
        .filter_map(|g| match (g.game == id, revision) {
            (false, _) => Some(g.clone()),
            (true, Revision::Void) => None,
            (true, Revision::Result(o)) => Some(RatedGame {
                outcome: o,
                ..g.clone()
            }),
        })
        .collect();
    Glicko2::default().replay(&edited)
}

#[test]
fn the_history_replays_to_the_standings() {
    let (history, standings) = history();
    let (replayed, again) = Glicko2::default().replay(&history);
    assert_eq!(replayed, history);
    assert_eq!(again, standings);
    assert_eq!(standings_of(&history), standings);
    assert_eq!(standings.values().map(|&(_, n)| n).sum::<u32>(), 120);
}

#[test]
fn voiding_or_readjudicating_any_game_equals_replaying_without_it() {
    let sys = Glicko2::default();
    let (history, standings) = history();
    let adjudicated = Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::Adjudication,
    };
    for id in 1..=60 {
        for revision in [Revision::Void, Revision::Result(adjudicated)] {
            let revised = sys.revise(&history, id, revision).expect("rated");
            let (expected, expected_standings) = from_scratch(&history, id, revision);
            assert_eq!(revised.history, expected, "game {id} {revision:?}");
            let after = standings_of(&revised.history);
            assert_eq!(after, expected_standings, "game {id} {revision:?}");
            // `changed` is exactly the players whose standing moved.
            for p in PLAYERS {
                let old = standings.get(p);
                let new = after.get(p);
                let reported = revised.changed.get(p);
                if old == new {
                    assert_eq!(reported, None, "{p} game {id}");
                } else {
                    assert_eq!(reported, Some(new.unwrap_or(&(Rating::default(), 0))));
                }
            }
        }
    }
}

#[test]
fn voiding_the_last_game_restores_the_ratings_bit_for_bit() {
    let sys = Glicko2::default();
    let (history, standings) = history();
    let last = history.last().expect("games").clone();
    let revised = sys
        .revise(&history, last.game, Revision::Void)
        .expect("rated");
    let (w, wn) = revised.changed[&last.white];
    let (b, bn) = revised.changed[&last.black];
    assert_eq!((w, b), last.before);
    assert_eq!(wn, standings[&last.white].1 - 1);
    assert_eq!(bn, standings[&last.black].1 - 1);
    assert_eq!(revised.changed.len(), 2);
    // Rating the game again with its result gives back the history exactly.
    let mut again = standings_of(&revised.history);
    let mut h = revised.history.clone();
    sys.record(
        &mut again,
        &mut h,
        last.game,
        &last.white,
        &last.black,
        last.outcome,
    );
    assert_eq!(h, history);
    assert_eq!(again, standings);
    // Re-adjudicating with the same result changes nothing.
    let same = sys
        .revise(&history, 30, Revision::Result(history[29].outcome))
        .expect("rated");
    assert_eq!(same.history, history);
    assert!(same.changed.is_empty());
    // A game twice voided: the second time it is not rated any more.
    let once = sys.revise(&history, 7, Revision::Void).expect("rated");
    assert_eq!(
        sys.revise(&once.history, 7, Revision::Void),
        Err(RatingError::NotRated(7))
    );
}
