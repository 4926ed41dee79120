//! An independent, deliberately naive Koopa move generator that shares no code with the
//! engine: it works on a grid of FEN letters, tries every move by playing it on a copy,
//! and decides legality and promotions from the result. It checks the engine move set by
//! move set and FEN by FEN on random positions, and re-counts the perft table.

use chakbot::rules::koopa::Position;
use chakbot::rules::{Action, Event, RuleSet, StartOption, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `grid[file][rank]`: a piece letter (never a stunned letter) or '.'.
#[derive(Clone, Debug)]
struct Naive {
    grid: [[char; 8]; 8],
    /// Stunned squares with their levels, in FEN order.
    stuns: Vec<((i32, i32), u32)>,
    white: bool,
    plies: u32,
    castle: [char; 4],
}

/// A move to try: from, to, direction of travel, castling flag index (0 queenside).
type Candidate = ((i32, i32), (i32, i32), (i32, i32), Option<usize>);

const STUNNED: [(char, char); 6] = [
    ('p', 's'),
    ('n', 'o'),
    ('b', 'c'),
    ('r', 'u'),
    ('q', 't'),
    ('k', 'l'),
];

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

impl Naive {
    fn parse(fen: &str) -> Naive {
        let parts: Vec<&str> = fen.split(' ').collect();
        let mut grid = [['.'; 8]; 8];
        for (i, row) in parts[0].split('/').enumerate() {
            let r = 7 - i;
            let mut f = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    f += d as usize;
                } else {
                    let lower = c.to_ascii_lowercase();
                    let base = STUNNED.iter().find(|s| s.1 == lower).map_or(lower, |s| s.0);
                    grid[f][r] = if c.is_ascii_uppercase() {
                        base.to_ascii_uppercase()
                    } else {
                        base
                    };
                    f += 1;
                }
            }
        }
        let mut stuns = Vec::new();
        if parts[4] != "-" {
            for e in parts[4].split(',') {
                let b = e.as_bytes();
                let f = (b[0] - b'a') as i32;
                let r = (b[1] - b'1') as i32;
                stuns.push(((f, r), (b[2] - b'0') as u32));
            }
        }
        let c: Vec<char> = parts[3].chars().collect();
        Naive {
            grid,
            stuns,
            white: parts[1] == "w",
            plies: parts[2].parse().unwrap(),
            castle: [c[0], c[1], c[2], c[3]],
        }
    }

    fn level(&self, f: i32, r: i32) -> u32 {
        self.stuns.iter().find(|s| s.0 == (f, r)).map_or(0, |s| s.1)
    }

    fn fen(&self) -> String {
        let mut rows = Vec::new();
        for r in (0..8).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for f in 0..8 {
                let c = self.grid[f][r];
                if c == '.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    row += &empty.to_string();
                    empty = 0;
                }
                let mut letter = c;
                if self.level(f as i32, r as i32) > 0 {
                    let s = STUNNED
                        .iter()
                        .find(|s| s.0 == c.to_ascii_lowercase())
                        .unwrap()
                        .1;
                    letter = if c.is_ascii_uppercase() {
                        s.to_ascii_uppercase()
                    } else {
                        s
                    };
                }
                row.push(letter);
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        let stuns = if self.stuns.is_empty() {
            "-".to_string()
        } else {
            self.stuns
                .iter()
                .map(|((f, r), l)| format!("{}{l}", name(*f, *r)))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{} {} {} {} {}",
            rows.join("/"),
            if self.white { 'w' } else { 'b' },
            self.plies,
            self.castle.iter().collect::<String>(),
            stuns
        )
    }

    fn at(&self, f: i32, r: i32) -> char {
        self.grid[f as usize][r as usize]
    }

    fn mine(&self, c: char) -> bool {
        c != '.' && c.is_ascii_uppercase() == self.white
    }

    fn has_king(&self, white: bool) -> bool {
        let k = if white { 'K' } else { 'k' };
        self.grid.iter().flatten().any(|&c| c == k)
    }

    fn remove(&mut self, f: i32, r: i32) {
        self.grid[f as usize][r as usize] = '.';
        self.stuns.retain(|s| s.0 != (f, r));
    }

    fn candidates(&self) -> Vec<Candidate> {
        let mut out = Vec::new();
        for f in 0..8 {
            for r in 0..8 {
                let c = self.at(f, r);
                if !self.mine(c) || self.level(f, r) > 0 {
                    continue;
                }
                let lower = c.to_ascii_lowercase();
                let knight = [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ];
                let diag = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
                let orth = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                let (dirs, slide): (Vec<(i32, i32)>, bool) = match lower {
                    'n' => (knight.to_vec(), false),
                    'b' => (diag.to_vec(), true),
                    'r' => (orth.to_vec(), true),
                    'q' => (diag.iter().chain(orth.iter()).copied().collect(), true),
                    'k' => (diag.iter().chain(orth.iter()).copied().collect(), false),
                    _ => (Vec::new(), false),
                };
                for (df, dr) in dirs {
                    let (mut tf, mut tr) = (f + df, r + dr);
                    while on_board(tf, tr) {
                        let t = self.at(tf, tr);
                        if t == '.' {
                            out.push(((f, r), (tf, tr), (df, dr), None));
                        } else {
                            if !self.mine(t) {
                                out.push(((f, r), (tf, tr), (df, dr), None));
                            }
                            break;
                        }
                        if !slide {
                            break;
                        }
                        tf += df;
                        tr += dr;
                    }
                }
                if lower == 'p' {
                    let fw = if self.white { 1 } else { -1 };
                    if on_board(f, r + fw) && self.at(f, r + fw) == '.' {
                        out.push(((f, r), (f, r + fw), (0, fw), None));
                        let start = if self.white { 1 } else { 6 };
                        if r == start && self.at(f, r + 2 * fw) == '.' {
                            out.push(((f, r), (f, r + 2 * fw), (0, fw), None));
                        }
                    }
                    for df in [-1, 1] {
                        if on_board(f + df, r + fw) {
                            let t = self.at(f + df, r + fw);
                            if t != '.' && !self.mine(t) {
                                out.push(((f, r), (f + df, r + fw), (df, fw), None));
                            }
                        }
                    }
                }
                if lower == 'k' {
                    let back = if self.white { 0 } else { 7 };
                    let base = if self.white { 0 } else { 2 };
                    for i in 0..2 {
                        let flag = self.castle[base + i];
                        if r != back || !('a'..='h').contains(&flag) {
                            continue;
                        }
                        let rf = flag as i32 - 'a' as i32;
                        if (i == 0 && rf >= f) || (i == 1 && rf <= f) {
                            continue;
                        }
                        let rook = if self.white { 'R' } else { 'r' };
                        if self.at(rf, back) != rook || self.level(rf, back) > 0 {
                            continue;
                        }
                        let (kt, rt) = if i == 0 { (2, 3) } else { (6, 5) };
                        let ok = (f.min(kt)..=f.max(kt))
                            .chain(rf.min(rt)..=rf.max(rt))
                            .all(|x| x == f || x == rf || self.at(x, back) == '.');
                        if ok {
                            out.push(((f, r), (rf, back), (0, 0), Some(i)));
                        }
                    }
                }
            }
        }
        out
    }

    /// Plays a candidate; `promo` replaces a pawn that ends on its last rank.
    fn play(
        &self,
        from: (i32, i32),
        to: (i32, i32),
        d: (i32, i32),
        castle: Option<usize>,
        promo: char,
    ) -> Naive {
        let mut n = self.clone();
        let me = self.at(from.0, from.1);
        let back = if self.white { 0 } else { 7 };
        let mut new_stuns = Vec::new();
        let mut landed = None;
        if let Some(i) = castle {
            let rook = n.at(to.0, to.1);
            n.grid[from.0 as usize][back as usize] = '.';
            n.grid[to.0 as usize][back as usize] = '.';
            let (kt, rt) = if i == 0 { (2, 3) } else { (6, 5) };
            n.grid[kt][back as usize] = me;
            n.grid[rt][back as usize] = rook;
        } else {
            n.grid[from.0 as usize][from.1 as usize] = '.';
            let target = self.at(to.0, to.1);
            if target == '.' {
                landed = Some(to);
            } else if self.level(to.0, to.1) > 0 {
                // Kick.
                let (mut f, mut r) = to;
                while on_board(f, r) {
                    n.remove(f, r);
                    f += d.0;
                    r += d.1;
                }
                landed = Some(to);
            } else {
                new_stuns.push(to);
                let (mut f, mut r) = (to.0 + d.0, to.1 + d.1);
                while on_board(f, r) {
                    if n.at(f, r) == '.' {
                        landed = Some((f, r));
                        break;
                    }
                    if n.level(f, r) == 0 {
                        new_stuns.push((f, r));
                    }
                    f += d.0;
                    r += d.1;
                }
            }
            if let Some((f, r)) = landed {
                let last = if self.white { 7 } else { 0 };
                let piece = if me.eq_ignore_ascii_case(&'p') && r == last {
                    if self.white {
                        promo.to_ascii_uppercase()
                    } else {
                        promo
                    }
                } else {
                    me
                };
                n.grid[f as usize][r as usize] = piece;
            }
        }
        // Castling rights.
        let (mine, theirs) = if self.white { (0, 2) } else { (2, 0) };
        if me.eq_ignore_ascii_case(&'k') {
            n.castle[mine] = '-';
            n.castle[mine + 1] = '-';
        }
        let file_char = |f: i32| (b'a' + f as u8) as char;
        for i in 0..2 {
            if from.1 == back && n.castle[mine + i] == file_char(from.0) {
                n.castle[mine + i] = '-';
            }
            let their_back = 7 - back;
            if castle.is_none()
                && self.at(to.0, to.1) != '.'
                && to.1 == their_back
                && n.castle[theirs + i] == file_char(to.0)
            {
                n.castle[theirs + i] = '-';
            }
        }
        // Stun countdown.
        n.stuns = n
            .stuns
            .iter()
            .filter(|s| s.1 > 1)
            .map(|s| (s.0, s.1 - 1))
            .collect();
        for s in new_stuns {
            n.stuns.push((s, 4));
        }
        n.white = !self.white;
        n.plies += 1;
        n
    }

    /// Legal moves in coordinate notation with the position after each.
    fn moves(&self) -> Vec<(String, Naive)> {
        let mut out = Vec::new();
        if !self.has_king(true) || !self.has_king(false) {
            return out;
        }
        for (from, to, d, castle) in self.candidates() {
            let text = format!("{}{}", name(from.0, from.1), name(to.0, to.1));
            let probe = self.play(from, to, d, castle, '?');
            if !probe.has_king(self.white) {
                continue;
            }
            if probe.grid.iter().flatten().any(|&c| c == '?') {
                for p in ['q', 'r', 'b', 'n'] {
                    out.push((format!("{text}{p}"), self.play(from, to, d, castle, p)));
                }
            } else {
                out.push((text, probe));
            }
        }
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|(_, n)| n.perft(depth - 1)).sum()
    }
}

