//! `quizdeck completions` and `quizdeck man`: shell completion scripts and manual pages, generated
//! from the same clap definitions that parse the command line, so they never fall behind it.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use clap::CommandFactory;
use clap_complete::Shell;

use super::Cli;
use crate::Status;

/// Arguments of `quizdeck completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to write the completion script for.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Arguments of `quizdeck man`.
#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// Write `quizdeck.1` and a page for each subcommand (`quizdeck-parse.1` …) into DIR, instead
    /// of printing `quizdeck.1`.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// Prints the completion script of `args.shell`.
pub fn completions(args: CompletionsArgs) -> anyhow::Result<Status> {
    // The generators panic when they cannot write, so the script is made in memory and written
    // here, where a closed pipe or a full disk is an error like any other.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "quizdeck", &mut script);
    write_stdout(&script)
}

/// Prints the manual page in roff, or writes the pages of every command into a folder.
pub fn man(args: ManArgs) -> anyhow::Result<Status> {
    let command = Cli::command();
    if let Some(dir) = args.dir {
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        clap_mangen::generate_to(command, &dir)
            .with_context(|| format!("cannot write the manual pages into {}", dir.display()))?;
        return Ok(Status::Ok);
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(command).render(&mut page)?;
    write_stdout(&page)
}

fn write_stdout(bytes: &[u8]) -> anyhow::Result<Status> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(Status::Ok)
}
