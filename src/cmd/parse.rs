//! `quizdeck parse`: pages in, the normalized model out.

use std::path::PathBuf;

use anyhow::Context;
use clap::ValueEnum;
use quizdeck_export::{JsonStyle, JsonWriter};
use quizdeck_model::Progress;
use quizdeck_scrape::ReadOptions;

use super::{InputArgs, ensure_selected, report_failure};
use crate::Status;
use crate::output::{self, Output};

/// Arguments of `quizdeck parse`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: InputArgs,
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
    let options = ReadOptions { cards_only: true, ..ReadOptions::from(&args.input) };
    if args.output.as_deref().is_some_and(|o| output::overwrites_an_input(o, &args.input.paths)) {
        return Ok(Status::Usage);
    }
    let mut out = Output::create(args.output.as_deref())?;
    // The one JSON writer, shared with `quizdeck export --format json|jsonl`.
    let mut writer = JsonWriter::new(args.format.into());
    let mut failed = false;
    let mut io_error = None;
    // Questions stream through as each chunk of inputs is parsed, so memory stays bounded.
    let mut written = 0;
    let counts = quizdeck_scrape::read(&options, progress, |item| match item {
        Ok(found) => {
            if io_error.is_none() {
                io_error = writer.write(&mut out, &found.question).err();
                written += 1;
            }
        }
        Err(failure) => {
            failed = true;
            report_failure(&failure);
        }
    });
    if let Some(e) = io_error {
        return Err(e).context("cannot write output");
    }
    ensure_selected(&args.input, written, counts.unselected)?;
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
