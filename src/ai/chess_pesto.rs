//! The chess evaluation (not Maharaja's): material and piece-square tables tapered between
//! middle game and endgame by the pieces left, plus mobility, bishop pair, rooks on open
//! files, pawn structure (doubled, isolated, connected, passed by rank), king safety (pawn
//! shield, and `chess_king`'s danger score), threats (pieces attacked by pawns,
//! rooks and queens attacked by minor pieces, queens by rooks, pieces attacked and not
//! defended), outposts, kings near passed pawns, passed pawns blockaded or free, rooks
//! behind them and the rule of the square in pawn endings, files open around a king,
//! rooks and queens on the seventh rank, and the move.
//!
//! The terms are written once, over a [`Terms`] sink: the engine's sums the weights of
//! `chess_weights`, the tuner's ([`trace`]) counts how often each weight applies, so the
//! weights can be fitted to data (`examples/eval_tune.rs`).

use super::chess_king::{self as king, Features};
use super::chess_weights::{self as w, W};
use super::see::VALUE;
use crate::rules::chess::attacks::{tables, Tables, KING, KNIGHT};
use crate::rules::chess::bitboard::{Bitboard, Squares, FILE_A, FILE_H};
use crate::rules::chess::Position;
use crate::rules::{Color, Role};

/// Game-phase weight of each role (24 = every piece on the board).
const PHASE: [i32; 5] = [0, 1, 1, 2, 4];

/// The weight groups of `chess_weights` in the tuner's flat order: (name, length).
pub const GROUPS: [(&str, usize); 28] = [
    ("MATERIAL", 5),
    ("PST", 6 * 64),
    ("MOBILITY_KNIGHT", 9),
    ("MOBILITY_BISHOP", 14),
    ("MOBILITY_ROOK", 15),
    ("MOBILITY_QUEEN", 28),
    ("PASSED", 8),
    ("CONNECTED", 8),
    ("DOUBLED", 1),
    ("ISOLATED", 1),
    ("ROOK_OPEN_FILE", 1),
    ("ROOK_HALF_OPEN_FILE", 1),
    ("BISHOP_PAIR", 1),
    ("THREAT_BY_PAWN", 1),
    ("HANGING", 1),
    ("SHIELD_GAP", 1),
    ("TEMPO", 1),
    ("PASSER_OWN_KING", 1),
    ("PASSER_ENEMY_KING", 1),
    ("THREAT_BY_MINOR", 1),
    ("THREAT_BY_ROOK", 1),
    ("OUTPOST", 2),
    ("KING_OPEN_FILE", 2),
    ("MAJOR_ON_SEVENTH", 2),
    ("PASSER_BLOCKED", 1),
    ("PASSER_FREE", 1),
    ("ROOK_BEHIND_PASSER", 1),
    ("PASSER_UNSTOPPABLE", 1),
];

