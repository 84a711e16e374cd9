//! `quizdeck export --note-type basic|mc-addon`: Anki's built-in Basic and the note type of the
//! "Multiple Choice for Anki" add-on, in a package and in CSV, checked by importing them with
//! Anki's own backend.

use crate::util::anki::{Import, OwnNotetype, anki_import, anki_import_with};
use crate::util::{quizdeck, quizdeck_ok, s};

const MULTI: &str = "fixtures/export/multi";
const ADD_ON: &str = "AllInOne (kprim, mc, sc)";

/// The add-on's fields, as its own code names them.
fn add_on_fields() -> Vec<String> {
    let mut fields: Vec<String> =
        ["Question", "Title", "QType (0=kprim,1=mc,2=sc)"].map(str::to_owned).to_vec();
    fields.extend((1..=5).map(|i| format!("Q_{i}")));
    fields.extend(["Answers", "Sources", "Extra 1"].map(str::to_owned));
    fields
}

/// `quizdeck export --note-type mc-addon` of the multi-answer questions, which must leave out the
/// one with six choices, name it, and fail with exit status 1.
fn export_mc_addon(out: &std::path::Path) {
    let run = quizdeck(&["export", "--note-type", "mc-addon", "-o", s(out), MULTI]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let refusal = run.stderr.lines().find(|l| l.contains("volc-countries-en")).unwrap();
    assert!(refusal.contains("left out: it has 6 choices"), "{refusal}");
    assert!(refusal.contains("\"AllInOne (kprim, mc, sc)\" holds at most 5"), "{refusal}");
    assert!(
        run.stderr.contains("7 notes in") && run.stderr.contains("1 left out"),
        "{}",
        run.stderr
    );
}

#[test]
fn basic_notes_in_a_package_are_a_copy_of_anki_s_basic_with_the_csv_s_content() {
    let dir = tempfile::tempdir().unwrap();
    let (apkg, csv) = (dir.path().join("basic.apkg"), dir.path().join("basic.csv"));
    quizdeck_ok(&["export", "--note-type", "basic", "-o", s(&apkg), MULTI]);
    quizdeck_ok(&["export", "--note-type", "basic", "-o", s(&csv), MULTI]);
    let col = dir.path().join("c.anki2");
    let anki = anki_import(&col, Import::Apkg(&apkg), 0);
    assert_eq!(anki.log().new, 8);
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    // Beside the profile's own Basic, never merged into it: Anki matches a package's note types
    // by id.
    let copy = anki.notetype("Basic (quizdeck)");
    assert_eq!(
        (copy.fields.join(","), copy.templates.join(",")),
        ("Front,Back".into(), "Card 1".into())
    );
    assert_eq!(copy.stock_kind, 1);
    assert_eq!(anki.notetype("Basic").fields, copy.fields);
    assert!(anki.notes.iter().all(|n| n.notetype == "Basic (quizdeck)"));

    let from_csv = anki_import(&dir.path().join("csv.anki2"), Import::Csv(&csv), 0);
    for note in &anki.notes {
        let twin = from_csv.notes.iter().find(|n| n.guid == note.guid).unwrap();
        assert_eq!(twin.notetype, "Basic");
        assert_eq!(note.fields, twin.fields, "the package's Basic notes are the CSV's");
        assert_eq!(note.tags, twin.tags);
        assert_eq!(note.cards[0].deck, twin.cards[0].deck);
    }
    let card = &anki.note_of("volc-gases-en").cards[0];
    assert!(card.question_text.ends_with("D. Sulfur dioxide\nE. Helium"), "{}", card.question_text);
    let back = &card.answer_text;
    assert!(
        back.contains("E. Helium\nA. Water vapour\nC. Carbon dioxide\nD. Sulfur dioxide\n"),
        "{back}"
    );

    // The next export updates the same notes in place.
    let again = anki_import(&col, Import::Apkg(&apkg), 0);
    let log = again.log();
    assert_eq!((log.new, log.updated, log.conflicting, log.duplicate), (0, 0, 0, 8));
    assert_eq!(again.notetypes.len(), anki.notetypes.len());
}

#[test]
fn mc_addon_notes_fill_the_add_on_s_fields_with_type_1_for_several_right_choices() {
    let dir = tempfile::tempdir().unwrap();
    let apkg = dir.path().join("mc.apkg");
    export_mc_addon(&apkg);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&apkg), 0);
    assert_eq!(anki.log().new, 7);
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    let nt = anki.notetype(ADD_ON);
    assert_eq!(nt.fields, add_on_fields());
    assert_eq!(nt.templates, [ADD_ON]);

    for (id, qtype, answers) in [
        ("volc-gases-en", "1", "1 0 1 1 0"),
        ("volc-rocks-en", "1", "1 0 1 0"),
        ("volc-rocks-es", "1", "1 0 1 0"),
        ("volc-shield-en", "2", "1 0 0 0"),
        ("volc-ring-en", "2", "0 1 0"),
    ] {
        let note = anki.note_of(id);
        assert_eq!(note.notetype, ADD_ON);
        assert_eq!(note.fields["QType (0=kprim,1=mc,2=sc)"], qtype, "{id}");
        assert_eq!(note.fields["Answers"], answers, "{id}");
        let card = &note.cards[0];
        assert!(card.answer.contains(&format!("data-answers=\"{answers}\"")), "{id}");
        assert!(card.answer.contains(&format!("data-qtype=\"{qtype}\"")), "{id}");
    }
    let gases = anki.note_of("volc-gases-en");
    let f = &gases.fields;
    assert_eq!(
        (&f["Title"][..], &f["Q_1"][..], &f["Q_5"][..]),
        ("Volcanoes", "Water vapour", "Helium")
    );
    assert_eq!(f["Sources"], "https://volcano-quiz.example/en/gases/");
    assert!(f["Extra 1"].starts_with("<p>Water vapour is by far"), "{}", f["Extra 1"]);
    let card = &gases.cards[0];
    assert!(card.question_text.starts_with(
        "Volcanoes\nWhich gases make up most of what a volcano gives off?\nA. Water vapour\nB. Neon"
    ), "{}", card.question_text);
    assert!(!card.question_text.contains("volcano-quiz.example"), "the source is on the back");
    assert!(
        card.answer_text.contains("https://volcano-quiz.example/en/gases/\nWater vapour is by far")
    );
    let shield = &anki.note_of("volc-shield-en").cards[0];
    assert!(!shield.question_text.contains("E."), "an empty Q_5 shows no fifth choice");
}

