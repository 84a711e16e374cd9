//! `check` on one-question sets of numbers, units and amounts as each language writes them:
//! right translations give no finding, and each planted change is reported on its page.

use quizdeck_validate::{GroupBy, Report, Severity};

use crate::check_fixtures::{
    assert_clean_run, assert_one_question_set, assert_one_question_set_noted, check,
    one_question_set, question_page,
};

/// A unit's power with no number before it (`areas in m²`) is no number: the German page writes
/// `in Quadratmetern` and agrees. A changed number in its explanation is still reported.
#[test]
fn a_units_power_standing_alone_is_no_number_to_keep() {
    assert_one_question_set(
        "check/areas",
        &["de", "el", "en"],
        &[("number-mismatch", "de-field.txt")],
    );
}

/// Amounts in millions as five languages write them (`€250 million`, `250 Mio. Euro`,
/// `2억 5천만 유로`, `2億5000万ユーロ`), a speed in `km/u`, and a Japanese negative form that
/// negates nothing (`足りませんか`). Planted: a changed amount in the German explanation.
#[test]
fn amounts_in_millions_written_five_ways_agree() {
    let planted = [("number-mismatch", "de-tram.txt")];
    assert_one_question_set("check/budgets", &["de", "en", "ja", "ko", "nl"], &planted);
}

/// Durations and paces in parts as four languages write them (`2:52 min/km`, `2 min 52 s/km`,
/// `1キロ2分52秒`, `2:01:09 Stunden`). Planted: one changed second in the French explanation.
#[test]
fn durations_and_paces_written_in_parts_agree() {
    let planted = [("number-mismatch", "fr-marathon.txt")];
    assert_one_question_set("check/paces", &["de", "en", "fr", "ja"], &planted);
}

/// Euros written `€48,000`, `48.000 €`, `48 000 eurolla`, `48 000 euro`, and once for a whole
/// formula: one currency, no finding. Planted: dollars in the German stem.
#[test]
fn currencies_written_as_words_agree_and_another_currency_is_caught() {
    let planted = [("unit-mismatch", "de-depreciation.txt")];
    assert_one_question_set("check/currencies", &["de", "en", "fi", "pl", "sv"], &planted);
}

/// Percent and degrees written as words (`100 prosent`, `asilimia 100`) are no error: a unit a
/// language leaves out is recorded as information. Another unit in its place (`°F` for `°C`)
/// is an error on that page alone.
#[test]
fn units_written_as_words_are_no_error_and_another_unit_is() {
    let (code, report) = check(&["check/units-as-words/consistent"]);
    assert_eq!(code, 0, "{:#?}", report.findings);
    assert!(report.findings.iter().all(|f| f.severity == Severity::Info), "{:#?}", report.findings);
    let (code, report) = check(&["check/units-as-words/defects"]);
    assert_eq!(code, 1);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), "unit-mismatch");
    assert!(serious[0].sources.iter().all(|s| s.ends_with("de-moisture.txt")), "{serious:#?}");
    assert!(serious[0].message.contains("de has °F where en has °C"), "{serious:#?}");
}

/// Ukrainian writes kilometres per hour `км/год` (`год`, the hour): a speed, as `km/h` and
/// `км/ч` are, and no unit changed. A changed speed in its explanation is still reported.
#[test]
fn kilometres_per_hour_in_ukrainian_are_a_speed() {
    let planted = [("number-mismatch", "uk-tram.txt")];
    assert_one_question_set("check/tram-speeds", &["bg", "en", "pl", "uk"], &planted);
}

/// Kilometres per hour written `km/jam` and `km/giờ`, and a rate per minute in words (`300 m za
/// minutu`) beside `300 m/min`, agree; a speed whose unit was changed is still reported.
#[test]
fn speeds_per_hour_in_indonesian_and_vietnamese_and_rates_in_words_agree() {
    let planted = [("unit-mismatch", "vi-ride.txt")];
    assert_one_question_set("check/cycling-distances", &["cs", "en", "id", "lv", "vi"], &planted);
}

/// Kilowatt-hours written `kW·h` or `كيلوواط ساعة`, thousands written `6 mil` and a Chinese "not
/// counting" agree with `kWh`; a changed unit is still reported.
#[test]
fn kilowatt_hours_with_a_middle_dot_or_in_arabic_words_agree() {
    let planted = [("unit-mismatch", "zh-heater.txt")];
    assert_one_question_set(
        "check/heater-energy",
        &["ar", "en", "es", "pt-BR", "zh-Hans"],
        &planted,
    );
}

/// A race's time with its hundredths after the unit (`9秒58`, `9초58`, `9s58`) is 9.58 s; a changed
/// time is still reported.
#[test]
fn race_times_with_hundredths_after_the_seconds_agree() {
    let planted = [("number-mismatch", "ko-bolt.txt")];
    assert_one_question_set(
        "check/sprint-records",
        &["en", "ja", "ko", "pt-BR", "zh-Hans"],
        &planted,
    );
}

/// German `Mio.` before a noun (`37,4 Mio. Einwohner`) is a million, not mebibytes; a changed
/// population is still reported.
#[test]
fn a_million_abbreviated_before_a_noun_is_no_mebibyte() {
    let planted = [("number-mismatch", "de-tokyo.txt")];
    assert_one_question_set("check/city-populations", &["de", "en", "es", "ja"], &planted);
}

