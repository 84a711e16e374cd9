//! Where one question ends and the next begins: counters ("Question 2", "Pytanie 3", "2 / 5",
//! "Q3", "#1.", "Frage 1 von 3") and numbered stems ("1. …", "Q12. …", "问题1. …"). A counter is
//! told by its shape and confirmed by its sequence: blocks of one kind with the same words before
//! the number, numbered on one by one. A counter starts the next item; it is never a key.

use crate::block::{Block, Kind};

/// The words before a number and the number, when `b` is nothing but a counter.
pub(crate) fn counter(b: &Block) -> Option<(String, usize)> {
    if b.code || b.link_only || b.legend || b.radio.is_some() {
        return None;
    }
    counter_text(own_number(b))
}

/// A block's text up to where another element's digits follow its number (`<span>Pregunta
/// 3</span><span>0 / 1 pts</span>` reads `Pregunta 30 / 1 pts`; with a space between,
/// `Spørsmål 2 0 / 1 poeng`): the counter is the first element's, the points the next one's.
/// Most blocks have no such meeting, and are whole.
fn own_number(b: &Block) -> &str {
    let t = b.text.as_str();
    let glued = |at: usize| {
        t[..at].ends_with(|c: char| c.is_ascii_digit())
            && t[at..].trim_start().starts_with(|c: char| c.is_ascii_digit())
    };
    match b
        .breaks
        .iter()
        .copied()
        .find(|&at| at > 0 && at < t.len() && t.is_char_boundary(at) && glued(at))
    {
        Some(at) if t[at..].split_whitespace().count() <= 4 => t[..at].trim_end(),
        _ => t,
    }
}

/// The words before a number and the number, when `text` is nothing but a counter ("Question
/// 2", "Frage 1 von 3", "ข้อ 5").
pub(crate) fn counter_text(text: &str) -> Option<(String, usize)> {
    let text = text.trim();
    if text.chars().count() > 48 || text.split_whitespace().count() > 6 {
        return None;
    }
    let (prefix, number, after) = split_number(text)?;
    let p = quizdeck_lang::punctuation();
    // "Answer: 2", "Score: 2 / 3" are lines with a lead-in, not counters.
    if prefix.ends_with(p.colons.as_slice()) || prefix.split_whitespace().count() > 2 {
        return None;
    }
    // A question mark anywhere makes it a question: "3. 關於 defer，下列哪些敘述正確？（多選）"
    // has few spaces, but asks.
    if text.contains(|c: char| p.question_marks.contains(&c)) {
        return None;
    }
    // What follows a counter's number is a few words ("of 20", "/ 20", "(2 điểm)", "von 3
    // Berufsbildungsgesetz"), and a few letters in scripts without spaces between words, which
    // write a sentence as one word ("關於defer的敘述").
    // A number with its mark, then a sentence of two words or more that ends (`2. Оберіть
    // правильні твердження.`, choose the true statements): a stem that asks by a verb.
    let marked = after.starts_with(['.', ')']);
    let sentence = after.trim_start_matches(['.', ')']).trim();
    if marked
        && sentence.split_whitespace().count() >= 2
        && sentence.ends_with(|c: char| quizdeck_lang::sentence_ends().contains(&c))
        && sentence.starts_with(char::is_alphabetic)
    {
        return None;
    }
    let after = after.trim_start_matches(['.', ')', ':']).trim();
    let unspaced =
        after.chars().filter(|&c| c.is_alphabetic() && !quizdeck_lang::has_word_edges(c)).count();
    (after.split_whitespace().count() <= 3 && unspaced <= 8)
        .then(|| (prefix.to_lowercase(), number))
}

/// A stem that starts with its number (`1. Which …`, `#1. Która …`, `Q12. …`, `Pytanie 5. …`,
/// `问题1. …`, `Q113.How …`): the words before the number, the number and where the stem's own text
/// starts.
pub(crate) fn numbered(text: &str) -> Option<(String, usize, usize)> {
    // A number after a prefix of more than twelve characters is none: the search for the first
    // digit stops where such a prefix would end (most lines are asked, and most have no number
    // near their start).
    numbered_before(text, prefix_end(text, 12))
}

