use super::{has_code, is_code, is_identifier, prose, sentences};

/// The table of the detection model's codes names what `Lang::from_code` names, for every
/// code of the registry and of the model, in any case, and nothing for other words.
#[test]
fn model_languages_are_found_by_code_as_from_code_finds_them() {
    let registry = quizdeck_lang::languages().iter().map(|l| l.iso639_3.to_owned());
    let model = whatlang::Lang::all().iter().map(|l| l.code().to_owned());
    let codes: Vec<String> = registry.chain(model).collect();
    let others = ["", "en", "EN", "Eng", "ENG", "xyz", "engl", "é", "ÉNG", "nld-NL"];
    let upper = codes.iter().map(|c| c.to_uppercase());
    for code in codes.iter().cloned().chain(upper).chain(others.map(String::from)) {
        assert_eq!(
            super::model_lang_of_code(&code),
            whatlang::Lang::from_code(code.as_str()),
            "{code:?}"
        );
    }
}

/// [`sentences`] told from every character and the one after it: the text cut after each
/// character that ends a sentence, each piece trimmed, the empty ones left out.
fn sentences_by_chars(text: &str) -> Vec<&str> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut cuts = vec![0];
    for (k, &(i, c)) in chars.iter().enumerate() {
        let next = chars.get(k + 1).map(|&(_, n)| n);
        let mark = matches!(c, '.' | '!' | '?' | '؟' | '।' | '։' | '۔' | '።' | '။' | '។');
        // A point after a word of one to three letters, before spaces and a digit, closes
        // the word that names a number's kind (`No. 9`), not a sentence.
        let letters = chars[..k].iter().rev().take_while(|&&(_, l)| l.is_alphabetic()).count();
        let mut rest = chars[k + 1..].iter().map(|&(_, n)| n);
        let spaced = rest.next().is_some_and(|n| matches!(n, ' ' | '\u{a0}'))
            && rest.find(|&n| !matches!(n, ' ' | '\u{a0}')).is_some_and(|n| n.is_ascii_digit());
        if c == '.' && (1..=3).contains(&letters) && spaced {
            continue;
        }
        if matches!(c, '\n' | '。' | '！' | '？') || mark && next.is_none_or(char::is_whitespace)
        {
            cuts.push(i + c.len_utf8());
        } else if matches!(c, '.' | '!' | '?')
            && next.is_some_and(|q| super::CLOSING_QUOTES.contains(&q))
            && chars.get(k + 2).is_none_or(|&(_, n)| n.is_whitespace())
        {
            // A closing quotation mark after the sentence's mark is the sentence's.
            cuts.push(chars[k + 1].0 + next.map_or(0, char::len_utf8));
        }
    }
    cuts.push(text.len());
    cuts.windows(2).map(|w| text[w[0]..w[1]].trim()).filter(|s| !s.is_empty()).collect()
}

/// Pieces of text around the marks that may end a sentence.
const PIECES: &[&str] = &[
    "Hi", "1.5", "é", "x", ".", "!", "?", " ", "\n", "\u{a0}", "\u{3000}", "؟", "।", "。", "！",
    "？", "«", "ab", "։", "۔", "።", "။", "។", "\"", "”", "“", "»",
];

proptest::proptest! {
    #[test]
    fn sentences_end_where_reading_characters_ends_them(
        picks in proptest::collection::vec(0..PIECES.len(), 0..24),
    ) {
        let text: String = picks.iter().map(|&k| PIECES[k]).collect();
        proptest::prop_assert_eq!(sentences(&text), sentences_by_chars(&text));
    }
}

/// A quotation that ends a sentence with its own mark (`… the words "One small step."`,
/// `„… mankind.“`) ends the sentence at its closing quote, so that the next sentence is one
/// of its own; a quotation that goes on (`"Stop." said`) ends nothing more than its mark does.
#[test]
fn a_quotation_ending_a_sentence_ends_it() {
    let quoted = "Armstrong said \"One small step.\" The crew came back on 24 July.";
    assert_eq!(
        sentences(quoted),
        ["Armstrong said \"One small step.\"", "The crew came back on 24 July."]
    );
    let icelandic = "Hann mælti orðin „One small step.“ Áhöfnin sneri aftur.";
    assert_eq!(
        sentences(icelandic),
        ["Hann mælti orðin „One small step.“", "Áhöfnin sneri aftur."]
    );
    assert_eq!(sentences("He read \"Stop.\"; then left."), ["He read \"Stop.\"; then left."]);
}

/// `has_code` is the test that lets a text be read without [`prose`]: it must say so
/// exactly when `prose` would leave a word out.
fn agrees(text: &str) {
    let same = prose(text).split_whitespace().eq(text.split_whitespace());
    assert_eq!(has_code(text), !same, "{text:?}");
}

#[test]
fn a_text_without_code_is_read_as_it_is() {
    for text in [
        "Gosling created Java (1995); Ritchie created C.",
        "fixture.detectChanges() के बाद",
        "paramMap ist der neue Name",
        "Qu'est-ce que l'ordinateur ?",
        "Ceci est « une citation » : 3 > 2",
        "A\n\n\n\nB",
        "e.g. the U.S. and 10 km/h",
        "İstanbul'da ÇOK güzel",
        "Ünïcödé wörds only",
        "",
        "   \n\n ",
    ] {
        agrees(text);
    }
}

