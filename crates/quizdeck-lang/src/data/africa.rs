//! More languages of Africa, known by their words for "answer" (and, where pages write them,
//! "question"): a key that gives only its label (`Eyano: C`, `Jaabi: A`, `Karabo: D`) names the
//! answer only after a word the registry lists. The language detector names none of them
//! reliably; a page's `<html lang>` or its language line does.

use crate::language::Language;
use crate::script::Script::{Latin, Nko};

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "om",
        name: "Oromo",
        iso639_3: "orm",
        scripts: &[Latin],
        endonyms: &["afaan oromoo"],
        question_prefixes: &["Gaaffii"],
        answer_words: &["deebii"],
        ..Language::BLANK
    },
    Language {
        tag: "ln",
        name: "Lingala",
        iso639_3: "lin",
        scripts: &[Latin],
        endonyms: &["lingála", "lingala"],
        question_prefixes: &["Motuna"],
        answer_words: &["eyano"],
        ..Language::BLANK
    },
    Language {
        tag: "wo",
        name: "Wolof",
        iso639_3: "wol",
        scripts: &[Latin],
        endonyms: &["wolof", "wollof"],
        answer_words: &["tontu"],
        ..Language::BLANK
    },
    Language {
        tag: "st",
        name: "Sesotho",
        iso639_3: "sot",
        scripts: &[Latin],
        endonyms: &["sesotho"],
        question_prefixes: &["Potso"],
        // `karabo` is Setswana's word too: a lead `Karabo:` alone names neither language.
        answer_words: &["karabo"],
        ..Language::BLANK
    },
    Language {
        tag: "tn",
        name: "Setswana",
        iso639_3: "tsn",
        scripts: &[Latin],
        endonyms: &["setswana"],
        question_prefixes: &["Potso"],
        answer_words: &["karabo"],
        ..Language::BLANK
    },
    Language {
        tag: "ny",
        name: "Chichewa",
        iso639_3: "nya",
        scripts: &[Latin],
        endonyms: &["chichewa", "chicheŵa", "chinyanja"],
        question_prefixes: &["Funso"],
        // `yankho lanu` is the reader's answer on a review page, not the key.
        reader_words: &["lanu", "wanu"],
        answer_words: &["yankho", "mayankho"],
        // A review page's verdict over the question (`Zolakwika`, wrong), which is no topic.
        wrong_words: &["zolakwika", "silolondola"],
        quiz_words: &["mayeso"],
        ..Language::BLANK
    },
    Language {
        tag: "lg",
        name: "Luganda",
        iso639_3: "lug",
        scripts: &[Latin],
        endonyms: &["luganda"],
        question_prefixes: &["Ekibuuzo"],
        // Written with the apostrophe in one word (`Eky'okuddamu`), or apart after a curly one.
        answer_words: &["eky'okuddamu", "okuddamu"],
        ..Language::BLANK
    },
    Language {
        tag: "bm",
        name: "Bambara",
        iso639_3: "bam",
        scripts: &[Latin, Nko],
        endonyms: &["bamanankan"],
        question_prefixes: &["Ɲininkali"],
        answer_words: &["jaabi"],
        ..Language::BLANK
    },
    Language {
        tag: "nqo",
        name: "N'Ko",
        iso639_3: "nqo",
        scripts: &[Nko],
        endonyms: &["ߒߞߏ"],
        // `jaabi`, "answer", as the N'Ko script writes it, with its tone mark.
        answer_words: &["ߖߋ߬ߓߌ", "ߖߋߓߌ"],
        ..Language::BLANK
    },
    Language {
        tag: "kab",
        name: "Kabyle",
        iso639_3: "kab",
        scripts: &[Latin],
        endonyms: &["taqbaylit"],
        question_prefixes: &["Asteqsi"],
        answer_words: &["tiririt"],
        ..Language::BLANK
    },
];
