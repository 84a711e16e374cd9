//! Times of day and years of other calendars, for the reader of [`super::number`]: one time
//! written the ways languages write it (`16:45`, `4:45 pm`, `오후 4시 45분`, `午後4時45分`,
//! `16.45 Uhr`, `16.45 น.`, `klo 16.45`) gives the same hour and minutes. A time with a colon is
//! read as two numbers already (its hour and its minutes); these add the 24-hour reading of an
//! afternoon hour, and read a time written with a point as its hour and minutes rather than as a
//! decimal. A year of the Thai Buddhist era (`พ.ศ. 2568`) has its Common Era reading (2025).

use super::number::{Number, Reader};

/// Words after a time that put it after noon, and before noon.
const PM_AFTER: &[&str] = &["pm", "p.m.", "PM", "P.M."];
const AM_AFTER: &[&str] = &["am", "a.m.", "AM", "A.M."];
/// Words before an hour that put it after noon (Korean, Japanese, Chinese), the hour then marked
/// by the character after it.
const PM_BEFORE: &[&str] = &["오후", "午後", "下午"];
const HOUR_MARKS: &[char] = &['시', '時', '点', '點'];
/// Words that make `16.45` a time of day: after it (German, Thai) or before it (Danish,
/// Norwegian, Swedish, Finnish).
const CLOCK_AFTER: &[&str] = &["Uhr", "น.", "นาฬิกา"];
const CLOCK_BEFORE: &[&str] = &["kl.", "kl", "klo", "kello"];

/// The mark of a year of the Thai Buddhist era, which runs 543 years ahead of the Common Era.
const BUDDHIST_ERA: &str = "พ.ศ.";
const BUDDHIST_ERA_AHEAD: u32 = 543;

/// Whether `s` starts with `word` followed by the end, a space or a mark (not more letters).
fn starts_word(s: &str, word: &str) -> bool {
    s.strip_prefix(word).is_some_and(|r| !r.starts_with(char::is_alphanumeric))
}

impl Reader<'_> {
    /// The hour in 24-hour time of the hour `h` that starts at character `start` and whose digits
    /// end at character `j`, when the text says it is after noon (`4:45 pm`, `오후 4시`) or just
    /// after midnight (`12:30 am`).
    pub(super) fn afternoon_hour(&self, h: u32, start: usize, j: usize) -> Option<u32> {
        if !(1..=12).contains(&h) {
            return None;
        }
        let after = &self.text[self.at(j)..];
        let before = self.text[..self.at(start)].trim_end();
        let minutes = after
            .strip_prefix(':')
            .filter(|m| m.len() >= 2 && m.as_bytes()[..2].iter().all(u8::is_ascii_digit));
        if let Some(m) = minutes {
            let rest = m[2..].trim_start();
            if PM_AFTER.iter().any(|w| starts_word(rest, w)) {
                return (h < 12).then_some(h + 12);
            }
            if AM_AFTER.iter().any(|w| starts_word(rest, w)) {
                return (h == 12).then_some(0);
            }
        }
        let marked = after.starts_with(HOUR_MARKS) || minutes.is_some();
        (marked && h < 12 && PM_BEFORE.iter().any(|w| before.ends_with(w))).then_some(h + 12)
    }

    /// The Common Era year of the year `y` starting at character `start`, when the text marks it
    /// as one of the Thai Buddhist era (`พ.ศ. 2568` is 2025).
    pub(super) fn common_era_year(&self, y: u32, start: usize) -> Option<u32> {
        let before = self.text[..self.at(start)].trim_end();
        (before.ends_with(BUDDHIST_ERA) && y > BUDDHIST_ERA_AHEAD).then(|| y - BUDDHIST_ERA_AHEAD)
    }

    /// A time written with a point (`16.45 Uhr`, `16.45 น.`, `klo 16.45`) in the digit groups
    /// `groups` starting at character `start` and ending at `end`: its hour and its minutes, as
    /// a time with a colon gives them. Returns where it ends, when it is one.
    pub(super) fn dotted_clock(
        &mut self,
        groups: &[String],
        seps: &[char],
        start: usize,
        end: usize,
    ) -> Option<usize> {
        let ([hour, minutes], ['.']) = (groups, seps) else { return None };
        let parts = hour_and_minutes(hour, minutes)?;
        let after = self.text[self.at(end)..].trim_start();
        let before = self.text[..self.at(start)].trim_end();
        let clock = CLOCK_AFTER.iter().any(|w| starts_word(after, w))
            || CLOCK_BEFORE.iter().any(|w| {
                before.ends_with(w)
                    && !before[..before.len() - w.len()].ends_with(char::is_alphanumeric)
            });
        if !clock {
            return None;
        }
        self.out.extend(parts);
        Some(end)
    }
}

/// The hour and the minutes of a time written with a point (`16.45`, `09.47`), as the two numbers
/// a time with a colon gives: an hour of one or two digits up to 24, minutes of two up to 59.
pub(super) fn hour_and_minutes(hour: &str, minutes: &str) -> Option<[Number; 2]> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(hour) || !digits(minutes) || hour.len() > 2 || minutes.len() != 2 {
        return None;
    }
    let (h, m) = (hour.parse::<u32>().ok()?, minutes.parse::<u32>().ok()?);
    (h <= 24 && m <= 59).then(|| {
        [Number::new(hour, vec![h.to_string()]), Number::new(minutes, vec![m.to_string()])]
    })
}
