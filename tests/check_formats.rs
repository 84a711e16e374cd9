//! `quizdeck check`'s report formats for tools and people: the JSON fields as `docs/check.md`
//! documents them, SARIF for code scanning, the HTML page, and `-o FILE`.

use std::collections::BTreeSet;

use crate::util::{Run, fixtures, quizdeck_in, root};

/// `quizdeck check --quiet args`, run in `fixtures/`.
pub fn check_in_fixtures(args: &[&str]) -> Run {
    Run::of(quizdeck_in(&fixtures()).arg("check").arg("--quiet").args(args), None)
}

fn keys(v: &serde_json::Value) -> BTreeSet<&str> {
    v.as_object().expect("an object").keys().map(String::as_str).collect()
}

fn set<'a>(names: &[&'a str]) -> BTreeSet<&'a str> {
    names.iter().copied().collect()
}

/// The fields `docs/check.md` lists for `--format json`.
const FINDING: &[&str] = &["code", "severity", "message", "question", "langs", "sources"];
const FINDING_OPTIONAL: &[&str] = &["field", "values"];
const GROUP: &[&str] = &["id", "by", "evidence", "topic", "langs", "missing", "pages"];
const PAGE: &[&str] = &["lang", "id", "source"];
const SUMMARY: &[&str] = &[
    "pages",
    "groups",
    "languages",
    "errors",
    "warnings",
    "infos",
    "codes",
    "grouped_by",
    "coverage",
    "failed",
];

/// Every field `--format json` prints is documented, and every field documented as always there
/// is there, on a set where no question lacks a language (`missing` is `[]`, not absent).
#[test]
fn json_report_fields_are_the_documented_ones() {
    let doc = std::fs::read_to_string(root().join("docs/check.md")).unwrap();
    for name in FINDING.iter().chain(FINDING_OPTIONAL).chain(GROUP).chain(PAGE).chain(SUMMARY) {
        assert!(doc.contains(&format!("`{name}`")), "docs/check.md does not name `{name}`");
    }
    let r = check_in_fixtures(&["--format", "json", "check/defects/html"]);
    let v: serde_json::Value = r.json();
    assert_eq!(keys(&v), set(&["findings", "groups", "summary"]));
    assert_eq!(keys(&v["summary"]), set(SUMMARY));
    let groups = v["groups"].as_array().unwrap();
    assert!(!groups.is_empty());
    for g in groups {
        assert_eq!(keys(g), set(GROUP), "{g}");
        assert_eq!(g["missing"], serde_json::json!([]), "every language is there: {g}");
        for p in g["pages"].as_array().unwrap() {
            assert_eq!(keys(p), set(PAGE), "{p}");
        }
    }
    let findings = v["findings"].as_array().unwrap();
    assert!(!findings.is_empty());
    for f in findings {
        let k = keys(f);
        let all = set(FINDING).union(&set(FINDING_OPTIONAL)).copied().collect();
        assert!(k.is_superset(&set(FINDING)) && k.is_subset(&all), "{f}");
    }
}
