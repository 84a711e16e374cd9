//! Reading back an earlier package, so unchanged notes keep their modification time.

use std::collections::HashMap;
use std::fs::File;
use std::io;
use std::path::Path;

use quizdeck_model::digest_u64;

use crate::{ErrorKind, ExportError};

/// What an earlier export held: for each note GUID, its modification time and a digest of its
/// content.
#[derive(Debug, Default)]
pub struct Previous {
    notes: HashMap<String, (i64, u64)>,
}

impl Previous {
    /// Reads the notes of the package at `path`.
    pub fn read(path: &Path) -> Result<Self, ExportError> {
        let err = |kind: ErrorKind| ExportError::at(path, kind);
        let file = File::open(path).map_err(|e| err(e.into()))?;
        let mut zip = zip::ZipArchive::new(file).map_err(|e| err(e.into()))?;
        let mut entry = zip.by_name("collection.anki2").map_err(|_| {
            err(ErrorKind::NotAPackage("it has no collection.anki2 (schema 11) inside".into()))
        })?;
        let mut db = tempfile::NamedTempFile::new().map_err(|e| err(e.into()))?;
        io::copy(&mut entry, db.as_file_mut()).map_err(|e| err(e.into()))?;
        let conn = rusqlite::Connection::open_with_flags(
            db.path(),
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .map_err(|e| err(e.into()))?;
        let mut notes = HashMap::new();
        let mut stmt =
            conn.prepare("SELECT guid, mod, flds, tags FROM notes").map_err(|e| err(e.into()))?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                ))
            })
            .map_err(|e| err(e.into()))?;
        for row in rows {
            let (guid, mtime, flds, tags) = row.map_err(|e| err(e.into()))?;
            notes.insert(guid, (mtime, content_digest(&flds, &tags)));
        }
        Ok(Self { notes })
    }

    /// How many notes it holds.
    pub fn len(&self) -> usize {
        self.notes.len()
    }

    /// Whether it holds no note.
    pub fn is_empty(&self) -> bool {
        self.notes.is_empty()
    }

    /// The modification time a note gets: `base` for a note the earlier export did not have; its
    /// earlier time when its content is unchanged; else the later of `base` and one second past
    /// its earlier time, so Anki sees it as newer.
    pub fn mtime(&self, guid: &str, flds: &str, tags: &str, base: i64) -> i64 {
        match self.notes.get(guid) {
            None => base,
            Some((before, digest)) if *digest == content_digest(flds, tags) => *before,
            Some((before, _)) => base.max(before + 1),
        }
    }
}

/// A digest of what Anki updates in a note: its fields and its tags. It is compared within one
/// run only (the earlier package's notes with the new ones), never stored. The fields are joined
/// with the byte the digest ends each part with, but tags never hold it, so the two stay apart.
pub fn content_digest(flds: &str, tags: &str) -> u64 {
    digest_u64(["anki-note-content", flds, tags.trim()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unchanged_notes_keep_their_time_and_changed_ones_move_past_it() {
        let mut p = Previous::default();
        p.notes.insert("g".into(), (1000, content_digest("a\x1fb", " t ")));
        assert_eq!(p.mtime("g", "a\x1fb", "t", 5000), 1000);
        assert_eq!(p.mtime("g", "a\x1fc", "t", 5000), 5000);
        assert_eq!(p.mtime("g", "a\x1fc", "t", 10), 1001);
        assert_eq!(p.mtime("g", "a\x1fb", "t u", 10), 1001);
        assert_eq!(p.mtime("new", "x", "", 42), 42);
    }
}
