//! Romance languages, and Latin.

use crate::language::Family::Romance;
use crate::language::{Language, NumberWords, Variant};
use crate::script::Script::Latin;

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "fr",
        name: "French",
        iso639_3: "fra",
        scripts: &[Latin],
        endonyms: &["français", "francais"],
        numbers: &[NumberWords {
            teens: &["treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"],
            // 70 to 99 are sums (`soixante-dix`, `quatre-vingts`), not tens.
            tens: &["vingt", "trente", "quarante", "cinquante", "soixante"],
            units: &["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
            compound: Some(|t, u| {
                if u == "un" { vec![format!("{t}-et-un")] } else { vec![format!("{t}-{u}")] }
            }),
            extra: &[],
        }],
        scale_words: &[("mille", 3), ("million", 6), ("milliard", 9)],
        unit_words: &[
            ("B", &["octet", "octets"]),
            ("kB", &["ko", "Ko", "kilooctet", "kilooctets"]),
            ("MB", &["Mo", "mégaoctet", "mégaoctets"]),
            ("GB", &["Go", "gigaoctet", "gigaoctets"]),
            ("TB", &["To", "téraoctet", "téraoctets"]),
            ("PB", &["Po"]),
            ("EB", &["Eo"]),
            ("KiB", &["Kio"]),
            ("MiB", &["Mio"]),
            ("GiB", &["Gio"]),
            ("TiB", &["Tio"]),
            ("%", &["pour cent"]),
        ],
        time_words: &[
            ("s", &["seconde", "secondes"]),
            ("min", &["minute", "minutes"]),
            ("h", &["heure", "heures"]),
        ],
        acronyms: &[
            ("IA", "AI"),
            ("UE", "EU"),
            ("ONU", "UN"),
            ("OMS", "WHO"),
            ("PIB", "GDP"),
            ("ADN", "DNA"),
            ("ARN", "RNA"),
            ("OTAN", "NATO"),
            ("TVA", "VAT"),
            ("VIH", "HIV"),
        ],
        written_out: &[("CPU", &["processeur"]), ("RAM", &["mémoire vive"])],
        emphasis: &["PAS", "SAUF", "FAUX", "VRAI", "NON"],
        particles: &["de", "du", "la", "le"],
        ..Language::BLANK
    },
    Language {
        tag: "es",
        name: "Spanish",
        iso639_3: "spa",
        scripts: &[Latin],
        families: &[Romance],
        endonyms: &["español", "espanol", "castellano"],
        numbers: &[NumberWords {
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
            compound: None,
            // The twenties are one word each; the others are three (`treinta y uno`).
            extra: &[
                ("veintiuno", 21),
                ("veintidós", 22),
                ("veintitrés", 23),
                ("veinticuatro", 24),
                ("veinticinco", 25),
                ("veintiséis", 26),
                ("veintisiete", 27),
                ("veintiocho", 28),
                ("veintinueve", 29),
            ],
        }],
        scale_words: &[("millón", 6), ("millones", 6)],
        unit_words: &[("%", &["por ciento"])],
        time_words: &[
            ("s", &["segundo", "segundos"]),
            ("min", &["minuto", "minutos"]),
            ("h", &["hora", "horas"]),
        ],
        acronyms: &[
            ("IA", "AI"),
            ("UE", "EU"),
            ("ONU", "UN"),
            ("OMS", "WHO"),
            ("PIB", "GDP"),
            ("ADN", "DNA"),
            ("ARN", "RNA"),
            ("UCP", "CPU"),
            ("SO", "OS"),
            ("OTAN", "NATO"),
            ("IVA", "VAT"),
            ("VIH", "HIV"),
            ("AA", "ML"),
        ],
        written_out: &[("CPU", &["procesador"]), ("RAM", &["memoria ram"])],
        emphasis: &["NO", "NUNCA", "SOLO", "TODOS"],
        particles: &["de", "del", "la", "y"],
        ..Language::BLANK
    },
    Language {
        tag: "pt",
        name: "Portuguese",
        iso639_3: "por",
        scripts: &[Latin],
        families: &[Romance],
        endonyms: &["português", "portugues"],
        variants: &[
            Variant {
                tag: "pt-BR",
                endonyms: &["português (brasil)", "português do brasil"],
                han: None,
            },
            Variant { tag: "pt-PT", endonyms: &["português (portugal)"], han: None },
        ],
        numbers: &[NumberWords {
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
            compound: None,
            extra: &[],
        }],
        scale_words: &[("milhão", 6), ("milhões", 6), ("bilhão", 9), ("bilhões", 9)],
        unit_words: &[("%", &["por cento"])],
        time_words: &[
            ("s", &["segundo", "segundos"]),
            ("min", &["minuto", "minutos"]),
            ("h", &["hora", "horas"]),
        ],
        acronyms: &[
            ("IA", "AI"),
            ("UE", "EU"),
            ("ONU", "UN"),
            ("OMS", "WHO"),
            ("PIB", "GDP"),
            ("ADN", "DNA"),
            ("UCP", "CPU"),
            ("SO", "OS"),
            ("OTAN", "NATO"),
            ("IVA", "VAT"),
        ],
        written_out: &[("CPU", &["processador"])],
        // `NÃO` as quizzes write it in capitals without the tilde.
        emphasis: &["NAO", "NUNCA", "TODOS"],
        particles: &["da", "das", "de", "dos", "e"],
        ..Language::BLANK
    },
    Language {
        tag: "it",
        name: "Italian",
        iso639_3: "ita",
        scripts: &[Latin],
        families: &[Romance],
        endonyms: &["italiano"],
        numbers: &[NumberWords {
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
            // The ten drops its vowel before `uno` and `otto` (`ventotto`); `tre` takes an accent
            // at the end of a compound (`ventitré`).
            compound: Some(|t, u| {
                let t = if u == "uno" || u == "otto" { &t[..t.len() - 1] } else { t };
                let mut out = vec![format!("{t}{u}")];
                if u == "tre" {
                    out.push(format!("{t}tré"));
                }
                out
            }),
            extra: &[],
        }],
        scale_words: &[
            ("mila", 3),
            ("milione", 6),
            ("milioni", 6),
            ("miliardo", 9),
            ("miliardi", 9),
        ],
        unit_words: &[("%", &["per cento"])],
        time_words: &[
            ("s", &["secondo", "secondi"]),
            ("min", &["minuto", "minuti"]),
            ("h", &["ora", "ore"]),
        ],
        acronyms: &[
            ("IA", "AI"),
            ("UE", "EU"),
            ("ONU", "UN"),
            ("OMS", "WHO"),
            ("SO", "OS"),
            ("IVA", "VAT"),
        ],
        written_out: &[("CPU", &["processore"]), ("RAM", &["memoria ram"])],
        emphasis: &["NON", "SOLO"],
        particles: &["da", "di", "del", "della"],
        ..Language::BLANK
    },
    Language {
        tag: "ca",
        name: "Catalan",
        iso639_3: "cat",
        scripts: &[Latin],
        families: &[Romance],
        endonyms: &["català"],
        ..Language::BLANK
    },
    Language {
        tag: "gl",
        name: "Galician",
        iso639_3: "glg",
        scripts: &[Latin],
        endonyms: &["galego"],
        ..Language::BLANK
    },
    Language {
        tag: "ro",
        name: "Romanian",
        iso639_3: "ron",
        scripts: &[Latin],
        families: &[Romance],
        endonyms: &["română"],
        written_out: &[("CPU", &["procesor"])],
        ..Language::BLANK
    },
    Language {
        tag: "la",
        name: "Latin",
        iso639_3: "lat",
        scripts: &[Latin],
        families: &[Romance],
        ..Language::BLANK
    },
];
