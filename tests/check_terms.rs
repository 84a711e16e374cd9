//! `check` on one-question sets of acronyms, negations, languages, scripts and grouping: right
//! translations give no finding, and each planted slip is reported on its page.

use std::collections::BTreeSet;

use quizdeck_validate::{GroupBy, Report, Severity};

use crate::check_fixtures::{
    assert_clean_run, assert_one_question_set, assert_one_question_set_by,
    assert_one_question_set_noted, check, manifest, one_question_set,
};
use crate::util::fixtures;

/// Right-to-left text renderings put direction marks beside Latin choice labels (a right-to-left
/// mark after `B` in Arabic, a left-to-right mark before `A)` and an Arabic letter mark after it in
/// Persian, a mark after the answer's text): the pages are read whole and agree with the English
/// original. Where the Arabic answer names C with B's text, both mistakes are reported on that
/// page, marks or not.
#[test]
fn direction_marks_beside_labels_make_no_finding_and_hide_no_wrong_answer() {
    let planted = [("answer-mismatch", "ar-tides.txt"), ("answer-text-mismatch", "ar-tides.txt")];
    assert_one_question_set("check/marks", &["ar", "en", "fa"], &planted);
}

/// Numbers and acronyms as translators write them in six languages: `NASAn` (Finnish case
/// ending), `НАСА` (Cyrillic), `XX століття` (a Roman century), `за добу` and `за сутки` for "in
/// 24 hours", `2만 5,000` (Korean myriads), `%20'si` (Turkish percent). Planted: `ESA` for
/// `NASA` in the Korean stem, and a changed mirror size in the Finnish explanation.
#[test]
fn numbers_and_acronyms_written_the_translators_way_agree() {
    let planted = [("acronym-mismatch", "ko-hubble.txt"), ("number-mismatch", "fi-hubble.txt")];
    assert_one_question_set("check/orbits", &["en", "fi", "ko", "ru", "tr", "uk"], &planted);
}

/// `fixtures/check/gdpr-erasure`: Latvian writes the GDPR as `VDAR`, its own acronym, where
/// English, Maltese and Bosnian keep `GDPR`: no finding. Planted: the Bosnian stem names the
/// `DSA-a` for the `GDPR-a`, reported once three pages name the GDPR.
#[test]
fn the_latvian_acronym_of_the_gdpr_is_the_gdpr() {
    let planted = [("acronym-mismatch", "bs-gdpr-erasure.txt")];
    assert_one_question_set("check/gdpr-erasure", &["bs", "en", "lv", "mt"], &planted);
}

/// `fixtures/check/cern-partitive`: the Finnish partitive glued to an acronym (`CERNiä`), an
/// ending with a letter outside ASCII, names the acronym as `CERNillä` does: no finding.
/// Planted: a changed number in the Turkish explanation.
#[test]
fn a_case_ending_outside_ascii_glued_to_an_acronym_is_the_acronym() {
    let langs = ["el", "en", "fi", "kk", "tr"];
    let planted = [("number-mismatch", "tr-cern-partitive.txt")];
    assert_one_question_set("check/cern-partitive", &langs, &planted);
}

/// The United Nations as five languages abbreviate it (`UNO`, `ONU`, `BM`): one organization, no
/// finding. Planted: a changed year in the Turkish explanation.
#[test]
fn acronyms_each_language_writes_its_own_way_agree() {
    let planted = [("number-mismatch", "tr-charter.txt")];
    assert_one_question_set("check/charters", &["de", "es", "fr", "it", "tr"], &planted);
}

/// `США` beside `The United States`: choices that only their lengths would tell apart across
/// scripts are not taken to be reordered. Planted: the Ukrainian page marks another choice.
#[test]
fn choices_told_apart_only_by_length_are_in_the_same_order() {
    let planted = [("answer-mismatch", "uk-economies.txt")];
    assert_one_question_set("check/country-names", &["de", "en", "es", "ru", "uk"], &planted);
}

/// Serbian written in Cyrillic is in its own script, and `Convention No. 87` names a number:
/// no finding. Planted: the Serbian page marks another choice.
#[test]
fn serbian_in_cyrillic_and_numbered_conventions_agree() {
    let planted = [("answer-mismatch", "sr-freedom.txt")];
    assert_one_question_set("check/serbian-scripts", &["de", "en", "hr", "sr"], &planted);
}

/// Text renderings copied without their blank lines ("Practise <topic>" right above "More
/// questions about <topic>", short Chinese titles) are one question whose pages agree; a changed
/// sum in one explanation is still reported on that page.
#[test]
fn renderings_without_blank_lines_group_and_agree() {
    let planted = [("number-mismatch", "zh-lighthouse.txt")];
    assert_one_question_set("check/run-on-renderings", &["de", "en", "uk", "zh"], &planted);
}

