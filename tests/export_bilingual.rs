//! `quizdeck export --hint-lang LANG`: bilingual cards, with the same question in LANG on the
//! back, checked by importing them with Anki's own backend.

use crate::util::anki::{Import, anki_import};
use crate::util::{questions, quizdeck, quizdeck_ok, s};

const MULTI: &str = "fixtures/export/multi";
const BILINGUAL: &str = "quizdeck multiple choice (bilingual)";

#[test]
fn a_bilingual_deck_holds_the_second_language_on_the_back_in_a_field_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("bilingual.apkg");
    let err = quizdeck_ok(&["export", "--hint-lang", "es", "-o", s(&deck), MULTI]);
    // Five English questions, three of them with a Spanish version; the Spanish ones need none.
    assert!(
        err.contains("8 notes in 5 decks, 0 media files, es hints on 3 notes, 2 without one"),
        "{err}"
    );
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    assert_eq!(anki.log().new, 8);
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    let nt = anki.notetype(BILINGUAL);
    let mut fields = quizdeck_export::field_names();
    fields.extend(["Hint".to_owned(), "Hint Language".to_owned()]);
    assert_eq!(nt.fields, fields);
    assert!(anki.notes.iter().all(|n| n.notetype == BILINGUAL));

    let gases = anki.note("ID", "volc-gases-en");
    assert_eq!(gases.fields["Hint Language"], "es");
    let hint = &gases.fields["Hint"];
    assert!(
        hint.starts_with("<p>¿Qué gases forman la mayor parte de lo que emite un volcán?</p>"),
        "{hint}"
    );
    assert!(hint.contains("<p><b>A. Vapor de agua \u{2713}</b></p><p>B. Neón</p>"), "{hint}");
    assert!(hint.contains("<p><b>D. Dióxido de azufre \u{2713}</b></p><p>E. Helio</p>"), "{hint}");
    let card = &gases.cards[0];
    assert!(!card.question_text.contains("¿Qué gases"), "the front stays in one language");
    // On the back, below the explanation and set apart in a block that names its language.
    let back = &card.answer_text;
    let explained = back.find("Noble gases are only traces.").unwrap();
    let hinted = back.find("es\n¿Qué gases forman").unwrap();
    assert!(explained < hinted, "{back}");
    assert!(card.answer.contains("<div class=\"qd-hint\" lang=\"es\">"), "{}", card.answer);

    let rocks = anki.note("ID", "volc-rocks-en");
    assert!(rocks.fields["Hint"].contains("<b>C. Obsidiana \u{2713}</b>"));
    for id in ["volc-countries-en", "volc-ring-en", "volc-gases-es"] {
        let note = anki.note("ID", id);
        assert_eq!((&note.fields["Hint"][..], &note.fields["Hint Language"][..]), ("", ""), "{id}");
        assert!(!note.cards[0].answer.contains("class=\"qd-hint"), "{id}: no empty block");
    }
}

#[test]
fn hints_follow_the_grouping_check_uses_for_text_renderings_and_go_into_basic_and_add_on_notes() {
    let dir = tempfile::tempdir().unwrap();
    // Text renderings carry no key or link: grouped by each language's topic sequence.
    let csv = dir.path().join("basic.csv");
    let err = quizdeck_ok(&["export", "--hint-lang", "fr", "-o", s(&csv), "fixtures/site/text"]);
    assert!(err.contains("fr hints on 6 notes, 0 without one"), "{err}");
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Csv(&csv), 0);
    let parsed = questions(&quizdeck(&["parse", "fixtures/site/text"]).stdout);
    let fr_stems: Vec<&str> =
        parsed.iter().filter(|q| q.lang == "fr").map(|q| q.stem.as_str()).collect();
    let mut hinted = 0;
    for note in &anki.notes {
        let back = &note.cards[0].answer_text;
        let Some((_, hint)) = back.split_once("\nfr\n") else { continue };
        hinted += 1;
        let stem = hint.lines().next().unwrap();
        assert!(fr_stems.contains(&stem), "{stem}");
    }
    assert_eq!(hinted, 6);
    // The Dutch question on efficiency and batch size gets the French one on the same.
    let nl = anki.notes.iter().find(|n| n.fields["Front"].contains("Waarom neemt de efficiëntie"));
    let back = &nl.unwrap().cards[0].answer_text;
    assert!(back.contains("\nfr\nPourquoi l'efficacité globale"), "{back}");

    // The add-on's note type has no field for it: the hint follows the explanation in Extra 1.
    let apkg = dir.path().join("mc.apkg");
    let run = quizdeck(&[
        "export",
        "--note-type",
        "mc-addon",
        "--hint-lang",
        "es",
        "-o",
        s(&apkg),
        MULTI,
    ]);
    assert_eq!(run.code, 1, "the six-choice question is left out: {}", run.stderr);
    let anki = anki_import(&dir.path().join("mc.anki2"), Import::Apkg(&apkg), 0);
    let shield = anki.note_of("volc-shield-en");
    let extra = &shield.fields["Extra 1"];
    assert!(extra.starts_with("<p>Its broad, gentle slopes"), "{extra}");
    assert!(
        extra.contains("<p><i>es</i></p><p>¿Qué tipo de volcán es el Mauna Loa?</p>"),
        "{extra}"
    );
    assert!(extra.contains("<b>A. Un volcán en escudo \u{2713}</b>"), "{extra}");
}

#[test]
fn a_hint_language_no_question_is_in_is_a_warning_and_one_that_is_no_tag_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("deck.apkg");
    let err = quizdeck_ok(&["export", "--hint-lang", "de", "-o", s(&deck), MULTI]);
    assert!(err.contains("warning: no question is in de: no card got a hint"), "{err}");
    assert!(err.contains("de hints on 0 notes, 8 without one"), "{err}");
    let run = quizdeck(&["export", "--hint-lang", "es\"><b>", "-o", s(&deck), MULTI]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("is not a language tag"), "{}", run.stderr);
    let run =
        quizdeck(&["export", "--hint-lang", "es", "-o", s(&dir.path().join("q.json")), MULTI]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("json format has no notes, so no hints"), "{}", run.stderr);
}