/// A unit's exponent after a slash (`كغ/م²`) is the unit's, known to the reader or not; a changed
/// choice is still reported.
#[test]
fn an_exponent_after_a_slash_is_the_units() {
    let planted = [("number-mismatch", "ar-bmi.txt")];
    assert_one_question_set("check/body-mass-index", &["ar", "en", "es", "pl"], &planted);
}

/// One of a unit that a language without known number words keeps as written (`1 g`) is not
/// excused as written out against another language's `10 g`: with a third language saying its
/// number in a word (`ét gram`) and agreeing with everyone, that excuse left no majority to blame.
#[test]
fn a_number_of_the_same_unit_is_no_number_written_in_words() {
    let planted = [("number-mismatch", "it-yeast.txt")];
    assert_one_question_set("check/yeast-grams", &["ca", "da", "en", "it"], &planted);
}

/// A number that one language says again where the others say it once (`…15世纪中叶，所以…属于15世纪`)
/// is no mismatch; a changed year is still reported.
#[test]
fn a_number_said_again_is_no_mismatch() {
    let planted = [("number-mismatch", "es-press.txt")];
    assert_one_question_set("check/printing-press", &["de", "en", "es", "zh"], &planted);
}

/// Times of day written with a point and no word for "o'clock" (`v 7.35`, `dari 07.35 sampai
/// 09.35`) agree with times written with a colon; a changed time is still reported.
#[test]
fn times_of_day_written_with_a_point_agree_with_times_written_with_a_colon() {
    let planted = [("number-mismatch", "id-ferry.txt")];
    assert_one_question_set("check/ferry-times", &["cs", "da", "en", "id", "it"], &planted);
}

/// Chinese writes a share in words (`百分之三`, three per cent): 3 %, as the other languages
/// write it. Five per cent in its place is still reported.
#[test]
fn per_cent_in_chinese_words_is_a_number() {
    let planted = [("number-mismatch", "zh-freshwater.txt")];
    assert_one_question_set("check/percent-in-words", &["de", "en", "zh"], &planted);
    // The report quotes the number as written, and does not say its per cent twice.
    let (_, report) = check(&["check/percent-in-words/defects"]);
    let finding = report.findings.iter().find(|f| f.code.as_str() == "number-mismatch").unwrap();
    assert!(finding.message.contains("zh: 百分之五"), "{}", finding.message);
    assert!(!finding.message.contains("百分之五 %"), "{}", finding.message);
}

