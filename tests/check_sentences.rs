//! `check` on explanations whose sentences are read for their language.

use quizdeck_validate::{Report, Severity};

use crate::util::{Run, fixtures, quizdeck_in};

/// `fixtures/check/paint-coverage`: every explanation works a sum (`36 m² ÷ 8 m² = 4,5`), which
/// is prose, not code, so the text around it is still read for its language. In `defects/` the
/// Greek explanation is left in English, and the Armenian one goes on in English after its
/// full stop `։`: `wrong-language` on each of those two pages, and nothing else (before, neither
/// was reported: the `=` made each explanation code, and `։` ended no sentence).
#[test]
fn an_explanation_working_a_sum_is_still_read_for_its_language() {
    let check = |dir: &str| -> (i32, Report) {
        let set = fixtures().join("check/paint-coverage").join(dir);
        let r =
            Run::of(quizdeck_in(&set).args(["check", "--quiet", "--format", "json", "."]), None);
        (r.code, r.json())
    };
    let (code, report) = check("consistent");
    assert_eq!(report.summary.languages, ["ar", "el", "en", "hy", "id"]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    assert_eq!(code, 0);

    let (code, report) = check("defects");
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    let mut found: Vec<(&str, &str)> =
        serious.iter().map(|f| (f.code.as_str(), f.langs[0].as_str())).collect();
    found.sort_unstable();
    assert_eq!(found, [("wrong-language", "el"), ("wrong-language", "hy")], "{serious:#?}");
    assert!(serious.iter().all(|f| f.langs.len() == 1));
    assert_eq!(code, 0, "warnings alone do not fail the run");
}

/// `fixtures/check/ostrich-clauses`: the correct choice says "it cannot fly, but it runs at more
/// than 60 km/h"; Portuguese and Italian write `não …, mas … mais` and `non …, ma … più`, which
/// the idioms `não … mais` and `non … più` (no longer) matched across the comma, so that both
/// read as dropping the negation. An idiom's gap stays in its clause: `consistent/` gets no
/// finding; in `defects/` the Italian choice drops its `Non`: one `negation-mismatch`, an error,
/// on Italian alone.
#[test]
fn a_negation_is_no_idiom_with_a_word_of_the_next_clause() {
    let check = |dir: &str| -> (i32, Report) {
        let set = fixtures().join("check/ostrich-clauses").join(dir);
        let r =
            Run::of(quizdeck_in(&set).args(["check", "--quiet", "--format", "json", "."]), None);
        (r.code, r.json())
    };
    let (code, report) = check("consistent");
    assert_eq!(report.summary.languages, ["de", "en", "es", "fr", "it", "pt"]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    assert_eq!(code, 0);

    let (code, report) = check("defects");
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), "negation-mismatch");
    assert_eq!(serious[0].severity, Severity::Error);
    assert_eq!(serious[0].langs, ["it"]);
    assert_eq!(serious[0].field.as_deref(), Some("choice B"));
    assert_eq!(code, 1);
}

/// `fixtures/check/symphony-opus`: a work named by its numbers (`Symphony No. 9, Op. 125`, `nr.
/// 9, op. 125`, `br. 9`) is inside a sentence, not the end of one: the Albanian explanation whose
/// first sentence is left in English is `untranslated` (the pieces `The Symphony No.` and `9,
/// Op.` were too short to compare), and the correct pages give nothing of severity warning.
#[test]
fn a_numbered_work_is_one_sentence() {
    let planted = [("untranslated", "sq-symphony-opus.txt")];
    let langs = ["bs", "en", "eu", "sq"];
    crate::check_fixtures::assert_one_question_set_noted("check/symphony-opus", &langs, &planted);
}

/// `fixtures/check/krakatoa-eruption`: Malay and Indonesian, two standards of one language, give
/// one sentence of the explanation word for word alike, which is no copy left untranslated. The
/// defects' Indonesian explanation leaves a sentence in English, which still is.
#[test]
fn malay_and_indonesian_may_write_a_sentence_alike() {
    let planted = [("untranslated", "id-krakatoa.txt"), ("wrong-language", "id-krakatoa.txt")];
    let langs = ["en", "id", "ms", "nl"];
    crate::check_fixtures::assert_one_question_set("check/krakatoa-eruption", &langs, &planted);
}

/// `fixtures/check/insulin-sentence`: the Swahili explanation leaves its second sentence in
/// English. Detection knows no Swahili and cannot say whose the sentence is; the page whose
/// other texts use its words (the English one) is where it belongs, and the Swahili page alone
/// is blamed.
#[test]
fn a_sentence_copied_into_a_language_detection_lacks_is_blamed_on_the_copy() {
    let planted = [("untranslated", "sw-insulin.txt")];
    let langs = ["en", "hu", "ro", "sw", "tr"];
    let (consistent, defects) = crate::check_fixtures::one_question_set(
        "check/insulin-sentence",
        quizdeck_validate::GroupBy::Sequence,
        &langs,
        &planted,
    );
    assert!(consistent.findings.is_empty(), "{:#?}", consistent.findings);
    let copied: Vec<_> =
        defects.findings.iter().filter(|f| f.code.as_str() == "untranslated").collect();
    assert!(!copied.is_empty());
    for f in copied {
        assert!(f.sources.iter().all(|s| s.ends_with("sw-insulin.txt")), "{f:#?}");
    }
}
