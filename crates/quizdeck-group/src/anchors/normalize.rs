//! Text normalization shared by every anchor extractor.

use std::borrow::Cow;

use quizdeck_lang::Script;
use quizdeck_lang::push_lowercase;
use quizdeck_model::text::is_space_byte;
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::{IsNormalized, UnicodeNormalization};

/// Stands for a no-break, narrow no-break or thin space between two digits (`10 000`), which
/// NFKC would turn into an ordinary space and so lose the fact that it groups thousands. A
/// private-use character, so no text contains it and NFKC leaves it alone.
pub(crate) const GROUP_SPACE: char = '\u{E000}';

/// Normalizes `text` for anchor extraction: NFKC (full-width digits and letters, `℃`, ligatures),
/// direction marks removed, superscript digits written as `^2` (so `10²` does not read as `102`
/// but as a power), decimal digits of other
/// scripts as ASCII digits, every dash and minus as `-`, and thousands spaces as a private-use
/// character (so that NFKC keeps them apart from ordinary spaces).
pub fn normalize(text: &str) -> String {
    // Every character the steps below change is outside ASCII (and ASCII is its own NFKC).
    if text.is_ascii() {
        return text.to_owned();
    }
    // Runs of ASCII are copied whole in both passes: neither changes an ASCII character, and
    // only the characters around a group space (its neighbours) are looked at beside it.
    let bytes = text.as_bytes();
    let mut pre = Marked::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii() {
            let end = bytes[i..].iter().position(|b| !b.is_ascii()).map_or(bytes.len(), |n| i + n);
            pre.push_ascii(&text[i..end]);
            i = end;
            continue;
        }
        // `i` is always at the start of a character.
        let Some(c) = text[i..].chars().next() else { break };
        i += c.len_utf8();
        pre.push(c, || text[i..].chars().next());
    }
    // The same once the marks and superscripts are gone.
    if pre.text.is_ascii() {
        return pre.text;
    }
    let nfkc = nfkc(&pre.text);
    let mut out = String::with_capacity(nfkc.len());
    let mut rest = &*nfkc;
    while !rest.is_empty() {
        let ascii = rest.bytes().position(|b| !b.is_ascii()).unwrap_or(rest.len());
        out.push_str(&rest[..ascii]);
        rest = &rest[ascii..];
        let Some(c) = rest.chars().next() else { break };
        rest = &rest[c.len_utf8()..];
        out.push(plain(c));
    }
    out
}

/// The first pass of [`normalize`]: the text with direction marks dropped, superscripts written
/// as powers and thousands spaces marked, built one character (or run of ASCII) at a time.
struct Marked {
    text: String,
    /// The last character read (dropped marks aside).
    prev: Option<char>,
    /// Whether it was a superscript digit.
    prev_super: bool,
}

impl Marked {
    fn with_capacity(n: usize) -> Self {
        Self { text: String::with_capacity(n), prev: None, prev_super: false }
    }

    /// A run of ASCII, which this pass leaves as it is.
    fn push_ascii(&mut self, run: &str) {
        self.text.push_str(run);
        self.prev = run.chars().next_back().or(self.prev);
        self.prev_super = false;
    }

    /// Character `c`, with `next` giving the character after it (asked only beside a space).
    fn push(&mut self, c: char, next: impl FnOnce() -> Option<char>) {
        if is_bidi_mark(c) {
            // Direction marks (before an Arabic paragraph that starts with a digit) say nothing.
            return;
        }
        // A fraction glued to a whole number (`1½`, `2¾`) is its decimal part; NFKC would make
        // `11⁄2` of it. A fraction with no exact decimal (`1⅓`) is set apart instead.
        if self.prev.is_some_and(|p| p.is_ascii_digit()) && !self.prev_super {
            if let Some(tail) = vulgar_fraction_tail(c) {
                self.text.push_str(tail);
                self.prev = Some('0');
                return;
            }
            if matches!(c, '⅓' | '⅔' | '⅙' | '⅚' | '⅐' | '⅑') {
                self.text.push(' ');
            }
        }
        // Or set apart from it by a space (`1 ½ tsk`, Swedish for 1½ teaspoons).
        if let Some(tail) = vulgar_fraction_tail(c)
            && self.text.ends_with(' ')
            && self.text[..self.text.len() - 1].ends_with(|p: char| p.is_ascii_digit())
        {
            self.text.pop();
            self.text.push_str(tail);
            self.prev = Some('0');
            return;
        }
        if let Some(d) = superscript_digit(c) {
            if !self.prev_super {
                self.text.push('^');
            }
            self.text.push(d);
            self.prev_super = true;
            self.prev = Some(c);
            return;
        }
        self.prev_super = false;
        let is_group_space = matches!(c, '\u{00A0}' | '\u{202F}' | '\u{2009}' | '\u{2007}');
        if is_group_space
            && self.prev.is_some_and(|p| quizdeck_lang::ascii_digit(p).is_some())
            && next().is_some_and(|n| quizdeck_lang::ascii_digit(n).is_some())
        {
            self.text.push(GROUP_SPACE);
        } else {
            self.text.push(c);
        }
        self.prev = Some(c);
    }
}