/// The identifier test as it read characters before it read bytes.
fn is_identifier_by_chars(word: &str) -> bool {
    let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    let camel =
        word.chars().zip(word.chars().skip(1)).any(|(a, b)| a.is_lowercase() && b.is_uppercase());
    let inner = word.trim_start_matches(|c: char| !c.is_alphanumeric() && !"'\":".contains(c));
    word.is_ascii() && (camel || inner.contains(['_', '.', '@', '#', '$', '/', ':', '\'', '"']))
}

proptest::proptest! {
    #[test]
    fn identifiers_are_told_by_bytes_as_by_characters(word in "[a-zA-ZéÉж»'\"_.:@#$/!?0-9]{0,10}") {
        proptest::prop_assert_eq!(super::is_identifier(&word), is_identifier_by_chars(&word));
    }

    /// `has_code` reads only the lines and words that have a mark of code or of an
    /// identifier, and says what reading every line and word says.
    #[test]
    fn code_is_told_by_the_lines_and_words_with_its_marks(
        text in "[a-zA-Z0-9éж»,!?. \t\r\n\u{a0}'\"_:;@#$/(){}<>=|`-]{0,40}"
    ) {
        let by_words = text.lines().any(is_code) || text.split_whitespace().any(is_identifier);
        proptest::prop_assert_eq!(has_code(&text), by_words);
    }

    #[test]
    fn prose_without_marks_of_code_is_told_by_its_bytes(
        text in "[a-zA-Z0-9éж»,!?. \t\n\u{a0}-]{0,40}"
    ) {
        let by_words = text.lines().any(is_code) || text.split_whitespace().any(is_identifier);
        proptest::prop_assert_eq!(has_code(&text), by_words);
    }

    #[test]
    fn has_code_says_whether_prose_leaves_a_word_out(
        text in "([a-zA-Zé'\"_.:@#$/(){};=<>|`ÄöÜ ]{0,12}[ \n]{0,3}){0,8}"
    ) {
        agrees(&text);
    }
}

#[test]
fn code_paragraphs_and_identifiers_leave_the_prose() {
    let stem = "在这个组件类中，ViewChild 装饰器的作用是什么？\n\n@Component({\n    template: '<p #bio></p>'\n})\nexport class BioComponent {}";
    assert_eq!(prose(stem), "在这个组件类中，ViewChild 装饰器的作用是什么？");
    assert_eq!(
        prose("paramMap ist der neue Name von queryParamMap in Angular."),
        "ist der neue Name von in Angular."
    );
    assert_eq!(prose("{{ 'long text' | truncate: 10 }}"), "");
    assert_eq!(prose("transition: opacity 1s ease-in;"), "");
    assert_eq!(prose("settings.gradle में: include ':app',':about'"), "में: include");
    // A line with a call is code: its paragraph is left out whole.
    assert_eq!(prose("fixture.detectChanges() के बाद"), "");
}

/// An explanation's sum (`4 × 12,50 € = 50,00 €`) is prose: the sentences around it are
/// read for their language. An assignment, a comparison of code and markup stay code.
/// Armenian ends a sentence with its own full stop (`։`): an English sentence after one is
/// a sentence of its own.
#[test]
fn the_armenian_full_stop_ends_a_sentence() {
    let text = "Պետք է 4,5 լիտր ներկ։ A 5-litre tin is enough.";
    assert_eq!(sentences(text), ["Պետք է 4,5 լիտր ներկ։", "A 5-litre tin is enough."]);
}

/// Urdu, Amharic, Burmese and Khmer end a sentence with their own full stops (`۔`, `።`,
/// `။`, `។`): an English sentence after one is a sentence of its own.
#[test]
fn the_full_stops_of_urdu_amharic_burmese_and_khmer_end_a_sentence() {
    for stop in ['۔', '።', '။', '។'] {
        let text = format!("x{stop} A 5-litre tin is enough.");
        assert_eq!(sentences(&text).len(), 2, "{text}");
    }
}

#[test]
fn an_explanations_sum_is_prose_not_code() {
    for text in [
        "4 × 12,50 € = 50,00 €, so two adults pay the same as four children.",
        "300 g ÷ 4 = 75 g per person, and 75 g × 6 = 450 g.",
        "81 ÷ 1,80² = 81 ÷ 3,24 = 25, so the index is 25.",
        "1 byte = 8 bits, and 0,625 > 0,6 while 2 < 3.",
    ] {
        assert_eq!(prose(text), text, "{text:?}");
        agrees(text);
    }
    for text in ["x = 5", "let total = 10;", "a == 5", "n2 = 5", "i <= 10", "<p>1</p>", "BMI = 25"]
    {
        assert_eq!(prose(text), "", "{text:?}");
        agrees(text);
    }
}

#[test]
fn prose_with_parentheses_and_semicolons_stays() {
    let text = "Gosling created Java (1995); Ritchie created C.";
    assert_eq!(prose(text), text);
}
