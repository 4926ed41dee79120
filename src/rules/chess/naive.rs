//! A deliberately slow, independent reference move generator for tests: a mailbox of
//! `Option<Piece>`, pseudo-legal moves by walking directions square by square, then a
//! filter "the mover's royal piece is not attacked after the move". It shares no move
//! generation code with the engine (only the board-field parser and core types).

use crate::rules::{fen_board, Alphabet, Cell, Color, Piece, Role, RuleSet, Square};

const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ORTHO: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// A naive position.
#[derive(Clone, Debug)]
pub struct Naive {
    board: [Option<Piece>; 64],
    turn: Color,
    /// White king side, white queen side, black king side, black queen side.
    castling: [bool; 4],
    ep: Option<Square>,
    maharaja: bool,
}

/// One castling: right index, rook file, files that must be empty, files the king
/// crosses, king's target file.
type CastleSpec = (usize, u8, &'static [u8], &'static [u8], u8);

/// A naive move: from, to, promotion.
pub type NaiveMove = (Square, Square, Option<Role>);

fn sq(file: i8, rank: i8) -> Option<Square> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Some(Square::new(file as u8, rank as u8))
    } else {
        None
    }
}

impl Naive {
    /// Reads a FEN without any validation (tests only feed valid ones).
    pub fn from_fen(ruleset: RuleSet, fen: &str) -> Naive {
        let maharaja = ruleset == RuleSet::Maharaja;
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let alphabet = if maharaja {
            Alphabet::MAHARAJA
        } else {
            Alphabet::CHESS
        };
        let cells = fen_board::parse(fields[0], alphabet).expect("valid test FEN");
        let mut board = [None; 64];
        for (i, c) in cells.iter().enumerate() {
            if let Cell::Piece(p, _) = c {
                board[i] = Some(*p);
            }
        }
        let turn = if fields.get(1) == Some(&"b") {
            Color::Black
        } else {
            Color::White
        };
        let c = fields.get(2).copied().unwrap_or("-");
        let castling = [
            c.contains('K') && !maharaja,
            c.contains('Q') && !maharaja,
            c.contains('k'),
            c.contains('q'),
        ];
        let ep = match fields.get(3) {
            Some(s) if !maharaja && *s != "-" => s.parse().ok(),
            _ => None,
        };
        Naive {
            board,
            turn,
            castling,
            ep,
            maharaja,
        }
    }

    fn at(&self, s: Square) -> Option<Piece> {
        self.board[s.index()]
    }

    fn royal(&self, color: Color) -> Option<Square> {
        Square::ALL.into_iter().find(|&s| {
            matches!(self.at(s), Some(p) if p.color == color && (p.role == Role::King || p.role == Role::Maharaja))
        })
    }

    /// Whether `by` attacks `target`.
    fn attacked(&self, target: Square, by: Color) -> bool {
        for from in Square::ALL {
            let Some(p) = self.at(from) else { continue };
            if p.color != by {
                continue;
            }
            let (f, r) = (from.file() as i8, from.rank() as i8);
            let hits =
                |d: &[(i8, i8)]| d.iter().any(|&(df, dr)| sq(f + df, r + dr) == Some(target));
            let rays = |d: &[(i8, i8)]| {
                d.iter().any(|&(df, dr)| {
                    let mut k = 1;
                    while let Some(s) = sq(f + df * k, r + dr * k) {
                        if s == target {
                            return true;
                        }
                        if self.at(s).is_some() {
                            return false;
                        }
                        k += 1;
                    }
                    false
                })
            };
            let attacks = match p.role {
                Role::Pawn => hits(&[(-1, by.forward()), (1, by.forward())]),
                Role::Knight => hits(&KNIGHT),
                Role::King => hits(&ORTHO) || hits(&DIAG),
                Role::Bishop => rays(&DIAG),
                Role::Rook => rays(&ORTHO),
                Role::Queen => rays(&DIAG) || rays(&ORTHO),
                Role::Maharaja => rays(&DIAG) || rays(&ORTHO) || hits(&KNIGHT),
            };
            if attacks {
                return true;
            }
        }
        false
    }

