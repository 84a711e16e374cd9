//! End-to-end tests of `quizdeck check`'s command line: exit statuses, unreadable input, input
//! without a page, formats, colour, `--deny warnings`, standard input, baselines.

use quizdeck_model::{Choice, Question, QuestionSet};
use quizdeck_validate::Report;

use crate::util::{Run, fixtures, quizdeck_in};

/// `quizdeck check --quiet args`, run in `fixtures/` with no colour preference in the
/// environment, reading `stdin` when given.
fn run(args: &[&str], stdin: Option<&str>) -> Run {
    let mut cmd = quizdeck_in(&fixtures());
    cmd.arg("check").arg("--quiet").args(args).env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE");
    Run::of(&mut cmd, stdin.map(str::as_bytes))
}

fn report(r: &Run) -> Report {
    r.json()
}

/// Two languages of one question as quizdeck JSON; `mutate` changes the French page.
fn pair(mutate: impl Fn(&mut Question)) -> String {
    let page = |lang: &str, stem: &str, a: &str, b: &str| {
        let mut q = Question::new(lang, "Stockage", stem);
        q.key = Some("77".into());
        q.choices = vec![Choice::new("A", a), Choice::new("B", b)];
        q.answer = "B".into();
        q.explanation = match lang {
            "en" => "An HDD must move its head to each block before reading it.".into(),
            _ => "Un HDD doit déplacer sa tête vers chaque bloc avant de le lire.".into(),
        };
        q.assign_id();
        q
    };
    let mut fr = page(
        "fr",
        "Pourquoi une lecture aléatoire de 4 Ko est-elle lente sur un HDD ?",
        "Parce que le disque tourne à 7200 tr/min",
        "Parce que la tête doit se déplacer",
    );
    mutate(&mut fr);
    let en = page(
        "en",
        "Why is a random 4 KB read slow on an HDD?",
        "Because the disk spins at 7200 rpm",
        "Because the head has to move",
    );
    serde_json::to_string(&QuestionSet { questions: vec![en, fr] }).unwrap()
}

#[test]
fn errors_exit_1_and_a_clean_set_exits_0() {
    let r = run(&["--format", "json", "-"], Some(&pair(|_| {})));
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert_eq!(report(&r).summary.groups, 1);
    let r = run(&["--format", "json", "-"], Some(&pair(|q| q.answer = "A".into())));
    assert_eq!(r.code, 1);
    let rep = report(&r);
    assert!(rep.summary.failed);
    let f = rep.findings.iter().find(|f| f.code.as_str() == "answer-mismatch").unwrap();
    assert_eq!(f.question, "77");
    assert_eq!(f.severity.as_str(), "error");
    assert_eq!(f.sources, ["-"]);
}

#[test]
fn deny_warnings_makes_warnings_fail() {
    let input = pair(|q| q.explanation.clear());
    let r = run(&["--format", "json"], Some(&input));
    assert_eq!(r.code, 0, "warnings alone pass");
    assert_eq!(report(&r).summary.warnings, 1);
    let r = run(&["--format", "json", "--deny", "warnings"], Some(&input));
    assert_eq!(r.code, 1);
}

#[test]
fn unreadable_input_is_named_exits_1_and_the_rest_is_still_checked() {
    let r = run(
        &["--format", "json", "no/such/dir", "broken/binary.html", "check/consistent/html"],
        None,
    );
    assert_eq!(r.code, 1, "as parse and export do");
    assert!(r.stderr.contains("no/such/dir"), "{}", r.stderr);
    assert!(r.stderr.contains("broken/binary.html"), "{}", r.stderr);
    assert_eq!(report(&r).summary.pages, 42);
}

#[test]
fn usage_errors_exit_2() {
    let r = run(&["--format", "yaml", "check/consistent/html"], None);
    assert_eq!(r.code, 2);
    let r = run(&["--deny", "everything", "check/consistent/html"], None);
    assert_eq!(r.code, 2);
}

