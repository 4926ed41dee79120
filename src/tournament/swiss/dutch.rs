//! The Dutch system's pairing procedure: a first matching over all players fixes what is
//! possible (completion, the bye's score), then each bracket (score group plus moved-down
//! players) is settled in turn: which moved-down players are paired and with whom, which
//! residents are exchanged between the halves, and each pair, best first.

use std::collections::HashMap;

use super::graph::Graph;
use super::model::{PairingError, Points};
use super::state::{PlayerState, State};
use super::weight::Wide;
use super::weights::{Criteria, Layout};

/// The opponent of each player (by index) in the next round; `None` for the bye and for
/// players not paired.
pub fn pair(state: &State) -> Result<Vec<Option<usize>>, PairingError> {
    let mut mate = vec![None; state.tournament.players.len()];
    if state.sorted.is_empty() {
        return Ok(mate);
    }
    let scores: Vec<Points> = state
        .sorted
        .iter()
        .map(|&i| state.player(i).score)
        .collect();
    let layout = Layout::new(&scores);
    let by_vertex = match layout.total_bits(state.tournament.rounds_played) {
        0..=128 => Dutch::<2>::new(state, layout).run()?,
        129..=192 => Dutch::<3>::new(state, layout).run()?,
        193..=256 => Dutch::<4>::new(state, layout).run()?,
        257..=320 => Dutch::<5>::new(state, layout).run()?,
        321..=384 => Dutch::<6>::new(state, layout).run()?,
        385..=512 => Dutch::<8>::new(state, layout).run()?,
        513..=704 => Dutch::<11>::new(state, layout).run()?,
        705..=1024 => Dutch::<16>::new(state, layout).run()?,
        1025..=1536 => Dutch::<24>::new(state, layout).run()?,
        1537..=2048 => Dutch::<32>::new(state, layout).run()?,
        _ => return Err(PairingError::TooLarge),
    };
    for (v, partner) in by_vertex.into_iter().enumerate() {
        if let Some(p) = partner {
            mate[state.sorted[v]] = Some(state.sorted[p]);
        }
    }
    Ok(mate)
}

/// Which players have met over the board.
fn played_matrix(state: &State) -> Vec<Vec<bool>> {
    let n = state.tournament.players.len();
    let mut played = vec![vec![false; n]; n];
    for (i, player) in state.tournament.players.iter().enumerate() {
        for opponent in player.rounds.iter().filter_map(|r| r.played_opponent()) {
            played[i][opponent] = true;
            played[opponent][i] = true;
        }
    }
    played
}

/// The bracket being paired: players as positions in score order.
struct Bracket {
    /// Moved-down players first, then the residents, then the next score group.
    members: Vec<usize>,
    /// How many moved-down players lead `members`.
    moved_down: usize,
    /// Where the residents end in `members`.
    residents_end: usize,
    /// The first vertex of this score group and of the next one.
    group_vertex: usize,
    next_group_vertex: usize,
}

impl Bracket {
    /// Whether `v`'s mate is a resident of this bracket's score group.
    fn in_group(&self, mate: usize) -> bool {
        mate >= self.group_vertex && mate < self.next_group_vertex
    }
}

struct Dutch<'s, const N: usize> {
    players: Vec<&'s PlayerState>,
    criteria: Criteria<'s>,
    graph: Graph<N>,
    /// Set when a player's pairing in the current bracket is decided.
    matched: Vec<bool>,
    /// The final opponent of each vertex.
    result: Vec<Option<usize>>,
    /// Weights of the current bracket: `base[larger][smaller]` by position in the bracket.
    base: Vec<Vec<Wide<N>>>,
}

impl<'s, const N: usize> Dutch<'s, N> {
    fn new(state: &'s State<'s>, layout: Layout) -> Self {
        let players: Vec<&PlayerState> = state.sorted.iter().map(|&i| state.player(i)).collect();
        let n = players.len();
        Dutch {
            players,
            criteria: Criteria {
                state,
                layout,
                played: played_matrix(state),
                bye_score: 0,
                single_downfloater_is_bye: false,
                unplayed_ranks: HashMap::new(),
            },
            graph: Graph::new(n),
            matched: vec![false; n],
            result: vec![None; n],
            base: Vec::new(),
        }
    }

    fn n(&self) -> usize {
        self.players.len()
    }

