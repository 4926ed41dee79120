//! Provably fair randomness: the server's committed secret, the players' contributions,
//! the game seed, and the per-turn random generators derived from it. The construction is
//! specified byte by byte in `docs/FAIRNESS.md`.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Domain tag that starts the hash input of the game seed.
pub const SEED_TAG: &[u8] = b"chakbot seed v1";
/// Domain tag that starts the hash input of a turn's generator key.
pub const TURN_TAG: &[u8] = b"chakbot turn v1";
/// Domain tag that starts the hash input of the start position's generator key.
pub const START_TAG: &[u8] = b"chakbot start v1";

/// Why a fairness check failed, worded for whoever runs `chakbot verify`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FairnessError {
    #[error("the operating system's random source failed: {0}")]
    RandomSource(String),
    #[error("'{value}' is not a {what}: expected {digits} hexadecimal digits")]
    BadHex {
        what: &'static str,
        value: String,
        digits: usize,
    },
    #[error("the revealed secret does not match the commitment: SHA-256 of the secret is {actual}, the commitment was {committed}")]
    CommitmentMismatch { committed: String, actual: String },
}

/// Bytes written as lowercase hexadecimal digits (two per byte).
pub(crate) fn to_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(2 * bytes.len());
    for b in bytes {
        s.push(char::from(DIGITS[usize::from(b >> 4)]));
        s.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    s
}

/// Reads 2 × N hexadecimal digits (either case, surrounding spaces ignored).
pub(crate) fn from_hex<const N: usize>(
    text: &str,
    what: &'static str,
) -> Result<[u8; N], FairnessError> {
    let bad = || FairnessError::BadHex {
        what,
        value: text.chars().take(80).collect(),
        digits: 2 * N,
    };
    let t = text.trim().as_bytes();
    if t.len() != 2 * N {
        return Err(bad());
    }
    let digit = |c: u8| {
        char::from(c)
            .to_digit(16)
            .and_then(|d| u8::try_from(d).ok())
    };
    let mut out = [0u8; N];
    for (i, pair) in t.chunks_exact(2).enumerate() {
        let (Some(hi), Some(lo)) = (digit(pair[0]), digit(pair[1])) else {
            return Err(bad());
        };
        out[i] = hi << 4 | lo;
    }
    Ok(out)
}

macro_rules! hex_newtype_serde {
    ($t:ident, $what:expr) => {
        impl $t {
            /// The 64 lowercase hexadecimal digits.
            pub fn to_hex(&self) -> String {
                to_hex(&self.0)
            }

            /// Reads 64 hexadecimal digits.
            pub fn from_hex(text: &str) -> Result<$t, FairnessError> {
                from_hex(text, $what).map($t)
            }

            /// The raw bytes.
            pub fn as_bytes(&self) -> &[u8; 32] {
                &self.0
            }
        }

        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.to_hex())
            }
        }

        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                let s = String::deserialize(d)?;
                $t::from_hex(&s).map_err(serde::de::Error::custom)
            }
        }
    };
}

/// The server's 32 secret bytes for one game. Its `Debug` never prints it.
#[derive(Clone, PartialEq, Eq)]
pub struct ServerSecret([u8; 32]);
hex_newtype_serde!(ServerSecret, "server secret");

/// The SHA-256 of a [`ServerSecret`], published when the challenge is posted.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Commitment([u8; 32]);
hex_newtype_serde!(Commitment, "commitment");

/// The game seed: every random draw of the game derives from it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Seed([u8; 32]);
hex_newtype_serde!(Seed, "seed");

impl ServerSecret {
    /// 32 fresh bytes from the operating system's random source.
    pub fn generate() -> Result<ServerSecret, FairnessError> {
        use rand::TryRngCore;
        let mut bytes = [0u8; 32];
        rand::rngs::OsRng
            .try_fill_bytes(&mut bytes)
            .map_err(|e| FairnessError::RandomSource(e.to_string()))?;
        Ok(ServerSecret(bytes))
    }

    /// A secret from known bytes (tests, and re-reading a revealed secret).
    pub const fn from_bytes(bytes: [u8; 32]) -> ServerSecret {
        ServerSecret(bytes)
    }

    /// SHA-256 of the 32 secret bytes.
    ///
    /// ```
    /// use chakbot::game::fairness::ServerSecret;
    /// let secret = ServerSecret::from_bytes([0; 32]);
    /// assert_eq!(secret.commitment().to_hex(),
    ///     "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
    /// ```
    pub fn commitment(&self) -> Commitment {
        Commitment(Sha256::digest(self.0).into())
    }