/// The second pass of [`normalize`] on one character: every dash and minus as `-`, typographic
/// apostrophes as `'`, decimal digits of other scripts as ASCII digits.
fn plain(c: char) -> char {
    match c {
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE63}' | '\u{FF0D}' => '-',
        '\u{2018}' | '\u{2019}' | '\u{02BC}' => '\'',
        c => quizdeck_lang::ascii_digit(c).unwrap_or(c),
    }
}

fn is_bidi_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The decimal part a vulgar fraction stands for, where it has an exact one.
fn vulgar_fraction_tail(c: char) -> Option<&'static str> {
    Some(match c {
        '½' => ".5",
        '¼' => ".25",
        '¾' => ".75",
        '⅛' => ".125",
        '⅜' => ".375",
        '⅝' => ".625",
        '⅞' => ".875",
        '⅕' => ".2",
        '⅖' => ".4",
        '⅗' => ".6",
        '⅘' => ".8",
        '⅒' => ".1",
        _ => return None,
    })
}

fn superscript_digit(c: char) -> Option<char> {
    Some(match c {
        '\u{2070}' => '0',
        '\u{00B9}' => '1',
        '\u{00B2}' => '2',
        '\u{00B3}' => '3',
        '\u{2074}'..='\u{2079}' => char::from_digit(c as u32 - 0x2070, 10)?,
        '\u{207B}' => '-',
        _ => return None,
    })
}

/// Whether `c` is a letter of the Latin script (with or without diacritics).
#[inline]
pub fn is_latin_letter(c: char) -> bool {
    quizdeck_lang::script_of(c) == Some(Script::Latin)
}

/// The script family of a letter, coarse enough to tell where a word ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Family {
    Latin,
    Cyrillic,
    Greek,
    Other,
}

pub(crate) fn family(c: char) -> Option<Family> {
    if !c.is_alphabetic() {
        return None;
    }
    Some(match quizdeck_lang::script_of(c) {
        Some(Script::Latin) => Family::Latin,
        Some(Script::Cyrillic) => Family::Cyrillic,
        Some(Script::Greek) => Family::Greek,
        _ => Family::Other,
    })
}

/// Lower case, diacritics removed (`Inférence` → `inference`), for comparing words across
/// languages that share them.
pub fn fold(word: &str) -> String {
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    // A word of ASCII and the Latin letters of U+00C0 to U+024F (most words of the languages in
    // Latin letters) is folded letter by letter from a table: each such letter decomposes into a
    // base letter and its marks, so the word's decomposition is its letters' one after the other.
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
        } else if let Some(folded) = latin_fold(c) {
            out.push_str(folded);
        } else {
            return fold_by_decomposing(word);
        }
    }
    out
}

/// [`fold`] of any text: decomposed, its marks dropped, lowered.
fn fold_by_decomposing(text: &str) -> String {
    text.nfd().filter(|&c| !is_combining_mark(c)).flat_map(char::to_lowercase).collect()
}

/// The first and last letters [`latin_fold`] has folded in a table.
const LATIN_FOLDED: std::ops::RangeInclusive<u32> = 0xC0..=0x24F;

/// [`fold`] of one letter of [`LATIN_FOLDED`], from a table made by decomposing each once.
fn latin_fold(c: char) -> Option<&'static str> {
    static TABLE: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        LATIN_FOLDED
            .filter_map(char::from_u32)
            .map(|c| fold_by_decomposing(c.encode_utf8(&mut [0; 4])))
            .collect()
    });
    let at = u32::from(c).checked_sub(*LATIN_FOLDED.start())?;
    TABLE.get(usize::try_from(at).ok()?).map(String::as_str)
}

/// Collapses every run of whitespace to one space and trims, after NFKC and without direction
/// marks, embeddings and isolates (they are invisible); used to compare whole texts (duplicate
/// choices, untranslated texts, answer texts) without caring about spacing or case.
pub fn comparable(text: &str) -> String {
    let text = nfkc(text);
    if text.contains(is_bidi_mark) {
        collapse(&text.replace(is_bidi_mark, ""))
    } else {
        collapse(&text)
    }
}