/// Pages whose "More questions" lists give the topic's other questions in the site's order (not
/// the next ones, wrapping around) are placed by that order: three questions by sequence, no
/// finding. A changed amount in one explanation is still reported.
#[test]
fn lists_of_the_other_questions_in_order_group_the_pages() {
    let report = assert_clean_run(&["check/others-in-order/consistent"], &[GroupBy::Sequence]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    assert_eq!(report.groups.len(), 3);
    assert!(report.groups.iter().all(|g| g.langs.len() == 3), "{:?}", report.groups);
    let (code, report) = check(&["check/others-in-order/defects"]);
    assert_eq!(code, 1);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), "number-mismatch");
    assert!(serious[0].sources.iter().any(|s| s.ends_with("fi-q3.txt")), "{serious:#?}");
}

/// Greek and Russian write the WHO's acronym in their own letters (`ΠΟΥ`, `ВОЗ`): localized as
/// their readers know it, not even a note. A changed year is still an error.
#[test]
fn acronyms_written_in_their_own_script_are_no_note() {
    let planted = [("number-mismatch", "el-who.txt")];
    assert_one_question_set("check/own-script-acronyms", &["de", "el", "en", "ru"], &planted);
}

/// `fixtures/check/uzbek-endings`: Uzbek glues its genitive to the UN's acronym without a hyphen
/// (`BMTning`); it is still `BMT`, the UN, and no other term in its place. The Uzbek explanation
/// with 191 members for 193 is the one slip reported.
#[test]
fn an_uzbek_case_ending_glued_to_an_acronym_is_the_acronym() {
    let planted = [("number-mismatch", "uz-un.json")];
    let langs = ["az", "be", "en", "kk", "uz"];
    assert_one_question_set_by("check/uzbek-endings", GroupBy::Key, &langs, &planted);
}

/// `fixtures/check/term-endings`: Estonian glues its genitive to a term of mixed case
/// (`CPythoni`); the term is kept, not replaced. The Estonian answer's `Python 3.12` for `3.13`
/// is the one slip reported.
#[test]
fn a_case_ending_glued_to_a_term_of_mixed_case_is_the_term() {
    let planted = [("number-mismatch", "et-gil.json")];
    let langs = ["en", "eo", "et", "uk"];
    assert_one_question_set_by("check/term-endings", GroupBy::Key, &langs, &planted);
}

/// German and Finnish pages that localize several acronyms (`EZB`, `IWF`, `BIZ`; `EKP`, `EIP`),
/// some a letter away from the English ones, are noted (info), not warned of as slips. A Swedish
/// page that keeps every acronym but writes `EIF` for `EIB` in one choice slipped: a warning.
#[test]
fn acronyms_a_page_localizes_throughout_are_no_slips() {
    let planted = [("acronym-mismatch", "sv-banks.txt")];
    let langs = ["da", "de", "en", "fi", "sv"];
    let (consistent, defects) =
        assert_one_question_set_noted("check/euro-institutions", &langs, &planted);
    let noted = |r: &Report, text: &str| r.findings.iter().any(|f| f.message.contains(text));
    assert!(noted(&consistent, "which has EZB instead"), "{:#?}", consistent.findings);
    assert!(noted(&defects, "which has EIF instead"), "{:#?}", defects.findings);
}

/// A page that introduces an acronym with its name (`Badan Antariksa Eropa (ESA)`) may write the
/// name out later where the others write the acronym: a note, not a lost term. A page that
/// drops the acronym without writing the name lost it, even though another page writes it out.
#[test]
fn an_acronym_introduced_with_its_name_may_be_written_out() {
    let planted = [("acronym-mismatch", "cs-giotto.txt")];
    let langs = ["cs", "en", "id", "ro", "sv"];
    let (consistent, _) = assert_one_question_set_noted("check/comet-probe", &langs, &planted);
    let noted = consistent.findings.iter().any(|f| f.message.contains("ESA missing in id"));
    assert!(noted, "{:#?}", consistent.findings);
}

/// A text that holds the page language's commonest words is spared the detector only when it
/// holds none of another language's: an explanation translated up to its semicolon and left in
/// English after it is still read as English, and one copied whole is too.
#[test]
fn a_text_half_left_in_english_still_goes_to_the_detector() {
    let planted = [
        ("wrong-language", "es-pharos.txt"),
        ("wrong-language", "sv-pharos.txt"),
        ("untranslated", "sv-pharos.txt"),
    ];
    assert_one_question_set("check/pharos", &["de", "en", "es", "nl", "sv"], &planted);
}

/// An explanation that goes on in a language close to the page's, which detection among the
/// question's languages cannot name: a Russian sentence on the Ukrainian page, a Czech one on the
/// Slovak page, told by the letters their language never writes. Danish letters in Swedish
/// names (`Øresundsbroen`, `Sønderjylland`) are no such sign.
#[test]
fn a_sentence_in_a_sister_language_is_found_by_its_letters() {
    let planted = [("wrong-language", "sk-oresund.txt"), ("wrong-language", "uk-oresund.txt")];
    let (_, defects) = one_question_set(
        "check/oresund-bridge",
        GroupBy::Sequence,
        &["en", "pt", "sk", "sv", "uk"],
        &planted,
    );
    let named: Vec<&str> = defects.findings.iter().map(|f| f.message.as_str()).collect();
    assert!(named.iter().any(|m| m.contains("sk page reads as Czech")), "{named:#?}");
    assert!(named.iter().any(|m| m.contains("uk page reads as Russian")), "{named:#?}");
}

