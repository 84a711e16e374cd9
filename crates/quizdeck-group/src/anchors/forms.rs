//! The forms a number takes beyond plain digits, for the reader of [`super::number`]: dates,
//! lists, powers, decades, versions, Han numerals.

use super::decade::{self, Decade};
use super::half;
use super::han;
use super::number::{Number, Reader};
use super::unit;
use super::value::Value;

impl Reader<'_> {
    /// A date written with points (`15.03.2024`, `2024.03.15`): its year, and its day and month
    /// as loose numbers (another language writes the month in words). Returns where it ends.
    pub(super) fn date(&mut self, groups: &[String], seps: &[char], end: usize) -> Option<usize> {
        let [a, b, c] = groups else { return None };
        if seps.iter().any(|&s| s != '.') {
            return None;
        }
        let (year, day, month) = match (a.len(), b.len(), c.len()) {
            (1..=2, 1..=2, 4) => (c, a, b),
            (4, 1..=2, 1..=2) => (a, c, b),
            (1..=2, 1..=2, 2) => return self.short_date_or_time(a, b, c, end),
            _ => return None,
        };
        let num = |s: &str| s.parse::<u32>().unwrap_or(0);
        if !(1..=31).contains(&num(day)) || !(1..=12).contains(&num(month)) {
            return None;
        }
        for part in [day, month, year] {
            let mut n = Number::new(part.as_str(), vec![num(part).to_string()]);
            n.loose = part != year;
            self.out.push(n);
        }
        Some(end)
    }

    /// Three groups of at most two digits between points: a date with a year of two digits
    /// (`24.08.79`, as German writes `24. August 79`), or a time in hours, minutes and seconds
    /// (`1.59.40`, as Finnish writes a race's `1:59:40`), or either (`2.01.09`). Its parts are
    /// the numbers a date's day and month (loose) or a time's parts give, the last also the
    /// year of either century a date's two digits may mean. Returns where it ends, when it is
    /// one of them.
    fn short_date_or_time(&mut self, a: &str, b: &str, c: &str, end: usize) -> Option<usize> {
        let num = |s: &str| s.parse::<u32>().unwrap_or(u32::MAX);
        let (a_n, b_n, c_n) = (num(a), num(b), num(c));
        let is_date = (1..=31).contains(&a_n) && (1..=12).contains(&b_n);
        let is_time = a_n <= 24 && b.len() == 2 && b_n <= 59 && c_n <= 59;
        if !(is_date || is_time) {
            return None;
        }
        for part in [a, b] {
            let mut n = Number::new(part, vec![num(part).to_string()]);
            n.loose = is_date;
            self.out.push(n);
        }
        let mut last = vec![c_n.to_string()];
        if is_date {
            last.extend([format!("19{c}"), format!("20{c}")]);
        }
        self.out.push(Number::new(c, last));
        Some(end)
    }

    /// A list written with commas and no spaces (`1,2,3`, as `1、2、3` or `1, 2, 3` elsewhere):
    /// each number of its own, when every group has one or two digits (thousands have three;
    /// the Indian grouping `1,00,000` ends with three). Whether it was one.
    pub(super) fn list(&mut self, groups: &[String], seps: &[char]) -> bool {
        let short = groups.iter().all(|g| g.len() <= 2);
        if seps.len() < 2 || seps.iter().any(|&s| s != ',') || !short {
            return false;
        }
        for g in groups {
            self.out.push(Number::new(g.as_str(), vec![Value::new(false, g, "").canonical()]));
        }
        true
    }

    /// A power after a number ending at `j` (`^32`, as normalization writes `³²`; `^-3`): the
    /// power, and the characters it takes.
    pub(super) fn exponent(&self, j: usize) -> Option<(i32, usize)> {
        if self.ch(j)? != '^' {
            return None;
        }
        let sign = self.ch(j + 1) == Some('-') || self.ch(j + 1) == Some('+');
        let from = j + 1 + usize::from(sign);
        let len = self.digit_run(from);
        if len == 0 || len > 3 {
            return None;
        }
        let digits = &self.text[self.at(from)..self.at(from + len)];
        let power: i32 = digits.parse().ok()?;
        let power = if self.ch(j + 1) == Some('-') { -power } else { power };
        Some((power, 1 + usize::from(sign) + len))
    }

    /// A decade written with digits at `start` … `end` (`1990s`, `90er`, `1990-х`, `90年代`, `años
    /// 90`, `lat 90.`), read with its century (`20世纪90年代`, `lata 90. XX wieku`). Returns where
    /// it ends, when it is one.
    pub(super) fn decade(&mut self, digits: &str, start: usize, end: usize) -> Option<usize> {
        let text = self.text;
        let d = decade::decade_digits(digits)?;
        let rest = &text[self.at(end)..];
        let before = &text[..self.at(start)];
        let suffix = decade::suffix(rest);
        if suffix.is_none() && !decade::after_decade_word(before) {
            return None;
        }
        let mut stop = match suffix {
            Some((len, _)) => self.cs.partition_point(|&(b, _)| b < self.at(end) + len),
            None => end,
        };
        // The ordinal point of Polish and German (`lat 90.`, `90. Jahre`).
        if suffix.is_none() && self.ch(stop) == Some('.') {
            stop += 1;
        }
        let values = match d {
            // A hundred's year with a decade's ending (`1900-luvulla`, `the 1900s`) may be the
            // century as well: the 20th, as other languages write it.
            Decade::Year(y) if y.is_multiple_of(100) => {
                vec![y.to_string(), (y / 100 + 1).to_string()]
            }
            Decade::Year(y) => vec![y.to_string()],
            Decade::Tens(t) => {
                let century = match decade::century_before(before) {
                    Some((c, digits_at)) => {
                        // Its number was read as a number of its own: it is the decade's.
                        let digits = &before[digits_at..before.len()];
                        if self.out.last().is_some_and(|n| digits.starts_with(&n.text)) {
                            self.out.pop();
                        }
                        Some(c)
                    }
                    None => self.century_after(self.at(stop)),
                };
                let mut v = decade::readings(t, century);
                // `90s` may also be ninety seconds; `'90s` is not. A decade's ending joined to
                // another word by a hyphen may make the number a name rather than a decade
                // (`70er-Regel`, the rule of 70; `20er-Schein`, a 20 note), where `70er-Jahre`
                // is one: both are read.
                let prev = start.checked_sub(1).and_then(|p| self.ch(p));
                let joined = suffix.is_some_and(|(len, _)| {
                    let after = &rest[len..];
                    after.starts_with('-') && after[1..].starts_with(char::is_alphabetic)
                });
                if (suffix.is_some_and(|s| s.1) || joined) && prev != Some('\'') {
                    v.insert(0, t.to_string());
                }
                v
            }
        };
        self.out.push(Number::new(&text[self.at(start)..self.at(stop)], values));
        Some(stop)
    }

    /// Whether the number at `start` is a version: right after an acronym (`USB 3.2`, `TLS 1.3`,
    /// `HTTP/3`, `PCIe 4.0`).
    pub(super) fn is_version(&self, start: usize) -> bool {
        let before = &self.text[..self.at(start)];
        let Some(head) = before.strip_suffix([' ', '/']) else { return false };
        // The ASCII letters and digits that end `head`, a slice of it.
        let token = &head[head.trim_end_matches(|c: char| c.is_ascii_alphanumeric()).len()..];
        let upper = token.chars().filter(char::is_ascii_uppercase).count();
        let whole = !head[..head.len() - token.len()].ends_with(|c: char| c.is_alphanumeric());
        whole
            && upper >= 2
            && token.starts_with(|c: char| c.is_ascii_uppercase())
            && token.len() <= 8
    }

    /// A duration and a half in Han numerals at `i`, however small the number (`六個半小時`,
    /// `两个半小时`, `一時間半`): the number and a half, with its unit, as `6個半小時` is read.
    /// Returns where the number ends.
    fn han_and_a_half(&mut self, i: usize) -> Option<usize> {
        if !han::starts_number(self.cs[i].1) {
            return None;
        }
        let (value, len) = han::number_from(self.cs[i..].iter().map(|&(_, c)| c))?;
        let end = i + len;
        let after = &self.text[self.at(end)..];
        let (u, halved) = match half::half_before_unit(after) {
            Some(len) => (unit::unit_after(&after[len..])?.0, true),
            None => {
                let (u, len) = unit::unit_after(after)?;
                (u, half::half_after_unit(&after[len..]))
            }
        };
        if !(halved && matches!(u.as_str(), "h" | "min")) {
            return None;
        }
        let shown = &self.text[self.at(i)..self.at(end)];
        let mut n = Number::new(shown, vec![format!("{value}.5")]);
        n.spelled = true;
        n.unit = Some(u);
        self.out.push(n);
        Some(end)
    }

    /// A character of the Han script at `i`: a minus (`零下`), a number in Han numerals (`二十`,
    /// `三百六十五`), a decade (`九十年代`) with its century (`二十世纪`), or nothing. Returns
    /// where it ends.
    pub(super) fn han(&mut self, i: usize) -> usize {
        let text = self.text;
        let rest = &text[self.at(i)..];
        if let Some(w) = super::words::minus_word_at(rest) {
            let k = i + w.chars().count();
            self.after_minus_word(k);
            return k;
        }
        // `百分之七`, `百分之十五`: per cent, then the number, however small.
        if rest.starts_with("百分之") {
            let k = i + "百分之".chars().count();
            let following = self.cs[k..].iter().map(|&(_, c)| c);
            if let Some((value, len)) = han::number_from(following) {
                let end = k + len;
                let mut n = Number::new(&text[self.at(i)..self.at(end)], vec![value.to_string()]);
                n.spelled = true;
                n.unit = Some("%".to_owned());
                self.out.push(n);
                return end;
            }
        }
        if let Some(end) = self.han_and_a_half(i) {
            return end;
        }
        // Read on from here only where a number can start: not a copy of the rest of the text
        // for every Han character.
        let following = self.cs[i..].iter().map(|&(_, c)| c);
        let Some((value, len)) =
            han::starts_number(self.cs[i].1).then(|| han::number(following)).flatten()
        else {
            return i + 1;
        };
        let end = i + len;
        let after = &text[self.at(end)..];
        let shown = &text[self.at(i)..self.at(end)];
        if value <= 90 && value.is_multiple_of(10) && after.starts_with("年代") {
            let century = match self.han_century {
                Some((c, at)) if at == i => {
                    self.out.pop();
                    Some(c)
                }
                _ => None,
            };
            self.out.push(Number::new(shown, decade::readings(value as u32, century)));
            return end + "年代".chars().count();
        }
        let mut n = Number::new(shown, vec![value.to_string()]);
        n.spelled = true;
        n.unit = unit::unit_after(after).map(|(u, _)| u);
        self.out.push(n);
        if let Some(word) = ["世纪", "世紀"].iter().find(|w| after.starts_with(**w)) {
            self.han_century = Some((value as u32, end + word.chars().count()));
        }
        end
    }
}
