//! Numbers as a translation writes them: `1,000.5`, `1 000,5`, `1.000,5`, `１４`, `150万`.
//!
//! Written by hand rather than with a regular expression: which separator is decimal depends on
//! the groups around it, and a number's readings (`1,000` is a thousand in English, one in German)
//! are kept side by side so that comparing two languages can pick the one they share.

use super::normalize::{GROUP_SPACE, is_latin_letter};
use super::unit;
use super::words::{is_radix_mark, scale_after, spelled};

/// A number found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Number {
    /// As written (after normalization).
    pub text: String,
    /// Its possible values in canonical form (`1000`, `1.5`, `-3`); two numbers are the same when
    /// they share one. A version-like `1.2.3` reads as itself.
    pub values: Vec<String>,
    /// When ordinary spaces grouped it (`10 000`), the readings of the pieces, since the spaces
    /// may also separate two numbers.
    pub parts: Vec<String>,
    /// The unit written after it (or a currency before it), canonical.
    pub unit: Option<String>,
    /// Spelled out in words (`fourteen`, `vierzehn`): a translation may as well write the digits,
    /// or the words a table does not know, so it pairs with digits but is never missed.
    pub spelled: bool,
}

impl Number {
    /// A whole number up to 12 without a unit other than a unit of time, or a number spelled out:
    /// translations may spell it out (`one token at a time` ↔ `1トークンずつ`, `one second` ↔
    /// `1 Sekunde`), so its absence on one side alone is no mismatch.
    pub fn is_small(&self) -> bool {
        let timeless = self.unit.as_deref().is_none_or(|u| matches!(u, "s" | "min" | "h"));
        self.spelled
            || (timeless && self.values.iter().all(|v| v.parse::<u32>().is_ok_and(|n| n <= 12)))
    }
}

/// A decimal value as digits and a power of ten, so that `1.5`, `1,5` and `15e-1` are equal and
/// `150万` can be scaled without floating point.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Value {
    neg: bool,
    /// Significant digits, no leading or trailing zeros (`""` for zero).
    digits: String,
    exp: i32,
}

impl Value {
    fn new(neg: bool, int: &str, frac: &str) -> Self {
        let all = format!("{int}{frac}");
        let mut exp = -(frac.len() as i32);
        let trimmed_end = all.trim_end_matches('0');
        exp += (all.len() - trimmed_end.len()) as i32;
        let digits = trimmed_end.trim_start_matches('0').to_owned();
        let neg = neg && !digits.is_empty();
        Self { neg, digits, exp: if all.trim_matches('0').is_empty() { 0 } else { exp } }
    }

    fn scaled(&self, by: i32) -> Self {
        Self { exp: if self.digits.is_empty() { 0 } else { self.exp + by }, ..self.clone() }
    }

    fn canonical(&self) -> String {
        let sign = if self.neg { "-" } else { "" };
        if self.digits.is_empty() {
            return "0".to_owned();
        }
        let n = self.digits.len() as i32;
        if self.exp >= 0 && self.exp <= 18 {
            format!("{sign}{}{}", self.digits, "0".repeat(self.exp as usize))
        } else if self.exp < 0 && -self.exp < n {
            let (i, f) = self.digits.split_at((n + self.exp) as usize);
            format!("{sign}{i}.{f}")
        } else if self.exp < 0 && -self.exp <= 18 {
            format!("{sign}0.{}{}", "0".repeat((-self.exp - n) as usize), self.digits)
        } else {
            format!("{sign}{}e{}", self.digits, self.exp)
        }
    }
}