/// A page's own acronym after a name that does not hold its letters in order (`… della natura
/// (WWF)`) is another name's, not a localization; one the name spells (`… de la nature (UICN)`)
/// is noted.
#[test]
fn an_acronym_its_name_does_not_spell_is_no_localization() {
    let planted = [("acronym-mismatch", "it-redlist.txt")];
    let langs = ["de", "en", "fr", "it", "pl"];
    let (consistent, _) = assert_one_question_set_noted("check/red-list", &langs, &planted);
    let noted = consistent.findings.iter().any(|f| f.message.contains("which has UICN instead"));
    assert!(noted, "{:#?}", consistent.findings);
}

/// Where some languages say "without" (`ohne`, `sin`) and others "where there is no …" (`ない`,
/// `нет`), the languages split with no clear majority on whether the stem is negated: a note for
/// the translator (info), not a warning that fails the run.
#[test]
fn negative_clauses_in_some_languages_are_no_warning() {
    let report = assert_clean_run(&["check/negative-clauses/consistent"], &[GroupBy::Key]);
    assert_eq!(report.groups.len(), 1);
    assert_eq!(report.groups[0].langs.len(), 5, "{:?}", report.groups);
    assert!(report.findings.iter().all(|f| f.severity == Severity::Info), "{:#?}", report.findings);
    let split = report.findings.iter().find(|f| f.code.as_str() == "negation-mismatch");
    assert!(
        split.is_some_and(|f| f.message.contains("no clear majority")),
        "{:#?}",
        report.findings
    );
}

/// The Arabic stem names the note A4 `(لا)`, la, which is also Arabic's "no": a name in
/// brackets negates nothing. Where the Greek stem leaves out `MIDI`, which every other language
/// keeps and its own explanation writes, the acronym was lost: a warning on that page.
#[test]
fn a_note_named_in_brackets_is_no_negation_and_a_lost_acronym_is_a_warning() {
    let report = assert_clean_run(&["check/midi-notes/consistent"], &[GroupBy::Sequence]);
    assert_eq!((report.summary.pages, report.groups.len()), (5, 1));
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    // A warning: the run fails only with `--deny warnings`.
    let (code, report) = check(&["check/midi-notes/defects", "--deny", "warnings"]);
    assert_eq!(code, 1);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(serious[0].code.as_str(), "acronym-mismatch");
    assert!(serious[0].sources.iter().all(|s| s.ends_with("el-tuning.txt")), "{serious:#?}");
    assert!(serious[0].message.contains("MIDI missing in el"), "{serious:#?}");
}

/// "Which of these elements is NOT a noble gas?" in seven languages, each negating its own way
/// (`INTE`, `EI`, `NEM`, `ΔΕΝ`, `NU`, `नहीं`): no finding. Where the Swedish and the Hindi stems
/// lose their negation, both pages get a `negation-mismatch` error.
#[test]
fn a_dropped_not_is_caught_in_swedish_and_hindi() {
    let report = assert_clean_run(&["check/noble-gases/consistent"], &[GroupBy::Key]);
    assert_eq!((report.summary.pages, report.groups.len()), (7, 1));
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    let (code, report) = check(&["check/noble-gases/defects"]);
    assert_eq!(code, 1);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), 1, "{serious:#?}");
    let f = serious[0];
    assert_eq!((f.code.as_str(), f.severity), ("negation-mismatch", Severity::Error), "{f:#?}");
    let mut blamed: Vec<&str> = f.sources.iter().map(String::as_str).collect();
    blamed.sort_unstable();
    assert_eq!(
        blamed,
        ["check/noble-gases/defects/hi-noble.html", "check/noble-gases/defects/sv-noble.html"]
    );
}

/// Greek, Hebrew and Hindi keep `MAC` in Latin letters: a Swedish text, itself in Latin letters,
/// that says "hardware address" without it lost the acronym (a warning), rather than wrote it out
/// as a language of another script may.
#[test]
fn an_acronym_other_scripts_keep_is_lost_in_a_latin_script_language() {
    let report = assert_clean_run(&["check/mac-addresses/consistent"], &[GroupBy::Key]);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    let (_, report) = check(&["check/mac-addresses/defects"]);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    let fields: BTreeSet<&str> = serious.iter().filter_map(|f| f.field.as_deref()).collect();
    assert_eq!(fields, BTreeSet::from(["explanation", "stem"]), "{serious:#?}");
    for f in &serious {
        assert_eq!(f.code.as_str(), "acronym-mismatch", "{f:#?}");
        assert_eq!(f.sources, ["check/mac-addresses/defects/sv-mac.html"], "{f:#?}");
    }
}

/// "All of these EXCEPT" (`UTOM`, `z wyjątkiem`, `dışında`) asks what "which cannot …" (`できない
/// もの`) asks: whether the stem is negated is not told then. Turkish speeds (`km/sa`, `saatte
/// 100 km`) are km/h. A wrong letter and a speed in m/s are still reported.
#[test]
fn a_question_asked_with_except_and_turkish_speeds_agree() {
    let planted = [("answer-mismatch", "sv-speeds.txt"), ("unit-mismatch", "tr-speeds.txt")];
    assert_one_question_set("check/except-speeds", &["en", "ja", "pl", "sv", "tr"], &planted);
}

