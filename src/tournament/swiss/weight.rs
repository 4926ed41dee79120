//! Fixed-width unsigned integers for edge weights: the Dutch criteria are packed into one
//! number, most important criterion in the highest bits, so weights need hundreds of bits.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

/// What the matching needs from a weight: exact integer arithmetic and ordering.
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> + std::fmt::Debug {
    /// Zero.
    fn zero() -> Self;
    /// Half of the value (rounded down).
    fn half(self) -> Self;
    /// Twice the value.
    fn double(self) -> Self {
        self + self
    }
    /// Whether the value is zero.
    fn is_zero(self) -> bool {
        self == Self::zero()
    }
}

/// An unsigned integer of `N` 64-bit limbs, least significant first. Arithmetic wraps.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    /// The bits this type holds.
    pub const BITS: u32 = 64 * N as u32;

    /// A small value.
    pub fn from_u64(value: u64) -> Self {
        let mut limbs = [0; N];
        limbs[0] = value;
        Wide(limbs)
    }

    /// `1 << bit`.
    pub fn bit(bit: u32) -> Self {
        let mut limbs = [0; N];
        limbs[(bit / 64) as usize] = 1 << (bit % 64);
        Wide(limbs)
    }

    /// Shifts left by `bits` (bits shifted past the top are lost).
    pub fn shifted_left(self, bits: u32) -> Self {
        let (whole, part) = ((bits / 64) as usize, bits % 64);
        let mut limbs = [0; N];
        for i in (whole..N).rev() {
            let src = i - whole;
            let mut limb = self.0[src] << part;
            if part > 0 && src > 0 {
                limb |= self.0[src - 1] >> (64 - part);
            }
            limbs[i] = limb;
        }
        Wide(limbs)
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        let mut limbs = [0; N];
        let mut carry = false;
        for (i, limb) in limbs.iter_mut().enumerate() {
            let (sum, c1) = self.0[i].overflowing_add(other.0[i]);
            let (sum, c2) = sum.overflowing_add(carry as u64);
            *limb = sum;
            carry = c1 || c2;
        }
        Wide(limbs)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    fn sub(self, other: Self) -> Self {
        let mut limbs = [0; N];
        let mut borrow = false;
        for (i, limb) in limbs.iter_mut().enumerate() {
            let (diff, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (diff, b2) = diff.overflowing_sub(borrow as u64);
            *limb = diff;
            borrow = b1 || b2;
        }
        Wide(limbs)
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Weight for Wide<N> {
    fn zero() -> Self {
        Wide([0; N])
    }
    fn is_zero(self) -> bool {
        self.0.iter().all(|&limb| limb == 0)
    }
    fn half(self) -> Self {
        let mut limbs = [0; N];
        for (i, limb) in limbs.iter_mut().enumerate() {
            let high = if i + 1 < N { self.0[i + 1] << 63 } else { 0 };
            *limb = (self.0[i] >> 1) | high;
        }
        Wide(limbs)
    }
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_carries_across_limbs() {
        let a = Wide::<2>::from_u64(u64::MAX);
        let b = a + Wide::from_u64(1);
        assert_eq!(b, Wide::bit(64));
        assert_eq!(b - Wide::from_u64(1), a);
        assert_eq!(b.half(), Wide::bit(63));
        assert_eq!(Wide::<2>::from_u64(3).shifted_left(63), Wide([1 << 63, 1]));
        assert!(Wide::<2>::bit(64) > Wide::from_u64(u64::MAX));
    }
}
