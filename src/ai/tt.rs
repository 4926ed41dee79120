//! The transposition table: one slot per key bucket, replaced when the new entry searched
//! at least as deep (or belongs to another position).

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

pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table<M> {
        let n = 1usize << bits;
        Table {
            slots: vec![None; n],
            mask: n - 1,
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        let replace = match slot {
            None => true,
            Some(old) => old.key != entry.key || entry.depth >= old.depth,
        };
        if replace {
            *slot = Some(entry);
        }
    }
}
