//! What the language registry (`quizdeck_lang`) gives the readers: language names, choice-label
//! alphabets, the words around a question. Each test would fail if the registry lost the entry.

use quizdeck_model::Question;

fn parse(page: &str) -> Question {
    let mut qs = quizdeck_scrape::parse_bytes(page.as_bytes(), "page.txt", None)
        .unwrap_or_else(|e| panic!("{e}\n{page}"));
    assert_eq!(qs.len(), 1);
    qs.remove(0)
}

/// A text rendering in the site's layout: language line, topic, stem, lettered choices, answer
/// line, explanation, "more questions" list.
fn page(lang_line: &str, stem: &str, choices: &[&str], answer: &str) -> String {
    let choices: String = choices.iter().map(|c| format!("{c}\n")).collect();
    format!(
        "{lang_line}\n\nAstronomy\n\n{stem}\n\n{choices}\nAnswer: {answer}\n\nThe light takes about \
         eight minutes.\n\nMore questions about Astronomy\n\n  1. Which planet is largest?\n"
    )
}

#[test]
fn a_question_number_before_the_stem_is_dropped() {
    let choices = ["A. 8 minutes", "B. 8 hours", "C. 8 days"];
    let q = parse(&page("English", "Q3: How long does sunlight take to reach us?", &choices, "A"));
    assert_eq!(q.stem, "How long does sunlight take to reach us?");
    let q = parse(&page("English", "q12) How long does sunlight take?", &choices, "A"));
    assert_eq!(q.stem, "How long does sunlight take?");
    // A word that starts with the prefix is no number.
    let q = parse(&page("English", "QUIC or TCP: which is older?", &choices, "A"));
    assert_eq!(q.stem, "QUIC or TCP: which is older?");
}

#[test]
fn a_page_whose_first_line_is_albanian_is_albanian() {
    let q = parse(
        "Shqip\n\nAstronomi\n\nSa kohë i duhet dritës së Diellit për të arritur në Tokë?\n\n\
         A. Rreth tetë minuta\nB. Rreth tetë orë\nC. Rreth tetë ditë\n\nPërgjigja: A\n\n\
         Drita e Diellit përshkon rreth 150 milionë kilometra.\n\nPyetje të tjera: Astronomi\n\n\
         \x20 1. Cili është planeti më i madh?\n",
    );
    assert_eq!((q.lang.as_str(), q.topic.as_str(), q.answer.as_str()), ("sq", "Astronomi", "A"));
    assert_eq!(q.related, ["Cili është planeti më i madh?"].map(std::sync::Arc::<str>::from));
    // A near miss: the language's name inside a sentence names no language.
    assert_eq!(quizdeck_lang::by_endonym("Shqip është gjuha"), None);
}

#[test]
fn choices_lettered_in_georgian_parse() {
    let q = parse(
        "ასტრონომია\n\nრომელია მზის სისტემის უდიდესი პლანეტა?\n\nა) მარსი\nბ) იუპიტერი\nგ) ვენერა\n\n\
         პასუხი: ბ\n\nიუპიტერი მზის სისტემის ყველაზე დიდი პლანეტაა.\n\nსხვა კითხვები: ასტრონომია\n\n\
         \x20 1. რამდენი მთვარე აქვს მარსს?\n",
    );
    let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["A", "B", "C"]);
    assert_eq!(q.choices[1].text, "იუპიტერი");
    assert_eq!(q.answer, "B");
    assert_eq!(q.topic, "ასტრონომია");
}
