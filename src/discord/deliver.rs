//! Host [`Reply`]s sent on Discord: boards as PNG attachments, buttons and select menus,
//! the answer to the interaction that caused them (ephemeral when private), DMs, a
//! thread per new game, and the "answer privately" button when a user's DMs are closed.

use super::retry::{discord_error_code, retry, send_message, RetryPolicy};
use crate::host::custom_id::{self, ButtonAction};
use crate::host::i18n::{keys, tr, Lang};
use crate::host::{ButtonStyle, Host, Menu, Reply, Target};
use serenity::all::{
    AutoArchiveDuration, ButtonStyle as Style, ChannelId, CommandInteraction, ComponentInteraction,
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    Http, RoleId, UserId,
};
use std::sync::Arc;
use tracing::{info, warn};

/// Discord's JSON error code for "Cannot send messages to this user" (DMs closed).
pub const CANNOT_DM_USER: isize = 50007;
/// Discord's limits: message text, options per select menu, rows per message.
const MAX_TEXT: usize = 2000;
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
                .board
                .as_ref()
                .map(|b| crate::render::render_png(&b.view, &b.options));
            Prepared { reply, png }
        })
        .collect()
}

/// The interaction being answered, if the replies answer one.
pub enum Asked {
    Command(Box<CommandInteraction>),
    Component(Box<ComponentInteraction>),
}

impl Asked {
    fn user(&self) -> String {
        match self {
            Asked::Command(c) => c.user.id.get().to_string(),
            Asked::Component(c) => c.user.id.get().to_string(),
        }
    }

    fn channel(&self) -> String {
        match self {
            Asked::Command(c) => c.channel_id.get().to_string(),
            Asked::Component(c) => c.channel_id.get().to_string(),
        }
    }

    /// The user's language as their client reports it.
    pub fn lang(&self) -> Lang {
        let locale = match self {
            Asked::Command(c) => &c.locale,
            Asked::Component(c) => &c.locale,
        };
        Lang::from_locale(locale).unwrap_or_default()
    }

    async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Asked::Command(c) => c.create_response(http, r).await,
            Asked::Component(c) => c.create_response(http, r).await,
        }
    }

    async fn followup(
        &self,
        http: &Http,
        f: CreateInteractionResponseFollowup,
    ) -> serenity::Result<()> {
        let sent = match self {
            Asked::Command(c) => c.create_followup(http, f).await,
            Asked::Component(c) => c.create_followup(http, f).await,
        };
        sent.map(drop)
    }
}

/// A reply as the pieces of a Discord message.
#[derive(Clone)]
struct Parts {
    content: String,
    files: Vec<CreateAttachment>,
    rows: Vec<CreateActionRow>,
    mentions: CreateAllowedMentions,
}

fn capped(text: &str, max: usize) -> String {
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

fn parts(p: &Prepared, lang: Lang) -> Parts {
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
                content.push_str(&tr(lang, keys::DISCORD_TYPE_ANSWER, &[]));
            }
        }
    }
    let mut files = Vec::new();
    if let Some(png) = &p.png {
        files.push(CreateAttachment::bytes(png.clone(), "board.png"));
    }
    if let Some(f) = &r.file {
        files.push(CreateAttachment::bytes(
            f.content.clone().into_bytes(),
            f.name.clone(),
        ));
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
    let game = crate::host::custom_id::decode(&menu.custom_id).map_or(0, |(_, id)| id);
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

fn message(p: Parts) -> CreateMessage {
    CreateMessage::new()
        .content(p.content)
        .add_files(p.files)
        .components(p.rows)
        .allowed_mentions(p.mentions)
}

fn response(p: Parts, ephemeral: bool) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(p.content)
            .add_files(p.files)
            .components(p.rows)
            .allowed_mentions(p.mentions)
            .ephemeral(ephemeral),
    )
}

fn followup(p: Parts, ephemeral: bool) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(p.content)
        .add_files(p.files)
        .components(p.rows)
        .allowed_mentions(p.mentions)
        .ephemeral(ephemeral)
}

fn channel_id(s: &str) -> Option<ChannelId> {
    s.parse::<u64>()
        .ok()
        .filter(|&n| n != 0)
        .map(ChannelId::new)
}

/// Sends replies: the interaction (if any) is answered first, by the first reply meant
/// for its user only, else by the first public reply in its channel, else with a short
/// acknowledgement; the other replies follow in order.
pub struct Delivery<'a> {
    pub http: &'a Http,
    pub host: &'a Arc<Host>,
    pub asked: Option<&'a Asked>,
}

