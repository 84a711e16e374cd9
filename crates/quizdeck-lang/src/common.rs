//! A text plainly in one language, told by the languages' commonest words
//! ([`Language::common_words`](crate::Language::common_words)) without a detector.
//!
//! A text that holds several words common in a language and in none of the other languages at
//! hand, and not one word common in another of them and not in that language, is in that
//! language: a detector asked to choose among them would say so or not be sure. The readers and
//! the checks ask this first, and put to the detector (which reads the whole text, counting its
//! trigrams and scoring its letters) only the texts it does not settle. A text with even one word
//! only another candidate uses as commonly (`the` on a Dutch page) is left to the detector, so a
//! sentence left in another language, or a text half translated, is found as before; so is any
//! text when a candidate has no common words here.
//!
//! Written by hand: a lookup of each word in one table, built once a run from the registry; no
//! crate offers stop words for the registry's languages in a form that keeps them with the rest
//! of what the registry knows of each language.

use std::collections::HashMap;
use std::sync::LazyLock;

use unicode_normalization::char::is_combining_mark;

use crate::lookup::languages;

/// Words of the language, used by no other candidate as commonly, a text must hold.
const MIN_OWN_WORDS: usize = 2;

/// A set of the registry's languages, by their position in [`languages`]; a language past the
/// 128th has no bit and is never ruled out.
type LangSet = u128;

/// The languages a text may be in besides the one asked about.
#[derive(Debug, Clone, Copy)]
pub enum Candidates<'a> {
    /// These, by ISO 639-3 code (the one asked about may be among them).
    Among(&'a [&'a str]),
    /// Every language that has common words: a detector that knows them all, asked of a text in
    /// their script, names one of them.
    All,
}

struct Index {
    /// Each common word, lower case, and the languages it is common in.
    words: HashMap<&'static str, LangSet, foldhash::fast::FixedState>,
    /// A language's bit, by its ISO 639-3 code, for the languages that have common words.
    bits: HashMap<&'static str, LangSet, foldhash::fast::FixedState>,
    /// Every language that has common words.
    all: LangSet,
}

static INDEX: LazyLock<Index> = LazyLock::new(|| {
    let mut index = Index { words: HashMap::default(), bits: HashMap::default(), all: 0 };
    let with_words = languages().iter().enumerate().take(LangSet::BITS as usize);
    for (i, lang) in with_words.filter(|(_, l)| !l.common_words.is_empty()) {
        let bit: LangSet = 1 << i;
        index.all |= bit;
        *index.bits.entry(lang.iso639_3).or_default() |= bit;
        for &w in lang.common_words {
            *index.words.entry(w).or_default() |= bit;
        }
    }
    index
});

/// Whether the registry has common words for the language of ISO 639-3 code `code`, so that
/// [`plainly_in`] can tell a text is in it.
pub fn has_common_words(code: &str) -> bool {
    INDEX.bits.contains_key(code)
}

/// Whether `text` is plainly in the language of ISO 639-3 code `own` rather than in any other of
/// `candidates`: it holds at least two words common in `own` and in none of the others, and no
/// word common in another and not in `own`. False whenever `own`, or a candidate, has no common
/// words to tell it by.
///
/// ```
/// use quizdeck_lang::common::{Candidates, plainly_in};
/// let candidates = Candidates::Among(&["eng", "fra", "nld"]);
/// assert!(plainly_in("nld", candidates, "Welke rivier stroomt door de stad?"));
/// assert!(!plainly_in("nld", candidates, "Welke rivier is the longest of Europe?"));
/// ```
pub fn plainly_in(own: &str, candidates: Candidates<'_>, text: &str) -> bool {
    let index = &*INDEX;
    let Some(&own_bit) = index.bits.get(own) else { return false };
    let others = match candidates {
        Candidates::All => index.all & !own_bit,
        Candidates::Among(codes) => {
            let mut others: LangSet = 0;
            for &code in codes.iter().filter(|&&c| c != own) {
                match index.bits.get(code) {
                    Some(b) => others |= b,
                    None => return false,
                }
            }
            others
        }
    };
    let mut own_words = 0;
    let mut lower = String::new();
    for word in words(text) {
        let key = if word.bytes().any(|b| b.is_ascii_uppercase() || !b.is_ascii()) {
            lower.clear();
            for c in word.chars() {
                crate::push_lowercase(&mut lower, c);
            }
            lower.as_str()
        } else {
            word
        };
        let Some(&langs) = index.words.get(key) else { continue };
        if langs & own_bit == 0 {
            if langs & others != 0 {
                return false;
            }
        } else if langs & others == 0 {
            own_words += 1;
        }
    }
    own_words >= MIN_OWN_WORDS
}

