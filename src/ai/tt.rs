//! The transposition table. One-way (Maharaja, Koopa): one slot per key bucket, replaced
//! when the new entry searched at least as deep (or belongs to another position). Two-way
//! (the selective search, which also stores quiescence results): a depth-preferred slot and
//! an always-replaced one per bucket, so shallow entries never evict deep ones.
//!
//! Entries are stored in 16 bytes (for chess moves): the key's upper 56 bits with the
//! generation, the move, the score as 16 bits and the depth as 8, so a bucket of two fills
//! half a cache line.
//!
//! A table may serve several searches in turn (a game's moves, [`super::memory`]): each
//! search is a new generation, and an entry of an earlier one gives way to any new entry
//! as if it were shallower, so the table fills with the current search's results while the
//! earlier ones still answer until they are replaced.

/// What a stored score means.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// An entry as stored: [`Entry`] packed (see the module's head).
#[derive(Copy, Clone)]
struct Slot<M> {
    /// The key's upper 56 bits, and the generation in the lowest 8.
    tag: u64,
    best: Option<M>,
    score: i16,
    depth: i8,
    bound: Bound,
}

/// The key bits a slot keeps.
const TAG: u64 = !0xff;

impl<M: Copy> Slot<M> {
    /// `e` as stored by the search of `generation`.
    fn pack(e: &Entry<M>, generation: u8) -> Slot<M> {
        Slot {
            tag: e.key & TAG | generation as u64,
            best: e.best,
            score: e.score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: e.depth.clamp(i8::MIN as i32, i8::MAX as i32) as i8,
            bound: e.bound,
        }
    }

    fn holds(&self, key: u64) -> bool {
        self.tag & TAG == key & TAG
    }

    fn generation(&self) -> u8 {
        self.tag as u8
    }

    /// The entry, with `key` (the probed key this slot [`Slot::holds`]).
    fn unpack(&self, key: u64) -> Entry<M> {
        Entry {
            key,
            best: self.best,
            score: self.score as i32,
            depth: self.depth as i32,
            bound: self.bound,
        }
    }
}

/// The bytes one slot of a table of `M` moves takes (16 for chess).
pub const fn slot_bytes<M>() -> usize {
    std::mem::size_of::<Option<Slot<M>>>()
}

