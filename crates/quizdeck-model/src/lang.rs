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

/// Whether `tag` has the shape of a BCP-47 language tag: a language of 2 or 3 letters (or `und`),
/// then subtags of 1 to 8 letters or digits, separated by `-` or `_`. A page's `lang` attribute
/// that is not (`en"><script>`) is not taken as a language.
pub fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.trim().split(['-', '_']);
    let first = parts.next().unwrap_or("");
    (2..=3).contains(&first.len())
        && first.chars().all(|c| c.is_ascii_alphabetic())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

#[cfg(test)]
mod tests {
    use super::{is_language_tag, normalize_lang};

    #[test]
    fn language_tags_have_their_shape() {
        assert!(
            is_language_tag("pt-BR") && is_language_tag("zh_Hant_TW") && is_language_tag("es-419")
        );
        assert!(
            !is_language_tag("en\"><script>")
                && !is_language_tag("")
                && !is_language_tag("english")
        );
    }

    #[test]
    fn cases_each_subtag() {
        assert_eq!(normalize_lang("PT_br"), "pt-BR");
        assert_eq!(normalize_lang("zh-hant-tw"), "zh-Hant-TW");
        assert_eq!(normalize_lang("es-419"), "es-419");
        assert_eq!(normalize_lang(" NL "), "nl");
        assert_eq!(normalize_lang(""), "");
    }
}
