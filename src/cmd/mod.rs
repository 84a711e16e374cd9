//! The command line: one module per subcommand.

pub mod check;
pub mod export;
pub mod parse;
pub mod shell;

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use quizdeck_model::{Selection, TopicPattern, parse_lang_range};
use quizdeck_scrape::{Failure, ReadCounts, ReadOptions};

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

/// The inputs every subcommand reads, and which of their questions it works on.
#[derive(Debug, Clone, clap::Args)]
pub struct InputArgs {
    /// Files and directories to read (directories recursively): pages, or the JSON/JSONL that
    /// `quizdeck parse` writes; `-` or nothing reads standard input.
    pub paths: Vec<PathBuf>,
    /// Only these languages (comma-separated or repeated): `pt` selects pt-BR and pt-PT too,
    /// `pt-BR` only pt-BR.
    #[arg(long = "lang", value_name = "LIST", value_delimiter = ',', value_parser = parse_lang_range)]
    pub langs: Vec<String>,
    /// Only questions whose topic title contains PATTERN, ignoring case; `*` stands for any run
    /// of characters, `?` for any one.
    #[arg(long, value_name = "PATTERN")]
    pub topic: Option<TopicPattern>,
}

impl InputArgs {
    /// The questions selected by `--lang` and `--topic`.
    pub fn selection(&self) -> Selection {
        Selection { langs: self.langs.clone(), topic: self.topic.clone() }
    }
}

/// Reading the inputs with the selection applied as they are read, as `parse` and `export` do.
/// (`check` reads every page, since translations are grouped and compared before it selects.)
impl From<&InputArgs> for ReadOptions {
    fn from(args: &InputArgs) -> Self {
        ReadOptions {
            paths: args.paths.clone(),
            select: args.selection(),
            ..ReadOptions::default()
        }
    }
}

/// Fails a run whose `--lang` or `--topic` left out every question read, so that a typo
/// (`--lang jp`) is not taken for a clean, empty run.
pub fn ensure_selected(
    input: &InputArgs,
    selected: usize,
    unselected: usize,
) -> anyhow::Result<()> {
    if selected > 0 || unselected == 0 {
        return Ok(());
    }
    let mut given = Vec::new();
    if !input.langs.is_empty() {
        given.push(format!("--lang {}", input.langs.join(",")));
    }
    if let Some(topic) = &input.topic {
        given.push(format!("--topic {:?}", topic.as_str()));
    }
    anyhow::bail!("{} selects none of the {unselected} questions read", given.join(" "))
}

/// `1 file`, `2 files`: a count and the word for what it counts, in the singular for one.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// How a summary names the questions read again (see `ReadCounts::repeated`): `3 questions
/// read again, kept once`.
pub fn repeated(n: usize) -> String {
    format!("{} read again, kept once", count(n, "question", "questions"))
}

/// How a summary names the inputs that are quizdeck's own outputs, passed over (see
/// `ReadCounts::own_outputs`): `2 outputs of quizdeck not read`.
pub fn own_outputs(n: usize) -> String {
    format!("{} of quizdeck not read", count(n, "output", "outputs"))
}

/// What a summary says the reader passed over, in the order `parse` and `export` say it: the
/// questions read again and the outputs of quizdeck, each where there are some.
pub fn passed_over(counts: &ReadCounts) -> Vec<String> {
    let again = (counts.repeated > 0).then(|| repeated(counts.repeated));
    let own = (counts.own_outputs > 0).then(|| own_outputs(counts.own_outputs));
    again.into_iter().chain(own).collect()
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
