//! `quizdeck export --format csv`: Anki's text-import layout, checked by importing it with Anki's
//! own backend into a fresh profile, and the side-by-side review layout.

use crate::util::anki::{Import, anki_import, assert_fields_are_inert, csv_rows};
use crate::util::{html, quizdeck, quizdeck_ok, read_json, s};

#[test]
fn anki_csv_imports_into_a_fresh_profile_as_basic_notes_in_the_package_decks() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("deck.csv");
    let err = quizdeck_ok(&["export", "--format", "csv", "-o", s(&csv), "fixtures/site/v1"]);
    assert!(err.contains("9 notes in 7 decks"), "{err}");
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.starts_with("#separator:Comma\n#html:true\n#notetype:Basic\n"), "{text}");

    let col = dir.path().join("csv.anki2");
    let anki = anki_import(&col, Import::Csv(&csv), 0);
    let log = anki.log();
    assert_eq!((log.new, log.updated, log.conflicting, log.first_field_match), (9, 0, 0, 0));
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    assert_eq!(anki.notes.len(), 9);
    assert!(anki.notes.iter().all(|n| n.notetype == "Basic" && n.cards.len() == 1));

    // The same decks as the package's.
    let apkg = dir.path().join("deck.apkg");
    quizdeck_ok(&["export", "-o", s(&apkg), "fixtures/site/v1"]);
    let from_apkg = anki_import(&dir.path().join("apkg.anki2"), Import::Apkg(&apkg), 0);
    assert_eq!(anki.decks, from_apkg.decks);

    let expected = read_json("fixtures/site/expected/fr-q2.html.json");
    let q = &expected["questions"][0];
    let note = anki
        .notes
        .iter()
        .find(|n| n.guid == quizdeck_export::note_guid("1042-fr"))
        .expect("note matched by GUID");
    let (front, back) = (&note.fields["Front"], &note.fields["Back"]);
    let stem = html(q["stem"].as_str().unwrap());
    assert!(front.starts_with(&format!("<p>{stem}</p><p><b>A.</b> ")), "{front}");
    let choices = q["choices"].as_array().unwrap();
    for c in choices {
        let item = format!(
            "<p><b>{}.</b> {}</p>",
            c["label"].as_str().unwrap(),
            html(c["text"].as_str().unwrap())
        );
        assert!(front.contains(&item), "{item} not in {front}");
    }
    let answer = q["answer"].as_str().unwrap();
    let correct = choices.iter().find(|c| c["label"] == answer).unwrap()["text"].as_str().unwrap();
    assert!(back.starts_with(&format!("<p><b>{answer}. {}</b></p>", html(correct))), "{back}");
    let first_paragraph = q["explanation"].as_str().unwrap().split("\n\n").next().unwrap();
    assert!(back.contains(&html(first_paragraph)));
    assert_eq!(note.tags.len(), 2);
    assert!(note.tags.contains(&"lang::fr".to_owned()), "{:?}", note.tags);
    let card = &note.cards[0];
    assert_eq!(card.deck, "Quizdeck::fr::Pile matérielle et logicielle de l'IA");
    assert!(card.question.contains(&stem) && card.question.contains(&html(correct)));
    assert!(card.answer.contains(&html(first_paragraph)));
    assert_fields_are_inert(&anki);

    // Importing the same file again finds every note by its GUID and changes nothing.
    let again = anki_import(&col, Import::Csv(&csv), 0);
    let log = again.log();
    assert_eq!((log.new, log.updated, log.conflicting), (0, 0, 0));
    assert_eq!(again.notes.len(), 9);
}

#[test]
fn the_csv_front_shows_each_label_once_on_the_rendered_card() {
    // The front once wrapped items that already read "A. …" in a list lettered A, B, C: Anki
    // showed "A. A. …". What is checked here is the text of the card Anki renders, list markers
    // included, not the field's markup.
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("deck.csv");
    quizdeck_ok(&["export", "-o", s(&csv), "fixtures/site/v1"]);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Csv(&csv), 0);
    let expected = read_json("fixtures/site/expected/nl-q3.html.json");
    let q = &expected["questions"][0];
    let guid = quizdeck_export::note_guid("1043-nl");
    let note = anki.notes.iter().find(|n| n.guid == guid).unwrap();
    let lines: Vec<&str> = note.cards[0].question_text.lines().collect();
    let choices = q["choices"].as_array().unwrap();
    assert_eq!(lines.len(), 1 + choices.len(), "{lines:?}");
    assert_eq!(lines[0], q["stem"].as_str().unwrap());
    for (line, c) in lines[1..].iter().zip(choices) {
        let label = c["label"].as_str().unwrap();
        assert_eq!(*line, format!("{label}. {}", c["text"].as_str().unwrap()));
    }
    for n in &anki.notes {
        for line in n.cards[0].question_text.lines() {
            let twice = line.len() > 6
                && line.as_bytes()[1..3] == *b". "
                && line.as_bytes()[4..6] == *b". ";
            assert!(!twice, "a label shown twice: {line}");
        }
    }
}