/// "Not counting" said with a word for "not" (`Om man inte räknar`), "ever" after a superlative
/// (`il più grande … mai tenuto`, `la mayor … jamás celebrada`), a Swedish ordinal in words
/// (`femtonde`), `FN` for `UN` and names written out for acronyms (`Nazioni Unite`, `世卫组织`)
/// agree; a wrong letter and a changed count are still reported.
#[test]
fn not_counting_ever_and_names_written_out_agree() {
    let planted =
        [("answer-mismatch", "zh-Hans-assembly.txt"), ("number-mismatch", "sv-assembly.txt")];
    let langs = ["en", "es", "it", "sv", "zh-Hans"];
    assert_one_question_set("check/un-first-session", &langs, &planted);
}

/// `MwSt`, `PDV`, `IVA` and `VAT` are one tax: no finding, not even a note, on a correct set.
#[test]
fn a_tax_abbreviated_in_each_language_is_one_acronym() {
    let planted = [("answer-mismatch", "it-vat1.txt")];
    let langs = ["de", "en", "es", "hr", "it", "pl"];
    assert_one_question_set("check/vat-names", &langs, &planted);
}

/// A word and a number ("About 34 m/s") read alike in any language by their form; given word for
/// word as English does on a Hindi page, while German and Spanish word it otherwise and Russian
/// and Greek write it in their scripts, it was left untranslated. `Mach 10`, which the Greek page
/// keeps in Latin letters as the Latin-script pages do, is no finding.
#[test]
fn a_short_choice_left_in_english_on_a_page_of_another_script_is_untranslated() {
    let planted = [("untranslated", "hi-sound.txt"), ("answer-mismatch", "ru-sound.txt")];
    assert_one_question_set(
        "check/speed-of-sound",
        &["de", "el", "en", "es", "hi", "ru"],
        &planted,
    );
}

/// An explanation that stops mid-sentence ("…танення якої підняло б") where the other languages
/// end theirs with a full stop is `truncated`; one that ends in a closing bracket is finished.
#[test]
fn an_explanation_cut_mid_sentence_is_truncated() {
    let planted = [("truncated", "uk-glacier.txt"), ("number-mismatch", "pl-glacier.txt")];
    assert_one_question_set("check/glaciers", &["en", "fr", "ka", "pl", "uk"], &planted);
}

/// A short name most pages of its script keep (`Caffè latte` in English, Welsh and Icelandic,
/// `Kafija latte` in Latvian) is no untranslated text, while languages of other scripts write it
/// in theirs; an explanation left in English is. The Armenian page, whose questions carry their
/// mark over a word (`Քանի՞`), keeps its "more questions" title and joins the group.
#[test]
fn names_kept_by_the_languages_of_their_script_are_no_untranslated_text() {
    let planted = [("untranslated", "is-coffee.txt"), ("answer-mismatch", "lv-coffee.txt")];
    assert_one_question_set("check/coffee-drinks", &["cy", "en", "hy", "is", "ka", "lv"], &planted);
}

/// Welsh (`NAD`, `dim ond`: only), Albanian (`NUK`) and Georgian (`არ`) negate with words the
/// registry now lists: the Georgian stem without its `არ` is reported, the others agree.
#[test]
fn negations_in_welsh_albanian_and_georgian_are_read() {
    let planted = [("negation-mismatch", "ka-metals.txt"), ("number-mismatch", "cy-metals.txt")];
    assert_one_question_set("check/magnetic-metals", &["cy", "de", "en", "ka", "sq"], &planted);
}

/// Choices that are only a number and a unit, which a Japanese page writes as English does and
/// the Latin-script pages with a decimal comma, were translated by no one: no `untranslated`. A
/// Thai stem, which asks without a question mark, is not cut.
#[test]
fn numbers_and_units_written_alike_are_no_untranslated_text() {
    let planted = [("answer-mismatch", "ru-marathon.txt"), ("number-mismatch", "es-marathon.txt")];
    let langs = ["de", "el", "en", "es", "hi", "ja", "ru", "th"];
    assert_one_question_set("check/marathon-distances", &langs, &planted);
}

/// One page per language whose "more questions" titles ask in words alone: the pages' choices
/// and explanations place them, so that a Korean or Thai page is checked with the others rather
/// than left alone (where a wrong answer letter went unreported). Malay `saat` (seconds, an hour
/// in Turkish) is no unit to compare.
#[test]
fn one_page_per_language_is_grouped_by_its_body_when_its_titles_say_little() {
    let planted = [("answer-mismatch", "ko-ohm-farad.txt")];
    let langs = ["en", "ja", "ko", "ms", "th", "tr"];
    assert_one_question_set("check/rc-time-constant", &langs, &planted);
}

