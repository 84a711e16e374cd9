//! Where a subcommand writes: standard output, or a file replaced atomically.

use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;

/// A destination. A file is written under a temporary name beside it and renamed into place by
/// [`Output::commit`], so an interrupted run never leaves a half-written file or destroys the
/// previous one.
pub enum Output {
    Stdout(BufWriter<io::Stdout>),
    File { tmp: BufWriter<tempfile::NamedTempFile>, path: PathBuf },
}

impl Output {
    /// Standard output for `None` or `-`, else the file at `path`.
    pub fn create(path: Option<&Path>) -> anyhow::Result<Self> {
        match path {
            None => Ok(Self::Stdout(BufWriter::new(io::stdout()))),
            Some(p) if p.as_os_str() == "-" => Ok(Self::Stdout(BufWriter::new(io::stdout()))),
            Some(p) => {
                let dir =
                    p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
                let tmp = tempfile::Builder::new()
                    .prefix(".quizdeck-")
                    .tempfile_in(dir)
                    .with_context(|| format!("cannot write in {}", dir.display()))?;
                Ok(Self::File { tmp: BufWriter::new(tmp), path: p.to_path_buf() })
            }
        }
    }

    /// Flushes, and moves a file into place.
    pub fn commit(self) -> anyhow::Result<()> {
        match self {
            Self::Stdout(mut w) => Ok(w.flush()?),
            Self::File { tmp, path } => {
                let tmp = tmp.into_inner().map_err(|e| e.into_error())?;
                tmp.as_file().sync_all()?;
                tmp.persist(&path)
                    .map_err(|e| e.error)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                Ok(())
            }
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Self::Stdout(w) => w.write(buf),
            Self::File { tmp, .. } => tmp.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Self::Stdout(w) => w.flush(),
            Self::File { tmp, .. } => tmp.flush(),
        }
    }
}
