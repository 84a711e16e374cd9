//! A text plainly in the page's language, told by its commonest words without the detector.
//!
//! `wrong-language` asks the detector of every stem, choice and explanation long enough whether
//! it is in another of the question's languages, and the detector reads the whole text for it
//! (counting its trigrams and scoring its letters): a fifth of `check` went there, almost all of
//! it on texts in the page's language. A text that holds several of the page's language's
//! commonest words ([`quizdeck_lang::Language::common_words`]) and not one of the other
//! candidates' is in the page's language, and the detector, asked to choose among those
//! candidates, would say so or not be sure: such a text is not put to it. A text with even one
//! word only another candidate uses as commonly (`the` on a Dutch page) still is, so a sentence
//! left in another language, or a text half translated, is found as before; so is any text when
//! a candidate has no words in the registry.
//!
//! Written by hand: a lookup of each word in one table, built once a run from the registry; no
//! crate offers stop words for the registry's languages in a form that keeps them with the rest
//! of what the registry knows of each language.

use std::collections::HashMap;
use std::sync::LazyLock;

use whatlang::Lang;

/// Words of the page's language, used by no other candidate as commonly, a text must hold.
const MIN_OWN_WORDS: usize = 2;

/// A set of the registry's languages, by their position in [`quizdeck_lang::languages`]; a
/// language past the 128th has no bit and is never ruled out.
type LangSet = u128;

struct Index {
    /// Each common word, lower case, and the languages it is common in.
    words: HashMap<&'static str, LangSet, foldhash::fast::FixedState>,
    /// A language's bit, by its ISO 639-3 code, for the languages that have common words.
    bits: HashMap<&'static str, LangSet, foldhash::fast::FixedState>,
}

static INDEX: LazyLock<Index> = LazyLock::new(|| {
    let mut index = Index { words: HashMap::default(), bits: HashMap::default() };
    for (i, lang) in quizdeck_lang::languages().iter().enumerate().take(LangSet::BITS as usize) {
        if lang.common_words.is_empty() {
            continue;
        }
        let bit: LangSet = 1 << i;
        *index.bits.entry(lang.iso639_3).or_default() |= bit;
        for &w in lang.common_words {
            *index.words.entry(w).or_default() |= bit;
        }
    }
    index
});

/// The bit of a detection model's language, if the registry gives it common words.
fn bit(lang: Lang) -> Option<LangSet> {
    INDEX.bits.get(lang.code()).copied()
}

/// Whether `text` is plainly in `own` rather than in any other of `candidates`: it holds at
/// least [`MIN_OWN_WORDS`] words common in `own` and in none of the others, and no word common in
/// another and not in `own`. False whenever a candidate has no common words to tell it by.
pub(super) fn plainly_in(own: Lang, candidates: &[Lang], text: &str) -> bool {
    let Some(own_bit) = bit(own) else { return false };
    let mut others: LangSet = 0;
    for &l in candidates.iter().filter(|&&l| l != own) {
        match bit(l) {
            Some(b) => others |= b,
            None => return false,
        }
    }
    let mut own_words = 0;
    let mut lower = String::new();
    for word in words(text) {
        let key = if word.bytes().any(|b| b.is_ascii_uppercase() || !b.is_ascii()) {
            lower.clear();
            lower.extend(word.chars().flat_map(char::to_lowercase));
            lower.as_str()
        } else {
            word
        };
        let Some(&langs) = INDEX.words.get(key) else { continue };
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
    text.split(|c: char| !c.is_alphanumeric() && !unicode_normalization::char::is_combining_mark(c))
        .filter(|w| !w.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN_NL_FR: &[Lang] = &[Lang::Eng, Lang::Fra, Lang::Nld];

    #[test]
    fn a_text_with_the_pages_words_and_no_others_is_plainly_in_its_language() {
        let dutch = "Welke rivier stroomt door de stad en is het langst van Europa?";
        assert!(plainly_in(Lang::Nld, EN_NL_FR, dutch));
        let english = "Which river flows through the city and is the longest in Europe?";
        assert!(plainly_in(Lang::Eng, EN_NL_FR, english));
    }

    #[test]
    fn one_word_of_another_candidate_leaves_the_text_to_the_detector() {
        // Half translated: the Dutch lead, the English rest.
        let mixed = "Welke rivier stroomt door de stad: the longest river of Europe";
        assert!(!plainly_in(Lang::Nld, EN_NL_FR, mixed));
        // English on a Dutch page.
        let english = "Which river flows through the city and is the longest in Europe?";
        assert!(!plainly_in(Lang::Nld, EN_NL_FR, english));
        // Dutch on a French page.
        let dutch = "Welke rivier stroomt door de stad en is het langst van Europa?";
        assert!(!plainly_in(Lang::Fra, EN_NL_FR, dutch));
    }

    #[test]
    fn words_shared_with_another_candidate_say_nothing() {
        // `de`, `la` and `in` are common in several of the candidates: not enough alone.
        assert!(!plainly_in(Lang::Fra, &[Lang::Fra, Lang::Nld, Lang::Spa], "de la Mancha in"));
    }

    #[test]
    fn a_candidate_without_common_words_is_never_ruled_out() {
        assert!(bit(Lang::Eng).is_some());
        let none = Lang::all().iter().copied().find(|&l| bit(l).is_none()).expect("one");
        let english = "Which river flows through the city and is the longest in Europe?";
        assert!(!plainly_in(Lang::Eng, &[Lang::Eng, none], english));
        assert!(!plainly_in(none, &[Lang::Eng, none], english));
    }

    #[test]
    fn apostrophes_and_hyphens_part_words_and_capitals_are_folded() {
        let french = "L'eau est-elle plus LOURDE que la glace?";
        assert!(plainly_in(Lang::Fra, EN_NL_FR, french));
        let words: Vec<&str> = words("l'eau, est-ce छन्।").collect();
        assert_eq!(words, ["l", "eau", "est", "ce", "छन्"]);
    }
}
