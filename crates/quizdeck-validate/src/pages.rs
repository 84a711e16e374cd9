//! The pages a check reads: what grouping reads of every page at once, each page in full only
//! while the rules of its group run.
//!
//! Grouping needs every page of a run before any group can be checked, so a checker of a whole
//! site would hold all of it. [`Spill`] keeps in memory only each page's outline
//! ([`quizdeck_group::outline`]: its identity, topic, stem and lists) and writes the pages
//! themselves to a temporary file, read back group by group. The file is made in the system's
//! temporary directory (`TMPDIR`) without a name (or is unlinked as soon as it is made), so that no
//! other program opens it and it is gone when the run ends, however it ends. It holds only what a
//! page has beyond its outline (its choices, answer and explanation) in postcard's binary form,
//! which writes no field names: about a third of the room of the pages' JSON.

use std::borrow::Cow;
use std::convert::Infallible;
use std::fs::File;
use std::io::{self, BufWriter, Write};

use quizdeck_model::{AnswerFrom, Choice, Media, MediaField, Question};
use serde::{Deserialize, Serialize};

/// The pages [`check_pages`](crate::check_pages) checks.
pub trait Pages: Sync {
    /// Why a page could not be read back.
    type Error: std::error::Error + Send;

    /// Every page's outline ([`quizdeck_group::outline`]), in input order: what grouping and
    /// the rules over the whole input read. A page itself is its own outline. A page without an
    /// id is checked with the one [`Question::assign_id`] gives.
    fn outlines(&self) -> &[Question];

    /// Page `i` (an index into [`Pages::outlines`]) in full.
    fn page(&self, i: usize) -> Result<Cow<'_, Question>, Self::Error>;
}

/// Questions in memory are their own outlines.
impl Pages for [Question] {
    type Error = Infallible;

    fn outlines(&self) -> &[Question] {
        self
    }

    fn page(&self, i: usize) -> Result<Cow<'_, Question>, Infallible> {
        Ok(Cow::Borrowed(&self[i]))
    }
}

/// Collects pages as they are read: each page's outline in memory, the page itself in a
/// temporary file. [`Spill::finish`] gives the [`Spilled`] pages to check.
///
/// ```
/// use quizdeck_model::{Choice, NoProgress, Question};
/// use quizdeck_validate::{Options, Pages, Spill, check_pages};
///
/// let mut spill = Spill::new();
/// for (lang, stem, answer) in [("en", "Which gas do plants take in?", "A"), ("it", "Quale gas assorbono le piante?", "B")] {
///     let mut q = Question::new(lang, "Botany", stem);
///     q.key = Some("co2".into());
///     q.choices = vec![Choice::new("A", "CO₂"), Choice::new("B", "O₂")];
///     q.answer = answer.into();
///     spill.push(q).unwrap();
/// }
/// let pages = spill.finish().unwrap();
/// assert!(pages.outlines()[1].choices.is_empty(), "held without its choices");
/// assert_eq!(pages.page(1).unwrap().choices[1].text, "O₂");
/// let report = check_pages(&pages, &Options::default(), &NoProgress).unwrap();
/// assert_eq!(report.summary.codes["answer-mismatch"], 1);
/// ```
#[derive(Debug)]
pub struct Spill {
    outlines: Vec<Question>,
    store: Store<BufWriter<File>>,
}

/// The pages collected by a [`Spill`], ready to be checked.
#[derive(Debug)]
pub struct Spilled {
    outlines: Vec<Question>,
    store: Store<File>,
}

/// Where the pages themselves are.
#[derive(Debug)]
enum Store<F> {
    /// In a temporary file, the [`Rest`] of page `i` at `spans[i]` (offset, length).
    File { file: F, spans: Vec<(u64, u32)> },
    /// In memory, where no temporary file can be made.
    Memory(Vec<Question>),
}

impl Default for Spill {
    fn default() -> Self {
        Self::new()
    }
}

impl Spill {
    /// An empty spill, with its temporary file made; where none can be made (a read-only
    /// temporary directory, a platform without positioned reads), the pages are held in memory.
    pub fn new() -> Self {
        let store = match tempfile::tempfile() {
            Ok(file) if cfg!(any(unix, windows)) => {
                Store::File { file: BufWriter::new(file), spans: Vec::new() }
            }
            _ => Store::Memory(Vec::new()),
        };
        Self { outlines: Vec::new(), store }
    }