    /// The secret of game `game` of a tournament whose own secret this is: SHA-256 of
    /// `"chakbot tournament game v1"`, these 32 bytes and the game id (8 bytes, big
    /// endian). The tournament's commitment is posted before anyone joins, and its
    /// secret revealed at the end, so every game's secret can be checked against it.
    ///
    /// ```
    /// use chakbot::game::fairness::ServerSecret;
    /// let master = ServerSecret::from_bytes([7; 32]);
    /// assert_eq!(master.derive(12), master.derive(12));
    /// assert_ne!(master.derive(12), master.derive(13));
    /// ```
    pub fn derive(&self, game: u64) -> ServerSecret {
        let mut h = Sha256::new();
        h.update(b"chakbot tournament game v1");
        h.update(self.0);
        h.update(game.to_be_bytes());
        ServerSecret(h.finalize().into())
    }
}

impl fmt::Debug for ServerSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ServerSecret(<hidden>)")
    }
}

impl fmt::Display for Commitment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

/// `len` as 4 little-endian bytes; lengths and counts beyond `u32` are clamped (never
/// reached: contributions are event ids).
fn u32_le(len: usize) -> [u8; 4] {
    u32::try_from(len).unwrap_or(u32::MAX).to_le_bytes()
}

/// The game seed: SHA-256 of `"chakbot seed v1"`, the 32 secret bytes, the number of
/// contributions (u32 little-endian), then each contribution as its length (u32
/// little-endian) followed by its bytes.
pub fn seed<C: AsRef<[u8]>>(secret: &ServerSecret, contributions: &[C]) -> Seed {
    let mut h = Sha256::new();
    h.update(SEED_TAG);
    h.update(secret.0);
    h.update(u32_le(contributions.len()));
    for c in contributions {
        let c = c.as_ref();
        h.update(u32_le(c.len()));
        h.update(c);
    }
    Seed(h.finalize().into())
}

/// The generator key of turn `ply` (0 for the first recorded action):
/// SHA-256 of `"chakbot turn v1"`, the seed, and `ply` as u32 little-endian.
pub fn turn_key(seed: &Seed, ply: u32) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(TURN_TAG);
    h.update(seed.0);
    h.update(ply.to_le_bytes());
    h.finalize().into()
}

/// The generator key of the start position: SHA-256 of `"chakbot start v1"` and the seed.
pub fn start_key(seed: &Seed) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(START_TAG);
    h.update(seed.0);
    h.finalize().into()
}

/// The random generator of turn `ply`: ChaCha20 keyed with [`turn_key`].
pub fn turn_rng(seed: &Seed, ply: u32) -> ChaCha20Rng {
    ChaCha20Rng::from_seed(turn_key(seed, ply))
}

/// The random generator of the start position: ChaCha20 keyed with [`start_key`].
pub fn start_rng(seed: &Seed) -> ChaCha20Rng {
    ChaCha20Rng::from_seed(start_key(seed))
}

