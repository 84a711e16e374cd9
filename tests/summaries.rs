//! The one-line summaries on standard error of the commands that write a file: what was read,
//! what was written, what failed.

use crate::util::{fixtures, quizdeck, s};

/// `parse -o FILE` says how many questions it wrote from how many files, and what failed, as
/// `export` does; the failures are the ones named above it.
#[test]
fn parse_to_a_file_summarizes_files_read_questions_written_and_failures() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("questions.json");
    let r = quizdeck(&["parse", "fixtures/check/defects/html", "fixtures/broken", "-o", s(&out)]);
    assert_eq!(r.code, 1, "some inputs failed");
    let named = r.stderr.lines().filter(|l| l.contains("fixtures/broken/")).count();
    assert!(named > 0, "{}", r.stderr);
    // One planted defect, an answer given with the text of another choice, is rejected too.
    let defect = r.stderr.lines().filter(|l| l.contains("defects/html/nl-q5.html:")).count();
    assert_eq!(defect, 1, "{}", r.stderr);
    let broken = std::fs::read_dir(fixtures().join("broken")).unwrap().map(Result::unwrap);
    let inputs = 42 + broken.filter(|e| !e.file_name().to_string_lossy().starts_with('.')).count();
    let last = r.stderr.lines().last().unwrap();
    let expected = format!(
        "quizdeck: wrote {}: 41 questions ({inputs} files read, {} failures)",
        s(&out),
        named + defect
    );
    assert_eq!(last, expected);

    let r = quizdeck(&["parse", "--lang", "es", "fixtures/check/defects/html", "-o", s(&out)]);
    let expected = format!(
        "quizdeck: wrote {}: 7 questions (42 files read, 35 questions not selected)",
        s(&out)
    );
    assert_eq!(r.stderr.trim_end(), expected);
}

/// On standard output the questions are the output: no summary.
#[test]
fn parse_to_standard_output_prints_no_summary() {
    for args in [&["parse", "fixtures/seeds"][..], &["parse", "fixtures/seeds", "-o", "-"]] {
        let r = quizdeck(args);
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{args:?}");
    }
}

/// The review CSV has one row per question across its languages: the summary counts rows, and
/// the questions in them.
#[test]
fn review_csv_summary_counts_rows_not_pages() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("review.csv");
    let args =
        ["export", "--csv-layout", "review", "fixtures/check/consistent/html", "-o", s(&out)];
    let r = quizdeck(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rows = csv::Reader::from_path(&out).unwrap().into_records().count();
    assert_eq!(rows, 7, "a row per question");
    let expected =
        format!("quizdeck: wrote {}: 7 rows of 42 questions (42 questions read)", s(&out));
    assert_eq!(r.stderr.trim_end(), expected);
}

/// One of a thing is counted in the singular: `1 note in 3 decks, 0 media files (1 question
/// read)`, not `1 notes … (1 questions read)`; and `check` says `1 page, 1 question`.
#[test]
fn summaries_count_one_thing_in_the_singular() {
    let dir = tempfile::tempdir().unwrap();
    let page = "fixtures/seeds/000_bcf17ab5b3f8697a.txt";
    let out = dir.path().join("one.apkg");
    let r = quizdeck(&["export", page, "-o", s(&out)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let decks = "1 note in 3 decks, 0 media files (1 question read)";
    assert_eq!(r.stderr.trim_end(), format!("quizdeck: wrote {}: {decks}", s(&out)));
    let out = dir.path().join("one.csv");
    let r = quizdeck(&["export", "--csv-layout", "review", page, "-o", s(&out)]);
    let rows = "1 row of 1 question (1 question read)";
    assert_eq!(r.stderr.trim_end(), format!("quizdeck: wrote {}: {rows}", s(&out)));
    let r = quizdeck(&["check", page]);
    let last = r.stdout.lines().rfind(|l| !l.is_empty()).unwrap_or_default();
    assert!(last.starts_with("1 page, 1 question ("), "{}", r.stdout);
    assert!(last.contains(", 1 language: "), "{}", r.stdout);
}
