//! Tests of [`super`]: key lines read in many languages and shapes.

use super::*;
use crate::key_line::{after_verdict, dash_reason};

#[test]
fn a_verdict_before_the_lead_is_its_own_sentence() {
    fn lead(t: &str) -> &str {
        t[after_verdict(t)..].trim_start()
    }
    assert_eq!(lead("Погрешно! Точен одговор"), "Точен одговор");
    assert_eq!(lead("Bohužel, špatně. Správná odpověď"), "Správná odpověď");
    // No sentence before: the whole lead, its verdict word and all ("Wrong answer: B").
    assert_eq!(lead("Wrong answer"), "Wrong answer");
    assert_eq!(lead("Yanlış cevap verdiniz. Doğru cevap"), "Doğru cevap");
    // A longer sentence is no verdict.
    assert_eq!(
        lead("You picked the wrong one, sadly. Answer"),
        "You picked the wrong one, sadly. Answer"
    );
    assert_eq!(lead("Ans."), "Ans.");
}

#[test]
fn a_share_set_apart_after_a_choice_is_a_polls_and_one_in_its_words_is_not() {
    assert_eq!(trailing_share("Oxygen — 41%"), Some(41.0));
    assert_eq!(trailing_share("Zeytin — %31"), Some(31.0));
    assert_eq!(trailing_share("Azot (37,5 %)"), Some(37.5));
    assert_eq!(trailing_share("Simba SC: 12 %"), Some(12.0));
    assert_eq!(trailing_share("Asi 21 %"), None);
    assert_eq!(trailing_share("25%"), None);
    assert_eq!(trailing_share("Nitrogen"), None);
}
use crate::choices::Shape;

fn run(texts: &[&str]) -> Run {
    let choices = texts.iter().enumerate().map(|(i, t)| (i, (*t).to_owned(), i)).collect();
    let shape = Shape::Lettered;
    Run { id: 0, start: 0, end: texts.len(), choices, shape, digits: false, alphabet: None }
}

proptest::proptest! {
    /// The readings that stop at the first line agree with reading every line, on pages
    /// made of lines that name choices in every way the readers know, and near misses.
    #[test]
    fn reading_up_to_the_first_line_agrees_with_reading_all(
        lines in proptest::collection::vec(0..LINES.len(), 0..12),
        heading in proptest::collection::vec(proptest::bool::ANY, 12),
        checked in proptest::option::of(0..3usize),
        start in 0..4usize,
    ) {
        let texts = ["Paris", "Lyon", "Nice"];
        let mut blocks: Vec<Block> =
            texts.iter().map(|t| Block::new((*t).into(), Kind::Item)).collect();
        if let Some(c) = checked {
            blocks[c].check_mark = true;
        }
        for (n, &l) in lines.iter().enumerate() {
            let kind = if heading[n] { Kind::Heading } else { Kind::Para };
            blocks.push(Block::new(LINES[l].into(), kind));
        }
        let r = run(&texts);
        let region = (texts.len() + start).min(blocks.len())..blocks.len();
        let all = candidates(&blocks, &r, region.clone(), &Lines::default());
        proptest::prop_assert_eq!(
            has_evidence(&blocks, &r, region.clone(), &Lines::default()),
            all.iter().any(|c| !c.labels.is_empty())
        );
        proptest::prop_assert_eq!(
            first_key_block(&blocks, &r, region, &Lines::default()),
            all.iter().filter_map(|c| c.block).min()
        );
    }
}

/// Lines for the pages above.
const LINES: &[&str] = &[
    "Answer: B",
    "Answer: Lyon",
    "Correct answer",
    "Nice",
    "Lyon",
    "The right answer is (c).",
    "Paris 38%",
    "Lyon 40%",
    "Nice 22%",
    "Your choice: (b)",
    "Result: 1 / 3",
    "\"Lyon\"",
    "Correct is C. Nice",
    "A. Paris, B. Lyon",
    "Paris is the capital.",
    "",
];