/// `US$1` and Malay `AS$1` are one currency, and the letters before the dollar sign no acronym;
/// a changed rate in one language is reported.
#[test]
fn a_country_before_a_dollar_sign_is_no_acronym() {
    let planted = [("number-mismatch", "vi-ringgit.txt")];
    let langs = ["en", "id", "ms", "tl", "vi"];
    assert_one_question_set("check/ringgit-rate", &langs, &planted);
}

/// A Serbian page in Latin letters (`Srpski (latinica)`) is not reported as Slovak, which is how the
/// detector, knowing Serbian only in Cyrillic, reads it; a changed number is reported.
#[test]
fn serbian_in_latin_letters_is_no_other_language() {
    let planted = [("number-mismatch", "mk-ohrid.txt")];
    let langs = ["en", "mk", "sk", "sr-Latn"];
    assert_one_question_set("check/ohrid-depth", &langs, &planted);
}

/// The tides set: a question's pages come as HTML with page ids in their URLs in en and hr, and
/// as text renderings, which carry no id, in lt, lv and sk. The text renderings join the keyed
/// groups by their places in the topic sequence: four questions of five languages, no error and
/// no warning, and every planted mistake, on a keyed page or a text rendering, is reported on its
/// page alone.
#[test]
fn text_renderings_join_the_keyed_pages_of_their_questions() {
    let set = "check/tides";
    let report = assert_clean_run(
        &[&format!("{set}/consistent/html"), &format!("{set}/consistent/text")],
        &[GroupBy::Key],
    );
    assert_eq!(report.summary.languages, ["en", "hr", "lt", "lv", "sk"]);
    assert_eq!((report.summary.pages, report.groups.len()), (20, 4));
    assert!(report.groups.iter().all(|g| g.langs.len() == 5), "{:?}", report.groups);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    let (code, report) = check(&[&format!("{set}/defects/html"), &format!("{set}/defects/text")]);
    assert_eq!(code, 1);
    let planted = manifest(&format!("{set}/defects"));
    assert_eq!(planted.len(), 5);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(serious.len(), planted.len(), "{serious:#?}");
    for d in &planted {
        let page = format!("{set}/defects/{}", d.file);
        let hit = serious.iter().any(|f| f.code.as_str() == d.code && f.sources == [page.clone()]);
        assert!(hit, "{} on {page} alone: {serious:#?}", d.code);
    }
}

/// The near-miss of the tides set: Croatian comes keyed and as text renderings. The Croatian
/// text renderings may not join a group that has a Croatian page already, so the text
/// renderings keep their own groups (hr lt lv sk by sequence) beside the keyed ones (en hr), and
/// no page is in two groups.
#[test]
fn text_renderings_of_a_keyed_language_keep_their_own_groups() {
    let set = "check/tides";
    let args = [
        &format!("{set}/consistent/html")[..],
        &format!("{set}/consistent/text"),
        &format!("{set}/near-miss"),
    ];
    let report = assert_clean_run(&args, &[GroupBy::Key, GroupBy::Sequence]);
    assert_eq!((report.summary.pages, report.groups.len()), (24, 8));
    for g in &report.groups {
        let want: &[&str] =
            if g.by == GroupBy::Key { &["en", "hr"] } else { &["hr", "lt", "lv", "sk"] };
        assert_eq!(g.langs, want, "{g:?}");
    }
}