#[test]
fn json_report_has_findings_groups_and_summary() {
    let r = run(&["--format", "json", "check/defects/text"], None);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    for key in ["findings", "groups", "summary"] {
        assert!(v.get(key).is_some(), "{key}");
    }
    for f in v["findings"].as_array().unwrap() {
        for key in ["code", "severity", "message", "langs", "sources", "question"] {
            assert!(f.get(key).is_some(), "{key} in {f}");
        }
    }
    let g = &v["groups"][0];
    assert_eq!(g["by"], "sequence");
    assert!(g["evidence"].as_str().unwrap().contains("topic sequence"));
}

#[test]
fn text_report_is_plain_when_piped_and_coloured_on_request() {
    let r = run(&["check/defects/html"], None);
    assert_eq!(r.code, 1);
    assert!(!r.stdout.contains('\x1b'), "no escape codes in a pipe");
    // Grouped per question, languages side by side, the file to open.
    assert!(r.stdout.contains("2104 [de en es ja nl pt-BR]"), "{}", r.stdout);
    assert!(r.stdout.contains("answer-mismatch es marks B \"Porque un SSD"), "{}", r.stdout);
    assert!(r.stdout.contains("▶ es"), "{}", r.stdout);
    assert!(r.stdout.contains("at check/defects/html/es-q4.html"), "{}", r.stdout);
    assert!(r.stdout.contains("Coverage (question × language):"));
    assert!(r.stdout.trim_end().ends_with("7 errors, 4 warnings, 1 info"), "{}", r.stdout);
    let r = run(&["--color", "always", "check/defects/html"], None);
    assert!(r.stdout.contains("\x1b["), "colour forced");
}

/// Gaps in coverage count as information but are shown only in the coverage table: the summary
/// says so, or a reader looks above for infos that are not there.
#[test]
fn the_summary_says_which_infos_are_gaps_in_the_coverage_table() {
    let r = run(&["check/ohrid-depth/consistent", "check/chainring-teeth/consistent"], None);
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert!(!r.stdout.contains("missing-translation"), "{}", r.stdout);
    let last = r.stdout.trim_end().lines().last().unwrap_or_default();
    assert!(last.ends_with("2 info (gaps in coverage, in the table)"), "{last}");
}

/// A report saved among the pages (`check pages --format json > pages/report.json`) is read
/// as what it is, quizdeck's own output with no question, passed over and counted: it had read
/// as a question with no text, language or choices, which the report then counted as errors and
/// gaps in every language (and then as an input that failed).
#[test]
fn a_json_report_among_the_pages_is_passed_over_as_quizdeck_s_own_output() {
    let dir = tempfile::tempdir().unwrap();
    for page in ["en-chainring.txt", "de-chainring.txt"] {
        let from = fixtures().join("check/chainring-teeth/consistent").join(page);
        std::fs::copy(from, dir.path().join(page)).unwrap();
    }
    let pages = dir.path().to_str().unwrap();
    let before = run(&["--format", "json", pages], None);
    assert_eq!(before.code, 0, "{}", before.stderr);
    std::fs::write(dir.path().join("report.json"), &before.stdout).unwrap();
    let after = run(&["--format", "json", pages], None);
    assert_eq!(after.code, 0, "{}", after.stderr);
    assert!(
        after.stderr.contains("1 output of quizdeck not read: it holds no question"),
        "{}",
        after.stderr
    );
    let (a, b) = (report(&before), report(&after));
    assert_eq!((b.summary.pages, b.summary.errors), (a.summary.pages, 0), "{:#?}", b.findings);
    assert_eq!(b.summary.languages, a.summary.languages);
}

