//! Numbers as a translation writes them: `1,000.5`, `1 000,5`, `1.000,5`, `１４`, `150万`, `2³²`,
//! `the 1990s`, `20世纪90年代`, `15.03.2024`, `minus 5`.
//!
//! Written by hand rather than with a regular expression: which separator is decimal depends on
//! the groups around it, what a number means depends on the words around it (`años noventa` is a
//! decade, `tiene noventa años` an age), and a number's readings (`1,000` is a thousand in
//! English, one in German) are kept side by side so that comparing two languages can pick the one
//! they share. Where the reader cannot tell what a number is, it keeps every reading rather than
//! guess one.
//!
//! The reader is [`Reader`]; the forms a number takes beyond plain digits are read in
//! [`super::forms`] and [`super::clock`], what stands around its digits in [`super::around`].

use std::sync::LazyLock;

use super::calendar;
use super::decade;
use super::half;
use super::normalize::{GROUP_SPACE, is_latin_letter};
use super::unit;
use super::value::{Value, readings};
use super::words::{
    is_minus_word, is_radix_mark, scale_after, scale_word_after, scale_word_before, spelled,
};

/// A number found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Number {
    /// As written, after normalization (which writes a superscript `²` as `^2`); see
    /// [`Number::shown`].
    pub text: String,
    /// Its possible values in canonical form (`1000`, `1.5`, `-3`, `4294967296` for `2³²`, `1990`
    /// for a decade); two numbers are the same when they share one. A version-like `1.2.3` reads
    /// as itself, an exponent without a base (`n²`) as `^2`.
    pub values: Vec<String>,
    /// When ordinary spaces grouped it (`10 000`), the readings of the pieces, since the spaces
    /// may also separate two numbers.
    pub parts: Vec<String>,
    /// The unit written after it (or a currency before it), canonical.
    pub unit: Option<String>,
    /// Spelled out in words (`fourteen`, `vierzehn`): a translation may as well write the digits,
    /// or the words a table does not know, so it pairs with digits but is never missed.
    pub spelled: bool,
    /// A part a translation may write in words: the day and month of a date in digits
    /// (`15.03.2024`, `March 15, 2024`). It pairs, but is never missed.
    pub loose: bool,
    /// The denominator of a fraction read as its decimal too (`100` of `160/100`): loose, since
    /// a translation may write the decimal instead, but a figure the text writes, so a text
    /// that gives it lacks no number it may have said in words.
    pub denominator: bool,
    /// What must be kept exactly, however small: a version (`TLS 1.3`, `HTTP/3`), an exponent.
    pub exact: bool,
    /// Where the readings a scale word gives start in `values` (`32 million`: `32`, then
    /// `32000000`): two numbers that both have a scale word are the same only by those.
    pub scaled_from: Option<usize>,
    /// The first part of a duration written in parts, each with its unit (`12 h 25 min`, `2 min
    /// 52 s/km`, `2時間1分9秒`): the rank of its unit (3 hours, 2 minutes, 1 seconds), which
    /// the parts give up (see `join_durations`). Compared only with another such duration's, as
    /// a clock's `12:25` says no unit.
    pub leads: Option<u8>,
}

