//! `check` on one-question sets of topics and notations the other sets lack (a drug's dose in
//! grams, a constitution's dates, a piano's keys, pH, a VAT rate, a boiling point, a heart rate,
//! cricket's overs, a mountain's height, the Twelve Tables, an ice hockey period, a gold tola), in
//! languages the other sets use little: Kyrgyz, Turkmen, Uyghur, Pashto, Kurdish, Yiddish, Latin,
//! Irish, Luxembourgish, Khmer, Lao, Burmese, Somali, Hausa, Igbo, Faroese, Malagasy, Haitian
//! Creole, Māori, Xhosa, Zulu, Nepali, Urdu and Hindi. Each set's `consistent/` must give nothing
//! above information, its `defects/` (where it has one) exactly its planted mistake
//! (`expected.json`).

use quizdeck_validate::{GroupBy, Severity};

use crate::check_fixtures::{assert_clean_run, assert_one_question_set, manifest};

fn set(name: &str) -> String {
    format!("check/trust-notations/{name}")
}

/// The set's correct pages give nothing at all, and its planted mistake is caught on its page.
fn assert_set(name: &str, langs: &[&str]) {
    let defects = manifest(&set(name));
    assert_eq!(defects.len(), 1, "{name}: {defects:?}");
    let (code, page) = (&defects[0].code, &defects[0].file);
    assert_one_question_set(&set(name), langs, &[(code, page)]);
}

/// A set without planted mistakes: one group of `langs`, nothing above information; the codes of
/// its notes.
fn assert_noted(name: &str, langs: &[&str]) -> Vec<String> {
    let report = assert_clean_run(&[&format!("{}/consistent", set(name))], &[GroupBy::Sequence]);
    assert_eq!(report.summary.languages, langs);
    assert_eq!((report.summary.pages, report.groups.len()), (langs.len(), 1));
    assert!(report.findings.iter().all(|f| f.severity == Severity::Info));
    report.findings.iter().map(|f| f.code.as_str().to_owned()).collect()
}

/// The sets that were read right before any fix: a guard that they stay so.
#[test]
fn trust_notations_give_no_false_finding_and_their_planted_mistakes_are_caught() {
    let sets: &[(&str, &[&str])] = &[
        ("ethanol-boiling", &["en", "fo", "ga", "lb", "mg"]),
        ("gold-tola", &["en", "hi", "ne", "ur"]),
        ("heart-rate", &["en", "ht", "mi", "xh"]),
        ("hockey-period", &["en", "fo", "lb", "zu"]),
        ("muztagh-ata", &["en", "ku", "tk", "ug"]),
        ("twelve-tables", &["en", "ga", "la", "lb"]),
    ];
    for &(name, langs) in sets {
        assert_set(name, langs);
    }
    assert!(assert_noted("ph-water", &["en", "km", "lo", "my"]).is_empty());
    // Nepali writes the ICC in its own letters (`आईसीसी`); Hausa a percent in words (`kashi 16
    // cikin 100`): each only noted.
    assert_eq!(assert_noted("cricket-over", &["en", "ga", "mi", "ne"]), ["acronym-mismatch"]);
    let vat = assert_noted("vat-kenya", &["en", "ha", "ig", "so"]);
    assert_eq!(vat, ["unit-mismatch"]);
    let (code, report) = crate::check_fixtures::check(&[&format!("{}/defects", set("vat-kenya"))]);
    assert_eq!(code, 1);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), "choice-count-mismatch");
    assert!(serious[0].sources[0].ends_with("defects/ha-vat.txt"), "{serious:#?}");
}

/// Pashto writes the constitution's dates year first, the month before its day (`د ۱۳۸۲ لمریز
/// کال د مرغومي په ۱۴ مه`, 4 January 2004; `د سلواغې په ۶مه`, the 26th): each day is its
/// Gregorian day too. Before, the correct Pashto page gave a `number-mismatch` error (14 and 6
/// where the others have 4 and 26).
#[test]
fn a_pashto_date_written_year_first_reads_as_its_gregorian_day() {
    assert_set("afghan-constitution", &["en", "ku", "ps", "tk"]);
}

/// Kyrgyz writes grams `г` (`4 г`, `0,5 г`): a milligram turned into a gram on the Kyrgyz page
/// (`500 г` for `500 мг`) is a `unit-mismatch`. Before, `г` was no unit, and the change went
/// unseen.
#[test]
fn a_kyrgyz_milligram_turned_into_a_gram_is_caught() {
    assert_set("paracetamol-grams", &["en", "ky", "tk", "ug"]);
}

/// Yiddish in the YIVO spelling writes its answer line `ענטפֿער: A. 88`, with the rafe over its
/// `פ`. Before, the correct Yiddish page could not be read (no answer found) and the run failed.
#[test]
fn a_yiddish_answer_line_in_the_yivo_spelling_is_read() {
    assert_set("piano-keys", &["en", "ga", "la", "lb", "yi"]);
}
