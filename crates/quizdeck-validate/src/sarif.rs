//! The report as SARIF 2.1.0, the format code-scanning services read, so that a CI run shows the
//! findings on the pages' files.
//!
//! One run, its tool's rules the table of codes, and one result per finding: the code as
//! `ruleId`, the severity as `level` (`info` is SARIF's `note`), the message, each page at fault
//! as a location (its path relative to a base folder, the repository root in CI), a fingerprint
//! that stays the same from one run to the next, and the question, languages, field and values in
//! `properties`.

use std::io::{self, Write};
use std::path::PathBuf;

use quizdeck_model::short_hash;
use serde_json::{Value, json};

use crate::links::relative_uri;
use crate::{Code, Finding, Report, Severity};

/// The schema the log names.
const SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// Where SARIF locations are relative to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SarifOptions {
    /// Source paths are written relative to this folder (relative sources are taken from the
    /// current directory); code scanning wants them relative to the repository root.
    pub base: PathBuf,
}

/// Writes `report` as a SARIF 2.1.0 log.
pub fn render_sarif(
    report: &Report,
    out: &mut dyn Write,
    options: &SarifOptions,
) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &sarif(report, options))?;
    out.write_all(b"\n")
}

fn sarif(report: &Report, options: &SarifOptions) -> Value {
    let rules: Vec<Value> = Code::ALL
        .iter()
        .map(|&code| {
            json!({
                "id": code.as_str(),
                "shortDescription": {"text": code.description()},
                "fullDescription": {"text": format!("{}. Example: {}", code.description(), code.example())},
                "defaultConfiguration": {"level": level(code.severity())},
                "properties": {"severity": code.severity().as_str()},
            })
        })
        .collect();
    let results: Vec<Value> = report.findings.iter().map(|f| result(f, options)).collect();
    json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "quizdeck",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": env!("CARGO_PKG_REPOSITORY"),
                "rules": rules,
            }},
            "results": results,
        }],
    })
}

fn result(f: &Finding, options: &SarifOptions) -> Value {
    let index = Code::ALL.iter().position(|&c| c == f.code).unwrap_or_default();
    let locations: Vec<Value> = f
        .sources
        .iter()
        .filter_map(|s| relative_uri(s, &options.base))
        .map(|uri| json!({"physicalLocation": {"artifactLocation": {"uri": uri}}}))
        .collect();
    let langs = f.langs.join(",");
    let identity = [f.code.as_str(), &f.question, &langs, f.field.as_deref().unwrap_or("")];
    let mut properties = json!({"question": f.question, "langs": f.langs});
    if let Some(field) = &f.field {
        properties["field"] = json!(field);
    }
    if !f.values.is_empty() {
        properties["values"] = json!(f.values);
    }
    let mut result = json!({
        "ruleId": f.code.as_str(),
        "ruleIndex": index,
        "level": level(f.severity),
        "message": {"text": f.message},
        "partialFingerprints": {"quizdeckFinding/v1": short_hash(identity)},
        "properties": properties,
    });
    // A page read from standard input has no file to point at.
    if !locations.is_empty() {
        result["locations"] = json!(locations);
    }
    result
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_result_per_finding_with_its_rule_level_and_files() {
        let cwd = std::env::current_dir().unwrap();
        let f = Finding::new(Code::MissingTranslation, "q1", "no ja page for this question")
            .at("ja", "-")
            .at("ja", "pages/en q1.html");
        let g = Finding::new(Code::AnswerMismatch, "q1", "es marks B").at("es", "pages/es.html");
        let report = Report { findings: vec![f, g], ..Report::default() };
        let log = sarif(&report, &SarifOptions { base: cwd });
        let run = &log["runs"][0];
        assert_eq!(run["tool"]["driver"]["rules"].as_array().unwrap().len(), Code::ALL.len());
        let results = run["results"].as_array().unwrap();
        assert_eq!(results.len(), 2);
        assert_eq!(results[0]["level"], "note");
        assert_eq!(results[0]["locations"].as_array().unwrap().len(), 1, "standard input has none");
        let uri = &results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
        assert_eq!(uri, "pages/en%20q1.html");
        assert_eq!(
            (&results[1]["ruleId"], &results[1]["level"]),
            (&json!("answer-mismatch"), &json!("error"))
        );
        let index = results[1]["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(run["tool"]["driver"]["rules"][index]["id"], "answer-mismatch");
        assert_ne!(results[0]["partialFingerprints"], results[1]["partialFingerprints"]);
    }
}
