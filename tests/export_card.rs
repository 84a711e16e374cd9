//! The quizdeck card as a learner meets it: the package imported with Anki's backend, each card's
//! front and back run in headless Chromium as Anki's reviewer runs them (picks, keys, the back
//! after the front), with `--shuffle` and without.

use std::collections::BTreeSet;

use crate::util::anki::{Reviews, browser_review};
use crate::util::{quizdeck_ok, read_json, s};

const MULTI: &str = "fixtures/export/multi";

/// Each question of the multi-answer fixture by id: its choices' page letters and its correct
/// ones, in page order.
fn questions() -> Vec<(String, String, Vec<String>)> {
    let set = read_json(&format!("{MULTI}/questions.json"));
    let mut out = Vec::new();
    for q in set["questions"].as_array().unwrap() {
        let labels: String =
            q["choices"].as_array().unwrap().iter().map(|c| c["label"].as_str().unwrap()).collect();
        let given: Vec<&str> = match q["answers"].as_array() {
            Some(a) => a.iter().map(|l| l.as_str().unwrap()).collect(),
            None => vec![q["answer"].as_str().unwrap()],
        };
        let correct: Vec<String> =
            labels.chars().map(String::from).filter(|l| given.contains(&l.as_str())).collect();
        out.push((q["id"].as_str().unwrap().to_owned(), labels, correct));
    }
    out
}

/// The letters shown, in the order shown, on the page letters `page` of a front ordered `order`.
fn shown_letters(order: &[String], page: &[String]) -> String {
    let letters: Vec<String> = (0..order.len())
        .filter(|&i| page.contains(&order[i]))
        .map(|i| char::from(b'A' + i as u8).to_string())
        .collect();
    letters.join(", ")
}

fn review(args: &[&str]) -> std::collections::BTreeMap<String, Reviews> {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("deck.apkg");
    quizdeck_ok(&[&["export", "-o", s(&deck)], args, &[MULTI]].concat());
    browser_review(&deck)
}

#[test]
fn a_shuffled_card_shows_a_new_order_each_review_and_marks_the_right_choices_in_it() {
    let reviews = review(&["--shuffle"]);
    let questions = questions();
    assert_eq!(reviews.len(), questions.len());
    for (id, labels, correct) in &questions {
        let r = &reviews[id];
        let page: BTreeSet<char> = labels.chars().collect();
        // Shown again and again, the front changes its order, always the same choices.
        assert!(r.fronts.len() >= 2 && r.fronts.len() < 61, "{id}: {:?}", r.fronts);
        assert_ne!(r.fronts[0], r.fronts[r.fronts.len() - 1], "{id}");
        for order in &r.fronts {
            assert_eq!(order.chars().collect::<BTreeSet<_>>(), page, "{id}: {order}");
            assert_eq!(order.len(), labels.len(), "{id}: {order}");
        }

        for (how, rv) in [("right", &r.right), ("wrong", &r.wrong), ("key", &r.key)] {
            let (front, back) = (&rv.front, &rv.back);
            // Letters follow the order shown; the back keeps the front's order, also where only
            // sessionStorage carries it (the wrong pick's review).
            let abc: Vec<String> =
                (0..labels.len()).map(|i| char::from(b'A' + i as u8).to_string()).collect();
            assert_eq!(front.shown, abc, "{id} {how}");
            assert_eq!((&back.order, &back.shown), (&front.order, &front.shown), "{id} {how}");
            let mut marked = back.marked.clone();
            marked.sort();
            assert_eq!(&marked, correct, "{id} {how}: every right choice is marked");
            assert_eq!(back.answer, shown_letters(&front.order, correct), "{id} {how}");
            let role = if correct.len() > 1 { "checkbox" } else { "radio" };
            assert!(front.roles.iter().all(|r| r.as_deref() == Some(role)), "{id} {how}");
        }
        let right = &r.right.back;
        let said = format!(" ({})", shown_letters(&r.right.front.order, correct));
        assert!(right.verdict.starts_with('\u{2713}') && right.verdict.ends_with(&said), "{id}");
        assert!(right.wrong.is_empty(), "{id}");

        let wrong = &r.wrong;
        let picked = wrong.front.order.iter().find(|l| !correct.contains(l)).unwrap();
        assert_eq!(wrong.back.wrong, std::slice::from_ref(picked), "{id}");
        let said =
            format!(" ({})", shown_letters(&wrong.front.order, std::slice::from_ref(picked)));
        assert!(
            wrong.back.verdict.starts_with('\u{2717}') && wrong.back.verdict.ends_with(&said),
            "{id}: {}",
            wrong.back.verdict
        );

        // The key 1 picks the choice shown first, whatever its page letter.
        let first = &r.key.front.order[0];
        let right_key = correct == std::slice::from_ref(first);
        assert!(r.key.back.verdict.ends_with(" (A)"), "{id}: {}", r.key.back.verdict);
        assert_eq!(r.key.back.verdict.starts_with('\u{2713}'), right_key, "{id}");
        assert_eq!(r.key.back.wrong.is_empty(), correct.contains(first), "{id}");

        // Where scripts do not run, the page order and the CSS marking remain.
        let page_order: Vec<String> = labels.chars().map(String::from).collect();
        assert_eq!(r.noscript.order, page_order, "{id}");
        assert_eq!(&r.noscript.marked, correct, "{id}");
        assert_eq!(r.noscript.answer, correct.join(", "), "{id}");
    }
}

