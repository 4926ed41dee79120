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
//! server cannot hold the others' back; a request's place is its rank in that order. A
//! review whose store failed waits here, computed, and is tried again after a wait that
//! doubles with each failure (1 s to a minute); the requests themselves are in the store
//! (`host::review::queue`), so a restart resumes them.

use crate::host::io::reply::Target;
use crate::host::words::i18n::Lang;
use crate::review::{GameLine, Review, Reviewer};
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

/// A review's work: the game still to start, the review under way, or the review
/// computed and still to be stored and posted (after a store failure, or when someone
/// asked while it was being posted).
pub(crate) enum ReviewWork {
    Start(Box<GameLine>),
    Running(Box<Reviewer>),
    Done(Box<Review>),
}

/// What a thinker does next.
pub(crate) enum Job {
    /// Think about game `id` where the computer is to act.
    Game(u64),
    /// One step of game `game`'s review; give the work back with
    /// [`ThinkQueue::review_stepped`] (or [`ThinkQueue::review_retry`]) or end it with
    /// [`ThinkQueue::review_finished`].
    Review { game: u64, work: ReviewWork },
}

/// The first wait before a review that could not be stored is tried again; each failure
/// doubles it, up to [`RETRY_MAX`].
pub(crate) const RETRY_FIRST: Duration = Duration::from_secs(1);
pub(crate) const RETRY_MAX: Duration = Duration::from_secs(60);