/// The bundled sets, each language either as HTML (keyed) or as text renderings, never both:
/// every question is one group of all its languages, with no error and no warning.
#[test]
fn sets_split_between_html_and_text_renderings_group_as_one() {
    for (set, html, questions) in [
        ("check/railways/consistent", &["en", "he", "pt-PT"][..], 5),
        ("check/rivers/consistent", &["bg", "fa"], 7),
        ("check/processors/consistent", &["ar", "de", "ja", "ko", "pl", "zh-Hans"], 8),
    ] {
        let dir = fixtures().join(set);
        let mut args = Vec::new();
        let mut langs = BTreeSet::new();
        for kind in ["html", "text"] {
            for entry in std::fs::read_dir(dir.join(kind)).unwrap() {
                let name = entry.unwrap().file_name().to_string_lossy().into_owned();
                let lang = name.rsplit_once('-').unwrap().0.to_owned();
                if html.contains(&lang.as_str()) == (kind == "html") {
                    args.push(format!("{set}/{kind}/{name}"));
                }
                langs.insert(lang);
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let report = assert_clean_run(&args, &[GroupBy::Key]);
        assert_eq!(report.groups.len(), questions, "{set}");
        assert!(
            report.groups.iter().all(|g| g.langs.len() == langs.len()),
            "{set}: {:?}",
            report.groups
        );
    }
}

/// The tides set with its Croatian pages lacking their lists of the next questions: the English
/// pages' lists place the text renderings, and every question is still one group of five.
#[test]
fn keyed_pages_without_lists_of_the_next_questions_leave_the_bridge_to_the_others() {
    let set = "check/tides";
    let args: Vec<String> = (1..=4)
        .map(|n| format!("{set}/consistent/html/en-t{n}.html"))
        .chain([format!("{set}/without-lists"), format!("{set}/consistent/text")])
        .collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let report = assert_clean_run(&args, &[GroupBy::Key]);
    assert_eq!((report.summary.pages, report.groups.len()), (20, 4));
    assert!(report.groups.iter().all(|g| g.langs.len() == 5), "{:?}", report.groups);
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
}

/// A short phrase in a script the page's language does not use, too short for detection (`十月和
/// 十一月` as a Czech choice, `С июня по август` as an Indonesian one), is reported as text of
/// that script, on its page alone.
#[test]
fn a_short_phrase_of_another_script_on_a_latin_page_is_wrong_language() {
    let planted = [("wrong-language", "cs-tea.txt"), ("wrong-language", "id-tea.txt")];
    assert_one_question_set("check/tea-harvest", &["cs", "en", "id", "pt"], &planted);
}

/// Japanese words that every page in Latin letters gives alike are what the question asks about:
/// no finding on any page. An explanation left in Japanese on one page is reported, by its
/// script (`Japanese text`), though it is too short for detection.
#[test]
fn words_of_another_script_that_every_page_gives_are_the_subject_not_a_slip() {
    let planted = [("wrong-language", "pt-greetings.html")];
    let set = "check/japanese-greetings";
    assert_one_question_set_by(set, GroupBy::Key, &["cs", "en", "id", "pt"], &planted);
    let (_, report) = check(&[&format!("{set}/defects")]);
    let named = report.findings.iter().any(|f| f.message.contains("reads as Japanese text"));
    assert!(named, "{:#?}", report.findings);
}

/// One sentence of an explanation: left in English as the English page writes it (`untranslated`
/// on the Romanian page), or an English sentence after an Arabic explanation (`wrong-language`
/// on the Arabic page); each explanation as a whole reads as its page's language.
#[test]
fn one_sentence_of_an_explanation_left_or_pasted_in_another_language_is_reported() {
    let planted = [("untranslated", "ro-waggle.txt"), ("wrong-language", "ar-waggle.txt")];
    assert_one_question_set("check/waggle-dance", &["ar", "en", "ro"], &planted);
}

/// Hindi writes acronyms in Devanagari letters (`डीएनए`, `आरएनए`): they are DNA and RNA, and the
/// page agrees with the others; a Hindi stem that says RNA for DNA is still reported.
#[test]
fn acronyms_in_devanagari_letters_are_their_latin_forms() {
    let set = "check/dna-pairing";
    let report = assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Key]);
    assert_eq!((report.summary.pages, report.groups.len()), (5, 1));
    assert!(report.findings.is_empty(), "{:#?}", report.findings);
    let (_, report) = check(&[&format!("{set}/defects")]);
    assert!(
        report.findings.iter().any(|f| f.code.as_str() == "acronym-mismatch"
            && f.field.as_deref() == Some("stem")
            && f.langs == ["hi"]),
        "{:#?}",
        report.findings
    );
}

/// German writes octaves with a superscript (`a¹`), which is no number to keep, and Armenian asks
/// on a word (`Քանի՞`) without a closing mark, which is no cut stem; a changed frequency in the
/// German explanation is still reported.
#[test]
fn octave_marks_and_armenian_questions_make_no_finding() {
    let set = "check/music-pitch";
    let report = assert_clean_run(&[&format!("{set}/consistent")], &[GroupBy::Key]);
    assert_eq!((report.summary.pages, report.groups.len()), (15, 3));
    let (code, report) = check(&[&format!("{set}/defects")]);
    let serious: Vec<_> =
        report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
    assert_eq!(code, 1);
    assert_eq!(serious.len(), 1, "{serious:#?}");
    assert_eq!(
        (serious[0].code.as_str(), &serious[0].langs[..]),
        ("number-mismatch", &["de".to_owned()][..])
    );
}

/// Vietnamese negates with `không`, which is also a syllable of everyday words: `không khí`
/// (air) in the stem is no negation, so a stem that drops `KHÔNG` where the other languages say
/// "not" is an error on that page, and the correct page, which has both, is clean.
#[test]
fn a_vietnamese_stem_that_drops_its_negation_is_told_from_the_word_for_air() {
    let planted = [("negation-mismatch", "vi-air.txt")];
    assert_one_question_set("check/air-gases", &["de", "en", "id", "pl", "vi"], &planted);
}

/// `Astronomische Einheit (AE)` for `AU`: one letter off, as a slip is, but the name's words
/// begin its letters, so a localization (info); `(AF)` after the same name is a slip (warning).
/// Indonesian `150 juta mil` is miles where the others say kilometres: `mil` after a larger
/// scale word is no Spanish thousand.
#[test]
fn an_acronym_its_own_name_spells_is_a_localization_and_miles_after_millions_are_miles() {
    let planted = [("acronym-mismatch", "de-sun.txt"), ("unit-mismatch", "id-sun.txt")];
    let langs = ["de", "en", "es", "id", "sv"];
    let (consistent, _) = assert_one_question_set_noted("check/sun-distance", &langs, &planted);
    let noted = consistent.findings.iter().any(|f| f.message.contains("which has AE instead"));
    assert!(noted, "{:#?}", consistent.findings);
}

