//! `check` on one-question sets and a whole topic on subjects the other sets lack (a race's time,
//! isotopes, concert pitch, law articles, coins, doses, kibibytes, coordinates, regnal and
//! ordinal numbers, version numbers, emergency numbers, fractions, years before Christ, lakhs,
//! temperature ranges), each in languages the other sets use little, with the notations their
//! translators change on purpose. Each set's `consistent/` must give no finding, its `defects/`
//! exactly its planted mistake.

use quizdeck_validate::GroupBy;

use crate::check_fixtures::{assert_clean_run, assert_one_question_set, assert_whole_topic};

/// A one-question set under `check/far-notations`: its folder, its languages, and its planted
/// mistake's code and page.
type Set = (&'static str, &'static [&'static str], (&'static str, &'static str));

fn set(name: &str) -> String {
    format!("check/far-notations/{name}")
}

/// The sets that were read right before their fixes: a guard that they stay so.
#[test]
fn far_notations_give_no_false_finding_and_their_planted_mistakes_are_caught() {
    let sets: &[Set] = &[
        ("swim-1500", &["am", "en", "fa", "lv", "my"], ("answer-mismatch", "my-swim.txt")),
        ("carbon-isotope", &["bn", "cy", "en", "mk", "vi"], ("number-mismatch", "bn-carbon.txt")),
        ("concert-pitch", &["en", "is", "kk", "sq", "th"], ("unit-mismatch", "kk-pitch.txt")),
        ("euro-coins", &["en", "et", "lv", "mt", "sl"], ("choice-count-mismatch", "lv-coins.txt")),
        ("paracetamol-dose", &["en", "hi", "id", "mr", "tl"], ("untranslated", "id-dose.txt")),
        (
            "paris-coordinates",
            &["en", "is", "mk", "sq", "sw"],
            ("choice-order-mismatch", "sq-paris.txt"),
        ),
        ("boiling-fahrenheit", &["cy", "en", "ka", "my", "vi"], ("unit-mismatch", "vi-boil.txt")),
        ("pope-ordinal", &["en", "id", "is", "mk", "sq"], ("number-mismatch", "id-pope.txt")),
        ("python-match", &["en", "fa", "hi", "th", "tl"], ("answer-mismatch", "tl-match.txt")),
        ("augustus-reign", &["en", "hy", "ka", "mr", "sq"], ("answer-mismatch", "ka-augustus.txt")),
        ("kolkata-lakhs", &["bn", "en", "hi", "id", "mr"], ("number-mismatch", "mr-kolkata.txt")),
        ("iss-orbit", &["am", "en", "kk", "mn", "tl"], ("unit-mismatch", "tl-iss.txt")),
    ];
    for &(name, langs, planted) in sets {
        let planted: &[(&str, &str)] = if planted.1 == "id-dose.txt" {
            // The Indonesian explanation's English sentence is also read as English.
            &[planted, ("wrong-language", "id-dose.txt")]
        } else {
            &[planted]
        };
        assert_one_question_set(&set(name), langs, planted);
    }
    for (name, langs) in [
        ("price-percent", ["am", "en", "kk", "lv", "sq"]),
        ("pizza-fractions", ["am", "en", "ka", "sw", "yo"]),
    ] {
        let report =
            assert_clean_run(&[&format!("{}/consistent", set(name))], &[GroupBy::Sequence]);
        assert_eq!(report.summary.languages, langs);
        assert_eq!(report.groups.len(), 1);
        assert!(report.findings.is_empty(), "{name}: {:#?}", report.findings);
    }
}

/// Armenian writes its pause mark after the answer's lead (`Պատասխան՝ B. 4 192`, answer: …), where
/// English writes a colon: the lead ends there, and an answer given with another choice's text is
/// an `answer-text-mismatch` on the page, as after a colon. Before, the line was read as a letter
/// and a text that disagree, and the page was dropped from the check as unreadable.
#[test]
fn an_armenian_answer_lead_ends_at_its_pause_mark() {
    let planted = [("answer-text-mismatch", "hy-kib.txt")];
    assert_one_question_set(&set("kibibytes"), &["en", "et", "hy", "ka", "vi"], &planted);
}

/// The UN as Slovenian `OZN`, Maltese `NU`, Swahili `UM` and Armenian `ՄԱԿ` (with its ending,
/// `ՄԱԿ-ի`) is the UN: NATO in its place on the Slovenian page is an `acronym-mismatch`. Before,
/// only English wrote the UN as the tables knew it, fewer than half the languages, and the
/// change went unseen.
#[test]
fn the_un_localized_in_slovenian_maltese_swahili_and_armenian_is_compared() {
    let planted = [("acronym-mismatch", "sl-udhr.txt")];
    assert_one_question_set(&set("udhr-education"), &["en", "hy", "mt", "sl", "sw"], &planted);
}

/// The EU as Estonian `EL` with its case endings (`ELi`, `ELis`: of the EU, in the EU), Maltese
/// `l-UE` and Bengali `ইইউ-এর` is the EU: nothing to note on a correct page. Before, the EU was
/// noted as missing in Estonian and Bengali.
#[test]
fn the_eu_in_estonian_with_its_endings_and_in_bengali_letters_is_the_eu() {
    let consistent = format!("{}/consistent", set("emergency-number"));
    let report = assert_clean_run(&[&consistent], &[GroupBy::Sequence]);
    assert_eq!(report.summary.languages, ["bn", "en", "et", "lv", "mt"]);
    assert_eq!(report.groups.len(), 1);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
}

/// A Thai page's one "more questions" title that names the topic and asks without a question mark
/// (`ใครพัฒนาวัคซีนไข้ทรพิษตัวแรก`, who developed the first smallpox vaccine, under
/// "…เกี่ยวกับวัคซีน", about vaccines) is a listed question, not a line heading the rest: the page
/// keeps its list and joins its translations. Before, it lost the list, stood as a topic of its
/// own and left the Vietnamese page ungrouped (`ambiguous-group`).
#[test]
fn a_thai_title_that_names_its_topic_is_a_listed_question() {
    let planted = [("number-mismatch", "vi-vaccine.txt")];
    assert_one_question_set(&set("vaccine-cold-chain"), &["en", "kk", "sw", "th", "vi"], &planted);
}

/// A whole topic of three questions in `en sl mk hy id`, without page ids: every page joins its
/// own question's group, with no finding; the Macedonian explanation's 6 litres for 5 is caught on
/// its page and nothing else of severity warning or worse is reported.
#[test]
fn a_whole_topic_in_little_used_languages_groups_by_sequence_and_its_mistake_is_caught() {
    assert_whole_topic(&set("human-body"), &["en", "hy", "id", "mk", "sl"], 3);
}
