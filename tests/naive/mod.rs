//! A deliberately naive move generator for chess, maharaja and koopa, written from
//! RULES.md and REFERENCE-NOTES §3 to cross-check the engines. It shares no code with the
//! crate (not even FEN reading): a mailbox board, pseudo-legal moves, then "is my royal
//! piece attacked?" by trying every enemy capture. Slow on purpose, simple to read.

#![allow(dead_code)]

/// Which rules the naive generator follows.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Game {
    Chess,
    Maharaja,
    Koopa,
}

/// A piece: side, lower-case letter (`p n b r q k m`) and Koopa stun level (0 = free).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Man {
    pub white: bool,
    pub kind: u8,
    pub stun: u8,
}

/// A position. Squares are `rank * 8 + file`, a1 = 0.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pos {
    pub game: Game,
    pub board: [Option<Man>; 64],
    pub white: bool,
    /// Chess/maharaja rights K, Q, k, q.
    pub castle: [bool; 4],
    pub ep: Option<usize>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Koopa: half-moves played.
    pub plies: u32,
    /// Koopa: castling rook files, white queenside, white kingside, black queenside, black kingside.
    pub rooks: [Option<u8>; 4],
}

fn sq_name(s: usize) -> String {
    format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1)
}

fn parse_sq(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize)
}

