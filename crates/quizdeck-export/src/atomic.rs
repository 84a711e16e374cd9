//! Where an export writes: a file replaced atomically, or written through when it is a pipe or
//! a device; and the temporary files of a run, which an interrupted run removes.

use std::collections::HashSet;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

/// The temporary files that exist right now, so that [`remove_temporary_files`] can remove them
/// when the run is interrupted (a signal ends the process without running destructors).
static TEMPORARY: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);
/// Set once the run is being stopped: no temporary file is created after that.
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Removes every temporary file quizdeck has open and refuses to create new ones. The binary
/// calls it from its SIGINT and SIGTERM handler, just before it exits.
pub fn remove_temporary_files() {
    STOPPING.store(true, Ordering::SeqCst);
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    for path in files.take().unwrap_or_default() {
        let _ = std::fs::remove_file(path);
    }
}

/// Creates a temporary file with `create` and registers it, holding the list's lock from before
/// the file exists until it is listed: a signal's handler that comes in between waits for the
/// lock, then removes the file, instead of finding the list without it and leaving it behind.
fn register<T>(
    create: impl FnOnce() -> io::Result<T>,
    path: impl Fn(&T) -> &Path,
) -> io::Result<T> {
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    if STOPPING.load(Ordering::SeqCst) {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    let created = create()?;
    files.get_or_insert_with(HashSet::new).insert(path(&created).to_path_buf());
    Ok(created)
}

fn unregister(path: &Path) {
    let mut files = TEMPORARY.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(files) = files.as_mut() {
        files.remove(path);
    }
}

/// A temporary file that is removed when dropped, and by [`remove_temporary_files`] when the run
/// is interrupted. It is created with the permissions the umask allows for a new file (the
/// kernel applies the umask to `rw-rw-rw-`), not private to its owner.
#[derive(Debug)]
pub struct Scratch {
    tmp: Option<tempfile::NamedTempFile>,
}

impl Scratch {
    /// A new temporary file in `dir` (the folder of the output, so that nothing is left in the
    /// system's temporary folder), or in the system's temporary folder for `None`.
    pub fn new_in(dir: Option<&Path>) -> io::Result<Self> {
        let dir = match dir {
            Some(d) if d.as_os_str().is_empty() => PathBuf::from("."),
            Some(d) => d.to_path_buf(),
            None => std::env::temp_dir(),
        };
        let mut builder = tempfile::Builder::new();
        builder.prefix(".quizdeck-").suffix(".tmp");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(std::fs::Permissions::from_mode(0o666));
        }
        let tmp = register(|| builder.tempfile_in(&dir), |t| t.path())?;
        Ok(Self { tmp: Some(tmp) })
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        self.tmp.as_ref().map_or(Path::new(""), |t| t.path())
    }

    /// The open file.
    pub fn file_mut(&mut self) -> &mut File {
        self.tmp.as_mut().expect("a scratch file is open until persisted").as_file_mut()
    }

    /// Moves the file to `path`, replacing it.
    fn persist(mut self, path: &Path) -> io::Result<()> {
        let tmp = self.tmp.take().expect("a scratch file is open until persisted");
        let at = tmp.path().to_path_buf();
        let out = tmp.persist(path).map(drop).map_err(|e| e.error);
        unregister(&at);
        out
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Some(tmp) = self.tmp.take() {
            unregister(tmp.path());
        }
    }
}

/// A file being written: under a temporary name beside its target, moved into place by
/// [`AtomicFile::commit`] (until then the target keeps its old content, and a file dropped
/// without commit is removed); or, when the target is a FIFO or a character device
/// (`/dev/stdout`, `/dev/null`), straight into it. A symlink is followed: its target is
/// replaced, the link stays. A new file gets the permissions the umask allows; a replaced one
/// keeps its own.
#[derive(Debug)]
pub struct AtomicFile {
    target: Target,
    path: PathBuf,
}

#[derive(Debug)]
enum Target {
    Replace(Scratch),
    Through(File),
}