#[test]
fn mc_addon_csv_fills_the_add_on_s_own_note_type_where_it_is_installed() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("mc.csv");
    export_mc_addon(&csv);
    let fields = add_on_fields();
    let add_on = OwnNotetype { name: ADD_ON, fields: &fields, template: ADD_ON };
    let col = dir.path().join("c.anki2");
    let before = anki_import_with(&col, Import::None, 0, &[add_on]);
    let installed = before.notetype(ADD_ON).id;

    let anki = anki_import(&col, Import::Csv(&csv), 0);
    assert_eq!(anki.log().new, 7);
    assert_eq!(anki.notetypes.len(), before.notetypes.len(), "no note type added");
    assert_eq!(anki.notetype(ADD_ON).id, installed);
    assert!(anki.notes.iter().all(|n| n.notetype == ADD_ON));
    let gases = anki.note_of("volc-gases-en");
    assert_eq!(gases.fields["Answers"], "1 0 1 1 0");
    assert_eq!(gases.fields["QType (0=kprim,1=mc,2=sc)"], "1");
    assert_eq!(gases.cards[0].deck, "Quizdeck::en::Volcanoes");
    assert_eq!(gases.tags, ["lang::en", "topic::Volcanoes"]);

    let again = anki_import(&col, Import::Csv(&csv), 0);
    assert_eq!((again.log().new, again.log().updated, again.log().conflicting), (0, 0, 0));
}