fn step(s: usize, df: i32, dr: i32) -> Option<usize> {
    let f = (s % 8) as i32 + df;
    let r = (s / 8) as i32 + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ROOK: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

impl Pos {
    /// Reads a FEN of `game` (board field required; other fields default).
    pub fn from_fen(game: Game, fen: &str) -> Option<Pos> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut board = [None; 64];
        let rows: Vec<&str> = fields.first()?.trim_end_matches('/').split('/').collect();
        if rows.len() != 8 {
            return None;
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                    continue;
                }
                let white = c.is_ascii_uppercase();
                let (kind, stun) = match c.to_ascii_lowercase() {
                    k @ ('p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'm') => (k as u8, 0),
                    's' => (b'p', 4),
                    'o' => (b'n', 4),
                    'c' => (b'b', 4),
                    'u' => (b'r', 4),
                    't' => (b'q', 4),
                    'l' => (b'k', 4),
                    _ => return None,
                };
                if file >= 8 {
                    return None;
                }
                board[rank * 8 + file] = Some(Man { white, kind, stun });
                file += 1;
            }
            if file != 8 {
                return None;
            }
        }
        let mut pos = Pos {
            game,
            board,
            white: fields.get(1).is_none_or(|s| *s == "w"),
            castle: [false; 4],
            ep: None,
            halfmove: 0,
            fullmove: 1,
            plies: 0,
            rooks: [None; 4],
        };
        if game == Game::Koopa {
            pos.plies = fields.get(2).and_then(|s| s.parse().ok()).unwrap_or(0);
            let flags = fields.get(3).copied().unwrap_or("-");
            if flags != "-" {
                for (i, c) in flags.chars().take(4).enumerate() {
                    pos.rooks[i] = ('a'..='h').contains(&c).then(|| c as u8 - b'a');
                }
            }
            let stuns = fields.get(4).copied().unwrap_or("-");
            if stuns != "-" {
                for entry in stuns.split(',') {
                    let s = parse_sq(entry.get(0..2)?)?;
                    let level: u8 = entry.get(2..)?.parse().ok()?;
                    pos.board[s].as_mut()?.stun = level;
                }
            }
        } else {
            let rights = fields.get(2).copied().unwrap_or("-");
            for (i, c) in "KQkq".chars().enumerate() {
                pos.castle[i] = rights.contains(c);
            }
            if game == Game::Maharaja {
                pos.castle[0] = false;
                pos.castle[1] = false;
            }
            pos.ep = fields.get(3).and_then(|s| parse_sq(s));
            pos.halfmove = fields.get(4).and_then(|s| s.parse().ok()).unwrap_or(0);
            pos.fullmove = fields.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
        }
        Some(pos)
    }

    fn own(&self, s: usize) -> bool {
        self.board[s].is_some_and(|m| m.white == self.white)
    }

    fn enemy(&self, s: usize) -> bool {
        self.board[s].is_some_and(|m| m.white != self.white)
    }

    /// The squares a piece on `s` attacks (captures or moves to, pawns: diagonals only),
    /// stopping at the first occupied square along lines.
    fn attacks(&self, s: usize) -> Vec<usize> {
        let Some(m) = self.board[s] else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let leap = |out: &mut Vec<usize>, dirs: &[(i32, i32)]| {
            for &(df, dr) in dirs {
                if let Some(t) = step(s, df, dr) {
                    out.push(t);
                }
            }
        };
        let slide = |out: &mut Vec<usize>, dirs: &[(i32, i32)]| {
            for &(df, dr) in dirs {
                let mut cur = s;
                while let Some(t) = step(cur, df, dr) {
                    out.push(t);
                    if self.board[t].is_some() {
                        break;
                    }
                    cur = t;
                }
            }
        };
        match m.kind {
            b'p' => {
                let dr = if m.white { 1 } else { -1 };
                leap(&mut out, &[(-1, dr), (1, dr)]);
            }
            b'n' => leap(&mut out, &KNIGHT),
            b'b' => slide(&mut out, &BISHOP),
            b'r' => slide(&mut out, &ROOK),
            b'q' => {
                slide(&mut out, &BISHOP);
                slide(&mut out, &ROOK);
            }
            b'k' => {
                leap(&mut out, &BISHOP);
                leap(&mut out, &ROOK);
            }
            b'm' => {
                slide(&mut out, &BISHOP);
                slide(&mut out, &ROOK);
                leap(&mut out, &KNIGHT);
            }
            _ => {}
        }
        out
    }

    fn royal(&self, white: bool) -> u8 {
        if self.game == Game::Maharaja && white {
            b'm'
        } else {
            b'k'
        }
    }

    fn royal_squares(&self, white: bool) -> Vec<usize> {
        let kind = self.royal(white);
        (0..64)
            .filter(|&s| self.board[s].is_some_and(|m| m.white == white && m.kind == kind))
            .collect()
    }

    /// Whether a piece of side `by_white` could capture on `target`.
    fn attacked(&self, target: usize, by_white: bool) -> bool {
        (0..64).any(|s| {
            self.board[s].is_some_and(|m| m.white == by_white) && self.attacks(s).contains(&target)
        })
    }

    /// Every legal move in coordinate notation, with the position it leads to.
    pub fn legal(&self) -> Vec<(String, Pos)> {
        if self.royal_squares(self.white).is_empty() {
            return Vec::new();
        }
        match self.game {
            Game::Koopa => self.koopa_moves(),
            _ => self.chess_moves(),
        }
    }

    /// The sorted coordinate strings of the legal moves.
    pub fn legal_strings(&self) -> Vec<String> {
        let mut v: Vec<String> = self.legal().into_iter().map(|(m, _)| m).collect();
        v.sort();
        v
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|(_, p)| p.perft(depth - 1)).sum()
    }

    // ---- chess and maharaja ----

    fn chess_moves(&self) -> Vec<(String, Pos)> {
        let mut out = Vec::new();
        let white = self.white;
        let promos: &[u8] = b"qrbn";
        for s in 0..64 {
            let Some(m) = self.board[s] else { continue };
            if m.white != white {
                continue;
            }
            if m.kind == b'p' {
                let dr = if white { 1 } else { -1 };
                let start_rank = if white { 1 } else { 6 };
                let last_rank = if white { 7 } else { 0 };
                let mut targets = Vec::new();
                if let Some(t) = step(s, 0, dr) {
                    if self.board[t].is_none() {
                        targets.push((t, false));
                        if s / 8 == start_rank {
                            if let Some(t2) = step(t, 0, dr) {
                                if self.board[t2].is_none() {
                                    targets.push((t2, false));
                                }
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    if let Some(t) = step(s, df, dr) {
                        if self.enemy(t) {
                            targets.push((t, false));
                        } else if Some(t) == self.ep && self.board[t].is_none() {
                            targets.push((t, true));
                        }
                    }
                }
                for (t, ep) in targets {
                    if t / 8 == last_rank {
                        for &p in promos {
                            out.push(self.chess_play(s, t, Some(p), ep, None));
                        }
                    } else {
                        out.push(self.chess_play(s, t, None, ep, None));
                    }
                }
            } else {
                for t in self.attacks(s) {
                    if !self.own(t) {
                        out.push(self.chess_play(s, t, None, false, None));
                    }
                }
            }
        }
        // Castling: king on e1/e8, rook in the corner, squares between empty, the king's
        // squares (start, crossed, end) not attacked.
        let (base, k_idx) = if white { (0, 0) } else { (56, 2) };
        for (i, (rook_f, king_to_f, between, crossed)) in [
            (7usize, 6usize, &[5usize, 6][..], &[4usize, 5, 6][..]),
            (0, 2, &[1, 2, 3][..], &[4, 3, 2][..]),
        ]
        .into_iter()
        .enumerate()
        {
            if !self.castle[k_idx + i] {
                continue;
            }
            let king_ok = self.board[base + 4].is_some_and(|m| m.white == white && m.kind == b'k');
            let rook_ok =
                self.board[base + rook_f].is_some_and(|m| m.white == white && m.kind == b'r');
            if !king_ok || !rook_ok {
                continue;
            }
            if between.iter().any(|&f| self.board[base + f].is_some()) {
                continue;
            }
            if crossed.iter().any(|&f| self.attacked(base + f, !white)) {
                continue;
            }
            out.push(self.chess_play(
                base + 4,
                base + king_to_f,
                None,
                false,
                Some((base + rook_f, base + if rook_f == 7 { 5 } else { 3 })),
            ));
        }
        out.retain(|(_, after)| {
            after
                .royal_squares(white)
                .iter()
                .all(|&r| !after.attacked(r, !white))
        });
        out
    }

    fn chess_play(
        &self,
        from: usize,
        to: usize,
        promo: Option<u8>,
        ep: bool,
        rook: Option<(usize, usize)>,
    ) -> (String, Pos) {
        let mut p = self.clone();
        let Some(mut m) = p.board[from] else {
            unreachable!("a move starts on a piece")
        };
        let capture = p.board[to].is_some() || ep;
        if ep {
            let victim = if self.white { to - 8 } else { to + 8 };
            p.board[victim] = None;
        }
        p.board[from] = None;
        if let Some(k) = promo {
            m.kind = k;
        }
        p.board[to] = Some(m);
        if let Some((rf, rt)) = rook {
            p.board[rt] = p.board[rf].take();
        }
        if m.kind == b'k' && promo.is_none() {
            let i = if self.white { 0 } else { 2 };
            p.castle[i] = false;
            p.castle[i + 1] = false;
        }
        for (corner, right) in [(7usize, 0usize), (0, 1), (63, 2), (56, 3)] {
            if from == corner || to == corner {
                p.castle[right] = false;
            }
        }
        let pawn = self.board[from].is_some_and(|x| x.kind == b'p');
        p.ep = (pawn && from.abs_diff(to) == 16).then(|| (from + to) / 2);
        p.halfmove = if pawn || capture {
            0
        } else {
            self.halfmove + 1
        };
        if !self.white {
            p.fullmove += 1;
        }
        p.white = !self.white;
        let mut name = format!("{}{}", sq_name(from), sq_name(to));
        if let Some(k) = promo {
            name.push(k as char);
        }
        (name, p)
    }

    // ---- koopa ----

    fn koopa_moves(&self) -> Vec<(String, Pos)> {
        if self.royal_squares(!self.white).is_empty() {
            return Vec::new();
        }
        let white = self.white;
        let mut out = Vec::new();
        for s in 0..64 {
            let Some(m) = self.board[s] else { continue };
            if m.white != white || m.stun > 0 {
                continue;
            }
            let mut targets = Vec::new();
            if m.kind == b'p' {
                let dr = if white { 1 } else { -1 };
                let start_rank = if white { 1 } else { 6 };
                if let Some(t) = step(s, 0, dr) {
                    if self.board[t].is_none() {
                        targets.push(t);
                        if s / 8 == start_rank {
                            if let Some(t2) = step(t, 0, dr) {
                                if self.board[t2].is_none() {
                                    targets.push(t2);
                                }
                            }
                        }
                    }
                }
                for t in self.attacks(s) {
                    if self.enemy(t) {
                        targets.push(t);
                    }
                }
            } else {
                for t in self.attacks(s) {
                    if !self.own(t) {
                        targets.push(t);
                    }
                }
            }
            for t in targets {
                for (name, after) in self.koopa_play(s, t) {
                    out.push((name, after));
                }
            }
        }
        out.extend(self.koopa_castles());
        out.retain(|(_, after)| !after.royal_squares(white).is_empty());
        out
    }

    /// The direction a capture from `from` on `to` continues in.
    fn direction(&self, from: usize, to: usize) -> (i32, i32) {
        let df = (to % 8) as i32 - (from % 8) as i32;
        let dr = (to / 8) as i32 - (from / 8) as i32;
        if self.board[from].is_some_and(|m| m.kind == b'n') {
            (df, dr)
        } else {
            (df.signum(), dr.signum())
        }
    }

    /// The results of moving the piece on `from` to `to` (several with promotion choices).
    fn koopa_play(&self, from: usize, to: usize) -> Vec<(String, Pos)> {
        let white = self.white;
        let mut p = self.clone();
        let Some(mover) = p.board[from].take() else {
            unreachable!("a move starts on a piece")
        };
        let mut new_stuns: Vec<usize> = Vec::new();
        let mut lands: Option<usize>;
        match self.board[to] {
            None => lands = Some(to),
            Some(victim) if victim.stun > 0 => {
                // Kick: the victim and everything further along the line leave the game.
                let (df, dr) = self.direction(from, to);
                let mut cur = Some(to);
                while let Some(c) = cur {
                    p.board[c] = None;
                    cur = step(c, df, dr);
                }
                lands = Some(to);
            }
            Some(_) => {
                // Stun and bounce on, stunning every free piece passed.
                let (df, dr) = self.direction(from, to);
                if let Some(v) = p.board[to].as_mut() {
                    v.stun = 4;
                }
                new_stuns.push(to);
                lands = None;
                let mut cur = to;
                while let Some(n) = step(cur, df, dr) {
                    match p.board[n].as_mut() {
                        None => {
                            lands = Some(n);
                            break;
                        }
                        Some(x) => {
                            if x.stun == 0 {
                                x.stun = 4;
                                new_stuns.push(n);
                            }
                        }
                    }
                    cur = n;
                }
            }
        }
        // Stun levels drop by one, then the new ones are set at 4.
        for s in 0..64 {
            if new_stuns.contains(&s) {
                continue;
            }
            if let Some(x) = p.board[s].as_mut() {
                x.stun = x.stun.saturating_sub(1);
            }
        }
        // Castling rights.
        let (mine, theirs) = if white { (0, 2) } else { (2, 0) };
        let home = if white { 0 } else { 56 };
        let their_home = if white { 56 } else { 0 };
        if mover.kind == b'k' {
            p.rooks[mine] = None;
            p.rooks[mine + 1] = None;
        }
        for i in 0..2 {
            if p.rooks[mine + i].is_some_and(|f| home + f as usize == from) {
                p.rooks[mine + i] = None;
            }
            let captured_here = self.board[to].is_some();
            if captured_here && p.rooks[theirs + i].is_some_and(|f| their_home + f as usize == to) {
                p.rooks[theirs + i] = None;
            }
        }
        p.plies += 1;
        p.white = !white;
        let name = format!("{}{}", sq_name(from), sq_name(to));
        let last_rank = if white { 7 } else { 0 };
        match lands {
            None => vec![(name, p)],
            Some(l) if mover.kind == b'p' && l / 8 == last_rank => b"qrbn"
                .iter()
                .map(|&k| {
                    let mut q = p.clone();
                    q.board[l] = Some(Man { kind: k, ..mover });
                    (format!("{name}{}", k as char), q)
                })
                .collect(),
            Some(l) => {
                p.board[l] = Some(mover);
                vec![(name, p)]
            }
        }
    }

    /// Chess960-style castling, written king-takes-own-rook; attacks do not matter.
    fn koopa_castles(&self) -> Vec<(String, Pos)> {
        let white = self.white;
        let (idx, rank) = if white { (0, 0) } else { (2, 7) };
        let Some(king) = (0..8).find(|&f| {
            self.board[rank * 8 + f].is_some_and(|m| m.white == white && m.kind == b'k')
        }) else {
            return Vec::new();
        };
        let ks = rank * 8 + king;
        if self.board[ks].is_some_and(|m| m.stun > 0) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (i, (king_to, rook_to)) in [(2usize, 3usize), (6, 5)].into_iter().enumerate() {
            let Some(rf) = self.rooks[idx + i] else {
                continue;
            };
            let rf = rf as usize;
            let rs = rank * 8 + rf;
            let rook_ok =
                self.board[rs].is_some_and(|m| m.white == white && m.kind == b'r' && m.stun == 0);
            // The queenside rook stands left of the king, the kingside one right of it.
            if !rook_ok || (i == 0) != (rf < king) || rf == king {
                continue;
            }
            let span = |a: usize, b: usize| a.min(b)..=a.max(b);
            let clear = span(king, king_to)
                .chain(span(rf, rook_to))
                .all(|f| f == king || f == rf || self.board[rank * 8 + f].is_none());
            if !clear {
                continue;
            }
            let mut p = self.clone();
            let k = p.board[ks].take();
            let r = p.board[rs].take();
            p.board[rank * 8 + king_to] = k;
            p.board[rank * 8 + rook_to] = r;
            for s in 0..64 {
                if let Some(x) = p.board[s].as_mut() {
                    x.stun = x.stun.saturating_sub(1);
                }
            }
            p.rooks[idx] = None;
            p.rooks[idx + 1] = None;
            p.plies += 1;
            p.white = !white;
            out.push((format!("{}{}", sq_name(ks), sq_name(rs)), p));
        }
        out
    }
}

/// What differs between two positions, field by field (empty when equal), for messages.
pub fn differences(engine: &Pos, naive: &Pos) -> Vec<String> {
    let mut out = Vec::new();
    for s in 0..64 {
        if engine.board[s] != naive.board[s] {
            out.push(format!(
                "{}: engine {:?}, naive {:?}",
                sq_name(s),
                engine.board[s],
                naive.board[s]
            ));
        }
    }
    if engine.white != naive.white {
        out.push("side to move".to_string());
    }
    if engine.game == Game::Koopa {
        if engine.plies != naive.plies {
            out.push(format!(
                "plies: engine {}, naive {}",
                engine.plies, naive.plies
            ));
        }
        if engine.rooks != naive.rooks {
            out.push(format!(
                "castling: engine {:?}, naive {:?}",
                engine.rooks, naive.rooks
            ));
        }
    } else {
        if engine.castle != naive.castle {
            out.push(format!(
                "castling: engine {:?}, naive {:?}",
                engine.castle, naive.castle
            ));
        }
        if (engine.halfmove, engine.fullmove) != (naive.halfmove, naive.fullmove) {
            out.push(format!(
                "counters: engine {} {}, naive {} {}",
                engine.halfmove, engine.fullmove, naive.halfmove, naive.fullmove
            ));
        }
    }
    out
}
