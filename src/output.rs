//! Where a subcommand writes: standard output, or a file replaced atomically.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use anyhow::Context;
use quizdeck_export::AtomicFile;

/// A destination. A file is written under a temporary name beside it and renamed into place by
/// [`Output::commit`], so an interrupted run never leaves a half-written file or destroys the
/// previous one.
pub enum Output {
    Stdout(BufWriter<io::Stdout>),
    File(BufWriter<AtomicFile>),
}

impl Output {
    /// Standard output for `None` or `-`, else the file at `path`.
    pub fn create(path: Option<&Path>) -> anyhow::Result<Self> {
        match path {
            None => Ok(Self::Stdout(BufWriter::new(io::stdout()))),
            Some(p) if p.as_os_str() == "-" => Ok(Self::Stdout(BufWriter::new(io::stdout()))),
            Some(p) => {
                let file = AtomicFile::create(p)
                    .with_context(|| format!("cannot write beside {}", p.display()))?;
                Ok(Self::File(BufWriter::new(file)))
            }
        }
    }

    /// Flushes, and moves a file into place.
    pub fn commit(self) -> anyhow::Result<()> {
        match self {
            Self::Stdout(mut w) => Ok(w.flush()?),
            Self::File(w) => {
                let file = w.into_inner().map_err(|e| e.into_error())?;
                let path = file.path().to_path_buf();
                file.commit().with_context(|| format!("cannot write {}", path.display()))
            }
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Self::Stdout(w) => w.write(buf),
            Self::File(w) => w.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Self::Stdout(w) => w.flush(),
            Self::File(w) => w.flush(),
        }
    }
}