/// Every number of `text` (already normalized), in order.
pub fn numbers(text: &str) -> Vec<Number> {
    let marks = quizdeck_lang::punctuation();
    let cs: Vec<(usize, char)> = text.char_indices().collect();
    let ch = |i: usize| cs.get(i).map(|&(_, c)| c);
    let at = |i: usize| cs.get(i).map_or(text.len(), |&(b, _)| b);
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i].1;
        if c.is_alphabetic() && !i.checked_sub(1).and_then(ch).is_some_and(char::is_alphanumeric) {
            // A word, possibly hyphenated: a number spelled out (`fourteen`, `dix-sept`)?
            let mut k = i;
            while ch(k).is_some_and(char::is_alphabetic)
                || (ch(k) == Some('-') && ch(k + 1).is_some_and(char::is_alphabetic))
            {
                k += 1;
            }
            let word = &text[at(i)..at(k)];
            if let Some(value) = spelled(word) {
                let rest = &text[at(k)..];
                let unit = rest
                    .strip_prefix([' ', GROUP_SPACE, '-'])
                    .and_then(unit::unit_after)
                    .map(|(u, _)| u);
                let values = vec![value.to_string()];
                out.push(Number {
                    text: word.to_owned(),
                    values,
                    parts: vec![],
                    unit,
                    spelled: true,
                });
            }
            i = k;
            continue;
        }
        if !c.is_ascii_digit() {
            i += 1;
            continue;
        }
        let prev = i.checked_sub(1).and_then(ch);
        let before_prev = i.checked_sub(2).and_then(ch);
        let continues_term = prev.is_some_and(is_latin_letter)
            || (matches!(prev, Some('.' | ',' | '_'))
                && before_prev.is_some_and(|p| p.is_alphanumeric()));
        if continues_term {
            // `FP16`, `H100`, `v1.2`: part of a technical term, not a number of its own.
            while ch(i).is_some_and(|c| c.is_ascii_alphanumeric() || c == '.') {
                i += 1;
            }
            continue;
        }
        let opens =
            |p: Option<char>| p.is_none_or(|p| p.is_whitespace() || "([{=:;,/<>≈~".contains(p));
        let neg = prev == Some('-') && opens(before_prev);
        let leading_point = prev == Some('.') && opens(before_prev);
        let start = if neg || leading_point { i - 1 } else { i };

        let run = |from: usize| (from..cs.len()).take_while(|&k| cs[k].1.is_ascii_digit()).count();
        let mut groups = vec![(None, run(i))];
        let mut j = i + groups[0].1;
        let mut spaced = false;
        while let (Some(sep), Some(next)) = (ch(j), ch(j + 1)) {
            if !next.is_ascii_digit() {
                break;
            }
            let len = run(j + 1);
            let three = len == 3;
            let ok = match sep {
                GROUP_SPACE | '\'' => three && groups.iter().all(|g| g.0 != Some('.')),
                ' ' => {
                    three
                        && groups.iter().all(|g| g.0.is_none() || g.0 == Some(' '))
                        && groups[0].1 <= 3
                }
                '.' | ',' => true,
                c if marks.decimal_separators.contains(&c)
                    || marks.group_separators.contains(&c) =>
                {
                    true
                }
                _ => false,
            };
            if !ok {
                break;
            }
            spaced |= sep == ' ';
            groups.push((Some(sep), len));
            j += 1 + len;
        }
        let digits_of = |k: usize| -> String {
            let mut pos = i;
            for g in &groups[..k] {
                pos += g.1 + usize::from(g.0.is_some());
            }
            let from = pos + usize::from(groups[k].0.is_some());
            cs[from..from + groups[k].1].iter().map(|&(_, c)| c).collect()
        };
        let group_digits: Vec<String> = (0..groups.len()).map(digits_of).collect();
        let seps: Vec<char> = groups.iter().skip(1).filter_map(|g| g.0).collect();
        let mut values = if leading_point {
            vec![Value::new(false, "0", &group_digits[0])]
        } else {
            readings(neg, &group_digits, &seps)
        };
        let parts = if spaced {
            group_digits.iter().map(|d| Value::new(false, d, "").canonical()).collect()
        } else {
            Vec::new()
        };

        // What follows: a scale word (`1.5 million`, `150万`), else a unit.
        let end = at(j);
        let rest = &text[end..];
        if rest.starts_with(is_radix_mark) {
            // A base (`16進数`, `16진수`: hexadecimal), which other languages write as a word.
            i = j;
            continue;
        }
        // One space, or the hyphen of a compound (`4-KB-Block`, `64-bit`), may come between.
        let spaced_rest = rest
            .strip_prefix([' ', GROUP_SPACE, '-'])
            .filter(|r| !r.starts_with(|c: char| c.is_whitespace() || c.is_ascii_digit()));
        let mut unit = None;
        if let Some(scale) = scale_after(rest).or_else(|| spaced_rest.and_then(scale_after)) {
            let scaled: Vec<Value> = values.iter().map(|v| v.scaled(scale)).collect();
            values.extend(scaled);
        } else if let Some((u, _)) =
            unit::unit_after(rest).or_else(|| spaced_rest.and_then(unit::unit_after))
        {
            unit = Some(u);
        } else if percent_first(&text[..at(start)]) {
            unit = Some("%".to_owned());
        } else {
            let before = text[..at(start)].strip_suffix(' ').unwrap_or(&text[..at(start)]);
            unit = unit::currency_before(before).map(str::to_owned);
        }
        let mut canon: Vec<String> = values.iter().map(Value::canonical).collect();
        canon.dedup();
        let text = text[at(start)..end].to_owned();
        out.push(Number { text, values: canon, parts, unit, spelled: false });
        i = j;
    }
    out
}

