//! Regional languages of Europe, the Arctic, the Caucasus and the Caribbean, known by their words
//! for "answer": a key that gives only its label (`Vástádus: B`, `Akissut: D`, `Яуап: А`,
//! `Rempuesta correuta: C`) names the answer only after a word the registry lists. The language
//! detector takes their pages for a neighbour's (Asturian for Spanish, Bashkir for Tatar) or
//! names none; a page's `<html lang>` names them.

use crate::language::Language;
use crate::script::Script::{Cyrillic, Latin};

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "se",
        name: "Northern Sami",
        iso639_3: "sme",
        scripts: &[Latin],
        endonyms: &["davvisámegiella", "sámegiella"],
        answer_words: &["vástád", "vastad"],
        ..Language::BLANK
    },
    Language {
        tag: "kl",
        name: "Greenlandic",
        iso639_3: "kal",
        scripts: &[Latin],
        endonyms: &["kalaallisut"],
        question_prefixes: &["Apeqqut"],
        answer_words: &["akissut"],
        ..Language::BLANK
    },
    Language {
        tag: "ast",
        name: "Asturian",
        iso639_3: "ast",
        scripts: &[Latin],
        endonyms: &["asturianu"],
        question_prefixes: &["Entruga"],
        answer_words: &["rempuesta"],
        ..Language::BLANK
    },
    Language {
        tag: "ba",
        name: "Bashkir",
        iso639_3: "bak",
        scripts: &[Cyrillic],
        endonyms: &["башҡорт теле", "башҡортса"],
        question_prefixes: &["Һорау"],
        answer_words: &["яуап"],
        ..Language::BLANK
    },
    Language {
        tag: "ce",
        name: "Chechen",
        iso639_3: "che",
        scripts: &[Cyrillic],
        endonyms: &["нохчийн мотт", "нохчийн"],
        question_prefixes: &["Хаттар"],
        // Whole word's beginning: `жоп` and its cases (`жоьпаш`, answers, are written apart).
        answer_words: &["жоп"],
        ..Language::BLANK
    },
    Language {
        tag: "os",
        name: "Ossetian",
        iso639_3: "oss",
        scripts: &[Cyrillic],
        endonyms: &["ирон æвзаг", "ирон"],
        question_prefixes: &["Фарст"],
        answer_words: &["дзуапп"],
        ..Language::BLANK
    },
    Language {
        tag: "pap",
        name: "Papiamento",
        iso639_3: "pap",
        scripts: &[Latin],
        endonyms: &["papiamentu", "papiamento"],
        question_prefixes: &["Pregunta"],
        answer_words: &["kontesta"],
        wrong_words: &["inkorekt"],
        ..Language::BLANK
    },
];