/// Whether two names are equal (const).
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The flat index of the first weight of group `name` (or the number of weights when no
/// group has that name: a misspelt name then fails to compile where `WEIGHTS` is built).
const fn start(name: &str) -> usize {
    let mut i = 0;
    let mut sum = 0;
    while i < GROUPS.len() && !same(GROUPS[i].0, name) {
        sum += GROUPS[i].1;
        i += 1;
    }
    sum
}

const MATERIAL: usize = start("MATERIAL");
const PST: usize = start("PST");
const MOBILITY: [usize; 4] = [
    start("MOBILITY_KNIGHT"),
    start("MOBILITY_BISHOP"),
    start("MOBILITY_ROOK"),
    start("MOBILITY_QUEEN"),
];
const PASSED: usize = start("PASSED");
const CONNECTED: usize = start("CONNECTED");
const DOUBLED: usize = start("DOUBLED");
const ISOLATED: usize = start("ISOLATED");
const ROOK_OPEN_FILE: usize = start("ROOK_OPEN_FILE");
const ROOK_HALF_OPEN_FILE: usize = start("ROOK_HALF_OPEN_FILE");
const BISHOP_PAIR: usize = start("BISHOP_PAIR");
const THREAT_BY_PAWN: usize = start("THREAT_BY_PAWN");
const HANGING: usize = start("HANGING");
const SHIELD_GAP: usize = start("SHIELD_GAP");
const TEMPO: usize = start("TEMPO");
const PASSER_OWN_KING: usize = start("PASSER_OWN_KING");
const PASSER_ENEMY_KING: usize = start("PASSER_ENEMY_KING");
const THREAT_BY_MINOR: usize = start("THREAT_BY_MINOR");
const THREAT_BY_ROOK: usize = start("THREAT_BY_ROOK");
const OUTPOST: usize = start("OUTPOST");
const KING_OPEN_FILE: usize = start("KING_OPEN_FILE");
const MAJOR_ON_SEVENTH: usize = start("MAJOR_ON_SEVENTH");
const PASSER_BLOCKED: usize = start("PASSER_BLOCKED");
const PASSER_FREE: usize = start("PASSER_FREE");
const ROOK_BEHIND_PASSER: usize = start("ROOK_BEHIND_PASSER");
const PASSER_UNSTOPPABLE: usize = start("PASSER_UNSTOPPABLE");
/// The number of weights.
pub const COUNT: usize = {
    let (mut i, mut sum) = (0, 0);
    while i < GROUPS.len() {
        sum += GROUPS[i].1;
        i += 1;
    }
    sum
};

/// The length of the group whose first weight is at flat index `at` (0 when none).
const fn length_at(at: usize) -> usize {
    let (mut i, mut sum) = (0, 0);
    while i < GROUPS.len() {
        if sum == at {
            return GROUPS[i].1;
        }
        sum += GROUPS[i].1;
        i += 1;
    }
    0
}

/// Copies group `from` into `to` at its index `at`; a weight array of another length than
/// its group's in [`GROUPS`] fails to compile.
const fn put(to: [W; COUNT], at: usize, from: &[W]) -> [W; COUNT] {
    assert!(
        from.len() == length_at(at),
        "a chess_weights array's length differs from its group's"
    );
    copy(to, at, from)
}

/// Copies `from` into `to` at `at` (const).
const fn copy(mut to: [W; COUNT], at: usize, from: &[W]) -> [W; COUNT] {
    let mut i = 0;
    while i < from.len() {
        to[at + i] = from[i];
        i += 1;
    }
    to
}

/// `chess_weights` in flat order.
const fn flat() -> [W; COUNT] {
    let mut f = [(0, 0); COUNT];
    f = put(f, MATERIAL, &w::MATERIAL);
    let mut role = 0;
    while role < 6 {
        f = copy(f, PST + 64 * role, &w::PST[role]);
        role += 1;
    }
    f = put(f, MOBILITY[0], &w::MOBILITY_KNIGHT);
    f = put(f, MOBILITY[1], &w::MOBILITY_BISHOP);
    f = put(f, MOBILITY[2], &w::MOBILITY_ROOK);
    f = put(f, MOBILITY[3], &w::MOBILITY_QUEEN);
    f = put(f, PASSED, &w::PASSED);
    f = put(f, CONNECTED, &w::CONNECTED);
    f = put(f, DOUBLED, &[w::DOUBLED]);
    f = put(f, ISOLATED, &[w::ISOLATED]);
    f = put(f, ROOK_OPEN_FILE, &[w::ROOK_OPEN_FILE]);
    f = put(f, ROOK_HALF_OPEN_FILE, &[w::ROOK_HALF_OPEN_FILE]);
    f = put(f, BISHOP_PAIR, &[w::BISHOP_PAIR]);
    f = put(f, THREAT_BY_PAWN, &[w::THREAT_BY_PAWN]);
    f = put(f, HANGING, &[w::HANGING]);
    f = put(f, SHIELD_GAP, &[w::SHIELD_GAP]);
    f = put(f, TEMPO, &[w::TEMPO]);
    f = put(f, PASSER_OWN_KING, &[w::PASSER_OWN_KING]);
    f = put(f, PASSER_ENEMY_KING, &[w::PASSER_ENEMY_KING]);
    f = put(f, THREAT_BY_MINOR, &[w::THREAT_BY_MINOR]);
    f = put(f, THREAT_BY_ROOK, &[w::THREAT_BY_ROOK]);
    f = put(f, OUTPOST, &w::OUTPOST);
    f = put(f, KING_OPEN_FILE, &w::KING_OPEN_FILE);
    f = put(f, MAJOR_ON_SEVENTH, &w::MAJOR_ON_SEVENTH);
    f = put(f, PASSER_BLOCKED, &[w::PASSER_BLOCKED]);
    f = put(f, PASSER_FREE, &[w::PASSER_FREE]);
    f = put(f, ROOK_BEHIND_PASSER, &[w::ROOK_BEHIND_PASSER]);
    put(f, PASSER_UNSTOPPABLE, &[w::PASSER_UNSTOPPABLE])
}

/// Every weight, in the order of [`GROUPS`].
pub const WEIGHTS: [W; COUNT] = flat();

/// What the evaluation reports: weight `weight` applies `n` times for one side.
trait Terms {
    fn add(&mut self, white: bool, weight: usize, n: i32);
    /// The features of a king in danger (White's when `white`), see `chess_king`.
    fn king(&mut self, white: bool, features: &Features);
}

/// The engine's sink: the middle-game and endgame sums, for White.
#[derive(Default)]
struct Sum {
    mg: i32,
    eg: i32,
}

impl Terms for Sum {
    #[inline(always)]
    fn add(&mut self, white: bool, weight: usize, n: i32) {
        let n = if white { n } else { -n };
        self.mg += WEIGHTS[weight].0 * n;
        self.eg += WEIGHTS[weight].1 * n;
    }

    #[inline(always)]
    fn king(&mut self, white: bool, features: &Features) {
        let (mg, eg) = king::cost(king::danger(features));
        let sign = if white { -1 } else { 1 };
        self.mg += sign * mg;
        self.eg += sign * eg;
    }
}

/// How often each weight applies in a position, for White (Black's terms count
/// negative), and the game phase (24 = all pieces): the evaluation is
/// `(Σ mg·n · phase + Σ eg·n · (24 − phase)) / 24`.
pub struct Trace {
    pub phase: i32,
    /// The score's scale when it favours White and when it favours Black
    /// ([`endgame_scale`], 1.0 in most positions).
    pub scale: [f64; 2],
    /// (weight index, count), the weights that apply.
    pub counts: Vec<(u16, f32)>,
    /// The features of each king in danger, White's then Black's (`chess_king`).
    pub kings: [Option<Features>; 2],
}

impl Trace {
    /// The evaluation under `linear` (the [`GROUPS`] weights, middle game and endgame
    /// interleaved) and `king_weights` (`chess_king`'s), unrounded: what the engine
    /// computes in integers.
    pub fn eval(&self, linear: &[f64], king_weights: &[f64]) -> f64 {
        let v = self.unscaled(linear, king_weights);
        v * self.scale_of(v)
    }

    /// The evaluation before its scale ([`endgame_scale`]).
    pub fn unscaled(&self, linear: &[f64], king_weights: &[f64]) -> f64 {
        let (mg, eg) = self.sums(linear, king_weights);
        (mg * self.phase as f64 + eg * (24 - self.phase) as f64) / 24.0
    }

    /// The middle-game and endgame sums before the taper and the scale.
    pub fn sums(&self, linear: &[f64], king_weights: &[f64]) -> (f64, f64) {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(i, n) in &self.counts {
            mg += linear[2 * i as usize] * n as f64;
            eg += linear[2 * i as usize + 1] * n as f64;
        }
        for (side, f) in self.kings.iter().enumerate() {
            if let Some(f) = f {
                let (kmg, keg) = king::cost_unrounded(king::danger_under(f, king_weights));
                let sign = if side == 0 { -1.0 } else { 1.0 };
                mg += sign * kmg;
                eg += sign * keg;
            }
        }
        (mg, eg)
    }

    /// The scale of an unscaled score `v` (by the side it favours).
    pub fn scale_of(&self, v: f64) -> f64 {
        self.scale[(v < 0.0) as usize]
    }
}

/// The tuner's sink: a count per weight and the kings' features.
struct Counts(Vec<f32>, [Option<Features>; 2]);

impl Terms for Counts {
    fn add(&mut self, white: bool, weight: usize, n: i32) {
        self.0[weight] += if white { n as f32 } else { -n as f32 };
    }

    fn king(&mut self, white: bool, features: &Features) {
        self.1[!white as usize] = Some(*features);
    }
}

/// The chess score for White, in centipawns.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_and_scale(pos).0
}