/// Checks a revealed secret against its commitment and returns the game seed.
pub fn verify<C: AsRef<[u8]>>(
    commitment: &Commitment,
    revealed: &ServerSecret,
    contributions: &[C],
) -> Result<Seed, FairnessError> {
    let actual = revealed.commitment();
    if actual != *commitment {
        return Err(FairnessError::CommitmentMismatch {
            committed: commitment.to_hex(),
            actual: actual.to_hex(),
        });
    }
    Ok(seed(revealed, contributions))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngCore;

    fn counting_secret() -> ServerSecret {
        let mut b = [0u8; 32];
        for (i, x) in b.iter_mut().enumerate() {
            *x = u8::try_from(i).expect("i < 32");
        }
        ServerSecret::from_bytes(b)
    }

    // Expected digests below were computed outside Rust with coreutils, e.g.
    // printf '\x00\x01...\x1f' | sha256sum  (see docs/FAIRNESS.md).

    #[test]
    fn commitment_known_answer() {
        assert_eq!(
            counting_secret().commitment().to_hex(),
            "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
        );
    }

    #[test]
    fn seed_known_answer() {
        // "chakbot seed v1" || 00..1f || 02000000 || 03000000 "123" || 04000000 "4567"
        let s = seed(&counting_secret(), &["123", "4567"]);
        assert_eq!(s.to_hex(), SEED_123_4567);
    }

    const SEED_123_4567: &str = "b439eec2759b6786b69ef90cc582783dabcf0f7afef07bea635bb7af73d63dfd";

    #[test]
    fn turn_and_start_keys_known_answer() {
        let s = Seed::from_hex(SEED_123_4567).expect("valid hex");
        assert_eq!(to_hex(&turn_key(&s, 0)), TURN0_KAT);
        assert_eq!(to_hex(&turn_key(&s, 258)), TURN258_KAT);
        assert_eq!(to_hex(&start_key(&s)), START_KAT);
    }

    const TURN0_KAT: &str = "c52cbfa722823393fde087a6ec7910e36881bee6c9e54dba72b3fdb32e78a297";
    const TURN258_KAT: &str = "b991c71a10390ff6bcefdeb63b565a0a2bf2ab81931015b8ae6e44005187404c";
    const START_KAT: &str = "c8db2033b18b5444caab94f4b7ae12548a2a60dcf8dfd2e9127d4f6ff21e985e";

    #[test]
    fn turn_generator_is_standard_chacha20() {
        // The first 8 keystream bytes of ChaCha20 (20 rounds, counter 0, nonce 0) under
        // the turn-0 key, from Python's `cryptography` package: ceb644520a7df1b5.
        let s = Seed::from_hex(SEED_123_4567).expect("valid hex");
        assert_eq!(turn_rng(&s, 0).next_u64(), 0xb5f1_7d0a_5244_b6ce);
        // RFC 7539 A.1 test vector 1 (all-zero key): 76 b8 e0 ad ...
        assert_eq!(ChaCha20Rng::from_seed([0; 32]).next_u32(), 0xade0_b876);
    }

    #[test]
    fn verify_accepts_the_revealed_secret() {
        let secret = counting_secret();
        let c = secret.commitment();
        let got = verify(&c, &secret, &["123", "4567"]).expect("matches");
        assert_eq!(got, seed(&secret, &["123", "4567"]));
    }

    #[test]
    fn verify_detects_a_tampered_secret() {
        let secret = counting_secret();
        let c = secret.commitment();
        let mut bytes = *secret.as_bytes();
        bytes[31] ^= 1;
        let err = verify(&c, &ServerSecret::from_bytes(bytes), &["1"]).unwrap_err();
        assert!(matches!(err, FairnessError::CommitmentMismatch { .. }));
        assert!(err.to_string().contains(&c.to_hex()));
    }

    #[test]
    fn contributions_change_the_seed_and_are_unambiguous() {
        let secret = counting_secret();
        let a = seed(&secret, &["12", "3"]);
        let b = seed(&secret, &["1", "23"]);
        let c = seed(&secret, &["123"]);
        let d = seed(&secret, &["12", "4"]);
        assert_ne!(a, b);
        assert_ne!(a, c);
        assert_ne!(b, c);
        assert_ne!(a, d);
    }

    #[test]
    fn generators_are_deterministic_and_distinct_per_turn() {
        let s = seed(&counting_secret(), &["a", "b"]);
        let x: Vec<u32> = (0..4).map(|_| turn_rng(&s, 7).next_u32()).collect();
        assert!(
            x.windows(2).all(|w| w[0] == w[1]),
            "fresh generator each time"
        );
        let mut r7 = turn_rng(&s, 7);
        let mut r8 = turn_rng(&s, 8);
        let mut st = start_rng(&s);
        let a: Vec<u64> = (0..4).map(|_| r7.next_u64()).collect();
        let b: Vec<u64> = (0..4).map(|_| r8.next_u64()).collect();
        let c: Vec<u64> = (0..4).map(|_| st.next_u64()).collect();
        assert_ne!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn hex_round_trip_and_errors() {
        let c = counting_secret().commitment();
        assert_eq!(Commitment::from_hex(&c.to_hex().to_uppercase()), Ok(c));
        assert!(Commitment::from_hex("abc").is_err());
        assert!(Commitment::from_hex(&"zz".repeat(32)).is_err());
        assert!(Commitment::from_hex(&"é".repeat(32)).is_err());
    }

    #[test]
    fn secret_debug_is_redacted() {
        let s = format!("{:?}", counting_secret());
        assert!(!s.contains("00") && s.contains("hidden"));
    }

    #[test]
    fn generated_secrets_differ() {
        let a = ServerSecret::generate().expect("OS random source");
        let b = ServerSecret::generate().expect("OS random source");
        assert_ne!(a, b);
    }
}
