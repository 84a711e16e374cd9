use super::*;

#[test]
fn a_label_before_a_colon_is_left_out_unless_the_question_says_it() {
    let said = ["Which organelle makes ATP?", "Mitochondria", "Ribosome"];
    for (text, own) in [
        ("Explanation: ATP is made there.", "ATP is made there."),
        ("Comentário:\n\nO art. 82 fixa o mandato.", "O art. 82 fixa o mandato."),
        ("Compare the periods:\n\n| 1 | 2 |", "Compare the periods:\n\n| 1 | 2 |"),
        ("Note:\n\n- one\n- two", "Note:\n\n- one\n- two"),
        ("Giải thích: Tế bào nhân sơ", "Tế bào nhân sơ"),
        ("解説：木星は大きい。", "木星は大きい。"),
        ("விளக்கம்: குளிர்ந்த நீர்", "குளிர்ந்த நீர்"),
        // The term the text explains, a lead with a digit, a sentence before a table.
        ("Mitochondria: they oxidize nutrients.", "Mitochondria: they oxidize nutrients."),
        ("Step 1: heat it.", "Step 1: heat it."),
        ("Compare the periods:\n\nMars 687", "Compare the periods:\n\nMars 687"),
        ("Note that x: y", "Note that x: y"),
        ("https://example.org/ferrum", "https://example.org/ferrum"),
    ] {
        assert_eq!(without_label(text, &said), own, "{text}");
    }
}

#[test]
fn datelines_of_these_decades_are_told() {
    for t in [
        "Pubblicato il 5 marzo 2025 da Giulia",
        "Posted 2024-11-03",
        "Dodano 05.03.2025",
        "Veröffentlicht am 5. März 2025",
        "Posted on March 5, 2025",
        "Pridal: Marek · 12. 5. 2023",
        "Publicēts: 2024. gada 5. aprīlī",
        "Utolsó módosítás: 2024. január 17.",
        "2023ko martxoaren 14a Egilea: Miren Etxeberria",
    ] {
        assert!(has_recent_date(t), "{t}");
    }
    for t in [
        "Battle of Hastings, 14 October 1066",
        "Olympics 2024",
        "Top 10 of 2023",
        "Chemie 2",
        "2024ko Olinpiar Jokoak",
    ] {
        assert!(!has_recent_date(t), "{t}");
    }
}

#[test]
fn a_line_ending_in_a_button_is_a_notice() {
    assert!(ends_in_button("เว็บไซต์นี้ใช้คุกกี้ [ยอมรับ]"));
    assert!(ends_in_button("Wir verwenden Cookies. [OK]"));
    assert!(!ends_in_button("Chapter 3 [12]"));
    assert!(!ends_in_button("Arrays [a, b, c, d] in C"));
}

#[test]
fn a_title_is_about_the_quiz_by_its_first_part() {
    assert!(!about_the_quiz_first("Daearyddiaeth Cymru — Adolygu eich atebion"));
    assert!(about_the_quiz_first("Your answers – Rivers"));
    assert!(about_the_quiz_first("Jibu lako"));
}

#[test]
fn lines_about_the_quiz_are_no_topic() {
    for text in [
        "Question of the day",
        "Вопрос дня №214",
        "Civil Service Reviewer: Tanong #58",
        "Jūsu rezultāts: 2 no 3",
        "Marc 0.00 allan o 1.00",
        "Telling: 3/10",
        "Score 7 / 10, 12/02/2024",
        "10",
        "Odpovede: 3",
        "پاسخ‌ها: ۲",
    ] {
        assert!(about_the_quiz(text), "{text}");
    }
    for text in [
        "Geografi",
        "한국사 능력 검정 시험 대비 문제",
        "Publicado el 3 de marzo de 2024",
        "Windows 11",
        "Kapitola 3: Rieky",
        // A date's slashes are no score.
        "Kundi: Afya · Imechapishwa: 12/02/2024",
        "Updated 2024/02/12",
    ] {
        assert!(!about_the_quiz(text), "{text}");
    }
}

proptest::proptest! {
    /// Any text, of any script, is read without a panic (a colon or a slash beside a
    /// character of several bytes once cut one in two).
    #[test]
    fn labels_and_quiz_lines_read_any_text(text in "([aéủ日ு:：/ 3.,]|\\PC){0,40}") {
        let _ = about_the_quiz(&text);
        let rest = without_label(&text, &["x"]);
        proptest::prop_assert!(text.ends_with(rest));
    }
}

#[test]
fn a_blank_to_fill_in_is_three_underscores_or_five_full_stops_in_a_row() {
    for line in ["Naam: ____________ Datum: ______", "नाम: ........ रोल नं.: ....", "Trieda: ___"]
    {
        assert!(has_blank(line), "{line}");
    }
    for line in ["Wait... what?", "snake_case_name", "Ch. 3 . . . Optics", "Graad 9: Die son"] {
        assert!(!has_blank(line), "{line}");
    }
}
