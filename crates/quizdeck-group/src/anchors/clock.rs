//! Times of day and years of other calendars, for the reader of [`super::number`]: one time
//! written the ways languages write it (`16:45`, `4:45 pm`, `오후 4시 45분`, `午後4時45分`,
//! `16.45 Uhr`, `16.45 น.`, `klo 16.45`) gives the same hour and minutes. A time with a colon is
//! read as two numbers already (its hour and its minutes); these add the 24-hour reading of an
//! afternoon hour, and read a time written with a point as its hour and minutes rather than as a
//! decimal. A year of the Thai Buddhist era (`พ.ศ. 2568`), of a Japanese era (`平成25年`) or of the
//! Republic of China (`民國58年`) has its Common Era reading (2025, 2013, 1969), and a range's
//! second year of two digits (`1991-95`) its whole.

use super::number::{Number, Reader};
use super::value::Value;

/// Words after a time that put it after noon, and before noon: English's, and Tagalog's "of the
/// afternoon", "of the evening", "of the morning" in words and abbreviated (`8:17 ng gabi`,
/// `8:17 n.g.`).
const PM_AFTER: &[&str] = &["pm", "p.m.", "PM", "P.M.", "ng hapon", "ng gabi", "n.h.", "n.g."];
const AM_AFTER: &[&str] = &["am", "a.m.", "AM", "A.M.", "ng umaga", "n.u."];
/// Words before an hour that put it after noon (Korean, Japanese, Chinese), the hour then marked
/// by the character after it.
const PM_BEFORE: &[&str] = &["오후", "午後", "下午"];
const HOUR_MARKS: &[char] = &['시', '時', '点', '點'];
/// Words that make `16.45` a time of day: after it (German, Dutch, Czech, Thai: words that would
/// otherwise be read as its unit, hours) or before it (Danish, Norwegian, Swedish, Finnish).
/// Without such a word, a time with a point pairs with one with a colon when numbers are
/// compared.
const CLOCK_AFTER: &[&str] = &["Uhr", "uur", "hod.", "hodin", "น.", "นาฬิกา"];
const CLOCK_BEFORE: &[&str] = &["kl.", "kl", "klo", "kello"];

/// The marks of a year of the Buddhist era as Thai and Lao write it (`พ.ศ. 2568`, `ພ.ສ. 2568`),
/// which runs 543 years ahead of the Common Era in both countries.
const BUDDHIST_ERA: &[&str] = &["พ.ศ.", "ພ.ສ."];
const BUDDHIST_ERA_AHEAD: u32 = 543;

/// Eras that count years from an event, with the Common Era year before each one's first: the
/// Japanese eras (`平成25年` is 1988 + 25) and the Republic of China's, Minguo, still used in
/// Taiwan in traditional and simplified characters (`民國58年`, `中华民国58年`: 1911 + 58).
const YEAR_ERAS: &[(&str, u32)] = &[
    ("令和", 2018),
    ("平成", 1988),
    ("昭和", 1925),
    ("大正", 1911),
    ("明治", 1867),
    ("民國", 1911),
    ("民国", 1911),
];

/// Whether `s` starts with `word` followed by the end, a space or a mark (not more letters).
fn starts_word(s: &str, word: &str) -> bool {
    s.strip_prefix(word).is_some_and(|r| !r.starts_with(char::is_alphanumeric))
}

