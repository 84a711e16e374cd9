//! Where a subcommand writes: standard output, or a file replaced atomically (a symlink's
//! target; a FIFO or a device written through, see [`AtomicFile`]).

use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

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

/// The input that `out` would overwrite, if any: an input named on the command line, however it
/// is named (a symlink, `./`, another relative path), or a file inside a folder named as input.
/// In such a folder only an earlier output of the same kind may be replaced, named directly
/// (`parse site -o site/questions.json`, which the walk then skips): a file whose ending is not
/// among `endings`, the output's own (`parse site -o site/page.html`), or one reached through
/// a symlink (`-o out.json` linking to `site/page.html`), is a page of the folder. Checked
/// before anything is read, so a slip such as `-o page.html page.html` cannot replace an input
/// with an empty output. Says so on standard error when it does.
pub fn overwrites_an_input(out: &Path, inputs: &[PathBuf], endings: &[&str]) -> bool {
    let Some(input) = same_as_an_input(out, inputs, endings) else { return false };
    crate::cmd::say(&format!(
        "{} is one of the inputs: writing it would destroy what is read; name another file",
        input.display()
    ));
    true
}

/// Whether the folder `out` would be written in is missing, or is no folder: says so on standard
/// error. Checked before anything is read, where writing at the end of the run would fail only
/// after every input was read, naming the temporary file. No folder is created: a mistyped
/// `-o reprots/site.apkg` is a mistake to show, not a folder to make.
pub fn folder_missing(out: &Path) -> bool {
    if out.as_os_str() == "-" {
        return false;
    }
    let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) else { return false };
    if dir.is_dir() {
        return false;
    }
    let exists = dir.exists();
    let (out, dir) = (out.display(), dir.display());
    crate::cmd::say(&if exists {
        format!("cannot write {out}: {dir} is not a folder")
    } else {
        format!(
            "cannot write {out}: there is no folder {dir} (quizdeck makes none: create it first)"
        )
    });
    true
}

fn same_as_an_input(out: &Path, inputs: &[PathBuf], endings: &[&str]) -> Option<PathBuf> {
    let target = std::fs::canonicalize(out).ok()?;
    if !std::fs::metadata(&target).is_ok_and(|m| m.is_file()) {
        return None;
    }
    let canonical = |p: &PathBuf| std::fs::canonicalize(p).ok();
    if let Some(named) = inputs.iter().find(|p| canonical(p).is_some_and(|p| p == target)) {
        return Some(named.clone());
    }
    let linked = std::fs::symlink_metadata(out).is_ok_and(|m| m.file_type().is_symlink());
    let ending = target.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    if !linked && ending.is_some_and(|e| endings.contains(&e.as_str())) {
        return None;
    }
    let in_folder = |p: &PathBuf| p.is_dir() && canonical(p).is_some_and(|d| target.starts_with(d));
    inputs.iter().any(in_folder).then_some(target)
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
