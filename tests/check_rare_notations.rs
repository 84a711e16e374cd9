//! `check` on one-question sets and a whole topic on subjects and notations the other sets lack
//! (scientific notation, football scores, Ethiopian and Pashto dates, the WHO's local acronyms,
//! an ISBN's check digit, a.m. times in words, chess ratings, ions' charges, prices in ariary,
//! temperature ranges, per mille), in languages the other sets use little: Kyrgyz, Esperanto,
//! Luxembourgish, Irish, Haitian Creole, Malagasy, Quechua, Kinyarwanda, Amharic, Tigrinya,
//! Pashto, Uyghur, Tatar, Tajik, Mongolian, Faroese, Breton, Scottish Gaelic, Sinhala, Khmer,
//! Lao and Burmese. Each set's `consistent/` must give no finding, its `defects/` exactly its
//! planted mistake (`expected.json`).

use quizdeck_validate::GroupBy;

use crate::check_fixtures::{
    assert_one_question_set, assert_one_question_set_by, assert_whole_topic, manifest,
};

fn set(name: &str) -> String {
    format!("check/rare-notations/{name}")
}

/// The planted mistake of a one-question set, as its `expected.json` lists it.
fn planted(name: &str) -> (String, String) {
    let defects = manifest(&set(name));
    assert_eq!(defects.len(), 1, "{name}: {defects:?}");
    (defects[0].code.clone(), defects[0].file.clone())
}

fn assert_set(name: &str, by: GroupBy, langs: &[&str]) {
    let (code, page) = planted(name);
    assert_one_question_set_by(&set(name), by, langs, &[(&code, &page)]);
}

/// The sets that were read right before any fix: a guard that they stay so.
#[test]
fn rare_notations_give_no_false_finding_and_their_planted_mistakes_are_caught() {
    let sets: &[(&str, &[&str])] = &[
        ("maracanazo-score", &["en", "ht", "mg", "qu", "rw"]),
        ("isbn-check", &["br", "en", "fo", "gd", "mg"]),
        ("sumatra-times", &["en", "km", "lo", "my", "si"]),
        ("carlsen-elo", &["en", "mn", "tg", "tt", "ug"]),
        ("sulfate-charge", &["en", "ht", "km", "lb", "lo"]),
    ];
    for &(name, langs) in sets {
        assert_set(name, GroupBy::Sequence, langs);
    }
    assert_set("carlsen-elo-keyed", GroupBy::Key, &["en", "mn", "tg", "tt", "ug"]);
}

/// Kyrgyz writes a date's day with a hyphen and its month's case ending (`20-майынан`, from the
/// 20th of May): the number is 20, not a Russian decade ending (`20-м`, the '20s) with letters
/// after it. Before, it was read as 1920 or 2020 and the correct Kyrgyz page got a
/// `number-mismatch` error.
#[test]
fn a_kyrgyz_day_with_its_months_ending_is_no_decade() {
    let (code, page) = planted("avogadro-notation");
    let langs = ["en", "eo", "ga", "ky", "lb"];
    assert_one_question_set(&set("avogadro-notation"), &langs, &[(&code, &page)]);
}

/// Amharic and Tigrinya date the dam's first power by the Ethiopian calendar (`የካቲት 13 ቀን
/// 2014 ዓ.ም.`, `13 ለካቲት 2014 ዓ.ም.`: 20 February 2022) and Pashto by the solar Hijri one with
/// its own month names (`۱ کب ۱۴۰۰`): each day is its Gregorian day too, each year of the era
/// the years it spans. Before, the languages split over the numbers (a `number-mismatch`
/// warning on a correct set).
#[test]
fn ethiopian_and_pashto_dates_read_as_their_gregorian_days() {
    assert_set("ethiopia-dam", GroupBy::Sequence, &["am", "en", "ps", "ti", "ug"]);
}

/// The WHO as Irish `EDS`, Esperanto `MOS`, Tatar `БСО` and Tajik `ТУТ` is the WHO: UNESCO in
/// its place on the Esperanto page is an `acronym-mismatch`. Before, only English wrote the WHO
/// as the tables knew it, and the change went unseen.
#[test]
fn the_who_localized_in_irish_esperanto_tatar_and_tajik_is_compared() {
    assert_set("smallpox-who", GroupBy::Sequence, &["en", "eo", "ga", "tg", "tt"]);
}

/// A whole topic of three questions in `en rw mg eo`, without page ids (ariary after their
/// amounts, temperature ranges, per mille): every page joins its own question's group, with no
/// finding; the Malagasy chocolate in °F is caught on its page and nothing else of severity
/// warning or worse is reported.
#[test]
fn a_whole_topic_of_everyday_numbers_groups_by_sequence_and_its_mistake_is_caught() {
    assert_whole_topic(&set("everyday-numbers"), &["en", "eo", "mg", "rw"], 3);
}
