//! The pages of `fixtures/pages/families` (quiz pages in the shapes of other sources, and near
//! misses), parsed one by one: every question the page gives comes out exactly as its expected
//! parse says, every question it cannot give is rejected with an error naming the file and the
//! question, and — the precision guard — no page ever yields a question with a wrong field.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::{files_under, fixtures, norm};

/// The families' pages (HTML and Markdown) with their expected parse beside them.
fn pages() -> Vec<(PathBuf, PathBuf)> {
    let root = fixtures().join("pages/families");
    let mut out = Vec::new();
    for path in files_under(&root) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".json") && path.parent() != Some(root.as_path()) {
            let expected = path.with_file_name(format!("{name}.json"));
            assert!(expected.is_file(), "{}: no expected parse beside it", path.display());
            out.push((path, expected));
        }
    }
    out.sort();
    out
}

/// What became of one page.
#[derive(Debug, Default)]
struct Verdict {
    /// Questions output with every field as expected.
    right: usize,
    /// Questions rejected with an error (expected or not).
    rejected: usize,
    /// Questions output with a wrong field, or output where none was expected.
    wrong: Vec<String>,
    /// Other differences: an expected question missing, a rejection not named well, a count.
    other: Vec<String>,
}

impl Verdict {
    fn exact(&self) -> bool {
        self.wrong.is_empty() && self.other.is_empty()
    }
}

/// The numbers in a rejection's description (`Question 2`, `#4.`, `line 61`).
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).map(str::to_owned).collect()
}

fn judge(page: &Path, expected: &Path) -> Verdict {
    let mut v = Verdict::default();
    let name = page.to_string_lossy().into_owned();
    let expected: Value =
        serde_json::from_str(&std::fs::read_to_string(expected).unwrap()).unwrap();
    let want: Vec<&Value> = expected["questions"].as_array().unwrap().iter().collect();
    let rejected: Vec<&Value> = expected
        .get("rejected")
        .and_then(Value::as_array)
        .map(|a| a.iter().collect())
        .unwrap_or_default();
    let bytes = std::fs::read(page).unwrap();
    let outcomes = match quizdeck_scrape::parse_page(&bytes, &name, page.parent()) {
        Ok(o) => o,
        Err(e) => vec![Err(e)],
    };
    let stem = |q: &Value| norm(&q["stem"]);
    let mut found = vec![false; want.len()];
    let mut errors = Vec::new();
    // As `quizdeck parse` reads them: a question that cannot be a card is rejected.
    let of = outcomes.len();
    let outcomes = outcomes
        .into_iter()
        .enumerate()
        .map(|(n, o)| o.and_then(|q| quizdeck_scrape::verify_on_page(&q, n + 1, of).map(|()| q)));
    for outcome in outcomes {
        let q = match outcome {
            Ok(q) => serde_json::to_value(q).unwrap(),
            Err(e) => {
                errors.push(e.to_string());
                continue;
            }
        };
        let Some(i) = (0..want.len()).find(|&i| !found[i] && stem(want[i]) == stem(&q)) else {
            v.wrong.push(format!("unexpected question {}", q["stem"]));
            continue;
        };
        found[i] = true;
        let mut fields = Vec::new();
        for (field, e) in want[i].as_object().unwrap() {
            if field == "may_reject" {
                continue;
            }
            let got = q.get(field).cloned().unwrap_or(Value::Null);
            if norm(&got) != norm(e) {
                fields.push(format!("{field}: got {got}, expected {e}"));
            }
        }
        if want[i].get("answers").is_none() && q.get("answers").is_some() {
            fields.push(format!("answers: got {}, expected none", q["answers"]));
        }
        if fields.is_empty() {
            v.right += 1;
        } else {
            v.wrong.push(format!("{}: {}", q["stem"], fields.join("; ")));
        }
    }
    let may_reject = |i: usize| want[i].get("may_reject") == Some(&Value::Bool(true));
    let mut allowed = rejected.len();
    for i in (0..want.len()).filter(|&i| !found[i]) {
        if may_reject(i) {
            allowed += 1;
        } else {
            v.other.push(format!("missing {}", want[i]["stem"]));
        }
    }
    v.rejected = errors.len();
    if errors.len() != allowed {
        v.other.push(format!("{} rejections, expected {allowed}: {errors:?}", errors.len()));
    }
    // Each error names the file, and on a page of several questions the question: by its number,
    // its line, or its stem.
    let several = want.len() + rejected.len() > 1;
    for (n, e) in errors.iter().enumerate() {
        if !e.contains(&name) {
            v.other.push(format!("error does not name the file: {e}"));
        }
        if several && !e.contains(" #") && !e.contains("line ") {
            v.other.push(format!("error does not name the question: {e}"));
        }
        if let Some(r) = rejected.get(n) {
            let at = r["at"].as_str().unwrap_or("");
            let line = at.split("line ").nth(1).map(numbers).and_then(|n| n.first().cloned());
            let named = line.is_some_and(|l| e.contains(&format!("line {l}")))
                || numbers(at).first().is_some_and(|q| e.contains(&format!("#{q}")))
                || !several;
            if !named && !e.contains(" #") {
                v.other.push(format!("error does not name {at:?}: {e}"));
            }
        }
    }
    v
}

