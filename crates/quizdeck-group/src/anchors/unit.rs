//! Units written after (or, for currencies, before) a number.

use foldhash::{HashMap, HashMapExt};
use std::sync::LazyLock;

use unicode_normalization::char::is_combining_mark;

use super::normalize::{Family, family};

/// A unit symbol and the other ways pages write it, in any script.
struct Unit {
    /// The canonical symbol reported.
    symbol: &'static str,
    /// Other spellings: those of every language (`octets`, `ГБ`, from the language registry),
    /// and variants no one language owns (`KB`, `μs`).
    aliases: Vec<&'static str>,
    /// Whether a translation would always keep the symbol: a number that has it in one language and
    /// no unit in a Latin-script translation lost it (`14 GB` → `14`). Units that translators may
    /// spell out (`5 ms` → `5 millisecondes`) are not strict.
    strict: bool,
}

macro_rules! units {
    ($( $sym:literal $([$($alias:literal),*])? $(, $strict:ident)? ;)*) => {
        &[$(($sym, &[$($($alias),*)?], units!(@s $($strict)?))),*]
    };
    (@s strict) => { true };
    (@s) => { false };
}

/// The units recognized, with the spellings no one language owns, and whether they are strict.
/// Single letters that are also common words in some language (`a`, `e`, `o`, `y`, Cyrillic `с`,
/// `в`) are left out on purpose: `de 1 a 5` has no unit.
static SYMBOLS: &[(&str, &[&str], bool)] = units! {
    "B";
    "kB" ["KB"], strict;
    "MB", strict;
    "GB", strict;
    "TB", strict;
    "PB", strict;
    "EB", strict;
    "KiB", strict;
    "MiB", strict;
    "GiB", strict;
    "TiB", strict;
    "PiB", strict;
    "EiB", strict;
    "bit";
    "kbit" ["Kbit", "kb", "Kb"], strict;
    "Mbit" ["Mb"], strict;
    "Gbit" ["Gb"], strict;
    "Tbit" ["Tb"], strict;
    "bit/s" ["bps", "b/s"], strict;
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
    "ns";
    "µs" ["μs", "us"];
    "ms";
    "s";
    "min";
    "h";
    "Hz", strict;
    "kHz", strict;
    "MHz", strict;
    "GHz", strict;
    "THz", strict;
    "W", strict;
    "mW", strict;
    "kW", strict;
    "MW", strict;
    "GW", strict;
    "Wh" ["W·h", "W⋅h"], strict;
    "kWh" ["kW·h", "kW⋅h"], strict;
    "MWh" ["MW·h", "MW⋅h"], strict;
    "kcal" ["Kcal", "ккал"];
    "kJ" ["кДж"];
    "mAh", strict;
    "mA", strict;
    "V" , strict;
    "mV", strict;
    "kV", strict;
    "nm";
    "µm" ["μm", "um"];
    "mm";
    "cm";
    "km";
    "mile" ["mi"];
    "mile/h" ["mph", "MPH"];
    "yd" ["yard", "yards"];
    "ft" ["feet", "foot"];
    "inch";
    "m";
    "µg" ["μg", "mcg"];
    "mg";
    "kg";
    "lb" ["lbs"];
    "oz";
    "g";
    "cL" ["cl"];
    "mL" ["ml"];
    "dL" ["dl"];
    "L" ["l"];
    "Pa" ["Па"];
    "hPa" ["гПа"];
    "kPa" ["кПа"];
    "MPa" ["МПа"];
    "bar" ["бар"];
    "mbar" ["мбар"];
    "psi";
    "atm" ["атм"];
    "mmHg" ["mm Hg"];
    "°C", strict;
    "°F", strict;
    "°";
    "%", strict;
    "‰", strict;
    "dB", strict;
    "px";
    "dpi";
    "rpm";
    "fps" ["FPS"];
    "USD" ["US$", "AS$"], strict;
    "EUR" ["€"], strict;
    "JPY", strict;
    "GBP" ["£"], strict;
    "CNY", strict;
    "INR" ["₹"], strict;
    "KRW" ["₩"], strict;
    "BRL", strict;
    "PLN", strict;
    "RUB", strict;
    "AMD" ["֏"], strict;
    "AZN" ["₼"], strict;
    "GEL" ["₾"], strict;
    "KZT" ["₸"], strict;
    "$", strict;
    "¥", strict;
    "×" ["x"];
};