fn action(text: &str) -> Action {
    Action::Move {
        from: text[0..2].parse().unwrap(),
        to: text[2..4].parse().unwrap(),
        promotion: text
            .chars()
            .nth(4)
            .and_then(chakbot::rules::Role::from_char),
    }
}

#[test]
fn engine_and_naive_generator_agree_on_random_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x6b6f6f7061);
    let mut positions = 0;
    let mut game = 0;
    // How often the special rules came up: kicks, castlings, promotions, lost capturers.
    let (mut kicks, mut castles, mut promotions, mut fell_off) = (0, 0, 0, 0);
    while positions < 1500 {
        let option = [
            StartOption::Standard,
            StartOption::Symmetric,
            StartOption::Asymmetric,
        ][game % 3];
        game += 1;
        let mut pos = Position::start(RuleSet::Koopa, option, &mut rng);
        for _ in 0..200 {
            let fen = pos.fen();
            let naive = Naive::parse(&fen);
            assert_eq!(naive.fen(), fen, "naive FEN round trip");
            let mut expected: Vec<(String, Naive)> = naive.moves();
            expected.sort_by(|a, b| a.0.cmp(&b.0));
            let mut got: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|m| m.action.to_string())
                .collect();
            got.sort();
            let names: Vec<&String> = expected.iter().map(|e| &e.0).collect();
            assert_eq!(
                got.iter().collect::<Vec<_>>(),
                names,
                "move sets differ in {fen}"
            );
            positions += 1;
            for (text, after) in &expected {
                let mut p = pos.clone();
                let report = p.play(&action(text), &mut rng).unwrap();
                for e in &report.events {
                    match e {
                        Event::Kicked { .. } => kicks += 1,
                        Event::Castled { .. } => castles += 1,
                        Event::Promoted { .. } => promotions += 1,
                        Event::FellOff { .. } => fell_off += 1,
                        _ => {}
                    }
                }
                assert_eq!(p.fen(), after.fen(), "{text} from {fen}");
            }
            if expected.is_empty() {
                break;
            }
            let (text, _) = &expected[rng.random_range(0..expected.len())];
            pos.play(&action(text), &mut rng).unwrap();
        }
    }
    println!("kicks {kicks}, castlings {castles}, promotions {promotions}, fell off {fell_off}");
    assert!(kicks > 100 && castles > 100 && promotions > 20 && fell_off > 100);
}

#[test]
fn naive_generator_recounts_the_perft_table() {
    let table = include_str!("data/perft/koopa.txt");
    let mut checked = 0;
    for line in table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split(';').collect();
        let nodes: u64 = fields[2].parse().unwrap();
        if nodes > 500_000 {
            continue;
        }
        let fen = fields[0];
        let depth: u32 = fields[1].parse().unwrap();
        assert_eq!(Naive::parse(fen).perft(depth), nodes, "{line}");
        checked += 1;
    }
    assert!(checked >= 35);
}