/// The readings of digit groups separated by `seps` (`seps[k]` comes before `groups[k + 1]`).
fn readings(neg: bool, groups: &[String], seps: &[char]) -> Vec<Value> {
    let joined = |gs: &[String]| gs.concat();
    let split_at = |k: usize| Value::new(neg, &joined(&groups[..=k]), &joined(&groups[k + 1..]));
    // A script's own decimal separator (Arabic `٫`): unambiguous.
    let decimal = &quizdeck_lang::punctuation().decimal_separators;
    if let Some(k) = seps.iter().position(|s| decimal.contains(s)) {
        return vec![split_at(k)];
    }
    let points: Vec<usize> = (0..seps.len()).filter(|&k| matches!(seps[k], '.' | ',')).collect();
    let Some(&last) = points.last() else {
        // Only grouping spaces or apostrophes.
        return vec![Value::new(neg, &joined(groups), "")];
    };
    // Groups of three, or the Indian grouping (`1,00,000`: twos, then a final three).
    let threes = |from: usize, to: usize| {
        let g = &groups[from..=to];
        g.iter().all(|g| g.len() == 3)
            || (to == groups.len() - 1
                && g.last().is_some_and(|l| l.len() == 3)
                && g[..g.len() - 1].iter().all(|g| g.len() == 2))
    };
    let lead_ok = groups[0].len() <= 3 && groups[0] != "0";
    let same_kind = points.iter().all(|&k| seps[k] == seps[last]);
    if same_kind && points.len() == 1 {
        // `3.14`, `0,5`, or `1,000` which is a thousand or one.
        let mut out = Vec::new();
        if lead_ok && threes(1, groups.len() - 1) {
            out.push(Value::new(neg, &joined(groups), ""));
        }
        out.push(split_at(last));
        return out;
    }
    if same_kind {
        // `1,234,567`; anything else (`1.2.3`) is a version or a list, read as written.
        if lead_ok && threes(1, groups.len() - 1) {
            return vec![Value::new(neg, &joined(groups), "")];
        }
    } else if lead_ok
        && threes(1, last)
        && points[..points.len() - 1].iter().all(|&k| seps[k] != seps[last])
    {
        // `1,234.5`, `1.234,5`: the last mark is the decimal one.
        return vec![split_at(last)];
    }
    let mut text = String::from(if neg { "-" } else { "" });
    text.push_str(&groups.join("."));
    vec![Value { neg: false, digits: text, exp: 0 }]
}