fn labels(line: &str, texts: &[&str]) -> Vec<Vec<usize>> {
    let mut blocks: Vec<Block> =
        texts.iter().map(|t| Block::new((*t).into(), Kind::Item)).collect();
    blocks.push(Block::new(line.into(), Kind::Para));
    let r = run(texts);
    candidates(&blocks, &r, texts.len()..texts.len() + 1, &Lines::default())
        .into_iter()
        .map(|c| c.labels)
        .collect()
}

#[test]
fn the_lead_in_ends_at_the_first_colon_of_any_kind() {
    let texts = ["Paris", "Lyon", "Nice"];
    assert_eq!(labels("正解：B", &texts), [vec![1]]);
    assert_eq!(labels("Answer: B", &texts), [vec![1]]);
    assert_eq!(labels("الإجابة: C", &texts), [vec![2]]);
    // A colon past a lead-in's length leads nothing in.
    let long = format!("{}: B", "word ".repeat(12));
    assert!(labels(&long, &texts).is_empty());
}

#[test]
fn texts_compare_as_their_normal_forms_do() {
    let pairs = [
        ("  Mercury. ", "mercury"),
        ("Deux  mots", "deux mots."),
        ("ΟΔΟΣ", "οδος"),
        ("ΣΟΦΙΑ Σ", "σοφια σ"),
        // Trimmed once, as `norm` trims: a full stop left after a spaced one stays.
        ("ΣΑ. .", "ΣΑ"),
        ("Mars. .", "mars"),
        ("İstanbul", "i\u{307}stanbul"),
        ("a b", "ab"),
        ("", "."),
        ("Straße", "STRASSE"),
    ];
    for (a, b) in pairs {
        assert_eq!(same_text(a, b), norm(a) == norm(b), "{a:?} {b:?}");
        assert!(same_text(a, a) && same_text(b, b));
    }
}

#[test]
fn key_lines_name_one_or_several_labels() {
    let abcd = ["go", "async", "spawn", "thread"];
    assert_eq!(labels("Answer: A. go", &abcd), [vec![0]]);
    assert_eq!(labels("Answer: A, C", &abcd), [vec![0, 2]]);
    assert_eq!(labels("Ответ: а, в, д", &["a", "b", "c", "d", "e"]), [vec![0, 2, 4]]);
    assert_eq!(labels("Clave: A, D | Dificultad: Media", &abcd), [vec![0, 3]]);
    assert_eq!(labels("Answer: (a), (c)", &abcd), [vec![0, 2]]);
    assert_eq!(labels("Answer: B, since the tilt matters.", &abcd), [vec![1]]);
    assert_eq!(labels("The right answer is (a).", &abcd), [vec![0]]);
    assert!(labels("Question 2", &abcd).is_empty());
    assert!(labels("Answer b. is a common mistake: the mantle is solid.", &abcd).is_empty());
    assert_eq!(labels("Respuesta correcta: async, thread", &abcd), [vec![1, 3]]);
}

#[test]
fn a_line_that_denies_a_label_names_no_answer() {
    let texts = ["vitamina A", "vitamina B", "vitamina C"];
    for line in ["Pista: no es la vitamina B", "Answer: Not A", "Tipp: nicht B", "Nie B"] {
        assert!(labels(line, &texts).is_empty(), "{line:?}");
    }
    assert_eq!(labels("Respuesta: B", &texts), [vec![1]]);
    // A choice that says no is still the answer's text.
    let yes_no = ["Sí", "No"];
    let line = "Respuesta: B. No";
    let mut blocks: Vec<Block> =
        yes_no.iter().map(|t| Block::new((*t).into(), Kind::Item)).collect();
    blocks.push(Block::new(line.into(), Kind::Para));
    let found = candidates(&blocks, &run(&yes_no), 2..3, &Lines::default());
    assert_eq!(found[0].text.as_deref(), Some("No"));
}

