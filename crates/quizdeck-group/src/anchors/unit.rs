//! Units written after (or, for currencies, before) a number.

use super::normalize::{Family, family};

/// A unit symbol and the other ways pages write it, in any script.
struct Unit {
    /// The canonical symbol reported.
    symbol: &'static str,
    /// Other spellings (French octets, Cyrillic symbols, full forms kept as symbols).
    aliases: &'static [&'static str],
    /// Whether a translation would always keep the symbol: a number that has it in one language and
    /// no unit in a Latin-script translation lost it (`14 GB` → `14`). Units that translators may
    /// spell out (`5 ms` → `5 millisecondes`) are not strict.
    strict: bool,
}

macro_rules! units {
    ($( $sym:literal $([$($alias:literal),*])? $(, $strict:ident)? ;)*) => {
        &[$(Unit { symbol: $sym, aliases: &[$($($alias),*)?], strict: units!(@s $($strict)?) }),*]
    };
    (@s strict) => { true };
    (@s) => { false };
}

/// The units recognized. Single letters that are also common words in some language (`a`, `e`,
/// `o`, `y`, Cyrillic `с`, `в`) are left out on purpose: `de 1 a 5` has no unit.
static UNITS: &[Unit] = units! {
    "B" ["byte", "bytes", "Byte", "octet", "octets", "байт", "байта", "байтов"];
    "kB" ["KB", "ko", "Ko", "КБ", "Кб", "кБ", "кб", "kByte", "KByte", "kilobyte", "kilobytes",
          "Kilobyte", "kilooctet", "kilooctets"], strict;
    "MB" ["Mo", "МБ", "Мб", "MByte", "megabyte", "megabytes", "Megabyte", "mégaoctet",
          "mégaoctets"], strict;
    "GB" ["Go", "ГБ", "Гб", "GByte", "gigabyte", "gigabytes", "Gigabyte", "gigaoctet",
          "gigaoctets"], strict;
    "TB" ["To", "ТБ", "Тб", "TByte", "terabyte", "terabytes", "Terabyte", "téraoctet",
          "téraoctets"], strict;
    "PB" ["Po", "ПБ"], strict;
    "EB" ["Eo"], strict;
    "KiB" ["Kio", "КиБ"], strict;
    "MiB" ["Mio", "МиБ"], strict;
    "GiB" ["Gio", "ГиБ"], strict;
    "TiB" ["Tio", "ТиБ"], strict;
    "bit" ["bits", "бит", "ビット"];
    "kbit" ["Kbit", "kb", "Kb", "кбит", "Кбит"], strict;
    "Mbit" ["Mb", "Мбит"], strict;
    "Gbit" ["Gb", "Гбит"], strict;
    "Tbit" ["Tb", "Тбит"], strict;
    "bit/s" ["bps"], strict;
    "kbit/s" ["kbps", "Kbps"], strict;
    "Mbit/s" ["Mbps"], strict;
    "Gbit/s" ["Gbps"], strict;
    "Tbit/s" ["Tbps"], strict;
    "GT/s", strict;
    "FLOP" ["FLOPs"];
    "FLOPS" ["FLOP/s"], strict;
    "GFLOPS" ["GFLOP/s"], strict;
    "TFLOPS" ["TFLOP/s"], strict;
    "PFLOPS" ["PFLOP/s"], strict;
    "EFLOPS" ["EFLOP/s"], strict;
    "TOPS", strict;
    "ps";
    "ns" ["нс"];
    "µs" ["μs", "us", "мкс"];
    "ms" ["мс"];
    "s" ["sec"];
    "min" ["мин"];
    "h";
    "Hz" ["Гц"], strict;
    "kHz" ["кГц"], strict;
    "MHz" ["МГц"], strict;
    "GHz" ["ГГц"], strict;
    "THz" ["ТГц"], strict;
    "W" ["Вт"], strict;
    "mW" ["мВт"], strict;
    "kW" ["кВт"], strict;
    "MW" ["МВт"], strict;
    "GW" ["ГВт"], strict;
    "Wh" ["Вт·ч"], strict;
    "kWh" ["кВт·ч"], strict;
    "mAh" ["мА·ч"], strict;
    "mA" ["мА"], strict;
    "V" , strict;
    "mV" ["мВ"], strict;
    "kV" ["кВ"], strict;
    "nm" ["нм"];
    "µm" ["μm", "um", "мкм"];
    "mm" ["мм"];
    "cm" ["см"];
    "km" ["км"];
    "m";
    "mg" ["мг"];
    "kg" ["кг"];
    "g";
    "mL" ["ml", "мл"];
    "L";
    "°C", strict;
    "°F", strict;
    "°";
    "%" ["٪", "percent", "per cent", "pour cent", "Prozent", "procent", "por ciento",
         "por cento", "per cento", "процент", "процента", "процентов", "パーセント"], strict;
    "‰", strict;
    "dB" ["дБ"], strict;
    "px";
    "dpi";
    "rpm";
    "fps" ["FPS"];
    "USD", strict;
    "EUR", strict;
    "JPY", strict;
    "GBP", strict;
    "CNY", strict;
    "$" ["US$"], strict;
    "€", strict;
    "£", strict;
    "¥" ["円", "元"], strict;
    "₹", strict;
    "₩" ["원"], strict;
    "×" ["x", "倍"];
};

/// Time units a rate is made of (`TB/s`, `ГБ/с`), with the canonical symbol of each.
const PER: &[(&str, &str)] = &[
    ("s", "s"),
    ("ms", "ms"),
    ("h", "h"),
    ("min", "min"),
    ("с", "s"),
    ("мс", "ms"),
    ("ч", "h"),
    ("秒", "s"),
];

