//! Which questions a command works on: the languages and the topic the user names (`--lang`,
//! `--topic`).

use std::fmt;
use std::str::FromStr;

use wildmatch::WildMatch;

use crate::Question;
use crate::lang::is_language_tag;

/// A selection of questions by language and topic. The default selects everything.
///
/// Languages are matched as BCP 47 language ranges with "basic filtering" (RFC 4647 §3.3.1):
/// `pt` selects `pt`, `pt-BR` and `pt-PT`; `pt-BR` selects `pt-BR` only; `zh-Hant` selects
/// `zh-Hant-TW`. Case does not matter, and `_` counts as `-`.
///
/// ```
/// use quizdeck_model::{Question, Selection, TopicPattern};
///
/// let selection = Selection {
///     langs: vec!["pt".into(), "ja".into()],
///     topic: Some("netw*stor".parse::<TopicPattern>().unwrap()),
/// };
/// assert!(selection.matches(&Question::new("pt-BR", "Networks and storage", "…")));
/// assert!(!selection.matches(&Question::new("de", "Networks and storage", "…")));
/// assert!(!selection.matches(&Question::new("ja", "GPU memory", "…")));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// Language ranges; none selects every language.
    pub langs: Vec<String>,
    /// The topic pattern; none selects every topic.
    pub topic: Option<TopicPattern>,
}

impl Selection {
    /// Whether this selects every question.
    pub fn is_all(&self) -> bool {
        self.langs.is_empty() && self.topic.is_none()
    }

    /// Whether the language tag `tag` is selected.
    pub fn lang(&self, tag: &str) -> bool {
        self.langs.is_empty() || self.langs.iter().any(|range| lang_in_range(tag, range))
    }

    /// Whether the topic title `title` is selected.
    pub fn topic(&self, title: &str) -> bool {
        self.topic.as_ref().is_none_or(|p| p.matches(title))
    }

    /// Whether `q` is selected: its language and its topic.
    pub fn matches(&self, q: &Question) -> bool {
        self.lang(&q.lang) && self.topic(&q.topic)
    }
}

/// RFC 4647 basic filtering: `range` equals `tag`, or is a prefix of it ending at a `-`.
/// Both are compared as folded (`_` read as `-`, ASCII letters in any case), byte by byte, without
/// building the folded strings: it runs once per question and range.
fn lang_in_range(tag: &str, range: &str) -> bool {
    let fold = |b: u8| if b == b'_' { b'-' } else { b.to_ascii_lowercase() };
    let (tag, range) = (tag.trim().as_bytes(), range.trim().as_bytes());
    tag.len() >= range.len()
        && tag.iter().zip(range).all(|(&a, &b)| fold(a) == fold(b))
        && tag.get(range.len()).is_none_or(|&next| fold(next) == b'-')
}

/// Checks a `--lang` value: a language tag's shape (`pt-BR`, `zh_Hant`), returned normalized.
pub fn parse_lang_range(text: &str) -> Result<String, SelectionError> {
    if is_language_tag(text) {
        Ok(crate::normalize_lang(text))
    } else {
        Err(SelectionError::Lang(text.to_owned()))
    }
}

/// A topic pattern: a wildcard pattern (`*` any run of characters, `?` any one character) found
/// anywhere in the topic title, ignoring case in every script: `storage` and `netw*stor` select
/// "Networks and storage", `сети` selects "Сети и хранение".
#[derive(Clone)]
pub struct TopicPattern {
    pattern: String,
    matcher: WildMatch,
}

impl TopicPattern {
    /// The pattern as given.
    pub fn as_str(&self) -> &str {
        &self.pattern
    }

    /// Whether the pattern is found in `title`.
    pub fn matches(&self, title: &str) -> bool {
        self.matcher.matches(title)
    }
}

impl FromStr for TopicPattern {
    type Err = SelectionError;

    fn from_str(pattern: &str) -> Result<Self, Self::Err> {
        if pattern.trim().is_empty() {
            return Err(SelectionError::EmptyTopic);
        }
        // Anywhere in the title: the pattern is matched against the whole title with `*` around
        // it. (A glob crate for paths would fold case in ASCII only and match `?` to one byte.)
        let matcher = WildMatch::new_case_insensitive(&format!("*{}*", pattern.trim()));
        Ok(Self { pattern: pattern.trim().to_owned(), matcher })
    }
}

