//! `quizdeck check`'s report formats for tools and people: the JSON fields as `docs/check.md`
//! documents them, SARIF for code scanning, the HTML page, and `-o FILE`.

use std::collections::BTreeSet;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use quizdeck_model::{Choice, Question, QuestionSet};
use quizdeck_validate::{Code, Report};
use scraper::{Html, Selector};
use url::Url;

use crate::util::{Run, fixtures, quizdeck_in, read_json, root, s};

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

/// Runs `check --format FORMAT args… -o <dir>/report.FORMAT` in `fixtures/`, expecting exit
/// status `code`; returns the file.
fn check_to_file(dir: &Path, format: &str, args: &[&str], code: i32) -> PathBuf {
    let out = dir.join(format!("report.{format}"));
    let mut all = vec!["--format", format, "-o", s(&out)];
    all.extend_from_slice(args);
    let r = check_in_fixtures(&all);
    assert_eq!(r.code, code, "{}", r.stderr);
    assert_eq!(r.stdout, "", "the report goes to the file");
    out
}

/// Headless Chromium: Debian's `chromium`, which `.ci/run` installs, or the one
/// `QUIZDECK_CHROMIUM` names. The tests that need it fail without it; they never skip.
fn chromium() -> PathBuf {
    if let Some(path) = std::env::var_os("QUIZDECK_CHROMIUM") {
        return path.into();
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        for name in ["chromium", "chromium-browser"] {
            if dir.join(name).is_file() {
                return dir.join(name);
            }
        }
    }
    panic!("no chromium on PATH: run `bash .ci/run` once (it installs it) or set QUIZDECK_CHROMIUM")
}

/// The page at `page`, opened at `fragment` (`#lang=ja`) in headless Chromium, as its DOM stands
/// once the page's script has run.
fn dom_after_scripts(page: &Path, fragment: &str) -> Html {
    let profile = tempfile::tempdir().unwrap();
    let url = format!("{}{fragment}", Url::from_file_path(page).unwrap());
    let mut child = Command::new(chromium())
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--dump-dom"])
        .arg(format!("--user-data-dir={}", s(profile.path())))
        .arg(&url)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut dom = String::new();
        stdout.read_to_string(&mut dom).map(|_| dom)
    });
    let deadline = Instant::now() + Duration::from_secs(120);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("chromium did not finish with {url}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Html::parse_document(&reader.join().unwrap().expect("chromium prints the DOM"))
}

fn select<'a>(dom: &'a Html, css: &str) -> Vec<scraper::ElementRef<'a>> {
    dom.select(&Selector::parse(css).unwrap()).collect()
}

/// The findings the page shows: (code, blamed languages) of each `article.finding` not hidden.
fn shown(dom: &Html) -> Vec<(String, String)> {
    select(dom, "article.finding:not([hidden])")
        .iter()
        .map(|a| {
            let attr = |name| a.value().attr(name).unwrap_or_default().to_owned();
            (attr("data-code"), attr("data-langs"))
        })
        .collect()
}

fn text_of(dom: &Html, css: &str) -> String {
    select(dom, css).iter().map(|e| e.text().collect::<String>()).collect()
}

