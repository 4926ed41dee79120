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
    (91, 95), (397, 332), (427, 339), (528, 595), (1160, 1065),
];
/// Piece-square tables, pawn to king.
#[rustfmt::skip]
pub(super) const PST: [[W; 64]; 6] = [
    [ // pawn
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    (105, 173), (105, 162), (57, 125), (98, 161), (74, 172), (106, 154), (39, 167), (3, 147),
    (-7, 83), (14, 56), (4, 72), (57, 45), (46, 52), (38, 72), (31, 68), (15, 30),
    (-4, 24), (6, 6), (7, 19), (30, 3), (32, -5), (32, 20), (13, -4), (-3, 24),
    (-18, 19), (-11, 12), (8, -10), (14, -8), (23, -17), (17, 1), (-3, 6), (-17, 2),
    (-17, -2), (-17, -1), (-9, 2), (-17, 18), (-7, 11), (-7, 16), (16, -9), (-25, 2),
    (-24, 18), (-6, 14), (-9, 25), (-21, 33), (-12, 31), (15, 29), (22, 17), (-23, 8),
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    ],
    [ // knight
    (-190, -73), (-89, -38), (-35, -23), (-59, -40), (52, -25), (-98, -21), (-15, -63), (-112, -88),
    (-62, -27), (-26, 1), (49, -48), (38, 4), (24, -17), (66, -23), (1, -36), (14, -58),
    (-50, -33), (49, -20), (29, 11), (64, -12), (76, -7), (123, -24), (48, -21), (33, -51),
    (-15, -19), (14, 8), (7, 38), (28, 25), (29, 20), (43, -14), (26, 20), (36, -33),
    (5, -9), (18, -18), (11, 20), (12, 25), (21, 27), (29, 9), (19, 15), (14, -18),
    (-23, -9), (7, -18), (1, 21), (21, 12), (14, 5), (7, 3), (19, -37), (-17, 9),
    (-21, -27), (-21, -17), (-6, -6), (7, -6), (9, -22), (3, -7), (4, -27), (-25, -39),
    (-105, -29), (-25, -37), (-25, 4), (-6, -10), (-7, -10), (-9, -10), (-21, -24), (-16, -54),
    ],
    [ // bishop
    (-32, -10), (-15, -35), (-86, -12), (-39, -10), (-28, 7), (-51, -15), (-1, -19), (-18, -22),
    (-30, 1), (11, -8), (-10, 4), (-17, -10), (14, -21), (44, -12), (16, 7), (-49, -15),
    (-9, 7), (29, -9), (23, 2), (33, -12), (48, -4), (44, 17), (61, -6), (18, 5),
    (3, 13), (19, 7), (6, 16), (41, -12), (25, 20), (32, 6), (26, 7), (-21, 2),
    (29, -11), (1, -13), (18, 20), (31, 25), (27, 6), (14, 18), (-3, -15), (18, -14),
    (7, -14), (24, -14), (14, 16), (13, 8), (15, 12), (21, 9), (17, -6), (2, -15),
    (31, -28), (24, -18), (25, 3), (7, -5), (15, -6), (7, -22), (28, -20), (9, -14),
    (-14, 6), (10, -5), (-7, -9), (-19, 6), (-8, -25), (-12, -3), (-13, 18), (-16, -9),
    ],
    [ // rook
    (40, 7), (42, 13), (29, 18), (59, 26), (56, 18), (-1, 16), (33, 11), (43, -14),
    (11, 3), (13, 14), (24, 18), (52, 2), (77, 1), (62, -10), (26, 13), (49, 9),
    (-5, 16), (25, -1), (26, -2), (43, -2), (29, 15), (48, -7), (65, 12), (27, 10),
    (-13, 10), (8, 11), (-3, 7), (18, -8), (18, 0), (24, -1), (12, -1), (1, -6),
    (-32, 23), (-36, 1), (-6, 3), (-4, 13), (-12, 3), (-10, 12), (-12, -12), (-32, 7),
    (-26, 4), (-26, 18), (-5, -10), (2, -4), (13, -9), (-5, -17), (5, -7), (-23, -1),
    (-40, -5), (-10, 6), (-31, 11), (-5, -19), (9, -10), (9, -2), (10, -31), (-61, 1),
    (-18, -4), (-13, -5), (-7, 5), (12, -9), (17, -15), (2, -4), (-26, 14), (-20, -15),
    ],
    [ // queen
    (-38, -2), (10, 21), (20, 19), (15, 26), (64, 32), (53, 26), (31, 4), (19, 17),
    (-14, -9), (-36, 18), (-8, 23), (-4, 44), (-7, 65), (56, 28), (12, 14), (53, 6),
    (-20, -17), (2, 18), (12, 16), (18, 65), (37, 59), (54, 38), (50, 21), (32, 4),
    (-36, 5), (-15, 29), (-20, 25), (-28, 50), (1, 56), (10, 48), (6, 67), (13, 32),
    (-7, -11), (-27, 28), (-6, 20), (-19, 52), (-8, 43), (-1, 52), (4, 47), (8, 30),
    (0, -13), (1, -17), (-1, 14), (0, 9), (-5, 25), (5, 32), (-3, 10), (17, 8),
    (-26, -20), (3, -24), (13, -44), (16, -19), (17, -41), (19, -35), (-3, -47), (1, -32),
    (-2, -31), (-12, -19), (7, -34), (4, -37), (16, -8), (-19, -31), (-11, -24), (-42, -40),
    ],
    [ // king
    (-65, -74), (23, -35), (16, -18), (-14, -11), (-54, 1), (-34, 15), (2, 4), (13, -17),
    (28, -23), (1, 14), (-16, 32), (-6, 14), (-13, 13), (-4, 44), (-36, 33), (-31, 13),
    (-7, 3), (28, 16), (3, 33), (-14, 28), (-21, 18), (7, 41), (20, 26), (-24, 9),
    (-15, -1), (-12, 19), (-7, 37), (-28, 35), (-35, 45), (-27, 30), (-13, 28), (-43, -6),
    (-42, -7), (-2, -26), (-38, 19), (-51, 17), (-43, 26), (-55, 20), (-36, -1), (-57, -16),
    (-15, -26), (-10, -22), (-33, -16), (-79, 18), (-76, 11), (-44, 8), (-43, 8), (-38, -17),
    (13, -35), (15, -4), (-22, 2), (-39, 13), (-39, 9), (-27, 7), (7, 1), (7, -20),
    (-3, -37), (62, -18), (41, -28), (-41, -13), (4, -34), (-18, -9), (42, -38), (38, -36),
    ],
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_KNIGHT: [W; 9] = [
    (-27, -24), (-7, -10), (-2, 17), (4, 20), (12, 20), (18, 27), (21, 22), (29, 0),
    (36, -17),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_BISHOP: [W; 14] = [
    (-23, -42), (-15, -16), (-6, -1), (0, -3), (5, 9), (5, 24), (7, 25), (9, 23),
    (18, 24), (17, 9), (9, 12), (19, -2), (24, 9), (31, 5),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_ROOK: [W; 15] = [
    (-25, -32), (-18, -13), (-12, -12), (-6, -10), (-5, 4), (3, 0), (4, 8), (3, 14),
    (10, 11), (9, 18), (7, 20), (21, 22), (-7, 33), (27, 21), (41, -2),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_QUEEN: [W; 28] = [
    (-17, -26), (-12, -25), (-7, -26), (-6, -29), (-5, -20), (-3, -19), (-1, -9), (1, -4),
    (3, -7), (4, 4), (2, 21), (8, 8), (10, 21), (9, 18), (11, 20), (12, 21),
    (12, 22), (6, 10), (10, 10), (14, 15), (21, 19), (7, 4), (10, 17), (10, 17),
    (11, 22), (12, 24), (13, 26), (14, 28),
];
/// A passed pawn by relative rank (0 = first rank).
#[rustfmt::skip]
pub(super) const PASSED: [W; 8] = [
    (0, 0), (-2, 7), (-13, 13), (0, 40), (29, 55), (49, 76), (36, 97), (0, 0),
];
/// A pawn defended by a pawn or beside one, by relative rank.
#[rustfmt::skip]
pub(super) const CONNECTED: [W; 8] = [
    (0, 0), (5, -7), (14, 9), (11, 9), (18, 18), (41, 16), (20, 38), (0, 0),
];
/// Each pawn beyond the first on a file.
pub(super) const DOUBLED: W = (-17, -28);
/// A pawn without own pawns on the files beside it.
pub(super) const ISOLATED: W = (-8, -4);
/// A rook on a file without pawns.
pub(super) const ROOK_OPEN_FILE: W = (42, 3);
/// A rook on a file with enemy pawns only.
pub(super) const ROOK_HALF_OPEN_FILE: W = (15, 27);
/// Two bishops or more.
pub(super) const BISHOP_PAIR: W = (19, 65);
/// Each enemy piece (not a pawn) one of our pawns attacks.
pub(super) const THREAT_BY_PAWN: W = (63, 34);
/// Each enemy piece or pawn (not the king) we attack and it does not defend.
pub(super) const HANGING: W = (18, 35);
/// Each missing pawn in front of a king on its first two ranks (2 for a file with neither).
pub(super) const SHIELD_GAP: W = (-6, -2);
/// Per eighth of the squared attack units on a king zone (at most 500), when the enemy
/// has a queen and two attackers.
pub(super) const KING_DANGER: W = (-3, -19);
/// The side to move.
pub(super) const TEMPO: W = (26, 12);
/// A passed pawn on relative rank 3 or beyond: per square between our king and the
/// square in front of it, times (rank − 2).
pub(super) const PASSER_OWN_KING: W = (-1, -7);
/// The same for the enemy king.
pub(super) const PASSER_ENEMY_KING: W = (-3, 10);
/// Each enemy rook or queen one of our knights or bishops attacks.
pub(super) const THREAT_BY_MINOR: W = (48, 28);
/// Each enemy queen one of our rooks attacks.
pub(super) const THREAT_BY_ROOK: W = (59, 10);
/// A knight, a bishop in the enemy half on a square our pawns defend and theirs can
/// never attack.
#[rustfmt::skip]
pub(super) const OUTPOST: [W; 2] = [
    (20, 21), (15, 6),
];
/// Each square from which an enemy knight, bishop, rook, queen there could check our
/// king and our pieces do not attack (counted against us).
#[rustfmt::skip]
pub(super) const SAFE_CHECK: [W; 4] = [
    (53, -4), (9, 22), (53, 5), (15, 47),
];
