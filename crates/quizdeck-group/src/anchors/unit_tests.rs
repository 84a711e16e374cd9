//! Units after a number: the indexed searches, and what is or is not a unit.

use super::*;
use crate::anchors::{normalize, numbers};

/// `longest` and `currency_before` as scans of every spelling, as they were before the
/// spellings were indexed by their first or last character.
fn longest_by_scan(rest: &str) -> Option<(&'static str, usize)> {
    let mut best: Option<(&'static str, usize)> = None;
    let units = UNITS.iter().map(|u| (u.symbol, &u.aliases));
    for (symbol, aliases) in units.chain(TIME_WORDS.iter().map(|(s, w)| (*s, w))) {
        for spelling in std::iter::once(&symbol).chain(aliases) {
            if spelling.len() > best.map_or(0, |b| b.1)
                && rest.starts_with(spelling)
                && at_boundary(spelling, &rest[spelling.len()..])
                && !abbreviation(spelling, &rest[spelling.len()..])
            {
                best = Some((symbol, spelling.len()));
            }
        }
    }
    best
}

fn currency_by_scan(before: &str) -> Option<&'static str> {
    let mut best: Option<(&'static str, usize)> = None;
    for u in UNITS.iter().filter(|u| CURRENCIES.contains(&u.symbol)) {
        for spelling in std::iter::once(&u.symbol).chain(&u.aliases) {
            let symbolic = spelling.chars().all(|c| !c.is_alphabetic() || c.is_ascii_uppercase());
            if symbolic
                && spelling.len() > best.map_or(0, |b| b.1)
                && before.ends_with(spelling)
                && !before[..before.len() - spelling.len()]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric)
            {
                best = Some((u.symbol, spelling.len()));
            }
        }
    }
    best.map(|b| b.0)
}

#[test]
fn indexed_unit_searches_find_what_a_scan_of_every_spelling_finds() {
    let units = UNITS.iter().map(|u| (u.symbol, &u.aliases));
    let spellings: Vec<&str> = units
        .chain(TIME_WORDS.iter().map(|(s, w)| (*s, w)))
        .flat_map(|(s, a)| std::iter::once(s).chain(a.iter().copied()))
        .collect();
    let mut found = 0;
    for spelling in spellings {
        for rest in [
            spelling.to_owned(),
            format!("{spelling} later"),
            format!("{spelling}s"),
            format!("{spelling}/s"),
            format!("{spelling}/h more"),
            format!("{spelling}5"),
        ] {
            assert_eq!(longest(&rest), longest_by_scan(&rest), "{rest:?}");
            found += usize::from(longest(&rest).is_some());
        }
        for before in [spelling.to_owned(), format!("about {spelling}"), format!("x{spelling}")] {
            assert_eq!(currency_before(&before), currency_by_scan(&before), "{before:?}");
        }
    }
    assert!(found > 300, "{found}");
    assert_eq!(currency_before(""), None);
    assert_eq!(longest(""), None);
}

#[test]
fn every_spelling_maps_to_the_unit_a_scan_of_the_list_finds_first() {
    let scan = |text: &str| {
        UNITS.iter().find(|u| u.symbol == text || u.aliases.contains(&text)).map(|u| u.symbol)
    };
    let spellings: Vec<&str> =
        UNITS.iter().flat_map(|u| std::iter::once(u.symbol).chain(u.aliases.clone())).collect();
    assert!(spellings.len() > 100);
    for text in spellings.into_iter().chain(["", "gb", "Gb ", "GBs", "word", "ГБ", "秒"]) {
        assert_eq!(canonical(text), scan(text), "{text:?}");
    }
    assert_eq!(canonical("KB"), Some("kB"));
    assert_eq!(canonical("kb"), Some("kbit"));
}

#[test]
fn units_of_time_in_words() {
    assert_eq!(unit_after("seconds later"), Some(("s".to_owned(), 7)));
    assert_eq!(unit_after("sekundy").map(|u| u.0), Some("s".to_owned()));
    assert_eq!(unit_after("Minuten").map(|u| u.0), Some("min".to_owned()));
    assert_eq!(unit_after("分钟").map(|u| u.0), Some("min".to_owned()));
    assert_eq!(unit_after("часа").map(|u| u.0), Some("h".to_owned()));
}

