//! Reading many inputs: directory walking, parallel parsing, ordered delivery.
//!
//! [`read`] is the one way in for every command: it walks the paths, parses the inputs on all
//! cores in chunks and hands each question (with its input and that input's modification time)
//! and each failure on in input order, while the next chunk is parsed, so memory stays bounded
//! however many inputs there are.
//! [`read_all`] collects the same into a [`Batch`].

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use quizdeck_model::{Progress, Question, Selection, TextPool};
use rayon::prelude::*;

use crate::{ErrorKind, ParseError, bounded, parse_page, verify_on_page, warc};

/// Largest input read, in bytes. Pages are far smaller; the limit keeps a stray disk image from
/// exhausting memory.
pub const MAX_INPUT_BYTES: u64 = 256 * 1024 * 1024;

/// File endings skipped when walking a directory: assets that sit beside saved pages. Files named
/// on the command line are always read.
const ASSET_ENDINGS: &[&str] = &[
    "png", "jpg", "jpeg", "gif", "webp", "svg", "ico", "bmp", "avif", "css", "js", "mjs", "map",
    "woff", "woff2", "ttf", "otf", "eot", "pdf", "zip", "gz", "apkg", "mp3", "mp4", "ogg", "wav",
    "webm",
];

/// Files skipped by name when walking a directory: a desktop's folder settings and thumbnails,
/// what a crawler fetches besides pages (`wget -r` saves `robots.txt`), and the manifest of an
/// IMS content package (a QTI export unzipped), which lists the package's files and holds no
/// question: the standard gives it this name.
const BESIDE_PAGES: &[&str] =
    &["desktop.ini", "Thumbs.db", "ehthumbs.db", "robots.txt", "imsmanifest.xml"];

/// One input: a file, or standard input (`-`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A file.
    File(PathBuf),
    /// Standard input.
    Stdin,
    /// A page of a crawl archive (WARC): the archive's file and the address the page was
    /// fetched from.
    Archived {
        /// The archive.
        archive: PathBuf,
        /// The page's address (`WARC-Target-URI`).
        uri: String,
    },
}

impl Input {
    /// The name used in `source` and in messages: a page of an archive is named by both,
    /// `crawl.warc.gz#https://quiz.example/nl/…`.
    pub fn name(&self) -> String {
        match self {
            Input::File(p) => p.to_string_lossy().into_owned(),
            Input::Stdin => "-".to_owned(),
            Input::Archived { archive, uri } => format!("{}#{uri}", archive.to_string_lossy()),
        }
    }
}

/// Expands `paths` into inputs: files as given, directories walked recursively in sorted order
/// (hidden entries and asset files skipped), `-` as standard input. Paths that do not exist become
/// errors; the rest still go through.
fn collect_inputs(paths: &[PathBuf], skip: &[PathBuf]) -> (Vec<Input>, Vec<ParseError>) {
    // Compared by name first, so that only a file of the same name costs a look-up of its path.
    let skip: Vec<(&std::ffi::OsStr, PathBuf)> = skip
        .iter()
        .filter_map(|p| Some((p.file_name()?, std::fs::canonicalize(p).ok()?)))
        .collect();
    let skipped = |path: &Path| {
        skip.iter().any(|(name, full)| {
            path.file_name() == Some(*name) && std::fs::canonicalize(path).is_ok_and(|p| &p == full)
        })
    };
    let mut inputs = Vec::new();
    let mut errors = Vec::new();
    if paths.is_empty() {
        inputs.push(Input::Stdin);
    }
    for path in paths {
        if path.as_os_str() == "-" {
            inputs.push(Input::Stdin);
            continue;
        }
        if !path.is_dir() {
            if let Err(e) = std::fs::metadata(path) {
                errors.push(ParseError::new(path.to_string_lossy(), ErrorKind::Io(e)));
            } else {
                inputs.push(Input::File(path.clone()));
            }
            continue;
        }
        let walker =
            walkdir::WalkDir::new(path).sort_by_file_name().into_iter().filter_entry(|e| {
                let name = e.file_name().to_string_lossy();
                // Hidden entries, the owner files an office suite keeps beside a document while
                // it is open (`~$quiz.docx`), the `<page>_files` folders of a browser's "save
                // complete page", which hold the page's resources and frames, not pages, and the
                // files a system or a crawler leaves beside pages.
                e.depth() == 0
                    || !(name.starts_with('.')
                        || name.starts_with("~$")
                        || (e.file_type().is_dir() && name.ends_with("_files"))
                        || (e.file_type().is_file()
                            && BESIDE_PAGES.iter().any(|n| name.eq_ignore_ascii_case(n))))
            });
        for entry in walker {
            match entry {
                Ok(e) if e.file_type().is_file() && !is_asset(e.path()) && !skipped(e.path()) => {
                    inputs.push(Input::File(e.into_path()));
                }
                Ok(_) => {}
                Err(e) => {
                    let name = e.path().unwrap_or(path).to_string_lossy().into_owned();
                    let io = e
                        .into_io_error()
                        .unwrap_or_else(|| std::io::Error::other("file system loop"));
                    errors.push(ParseError::new(name, ErrorKind::Io(io)));
                }
            }
        }
    }
    (inputs, errors)
}

