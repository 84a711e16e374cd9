//! Languages of East, South and Southeast Asia.

use crate::language::Family::{IndoAryan, PersoArabic, Sinitic, Sundic};
use crate::language::{Language, Variant};
use crate::script::HanForm::{Simplified, Traditional};
use crate::script::Script::{
    Arabic, Bengali, Devanagari, Gujarati, Gurmukhi, Han, Hangul, Hiragana, Kannada, Katakana,
    Khmer, Latin, Malayalam, Myanmar, Oriya, Sinhala, Tamil, Telugu, Thai,
};

pub(crate) static LANGUAGES: &[Language] = &[
    Language {
        tag: "ja",
        name: "Japanese",
        iso639_3: "jpn",
        scripts: &[Han, Hiragana, Katakana],
        families: &[Sinitic],
        endonyms: &["日本語"],
        scale_words: &[("万", 4), ("億", 8), ("兆", 12)],
        radix_marks: &['進'],
        unit_words: &[("bit", &["ビット"]), ("%", &["パーセント"]), ("¥", &["円"]), ("×", &["倍"])],
        time_words: &[("s", &["秒"]), ("min", &["分"]), ("h", &["時間"])],
        rate_units: &[("秒", "s")],
        written_out: &[("CPU", &["プロセッサ"]), ("RAM", &["メインメモリ", "主記憶"])],
        ..Language::BLANK
    },
    Language {
        tag: "zh",
        name: "Chinese",
        iso639_3: "cmn",
        scripts: &[Han],
        families: &[Sinitic],
        endonyms: &["中文"],
        variants: &[
            Variant {
                tag: "zh-Hans",
                endonyms: &["简体中文", "中文(简体)"],
                han: Some(Simplified),
            },
            Variant {
                tag: "zh-Hant",
                endonyms: &["繁體中文", "中文(繁體)"],
                han: Some(Traditional),
            },
        ],
        scale_words: &[("万", 4), ("萬", 4), ("亿", 8), ("億", 8), ("兆", 12)],
        radix_marks: &['进', '進'],
        unit_words: &[("¥", &["元"]), ("×", &["倍"])],
        time_words: &[("s", &["秒", "秒钟"]), ("min", &["分", "分钟"]), ("h", &["小时", "小時"])],
        rate_units: &[("秒", "s")],
        written_out: &[("CPU", &["处理器", "處理器"]), ("RAM", &["内存"])],
        ..Language::BLANK
    },
    Language {
        tag: "ko",
        name: "Korean",
        iso639_3: "kor",
        scripts: &[Hangul],
        endonyms: &["한국어"],
        scale_words: &[("만", 4), ("억", 8), ("조", 12)],
        radix_marks: &['진'],
        unit_words: &[("₩", &["원"])],
        time_words: &[("s", &["초"]), ("min", &["분"]), ("h", &["시간"])],
        written_out: &[("CPU", &["프로세서"]), ("RAM", &["메모리"])],
        ..Language::BLANK
    },
    Language {
        tag: "th",
        name: "Thai",
        iso639_3: "tha",
        scripts: &[Thai],
        endonyms: &["ไทย"],
        time_words: &[("s", &["วินาที"]), ("min", &["นาที"]), ("h", &["ชั่วโมง"])],
        written_out: &[("CPU", &["โปรเซสเซอร์", "ตัวประมวลผล"])],
        ..Language::BLANK
    },
    Language {
        tag: "vi",
        name: "Vietnamese",
        iso639_3: "vie",
        scripts: &[Latin],
        endonyms: &["tiếng việt"],
        time_words: &[("s", &["giây"]), ("min", &["phút"]), ("h", &["giờ"])],
        written_out: &[("CPU", &["bộ xử lý"])],
        ..Language::BLANK
    },
    Language {
        tag: "id",
        name: "Indonesian",
        iso639_3: "ind",
        scripts: &[Latin],
        families: &[Sundic],
        endonyms: &["bahasa indonesia"],
        time_words: &[("s", &["detik"]), ("min", &["menit"]), ("h", &["jam"])],
        written_out: &[("CPU", &["prosesor"])],
        ..Language::BLANK
    },
    Language {
        tag: "jv",
        name: "Javanese",
        iso639_3: "jav",
        scripts: &[Latin],
        families: &[Sundic],
        ..Language::BLANK
    },
    Language {
        tag: "ms",
        name: "Malay",
        iso639_3: "msa",
        scripts: &[Latin],
        endonyms: &["bahasa melayu"],
        ..Language::BLANK
    },
    Language {
        tag: "tl",
        name: "Tagalog",
        iso639_3: "tgl",
        scripts: &[Latin],
        // Filipino, the national standard based on Tagalog.
        variants: &[Variant { tag: "fil", endonyms: &["filipino"], han: None }],
        ..Language::BLANK
    },
    Language { tag: "km", name: "Khmer", iso639_3: "khm", scripts: &[Khmer], ..Language::BLANK },
    Language {
        tag: "my",
        name: "Burmese",
        iso639_3: "mya",
        scripts: &[Myanmar],
        ..Language::BLANK
    },
    Language {
        tag: "hi",
        name: "Hindi",
        iso639_3: "hin",
        scripts: &[Devanagari],
        families: &[IndoAryan],
        endonyms: &["हिन्दी"],
        time_words: &[("s", &["सेकंड"]), ("min", &["मिनट"]), ("h", &["घंटे", "घंटा"])],
        written_out: &[("CPU", &["प्रोसेसर"])],
        ..Language::BLANK
    },
    Language {
        tag: "mr",
        name: "Marathi",
        iso639_3: "mar",
        scripts: &[Devanagari],
        families: &[IndoAryan],
        ..Language::BLANK
    },
    Language {
        tag: "ne",
        name: "Nepali",
        iso639_3: "nep",
        scripts: &[Devanagari],
        families: &[IndoAryan],
        ..Language::BLANK
    },
    Language {
        tag: "ur",
        name: "Urdu",
        iso639_3: "urd",
        scripts: &[Arabic],
        families: &[IndoAryan, PersoArabic],
        ..Language::BLANK
    },
    Language {
        tag: "bn",
        name: "Bengali",
        iso639_3: "ben",
        scripts: &[Bengali],
        endonyms: &["বাংলা"],
        ..Language::BLANK
    },
    Language {
        tag: "pa",
        name: "Punjabi",
        iso639_3: "pan",
        scripts: &[Gurmukhi],
        ..Language::BLANK
    },
    Language {
        tag: "gu",
        name: "Gujarati",
        iso639_3: "guj",
        scripts: &[Gujarati],
        ..Language::BLANK
    },
    Language { tag: "or", name: "Odia", iso639_3: "ori", scripts: &[Oriya], ..Language::BLANK },
    Language {
        tag: "ta",
        name: "Tamil",
        iso639_3: "tam",
        scripts: &[Tamil],
        endonyms: &["தமிழ்"],
        ..Language::BLANK
    },
    Language { tag: "te", name: "Telugu", iso639_3: "tel", scripts: &[Telugu], ..Language::BLANK },
    Language {
        tag: "kn",
        name: "Kannada",
        iso639_3: "kan",
        scripts: &[Kannada],
        ..Language::BLANK
    },
    Language {
        tag: "ml",
        name: "Malayalam",
        iso639_3: "mal",
        scripts: &[Malayalam],
        ..Language::BLANK
    },
    Language {
        tag: "si",
        name: "Sinhala",
        iso639_3: "sin",
        scripts: &[Sinhala],
        ..Language::BLANK
    },
];