/// Runs every page and prints the table of verdicts.
fn verdicts() -> Vec<(String, Verdict)> {
    let pages = pages();
    assert!(pages.len() >= 39, "only {} family pages", pages.len());
    let root = fixtures().join("pages/families");
    let out: Vec<(String, Verdict)> = pages
        .iter()
        .map(|(p, e)| (p.strip_prefix(&root).unwrap().to_string_lossy().into_owned(), judge(p, e)))
        .collect();
    let (mut right, mut wrong, mut rejected) = (0, 0, 0);
    for (name, v) in &out {
        let state = if !v.wrong.is_empty() {
            wrong += 1;
            "WRONG"
        } else if v.exact() {
            right += 1;
            "right"
        } else {
            rejected += 1;
            "short"
        };
        eprintln!("{state:5} {name}: {} right, {} rejected", v.right, v.rejected);
        for d in v.wrong.iter().chain(&v.other) {
            eprintln!("        {d}");
        }
    }
    eprintln!("pages: {right} right, {rejected} short of expected, {wrong} silently wrong");
    out
}

#[test]
fn no_family_page_yields_a_question_with_a_wrong_field() {
    let wrong: Vec<String> = verdicts()
        .into_iter()
        .filter(|(_, v)| !v.wrong.is_empty())
        .map(|(n, v)| format!("{n}: {}", v.wrong.join("; ")))
        .collect();
    assert!(wrong.is_empty(), "silently wrong:\n{}", wrong.join("\n"));
}

#[test]
fn every_family_page_parses_exactly_and_names_its_rejected_questions() {
    let short = inexact(&verdicts());
    assert!(short.is_empty(), "{} pages differ:\n{}", short.len(), short.join("\n"));
}

/// The pages of `verdicts` not parsed exactly, each with what differs.
fn inexact(verdicts: &[(String, Verdict)]) -> Vec<String> {
    (verdicts.iter().filter(|(_, v)| !v.exact()))
        .map(|(n, v)| {
            format!(
                "{n}: {}",
                v.wrong.iter().chain(&v.other).cloned().collect::<Vec<_>>().join("; ")
            )
        })
        .collect()
}

#[test]
fn multiple_response_questions_round_trip_through_json() {
    let page = fixtures().join("pages/families/near-miss/multi-answer-key-en.html");
    let questions =
        quizdeck_scrape::parse_bytes(&std::fs::read(&page).unwrap(), "p", None).unwrap();
    let answers: Vec<Vec<&str>> = questions.iter().map(|q| q.correct_labels()).collect();
    assert_eq!(answers, [vec!["A", "C"], vec!["B", "D"], vec!["A", "C", "E"]]);
    let json = serde_json::to_string(&quizdeck_model::QuestionSet { questions: questions.clone() })
        .unwrap();
    let back = quizdeck_scrape::parse_bytes(json.as_bytes(), "q.json", None).unwrap();
    assert_eq!(back, questions);
    assert!(back.iter().all(|q| q.answer.is_empty() && q.card_problems().is_empty()));
}

