//! Slash commands (poise): for now `/ping`, answered privately with a button.

use super::handler::PING_BUTTON;
use super::retry::{retry, RetryPolicy};
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};
use poise::CreateReply;

/// Shared state of the commands (the host comes here next).
#[derive(Debug, Default)]
pub struct Data;

/// What a command may fail with.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

/// Check that the bot is alive (only you see the answer).
#[poise::command(slash_command)]
pub async fn ping(ctx: Ctx<'_>) -> Result<(), Error> {
    let button = CreateButton::new(PING_BUTTON)
        .label("DM me")
        .style(ButtonStyle::Primary);
    ctx.send(
        CreateReply::default()
            .content("pong")
            .ephemeral(true)
            .components(vec![CreateActionRow::Buttons(vec![button])]),
    )
    .await?;
    Ok(())
}

/// Every slash command, as registered with Discord.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![ping()]
}

/// The poise framework: registers the commands globally once connected. A failed
/// registration is logged, not fatal: a failed poise setup would stall every later event.
pub fn framework() -> poise::Framework<Data, Error> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: all(),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                let registered = retry(RetryPolicy::DEFAULT, "registering slash commands", || {
                    poise::builtins::register_globally(ctx, commands)
                })
                .await;
                match registered {
                    Ok(()) => tracing::info!("registered {} slash commands", commands.len()),
                    Err(err) => tracing::warn!("registering slash commands failed: {err}"),
                }
                Ok(Data)
            })
        })
        .build()
}
