//! Choices labelled with a word for "option" before their letter or number, in any script's
//! digits, as exam-prep pages write them (`Option 1: DNS`, `Opción B – …`, `विकल्प २:`), and
//! keys that name them so (`Correct Answer: Option 2`). Where two blocks in a row start so, with labels that follow
//! each other, the word is taken out of every block of the page, and the labels are read as any
//! others are (`1: DNS`, `Correct Answer: 2`). A page that says "option" in prose, or before one
//! label alone, keeps its text.
//!
//! Written by hand: a word from the registry's `option_words` before a label, which no parser
//! knows.

use std::sync::LazyLock;

use crate::block::Block;

/// Every language's words for "option", lower case.
static WORDS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let all = quizdeck_lang::languages().iter().flat_map(|l| l.option_words.iter());
    all.map(|w| w.to_lowercase()).collect()
});

/// The longest of [`WORDS`], in bytes: a longer first word is none of them.
static LONGEST: LazyLock<String> =
    LazyLock::new(|| WORDS.iter().max_by_key(|w| w.len()).cloned().unwrap_or_default());

/// The first letters of [`WORDS`]: a block that starts with none of them starts with none.
static INITIALS: LazyLock<Vec<char>> =
    LazyLock::new(|| WORDS.iter().filter_map(|w| w.chars().next()).collect());

/// Takes the word for "option" out of the blocks of a page whose choices are labelled with it.
pub(crate) fn drop_option_words(blocks: &mut [Block]) {
    let leads: Vec<Option<usize>> = blocks.iter().map(|b| lead(&b.text).map(|l| l.0)).collect();
    let labelled = leads.windows(2).any(|w| matches!(w, [Some(a), Some(b)] if *b == a + 1));
    if !labelled {
        return;
    }
    for b in blocks.iter_mut() {
        while let Some((at, len)) = word_before_label(&b.text) {
            b.text.replace_range(at..at + len, "");
            for x in &mut b.breaks {
                if *x > at {
                    *x = x.saturating_sub(len).max(at);
                }
            }
        }
    }
}

/// The position of the label (a letter from `A`, a number from 1) that a block's text starts with
/// after a word for "option", and the length of that word and its space. Only the first word is
/// lowered and looked up: every block of every page is asked.
fn lead(text: &str) -> Option<(usize, usize)> {
    let first = text.split([' ', '\u{a0}']).next()?;
    let initial = first.chars().next()?.to_lowercase().next()?;
    if first.len() > LONGEST.len() || !INITIALS.contains(&initial) {
        return None;
    }
    // Most first words are ASCII: compared without a lower-case copy.
    let known = if first.is_ascii() {
        WORDS.iter().any(|w| first.eq_ignore_ascii_case(w))
    } else {
        WORDS.contains(&first.to_lowercase())
    };
    if !known {
        return None;
    }
    let (0, len) = word_before_label(text)? else { return None };
    let rest = &text[len..];
    let label: String = rest.chars().take_while(|c| label_char(*c)).collect();
    let after = rest[label.len()..].trim_start();
    // The label, then a mark that ends it (`1:`, `B.`, `2)`, `B –`) and the choice's text.
    let ended = after.len() < rest[label.len()..].len() || after.starts_with([':', '.', ')']);
    if !ended || after.trim_start_matches([':', '.', ')', '-', '–', '—']).trim().is_empty() {
        return None;
    }
    // A number in any script's digits (`گزینه ۲`), or a letter.
    let digits: Option<String> = label.chars().map(quizdeck_lang::ascii_digit).collect();
    let index = match digits.and_then(|d| d.parse::<usize>().ok()) {
        Some(n) => n.checked_sub(1)?,
        None => (label.as_bytes()[0].to_ascii_uppercase() - b'A') as usize,
    };
    Some((index, len))
}

/// The first word for "option" in `text` that stands before a label (a letter or a number of
/// one or two digits, then no more letters or digits): where it starts and how long it is with
/// the spaces after it.
fn word_before_label(text: &str) -> Option<(usize, usize)> {
    let lower = text.to_lowercase();
    // Lowering keeps the offsets of these words' letters (ASCII, Latin with accents, Devanagari).
    if lower.len() != text.len() {
        return None;
    }
    WORDS.iter().find_map(|w| {
        lower.match_indices(w.as_str()).find_map(|(at, _)| {
            let starts_word = lower[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
            let after = &text[at + w.len()..];
            let spaced = after.trim_start_matches([' ', '\u{a0}']);
            let label: String = spaced.chars().take_while(|c| label_char(*c)).collect();
            let is_label = match label.chars().count() {
                1 => true,
                2 => label.chars().all(|c| quizdeck_lang::ascii_digit(c).is_some()),
                _ => false,
            };
            (starts_word && spaced.len() < after.len() && is_label)
                .then(|| (at, w.len() + after.len() - spaced.len()))
        })
    })
}

/// A character of a label after a word for "option": an ASCII letter or digit, or a digit of
/// another script (`۲`, `२`).
fn label_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || quizdeck_lang::ascii_digit(c).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::block::Kind;

    fn texts(lines: &[&str]) -> Vec<String> {
        let mut blocks: Vec<Block> =
            lines.iter().map(|t| Block::new((*t).to_owned(), Kind::Para)).collect();
        drop_option_words(&mut blocks);
        blocks.into_iter().map(|b| b.text).collect()
    }

    #[test]
    fn options_labelled_with_the_word_lose_it_and_so_does_the_key() {
        let got = texts(&["Option 1: DNS", "Option 2: ARP", "Correct Answer: Option 2"]);
        assert_eq!(got, ["1: DNS", "2: ARP", "Correct Answer: 2"]);
        let got = texts(&["Opción A – agua", "Opción B – aceite", "Respuesta: opción B"]);
        assert_eq!(got, ["A – agua", "B – aceite", "Respuesta: B"]);
        // Numbers in the digits of the page's script.
        let got = texts(&["विकल्प १: गंगा", "विकल्प २: यमुना", "सही उत्तर: विकल्प २"]);
        assert_eq!(got, ["१: गंगा", "२: यमुना", "सही उत्तर: २"]);
    }

    #[test]
    fn the_word_in_prose_or_before_one_label_alone_stays() {
        let lines = ["Option 2 is the one most pick.", "Choose an option: A or B"];
        assert_eq!(texts(&lines), lines);
        let lines = ["Option 1: DNS", "Something else", "Option 3: ICMP"];
        assert_eq!(texts(&lines), lines);
        assert_eq!(texts(&["Option 1: DNS", "Option 2: ARP", "Optional 3"])[2], "Optional 3");
    }
}
