//! Dates of other calendars, for the reader of [`super::number`]: a Persian date (`۲۹ تیر ۱۳۴۸`,
//! 20 July 1969) or an Ethiopian one (`የካቲት 13 ቀን 2014 ዓ.ም.`, 20 February 2022) also has its
//! Gregorian day, and a year of the Buddhist Era, of the solar Hijri calendar or of the Ethiopian
//! one its years of the common era.

use super::number::Number;
use super::words::{is_lao, is_thai};

/// The months of the solar Hijri calendar in Persian (Iran), in Dari and in Pashto (Afghanistan),
/// in order; a Pashto name ending in `ه` also as it ends after `د` (`د سلواغې`, of Dalw).
const MONTHS: &[&[&str]] = &[
    &["فروردین", "حمل", "وری"],
    &["اردیبهشت", "ثور", "غویی"],
    &["خرداد", "جوزا", "غبرګولی", "غبرگولی"],
    &["تیر", "سرطان", "چنګاښ", "چنگاښ"],
    &["مرداد", "امرداد", "اسد", "زمری"],
    &["شهریور", "سنبله", "وږی"],
    &["مهر", "میزان", "تله", "تلې"],
    &["آبان", "عقرب", "لړم"],
    &["آذر", "قوس", "لیندۍ"],
    &["دی", "جدی", "مرغومی"],
    &["بهمن", "دلو", "سلواغه", "سلواغې"],
    &["اسفند", "حوت", "کب"],
];

/// The Arabic letters a Persian text may be typed with (`ي`, `ك`) as Persian writes them.
fn persian_letter(c: char) -> char {
    match c {
        'ي' | 'ى' => 'ی',
        'ك' => 'ک',
        c => c,
    }
}

/// The month (1 to 12) whose name starts `t`, with the length it takes: the name, `ماه` (month)
/// glued to it or after a space, and no other letter after it.
fn month_at(t: &str) -> Option<(u32, usize)> {
    let folded: String = t.chars().take(16).map(persian_letter).collect();
    let (month, name) = MONTHS.iter().zip(1..).find_map(|(names, m)| {
        let name = names.iter().filter(|n| folded.starts_with(**n)).max_by_key(|n| n.len())?;
        Some((m, *name))
    })?;
    let mut len = name.len();
    for suffix in ["ماه", " ماه", "\u{200c}ماه"] {
        if folded[len..].starts_with(suffix) {
            len += suffix.len();
            break;
        }
    }
    let ends = !folded[len..].starts_with(char::is_alphabetic);
    // The same length in `t`: the letters folded are as long in UTF-8.
    ends.then_some((month, len))
}

/// The Gregorian year, month and day of a day of the solar Hijri calendar, by the arithmetic of
/// the `jalaali-js` library (Borkowski's breaks of the 2820-year cycle, which follow the
/// calendar's astronomical rule from 1 to 3177 AP). Written by hand: no maintained Rust crate
/// does it, and it is twenty lines.
pub(super) fn jalali_to_gregorian(jy: i64, jm: i64, jd: i64) -> (i64, i64, i64) {
    const BREAKS: [i64; 20] = [
        -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324,
        2394, 2456, 3178,
    ];
    let gy = jy + 621;
    let mut leap_j = -14;
    let mut jp = BREAKS[0];
    let mut jump = 0;
    for &jm_break in &BREAKS[1..] {
        jump = jm_break - jp;
        if jy < jm_break {
            break;
        }
        leap_j += jump / 33 * 8 + jump % 33 / 4;
        jp = jm_break;
    }
    let n = jy - jp;
    leap_j += n / 33 * 8 + (n % 33 + 3) / 4;
    if jump % 33 == 4 && jump - n == 4 {
        leap_j += 1;
    }
    let leap_g = gy / 4 - (gy / 100 + 1) * 3 / 4 - 150;
    let march = 20 + leap_j - leap_g;
    let day = day_number(gy, 3, march) + (jm - 1) * 31 - jm / 7 * (jm - 7) + jd - 1;
    from_day_number(day)
}

/// The Julian day number of a Gregorian date (as `jalaali-js` computes it).
fn day_number(gy: i64, gm: i64, gd: i64) -> i64 {
    let d = (gy + (gm - 8) / 6 + 100_100) * 1461 / 4 + (153 * ((gm + 9) % 12) + 2) / 5 + gd
        - 34_840_408;
    d - (gy + 100_100 + (gm - 8) / 6) / 100 * 3 / 4 + 752
}

