use chakbot::rules::koopa::{self, Position};
use chakbot::rules::{RuleSet, StartOption, Variant};
use rand::{Rng, SeedableRng};
#[test]
fn scratch() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let mut moves = Vec::with_capacity(128);
    let mut plies = 0u64;
    let t = std::time::Instant::now();
    for _ in 0..20000 {
        let pos = Position::start(RuleSet::Koopa, StartOption::Standard, &mut rng);
        let mut board = *pos.board();
        for _ in 0..300 {
            moves.clear();
            koopa::legal_moves(&board, &mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.random_range(0..moves.len())];
            koopa::apply(&mut board, &m, &mut koopa::Silent);
            plies += 1;
        }
    }
    println!("20000 playouts, {plies} plies, wall {:?}", t.elapsed());
    let p = Position::start(RuleSet::Koopa, StartOption::Standard, &mut rng);
    let t = std::time::Instant::now();
    let mut n = 0;
    for _ in 0..5 {
        n += p.perft(5);
    }
    println!("perft5 x5 {n} wall {:?}", t.elapsed());
}
