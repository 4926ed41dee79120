//! The audience as a type: every board a reply carries says who may see it, and only the
//! constructors here make one.
//!
//! - [`PublicBoard`]: anyone may see it. A running game's public view, or the whole board
//!   of a finished game (nothing is hidden any more). Any reply may carry it
//!   ([`Reply::with_board`]).
//! - [`OwnBoard`]: one player's own view (their hidden queen included). It becomes a
//!   reply to that player only ([`Reply::to_player`]): the target comes from the board.
//! - [`PeekBoard`]: the whole truth of a running game, for a moderator whose look was
//!   written to the audit log ([`audit_peek`] gives the [`Audited`] proof). It becomes a
//!   private reply to that moderator only ([`Reply::peek`]).
//!
//! Handlers never see a full position: `Game::position` is not theirs to call, and
//! a board from any other view does not go into a reply. A leak does not compile:
//!
//! ```compile_fail
//! use chakbot::host::{BoardImage, Reply, Target};
//! use chakbot::rules::Viewer;
//! fn leak(game: &chakbot::game::Game, to: Target) -> Reply {
//!     let view = game.view_for(Viewer::Revealed);
//!     let image = BoardImage { view, options: Default::default() };
//!     Reply::text(to, "the hidden queen").with_board(image)
//! }
//! ```
//!
//! [`Reply::with_board`]: crate::host::Reply::with_board
//! [`Reply::to_player`]: crate::host::Reply::to_player
//! [`Reply::peek`]: crate::host::Reply::peek

use crate::game::{Game, Timestamp};
use crate::host::words::i18n::Lang;
use crate::host::words::narrate;
use crate::render::{PlayerInfo, RenderOptions, Theme};
use crate::rules::{
    AnyPosition, BoardView, ByColor, Color, Event, Piece, Square, ViewCell, Viewer,
};
use crate::store::{AuditEntry, Batch, ServerSettings, UserRecord};

/// A board to draw under the text.
#[derive(Clone, Debug)]
pub struct BoardImage {
    pub view: BoardView,
    pub options: RenderOptions,
}

/// Players' display names, for the name bars of a board (the desk knows them).
pub(crate) trait Names {
    /// `id`'s name as a reader of `lang` sees it on a board (the computer is named in
    /// that language).
    fn name_of(&self, lang: Lang, id: &str) -> String;
}

/// A board anyone may see. See the module documentation.
#[derive(Clone, Debug)]
#[must_use = "a board is made to go into a reply"]
pub struct PublicBoard(BoardImage);

/// A player's own view, for that player only.
#[derive(Clone, Debug)]
#[must_use = "a board is made to go into a reply"]
pub struct OwnBoard {
    user: String,
    image: BoardImage,
}

/// The whole board of a running game, for the moderator who looked (audited).
#[derive(Clone, Debug)]
#[must_use = "a board is made to go into a reply"]
pub struct PeekBoard {
    moderator: String,
    image: BoardImage,
}

impl PublicBoard {
    pub(crate) fn into_image(self) -> BoardImage {
        self.0
    }

    /// With the result banner of a finished game (`1-0 · White wins by checkmate`) in
    /// `lang`; none while the game runs or for an aborted game.
    pub(crate) fn with_result(mut self, lang: Lang, game: &Game) -> PublicBoard {
        self.0.options.banner = game.outcome().map(|o| narrate::banner(lang, o));
        self
    }
}

impl OwnBoard {
    /// The player (user id) whose view it is.
    pub(crate) fn into_parts(self) -> (String, BoardImage) {
        (self.user, self.image)
    }

    /// With `squares` ringed: the candidates of the choice the player is asked (their
    /// own legal answers, so nothing they may not know).
    pub(crate) fn marking(mut self, squares: Vec<Square>) -> OwnBoard {
        self.image.options.marks = squares;
        self
    }
}

impl PeekBoard {
    pub(crate) fn into_parts(self) -> (String, BoardImage) {
        (self.moderator, self.image)
    }
}

/// Proof that a moderator's look at a game went into the batch's audit log.
#[must_use = "an audited look is made to show the board"]
pub(crate) struct Audited {
    moderator: String,
    game: u64,
}