/// Whether a percent sign ends `before`: Turkish (and some Arabic-script) writing puts it first
/// (`%95`).
fn percent_first(before: &str) -> bool {
    unit::spellings("%").iter().any(|s| s.chars().count() == 1 && before.ends_with(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::anchors::normalize::normalize;

    fn vals(text: &str) -> Vec<Vec<String>> {
        numbers(&normalize(text)).into_iter().map(|n| n.values).collect()
    }

    fn one(text: &str) -> Vec<String> {
        let mut v = vals(text);
        assert_eq!(v.len(), 1, "{text}: {v:?}");
        v.remove(0)
    }

    #[test]
    fn decimal_point_and_comma_read_alike() {
        assert_eq!(one("0.5"), ["0.5"]);
        assert_eq!(one("0,5"), ["0.5"]);
        assert_eq!(one("3,14 m"), ["3.14"]);
        assert_eq!(one("about 7.0 ms"), ["7"]);
    }

    #[test]
    fn thousands_separators_of_every_convention() {
        for t in ["1,234,567", "1.234.567", "1 234 567", "1\u{202F}234\u{202F}567", "1'234'567"] {
            assert_eq!(one(t), ["1234567"], "{t}");
        }
        assert_eq!(one("1,234.5"), ["1234.5"]);
        assert_eq!(one("1.234,5"), ["1234.5"]);
        assert_eq!(one("1,00,000"), ["100000"]);
        assert_eq!(one("１２，０００"), ["12000", "12"]);
    }

    #[test]
    fn a_lone_three_digit_group_is_ambiguous() {
        assert_eq!(one("1,000"), ["1000", "1"]);
        assert_eq!(one("0.125"), ["0.125"]);
    }

    #[test]
    fn terms_and_ranges_are_not_numbers() {
        assert!(vals("FP16 on an H100 with v1.2").is_empty());
        assert_eq!(vals("5-10 ms"), [["5"], ["10"]]);
        assert_eq!(vals("-5 °C"), [["-5"]]);
        assert_eq!(vals("n - 1"), [["1"]]);
        assert_eq!(vals("O(n²)"), [["2"]]);
    }

    #[test]
    fn units_follow_numbers() {
        let n = numbers(&normalize("14 GB in FP16 at 2 TB/s, 50 %, $3 and 20°C"));
        let units: Vec<_> = n.iter().map(|n| n.unit.as_deref()).collect();
        assert_eq!(units, [Some("GB"), Some("TB/s"), Some("%"), Some("$"), Some("°C")]);
        assert_eq!(numbers(&normalize("１４ＧＢのメモリ"))[0].unit.as_deref(), Some("GB"));
        assert_eq!(numbers("einem 4-KB-Block")[0].unit.as_deref(), Some("kB"));
        assert_eq!(numbers("a 64-bit CPU")[0].unit.as_deref(), Some("bit"));
        assert_eq!(numbers("5-10")[0].unit, None);
    }

    #[test]
    fn scale_words_add_a_reading() {
        assert!(one("1.5 million").contains(&"1500000".to_owned()));
        assert!(one("150万").contains(&"1500000".to_owned()));
        assert!(one("7 milliards").contains(&"7000000000".to_owned()));
    }

    #[test]
    fn spaced_groups_keep_their_parts() {
        let n = &numbers(&normalize("10 000 users"))[0];
        assert_eq!(n.values, ["10000"]);
        assert_eq!(n.parts, ["10", "0"]);
    }

    #[test]
    fn small_numbers_may_be_spelled_out() {
        assert!(numbers("1 token")[0].is_small());
        assert!(!numbers("1 GB")[0].is_small());
        assert!(!numbers("14")[0].is_small());
        assert!(numbers("1 s")[0].is_small());
    }

    #[test]
    fn a_percent_sign_may_come_first() {
        let n = numbers("isteklerin %95'i");
        assert_eq!((n[0].values[0].as_str(), n[0].unit.as_deref()), ("95", Some("%")));
    }

    #[test]
    fn bases_written_with_digits_are_words() {
        assert!(numbers("16진수 그룹").is_empty());
        assert!(numbers("16進数で 2 桁").len() == 1);
    }

    #[test]
    fn spelled_numbers_pair_with_digits() {
        let n = numbers("keeps the last fourteen copies");
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].values, ["14"]);
        assert!(n[0].spelled && n[0].is_small());
        assert!(numbers("seize the SYN-ACK").iter().all(|n| n.spelled));
    }
}
