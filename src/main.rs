//! The `chakbot` command line: parses the arguments and runs the chosen subcommand.

#![forbid(unsafe_code)]

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