/// Finnish, Swedish, Czech and Lithuanian write a share in words inflected after the number
/// (`62 prosenttia`, `62:sta prosentista`, `34 procents`, `34 procentům`, `54 procentus`): the
/// same unit as `%`, no finding. A changed share in one of them is an error.
#[test]
fn per_cent_in_inflected_words_is_a_unit() {
    let planted = [("number-mismatch", "fi-turnout.txt")];
    assert_one_question_set("check/turnout-shares", &["cs", "en", "fi", "lt", "sv"], &planted);
    // Not even a note: every page's shares are read with their unit.
    let (_, report) = check(&["check/turnout-shares/consistent"]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
}

/// Hindi counts in crores (10⁷) and Chinese in 亿 (10⁸) where English counts in billions: a
/// translator converting rounds anew (`429 करोड़`, `42.9亿` for `4.3 billion`), no finding. A
/// changed amount is still an error.
#[test]
fn amounts_converted_to_crores_or_yi_may_round_anew() {
    let planted = [("number-mismatch", "zh-ipv4.txt")];
    assert_one_question_set("check/converted-scales", &["en", "hi", "zh"], &planted);
}

/// Ten, eleven and twelve in words (`twelve inches`, `zwölf Zoll`, `dodici pollici`, `dwanaście
/// cali`) are the number French writes as `12 pouces`; `dieci pollici` for twelve is reported.
#[test]
fn ten_eleven_and_twelve_in_words_are_numbers() {
    let planted = [("number-mismatch", "it-foot.txt")];
    assert_one_question_set("check/feet-and-inches", &["de", "en", "fr", "it", "pl"], &planted);
}

/// Miles converted to kilometres and Fahrenheit to Celsius, rounded (`43 °C` for `110 °F`), agree
/// with the original; the miles' number written with kilometres (`2.448 km`) is reported.
#[test]
fn numbers_converted_into_other_units_agree() {
    let planted = [("number-mismatch", "de-route.txt")];
    assert_one_question_set("check/route-66", &["de", "en", "fr", "ja", "pl"], &planted);
}

/// Micrograms written `µg`, `мкг`, `微克` and `ميكروغرام` agree; milligrams in their place are
/// another unit.
#[test]
fn micrograms_are_a_unit_in_every_script() {
    let planted = [("unit-mismatch", "ru-b12.txt")];
    assert_one_question_set("check/vitamin-b12", &["ar", "en", "ru", "zh"], &planted);
}

/// Turkish writes units in words with endings (`3,337 kilometrelik`): the same unit as `km`; the
/// kilometres' number in miles (`3,337 millik`) is a change of unit.
#[test]
fn units_with_turkish_endings_are_units() {
    let planted = [("unit-mismatch", "tr-monaco.txt")];
    assert_one_question_set("check/monaco-laps", &["de", "en", "es", "tr"], &planted);
}

/// Arabic writes degrees Celsius `°م` and kilopascals `كيلوباسكال`, Japanese glues `70kPa` to its
/// number: the same units as `°C` and `kPa`, no finding. Fahrenheit in their place is an error.
#[test]
fn degrees_celsius_and_kilopascals_in_arabic_are_units() {
    let planted = [("unit-mismatch", "ar-boiling.txt")];
    assert_one_question_set("check/mountain-boiling", &["ar", "en", "fr", "ja"], &planted);
}

/// A minus glued to the word before it (`約−89℃`, `약−89°C`), Korean `뿐만 아니라` ("not only") and
/// Hebrew `לא יאוחר מ-20` agree with the other languages; a changed record and a wrong letter are
/// still reported.
#[test]
fn a_minus_glued_to_a_word_and_not_only_agree() {
    let planted = [("number-mismatch", "ko-vostok.txt"), ("answer-mismatch", "he-vostok.txt")];
    let langs = ["en", "he", "ja", "ko", "sv"];
    assert_one_question_set("check/vostok-record", &langs, &planted);
}

/// `¾ l`, `3/4 l` and `0,75 l` are one amount; `2/3 l` is another, and a wrong letter is still
/// reported.
#[test]
fn a_fraction_and_its_decimal_agree() {
    let planted = [("number-mismatch", "es-bread.txt"), ("answer-mismatch", "hu-bread.txt")];
    assert_one_question_set("check/bread-fractions", &["de", "en", "es", "hu", "pl"], &planted);
}

/// `About half` is `Etwa 50 %`, `un dixième` is `Un 10 %`, `a fifth` is `20 %`; `15 %` where
/// others say `10 %` or a tenth is reported.
#[test]
fn a_fraction_in_words_and_its_percent_agree() {
    let planted = [("number-mismatch", "es-oxygen.txt")];
    let langs = ["de", "en", "es", "fr", "it", "pl"];
    assert_one_question_set("check/oxygen-halves", &langs, &planted);
}

/// Kilometres abbreviated as Hebrew (`ק"מ`), Hindi (`किमी`) and Greek (`χλμ.`) write them are
/// units: miles given for them are a unit mismatch on the page that changed them.
#[test]
fn kilometres_abbreviated_in_hebrew_hindi_and_greek_are_units() {
    let planted = [("unit-mismatch", "he-gnss1.txt"), ("unit-mismatch", "hi-gnss1.txt")];
    assert_one_question_set("check/gnss-altitude", &["ar", "en", "he", "hi", "uk"], &planted);
    let planted = [("unit-mismatch", "el-speed1.txt"), ("negation-mismatch", "hu-speed1.txt")];
    let langs = ["cs", "de", "el", "en", "hu", "pl"];
    assert_one_question_set("check/speed-limits-greek", &langs, &planted);
}

/// `۱۳۹۹ خورشیدی` is 2020 of the other pages, and `Notre-Dame de Paris` a name two Latin-script
/// pages keep; a wrong answer text is still reported, on the Hebrew page.
#[test]
fn a_solar_hijri_year_and_a_name_with_a_particle_agree() {
    let report = assert_clean_run(&["check/hagia-sophia/consistent"], &[GroupBy::Sequence]);
    assert_eq!((report.summary.pages, report.groups.len()), (12, 2));
    let (code, report) = check(&["check/hagia-sophia/defects"]);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(code, 1);
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), "answer-text-mismatch");
    assert!(serious[0].sources.iter().all(|s| s.ends_with("he-buildings1.txt")), "{serious:#?}");
}

/// A Minguo year (`民國79年`), a duration and a half (`5時間半`, `5 ชั่วโมงครึ่ง`, `5시간 반`,
/// `5個半小時`), a Persian date (`۲۵ بهمن ۱۳۶۸`) and a lakh of crores (`9.5 लाख करोड़ किमी`) read
/// as the other languages' 1990, 5½ hours, 14 February and 9.5 trillion km. A half dropped, a
/// Persian day and a Minguo year one too many are still reported, each on its page.
#[test]
fn minguo_years_half_hours_persian_days_and_lakh_crores_agree() {
    let planted = [
        ("number-mismatch", "ko-voyager.txt"),
        ("number-mismatch", "fa-voyager.txt"),
        ("number-mismatch", "zh-Hant-voyager.txt"),
    ];
    let langs = ["en", "fa", "hi", "ja", "ko", "th", "zh-Hant"];
    assert_one_question_set("check/voyager-signal", &langs, &planted);
}

/// Amharic `°ሴ` and Bengali `°সে` (degrees Celsius) are no unit the tables know, not a bare
/// degree sign that differs from `°C`; `°F` for `°C` in German is still a unit mismatch.
#[test]
fn degrees_in_scripts_the_tables_lack_are_no_unit_mismatch() {
    let planted = [("unit-mismatch", "de-lava.txt"), ("answer-mismatch", "bn-lava.txt")];
    assert_one_question_set("check/basalt-lava", &["am", "bn", "de", "en", "fr"], &planted);
}

