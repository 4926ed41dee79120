//! The pairing graph of one round: a weight for every pair of players to pair (vertices are
//! their positions in score order), pairs fixed as the brackets are settled, and the
//! current maximum-weight matching of the players not yet fixed.
//!
//! The matching is kept between computations, as bbpPairings does: when the weights at a
//! vertex change, only that vertex (and its former mate) leave the matching, the blossoms
//! around it are dissolved (their duals moved onto their vertices) and its dual variable is
//! raised so that every edge stays feasible; the next computation then only re-augments
//! from the vertices freed, O(k·n²) for k modified vertices instead of O(n³) from scratch.
//!
//! The solver is Edmonds' primal-dual blossom algorithm (Galil 1986, in van Rantwijk's
//! formulation), O(n³) from scratch, with two changes that allow a warm start: exposed
//! vertices may have different duals (those with a positive dual are the roots of the
//! search), and when the dual of a vertex in an outer blossom reaches zero, the
//! alternating path from it to its root is flipped, so the root is matched and that vertex
//! is exposed with a zero dual.

use super::weight::{Weight, Wide};

const NONE: usize = usize::MAX;

pub struct Graph<const N: usize> {
    n: usize,
    /// Lower triangle: the weight of `(i, j)`, `i > j`, at `i * (i - 1) / 2 + j`; also the
    /// solver's edge number.
    weights: Vec<Wide<N>>,
    fixed: Vec<bool>,
    /// Each vertex's mate in the last matching computed (itself when unmatched).
    pub mate: Vec<usize>,
    /// Whether weights changed since that matching was computed.
    pub dirty: bool,
    /// Vertices whose edges changed since the last computation.
    modified: Vec<bool>,
    modified_list: Vec<usize>,
    /// Vertices fixed since the last computation.
    removed: Vec<usize>,
    solver: Solver<N>,
}

impl<const N: usize> Graph<N> {
    pub fn new(n: usize) -> Self {
        Graph {
            n,
            weights: vec![Wide::from_u64(0); n * n.saturating_sub(1) / 2],
            fixed: vec![false; n],
            mate: (0..n).collect(),
            dirty: false,
            modified: vec![false; n],
            modified_list: Vec::new(),
            removed: Vec::new(),
            solver: Solver::new(n),
        }
    }

    fn slot(i: usize, j: usize) -> usize {
        let (hi, lo) = if i > j { (i, j) } else { (j, i) };
        hi * (hi - 1) / 2 + lo
    }

    /// Sets the weight of `(i, j)`; `i` is the vertex prepared for the change, so calls
    /// changing many edges should share their first vertex.
    pub fn set(&mut self, i: usize, j: usize, weight: Wide<N>) {
        let slot = &mut self.weights[Self::slot(i, j)];
        if *slot != weight {
            *slot = weight;
            self.dirty = true;
            if !self.modified[i] {
                self.modified[i] = true;
                self.modified_list.push(i);
            }
        }
    }

    /// Fixes the pair `(i, j)`: both leave the graph, matched together.
    pub fn fix(&mut self, i: usize, j: usize) {
        for v in [i, j] {
            if !self.fixed[v] {
                self.fixed[v] = true;
                self.removed.push(v);
            }
        }
        self.mate[i] = j;
        self.mate[j] = i;
    }

    /// Brings the maximum-weight matching of the vertices not fixed up to date.
    pub fn compute(&mut self) {
        self.dirty = false;
        let s = &mut self.solver;
        let w = &self.weights;
        let mut freed = Vec::new();
        for v in self.removed.drain(..) {
            if s.active[v] {
                freed.extend(s.isolate(v));
                s.active[v] = false;
                s.mate[v] = NONE;
                s.dualvar[v] = Wide::from_u64(0);
            }
        }
        s.alive.retain(|&v| s.active[v]);
        let modified: Vec<usize> = self.modified_list.drain(..).collect();
        for &v in &modified {
            self.modified[v] = false;
        }
        let modified: Vec<usize> = modified.into_iter().filter(|&v| s.active[v]).collect();
        let mut is_modified = vec![false; self.n];
        for &v in &modified {
            is_modified[v] = true;
            freed.extend(s.isolate(v));
        }
        // Isolating one of them may unmatch another vertex (when an earlier isolation
        // rotated a blossom around it): that one is exposed too.
        while let Some(y) = freed.pop() {
            if s.active[y] && !is_modified[y] {
                freed.extend(s.isolate(y));
                if s.dualvar[y].0[0] & 1 == 1 {
                    s.dualvar[y] = s.dualvar[y] + Wide::from_u64(1);
                }
            }
        }
        for &v in &modified {
            s.raise_dual(w, v);
        }
        s.solve(w);
        for v in 0..self.n {
            if s.active[v] {
                self.mate[v] = match s.mate[v] {
                    NONE => v,
                    p => s.endpoint(p),
                };
            }
        }
    }
}