#[test]
fn more_questions_above_an_unanswered_poll_at_the_bottom_are_the_questions_list() {
    let page = fixtures().join("pages/families/near-miss/anketa-po-listata-mk.html");
    let outcomes = quizdeck_scrape::parse_page(&std::fs::read(&page).unwrap(), "p", None).unwrap();
    let read: Vec<_> = outcomes.iter().filter_map(|o| o.as_ref().ok()).collect();
    assert_eq!(read.len(), 1, "the poll is no question read");
    assert_eq!(read[0].related.len(), 3, "the list above the poll is lost");
    assert!(outcomes[1].is_err(), "the poll, whose stem asks, is reported");
}

#[test]
fn a_share_of_votes_after_a_key_label_names_no_answer() {
    let page = fixtures().join("pages/families/near-miss/sondaj-procente-ro.html");
    let outcomes = quizdeck_scrape::parse_page(&std::fs::read(&page).unwrap(), "p", None).unwrap();
    let answers: Vec<Option<String>> =
        outcomes.iter().map(|o| o.as_ref().ok().map(|q| q.answer.clone())).collect();
    // A share with words after it, and a share that is the choice's own text, stay keys; the
    // poll's leader and the readers' tally are none.
    assert_eq!(answers, [Some("C".to_owned()), Some("D".to_owned()), None, None]);
}

#[test]
fn a_hint_that_the_answer_is_not_a_label_names_no_answer() {
    for (page, answers) in [
        ("padoms-nav-lv.html", vec![Some("B"), None, Some("A")]),
        ("pista-ez-da-eu.html", vec![Some("B"), None]),
    ] {
        let path = fixtures().join("pages/families/near-miss").join(page);
        let outcomes =
            quizdeck_scrape::parse_page(&std::fs::read(&path).unwrap(), "p", None).unwrap();
        let got: Vec<Option<&str>> =
            outcomes.iter().map(|o| o.as_ref().ok().map(|q| q.answer.as_str())).collect();
        assert_eq!(got, answers, "{page}");
    }
}

#[test]
fn a_key_under_a_heading_that_counts_the_comments_is_a_readers() {
    let read = |page: &str| {
        let path = fixtures().join("pages/families/near-miss").join(page);
        let outcomes =
            quizdeck_scrape::parse_page(&std::fs::read(&path).unwrap(), "p", None).unwrap();
        outcomes.into_iter().map(|o| o.ok().map(|q| (q.answer, q.explanation))).collect::<Vec<_>>()
    };
    assert_eq!(read("sylw-cyfrif-cy.html"), [None], "the reader's `Ateb: C` is no key");
    let own = read("sylw-ar-ol-ateb-cy.html");
    let (answer, explanation) = own[0].clone().unwrap();
    assert_eq!(answer, "B");
    assert!(!explanation.contains("Wysg"), "the comments are no explanation: {explanation}");
}

#[test]
fn a_running_header_copied_from_a_pdf_is_no_choice_and_no_explanation() {
    let page = fixtures().join("pages/families/near-miss/ekzamen-sahypa-tk.txt");
    let questions =
        quizdeck_scrape::parse_bytes(&std::fs::read(&page).unwrap(), "p", None).unwrap();
    let labels: Vec<String> =
        questions.iter().map(|q| q.choices.iter().map(|c| c.label.as_str()).collect()).collect();
    assert_eq!(labels, ["ABCD", "ABCD", "ABCDE"], "a header in capitals read as a choice");
    assert!(questions.iter().all(|q| q.explanation.is_empty()), "a header read as an explanation");
}

#[test]
fn page_numbers_between_numbered_questions_are_no_counters_of_a_question_left_unread() {
    let page = fixtures().join("pages/families/near-miss/shafi-lambobi-ha.txt");
    let outcomes = quizdeck_scrape::parse_page(&std::fs::read(&page).unwrap(), "p", None).unwrap();
    assert_eq!(outcomes.len(), 3, "the last page number was taken for a fourth question");
    assert!(outcomes.iter().all(Result::is_ok));
}