impl AtomicFile {
    /// Starts writing the file that will replace `path`.
    pub fn create(path: &Path) -> io::Result<Self> {
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => {
                Err(io::Error::new(io::ErrorKind::IsADirectory, "is a directory"))
            }
            Ok(m) if m.is_file() => Self::replacing(std::fs::canonicalize(path)?),
            Ok(m) if is_stream(&m.file_type()) => {
                let file = File::options().write(true).open(path)?;
                Ok(Self { target: Target::Through(file), path: path.to_path_buf() })
            }
            Ok(_) => Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "is neither a regular file, a FIFO nor a character device",
            )),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Self::replacing(link_target(path)?),
            Err(e) => Err(e),
        }
    }

    fn replacing(path: PathBuf) -> io::Result<Self> {
        let tmp = Scratch::new_in(path.parent())?;
        Ok(Self { target: Target::Replace(tmp), path })
    }

    /// Whether the file can be sought in (a pipe or a device cannot).
    pub fn is_seekable(&self) -> bool {
        matches!(self.target, Target::Replace(_))
    }

    /// The file being written, for writers that also need to seek.
    pub fn file_mut(&mut self) -> &mut File {
        match &mut self.target {
            Target::Replace(tmp) => tmp.file_mut(),
            Target::Through(file) => file,
        }
    }

    /// The path this file will replace (a symlink's target).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Syncs the file and renames it over the target (or, written through, flushes it).
    pub fn commit(mut self) -> io::Result<()> {
        match self.target {
            Target::Replace(mut tmp) => {
                tmp.file_mut().sync_all()?;
                keep_permissions(tmp.file_mut(), &self.path)?;
                tmp.persist(&self.path)
            }
            Target::Through(ref mut file) => file.flush(),
        }
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file_mut().write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file_mut().flush()
    }
}

#[cfg(unix)]
fn is_stream(t: &std::fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    t.is_fifo() || t.is_char_device()
}

#[cfg(not(unix))]
fn is_stream(_: &std::fs::FileType) -> bool {
    false
}

/// Where a path that does not exist will be created: itself, or, for a symlink that points to
/// nothing yet, the path it points to (followed through further links).
fn link_target(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = std::fs::read_link(&at)?;
                at = at.parent().map_or_else(|| to.clone(), |dir| dir.join(&to));
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Gives the new file the permissions of the one it replaces; a new file keeps those it was
/// created with (what the umask allows).
fn keep_permissions(file: &File, path: &Path) -> io::Result<()> {
    match std::fs::metadata(path) {
        Ok(old) => file.set_permissions(old.permissions()),
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(dir: &Path) -> usize {
        std::fs::read_dir(dir).unwrap().count()
    }

    #[test]
    fn target_changes_only_on_commit() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        std::fs::write(&path, "old").unwrap();
        let mut f = AtomicFile::create(&path).unwrap();
        f.write_all(b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        f.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        drop(AtomicFile::create(&path).unwrap());
        assert_eq!(entries(dir.path()), 1, "dropped file removed");
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_keeps_pointing_to_the_file_written() {
        let dir = tempfile::tempdir().unwrap();
        let (real, link) = (dir.path().join("real.json"), dir.path().join("link.json"));
        std::fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink("real.json", &link).unwrap();
        let mut f = AtomicFile::create(&link).unwrap();
        f.write_all(b"new").unwrap();
        f.commit().unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        // A link to a file not there yet creates that file.
        let dangling = dir.path().join("later.json");
        std::os::unix::fs::symlink("sub/new.json", &dangling).unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        AtomicFile::create(&dangling).unwrap().commit().unwrap();
        assert!(dir.path().join("sub/new.json").is_file());
        assert!(std::fs::symlink_metadata(&dangling).unwrap().file_type().is_symlink());
    }

    #[cfg(unix)]
    #[test]
    fn a_character_device_is_written_through_not_replaced() {
        let mut f = AtomicFile::create(Path::new("/dev/null")).unwrap();
        assert!(!f.is_seekable());
        f.write_all(b"gone").unwrap();
        f.commit().unwrap();
        let m = std::fs::metadata("/dev/null").unwrap();
        assert!(!m.is_file());
    }

    #[test]
    fn interrupted_runs_leave_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let kept = Scratch::new_in(Some(dir.path())).unwrap();
        assert_eq!(entries(dir.path()), 1);
        let path = kept.path().to_path_buf();
        {
            let files = TEMPORARY.lock().unwrap();
            assert!(files.as_ref().unwrap().contains(&path));
        }
        drop(kept);
        assert_eq!(entries(dir.path()), 0);
        let files = TEMPORARY.lock().unwrap();
        assert!(!files.as_ref().unwrap().contains(&path), "dropped files are forgotten");
    }

    #[cfg(unix)]
    #[test]
    fn new_files_get_what_the_umask_allows_and_replaced_ones_keep_theirs() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.json");
        AtomicFile::create(&path).unwrap().commit().unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        // Whatever the umask, a new file is not private to its owner unless the umask says so,
        // and never executable: the kernel masks rw-rw-rw-.
        let probe = dir.path().join("probe");
        std::fs::write(&probe, "").unwrap();
        let umask_allowed = std::fs::metadata(&probe).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, umask_allowed);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        AtomicFile::create(&path).unwrap().commit().unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
    }
}
