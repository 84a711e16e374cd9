//! Exporters from the quizdeck model to Anki packages, CSV and JSON.
//!
//! Every format is an [`Exporter`]: it takes questions and writes one file. [`export_to_path`]
//! writes it atomically (a temporary file beside the target, renamed into place), so an
//! interrupted export never leaves a half-written file and never destroys the previous one.
//!
//! - [`ApkgExporter`]: an `.apkg` of quizdeck's own multiple-choice note type (or of a
//!   [`NoteType`]: Anki's Basic, the "Multiple Choice for Anki" add-on's), with stable note GUIDs,
//!   note type and deck names, so that importing a newer export updates notes in place.
//! - [`AnkiCsvExporter`]: CSV in Anki's text-import format for its built-in "Basic" note type or
//!   the add-on's.
//! - [`ReviewCsvExporter`]: CSV with one row per question and its languages side by side.
//! - [`JsonExporter`]: the model exactly as `quizdeck parse` prints it.
//!
//! What goes on each note ([`CardOptions`]: note type, tags, shuffled choices, a hint in another
//! language) is the same in a package and in Anki CSV.
//!
//! Text taken from pages is HTML-escaped and every field passes an allow-list sanitizer before it
//! reaches a deck.
//!
//! ```
//! use quizdeck_export::{ExportOptions, Format, export_to_path};
//! use quizdeck_model::{Choice, NoProgress, Question};
//!
//! let mut q = Question::new("en", "Arithmetic", "How much is 2 + 2?");
//! q.choices = vec![Choice::new("A", "3"), Choice::new("B", "4")];
//! q.answer = "B".into();
//! q.assign_id();
//!
//! let dir = tempfile::tempdir()?;
//! let out = dir.path().join("deck.apkg");
//! let exporter = Format::Apkg.exporter(&ExportOptions::default());
//! let report = export_to_path(exporter.as_ref(), &[q], &out, &NoProgress)?;
//! assert_eq!(report.written, 1);
//! assert_eq!(report.decks, ["Quizdeck", "Quizdeck::en", "Quizdeck::en::Arithmetic"]);
//! assert!(std::fs::metadata(&out)?.len() > 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod anki_csv;
mod apkg;
mod atomic;
mod basic;
mod cards;
mod error;
mod format;
mod hint;
mod html;
mod identity;
mod json;
mod mc_addon;
mod media;
mod note_type;
mod notes;
mod review_csv;
mod svg;

use std::io::{Cursor, Seek, Write};
use std::path::Path;

use quizdeck_model::{Progress, Question};

pub use anki_csv::AnkiCsvExporter;
pub use apkg::{
    ApkgExporter, NOTETYPE_ID, NOTETYPE_NAME, NoteTimes, PackageWriter, Previous, field_names,
};
pub use atomic::{AtomicFile, Scratch, remove_temporary_files};
pub use cards::{CardOptions, SHUFFLE_TAG};
pub use error::{ErrorKind, ExportError, SkipReason, Skipped};
pub use format::{CsvLayout, ExportOptions, Format};
pub use identity::{DEFAULT_ROOT, DeckLayout, note_guid};
pub use json::{JsonExporter, JsonStyle, JsonWriter};
pub use media::{DEFAULT_MAX_IMAGE_BYTES, MediaPolicy, media_name};
pub use note_type::{Model, NoteType};
pub use notes::MAX_CHOICES;
pub use review_csv::ReviewCsvExporter;

/// Where an exporter writes: a fresh, empty, seekable destination (an Anki package is a zip,
/// which is written with seeks).
pub trait Output: Write + Seek {}

impl<T: Write + Seek + ?Sized> Output for T {}

/// One output format.
pub trait Exporter {
    /// Writes `questions` to `out`, calling `progress` once per question written.
    fn export(
        &self,
        questions: &[Question],
        out: &mut dyn Output,
        progress: &dyn Progress,
    ) -> Result<ExportReport, ExportError>;
}