#[test]
fn a_word_for_question_and_a_colon_lead_no_stem_in_khmer_or_tajik() {
    for name in ["extra/samnuor-km.txt", "extra/savol-tg.txt"] {
        let page = fixtures().join("pages/families").join(name);
        let questions =
            quizdeck_scrape::parse_bytes(&std::fs::read(&page).unwrap(), "p", None).unwrap();
        assert_eq!(questions.len(), 2, "{name}");
        for q in &questions {
            assert!(!q.stem.contains(['៖', ':']), "{name}: the stem keeps its lead: {}", q.stem);
        }
    }
}

/// The answers (labels joined) and languages of a page of `md-collections`, a question each.
fn collection(name: &str) -> Vec<(String, String)> {
    let page = fixtures().join("pages/families/md-collections").join(name);
    let source = page.to_string_lossy();
    let questions =
        quizdeck_scrape::parse_bytes(&std::fs::read(&page).unwrap(), &source, None).unwrap();
    questions.iter().map(|q| (q.correct_labels().concat(), q.lang.clone())).collect()
}

fn answers(read: &[(String, String)]) -> Vec<&str> {
    read.iter().map(|(a, _)| a.as_str()).collect()
}

#[test]
fn myst_directives_of_a_jupyter_book_show_their_answers() {
    // ```` ```{admonition} Freagra ```` with `:class: dropdown`, and ```` ```{dropdown} ````.
    assert_eq!(answers(&collection("ga-jupyterbook-freagra.md")), ["B", "A"]);
    // `:::{dropdown} Svar`, and a `{solution}` whose body holds a code fence of its own.
    assert_eq!(answers(&collection("is-myst-colon.md")), ["B", "C"]);
}

#[test]
fn stems_without_the_common_words_of_the_language_detected_do_not_name_it() {
    // Icelandic stems the detector takes for Tagalog, with none of Tagalog's commonest words.
    let read = collection("is-myst-colon.md");
    assert!(read.iter().all(|(_, lang)| lang == "und"), "{read:?}");
}

#[test]
fn a_quiz_plugins_elements_hold_their_questions_as_markdown() {
    assert_eq!(answers(&collection("mn-mkdocs-quiz.md")), ["B", "C"]);
}

#[test]
fn an_answer_led_by_a_colon_under_capital_labels_is_no_repeated_letter() {
    // `Q: …`, `A) …`, `B) …`, `C) …`, then `A: B`: the card's answer, not a second choice A.
    assert_eq!(answers(&collection("my-q-a-cards.md")), ["A", "B"]);
}

/// What `parse_page` gives of a page of `md-shapes`, a question each: its answer (labels joined),
/// or `None` where it is rejected.
fn shapes(name: &str) -> Vec<Option<quizdeck_model::Question>> {
    let page = fixtures().join("pages/families/md-shapes").join(name);
    let source = page.to_string_lossy();
    let outcomes =
        quizdeck_scrape::parse_page(&std::fs::read(&page).unwrap(), &source, None).unwrap();
    outcomes.into_iter().map(Result::ok).collect()
}

fn shape_answers(name: &str) -> Vec<Option<String>> {
    shapes(name).into_iter().map(|q| q.map(|q| q.correct_labels().concat())).collect()
}

#[test]
fn a_polls_checked_vote_is_no_answer_before_a_quiz_question() {
    // The poll's options end in counts of votes; the quiz questions after it keep their boxes.
    let some = |s: &str| Some(s.to_owned());
    assert_eq!(shape_answers("fo-atkvodur-og-spurningur.md"), [None, some("C"), some("A")]);
    assert_eq!(shape_answers("la-suffragia-deinde-quaestio.md"), [None, some("B"), some("B")]);
    assert_eq!(shape_answers("tk-ses-berlisi-we-sorag.md"), [None, some("A")]);
    // Choices that are counts of votes themselves, and choices with their own figures, are read.
    assert_eq!(shape_answers("xh-amavoti-impendulo.md"), [some("C"), some("B")]);
    assert_eq!(shape_answers("so-webiyada-dhererkooda.md"), [some("B"), some("B")]);
}

