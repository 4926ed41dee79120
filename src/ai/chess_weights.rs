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
    (92, 96), (407, 341), (437, 347), (541, 618), (1200, 1116),
];
/// Piece-square tables, pawn to king.
#[rustfmt::skip]
pub(super) const PST: [[W; 64]; 6] = [
    [ // pawn
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    (109, 168), (86, 156), (60, 112), (99, 178), (74, 186), (93, 167), (43, 168), (18, 127),
    (-10, 78), (18, 41), (-2, 65), (62, 32), (41, 49), (29, 72), (33, 60), (25, 11),
    (-2, 24), (6, 3), (8, 21), (32, 0), (33, -6), (34, 23), (14, -3), (-2, 25),
    (-17, 21), (-9, 13), (9, -9), (14, -6), (24, -15), (17, 5), (-4, 8), (-17, 4),
    (-16, -1), (-17, 0), (-7, 5), (-18, 22), (-7, 14), (-10, 21), (16, -8), (-26, 4),
    (-23, 19), (-7, 17), (-11, 30), (-19, 38), (-13, 38), (14, 35), (20, 21), (-23, 10),
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    ],
    [ // knight
    (-209, -83), (-89, -38), (-36, -33), (-68, -50), (43, -20), (-100, -17), (-15, -63), (-120, -78),
    (-52, -29), (-20, 5), (38, -58), (40, 7), (27, -22), (65, -21), (-3, -45), (31, -63),
    (-52, -39), (44, -20), (22, 14), (63, -20), (68, -7), (119, -30), (34, -21), (24, -59),
    (-14, -20), (14, 9), (2, 45), (25, 32), (20, 24), (38, -22), (20, 27), (45, -44),
    (6, -5), (25, -27), (12, 22), (11, 27), (21, 29), (30, 9), (16, 20), (17, -16),
    (-23, -4), (11, -27), (2, 24), (22, 11), (14, 5), (7, 5), (20, -45), (-17, 21),
    (-19, -18), (-4, -17), (-5, -6), (10, -9), (11, -25), (4, -5), (12, -32), (-27, -35),
    (-105, -29), (-26, -34), (-12, 15), (2, -11), (-5, -4), (-4, -8), (-21, -14), (-12, -46),
    ],
    [ // bishop
    (-35, -8), (-29, -43), (-91, -14), (-41, -12), (-31, 17), (-60, -21), (-8, -19), (-28, -21),
    (-35, 7), (12, -12), (-5, 1), (-19, -9), (1, -32), (29, -9), (15, 13), (-49, -17),
    (-5, 10), (24, -8), (16, 6), (31, -17), (55, -7), (40, 22), (70, -12), (20, 2),
    (4, 23), (21, 5), (-1, 20), (39, -17), (23, 27), (31, 5), (27, 6), (-31, 4),
    (40, -16), (1, -20), (17, 25), (33, 30), (27, 9), (16, 23), (-7, -22), (24, -20),
    (9, -15), (26, -21), (17, 18), (15, 8), (17, 14), (22, 10), (19, -7), (1, -14),
    (43, -39), (27, -19), (28, 8), (12, -8), (18, -9), (8, -28), (30, -22), (14, -6),
    (-10, 20), (16, -4), (-4, -8), (-19, 12), (-4, -34), (-10, 1), (2, 31), (-11, -6),
    ],
    [ // rook
    (47, 5), (40, 16), (29, 20), (63, 32), (52, 24), (-12, 19), (36, 14), (44, -20),
    (7, 4), (1, 16), (2, 24), (47, -2), (73, 3), (59, -17), (25, 14), (52, 10),
    (-3, 20), (31, -6), (27, -7), (48, -7), (35, 16), (51, -10), (65, 19), (30, 14),
    (-7, 11), (18, 13), (-7, 8), (9, -9), (17, 0), (17, 0), (20, -4), (10, -11),
    (-31, 33), (-40, 0), (-3, 0), (-9, 18), (-25, 10), (-13, 19), (-22, -12), (-35, 17),
    (-22, 5), (-28, 24), (2, -12), (9, -11), (17, -12), (-3, -18), (9, -10), (-21, 4),
    (-37, -6), (-9, 11), (-36, 17), (1, -28), (12, -13), (10, -1), (17, -42), (-59, 1),
    (-16, -6), (-11, -7), (-5, 5), (12, -9), (18, -16), (3, -1), (-23, 13), (-17, -17),
    ],
    [ // queen
    (-44, 6), (11, 13), (18, 22), (17, 27), (67, 35), (56, 29), (18, -2), (-5, 13),
    (-12, -4), (-37, 13), (-8, 16), (-10, 46), (1, 71), (56, 28), (-5, -1), (51, 9),
    (-23, -16), (10, 23), (16, 25), (22, 77), (36, 66), (47, 39), (40, 21), (18, 0),
    (-41, 6), (-11, 33), (-19, 25), (-37, 56), (-4, 52), (0, 54), (6, 72), (13, 28),
    (-5, -5), (-28, 26), (-2, 25), (-15, 56), (-7, 55), (1, 65), (6, 52), (15, 34),
    (5, -10), (4, -11), (7, 14), (5, 11), (-5, 38), (7, 42), (-2, 12), (22, 9),
    (-21, -21), (8, -29), (17, -53), (21, -20), (23, -57), (24, -45), (3, -57), (2, -34),
    (0, -31), (-8, -14), (14, -45), (8, -36), (24, -12), (-17, -33), (1, -30), (-31, -37),
    ],
    [ // king
    (-65, -74), (23, -35), (16, -18), (-13, -4), (-53, 11), (-34, 15), (2, 4), (13, -17),
    (27, -30), (2, 11), (-13, 43), (-5, 13), (-18, 11), (-3, 48), (-34, 41), (-33, 15),
    (-4, -2), (33, 16), (3, 38), (-13, 34), (-22, 16), (8, 38), (19, 16), (-25, 8),
    (-13, 2), (-3, 16), (-3, 41), (-29, 35), (-40, 51), (-29, 27), (-12, 27), (-49, -10),
    (-36, 0), (-2, -35), (-47, 17), (-62, 15), (-45, 23), (-64, 19), (-36, -5), (-64, -19),
    (-17, -31), (-5, -30), (-37, -24), (-93, 16), (-84, 8), (-47, 4), (-55, 8), (-45, -19),
    (24, -40), (19, -4), (-28, 3), (-35, 9), (-34, 6), (-28, 9), (9, 3), (9, -23),
    (5, -31), (68, -19), (47, -35), (-37, -21), (6, -37), (-14, -12), (47, -41), (44, -41),
    ],
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_KNIGHT: [W; 9] = [
    (-28, -30), (-8, -11), (-3, 20), (3, 24), (12, 25), (18, 32), (22, 26), (31, 1),
    (47, -22),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_BISHOP: [W; 14] = [
    (-22, -46), (-14, -14), (-4, 2), (2, 1), (7, 14), (7, 30), (9, 32), (10, 29),
    (19, 30), (18, 13), (10, 13), (19, -7), (19, -4), (30, -9),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_ROOK: [W; 15] = [
    (-27, -36), (-20, -12), (-14, -11), (-8, -8), (-7, 7), (1, 3), (3, 10), (2, 17),
    (10, 14), (8, 22), (6, 24), (24, 24), (-12, 40), (33, 21), (66, -9),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_QUEEN: [W; 28] = [
    (-17, -26), (-13, -25), (-6, -29), (-5, -36), (-3, -22), (-1, -23), (1, -7), (4, -1),
    (5, -10), (6, 10), (4, 34), (11, 14), (12, 35), (11, 30), (12, 30), (13, 33),
    (15, 33), (8, 13), (12, 11), (19, 16), (27, 19), (6, -5), (11, 14), (9, 13),
    (11, 22), (12, 24), (13, 26), (14, 28),
];
/// A passed pawn by relative rank (0 = first rank).
#[rustfmt::skip]
pub(super) const PASSED: [W; 8] = [
    (0, 0), (-4, 6), (-15, 13), (-1, 38), (28, 53), (49, 81), (31, 97), (0, 0),
];
/// A pawn defended by a pawn or beside one, by relative rank.
#[rustfmt::skip]
pub(super) const CONNECTED: [W; 8] = [
    (0, 0), (5, -7), (15, 9), (11, 9), (18, 20), (50, 22), (35, 67), (0, 0),
];
/// Each pawn beyond the first on a file.
pub(super) const DOUBLED: W = (-17, -30);
/// A pawn without own pawns on the files beside it.
pub(super) const ISOLATED: W = (-8, -4);
/// A rook on a file without pawns.
pub(super) const ROOK_OPEN_FILE: W = (41, 5);
/// A rook on a file with enemy pawns only.
pub(super) const ROOK_HALF_OPEN_FILE: W = (16, 28);
/// Two bishops or more.
pub(super) const BISHOP_PAIR: W = (13, 72);
/// Each enemy piece (not a pawn) one of our pawns attacks.
pub(super) const THREAT_BY_PAWN: W = (63, 36);
/// Each enemy piece or pawn (not the king) we attack and it does not defend.
pub(super) const HANGING: W = (19, 35);
/// Each missing pawn in front of a king on its first two ranks (2 for a file with neither).
pub(super) const SHIELD_GAP: W = (-6, -2);
/// The side to move.
pub(super) const TEMPO: W = (26, 12);
/// A passed pawn on relative rank 3 or beyond: per square between our king and the
/// square in front of it, times (rank − 2).
pub(super) const PASSER_OWN_KING: W = (-1, -7);
/// The same for the enemy king.
pub(super) const PASSER_ENEMY_KING: W = (-2, 11);
/// Each enemy rook or queen one of our knights or bishops attacks.
pub(super) const THREAT_BY_MINOR: W = (50, 38);
/// Each enemy queen one of our rooks attacks.
pub(super) const THREAT_BY_ROOK: W = (79, 13);
/// A knight, a bishop in the enemy half on a square our pawns defend and theirs can
/// never attack.
#[rustfmt::skip]
pub(super) const OUTPOST: [W; 2] = [
    (22, 28), (17, 4),
];
/// King safety (`chess_king`): the weight of each feature of a king's danger, in the order
/// of `chess_king`'s indices: attackers (knight, bishop, rook, queen), attacks on the
/// zone, weak zone squares, safe checks (knight, bishop, rook, queen), shelter pawns, no
/// enemy queen, base.
#[rustfmt::skip]
pub(super) const KING_SAFETY: [i32; 13] = [
    33, 36, 45, 27, 32, 35, 120, 57, 103, 77, -35, -263, 7,
];
