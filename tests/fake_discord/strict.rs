//! Where the fake is as strict as Discord: interaction tokens (one initial response within
//! 3 s, of a type that kind of interaction takes, then follow-ups and edits for 15 min),
//! the bot's permissions per channel, nested threads, private threads (seen by their
//! members only; nobody else writes there), reactions (Add Reactions, Read Message
//! History, on a message of that channel), command registration ([`commands_fit`]),
//! ephemeral visibility, a message's limits (content, embeds, files, components:
//! [`message_fits`]) and which buttons can be pressed (not a disabled one). Every message someone can see is recorded as a
//! [`Shown`], with who can see it, so tests can assert who saw what.

use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::time::{Duration, Instant};

/// Discord's permission bits the fake checks (from Discord's documentation).
pub const ADD_REACTIONS: u64 = 1 << 6;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const MANAGE_MESSAGES: u64 = 1 << 13;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;

/// How long an interaction waits for its initial response, and how long its token lives.
pub const INITIAL_RESPONSE_WINDOW: Duration = Duration::from_secs(3);
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Discord's JSON error codes the fake answers with.
pub const UNKNOWN_INTERACTION: u32 = 10062;
pub const UNKNOWN_WEBHOOK: u32 = 10015;
pub const ALREADY_ACKNOWLEDGED: u32 = 40060;
pub const MISSING_PERMISSIONS: u32 = 50013;
pub const UNKNOWN_MESSAGE: u32 = 10008;
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
    /// The interaction's type: 2 command, 3 component, 4 autocomplete, 5 modal submit.
    pub kind: u64,
    /// Deferred with type 5 and not yet resolved: the user sees "thinking" until the
    /// original is edited or the first follow-up replaces it.
    pub loading: bool,
}

/// A message someone can see.
#[derive(Debug, Clone)]
pub struct Shown {
    pub channel: u64,
    /// `None`: everyone in the channel; `Some(user)`: only that user.
    pub only: Option<u64>,
    /// In a private thread: its members when it was shown (nobody else sees it).
    pub members: Option<BTreeSet<u64>>,
    pub content: String,
    /// Whether a file (a board) came with it.
    pub files: usize,
    /// How it was sent: `message`, `response`, `followup`, `edit`.
    pub via: &'static str,
}

impl Shown {
    pub fn is_public(&self) -> bool {
        self.only.is_none() && self.members.is_none()
    }

    /// Whether `user` can see it.
    pub fn seen_by(&self, user: u64) -> bool {
        match (&self.only, &self.members) {
            (Some(only), _) => *only == user,
            (None, Some(members)) => members.contains(&user),
            (None, None) => true,
        }
    }
}

/// The strict state of one fake.
#[derive(Default)]
pub struct Strict {
    /// By token.
    pub interactions: HashMap<String, Interaction>,
    /// Permissions denied to the bot, by channel (threads inherit their parent's).
    pub denied: HashMap<u64, u64>,
    /// The private threads, each with its members (the bot is one).
    pub private_threads: HashMap<u64, BTreeSet<u64>>,
    pub shown: Vec<Shown>,
    /// Whether the privileged message-content intent is refused (close 4014).
    pub no_message_content: bool,
    /// Interactions (by id) made unusable, before or after they are dispatched.
    pub expired_ids: HashSet<u64>,
    /// The buttons of the bot's messages as last shown: by message (its id, or
    /// `token:TOKEN` for an ephemeral answer), each custom id with whether it is disabled.
    pub buttons: HashMap<String, HashMap<String, bool>>,
}

/// A refusal: status and Discord JSON body.
pub type Refusal = (u16, Value);

fn refusal(status: u16, message: &str, code: u32) -> Refusal {
    (status, json!({"message": message, "code": code}))
}

/// 404 / 10008: no such message in that channel.
pub fn unknown_message() -> Refusal {
    refusal(404, "Unknown Message", UNKNOWN_MESSAGE)
}

