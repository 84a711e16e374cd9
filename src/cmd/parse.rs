//! `quizdeck parse`: pages in, the normalized model out.

use std::path::PathBuf;

use anyhow::Context;
use clap::ValueEnum;
use quizdeck_export::{JsonStyle, JsonWriter};
use quizdeck_model::Progress;

use crate::Status;
use crate::output::Output;

/// Arguments of `quizdeck parse`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files and directories to read (directories recursively); `-` or nothing reads standard input.
    pub paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, short, value_enum, default_value_t = Format::Json)]
    pub format: Format,
    /// Write to FILE instead of standard output (replaced atomically).
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Output formats of `quizdeck parse`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// `{"questions": [...]}`, indented.
    Json,
    /// One question object per line.
    Jsonl,
}

pub fn run(args: Args, progress: &dyn Progress) -> anyhow::Result<Status> {
    let paths = if args.paths.is_empty() { vec![PathBuf::from("-")] } else { args.paths };
    let (inputs, errors) = quizdeck_scrape::collect_inputs(&paths);
    let mut failed = !errors.is_empty();
    for e in &errors {
        eprintln!("quizdeck: {e}");
    }
    let mut out = Output::create(args.output.as_deref())?;
    // The one JSON writer, shared with `quizdeck export --format json|jsonl`.
    let mut writer = JsonWriter::new(args.format.into());
    let mut io_error = None;
    quizdeck_scrape::parse_inputs(&inputs, progress, |_, outcome| match outcome {
        Ok(questions) => {
            for q in &questions {
                if let Err(e) = quizdeck_scrape::verify(q) {
                    failed = true;
                    eprintln!("quizdeck: {e}");
                } else if io_error.is_none() {
                    io_error = writer.write(&mut out, q).err();
                }
            }
        }
        Err(e) => {
            failed = true;
            eprintln!("quizdeck: {e}");
        }
    });
    if let Some(e) = io_error {
        return Err(e).context("cannot write output");
    }
    writer.finish(&mut out)?;
    out.commit()?;
    Ok(if failed { Status::Failed } else { Status::Ok })
}

impl From<Format> for JsonStyle {
    fn from(f: Format) -> Self {
        match f {
            Format::Json => JsonStyle::Pretty,
            Format::Jsonl => JsonStyle::Lines,
        }
    }
}
