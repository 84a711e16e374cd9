//! Files replaced atomically.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// A file written under a temporary name beside its target and moved into place by
/// [`AtomicFile::commit`]: until then the target keeps its old content, and a file dropped
/// without commit is removed. The new file gets the permissions of the one it replaces, or the
/// usual `rw-r--r--`.
#[derive(Debug)]
pub struct AtomicFile {
    tmp: tempfile::NamedTempFile,
    path: PathBuf,
}

impl AtomicFile {
    /// Starts writing the file that will replace `path`.
    pub fn create(path: &Path) -> io::Result<Self> {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let tmp = tempfile::Builder::new().prefix(".quizdeck-").suffix(".tmp").tempfile_in(dir)?;
        Ok(Self { tmp, path: path.to_path_buf() })
    }

    /// The temporary file, for writers that also need to seek.
    pub fn file_mut(&mut self) -> &mut File {
        self.tmp.as_file_mut()
    }

    /// The path this file will replace.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Syncs the file and renames it over the target.
    pub fn commit(self) -> io::Result<()> {
        self.tmp.as_file().sync_all()?;
        keep_permissions(self.tmp.as_file(), &self.path)?;
        self.tmp.persist(&self.path).map_err(|e| e.error)?;
        Ok(())
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.tmp.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.tmp.flush()
    }
}

/// Gives the new file the permissions of the one it replaces, or the usual `rw-r--r--` (a
/// temporary file is created private to its owner).
fn keep_permissions(file: &File, path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let perms = match std::fs::metadata(path) {
            Ok(old) => old.permissions(),
            Err(_) => std::fs::Permissions::from_mode(0o644),
        };
        file.set_permissions(perms)?;
    }
    #[cfg(not(unix))]
    let _ = (file, path);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "dropped file removed");
    }

    #[cfg(unix)]
    #[test]
    fn new_files_are_readable_by_others() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.json");
        AtomicFile::create(&path).unwrap().commit().unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o644);
    }
}