/// The Gregorian date of a Julian day number.
fn from_day_number(jdn: i64) -> (i64, i64, i64) {
    let mut j = 4 * jdn + 139_361_631;
    j += (4 * jdn + 183_187_720) / 146_097 * 3 / 4 * 4 - 3908;
    let i = j % 1461 / 4 * 5 + 308;
    let gd = i % 153 / 5 + 1;
    let gm = i / 153 % 12 + 1;
    let gy = j / 1461 - 100_100 + (8 - gm) / 6;
    (gy, gm, gd)
}

/// The days of the Gregorian calendar a day of a Persian month may fall on when no year is
/// given: those of the years 1300 to 1420 AP (1921 to 2042), a day apart at most.
fn gregorian_days(jm: i64, jd: i64) -> Vec<i64> {
    let mut days: Vec<i64> = (1300..=1420).map(|jy| jalali_to_gregorian(jy, jm, jd).2).collect();
    days.sort_unstable();
    days.dedup();
    days
}

/// Pashto's ordinal ending after a day (`۱ مه`, `۶مه`: the first, the sixth), as a word.
fn ordinal_after(after: &str) -> bool {
    let rest = after.strip_prefix(' ').unwrap_or(after);
    rest.strip_prefix("مه").is_some_and(|r| !r.starts_with(char::is_alphabetic))
}

/// The month (1 to 12) whose name ends `before` (the text right before a day, a space apart),
/// with the byte of `before` where the name starts, where Pashto marks the day as one: `په`, on,
/// between (`د کب په ۱`), or the ordinal ending after the day (`ordinal`: `د کب ۱ مه`). A month's
/// name alone before a number is no date: `میزان` is also a level, `حمل` a carriage.
fn month_before(before: &str, ordinal: bool) -> Option<(u32, usize)> {
    let t = before.strip_suffix(' ')?;
    let on = t.strip_suffix("په").and_then(|t| t.strip_suffix(' '));
    let t = match on {
        Some(t) => t,
        None if ordinal => t,
        None => return None,
    };
    // The last few letters are enough for the longest name; folded, they are as long in UTF-8.
    let from = t.char_indices().rev().nth(15).map_or(0, |(i, _)| i);
    let folded: String = t[from..].chars().map(persian_letter).collect();
    MONTHS.iter().zip(1..).find_map(|(names, m)| {
        let name = names.iter().filter(|n| folded.ends_with(**n)).max_by_key(|n| n.len())?;
        let start = folded.len() - name.len();
        let head = folded[..start].chars().next_back();
        (!head.is_some_and(char::is_alphabetic) && (start > 0 || from == 0))
            .then_some((m, from + start))
    })
}

/// The day's year of the solar Hijri calendar (1200 to 1500) in `out`, by its span.
fn solar_year(out: &[Number], span: Option<&(usize, usize, usize)>) -> Option<i64> {
    let y = out[span?.0].values.first()?.parse::<i64>().ok()?;
    (1200..=1500).contains(&y).then_some(y)
}

/// Each day of a Persian date (a whole number 1 to 31, a month's name after it, a year of the
/// solar Hijri calendar after that or none) read also as the day of the Gregorian calendar it
/// falls on: `۲۹ تیر ۱۳۴۸` is 20 July 1969, `۲۹ تیر` the 20th or the 19th of July. So is the
/// day of a date Pashto writes year first, the month's name before its day (`د ۱۴۰۰ لمریز کال
/// د کب په ۱ مه`, the first of Hut 1400: 20 February 2022), its year a few words before the
/// month. `spans` are the numbers read from digits (index in `out`, start and end of their
/// digits).
pub(super) fn persian_dates(out: &mut [Number], spans: &[(usize, usize, usize)], text: &str) {
    for (k, &(idx, start, end)) in spans.iter().enumerate() {
        let n = &out[idx];
        let day = (n.unit.is_none() && n.values.len() == 1)
            .then(|| n.values[0].parse::<i64>().ok())
            .flatten()
            .filter(|d| (1..=31).contains(d));
        let Some(day) = day else { continue };
        let after = text[end..].strip_prefix(' ').and_then(month_at);
        let (month, year) = match after {
            // The year right after the month, a space apart.
            Some((month, len)) => {
                let month_end = end + 1 + len;
                let next = spans.get(k + 1).filter(|&&(_, start, _)| start == month_end + 1);
                (month, solar_year(out, next))
            }
            None => {
                let ordinal = ordinal_after(&text[end..]);
                let Some((month, month_start)) = month_before(&text[..start], ordinal) else {
                    continue;
                };
                // The year before the month, a few words apart (`لمریز کال د`).
                let previous = k.checked_sub(1).and_then(|p| spans.get(p));
                let near = previous.filter(|&&(_, _, y_end)| {
                    month_start.checked_sub(y_end).is_some_and(|g| g <= 40)
                });
                (month, solar_year(out, near))
            }
        };
        let days = match year {
            Some(jy) => vec![jalali_to_gregorian(jy, i64::from(month), day).2],
            None => gregorian_days(i64::from(month), day),
        };
        let own = day.to_string();
        let days = days.into_iter().map(|d| d.to_string()).filter(|d| *d != own);
        out[idx].values.extend(days);
    }
}