#[test]
fn an_answer_key_of_several_questions_names_no_answer_of_one() {
    let abcd = ["101", "141", "151", "121"];
    for line in ["2 – D, 1 – B", "1 - B, 2 - D", "1) C 2) A", "2: D; 1: B"] {
        assert!(labels(line, &abcd).is_empty(), "{line:?}");
    }
    // One label at the end of a short line is still a key, and amounts with a unit are no
    // question numbers.
    assert_eq!(labels("Atsakymas B", &abcd), [vec![1]]);
    let volts = ["0 V", "from 3 V to 5 V", "12 V"];
    assert_eq!(labels("Answer: B. from 3 V to 5 V", &volts), [vec![1]]);
    assert_eq!(labels("B", &abcd), [vec![1]]);
}

#[test]
fn direction_marks_beside_an_answer_label_go_with_it() {
    let texts = ["مرة واحدة", "مرتين", "ثلاث مرات"];
    for line in [
        "الإجابة: B\u{200f}. مرتين",
        "الإجابة: \u{200f}B\u{200f}",
        "الإجابة: B.\u{200f} مرتين",
        "الإجابة: B\u{200f}",
        "الإجابة الصحيحة هي B\u{200f}. مرتين",
    ] {
        assert_eq!(labels(line, &texts), [vec![1]], "{line:?}");
    }
    assert_eq!(labels("الإجابة: A\u{200f}, C\u{200f}", &texts), [vec![0, 2]]);
}

#[test]
fn an_answer_may_name_alef_by_its_name() {
    let texts = ["کراچی", "لاہور", "پشاور"];
    assert_eq!(labels("جواب: الف۔ کراچی", &texts), [vec![0]]);
    assert_eq!(labels("جواب: (الف)", &texts), [vec![0]]);
    assert!(labels("جواب: الفاظ", &texts).is_empty(), "a word is no label");
}

#[test]
fn a_reason_after_a_dash_follows_the_whole_choice_even_one_with_a_dash() {
    let r = run(&["Rio - Niterói", "Santos", "Recife"]);
    let got = dash_reason("Rio - Niterói — a ponte tem 13 km.", 0, &r);
    assert_eq!(got, Some(("Rio - Niterói", "a ponte tem 13 km.")));
    assert_eq!(dash_reason(" Santos - porto", 1, &r), Some(("Santos", "porto")));
    // Another choice's text, or no reason with letters, is none.
    assert_eq!(dash_reason("Santos — porto", 2, &r), None);
    assert_eq!(dash_reason("Recife — 1537", 2, &r), None);
}

#[test]
fn a_bare_label_after_an_unknown_lead_contradicts_a_reading_after_one() {
    let texts = ["Viti Levu", "Vanua Levu", "Taveuni"];
    let read = |lines: &[&str]| -> Vec<Vec<usize>> {
        let mut blocks: Vec<Block> =
            texts.iter().map(|t| Block::new((*t).into(), Kind::Item)).collect();
        blocks.extend(lines.iter().map(|l| Block::new((*l).into(), Kind::Para)));
        let r = run(&texts);
        let region = texts.len()..texts.len() + lines.len();
        candidates(&blocks, &r, region, &Lines::default()).into_iter().map(|c| c.labels).collect()
    };
    // Fijian, whose words for "answer" the registry does not list. Alone, the bare line says
    // nothing; beside a reading after an unknown lead it names B.
    assert_eq!(read(&["Isau: B"]), Vec::<Vec<usize>>::new());
    assert_eq!(read(&["Isau dodonu: C. Taveuni"]), [vec![2]]);
    assert_eq!(read(&["Isau: B", "Isau dodonu: C. Taveuni"]), [vec![2], vec![1]]);
    // One that agrees, or one beside an answer word the registry knows, adds nothing.
    assert_eq!(read(&["Isau: C", "Isau dodonu: C. Taveuni"]), [vec![2]]);
    assert_eq!(read(&["Skupina: B", "Answer: C"]), [vec![2]]);
}
