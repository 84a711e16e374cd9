//! Shared by the export tests: running quizdeck, and importing its output with Anki's own backend
//! (the `anki` package, run by tests/anki/anki_import.py).

#![allow(dead_code)] // each test file uses its own part
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, SystemTime};

use assert_cmd::cargo::CommandCargoExt;
use serde::Deserialize;

/// The repository root (tests run from it).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `quizdeck` with `args`, run from the repository root.
pub fn quizdeck(args: &[&str]) -> std::process::Output {
    let mut cmd = Command::cargo_bin("quizdeck").expect("binary");
    cmd.current_dir(root()).arg("--quiet").args(args);
    cmd.output().expect("run quizdeck")
}

/// `quizdeck` with `args`, which must succeed; returns its standard error.
pub fn quizdeck_ok(args: &[&str]) -> String {
    let out = quizdeck(args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "quizdeck {args:?} failed ({}): {stderr}", out.status);
    stderr
}

/// The Python that has Anki's backend: QUIZDECK_PYTHON, else the repository's .venv. Panics with
/// a clear message when neither imports `anki`: these tests must not pass without it.
pub fn python() -> &'static Path {
    static PYTHON: OnceLock<PathBuf> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let candidates: Vec<PathBuf> = std::env::var_os("QUIZDECK_PYTHON")
            .map(PathBuf::from)
            .into_iter()
            .chain([root().join(".venv/bin/python")])
            .collect();
        for py in &candidates {
            let ok = Command::new(py)
                .args(["-c", "import anki.collection"])
                .output()
                .is_ok_and(|o| o.status.success());
            if ok {
                return py.clone();
            }
        }
        panic!(
            "no Python with Anki's backend: tried {candidates:?}. Run `bash .ci/run` once (it \
             creates .venv with the anki package from tests/requirements.txt) or set \
             QUIZDECK_PYTHON to a Python that has it"
        );
    })
}

/// What tests/anki/anki_import.py reports.
#[derive(Debug, Deserialize)]
pub struct Anki {
    pub log: Option<Log>,
    pub reviewed: usize,
    pub integrity: Integrity,
    pub decks: Vec<String>,
    pub notetypes: Vec<Notetype>,
    pub notes: Vec<Note>,
    pub media: Vec<String>,
}

#[derive(Debug, Deserialize, PartialEq, Eq)]
pub struct Log {
    pub new: usize,
    pub updated: usize,
    pub duplicate: usize,
    pub conflicting: usize,
    pub first_field_match: usize,
    pub missing_notetype: usize,
    pub missing_deck: usize,
    pub empty_first_field: usize,
    pub found_notes: usize,
}

#[derive(Debug, Deserialize)]
pub struct Integrity {
    pub ok: bool,
    pub message: String,
}

#[derive(Debug, Deserialize)]
pub struct Notetype {
    pub id: i64,
    pub name: String,
    pub fields: Vec<String>,
    pub css: String,
}

#[derive(Debug, Deserialize)]
pub struct Note {
    pub guid: String,
    pub notetype: String,
    #[serde(rename = "mod")]
    pub mtime: i64,
    pub fields: BTreeMap<String, String>,
    pub tags: Vec<String>,
    pub markup: Markup,
    pub cards: Vec<Card>,
}

/// The elements, attribute names and URLs a note's fields really contain.
#[derive(Debug, Deserialize)]
pub struct Markup {
    pub tags: Vec<String>,
    pub attrs: Vec<String>,
    pub urls: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub struct Card {
    pub deck: String,
    pub question: String,
    pub answer: String,
    /// The elements, attribute names and URLs of the rendered question and answer together.
    pub markup: Markup,
    pub reps: u32,
    pub revlog: u32,
}

impl Anki {
    /// The note whose field `field` is `value`.
    pub fn note(&self, field: &str, value: &str) -> &Note {
        self.notes
            .iter()
            .find(|n| n.fields.get(field).is_some_and(|v| v == value))
            .unwrap_or_else(|| panic!("no note with {field} = {value:?}"))
    }

    /// The import log.
    pub fn log(&self) -> &Log {
        self.log.as_ref().expect("an import ran")
    }
}

/// What an import is.
pub enum Import<'a> {
    Apkg(&'a Path),
    Csv(&'a Path),
}

/// Imports `what` into the collection at `collection` (created when missing), then answers
/// `review` due cards, and reports.
pub fn anki_import(collection: &Path, what: Import<'_>, review: usize) -> Anki {
    let script = root().join("tests/anki/anki_import.py");
    let mut cmd = Command::new(python());
    cmd.arg(script).arg(collection);
    match what {
        Import::Apkg(p) => cmd.arg("--apkg").arg(p),
        Import::Csv(p) => cmd.arg("--csv").arg(p),
    };
    let out = cmd.arg("--review").arg(review.to_string()).output().expect("run python");
    assert!(
        out.status.success(),
        "anki_import.py failed ({}): {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("bad report ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

/// Sets the modification time of `path` to `secs` after the Unix epoch.
pub fn set_mtime(path: &Path, secs: u64) {
    let t = SystemTime::UNIX_EPOCH + Duration::from_secs(secs);
    std::fs::File::options().write(true).open(path).and_then(|f| f.set_modified(t)).unwrap();
}

/// Copies the files of `from` (not recursively) into `to`, all with modification time `secs`.
pub fn copy_dir(from: &Path, to: &Path, secs: u64) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            let dest = to.join(entry.file_name());
            std::fs::copy(entry.path(), &dest).unwrap();
            set_mtime(&dest, secs);
        }
    }
}

/// Replaces `old` with `new` in the file at `path` (which must contain it) and gives the file the
/// modification time `secs`.
pub fn edit(path: &Path, old: &str, new: &str, secs: u64) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(old), "{} has no {old:?}", path.display());
    std::fs::write(path, text.replacen(old, new, 1)).unwrap();
    set_mtime(path, secs);
}

/// Elements and attributes our fields may contain.
pub const FIELD_TAGS: &[&str] =
    &["p", "br", "b", "i", "em", "strong", "sub", "sup", "ol", "ul", "li", "img"];
pub const FIELD_ATTRS: &[&str] = &["src", "alt", "type"];

/// Asserts that no note field holds markup beyond the allow-list: no script, no event handler, no
/// URL with a scheme (media are bare file names).
pub fn assert_fields_are_inert(anki: &Anki) {
    for n in &anki.notes {
        let m = &n.markup;
        assert!(m.tags.iter().all(|t| FIELD_TAGS.contains(&t.as_str())), "{:?}: {m:?}", n.fields);
        assert!(m.attrs.iter().all(|a| FIELD_ATTRS.contains(&a.as_str())), "{:?}: {m:?}", n.fields);
        assert!(m.urls.iter().all(|u| !u.contains(':')), "{:?}: {m:?}", n.fields);
        for (name, value) in &n.fields {
            let lower = value.to_ascii_lowercase();
            assert!(!lower.contains("<script"), "{name}: {value}");
            assert!(!lower.contains("<iframe"), "{name}: {value}");
        }
    }
}
