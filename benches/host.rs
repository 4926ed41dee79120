//! The whole move path of the host, as local mode and Discord drive it: a typed move
//! (`e4`, in the channel where 100 games are played) is parsed, checked by the rules,
//! committed to the real sled store with a durable flush (group commit), and its reply's
//! board rendered to PNG. Measured across 100 concurrent games, one thread per game:
//!
//! - saturation: every game moves again as soon as its reply is out (moves per second);
//! - paced load: each game moves every 100 ms (1,000 moves per second offered), and the
//!   latency of each move is measured from the moment it is due (so a backlog counts);
//! - the same two with the boards rendered on a pool of one thread per core instead of
//!   on each game's thread;
//! - one move alone (criterion), for the unloaded latency.
//!
//! `cargo bench --bench host` (add `-- --quick` for 3-second phases and a shorter run of
//! the criterion part). The store is sled in a temporary folder, or the one
//! `CHAKBOT_BENCH_STORE` names (`postgres://root@127.0.0.1:5432/test?schema=bench`: use a
//! schema of its own: the bench leaves its games there; a run's event ids and players are
//! new, so a schema can be used again). `CHAKBOT_BENCH_PROCESSES=2` runs the
//! bench in two processes at once, each on its own schema (`bench_p1`, `bench_p2`) or
//! sled folder, their lines prefixed `p1`, `p2`: add their moves per second.
//! Each line gives the round trips to the database server per move (PostgreSQL).
//! Games replay the Opera game (33 plies to mate); finished games are replaced by new
//! ones between players never seen before (not timed, but their commands share the
//! machine). Each phase's 100 games start at different plies, so that they do not all
//! end, and start anew, in the same tenth of a second.

use chakbot::game::Timestamp;
use chakbot::host::{Author, BoardImage, Body, Host, HostConfig, Input, Origin, Reply};
use chakbot::render::render_png;
use chakbot::store::StoreUrl;
use criterion::Criterion;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 \
                     Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

const GAMES: usize = 100;

static EVENT: AtomicU64 = AtomicU64::new(1);
static ROUND: AtomicU64 = AtomicU64::new(1);

fn say(who: &str, text: &str) -> Input {
    let n = EVENT.fetch_add(1, Ordering::Relaxed);
    Input {
        event_id: format!("bench-{}-{n}", run()),
        at: Timestamp(1_700_000_000_000 + n),
        author: Author::named(who),
        origin: Origin::Channel {
            server: "local".into(),
            channel: "local".into(),
        },
        body: Body::Text {
            text: text.into(),
            addressed: true,
        },
    }
}

/// This run's mark in event ids and player names (its start, in milliseconds), so that a
/// store left by an earlier run can be used again.
fn run() -> u64 {
    static RUN: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *RUN.get_or_init(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    })
}

/// Starts a game between two new players; returns their names.
fn new_game(host: &Host) -> (String, String) {
    let r = ROUND.fetch_add(1, Ordering::Relaxed);
    let (w, b) = (format!("w{}-{r}", run()), format!("b{}-{r}", run()));
    let replies = host.handle(say(&w, &format!("challenge chess @{b} as white")));
    assert!(!replies.is_empty());
    let replies = host.handle(say(&b, "accept"));
    assert!(
        replies.iter().any(|r| r.board().is_some()),
        "{}",
        replies[0].text
    );
    (w, b)
}

/// What an adapter does with the replies before it can send them: render every board.
fn deliver(replies: &[Reply]) -> usize {
    replies
        .iter()
        .filter_map(|r| r.board())
        .map(|b| render_png(&b.view, &b.options).len())
        .sum()
}

type Job = (BoardImage, mpsc::Sender<usize>);

/// A pool of one rendering thread per core: boards are drawn there instead of on each
/// game's thread.
#[derive(Clone)]
struct RenderPool {
    jobs: mpsc::Sender<Job>,
}

