//! Where the fake is as strict as Discord: interaction tokens (one initial response within
//! 3 s, then follow-ups and edits for 15 min), the bot's permissions per channel, nested
//! threads, and ephemeral visibility. Every message someone can see is recorded as a
//! [`Shown`], with who can see it, so tests can assert who saw what.

use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// Discord's permission bits the fake checks (from Discord's documentation).
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const MANAGE_MESSAGES: u64 = 1 << 13;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

/// How long an interaction waits for its initial response, and how long its token lives.
pub const INITIAL_RESPONSE_WINDOW: Duration = Duration::from_secs(3);
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Discord's JSON error codes the fake answers with.
pub const UNKNOWN_INTERACTION: u32 = 10062;
pub const UNKNOWN_WEBHOOK: u32 = 10015;
pub const ALREADY_ACKNOWLEDGED: u32 = 40060;
pub const MISSING_PERMISSIONS: u32 = 50013;
pub const INVALID_WEBHOOK_TOKEN: u32 = 50027;
pub const INVALID_FORM_BODY: u32 = 50035;
/// "Cannot execute action on this channel type" (a thread in a thread).
pub const WRONG_CHANNEL_TYPE: u32 = 50024;

/// An interaction the fake dispatched.
#[derive(Debug, Clone)]
pub struct Interaction {
    pub id: u64,
    pub user: u64,
    pub channel: u64,
    pub at: Instant,
    /// The type of the initial response, once given.
    pub answered: Option<u64>,
    /// Whether the original response (type 4 or 5) is ephemeral.
    pub ephemeral_original: bool,
    /// Made unusable by the test (as if its token had expired).
    pub expired: bool,
}

/// A message someone can see.
#[derive(Debug, Clone)]
pub struct Shown {
    pub channel: u64,
    /// `None`: everyone in the channel; `Some(user)`: only that user.
    pub only: Option<u64>,
    pub content: String,
    /// Whether a file (a board) came with it.
    pub files: usize,
    /// How it was sent: `message`, `response`, `followup`, `edit`.
    pub via: &'static str,
}

impl Shown {
    pub fn is_public(&self) -> bool {
        self.only.is_none()
    }
}

/// The strict state of one fake.
#[derive(Default)]
pub struct Strict {
    /// By token.
    pub interactions: HashMap<String, Interaction>,
    /// Permissions denied to the bot, by channel (threads inherit their parent's).
    pub denied: HashMap<u64, u64>,
    pub shown: Vec<Shown>,
    /// Whether the privileged message-content intent is refused (close 4014).
    pub no_message_content: bool,
    /// Interactions (by id) made unusable, before or after they are dispatched.
    pub expired_ids: HashSet<u64>,
}

/// A refusal: status and Discord JSON body.
pub type Refusal = (u16, Value);

fn refusal(status: u16, message: &str, code: u32) -> Refusal {
    (status, json!({"message": message, "code": code}))
}

fn flags(json: &Value) -> u64 {
    json["flags"].as_u64().unwrap_or(0)
}

impl Strict {
    /// Remembers an interaction being dispatched (the first time its token is seen).
    pub fn register(&mut self, d: &Value) {
        let Some(token) = d["token"].as_str() else {
            return;
        };
        let num = |v: &Value| match v {
            Value::String(s) => s.parse().unwrap_or(0),
            v => v.as_u64().unwrap_or(0),
        };
        let user = if d["member"]["user"]["id"].is_null() {
            num(&d["user"]["id"])
        } else {
            num(&d["member"]["user"]["id"])
        };
        let id = num(&d["id"]);
        let expired = self.expired_ids.contains(&id);
        self.interactions
            .entry(token.to_string())
            .or_insert(Interaction {
                id,
                user,
                channel: num(&d["channel_id"]),
                at: Instant::now(),
                answered: None,
                ephemeral_original: false,
                expired,
            });
    }

    /// The permissions denied in `channel` (a thread: its parent's).
    pub fn denied_in(&self, channel: u64, parent: Option<u64>) -> u64 {
        self.denied.get(&channel).copied().unwrap_or(0)
            | parent
                .and_then(|p| self.denied.get(&p).copied())
                .unwrap_or(0)
    }

    /// `POST /interactions/{id}/{token}/callback`.
    pub fn callback(
        &mut self,
        id: &str,
        token: &str,
        body: &Value,
        files: usize,
    ) -> Result<(), Refusal> {
        let unknown = || refusal(404, "Unknown interaction", UNKNOWN_INTERACTION);
        let i = self.interactions.get_mut(token).ok_or_else(unknown)?;
        if i.id.to_string() != id {
            return Err(unknown());
        }
        if i.answered.is_some() {
            return Err(refusal(
                400,
                "Interaction has already been acknowledged.",
                ALREADY_ACKNOWLEDGED,
            ));
        }
        if i.expired || i.at.elapsed() > INITIAL_RESPONSE_WINDOW {
            return Err(unknown());
        }
        components_fit(&body["data"])?;
        let kind = body["type"].as_u64().unwrap_or(0);
        let ephemeral = flags(&body["data"]) & 64 != 0;
        i.answered = Some(kind);
        i.ephemeral_original = matches!(kind, 4 | 5) && ephemeral;
        let (user, channel, eph) = (i.user, i.channel, i.ephemeral_original);
        if kind == 4 {
            self.show(
                channel,
                eph.then_some(user),
                &body["data"],
                files,
                "response",
            );
        }
        Ok(())
    }

