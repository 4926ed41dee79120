//! Turn narration in English and French, from the events a viewer may know
//! ([`TurnReport::events_for`]), and outcome sentences.
//!
//! ```
//! use chakbot::host::words::{i18n::Lang, narrate};
//! use chakbot::rules::{Color, Event, Object, Piece, Role, RuleSet, Square};
//! let sq = |s: &str| s.parse::<Square>().unwrap();
//! let bishop = Piece::new(Color::Black, Role::Bishop);
//! let events = [
//!     Event::ObjectHit { object: Object::Bomb, square: sq("c5") },
//!     Event::Hopped { piece: bishop, cause: Object::Bomb, from: sq("c5"), to: sq("d4") },
//! ];
//! assert_eq!(
//!     narrate::sentences(Lang::En, RuleSet::Chakart, &events),
//!     ["The black bishop hit the bomb on c5 and was blown to d4."]
//! );
//! ```

use crate::game::Game;
use crate::host::words::i18n::{keys, tr, Arg, Lang};
use crate::host::words::text::capitalize;
use crate::rules::{
    notation, ChoiceKind, Color, EggEffect, Event, Object, Outcome, Pending, Piece, Role, RuleSet,
    Square, TurnReport, Viewer,
};

/// Each turn's public text with its number, in the reader's letters: `12. Cf3`,
/// `12... e5` (a choice carries the number of the move it answers).
pub(crate) fn turn_labels(lang: Lang, game: &Game) -> Vec<String> {
    let mut number = 1u32;
    let mut previous: Option<Color> = None;
    let mut out = Vec::new();
    for (turn, text) in game.turns().iter().zip(game.public_moves()) {
        if previous == Some(Color::Black) && turn.actor == Color::White {
            number += 1;
        }
        let dots = match turn.actor {
            Color::White => ".",
            Color::Black => "...",
        };
        let text = notation::translate(&text, lang.letters());
        out.push(format!("{number}{dots} {text}"));
        previous = Some(turn.actor);
    }
    out
}

fn role_id(role: Role) -> &'static str {
    role.name()
}

/// `feminine` or `masculine`: French agreement for a piece.
fn gender(role: Role) -> &'static str {
    match role {
        Role::Queen | Role::Rook => "feminine",
        _ => "masculine",
    }
}

fn object_gender(object: Object) -> &'static str {
    match object {
        Object::Banana | Object::Bomb => "feminine",
        Object::Mushroom | Object::Egg => "masculine",
    }
}

/// `the white bishop` / `le fou blanc`.
pub fn piece(lang: Lang, p: Piece) -> String {
    tr(
        lang,
        keys::PIECE,
        &[
            ("role", role_id(p.role).into()),
            ("color", p.color.name().into()),
        ],
    )
}

/// `White` / `les blancs`.
pub fn color(lang: Lang, c: Color) -> String {
    tr(lang, keys::COLOR, &[("color", c.name().into())])
}

/// `queen` / `dame`.
pub fn role(lang: Lang, r: Role) -> String {
    tr(lang, keys::ROLE, &[("role", role_id(r).into())])
}

fn object_the(lang: Lang, o: Object) -> String {
    tr(lang, keys::OBJECT_THE, &[("object", o.name().into())])
}

fn object_a(lang: Lang, o: Object) -> String {
    tr(lang, keys::OBJECT_A, &[("object", o.name().into())])
}

fn squares(list: &[Square]) -> String {
    list.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Builds one sentence: translated, capitalised.
struct Say {
    lang: Lang,
}

impl Say {
    fn say(&self, key: &str, args: &[(&str, Arg)]) -> String {
        capitalize(&tr(self.lang, key, args))
    }

    fn piece_args(&self, p: Piece) -> [(&'static str, Arg<'static>); 2] {
        [
            ("piece", piece(self.lang, p).into()),
            ("gender", gender(p.role).into()),
        ]
    }

    /// A sentence about a piece with extra arguments.
    fn about(&self, key: &str, p: Piece, extra: &[(&str, Arg)]) -> String {
        let mut args: Vec<(&str, Arg)> = self.piece_args(p).to_vec();
        args.extend(extra.iter().cloned());
        self.say(key, &args)
    }
}

fn sq(s: Square) -> Arg<'static> {
    s.to_string().into()
}

