//! Numbers in words, as every language of the registry (`quizdeck_lang`) writes them.
//!
//! Numbers from 13 to 99 spelled out (`fourteen`, `vierundzwanzig`, `czternaście`, `двадцать`),
//! and a hundred in the languages that say "about a hundred" where another writes `100`,
//! so that a translation writing `14` where another writes `fourteen` is no mismatch. Smaller
//! numbers need no table: their absence on one side is tolerated anyway (see
//! [`super::Number::is_small`]). The words are the registry's rather than a crate's: the
//! number-to-words crates go the other way (digits to words) and cover one language each.
//!
//! Scale words after a number (`1.5 million`, `150万`) and the marks that make a number a base
//! (`16進数`) come from the registry too.

use std::sync::LazyLock;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// A table keyed by the registry's words, asked for every word of every text: foldhash is
/// several times faster than the standard SipHash on short keys, and the keys are never a page's.
type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;

/// Every spelled number of every language of the registry.
static WORDS: LazyLock<HashMap<String, u32>> = LazyLock::new(|| {
    let forms = quizdeck_lang::languages().iter().flat_map(|l| l.numbers);
    forms.flat_map(|form| form.words()).collect()
});

/// Every language's scale words (`million`, `万`), in registry order, by their first character:
/// the scale word after a number is looked for among those that can start there, not among all
/// of them (two hundred, asked after every number).
static SCALE_WORDS: LazyLock<HashMap<char, Vec<(String, i32)>>> = LazyLock::new(|| {
    let words = quizdeck_lang::languages().iter().flat_map(|l| l.scale_words.iter());
    let mut by_first: HashMap<char, Vec<(String, i32)>> = HashMap::default();
    // As the texts they are looked for in: in NFKC (`करोड़` with its nukta apart), lower case.
    for (w, p) in words.map(|&(w, p)| (w.nfkc().collect::<String>().to_lowercase(), p)) {
        if let Some(first) = w.chars().next() {
            by_first.entry(first).or_default().push((w, p));
        }
    }
    by_first
});

/// Every language's scale words written before their number (`milioni 150`), lower case.
static SCALE_WORDS_BEFORE: LazyLock<Vec<(String, i32)>> = LazyLock::new(|| {
    let words = quizdeck_lang::languages().iter().flat_map(|l| l.scale_words_before.iter());
    words.map(|&(w, p)| (w.to_lowercase(), p)).collect()
});

/// The scale word that ends `before` (the text right before a number), as a whole word after
/// one space (`watu milioni 150`, Swahili for 150 million people): its power of ten and the
/// length in bytes it takes with its space.
///
/// Asked before every number: the few words are compared with the end of the text as it is,
/// ignoring case, with no copy of the word before it.
pub(super) fn scale_word_before(before: &str) -> Option<(i32, usize)> {
    let head = before.strip_suffix(' ')?;
    SCALE_WORDS_BEFORE.iter().find_map(|(w, power)| {
        let start = head.len().checked_sub(w.len())?;
        let word = head.get(start..)?;
        let same =
            if w.is_ascii() { word.eq_ignore_ascii_case(w) } else { word.to_lowercase() == *w };
        let whole = || !head[..start].chars().next_back().is_some_and(char::is_alphabetic);
        (same && whole()).then_some((*power, before.len() - start))
    })
}

/// Every language's words for a minus sign, lower case.
static MINUS_WORDS: LazyLock<Vec<String>> = LazyLock::new(|| {
    quizdeck_lang::languages()
        .iter()
        .flat_map(|l| l.minus_words)
        .map(|w| w.to_lowercase())
        .collect()
});

/// [`MINUS_WORDS`] as a set, with the bytes they start with: every word of every text is asked,
/// and most start with a byte no minus word starts with, which one lookup in a table tells.
struct MinusSet {
    words: std::collections::HashSet<String, foldhash::fast::FixedState>,
    firsts: [bool; 256],
}

static MINUS_SET: LazyLock<MinusSet> = LazyLock::new(|| {
    let mut firsts = [false; 256];
    for w in MINUS_WORDS.iter() {
        if let Some(&b) = w.as_bytes().first() {
            firsts[usize::from(b)] = true;
        }
    }
    MinusSet { words: MINUS_WORDS.iter().cloned().collect(), firsts }
});

/// The minus word of a script without spaces (`零下`, `负`) that `rest` begins with.
pub(super) fn minus_word_at(rest: &str) -> Option<&str> {
    MINUS_WORDS.iter().find(|w| !w.is_ascii() && rest.starts_with(w.as_str())).map(String::as_str)
}