#[test]
fn anki_csv_and_review_csv_name_every_correct_choice_of_a_multi_answer_question() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("multi.csv");
    quizdeck_ok(&["export", "-o", s(&csv), "fixtures/export/multi"]);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Csv(&csv), 0);
    assert_eq!(anki.log().new, 8);
    let guid = |id: &str| quizdeck_export::note_guid(id);
    let note = |id: &str| anki.notes.iter().find(|n| n.guid == guid(id)).unwrap();
    let back = &note("volc-rocks-en").cards[0].answer_text;
    // The labels were given as ["C", "A"]: the back lists them in page order.
    assert!(back.contains("A. Basalt\nC. Obsidian\nBasalt and obsidian are igneous"), "{back}");
    assert!(!back.contains("Limestone\nBasalt and"), "{back}");
    let back = &note("volc-countries-en").cards[0].answer_text;
    assert!(
        back.contains("A. Iceland\nB. Japan\nD. Indonesia\nF. Chile\nFinland and Poland"),
        "{back}"
    );
    let back = &note("volc-ring-en").cards[0].answer_text;
    assert!(back.contains("B. The Pacific\nAbout three quarters"), "{back}");

    quizdeck_ok(&["export", "--csv-layout", "review", "-o", s(&csv), "fixtures/export/multi"]);
    let rows = csv_rows(&csv);
    let col = |name: &str| rows[0].iter().position(|h| h == name).unwrap();
    let row = |key: &str| rows.iter().find(|r| r[0] == key).unwrap();
    assert_eq!(row("volc-gases")[col("answer (en)")], "A, C, D");
    assert_eq!(row("volc-gases")[col("answer (es)")], "A, C, D");
    // Given as ["C", "A"]; in page order, as on the cards.
    assert_eq!(row("volc-rocks")[col("answer (en)")], "A, C");
    assert_eq!(row("volc-countries")[col("answer (es)")], "");
    assert_eq!(row("volc-shield")[col("answer (en)")], "A");
}

#[test]
fn anki_csv_from_hostile_input_carries_no_script() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("hostile.csv");
    quizdeck_ok(&["export", "-o", s(&csv), "fixtures/export/hostile"]);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Csv(&csv), 0);
    assert_eq!(anki.log().new, 5);
    assert_fields_are_inert(&anki);
    // The pages' markup is there only as escaped text ("&lt;script&gt;"), never as an element.
    let text = std::fs::read_to_string(&csv).unwrap().to_ascii_lowercase();
    for tag in ["<script", "<iframe", "<a ", "<img src=\"\"x"] {
        assert!(!text.contains(tag), "{tag}");
    }
    assert!(text.contains("&lt;script&gt;alert('stem')&lt;/script&gt;"));
}

#[test]
fn review_csv_puts_each_question_on_one_row_with_a_column_per_language() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("review.csv");
    quizdeck_ok(&["export", "--csv-layout", "review", "--bom", "-o", s(&csv), "fixtures/site/v1"]);
    let bytes = std::fs::read(&csv).unwrap();
    assert!(bytes.starts_with("\u{feff}question,".as_bytes()));
    assert!(bytes.windows(2).any(|w| w == b"\r\n"), "RFC 4180 line ends");

    let rows = csv_rows(&csv);
    let header = &rows[0];
    assert_eq!(&header[..4], ["question", "topic (en)", "topic (fr)", "topic (nl)"]);
    assert!(header.contains(&"explanation (nl)".to_owned()));
    assert_eq!(rows.len(), 1 + 3, "three questions, each in three languages");
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    for (key, file) in [("1041", "q1"), ("1042", "q2"), ("1043", "q3")] {
        let row = rows.iter().find(|r| r[0] == key).unwrap();
        for lang in ["en", "fr", "nl"] {
            let expected = read_json(&format!("fixtures/site/expected/{lang}-{file}.html.json"));
            let q = &expected["questions"][0];
            assert_eq!(row[col(&format!("stem ({lang})"))], q["stem"].as_str().unwrap());
            assert_eq!(row[col(&format!("A ({lang})"))], q["choices"][0]["text"].as_str().unwrap());
            assert_eq!(row[col(&format!("answer ({lang})"))], q["answer"].as_str().unwrap());
            assert_eq!(
                row[col(&format!("explanation ({lang})"))],
                q["explanation"].as_str().unwrap()
            );
        }
    }

    // Text renderings carry no key or links; they are grouped as `quizdeck check` groups them
    // (by each language's topic sequence). Without --bom the file starts with the header itself.
    quizdeck_ok(&["export", "--csv-layout", "review", "-o", s(&csv), "fixtures/site/text"]);
    assert!(std::fs::read(&csv).unwrap().starts_with(b"question,"));
    let rows = csv_rows(&csv);
    assert_eq!(rows.len(), 1 + 3, "{rows:?}");
    let col = |name: &str| rows[0].iter().position(|h| h == name).unwrap();
    let first =
        rows.iter().find(|r| r[col("stem (en)")].starts_with("Why does the overall")).unwrap();
    assert!(first[col("stem (nl)")].starts_with("Waarom neemt de efficiëntie"));
    assert!(first[col("stem (fr)")].starts_with("Pourquoi l'efficacité globale"));
}

