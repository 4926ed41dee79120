//! The Dutch quality criteria as one edge weight: each criterion is a bit field, the more
//! important ones higher, so that a maximum-weight matching optimises them in priority
//! order (completion and byes, pairs and scores in the bracket, colours, floats).

use std::collections::HashMap;

use super::allocation::absolute_criteria_allow;
use super::model::Points;
use super::preference;
use super::state::{Float, PlayerState, State};
use super::weight::Wide;

/// Bits needed to write `value` (0 for 0).
pub fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

/// The widths of the weight fields, from the score groups of the players to pair.
pub struct Layout {
    /// Bits for a count of players in one score group.
    pub group_size_bits: u32,
    /// Bits for the score-group field: one sub-field per score group.
    pub groups_bits: u32,
    /// Where each score group's sub-field starts (the lowest scores lowest).
    pub group_shift: HashMap<Points, u32>,
}

impl Layout {
    /// The layout for players sorted by descending score.
    pub fn new(scores: &[Points]) -> Layout {
        let mut group_shift = HashMap::new();
        let (mut shift, mut largest, mut run) = (0, 0, 0);
        for (i, &score) in scores.iter().enumerate().rev() {
            run += 1;
            if i == 0 || score < scores[i - 1] {
                group_shift.insert(score, shift);
                largest = largest.max(run);
                shift += bits_for(run);
                run = 0;
            }
        }
        Layout {
            group_size_bits: bits_for(largest),
            groups_bits: shift,
            group_shift,
        }
    }

    /// The bits a full weight takes (plus headroom for the matching's sums).
    pub fn total_bits(&self, rounds_played: usize) -> u32 {
        let (b, g) = (self.group_size_bits, self.groups_bits);
        let float_rounds = rounds_played.min(2) as u32;
        2 + 2 * (b + g) + 2 * b + 4 * b + float_rounds * (2 * b + 2 * g) + 3 * b + 1 + 4
    }

    fn group_bit<const N: usize>(&self, score: Points) -> Wide<N> {
        Wide::bit(self.group_shift.get(&score).copied().unwrap_or(0))
    }
}

/// Everything an edge weight depends on besides the two players.
pub struct Criteria<'s> {
    pub state: &'s State<'s>,
    pub layout: Layout,
    /// `played[a][b]`: players `a` and `b` (indices) have met.
    pub played: Vec<Vec<bool>>,
    /// The score of the player who will get the bye (0 when nobody will).
    pub bye_score: Points,
    /// Whether the bracket's single downfloater will be the bye's receiver.
    pub single_downfloater_is_bye: bool,
    /// Rank of a number of played games among the bye candidates (fewest games last).
    pub unplayed_ranks: HashMap<usize, u64>,
}