impl RenderPool {
    fn new(threads: usize) -> RenderPool {
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for _ in 0..threads {
            let rx = rx.clone();
            std::thread::spawn(move || loop {
                let job = rx.lock().expect("pool lock").recv();
                let Ok((board, back)) = job else { break };
                let _ = back.send(render_png(&board.view, &board.options).len());
            });
        }
        RenderPool { jobs: tx }
    }

    fn deliver(&self, replies: &[Reply]) -> usize {
        let waits: Vec<mpsc::Receiver<usize>> = replies
            .iter()
            .filter_map(|r| r.board().cloned())
            .map(|b| {
                let (tx, rx) = mpsc::channel();
                self.jobs.send((b, tx)).expect("pool runs");
                rx
            })
            .collect();
        waits.iter().map(|w| w.recv().expect("rendered")).sum()
    }
}

/// One game's player pair, cycling through the Opera game.
struct Player {
    names: (String, String),
    ply: usize,
}

impl Player {
    fn new(host: &Host) -> Player {
        Player {
            names: new_game(host),
            ply: 0,
        }
    }

    /// A player pair whose first game is already `plies` moves in (played untimed), so
    /// that the 100 games do not all end, and start anew, at the same moment.
    fn part_way(host: &Host, plies: usize) -> Player {
        let mut p = Player::new(host);
        for _ in 0..plies {
            p.play(host, None, None);
        }
        p
    }

    /// Plays the next move (starting a new game first if the last one ended); returns the
    /// time from `since` to the rendered reply, and from `since` to the host's
    /// acknowledgement (before rendering).
    fn play(
        &mut self,
        host: &Host,
        since: Option<Instant>,
        pool: Option<&RenderPool>,
    ) -> (Duration, Duration) {
        let moves: Vec<&str> = OPERA.split_whitespace().collect();
        if self.ply == moves.len() {
            *self = Player::new(host);
        }
        let who = if self.ply % 2 == 0 {
            &self.names.0
        } else {
            &self.names.1
        };
        let input = say(who, moves[self.ply]);
        let began = since.unwrap_or_else(Instant::now);
        let replies = host.handle(input);
        let acked = began.elapsed();
        let bytes = match pool {
            Some(p) => p.deliver(&replies),
            None => deliver(&replies),
        };
        let took = began.elapsed();
        assert!(
            bytes > 0 && replies[0].text.contains("played"),
            "{}",
            replies[0].text
        );
        self.ply += 1;
        (took, acked)
    }
}

/// CPU time (user + system) this process used so far, from `/proc/self/stat` (Linux;
/// zero elsewhere): the other jobs on a shared machine do not count in it.
fn cpu_time() -> Duration {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return Duration::ZERO;
    };
    // Fields after the command name (which ends with the last ')'): utime is the 12th,
    // stime the 13th, in clock ticks (100 per second on Linux).
    let fields: Vec<u64> = stat
        .rsplit_once(')')
        .map(|(_, rest)| {
            rest.split_whitespace()
                .map(|f| f.parse().unwrap_or(0))
                .collect()
        })
        .unwrap_or_default();
    let ticks = fields.get(11).copied().unwrap_or(0) + fields.get(12).copied().unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Runs 100 games on 100 threads for `length`; `period`: each game's time between two
