//! What the host answers: [`Reply`]s addressed to a channel or a person, with text, an
//! optional board (a [`BoardView`], never a position: hidden pieces are already gone),
//! buttons and a select menu. Adapters render them for their platform.
//!
//! Who a reply goes to and the board it carries are fixed together: a board comes only
//! from [`crate::host::io::audience`], and its audience decides where it may go.

pub use crate::host::io::audience::BoardImage;
use crate::host::io::audience::{OwnBoard, PeekBoard, PublicBoard};

/// Who sees a reply.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Target {
    /// Everyone in a server channel or thread.
    Channel { server: String, channel: String },
    /// A direct message to this user.
    Dm(String),
    /// Only this user: the ephemeral answer to their interaction where the platform has
    /// one, else a direct message. Errors always go here.
    Private(String),
    /// Only the members of one team of a team game, in its private room.
    Team(TeamRoom),
}

impl Target {
    /// Whether anyone outside one user or one team can see it.
    pub fn is_public(&self) -> bool {
        matches!(self, Target::Channel { .. })
    }
}

/// A team's private room (see [`crate::host::team::room`]): where it is, or where the
/// adapter opens it the first time, and who may enter.
///
/// Adapters: with `channel`, post there (adding the `members` not yet in it); without,
/// open a private room in `parent` (in the parent channel if `parent` is a thread) named
/// `name`, add the `members`, report it with [`crate::host::Host::team_room_opened`],
/// then post; where no room can be opened, send the reply to each member directly.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TeamRoom {
    pub server: String,
    pub parent: String,
    pub channel: Option<String>,
    pub game: u64,
    pub color: crate::rules::Color,
    pub name: String,
    /// The members known so far (a role team: those who voted).
    pub members: Vec<String>,
}

/// How a button looks.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button; its `custom_id` (see [`crate::host::io::custom_id`]) says which game and action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
    /// Shown but not pressable (the buttons of an answered challenge).
    pub disabled: bool,
}

/// One option of a select menu.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MenuOption {
    pub label: String,
    /// What is sent back (a move text the host reads like a typed one).
    pub value: String,
}

/// A select menu. It may have more options than a platform shows at once (Discord: 25);
/// the adapter then asks in two steps or for a typed answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Menu {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

/// A file to attach (an export's text, a replay's GIF).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct File {
    pub name: String,
    pub content: Vec<u8>,
}

/// The author's message typed in a server's channel, that a reply acts on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TypedMessage {
    /// The server it was typed on.
    pub server: String,
    /// Where it was typed.
    pub channel: String,
    /// The message (its event id).
    pub message: String,
}

/// The author's own public message, to take down (a secret move typed in a channel).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Retract {
    /// The message (its server's moderators hear once when the bot may not delete
    /// there).
    pub typed: TypedMessage,
    /// What the author is told instead of the reply's text when the platform does not
    /// let the bot delete it (it was seen).
    pub kept: String,
}

/// The earlier message of the bot that a reply replaces, edited in place (a challenge
/// once answered).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replaces {
    /// The platform's id of that message, when the adapter reported it
    /// ([`crate::host::Host::posted`]); `None`: the reply is posted anew.
    pub message: Option<String>,
}

/// What a message shows that is edited in place later (see [`Reply::posted`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posted {
    /// Challenge `id`: answering it edits its message.
    Challenge(u64),
    /// Tournament `id`'s announcement: its status, players and round are kept up to date.
    Tournament(u64),
}