#[test]
fn deck_options_name_the_root_or_one_deck() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("deck.csv");
    let decks = |args: &[&str]| -> Vec<String> {
        quizdeck_ok(&[&["export", "-o", s(&csv)], args, &["fixtures/site/v1"]].concat());
        let rows = csv_rows(&csv);
        rows.iter().filter(|r| !r[0].starts_with('#')).map(|r| r[2].clone()).collect()
    };
    let nested = decks(&["--deck", "Study::AI quiz"]);
    assert_eq!(nested.len(), 9);
    assert!(nested.contains(&"Study::AI quiz::nl::AI-hardware en softwarestack".to_owned()));
    assert!(nested.iter().all(|d| d.starts_with("Study::AI quiz::")));
    assert_eq!(decks(&["--deck", "Study", "--single-deck"]), vec!["Study".to_owned(); 9]);
}

#[test]
fn tags_given_on_the_command_line_go_on_every_note_of_the_package_and_the_csv() {
    let dir = tempfile::tempdir().unwrap();
    let (apkg, csv) = (dir.path().join("t.apkg"), dir.path().join("t.csv"));
    let tags = ["--tags", "course::geo,exam", "--tags", "week\"3\" EXAM ::"];
    quizdeck_ok(&[&["export", "-o", s(&apkg)], &tags[..], &["fixtures/export/multi"]].concat());
    quizdeck_ok(&[&["export", "-o", s(&csv)], &tags[..], &["fixtures/export/multi"]].concat());
    let from_apkg = anki_import(&dir.path().join("a.anki2"), Import::Apkg(&apkg), 0);
    let from_csv = anki_import(&dir.path().join("c.anki2"), Import::Csv(&csv), 0);
    assert_eq!(from_apkg.notes.len(), 8);
    for note in &from_apkg.notes {
        let lang = &note.fields["Language"];
        let mut want: Vec<String> = ["course::geo", "exam", "week3"].map(str::to_owned).to_vec();
        want.push(format!("lang::{lang}"));
        want.push(format!("topic::{}", if lang == "en" { "Volcanoes" } else { "Volcanes" }));
        let mut have = note.tags.clone();
        have.sort();
        want.sort();
        assert_eq!(have, want, "{}", note.guid);
        let twin = from_csv.notes.iter().find(|n| n.guid == note.guid).unwrap();
        assert_eq!(twin.tags, note.tags);
    }
    let run = quizdeck(&[
        "export",
        "--tags",
        "x",
        "-o",
        s(&dir.path().join("t.json")),
        "fixtures/export/multi",
    ]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("json format has no notes, so no tags"), "{}", run.stderr);
}

#[test]
fn awkward_topics_scripts_and_control_characters_import_into_the_same_three_level_decks() {
    let dir = tempfile::tempdir().unwrap();
    // Right-to-left and CJK text, `::` and colon runs in topics, quotes and markup-like text,
    // 2 to 8 choices, and a U+001F (Anki's field separator) and NUL in one question's text.
    let input = "fixtures/export/names/questions.json";
    let (apkg, csv) = (dir.path().join("names.apkg"), dir.path().join("names.csv"));
    quizdeck_ok(&["export", "-o", s(&apkg), input]);
    quizdeck_ok(&["export", "-o", s(&csv), input]);
    let from_apkg = anki_import(&dir.path().join("apkg.anki2"), Import::Apkg(&apkg), 0);
    let from_csv = anki_import(&dir.path().join("csv.anki2"), Import::Csv(&csv), 0);
    assert!(from_apkg.integrity.ok && from_csv.integrity.ok);
    assert_eq!(from_apkg.decks, from_csv.decks);
    let questions = read_json(input);
    let questions = questions["questions"].as_array().unwrap();
    assert_eq!(from_apkg.notes.len(), questions.len());
    for q in questions {
        let id = q["id"].as_str().unwrap();
        let note = from_apkg.note("ID", id);
        let card = &note.cards[0];
        // Root, language, topic: a `::` or colons at a topic's edges never add a level.
        let levels: Vec<&str> = card.deck.split("::").collect();
        assert_eq!(levels.len(), 3, "{}", card.deck);
        assert_eq!(levels[1], q["lang"].as_str().unwrap());
        assert!(levels.iter().all(|l| !l.is_empty() && !l.starts_with(':') && !l.ends_with(':')));
        assert!(note.tags.iter().all(|t| t.matches("::").count() == 1), "{:?}", note.tags);
        assert!(card.question.contains(&html(q["stem"].as_str().unwrap())), "{id}");
        for choice in q["choices"].as_array().unwrap() {
            let text = html(choice["text"].as_str().unwrap());
            assert!(card.question.contains(&text) && card.answer.contains(&text), "{id}");
        }
        assert!(card.answer.contains(&html("Second paragraph.")), "{id}");
        let csv_card = &from_csv.notes.iter().find(|n| n.guid == note.guid).unwrap().cards[0];
        assert_eq!(csv_card.deck, card.deck);
    }
}