/// [`numbered`], its number looked for before byte `limit`.
fn numbered_before(text: &str, limit: usize) -> Option<(String, usize, usize)> {
    let (prefix, number, after) = split_number_before(text, limit)?;
    // One word, or two that say "question number" (`سوال نمبر 3:`, `Question No. 3:`).
    if prefix.chars().count() > 12 || prefix.split_whitespace().count() > 2 {
        return None;
    }
    // A word glued to the number is a short one of letters (`Q12.`, `问题1.`, `#1.`), not the end
    // of a name (`안드로메다은하(M31)는`, `Windows10.`).
    // Where the number starts: its few digits back from where they end, not a second search.
    let digits_end = text.len() - after.len();
    let start = text[..digits_end]
        .char_indices()
        .rev()
        .take_while(|&(_, c)| quizdeck_lang::ascii_digit(c).is_some())
        .last()
        .map_or(digits_end, |(i, _)| i);
    let glued = text[..start].chars().next_back().is_some_and(|c| !c.is_whitespace());
    if glued
        && (prefix.chars().count() > 4 || !prefix.chars().all(|c| c.is_alphabetic() || c == '#'))
    {
        return None;
    }
    let marks = quizdeck_lang::punctuation().label_marks.as_slice();
    // After a word, a dash parts the number from the stem too (`سؤال ۷ – …`, `Question 7 – …`).
    let dashed = || {
        let spaced = after.strip_prefix(char::is_whitespace)?.trim_start();
        spaced.strip_prefix(['–', '—', '-']).filter(|_| !prefix.is_empty())
    };
    let full_width = after.strip_prefix(['．', '。', '、']);
    let rest = after
        .strip_prefix(marks)
        .or(full_width)
        .or_else(|| after.strip_prefix('।'))
        .or_else(dashed)?;
    // Glued to a word before the number, the stem may start with a quotation (`問2．「天下普請」…`).
    let quotes = &quizdeck_lang::punctuation().opening_quotes;
    let starts = |c: char| c.is_alphabetic() || quotes.contains(&c);
    // A full-width mark is followed by no space (`1．下列现象中…`, `2．「蘭陽平原」…`): Chinese
    // and Japanese set none.
    let unspaced =
        |c: char| quotes.contains(&c) || c.is_alphabetic() && !quizdeck_lang::has_word_edges(c);
    let spaced =
        rest.starts_with(char::is_whitespace) || full_width.is_some() && rest.starts_with(unspaced);
    if !spaced && (prefix.is_empty() || !rest.starts_with(starts)) {
        return None;
    }
    let own = rest.trim_start();
    // A question starts with a capital where letters have case: a lower-case word goes on with a
    // date or an ordinal that begins the sentence (`1956. október 23-án …`, `1. siječnja …`).
    if own.starts_with(crate::sentence::small_letter) {
        return None;
    }
    (own.chars().count() > 3).then(|| (prefix.to_lowercase(), number, text.len() - own.len()))
}

/// Where the first digit of `text` is, in any script's digits (`3`, `３`, `٣`, `۷`, `११`).
fn first_digit(text: &str) -> Option<usize> {
    // One byte search for an ASCII digit or the first byte of a character from U+0640 on (no
    // script's digits come before Arabic-Indic `٠`, U+0660): Latin letters with accents, whose
    // first bytes are lower, are passed over with the rest.
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(p) = bytes[from..].iter().position(|&b| b.is_ascii_digit() || b >= 0xD9) {
        let at = from + p;
        if bytes[at].is_ascii_digit() {
            return Some(at);
        }
        let c = text[at..].chars().next()?;
        if c.is_numeric() && quizdeck_lang::ascii_digit(c).is_some() {
            return Some(at);
        }
        from = at + c.len_utf8();
    }
    None
}

/// The number of one to `max` digits `text` starts with, in any script's digits (`12`, `১২`,
/// `３`), and its length in bytes; `None` without a digit or with more than `max`.
pub(crate) fn leading_number(text: &str, max: usize) -> Option<(usize, usize)> {
    let mut number = 0;
    let mut len = 0;
    for (count, c) in text.chars().enumerate() {
        let Some(d) = quizdeck_lang::ascii_digit(c) else { break };
        if count == max {
            return None;
        }
        number = number * 10 + (d as usize - '0' as usize);
        len += c.len_utf8();
    }
    (len > 0).then_some((number, len))
}