fn is_asset(path: &Path) -> bool {
    let ending = |p: &Path| p.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    let Some(own) = ending(path) else { return false };
    if own == "gz" {
        // A page, a question bank or a crawl archive compressed with gzip (`page.html.gz`,
        // `crawl.warc.gz`) is read; any other compressed file (`site.tar.gz`) is not.
        let inner = path.file_stem().and_then(|s| ending(Path::new(s)));
        return !inner.is_some_and(|e| COMPRESSED_READ.contains(&e.as_str()));
    }
    ASSET_ENDINGS.contains(&own.as_str())
}

/// What a file compressed with gzip is read as, by the ending before `.gz`.
const COMPRESSED_READ: &[&str] = &[
    "html", "htm", "xhtml", "shtml", "php", "asp", "aspx", "jsp", "txt", "text", "md", "markdown",
    "json", "jsonl", "xml", "gift", "csv", "tsv", "mht", "mhtml", "warc",
];

/// The bytes of a file compressed with gzip (it starts with gzip's magic bytes), unpacked, up to
/// the size limit; other bytes as they are.
fn gunzipped(bytes: Vec<u8>) -> Result<Vec<u8>, ErrorKind> {
    if !bytes.starts_with(&[0x1f, 0x8b]) {
        return Ok(bytes);
    }
    bounded::read_to_limit(flate2::read::MultiGzDecoder::new(&bytes[..]), MAX_INPUT_BYTES).map_err(
        |e| match e {
            ErrorKind::Io(e) => ErrorKind::Binary(format!("gzip data not readable: {e}")),
            e => e,
        },
    )
}

/// Each question of an input: read, or rejected with why.
type Outcomes = Vec<Result<Question, ParseError>>;

/// Reads and parses one input, giving its questions and its modification time.
fn parse_input(input: &Input) -> Result<(Outcomes, Option<SystemTime>), ParseError> {
    let name = input.name();
    let err = |kind| ParseError::new(name.clone(), kind);
    let (bytes, base, modified) = match input {
        Input::Stdin => {
            let stdin = std::io::stdin().lock();
            let bytes = bounded::read_to_limit(stdin, MAX_INPUT_BYTES).map_err(err)?;
            (gunzipped(bytes).map_err(err)?, None, None)
        }
        Input::File(path) => {
            let (bytes, modified) = bounded::read_file(path, MAX_INPUT_BYTES).map_err(err)?;
            (gunzipped(bytes).map_err(err)?, path.parent().map(Path::to_path_buf), modified)
        }
        Input::Archived { .. } => unreachable!("read from its archive by `Units`"),
    };
    Ok((parse_page(&bytes, &name, base.as_deref())?, modified))
}

/// What to read, and what to let through.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Files and directories (directories recursively); `-` is standard input, and no path at
    /// all reads standard input.
    pub paths: Vec<PathBuf>,
    /// Hand on only questions that can become cards (see
    /// [`Question::card_problems`]) and report the others as [`Failure::Question`], as `quizdeck
    /// parse` and `export` do; `quizdeck check` reads every question and reports the problems as
    /// findings instead.
    pub cards_only: bool,
    /// Hand on only the questions of these languages and topics (`--lang`, `--topic`); the others
    /// are left out before any other test, and counted in [`ReadCounts::unselected`].
    pub select: Selection,
    /// Files not read when met while walking a directory: the run's own output (`parse site -o
    /// site/questions.json` would otherwise read its previous output back in, and every
    /// question twice). A file named on its own is read all the same.
    pub skip: Vec<PathBuf>,
}

