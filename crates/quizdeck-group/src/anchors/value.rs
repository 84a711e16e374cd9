//! The value of a number's digits: decimal separators and thousands groups of every convention,
//! powers (`2³²`, `10⁻³`) and scientific notation (`1.5e6`).
//!
//! Written by hand rather than with a regular expression or a big-number crate: which separator
//! is decimal depends on the groups around it, and the few powers quizzes write (`2⁶⁴`) need only
//! a schoolbook multiplication.

/// A decimal value as digits and a power of ten, so that `1.5`, `1,5` and `15e-1` are equal and
/// `150万` can be scaled without floating point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Value {
    pub neg: bool,
    /// Significant digits, no leading or trailing zeros (`""` for zero); or, for a value read as
    /// written (a version `1.2.3`, a power too large to expand), that text with `exp` 0.
    pub digits: String,
    pub exp: i32,
}

/// Largest power expanded to its digits; larger ones are compared as written (`7^1000`).
const MAX_POWER_DIGITS: usize = 80;

impl Value {
    pub fn new(neg: bool, int: &str, frac: &str) -> Self {
        let all = format!("{int}{frac}");
        let mut exp = -(frac.len() as i32);
        let trimmed_end = all.trim_end_matches('0');
        exp += (all.len() - trimmed_end.len()) as i32;
        let digits = trimmed_end.trim_start_matches('0').to_owned();
        let neg = neg && !digits.is_empty();
        Self { neg, digits, exp: if all.trim_matches('0').is_empty() { 0 } else { exp } }
    }

    /// The value as written, not a decimal (a version, a list `1.2.3`).
    pub fn verbatim(text: String) -> Self {
        Self { neg: false, digits: text, exp: 0 }
    }

    pub fn scaled(&self, by: i32) -> Self {
        Self { exp: if self.digits.is_empty() { 0 } else { self.exp + by }, ..self.clone() }
    }

    /// This value rounded to its first `keep` significant digits (half up), where it has more:
    /// `4.29e9` to two gives `4.3e9`.
    pub fn rounded(&self, keep: usize) -> Option<Self> {
        if !self.is_decimal() || keep == 0 || self.digits.len() <= keep {
            return None;
        }
        let (head, rest) = self.digits.split_at(keep);
        let mut digits: Vec<u8> = head.bytes().map(|b| b - b'0').collect();
        if rest.as_bytes()[0] >= b'5' {
            // Carry from the last digit kept: `96` to one digit is `10`, one place up.
            let mut k = digits.len();
            loop {
                if k == 0 {
                    digits.insert(0, 1);
                    break;
                }
                k -= 1;
                if digits[k] == 9 {
                    digits[k] = 0;
                } else {
                    digits[k] += 1;
                    break;
                }
            }
        }
        let int: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        let dropped = (self.digits.len() - keep) as i32;
        Some(Self::new(self.neg, &int, "").scaled(self.exp + dropped))
    }

    fn is_decimal(&self) -> bool {
        self.digits.chars().all(|c| c.is_ascii_digit())
    }

    /// This value raised to `power`: exact for powers of ten (`10⁻³`) and for whole bases up to
    /// eighty digits (`2⁶⁴`); otherwise written out (`1.5^2`).
    pub fn pow(&self, power: i32) -> Self {
        let written = || {
            let sign = if self.neg { "-" } else { "" };
            Self::verbatim(format!("{sign}{}^{power}", self.canonical().trim_start_matches('-')))
        };
        if !self.is_decimal() || self.digits.is_empty() {
            return if self.digits.is_empty() && power > 0 { self.clone() } else { written() };
        }
        let neg = self.neg && power % 2 != 0;
        if self.digits == "1" {
            return Self { neg, digits: "1".to_owned(), exp: self.exp.saturating_mul(power) };
        }
        if self.exp < 0 || !(0..=256).contains(&power) {
            return written();
        }
        let Ok(base) = self.digits.parse::<u64>() else { return written() };
        match pow_digits(base, power as u32) {
            Some(digits) => {
                let mut v = Self::new(neg, &digits, "");
                v.exp += self.exp * power;
                v
            }
            None => written(),
        }
    }

