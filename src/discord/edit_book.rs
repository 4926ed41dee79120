//! Edits of one message coalesced: while an edit of a message is on its way (waiting out
//! a rate limit, say), later edits of it wait in one slot, each replacing the one before,
//! and only the newest is sent next; a crowd joining a team challenge at once costs a few
//! edits of its post, not one each.

use serenity::all::MessageId;
use std::collections::HashMap;
use std::sync::Mutex;

/// The messages being edited by this process, each with the newest edit waiting.
pub struct EditBook<T> {
    slots: Mutex<HashMap<MessageId, Option<T>>>,
}

impl<T> Default for EditBook<T> {
    fn default() -> Self {
        EditBook {
            slots: Mutex::new(HashMap::new()),
        }
    }
}

impl<T> EditBook<T> {
    /// Takes on sending `edit` of `message`: `Some(edit)` when no edit of it is on its
    /// way (the caller sends it, then asks [`EditBook::next`]); `None` when one is, and
    /// `edit` now waits to be sent after it in place of any older one.
    pub fn begin(&self, message: MessageId, edit: T) -> Option<T> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        match slots.get_mut(&message) {
            Some(waiting) => {
                *waiting = Some(edit);
                None
            }
            None => {
                slots.insert(message, None);
                Some(edit)
            }
        }
    }

    /// After an edit of `message` was sent (or failed): the newest edit that came
    /// meanwhile, for the caller to send next, or `None`, and the message is free again.
    pub fn next(&self, message: MessageId) -> Option<T> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        let waiting = slots.get_mut(&message).and_then(Option::take);
        if waiting.is_none() {
            slots.remove(&message);
        }
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
        assert_eq!(book.begin(m, 1), Some(1));
        assert_eq!(book.begin(m, 2), None);
        assert_eq!(book.begin(m, 3), None);
        assert_eq!(book.begin(MessageId::new(8), 9), Some(9), "another message");
        assert_eq!(book.next(m), Some(3));
        assert_eq!(book.next(m), None);
        assert_eq!(book.begin(m, 4), Some(4), "free again");
    }
}