impl Criteria<'_> {
    /// Whether the players may meet at all (C1 no rematch, C3 absolute colours).
    pub fn compatible(&self, a: &PlayerState, b: &PlayerState) -> bool {
        !self.played[a.index][b.index] && absolute_criteria_allow(self.state, a, b)
    }

    /// The weight of the first matching with an odd number of players: pair everybody,
    /// leaving out a player eligible for the bye, from as low a score group as possible.
    pub fn completion_edge<const N: usize>(
        &self,
        player: &PlayerState,
        opponent: &PlayerState,
        top: Points,
    ) -> Wide<N> {
        if !self.compatible(player, opponent) {
            return Wide::from_u64(0);
        }
        let (b, g) = (self.layout.group_size_bits, self.layout.groups_bits);
        let shift = |p: &PlayerState| self.layout.group_shift.get(&p.score).copied().unwrap_or(0);
        let top_field = 1 + !player.bye_eligible as u64 + !opponent.bye_eligible as u64;
        let shifts = (shift(player) + shift(opponent)) as u64;
        (Wide::<N>::from_u64(top_field).shifted_left(g) + Wide::from_u64(shifts)).shifted_left(b)
            + Wide::from_u64((player.score >= top) as u64)
    }

    fn bye_candidate(&self, p: &PlayerState) -> bool {
        p.bye_eligible && p.score <= self.bye_score
    }

    /// The weight of pairing `higher` with `lower` (0 when they may not meet). `in_current`:
    /// `lower` belongs to the bracket being paired; `in_next`: to the next score group.
    pub fn edge<const N: usize>(
        &self,
        higher: &PlayerState,
        lower: &PlayerState,
        in_current: bool,
        in_next: bool,
    ) -> Wide<N> {
        if !self.compatible(higher, lower) {
            return Wide::from_u64(0);
        }
        let (b, g) = (self.layout.group_size_bits, self.layout.groups_bits);
        let top = 1 + !self.bye_candidate(higher) as u64 + !self.bye_candidate(lower) as u64;
        let mut w = Wide::<N>::from_u64(top);
        let group = |w: Wide<N>, on: bool| {
            if on {
                w + self.layout.group_bit(higher.score)
            } else {
                w
            }
        };
        // Pairs, then paired scores, in the current bracket, then in the next.
        w = w.shifted_left(b) + Wide::from_u64(in_current as u64);
        w = group(w.shifted_left(g), in_current);
        w = w.shifted_left(b) + Wide::from_u64(in_next as u64);
        w = group(w.shifted_left(g), in_next);
        // The bye's receiver: fewest unplayed games.
        w = w.shifted_left(2 * b) + self.bye_unplayed(higher, lower);
        for criterion in preference::criteria(&lower.colour, &higher.colour) {
            w = w.shifted_left(b) + Wide::from_u64((in_current && criterion) as u64);
        }
        w = self.float_counts(w, higher, lower, in_current);
        w = self.float_scores(w, higher, lower, in_current);
        // Room for the exchange and ordering refinements of the bracket.
        w.shifted_left(3 * b + 1)
    }

    fn bye_unplayed<const N: usize>(&self, higher: &PlayerState, lower: &PlayerState) -> Wide<N> {
        if !self.single_downfloater_is_bye {
            return Wide::from_u64(0);
        }
        let rank = |p: &PlayerState| {
            if p.score == self.bye_score {
                self.unplayed_ranks
                    .get(&p.played_games)
                    .copied()
                    .unwrap_or(0)
            } else {
                0
            }
        };
        Wide::from_u64(rank(higher) + rank(lower))
    }

    /// C14-C17: repeated downfloaters and upfloaters of the last two rounds, by count.
    fn float_counts<const N: usize>(
        &self,
        mut w: Wide<N>,
        higher: &PlayerState,
        lower: &PlayerState,
        in_current: bool,
    ) -> Wide<N> {
        let b = self.layout.group_size_bits;
        let rounds = self.state.tournament.rounds_played.min(2);
        for back in 0..rounds {
            w = w.shifted_left(b);
            if in_current {
                let down = (lower.floats[back] == Float::Down) as u64
                    + (higher.score <= lower.score && higher.floats[back] == Float::Down) as u64;
                w = w + Wide::from_u64(down);
            }
            w = w.shifted_left(b);
            if in_current {
                let up = higher.score > lower.score && lower.floats[back] == Float::Up;
                w = w + Wide::from_u64(!up as u64);
            }
        }
        w
    }

    /// C18-C21: the scores of repeated downfloaters and of upfloaters' opponents.
    fn float_scores<const N: usize>(
        &self,
        mut w: Wide<N>,
        higher: &PlayerState,
        lower: &PlayerState,
        in_current: bool,
    ) -> Wide<N> {
        let g = self.layout.groups_bits;
        let rounds = self.state.tournament.rounds_played.min(2);
        for back in 0..rounds {
            w = w.shifted_left(g);
            if in_current {
                if lower.floats[back] == Float::Down {
                    w = w + self.layout.group_bit(lower.score);
                }
                if higher.floats[back] == Float::Down {
                    w = w + self.layout.group_bit(higher.score);
                }
            }
            w = w.shifted_left(g);
            let up = lower.floats[back] == Float::Up && higher.score > lower.score;
            if in_current && !up {
                w = w + self.layout.group_bit(higher.score);
            }
        }
        w
    }
}
