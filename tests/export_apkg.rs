//! `quizdeck export --format apkg`, checked by importing the package with Anki's own backend.

use crate::util::anki::{Import, anki_import, assert_fields_are_inert};
use crate::util::{
    copy_dir, edit, html, questions, quizdeck, quizdeck_ok, read_json, root, s, set_mtime,
};

/// Times for the copies of the pages: the first export, and an edit made later.
const T1: u64 = 1_750_000_000;
const T2: u64 = T1 + 86_400;

#[test]
fn package_of_the_site_pages_imports_with_decks_fields_and_rendered_cards() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("deck.apkg");
    let err = quizdeck_ok(&["export", "--format", "apkg", "-o", s(&deck), "fixtures/site/v1"]);
    assert!(err.contains("9 notes in 7 decks"), "{err}");

    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    let log = anki.log();
    assert_eq!((log.new, log.updated, log.duplicate, log.conflicting), (9, 0, 0, 0));
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    assert_eq!(anki.notes.len(), 9);
    assert_eq!(anki.notes.iter().map(|n| n.cards.len()).sum::<usize>(), 9);
    for d in [
        "Quizdeck",
        "Quizdeck::en::AI hardware and software stack",
        "Quizdeck::nl::AI-hardware en softwarestack",
        "Quizdeck::fr::Pile matérielle et logicielle de l'IA",
    ] {
        assert!(anki.decks.iter().any(|x| x == d), "{d} not in {:?}", anki.decks);
    }
    let nt = anki.notetypes.iter().find(|n| n.name == "quizdeck multiple choice").unwrap();
    assert_eq!(nt.id, quizdeck_export::NOTETYPE_ID);
    assert_eq!(nt.fields, quizdeck_export::field_names());
    assert!(nt.css.contains(".nightMode"));

    // Compare with the parse the site fixtures expect.
    let expected = read_json("fixtures/site/expected/en-q1.html.json");
    let q = &expected["questions"][0];
    let note = anki.note("ID", "1041-en");
    assert_eq!(note.notetype, "quizdeck multiple choice");
    assert_eq!(note.fields["Question"], html(q["stem"].as_str().unwrap()));
    assert_eq!(note.fields["A"], html(q["choices"][0]["text"].as_str().unwrap()));
    assert_eq!(note.fields["C"], html(q["choices"][2]["text"].as_str().unwrap()));
    assert_eq!(note.fields["D"], "");
    assert_eq!(note.fields["Answer"], "C");
    assert_eq!(
        note.fields["Explanation"],
        format!("<p>{}</p>", html(q["explanation"].as_str().unwrap()))
    );
    assert_eq!(note.fields["Topic"], "AI hardware and software stack");
    assert_eq!(note.fields["Language"], "en");
    assert_eq!(note.fields["Source URL"], q["url"].as_str().unwrap());
    assert_eq!(note.tags, ["lang::en", "topic::AI_hardware_and_software_stack"]);
    assert_eq!(note.guid, quizdeck_export::note_guid("1041-en"));

    let card = &note.cards[0];
    assert_eq!(card.deck, "Quizdeck::en::AI hardware and software stack");
    let stem = html(q["stem"].as_str().unwrap());
    assert!(card.question.contains(&stem));
    for c in q["choices"].as_array().unwrap() {
        assert!(card.question.contains(&html(c["text"].as_str().unwrap())));
    }
    assert!(card.question.contains("<li class=\"qd-choice\" data-letter=\"C\""));
    assert!(
        !card.question.contains("<li class=\"qd-choice\" data-letter=\"D\""),
        "no empty choice"
    );
    assert!(!card.question.contains(&html(q["explanation"].as_str().unwrap())));
    assert!(card.answer.contains(&stem));
    assert!(card.answer.contains("data-qd-answer=\"C\""), "the back marks the correct choice");
    assert!(card.answer.contains("<span class=\"qd-letter\">C</span>"));
    assert!(card.answer.contains(&html(q["explanation"].as_str().unwrap())));
    assert_fields_are_inert(&anki);
}

