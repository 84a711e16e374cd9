//! The Anki package exporter (`.apkg`).
//!
//! A package is a zip holding `collection.anki2` (a schema-11 collection, see [`collection`]), a
//! `media` file mapping the numbered entries `0`, `1`, … to media names, and those entries.
//!
//! # How re-imports update notes in place
//!
//! Anki's importer finds an incoming note's match by GUID. It updates the existing note only when
//! the incoming modification time is newer than the existing one (it then keeps the incoming
//! time); otherwise it counts the note as a duplicate and leaves it alone. An "update" is counted
//! whether or not a field changed. The review history lives on the card and is kept either way.
//! So each note's modification time must stay the same while its content does, and grow when its
//! content changes. quizdeck's rule:
//!
//! 1. a note's time is the modification time of the input file its question came from, as the
//!    reader found it ([`NoteTimes`]): pages that are not touched keep their time, an edited page
//!    gets a newer one;
//! 2. when an earlier export is at hand (by default the file being replaced), a note whose fields
//!    and tags are unchanged keeps the earlier export's time, and a changed one gets the later of
//!    rule 1 and one second past its earlier time. This makes a rebuild from one edited JSON file
//!    (one file time for all its questions) update only the questions that changed.

mod collection;
mod notetype;
mod previous;
mod writer;

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use quizdeck_model::{Progress, Question, digest_u64};
use sha1::{Digest, Sha1};
use zip::write::SimpleFileOptions;

pub use notetype::{NOTETYPE_ID, NOTETYPE_NAME, field_names};
pub(crate) use notetype::{quizdeck_fields, quizdeck_model};
pub use previous::Previous;
pub use writer::PackageWriter;

use crate::cards::CardOptions;
use crate::identity::DeckLayout;
use crate::media::{MediaPolicy, MediaSet};
use crate::{ExportError, ExportReport, Exporter, Output};

/// Writes an Anki package (of quizdeck's multiple-choice note type unless `cards` names another).
#[derive(Debug, Clone, Default)]
pub struct ApkgExporter {
    /// The note type, and what goes on each note.
    pub cards: CardOptions,
    /// Deck names.
    pub decks: DeckLayout,
    /// Where notes' modification times come from.
    pub times: NoteTimes,
    /// An earlier package to take unchanged notes' times from; ignored when it is not a file.
    pub previous: Option<PathBuf>,
    /// Where images may come from and how large they may be.
    pub media: MediaPolicy,
    /// The folder for the temporary collection database (the output's); `None` for the
    /// system's temporary folder.
    pub scratch_dir: Option<PathBuf>,
}

/// The modification time of each question's input (rule 1 of the module docs). The exporter
/// reads no file times itself: the reader gives them with the questions.
#[derive(Debug, Clone, Default)]
pub struct NoteTimes {
    by_id: HashMap<String, i64>,
    fallback: Option<i64>,
}

impl NoteTimes {
    /// Times for questions that are not [`insert`](Self::insert)ed: `fallback`, else the time of
    /// the export.
    pub fn new(fallback: Option<SystemTime>) -> Self {
        Self { by_id: HashMap::new(), fallback: fallback.map(unix_secs) }
    }

    /// Sets the time of the question `id` (the first time given for an id wins).
    pub fn insert(&mut self, id: impl Into<String>, time: SystemTime) {
        self.by_id.entry(id.into()).or_insert(unix_secs(time));
    }

    /// The time of `q` in Unix seconds, never later than now.
    pub fn get(&self, q: &Question) -> i64 {
        let now = unix_secs(SystemTime::now());
        self.by_id.get(&q.id).copied().or(self.fallback).unwrap_or(now).min(now)
    }
}

