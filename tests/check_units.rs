//! `check` on units written the languages' own ways: no finding on right translations.

use quizdeck_validate::{Report, Severity};

use crate::util::{Run, fixtures, quizdeck_in};

/// Every page of `fixtures/check/time-units/consistent` is right, in `en el ru sw`: checked all
/// together and two languages at a time (no majority then to outvote a misread unit), no error
/// and no warning. Swahili's `60 × sekunde 10` has a product sign, no unit `×`; Greek's
/// `10 λεπτά` is ten minutes.
#[test]
fn times_written_with_unit_words_or_a_product_sign_agree() {
    let set = fixtures().join("check/time-units/consistent");
    let langs = ["el", "en", "ru", "sw"];
    let mut runs: Vec<Vec<&str>> = vec![langs.to_vec()];
    for (i, a) in langs.iter().enumerate() {
        for b in &langs[i + 1..] {
            runs.push(vec![a, b]);
        }
    }
    for run in runs {
        let dir = tempfile::tempdir().unwrap();
        for entry in std::fs::read_dir(&set).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if run.iter().any(|l| name.starts_with(&format!("{l}-"))) {
                std::fs::copy(&path, dir.path().join(&name)).unwrap();
            }
        }
        let r = Run::of(
            quizdeck_in(dir.path()).args(["check", "--quiet", "--format", "json", "."]),
            None,
        );
        let report: Report = r.json();
        let serious: Vec<_> =
            report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
        assert!(serious.is_empty(), "{run:?}: {serious:#?}");
        assert_eq!(r.code, 0, "{run:?}");
        assert_eq!(report.groups.len(), 3, "{run:?}: three questions by key");
    }
}

/// `fixtures/check/minus-words`: German and English say a sign or a subtraction with `minus`,
/// which the registry lists; Spanish and Italian say `menos`, `meno` and `bajo cero`, which it
/// does not. The numbers agree, and `consistent/` gets no `number-mismatch` (before, three, one
/// of them an error with no majority to blame). In `defects/` the Italian explanation takes
/// 350 000 from the population instead of 250 000: one `number-mismatch`, on Italian alone.
#[test]
fn a_sign_said_by_a_word_in_some_languages_only_is_no_mismatch() {
    let check = |dir: &str| check_dir("check/minus-words", dir);
    let (code, report) = check("consistent");
    assert_eq!(report.groups.len(), 2, "two questions by key");
    assert!(report.findings.iter().all(|f| f.code.as_str() != "number-mismatch"), "{report:#?}");
    assert_eq!(code, 0, "{:#?}", report.findings);

    let (code, report) = check("defects");
    let found: Vec<_> =
        report.findings.iter().filter(|f| f.code.as_str() == "number-mismatch").collect();
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].langs, ["it"]);
    assert_eq!(found[0].field.as_deref(), Some("explanation"));
    assert_eq!(code, 1);
}

/// `check` on `<set>/<dir>` of the fixtures: its exit status and report.
fn check_dir(set: &str, dir: &str) -> (i32, Report) {
    let set = fixtures().join(set).join(dir);
    let r = Run::of(quizdeck_in(&set).args(["check", "--quiet", "--format", "json", "."]), None);
    (r.code, r.json())
}

/// What a one-question set of `set` must give: nothing on `consistent/` (its languages `langs`),
/// and on `defects/` exactly one finding of severity warning or worse, `code` on `field` of
/// language `lang`.
fn one_defect(set: &str, langs: &[&str], (code, lang, field): (&str, &str, &str)) {
    let (status, report) = check_dir(set, "consistent");
    assert_eq!(report.summary.languages, langs);
    assert_eq!(report.groups.len(), 1, "one question");
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    assert_eq!(status, 0);

    let (_, report) = check_dir(set, "defects");
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), code);
    assert_eq!(serious[0].langs, [lang]);
    assert_eq!(serious[0].field.as_deref(), Some(field));
}

/// `fixtures/check/flying-scotsman`: English gives speeds in `mph`, the other languages convert
/// them into kilometres per hour and round (`100 mph`, `161 km/h`). `consistent/` gets no finding
/// (before, `mph` was no unit and every English number a `number-mismatch`); in `defects/` the
/// Dutch explanation says `100 km/u`: one `number-mismatch`, on Dutch alone.
#[test]
fn miles_per_hour_converted_into_kilometres_per_hour_agree() {
    let langs = ["de", "en", "fr", "nl", "pl", "sv"];
    one_defect("check/flying-scotsman", &langs, ("number-mismatch", "nl", "explanation"));
}

/// `fixtures/check/shot-put-weights`: English gives weights in pounds, the other languages
/// convert them into kilograms and round (`16 lb`, `7,26 kg`; `8.8 lb`, `4 kg`). `consistent/`
/// gets no finding (before, `lb` was no unit and every English number a `number-mismatch`); in
/// `defects/` the Spanish explanation says `7,26 lb`: one `unit-mismatch`, on Spanish alone.
#[test]
fn pounds_converted_into_kilograms_agree() {
    let langs = ["cs", "de", "en", "es", "it", "ro"];
    one_defect("check/shot-put-weights", &langs, ("unit-mismatch", "es", "explanation"));
}