/// Finnish glues case endings of three or four letters on an acronym said as a word
/// (`CERNissä`): the acronym, as `CERN-ben` and `CERN'de` are; a stem without it lost it.
#[test]
fn an_acronym_with_a_long_finnish_case_ending_is_the_acronym() {
    let planted = [("acronym-mismatch", "fi-web.txt")];
    assert_one_question_set("check/web-proposal", &["el", "en", "fi", "hu", "tr"], &planted);
}

/// `760 мм рт. ст.` is how Russian and Ukrainian both write a pressure: a choice that is a number
/// and an abbreviated unit, given alike by sister languages, was left untranslated by neither.
/// A sentence copied from one into the other still is.
#[test]
fn sister_languages_may_write_a_quantity_alike_but_not_a_sentence() {
    let planted = [("untranslated", "uk-pressure.txt"), ("number-mismatch", "bg-pressure.txt")];
    assert_one_question_set("check/sea-level-pressure", &["bg", "en", "ru", "uk"], &planted);
}

/// `ООН`, `ΟΗΕ`, `УН` and `OSN` are how Bulgarian, Greek, Serbian and Czech write the `UN`:
/// nothing to note. `NATO` in its place is another organization's acronym, not the translator's
/// own spelling of it: a warning.
#[test]
fn another_organizations_acronym_is_no_localization() {
    let planted = [("acronym-mismatch", "cs-peacekeeping.txt")];
    assert_one_question_set("check/peacekeeping", &["bg", "cs", "el", "en", "sr"], &planted);
}

/// `الناتو` and `ناتو` are NATO, as `OTAN` is: a French stem that names `l'ONU` in its place names
/// another organization (a warning).
#[test]
fn nato_in_arabic_and_persian_letters_and_the_un_in_its_place() {
    let planted = [("acronym-mismatch", "fr-nato.txt")];
    assert_one_question_set("check/north-atlantic", &["ar", "en", "fa", "fr"], &planted);
}

/// A Latin-script page that writes an acronym out (`kecerdasan buatan` for `AI`) lost nothing
/// that other scripts keep in Latin letters where they write it out too (`الذكاء الاصطناعي`,
/// `人工智能`): at most a note, never a warning. Changed years and a wrong answer letter are
/// still reported.
#[test]
fn an_acronym_written_out_in_other_scripts_is_not_kept_in_latin_letters() {
    let planted = [
        ("number-mismatch", "de-dartmouth.txt"),
        ("number-mismatch", "zh-Hans-dartmouth.txt"),
        ("answer-mismatch", "fr-dartmouth.txt"),
    ];
    let langs = ["ar", "de", "en", "fr", "id", "zh-Hans"];
    assert_one_question_set_noted("check/dartmouth-ai", &langs, &planted);
}

/// Hebrew marks an acronym with gershayim (`נאט"ו` for `NATO`), as a cased script writes one in
/// capitals (`НАТО`): the page localized it, and no note says it is missing. A changed year and
/// member count and a wrong answer letter are still reported.
#[test]
fn a_hebrew_acronym_marked_with_gershayim_localizes_the_original() {
    let planted = [
        ("number-mismatch", "pl-nato.txt"),
        ("number-mismatch", "ru-nato.txt"),
        ("answer-mismatch", "de-nato.txt"),
    ];
    let langs = ["de", "en", "fr", "he", "pl", "ru"];
    assert_one_question_set("check/nato-treaty", &langs, &planted);
}

/// A page that writes `ESA` in its explanation and `NASA` in its stem did not localize the
/// acronym: a warning. A page that introduces its own acronym with its own name (`l'Agence
/// spatiale européenne (ASE)`) localized it: a note.
#[test]
fn another_acronym_where_the_page_writes_the_original_elsewhere_is_a_warning() {
    let planted = [("acronym-mismatch", "cs-rosetta.txt")];
    let langs = ["cs", "en", "fr", "hu", "sl"];
    let (consistent, _) = assert_one_question_set_noted("check/rosetta-lander", &langs, &planted);
    let noted =
        |f: &quizdeck_validate::Finding| f.sources.iter().any(|s| s.ends_with("fr-rosetta.txt"));
    assert!(consistent.findings.iter().all(noted), "{:#?}", consistent.findings);
}
/// A Czech explanation that names `ESA` where the others name the `ISS`, on a page whose stem asks
/// about the `ISS`, changed the acronym: a warning. The French `SSI`, written all through its page,
/// is a localization, only noted.
#[test]
fn another_acronym_where_the_page_writes_the_original_elsewhere_is_a_change() {
    let planted = [("acronym-mismatch", "cs-iss.txt")];
    let langs = ["cs", "de", "en", "fr", "it", "sl"];
    assert_one_question_set_noted("check/iss-first-crew", &langs, &planted);
}

/// Bosnian, Croatian and Serbian are standards of one language: a sentence they give word for
/// word alike is no sentence left untranslated, as for regional variants of one language.
#[test]
fn bosnian_croatian_and_serbian_may_give_a_sentence_alike() {
    let planted = [("number-mismatch", "bs-mostar.txt")];
    let langs = ["bs", "de", "en", "hr", "sr", "tr"];
    assert_one_question_set("check/mostar-bridge", &langs, &planted);
}