#[test]
fn symbols_aliases_and_rates() {
    let u = unit_after;
    assert_eq!(u("GB of"), Some(("GB".into(), 2)));
    assert_eq!(u("Go de"), Some(("GB".into(), 2)));
    assert_eq!(u("ГБ памяти"), Some(("GB".into(), 4)));
    assert_eq!(u("TB/s of"), Some(("TB/s".into(), 4)));
    assert_eq!(u("Mo/s"), Some(("MB/s".into(), 4)));
    assert_eq!(u("Gbps"), Some(("Gbit/s".into(), 4)));
    assert_eq!(u("GBのメモリ"), Some(("GB".into(), 2)));
    assert_eq!(u("°C."), Some(("°C".into(), 3)));
    // Arabic writes degrees Celsius `°م` (مئوية) and Fahrenheit `°ف`.
    assert_eq!(u("°م في"), Some(("°C".into(), "°م".len())));
    assert_eq!(u("°ف").map(|u| u.0), Some("°F".to_owned()));
    assert_eq!(u("° شمالًا").map(|u| u.0), Some("°".to_owned()));
    assert_eq!(u("kPa,"), Some(("kPa".into(), 3)));
    assert_eq!(u("кПа").map(|u| u.0), Some("kPa".to_owned()));
    assert_eq!(u("كيلوباسكال بدلًا").map(|u| u.0), Some("kPa".to_owned()));
    assert_eq!(u("ヘクトパスカルの").map(|u| u.0), Some("hPa".to_owned()));
    assert_eq!(u("ГБ/с"), Some(("GB/s".into(), 7)));
    assert_eq!(u("gigaoctets de"), Some(("GB".into(), 10)));
    assert_eq!(u("pour cent"), Some(("%".into(), 9)));
}

#[test]
fn millimetres_of_mercury_are_one_unit_however_written() {
    let u = |t: &str| unit_after(t).map(|u| u.0);
    for t in ["mmHg,", "mm Hg", "мм рт. ст.", "мм рт.ст. и", "Hgmm-es", "Hgmm-nél"] {
        assert_eq!(u(t).as_deref(), Some("mmHg"), "{t}");
    }
    assert_eq!(u("мм ширина").as_deref(), Some("mm"));
}

/// Belarusian `мм рт. сл.` (of a mercury column, `слупа`) and Uzbek `mm sim. ust.` (`simob
/// ustuni`) are millimetres of mercury, not millimetres: before, a correct blood pressure in
/// either read as a length against the others' `mmHg`.
#[test]
fn millimetres_of_mercury_in_belarusian_and_uzbek_are_no_length() {
    let u = |t: &str| unit_after(t).map(|u| u.0);
    for t in ["мм рт. сл.", "мм рт.сл. і", "mm sim. ust.", "mm sim. ust. va"] {
        assert_eq!(u(t).as_deref(), Some("mmHg"), "{t}");
    }
    assert_eq!(u("mm simlar").as_deref(), Some("mm"));
}

#[test]
fn words_are_not_units() {
    assert_eq!(unit_after("secondary"), None);
    assert_eq!(unit_after("tokenized"), None);
    assert_eq!(unit_after("tokens/s"), None);
    assert_eq!(unit_after("a 5"), None);
    assert_eq!(unit_after("GPU"), None);
}

#[test]
fn every_unit_a_language_writes_is_known() {
    for lang in quizdeck_lang::languages() {
        for (symbol, _) in lang.unit_words {
            assert!(SYMBOLS.iter().any(|u| u.0 == *symbol), "{symbol} of {}", lang.tag);
        }
        for (symbol, _) in lang.time_words {
            assert!(["s", "min", "h"].contains(symbol), "{symbol} of {}", lang.tag);
        }
        for (_, symbol) in lang.rate_units {
            assert!(["s", "ms", "min", "h"].contains(symbol), "{symbol} of {}", lang.tag);
        }
    }
}