/// The months of the Ethiopian calendar in Amharic and in Tigrinya, in order: twelve of 30 days,
/// then Pagume, of five or six.
const ETHIOPIAN_MONTHS: &[&[&str]] = &[
    &["መስከረም"],
    &["ጥቅምት", "ጥቅምቲ"],
    &["ኅዳር", "ሕዳር", "ህዳር"],
    &["ታኅሣሥ", "ታህሳስ", "ታሕሳስ", "ታኅሳስ"],
    &["ጥር", "ጥሪ"],
    &["የካቲት", "ለካቲት"],
    &["መጋቢት"],
    &["ሚያዝያ", "ሚያዚያ"],
    &["ግንቦት"],
    &["ሰኔ", "ሰነ"],
    &["ሐምሌ", "ሓምለ", "ሃምሌ"],
    &["ነሐሴ", "ነሓሰ"],
    &["ጳጉሜን", "ጳጉሜ"],
];

/// The era the Ethiopian calendar counts its years in, written after a year (`2014 ዓ.ም.`, the
/// year of mercy), as Amharic and Tigrinya abbreviate it.
const ETHIOPIAN_ERA: &[&str] = &["ዓ.ም", "ዓ. ም", "ዓ/ም", "ዓም"];

/// Whether `rest` (the text right after a number) starts with the Ethiopian era.
fn ethiopian_era(rest: &str) -> bool {
    let rest = rest.strip_prefix(' ').unwrap_or(rest);
    ETHIOPIAN_ERA.iter().any(|e| rest.starts_with(e))
}

/// Whether `c` is a letter of the Ethiopic script.
fn is_ethiopic(c: char) -> bool {
    ('\u{1200}'..='\u{139F}').contains(&c)
}

/// The Ethiopian month named by the whole word `word`.
fn ethiopian_month(word: &str) -> Option<i64> {
    ETHIOPIAN_MONTHS.iter().zip(1..).find_map(|(names, m)| names.contains(&word).then_some(m))
}

/// The Ethiopian month whose name is the last word of `before` (Amharic, `የካቲት 13`) or the first
/// of `after` (Tigrinya, `13 ለካቲት`), each a space from the day.
fn ethiopian_month_around(before: &str, after: &str) -> Option<i64> {
    let word_before = before.strip_suffix(' ').map(|b| {
        let start = b.char_indices().rev().take_while(|&(_, c)| is_ethiopic(c)).last();
        start.map_or("", |(i, _)| &b[i..])
    });
    let word_after = after.strip_prefix(' ').map(|a| {
        let end = a.char_indices().find(|&(_, c)| !is_ethiopic(c)).map_or(a.len(), |(i, _)| i);
        &a[..end]
    });
    word_before.and_then(ethiopian_month).or_else(|| word_after.and_then(ethiopian_month))
}

/// The Gregorian year, month and day of a day of the Ethiopian calendar (the year of mercy,
/// whose 1 Meskerem 1 is Julian day 1724221): every fourth year, the one before a Julian leap
/// year, has a sixth day of Pagume.
pub(super) fn ethiopian_to_gregorian(year: i64, month: i64, day: i64) -> (i64, i64, i64) {
    from_day_number(1_724_221 + 365 * (year - 1) + year / 4 + 30 * (month - 1) + day - 1)
}

