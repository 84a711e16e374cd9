//! `quizdeck export`: pages (or parse's JSON) in; an Anki package, CSV or JSON out.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::ValueEnum;
use quizdeck_export::{
    CsvLayout, DEFAULT_ROOT, DeckLayout, ExportOptions, ExportReport, Format, NoteTimes,
    export_to_path,
};
use quizdeck_model::{Progress, Question};
use quizdeck_scrape::ReadOptions;

use super::{InputArgs, report_failure};
use crate::Status;

/// Arguments of `quizdeck export`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format [default: from OUT's extension].
    #[arg(long, short, value_enum)]
    pub format: Option<FormatArg>,
    /// The file to write; an existing one is replaced atomically.
    #[arg(long, short, value_name = "OUT")]
    pub output: PathBuf,
    /// Root deck: cards go to ROOT::<language>::<topic>.
    #[arg(long, value_name = "ROOT", default_value = DEFAULT_ROOT)]
    pub deck: String,
    /// Put every card in the root deck itself.
    #[arg(long)]
    pub single_deck: bool,
    /// CSV layout: `anki` imports into Anki as is; `review` puts each question's languages side by
    /// side for translators.
    #[arg(long, value_enum, default_value_t = CsvLayoutArg::Anki)]
    pub csv_layout: CsvLayoutArg,
    /// Start CSV with a UTF-8 byte order mark (spreadsheet apps need it to read UTF-8).
    #[arg(long)]
    pub bom: bool,
    /// An earlier .apkg: notes whose content it already has keep their modification time, so
    /// Anki updates only the notes that changed [default: OUT, when it exists].
    #[arg(long, value_name = "FILE")]
    pub previous: Option<PathBuf>,
    /// Read no earlier .apkg; note times come from the input files alone.
    #[arg(long, conflicts_with = "previous")]
    pub no_previous: bool,
}

/// Output formats of `quizdeck export`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Anki package.
    Apkg,
    /// CSV (see --csv-layout).
    Csv,
    /// `{"questions": [...]}`, as `quizdeck parse` prints it.
    Json,
    /// One question per line, as `quizdeck parse --format jsonl` prints it.
    Jsonl,
}

/// CSV layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CsvLayoutArg {
    /// Anki's text-import format for its "Basic" note type.
    Anki,
    /// One row per question, a column per language for each part.
    Review,
}

pub fn run(args: Args, progress: &dyn Progress) -> anyhow::Result<Status> {
    let format = match args.format {
        Some(f) => f.into(),
        None => match Format::from_path(&args.output) {
            Some(f) => f,
            None => {
                eprintln!(
                    "quizdeck: cannot tell the format from {}; name it with --format",
                    args.output.display()
                );
                return Ok(Status::Usage);
            }
        },
    };
    if let Some(p) = args.previous.as_deref().filter(|p| !p.is_file()) {
        anyhow::bail!("--previous {}: no such file", p.display());
    }

    // A question that cannot become a card is reported, as `parse` does.
    let batch = quizdeck_scrape::read_all(
        &ReadOptions { cards_only: true, ..(&args.input).into() },
        progress,
    );
    batch.failures.iter().for_each(report_failure);
    let input_failed = !batch.failures.is_empty();
    let (questions, times) = with_times(batch.found);
    if questions.is_empty() {
        eprintln!("quizdeck: no questions to export; {} left as it was", args.output.display());
        return Ok(Status::Failed);
    }

    let options = options(&args, times);
    let exporter = format.exporter(&options);
    let report = export_to_path(exporter.as_ref(), &questions, &args.output, progress)
        .with_context(|| format!("cannot export to {}", args.output.display()))?;
    for s in &report.skipped {
        eprintln!("quizdeck: {s}");
    }
    for w in &report.warnings {
        eprintln!("quizdeck: warning: {w}");
    }
    eprintln!("quizdeck: {}", summary(&report, format, &args.output));
    Ok(if input_failed || !report.skipped.is_empty() { Status::Failed } else { Status::Ok })
}

/// The questions read, and the modification time of the input each came from. A question with
/// no time (standard input) counts as modified now.
fn with_times(found: Vec<quizdeck_scrape::Found>) -> (Vec<Question>, NoteTimes) {
    let mut times = NoteTimes::new(None);
    let questions = found
        .into_iter()
        .map(|f| {
            if let Some(t) = f.modified {
                times.insert(f.question.id.clone(), t);
            }
            f.question
        })
        .collect();
    (questions, times)
}

fn options(args: &Args, times: NoteTimes) -> ExportOptions {
    let previous = if args.no_previous {
        None
    } else {
        Some(args.previous.clone().unwrap_or_else(|| args.output.clone()))
    };
    ExportOptions {
        decks: DeckLayout { root: args.deck.clone(), single: args.single_deck },
        times,
        previous,
        csv_layout: match args.csv_layout {
            CsvLayoutArg::Anki => CsvLayout::Anki,
            CsvLayoutArg::Review => CsvLayout::Review,
        },
        bom: args.bom,
    }
}

/// The one-line summary: `wrote deck.apkg: 9 notes in 7 decks, 2 media files (9 questions read)`.
fn summary(r: &ExportReport, format: Format, out: &Path) -> String {
    let what = match format {
        Format::Apkg => {
            format!("{} notes in {} decks, {} media files", r.written, r.decks.len(), r.media)
        }
        Format::Csv if !r.decks.is_empty() => {
            format!("{} notes in {} decks", r.written, r.decks.len())
        }
        _ => format!("{} questions", r.written),
    };
    let left_out = if r.skipped.is_empty() {
        String::new()
    } else {
        format!(", {} left out", r.skipped.len())
    };
    format!("wrote {}: {what} ({} questions read{left_out})", out.display(), r.questions)
}

impl From<FormatArg> for Format {
    fn from(f: FormatArg) -> Self {
        match f {
            FormatArg::Apkg => Format::Apkg,
            FormatArg::Csv => Format::Csv,
            FormatArg::Json => Format::Json,
            FormatArg::Jsonl => Format::Jsonl,
        }
    }
}