impl Number {
    /// The unit of the first part of a duration in parts (see [`Number::leads`]).
    pub fn lead_unit(&self) -> Option<&'static str> {
        self.leads.map(|rank| match rank {
            3 => "h",
            2 => "min",
            _ => "s",
        })
    }

    pub(super) fn new(text: impl Into<String>, values: Vec<String>) -> Self {
        Self {
            text: text.into(),
            values,
            parts: Vec::new(),
            unit: None,
            spelled: false,
            loose: false,
            denominator: false,
            exact: false,
            scaled_from: None,
            leads: None,
        }
    }

    /// Whether two numbers may be the same: they share a reading, and where both have a scale
    /// word, a reading it gives (`32 million` is not `32 billion`, though both are `32`).
    pub fn same_value(&self, other: &Number) -> bool {
        match (self.scaled_from, other.scaled_from) {
            (Some(i), Some(j)) => {
                let (a, b) = (
                    &self.values[i.min(self.values.len())..],
                    &other.values[j.min(other.values.len())..],
                );
                a.iter().any(|v| b.contains(v))
            }
            _ => self.values.iter().any(|v| other.values.contains(v)),
        }
    }

    /// The number as a report shows it: as written, with its powers in superscript (`2³²`).
    pub fn shown(&self) -> String {
        let Some((base, power)) = self.text.split_once('^') else { return self.text.clone() };
        let digits = power.len()
            - power
                .trim_start_matches(['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
                .len();
        format!("{base}{}{}", superscript(&power[..digits]), &power[digits..])
    }

    /// A number a translation may leave out or write as a word, so that its absence on one side
    /// alone is no mismatch: spelled out or [`Number::loose`]; a whole number up to 12 without a
    /// unit, with a unit of time or as a factor (`one token at a time` ↔ `1トークンずつ`, `one
    /// second` ↔ `1 Sekunde`, `8倍`); one of anything (`a byte` ↔ `1バイト`, `per kWh` ↔ `1
    /// kWhあたり`). Never a version or an exponent.
    pub fn is_small(&self) -> bool {
        if self.exact {
            return false;
        }
        let timeless = self.unit.as_deref().is_none_or(|u| matches!(u, "s" | "min" | "h" | "×"));
        let upto = |max: u32| self.values.iter().all(|v| v.parse::<u32>().is_ok_and(|n| n <= max));
        // Exactly one of the next larger unit, which a translation may name in a word alone:
        // `in 24 hours` is `na dobę`, `в сутки`, `per day`; `60 seconds` is `a minute`.
        let whole_next = matches!(
            (self.unit.as_deref(), self.values.as_slice()),
            (Some("h"), [v]) if v == "24"
        ) || matches!(
            (self.unit.as_deref(), self.values.as_slice()),
            (Some("min" | "s"), [v]) if v == "60"
        );
        self.spelled || self.loose || (timeless && upto(12)) || upto(1) || whole_next
    }

    /// A percent that a simple fraction says (`50 %` is a half, `33 %` a third, `75 %` three
    /// quarters, `10 %` a tenth): translations write it in words as often (`about half` ↔
    /// `etwa 50 %`, `un tiers` ↔ `33 %`), so that its absence on one side alone is no mismatch,
    /// as a small number's is. A percent changed into another is still one.
    pub fn is_fraction_percent(&self) -> bool {
        const FRACTIONS: &[&str] =
            &["10", "20", "25", "33", "33.3", "33.33", "50", "66.6", "66.7", "66.67", "67", "75"];
        !self.exact
            && self.unit.as_deref() == Some("%")
            && matches!(self.values.as_slice(), [v] if FRACTIONS.contains(&v.as_str()))
    }
}

/// Every number of `text` (already normalized), in order.
pub fn numbers(text: &str) -> Vec<Number> {
    let mut reader = Reader {
        text,
        cs: char_indices(text),
        out: Vec::new(),
        minus_at: None,
        skip_to: 0,
        han_century: None,
        spans: Vec::new(),
    };
    reader.read();
    reader.fractions();
    reader.join_durations();
    calendar::persian_dates(&mut reader.out, &reader.spans, text);
    calendar::ethiopian_dates(&mut reader.out, &reader.spans, text);
    let mut out = reader.out;
    calendar::buddhist_years(&mut out, text);
    calendar::solar_hijri_years(&mut out, text);
    out
}

/// Every character of `text` with its byte offset, as `text.char_indices().collect()` gives
/// them: every text read for numbers is listed, an ASCII byte is taken as it is, and the list
/// has room for every byte from the start.
fn char_indices(text: &str) -> Vec<(usize, char)> {
    let mut out = Vec::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b.is_ascii() {
            // A run of ASCII bytes, each its own character, listed in one go.
            let end = bytes[i..].iter().position(|b| !b.is_ascii()).map_or(bytes.len(), |n| i + n);
            out.extend(bytes[i..end].iter().zip(i..).map(|(&b, k)| (k, char::from(b))));
            i = end;
            continue;
        }
        // `i` is always at the start of a character.
        let Some(c) = text[i..].chars().next() else { break };
        out.push((i, c));
        i += c.len_utf8();
    }
    out
}

/// Digits as superscript digits, as the text had them before normalization (`^2` → `²`).
fn superscript(digits: &str) -> String {
    digits
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '-' => '⁻',
            c => c.to_digit(10).and_then(|d| char::from_u32(0x2070 + d)).unwrap_or(c),
        })
        .collect()
}