fn unix_secs(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

impl Exporter for ApkgExporter {
    fn export(
        &self,
        questions: &[Question],
        out: &mut dyn Output,
        progress: &dyn Progress,
    ) -> Result<ExportReport, ExportError> {
        let mut writer = PackageWriter::new(self)?;
        writer.add(questions, &self.times, progress)?;
        writer.finish(out)
    }
}

/// A note id: Anki reads ids as creation times in milliseconds, so the id is the note's time plus
/// a few digits from its GUID, moved up to the first id not yet taken. The notes of one input
/// file share a time, so thousands of them compete for the same 1000 slots: `taken` maps each
/// taken id to a later candidate and the chains are shortened as they are walked (as in a
/// disjoint-set forest), which keeps this near constant time where probing one id after another
/// was quadratic (50 000 questions from one file took 30 s).
fn unique_id(taken: &mut HashMap<i64, i64>, mtime: i64, guid: &str) -> i64 {
    let start = mtime.max(1) * 1000 + (digest_u64([guid]) % 1000) as i64;
    let mut id = start;
    let mut walked = Vec::new();
    while let Some(&next) = taken.get(&id) {
        walked.push(id);
        id = next;
    }
    for w in walked {
        taken.insert(w, id + 1);
    }
    taken.insert(id, id + 1);
    id
}

/// Anki's duplicate checksum: the first 32 bits of the SHA-1 of the first field's text.
fn checksum(sfld: &str) -> i64 {
    let d = Sha1::digest(sfld.as_bytes());
    i64::from(u32::from_be_bytes([d[0], d[1], d[2], d[3]]))
}

/// Zips the collection, the media map and the media files into `out`.
fn write_zip(
    out: &mut dyn Output,
    db: &std::path::Path,
    media: &MediaSet,
) -> Result<(), ExportError> {
    let fixed_time = zip::DateTime::default();
    let deflated = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(fixed_time);
    // Images are compressed already.
    let stored = deflated.compression_method(zip::CompressionMethod::Stored);
    let mut zip = zip::ZipWriter::new(out);
    zip.start_file("collection.anki2", deflated)?;
    io::copy(&mut File::open(db)?, &mut zip)?;
    let map: serde_json::Map<String, serde_json::Value> =
        media.files().enumerate().map(|(i, (name, _))| (i.to_string(), name.into())).collect();
    zip.start_file("media", deflated)?;
    zip.write_all(serde_json::to_string(&map)?.as_bytes())?;
    // The bytes that were checked, not the file again: it may have changed since.
    for (i, (_, bytes)) in media.files().enumerate() {
        zip.start_file(i.to_string(), stored)?;
        zip.write_all(bytes)?;
    }
    zip.finish()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn ids_are_times_in_ms_and_unique() {
        let mut taken = HashMap::new();
        let a = unique_id(&mut taken, 1_700_000_000, "g");
        assert_eq!(a / 1000, 1_700_000_000);
        let b = unique_id(&mut taken, 1_700_000_000, "g");
        assert_eq!(b, a + 1);
    }

    #[test]
    fn many_notes_of_one_time_get_the_first_free_ids_as_probing_would() {
        // The same ids as trying one id after another, for notes sharing one time.
        let (mut fast, mut probed) = (HashMap::new(), HashSet::new());
        for i in 0..2000 {
            let guid = format!("g{}", i % 700);
            let mtime = 1_700_000_000 + i64::from(i % 3 == 0);
            let mut want = mtime * 1000 + (digest_u64([guid.as_str()]) % 1000) as i64;
            while !probed.insert(want) {
                want += 1;
            }
            assert_eq!(unique_id(&mut fast, mtime, &guid), want, "note {i}");
        }
    }

    #[test]
    fn checksum_matches_anki() {
        // Anki: int(sha1("hello").hexdigest()[:8], 16)
        assert_eq!(checksum("hello"), 0xaaf4c61d);
    }

    #[test]
    fn note_times_prefer_given_then_fallback() {
        let secs = |s| UNIX_EPOCH + std::time::Duration::from_secs(s);
        let mut t = NoteTimes::new(Some(secs(5)));
        let mut q = Question::new("en", "t", "s");
        q.id = "x".into();
        assert_eq!(t.get(&q), 5);
        t.insert("x", secs(7));
        t.insert("x", secs(9));
        assert_eq!(t.get(&q), 7);
        // A question's source file is the reader's business: its time is not read here.
        let f = tempfile::NamedTempFile::new().unwrap();
        q.id = "y".into();
        q.source = f.path().to_string_lossy().into_owned();
        assert_eq!(t.get(&q), 5);
    }
}
