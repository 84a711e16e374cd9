//! Languages of Europe's edges, the Andes, Africa, the Philippines, the Indian Ocean, Central
//! Asia, Tibet and the Arctic known by their quiz pages' own words alone: the names a language
//! switcher shows, the words a reveal leads with ("answer", "question"), and those of a lead that
//! names a label as something else (a wrong answer, the reader's, last week's). Their names on a
//! text rendering's language line name them, and a page in one of them whose lead is not its
//! word for "answer" (a poll's `Flest atkvøður: B`, a hint's `Indici: B`) gives no key.

use crate::language::Language;
use crate::script::Script::{Arabic, CanadianSyllabics, Cyrillic, Latin, Thaana, Tibetan};

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "fo",
        name: "Faroese",
        iso639_3: "fao",
        scripts: &[Latin],
        endonyms: &["føroyskt", "føroyskt mál"],
        question_prefixes: &["Spurningur"],
        // `svar` is Swedish, Danish and Norwegian too: it names no language alone.
        answer_words: &["svar"],
        wrong_words: &["skeivt", "rangt"],
        reader_words: &["títt", "tú"],
        earlier_words: &["seinast", "fyrr"],
        quiz_words: &["próvtøka", "spurnakapping"],
        // The detector, which knows no Faroese, takes it for Danish or Norwegian: the question
        // words (`hvat`, `hvør`, `hvussu`), `ikki`, `tað`, `eitur`, and `í`, `á` with their
        // accents tell it from both; `og`, `til`, `er`, `har`, `av`, `var`, `kan`, `men`, which
        // it shares with them, are here so that they do not count against it.
        common_words: &[
            "og", "í", "á", "til", "er", "at", "har", "av", "var", "kan", "men", "han", "hon",
            "hann", "hvat", "hvør", "hvørjum", "hvønn", "hvussu", "nær", "ikki", "tað", "hetta",
            "eitur", "eisini", "sum", "teir", "tey", "hevur", "hava", "varð", "verður", "ella",
            "ein", "eitt", "eru", "mong", "mongu", "um", "við", "frá", "úr", "út", "tí", "fyri",
            "vit", "tit", "tú", "mær", "sær",
        ],
        ..Language::BLANK
    },
    Language {
        tag: "fy",
        name: "West Frisian",
        iso639_3: "fry",
        quiz_words: &["kwis", "toets", "eksamen"],
        scripts: &[Latin],
        endonyms: &["frysk", "westerlauwersk frysk"],
        question_prefixes: &["Fraach"],
        answer_words: &["antwurd"],
        wrong_words: &["ferkeard"],
        reader_words: &["dyn"],
        earlier_words: &["foarige", "ôfrûne"],
        ..Language::BLANK
    },
    Language {
        tag: "gd",
        name: "Scottish Gaelic",
        iso639_3: "gla",
        scripts: &[Latin],
        endonyms: &["gàidhlig", "gaidhlig"],
        question_prefixes: &["Ceist"],
        // Lenited after the article and some possessives (`an fhreagairt`).
        answer_words: &["freagairt", "fhreagairt"],
        wrong_words: &["ceàrr", "cearr"],
        quiz_words: &["ceisteachan", "deuchainn"],
        // Its words and Irish's are much the same (`an`, `na`, `agus`, `le`, `seo`), and are here
        // so that they do not count against it; `tha`, `bha`, `eil`, `dè`, `cò`, `gu`, `bho`,
        // `ri` are its own.
        common_words: &[
            "an", "am", "a", "na", "nan", "nam", "agus", "is", "as", "ann", "air", "aig", "le",
            "leis", "do", "de", "bho", "gu", "gun", "ri", "ris", "tha", "bha", "bidh", "bhith",
            "chan", "cha", "eil", "robh", "e", "i", "iad", "mi", "thu", "sinn", "sibh", "seo",
            "sin", "dè", "cò", "ciamar", "carson", "càite", "cuin", "mar", "ach", "no", "eile",
            "gach", "aon", "dà", "motha", "mòr", "fhèin", "aca", "aige", "aice", "às", "anns",
            "sa", "ga", "gam", "gan", "ged", "oir", "nach", "nuair",
        ],
        ..Language::BLANK
    },
    Language {
        tag: "br",
        name: "Breton",
        iso639_3: "bre",
        scripts: &[Latin],
        endonyms: &["brezhoneg"],
        question_prefixes: &["Goulenn"],
        answer_words: &["respont"],
        // The detector, which knows no Breton, gives it to languages it does not know either
        // (Albanian, by `e` and `a`): the articles `ar`, `an`, `al`, the verbs `eo`, `zo`,
        // `oa`, `bet`, the question words (`peseurt`, `pere`, `petra`) tell it; the short words
        // it shares with Albanian and Welsh (`e`, `a`, `i`, `me`, `ha`) are here so that they do
        // not count against it.
        common_words: &[
            "ar", "an", "al", "ur", "un", "ul", "ha", "hag", "e", "a", "o", "da", "eus", "gant",
            "evit", "war", "dindan", "eo", "emañ", "zo", "oa", "edo", "bet", "vez", "bez", "vo",
            "int", "ez", "ne", "ket", "na", "pe", "petra", "piv", "peseurt", "pehini", "pere",
            "pet", "penaos", "perak", "pegoulz", "me", "te", "eñ", "hi", "ni", "i", "hon", "ho",
            "he", "va", "ma", "mar", "pa", "met", "ivez", "meur", "kalz", "holl", "mañ", "se",
            "daou", "div", "tri", "teir", "kentañ", "muiañ", "brasañ",
        ],
        ..Language::BLANK
    },
    Language {
        tag: "oc",
        name: "Occitan",
        iso639_3: "oci",
        scripts: &[Latin],
        endonyms: &["occitan", "lenga d'òc", "lenga d’òc"],
        answer_words: &["respons"],
        ..Language::BLANK
    },
    Language {
        tag: "hsb",
        name: "Upper Sorbian",
        iso639_3: "hsb",
        scripts: &[Latin],
        endonyms: &["hornjoserbsce", "hornjoserbšćina"],
        question_prefixes: &["Prašenje"],
        answer_words: &["wotmołw"],
        wrong_words: &["wopak"],
        reader_words: &["twoja", "twój", "twoje", "waša", "waš"],
        quiz_words: &["test", "kwiz"],
        ..Language::BLANK
    },
    Language {
        tag: "qu",
        name: "Quechua",
        iso639_3: "que",
        scripts: &[Latin],
        endonyms: &["runasimi", "runa simi", "qhichwa simi"],
        question_prefixes: &["Tapuy"],
        answer_words: &["kutichi"],
        wrong_words: &["pantasqa"],
        ..Language::BLANK
    },
    Language {
        tag: "gn",
        name: "Guarani",
        iso639_3: "grn",
        scripts: &[Latin],
        // With the apostrophe as typed, the modifier letter (ʼ) or the typographic one.
        endonyms: &["avañe'ẽ", "avañeʼẽ", "avañe’ẽ"],
        question_prefixes: &["Porandu"],
        // `Nde mbohovái` (your answer) is the reader's.
        reader_words: &["nde"],
        answer_words: &["mbohovái", "mbohovai"],
        wrong_words: &["jejavy"],
        ..Language::BLANK
    },
    Language {
        tag: "rw",
        name: "Kinyarwanda",
        iso639_3: "kin",
        scripts: &[Latin],
        endonyms: &["ikinyarwanda", "kinyarwanda"],
        question_prefixes: &["Ikibazo"],
        answer_words: &["igisubizo", "ibisubizo"],
        ..Language::BLANK
    },
    Language {
        tag: "ceb",
        name: "Cebuano",
        iso639_3: "ceb",
        quiz_words: &["pasulit", "eksamen"],
        scripts: &[Latin],
        endonyms: &["sinugboanon", "cebuano", "binisaya"],
        question_prefixes: &["Pangutana"],
        answer_words: &["tubag"],
        earlier_words: &["miaging", "niaging"],
        ..Language::BLANK
    },
    Language {
        tag: "dv",
        name: "Dhivehi",
        iso639_3: "div",
        scripts: &[Thaana],
        endonyms: &["ދިވެހި", "ދިވެހިބަސް"],
        question_prefixes: &["ސުވާލު"],
        answer_words: &["ޖަވާބު"],
        ..Language::BLANK
    },
    Language {
        tag: "ug",
        name: "Uyghur",
        iso639_3: "uig",
        scripts: &[Arabic],
        endonyms: &["ئۇيغۇرچە", "ئۇيغۇر تىلى"],
        question_prefixes: &["سوئال"],
        answer_words: &["جاۋاب"],
        ..Language::BLANK
    },
    Language {
        tag: "bo",
        name: "Tibetan",
        iso639_3: "bod",
        scripts: &[Tibetan],
        endonyms: &["བོད་ཡིག", "བོད་སྐད", "བོད་སྐད་"],
        question_prefixes: &["དྲི་བ"],
        answer_words: &["ལན"],
        ..Language::BLANK
    },
    Language {
        tag: "cv",
        name: "Chuvash",
        iso639_3: "chv",
        scripts: &[Cyrillic],
        endonyms: &["чӑвашла", "чӑваш чӗлхи"],
        question_prefixes: &["Ыйту"],
        answer_words: &["хурав"],
        ..Language::BLANK
    },
    Language {
        tag: "iu",
        name: "Inuktitut",
        iso639_3: "iku",
        scripts: &[CanadianSyllabics],
        endonyms: &["ᐃᓄᒃᑎᑐᑦ"],
        question_prefixes: &["ᐊᐱᖅᑯᑎ"],
        answer_words: &["ᑭᐅᔾᔪᑎ"],
        ..Language::BLANK
    },
];