impl PartialEq for TopicPattern {
    fn eq(&self, other: &Self) -> bool {
        self.pattern == other.pattern
    }
}

impl Eq for TopicPattern {}

impl fmt::Debug for TopicPattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("TopicPattern").field(&self.pattern).finish()
    }
}

/// A `--lang` or `--topic` value that cannot select anything.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SelectionError {
    /// Not a language tag.
    #[error("{0:?} is not a language tag (like en, pt-BR or zh-Hant)")]
    Lang(String),
    /// An empty topic pattern (which would select every topic).
    #[error("the topic pattern is empty")]
    EmptyTopic,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn langs(ranges: &[&str]) -> Selection {
        Selection { langs: ranges.iter().map(|r| r.to_string()).collect(), topic: None }
    }

    fn topic(pattern: &str) -> TopicPattern {
        pattern.parse().unwrap()
    }

    #[test]
    fn a_language_range_selects_its_regional_variants_and_not_its_prefix_lookalikes() {
        let pt = langs(&["pt"]);
        assert!(pt.lang("pt") && pt.lang("pt-BR") && pt.lang("PT_pt"));
        assert!(!pt.lang("ptx") && !pt.lang("en"), "a range ends at a subtag boundary");
        let br = langs(&["pt-br"]);
        assert!(br.lang("pt-BR") && !br.lang("pt") && !br.lang("pt-PT"));
        let hant = langs(&["zh-Hant"]);
        assert!(hant.lang("zh-Hant-TW") && !hant.lang("zh-Hans") && !hant.lang("zh"));
        assert!(langs(&[]).lang("anything"), "no range selects every language");
        assert!(langs(&["ja", "de"]).lang("de"));
    }

    #[test]
    fn ranges_compare_as_their_folded_strings_do() {
        // The definition, with the folded strings built.
        let folded = |tag: &str, range: &str| {
            let fold = |s: &str| s.trim().replace('_', "-").to_ascii_lowercase();
            let (tag, range) = (fold(tag), fold(range));
            tag == range || tag.strip_prefix(&range).is_some_and(|rest| rest.starts_with('-'))
        };
        let samples = [
            "",
            "-",
            "_",
            "pt",
            "PT",
            " pt ",
            "pt-BR",
            "pt_br",
            "ptx",
            "pt-",
            "pt__",
            "zh-Hant-TW",
            "zh_hant",
            "sr-Latn",
            "ß",
            "É-x",
        ];
        for tag in samples {
            for range in samples {
                assert_eq!(lang_in_range(tag, range), folded(tag, range), "{tag:?} in {range:?}");
            }
        }
    }

    #[test]
    fn lang_values_are_language_tags_normalized() {
        assert_eq!(parse_lang_range("PT_br"), Ok("pt-BR".into()));
        assert_eq!(parse_lang_range("zh-hant"), Ok("zh-Hant".into()));
        for bad in ["", "english", "j", "pt-BR,ja", "*"] {
            assert_eq!(parse_lang_range(bad), Err(SelectionError::Lang(bad.into())), "{bad}");
        }
    }

    #[test]
    fn a_topic_pattern_is_found_anywhere_ignoring_case_in_any_script() {
        let title = "Networks and storage";
        assert!(topic("storage").matches(title));
        assert!(topic("NETW*STOR").matches(title));
        assert!(topic("works?and").matches(title));
        assert!(!topic("networks and disks").matches(title));
        assert!(topic("СЕТИ").matches("Сети и хранение"), "case folds beyond ASCII");
        assert!(
            topic("ネットワーク?ストレージ").matches("ネットワークとストレージ"),
            "? is a character"
        );
        assert!(topic("TCP/IP").matches("The TCP/IP stack"), "a slash is an ordinary character");
    }

    #[test]
    fn an_empty_topic_pattern_is_an_error() {
        for bad in ["", "  "] {
            assert_eq!(bad.parse::<TopicPattern>(), Err(SelectionError::EmptyTopic), "{bad:?}");
        }
    }

    #[test]
    fn a_question_is_selected_by_language_and_topic_together() {
        let s = Selection { langs: vec!["de".into()], topic: Some(topic("speicher")) };
        assert!(s.matches(&Question::new("de", "Netzwerke und Speicher", "…")));
        assert!(!s.matches(&Question::new("en", "Netzwerke und Speicher", "…")));
        assert!(!s.matches(&Question::new("de", "Algorithmen", "…")));
        assert!(Selection::default().is_all() && !s.is_all());
    }
}
