//! Tournaments in local mode, through the local session as `chakbot local` runs it (the
//! printed lines, the typed forms of the buttons, the files written): an arena in
//! English and a Swiss in French, each from creation to podium, with a no-show forfeit
//! and a withdrawal. The session's sweeper is run at chosen times, so that a ten-minute
//! arena ends without waiting ten minutes.

#[path = "common/read.rs"]
mod read;

use chakbot::game::clock::{MINUTE, SECOND};
use chakbot::game::Timestamp;
use chakbot::local::{now, parse_line, Line, LocalConfig, Session};
use read::number_in;
use std::collections::BTreeMap;
use std::path::Path;

/// A local session with moderator `mo`, printing into memory.
fn session(dir: &Path) -> Session<Vec<u8>> {
    let config = LocalConfig {
        data: dir.join("data"),
        store: None,
        images: dir.join("files"),
        moderators: vec!["mo".into()],
        secret: Some([7; 32]),
    };
    Session::open(&config, Vec::new()).expect("a local session")
}

/// Types `line` (`name: text`) and returns what it printed.
fn type_line(s: &mut Session<Vec<u8>>, line: &str) -> String {
    let Ok(Line::Event(said)) = parse_line(line) else {
        panic!("not a line: {line}");
    };
    let before = s.out().len();
    s.say(&said).expect("handled");
    String::from_utf8_lossy(&s.out()[before..]).into_owned()
}

/// Runs the sweeper at `at` and returns what it printed.
fn sweep(s: &mut Session<Vec<u8>>, at: Timestamp) -> String {
    let before = s.out().len();
    s.sweep(at).expect("swept");
    String::from_utf8_lossy(&s.out()[before..]).into_owned()
}

/// The games of printed pairing lines: game → (white, black), in English
/// (`Game #5: a (White) against b (Black)`) or French (`Partie n°5 : a (blancs) contre
/// b (noirs)`).
fn pairings(printed: &str) -> BTreeMap<u64, (String, String)> {
    printed
        .lines()
        .filter_map(|l| l.strip_prefix("[channel] "))
        .filter_map(|l| {
            let (head, rest) = l.split_once(": ").or_else(|| l.split_once("\u{a0}: "))?;
            let game = number_in(head)?;
            let (white, rest) = rest
                .split_once(" (White) against ")
                .or_else(|| rest.split_once(" (blancs) contre "))?;
            let black = rest
                .strip_suffix(" (Black)")
                .or_else(|| rest.strip_suffix(" (noirs)"))?;
            let pairing_line = head.starts_with("Game #") || head.starts_with("Partie n°");
            pairing_line.then(|| (game, (white.to_string(), black.to_string())))
        })
        .collect()
}

/// The path of a file the session wrote, from its `[file] PATH` line ending in `suffix`.
fn file_line(printed: &str, suffix: &str) -> Option<String> {
    printed
        .lines()
        .filter_map(|l| l.strip_prefix("[file] "))
        .find(|p| p.ends_with(suffix))
        .map(str::to_string)
}

/// The standings image a post wrote, decoded: (width, height).
fn standings_png(printed: &str) -> (u32, u32) {
    let path = file_line(printed, "standings.png")
        .unwrap_or_else(|| panic!("a standings image in:\n{printed}"));
    let bytes = std::fs::read(path).expect("the image");
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let info = decoder.read_info().expect("a PNG").info().clone();
    (info.width, info.height)
}

/// White and Black move, then `loser` resigns with the words of `lang`.
fn play(
    s: &mut Session<Vec<u8>>,
    game: u64,
    (white, black): &(String, String),
    loser: &str,
    fr: bool,
) {
    let out = type_line(s, &format!("{white}: e4 #{game}"));
    assert!(out.contains("e4"), "{out}");
    let out = type_line(s, &format!("{black}: e5 #{game}"));
    assert!(out.contains("e5"), "{out}");
    let (resign, confirm) = if fr {
        ("abandonner", "confirmer")
    } else {
        ("resign", "confirm")
    };
    let asked = type_line(s, &format!("{loser}: {resign} #{game}"));
    // The bot names the word that confirms; typed back, it ends the game.
    assert!(asked.contains(&format!("`{confirm}`")), "{asked}");
    let out = type_line(s, &format!("{loser}: {confirm}"));
    assert!(
        out.contains(&format!("#{game}")) || out.contains(&format!("n°{game}")),
        "{out}"
    );
}

