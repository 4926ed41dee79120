//! Moderator commands: list games, abort, adjudicate, void, ban/unban, server
//! configuration, the audit log, and audited looks at hidden state.

use super::command::{Config, GameId, UserRef, Verdict};
use super::core::{Cx, Host, HostResult};
use super::i18n::keys;

pub(crate) fn games(_host: &Host, cx: &Cx) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn abort(_host: &Host, cx: &Cx, _id: GameId) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn adjudicate(_host: &Host, cx: &Cx, _id: GameId, _v: Verdict) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn void(_host: &Host, cx: &Cx, _id: GameId) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn ban(_host: &Host, cx: &Cx, _u: UserRef, _reason: Option<String>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn unban(_host: &Host, cx: &Cx, _u: UserRef) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn config(_host: &Host, cx: &Cx, _c: Config) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn modlog(_host: &Host, cx: &Cx) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn peek(_host: &Host, cx: &Cx, _id: GameId) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}
