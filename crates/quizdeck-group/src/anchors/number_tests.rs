//! The number reader on sentences of many topics and notations.

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
    assert_eq!(vals("O(n²)"), [["^2"]], "an exponent without digits for its base");
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

/// A percent sign before its number, as Basque, Turkish and Azerbaijani write it, is the unit
/// of the number whatever ending is glued after it: Basque `%8ko` ("of 8 %") is no kilobyte.
#[test]
fn a_percent_sign_first_makes_the_ending_glued_after_the_number_no_unit() {
    for text in ["Islandiaren %8ko azalera", "%75'ini kaplar", "%75-ni əhatə edir", "%95"] {
        let n = numbers(&normalize(text));
        assert_eq!(n[0].unit.as_deref(), Some("%"), "{text}");
    }
    assert_eq!(numbers(&normalize("un fichier de 8ko"))[0].unit.as_deref(), Some("kB"));
}

#[test]
fn percent_in_words_inflected_and_after_a_case_ending() {
    for text in [
        "55 prosenttia jäsenvaltioista",
        "vähintään 65:tä prosenttia",
        "2 prosentin tavoite",
        "25 procents rabatt",
        "30 procentů",
        "40 відсотків",
        "12 procentų",
    ] {
        let n = numbers(&normalize(text));
        assert_eq!(n[0].unit.as_deref(), Some("%"), "{text}");
    }
    // A colon before a time's minutes, or a case ending before no unit, gives none.
    assert_eq!(numbers(&normalize("klo 14:30 alkaen"))[0].unit, None);
    assert_eq!(numbers(&normalize("27:stä jäsenvaltiosta"))[0].unit, None);
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
    assert!(numbers("1 GB")[0].is_small(), "a gigabyte may be `un Go`, `1 GB`");
    assert!(!numbers("2 GB")[0].is_small());
    assert!(numbers("8×")[0].is_small(), "a factor may be a word: eightfold");
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

#[test]
fn number_words_read_in_any_case() {
    // A sentence may begin with one: the word tables are in lower case.
    assert_eq!(one("Vierundzwanzig Stunden hat der Tag"), ["24"]);
    // A minus word gives the number's sign, and its value without it (see below).
    assert_eq!(vals("Minus 40 °C ist auch minus 40 °F"), [["-40", "40"], ["-40", "40"]]);
    assert_eq!(one("The Roaring Twenties"), one("the roaring twenties"));
    assert_eq!(one("Los Años Veinte"), one("los años veinte"));
    assert_eq!(one("МИНУС 5"), ["-5", "5"]);
}

fn readings_of(text: &str) -> Vec<Vec<String>> {
    vals(text)
}

#[test]
fn superscripts_are_powers_of_their_base() {
    assert_eq!(readings_of("Sirius is about 8.6 × 10¹³ km away"), [["8.6"], ["10000000000000"]]);
    assert_eq!(readings_of("a grid of 2¹⁰ cells"), [["1024"]]);
    assert_eq!(readings_of("a grain of 10⁻³ g"), [["0.001"]]);
    assert_eq!(readings_of("about 10^9 stars"), [["1000000000"]]);
    let lost = readings_of("about 109 stars");
    assert_ne!(lost, readings_of("about 10⁹ stars"), "a lost exponent changes the number");
    let n = &numbers(&normalize("2⁶⁴ grains of rice"))[0];
    assert_eq!((n.shown().as_str(), n.values[0].as_str()), ("2⁶⁴", "18446744073709551616"));
    assert!(!numbers(&normalize("2² tiles"))[0].is_small(), "a power is said exactly");
    let area = &numbers(&normalize("a plot of 12 m² of soil"))[0];
    assert_eq!(area.unit.as_deref(), Some("m²"));
}

/// A unit's exponent is part of the unit, known or not, and never a number of its own: a page
/// that writes the unit in words (`متر مکعب`, cubic metres) has no `³` to give.
#[test]
fn a_units_exponent_is_no_number_of_its_own() {
    assert_eq!(readings_of("about 209,000 m³ per second"), [["209000", "209"]]);
    assert_eq!(readings_of("около 209 000 м³ в секунда"), [["209000"]]);
    assert_eq!(readings_of("a plot of 12 m² of soil"), [["12"]]);
    assert_eq!(readings_of("flow of 5 km³/yr"), [["5"]]);
    // A unit abbreviated in parts, each with its point (Kannada, Tamil, Amharic km²).
    assert_eq!(readings_of("ಸುಮಾರು 38,863 ಕಿ.ಮೀ²"), [["38863", "38.863"]]);
    assert_eq!(readings_of("3,000 ኪ.ሜ² ገደማ"), [["3000", "3"]]);
    // After the amount's scale word, a unit the reader may not know keeps its exponent.
    assert_eq!(readings_of("نحو ١٣٢ مليار م³ من المياه").len(), 1);
    assert_eq!(readings_of("около 4 млрд м³ воды").len(), 1);
    // Not after a number: a formula's power, part of what is said.
    assert_eq!(readings_of("it takes O(n²) steps"), [["^2"]]);
    assert_eq!(readings_of("the area of a square of side a is a²"), [["^2"]]);
}

/// A known unit's exponent with no number before the unit is no number either: `in m²` may be
/// `in Quadratmetern` in a translation, which has no `²` to give.
#[test]
fn a_known_units_exponent_alone_is_no_number() {
    assert!(readings_of("areas are given in m² here").is_empty());
    assert!(readings_of("Volumen in cm³ angeben").is_empty());
    assert_eq!(readings_of("g is 9.81 m/s²"), [["9.81"]]);
    assert_eq!(readings_of("la superficie (km²)"), Vec::<Vec<String>>::new());
    // A letter that is no unit symbol stays a formula's power; so does a unit inside a word.
    assert_eq!(readings_of("E = mc²"), [["^2"]]);
    assert_eq!(readings_of("x² + y² = r²"), [["^2"], ["^2"], ["^2"]]);
}

#[test]
fn punctuation_of_other_scripts_does_not_hide_a_number() {
    assert_eq!(readings_of("烤箱预热后，180 ℃ 烤20分钟"), [["180"], ["20"]]);
    assert_eq!(readings_of("오븐을 예열한 뒤、180도"), [["180"]]);
    assert_eq!(
        readings_of("由于 2³⁰ 字节为 1 GiB，2³² 字节就是 4 GiB"),
        [["1073741824"], ["1"], ["4294967296"], ["4"]]
    );
    assert_eq!(readings_of("the v1.2 release"), Vec::<Vec<String>>::new());
}

#[test]
fn decades_in_digits_words_and_with_their_century() {
    let one_reading = |t: &str| {
        let v = readings_of(t);
        assert_eq!(v.len(), 1, "{t}: {v:?}");
        v[0].clone()
    };
    for t in [
        "jazz spread in the 1920s",
        "der Jazz der 1920er-Jahre",
        "le jazz des années 1920",
        "джаз 1920-х годов",
        "1920年代のジャズ",
        "1920년대의 재즈",
        "la música de la década de 1920",
    ] {
        assert_eq!(one_reading(t), ["1920"], "{t}");
    }
    for t in [
        "jazz in the '20s",
        "muzyka lat 20.",
        "20年代的爵士乐",
        "la moda de los años veinte",
        "the roaring twenties",
        "موسيقى العشرينيات",
    ] {
        assert_eq!(one_reading(t), ["1920", "2020"], "{t}");
    }
    for t in [
        "muzyka lat 20. XX wieku",
        "20世纪20年代的爵士乐",
        "موسيقى عشرينيات القرن العشرين",
        "джаз 20-х годов XX века",
        "le jazz des années 20 du XXe siècle",
    ] {
        assert_eq!(one_reading(t), ["1920"], "{t}");
    }
    assert_eq!(one_reading("a 90s timeout"), ["90", "1990", "2090"], "seconds or a decade");
    // A decade's ending in a compound may name a number: the rule of 70, or the '70s' fashion.
    assert_eq!(one_reading("die 70er-Regel"), ["70", "1970", "2070"], "a rule or a decade");
    assert_eq!(one_reading("die Mode der 70er"), ["1970", "2070"]);
    assert_eq!(one_reading("die 70er-Jahre"), ["70", "1970", "2070"]);
    assert_eq!(readings_of("tiene noventa años"), [["90"]], "an age is no decade");
    assert_eq!(readings_of("przez 90 lat"), [["90"]], "ninety years is no decade");
}

#[test]
fn centuries_in_roman_numerals_and_words() {
    assert_eq!(readings_of("w XIX wieku"), [["19"]]);
    assert_eq!(readings_of("in the 19th century"), [["19"]]);
    assert_eq!(readings_of("في القرن العشرين"), [["20"]]);
    assert_eq!(readings_of("le XXe siècle"), [["20"]]);
}

/// Romanian writes the century's numeral after its word, linked by `al` and with a hyphenated
/// ending (`secolul al XIII-lea`): a number of the century, as `the 13th century` is.
#[test]
fn romanian_centuries_after_their_word_and_a_link_are_numbers() {
    assert_eq!(readings_of("în secolul al XIII-lea"), [["13"]]);
    assert_eq!(readings_of("secolele al XII-lea și al XIII-lea"), [["12"], ["13"]]);
    // A Roman numeral with a hyphenated ending and no century word is a loose number.
    let loose = numbers(&normalize("Carol al II-lea a domnit"));
    assert!(loose.len() == 1 && loose[0].loose, "{loose:?}");
}

#[test]
fn dates_keep_their_year_and_loosen_day_and_month() {
    let n = numbers(&normalize("Apollo 11 landed on 20.07.1969"));
    let shown: Vec<(&str, bool)> = n.iter().map(|n| (n.values[0].as_str(), n.is_small())).collect();
    assert_eq!(shown, [("11", true), ("20", true), ("7", true), ("1969", false)]);
    assert!(numbers("version 1.2.3")[0].values == ["1.2.3"]);
}

#[test]
fn minus_in_words_and_times_between_units() {
    assert_eq!(readings_of("it froze at minus 5 °C"), [["-5", "5"]]);
    assert_eq!(readings_of("零下 5 ℃"), [["-5", "5"]]);
    assert_eq!(readings_of("the match began at 20h45"), [["20"], ["45"]]);
    assert_eq!(readings_of("the match began at 20:45"), [["20"], ["45"]]);
}

/// A sign said by a word may be said otherwise in another language (`5 grados bajo cero`, a
/// word the registry does not list) or be a subtraction (`1 000 000 minus 250 000`): the number
/// is also read without it. A sign written as a mark is the number's alone.
#[test]
fn a_minus_word_leaves_the_unsigned_reading_and_a_minus_sign_does_not() {
    assert_eq!(
        readings_of("1 000 000 minus 250 000"),
        [vec!["1000000"], vec!["-250000", "250000"]]
    );
    assert_eq!(readings_of("Es hat minus 3,5 Grad"), [["-3.5", "3.5"]]);
    assert_eq!(readings_of("it froze at −5 °C"), [["-5"]]);
    assert_eq!(readings_of("between 10 and -3"), [["10"], ["-3"]]);
    // The unsigned reading pairs with the other language's number; a changed one still does not.
    let pairs = |a: &str, b: &str| {
        let (a, b) = (numbers(&normalize(a)), numbers(&normalize(b)));
        super::super::compare::match_numbers(&a, &b).pairs.len()
    };
    assert_eq!(pairs("1 000 000 minus 250 000", "1.000.000 menos 250.000"), 2);
    assert_eq!(pairs("1 000 000 minus 250 000", "1.000.000 menos 350.000"), 1);
    assert_eq!(pairs("minus 5 °C", "−5 °C"), 1);
}

#[test]
fn versions_are_exact() {
    for t in ["over TLS 1.3", "served with HTTP/3", "a USB 2.0 port", "PCIe 4.0 lanes"] {
        let n = &numbers(&normalize(t))[0];
        assert!(n.exact && !n.is_small(), "{t}");
    }
    assert!(!numbers("chapter 3")[0].exact);
}

#[test]
fn lakh_and_crore_group_like_their_languages() {
    assert!(one("2 lakh").contains(&"200000".to_owned()));
    assert!(one("3 करोड़").contains(&"30000000".to_owned()));
}

#[test]
fn an_amount_in_crores_or_ten_thousands_reads_rounded_too() {
    // 429 crore is 4.29 billion, which a translator from English rounds to `4.3 billion`.
    let crore = &readings_of("लगभग 429 करोड़ संयोजन")[0];
    assert!(crore.contains(&"4290000000".to_owned()) && crore.contains(&"4300000000".to_owned()));
    let man = &readings_of("約4290万人")[0];
    assert!(man.contains(&"42900000".to_owned()) && man.contains(&"43000000".to_owned()));
    // Scales of thousands are written as the original wrote them: no rounding.
    assert_eq!(readings_of("4.29 billion"), [["4.29", "4290000000"]]);
}

#[test]
fn a_smaller_amount_after_a_scale_word_adds_to_it() {
    assert_eq!(readings_of("2 crore 50 lakh people"), [["2", "25000000"]]);
    assert_eq!(readings_of("लगभग 21 करोड़ 30 लाख"), [["21", "213000000"]]);
    assert_eq!(readings_of("1 ارب 40 کروڑ"), [["1", "1400000000"]]);
    // Not a sum: a larger or equal scale after, no scale word after the second number, or a
    // second amount as large as the first's scale.
    assert_eq!(readings_of("5 lakh 3 crore"), [["5", "500000"], ["3", "30000000"]]);
    assert_eq!(readings_of("2 million 300 people"), [vec!["2", "2000000"], vec!["300"]]);
    assert_eq!(readings_of("2 lakh 150 thousand"), [["2", "200000"], ["150", "150000"]]);
    assert_eq!(numbers(&normalize("21 करोड़ 30 लाख"))[0].text, "21 करोड़ 30 लाख");
}

#[test]
fn a_word_for_square_beside_a_length_makes_it_an_area() {
    let unit = |t: &str| numbers(&normalize(t))[0].unit.clone();
    assert_eq!(unit("۳٫۴ میلیون کیلومتر مربع").as_deref(), Some("km²"));
    assert_eq!(unit("۲۰۹٬۰۰۰ متر مکعب آب در ثانیه").as_deref(), Some("m³"));
    assert_eq!(unit("۵۰۰ متر مربع").as_deref(), Some("m²"));
    assert_eq!(unit("۵۰۰ متر ارتفاع").as_deref(), Some("m"));
    assert_eq!(unit("34 لاکھ مربع کلومیٹر").as_deref(), Some("km²"));
    assert_eq!(unit("۶٬۶۵۰ کیلومتر است").as_deref(), Some("km"));
    assert_eq!(unit("نحو 1.36 مليون كم²").as_deref(), Some("km²"));
    // No length beside it: no unit.
    assert_eq!(unit("5 مربع").as_deref(), None);
}

#[test]
fn han_numerals_are_numbers_and_decades() {
    assert_eq!(readings_of("二十世纪九十年代的个人电脑"), [["1990"]]);
    assert_eq!(readings_of("九十年代"), [["1990", "2090"]]);
    let n = numbers(&normalize("快了十倍"));
    assert_eq!((n[0].values[0].as_str(), n[0].unit.as_deref()), ("10", Some("×")));
    assert_eq!(readings_of("一年有三百六十五天"), [["365"]]);
    assert!(readings_of("一个进程").is_empty(), "one of something is a word");
    // Per cent in words, however small the number: `百分之七` is 7 %.
    for (text, value) in [("约占百分之七。", "7"), ("百分之十五的人", "15")] {
        let n = numbers(&normalize(text));
        assert_eq!((n[0].values[0].as_str(), n[0].unit.as_deref()), (value, Some("%")), "{text}");
    }
}

#[test]
fn a_list_of_numbers_with_commas_is_a_list() {
    assert_eq!(readings_of("ports 1,2,3"), [["1"], ["2"], ["3"]]);
    assert_eq!(readings_of("端口1、2、3"), [["1"], ["2"], ["3"]]);
    assert_eq!(readings_of("1,234,567 users"), [["1234567"]]);
}

#[test]
fn scale_words_and_their_abbreviations_in_many_languages() {
    for t in ["4,3 mld", "4,3 Mrd.", "4,3 Md", "4.3 bn", "4.3 مليار", "4,3 миллиарда", "43億"]
    {
        let v = one(t);
        assert!(v.contains(&"4300000000".to_owned()), "{t}: {v:?}");
    }
    assert!(one("4 Mio").len() == 1, "French mebibytes are no millions");
    // Romanian `de` between a number and its scale word.
    for (t, n) in [("150 de milioane de km", "150000000"), ("20 de mii de lei", "20000")] {
        assert!(one(t).contains(&n.to_owned()), "{t}: {:?}", one(t));
    }
    assert!(!one("5 de mai").contains(&"5000".to_owned()), "a date is no thousands");
    assert!(one("12 tys.").contains(&"12000".to_owned()));
}

#[test]
fn thousands_in_words_are_a_scale_in_every_language_that_has_millions() {
    for t in [
        "240 tuhatta",
        "240 tuhannen",
        "240 tuhat",
        "240 tuhandet",
        "240 tūkst. gyventojų",
        "240 tūkstančių",
        "240 tisuća",
        "240 tisoč",
        "240 tisíc",
        "240 tusen",
    ] {
        let v = one(t);
        assert!(v.contains(&"240000".to_owned()) && v.contains(&"240".to_owned()), "{t}: {v:?}");
    }
    assert!(one("240 mln žmonių").contains(&"240000000".to_owned()));
    assert!(one("1,4 mlrd. žmonių").contains(&"1400000000".to_owned()));
}

/// `×` after a number is the unit of a factor, unless another operand follows: then it is a
/// product, and each number keeps the unit it has (`€3.50` is in euros, not "times").
#[test]
fn a_product_sign_before_an_operand_is_no_unit() {
    let units = |t: &str| -> Vec<Option<String>> {
        numbers(&normalize(t)).into_iter().map(|n| n.unit).collect()
    };
    assert_eq!(
        units("2 × €3.50 × 20 = €140"),
        [None, Some("EUR".into()), None, Some("EUR".into())]
    );
    assert_eq!(units("a 3 x 4 grid"), [None, None]);
    assert_eq!(units("8× faster"), [Some("×".into())]);
    assert_eq!(units("about 10 × faster than disk"), [Some("×".into())]);
    assert_eq!(units("60 × sekunde 10"), [None, None]);
}

/// A time of day reads alike in 24-hour and 12-hour notation, with a colon or a point: the
/// afternoon hour has its 24-hour reading, and a time with a point is an hour and minutes. A Thai
/// Buddhist-era year has its Common Era reading.
#[test]
fn times_of_day_read_alike_in_every_notation() {
    let hours = |t: &str| -> Vec<Vec<String>> { readings_of(t) };
    assert_eq!(hours("arrives at 16:45"), [["16"], ["45"]]);
    assert_eq!(hours("arrives at 4:45 pm"), [vec!["4", "16"], vec!["45"]]);
    assert_eq!(hours("arrives at 4:45 p.m. sharp"), [vec!["4", "16"], vec!["45"]]);
    assert_eq!(hours("at 12:30 am"), [vec!["12", "0"], vec!["30"]]);
    assert_eq!(hours("at 12:30 pm"), [["12"], ["30"]]);
    assert_eq!(hours("오후 4시 45분에 도착"), [vec!["4", "16"], vec!["45"]]);
    assert_eq!(hours("午後4時45分に到着"), [vec!["4", "16"], vec!["45"]]);
    // The first hour after noon is 0 in Japanese, 12 in Korean and English.
    assert_eq!(hours("午後0時30分に再開"), [vec!["0", "12"], vec!["30"]]);
    assert_eq!(hours("오후 12시 30분에 재개"), [["12"], ["30"]]);
    assert_eq!(hours("午前0時30分に閉店"), [["0"], ["30"]]);
    assert_eq!(hours("Ankunft um 16.45 Uhr"), [["16"], ["45"]]);
    assert_eq!(hours("ถึงเวลา 16.45 น."), [["16"], ["45"]]);
    assert_eq!(hours("juna saapuu klo 16.45"), [["16"], ["45"]]);
    assert_eq!(hours("วันที่ 3 มีนาคม พ.ศ. 2568"), [vec!["3"], vec!["2568", "2025"]]);
    // Near misses: a decimal, a duration in hours, an hour with no word for the afternoon.
    assert_eq!(hours("it weighs 16.45 kg"), [["16.45"]]);
    assert_eq!(hours("about 4 pm-free hours"), [["4"]]);
    assert_eq!(hours("the 4:45 train"), [["4"], ["45"]]);
}

/// A speed said as "per-hour 123 km" (Korean, Japanese, Chinese) is in km/h.
#[test]
fn a_rate_word_before_a_number_makes_its_unit_a_rate() {
    let unit = |t: &str| numbers(&normalize(t)).into_iter().next().and_then(|n| n.unit);
    assert_eq!(unit("최고 시속 320km로 달린다").as_deref(), Some("km/h"));
    assert_eq!(unit("時速320 kmで走る").as_deref(), Some("km/h"));
    assert_eq!(unit("最高时速350 km").as_deref(), Some("km/h"));
    assert_eq!(unit("평균 시속 약 123km로 달린다").as_deref(), Some("km/h"));
    assert_eq!(unit("時速約320kmで走る").as_deref(), Some("km/h"));
    assert_eq!(unit("ISSは時速約2万7600kmで地球を回る").as_deref(), Some("km/h"));
    assert_eq!(unit("320km를 달린다").as_deref(), Some("km"));
    // A myriad's unit keeps its exponent as a plain number's does.
    assert_eq!(
        unit("面積は約35万7600km²です").as_deref(),
        unit("面積は約357,600km²です").as_deref()
    );
    assert_eq!(unit("面積は約35万7600km²です").as_deref(), Some("km²"));
}

/// Turkish writes the percent sign first and the case ending after an apostrophe: `%20'si` is 20 %.
#[test]
fn a_percent_sign_first_and_a_case_ending_after_it() {
    let n = &numbers(&normalize("1.250,00 €'nun %20'si 250,00 €'dur"))[1];
    assert_eq!((n.values.as_slice(), n.unit.as_deref()), (&["20".to_owned()][..], Some("%")));
    assert_eq!(readings_of("the 1920's music"), [["1920"]]);
}

/// Korean, Japanese and Chinese write a number of myriads and the rest after it: `2만 5,000` is
/// 25 000, `3万5000` 35 000; a myriad alone keeps its readings.
#[test]
fn myriads_and_the_rest_after_them_are_one_number() {
    let n = &numbers(&normalize("약 2만 5,000광년 떨어져 있다"))[0];
    assert_eq!(n.values, ["25000"]);
    assert_eq!(n.unit.as_deref(), unit::canonical("광년"));
    assert_eq!(readings_of("人口は3万5000人"), [["35000"]]);
    assert_eq!(readings_of("1억 2000만 명"), [["120000000"]]);
    assert_eq!(readings_of("150万人"), [["150", "1500000"]]);
    assert_eq!(readings_of("약 2억 5천만 유로"), [["250000000"]]);
    assert_eq!(readings_of("1조 5천억 달러"), [["1500000000000"]]);
    assert_eq!(readings_of("1兆5000億ドル"), [["1500000000000"]]);
    let split = readings_of("600億 ÷ 1兆5000億");
    assert_eq!(split.len(), 2);
    assert!(split[0].contains(&"60000000000".to_owned()));
    assert_eq!(split[1], ["1500000000000"]);
    // A decimal after the myriad is another number.
    assert_eq!(readings_of("2만 5.5").len(), 2);
    // A smaller unit after a myriad is none of it: `30万千米` is 300 000 km, `千米` the unit.
    let n = &numbers(&normalize("光速约30万千米/秒"))[0];
    assert!(n.values.contains(&"300000".to_owned()), "{n:?}");
    assert_eq!(n.unit.as_deref(), Some("km/s"));
    assert_eq!(readings_of("3千万人"), [["30000000"]]);
    // Korean thousands (`천`) are a scale word of their own: `4천 엔` is 4 000 yen, never the
    // 40 000 of `4만 엔`.
    assert_eq!(readings_of("4천 엔"), [["4", "4000"]]);
    assert_eq!(readings_of("1만 6천 엔"), [["16000"]]);
}

/// A Roman numeral with no century word the registry knows is a number that pairs but is never
/// missed: `XX sajandil` pairs with `20th century`, and `World War II` needs no `II` elsewhere;
/// beside a century word it is the century (`XX століття`), kept as any number is.
#[test]
fn roman_numerals_are_loose_numbers() {
    let n = &numbers(&normalize("XX sajandil"))[0];
    assert_eq!((n.values.as_slice(), n.loose), (&["20".to_owned()][..], true));
    let n = &numbers(&normalize("у XX столітті"))[0];
    assert_eq!((n.values.as_slice(), n.loose), (&["20".to_owned()][..], false));
    assert!(numbers(&normalize("after World War II")).iter().all(|n| n.loose));
    assert!(numbers(&normalize("Xi Jinping and LIVE music")).is_empty());
}

/// A day in hours and a minute or an hour in its smaller unit may be written as one word in a
/// translation (`na dobę`, `в сутки`): they pair, but are never missed; other amounts are.
#[test]
fn one_of_the_next_larger_unit_is_small() {
    let small = |t: &str| numbers(&normalize(t)).iter().all(Number::is_small);
    assert!(small("at most once in 24 hours"));
    assert!(small("within 24 h"));
    assert!(small("60 seconds"));
    assert!(!small("within 48 hours"));
    assert!(!small("24 GB"));
}

/// A hundred's year with a decade's ending is also its century: Finnish `1900-luvulla` pairs with
/// the `20th century`; other decades keep their one reading.
#[test]
fn a_hundreds_decade_is_also_its_century() {
    assert_eq!(readings_of("kohokohta 1900-luvulla"), [["1900", "20"]]);
    // The first millennium's hundreds too: `300-luvulla eaa.`, the 4th century BC.
    assert_eq!(readings_of("rakennettiin 300-luvulla eaa."), [["300", "4"]]);
    assert_eq!(readings_of("in the 1990s"), [["1990"]]);
}

/// An amount with a scale word keeps its currency, before it or after the scale word, and the
/// German `Mio.` (with its full stop) is a million, not French mebibytes.
#[test]
fn scaled_amounts_keep_their_currency() {
    let first = |t: &str| numbers(&normalize(t)).remove(0);
    let n = first("Umsatz von 250 Mio. Euro");
    assert_eq!(
        (n.values.contains(&"250000000".to_owned()), n.unit.as_deref()),
        (true, Some("EUR"))
    );
    assert_eq!(first("a budget of €250 million").unit.as_deref(), Some("EUR"));
    assert_eq!(first("予算は2億5000万ユーロ").unit.as_deref(), Some("EUR"));
    assert_eq!(first("un fichier de 4 Mio").unit.as_deref(), Some("MiB"));
    assert_eq!(first("Un fichier fait exactement 3 Mio.").unit.as_deref(), Some("MiB"));
    let people = first("Deutschland hat rund 83,2 Mio. Einwohner");
    assert!(people.values.contains(&"83200000".to_owned()) && people.unit.is_none());
    let far = first("rund 1,5 Mio. km entfernt");
    assert!(far.values.contains(&"1500000".to_owned()) && far.unit.as_deref() == Some("km"));
    // Mebibytes at the end of a French sentence, with more text after it: read as a million
    // with no unit (the unit French then seems to leave out is reported as information only).
    let file = first("Un fichier fait exactement 3 Mio. Le disque");
    assert!(file.values.contains(&"3".to_owned()) && file.unit.is_none());
    let dollars = first("environ 1,9 million de dollars").unit;
    assert!(dollars.as_deref().is_some_and(|u| unit::compatible(u, "$")), "{dollars:?}");
    assert_eq!(first("250 millions d'euros").unit.as_deref(), Some("EUR"));
}

/// Any unit may follow a scale word after the short word that links them (`9,2 millions de
/// km²`, `3 milioni di m³`, `2 millones de km`), as a currency does; a word after the link that
/// is no unit gives none (`10 millions de personnes`, `5 milioni di minatori`).
#[test]
fn a_unit_linked_to_its_scale_word_is_the_amounts() {
    let first = |t: &str| numbers(&normalize(t)).into_iter().next().expect(t);
    assert_eq!(first("environ 9,2 millions de km² au total").unit.as_deref(), Some("km²"));
    assert_eq!(first("circa 3 milioni di m³ d'acqua").unit.as_deref(), Some("m³"));
    assert_eq!(first("unos 2 millones de km recorridos").unit.as_deref(), Some("km"));
    assert_eq!(first("près de 10 millions de personnes").unit, None);
    assert_eq!(first("oltre 5 milioni di minatori").unit, None);
}

/// Dutch writes kilometres per hour `km/u`.
#[test]
fn a_dutch_speed_is_a_speed() {
    assert_eq!(numbers(&normalize("gemiddeld 20,9 km/u"))[0].unit.as_deref(), Some("km/h"));
}

/// A degree sign before letters the tables do not know (`°ሴ`, `°সে`: Celsius in Amharic and
/// Bengali) is no unit that could differ from `°C`; before none, it is degrees.
#[test]
fn a_degree_sign_before_unknown_letters_is_no_unit() {
    let unit = |t: &str| numbers(&normalize(t))[0].unit.clone();
    assert_eq!(unit("ወደ 1,150 °ሴ ይደርሳል"), None);
    assert_eq!(unit("প্রায় ১১৫০ °সে"), None);
    assert_eq!(unit("a right angle is 90°").as_deref(), Some("°"));
    assert_eq!(unit("about 1,150 °C").as_deref(), Some("°C"));
}

/// Pressures in bars, pounds per square inch and atmospheres are units: `9 bar` and `9 psi`
/// differ.
#[test]
fn pressures_in_bar_psi_and_atm_are_units() {
    let unit = |t: &str| numbers(&normalize(t))[0].unit.clone();
    assert_eq!(unit("espresso is brewed at 9 bar").as_deref(), Some("bar"));
    assert_eq!(unit("около 9 бар").as_deref(), Some("bar"));
    assert_eq!(unit("about 130 psi").as_deref(), Some("psi"));
    assert_eq!(unit("1 atm at sea level").as_deref(), Some("atm"));
    assert_eq!(unit("1013 mbar").as_deref(), Some("mbar"));
}

/// Turkish writes hours `sa` and seconds `sn` (`km/sa`, `km/sn`, `499 sn`).
#[test]
fn a_turkish_speed_is_a_speed() {
    let unit = |t: &str| numbers(&normalize(t))[0].unit.clone();
    assert_eq!(unit("Bir deniz mili saatte 1,852 km/sa hıza eşittir").as_deref(), Some("km/h"));
    assert_eq!(unit("Işık saniyede 299.792 km/sn yol alır").as_deref(), Some("km/s"));
    assert_eq!(unit("yaklaşık 499 sn sürer").as_deref(), Some("s"));
    assert_eq!(unit("en fazla 45 dk").as_deref(), Some("min"));
    // "In a second 299 792 km", "in an hour about 90 km": rates said before the number.
    assert_eq!(unit("Işık saniyede 299.792 km yol alır").as_deref(), Some("km/s"));
    assert_eq!(unit("Tren saatte yaklaşık 90 km gider").as_deref(), Some("km/h"));
    assert_eq!(unit("İlk saatte 3 kg").as_deref(), Some("kg/h"));
    assert_eq!(unit("Bu kumsaatte 3 kg kum var").as_deref(), Some("kg"));
}

/// Ukrainian writes kilometres per hour `км/год`.
#[test]
fn a_ukrainian_speed_is_a_speed() {
    let unit = |t: &str| numbers(&normalize(t))[0].unit.clone();
    assert_eq!(unit("зі швидкістю 90 км/год").as_deref(), Some("km/h"));
    assert_eq!(unit("Максимальна швидкість — 130 км/год.").as_deref(), Some("km/h"));
}

/// A duration in parts says one amount of time: its parts keep their numbers, and none of them
/// a unit another language may put on another part (`2:52 min/km`, `2 min 52 s/km`,
/// `1キロ2分52秒`); a lone amount keeps its unit.
#[test]
fn a_duration_in_parts_is_one_amount() {
    let parts = |t: &str| {
        numbers(&normalize(t))
            .into_iter()
            .map(|n| (n.values[0].clone(), n.unit))
            .collect::<Vec<_>>()
    };
    let plain = |v: &[&str]| v.iter().map(|v| ((*v).to_owned(), None)).collect::<Vec<_>>();
    assert_eq!(parts("2:52 min/km"), plain(&["2", "52"]));
    assert_eq!(parts("2 min 52 s/km"), plain(&["2", "52"]));
    assert_eq!(parts("2 h 01 min 09 s"), plain(&["2", "1", "9"]));
    assert_eq!(parts("2時間1分9秒"), plain(&["2", "1", "9"]));
    assert_eq!(parts("wait 5 min, then 30 s more")[0].1.as_deref(), Some("min"));
    assert_eq!(parts("in 90 s")[0].1.as_deref(), Some("s"));
}

/// A duration whose parts all say their units keeps the unit of its first part, to tell `12 h
/// 25 min` from `12 min 25 s`; a clock's (`12:25`, `2:52 min/km`) says none, and matches any.
#[test]
fn a_duration_in_parts_keeps_the_rank_of_its_first_part() {
    let leads = |t: &str| numbers(&normalize(t)).into_iter().map(|n| n.leads).collect::<Vec<_>>();
    assert_eq!(leads("12 h 25 min"), [Some(3), None]);
    assert_eq!(leads("12 min 25 s"), [Some(2), None]);
    assert_eq!(leads("2 h 01 min 09 s"), [Some(3), None, None]);
    assert_eq!(leads("2時間1分9秒"), [Some(3), None, None]);
    assert_eq!(leads("2 min 52 s/km"), [Some(2), None]);
    assert_eq!(leads("2:52 min/km"), [None, None]);
    assert_eq!(leads("wait 5 min, then 30 s more"), [None, None]);
    let changes = |a: &str, b: &str| {
        let (a, b) = (numbers(&normalize(a)), numbers(&normalize(b)));
        crate::anchors::match_numbers(&a, &b).unit_changes(true, true).len()
    };
    assert_eq!(changes("about 12 h 25 min apart", "apmēram 12 min 25 s starpu"), 1);
    assert_eq!(changes("2 h 01 min 09 s", "2時間1分9秒"), 0);
    assert_eq!(changes("2:01:09", "2 h 01 min 09 s"), 0);
    assert_eq!(changes("2:52 min/km", "2 min 52 s/km"), 0);
}

/// A speed said as "per hour" before its number, with a particle and "about" between.
#[test]
fn a_speed_per_hour_with_a_particle_between() {
    for t in ["時速にすると約20.9kmです", "時速は約20.9km", "시속은 약 20.9km", "時速約320km"]
    {
        let n = numbers(&normalize(t)).remove(0);
        assert_eq!(n.unit.as_deref(), Some("km/h"), "{t}");
    }
}

/// A fraction glued to a whole number is its decimal part: `1½` is 1.5 (as `1,5` and `1.5` are),
/// not 11 and 2.
#[test]
fn a_fraction_glued_to_a_number_is_its_decimal_part() {
    assert_eq!(readings_of("1½ cups"), [["1.5"]]);
    assert_eq!(readings_of("2¾ h"), [["2.75"]]);
    assert_eq!(readings_of("1,5 fois"), [["1.5"]]);
    // Or set apart by a space, as Swedish writes it.
    assert_eq!(readings_of("1 ½ tsk"), [["1.5"]]);
    assert!(!readings_of("1⅓").iter().flatten().any(|v| v.starts_with("11")));
}

/// Hungarian glues case endings to its currency words: `20 millió eurót` is 20 million EUR.
#[test]
fn hungarian_amounts_keep_their_currency() {
    let n = numbers(&normalize("elérheti a 20 millió eurót")).remove(0);
    assert!(n.values.contains(&"20000000".to_owned()), "{:?}", n.values);
    assert_eq!(n.unit.as_deref(), Some("EUR"));
}

#[test]
fn seconds_with_their_hundredths_after_the_unit_are_one_time() {
    for text in ["9秒58", "9초58を", "9초58을", "9s58", "9\"58", "9.58 s", "9,58 s"] {
        let n = &numbers(&normalize(text))[0];
        assert_eq!(
            (n.values.as_slice(), n.unit.as_deref()),
            (&["9.58".to_owned()][..], Some("s")),
            "{text}"
        );
        assert_eq!(numbers(&normalize(text)).len(), 1, "{text}");
        // As written, as every number is: a report quotes the page.
        assert!(normalize(text).contains(&n.text), "{text}: {}", n.text);
    }
    // A count after the unit, a minute's seconds, three digits: no hundredths.
    assert_eq!(numbers("9 s 58 Läufer").len(), 2);
    assert_eq!(numbers(&normalize("3分20秒")).len(), 2);
    assert_eq!(numbers("9s580").len(), 2);
    // Nor is a length in inches before a word (`5" Display`).
    assert_eq!(numbers("un 5\" schermo").len(), 1);
}

/// Spanish and Portuguese write thousands as `mil` (`200 mil yuans`), which does not make
/// `millón` or `millió` a thousand.
#[test]
fn mil_is_a_thousand_and_the_longest_scale_word_wins() {
    assert!(one("200 mil yuans").contains(&"200000".to_owned()));
    assert!(one("2 millones de euros").contains(&"2000000".to_owned()));
    assert!(one("1 millón").contains(&"1000000".to_owned()));
    assert!(!one("1 millón").contains(&"1000".to_owned()));
    assert!(one("20 millió").contains(&"20000000".to_owned()));
    assert_eq!(numbers("ou seja, 6 mil Wh")[0].unit.as_deref(), Some("Wh"));
}

/// The exponent of a unit after a slash is the unit's, whether the reader knows the unit or not
/// (`mol/dm³`, Arabic `كغ/م²`): no number of its own.
#[test]
fn an_exponent_after_a_slash_is_its_units() {
    let texts = |t: &str| numbers(&normalize(t)).into_iter().map(|n| n.text).collect::<Vec<_>>();
    assert_eq!(texts("stężenie 0,1 mol/dm³ kwasu"), ["0,1"]);
    assert_eq!(texts("مؤشر كتلة الجسم 25 كغ/م²"), ["25"]);
    // A power in a formula is still part of what is said.
    assert_eq!(texts("a² + b² = c²"), ["^2", "^2", "^2"]);
}

/// A Thai year of the Buddhist Era is also the year 543 years earlier (`2554` is 2011); not
/// outside Thai text, nor with a unit.
#[test]
fn thai_years_of_the_buddhist_era_read_as_common_era_years_too() {
    assert_eq!(readings_of("เมื่อวันที่ 11 มีนาคม 2554"), [vec!["11"], vec!["2554", "2011"]]);
    assert_eq!(readings_of("on 11 March 2554"), [vec!["11"], vec!["2554"]]);
    assert_eq!(numbers(&normalize("ราว 2554 m"))[0].values, ["2554"]);
    // Thai scale words glued to the next word.
    assert!(readings_of("ราว 8 แสนคนต่อวัน")[0].contains(&"800000".to_owned()));
    assert!(readings_of("5 แสนล้านเยน")[0].contains(&"500000000000".to_owned()));
}

/// A Lao year of the Buddhist Era, marked (`ພ.ສ. 2512`) or in Lao text, is also the year 543
/// years earlier, as a Thai one is; not outside Lao or Thai text.
#[test]
fn lao_years_of_the_buddhist_era_read_as_common_era_years_too() {
    let marked = readings_of("ວັນທີ 20 ກໍລະກົດ ພ.ສ. 2512");
    assert_eq!(marked, [vec!["20"], vec!["2512", "1969"]]);
    let unmarked = readings_of("ວັນທີ 20 ກໍລະກົດ 2512");
    assert_eq!(unmarked, [vec!["20"], vec!["2512", "1969"]]);
    assert_eq!(readings_of("on 20 July 2512"), [vec!["20"], vec!["2512"]]);
}

/// Tagalog's "of the evening" and "of the afternoon" after a time (`8:17 ng gabi`, `4:45 n.h.`)
/// give its 24-hour reading, as `pm` does; "of the morning" leaves it as it is.
#[test]
fn tagalog_evening_hours_read_as_24_hour_times_too() {
    assert_eq!(readings_of("alas-8:17 ng gabi"), [vec!["8", "20"], vec!["17"]]);
    assert_eq!(readings_of("alas-4:45 n.h."), [vec!["4", "16"], vec!["45"]]);
    assert_eq!(readings_of("alas-8:17 ng umaga"), [vec!["8"], vec!["17"]]);
    assert_eq!(readings_of("alas-12:30 n.u."), [vec!["12", "0"], vec!["30"]]);
}

#[test]
fn miles_and_kilometres_in_words_are_units() {
    let unit = |t: &str| numbers(&normalize(t)).first().and_then(|n| n.unit.clone());
    for t in ["37,9 millas bajo el mar", "37,9 miglia", "23 miles", "5 Meilen", "100 миль"] {
        assert_eq!(unit(t).as_deref(), Some("mile"), "{t}");
    }
    for t in ["50,45 kilómetros", "50,45 chilometri", "50 kilometres", "12 километров"] {
        assert_eq!(unit(t).as_deref(), Some("km"), "{t}");
    }
    // Thousands, not miles: `200 mil` is Spanish and Portuguese for 200 000.
    assert_eq!(unit("200 mil habitantes"), None);
}

/// Swahili and Hausa write the scale word first (`watu milioni 150`, `mutane miliyan 150`).
#[test]
fn scale_words_before_the_number() {
    let n = &numbers("Indonesia ina watu milioni 280 hivi")[0];
    assert!(n.values.contains(&"280000000".to_owned()), "{n:?}");
    assert_eq!(n.text, "milioni 280");
    assert!(one("kilomita bilioni 4,5").contains(&"4500000000".to_owned()));
    assert!(one("mutane miliyan 220").contains(&"220000000".to_owned()));
    assert!(one("shilingi elfu 10").contains(&"10000".to_owned()));
    // A word that only ends in one (`wamilioni`) is none, nor is one a sentence ends with.
    assert!(!one("wamilioni 3").contains(&"3000000".to_owned()));
    assert!(!one("bilioni. 3").contains(&"3000000000".to_owned()));
}

/// Metres per second or per hour in Cyrillic letters (`320 м/с`, `5 м/год`) are a rate, as
/// `m/s` is; `м` alone stays no unit.
#[test]
fn metres_per_a_unit_of_time_in_cyrillic_letters_are_a_rate() {
    let units = |t: &str| {
        numbers(&normalize(t)).into_iter().map(|n| n.unit).collect::<Vec<Option<String>>>()
    };
    let some = |u: &str| Some(u.to_owned());
    assert_eq!(units("швидкість 320 м/с"), [some("m/s")]);
    assert_eq!(units("скорость 340 м/с."), [some("m/s")]);
    assert_eq!(units("течія 5 м/год"), [some("m/h")]);
    assert_eq!(units("320 км/год"), [some("km/h")]);
    assert!(units("на 5 м вище")[0].is_none());
    assert!(units("5 м/сек")[0].is_none());
}

/// Georgian and Armenian write metric units in their own letters (`990 კმ`, `12 սմ`), and
/// a scale word starting with the same letter is no unit (`2 მილიონი`).
#[test]
fn georgian_and_armenian_unit_letters_are_units() {
    let units = |t: &str| {
        numbers(&normalize(t)).into_iter().map(|n| n.unit).collect::<Vec<Option<String>>>()
    };
    let some = |u: &str| Some(u.to_owned());
    assert_eq!(units("მანძილი დაახლოებით 990 კმ-ია"), [some("km")]);
    assert_eq!(units("სიმაღლე 5 მ და სიგანე 30 სმ"), [some("m"), some("cm")]);
    assert_eq!(units("წონა 2 კგ"), [some("kg")]);
    assert_eq!(units("Հեռավորությունը 990 կմ է, բարձրությունը՝ 12 սմ"), [some("km"), some("cm")]);
    assert!(units("2 მილიონი ადამიანი")[0].is_none());
    assert_eq!(units("մոտ 1,62 մ/վ² է"), [some("m/s²")]);
    assert_eq!(units("120 կմ/ժ"), [some("km/h")]);
    assert_eq!(units("120 კმ/სთ"), [some("km/h")]);
    assert!(units("5 մարդ")[0].is_none());
    assert!(units("5 კმაყოფილი მომხმარებელი")[0].is_none());
    assert_eq!(units("5 კილომეტრი"), [some("km")]);
}

/// A sum of myriads is shown as written (`1万200`), not as its first digits (`1`), in what a report
/// says of it.
#[test]
fn a_sum_of_myriads_is_shown_whole() {
    let shown: Vec<String> = numbers("約1万200℃と3万5000人").iter().map(Number::shown).collect();
    assert_eq!(shown, ["1万200", "3万5000"]);
}

#[test]
fn a_minus_after_a_hebrew_prefix_is_a_sign() {
    // `ל־` ("to") glued with the maqaf, with and without a mark of direction before the minus.
    assert_eq!(one("שווה ל־\u{200e}−273.15 °C"), ["-273.15"]);
    assert_eq!(one("שווה ל־-273.15 °C"), ["-273.15"]);
    // A number glued to its prefix without a minus stays positive.
    assert_eq!(one("נחנך ב־1889"), ["1889"]);
}

/// A minus glued to a word of a script without spaces is the number's sign (`約−63℃`, about
/// −63 °C), but normalization makes a hyphen alike (`철-56`, iron-56; `탄소-14`, carbon-14): the
/// number without its sign is a reading too.
#[test]
fn a_dash_glued_to_a_hangul_or_han_word_reads_both_ways() {
    assert_eq!(one("약−89°C를 기록했다"), ["-89", "89"]);
    assert_eq!(one("約−63℃まで下がる"), ["-63", "63"]);
    assert_eq!(one("철-56의 핵은 가장 안정적이다"), ["-56", "56"]);
    // After a space or at the start, a minus is the sign alone.
    assert_eq!(one("기온은 −89 °C였다"), ["-89"]);
    assert_eq!(one("iron-56 is stable"), ["56"]);
}

#[test]
fn millions_before_a_currency_sign_are_no_mebibytes() {
    let n = &numbers(&normalize("bis zu 20 Mio. € oder 4 %"))[0];
    assert_eq!((n.values.contains(&"20000000".to_owned()), n.unit.as_deref()), (true, Some("EUR")));
    assert_eq!(one("Un fichier fait exactement 3 Mio."), ["3"]);
}

#[test]
fn a_first_power_after_a_letter_is_no_number() {
    // Helmholtz's octaves: the note a¹ is tuned to 440 Hz.
    assert_eq!(vals("Der Kammerton a¹ hat 440 Hz"), [["440"]]);
    assert_eq!(readings_of("n² grows faster"), [["^2"]]);
}

#[test]
fn a_date_with_a_short_year_and_a_time_with_points_are_their_parts() {
    // German `24.08.79 n. Chr.`: day and month loose, the year of either century too.
    let n = numbers(&normalize("am 24.08.79 n. Chr."));
    let read: Vec<(&[String], bool)> = n.iter().map(|n| (n.values.as_slice(), n.loose)).collect();
    assert_eq!(read.len(), 3);
    assert_eq!((read[0].1, read[1].1), (true, true));
    assert_eq!(read[2].0, ["79", "1979", "2079"]);
    // Finnish race times `1.59.40`, `2.09.56`: hours, minutes and seconds, as `1:59:40` gives.
    assert_eq!(vals("aikaan 1.59.40"), [["1"], ["59"], ["40"]]);
    assert!(numbers(&normalize("aikaan 1.59.40")).iter().all(|n| !n.loose));
    assert_eq!(vals("aikaan 1.59.40"), vals("in 1:59:40"));
    // Neither a date nor a time stays a number as before.
    assert_eq!(numbers("version 1.2.3")[0].values, ["1.2.3"]);
    assert_eq!(vals("3.75.99").len(), 1);
}

#[test]
fn a_time_with_a_point_after_a_clock_word_is_hours_and_minutes() {
    assert_eq!(vals("om 15.16 uur"), [["15"], ["16"]]);
    assert_eq!(vals("v 15.16 hod."), [["15"], ["16"]]);
    assert_eq!(one("het kostte 15.16 euro"), ["15.16"]);
}

#[test]
fn a_ranges_short_second_year_and_a_japanese_era_read_as_years() {
    assert!(vals("(1991-95)")[1].contains(&"1995".to_owned()));
    assert!(vals("la stagione 2019/20")[1].contains(&"2020".to_owned()));
    // Not a range of years: the second is earlier, or the first is no year.
    assert!(!vals("1998-02")[1].contains(&"1902".to_owned()));
    assert_eq!(vals("pages 120-45")[1], ["45"]);
    // Letters of more than one byte before the hyphen.
    assert_eq!(vals("нагревается на-10"), [["10"]]);
    assert_eq!(vals("ביום שני, 3 במרץ-25"), [["3"], ["25"]]);
    assert!(one("平成25年").contains(&"2013".to_owned()));
    assert!(one("令和5年").contains(&"2023".to_owned()));
    assert_eq!(one("平成の25人"), ["25"]);
}

#[test]
fn a_thousand_of_millions_is_a_billion_and_miles_are_a_unit() {
    let n = &numbers(&normalize("7,5 mil milhões de euros"))[0];
    assert!(n.values.contains(&"7500000000".to_owned()), "{n:?}");
    assert_eq!(n.unit.as_deref(), Some("EUR"));
    assert!(one("7.500 millones").contains(&"7500000000".to_owned()));
    for t in ["40 mi", "ok. 15 mile", "26.2 miles", "3 míle"] {
        let unit = numbers(&normalize(t))[0].unit.clone();
        assert!(unit.as_deref().is_some_and(|u| u.starts_with("mile")), "{t}: {unit:?}");
    }
    // A thousand in Spanish and Portuguese is no mile (so neither is Polish `15 mil`, which only
    // the page's language would tell).
    assert_eq!(numbers(&normalize("5 mil personas"))[0].unit, None);
    // After a larger scale word, where no thousand stands (`juta mil`, a million thousand, is
    // said nowhere), `mil` is the mile of Indonesian, Malay, Turkish and Polish.
    for t in ["sekitar 150 juta mil", "150 milyon mil", "150 milionów mil"] {
        let n = &numbers(&normalize(t))[0];
        assert_eq!(n.unit.as_deref(), Some("mile"), "{t}: {n:?}");
        assert!(n.values.contains(&"150000000".to_owned()), "{t}: {n:?}");
    }
}

#[test]
fn centuries_and_hundreds_in_scandinavian_and_german_words() {
    assert!(one("under 1300-talet").contains(&"14".to_owned()));
    assert!(one("i 1300-tallet").contains(&"14".to_owned()));
    assert_eq!(one("ett hundratal städer"), ["100"]);
    assert_eq!(one("rund hundert Städte"), ["100"]);
    assert!(numbers(&normalize("zo'n honderd steden"))[0].spelled);
}

#[test]
fn centilitres_are_ten_millilitres() {
    let n = &numbers(&normalize("une bouteille de 50 cl"))[0];
    assert_eq!((n.values.as_slice(), n.unit.as_deref()), (&["500".to_owned()][..], Some("mL")));
    assert_eq!(n.shown(), "50");
    assert_eq!(one("75 cl"), one("750 ml"));
}

#[test]
fn race_times_with_a_point_and_a_comma_english_centuries_and_joined_number_words() {
    // Danish and Dutch `1.52,03` is `1:52.03`.
    assert_eq!(vals("på 1.52,03"), vals("in 1:52.03"));
    assert_eq!(vals("på 1.52,03"), [["1"], ["52.03"]]);
    assert_eq!(one("1.234,56"), ["1234.56"]);
    // `the fifteenth century`, as `15. század` is 15.
    assert_eq!(vals("in the fifteenth century"), [["15"]]);
    assert_eq!(vals("the twenty-first century"), [["21"]]);
    // `a sixteen-amp fuse`: sixteen; `twenty-four` stays one word.
    let n = &numbers(&normalize("a sixteen-amp fuse"))[0];
    assert_eq!(
        (n.values.as_slice(), n.spelled, n.text.as_str()),
        (&["16".to_owned()][..], true, "sixteen")
    );
    assert_eq!(vals("twenty-four hours"), [["24"]]);
}

#[test]
fn energy_yards_and_chinese_masses_are_units() {
    let unit = |t: &str| numbers(&normalize(t))[0].unit.clone();
    assert_eq!(unit("≈ 480 kcal").as_deref(), Some("kcal"));
    assert_eq!(unit("≈ 480 kJ").as_deref(), Some("kJ"));
    assert_eq!(unit("25 yard").as_deref(), Some("yd"));
    assert_eq!(unit("每片250毫克").as_deref(), Some("mg"));
    assert_eq!(unit("250克面粉").as_deref(), Some("g"));
}

#[test]
fn ten_eleven_and_twelve_in_words_that_mean_nothing_else() {
    assert_eq!(one("in zwölf Zoll geteilt"), ["12"]);
    assert_eq!(one("divided into twelve inches"), ["12"]);
    assert_eq!(one("dodici pollici"), ["12"]);
    assert_eq!(one("elva meter"), ["11"]);
    assert_eq!(one("dwanaście cali"), ["12"]);
    assert_eq!(one("двенадцати метров"), ["12"]);
    // Words that are also common words of another language are not read: Spanish `once` is
    // English "once", French `onze` Dutch "our", Dutch `elf` English "elf", English `ten` Polish
    // "this".
    for text in ["once upon a time", "onze school", "the elf", "ten dom", "doce de leite"] {
        assert!(vals(text).is_empty(), "{text}: {:?}", vals(text));
    }
}

#[test]
fn german_um_after_a_year_or_before_a_time_is_no_micrometre() {
    for t in ["am 20. Juli 1969 um 20:17 Uhr", "Magellan segelte 1519 um die Welt", "1969 um 8"] {
        assert!(numbers(&normalize(t)).iter().all(|n| n.unit.as_deref() != Some("µm")), "{t}");
    }
    assert_eq!(numbers(&normalize("a 5 um thick film"))[0].unit.as_deref(), Some("µm"));
    assert_eq!(numbers(&normalize("about 250 us later"))[0].unit.as_deref(), Some("µs"));
}

proptest::proptest! {
    /// The characters listed by hand are those `char_indices` gives.
    #[test]
    fn char_indices_by_hand_are_the_standard_ones(text in "([a-z09 .]|[é中\u{301}\u{1F600}]|\\PC){0,30}") {
        let expected: Vec<(usize, char)> = text.char_indices().collect();
        proptest::prop_assert_eq!(char_indices(&text), expected);
    }
}

/// Century phrases are found by their first four bytes as they were by their first one.
#[test]
fn century_phrases_are_found_whatever_their_first_bytes() {
    assert_eq!(decade::century_phrase("twentieth century, the"), Some((20, 17)));
    assert_eq!(decade::century_phrase("the twentieth century"), None);
    assert_eq!(decade::century_phrase("tw"), None);
    assert_eq!(decade::century_phrase("القرن العشرين"), Some((20, "القرن العشرين".len())));
    assert_eq!(
        decade::century_phrase("القرن الحادي والعشرين وما بعده"),
        Some((21, "القرن الحادي والعشرين".len()))
    );
}

#[test]
fn swedish_ordinals_in_words_from_the_thirteenth_are_numbers() {
    // `dess femtonde Europacuptitel`, where English writes `its 15th European Cup`.
    assert_eq!(vals("dess femtonde Europacuptitel"), [["15"]]);
    assert_eq!(vals("den tjugonde upplagan"), [["20"]]);
}

/// A fraction in digits is also its decimal value (`¾`, `3/4`: 0.75, as `0,75` reads), where it
/// has an exact one; its denominator pairs but is never missed, and its unit is the numerator's.
/// Not a date, nor a fraction without an exact decimal.
#[test]
fn a_fraction_in_digits_is_also_its_decimal_value() {
    assert_eq!(readings_of("¾ l of milk"), [vec!["3", "0.75"], vec!["4"]]);
    assert_eq!(readings_of("3/4 l de leche"), [vec!["3", "0.75"], vec!["4"]]);
    assert_eq!(readings_of("5/8 inch"), [vec!["5", "0.625"], vec!["8"]]);
    assert_eq!(readings_of("7/4"), [vec!["7", "1.75"], vec!["4"]]);
    assert!(numbers(&normalize("¾ l"))[1].loose);
    // The unit after the denominator is the fraction's, so its numerator's: `¾ l` is 0.75 L as
    // `0,75 l` is, and `2/3 l` names 2 L, not 3 L, where it has no exact decimal.
    for (text, units) in [("¾ l", [Some("L"), None]), ("2/3 l", [Some("L"), None])] {
        let read = numbers(&normalize(text));
        assert_eq!(read.iter().map(|n| n.unit.as_deref()).collect::<Vec<_>>(), units, "{text}");
    }
    for not_one in ["2/3 of them", "3/4/2024", "1/2/3", "10/4.5", "page 3/4/5"] {
        let read = numbers(&normalize(not_one));
        assert!(read.iter().all(|n| n.values.len() == 1 && !n.loose), "{not_one}: {read:?}");
    }
}

/// A Persian year of the solar Hijri calendar is also the years of the common era it spans; an
/// Urdu (lunar) or Arabic year is not.
#[test]
fn a_persian_solar_year_reads_as_the_common_era_too() {
    assert_eq!(
        readings_of("در سال ۱۳۹۹ خورشیدی دوباره به مسجد تبدیل شد"),
        [["1399", "2020", "2021"]]
    );
    assert_eq!(readings_of("یہ عمارت ۱۴۴۵ ہجری میں بنی"), [["1445"]]);
    assert_eq!(readings_of("في عام ١٤٤٥ هـ"), [["1445"]]);
}

#[test]
fn digits_glued_to_a_word_of_any_cased_script_are_part_of_a_term() {
    // The notes A4 and E5, and vitamin B12, as Greek and Russian pages write them: no numbers,
    // as `A4` and `B12` are none.
    assert_eq!(vals("πάνω από τη Λα4 στα 440 Hz, η Μι5"), [["440"]]);
    assert!(vals("βιταμίνη Β12").is_empty());
    assert!(vals("вода, Н2О").is_empty());
    // Hebrew glues its prefixes to a number: `ב1453` is "in 1453".
    assert_eq!(vals("ב1453"), [["1453"]]);
}

#[test]
fn the_indian_grouping_keeps_its_decimals() {
    assert_eq!(one("2,99,792.458"), ["299792.458"]);
    assert_eq!(one("১৪,৯৫,৯৭,৮৭০.৭ কিমি"), ["149597870.7"]);
    // Groups of two without a final three are none.
    assert_ne!(one("12,34.5"), ["1234.5"]);
}

/// Digits glued to a letter of a script of India are part of a name (`ए380`, the A380; `के२`,
/// K2), as they are after a Latin or Greek letter; a prefix glued to a number in a script that
/// writes no space (`約250`) or by Amharic (`በ2023`, in 2023) leaves it one.
#[test]
fn digits_glued_to_indian_letters_name_a_thing() {
    assert!(vals("एयरबस ए380 विमान").is_empty());
    assert!(vals("এয়ারবাস এ৩৮০").is_empty());
    assert!(vals("के२ हिमाल").is_empty());
    assert_eq!(vals("सन् २०२० मा"), [["2020"]]);
    assert_eq!(vals("በ2023 ሮጧል"), [["2023"]]);
}

/// A hyphen's ending that goes on into a word is none of a decade's: Kyrgyz `20-майынан` (from
/// the 20th of May) is 20, not Russian `20-м` (the '20s).
#[test]
fn a_hyphened_word_after_a_number_is_no_decade_ending() {
    assert_eq!(vals("2019-жылдын 20-майынан бери"), [vec!["2019"], vec!["20"]]);
    assert_eq!(one("в 20-м году"), ["1920", "2020"]);
}