#[test]
fn an_arena_in_local_mode_from_announcement_to_podium() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut s = session(dir.path());
    let out = type_line(
        &mut s,
        "mo: tournament create arena chess 60+0 minutes=10 noshow=3",
    );
    // The buttons are printed as the commands to type; typed back, they work.
    let join = out
        .lines()
        .find_map(|l| l.split("Join = \"").nth(1)?.split('"').next())
        .unwrap_or_else(|| panic!("a Join command in:\n{out}"))
        .to_string();
    for p in ["alice", "bob", "carol", "dave"] {
        let out = type_line(&mut s, &format!("{p}: {join}"));
        assert!(out.contains("You are in tournament #1"), "{out}");
    }
    let out = type_line(&mut s, "carol: tournament leave");
    assert!(out.contains("You left tournament #1"), "{out}");
    let out = type_line(&mut s, "carol: tournament join");
    assert!(out.contains("(4 players)"), "{out}");
    let start = now();
    let out = type_line(&mut s, "mo: tournament start");
    assert!(out.contains("has started with 4 players"), "{out}");
    let first = pairings(&out);
    assert_eq!(first.len(), 2, "{out}");

    // One game is played; in the other nobody moves: White loses by forfeit.
    let mut games = first.iter();
    let (&played, players) = games.next().expect("a game");
    play(&mut s, played, players, &players.1.clone(), false);
    let (&idle, (idle_white, _)) = games.next().expect("another game");
    let out = sweep(&mut s, Timestamp(start.0 + 3 * MINUTE + 10 * SECOND));
    assert!(out.contains(&format!("#{idle}")), "{out}");
    assert!(out.contains(idle_white.as_str()), "{out}");
    // The four are paired again, never with the opponent just met.
    let out = sweep(&mut s, Timestamp(start.0 + 3 * MINUTE + 20 * SECOND));
    let again = pairings(&out);
    assert_eq!(again.len(), 2, "{out}");
    for (w, b) in again.values() {
        assert!(!first
            .values()
            .any(|p| *p == (w.clone(), b.clone()) || *p == (b.clone(), w.clone())));
    }
    // dave withdraws; the standings come privately with their image.
    let out = type_line(&mut s, "dave: tournament leave");
    assert!(out.contains("still counts"), "{out}");
    let out = type_line(&mut s, "erin: tournament standings");
    assert!(
        out.starts_with("[dm erin] Standings of tournament #1"),
        "{out}"
    );
    let (w, h) = standings_png(&out);
    assert!(w >= 360 && h >= 150, "{w}x{h}");
    // The time runs out while the games run; they finish and count, then the podium.
    for (game, players) in &again {
        let white = players.0.clone();
        play(&mut s, *game, players, &white, false);
    }
    let out = sweep(&mut s, Timestamp(start.0 + 10 * MINUTE + SECOND));
    assert!(out.contains("Tournament #1 is over. Winner"), "{out}");
    assert!(
        pairings(&out).is_empty(),
        "nobody is paired at the end: {out}"
    );
    standings_png(&out);
    let out = type_line(&mut s, "erin: tournament join #1");
    assert!(out.contains("is over"), "{out}");
}

#[test]
fn a_swiss_in_local_mode_in_french() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut s = session(dir.path());
    let out = type_line(&mut s, "mo: config language fr");
    assert!(out.starts_with("[dm mo]"), "{out}");
    let out = type_line(
        &mut s,
        "mo: tournoi créer suisse échecs 60+0 rondes=2 absence=3",
    );
    assert!(out.contains("Tournoi n°1"), "{out}");
    // The announcement names the French command to type.
    let typed = out
        .split('`')
        .find(|w| w.starts_with("tournoi rejoindre"))
        .unwrap_or_else(|| panic!("a French command in:\n{out}"))
        .to_string();
    for p in ["alice", "bob", "carol", "dave"] {
        let out = type_line(&mut s, &format!("{p}: {typed}"));
        assert!(out.contains("Vous êtes inscrit au tournoi n°1"), "{out}");
    }
    let start = now();
    let out = type_line(&mut s, "mo: tournoi lancer");
    assert!(out.contains("commence avec 4 joueurs"), "{out}");
    assert!(out.contains("ronde 1 sur 2"), "{out}");
    let round1 = pairings(&out);
    assert_eq!(round1.len(), 2, "{out}");

    // One game is played; dave withdraws; in the other game nobody moves.
    let mut games = round1.iter();
    let (&played, players) = games.next().expect("a game");
    let black = players.1.clone();
    play(&mut s, played, players, &black, true);
    let out = type_line(&mut s, "dave: tournoi quitter");
    assert!(out.contains("Vous avez quitté le tournoi n°1"), "{out}");
    let (&idle, (idle_white, _)) = games.next().expect("another game");
    let out = sweep(&mut s, Timestamp(start.0 + 3 * MINUTE + 10 * SECOND));
    assert!(out.contains(&format!("n°{idle}")), "{out}");
    assert!(out.contains(idle_white.as_str()), "{out}");
    let out = sweep(&mut s, Timestamp(start.0 + 3 * MINUTE + 30 * SECOND));
    assert!(out.contains("après la ronde 1"), "{out}");
    standings_png(&out);
    assert!(out.contains("ronde 2 sur 2"), "{out}");
    assert!(out.contains("exempt"), "{out}");
    let round2 = pairings(&out);
    assert_eq!(round2.len(), 1, "{out}");
    assert!(
        round2.values().all(|(w, b)| w != "dave" && b != "dave"),
        "{out}"
    );

    let (&last, players) = round2.iter().next().expect("a game");
    let white = players.0.clone();
    play(&mut s, last, players, &white, true);
    let out = sweep(&mut s, Timestamp(start.0 + 4 * MINUTE));
    assert!(
        out.contains("Le tournoi n°1 est terminé. Vainqueur"),
        "{out}"
    );
    standings_png(&out);
    // Its TRF export opens: one player line per entrant, two rounds each.
    let out = type_line(&mut s, "mo: tournoi exporter #1");
    let path = file_line(&out, ".trf").unwrap_or_else(|| panic!("a TRF in:\n{out}"));
    let trf = std::fs::read_to_string(path).expect("the TRF");
    assert_eq!(
        trf.lines().filter(|l| l.starts_with("001")).count(),
        4,
        "{trf}"
    );
    assert!(trf.contains("XXR 2"), "{trf}");
}
