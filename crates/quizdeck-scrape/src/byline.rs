//! A byline: the line that opens a reader's comment by naming who wrote it (`<b>Dafydd</b>
//! wrote:`, `<a href="/u/aoife">Aoife</a> a scríobh:`, `<b>Jonas</b> · 12.03.2025`). The element
//! it opens is a post of its own, as one a `<time>` stands in is (see [`crate::block::Block::post`]):
//! a key line in it is that reader's answer, not the page's.
//!
//! Told by its shape, in any language: a name set apart by markup (bold, or a link), a few words
//! long, without digits, then either a word or two ending in a colon ("wrote:", `ysgrifennodd:`,
//! `alisema:`) and nothing more, or a separator and the post's date or time of day.

use crate::flat::BREAK;

/// The most words a name in a byline has (`Mwalimu Juma Ali`).
const NAME_WORDS: usize = 3;

/// The most words between the name and the colon that ends a byline (`a scríobh:`).
const SAID_WORDS: usize = 2;

/// What parts a name from the post's date or time (`Jonas · 12.03.2025`).
const SEPARATORS: &[char] = &['·', '|', '—', '–', '-', ',', '•'];

/// Whether a block's raw text `text` is a byline, its name being the bold run or the link that
/// starts it: `strong` lists where `text` is bold (byte ranges), `link` where its first whole
/// link is.
pub(crate) fn is_byline(
    text: &str,
    strong: &[(usize, usize)],
    link: Option<(usize, usize)>,
) -> bool {
    let start =
        text.len() - text.trim_start_matches(|c: char| c.is_whitespace() || c == BREAK).len();
    // The name: the bold run or the link the text starts with, whichever is longer where both do.
    let name_end = strong
        .iter()
        .chain(link.iter())
        .filter(|(from, to)| {
            text.get(start..*from)
                .is_some_and(|gap| gap.chars().all(|c| c.is_whitespace() || c == BREAK))
                && to > from
        })
        .map(|&(_, to)| to)
        .max();
    let Some(name_end) = name_end else { return false };
    let (Some(name), Some(rest)) = (text.get(start..name_end), text.get(name_end..)) else {
        return false;
    };
    // The shape of what follows the name first, without copying: most blocks that start in bold
    // or with a link (a menu's items, a bold lead) end there, or go on with a sentence.
    let tail = rest.trim_matches(|c: char| c.is_whitespace() || c == BREAK);
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    if !(tail.ends_with(colons) || tail.starts_with(SEPARATORS)) {
        return false;
    }
    let name = name.replace(BREAK, " ");
    let rest = rest.replace(BREAK, " ");
    let (name, rest) = (name.trim(), rest.trim());
    let words = name.split_whitespace().count();
    if !(1..=NAME_WORDS).contains(&words)
        || name.chars().filter(|c| c.is_alphabetic()).count() < 2
        || !name.chars().all(is_name_char)
        || crate::lexicon::names_answer(name)
        || crate::lexicon::names_answer(rest)
    {
        return false;
    }
    said(rest) || dated(rest)
}

/// Whether `c` may stand in a name: not a digit, and no punctuation but apostrophes, hyphens and
/// full stops (`Ó Sé`, `Jean-Luc`, `J. Rees`); letters' combining marks (Brahmic vowel signs)
/// are kept.
fn is_name_char(c: char) -> bool {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    !c.is_numeric()
        && !colons.contains(&c)
        && (!c.is_ascii_punctuation() || matches!(c, '\'' | '-' | '.' | '_'))
        && !matches!(c, '·' | '•' | '|' | '—' | '–' | '«' | '»' | '“' | '”' | '„' | '¿' | '¡' | '؟')
}

/// A word or two that end in a colon, saying the name wrote what follows (`wrote:`, `a scríobh:`).
fn said(rest: &str) -> bool {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let Some(words) = rest.strip_suffix(colons) else { return false };
    let n = words.split_whitespace().count();
    (1..=SAID_WORDS).contains(&n) && !words.contains(colons) && words.chars().all(is_name_char)
}

/// A separator, then the date or the time of day the post was written (`· 12.03.2025`, `| 14:02`).
fn dated(rest: &str) -> bool {
    let Some(first) = rest.chars().next() else { return false };
    SEPARATORS.contains(&first)
        && (crate::parts::has_recent_date(rest) || crate::parts::has_clock_time(rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bold(text: &str, name: &str) -> bool {
        let from = text.find(name).unwrap();
        is_byline(text, &[(from, from + name.len())], None)
    }

    #[test]
    fn a_bold_or_linked_name_then_a_verb_and_a_colon_is_a_byline() {
        assert!(bold("Dafydd wrote:", "Dafydd"));
        assert!(bold("Seán Ó Sé a scríobh:", "Seán Ó Sé"));
        let text = "Aoife a scríobh:";
        assert!(is_byline(text, &[], Some((0, "Aoife".len()))));
    }

    #[test]
    fn a_bold_name_then_a_date_or_time_is_a_byline() {
        assert!(bold("Jonas · 12.03.2025", "Jonas"));
        assert!(bold("Jonas | 14:02", "Jonas"));
        assert!(!bold("Jonas · 1/1", "Jonas"), "a score is no date");
    }

    #[test]
    fn an_answer_lead_a_number_or_a_sentence_is_no_byline() {
        assert!(!bold("Answer: D", "Answer:"));
        assert!(!bold("Answer is:", "Answer"));
        assert!(!bold("Question 3 reads:", "Question 3"));
        assert!(!bold("Musa: Zaɓuɓɓukan da na gani sune:", "Musa:"));
        assert!(!bold("Note that the map is old.", "Note"));
        assert!(!is_byline("Dafydd wrote:", &[], None), "no name set apart");
    }
}