    fn usable(&self, token: &str) -> Result<&Interaction, Refusal> {
        let i = self
            .interactions
            .get(token)
            .filter(|i| i.answered.is_some())
            .ok_or_else(|| refusal(404, "Unknown Webhook", UNKNOWN_WEBHOOK))?;
        if i.expired || i.at.elapsed() > TOKEN_LIFETIME {
            return Err(refusal(401, "Invalid Webhook Token", INVALID_WEBHOOK_TOKEN));
        }
        Ok(i)
    }

    /// `POST /webhooks/{app}/{token}`: a follow-up, ephemeral with flag 64.
    /// Returns the interaction's channel, where the follow-up is.
    pub fn followup(&mut self, token: &str, body: &Value, files: usize) -> Result<u64, Refusal> {
        components_fit(body)?;
        let i = self.usable(token)?;
        let (user, channel) = (i.user, i.channel);
        let only = (flags(body) & 64 != 0).then_some(user);
        self.show(channel, only, body, files, "followup");
        Ok(channel)
    }

    /// `PATCH /webhooks/{app}/{token}/messages/@original`: keeps the original's visibility.
    /// Returns the interaction's channel.
    pub fn edit_original(
        &mut self,
        token: &str,
        body: &Value,
        files: usize,
    ) -> Result<u64, Refusal> {
        components_fit(body)?;
        let i = self.usable(token)?;
        let (user, channel, eph) = (i.user, i.channel, i.ephemeral_original);
        self.show(channel, eph.then_some(user), body, files, "edit");
        Ok(channel)
    }

    /// The channel of the interaction with `token`.
    pub fn channel_of(&self, token: &str) -> u64 {
        self.interactions.get(token).map_or(0, |i| i.channel)
    }

    /// `POST /channels/{c}/messages` by the bot: its permissions there, and no ephemeral
    /// flag (only interaction responses can be ephemeral).
    pub fn channel_message(
        &mut self,
        channel: u64,
        parent: Option<u64>,
        dm_of: Option<u64>,
        body: &Value,
        files: usize,
    ) -> Result<(), Refusal> {
        if flags(body) & 64 != 0 {
            return Err(refusal(400, "Invalid Form Body (flags)", INVALID_FORM_BODY));
        }
        components_fit(body)?;
        if dm_of.is_none() {
            let denied = self.denied_in(channel, parent);
            let send = if parent.is_some() {
                SEND_MESSAGES_IN_THREADS
            } else {
                SEND_MESSAGES
            };
            if denied & send != 0 || (files > 0 && denied & ATTACH_FILES != 0) {
                return Err(refusal(403, "Missing Permissions", MISSING_PERMISSIONS));
            }
        }
        self.show(channel, dm_of, body, files, "message");
        Ok(())
    }

    /// `POST /channels/{c}/messages/{m}/threads`: Create Public Threads, never in a thread.
    pub fn create_thread(&self, channel: u64, channel_is_thread: bool) -> Result<(), Refusal> {
        if channel_is_thread {
            return Err(refusal(
                400,
                "Cannot execute action on this channel type",
                WRONG_CHANNEL_TYPE,
            ));
        }
        if self.denied_in(channel, None) & CREATE_PUBLIC_THREADS != 0 {
            return Err(refusal(403, "Missing Permissions", MISSING_PERMISSIONS));
        }
        Ok(())
    }

    /// `DELETE /channels/{c}/messages/{m}` of someone else's message: Manage Messages.
    pub fn delete_message(&self, channel: u64, parent: Option<u64>) -> Result<(), Refusal> {
        if self.denied_in(channel, parent) & MANAGE_MESSAGES != 0 {
            return Err(refusal(403, "Missing Permissions", MISSING_PERMISSIONS));
        }
        Ok(())
    }

    /// A message of the bot's edited: shown anew to everyone in `channel`.
    pub fn show_edit(&mut self, channel: u64, body: &Value) {
        self.show(channel, None, body, 0, "edit");
    }

    fn show(
        &mut self,
        channel: u64,
        only: Option<u64>,
        body: &Value,
        files: usize,
        via: &'static str,
    ) {
        self.shown.push(Shown {
            channel,
            only,
            content: body["content"].as_str().unwrap_or_default().to_string(),
            files,
            via,
        });
    }
}

/// Discord's limits on a message's components (its documentation, "Component
/// Reference"): at most 5 action rows, a string select with 1 to 25 options, each label
/// and value at most 100 characters, a custom id at most 100. Otherwise 400 / 50035, as
/// Discord answers.
pub fn components_fit(message: &Value) -> Result<(), Refusal> {
    let bad = |what: &str| {
        Err(refusal(
            400,
            &format!("Invalid Form Body ({what})"),
            INVALID_FORM_BODY,
        ))
    };
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if rows.len() > 5 {
        return bad("components: more than 5 rows");
    }
    for row in &rows {
        for c in row["components"].as_array().cloned().unwrap_or_default() {
            if c["custom_id"]
                .as_str()
                .is_some_and(|id| id.chars().count() > 100)
            {
                return bad("custom_id: longer than 100");
            }
            if c["type"].as_u64() != Some(3) {
                continue;
            }
            let options = c["options"].as_array().cloned().unwrap_or_default();
            if options.is_empty() || options.len() > 25 {
                return bad("options: must be between 1 and 25 in length");
            }
            for o in &options {
                let long = |k: &str| o[k].as_str().is_some_and(|t| t.chars().count() > 100);
                if long("label") || long("value") {
                    return bad("options: label or value longer than 100");
                }
            }
        }
    }
    Ok(())
}