/// [`evaluate`] and the [`endgame_scale`] it applied (for a caller that scales more by it).
pub fn evaluate_and_scale(pos: &Position) -> (i32, [i32; 2]) {
    let mut sum = Sum::default();
    let phase = terms(pos, &mut sum);
    let v = (sum.mg * phase + sum.eg * (24 - phase)) / 24;
    let scale = endgame_scale(pos);
    (v * scale[(v < 0) as usize] / SCALE, scale)
}

/// The scales' unit: 64ths.
pub const SCALE: i32 = 64;

/// The score's scale (in 64ths) when it favours White and when it favours Black:
/// a side without pawns wins only with more than a minor piece's worth of extra material
/// (king and minor piece, rook against minor piece, two knights: drawn or nearly), and
/// bishops of opposite colours alone with the pawns halve the advantage.
pub fn endgame_scale(pos: &Position) -> [i32; 2] {
    let count =
        |side: usize, role: Role| (pos.roles[role as usize] & pos.colors[side]).count_ones() as i32;
    let pieces = |side: usize| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .iter()
            .map(|&role| VALUE[role as usize] * count(side, role))
            .sum()
    };
    let npm = [pieces(0), pieces(1)];
    let mut scale = [SCALE; 2];
    for strong in 0..2 {
        let weak = 1 - strong;
        if count(strong, Role::Pawn) > 0 {
            continue;
        }
        if npm[strong] - npm[weak] <= 330 {
            scale[strong] = if npm[strong] < 500 {
                0
            } else if npm[weak] <= 330 {
                4
            } else {
                14
            };
        } else if npm[strong] == 640 && count(strong, Role::Knight) == 2 && npm[weak] == 0 {
            // Two knights cannot force mate.
            scale[strong] = 0;
        }
    }
    let bishops = pos.roles[Role::Bishop as usize];
    let light = 0x55aa_55aa_55aa_55aa_u64;
    if npm == [330, 330] && count(0, Role::Bishop) == 1 && (bishops & light).count_ones() == 1 {
        scale = scale.map(|s| s.min(SCALE / 2));
    }
    scale
}

/// The weights that apply in `pos` and how often (the tuner's view of [`evaluate`]).
pub fn trace(pos: &Position) -> Trace {
    let mut counts = Counts(vec![0.0; COUNT], [None; 2]);
    let phase = terms(pos, &mut counts);
    Trace {
        phase,
        scale: endgame_scale(pos).map(|s| s as f64 / SCALE as f64),
        kings: counts.1,
        counts: counts
            .0
            .iter()
            .enumerate()
            .filter(|(_, &n)| n != 0.0)
            .map(|(i, &n)| (i as u16, n))
            .collect(),
    }
}

/// The facts of a position every group of terms reads.
struct Basics {
    occ: Bitboard,
    /// Each side's pawns, and the squares they attack.
    pawns: [Bitboard; 2],
    pawn_attacks: [Bitboard; 2],
    /// Each side's king square, and its zone (the king's square and its neighbours).
    kings: [usize; 2],
    zones: [Bitboard; 2],
}

impl Basics {
    /// `pos`'s pawns, kings and occupancy.
    #[inline]
    fn of(pos: &Position) -> Basics {
        let pawns = [
            pos.roles[Role::Pawn as usize] & pos.colors[0],
            pos.roles[Role::Pawn as usize] & pos.colors[1],
        ];
        let kings = [
            (pos.roles[Role::King as usize] & pos.colors[0]).trailing_zeros() as usize & 63,
            (pos.roles[Role::King as usize] & pos.colors[1]).trailing_zeros() as usize & 63,
        ];
        Basics {
            occ: pos.colors[0] | pos.colors[1],
            pawns,
            pawn_attacks: [pawn_attacks(pawns[0], true), pawn_attacks(pawns[1], false)],
            kings,
            zones: [
                KING[kings[0]] | 1 << kings[0],
                KING[kings[1]] | 1 << kings[1],
            ],
        }
    }
}

