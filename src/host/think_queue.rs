//! The computer's work list: games where the computer is to act, taken in turn (one
//! entry per game, so a busy game cannot crowd out the others: round robin over games),
//! by a bounded number of thinkers. A game asked for again while it is being thought
//! about is queued once more when that thought ends.
//!
//! After-game reviews (issue 38) wait here too, at low priority: a thinker takes one
//! engine search of a review only when no game is waiting for the computer, and comes
//! back here after it, so a live game waits at most one review step; with several
//! thinkers one is always kept for live games. Reviews are served one per server at a
//! time, the servers' current reviews taking steps in turn (round robin), so one busy
//! server cannot hold the others' back; a request's place is its rank in that order.

use crate::host::io::reply::Target;
use crate::host::words::i18n::Lang;
use crate::review::{GameLine, Reviewer};
use std::collections::{HashSet, VecDeque};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Someone waiting for a review: who, where it is posted and in which language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Asker {
    pub user: String,
    pub to: Target,
    pub lang: Lang,
}

/// A review's work: the game still to start, or the review under way.
pub(crate) enum ReviewWork {
    Start(Box<GameLine>),
    Running(Box<Reviewer>),
}

/// What a thinker does next.
pub(crate) enum Job {
    /// Think about game `id` where the computer is to act.
    Game(u64),
    /// One step of game `game`'s review; give the work back with
    /// [`ThinkQueue::review_stepped`] or end it with [`ThinkQueue::review_finished`].
    Review { game: u64, work: ReviewWork },
}

struct ReviewEntry {
    game: u64,
    server: String,
    /// `None` while a thinker holds it.
    work: Option<ReviewWork>,
    askers: Vec<Asker>,
}

#[derive(Default)]
struct State {
    queue: VecDeque<u64>,
    queued: HashSet<u64>,
    thinking: HashSet<u64>,
    /// Asked for again while being thought about.
    again: HashSet<u64>,
    /// Reviews in the order asked.
    reviews: Vec<ReviewEntry>,
    /// The server whose review took the last step.
    last_server: Option<String>,
    /// Review steps under way, and how many may be at once.
    stepping: usize,
    review_thinkers: usize,
    closing: bool,
}

impl State {
    /// The servers with reviews waiting, in the order of their oldest request.
    fn servers(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for e in &self.reviews {
            if !out.contains(&e.server.as_str()) {
                out.push(&e.server);
            }
        }
        out
    }

    /// The fair order: each server's first review, in turn, then each one's second...
    fn fair_order(&self) -> Vec<u64> {
        let servers = self.servers();
        let lists: Vec<Vec<u64>> = servers
            .iter()
            .map(|s| {
                self.reviews
                    .iter()
                    .filter(|e| e.server == *s)
                    .map(|e| e.game)
                    .collect()
            })
            .collect();
        let longest = lists.iter().map(Vec::len).max().unwrap_or(0);
        (0..longest)
            .flat_map(|k| lists.iter().filter_map(move |l| l.get(k).copied()))
            .collect()
    }

    /// The next review to step: the current review of the server after the last one
    /// served, skipping one a thinker holds.
    fn next_review(&mut self) -> Option<usize> {
        if self.stepping >= self.review_thinkers.max(1) {
            return None;
        }
        let servers: Vec<String> = self.servers().into_iter().map(str::to_string).collect();
        if servers.is_empty() {
            return None;
        }
        let after = self
            .last_server
            .as_ref()
            .and_then(|l| servers.iter().position(|s| s == l))
            .map_or(0, |i| i + 1);
        for k in 0..servers.len() {
            let server = &servers[(after + k) % servers.len()];
            let head = self.reviews.iter().position(|e| &e.server == server)?;
            if self.reviews[head].work.is_some() {
                self.last_server = Some(server.clone());
                return Some(head);
            }
        }
        None
    }

    fn idle(&self) -> bool {
        self.queue.is_empty() && self.thinking.is_empty() && self.reviews.is_empty()
    }
}

/// See the module documentation.
#[derive(Default)]
pub(crate) struct ThinkQueue {
    state: Mutex<State>,
    changed: Condvar,
}

