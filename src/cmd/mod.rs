//! The command line: one module per subcommand.

pub mod check;
pub mod export;
pub mod parse;
pub mod shell;

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use quizdeck_scrape::{Failure, ReadOptions};

/// Turn multiple-choice quiz pages into a clean model, check their translations, build Anki decks.
#[derive(Debug, Parser)]
#[command(name = "quizdeck", version, about, max_term_width = 100)]
pub struct Cli {
    /// Draw no progress bar.
    #[arg(long, short, global = true)]
    pub quiet: bool,
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Parse pages (HTML or text renderings) into the normalized JSON model.
    Parse(parse::Args),
    /// Check that every question is consistent and its translations agree.
    Check(check::Args),
    /// Build an Anki package, CSV or JSON from pages or from parse's JSON.
    Export(export::Args),
    /// Print the shell completion script for bash, zsh, fish, PowerShell or elvish.
    Completions(shell::CompletionsArgs),
    /// Print the manual page (roff), or write one per command into a folder.
    Man(shell::ManArgs),
}

/// The inputs every subcommand reads.
#[derive(Debug, Clone, clap::Args)]
pub struct InputArgs {
    /// Files and directories to read (directories recursively): pages, or the JSON/JSONL that
    /// `quizdeck parse` writes; `-` or nothing reads standard input.
    pub paths: Vec<PathBuf>,
}

impl From<&InputArgs> for ReadOptions {
    fn from(args: &InputArgs) -> Self {
        ReadOptions { paths: args.paths.clone(), ..ReadOptions::default() }
    }
}

/// Names an input or question that failed on standard error; the rest of the run goes on.
pub fn report_failure(failure: &Failure) {
    say(&failure.to_string());
}

/// Prints `message` on standard error after `quizdeck: `, with every control character of it
/// made visible: messages quote page text, which must not drive the terminal.
pub fn say(message: &str) {
    eprintln!("quizdeck: {}", quizdeck_model::text::printable(message));
}