#[test]
fn multi_answer_questions_carry_every_correct_letter_and_mark_each_on_the_back() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("multi.apkg");
    let err = quizdeck_ok(&["export", "-o", s(&deck), "fixtures/export/multi"]);
    assert!(err.contains("8 notes in 5 decks"), "{err}");
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    assert_eq!(anki.log().new, 8);
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    for (id, answer) in [
        ("volc-gases-en", "A, C, D"),
        ("volc-gases-es", "A, C, D"),
        ("volc-countries-en", "A, B, D, F"),
        ("volc-rocks-en", "A, C"),
        ("volc-ring-en", "B"),
        ("volc-shield-es", "A"),
    ] {
        let note = anki.note("ID", id);
        assert_eq!(note.fields["Answer"], answer, "{id}");
        let card = &note.cards[0];
        // The CSS marks each letter named in the attribute; the front carries it for the script,
        // which lets the learner pick several, but shows no letter of it.
        assert!(card.answer.contains(&format!("data-qd-answer=\"{answer}\"")), "{id}");
        assert!(card.question.contains(&format!("data-qd-answer=\"{answer}\"")), "{id}");
        assert!(!card.question_text.contains(answer) || answer.len() == 1, "{id}");
        assert!(
            card.answer_text.contains(&format!("\u{2713} {answer}")),
            "{id}: {}",
            card.answer_text
        );
    }
    let gases = &anki.note("ID", "volc-gases-en").cards[0];
    assert!(gases.answer_text.contains("Noble gases are only traces."));
}

/// Multiple-response questions as other sites show them (a Markdown quiz file's `- [x]` items, a
/// blog post's "Answer: (a), (c)") go through `parse`, its JSON and `export`, and reach Anki with
/// every correct choice named and marked.
#[test]
fn multi_answer_questions_parsed_from_pages_reach_anki_through_the_json_with_every_choice_marked() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("questions.json");
    let pages = [
        "fixtures/pages/families/markdown/sql-quiz-zh.md",
        "fixtures/pages/families/blog/intervals-quiz-en.html",
    ];
    let mut args = vec!["parse", "-o", s(&json)];
    args.extend(pages);
    quizdeck_ok(&args);
    let parsed = questions(&std::fs::read_to_string(&json).unwrap());
    // What the pages' hand-checked expected parse says is right, question by question.
    let expected: Vec<serde_json::Value> = pages
        .iter()
        .flat_map(|p| read_json(&format!("{p}.json"))["questions"].as_array().unwrap().clone())
        .collect();
    assert_eq!(parsed.len(), expected.len());
    let multi: Vec<(String, String)> = parsed
        .iter()
        .zip(&expected)
        .filter_map(|(got, want)| {
            let answers: Vec<String> = serde_json::from_value(want.get("answers")?.clone()).ok()?;
            assert_eq!((got.answers.clone(), got.answer.as_str()), (answers.clone(), ""));
            Some((got.id.clone(), answers.join(", ")))
        })
        .collect();
    assert_eq!(multi.len(), 3, "two in the Markdown file, one in the blog post");

    let deck = dir.path().join("multi.apkg");
    quizdeck_ok(&["export", "-o", s(&deck), s(&json)]);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    assert_eq!(anki.log().new, parsed.len());
    for (id, answer) in &multi {
        let note = anki.note("ID", id);
        assert_eq!(&note.fields["Answer"], answer, "{id}");
        assert!(note.cards[0].answer.contains(&format!("data-qd-answer=\"{answer}\"")), "{id}");
    }
}

#[test]
fn reimports_change_nothing_edited_pages_update_only_their_notes_and_touched_ones_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("pages");
    copy_dir(&root().join("fixtures/site/v1"), &pages, T1);
    let deck = dir.path().join("deck.apkg");
    let col = dir.path().join("c.anki2");

    quizdeck_ok(&["export", "-o", s(&deck), s(&pages)]);
    let first = anki_import(&col, Import::Apkg(&deck), 9);
    assert_eq!(first.log().new, 9);
    assert_eq!(first.reviewed, 9);

    // The same package again, then a fresh export of the unchanged pages over it.
    let again = anki_import(&col, Import::Apkg(&deck), 0);
    assert_eq!((again.log().new, again.log().updated, again.log().duplicate), (0, 0, 9));
    quizdeck_ok(&["export", "-o", s(&deck), s(&pages)]);
    let same = anki_import(&col, Import::Apkg(&deck), 0);
    assert_eq!((same.log().new, same.log().updated, same.log().conflicting), (0, 0, 0));

    // Two pages edited (a choice, an explanation); the new export is written over the old file.
    let old = "Because a larger batch reduces the number of weights";
    let new = "Because a larger batch reduces the number of stored weights";
    edit(&pages.join("en-q1.html"), old, new, T2);
    let expl = "wordt dus begrensd door de rekenkracht.";
    edit(&pages.join("nl-q3.html"), expl, "wordt dus door de rekenkracht begrensd.", T2);
    quizdeck_ok(&["export", "-o", s(&deck), s(&pages)]);
    let after = anki_import(&col, Import::Apkg(&deck), 0);
    let log = after.log();
    assert_eq!((log.new, log.updated, log.conflicting, log.duplicate), (0, 2, 0, 7));
    assert!(after.note("ID", "1043-nl").fields["Explanation"].contains("rekenkracht begrensd."));
    assert!(after.integrity.ok, "{}", after.integrity.message);
    assert_eq!(after.notes.len(), 9);
    let edited = after.note("ID", "1041-en");
    assert_eq!(edited.fields["B"], new);
    assert_eq!(edited.mtime, T2 as i64);
    assert_eq!((edited.cards[0].reps, edited.cards[0].revlog), (1, 1), "review history kept");
    assert!(after.notes.iter().all(|n| n.cards[0].revlog == 1));

    // The same edit exported to a new file (no earlier package to compare with) gives the same.
    let col2 = dir.path().join("c2.anki2");
    let v1 = dir.path().join("v1.apkg");
    copy_dir(&root().join("fixtures/site/v1"), &dir.path().join("v1"), T1);
    quizdeck_ok(&["export", "-o", s(&v1), s(&dir.path().join("v1"))]);
    anki_import(&col2, Import::Apkg(&v1), 0);
    let v2 = dir.path().join("v2.apkg");
    quizdeck_ok(&["export", "-o", s(&v2), s(&pages)]);
    let log = anki_import(&col2, Import::Apkg(&v2), 0).log.unwrap();
    assert_eq!((log.new, log.updated, log.conflicting), (0, 2, 0));

    // Every page touched, none changed: the earlier package keeps every note's time.
    for page in std::fs::read_dir(&pages).unwrap() {
        set_mtime(&page.unwrap().path(), T2 + 60);
    }
    quizdeck_ok(&["export", "-o", s(&deck), s(&pages)]);
    let touched = anki_import(&col, Import::Apkg(&deck), 0).log.unwrap();
    assert_eq!((touched.new, touched.updated, touched.conflicting), (0, 0, 0));
}