/// The HTML report in a real browser: every finding visible with its languages side by side,
/// the script's filters hiding and showing findings from the address's fragment (as ticking the
/// boxes writes it), and sections without a visible finding hidden.
#[test]
fn html_report_shows_findings_and_filters_them_in_headless_chromium() {
    let dir = tempfile::tempdir().unwrap();
    let report: Report = check_in_fixtures(&["--format", "json", "check/defects/html"]).json();
    let page = check_to_file(dir.path(), "html", &["check/defects/html"], 1);
    let all: Vec<(String, String)> =
        report.findings.iter().map(|f| (f.code.as_str().to_owned(), f.langs.join(" "))).collect();

    let dom = dom_after_scripts(&page, "");
    assert_eq!(shown(&dom), all, "every finding, in the report's order");
    let n = all.len();
    assert_eq!(text_of(&dom, "#shown"), format!("{n} of {n} findings shown"), "the script ran");
    assert!(select(&dom, "form#filters[hidden]").is_empty(), "the script shows the filters");
    let es = select(&dom, "article[data-code=answer-mismatch] tr.fault");
    assert_eq!(es.len(), 1);
    assert_eq!(
        es[0].text().collect::<String>(),
        "esB. Porque un SSD guarda cada archivo en un único bloque de 4 KB"
    );
    let marks: Vec<String> = select(&dom, "article[data-code=number-mismatch] tr.fault mark")
        .iter()
        .map(|m| m.text().collect())
        .collect();
    assert_eq!(marks, ["60"], "the differing number is highlighted");

    let dom = dom_after_scripts(&page, "#lang=ja");
    let ja: Vec<_> =
        all.iter().filter(|(_, langs)| langs.split(' ').any(|l| l == "ja")).cloned().collect();
    assert!(!ja.is_empty() && ja.len() < n);
    assert_eq!(shown(&dom), ja);
    assert_eq!(text_of(&dom, "#shown"), format!("{} of {n} findings shown", ja.len()));
    let ticked: Vec<&str> = select(&dom, "input[name=lang][checked]")
        .iter()
        .filter_map(|i| i.value().attr("value"))
        .collect();
    assert_eq!(ticked, ["ja"], "the boxes follow the fragment");
    let visible_sections = select(&dom, "section.question:not([hidden])").len();
    let ja_questions: BTreeSet<&str> = report
        .findings
        .iter()
        .filter(|f| f.langs.iter().any(|l| l == "ja"))
        .map(|f| f.question.as_str())
        .collect();
    assert_eq!(visible_sections, ja_questions.len(), "questions without a ja finding are hidden");

    let dom = dom_after_scripts(&page, "#severity=error&code=answer-mismatch,unit-mismatch");
    let codes = ["unit-mismatch", "answer-mismatch"];
    let expected: Vec<_> = report
        .findings
        .iter()
        .zip(&all)
        .filter(|(f, _)| f.severity.as_str() == "error" && codes.contains(&f.code.as_str()))
        .map(|(_, shown)| shown.clone())
        .collect();
    assert_eq!(expected.len(), 3, "two unit mismatches and an answer mismatch are planted");
    assert_eq!(shown(&dom), expected);
}

/// Nothing outside the page is loaded: no script, style, image or frame source, and the page's
/// links are relative links to the pages, which exist beside the report's folder.
#[test]
fn html_report_is_self_contained_and_links_to_the_pages() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("reports");
    std::fs::create_dir(&sub).unwrap();
    // Read through a copy of the pages, so that the links are checked against where they point.
    let pages = dir.path().join("pages");
    crate::util::copy_dir(&fixtures().join("check/defects/html"), &pages, 1_700_000_000);
    let page = check_to_file(&sub, "html", &[s(&pages)], 1);
    let html = std::fs::read_to_string(&page).unwrap();
    let dom = Html::parse_document(&html);
    for tag in ["link", "img", "iframe", "object", "embed", "base"] {
        assert!(select(&dom, tag).is_empty(), "a <{tag}> element");
    }
    assert!(select(&dom, "[src]").is_empty(), "an element loads a source");
    assert_eq!(select(&dom, "script").len(), 1);
    assert!(!html.contains("@import") && !html.contains("url("), "the style loads nothing");
    let links = select(&dom, "a[href]");
    assert!(links.len() >= 11, "a link per page at fault");
    let base = Url::from_directory_path(&sub).unwrap();
    for a in links {
        let href = a.value().attr("href").unwrap();
        assert!(Url::parse(href).is_err(), "{href} is relative");
        let target = base.join(href).unwrap().to_file_path().unwrap();
        assert!(target.is_file(), "{href} leads nowhere");
        assert_eq!(target.parent().unwrap(), pages, "{href}");
    }
}

/// Pages that try to run script or load things through every text the report shows: the HTML
/// report shows their text as text, and a browser runs and loads nothing of theirs.
#[test]
fn html_report_of_hostile_pages_runs_and_loads_nothing_of_theirs() {
    let evil =
        "<img src=x onerror=\"document.title='pwned'\"><script>document.title='pwned'</script>";
    let dir = tempfile::tempdir().unwrap();
    let page = |lang: &str, answer: &str| {
        let mut q = Question::new(lang, format!("{evil} topic"), format!("{evil} 12 ms?"));
        q.key = Some(format!("{evil}key"));
        q.choices = vec![Choice::new("A", format!("{evil} 12 ms")), Choice::new("B", "40 ms")];
        q.answer = answer.into();
        q.explanation = format!("{evil} because.");
        // Beside the report, the link would begin `javascript:` if written as it is.
        q.source = format!("{}/javascript:document.title='pwned';{lang}.html", s(dir.path()));
        q.assign_id();
        q
    };
    let set = QuestionSet { questions: vec![page("en", "A"), page("fr", "B")] };
    let input = dir.path().join("hostile.json");
    std::fs::write(&input, serde_json::to_string(&set).unwrap()).unwrap();
    let page = check_to_file(dir.path(), "html", &[s(&input)], 1);
    let dom = dom_after_scripts(&page, "");
    let title = text_of(&dom, "title");
    assert!(title.starts_with("quizdeck check: 1 error, "), "{title}");
    assert!(select(&dom, "img").is_empty(), "no element from the pages");
    assert_eq!(select(&dom, "script").len(), 1, "only the report's own script");
    assert!(text_of(&dom, "article.finding").contains(evil), "the pages' text shown as text");
    for a in select(&dom, "a[href]") {
        let href = a.value().attr("href").unwrap();
        assert!(Url::parse(href).is_err(), "{href} must stay a relative path, not a URL");
    }
}