/// Indian scale words (`लाख`, `কোটি`, `லட்சம்`) and East Asian myriads (`万`, `만`), with the
/// exponents of the units after them (`12만m³/s`) and a unit in Tamil letters (`மீ³/வி`), agree
/// with English millions; a crore changed into a lakh is reported.
#[test]
fn lakhs_crores_and_myriads_agree_with_millions() {
    let planted = [("number-mismatch", "bn-ganges.txt")];
    let langs = ["bn", "en", "hi", "ko", "ta", "zh"];
    assert_one_question_set("check/ganges-discharge", &langs, &planted);
}

/// Scale words of more languages (Welsh `miliwn`, Basque `milioi`, Czech `milionů`, Danish
/// `millioner`) and crores with lakhs after them (`21 करोड़ 30 लाख`, 213 million) agree with
/// millions; a million turned into a billion and 30 lakhs turned into 3 are reported.
#[test]
fn crores_with_lakhs_and_scale_words_of_more_languages_agree() {
    let planted = [("number-mismatch", "cy-brazil.txt"), ("number-mismatch", "hi-brazil.txt")];
    let langs = ["cs", "cy", "da", "en", "eu", "hi", "ur"];
    assert_one_question_set("check/brazil-population", &langs, &planted);
}

/// Areas with a word for "square" beside the unit (Persian `کیلومتر مربع`, Urdu `مربع کلومیٹر`),
/// kilometres in Arabic letters (`كم²`) and Slovak `mil.` agree with `km²` and millions; a changed
/// number and a million turned into a billion are reported.
#[test]
fn square_words_arabic_kilometres_and_slovak_millions_agree() {
    let planted = [("number-mismatch", "fa-caspian.txt"), ("number-mismatch", "sk-caspian.txt")];
    let langs = ["ar", "en", "fa", "sk", "ur"];
    assert_one_question_set("check/caspian-sea", &langs, &planted);
}

/// Thai years of the Buddhist Era (`พ.ศ. 2542` for 1999) and Thai scale words (`8 แสน`) agree with
/// the other languages, and a Thai "more questions" line whose first title ends in the topic is
/// no title; a hundred-thousand changed into ten thousands is reported.
#[test]
fn buddhist_era_years_and_thai_scale_words_agree() {
    let planted = [("number-mismatch", "th-skytrain.txt")];
    assert_one_question_set("check/bangkok-skytrain", &["de", "en", "ja", "th"], &planted);
}

/// `50er-Kettenblatt` (a 50-tooth chainring) reads as the number 50 as well as the fifties, so the
/// German page agrees with the others; a changed number of teeth is reported.
#[test]
fn a_decades_ending_in_a_compound_may_name_a_number() {
    let planted = [("number-mismatch", "de-chainring.txt")];
    let langs = ["cs", "de", "en", "es"];
    assert_one_question_set("check/chainring-teeth", &langs, &planted);
}

/// Kilometres and miles written in words are units (`117 chilometri`, `80 millas romanas`), and
/// `10 mil` is ten thousand, not ten miles: a length changed from kilometres into miles is reported.
#[test]
fn kilometres_changed_into_miles_are_reported() {
    let planted = [("unit-mismatch", "it-hadrian.txt")];
    let langs = ["de", "en", "es", "it", "pt"];
    assert_one_question_set("check/hadrians-wall", &langs, &planted);
}

/// Hausa and Swahili write the scale word first (`miliyan 220`, `milioni 220`), which agrees with
/// `220 million`; a million changed into a billion (`bilioni 220`) is reported.
#[test]
fn scale_words_before_the_number_agree_and_a_changed_one_is_reported() {
    let planted = [("number-mismatch", "sw-nigeria.txt")];
    let langs = ["en", "fr", "ha", "pt", "sw"];
    assert_one_question_set("check/nigeria-population", &langs, &planted);
}

/// Metres and degrees Celsius written in words (`4 808 meter`, `84 grader Celsius`, `84 градуса
/// по Целзий`) are `m` and `°C`; a height changed into kilometres in words is reported.
#[test]
fn metres_and_degrees_celsius_in_words_are_their_units() {
    let planted = [("unit-mismatch", "sv-mont-blanc.txt")];
    let langs = ["bg", "en", "it", "pl", "sv"];
    assert_one_question_set("check/mont-blanc-boiling", &langs, &planted);
}

/// Georgian and Armenian write units in their own letters (`1737 კმ`, `1,62 մ/վ²`): they agree
/// with the others' `km` and `m/s²`, and a Georgian radius given in metres is reported.
#[test]
fn georgian_and_armenian_unit_letters_are_units() {
    let planted = [("unit-mismatch", "ka-moon.txt")];
    assert_one_question_set("check/moon-gravity", &["en", "hy", "ka", "uk"], &planted);
}

/// Arabic grams and millilitres in words after Eastern Arabic digits (`٦ غ`, `٥ مل`) agree with
/// the others' `g` and `mL`; milligrams (`٦ ملغ`) where the others give grams are reported.
#[test]
fn arabic_unit_words_after_eastern_arabic_digits_are_units() {
    let planted = [("unit-mismatch", "ar-salt.txt")];
    assert_one_question_set("check/salt-teaspoon", &["ar", "de", "en", "tr"], &planted);
}