/// The sentences that tell `events` (already filtered for the viewer), in order. Some
/// pairs read as one sentence: an object hit and the hop it caused, an egg and its effect.
pub fn sentences(lang: Lang, ruleset: RuleSet, events: &[Event]) -> Vec<String> {
    let s = Say { lang };
    let mut out = Vec::new();
    // The piece the turn is about: objects hit do not name it.
    let mut actor: Option<Piece> = None;
    let mut i = 0;
    while i < events.len() {
        let mut used = 1;
        let text = sentence(
            &s,
            ruleset,
            &mut actor,
            &events[i],
            events.get(i + 1),
            &mut used,
        );
        if !text.is_empty() {
            out.push(text);
        }
        i += used;
    }
    out
}

/// The sentence of `event`, empty when it says nothing (`next`: the event after it;
/// `used`: the events the sentence tells, set to 2 when it tells `next` too; `actor`: the
/// piece the turn is about so far, kept up to date).
fn sentence(
    s: &Say,
    ruleset: RuleSet,
    actor: &mut Option<Piece>,
    event: &Event,
    next: Option<&Event>,
    used: &mut usize,
) -> String {
    let lang = s.lang;
    match event {
        Event::Moved { piece: p, from, to } => {
            *actor = Some(*p);
            s.about(keys::EV_MOVED, *p, &[("from", sq(*from)), ("to", sq(*to))])
        }
        Event::Castled { color: c, .. } => {
            s.say(keys::EV_CASTLED, &[("color", color(lang, *c).into())])
        }
        Event::Captured { piece: p, square } => captured(s, ruleset, *actor, *p, *square),
        Event::Promoted { square, role: r } => s.say(
            keys::EV_PROMOTED,
            &[("square", sq(*square)), ("role", role(lang, *r).into())],
        ),
        Event::Check { color: c } => s.say(keys::EV_CHECK, &[("color", color(lang, *c).into())]),
        Event::Stunned { piece: p, square } => {
            s.about(keys::EV_STUNNED, *p, &[("square", sq(*square))])
        }
        Event::Bounced { piece: p, to, .. } => s.about(keys::EV_BOUNCED, *p, &[("to", sq(*to))]),
        Event::Kicked { piece: p, square } => {
            s.about(keys::EV_KICKED, *p, &[("square", sq(*square))])
        }
        Event::FellOff { piece: p, from } => s.about(keys::EV_FELL_OFF, *p, &[("from", sq(*from))]),
        Event::Recovered { squares: list } | Event::Released { squares: list }
            if list.is_empty() =>
        {
            String::new()
        }
        Event::Recovered { squares: list } => {
            s.say(keys::EV_RECOVERED, &[("squares", squares(list).into())])
        }
        Event::Released { squares: list } => {
            s.say(keys::EV_RELEASED, &[("squares", squares(list).into())])
        }
        Event::ItemDropped { object, square } => item_dropped(s, *object, *square, next, used),
        Event::ObjectHit { object, square } => {
            let hit = (*object, *square);
            object_hit(s, ruleset, actor, hit, next, used)
        }
        Event::Hopped {
            piece: p,
            cause,
            from,
            to,
        } => {
            *actor = Some(*p);
            s.about(
                keys::EV_HOPPED,
                *p,
                &[
                    ("cause", cause.name().into()),
                    ("from", sq(*from)),
                    ("to", sq(*to)),
                ],
            )
        }
        Event::Jumped {
            piece: p, over, to, ..
        } => {
            *actor = Some(*p);
            s.about(keys::EV_JUMPED, *p, &[("over", sq(*over)), ("to", sq(*to))])
        }
        Event::Egg { effect } => egg_hatched(s, *effect, next, used),
        Event::EffectVoid { effect } => {
            s.say(keys::EV_EFFECT_VOID, &[("effect", effect.name().into())])
        }
        Event::SentBack { piece: p, to, .. } => s.about(keys::EV_SENT_BACK, *p, &[("to", sq(*to))]),
        Event::Immobilized { piece: p, square } => {
            s.about(keys::EV_IMMOBILIZED, *p, &[("square", sq(*square))])
        }
        Event::Recolored {
            piece: p,
            square,
            now,
        } => s.about(
            keys::EV_RECOLORED,
            *p,
            &[("square", sq(*square)), ("now", color(lang, *now).into())],
        ),
        Event::Swapped {
            a,
            b,
            first,
            second,
        } => s.say(
            keys::EV_SWAPPED,
            &[
                ("first", piece(lang, *first).into()),
                ("a", sq(*a)),
                ("second", piece(lang, *second).into()),
                ("b", sq(*b)),
            ],
        ),
        Event::PieceDropped { piece: p, square } => {
            *actor = Some(*p);
            s.about(keys::EV_PIECE_DROPPED, *p, &[("square", sq(*square))])
        }
        Event::StealthMove { color: c, from, to } => s.about(
            keys::EV_STEALTH,
            Piece::new(*c, Role::Queen),
            &[("from", sq(*from)), ("to", sq(*to))],
        ),
        Event::QueenVanished { color: c, from } => s.about(
            keys::EV_VANISHED,
            Piece::new(*c, Role::Queen),
            &[("from", sq(*from))],
        ),
        Event::QueenRevealed { color: c, square } => s.about(
            keys::EV_REVEALED,
            Piece::new(*c, Role::Queen),
            &[("square", sq(*square))],
        ),
        Event::ShellThrown { from, target } => s.say(
            keys::EV_SHELL,
            &[("from", sq(*from)), ("target", sq(*target))],
        ),
        Event::ObjectDestroyed { object, square } => destroyed(s, *object, *square, next, used),
        Event::HiddenQueenCaptured { piece: p, square } => {
            s.about(keys::EV_HIDDEN_CAPTURED, *p, &[("square", sq(*square))])
        }
        Event::ChoiceAwaited { player } => s.say(
            keys::EV_CHOICE_AWAITED,
            &[("color", color(lang, *player).into())],
        ),
    }
}

