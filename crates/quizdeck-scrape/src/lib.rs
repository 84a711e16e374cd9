//! Readers that turn quiz pages into the quizdeck model.
//!
//! These kinds of input are recognized from their content, never from the file name:
//! - HTML pages (parsed with `scraper`), including schema.org `Quiz`/`Question` JSON-LD;
//! - text renderings of pages (what a browser's "save as text" gives);
//! - the JSON and JSON Lines that `quizdeck parse` writes, so an edited export can be read back;
//! - learning platforms' question banks (Moodle XML, GIFT, IMS QTI) and question sheets (CSV).
//!
//! The page layout is recognized from its structure, not from the words of any one language: each
//! shape of choices (lettered runs, form fields, task lists, inline options …) and of answer
//! evidence (a key line naming labels, a reveal giving a choice's text, a checked task-list box,
//! markup) is a small recognizer returning candidates with the evidence they rest on; a question
//! takes an answer only when its evidence agrees, records how it was found (`answer_from`), and
//! is otherwise reported rather than guessed. Markdown quiz files are read too.
//!
//! [`parse_page`] reads one input, each question on its own: one question that cannot be read is
//! reported (with its number on the page and its line) and the others still come out;
//! [`parse_bytes`] is the strict form. [`read`] is how every command reads many: it walks files
//! and directories, parses them on all cores and hands on, in input order, each question with its
//! input and that input's modification time, and each failure; [`read_all`] collects the same.
//! [`read`] also opens crawl archives (WARC, told by their `.warc` or `.warc.gz` ending, the one
//! input known by its name) and reads their HTML pages one by one, and unpacks inputs compressed
//! with gzip.
//!
//! ```
//! let page = "English\nMenu\n\nArithmetic\n\nHow much is 2 + 2?\n\n  1. A3\n  2. B4\nShow answer\n\n\
//!             Answer: B. 4\n\nTwo and two make four.\n\nMore questions about Arithmetic\n\n  1. How much is 3 + 3?\n";
//! let questions = quizdeck_scrape::parse_bytes(page.as_bytes(), "page.txt", None).unwrap();
//! let q = &questions[0];
//! assert_eq!((q.lang.as_str(), q.topic.as_str(), q.answer.as_str()), ("en", "Arithmetic", "B"));
//! assert_eq!(q.choices[1].text, "4");
//! assert_eq!(&*q.related[0], "How much is 3 + 3?");
//!
//! // Two questions, the second with no key: it is reported, the first still comes out.
//! let quiz = "## Sums\n\n#### Q1. 1 + 1?\n\n- [ ] 1\n- [x] 2\n\n#### Q2. 2 + 2?\n\n- [ ] 3\n- [ ] 4\n";
//! let outcomes = quizdeck_scrape::parse_page(quiz.as_bytes(), "sums.md", None).unwrap();
//! assert_eq!(outcomes[0].as_ref().unwrap().answer, "B");
//! let err = outcomes[1].as_ref().unwrap_err().to_string();
//! assert_eq!(err, "sums.md: incomplete question #2 at line 10: no option of its task list is checked");
//! ```

mod admonition;
mod answer;
mod answer_key;
mod batch;
mod block;
mod bounded;
mod byline;
mod chat;
mod choices;
mod counter;
mod decode;
mod denial;
mod depth;
mod document;
mod element;
mod error;
mod exchange;
mod explain;
mod flat;
mod gift;
mod html;
mod json;
mod jsonld;
mod key_line;
mod keys;
mod label;
mod lang;
mod layout;
mod learnr;
mod lexicon;
mod listed;
mod markdown;
mod marks;
mod mhtml;
mod moodle_xml;
mod option_word;
mod own;
mod page;
mod parts;
mod qti;
mod related;
mod reshape;
mod reveal;
mod said;
mod sentence;
mod sheet;
mod stem;
mod strong;
mod table_rows;
mod title;
mod trail;
mod verdict;
mod verify;
mod votes;
mod warc;

pub use batch::{
    Batch, Failure, Found, Input, Item, MAX_INPUT_BYTES, ReadCounts, ReadOptions, read, read_all,
};
pub use error::{ErrorKind, Missing, ParseError, Position};
pub use verify::{verify, verify_on_page};

use std::path::Path;

use quizdeck_model::Question;

/// Parses one input, each question on its own: the questions read, and the questions that could
/// not be read (each error names the input and the question: its number on the page and its
/// line, where known), in page order. The outer error is for an input that holds no question at
/// all (not a quiz page, empty, binary).
pub fn parse_page(
    bytes: &[u8],
    source: &str,
    base: Option<&Path>,
) -> Result<Vec<Result<Question, ParseError>>, ParseError> {
    let err = |kind| ParseError::new(source, kind);
    if let Some(doc) = document::recognize(bytes) {
        return Err(err(ErrorKind::Document { what: doc.what, advice: doc.advice }));
    }
    let text = if mhtml::is_archive(bytes) {
        mhtml::main_page(bytes).ok_or(err(ErrorKind::NotAQuiz(Missing::Page)))?.into()
    } else {
        decode::decode(bytes).map_err(err)?
    };
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        return Err(err(ErrorKind::Empty));
    }
    // An input that gives no question may be an output of quizdeck's own, kept beside the pages
    // it was made of: it is named as such (see `own`).
    let outcomes = outcomes(&text, trimmed, source, base)
        .map_err(|e| own::output(trimmed).map_or(e, |what| err(ErrorKind::OwnOutput(what))))?;
    Ok(outcomes
        .into_iter()
        .map(|outcome| {
            let mut q = outcome.map_err(err)?;
            if q.source.is_empty() {
                q.source = source.to_owned();
            }
            if q.id.is_empty() {
                q.assign_id();
            }
            Ok(q)
        })
        .collect())
}

