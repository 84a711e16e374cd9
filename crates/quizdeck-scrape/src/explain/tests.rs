use super::*;

#[test]
fn a_copyright_line_is_told_from_prose_about_copyright() {
    for t in ["© 2006-2025 Dije.al.", "Copyright © 2024 Quiz", "copyright 2019 ACME", "(c) 2021 x"]
    {
        assert!(copyright_line(t), "{t}");
    }
    assert!(copyright_line("Studiamo Insieme © 2024 – P.IVA 01234567890 – Privacy"));
    for t in [
        "Copyright lasts 70 years after the author's death.",
        "(c) Azoti",
        "Copy 2",
        "The sign © marks a work whose rights are kept.",
    ] {
        assert!(!copyright_line(t), "{t}");
    }
}

#[test]
fn a_line_led_by_the_readers_answer_is_no_explanation() {
    let line = |t: &str| verdict(&Block::new(t.into(), Kind::Para));
    for t in [
        "Your answer: A (wrong)",
        "Jawapan anda: A (salah)",
        "Jawapan anda: A — salah, cuba lagi sekali lagi nanti",
        "Your answer: Sandakan, which was the capital until 1946 and is on the east coast",
        "Ihre Antwort ist richtig.",
    ] {
        assert!(line(t), "{t}");
    }
    for t in [
        "Jika anda memilih Sungai Pahang, ingat bahawa ia sungai terpanjang di Semenanjung.",
        "Note: if your answer was A, remember that Sandakan was the capital until 1946.",
        "Correct answer: B (Kota Kinabalu)",
        "Explanation: Perlis borders Thailand.",
    ] {
        assert!(!line(t), "{t}");
    }
}

#[test]
fn a_badge_in_capitals_before_a_dot_heads_no_prose() {
    assert!(badge("REKLAMA · Korepetycje online z chemii – pierwsza lekcja gratis!"));
    assert!(badge("ANZEIGE | Nachhilfe"));
    assert!(!badge("NASA · the agency that flew Apollo"), "an acronym is no badge");
    assert!(!badge("Argon · Neon · Krypton"));
    assert!(!badge("A · B"), "one capital is a label");
}

#[test]
fn a_prompt_for_a_verdict_with_its_buttons_is_no_prose() {
    for t in [
        "Was this question useful? Yes / No",
        "Kas see küsimus oli kasulik? Jah Ei",
        "کیا یہ سوال مفید تھا؟ ہاں / نہیں",
        "Ṣé ìbéèrè yìí wúlò? Bẹ́ẹ̀ni / Rárá",
        "آیا این پرسش مفید بود؟ بله خیر",
    ] {
        assert!(feedback_prompt(t), "{t}");
    }
    for t in [
        "Is it safe? Not really",
        "Why does ice float? Because it is less dense than water.",
        "Who wrote it? Tolstoy",
        "Both forms are accepted: colour / color",
    ] {
        assert!(!feedback_prompt(t), "{t}");
    }
}

#[test]
fn a_few_words_and_a_count_in_brackets_title_the_comments() {
    let para = |t: &str| Block::new(t.to_owned(), Kind::Para);
    for t in ["Yorumlar (2)", "Comments (14)", "コメント（3）", "Reader comments (105)"] {
        assert!(counted_title(&para(t)), "{t}");
    }
    for t in ["Karūnavimas (1253)", "Comments (1k)", "Comments", "Four words in here (2)"] {
        assert!(!counted_title(&para(t)), "{t}");
    }
    assert!(!counted_title(&Block::new("Mindaugas (12)".into(), Kind::Item)), "an item");
}

#[test]
fn a_heading_of_a_count_and_a_word_titles_the_comments() {
    let heading = |t: &str| Block::new(t.to_owned(), Kind::Heading);
    for t in ["3 faallo", "12 Comments", "2 sylw", "1 Kommentar"] {
        assert!(counted_title(&heading(t)), "{t}");
    }
    for t in ["1989 Kommentare", "3 comments on this quiz", "3. Frage", "2 + 2", "2 odgovora"] {
        assert!(!counted_title(&heading(t)), "{t}");
    }
    // Not a paragraph: `12 Monate` in prose says something of its own.
    assert!(!counted_title(&Block::new("12 Monate".into(), Kind::Para)), "a paragraph");
}

#[test]
fn a_tally_of_picks_by_label_is_no_prose() {
    assert!(tally("Alternativas mais respondidas: B (64%), A (22%), C (8%)"));
    assert!(tally("A: 12 %; B: 71 %; C: 17 %"));
    assert!(!tally("Около 78 % — азот, 21 % — кислород."));
    assert!(!tally("Nitrogen is 78%, oxygen 21%, argon about 1%."));
}
