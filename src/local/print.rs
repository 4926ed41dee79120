//! How local mode prints a reply: every line begins with where it goes (`[channel]`,
//! `[dm alice]`; `[edit channel]` for a message edited in place, such as an answered
//! challenge), buttons become the commands to type (disabled ones are left out), a menu
//! lists its options; a message the host takes down (a secret typed in public) is shown
//! as `[deleted channel] a message from NAME`, without its text.

use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::{Button, Menu, Reply, Target};

/// The prefix of every line of a reply to `to`. Private answers are direct messages in
/// local mode.
///
/// ```
/// use chakbot::host::Target;
/// use chakbot::local::prefix;
/// let channel = Target::Channel { server: "local".into(), channel: "local".into() };
/// assert_eq!(prefix(&channel), "[channel]");
/// assert_eq!(prefix(&Target::Private("bob".into())), "[dm bob]");
/// ```
pub fn prefix(to: &Target) -> String {
    match to {
        Target::Channel { .. } => "[channel]".to_string(),
        Target::Dm(user) | Target::Private(user) => format!("[dm {user}]"),
        Target::Team(room) => format!("[team {} #{}]", room.color.name(), room.game),
    }
}

/// The command a reader of `lang` types for a button, in their words (`None`: the
/// button has no typed form).
///
/// ```
/// use chakbot::host::{io::custom_id::ButtonAction, words::i18n::Lang};
/// use chakbot::local::typed_button;
/// assert_eq!(typed_button(ButtonAction::Accept, 7, Lang::En).as_deref(), Some("accept #7"));
/// assert_eq!(typed_button(ButtonAction::DrawDecline, 7, Lang::Fr).as_deref(), Some("nulle refuser #7"));
/// assert_eq!(typed_button(ButtonAction::ConfirmResign, 7, Lang::De).as_deref(), Some("bestätigen"));
/// ```
pub fn typed_button(action: ButtonAction, id: u64, lang: Lang) -> Option<String> {
    let w = |name: &str| crate::host::words::i18n::command_word(lang, name);
    let words = match action {
        ButtonAction::Accept => w("accept"),
        ButtonAction::Decline => w("decline"),
        ButtonAction::Cancel => w("cancel"),
        ButtonAction::ConfirmResign => return Some(w("confirm")),
        ButtonAction::DrawAccept => format!("{} {}", w("draw"), w("accept")),
        ButtonAction::DrawDecline => format!("{} {}", w("draw"), w("decline")),
        ButtonAction::TakebackAccept => format!("{} {}", w("takeback"), w("accept")),
        ButtonAction::TakebackDecline => format!("{} {}", w("takeback"), w("decline")),
        ButtonAction::Rematch => w("rematch"),
        ButtonAction::Review => w("review"),
        ButtonAction::Private => w("board"),
        ButtonAction::Choose => return None,
        ButtonAction::TournamentJoin => tournament_words(lang, "join"),
        ButtonAction::TournamentLeave => tournament_words(lang, "leave"),
        ButtonAction::TournamentStandings => tournament_words(lang, "standings"),
        ButtonAction::TeamJoinWhite => format!(
            "{} {}",
            team_words(lang, "join"),
            crate::host::reading::team::side_word(lang, crate::rules::Color::White)
        ),
        ButtonAction::TeamJoinBlack => format!(
            "{} {}",
            team_words(lang, "join"),
            crate::host::reading::team::side_word(lang, crate::rules::Color::Black)
        ),
        ButtonAction::TeamLeave => team_words(lang, "leave"),
        ButtonAction::TeamStart => team_words(lang, "start"),
    };
    Some(format!("{words} #{id}"))
}

/// `tournament join` in the reader's words (`tournoi rejoindre`).
fn tournament_words(lang: Lang, sub: &str) -> String {
    format!(
        "{} {}",
        crate::host::words::i18n::command_word(lang, "tournament"),
        crate::host::reading::tournament::sub_word(lang, sub)
    )
}

/// `team join` in the reader's words (`équipe rejoindre`).
fn team_words(lang: Lang, sub: &str) -> String {
    format!(
        "{} {}",
        crate::host::words::i18n::command_word(lang, "team"),
        crate::host::reading::team::sub_word(lang, sub)
    )
}

/// The width at which a menu's option list is wrapped.
const WRAP: usize = 100;

/// The lines of `reply` (text, then buttons and menu), each with its prefix; the image
/// line is the caller's (it writes the file). `lang` words the button and menu hints.
pub fn reply_lines(reply: &Reply, lang: Lang) -> Vec<String> {
    let mut p = prefix(reply.to());
    if reply.replaces.is_some() {
        p = p.replacen('[', "[edit ", 1);
    }
    let mut out: Vec<String> = Vec::new();
    if reply.retract.is_some() {
        if let Target::Private(user) | Target::Dm(user) = reply.to() {
            out.push(format!("[deleted channel] a message from {user}"));
        }
    }
    out.extend(
        reply
            .text
            .lines()
            .map(|l| format!("{p} {l}").trim_end().to_string()),
    );
    if out.is_empty() {
        out.push(p.clone());
    }
    out.extend(button_line(&reply.buttons, lang).map(|l| format!("{p} {l}")));
    if let Some(menu) = &reply.menu {
        out.extend(menu_lines(menu, reply.game, lang).map(|l| format!("{p} {l}")));
    }
    out
}

