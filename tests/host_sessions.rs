//! Random sessions against the real host and store: four users (one a moderator) say
//! commands (team games' too), legal moves, secret moves and garbage in two channels and
//! in DMs, press buttons old and new and forged, answer menus, let time pass, replay
//! earlier events and restart the host, for thousands of events from fixed seeds. What must hold throughout:
//!
//! - nothing panics, and every reply is words: no empty text, no untranslated key, no
//!   unfilled placeholder;
//! - an event is applied at most once: delivered again after it was applied, it changes
//!   nothing and gets no reply;
//! - a restart changes nothing: games, challenges, settings, users, ratings as before,
//!   and game numbers go on one by one;
//! - a board goes only to who may see it: the public view (the game's own) in channels,
//!   a player's view only to that player, everything only once the game is over (or
//!   privately to a moderator who does not play in it);
//! - a refusal changes nothing: a command answered only privately to its author leaves
//!   every game and challenge as it was (it may change the author's own settings);
//! - the sessions do play: games start, moves are made, games end; team games start and
//!   their members vote (a vote, answered only to its voter, changes its ballot).

mod common;

use chakbot::game::Timestamp;
use chakbot::host::{Author, Body, Host, HostConfig, Input, Origin, RateLimit, Reply, Target};
use chakbot::rules::Viewer;
use chakbot::store::GameFilter;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::path::Path;

const USERS: [&str; 4] = ["alice", "bob", "carol", "mod"];
const CHANNELS: [&str; 2] = ["main", "side"];
const HOUR: u64 = 3_600_000;

/// Words a user may type, besides moves.
const COMMANDS: &[&str] = &[
    "challenge chess @bob",
    "challenge chakart @alice as white",
    "challenge chakart @carol start=0",
    "challenge koopa @bob clock=10+5",
    "challenge maharaja",
    "challenge chakart",
    "challenge chess @mod as black clock=1h",
    "accept",
    "decline",
    "cancel",
    "board",
    "moves",
    "resign",
    "confirm",
    "draw",
    "draw decline",
    "abort",
    "takeback",
    "takeback decline",
    "rematch",
    "games",
    "history",
    "export",
    "leaderboard",
    "stats",
    "settings language fr",
    "settings language en theme blue",
    "verify",
    "help",
    "rules chakart",
    "mod games",
    "mod abort #3",
    "adjudicate #2 1-0",
    "void #4",
    "ban @carol",
    "unban @carol",
    "config threads off",
    "config clock 2d",
    "peek #2",
    "modlog",
    "challenge chess team vote=30s",
    "challenge chakart team white=alice,carol black=open vote=1m",
    "challenge koopa team @bob",
    "challenge maharaja team white=open black=mod,bob",
    "team join white",
    "team join black",
    "team leave",
    "team start",
    "team votes",
    "team close",
];

/// Garbage and hostile input.
const GARBAGE: [&str; 10] = [
    "",
    "e9",
    "Qxz1",
    "stealth",
    "shell",
    "@everyone accept",
    "#99999999999999999999",
    "challenge chess @",
    "\u{202E}accept\u{200B}",
    "promote",
];

/// Everything a restart or a replay must leave as it was.
fn digest(host: &Host, now: Timestamp) -> String {
    let store = host.store();
    // Every game, team games (played by team ids, not by the users) included.
    let ids: BTreeSet<u64> = store.all_game_ids().expect("index").into_iter().collect();
    let mut out = String::new();
    for id in ids {
        let game = store.game(id).expect("read").expect("indexed game exists");
        out.push_str(&serde_json::to_string(&game).expect("JSON"));
        out.push('\n');
    }
    out.push_str(&format!(
        "{:?}\n",
        store.open_challenges(now).expect("read")
    ));
    out.push_str(&format!("{:?}\n", store.settings("srv").expect("read")));
    for u in USERS {
        out.push_str(&format!("{:?}\n", store.user(u).expect("read")));
        for rs in ["chess", "chakart", "koopa", "maharaja"] {
            out.push_str(&format!(
                "{:?}\n",
                store.rating("srv", rs, u).expect("read")
            ));
        }
    }
    out
}

/// The first line where two digests differ, both ways.
fn first_difference(before: &str, after: &str) -> String {
    let (b, a): (Vec<&str>, Vec<&str>) = (before.lines().collect(), after.lines().collect());
    let i = (0..b.len().max(a.len()))
        .find(|&i| b.get(i) != a.get(i))
        .unwrap_or(0);
    format!("\nbefore: {:?}\nafter:  {:?}", b.get(i), a.get(i))
}