/// The official SARIF 2.1.0 schema (vendored with its notice in `tests/sarif/`), format checks on.
fn sarif_validator() -> jsonschema::Validator {
    let schema = read_json("tests/sarif/sarif-schema-2.1.0.json");
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft4)
        .should_validate_formats(true)
        .build(&schema)
        .expect("the SARIF schema compiles")
}

fn sarif_errors(validator: &jsonschema::Validator, log: &serde_json::Value) -> Vec<String> {
    validator.iter_errors(log).map(|e| format!("{} at {}", e, e.instance_path())).collect()
}

/// `--format sarif` validates against the SARIF 2.1.0 schema, with one result per finding: its
/// code, level, message and files (relative to the current directory, as code scanning wants).
#[test]
fn sarif_report_is_valid_sarif_2_1_0_with_a_result_per_finding() {
    let validator = sarif_validator();
    for set in ["check/defects/html", "check/qa/defects/text"] {
        let dir = tempfile::tempdir().unwrap();
        let report: Report = check_in_fixtures(&["--format", "json", set]).json();
        let file = check_to_file(dir.path(), "sarif", &[set], 1);
        let log: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        assert_eq!(sarif_errors(&validator, &log), Vec::<String>::new(), "{set}");
        let run = &log["runs"][0];
        let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
        assert_eq!(rules.len(), Code::ALL.len());
        let results = run["results"].as_array().unwrap();
        assert_eq!(results.len(), report.findings.len(), "{set}");
        for (r, f) in results.iter().zip(&report.findings) {
            assert_eq!(r["ruleId"], f.code.as_str());
            assert_eq!(rules[r["ruleIndex"].as_u64().unwrap() as usize]["id"], f.code.as_str());
            let level = match f.severity.as_str() {
                "info" => "note",
                other => other,
            };
            assert_eq!(r["level"], level);
            assert_eq!(r["message"]["text"], f.message.as_str());
            let uris: Vec<&str> = r["locations"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l["physicalLocation"]["artifactLocation"]["uri"].as_str().unwrap())
                .collect();
            assert_eq!(uris, f.sources, "the pages at fault, as check names them");
            assert_eq!(r["properties"]["question"], f.question.as_str());
        }
    }
}

/// The validation above can fail: a level SARIF does not have, or a log without its version, is
/// rejected.
#[test]
fn sarif_schema_check_rejects_what_is_not_sarif() {
    let validator = sarif_validator();
    let dir = tempfile::tempdir().unwrap();
    let file = check_to_file(dir.path(), "sarif", &["check/defects/html"], 1);
    let log: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let mut wrong_level = log.clone();
    wrong_level["runs"][0]["results"][0]["level"] = "fatal".into();
    assert!(!sarif_errors(&validator, &wrong_level).is_empty());
    let mut no_version = log;
    no_version.as_object_mut().unwrap().remove("version");
    assert!(!sarif_errors(&validator, &no_version).is_empty());
}

/// `-o FILE` writes the text report without colour, whatever the terminal; `-o -` is standard
/// output.
#[test]
fn check_output_file_gets_the_plain_report() {
    let dir = tempfile::tempdir().unwrap();
    let file = check_to_file(dir.path(), "text", &["--color", "auto", "check/defects/html"], 1);
    let text = std::fs::read_to_string(file).unwrap();
    let stdout = check_in_fixtures(&["--color", "never", "check/defects/html"]).stdout;
    assert_eq!(text, stdout);
    let r = check_in_fixtures(&["--format", "json", "-o", "-", "check/defects/html"]);
    assert_eq!(r.json::<Report>().findings.len(), 12);
}
