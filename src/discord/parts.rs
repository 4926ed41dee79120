//! A host [`Reply`] (with its board drawn) as the pieces of a Discord message: text
//! capped to Discord's limits, the board and files as attachments, buttons, select menus
//! (in pages when there are more than 25 options) and the mentions allowed to ping; and
//! those pieces as a channel message, an interaction response, a follow-up or an edit.

use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::{ButtonStyle, Menu, Reply};
use serenity::all::{
    ButtonStyle as Style, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, EditMessage, RoleId, UserId,
};

/// Discord's limits: message text, options per select menu, rows per message.
pub const MAX_TEXT: usize = 2000;
pub const MAX_OPTIONS: usize = 25;
const MAX_ROWS: usize = 5;

/// A reply with its board already drawn (drawing is CPU work: done off the event loop).
pub struct Prepared {
    pub reply: Reply,
    pub png: Option<Vec<u8>>,
}

/// Draws the boards of `replies` (blocking).
pub fn prepare(replies: Vec<Reply>) -> Vec<Prepared> {
    replies
        .into_iter()
        .map(|reply| {
            let png = reply
                .board()
                .as_ref()
                .map(|b| crate::render::render_png(&b.view, &b.options));
            Prepared { reply, png }
        })
        .collect()
}

/// A reply as the pieces of a Discord message.
#[derive(Clone)]
pub struct Parts {
    pub content: String,
    pub files: Vec<CreateAttachment>,
    pub rows: Vec<CreateActionRow>,
    pub mentions: CreateAllowedMentions,
}

pub fn capped(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut t: String = text.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
    t
}

fn style(s: ButtonStyle) -> Style {
    match s {
        ButtonStyle::Primary => Style::Primary,
        ButtonStyle::Secondary => Style::Secondary,
        ButtonStyle::Success => Style::Success,
        ButtonStyle::Danger => Style::Danger,
    }
}

pub fn parts(p: &Prepared, lang: Lang, typed_moves: bool) -> Parts {
    let r = &p.reply;
    let mut content = String::new();
    if let Some(role) = &r.ping_role {
        content.push_str(&format!("<@&{role}> "));
    }
    content.push_str(&r.text);
    let mut rows = Vec::new();
    for chunk in r.buttons.chunks(5) {
        rows.push(CreateActionRow::Buttons(
            chunk
                .iter()
                .map(|b| {
                    CreateButton::new(b.custom_id.clone())
                        .label(capped(&b.label, 80))
                        .style(style(b.style))
                        .disabled(b.disabled)
                })
                .collect(),
        ));
    }
    if let Some(menu) = &r.menu {
        if rows.len() < MAX_ROWS {
            let (row, typed) = menu_row(menu);
            rows.push(row);
            if typed {
                content.push('\n');
                let key = if typed_moves {
                    keys::DISCORD_TYPE_ANSWER
                } else {
                    keys::DISCORD_TYPE_ANSWER_SLASH
                };
                content.push_str(&tr(lang, key, &[]));
            }
        }
    }
    let mut files = Vec::new();
    if let Some(png) = &p.png {
        files.push(CreateAttachment::bytes(png.clone(), "board.png"));
    }
    if let Some(f) = &r.file {
        files.push(CreateAttachment::bytes(f.content.clone(), f.name.clone()));
    }
    let users: Vec<UserId> = r
        .ping_users
        .iter()
        .filter_map(|u| u.parse::<u64>().ok().filter(|&n| n != 0))
        .map(UserId::new)
        .collect();
    let roles: Vec<RoleId> = r
        .ping_role
        .iter()
        .filter_map(|u| u.parse::<u64>().ok().filter(|&n| n != 0))
        .map(RoleId::new)
        .collect();
    Parts {
        content: capped(&content, MAX_TEXT),
        files,
        rows,
        mentions: CreateAllowedMentions::new().users(users).roles(roles),
    }
}

/// Prefix of the first step of a long choice: `ckpage:<game>`, values the page numbers.
pub const PAGE_PREFIX: &str = "ckpage:";

/// The select menu of a choice. Up to 25 options: the options. More: a first step listing
/// pages of 25 (the second step is [`page_menu`]); true when even that cannot list them all
/// (the user then types the answer).
fn menu_row(menu: &Menu) -> (CreateActionRow, bool) {
    if menu.options.len() <= MAX_OPTIONS {
        return (page_menu(menu, 0), false);
    }
    let game = crate::host::io::custom_id::decode(&menu.custom_id).map_or(0, |(_, id)| id);
    let pages: Vec<CreateSelectMenuOption> = menu
        .options
        .chunks(MAX_OPTIONS)
        .take(MAX_OPTIONS)
        .enumerate()
        .map(|(k, chunk)| {
            let first = chunk.first().map_or("", |o| o.label.as_str());
            let last = chunk.last().map_or("", |o| o.label.as_str());
            CreateSelectMenuOption::new(capped(&format!("{first} … {last}"), 100), k.to_string())
        })
        .collect();
    let typed = menu.options.len() > MAX_OPTIONS * MAX_OPTIONS;
    let row = CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            format!("{PAGE_PREFIX}{game}"),
            CreateSelectMenuKind::String { options: pages },
        )
        .placeholder(capped(&menu.placeholder, 150)),
    );
    (row, typed)
}

/// Page `page` (25 options) of a choice's menu, as a select menu answering the host.
pub fn page_menu(menu: &Menu, page: usize) -> CreateActionRow {
    let options = menu
        .options
        .chunks(MAX_OPTIONS)
        .nth(page)
        .unwrap_or_default()
        .iter()
        .map(|o| CreateSelectMenuOption::new(capped(&o.label, 100), capped(&o.value, 100)))
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            menu.custom_id.clone(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(capped(&menu.placeholder, 150)),
    )
}

pub fn message(p: Parts) -> CreateMessage {
    CreateMessage::new()
        .content(p.content)
        .add_files(p.files)
        .components(p.rows)
        .allowed_mentions(p.mentions)
}

pub fn response(p: Parts, ephemeral: bool) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(p.content)
            .add_files(p.files)
            .components(p.rows)
            .allowed_mentions(p.mentions)
            .ephemeral(ephemeral),
    )
}

pub fn followup(p: Parts, ephemeral: bool) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(p.content)
        .add_files(p.files)
        .components(p.rows)
        .allowed_mentions(p.mentions)
        .ephemeral(ephemeral)
}

/// The pieces as the new content of an interaction's original response.
pub fn edit(p: Parts) -> EditInteractionResponse {
    let mut e = EditInteractionResponse::new()
        .content(p.content)
        .components(p.rows)
        .allowed_mentions(p.mentions);
    for f in p.files {
        e = e.new_attachment(f);
    }
    e
}

/// The pieces as the new content of one of the bot's channel messages (an answered
/// challenge); its attachments stay as they were.
pub fn message_edit(p: Parts) -> EditMessage {
    EditMessage::new()
        .content(p.content)
        .components(p.rows)
        .allowed_mentions(p.mentions)
}

/// A plain text, capped, as pieces (no pings).
pub fn plain(text: &str) -> Parts {
    Parts {
        content: capped(text, MAX_TEXT),
        files: Vec::new(),
        rows: Vec::new(),
        mentions: CreateAllowedMentions::new(),
    }
}