/// Degrees Celsius written in words (`72 derajat Celsius`, `72 santigrat derece`) are `°C`, so a
/// German `72 °F` is one page against four, not a split with no majority.
#[test]
fn degrees_in_words_vote_with_their_symbol() {
    let planted = [("unit-mismatch", "de-milk.txt")];
    let set = "check/milk-pasteurization";
    assert_one_question_set(set, &["de", "el", "en", "id", "tr"], &planted);
    let (_, report) = check(&[&format!("{set}/consistent")]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
}

/// Hebrew glues a preposition to a number with the maqaf (`ל־‎−273.15 °C`): the minus after it is
/// the number's sign, and the page agrees with the others; a changed number is still reported.
#[test]
fn a_minus_after_a_hebrew_prefix_keeps_its_sign() {
    let planted = [("number-mismatch", "cs-absolute-zero.txt")];
    assert_one_question_set("check/absolute-zero", &["cs", "el", "en", "fi", "he"], &planted);
}

/// An explanation that says a number in a word (`le centenaire`, where others write `100`), or
/// leaves one out, changes no number: information where the languages split over it, a warning
/// on the one page that lacks it against all the others; a number changed in one language
/// (`1898` for `1889`) stays an error on that page.
#[test]
fn a_number_an_explanation_says_in_a_word_is_no_error() {
    let set = "check/eiffel-tower";
    let numbers = |report: &Report| -> Vec<(Severity, Vec<String>)> {
        let mut found = Vec::new();
        for f in &report.findings {
            assert_eq!(f.code.as_str(), "number-mismatch", "{f:#?}");
            assert_eq!(f.field.as_deref(), Some("explanation"), "{f:#?}");
            found.push((f.severity, f.sources.iter().map(|s| question_page(s)).collect()));
        }
        found
    };
    let (code, report) = check(&[&format!("{set}/consistent")]);
    assert_eq!((code, report.groups.len()), (0, 1));
    let found = numbers(&report);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].0, Severity::Info);

    let (code, report) = check(&[&format!("{set}/defects")]);
    assert_eq!(code, 1);
    let found = numbers(&report);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].0, Severity::Error);
    assert!(found[0].1.iter().any(|p| p == "it"), "{found:?}");

    let (code, report) = check(&[&format!("{set}/dropped")]);
    assert_eq!(code, 0);
    assert_eq!(numbers(&report), [(Severity::Warning, vec!["fr".to_owned()])]);
}

/// `20 Mio. €` is twenty million euros, as `20 mln euro` and `2,000만 유로` are, not twenty
/// mebibytes; a changed amount in one language is reported.
#[test]
fn millions_before_a_currency_sign_are_an_amount_of_it() {
    let planted = [("number-mismatch", "pl-q3.txt")];
    let set = "check/gdpr-fines";
    let report = assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Sequence]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    assert_eq!((report.summary.pages, report.groups.len()), (15, 3));
    let (code, report) = check(&[&format!("{set}/defects")]);
    assert_eq!(code, 1);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    for &(code, page) in &planted {
        assert!(
            serious
                .iter()
                .any(|f| f.code.as_str() == code && f.sources.iter().any(|s| s.ends_with(page))),
            "{serious:#?}"
        );
    }
    assert_eq!(serious.len(), 1, "{serious:#?}");
}

/// A race's time with the seconds' mark (`9"63`) is 9.63 s, a short aside in brackets that says
/// what is left out with `nem` negates nothing, a year one language adds in a gloss in brackets
/// is information, inches in a choice's place of centimetres are a changed unit, and
/// explanations that each add numbers of their own, with no clear majority, are a warning.
#[test]
fn race_times_asides_and_inches_in_the_hurdles_set() {
    let set = "check/hurdles";
    let report = assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Sequence]);
    assert_eq!((report.summary.pages, report.groups.len()), (15, 3));
    let (code, report) = check(&[&format!("{set}/defects")]);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(code, 1);
    // One finding for each choice of the Italian page.
    assert_eq!(serious.len(), 4, "{serious:#?}");
    for f in serious {
        assert_eq!(
            (f.code.as_str(), f.severity, &f.langs[..]),
            ("unit-mismatch", Severity::Error, &["it".to_owned()][..])
        );
    }
    let (code, report) = check(&[&format!("{set}/adapted")]);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(code, 0);
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(
        (serious[0].code.as_str(), serious[0].severity),
        ("number-mismatch", Severity::Warning)
    );
}

/// Race times and dates with points, a date with a short year, a time with `uur`, a range's short
/// second year, a thousand millions and a currency's sign after `de` agree with the forms other
/// languages write them in; a changed time, a changed year and miles for kilometres are told.
#[test]
fn dates_clocks_ranges_and_scale_words_in_the_local_forms_set() {
    let set = "check/local-forms";
    let report =
        assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Sequence, GroupBy::Key]);
    assert_eq!((report.summary.pages, report.groups.len()), (66, 15));
    let (code, report) = check(&[&format!("{set}/defects")]);
    assert_eq!(code, 1);
    let mut serious: Vec<(&str, Vec<String>)> = report
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .map(|f| {
            assert_eq!(f.severity, Severity::Error, "{f:#?}");
            (f.code.as_str(), f.langs.clone())
        })
        .collect();
    serious.sort();
    let expected: Vec<(&str, Vec<String>)> = vec![
        ("answer-mismatch", vec!["cs".into()]),
        ("answer-text-mismatch", vec!["en".into()]),
        ("number-mismatch", vec!["cs".into()]),
        ("number-mismatch", vec!["de".into()]),
        ("number-mismatch", vec!["fi".into()]),
        ("unit-mismatch", vec!["fi".into()]),
    ];
    assert_eq!(serious, expected);
}