#[test]
fn a_stem_starting_with_a_hash_neither_drops_its_note_nor_sets_the_csv_import() {
    // Anki reads a line starting with `#` as a comment, or before the first row as a setting;
    // the add-on's first cell is the stem, which a page writes as it likes.
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("mc.csv");
    let input = "fixtures/export/csv-settings/questions.json";
    quizdeck_ok(&["export", "--note-type", "mc-addon", "-o", s(&csv), input]);
    let fields = add_on_fields();
    let add_on = OwnNotetype { name: ADD_ON, fields: &fields, template: ADD_ON };
    let col = dir.path().join("c.anki2");
    anki_import_with(&col, Import::None, 0, &[add_on]);
    let anki = anki_import(&col, Import::Csv(&csv), 0);
    assert_eq!(anki.log().new, 5, "every note arrives");
    for (id, stem) in [
        ("hash-1-en", "#tags:planted"),
        ("hash-2-en", "#deck:Planted"),
        ("hash-3-en", "#html:false"),
        ("hash-4-en", "#1 in the charts for how many weeks?"),
    ] {
        assert_eq!(anki.note_of(id).fields["Question"], stem);
    }
    for note in &anki.notes {
        assert_eq!(note.tags, ["lang::en", "topic::Charts"], "no tag planted");
        assert_eq!(note.cards[0].deck, "Quizdeck::en::Charts", "no deck planted");
    }
    assert!(!anki.decks.iter().any(|d| d.contains("Planted")), "{:?}", anki.decks);
}

#[test]
fn a_package_meets_the_add_on_s_own_note_type_as_a_second_one_beside_it() {
    // What the docs say happens when a user who has the add-on imports the package: Anki keeps
    // the add-on's note type as it is and adds the package's beside it with a `+`.
    let dir = tempfile::tempdir().unwrap();
    let apkg = dir.path().join("mc.apkg");
    export_mc_addon(&apkg);
    let fields = add_on_fields();
    let add_on = OwnNotetype { name: ADD_ON, fields: &fields, template: ADD_ON };
    let anki = anki_import_with(&dir.path().join("c.anki2"), Import::Apkg(&apkg), 0, &[add_on]);
    assert_eq!(anki.log().new, 7);
    let copy = format!("{ADD_ON}+");
    assert_eq!(anki.notetype(&copy).fields, fields);
    assert!(anki.notes.iter().all(|n| n.notetype == copy));
}

#[test]
fn a_note_type_a_format_cannot_carry_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = |name: &str| dir.path().join(name);
    for (args, says) in [
        (vec!["--note-type", "quizdeck", "-o", s(&out("a.csv"))], "comes only in a .apkg"),
        (vec!["--note-type", "basic", "-o", s(&out("a.json"))], "json format has no notes"),
        (
            vec!["--note-type", "mc-addon", "--csv-layout", "review", "-o", s(&out("a.csv"))],
            "review CSV layout has no notes",
        ),
        (
            vec!["--shuffle", "--note-type", "mc-addon", "-o", s(&out("a.apkg"))],
            "the mc-addon note type has none (the add-on's own template shuffles by itself)",
        ),
        (vec!["--shuffle", "-o", s(&out("a.csv"))], "the basic note type has none"),
    ] {
        let run = quizdeck(&[&["export"], &args[..], &[MULTI]].concat());
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
        assert!(["a.csv", "a.json", "a.apkg"].iter().all(|f| !out(f).exists()));
    }
}

/// A run whose every question is left out writes no empty package over the one the user had.
#[test]
fn an_export_that_leaves_out_every_question_leaves_the_package_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    // Only the question of six choices, which the add-on's note type cannot hold.
    let all: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(format!("{MULTI}/questions.json")).unwrap())
            .unwrap();
    let six: Vec<&serde_json::Value> = all["questions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|q| q["choices"].as_array().is_some_and(|c| c.len() == 6))
        .collect();
    assert_eq!(six.len(), 1);
    let input = dir.path().join("six.json");
    std::fs::write(&input, serde_json::json!({ "questions": six }).to_string()).unwrap();
    let out = dir.path().join("deck.apkg");
    std::fs::write(&out, b"the user's earlier deck").unwrap();
    let run = quizdeck(&["export", "--note-type", "mc-addon", "-o", s(&out), s(&input)]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("left out: it has 6 choices"), "{}", run.stderr);
    assert!(run.stderr.contains("left as it was"), "{}", run.stderr);
    assert_eq!(std::fs::read(&out).unwrap(), b"the user's earlier deck");
}