/// moves (`None`: as fast as possible). Prints and returns moves per second.
fn load(
    host: &Arc<Host>,
    period: Option<Duration>,
    length: Duration,
    pool: Option<&RenderPool>,
) -> f64 {
    let plies = OPERA.split_whitespace().count();
    let players: Vec<Player> = (0..GAMES)
        .map(|k| Player::part_way(host, k % plies))
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let flushes0 = host.store().flushes();
    let stats0 = host.store().flush_stats();
    let trips0 = host.store().round_trips();
    let cpu0 = cpu_time();
    let began = Instant::now();
    let threads: Vec<_> = players
        .into_iter()
        .enumerate()
        .map(|(k, mut p)| {
            let (host, stop, pool) = (host.clone(), stop.clone(), pool.cloned());
            std::thread::spawn(move || {
                let mut latencies = Vec::new();
                // Paced games start spread over one period.
                let mut due = period.map(|t| began + t.mul_f64(k as f64 / GAMES as f64));
                while !stop.load(Ordering::Relaxed) {
                    if let Some(at) = due {
                        let now = Instant::now();
                        if at > now {
                            std::thread::sleep(at - now);
                        }
                    }
                    latencies.push(p.play(&host, due, pool.as_ref()));
                    if let (Some(at), Some(t)) = (due.as_mut(), period) {
                        *at += t;
                    }
                }
                latencies
            })
        })
        .collect();
    std::thread::sleep(length);
    stop.store(true, Ordering::Relaxed);
    let (mut all, mut acked): (Vec<Duration>, Vec<Duration>) = threads
        .into_iter()
        .flat_map(|t| t.join().expect("no panic"))
        .unzip();
    let elapsed = began.elapsed();
    let flushes = host.store().flushes() - flushes0;
    let stats = host.store().flush_stats();
    let flush_mean = (stats.total - stats0.total)
        .checked_div((stats.count - stats0.count).max(1) as u32)
        .unwrap_or_default();
    let cpu = cpu_time().saturating_sub(cpu0);
    let trips = host.store().round_trips() - trips0;
    all.sort();
    acked.sort();
    let rate = all.len() as f64 / elapsed.as_secs_f64();
    let mut case = match period {
        Some(t) => format!(
            "paced, {:.0} moves/s offered",
            GAMES as f64 / t.as_secs_f64()
        ),
        None => "saturation".to_string(),
    };
    if pool.is_some() {
        case.push_str(", boards on a render pool");
    }
    eprintln!(
        "{}host/{case}: {} moves in {:.2} s = {rate:.0} acked moves/s; latency p50 {:.2} ms, \
         p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {flushes} flushes ({:.1} moves per flush); \
         CPU {:.2} ms per move; {:.2} round trips per move (new games included); \
         without rendering (due to acknowledged): p50 {:.2} ms, \
         p99 {:.2} ms; flush mean {:.2} ms, longest so far {:.2} ms",
        prefix(),
        all.len(),
        elapsed.as_secs_f64(),
        ms(percentile(&all, 0.50)),
        ms(percentile(&all, 0.90)),
        ms(percentile(&all, 0.99)),
        ms(percentile(&all, 1.0)),
        all.len() as f64 / flushes.max(1) as f64,
        ms(cpu) / all.len().max(1) as f64,
        trips as f64 / all.len().max(1) as f64,
        ms(percentile(&acked, 0.50)),
        ms(percentile(&acked, 0.99)),
        ms(flush_mean),
        ms(stats.longest),
    );
    rate
}

/// Where one move's time goes, on one thread: the host (parse, rules, store commit with
/// its flush) and the rendering of the reply's boards.
fn breakdown(host: &Host) {
    let moves: Vec<&str> = OPERA.split_whitespace().collect();
    let (mut handle, mut render, mut n) = (Duration::ZERO, Duration::ZERO, 0u32);
    let cpu0 = cpu_time();
    let flushes0 = host.store().flushes();
    let mut trips = 0;
    for _ in 0..15 {
        let (w, b) = new_game(host);
        for (i, m) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { &w } else { &b };
            let input = say(who, m);
            let trips0 = host.store().round_trips();
            let t0 = Instant::now();
            let replies = host.handle(input);
            let t1 = Instant::now();
            trips += host.store().round_trips() - trips0;
            deliver(&replies);
            render += t1.elapsed();
            handle += t1 - t0;
            n += 1;
        }
    }
    let cpu = cpu_time().saturating_sub(cpu0);
    let flushes = host.store().flushes() - flushes0;
    eprintln!(
        "{}host/one thread: {n} moves; per move: host.handle {:.3} ms (parse, rules, commit \
         and flush), rendering its board {:.3} ms; CPU {:.2} ms per move (challenges \
         included); {flushes} flushes; {:.2} round trips per move (challenges not included)",
        prefix(),
        ms(handle) / f64::from(n),
        ms(render) / f64::from(n),
        ms(cpu) / f64::from(n),
        trips as f64 / f64::from(n),
    );
}

