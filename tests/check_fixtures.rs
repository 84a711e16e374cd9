//! End-to-end tests of `quizdeck check` on the check fixtures: the consistent sets give no error
//! and no warning, and every planted mistake of the defects sets is reported with its code on its
//! page and nowhere else, as HTML and as text renderings; no finding of any run has an empty
//! reason. The one-question sets are in `check_numbers.rs` and `check_terms.rs`, with the helpers
//! here.

use std::collections::BTreeSet;
use std::path::Path;

use quizdeck_validate::{GroupBy, Report, Severity};
use serde::Deserialize;

use crate::util::{Run, fixtures, quizdeck_in};

/// Runs `quizdeck check --format json` in `fixtures/` and returns the exit status and the report.
pub(crate) fn check(args: &[&str]) -> (i32, Report) {
    let r = Run::of(
        quizdeck_in(&fixtures()).args(["check", "--quiet", "--format", "json"]).args(args),
        None,
    );
    (r.code, r.json())
}

/// `check/consistent/html/de-q3.html` → `q3`, `check/processors/consistent/text/ar-p8.txt` → `p8`.
pub(crate) fn question_of(source: &str) -> String {
    let name = Path::new(source).file_stem().unwrap().to_string_lossy().into_owned();
    name.rsplit('-').next().unwrap().to_owned()
}

/// Checks `args` and expects what a consistent set gives: no error and no warning, exit status 0,
/// every group one question, grouped in one of the ways `by`. Returns the report for the set's
/// own counts.
pub(crate) fn assert_clean_run(args: &[&str], by: &[GroupBy]) -> Report {
    let (code, report) = check(args);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert!(serious.is_empty(), "{args:?}: {serious:#?}");
    assert_eq!(code, 0);
    for group in &report.groups {
        assert!(by.contains(&group.by), "{group:?}");
        let questions: BTreeSet<String> =
            group.pages.iter().map(|p| question_of(&p.source)).collect();
        assert_eq!(questions.len(), 1, "one question per group: {group:?}");
    }
    report
}

fn assert_clean(args: &[&str], pages: usize, by: &[GroupBy]) {
    let report = assert_clean_run(args, by);
    assert_eq!(report.summary.pages, pages);
    assert_eq!(report.summary.languages, ["de", "en", "es", "ja", "nl", "pt-BR"]);
    assert_eq!(report.groups.len(), pages / 6);
    assert!(report.groups.iter().all(|g| g.langs.len() == 6), "{:?}", report.groups);
}

#[test]
fn consistent_html_gives_no_error_and_no_warning() {
    assert_clean(&["check/consistent/html"], 42, &[GroupBy::Key]);
}

#[test]
fn consistent_text_renderings_group_by_sequence_with_no_error_and_no_warning() {
    assert_clean(&["check/consistent/text"], 42, &[GroupBy::Sequence]);
}

#[test]
fn consistent_html_and_text_together_stay_apart_and_clean() {
    assert_clean(
        &["check/consistent/html", "check/consistent/text"],
        84,
        &[GroupBy::Key, GroupBy::Sequence],
    );
}