impl ThinkQueue {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Asks for a thought about game `id` (nothing if one is already queued).
    pub(crate) fn want(&self, id: u64) {
        let mut s = self.lock();
        if s.closing || s.queued.contains(&id) {
            return;
        }
        if s.thinking.contains(&id) {
            s.again.insert(id);
            return;
        }
        s.queued.insert(id);
        s.queue.push_back(id);
        self.changed.notify_all();
    }

    /// The next work, waiting for some: a game where the computer is to act first, else
    /// a review's step; `None` once closed.
    pub(crate) fn next(&self) -> Option<Job> {
        let mut s = self.lock();
        loop {
            if s.closing {
                return None;
            }
            if let Some(id) = s.queue.pop_front() {
                s.queued.remove(&id);
                s.thinking.insert(id);
                return Some(Job::Game(id));
            }
            if let Some(i) = s.next_review() {
                let entry = &mut s.reviews[i];
                let game = entry.game;
                if let Some(work) = entry.work.take() {
                    s.stepping += 1;
                    return Some(Job::Review { game, work });
                }
            }
            s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// How many thinkers may step reviews at once (one fewer than there are, at least
    /// one: a live game always finds a thinker free when there are two or more).
    pub(crate) fn set_review_thinkers(&self, n: usize) {
        self.lock().review_thinkers = n.max(1);
        self.changed.notify_all();
    }

    /// Asks for the review of game `game` (of `server`) for `asker`: queued with
    /// `line` if it is not already (then `asker` waits with the others); the request's
    /// place in the fair order, from 1. `None` once closing.
    pub(crate) fn want_review(
        &self,
        game: u64,
        server: &str,
        asker: Asker,
        line: impl FnOnce() -> GameLine,
    ) -> Option<usize> {
        let mut s = self.lock();
        if s.closing {
            return None;
        }
        match s.reviews.iter_mut().find(|e| e.game == game) {
            Some(e) => {
                if !e.askers.contains(&asker) {
                    e.askers.push(asker);
                }
            }
            None => s.reviews.push(ReviewEntry {
                game,
                server: server.to_string(),
                work: Some(ReviewWork::Start(Box::new(line()))),
                askers: vec![asker],
            }),
        }
        let place = s.fair_order().iter().position(|&g| g == game)? + 1;
        self.changed.notify_all();
        Some(place)
    }

    /// A review step is over and more remain: its work goes back to the queue.
    pub(crate) fn review_stepped(&self, game: u64, work: ReviewWork) {
        let mut s = self.lock();
        s.stepping = s.stepping.saturating_sub(1);
        if let Some(e) = s.reviews.iter_mut().find(|e| e.game == game) {
            e.work = Some(work);
        }
        self.changed.notify_all();
    }

    /// Those waiting for game `game`'s review.
    pub(crate) fn review_askers(&self, game: u64) -> Vec<Asker> {
        self.lock()
            .reviews
            .iter()
            .find(|e| e.game == game)
            .map_or(Vec::new(), |e| e.askers.clone())
    }

    /// A review is over (or failed), its posts sent: it leaves the queue; those who
    /// waited for it.
    pub(crate) fn review_finished(&self, game: u64) -> Vec<Asker> {
        let mut s = self.lock();
        s.stepping = s.stepping.saturating_sub(1);
        let askers = match s.reviews.iter().position(|e| e.game == game) {
            Some(i) => s.reviews.remove(i).askers,
            None => Vec::new(),
        };
        self.changed.notify_all();
        askers
    }

    /// The thought about game `id` is over (its result applied or dropped).
    pub(crate) fn done(&self, id: u64) {
        let mut s = self.lock();
        s.thinking.remove(&id);
        if s.again.remove(&id) && !s.closing && s.queued.insert(id) {
            s.queue.push_back(id);
        }
        self.changed.notify_all();
    }

    /// Whether nothing is queued nor being thought about (reviews included).
    pub(crate) fn idle(&self) -> bool {
        self.lock().idle()
    }

    /// Waits until idle, at most `max`; whether it is.
    pub(crate) fn wait_idle(&self, max: Duration) -> bool {
        let end = Instant::now() + max;
        let mut s = self.lock();
        while !s.idle() {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            s = self
                .changed
                .wait_timeout(s, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        true
    }

    /// No more thoughts: the thinkers stop once their current one ends.
    pub(crate) fn close(&self) {
        let mut s = self.lock();
        s.closing = true;
        s.queue.clear();
        s.queued.clear();
        s.reviews.clear();
        self.changed.notify_all();
    }

    pub(crate) fn is_closing(&self) -> bool {
        self.lock().closing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_take_turns_and_are_queued_once() {
        let q = ThinkQueue::default();
        q.want(1);
        q.want(1);
        q.want(2);
        assert_eq!(game(q.next()), Some(1));
        // Asked again while thought about: after game 2, not twice.
        q.want(1);
        q.want(1);
        assert_eq!(game(q.next()), Some(2));
        q.done(1);
        assert_eq!(game(q.next()), Some(1));
        q.done(2);
        q.done(1);
        assert!(q.idle());
        q.close();
        assert!(q.next().is_none());
    }

    fn game(job: Option<Job>) -> Option<u64> {
        match job {
            Some(Job::Game(id)) => Some(id),
            Some(Job::Review { game, .. }) => panic!("a review step of {game}"),
            None => None,
        }
    }

    fn line() -> GameLine {
        crate::review::import::read_game("1. f3 e5 2. g4 Qh4# 0-1").expect("a finished game")
    }

    fn asker(user: &str) -> Asker {
        Asker {
            user: user.into(),
            to: Target::Private(user.into()),
            lang: Lang::En,
        }
    }

    /// The review a step is given for, handed back unfinished.
    fn step(q: &ThinkQueue) -> u64 {
        match q.next() {
            Some(Job::Review { game, work }) => {
                q.review_stepped(game, work);
                game
            }
            Some(Job::Game(id)) => panic!("game {id}"),
            None => panic!("closed"),
        }
    }

    #[test]
    fn reviews_wait_for_live_games_and_servers_take_turns() {
        let q = ThinkQueue::default();
        // Server a asks for reviews of games 10 and 11, then server b for 20.
        assert_eq!(q.want_review(10, "a", asker("ann"), line), Some(1));
        assert_eq!(q.want_review(11, "a", asker("ann"), line), Some(2));
        assert_eq!(
            q.want_review(20, "b", asker("bob"), line),
            Some(2),
            "b's first review comes before a's second"
        );
        // Asked again: the same place, one more to tell.
        assert_eq!(q.want_review(20, "b", asker("cid"), line), Some(2));
        assert!(!q.idle());
        // A live game first, whatever the reviews waiting.
        q.want(7);
        assert_eq!(game(q.next()), Some(7));
        // Then the servers' current reviews in turn, a step each.
        assert_eq!(step(&q), 10);
        assert_eq!(step(&q), 20);
        assert_eq!(step(&q), 10);
        q.want(8);
        q.done(7);
        assert_eq!(game(q.next()), Some(8), "a live game overtakes the reviews");
        q.done(8);
        assert_eq!(step(&q), 20);
        // 20 ends: its two askers are told; server b is done, a goes on alone.
        let Some(Job::Review { game: 10, work }) = q.next() else {
            panic!("a's turn")
        };
        q.review_stepped(10, work);
        let Some(Job::Review { game: 20, .. }) = q.next() else {
            panic!("b's turn")
        };
        let told: Vec<String> = q.review_finished(20).into_iter().map(|a| a.user).collect();
        assert_eq!(told, ["bob", "cid"]);
        assert_eq!(step(&q), 10);
        let Some(Job::Review { game: 10, .. }) = q.next() else {
            panic!("a's turn")
        };
        assert!(q.review_finished(10).len() == 1);
        assert_eq!(step(&q), 11);
        q.close();
        assert!(q.next().is_none());
        assert_eq!(q.want_review(12, "a", asker("ann"), line), None);
    }
}
