//! Recovery without restart (#15, point 10): after a failed durable write (a full disk)
//! the bot refuses changes with a clear message in the reader's language and keeps
//! nothing of them; once space returns it works again by itself, and every move it
//! acknowledged is there after a restart. Twice: with writes that fail on demand (fault
//! injection over the real sled store), and on a real small filesystem (a tmpfs of a few
//! MB filled up by a file; skipped loudly where mounting is not permitted, except when
//! `CI` is set).

mod common;

use chakbot::host::{Host, HostConfig, Reply};
use chakbot::store::{Faults, Store, StoreUrl};
use common::host::{public, refused, texts, Driver};
use common::stores::{server_url, Place};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

const FULL_EN: &str = "I cannot save anything right now";
const FULL_FR: &str = "Je ne peux rien enregistrer pour l’instant";

/// `who` writes `text` in the main channel with a French Discord client.
fn say_fr(d: &Driver, who: &str, text: &str) -> Vec<Reply> {
    d.say_from("fr", who, text)
}

/// Asserts that `replies` are one private refusal to `who` saying the store is full.
fn refused_full(replies: &[Reply], who: &str, words: &str) {
    let text = refused(replies, who);
    assert!(text.contains(words), "{}", texts(replies));
}

#[test]
fn failed_writes_are_refused_and_the_bot_recovers_by_itself() {
    let dir = tempfile::tempdir().expect("temp dir");
    let faults = Faults::new();
    let store = Store::open_with_faults(dir.path(), &faults).expect("store opens");
    let d = Driver::over(Host::new(store, HostConfig::local()));
    let id = d.start("chess");
    d.play("alice", "bob", &["e4", "e5"]);
    let before = d.snapshot(id, &["alice", "bob"]);

    faults.fail_writes(true);
    refused_full(&d.say("alice", "Nf3"), "alice", FULL_EN);
    refused_full(&say_fr(&d, "alice", "Nf3"), "alice", FULL_FR);
    refused_full(&d.say("bob", "!resign"), "bob", FULL_EN);
    refused_full(&d.say("carol", "!challenge chess @dave"), "carol", FULL_EN);
    assert!(faults.refused() >= 4, "every try met the full disk");

    // Space returns: the next command reopens the store by itself.
    faults.fail_writes(false);
    assert_eq!(
        d.snapshot(id, &["alice", "bob"]),
        before,
        "nothing of the refused changes was kept"
    );
    assert!(faults.reopened() >= 1, "reopened without a restart");
    // The game in memory did not keep the refused move either: it is still alice's turn.
    public(&d.say("alice", "Nf3"));
    public(&d.say("bob", "Nc6"));
    assert_eq!(d.moves_of(id), 4);

    let d = Driver::reopen(dir.path(), d);
    assert_eq!(d.moves_of(id), 4, "every acknowledged move is kept");
    public(&d.say("alice", "Bb5"));
}

/// A tmpfs mounted for one test, unmounted when dropped.
struct Mount(PathBuf);

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// Mounts a tmpfs of `size` on `dir`, or says loudly why not (and fails under `CI`).
fn small_disk(dir: &Path, size: &str) -> Option<Mount> {
    let out = Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
        .arg(dir)
        .output();
    match out {
        Ok(o) if o.status.success() => Some(Mount(dir.to_path_buf())),
        other => {
            let why = match other {
                Ok(o) => String::from_utf8_lossy(&o.stderr).trim().to_string(),
                Err(e) => e.to_string(),
            };
            if std::env::var_os("CI").is_some() {
                panic!("CI is set and a tmpfs cannot be mounted: {why}");
            }
            eprintln!(
                "\n*** SKIPPED: cannot mount a tmpfs ({why}); the full-disk recovery test did \
                 not run. Run it as root (or with CAP_SYS_ADMIN). ***\n"
            );
            None
        }
    }
}

/// Fills the filesystem of `path` with the file `path` until no byte fits.
fn fill(path: &Path) {
    let mut f = std::fs::File::create(path).expect("filler");
    let chunk = vec![7u8; 64 * 1024];
    while matches!(f.write(&chunk), Ok(n) if n > 0) {}
    while matches!(f.write(&chunk[..1]), Ok(1)) {}
}

/// Pawn and knight moves that neither capture, check nor repeat a position three times.
const LINE: &[&str] = &[
    "a3", "a6", "b3", "b6", "c3", "c6", "d3", "d6", "e3", "e6", "f3", "f6", "g3", "g6", "h3", "h6",
    "a4", "a5", "b4", "b5", "c4", "c5", "d4", "d5", "e4", "e5", "f4", "f5", "g4", "g5", "h4", "h5",
    "Na3", "Na6", "Nh3", "Nh6", "Nb1", "Nb8", "Ng1", "Ng8",
];

#[test]
fn a_full_disk_is_refused_and_the_bot_recovers_when_space_returns() {
    let mount_point = tempfile::tempdir().expect("temp dir");
    let Some(_mount) = small_disk(mount_point.path(), "8m") else {
        return;
    };
    let data = mount_point.path().join("store");
    let filler = mount_point.path().join("filler");
    let d = Driver::open(&data);
    let id = d.start("chess");
    d.play("alice", "bob", &LINE[..2]);

    fill(&filler);
    // The last partly used page may still take a few small writes: play on until the
    // disk refuses one.
    let mut played = 2;
    let refused_at = loop {
        assert!(played < LINE.len(), "no write failed on a full disk");
        let who = if played % 2 == 0 { "alice" } else { "bob" };
        let r = d.say(who, LINE[played]);
        if r.iter().any(|r| r.to().is_public()) {
            played += 1;
            continue;
        }
        refused_full(&r, who, FULL_EN);
        break played;
    };

    std::fs::remove_file(&filler).expect("space returns");
    assert_eq!(
        d.moves_of(id),
        refused_at,
        "the refused move was not kept, every acknowledged one was"
    );
    for (i, mv) in LINE.iter().enumerate().skip(refused_at).take(2) {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        public(&d.say(who, mv));
    }
    let d = Driver::reopen(&data, d);
    assert_eq!(
        d.moves_of(id),
        refused_at + 2,
        "nothing acknowledged is lost"
    );
}

/// PostgreSQL: connections the server ends (a restart, `pg_terminate_backend`) are
/// replaced by the pool by itself; the next move plays and nothing acknowledged is lost.
#[test]
fn postgres_connections_ended_by_the_server_are_replaced() {
    let Some(place) = Place::postgres() else {
        return;
    };
    let Place::Postgres { schema } = &place else {
        return;
    };
    // The connections carry the schema's name, so only this test's are ended.
    let url = StoreUrl::Postgres(format!(
        "{}?schema={schema}&application_name={schema}",
        server_url()
    ));
    let d = Driver::over(Host::open_url(&url, HostConfig::local()).expect("opens"));
    let id = d.start("chess");
    d.play("alice", "bob", &["e4"]);
    let mut admin = postgres::Client::connect(&server_url(), postgres::NoTls).expect("admin");
    let ended: i64 = admin
        .query_one(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity \
             WHERE application_name = $1",
            &[schema],
        )
        .expect("terminate")
        .get(0);
    assert!(ended >= 1, "the bot's connections were ended");
    public(&d.say("bob", "e5"));
    public(&d.say("alice", "Nf3"));
    drop(d);
    let d = Driver::over(Host::open_url(&url, HostConfig::local()).expect("reopens"));
    assert_eq!(d.moves_of(id), 3, "nothing acknowledged is lost");
}