#[derive(Debug, Deserialize)]
struct Manifest {
    defects: Vec<Defect>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Defect {
    pub(crate) file: String,
    pub(crate) code: String,
    pub(crate) lang: String,
    #[serde(default)]
    pub(crate) also: Vec<String>,
}

pub(crate) fn manifest(set: &str) -> Vec<Defect> {
    let text = std::fs::read_to_string(fixtures().join(set).join("expected.json")).unwrap();
    serde_json::from_str::<Manifest>(&text).unwrap().defects
}

/// Every planted mistake under `<set>/<kind>/` is reported with its code on its page, and
/// nothing of severity warning or worse is reported anywhere else.
fn assert_defects_caught(set: &str, kind: &str) {
    let (code, report) = check(&[&format!("{set}/{kind}")]);
    assert_eq!(code, 1, "errors fail the run");
    let planted: Vec<Defect> =
        manifest(set).into_iter().filter(|d| d.file.starts_with(&format!("{kind}/"))).collect();
    assert!(planted.len() >= 6, "{planted:?}");
    for d in &planted {
        let path = format!("{set}/{}", d.file);
        let hit = report.findings.iter().find(|f| {
            let code = f.code.as_str();
            (code == d.code || d.also.iter().any(|a| a == code))
                && f.sources.contains(&path)
                && f.langs.contains(&d.lang)
        });
        assert!(hit.is_some(), "{} not reported on {path}: {:#?}", d.code, report.findings);
    }
    for f in report.findings.iter().filter(|f| f.severity >= Severity::Warning) {
        for source in &f.sources {
            let expected = planted.iter().find(|d| format!("{set}/{}", d.file) == *source);
            let Some(d) = expected else {
                panic!("{} on a page without a mistake: {f:#?}", f.code)
            };
            let allowed = f.code.as_str() == d.code || d.also.iter().any(|a| a == f.code.as_str());
            assert!(allowed, "{} on {source}, planted {}: {f:#?}", f.code, d.code);
        }
    }
}

#[test]
fn every_planted_defect_is_caught_in_html() {
    assert_defects_caught("check/defects", "html");
}

#[test]
fn every_planted_defect_is_caught_in_text_renderings() {
    assert_defects_caught("check/defects", "text");
}

/// The QA sets: six topics in seventeen languages (fr, it, ko, zh-Hans, ru, pl, ar, tr, vi, id, hi
/// and th among them),
/// with decimal commas, numbers spelled out, units of time in words and copied English choices
/// too short to detect, ranges, prices, addresses, bases (`16진수`), names and titles kept in every
/// language.
fn assert_qa_clean(args: &[&str], by: GroupBy) {
    let report = assert_clean_run(args, &[by]);
    assert_eq!(report.summary.pages, 149);
    assert_eq!(report.summary.languages.len(), 17);
    assert_eq!(report.groups.len(), 25);
    assert!(report.groups.iter().all(|g| g.langs.len() >= 5), "{:?}", report.groups);
}

#[test]
fn qa_consistent_html_in_new_languages_gives_no_error_and_no_warning() {
    assert_qa_clean(&["check/qa/consistent/html"], GroupBy::Key);
}

#[test]
fn qa_consistent_text_in_new_languages_groups_by_sequence_with_no_error_and_no_warning() {
    assert_qa_clean(&["check/qa/consistent/text"], GroupBy::Sequence);
}

#[test]
fn qa_topics_lacking_questions_in_one_language_align_around_the_gaps() {
    let report = assert_clean_run(&["check/qa/partial"], &[GroupBy::Sequence]);
    assert_eq!(report.summary.pages, 100);
    assert_eq!(report.groups.len(), 18);
}

#[test]
fn every_planted_qa_defect_is_caught_in_html() {
    assert_defects_caught("check/qa/defects", "html");
}

#[test]
fn every_planted_qa_defect_is_caught_in_text_renderings() {
    assert_defects_caught("check/qa/defects", "text");
}

/// The processors set: a new topic in eleven languages (`en de fr es pt-BR pl ru ja zh-Hans ko
/// ar`), rich in notations: superscripts, thousands separators and decimal commas, full-width and
/// Arabic-Indic digits, decades in digits and in words, versions, localized and written-out
/// acronyms and units, currencies, negated stems and idioms with a negation word that negate
/// nothing.
fn assert_processors_clean(kinds: &[&str], by: &[GroupBy]) {
    let args: Vec<String> =
        kinds.iter().map(|k| format!("check/processors/consistent/{k}")).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let report = assert_clean_run(&args, by);
    assert_eq!(report.summary.pages, 88 * kinds.len());
    assert_eq!(
        report.summary.languages,
        ["ar", "de", "en", "es", "fr", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans"]
    );
    assert_eq!(report.groups.len(), 8 * kinds.len());
    assert!(report.groups.iter().all(|g| g.langs.len() == 11), "{:?}", report.groups);
}

#[test]
fn processors_consistent_html_in_eleven_languages_gives_no_error_and_no_warning() {
    assert_processors_clean(&["html"], &[GroupBy::Key]);
}

#[test]
fn processors_consistent_text_renderings_group_by_sequence_with_no_error_and_no_warning() {
    assert_processors_clean(&["text"], &[GroupBy::Sequence]);
}

#[test]
fn processors_consistent_html_and_text_together_stay_apart_and_clean() {
    assert_processors_clean(&["html", "text"], &[GroupBy::Key, GroupBy::Sequence]);
}

#[test]
fn every_planted_processors_defect_is_caught_in_html() {
    assert_defects_caught("check/processors/defects", "html");
}

#[test]
fn every_planted_processors_defect_is_caught_in_text_renderings() {
    assert_defects_caught("check/processors/defects", "text");
}

/// Every finding of every fixture run says what is wrong: no empty message, no list cut off after
/// its colon (`units differ: `), no empty value side by side.
/// The small-topics set: "Glaciers" (3 questions in en, hu, vi) and "Honey bees" (4 in en, fi,
/// sw; 3 in id, which lacks the second), asked in words alone, so that the titles say little of
/// which question is which in another language; most choices and explanations hold numbers. And
/// a near miss: a Swahili topic on whales, as long as "Glaciers" and as wordy, which must stay
/// apart.
#[test]
fn small_topics_asked_in_words_alone_are_placed_by_their_pages_bodies() {
    let report = assert_clean_run(&["check/small/consistent/text"], &[GroupBy::Sequence]);
    assert_eq!(report.summary.pages, 27);
    assert_eq!(report.groups.len(), 10);
    for g in &report.groups {
        let question = question_of(&g.pages[0].source);
        let langs: Vec<&str> = g.langs.iter().map(String::as_str).collect();
        let expected: &[&str] = match question.trim_end_matches(char::is_numeric) {
            "glaciers" => &["en", "hu", "vi"],
            "bees" if question == "bees2" => &["en", "fi", "sw"],
            "bees" => &["en", "fi", "id", "sw"],
            _ => &["sw"],
        };
        assert_eq!(langs, expected, "{g:?}");
    }
}

/// A near miss: Finnish gives "Honey bees" with two questions the other way round, so that no
/// rotation fits it. Its first and last pages' bodies match, but the two between must not be
/// merged with the wrong questions on their neighbours' word: Finnish is reported as a group
/// that cannot be placed, and nothing is reported as an error.
#[test]
fn a_small_topic_in_another_order_is_reported_not_merged() {
    let (code, report) = check(&["check/small/reordered/text"]);
    assert_eq!(code, 0);
    assert_eq!(report.summary.errors, 0, "{:#?}", report.findings);
    let warnings: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(warnings.len(), 1, "{warnings:#?}");
    assert_eq!(warnings[0].code.as_str(), "ambiguous-group");
    assert_eq!(warnings[0].langs, ["fi"]);
    for g in &report.groups {
        let langs: Vec<&str> = g.langs.iter().map(String::as_str).collect();
        assert!(langs == ["en", "sw"] || langs == ["fi"], "{g:?}");
    }
}

/// Each planted mistake of the small topics is reported with its code on its page, and nothing of
/// severity warning or worse on a question without one. With three languages a two-to-one split
/// has no clear majority, so a finding may name every page of its question.
#[test]
fn every_planted_defect_of_small_topics_is_caught_on_its_question() {
    let set = "check/small/defects";
    let (code, report) = check(&[&format!("{set}/text")]);
    assert_eq!(code, 1, "errors fail the run");
    let planted = manifest(set);
    assert_eq!(planted.len(), 6);
    let path = |d: &Defect| format!("{set}/{}", d.file);
    for d in &planted {
        let hit = report.findings.iter().find(|f| {
            (f.code.as_str() == d.code || d.also.iter().any(|a| a == f.code.as_str()))
                && f.sources.contains(&path(d))
                && f.langs.contains(&d.lang)
        });
        assert!(hit.is_some(), "{} not reported on {}: {:#?}", d.code, path(d), report.findings);
    }
    for f in report.findings.iter().filter(|f| f.severity >= Severity::Warning) {
        let planted_here = planted.iter().any(|d| f.sources.contains(&path(d)));
        assert!(planted_here, "{} on a question without a mistake: {f:#?}", f.code);
    }
}

/// The rivers set: two topics (4 and 3 questions) in en, da, ca, bg and fa, with Cyrillic units
/// (`км`, `м³`), Persian digits and separators, units written out in words in Persian (`متر
/// مکعب` for `m³`), choices in `<dl>` lists and reveals in `<details>`.
fn assert_rivers_clean(kind: &str, by: GroupBy) {
    let report = assert_clean_run(&[&format!("check/rivers/consistent/{kind}")], &[by]);
    assert_eq!(report.summary.pages, 35);
    assert_eq!(report.summary.languages, ["bg", "ca", "da", "en", "fa"]);
    assert_eq!(report.groups.len(), 7);
    assert!(report.groups.iter().all(|g| g.langs.len() == 5), "{:?}", report.groups);
}

#[test]
fn rivers_in_danish_catalan_bulgarian_and_persian_give_no_error_and_no_warning() {
    assert_rivers_clean("html", GroupBy::Key);
    assert_rivers_clean("text", GroupBy::Sequence);
}

#[test]
fn every_planted_rivers_defect_is_caught() {
    assert_defects_caught("check/rivers/defects", "html");
    assert_defects_caught("check/rivers/defects", "text");
}

/// The railways set: one topic in en, el, he, th, ko, cs and pt-PT, with times in 12- and 24-hour
/// notation, a Buddhist-era year, Korean speeds, numbers and scales in words in languages the
/// tables hold none for, and Thai questions without a question mark. No error and no warning:
/// the Korean stem's conditional "if one has no pass" (`정기권이 없으면`) says "without it", as
/// the other languages do, and Greek and Hebrew, whose stems negate nothing, now vote too.
#[test]
fn railways_in_seven_languages_give_no_error_on_correct_pages() {
    for kind in ["html", "text"] {
        let (code, report) = check(&[&format!("check/railways/consistent/{kind}")]);
        assert_eq!(code, 0, "{kind}: {:#?}", report.findings);
        assert_eq!(report.summary.pages, 35);
        assert_eq!(report.groups.len(), 5);
        assert!(report.groups.iter().all(|g| g.langs.len() == 7), "{:?}", report.groups);
        let serious: Vec<_> =
            report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
        assert!(serious.is_empty(), "{kind}: {serious:#?}");
    }
}

#[test]
fn every_planted_railways_defect_is_caught() {
    let set = "check/railways/defects";
    for kind in ["html", "text"] {
        let (code, report) = check(&[&format!("{set}/{kind}")]);
        assert_eq!(code, 1, "errors fail the run");
        let planted: Vec<Defect> =
            manifest(set).into_iter().filter(|d| d.file.starts_with(&format!("{kind}/"))).collect();
        assert_eq!(planted.len(), 6);
        for d in &planted {
            let path = format!("{set}/{}", d.file);
            let hit = report.findings.iter().any(|f| {
                (f.code.as_str() == d.code || d.also.iter().any(|a| a == f.code.as_str()))
                    && f.sources.contains(&path)
                    && f.langs.contains(&d.lang)
            });
            assert!(hit, "{} not reported on {path}: {:#?}", d.code, report.findings);
        }
        for f in report.findings.iter().filter(|f| f.severity == Severity::Error) {
            let planted_here =
                planted.iter().any(|d| f.sources.contains(&format!("{set}/{}", d.file)));
            assert!(planted_here, "{} on a page without a mistake: {f:#?}", f.code);
        }
    }
}

/// A site whose Romanian page of one question still shows the English text (its interface is
/// Romanian, and its `<html lang>`, its switcher and its translation links all say Romanian):
/// the page stays Romanian and its fields are reported as left untranslated, where taking the
/// page for English gave two English pages of one question and a `duplicate-id` error.
#[test]
fn a_page_the_site_says_is_romanian_but_left_in_english_is_reported_untranslated() {
    let (code, report) = check(&["check/fallback/site"]);
    assert_eq!(code, 0, "warnings do not fail the run: {:#?}", report.findings);
    assert_eq!(report.summary.errors, 0, "{:#?}", report.findings);
    assert_eq!(report.groups.len(), 2);
    assert!(report.groups.iter().all(|g| g.langs == ["en", "is", "ro"]), "{:?}", report.groups);
    let fallback = "check/fallback/site/ro-7302.html";
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    for f in &serious {
        assert!(f.sources.iter().any(|s| s == fallback), "{f:#?}");
        assert!(["untranslated", "wrong-language"].contains(&f.code.as_str()), "{f:#?}");
    }
    let fields = |code: &str| -> BTreeSet<String> {
        serious.iter().filter(|f| f.code.as_str() == code).filter_map(|f| f.field.clone()).collect()
    };
    for field in ["stem", "explanation"] {
        assert!(fields("untranslated").contains(field), "{field}: {serious:#?}");
        assert!(fields("wrong-language").contains(field), "{field}: {serious:#?}");
    }
}

#[test]
fn no_finding_of_any_fixture_run_has_an_empty_reason() {
    let sets = [
        "check/consistent",
        "check/defects",
        "check/qa/consistent",
        "check/qa/defects",
        "check/processors/consistent",
        "check/processors/defects",
    ];
    let mut seen = 0;
    for set in sets {
        for kind in ["html", "text"] {
            let (_, report) = check(&[&format!("{set}/{kind}")]);
            for f in &report.findings {
                seen += 1;
                let m = f.message.trim();
                let cut = m.is_empty()
                    || m.ends_with(':')
                    || m.contains(": ;")
                    || m.contains(":;")
                    || m.contains(", ;")
                    || m.ends_with(',');
                assert!(!cut, "{set}/{kind}: {} has no reason: {f:#?}", f.code);
                assert!(!f.langs.is_empty() || !f.sources.is_empty(), "{f:#?}");
                for (lang, value) in &f.values {
                    assert!(
                        !value.trim().is_empty(),
                        "{set}/{kind}: empty value of {lang}: {f:#?}"
                    );
                }
            }
        }
    }
    assert!(seen > 100, "the defect sets give findings to look at: {seen}");
}

/// A hand-written set of one question: `<set>/consistent` gives no finding at all, and
/// `<set>/defects` gives exactly the findings `planted` (code, and the page it blames) of
/// severity warning or worse.
pub(crate) fn assert_one_question_set(set: &str, langs: &[&str], planted: &[(&str, &str)]) {
    assert_one_question_set_by(set, GroupBy::Sequence, langs, planted);
}

/// [`assert_one_question_set`] for a set whose pages group by `by`.
pub(crate) fn assert_one_question_set_by(
    set: &str,
    by: GroupBy,
    langs: &[&str],
    planted: &[(&str, &str)],
) {
    let (consistent, _) = one_question_set(set, by, langs, planted);
    assert!(consistent.findings.is_empty(), "{:#?}", consistent.findings);
}

/// [`assert_one_question_set`] for a set whose correct pages may be noted: `<set>/consistent`
/// gives information only. The reports on `consistent` and `defects`, for more to be asked.
pub(crate) fn assert_one_question_set_noted(
    set: &str,
    langs: &[&str],
    planted: &[(&str, &str)],
) -> (Report, Report) {
    let (consistent, defects) = one_question_set(set, GroupBy::Sequence, langs, planted);
    let noted = consistent.findings.iter().all(|f| f.severity == Severity::Info);
    assert!(noted, "{:#?}", consistent.findings);
    (consistent, defects)
}

/// A whole topic of `questions` questions in `langs`, as text renderings without page ids, under
/// `<set>/consistent/text` and `<set>/defects/text`: the correct pages give no finding and each
/// joins its own question's group (by sequence); the one planted mistake is caught on its page,
/// and nothing else of severity warning or worse is reported.
pub(crate) fn assert_whole_topic(set: &str, langs: &[&str], questions: usize) {
    let report = assert_clean_run(&[&format!("{set}/consistent/text")], &[GroupBy::Sequence]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    assert_eq!((report.summary.pages, report.groups.len()), (questions * langs.len(), questions));
    for g in &report.groups {
        assert_eq!(g.langs, langs, "{g:?}");
        let questions: Vec<String> = g.pages.iter().map(|p| question_of(&p.source)).collect();
        assert!(questions.windows(2).all(|w| w[0] == w[1]), "{questions:?}");
    }
    let defects = format!("{set}/defects");
    let (code, report) = check(&[&format!("{defects}/text")]);
    assert_eq!(code, 1);
    assert_eq!(report.groups.len(), questions);
    let planted = manifest(&defects);
    assert_eq!(planted.len(), 1);
    let path = format!("{defects}/{}", planted[0].file);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), planted[0].code);
    assert_eq!(serious[0].sources, [path]);
}

/// What both kinds of one-question set must give: `consistent` one group of `langs`, nothing of
/// severity warning or worse; `defects` exactly the `planted` findings of that severity.
pub(crate) fn one_question_set(
    set: &str,
    by: GroupBy,
    langs: &[&str],
    planted: &[(&str, &str)],
) -> (Report, Report) {
    let consistent = assert_clean_run(&[&format!("{set}/consistent")], &[by]);
    assert_eq!(consistent.summary.languages, langs);
    assert_eq!((consistent.summary.pages, consistent.groups.len()), (langs.len(), 1));
    let (code, report) = check(&[&format!("{set}/defects")]);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    // Errors fail the run; warnings alone do not.
    let errors = serious.iter().any(|f| f.severity == Severity::Error);
    assert_eq!(code, i32::from(errors), "{serious:#?}");
    assert!(!serious.is_empty());
    for &(code, page) in planted {
        let hit = |f: &&&quizdeck_validate::Finding| {
            f.code.as_str() == code && f.sources.iter().any(|s| s.ends_with(page))
        };
        assert!(serious.iter().any(|f| hit(&f)), "{code} on {page}: {serious:#?}");
    }
    for f in &serious {
        let planted_here = planted.iter().any(|&(code, page)| {
            f.code.as_str() == code && f.sources.iter().any(|s| s.ends_with(page))
        });
        assert!(planted_here, "not planted: {f:#?}");
    }
    (consistent, report)
}

/// `check/eiffel-tower/defects/it-world-landmarks.html` → `it`.
pub(crate) fn question_page(source: &str) -> String {
    let name = Path::new(source).file_stem().unwrap().to_string_lossy().into_owned();
    name.split('-').next().unwrap().to_owned()
}

/// Two topics asked in words alone, in Tamil, Georgian, Amharic and Thai beside English, French
/// and Italian: no title, choice or explanation shares an anchor across scripts, so only the
/// shape of the choices (how many, which is correct), which a translation keeps, places each
/// language's cycle. Every page joins its question; in `defects`, a changed answer is reported
/// where the rest of its cycle places it, and a cycle of three whose changed answer leaves it
/// unplaceable stays apart, reported, never merged with another question.
#[test]
fn topics_in_words_alone_in_other_scripts_are_placed_by_the_shape_of_their_choices() {
    let set = "check/words-alone-scripts";
    let report = assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Sequence]);
    assert_eq!(report.summary.pages, 35);
    assert_eq!(report.groups.len(), 7);
    for g in &report.groups {
        assert_eq!(g.langs.len(), 5, "{g:?}");
        let question = question_of(&g.pages[0].source);
        assert!(g.pages.iter().all(|p| question_of(&p.source) == question), "{g:?}");
    }
    let (code, report) = check(&[&format!("{set}/defects")]);
    assert_eq!(code, 1, "errors fail the run");
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    let on = |code: &str, page: &str| {
        serious
            .iter()
            .any(|f| f.code.as_str() == code && f.sources.iter().any(|s| s.ends_with(page)))
    };
    assert!(on("answer-mismatch", "ka-body3.txt"), "{serious:#?}");
    assert!(on("ambiguous-group", "th-instruments3.txt"), "{serious:#?}");
    assert_eq!(serious.len(), 2, "{serious:#?}");
    for g in &report.groups {
        let question = question_of(&g.pages[0].source);
        assert!(g.pages.iter().all(|p| question_of(&p.source) == question), "{g:?}");
    }
}
