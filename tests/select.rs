//! `--lang` and `--topic` in `parse`, `check` and `export`: which questions each works on.

use std::collections::BTreeSet;

use quizdeck_validate::Report;

use crate::util::{Run, questions, quizdeck, s};

const DEFECTS: &str = "fixtures/check/defects/html";
const QA: &str = "fixtures/check/qa/consistent/html";

fn langs_of(run: &Run) -> BTreeSet<String> {
    assert_eq!(run.code, 0, "{}", run.stderr);
    questions(&run.stdout).into_iter().map(|q| q.lang).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn parse_lang_selects_languages_and_a_language_its_regional_variants() {
    let r = quizdeck(&["parse", "--lang", "pt,ja", DEFECTS]);
    assert_eq!(langs_of(&r), set(&["ja", "pt-BR"]));
    assert_eq!(questions(&r.stdout).len(), 14);
    let r = quizdeck(&["parse", "--lang", "PT_br", "--lang", "es", DEFECTS]);
    assert_eq!(langs_of(&r), set(&["es", "pt-BR"]), "repeated, and written in any case");
    // nl-q5 gives the answer B with the text of C, so `parse` rejects it: a selected language
    // fails the run on it, the other languages above do not.
    let r = quizdeck(&["parse", "--lang", "nl", DEFECTS]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("nl-q5.html: inconsistent question"), "{}", r.stderr);
    assert_eq!(questions(&r.stdout).len(), 6);
    let r = quizdeck(&["parse", "--lang", "pt-PT", DEFECTS]);
    assert_eq!(r.code, 2, "pt-PT does not select pt-BR");
}

/// `parse` and `export` match each page's own topic title, in its language.
#[test]
fn parse_topic_matches_each_pages_own_title_ignoring_case() {
    let r = quizdeck(&["parse", "--topic", "история", QA]);
    let qs = questions(&r.stdout);
    assert_eq!(langs_of(&r), set(&["ru"]));
    assert_eq!(qs.len(), 3);
    assert!(qs.iter().all(|q| q.topic == "История вычислительной техники"));
    let r = quizdeck(&["parse", "--topic", "stor*bas", "--lang", "en,de", QA]);
    let topics: BTreeSet<String> = questions(&r.stdout).into_iter().map(|q| q.topic).collect();
    assert_eq!(topics, set(&["Storage basics"]), "the German title does not match");
}

fn report(args: &[&str]) -> (i32, Report) {
    let mut all = vec!["check", "--format", "json"];
    all.extend_from_slice(args);
    let r = quizdeck(&all);
    (r.code, r.json())
}

/// `check --lang` groups and compares every page, then keeps what blames the selected languages:
/// the same findings the full run gives them, found by comparing with unselected languages.
#[test]
fn check_lang_keeps_the_findings_of_the_full_run_that_blame_it() {
    let (_, full) = report(&[DEFECTS]);
    let (code, pt) = report(&["--lang", "pt", DEFECTS]);
    let expected: Vec<_> =
        full.findings.iter().filter(|f| f.langs.contains(&"pt-BR".to_owned())).collect();
    assert!(expected.len() >= 2, "the fixtures plant pt-BR defects");
    assert_eq!(pt.findings.iter().collect::<Vec<_>>(), expected);
    assert_eq!(code, 1, "a pt-BR error fails the run");
    assert_eq!(pt.summary.languages, ["pt-BR"]);
    assert_eq!((pt.summary.pages, pt.summary.groups), (7, 7));
    assert!(pt.groups.iter().all(|g| g.langs.len() == 6), "groups keep their translations");
    let (code, en) = report(&["--lang", "en", DEFECTS]);
    assert_eq!((code, en.findings.len(), en.summary.errors), (0, 0, 0), "en is never blamed");
}

/// `check --topic` selects a question when the title of one of its languages matches.
#[test]
fn check_topic_selects_whole_questions_by_any_languages_title() {
    let (code, r) = report(&["--topic", "история", QA]);
    assert_eq!(code, 0);
    assert_eq!(r.summary.groups, 3);
    for g in &r.groups {
        assert!(
            g.langs.len() > 5
                && ["en", "de", "ru"].iter().all(|l| g.langs.contains(&l.to_string()))
        );
    }
    assert_eq!(r.summary.pages, r.groups.iter().map(|g| g.pages.len()).sum::<usize>());
}

#[test]
fn export_lang_writes_only_the_selected_languages() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("es.json");
    let r = quizdeck(&["export", "--lang", "es", DEFECTS, "-o", s(&out)]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let qs = questions(&std::fs::read_to_string(&out).unwrap());
    assert_eq!(qs.len(), 7);
    assert!(qs.iter().all(|q| q.lang == "es"));
}

/// A selection that leaves out every question is a usage error naming it, not an empty success
/// (a typo such as `--lang jp` in CI must not pass every run).
#[test]
fn a_selection_of_nothing_is_a_usage_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.json");
    for args in [
        vec!["parse", "--lang", "jp", DEFECTS],
        vec!["check", "--lang", "jp", DEFECTS],
        vec!["export", "--lang", "jp", DEFECTS, "-o", s(&out)],
        vec!["parse", "--topic", "chemistry", DEFECTS, "-o", s(&out)],
    ] {
        let r = quizdeck(&args);
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.stderr.contains("selects none of the 42 questions read"), "{}", r.stderr);
        assert!(!out.exists(), "{args:?} wrote {}", out.display());
    }
    let r = quizdeck(&["parse", "--lang", "english", DEFECTS]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("not a language tag"), "{}", r.stderr);
}
