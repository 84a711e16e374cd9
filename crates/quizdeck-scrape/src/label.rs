//! Choice labels: the letters (A, B, C …) in the alphabets quiz sites use, and how a label sits in
//! front of a choice's text or inside an answer line. The alphabets and the punctuation around a
//! label are the language registry's (`quizdeck_lang`).

use std::sync::LazyLock;

/// Numbered choices (`1)`, `2.`), read as the letter of the same position; a number is a label
/// only with a separator after it.
const NUMBERS: &str = "123456789";

/// Alphabets of choice labels, each in order: those of every script the language registry knows
/// (Latin capitals first), then [`NUMBERS`]. A label is stored as the Latin letter of the same
/// position, so that languages can be compared (`Б` on a Russian page is `B`).
static ALPHABETS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| quizdeck_lang::label_alphabets().iter().copied().chain([NUMBERS]).collect());

/// The zeros of the decimal digits of other scripts, each followed by one to nine: Arabic-Indic,
/// Persian (Extended Arabic-Indic), Devanagari, Bengali, Gujarati, Tamil, Telugu, Kannada,
/// Malayalam, Thai, Lao, Tibetan, Myanmar, Khmer.
const OTHER_ZEROS: [char; 14] = [
    '\u{660}', '\u{6f0}', '\u{966}', '\u{9e6}', '\u{ae6}', '\u{be6}', '\u{c66}', '\u{ce6}',
    '\u{d66}', '\u{e50}', '\u{ed0}', '\u{f20}', '\u{1040}', '\u{17e0}',
];

/// Index of the digit alphabet in [`ALPHABETS`].
pub(crate) fn digit_alphabet() -> usize {
    ALPHABETS.len() - 1
}

/// Position of `c` in its label alphabet (A = 0) and the alphabet's index.
pub(crate) fn letter_index(c: char) -> Option<(usize, usize)> {
    let letters = LETTERS.as_slice();
    letters.binary_search_by_key(&c, |l| l.0).ok().map(|at| (letters[at].1, letters[at].2))
}

/// The letter `text` starts with as a label, after direction marks and an opening bracket.
pub(crate) fn label_char(text: &str) -> Option<char> {
    let t = text.trim_start_matches(direction_mark);
    t.strip_prefix(|c| label_opener(c) || c == '[').unwrap_or(t).chars().next()
}

/// The place of the letter `text` starts with (after an opening bracket) in `alphabet`, as
/// [`letter_index`] numbers alphabets: a letter two alphabets write is read as the first one's
/// (`क` is the first letter of Hindi's `क ख ग घ`, and the third of Marathi's `अ ब क ड`), and a run
/// of labels in the second needs it read as the second's.
pub(crate) fn index_in(text: &str, alphabet: usize) -> Option<usize> {
    place_in(label_char(text)?, alphabet)
}

/// The place of letter `c` in alphabet `own`, where the letter is in it at another place than
/// [`letter_index`] reads (`क` in `अ ब क ड`); `None` where it is not or the place is the same.
pub(crate) fn other_place(c: char, own: usize) -> Option<usize> {
    let (index, alphabet) = letter_index(c)?;
    (alphabet != own).then(|| place_in(c, own)).flatten().filter(|&j| j != index)
}

/// The Latin letter a Cyrillic or Greek one looks like, where a page types one for the other
/// among Latin labels (`А.`, `В.`, `С.`, `D.`: a Cyrillic keyboard's A, B and C, then Latin D).
/// Written by hand: the few capitals of the first eight places (and the small letters that look
/// alike), which labels use.
pub(crate) fn latin_twin(c: char) -> Option<char> {
    Some(match c {
        'А' | 'Α' => 'A',
        'В' | 'Β' => 'B',
        'С' => 'C',
        'Е' | 'Ε' => 'E',
        'Н' | 'Η' => 'H',
        'а' => 'a',
        'с' => 'c',
        'е' => 'e',
        _ => return None,
    })
}