/// `text` in NFKC. Most text already is (ASCII, letters with precomposed accents), which the
/// quick check tells at a glance, without decomposing and composing every character again.
fn nfkc(text: &str) -> Cow<'_, str> {
    // ASCII is its own NFKC, and the quick check starts afresh after an ASCII character: it
    // starts at the first character beyond ASCII (none in most English texts).
    let first = if text.is_ascii() {
        text.len()
    } else {
        text.bytes().position(|b| !b.is_ascii()).unwrap_or(text.len())
    };
    if unicode_normalization::is_nfkc_quick(text[first..].chars()) == IsNormalized::Yes {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(text.nfkc().collect())
    }
}

/// [`comparable`] of a text already in NFKC; also how titles of one site in one language are
/// matched (a page's stem and the same title in another page's list come from one rendering).
pub fn collapse(text: &str) -> String {
    collapse_and_count::<false>(text).0
}

/// How many characters of a text are not white space, how many are letters, and how many of
/// those are Latin.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Counts {
    pub chars: usize,
    pub letters: usize,
    pub latin: usize,
}

/// [`collapse`], and the [`Counts`] of `text` when `COUNT` is set: one pass for both, as the
/// anchors of every text need both.
pub(crate) fn collapse_and_count<const COUNT: bool>(text: &str) -> (String, Counts) {
    // `collapse_whitespace(text).chars().flat_map(char::to_lowercase)` in one pass over the bytes:
    // an ASCII byte (most of most texts) is lowered and copied as it is read, through one table,
    // and only the other characters are decoded and lowered (as `char::to_lowercase` does, not
    // `str::to_lowercase`, whose final sigma would make a word's last `Σ` differ from the same
    // letter inside a word). A letter's lower case is never white space, so lowering as the text
    // is collapsed gives the same text. Every text `check` compares goes through here.
    let bytes = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(text.len());
    let mut counts = Counts::default();
    let mut space = false;
    let mut lowered = String::new();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b.is_ascii() {
            i += 1;
            let lower = ASCII_LOWER[usize::from(b)];
            if lower == SPACE {
                space = true;
                continue;
            }
            if space && !out.is_empty() {
                out.push(b' ');
            }
            space = false;
            let start = i - 1;
            out.push(lower);
            // The rest of the word, as long as it is ASCII: found, then lowered and copied in one
            // go (white space and bytes beyond ASCII end it, and no other byte is white space).
            let rest = &bytes[i..];
            let len =
                rest.iter().position(|&b| !b.is_ascii() || is_space_byte(b)).unwrap_or(rest.len());
            out.extend(rest[..len].iter().map(u8::to_ascii_lowercase));
            i += len;
            if COUNT {
                // Every byte of the run is a character, and its letters (lowered) are Latin.
                let run = &out[out.len() - (i - start)..];
                let letters = run.iter().filter(|b| b.is_ascii_lowercase()).count();
                counts.chars += run.len();
                counts.letters += letters;
                counts.latin += letters;
            }
            continue;
        }
        // `i` is always at the start of a character.
        let Some(c) = text[i..].chars().next() else { break };
        i += c.len_utf8();
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if COUNT && c.is_alphabetic() {
            counts.letters += 1;
            counts.latin += usize::from(is_latin_letter(c));
        }
        counts.chars += usize::from(COUNT);
        if space && !out.is_empty() {
            out.push(b' ');
        }
        space = false;
        lowered.clear();
        push_lowercase(&mut lowered, c);
        out.extend_from_slice(lowered.as_bytes());
    }
    // Whole characters only were pushed: the bytes are UTF-8.
    (String::from_utf8(out).unwrap_or_default(), counts)
}

/// What [`collapse`] makes of an ASCII byte: white space (as [`is_space_byte`] has it) is
/// [`SPACE`], any other byte its lower case.
static ASCII_LOWER: [u8; 128] = {
    let mut table = [0u8; 128];
    let mut b = 0;
    while b < 128 {
        table[b as usize] = if is_space_byte(b) { SPACE } else { b.to_ascii_lowercase() };
        b += 1;
    }
    table
};

/// White space in [`ASCII_LOWER`]: no ASCII byte.
const SPACE: u8 = 0xff;

#[cfg(test)]
mod tests {
    use quizdeck_model::text::collapse_whitespace;

    use super::*;