/// A race's time with a point and a comma, centuries in English words and a number word joined
/// to its unit agree with the digits other languages write; yards, kilojoules, a changed time,
/// a choice left in English on a page of another script and another organization's acronym
/// (`OMS` for `UE`) are told.
#[test]
fn race_times_centuries_in_words_and_units_in_the_pool_and_power_set() {
    let set = "check/pool-and-power";
    let report =
        assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Sequence, GroupBy::Key]);
    assert_eq!((report.summary.pages, report.groups.len()), (54, 12));
    let (code, report) = check(&[&format!("{set}/defects")]);
    assert_eq!(code, 1);
    let mut serious: Vec<(&str, Severity, Vec<String>)> = report
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .map(|f| (f.code.as_str(), f.severity, f.langs.clone()))
        .collect();
    serious.sort_by(|a, b| (a.0, &a.2).cmp(&(b.0, &b.2)));
    let one = |l: &str| vec![l.to_owned()];
    let expected = vec![
        ("acronym-mismatch", Severity::Warning, one("pt")),
        ("answer-mismatch", Severity::Error, one("sk")),
        ("negation-mismatch", Severity::Error, one("en")),
        ("negation-mismatch", Severity::Error, one("es")),
        ("number-mismatch", Severity::Error, one("da")),
        ("unit-mismatch", Severity::Error, one("nl")),
        ("unit-mismatch", Severity::Error, one("ro")),
        ("untranslated", Severity::Warning, one("bg")),
        ("wrong-language", Severity::Warning, one("fr")),
    ];
    assert_eq!(serious, expected);
}

/// `29,6 proc.` is 29.6 per cent in Polish and Lithuanian running text.
#[test]
fn proc_after_a_number_is_per_cent_in_polish_and_lithuanian() {
    let planted = [("number-mismatch", "lt-forest.txt")];
    assert_one_question_set("check/forest-cover", &["cs", "en", "lt", "pl"], &planted);
}

/// Romanian puts `de` between a number from twenty on and its scale word (`436 de mii`, `160 de
/// milioane`): the number is scaled as `436 000` and `160 million` are. A changed one is still
/// reported, and only it: the other amounts of that page read as the others'.
#[test]
fn de_before_a_romanian_scale_word_scales_the_number() {
    let planted = [("number-mismatch", "ro-blacksea.txt")];
    let (_, defects) = one_question_set(
        "check/black-sea",
        GroupBy::Sequence,
        &["bg", "en", "ro", "tr", "zh-Hans"],
        &planted,
    );
    let ro = &defects.findings[0].values["ro"];
    // The units after `de mii` are the amounts' (`136 de mii km²`), as after `mii`.
    assert!(ro.starts_with("136 de mii km², 547 de mii km³, 160 de milioane"), "{ro}");
    assert!(defects.findings[0].message.contains("ro has 136 de mii km² where"), "{defects:#?}");
}

/// A unit's power after the amount's scale word (`٦٫٥ مليون م³`, `6,5 млн м³`: 6.5 million m³)
/// is the unit's, also where the unit's letters are unknown, and no number of its own; a changed
/// length or age and a wrong answer letter are still reported.
#[test]
fn a_units_power_after_a_scale_word_is_no_number() {
    let planted = [
        ("number-mismatch", "ar-river.txt"),
        ("number-mismatch", "fr-river.txt"),
        ("answer-mismatch", "it-river.txt"),
    ];
    let langs = ["ar", "en", "fa", "fr", "it", "ru"];
    assert_one_question_set("check/man-made-river", &langs, &planted);
}

/// A round thousand in digits (`1,000 times`, `1000-mal`) where other languages write it as a
/// word their tables do not hold (`в тысячу раз`, `tusen gånger`, `mille volte`) is no number
/// those languages lack. A changed level and a wrong answer letter are still reported.
#[test]
fn a_round_thousand_written_as_a_word_the_tables_lack_is_no_missing_number() {
    let planted = [
        ("number-mismatch", "ru-decibel.txt"),
        ("number-mismatch", "it-decibel.txt"),
        ("answer-mismatch", "sv-decibel.txt"),
    ];
    let langs = ["de", "en", "it", "nl", "ru", "sv"];
    assert_one_question_set("check/decibel-steps", &langs, &planted);
}

/// Languages whose units are words the tables do not know (`828 μέτρα`, `828 मीटर`) agree with
/// any unit on a number; four of them do not outvote the three that write `828 m` against the
/// one that writes `828 ft`.
#[test]
fn a_unit_swapped_among_languages_that_write_units_as_words_is_reported() {
    let planted = [
        ("unit-mismatch", "it-burj.txt"),
        ("number-mismatch", "hi-burj.txt"),
        ("answer-mismatch", "es-burj.txt"),
    ];
    let langs = ["am", "el", "en", "es", "fr", "he", "hi", "it"];
    assert_one_question_set("check/burj-khalifa", &langs, &planted);
}