    pub fn canonical(&self) -> String {
        let sign = if self.neg { "-" } else { "" };
        if !self.is_decimal() {
            return self.digits.clone();
        }
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

/// `base` to the power `exp` in decimal digits, if it has at most [`MAX_POWER_DIGITS`].
fn pow_digits(base: u64, exp: u32) -> Option<String> {
    // Little-endian limbs of nine decimal digits.
    const LIMB: u128 = 1_000_000_000;
    let mut limbs: Vec<u128> = vec![1];
    for _ in 0..exp {
        let mut carry = 0u128;
        for limb in &mut limbs {
            let v = *limb * base as u128 + carry;
            *limb = v % LIMB;
            carry = v / LIMB;
        }
        while carry > 0 {
            limbs.push(carry % LIMB);
            carry /= LIMB;
        }
        if limbs.len() * 9 > MAX_POWER_DIGITS + 9 {
            return None;
        }
    }
    let mut out = limbs.last().map(u128::to_string).unwrap_or_default();
    for limb in limbs.iter().rev().skip(1) {
        out.push_str(&format!("{limb:09}"));
    }
    (out.len() <= MAX_POWER_DIGITS).then_some(out)
}

/// The readings of digit groups separated by `seps` (`seps[k]` comes before `groups[k + 1]`).
pub(super) fn readings(neg: bool, groups: &[String], seps: &[char]) -> Vec<Value> {
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
    // Groups of three, or the Indian grouping (`1,00,000`: twos, then a final three), up to
    // `to`, the whole number's last group: before a decimal point too (`2,99,792.458`).
    let threes = |from: usize, to: usize| {
        let g = &groups[from..=to];
        g.iter().all(|g| g.len() == 3)
            || (g.last().is_some_and(|l| l.len() == 3)
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
    let sign = if neg { "-" } else { "" };
    vec![Value::verbatim(format!("{sign}{}", groups.join(".")))]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(int: &str) -> Value {
        Value::new(false, int, "")
    }

    #[test]
    fn values_round_half_up_to_their_first_digits() {
        let r = |x: &Value, keep| x.rounded(keep).map(|r| r.canonical());
        assert_eq!(r(&v("429").scaled(7), 2).as_deref(), Some("4300000000"));
        assert_eq!(r(&v("425"), 2).as_deref(), Some("430"));
        assert_eq!(r(&v("424"), 2).as_deref(), Some("420"));
        assert_eq!(r(&v("996"), 2).as_deref(), Some("1000"));
        assert_eq!(r(&Value::new(false, "1", "234"), 2).as_deref(), Some("1.2"));
        // Nothing to round.
        assert_eq!(r(&v("43"), 2), None);
        assert_eq!(r(&Value::verbatim("1.2.3".into()), 1), None);
    }

    #[test]
    fn powers_are_expanded_exactly() {
        assert_eq!(v("2").pow(32).canonical(), "4294967296");
        assert_eq!(v("2").pow(64).canonical(), "18446744073709551616");
        assert_eq!(v("10").pow(5).canonical(), "100000");
        assert_eq!(v("10").pow(-3).canonical(), "0.001");
        assert_eq!(v("10").pow(100).canonical(), "1e100");
        assert_eq!(v("7").pow(1000).canonical(), "7^1000");
        assert_eq!(Value::new(false, "1", "5").pow(2).canonical(), "1.5^2");
        assert_eq!(Value::new(true, "3", "").pow(3).canonical(), "-27");
    }

    #[test]
    fn versions_read_as_written() {
        let groups = ["1".to_owned(), "2".to_owned(), "3".to_owned()];
        assert_eq!(readings(false, &groups, &['.', '.'])[0].canonical(), "1.2.3");
    }
}
