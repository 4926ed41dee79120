//! The gateway event handler: for now the `!ping` reply, the `ping:1` button (a DM with a
//! select menu) and the select answer. The host's game logic plugs in here next.

use super::config::invite_url;
use super::dedup::RecentIds;
use super::ping_png;
use super::retry::{discord_error_code, send_message};
use serenity::all::{
    ChannelId, ComponentInteraction, ComponentInteractionDataKind, Context, CreateActionRow,
    CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, Event, EventHandler,
    Interaction, Message, RawEventHandler, Ready, User,
};
use tracing::{info, warn};

/// Discord's JSON error code for "Cannot send messages to this user" (DMs closed).
pub const CANNOT_DM_USER: isize = 50007;

/// `custom_id` of the button under the ephemeral `/ping` reply.
pub const PING_BUTTON: &str = "ping:1";
/// `custom_id` of the select menu sent by DM after the button.
pub const PING_SELECT: &str = "ping:pick";

/// Reacts to chat messages and component interactions (slash commands go to poise).
/// A message or interaction delivered twice is handled once.
#[derive(Debug)]
pub struct Handler {
    recent: RecentIds,
}

impl Default for Handler {
    fn default() -> Handler {
        Handler {
            recent: RecentIds::new(4096),
        }
    }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        info!(
            "connected as {} (shard {:?}, {} guilds)",
            ready.user.name,
            ready.shard.map(|s| s.id.0),
            ready.guilds.len()
        );
        info!("invite link: {}", invite_url(ready.application.id.get()));
    }

    async fn message(&self, ctx: Context, msg: Message) {
        if msg.author.bot || msg.content.trim() != "!ping" {
            return;
        }
        if !self.recent.first_time(msg.id.get()) {
            info!("message {} delivered again, ignored", msg.id);
            return;
        }
        let reply = match ping_png::checkerboard() {
            Ok(png) => CreateMessage::new()
                .content("pong")
                .add_file(CreateAttachment::bytes(png, "ping.png")),
            Err(err) => {
                warn!("encoding the ping image failed: {err}");
                CreateMessage::new().content("pong")
            }
        };
        if let Err(err) = send_message(&ctx.http, msg.channel_id, reply).await {
            warn!("answering !ping in {} failed: {err}", msg.channel_id);
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        if let Interaction::Component(component) = interaction {
            if !self.recent.first_time(component.id.get()) {
                info!("interaction {} delivered again, ignored", component.id);
                return;
            }
            on_component(&ctx, &component).await;
        }
    }
}

/// Routes a button press or a menu choice by its `custom_id`.
async fn on_component(ctx: &Context, component: &ComponentInteraction) {
    let answer = match (component.data.custom_id.as_str(), &component.data.kind) {
        (PING_BUTTON, ComponentInteractionDataKind::Button) => {
            match dm_or_fallback(ctx, &component.user, component.channel_id, pick_menu()).await {
                Ok(()) => "I sent you a DM.".to_string(),
                Err(DmError::Closed) => {
                    "I can't DM you: your direct messages are closed.".to_string()
                }
                Err(DmError::Failed(_)) => "Sorry, I could not DM you; try again.".to_string(),
            }
        }
        (PING_SELECT, ComponentInteractionDataKind::StringSelect { values }) => {
            format!("You picked: {}", values.join(", "))
        }
        (other, _) => {
            warn!("component interaction with unknown custom_id `{other}`");
            "This button no longer applies.".to_string()
        }
    };
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(answer)
            .ephemeral(true),
    );
    if let Err(err) = component.create_response(&ctx.http, response).await {
        warn!("answering interaction {} failed: {err}", component.id);
    }
}

/// The DM sent after the `ping:1` button: a string select menu.
fn pick_menu() -> CreateMessage {
    let options = ["knight", "bishop", "rook", "queen"]
        .into_iter()
        .map(|role| CreateSelectMenuOption::new(role, role))
        .collect();
    let menu = CreateSelectMenu::new(PING_SELECT, CreateSelectMenuKind::String { options })
        .placeholder("Pick a piece");
    CreateMessage::new()
        .content("Pick a piece:")
        .components(vec![CreateActionRow::SelectMenu(menu)])
}

/// Why a DM was not delivered.
#[derive(Debug)]
pub enum DmError {
    /// The user's DMs are closed (50007); the channel has been told.
    Closed,
    /// Any other failure (logged), after the retries.
    Failed(serenity::Error),
}

/// Sends `message` to `user` by DM. When their DMs are closed (50007), says so in
/// `channel` instead and returns [`DmError::Closed`].
pub async fn dm_or_fallback(
    ctx: &Context,
    user: &User,
    channel: ChannelId,
    message: CreateMessage,
) -> Result<(), DmError> {
    let sent = match user.id.create_dm_channel(ctx).await {
        Ok(dm) => send_message(&ctx.http, dm.id, message).await.map(drop),
        Err(err) => Err(err),
    };
    match sent {
        Ok(()) => Ok(()),
        Err(err) if discord_error_code(&err) == Some(CANNOT_DM_USER) => {
            info!("DMs of user {} are closed", user.id);
            let notice = CreateMessage::new().content(format!(
                "<@{}> I can't DM you: please allow direct messages from server members.",
                user.id
            ));
            if let Err(err) = send_message(&ctx.http, channel, notice).await {
                warn!("posting the closed-DM notice in {channel} failed: {err}");
            }
            Err(DmError::Closed)
        }
        Err(err) => {
            warn!("DM to user {} failed: {err}", user.id);
            Err(DmError::Failed(err))
        }
    }
}

/// Logs gateway dispatches serenity could not map to an event: an unknown type, or a known
/// one with missing or malformed fields (serenity 0.12.5 turns those into unknown events
/// too). They never reach [`Handler`], so without this they would vanish silently.
#[derive(Debug, Default)]
pub struct UnknownEventLogger;

#[serenity::async_trait]
impl RawEventHandler for UnknownEventLogger {
    async fn raw_event(&self, _ctx: Context, event: Event) {
        if let Event::Unknown(unknown) = event {
            warn!(
                "ignored unknown or undecodable gateway event {}",
                unknown.kind
            );
        }
    }
}