/// A capture of `p` on `square`: `left the game` in Koopa, and in Chakart a capture of
/// the mover's own piece told as such (a hop, banana or bomb, may end on one).
fn captured(s: &Say, ruleset: RuleSet, actor: Option<Piece>, p: Piece, square: Square) -> String {
    let own = ruleset.is_chakart() && actor.is_some_and(|a| a.color == p.color);
    let key = if ruleset == RuleSet::Koopa {
        keys::EV_LEFT_GAME
    } else if own {
        keys::EV_CAPTURED_OWN
    } else {
        keys::EV_CAPTURED
    };
    s.about(key, p, &[("square", sq(square))])
}

/// An item dropped on `square`; with the `next` event destroying the item it landed on,
/// one sentence for both (`used`: 2), not "destroyed" and "dropped".
fn item_dropped(
    s: &Say,
    object: Object,
    square: Square,
    next: Option<&Event>,
    used: &mut usize,
) -> String {
    match next {
        Some(Event::ObjectDestroyed {
            object: old,
            square: at,
        }) if *at == square => {
            *used = 2;
            replaced(s, object, *old, square)
        }
        _ => s.say(
            keys::EV_ITEM_DROPPED,
            &[
                ("object", object_a(s.lang, object).into()),
                ("square", sq(square)),
            ],
        ),
    }
}

/// An object destroyed on `square`; with the `next` event dropping an item there, one
/// sentence for both (`used`: 2).
fn destroyed(
    s: &Say,
    object: Object,
    square: Square,
    next: Option<&Event>,
    used: &mut usize,
) -> String {
    match next {
        Some(Event::ItemDropped {
            object: new,
            square: at,
        }) if *at == square => {
            *used = 2;
            replaced(s, *new, object, square)
        }
        _ => s.say(
            keys::EV_DESTROYED,
            &[
                ("object", object_the(s.lang, object).into()),
                ("ogender", object_gender(object).into()),
                ("square", sq(square)),
            ],
        ),
    }
}

