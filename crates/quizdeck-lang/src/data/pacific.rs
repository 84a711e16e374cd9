//! Languages of the Pacific: the Polynesian languages, whose pages the detector cannot name (it
//! takes Samoan for Italian or Tagalog). Their own names on a text rendering's language line
//! (`Gagana Sāmoa`, `ʻŌlelo Hawaiʻi`) name them, as they are written with and without the
//! macron and the ʻokina. Tahitian (`Pahonoraʻa: A`) and Tok Pisin (`Askim:` before a stem, `Kwis:`
//! before a quiz's subject) are known by their words around a question.

use crate::language::Language;
use crate::script::Script::Latin;

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "sm",
        name: "Samoan",
        iso639_3: "smo",
        scripts: &[Latin],
        endonyms: &[
            "gagana sāmoa",
            "gagana samoa",
            "gagana faʻa sāmoa",
            "gagana fa'a sāmoa",
            "gagana fa'a samoa",
        ],
        question_prefixes: &["Fesili"],
        // `tali` is Tongan's word too: a lead `Tali:` alone names neither language.
        answer_words: &["tali"],
        wrong_words: &["sese"],
        quiz_words: &["suʻega", "su'ega"],
        ..Language::BLANK
    },
    Language {
        tag: "to",
        name: "Tongan",
        iso639_3: "ton",
        scripts: &[Latin],
        endonyms: &["lea fakatonga", "lea faka-tonga"],
        answer_words: &["tali"],
        quiz_words: &["sivi"],
        ..Language::BLANK
    },
    Language {
        tag: "haw",
        name: "Hawaiian",
        iso639_3: "haw",
        scripts: &[Latin],
        endonyms: &["ʻōlelo hawaiʻi", "'ōlelo hawai'i", "ōlelo hawaiʻi", "olelo hawaii"],
        // `haʻina` (the answer, `Ka haʻina: B`), with its ʻokina as pages type it; not `pane`
        // (a reply), which begins too many words of other languages (`Panel:`) to lead a key.
        answer_words: &["haʻina", "ha‘ina", "ha'ina"],
        quiz_words: &["hōʻike", "hō'ike"],
        ..Language::BLANK
    },
    Language {
        tag: "mi",
        name: "Maori",
        iso639_3: "mri",
        scripts: &[Latin],
        endonyms: &["te reo māori", "te reo maori", "reo māori"],
        answer_words: &["whakautu"],
        quiz_words: &["whakamātautau", "pātaitai"],
        ..Language::BLANK
    },
    Language {
        tag: "ty",
        name: "Tahitian",
        iso639_3: "tah",
        scripts: &[Latin],
        endonyms: &["reo tahiti", "reo mā'ohi", "reo māʻohi"],
        // `pahonoraʻa`, with the ʻeta or an apostrophe, or without it.
        answer_words: &["pahonora"],
        ..Language::BLANK
    },
    Language {
        tag: "tpi",
        name: "Tok Pisin",
        iso639_3: "tpi",
        scripts: &[Latin],
        endonyms: &["tok pisin"],
        // `Askim: …` leads a stem as `Question:` does; `Kwis:` titles a quiz as `Quiz:` does.
        question_prefixes: &["Askim"],
        quiz_words: &["kwis"],
        answer_words: &["ansa"],
        ..Language::BLANK
    },
];