/// Currencies, by their canonical symbol: those a page may write before a number (`$3`, `US$
/// 0,30`, `€5`, `EUR 5`) as well as after it.
const CURRENCIES: &[&str] = &[
    "USD", "EUR", "JPY", "GBP", "CNY", "INR", "KRW", "BRL", "PLN", "RUB", "AMD", "AZN", "GEL",
    "KZT", "$", "¥",
];

/// Symbols that name a currency without saying which (`$` and the dollar in words: US, Canadian,
/// Australian …; `¥`: yen or yuan), with the currencies each may stand for.
const GENERIC_CURRENCIES: &[(&str, &[&str])] = &[("$", &["USD"]), ("¥", &["JPY", "CNY"])];

/// Every unit with its spellings: those above, then each language's (registry order).
static UNITS: LazyLock<Vec<Unit>> = LazyLock::new(|| {
    SYMBOLS
        .iter()
        .map(|&(symbol, own, strict)| {
            let mut aliases = own.to_vec();
            for lang in quizdeck_lang::languages() {
                for (_, words) in lang.unit_words.iter().filter(|(s, _)| *s == symbol) {
                    let new: Vec<&str> =
                        words.iter().copied().filter(|w| !aliases.contains(w)).collect();
                    aliases.extend(new);
                }
            }
            Unit { symbol, aliases, strict }
        })
        .collect()
});

/// Time units a rate is made of (`TB/s`, `ГБ/с`), with the canonical symbol of each: the symbols,
/// then each language's.
static PER: LazyLock<Vec<(&str, &str)>> = LazyLock::new(|| {
    let symbols = [("s", "s"), ("ms", "ms"), ("h", "h"), ("min", "min")];
    let languages = quizdeck_lang::languages().iter().flat_map(|l| l.rate_units.iter().copied());
    symbols.into_iter().chain(languages.filter(|(word, _)| !two_meanings(word))).collect()
});

/// Whether languages write a unit of time alike that means another unit in each: Turkish
/// `saat` is an hour, Malay `saat` a second. Anchors are read without the page's language, so
/// such a word gives no unit at all rather than the wrong one for one of them.
fn two_meanings(word: &str) -> bool {
    let mut symbols = quizdeck_lang::languages().iter().flat_map(|l| {
        let times = l.time_words.iter().filter(|(_, w)| w.contains(&word)).map(|(s, _)| *s);
        times.chain(l.rate_units.iter().filter(|(w, _)| *w == word).map(|(_, s)| *s))
    });
    let first = symbols.next();
    symbols.any(|s| Some(s) != first)
}

/// Words for gram that are also words for village (Hindi `ग्राम`, Bengali `গ্রাম`).
const VILLAGE: &[&str] = &["ग्राम", "গ্রাম"];

/// Words after [`VILLAGE`] that make it a village's (`ग्राम पंचायत`, a village council; `ग्राम
/// सभा`, its assembly; `ग्राम प्रधान`, its head): `2.5 लाख ग्राम पंचायतें` counts councils.
const VILLAGE_BODIES: &[&str] =
    &["पंचायत", "सभा", "प्रधान", "सेवक", "स्वराज", "विकास", "পঞ্চায়েত", "সভা", "প্রধান"];

