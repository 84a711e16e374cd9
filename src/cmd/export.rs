//! `quizdeck export`: pages (or parse's JSON) in; an Anki package, CSV or JSON out.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use quizdeck_export::{
    CsvLayout, DEFAULT_ROOT, DeckLayout, ExportError, ExportOptions, ExportReport, Format,
    MediaPolicy, NoteTimes, NoteType, Output, PackageWriter, write_to_path, write_to_writer,
};
use quizdeck_model::{NoProgress, Progress, Question};
use quizdeck_scrape::{Found, Input, ReadCounts, ReadOptions};

use super::{InputArgs, count, ensure_selected, passed_over, report_failure, say};
use crate::{Status, output};

/// Arguments of `quizdeck export`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format [default: from OUT's extension].
    #[arg(long, short, value_parser = listed(&Format::ALL, Format::name, Format::description))]
    pub format: Option<Format>,
    /// The file to write (`-` for standard output); an existing one is replaced atomically, a
    /// symlink's target is written, a FIFO or a device is written through.
    #[arg(long, short, value_name = "OUT")]
    pub output: PathBuf,
    /// Note type of the notes (.apkg and Anki CSV) [default: quizdeck for .apkg, basic for CSV].
    #[arg(long, value_parser = listed(&NoteType::ALL, NoteType::name, NoteType::description))]
    pub note_type: Option<NoteType>,
    /// Tags for every note besides its language and topic tags, separated by commas or spaces
    /// (`course::geo,exam`); may be given more than once.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub tags: Vec<String>,
    /// Show the choices in a new order at each review, lettered in the order shown (quizdeck
    /// note type; every note is tagged quizdeck::shuffle, which can be removed from a note).
    #[arg(long)]
    pub shuffle: bool,
    /// Put the same question in LANG (found as `check` groups translations) on the back of each
    /// card, set apart below the explanation; cards with no version in LANG get none and are
    /// counted.
    #[arg(long, value_name = "LANG", value_parser = language_tag)]
    pub hint_lang: Option<String>,
    /// Root deck: cards go to ROOT::<language>::<topic>.
    #[arg(long, value_name = "ROOT", default_value = DEFAULT_ROOT)]
    pub deck: String,
    /// Put every card in the root deck itself.
    #[arg(long)]
    pub single_deck: bool,
    /// CSV layout: `anki` imports into Anki as is; `review` puts each question's languages side by
    /// side for translators.
    #[arg(
        long,
        value_parser = listed(&CsvLayout::ALL, CsvLayout::name, CsvLayout::description),
        default_value = CsvLayout::default().name()
    )]
    pub csv_layout: CsvLayout,
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
    /// Also pack images from DIR. By default an image is packed only when it lies inside its
    /// input's folder (the folder named, or the folder of the file named), symlinks resolved.
    #[arg(long, value_name = "DIR")]
    pub media_root: Vec<PathBuf>,
    /// Largest image packed, in bytes, or with a K, M or G suffix (powers of 1024).
    #[arg(long, value_name = "SIZE", default_value = "20M", value_parser = parse_size)]
    pub max_image_size: u64,
}

/// A size in bytes: digits, then optionally `K`, `M` or `G` (powers of 1024).
fn parse_size(s: &str) -> Result<u64, String> {
    let (digits, unit) = match s.trim().char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => s.trim().split_at(i),
        None => (s.trim(), ""),
    };
    let shift = match unit.to_ascii_uppercase().trim_end_matches(['B', 'I']) {
        "" => 0,
        "K" => 10,
        "M" => 20,
        "G" => 30,
        _ => return Err(format!("{s:?}: a number of bytes, then K, M or G")),
    };
    let n: u64 = digits.parse().map_err(|_| format!("{s:?}: a number of bytes, then K, M or G"))?;
    n.checked_mul(1 << shift).ok_or_else(|| format!("{s:?} is too large"))
}

/// A parser for one of the values `all` lists, each shown in help with its name and description:
/// the library's list of formats is the only one.
fn listed<T: Copy + Send + Sync + 'static>(
    all: &'static [T],
    name: fn(T) -> &'static str,
    description: fn(T) -> &'static str,
) -> impl TypedValueParser<Value = T> {
    let values = all.iter().map(move |&v| PossibleValue::new(name(v)).help(description(v)));
    PossibleValuesParser::new(values).try_map(move |given: String| {
        all.iter().copied().find(|&v| name(v) == given).ok_or("not one of the possible values")
    })
}

/// A BCP-47 language tag (`fr`, `pt-BR`).
fn language_tag(given: &str) -> Result<String, String> {
    if quizdeck_model::is_language_tag(given.trim()) {
        Ok(given.trim().to_owned())
    } else {
        Err(format!("{given:?} is not a language tag (such as fr or pt-BR)"))
    }
}

