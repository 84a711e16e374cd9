//! End-to-end tests of `quizdeck parse`: the real binary on the files in `fixtures/`.

use std::io::Read;
use std::path::Path;
use std::process::Stdio;

use quizdeck_model::Question;

use crate::util::{Run, fixtures, questions, quizdeck_in, summary};

/// `quizdeck args`, run in `fixtures/`.
fn run(args: &[&str]) -> Run {
    Run::of(quizdeck_in(&fixtures()).args(args), None)
}

#[test]
fn every_site_page_parses_to_its_expected_json() {
    let r = run(&["parse", "site/v1", "site/text"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = questions(&r.stdout);
    assert_eq!(got.len(), 18);
    for q in &got {
        let name = Path::new(&q.source).file_name().unwrap().to_string_lossy().into_owned();
        let expected =
            std::fs::read_to_string(fixtures().join("site/expected").join(format!("{name}.json")))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected = &questions(&expected)[0];
        assert_eq!(summary(q), summary(expected), "{name}");
    }
}

#[test]
fn the_users_two_seed_pages_parse_exactly() {
    let r = run(&["parse", "seeds"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = questions(&r.stdout);
    let (nl, fr) = (&got[0], &got[1]);
    assert_eq!(
        (nl.lang.as_str(), nl.answer.as_str(), fr.lang.as_str(), fr.answer.as_str()),
        ("nl", "C", "fr", "A")
    );
    assert_eq!(nl.topic, "AI-hardware en softwarestack");
    assert_eq!(fr.topic, "Pile matérielle et logicielle de l'IA");
    assert_eq!(nl.choices.len(), 3);
    assert_eq!(nl.choices[2].text, nl.answer_text.clone().unwrap());
    assert!(
        nl.choices[0].text.starts_with("Omdat bij meer"),
        "letter stripped: {}",
        nl.choices[0].text
    );
    assert_eq!(
        fr.choices[1].text,
        "Les valeurs des poids changent et les réponses deviennent inexactes"
    );
    assert_eq!((nl.related.len(), fr.related.len()), (5, 5));
    assert!(
        nl.explanation.starts_with("Bij batchgrootte B")
            && nl.explanation.ends_with("te verwerken.")
    );
    let expected = questions(
        &std::fs::read_to_string(fixtures().join("site/expected/fr-q2.txt.json")).unwrap(),
    );
    assert_eq!(summary(fr), summary(&expected[0]));
}

#[test]
fn jsonl_prints_one_question_per_line_with_source_and_id() {
    let r = run(&["parse", "--format", "jsonl", "site/text"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<Question> =
        r.stdout.lines().map(|l| serde_json::from_str(l).expect("a question per line")).collect();
    assert_eq!(lines.len(), 9);
    assert!(lines.iter().all(|q| q.source.ends_with(".txt") && !q.id.is_empty()));
    let mut ids: Vec<&str> = lines.iter().map(|q| q.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 9, "ids are unique");
}

#[test]
fn html_ids_come_from_the_page_id_shared_by_translations() {
    let r = run(&["parse", "site/v1/en-q1.html", "site/v1/nl-q1.html"]);
    let got = questions(&r.stdout);
    assert_eq!(got[0].key.as_deref(), Some("1041"));
    assert_eq!((got[0].id.as_str(), got[1].id.as_str()), ("1041-en", "1041-nl"));
}

#[test]
fn reads_standard_input() {
    let page = std::fs::read(fixtures().join("seeds/000_bcf17ab5b3f8697a.txt")).unwrap();
    let r = Run::of(quizdeck_in(&fixtures()).arg("parse").arg("-"), Some(&page));
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = questions(&r.stdout);
    assert_eq!((got[0].source.as_str(), got[0].lang.as_str()), ("-", "nl"));
}

#[test]
fn json_output_reads_back_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("first.json");
    let r = run(&["parse", "site/v1", "pages/lang", "-o", first.to_str().unwrap()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r2 = run(&["parse", first.to_str().unwrap()]);
    assert_eq!(r2.code, 0, "{}", r2.stderr);
    assert_eq!(questions(&r2.stdout), questions(&std::fs::read_to_string(&first).unwrap()));
}

#[test]
fn broken_inputs_are_named_and_the_rest_still_parse() {
    let r = run(&["parse", "broken", "seeds"]);
    assert_eq!(r.code, 1);
    let expect = [
        ("empty.html", "empty"),
        ("empty.txt", "empty"),
        ("blank.txt", "empty"),
        ("binary.html", "an image, not a quiz page"),
        ("binary.txt", "an image, not a quiz page"),
        ("truncated.html", "no answer"),
        ("truncated.txt", "no answer"),
        ("article.html", "not a quiz page"),
        ("article.txt", "not a quiz page"),
        ("inconsistent.html", "inconsistent question: the answer e names no choice"),
        ("inconsistent.txt", "inconsistent question: the answer e names no choice"),
    ];
    for (file, what) in expect {
        let line = r
            .stderr
            .lines()
            .find(|l| l.contains(&format!("broken/{file}:")))
            .unwrap_or_else(|| panic!("{file} not named:\n{}", r.stderr));
        assert!(line.to_lowercase().contains(what), "{file}: {line}");
    }
    assert!(!r.stderr.contains("panicked"));
    assert_eq!(questions(&r.stdout).len(), 2, "both seeds still parsed");
}

#[test]
fn missing_path_is_an_error_but_not_a_usage_error() {
    let r = run(&["parse", "no/such/file.html", "seeds"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("no/such/file.html"), "{}", r.stderr);
    assert_eq!(questions(&r.stdout).len(), 2);
}

#[test]
fn unknown_option_is_a_usage_error() {
    assert_eq!(run(&["parse", "--frobnicate"]).code, 2);
    assert_eq!(run(&["parse", "--format", "yaml", "seeds"]).code, 2);
}

#[test]
fn output_file_is_replaced_whole_and_left_alone_on_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.json");
    std::fs::write(&out, "previous").unwrap();
    run(&["parse", "--format", "yaml", "seeds", "-o", out.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous");
    let r = run(&["parse", "seeds", "-o", out.to_str().unwrap()]);
    assert_eq!(r.code, 0);
    assert_eq!(questions(&std::fs::read_to_string(&out).unwrap()).len(), 2);
    let leftovers = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(leftovers, 1, "no temporary file left behind");
}

#[test]
fn inputs_are_never_modified() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("page.html");
    std::fs::copy(fixtures().join("site/v1/fr-q3.html"), &page).unwrap();
    let before = std::fs::read(&page).unwrap();
    run(&["parse", page.to_str().unwrap(), "-o", dir.path().join("o.json").to_str().unwrap()]);
    assert_eq!(std::fs::read(&page).unwrap(), before);
}

#[test]
fn a_30_mb_page_and_10000_nested_elements_do_not_panic() {
    let dir = tempfile::tempdir().unwrap();
    let page = std::fs::read_to_string(fixtures().join("site/v1/en-q2.html")).unwrap();
    let filler =
        "<p>Padding paragraph with some words in it to make the page large.</p>\n".repeat(440_000);
    let big = page.replacen(
        "<div class=\"explanation\">",
        &format!("<div class=\"explanation\">{filler}"),
        1,
    );
    assert!(big.len() > 30_000_000);
    std::fs::write(dir.path().join("big.html"), big).unwrap();
    let deep = format!(
        "<html><body>{}<p>x</p>{}</body></html>",
        "<div>".repeat(10_000),
        "</div>".repeat(10_000)
    );
    std::fs::write(dir.path().join("deep.html"), deep).unwrap();
    let r = run(&["parse", "--format", "jsonl", dir.path().to_str().unwrap()]);
    assert_eq!(r.code, 1, "the nested page is no quiz: {}", r.stderr);
    assert!(r.stderr.contains("deep.html: not a quiz page"), "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"));
    let q: Question = serde_json::from_str(r.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(q.answer, "A");
    assert!(q.explanation.len() > 25_000_000);
}

#[test]
fn a_closed_pipe_is_success() {
    let mut args = vec!["parse".to_owned(), "--format".into(), "jsonl".into()];
    args.extend(std::iter::repeat_n("site/v1".to_owned(), 300));
    let mut child = quizdeck_in(&fixtures())
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The read end is dropped here: the next writes fail with a broken pipe.
    let status = child.wait().unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert!(status.success(), "{status:?}: {err}");
    assert!(err.is_empty(), "{err}");
}

#[cfg(unix)]
#[test]
fn output_file_is_readable_like_any_new_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("q.json");
    assert_eq!(run(&["parse", "seeds", "-o", out.to_str().unwrap()]).code, 0);
    assert_eq!(std::fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o644);
}

#[test]
fn faq_json_ld_is_not_a_quiz() {
    let r = run(&["parse", "pages/qa2/broken/faqpage-jsonld-only.html"]);
    assert_eq!(r.code, 1);
    assert_eq!(r.stderr.lines().count(), 1, "one line per file: {}", r.stderr);
    assert!(r.stderr.contains("faqpage-jsonld-only.html: not a quiz page"), "{}", r.stderr);
}

/// Results pages that show only the reader's own choice ("Sua resposta: A", "तुम्हारा उत्तर: ग",
/// "당신의 답: D"; wrong on each) name no answer: each is an error, never a question keyed with the
/// reader's choice.
#[test]
fn a_results_page_showing_only_the_readers_choice_gives_no_key() {
    assert_every_page_lacks_an_answer("pages/qa2/readers-answer-only", 3);
}

/// `parse` of the `pages` pages under `dir` gives no question, and one "no answer" error for each.
fn assert_every_page_lacks_an_answer(dir: &str, pages: usize) {
    let r = run(&["parse", dir]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let no_answer = r.stderr.lines().filter(|l| l.contains(": no answer naming one of the choice"));
    assert_eq!(no_answer.count(), pages, "{}", r.stderr);
}

/// A key that gives only a text two choices share (`Respuesta: El Danubio` over `A. El Danubio`
/// and `C. El Danubio`) names neither of them: each page is an error, not the first such choice.
#[test]
fn a_key_giving_the_text_two_choices_share_names_no_answer() {
    assert_every_page_lacks_an_answer("pages/qa2/key-text-of-two-choices", 2);
}

/// A key split over two paragraphs (`<p>Õige vastus:</p><p><b>C</b> Võrumaa</p>`) is a key like
/// any other: where a later line names another choice the page is inconsistent, not read from
/// the later line alone; and a label whose text is another choice's (`<b>B</b> 1963` where B is
/// 1973) names nothing.
#[test]
fn a_key_split_over_two_paragraphs_is_weighed_with_the_other_keys() {
    let r = run(&["parse", "pages/qa/split-keys/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let said =
        |file: &str, what: &str| r.stderr.lines().any(|l| l.contains(file) && l.contains(what));
    assert!(said("et-split-key-then-another.html", "inconsistent question"), "{}", r.stderr);
    assert!(
        said("is-label-of-another-text.html", ": no answer naming one of the choice"),
        "{}",
        r.stderr
    );
}

/// A choice that is a link (`<li><a href="…">Liqeni i Ohrit</a></li>` in an `<ol type="A">`, a
/// plain list's first item, lettered paragraphs each wholly a link to a result page) is a choice
/// in its place: left out, the choices after it took its letter, and the key's letter named
/// another text than the key's. Links after a list's last choice that is none (`Ipakita ang
/// sagot`, `Susunod na tanong`, `Pregunta següent »` in an `<ol type="A">`) and a menu of links
/// stay out.
#[test]
fn a_choice_that_is_a_link_keeps_its_place() {
    let dir = "pages/qa/linked-choices";
    let r = run(&[
        "parse",
        &format!("{dir}/sq-liqeni-i-ohrit.html"),
        &format!("{dir}/eu-titicaca-lakua.html"),
        &format!("{dir}/gl-venus-ligazons.html"),
        &format!("{dir}/ca-capital-del-bages.html"),
        &format!("{dir}/near-misses/tl-ilog-menu-at-susunod.html"),
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let qs = questions(&r.stdout);
    assert_eq!(qs.len(), 5, "{}", r.stdout);
    for q in &qs {
        assert_eq!(q.choices.len(), 4, "{}: {:?}", q.source, q.choices);
        let keyed = q.choices.iter().find(|c| c.label == q.answer).map(|c| c.text.as_str());
        if let Some(said) = q.answer_text.as_deref() {
            assert_eq!(keyed, Some(said), "{}", q.source);
        }
    }
}

/// A sentence after the explanation that names another answer (`Yr ateb cywir yw D.` under
/// `Ateb: B`) contradicts the key line: the page is inconsistent, not read from the key line with
/// the sentence dropped. (One that names the same answer, `Teisingas atsakymas yra B.`, is read:
/// `later-keys/lt-tas-pats-atsakymas.html`.)
#[test]
fn a_later_sentence_naming_another_answer_contradicts_the_key_line() {
    let r = run(&["parse", "pages/qa/later-keys/near-misses/cy-ateb-arall-wedyn.html"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    assert!(r.stderr.contains("inconsistent question"), "{}", r.stderr);
}

/// A label after a lead that does not say it names the answer is something else of the letter:
/// a worksheet's group ("Skupina: A"), the choice most pupils pick, a poll's leader ("Eniten
/// ääniä: B"), a chemical symbol ("Chemisches Symbol: C"), a common wrong answer ("Respuesta
/// incorrecta más frecuente: A", "よくある不正解：ア"). Each page has no key, and says so.
#[test]
fn a_label_after_a_lead_that_names_no_answer_is_no_key() {
    assert_every_page_lacks_an_answer("pages/qa2/leads-without-answer", 6);
}

/// On a page in a language the registry knows by its own words (Faroese, Occitan, Quechua,
/// Kinyarwanda, Upper Sorbian), a label after a lead that is not its word for "answer" is no key:
/// a poll's most votes (`Flest atkvøður: C. Oktober`, `Amajwi menshi: B`), a hint (`Indici: A`),
/// a wrong answer (`Pantasqa kutichiy: B`), the reader's pick (`Twoja wotmołwa: B`), each followed
/// by its choice's whole text, which on a page in a language it does not know would be read as
/// the answer.
#[test]
fn a_lead_other_than_the_answer_word_of_a_language_known_by_its_own_words_is_no_key() {
    assert_every_page_lacks_an_answer("pages/qa/own-words-languages/leads-without-answer", 5);
}

/// Near misses among the pages in languages the registry knows by their words for "answer": a
/// poll's leader (`Oyo ezali na mingi: A`, `Ergebnis … B`), a survey, the reader's wrong pick
/// alone (`Yankho lanu: b.`, `Nomu digitaki: A. Lautoka ✘`), a score or an index in markup or
/// in a script, readers' comments under their bylines (`<b>Dafydd</b> wrote:` over `Answer:
/// D`, one alone or two that differ): no answer; a key naming `E` under choices A to D.
#[test]
fn polls_surveys_readers_picks_and_scripts_name_no_answer_in_the_new_languages() {
    let r = run(&["parse", "pages/qa/regional-languages/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let no_answer = r.stderr.lines().filter(|l| l.contains(": no answer naming one of the choice"));
    assert_eq!(no_answer.count(), 9, "{}", r.stderr);
    let said =
        |file: &str, what: &str| r.stderr.lines().any(|l| l.contains(file) && l.contains(what));
    assert!(said("tn-karabo-e-e.html", "the answer E"), "{}", r.stderr);
    assert!(said("en-comment-answer-alone.html", "no answer"), "{}", r.stderr);
    assert!(said("en-comment-quotes-answer.html", "no answer"), "{}", r.stderr);
}

/// A reader's answer in a comment opened by a byline, on a page that gives no key of its own:
/// a bold or linked name and a word or two ending in a colon (`<strong>Gwen</strong>
/// ysgrifennodd:`, `<a>Aoife</a> a scríobh:`, `<b>Juma</b> alisema:`) or a date (`<b>Jonas</b> ·
/// 12.03.2025`) over `Ateb: B`, `Freagra: A`: no answer, under a heading that does not count the
/// comments (`Sylwadau`, `Tráchtanna`, `Kommentare`, `Maoni`).
#[test]
fn a_readers_answer_under_a_byline_is_no_key() {
    let r = run(&["parse", "pages/qa/comment-bylines/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let no_answer = r.stderr.lines().filter(|l| l.contains(": no answer naming one of the choice"));
    assert_eq!(no_answer.count(), 4, "{}", r.stderr);
}

/// Near misses in languages no fixture had: a Hawaiian poll with its shares, a Luxembourgish
/// survey, a Samoan reader's wrong pick (`Lau tali: C ✗`), a Yiddish reader's answer (`דיין
/// ענטפער: B`), a Xhosa reader's comment under its byline, a Turkmen cookie banner of lettered
/// buttons over an article: no answer; a Gaelic key naming `E` under choices A to D.
#[test]
fn polls_surveys_readers_picks_and_banners_name_no_answer_in_languages_the_fixtures_lacked() {
    let r = run(&["parse", "pages/qa/unseen-languages/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let no_answer = r.stderr.lines().filter(|l| l.contains(": no answer naming one of the choice"));
    assert_eq!(no_answer.count(), 6, "{}", r.stderr);
    let said =
        |file: &str, what: &str| r.stderr.lines().any(|l| l.contains(file) && l.contains(what));
    assert!(said("gd-freagairt-e.html", "the answer E"), "{}", r.stderr);
}

/// Near misses among tests saved from word processors: a Word page whose right choices are only
/// highlighted, a Google Docs survey lettered by its stylesheet with no key, a LibreOffice key
/// naming `E` under choices A to D, a key of another version of the test than the header's
/// (`Svör við útgáfu B` under `útgáfa A`, `Відповіді до варіанту 2` under `Варіант 1`, which
/// were read): no answer; a worksheet of blanks to fill in from a PDF: not a quiz page.
#[test]
fn highlighted_choices_surveys_and_worksheets_saved_from_word_processors_give_no_answer() {
    let r = run(&["parse", "pages/qa/office-exports/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let said =
        |file: &str, what: &str| r.stderr.lines().any(|l| l.contains(file) && l.contains(what));
    assert!(said("eu-word-nabarmendua-soilik.htm", "#3: no answer naming"), "{}", r.stderr);
    assert!(said("fo-google-docs-kanning-uttan-svar.html", "#3: no answer naming"), "{}", r.stderr);
    assert!(said("af-libreoffice-antwoord-e.html", "#2: no answer naming"), "{}", r.stderr);
    assert!(said("sl-pdftotext-delovni-list-brez-izbir.txt", "not a quiz page"), "{}", r.stderr);
    assert!(
        said("is-pdftotext-svor-annarrar-utgafu.txt", "#3 at line 14: no answer"),
        "{}",
        r.stderr
    );
    assert!(said("uk-word-vidpovidi-variantu-2.htm", "#2: no answer"), "{}", r.stderr);
}

#[test]
fn a_saved_single_file_web_archive_is_unpacked() {
    let r = run(&["parse", "pages/qa2/browser/chrome-single-file.mhtml"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let q = &questions(&r.stdout)[0];
    assert_eq!((q.lang.as_str(), q.topic.as_str()), ("fr", "Stockage et mémoire"));
}

/// Pages whose text is in another language than they declare: moved to the text's language
/// when only a template declares it (a code host's `lang="en"`, a template whose links list the
/// page under another language, one a two-language toggle naming "English" seems to agree
/// with, or links listing one URL under every language); kept in the declared language when the
/// page's links list its URL under it alone, where the text is a translation not done yet.
#[test]
fn a_declared_language_the_site_says_again_is_kept_and_a_templates_alone_is_overruled() {
    let r = run(&["parse", "check/fallback/moved", "check/fallback/kept"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = questions(&r.stdout);
    assert_eq!(got.len(), 5);
    for q in &got {
        let expected = if q.source.contains("/moved/") { Some("en") } else { None };
        assert_eq!((q.lang.as_str(), q.declared_lang.as_deref()), ("ro", expected), "{}", q.source);
    }
}

/// The rivers set's pages (en, da, ca, bg, fa; choices as `<ul>` with letters, as `<dl>`, as
/// bullets and as glued numbered lines; reveals in `<details>`; Persian digits and joiners) parse
/// to the fields their generator wrote, as HTML and as text renderings.
#[test]
fn rivers_pages_parse_to_the_fields_their_generator_wrote() {
    for kind in ["html", "text"] {
        let r = run(&["parse", &format!("check/rivers/consistent/{kind}")]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let got = questions(&r.stdout);
        assert_eq!(got.len(), 35);
        for q in &got {
            let name = Path::new(&q.source).file_stem().unwrap().to_string_lossy().into_owned();
            let path = format!("fixtures/check/rivers/consistent/expected/{name}.json");
            let want = crate::util::read_json(&path);
            let mut have = summary(q);
            let have = have.as_object_mut().unwrap();
            have.retain(|k, _| want.get(k).is_some());
            let choices: Vec<serde_json::Value> = q
                .choices
                .iter()
                .map(|c| serde_json::json!({"label": c.label, "text": c.text}))
                .collect();
            have.insert("choices".into(), choices.into());
            assert_eq!(serde_json::Value::Object(have.clone()), want, "{}", q.source);
        }
    }
}

/// Labels joined by a word that is not "and" ("B or C", "A oder B", "A ou B") name no one answer:
/// each page says it has none, rather than giving the last label as the answer.
#[test]
fn labels_joined_by_or_name_no_answer() {
    assert_every_page_lacks_an_answer("pages/qa2/joined-by-or", 3);
}

/// `parse site -o site/questions.json`, run twice: the second run does not read the first run's
/// output back in as pages (every question twice), while a file named on its own is still read.
#[test]
fn a_runs_output_inside_the_folder_it_reads_is_not_read_back() {
    let dir = tempfile::tempdir().unwrap();
    crate::util::copy_dir(&fixtures().join("seeds"), dir.path(), 1_700_000_000);
    let site = dir.path().to_str().unwrap();
    let out = dir.path().join("questions.json");
    let out = out.to_str().unwrap();
    for _ in 0..2 {
        let r = Run::of(quizdeck_in(dir.path()).args(["parse", site, "-o", out]), None);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stderr.contains("2 questions (2 files read)"), "{}", r.stderr);
    }
    assert_eq!(questions(&std::fs::read_to_string(out).unwrap()).len(), 2);
    // Named on its own, the earlier output is an input like any other.
    let copy = format!("{site}/copy.json");
    let r = Run::of(quizdeck_in(dir.path()).args(["parse", out, "-o", &copy]), None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("2 questions (1 file"), "{}", r.stderr);
}

/// A task list ticks what is done in a roadmap or a checklist as well as what is right in a quiz
/// file: under a heading that asks nothing and is not numbered ("Roadmap", "Vor dem Taggen") it
/// is no question, and each file says it has none.
#[test]
fn task_lists_under_headings_that_ask_nothing_are_no_questions() {
    assert_every_page_lacks_an_answer("pages/qa2/checklists", 3);
}

/// Last week's answer in a sidebar (`<aside>`) beside this week's question, whose answer is not
/// out yet, is no answer to it: each page says it has none.
#[test]
fn an_answer_in_a_sidebar_beside_the_question_is_not_its_answer() {
    assert_every_page_lacks_an_answer("pages/qa2/last-week-aside", 2);
}

/// A reader's guess under a question whose answer is not out yet is no answer to it: a line in a
/// comment of its own (`<article>`, as HTML writes comments) or under a byline's date (`<time>`)
/// that does not hold the question, and a poll's leader beside choices that carry their shares
/// of the votes (`Beyaz peynir — 46%`, adding up to the whole). Each page says it has none.
#[test]
fn a_readers_comment_or_a_polls_leader_is_no_answer() {
    assert_every_page_lacks_an_answer("pages/qa2/readers-comments", 3);
}

/// A key after the questions that numbers more or fewer of them than the page has (one added or
/// dropped since it was written) cannot say which entry is whose: it answers none, and each
/// question's error names it, where it is and how many entries it has, so that the user can mend
/// it. A line of three entries under four questions (Galician), a list of four under three
/// (Afrikaans, HTML).
#[test]
fn a_key_numbering_other_questions_than_the_pages_is_named_in_their_errors() {
    let r = run(&["parse", "pages/qa2/miscounted-keys"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let errors = |file: &str| -> Vec<&str> {
        r.stderr
            .lines()
            .filter(|l| l.contains(file) && l.contains("inconsistent question #"))
            .collect()
    };
    let gl = errors("solucions-curtas-gl.txt");
    assert_eq!(gl.len(), 4, "{}", r.stderr);
    assert!(
        gl.iter().all(|e| e.contains(
            "the answer key after it at line 28 has 3 entries for the page's 4 questions"
        )),
        "{}",
        r.stderr
    );
    let af = errors("antwoorde-lys-af.html");
    assert_eq!(af.len(), 3, "{}", r.stderr);
    assert!(
        af.iter().all(|e| e.contains("has 4 entries for the page's 3 questions")),
        "{}",
        r.stderr
    );
    // A list whose second entry names no one answer (`а или в`): no question takes its entries.
    let r = run(&["parse", "pages/families/near-miss/otgovor-ili-bg.html"]);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let unread = "the answer key after it cannot be read from its entry 2 on";
    assert_eq!(r.stderr.lines().filter(|l| l.contains(unread)).count(), 3, "{}", r.stderr);
}

/// A key that names a question again, with another answer (`2 – C`, then `2 – A` under the
/// last entry), contradicts itself: it answers none of the questions, and each one's error says
/// which question it names twice.
#[test]
fn a_key_naming_a_question_twice_with_different_answers_answers_none() {
    let r = run(&["parse", "pages/families/near-miss/key-names-twice-lb.md"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let twice = "the answer key after it at line 21 names question 2 twice, with different answers";
    assert_eq!(r.stderr.lines().filter(|l| l.contains(twice)).count(), 3, "{}", r.stderr);
}

/// A key of one entry under a heading that names the answers (`## Javoblar`, then `1. b`)
/// answers none of a page's three questions: the last one does not take the entry for its own
/// answer, and each question's error names the key.
#[test]
fn a_key_of_one_entry_for_several_questions_is_no_answer_of_the_last() {
    let r = run(&["parse", "pages/families/near-miss/javoblar-bitta-uz.md"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let one = "the answer key after it at line 21 has one entry for the page's 3 questions";
    assert_eq!(r.stderr.lines().filter(|l| l.contains(one)).count(), 3, "{}", r.stderr);
}

/// Numbered questions with their options nested under them, over a key that leaves one out
/// (`1. b`, `3. c`): read as Markdown, every question is named with the key; the text reading,
/// which reads one question of another's last option (`d) Sir Benfro`) and misses the others,
/// is not taken for reading more questions whole.
#[test]
fn a_text_reading_missing_questions_the_markdown_names_is_not_taken() {
    let r = run(&["parse", "pages/families/near-miss/atebion-bwlch-cy.md"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let named = "the answer key after it at line 21 has 2 entries for the page's 3 questions";
    assert_eq!(r.stderr.lines().filter(|l| l.contains(named)).count(), 3, "{}", r.stderr);
}

#[test]
fn a_truncated_moodle_export_is_named_with_its_line_and_the_bank_beside_it_still_parses() {
    let dir = tempfile::tempdir().unwrap();
    let bank =
        std::fs::read_to_string(fixtures().join("pages/families/lms/banco-geografia-pt.xml"))
            .unwrap();
    // Cut inside the third question, as a download that stopped would leave it.
    let cut = bank.find("<question type=\"shortanswer\">").unwrap();
    let truncated = dir.path().join("truncated.xml");
    std::fs::write(&truncated, &bank[..cut + 40]).unwrap();
    let gift = fixtures().join("pages/families/lms/kuis-sejarah-id.gift");
    let r = run(&["parse", truncated.to_str().unwrap(), gift.to_str().unwrap()]);
    assert_eq!(r.code, 1);
    let line = r.stderr.lines().find(|l| l.contains("truncated.xml:")).unwrap();
    assert!(line.contains("not well-formed Moodle XML at line"), "{line}");
    let got = questions(&r.stdout);
    assert_eq!(got.len(), 4, "the GIFT bank's four multiple-choice questions");
    assert!(got.iter().all(|q| q.lang == "id" && q.topic == "Kerajaan Nusantara"));
}

#[test]
fn a_script_in_a_question_bank_s_html_drops_only_the_script() {
    let bank = |name: &str| format!("export/script-in-bank/{name}");
    let r = run(&["parse", &bank("planets.gift"), &bank("plants.xml")]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let stems: Vec<String> = questions(&r.stdout).into_iter().map(|q| q.stem).collect();
    assert_eq!(
        stems,
        [
            "Which planet is the largest in the Solar System?",
            "Which gas do plants take in to make sugar?"
        ]
    );
}

/// Near misses of sites not seen before: a poll's leader (`Boto gehien: A. Anboto`, most votes)
/// and the reader's own pick (`Impendulo yakho: C`, your answer) name no answer; a reveal naming
/// `E` under choices A to D, and two reveals under the second of two questions, make each
/// question an error, not a guess.
#[test]
fn near_misses_of_unseen_sites_give_no_answer() {
    let r = run(&["parse", "pages/qa/unseen-sites/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let said =
        |file: &str, what: &str| r.stderr.lines().any(|l| l.contains(file) && l.contains(what));
    assert!(said("eu-inkesta-ehunekoak.html", "no answer naming"), "{}", r.stderr);
    assert!(said("zu-impendulo-yakho.html", "no answer naming"), "{}", r.stderr);
    assert!(said("az-cavab-olmayan-herf.html", "names no choice"), "{}", r.stderr);
    assert!(said("az-iki-sual-cavablar-birlikde.html", "#1: no answer"), "{}", r.stderr);
    assert!(said("az-iki-sual-cavablar-birlikde.html", "inconsistent question #2"), "{}", r.stderr);
}

/// Near misses of the quiz site's layout in more languages: a topic's index page listing its
/// questions (Latin), a page listing practice questions without choices (Xhosa), a question
/// whose reveal is missing (Occitan), the reader's own answer on a results page (Turkmen), and
/// a reveal naming `Д` under choices `А` to `Г` (Kyrgyz, as HTML and as a text rendering): no
/// question is read from any of them.
#[test]
fn near_misses_of_the_site_in_more_languages_are_refused() {
    let r = run(&["parse", "pages/qa/site-languages/near-misses"]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(questions(&r.stdout).is_empty(), "{}", r.stdout);
    let said =
        |file: &str, what: &str| r.stderr.lines().any(|l| l.contains(file) && l.contains(what));
    assert!(said("la-index-materiae.html", "not a quiz page"), "{}", r.stderr);
    assert!(said("xh-imibuzo-engenazikhetho.txt", "not a quiz page"), "{}", r.stderr);
    assert!(said("oc-sens-responsa.txt", "no answer naming"), "{}", r.stderr);
    assert!(said("tk-siziniz-jogabynyz.html", "no answer naming"), "{}", r.stderr);
    assert!(said("ky-jok-tamga.html", "names no choice"), "{}", r.stderr);
    assert!(said("ky-jok-tamga.txt", "names no choice"), "{}", r.stderr);
}