    fn run(mut self) -> Result<Vec<Option<usize>>, PairingError> {
        self.settle_completion()?;
        let top = self.players[0].score;
        let mut next = 0;
        let mut members = Vec::new();
        while next < self.n() && self.players[next].score >= top {
            members.push(next);
            next += 1;
        }
        let (mut moved_down, mut group_vertex) = (0, 0);
        while members.len() > 1 || next < self.n() {
            let residents_end = members.len();
            let next_group_vertex = group_vertex + (residents_end - moved_down);
            let group_start = next;
            while next < self.n() && self.players[next].score >= self.players[group_start].score {
                members.push(next);
                next += 1;
            }
            let bracket = Bracket {
                members,
                moved_down,
                residents_end,
                group_vertex,
                next_group_vertex,
            };
            self.pair_bracket(&bracket);
            (members, moved_down) = self.carry_over(&bracket, group_start);
            group_vertex = next_group_vertex;
        }
        Ok(self.result)
    }

    /// The first matching: can everybody be paired (all but one, who may get the bye)?
    /// With an odd number, it decides the bye receiver's score.
    fn settle_completion(&mut self) -> Result<(), PairingError> {
        let n = self.n();
        let top = self.players[0].score;
        for i in 0..n {
            for j in 0..i {
                let (lower, higher) = (self.players[i], self.players[j]);
                let w = if n % 2 == 1 {
                    self.criteria.completion_edge(lower, higher, top)
                } else {
                    self.criteria.edge(higher, lower, false, false)
                };
                self.graph.set(i, j, w);
            }
        }
        self.graph.compute();
        let unmatched: Vec<usize> = (0..n).filter(|&v| self.graph.mate[v] == v).collect();
        if unmatched.len() > 1 || unmatched.iter().any(|&v| !self.players[v].bye_eligible) {
            return Err(PairingError::NoValidPairing);
        }
        if let Some(&bye) = unmatched.first() {
            self.plan_bye(self.players[bye].score);
        }
        Ok(())
    }