#[test]
fn a_word_two_languages_give_other_units_is_no_unit() {
    let u = |t: &str| unit_after(t).map(|u| u.0);
    // Turkish hour, Malay second.
    assert_eq!(u("saat sonra"), None);
    assert_eq!(u("km/saat").as_deref(), Some("km"));
    // Words only Turkish has stay its own, and Malay's own words are read.
    assert_eq!(u("saatte").as_deref(), Some("h"));
    assert_eq!(u("saniye sonra").as_deref(), Some("s"));
    assert_eq!(u("minit lagi").as_deref(), Some("min"));
    assert_eq!(u("km/jam").as_deref(), Some("km/h"));
}

#[test]
fn miles_per_hour_are_a_speed_whether_written_mph_or_mi_h() {
    let u = |t: &str| unit_after(t).map(|u| u.0);
    assert_eq!(u("mph on the motorway").as_deref(), Some("mile/h"));
    assert_eq!(u("mi/h").as_deref(), Some("mile/h"));
    assert!(!compatible("mile/h", "km/h"));
}

/// Grams, milligrams, kilograms, kilometres, hours and minutes as Hindi, Marathi and Bengali
/// write them after a number, Marathi with its endings glued on (`तासांचे`, `ग्रॅमपेक्षा`).
#[test]
fn weights_and_hours_in_hindi_marathi_and_bengali() {
    let read = |t: &str| {
        let n = numbers(&normalize(t));
        n.into_iter().map(|n| (n.values[0].clone(), n.unit)).collect::<Vec<_>>()
    };
    let one = |v: &str, u: &str| vec![(v.to_owned(), Some(u.to_owned()))];
    for (t, v, u) in [
        ("4 ग्राम से अधिक नहीं", "4", "g"),
        ("500 मि.ग्रा. की गोली", "500", "mg"),
        ("500 मिलीग्राम", "500", "mg"),
        ("5 किग्रा", "5", "kg"),
        ("2 किलोग्राम आटा", "2", "kg"),
        ("6 घंटे बाद", "6", "h"),
        ("४ ग्रॅमपेक्षा जास्त", "4", "g"),
        ("५०० मिलिग्रॅम", "500", "mg"),
        ("४ तासांचे अंतर", "4", "h"),
        ("२४ तासांत", "24", "h"),
        ("१२ किमी", "12", "km"),
        ("৪ গ্রাম", "4", "g"),
        ("৫০০ মিলিগ্রাম", "500", "mg"),
        ("৬ ঘণ্টা পর", "6", "h"),
        ("১২ কিমি", "12", "km"),
        ("২০ মিনিট", "20", "min"),
    ] {
        assert_eq!(read(t), one(v, u), "{t}");
    }
}

/// `ग्राम` and `গ্রাম` are also villages: no unit as the start of a longer word (`ग्रामीण`,
/// rural; `ग्रामों`, villages), before a village's council or assembly, nor after a scale
/// word (villages are counted in lakhs, grams are not).
#[test]
fn a_word_for_gram_that_is_a_village_is_no_unit() {
    let unit = |t: &str| numbers(&normalize(t)).remove(0).unit;
    assert_eq!(unit("12 ग्राम पंचायतों में"), None);
    assert_eq!(unit("2.5 लाख ग्राम पंचायतें"), None);
    assert_eq!(unit("30 ग्राम सभाएँ"), None);
    assert_eq!(unit("5 ग्रामीण ज़िले"), None);
    assert_eq!(unit("40 ग्रामों में"), None);
    assert_eq!(unit("৬ লক্ষ গ্রাম"), None);
    assert_eq!(unit("12 গ্রাম পঞ্চায়েত"), None);
    assert_eq!(unit("40 গ্রামের"), None);
    // Not the word alone after a number, nor milligrams after a scale word.
    assert_eq!(unit("4 ग्राम।").as_deref(), Some("g"));
    assert_eq!(unit("4 ग्राम (4,000 मि.ग्रा.)").as_deref(), Some("g"));
    assert_eq!(unit("10 लाख मिलीग्राम").as_deref(), Some("mg"));
}

