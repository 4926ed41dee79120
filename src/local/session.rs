//! A local-mode session: the host on its store, one event per said line, the replies
//! printed (with their board images written) only after the host returns them, that is
//! after the durable commit of what they report.

use super::line::{Place, Said};
use super::print::reply_lines;
use crate::game::Timestamp;
use crate::host::{Author, Body, Host, HostConfig, Input, Origin, Reply, SecretSource, Target};
use crate::render::render_png;
use crate::store::{StoreError, StoreUrl, SWEEPER_LEASE};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The one server and the one channel of local mode.
pub const SERVER: &str = "local";
pub const CHANNEL: &str = "local";
/// The bot's name in local mode: challenge it to play the computer.
pub const BOT_NAME: &str = "chakbot";

/// How long the sweeper lease lasts unless renewed: several sessions on one PostgreSQL
/// store sweep one at a time, and another takes over this long after the sweeping one
/// stopped.
const SWEEPER_LEASE_TIME: Duration = Duration::from_secs(10);

/// Where a local session keeps its data and images, and who moderates.
#[derive(Clone, Debug)]
pub struct LocalConfig {
    /// The store's folder (sled), unless `store` is set.
    pub data: PathBuf,
    /// The store (`--store`): sled or PostgreSQL. `None`: sled in `data`.
    pub store: Option<StoreUrl>,
    /// Where board images (and exported files) are written.
    pub images: PathBuf,
    /// Users who may use moderator commands (cleaned names).
    pub moderators: Vec<String>,
    /// A fixed server secret (`--secret`), for tests and reproducible sessions only: every
    /// challenge gets this secret, and event ids are `local-fixed-<n>` (numbered from 1 at
    /// each start), so the same lines on a fresh store give the same games and the same
    /// draws. A restart on the same store would repeat event ids: use a fresh store.
    /// `None`: secrets from the OS and a random nonce (the normal case).
    pub secret: Option<[u8; 32]>,
}

/// Why a session stopped.
#[derive(Debug, thiserror::Error)]
pub enum LocalError {
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("{context}: {source}")]
    Io {
        context: String,
        #[source]
        source: io::Error,
    },
}

fn io_error(context: impl Into<String>) -> impl FnOnce(io::Error) -> LocalError {
    let context = context.into();
    move |source| LocalError::Io { context, source }
}

/// Now, by the wall clock.
pub fn now() -> Timestamp {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    Timestamp(u64::try_from(ms).unwrap_or(u64::MAX))
}

/// The host with its output. See the module documentation.
pub struct Session<W: Write> {
    host: Host,
    images: PathBuf,
    moderators: Vec<String>,
    /// Drawn from the OS at start (`fixed`, `fixed2`… with a fixed secret:
    /// [`fixed_nonce`]): event ids are `local-<nonce>-<n>`, never reused after a restart
    /// on the same store (the processed-event check would swallow them).
    nonce: String,
    events: u64,
    images_written: u64,
    out: W,
}

/// The nonce of a run with a fixed secret: `fixed` on a fresh store (so the same input
/// plays the same games), `fixed<k>` for its k-th run on the same store, so that a later
/// run's `local-fixed…-<n>` event ids never repeat an earlier run's (which the store's
/// processed-event check would silently swallow). Each run claims its number in the
/// store (`local-fixed-run-<k>`).
fn fixed_nonce(host: &Host) -> Result<String, LocalError> {
    let token = format!("{:016x}", rand::random::<u64>()).into_bytes();
    for k in 1u64.. {
        let claimed = host
            .store()
            .bot_meta_or_insert(&format!("local-fixed-run-{k}"), &token)?;
        if claimed == token {
            return Ok(if k == 1 {
                "fixed".to_string()
            } else {
                format!("fixed{k}")
            });
        }
    }
    Ok(format!("{:016x}", rand::random::<u64>()))
}

impl<W: Write> Session<W> {
    /// Opens the store and the images folder.
    pub fn open(config: &LocalConfig, out: W) -> Result<Session<W>, LocalError> {
        let url = config
            .store
            .clone()
            .unwrap_or_else(|| StoreUrl::Sled(config.data.clone()));
        let mut host_config = HostConfig::local();
        if let Some(secret) = config.secret {
            host_config.secrets = SecretSource::Fixed(secret);
        }
        let host = Host::open_url(&url, host_config)?;
        // Challenging `chakbot` is a game against the computer.
        host.set_bot_user(BOT_NAME);
        std::fs::create_dir_all(&config.images).map_err(io_error(format!(
            "cannot create the images folder {}",
            config.images.display()
        )))?;
        let nonce = match config.secret {
            Some(_) => fixed_nonce(&host)?,
            None => format!("{:016x}", rand::random::<u64>()),
        };
        Ok(Session {
            host,
            images: config.images.clone(),
            moderators: config.moderators.clone(),
            nonce,
            events: 0,
            images_written: 0,
            out,
        })
    }

    pub fn host(&self) -> &Host {
        &self.host
    }

    /// The output (for a line of its own, such as the demo's typed lines).
    pub fn out(&mut self) -> &mut W {
        &mut self.out
    }