    /// Adds a page, with the id [`Question::assign_id`] gives when it has none.
    pub fn push(&mut self, mut q: Question) -> io::Result<()> {
        if q.id.is_empty() {
            q.assign_id();
        }
        match &mut self.store {
            Store::File { file, spans } => {
                let bytes = postcard::to_allocvec(&Rest::of(&q)).map_err(io::Error::other)?;
                let len = u32::try_from(bytes.len()).map_err(io::Error::other)?;
                file.write_all(&bytes)?;
                // Right after the page before it.
                let at = spans.last().map_or(0, |&(at, len)| at + u64::from(len));
                spans.push((at, len));
                self.outlines.push(quizdeck_group::outline(q));
            }
            Store::Memory(pages) => {
                self.outlines.push(quizdeck_group::outline(q.clone()));
                pages.push(q);
            }
        }
        Ok(())
    }

    /// How many pages were added.
    pub fn len(&self) -> usize {
        self.outlines.len()
    }

    /// Whether no page was added.
    pub fn is_empty(&self) -> bool {
        self.outlines.is_empty()
    }

    /// The pages added, to be checked.
    pub fn finish(self) -> io::Result<Spilled> {
        let store = match self.store {
            Store::File { file, spans } => {
                Store::File { file: file.into_inner().map_err(|e| e.into_error())?, spans }
            }
            Store::Memory(pages) => Store::Memory(pages),
        };
        Ok(Spilled { outlines: self.outlines, store })
    }
}

impl Pages for Spilled {
    type Error = io::Error;

    fn outlines(&self) -> &[Question] {
        &self.outlines
    }

    fn page(&self, i: usize) -> io::Result<Cow<'_, Question>> {
        match &self.store {
            Store::File { file, spans } => {
                let (at, len) = spans[i];
                let mut bytes = vec![0; len as usize];
                read_exact_at(file, &mut bytes, at)?;
                let rest: Rest<'static> = postcard::from_bytes(&bytes).map_err(io::Error::other)?;
                Ok(Cow::Owned(rest.onto(&self.outlines[i])))
            }
            Store::Memory(pages) => Ok(Cow::Borrowed(&pages[i])),
        }
    }
}

/// What a page has beyond its outline: what the temporary file holds of it. The outline keeps
/// the page's identity, topic, stem and lists (and the choices' labels), so that writing and
/// reading back only the rest spares the larger part of each page (its "more questions" titles
/// and translations above all) the trip through the file.
#[derive(Serialize, Deserialize)]
struct Rest<'a> {
    declared_lang: Cow<'a, Option<String>>,
    choices: Cow<'a, [Choice]>,
    answer: Cow<'a, str>,
    answers: Cow<'a, [String]>,
    answer_from: Option<AnswerFrom>,
    answer_text: Cow<'a, Option<String>>,
    explanation: Cow<'a, str>,
    media: Vec<Image<'a>>,
}

/// A [`Media`] as the temporary file holds it. Its part is written as a number and a label:
/// the model names it with a tag beside its content (for JSON), which a format without field
/// names cannot read back.
#[derive(Serialize, Deserialize)]
struct Image<'a> {
    part: u8,
    label: Cow<'a, str>,
    src: Cow<'a, str>,
    file: Cow<'a, Option<String>>,
    alt: Cow<'a, str>,
}

impl<'a> Image<'a> {
    fn of(m: &'a Media) -> Self {
        let (part, label) = match &m.field {
            MediaField::Stem => (0, ""),
            MediaField::Choice(label) => (1, label.as_str()),
            MediaField::Explanation => (2, ""),
        };
        Self {
            part,
            label: Cow::Borrowed(label),
            src: Cow::Borrowed(&m.src),
            file: Cow::Borrowed(&m.file),
            alt: Cow::Borrowed(&m.alt),
        }
    }

    fn into_media(self) -> Media {
        let field = match self.part {
            0 => MediaField::Stem,
            1 => MediaField::Choice(self.label.into_owned()),
            _ => MediaField::Explanation,
        };
        Media {
            field,
            src: self.src.into_owned(),
            file: self.file.into_owned(),
            alt: self.alt.into_owned(),
        }
    }
}

impl<'a> Rest<'a> {
    /// The rest of `q`, borrowed to be written.
    fn of(q: &'a Question) -> Self {
        Self {
            declared_lang: Cow::Borrowed(&q.declared_lang),
            choices: Cow::Borrowed(&q.choices),
            answer: Cow::Borrowed(&q.answer),
            answers: Cow::Borrowed(&q.answers),
            answer_from: q.answer_from,
            answer_text: Cow::Borrowed(&q.answer_text),
            explanation: Cow::Borrowed(&q.explanation),
            media: q.media.iter().map(Image::of).collect(),
        }
    }