/// 400 / 50024: the action needs another kind of channel (a thread, or not one).
pub fn wrong_channel_type() -> Refusal {
    refusal(
        400,
        "Cannot execute action on this channel type",
        WRONG_CHANNEL_TYPE,
    )
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
                kind: d["type"].as_u64().unwrap_or(0),
                loading: false,
            });
    }

    /// Remembers the buttons of a message the bot sent or edited (`body` without
    /// `components`: an edit that keeps them, as on Discord).
    pub fn remember_buttons(&mut self, message: String, body: &Value) {
        let Some(rows) = body["components"].as_array() else {
            return;
        };
        let buttons = rows
            .iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter(|c| c["type"] == json!(2))
            .filter_map(|c| {
                let id = c["custom_id"].as_str()?.to_string();
                Some((id, c["disabled"] == json!(true)))
            })
            .collect();
        self.buttons.insert(message, buttons);
    }

    /// Whether a button with `custom_id` can be pressed: `Some(true)` if a message of the
    /// bot shows it enabled, `Some(false)` if it is shown only disabled (Discord sends no
    /// interaction for it), `None` if the bot never showed it.
    pub fn pressable(&self, custom_id: &str) -> Option<bool> {
        let mut states = self
            .buttons
            .values()
            .filter_map(|b| b.get(custom_id))
            .peekable();
        states.peek()?;
        Some(states.any(|disabled| !disabled))
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
        let kind = body["type"].as_u64().unwrap_or(0);
        if !response_fits(i.kind, kind) {
            return Err(refusal(
                400,
                &format!(
                    "Invalid Form Body (type: response {kind} to an interaction of type {})",
                    i.kind
                ),
                INVALID_FORM_BODY,
            ));
        }
        if matches!(kind, 4 | 7) {
            message_fits(&body["data"], files)?;
        }
        let ephemeral = flags(&body["data"]) & 64 != 0;
        i.answered = Some(kind);
        i.ephemeral_original = matches!(kind, 4 | 5) && ephemeral;
        i.loading = kind == 5;
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

    /// `POST /webhooks/{app}/{token}`: a follow-up, ephemeral with flag 64; but the first
    /// one after a type 5 deferral that was not resolved replaces the "thinking" message,
    /// whose visibility it keeps whatever its flags say (Discord's "Create Followup
    /// Message"). Returns the interaction's channel, where the follow-up is.
    pub fn followup(&mut self, token: &str, body: &Value, files: usize) -> Result<u64, Refusal> {
        message_fits(body, files)?;
        let i = self.usable(token)?;
        let (user, channel, loading, eph) = (i.user, i.channel, i.loading, i.ephemeral_original);
        let only = if loading {
            eph.then_some(user)
        } else {
            (flags(body) & 64 != 0).then_some(user)
        };
        if let Some(i) = self.interactions.get_mut(token) {
            i.loading = false;
        }
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
        message_fits(body, files)?;
        let i = self.usable(token)?;
        let (user, channel, eph) = (i.user, i.channel, i.ephemeral_original);
        if let Some(i) = self.interactions.get_mut(token) {
            i.loading = false;
        }
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
        message_fits(body, files)?;
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

    /// A thread opened in `channel`: a public one from a message
    /// (`POST /channels/{c}/messages/{m}/threads`, Create Public Threads) or a private one
    /// (`POST /channels/{c}/threads` of type 12, Create Private Threads), never in a thread.
    pub fn create_thread(
        &self,
        channel: u64,
        channel_is_thread: bool,
        private: bool,
    ) -> Result<(), Refusal> {
        if channel_is_thread {
            return Err(wrong_channel_type());
        }
        let needed = if private {
            CREATE_PRIVATE_THREADS
        } else {
            CREATE_PUBLIC_THREADS
        };
        if self.denied_in(channel, None) & needed != 0 {
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

    /// `PUT /channels/{c}/messages/{m}/reactions/{emoji}/@me`: Add Reactions and Read
    /// Message History.
    pub fn react(&self, channel: u64, parent: Option<u64>) -> Result<(), Refusal> {
        if self.denied_in(channel, parent) & (ADD_REACTIONS | READ_MESSAGE_HISTORY) != 0 {
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
        let members = self.private_threads.get(&channel).cloned();
        self.shown.push(Shown {
            channel,
            only,
            members,
            content: body["content"].as_str().unwrap_or_default().to_string(),
            files,
            via,
        });
    }
}

/// Discord's limits on a message's components (its documentation, "Component
/// Reference"): at most 5 action rows, each of 1 to 5 buttons or one select menu; a
/// button's label at most 80 characters, a custom id 1 to 100 and unique in the message
/// (a link button has a url instead); a string select with 1 to 25 options, each label,
/// value and description at most 100 characters, a placeholder at most 150, and
/// `min_values`/`max_values` within its options. Otherwise 400 / 50035, as Discord
/// answers.
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
    let mut ids = HashSet::new();
    let chars = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
    for row in &rows {
        if row["type"].as_u64() != Some(1) {
            return bad("components: a top-level component that is not an action row");
        }
        let inner = row["components"].as_array().cloned().unwrap_or_default();
        let selects = inner.iter().filter(|c| c["type"] != json!(2)).count();
        if inner.is_empty() || inner.len() > 5 {
            return bad("components: an action row of 1 to 5 components");
        }
        if selects > 0 && inner.len() > 1 {
            return bad("components: a select menu shares its action row");
        }
        for c in inner {
            let link = c["type"] == json!(2) && c["style"] == json!(5);
            match c["custom_id"].as_str() {
                None if link => {}
                Some(_) if link => return bad("components: a link button with a custom_id"),
                None => return bad("custom_id: required"),
                Some(id) if id.is_empty() || id.chars().count() > 100 => {
                    return bad("custom_id: 1 to 100 characters");
                }
                Some(id) => {
                    if !ids.insert(id.to_string()) {
                        return bad("custom_id: duplicated in the message");
                    }
                }
            }
            if c["type"] == json!(2) {
                if chars(&c["label"]) > 80 {
                    return bad("label: longer than 80");
                }
                continue;
            }
            if c["type"].as_u64() != Some(3) {
                continue;
            }
            let options = c["options"].as_array().cloned().unwrap_or_default();
            if options.is_empty() || options.len() > 25 {
                return bad("options: must be between 1 and 25 in length");
            }
            for o in &options {
                if chars(&o["label"]) > 100
                    || chars(&o["value"]) > 100
                    || chars(&o["description"]) > 100
                {
                    return bad("options: label, value or description longer than 100");
                }
            }
            if chars(&c["placeholder"]) > 150 {
                return bad("placeholder: longer than 150");
            }
            let (min, max) = (
                c["min_values"].as_u64().unwrap_or(1),
                c["max_values"].as_u64().unwrap_or(1),
            );
            if min > max || max > options.len() as u64 || max > 25 {
                return bad("min_values/max_values: outside the options");
            }
        }
    }
    Ok(())
}

/// Which initial responses an interaction of type `interaction` takes (Discord's
/// "Interaction Response Types"): a command 4 (message), 5 (deferred message) or 9
/// (modal); a component also 6 (deferred update) and 7 (update its message); an
/// autocomplete only 8 (choices); a modal submit 4 to 7.
pub fn response_fits(interaction: u64, response: u64) -> bool {
    match interaction {
        2 => matches!(response, 4 | 5 | 9),
        3 => matches!(response, 4..=7 | 9),
        4 => response == 8,
        5 => matches!(response, 4..=7),
        _ => false,
    }
}

/// The most files one message carries, and the size of each (the fake's interactions say
/// `attachment_size_limit` 8 MiB).
pub const MAX_FILES: usize = 10;
pub const MAX_FILE_BYTES: usize = 8 << 20;

/// Discord's limits on one message (its documentation, "Create Message" and "Embed
/// Limits"): content at most 2000 characters, at most 10 embeds (title 256, description
/// 4096, 25 fields of name 256 and value 1024, footer 2048, author 256, 6000 in all), at
/// most [`MAX_FILES`] files, allowed mentions that do not both parse and list users (or
/// roles), and components that fit ([`components_fit`]). Otherwise 400 / 50035.
pub fn message_fits(message: &Value, files: usize) -> Result<(), Refusal> {
    let bad = |what: &str| {
        Err(refusal(
            400,
            &format!("Invalid Form Body ({what})"),
            INVALID_FORM_BODY,
        ))
    };
    let chars = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
    if chars(&message["content"]) > 2000 {
        return bad("content: Must be 2000 or fewer in length.");
    }
    if files > MAX_FILES {
        return bad("files: at most 10");
    }
    let embeds = message["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        return bad("embeds: at most 10");
    }
    let mut total = 0;
    for e in &embeds {
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        let limits = [
            (chars(&e["title"]), 256, "title"),
            (chars(&e["description"]), 4096, "description"),
            (chars(&e["footer"]["text"]), 2048, "footer"),
            (chars(&e["author"]["name"]), 256, "author"),
            (fields.len(), 25, "fields"),
        ];
        for (n, max, what) in limits {
            if n > max {
                return bad(&format!("embeds: {what} longer than {max}"));
            }
        }
        for f in &fields {
            if chars(&f["name"]) > 256 || chars(&f["value"]) > 1024 {
                return bad("embeds: field too long");
            }
            total += chars(&f["name"]) + chars(&f["value"]);
        }
        total += chars(&e["title"])
            + chars(&e["description"])
            + chars(&e["footer"]["text"])
            + chars(&e["author"]["name"]);
    }
    if total > 6000 {
        return bad("embeds: more than 6000 characters in all");
    }
    let mentions = &message["allowed_mentions"];
    let parses = |what: &str| {
        mentions["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|x| x == what))
    };
    for (what, list) in [("users", "users"), ("roles", "roles")] {
        if parses(what) && mentions[list].as_array().is_some_and(|l| !l.is_empty()) {
            return bad("allowed_mentions: parse and a list of the same kind");
        }
        if mentions[list].as_array().is_some_and(|l| l.len() > 100) {
            return bad("allowed_mentions: more than 100");
        }
    }
    components_fit(message)
}

/// Discord's limits on registering application commands (its documentation,
/// "Application Commands"): at most 100 chat commands; names 1 to 32 lowercase letters,
/// digits, `-` or `_`, unique among their siblings; descriptions (and each localization)
/// 1 to 100 characters; at most 25 options a level, required ones before optional ones;
/// option types 1 to 11, sub-commands holding options and others not; at most 25
/// choices of name 1 to 100 characters, only on string, integer and number options and
/// never with autocomplete; at most 4000 characters of names, descriptions and choice
/// values in one command. Otherwise 400 / 50035.
pub fn commands_fit(commands: &Value) -> Result<(), Refusal> {
    let bad = |what: String| {
        Err(refusal(
            400,
            &format!("Invalid Form Body ({what})"),
            INVALID_FORM_BODY,
        ))
    };
    let list = commands.as_array().cloned().unwrap_or_default();
    if list.len() > 100 {
        return bad("more than 100 commands".into());
    }
    let mut names = HashSet::new();
    for c in &list {
        let name = c["name"].as_str().unwrap_or_default();
        if !names.insert(name.to_string()) {
            return bad(format!("{name}: a command registered twice"));
        }
        let mut total = 0;
        if let Err(what) = command_fits(c, 0, &mut total) {
            return bad(format!("{name}: {what}"));
        }
        if total > 4000 {
            return bad(format!("{name}: more than 4000 characters"));
        }
    }
    Ok(())
}

/// One command (`depth` 0) or option (`depth` 1 and below) against Discord's limits,
/// its characters added to `total`.
fn command_fits(c: &Value, depth: usize, total: &mut usize) -> Result<(), String> {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let (name, description) = (text(&c["name"]), text(&c["description"]));
    let name_ok = (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|ch| ch == '-' || ch == '_' || ch.is_lowercase() || ch.is_numeric());
    if !name_ok {
        return Err(format!("name {name:?}"));
    }
    let described = |d: &str| (1..=100).contains(&d.chars().count());
    let localized = c["description_localizations"]
        .as_object()
        .map(|m| {
            m.values()
                .all(|d| described(d.as_str().unwrap_or_default()))
        })
        .unwrap_or(true);
    if !described(&description) || !localized {
        return Err(format!("{name}: description of 1 to 100 characters"));
    }
    *total += name.chars().count() + description.chars().count();
    let kind = c["type"].as_u64().unwrap_or(1);
    if depth > 0 && !(1..=11).contains(&kind) {
        return Err(format!("{name}: option type {kind}"));
    }
    let choices = c["choices"].as_array().cloned().unwrap_or_default();
    if !choices.is_empty() {
        if depth == 0 || !matches!(kind, 3 | 4 | 10) || c["autocomplete"] == json!(true) {
            return Err(format!("{name}: choices on an option that takes none"));
        }
        if choices.len() > 25 {
            return Err(format!("{name}: more than 25 choices"));
        }
        for ch in &choices {
            let label = text(&ch["name"]);
            if !(1..=100).contains(&label.chars().count()) {
                return Err(format!("{name}: a choice's name"));
            }
            *total += label.chars().count() + ch["value"].to_string().chars().count();
        }
    }
    let options = c["options"].as_array().cloned().unwrap_or_default();
    let groups = depth == 0 || matches!(kind, 1 | 2);
    if !groups && !options.is_empty() {
        return Err(format!("{name}: options under an option of type {kind}"));
    }
    if options.len() > 25 {
        return Err(format!("{name}: more than 25 options"));
    }
    let mut names = HashSet::new();
    let mut optional_seen = false;
    for o in &options {
        if !names.insert(text(&o["name"])) {
            return Err(format!("{name}: an option named twice"));
        }
        let required = o["required"] == json!(true);
        if required && optional_seen {
            return Err(format!("{name}: a required option after an optional one"));
        }
        optional_seen |= !required;
        command_fits(o, depth + 1, total)?;
    }
    Ok(())
}
