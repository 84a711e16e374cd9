//! The command line: one module per subcommand.

pub mod check;
pub mod export;
pub mod parse;

use clap::{Parser, Subcommand};

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
}