/// Adds `entry` (a moderator's peek at a game) to `batch` and returns the proof a
/// [`PeekBoard`] needs.
pub(crate) fn audit_peek(batch: &mut Batch, entry: AuditEntry) -> Audited {
    batch.audit(&entry);
    Audited {
        moderator: entry.actor,
        game: entry.game.unwrap_or(u64::MAX),
    }
}

/// How a board is drawn: its theme and its bottom side, where someone chose them.
#[derive(Copy, Clone, Default)]
struct Look<'a> {
    theme: Option<&'a str>,
    orientation: Option<&'a str>,
    /// The language of the name bars (the computer's name).
    lang: Lang,
}

impl<'a> Look<'a> {
    /// A server's look: every board anyone may see (whoever moved).
    fn server(s: &'a ServerSettings) -> Look<'a> {
        Look {
            theme: s.theme.as_deref(),
            orientation: s.orientation.as_deref(),
            lang: language(s.language.as_deref()),
        }
    }

    /// A player's own look: only their private boards.
    fn user(u: &'a UserRecord) -> Look<'a> {
        Look {
            theme: u.theme.as_deref(),
            orientation: u.orientation.as_deref(),
            lang: language(u.language.as_deref()),
        }
    }
}

impl Look<'_> {
    /// How a board is drawn with this look: its theme, `bottom` at the bottom unless the
    /// look fixes a side, the name bars `players`.
    fn options(&self, bottom: Color, players: ByColor<PlayerInfo>) -> RenderOptions {
        let orientation = match self.orientation {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            _ => bottom,
        };
        RenderOptions {
            theme: self
                .theme
                .and_then(|t| t.parse::<Theme>().ok())
                .unwrap_or_default(),
            orientation,
            players,
            ..RenderOptions::default()
        }
    }
}

/// A stored language code as a language (English when unset or unknown).
fn language(code: Option<&str>) -> Lang {
    code.and_then(|c| c.parse().ok()).unwrap_or_default()
}

/// A running game's public view (or a finished game's, which is the whole board), drawn
/// with the settings of the game's server (`server`), never a player's own. One side
/// stays at the bottom all game ([`public_bottom`]) unless the server fixed one.
pub(crate) fn public(
    names: &impl Names,
    game: &Game,
    server: &ServerSettings,
    turn: &[&[Event]],
    now: Timestamp,
) -> PublicBoard {
    let viewer = if game.is_over() {
        Viewer::Revealed
    } else {
        Viewer::Public
    };
    let look = Look::server(server);
    let bottom = public_bottom(game);
    PublicBoard(image(names, game, viewer, look, bottom, turn, now))
}

/// The position a challenge starts from (`challenge … fen=`), which both players see
/// before one accepts: its public view (the host refuses a position that hides a piece),
/// drawn with the server's look, White at the bottom unless the server fixed a side,
/// the bars named `names` (a player, or the side's word when colours are drawn later).
pub(crate) fn position(
    position: &AnyPosition,
    server: &ServerSettings,
    names: ByColor<String>,
) -> PublicBoard {
    let players = ByColor::from_fn(|c| PlayerInfo {
        name: names[c].clone(),
        clock: None,
    });
    PublicBoard(BoardImage {
        view: position.view(Viewer::Public),
        options: Look::server(server).options(Color::White, players),
    })
}

/// The side a game's public boards show at the bottom, the same for every board of the
/// game (the board does not turn round with each move): the player's side in a game
/// against the computer, else White.
pub(crate) fn public_bottom(game: &Game) -> Color {
    let players = game.players();
    if crate::host::opponent::is_computer(&players.white)
        && !crate::host::opponent::is_computer(&players.black)
    {
        Color::Black
    } else {
        Color::White
    }
}

/// The whole board of a finished game, [`public_bottom`]'s side at the bottom unless the
/// server (`server`) fixed one; `None` while it runs.
pub(crate) fn finished(
    names: &impl Names,
    game: &Game,
    server: &ServerSettings,
    turn: &[&[Event]],
    now: Timestamp,
) -> Option<PublicBoard> {
    game.is_over().then(|| {
        PublicBoard(image(
            names,
            game,
            Viewer::Revealed,
            Look::server(server),
            public_bottom(game),
            turn,
            now,
        ))
    })
}

/// The frames of a game's public replay: the start and the board after each turn as the
/// public saw it (a running game's hidden pieces stay hidden; a finished game shows
/// everything), drawn with the server's look, White at the bottom unless the server fixed
/// a side, without clocks (they belong to the present).
pub(crate) fn public_replay(
    names: &impl Names,
    game: &Game,
    server: &ServerSettings,
    now: Timestamp,
) -> (Vec<BoardView>, RenderOptions) {
    let viewer = if game.is_over() {
        Viewer::Revealed
    } else {
        Viewer::Public
    };
    let look = Look::server(server);
    let mut options = image(names, game, viewer, look, Color::White, &[], now).options;
    for c in Color::ALL {
        options.players[c].clock = None;
    }
    (game.views_by_turn(viewer), options)
}

/// What the player of `color` sees (their side at the bottom), for them alone; drawn
/// with `settings` (theirs).
pub(crate) fn own(
    names: &impl Names,
    game: &Game,
    color: Color,
    settings: &UserRecord,
    turn: &[&[Event]],
    now: Timestamp,
) -> OwnBoard {
    OwnBoard {
        user: game.players().get(color).to_string(),
        image: image(
            names,
            game,
            Viewer::Player(color),
            Look::user(settings),
            color,
            turn,
            now,
        ),
    }
}

/// What an audited moderator sees of a running game: the whole board, its full FEN and
/// the pieces the public does not see.
pub(crate) struct Peek {
    pub board: PeekBoard,
    pub fen: String,
    pub hidden: Vec<(Piece, Square)>,
}

/// The audited look at `game` (see [`audit_peek`]); `None` if the proof is for another
/// game.
pub(crate) fn peek(
    names: &impl Names,
    game: &Game,
    audited: Audited,
    user: &UserRecord,
    now: Timestamp,
) -> Option<Peek> {
    if audited.game != game.id() {
        return None;
    }
    let public = game.view_for(Viewer::Public);
    let full = game.view_for(Viewer::Revealed);
    let hidden = (0..64)
        .filter(|&i| full.cells[i] != public.cells[i])
        .filter_map(|i| match (full.cells[i], Square::from_index(i)) {
            (ViewCell::Piece { piece, .. }, Some(sq)) => Some((piece, sq)),
            _ => None,
        })
        .collect();
    Some(Peek {
        board: PeekBoard {
            moderator: audited.moderator,
            image: image(
                names,
                game,
                Viewer::Revealed,
                Look::user(user),
                game.turn(),
                &[],
                now,
            ),
        },
        fen: game.position().fen(),
        hidden,
    })
}

/// The board of `game` as `viewer` sees it, drawn with `look`. Private: only the
/// constructors above choose a viewer and a look.
fn image(
    names: &impl Names,
    game: &Game,
    viewer: Viewer,
    look: Look,
    bottom: Color,
    turn: &[&[Event]],
    now: Timestamp,
) -> BoardImage {
    let mut view = game.view_for(viewer);
    // A turn that answered a choice comes after the move it answers: each is shown in
    // turn, so the move's highlight stays.
    for events in turn {
        view.show_turn(events);
    }
    // A frozen game's clocks show the time left when it froze.
    let now = game.ended_at().or(game.frozen_since()).unwrap_or(now);
    let clock = |c: Color| {
        game.clock()
            .control
            .is_live()
            .then(|| clock_text(game.clock().remaining(c, now)))
    };
    let players = ByColor::new(
        PlayerInfo {
            name: names.name_of(look.lang, game.players().get(Color::White)),
            clock: clock(Color::White),
        },
        PlayerInfo {
            name: names.name_of(look.lang, game.players().get(Color::Black)),
            clock: clock(Color::Black),
        },
    );
    BoardImage {
        view,
        options: look.options(bottom, players),
    }
}

/// `4:59` or `1:02:03` for a live clock.
fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