/// The place of letter `c` in alphabet `own`, if that alphabet has it.
fn place_in(c: char, own: usize) -> Option<usize> {
    let (index, alphabet) = letter_index(c)?;
    if alphabet == own {
        return Some(index);
    }
    // A Cyrillic or Greek letter that looks like a Latin one, among Latin labels.
    if let Some((i, a)) = latin_twin(c).and_then(letter_index)
        && a == own
    {
        return Some(i);
    }
    // The letters two alphabets write, with each place: few, and looked up only for a letter
    // read in another alphabet than the run's (a number among lettered choices is one).
    static SHARED: LazyLock<Vec<(char, usize, usize)>> = LazyLock::new(|| {
        let mut all: Vec<(char, usize, usize)> = ALPHABETS
            .iter()
            .enumerate()
            .flat_map(|(a, alpha)| {
                alpha.chars().enumerate().map(move |(i, c)| (c, alphabet_id(a), i))
            })
            .collect();
        all.sort_unstable();
        all.dedup();
        let shared = |c: char| all.iter().filter(|l| l.0 == c).nth(1).is_some();
        all.iter().copied().filter(|l| shared(l.0)).collect()
    });
    let from = SHARED.partition_point(|l| l.0 < c);
    SHARED[from..].iter().take_while(|l| l.0 == c).find(|l| l.1 == own).map(|l| l.2)
}

/// The index of alphabet `a` of [`ALPHABETS`] as labels are compared: an alphabet that is an
/// earlier one with another first letter (Arabic `ابجد…` beside `أبجد…`) is that alphabet, for a
/// page may write `ا` for the first label and `ب` for the second; so is one that starts with the
/// same two letters and goes on with others (Hindi-medium `अ ब स द` beside Marathi `अ ब क ड`),
/// whose `अ` and `ब` cannot tell which of the two a run is in.
fn alphabet_id(a: usize) -> usize {
    let same_after_first = |x: &str, y: &str| x.chars().skip(1).eq(y.chars().skip(1));
    let same_start = |x: &str, y: &str| x.chars().take(2).eq(y.chars().take(2));
    let alike = |b: &&str| same_after_first(b, ALPHABETS[a]) || same_start(b, ALPHABETS[a]);
    ALPHABETS[..a].iter().position(alike).unwrap_or(a)
}

/// Every letter of [`ALPHABETS`] with its position and alphabet, sorted by letter, where a letter
/// in two alphabets keeps the first. [`letter_index`] is asked at the start of every word of the
/// lines after the choices, mostly for letters that are in no alphabet: a scan of them all was
/// about 3 % of reading a page.
static LETTERS: LazyLock<Vec<(char, usize, usize)>> = LazyLock::new(|| {
    let mut letters: Vec<(char, usize, usize)> = ALPHABETS
        .iter()
        .enumerate()
        .flat_map(|(a, alpha)| alpha.chars().enumerate().map(move |(i, c)| (c, i, alphabet_id(a))))
        .collect();
    // Stable: of one letter's entries, the first in alphabet order stays first, and is kept.
    // The digits of other scripts number choices as `1`–`9` do (Persian `۱)`, Hindi `१.`).
    let digits = NUMBERS.chars().count();
    for zero in OTHER_ZEROS {
        for i in 0..digits {
            let digit = char::from_u32(zero as u32 + 1 + i as u32).unwrap_or(zero);
            letters.push((digit, i, alphabet_id(digit_alphabet())));
        }
    }
    letters.sort_by_key(|l| l.0);
    letters.dedup_by_key(|l| l.0);
    letters
});

/// Marks that end a label with or without a space after them, in any script (`A.`, `A)`, `A：`,
/// `A、`).
fn label_mark(c: char) -> bool {
    quizdeck_lang::punctuation().label_marks.contains(&c)
}

/// Brackets that open around a label (`(A)`, `（A）`).
fn label_opener(c: char) -> bool {
    quizdeck_lang::punctuation().label_openers.contains(&c)
}

/// The first label letter of `text` and the text after it. Urdu and Persian name their first
/// label by the letter's name, `الف` (alef), not by the letter alone: it is read as `ا` where it
/// ends a word (`الف)`, `(الف)`, `الف ڈالر`), or anywhere when `glued` (`<span>الف</span>ڈالر`).
pub(crate) fn first_letter(text: &str, glued: bool) -> Option<(char, &str)> {
    if let Some(rest) = text.strip_prefix("الف")
        && (glued || !rest.starts_with(char::is_alphabetic))
    {
        return Some(('ا', rest));
    }
    let mut chars = text.chars();
    let c = chars.next()?;
    let rest = chars.as_str();
    // Hebrew writes a letter that counts with a geresh (`א׳`, `ב'`): the mark is the label's,
    // where no letter follows it (`צ'יפס` is a word).
    if ('\u{5d0}'..='\u{5ea}').contains(&c)
        && let Some(after) = rest.strip_prefix(['\u{5f3}', '\'', '’'])
        && !after.starts_with(char::is_alphabetic)
    {
        return Some((c, after));
    }
    Some((c, rest))
}