/// `fixtures/check/sound-in-seawater`: Ukrainian, Russian and Bulgarian write metres per second
/// `м/с`, the same rate as `m/s` (before, no unit at all: `м` alone is none). In `defects/` the
/// German choice B says `1500 km/h`: a `unit-mismatch` that blames German alone, where before
/// only English and German gave units and the finding named no language at fault.
#[test]
fn metres_per_second_in_cyrillic_letters_outvote_a_changed_unit() {
    let langs = ["bg", "de", "en", "ru", "uk"];
    one_defect("check/sound-in-seawater", &langs, ("unit-mismatch", "de", "choice B"));
    assert_eq!(check_dir("check/sound-in-seawater", "defects").0, 1);
}

/// `fixtures/check/e-road-letters`: Greek, Russian and Ukrainian write the route `E40` with
/// their own capital letter (`Ε40`, `Е40`), glued to its digits as the Latin one is: a term, as
/// `E40` is, not the number 40. `consistent/` gets no finding (before, a `number-mismatch` error
/// on the stem with no clear majority); in `defects/` the Ukrainian explanation gives 6000 km for
/// more than 8000 km: one `number-mismatch`, on Ukrainian alone.
#[test]
fn digits_glued_to_a_greek_or_cyrillic_letter_are_a_term() {
    let langs = ["el", "en", "pl", "ru", "uk"];
    one_defect("check/e-road-letters", &langs, ("number-mismatch", "uk", "explanation"));
}

/// `fixtures/check/blood-gas-pressure`: English, Hungarian and Russian give blood gases in
/// millimetres of mercury (`mmHg`, `Hgmm`, `мм рт. ст.`), Dutch and Swedish convert them into
/// kilopascals and round (`95 mmHg`, `12,7 kPa`). `consistent/` gets no finding (before, each
/// choice was a `number-mismatch` error); in `defects/` the Russian explanation says 80 where the
/// others say 60 mmHg: one `number-mismatch`, on Russian alone.
#[test]
fn millimetres_of_mercury_converted_into_kilopascals_agree() {
    let langs = ["en", "hu", "nl", "ru", "sv"];
    one_defect("check/blood-gas-pressure", &langs, ("number-mismatch", "ru", "explanation"));
}

/// `fixtures/check/tallinn-thousands`: Estonian, Finnish, Lithuanian, Swedish and Croatian write
/// thousands and millions in words (`450 tuhat`, `450 tūkst.`, `1,4 mln.`, `450 tusen`, `450
/// tisuća`) where English writes `450,000`: `consistent/` gets no finding. In `defects/` the
/// Lithuanian choice D says `4,5 tūkst.` for 4.5 million: one `number-mismatch`, on Lithuanian
/// alone (before, both words were no scale, and the change went unseen).
#[test]
fn thousands_in_words_are_a_scale_as_millions_are() {
    let langs = ["en", "et", "fi", "hr", "lt", "sv"];
    one_defect("check/tallinn-thousands", &langs, ("number-mismatch", "lt", "choice D"));
}

/// `fixtures/check/vitamin-units`: Danish, German, Dutch and Swedish write international units
/// `IE` where English and Korean write `IU` (`1000 IE`): `consistent/` gets no finding (before,
/// `IE` and `IU` were two acronyms, each missing on the other pages). In `defects/` the Danish
/// explanation says `25 mg` for `25 µg`: one `unit-mismatch`, on Danish alone.
#[test]
fn international_units_written_ie_are_iu() {
    let langs = ["da", "de", "en", "ko", "nl", "sv"];
    one_defect("check/vitamin-units", &langs, ("unit-mismatch", "da", "explanation"));
}

/// `fixtures/check/small-litres`: a litre written with a small `l`, as most of Europe writes it,
/// is the litre: the Icelandic answer's `7,5 l` for `7,5 ml` is a `unit-mismatch` on that page
/// (it went unseen), and the right pages give nothing.
#[test]
fn a_litre_written_with_a_small_l_is_a_unit() {
    let planted = [("unit-mismatch", "is-spoon.json")];
    let langs = ["en", "et", "is", "nb"];
    crate::check_fixtures::assert_one_question_set_by(
        "check/small-litres",
        quizdeck_validate::GroupBy::Key,
        &langs,
        &planted,
    );
}

/// `fixtures/check/dram-signs`: the Armenian explanation gives an amount in drams with the dram's
/// own sign (`19 500 ֏`) where the other pages write its code (`19,500 AMD`): one currency, no
/// finding (the code was an acronym, reported missing in Armenian). Planted: the Belarusian
/// choice B gives Georgian lari (`GEL`) for drams, another currency.
#[test]
fn currency_signs_of_the_caucasus_are_their_codes() {
    let planted = [("unit-mismatch", "be-dram-signs.txt")];
    crate::check_fixtures::assert_one_question_set(
        "check/dram-signs",
        &["be", "en", "hy", "ka"],
        &planted,
    );
}

/// `fixtures/check/coffee-caffeine`: Urdu writes milligrams and millilitres as words (`95 ملی
/// گرام`, `240 ملی لیٹر`), which begin with the letters of the Arabic millilitre `مل`: they are
/// milligrams and millilitres, not all millilitres. The defects' Urdu choice C gives grams
/// (`190 گرام`) for milligrams.
#[test]
fn urdu_milligrams_are_no_millilitres() {
    let planted = [("unit-mismatch", "ur-caffeine.txt")];
    crate::check_fixtures::assert_one_question_set(
        "check/coffee-caffeine",
        &["en", "hi", "ms", "ur"],
        &planted,
    );
}
