//! Decades and centuries as languages write them: `the 1990s`, `in den 1990er-Jahren`, `los años
//! noventa`, `w latach 90. XX wieku`, `20世纪90年代`, `التسعينيات`, `XX века`.
//!
//! A decade reads as the year it begins (`1990`), so that it pairs with the digits another
//! language writes. A decade written without its century (`the '90s`, `lat 90.`, `90年代`,
//! `التسعينيات`) reads as both 1990 and 2090, unless a century follows (`XX wieku`, `القرن
//! العشرين`) or comes first (`20世纪`). The words are the registry's (`quizdeck_lang`'s
//! `Decades` of each language).

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::normalize::family;

/// Every language's decade and century words, together.
struct Words {
    before: Vec<&'static str>,
    after: Vec<&'static str>,
    words: Vec<(String, u32)>,
    /// Finds every occurrence of each of `words` in one pass over a word.
    finder: AhoCorasick,
    /// The length in bytes of the shortest of `words`: a shorter word holds none.
    shortest: usize,
    century_words: Vec<&'static str>,
    /// Century phrases (`XX. Jahrhundert`, `القرن العشرين`), longest first, in one list per
    /// first byte, each with its first four bytes (when it has four): every word of every text
    /// is looked up, and most words start no phrase (every English word starting with `t` was
    /// compared with a dozen ordinals).
    centuries: Vec<Vec<Century>>,
}

/// A century phrase with its first four bytes, and its century.
type Century = (Option<[u8; 4]>, &'static str, u32);

/// The first four bytes of `text`, if it has four.
fn head(text: &str) -> Option<[u8; 4]> {
    text.as_bytes().first_chunk().copied()
}

static WORDS: LazyLock<Words> = LazyLock::new(|| {
    let langs = quizdeck_lang::languages();
    let all = |f: fn(&quizdeck_lang::Decades) -> &'static [&'static str]| {
        let mut v: Vec<&'static str> = langs.iter().flat_map(|l| f(&l.decades)).copied().collect();
        // Longest first, so that `década de` wins over a shorter word.
        v.sort_by_key(|w| std::cmp::Reverse(w.len()));
        v
    };
    let mut centuries: Vec<(&'static str, u32)> =
        langs.iter().flat_map(|l| l.decades.centuries).copied().collect();
    centuries.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
    let words: Vec<(String, u32)> = langs
        .iter()
        .flat_map(|l| l.decades.words)
        .map(|(w, tens)| (w.to_lowercase(), *tens))
        .collect();
    Words {
        before: all(|d| d.before),
        after: all(|d| d.after),
        finder: AhoCorasick::new(words.iter().map(|(w, _)| w))
            .expect("the registry's decade words make an automaton"),
        shortest: words.iter().map(|(w, _)| w.len()).min().unwrap_or(0),
        words,
        century_words: all(|d| d.century_words),
        centuries: {
            let mut by_first = vec![Vec::new(); 256];
            for (w, c) in centuries {
                match w.as_bytes().first() {
                    Some(&b) => by_first[usize::from(b)].push((head(w), w, c)),
                    // An empty phrase (none is) would start every text.
                    None => by_first.iter_mut().for_each(|l| l.push((None, w, c))),
                }
            }
            by_first
        },
    }
});

/// The readings of the decade of `tens` (10 … 90, or 0): in `century` when it is known, else in
/// the 20th and the 21st.
pub(super) fn readings(tens: u32, century: Option<u32>) -> Vec<String> {
    match century {
        Some(c) => vec![((c.saturating_sub(1)) * 100 + tens).to_string()],
        None => vec![(1900 + tens).to_string(), (2000 + tens).to_string()],
    }
}

/// Whether `n` (its digits) can name a decade: `90`, `1990`.
pub(super) fn decade_digits(digits: &str) -> Option<Decade> {
    let value: u32 = digits.parse().ok()?;
    match digits.len() {
        2 if value.is_multiple_of(10) => Some(Decade::Tens(value)),
        4 if value.is_multiple_of(10) && (1000..=2990).contains(&value) => {
            Some(Decade::Year(value))
        }
        // A hundred of the first millennium (`300-luvulla eaa.`, the 300s BC).
        3 if value.is_multiple_of(100) => Some(Decade::Year(value)),
        _ => None,
    }
}

/// A number that may name a decade.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Decade {
    /// Two digits: the century is elsewhere, or unknown.
    Tens(u32),
    /// Four digits: the decade's first year.
    Year(u32),
}

