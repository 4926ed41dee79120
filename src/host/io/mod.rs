//! What the host exchanges with its adapters: the [`input::Input`] it is handed, the
//! [`reply::Reply`]s it answers, who may see a board (`audience`), the ids carried by
//! buttons and menus (`custom_id`) and how a platform writes users and moments (`mention`).

pub mod audience;
pub mod custom_id;
pub mod input;
pub mod mention;
pub mod reply;
