//! Typed parse errors.

use std::fmt;

/// Why an input could not be read as quiz questions.
#[derive(Debug, thiserror::Error)]
#[error("{source_name}: {kind}")]
pub struct ParseError {
    /// The input (a path, or `-` for standard input).
    pub source_name: String,
    /// What went wrong.
    pub kind: ErrorKind,
}

/// The kinds of [`ParseError`].
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input could not be read.
    #[error("cannot read: {0}")]
    Io(#[from] std::io::Error),
    /// The input has no content.
    #[error("empty file")]
    Empty,
    /// The input is not text.
    #[error("binary data, not a quiz page ({0})")]
    Binary(String),
    /// A file of a format no quiz page is written in (a Word document, a PDF, a zip archive),
    /// given by mistake: what it is, and what to do instead.
    #[error("{what}, not a quiz page: {advice}")]
    Document {
        /// What it is (`a Word document (.docx)`).
        what: &'static str,
        /// What to do with it (`save it as a web page …`).
        advice: &'static str,
    },
    /// The input is larger than the reader accepts.
    #[error("{size} bytes is larger than the {limit}-byte limit")]
    TooLarge {
        /// Size of the input.
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// A stream (standard input, a FIFO) went on past the size limit; what came after the limit
    /// was not read.
    #[error("more than the {limit}-byte limit (the rest was not read)")]
    StreamTooLarge {
        /// The limit.
        limit: u64,
    },
    /// The input is neither a regular file nor a FIFO (a device such as `/dev/zero` never ends).
    #[error("{0}, not a file: not read")]
    NotAFile(&'static str),
    /// The input is text, but no quiz question was found in it.
    #[error("not a quiz page: {0}")]
    NotAQuiz(Missing),
    /// A question was found but part of it is missing (the page may be truncated).
    #[error("incomplete question{at}: {missing}")]
    Incomplete {
        /// What is missing.
        missing: Missing,
        /// Where, when known (`" at line 12"`).
        at: Position,
    },
    /// A question contradicts itself.
    #[error("inconsistent question{at}: {message}")]
    Inconsistent {
        /// What disagrees.
        message: String,
        /// Where, when known.
        at: Position,
    },
    /// A question bank (Moodle XML) that its format's reader cannot read.
    #[error("not well-formed {format}{at}: {message}")]
    Malformed {
        /// The format (`Moodle XML`).
        format: &'static str,
        /// The reader's message.
        message: String,
        /// Where.
        at: Position,
    },
    /// A record of a crawl archive (WARC) that cannot be read.
    #[error("crawl archive, record {record}: {message}")]
    Archive {
        /// The record's number in the archive (1-based).
        record: usize,
        /// What is wrong.
        message: String,
    },
    /// An output quizdeck wrote (a check report, a CSV layout of `export`), met among the
    /// inputs: it holds no question. Readers of a batch pass it over (see
    /// `ReadCounts::own_outputs`).
    #[error("{0}: holds no question, not read")]
    OwnOutput(&'static str),
    /// quizdeck JSON that does not fit the model.
    #[error("invalid question JSON{at}: {message}")]
    Json {
        /// The decoder's message.
        message: String,
        /// Where.
        at: Position,
    },
}

/// The part of a question that was not found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Missing {
    /// No run of lettered choices (A, B, …).
    Choices,
    /// No question text before the choices.
    Stem,
    /// No reveal naming the correct letter.
    Answer,
    /// A task list with no item checked.
    CheckedBox,
    /// A question among others on its page with no choices to pick from (one answered in a text
    /// box).
    Options,
    /// No topic title.
    Topic,
    /// A web archive holding no HTML page.
    Page,
    /// A question bank's question with no option marked right (full marks, `=`).
    Marked,
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Missing::Choices => "no run of lettered choices (A, B, …) found",
            Missing::Stem => "no question text found before the choices",
            Missing::Answer => "no answer naming one of the choice letters found",
            Missing::CheckedBox => "no option of its task list is checked",
            Missing::Options => "no choices to pick from",
            Missing::Topic => "no topic title found",
            Missing::Page => "a web archive with no HTML page in it",
            Missing::Marked => "no option is marked right",
        })
    }
}

/// A position in an input, shown after the message when known.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Position {
    /// 1-based line.
    pub line: Option<usize>,
    /// 1-based index of the question within a page holding several.
    pub question: Option<usize>,
}

impl Position {
    /// At a line.
    pub fn line(line: usize) -> Self {
        Self { line: Some(line), question: None }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(q) = self.question {
            write!(f, " #{q}")?;
        }
        if let Some(l) = self.line {
            write!(f, " at line {l}")?;
        }
        Ok(())
    }
}

impl ParseError {
    /// An error of `kind` in `source_name`.
    pub fn new(source_name: impl Into<String>, kind: ErrorKind) -> Self {
        Self { source_name: source_name.into(), kind }
    }

    /// The same error about the `n`th question (1-based) of a page of several, where it does not
    /// say which one yet.
    pub(crate) fn at_question(mut self, n: usize) -> Self {
        if let ErrorKind::Incomplete { at, .. } | ErrorKind::Inconsistent { at, .. } =
            &mut self.kind
            && at.question.is_none()
        {
            at.question = Some(n);
        }
        self
    }
}