/// The canonical symbol of the unit at the start of `rest` (the text right after a number and at
/// most one space), with the length it takes, if one is there and ends at a word boundary.
pub(crate) fn unit_after(rest: &str) -> Option<(String, usize)> {
    let (symbol, len) = longest(rest)?;
    // A rate: `GB/s` is one, `tokens/s` is not (no unit before the slash).
    if let Some(tail) = rest[len..].strip_prefix('/') {
        for (per, per_symbol) in PER {
            if tail.starts_with(per) && at_boundary(per, &tail[per.len()..]) {
                let rate = format!("{symbol}/{per_symbol}");
                let rate = canonical(&rate).map_or(rate, str::to_owned);
                return Some((rate, len + 1 + per.len()));
            }
        }
    }
    Some((symbol.to_owned(), len))
}

/// The currency symbol ending `before` (the text right before a number and at most one space).
pub(crate) fn currency_before(before: &str) -> Option<&'static str> {
    let c = before.chars().next_back()?;
    UNITS
        .iter()
        .find(|u| u.strict && (u.symbol.ends_with(c) && u.symbol.chars().count() == 1))
        .filter(|u| matches!(u.symbol, "$" | "€" | "£" | "¥" | "₹" | "₩"))
        .map(|u| u.symbol)
}

/// The canonical symbol of a unit written `text`, if it is one.
pub fn canonical(text: &str) -> Option<&'static str> {
    UNITS.iter().find(|u| u.symbol == text || u.aliases.contains(&text)).map(|u| u.symbol)
}

/// Every spelling of the unit `symbol` (canonical), the symbol first.
pub fn spellings(symbol: &str) -> Vec<&'static str> {
    UNITS
        .iter()
        .find(|u| u.symbol == symbol)
        .map(|u| std::iter::once(u.symbol).chain(u.aliases.iter().copied()).collect())
        .unwrap_or_default()
}

/// Whether a translation always keeps this unit (see [`Unit::strict`]).
pub fn is_strict(symbol: &str) -> bool {
    let base = symbol.split('/').next().unwrap_or(symbol);
    UNITS.iter().any(|u| (u.symbol == symbol || u.symbol == base) && u.strict)
}

/// Units of time as languages write them in words after a number (`30 Sekunden`, `5 minut`,
/// `2 часа`, `30 秒`). Only read after a number, never as a term of their own: `ora` and `ore`
/// are also ordinary words.
static TIME_WORDS: &[(&str, &[&str])] = &[
    (
        "s",
        &[
            "second",
            "seconds",
            "Sekunde",
            "Sekunden",
            "seconde",
            "secondes",
            "seconden",
            "segundo",
            "segundos",
            "secondo",
            "secondi",
            "sekunda",
            "sekundy",
            "sekund",
            "sekunder",
            "секунда",
            "секунды",
            "секунд",
            "секунду",
            "ثانية",
            "ثوان",
            "ثوانٍ",
            "秒",
            "秒钟",
            "초",
            "saniye",
            "giây",
            "detik",
            "सेकंड",
            "วินาที",
        ],
    ),
    (
        "min",
        &[
            "minute",
            "minutes",
            "Minute",
            "Minuten",
            "minuut",
            "minuten",
            "minuto",
            "minutos",
            "minuti",
            "minuta",
            "minuty",
            "minut",
            "minuter",
            "минута",
            "минуты",
            "минут",
            "минуту",
            "دقيقة",
            "دقائق",
            "分",
            "分钟",
            "분",
            "dakika",
            "phút",
            "menit",
            "मिनट",
            "นาที",
        ],
    ),
    (
        "h",
        &[
            "hour",
            "hours",
            "Stunde",
            "Stunden",
            "heure",
            "heures",
            "uur",
            "hora",
            "horas",
            "ora",
            "ore",
            "godzina",
            "godziny",
            "godzin",
            "timme",
            "timmar",
            "час",
            "часа",
            "часов",
            "ساعة",
            "ساعات",
            "時間",
            "小时",
            "小時",
            "시간",
            "saat",
            "giờ",
            "jam",
            "घंटे",
            "घंटा",
            "ชั่วโมง",
        ],
    ),
];

fn longest(rest: &str) -> Option<(&'static str, usize)> {
    let mut best: Option<(&'static str, usize)> = None;
    let units = UNITS.iter().map(|u| (u.symbol, u.aliases));
    for (symbol, aliases) in units.chain(TIME_WORDS.iter().copied()) {
        for spelling in std::iter::once(&symbol).chain(aliases) {
            if spelling.len() > best.map_or(0, |b| b.1)
                && rest.starts_with(spelling)
                && at_boundary(spelling, &rest[spelling.len()..])
            {
                best = Some((symbol, spelling.len()));
            }
        }
    }
    best
}

/// A unit ends where no letter of its own script (nor a digit) follows: `14GBのメモリ` has `GB`,
/// `5 sec` does not have `s`.
fn at_boundary(unit: &str, after: &str) -> bool {
    let Some(last) = unit.chars().next_back() else { return false };
    let Some(next) = after.chars().next() else { return true };
    if next.is_ascii_digit() {
        return false;
    }
    match (family(last), family(next)) {
        (Some(Family::Other), _) => true,
        (Some(a), Some(b)) => a != b,
        (None, _) => true,
        (Some(_), None) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(u("ГБ/с"), Some(("GB/s".into(), 7)));
        assert_eq!(u("gigaoctets de"), Some(("GB".into(), 10)));
        assert_eq!(u("pour cent"), Some(("%".into(), 9)));
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
    fn strictness_follows_the_base_unit() {
        assert!(is_strict("GB"));
        assert!(is_strict("MB/s"));
        assert!(!is_strict("ms"));
        assert_eq!(currency_before("US$"), Some("$"));
        assert_eq!(currency_before("a"), None);
    }
}
