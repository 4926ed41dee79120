//! Team games in local mode (issue 39), on the real binary, with the forms the README
//! gives: a team challenge, sides joined with the words its post prints, the start, votes
//! typed as moves (a tie drawn fairly), a resignation by vote; the export names the teams
//! and lists the votes, and `chakbot verify` accepts it. In English and in French.

mod common;

use common::bin::{chakbot, local_in, Run};
use std::path::{Path, PathBuf};

/// `chakbot local` on the store in `dir`, with `input`; it must succeed.
fn local(dir: &Path, input: &str) -> Run {
    local_in(dir, &["--moderator", "mo"], input)
}

/// The last export the run wrote, verified by `chakbot verify`; its text.
fn verified_export(run: &Run) -> String {
    let file: PathBuf = run
        .out
        .lines()
        .filter_map(|l| l.strip_prefix("[file] "))
        .map(PathBuf::from)
        .next_back()
        .unwrap_or_else(|| panic!("an export: {}", run.out));
    let ok = chakbot(&["verify", file.to_str().unwrap()], "");
    assert_eq!(ok.code, 0, "{} {}", ok.out, ok.err);
    std::fs::read_to_string(&file).unwrap()
}

#[test]
fn a_team_game_in_english_from_the_challenge_to_a_verified_export() {
    let dir = tempfile::tempdir().unwrap();
    let input = "alice: challenge chess team\n\
                 bob: team join black\n\
                 carol: team join white\n\
                 dave: team join black\n\
                 bob: team start\n\
                 alice: team start\n\
                 alice: e4\n\
                 carol: e4\n\
                 bob: e5\n\
                 dave: e5\n\
                 alice: Nf3\n\
                 carol: d4\n\
                 bob: resign\n\
                 dave: resign\n\
                 alice: export\n";
    let run = local(dir.path(), input);
    let out = &run.out;
    assert!(out.contains("Team game #1"), "{out}");
    assert!(out.contains("`team join black`"), "{out}");
    assert!(
        out.contains("[edit channel]"),
        "the post follows the joins: {out}"
    );
    assert!(out.contains("Black: whoever joins (bob, dave)"), "{out}");
    assert!(out.contains("Only alice, who set up team game #1"), "{out}");
    assert!(
        out.contains("your vote for e4 counts (1 of 2 voted)"),
        "{out}"
    );
    assert!(out.contains("White's vote (2 votes): e4 ×2"), "{out}");
    assert!(out.contains("A tie between 2 moves"), "{out}");
    assert!(out.contains("the Black team voted to resign"), "{out}");
    assert!(out.contains("was a team game: it is unrated"), "{out}");
    let export = verified_export(&run);
    assert!(export.contains("[WhiteTeam \"alice,carol\"]"), "{export}");
    assert!(
        export.contains("[Vote1 \"white all-voted e2e4=alice,carol -> e2e4\"]"),
        "{export}"
    );
    assert!(
        export.contains("[Vote4 \"black all-voted resign=bob,dave -> resign\"]"),
        "{export}"
    );
}

#[test]
fn a_team_game_in_french_with_the_words_it_prints() {
    let dir = tempfile::tempdir().unwrap();
    let input = "mo: configurer langue fr\n\
                 alice: défi échecs équipe noirs=@bob\n\
                 carol: équipe rejoindre blancs\n\
                 alice: équipe lancer\n\
                 alice: Cf3\n\
                 carol: Cf3\n\
                 bob: d5\n\
                 carol: équipe votes\n\
                 alice: abandonner\n\
                 carol: abandonner\n";
    let run = local(dir.path(), input);
    // French typography: no-break spaces before `:` and inside « ».
    let out = &run.out.replace(['\u{a0}', '\u{202f}'], " ");
    assert!(out.contains("Partie en équipe n°1"), "{out}");
    assert!(out.contains("`équipe rejoindre blancs`"), "{out}");
    assert!(
        out.contains("Vous avez rejoint l’équipe des blancs"),
        "{out}"
    );
    assert!(out.contains("vote des blancs (2 votes) : Cf3 ×2"), "{out}");
    assert!(out.contains("L’équipe des blancs vote son coup"), "{out}");
    assert!(
        out.contains("l’équipe des blancs a voté l’abandon"),
        "{out}"
    );
    assert!(
        out.contains("se jouait en équipe : elle n’est pas classée"),
        "{out}"
    );
}

/// A Chakart team game in local mode, in French: each team's private room prints as
/// `[team white #1]`; `alice (team): furtif d1d2` votes the secret move there (typed in
/// the channel it is refused as seen), the channel reads `D??`, and only the White
/// team's room names d2 and gets its own board.
#[test]
fn a_chakart_team_votes_its_secret_move_in_its_room_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let input = "mo: configurer langue fr\n\
                 alice: défi chakart équipe blancs=@alice,@carol noirs=@bob départ=0\n\
                 alice: équipe lancer\n\
                 alice: d4\n\
                 carol: d4\n\
                 bob: Ca6\n\
                 alice: furtif d1d2\n\
                 carol (team): furtif d1d2\n\
                 alice (team): furtif d1d2\n";
    let run = local(dir.path(), input);
    let out = &run.out.replace(['\u{a0}', '\u{202f}'], " ");
    assert!(
        out.contains("[team white #1] Voici le salon privé"),
        "{out}"
    );
    assert!(
        out.contains("[team black #1] Voici le salon privé"),
        "{out}"
    );
    assert!(out.contains("`furtif Dh5`"), "{out}");
    assert!(out.contains("D??"), "{out}");
    assert!(
        out.contains("votez-le dans le salon privé de votre équipe"),
        "typed in the channel, told where to vote it: {out}"
    );
    let own: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("[team white #1] Partie n°1 : le plateau"))
        .collect();
    assert_eq!(own.len(), 1, "{out}");
    // After the secret vote, only White's room and members read d2.
    let (_, after) = out
        .split_once("[dm carol] Partie n°1 : votre vote pour furtif Dd2")
        .unwrap_or_else(|| panic!("carol's vote counted: {out}"));
    // (An `[image]` line names a file, whose random prefix may hold "d2" by chance.)
    let text = after.lines().filter(|l| !l.starts_with("[image] "));
    for line in text.filter(|l| l.contains("d2")) {
        assert!(
            ["[team white #1]", "[dm alice]", "[dm carol]", " compte"]
                .iter()
                .any(|p| line.starts_with(p)),
            "{line}"
        );
    }
    let image = out
        .lines()
        .skip_while(|l| !l.starts_with("[team white #1] Partie n°1 : le plateau"))
        .find_map(|l| l.strip_prefix("[image] "))
        .unwrap_or_else(|| panic!("the team's board: {out}"));
    assert!(image.contains("team-white"), "{image}");
    assert!(Path::new(image).exists());
}
