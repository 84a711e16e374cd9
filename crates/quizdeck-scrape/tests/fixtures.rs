//! Every page under `fixtures/` that has an expected parse beside it (`<page>.json`) or in a sibling
//! `expected/` folder parses to exactly that, after white space is normalized.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::{files_under, fixtures, norm};

/// Pages and their expected JSON.
fn cases(dir: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for entry in files_under(dir) {
        let name = entry.file_name().and_then(|n| n.to_str()).unwrap_or("");
        // A fixture folder's notes are no page; a Markdown quiz file with its expected parse is.
        if name.ends_with(".json")
            || name.ends_with(".py")
            || matches!(name, "README.md" | "RESEARCH.md")
        {
            continue;
        }
        let beside = entry.with_file_name(format!("{name}.json"));
        let sibling = entry
            .parent()
            .and_then(Path::parent)
            .map(|p| p.join("expected").join(format!("{name}.json")));
        if beside.is_file() {
            out.push((entry.clone(), beside));
        } else if let Some(s) = sibling.filter(|s| s.is_file()) {
            out.push((entry.clone(), s));
        }
    }
    out
}

fn check_dir(dir: &str, at_least: usize) {
    let cases = cases(&fixtures().join(dir));
    assert!(cases.len() >= at_least, "{dir}: only {} pages with expected output", cases.len());
    let mut failures = Vec::new();
    for (page, expected) in &cases {
        let bytes = std::fs::read(page).unwrap();
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(expected).unwrap()).unwrap();
        let expected = expected["questions"].as_array().cloned().unwrap_or_default();
        let got = match quizdeck_scrape::parse_bytes(&bytes, "page", page.parent()) {
            Ok(qs) => qs,
            Err(e) => {
                failures.push(format!("{}: {e}", page.display()));
                continue;
            }
        };
        if got.len() != expected.len() {
            failures.push(format!(
                "{}: {} questions, expected {}",
                page.display(),
                got.len(),
                expected.len()
            ));
            continue;
        }
        for (g, e) in got.iter().zip(&expected) {
            let g = serde_json::to_value(g).unwrap();
            for (field, want) in e.as_object().unwrap() {
                let have = g.get(field).cloned().unwrap_or(Value::Null);
                if norm(&have) != norm(want) {
                    failures.push(format!(
                        "{}: {field}\n    got      {have}\n    expected {want}",
                        page.display()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn site_pages_parse_to_their_expected_json() {
    check_dir("site", 18);
}

#[test]
fn consistent_multilingual_set_parses_to_its_expected_json() {
    check_dir("check/consistent", 80);
}

#[test]
fn pages_in_other_languages_parse_to_their_expected_json() {
    check_dir("pages/lang", 16);
}

#[test]
fn other_html_shapes_parse_to_their_expected_json() {
    check_dir("pages/shapes", 5);
}

#[test]
fn declared_and_detected_encodings_parse_to_their_expected_json() {
    check_dir("pages/encodings", 8);
}

#[test]
fn hand_checked_variants_parse_to_their_expected_json() {
    check_dir("pages/qa", 300);
}

#[test]
fn saved_browser_pages_other_markups_and_charsets_parse_to_their_expected_json() {
    check_dir("pages/qa2", 59);
}

#[test]
fn pages_of_unseen_sites_in_languages_the_fixtures_lacked_parse_to_their_expected_json() {
    check_dir("pages/qa/unseen-sites", 26);
}

/// `សំណួរ ១៖ តើ…?` (question 1: …): the number of a Khmer counter ends in the Khmer colon sign,
/// and the counter is no part of the stem, as `Question 1: …` is not.
#[test]
fn a_khmer_counter_ending_in_its_colon_sign_is_left_out_of_the_stem() {
    check_dir("pages/qa/unseen-sites/khmer-counters", 1);
}

/// A right-to-left trail pointing its way with `←` (`کور ← د افغانستان جغرافیه`) names the topic,
/// and a left-to-right page's `← previous question` link above the stem does not.
#[test]
fn a_right_to_left_trail_parted_by_left_arrows_names_the_topic() {
    check_dir("pages/qa/unseen-sites/rtl-trails", 2);
}

/// Options numbered inline (`(1) … (2) … (3) … (4) …` in spans a style sets apart, which the
/// page renders as one paragraph) are read as lettered ones are; an explanation numbering its
/// sentences so stays one paragraph of prose.
#[test]
fn options_numbered_inline_in_brackets_are_read_and_numbered_sentences_are_not() {
    check_dir("pages/qa/unseen-sites/numbered-inline", 2);
}

/// Tibetan's own brackets, ang khang, set a choice's label apart (`ཀ༽ …`, `༼ཀ༽ …`) as `A)` and
/// `(A)` do: the bracket is no part of the choice's text, and the choices are read as lettered.
#[test]
fn a_tibetan_label_in_the_scripts_own_brackets_is_no_part_of_the_choice() {
    check_dir("pages/qa/script-brackets", 2);
}

/// Central Kurdish (Sorani) names its answer `وەڵام`, or with the ezafe `وەڵامی دروست` (the right
/// answer), by letter or by a choice's text; the reader's own answer (`وەڵامەکەت: ج`) is none.
#[test]
fn a_sorani_answer_line_names_the_answer_and_the_readers_does_not() {
    check_dir("pages/qa/sorani", 3);
}

/// Guarani names its answer `Mbohovái` (under numbered choices in a reveal, after lettered ones),
/// and the reader's answer `Nde mbohovái`, which is none.
#[test]
fn a_guarani_answer_line_names_the_answer_and_the_readers_does_not() {
    check_dir("pages/qa/guarani", 2);
}

/// Pages in languages the registry knows by their words for "answer" alone (Oromo, Lingala,
/// Sesotho, Setswana, Chichewa, Luganda, Bambara, N'Ko, Kabyle, Northern Sami, Greenlandic,
/// Asturian, Bashkir, Chechen, Ossetian, Tahitian, Tok Pisin …): a key that gives only its label
/// (`Eyano: C`, `Jaabi: A`, `Akissut: D`, `Яуап: А`) names the answer, in other sites' markups.
#[test]
fn a_key_giving_its_label_alone_in_a_language_known_by_its_word_for_answer_is_read() {
    check_dir("pages/qa/regional-languages", 30);
}

/// A form's "view score" page and an LMS review: the points set after the question mark in a span
/// of their own (`…? 1/1`), the question's number in a span glued to the stem's (`1.Den ki …`),
/// a cross in a span glued to the reader's wrong pick (`1986✗`) are no text, and a trail's last
/// item, unlinked, which the title repeats (`Mayeso 3: Ndemanga`), is no topic.
#[test]
fn a_forms_score_number_and_cross_in_spans_of_their_own_are_no_text() {
    check_dir("pages/qa/regional-languages/forms-and-reviews", 3);
}

/// One question a page (two on a worksheet) in 24 languages no fixture had (Yiddish, Latin,
/// Turkmen, Kurmanji, Igbo, Luxembourgish, Haitian Creole, Xhosa, Shona, Samoan, Tongan,
/// Hawaiian, Maori, Dhivehi, Scottish Gaelic, Upper Sorbian, Gujarati, Punjabi, Odia, Assamese,
/// Javanese, Cebuano, Belarusian, Bosnian), in other sites' markups; Hawaiian's key is led by
/// `Ka haʻina:` (the answer), which the registry lacked.
#[test]
fn pages_in_languages_the_fixtures_lacked_parse_to_their_expected_json() {
    check_dir("pages/qa/unseen-languages", 25);
}

/// A reader's comment opened by a byline (`<b>Golygydd</b> ysgrifennodd:`, `<a>Seán</a> a
/// scríobh:`, `<b>Juma</b> alisema:`) is a post of its own: its key line is that reader's, and
/// the page's own key stands, in a reveal or in the article's `<footer>`, whether the reader
/// agrees with it or not.
#[test]
fn a_key_line_under_a_readers_byline_leaves_the_pages_own_key() {
    check_dir("pages/qa/comment-bylines", 3);
}

/// A byline over a question (`<a>Amina Juma</a> aliuliza:`, `<b>Jonas Petraitis</b> parašė:`,
/// an author and a date) names who wrote it, not its topic; a bold line alone over the stem
/// (`<b>Coğrafya</b>`) still may.
#[test]
fn a_byline_over_the_question_is_no_topic() {
    check_dir("pages/qa/byline-topics", 4);
}

/// A form's "view score" page that marks the answer by a check mark alone: the notice under the
/// form (`Fòm sa a pa t kreye pa lekòl la.`) is no explanation, and the feedback in the
/// question's box is; a title's part that only names a test (`Whakamātautau: Ngā roto`) is no
/// topic.
#[test]
fn a_forms_notice_under_a_question_marked_by_a_check_mark_alone_is_no_explanation() {
    check_dir("pages/qa/forms-check-marks", 3);
}

/// A right-to-left mark before a key's lead (`&rlm;ענטפער: ב`, as Yiddish, Hebrew and Arabic
/// sites write to keep a line right to left) is no letter of the word for "answer".
#[test]
fn a_key_whose_lead_follows_a_right_to_left_mark_names_the_answer() {
    check_dir("pages/qa/site-languages/direction-marks", 2);
}

/// Short pages whose stems and choices are numbers alone are named only by their language line:
/// `Türkmençe`, `Twi`, `Azərbaycanca`, `יידיש` (Yiddish without its hiriq), `Kurmancî`,
/// `Кыргыз тили`, `کوردی`, `Татарча`.
#[test]
fn a_language_line_in_the_names_sites_write_gives_the_pages_language() {
    check_dir("pages/qa/site-languages/endonyms", 8);
}

/// Short pages named only by their language lines, in languages with no two-letter code and no
/// tables (`Саха тыла`, `ГIалгIай мотт`, `Ilokano`, `Vèneto`, `Plattdüütsch`, `Basa Sunda`) or
/// named with their word for "language" (`ភាសាខ្មែរ`, `မြန်မာဘာသာ`): they came out `und`, and the
/// Ingush page `ce`, Chechen, whose word for "answer" it shares. An English topic `War`, the tag
/// of Waray, stays the topic.
#[test]
fn a_language_line_naming_a_language_without_tables_gives_its_tag() {
    check_dir("pages/qa/site-languages/names", 9);
}

/// The quiz site's own layout in twelve more languages (Yiddish, Latin, Xhosa, Kurmanji,
/// Turkmen, Occitan, Chuvash, Armenian, Tigrinya, Kyrgyz, Breton, Akan), as text renderings and
/// in four other markups (cards of `<div>`s, a table of choices, radio labels with the letter in
/// a `<span>`, a `<ul>` of `A) …`), with cookie notices, ads, share bars and switchers: two and
/// six choices, units in choices, the answer last, keys after `—`, `)` and `՝`, several
/// paragraphs of explanation, Hebrew, Armenian, Ethiopic and Cyrillic labels.
#[test]
fn site_pages_in_twelve_more_languages_and_markups_parse_to_their_expected_json() {
    check_dir("pages/qa/site-languages", 34);
}

/// A reveal in a `<dialog>` that a button opens (`showModal()`) is read as a hidden `<div>` is:
/// its key names the answer and its paragraphs are the explanation; a cookie notice in another
/// `<dialog>` adds nothing. Dialogs were left out, and the page was rejected as having no answer.
#[test]
fn a_reveal_in_a_closed_dialog_is_read_as_a_hidden_panel_is() {
    check_dir("pages/qa/site-languages/dialog-reveals", 1);
}

/// Tests saved from word processors and printed tests: Word's "Save as Web Page" and "Web Page,
/// Filtered", Google Docs, LibreOffice Writer and pandoc exports, and `pdftotext` with and
/// without `-layout`, in Slovak, Welsh, Icelandic, Malay, Lao, Galician, Slovenian, Afrikaans,
/// Nepali, Mongolian, Basque and Bengali.
#[test]
fn tests_exported_from_word_processors_and_pdfs_parse_to_their_expected_json() {
    check_dir("pages/qa/office-exports", 12);
}

/// A list the page's stylesheet letters (Google Docs' `<ol class="lst-kix_…-1 start">` under
/// `.lst-kix_…-1>li:before{content:"" counter(…,lower-latin) ". "}`), written flat after its
/// question's own list as Google Docs exports a nested one, gives lettered choices: the page was
/// refused as having no run of lettered choices.
#[test]
fn a_list_lettered_by_the_pages_stylesheet_gives_lettered_choices() {
    check_dir("pages/qa/office-exports/stylesheet-letters", 1);
}

/// The `<body lang="gl-ES">` of a LibreOffice export, whose root declares nothing, is the page's
/// language (it was `und`); Word's `<body lang=EN-GB>` over runs that each say `lang=CY` is not
/// (`cy-word-hidlo-tabl-atebion.htm` in the folder above).
#[test]
fn the_bodys_language_is_the_pages_where_nothing_inside_declares_another() {
    check_dir("pages/qa/office-exports/body-lang", 1);
}

/// A worksheet's line for the pupil's name (`Naam: ______ Datum: ____`, `नाम: ….. रोल नं.: ….`,
/// `Нэр: ______ Анги: 8б`) is no topic (it was, after its label), nor is an instruction sentence
/// over the first question (`तलका प्रश्नहरूको सही उत्तर छान्नुहोस्।`).
#[test]
fn a_worksheets_name_line_and_an_instruction_are_no_topic() {
    check_dir("pages/qa/office-exports/fill-in-blanks", 3);
}

/// A key that names the version the test's header names (`Kľúč — skupina B` under `Previerka z
/// dejepisu — skupina B`) is the page's own and is read; one naming another version is not (see
/// the near misses of `pages/qa/office-exports`).
#[test]
fn a_key_naming_the_version_the_header_names_is_read() {
    check_dir("pages/qa/office-exports/versions", 1);
}