pub struct Table<M> {
    slots: Vec<Option<Slot<M>>>,
    mask: usize,
    two_way: bool,
    /// The current search's generation.
    generation: u8,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` slots (`two_way`: in buckets of two).
    pub fn new(bits: u32, two_way: bool) -> Table<M> {
        let n = 1usize << bits;
        Table {
            slots: vec![None; n],
            mask: if two_way { (n >> 1) - 1 } else { n - 1 },
            two_way,
            generation: 0,
        }
    }

    /// Starts a new search: the entries stored so far become an earlier generation's.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        let found = if self.two_way {
            let at = (key as usize & self.mask) * 2;
            self.slots[at..at + 2]
                .iter()
                .flatten()
                .find(|e| e.holds(key))
        } else {
            self.slots[key as usize & self.mask]
                .as_ref()
                .filter(|e| e.holds(key))
        };
        found.map(|e| e.unpack(key))
    }

    pub fn store(&mut self, entry: Entry<M>) {
        let generation = self.generation;
        let key = entry.key;
        let new = Slot::pack(&entry, generation);
        // An earlier search's entry counts as shallower than any new one.
        let yields = |old: &Slot<M>| old.generation() != generation || new.depth >= old.depth;
        if !self.two_way {
            let slot = &mut self.slots[key as usize & self.mask];
            let replace = match slot {
                None => true,
                Some(old) => !old.holds(key) || yields(old),
            };
            if replace {
                *slot = Some(new);
            }
            return;
        }
        let at = (key as usize & self.mask) * 2;
        let deep = self.slots[at];
        match deep {
            Some(old) if old.holds(key) => {
                if yields(&old) {
                    self.slots[at] = Some(new);
                }
            }
            Some(old) if !yields(&old) => self.slots[at + 1] = Some(new),
            _ => {
                // The deep slot's entry, if shallower and another position's, moves
                // to the other slot.
                if let Some(old) = deep {
                    self.slots[at + 1] = Some(old);
                }
                self.slots[at] = Some(new);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key with `n` in its index bits and in the bits a slot keeps.
    fn spread(n: u64) -> u64 {
        n | n << 40
    }

    fn entry(key: u64, depth: i32) -> Entry<u8> {
        Entry {
            key: spread(key),
            best: None,
            score: depth,
            depth,
            bound: Bound::Exact,
        }
    }

    #[test]
    fn two_way_keeps_the_deep_entry_when_shallow_ones_collide() {
        // Keys 1, 5, 9 share a bucket in a table of 8 slots (4 buckets of two).
        let mut t = Table::new(3, true);
        t.store(entry(1, 6));
        t.store(entry(5, 0));
        t.store(entry(9, 0));
        assert_eq!(t.probe(spread(1)).map(|e| e.depth), Some(6));
        assert_eq!(t.probe(spread(9)).map(|e| e.depth), Some(0));
        assert!(
            t.probe(spread(5)).is_none(),
            "the always-replaced slot took the newer one"
        );
        // A deeper entry of another position takes the deep slot; the old one stays.
        t.store(entry(5, 8));
        assert_eq!(t.probe(spread(5)).map(|e| e.depth), Some(8));
        assert_eq!(t.probe(spread(1)).map(|e| e.depth), Some(6));
        // The same position searched less deep does not overwrite itself.
        t.store(entry(5, 2));
        assert_eq!(t.probe(spread(5)).map(|e| e.depth), Some(8));
    }

    #[test]
    fn an_earlier_search_s_deep_entries_give_way_to_the_next_search_s() {
        let mut t = Table::new(3, true);
        t.store(entry(1, 12));
        t.store(entry(5, 9));
        t.next_generation();
        // Still read by the next search...
        assert_eq!(t.probe(spread(1)).map(|e| e.depth), Some(12));
        // ...until it stores: a shallow entry of another position takes the deep slot
        // (the old deep entry moves to the other slot, where it replaces 5's)...
        t.store(entry(9, 1));
        assert_eq!(t.probe(spread(9)).map(|e| e.depth), Some(1));
        assert_eq!(t.probe(spread(1)).map(|e| e.depth), Some(12));
        assert!(t.probe(spread(5)).is_none());
        // ...and the same position searched less deep now overwrites its old entry.
        t.next_generation();
        t.store(entry(9, 0));
        t.store(entry(1, 2));
        assert_eq!(t.probe(spread(1)).map(|e| e.depth), Some(2));
        // Within one search, the deep entry stays.
        t.store(entry(1, 1));
        assert_eq!(t.probe(spread(1)).map(|e| e.depth), Some(2));
    }

    #[test]
    fn scores_and_depths_survive_packing_and_keys_are_told_apart_by_their_upper_bits() {
        let mut t = Table::new(4, true);
        let mut e = entry(3, 70);
        e.score = -29_950;
        e.bound = Bound::Upper;
        e.best = Some(7);
        t.store(e);
        let got = t.probe(spread(3)).expect("stored");
        assert_eq!(
            (got.score, got.depth, got.bound, got.best),
            (-29_950, 70, Bound::Upper, Some(7))
        );
        // Same index bits, other upper bits: another position.
        assert!(t.probe(3 | 1 << 50).is_none());
    }

    #[test]
    fn one_way_replaces_another_position_whatever_its_depth() {
        let mut t = Table::new(2, false);
        t.store(entry(1, 6));
        t.store(entry(5, 0));
        assert!(t.probe(spread(1)).is_none());
        assert_eq!(t.probe(spread(5)).map(|e| e.depth), Some(0));
    }
}