/// What each side's pieces reach, gathered by [`pieces`] for the threats and king
/// danger after.
struct Reach {
    /// The squares each side attacks.
    attacked: [Bitboard; 2],
    /// The squares each side's minor pieces and rooks attack.
    by_minor: [Bitboard; 2],
    by_rook: [Bitboard; 2],
    /// The squares each side's pieces attack, by role (knight to queen).
    by_role: [[Bitboard; 4]; 2],
    /// Each king's danger features (`chess_king`).
    danger: [Features; 2],
}

/// Reports every term of `pos` to `out`; the game phase (0 to 24).
fn terms<T: Terms>(pos: &Position, out: &mut T) -> i32 {
    let t = tables();
    let b = Basics::of(pos);
    let mut reach = Reach {
        attacked: [
            b.pawn_attacks[0] | KING[b.kings[0]],
            b.pawn_attacks[1] | KING[b.kings[1]],
        ],
        by_minor: [0; 2],
        by_rook: [0; 2],
        by_role: [[0; 4]; 2],
        danger: [[0; king::FEATURES]; 2],
    };
    let mut phase = 0;
    // Each side's passed pawns.
    let mut passers = [0; 2];
    for (side, passed) in passers.iter_mut().enumerate() {
        phase += pieces(pos, t, &b, side, &mut reach, out);
        let pawns = b.pawns;
        *passed = pawn_structure(pawns[side], pawns[1 - side], side == 0, b.kings, out);
    }
    for side in 0..2 {
        threats(pos, &b, &reach, side, out);
    }
    for (side, &passed) in passers.iter().enumerate() {
        let white = side == 0;
        passed_pawns(pos, white, passed, reach.attacked[1 - side], out);
        open_king_files(b.kings[side], b.pawns, white, out);
        majors_on_seventh(pos, white, b.kings[1 - side], b.pawns[1 - side], out);
    }
    for side in 0..2 {
        out.add(
            side == 0,
            SHIELD_GAP,
            shield_gaps(b.kings[side], b.pawns[side], side == 0),
        );
        king_danger(pos, t, &b, &mut reach, side, out);
    }
    out.add(pos.turn == Color::White, TEMPO, 1);
    phase.min(24)
}

/// The terms of `side`'s pieces: material, piece-square tables, and for knights to
/// queens mobility, outposts, attacks on the enemy king's zone and rooks on open files,
/// then the bishop pair; what they attack goes to `reach`. Their game-phase weight.
#[inline]
fn pieces<T: Terms>(
    pos: &Position,
    t: &Tables,
    b: &Basics,
    side: usize,
    reach: &mut Reach,
    out: &mut T,
) -> i32 {
    let (occ, pawns) = (b.occ, b.pawns);
    let mut phase = 0;
    let white = side == 0;
    let own = pos.colors[side];
    let safe = !own & !b.pawn_attacks[1 - side];
    let flip = if white { 56 } else { 0 };
    // Squares in the enemy half that our pawns defend and theirs can never attack.
    let enemy_half = if white {
        0xffff_ffff_0000_0000
    } else {
        0xffff_ffff
    };
    let outposts = enemy_half & b.pawn_attacks[side] & !pawn_span(pawns[1 - side], !white);
    for role in 0..6 {
        let pieces = pos.roles[role] & own;
        for sq in Squares(pieces) {
            out.add(white, PST + 64 * role + (sq ^ flip), 1);
            if role < 5 {
                out.add(white, MATERIAL + role, 1);
                phase += PHASE[role];
            }
            if (1..5).contains(&role) {
                let reach_of = match role {
                    1 => KNIGHT[sq],
                    2 => t.bishop(sq, occ),
                    3 => t.rook(sq, occ),
                    _ => t.queen(sq, occ),
                };
                reach.attacked[side] |= reach_of;
                reach.by_role[side][role - 1] |= reach_of;
                if role < 3 {
                    reach.by_minor[side] |= reach_of;
                    if outposts & 1 << sq != 0 {
                        out.add(white, OUTPOST + role - 1, 1);
                    }
                } else if role == 3 {
                    reach.by_rook[side] |= reach_of;
                }
                let n = (reach_of & safe).count_ones() as usize;
                out.add(white, MOBILITY[role - 1] + n, 1);
                let on_zone = reach_of & b.zones[1 - side];
                if on_zone != 0 {
                    let f = &mut reach.danger[1 - side];
                    f[king::ATTACKERS + role - 1] += 1;
                    f[king::ZONE_ATTACKS] += on_zone.count_ones() as i32;
                }
                if role == 3 {
                    let file = FILE_A << (sq & 7);
                    if file & pawns[side] == 0 {
                        if file & pawns[1 - side] == 0 {
                            out.add(white, ROOK_OPEN_FILE, 1);
                        } else {
                            out.add(white, ROOK_HALF_OPEN_FILE, 1);
                        }
                    }
                }
            }
        }
    }
    if (pos.roles[Role::Bishop as usize] & own).count_ones() >= 2 {
        out.add(white, BISHOP_PAIR, 1);
    }
    phase
}

/// `side`'s threats: enemy pieces attacked by its pawns, hanging (attacked and not
/// defended), rooks and queens attacked by its minor pieces, queens by its rooks.
#[inline]
fn threats<T: Terms>(pos: &Position, b: &Basics, reach: &Reach, side: usize, out: &mut T) {
    let them = 1 - side;
    let theirs = pos.colors[them] & !pos.roles[Role::King as usize];
    let by_pawn = (theirs & !b.pawns[them] & b.pawn_attacks[side]).count_ones() as i32;
    let hanging = (theirs & reach.attacked[side] & !reach.attacked[them]).count_ones() as i32;
    out.add(side == 0, THREAT_BY_PAWN, by_pawn);
    out.add(side == 0, HANGING, hanging);
    let majors =
        pos.colors[them] & (pos.roles[Role::Rook as usize] | pos.roles[Role::Queen as usize]);
    let queens = pos.colors[them] & pos.roles[Role::Queen as usize];
    out.add(
        side == 0,
        THREAT_BY_MINOR,
        (majors & reach.by_minor[side]).count_ones() as i32,
    );
    out.add(
        side == 0,
        THREAT_BY_ROOK,
        (queens & reach.by_rook[side]).count_ones() as i32,
    );
}

