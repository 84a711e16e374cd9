//! More languages of Africa, and of Madagascar: Hausa, Yoruba, Igbo, Somali, Malagasy.

use crate::language::Language;
use crate::script::Script::Latin;

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "ha",
        name: "Hausa",
        iso639_3: "hau",
        quiz_words: &["jarrabawa"],
        copulas: &["ne", "ce"],
        scripts: &[Latin],
        endonyms: &["hausa", "harshen hausa"],
        question_prefixes: &["Tambaya"],
        reader_words: &["naka", "naki", "amsarka", "amsarki", "amsarku"],
        answer_words: &["amsa"],
        wrong_words: &["kuskure"],
        // `ba … ba` around what it denies (`ba A ba ne`, it is not A), `babu` "there is none".
        // `ne` and `ce` are the copula (`B ne`, it is B), not French `ne`.
        negations: &["ba", "babu"],
        scale_words_before: &[("dubu", 3), ("miliyan", 6), ("biliyan", 9)],
        ..Language::BLANK
    },
    Language {
        tag: "yo",
        name: "Yoruba",
        iso639_3: "yor",
        quiz_words: &["ìdánwò"],
        copulas: &["ni"],
        scripts: &[Latin],
        endonyms: &["yorùbá", "èdè yorùbá"],
        question_prefixes: &["Ìbéèrè"],
        reader_words: &["rẹ", "yín"],
        answer_words: &["ìdáhùn", "idahun"],
        ..Language::BLANK
    },
    Language {
        tag: "ig",
        name: "Igbo",
        iso639_3: "ibo",
        scripts: &[Latin],
        endonyms: &["igbo", "asụsụ igbo"],
        reader_words: &["gị", "unu"],
        answer_words: &["azịza", "aziza"],
        quiz_words: &["ule"],
        ..Language::BLANK
    },
    Language {
        tag: "so",
        name: "Somali",
        iso639_3: "som",
        scripts: &[Latin],
        // `150 milyan km`: the number, then its scale word, as in English.
        scale_words: &[("milyan", 6), ("bilyan", 9)],
        question_prefixes: &["Su'aal", "Suaal"],
        reader_words: &["kaaga", "jawaabtaada", "adiga"],
        answer_words: &["jawaab", "saxda"],
        wrong_words: &["khalad"],
        ..Language::BLANK
    },
    Language {
        tag: "mg",
        name: "Malagasy",
        iso639_3: "plt",
        scripts: &[Latin],
        reader_words: &["anao", "nao", "valinao"],
        answer_words: &["valiny"],
        wrong_words: &["diso"],
        ..Language::BLANK
    },
];