    /// Handles what a user said, prints the replies (flushed) and returns them.
    pub fn say(&mut self, said: &Said) -> Result<Vec<Reply>, LocalError> {
        self.events += 1;
        let mut author = Author::named(&said.name);
        author.moderator = self.moderators.iter().any(|m| m == &said.name);
        let channel = match said.place {
            Place::Dm => None,
            Place::Channel => Some(CHANNEL.to_string()),
            // A member's team room, else the channel (where the host tells them which
            // game they are in no team of, or reads what they said as said there).
            Place::Team => Some(
                self.host
                    .team_room_of(CHANNEL, &said.name)
                    .unwrap_or_else(|| CHANNEL.to_string()),
            ),
        };
        let origin = match channel {
            None => Origin::Dm,
            Some(channel) => Origin::Channel {
                server: SERVER.into(),
                channel,
            },
        };
        let input = Input {
            event_id: format!("local-{}-{}", self.nonce, self.events),
            at: now(),
            author,
            origin,
            // Every line is for the bot: there is no chat between people in local mode.
            body: Body::Text {
                text: said.text.clone(),
                addressed: true,
            },
        };
        let replies = self.host.handle(input);
        self.print(&replies)?;
        Ok(replies)
    }

    /// Prints replies the host made on its own (the computer's turns).
    pub fn show(&mut self, replies: &[Reply]) -> Result<(), LocalError> {
        self.print(replies)
    }

    /// Runs the sweeper if it has something due now; prints what it says.
    pub fn sweep_if_due(&mut self) -> Result<(), LocalError> {
        let now = now();
        if self.host.next_wakeup().is_some_and(|at| at <= now)
            && self
                .host
                .store()
                .try_lease(SWEEPER_LEASE, &self.nonce, SWEEPER_LEASE_TIME)?
        {
            self.sweep(now)?;
        }
        Ok(())
    }

    /// Runs the sweeper at `now` and prints its replies.
    pub fn sweep(&mut self, now: Timestamp) -> Result<(), LocalError> {
        let replies = self.host.sweep(now);
        self.print(&replies)
    }

    /// How long until the sweeper is due (at most `max`).
    pub fn until_wakeup(&self, max: Duration) -> Duration {
        match self.host.next_wakeup() {
            Some(at) => Duration::from_millis(at.0.saturating_sub(now().0)).min(max),
            None => max,
        }
    }

    /// Makes sure everything is on disk and the output flushed.
    pub fn finish(mut self) -> Result<(), LocalError> {
        self.host.store().sync()?;
        self.out
            .flush()
            .map_err(io_error("cannot write the output"))
    }

    /// Opens the team rooms the replies ask for (a local room is a channel named after
    /// the game and side), so that they print as their team's.
    fn open_rooms(&self, replies: &[Reply]) {
        for reply in replies {
            let Target::Team(room) = reply.to() else {
                continue;
            };
            if room.channel.is_some() {
                continue;
            }
            let channel = format!("team-{}-{}", room.game, room.color.name());
            if let Err(e) = self.host.team_room_opened(room.game, room.color, &channel) {
                tracing::warn!("cannot open the team room {channel}: {e:?}");
            }
        }
    }

    /// Prints replies in order, each board image written first, then flushes.
    fn print(&mut self, replies: &[Reply]) -> Result<(), LocalError> {
        self.open_rooms(replies);
        let mut text = String::new();
        for reply in replies {
            let lang = match &reply.to() {
                Target::Channel { .. } | Target::Team(_) => self.host.reply_lang(reply.to(), None),
                // The user's setting, else the server's (local mode has no locale).
                Target::Dm(user) | Target::Private(user) => self
                    .host
                    .reply_lang(reply.to(), Some((user, "", Some(SERVER)))),
            };
            let mut lines = reply_lines(reply, lang);
            let text_lines = reply.text.lines().count().max(1);
            let mut extra = Vec::new();
            if let Some(board) = &reply.board() {
                let png = render_png(&board.view, &board.options);
                let path = self.next_file(reply, "png");
                write_file(&path, &png)?;
                extra.push(format!("[image] {}", path.display()));
            }
            if let Some(file) = &reply.file {
                let stem = self.file_stem(reply);
                let name = super::clean_name(&file.name).unwrap_or_else(|| "file.txt".into());
                let path = self.images.join(format!("{stem}-{name}"));
                write_file(&path, &file.content)?;
                extra.push(format!("[file] {}", path.display()));
            }
            // The image right after the reply's text, before its buttons and menu.
            let rest = lines.split_off(text_lines.min(lines.len()));
            for l in lines.iter().chain(&extra).chain(&rest) {
                text.push_str(l);
                text.push('\n');
            }
        }
        self.out
            .write_all(text.as_bytes())
            .and_then(|()| self.out.flush())
            .map_err(io_error("cannot write the output"))
    }

    /// `<nonce>-<n>-g<game>-<where>`: unique across sessions on the same folder.
    fn file_stem(&mut self, reply: &Reply) -> String {
        self.images_written += 1;
        let place = match &reply.to() {
            Target::Channel { .. } => "channel".to_string(),
            Target::Dm(u) | Target::Private(u) => format!("dm-{u}"),
            Target::Team(room) => format!("team-{}", room.color.name()),
        };
        let game = reply.game.map_or(String::new(), |g| format!("-g{g}"));
        let nonce = self.nonce.get(..8).unwrap_or(&self.nonce);
        format!("{nonce}-{:05}{game}-{place}", self.images_written)
    }

    fn next_file(&mut self, reply: &Reply, ext: &str) -> PathBuf {
        let stem = self.file_stem(reply);
        self.images.join(format!("{stem}.{ext}"))
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), LocalError> {
    std::fs::write(path, bytes).map_err(io_error(format!("cannot write {}", path.display())))
}
