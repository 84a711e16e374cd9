//! What the end-to-end tests share: where things are, running the binary, reading its JSON, and
//! golden files with their update mode.
//!
//! Importing decks with Anki's own backend is in [`anki`].

pub mod anki;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, SystemTime};

use assert_cmd::cargo::CommandCargoExt;
use quizdeck_model::{Question, QuestionSet};
use serde::de::DeserializeOwned;

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `fixtures/` folder.
pub fn fixtures() -> PathBuf {
    root().join("fixtures")
}

/// A path as a command-line argument.
pub fn s(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// Field text as the exporters escape it.
pub fn html(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The built `quizdeck` binary, to be run in `dir`.
pub fn quizdeck_in(dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("quizdeck").expect("binary built");
    cmd.current_dir(dir);
    cmd
}

/// How a run of the binary ended.
#[derive(Debug)]
pub struct Run {
    /// The exit status (-1 when killed by a signal).
    pub code: i32,
    /// Standard output, which must be UTF-8.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

impl Run {
    /// Runs `cmd` to the end, writing `stdin` to its standard input when given (else its standard
    /// input is empty).
    pub fn of(cmd: &mut Command, stdin: Option<&[u8]>) -> Run {
        cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd.spawn().expect("runs");
        let out = std::thread::scope(|scope| {
            if let Some(input) = stdin {
                let mut pipe = child.stdin.take().expect("piped");
                // Written beside the reads, so that a child that answers before it has read all
                // its input cannot block on a full pipe.
                scope.spawn(move || pipe.write_all(input).expect("writes standard input"));
            }
            child.wait_with_output().expect("runs to the end")
        });
        Run::from(out)
    }

    /// Standard output read as JSON; panics with both outputs when it is not `T`.
    pub fn json<T: DeserializeOwned>(&self) -> T {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}\n{}", self.stdout, self.stderr))
    }
}

impl From<Output> for Run {
    fn from(out: Output) -> Run {
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8(out.stdout).expect("UTF-8 output"),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }
}

/// `quizdeck --quiet args`, run from the repository root.
pub fn quizdeck(args: &[&str]) -> Run {
    Run::of(quizdeck_in(&root()).arg("--quiet").args(args), None)
}

/// `quizdeck --quiet args`, run from the repository root, which must succeed; returns its standard
/// error.
pub fn quizdeck_ok(args: &[&str]) -> String {
    let r = quizdeck(args);
    assert_eq!(r.code, 0, "quizdeck {args:?} failed: {}", r.stderr);
    r.stderr
}

/// The questions of a `{"questions": [...]}` text.
pub fn questions(json: &str) -> Vec<Question> {
    serde_json::from_str::<QuestionSet>(json).expect("parse prints a question set").questions
}

/// A JSON file of the repository (`path` relative to its root).
pub fn read_json(path: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// White space collapsed inside each paragraph; paragraphs stay separated by one blank line.
fn words(s: &str) -> String {
    s.split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The fields `fixtures/site/expected` names, white space normalized.
pub fn summary(q: &Question) -> serde_json::Value {
    serde_json::json!({
        "lang": q.lang, "topic": words(&q.topic), "stem": words(&q.stem),
        "choices": q.choices.iter().map(|c| (c.label.clone(), words(&c.text))).collect::<Vec<_>>(),
        "answer": q.answer, "explanation": words(&q.explanation),
        "related": q.related.iter().map(|r| words(r)).collect::<Vec<_>>(),
        "url": q.url, "translations": q.translations,
    })
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

/// Asserts that the file at `path` (relative to the repository root) holds exactly `actual`, with
/// snapbox's diff on failure. `SNAPSHOTS=overwrite` writes `actual` there instead, so the test
/// passes and `git diff` shows the change to review. Every golden file is a plain file readers
/// open as it is (`docs/findings.md`, the JSON Schema, the outputs the docs quote); compared raw,
/// so no text in them is read as a snapbox wildcard.
pub fn assert_golden(path: &str, actual: &str) {
    let file = root().join(path);
    snapbox::Assert::new()
        .action_env(snapbox::assert::DEFAULT_ACTION_ENV)
        .normalize_paths(false)
        .eq(actual.to_owned(), snapbox::Data::read_from(&file, None).raw());
}
