//! The `chakbot` command line: parses the arguments and runs the chosen subcommand.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