/// Marks that set the direction of the text around them (left-to-right, right-to-left and Arabic
/// letter marks). Writers of right-to-left languages put one right after a Latin label, before
/// its space or its full stop, so that the label shows on the right side: the mark belongs to the
/// label, never to the choice's text, and parts them as a space does.
pub(crate) fn direction_mark(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{61c}')
}

/// `text` without the white space and direction marks it starts with.
fn trim_start_spaces(text: &str) -> &str {
    text.trim_start_matches(|c: char| c.is_whitespace() || direction_mark(c))
}

/// Separators between a label and its text: `A. text`, `A) text`, `A: text`, `A．text`, `A、text`,
/// and dashes and a slash followed by a space.
fn separator(c: char) -> bool {
    label_mark(c) || matches!(c, '-' | '–' | '—' | '/')
}

/// A label at the start of `text`: `(position, alphabet, rest)`. With `glued`, the label may run
/// straight into the text (`ABecause` — how a text rendering shows `<span>A</span>Because`);
/// otherwise a separator or space must follow it.
pub(crate) fn leading_label(text: &str, glued: bool) -> Option<(usize, usize, &str)> {
    let text = text.trim_start_matches(direction_mark);
    let t = text.strip_prefix(|c| label_opener(c) || c == '[').unwrap_or(text);
    let (c, after) = first_letter(t, glued)?;
    let (i, alpha) = letter_index(c)?;
    let rest = after.trim_start_matches(direction_mark);
    // A direction mark after the label parts it from the text as a space does.
    let spaced = rest.len() < after.len() || rest.starts_with(char::is_whitespace);
    if alpha == digit_alphabet() {
        // `1) text`, `2. text`, `1- text` (as Vietnamese tests number options), but not `1.5
        // GB`, `10 ms` or `1-2 ngày`.
        let r = rest
            .strip_prefix(|c| label_mark(c) || matches!(c, '-' | '–'))?
            .trim_start_matches(direction_mark);
        return r.starts_with(char::is_whitespace).then(|| (i, alpha, trim_start_spaces(r)));
    }
    // `.`, `)` and `:` end a label even with no space after them (`A)text`); a dash or slash only
    // with one (`B-trees` is a word).
    if let Some(r) = rest.strip_prefix(|c| label_mark(c) || c == ']') {
        return Some((i, alpha, trim_start_spaces(r)));
    }
    if let Some(r) = rest.strip_prefix(separator)
        && (r.is_empty() || r.starts_with(|c: char| c.is_whitespace() || direction_mark(c)))
    {
        return Some((i, alpha, trim_start_spaces(r)));
    }
    if rest.is_empty() || spaced {
        let r = trim_start_spaces(rest);
        // `A - text`, `A – text`, and a label's mark set apart as French sets its colon, `A :
        // text`, or as a text rendering pads it, `A .  text` (not `A .NET`).
        let r = match r.strip_prefix(|c| matches!(c, '-' | '–' | '—') || label_mark(c)) {
            Some(after) if after.is_empty() || after.starts_with(char::is_whitespace) => {
                trim_start_spaces(after)
            }
            _ => r,
        };
        return Some((i, alpha, r));
    }
    glued.then_some((i, alpha, rest))
}

/// Whether `text` is nothing but a label (`A`, `A.`, `(A)`).
pub(crate) fn is_bare_label(text: &str) -> bool {
    // A label is one letter (`الف`, three): a text with four letters or digits is none, told
    // from its first few characters, before the trimming below asks each end's character of
    // every list of marks. Every block of every page is asked.
    if text.chars().filter(|c| c.is_alphanumeric()).nth(3).is_some() {
        return false;
    }
    let t = text.trim_matches(|c: char| label_opener(c) || label_mark(c) || direction_mark(c));
    matches!(first_letter(t, false), Some((c, "")) if letter_index(c).is_some())
}

/// A label standing alone at the start of some text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LabelToken<'a> {
    /// Position in its alphabet (A = 0).
    pub index: usize,
    /// The text after the label and its separator.
    pub rest: &'a str,
    /// The label ends the text or a separator follows it (`C.`, `C)`, `C –`), rather than only a
    /// space, which could as well start a sentence ("A model …").
    pub strict: bool,
}

