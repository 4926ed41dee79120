//! A tiny driver for host tests: users of server `srv` talking in a channel or in DMs,
//! pressing buttons, with event ids and time under the test's control, the host's
//! thinkers started on request; a Chakart game with a hidden queen; and helpers to look
//! at replies and stored ratings.
#![allow(dead_code)]

use chakbot::game::{Game, Timestamp};
use chakbot::host::{Author, Body, Host, HostConfig, Input, Origin, Reply, SecretSource, Target};
use chakbot::store::RatingEntry;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver};

/// The channel most tests play in.
pub const MAIN: &str = "main";

/// Drives one host as the users of one server would.
pub struct Driver {
    pub host: Host,
    events: AtomicU64,
    clock: AtomicU64,
}

impl Driver {
    pub fn open(dir: &Path) -> Driver {
        Driver::with(dir, HostConfig::local())
    }

    pub fn with(dir: &Path, config: HostConfig) -> Driver {
        Driver {
            host: Host::open(dir, config).expect("open host"),
            events: AtomicU64::new(0),
            clock: AtomicU64::new(1_700_000_000_000),
        }
    }

    /// A host on `dir` whose computer player is the user `chakbot`, its thinkers started:
    /// what they send (computer turns, review posts) arrives on the receiver.
    pub fn with_thinkers(dir: &Path, config: HostConfig) -> (Driver, Receiver<Vec<Reply>>) {
        let d = Driver::with(dir, config);
        d.host.set_bot_user("chakbot");
        let rx = d.thinkers();
        (d, rx)
    }

    /// Drives `host` (opened on a store of the test's own).
    pub fn over(host: Host) -> Driver {
        Driver {
            host,
            events: AtomicU64::new(0),
            clock: AtomicU64::new(1_700_000_000_000),
        }
    }

    /// Continues after a restart: the host reopens on `dir`, event ids and time go on.
    pub fn reopen(dir: &Path, prev: Driver) -> Driver {
        let events = prev.events.load(Ordering::SeqCst);
        let clock = prev.clock.load(Ordering::SeqCst);
        drop(prev);
        let d = Driver::open(dir);
        d.events.store(events, Ordering::SeqCst);
        d.clock.store(clock, Ordering::SeqCst);
        d
    }

    /// Continues on the host `open` makes after a restart (the same store, sled or
    /// PostgreSQL, opened again once `prev` is gone): event ids and time go on.
    pub fn restart(prev: Driver, open: impl FnOnce() -> Host) -> Driver {
        let events = prev.events.load(Ordering::SeqCst);
        let clock = prev.clock.load(Ordering::SeqCst);
        drop(prev);
        let d = Driver::over(open());
        d.events.store(events, Ordering::SeqCst);
        d.clock.store(clock, Ordering::SeqCst);
        d
    }

    /// `who` plays `moves` in `channel`, alternately with `other` (`who` first), each
    /// of which must be applied.
    pub fn play_in(&self, channel: &str, who: &str, other: &str, moves: &[&str]) {
        for (i, mv) in moves.iter().enumerate() {
            let by = if i % 2 == 0 { who } else { other };
            let r = self.say_in(channel, by, mv);
            public(&r);
        }
    }

    /// Gives server `srv` the language `code` (`fr`, `de`), as `config language` would.
    pub fn set_server_language(&self, code: &str) {
        let mut b = chakbot::store::Batch::new();
        let settings = chakbot::store::ServerSettings {
            language: Some(code.to_string()),
            ..chakbot::store::ServerSettings::default()
        };
        b.put_settings("srv", &settings);
        self.host.store().commit(b).expect("settings stored");
    }

    /// Sets the time of the next event.
    pub fn set_time(&self, ms: u64) {
        self.clock.store(ms, Ordering::SeqCst);
    }

    /// Moves time on by `ms`.
    pub fn advance(&self, ms: u64) {
        self.clock.fetch_add(ms, Ordering::SeqCst);
    }

    /// The time of the next event.
    pub fn now(&self) -> Timestamp {
        Timestamp(self.clock.load(Ordering::SeqCst))
    }

    /// The id the last event had.
    pub fn last_event(&self) -> String {
        format!("ev{}", self.events.load(Ordering::SeqCst).saturating_sub(1))
    }