#[test]
fn lone_letter_options_over_code_fenced_after_the_list_are_the_code() {
    let read = shapes("ug-kod-tallanmilar.md");
    let texts: Vec<Vec<String>> = read
        .iter()
        .map(|q| q.as_ref().unwrap().choices.iter().map(|c| c.text.clone()).collect())
        .collect();
    assert_eq!(texts[0], ["sorted(sanlar)", "sanlar.sort()", "sanlar.sorted()"]);
    assert_eq!(read[1].as_ref().unwrap().correct_labels(), ["C"]);
    // The next question's heading is no part of the last option's code.
    let js = shapes("ig-koodu-javascript.md");
    let stems: Vec<&str> = js.iter().map(|q| q.as_ref().unwrap().stem.as_str()).collect();
    assert_eq!(stems[1], "Gịnị ka typeof null na-eweghachi?");
    // A letter with no code under it breaks the run: the letters are no options (rejected).
    let some = |s: &str| Some(s.to_owned());
    assert_eq!(shape_answers("mg-kaody-tsy-feno-near.md"), [None, some("B")]);
    // Letters that are options' own texts, in one list, with code after it, stay options.
    assert_eq!(shape_answers("xh-iqela-legazi.md"), [some("D"), some("B")]);
}

#[test]
fn a_quiz_under_setext_headings_is_read_as_markdown() {
    let read = shapes("fo-setext-spurningar.md");
    let stems: Vec<String> = read.iter().map(|q| q.as_ref().unwrap().stem.clone()).collect();
    assert_eq!(
        stems,
        ["Nær varð Løgtingið flutt til Tórshavnar?", "Hvør skrivaði fyrstu føroysku skaldsøguna?"]
    );
}

#[test]
fn faroese_and_xhosa_quizzes_are_not_taken_for_danish_or_zulu() {
    for (name, tag) in [
        ("fo-svar-yvirskrift.md", "fo"),
        ("fo-setext-spurningar.md", "fo"),
        ("xh-amavoti-impendulo.md", "xh"),
        ("xh-iqela-legazi.md", "xh"),
    ] {
        for q in shapes(name) {
            assert_eq!(q.map(|q| q.lang).as_deref(), Some(tag), "{name}");
        }
    }
}

/// The outcome of each question of a page of `banks`: its answer (labels joined), or none.
fn bank(name: &str) -> Vec<Option<quizdeck_model::Question>> {
    let page = fixtures().join("pages/families/banks").join(name);
    let source = page.to_string_lossy();
    let outcomes =
        quizdeck_scrape::parse_page(&std::fs::read(&page).unwrap(), &source, None).unwrap();
    outcomes.into_iter().map(Result::ok).collect()
}

#[test]
fn question_banks_of_other_tools_parse_exactly() {
    let banks: Vec<(String, Verdict)> =
        verdicts().into_iter().filter(|(n, _)| n.starts_with("banks/")).collect();
    assert!(banks.len() >= 20, "only {} pages in banks", banks.len());
    let short = inexact(&banks);
    assert!(short.is_empty(), "{}", short.join("\n"));
}

#[test]
fn a_fenced_div_of_one_class_is_read_as_the_same_div_without_braces() {
    // `::: answer` … `:::`, and `::: {.answer}` … `:::`, which Pandoc takes for the same div: the
    // second question's answer box holds a label alone (`c)`), which was taken for a choice of
    // its own, and the file read as text, its fences (`:::`) in every explanation.
    let read: Vec<(String, String)> = bank("pandoc-amateka-rw.md")
        .into_iter()
        .map(|q| q.map(|q| (q.answer, q.explanation)).unwrap_or_default())
        .collect();
    let want =
        [("B", "Ubwigenge bwatangajwe ku itariki ya 1 Nyakanga 1962."), ("C", ""), ("A", "")];
    assert_eq!(read, want.map(|(a, e)| (a.to_owned(), e.to_owned())));
}

#[test]
fn a_polls_counts_for_each_option_name_no_answer() {
    // `Amajwi 1` … `Amajwi 4`: the last column's counts (1, 2, 1) are no options' places.
    let page = fixtures().join("pages/families/banks/amatora-rw.csv");
    assert!(quizdeck_scrape::parse_page(&std::fs::read(&page).unwrap(), "poll", None).is_err());
}

#[test]
fn an_aiken_files_answer_keyword_leaves_its_language_to_its_questions() {
    for q in bank("aiken-fuglar-fo.txt") {
        assert_eq!(q.map(|q| q.lang).as_deref(), Some("fo"));
    }
}
