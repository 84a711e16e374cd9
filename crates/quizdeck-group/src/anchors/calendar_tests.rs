//! Persian dates.

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