/// Ethiopian dates and years, in a text in Amharic or Tigrinya: a year of the era (`2014 ዓ.ም.`)
/// is also read as the two years of the common era it spans (2021 and 2022, its year starting in
/// September), and a day of an Ethiopian month (`የካቲት 13 ቀን 2014 ዓ.ም.`, `13 ለካቲት`) as the
/// Gregorian day it falls on (the 20th; without a year, those of 1990 to 2030; not with a year
/// of the common era). `spans` are the
/// numbers read from digits (index in `out`, start and end of their digits). The cheap test
/// first: a small number, then the words around it.
pub(super) fn ethiopian_dates(out: &mut [Number], spans: &[(usize, usize, usize)], text: &str) {
    let whole = |n: &Number| {
        (n.unit.is_none() && n.values.len() == 1).then(|| n.values[0].parse::<i64>().ok()).flatten()
    };
    for (k, &(idx, start, end)) in spans.iter().enumerate() {
        let Some(value) = whole(&out[idx]) else { continue };
        if (1..=3000).contains(&value) && ethiopian_era(&text[end..]) {
            out[idx].values.extend([value + 7, value + 8].map(|y| y.to_string()));
            continue;
        }
        if !(1..=30).contains(&value) {
            continue;
        }
        let Some(month) = ethiopian_month_around(&text[..start], &text[end..]) else { continue };
        // The date's year: the next number, a few words on, if it is a year. One without the
        // era is the common era's, its month's name Amharic's for a Gregorian month (`ጥር 4 ቀን
        // 2010`, 4 January 2010): the day is that day.
        let year = spans.get(k + 1).and_then(|&(y, y_start, y_end)| {
            let y = out[y].values.first()?.parse::<i64>().ok()?;
            (y_start - end <= 32 && (1000..=3000).contains(&y))
                .then(|| (y, ethiopian_era(&text[y_end..])))
        });
        let mut days: Vec<i64> = match year {
            Some((y, true)) => vec![ethiopian_to_gregorian(y, month, value).2],
            Some((_, false)) => continue,
            None => (1982..=2022).map(|y| ethiopian_to_gregorian(y, month, value).2).collect(),
        };
        days.sort_unstable();
        days.dedup();
        let own = value.to_string();
        let days = days.into_iter().map(|d| d.to_string()).filter(|d| *d != own);
        out[idx].values.extend(days);
    }
}

/// Thai and Lao text count years in the Buddhist Era, 543 years ahead (`พ.ศ. 2554`, `11 มีนาคม
/// 2554`, `20 ກໍລະກົດ 2512`: 2011, 1969): in a text in Thai or Lao script, a year of that era
/// (2400 to 2700, no unit) is also read as the year of the common era. A reading more never makes
/// a mismatch; at worst it hides one.
pub(super) fn buddhist_years(out: &mut [Number], text: &str) {
    let counts = || text.chars().any(|c| is_thai(c) || is_lao(c));
    other_era(out, 2400..=2700, counts, |y| vec![y - 543]);
}

/// Persian text counts years in the solar Hijri calendar, 621 or 622 years behind (`۱۳۹۹
/// خورشیدی`: 2020 or 2021, its year starting in March): in a text in Persian, a year of that
/// calendar (1200 to 1500, no unit) is also read as the years of the common era it spans. Persian
/// by its letters: those of Persian (`پ`, `گ`, `ی`, `ک`) and none that only Urdu writes (`ٹ`,
/// `ڈ`, `ڑ`, `ں`, `ے`), whose years are lunar.
pub(super) fn solar_hijri_years(out: &mut [Number], text: &str) {
    let persian =
        || text.contains(['پ', 'گ', 'ی', 'ک']) && !text.contains(['ٹ', 'ڈ', 'ڑ', 'ں', 'ے']);
    other_era(out, 1200..=1500, persian, |y| vec![y + 621, y + 622]);
}

/// Each whole number of `years` with no unit, in a text that counts them so (`counts`, asked
/// only when one is there: such a number is rare), read also as the years of the common era
/// `common` gives.
fn other_era(
    out: &mut [Number],
    years: std::ops::RangeInclusive<u32>,
    counts: impl FnOnce() -> bool,
    common: impl Fn(u32) -> Vec<u32>,
) {
    let year = |n: &Number| {
        let single = n.unit.is_none() && n.values.len() == 1;
        single.then(|| n.values[0].parse::<u32>().ok()).flatten().filter(|y| years.contains(y))
    };
    if !out.iter().any(|n| year(n).is_some()) || !counts() {
        return;
    }
    for n in out.iter_mut() {
        if let Some(y) = year(n) {
            n.values.extend(common(y).into_iter().map(|c| c.to_string()));
        }
    }
}

#[cfg(test)]
#[path = "calendar_tests.rs"]
mod tests;
