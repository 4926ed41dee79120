//! Resign (with confirmation), draw offers, abort, takeback: a player's actions on a game
//! other than moves.

use super::command::{Answer, GameId};
use super::core::{Cx, Host, HostResult};
use super::i18n::keys;

pub(crate) fn resign(_host: &Host, cx: &Cx, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn confirm(_host: &Host, cx: &Cx, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn draw(_host: &Host, cx: &Cx, _a: Answer, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn abort(_host: &Host, cx: &Cx, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn takeback(_host: &Host, cx: &Cx, _a: Answer, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}