/// The `actor` (or "a piece") hitting `object` on `square`: with the hop it caused as
/// the `next` event, one sentence for both (`used`: 2; the hopping piece becomes the
/// actor); with what it did next, the hit alone; with nothing, why it did nothing.
fn object_hit(
    s: &Say,
    ruleset: RuleSet,
    actor: &mut Option<Piece>,
    (object, square): (Object, Square),
    next: Option<&Event>,
    used: &mut usize,
) -> String {
    let lang = s.lang;
    let who = actor.map(|p| s.piece_args(p));
    let [(_, who_piece), (_, who_gender)] = who.unwrap_or([
        (
            "piece",
            tr(lang, keys::PIECE, &[("role", "any".into())]).into(),
        ),
        ("gender", "feminine".into()),
    ]);
    let mut args: Vec<(&str, Arg)> = vec![
        ("piece", who_piece),
        ("gender", who_gender),
        ("object", object_the(lang, object).into()),
        ("square", sq(square)),
    ];
    match next {
        Some(Event::Hopped {
            piece: p,
            cause,
            from,
            to,
        }) if *from == square && *cause == object => {
            *actor = Some(*p);
            *used = 2;
            args[0] = ("piece", piece(lang, *p).into());
            args[1] = ("gender", gender(p.role).into());
            args.push(("cause", cause.name().into()));
            args.push(("to", sq(*to)));
            s.say(keys::EV_HIT_AND_HOPPED, &args)
        }
        Some(e) if acted(e) => s.say(keys::EV_OBJECT_HIT, &args),
        _ => {
            // Nothing followed: say why the object did nothing.
            let slider =
                actor.is_some_and(|p| matches!(p.role, Role::Bishop | Role::Rook | Role::Queen));
            let why = match object {
                Object::Mushroom if slider && ruleset == RuleSet::Chakart => "slider",
                Object::Mushroom => "blocked",
                _ => "stuck",
            };
            args.push(("why", why.into()));
            s.say(keys::EV_OBJECT_HIT_VOID, &args)
        }
    }
}

/// An egg hatched: with its effect as the `next` event, one sentence for both (`used`:
/// 2, [`egg`]); alone, the egg's own sentence.
fn egg_hatched(s: &Say, effect: EggEffect, next: Option<&Event>, used: &mut usize) -> String {
    if let Some(text) = egg(s, effect, next) {
        *used = 2;
        return text;
    }
    let key = match effect {
        EggEffect::KingBoo => keys::EV_EGG_KING_BOO,
        EggEffect::Toadette => keys::EV_EGG_TOADETTE,
        EggEffect::Daisy => keys::EV_EGG_DAISY,
        _ => keys::EV_EGG,
    };
    s.say(key, &[("effect", effect.name().into())])
}

/// `A banana was dropped on e4, replacing the mushroom.`
fn replaced(s: &Say, object: Object, old: Object, square: Square) -> String {
    s.say(
        keys::EV_ITEM_REPLACED,
        &[
            ("object", object_a(s.lang, object).into()),
            ("old", object_the(s.lang, old).into()),
            ("square", sq(square)),
        ],
    )
}

/// Whether `next`, right after an object was hit, is what the object did.
fn acted(next: &Event) -> bool {
    matches!(
        next,
        Event::Hopped { .. }
            | Event::Jumped { .. }
            | Event::Egg { .. }
            | Event::EffectVoid { .. }
            | Event::HiddenQueenCaptured { .. }
            | Event::Captured { .. }
            | Event::SentBack { .. }
    )
}

