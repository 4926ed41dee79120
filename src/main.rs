//! The `chakbot` command line.

fn main() {
    println!("chakbot: under construction");
}