    pub fn input(&self, who: &str, origin: Origin, body: Body) -> Input {
        let n = self.events.fetch_add(1, Ordering::SeqCst);
        Input {
            event_id: format!("ev{n}"),
            at: Timestamp(self.clock.fetch_add(1_000, Ordering::SeqCst)),
            author: Author::named(who),
            origin,
            body,
        }
    }

    pub fn channel(channel: &str) -> Origin {
        Origin::Channel {
            server: "srv".into(),
            channel: channel.into(),
        }
    }

    pub fn say_in(&self, channel: &str, who: &str, text: &str) -> Vec<Reply> {
        let body = Body::Text {
            text: text.into(),
            addressed: false,
        };
        self.host
            .handle(self.input(who, Driver::channel(channel), body))
    }

    /// `who` writes `text` in the main channel.
    pub fn say(&self, who: &str, text: &str) -> Vec<Reply> {
        self.say_in(MAIN, who, text)
    }

    /// `who` writes `text` in the main channel from a client set to `locale` (`fr`).
    pub fn say_from(&self, locale: &str, who: &str, text: &str) -> Vec<Reply> {
        let body = Body::Text {
            text: text.into(),
            addressed: false,
        };
        let mut input = self.input(who, Driver::channel(MAIN), body);
        input.author.locale = Some(locale.into());
        self.host.handle(input)
    }

    /// The moderator `mo` writes `text` in the main channel.
    pub fn mod_say(&self, text: &str) -> Vec<Reply> {
        let body = Body::Text {
            text: text.into(),
            addressed: false,
        };
        let mut input = self.input("mo", Driver::channel(MAIN), body);
        input.author.moderator = true;
        self.host.handle(input)
    }

    /// Runs the sweeper at the current time (then moves time on by a second).
    pub fn sweep(&self) -> Vec<Reply> {
        let now = self.now();
        self.advance(1_000);
        self.host.sweep(now)
    }

    /// `who` writes `text` to the bot directly.
    pub fn dm(&self, who: &str, text: &str) -> Vec<Reply> {
        let body = Body::Text {
            text: text.into(),
            addressed: true,
        };
        self.host.handle(self.input(who, Origin::Dm, body))
    }

    /// `who` presses the button `custom_id` in the main channel.
    pub fn press(&self, who: &str, custom_id: &str) -> Vec<Reply> {
        let body = Body::Button {
            custom_id: custom_id.into(),
        };
        self.host
            .handle(self.input(who, Driver::channel(MAIN), body))
    }

    /// `who` picks `value` in the select menu `custom_id` in the main channel.
    pub fn pick(&self, who: &str, custom_id: &str, value: &str) -> Vec<Reply> {
        let body = Body::Select {
            custom_id: custom_id.into(),
            values: vec![value.into()],
        };
        self.host
            .handle(self.input(who, Driver::channel(MAIN), body))
    }

    /// A game of `ruleset` (with options, like `chakart start=0`) between `white` and
    /// `black` in `channel`; returns its id.
    pub fn start_in(&self, channel: &str, ruleset: &str, white: &str, black: &str) -> u64 {
        let r = self.say_in(
            channel,
            white,
            &format!("!challenge {ruleset} @{black} as white"),
        );
        assert!(r.iter().any(|r| r.to().is_public()), "{}", texts(&r));
        let r = self.say_in(channel, black, "!accept");
        let started = r
            .iter()
            .find(|r| r.board().is_some() && r.to().is_public())
            .unwrap_or_else(|| panic!("no start board: {}", texts(&r)));
        started.game.expect("the start names its game")
    }

    /// A game between alice (White) and bob (Black) in the main channel.
    pub fn start(&self, ruleset: &str) -> u64 {
        self.start_in(MAIN, ruleset, "alice", "bob")
    }