#[test]
fn a_typo_fixed_in_parse_json_and_rebuilt_over_the_package_updates_one_note() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("all.json");
    quizdeck_ok(&["parse", "-o", s(&json), "fixtures/site/v1"]);
    set_mtime(&json, T1);
    let deck = dir.path().join("deck.apkg");
    let col = dir.path().join("c.anki2");
    quizdeck_ok(&["export", "-o", s(&deck), s(&json)]);
    assert_eq!(anki_import(&col, Import::Apkg(&deck), 0).log().new, 9);

    edit(&json, "matrix of width B", "matrix of width B (typo fixed)", T2);
    quizdeck_ok(&["export", "-o", s(&deck), s(&json)]);
    let after = anki_import(&col, Import::Apkg(&deck), 0);
    let log = after.log();
    assert_eq!((log.new, log.updated, log.conflicting), (0, 1, 0));
    assert!(after.note("ID", "1041-en").fields["Explanation"].contains("(typo fixed)"));

    // Without the earlier package, every question of the edited file counts as modified (its
    // time is the file's): all 9 are updated, none added or in conflict.
    let other = dir.path().join("other.apkg");
    quizdeck_ok(&["export", "--no-previous", "-o", s(&other), s(&json)]);
    let fresh = dir.path().join("fresh.anki2");
    let v1 = dir.path().join("v1.apkg");
    edit(&json, " (typo fixed)", "", T1);
    quizdeck_ok(&["export", "-o", s(&v1), s(&json)]);
    anki_import(&fresh, Import::Apkg(&v1), 0);
    let log = anki_import(&fresh, Import::Apkg(&other), 0).log.unwrap();
    assert_eq!((log.new, log.updated, log.conflicting), (0, 9, 0));
}

#[test]
fn images_are_packed_under_safe_distinct_names_and_fields_point_to_them() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("media.apkg");
    let out = quizdeck(&["export", "-o", s(&deck), "fixtures/export/media"]);
    let err = &out.stderr;
    assert!(out.code == 0, "{err}");
    assert!(err.contains("img/missing.png not found"), "{err}");
    assert!(err.contains("2 notes in 4 decks, 4 media files"), "{err}");

    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    assert_eq!(anki.log().new, 2);
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    assert_eq!(anki.media.len(), 4, "{:?}", anki.media);
    for name in &anki.media {
        assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "{name}");
    }
    let chips = anki.note("ID", "chips-en");
    let (a, b) = (&chips.fields["A"], &chips.fields["B"]);
    let src = |f: &str| f.split("src=\"").nth(1).unwrap().split('"').next().unwrap().to_owned();
    assert_ne!(src(a), src(b), "two different chip.png files keep distinct names");
    assert!(src(a).starts_with("chip-") && anki.media.contains(&src(a)));
    assert!(b.starts_with("The blue one<img") && b.contains("alt=\"blue chip\""), "{b}");
    assert!(!chips.fields["Explanation"].contains("img"), "remote images are left out");

    let page = anki.note("ID", "2041-en");
    let stem_img = src(&page.fields["Question"]);
    assert!(stem_img.starts_with("batch_diagram-") && anki.media.contains(&stem_img));
    assert!(page.fields["Explanation"].contains("alt=\"Arithmetic intensity chart\""));
    assert!(page.cards[0].question.contains(&format!("src=\"{stem_img}\"")));
}