/// Whether `rest` starts with a word for gram that is a village there: the start of a longer word
/// (`ग्रामीण`, rural; `ग्रामों`, villages; `গ্রামের`, the village's, which is also a gram's and
/// is left unread), or one before a word of [`VILLAGE_BODIES`].
fn village(rest: &str) -> bool {
    let Some(word) = VILLAGE.iter().find(|w| rest.starts_with(**w)) else { return false };
    let after = &rest[word.len()..];
    after.starts_with(|c: char| c.is_alphabetic() || is_combining_mark(c))
        || after.strip_prefix(' ').is_some_and(|t| VILLAGE_BODIES.iter().any(|b| t.starts_with(b)))
}

/// Whether `rest`, the text after a scale word, starts with a word for gram that counts
/// villages there (`6 লক্ষ গ্রাম`, six lakh villages): weights are not counted in lakhs.
pub(crate) fn villages_after_scale(rest: &str) -> bool {
    VILLAGE.iter().any(|w| rest.starts_with(w))
}

/// The canonical symbol of the unit at the start of `rest` (the text right after a number and at
/// most one space), with the length it takes, if one is there and ends at a word boundary.
pub(crate) fn unit_after(rest: &str) -> Option<(String, usize)> {
    if village(rest) {
        return None;
    }
    if let Some(rate) = cyrillic_metres_per(rest) {
        return Some(rate);
    }
    let (symbol, len) = longest(rest)?;
    // A rate: `GB/s` is one, `tokens/s` is not (no unit before the slash).
    if let Some(tail) = rest[len..].strip_prefix('/') {
        for (per, per_symbol) in PER.iter() {
            if tail.starts_with(per) && at_boundary(per, &tail[per.len()..]) {
                let rate = format!("{symbol}/{per_symbol}");
                let rate = canonical(&rate).map_or(rate, str::to_owned);
                return Some((rate, len + 1 + per.len()));
            }
        }
    }
    Some((symbol.to_owned(), len))
}

/// Metres per a unit of time in Cyrillic letters (`320 м/с`, `м/год`), at the start of `rest`:
/// `м` alone is no unit (it is also a word's letter, and Russian writes metres in words the
/// tables do not hold), but before the slash of a rate it is the metre.
fn cyrillic_metres_per(rest: &str) -> Option<(String, usize)> {
    let tail = rest.strip_prefix("м/")?;
    let (per, symbol) = PER
        .iter()
        .find(|(per, _)| tail.starts_with(per) && at_boundary(per, &tail[per.len()..]))?;
    Some((format!("m/{symbol}"), "м/".len() + per.len()))
}

/// The currency ending `before` (the text right before a number and at most one space), written
/// as a symbol or a code (`$`, `US$`, `R$`, `EUR`), canonical. A word (`dollars`) is a currency
/// only after its number.
pub(crate) fn currency_before(before: &str) -> Option<&'static str> {
    let last = before.chars().next_back()?;
    let mut best: Option<(&'static str, usize)> = None;
    for &(symbol, spelling) in CURRENCY_SPELLINGS.get(&last)? {
        let starts_word = || {
            let head = &before[..before.len() - spelling.len()];
            !head.chars().next_back().is_some_and(char::is_alphanumeric)
        };
        if spelling.len() > best.map_or(0, |b| b.1) && before.ends_with(spelling) && starts_word() {
            best = Some((symbol, spelling.len()));
        }
    }
    best.map(|b| b.0)
}

/// Whether the canonical unit `symbol` is a currency.
pub(crate) fn is_currency(symbol: &str) -> bool {
    CURRENCIES.contains(&symbol)
}