    /// Plays `moves` alternately, `white` first, each of which must be applied.
    pub fn play(&self, white: &str, black: &str, moves: &[&str]) {
        for (i, mv) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { white } else { black };
            let r = self.say(who, mv);
            public(&r);
        }
    }

    /// Starts the host's thinkers (computer turns, reviews): what they send arrives on the
    /// receiver.
    pub fn thinkers(&self) -> Receiver<Vec<Reply>> {
        let (tx, rx) = mpsc::channel();
        self.host.start_computer(move |r| drop(tx.send(r)));
        rx
    }

    /// The stored rating of `who` for `ruleset` on `srv`, which must exist.
    pub fn rating(&self, ruleset: &str, who: &str) -> RatingEntry {
        self.host
            .store()
            .rating("srv", ruleset, who)
            .expect("read rating")
            .expect("a rating")
    }

    /// How many turns game `id` has stored.
    pub fn moves_of(&self, id: u64) -> usize {
        self.game(id).turns().len()
    }

    /// Game `id` as stored.
    pub fn game(&self, id: u64) -> Game {
        self.host
            .store()
            .game(id)
            .expect("read game")
            .expect("game stored")
    }

    /// What a refusal must leave untouched: the stored game, the players' records, their
    /// ratings on `srv`.
    pub fn snapshot(&self, id: u64, users: &[&str]) -> String {
        let store = self.host.store();
        let mut out = serde_json::to_string(&self.game(id)).expect("game as JSON");
        for u in users {
            out.push_str(&format!("\n{:?}", store.user(u).expect("user")));
            let rs = self.game(id).ruleset();
            out.push_str(&format!(
                "\n{:?}",
                store.rating("srv", rs.id(), u).expect("rating")
            ));
        }
        out
    }
}

/// A Chakart game on `dir` with a fixed secret, alice (White) against bob, in which
/// alice's queen went, unseen, to `hidden` after `e4 a6`: its driver and id.
pub fn hidden_queen_game(dir: &Path, hidden: &str) -> (Driver, u64) {
    let mut config = HostConfig::local();
    config.secrets = SecretSource::Fixed([7; 32]);
    let d = Driver::with(dir, config);
    let id = d.start("chakart start=0");
    d.play("alice", "bob", &["e4", "a6"]);
    private(&d.dm("alice", &format!("stealth Q{hidden}")), "alice");
    (d, id)
}

/// The backticked spans of a text: the commands or forms it tells the reader to type.
pub fn quoted(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Every reply as `target: text`, for assertion messages.
pub fn texts(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| format!("{:?}: {}", r.to(), r.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The one new public message, which must exist (an answered challenge's message edited
/// in place is not a new one).
pub fn public(replies: &[Reply]) -> &Reply {
    let found: Vec<&Reply> = replies
        .iter()
        .filter(|r| r.to().is_public() && r.replaces.is_none())
        .collect();
    assert_eq!(found.len(), 1, "one public reply in:\n{}", texts(replies));
    found[0]
}

/// The one public message edited in place (an answered challenge's), which must exist,
/// with every button disabled.
pub fn edited(replies: &[Reply]) -> &Reply {
    let found: Vec<&Reply> = replies
        .iter()
        .filter(|r| r.to().is_public() && r.replaces.is_some())
        .collect();
    assert_eq!(found.len(), 1, "one edited message in:\n{}", texts(replies));
    assert!(
        !found[0].buttons.is_empty() && found[0].buttons.iter().all(|b| b.disabled),
        "its buttons are disabled"
    );
    found[0]
}

/// The reply only `who` sees, which must exist.
pub fn private<'a>(replies: &'a [Reply], who: &str) -> &'a Reply {
    replies
        .iter()
        .find(|r| *r.to() == Target::Private(who.into()) || *r.to() == Target::Dm(who.into()))
        .unwrap_or_else(|| panic!("no private reply for {who} in:\n{}", texts(replies)))
}

/// A refusal: exactly one reply, private to `who`; its text.
pub fn refused(replies: &[Reply], who: &str) -> String {
    only_private(replies, who)
}

/// Exactly one reply, private to `who` (an answer or a refusal); its text.
pub fn only_private(replies: &[Reply], who: &str) -> String {
    assert_eq!(replies.len(), 1, "{}", texts(replies));
    assert_eq!(
        *replies[0].to(),
        Target::Private(who.into()),
        "{}",
        texts(replies)
    );
    replies[0].text.clone()
}

/// The custom ids of a reply's buttons.
pub fn buttons(reply: &Reply) -> Vec<String> {
    reply.buttons.iter().map(|b| b.custom_id.clone()).collect()
}
