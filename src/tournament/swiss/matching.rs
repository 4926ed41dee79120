//! Maximum-weight matching on a general graph: Edmonds' blossom algorithm with a primal-dual
//! method, O(n³) (after the formulation of Galil 1986 and van Rantwijk's exposition). Weights
//! are exact integers of any [`Weight`] type; a zero weight means "no edge".

use super::weight::Weight;

const NONE: usize = usize::MAX;

/// A maximum-weight matching of the graph on `vertices` vertices with the given weighted
/// edges (`(u, v, weight)`, `u != v`, weight > 0). Returns each vertex's mate, or the vertex
/// itself when it stays unmatched.
pub fn max_weight_matching<W: Weight>(vertices: usize, edges: &[(usize, usize, W)]) -> Vec<usize> {
    let mut solver = Solver::new(vertices, edges);
    solver.solve();
    (0..vertices)
        .map(|v| match solver.mate[v] {
            NONE => v,
            p => solver.endpoint[p],
        })
        .collect()
}

/// The state of the primal-dual blossom algorithm. Vertices are `0..n`, blossoms `n..2n`;
/// an edge `k` has the endpoints `2k` (its first vertex) and `2k + 1` (its second).
struct Solver<'a, W: Weight> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    /// Twice each edge's weight (the slack compares it with two duals).
    doubled: Vec<W>,
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
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
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<'a, W: Weight> Solver<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        let mut maxweight = W::zero();
        for (k, &(i, j, w)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
            maxweight = maxweight.max(w);
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(W::zero(), n));
        let mut blossombase: Vec<usize> = (0..n).collect();
        blossombase.extend(std::iter::repeat_n(NONE, n));
        Solver {
            n,
            doubled: edges.iter().map(|e| e.2.double()).collect(),
            edges,
            endpoint,
            neighbend,
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
            dualvar,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, _) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - self.doubled[k]
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
            self.assign_label(self.endpoint[mate], 1, mate ^ 1);
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
                    v = self.endpoint[self.labelend[b]];
                    let b = self.inblossom[v];
                    v = self.endpoint[self.labelend[b]];
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

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
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
            v = self.endpoint[self.labelend[bv]];
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
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for v in self.leaves(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        self.collect_best_edges(b, &path);
    }

    /// After forming blossom `b` from `path`: its least-slack edge towards each S-blossom.
    fn collect_best_edges(&mut self, b: usize, path: &[usize]) {
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in path {
            let nblist: Vec<usize> = match self.blossombestedges[bv].take() {
                Some(list) => list,
                None => self
                    .leaves(bv)
                    .into_iter()
                    .flat_map(|v| self.neighbend[v].iter().map(|p| p / 2))
                    .collect(),
            };
            for k in nblist {
                let (mut i, mut j, _) = self.edges[k];
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == 1
                    && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        let mut mybest = NONE;
        for &k in &list {
            if mybest == NONE || self.slack(k) < self.slack(mybest) {
                mybest = k;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.bestedge[b] = mybest;
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
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
        self.blossomchilds[b] = Vec::new();
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
        let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
        let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            self.label[self.endpoint[p ^ 1]] = 0;
            let q = endps[at(j - endptrick as isize)];
            self.label[self.endpoint[q ^ endptrick ^ 1]] = 0;
            self.assign_label(self.endpoint[p ^ 1], 2, p);
            self.allowedge[q / 2] = true;
            j += jstep;
            p = endps[at(j - endptrick as isize)] ^ endptrick;
            self.allowedge[p / 2] = true;
            j += jstep;
        }
        let bv = childs[at(j)];
        let v = self.endpoint[p ^ 1];
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
                self.label[self.endpoint[mate]] = 0;
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
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = childs[at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let mut rotated = childs[i..].to_vec();
        rotated.extend_from_slice(&childs[..i]);
        let mut rotated_endps = endps[i..].to_vec();
        rotated_endps.extend_from_slice(&endps[..i]);
        self.blossombase[b] = self.blossombase[rotated[0]];
        self.blossomchilds[b] = rotated;
        self.blossomendps[b] = rotated_endps;
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        if self.edges.is_empty() {
            return;
        }
        for _ in 0..self.n {
            if !self.stage() {
                break;
            }
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

    /// One stage: grows alternating trees until an augmentation (true) or until no
    /// augmentation can improve the weight (false).
    fn stage(&mut self) -> bool {
        self.label.iter_mut().for_each(|l| *l = 0);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        for b in self.n..2 * self.n {
            self.blossombestedges[b] = None;
        }
        self.allowedge.iter_mut().for_each(|a| *a = false);
        self.queue.clear();
        for v in 0..self.n {
            if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                self.assign_label(v, 1, NONE);
            }
        }
        loop {
            if self.scan_queue() {
                return true;
            }
            if !self.dual_update() {
                return false;
            }
        }
    }

    /// Scans the S-vertices of the queue; true when the matching was augmented.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for idx in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][idx];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let mut kslack = W::zero();
                if !self.allowedge[k] {
                    kslack = self.slack(k);
                    if kslack.is_zero() {
                        self.allowedge[k] = true;
                    }
                }
                let bw = self.inblossom[w];
                if self.allowedge[k] {
                    if self.label[bw] == 0 {
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[bw] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
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
                    if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == 0
                    && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// Changes the duals by the largest safe amount; false when the stage is over.
    fn dual_update(&mut self) -> bool {
        let n = self.n;
        let mut deltatype = 1;
        let mut delta = self.dualvar[..n].iter().copied().min().unwrap_or(W::zero());
        let mut deltaedge = NONE;
        let mut deltablossom = NONE;
        for v in 0..n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if d < delta {
                    delta = d;
                    deltatype = 2;
                    deltaedge = self.bestedge[v];
                }
            }
        }
        for b in 0..2 * n {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let d = self.slack(self.bestedge[b]).half();
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
        for v in 0..n {
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
                self.allowedge[deltaedge] = true;
                let (mut i, j, _) = self.edges[deltaedge];
                if self.label[self.inblossom[i]] == 0 {
                    i = j;
                }
                self.queue.push(i);
            }
            3 => {
                self.allowedge[deltaedge] = true;
                self.queue.push(self.edges[deltaedge].0);
            }
            4 => self.expand_blossom(deltablossom, false),
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best matching by trying every one (small graphs only).
    fn brute_force(n: usize, edges: &[(usize, usize, i64)], used: &mut Vec<bool>) -> i64 {
        let Some(v) = (0..n).find(|&v| !used[v]) else {
            return 0;
        };
        used[v] = true;
        let mut best = brute_force(n, edges, used);
        for &(a, b, w) in edges {
            let other = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if !used[other] {
                used[other] = true;
                best = best.max(w + brute_force(n, edges, used));
                used[other] = false;
            }
        }
        used[v] = false;
        best
    }

    #[test]
    fn matches_brute_force_on_random_graphs() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..400 {
            let n = rng.random_range(1..9);
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if rng.random_bool(0.6) {
                        edges.push((i, j, rng.random_range(1..20i64)));
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            let mut total = 0;
            for &(a, b, w) in &edges {
                if mate[a] == b {
                    assert_eq!(mate[b], a);
                    total += w;
                }
            }
            assert_eq!(total, brute_force(n, &edges, &mut vec![false; n]));
        }
    }
}