/// The text before the first number (no other digit before it), the number (one to four digits,
/// of any script: `3`, `３`, `۷`) and the text after it.
fn split_number(text: &str) -> Option<(&str, usize, &str)> {
    split_number_before(text, text.len())
}

/// [`split_number`] where the number starts before byte `limit`.
fn split_number_before(text: &str, limit: usize) -> Option<(&str, usize, &str)> {
    let start = first_digit(&text[..limit])?;
    let (number, len) = leading_number(&text[start..], 4)?;
    if number == 0 {
        return None;
    }
    let after = &text[start + len..];
    // A decimal (`0.50`, `1,00`) is a measure, not an item's number.
    let mut next = after.chars();
    if matches!(next.next(), Some('.' | ',' | '٫'))
        && next.next().is_some_and(|c| quizdeck_lang::ascii_digit(c).is_some())
    {
        return None;
    }
    Some((text[..start].trim(), number, after))
}

/// Where a number must start for the words before it to be at most `chars` characters: after
/// the text's leading white space, `chars` characters, the white space after them and one more
/// character (the number's first digit), at the latest.
fn prefix_end(text: &str, chars: usize) -> usize {
    let lead = text.len() - text.trim_start().len();
    let mut ends = text[lead..].char_indices().map(|(i, c)| (lead + i, c)).skip(chars);
    for (i, c) in ends.by_ref() {
        if !c.is_whitespace() {
            return i + c.len_utf8();
        }
    }
    text.len()
}

/// What makes blocks members of one sequence: their kind, heading level and the words before
/// their number.
type Signature = (Kind, u8, String);

/// The blocks that are counters numbering items one after another (at least two in a row of one
/// signature), and among `stems` those numbered on the same way.
pub(crate) fn sequences(blocks: &[Block], numbered_at: &[(usize, String, usize)]) -> Vec<usize> {
    let mut found: Vec<(usize, Signature, usize)> = blocks
        .iter()
        .enumerate()
        .filter_map(|(i, b)| counter(b).map(|(p, n)| (i, (b.kind, b.level, p), n)))
        .collect();
    found.extend(
        numbered_at
            .iter()
            .map(|(i, p, n)| (*i, (blocks[*i].kind, blocks[*i].level, format!("{p}#")), *n)),
    );
    found.sort_by_key(|f| f.0);
    let mut members = Vec::new();
    let mut signatures: Vec<&Signature> = found.iter().map(|f| &f.1).collect();
    signatures.sort();
    signatures.dedup();
    for sig in signatures {
        let group: Vec<&(usize, Signature, usize)> = found.iter().filter(|f| &f.1 == sig).collect();
        for (k, f) in group.iter().enumerate() {
            let before = k > 0 && group[k - 1].2 + 1 == f.2;
            let after = group.get(k + 1).is_some_and(|g| g.2 == f.2 + 1);
            if before || after {
                members.push(f.0);
            }
        }
    }
    members.sort_unstable();
    members.dedup();
    members
}

/// How many words every stem of a page of several questions starts with that only number it,
/// alike but for the number, which counts on one by one (`1. galdera. Zein …?`, `2. galdera.
/// Zein …?`; `ข้อ 1 สูตร…`, `ข้อ 2 ค่า…`): a counter in words of any language, in whatever
/// order the language sets them. One to three words, one of them a number of three digits at
/// most, ending with that number or a mark (`.`, `:`, `)`); each stem goes on after them as a
/// sentence starts (not with a small letter).
pub(crate) fn shared_counter<'a>(stems: impl Iterator<Item = &'a str> + Clone) -> Option<usize> {
    // Two stems at least.
    stems.clone().nth(1)?;
    (1..=3).rev().find(|&k| {
        let mut shape: Option<Vec<String>> = None;
        let mut last = None;
        stems.clone().all(|stem| {
            let words: Vec<&str> = stem.split_whitespace().take(k + 1).collect();
            let Some(after) = words.get(k) else { return false };
            let Some((own, number)) = counted(&words[..k]) else { return false };
            let counts_on = last.is_none_or(|n: usize| n + 1 == number);
            last = Some(number);
            let same = shape.get_or_insert_with(|| own.clone()) == &own;
            same && counts_on && !after.starts_with(crate::sentence::small_letter)
        })
    })
}