/// Whether `lower`, a word in lower case, is a minus sign in words (`minus`, `минус`, `零下`).
pub(super) fn is_minus_word(lower: &str) -> bool {
    let set = &*MINUS_SET;
    lower.as_bytes().first().is_some_and(|&b| set.firsts[usize::from(b)])
        && set.words.contains(lower)
}

/// Characters after a number that make it a base (`16進数`, `16진수`: hexadecimal).
static RADIX_MARKS: LazyLock<Vec<char>> = LazyLock::new(|| {
    quizdeck_lang::languages().iter().flat_map(|l| l.radix_marks.iter().copied()).collect()
});

/// The power of ten a scale word or character at the start of `rest` stands for. A word may carry
/// an ending (plurals, cases: `milliards`, `тысячи`); a character of a script without spaces
/// stands alone, whatever follows (`150万人`).
pub(super) fn scale_after(rest: &str) -> Option<i32> {
    scale_word_after(rest).map(|(power, _)| power)
}

/// [`scale_after`], with the length in bytes the scale word takes in `rest`, its ending
/// included (`milliards`; `แสน` alone of `แสนคน`).
pub(super) fn scale_word_after(rest: &str) -> Option<(i32, usize)> {
    // Romanian links a number from twenty on to its scale word (`150 de milioane`, `20 de mii`).
    if let Some(linked) = rest.strip_prefix("de ")
        && let Some((power, len)) = scale_word_after(linked)
    {
        return Some((power, len + 3));
    }
    let (power, len) = one_scale_word_after(rest)?;
    // A scale word of a larger one is one scale, their product: a thousand millions (`7,5 mil
    // milhões`, `mil millones`, the billion of Portuguese and Spanish), a lakh of crores (`40
    // लाख करोड़`, `৪০ লক্ষ কোটি`, 40 × 10¹² as India writes trillions), a thousand crores.
    // A smaller one after a larger is a sum (`2 crore 50 lakh`), read by the caller.
    let next = rest[len..].strip_prefix(' ').and_then(one_scale_word_after);
    match next {
        Some((larger, more)) if larger > power => Some((power + larger, len + 1 + more)),
        _ => Some((power, len)),
    }
}

/// The one scale word at the start of `rest`, as [`scale_word_after`] gives it.
fn one_scale_word_after(rest: &str) -> Option<(i32, usize)> {
    let first = rest.chars().next()?;
    let lower = first.to_lowercase().next().unwrap_or(first);
    let candidates = SCALE_WORDS.get(&lower)?;
    let word: String = rest
        .chars()
        .take_while(|&c| c.is_alphabetic() || is_combining_mark(c))
        .flat_map(char::to_lowercase)
        .collect();
    // The longest word that matches: `millió` and `millón` are millions, though `mil` (a
    // thousand in Spanish and Portuguese) with an ending would match them too. Of words as long,
    // the first in the registry's order.
    candidates
        .iter()
        .rev()
        .filter(|(w, _)| {
            let mut chars = w.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => c == first,
                // An abbreviation with its full stop (`Mio.`) and a word after it (`250 Mio.
                // Euro`, `83,2 Mio. Einwohner`): French writes mebibytes `Mio`, without the
                // stop but at the end of a text or a sentence (`4 Mio.` there, read as mebibytes;
                // never before a currency's sign, `20 Mio. €`;
                // `4 Mio. Le disque …` is read as a million with no unit, which at worst makes
                // the unit one language leaves out, reported as information).
                _ if w.ends_with('.') => {
                    rest.get(..w.len()).is_some_and(|head| head.eq_ignore_ascii_case(w))
                        && rest[w.len()..].trim_start().starts_with(|c: char| {
                            // Or a currency's sign (`20 Mio. €`): millions of it.
                            c.is_alphabetic()
                                || matches!(c, '$' | '£' | '¥' | '¢' | '\u{20a0}'..='\u{20cf}')
                        })
                }
                // Thai writes no spaces between words: what follows its scale word is the next
                // word (`8 แสนคนต่อวัน`, 800 000 people a day), not an ending.
                // A unit's name is no scale word with an ending: `millas`, `milhas` (miles) are
                // not `mil` (a thousand) and `-las`.
                _ => word.strip_prefix(w.as_str()).is_some_and(|tail| {
                    (tail.chars().count() <= 3 || w.starts_with(is_thai))
                        && (tail.is_empty() || super::unit::canonical(&word).is_none())
                }),
            }
        })
        .max_by_key(|(w, _)| w.len())
        .map(|(w, p)| {
            // Its characters, and an ending as long as the word's own (none in Thai).
            let own = w.chars().count();
            let ending = if w.ends_with('.') || own == 1 || w.starts_with(is_thai) {
                0
            } else {
                word.chars().count().saturating_sub(own).min(3)
            };
            let len = rest.char_indices().nth(own + ending).map_or(rest.len(), |(k, _)| k);
            (*p, len)
        })
}