/// The state of the primal-dual blossom algorithm over the complete graph on `n` vertices
/// (zero weights and inactive vertices are missing edges). Vertices are `0..n`, blossoms
/// `n..2n`; the edge `k` between `i > j` has the endpoints `2k` (`i`) and `2k + 1` (`j`).
struct Solver<const N: usize> {
    n: usize,
    /// `(i, j)` of each edge, `i > j`.
    ends: Vec<(u32, u32)>,
    active: Vec<bool>,
    /// The active vertices, in order.
    alive: Vec<usize>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<Wide<N>>,
    allowedge: Vec<bool>,
    /// The edges whose `allowedge` is set.
    allowed: Vec<usize>,
    queue: Vec<usize>,
}

type Weights<const N: usize> = [Wide<N>];

impl<const N: usize> Solver<N> {
    fn new(n: usize) -> Self {
        let mut ends = Vec::with_capacity(n * n.saturating_sub(1) / 2);
        for i in 0..n {
            for j in 0..i {
                ends.push((i as u32, j as u32));
            }
        }
        let mut blossombase: Vec<usize> = (0..n).collect();
        blossombase.extend(std::iter::repeat_n(NONE, n));
        Solver {
            n,
            allowedge: vec![false; ends.len()],
            ends,
            active: vec![true; n],
            alive: (0..n).collect(),
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dualvar: vec![Wide::from_u64(0); 2 * n],
            allowed: Vec::new(),
            queue: Vec::new(),
        }
    }

    fn allow(&mut self, k: usize) {
        if !self.allowedge[k] {
            self.allowedge[k] = true;
            self.allowed.push(k);
        }
    }

    fn endpoint(&self, p: usize) -> usize {
        let (i, j) = self.ends[p / 2];
        if p & 1 == 0 {
            i as usize
        } else {
            j as usize
        }
    }

    fn edge(&self, k: usize) -> (usize, usize) {
        let (i, j) = self.ends[k];
        (i as usize, j as usize)
    }

    /// The edge between `v` and `j` and the endpoint index of `j` on it.
    fn remote(v: usize, j: usize) -> (usize, usize) {
        if v > j {
            let k = v * (v - 1) / 2 + j;
            (k, 2 * k + 1)
        } else {
            let k = j * (j - 1) / 2 + v;
            (k, 2 * k)
        }
    }

