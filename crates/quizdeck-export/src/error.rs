//! Typed export errors and the per-question problems an export reports.

use std::fmt;
use std::path::PathBuf;

/// Why an export could not be written.
#[derive(Debug, thiserror::Error)]
#[error("{}{kind}", .path.as_ref().map(|p| format!("{}: ", p.display())).unwrap_or_default())]
pub struct ExportError {
    /// The file concerned, when there is one.
    pub path: Option<PathBuf>,
    /// What went wrong.
    pub kind: ErrorKind,
}

/// The kinds of [`ExportError`].
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Reading or writing a file failed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The SQLite collection inside an Anki package could not be written or read.
    #[error("collection database: {0}")]
    Database(#[from] rusqlite::Error),
    /// The zip container of an Anki package could not be written or read.
    #[error("zip archive: {0}")]
    Zip(#[from] zip::result::ZipError),
    /// A CSV record could not be written.
    #[error("CSV: {0}")]
    Csv(#[from] csv::Error),
    /// JSON could not be written or read.
    #[error("JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// A file is not an Anki package of the kind quizdeck writes.
    #[error("not an Anki package quizdeck can read: {0}")]
    NotAPackage(String),
}

impl ExportError {
    /// An error of `kind` concerning no particular file.
    pub fn new(kind: impl Into<ErrorKind>) -> Self {
        Self { path: None, kind: kind.into() }
    }

    /// An error of `kind` concerning `path`.
    pub fn at(path: impl Into<PathBuf>, kind: impl Into<ErrorKind>) -> Self {
        Self { path: Some(path.into()), kind: kind.into() }
    }
}

/// `?` on the underlying errors gives an [`ExportError`] without a path; callers that know the
/// file add it with [`ExportError::at`].
macro_rules! from_source {
    ($($t:ty),*) => {$(
        impl From<$t> for ExportError {
            fn from(e: $t) -> Self {
                Self::new(e)
            }
        }
    )*};
}

from_source!(std::io::Error, rusqlite::Error, zip::result::ZipError, csv::Error, serde_json::Error);

/// A question an export left out, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// The question's id.
    pub id: String,
    /// The input it came from.
    pub source: String,
    /// Why it was left out.
    pub reason: SkipReason,
}

/// Why a question was left out of an export.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SkipReason {
    /// An earlier question has the same id (and so would get the same Anki note).
    DuplicateId {
        /// The input of the question that was kept.
        kept_from: String,
    },
    /// The question has no choices.
    NoChoices,
    /// The question has more choices than the note type has fields for.
    TooManyChoices {
        /// How many it has.
        count: usize,
        /// How many fit.
        max: usize,
        /// The note type's name.
        note_type: String,
    },
    /// The answer names no choice, so no card could mark the right one.
    AnswerNotAChoice {
        /// The answer as given.
        answer: String,
    },
    /// The answer's letter names one choice and its text another: which is right cannot be
    /// told (`quizdeck check` reports it as `answer-text-mismatch`).
    AnswerTextIsAnotherChoice {
        /// The answer's letter.
        answer: String,
        /// The letter of the choice whose text the answer gives.
        text_of: String,
    },
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: question {} left out: {}", self.source, self.id, self.reason)
    }
}

impl fmt::Display for SkipReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkipReason::DuplicateId { kept_from } => {
                write!(f, "the same id was already read from {kept_from}")
            }
            SkipReason::NoChoices => f.write_str("it has no choices"),
            SkipReason::TooManyChoices { count, max, note_type } => {
                write!(f, "it has {count} choices; the note type {note_type:?} holds at most {max}")
            }
            SkipReason::AnswerNotAChoice { answer } => {
                write!(f, "the answer {answer:?} names none of its choices")
            }
            SkipReason::AnswerTextIsAnotherChoice { answer, text_of } => write!(
                f,
                "the answer names {answer} but gives the text of choice {text_of}: which is right cannot \
                 be told"
            ),
        }
    }
}