/// How much [`read`] read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReadCounts {
    /// Inputs read or tried: files, and standard input (paths that could not be walked are not
    /// counted).
    pub inputs: usize,
    /// Questions read and left out because [`ReadOptions::select`] does not select them.
    pub unselected: usize,
    /// Questions read again and left out: the same in every field but their `source` as one
    /// read before in the run (see [`Question::same_as`]). The JSON `quizdeck parse` wrote
    /// beside the pages it read gives each of their questions again; a question is read once.
    pub repeated: usize,
    /// Inputs found in a folder that are outputs of quizdeck's own (a check report, a CSV of
    /// `export`), passed over: they hold no question (see [`ErrorKind::OwnOutput`]). One named
    /// on the command line is a failure.
    pub own_outputs: usize,
}

/// A question read, with where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The question.
    pub question: Question,
    /// The input it was read from.
    pub input: Input,
    /// When the question last changed, as far as files tell: the modification time of its input
    /// file. Standard input has none; a question read from it that names a file as its `source`
    /// (the JSON `quizdeck parse` writes keeps the page's path) gets that file's time.
    pub modified: Option<SystemTime>,
}

/// Something that could not be read, in input order.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// An input that could not be read, or held no question.
    #[error(transparent)]
    Input(ParseError),
    /// A question that cannot become a card (only with [`ReadOptions::cards_only`]).
    #[error(transparent)]
    Question(ParseError),
}

/// One thing [`read`] hands on: a question, or an input or question that failed (the others
/// still go through).
pub type Item = Result<Found, Failure>;

/// All that [`read_all`] read: the questions and the failures, each in input order.
#[derive(Debug, Default)]
pub struct Batch {
    /// The questions read.
    pub found: Vec<Found>,
    /// The inputs (and with [`ReadOptions::cards_only`] the questions) that failed.
    pub failures: Vec<Failure>,
    /// How much was read.
    pub counts: ReadCounts,
}

impl Batch {
    /// The questions alone.
    pub fn into_questions(self) -> Vec<Question> {
        let mut questions: Vec<Question> = self.found.into_iter().map(|f| f.question).collect();
        // Collected in place, the list would keep the room of the larger items it came from.
        questions.shrink_to_fit();
        questions
    }
}

/// Reads every input of `options` and hands each question and each failure to `sink`, in input
/// order: first the paths that could not be walked, then input by input its failure, or its
/// questions (and, with [`ReadOptions::cards_only`], the failures of those that cannot become
/// cards).
///
/// Inputs are parsed on all cores in chunks, so that memory stays bounded however many there
/// are: at most three chunks of parsed questions are held at a time (one being parsed, one
/// waiting, one handed to `sink`). `sink` runs on the calling thread while the next chunks are
/// parsed, so that what it does with a chunk (writing JSON, adding notes to a collection, keeping
/// a page for `check`) never leaves the cores idle. `progress` advances once per input.
pub fn read(
    options: &ReadOptions,
    progress: &dyn Progress,
    mut sink: impl FnMut(Item),
) -> ReadCounts {
    let (inputs, errors) = collect_inputs(&options.paths, &options.skip);
    let mut counts = ReadCounts::default();
    for e in errors {
        sink(Err(Failure::Input(e)));
    }
    let chunk = 64 * rayon::current_num_threads().max(1);
    // How many pages an archive holds is known only once it is read.
    let archives = inputs
        .iter()
        .any(|i| matches!(i, Input::File(p) if warc::is_archive_name(&p.to_string_lossy())));
    progress.start("parse", (!archives).then_some(inputs.len() as u64));
    std::thread::scope(|scope| {
        // One chunk may wait while the next is parsed; the parser waits when `sink` is behind.
        let (parsed, chunks) = std::sync::mpsc::sync_channel::<Vec<Parsed>>(1);
        scope.spawn(move || {
            let mut units = Units::new(&inputs);
            loop {
                let units = units.chunk(chunk);
                if units.is_empty() {
                    return;
                }
                let outcomes = units
                    .into_par_iter()
                    .map(|unit| {
                        let (items, unselected) = unit_items(unit, options);
                        let hashes = items.iter().map(|i| i.as_ref().ok().map(content)).collect();
                        progress.advance(1);
                        (items, hashes, unselected)
                    })
                    .collect();
                if parsed.send(outcomes).is_err() {
                    return;
                }
            }
        });
        // An output of quizdeck's own found in a folder is passed over; one named on the command
        // line is a failure that says what it is.
        let named = |source: &str| options.paths.iter().any(|p| p.as_os_str() == source);
        // The questions handed on so far, by their content: eight bytes a question.
        let mut read_before: HashSet<u64, foldhash::fast::FixedState> = HashSet::default();
        for outcomes in chunks {
            for (items, hashes, unselected) in outcomes {
                counts.inputs += 1;
                counts.unselected += unselected;
                for (item, hash) in items.into_iter().zip(hashes) {
                    if hash.is_some_and(|h| !read_before.insert(h)) {
                        counts.repeated += 1;
                    } else if matches!(&item, Err(Failure::Input(e))
                        if matches!(e.kind, ErrorKind::OwnOutput(_)) && !named(&e.source_name))
                    {
                        counts.own_outputs += 1;
                    } else {
                        sink(item);
                    }
                }
            }
        }
    });
    progress.finish();
    counts
}