    /// `normalize` reading every character one by one, as it did before it copied runs of ASCII
    /// whole.
    fn normalize_char_by_char(text: &str) -> String {
        let mut pre = Marked::with_capacity(text.len());
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            pre.push(c, || chars.peek().copied());
        }
        if pre.text.is_ascii() {
            return pre.text;
        }
        nfkc(&pre.text).chars().map(plain).collect()
    }

    proptest::proptest! {
        /// Copying runs of ASCII whole gives what looking at every character gave.
        #[test]
        fn normalize_is_normalize_char_by_char(
            text in "([a-z09 .'\\-]|[\u{a0}\u{202f}\u{2009}\u{200e}\u{b2}\u{b3}\u{2075}\u{2212}\u{2019}\u{301}\u{ff11}\u{663}\u{966}é]|\\PC){0,30}"
        ) {
            proptest::prop_assert_eq!(normalize(&text), normalize_char_by_char(&text));
        }

        /// The same, where digits and group spaces meet often.
        #[test]
        fn normalize_is_normalize_char_by_char_around_digits(
            text in "[09a \u{a0}\u{202f}\u{200e}\u{b2}\u{2212}\u{663}é]{0,12}"
        ) {
            proptest::prop_assert_eq!(normalize(&text), normalize_char_by_char(&text));
        }
    }

    #[test]
    fn full_width_and_other_script_digits_become_ascii() {
        assert_eq!(normalize("１４ＧＢ"), "14GB");
        assert_eq!(normalize("٣٫٥"), "3\u{66B}5");
        assert_eq!(normalize("१०"), "10");
    }

    #[test]
    fn superscripts_are_powers_not_digits() {
        assert_eq!(normalize("10²"), "10^2");
        assert_eq!(normalize("n¹²"), "n^12");
    }

    #[test]
    fn thousands_spaces_survive_nfkc() {
        assert_eq!(normalize("10\u{202F}000 km"), format!("10{GROUP_SPACE}000 km"));
        assert_eq!(normalize("à\u{00A0}5"), "à 5");
        assert_eq!(normalize("5 − 3 – 2"), "5 - 3 - 2");
    }

    #[test]
    fn collapse_lowers_every_letter_alike_wherever_it_stands() {
        assert_eq!(collapse("  ΣΟΦΙΑΣ  Straße\tİstanbul "), "σοφιασ straße i\u{307}stanbul");
        assert_eq!(collapse("Le  GPU\u{00A0}est\n"), "le gpu est");
        assert_eq!(collapse(" \u{2003} "), "");
    }

    proptest::proptest! {
        /// The quick check from the first character beyond ASCII gives the text in NFKC.
        #[test]
        fn nfkc_is_the_normal_form(
            text in "([a-z .]|[\u{301}\u{308}\u{327}\u{b2}\u{fb01}\u{ff11}é\u{1100}\u{1161}]|\\PC){0,20}"
        ) {
            proptest::prop_assert_eq!(nfkc(&text), text.nfkc().collect::<String>());
        }

        /// The one-pass `collapse` gives what collapsing white space and then lowering every
        /// character gives.
        #[test]
        fn collapse_is_collapsed_white_space_lowered(
            text in "(\\PC|\\s|[A-ZΣİa-z.\\t\\r\\u{b}\\u{c}\\u{85}\\u{a0}\\u{3000}]){0,40}"
        ) {
            let expected: String =
                collapse_whitespace(&text).chars().flat_map(char::to_lowercase).collect();
            proptest::prop_assert_eq!(collapse(&text), expected);
        }
    }

    proptest::proptest! {
        /// Folding letter by letter from the table gives what decomposing the whole word gives.
        #[test]
        fn fold_by_letters_is_fold_by_decomposing(
            word in "([a-zA-Z'-]|[\u{c0}-\u{24f}]|[\u{300}\u{301}\u{327}\u{1e00}-\u{1eff}ΣЖ]){0,12}"
        ) {
            proptest::prop_assert_eq!(fold(&word), fold_by_decomposing(&word));
        }
    }

    #[test]
    fn every_letter_of_the_table_folds_as_it_decomposes() {
        for c in LATIN_FOLDED.filter_map(char::from_u32) {
            let text = format!("{c}a{c}");
            assert_eq!(fold(&text), fold_by_decomposing(&text), "{c:?}");
        }
    }

    #[test]
    fn fold_removes_case_and_diacritics() {
        assert_eq!(fold("Inférence"), "inference");
        assert_eq!(comparable("  Le  GPU\u{00A0}est "), "le gpu est");
        assert_eq!(comparable("\u{200f} ٣٠٠ كم/ث\u{200f}"), comparable("٣٠٠ كم/ث"));
        assert_eq!(comparable("\u{2067}GPU\u{2069} \u{200e}x"), "gpu x");
    }
}
