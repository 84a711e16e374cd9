//! Telling a page's language: language names as pages show them, and detection from the text.
//! Both go through the language registry (`quizdeck_lang`).

/// The tag of a language name (`Nederlands` → `nl`), if `text` is one. A language switcher may
/// also show the tag itself (`EN`, `pt-BR`), or an arrow after the name.
pub(crate) fn endonym(text: &str) -> Option<&'static str> {
    quizdeck_lang::by_endonym(text)
}

/// Detects the language of `text`, when the detector is confident. Chinese is told apart as
/// Simplified (`zh-Hans`) or Traditional (`zh-Hant`) script when the text shows which.
pub(crate) fn detect(text: &str) -> Option<&'static str> {
    let info = whatlang::detect(text)?;
    if !info.is_reliable() && info.confidence() < 0.5 {
        return None;
    }
    let lang = quizdeck_lang::by_iso639_3(info.lang().code())?;
    Some(quizdeck_lang::tag_for_text(lang, text))
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