/// `BMT`, `NBE` (`NBEren`), `ANO`, `PBB` and `OKB` are the UN's acronym in Azerbaijani, Basque,
/// Latvian, Malay and Albanian: every page names the UN, and one naming NATO in its place is
/// reported.
#[test]
fn localized_acronyms_of_the_un_are_the_un_and_another_in_its_place_is_not() {
    let planted = [("acronym-mismatch", "lv-un.html")];
    let langs = ["az", "en", "eu", "lv", "ms", "sq"];
    assert_one_question_set_by("check/un-founders", GroupBy::Key, &langs, &planted);
}

/// Hindi, Gujarati and Malayalam group the digits in twos after the first three, as India does,
/// and keep the decimals (`14,95,97,870.7 किमी`): the same amount as `149,597,870.7 km`.
#[test]
fn indian_grouping_keeps_its_decimals() {
    let planted = [("number-mismatch", "gu-astronomical-unit.txt")];
    assert_one_question_set("check/astronomical-unit", &["de", "en", "gu", "hi", "ml"], &planted);
}

/// Hindi, Marathi, Bengali and Tamil write the A380 in their letters, the digits glued to them
/// (`ए380`, `ए३८०`, `এ৩৮০`, `ஏ380`): a name, as `A380` is, not the number 380.
#[test]
fn digits_glued_to_letters_of_indian_scripts_are_part_of_a_name() {
    let planted = [("number-mismatch", "ta-airbus-a380.txt")];
    let langs = ["bn", "en", "es", "hi", "mr", "ta"];
    assert_one_question_set("check/airbus-a380", &langs, &planted);
}

/// Amharic ends a sentence with `።` (and Urdu with `۔`, Burmese with `။`, Khmer with `។`): an
/// English sentence after the last one of an Amharic explanation is a sentence of its own, in
/// another script.
#[test]
fn an_english_sentence_after_an_amharic_full_stop_is_the_wrong_language() {
    let planted = [("wrong-language", "am-lake-tana.txt")];
    assert_one_question_set("check/lake-tana", &["am", "ar", "en", "fr", "ur"], &planted);
}

/// Three questions asked in words alone, keyed, in `en gl is sl`: no finding. Where the Galician
/// page under key 7102 is the Galician page of 7103 (nothing in it differs from its place by
/// numbers, terms, negation or its answer's letter), Galician asks one question under two keys
/// where the other languages ask two: `duplicate-id` names both Galician pages, and nothing else
/// is reported.
#[test]
fn a_page_of_another_question_under_a_key_is_reported() {
    assert_clean_run(&["check/orchestra/consistent"], &[GroupBy::Key]);
    let (code, report) = check(&["check/orchestra/defects"]);
    assert_eq!(code, 0, "a warning");
    let found: Vec<(String, Vec<String>)> = report
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .map(|f| (f.code.to_string(), f.sources.clone()))
        .collect();
    assert_eq!(
        found,
        [(
            "duplicate-id".to_owned(),
            vec![
                "check/orchestra/defects/gl-leader.html".to_owned(),
                "check/orchestra/defects/gl-tuning.html".to_owned()
            ]
        )],
        "{:#?}",
        report.findings
    );
}

/// `fixtures/check/euro-adoption`: Lithuanian and Latvian write the EU as `ES` (`19-ąja ES
/// valstybe`, `19. ES dalībvalsti`), their own acronym, one letter from `EU` but no slip. In the
/// defects the Lithuanian page names the UN (`JT`) in its place: a warning on that page alone.
#[test]
fn lithuanian_and_latvian_es_is_the_eu() {
    let planted = [("acronym-mismatch", "lt-euro.txt")];
    assert_one_question_set("check/euro-adoption", &["de", "en", "lt", "lv", "pl"], &planted);
}

/// `fixtures/check/scholars-mate`: Russian writes a chess move with its piece's Cyrillic letter
/// glued to the square (`Фxf7#` for `Qxf7#`, `Кf3` for `Nf3`): the move is one word, whose Latin
/// part is no term of its own in place of the English move. The defects' Russian answer names B.
#[test]
fn a_piece_letter_of_another_script_begins_a_chess_move() {
    let planted = [("answer-mismatch", "ru-mate.txt")];
    let langs = ["en", "hi", "ko", "ru", "th"];
    assert_one_question_set_noted("check/scholars-mate", &langs, &planted);
}

/// `fixtures/check/pluto-reclassified`: Malay `bukan lagi` ("no longer", before a noun) says what
/// `tidak lagi` says before a verb, an idiom that negates nothing, where the other languages ask
/// with "instead of". The defects' Malay stem adds `tidak`, a negation.
#[test]
fn malay_and_indonesian_bukan_lagi_negates_nothing() {
    let planted = [("negation-mismatch", "ms-pluto.txt")];
    let langs = ["en", "id", "ms", "sl", "vi"];
    assert_one_question_set("check/pluto-reclassified", &langs, &planted);
}