    /// The page whose outline is `outline` and whose rest this is. Every field is named, so that
    /// a field added to [`Question`] cannot be left out here unnoticed.
    fn onto(self, outline: &Question) -> Question {
        Question {
            id: outline.id.clone(),
            key: outline.key.clone(),
            lang: outline.lang.clone(),
            declared_lang: self.declared_lang.into_owned(),
            topic: outline.topic.clone(),
            stem: outline.stem.clone(),
            choices: self.choices.into_owned(),
            answer: self.answer.into_owned(),
            answers: self.answers.into_owned(),
            answer_from: self.answer_from,
            answer_text: self.answer_text.into_owned(),
            explanation: self.explanation.into_owned(),
            related: outline.related.clone(),
            url: outline.url.clone(),
            translations: outline.translations.clone(),
            media: self.media.into_iter().map(Image::into_media).collect(),
            source: outline.source.clone(),
        }
    }
}

impl Spilled {
    /// How many pages there are.
    pub fn len(&self) -> usize {
        self.outlines.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.outlines.is_empty()
    }
}

// The standard library reads at an offset without moving a shared cursor, so that the groups
// checked on every core read their pages from one file at once; it does so per platform.
#[cfg(unix)]
fn read_exact_at(file: &File, buf: &mut [u8], at: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, at)
}

#[cfg(windows)]
fn read_exact_at(file: &File, mut buf: &mut [u8], mut at: u64) -> io::Result<()> {
    while !buf.is_empty() {
        match std::os::windows::fs::FileExt::seek_read(file, buf, at) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => {
                buf = &mut buf[n..];
                at += n as u64;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(not(any(unix, windows)))]
fn read_exact_at(_: &File, _: &mut [u8], _: u64) -> io::Result<()> {
    // Never called: `Spill::new` holds the pages in memory on such a platform.
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(lang: &str, n: usize) -> Question {
        let mut q =
            Question::new(lang, "Géodésie", format!("Quelle est la circonférence n° {n} ?"));
        q.choices = vec![Choice::new("A", "40 075 km"), Choice::new("Б", "«12 742 km»\n\n")];
        q.answer = "A".into();
        q.answer_text = Some("40 075 km".into());
        q.explanation = "Équateur : 2πr.\n\nr ≈ 6 378 km.".into();
        q.media = vec![Media {
            field: MediaField::Choice("A".into()),
            src: "é.png".into(),
            ..Media::default()
        }];
        q.related = vec!["Ψ".into(), "日本".into()];
        q.source = format!("pages/{lang}/{n}.txt");
        // Every field the temporary file holds, set on some pages.
        if n % 2 == 1 {
            q.declared_lang = Some("en".into());
            q.answer = String::new();
            q.answers = vec!["A".into(), "Б".into()];
            q.answer_from = Some(AnswerFrom::CheckMark);
            q.key = Some(format!("k{n}"));
            q.url = Some(format!("https://example.org/{lang}/{n}"));
            for field in [MediaField::Stem, MediaField::Explanation] {
                q.media.push(Media {
                    field,
                    src: format!("img/{n}.svg"),
                    file: Some(format!("pages/img/{n}.svg")),
                    alt: "Ω".into(),
                });
            }
        }
        q
    }

    #[test]
    fn spilled_pages_read_back_as_they_were_pushed_and_outlines_stay_in_memory() {
        let mut spill = Spill::new();
        let pages: Vec<Question> = (0..50).map(|n| page(["fr", "uk", "ja"][n % 3], n)).collect();
        for q in &pages {
            spill.push(q.clone()).unwrap();
        }
        assert!(matches!(spill.store, Store::File { .. }), "a temporary file can be made here");
        let spilled = spill.finish().unwrap();
        assert_eq!(spilled.len(), 50);
        // Read out of order, as groups are.
        for i in (0..50).rev() {
            let mut want = pages[i].clone();
            want.assign_id();
            assert_eq!(*spilled.page(i).unwrap(), want);
            assert_eq!(spilled.outlines()[i], quizdeck_group::outline(want));
        }
        assert!(spilled.outlines()[0].answer_text.is_none(), "outlines leave the rest out");
    }
}
