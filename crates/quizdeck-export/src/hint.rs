//! Bilingual cards (`--hint-lang LANG`): the same question in another language on the back of each
//! card, for language learners.
//!
//! The other language's version of a question is found the way `quizdeck check` finds
//! translations ([`quizdeck_group`]: a shared key, hreflang and canonical links, or each language's
//! topic sequence). A question with no version in that language gets no hint, and is counted; one
//! that is itself in that language needs none.

use quizdeck_model::{Progress, Question, normalize_lang};

use crate::html::{self, Sanitizer};
use crate::identity::lang_component;
use crate::notes::letter;

/// A question's version in the hint language, as field HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// Its language tag (letters, digits and `-` only: the note type puts it into an attribute).
    pub lang: String,
    /// Its stem, then one line per choice with its letter, the right ones in bold and ticked.
    pub html: String,
}

impl Hint {
    /// The hint that `version` gives.
    pub fn of(version: &Question, clean: &Sanitizer) -> Self {
        let correct = version.correct_indices();
        let mut out = format!("<p>{}</p>", html::text(&version.stem));
        for (i, c) in version.choices.iter().enumerate() {
            let line = format!("{}. {}", letter(i), html::text(&c.text));
            out += &if correct.contains(&i) {
                format!("<p><b>{line} \u{2713}</b></p>")
            } else {
                format!("<p>{line}</p>")
            };
        }
        Self { lang: lang_component(&version.lang), html: clean.clean(&out) }
    }

    /// The hint as a block set apart by its language in italics, for a note type without a field
    /// of its own for it (Basic's Back, the add-on's Extra 1).
    pub fn block(&self) -> String {
        format!("<p><i>{}</i></p>{}", self.lang, self.html)
    }
}

/// Which version of each question is in the hint language.
#[derive(Debug)]
pub struct Versions {
    /// The hint language, as the model writes tags (`pt-BR`).
    pub lang: String,
    /// For each question (by index), the index of its version in the hint language, if it is in
    /// another language and has one.
    pub of: Vec<Option<usize>>,
    /// Whether any question given is in the hint language.
    pub any: bool,
}

impl Versions {
    /// Finds the versions in `lang` of `questions`.
    pub fn find(questions: &[Question], lang: &str, progress: &dyn Progress) -> Self {
        let lang = normalize_lang(lang.trim());
        let grouping = quizdeck_group::group(questions, progress);
        let of = (0..questions.len())
            .map(|i| grouping.page_in(i, &lang).filter(|&v| questions[i].lang != lang && v != i))
            .collect();
        let any = questions.iter().any(|q| q.lang == lang);
        Self { lang, of, any }
    }
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, NoProgress};

    use super::*;

    fn q(lang: &str, key: &str, stem: &str, answer: &str) -> Question {
        let mut q = Question::new(lang, "T", stem);
        q.key = Some(key.into());
        q.id = format!("{key}-{lang}");
        q.choices = vec![Choice::new("A", "a <1>"), Choice::new("B", "b")];
        q.answer = answer.into();
        q
    }

    #[test]
    fn each_question_finds_its_version_in_the_hint_language_or_none() {
        let qs =
            [q("en", "1", "One?", "A"), q("pt-BR", "1", "Um?", "A"), q("en", "2", "Two?", "B")];
        let v = Versions::find(&qs, "pt-br", &NoProgress);
        assert_eq!(v.lang, "pt-BR");
        assert_eq!(v.of, [Some(1), None, None]);
        assert!(v.any);
        assert!(!Versions::find(&qs, "fr", &NoProgress).any);
    }

    #[test]
    fn a_hint_shows_the_stem_and_ticks_the_right_choice() {
        let hint = Hint::of(&q("pt-BR", "1", "Um < dois?", "B"), &Sanitizer::default());
        assert_eq!(hint.lang, "pt-BR");
        assert_eq!(
            hint.html,
            "<p>Um &lt; dois?</p><p>A. a &lt;1&gt;</p><p><b>B. b \u{2713}</b></p>"
        );
        assert!(hint.block().starts_with("<p><i>pt-BR</i></p><p>Um"));
    }
}
