//! `quizdeck parse`: pages in, the normalized model out.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::ValueEnum;
use quizdeck_export::{JsonStyle, JsonWriter};
use quizdeck_model::Progress;
use quizdeck_scrape::{ReadCounts, ReadOptions};

use super::{InputArgs, count, ensure_selected, passed_over, report_failure};
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
    let skip = args.output.iter().cloned().collect();
    let options = ReadOptions { cards_only: true, skip, ..ReadOptions::from(&args.input) };
    let endings = ["json", "jsonl", "ndjson"];
    if args.output.as_deref().is_some_and(|o| {
        output::overwrites_an_input(o, &args.input.paths, &endings) || output::folder_missing(o)
    }) {
        return Ok(Status::Usage);
    }
    let mut out = Output::create(args.output.as_deref())?;
    // The one JSON writer, shared with `quizdeck export --format json|jsonl`.
    let mut writer = JsonWriter::new(args.format.into());
    let (mut written, mut failures) = (0, 0);
    let mut io_error = None;
    // Questions stream through as each chunk of inputs is parsed, so memory stays bounded.
    let counts = quizdeck_scrape::read(&options, progress, |item| match item {
        Ok(found) if io_error.is_none() => match writer.write(&mut out, &found.question) {
            Ok(()) => written += 1,
            Err(e) => io_error = Some(e),
        },
        Ok(_) => {}
        Err(failure) => {
            failures += 1;
            report_failure(&failure);
        }
    });
    if let Some(e) = io_error {
        return Err(e).context("cannot write output");
    }
    ensure_selected(&args.input, written, counts.unselected)?;
    writer.finish(&mut out)?;
    out.commit()?;
    // Written to a file, the run says what it did, as `export` does; on standard output the
    // questions speak for themselves.
    if let Some(path) = args.output.as_deref().filter(|p| p.as_os_str() != "-") {
        eprintln!("quizdeck: {}", summary(path, written, counts, failures));
    }
    Ok(if failures > 0 { Status::Failed } else { Status::Ok })
}

/// The one-line summary: `wrote questions.json: 45 questions (52 files read, 3 failures)`, with
/// the questions `--lang`/`--topic` left out and those read again when there are some.
fn summary(out: &Path, written: usize, counts: ReadCounts, failures: usize) -> String {
    let mut read = vec![format!("{} read", count(counts.inputs, "file", "files"))];
    if counts.unselected > 0 {
        read.push(format!("{} not selected", count(counts.unselected, "question", "questions")));
    }
    read.extend(passed_over(&counts));
    if failures > 0 {
        read.push(count(failures, "failure", "failures"));
    }
    let questions = count(written, "question", "questions");
    format!("wrote {}: {questions} ({})", out.display(), read.join(", "))
}

impl From<Format> for JsonStyle {
    fn from(f: Format) -> Self {
        match f {
            Format::Json => JsonStyle::Pretty,
            Format::Jsonl => JsonStyle::Lines,
        }
    }
}