#[test]
fn input_without_a_page_exits_2_with_a_clear_message() {
    let empty = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    std::fs::write(other.path().join("notes.txt"), "Shopping list: bread, milk.\n").unwrap();
    for args in [
        vec![empty.path().to_str().unwrap()],
        vec!["no/such/dir"],
        vec![other.path().to_str().unwrap()],
    ] {
        let r = run(&args, None);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stdout);
        assert!(r.stderr.contains("no question found in the inputs"), "{args:?}: {}", r.stderr);
        assert!(!r.stdout.contains("0 pages"), "no report on nothing: {}", r.stdout);
    }
}

#[test]
fn a_baseline_fails_only_on_new_findings_and_names_stale_entries() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("baseline.json");
    let file = file.to_str().unwrap();
    // Today's state: the French page marks another answer; it is accepted.
    let today = pair(|q| q.answer = "A".into());
    let r = run(&["--format", "json", "--write-baseline", file, "-"], Some(&today));
    assert_eq!(r.code, 0, "recording a baseline accepts what it records: {}", r.stderr);
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let entries = written["entries"].as_array().unwrap();
    assert!(entries.iter().any(|e| e["code"] == "answer-mismatch"), "{written}");
    for key in ["code", "question", "lang", "digest"] {
        assert!(entries.iter().all(|e| e.get(key).is_some()), "{key}: {written}");
    }
    // The same again: nothing new, the run passes.
    let r = run(&["--format", "json", "--baseline", file, "-"], Some(&today));
    assert_eq!(r.code, 0, "{}", r.stdout);
    let rep = report(&r);
    assert!(rep.findings.is_empty(), "{:#?}", rep.findings);
    assert_eq!(rep.baseline.unwrap().stale.len(), 0);
    // The answer fixed, a number changed: the new finding fails, the old entry is stale.
    let tomorrow = pair(|q| q.stem = q.stem.replace("4 Ko", "8 Ko"));
    let r = run(&["--format", "json", "--baseline", file, "-"], Some(&tomorrow));
    assert_eq!(r.code, 1, "{}", r.stdout);
    let rep = report(&r);
    assert!(rep.findings.iter().all(|f| f.code.as_str() != "answer-mismatch"));
    assert!(rep.findings.iter().any(|f| f.code.as_str() == "number-mismatch"));
    let stale = rep.baseline.unwrap().stale;
    assert!(stale.iter().any(|e| e.code.as_str() == "answer-mismatch"), "{stale:#?}");
    // In the text report, too.
    let r = run(&["--baseline", file, "-"], Some(&tomorrow));
    assert!(r.stdout.contains("2 entries no longer found"), "one per language named: {}", r.stdout);
}

#[test]
fn a_baseline_that_cannot_be_read_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "not json").unwrap();
    let r = run(&["--baseline", bad.to_str().unwrap(), "check/consistent/html"], None);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("is not a baseline"), "{}", r.stderr);
    let r = run(&["--baseline", "no/such/baseline.json", "check/consistent/html"], None);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("cannot read the baseline"), "{}", r.stderr);
}

/// The pages `check` keeps in a temporary file while it groups them: in the system's temporary
/// directory, gone when the run ends; where none can be made, the run holds them in memory and
/// reports the same.
#[test]
fn check_keeps_its_pages_in_a_temporary_file_it_leaves_nothing_of_or_in_memory_without_one() {
    let args = ["--format", "json", "check/defects/html", "check/defects/text"];
    let with_temp = |dir: &std::path::Path| {
        let mut cmd = quizdeck_in(&fixtures());
        cmd.arg("check").arg("--quiet").args(args).env("TMPDIR", dir);
        Run::of(&mut cmd, None)
    };
    let temp = tempfile::tempdir().unwrap();
    let kept = with_temp(temp.path());
    assert_eq!(kept.code, 1, "{}", kept.stderr);
    assert!(report(&kept).findings.len() > 10);
    assert_eq!(std::fs::read_dir(temp.path()).unwrap().count(), 0, "nothing left behind");

    let missing = temp.path().join("no such directory");
    let held = with_temp(&missing);
    assert_eq!((held.code, held.stderr.as_str()), (1, ""));
    assert_eq!(held.stdout, kept.stdout);
}