/// The spellings of currencies written as symbols or codes (no small letters), as `(symbol,
/// spelling)` in [`UNITS`]' order, by their last character: a number's currency is looked for
/// among those that can end the text before it, not among every spelling of every currency.
static CURRENCY_SPELLINGS: LazyLock<HashMap<char, Vec<(&'static str, &'static str)>>> =
    LazyLock::new(|| {
        let mut map: HashMap<char, Vec<_>> = HashMap::new();
        for u in UNITS.iter().filter(|u| CURRENCIES.contains(&u.symbol)) {
            for &spelling in std::iter::once(&u.symbol).chain(&u.aliases) {
                let symbolic =
                    spelling.chars().all(|c| !c.is_alphabetic() || c.is_ascii_uppercase());
                if let (true, Some(last)) = (symbolic, spelling.chars().next_back()) {
                    map.entry(last).or_default().push((u.symbol, spelling));
                }
            }
        }
        map
    });

/// Words before a number that make its unit a rate, with the time unit they divide by: Korean,
/// Japanese and Chinese say a speed as "per-hour 123 km" (`시속 123km`, `時速123km`, `时速123公里`),
/// Turkish as "in-an-hour 90 km" (`saatte 90 km`, `saniyede 299.792 km`).
const RATE_BEFORE: &[(&str, &str)] = &[
    ("saniyede", "s"),
    ("dakikada", "min"),
    ("saatte", "h"),
    ("시속", "h"),
    ("時速", "h"),
    ("时速", "h"),
    ("분속", "min"),
    ("分速", "min"),
    ("초속", "s"),
    ("秒速", "s"),
];

/// The rate the unit `unit` (canonical) of a number makes with a word right before the number
/// (`before` ends there, perhaps with a space): `시속 123km` is 123 km/h.
pub(crate) fn rate_before(before: &str, unit: &str) -> Option<String> {
    // "About" may come between (`시속 약 123km`, `時速約320km`), and a particle before it
    // (`時速は約20.9km`, `時速にすると約20.9km`, `시속은 약 20.9km`).
    let strip = |t: &'_ str, words: &[&str]| -> String {
        let t = t.trim_end();
        words.iter().find_map(|w| t.strip_suffix(w)).unwrap_or(t).trim_end().to_owned()
    };
    // A rate already (`saatte 90 km/sa`) divides once.
    if unit.contains('/') {
        return None;
    }
    let before = strip(before, &["약", "約", "约", "yaklaşık", "ortalama"]);
    let before = strip(&before, &["にすると", "は", "が", "で", "은", "는", "으로", "로"]);
    let before = before.as_str();
    // A word in Latin letters is whole (`saatte`, not the end of another word).
    let whole = |word: &str| {
        let head = &before[..before.len() - word.len()];
        !word.starts_with(|c: char| c.is_ascii_alphabetic())
            || !head.chars().next_back().is_some_and(char::is_alphanumeric)
    };
    let (_, per) = RATE_BEFORE.iter().find(|(word, _)| before.ends_with(word) && whole(word))?;
    let rate = format!("{unit}/{per}");
    Some(canonical(&rate).map_or(rate, str::to_owned))
}

/// Whether two canonical units say the same: equal, a currency named without its country (`$`,
/// `¥`) and one it may stand for (`USD`; `JPY` or `CNY`), or a unit and its rate per unit of
/// time (`m` and `m/min`): languages say "per minute" in words as often as with a slash, before
/// the number or after it (`567 m za minutu`, `percenként 567 m`, `567 m minūtē`, `۵۶۷ متر در
/// دقیقه`), in more ways than a list can hold, and the words leave the number a plain `m`.
pub fn compatible(a: &str, b: &str) -> bool {
    fn per_time(u: &str) -> Option<&str> {
        u.rsplit_once('/').filter(|(_, t)| matches!(*t, "h" | "min" | "s")).map(|(base, _)| base)
    }
    a == b
        || per_time(a) == Some(b)
        || per_time(b) == Some(a)
        || GENERIC_CURRENCIES.iter().any(|(generic, specific)| {
            (a == *generic && specific.contains(&b)) || (b == *generic && specific.contains(&a))
        })
}

/// The canonical symbol of a unit written `text`, if it is one.
pub fn canonical(text: &str) -> Option<&'static str> {
    SPELLINGS.get(text).copied()
}

