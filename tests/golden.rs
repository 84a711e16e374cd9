//! Golden files: documents generated from the code, and outputs recorded as the docs show them.
//! Each test fails when its file is out of date; `SNAPSHOTS=overwrite` rewrites the files instead
//! (review the change with `git diff`).

use quizdeck_validate::Code;

use crate::util::{Run, assert_golden, quizdeck_in, root};

/// `docs/quizdeck.schema.json` is the JSON Schema generated from the model's types.
#[test]
fn shipped_json_schema_matches_the_types() {
    assert_golden("docs/quizdeck.schema.json", &quizdeck_model::json_schema());
}

const FINDINGS: &str = "docs/findings.md";
const TABLE_START: &str = "<!-- The table is generated from crates/quizdeck-validate/src/code.rs: \
                           edit it there, then run SNAPSHOTS=overwrite cargo test --test integration \
                           golden -->";
const TABLE_END: &str = "<!-- end of the generated table -->";

/// The table of finding codes, one row per [`Code`], in documentation order.
fn findings_table() -> String {
    let cell = |text: &str| text.replace('|', "\\|");
    let mut table =
        String::from("| code | severity | what | example message |\n|---|---|---|---|\n");
    for &code in Code::ALL {
        table.push_str(&format!(
            "| `{}` | {} | {} | `{}` |\n",
            code.as_str(),
            code.severity(),
            cell(code.description()),
            cell(code.example()),
        ));
    }
    table
}

/// The findings reference's table of codes is the one in the code.
#[test]
fn findings_reference_lists_every_code_as_the_code_does() {
    let text = std::fs::read_to_string(root().join(FINDINGS)).unwrap();
    let (before, rest) = text
        .split_once(TABLE_START)
        .unwrap_or_else(|| panic!("{FINDINGS} lost the line {TABLE_START}"));
    let (_, after) = rest
        .split_once(TABLE_END)
        .unwrap_or_else(|| panic!("{FINDINGS} lost the line {TABLE_END}"));
    let generated = format!("{before}{TABLE_START}\n\n{}\n{TABLE_END}{after}", findings_table());
    assert_golden(FINDINGS, &generated);
}

/// The report `docs/check.md` shows: every planted mistake of the defects set, as a translator
/// reads it.
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
