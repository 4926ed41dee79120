//! Sending messages despite passing Discord failures: retries with exponential backoff and
//! jitter on 5xx, 429 and network errors (a 429 waits at least Discord's `retry_after`), and
//! a nonce Discord uses to apply a retried send only once.
//!
//! serenity itself never retries a 5xx. Its ratelimiter sleeps for `Retry-After` /
//! `X-RateLimit-Reset-After` and retries 429s in production, so a 429 reaches us only
//! when it is off: against another Discord (the fake on loopback), because serenity
//! 0.12.5's ratelimiter always sends to `https://discord.com` (it builds requests with no
//! proxy). serenity's error keeps neither the headers nor the body's `retry_after` (its
//! `DiscordJsonError` has only `code`, `message`, `errors`), so we then wait
//! [`RATE_LIMITED_WAIT`] at least, longer than the fake's `retry_after` and than a usual
//! per-route reset (`tests/discord_e2e.rs` `rate_limited_send_is_retried` measures it).

use rand::Rng;
use serenity::all::{ChannelId, CreateMessage, Http, HttpError, Message, Nonce};
use std::future::Future;
use std::time::Duration;

/// How often and how patiently to retry.
#[derive(Debug, Clone, Copy)]
pub struct RetryPolicy {
    /// Attempts in all, the first one included.
    pub attempts: u32,
    /// Wait before the second attempt; doubled for each further one.
    pub base_delay: Duration,
    /// The longest wait between two attempts.
    pub max_delay: Duration,
}

impl RetryPolicy {
    /// Four attempts, waiting 0.25 s, 0.5 s then 1 s.
    pub const DEFAULT: RetryPolicy = RetryPolicy {
        attempts: 4,
        base_delay: Duration::from_millis(250),
        max_delay: Duration::from_secs(5),
    };

    /// The wait after failed attempt number `attempt` (1-based).
    ///
    /// ```
    /// use chakbot::discord::RetryPolicy;
    /// use std::time::Duration;
    /// let p = RetryPolicy::DEFAULT;
    /// assert_eq!(p.delay(1), Duration::from_millis(250));
    /// assert_eq!(p.delay(3), Duration::from_millis(1000));
    /// assert_eq!(p.delay(30), Duration::from_secs(5));
    /// ```
    pub fn delay(&self, attempt: u32) -> Duration {
        let factor = 1u32
            .checked_shl(attempt.saturating_sub(1))
            .unwrap_or(u32::MAX);
        self.base_delay
            .checked_mul(factor)
            .map_or(self.max_delay, |d| d.min(self.max_delay))
    }
}

/// The least a 429 waits when Discord's `retry_after` is not known.
pub const RATE_LIMITED_WAIT: Duration = Duration::from_secs(1);

impl RetryPolicy {
    /// The wait after failed attempt `attempt` with `err`: a random point between half
    /// and all of [`RetryPolicy::delay`] (jitter, so that retries of many tasks do not
    /// line up), and for a 429 at least Discord's `retry_after`.
    pub fn wait(&self, attempt: u32, err: &serenity::Error) -> Duration {
        let jittered = jitter(self.delay(attempt), &mut rand::rng());
        match retry_after(err) {
            Some(after) => jittered.max(after),
            None => jittered,
        }
    }
}

/// A random point between half and all of `cap`.
pub fn jitter(cap: Duration, rng: &mut impl Rng) -> Duration {
    let half = cap / 2;
    half + half.mul_f64(rng.random::<f64>())
}

/// How long Discord asked to wait, for a 429: its `retry_after` when serenity hands it
/// over (only its own ratelimiter sees it in 0.12.5), else [`RATE_LIMITED_WAIT`].
pub fn retry_after(err: &serenity::Error) -> Option<Duration> {
    match err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(resp))
            if resp.status_code.as_u16() == 429 =>
        {
            Some(RATE_LIMITED_WAIT)
        }
        _ => None,
    }
}

/// Whether an error is worth another attempt: a server error (5xx), a rate limit (429) or
/// a failed connection. A 4xx such as "cannot DM this user" is final.
pub fn is_transient(err: &serenity::Error) -> bool {
    match err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(resp)) => {
            resp.status_code.is_server_error() || resp.status_code.as_u16() == 429
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// The Discord JSON error code of a failed request (50007: cannot send messages to this
/// user), if the error is one.
pub fn discord_error_code(err: &serenity::Error) -> Option<isize> {
    match err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(resp)) => Some(resp.error.code),
        _ => None,
    }
}

/// Runs `op` until it succeeds, fails with a non-transient error, or the attempts run out
/// (the last error is returned).
pub async fn retry<T, F, Fut>(policy: RetryPolicy, what: &str, mut op: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut attempt = 1;
    loop {
        match op().await {
            Ok(value) => return Ok(value),
            Err(err) if attempt < policy.attempts && is_transient(&err) => {
                let wait = policy.wait(attempt, &err);
                tracing::warn!(
                    "{what} failed (attempt {attempt} of {}), retrying in {wait:?}: {err}",
                    policy.attempts
                );
                tokio::time::sleep(wait).await;
                attempt += 1;
            }
            Err(err) => return Err(err),
        }
    }
}

/// Sends `message` to `channel`, retrying transient failures. The message carries a fresh
/// nonce with `enforce_nonce`, so Discord creates it once even when a failed attempt did
/// reach it.
pub async fn send_message(
    http: &Http,
    channel: ChannelId,
    message: CreateMessage,
) -> serenity::Result<Message> {
    let message = message
        .nonce(Nonce::String(format!("{:016x}", rand::random::<u64>())))
        .enforce_nonce(true);
    retry(RetryPolicy::DEFAULT, "sending a message", || {
        channel.send_message(http, message.clone())
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[tokio::test]
    async fn a_final_error_is_not_retried() {
        let calls = Cell::new(0);
        let result: serenity::Result<()> = retry(RetryPolicy::DEFAULT, "test", || {
            calls.set(calls.get() + 1);
            async { Err(serenity::Error::Other("refused")) }
        })
        .await;
        assert!(result.is_err());
        assert_eq!(calls.get(), 1);
    }

    #[tokio::test]
    async fn success_returns_at_once() {
        let calls = Cell::new(0);
        let result = retry(RetryPolicy::DEFAULT, "test", || {
            calls.set(calls.get() + 1);
            async { Ok(7) }
        })
        .await;
        assert_eq!(result.ok(), Some(7));
        assert_eq!(calls.get(), 1);
    }

    #[test]
    fn jitter_stays_between_half_and_all_of_the_delay() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let cap = Duration::from_millis(800);
        let waits: Vec<Duration> = (0..200).map(|_| jitter(cap, &mut rng)).collect();
        assert!(waits.iter().all(|w| *w >= cap / 2 && *w <= cap));
        let distinct: std::collections::HashSet<_> = waits.iter().collect();
        assert!(distinct.len() > 150, "the waits differ: {}", distinct.len());
    }

    #[test]
    fn a_final_error_has_no_retry_after() {
        assert_eq!(retry_after(&serenity::Error::Other("refused")), None);
    }

    #[test]
    fn delays_double_up_to_the_cap() {
        let p = RetryPolicy {
            attempts: 10,
            base_delay: Duration::from_millis(100),
            max_delay: Duration::from_millis(700),
        };
        let waits: Vec<u128> = (1..=5).map(|a| p.delay(a).as_millis()).collect();
        assert_eq!(waits, [100, 200, 400, 700, 700]);
    }
}
