//! One-line narration of what a turn did beyond its SAN (Koopa stuns and kicks, Chakart
//! objects and eggs), for `rules play`.

use chakbot::rules::{Event, Object, Piece, RuleSet, Square};

/// The events of a turn that SAN does not already say, joined by `; `. Chess and
/// Maharaja turns say nothing more than their SAN.
pub fn events(events: &[Event], ruleset: RuleSet) -> String {
    if matches!(ruleset, RuleSet::Chess | RuleSet::Maharaja) {
        return String::new();
    }
    if ruleset == RuleSet::Koopa {
        return koopa(events);
    }
    let parts: Vec<String> = events.iter().filter_map(|e| phrase(e, ruleset)).collect();
    parts.join("; ")
}

/// Koopa, grouped: `stunned e5, d6, c7, b8; fell off the board`, `kicked out e5, g7, h8`,
/// `stunned e5; bounced to d5`.
fn koopa(events: &[Event]) -> String {
    let mut stunned = Vec::new();
    let mut kicked = Vec::new();
    let mut landed = None;
    let mut fell = false;
    let mut rest = Vec::new();
    for e in events {
        match e {
            Event::Stunned { square, .. } => stunned.push(*square),
            Event::Kicked { square, .. } | Event::Captured { square, .. } => kicked.push(*square),
            Event::Bounced { to, .. } => landed = Some(*to),
            Event::FellOff { .. } => fell = true,
            other => rest.extend(phrase(other, RuleSet::Koopa)),
        }
    }
    let mut parts = Vec::new();
    if !stunned.is_empty() {
        parts.push(format!("stunned {}", squares(&stunned)));
    }
    if fell {
        parts.push("fell off the board".to_string());
    } else if let Some(to) = landed {
        parts.push(format!("bounced to {to}"));
    }
    if !kicked.is_empty() {
        parts.push(format!("kicked out {}", squares(&kicked)));
    }
    parts.extend(rest);
    parts.join("; ")
}

fn squares(list: &[Square]) -> String {
    list.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a banana`, `an egg`.
fn an(object: Object) -> String {
    let name = object.name();
    if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {name}")
    } else {
        format!("a {name}")
    }
}

fn the(piece: Piece) -> String {
    format!("the {piece}")
}

fn phrase(e: &Event, ruleset: RuleSet) -> Option<String> {
    Some(match e {
        Event::Moved { .. }
        | Event::Castled { .. }
        | Event::Check { .. }
        | Event::ChoiceAwaited { .. } => return None,
        Event::Promoted { square, role } => format!("promoted to a {role} on {square}"),
        Event::Captured { piece, square } => {
            if ruleset == RuleSet::Koopa {
                format!("{} on {square} left the game", the(*piece))
            } else {
                format!("captured {} on {square}", the(*piece))
            }
        }
        Event::Stunned { piece, square } => format!("stunned {} on {square}", the(*piece)),
        Event::Bounced { to, .. } => format!("bounced to {to}"),
        Event::Kicked { piece, square } => format!("kicked {} on {square}", the(*piece)),
        Event::FellOff { piece, from } => format!("{} fell off the board from {from}", the(*piece)),
        Event::Recovered { squares: s } if s.is_empty() => return None,
        Event::Recovered { squares: s } => format!("free again: {}", squares(s)),
        Event::ItemDropped { object, square } => format!("left {} on {square}", an(*object)),
        Event::ObjectHit { object, square } => format!("hit the {} on {square}", object.name()),
        Event::Hopped {
            cause, from, to, ..
        } => format!("{}: {from} to {to}", cause.name()),
        Event::Jumped { over, to, .. } => format!("jumped over {over} to {to}"),
        Event::Egg { effect } => format!("egg: {}", effect.name()),
        Event::EffectVoid { effect } => format!("{} had no effect", effect.name()),
        Event::SentBack { piece, to, .. } => format!("{} went back to {to}", the(*piece)),
        Event::Immobilized { piece, square } => {
            format!("{} on {square} is immobilized", the(*piece))
        }
        Event::Released { squares: s } if s.is_empty() => return None,
        Event::Released { squares: s } => format!("released: {}", squares(s)),
        Event::Recolored { piece, square, now } => {
            format!("{} on {square} turned {now}", the(*piece))
        }
        Event::Swapped { a, b, .. } => format!("swapped {a} and {b}"),
        Event::PieceDropped { piece, square } => format!("{} put on {square}", the(*piece)),
        Event::StealthMove { to, .. } => format!("the queen moved in secret to {to}"),
        Event::QueenVanished { from, .. } => format!("the queen vanished from {from}"),
        Event::QueenRevealed { color, square } => {
            format!("the {color} queen reappeared on {square}")
        }
        Event::ShellThrown { target, .. } => format!("shell thrown at {target}"),
        Event::HiddenQueenCaptured { piece, square } => {
            format!("{} hidden on {square} was captured", the(*piece))
        }
        Event::ObjectDestroyed { object, square } => {
            format!("the {} on {square} was destroyed", object.name())
        }
    })
}
