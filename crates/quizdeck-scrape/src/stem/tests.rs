use super::*;

proptest::proptest! {
    #[test]
    fn asking_is_told_alike_in_ascii_text_and_in_any_text(text in "[a-z ?;.]{0,30}|[a-zé ?？؟՞፧;ο]{0,30}") {
        let marks = &quizdeck_lang::punctuation().question_marks;
        let any_mark = marks.iter().any(|&m| text.contains(m));
        proptest::prop_assert_eq!(asks(&text), any_mark || text.trim_end().ends_with(';') && mostly_greek(&text));
    }
}

#[test]
fn a_question_mark_of_any_script_asks() {
    for text in ["Which one?", "Welke？", "ما هو؟", "Quoi ? Rien", "この答えは？"] {
        assert!(asks(text), "{text}");
    }
    assert!(!asks("Choose the right one.") && !asks("¡Elige!") && !asks(""));
}

#[test]
fn a_blank_to_fill_asks() {
    for text in [
        "The capital of France is ____.",
        "Ibu kota Jepang adalah ....",
        "東京は＿＿の首都です",
        "Paris is the capital of …",
        "长江的发源地位于（    ）",
        "（　）是我国面积最大的省级行政区",
        "The longest river is ( ).",
        "กรุงเทพมหานครตั้งอยู่ริมแม่น้ำสายใด",
        "ประเทศไทยมีกี่จังหวัด (ไม่นับรวมกรุงเทพมหานคร)",
    ] {
        assert!(blank(text), "{text}");
    }
    for text in [
        "The capital of France is Paris.",
        "snake_case names",
        "Wait.. what",
        "Call main() first",
        "面积（平方千米）最大的是",
        "แม่น้ำเจ้าพระยาไหลผ่านกรุงเทพมหานคร",
        "ดวงอาทิตย์เป็นดาวฤกษ์ที่อยู่ใกล้โลกที่สุด",
    ] {
        assert!(!blank(text), "{text}");
    }
}

#[test]
fn a_word_for_question_and_a_colon_label_a_stem() {
    for (stem, own) in [
        ("Pitanje: Koja rijeka protječe kroz Beč?", "Koja rijeka protječe kroz Beč?"),
        (
            "Question : Quel gaz les plantes rejettent-elles ?",
            "Quel gaz les plantes rejettent-elles ?",
        ),
        ("ВОПРОС: Какой газ?", "Какой газ?"),
        ("質問：光合成で放出される気体は？", "光合成で放出される気体は？"),
        ("Q: Which gas do plants release?", "Which gas do plants release?"),
        // A number after the word needs no mark.
        ("問1 江戸幕府を開いたのは誰ですか？", "江戸幕府を開いたのは誰ですか？"),
        ("Q12 Which gas do plants release?", "Which gas do plants release?"),
        // Nor after a space: a badge set apart by style alone.
        ("Soru 40 Işığın boşluktaki hızı kaçtır?", "Işığın boşluktaki hızı kaçtır?"),
        ("Frage 7 Welches Gas geben Pflanzen ab?", "Welches Gas geben Pflanzen ab?"),
        // Georgian letters count as small in Unicode, but begin sentences all the same.
        ("კითხვა: რომელი აირი გამოიყოფა?", "რომელი აირი გამოიყოფა?"),
        // A full stop before a question that asks.
        ("문제. 어떤 기체가 나오나요?", "어떤 기체가 나오나요?"),
        // A word naming the kind of page.
        ("Viktorīna: No kā veidojas dzintars?", "No kā veidojas dzintars?"),
        ("Quiz: Which gas do plants release?", "Which gas do plants release?"),
        ("Questionnaire: Which form?", "Which form?"),
        ("வினா: எந்த வாயு வெளியேறுகிறது?", "எந்த வாயு வெளியேறுகிறது?"),
        // A number after a word of a script without spaces, even before digits.
        (
            "問3 192.168.1.0/24 のネットワークで、いくつか。",
            "192.168.1.0/24 のネットワークで、いくつか。",
        ),
    ] {
        assert_eq!(unnumbered(stem), own, "{stem}");
    }
    // No colon, a longer word, or a text that goes on in small letters: kept whole.
    for stem in [
        "Question of the day: which gas?",
        "Question: true or false?",
        "Frage der Woche?",
        "Quelle est la capitale ?",
        "問題は何ですか？",
        "Q1 2024 revenue grew by how much?",
        "Q 2024 Revenue grew by how much?",
        "Question 3 asks which gas plants release?",
        "Frage 12 500 Menschen?",
        "Python: Which keyword defines a function?",
        "Question. The gas plants release.",
        "Quiz: true or false?",
        "Photosynthesis: which gas is released?",
    ] {
        assert_eq!(unnumbered(stem), stem);
    }
}
