//! `quizdeck export`: pages (or parse's JSON) in; an Anki package, CSV or JSON out.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::ValueEnum;
use quizdeck_export::{
    CsvLayout, DEFAULT_ROOT, DeckLayout, ExportOptions, ExportReport, Format, NoteTimes,
    export_to_path, file_mtime,
};
use quizdeck_model::{Progress, Question};
use quizdeck_scrape::Input;

use crate::Status;

/// Arguments of `quizdeck export`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files and directories to read: pages, or the JSON/JSONL `quizdeck parse` writes
    /// (directories recursively); `-` or nothing reads standard input.
    pub paths: Vec<PathBuf>,
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

    let paths = if args.paths.is_empty() { vec![PathBuf::from("-")] } else { args.paths.clone() };
    let (questions, times, input_failed) = read_inputs(&paths, progress);
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

/// Reads every input, reporting failed ones on standard error. Returns the questions, the
/// modification time of the input each came from, and whether any input failed.
fn read_inputs(paths: &[PathBuf], progress: &dyn Progress) -> (Vec<Question>, NoteTimes, bool) {
    let (inputs, errors) = quizdeck_scrape::collect_inputs(paths);
    let mut failed = !errors.is_empty();
    for e in &errors {
        eprintln!("quizdeck: {e}");
    }
    // Standard input has no file time: its questions count as modified now.
    let mut times = NoteTimes::new(None);
    let mut questions = Vec::new();
    quizdeck_scrape::parse_inputs(&inputs, progress, |input, outcome| match outcome {
        Ok(qs) => {
            let mtime = match input {
                Input::File(path) => file_mtime(&path.to_string_lossy()),
                Input::Stdin => None,
            };
            for q in qs {
                // A question that cannot become a card is reported, as `parse` does.
                if let Err(e) = quizdeck_scrape::verify(&q) {
                    failed = true;
                    eprintln!("quizdeck: {e}");
                    continue;
                }
                if let Some(t) = mtime {
                    times.insert(q.id.clone(), t);
                }
                questions.push(q);
            }
        }
        Err(e) => {
            failed = true;
            eprintln!("quizdeck: {e}");
        }
    });
    (questions, times, failed)
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