/// An egg and the effect it had, as one sentence, if the next event is that effect.
fn egg(s: &Say, effect: EggEffect, next: Option<&Event>) -> Option<String> {
    let name = ("effect", Arg::from(effect.name()));
    Some(match (effect, next?) {
        (_, Event::EffectVoid { effect: e }) if *e == effect => s.say(keys::EV_EGG_VOID, &[name]),
        (EggEffect::Koopa, Event::SentBack { piece: p, to, .. }) => {
            s.about(keys::EV_EGG_KOOPA, *p, &[name, ("to", sq(*to))])
        }
        (EggEffect::Chomp, Event::Captured { piece: p, square }) => {
            s.about(keys::EV_EGG_CHOMP, *p, &[name, ("square", sq(*square))])
        }
        (EggEffect::Bowser, Event::Immobilized { piece: p, square }) => {
            s.about(keys::EV_EGG_BOWSER, *p, &[name, ("square", sq(*square))])
        }
        (
            EggEffect::Luigi | EggEffect::Waluigi,
            Event::Recolored {
                piece: p,
                square,
                now,
            },
        ) => s.about(
            keys::EV_EGG_RECOLORED,
            *p,
            &[
                name,
                ("square", sq(*square)),
                ("now", color(s.lang, *now).into()),
            ],
        ),
        _ => return None,
    })
}

/// What the turn now waits for, said publicly (the choice itself is made in private).
pub fn pending(lang: Lang, p: Pending) -> String {
    let c = ("color", Arg::from(color(lang, p.player)));
    let s = Say { lang };
    match p.choice {
        ChoiceKind::Promotion { square } => {
            s.say(keys::PENDING_PROMOTION, &[c, ("square", sq(square))])
        }
        ChoiceKind::KingBooSwap => s.say(keys::PENDING_KING_BOO, &[c]),
        ChoiceKind::ToadetteDrop { role: None } => s.say(keys::PENDING_TOADETTE, &[c]),
        ChoiceKind::ToadetteDrop { role: Some(r) } => s.say(
            keys::PENDING_TOADETTE_ROLE,
            &[c, ("role", role(lang, r).into())],
        ),
        ChoiceKind::DaisyMove => s.say(keys::PENDING_DAISY, &[c]),
    }
}

/// A whole turn for `viewer`: its events as the viewer may know them, and then what the
/// turn waits for (instead of a bare "must choose").
pub fn turn(lang: Lang, ruleset: RuleSet, report: &TurnReport, viewer: Viewer) -> Vec<String> {
    let mut events = report.events_for(viewer);
    if report.pending.is_some() {
        events.retain(|e| !matches!(e, Event::ChoiceAwaited { .. }));
    }
    let mut out = sentences(lang, ruleset, &events);
    out.extend(report.pending.map(|p| pending(lang, p)));
    out
}

/// `White wins by checkmate.`, `Draw by threefold repetition.`
pub fn outcome(lang: Lang, o: Outcome) -> String {
    let text = match o {
        Outcome::Decisive { winner, reason } => tr(
            lang,
            keys::OUTCOME_WIN,
            &[
                ("color", color(lang, winner).into()),
                ("reason", win_reason_id(reason).into()),
            ],
        ),
        Outcome::Draw(reason) => tr(
            lang,
            keys::OUTCOME_DRAW,
            &[("reason", draw_reason_id(reason).into())],
        ),
    };
    capitalize(&text)
}

/// The words of a final board's result banner: `1-0 · White wins by checkmate`.
pub fn banner(lang: Lang, o: Outcome) -> String {
    let words = outcome(lang, o);
    format!("{} · {}", o.score(), words.trim_end_matches('.'))
}

fn win_reason_id(r: crate::rules::WinReason) -> &'static str {
    use crate::rules::WinReason as W;
    match r {
        W::Checkmate => "checkmate",
        W::KingKicked => "king-kicked",
        W::KingsCaptured => "kings-captured",
        W::NoLegalMove => "no-legal-move",
        W::Resignation => "resignation",
        W::Timeout => "timeout",
        W::Adjudication => "adjudication",
    }
}

fn draw_reason_id(r: crate::rules::DrawReason) -> &'static str {
    use crate::rules::DrawReason as D;
    match r {
        D::Stalemate => "stalemate",
        D::NoLegalMove => "no-legal-move",
        D::ThreefoldRepetition => "threefold",
        D::FiftyMoveRule => "fifty-moves",
        D::InsufficientMaterial => "insufficient-material",
        D::BothKingsLost => "both-kings-lost",
        D::TimeoutVsInsufficientMaterial => "timeout-vs-insufficient",
        D::Agreement => "agreement",
        D::Adjudication => "adjudication",
    }
}
