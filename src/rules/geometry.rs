//! Board geometry shared by the engines: the steps of leapers, the directions of sliders,
//! and the orthodox back rank.
//!
//! The order of each list is fixed: Chakart draws random directions from these lists in
//! this order (docs/CHAKART.md), so reordering them changes recorded games.

use crate::rules::role::Role;

/// The eight knight leaps, as (files, ranks).
pub const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Rook directions: north, south, east, west.
pub const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// Bishop directions: north-east, north-west, south-east, south-west.
pub const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// King steps and queen directions: the orthogonal ones, then the diagonal ones.
pub const KING_STEPS: [(i8, i8); 8] = [
    ORTHOGONAL[0],
    ORTHOGONAL[1],
    ORTHOGONAL[2],
    ORTHOGONAL[3],
    DIAGONAL[0],
    DIAGONAL[1],
    DIAGONAL[2],
    DIAGONAL[3],
];

/// The orthodox back rank, file a to h.
pub const STANDARD_BACK_RANK: [Role; 8] = [
    Role::Rook,
    Role::Knight,
    Role::Bishop,
    Role::Queen,
    Role::King,
    Role::Bishop,
    Role::Knight,
    Role::Rook,
];