/// Every spelling of every unit → its canonical symbol: the first unit (in [`UNITS`]' order) that
/// has it as its symbol or one of its aliases, as a scan of the list would find. Asked for every
/// word after a number, where a scan of the list (hundreds of spellings) was a percent of `check`.
static SPELLINGS: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for u in UNITS.iter() {
        for &spelling in std::iter::once(&u.symbol).chain(&u.aliases) {
            map.entry(spelling).or_insert(u.symbol);
        }
    }
    map
});

/// Every unit's spellings by its canonical symbol, the symbol first: the first unit (in
/// [`UNITS`]' order) with that symbol, as a scan of the list would find. Asked after every number
/// and for every acronym two texts compare, where a scan and a new list each time were a tenth of
/// reading numbers.
static SPELLINGS_OF: LazyLock<HashMap<&'static str, Vec<&'static str>>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for u in UNITS.iter() {
        map.entry(u.symbol).or_insert_with(|| {
            std::iter::once(u.symbol).chain(u.aliases.iter().copied()).collect()
        });
    }
    map
});

/// Every spelling of the unit `symbol` (canonical), the symbol first.
pub fn spellings(symbol: &str) -> &'static [&'static str] {
    SPELLINGS_OF.get(symbol).map_or(&[], Vec::as_slice)
}

/// Whether a translation always keeps this unit (see [`Unit::strict`]).
pub fn is_strict(symbol: &str) -> bool {
    let base = symbol.split('/').next().unwrap_or(symbol);
    UNITS.iter().any(|u| (u.symbol == symbol || u.symbol == base) && u.strict)
}

/// Units of time as languages write them in words after a number (`30 Sekunden`, `5 minut`,
/// `2 часа`, `30 秒`), gathered from every language: symbol → words. Only read after a number,
/// never as a term of their own: `ora` and `ore` are also ordinary words.
static TIME_WORDS: LazyLock<Vec<(&str, Vec<&str>)>> = LazyLock::new(|| {
    let mut out: Vec<(&str, Vec<&str>)> = Vec::new();
    for &(symbol, words) in quizdeck_lang::languages().iter().flat_map(|l| l.time_words) {
        let words = words.iter().copied().filter(|w| !two_meanings(w));
        match out.iter_mut().find(|(s, _)| *s == symbol) {
            Some((_, all)) => all.extend(words),
            None => out.push((symbol, words.collect())),
        }
    }
    out
});