pub(super) struct Reader<'t> {
    pub(super) text: &'t str,
    pub(super) cs: Vec<(usize, char)>,
    pub(super) out: Vec<Number>,
    /// The character index of a number a minus word (`minus 5`) negates.
    pub(super) minus_at: Option<usize>,
    /// Text before this byte offset was read with a number before it (the century after a decade).
    pub(super) skip_to: usize,
    /// A century in Han numerals (`二十世纪`) and the character index right after it, where a
    /// decade (`九十年代`) may follow.
    pub(super) han_century: Option<(u32, usize)>,
    /// For numbers read from digits: their index in `out`, and the byte offsets where they
    /// start and where their digits end.
    pub(super) spans: Vec<(usize, usize, usize)>,
}

impl Reader<'_> {
    pub(super) fn ch(&self, i: usize) -> Option<char> {
        self.cs.get(i).map(|&(_, c)| c)
    }

    pub(super) fn at(&self, i: usize) -> usize {
        self.cs.get(i).map_or(self.text.len(), |&(b, _)| b)
    }

    /// How many ASCII digits follow in a row from the character at `from`.
    pub(super) fn digit_run(&self, from: usize) -> usize {
        self.cs
            .get(from..)
            .map_or(0, |rest| rest.iter().take_while(|(_, c)| c.is_ascii_digit()).count())
    }

    fn read(&mut self) {
        let mut i = 0;
        while i < self.cs.len() {
            let c = self.cs[i].1;
            if self.at(i) < self.skip_to {
                i += 1;
            } else if quizdeck_lang::script_of(c) == Some(quizdeck_lang::Script::Han) {
                i = self.han(i);
            } else if c.is_alphabetic()
                && !i.checked_sub(1).and_then(|p| self.ch(p)).is_some_and(char::is_alphanumeric)
            {
                i = self.word(i);
            } else if c.is_ascii_digit() {
                i = self.digits(i);
            } else {
                i += 1;
            }
        }
    }

    /// A word at `i`, possibly hyphenated: a decade or century in words, a Roman numeral of a
    /// century, a minus, a number spelled out. Returns where it ends.
    fn word(&mut self, i: usize) -> usize {
        let text = self.text;
        let mut k = i;
        let mut hyphenated = false;
        while let Some(c) = self.ch(k) {
            if c == '-' && self.ch(k + 1).is_some_and(char::is_alphabetic) {
                hyphenated = true;
            } else if !c.is_alphabetic() {
                break;
            }
            k += 1;
        }
        let (start, end) = (self.at(i), self.at(k));
        let word = &text[start..end];
        if let Some((c, len)) = decade::century_phrase(&text[start..]) {
            self.out.push(Number::new(&text[start..start + len], vec![c.to_string()]));
            self.skip_to = start + len;
            return k;
        }
        // The word tables are in lower case: the word is put in lower case once for them all,
        // and copied only where that changes it (most words of a text are in lower case).
        let lower: std::borrow::Cow<'_, str> =
            if !word.bytes().any(|b| b >= 0x80 || b.is_ascii_uppercase()) {
                word.into()
            } else if word.is_ascii() {
                // What `to_lowercase` gives an ASCII word, without its tables.
                word.to_ascii_lowercase().into()
            } else {
                word.to_lowercase().into()
            };
        if let Some(tens) = decade::word(&lower) {
            let century = self.century_after(end);
            self.out.push(Number::new(word, decade::readings(tens, century)));
            return k;
        }
        // A Roman numeral starts with one of its letters: most words do not, and go no further.
        let roman = matches!(word.as_bytes().first(), Some(b'I' | b'V' | b'X' | b'L'));
        if let Some(c) = roman.then(|| decade::roman_century(text, start, word)).flatten() {
            self.out.push(Number::new(word, vec![c.to_string()]));
            return k;
        }
        // Any other Roman numeral (`XX століття` where the registry has no century word, `Henry
        // VIII`, `World War II`): a number a translation may write otherwise (`20th`, `Second`),
        // so it pairs with digits but is never missed.
        if let Some(value) = roman.then(|| decade::roman_numeral(word)).flatten() {
            let mut n = Number::new(word, vec![value.to_string()]);
            n.loose = true;
            self.out.push(n);
            return k;
        }
        if is_minus_word(&lower) {
            self.after_minus_word(k);
            return k;
        }
        // A number word joined to the word it counts (`a sixteen-amp fuse`, `a twelve-hour
        // day`): the number, where the whole is none (`twenty-four` is one).
        let whole = spelled(&lower);
        let (word, value, end) = match (whole, hyphenated.then(|| lower.split_once('-')).flatten())
        {
            (None, Some((head, _))) if let Some(v) = spelled(head) => {
                // As many characters of the word as the head has (case may change bytes).
                let len = word.char_indices().nth(head.chars().count()).map_or(word.len(), |c| c.0);
                (&word[..len], Some(v), start + len)
            }
            _ => (word, whole, end),
        };
        if let Some(value) = value {
            if value.is_multiple_of(10) && decade::after_decade_word(&text[..start]) {
                let century = self.century_after(end);
                self.out.push(Number::new(word, decade::readings(value, century)));
                return k;
            }
            let rest = &text[end..];
            let mut n = Number::new(word, vec![value.to_string()]);
            n.unit = rest
                .strip_prefix([' ', GROUP_SPACE, '-'])
                .and_then(unit::unit_after)
                .map(|(u, _)| u);
            n.spelled = true;
            self.out.push(n);
        }
        k
    }

    /// A minus word (`minus`, `moins`, `零下`) ends at character `k`: a number after it, past
    /// spaces, is negative.
    pub(super) fn after_minus_word(&mut self, k: usize) {
        let text = self.text;
        let after = &text[self.at(k)..];
        let spaces = after.len() - after.trim_start_matches([' ', GROUP_SPACE]).len();
        if after[spaces..].starts_with(|c: char| c.is_ascii_digit()) {
            self.minus_at = Some(k + after[..spaces].chars().count());
        }
    }

    /// The century given right after a decade ending at byte `end`, marked as read.
    pub(super) fn century_after(&mut self, end: usize) -> Option<u32> {
        let (c, len) = decade::century_after(&self.text[end..])?;
        self.skip_to = end + len;
        Some(c)
    }

    /// Whether the digits at `i` continue a technical term (`FP16`, `H100`, `v1.2`) rather than
    /// begin a number: a letter of a cased script right before them, Latin or not (the note
    /// `Λα4` of a Greek page is the `A4` of an English one, its vitamin `Β12` the `B12`), or of
    /// a script of India (`के२`, K2 on a Nepali page), unless it is a unit between two numbers
    /// (`10h30`); a point or underscore between letters and digits (`v1.2`, `fp_16`). Letters
    /// of other scripts without case are not taken so: Hebrew, Arabic and Amharic glue prefixes
    /// to numbers (`ב1453`, `በ2023`: in 1453, in 2023), and Thai or Chinese write no space
    /// before one. A comma is no part of a term: a full-width comma before a number
    /// (`…字节，2³²`) is one once normalized.
    fn continues_term(&self, i: usize) -> bool {
        let prev = i.checked_sub(1).and_then(|p| self.ch(p));
        let before_prev = i.checked_sub(2).and_then(|p| self.ch(p));
        let term_letter =
            |c: char| is_latin_letter(c) || c.is_lowercase() || c.is_uppercase() || indic_letter(c);
        if prev.is_some_and(term_letter) {
            let mut run = i - 1;
            while run > 0 && self.ch(run - 1).is_some_and(term_letter) {
                run -= 1;
            }
            let between_digits = run > 0 && self.ch(run - 1).is_some_and(|c| c.is_ascii_digit());
            return !(between_digits && i - run <= 3);
        }
        matches!(prev, Some('.' | '_'))
            && before_prev.is_some_and(|p| p.is_ascii_alphanumeric() || is_latin_letter(p))
    }

    /// A number beginning with the digit at `i`; returns where it ends.
    fn digits(&mut self, i: usize) -> usize {
        let text = self.text;
        if self.continues_term(i) {
            let mut k = i;
            while self.ch(k).is_some_and(|c| c.is_ascii_alphanumeric() || c == '.') {
                k += 1;
            }
            return k;
        }
        let prev = i.checked_sub(1).and_then(|p| self.ch(p));
        let before_prev = i.checked_sub(2).and_then(|p| self.ch(p));
        if prev == Some('^') || (prev == Some('-') && before_prev == Some('^')) {
            // An exponent without digits for its base (`n²`, `(a+b)²`): part of what is said,
            // unless its base is the unit of the number before (`209 000 м³`), a unit the reader
            // may not know, or a known unit standing alone (`given in m²`, `9.81 m/s²`); a page
            // writing that unit in words has no exponent to give.
            let k = i + self.digit_run(i);
            let caret = if prev == Some('-') { i - 2 } else { i - 1 };
            // A first power says nothing a base would not: `¹` after a letter marks a note's
            // octave (German `a¹`, `c¹`) or a footnote, no exponent.
            let first_power = prev == Some('^') && k == i + 1 && self.ch(i) == Some('1');
            if first_power
                || self.unit_of_a_number(caret)
                || self.known_unit_before(caret)
                || self.per_unit_before(caret)
                || self.rate_after(caret, k)
            {
                return k;
            }
            let from = if prev == Some('-') { i - 1 } else { i };
            let digits = &text[self.at(from)..self.at(k)];
            let mut n = Number::new(format!("^{digits}"), vec![format!("^{digits}")]);
            n.exact = true;
            self.out.push(n);
            return k;
        }
        // Hebrew glues a prefix to a number with its hyphen, the maqaf (`ל־‎−273.15`, "to
        // −273.15"): a minus after it is the number's sign.
        // So does a word of a script that writes no space before a number (`約−63℃`, about
        // −63 °C; Korean `약−89°C`): a hyphen never joins such a word to a number.
        let glued_word = |p: char| {
            quizdeck_lang::unspaced(p)
                || quizdeck_lang::script_of(p) == Some(quizdeck_lang::Script::Hangul)
        };
        let opens = |p: Option<char>| {
            p.is_none_or(|p| {
                p.is_whitespace() || "([{=:;,/<>≈~、，。：".contains(p) || p == '־' || glued_word(p)
            })
        };
        let dash = prev == Some('-') && opens(before_prev);
        // After such a word the mark may as well be a hyphen (`철-56`, iron-56; `탄소-14`), which
        // normalization has made alike: the number without its sign is a reading too.
        let glued_dash = dash && before_prev.is_some_and(glued_word);
        let neg = dash || self.minus_at == Some(i);
        let leading_point = prev == Some('.') && opens(before_prev);
        let start = if dash || leading_point { i - 1 } else { i };

        let (groups, mut j) = self.groups(i);
        let group_digits: Vec<String> = groups.iter().map(|g| g.1.clone()).collect();
        let seps: Vec<char> = groups.iter().skip(1).filter_map(|g| g.0).collect();
        if let Some(end) = self.date(&group_digits, &seps, j) {
            return end;
        }
        if let Some(end) = self.race_time(&group_digits, &seps, j) {
            return end;
        }
        if let Some(end) = self.dotted_clock(&group_digits, &seps, start, j) {
            return end;
        }
        if self.list(&group_digits, &seps) {
            return j;
        }
        let mut first_scaled: Option<String> = None;
        let mut values = if leading_point {
            vec![Value::new(false, "0", &group_digits[0])]
        } else {
            readings(neg, &group_digits, &seps)
        };
        // A sign said by a word, not written as a mark (`minus 5 °C`, `零下 5 ℃`, and the second
        // term of a subtraction, `1 000 000 minus 250 000`): other languages say it otherwise
        // (`5 grados bajo cero`, `moins 5`, a word the registry does not list) or not at all,
        // so the number without its sign is a reading too. A reading more never makes a
        // mismatch; at worst it hides one (a minus word dropped where the other language has one).
        if neg && (!dash || glued_dash) && !leading_point {
            values.extend(readings(false, &group_digits, &seps));
        }
        // A whole number may be an afternoon hour or a year of another era, with a second reading.
        let whole = (groups.len() == 1 && !neg).then(|| group_digits[0].parse::<u32>().ok());
        let other = whole.flatten().and_then(|n| {
            self.afternoon_hour(n, start, j)
                .or_else(|| self.common_era_year(n, start))
                .or_else(|| self.range_end_year(n, &group_digits[0], start))
        });
        if let Some(v) = other {
            values.push(Value::new(false, &v.to_string(), ""));
        }
        let parts = if seps.contains(&' ') {
            group_digits.iter().map(|d| Value::new(false, d, "").canonical()).collect()
        } else {
            Vec::new()
        };
        let mut shown = text[self.at(start)..self.at(j)].to_owned();
        let mut exact = false;
        if let Some((power, len)) = self.exponent(j) {
            values = values.iter().map(|v| v.pow(power)).collect();
            shown.push_str(&self.text[self.at(j)..self.at(j + len)]);
            j += len;
            exact = true;
        }
        let plain = groups.len() == 1 && !leading_point && !neg && !exact;
        if let Some(end) = plain.then(|| self.decade(&group_digits[0], start, j)).flatten() {
            return end;
        }
        exact |= self.is_version(start);

        // What follows: a scale word (`1.5 million`, `150万`), else a unit.
        let rest = &text[self.at(j)..];
        if rest.starts_with(is_radix_mark) {
            // A base (`16進数`, `16진수`: hexadecimal), which other languages write as a word.
            return j;
        }
        // One space, or the hyphen of a compound (`4-KB-Block`, `64-bit`), may come between.
        // So may a case ending after a colon, as Finnish inflects a number written in digits
        // (`65:tä prosenttia`, `27:stä`).
        // At most five characters are read: a colon may stand before any text.
        let case_ending = || {
            let r = rest.strip_prefix(':')?;
            let ending: usize =
                r.chars().take(5).take_while(|c| c.is_lowercase()).map(char::len_utf8).sum();
            let letters = r[..ending].chars().count();
            ((1..=4).contains(&letters)).then(|| r[ending..].strip_prefix(' ')).flatten()
        };
        let spaced_rest = rest
            .strip_prefix([' ', GROUP_SPACE, '-'])
            .or_else(case_ending)
            .filter(|r| !r.starts_with(|c: char| c.is_whitespace() || c.is_ascii_digit()));
        let unit: Option<String>;
        // `×` is a factor's unit (`8×`, `10 × faster`), but an operator before another operand
        // (`2 × €3.50 × 20`), which gives the number no unit; so is a spaced `×` before a word
        // and a number, the unit written first as Swahili does (`60 × sekunde 10`).
        // `um` and `us`, micrometres and microseconds typed without `µ`, are German "at" and
        // "around" after a year or before a time (`1969 um 20:17`, `1519 um die Welt`): not
        // after a whole number of four digits or more, nor before another number.
        let year_like = whole.flatten().is_some_and(|n| n >= 1000);
        let unit_here = |r: &str| {
            unit::unit_after(r).filter(|(u, len)| {
                let next = r[*len..].trim_start();
                let typed_micro = r.starts_with("um") || r.starts_with("us");
                if typed_micro && (year_like || next.starts_with(|c: char| c.is_ascii_digit())) {
                    return false;
                }
                let word_then_number = || {
                    let mut words = next.split_whitespace();
                    r[*len..].starts_with(char::is_whitespace)
                        && words.next().is_some_and(|w| w.chars().all(char::is_alphabetic))
                        && words.next().is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit()))
                };
                u != "×"
                    || !(next.starts_with(|c: char| c.is_ascii_digit() || "(€$£¥+-".contains(c))
                        || word_then_number())
            })
        };
        // The scale word after the number, looked for once: it also decides whether one before
        // it counts.
        let scale_word = scale_word_after(rest).or_else(|| spaced_rest.and_then(scale_word_after));
        // A scale word before the number (`milioni 150`), as Swahili and Hausa write one, where
        // none follows it.
        if scale_word.is_none()
            && let Some((scale, len)) = scale_word_before(&text[..self.at(start)])
        {
            let scaled: Vec<Value> = values.iter().map(|v| v.scaled(scale)).collect();
            first_scaled = scaled.first().map(Value::canonical);
            values.extend(scaled);
            let at = self.at(start);
            shown = format!("{}{shown}", &text[at - len..at]);
        }
        if let Some((sum, end)) = self.myriad_sum(&values, j) {
            values = vec![Value::new(false, &sum.to_string(), "")];
            // Shown as written (`1万200`), not as its first digits.
            shown = text[self.at(start)..self.at(end)].trim_end().to_owned();
            j = end;
            let rest = &text[self.at(j)..];
            // `時速約2万7600km` is a speed, as `時速約320km` is; `35万7600km²` an area.
            let before = &text[..self.at(start)];
            unit = unit_here(rest).map(|(u, len)| {
                let k = self.cs.partition_point(|&(b, _)| b < self.at(j) + len);
                match self.exponent(k) {
                    Some((power, _)) => format!("{u}{}", superscript(&power.to_string())),
                    None => unit::rate_before(before, &u).unwrap_or(u),
                }
            });
        } else if let Some((scale, word_len)) = scale_word {
            let mut scaled: Vec<Value> = values.iter().map(|v| v.scaled(scale)).collect();
            // Shown with its scale word (`12 млн`, not `12`), which tells it from `12 billion`.
            let spaced = scale_after(rest).is_none();
            let word_text = &spaced_rest.filter(|_| spaced).unwrap_or(rest)[..word_len];
            shown = format!("{shown}{}{word_text}", if spaced { " " } else { "" });
            // A smaller amount after it adds to it (`1 ارب 40 کروڑ`, `2 crore 50 lakh`).
            let word_end = word_text.as_ptr() as usize - text.as_ptr() as usize + word_len;
            let sum = self.scale_sum(&values, scale, word_end);
            let summed = sum.is_some();
            if let Some((total, end, more)) = sum {
                scaled = vec![total];
                shown = format!("{shown} {more}");
                j = end;
            }
            first_scaled = scaled.first().map(Value::canonical);
            // A scale of another grouping than thousands (`429 करोड़`, crores of 10⁷; `4290万`,
            // ten thousands) is where a translator converting from millions and billions rounds
            // anew (`4.3 billion`): the amount rounded to fewer digits reads as it too. Not a sum
            // (`21 करोड़ 30 लाख`), which gives its digits on purpose.
            if scale % 3 != 0 && !summed {
                let rounded: Vec<Value> = scaled
                    .iter()
                    .flat_map(|v| (2..v.digits.len()).filter_map(|keep| v.rounded(keep)))
                    .collect();
                scaled.extend(rounded);
            }
            values.extend(scaled);
            // A currency before the amount (`€250 million`) or after its scale word (`250 Mio.
            // Euro`, `2億5000万ユーロ`, `250 millions d'euros` aside).
            let before = &text[..self.at(start)];
            let before = before.strip_suffix(' ').unwrap_or(before);
            let word = spaced_rest.filter(|_| scale_after(rest).is_none()).unwrap_or(rest);
            // A scale character of a script without spaces is one character (`万ユーロ`); a
            // scale word ends at the next space.
            let spaceless = |c: char| {
                use quizdeck_lang::Script::{Han, Hangul, Hiragana, Katakana};
                matches!(quizdeck_lang::script_of(c), Some(Han | Hangul | Hiragana | Katakana))
            };
            // A scale word of two words (`mil milhões`) is passed whole.
            let after_word = match word.chars().next() {
                Some(c) if spaceless(c) => &word[c.len_utf8()..],
                _ => word[word_len.min(word.len())..].split_once(' ').map_or("", |(_, t)| t),
            };
            // After the scale word, one short word may come first (`million de dollars`,
            // `millones de euros`, `milioni di euro`, `millions d'euros`).
            let linked = after_word
                .split_once([' ', '\''])
                .filter(|(link, _)| (1..=3).contains(&link.chars().count()))
                .map_or("", |(_, t)| t);
            let currency_after =
                |t: &str| unit_here(t).map(|(u, _)| u).filter(|u| unit::is_currency(u));
            // Any other unit right after the scale word (`6 mil Wh`, `1,5 Mio. km`).
            unit = unit::currency_before(before)
                .map(str::to_owned)
                .or_else(|| currency_after(after_word))
                .or_else(|| currency_after(linked))
                .or_else(|| {
                    // With its own exponent (`12만m³/s`, `১০ লক্ষ km²`), or a word for
                    // "square" before or after it (`34 لاکھ مربع کلومیٹر`, `۳٫۴ میلیون
                    // کیلومتر مربع`); after the short word that links it to the scale word
                    // too (`9,2 millions de km²`, `3 milioni di m³`).
                    let unit_at = |after: &str| {
                        let (square_before, unit_text) = match unit::square_word(after) {
                            Some(len) => (true, &after[len..]),
                            None => (false, after),
                        };
                        let (u, len) = unit_here(unit_text)
                            .filter(|_| !unit::villages_after_scale(unit_text))?;
                        let end = unit_text.as_ptr() as usize - text.as_ptr() as usize + len;
                        let k = self.cs.partition_point(|&(b, _)| b < end);
                        Some(match self.exponent(k) {
                            Some((power, _)) => format!("{u}{}", superscript(&power.to_string())),
                            None if square_before || unit::square_after(&text[end..]) => {
                                format!("{u}²")
                            }
                            None if unit::cube_after(&text[end..]) => format!("{u}³"),
                            None => u,
                        })
                    };
                    unit_at(after_word).or_else(|| unit_at(linked))
                });
        } else if let Some((u, _)) = (groups.len() == 1 && !neg && !exact)
            .then(|| half::half_before_unit(rest))
            .flatten()
            .and_then(|len| unit_here(&rest[len..]))
            .filter(|(u, _)| matches!(u.as_str(), "h" | "min"))
        {
            // A duration and a half, the half said before its unit (`6个半小时`, `6 and a
            // half hours`).
            values = vec![Value::new(false, &group_digits[0], "5")];
            unit = Some(u);
        } else if percent_first(&text[..self.at(start)]) {
            // A percent sign written first (`%8`) is the number's unit: what is glued after it
            // is an ending (Basque `%8ko`, Turkish `%75'i`), never a unit (`ko`, kilobytes).
            unit = Some("%".to_owned());
        } else if let Some((u, len)) = unit_here(rest)
            .or_else(|| spaced_rest.and_then(unit_here))
            .or_else(|| Self::glued_hundredths(rest).map(|mark| ("s".to_owned(), mark)))
        {
            // A unit's own exponent (`m²`, `cm³`) is part of it.
            let unit_end = self.at(j) + (rest.len() - spaced_rest.unwrap_or(rest).len()) + len;
            let k = self.cs.partition_point(|&(b, _)| b < unit_end);
            // Seconds with their hundredths after the unit (`9秒58`, `9초58`, `9s58`), as a
            // race's time is written: 9.58 s.
            let hundredths = (u == "s" && groups.len() == 1 && !neg && !exact)
                .then(|| {
                    let after = &text[unit_end..];
                    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
                    let next = after[digits..].chars().next();
                    ((1..=2).contains(&digits)
                        && !next.is_some_and(|c| {
                            c.is_ascii_alphanumeric() || c.is_numeric() || c == '.'
                        }))
                    .then_some(digits)
                })
                .flatten();
            // A duration and a half, the half said after its unit (`6時間半`, `6 heures et
            // demie`).
            let halved = matches!(u.as_str(), "h" | "min")
                && groups.len() == 1
                && !neg
                && !exact
                && half::half_after_unit(&text[unit_end..]);
            if halved {
                values = vec![Value::new(false, &group_digits[0], "5")];
            }
            if let Some(digits) = hundredths {
                let end = unit_end + digits;
                values = vec![Value::new(false, &group_digits[0], &text[unit_end..end])];
                // Shown as written (`9s58`, `9秒58`): a report quotes what the page says.
                shown = text[self.at(start)..end].to_owned();
                j = self.cs.partition_point(|&(b, _)| b < end);
            }
            unit = Some(match self.exponent(k) {
                Some((power, _)) => format!("{u}{}", superscript(&power.to_string())),
                None if unit::square_after(&text[unit_end..]) => format!("{u}²"),
                None if unit::cube_after(&text[unit_end..]) => format!("{u}³"),
                None => unit::rate_before(&text[..self.at(start)], &u).unwrap_or(u),
            });
        } else {
            let before = &text[..self.at(start)];
            let before = before.strip_suffix(' ').unwrap_or(before);
            unit = unit::currency_before(before).map(str::to_owned);
        }
        // Centilitres, as French, Italian and Spanish label a bottle (`75 cl`), are the
        // millilitres other languages write (`750 ml`).
        let (values, unit) = if unit.as_deref() == Some("cL") {
            (values.iter().map(|v| v.scaled(1)).collect(), Some("mL".to_owned()))
        } else {
            (values, unit)
        };
        let mut canon: Vec<String> = values.iter().map(Value::canonical).collect();
        canon.dedup();
        let scaled_from = first_scaled.and_then(|f| canon.iter().position(|c| *c == f));
        let mut n = Number::new(shown, canon);
        n.scaled_from = scaled_from;
        n.parts = parts;
        n.unit = unit;
        n.exact = exact;
        self.spans.push((self.out.len(), self.at(start), self.at(j)));
        self.out.push(n);
        j
    }
}