/// A label standing alone at the start of `text`: followed by the end, a separator or a space.
pub(crate) fn label_token(text: &str) -> Option<LabelToken<'_>> {
    let text = text.trim_start_matches(direction_mark);
    let t = text.strip_prefix(label_opener).unwrap_or(text);
    let (c, after) = first_letter(t, false)?;
    let (index, _) = letter_index(c)?;
    let rest = after.trim_start_matches(direction_mark);
    let is_sep = |ch: char| separator(ch) || ch == ',' || ch == '*';
    let skip = |ch: char| ch.is_whitespace() || direction_mark(ch) || is_sep(ch);
    match rest.chars().next() {
        None => Some(LabelToken { index, rest: "", strict: true }),
        Some(n) if n.is_whitespace() || is_sep(n) || rest.len() < after.len() => {
            let spaced = trim_start_spaces(rest);
            let strict = is_sep(n) || spaced.is_empty() || spaced.starts_with(is_sep);
            Some(LabelToken { index, rest: rest.trim_start_matches(skip), strict })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `is_bare_label` without the count of letters that answers most texts at once.
    fn is_bare_label_in_full(text: &str) -> bool {
        let t = text.trim_matches(|c: char| label_opener(c) || label_mark(c) || direction_mark(c));
        matches!(first_letter(t, false), Some((c, "")) if letter_index(c).is_some())
    }

    proptest::proptest! {
        #[test]
        fn a_bare_label_is_told_alike_with_or_without_counting_letters(
            text in "[A-Dab1-4 .():（）．\u{200f}الفבא׳क।]{0,9}"
        ) {
            proptest::prop_assert_eq!(is_bare_label(&text), is_bare_label_in_full(&text));
        }
    }

    #[test]
    fn letters_are_found_as_a_scan_of_the_alphabets_in_order_finds_them() {
        let scan = |c: char| {
            let other_digit = || {
                OTHER_ZEROS.iter().find_map(|&zero| {
                    let i = (c as u32).checked_sub(zero as u32 + 1).filter(|&i| i < 9)?;
                    Some((i as usize, digit_alphabet()))
                })
            };
            ALPHABETS
                .iter()
                .enumerate()
                .find_map(|(a, alpha)| {
                    alpha.chars().position(|x| x == c).map(|i| (i, alphabet_id(a)))
                })
                .or_else(other_digit)
        };
        let listed = ALPHABETS.iter().flat_map(|alpha| alpha.chars());
        let around =
            ['\0', 'a', 'z', 'Z', '0', '9', ' ', 'ß', 'ё', 'Ω', '①', '가', '丙', '\u{10FFFF}'];
        let mut found = 0;
        for c in listed.chain(around).chain(('\u{0}'..='\u{3200}').step_by(7)) {
            assert_eq!(letter_index(c), scan(c), "{c:?}");
            found += usize::from(scan(c).is_some());
        }
        assert!(found > 100);
        assert_eq!(letter_index('ا').map(|l| l.1), letter_index('ب').map(|l| l.1));
    }

    #[test]
    fn glued_and_separated_labels() {
        assert_eq!(leading_label("ABecause", true), Some((0, 0, "Because")));
        assert_eq!(leading_label("AAbout 7 ms", true), Some((0, 0, "About 7 ms")));
        assert_eq!(leading_label("B. Because", false), Some((1, 0, "Because")));
        // `क` read in the alphabet of a run that started `अ)`, `ब)`.
        let (_, marathi, _) = leading_label("अ) सिंहगड", false).expect("a label");
        assert_eq!(index_in("क) प्रतापगड", marathi), Some(2));
        assert_eq!(index_in("(क) प्रतापगड", marathi), Some(2));
        // Read in the run's alphabet only where its place there differs.
        assert_eq!((other_place('क', marathi), other_place('ब', marathi)), (Some(2), None));
        let (_, hindi, _) = leading_label("क) दिल्ली", false).expect("a label");
        assert_eq!(other_place('क', hindi), None);
        assert_eq!(leading_label("(c) three", false), Some((2, 1, "three")));
        assert_eq!(leading_label("Because", false), None);
        assert_eq!(leading_label("Б) Два", false), Some((1, 3, "Два")));
        assert_eq!(leading_label("イ．二つ", false), Some((1, 7, "二つ")));
        assert_eq!(leading_label("A.text", false), Some((0, 0, "text")));
        assert_eq!(leading_label("A)text", false), Some((0, 0, "text")));
        assert_eq!(leading_label("A - ARP", false), Some((0, 0, "ARP")));
        assert_eq!(leading_label("B – ARP", false), Some((1, 0, "ARP")));
        assert_eq!(leading_label("B-trees", true), Some((1, 0, "-trees")));
        assert_eq!(leading_label("B : Paris", false), Some((1, 0, "Paris")));
        assert_eq!(leading_label("B .  1964", false), Some((1, 0, "1964")));
        assert_eq!(leading_label("B ) Sauer", false), Some((1, 0, "Sauer")));
        assert_eq!(leading_label("B .NET", false), Some((1, 0, ".NET")));
        assert_eq!(leading_label("B-trees", false), None);
        assert_eq!(leading_label("ب) منع", false).map(|l| (l.0, l.2)), Some((1, "منع")));
        assert_eq!(leading_label("ख) डिजिटल", false).map(|l| (l.0, l.2)), Some((1, "डिजिटल")));
        assert_eq!(leading_label("나. 두 개", false).map(|l| (l.0, l.2)), Some((1, "두 개")));
    }

    #[test]
    fn direction_marks_beside_a_label_go_with_it() {
        let (rlm, lrm, alm) = ('\u{200f}', '\u{200e}', '\u{61c}');
        let marked = |l: &str| leading_label(l, true).map(|l| (l.0, l.2.to_owned()));
        let two = Some((1, "مرتين".to_owned()));
        for line in [
            format!("B{rlm} مرتين"),
            format!("B{rlm}مرتين"),
            format!("B{rlm}. مرتين"),
            format!("B.{rlm} مرتين"),
            format!("{rlm}B) {lrm}مرتين"),
            format!("B{alm} - مرتين"),
        ] {
            assert_eq!(marked(&line), two, "{line:?}");
            assert_eq!(leading_label(&line, false).map(|l| l.2), Some("مرتين"));
        }
        assert_eq!(leading_label(&format!("2{rlm}) اثنان"), false).map(|l| l.2), Some("اثنان"));
        // A mark inside a word is no separator: `B‏rown` is not label B.
        assert_eq!(leading_label(&format!("Brown{rlm}"), false), None);
        assert!(is_bare_label(&format!("{rlm}B{rlm}.")));
        let token = |t: &str| label_token(t).map(|t| (t.index, t.rest.to_owned(), t.strict));
        assert_eq!(token(&format!("C{rlm}. ثلاث")), Some((2, "ثلاث".to_owned(), true)));
        assert_eq!(token(&format!("C{rlm}")), Some((2, String::new(), true)));
    }

    #[test]
    fn urdu_and_persian_name_their_first_label_alef() {
        assert_eq!(leading_label("الف) ڈالر", false).map(|l| (l.0, l.2)), Some((0, "ڈالر")));
        assert_eq!(leading_label("(الف) ڈالر", false).map(|l| (l.0, l.2)), Some((0, "ڈالر")));
        assert_eq!(leading_label("الفڈالر", true).map(|l| (l.0, l.2)), Some((0, "ڈالر")));
        assert!(is_bare_label("(الف)") && is_bare_label("الف"));
        assert_eq!(label_token("الف").map(|t| t.index), Some(0));
        // A word that starts with those letters is no label when it must stand apart.
        assert_eq!(leading_label("الفرق بين", false), None);
        assert!(!is_bare_label("الفرق"));
    }

    #[test]
    fn numbered_choices_need_a_separator() {
        assert_eq!(leading_label("2) Two", false), Some((1, digit_alphabet(), "Two")));
        assert_eq!(leading_label("1.5 GB", true), None);
        assert_eq!(leading_label("10 ms", true), None);
        assert_eq!(
            leading_label("1- Được phép.", false),
            Some((0, digit_alphabet(), "Được phép."))
        );
        assert_eq!(leading_label("1-2 ngày", false), None);
        assert_eq!(label_token("2").map(|t| (t.index, t.strict)), Some((1, true)));
    }

    #[test]
    fn bare_labels() {
        assert!(is_bare_label("A"));
        assert!(is_bare_label("(B)"));
        assert!(is_bare_label("C."));
        assert!(!is_bare_label("AB"));
    }
}
