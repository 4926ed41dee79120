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
    (89, 95), (404, 372), (428, 385), (533, 673), (1196, 1216),
];
/// Piece-square tables, pawn to king.
#[rustfmt::skip]
pub(super) const PST: [[W; 64]; 6] = [
    [ // pawn
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    (98, 124), (64, 160), (81, 113), (100, 190), (88, 185), (72, 175), (48, 146), (40, 145),
    (-12, 56), (19, 38), (9, 47), (63, 30), (43, 33), (29, 58), (22, 46), (24, 16),
    (-2, 28), (9, 3), (12, 11), (29, 1), (29, 2), (30, 16), (17, -1), (-3, 29),
    (-17, 19), (-5, 7), (11, 1), (12, -4), (18, -8), (12, 10), (-1, 10), (-17, 8),
    (-17, 5), (-14, 2), (-5, 10), (-20, 28), (-12, 28), (-15, 25), (17, 0), (-26, 4),
    (-23, 22), (-3, 19), (-9, 30), (-20, 48), (-17, 54), (10, 39), (22, 23), (-21, 11),
    (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
    ],
    [ // knight
    (-215, -83), (-89, -40), (-47, -40), (-75, -52), (29, -25), (-120, -10), (-15, -63), (-126, -69),
    (-48, -46), (-15, 27), (33, -53), (44, -9), (37, -27), (47, -20), (-10, -55), (42, -45),
    (-52, -36), (48, -20), (15, 21), (61, -17), (70, -9), (103, -29), (34, -21), (8, -70),
    (-7, -12), (15, 9), (-5, 42), (22, 44), (18, 25), (33, -16), (16, 31), (38, -37),
    (5, -11), (27, -36), (19, 20), (19, 28), (23, 26), (32, 20), (23, 11), (17, -13),
    (-21, -15), (15, -29), (5, 14), (21, 20), (16, 10), (9, -2), (22, -35), (-14, 24),
    (-16, -20), (-2, -23), (2, -8), (13, -13), (15, -22), (5, -15), (14, -11), (-19, -32),
    (-85, -8), (-21, -48), (-13, 8), (9, -15), (0, -1), (-4, 3), (-17, -17), (-16, -37),
    ],
    [ // bishop
    (-40, 4), (-52, -37), (-111, -7), (-47, -14), (-36, 5), (-82, -13), (-28, -28), (-48, -19),
    (-33, 17), (13, -13), (11, 6), (-18, -19), (-23, -44), (19, -22), (-4, 11), (-41, -22),
    (1, 13), (18, -18), (10, 8), (31, -10), (52, -14), (29, 29), (72, -8), (28, 7),
    (-2, 26), (22, -2), (0, 12), (39, -8), (22, 28), (33, 13), (32, 2), (-24, 8),
    (32, -11), (7, -22), (20, 28), (37, 28), (28, 13), (21, 14), (-6, -10), (27, -14),
    (17, -1), (18, -7), (22, 14), (20, 13), (20, 16), (22, 7), (18, 8), (9, -7),
    (49, -57), (33, -25), (29, 8), (17, -8), (23, -14), (20, -26), (35, -28), (30, 10),
    (-5, 14), (24, 3), (2, -10), (-20, 27), (6, -38), (-6, -4), (13, 21), (-6, -14),
    ],
    [ // rook
    (59, 9), (42, 18), (29, 15), (56, 30), (60, 29), (-21, 24), (37, 22), (45, -1),
    (11, 2), (-6, 14), (-20, 26), (40, -12), (70, -5), (65, -11), (4, 10), (45, -1),
    (-9, 26), (47, -15), (23, 0), (47, -9), (33, 23), (45, 6), (60, 13), (29, 9),
    (-6, 13), (23, 15), (-13, 18), (-4, 10), (20, 3), (15, 6), (25, 3), (18, -4),
    (-30, 27), (-30, 0), (2, -4), (-17, 22), (-24, 16), (-13, 36), (-33, -7), (-28, 7),
    (-27, -9), (-26, 27), (-7, 0), (12, -7), (19, 4), (0, -11), (9, -10), (-15, 3),
    (-35, -10), (-8, 7), (-24, 18), (1, -30), (18, -18), (6, -1), (14, -43), (-55, 1),
    (-16, -12), (-10, -14), (-3, -7), (11, -12), (18, -17), (7, -3), (-14, 4), (-10, -24),
    ],
    [ // queen
    (-61, 12), (9, 6), (13, 21), (18, 23), (80, 56), (60, 31), (24, 3), (-38, 6),
    (-22, -1), (-37, 13), (13, 21), (-15, 50), (4, 75), (62, 35), (-13, -3), (35, 13),
    (-14, -12), (22, 28), (12, 27), (16, 89), (37, 79), (38, 50), (17, 23), (21, 4),
    (-27, 9), (0, 40), (-13, 36), (-28, 58), (-4, 53), (-6, 62), (9, 82), (17, 30),
    (-5, -4), (-32, 29), (-5, 30), (-15, 62), (-9, 69), (-3, 78), (3, 61), (15, 36),
    (6, -11), (5, 0), (10, 12), (4, 10), (-10, 40), (5, 54), (0, 15), (23, 12),
    (-3, -26), (14, -30), (15, -62), (22, -21), (24, -64), (26, -65), (16, -83), (-6, -31),
    (1, -35), (0, -15), (9, -53), (8, -38), (23, -32), (-28, -39), (-2, -43), (-26, -32),
    ],
    [ // king
    (-65, -74), (23, -29), (16, -15), (-13, -12), (-53, 4), (-34, 12), (4, 6), (13, -17),
    (25, -45), (0, 2), (-13, 33), (-4, 13), (-24, 12), (-3, 46), (-36, 38), (-37, 6),
    (-2, -18), (40, 32), (6, 52), (-11, 35), (-23, 36), (12, 49), (21, 41), (-28, -1),
    (-13, -5), (10, -2), (2, 26), (-30, 39), (-40, 52), (-24, 30), (-10, 28), (-51, -11),
    (-34, 19), (-5, -23), (-48, 17), (-69, 15), (-52, 20), (-67, 17), (-28, -10), (-65, -14),
    (-22, -29), (-10, -14), (-44, 4), (-107, 22), (-80, 13), (-48, 0), (-68, 9), (-50, -17),
    (14, -30), (33, -22), (-29, 5), (-31, 9), (-33, 9), (-25, 1), (15, -9), (14, -31),
    (11, -18), (62, -31), (50, -38), (-31, -32), (10, -41), (-15, -15), (50, -43), (47, -54),
    ],
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_KNIGHT: [W; 9] = [
    (-25, -31), (-9, -10), (-3, 19), (2, 26), (12, 27), (18, 30), (22, 26), (32, 8),
    (42, 2),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_BISHOP: [W; 14] = [
    (-24, -56), (-15, -18), (-6, -1), (1, 2), (5, 17), (6, 27), (7, 32), (6, 36),
    (14, 31), (14, 28), (17, 24), (24, 10), (17, -2), (35, -11),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_ROOK: [W; 15] = [
    (-30, -34), (-22, -19), (-16, -14), (-8, -13), (-8, 5), (-2, 8), (2, 11), (1, 23),
    (8, 20), (8, 28), (2, 35), (20, 33), (-13, 49), (31, 27), (84, 1),
];
/// By the number of safe squares the piece reaches.
#[rustfmt::skip]
pub(super) const MOBILITY_QUEEN: [W; 28] = [
    (-19, -28), (-14, -27), (-9, -32), (-6, -39), (-5, -37), (-2, -24), (-1, -2), (2, 4),
    (5, -4), (4, 21), (5, 36), (10, 25), (11, 57), (12, 42), (8, 51), (11, 42),
    (12, 46), (4, 20), (17, 23), (29, 24), (32, 21), (12, -11), (17, 16), (5, 3),
    (11, 22), (12, 24), (13, 26), (14, 28),
];
/// A passed pawn by relative rank (0 = first rank).
#[rustfmt::skip]
pub(super) const PASSED: [W; 8] = [
    (0, 0), (-8, 14), (-18, 16), (0, 28), (17, 52), (39, 83), (41, 73), (0, 0),
];
/// A pawn defended by a pawn or beside one, by relative rank.
#[rustfmt::skip]
pub(super) const CONNECTED: [W; 8] = [
    (0, 0), (5, -6), (16, 6), (10, 10), (18, 26), (47, 56), (58, 128), (0, 0),
];
/// Each pawn beyond the first on a file.
pub(super) const DOUBLED: W = (-14, -24);
/// A pawn without own pawns on the files beside it.
pub(super) const ISOLATED: W = (-7, -7);
/// A rook on a file without pawns.
pub(super) const ROOK_OPEN_FILE: W = (40, 6);
/// A rook on a file with enemy pawns only.
pub(super) const ROOK_HALF_OPEN_FILE: W = (15, 24);
/// Two bishops or more.
pub(super) const BISHOP_PAIR: W = (18, 73);
/// Each enemy piece (not a pawn) one of our pawns attacks.
pub(super) const THREAT_BY_PAWN: W = (62, 46);
/// Each enemy piece or pawn (not the king) we attack and it does not defend.
pub(super) const HANGING: W = (18, 37);
/// Each missing pawn in front of a king on its first two ranks (2 for a file with neither).
pub(super) const SHIELD_GAP: W = (-4, 0);
/// The side to move.
pub(super) const TEMPO: W = (26, 16);
/// A passed pawn on relative rank 3 or beyond: per square between our king and the
/// square in front of it, times (rank − 2).
pub(super) const PASSER_OWN_KING: W = (0, -7);
/// The same for the enemy king.
pub(super) const PASSER_ENEMY_KING: W = (-2, 11);
/// Each enemy rook or queen one of our knights or bishops attacks.
pub(super) const THREAT_BY_MINOR: W = (49, 41);
/// Each enemy queen one of our rooks attacks.
pub(super) const THREAT_BY_ROOK: W = (84, 9);
/// A knight, a bishop in the enemy half on a square our pawns defend and theirs can
/// never attack.
#[rustfmt::skip]
pub(super) const OUTPOST: [W; 2] = [
    (23, 24), (20, 4),
];
/// Each file around a king (its own and the two beside) without a pawn of its side:
/// half-open (enemy pawns only), open (no pawns).
#[rustfmt::skip]
pub(super) const KING_OPEN_FILE: [W; 2] = [
    (-16, 2), (-14, -6),
];
/// Each rook, queen on the relative seventh rank while the enemy king is on its first
/// rank or enemy pawns are on the seventh.
#[rustfmt::skip]
pub(super) const MAJOR_ON_SEVENTH: [W; 2] = [
    (-9, 30), (-7, 16),
];
/// A passed pawn on relative rank 3 or beyond with an enemy piece on the square in front
/// of it, times (rank − 2).
pub(super) const PASSER_BLOCKED: W = (-6, -13);
/// The same with nothing on its path to promotion and no square of it attacked.
pub(super) const PASSER_FREE: W = (-19, 28);
/// A rook behind its side's passed pawn on the pawn's file.
pub(super) const ROOK_BEHIND_PASSER: W = (16, 27);
/// The enemy has only pawns and its king cannot catch one of our passed pawns (the rule
/// of the square).
pub(super) const PASSER_UNSTOPPABLE: W = (-1, 203);
/// King safety (`chess_king`): the weight of each feature of a king's danger, in the order
/// of `chess_king`'s indices: attackers (knight, bishop, rook, queen), attacks on the
/// zone, weak zone squares, safe checks (knight, bishop, rook, queen), shelter pawns, no
/// enemy queen, base.
#[rustfmt::skip]
pub(super) const KING_SAFETY: [i32; 13] = [
    42, 52, 78, 34, 25, 33, 125, 56, 129, 78, -37, -271, 12,
];