/// The decade ending glued to a number at the start of `rest` (`s`, `'s`, `er`, `-х`, `年代`),
/// with its length in bytes; for a bare `s` (`90s`, which may be ninety seconds), whether it is
/// only that.
pub(super) fn suffix(rest: &str) -> Option<(usize, bool)> {
    let words = &WORDS.after;
    // A one-letter ending, or one after an apostrophe or a hyphen, must end the word: `20'si` is
    // Turkish for "its 20 (percent)", not the '20s, and Kyrgyz `20-майынан` (from the 20th of
    // May) no Russian `20-м`.
    let found = words.iter().find(|w| {
        rest.get(..w.len()).is_some_and(|head| head.eq_ignore_ascii_case(w))
            && (w.chars().count() > 1 && !w.starts_with(['\'', '’', '-'])
                || ends_word(&rest[w.len()..]))
    })?;
    Some((found.len(), *found == "s"))
}

/// Whether `rest` begins where a word would end (no letter of the Latin script follows).
fn ends_word(rest: &str) -> bool {
    !rest.chars().next().is_some_and(|c| c.is_alphanumeric())
}

/// Whether `before` (the text right before a number) ends with a word that makes the number a
/// decade (`années`, `latach`, `década de`), possibly with an apostrophe between (`anni '80`).
pub(super) fn after_decade_word(before: &str) -> bool {
    let before = before.trim_end_matches([' ', '\'']).to_lowercase();
    WORDS.before.iter().any(|w| {
        before
            .strip_suffix(w)
            .is_some_and(|head| !head.chars().next_back().is_some_and(char::is_alphabetic))
    })
}

/// The tens of the decade a word in lower case names (`nineties`, `التسعينيات`, `девяностых`), if
/// it names one.
pub(super) fn word(lower: &str) -> Option<u32> {
    // The first of the registry's words that `lower` holds, as going down the list would find it,
    // found in one pass over `lower`: every word of every text is asked.
    // Most words hold none, which the automaton's search for any one tells at less cost than
    // going through every match.
    if lower.len() < WORDS.shortest || !WORDS.finder.is_match(lower) {
        return None;
    }
    let first = WORDS.finder.find_overlapping_iter(lower).map(|m| m.pattern().as_usize()).min()?;
    Some(WORDS.words[first].1)
}

/// The value of a Roman numeral of a century (`XX`, `XXIe`, `XIX-го`, Romanian `XIII-lea`): `I`
/// … `XXX` with an ordinal ending of at most three letters, after a hyphen or not.
fn roman(token: &str) -> Option<u32> {
    // Every word of every text is asked, and most are none (or a word that starts with `I` or
    // `L`): read as bytes, with no copy.
    let bytes = token.as_bytes();
    let len = bytes.iter().take_while(|b| b"IVXL".contains(b)).count();
    let ending = &token[len..];
    let ending = ending.strip_prefix('-').unwrap_or(ending);
    if len == 0
        || ending.chars().count() > 3
        || ending.chars().any(|c| c.is_uppercase() || c.is_ascii_digit())
    {
        return None;
    }
    let value = |b: u8| match b {
        b'I' => 1,
        b'V' => 5,
        b'X' => 10,
        _ => 50,
    };
    let letters = &bytes[..len];
    let mut total = 0;
    for (k, &b) in letters.iter().enumerate() {
        let v = value(b);
        if letters.get(k + 1).is_some_and(|&n| value(n) > v) {
            total -= v;
        } else {
            total += v;
        }
    }
    let total = u32::try_from(total).ok().filter(|&t| (1..=30).contains(&t))?;
    // Canonical spelling only: `IIII` or `VX` is no numeral.
    (to_roman(total) == token[..len]).then_some(total)
}