/// Whether a percent sign ends `before`: Turkish (and some Arabic-script) writing puts it first
/// (`%95`).
fn percent_first(before: &str) -> bool {
    // The spellings of one character, gathered once: asked before every number.
    static SIGNS: LazyLock<Vec<char>> = LazyLock::new(|| {
        let spellings = unit::spellings("%").iter();
        spellings.filter(|s| s.chars().count() == 1).filter_map(|s| s.chars().next()).collect()
    });
    before.ends_with(SIGNS.as_slice())
}

/// Whether `c` is a letter (or vowel sign) of a script of India, whose languages write a space
/// before a number and glue no prefix to it: digits right after one are part of a term.
fn indic_letter(c: char) -> bool {
    use quizdeck_lang::Script::{
        Bengali, Devanagari, Gujarati, Gurmukhi, Kannada, Malayalam, Oriya, Sinhala, Tamil, Telugu,
    };
    !c.is_ascii()
        && matches!(
            quizdeck_lang::script_of(c),
            Some(
                Devanagari
                    | Bengali
                    | Gurmukhi
                    | Gujarati
                    | Oriya
                    | Tamil
                    | Telugu
                    | Kannada
                    | Malayalam
                    | Sinhala
            )
        )
}

#[cfg(test)]
#[path = "number_tests.rs"]
mod tests;