/// The words of `text`: runs of letters, digits and the marks that combine with them (`छन्`,
/// `है`), so that an apostrophe or a hyphen parts words (`l'eau`, `est-ce`).
fn words(text: &str) -> impl Iterator<Item = &str> {
    // An ASCII character is never a combining mark: it is told apart without the table.
    let apart = |c: char| {
        if c.is_ascii() {
            !c.is_ascii_alphanumeric()
        } else {
            !c.is_alphanumeric() && !is_combining_mark(c)
        }
    };
    text.split(apart).filter(|w| !w.is_empty())
}

/// Whether `word` can be a common word: what [`words`] gives, lower case.
#[cfg(test)]
fn is_word(word: &str) -> bool {
    !word.is_empty() && words(word).eq([word]) && word.to_lowercase() == word
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN_NL_FR: Candidates<'static> = Candidates::Among(&["eng", "fra", "nld"]);

    #[test]
    fn a_text_with_the_pages_words_and_no_others_is_plainly_in_its_language() {
        let dutch = "Welke rivier stroomt door de stad en is het langst van Europa?";
        assert!(plainly_in("nld", EN_NL_FR, dutch));
        let english = "Which river flows through the city and is the longest in Europe?";
        assert!(plainly_in("eng", EN_NL_FR, english));
    }

    #[test]
    fn one_word_of_another_candidate_leaves_the_text_to_the_detector() {
        // Half translated: the Dutch lead, the English rest.
        let mixed = "Welke rivier stroomt door de stad: the longest river of Europe";
        assert!(!plainly_in("nld", EN_NL_FR, mixed));
        // English on a Dutch page.
        let english = "Which river flows through the city and is the longest in Europe?";
        assert!(!plainly_in("nld", EN_NL_FR, english));
        // Dutch on a French page.
        let dutch = "Welke rivier stroomt door de stad en is het langst van Europa?";
        assert!(!plainly_in("fra", EN_NL_FR, dutch));
    }

    #[test]
    fn words_shared_with_another_candidate_say_nothing() {
        // `de`, `la` and `in` are common in several of the candidates: not enough alone.
        let candidates = Candidates::Among(&["fra", "nld", "spa"]);
        assert!(!plainly_in("fra", candidates, "de la Mancha in"));
    }

    #[test]
    fn among_every_language_a_word_common_in_any_other_leaves_the_text_to_the_detector() {
        let french = "Quelle est la capitale du Canada et pourquoi fut-elle choisie ?";
        assert!(plainly_in("fra", Candidates::All, french));
        // `ist` is German.
        assert!(!plainly_in("fra", Candidates::All, "Quelle est la capitale, ist"));
    }

    #[test]
    fn a_candidate_without_common_words_is_never_ruled_out() {
        assert!(has_common_words("eng") && !has_common_words("jpn"));
        let english = "Which river flows through the city and is the longest in Europe?";
        assert!(!plainly_in("eng", Candidates::Among(&["eng", "jpn"]), english));
        assert!(!plainly_in("jpn", Candidates::Among(&["eng", "jpn"]), english));
        assert!(!plainly_in("jpn", Candidates::All, english));
    }

    #[test]
    fn apostrophes_and_hyphens_part_words_and_capitals_are_folded() {
        let french = "L'eau est-elle plus LOURDE que la glace?";
        assert!(plainly_in("fra", EN_NL_FR, french));
        let words: Vec<&str> = words("l'eau, est-ce छन्।").collect();
        assert_eq!(words, ["l", "eau", "est", "ce", "छन्"]);
        assert!(is_word("छन्") && is_word("été") && !is_word("l'eau") && !is_word("The"));
    }

    /// Every language's common words are single lower-case words as texts are split.
    #[test]
    fn common_words_are_single_lower_case_words() {
        for l in languages() {
            let mut seen = std::collections::HashSet::new();
            for &w in l.common_words {
                assert!(is_word(w), "{}: {w:?}", l.tag);
                assert!(seen.insert(w), "{}: {w} twice", l.tag);
            }
        }
    }
}
