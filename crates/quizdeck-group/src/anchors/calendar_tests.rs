//! Persian, Pashto and Ethiopian dates.

use super::*;
use crate::anchors::{normalize, numbers};

fn vals(text: &str) -> Vec<Vec<String>> {
    numbers(&normalize(text)).into_iter().map(|n| n.values).collect()
}

/// Days of the solar Hijri calendar on their Gregorian days, leap years on both sides included.
#[test]
fn a_solar_hijri_day_converts_to_its_gregorian_day() {
    assert_eq!(jalali_to_gregorian(1348, 4, 29), (1969, 7, 20));
    assert_eq!(jalali_to_gregorian(1399, 1, 1), (2020, 3, 20));
    assert_eq!(jalali_to_gregorian(1403, 12, 30), (2025, 3, 20));
    assert_eq!(jalali_to_gregorian(1333, 2, 16), (1954, 5, 6));
    assert_eq!(jalali_to_gregorian(1357, 11, 22), (1979, 2, 11));
}

/// A Persian or Dari date's day also reads as its Gregorian day; with no year, as the days it
/// may fall on. Not a number before a word that is no month, nor one too large for a day.
#[test]
fn a_persian_dates_day_reads_as_its_gregorian_day_too() {
    assert_eq!(vals("در ۲۹ تیر ۱۳۴۸ فرود آمد"), [vec!["29", "20"], vec!["1348", "1969", "1970"]]);
    assert_eq!(vals("۲۹ تیرماه ۱۳۴۸")[0], ["29", "20"]);
    assert_eq!(vals("۱۶ اردیبهشت ۱۳۳۳")[0], ["16", "6"]);
    assert_eq!(vals("۲۲ بهمن ۱۳۵۷")[0], ["22", "11"]);
    // Arabic letters for the Persian ones, and a Dari month.
    assert_eq!(vals("۲۹ تير ۱۳۴۸")[0], ["29", "20"]);
    assert_eq!(vals("۲۹ سرطان ۱۳۴۸")[0], ["29", "20"]);
    // No year: the days it falls on in some year.
    let no_year = &vals("روز ۲۹ تیر")[0];
    assert!(no_year.contains(&"20".to_owned()), "{no_year:?}");
    // No month, another word, no day.
    assert_eq!(vals("۲۹ تیرانداز"), [["29"]]);
    assert_eq!(vals("۲۹ کتاب ۱۳۴۸")[0], ["29"]);
    assert_eq!(vals("۴۵ تیر ۱۳۴۸")[0], ["45"]);
}

/// A Pashto date names the solar month in Pashto (`۱ کب ۱۴۰۰`: 1 Hut 1400, 20 February 2022).
#[test]
fn a_pashto_dates_day_reads_as_its_gregorian_day_too() {
    assert_eq!(vals("په ۱ کب ۱۴۰۰ لمریز کال")[0], ["1", "20"]);
    assert_eq!(vals("د ۲۹ چنګاښ ۱۳۴۸")[0], ["29", "20"]);
}

/// Pashto also writes a date year first, the month's name before its day with `په` (on) or the
/// ordinal `مه` after it: `د ۱۴۰۰ لمریز کال د کب په ۱ مه` is 20 February 2022, `د ۱۳۸۲ لمریز
/// کال د مرغومي په ۱۴ مه` 4 January 2004, and `د سلواغې` names Dalw as it ends after `د`. A
/// month's name that is also a word, right before a number, makes no date.
#[test]
fn a_pashto_date_written_year_first_reads_as_its_gregorian_day_too() {
    assert_eq!(vals("د ۱۴۰۰ لمریز کال د کب په ۱ مه")[1], ["1", "20"]);
    assert_eq!(vals("د ۱۳۸۲ لمریز کال د مرغومي په ۱۴ مه تصویب")[1], ["14", "4"]);
    assert_eq!(vals("د ۱۳۸۲ لمریز کال د سلواغې په ۶مه")[1], ["6", "26"]);
    assert_eq!(vals("د ۱۴۰۰ کال د کب ۱ مه")[1], ["1", "20"]);
    // No year before: the days it falls on in some year.
    let no_year = &vals("د کب په ۱ مه")[0];
    assert!(no_year.contains(&"20".to_owned()), "{no_year:?}");
    // A month's name as a word before a number, with neither `په` nor `مه`.
    assert_eq!(vals("به میزان ۱۵ تن رسید"), [["15"]]);
    assert_eq!(vals("حمل ۲۰ تن بار"), [["20"]]);
}

/// Days of the Ethiopian calendar on their Gregorian days: new year's day before and after a
/// sixth day of Pagume, and the millennium.
#[test]
fn an_ethiopian_day_converts_to_its_gregorian_day() {
    assert_eq!(ethiopian_to_gregorian(2000, 1, 1), (2007, 9, 12));
    assert_eq!(ethiopian_to_gregorian(2014, 1, 1), (2021, 9, 11));
    assert_eq!(ethiopian_to_gregorian(2014, 6, 13), (2022, 2, 20));
    assert_eq!(ethiopian_to_gregorian(2015, 13, 5), (2023, 9, 10));
    assert_eq!(ethiopian_to_gregorian(2015, 13, 6), (2023, 9, 11));
}

/// An Amharic or Tigrinya year of the era (`ዓ.ም.`) reads as the two years of the common era it
/// spans, and a day with an Ethiopian month before it (Amharic) or after it (Tigrinya) as its
/// Gregorian day too; a year without the era, or a day beside another word, stays as it is.
#[test]
fn an_ethiopian_date_reads_as_its_gregorian_day_and_years() {
    assert_eq!(
        vals("የካቲት 13 ቀን 2014 ዓ.ም. ሥራ ጀመረ"),
        [vec!["13", "20"], vec!["2014", "2021", "2022"]]
    );
    assert_eq!(vals("ብ13 ለካቲት 2014 ዓ.ም.")[0], ["13", "20"]);
    assert_eq!(vals("በመጋቢት 2003 ዓ.ም.")[0], ["2003", "2010", "2011"]);
    assert_eq!(vals("በ2022 ዓመት"), [["2022"]]);
    assert_eq!(vals("13 ኪሎ ሜትር"), [["13"]]);
    // A Gregorian date with the Amharic name of its month: 4 January 2010.
    assert_eq!(vals("ጥር 4 ቀን 2010 ተመርቆ"), [["4"], ["2010"]]);
}
