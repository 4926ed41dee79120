//! The chess evaluation's weights, (middle game, endgame) in centipawns, written by the
//! tuner (`cargo run --release --example eval_tune -- fit …`, docs/PERFORMANCE.md) and
//! read by `chess_pesto`. Their first values were PeSTO's material and tables (Ronald
//! Friederich's published values,
//! <https://www.chessprogramming.org/PeSTO%27s_Evaluation_Function>) and our own weights
//! for the other terms. Tables are from White's side, a8 first.

/// A weight: (middle game, endgame).
pub(super) type W = (i32, i32);
/// Pawn to queen.
#[rustfmt::skip]
pub(super) const MATERIAL: [W; 5] = [
    (82, 94), (337, 281), (365, 297), (477, 512), (1025, 936),
];
/// Piece-square tables, pawn to king.
#[rustfmt::skip]
pub(super) const PST: [[W; 64]; 6] = [
    [ // pawn
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    (98, 178), (134, 173), (61, 158), (95, 134), (68, 147), (126, 132), (34, 165), (-11, 187),
    (-6, 94), (7, 100), (26, 85), (31, 67), (65, 56), (56, 53), (25, 82), (-20, 84),
    (-14, 32), (13, 24), (6, 13), (21, 5), (23, -2), (12, 4), (17, 17), (-23, 17),
    (-27, 13), (-2, 9), (-5, -3), (12, -7), (17, -7), (6, -8), (10, 3), (-25, -1),
    (-26, 4), (-4, 7), (-4, -6), (-10, 1), (3, 0), (3, -5), (33, -1), (-12, -8),
    (-35, 13), (-1, 8), (-20, 8), (-23, 10), (-15, 13), (24, 0), (38, 2), (-22, -7),
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    ],
    [ // knight
    (-167, -58), (-89, -38), (-34, -13), (-49, -28), (61, -31), (-97, -27), (-15, -63), (-107, -99),
    (-73, -25), (-41, -8), (72, -25), (36, -2), (23, -9), (62, -25), (7, -24), (-17, -52),
    (-47, -24), (60, -20), (37, 10), (65, 9), (84, -1), (129, -9), (73, -19), (44, -41),
    (-9, -17), (17, 3), (19, 22), (53, 22), (37, 22), (69, 11), (18, 8), (22, -18),
    (-13, -18), (4, -6), (16, 16), (13, 25), (28, 16), (19, 17), (21, 4), (-8, -18),
    (-23, -23), (-9, -3), (12, -1), (10, 15), (19, 10), (17, -3), (25, -20), (-16, -22),
    (-29, -42), (-53, -20), (-12, -10), (-3, -5), (-1, -2), (18, -20), (-14, -23), (-19, -44),
    (-105, -29), (-21, -51), (-58, -23), (-33, -15), (-17, -22), (-28, -18), (-19, -50), (-23, -64),
    ],
    [ // bishop
    (-29, -14), (4, -21), (-82, -11), (-37, -8), (-25, -7), (-42, -9), (7, -17), (-8, -24),
    (-26, -8), (16, -4), (-18, 7), (-13, -12), (30, -3), (59, -13), (18, -4), (-47, -14),
    (-16, 2), (37, -8), (43, 0), (40, -1), (35, -2), (50, 6), (37, 0), (-2, 4),
    (-4, -3), (5, 9), (19, 12), (50, 9), (37, 14), (37, 10), (7, 3), (-2, 2),
    (-6, -6), (13, 3), (13, 13), (26, 19), (34, 7), (12, 10), (10, -3), (4, -9),
    (0, -12), (15, -3), (15, 8), (15, 10), (14, 13), (27, 3), (18, -7), (10, -15),
    (4, -14), (15, -18), (16, -7), (0, -1), (7, 4), (21, -9), (33, -15), (1, -27),
    (-33, -23), (-3, -9), (-14, -23), (-21, -5), (-13, -9), (-12, -16), (-39, -5), (-21, -17),
    ],
    [ // rook
    (32, 13), (42, 10), (32, 18), (51, 15), (63, 12), (9, 12), (31, 8), (43, 5),
    (27, 11), (32, 13), (58, 13), (62, 11), (80, -3), (67, 3), (26, 8), (44, 3),
    (-5, 7), (19, 7), (26, 7), (36, 5), (17, 4), (45, -3), (61, -5), (16, -3),
    (-24, 4), (-11, 3), (7, 13), (26, 1), (24, 2), (35, 1), (-8, -1), (-20, 2),
    (-36, 3), (-26, 5), (-12, 8), (-1, 4), (9, -5), (-7, -6), (6, -8), (-23, -11),
    (-45, -4), (-25, 0), (-16, -5), (-17, -1), (3, -7), (0, -12), (-5, -8), (-33, -16),
    (-44, -6), (-16, -6), (-20, 0), (-9, 2), (-1, -9), (11, -9), (-6, -11), (-71, -3),
    (-19, -9), (-13, 2), (1, 3), (17, -1), (16, -5), (7, -13), (-37, 4), (-26, -20),
    ],
    [ // queen
    (-28, -9), (0, 22), (29, 22), (12, 27), (59, 27), (44, 19), (43, 10), (45, 20),
    (-24, -17), (-39, 20), (-5, 32), (1, 41), (-16, 58), (57, 25), (28, 30), (54, 0),
    (-13, -20), (-17, 6), (7, 9), (8, 49), (29, 47), (56, 35), (47, 19), (57, 9),
    (-27, 3), (-27, 22), (-16, 24), (-16, 45), (-1, 57), (17, 40), (-2, 57), (1, 36),
    (-9, -18), (-26, 28), (-9, 19), (-10, 47), (-2, 31), (-4, 34), (3, 39), (-3, 23),
    (-14, -16), (2, -27), (-11, 15), (-2, 6), (-5, 9), (2, 17), (14, 10), (5, 5),
    (-35, -22), (-8, -23), (11, -30), (2, -16), (8, -16), (15, -23), (-3, -36), (1, -32),
    (-1, -33), (-18, -28), (-9, -22), (10, -43), (-15, -5), (-25, -32), (-31, -20), (-50, -41),
    ],
    [ // king
    (-65, -74), (23, -35), (16, -18), (-15, -18), (-56, -11), (-34, 15), (2, 4), (13, -17),
    (29, -12), (-1, 17), (-20, 14), (-7, 17), (-8, 17), (-4, 38), (-38, 23), (-29, 11),
    (-9, 10), (24, 17), (2, 23), (-16, 15), (-20, 20), (6, 45), (22, 44), (-22, 13),
    (-17, -8), (-20, 22), (-12, 24), (-27, 27), (-30, 26), (-25, 33), (-14, 26), (-36, 3),
    (-49, -18), (-1, -4), (-27, 21), (-39, 24), (-46, 27), (-44, 23), (-33, 9), (-51, -11),
    (-14, -19), (-14, -3), (-22, 11), (-46, 21), (-44, 23), (-30, 16), (-15, 7), (-27, -9),
    (1, -27), (7, -11), (-8, 4), (-64, 13), (-43, 14), (-16, 4), (9, -5), (8, -17),
    (-15, -53), (36, -34), (12, -21), (-54, -11), (8, -28), (-28, -14), (24, -24), (14, -43),
    ],
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_KNIGHT: [W; 9] = [
    (-16, -16), (-12, -12), (-8, -8), (-4, -4), (0, 0), (4, 4), (8, 8), (12, 12),
    (16, 16),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_BISHOP: [W; 14] = [
    (-30, -30), (-25, -25), (-20, -20), (-15, -15), (-10, -10), (-5, -5), (0, 0), (5, 5),
    (10, 10), (15, 15), (20, 20), (25, 25), (30, 30), (35, 35),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_ROOK: [W; 15] = [
    (-14, -28), (-12, -24), (-10, -20), (-8, -16), (-6, -12), (-4, -8), (-2, -4), (0, 0),
    (2, 4), (4, 8), (6, 12), (8, 16), (10, 20), (12, 24), (14, 28),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_QUEEN: [W; 28] = [
    (-13, -26), (-12, -24), (-11, -22), (-10, -20), (-9, -18), (-8, -16), (-7, -14), (-6, -12),
    (-5, -10), (-4, -8), (-3, -6), (-2, -4), (-1, -2), (0, 0), (1, 2), (2, 4),
    (3, 6), (4, 8), (5, 10), (6, 12), (7, 14), (8, 16), (9, 18), (10, 20),
    (11, 22), (12, 24), (13, 26), (14, 28),
];
/// A passed pawn by relative rank (0 = first rank).
#[rustfmt::skip]
pub(super) const PASSED: [W; 8] = [
    (0, 0), (5, 10), (5, 15), (10, 25), (20, 45), (35, 70), (55, 110), (0, 0),
];
/// A pawn defended by a pawn or beside one, by relative rank.
#[rustfmt::skip]
pub(super) const CONNECTED: [W; 8] = [
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
];
/// Each pawn beyond the first on a file.
pub(super) const DOUBLED: W = (-10, -20);
/// A pawn without own pawns on the files beside it.
pub(super) const ISOLATED: W = (-10, -15);
/// A rook on a file without pawns.
pub(super) const ROOK_OPEN_FILE: W = (25, 10);
/// A rook on a file with enemy pawns only.
pub(super) const ROOK_HALF_OPEN_FILE: W = (12, 5);
/// Two bishops or more.
pub(super) const BISHOP_PAIR: W = (30, 50);
/// Each enemy piece (not a pawn) one of our pawns attacks.
pub(super) const THREAT_BY_PAWN: W = (45, 30);
/// Each enemy piece or pawn (not the king) we attack and it does not defend.
pub(super) const HANGING: W = (25, 15);
/// Each missing pawn in front of a king on its first two ranks (2 for a file with neither).
pub(super) const SHIELD_GAP: W = (-12, 0);
/// Per eighth of the squared attack units on a king zone (at most 500), when the enemy
/// has a queen and two attackers.
pub(super) const KING_DANGER: W = (-8, 0);
/// The side to move.
pub(super) const TEMPO: W = (0, 0);
/// A passed pawn on relative rank 3 or beyond: per square between our king and the
/// square in front of it, times (rank − 2).
pub(super) const PASSER_OWN_KING: W = (0, 0);
/// The same for the enemy king.
pub(super) const PASSER_ENEMY_KING: W = (0, 0);
/// Each enemy rook or queen one of our knights or bishops attacks.
pub(super) const THREAT_BY_MINOR: W = (0, 0);
/// Each enemy queen one of our rooks attacks.
pub(super) const THREAT_BY_ROOK: W = (0, 0);
/// A knight, a bishop in the enemy half on a square our pawns defend and theirs can
/// never attack.
#[rustfmt::skip]
pub(super) const OUTPOST: [W; 2] = [
    (0, 0), (0, 0),
];
/// Each square from which an enemy knight, bishop, rook, queen there could check our
/// king and our pieces do not attack (counted against us).
#[rustfmt::skip]
pub(super) const SAFE_CHECK: [W; 4] = [
    (0, 0), (0, 0), (0, 0), (0, 0),
];
