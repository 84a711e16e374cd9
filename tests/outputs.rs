//! What the commands write for a choice of fixtures, recorded in golden files under
//! `tests/golden/outputs/`: work on speed (or any change of how the output is made rather than
//! what it is) must leave them exactly as they are. The same input gives the same JSON, check
//! report, CSV and notes; only what depends on when the test runs is left out of the records
//! (note ids and modification times, which come from file times, and the package's timestamps).
//!
//! After a deliberate change of an output, rewrite them with `SNAPSHOTS=overwrite cargo test
//! --test integration outputs::` and review `git diff tests/golden/outputs`.

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

use serde_json::Value;

use crate::util::{assert_golden, quizdeck, root, s};

const GOLDEN: &str = "tests/golden/outputs";

/// The page files under `dirs` (recursively, in sorted order): not the expected parses beside
/// them (`.json`) nor the folders' notes (`README.md`, `RESEARCH.md`).
fn pages(dirs: &[&str]) -> Vec<String> {
    let mut files = Vec::new();
    for dir in dirs {
        let mut stack = vec![root().join(dir)];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                if path.is_dir() {
                    stack.push(path);
                } else if !name.ends_with(".json")
                    && !matches!(name.as_str(), "README.md" | "RESEARCH.md")
                {
                    files.push(path.strip_prefix(root()).unwrap().to_string_lossy().into_owned());
                }
            }
        }
    }
    files.sort();
    files
}

/// `quizdeck --quiet args`: its exit status and standard error first, then standard output.
fn run(args: &[&str]) -> (i32, String, String) {
    let r = quizdeck(args);
    (r.code, r.stderr, r.stdout)
}

/// A JSON document one item per line: each top-level array's elements, each other member whole,
/// in compact JSON, so that a golden file stays short and a difference shows on its own line.
fn json_lines(text: &str) -> String {
    let value: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let mut out = String::new();
    let Value::Object(members) = value else { return format!("{value}\n") };
    for (key, v) in members {
        match v {
            Value::Array(items) => {
                out += &format!("{key}: {} items\n", items.len());
                for item in items {
                    out += &format!("{item}\n");
                }
            }
            other => out += &format!("{key}: {other}\n"),
        }
    }
    out
}

#[test]
fn parse_gives_the_recorded_questions_and_errors() {
    let files = pages(&[
        "fixtures/site/v1",
        "fixtures/site/text",
        "fixtures/seeds",
        "fixtures/pages/shapes",
        "fixtures/pages/encodings",
        "fixtures/pages/families",
    ]);
    let args: Vec<&str> = ["parse", "--format", "jsonl"]
        .into_iter()
        .chain(files.iter().map(String::as_str))
        .collect();
    let (code, stderr, stdout) = run(&args);
    assert_golden(&format!("{GOLDEN}/parse.jsonl"), &stdout);
    assert_golden(&format!("{GOLDEN}/parse-errors.txt"), &format!("exit {code}\n{stderr}"));
}

#[test]
fn check_gives_the_recorded_reports() {
    for (set, name) in [
        ("fixtures/check/defects", "check-defects.txt"),
        ("fixtures/check/qa/defects", "check-qa-defects.txt"),
        ("fixtures/check/processors/defects", "check-processors-defects.txt"),
    ] {
        let (code, stderr, stdout) = run(&["check", "--format", "json", set]);
        let record = format!("exit {code}\n{stderr}{}", json_lines(&stdout));
        assert_golden(&format!("{GOLDEN}/{name}"), &record);
    }
}

