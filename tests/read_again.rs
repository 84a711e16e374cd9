//! Outputs kept beside their inputs. A user who runs `quizdeck parse pages -o
//! pages/questions.json` and then any command on `pages` reads every question twice: from its
//! page and from the JSON of it. A question read again, the same but for where it was read from,
//! is read once; one whose JSON was edited (a typo fixed beside the page it came from) is still
//! two questions with one id, which `check` and `export` report. The reports of `check` and the
//! CSV files of `export` kept in the folder hold no question: they are passed over.

use std::path::Path;

use quizdeck_validate::Report;

use crate::util::{Run, fixtures, questions, quizdeck, s};

/// The pages of `check/read-again/pages` (two questions in English, Icelandic and Portuguese),
/// copied into a new folder, with the JSON `parse` writes of them beside them.
fn pages_with_their_json() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let from = fixtures().join("check/read-again/pages");
    for entry in std::fs::read_dir(&from).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.path().join(path.file_name().unwrap())).unwrap();
    }
    let json = dir.path().join("questions.json");
    let r = quizdeck(&["parse", s(dir.path()), "-o", s(&json)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(questions(&std::fs::read_to_string(&json).unwrap()).len(), 6);
    dir
}

fn check(dir: &Path) -> (Run, Report) {
    let r = quizdeck(&["check", "--format", "json", s(dir)]);
    let report = r.json();
    (r, report)
}

#[test]
fn pages_beside_the_json_parse_wrote_of_them_are_read_once() {
    let dir = pages_with_their_json();
    let (r, report) = check(dir.path());
    assert_eq!(r.code, 0, "{}\n{:#?}", r.stderr, report.findings);
    assert_eq!((report.summary.pages, report.summary.groups), (6, 2));
    assert!(report.findings.iter().all(|f| f.code.as_str() != "duplicate-id"));
    assert!(r.stderr.contains("6 questions read again, kept once"), "{}", r.stderr);

    let out = tempfile::tempdir().unwrap();
    let deck = out.path().join("metals.apkg");
    let r = quizdeck(&["export", s(dir.path()), "-o", s(&deck)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let last = r.stderr.lines().last().unwrap_or_default();
    assert!(last.contains("6 notes"), "{last}");
    assert!(last.ends_with("(6 questions read, 6 questions read again, kept once)"), "{last}");

    let json = out.path().join("metals.json");
    let r = quizdeck(&["export", "--format", "json", s(dir.path()), "-o", s(&json)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(questions(&std::fs::read_to_string(&json).unwrap()).len(), 6);

    // `parse` into another file reads the earlier JSON as well: each question is written once.
    let again = out.path().join("again.json");
    let r = quizdeck(&["parse", s(dir.path()), "-o", s(&again)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("(7 files read, 6 questions read again, kept once)"), "{}", r.stderr);
    let written = questions(&std::fs::read_to_string(&again).unwrap());
    let first = questions(&std::fs::read_to_string(dir.path().join("questions.json")).unwrap());
    assert_eq!(written, first);
}

#[test]
fn a_question_edited_in_the_json_beside_its_page_is_still_reported_as_a_duplicate() {
    let dir = pages_with_their_json();
    let json = dir.path().join("questions.json");
    let text = std::fs::read_to_string(&json).unwrap();
    // The explanation of one page (a title edit would change the pages that list it too).
    let edited = text.replace("örlítið betur en kopar", "örlítið betur en kopar gerir");
    assert_ne!(edited, text);
    std::fs::write(&json, edited).unwrap();

    let (r, report) = check(dir.path());
    assert_eq!(r.code, 1, "{}", r.stderr);
    let dup: Vec<_> =
        report.findings.iter().filter(|f| f.code.as_str() == "duplicate-id").collect();
    assert_eq!(dup.len(), 1, "{:#?}", report.findings);
    assert!(dup[0].langs.iter().all(|l| l == "is"), "{:#?}", dup[0]);
    assert!(r.stderr.contains("5 questions read again, kept once"), "{}", r.stderr);

    let out = tempfile::tempdir().unwrap();
    let deck = out.path().join("metals.apkg");
    let r = quizdeck(&["export", s(dir.path()), "-o", s(&deck)]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("left out: the same id was already read"), "{}", r.stderr);
    let last = r.stderr.lines().last().unwrap_or_default();
    assert!(last.ends_with("5 questions read again, kept once, 1 left out)"), "{last}");
}

/// `check`'s reports (HTML, JSON, SARIF) and `export`'s CSV layouts (Anki's and the review
/// sheet, of all languages and of one) written into the folder of pages they were made of: each
/// later command reads the pages and passes the outputs over, saying how many (before, each was an
/// input that failed, and every command exited 1; one language's review sheet was read as a
/// question sheet, every question again). Named on the command line, an output is a failure that
/// says what it is; a page of another tool that only looks alike still fails as what it is.
#[test]
fn quizdeck_s_own_outputs_in_the_folder_it_reads_are_passed_over() {
    let dir = pages_with_their_json();
    let d = |name: &str| dir.path().join(name);
    for (args, out) in [
        (vec!["check", "--format", "html"], "report.html"),
        (vec!["check", "--format", "json"], "report.json"),
        (vec!["check", "--format", "sarif"], "report.sarif"),
        (vec!["export", "--csv-layout", "review"], "review.csv"),
        // One language's review sheet has a question sheet's columns: read, it gave every
        // question again under another id.
        (vec!["export", "--csv-layout", "review", "--lang", "pt"], "review-pt.csv"),
        (vec!["export"], "anki.csv"),
    ] {
        let out = d(out);
        let r = quizdeck(&[&args[..], &[s(dir.path()), "-o", s(&out)]].concat());
        assert!(r.code == 0 && out.is_file(), "{args:?}: {}", r.stderr);
    }
    let summary = "6 outputs of quizdeck not read";
    let again = tempfile::tempdir().unwrap();
    let json = again.path().join("q.json");
    let r = quizdeck(&["parse", s(dir.path()), "-o", s(&json)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains(summary), "{}", r.stderr);
    assert_eq!(questions(&std::fs::read_to_string(&json).unwrap()).len(), 6);
    let (r, report) = check(dir.path());
    assert_eq!((r.code, report.summary.pages), (0, 6), "{}", r.stderr);
    assert!(r.stderr.contains(summary), "{}", r.stderr);
    let deck = again.path().join("metals.apkg");
    let r = quizdeck(&["export", s(dir.path()), "-o", s(&deck)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains(summary), "{}", r.stderr);

    // Named on its own, the report is a failure that says what it is.
    let r = quizdeck(&["parse", s(&d("report.html"))]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("the HTML report of `quizdeck check`: holds no question"),
        "{}",
        r.stderr
    );

    // Another tool's page and a sheet whose header only starts alike fail as before.
    std::fs::write(
        d("notes.html"),
        "<!DOCTYPE html><html><head><meta name=\"generator\" content=\"Hugo 0.128\">\
         <title>Study notes</title></head><body><p>Metals conduct heat.</p></body></html>",
    )
    .unwrap();
    std::fs::write(d("plan.csv"), "question,owner\nWhich metals next week?,Ana\n").unwrap();
    let r = quizdeck(&["parse", s(dir.path()), "-o", s(&json)]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("notes.html: not a quiz page"), "{}", r.stderr);
    assert!(r.stderr.contains("plan.csv"), "{}", r.stderr);
    assert!(r.stderr.contains("(15 files read, 6 questions read again, kept once, 6 outputs of quizdeck not read, 2 failures)"), "{}", r.stderr);
}