    fn slack(&self, w: &Weights<N>, k: usize) -> Wide<N> {
        let (i, j) = self.edge(k);
        self.dualvar[i] + self.dualvar[j] - w[k].double()
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.blossomchilds[t].iter().rev());
            }
        }
        out
    }

    /// Makes `x` a single exposed vertex: the top blossom around it loses its outside mate
    /// (returned: that vertex is exposed too), is rotated so that `x` is its base, then the
    /// blossoms around `x` are dissolved, each one's dual added to its vertices' duals so
    /// that every edge keeps its slack (edges leaving it gain slack).
    fn isolate(&mut self, x: usize) -> Option<usize> {
        let b = self.inblossom[x];
        let base = if b >= self.n { self.blossombase[b] } else { x };
        let mut freed = None;
        if self.mate[base] != NONE {
            let y = self.endpoint(self.mate[base]);
            self.mate[y] = NONE;
            self.mate[base] = NONE;
            freed = Some(y);
        }
        if b >= self.n {
            self.augment_blossom(b, x);
            self.mate[x] = NONE;
        }
        while self.inblossom[x] != x {
            let top = self.inblossom[x];
            let z = self.dualvar[top];
            for v in self.leaves(top) {
                self.dualvar[v] = self.dualvar[v] + z;
            }
            self.dualvar[top] = Wide::from_u64(0);
            self.expand_blossom(top, true);
        }
        freed
    }

    /// Sets the dual of the single exposed vertex `v` to the least even value that keeps
    /// every edge at `v` feasible.
    fn raise_dual(&mut self, w: &Weights<N>, v: usize) {
        let mut dual = Wide::from_u64(0);
        for &j in &self.alive {
            if j == v {
                continue;
            }
            let (k, _) = Self::remote(v, j);
            if w[k].is_zero() {
                continue;
            }
            let need = w[k].double();
            if need > self.dualvar[j] {
                dual = dual.max(need - self.dualvar[j]);
            }
        }
        if dual.0[0] & 1 == 1 {
            dual = dual + Wide::from_u64(1);
        }
        self.dualvar[v] = dual;
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b];
            let mate = self.mate[base];
            self.assign_label(self.endpoint(mate), 1, mate ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            if v != NONE {
                let b = self.inblossom[v];
                if self.label[b] & 4 != 0 {
                    base = self.blossombase[b];
                    break;
                }
                path.push(b);
                self.label[b] = 5;
                if self.labelend[b] == NONE {
                    v = NONE;
                } else {
                    v = self.endpoint(self.labelend[b]);
                    let b = self.inblossom[v];
                    v = self.endpoint(self.labelend[b]);
                }
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, wt: &Weights<N>, base: usize, k: usize) {
        let (mut v, mut w) = self.edge(k);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = Wide::from_u64(0);
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for v in self.leaves(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        self.collect_best_edges(wt, b, &path);
    }

    /// After forming blossom `b` from `path`: its least-slack edge towards each S-blossom.
    fn collect_best_edges(&mut self, wt: &Weights<N>, b: usize, path: &[usize]) {
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in path {
            let nblist: Vec<usize> = match self.blossombestedges[bv].take() {
                Some(list) => list,
                None => {
                    let mut list = Vec::new();
                    for v in self.leaves(bv) {
                        for &j in &self.alive {
                            if j == v {
                                continue;
                            }
                            let (k, _) = Self::remote(v, j);
                            if !wt[k].is_zero() {
                                list.push(k);
                            }
                        }
                    }
                    list
                }
            };
            for k in nblist {
                let (mut i, mut j) = self.edge(k);
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == 1
                    && (bestedgeto[bj] == NONE
                        || self.slack(wt, k) < self.slack(wt, bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        let mut mybest = NONE;
        for &k in &list {
            if mybest == NONE || self.slack(wt, k) < self.slack(wt, mybest) {
                mybest = k;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.bestedge[b] = mybest;
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = std::mem::take(&mut self.blossomchilds[b]);
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded(b, &childs);
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    /// Expanding a T-blossom in mid-stage: relabel the children along the path from the
    /// entry child to the base.
    fn relabel_expanded(&mut self, b: usize, childs: &[usize]) {
        let len = childs.len() as isize;
        let at = |j: isize| j.rem_euclid(len) as usize;
        let endps = self.blossomendps[b].clone();
        let entrychild = self.inblossom[self.endpoint(self.labelend[b] ^ 1)];
        let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
        let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            let e = self.endpoint(p ^ 1);
            self.label[e] = 0;
            let q = endps[at(j - endptrick as isize)];
            let e = self.endpoint(q ^ endptrick ^ 1);
            self.label[e] = 0;
            self.assign_label(self.endpoint(p ^ 1), 2, p);
            self.allow(q / 2);
            j += jstep;
            p = endps[at(j - endptrick as isize)] ^ endptrick;
            self.allow(p / 2);
            j += jstep;
        }
        let bv = childs[at(j)];
        let v = self.endpoint(p ^ 1);
        self.label[v] = 2;
        self.label[bv] = 2;
        self.labelend[v] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        j += jstep;
        while childs[at(j)] != entrychild {
            let bv = childs[at(j)];
            if self.label[bv] == 1 {
                j += jstep;
                continue;
            }
            let labelled = self.leaves(bv).into_iter().find(|&v| self.label[v] != 0);
            if let Some(v) = labelled {
                self.label[v] = 0;
                let mate = self.mate[self.blossombase[bv]];
                let e = self.endpoint(mate);
                self.label[e] = 0;
                self.assign_label(v, 2, self.labelend[v]);
            }
            j += jstep;
        }
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let childs = self.blossomchilds[b].clone();
        let endps = self.blossomendps[b].clone();
        let len = childs.len() as isize;
        let at = |j: isize| j.rem_euclid(len) as usize;
        let i = childs.iter().position(|&c| c == t).unwrap_or(0);
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = childs[at(j)];
            let p = endps[at(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p));
            }
            j += jstep;
            let t = childs[at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p ^ 1));
            }
            let e = self.endpoint(p);
            self.mate[e] = p ^ 1;
            let e = self.endpoint(p ^ 1);
            self.mate[e] = p;
        }
        let mut rotated = childs[i..].to_vec();
        rotated.extend_from_slice(&childs[..i]);
        let mut rotated_endps = endps[i..].to_vec();
        rotated_endps.extend_from_slice(&endps[..i]);
        self.blossombase[b] = self.blossombase[rotated[0]];
        self.blossomchilds[b] = rotated;
        self.blossomendps[b] = rotated_endps;
    }

    /// Flips the alternating path from `s` to the root of its tree, `s` taking the mate at
    /// endpoint `p` (or none).
    fn flip(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.labelend[bs] == NONE {
                break;
            }
            let t = self.endpoint(self.labelend[bs]);
            let bt = self.inblossom[t];
            s = self.endpoint(self.labelend[bt]);
            let j = self.endpoint(self.labelend[bt] ^ 1);
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.labelend[bt];
            p = self.labelend[bt] ^ 1;
        }
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = self.edge(k);
        self.flip(v, 2 * k + 1);
        self.flip(w, 2 * k);
    }

    fn solve(&mut self, w: &Weights<N>) {
        while self.stage(w) {
            for b in self.n..2 * self.n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// One stage: grows alternating trees from the exposed vertices with a positive dual
    /// until one of them is matched (true), or returns false when there is none.
    fn stage(&mut self, w: &Weights<N>) -> bool {
        self.label.iter_mut().for_each(|l| *l = 0);
        self.labelend.iter_mut().for_each(|l| *l = NONE);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        for b in self.n..2 * self.n {
            self.blossombestedges[b] = None;
        }
        for k in std::mem::take(&mut self.allowed) {
            self.allowedge[k] = false;
        }
        self.queue.clear();
        let mut roots = false;
        for idx in 0..self.alive.len() {
            let v = self.alive[idx];
            if self.mate[v] == NONE
                && self.label[self.inblossom[v]] == 0
                && !self.dualvar[v].is_zero()
            {
                self.assign_label(v, 1, NONE);
                roots = true;
            }
        }
        if !roots {
            return false;
        }
        loop {
            if self.scan_queue(w) {
                return true;
            }
            if self.dual_update(w) {
                return true;
            }
        }
    }

    /// Scans the S-vertices of the queue; true when the matching was augmented.
    fn scan_queue(&mut self, wt: &Weights<N>) -> bool {
        while let Some(v) = self.queue.pop() {
            for idx in 0..self.alive.len() {
                let w = self.alive[idx];
                if w == v || self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let (k, p) = Self::remote(v, w);
                if wt[k].is_zero() {
                    continue;
                }
                let mut kslack = Wide::from_u64(0);
                if !self.allowedge[k] {
                    kslack = self.slack(wt, k);
                    if kslack.is_zero() {
                        self.allow(k);
                    }
                }
                let bw = self.inblossom[w];
                if self.allowedge[k] {
                    if self.label[bw] == 0 {
                        if self.mate[self.blossombase[bw]] == NONE {
                            // An exposed vertex with a zero dual.
                            self.augment_matching(k);
                            return true;
                        }
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[bw] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(wt, base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == 1 {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NONE || kslack < self.slack(wt, self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == 0
                    && (self.bestedge[w] == NONE || kslack < self.slack(wt, self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// Changes the duals by the largest safe amount; true when that matched a root (an
    /// S-vertex's dual reached zero: the path from it to its root is flipped).
    fn dual_update(&mut self, wt: &Weights<N>) -> bool {
        let n = self.n;
        let mut deltatype = 1;
        let mut delta = Wide::from_u64(0);
        let mut deltavertex = NONE;
        for &v in &self.alive {
            if self.label[self.inblossom[v]] == 1
                && (deltavertex == NONE || self.dualvar[v] < delta)
            {
                delta = self.dualvar[v];
                deltavertex = v;
            }
        }
        let mut deltaedge = NONE;
        let mut deltablossom = NONE;
        for &v in &self.alive {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.slack(wt, self.bestedge[v]);
                if d < delta {
                    delta = d;
                    deltatype = 2;
                    deltaedge = self.bestedge[v];
                }
            }
        }
        for b in self.alive.iter().copied().chain(n..2 * n) {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let d = self.slack(wt, self.bestedge[b]).half();
                if d < delta {
                    delta = d;
                    deltatype = 3;
                    deltaedge = self.bestedge[b];
                }
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && self.dualvar[b] < delta
            {
                delta = self.dualvar[b];
                deltatype = 4;
                deltablossom = b;
            }
        }
        for &v in &self.alive {
            match self.label[self.inblossom[v]] {
                1 => self.dualvar[v] = self.dualvar[v] - delta,
                2 => self.dualvar[v] = self.dualvar[v] + delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                match self.label[b] {
                    1 => self.dualvar[b] = self.dualvar[b] + delta,
                    2 => self.dualvar[b] = self.dualvar[b] - delta,
                    _ => {}
                }
            }
        }
        match deltatype {
            2 => {
                self.allow(deltaedge);
                let (mut i, j) = self.edge(deltaedge);
                if self.label[self.inblossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
                false
            }
            3 => {
                self.allow(deltaedge);
                self.queue.push(self.edge(deltaedge).0);
                false
            }
            4 => {
                self.expand_blossom(deltablossom, false);
                false
            }
            _ => {
                self.flip(deltavertex, NONE);
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(g: &Graph<2>, live: &[bool]) -> u64 {
        live.iter()
            .enumerate()
            .filter(|&(v, &alive)| alive && g.mate[v] < v)
            .map(|(v, _)| g.weights[Graph::<2>::slot(v, g.mate[v])].0[0])
            .sum()
    }

    /// The weight of a maximum-weight matching of the vertices of `set` (a bit set), by
    /// exhaustion: the lowest vertex stays single or is paired with another, each set's
    /// best remembered in `memo`.
    fn best_weight(w: &dyn Fn(usize, usize) -> u64, set: u32, memo: &mut [Option<u64>]) -> u64 {
        if set == 0 {
            return 0;
        }
        if let Some(known) = memo[set as usize] {
            return known;
        }
        let i = set.trailing_zeros() as usize;
        let rest = set & !(1 << i);
        let mut best = best_weight(w, rest, memo);
        for j in (0..32).filter(|&j| rest & (1 << j) != 0) {
            if w(i, j) > 0 {
                best = best.max(w(i, j) + best_weight(w, rest & !(1 << j), memo));
            }
        }
        memo[set as usize] = Some(best);
        best
    }

    /// The kept matching, updated as weights change and pairs are fixed, weighs as much as
    /// the best matching found by exhaustion every time, and is a matching of live vertices.
    #[test]
    fn incremental_matching_stays_maximum() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        for _ in 0..150 {
            let n = rng.random_range(2..14);
            let mut g = Graph::<2>::new(n);
            let mut live = vec![true; n];
            for i in 0..n {
                for j in 0..i {
                    if rng.random_bool(0.7) {
                        g.set(i, j, Wide::from_u64(rng.random_range(1..40)));
                    }
                }
            }
            for _ in 0..12 {
                g.compute();
                let set = (0..n).filter(|&v| live[v]).fold(0u32, |s, v| s | (1 << v));
                let weight = |i: usize, j: usize| g.weights[Graph::<2>::slot(i, j)].0[0];
                let expected = best_weight(&weight, set, &mut vec![None; 1 << n]);
                for v in (0..n).filter(|&v| live[v]) {
                    let m = g.mate[v];
                    assert_eq!(g.mate[m], v);
                    assert!(m == v || (live[m] && weight(v, m) > 0));
                }
                assert_eq!(total(&g, &live), expected);
                // Change the weights at a few vertices, sometimes fix a matched pair.
                for _ in 0..rng.random_range(1..4) {
                    let hub = rng.random_range(0..n);
                    for j in 0..n {
                        if j != hub && rng.random_bool(0.5) {
                            let w = if rng.random_bool(0.2) {
                                0
                            } else {
                                rng.random_range(1..40)
                            };
                            g.set(hub, j, Wide::from_u64(w));
                        }
                    }
                }
                if rng.random_bool(0.3) {
                    if let Some(v) = (0..n).find(|&v| live[v] && g.mate[v] != v) {
                        let m = g.mate[v];
                        g.fix(v, m);
                        live[v] = false;
                        live[m] = false;
                    }
                }
            }
        }
    }
}