pub fn run(args: Args, progress: &dyn Progress) -> anyhow::Result<Status> {
    let format = match args.format {
        Some(f) => f,
        None => match Format::from_path(&args.output) {
            Some(f) => f,
            None => {
                say(&format!(
                    "cannot tell the format from {}; name it with --format",
                    args.output.display()
                ));
                return Ok(Status::Usage);
            }
        },
    };
    if let Some(p) = args.previous.as_deref().filter(|p| !p.is_file()) {
        anyhow::bail!("--previous {}: no such file", p.display());
    }
    if let Some(why) =
        format.unsupported(&options(&args, NoteTimes::default(), MediaPolicy::default()))
    {
        eprintln!("quizdeck: {why}");
        return Ok(Status::Usage);
    }
    let to_stdout = args.output.as_os_str() == "-";
    if !to_stdout
        && (output::overwrites_an_input(&args.output, &args.input.paths, format.extensions())
            || output::folder_missing(&args.output))
    {
        return Ok(Status::Usage);
    }
    let mut media = MediaPolicy::default();
    media.max_image_bytes = args.max_image_size;
    for dir in &args.media_root {
        media.allow(dir).with_context(|| format!("--media-root {}", dir.display()))?;
    }

    // A question that cannot become a card is reported, as `parse` does.
    let skip = (!to_stdout).then(|| args.output.clone()).into_iter().collect();
    let read = ReadOptions { cards_only: true, skip, ..(&args.input).into() };
    // Hints are found among all the questions read, so a package with hints is built from all.
    if format == Format::Apkg && args.hint_lang.is_none() {
        return stream_package(&args, &read, media, progress);
    }
    let batch = quizdeck_scrape::read_all(&read, progress);
    batch.failures.iter().for_each(report_failure);
    ensure_selected(&args.input, batch.found.len(), batch.counts.unselected)?;
    let input_failed = !batch.failures.is_empty();
    let roots = InputRoots::new(&args.input.paths);
    let (questions, times) = questions_of(batch.found, &roots, |id, root| media.set_root(id, root));
    if questions.is_empty() {
        return Ok(nothing_to_export(&args.output));
    }

    let options = options(&args, times, media);
    let exporter = format.exporter(&options);
    let report = write(&args.output, |out| exporter.export(&questions, out, progress))?;
    Ok(finish(&report, &args.output, input_failed, &batch.counts))
}

/// Fails a run that read no question, leaving `output` as it was.
fn nothing_to_export(output: &Path) -> Status {
    say(&format!("no questions to export; {} left as it was", output.display()));
    Status::Failed
}

/// Runs `write` into `output`: the file, replaced atomically, or standard output (`-`).
fn write(
    output: &Path,
    write: impl FnOnce(&mut dyn Output) -> Result<ExportReport, ExportError>,
) -> anyhow::Result<ExportReport> {
    if output.as_os_str() == "-" {
        let stdout = std::io::stdout();
        write_to_writer(&mut stdout.lock(), write).context("cannot write to standard output")
    } else {
        write_to_path(output, write)
            .with_context(|| format!("cannot export to {}", output.display()))
    }
}

/// Says what was left out, the warnings and the summary; the run failed when an input or a
/// question did.
fn finish(report: &ExportReport, output: &Path, input_failed: bool, counts: &ReadCounts) -> Status {
    for s in &report.skipped {
        say(&s.to_string());
    }
    for w in &report.warnings {
        say(&format!("warning: {w}"));
    }
    say(&summary(report, output, counts));
    if input_failed || !report.skipped.is_empty() { Status::Failed } else { Status::Ok }
}

/// Questions held at a time while a package is written chunk by chunk.
const CHUNK: usize = 2048;

/// Pages to a package in flat memory: each chunk of questions goes into the package's collection
/// as soon as it is read, and only one chunk is held at a time. The package is the same as the
/// one built from all the questions at once (`tests/golden/outputs` holds it to that).
fn stream_package(
    args: &Args,
    read: &ReadOptions,
    media: MediaPolicy,
    progress: &dyn Progress,
) -> anyhow::Result<Status> {
    let exporter = options(args, NoteTimes::default(), media).apkg();
    let mut writer = PackageWriter::new(&exporter)
        .with_context(|| format!("cannot export to {}", args.output.display()))?;
    let mut chunk: Vec<Found> = Vec::with_capacity(CHUNK);
    let (mut found, mut input_failed, mut error) = (0, false, None);
    let roots = InputRoots::new(&args.input.paths);
    let mut add = |writer: &mut PackageWriter<'_>, chunk: &mut Vec<Found>| {
        if error.is_some() {
            // The package cannot be finished: what is still read is only named, not added.
            chunk.clear();
            return;
        }
        let (questions, times) =
            questions_of(std::mem::take(chunk), &roots, |id, root| writer.set_media_root(id, root));
        // The bar shows the inputs read; adding their notes is part of that.
        if let Err(e) = writer.add(&questions, &times, &NoProgress) {
            error.get_or_insert(e);
        }
    };
    let counts = quizdeck_scrape::read(read, progress, |item| match item {
        Ok(f) => {
            found += 1;
            chunk.push(f);
            if chunk.len() == CHUNK {
                add(&mut writer, &mut chunk);
            }
        }
        Err(e) => {
            input_failed = true;
            report_failure(&e);
        }
    });
    add(&mut writer, &mut chunk);
    if let Some(e) = error {
        return Err(e).with_context(|| format!("cannot export to {}", args.output.display()));
    }
    ensure_selected(&args.input, found, counts.unselected)?;
    if found == 0 {
        return Ok(nothing_to_export(&args.output));
    }
    // Every question left out (each with more choices than the note type holds): no package of
    // no notes replaces the one the user had.
    if writer.report().written == 0 {
        writer.report().skipped.iter().for_each(|s| say(&s.to_string()));
        return Ok(nothing_to_export(&args.output));
    }
    let report = write(&args.output, |out| writer.finish(out))?;
    Ok(finish(&report, &args.output, input_failed, &counts))
}

