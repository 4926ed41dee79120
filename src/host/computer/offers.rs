//! The computer's answer to a draw offer or a takeback request made to it (issue 17),
//! given through the same path as a player's accept or decline (`lifecycle::draw_if`,
//! `lifecycle::takeback_if`), only while the offer still stands. The policy is
//! `ai::offers`: takebacks granted at levels 1 to 3, draws accepted only when a short
//! search from its own view says it stands worse.

use crate::ai::{level::Level, offers};
use crate::game::{Game, Timestamp};
use crate::host::desk::{Desk, HostError};
use crate::host::io::input::{Author, Body, Input, Origin};
use crate::host::io::reply::Reply;
use crate::host::opponent;
use crate::host::play::lifecycle;
use crate::host::reading::command::{Answer, GameId};
use crate::rules::{Color, RuleSet};

/// An offer to the computer, seen under the game's lock.
struct Standing {
    draw: bool,
    color: Color,
    level: Level,
    ruleset: RuleSet,
    fen: String,
    turns: usize,
    /// [`Game::acts`] when the offer was seen standing (its answer's event id).
    acts: u64,
    server: String,
    channel: String,
}

impl Standing {
    /// Whether `game` still holds this offer at this moment.
    fn holds(&self, game: &Game) -> bool {
        let offer = if self.draw {
            game.draw_offer()
        } else {
            game.takeback_offer()
        };
        offer == Some(self.color.other())
            && game.turns().len() == self.turns
            && game.acts() == self.acts
    }
}

/// The offers standing to the computer in game `id`: a draw offer first, then a takeback.
fn standing(desk: &Desk, id: u64) -> Result<Vec<Standing>, HostError> {
    desk.with_game(id, |live| {
        let game = &live.game;
        if game.is_over() || game.is_frozen() {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for (draw, offer) in [(true, game.draw_offer()), (false, game.takeback_offer())] {
            let Some(by) = offer else { continue };
            let color = by.other();
            let Some(level) = opponent::level_of(game.players().get(color)) else {
                continue;
            };
            out.push(Standing {
                draw,
                color,
                level,
                ruleset: game.ruleset(),
                fen: game.view_fen(color),
                turns: game.turns().len(),
                acts: game.acts(),
                server: live.server.clone(),
                channel: live.channel.clone(),
            });
        }
        Ok(out)
    })
}

/// Answers the offers standing to the computer in game `id` (none: no reply), each no
/// sooner than `ComputerConfig::min_reply_ms` after `began`, so the offer goes out first.
pub(crate) fn answer(
    desk: &Desk,
    id: u64,
    now: &dyn Fn() -> Timestamp,
    began: std::time::Instant,
) -> Vec<Reply> {
    let offers = match standing(desk, id) {
        Ok(o) => o,
        Err(HostError::Ignored) => return Vec::new(),
        Err(e) => {
            tracing::warn!(game = id, error = ?e, "the computer cannot read its game");
            return Vec::new();
        }
    };
    let mut replies = Vec::new();
    for s in offers {
        let yes = if s.draw {
            // Seeded by the game and its moment: the same position, the same answer.
            let seed = id.rotate_left(20) ^ s.turns as u64;
            offers::accepts_draw(s.ruleset, &s.fen, s.color, seed)
        } else {
            offers::grants_takeback(s.level)
        };
        let pace = std::time::Duration::from_millis(desk.config.computer.min_reply_ms);
        let wait = pace.saturating_sub(began.elapsed());
        if !wait.is_zero() {
            std::thread::sleep(wait);
        }
        if desk.thinking.is_closing() {
            break;
        }
        let kind = if s.draw { "draw" } else { "takeback" };
        let me = opponent::player_id(s.level);
        let input = Input {
            event_id: crate::host::opponent::event_id(id, s.acts, kind),
            at: now(),
            author: Author::named(&me),
            origin: Origin::Channel {
                server: s.server.clone(),
                channel: s.channel.clone(),
            },
            body: Body::Text {
                text: if yes {
                    kind.into()
                } else {
                    format!("{kind} decline")
                },
                addressed: true,
            },
        };
        let answer = if yes { Answer::Offer } else { Answer::Decline };
        let game = Some(GameId(id));
        let still = |g: &Game| s.holds(g);
        let result = desk.context(&input).and_then(|cx| {
            if s.draw {
                lifecycle::draw_if(desk, &cx, answer, game, &still)
            } else {
                lifecycle::takeback_if(desk, &cx, answer, game, &still)
            }
        });
        match result {
            Ok(r) => replies.extend(r),
            // The offer lapsed meanwhile (a move, the game's end): nothing to answer.
            Err(HostError::Ignored) => {}
            Err(e) => {
                tracing::warn!(game = id, kind, error = ?e, "the computer's answer was refused");
            }
        }
    }
    replies
}
