//! Text normalization shared by every anchor extractor.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Stands for a no-break, narrow no-break or thin space between two digits (`10 000`), which
/// NFKC would turn into an ordinary space and so lose the fact that it groups thousands. A
/// private-use character, so no text contains it and NFKC leaves it alone.
pub(crate) const GROUP_SPACE: char = '\u{E000}';

/// Normalizes `text` for anchor extraction: NFKC (full-width digits and letters, `℃`, ligatures),
/// superscript digits written as `^2` (so `10²` does not read as `102`), decimal digits of other
/// scripts as ASCII digits, every dash and minus as `-`, and thousands spaces as [`GROUP_SPACE`].
pub fn normalize(text: &str) -> String {
    let mut pre = String::with_capacity(text.len());
    let mut prev_super = false;
    let mut chars = text.chars().peekable();
    let mut prev: Option<char> = None;
    while let Some(c) = chars.next() {
        if let Some(d) = superscript_digit(c) {
            if !prev_super {
                pre.push('^');
            }
            pre.push(d);
            prev_super = true;
            prev = Some(c);
            continue;
        }
        prev_super = false;
        let is_group_space = matches!(c, '\u{00A0}' | '\u{202F}' | '\u{2009}' | '\u{2007}');
        if is_group_space
            && prev.is_some_and(|p| ascii_digit(p).is_some())
            && chars.peek().is_some_and(|&n| ascii_digit(n).is_some())
        {
            pre.push(GROUP_SPACE);
        } else {
            pre.push(c);
        }
        prev = Some(c);
    }
    pre.nfkc()
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE63}' | '\u{FF0D}' => '-',
            '\u{2018}' | '\u{2019}' | '\u{02BC}' => '\'',
            c => ascii_digit(c).unwrap_or(c),
        })
        .collect()
}

/// The ASCII digit a decimal digit of any common script stands for.
///
/// Unicode's decimal digits come in runs of ten starting at a known zero; `char::to_digit` only
/// knows ASCII, and no small crate maps the others, hence this table.
pub(crate) fn ascii_digit(c: char) -> Option<char> {
    const ZEROS: &[u32] = &[
        0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66,
        0xDE6, 0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0xFF10,
    ];
    let cp = c as u32;
    ZEROS.iter().find(|&&z| (z..z + 10).contains(&cp)).and_then(|&z| char::from_digit(cp - z, 10))
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
pub fn is_latin_letter(c: char) -> bool {
    c.is_ascii_alphabetic()
        || (c.is_alphabetic()
            && matches!(c as u32, 0xC0..=0x24F | 0x1E00..=0x1EFF | 0x250..=0x2AF | 0x2C60..=0x2C7F))
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
    Some(if is_latin_letter(c) {
        Family::Latin
    } else if matches!(c as u32, 0x400..=0x52F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F)
    {
        Family::Cyrillic
    } else if matches!(c as u32, 0x370..=0x3FF | 0x1F00..=0x1FFF) {
        Family::Greek
    } else {
        Family::Other
    })
}

/// Lower case, diacritics removed (`Inférence` → `inference`), for comparing words across
/// languages that share them.
pub fn fold(word: &str) -> String {
    word.nfd().filter(|&c| !is_combining_mark(c)).flat_map(char::to_lowercase).collect()
}

/// Collapses every run of whitespace to one space and trims, after NFKC; used to compare whole
/// texts (duplicate choices, untranslated texts, answer texts) without caring about spacing or case.
pub fn comparable(text: &str) -> String {
    collapse(&text.nfkc().collect::<String>())
}

/// [`comparable`] of a text already in NFKC; also how titles of one site in one language are
/// matched (a page's stem and the same title in another page's list come from one rendering).
pub fn collapse(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(word.chars().flat_map(char::to_lowercase));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn fold_removes_case_and_diacritics() {
        assert_eq!(fold("Inférence"), "inference");
        assert_eq!(comparable("  Le  GPU\u{00A0}est "), "le gpu est");
    }
}
