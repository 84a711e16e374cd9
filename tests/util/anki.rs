//! Importing what quizdeck writes with Anki's own backend (the `anki` package, run by
//! `tests/anki/anki_import.py`), and reading CSV the way a spreadsheet app does.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use serde::Deserialize;

use super::root;

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
    /// The names of its card templates.
    pub templates: Vec<String>,
    /// The stock note type it is a copy of (Anki's numbering, 1 for Basic), 0 for none.
    pub stock_kind: i32,
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
    /// The text a person reads on the rendered question: one line per block, list markers
    /// written out ("A. "), scripts, styles and hidden elements left out.
    pub question_text: String,
    /// The same of the rendered answer.
    pub answer_text: String,
    pub reps: u32,
    pub revlog: u32,
}

impl Anki {
    /// The note type named `name`.
    pub fn notetype(&self, name: &str) -> &Notetype {
        self.notetypes
            .iter()
            .find(|n| n.name == name)
            .unwrap_or_else(|| panic!("no note type {name:?} in {:?}", self.notetypes))
    }

    /// The note whose GUID is the one quizdeck gives the question `id`.
    pub fn note_of(&self, id: &str) -> &Note {
        let guid = quizdeck_export::note_guid(id);
        self.notes.iter().find(|n| n.guid == guid).unwrap_or_else(|| panic!("no note of {id}"))
    }

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
    /// Nothing: the collection as it is (after `--add-notetype`).
    None,
}

/// Imports `what` into the collection at `collection` (created when missing), then answers
/// `review` due cards, and reports.
pub fn anki_import(collection: &Path, what: Import<'_>, review: usize) -> Anki {
    anki_import_with(collection, what, review, &[])
}

/// A note type a collection has before an import, as an add-on that installs its own makes it:
/// its name, fields, and the name of its one template.
pub struct OwnNotetype<'a> {
    pub name: &'a str,
    pub fields: &'a [String],
    pub template: &'a str,
}

/// [`anki_import`] into a collection that first gets the note types `own` (each unless it has
/// one of that name).
pub fn anki_import_with(
    collection: &Path,
    what: Import<'_>,
    review: usize,
    own: &[OwnNotetype<'_>],
) -> Anki {
    let script = root().join("tests/anki/anki_import.py");
    let mut cmd = Command::new(python());
    cmd.arg(script).arg(collection);
    for nt in own {
        let spec =
            serde_json::json!({"name": nt.name, "fields": nt.fields, "template": nt.template});
        cmd.arg("--add-notetype").arg(spec.to_string());
    }
    match what {
        Import::Apkg(p) => cmd.arg("--apkg").arg(p),
        Import::Csv(p) => cmd.arg("--csv").arg(p),
        Import::None => cmd.arg("--none"),
    };
    report(cmd.arg("--review").arg(review.to_string()))
}

/// Runs one of the scripts of tests/anki and reads the JSON it prints.
fn report<T: serde::de::DeserializeOwned>(cmd: &mut Command) -> T {
    let out = cmd.output().expect("run python");
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}): {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("bad report ({e}): {}", String::from_utf8_lossy(&out.stdout)))
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

/// The rows of a CSV file as a spreadsheet app reads them (RFC 4180).
pub fn csv_rows(path: &Path) -> Vec<Vec<String>> {
    let out = Command::new(python())
        .arg(root().join("tests/anki/csv_rows.py"))
        .arg(path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The headless browser the card tests review cards in: QUIZDECK_CHROMIUM, else `chromium` on
/// the PATH (Debian's package, which `.ci/run` installs). Panics with a clear message when there is
/// none: these tests must not pass without it.
pub fn chromium() -> &'static Path {
    static CHROMIUM: OnceLock<PathBuf> = OnceLock::new();
    CHROMIUM.get_or_init(|| {
        let given = std::env::var_os("QUIZDECK_CHROMIUM").map(PathBuf::from);
        let candidates: Vec<PathBuf> =
            given.into_iter().chain(["chromium", "chromium-browser"].map(PathBuf::from)).collect();
        for c in &candidates {
            let ok = Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success());
            if ok {
                return c.clone();
            }
        }
        panic!(
            "no headless Chromium: tried {candidates:?}. Run `bash .ci/run` once (it installs \
             Debian's chromium package) or set QUIZDECK_CHROMIUM to a Chromium or Chrome binary"
        );
    })
}

/// Reviews every card of the package at `package` in headless Chromium, as Anki's reviewer shows
/// them (tests/anki/browser_review.py and reviewer.js), and returns what a learner saw, by note ID.
pub fn browser_review(package: &Path) -> BTreeMap<String, Reviews> {
    let script = root().join("tests/anki/browser_review.py");
    report(Command::new(python()).arg(script).arg(package).arg(chromium()))
}

/// The reviews of one card (see tests/anki/reviewer.js).
#[derive(Debug, Deserialize)]
pub struct Reviews {
    /// Every correct choice picked.
    pub right: Review,
    /// The first wrong choice picked, the back shown as a new page (only sessionStorage kept).
    pub wrong: Review,
    /// The key 1 pressed.
    pub key: Review,
    /// The order of the front's choices (their page letters) at each showing, until one differed
    /// from the first (or 61 showings).
    pub fronts: Vec<String>,
    /// The back where scripts do not run.
    pub noscript: Back,
}

/// One review: the front as shown, then the back.
#[derive(Debug, Deserialize)]
pub struct Review {
    pub front: Front,
    pub back: Back,
}

#[derive(Debug, Deserialize)]
pub struct Front {
    /// The choices' page letters in the order shown.
    pub order: Vec<String>,
    /// The letters shown on them.
    pub shown: Vec<String>,
    /// Their ARIA roles (`radio`, or `checkbox` where several are right).
    pub roles: Vec<Option<String>>,
}

#[derive(Debug, Deserialize)]
pub struct Back {
    pub order: Vec<String>,
    pub shown: Vec<String>,
    /// The page letters of the choices drawn as right (green border).
    pub marked: Vec<String>,
    /// The page letters of the choices drawn as a wrong pick.
    pub wrong: Vec<String>,
    /// The verdict line ("✓ Right (A, C)"), empty when hidden.
    pub verdict: String,
    /// The answer line's letters.
    pub answer: String,
}