/// The danger to `side`'s king, when enough enemy pieces attack its zone (`chess_king`):
/// its features completed (weak zone squares, safe checks, shelter, no enemy queen) and
/// reported.
#[inline]
fn king_danger<T: Terms>(
    pos: &Position,
    t: &Tables,
    b: &Basics,
    reach: &mut Reach,
    side: usize,
    out: &mut T,
) {
    let white = side == 0;
    let them = 1 - side;
    let enemy_queen = pos.roles[Role::Queen as usize] & pos.colors[them] != 0;
    let f = &mut reach.danger[side];
    let attackers = f[king::ATTACKERS..king::ATTACKERS + 4].iter().sum();
    if !king::counted(attackers, enemy_queen) {
        return;
    }
    let by_role = &reach.by_role;
    let defended = b.pawn_attacks[side] | by_role[side][0] | by_role[side][1] | by_role[side][2];
    f[king::WEAK] = (b.zones[side] & reach.attacked[them] & !defended).count_ones() as i32;
    // Squares from which an enemy piece would check our king, safe for it.
    let k = b.kings[side];
    let free = !pos.colors[them] & !reach.attacked[side];
    let (diagonal, straight) = (t.bishop(k, b.occ), t.rook(k, b.occ));
    let checks = [KNIGHT[k], diagonal, straight, diagonal | straight];
    for (role, squares) in checks.iter().enumerate() {
        f[king::SAFE_CHECKS + role] = (squares & by_role[them][role] & free).count_ones() as i32;
    }
    let ahead = if white {
        b.zones[side] << 8
    } else {
        b.zones[side] >> 8
    };
    f[king::SHELTER] = (b.pawns[side] & (b.zones[side] | ahead)).count_ones() as i32;
    f[king::NO_QUEEN] = !enemy_queen as i32;
    f[king::BASE] = 1;
    out.king(white, f);
}

/// Squares attacked by `pawns` (White's when `white`).
fn pawn_attacks(pawns: Bitboard, white: bool) -> Bitboard {
    if white {
        ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9)
    } else {
        ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7)
    }
}

/// Every square `pawns` (White's when `white`) attack or may attack once advanced.
fn pawn_span(pawns: Bitboard, white: bool) -> Bitboard {
    let mut fill = pawns;
    for _ in 0..6 {
        fill |= if white { fill << 8 } else { fill >> 8 };
    }
    pawn_attacks(fill, white)
}

/// Chebyshev distance between two squares.
fn distance(a: usize, b: usize) -> i32 {
    let files = (a & 7).abs_diff(b & 7);
    let ranks = (a / 8).abs_diff(b / 8);
    files.max(ranks) as i32
}

/// Doubled, isolated, connected and passed pawns of one side (`kings`: White's, Black's),
/// and the kings' distances to a passed pawn's next square; returns the passed pawns.
fn pawn_structure<T: Terms>(
    own: Bitboard,
    theirs: Bitboard,
    white: bool,
    kings: [usize; 2],
    out: &mut T,
) -> Bitboard {
    let mut passed = 0;
    for file in 0..8 {
        let on_file = (own & (FILE_A << file)).count_ones() as i32;
        if on_file > 1 {
            out.add(white, DOUBLED, on_file - 1);
        }
    }
    let beside = ((own & !FILE_A) >> 1) | ((own & !FILE_H) << 1);
    let connected = own & (pawn_attacks(own, white) | beside);
    for sq in Squares(own) {
        let file = sq & 7;
        let rank = sq / 8;
        let rel = if white { rank } else { 7 - rank };
        let adjacent = (if file > 0 { FILE_A << (file - 1) } else { 0 })
            | (if file < 7 { FILE_A << (file + 1) } else { 0 });
        if own & adjacent == 0 {
            out.add(white, ISOLATED, 1);
        }
        if connected & (1 << sq) != 0 {
            out.add(white, CONNECTED + rel, 1);
        }
        // Squares ahead on this file and the two beside it.
        let span = adjacent | FILE_A << file;
        let ahead = if white {
            span & (!0u64).checked_shl(8 * (rank as u32 + 1)).unwrap_or(0)
        } else {
            span & ((1u64 << (8 * rank)) - 1)
        };
        if theirs & ahead == 0 {
            passed |= 1 << sq;
            out.add(white, PASSED + rel, 1);
            // Kings near the square in front matter more the further the pawn is.
            if rel >= 3 {
                let next = if white { sq + 8 } else { sq - 8 };
                let (us, them) = if white { (0, 1) } else { (1, 0) };
                let weight = rel as i32 - 2;
                out.add(white, PASSER_OWN_KING, weight * distance(kings[us], next));
                out.add(
                    white,
                    PASSER_ENEMY_KING,
                    weight * distance(kings[them], next),
                );
            }
        }
    }
    passed
}

/// The squares in front of the pawn on `sq` up to its promotion square (White's when
/// `white`).
fn path(sq: usize, white: bool) -> Bitboard {
    let file = FILE_A << (sq & 7);
    if white {
        file & (!0u64).checked_shl(8 * (sq as u32 / 8 + 1)).unwrap_or(0)
    } else {
        file & ((1u64 << (8 * (sq / 8))) - 1)
    }
}

