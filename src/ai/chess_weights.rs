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
    (93, 97), (403, 372), (428, 386), (534, 667), (1211, 1186),
];
/// Piece-square tables, pawn to king.
#[rustfmt::skip]
pub(super) const PST: [[W; 64]; 6] = [
    [ // pawn
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    (98, 135), (75, 160), (72, 110), (101, 183), (80, 186), (80, 165), (46, 158), (30, 142),
    (-12, 63), (19, 42), (5, 52), (63, 32), (42, 41), (28, 61), (24, 51), (26, 16),
    (-2, 29), (8, 4), (8, 13), (32, -1), (32, -1), (34, 18), (16, 1), (-2, 30),
    (-17, 19), (-8, 9), (7, 0), (16, -7), (22, -15), (18, 8), (-1, 12), (-16, 6),
    (-17, 4), (-16, 1), (-8, 8), (-18, 24), (-10, 22), (-11, 23), (17, 0), (-26, 3),
    (-23, 21), (-5, 18), (-12, 30), (-19, 46), (-16, 49), (13, 38), (22, 24), (-22, 12),
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    ],
    [ // knight
    (-213, -82), (-89, -39), (-42, -38), (-73, -53), (36, -22), (-110, -14), (-15, -63), (-123, -73),
    (-51, -39), (-17, 18), (35, -55), (42, -2), (32, -26), (55, -21), (-8, -51), (38, -53),
    (-52, -38), (47, -22), (18, 16), (61, -19), (68, -8), (109, -31), (32, -21), (14, -66),
    (-10, -17), (13, 9), (-3, 42), (22, 40), (16, 24), (36, -18), (15, 30), (39, -40),
    (5, -10), (25, -33), (17, 22), (18, 29), (22, 27), (32, 19), (20, 15), (17, -13),
    (-22, -11), (15, -25), (4, 18), (22, 18), (15, 10), (9, -1), (22, -38), (-14, 24),
    (-18, -19), (-4, -20), (1, -4), (12, -11), (14, -24), (4, -10), (15, -18), (-22, -32),
    (-94, -12), (-23, -43), (-13, 12), (5, -13), (-1, -1), (-4, -1), (-18, -15), (-13, -41),
    ],
    [ // bishop
    (-37, -2), (-41, -41), (-101, -10), (-44, -16), (-34, 8), (-71, -18), (-18, -22), (-41, -21),
    (-33, 13), (12, -13), (5, 3), (-18, -15), (-12, -40), (22, -17), (2, 10), (-45, -19),
    (-1, 11), (22, -15), (12, 7), (30, -12), (52, -11), (34, 25), (72, -9), (27, 5),
    (-1, 23), (20, -1), (0, 13), (40, -9), (21, 28), (33, 11), (30, 5), (-26, 5),
    (33, -9), (2, -23), (19, 26), (34, 29), (28, 14), (19, 18), (-7, -14), (25, -15),
    (16, -4), (19, -12), (20, 16), (18, 11), (19, 17), (21, 7), (17, 3), (7, -8),
    (45, -47), (31, -22), (29, 10), (14, -8), (21, -12), (17, -25), (34, -27), (24, 4),
    (-8, 19), (21, 3), (0, -9), (-21, 22), (1, -34), (-7, -4), (7, 26), (-8, -9),
    ],
    [ // rook
    (53, 3), (41, 14), (29, 16), (59, 30), (56, 26), (-17, 21), (36, 16), (45, -8),
    (11, 8), (-2, 18), (-11, 29), (43, -5), (72, 1), (62, -11), (13, 16), (48, 4),
    (-7, 20), (40, -15), (23, -6), (48, -10), (35, 20), (49, -2), (61, 13), (29, 8),
    (-7, 11), (21, 11), (-11, 12), (2, 4), (20, 1), (15, 2), (23, -1), (15, -8),
    (-32, 26), (-33, 0), (1, -5), (-13, 20), (-23, 14), (-13, 28), (-28, -8), (-30, 10),
    (-28, -3), (-27, 26), (-4, -3), (11, -8), (21, -1), (-1, -13), (8, -8), (-17, 4),
    (-37, -6), (-9, 9), (-28, 21), (1, -29), (16, -13), (4, 0), (13, -42), (-57, 3),
    (-17, -7), (-11, -9), (-3, -1), (11, -8), (18, -15), (5, 1), (-17, 10), (-12, -20),
    ],
    [ // queen
    (-55, 7), (10, 10), (16, 22), (18, 25), (74, 47), (58, 30), (21, 1), (-26, 9),
    (-19, -2), (-37, 14), (4, 20), (-13, 48), (3, 74), (59, 32), (-13, -3), (41, 10),
    (-16, -13), (17, 26), (12, 26), (19, 83), (35, 72), (43, 45), (25, 21), (20, 2),
    (-30, 9), (-2, 37), (-16, 30), (-30, 58), (-4, 52), (-2, 58), (9, 78), (17, 30),
    (-5, -4), (-31, 27), (-3, 29), (-16, 60), (-7, 63), (-1, 72), (4, 57), (17, 35),
    (5, -11), (6, -4), (10, 13), (5, 12), (-7, 40), (6, 50), (0, 13), (22, 10),
    (-9, -23), (14, -28), (15, -58), (22, -20), (25, -61), (25, -55), (13, -70), (-2, -32),
    (1, -32), (-1, -13), (10, -49), (8, -37), (22, -22), (-26, -37), (-1, -36), (-27, -34),
    ],
    [ // king
    (-65, -74), (23, -31), (16, -17), (-13, -8), (-53, 6), (-34, 14), (3, 3), (13, -17),
    (26, -39), (1, 6), (-13, 36), (-5, 13), (-21, 7), (-3, 46), (-35, 39), (-35, 9),
    (-3, -10), (37, 26), (5, 45), (-12, 34), (-23, 23), (10, 41), (20, 27), (-26, 2),
    (-13, -1), (3, 4), (-1, 30), (-30, 33), (-41, 48), (-27, 26), (-11, 28), (-50, -8),
    (-34, 14), (-4, -24), (-48, 12), (-67, 11), (-50, 13), (-66, 13), (-32, -9), (-64, -13),
    (-18, -24), (-6, -16), (-39, -3), (-102, 14), (-83, 6), (-51, 0), (-67, 10), (-48, -15),
    (20, -27), (29, -11), (-28, 6), (-31, 6), (-33, 7), (-26, 5), (15, -2), (13, -17),
    (12, -17), (63, -23), (49, -36), (-33, -33), (8, -42), (-18, -14), (49, -35), (46, -42),
    ],
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_KNIGHT: [W; 9] = [
    (-26, -31), (-9, -10), (-4, 21), (2, 26), (12, 27), (18, 32), (22, 27), (31, 7),
    (44, -3),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_BISHOP: [W; 14] = [
    (-23, -54), (-15, -16), (-5, 0), (1, 2), (5, 14), (6, 27), (8, 31), (7, 38),
    (15, 31), (14, 27), (16, 23), (22, 8), (18, -2), (33, -8),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_ROOK: [W; 15] = [
    (-29, -37), (-21, -17), (-16, -11), (-9, -9), (-8, 7), (-1, 7), (3, 12), (2, 24),
    (8, 20), (9, 26), (3, 32), (22, 29), (-13, 46), (31, 26), (77, 0),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_QUEEN: [W; 28] = [
    (-18, -27), (-12, -26), (-8, -30), (-5, -37), (-4, -32), (-1, -24), (1, -4), (3, 1),
    (6, -6), (6, 18), (5, 36), (11, 22), (12, 49), (13, 37), (10, 44), (13, 39),
    (14, 42), (6, 17), (15, 18), (26, 22), (31, 21), (9, -8), (14, 15), (7, 8),
    (11, 22), (12, 24), (13, 26), (14, 28),
];
/// A passed pawn by relative rank (0 = first rank).
#[rustfmt::skip]
pub(super) const PASSED: [W; 8] = [
    (0, 0), (-5, 11), (-16, 16), (2, 30), (20, 53), (42, 85), (31, 73), (0, 0),
];
/// A pawn defended by a pawn or beside one, by relative rank.
#[rustfmt::skip]
pub(super) const CONNECTED: [W; 8] = [
    (0, 0), (5, -6), (16, 6), (11, 11), (18, 25), (51, 40), (47, 98), (0, 0),
];
/// Each pawn beyond the first on a file.
pub(super) const DOUBLED: W = (-19, -28);
/// A pawn without own pawns on the files beside it.
pub(super) const ISOLATED: W = (-7, -7);
/// A rook on a file without pawns.
pub(super) const ROOK_OPEN_FILE: W = (38, 10);
/// A rook on a file with enemy pawns only.
pub(super) const ROOK_HALF_OPEN_FILE: W = (16, 29);
/// Two bishops or more.
pub(super) const BISHOP_PAIR: W = (19, 70);
/// Each enemy piece (not a pawn) one of our pawns attacks.
pub(super) const THREAT_BY_PAWN: W = (63, 42);
/// Each enemy piece or pawn (not the king) we attack and it does not defend.
pub(super) const HANGING: W = (18, 40);
/// Each missing pawn in front of a king on its first two ranks (2 for a file with neither).
pub(super) const SHIELD_GAP: W = (-7, 0);
/// The side to move.
pub(super) const TEMPO: W = (26, 16);
/// A passed pawn on relative rank 3 or beyond: per square between our king and the
/// square in front of it, times (rank − 2).
pub(super) const PASSER_OWN_KING: W = (0, -8);
/// The same for the enemy king.
pub(super) const PASSER_ENEMY_KING: W = (-3, 13);
/// Each enemy rook or queen one of our knights or bishops attacks.
pub(super) const THREAT_BY_MINOR: W = (48, 38);
/// Each enemy queen one of our rooks attacks.
pub(super) const THREAT_BY_ROOK: W = (84, 10);
/// A knight, a bishop in the enemy half on a square our pawns defend and theirs can
/// never attack.
#[rustfmt::skip]
pub(super) const OUTPOST: [W; 2] = [
    (23, 25), (18, -1),
];
/// King safety (`chess_king`): the weight of each feature of a king's danger, in the order
/// of `chess_king`'s indices: attackers (knight, bishop, rook, queen), attacks on the
/// zone, weak zone squares, safe checks (knight, bishop, rook, queen), shelter pawns, no
/// enemy queen, base.
#[rustfmt::skip]
pub(super) const KING_SAFETY: [i32; 13] = [
    38, 49, 69, 33, 28, 34, 124, 55, 119, 76, -38, -264, 18,
];