/// What an export did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExportReport {
    /// Questions given.
    pub questions: usize,
    /// Questions written (notes, rows or objects).
    pub written: usize,
    /// Rows written, for formats whose rows hold several questions (the review CSV: one row per
    /// question across its languages).
    pub rows: Option<usize>,
    /// Deck names used, parents included (formats with decks only).
    pub decks: Vec<String>,
    /// Media files packed (formats that carry media only).
    pub media: Option<usize>,
    /// Questions left out, and why.
    pub skipped: Vec<Skipped>,
    /// Things that went through but not as asked (an image not found, an unreadable earlier
    /// export).
    pub warnings: Vec<String>,
    /// With a hint language: how many notes got the question in that language, and how many of
    /// those in other languages found no version in it.
    pub hints: Option<HintCount>,
}

/// How many notes got a hint (`--hint-lang`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HintCount {
    /// The hint language.
    pub lang: String,
    /// Notes with the question in that language on their back.
    pub with: usize,
    /// Notes of questions in other languages that have no version in it (and so no hint).
    pub without: usize,
}

/// Runs `exporter` into the file at `path`, atomically: the output goes to a temporary file in
/// the same folder, which replaces `path` only once complete and synced. On any error the
/// temporary file is removed and `path` is left as it was. A symlink's target is written; a FIFO
/// or a character device (`/dev/stdout`) is written through (see [`AtomicFile`]).
pub fn export_to_path(
    exporter: &dyn Exporter,
    questions: &[Question],
    path: &Path,
    progress: &dyn Progress,
) -> Result<ExportReport, ExportError> {
    write_to_path(path, |out| exporter.export(questions, out, progress))
}

/// Runs `write` into the file at `path`, atomically, as [`export_to_path`] runs an exporter: for
/// an output written otherwise than by [`Exporter::export`] (a [`PackageWriter`] finishing). A
/// destination that cannot seek gets the output built in memory.
pub fn write_to_path(
    path: &Path,
    write: impl FnOnce(&mut dyn Output) -> Result<ExportReport, ExportError>,
) -> Result<ExportReport, ExportError> {
    let at = |e| ExportError::at(path, e);
    let mut file = AtomicFile::create(path).map_err(at)?;
    let report =
        if file.is_seekable() { write(file.file_mut()) } else { write_to_writer(&mut file, write) }
            .map_err(|mut e| {
                e.path.get_or_insert_with(|| path.to_path_buf());
                e
            })?;
    file.commit().map_err(at)?;
    Ok(report)
}

/// Runs `exporter` into a stream that cannot seek (standard output, a pipe): the output is built
/// in memory, then written.
pub fn export_to_writer(
    exporter: &dyn Exporter,
    questions: &[Question],
    out: &mut dyn Write,
    progress: &dyn Progress,
) -> Result<ExportReport, ExportError> {
    write_to_writer(out, |buffer| exporter.export(questions, buffer, progress))
}

/// Runs `write` into a stream that cannot seek, as [`export_to_writer`] runs an exporter.
pub fn write_to_writer(
    out: &mut dyn Write,
    write: impl FnOnce(&mut dyn Output) -> Result<ExportReport, ExportError>,
) -> Result<ExportReport, ExportError> {
    let mut buffer = Cursor::new(Vec::new());
    let report = write(&mut buffer)?;
    out.write_all(buffer.get_ref())?;
    out.flush()?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use quizdeck_model::NoProgress;

    use super::*;

    /// Fails after writing a little, like an export interrupted half-way.
    struct Failing;

    impl Exporter for Failing {
        fn export(
            &self,
            _: &[Question],
            out: &mut dyn Output,
            _: &dyn Progress,
        ) -> Result<ExportReport, ExportError> {
            out.write_all(b"half")?;
            Err(std::io::Error::other("interrupted").into())
        }
    }

    #[test]
    fn a_failed_export_keeps_the_previous_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.json");
        std::fs::write(&path, "previous").unwrap();
        let err = export_to_path(&Failing, &[], &path, &NoProgress).unwrap_err();
        assert_eq!(err.path.as_deref(), Some(path.as_path()));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "previous");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_finished_export_replaces_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.jsonl");
        std::fs::write(&path, "previous").unwrap();
        let q = Question::new("en", "t", "s");
        let exporter = Format::Jsonl.exporter(&ExportOptions::default());
        export_to_path(exporter.as_ref(), &[q], &path, &NoProgress).unwrap();
        assert!(std::fs::read_to_string(&path).unwrap().starts_with("{\"id\""));
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
