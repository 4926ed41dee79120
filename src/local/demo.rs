//! `chakbot local --demo`: a short Chakart game between alice and bob, typed line by line
//! through the same session as real input (each typed line is printed with `> `). The
//! draws come from the OS, so the moves are not fixed: each turn is picked from the legal
//! moves by a greedy policy that shows the Chakart effects (a stealth move sent by DM,
//! items and eggs taken, choices answered from their menu) and hunts the king, so the
//! game ends soon; it stops after [`MAX_TURNS`] turns in any case.

use super::line::{Place, Said};
use super::session::{LocalError, Session};
use crate::host::io::custom_id::{self, ButtonAction};
use crate::host::Reply;
use crate::rules::notation::san_plain;
use crate::rules::{Action, Color, MoveDesc, Object, Role, ViewCell, Viewer};
use rand::Rng;
use std::io::Write;

/// The most turns (actions, choices included) the demo plays.
pub const MAX_TURNS: usize = 150;

/// Turns played before the demo goes for the king (so the effects have time to show).
const HUNT_AFTER: usize = 16;

const WHITE: &str = "alice";
const BLACK: &str = "bob";

/// Plays the demo game on `session`. Returns the game's id (if it started).
pub fn run_demo<W: Write>(session: &mut Session<W>) -> Result<Option<u64>, LocalError> {
    note(
        session,
        "chakbot demo: alice and bob play Chakart in the channel; secret moves and choices go by DM.",
    )?;
    let replies = type_line(
        session,
        WHITE,
        false,
        &format!("challenge chakart @{BLACK} as white"),
    )?;
    let Some(challenge) = replies.iter().find_map(accept_id) else {
        note(session, "the challenge was refused: the demo stops.")?;
        return Ok(None);
    };
    let replies = type_line(session, BLACK, false, &format!("accept #{challenge}"))?;
    let Some(id) = replies.iter().find_map(|r| r.game) else {
        note(session, "the game did not start: the demo stops.")?;
        return Ok(None);
    };
    let mut rng = rand::rng();
    let mut stealth_used = false;
    for turn in 0..MAX_TURNS {
        let Some(game) = session.host().store().game(id)? else {
            break;
        };
        if game.is_over() {
            break;
        }
        let (color, choice) = match game.pending() {
            Some(p) => (p.player, true),
            None => (game.turn(), false),
        };
        let moves = game.legal_moves(color);
        let view = game.view_for(Viewer::Player(color));
        let hunt = turn >= HUNT_AFTER;
        let Some(best) = pick(&moves, &view.cells, color, stealth_used, hunt, &mut rng) else {
            break;
        };
        let stealth = matches!(best.action, Action::Stealth { .. });
        stealth_used |= stealth;
        let text = match choice {
            // A choice is answered with a value of its menu: the action as written.
            true => best.action.to_string(),
            false => san_plain(&moves, best),
        };
        let who = match color {
            Color::White => WHITE,
            Color::Black => BLACK,
        };
        type_line(session, who, stealth || choice, &format!("{text} #{id}"))?;
    }
    let over = session
        .host()
        .store()
        .game(id)?
        .is_some_and(|g| g.is_over());
    if !over {
        note(
            session,
            &format!("the demo stops here after {MAX_TURNS} turns; game #{id} stays unfinished."),
        )?;
    }
    Ok(Some(id))
}

/// The demo's last line: where its board images went (and how many there are), and
/// whether its store stays (`kept`: the `--data` folder) or was temporary.
pub fn closing_note<W: Write>(
    session: &mut Session<W>,
    images: &std::path::Path,
    kept: Option<&std::path::Path>,
) -> Result<(), LocalError> {
    let boards = std::fs::read_dir(images)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "png"))
                .count()
        })
        .unwrap_or(0);
    let store = match kept {
        Some(dir) => format!("the game is stored in {}", dir.display()),
        None => "its store was a temporary folder, removed now (`--data DIR` keeps it)".into(),
    };
    note(
        session,
        &format!(
            "the boards are PNG images in {} ({boards} there; each `[image] PATH` line names one); {store}.",
            images.display()
        ),
    )
}

/// The challenge an `accept` button names.
fn accept_id(reply: &Reply) -> Option<u64> {
    reply
        .buttons
        .iter()
        .find_map(|b| match custom_id::decode(&b.custom_id) {
            Some((ButtonAction::Accept, id)) => Some(id),
            _ => None,
        })
}

/// How much the demo wants a move: the king first (once `hunt`ing; never before), then
/// eggs and items (to show their effects), the stealth move once, captures by value; ties
/// broken at random.
fn score(
    m: &MoveDesc,
    cells: &[ViewCell; 64],
    color: Color,
    stealth_used: bool,
    hunt: bool,
) -> u32 {
    if matches!(m.action, Action::Stealth { .. }) {
        return if stealth_used { 0 } else { 60 };
    }
    match cells.get(m.to.index()) {
        Some(ViewCell::Piece { piece, .. }) if piece.color != color => match piece.role {
            Role::King if hunt => 100,
            Role::King => 0,
            Role::Queen => 45,
            Role::Rook => 40,
            Role::Bishop | Role::Knight => 35,
            _ => 30,
        },
        Some(ViewCell::Object(Object::Egg)) => 55,
        Some(ViewCell::Object(_)) => 25,
        _ => 0,
    }
}

fn pick<'a>(
    moves: &'a [MoveDesc],
    cells: &[ViewCell; 64],
    color: Color,
    stealth_used: bool,
    hunt: bool,
    rng: &mut impl Rng,
) -> Option<&'a MoveDesc> {
    moves
        .iter()
        .max_by_key(|m| score(m, cells, color, stealth_used, hunt) * 16 + rng.random_range(0..16))
}

/// Prints `> who: text` (or `> who (dm): text`) and handles it like an input line.
fn type_line<W: Write>(
    session: &mut Session<W>,
    who: &str,
    dm: bool,
    text: &str,
) -> Result<Vec<Reply>, LocalError> {
    let place = if dm { " (dm)" } else { "" };
    let typed = format!("> {who}{place}: {text}");
    line_out(session, &typed)?;
    session.say(&Said {
        name: who.to_string(),
        place: if dm { Place::Dm } else { Place::Channel },
        text: text.to_string(),
    })
}

/// A `# …` comment line of the demo.
fn note<W: Write>(session: &mut Session<W>, text: &str) -> Result<(), LocalError> {
    line_out(session, &format!("# {text}"))
}

fn line_out<W: Write>(session: &mut Session<W>, line: &str) -> Result<(), LocalError> {
    writeln!(session.out(), "{line}").map_err(|source| LocalError::Io {
        context: "cannot write the output".into(),
        source,
    })
}