/// What the cores hand on of one unit: its items, the [`content`] of each question among them,
/// and how many questions the selection left out.
type Parsed = (Vec<Item>, Vec<Option<u64>>, usize);

/// A question's content as a number, for telling a question read again (see
/// [`ReadCounts::repeated`]). Two different questions of a run give one number once in about
/// 10¹⁹ pairs; the id is part of what is hashed, so they would also have to share an id.
fn content(found: &Found) -> u64 {
    use std::hash::BuildHasher;
    let mut h = foldhash::quality::FixedState::default().build_hasher();
    found.question.hash_content(&mut h);
    std::hash::Hasher::finish(&h)
}

/// [`read`], collected. The questions share one copy of the texts their pages repeat (see
/// [`TextPool`]): a site's pages list the titles of their neighbours and the URLs of their
/// translations, about half of what a question holds.
pub fn read_all(options: &ReadOptions, progress: &dyn Progress) -> Batch {
    let mut batch = Batch::default();
    let mut pool = TextPool::default();
    batch.counts = read(options, progress, |item| match item {
        Ok(mut f) => {
            pool.share(&mut f.question);
            batch.found.push(f);
        }
        Err(e) => batch.failures.push(e),
    });
    batch
}

/// What one unit gives, in order, and how many of its questions the selection left out.
fn unit_items(unit: Unit, options: &ReadOptions) -> (Vec<Item>, usize) {
    match unit {
        Unit::Input(input) => items(&input, parse_input(&input), options),
        // A page of an archive has no folder of its own: its images are not looked for on disk.
        Unit::Page { input, bytes, modified } => {
            let parsed = parse_page(&bytes, &input.name(), None);
            items(&input, parsed.map(|q| (q, modified)), options)
        }
        Unit::Failed(e) => (vec![Err(Failure::Input(e))], 0),
    }
}

/// What the cores are handed: an input to read, or a page already read from an archive.
enum Unit {
    Input(Input),
    Page {
        input: Input,
        bytes: Vec<u8>,
        modified: Option<SystemTime>,
    },
    /// An archive that cannot be opened, or a record of it that cannot be read.
    Failed(ParseError),
}

/// Most bytes of archived pages handed to the cores at once (a chunk of pages of an ordinary
/// size is far less).
const MAX_CHUNK_BYTES: usize = 64 * 1024 * 1024;

/// The inputs in order, each archive among them opened in its turn and read page by page, so
/// that only the pages of the chunk being parsed are in memory.
struct Units<'a> {
    inputs: std::slice::Iter<'a, Input>,
    archive: Option<Archive>,
}

/// An archive being read.
struct Archive {
    path: PathBuf,
    modified: Option<SystemTime>,
    records: warc::Records<Box<dyn std::io::BufRead + Send>>,
    /// Pages and unreadable records handed on so far.
    pages: usize,
}