/// `words` with their one number made `#`, and that number, when they are a counter's: one
/// word holds a number of one to three digits (and no other), the others none, and the last
/// ends with the number or a mark.
fn counted(words: &[&str]) -> Option<(Vec<String>, usize)> {
    let mut number = None;
    let mut shape = Vec::with_capacity(words.len());
    for w in words {
        let start = w.find(|c: char| quizdeck_lang::ascii_digit(c).is_some());
        match start {
            Some(at) if number.is_none() => {
                let (n, len) = leading_number(&w[at..], 3)?;
                let rest = &w[at + len..];
                let marks = |s: &str| s.chars().all(|c| c.is_ascii_punctuation() || c == '#');
                if !marks(&w[..at]) || !marks(rest) || n == 0 {
                    return None;
                }
                number = Some(n);
                shape.push(format!("{}#{rest}", &w[..at]));
            }
            Some(_) => return None,
            // Letters with their marks (`ข้อ`), and punctuation.
            None if w.chars().all(|c| !c.is_numeric() && !c.is_whitespace()) => {
                shape.push(w.to_lowercase());
            }
            None => return None,
        }
    }
    let last = words.last()?;
    let ends = last.ends_with(|c: char| {
        quizdeck_lang::ascii_digit(c).is_some() || matches!(c, '.' | ':' | ')' | '：' | '-' | '–')
    });
    number.filter(|_| ends).map(|n| (shape, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn a_number_is_found_as_by_a_search_of_the_whole_line(
            text in "[ a-zé#QН.:()-]{0,16}[0-9٣]{0,3}[ a-z.:)]{0,8}[0-9]?[ a-z]{0,5}",
        ) {
            proptest::prop_assert_eq!(numbered(&text), numbered_before(&text, text.len()));
        }
    }

    #[test]
    fn the_number_is_the_first_run_of_ascii_digits_after_any_script() {
        assert_eq!(split_number("Câu 3. Nước"), Some(("Câu", 3, ". Nước")));
        assert_eq!(split_number("問１． 富士山は"), Some(("問", 1, "． 富士山は")));
        assert_eq!(split_number("سؤال ۷ – کدام"), Some(("سؤال", 7, " – کدام")));
        assert_eq!(split_number("प्रश्न ११: कौन"), Some(("प्रश्न", 11, ": कौन")));
        assert_eq!(split_number("Vraag ٣٫٥"), None, "an Arabic decimal");
        assert_eq!(split_number("Вопрос 2: что"), Some(("Вопрос", 2, ": что")));
        assert_eq!(split_number("Prix 0,50 €"), None, "a decimal");
        assert_eq!(split_number("Année 20245"), None, "five digits");
        assert_eq!(split_number("No digit here"), None);
    }

    fn block(text: &str) -> Block {
        Block::new(text.into(), Kind::Para)
    }

    #[test]
    fn counters_of_many_shapes() {
        for (text, prefix, n) in [
            ("Question 2", "question", 2),
            ("Pytanie 3", "pytanie", 3),
            ("2 / 5", "", 2),
            ("Q3", "q", 3),
            ("#1.", "#", 1),
            ("Frage 1 von 3 Berufsbildungsgesetz", "frage", 1),
            ("Question #14 Topic 2", "question #", 14),
            ("第3题（共20题）", "第", 3),
        ] {
            assert_eq!(counter(&block(text)), Some((prefix.to_owned(), n)), "{text}");
        }
        for text in [
            "Answer: 2",
            "スコア：2 / 3",
            "Which of 2 is right?",
            "It costs 20 euros a month here",
            // Numbered questions in scripts without spaces: a sentence, asking or not.
            "3. 關於 defer，下列哪些敘述正確？（多選）",
            "2. 次のうち環境変数を表示するコマンドを選べ（複数選択可）",
        ] {
            assert_eq!(counter(&block(text)), None, "{text}");
        }
    }

    #[test]
    fn numbered_stems() {
        assert_eq!(numbered("1. Which layer?"), Some((String::new(), 1, 3)));
        assert_eq!(
            numbered("Pytanie 5. Co robi?").map(|n| (n.0, n.1)),
            Some(("pytanie".into(), 5))
        );
        assert_eq!(numbered("问题1. 哪个子句？").map(|n| n.1), Some(1));
        assert_eq!(numbered("Q113.How many?").map(|n| n.2), Some(5));
        assert_eq!(numbered("2.5 GB is enough"), None);
        assert_eq!(numbered("1956. október 23-án melyik városban?"), None);
        assert_eq!(numbered("안드로메다은하(M31)는 얼마나 멀리 떨어져 있습니까?"), None);
        assert_eq!(numbered("#3. Która?").map(|n| n.1), Some(3));
        assert_eq!(numbered("Az 1848. március 15-i események után ki?"), None);
        assert_eq!(numbered("1. siječnja 2023. Hrvatska je uvela koju valutu?"), None);
        assert_eq!(numbered("12. Milyen színű?").map(|n| n.1), Some(12));
        assert_eq!(
            numbered("3. რომელი მდინარე?").map(|n| n.1),
            Some(3),
            "Georgian has no case in use"
        );
        assert_eq!(numbered("Windows 10 is old"), None);
        // Other scripts' digits, two words for "question number", a dash after a word.
        assert_eq!(numbered("問３． 火山の噴火口から流れ出た岩石は？").map(|n| n.1), Some(3));
        assert_eq!(numbered("問2．「天下普請」とは何か。").map(|n| n.2), Some("問2．".len()));
        // A full-width mark right before the text, as Chinese sets it; not before a digit.
        assert_eq!(numbered("1．下列现象中，属于光的折射现象的是").map(|n| n.2), Some("1．".len()));
        assert_eq!(numbered("2．「蘭陽平原」位於哪一個縣？").map(|n| n.1), Some(2));
        assert_eq!(numbered("1．5 公尺是多少公分？"), None);
        assert_eq!(
            numbered("سوال نمبر 3: کون سا سیارہ؟").map(|n| (n.0, n.1)),
            Some(("سوال نمبر".into(), 3))
        );
        let persian = "سؤال ۷ – کدام اندام انسولین می‌سازد؟";
        assert_eq!(numbered(persian).map(|n| &persian[n.2..]), Some("کدام اندام انسولین می‌سازد؟"));
        assert_eq!(numbered("प्रश्न ११: सबसे ऊँचा पर्वत कौन सा है?").map(|n| n.1), Some(11));
        assert_eq!(numbered("প্রশ্ন ২। মৌচাকের কোষগুলোর আকৃতি কেমন?").map(|n| n.1), Some(2));
        // A dash after a bare number is a range or a sum, no counter's.
        assert_eq!(numbered("7 – 3 = ?"), None);
    }

    #[test]
    fn words_that_number_every_stem_alike_are_a_counter() {
        let counter = |stems: &[&str]| shared_counter(stems.iter().copied());
        assert_eq!(counter(&["1. galdera. Zein da?", "2. galdera. Non dago?"]), Some(2));
        assert_eq!(counter(&["ข้อ 1 สูตรเคมี", "ข้อ 2 ค่า pH"]), Some(2));
        assert_eq!(counter(&["Soru 3) Hangi?", "Soru 4) Kim?"]), Some(2));
        // One question; numbers that do not count on; other words; a year; a sentence going on.
        assert_eq!(counter(&["1. galdera. Zein da?"]), None);
        assert_eq!(counter(&["1. galdera. Zein?", "3. galdera. Non?"]), None);
        assert_eq!(counter(&["1. galdera. Zein?", "2. erantzuna. Non?"]), None);
        assert_eq!(counter(&["In 1945 who?", "In 1946 who?"]), None);
        assert_eq!(counter(&["In 1 hour, what?", "In 2 hours, what?"]), None);
        assert_eq!(counter(&["Which 2 are prime?", "Which 3 are odd?"]), None);
    }
}