/// Thai writes its units as abbreviations of its own (`กม.`, `ไมล์`): read as units, a length
/// given in miles on the Thai page is a `unit-mismatch`, where the page had no unit to compare
/// before. The lengths in ten thousands (`2.12万`, `2만 1,196`) and the Buddhist-era year agree.
#[test]
fn thai_units_are_read_so_a_length_given_in_miles_there_is_reported() {
    let planted = [
        ("answer-mismatch", "zh-Hans-wall.txt"),
        ("answer-text-mismatch", "zh-Hans-wall.txt"),
        ("number-mismatch", "ja-wall.txt"),
        ("number-mismatch", "ko-wall.txt"),
        ("unit-mismatch", "th-wall.txt"),
    ];
    let langs = ["en", "ja", "ko", "th", "vi", "zh-Hans"];
    assert_one_question_set("check/great-wall", &langs, &planted);
}

/// A unit after the short word that links it to a scale word (`9,2 millions de km²`) is the
/// amount's, as a currency there was: a French page giving `km` for `km²` is a `unit-mismatch`.
#[test]
fn a_unit_linked_to_its_scale_word_by_de_is_compared() {
    let planted = [
        ("unit-mismatch", "fr-sahara.txt"),
        ("number-mismatch", "ar-sahara.txt"),
        ("unit-mismatch", "tr-sahara.txt"),
    ];
    assert_one_question_set("check/sahara-area", &["ar", "en", "fr", "sw", "tr"], &planted);
}

/// Speeds written in miles per hour (`763 mph`), kilometres per hour and metres per second are
/// one speed converted: the pages agree. A number that keeps its value and takes the other unit
/// (`1 228 mph` for `1 228 km/h`) is reported, as a unit and as a number.
#[test]
fn speeds_in_mph_km_h_and_m_s_are_compared_as_conversions() {
    let planted = [
        ("unit-mismatch", "sv-thrust.txt"),
        ("number-mismatch", "sv-thrust.txt"),
        ("unit-mismatch", "pt-BR-thrust.txt"),
        ("number-mismatch", "pt-BR-thrust.txt"),
    ];
    assert_one_question_set(
        "check/land-speed-record",
        &["de", "en", "nl", "pt-BR", "sv"],
        &planted,
    );
}

/// Japanese writes 12:15 p.m. as `午後0時15分`, and shortens a name it introduced with an
/// acronym (`東京国立博物館（TNM）`) to a contraction (`東博`) where the others repeat the
/// acronym: the pages agree, with the missing acronym noted. A changed hour is still reported.
#[test]
fn a_japanese_noon_hour_and_a_contracted_han_name_agree() {
    let planted = [("number-mismatch", "ja-tnm.txt"), ("number-mismatch", "es-tnm.txt")];
    let langs = ["en", "es", "ja", "ko", "zh"];
    let (consistent, _) = assert_one_question_set_noted("check/museum-talk", &langs, &planted);
    assert!(consistent.findings.iter().all(|f| f.code.as_str() == "acronym-mismatch"));
}

/// Persian and Tamil write masses in their own words and abbreviations (`۵ گرم`, `5 கிராம்`,
/// `2 மி.கி.`): read, they agree with `5 g`, and milligrams in place of grams are reported.
#[test]
fn persian_and_tamil_mass_words_are_read_so_a_swapped_unit_is_reported() {
    let planted = [("unit-mismatch", "fa-salt.txt"), ("unit-mismatch", "ta-salt.txt")];
    assert_one_question_set("check/salt-intake", &["en", "fa", "it", "nl", "ta"], &planted);
}

/// Basque writes the percent sign first and glues its case endings to the number (`%8ko`, of 8
/// %): the number's unit is the percent, not the ending read as a unit (`ko`, kilobytes).
#[test]
fn a_percent_sign_before_a_number_is_its_unit_whatever_ending_follows() {
    let planted = [("number-mismatch", "eu-vatnajokull.txt")];
    assert_one_question_set("check/glacier-share", &["cy", "en", "eu", "fr", "is"], &planted);
}

/// Hindi and Nepali give `लगभग 11 लाख` (about 11 lakh) alike, in any digits: sister languages
/// share the word and the scale word of an amount, which is no text left untranslated.
#[test]
fn sister_languages_may_give_an_amount_with_its_scale_word_alike() {
    let planted = [("number-mismatch", "hi-chennai.txt")];
    assert_one_question_set("check/chennai-lakhs", &["de", "en", "hi", "ne", "ta"], &planted);
}

/// Latvian abbreviates millions and thousands in running text (`1,9 milj.`, `190 tūkst.`): they
/// scale their numbers as `1,9 mln.` and `1.9 million` do.
#[test]
fn latvian_abbreviated_millions_and_thousands_are_scale_words() {
    let planted = [("number-mismatch", "lv-latvia.txt")];
    assert_one_question_set("check/latvia-population", &["en", "et", "is", "lt", "lv"], &planted);
}

/// A Roman numeral before the Georgian or Armenian word for "century" (`VI საუკუნეში`, `VI
/// դարում`) is the century's number: one changed there is a changed number.
#[test]
fn roman_centuries_in_georgian_and_armenian_are_numbers() {
    let planted = [("number-mismatch", "ka-tbilisi.txt")];
    assert_one_question_set("check/tbilisi-capital", &["de", "en", "hy", "ka", "ru"], &planted);
}