    fn pseudo(&self) -> Vec<NaiveMove> {
        let us = self.turn;
        let mut out = Vec::new();
        for from in Square::ALL {
            let Some(p) = self.at(from) else { continue };
            if p.color != us {
                continue;
            }
            let (f, r) = (from.file() as i8, from.rank() as i8);
            let mut add = |to: Square| {
                if self.at(to).is_none_or(|q| q.color != us) {
                    out.push((from, to, None));
                }
            };
            let ray = |d: &[(i8, i8)], add: &mut dyn FnMut(Square)| {
                for &(df, dr) in d {
                    let mut k = 1;
                    while let Some(s) = sq(f + df * k, r + dr * k) {
                        add(s);
                        if self.at(s).is_some() {
                            break;
                        }
                        k += 1;
                    }
                }
            };
            match p.role {
                Role::Pawn => {
                    let fw = us.forward();
                    let last = us.last_rank() as i8;
                    let pawn_to = |to: Square, out: &mut Vec<NaiveMove>| {
                        if to.rank() as i8 == last {
                            for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                                out.push((from, to, Some(role)));
                            }
                        } else {
                            out.push((from, to, None));
                        }
                    };
                    let mut pushes = Vec::new();
                    if let Some(one) = sq(f, r + fw) {
                        if self.at(one).is_none() {
                            pawn_to(one, &mut pushes);
                            let start = us.back_rank() as i8 + fw;
                            if r == start {
                                if let Some(two) = sq(f, r + 2 * fw) {
                                    if self.at(two).is_none() {
                                        pushes.push((from, two, None));
                                    }
                                }
                            }
                        }
                    }
                    for df in [-1, 1] {
                        if let Some(to) = sq(f + df, r + fw) {
                            let enemy = self.at(to).is_some_and(|q| q.color != us);
                            if enemy || Some(to) == self.ep {
                                pawn_to(to, &mut pushes);
                            }
                        }
                    }
                    out.extend(pushes);
                }
                Role::Knight => {
                    for (df, dr) in KNIGHT {
                        if let Some(s) = sq(f + df, r + dr) {
                            add(s);
                        }
                    }
                }
                Role::King => {
                    for (df, dr) in ORTHO.into_iter().chain(DIAG) {
                        if let Some(s) = sq(f + df, r + dr) {
                            add(s);
                        }
                    }
                }
                Role::Bishop => ray(&DIAG, &mut add),
                Role::Rook => ray(&ORTHO, &mut add),
                Role::Queen => {
                    ray(&DIAG, &mut add);
                    ray(&ORTHO, &mut add);
                }
                Role::Maharaja => {
                    ray(&DIAG, &mut add);
                    ray(&ORTHO, &mut add);
                    for (df, dr) in KNIGHT {
                        if let Some(s) = sq(f + df, r + dr) {
                            add(s);
                        }
                    }
                }
            }
        }
        out
    }

    fn castles(&self) -> Vec<NaiveMove> {
        let us = self.turn;
        let r = us.back_rank();
        let base = if us == Color::White { 0 } else { 2 };
        let king = Square::new(4, r);
        let mut out = Vec::new();
        if self.at(king) != Some(Piece::new(us, Role::King)) || self.attacked(king, us.other()) {
            return out;
        }
        // (right, rook file, files that must be empty, files the king crosses, king's target)
        let sides: [CastleSpec; 2] = [
            (base, 7, &[5, 6], &[5, 6], 6),
            (base + 1, 0, &[1, 2, 3], &[3, 2], 2),
        ];
        for (right, rook_file, empty, crossed, target) in sides {
            if !self.castling[right]
                || self.at(Square::new(rook_file, r)) != Some(Piece::new(us, Role::Rook))
            {
                continue;
            }
            if empty.iter().any(|&f| self.at(Square::new(f, r)).is_some()) {
                continue;
            }
            if crossed
                .iter()
                .any(|&f| self.attacked(Square::new(f, r), us.other()))
            {
                continue;
            }
            out.push((king, Square::new(target, r), None));
        }
        out
    }

    /// The position after a move (assumed pseudo-legal).
    pub fn apply(&self, (from, to, promotion): NaiveMove) -> Naive {
        let mut n = self.clone();
        let Some(p) = n.board[from.index()] else {
            return n;
        };
        n.board[from.index()] = None;
        if p.role == Role::Pawn && Some(to) == self.ep && self.at(to).is_none() {
            n.board[Square::new(to.file(), from.rank()).index()] = None;
        }
        n.board[to.index()] = Some(match promotion {
            Some(role) => Piece::new(p.color, role),
            None => p,
        });
        if p.role == Role::King && from.file() == 4 && (to.file() == 6 || to.file() == 2) {
            let (rf, rt) = if to.file() == 6 { (7, 5) } else { (0, 3) };
            let r = from.rank();
            n.board[Square::new(rt, r).index()] = n.board[Square::new(rf, r).index()].take();
        }
        n.ep = None;
        if p.role == Role::Pawn && from.rank().abs_diff(to.rank()) == 2 && !self.maharaja {
            n.ep = sq(from.file() as i8, (from.rank() + to.rank()) as i8 / 2);
        }
        for (i, corner) in [(0, "h1"), (1, "a1"), (2, "h8"), (3, "a8")] {
            let king = if i < 2 { "e1" } else { "e8" };
            for s in [from, to] {
                let name = s.to_string();
                if name == corner || name == king {
                    n.castling[i] = false;
                }
            }
        }
        n.turn = self.turn.other();
        n
    }

    /// Every legal move.
    pub fn moves(&self) -> Vec<NaiveMove> {
        let us = self.turn;
        let mut all = self.pseudo();
        all.extend(self.castles());
        all.into_iter()
            .filter(|&m| {
                let after = self.apply(m);
                after
                    .royal(us)
                    .is_some_and(|k| !after.attacked(k, us.other()))
            })
            .collect()
    }

    /// Leaf nodes at `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.apply(m).perft(depth - 1)).sum()
    }
}