/// One message from the bot.
#[derive(Clone, Debug)]
#[must_use = "a reply does nothing until it is returned to the adapter"]
pub struct Reply {
    /// Who sees it (read with [`Reply::to`]; fixed when the reply is made).
    to: Target,
    pub text: String,
    /// The board under the text (read with [`Reply::board`]).
    board: Option<BoardImage>,
    pub buttons: Vec<Button>,
    pub menu: Option<Menu>,
    pub file: Option<File>,
    /// The game this message is about (adapters post it in the game's thread).
    pub game: Option<u64>,
    /// Users this message should notify (Discord: the only mentions allowed to ping).
    pub ping_users: Vec<String>,
    /// A role to notify (an open challenge's ping role).
    pub ping_role: Option<String>,
    /// Open a thread from this message for game `game`, with this name (a new game in a
    /// server that wants one thread per game); the adapter then calls
    /// [`crate::host::Host::move_game`] with the thread's id.
    pub thread: Option<String>,
    /// Delete the author's message before answering (see [`Retract`]).
    pub retract: Option<Retract>,
    /// A reaction on the author's message may stand for this reply (a private
    /// acknowledgement: a team vote typed in a thread): where the platform can react
    /// there, the reaction is the answer and the reply is not sent; elsewhere it is.
    pub react: Option<TypedMessage>,
    /// This message edits an earlier one instead of being posted (its buttons shown
    /// disabled).
    pub replaces: Option<Replaces>,
    /// This message shows a challenge or a tournament: the adapter reports the posted
    /// message's id ([`crate::host::Host::posted`]) so that later changes edit it.
    pub posted: Option<Posted>,
    /// When it was made, in this process's order (read with [`Reply::made`]): of two
    /// edits of one message, the later made shows the later state (a challenge's edits
    /// are made under its lock), whichever reaches the platform first.
    made: u64,
}

/// The order replies are made in ([`Reply::made`]).
static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Reply {
    /// A plain text reply.
    pub fn text(to: Target, text: impl Into<String>) -> Reply {
        Reply {
            to,
            text: text.into(),
            board: None,
            buttons: Vec::new(),
            menu: None,
            file: None,
            game: None,
            ping_users: Vec::new(),
            ping_role: None,
            thread: None,
            retract: None,
            react: None,
            replaces: None,
            posted: None,
            made: MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }

    /// Its place in the order replies are made in (see the field).
    pub fn made(&self) -> u64 {
        self.made
    }

    /// A reply to the player whose view `board` is: in a DM (`dm`), else only for them.
    pub fn to_player(board: OwnBoard, dm: bool, text: impl Into<String>) -> Reply {
        let (user, image) = board.into_parts();
        let to = if dm {
            Target::Dm(user)
        } else {
            Target::Private(user)
        };
        Reply {
            board: Some(image),
            ..Reply::text(to, text)
        }
    }

    /// A reply to the team whose side's view `board` is, in its private room; a board of
    /// another side goes to nobody but that side's player, privately.
    pub fn to_team(board: OwnBoard, room: TeamRoom, text: impl Into<String>) -> Reply {
        let (user, image) = board.into_parts();
        let to = if user == crate::game::team::team_id(room.color) {
            Target::Team(room)
        } else {
            Target::Private(user)
        };
        Reply {
            board: Some(image),
            ..Reply::text(to, text)
        }
    }

    /// The private answer to an audited moderator's look at a game.
    pub fn peek(board: PeekBoard, text: impl Into<String>) -> Reply {
        let (moderator, image) = board.into_parts();
        Reply {
            board: Some(image),
            ..Reply::text(Target::Private(moderator), text)
        }
    }

    /// Who sees it.
    /// The same reply to the same person, as a private answer instead of a DM (the
    /// audience does not change, so the board stays). Other targets are left alone.
    pub fn make_private(&mut self) {
        if let Target::Dm(u) = &self.to {
            self.to = Target::Private(u.clone());
        }
    }

    pub fn to(&self) -> &Target {
        &self.to
    }

    /// The board under the text, if any.
    pub fn board(&self) -> Option<&BoardImage> {
        self.board.as_ref()
    }

    /// A board anyone may see, under the text.
    pub fn with_board(mut self, board: PublicBoard) -> Reply {
        self.board = Some(board.into_image());
        self
    }

    pub fn with_game(mut self, game: u64) -> Reply {
        self.game = Some(game);
        self
    }

    pub fn with_button(mut self, b: Button) -> Reply {
        self.buttons.push(b);
        self
    }

    pub fn with_menu(mut self, menu: Menu) -> Reply {
        self.menu = Some(menu);
        self
    }

    /// Notifies `user` (a team side has nobody to notify).
    pub fn pinging(mut self, user: &str) -> Reply {
        if crate::game::team::is_team_id(user) {
            return self;
        }
        if !self.ping_users.iter().any(|u| u == user) {
            self.ping_users.push(user.to_string());
        }
        self
    }
}
