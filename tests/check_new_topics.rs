//! `check` on one-question sets in languages the other sets use little (Zulu, Sinhala, Nepali,
//! Khmer, Lao, Mongolian, Kannada, Punjabi, Yoruba, Maltese …), on topics rich in what
//! translators change on purpose: digits of other scripts, thousands separators, units as words
//! or before the number, dates in other orders, 12-hour times, localized acronyms, formulas,
//! code and quotations kept as they are. Each set's `consistent/` must give nothing above
//! information, its `defects/` exactly its planted mistakes.

use quizdeck_validate::{GroupBy, Severity};

use crate::check_fixtures::{
    assert_clean_run, assert_one_question_set, assert_one_question_set_by,
    assert_one_question_set_noted, check, manifest, question_of,
};

/// A one-question set: its folder, its languages, and each planted mistake's code and page.
type Set = (&'static str, &'static [&'static str], &'static [(&'static str, &'static str)]);

/// Seven sets of text renderings and one of keyed HTML whose correct pages were read right already: a guard that they
/// stay so, and that every planted mistake is found on its page.
#[test]
fn new_topics_in_little_used_languages_give_no_false_finding() {
    let clean: &[Set] = &[
        (
            "check/everest-survey",
            &["en", "is", "ne", "si", "zu"],
            &[
                ("number-mismatch", "si-everest.txt"),
                ("answer-mismatch", "is-everest.txt"),
                ("choice-count-mismatch", "ne-everest.txt"),
            ],
        ),
        (
            "check/table-salt-formula",
            &["en", "ml", "pa", "ta", "te"],
            &[
                ("answer-mismatch", "ta-salt.txt"),
                ("number-mismatch", "ml-salt.txt"),
                ("acronym-mismatch", "pa-salt.txt"),
            ],
        ),
        (
            "check/sound-separators",
            &["en", "et", "km", "mt", "sl"],
            &[
                ("unit-mismatch", "sl-sound.txt"),
                ("untranslated", "mt-sound.txt"),
                ("answer-text-mismatch", "et-sound.txt"),
            ],
        ),
        (
            "check/roman-year",
            &["az", "en", "kn", "mn", "uz"],
            &[
                ("choice-count-mismatch", "az-roman.txt"),
                ("answer-text-mismatch", "uz-roman.txt"),
                ("number-mismatch", "mn-roman.txt"),
            ],
        ),
        (
            "check/python-len",
            &["af", "en", "et", "is", "sw"],
            &[
                ("answer-text-mismatch", "af-len.txt"),
                ("choice-count-mismatch", "et-len.txt"),
                ("number-mismatch", "sw-len.txt"),
            ],
        ),
    ];
    for &(set, langs, planted) in clean {
        assert_one_question_set(set, langs, planted);
    }
    // Noted only: units a language writes where they are not read as the number's, and the
    // Basque year with its ending read as kilobytes (known limits).
    let noted: &[Set] = &[
        (
            "check/ocean-share",
            &["en", "eu", "sw", "ur", "yo"],
            &[
                ("number-mismatch", "yo-oceans.txt"),
                ("choice-count-mismatch", "ur-oceans.txt"),
                ("answer-mismatch", "eu-oceans.txt"),
            ],
        ),
        (
            "check/first-woman-space",
            &["bg", "en", "eu", "sl", "sr-Latn"],
            &[
                ("number-mismatch", "bg-tereshkova.txt"),
                ("answer-mismatch", "sr-Latn-tereshkova.txt"),
                ("untranslated", "eu-tereshkova.txt"),
            ],
        ),
    ];
    for &(set, langs, planted) in noted {
        assert_one_question_set_noted(set, langs, planted);
    }
    let planted = [
        ("number-mismatch", "sl-fuel.html"),
        ("unit-mismatch", "mt-fuel.html"),
        ("answer-mismatch", "fr-fuel.html"),
    ];
    let langs = ["en", "et", "fr", "is", "mt", "sl"];
    assert_one_question_set_by("check/fuel-cost", GroupBy::Key, &langs, &planted);
}

/// Afrikaans writes the WHO as `WGO` and the UN as `VN`: the first is the WHO (nothing to note on
/// a correct page), the second in its place another organization (`acronym-mismatch`; before,
/// both were unknown, and the change was only noted as the WHO missing).
#[test]
fn afrikaans_acronyms_are_localized() {
    let planted = [
        ("acronym-mismatch", "af-who.html"),
        ("answer-text-mismatch", "kk-who.html"),
        ("number-mismatch", "mn-who.html"),
    ];
    let langs = ["af", "bg", "en", "kk", "mn"];
    assert_one_question_set_by("check/who-constitution", GroupBy::Key, &langs, &planted);
}

/// A Lao year of the Buddhist Era (`ພ.ສ. 2512`) is 1969, a Tagalog `alas-8:17 ng gabi` is 20:17,
/// so the correct pages give no `number-mismatch`; and a sentence that ends with a quotation
/// (`… the words "That's one small step …."`) ends at its closing quote, so that one left in
/// English on the Icelandic page is `untranslated`.
#[test]
fn a_lao_era_year_a_tagalog_evening_hour_and_a_closing_quote_are_read() {
    let planted = [
        ("number-mismatch", "tl-apollo.txt"),
        ("untranslated", "is-apollo.txt"),
        ("answer-mismatch", "sr-apollo.txt"),
    ];
    let langs = ["en", "is", "lo", "sr", "tl"];
    assert_one_question_set("check/apollo-landing", &langs, &planted);
}

/// Three whole topics as text renderings, without page ids: "Lighthouses" (5 questions in en,
/// sk, lt, ka, he), "Coral reefs" (4 in en, ca, sr, ms; 3 in bn, which lacks the third, and a
/// Serbian title that says "Life on coral reefs") and "Tea" (4 in en, sw, ta, sr in Latin
/// letters, he). Two questions of one topic have the same shape (4 choices, answer B) and stems
/// that share most words. Every page must join its own question's group, with nothing above
/// information on the correct pages.
#[test]
fn whole_topics_in_little_used_languages_group_by_sequence_with_no_false_finding() {
    let report =
        assert_clean_run(&["check/lighthouses-and-reefs/consistent/text"], &[GroupBy::Sequence]);
    assert_eq!(report.summary.pages, 64);
    assert_eq!(report.groups.len(), 13);
    for g in &report.groups {
        let question = question_of(&g.pages[0].source);
        let langs: Vec<&str> = g.langs.iter().map(String::as_str).collect();
        let expected: &[&str] = match question.trim_end_matches(char::is_numeric) {
            "light" => &["en", "he", "ka", "lt", "sk"],
            "reef" if question == "reef3" => &["ca", "en", "ms", "sr"],
            "reef" => &["bn", "ca", "en", "ms", "sr"],
            _ => &["en", "he", "sr", "sw", "ta"],
        };
        assert_eq!(langs, expected, "{g:?}");
    }
}

/// The same topics with four planted mistakes: a number in an explanation (lt), an answer letter
/// on one of the two questions of like shape (he), a dropped choice under the freely translated
/// title (sr) and an explanation left in English (ms). Each is reported on its page, nothing of
/// severity warning or worse elsewhere, and the pages stay grouped as before.
#[test]
fn every_planted_defect_of_whole_topics_is_caught_on_its_page() {
    let set = "check/lighthouses-and-reefs/defects";
    let (code, report) = check(&[&format!("{set}/text")]);
    assert_eq!(code, 1, "errors fail the run");
    assert_eq!(report.groups.len(), 13);
    let planted = manifest(set);
    assert_eq!(planted.len(), 4);
    let path = |file: &str| format!("{set}/{file}");
    for d in &planted {
        let hit = report.findings.iter().find(|f| {
            (f.code.as_str() == d.code || d.also.iter().any(|a| a == f.code.as_str()))
                && f.sources == [path(&d.file)]
                && f.langs == [d.lang.clone()]
        });
        assert!(hit.is_some(), "{} not reported on {}: {:#?}", d.code, d.file, report.findings);
    }
    for f in report.findings.iter().filter(|f| f.severity >= Severity::Warning) {
        let planted_here = planted.iter().any(|d| f.sources.contains(&path(&d.file)));
        assert!(planted_here, "{} on a page without a mistake: {f:#?}", f.code);
    }
}
