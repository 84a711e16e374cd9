//! `quizdeck export --format json|jsonl`, and what every export does with inputs and outputs.

use crate::util::{quizdeck, quizdeck_ok, s};

#[test]
fn export_json_and_jsonl_are_exactly_what_parse_prints() {
    let dir = tempfile::tempdir().unwrap();
    for (format, ext) in [("json", "json"), ("jsonl", "jsonl")] {
        let parsed = dir.path().join(format!("parse.{ext}"));
        let exported = dir.path().join(format!("export.{ext}"));
        let rebuilt = dir.path().join(format!("rebuilt.{ext}"));
        let inputs = ["fixtures/site/v1", "fixtures/export/media/questions.json"];
        quizdeck_ok(&[&["parse", "--format", format, "-o", s(&parsed)], &inputs[..]].concat());
        quizdeck_ok(&[&["export", "--format", format, "-o", s(&exported)], &inputs[..]].concat());
        let a = std::fs::read(&parsed).unwrap();
        assert_eq!(a, std::fs::read(&exported).unwrap(), "{format}");
        // Read back, the written JSON exports to itself.
        quizdeck_ok(&["export", "-o", s(&rebuilt), s(&parsed)]);
        assert_eq!(a, std::fs::read(&rebuilt).unwrap(), "{format} round trip");
    }
}

#[test]
fn failed_inputs_are_named_and_the_rest_exported_with_exit_status_1() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("out.jsonl");
    let out = quizdeck(&[
        "export",
        "-o",
        s(&out_path),
        "fixtures/site/v1/en-q1.html",
        "fixtures/broken/empty.txt",
        "fixtures/broken/missing-file.html",
        "fixtures/site/v1/nl-q1.html",
    ]);
    let err = &out.stderr;
    assert_eq!(out.code, 1, "{err}");
    assert!(err.contains("quizdeck: fixtures/broken/empty.txt: "), "{err}");
    assert!(err.contains("quizdeck: fixtures/broken/missing-file.html: "), "{err}");
    assert!(err.lines().last().unwrap().contains("wrote"), "one-line summary last: {err}");
    let written = std::fs::read_to_string(&out_path).unwrap();
    assert_eq!(written.lines().count(), 2);
}

#[test]
fn an_export_with_nothing_to_write_leaves_the_old_file_alone() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("deck.apkg");
    std::fs::write(&out_path, b"previous deck").unwrap();
    let out = quizdeck(&["export", "-o", s(&out_path), "fixtures/broken/empty.txt"]);
    assert_eq!(out.code, 1);
    assert_eq!(std::fs::read(&out_path).unwrap(), b"previous deck");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file left");
}

#[test]
fn an_unknown_output_extension_needs_format() {
    let dir = tempfile::tempdir().unwrap();
    let out_path = dir.path().join("deck.txt");
    let out = quizdeck(&["export", "-o", s(&out_path), "fixtures/site/v1"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("--format"));
    assert!(!out_path.exists());
    quizdeck_ok(&["export", "--format", "jsonl", "-o", s(&out_path), "fixtures/site/v1"]);
    assert_eq!(std::fs::read_to_string(&out_path).unwrap().lines().count(), 9);
}

/// A page whose answer's letter names one choice and its text another (`C. Kebnekaise`, where
/// Kebnekaise is B) gives no question: which answer is meant cannot be told, and a deck would
/// teach one of the two as right. Every format names the file and both letters, fails with exit
/// status 1, and writes the other question; `check` reports it as `answer-text-mismatch`.
#[test]
fn an_answer_whose_text_is_another_choice_is_rejected_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let set = "fixtures/export/answer-text-of-another";
    let pages = [format!("{set}/sv-fjallen.txt"), format!("{set}/sv-sjoar.txt")];
    for name in ["out.csv", "out.json", "out.apkg"] {
        let out = dir.path().join(name);
        let run = quizdeck(&["export", "-o", s(&out), &pages[0], &pages[1]]);
        assert_eq!(run.code, 1, "{name}: {}", run.stderr);
        let refusal = run.stderr.lines().find(|l| l.contains("sv-fjallen.txt")).unwrap();
        assert!(
            refusal.contains(r#"the answer C ("Helagsfjället") is given with the text of B"#),
            "{refusal}"
        );
        assert!(out.exists(), "{name}: the other question is written");
    }
    let written = std::fs::read_to_string(dir.path().join("out.csv")).unwrap();
    assert!(written.contains("Sveriges största sjö") && !written.contains("Sveriges högsta berg"));
    let model: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("out.json")).unwrap())
            .unwrap();
    assert_eq!(model["questions"].as_array().unwrap().len(), 1);
    let parse = quizdeck(&["parse", "-o", "-", &pages[0]]);
    assert_eq!(parse.code, 1);
    assert!(parse.stderr.contains("sv-fjallen.txt"));
    let check = quizdeck(&["check", "--format", "json", &pages[0], &pages[1]]);
    assert!(check.stdout.contains("answer-text-mismatch"), "{}", check.stdout);
}
