//! Reading back an earlier package, so unchanged notes keep their modification time.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use quizdeck_model::digest_u64;

use crate::atomic::Scratch;
use crate::{ErrorKind, ExportError};

/// Largest collection read from an earlier package, unpacked. A package is a zip, and a zip a
/// few megabytes large can unpack to gigabytes: what is read is bounded, and a package beyond
/// it is ignored with a warning, as if there were none.
pub const MAX_COLLECTION_BYTES: u64 = 512 * 1024 * 1024;

/// What an earlier export held: for each note GUID, its modification time and a digest of its
/// content.
#[derive(Debug, Default)]
pub struct Previous {
    notes: HashMap<String, (i64, u64)>,
}

impl Previous {
    /// Reads the notes of the package at `path`, unpacking its collection into a temporary file
    /// in `scratch` (see [`Scratch::new_in`]).
    pub fn read(path: &Path, scratch: Option<&Path>) -> Result<Self, ExportError> {
        Self::read_bounded(path, scratch, MAX_COLLECTION_BYTES)
    }

    fn read_bounded(path: &Path, scratch: Option<&Path>, limit: u64) -> Result<Self, ExportError> {
        let err = |kind: ErrorKind| ExportError::at(path, kind);
        let file = File::open(path).map_err(|e| err(e.into()))?;
        let mut zip = zip::ZipArchive::new(file).map_err(|e| err(e.into()))?;
        let entry = zip.by_name("collection.anki2").map_err(|_| {
            err(ErrorKind::NotAPackage("it has no collection.anki2 (schema 11) inside".into()))
        })?;
        let too_large = || {
            err(ErrorKind::NotAPackage(format!(
                "its collection unpacks to more than {limit} bytes"
            )))
        };
        if entry.size() > limit {
            return Err(too_large());
        }
        let mut db = Scratch::new_in(scratch).map_err(|e| err(e.into()))?;
        // The size the zip declares may lie: what is unpacked is bounded too.
        let copied =
            io::copy(&mut entry.take(limit + 1), db.file_mut()).map_err(|e| err(e.into()))?;
        if copied > limit {
            return Err(too_large());
        }
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
    fn an_earlier_package_that_unpacks_past_the_limit_is_refused_after_reading_the_limit() {
        use std::io::Write;
        let dir = tempfile::tempdir().unwrap();
        let bomb = dir.path().join("bomb.apkg");
        let mut zip = zip::ZipWriter::new(File::create(&bomb).unwrap());
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        zip.start_file("collection.anki2", options).unwrap();
        let zeros = vec![0u8; 1 << 20];
        for _ in 0..8 {
            zip.write_all(&zeros).unwrap();
        }
        zip.finish().unwrap();
        let err = Previous::read_bounded(&bomb, Some(dir.path()), 1 << 20).unwrap_err();
        assert!(err.to_string().contains("unpacks to more than 1048576 bytes"), "{err}");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file left");
    }

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
