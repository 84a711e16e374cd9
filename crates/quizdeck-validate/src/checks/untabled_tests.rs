//! Languages the tables know little of (Czech, Slovak, Greek, Thai have no number or scale words
//! in them): what they write in words is left unreported, never taken for a mistake, while a
//! number changed in digits is still caught.

use quizdeck_model::Question;

use super::tests::{bandwidth, page, problems, run};
use crate::Code;

/// A question on a bridge, with a count written out in Czech and Greek (twenty), a scale word
/// (million) in every language, and Thai, which ends its question with no mark but writes a
/// point after an abbreviation (`กม.`).
fn bridge(lang: &str) -> Question {
    let (stem, choices, explanation): (&str, [&str; 3], &str) = match lang {
        "en" => (
            "A toll bridge charges €4 per car and sees 20 cars a minute at rush hour. About how \
             many cars cross it in a year if 11,000,000 did last year and traffic grew by 10 %?",
            ["About 9.9 million", "About 12.1 million", "About 110 million"],
            "The bridge is 2 km long. Last year's 11,000,000 cars grown by 10 % give 12,100,000 \
             cars, about 12.1 million.\n\nCars may cross at up to 60 km/h.",
        ),
        "cs" => (
            "Mýtný most vybírá 4 € za auto a ve špičce přes něj projede dvacet aut za minutu. \
             Kolik aut přes něj projede za rok, když loni to bylo 11 milionů a provoz vzrostl o \
             10 %?",
            ["Asi 9,9 milionu", "Asi 12,1 milionu", "Asi 110 milionů"],
            "Most je dlouhý 2 km. Loňských 11 milionů aut zvýšených o 10 % dává 12,1 milionu aut.\n\nAuta smějí po mostě jet nejvýše 60 km/h.",
        ),
        "el" => (
            "Μια γέφυρα με διόδια χρεώνει 4 € ανά αυτοκίνητο και στην αιχμή περνούν είκοσι \
             αυτοκίνητα το λεπτό. Πόσα αυτοκίνητα θα περάσουν σε ένα χρόνο, αν πέρσι πέρασαν 11 \
             εκατομμύρια και η κίνηση αυξήθηκε κατά 10 %;",
            ["Περίπου 9,9 εκατομμύρια", "Περίπου 12,1 εκατομμύρια", "Περίπου 110 εκατομμύρια"],
            "Η γέφυρα έχει μήκος 2 χλμ. Τα περσινά 11 εκατομμύρια αυτοκίνητα αυξημένα κατά 10 % \
             δίνουν 12,1 εκατομμύρια.\n\nΤα αυτοκίνητα περνούν με έως 60 km/h.",
        ),
        _ => (
            "สะพานเก็บค่าผ่านทางคันละ 4 € และในชั่วโมงเร่งด่วนมีรถผ่าน 20 คันต่อนาที \
             ถ้าปีที่แล้วมีรถผ่าน 11 ล้านคันและการจราจรเพิ่มขึ้น 10 % ปีนี้จะมีรถผ่านประมาณกี่คัน",
            ["ประมาณ 9.9 ล้านคัน", "ประมาณ 12.1 ล้านคัน", "ประมาณ 110 ล้านคัน"],
            "สะพานยาว 2 กม. รถ 11 ล้านคันของปีที่แล้วเพิ่มขึ้น 10 % เป็น 12.1 ล้านคัน \
             ประมาณ 12.1 ล้าน\n\nรถวิ่งบนสะพานได้ไม่เกิน 60 กม./ชม.",
        ),
    };
    page(lang, "7", stem, &choices, "B", explanation)
}

const LANGS: [&str; 4] = ["en", "cs", "el", "th"];

#[test]
fn words_a_language_has_no_tables_for_are_not_taken_for_changed_numbers() {
    let qs: Vec<Question> = LANGS.iter().map(|l| bridge(l)).collect();
    let report = run(&qs);
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert_eq!(report.groups.len(), 1);
}

#[test]
fn a_number_changed_in_digits_is_still_caught_in_such_a_language() {
    let mut qs: Vec<Question> = LANGS.iter().map(|l| bridge(l)).collect();
    let cs = &mut qs[1];
    cs.explanation = cs.explanation.replace("o 10 %", "o 15 %");
    let report = run(&qs);
    assert_eq!(problems(&report), [(Code::NumberMismatch, "cs-q7.html".to_owned())]);
}

/// Japanese and Chinese write numbers in Han numerals, which the reader knows: a number one of
/// them drops is still reported, though their tables hold no number words.
#[test]
fn a_number_dropped_in_a_language_written_with_han_numerals_is_still_caught() {
    let mut qs: Vec<Question> = ["en", "fr", "de", "ja"].iter().map(|l| bandwidth(l)).collect();
    let ja = &mut qs[3];
    ja.explanation = ja.explanation.replace("14 GB ÷ 2 TB/s = 7 msです", "そのためです");
    let report = run(&qs);
    let at_ja =
        |(code, source): &(Code, String)| *code == Code::NumberMismatch && source == "ja-q1.html";
    assert!(problems(&report).iter().any(at_ja), "{:#?}", report.findings);
}
