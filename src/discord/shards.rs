//! Which gateway shards a process runs (`--shard-range FIRST-LAST --shard-total N`),
//! Discord's formula for the shard a server's events arrive on, and the name a process
//! takes in the leases it shares with the others.

use std::fmt;

/// Shards `first..=last` of `total`: one process's share of the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// The range `FIRST-LAST` (as `--shard-range` writes it) of `total` shards; refused
    /// unless `first <= last < total`.
    ///
    /// ```
    /// use chakbot::discord::ShardRange;
    /// assert_eq!(
    ///     ShardRange::parse("1-2", 4),
    ///     Ok(ShardRange { first: 1, last: 2, total: 4 })
    /// );
    /// assert_eq!(ShardRange::parse("3", 4).map(|r| (r.first, r.last)), Ok((3, 3)));
    /// assert!(ShardRange::parse("2-1", 4).is_err());
    /// assert!(ShardRange::parse("0-4", 4).is_err());
    /// assert!(ShardRange::parse("a-b", 4).is_err());
    /// ```
    pub fn parse(range: &str, total: u32) -> Result<ShardRange, String> {
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (range.trim(), range.trim()),
        };
        let number = |s: &str| {
            s.parse::<u32>().map_err(|_| {
                format!("--shard-range must be FIRST-LAST with two shard numbers, not `{range}`")
            })
        };
        let (first, last) = (number(first)?, number(last)?);
        if total == 0 {
            return Err("--shard-total must be at least 1".to_string());
        }
        if first > last {
            return Err(format!(
                "--shard-range {range}: the first shard comes after the last"
            ));
        }
        if last >= total {
            return Err(format!(
                "--shard-range {range}: shards are numbered 0 to {} when --shard-total is {total}",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }

    /// Every shard `0..total` (what `--shards N` runs in one process).
    pub fn all(total: u32) -> ShardRange {
        ShardRange {
            first: 0,
            last: total.saturating_sub(1),
            total: total.max(1),
        }
    }

    /// The shards of the range, in order.
    pub fn ids(&self) -> impl Iterator<Item = u32> {
        self.first..=self.last
    }

    /// Whether this range receives direct messages (Discord sends them on shard 0).
    pub fn has_dms(&self) -> bool {
        self.first == 0
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.total)
    }
}

/// The shard that receives the events of server `guild` among `total` shards
/// (Discord's `(guild_id >> 22) % num_shards`).
///
/// ```
/// use chakbot::discord::shard_of_guild;
/// assert_eq!(shard_of_guild(41_771_983_423_143_937, 1), 0);
/// assert_eq!(shard_of_guild(3 << 22, 2), 1);
/// assert_eq!(shard_of_guild(3 << 22, 3), 0);
/// ```
pub fn shard_of_guild(guild: u64, total: u32) -> u32 {
    // The remainder is below `total`, so it fits back into a u32.
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// The identify bucket of a shard: shards whose ids are equal modulo `max_concurrency`
/// share one identify per 5 seconds.
pub fn identify_bucket(shard: u32, max_concurrency: u32) -> u32 {
    shard % max_concurrency.max(1)
}

/// A name for this process in leases (identify buckets, the sweeper's): its pid and the
/// time it started.
pub(crate) fn process_name() -> String {
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    format!("{}-{started:x}", std::process::id())
}
