//! Language tags.

/// Normalizes a BCP-47 tag to its conventional case: language lower case, script title case,
/// region upper case (`PT_br` → `pt-BR`, `zh-hant-tw` → `zh-Hant-TW`). Underscores become hyphens.
pub fn normalize_lang(tag: &str) -> String {
    let mut out = Vec::new();
    for (i, part) in tag.trim().split(['-', '_']).filter(|p| !p.is_empty()).enumerate() {
        let p = if i == 0 {
            part.to_ascii_lowercase()
        } else if part.len() == 4 && part.chars().all(|c| c.is_ascii_alphabetic()) {
            let mut s = part.to_ascii_lowercase();
            s[..1].make_ascii_uppercase();
            s
        } else if part.len() == 2 || (part.len() == 3 && part.chars().all(|c| c.is_ascii_digit())) {
            part.to_ascii_uppercase()
        } else {
            part.to_ascii_lowercase()
        };
        out.push(p);
    }
    out.join("-")
}

#[cfg(test)]
mod tests {
    use super::normalize_lang;

    #[test]
    fn cases_each_subtag() {
        assert_eq!(normalize_lang("PT_br"), "pt-BR");
        assert_eq!(normalize_lang("zh-hant-tw"), "zh-Hant-TW");
        assert_eq!(normalize_lang("es-419"), "es-419");
        assert_eq!(normalize_lang(" NL "), "nl");
        assert_eq!(normalize_lang(""), "");
    }
}