/// What a passed pawn's way forward is worth, for one side's `passers`: blockaded by an
/// enemy piece, or free (nothing on the path and no square of it `attacked` by the
/// enemy), both times (rank − 2) from relative rank 3; a rook behind it on its file; and
/// in a pawn ending, a passer the enemy king cannot catch (the rule of the square).
fn passed_pawns<T: Terms>(
    pos: &Position,
    white: bool,
    passers: Bitboard,
    attacked: Bitboard,
    out: &mut T,
) {
    let t = tables();
    let (side, them) = if white { (0, 1) } else { (1, 0) };
    let occ = pos.colors[0] | pos.colors[1];
    let rooks = pos.roles[Role::Rook as usize] & pos.colors[side];
    let kings = pos.roles[Role::King as usize];
    let pawns = pos.roles[Role::Pawn as usize];
    let enemy_pieces = pos.colors[them] & !kings & !pawns;
    let enemy_king = (kings & pos.colors[them]).trailing_zeros() as usize & 63;
    let mut unstoppable = false;
    for sq in Squares(passers) {
        let rel = if white { sq / 8 } else { 7 - sq / 8 };
        let way = path(sq, white);
        if rel >= 3 {
            let stop = if white { sq + 8 } else { sq - 8 };
            let weight = rel as i32 - 2;
            if pos.colors[them] & 1 << stop != 0 {
                out.add(white, PASSER_BLOCKED, weight);
            } else if way & (occ | attacked) == 0 {
                out.add(white, PASSER_FREE, weight);
            }
        }
        let behind = rooks & (FILE_A << (sq & 7)) & !way;
        if Squares(behind).any(|r| t.rook(r, occ) & 1 << sq != 0) {
            out.add(white, ROOK_BEHIND_PASSER, 1);
        }
        if enemy_pieces == 0 && way & occ == 0 {
            let moves = (7 - rel as i32).min(5);
            let promotion = if white {
                63 - way.leading_zeros() as usize
            } else {
                way.trailing_zeros() as usize
            };
            let tempo = (pos.turn == Color::White) != white;
            if distance(enemy_king, promotion) - tempo as i32 > moves {
                unstoppable = true;
            }
        }
    }
    if unstoppable {
        out.add(white, PASSER_UNSTOPPABLE, 1);
    }
}

/// The files around a king (its own and the two beside it) without a pawn of its side:
/// open (no pawn at all) or half-open (enemy pawns only), for that king's side.
fn open_king_files<T: Terms>(king: usize, pawns: [Bitboard; 2], white: bool, out: &mut T) {
    let (own, theirs) = if white {
        (pawns[0], pawns[1])
    } else {
        (pawns[1], pawns[0])
    };
    let file = king & 7;
    for f in file.saturating_sub(1)..=(file + 1).min(7) {
        let on_file = FILE_A << f;
        if own & on_file == 0 {
            let open = theirs & on_file == 0;
            out.add(white, KING_OPEN_FILE + open as usize, 1);
        }
    }
}

