//! Commands that read: games, history, export, rules, leaderboard, stats, settings (which
//! also writes the user's own settings), verify, help.

use super::command::{GameId, Settings, UserRef};
use super::core::{Cx, Host, HostResult};
use super::i18n::keys;
use crate::rules::RuleSet;

pub(crate) fn games(_host: &Host, cx: &Cx) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn history(_host: &Host, cx: &Cx, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn export(_host: &Host, cx: &Cx, _id: Option<GameId>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn rules(_host: &Host, cx: &Cx, r: Option<RuleSet>) -> HostResult {
    Ok(vec![cx.private(super::help::rules(cx.lang, r))])
}

pub(crate) fn leaderboard(_host: &Host, cx: &Cx, _r: Option<RuleSet>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn stats(_host: &Host, cx: &Cx, _u: Option<UserRef>) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn settings(_host: &Host, cx: &Cx, _s: Settings) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn verify(_host: &Host, cx: &Cx, _id: GameId) -> HostResult {
    cx.refuse(keys::HOST_NOT_YET, &[])
}

pub(crate) fn help(_host: &Host, cx: &Cx, topic: Option<&'static str>) -> HostResult {
    Ok(vec![cx.private(super::help::help(cx.lang, topic))])
}
