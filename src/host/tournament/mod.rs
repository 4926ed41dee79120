//! Tournaments in chat: the `tournament` commands (`commands`), the director that starts,
//! pairs, records and ends them from the store's deadlines (`director`), a Swiss round's
//! pairing computed beside it (`pairer`), and what they post in their channel (`posts`),
//! all of them writing through `write`. The tournaments themselves, as data, are
//! `crate::tournament`.

pub(crate) mod commands;
pub(crate) mod director;
pub(crate) mod pairer;
pub(crate) mod posts;
pub(crate) mod write;