/// Whether `c` is a Thai letter or sign: the Thai block, as the registry's script table gives it,
/// tested by its bounds (asked of every character of a text that may hold a Buddhist Era year).
pub(super) fn is_thai(c: char) -> bool {
    ('\u{0E00}'..='\u{0E7F}').contains(&c)
}

/// Whether `c` is a Lao letter or sign: the Lao block, as the registry's script table gives it.
pub(super) fn is_lao(c: char) -> bool {
    ('\u{0E80}'..='\u{0EFF}').contains(&c)
}

/// Whether `c`, right after a number, makes it a base rather than a quantity.
pub(super) fn is_radix_mark(c: char) -> bool {
    RADIX_MARKS.contains(&c)
}

/// The value of `lower` (one word in lower case, possibly hyphenated) when it spells a number
/// from 13 to 99.
pub(super) fn spelled(lower: &str) -> Option<u32> {
    // Every word of every text is asked, and most are no number: the characters are counted only
    // for a word the table has (fewer than four bytes are fewer than four characters).
    if lower.len() < 4 {
        return None;
    }
    let value = WORDS.get(lower).copied()?;
    (4..=24).contains(&lower.chars().count()).then_some(value)
}

#[cfg(test)]
mod tests {
    use super::{MINUS_SET, MINUS_WORDS, is_minus_word, scale_word_after, spelled};
    use crate::anchors::{normalize, numbers};

    /// A scale word before a larger one multiplies it: a lakh of crores is 10¹² in Hindi,
    /// Bengali, Marathi and Urdu (Indian trillions), a thousand crores 10¹⁰; a smaller one after
    /// a larger is a sum, no product.
    #[test]
    fn a_scale_word_before_a_larger_one_is_their_product() {
        assert_eq!(scale_word_after("लाख करोड़ किमी").map(|s| s.0), Some(12));
        assert_eq!(scale_word_after("হাজার কোটি টাকা").map(|s| s.0), Some(10));
        assert_eq!(scale_word_after("करोड़ 50 लाख").map(|s| s.0), Some(7));
        assert_eq!(scale_word_after("करोड़ लाख").map(|s| s.0), Some(7));
        let first = |t: &str| numbers(&normalize(t)).remove(0);
        for t in ["40 लाख करोड़ किमी", "৪০ লক্ষ কোটি কিমি", "40 trillion km", "४० लाख कोटी किमी"]
        {
            let n = first(t);
            assert!(n.values.contains(&"40000000000000".to_owned()), "{t}: {n:?}");
        }
        // The unit after the second scale word is the number's.
        assert_eq!(first("40 लाख करोड़ किमी").unit.as_deref(), Some("km"));
        assert!(!first("40 लाख किमी").values.contains(&"40000000000000".to_owned()));
    }

    #[test]
    fn every_minus_word_is_one_and_the_table_of_first_bytes_leaves_out_no_other() {
        for w in MINUS_WORDS.iter() {
            assert!(is_minus_word(w), "{w}");
        }
        // Words beside them: the same first byte or not, near misses, a prefix, an empty word.
        for w in ["minuscule", "moin", "mínus", "минуса", "", "零", "plus", "under", "-"] {
            assert_eq!(is_minus_word(w), MINUS_SET.words.contains(w), "{w}");
        }
    }

    #[test]
    fn spelled_numbers_of_several_languages() {
        assert_eq!(spelled("fourteen"), Some(14));
        assert_eq!(spelled("twenty-four"), Some(24));
        assert_eq!(spelled("vierundzwanzig"), Some(24));
        assert_eq!(spelled("tweeëntwintig"), Some(22));
        assert_eq!(spelled("vingt-et-un"), Some(21));
        assert_eq!(spelled("ventotto"), Some(28));
        assert_eq!(spelled("czternaście"), Some(14));
        assert_eq!(spelled("двадцати"), Some(20));
        assert_eq!(spelled("veinticuatro"), Some(24));
        assert_eq!(spelled("katërmbëdhjetë"), Some(14));
        assert_eq!(spelled("dyzet"), Some(40));
        assert_eq!(spelled("block"), None);
        assert_eq!(spelled("one"), None);
    }
}
