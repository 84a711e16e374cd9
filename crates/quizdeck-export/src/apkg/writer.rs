//! Writing a package chunk by chunk: notes go into the collection as their questions come, so
//! that an export holds one chunk of questions at a time, not all of them.
//!
//! Each chunk's fields are built on all cores, then its notes are written to the collection in
//! order (SQLite takes one writer). What has to be known of every note of the package is kept
//! small: the ids of the questions made notes (to leave out a repeated one), the note ids taken,
//! the deck names, and the media files to pack.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use quizdeck_model::{Progress, Question};
use rayon::prelude::*;

use super::collection::{Collection, NoteRow};
use super::{ApkgExporter, NoteTimes, Previous, checksum, unique_id, write_zip};
use crate::atomic::Scratch;
use crate::cards::Note;
use crate::html::{self, Sanitizer};
use crate::identity;
use crate::media::MediaSet;
use crate::note_type::Model;
use crate::notes::Seen;
use crate::{ExportError, ExportReport, Output};

/// A package being written: [`add`](Self::add) each chunk of questions in input order, then
/// [`finish`](Self::finish). The same questions give the same package however they are chunked.
#[derive(Debug)]
pub struct PackageWriter<'a> {
    exporter: &'a ApkgExporter,
    model: Model,
    previous: Previous,
    /// Why no earlier package was read, when one was named and could not be.
    previous_warning: Option<String>,
    db: Scratch,
    col: Collection,
    clean: Sanitizer,
    media: MediaSet,
    decks: BTreeSet<String>,
    ids: HashMap<i64, i64>,
    seen: Seen,
    report: ExportReport,
}

/// One note as stored, but for its id and deck id, built beside the others of its chunk.
struct Row {
    guid: String,
    flds: String,
    tags: String,
    sfld: String,
    deck: String,
    mtime: i64,
}

impl<'a> PackageWriter<'a> {
    /// Starts the package `exporter` writes: reads the earlier package, creates the collection.
    pub fn new(exporter: &'a ApkgExporter) -> Result<Self, ExportError> {
        let scratch = exporter.scratch_dir.as_deref();
        let mut previous_warning = None;
        let previous = match &exporter.previous {
            Some(p) if p.is_file() => Previous::read(p, scratch).unwrap_or_else(|e| {
                previous_warning = Some(format!("{e} (note times taken from the inputs alone)"));
                Previous::default()
            }),
            _ => Previous::default(),
        };
        let db = Scratch::new_in(scratch)?;
        let col = Collection::create(db.path())?;
        Ok(Self {
            exporter,
            model: exporter.cards.model(),
            previous,
            previous_warning,
            db,
            col,
            clean: Sanitizer::default(),
            media: MediaSet::new(exporter.media.clone()),
            decks: BTreeSet::new(),
            ids: HashMap::new(),
            seen: Seen::new(),
            report: ExportReport::default(),
        })
    }

    /// Sets the input root of the question `id`, from which its images may be packed (see
    /// [`MediaPolicy::set_root`](crate::MediaPolicy::set_root)); before its chunk is added.
    pub fn set_media_root(&mut self, id: &str, root: &Path) {
        self.media.set_root(id, root);
    }

    /// Adds the notes of the next chunk of questions, whose modification times `times` gives.
    /// With a hint language ([`CardOptions::hint_lang`](crate::CardOptions::hint_lang)), each
    /// chunk finds its hints among its own questions: give all questions as one chunk.
    /// `progress` shows finding the hints, then one step per note written.
    pub fn add(
        &mut self,
        questions: &[Question],
        times: &NoteTimes,
        progress: &dyn Progress,
    ) -> Result<(), ExportError> {
        let notes = self.exporter.cards.notes(questions, &mut self.seen, progress);
        // After the hints are found (which is a stage of its own), one step per note written.
        progress.start("export", Some(notes.usable.len() as u64));
        let chunk = notes.report(questions.len());
        self.report.questions += chunk.questions;
        self.report.skipped.extend(chunk.skipped);
        self.report.warnings.extend(chunk.warnings);
        match (&mut self.report.hints, chunk.hints) {
            (Some(total), Some(h)) => {
                total.with += h.with;
                total.without += h.without;
            }
            (total, h) => *total = total.take().or(h),
        }
        // Images are packed in input order, one note after another; the other notes' fields
        // are built on all cores, with their rows.
        let clean = &self.clean;
        let with_images: Vec<Option<Note>> = notes
            .usable
            .iter()
            .map(|card| {
                let images = !card.question.media.is_empty();
                images.then(|| notes.note(card, clean, Some(&mut self.media)))
            })
            .collect();
        let (exporter, previous) = (self.exporter, &self.previous);
        let rows: Vec<Row> = notes
            .usable
            .par_iter()
            .zip(with_images)
            .map(|(card, note)| {
                let q = card.question;
                let note = note.unwrap_or_else(|| notes.note(card, clean, None));
                let flds = note.fields.join("\x1f");
                let tags = note.tags.join(" ");
                let guid = identity::note_guid(&q.id);
                let mtime = previous.mtime(&guid, &flds, &tags, times.get(q));
                let sfld = html::strip(&note.fields[0]);
                Row { guid, flds, tags, sfld, deck: exporter.decks.deck_name(q), mtime }
            })
            .collect();
        for row in rows {
            self.report.written += 1;
            self.col.add(&NoteRow {
                id: unique_id(&mut self.ids, row.mtime, &row.guid),
                notetype: self.model.id,
                guid: &row.guid,
                mtime: row.mtime,
                tags: &row.tags,
                flds: &row.flds,
                sfld: &row.sfld,
                csum: checksum(&row.sfld),
                deck: identity::deck_id(&row.deck),
                due: self.report.written as i64,
            })?;
            self.decks.insert(row.deck);
            progress.advance(1);
        }
        progress.finish();
        Ok(())
    }

