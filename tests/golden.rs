//! Golden files: documents generated from the code, and outputs recorded as the docs show them.
//! Each test fails when its file is out of date; `QUIZDECK_BLESS=1` rewrites the files instead
//! (review the change with `git diff`).

use crate::util::{Run, assert_golden, quizdeck_in, root};

/// `docs/quizdeck.schema.json` is the JSON Schema generated from the model's types.
#[test]
fn shipped_json_schema_matches_the_types() {
    assert_golden("docs/quizdeck.schema.json", &quizdeck_model::json_schema());
}

/// The report of every planted mistake of the defects set, as a translator reads it.
#[test]
fn text_report_of_the_planted_defects() {
    let r = Run::of(
        quizdeck_in(&root()).args([
            "check",
            "--quiet",
            "--color",
            "never",
            "fixtures/check/defects/html",
        ]),
        None,
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_golden("tests/golden/check-defects-html.txt", &r.stdout);
}

/// What `quizdeck parse` says about each input it cannot read, one line per file.
#[test]
fn parse_errors_of_the_broken_inputs() {
    let r = Run::of(quizdeck_in(&root()).args(["parse", "--quiet", "fixtures/broken"]), None);
    assert_eq!(r.code, 1);
    assert_golden("tests/golden/parse-broken.txt", &r.stderr);
}
