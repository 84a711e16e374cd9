//! Numbers from 13 to 99 spelled out in words (`fourteen`, `vierundzwanzig`, `czternaście`,
//! `двадцать`), so that a translation writing `14` where another writes `fourteen` is no
//! mismatch. Smaller numbers need no table: their absence on one side is tolerated anyway (see
//! [`super::Number::is_small`]).
//!
//! A table rather than a crate: the number-to-words crates go the other way (digits to words) and
//! cover one language each; recognizing the words of a dozen languages takes this list.

use std::collections::HashMap;
use std::sync::LazyLock;

/// Teens 13 … 19, tens 20 … 90, units 1 … 9 (for compounds), and how a compound is built.
struct Lang {
    teens: &'static [&'static str],
    tens: &'static [&'static str],
    units: &'static [&'static str],
    compound: fn(ten: &str, unit: &str) -> Vec<String>,
}

fn none(_: &str, _: &str) -> Vec<String> {
    Vec::new()
}

const EN_UNITS: &[&str] = &["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

static LANGS: &[Lang] = &[
    Lang {
        teens: &["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"],
        tens: &["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
        units: EN_UNITS,
        compound: |t, u| vec![format!("{t}-{u}")],
    },
    Lang {
        teens: &[
            "dreizehn",
            "vierzehn",
            "fünfzehn",
            "sechzehn",
            "siebzehn",
            "achtzehn",
            "neunzehn",
        ],
        tens: &[
            "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig",
        ],
        units: &["ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
        compound: |t, u| vec![format!("{u}und{t}"), format!("{u}und{t}").replace('ß', "ss")],
    },
    Lang {
        teens: &[
            "dertien",
            "veertien",
            "vijftien",
            "zestien",
            "zeventien",
            "achttien",
            "negentien",
        ],
        tens: &[
            "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig",
        ],
        units: &["een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
        compound: |t, u| {
            let and = if u.ends_with('e') { "ën" } else { "en" };
            vec![format!("{u}{and}{t}")]
        },
    },
    Lang {
        teens: &["treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"],
        tens: &["vingt", "trente", "quarante", "cinquante", "soixante"],
        units: &["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
        compound: |t, u| {
            if u == "un" { vec![format!("{t}-et-un")] } else { vec![format!("{t}-{u}")] }
        },
    },
    Lang {
        teens: &[
            "trece",
            "catorce",
            "quince",
            "dieciséis",
            "diecisiete",
            "dieciocho",
            "diecinueve",
        ],
        tens: &[
            "veinte",
            "treinta",
            "cuarenta",
            "cincuenta",
            "sesenta",
            "setenta",
            "ochenta",
            "noventa",
        ],
        units: &[],
        compound: none,
    },
    Lang {
        teens: &["treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"],
        tens: &[
            "vinte",
            "trinta",
            "quarenta",
            "cinquenta",
            "sessenta",
            "setenta",
            "oitenta",
            "noventa",
        ],
        units: &[],
        compound: none,
    },
    Lang {
        teens: &[
            "tredici",
            "quattordici",
            "quindici",
            "sedici",
            "diciassette",
            "diciotto",
            "diciannove",
        ],
        tens: &[
            "venti",
            "trenta",
            "quaranta",
            "cinquanta",
            "sessanta",
            "settanta",
            "ottanta",
            "novanta",
        ],
        units: &["uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
        compound: |t, u| {
            let t = if u == "uno" || u == "otto" { &t[..t.len() - 1] } else { t };
            let mut out = vec![format!("{t}{u}")];
            if u == "tre" {
                out.push(format!("{t}tré"));
            }
            out
        },
    },
    Lang {
        teens: &[
            "trzynaście",
            "czternaście",
            "piętnaście",
            "szesnaście",
            "siedemnaście",
            "osiemnaście",
            "dziewiętnaście",
        ],
        tens: &[
            "dwadzieścia",
            "trzydzieści",
            "czterdzieści",
            "pięćdziesiąt",
            "sześćdziesiąt",
            "siedemdziesiąt",
            "osiemdziesiąt",
            "dziewięćdziesiąt",
        ],
        units: &[],
        compound: none,
    },
    Lang {
        teens: &[
            "trzynastu",
            "czternastu",
            "piętnastu",
            "szesnastu",
            "siedemnastu",
            "osiemnastu",
            "dziewiętnastu",
        ],
        tens: &[
            "dwudziestu",
            "trzydziestu",
            "czterdziestu",
            "pięćdziesięciu",
            "sześćdziesięciu",
            "siedemdziesięciu",
            "osiemdziesięciu",
            "dziewięćdziesięciu",
        ],
        units: &[],
        compound: none,
    },
    Lang {
        teens: &[
            "тринадцать",
            "четырнадцать",
            "пятнадцать",
            "шестнадцать",
            "семнадцать",
            "восемнадцать",
            "девятнадцать",
        ],
        tens: &[
            "двадцать",
            "тридцать",
            "сорок",
            "пятьдесят",
            "шестьдесят",
            "семьдесят",
            "восемьдесят",
            "девяносто",
        ],
        units: &[],
        compound: none,
    },
    Lang {
        teens: &[
            "тринадцати",
            "четырнадцати",
            "пятнадцати",
            "шестнадцати",
            "семнадцати",
            "восемнадцати",
            "девятнадцати",
        ],
        tens: &[
            "двадцати",
            "тридцати",
            "сорока",
            "пятидесяти",
            "шестидесяти",
            "семидесяти",
            "восьмидесяти",
            "девяноста",
        ],
        units: &[],
        compound: none,
    },
    Lang {
        teens: &["tretton", "fjorton", "femton", "sexton", "sjutton", "arton", "nitton"],
        tens: &["tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio", "nittio"],
        units: &[],
        compound: none,
    },
];

/// Spanish twenties are one word each (`veinticuatro`).
const ES_TWENTIES: &[&str] = &[
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
];

static WORDS: LazyLock<HashMap<String, u32>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for lang in LANGS {
        for (k, w) in lang.teens.iter().enumerate() {
            map.insert((*w).to_owned(), 13 + k as u32);
        }
        for (k, t) in lang.tens.iter().enumerate() {
            let ten = 20 + 10 * k as u32;
            map.insert((*t).to_owned(), ten);
            for (u, unit) in lang.units.iter().enumerate() {
                for w in (lang.compound)(t, unit) {
                    map.insert(w, ten + 1 + u as u32);
                }
            }
        }
    }
    for (k, w) in ES_TWENTIES.iter().enumerate() {
        map.insert((*w).to_owned(), 21 + k as u32);
    }
    map.insert("dreissig".to_owned(), 30);
    map
});

/// The value of `word` (one word, possibly hyphenated, any case) when it spells a number from 13
/// to 99.
pub(crate) fn spelled(word: &str) -> Option<u32> {
    let n = word.chars().count();
    if !(4..=24).contains(&n) {
        return None;
    }
    WORDS.get(&word.to_lowercase()).copied()
}

#[cfg(test)]
mod tests {
    use super::spelled;

    #[test]
    fn spelled_numbers_of_several_languages() {
        assert_eq!(spelled("fourteen"), Some(14));
        assert_eq!(spelled("Twenty-four"), Some(24));
        assert_eq!(spelled("vierundzwanzig"), Some(24));
        assert_eq!(spelled("tweeëntwintig"), Some(22));
        assert_eq!(spelled("vingt-et-un"), Some(21));
        assert_eq!(spelled("ventotto"), Some(28));
        assert_eq!(spelled("czternaście"), Some(14));
        assert_eq!(spelled("двадцати"), Some(20));
        assert_eq!(spelled("veinticuatro"), Some(24));
        assert_eq!(spelled("block"), None);
        assert_eq!(spelled("one"), None);
    }
}
