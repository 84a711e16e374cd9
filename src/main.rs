//! `quizdeck`: turn multiple-choice quiz pages into a clean model, check that their translations
//! agree, and build Anki decks, CSV and JSON from them.
//!
//! `main` parses the arguments, calls [`run`] and maps its outcome to an exit status: 0 success,
//! 1 when some input or check failed, 2 for usage errors and unreadable input. A closed pipe
//! (`quizdeck parse … | head`) counts as success.

mod cmd;
mod output;
mod progress;

use std::process::ExitCode;

use clap::Parser;

/// Parsing builds and drops a document of many small nodes per page, on every core at once;
/// mimalloc's per-thread free lists serve that pattern with far less time in the allocator than
/// the system's (see docs/speed.md for the figures). The libraries leave the choice to the program.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Exit status of a run that completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Everything went through.
    Ok,
    /// Some input failed or a check found errors; the rest went through.
    Failed,
    /// Unusable input or arguments.
    Usage,
}

fn main() -> ExitCode {
    let cli = cmd::Cli::parse();
    // An interrupted run (Ctrl-C, SIGTERM, SIGHUP) leaves no temporary file behind: the handler
    // removes them and exits as the shell expects of a run stopped by SIGINT.
    let _ = ctrlc::set_handler(|| {
        quizdeck_export::remove_temporary_files();
        std::process::exit(130);
    });
    match run(cli) {
        Ok(Status::Ok) => ExitCode::SUCCESS,
        Ok(Status::Failed) => ExitCode::from(1),
        Ok(Status::Usage) => ExitCode::from(2),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            cmd::say(&format!("{err:#}"));
            ExitCode::from(2)
        }
    }
}

/// Runs one subcommand.
fn run(cli: cmd::Cli) -> anyhow::Result<Status> {
    let progress = progress::Bar::new(cli.quiet);
    match cli.command {
        cmd::Command::Parse(args) => cmd::parse::run(args, &progress),
        cmd::Command::Check(args) => cmd::check::run(args, &progress),
        cmd::Command::Export(args) => cmd::export::run(args, &progress),
        cmd::Command::Completions(args) => cmd::shell::completions(args),
        cmd::Command::Man(args) => cmd::shell::man(args),
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
