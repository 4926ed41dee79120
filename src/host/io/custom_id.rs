//! Button and select-menu `custom_id`s: `ck:<action>:<id>`. They carry the game (or
//! challenge) and the action, so a button on an old message still works after a restart:
//! the host decides from the stored state whether it still applies.
//!
//! ```
//! use chakbot::host::io::custom_id::{ButtonAction, decode, encode};
//! let id = encode(ButtonAction::Accept, 12);
//! assert_eq!(id, "ck:accept:12");
//! assert_eq!(decode(&id), Some((ButtonAction::Accept, 12)));
//! assert_eq!(decode("ck:accept:x"), None);
//! ```

/// What a button or menu does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ButtonAction {
    /// Accept challenge `id`.
    Accept,
    /// Decline challenge `id`.
    Decline,
    /// Withdraw challenge `id`.
    Cancel,
    /// Confirm resigning game `id`.
    ConfirmResign,
    /// Accept the draw offer in game `id`.
    DrawAccept,
    DrawDecline,
    TakebackAccept,
    TakebackDecline,
    /// Offer a rematch of finished game `id`.
    Rematch,
    /// Ask for the after-game review of finished game `id`.
    Review,
    /// Show my own view of game `id` privately (and any choice waiting for me): the
    /// "answer privately" fallback when DMs are closed.
    Private,
    /// A select menu: the chosen value is a move or choice in game `id`.
    Choose,
    /// Join tournament `id`.
    TournamentJoin,
    /// Leave tournament `id`.
    TournamentLeave,
    /// Show the standings of tournament `id` (privately).
    TournamentStandings,
    /// Join the White team of team challenge `id`.
    TeamJoinWhite,
    /// Join the Black team of team challenge `id`.
    TeamJoinBlack,
    /// Leave the team joined in team challenge `id`.
    TeamLeave,
    /// Start the game of team challenge `id`.
    TeamStart,
}

const ACTIONS: [(ButtonAction, &str); 19] = [
    (ButtonAction::Accept, "accept"),
    (ButtonAction::Decline, "decline"),
    (ButtonAction::Cancel, "cancel"),
    (ButtonAction::ConfirmResign, "resign"),
    (ButtonAction::DrawAccept, "draw-yes"),
    (ButtonAction::DrawDecline, "draw-no"),
    (ButtonAction::TakebackAccept, "takeback-yes"),
    (ButtonAction::TakebackDecline, "takeback-no"),
    (ButtonAction::Rematch, "rematch"),
    (ButtonAction::Review, "review"),
    (ButtonAction::Private, "private"),
    (ButtonAction::Choose, "choose"),
    (ButtonAction::TournamentJoin, "t-join"),
    (ButtonAction::TournamentLeave, "t-leave"),
    (ButtonAction::TournamentStandings, "t-standings"),
    (ButtonAction::TeamJoinWhite, "team-white"),
    (ButtonAction::TeamJoinBlack, "team-black"),
    (ButtonAction::TeamLeave, "team-leave"),
    (ButtonAction::TeamStart, "team-start"),
];

/// The custom id of `action` on game or challenge `id`.
pub fn encode(action: ButtonAction, id: u64) -> String {
    let name = ACTIONS
        .iter()
        .find(|(a, _)| *a == action)
        .map_or("?", |(_, n)| n);
    format!("ck:{name}:{id}")
}

/// Reads a custom id; `None` for anything this bot did not make.
pub fn decode(custom_id: &str) -> Option<(ButtonAction, u64)> {
    let mut parts = custom_id.split(':');
    if parts.next()? != "ck" {
        return None;
    }
    let name = parts.next()?;
    let id = parts.next()?.parse().ok()?;
    if parts.next().is_some() {
        return None;
    }
    let action = ACTIONS.iter().find(|(_, n)| *n == name)?.0;
    Some((action, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips() {
        for (a, _) in ACTIONS {
            assert_eq!(decode(&encode(a, 7)), Some((a, 7)));
        }
    }

    #[test]
    fn foreign_and_damaged_ids_are_none() {
        for bad in [
            "",
            "ck",
            "ck:accept",
            "ck:nope:1",
            "xx:accept:1",
            "ck:accept:1:2",
            "ping:1",
        ] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