/// What an input gives, by the format its text has: questions and the questions that could not
/// be read, or the error of an input that holds none.
fn outcomes(
    text: &str,
    trimmed: &str,
    source: &str,
    base: Option<&Path>,
) -> Result<Vec<page::Outcome>, ParseError> {
    let err = |kind| ParseError::new(source, kind);
    Ok(if json::looks_like_json(trimmed) {
        json::parse(trimmed).map_err(err)?.into_iter().map(Ok).collect()
    } else if moodle_xml::looks_like(trimmed) {
        exchange::questions(moodle_xml::items(trimmed).map_err(err)?, None)
    } else if qti::looks_like(trimmed) {
        let (items, lang) = qti::items(trimmed).map_err(err)?;
        exchange::questions(items, lang.as_deref())
    } else {
        let head = first_chars(trimmed, 1024).to_ascii_lowercase();
        if (trimmed.starts_with('<') && !markdown::opens_with_html(source, &head, trimmed))
            || head.contains("<html")
            || head.contains("<body")
        {
            page::from_html(text, base).map_err(err)?
        } else if learnr::looks_like(trimmed) {
            exchange::questions(learnr::items(trimmed).map_err(err)?, None)
        } else if gift::looks_like(trimmed) {
            exchange::questions(gift::items(trimmed).map_err(err)?, None)
        } else if sheet::looks_like(trimmed) {
            // The review sheet `export` writes of one language has a question sheet's columns:
            // read, it would give every question again under another id.
            if let Some(what) = own::output(trimmed) {
                return Err(err(ErrorKind::OwnOutput(what)));
            }
            exchange::questions(sheet::items(trimmed).map_err(err)?, None)
        } else if let Some(quiz) = chat::quizmaster(trimmed) {
            page::from_text(&quiz, None).map_err(err)?
        } else {
            let lifted = markdown::front_matter(text);
            let declared = lifted.as_ref().and_then(|f| f.lang.as_deref());
            let text = lifted.as_ref().map_or(text, |f| f.text.as_str());
            let kind = markdown::markdown(text);
            if kind == markdown::Markdown::Sure {
                page::from_markdown(text, base, declared).map_err(err)?
            } else if kind == markdown::Markdown::Maybe {
                // Read both ways: as Markdown, whose nested lists say which lines are a
                // question's choices (a text reading may take the numbered questions and their
                // choices for one list), unless that reads fewer questions whole than the text
                // and no more questions in all: a text reading that misses questions the
                // Markdown one finds and names (each refused for a key that cannot say whose
                // answer is whose) has read the others wrong.
                let count = |r: &Result<Vec<page::Outcome>, _>, whole: bool| {
                    r.as_ref().map_or(0, |o| o.iter().filter(|q| q.is_ok() || !whole).count())
                };
                let as_text = page::from_text(&markdown::without_comments(text), declared);
                let as_markdown = page::from_markdown(text, base, declared);
                let markdown = as_markdown.is_ok()
                    && (count(&as_markdown, true) >= count(&as_text, true)
                        || count(&as_markdown, false) > count(&as_text, false));
                if markdown { as_markdown } else { as_text }.map_err(err)?
            } else {
                page::from_text(text, declared).map_err(err)?
            }
        }
    })
}

/// The first `n` characters of `text` (all of it when shorter). Sliced, not gathered char by
/// char into a new string: most inputs open with `n` ASCII bytes, which are `n` characters.
fn first_chars(text: &str, n: usize) -> &str {
    if text.len() <= n {
        return text;
    }
    if text.as_bytes()[..n].is_ascii() {
        return &text[..n];
    }
    text.char_indices().nth(n).map_or(text, |(at, _)| &text[..at])
}

/// Parses one input's bytes into its questions; the first question that cannot be read fails
/// the whole input. [`parse_page`] keeps the others.
pub fn parse_bytes(
    bytes: &[u8],
    source: &str,
    base: Option<&Path>,
) -> Result<Vec<Question>, ParseError> {
    parse_page(bytes, source, base)?.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::first_chars;

    proptest::proptest! {
        /// The slice is the text the old way gathered char by char, in every script and at
        /// every length around the limit.
        #[test]
        fn first_chars_are_the_chars_taken_one_by_one(
            text in "(<|a|Z| |\u{e9}|\u{5d0}|\u{4e2d}|\u{1f600}){0,40}",
            n in 0usize..48,
        ) {
            let gathered: String = text.chars().take(n).collect();
            proptest::prop_assert_eq!(first_chars(&text, n), gathered.as_str());
        }
    }
}
