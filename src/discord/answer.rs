//! The interaction being answered: its one initial response (within Discord's 3 s),
//! a deferral when the host is slow, then edits of the original response and follow-ups
//! (for 15 min), each retried on passing failures and told apart from final ones.

use super::retry::{discord_error_code, is_transient, RetryPolicy};
use crate::host::io::custom_id::{self, ButtonAction};
use serenity::all::{
    CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    Http, MessageId,
};
use std::future::Future;
use tracing::warn;

/// Discord's "Interaction has already been acknowledged".
pub const ALREADY_ACKNOWLEDGED: isize = 40060;

/// How an attempt to answer ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Discord has it.
    Done,
    /// The interaction already had its initial response (one we believed lost).
    AlreadyAcknowledged,
    /// It cannot be used for this (expired, unknown, refused, or still failing after the
    /// retries): the answer must go another way.
    Failed,
}

/// The interaction being answered, if the replies answer one.
pub enum Asked {
    Command(Box<CommandInteraction>),
    Component(Box<ComponentInteraction>),
}

impl Asked {
    pub fn user(&self) -> String {
        match self {
            Asked::Command(c) => c.user.id.get().to_string(),
            Asked::Component(c) => c.user.id.get().to_string(),
        }
    }

    pub fn channel(&self) -> String {
        match self {
            Asked::Command(c) => c.channel_id.get().to_string(),
            Asked::Component(c) => c.channel_id.get().to_string(),
        }
    }

    /// The user's locale as their client reports it (`fr`, `en-US`).
    pub fn locale(&self) -> &str {
        match self {
            Asked::Command(c) => &c.locale,
            Asked::Component(c) => &c.locale,
        }
    }

    /// The server the interaction came from (`None` in a DM).
    pub fn server(&self) -> Option<String> {
        match self {
            Asked::Command(c) => c.guild_id,
            Asked::Component(c) => c.guild_id,
        }
        .map(|g| g.get().to_string())
    }

    /// The game of an "answer privately" button, when this is a press of one.
    pub fn private_button(&self) -> Option<u64> {
        match self {
            Asked::Component(c) => match custom_id::decode(&c.data.custom_id) {
                Some((ButtonAction::Private, game)) => Some(game),
                _ => None,
            },
            Asked::Command(_) => None,
        }
    }

    /// The initial response, retried while Discord fails in passing. An "already
    /// acknowledged" after a failed attempt means that attempt did arrive.
    pub async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> Outcome {
        let mut attempt = 1;
        let policy = RetryPolicy::DEFAULT;
        loop {
            let sent = match self {
                Asked::Command(c) => c.create_response(http, r.clone()).await,
                Asked::Component(c) => c.create_response(http, r.clone()).await,
            };
            let err = match sent {
                Ok(()) => return Outcome::Done,
                Err(err) => err,
            };
            if discord_error_code(&err) == Some(ALREADY_ACKNOWLEDGED) {
                return if attempt > 1 {
                    Outcome::Done
                } else {
                    Outcome::AlreadyAcknowledged
                };
            }
            if attempt >= policy.attempts || !is_transient(&err) {
                warn!("answering interaction failed: {err}");
                return Outcome::Failed;
            }
            let wait = policy.wait(attempt, &err);
            warn!("answering interaction failed (attempt {attempt}), retrying in {wait:?}: {err}");
            tokio::time::sleep(wait).await;
            attempt += 1;
        }
    }

    /// Tells Discord the answer will come later: a private "thinking" for a command (its
    /// original response, edited later), a silent acknowledgement for a component.
    pub async fn defer(&self, http: &Http) -> Outcome {
        let r = match self {
            Asked::Command(_) => CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(true),
            ),
            Asked::Component(_) => CreateInteractionResponse::Acknowledge,
        };
        self.respond(http, r).await
    }

    /// Replaces the original response (after a deferral: the private "thinking").
    pub async fn edit_original(&self, http: &Http, e: EditInteractionResponse) -> Outcome {
        outcome(retrying("editing an interaction response", || async {
            match self {
                Asked::Command(c) => c.edit_response(http, e.clone()).await.map(drop),
                Asked::Component(c) => c.edit_response(http, e.clone()).await.map(drop),
            }
        }))
        .await
    }

    /// The id of the original response (a public answer the host wants to edit later).
    pub async fn original_id(&self, http: &Http) -> Option<MessageId> {
        let got = retrying_value("reading an interaction response", || async {
            match self {
                Asked::Command(c) => c.get_response(http).await,
                Asked::Component(c) => c.get_response(http).await,
            }
        })
        .await;
        match got {
            Ok(m) => Some(m.id),
            Err(err) => {
                warn!("reading the original response failed: {err}");
                None
            }
        }
    }

    /// A follow-up message.
    pub async fn followup(&self, http: &Http, f: CreateInteractionResponseFollowup) -> Outcome {
        outcome(retrying("sending a follow-up", || async {
            match self {
                Asked::Command(c) => c.create_followup(http, f.clone()).await.map(drop),
                Asked::Component(c) => c.create_followup(http, f.clone()).await.map(drop),
            }
        }))
        .await
    }
}

fn retrying<'a, F, Fut>(what: &'a str, op: F) -> impl Future<Output = serenity::Result<()>> + 'a
where
    F: FnMut() -> Fut + 'a,
    Fut: Future<Output = serenity::Result<()>> + 'a,
{
    super::retry::retry(RetryPolicy::DEFAULT, what, op)
}

fn retrying_value<'a, T, F, Fut>(
    what: &'a str,
    op: F,
) -> impl Future<Output = serenity::Result<T>> + 'a
where
    T: 'a,
    F: FnMut() -> Fut + 'a,
    Fut: Future<Output = serenity::Result<T>> + 'a,
{
    super::retry::retry(RetryPolicy::DEFAULT, what, op)
}

async fn outcome(sent: impl Future<Output = serenity::Result<()>>) -> Outcome {
    match sent.await {
        Ok(()) => Outcome::Done,
        Err(err) => {
            warn!("an interaction follow-up or edit failed: {err}");
            Outcome::Failed
        }
    }
}
