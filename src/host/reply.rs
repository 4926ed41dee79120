//! What the host answers: [`Reply`]s addressed to a channel or a person, with text, an
//! optional board (a [`BoardView`], never a position: hidden pieces are already gone),
//! buttons and a select menu. Adapters render them for their platform.

use crate::render::RenderOptions;
use crate::rules::BoardView;

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
}

impl Target {
    /// Whether anyone but one user can see it.
    pub fn is_public(&self) -> bool {
        matches!(self, Target::Channel { .. })
    }
}

/// A board to draw under the text.
#[derive(Clone, Debug)]
pub struct BoardImage {
    pub view: BoardView,
    pub options: RenderOptions,
}

/// How a button looks.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button; its `custom_id` (see [`super::custom_id`]) says which game and action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
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

/// A file to attach (an export).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct File {
    pub name: String,
    pub content: String,
}

/// One message from the bot.
#[derive(Clone, Debug)]
pub struct Reply {
    pub to: Target,
    pub text: String,
    pub board: Option<BoardImage>,
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
    /// [`super::Host::move_game`] with the thread's id.
    pub thread: Option<String>,
}

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
        }
    }

    pub fn with_board(mut self, board: BoardImage) -> Reply {
        self.board = Some(board);
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

    pub fn pinging(mut self, user: &str) -> Reply {
        if !self.ping_users.iter().any(|u| u == user) {
            self.ping_users.push(user.to_string());
        }
        self
    }
}