/// Games and challenges only (what a refusal must not touch).
fn games_digest(host: &Host, now: Timestamp) -> String {
    digest(host, now)
        .lines()
        .take_while(|l| !l.starts_with("ServerSettings"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A reply must be words for people.
fn check_words(r: &Reply, input: &Input) {
    let t = &r.text;
    assert!(
        !t.trim().is_empty() || r.board().is_some(),
        "empty reply to {input:?}"
    );
    for bad in ["{ $", "{$", "host-", "discord-", "slash-"] {
        assert!(
            !t.contains(bad),
            "untranslated `{bad}` in {t:?} after {input:?}"
        );
    }
}

struct Session {
    seed: u64,
    dir: tempfile::TempDir,
    host: Option<Host>,
    rng: ChaCha8Rng,
    clock: u64,
    events: u64,
    history: Vec<Input>,
    buttons: Vec<String>,
    menus: Vec<(String, Vec<String>)>,
    // What the sessions did, to check that they played.
    started: usize,
    moves: usize,
    ended: usize,
    stealth: usize,
    limited: usize,
    /// Team games started and team votes counted.
    team_games: usize,
    votes: usize,
}

impl Session {
    fn new(seed: u64) -> Session {
        let dir = tempfile::tempdir().expect("temp dir");
        let host = Host::open(dir.path(), config(seed)).expect("host opens");
        Session {
            seed,
            dir,
            host: Some(host),
            rng: ChaCha8Rng::seed_from_u64(seed),
            clock: 1_700_000_000_000,
            events: 0,
            history: Vec::new(),
            buttons: Vec::new(),
            menus: Vec::new(),
            started: 0,
            moves: 0,
            ended: 0,
            stealth: 0,
            limited: 0,
            team_games: 0,
            votes: 0,
        }
    }

    fn host(&self) -> &Host {
        self.host.as_ref().expect("host open")
    }

    fn now(&self) -> Timestamp {
        Timestamp(self.clock)
    }

    fn restart(&mut self) {
        let before = digest(self.host(), self.now());
        self.host = None;
        self.host = Some(open(self.dir.path(), config(self.seed)));
        let after = digest(self.host(), self.now());
        assert!(
            after == before,
            "a restart changed {}",
            first_difference(&before, &after)
        );
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.rng.random_range(0..items.len())]
    }

    /// Someone whose turn it is, where their game is played, and a legal move of theirs
    /// as the host would suggest it.
    fn mover(&mut self) -> Option<(&'static str, Option<&'static str>, String)> {
        // Sometimes a stealth queen move (Chakart), which is made in a DM.
        let typed = if self.rng.random_bool(0.2) {
            "stealth"
        } else {
            ""
        };
        let mut candidates = Vec::new();
        for who in USERS {
            for channel in CHANNELS {
                let asking = Input {
                    event_id: String::new(),
                    at: self.now(),
                    author: Author::named(who),
                    origin: Origin::Channel {
                        server: "srv".into(),
                        channel: channel.into(),
                    },
                    body: Body::Text {
                        text: String::new(),
                        addressed: false,
                    },
                };
                let list = self.host().move_suggestions(&asking, typed);
                if !list.is_empty() {
                    candidates.push((who, channel, list));
                }
            }
        }
        if candidates.is_empty() {
            return None;
        }
        let (who, channel, list) = self.pick(&candidates).clone();
        let mv = self.pick(&list).clone();
        let place = if typed.is_empty() && self.rng.random_bool(0.9) {
            Some(channel)
        } else {
            None
        };
        Some((who, place, mv))
    }

    /// Someone who may accept a waiting challenge, where it waits, and the words.
    fn acceptor(&mut self) -> Option<(&'static str, &'static str, String)> {
        let open = self
            .host()
            .store()
            .open_challenges(self.now())
            .expect("read");
        if open.is_empty() {
            return None;
        }
        let c = self.pick(&open).clone();
        let who = USERS
            .into_iter()
            .find(|u| c.invitee.as_deref() == Some(*u))
            .unwrap_or_else(|| {
                if c.challenger == "carol" {
                    "bob"
                } else {
                    "carol"
                }
            });
        let place = CHANNELS.into_iter().find(|ch| *ch == c.channel)?;
        Some((who, place, format!("!accept #{}", c.id)))
    }

    fn body(&mut self) -> Body {
        let roll = self.rng.random_range(0..100);
        let text = if roll < 80 {
            self.pick(COMMANDS).to_string()
        } else if roll < 88 && !self.buttons.is_empty() {
            let custom_id = self.pick(&self.buttons.clone()).clone();
            return Body::Button { custom_id };
        } else if roll < 93 && !self.menus.is_empty() {
            let (custom_id, values) = self.pick(&self.menus.clone()).clone();
            let value = self.pick(&values).clone();
            return Body::Select {
                custom_id,
                values: vec![value],
            };
        } else if roll < 96 {
            let action = self.pick(&["accept", "decline", "resign", "draw", "choose", "x"]);
            let id = self.rng.random_range(0..12);
            return Body::Button {
                custom_id: format!("ck:{action}:{id}"),
            };
        } else {
            self.pick(&GARBAGE).to_string()
        };
        Body::Text {
            text,
            addressed: self.rng.random_bool(0.5),
        }
    }

    fn step(&mut self) {
        let roll = self.rng.random_range(0..1000);
        if roll < 5 {
            return self.restart();
        }
        if roll < 25 {
            self.clock += self.rng.random_range(1..=72) * HOUR;
            let now = self.now();
            for r in self.host().sweep(now) {
                self.note(&r);
            }
            return;
        }
        if roll < 60 && !self.history.is_empty() {
            let again = self.pick(&self.history.clone()).clone();
            let before = digest(self.host(), self.now());
            let applied = self
                .host()
                .store()
                .is_processed(&again.event_id)
                .expect("read");
            let replies = self.host().handle(again.clone());
            let after = digest(self.host(), self.now());
            if applied {
                // Applied before: not again, and not answered again.
                assert!(replies.is_empty(), "replayed {again:?}: {replies:?}");
                assert!(
                    after == before,
                    "replaying {again:?} changed {}",
                    first_difference(&before, &after)
                );
            } else if after != before {
                // Ignored or refused before, the context has changed since (a game now
                // runs in that channel): this delivery applies it, once.
                let now_applied = self
                    .host()
                    .store()
                    .is_processed(&again.event_id)
                    .expect("read");
                assert!(
                    now_applied,
                    "{again:?} changed state without being recorded"
                );
            }
            return;
        }
        let channel = |name: &str| Origin::Channel {
            server: "srv".into(),
            channel: name.into(),
        };
        let roll = self.rng.random_range(0..100);
        let mover = if roll < 45 {
            self.mover()
        } else if roll < 55 {
            self.acceptor()
                .map(|(who, place, text)| (who, Some(place), text))
        } else {
            None
        };
        let (who, origin, body) = match mover {
            // Half the time, whoever has the move plays a legal one where their game is.
            Some((who, place, text)) => (
                who,
                place.map_or(Origin::Dm, channel),
                Body::Text {
                    text,
                    addressed: false,
                },
            ),
            None => {
                let who = *self.pick(&USERS);
                let origin = if self.rng.random_bool(0.25) {
                    Origin::Dm
                } else {
                    let place = self.pick::<&str>(&CHANNELS);
                    channel(place)
                };
                (who, origin, self.body())
            }
        };
        self.clock += self.rng.random_range(1_000..600_000);
        let mut author = Author::named(who);
        author.moderator = who == "mod";
        let input = Input {
            event_id: format!("ev{}", self.events),
            at: self.now(),
            author,
            origin,
            body,
        };
        self.events += 1;
        let before = games_digest(self.host(), self.now());
        let replies = self.host().handle(input.clone());
        // A team member's vote is answered only to them, and counted in its ballot.
        let vote = replies.iter().any(|r| r.react.is_some());
        self.votes += usize::from(vote);
        let only_private = !vote
            && replies.iter().all(|r| match &r.to() {
                Target::Private(u) | Target::Dm(u) => u == who,
                Target::Channel { .. } | Target::Team(_) => false,
            });
        if only_private {
            let after = games_digest(self.host(), self.now());
            assert!(
                after == before,
                "{input:?} was answered only privately ({replies:?}) but changed {}",
                first_difference(&before, &after)
            );
        }
        for r in &replies {
            check_words(r, &input);
            self.check_board(r);
            self.note(r);
        }
        self.history.push(input);
    }

    /// A board goes only to those who may see it: in a channel the public view (the
    /// game's current one, hidden pieces left out) or, once the game is over, everything;
    /// in private also the player's own view.
    fn check_board(&self, r: &Reply) {
        let Some(board) = &r.board() else { return };
        let id = r.game.expect("a board names its game");
        let game = self.host().store().game(id).expect("read").expect("stored");
        let viewer = board.view.viewer;
        let allowed = match (r.to(), viewer) {
            (_, Viewer::Public) => true,
            // A moderator's audited look (`peek`) at a game they do not play.
            (Target::Private(u), Viewer::Revealed) if u == "mod" => {
                game.is_over() || game.players().color_of(u).is_none()
            }
            (_, Viewer::Revealed) => game.is_over(),
            (Target::Channel { .. }, Viewer::Player(_)) => false,
            (Target::Dm(u) | Target::Private(u), Viewer::Player(c)) => {
                game.players().color_of(u) == Some(c)
            }
            // A team's own board, in its private room.
            (Target::Team(room), Viewer::Player(c)) => {
                room.color == c && game.teams().is_some_and(|t| t.team(c).is_some())
            }
        };
        assert!(
            allowed,
            "game {id}: a {viewer:?} board went to {:?}",
            r.to()
        );
        if viewer == Viewer::Public {
            let public = game.view_for(Viewer::Public);
            assert!(
                board.view.cells == public.cells,
                "game {id}: the public board is not the public view"
            );
        }
    }

    /// Remembers the buttons and menus of a reply, and counts what happened.
    fn note(&mut self, r: &Reply) {
        self.buttons
            .extend(r.buttons.iter().map(|b| b.custom_id.clone()));
        if let Some(m) = &r.menu {
            self.menus.push((
                m.custom_id.clone(),
                m.options.iter().map(|o| o.value.clone()).collect(),
            ));
        }
        if r.to().is_public() {
            let t = &r.text;
            self.started += usize::from(t.contains("begins:"));
            self.moves += usize::from(t.contains(" played "));
            self.stealth += usize::from(t.contains("queen vanished"));
            self.ended += usize::from(t.contains("Fairness: game #"));
            self.team_games += usize::from(t.contains("team votes on its move"));
        } else {
            self.limited += usize::from(r.text.contains("sending commands too fast"));
        }
    }
}

fn open(dir: &Path, config: HostConfig) -> Host {
    // A host just dropped may still hold sled's lock for a moment; Host::open waits.
    Host::open(dir, config).expect("host reopens")
}

/// Odd seeds run as on a platform with threads and a tight rate limit (three commands,
/// then one an hour), even ones as local mode.
fn config(seed: u64) -> HostConfig {
    if seed % 2 == 0 {
        return HostConfig::local();
    }
    HostConfig {
        rate_limit: Some(RateLimit {
            burst: 3.0,
            per_second: 1.0 / 3600.0,
        }),
        threads: true,
        ..HostConfig::local()
    }
}

#[test]
fn random_sessions_keep_every_invariant() {
    let (mut started, mut moves, mut ended, mut stealth, mut limited) = (0, 0, 0, 0, 0);
    let (mut team_games, mut votes) = (0, 0);
    for seed in 0..6 {
        let mut s = Session::new(seed);
        for _ in 0..1000 {
            s.step();
        }
        s.restart();
        // Ids count one by one, restarts included: people type them.
        let most = USERS
            .iter()
            .flat_map(|u| {
                s.host()
                    .store()
                    .games_of_user(u, GameFilter::All)
                    .expect("read")
            })
            .max()
            .unwrap_or(0);
        assert!(most < 2_000, "game #{most} after about 1,000 events");
        started += s.started;
        moves += s.moves;
        ended += s.ended;
        stealth += s.stealth;
        limited += s.limited;
        team_games += s.team_games;
        votes += s.votes;
    }
    eprintln!(
        "{started} games started, {moves} moves ({stealth} stealth), {ended} ended, \
         {limited} rate-limited; {team_games} team games, {votes} team votes"
    );
    assert!(
        started >= 50 && moves >= 300 && ended >= 50 && stealth >= 3 && limited >= 10,
        "the sessions hardly played: {started} games, {moves} moves, {ended} ended"
    );
    // How many team votes are cast varies from run to run, as the other counts do (7 to
    // 18 seen): that they happen is what counts.
    assert!(
        team_games >= 3 && votes >= 1,
        "the team games hardly played: {team_games} started, {votes} votes"
    );
}