impl<'a> Units<'a> {
    fn new(inputs: &'a [Input]) -> Self {
        Self { inputs: inputs.iter(), archive: None }
    }

    /// The next units, up to `n` of them and [`MAX_CHUNK_BYTES`] of archived pages.
    fn chunk(&mut self, n: usize) -> Vec<Unit> {
        let (mut units, mut bytes) = (Vec::with_capacity(n), 0);
        while units.len() < n && bytes < MAX_CHUNK_BYTES {
            let Some(unit) = self.next() else { break };
            if let Unit::Page { bytes: b, .. } = &unit {
                bytes += b.len();
            }
            units.push(unit);
        }
        units
    }

    fn next(&mut self) -> Option<Unit> {
        loop {
            if let Some(a) = &mut self.archive {
                let err = |kind| ParseError::new(a.path.to_string_lossy(), kind);
                match a.records.next() {
                    Some(Ok(page)) => {
                        a.pages += 1;
                        let input = Input::Archived { archive: a.path.clone(), uri: page.uri };
                        return Some(Unit::Page { input, bytes: page.bytes, modified: a.modified });
                    }
                    Some(Err((record, message))) => {
                        a.pages += 1;
                        return Some(Unit::Failed(err(ErrorKind::Archive { record, message })));
                    }
                    // An archive that gave nothing at all is named, as a page with no question is.
                    None if a.pages == 0 => {
                        let e = err(ErrorKind::NotAQuiz(crate::Missing::Page));
                        self.archive = None;
                        return Some(Unit::Failed(e));
                    }
                    None => self.archive = None,
                }
            }
            let input = self.inputs.next()?;
            match input {
                Input::File(path) if warc::is_archive_name(&path.to_string_lossy()) => {
                    match open_archive(path) {
                        Ok(archive) => self.archive = Some(archive),
                        Err(kind) => {
                            return Some(Unit::Failed(ParseError::new(
                                path.to_string_lossy(),
                                kind,
                            )));
                        }
                    }
                }
                input => return Some(Unit::Input(input.clone())),
            }
        }
    }
}

/// Opens a crawl archive, compressed with gzip or not (told by its first bytes).
fn open_archive(path: &Path) -> Result<Archive, ErrorKind> {
    use std::io::BufRead;
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(ErrorKind::NotAFile("not a regular file"));
    }
    let mut reader = std::io::BufReader::with_capacity(1 << 16, file);
    let records: Box<dyn BufRead + Send> = if reader.fill_buf()?.starts_with(&[0x1f, 0x8b]) {
        let gz = flate2::bufread::MultiGzDecoder::new(reader);
        Box::new(std::io::BufReader::with_capacity(1 << 16, gz))
    } else {
        Box::new(reader)
    };
    Ok(Archive {
        path: path.to_path_buf(),
        modified: meta.modified().ok(),
        records: warc::Records::new(records, MAX_INPUT_BYTES),
        pages: 0,
    })
}

/// What one input gives, in order, and how many of its questions the selection left out.
fn items(
    input: &Input,
    parsed: Result<(Outcomes, Option<SystemTime>), ParseError>,
    options: &ReadOptions,
) -> (Vec<Item>, usize) {
    let (questions, modified) = match parsed {
        Ok(read) => read,
        Err(e) => return (vec![Err(Failure::Input(e))], 0),
    };
    let read = questions.len();
    // A question that could not be read is reported whatever the selection: what it is
    // cannot be told. Each keeps its place on the page, which names it in a rejection.
    let questions: Vec<_> = (questions.into_iter().enumerate())
        .filter(|(_, q)| q.as_ref().map_or(true, |q| options.select.matches(q)))
        .collect();
    let unselected = read - questions.len();
    let items = questions
        .into_iter()
        .map(|(n, question)| {
            // A question the page holds but that could not be read; the others go on.
            let question = question.map_err(Failure::Question)?;
            if options.cards_only
                && let Err(e) = verify_on_page(&question, n + 1, read)
            {
                return Err(Failure::Question(e));
            }
            let modified = match input {
                Input::File(_) | Input::Archived { .. } => modified,
                Input::Stdin => source_time(&question),
            };
            Ok(Found { question, input: input.clone(), modified })
        })
        .collect();
    (items, unselected)
}