/// The folders named on the command line, which the files found in them may take images from.
struct InputRoots(Vec<PathBuf>);

impl InputRoots {
    /// Looks once at which of the `paths` named are folders.
    fn new(paths: &[PathBuf]) -> Self {
        Self(paths.iter().filter(|p| p.is_dir()).cloned().collect())
    }

    /// The folder an input may take images from: the folder named on the command line that it
    /// was found in, or the folder of the file named there. Standard input has none.
    fn of(&self, input: &Input) -> PathBuf {
        let Input::File(file) = input else { return PathBuf::new() };
        match self.0.iter().find(|dir| file.starts_with(dir)) {
            Some(dir) => dir.clone(),
            None => match file.parent() {
                Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
                _ => PathBuf::from("."),
            },
        }
    }
}

/// The questions read, with what the exporter needs to know of where each came from: the input
/// root of each that shows images goes to `set_root`, the modification time of its input into
/// the times returned (a question with no time, from standard input, counts as modified now).
fn questions_of(
    found: Vec<Found>,
    roots: &InputRoots,
    mut set_root: impl FnMut(&str, &Path),
) -> (Vec<Question>, NoteTimes) {
    let mut times = NoteTimes::new(None);
    let questions = found
        .into_iter()
        .map(|f| {
            // Only a question with images looks at its root: the others need not hold one.
            if !f.question.media.is_empty() {
                set_root(&f.question.id, &roots.of(&f.input));
            }
            if let Some(t) = f.modified {
                times.insert(f.question.id.clone(), t);
            }
            f.question
        })
        .collect();
    (questions, times)
}

fn options(args: &Args, times: NoteTimes, media: MediaPolicy) -> ExportOptions {
    let to_stdout = args.output.as_os_str() == "-";
    let previous = if args.no_previous {
        None
    } else if let Some(p) = &args.previous {
        Some(p.clone())
    } else {
        (!to_stdout).then(|| args.output.clone())
    };
    // Temporary files go beside the output, so an interrupted run leaves none elsewhere.
    let scratch_dir = (!to_stdout).then(|| {
        args.output.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."))
    });
    ExportOptions {
        note_type: args.note_type,
        tags: args.tags.clone(),
        shuffle: args.shuffle,
        hint_lang: args.hint_lang.clone(),
        decks: DeckLayout { root: args.deck.clone(), single: args.single_deck },
        times,
        previous,
        csv_layout: args.csv_layout,
        bom: args.bom,
        media,
        scratch_dir: scratch_dir.map(Path::to_path_buf),
    }
}

/// The one-line summary: `wrote deck.apkg: 9 notes in 7 decks, 2 media files (9 questions read)`.
/// What was written says what to count: notes where there are decks, media where they are packed.
fn summary(r: &ExportReport, out: &Path, counts: &ReadCounts) -> String {
    let (written, decks) = (r.written, r.decks.len());
    let notes = format!("{} in {}", count(written, "note", "notes"), count(decks, "deck", "decks"));
    let what = match r.media {
        Some(media) => format!("{notes}, {}", count(media, "media file", "media files")),
        None if decks > 0 => notes,
        None => match r.rows {
            Some(rows) => {
                format!(
                    "{} of {}",
                    count(rows, "row", "rows"),
                    count(written, "question", "questions")
                )
            }
            None => count(written, "question", "questions"),
        },
    };
    let hints = r.hints.as_ref().map_or(String::new(), |h| {
        format!(
            ", {} hints on {}, {} without one",
            h.lang,
            count(h.with, "note", "notes"),
            h.without
        )
    });
    let mut left_out = String::new();
    for passed in passed_over(counts) {
        left_out += &format!(", {passed}");
    }
    if !r.skipped.is_empty() {
        left_out += &format!(", {} left out", r.skipped.len());
    }
    let out = if out.as_os_str() == "-" {
        "standard output".to_owned()
    } else {
        out.display().to_string()
    };
    let read = count(r.questions, "question", "questions");
    format!("wrote {out}: {what}{hints} ({read} read{left_out})")
}