#[test]
fn without_shuffle_the_order_is_the_page_s_and_several_right_choices_must_all_be_picked() {
    let reviews = review(&[]);
    for (id, labels, correct) in questions() {
        let r = &reviews[&id];
        assert_eq!(r.fronts.len(), 61, "{id}: the order never changes");
        assert!(r.fronts.iter().all(|o| *o == labels), "{id}: {:?}", r.fronts);
        let back = &r.right.back;
        assert_eq!(back.answer, correct.join(", "), "{id}");
        let said = format!(" ({})", correct.join(", "));
        assert!(back.verdict.starts_with('\u{2713}') && back.verdict.ends_with(&said), "{id}");
        assert_eq!(back.marked, correct, "{id}");
        // A multi-answer question picked with the key 1 alone (one right choice at most) is wrong.
        if correct.len() > 1 {
            assert!(r.key.back.verdict.starts_with('\u{2717}'), "{id}: {}", r.key.back.verdict);
        }
    }
}

#[test]
fn a_language_named_like_a_script_object_s_own_property_gets_the_english_verdict() {
    // The card looks the verdict's words up by the note's language: a JSON model may give any
    // language, and names every script object has (`constructor`, `__proto__`, `toString`) must
    // not be taken for one of the card's languages.
    let dir = tempfile::tempdir().unwrap();
    let langs = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
    let questions: Vec<serde_json::Value> = langs
        .iter()
        .enumerate()
        .map(|(i, lang)| {
            serde_json::json!({
                "id": format!("tides-{i}"),
                "lang": lang,
                "topic": "Tides",
                "stem": format!("How many high tides does a coast see in about a day? ({i})"),
                "choices": [
                    {"label": "A", "text": "One"},
                    {"label": "B", "text": "Two"},
                    {"label": "C", "text": "Four"}
                ],
                "answer": "B",
                "explanation": "Most coasts see two high tides in 24 hours and 50 minutes."
            })
        })
        .collect();
    let model = dir.path().join("tides.json");
    std::fs::write(&model, serde_json::json!({ "questions": questions }).to_string()).unwrap();
    let deck = dir.path().join("deck.apkg");
    quizdeck_ok(&["export", "-o", s(&deck), s(&model)]);
    let reviews = browser_review(&deck);
    assert_eq!(reviews.len(), langs.len());
    for (id, r) in &reviews {
        assert_eq!(r.right.back.verdict, "\u{2713} Right (B)", "{id}");
        assert!(
            r.wrong.back.verdict.starts_with("\u{2717} Wrong ("),
            "{id}: {}",
            r.wrong.back.verdict
        );
    }
}