/// The modification time of the file a question names as its source, if it names one.
fn source_time(q: &Question) -> Option<SystemTime> {
    if q.source.is_empty() || q.source == "-" {
        return None;
    }
    std::fs::metadata(&q.source).and_then(|m| m.modified()).ok()
}

#[cfg(test)]
mod tests {
    use quizdeck_model::NoProgress;

    use super::*;

    const PAGE: &str = "Arithmetic\n\nHow much is 2 + 2?\n\n  1. A3\n  2. B4\n\nAnswer: B. 4\n";

    fn read(paths: &[&Path], cards_only: bool) -> Vec<Item> {
        let paths = paths.iter().map(|p| p.to_path_buf()).collect();
        let options = ReadOptions { paths, cards_only, ..ReadOptions::default() };
        let mut items = Vec::new();
        super::read(&options, &NoProgress, |item| items.push(item));
        items
    }

    /// A file named on its own and met again in its folder gives its question once; another
    /// page with the same question but for a word is handed on as the second question it is.
    #[test]
    fn a_question_read_again_unchanged_is_handed_on_once() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.txt"), PAGE).unwrap();
        std::fs::write(dir.path().join("b.txt"), PAGE.replace("How much", "How many")).unwrap();
        let paths = vec![dir.path().join("a.txt"), dir.path().to_path_buf()];
        let options = ReadOptions { paths, ..ReadOptions::default() };
        let mut sources = Vec::new();
        let counts = super::read(&options, &NoProgress, |item| {
            sources.push(item.unwrap().question.source);
        });
        assert_eq!((counts.inputs, counts.repeated), (3, 1));
        let name = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
        assert_eq!(sources, [name("a.txt"), name("b.txt")]);
    }

    #[test]
    fn questions_and_failures_come_in_input_order_with_their_input_and_its_time() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.txt"), PAGE).unwrap();
        std::fs::write(dir.path().join("b.txt"), "").unwrap();
        std::fs::write(dir.path().join("c.txt"), PAGE.replace("Answer: B", "Answer: E")).unwrap();
        let missing = dir.path().join("missing.txt");
        let items = read(&[dir.path(), &missing], true);
        let shown: Vec<String> = items
            .iter()
            .map(|i| match i {
                Ok(f) => format!("found {}", f.question.answer),
                Err(Failure::Input(e)) => format!("input {}", e.kind),
                Err(Failure::Question(e)) => format!("question {}", e.kind),
            })
            .collect();
        assert_eq!(shown[0].split(':').next(), Some("input cannot read"), "{shown:?}");
        assert_eq!(
            shown[1..],
            [
                "found B",
                "input empty file",
                "question inconsistent question: \
                   the answer E names no choice (choices A, B)"
            ]
        );
        let Ok(found) = &items[1] else { unreachable!() };
        assert_eq!(found.input, Input::File(dir.path().join("a.txt")));
        let time = std::fs::metadata(dir.path().join("a.txt")).unwrap().modified().unwrap();
        assert_eq!(found.modified, Some(time));
    }

    /// Counts the inputs parsed.
    #[derive(Default)]
    struct Parsed(std::sync::atomic::AtomicU64);

    impl Progress for Parsed {
        fn advance(&self, n: u64) {
            self.0.fetch_add(n, std::sync::atomic::Ordering::SeqCst);
        }
    }

    #[test]
    fn the_next_chunk_is_parsed_while_the_sink_handles_one_and_order_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let chunk = 64 * rayon::current_num_threads().max(1);
        let n = 2 * chunk + 7;
        for i in 0..n {
            let page = PAGE.replace("2 + 2", &format!("{i} + 2"));
            std::fs::write(dir.path().join(format!("{i:05}.txt")), page).unwrap();
        }
        let progress = Parsed::default();
        let options = ReadOptions { paths: vec![dir.path().to_path_buf()], ..Default::default() };
        let (mut stems, mut overlapped) = (Vec::new(), None);
        super::read(&options, &progress, |item| {
            if overlapped.is_none() {
                // Held on the first question until inputs past its chunk are parsed: that
                // happens only if parsing goes on while the sink works.
                let start = std::time::Instant::now();
                let past = || progress.0.load(std::sync::atomic::Ordering::SeqCst) > chunk as u64;
                while !past() && start.elapsed() < std::time::Duration::from_secs(60) {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                overlapped = Some(past());
            }
            stems.push(item.unwrap().question.stem);
        });
        assert_eq!(overlapped, Some(true), "no input of the next chunk was parsed meanwhile");
        let expected: Vec<String> = (0..n).map(|i| format!("How much is {i} + 2?")).collect();
        assert_eq!(stems, expected);
    }

    #[test]
    fn questions_read_together_share_the_titles_and_links_their_pages_repeat() {
        let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/site");
        let options = ReadOptions { paths: vec![site], ..ReadOptions::default() };
        let questions = read_all(&options, &NoProgress).into_questions();
        let texts = |q: &Question| -> Vec<std::sync::Arc<str>> {
            let links = q.translations.iter().flat_map(|(l, u)| [l.clone(), u.clone()]);
            q.related.iter().cloned().chain(links).collect()
        };
        let mut first: std::collections::HashMap<String, std::sync::Arc<str>> = Default::default();
        let mut repeated = 0;
        for text in questions.iter().flat_map(texts) {
            match first.get(&*text) {
                Some(seen) => {
                    assert!(std::sync::Arc::ptr_eq(seen, &text), "{text} is held twice");
                    repeated += 1;
                }
                None => {
                    first.insert(text.to_string(), text);
                }
            }
        }
        assert!(repeated > 20, "the site's pages repeat titles and links: {repeated}");
        // The pages of one question name the same translations: one map for them all.
        let html: Vec<&Question> = questions.iter().filter(|q| q.url.is_some()).collect();
        let mut maps: Vec<&std::sync::Arc<_>> = Vec::new();
        for q in &html {
            let same = maps.iter().find(|m| ***m == q.translations);
            match same {
                Some(m) => assert!(std::sync::Arc::ptr_eq(m, &q.translations), "{}", q.source),
                None => maps.push(&q.translations),
            }
        }
        assert!(maps.len() < html.len(), "{} maps for {} pages", maps.len(), html.len());
    }

    #[test]
    fn without_cards_only_a_question_that_is_no_card_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.txt");
        std::fs::write(&path, PAGE.replace("Answer: B", "Answer: E")).unwrap();
        let options = ReadOptions { paths: vec![path], ..ReadOptions::default() };
        let batch = read_all(&options, &NoProgress);
        assert!(batch.failures.is_empty());
        assert_eq!(batch.into_questions()[0].answer, "E");
    }

    #[test]
    fn unselected_questions_are_left_out_before_verification_and_counted() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.txt"), PAGE).unwrap();
        std::fs::write(dir.path().join("c.txt"), PAGE.replace("Answer: B", "Answer: E")).unwrap();
        let read = |select: Selection| {
            let paths = vec![dir.path().to_path_buf()];
            let options = ReadOptions { paths, cards_only: true, select, skip: Vec::new() };
            let mut items = Vec::new();
            let counts = super::read(&options, &NoProgress, |item| items.push(item));
            (items.len(), counts)
        };
        let german = Selection { langs: vec!["de".into()], topic: None };
        assert_eq!(
            read(german),
            (0, ReadCounts { inputs: 2, unselected: 2, ..ReadCounts::default() })
        );
        let arithmetic = Selection { langs: vec![], topic: Some("ARITH*".parse().unwrap()) };
        assert_eq!(read(arithmetic), (2, ReadCounts { inputs: 2, ..ReadCounts::default() }));
        let english =
            Selection { langs: vec!["en".into()], topic: Some("chemistry".parse().unwrap()) };
        assert_eq!(
            read(english),
            (0, ReadCounts { inputs: 2, unselected: 2, ..ReadCounts::default() })
        );
    }

    #[test]
    fn a_question_from_standard_input_takes_the_time_of_the_file_it_names() {
        let file = tempfile::NamedTempFile::new().unwrap();
        let mut q = Question::new("en", "t", "s");
        q.source = file.path().to_string_lossy().into_owned();
        assert_eq!(source_time(&q), file.as_file().metadata().unwrap().modified().ok());
        q.source = "-".into();
        assert_eq!(source_time(&q), None);
    }
}