fn to_roman(mut n: u32) -> String {
    let mut out = String::new();
    for (v, s) in [(50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")] {
        while n >= v {
            out.push_str(s);
            n -= v;
        }
    }
    out
}

/// The value of a Roman numeral of two letters or more (`II`, `XX`, `XIXe`), as [`roman`] reads
/// it: a century, a king's or a war's number, never an acronym.
pub(super) fn roman_numeral(token: &str) -> Option<u32> {
    let letters = token.bytes().take_while(|b| b"IVXL".contains(b)).count();
    if letters < 2 { None } else { roman(token) }
}

/// Whether `word` (lower case) is a century word.
fn is_century_word(word: &str) -> bool {
    WORDS.century_words.contains(&word)
}

/// Whether `c` is part of a word: a letter, a digit, an apostrophe or a hyphen.
fn inside(c: char) -> bool {
    c.is_alphanumeric() || c == '\'' || c == '-'
}

/// The words of `text` with their byte offsets, read as they are asked for: only the words next
/// to a token are wanted, and a text may have many tokens to look around.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = text.char_indices().peekable();
    std::iter::from_fn(move || {
        while rest.next_if(|&(_, c)| !inside(c)).is_some() {}
        let (start, _) = *rest.peek()?;
        while rest.next_if(|&(_, c)| inside(c)).is_some() {}
        let end = rest.peek().map_or(text.len(), |&(i, _)| i);
        Some((start, &text[start..end]))
    })
}

/// The last word of `text`.
fn last_word(text: &str) -> Option<&str> {
    let text = text.trim_end_matches(|c| !inside(c));
    let start =
        text.char_indices().rev().find(|&(_, c)| !inside(c)).map_or(0, |(i, c)| i + c.len_utf8());
    (!text.is_empty()).then(|| &text[start..])
}

/// A Roman numeral beside a century word (`XX wieku`, `siglo XX`, `XXe siècle`), or after one
/// and a word of one or two letters that links them (Romanian `secolul al XIII-lea`, the
/// thirteenth century): its value, when the token at `start` of `text` is one.
pub fn roman_century(text: &str, start: usize, token: &str) -> Option<u32> {
    let n = roman(token)?;
    let next = words(&text[start + token.len()..]).next().map(|(_, w)| w.to_lowercase());
    let before = &text[..start];
    let prev = last_word(before);
    let century = |w: Option<&str>| w.is_some_and(|w| is_century_word(&w.to_lowercase()));
    if next.as_deref().is_some_and(is_century_word) || century(prev) {
        return Some(n);
    }
    // The word before the link, asked only where a short word stands before the numeral.
    let link = prev.filter(|w| w.chars().count() <= 2)?;
    let link_start = link.as_ptr() as usize - before.as_ptr() as usize;
    century(last_word(&before[..link_start])).then_some(n)
}

/// A century in words at the start of `rest` (`القرن العشرين`), with its length in bytes.
pub(super) fn century_phrase(rest: &str) -> Option<(u32, usize)> {
    let first = usize::from(*rest.as_bytes().first()?);
    let start = head(rest);
    // Four bytes compared at once before the whole phrase.
    let maybe = |key: &Option<[u8; 4]>| key.is_none() || *key == start;
    (WORDS.centuries[first].iter())
        .find(|(key, w, _)| maybe(key) && rest.starts_with(w))
        .map(|&(_, w, c)| (c, w.len()))
}

/// The century given within the next three words of `rest` (the text after a decade): a century
/// phrase, a Roman numeral beside a century word (`XX wieku`, `du XXe siècle`, `del siglo XX`),
/// or digits before one (`20th century`, `20. Jahrhunderts`). With the length in bytes up to its
/// end, so that it is not read again.
pub(super) fn century_after(rest: &str) -> Option<(u32, usize)> {
    let found: Vec<(usize, &str)> = words(rest).take(5).collect();
    for (k, &(at, w)) in found.iter().enumerate().take(4) {
        if let Some((c, len)) = century_phrase(&rest[at..]) {
            return Some((c, at + len));
        }
        let next = found.get(k + 1);
        let next_is_century = next.is_some_and(|(_, n)| is_century_word(&n.to_lowercase()));
        let value = roman(w).or_else(|| {
            let digits: String = w.chars().take_while(char::is_ascii_digit).collect();
            let ending = w[digits.len()..].chars().count();
            (!digits.is_empty() && ending <= 3 && next_is_century)
                .then(|| digits.parse().ok())
                .flatten()
        });
        if let Some(c) = value.filter(|c| (1..=30).contains(c)) {
            if next_is_century {
                let (n_at, n) = next.copied().unwrap_or((at, w));
                return Some((c, n_at + n.len()));
            }
            if k > 0 && is_century_word(&found[k - 1].1.to_lowercase()) {
                return Some((c, at + w.len()));
            }
        }
    }
    None
}