/// `Buttons (type the command): Accept = "accept #5" · …`, if there are buttons.
fn button_line(buttons: &[Button], lang: Lang) -> Option<String> {
    let typed: Vec<String> = buttons
        .iter()
        .filter(|b| !b.disabled)
        .filter_map(|b| {
            let (action, id) = custom_id::decode(&b.custom_id)?;
            let command = typed_button(action, id, lang)?;
            Some(format!("{} = \"{command}\"", b.label))
        })
        .collect();
    (!typed.is_empty()).then(|| {
        tr(
            lang,
            keys::LOCAL_BUTTONS,
            &[("buttons", typed.join(" · ").into())],
        )
    })
}

/// The menu's hint, then its options (the values, which the host reads like typed
/// moves) wrapped into lines.
fn menu_lines(menu: &Menu, game: Option<u64>, lang: Lang) -> impl Iterator<Item = String> {
    let game = game
        .or_else(|| custom_id::decode(&menu.custom_id).map(|(_, id)| id))
        .unwrap_or_default();
    let head = tr(
        lang,
        keys::LOCAL_MENU,
        &[
            ("placeholder", menu.placeholder.clone().into()),
            ("game", game.into()),
            ("count", (menu.options.len() as u64).into()),
        ],
    );
    let mut lines = vec![head];
    let first_option = lines.len();
    let mut current = String::new();
    for option in &menu.options {
        if !current.is_empty() && current.len() + option.value.len() + 3 > WRAP {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push_str(" | ");
        }
        current.push_str(&option.value);
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines.into_iter().enumerate().map(move |(i, l)| {
        if i < first_option {
            l
        } else {
            format!("  {l}")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::reading::command::{Answer, Command, Context, GameId};
    use crate::host::table::parse;
    use crate::host::{ButtonStyle, MenuOption};

    #[test]
    /// In every language, what a button's typed form says is what the button does.
    fn typed_buttons_are_the_commands_the_buttons_stand_for() {
        let g = Some(GameId(7));
        let table = [
            (ButtonAction::Accept, Command::Accept(g)),
            (ButtonAction::Decline, Command::Decline(g)),
            (ButtonAction::Cancel, Command::Cancel(g)),
            (ButtonAction::ConfirmResign, Command::Confirm),
            (
                ButtonAction::DrawAccept,
                Command::Draw {
                    answer: Answer::Offer,
                    game: g,
                },
            ),
            (
                ButtonAction::DrawDecline,
                Command::Draw {
                    answer: Answer::Decline,
                    game: g,
                },
            ),
            (
                ButtonAction::TakebackAccept,
                Command::Takeback {
                    answer: Answer::Offer,
                    game: g,
                },
            ),
            (
                ButtonAction::TakebackDecline,
                Command::Takeback {
                    answer: Answer::Decline,
                    game: g,
                },
            ),
            (ButtonAction::Rematch, Command::Rematch(g)),
            (ButtonAction::Review, Command::Review(g)),
            (ButtonAction::Private, Command::Board(g)),
        ];
        for lang in Lang::ALL {
            for (action, expected) in table.clone() {
                let typed = typed_button(action, 7, lang).expect("a typed form");
                assert_eq!(
                    parse(&typed, Context::DM, &crate::local::Names),
                    Ok(expected),
                    "{lang}: {typed}"
                );
            }
            assert_eq!(typed_button(ButtonAction::Choose, 7, lang), None);
        }
    }

    #[test]
    fn every_line_of_a_reply_has_its_prefix() {
        let reply = Reply::text(Target::Dm("alice".into()), "one\ntwo")
            .with_button(Button {
                custom_id: custom_id::encode(ButtonAction::Accept, 3),
                label: "Accept".into(),
                style: ButtonStyle::Primary,
                disabled: false,
            })
            .with_menu(Menu {
                custom_id: custom_id::encode(ButtonAction::Choose, 3),
                placeholder: "Your choice".into(),
                options: (0..40)
                    .map(|i| MenuOption {
                        label: format!("swap {i}"),
                        value: format!("swap a{} b{}", i % 8 + 1, i % 7 + 1),
                    })
                    .collect(),
            });
        let lines = reply_lines(&reply, Lang::En);
        assert!(lines.len() >= 6, "{lines:?}");
        for l in &lines {
            assert!(l.starts_with("[dm alice] "), "{l}");
            assert!(l.len() <= WRAP + 20, "{l}");
        }
        assert_eq!(lines[0], "[dm alice] one");
        assert_eq!(lines[1], "[dm alice] two");
        assert!(lines[2].contains("\"accept #3\""), "{}", lines[2]);
        let listed: Vec<&str> = lines[4..]
            .iter()
            .flat_map(|l| l.trim_start_matches("[dm alice]").split('|'))
            .map(str::trim)
            .collect();
        let values: Vec<&str> = reply
            .menu
            .as_ref()
            .map(|m| m.options.iter().map(|o| o.value.as_str()).collect())
            .unwrap_or_default();
        assert_eq!(listed, values);
    }
}
