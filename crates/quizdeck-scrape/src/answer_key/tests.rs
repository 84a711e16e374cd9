//! Tests of the answer key after a page's questions.

use super::*;
use crate::block::text_blocks;

fn run(choices: usize) -> Run {
    Run {
        id: 0,
        start: 0,
        end: 0,
        choices: (0..choices).map(|i| (i, format!("choice {i}"), 0)).collect(),
        shape: crate::choices::Shape::Lettered,
        digits: false,
        alphabet: None,
    }
}

#[test]
fn a_numbered_list_or_rows_name_each_questions_answer() {
    let blocks = text_blocks("Answers\n\n1. B – four strings\n2. C\n");
    let (a, b) = (run(4), run(4));
    let key = find(&blocks, &[&a, &b], 0..blocks.len()).expect("a key");
    assert_eq!(key.start, 0);
    assert_eq!(key.entries.iter().map(|e| e.label).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(key.entries[0].rest.as_deref(), Some("four strings"));
    // An entry that gives its choice's text gives no reason.
    let blocks = text_blocks("Answers\n\n1. b – choice 1\n2. C\n");
    let key = find(&blocks, &[&a, &b], 0..blocks.len()).expect("a key");
    let first = &key.entries[0];
    assert_eq!((first.text.as_deref(), first.rest.as_deref()), (Some("choice 1"), None));
    let rows = text_blocks("1 B\n2 C\n3 A\n");
    let c = run(3);
    assert!(find(&rows, &[&a, &b, &c], 0..rows.len()).is_some());
}

#[test]
fn an_ordered_lists_items_are_numbered_by_their_places() {
    let html = "<p>Key</p><ol><li>B – four strings</li><li>C</li></ol><p>Well done!</p>";
    let (blocks, _) = crate::html::render(&scraper::Html::parse_document(html));
    let (a, b) = (run(4), run(4));
    let key = find(&blocks, &[&a, &b], 0..blocks.len()).expect("a key");
    assert_eq!(key.entries.iter().map(|e| e.label).collect::<Vec<_>>(), [1, 2]);
    // A list of three items is no key of two questions.
    let html = "<ol><li>B</li><li>C</li><li>A</li></ol>";
    let (blocks, _) = crate::html::render(&scraper::Html::parse_document(html));
    assert!(find(&blocks, &[&a, &b], 0..blocks.len()).is_none());
}

#[test]
fn a_key_on_one_line_or_with_dashes_names_each_questions_answer() {
    let (a, b, c) = (run(4), run(4), run(3));
    let labels = |key: Key| key.entries.iter().map(|e| e.label).collect::<Vec<_>>();
    for line in [
        "1 – b, 2 – d, 3 – a",
        "1-B 2-D 3-A",
        "1. b; 2. d; 3. a",
        "1: B, 2: D, 3: A",
        "1.B; 2.D; 3.A",
        "1)b 2)d 3)a",
    ] {
        let blocks = text_blocks(&format!("Respuestas\n\n{line}\n"));
        let key = find(&blocks, &[&a, &b, &c], 0..blocks.len()).expect(line);
        assert_eq!((key.start, labels(key)), (0, vec![1, 3, 0]), "{line}");
    }
    for line in [
        "Gabarito: 1 – B, 2 – D, 3 – A",
        "Ответы: 1-б 2-г 3-а",
        "答案：1-B 2-D 3-A",
        "উত্তরমালা: ১-খ, ২-ঘ, ৩-ক",
        "Fasit: 1b · 2d · 3a",
        "Clave: 1B / 2D / 3A",
    ] {
        let blocks = text_blocks(&format!("Last explanation.\n\n{line}\n"));
        let key = find(&blocks, &[&a, &b, &c], 0..blocks.len()).expect(line);
        assert_eq!((key.start, labels(key)), (1, vec![1, 3, 0]), "{line}");
    }
    // A lead that names no answer ("Scores:", "Groups:") makes no key.
    let scores = text_blocks("Scores: 1 – B, 2 – D, 3 – A\n");
    assert!(find(&scores, &[&a, &b, &c], 0..scores.len()).is_none());
    let table = "Lösungen\n\n| Frage | Antwort |\n|---|---|\n| 1 | B |\n| 2 | C |\n";
    let blocks = text_blocks(table);
    let key = find(&blocks, &[&a, &b], 0..blocks.len()).expect("a table");
    assert_eq!((blocks[key.start].text.as_str(), labels(key)), ("Lösungen", vec![1, 2]));
    let across = text_blocks("Câu 1 2\nĐáp án B C\n");
    let key = find(&across, &[&a, &b], 0..across.len()).expect("a table across");
    assert_eq!((key.start, labels(key)), (0, vec![1, 2]));
    let grid = text_blocks("Facit\n+---+---+\n| 1 | 2 |\n+---+---+\n| b | c |\n+---+---+\n");
    let key = find(&grid, &[&a, &b], 0..grid.len()).expect("a grid under its heading");
    assert_eq!((key.start, labels(key)), (0, vec![1, 2]));
    let bare = text_blocks("Notes\n| 1 | 2 |\n| b | c |\n");
    assert!(find(&bare, &[&a, &b], 0..bare.len()).is_none(), "no heading names answers");
    let unnamed = text_blocks("Câu 1 2\nNhóm B C\n");
    assert!(find(&unnamed, &[&a, &b], 0..unnamed.len()).is_none(), "no answer word");
    let rows = text_blocks("1 – B\n2 – C\n");
    assert_eq!(labels(find(&rows, &[&a, &b], 0..rows.len()).expect("rows")), [1, 2]);
    // One entry too many or too few, out of order, a label the question lacks, a reason
    // after a label, a number with no label.
    for line in [
        "1 – b, 2 – d, 3 – a, 4 – c",
        "1 – b, 2 – d",
        "1 – b, 3 – a, 2 – d",
        "1 – b, 2 – d, 3 – d",
        "1 – b because, 2 – d, 3 – a",
        "1 – b, 2, 3 – a",
        "1-5 2-6 3-7",
        // Glued without a lead that names the answers: room numbers, sizes.
        "1b · 2d · 3a",
        "Rooms: 1b, 2d, 3a",
        "Fasit: 1bc · 2d · 3a",
    ] {
        let blocks = text_blocks(&format!("{line}\n"));
        assert!(find(&blocks, &[&a, &b, &c], 0..blocks.len()).is_none(), "{line}");
    }
}

#[test]
fn a_key_for_other_questions_or_sentences_is_none() {
    let (a, b) = (run(4), run(4));
    // More entries than questions.
    let more = text_blocks("1 B\n2 C\n3 A\n");
    assert!(find(&more, &[&a, &b], 0..more.len()).is_none());
    // A label no choice has.
    let e = text_blocks("1 B\n2 F\n");
    assert!(find(&e, &[&a, &b], 0..e.len()).is_none());
    // Numbered sentences that start with a letter.
    let prose = text_blocks("1. A planet orbits a star.\n2. A moon orbits a planet.\n");
    assert!(find(&prose, &[&a, &b], 0..prose.len()).is_none());
    // Not numbered from 1.
    let late = text_blocks("2 B\n3 C\n");
    assert!(find(&late, &[&a, &b], 0..late.len()).is_none());
}

#[test]
fn a_key_naming_a_question_again_with_other_choices_is_none_and_says_which() {
    let (a, b) = (run(3), run(3));
    let blocks = text_blocks("Answers\n\n1 – B\n\n2 – C\n\n1 – A\n");
    assert!(find(&blocks, &[&a, &b], 0..blocks.len()).is_none());
    let m = miscounted(&blocks, &[&a, &b], 0..blocks.len()).expect("named");
    assert_eq!(m.again, Some(1));
    // Named again with the same choice, it still says one thing.
    let blocks = text_blocks("Answers\n\n1 – B\n\n2 – C\n\n1 – B\n");
    assert!(find(&blocks, &[&a, &b], 0..blocks.len()).is_some());
}

#[test]
fn one_bare_entry_under_a_key_heading_is_a_key_for_too_few_questions() {
    let (a, b, c) = (run(4), run(4), run(4));
    let runs = [&a, &b, &c];
    // One entry alone, one before a gap, and one numbered past the first: each a key that
    // cannot say which answer is whose.
    for (text, entries) in
        [("Answers\n\n1. b\n", 1), ("Answers\n\n1. b\n3. a\n", 1), ("Answers\n\n3. a\n", 0)]
    {
        let blocks = text_blocks(text);
        assert!(find(&blocks, &runs, 0..blocks.len()).is_none(), "{text}");
        let m = miscounted(&blocks, &runs, 0..blocks.len()).expect(text);
        assert_eq!(m.entries, entries, "{text}");
    }
    // A bullet's label under a word for "answer", or a numbered choice's text after its number,
    // may be the last question's own answer; nor is an entry under any other heading a key's.
    for text in ["Answer\n\n- B\n", "Answer\n\n1) choice 0\n", "Notes\n\n1. b\n"] {
        let blocks = text_blocks(text);
        assert!(miscounted(&blocks, &runs, 0..blocks.len()).is_none(), "{text}");
    }
}
