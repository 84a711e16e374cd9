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
            model: exporter.cards.note_type.model(exporter.cards.hint_lang.is_some()),
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
    pub fn add(
        &mut self,
        questions: &[Question],
        times: &NoteTimes,
        progress: &dyn Progress,
    ) -> Result<(), ExportError> {
        let notes = self.exporter.cards.notes(questions, &mut self.seen, progress);
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
        // are built on all cores.
        let clean = &self.clean;
        let mut fields: Vec<Option<Note>> = notes
            .usable
            .par_iter()
            .map(|card| card.question.media.is_empty().then(|| notes.note(card, clean, None)))
            .collect();
        for (card, note) in notes.usable.iter().zip(&mut fields) {
            if note.is_none() {
                *note = Some(notes.note(card, clean, Some(&mut self.media)));
            }
        }
        let (exporter, previous) = (self.exporter, &self.previous);
        let rows: Vec<Row> = notes
            .usable
            .par_iter()
            .zip(fields)
            .map(|(card, note)| {
                let q = card.question;
                let note = note.expect("every note built");
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
        Ok(())
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
        Ok(report)
    }
}