#[test]
fn no_script_from_a_page_or_json_reaches_a_field() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("hostile.apkg");
    // The JSON's chip lies outside its folder: allowed explicitly, so its alt text is tested.
    let out = quizdeck(&[
        "export",
        "--media-root",
        "fixtures/export/media",
        "-o",
        s(&deck),
        "fixtures/export/hostile",
    ]);
    let err = &out.stderr;
    assert!(out.code == 0, "{err}");
    assert!(err.contains(".private/local-file.txt is not an image file"), "{err}");
    assert!(err.contains("img/evil.svg is an SVG quizdeck does not pack"), "{err}");
    assert!(err.contains("img/page.png does not hold the image its name says"), "{err}");

    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    assert_eq!(anki.notes.len(), 5);
    assert_fields_are_inert(&anki);
    let json = anki.note("ID", "hostile-en");
    assert_eq!(json.fields["Source URL"], "", "a javascript: URL is dropped");
    assert!(json.fields["Question"].starts_with("&lt;script&gt;alert('stem')&lt;/script&gt;"));
    assert!(json.fields["Question"].contains("alt=\"scriptalert('alt')/script\""));
    assert!(!anki.media.iter().any(|m| m.contains("local-file")), "{:?}", anki.media);
    assert!(!anki.media.iter().any(|m| m.starts_with("evil") || m.starts_with("page")));
    let page = anki.note("ID", "3041-en");
    assert!(page.fields["B"].contains("&lt;script&gt;alert(\"escaped\")&lt;/script&gt;"));
    // Our own card script is the only one in a rendered card.
    for card in anki.notes.iter().flat_map(|n| &n.cards) {
        assert_eq!(card.question.matches("<script").count(), 1);
        assert_eq!(card.answer.matches("<script").count(), 1);
    }
}

#[test]
fn no_url_id_or_language_can_break_out_of_a_card_attribute() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("hostile.apkg");
    quizdeck_ok(&["export", "-o", s(&deck), "fixtures/export/hostile/questions.json"]);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    let url = &anki.note("ID", "hostile-url").fields["Source URL"];
    assert!(url.starts_with("https://quiz.example/en/1/%22%3E%3Cscript"), "{url}");
    let id = anki.notes.iter().find(|n| n.fields["ID"].starts_with("hostile-id")).unwrap();
    assert_eq!(id.fields["ID"], "hostile-idscriptalert(id)/script");
    assert_eq!(id.fields["Language"], "enonmouseoveralertlangx");
    // Anki's `text:` filter decodes entities: what reaches an attribute must hold no quote.
    for note in &anki.notes {
        for card in &note.cards {
            let m = &card.markup;
            assert!(!m.attrs.iter().any(|a| a.starts_with("on")), "{:?}", m.attrs);
            for u in m.urls.iter().filter(|u| !anki.media.contains(u)) {
                assert!(u.starts_with("https://quiz.example/"), "{u}");
                assert!(!u.contains(['"', '<', '>', ' ']), "{u}");
            }
            assert_eq!(card.answer.matches("<script").count(), 1, "{}", note.guid);
            assert_eq!(card.question.matches("<script").count(), 1, "{}", note.guid);
        }
    }
}

#[test]
fn exporting_the_same_pages_twice_gives_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("pages");
    copy_dir(&root().join("fixtures/site/v1"), &pages, T1);
    let (a, b) = (dir.path().join("a.apkg"), dir.path().join("b.apkg"));
    quizdeck_ok(&["export", "-o", s(&a), s(&pages)]);
    quizdeck_ok(&["export", "-o", s(&b), s(&pages)]);
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    // Written over itself (its own notes as the earlier export), it stays the same too.
    quizdeck_ok(&["export", "-o", s(&a), s(&pages)]);
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
}

#[test]
fn a_file_at_out_that_is_no_package_is_replaced_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("deck.apkg");
    std::fs::write(&deck, "not a zip").unwrap();
    let err = quizdeck_ok(&["export", "-o", s(&deck), "fixtures/site/v1"]);
    assert!(err.contains("warning:") && err.contains("note times taken from the inputs"), "{err}");
    assert!(std::fs::read(&deck).unwrap().starts_with(b"PK"));
    let out =
        quizdeck(&["export", "--previous", "no/such.apkg", "-o", s(&deck), "fixtures/site/v1"]);
    assert_eq!(out.code, 2);
}
