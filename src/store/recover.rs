//! Recovery without restart: a backend that a failed write left unusable (sled refuses
//! everything after a failed flush, a full disk for instance) is dropped, and the next
//! call reopens it from what is durable. While it cannot be reopened (the disk is still
//! full) every call fails with that reason; once it can, the store works again by
//! itself. Reopening forgets the failed commit's change (it was never durable, and was
//! never acknowledged) and keeps every acknowledged one (each was durable before its
//! commit returned).

use super::backend::Backend;
use super::error::StoreError;
use std::sync::{Arc, RwLock};

/// Opens the backend again (the same folder or database).
pub(crate) type Reopen = Box<dyn Fn() -> Result<Arc<dyn Backend>, StoreError> + Send + Sync>;

/// The backend in use, numbered: each reopened one gets the next number.
type Slot = Option<(u64, Arc<dyn Backend>)>;

/// The backend a [`super::Store`] uses now, and how to reopen it.
pub(crate) struct Current {
    slot: RwLock<Slot>,
    /// How to open the backend again (`None`: it is not reopened).
    reopen: Option<Reopen>,
}

impl Current {
    pub fn new(backend: Arc<dyn Backend>, reopen: Option<Reopen>) -> Current {
        Current {
            slot: RwLock::new(Some((0, backend))),
            reopen,
        }
    }

    /// The backend to use and its number, reopened first if a failure dropped it.
    pub fn get(&self) -> Result<(u64, Arc<dyn Backend>), StoreError> {
        if let Some((n, b)) = self.slot.read().unwrap_or_else(|e| e.into_inner()).as_ref() {
            return Ok((*n, b.clone()));
        }
        let mut slot = self.slot.write().unwrap_or_else(|e| e.into_inner());
        if let Some((n, b)) = slot.as_ref() {
            return Ok((*n, b.clone()));
        }
        let Some(reopen) = &self.reopen else {
            return Err(StoreError::Durability("the store was closed".into()));
        };
        let backend = reopen()?;
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        tracing::warn!(store = %backend.describe(), "store reopened after a failure");
        *slot = Some((n, backend.clone()));
        Ok((n, backend))
    }

    /// The backend in use, if one is open (statistics).
    pub fn peek(&self) -> Option<Arc<dyn Backend>> {
        let slot = self.slot.read().unwrap_or_else(|e| e.into_inner());
        slot.as_ref().map(|(_, b)| b.clone())
    }

    /// Notes the error of a call on backend number `n`: one that left it unusable drops
    /// it, so the next call reopens it (once its last user is gone).
    pub fn failed(&self, n: u64, backend: &dyn Backend, e: &StoreError) {
        if self.reopen.is_none() || !backend.unusable_after(e) {
            return;
        }
        let mut slot = self.slot.write().unwrap_or_else(|e| e.into_inner());
        if slot.as_ref().is_some_and(|(m, _)| *m == n) {
            tracing::error!(error = %e, "store unusable: it is reopened by the next call");
            *slot = None;
        }
    }
}

/// Numbers of reopened backends (unique in the process, which is all they need).
static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
