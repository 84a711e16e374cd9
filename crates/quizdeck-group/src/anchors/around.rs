//! What stands around a number's digits, for the reader of [`super::number`]: a duration in
//! parts (`2 min 52 s`), the unit after a number or a rate's before it (`km/h`, `per 100 g`),
//! scale words summed (`1 million 200 thousand`, `1億2000万`) and the groups of its digits.

use unicode_normalization::char::is_combining_mark;

use super::normalize::GROUP_SPACE;
use super::number::Reader;
use super::unit;
use super::value::Value;
use super::words::scale_word_after;

impl Reader<'_> {
    /// A fraction in digits (`3/4`, and `¾`, which normalization makes `3⁄4`) is also its
    /// decimal value, as another language may write it (`0,75`, `0.75`): the numerator takes
    /// that reading, and the denominator pairs but is never missed. Only a fraction with an exact
    /// decimal (a denominator of twos and fives, up to 1 000), of whole numbers standing alone:
    /// not a part of a date (`3/4/2024`) or of a longer run of slashes. The unit after the
    /// denominator goes to the numerator, whatever the denominator.
    pub(super) fn fractions(&mut self) {
        let lone = |v: &[String]| match v {
            [v] if v.bytes().all(|b| b.is_ascii_digit()) => v.parse::<u64>().ok(),
            _ => None,
        };
        for w in 0..self.spans.len().saturating_sub(1) {
            let ((a, a_start, a_end), (b, b_start, b_end)) = (self.spans[w], self.spans[w + 1]);
            let between = &self.text[a_end..b_start];
            if b != a + 1 || !matches!(between, "/" | "\u{2044}") {
                continue;
            }
            let slash_or_digit = |c: char| matches!(c, '/' | '\u{2044}') || c.is_ascii_digit();
            let before = self.text[..a_start].chars().next_back();
            let mut after = self.text[b_end..].chars();
            let more = match after.next() {
                Some(c) if slash_or_digit(c) => true,
                Some('.' | ',') => after.next().is_some_and(|c| c.is_ascii_digit()),
                _ => false,
            };
            if before.is_some_and(|c| slash_or_digit(c) || c == '.') || more {
                continue;
            }
            let (x, y) = (&self.out[a], &self.out[b]);
            let (Some(top), Some(bottom)) = (lone(&x.values), lone(&y.values)) else { continue };
            if x.unit.is_some() || x.exact || y.exact || !(2..=1000).contains(&bottom) {
                continue;
            }
            // The unit after the denominator is the fraction's (`¾ l`, `2/3 cup`): the numerator,
            // which stands for it, takes it.
            let unit = self.out[b].unit.take();
            self.out[a].unit = unit;
            // The places of the decimal: the power of ten that the denominator divides.
            let Some(places) = (1..=4u32).find(|&k| 10u64.pow(k) % bottom == 0) else { continue };
            let scaled = top.saturating_mul(10u64.pow(places) / bottom).to_string();
            let (int, frac) = scaled.split_at(scaled.len().saturating_sub(places as usize));
            let frac = format!("{frac:0>width$}", width = places as usize);
            let value = Value::new(false, int, &frac).canonical();
            if !self.out[a].values.contains(&value) {
                self.out[a].values.push(value);
            }
            self.out[b].loose = true;
            self.out[b].denominator = true;
        }
    }

    /// A duration in parts (`2 min 52 s`, `2時間1分9秒`, `2:52 min`) says one amount of time, which
    /// other languages write with other units on its parts: their units are the duration's, not
    /// the parts'. Each part keeps its number.
    pub(super) fn join_durations(&mut self) {
        let rank = |u: Option<&str>| match u {
            Some("h") => Some(3),
            Some("min") => Some(2),
            Some(u) if u == "s" || u.starts_with("s/") => Some(1),
            Some(u) if u.starts_with("min/") => Some(2),
            _ => None,
        };
        // Ranks as read, before any part loses its unit.
        let ranks: Vec<Option<u8>> = self.out.iter().map(|n| rank(n.unit.as_deref())).collect();
        // The parts that follow another of their duration, and the first parts of durations
        // whose parts all say their units.
        let mut follows = vec![false; self.out.len()];
        let mut worded_from = Vec::new();
        for w in self.spans.windows(2) {
            let ((a, _, a_end), (b, b_start, _)) = (w[0], w[1]);
            if b != a + 1 || b_start < a_end {
                continue;
            }
            let between = &self.text[a_end..b_start];
            let (ra, rb) = (ranks[a], ranks[b]);
            let worded = between.split_whitespace().count() <= 1
                && !between.contains(|c: char| c.is_ascii_digit())
                && ra.zip(rb).is_some_and(|(x, y)| x > y);
            let clock = between == ":" && ra.is_none() && rb.is_some();
            if worded || clock {
                self.out[a].unit = None;
                self.out[b].unit = None;
                follows[b] = true;
                if worded && !follows[a] {
                    worded_from.push(a);
                }
            }
        }
        for a in worded_from {
            self.out[a].leads = ranks[a];
        }
    }

    /// The length of the mark, where `rest`, what follows a number, is an `s` glued to the
    /// hundredths of a race's time (`9s58`), which no unit's word boundary lets through, or the
    /// seconds' mark Italian and Spanish write there (`9"58`, `9″58`).
    pub(super) fn glued_hundredths(rest: &str) -> Option<usize> {
        let mark = ['s', '"', '″'].into_iter().find(|&m| rest.starts_with(m))?;
        let after = &rest[mark.len_utf8()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        ((1..=2).contains(&digits)
            && !after[digits..].starts_with(|c: char| c.is_alphanumeric() || c == '.'))
        .then_some(mark.len_utf8())
    }

    /// Whether the letters right before `caret` (an exponent's `^`) follow a number, with at
    /// most one space between: `m` in `12 m^2`, `м` in `209 000 м^3`, not `n` in `O(n^2)`;
    /// also after the number's scale word (`١٣٢ مليار م³`, 132 billion m³), where the unit
    /// comes after the amount as a whole.
    pub(super) fn unit_of_a_number(&self, caret: usize) -> bool {
        let mut start = self.word_start(caret);
        if start == caret {
            return false;
        }
        // A unit abbreviated in parts, each with its point (`ಕಿ.ಮೀ²`, `கி.மீ²`: km² in Kannada
        // and Tamil), is one unit: its start is that of its first short part.
        while start > 1 && self.ch(start - 1) == Some('.') {
            let part = self.word_start(start - 1);
            if part == start - 1 || start - 1 - part > 3 {
                break;
            }
            start = part;
        }
        let follows_number = |mut k: usize| {
            if k > 0 && matches!(self.ch(k - 1), Some(' ' | GROUP_SPACE)) {
                k -= 1;
            }
            k > 0 && self.ch(k - 1).is_some_and(|c| c.is_ascii_digit())
        };
        if follows_number(start) {
            return true;
        }
        // A scale word, one space before the unit, right after a number.
        if start < 2 || self.ch(start - 1) != Some(' ') {
            return false;
        }
        let scale = self.word_start(start - 1);
        scale < start - 1
            && scale_word_after(&self.text[self.at(scale)..self.at(start - 1)])
                .is_some_and(|(_, len)| self.at(scale) + len == self.at(start - 1))
            && follows_number(scale)
    }

    /// Where the letters right before `caret` begin (`caret` itself when there are none); the
    /// signs that write vowels (`மீ`) are part of them.
    fn word_start(&self, caret: usize) -> usize {
        let mut k = caret;
        while k > 0 && self.ch(k - 1).is_some_and(|c| c.is_alphabetic() || is_combining_mark(c)) {
            k -= 1;
        }
        k
    }

    /// Whether the power whose `^` is at `caret` and whose digits end at `end` is that of a
    /// short word of letters before a slash and another word (`மீ³/வி`, cubic metres a
    /// second in Tamil): the unit a rate divides, known to the reader or not; not a formula's
    /// `x²/2`.
    pub(super) fn rate_after(&self, caret: usize, end: usize) -> bool {
        let k = self.word_start(caret);
        let short = k < caret && caret - k <= 4;
        let alone = k == 0 || !self.ch(k - 1).is_some_and(char::is_alphanumeric);
        let next = self.ch(end + 1).is_some_and(|c| c.is_alphabetic());
        short && alone && self.ch(end) == Some('/') && next
    }

    /// Whether the word that ends at `caret` (a power's base) stands after a slash, as the unit
    /// of a rate does (`mol/dm³`, `كغ/م²`), known to the reader or not: a formula divides by
    /// a variable in brackets or spaced (`a/(b²)`), not glued to the slash.
    pub(super) fn per_unit_before(&self, caret: usize) -> bool {
        let k = self.word_start(caret);
        k < caret && k > 0 && self.ch(k - 1) == Some('/') && caret - k <= 4
    }

    /// Whether the word that ends at `caret` (a power's base) is a unit symbol the reader knows
    /// (`m`, `km`, the `s` of `m/s`); not `x`, which is a variable here rather than a factor.
    pub(super) fn known_unit_before(&self, caret: usize) -> bool {
        let k = self.word_start(caret);
        k < caret
            && !(k > 0 && self.ch(k - 1).is_some_and(char::is_alphanumeric))
            && unit::canonical(&self.text[self.at(k)..self.at(caret)]).is_some_and(|u| u != "×")
    }

    /// An amount in the large units of Korean, Japanese and Chinese at `j`, the character after
    /// its first digits: a run of unit characters (`만`, `천만`, `億`), then smaller parts, each
    /// digits and a smaller run or none (`2만 5,000`, `2억 5천만`, `1조 5천억`, `1兆5000億`, `3万5000`).
    /// Its value and where it ends, when it reaches a myriad and is more than one character.
    pub(super) fn myriad_sum(&self, values: &[Value], j: usize) -> Option<(u128, usize)> {
        let (first, mut k) = self.unit_run(j);
        if first < 4 {
            return None;
        }
        let base: u128 = values.first()?.canonical().parse().ok()?;
        let mut total = base.checked_mul(10u128.checked_pow(first)?)?;
        let mut last = first;
        let mut parts = k - j;
        loop {
            let at = if self.ch(k) == Some(' ') { k + 1 } else { k };
            if !self.ch(at).is_some_and(|c| c.is_ascii_digit()) {
                break;
            }
            let (groups, end) = self.groups(at);
            if groups.iter().skip(1).any(|g| g.1.len() != 3 || g.0 == Some('.')) {
                break;
            }
            let digits: u128 =
                groups.iter().map(|g| g.1.as_str()).collect::<String>().parse().ok()?;
            let (exp, next) = self.unit_run(end);
            let value = digits.checked_mul(10u128.checked_pow(exp)?)?;
            if exp >= last || value >= 10u128.pow(last) {
                break;
            }
            total += value;
            last = exp;
            k = next;
            parts += 1;
            if exp == 0 {
                break;
            }
        }
        (parts > 1).then_some((total, k))
    }

    /// A sum of amounts with scale words in words: `base` times ten to `scale`, whose scale word
    /// ends at byte `word_end`, then a smaller whole amount and its smaller scale word (`1 ارب 40
    /// کروڑ`, a billion and forty crores; `2 crore 50 lakh`). The total, where the second
    /// amount's digits end (its scale word is left as a word), and the text of that second part.
    pub(super) fn scale_sum(
        &self,
        values: &[Value],
        scale: i32,
        word_end: usize,
    ) -> Option<(Value, usize, String)> {
        let rest = self.text.get(word_end..)?.strip_prefix(' ')?;
        if !rest.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        let at = self.cs.partition_point(|&(b, _)| b < self.text.len() - rest.len());
        let (groups, end) = self.groups(at);
        if groups.len() != 1 {
            return None;
        }
        let after = &self.text[self.at(end)..];
        let (power, len) = scale_word_after(after.strip_prefix(' ')?)?;
        let amount: u128 = groups[0].1.parse().ok()?;
        let base = values.first().filter(|v| v.exp >= 0 && !v.neg)?;
        let base: u128 = base.canonical().parse().ok()?;
        if power >= scale
            || power < 3
            || amount.checked_mul(10u128.pow(power as u32))? >= 10u128.pow(scale as u32)
        {
            return None;
        }
        let total = base.checked_mul(10u128.pow(scale as u32))? + amount * 10u128.pow(power as u32);
        let more = &self.text[self.text.len() - rest.len()..self.at(end) + 1 + len];
        Some((Value::new(false, &total.to_string(), ""), end, more.to_owned()))
    }

    /// The power of ten of the run of unit characters at `i` (`천만`: 7; none: 0) and where it ends.
    /// A smaller unit goes before a myriad (`千万`), never after one: `30万千米` is 30 myriads
    /// and a kilometre (`千米`).
    fn unit_run(&self, i: usize) -> (u32, usize) {
        let mut k = i;
        let mut exp = 0;
        while let Some(e) = self.ch(k).and_then(|c| match c {
            '十' | '십' => Some(1),
            '百' | '백' => Some(2),
            '千' | '천' => Some(3),
            '万' | '萬' | '만' => Some(4),
            '億' | '亿' | '억' => Some(8),
            '兆' | '조' => Some(12),
            _ => None,
        }) {
            if exp >= 4 && e < 4 {
                break;
            }
            exp += e;
            k += 1;
        }
        (exp, k)
    }

    /// The digit groups of a number at `i` with the separator before each (`1,234.5`: `1`, `,234`,
    /// `.5`), and where they end.
    pub(super) fn groups(&self, i: usize) -> (Vec<(Option<char>, String)>, usize) {
        let marks = quizdeck_lang::punctuation();
        let digits = |from: usize, len: usize| -> String {
            self.cs[from..from + len].iter().map(|&(_, c)| c).collect()
        };
        let mut groups = vec![(None, digits(i, self.digit_run(i)))];
        let mut j = i + groups[0].1.len();
        while let (Some(sep), Some(next)) = (self.ch(j), self.ch(j + 1)) {
            if !next.is_ascii_digit() {
                break;
            }
            let len = self.digit_run(j + 1);
            let three = len == 3;
            let ok = match sep {
                GROUP_SPACE | '\'' => three && groups.iter().all(|g| g.0 != Some('.')),
                ' ' => {
                    three
                        && groups.iter().all(|g| g.0.is_none() || g.0 == Some(' '))
                        && groups[0].1.len() <= 3
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
            groups.push((Some(sep), digits(j + 1, len)));
            j += 1 + len;
        }
        (groups, j)
    }
}