/// `p1: ` in the first of several processes (`CHAKBOT_BENCH_PROCESS`), else nothing.
fn prefix() -> String {
    std::env::var("CHAKBOT_BENCH_PROCESS")
        .map(|p| format!("p{p}: "))
        .unwrap_or_default()
}

/// The store URL of process `k` of several: its own schema (or sled folder).
fn url_of_process(url: &str, k: usize) -> String {
    let Some((base, query)) = url.split_once('?') else {
        return format!("{url}?schema=bench_p{k}");
    };
    let params: Vec<String> = query
        .split('&')
        .filter(|p| !p.starts_with("schema="))
        .map(str::to_string)
        .chain(std::iter::once(
            match query.split('&').find_map(|p| p.strip_prefix("schema=")) {
                Some(s) => format!("schema={s}_p{k}"),
                None => format!("schema=bench_p{k}"),
            },
        ))
        .collect();
    format!("{base}?{}", params.join("&"))
}

/// Runs this bench in `n` processes at once (the same arguments), and waits for them.
fn run_processes(n: usize) {
    let exe = std::env::current_exe().expect("the bench's own path");
    let store = std::env::var("CHAKBOT_BENCH_STORE").ok();
    let children: Vec<_> = (1..=n)
        .map(|k| {
            let mut c = std::process::Command::new(&exe);
            c.args(std::env::args().skip(1))
                .env_remove("CHAKBOT_BENCH_PROCESSES")
                .env("CHAKBOT_BENCH_PROCESS", k.to_string());
            if let Some(url) = &store {
                if url.starts_with("postgres") {
                    c.env("CHAKBOT_BENCH_STORE", url_of_process(url, k));
                } else {
                    // One sled folder per process: each takes a temporary one.
                    c.env_remove("CHAKBOT_BENCH_STORE");
                }
            }
            c.spawn().expect("the bench starts again")
        })
        .collect();
    for mut c in children {
        let status = c.wait().expect("the bench process ends");
        assert!(status.success(), "a bench process failed: {status}");
    }
}

fn main() {
    if let Some(n) = std::env::var("CHAKBOT_BENCH_PROCESSES")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n > 1)
    {
        run_processes(n);
        return;
    }
    let quick = std::env::args().any(|a| a == "--quick");
    let length = Duration::from_secs(if quick { 3 } else { 8 });
    let dir = tempfile::tempdir().expect("temp dir");
    let url = match std::env::var("CHAKBOT_BENCH_STORE") {
        Ok(url) => url.parse().expect("a store URL"),
        Err(_) => StoreUrl::Sled(dir.path().to_path_buf()),
    };
    eprintln!("{}host: store {url}", prefix());
    let host = Arc::new(Host::open_url(&url, HostConfig::local()).expect("store opens"));
    breakdown(&host);
    load(&host, None, length, None);
    for period_ms in [200, 100, 67] {
        load(&host, Some(Duration::from_millis(period_ms)), length, None);
    }
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let pool = RenderPool::new(cores);
    load(&host, None, length, Some(&pool));
    load(&host, Some(Duration::from_millis(100)), length, Some(&pool));
    let mut c = Criterion::default().configure_from_args();
    let mut group = c.benchmark_group("host");
    group.sample_size(50);
    let mut player = Player::new(&host);
    group.bench_function("one move, typed to rendered reply (durable)", |b| {
        b.iter(|| player.play(&host, None, None).0)
    });
    group.finish();
    c.final_summary();
}
