//! Edits of one message coalesced and kept in order: while an edit of a message is on its
//! way (waiting out a rate limit, say), later edits of it wait in one slot, each
//! replacing the one before, and only the newest is sent next; an edit made before one
//! already sent or waiting ([`crate::host::Reply::made`]) is dropped, so the message never
//! goes back to an older state. A crowd joining a team challenge at once costs a few edits
//! of its post, not one each.

use serenity::all::MessageId;
use std::collections::HashMap;
use std::sync::Mutex;

/// How many idle messages the book remembers the newest edit of, before forgetting them.
const REMEMBERED: usize = 4096;

struct Slot<T> {
    /// Whether an edit of the message is on its way.
    sending: bool,
    /// The newest edit taken on (sent, on its way or waiting).
    newest: u64,
    waiting: Option<T>,
}

/// The messages being edited by this process, each with the newest edit waiting.
pub struct EditBook<T> {
    slots: Mutex<HashMap<MessageId, Slot<T>>>,
}

impl<T> Default for EditBook<T> {
    fn default() -> Self {
        EditBook {
            slots: Mutex::new(HashMap::new()),
        }
    }
}

/// What to do with an edit given to [`EditBook::begin`].
#[derive(Debug, PartialEq, Eq)]
pub enum Begun<T> {
    /// Send it now, then ask [`EditBook::next`].
    Send(T),
    /// It waits behind the edit on its way (in place of any older one waiting).
    Waits,
    /// A newer edit was taken on already: this one would show an older state.
    Stale,
}

impl<T> EditBook<T> {
    /// Takes on `edit` of `message`, made `made`th (see [`Begun`]).
    pub fn begin(&self, message: MessageId, made: u64, edit: T) -> Begun<T> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        if slots.len() >= REMEMBERED && !slots.contains_key(&message) {
            slots.retain(|_, s| s.sending);
        }
        let slot = slots.entry(message).or_insert(Slot {
            sending: false,
            newest: 0,
            waiting: None,
        });
        if made <= slot.newest {
            return Begun::Stale;
        }
        slot.newest = made;
        if slot.sending {
            slot.waiting = Some(edit);
            return Begun::Waits;
        }
        slot.sending = true;
        Begun::Send(edit)
    }

    /// After an edit of `message` was sent (or failed): the newest edit that came
    /// meanwhile, for the caller to send next, or `None`, and nothing is on its way.
    pub fn next(&self, message: MessageId) -> Option<T> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        let slot = slots.get_mut(&message)?;
        let waiting = slot.waiting.take();
        slot.sending = waiting.is_some();
        waiting
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_that_come_while_one_is_sent_wait_and_only_the_newest_is_sent() {
        let book = EditBook::default();
        let m = MessageId::new(7);
        assert_eq!(book.begin(m, 1, "a"), Begun::Send("a"));
        assert_eq!(book.begin(m, 2, "b"), Begun::Waits);
        assert_eq!(book.begin(m, 3, "c"), Begun::Waits);
        assert_eq!(
            book.begin(MessageId::new(8), 2, "x"),
            Begun::Send("x"),
            "another message"
        );
        assert_eq!(book.next(m), Some("c"));
        assert_eq!(book.next(m), None);
        assert_eq!(book.begin(m, 4, "d"), Begun::Send("d"), "free again");
    }

    #[test]
    fn an_edit_made_before_one_taken_on_is_dropped() {
        let book = EditBook::default();
        let m = MessageId::new(7);
        assert_eq!(book.begin(m, 5, "new"), Begun::Send("new"));
        assert_eq!(
            book.begin(m, 4, "old"),
            Begun::Stale,
            "while the new one is sent"
        );
        assert_eq!(book.next(m), None);
        assert_eq!(book.begin(m, 3, "older"), Begun::Stale, "after it was sent");
        assert_eq!(book.begin(m, 6, "newer"), Begun::Send("newer"));
    }
}
