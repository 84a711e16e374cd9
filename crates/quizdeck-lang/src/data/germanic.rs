//! Germanic languages.

use crate::language::Family::{LowFranconian, Scandinavian};
use crate::language::{Language, NumberWords, Variant};
use crate::script::Script::{Hebrew, Latin};

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "en",
        name: "English",
        iso639_3: "eng",
        scripts: &[Latin],
        endonyms: &["english"],
        numbers: &[NumberWords {
            teens: &[
                "thirteen",
                "fourteen",
                "fifteen",
                "sixteen",
                "seventeen",
                "eighteen",
                "nineteen",
            ],
            tens: &["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
            units: &["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
            compound: Some(|t, u| vec![format!("{t}-{u}")]),
            extra: &[],
        }],
        scale_words: &[("thousand", 3), ("million", 6), ("billion", 9), ("trillion", 12)],
        unit_words: &[
            ("B", &["byte", "bytes"]),
            ("kB", &["kilobyte", "kilobytes"]),
            ("MB", &["megabyte", "megabytes"]),
            ("GB", &["gigabyte", "gigabytes"]),
            ("TB", &["terabyte", "terabytes"]),
            ("bit", &["bits"]),
            ("s", &["sec"]),
            ("%", &["percent", "per cent"]),
        ],
        time_words: &[
            ("s", &["second", "seconds"]),
            ("min", &["minute", "minutes"]),
            ("h", &["hour", "hours"]),
        ],
        written_out: &[("CPU", &["processor"])],
        emphasis: &[
            "NOT", "NO", "ONLY", "ALL", "NONE", "NEVER", "ALWAYS", "EXCEPT", "FALSE", "TRUE",
            "BEST", "LEAST", "MOST",
        ],
        question_prefixes: &["Q"],
        ..Language::BLANK
    },
    Language {
        tag: "de",
        name: "German",
        iso639_3: "deu",
        scripts: &[Latin],
        endonyms: &["deutsch"],
        numbers: &[NumberWords {
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
                "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig",
                "neunzig",
            ],
            units: &["ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
            // Swiss spelling writes `ss` for `ß`.
            compound: Some(|t, u| {
                vec![format!("{u}und{t}"), format!("{u}und{t}").replace('ß', "ss")]
            }),
            extra: &[("dreissig", 30)],
        }],
        scale_words: &[("tausend", 3)],
        unit_words: &[
            ("B", &["Byte"]),
            ("kB", &["kByte", "KByte", "Kilobyte"]),
            ("MB", &["MByte", "Megabyte"]),
            ("GB", &["GByte", "Gigabyte"]),
            ("TB", &["TByte", "Terabyte"]),
            ("%", &["Prozent"]),
        ],
        time_words: &[
            ("s", &["Sekunde", "Sekunden"]),
            ("min", &["Minute", "Minuten"]),
            ("h", &["Stunde", "Stunden"]),
        ],
        acronyms: &[("KI", "AI"), ("BIP", "GDP")],
        written_out: &[("CPU", &["prozessor"]), ("RAM", &["arbeitsspeicher"])],
        emphasis: &["NICHT", "KEIN", "KEINE"],
        particles: &["von", "der", "den"],
        ..Language::BLANK
    },
    Language {
        tag: "nl",
        name: "Dutch",
        iso639_3: "nld",
        scripts: &[Latin],
        families: &[LowFranconian],
        endonyms: &["nederlands", "vlaams"],
        numbers: &[NumberWords {
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
                "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig",
                "negentig",
            ],
            units: &["een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
            // `tweeëntwintig`: a diaeresis after a unit ending in `e`.
            compound: Some(|t, u| {
                let and = if u.ends_with('e') { "ën" } else { "en" };
                vec![format!("{u}{and}{t}")]
            }),
            extra: &[],
        }],
        scale_words: &[("duizend", 3), ("miljoen", 6), ("miljard", 9)],
        unit_words: &[("%", &["procent"])],
        time_words: &[
            ("s", &["seconde", "seconden"]),
            ("min", &["minuut", "minuten"]),
            ("h", &["uur"]),
        ],
        acronyms: &[("BTW", "VAT")],
        emphasis: &["NIET", "GEEN"],
        particles: &["van", "de", "der", "den", "ten", "ter"],
        ..Language::BLANK
    },
    Language {
        tag: "af",
        name: "Afrikaans",
        iso639_3: "afr",
        scripts: &[Latin],
        families: &[LowFranconian],
        endonyms: &["afrikaans"],
        ..Language::BLANK
    },
    Language {
        tag: "sv",
        name: "Swedish",
        iso639_3: "swe",
        scripts: &[Latin],
        families: &[Scandinavian],
        endonyms: &["svenska"],
        numbers: &[NumberWords {
            teens: &["tretton", "fjorton", "femton", "sexton", "sjutton", "arton", "nitton"],
            tens: &["tjugo", "trettio", "fyrtio", "femtio", "sextio", "sjuttio", "åttio", "nittio"],
            units: &[],
            compound: None,
            extra: &[],
        }],
        unit_words: &[("%", &["procent"])],
        time_words: &[("s", &["sekunder"]), ("min", &["minuter"]), ("h", &["timme", "timmar"])],
        ..Language::BLANK
    },
    Language {
        tag: "da",
        name: "Danish",
        iso639_3: "dan",
        scripts: &[Latin],
        families: &[Scandinavian],
        endonyms: &["dansk"],
        time_words: &[("s", &["sekunder"])],
        ..Language::BLANK
    },
    Language {
        tag: "nb",
        name: "Norwegian Bokmål",
        iso639_3: "nob",
        scripts: &[Latin],
        families: &[Scandinavian],
        endonyms: &["norsk bokmål"],
        // Norwegian without saying which written standard: most sites write Bokmål.
        variants: &[Variant { tag: "no", endonyms: &["norsk"], han: None }],
        time_words: &[("s", &["sekunder"])],
        ..Language::BLANK
    },
    Language {
        tag: "is",
        name: "Icelandic",
        iso639_3: "isl",
        scripts: &[Latin],
        endonyms: &["íslenska"],
        ..Language::BLANK
    },
    Language { tag: "yi", name: "Yiddish", iso639_3: "yid", scripts: &[Hebrew], ..Language::BLANK },
];
