//! Whose key a key is. A printed test comes in versions, and the teacher's key of one may be
//! saved with the questions of another: a key that names its version (`Svör við útgáfu B`,
//! `Відповіді до варіанту 2`) under a header that names another one of the same word (`Próf í
//! sögu Íslands — útgáfa A`, `варіант 1`) answers none of the questions above it. The words are
//! not known in any language: a word of four letters or more and a capital letter or a number
//! after it, the same word (by its first four letters, as languages inflect it) in both places.

use crate::block::Block;

/// Whether the key starting at block `key` names a version other than one that a line before
/// block `first` (the first question's choices) names.
pub(super) fn another_versions(blocks: &[Block], key: usize, first: usize) -> bool {
    let Some(b) = blocks.get(key) else { return false };
    // The key's lead: up to its colon (`Svör við útgáfu B: 1. D …`), else its first words.
    let lead = b.text.split([':', '：']).next().unwrap_or("");
    let ours: Vec<(&str, &str)> = marks(lead).take(4).collect();
    if ours.is_empty() {
        return false;
    }
    blocks[..first.min(blocks.len())].iter().filter(|b| !b.hidden).any(|b| {
        marks(&b.text).any(|(word, mark)| {
            ours.iter().any(|&(w, m)| same_word(w, word) && !m.eq_ignore_ascii_case(mark))
        })
    })
}

/// The pairs of a word of four letters or more and a version's mark right after it: one capital
/// letter, or a number of one or two digits (`útgáfa A`, `варіанту 2`, `Version B`).
fn marks(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let words: Vec<&str> = text
        .split_whitespace()
        .take(12)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    (1..words.len()).filter_map(move |i| {
        let (word, mark) = (words[i - 1], words[i]);
        let named = word.chars().count() >= 4 && word.chars().all(char::is_alphabetic);
        let mut cs = mark.chars();
        let letter = matches!((cs.next(), cs.next()), (Some(c), None) if c.is_uppercase());
        let number =
            (1..=2).contains(&mark.chars().count()) && mark.chars().all(|c| c.is_numeric());
        (named && (letter || number)).then_some((word, mark))
    })
}

/// Whether two words are one in two forms: the same first four letters, case aside.
fn same_word(a: &str, b: &str) -> bool {
    let head = |w: &str| w.chars().take(4).flat_map(char::to_lowercase).collect::<String>();
    head(a) == head(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_is_a_long_word_and_a_capital_or_a_number_after_it() {
        let got: Vec<_> = marks("Próf í sögu Íslands — útgáfa A Bls. 1 af 1").collect();
        assert_eq!(got, vec![("útgáfa", "A")]);
        assert_eq!(marks("Відповіді до варіанту 2").collect::<Vec<_>>(), vec![("варіанту", "2")]);
        assert!(marks("Vitamin c, 1. D 2. A 3. C").next().is_none());
        assert!(same_word("útgáfu", "Útgáfa") && !same_word("útgáfa", "bekkur"));
    }
}