fn longest(rest: &str) -> Option<(&'static str, usize)> {
    let first = rest.chars().next()?;
    let mut best: Option<(&'static str, usize)> = None;
    for &(symbol, spelling) in SPELLINGS_BY_FIRST.get(&first)? {
        if spelling.len() > best.map_or(0, |b| b.1)
            && rest.starts_with(spelling)
            && at_boundary(spelling, &rest[spelling.len()..])
            && !abbreviation(spelling, &rest[spelling.len()..])
        {
            best = Some((symbol, spelling.len()));
        }
    }
    best
}

/// Whether `spelling`, a Cyrillic letter alone before a point, abbreviates a word there: `1969
/// г.` is the year (`год`) of Russian and Bulgarian, where `12 г` is twelve grams. (After the
/// slash of a rate, `м/с.`, the point ends a sentence.)
fn abbreviation(spelling: &str, after: &str) -> bool {
    let mut letters = spelling.chars();
    let one = letters.next().filter(|_| letters.next().is_none());
    after.starts_with('.') && one.is_some_and(|c| family(c) == Some(Family::Cyrillic))
}

/// Every spelling of a unit or of a unit of time in words, as `(symbol, spelling)` in the order
/// of [`UNITS`] then [`TIME_WORDS`], by its first character: the unit after a number is looked
/// for among the spellings that can start there, not among all of them (hundreds, read after
/// every number).
static SPELLINGS_BY_FIRST: LazyLock<HashMap<char, Vec<(&'static str, &'static str)>>> =
    LazyLock::new(|| {
        let mut map: HashMap<char, Vec<_>> = HashMap::new();
        let units = UNITS.iter().map(|u| (u.symbol, &u.aliases));
        for (symbol, aliases) in units.chain(TIME_WORDS.iter().map(|(s, w)| (*s, w))) {
            for &spelling in std::iter::once(&symbol).chain(aliases) {
                if let Some(first) = spelling.chars().next() {
                    map.entry(first).or_default().push((symbol, spelling));
                }
            }
        }
        map
    });

/// A unit ends where no letter of its own script (nor a digit) follows: `14GBのメモリ` has `GB`,
/// `5 sec` does not have `s`.
fn at_boundary(unit: &str, after: &str) -> bool {
    let Some(last) = unit.chars().next_back() else { return false };
    let Some(next) = after.chars().next() else { return true };
    // A degree sign is a unit alone only before no letter: `°ሴ`, `°সে` are degrees Celsius in
    // Amharic and Bengali, which the tables lack; read as `°` they would differ from `°C`.
    if unit == "°" && next.is_alphabetic() {
        return false;
    }
    // An abbreviation of one or two letters in a script of its own that spaces its words
    // (Georgian `კმ`, Armenian `սմ`) ends where its word does: `კმაყოფილი` (satisfied) and
    // `մարդ` (person) hold no unit. A unit written as a word is read as before.
    if family(last) == Some(Family::Other)
        && quizdeck_lang::has_word_edges(last)
        && unit.chars().count() <= 2
    {
        let script = quizdeck_lang::script_of(last);
        return !(next.is_alphanumeric() && quizdeck_lang::script_of(next) == script);
    }
    // A digit may follow a unit of a script without spaces (`2分52秒`), not a Latin one (`5GB2`).
    if next.is_ascii_digit() {
        return family(last) == Some(Family::Other);
    }
    match (family(last), family(next)) {
        (Some(Family::Other), _) => true,
        (Some(a), Some(b)) => a != b,
        (None, _) => true,
        (Some(_), None) => true,
    }
}

/// Words for "square" that make a length an area, in the languages that write one beside the
/// unit rather than an exponent: Persian, Urdu, Pashto and Arabic `مربع` (`کیلومتر مربع`, `مربع
/// کلومیٹر`).
const SQUARE_WORDS: &[&str] = &["مربع", "مربعة"];

/// The length of a word for "square" at the start of `t` and one space after it.
pub(super) fn square_word(t: &str) -> Option<usize> {
    SQUARE_WORDS.iter().find_map(|w| {
        let rest = t.strip_prefix(w)?;
        let space = rest.chars().next().filter(|c| c.is_whitespace())?;
        Some(w.len() + space.len_utf8())
    })
}

/// Words for "cubic" after a unit, in the same languages: `متر مکعب`, `متر مكعب` (m³).
const CUBE_WORDS: &[&str] = &["مکعب", "مكعب"];

/// Whether a word for "square" follows a unit (`کیلومتر مربع`), `t` being the text after it.
pub(super) fn square_after(t: &str) -> bool {
    word_after(t, SQUARE_WORDS)
}

/// Whether a word for "cubic" follows a unit (`متر مکعب`), `t` being the text after it.
pub(super) fn cube_after(t: &str) -> bool {
    word_after(t, CUBE_WORDS)
}

/// Whether one of `words` follows a space at the start of `t`, as a whole word.
fn word_after(t: &str, words: &[&str]) -> bool {
    let Some(rest) = t.strip_prefix(' ') else { return false };
    words
        .iter()
        .any(|w| rest.strip_prefix(w).is_some_and(|r| !r.starts_with(char::is_alphanumeric)))
}

#[cfg(test)]
#[path = "unit_tests.rs"]
mod tests;
