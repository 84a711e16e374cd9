//! Tests of [`super`]: the words pages lead their keys, questions and quizzes with.

use super::*;

#[test]
fn a_sponsors_box_or_a_poll_is_boxed_off_by_its_word() {
    for (text, breaks) in [
        ("Advertisement Buy a home weather station today!", vec![13]),
        ("REKLAMA — Kurs maturalny z historii", vec![]),
        ("广告：VIP会员免费下载全部试卷", vec![]),
        ("Διαφήμιση", vec![]),
        ("Polling", vec![]),
    ] {
        assert!(boxed_off(text, &breaks), "{text}");
    }
    // A word that only begins like one, or the word inside a sentence.
    for text in
        ["Adenine pairs with thymine.", "Ad hoc networks need no router.", "Polls close at 8."]
    {
        assert!(!boxed_off(text, &[]), "{text}");
    }
}

#[test]
fn a_direction_mark_before_a_lead_leaves_its_word_for_answer_whole() {
    for lead in ["\u{200f}ענטפער", "\u{200f}תשובה", "\u{61c}الإجابة", "\u{2067}Answer\u{2069}"]
    {
        assert!(names_answer(lead), "{lead}");
    }
    assert!(reader_named("\u{200f}דיין ענטפער"));
}

#[test]
fn an_earlier_questions_answer_names_no_answer() {
    for lead in ["Last week's answer", "Lösung aus der letzten Ausgabe", "Ответ прошлой недели"]
    {
        assert!(!names_answer(lead), "{lead}");
    }
    for lead in ["Answer", "Lösung", "Ответ", "Respuesta correcta"] {
        assert!(names_answer(lead), "{lead}");
    }
}

#[test]
fn a_part_that_only_names_a_quiz_is_told() {
    for part in ["viktorina", "Test №12", "test nr 4", "Quiz", "テスト", "trắc nghiệm", "сорил"]
    {
        assert!(names_a_quiz(part), "{part}");
    }
    // A count of questions.
    for part in ["tres preguntas", "10 questions", "cinq questions", "Pytania"] {
        assert!(names_a_quiz(part), "{part}");
    }
    // A plural that moves the word's accent (`ερώτηση`, `ερωτήσεις`), and a word for "quiz".
    for part in ["ερωτήσεις", "10 ερωτήσεις", "κουίζ", "কুইজ"] {
        assert!(names_a_quiz(part), "{part}");
    }
    // A Hangul syllable that decomposes is another letter, not an accented one: `무엇`
    // (what) begins with no part of `문제` (question).
    assert!(!names_a_quiz("무엇") && !names_a_quiz("ερωτικά"));
    for part in ["preguntas sobre el vino de Rioja", "Questionable claims"] {
        assert!(!names_a_quiz(part), "{part}");
    }
    for part in ["Lietuvos upės", "Test-Driven Development", "Basics", "12", "Quiz night recap"] {
        assert!(!names_a_quiz(part), "{part}");
    }
    // A compound whose last word names a quiz may name its subject too.
    assert!(!names_a_quiz("kontrolltest") && !names_a_quiz("Sienivisa"));
}

#[test]
fn a_quiz_named_by_when_it_runs_names_no_subject() {
    for part in ["Weekly quiz", "Veckans frågesport", "Wochenquiz", "Quiz del giorno"] {
        assert!(names_a_quiz(part), "{part}");
    }
    assert!(!names_a_quiz("Weekly planets"));
}

#[test]
fn a_titles_subject_is_told_from_its_quiz_words() {
    for (title, subject) in [
        ("Quiz de Astronomía 🌌", "Astronomía"),
        ("Trắc nghiệm Lịch sử Việt Nam", "Lịch sử Việt Nam"),
        ("JavaScript kvíz 🟨", "JavaScript"),
        ("Zeměpis – kvíz", "Zeměpis"),
        ("중학교 과학 – 힘과 운동 퀴즈", "중학교 과학 – 힘과 운동"),
        ("Simulado de Química — Tabela Periódica", "Química — Tabela Periódica"),
        ("Quiz — Astronomy", "Astronomy"),
        ("Тест. История на България", "История на България"),
        ("Vesmír – Sluneční soustava kvíz", "Vesmír – Sluneční soustava"),
    ] {
        assert_eq!(subject_of_title(title), subject, "{title}");
    }
    // A subject named with a quiz word, a title of no quiz word, a quiz word alone.
    for title in [
        "Test de Turing",
        "Lietuvos upės",
        "Quiz",
        "Test-Driven Development",
        "Тест по ботанике: строение растений",
        "חידון באקולוגיה: שרשראות מזון",
        // One small word before a trailing quiz word, set off by a dash: the kind of quiz
        // (quick) or part of the subject, which cannot be told.
        "Árpád-házi és Anjou királyok – gyors kvíz",
    ] {
        assert_eq!(subject_of_title(title), title, "{title}");
    }
}

