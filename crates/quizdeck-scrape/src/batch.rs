//! Reading many inputs: directory walking, parallel parsing, ordered delivery.

use std::io::Read;
use std::path::{Path, PathBuf};

use quizdeck_model::{Progress, Question};
use rayon::prelude::*;

use crate::{ErrorKind, ParseError, parse_bytes};

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

/// One input: a file, or standard input (`-`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A file.
    File(PathBuf),
    /// Standard input.
    Stdin,
}

impl Input {
    /// The name used in `source` and in messages.
    pub fn name(&self) -> String {
        match self {
            Input::File(p) => p.to_string_lossy().into_owned(),
            Input::Stdin => "-".to_owned(),
        }
    }
}

/// Expands `paths` into inputs: files as given, directories walked recursively in sorted order
/// (hidden entries and asset files skipped), `-` as standard input. Paths that do not exist become
/// errors; the rest still go through.
pub fn collect_inputs(paths: &[PathBuf]) -> (Vec<Input>, Vec<ParseError>) {
    let mut inputs = Vec::new();
    let mut errors = Vec::new();
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
                // Hidden entries, and the `<page>_files` folders of a browser's "save complete
                // page", which hold the page's resources and frames, not pages.
                e.depth() == 0
                    || !(name.starts_with('.')
                        || (e.file_type().is_dir() && name.ends_with("_files")))
            });
        for entry in walker {
            match entry {
                Ok(e) if e.file_type().is_file() && !is_asset(e.path()) => {
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
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| ASSET_ENDINGS.iter().any(|a| a.eq_ignore_ascii_case(e)))
}

/// Reads and parses one input.
pub fn parse_input(input: &Input) -> Result<Vec<Question>, ParseError> {
    let name = input.name();
    let err = |kind| ParseError::new(name.clone(), kind);
    let (bytes, base) = match input {
        Input::Stdin => {
            let mut buf = Vec::new();
            std::io::stdin()
                .lock()
                .take(MAX_INPUT_BYTES + 1)
                .read_to_end(&mut buf)
                .map_err(|e| err(ErrorKind::Io(e)))?;
            (buf, None)
        }
        Input::File(path) => {
            let size = std::fs::metadata(path).map_err(|e| err(ErrorKind::Io(e)))?.len();
            if size > MAX_INPUT_BYTES {
                return Err(err(ErrorKind::TooLarge { size, limit: MAX_INPUT_BYTES }));
            }
            let bytes = std::fs::read(path).map_err(|e| err(ErrorKind::Io(e)))?;
            (bytes, path.parent().map(Path::to_path_buf))
        }
    };
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(err(ErrorKind::TooLarge { size: bytes.len() as u64, limit: MAX_INPUT_BYTES }));
    }
    parse_bytes(&bytes, &name, base.as_deref())
}

/// Parses `inputs` on all cores and hands each outcome to `sink` in input order.
///
/// Inputs are taken in chunks so that memory stays bounded however many there are: only one chunk
/// of parsed questions is held at a time. `progress` advances once per input.
pub fn parse_inputs<F>(inputs: &[Input], progress: &dyn Progress, mut sink: F)
where
    F: FnMut(&Input, Result<Vec<Question>, ParseError>),
{
    let chunk = 64 * rayon::current_num_threads().max(1);
    progress.start("parse", Some(inputs.len() as u64));
    for inputs in inputs.chunks(chunk) {
        let outcomes: Vec<_> = inputs
            .par_iter()
            .map(|input| {
                let outcome = parse_input(input);
                progress.advance(1);
                outcome
            })
            .collect();
        for (input, outcome) in inputs.iter().zip(outcomes) {
            sink(input, outcome);
        }
    }
    progress.finish();
}

/// Reads every question of `paths` (see [`collect_inputs`]), returning the questions in input order
/// and the errors of the inputs that failed.
pub fn read_all(paths: &[PathBuf], progress: &dyn Progress) -> (Vec<Question>, Vec<ParseError>) {
    let (inputs, mut errors) = collect_inputs(paths);
    let mut questions = Vec::new();
    parse_inputs(&inputs, progress, |_, outcome| match outcome {
        Ok(qs) => questions.extend(qs),
        Err(e) => errors.push(e),
    });
    (questions, errors)
}