/// German, Dutch, Swedish, Finnish and Estonian write a per mille as a word (`7 Promille`,
/// `7 promillea`, `7 promilli`) where English writes `7‰`: the same unit, noted nowhere; a
/// per mille turned into a percent on the Dutch page is blamed on that page alone.
#[test]
fn per_mille_in_words_is_the_per_mille_sign() {
    let planted = [("unit-mismatch", "nl-baltic.txt")];
    let (_, defects) = one_question_set(
        "check/baltic-salinity",
        GroupBy::Sequence,
        &["de", "en", "et", "fi", "nl", "sv"],
        &planted,
    );
    assert!(defects.findings.iter().all(|f| f.langs == ["nl"]), "{:#?}", defects.findings);
    let (_, consistent) = check(&["check/baltic-salinity/consistent"]);
    assert!(consistent.findings.is_empty(), "{:#?}", consistent.findings);
}

/// Romanian writes a century's numeral after its word and `al`, with a hyphenated ending
/// (`în secolul al XVII-lea`): the century's number, so one changed there is a changed number;
/// a ruler's numeral written so (`Mehmed al II-lea`) pairs with `Mehmed II`.
#[test]
fn romanian_centuries_after_secolul_al_are_numbers() {
    let planted = [("number-mismatch", "ro-stephen.txt")];
    assert_one_question_set("check/romanian-centuries", &["de", "en", "es", "fr", "ro"], &planted);
}

/// Kannada, Malayalam and Tamil abbreviate the square kilometre in parts, each with its point,
/// the exponent after the last (`38,863 ಕಿ.ಮೀ²`): the exponent is the unit's, no number.
#[test]
fn a_units_exponent_after_an_abbreviation_in_parts_is_the_units() {
    let planted = [("number-mismatch", "kn-kerala-area.txt")];
    assert_one_question_set("check/kerala-area", &["en", "fr", "kn", "ml", "ta"], &planted);
}

/// German `Billionen`, Dutch `biljoen`, Danish `billioner` and Russian `трлн` are 10¹², the
/// English trillion (`9.46 trillion km`, Korean `9조 4,600억 km`), not the English billion.
#[test]
fn long_scale_trillions_are_read_as_trillions() {
    let planted = [("number-mismatch", "de-light-year.txt")];
    let langs = ["da", "de", "en", "ko", "nl", "ru"];
    assert_one_question_set("check/light-year", &langs, &planted);
}

/// `fixtures/check/marathon-record`: a record's seconds changed on the Swahili page (`2:01:39` for
/// `2:01:09`) where the Amharic page, of a language without number words in the registry, gives
/// `09` in figures: that page wrote no number in words, and does not side with the Swahili one.
#[test]
fn a_small_number_in_figures_is_not_a_number_in_words() {
    let planted = [("number-mismatch", "sw-marathon-record.txt")];
    assert_one_question_set("check/marathon-record", &["am", "az", "en", "sw"], &planted);
}

/// `fixtures/check/sulfur-oxidation`: oxidation states as choices (`+6`) and the answer's line
/// that repeats one (`Answer: C. +6`): the plus is the number's sign, not a list of labels, so
/// the answer's text is its choice's whole text. The Malay explanation's `x = +5` for `x = +6`
/// is the only finding of the defects.
#[test]
fn a_plus_sign_after_the_answers_label_is_part_of_its_text() {
    let planted = [("number-mismatch", "ms-sulfur.txt")];
    assert_one_question_set("check/sulfur-oxidation", &["en", "fil", "hr", "ms"], &planted);
}

/// `fixtures/check/mars-distance`: Somali writes millions with `milyan` after the number (`228
/// milyan km`), as English writes `228 million km`: an amount, not a bare 228 against the others'
/// 228,000,000. The defects' Somali choice gives `228 bilyan km`, another amount.
#[test]
fn somali_scale_words_make_amounts() {
    let planted = [("number-mismatch", "so-mars.txt")];
    assert_one_question_set("check/mars-distance", &["en", "id", "so", "tr"], &planted);
}

/// Degrees Fahrenheit in words after the scale's name (`180 Fahrenheit degrees`), and as
/// Vietnamese and Thai write them (`180 độ Fahrenheit`, `180 องศาฟาเรนไฮต์`), are `°F`, as
/// Ukrainian `градусів Фаренгейта` is; degrees Celsius in their place are a changed unit.
#[test]
fn fahrenheit_degrees_in_words_are_degrees_fahrenheit() {
    let planted = [("unit-mismatch", "vi-boiling.txt")];
    assert_one_question_set("check/fahrenheit-degrees", &["en", "th", "uk", "vi"], &planted);
}

/// Euros as Romanian and Turkish write them after an amount (`3.000 de euro`, `10.000 avrosu`)
/// are euros; a Romanian `3.000 de dolari` in their place is a changed currency.
#[test]
fn romanian_and_turkish_currency_words_are_currencies() {
    let planted = [("unit-mismatch", "ro-tax.txt")];
    let langs = ["el", "en", "hu", "ko", "ro", "tr"];
    assert_one_question_set("check/income-tax-words", &langs, &planted);
}