    /// With the bye's score known: whether the top group's single downfloater is the bye's
    /// receiver, the ranks of the candidates' played games, and all weights again.
    fn plan_bye(&mut self, bye_score: Points) {
        let n = self.n();
        let top = self.players[0].score;
        let criteria = &mut self.criteria;
        criteria.bye_score = bye_score;
        criteria.single_downfloater_is_bye = bye_score >= top
            && (0..n)
                .take_while(|&v| self.players[v].score >= top)
                .all(|v| self.players[self.graph.mate[v]].score >= top);
        let mut games: Vec<usize> = self
            .players
            .iter()
            .filter(|p| p.score == bye_score)
            .map(|p| p.played_games)
            .collect();
        games.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, g) in games.into_iter().enumerate() {
            criteria.unplayed_ranks.insert(g, rank as u64);
        }
        for i in 0..n {
            for j in 0..i {
                let w = self
                    .criteria
                    .edge(self.players[j], self.players[i], false, false);
                self.graph.set(i, j, w);
            }
        }
    }

    fn member(&self, bracket: &Bracket, i: usize) -> &'s PlayerState {
        self.players[bracket.members[i]]
    }

    fn recompute(&mut self) {
        self.graph.compute();
    }

    fn mate(&self, v: usize) -> usize {
        self.graph.mate[v]
    }

    fn pair_bracket(&mut self, bracket: &Bracket) {
        self.set_base_weights(bracket);
        self.recompute();
        self.choose_moved_down(bracket);
        self.pair_moved_down(bracket);
        let remainder = self.remainder(bracket);
        self.choose_exchanges(bracket, &remainder);
        self.pair_remainder(bracket, &remainder.players);
    }

    /// The weights between the bracket's players and towards the next score group.
    fn set_base_weights(&mut self, b: &Bracket) {
        let len = b.members.len();
        self.base = vec![Vec::new(); len];
        for larger in b.moved_down..len {
            let row: Vec<Wide<N>> = (0..larger)
                .map(|smaller| {
                    self.criteria.edge(
                        self.member(b, smaller),
                        self.member(b, larger),
                        larger < b.residents_end,
                        larger >= b.residents_end,
                    )
                })
                .collect();
            for (smaller, &w) in row.iter().enumerate() {
                self.graph.set(b.members[larger], b.members[smaller], w);
            }
            self.base[larger] = row;
        }
    }

    /// Decides which moved-down players are paired in the bracket: as many as possible, the
    /// highest first.
    fn choose_moved_down(&mut self, b: &Bracket) {
        let (mut score, mut remaining, mut remaining_matched) = (0, 0, 0);
        for pi in 0..b.moved_down {
            if pi == 0 || self.member(b, pi).score < score {
                score = self.member(b, pi).score;
                remaining = 0;
                remaining_matched = 0;
                let mut k = pi;
                while k < b.members.len() && self.member(b, k).score >= score {
                    remaining += 1;
                    remaining_matched += b.in_group(self.mate(b.members[k])) as usize;
                    k += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            let pv = b.members[pi];
            if remaining <= remaining_matched {
                self.matched[pv] = true;
                continue;
            }
            remaining -= 1;
            if !b.in_group(self.mate(pv)) {
                self.raise_towards_residents(b, pi, Wide::from_u64(1));
                self.recompute();
            }
            if b.in_group(self.mate(pv)) {
                self.matched[pv] = true;
                remaining_matched -= 1;
                let bonus = (b.residents_end - b.moved_down) as u64 + 1;
                self.raise_towards_residents(b, pi, Wide::from_u64(bonus));
            }
        }
    }

    /// Adds `extra` to the weights from the moved-down player at `pi` to the residents.
    fn raise_towards_residents(&mut self, b: &Bracket, pi: usize, extra: Wide<N>) {
        for oi in b.moved_down..b.residents_end {
            let w = self.base[oi][pi];
            if !w.is_zero_wide() {
                self.graph.set(b.members[pi], b.members[oi], w + extra);
            }
        }
    }

    /// Pairs each chosen moved-down player with the highest resident possible.
    fn pair_moved_down(&mut self, b: &Bracket) {
        for pi in 0..b.moved_down {
            let pv = b.members[pi];
            if !self.matched[pv] {
                continue;
            }
            let mut addend = b.members.len() as u64;
            for oi in (b.moved_down..b.residents_end).rev() {
                let ov = b.members[oi];
                if self.matched[ov] {
                    continue;
                }
                let w = self.base[oi][pi];
                if !w.is_zero_wide() {
                    self.graph.set(pv, ov, w + Wide::from_u64(addend));
                    addend += 1;
                }
            }
            self.recompute();
            let mv = self.mate(pv);
            if mv != pv {
                self.matched[mv] = true;
                self.graph.fix(pv, mv);
            }
        }
    }

    /// The weight of a remainder pair with the exchange refinements: fewer exchanges, then
    /// smaller differences of the exchanged players' numbers.
    fn exchange_weight(
        &self,
        smaller: usize,
        larger: usize,
        index: usize,
        pairs: usize,
    ) -> Wide<N> {
        let w = self.base[larger][smaller];
        if w.is_zero_wide() {
            return w;
        }
        let b = self.criteria.layout.group_size_bits;
        let kept = Wide::from_u64((index < pairs) as u64).shifted_left(2 * b + 1);
        w + kept - Wide::from_u64(index as u64).shifted_left(1)
    }

    fn remainder(&mut self, b: &Bracket) -> Remainder {
        let mut players = Vec::new();
        let mut pairs = 0;
        for pi in b.moved_down..b.residents_end {
            let pv = b.members[pi];
            if self.mate(pv) < b.group_vertex {
                continue;
            }
            players.push(pi);
            pairs += (self.mate(pv) < pv) as usize;
        }
        for (oq, &oi) in players.iter().enumerate() {
            for (pr, &pi) in players[..oq].iter().enumerate() {
                let w = self.exchange_weight(pi, oi, pr, pairs);
                self.graph.set(b.members[pi], b.members[oi], w);
            }
        }
        self.recompute();
        Remainder { players, pairs }
    }

    /// Whether the remainder player at vertex `pv` is in the lower half (exchanged or not).
    fn lower_half(&self, b: &Bracket, pv: usize) -> bool {
        let m = self.mate(pv);
        m <= pv || m >= b.next_group_vertex
    }

    fn choose_exchanges(&mut self, b: &Bracket, r: &Remainder) {
        let limit = r.players.get(r.pairs).copied().unwrap_or(usize::MAX);
        let exchanges = r
            .players
            .iter()
            .take_while(|&&pi| pi < limit)
            .filter(|&&pi| self.lower_half(b, b.members[pi]))
            .count();
        self.exchange_from_upper(b, r, exchanges);
        self.exchange_from_lower(b, r, exchanges);
        self.settle_exchanges(b, r);
    }

    /// S1 players leaving for S2: the lowest possible first.
    fn exchange_from_upper(&mut self, b: &Bracket, r: &Remainder, exchanges: usize) {
        let players = &r.players;
        let mut remaining = exchanges;
        let mut pos = r.pairs;
        while pos > 0 && remaining > 0 {
            pos -= 1;
            let pi = players[pos];
            let pv = b.members[pi];
            if !self.lower_half(b, pv) {
                for &oi in &players[pos + 1..] {
                    let w = self.exchange_weight(pi, oi, pos, r.pairs);
                    if !w.is_zero_wide() {
                        self.graph.set(pv, b.members[oi], w - Wide::from_u64(1));
                    }
                }
                self.recompute();
            }
            let exchange = self.lower_half(b, pv);
            remaining -= exchange as usize;
            for &oi in &players[pos + 1..] {
                if exchange {
                    self.base[oi][pi] = Wide::from_u64(0);
                }
                let w = self.exchange_weight(pi, oi, pos, r.pairs);
                self.graph.set(pv, b.members[oi], w);
            }
        }
    }

    /// S2 players joining S1: the highest possible first.
    fn exchange_from_lower(&mut self, b: &Bracket, r: &Remainder, exchanges: usize) {
        let players = &r.players;
        let mut remaining = exchanges;
        for pos in r.pairs..players.len() {
            if remaining <= 1 {
                break;
            }
            let pi = players[pos];
            let pv = b.members[pi];
            let already = !self.lower_half(b, pv);
            if !already {
                for &oi in &players[pos + 1..] {
                    let w = self.exchange_weight(pi, oi, pos, r.pairs);
                    if !w.is_zero_wide() {
                        self.graph.set(pv, b.members[oi], w + Wide::from_u64(1));
                    }
                }
                self.recompute();
            }
            if !self.lower_half(b, pv) {
                remaining -= 1;
                for &oi in &players[..pos] {
                    self.base[pi][oi] = Wide::from_u64(0);
                    self.graph.set(pv, b.members[oi], Wide::from_u64(0));
                }
                for oi in b.residents_end..b.members.len() {
                    self.base[oi][pi] = Wide::from_u64(0);
                    self.graph.set(pv, b.members[oi], Wide::from_u64(0));
                }
            }
            if !already {
                for &oi in &players[pos + 1..] {
                    let w = self.exchange_weight(pi, oi, pos, r.pairs);
                    self.graph.set(pv, b.members[oi], w);
                }
            }
        }
    }

    /// Keeps only the pairs between the chosen upper and lower halves.
    fn settle_exchanges(&mut self, b: &Bracket, r: &Remainder) {
        for (a, &pi) in r.players.iter().enumerate() {
            let pv = b.members[pi];
            for &oi in &r.players[a + 1..] {
                let ov = b.members[oi];
                if self.lower_half(b, pv) || !self.lower_half(b, ov) {
                    self.base[oi][pi] = Wide::from_u64(0);
                }
                self.graph.set(pv, ov, self.base[oi][pi]);
            }
        }
    }

    /// Pairs each upper-half player, highest first, with the best lower-half opponent.
    fn pair_remainder(&mut self, b: &Bracket, players: &[usize]) {
        for &pi in players {
            let pv = b.members[pi];
            if self.lower_half(b, pv) {
                continue;
            }
            // The matching is optimal for the weights before the addends: when it already
            // pairs `pv` with the candidate given the largest addend, it stays optimal.
            let clean = !self.graph.dirty;
            let mut favourite = None;
            let mut addend = 0u64;
            for &oi in players.iter().rev() {
                let ov = b.members[oi];
                if oi <= pi || self.matched[ov] {
                    continue;
                }
                let w = self.base[oi][pi];
                if !w.is_zero_wide() {
                    self.graph.set(pv, ov, w + Wide::from_u64(addend));
                    favourite = Some(ov);
                }
                addend += 1;
            }
            if clean && favourite == Some(self.mate(pv)) {
                self.graph.dirty = false;
            } else {
                self.recompute();
            }
            let mv = self.mate(pv);
            self.matched[pv] = true;
            self.matched[mv] = true;
            if mv != pv {
                self.graph.fix(pv, mv);
            }
        }
    }

    /// Records the bracket's pairs; returns the players moved down to the next bracket
    /// (followed by the next score group) and how many were moved down.
    fn carry_over(&mut self, b: &Bracket, group_start: usize) -> (Vec<usize>, usize) {
        let n = self.n();
        let next_score = (group_start < n).then(|| self.players[group_start].score);
        let mut single_downfloater_is_bye =
            n % 2 == 1 && next_score.is_some_and(|s| self.criteria.bye_score >= s);
        let mut members = Vec::new();
        let mut moved_down = 0;
        for (i, &v) in b.members.iter().enumerate() {
            let m = self.mate(v);
            if i < b.residents_end && self.matched[v] {
                self.result[v] = Some(m);
                self.result[m] = Some(v);
                continue;
            }
            members.push(v);
            moved_down += (i < b.residents_end) as usize;
            if next_score.is_some_and(|s| self.players[m].score < s) {
                single_downfloater_is_bye = false;
            }
        }
        self.criteria.single_downfloater_is_bye = single_downfloater_is_bye;
        (members, moved_down)
    }
}

/// The residents not paired with moved-down players: `players` (positions in the bracket),
/// of whom the first `pairs` form the upper half.
struct Remainder {
    players: Vec<usize>,
    pairs: usize,
}

/// Zero test for weights.
trait IsZero {
    fn is_zero_wide(&self) -> bool;
}

impl<const N: usize> IsZero for Wide<N> {
    fn is_zero_wide(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }
}
