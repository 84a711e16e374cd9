//! Languages of the Middle East, Africa and Europe's other families, and Esperanto.

use crate::language::Family::PersoArabic;
use crate::language::{Decades, Language, NumberWords, Variant};
use crate::script::Script::{Arabic, Armenian, Cyrillic, Ethiopic, Georgian, Greek, Hebrew, Latin};

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "ar",
        name: "Arabic",
        iso639_3: "ara",
        scripts: &[Arabic],
        families: &[PersoArabic],
        endonyms: &["العربية"],
        scale_words: &[
            ("ألف", 3),
            ("آلاف", 3),
            ("مليون", 6),
            ("ملايين", 6),
            ("مليار", 9),
            ("مليارات", 9),
        ],
        unit_words: &[
            ("%", &["٪"]),
            ("B", &["بايت", "بايتات"]),
            ("bit", &["بت", "بتات"]),
            ("kB", &["كيلوبايت"]),
            ("MB", &["ميغابايت", "ميجابايت"]),
            ("GB", &["غيغابايت", "جيجابايت"]),
            ("TB", &["تيرابايت"]),
            ("Mbit", &["ميغابت", "ميجابت"]),
            ("Gbit", &["غيغابت", "جيجابت"]),
            ("Mbit/s", &["ميغابت في الثانية", "ميجابت في الثانية"]),
            ("Gbit/s", &["غيغابت في الثانية", "جيجابت في الثانية"]),
            ("Hz", &["هرتز"]),
            ("°C", &["°م", "درجة مئوية", "درجات مئوية"]),
            ("°F", &["°ف", "درجة فهرنهايت"]),
            ("kPa", &["كيلوباسكال"]),
            ("hPa", &["هكتوباسكال"]),
            ("kHz", &["كيلوهرتز"]),
            ("MHz", &["ميغاهرتز", "ميجاهرتز"]),
            ("GHz", &["غيغاهرتز", "جيجاهرتز"]),
            ("W", &["واط"]),
            ("kW", &["كيلوواط"]),
            ("kWh", &["كيلوواط ساعة", "كيلوواط في الساعة"]),
            ("ms", &["ميلي ثانية", "مللي ثانية", "ملي ثانية", "ميلي ثانيه", "ميليثانية"]),
            ("µs", &["ميكرو ثانية", "ميكروثانية"]),
            ("ns", &["نانو ثانية", "نانوثانية"]),
            ("bit/s", &["بت في الثانية", "بت/ثانية"]),
            ("USD", &["دولار أمريكي"]),
            ("$", &["دولار", "دولارًا", "دولارات"]),
            ("EUR", &["يورو"]),
        ],
        time_words: &[
            ("s", &["ثانية", "ثوان", "ثوانٍ"]),
            ("min", &["دقيقة", "دقائق"]),
            ("h", &["ساعة", "ساعات"]),
        ],
        written_out: &[
            ("CPU", &["معالج", "المعالج"]),
            ("OS", &["نظام التشغيل", "أنظمة التشغيل", "نظام تشغيل"]),
            ("PC", &["الحاسوب الشخصي", "حاسوب شخصي", "الكمبيوتر الشخصي", "الحاسب الشخصي"]),
            ("HDD", &["القرص الصلب", "قرص صلب"]),
            ("RAM", &["ذاكرة الوصول العشوائي"]),
            ("DBMS", &["نظام إدارة قواعد البيانات", "أنظمة إدارة قواعد البيانات"]),
            ("LAN", &["الشبكة المحلية", "شبكة محلية"]),
            ("VPN", &["الشبكة الافتراضية الخاصة", "شبكة افتراضية خاصة"]),
            ("ISP", &["مزود خدمة الإنترنت"]),
            ("AI", &["الذكاء الاصطناعي"]),
        ],
        // `ما` is "what" as often as "not"; `غير` makes words (`غير متطايرة`: non-volatile).
        negations: &[
            "لا",
            "لم",
            "لن",
            "ليس",
            "ليست",
            "ليسا",
            "ليسوا",
            "ولا",
            "فلا",
            "ولم",
            "فلم",
            "ولن",
            "وليس",
        ],
        negation_idioms: &[
            // "Irreversibly", "beyond doubt": no return, no doubt in it.
            "لا رجعة فيه",
            "لا رجعة فيها",
            "لا شك فيه",
            "لا يقل",
            "لا تقل",
            "لا يزيد",
            "لا تزيد",
            "لا يتجاوز",
            "لا تتجاوز",
            "لا سيما",
            "لا بد",
            // `لا … إلا`: "only".
            "لا … إلا",
            "لم … إلا",
            "ليس … إلا",
            // "No longer": `لم يعد`, `لن … بعد`.
            "لم يعد",
            "لم تعد",
            "لن … بعد",
            "لن … بعدها",
        ],
        decades: Decades {
            before: &[],
            after: &[],
            words: &[
                ("عشرينيات", 20),
                ("ثلاثينيات", 30),
                ("أربعينيات", 40),
                ("خمسينيات", 50),
                ("ستينيات", 60),
                ("سبعينيات", 70),
                ("ثمانينيات", 80),
                ("تسعينيات", 90),
            ],
            century_words: &["القرن"],
            centuries: &[
                ("القرن التاسع عشر", 19),
                ("القرن العشرين", 20),
                ("القرن الحادي والعشرين", 21),
            ],
        },
        open_ends: &["في", "من", "إلى", "على", "عن", "مع", "أو", "و", "أن", "التي", "الذي", "بين"],
        minus_words: &["سالب"],
        // As names written in the Latin script keep them (`Ibn Sina`, `Ahmed bin Ali`).
        particles: &["bin", "ibn", "al"],
        reader_words: &["أنت", "إجابتك", "اخترت", "جوابك"],
        question_prefixes: &["سؤال", "السؤال"],
        answer_words: &[
            "إجاب",
            "الإجاب",
            "اجاب",
            "الاجاب",
            "جواب",
            "الجواب",
            "صحيح",
            "الصحيح",
            "الحل",
        ],
        wrong_words: &["خاطئ", "الخاطئ", "خطأ", "الخطأ"],
        ..Language::BLANK
    },
    Language {
        tag: "fa",
        name: "Persian",
        iso639_3: "pes",
        scripts: &[Arabic],
        families: &[PersoArabic],
        endonyms: &["فارسی"],
        unit_words: &[("%", &["٪"])],
        reader_words: &["شما"],
        question_prefixes: &["سوال", "سؤال", "پرسش"],
        answer_words: &["پاسخ", "جواب", "درست", "صحیح"],
        wrong_words: &["غلط", "نادرست", "اشتباه"],
        ..Language::BLANK
    },
    Language {
        tag: "he",
        name: "Hebrew",
        iso639_3: "heb",
        scripts: &[Hebrew],
        endonyms: &["עברית"],
        // The tag Hebrew had before 1989, which some sites still write.
        variants: &[Variant { tag: "iw", endonyms: &[], han: None }],
        reader_words: &["שלך", "שלכם", "תשובתך", "אתה"],
        question_prefixes: &["שאלה"],
        answer_words: &["תשוב", "התשוב", "נכונ", "הנכונ", "פתרון", "הפתרון"],
        wrong_words: &["שגוי", "השגוי", "שגויה", "השגויה"],
        ..Language::BLANK
    },
    Language {
        tag: "tr",
        name: "Turkish",
        iso639_3: "tur",
        scripts: &[Latin],
        endonyms: &["türkçe"],
        // With the case endings Turkish glues on (`24 saatte`, in 24 hours).
        time_words: &[
            ("s", &["saniye", "saniyede", "saniyelik", "saniyesi"]),
            ("min", &["dakika", "dakikada", "dakikalık", "dakikası"]),
            ("h", &["saat", "saatte", "saatlik", "saati", "saatin"]),
        ],
        written_out: &[("CPU", &["işlemci"])],
        acronyms: &[("BM", "UN")],
        reader_words: &[
            "senin",
            "sizin",
            "cevabınız",
            "cevabın",
            "yanıtınız",
            "yanıtın",
            "seçiminiz",
            "seçimin",
        ],
        question_prefixes: &["Soru"],
        answer_words: &["cevap", "cevab", "yanıt", "yanit", "doğru", "dogru", "çözüm", "cozum"],
        wrong_words: &["yanlış", "yanlis", "hatalı"],
        ..Language::BLANK
    },
    Language {
        tag: "az",
        name: "Azerbaijani",
        iso639_3: "aze",
        scripts: &[Latin],
        reader_words: &["sizin", "sənin", "cavabınız"],
        question_prefixes: &["Sual"],
        answer_words: &["cavab", "düzgün", "doğru"],
        wrong_words: &["səhv", "yanlış"],
        ..Language::BLANK
    },
    Language {
        tag: "uz",
        name: "Uzbek",
        iso639_3: "uzb",
        scripts: &[Latin],
        question_prefixes: &["Savol"],
        answer_words: &["javob", "to'g'ri", "жавоб"],
        ..Language::BLANK
    },
    Language {
        tag: "tk",
        name: "Turkmen",
        iso639_3: "tuk",
        scripts: &[Latin],
        answer_words: &["jogap", "dogry"],
        ..Language::BLANK
    },
    Language {
        tag: "kk",
        name: "Kazakh",
        iso639_3: "kaz",
        scripts: &[Cyrillic],
        question_prefixes: &["Сұрақ"],
        answer_words: &["жауап", "дұрыс"],
        reader_words: &["сіздің", "сенің"],
        ..Language::BLANK
    },
    Language {
        tag: "ky",
        name: "Kyrgyz",
        iso639_3: "kir",
        scripts: &[Cyrillic],
        answer_words: &["жооп", "туура"],
        ..Language::BLANK
    },
    Language {
        tag: "tt",
        name: "Tatar",
        iso639_3: "tat",
        scripts: &[Cyrillic],
        answer_words: &["җавап", "дөрес"],
        ..Language::BLANK
    },
    Language {
        tag: "tg",
        name: "Tajik",
        iso639_3: "tgk",
        scripts: &[Cyrillic],
        answer_words: &["ҷавоб", "дуруст"],
        ..Language::BLANK
    },
    Language {
        tag: "mn",
        name: "Mongolian",
        iso639_3: "khk",
        scripts: &[Cyrillic],
        answer_words: &["хариулт", "зөв"],
        ..Language::BLANK
    },
    Language {
        tag: "ku",
        name: "Kurdish",
        iso639_3: "kmr",
        scripts: &[Latin],
        answer_words: &["bersiv", "rast"],
        ..Language::BLANK
    },
    Language {
        tag: "ha",
        name: "Hausa",
        iso639_3: "hau",
        scripts: &[Latin],
        endonyms: &["hausa", "harshen hausa"],
        answer_words: &["amsa"],
        ..Language::BLANK
    },
    Language {
        tag: "yo",
        name: "Yoruba",
        iso639_3: "yor",
        scripts: &[Latin],
        endonyms: &["yorùbá", "èdè yorùbá"],
        answer_words: &["ìdáhùn", "idahun"],
        ..Language::BLANK
    },
    Language {
        tag: "ig",
        name: "Igbo",
        iso639_3: "ibo",
        scripts: &[Latin],
        endonyms: &["igbo", "asụsụ igbo"],
        answer_words: &["azịza", "aziza"],
        ..Language::BLANK
    },
    Language {
        tag: "so",
        name: "Somali",
        iso639_3: "som",
        scripts: &[Latin],
        answer_words: &["jawaab", "saxda"],
        ..Language::BLANK
    },
    Language {
        tag: "mg",
        name: "Malagasy",
        iso639_3: "plt",
        scripts: &[Latin],
        answer_words: &["valiny"],
        ..Language::BLANK
    },
    Language {
        tag: "mt",
        name: "Maltese",
        iso639_3: "mlt",
        scripts: &[Latin],
        question_prefixes: &["Mistoqsija"],
        answer_words: &["tweġib", "korrett"],
        ..Language::BLANK
    },
    Language {
        tag: "lb",
        name: "Luxembourgish",
        iso639_3: "ltz",
        scripts: &[Latin],
        answer_words: &["äntwert", "richteg"],
        ..Language::BLANK
    },
    Language {
        tag: "ht",
        name: "Haitian Creole",
        iso639_3: "hat",
        scripts: &[Latin],
        answer_words: &["repons", "kòrèk"],
        ..Language::BLANK
    },
    Language {
        tag: "el",
        name: "Greek",
        iso639_3: "ell",
        scripts: &[Greek],
        endonyms: &["ελληνικά"],
        reader_words: &["σας", "σου", "εσύ", "εσείς"],
        question_prefixes: &["Ερώτηση"],
        answer_words: &["απάντησ", "απαντησ", "σωστ", "λύσ", "λυσ"],
        wrong_words: &["λάθος", "λανθασμέν", "εσφαλμέν"],
        ..Language::BLANK
    },
    Language {
        tag: "fi",
        name: "Finnish",
        iso639_3: "fin",
        scripts: &[Latin],
        endonyms: &["suomi"],
        // `1990-luvulla` (in the 1990s), `1900-luvun` (of the 1900s: the 20th century).
        decades: Decades {
            after: &[
                "-luvulla",
                "-luvun",
                "-luku",
                "-lukua",
                "-luvulle",
                "-luvulta",
                "-luvussa",
                "-luvusta",
                "-luvuilla",
            ],
            century_words: &["vuosisata", "vuosisadan", "vuosisadalla"],
            ..Decades::NONE
        },
        reader_words: &["sinun", "teidän", "vastauksesi", "valitsit", "vastasit"],
        question_prefixes: &["Kysymys"],
        answer_words: &["vastau", "vastaus", "oikea", "oikein", "ratkais"],
        wrong_words: &["väärä", "väärin", "virheellinen"],
        ..Language::BLANK
    },
    Language {
        tag: "et",
        name: "Estonian",
        iso639_3: "est",
        scripts: &[Latin],
        endonyms: &["eesti"],
        reader_words: &["sinu", "teie", "sina"],
        question_prefixes: &["Küsimus"],
        answer_words: &["vastus", "õige", "oige", "lahendus"],
        wrong_words: &["vale"],
        ..Language::BLANK
    },
    Language {
        tag: "hu",
        name: "Hungarian",
        iso639_3: "hun",
        scripts: &[Latin],
        endonyms: &["magyar"],
        // With the case endings Hungarian glues on (`20 millió eurót`).
        scale_words: &[("ezer", 3), ("millió", 6), ("milliárd", 9)],
        unit_words: &[
            ("EUR", &["euró", "eurót", "euróba", "euróra", "euróért", "euróval", "eurós"]),
            ("USD", &["dollár", "dollárt", "dollárra", "dollárért"]),
            ("%", &["százalék", "százalékkal", "százalékos"]),
        ],
        reader_words: &["válaszod", "ön", "te"],
        question_prefixes: &["Kérdés"],
        answer_words: &["válasz", "valasz", "helyes", "megold"],
        wrong_words: &["helytelen", "rossz", "hibás"],
        ..Language::BLANK
    },
    Language {
        tag: "eu",
        name: "Basque",
        iso639_3: "eus",
        scripts: &[Latin],
        endonyms: &["euskara"],
        question_prefixes: &["Galdera"],
        answer_words: &["erantzun", "zuzen"],
        ..Language::BLANK
    },
    Language {
        tag: "ga",
        name: "Irish",
        iso639_3: "gle",
        scripts: &[Latin],
        endonyms: &["gaeilge"],
        question_prefixes: &["Ceist"],
        answer_words: &["freagra", "ceart"],
        ..Language::BLANK
    },
    Language {
        tag: "cy",
        name: "Welsh",
        iso639_3: "cym",
        scripts: &[Latin],
        endonyms: &["cymraeg"],
        question_prefixes: &["Cwestiwn"],
        answer_words: &["ateb", "cywir"],
        ..Language::BLANK
    },
    Language {
        tag: "sq",
        name: "Albanian",
        iso639_3: "sqi",
        scripts: &[Latin],
        endonyms: &["shqip"],
        numbers: &[NumberWords {
            teens: &[
                "trembëdhjetë",
                "katërmbëdhjetë",
                "pesëmbëdhjetë",
                "gjashtëmbëdhjetë",
                "shtatëmbëdhjetë",
                "tetëmbëdhjetë",
                "nëntëmbëdhjetë",
            ],
            tens: &[
                "njëzet",
                "tridhjetë",
                "dyzet",
                "pesëdhjetë",
                "gjashtëdhjetë",
                "shtatëdhjetë",
                "tetëdhjetë",
                "nëntëdhjetë",
            ],
            // Compounds are three words (`njëzet e një`).
            units: &[],
            compound: None,
            extra: &[],
        }],
        question_prefixes: &["Pyetje", "Pyetja"],
        answer_words: &["përgjigj", "pergjigj", "sakt"],
        ..Language::BLANK
    },
    Language {
        tag: "ka",
        name: "Georgian",
        iso639_3: "kat",
        scripts: &[Georgian],
        question_prefixes: &["კითხვა"],
        answer_words: &["პასუხ", "სწორ"],
        ..Language::BLANK
    },
    Language {
        tag: "hy",
        name: "Armenian",
        iso639_3: "hye",
        scripts: &[Armenian],
        question_prefixes: &["Հարց"],
        answer_words: &["պատասխան", "ճիշտ"],
        ..Language::BLANK
    },
    Language {
        tag: "am",
        name: "Amharic",
        iso639_3: "amh",
        scripts: &[Ethiopic],
        answer_words: &["መልስ", "ትክክለኛ"],
        ..Language::BLANK
    },
    Language {
        tag: "sw",
        name: "Swahili",
        iso639_3: "swa",
        scripts: &[Latin],
        endonyms: &["kiswahili"],
        reader_words: &["yako", "lako"],
        question_prefixes: &["Swali"],
        answer_words: &["jibu", "majibu", "sahihi"],
        wrong_words: &["kosa"],
        ..Language::BLANK
    },
    Language {
        tag: "zu",
        name: "Zulu",
        iso639_3: "zul",
        scripts: &[Latin],
        answer_words: &["impendulo", "ilungile"],
        ..Language::BLANK
    },
    Language {
        tag: "sn",
        name: "Shona",
        iso639_3: "sna",
        scripts: &[Latin],
        answer_words: &["mhinduro", "chaizvo"],
        ..Language::BLANK
    },
    Language {
        tag: "ak",
        name: "Akan",
        iso639_3: "aka",
        scripts: &[Latin],
        answer_words: &["mmuae"],
        ..Language::BLANK
    },
    Language {
        tag: "eo",
        name: "Esperanto",
        iso639_3: "epo",
        scripts: &[Latin],
        answer_words: &["respond", "ĝust", "gxust"],
        ..Language::BLANK
    },
];