/// The registry's words for a quiz, a test or an exam in languages that had none before:
/// each, set off from a subject by a dash or leading it, is no part of the topic.
#[test]
fn quiz_words_of_smaller_languages_are_no_subject() {
    for (title, subject) in [
        ("অসমৰ ইতিহাস – কুইজ", "অসমৰ ইতিহাস"),
        ("ଓଡ଼ିଶାର ଇତିହାସ – ପରୀକ୍ଷା", "ଓଡ଼ିଶାର ଇତିହାସ"),
        ("Føroysk søga – próvtøka", "Føroysk søga"),
        ("Eachdraidh na h-Alba – ceisteachan", "Eachdraidh na h-Alba"),
        ("Kwiz – Istwa Ayiti", "Istwa Ayiti"),
        ("ייִדישע ליטעראַטור – קוויז", "ייִדישע ליטעראַטור"),
        ("Synag – Türkmenistanyň taryhy", "Türkmenistanyň taryhy"),
        ("Ule Akụkọ ihe mere eme", "Akụkọ ihe mere eme"),
        ("Lëtzebuerger Geschicht – Quiz", "Lëtzebuerger Geschicht"),
        ("Serbska literatura – egzamen", "Serbska literatura"),
        ("Uvavanyo – Imbali yoMzantsi Afrika", "Imbali yoMzantsi Afrika"),
        ("Bvunzo – Nhoroondo yeZimbabwe", "Nhoroondo yeZimbabwe"),
        ("Suʻega – Talafaasolopito o Samoa", "Talafaasolopito o Samoa"),
        ("Sivi – Ngaahi motu ʻo Tonga", "Ngaahi motu ʻo Tonga"),
        ("Hōʻike – Ka moʻolelo o Hawaiʻi", "Ka moʻolelo o Hawaiʻi"),
        ("Pātaitai – Ngā maunga", "Ngā maunga"),
    ] {
        assert_eq!(subject_of_title(title), subject, "{title}");
    }
    // A quiz word that is the subject's own word stays (`Sivi` alone, a title of one word).
    assert_eq!(subject_of_title("Sivi"), "Sivi");
}

#[test]
fn words_that_only_name_the_kind_of_questions_are_no_subject() {
    for part in [
        "practice questions",
        "pytania testowe",
        "अभ्यास प्रश्नहरू",
        "preguntas de repaso",
        "Sample Questions",
    ] {
        assert!(kind_of_questions(part), "{part}");
    }
    // A word for "question" alone, before a subject with a capital, among many words, or
    // only beginning like one (`Questioning`), does not.
    for part in [
        "Questions",
        "Questions of Life",
        "Rivers of Europe and Asia",
        "questioning techniques",
        "10 questions",
    ] {
        assert!(!kind_of_questions(part), "{part}");
    }
    assert_eq!(subject_of_title("Geografia – pytania testowe"), "Geografia");
}

#[test]
fn a_quiz_word_that_leads_a_few_words_is_told() {
    for part in ["qüestionari de repàs", "Test de repaso", "quiz final", "Kvíz – opakovanie"] {
        assert!(led_by_quiz_word(part), "{part}");
    }
    // The word alone is the business of `names_a_quiz`; a phrase of many words, or one that
    // only starts like a quiz word, is a subject.
    for part in ["Quiz", "Test-Driven Development", "Testing in production", "Astronomia"] {
        assert!(!led_by_quiz_word(part), "{part}");
    }
    assert!(!led_by_quiz_word("test of the emergency broadcast system in the region"));
}

#[test]
fn a_compound_that_ends_in_a_quiz_word_is_told() {
    for part in ["kontrolltest", "Abschlusstest", "Wissenstest", "Sienivisa"] {
        assert!(compound_quiz_word(part), "{part}");
    }
    for part in ["Protest", "contest", "Attest", "Pythoni alused", "test"] {
        assert!(!compound_quiz_word(part), "{part}");
    }
}

#[test]
fn leads_that_name_the_answer_in_every_script() {
    for lead in [
        "Answer",
        "Ans.",
        "Correct answer",
        "Key",
        "Lösung",
        "Bonne réponse",
        "Respuesta correcta",
        "Odpovědi",
        "Правильный ответ",
        "Cevabı",
        "Đáp án",
        "正解",
        "答案",
        "정답은",
        "คำตอบที่ถูกต้อง",
        "התשובה הנכונה",
        "الإجابة الصحيحة",
        "उत्तर",
        "Jibu",
        "ຄຳຕອບທີ່ຖືກຕ້ອງ",
        "ຄໍາຕອບ",
        "→",
        "",
    ] {
        assert!(names_answer(lead), "{lead}");
    }
    for lead in [
        "Skupina",
        "Mnoho žáků volí",
        "Chemická značka",
        "Most students pick",
        "Eniten ääniä",
        "Paling populer",
        "Version",
        "Level",
        "Wrong answer",
        "Falsche Antwort",
        "Mauvaise réponse",
        "Неправильный ответ",
        "不正解",
        "错误答案",
        "Błędna odpowiedź",
    ] {
        assert!(!names_answer(lead), "{lead}");
    }
}

#[test]
fn lines_addressing_the_reader_are_told_in_every_script() {
    for lead in [
        "Your answer",
        "YOU CHOSE",
        "Vous avez choisi",
        "Deine Antwort",
        "Twoja odpowiedź",
        "Ваш ответ",
        "Cevabınız",
        "तुम्हारा उत्तर",
        "あなたの回答",
        "你的答案",
        "당신의 답",
        "إجابتك",
        "Câu trả lời của bạn",
        "Jibu lako",
        "Ìdáhùn rẹ",
        "Zure erantzuna",
        "ចម្លើយរបស់អ្នក",
        "Eich ateb",
        "Таны хариулт",
        "உங்கள் பதில்",
    ] {
        assert!(reader_named(lead), "{lead}");
    }
    for lead in [
        "Answer",
        "Réponse du jour",
        "Richtige Antwort",
        "Правильный ответ",
        "Doğru cevap",
        "सही उत्तर",
        "正解",
        "正确答案",
        "정답",
        "Youth hostel answer",
        "Pravilen odgovor je",
        "Správná odpověď je",
        "Rätt svar är",
    ] {
        assert!(!reader_named(lead), "{lead}");
    }
}
