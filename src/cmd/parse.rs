//! `quizdeck parse`: pages in, the normalized model out.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use clap::ValueEnum;
use quizdeck_model::{Progress, Question};

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
    let mut writer = QuestionWriter::new(args.format);
    let mut io_error = None;
    quizdeck_scrape::parse_inputs(&inputs, progress, |_, outcome| match outcome {
        Ok(questions) => {
            for q in &questions {
                if io_error.is_none() {
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

/// Writes questions one at a time, so a batch of any size streams through in bounded memory.
pub struct QuestionWriter {
    format: Format,
    count: usize,
}

impl QuestionWriter {
    pub fn new(format: Format) -> Self {
        Self { format, count: 0 }
    }

    pub fn write(&mut self, out: &mut impl Write, q: &Question) -> std::io::Result<()> {
        match self.format {
            Format::Jsonl => {
                serde_json::to_writer(&mut *out, q)?;
                out.write_all(b"\n")?;
            }
            Format::Json => {
                out.write_all(if self.count == 0 { b"{\n  \"questions\": [\n" } else { b",\n" })?;
                let text = serde_json::to_string_pretty(q)?;
                for (i, line) in text.lines().enumerate() {
                    if i > 0 {
                        out.write_all(b"\n")?;
                    }
                    out.write_all(b"    ")?;
                    out.write_all(line.as_bytes())?;
                }
            }
        }
        self.count += 1;
        Ok(())
    }

    pub fn finish(self, out: &mut impl Write) -> std::io::Result<()> {
        match (self.format, self.count) {
            (Format::Jsonl, _) => Ok(()),
            (Format::Json, 0) => out.write_all(b"{\n  \"questions\": []\n}\n"),
            (Format::Json, _) => out.write_all(b"\n  ]\n}\n"),
        }
    }
}