/// What a package holds, timestamps and note ids aside: the note types with their fields, the
/// decks, the media names, then each card in new-card order with its note's GUID, note type,
/// deck, tags and fields.
fn package(apkg: &Path) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut zip = zip::ZipArchive::new(std::fs::File::open(apkg).unwrap()).unwrap();
    let db = dir.path().join("collection.anki2");
    std::io::copy(
        &mut zip.by_name("collection.anki2").unwrap(),
        &mut std::fs::File::create(&db).unwrap(),
    )
    .unwrap();
    let mut media = String::new();
    zip.by_name("media").unwrap().read_to_string(&mut media).unwrap();
    let conn = rusqlite::Connection::open(&db).unwrap();
    let (models, decks): (String, String) = conn
        .query_row("SELECT models, decks FROM col", [], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap();
    let models: HashMap<String, Value> = serde_json::from_str(&models).unwrap();
    let decks: HashMap<String, Value> = serde_json::from_str(&decks).unwrap();
    let mut out = String::new();
    let mut model_names = HashMap::new();
    for (id, m) in &models {
        let fields: Vec<&str> =
            m["flds"].as_array().unwrap().iter().map(|f| f["name"].as_str().unwrap()).collect();
        let templates: Vec<&str> =
            m["tmpls"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
        let name = m["name"].as_str().unwrap();
        out += &format!("note type {name} ({id}): fields {fields:?}, templates {templates:?}\n");
        model_names.insert(id.clone(), (name.to_owned(), fields));
    }
    let mut deck_names: Vec<&str> = decks.values().map(|d| d["name"].as_str().unwrap()).collect();
    deck_names.sort_unstable();
    out += &format!("decks {deck_names:?}\nmedia {media}\n");
    let mut stmt = conn
        .prepare(
            "SELECT n.guid, n.mid, c.did, n.tags, n.flds, c.ord, c.due FROM notes n \
             JOIN cards c ON c.nid = n.id ORDER BY c.due, c.ord, n.guid",
        )
        .unwrap();
    let rows = stmt
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, i64>(5)?,
                r.get::<_, i64>(6)?,
            ))
        })
        .unwrap();
    for row in rows {
        let (guid, mid, did, tags, flds, ord, due) = row.unwrap();
        let (model, fields) = &model_names[&mid.to_string()];
        let deck = decks[&did.to_string()]["name"].as_str().unwrap();
        out += &format!("\ncard {due}.{ord} of note {guid}: {model} in {deck}, tags {tags:?}\n");
        for (name, value) in fields.iter().zip(flds.split('\x1f')) {
            out += &format!("  {name}: {value}\n");
        }
    }
    out
}

/// `quizdeck export args… -o <a file named out in a fresh folder>`: its exit status and standard
/// error (the folder's path written `OUT`), then what it wrote, read by `read`.
fn export(args: &[&str], out: &str, read: Reader) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(out);
    let args: Vec<&str> = ["export", "-o", s(&path)].iter().chain(args).copied().collect();
    let (code, stderr, _) = run(&args);
    let stderr = stderr.replace(s(dir.path()), "OUT");
    format!("exit {code}\n{stderr}{}", read(&path))
}

/// How a written file is recorded.
type Reader = fn(&Path) -> String;

fn text(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn export_gives_the_recorded_notes_rows_and_questions() {
    let runs: [(&str, &[&str], &str, Reader); 6] = [
        (
            "export-apkg.txt",
            &[
                "fixtures/site/v1",
                "fixtures/site/text",
                "fixtures/export/media",
                "fixtures/export/multi",
            ],
            "deck.apkg",
            package,
        ),
        (
            "export-apkg-hint-shuffle.txt",
            &[
                "--hint-lang",
                "fr",
                "--shuffle",
                "--tags",
                "exam",
                "fixtures/site/v1",
                "fixtures/site/text",
            ],
            "deck.apkg",
            package,
        ),
        (
            "export-apkg-mc-addon.txt",
            &[
                "--note-type",
                "mc-addon",
                "--hint-lang",
                "ja",
                "--lang",
                "ja,de",
                "fixtures/check/consistent/text",
            ],
            "deck.apkg",
            package,
        ),
        ("export-anki.csv", &["--hint-lang", "nl", "fixtures/site/v1"], "deck.csv", text),
        (
            "export-review.csv",
            &[
                "--csv-layout",
                "review",
                "--lang",
                "en,ja,pt",
                "fixtures/check/consistent/html",
                "fixtures/check/consistent/text",
            ],
            "review.csv",
            text,
        ),
        ("export.json", &["fixtures/export/multi"], "questions.json", text),
    ];
    for (name, args, out, read) in runs {
        assert_golden(&format!("{GOLDEN}/{name}"), &export(args, out, read));
    }
}