/// Rooks and queens on the relative seventh rank while the enemy king is on its first
/// rank or enemy pawns are still on the seventh.
fn majors_on_seventh<T: Terms>(
    pos: &Position,
    white: bool,
    enemy_king: usize,
    enemy_pawns: Bitboard,
    out: &mut T,
) {
    let (seventh, eighth) = if white { (6, 7) } else { (1, 0) };
    let rank = 0xffu64 << (8 * seventh);
    if enemy_king / 8 != eighth && enemy_pawns & rank == 0 {
        return;
    }
    let own = pos.colors[!white as usize];
    for (i, role) in [Role::Rook, Role::Queen].into_iter().enumerate() {
        let n = (pos.roles[role as usize] & own & rank).count_ones() as i32;
        out.add(white, MAJOR_ON_SEVENTH + i, n);
    }
}
/// Missing pawns in front of a king on its first two ranks (0 elsewhere: the tables
/// judge a king that left home).
fn shield_gaps(king: usize, own_pawns: Bitboard, white: bool) -> i32 {
    let rank = king / 8;
    let rel = if white { rank } else { 7 - rank };
    if rel > 1 {
        return 0;
    }
    let file = king & 7;
    let mut gaps = 0;
    for f in file.saturating_sub(1)..=(file + 1).min(7) {
        // The two squares in front of the king on file f.
        let r1 = if white { rank + 1 } else { rank - 1 };
        let r2 = if white {
            rank + 2
        } else {
            rank.wrapping_sub(2)
        };
        let near = 1u64 << (r1 * 8 + f);
        let far = if r2 < 8 { 1u64 << (r2 * 8 + f) } else { 0 };
        if own_pawns & near == 0 {
            gaps += if own_pawns & far == 0 { 2 } else { 1 };
        }
    }
    gaps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyPosition, RuleSet};

    fn eval(fen: &str) -> i32 {
        match AnyPosition::from_fen(RuleSet::Chess, fen) {
            Ok(AnyPosition::Chess(p)) => evaluate(&p),
            _ => panic!("a chess FEN"),
        }
    }

    #[test]
    fn the_start_is_even_and_mirrored_positions_score_opposite() {
        // Only the move (tempo) tells the two sides apart at the start.
        assert_eq!(
            eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            -eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
        );
        let a = eval("r1bq1rk1/pp3ppp/2n1pn2/3p4/1bPP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 1");
        let b = eval("r1bqkb1r/pp3ppp/2n1pn2/1Bpp4/3P4/2N1PN2/PP3PPP/R1BQ1RK1 b kq - 0 1");
        assert_eq!(a, -b);
    }

    #[test]
    fn the_trace_times_the_weights_is_the_evaluation() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/pp3ppp/2n1pn2/3p4/1bPP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 1",
            "3qk3/8/8/8/8/5PPP/8/3Q2K1 b - - 0 1",
            "6k1/5ppp/8/3n4/4P3/2Q5/5PPP/6K1 w - - 0 1",
            // Black's king in danger (queen and bishop on its zone).
            "6k1/5p1p/5QpB/8/8/8/5PPP/6K1 b - - 0 1",
            // Scaled endgames: rook against bishop, bishops of opposite colours.
            "8/8/4k3/2b5/8/8/3RK3/8 w - - 0 1",
            "8/5k2/1p2b3/p7/P2B4/1P6/5K2/8 w - - 0 1",
        ] {
            let Ok(AnyPosition::Chess(p)) = AnyPosition::from_fen(RuleSet::Chess, fen) else {
                panic!("a chess FEN");
            };
            let t = trace(&p);
            let linear: Vec<f64> = WEIGHTS
                .iter()
                .flat_map(|&(mg, eg)| [mg as f64, eg as f64])
                .collect();
            let kings = king::WEIGHTS.map(f64::from);
            if fen.starts_with("6k1/5p1p") {
                assert!(t.kings[1].is_some() && t.kings[0].is_none(), "{fen}");
            }
            let traced = t.eval(&linear, &kings);
            // Only the integer divisions (king safety's cost, the taper) differ.
            assert!(
                (traced - evaluate(&p) as f64).abs() < 3.0,
                "{fen}: {traced}"
            );
        }
    }

    #[test]
    fn endgames_a_side_cannot_win_score_near_even() {
        // Alone with a minor piece, or two knights, or rook against minor piece.
        for fen in [
            "8/8/4k3/8/8/8/3NK3/8 w - - 0 1",
            "8/8/4k3/8/8/8/3BK3/8 b - - 0 1",
            "8/8/4k3/8/8/8/2NNK3/8 w - - 0 1",
        ] {
            assert_eq!(eval(fen), 0, "{fen}");
        }
        let rook_bishop = eval("8/8/4k3/2b5/8/8/3RK3/8 w - - 0 1");
        assert!((0..60).contains(&rook_bishop), "{rook_bishop}");
        // Winning material stays winning: queen against rook, rook against nothing, and
        // a minor piece with a pawn.
        assert!(eval("8/8/4k3/8/2r5/8/3QK3/8 w - - 0 1") > 300);
        assert!(eval("8/8/4k3/8/8/8/3RK3/8 w - - 0 1") > 400);
        assert!(eval("8/8/4k3/8/8/8/3BKP2/8 w - - 0 1") > 200);
        // Bishops of opposite colours halve a pawn more; of the same colour, not.
        let scale = |fen: &str| match AnyPosition::from_fen(RuleSet::Chess, fen) {
            Ok(AnyPosition::Chess(p)) => endgame_scale(&p),
            _ => panic!("a chess FEN"),
        };
        let opposite = "8/5k2/1p2b3/p7/P2B4/1P6/5K1P/8 w - - 0 1";
        assert_eq!(scale(opposite), [SCALE / 2; 2]);
        assert!(eval(opposite) > 20, "a pawn more is still an edge");
        assert_eq!(
            scale("8/5k2/1p6/p1b5/P2B4/1P6/5K1P/8 w - - 0 1"),
            [SCALE; 2]
        );
        // Pawns on the board for the side ahead, or a middle game: no scale.
        assert_eq!(scale("8/8/4k3/8/8/8/3BKP2/8 w - - 0 1")[0], SCALE);
        assert_eq!(
            scale("r1bq1rk1/pp3ppp/2n1pn2/3p4/1bPP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 1"),
            [SCALE; 2]
        );
    }

    #[test]
    fn a_passed_pawn_near_promotion_is_worth_more() {
        let far = eval("4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
        let near = eval("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert!(near > far + 100, "{near} vs {far}");
    }

    #[test]
    fn a_piece_a_pawn_attacks_costs_its_owner() {
        // The black knight on d5 is attacked by the pawn on e4 (and undefended); with the
        // pawn on e3 the knight attacks it instead. Tables and passed-pawn terms alone
        // tell the two apart by less than 15 cp. (Black's pawn on h7: a knight alone
        // against a pawn could not win, and would score 0.)
        let threatened = eval("4k3/7p/8/3n4/4P3/8/8/4K3 w - - 0 1");
        let quiet = eval("4k3/7p/8/3n4/8/4P3/8/4K3 w - - 0 1");
        assert!(threatened > quiet + 40, "{threatened} vs {quiet}");
    }

    #[test]
    fn pieces_massed_on_a_king_cost_more_than_the_same_pieces_elsewhere() {
        // White's queen (g4, on g7) and knight (e5, on f7) both reach Black's king zone;
        // then the same pieces on a4 and b5, away from it.
        let massed = "6k1/5ppp/8/4N3/6Q1/8/5PPP/6K1 b - - 0 1";
        let away = "6k1/5ppp/8/1N6/Q7/8/5PPP/6K1 b - - 0 1";
        let traced = |fen: &str| match AnyPosition::from_fen(RuleSet::Chess, fen) {
            Ok(AnyPosition::Chess(p)) => trace(&p),
            _ => panic!("a chess FEN"),
        };
        let f = traced(massed).kings[1].expect("Black's king is in danger");
        assert_eq!(f[king::ATTACKERS], 1, "the knight");
        assert_eq!(f[king::ATTACKERS + 3], 1, "the queen");
        assert!(traced(away).kings[1].is_none());
        assert!(king::danger(&f) > 0);
        let (massed, away) = (eval(massed), eval(away));
        assert!(massed > away + 30, "{massed} vs {away}");
    }

    /// How often weight `weight` applies in `fen`, for White (Black's count negative).
    fn applies(fen: &str, weight: usize) -> f32 {
        let Ok(AnyPosition::Chess(p)) = AnyPosition::from_fen(RuleSet::Chess, fen) else {
            panic!("a chess FEN");
        };
        let t = trace(&p);
        let n = t.counts.iter().find(|(i, _)| *i as usize == weight);
        n.map_or(0.0, |(_, n)| *n)
    }

    #[test]
    fn the_rule_of_the_square_finds_a_pawn_the_king_cannot_catch() {
        // The pawn on a4 needs four moves; the black king on f6 needs five to reach a8,
        // one fewer when it moves first.
        let runs = "8/8/5k2/8/P7/8/8/K7 w - - 0 1";
        assert_eq!(applies(runs, PASSER_UNSTOPPABLE), 1.0);
        assert_eq!(
            applies(&runs.replace(" w ", " b "), PASSER_UNSTOPPABLE),
            0.0
        );
        // A king inside the square, a black knight, or a piece on the path: no race.
        assert_eq!(
            applies("8/8/2k5/8/P7/8/8/K7 w - - 0 1", PASSER_UNSTOPPABLE),
            0.0
        );
        assert_eq!(
            applies("8/8/5k2/8/P7/8/8/K6n w - - 0 1", PASSER_UNSTOPPABLE),
            0.0
        );
        assert_eq!(
            applies("8/8/5k2/K7/P7/8/8/8 w - - 0 1", PASSER_UNSTOPPABLE),
            0.0
        );
        // Black's runner counts for Black.
        assert_eq!(
            applies("k7/8/8/p7/8/5K2/8/8 b - - 0 1", PASSER_UNSTOPPABLE),
            -1.0
        );
    }

    #[test]
    fn a_passed_pawn_is_blockaded_free_or_neither_and_a_rook_behind_it_counts() {
        // d5 is on rank 5 (weight 2). A knight on d6 blockades it.
        assert_eq!(
            applies("7k/8/3n4/3P4/8/8/8/4K3 w - - 0 1", PASSER_BLOCKED),
            2.0
        );
        // Nothing on d6-d8 and nothing attacking them: free.
        let free = "7k/8/8/3P4/8/8/8/n3K3 w - - 0 1";
        assert_eq!(applies(free, PASSER_FREE), 2.0);
        assert_eq!(applies(free, PASSER_BLOCKED), 0.0);
        // The black king on e8 guards d7 and d8: neither.
        let guarded = "4k3/8/8/3P4/8/8/8/n3K3 w - - 0 1";
        assert_eq!(applies(guarded, PASSER_FREE), 0.0);
        assert_eq!(applies(guarded, PASSER_BLOCKED), 0.0);
        // A rook behind the pawn on its file, and one with a bishop between them.
        assert_eq!(
            applies("4k3/8/8/3P4/8/8/8/3RK3 w - - 0 1", ROOK_BEHIND_PASSER),
            1.0
        );
        assert_eq!(
            applies("4k3/8/8/3P4/8/3B4/8/3RK3 w - - 0 1", ROOK_BEHIND_PASSER),
            0.0
        );
        // Black's passer on d4 (its rank 5), blockaded by a white knight on d3.
        assert_eq!(
            applies("4k3/8/8/8/3p4/3N4/8/K7 w - - 0 1", PASSER_BLOCKED),
            -2.0
        );
    }

    #[test]
    fn files_around_a_king_without_its_pawns_and_majors_on_the_seventh_count() {
        // White's king on e1 with no pawn on d, e, f: three half-open files; Black's on
        // e8 keeps its pawns.
        let centre = "4k3/pppppppp/8/8/8/8/PPP3PP/4K3 w - - 0 1";
        assert_eq!(applies(centre, KING_OPEN_FILE), 3.0);
        assert_eq!(applies(centre, KING_OPEN_FILE + 1), 0.0);
        // With Black's d, e and f pawns gone too, the three files are open (Black's king
        // on a8 behind its a and b pawns counts none).
        let open = "k7/ppp3pp/8/8/8/8/PPP3PP/4K3 w - - 0 1";
        assert_eq!(applies(open, KING_OPEN_FILE + 1), 3.0);
        assert_eq!(applies(open, KING_OPEN_FILE), 0.0);
        // A rook on the seventh with the black king on the eighth; none when the king has
        // left it and no black pawn is on the seventh.
        assert_eq!(
            applies("4k3/R7/8/8/8/8/8/4K3 w - - 0 1", MAJOR_ON_SEVENTH),
            1.0
        );
        assert_eq!(
            applies("8/R7/4k3/8/8/8/8/4K3 w - - 0 1", MAJOR_ON_SEVENTH),
            0.0
        );
        assert_eq!(
            applies("8/R5p1/4k3/8/8/8/8/4K3 w - - 0 1", MAJOR_ON_SEVENTH),
            1.0
        );
        assert_eq!(
            applies("4k3/8/8/8/8/8/1q6/6K1 w - - 0 1", MAJOR_ON_SEVENTH + 1),
            -1.0
        );
    }

    #[test]
    fn an_open_king_is_worse_than_a_sheltered_one() {
        let sheltered = eval("3qk3/8/8/8/8/8/5PPP/3Q2K1 w - - 0 1");
        let open = eval("3qk3/8/8/8/8/5PPP/8/3Q2K1 w - - 0 1");
        assert!(sheltered > open, "{sheltered} vs {open}");
    }
}