impl Delivery<'_> {
    pub async fn send(&self, prepared: Vec<Prepared>) {
        let mut rest: Vec<Option<Prepared>> = prepared.into_iter().map(Some).collect();
        if let Some(asked) = self.asked {
            let user = asked.user();
            let channel = asked.channel();
            let private = rest.iter().position(|p| {
                p.as_ref()
                    .is_some_and(|p| p.reply.to == Target::Private(user.clone()))
            });
            let public = rest.iter().position(|p| {
                p.as_ref().is_some_and(|p| {
                    p.reply.thread.is_none()
                        && matches!(&p.reply.to, Target::Channel { channel: c, .. } if *c == channel)
                })
            });
            let lang = asked.lang();
            let answer = match private.or(public).and_then(|k| rest[k].take()) {
                Some(p) => {
                    let ephemeral = !p.reply.to.is_public();
                    response(parts(&p, lang), ephemeral)
                }
                None => match asked {
                    Asked::Component(_) => CreateInteractionResponse::Acknowledge,
                    Asked::Command(_) => CreateInteractionResponse::Message(
                        CreateInteractionResponseMessage::new()
                            .content(tr(lang, keys::DISCORD_DONE, &[]))
                            .ephemeral(true),
                    ),
                },
            };
            if let Err(err) = asked.respond(self.http, answer).await {
                warn!("answering an interaction failed: {err}");
            }
        }
        // One "answer privately" notice per user, however many DMs failed.
        let mut noticed = Vec::new();
        for p in rest.into_iter().flatten() {
            self.one(p, &mut noticed).await;
        }
    }

    fn asker(&self) -> Option<String> {
        self.asked.map(Asked::user)
    }

    async fn one(&self, p: Prepared, noticed: &mut Vec<String>) {
        let lang = self.asked.map_or(Lang::En, Asked::lang);
        match p.reply.to.clone() {
            Target::Channel { channel, .. } => self.to_channel(&channel, p, lang).await,
            Target::Private(user) if self.asker().as_ref() == Some(&user) => {
                if let Some(asked) = self.asked {
                    if let Err(err) = asked
                        .followup(self.http, followup(parts(&p, lang), true))
                        .await
                    {
                        warn!("a private follow-up failed: {err}");
                    }
                }
            }
            Target::Private(user) | Target::Dm(user) => self.dm(&user, p, lang, noticed).await,
        }
    }

    async fn to_channel(&self, channel: &str, p: Prepared, lang: Lang) {
        let Some(id) = channel_id(channel) else {
            warn!("a reply for channel `{channel}`, which is not a Discord channel");
            return;
        };
        let thread = p.reply.thread.clone().zip(p.reply.game);
        let sent = send_message(self.http, id, message(parts(&p, lang))).await;
        let msg = match sent {
            Ok(msg) => msg,
            Err(err) => {
                warn!("posting in channel {channel} failed: {err}");
                return;
            }
        };
        let Some((name, game)) = thread else {
            return;
        };
        let made = retry(RetryPolicy::DEFAULT, "opening a game thread", || {
            id.create_thread_from_message(
                self.http,
                msg.id,
                CreateThread::new(capped(&name, 100))
                    .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
        })
        .await;
        match made {
            Ok(thread) => {
                let host = self.host.clone();
                let thread_id = thread.id.get().to_string();
                let moved =
                    tokio::task::spawn_blocking(move || host.move_game(game, &thread_id)).await;
                match moved {
                    Ok(Ok(())) => {
                        info!("game {game} now in thread {}", thread.id);
                        let hello = CreateMessage::new().content(tr(
                            lang,
                            keys::DISCORD_THREAD_HELLO,
                            &[("game", game.into())],
                        ));
                        if let Err(err) = send_message(self.http, thread.id, hello).await {
                            warn!("greeting thread {} failed: {err}", thread.id);
                        }
                    }
                    Ok(Err(err)) => warn!("moving game {game} to its thread failed: {err:?}"),
                    Err(err) => warn!("moving game {game} to its thread failed: {err}"),
                }
            }
            // No permission, or threads disabled: the game stays in the channel.
            Err(err) => info!("no thread for game {game}: {err}"),
        }
    }

    /// A DM to `user`. Closed DMs: the user who is being answered gets it privately; for
    /// anyone else, the game's channel gets a button that shows it privately.
    async fn dm(&self, user: &str, p: Prepared, lang: Lang, noticed: &mut Vec<String>) {
        let Some(uid) = user
            .parse::<u64>()
            .ok()
            .filter(|&n| n != 0)
            .map(UserId::new)
        else {
            warn!("a DM for `{user}`, who is not a Discord user");
            return;
        };
        let sent = match uid.create_dm_channel(self.http).await {
            Ok(dm) => send_message(self.http, dm.id, message(parts(&p, lang)))
                .await
                .map(drop),
            Err(err) => Err(err),
        };
        let err = match sent {
            Ok(()) => return,
            Err(err) => err,
        };
        if discord_error_code(&err) != Some(CANNOT_DM_USER) {
            warn!("DM to user {user} failed: {err}");
            return;
        }
        info!("DMs of user {user} are closed");
        if let (Some(asked), true) = (self.asked, self.asker().as_deref() == Some(user)) {
            if let Err(err) = asked
                .followup(self.http, followup(parts(&p, lang), true))
                .await
            {
                warn!("a private follow-up failed: {err}");
            }
            return;
        }
        let Some(game) = p.reply.game else {
            return;
        };
        if noticed.iter().any(|u| u == user) {
            return;
        }
        noticed.push(user.to_string());
        let host = self.host.clone();
        let meta = tokio::task::spawn_blocking(move || host.store().game_meta(game)).await;
        let Ok(Ok(Some(meta))) = meta else {
            return;
        };
        let Some(channel) = channel_id(&meta.channel) else {
            return;
        };
        let button = CreateButton::new(custom_id::encode(ButtonAction::Private, game))
            .label(tr(lang, keys::DISCORD_BUTTON_PRIVATE, &[]))
            .style(Style::Primary);
        let notice = CreateMessage::new()
            .content(tr(
                lang,
                keys::DISCORD_DMS_CLOSED,
                &[
                    ("player", format!("<@{user}>").into()),
                    ("game", game.into()),
                ],
            ))
            .components(vec![CreateActionRow::Buttons(vec![button])])
            .allowed_mentions(CreateAllowedMentions::new().users([uid]));
        if let Err(err) = send_message(self.http, channel, notice).await {
            warn!("posting the closed-DM notice in {channel} failed: {err}");
        }
    }
}
