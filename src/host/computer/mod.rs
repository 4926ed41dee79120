//! The computer's side of a game: its turn (`turn`: what it may see, how it thinks and
//! how its move is committed through `play`) and its answers to draw offers and
//! takeback requests made to it (`offers`). Its player ids are in `host::opponent`, its
//! work list in `host::think_queue`.

pub(crate) mod offers;
pub(crate) mod turn;