/// The century ending `before` (the text right before a decade): digits and a century word of a
/// script without spaces (`20世纪`), with the byte offset where its digits begin.
pub(super) fn century_before(before: &str) -> Option<(u32, usize)> {
    let word = WORDS.century_words.iter().find(|w| {
        before.ends_with(*w)
            && w.chars()
                .next()
                .and_then(family)
                .is_some_and(|f| f == super::normalize::Family::Other)
    })?;
    let head = &before[..before.len() - word.len()];
    let digits = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let at = head.len() - digits;
    let c: u32 = head[at..].parse().ok()?;
    (1..=30).contains(&c).then_some((c, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of a Roman numeral of a century (`XX`, `XXIe`, `XIX-го`): `I` … `XXX` with an
    /// ordinal ending of at most three letters.
    fn roman_by_chars(token: &str) -> Option<u32> {
        // Most words are none, and every word of every text is asked: they go before any copy.
        if !token.starts_with(['I', 'V', 'X', 'L']) {
            return None;
        }
        let digits: String = token.chars().take_while(|c| "IVXL".contains(*c)).collect();
        // One hyphen may join the ending (`XIX-го`, Romanian `XV-lea`).
        let ending = &token[digits.len()..];
        let ending = ending.strip_prefix('-').unwrap_or(ending);
        if digits.is_empty()
            || ending.chars().count() > 3
            || ending.chars().any(|c| c.is_uppercase() || c.is_ascii_digit())
        {
            return None;
        }
        let value = |c| match c {
            'I' => 1,
            'V' => 5,
            'X' => 10,
            _ => 50,
        };
        let vals: Vec<u32> = digits.chars().map(value).collect();
        let mut total = 0;
        for (k, &v) in vals.iter().enumerate() {
            if vals.get(k + 1).is_some_and(|&n| n > v) {
                total -= v as i32;
            } else {
                total += v as i32;
            }
        }
        let total = u32::try_from(total).ok().filter(|&t| (1..=30).contains(&t))?;
        // Canonical spelling only: `IIII` or `VX` is no numeral.
        (to_roman(total) == digits).then_some(total)
    }

    proptest::proptest! {
        /// Reading a Roman numeral's bytes gives what reading its characters into a copy gave.
        #[test]
        fn roman_reads_as_roman_by_chars(token in "[IVXLivxlCDM]{0,6}[a-zéЮ0-9E\\-]{0,4}") {
            proptest::prop_assert_eq!(roman(&token), roman_by_chars(&token));
        }
    }

    proptest::proptest! {
        /// One pass over a word finds the decade word going down the registry's list finds,
        /// also in words holding several (`nineties` in `sixtiesnineties`) or a piece of one.
        #[test]
        fn the_decade_word_found_is_the_first_of_the_list_the_word_holds(
            picks in proptest::collection::vec((0..10_000usize, 0..4usize, "[a-zé ]{0,3}"), 0..4),
        ) {
            let list = &WORDS.words;
            let mut lower = String::new();
            for (k, cut, filler) in &picks {
                let w = &list[k % list.len()].0;
                // The whole word, or the word without its last characters (a near miss).
                let keep = w.chars().count().saturating_sub(*cut % 2 * cut);
                lower.extend(w.chars().take(keep));
                lower.push_str(filler);
            }
            let scanned = list.iter().find(|(w, _)| lower.contains(w.as_str())).map(|&(_, t)| t);
            proptest::prop_assert_eq!(word(&lower), scanned, "{}", lower);
        }
    }

    #[test]
    fn words_read_lazily_are_the_runs_of_word_characters() {
        // Every run of letters, digits, apostrophes and hyphens, with its offset.
        fn runs(text: &str) -> Vec<(usize, &str)> {
            let mut out = Vec::new();
            let mut start = None;
            for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
                match (inside(c) && i < text.len(), start) {
                    (true, None) => start = Some(i),
                    (false, Some(s)) => {
                        out.push((s, &text[s..i]));
                        start = None;
                    }
                    _ => {}
                }
            }
            out
        }
        for text in ["", "  ", "w XX wieku", "du XXe siècle.", "l'an-2000, «siglo» XX", "été ", "x"]
        {
            assert_eq!(words(text).collect::<Vec<_>>(), runs(text), "{text:?}");
            assert_eq!(last_word(text), runs(text).last().map(|&(_, w)| w), "{text:?}");
        }
    }

    #[test]
    fn roman_numerals_of_centuries() {
        assert_eq!(roman("XX"), Some(20));
        assert_eq!(roman("XXIe"), Some(21));
        assert_eq!(roman("XIX"), Some(19));
        assert_eq!(roman("IIII"), None);
        assert_eq!(roman("XXL"), None);
        assert_eq!(roman("CPU"), None);
        assert_eq!(roman("X11"), None);
        assert_eq!(roman_numeral("VIII"), Some(8));
        assert_eq!(roman_numeral("Xi"), None);
        assert_eq!(roman_numeral("XL"), None, "forty is no century, and XL a size");
    }

    #[test]
    fn a_roman_numeral_is_a_century_only_beside_its_word() {
        let t = "w XX wieku";
        assert_eq!(roman_century(t, 2, "XX"), Some(20));
        let t = "del siglo XIX";
        assert_eq!(roman_century(t, 10, "XIX"), Some(19));
        assert_eq!(roman_century("the XX team", 4, "XX"), None);
    }

    #[test]
    fn centuries_after_and_before_a_decade() {
        assert_eq!(century_after(" XX wieku rozpoczęła").map(|c| c.0), Some(20));
        assert_eq!(century_after(" годов XIX века").map(|c| c.0), Some(19));
        assert_eq!(century_after(" du XXe siècle").map(|c| c.0), Some(20));
        assert_eq!(century_after(" del siglo XX").map(|c| c.0), Some(20));
        assert_eq!(century_after(" القرن العشرين").map(|c| c.0), Some(20));
        assert_eq!(century_after(" of the 19th century").map(|c| c.0), Some(19));
        assert_eq!(century_after(" the team won XX games"), None);
        assert_eq!(century_before("在20世纪"), Some((20, 3)));
        assert_eq!(century_before("在20年"), None);
    }

    #[test]
    fn decade_words_and_endings() {
        assert_eq!(word("nineties"), Some(90));
        assert_eq!(word("التسعينيات"), Some(90));
        assert_eq!(word("восьмидесятых"), Some(80));
        assert_eq!(word("девяносто"), None, "ninety is a number, not a decade");
        assert_eq!(suffix("s and"), Some((1, true)));
        assert_eq!(suffix("second"), None);
        assert_eq!(suffix("'s music"), Some((2, false)));
        assert_eq!(suffix("'si 250"), None);
        assert_eq!(suffix("er-Jahren"), Some((2, false)));
        assert_eq!(suffix("年代の"), Some(("年代".len(), false)));
        assert_eq!(suffix("-х годах"), Some(("-х".len(), false)));
        assert_eq!(suffix("-ми годами"), Some(("-ми".len(), false)));
        assert_eq!(suffix("-talets"), Some(("-talets".len(), false)));
        assert!(after_decade_word("durante los años "));
        assert!(after_decade_word("anni '"));
        assert!(!after_decade_word("tiene "));
        assert_eq!(readings(90, None), ["1990", "2090"]);
        assert_eq!(readings(50, Some(20)), ["1950"]);
    }

    /// The century phrases as one list, longest first, as [`century_phrase`] went down it before
    /// the lists per first byte.
    fn century_phrase_scan(rest: &str) -> Option<(u32, usize)> {
        let mut v: Vec<(&str, u32)> =
            quizdeck_lang::languages().iter().flat_map(|l| l.decades.centuries).copied().collect();
        v.sort_by_key(|(w, _)| std::cmp::Reverse(w.len()));
        v.iter().find(|(w, _)| rest.starts_with(w)).map(|&(w, c)| (c, w.len()))
    }

    #[test]
    fn century_phrases_are_found_as_the_list_scan_finds_them() {
        let phrases = quizdeck_lang::languages().iter().flat_map(|l| l.decades.centuries);
        for (w, _) in phrases {
            let cut = w.char_indices().last().map_or("", |(i, _)| &w[..i]);
            for rest in [w.to_string(), format!("{w} y"), cut.to_owned(), format!("x{w}")] {
                assert_eq!(century_phrase(&rest), century_phrase_scan(&rest), "{rest:?}");
            }
        }
        for rest in ["", "XX", "the twentieth century", "двадцатого века"] {
            assert_eq!(century_phrase(rest), century_phrase_scan(rest), "{rest:?}");
        }
    }
}
