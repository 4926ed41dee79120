//! The one function every Chakart random draw goes through, and a scripted source for tests.

use crate::rules::event::{Draw, DrawPurpose};
use rand::Rng;

/// Picks one of `choices` equally likely options (`0..choices`) from `rng` and records the
/// draw. One 64-bit word is mapped by multiply-and-shift (bias below 2^-58 for any board
/// count). A draw with a single choice consumes nothing and is not recorded.
pub(crate) fn draw<R: Rng + ?Sized>(
    rng: &mut R,
    draws: &mut Vec<Draw>,
    purpose: DrawPurpose,
    choices: usize,
) -> usize {
    if choices <= 1 {
        return 0;
    }
    let n = choices as u64;
    let picked = ((u128::from(rng.next_u64()) * u128::from(n)) >> 64) as u64;
    draws.push(Draw {
        purpose,
        choices: choices as u32,
        picked: picked as u32,
    });
    picked as usize
}

/// Test helpers (not part of the API).
#[doc(hidden)]
pub mod testing {
    use rand::RngCore;

    /// A random source that makes the Chakart draws pick scripted indices: each entry
    /// `(k, n)` makes the next draw among `n` choices pick `k`. When the script runs out,
    /// it panics (a test that draws more than it scripted is wrong).
    #[derive(Clone, Debug)]
    pub struct ScriptedRng {
        script: Vec<(u32, u32)>,
        next: usize,
    }

    impl ScriptedRng {
        pub fn new(script: &[(u32, u32)]) -> ScriptedRng {
            ScriptedRng {
                script: script.to_vec(),
                next: 0,
            }
        }

        /// How many scripted draws were used.
        pub fn used(&self) -> usize {
            self.next
        }
    }

    impl RngCore for ScriptedRng {
        fn next_u32(&mut self) -> u32 {
            (self.next_u64() >> 32) as u32
        }

        fn next_u64(&mut self) -> u64 {
            let (k, n) = *self.script.get(self.next).unwrap_or_else(|| {
                panic!("scripted random source exhausted after {} draws", self.next)
            });
            self.next += 1;
            assert!(k < n, "scripted pick {k} out of {n}");
            // The smallest word w with floor(w * n / 2^64) == k.
            let w = (u128::from(k) << 64).div_ceil(u128::from(n));
            w as u64
        }

        fn fill_bytes(&mut self, dest: &mut [u8]) {
            for chunk in dest.chunks_mut(8) {
                let w = self.next_u64().to_le_bytes();
                chunk.copy_from_slice(&w[..chunk.len()]);
            }
        }
    }
}