impl Reader<'_> {
    /// The hour in 24-hour time of the hour `h` that starts at character `start` and whose digits
    /// end at character `j`, when the text says it is after noon (`4:45 pm`, `오후 4시`, `午後0時`)
    /// or just after midnight (`12:30 am`).
    pub(super) fn afternoon_hour(&self, h: u32, start: usize, j: usize) -> Option<u32> {
        if h > 12 {
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
        // Japanese counts the first hour after noon as 0 (`午後0時30分`, 12:30): its hour is 12.
        (marked && h < 12 && PM_BEFORE.iter().any(|w| before.ends_with(w))).then_some(if h == 0 {
            12
        } else {
            h + 12
        })
    }

    /// The Common Era year of the year `y` starting at character `start`, when the text marks it
    /// as one of the Thai or Lao Buddhist era (`พ.ศ. 2568`, `ພ.ສ. 2568` are 2025), of a Japanese era (`平成25年` is
    /// 2013) or of the Republic of China (`民國58年` is 1969).
    pub(super) fn common_era_year(&self, y: u32, start: usize) -> Option<u32> {
        let before = self.text[..self.at(start)].trim_end();
        if BUDDHIST_ERA.iter().any(|m| before.ends_with(m)) && y > BUDDHIST_ERA_AHEAD {
            return Some(y - BUDDHIST_ERA_AHEAD);
        }
        let (_, year_zero) = YEAR_ERAS.iter().find(|(name, _)| before.ends_with(name))?;
        let marked = self.text[self.at(start)..].trim_start_matches(|c: char| c.is_ascii_digit());
        let marked = marked.trim_start();
        (y >= 1 && marked.starts_with('年')).then(|| year_zero + y)
    }

    /// The year a range's second year of two digits stands for, after a year of four (`1991-95`,
    /// `1991–95`, `2019/20`), the `y` starting at character `start`: in the first's century, when
    /// it comes after the first (`1998-02` is no range of that kind).
    pub(super) fn range_end_year(&self, y: u32, digits: &str, start: usize) -> Option<u32> {
        if digits.len() != 2 {
            return None;
        }
        let before = &self.text[..self.at(start)];
        let head = before.strip_suffix(['-', '–', '/'])?;
        let year = head.get(head.len().checked_sub(4)?..)?;
        let first: u32 = year.parse().ok().filter(|_| year.bytes().all(|b| b.is_ascii_digit()))?;
        let whole = !head[..head.len() - 4].ends_with(|c: char| c.is_alphanumeric());
        (whole && (1000..3000).contains(&first) && y > first % 100).then(|| first / 100 * 100 + y)
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

    /// A race's time in minutes, seconds and hundredths written with a point and a comma
    /// (`1.52,03`, as Danish and Dutch write `1:52.03`): its minutes and its seconds, as the
    /// time with a colon gives them. Returns where it ends, when it is one.
    pub(super) fn race_time(
        &mut self,
        groups: &[String],
        seps: &[char],
        end: usize,
    ) -> Option<usize> {
        let ([minutes, seconds, hundredths], ['.', ',']) = (groups, seps) else { return None };
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        let fits = (1..=2).contains(&minutes.len())
            && seconds.len() == 2
            && (1..=2).contains(&hundredths.len())
            && [minutes, seconds, hundredths].iter().all(|g| digits(g))
            && seconds.parse::<u32>().is_ok_and(|s| s <= 59);
        if !fits {
            return None;
        }
        let m = Value::new(false, minutes, "").canonical();
        self.out.push(Number::new(minutes.as_str(), vec![m]));
        let s = Value::new(false, seconds, hundredths).canonical();
        self.out.push(Number::new(format!("{seconds},{hundredths}"), vec![s]));
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

#[cfg(test)]
mod tests {
    use crate::anchors::{normalize, numbers};

    fn vals(text: &str) -> Vec<Vec<String>> {
        numbers(&normalize(text)).into_iter().map(|n| n.values).collect()
    }

    /// A year of the Republic of China (Minguo), in traditional or simplified characters, with
    /// or without spaces, is also its Common Era year (1911 + the year); not a number after
    /// `民國` that is no year (no `年` after it), nor one after `民國前` (years before 1912).
    #[test]
    fn a_year_of_the_republic_of_china_reads_as_its_common_era_year() {
        assert_eq!(vals("1969年（民國58年）7月20日")[1], ["58", "1969"]);
        assert_eq!(vals("中华民国38年")[0], ["38", "1949"]);
        assert_eq!(vals("中華民國 113 年")[0], ["113", "2024"]);
        assert_eq!(vals("民國58人"), [["58"]]);
        assert_eq!(vals("民國前1年"), [["1"]]);
        assert_eq!(vals("58年"), [["58"]]);
    }
}
