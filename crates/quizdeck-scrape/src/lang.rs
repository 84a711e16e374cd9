//! Telling a page's language: language names as pages show them, and detection from the text.

/// Language names as a language switcher shows them (endonyms, and the English names some sites
/// use), with their BCP-47 tags.
const ENDONYMS: &[(&str, &str)] = &[
    ("english", "en"),
    ("nederlands", "nl"),
    ("vlaams", "nl"),
    ("français", "fr"),
    ("francais", "fr"),
    ("deutsch", "de"),
    ("español", "es"),
    ("espanol", "es"),
    ("castellano", "es"),
    ("italiano", "it"),
    ("português", "pt"),
    ("portugues", "pt"),
    ("português (brasil)", "pt-BR"),
    ("português do brasil", "pt-BR"),
    ("português (portugal)", "pt-PT"),
    ("日本語", "ja"),
    ("中文", "zh"),
    ("简体中文", "zh-Hans"),
    ("繁體中文", "zh-Hant"),
    ("中文(简体)", "zh-Hans"),
    ("中文(繁體)", "zh-Hant"),
    ("한국어", "ko"),
    ("русский", "ru"),
    ("polski", "pl"),
    ("türkçe", "tr"),
    ("svenska", "sv"),
    ("dansk", "da"),
    ("norsk", "no"),
    ("norsk bokmål", "nb"),
    ("suomi", "fi"),
    ("čeština", "cs"),
    ("slovenčina", "sk"),
    ("magyar", "hu"),
    ("română", "ro"),
    ("ελληνικά", "el"),
    ("български", "bg"),
    ("українська", "uk"),
    ("српски", "sr"),
    ("hrvatski", "hr"),
    ("slovenščina", "sl"),
    ("eesti", "et"),
    ("latviešu", "lv"),
    ("lietuvių", "lt"),
    ("català", "ca"),
    ("euskara", "eu"),
    ("galego", "gl"),
    ("עברית", "he"),
    ("العربية", "ar"),
    ("فارسی", "fa"),
    ("हिन्दी", "hi"),
    ("বাংলা", "bn"),
    ("தமிழ்", "ta"),
    ("ไทย", "th"),
    ("tiếng việt", "vi"),
    ("bahasa indonesia", "id"),
    ("bahasa melayu", "ms"),
    ("filipino", "fil"),
    ("kiswahili", "sw"),
    ("afrikaans", "af"),
    ("íslenska", "is"),
    ("gaeilge", "ga"),
    ("cymraeg", "cy"),
];

/// The tag of a language name (`Nederlands` → `nl`), if `text` is one. A language switcher may
/// also show the tag itself (`EN`, `pt-BR`), or an arrow after the name.
pub(crate) fn endonym(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_end_matches(['▾', '▼', '⌄', '˅', ' ']).trim().to_lowercase();
    let t = t.replace(['（', '）'], "");
    ENDONYMS
        .iter()
        .find(|(name, tag)| {
            t == *name || t == name.replace(['(', ')'], "") || t == tag.to_lowercase()
        })
        .map(|(_, tag)| *tag)
}

/// Detects the language of `text`, when the detector is confident. Chinese is told apart as
/// Simplified (`zh-Hans`) or Traditional (`zh-Hant`) script when the text shows which.
pub(crate) fn detect(text: &str) -> Option<&'static str> {
    let info = whatlang::detect(text)?;
    if !info.is_reliable() && info.confidence() < 0.5 {
        return None;
    }
    match iso639_1(info.lang())? {
        "zh" => Some(chinese_script(text)),
        tag => Some(tag),
    }
}

/// Common characters written differently in the two Chinese scripts (Simplified, Traditional).
/// The detector reports only "Chinese", and no maintained crate tells the scripts apart, so a
/// short table of frequent pairs does.
const HANS_HANT: &[(char, char)] = &[
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

fn chinese_script(text: &str) -> &'static str {
    let (mut hans, mut hant) = (0, 0);
    for c in text.chars() {
        for &(s, t) in HANS_HANT {
            if s != t {
                hans += usize::from(c == s);
                hant += usize::from(c == t);
            }
        }
    }
    match hans.cmp(&hant) {
        std::cmp::Ordering::Greater => "zh-Hans",
        std::cmp::Ordering::Less => "zh-Hant",
        std::cmp::Ordering::Equal => "zh",
    }
}

/// Two-letter codes for the languages the detector knows (it reports ISO 639-3).
fn iso639_1(lang: whatlang::Lang) -> Option<&'static str> {
    use whatlang::Lang::*;
    Some(match lang {
        Eng => "en",
        Nld => "nl",
        Fra => "fr",
        Deu => "de",
        Spa => "es",
        Ita => "it",
        Por => "pt",
        Jpn => "ja",
        Cmn => "zh",
        Kor => "ko",
        Rus => "ru",
        Pol => "pl",
        Tur => "tr",
        Swe => "sv",
        Dan => "da",
        Nob => "nb",
        Fin => "fi",
        Ces => "cs",
        Hun => "hu",
        Ron => "ro",
        Ell => "el",
        Bul => "bg",
        Ukr => "uk",
        Srp => "sr",
        Hrv => "hr",
        Slv => "sl",
        Est => "et",
        Lav => "lv",
        Lit => "lt",
        Heb => "he",
        Ara => "ar",
        Pes => "fa",
        Hin => "hi",
        Ben => "bn",
        Tam => "ta",
        Tha => "th",
        Vie => "vi",
        Ind => "id",
        Epo => "eo",
        Kat => "ka",
        Bel => "be",
        Mkd => "mk",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_map_to_tags() {
        assert_eq!(endonym("Nederlands"), Some("nl"));
        assert_eq!(endonym(" Français "), Some("fr"));
        assert_eq!(endonym("日本語"), Some("ja"));
        assert_eq!(endonym("Português (Brasil)"), Some("pt-BR"));
        assert_eq!(endonym("Menu"), None);
        assert_eq!(endonym("DE"), Some("de"));
        assert_eq!(endonym("Español ▾"), Some("es"));
    }

    #[test]
    fn tells_chinese_scripts_apart() {
        assert_eq!(
            detect("这个问题的答案是什么？我们应该选择哪一个选项来处理数据？"),
            Some("zh-Hans")
        );
        assert_eq!(
            detect("這個問題的答案是什麼？我們應該選擇哪一個選項來處理數據？"),
            Some("zh-Hant")
        );
    }

    #[test]
    fn detects_confident_text() {
        assert_eq!(
            detect(
                "Welke uitspraak over de rol van de cache bij de inferentie van grote taalmodellen is juist?"
            ),
            Some("nl")
        );
    }
}