    /// What the chunks added so far gave: notes written, questions left out and why.
    pub fn report(&self) -> &ExportReport {
        &self.report
    }

    /// Writes the note type and the decks, and packs the collection and the media into `out`.
    pub fn finish(mut self, out: &mut dyn Output) -> Result<ExportReport, ExportError> {
        let decks = identity::with_parents(self.decks.iter().map(String::as_str));
        self.col.finish(&decks, &self.model)?;
        write_zip(out, self.db.path(), &self.media)?;
        let mut report = self.report;
        report.decks = decks;
        report.media = Some(self.media.len());
        report.warnings.extend(self.previous_warning);
        report.warnings.append(&mut self.media.warnings);
        report.warnings.extend(remote_warning(self.media.remote));
        Ok(report)
    }
}

/// What is said of the images left out for having no local file (`https:`, `data:`, a page
/// of a crawl archive): a card fetches nothing when it is shown, so they are not on the cards.
fn remote_warning(count: usize) -> Option<String> {
    let (n, them) = match count {
        0 => return None,
        1 => ("1 image".to_owned(), "it"),
        n => (format!("{n} images"), "them"),
    };
    Some(format!(
        "{n} with no local file (a web address, data: or a page of a crawl archive) left out: a \
         card fetches nothing when shown; save the page with its images to pack {them}"
    ))
}

#[cfg(test)]
mod tests {
    use std::io::{Cursor, Read};
    use std::time::{Duration, UNIX_EPOCH};

    use quizdeck_model::{Choice, NoProgress};

    use super::*;

    /// Eleven questions in two languages and four topics, two of them sharing an id, all of one
    /// time (so that note ids are found by probing, across chunks).
    fn questions() -> (Vec<Question>, NoteTimes) {
        let mut times = NoteTimes::new(None);
        let questions = (0..11)
            .map(|i| {
                let lang = if i % 3 == 0 { "fr" } else { "en" };
                let mut q = Question::new(lang, format!("Topic {}", i % 4), format!("Stem {i}?"));
                q.id = format!("q{}", if i == 7 { 2 } else { i });
                q.choices = (0..3).map(|c| Choice::new(letter(c), format!("{i}.{c}"))).collect();
                q.answer = letter(i % 3).to_string();
                times.insert(q.id.clone(), UNIX_EPOCH + Duration::from_secs(1_700_000_000));
                q
            })
            .collect();
        (questions, times)
    }

    fn letter(i: usize) -> String {
        quizdeck_model::text::letter_for_index(i).to_string()
    }

    /// The notes and cards of a package, every column that is not a timestamp of the export.
    fn rows(package: &[u8]) -> Vec<String> {
        let mut zip = zip::ZipArchive::new(Cursor::new(package)).unwrap();
        let mut db = Vec::new();
        zip.by_name("collection.anki2").unwrap().read_to_end(&mut db).unwrap();
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), db).unwrap();
        let conn = rusqlite::Connection::open(file.path()).unwrap();
        let mut rows = Vec::new();
        for sql in [
            "SELECT id || ' ' || guid || ' ' || mid || ' ' || mod || ' ' || tags || ' ' || flds \
             || ' ' || sfld || ' ' || csum FROM notes ORDER BY id",
            "SELECT nid || ' ' || did || ' ' || ord || ' ' || due FROM cards ORDER BY nid",
            "SELECT decks FROM col",
        ] {
            let mut stmt = conn.prepare(sql).unwrap();
            let found = stmt.query_map([], |r| r.get::<_, String>(0)).unwrap();
            rows.extend(found.map(Result::unwrap));
        }
        rows
    }

    fn write(chunk: usize) -> (Vec<String>, ExportReport) {
        let (questions, times) = questions();
        let exporter = ApkgExporter::default();
        let mut writer = PackageWriter::new(&exporter).unwrap();
        for part in questions.chunks(chunk) {
            writer.add(part, &times, &NoProgress).unwrap();
        }
        let mut out = Cursor::new(Vec::new());
        let report = writer.finish(&mut out).unwrap();
        (rows(out.get_ref()), report)
    }

    #[test]
    fn a_package_written_in_chunks_holds_the_same_notes_as_one_written_at_once() {
        let (whole, report) = write(usize::MAX);
        assert_eq!((report.questions, report.written, report.skipped.len()), (11, 10, 1));
        assert_eq!(report.decks.len(), 1 + 2 + 7, "{:?}", report.decks);
        assert!(whole.iter().filter(|r| r.contains("Stem")).count() == 10, "{whole:?}");
        for chunk in [1, 2, 3, 10] {
            let (rows, chunked) = write(chunk);
            assert_eq!(rows, whole, "chunks of {chunk}");
            assert_eq!(
                (chunked.questions, chunked.written, &chunked.skipped, &chunked.decks),
                (report.questions, report.written, &report.skipped, &report.decks),
                "chunks of {chunk}"
            );
        }
    }
}
