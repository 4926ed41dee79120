//! Colour allocation: the absolute colour criteria between two players (C1/C3), the
//! colours given to a pair (C.04.3 section E) and the published order of the pairs.

use super::model::{Colour, Pairing};
use super::preference::preferences_compatible;
use super::state::{PlayerState, State};

/// C.04.3 C1/C3: two players with the same absolute preference may not meet, except in the
/// last round's pairing when one of them has more than half the maximum score.
pub fn absolute_criteria_allow(state: &State, a: &PlayerState, b: &PlayerState) -> bool {
    if !a.colour.absolute() || !b.colour.absolute() || a.colour.preference != b.colour.preference {
        return true;
    }
    if !state.is_last_round_pairing() {
        return false;
    }
    let points = &state.tournament.points;
    let threshold = state.tournament.rounds_played as u32 * points.win.max(points.draw) / 2;
    a.score > threshold || b.score > threshold
}

/// The colours of the last round in which two players' colour histories differed.
fn first_difference(state: &State, a: usize, b: usize) -> (Option<Colour>, Option<Colour>) {
    let played = |i: usize| {
        state.tournament.players[i]
            .rounds
            .iter()
            .rev()
            .filter_map(|r| r.played_colour())
            .collect::<Vec<_>>()
    };
    let (ca, cb) = (played(a), played(b));
    let mut k = 0;
    while k < ca.len() && k < cb.len() && ca[k] == cb[k] {
        k += 1;
    }
    (ca.get(k).copied(), cb.get(k).copied())
}

/// The colour for `player` from the preferences alone (E.1-E.4), `None` when they do not
/// decide.
fn colour_by_preferences(
    state: &State,
    player: &PlayerState,
    opponent: &PlayerState,
) -> Option<Colour> {
    let (p, o) = (&player.colour, &opponent.colour);
    if preferences_compatible(p, o) {
        return p.preference.or(o.preference.map(Colour::invert));
    }
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        return p.preference;
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        return o.preference.map(Colour::invert);
    }
    if p.strong && !o.strong {
        return p.preference;
    }
    if o.strong && !p.strong {
        return o.preference.map(Colour::invert);
    }
    match first_difference(state, player.index, opponent.index) {
        (Some(_), Some(theirs)) => Some(theirs),
        _ => None,
    }
}

/// Whether `a` ranks below `b` (lower score, or same score and larger pairing number).
pub fn ranks_below(a: &PlayerState, b: &PlayerState) -> bool {
    (a.score, b.rank) < (b.score, a.rank)
}

/// The colour `player` gets against `opponent` (E.5: the higher ranked player's
/// preference, else alternation by pairing number from the first colour).
fn colour_for(state: &State, player: &PlayerState, opponent: &PlayerState) -> Option<Colour> {
    if let Some(colour) = colour_by_preferences(state, player, opponent) {
        return Some(colour);
    }
    let first = state.first_colour;
    let alternate = |rank: usize, c: Option<Colour>| {
        if rank % 2 == 1 {
            c
        } else {
            c.map(Colour::invert)
        }
    };
    match player.colour.preference {
        None if ranks_below(player, opponent) => alternate(opponent.rank, first),
        None => alternate(player.rank, first.map(Colour::invert)),
        Some(_) if ranks_below(player, opponent) => opponent.colour.preference.map(Colour::invert),
        Some(own) => Some(own),
    }
}

/// Gives colours to the matched players (`mate[i]`: the opponent of player `i`, `None` for
/// the bye or players not paired) and sorts the pairs in the published order.
pub fn allocate(state: &State, mate: &[Option<usize>]) -> Pairing {
    let mut pairs = Vec::new();
    let mut bye = None;
    for &index in &state.sorted {
        let player = state.player(index);
        match mate[index] {
            Some(other) if index < other => {
                let opponent = state.player(other);
                pairs.push(match colour_for(state, player, opponent) {
                    Some(Colour::White) => (index, other),
                    _ => (other, index),
                });
            }
            Some(_) => {}
            None => bye = Some(index),
        }
    }
    let key = |&(white, black): &(usize, usize)| {
        let (w, b) = (state.player(white), state.player(black));
        let (high, low) = if ranks_below(w, b) { (b, w) } else { (w, b) };
        (
            std::cmp::Reverse(high.score),
            std::cmp::Reverse(low.score),
            high.rank,
        )
    };
    pairs.sort_by_key(key);
    Pairing { pairs, bye }
}