struct ReviewEntry {
    game: u64,
    server: String,
    /// `None` while a thinker holds it.
    work: Option<ReviewWork>,
    /// Not to be taken before this (a failed store is tried again after a while).
    not_before: Option<Instant>,
    /// Store failures in a row.
    failures: u32,
    /// Asked for again while a thinker held it: it is posted once more (to those whose
    /// request came meanwhile) before it leaves the queue.
    again: bool,
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
    /// served, skipping one a thinker holds or one waiting to be tried again.
    fn next_review(&mut self, now: Instant) -> Option<usize> {
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
            let e = &self.reviews[head];
            if e.work.is_some() && e.not_before.is_none_or(|t| t <= now) {
                self.last_server = Some(server.clone());
                return Some(head);
            }
        }
        None
    }

    /// When the first review waiting to be tried again may be.
    fn next_retry(&self) -> Option<Instant> {
        self.reviews
            .iter()
            .filter(|e| e.work.is_some())
            .filter_map(|e| e.not_before)
            .min()
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
            let now = Instant::now();
            if let Some(i) = s.next_review(now) {
                let entry = &mut s.reviews[i];
                let game = entry.game;
                entry.not_before = None;
                if let Some(work) = entry.work.take() {
                    s.stepping += 1;
                    return Some(Job::Review { game, work });
                }
            }
            s = match s.next_retry() {
                Some(at) => {
                    let wait = at
                        .saturating_duration_since(now)
                        .max(Duration::from_millis(1));
                    self.changed
                        .wait_timeout(s, wait)
                        .unwrap_or_else(|e| e.into_inner())
                        .0
                }
                None => self.changed.wait(s).unwrap_or_else(|e| e.into_inner()),
            };
        }
    }

    /// How many thinkers may step reviews at once (one fewer than there are, at least
    /// one: a live game always finds a thinker free when there are two or more).
    pub(crate) fn set_review_thinkers(&self, n: usize) {
        self.lock().review_thinkers = n.max(1);
        self.changed.notify_all();
    }

    /// Asks for the review of game `game` (of `server`): queued with `line` if it is not
    /// already (the request is already in the store: whoever asked is posted to from
    /// there); the review's place in the fair order, from 1. `None` once closing.
    pub(crate) fn want_review(
        &self,
        game: u64,
        server: &str,
        line: impl FnOnce() -> GameLine,
    ) -> Option<usize> {
        let mut s = self.lock();
        if s.closing {
            return None;
        }
        match s.reviews.iter_mut().find(|e| e.game == game) {
            // Held by a thinker, perhaps posting it to those it read: once more after.
            Some(e) if e.work.is_none() => e.again = true,
            Some(_) => {}
            None => s.reviews.push(ReviewEntry {
                game,
                server: server.to_string(),
                work: Some(ReviewWork::Start(Box::new(line()))),
                not_before: None,
                failures: 0,
                again: false,
            }),
        }
        let place = s.fair_order().iter().position(|&g| g == game)? + 1;
        self.changed.notify_all();
        Some(place)
    }

    /// Whether game `game`'s review is in this process's queue (waiting, or being worked
    /// on by a thinker).
    pub(crate) fn has_review(&self, game: u64) -> bool {
        self.lock().reviews.iter().any(|e| e.game == game)
    }

    /// A review step is over and more remain: its work goes back to the queue.
    pub(crate) fn review_stepped(&self, game: u64, work: ReviewWork) {
        let mut s = self.lock();
        s.stepping = s.stepping.saturating_sub(1);
        if let Some(e) = s.reviews.iter_mut().find(|e| e.game == game) {
            e.work = Some(work);
            e.again = false;
        }
        self.changed.notify_all();
    }

    /// The review could not be stored: its work goes back to the queue, to be tried
    /// again after a wait that doubles with each failure in a row (from [`RETRY_FIRST`]
    /// to [`RETRY_MAX`]); the wait.
    pub(crate) fn review_retry(&self, game: u64, work: ReviewWork) -> Duration {
        let mut s = self.lock();
        s.stepping = s.stepping.saturating_sub(1);
        let mut wait = RETRY_FIRST;
        if let Some(e) = s.reviews.iter_mut().find(|e| e.game == game) {
            wait = RETRY_FIRST
                .saturating_mul(1 << e.failures.min(16))
                .min(RETRY_MAX);
            e.failures = e.failures.saturating_add(1);
            e.work = Some(work);
            e.again = false;
            e.not_before = Some(Instant::now() + wait);
        }
        self.changed.notify_all();
        wait
    }

    /// A review is stored and its posts sent: it leaves the queue, unless it was asked
    /// for again meanwhile (then `review` goes back to post it to those who asked since:
    /// `true`).
    pub(crate) fn review_finished(&self, game: u64, review: Box<Review>) -> bool {
        let mut s = self.lock();
        s.stepping = s.stepping.saturating_sub(1);
        let again = match s.reviews.iter().position(|e| e.game == game) {
            Some(i) if s.reviews[i].again => {
                let e = &mut s.reviews[i];
                e.again = false;
                e.failures = 0;
                e.work = Some(ReviewWork::Done(review));
                true
            }
            Some(i) => {
                s.reviews.remove(i);
                false
            }
            None => false,
        };
        self.changed.notify_all();
        again
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

    /// A finished review to hand back.
    fn done() -> Box<Review> {
        let budget = crate::review::Budget {
            ms_per_step: 1,
            ..crate::review::Budget::default()
        };
        Box::new(crate::review::review(line(), budget))
    }

    #[test]
    fn reviews_wait_for_live_games_and_servers_take_turns() {
        let q = ThinkQueue::default();
        // Server a asks for reviews of games 10 and 11, then server b for 20.
        assert_eq!(q.want_review(10, "a", line), Some(1));
        assert_eq!(q.want_review(11, "a", line), Some(2));
        assert_eq!(
            q.want_review(20, "b", line),
            Some(2),
            "b's first review comes before a's second"
        );
        // Asked again: the same place.
        assert_eq!(q.want_review(20, "b", line), Some(2));
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
        // 20 ends: server b is done, a goes on alone.
        let Some(Job::Review { game: 10, work }) = q.next() else {
            panic!("a's turn")
        };
        q.review_stepped(10, work);
        let Some(Job::Review { game: 20, .. }) = q.next() else {
            panic!("b's turn")
        };
        assert!(!q.review_finished(20, done()), "nobody asked meanwhile");
        assert_eq!(step(&q), 10);
        let Some(Job::Review { game: 10, .. }) = q.next() else {
            panic!("a's turn")
        };
        // Asked again while it is being posted: posted once more, then gone.
        assert_eq!(q.want_review(10, "a", line), Some(1));
        assert!(q.review_finished(10, done()), "asked meanwhile");
        let Some(Job::Review {
            game: 10,
            work: ReviewWork::Done(review),
        }) = q.next()
        else {
            panic!("10 to post again")
        };
        assert!(!q.review_finished(10, review));
        assert_eq!(step(&q), 11);
        q.close();
        assert!(q.next().is_none());
        assert_eq!(q.want_review(12, "a", line), None);
    }

    #[test]
    fn a_review_that_could_not_be_stored_waits_longer_each_time() {
        let q = ThinkQueue::default();
        q.want_review(10, "a", line);
        let Some(Job::Review { game: 10, work }) = q.next() else {
            panic!("10")
        };
        assert_eq!(q.review_retry(10, work), RETRY_FIRST);
        // Not taken again before its wait, and the queue is not idle meanwhile.
        let began = Instant::now();
        assert!(!q.idle());
        let Some(Job::Review { game: 10, work }) = q.next() else {
            panic!("10 again")
        };
        assert!(began.elapsed() >= RETRY_FIRST - Duration::from_millis(5));
        assert_eq!(q.review_retry(10, work), RETRY_FIRST * 2);
        let Some(Job::Review { game: 10, work }) = q.next() else {
            panic!("10 again")
        };
        assert_eq!(q.review_retry(10, work), RETRY_FIRST * 4);
        // A live game does not wait for it.
        q.want(3);
        assert_eq!(game(q.next()), Some(3));
        q.done(3);
        q.close();
    }
}
