//! `check` on one-question sets and a whole topic on subjects the other sets lack (a ship's speed
//! in knots, a blood pressure in `mmHg`, a chess mate in localized notation, tax brackets, a time
//! zone of `UTC+5:30`, a map scale of `1:50 000`, a current through a `kΩ` resistor, years
//! before and after Christ, octane ratings, software versions, kitchen fractions), each in
//! languages the other sets use least: Galician, Norwegian, Scottish Gaelic, Sinhala, Belarusian,
//! Uzbek, Telugu, Yoruba, Bosnian, Afrikaans, Kannada, Hausa, Punjabi, Malayalam, Odia, Gujarati,
//! Azerbaijani, Tajik, Kyrgyz, Tigrinya, Breton, Xhosa, Tatar, Zulu, Somali, Turkmen, Kurdish,
//! Igbo, Assamese, Lao, Burmese and Pashto. Each set's `consistent/` must give nothing
//! above information, its `defects/` exactly its planted mistake (`expected.json`).

use quizdeck_validate::GroupBy;

use crate::check_fixtures::{
    assert_clean_run, assert_one_question_set, assert_one_question_set_noted, manifest,
};

fn set(name: &str) -> String {
    format!("check/unseen-notations/{name}")
}

/// The planted mistake of a one-question set, as `expected.json` lists it: its code and page.
fn planted(name: &str) -> (String, String) {
    let defects = manifest(&set(name));
    assert_eq!(defects.len(), 1, "{name}: {defects:?}");
    let page = defects[0].file.rsplit('/').next().unwrap().to_owned();
    (defects[0].code.clone(), page)
}

/// The sets that were read right before any fix: a guard that they stay so.
#[test]
fn unseen_notations_give_no_false_finding_and_their_planted_mistakes_are_caught() {
    let sets: &[(&str, &[&str])] = &[
        ("ship-knots", &["en", "gd", "gl", "nb", "si"]),
        ("map-scale", &["az", "en", "ky", "tg", "yo"]),
        ("resistor-current", &["be", "br", "en", "si", "ti"]),
        ("octane-rating", &["as", "en", "ig", "ku", "tk"]),
    ];
    for &(name, langs) in sets {
        let (code, page) = planted(name);
        assert_one_question_set(&set(name), langs, &[(&code, &page)]);
    }
    // Versions in Lao, Burmese, Pashto and Malayalam text (`Python 3.10`, `PEP 632`), a
    // Pashto date of the Gregorian calendar (`د ۲۰۲۳ کال د اکتوبر په ۲ مه`): nothing at all.
    let consistent = format!("{}/consistent", set("python-distutils"));
    let report = assert_clean_run(&[&consistent], &[GroupBy::Sequence]);
    assert_eq!(report.summary.languages, ["en", "lo", "ml", "my", "ps"]);
    assert_eq!(report.groups.len(), 1);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
}

/// Correct pages that are only noted: chess moves in each language's piece letters (`Dh4#` for
/// `Qh4#`), the era after Christ as Kannada `ಕ್ರಿ.ಶ.` and Tatar `б. э.` where the others write
/// `AD`, Hausa percents in words (`kashi 10 cikin 100`). Their planted mistakes are caught.
#[test]
fn localized_chess_moves_eras_and_percents_in_words_are_only_noted() {
    let sets: &[(&str, &[&str], &str)] = &[
        ("fools-mate", &["af", "bs", "en", "gl", "kn"], "acronym-mismatch"),
        ("rome-years", &["en", "gd", "kn", "tt", "xh"], "acronym-mismatch"),
        ("tax-brackets", &["en", "ha", "ml", "nb", "pa"], "unit-mismatch"),
    ];
    for &(name, langs, noted) in sets {
        let (code, page) = planted(name);
        let (consistent, _) = assert_one_question_set_noted(&set(name), langs, &[(&code, &page)]);
        assert!(!consistent.findings.is_empty(), "{name}");
        assert!(consistent.findings.iter().all(|f| f.code.as_str() == noted), "{name}");
    }
}

/// Belarusian `мм рт. сл.` and Uzbek `mm sim. ust.` are millimetres of mercury, and a
/// diastolic pressure changed in a choice (`160/110 mmHg` for `160/100 mmHg` in Telugu) is a
/// `number-mismatch`, though Belarusian, Uzbek and Yoruba have no number words in the registry.
/// Before, the correct pages gave five `unit-mismatch` errors (`mm` against `mmHg`), and the
/// changed `110` went unseen: the others' `100`, read as a fraction's denominator, was left out
/// of what they write in figures, so each might have said `110` in words.
#[test]
fn blood_pressure_in_belarusian_and_uzbek_units_and_a_changed_diastolic_value() {
    let (code, page) = planted("blood-pressure");
    assert_eq!((code.as_str(), page.as_str()), ("number-mismatch", "te-pressure.txt"));
    assert_one_question_set(
        &set("blood-pressure"),
        &["be", "en", "te", "uz", "yo"],
        &[(&code, &page)],
    );
}

/// Gujarati, Punjabi and Odia negate with a word of their own (`નથી`, `ਨਹੀਂ`, `ନାହିଁ`): a
/// negation dropped from the Gujarati stem is a `negation-mismatch` against English, Punjabi
/// and Odia. Before, only English had a negation table among them, and the change went unseen.
#[test]
fn a_negation_dropped_in_gujarati_is_caught_against_punjabi_and_odia() {
    let (code, page) = planted("india-time");
    assert_eq!((code.as_str(), page.as_str()), ("negation-mismatch", "gu-ist.txt"));
    assert_one_question_set(&set("india-time"), &["en", "gu", "or", "pa", "uz"], &[(&code, &page)]);
}

/// A whole topic of three questions (kitchen measures: `3/4 cup`, `1 ⅛`, `15 ml`, `180 °C` as
/// `350 °F`) in `en zu so af te`, without page ids: every page joins its question by sequence,
/// with no finding; the Afrikaans `365` for `356` is caught on its page alone.
#[test]
fn a_whole_topic_of_kitchen_measures_groups_by_sequence_and_its_mistake_is_caught() {
    crate::check_fixtures::assert_whole_topic(
        &set("kitchen-measures"),
        &["af", "en", "so", "te", "zu"],
        3,
    );
}