#[test]
fn currencies_in_words_and_codes_are_one_unit() {
    let u = |t: &str| unit_after(t).map(|u| u.0);
    assert_eq!(u("US-Dollar pro Monat").as_deref(), Some("USD"));
    assert_eq!(u("$ US par mois").as_deref(), Some("USD"));
    assert_eq!(u("долларов в год").as_deref(), Some("$"));
    assert_eq!(u("美元").as_deref(), Some("USD"));
    assert_eq!(u("دولارات سنويًا").as_deref(), Some("$"));
    assert_eq!(u("евро").as_deref(), Some("EUR"));
    assert!(compatible("$", "USD") && compatible("USD", "$") && compatible("¥", "CNY"));
    assert!(!compatible("USD", "EUR") && !compatible("$", "EUR") && !compatible("JPY", "CNY"));
    assert!(compatible("m/min", "m") && compatible("km", "km/h") && compatible("MB", "MB/s"));
    assert!(!compatible("km/h", "m") && !compatible("km/h", "km/s") && !compatible("m/min", "km"));
}

#[test]
fn localized_units_of_size_speed_and_energy() {
    let u = |t: &str| unit_after(t).map(|u| u.0);
    assert_eq!(u("バイトのキャッシュ").as_deref(), Some("B"));
    assert_eq!(u("bajtów pamięci").as_deref(), Some("B"));
    assert_eq!(u("字节").as_deref(), Some("B"));
    assert_eq!(u("Мбит/с").as_deref(), Some("Mbit/s"));
    assert_eq!(u("Mb/s").as_deref(), Some("Mbit/s"));
    assert_eq!(u("ميغابت في الثانية").as_deref(), Some("Mbit/s"));
    assert_eq!(u("ميغابت فقط").as_deref(), Some("Mbit"));
    assert_eq!(u("毫秒").as_deref(), Some("ms"));
    assert_eq!(u("千瓦时的电").as_deref(), Some("kWh"));
    assert_eq!(u("kW·h").as_deref(), Some("kWh"));
    assert_eq!(u("W·h，即").as_deref(), Some("Wh"));
    assert_eq!(u("واط ساعة").as_deref(), Some("Wh"));
    assert_eq!(u("كيلوواط ساعة").as_deref(), Some("kWh"));
    assert_eq!(u("Eio").as_deref(), Some("EiB"));
    assert_eq!(u("b/s").as_deref(), Some("bit/s"));
    assert_eq!(u("비트/초").as_deref(), Some("bit/s"));
    assert_eq!(u("ميكروثانية").as_deref(), Some("µs"));
    assert_eq!(u("ЭиБ").as_deref(), Some("EiB"));
}

#[test]
fn strictness_follows_the_base_unit() {
    assert!(is_strict("GB"));
    assert!(is_strict("MB/s"));
    assert!(!is_strict("ms"));
    assert_eq!(currency_before("US$"), Some("USD"));
    assert_eq!(currency_before("about $"), Some("$"));
    assert_eq!(currency_before("R$"), Some("BRL"));
    assert_eq!(currency_before("price: EUR"), Some("EUR"));
    assert_eq!(currency_before("a"), None);
    assert_eq!(currency_before("EPOUR"), None, "a code inside a word is no currency");
}

/// Grams in Cyrillic letters (`12 г`: Kyrgyz, Kazakh, Russian) are grams, as `мг` and `кг` are
/// milligrams and kilograms; the Russian and Bulgarian year's `г.` (`1969 г.`), with its point,
/// is none, nor a word that starts with the letter (`12 года`).
#[test]
fn a_cyrillic_gram_is_a_unit_and_the_years_abbreviation_is_none() {
    let read = |t: &str| {
        let n = numbers(&normalize(t));
        n.into_iter().map(|n| (n.values[0].clone(), n.unit)).collect::<Vec<_>>()
    };
    let g = |v: &str| (v.to_owned(), Some("g".to_owned()));
    assert_eq!(read("12 г көмүртек-12де"), [g("12"), ("12".to_owned(), None)]);
    assert_eq!(read("24 саатта 4 г"), [("24".to_owned(), None), g("4")]);
    assert_eq!(read("0,5 г дары"), [g("0.5")]);
    assert_eq!(read("в 1969 г. он"), [("1969".to_owned(), None)]);
    assert_eq!(read("12 года"), [("12".to_owned(), None)]);
    assert_eq!(read("1991–1995 гг."), [("1991".to_owned(), None), ("1995".to_owned(), None)]);
}
