//! `quizdeck check`: validate answers and translations across languages.

use std::io::Write;
use std::path::{Path, PathBuf};

use anstream::ColorChoice;
use anyhow::Context;
use clap::ValueEnum;
use quizdeck_model::{Progress, Selection, TextPool};
use quizdeck_scrape::ReadOptions;
use quizdeck_validate::{Baseline, HtmlOptions, Options, Report, SarifOptions, Spill, check_pages};

use super::{InputArgs, ensure_selected, own_outputs, repeated, report_failure, say};
use crate::Status;
use crate::output::{self, Output};

/// Arguments of `quizdeck check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: InputArgs,
    /// Report format.
    #[arg(long, short, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write the report to FILE instead of standard output (replaced atomically).
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Fail (exit status 1) on these findings too, not only on errors.
    #[arg(long, value_enum, value_name = "WHAT")]
    pub deny: Vec<Deny>,
    /// When to colour the text report.
    #[arg(long, value_enum, default_value_t = Color::Auto, value_name = "WHEN")]
    pub color: Color,
    /// Do not guess the language of texts (no `wrong-language` findings).
    #[arg(long)]
    pub no_language_detection: bool,
    /// Record this run's findings as accepted in FILE (JSON: code, question, language and a
    /// digest of the text of each), for `--baseline` to leave out later; the run then passes.
    #[arg(long, value_name = "FILE", conflicts_with = "baseline")]
    pub write_baseline: Option<PathBuf>,
    /// Report, and fail on, only the findings FILE (written by `--write-baseline`) does not
    /// list, and name its entries that no longer occur.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
}

/// Report formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Grouped per question, languages side by side.
    Text,
    /// `{"findings": [...], "groups": [...], "summary": {...}}`.
    Json,
    /// One self-contained page: per question, languages side by side, what differs highlighted,
    /// filters by severity, code and language.
    Html,
    /// SARIF 2.1.0 for code scanning: one result per finding, on the page's file.
    Sarif,
}

impl Format {
    /// The file endings a report of this format is written to, which an earlier report inside
    /// an input folder may have.
    fn endings(self) -> &'static [&'static str] {
        match self {
            Format::Text => &["txt", "text"],
            Format::Json => &["json"],
            Format::Html => &["html", "htm"],
            Format::Sarif => &["sarif", "json"],
        }
    }
}

/// Findings that can be made to fail the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Deny {
    /// Warnings fail the run like errors.
    Warnings,
}

/// Colour choice for the text report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Color {
    /// On a terminal, unless NO_COLOR is set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl From<&Args> for Options {
    fn from(args: &Args) -> Self {
        Options {
            deny_warnings: args.deny.contains(&Deny::Warnings),
            detect_languages: !args.no_language_detection,
            select: args.input.selection(),
        }
    }
}

pub fn run(args: Args, progress: &dyn Progress) -> anyhow::Result<Status> {
    let baseline = args.baseline.as_deref().map(read_baseline).transpose()?;
    if let Some(out) = args.output.as_deref().filter(|p| p.as_os_str() != "-")
        && (output::overwrites_an_input(out, &args.input.paths, args.format.endings())
            || output::folder_missing(out))
    {
        return Ok(Status::Usage);
    }
    // Every question is read, cards or not: what keeps one from being a card is a finding here.
    // Every page is read, selected or not: the selection applies after grouping (see Options).
    let skip = args.output.iter().cloned().collect();
    let read = ReadOptions { select: Selection::default(), skip, ..ReadOptions::from(&args.input) };
    // Each page read goes to the spill at once: only its outline stays in memory until its
    // group is checked (see quizdeck_validate::Spill).
    let mut spill = Spill::new();
    let mut pool = TextPool::default();
    let mut unreadable = false;
    let mut spilled = Ok(());
    let counts = quizdeck_scrape::read(&read, progress, |item| match item {
        Ok(mut found) if spilled.is_ok() => {
            pool.share(&mut found.question);
            spilled = spill.push(found.question);
        }
        Ok(_) => {}
        // Unreadable inputs are named, and the rest is still checked.
        Err(failure) => {
            report_failure(&failure);
            unreadable = true;
        }
    });
    drop(pool);
    if counts.repeated > 0 {
        // Pages and the JSON `parse` wrote of them, side by side: each question is checked once.
        say(&format!(
            "{}: the same in every field but their source as questions read before",
            repeated(counts.repeated)
        ));
    }
    if counts.own_outputs > 0 {
        // Reports and sheets written beside the pages: they hold no question to check.
        let hold = if counts.own_outputs == 1 { "it holds" } else { "they hold" };
        say(&format!("{}: {hold} no question", own_outputs(counts.own_outputs)));
    }
    let temp = || {
        format!(
            "cannot keep the pages read in a temporary file in {}",
            std::env::temp_dir().display()
        )
    };
    spilled.with_context(temp)?;
    if spill.is_empty() {
        // A gate must not pass on nothing: an empty folder, a wrong path, no quiz page.
        eprintln!("quizdeck: no question found in the inputs: nothing to check");
        return Ok(Status::Usage);
    }
    let pages = spill.finish().with_context(temp)?;
    let options = Options::from(&args);
    let read_back = "cannot read back the pages kept in a temporary file";
    let mut report = check_pages(&pages, &options, progress).context(read_back)?;
    let selected = report.summary.pages;
    ensure_selected(&args.input, selected, pages.len() - selected)?;
    if let Some(path) = &args.write_baseline {
        let baseline = Baseline::of(&report, &pages).context(read_back)?;
        let text = serde_json::to_string_pretty(&baseline)?;
        std::fs::write(path, text + "\n")
            .with_context(|| format!("cannot write the baseline {}", path.display()))?;
    }
    if let Some(baseline) = &baseline {
        baseline.apply(&mut report, &pages, &options).context(read_back)?;
    }
    write_report(&report, &args).context("cannot write the report")?;
    let accepted = args.write_baseline.is_some();
    Ok(if unreadable || (report.summary.failed && !accepted) { Status::Failed } else { Status::Ok })
}

/// The baseline in `path`, as `--write-baseline` wrote it.
fn read_baseline(path: &Path) -> anyhow::Result<Baseline> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the baseline {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| {
        format!("{} is not a baseline written by --write-baseline", path.display())
    })
}

fn write_report(report: &Report, args: &Args) -> anyhow::Result<()> {
    let path = args.output.as_deref().filter(|p| p.as_os_str() != "-");
    let mut out = Output::create(path)?;
    // Links and locations are relative to where the report is read: the folder of the file, or
    // the current directory for standard output (as SARIF in CI wants: the repository root).
    let cwd = std::env::current_dir().context("cannot tell the current directory")?;
    let base = match path.and_then(Path::parent) {
        Some(dir) => cwd.join(dir),
        None => cwd.clone(),
    };
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, report)?;
            out.write_all(b"\n")?;
        }
        Format::Text => {
            let color = match args.color {
                Color::Auto if path.is_some() => false,
                Color::Auto => {
                    anstream::AutoStream::choice(&std::io::stdout()) != ColorChoice::Never
                }
                Color::Always => true,
                Color::Never => false,
            };
            quizdeck_validate::render_text(report, &mut out, color)?;
        }
        Format::Html => quizdeck_validate::render_html(report, &mut out, &HtmlOptions { base })?,
        Format::Sarif => {
            quizdeck_validate::render_sarif(report, &mut out, &SarifOptions { base: cwd })?
        }
    }
    out.commit()
}
