//! The scripts: letters, choice labels, digits, punctuation.
//!
//! Order matters for the label alphabets: a character in several (`イ` in `アイウエ…` and
//! `イロハ…`) reads as a letter of the first.

use crate::script::{Punctuation, Script, ScriptInfo};

/// A script with letters and nothing else known (`..BARE` fills the rest).
const BARE: ScriptInfo = ScriptInfo {
    script: Script::Common,
    letters: &[],
    word_edges: false,
    labels: &[],
    zeros: &[],
    punctuation: Punctuation::NONE,
    han_pairs: &[],
};

pub(crate) static SCRIPTS: &[ScriptInfo] = &[
    ScriptInfo {
        script: Script::Common,
        zeros: &['0', '０'],
        // Circled numbers, as exam-prep pages in Korean and Japanese letter their choices.
        labels: &["①②③④⑤⑥⑦⑧⑨⑩"],
        punctuation: Punctuation {
            full_stops: &['.'],
            question_marks: &['?'],
            exclamation_marks: &['!'],
            ellipses: &['…'],
            colons: &[':'],
            closers: &[')', '"', '”', '»', ';', '\'', '’'],
            opening_quotes: &['"', '«', '“'],
            label_marks: &['.', ')', ':'],
            label_openers: &['('],
            // A right-to-left page's trail points its way with `←` (`کور ← جغرافیه`), as a
            // left-to-right one does with `→`.
            title_separators: &[
                '|', '–', '—', '·', '•', '›', '»', '‹', '«', '/', '>', '<', '→', '←', '❯', '＞',
                '➔', '⟩', '≫', '▸',
            ],
            ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Latin,
        letters: &[
            (0x41, 0x5A),
            (0x61, 0x7A),
            (0xC0, 0x24F),
            (0x250, 0x2AF),
            (0x1E00, 0x1EFF),
            (0x2C60, 0x2C7F),
        ],
        word_edges: true,
        labels: &[
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "abcdefghijklmnopqrstuvwxyz",
            "ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ",
        ],
        ..BARE
    },
    ScriptInfo {
        script: Script::Cyrillic,
        letters: &[(0x400, 0x52F), (0x1C80, 0x1C8F), (0x2DE0, 0x2DFF), (0xA640, 0xA69F)],
        word_edges: true,
        // Й, Ё and the signs (Ъ Ы Ь) letter no list.
        labels: &["АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ", "абвгдежзиклмнопрстуфхцчшщэюя"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Greek,
        letters: &[(0x370, 0x3FF), (0x1F00, 0x1FFF)],
        word_edges: true,
        labels: &["ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ", "αβγδεζηθικλμνξοπρστυφχψω"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Katakana,
        letters: &[(0x30A0, 0x30FF), (0x31F0, 0x31FF), (0xFF66, 0xFF9F)],
        // The gojūon order (ア イ ウ) and the older iroha order (イ ロ ハ).
        labels: &["アイウエオカキクケコ", "イロハニホヘトチリヌ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Arabic,
        letters: &[
            (0x600, 0x6FF),
            (0x750, 0x77F),
            (0x8A0, 0x8FF),
            (0xFB50, 0xFDFF),
            (0xFE70, 0xFEFF),
        ],
        // Abjad order (أ ب ج د), with and without the hamza on the first letter.
        labels: &["أبجدهوزحطي", "ابجدهوزحطي"],
        zeros: &['\u{660}', '\u{6F0}'],
        punctuation: Punctuation {
            question_marks: &['؟'],
            // Urdu's full stop, which also ends a label (`ب۔ روپیہ`).
            full_stops: &['۔'],
            label_marks: &['۔'],
            decimal_separators: &['\u{66B}'],
            group_separators: &['\u{66C}'],
            ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Hebrew,
        letters: &[(0x590, 0x5FF), (0xFB1D, 0xFB4F)],
        labels: &["אבגדהוזחטי"],
        punctuation: Punctuation { closers: &['״'], ..Punctuation::NONE },
        ..BARE
    },
    ScriptInfo {
        script: Script::Devanagari,
        letters: &[(0x900, 0x97F)],
        // Consonants in their order, or the Latin letters' sounds as Marathi exams write them
        // (अ ब क ड: a, b, c, d) and Hindi-medium ones (अ ब स द).
        labels: &["कखगघङचछजझञ", "अबकड", "अबसद"],
        zeros: &['\u{966}'],
        punctuation: Punctuation { full_stops: &['।'], ..Punctuation::NONE },
        ..BARE
    },
    ScriptInfo {
        script: Script::Thai,
        letters: &[(0xE00, 0xE7F)],
        labels: &["กขคงจฉชซฌญ"],
        zeros: &['\u{E50}'],
        ..BARE
    },
    ScriptInfo {
        script: Script::Hangul,
        letters: &[(0x1100, 0x11FF), (0x3130, 0x318F), (0xAC00, 0xD7AF)],
        labels: &["가나다라마바사아자차"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Han,
        letters: &[(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2A6DF)],
        // The heavenly stems, as Chinese and Japanese exams letter choices.
        labels: &["甲乙丙丁戊己庚辛壬癸"],
        // Chinese and Japanese punctuation (full-width forms).
        punctuation: Punctuation {
            full_stops: &['。', '．'],
            question_marks: &['？'],
            exclamation_marks: &['！'],
            colons: &['：'],
            closers: &['）', '」', '』'],
            opening_quotes: &['「', '『'],
            label_marks: &['：', '．', '、', '）'],
            label_openers: &['（'],
            ..Punctuation::NONE
        },
        han_pairs: HAN_PAIRS,
        ..BARE
    },
    ScriptInfo { script: Script::Hiragana, letters: &[(0x3040, 0x309F)], ..BARE },
    ScriptInfo {
        script: Script::Armenian,
        letters: &[(0x530, 0x58F)],
        word_edges: true,
        // The alphabet in its order (Ա Բ Գ Դ), capitals and small letters.
        labels: &["ԱԲԳԴԵԶԷԸԹԺ", "աբգդեզէըթժ"],
        // The question and exclamation marks stand over the word they stress (`ո՞րն`,
        // `Քանի՞`), not at the sentence's end, which is `։`.
        punctuation: Punctuation {
            full_stops: &['։'],
            question_marks: &['՞'],
            exclamation_marks: &['՜'],
            // The pause mark `՝` after a lead, where English writes a colon (`Պատասխան՝ B`,
            // answer: B); inside a sentence it is a comma (`բարձրությունը՝ 12 սմ`).
            colons: &['՝'],
            ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Georgian,
        letters: &[(0x10A0, 0x10FF), (0x1C90, 0x1CBF), (0x2D00, 0x2D2F)],
        word_edges: true,
        // The Mkhedruli alphabet in its order (ა ბ გ დ).
        labels: &["აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ"],
        ..BARE
    },
    // Dhivehi's; its question mark and comma are Arabic's (`؟`, `،`).
    ScriptInfo { script: Script::Thaana, letters: &[(0x780, 0x7BF)], ..BARE },
    ScriptInfo { script: Script::Nko, letters: &[(0x7C0, 0x7FF)], zeros: &['\u{7C0}'], ..BARE },
    ScriptInfo {
        script: Script::Ethiopic,
        letters: &[(0x1200, 0x139F)],
        // The order of Amharic lists and exams (ሀ ለ ሐ መ).
        labels: &["ሀለሐመሠረሰሸቀበ"],
        punctuation: Punctuation {
            full_stops: &['።'],
            question_marks: &['፧'],
            // The preface colon (`ማብራሪያ፦ …`, explanation:), which also ends a number
            // (`ጥያቄ 1፦ …`, question 1:).
            colons: &['፦'],
            label_marks: &['፦'],
            ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Bengali,
        letters: &[(0x980, 0x9FF)],
        zeros: &['\u{9E6}'],
        // Consonants in their order (ক খ গ ঘ), as Bengali exams label options.
        labels: &["কখগঘঙচছজঝঞ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Gurmukhi,
        letters: &[(0xA00, 0xA7F)],
        zeros: &['\u{A66}'],
        // The alphabet's order (ੳ ਅ ੲ ਸ ਹ), as Punjabi exams label options, or its consonants.
        labels: &["ੳਅੲਸਹਕਖਗਘਙ", "ਕਖਗਘਙਚਛਜਝਞ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Gujarati,
        letters: &[(0xA80, 0xAFF)],
        zeros: &['\u{AE6}'],
        // Consonants in their order, or the Latin letters' sounds (અ બ ક ડ), as Devanagari's.
        labels: &["કખગઘઙચછજઝઞ", "અબકડ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Oriya,
        letters: &[(0xB00, 0xB7F)],
        zeros: &['\u{B66}'],
        // Consonants in their order (କ ଖ ଗ ଘ), as Odia exams label options.
        labels: &["କଖଗଘଙଚଛଜଝଞ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Tamil,
        letters: &[(0xB80, 0xBFF)],
        zeros: &['\u{BE6}'],
        // Vowels in their order (அ ஆ இ ஈ), as Tamil exams label options.
        labels: &["அஆஇஈஉஊஎஏஐஒ"],
        ..BARE
    },
    // Vowels in their order (అ ఆ ఇ ఈ, ಅ ಆ ಇ ಈ), as Telugu and Kannada exams label options.
    ScriptInfo {
        script: Script::Telugu,
        letters: &[(0xC00, 0xC7F)],
        zeros: &['\u{C66}'],
        labels: &["అఆఇఈఉఊ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Kannada,
        letters: &[(0xC80, 0xCFF)],
        zeros: &['\u{CE6}'],
        labels: &["ಅಆಇಈಉಊ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Malayalam,
        letters: &[(0xD00, 0xD7F)],
        zeros: &['\u{D66}'],
        ..BARE
    },
    ScriptInfo {
        script: Script::Sinhala,
        letters: &[(0xD80, 0xDFF)],
        zeros: &['\u{DE6}'],
        // The vowels, as Sinhala exams letter their options (අ, ආ, ඇ, ඈ).
        labels: &["අආඇඈඉඊඋඌඑඒ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Lao,
        letters: &[(0xE80, 0xEFF)],
        zeros: &['\u{ED0}'],
        // The first consonants in the order of the alphabet (ກ ຂ ຄ ງ).
        labels: &["ກຂຄງຈສຊຍດຕ"],
        ..BARE
    },
    ScriptInfo {
        script: Script::Tibetan,
        letters: &[(0xF00, 0xFFF)],
        zeros: &['\u{F20}'],
        // The first consonants in the order of the alphabet (ཀ ཁ ག ང).
        labels: &["ཀཁགངཅཆཇཉཏཐ"],
        // The script's own brackets, ang khang (`ཀ༽ …`, `༼ཀ༽ …`), set a label apart as `(A)`
        // does; Tibetan counts them among its signs, so no other mark tells them.
        punctuation: Punctuation {
            label_marks: &['\u{F3D}'],
            label_openers: &['\u{F3C}'],
            ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Myanmar,
        letters: &[(0x1000, 0x109F)],
        zeros: &['\u{1040}', '\u{1090}'],
        labels: &["ကခဂဃငစဆဇဈည"],
        // The full stop, which also ends a number (`၁။ …`, 1.).
        punctuation: Punctuation {
            full_stops: &['။'], label_marks: &['။'], ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Khmer,
        letters: &[(0x1780, 0x17FF)],
        zeros: &['\u{17E0}'],
        labels: &["កខគឃងចឆជឈញ"],
        // The colon sign (`ចម្លើយ៖ ខ`, answer: B), which also ends a number after the word for
        // "question" (`សំណួរ ១៖ …`, question 1:), as Ethiopic's preface colon does.
        punctuation: Punctuation {
            full_stops: &['។'],
            colons: &['៖'],
            label_marks: &['៖'],
            ..Punctuation::NONE
        },
        ..BARE
    },
    ScriptInfo {
        script: Script::Mongolian,
        letters: &[(0x1800, 0x18AF)],
        zeros: &['\u{1810}'],
        ..BARE
    },
    // Inuktitut's and Cree's syllabics (`ᐃᓄᒃᑎᑐᑦ`), with the extended block.
    ScriptInfo {
        script: Script::CanadianSyllabics,
        letters: &[(0x1400, 0x167F), (0x18B0, 0x18FF)],
        ..BARE
    },
    ScriptInfo {
        script: Script::Limbu,
        letters: &[(0x1900, 0x194F)],
        zeros: &['\u{1946}'],
        ..BARE
    },
    ScriptInfo {
        script: Script::NewTaiLue,
        letters: &[(0x1980, 0x19DF)],
        zeros: &['\u{19D0}'],
        ..BARE
    },
];

/// Frequent Chinese characters as `(Simplified, Traditional)`. Language detection reports only
/// "Chinese", and no maintained crate tells the two forms apart, so a short table of frequent
/// pairs does; a pair whose forms are one character (`算`) counts for neither.
static HAN_PAIRS: &[(char, char)] = &[
    ('这', '這'),
    ('个', '個'),
    ('们', '們'),
    ('为', '為'),
    ('说', '說'),
    ('时', '時'),
    ('会', '會'),
    ('对', '對'),
    ('么', '麼'),
    ('来', '來'),
    ('发', '發'),
    ('经', '經'),
    ('过', '過'),
    ('后', '後'),
    ('学', '學'),
    ('问', '問'),
    ('题', '題'),
    ('网', '網'),
    ('络', '絡'),
    ('据', '據'),
    ('数', '數'),
    ('计', '計'),
    ('算', '算'),
    ('机', '機'),
    ('内', '內'),
    ('存', '存'),
    ('储', '儲'),
    ('处', '處'),
    ('理', '理'),
    ('从', '從'),
    ('无', '無'),
    ('与', '與'),
    ('关', '關'),
    ('开', '開'),
    ('种', '種'),
    ('实', '實'),
    ('现', '現'),
    ('点', '點'),
    ('应', '應'),
    ('该', '該'),
    ('还', '還'),
    ('进', '進'),
    ('动', '動'),
    ('体', '體'),
    ('长', '長'),
    ('间', '間'),
    ('样', '樣'),
    ('让', '讓'),
    ('请', '請'),
    ('选', '選'),
    ('项', '項'),
    ('确', '確'),
    ('错', '錯'),
    ('误', '誤'),
    ('软', '軟'),
    ('件', '件'),
    ('统', '統'),
    ('线', '線'),
    ('传', '傳'),
    ('输', '輸'),
    ('协', '協'),
    ('议', '議'),
    ('读', '讀'),
    ('写', '寫'),
    ('缓', '緩'),
    ('区', '區'),
    ('块', '塊'),
    ('单', '單'),
    ('元', '元'),
    ('录', '錄'),
];
