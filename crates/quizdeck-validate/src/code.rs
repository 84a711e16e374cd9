//! The stable finding codes and their severities.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How much a finding matters to an editor.
///
/// Ordered from least to most serious, so `max()` gives the worst of several.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// For the record (coverage gaps); never fails a run.
    Info,
    /// Needs a human look.
    Warning,
    /// The card would teach something wrong.
    Error,
}

impl Severity {
    /// The name used in reports (`error`, `warning`, `info`).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! codes {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $sev:ident, $what:literal; )*) => {
        /// A finding's code: stable, kebab-case, one per rule.
        ///
        /// The codes are a contract with editors' tooling and with the defect fixtures; a code is
        /// never renamed or reused for another rule.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        #[non_exhaustive]
        pub enum Code {
            $( $(#[$doc])* $variant, )*
        }

        impl Code {
            /// Every code, in documentation order.
            pub const ALL: &'static [Code] = &[$(Code::$variant),*];

            /// The code as it appears in reports (`answer-mismatch`).
            pub fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// The severity of every finding with this code.
            pub fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$sev,)* }
            }

            /// One line saying what the rule finds.
            pub fn description(self) -> &'static str {
                match self { $(Code::$variant => $what,)* }
            }

            /// The code named `name`, if there is one.
            pub fn from_name(name: &str) -> Option<Code> {
                match name { $($name => Some(Code::$variant),)* _ => None }
            }
        }
    };
}

codes! {
    /// The answer letter names no choice.
    AnswerNotAChoice = "answer-not-a-choice", Error,
        "the answer letter names no choice";
    /// The reveal's text differs from the text of the choice its letter names.
    AnswerTextMismatch = "answer-text-mismatch", Error,
        "the text given with the answer differs from the text of the choice it names";
    /// A choice has no text.
    EmptyChoice = "empty-choice", Error, "a choice has no text";
    /// Two choices of one question have the same text.
    DuplicateChoice = "duplicate-choice", Error, "two choices of one question have the same text";
    /// Labels are not A, B, C … in order.
    LabelSequence = "label-sequence", Warning,
        "the choice labels are not A, B, C … in order (gap, repeat, out of order)";
    /// No question text.
    MissingStem = "missing-stem", Error, "the question has no text";
    /// No explanation.
    MissingExplanation = "missing-explanation", Warning, "the question has no explanation";
    /// Fewer than two choices.
    TooFewChoices = "too-few-choices", Error, "the question has fewer than 2 choices";
    /// A text is confidently in another language than the page's.
    WrongLanguage = "wrong-language", Warning,
        "the stem, a choice or the explanation is in another language than the page's";
    /// Two inputs give the same question id and language.
    DuplicateId = "duplicate-id", Error, "two inputs give the same question id and language";
    /// A language has a different number of choices.
    ChoiceCountMismatch = "choice-count-mismatch", Error,
        "a language has a different number of choices (a dropped or added choice)";
    /// A language marks a different correct choice.
    AnswerMismatch = "answer-mismatch", Error, "a language marks a different correct letter";
    /// The same choices in another order.
    ChoiceOrderMismatch = "choice-order-mismatch", Error,
        "a language has the same choices in another order (swapped choices)";
    /// Numbers differ between languages.
    NumberMismatch = "number-mismatch", Error,
        "the numbers of the stem, of a choice or of the explanation differ between languages";
    /// Units differ between languages.
    UnitMismatch = "unit-mismatch", Error,
        "the units (ms, GB, TB/s, %, °C …) differ between languages";
    /// Acronyms or Latin-script technical terms missing in a language.
    AcronymMismatch = "acronym-mismatch", Warning,
        "acronyms or technical terms (GPU, FP16, KV) present in most languages are missing in one";
    /// A text identical to another language's.
    Untranslated = "untranslated", Warning,
        "a stem, choice or explanation is identical to another language's (left untranslated)";
    /// Pages of one topic carry different topic titles in one language.
    TopicMismatch = "topic-mismatch", Warning,
        "within one language, pages of one topic carry different topic titles (a stale title)";
    /// A question lacks a language the set has.
    MissingTranslation = "missing-translation", Info,
        "a question lacks a language that other questions of the set have";
    /// Grouping could not tell which pages belong together.
    AmbiguousGroup = "ambiguous-group", Warning,
        "grouping could not tell which pages are translations of one another";
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_kebab_case_unique_and_round_trip() {
        let mut seen = std::collections::HashSet::new();
        for &code in Code::ALL {
            let name = code.as_str();
            assert!(seen.insert(name), "{name} twice");
            assert!(name.chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{name}");
            assert_eq!(Code::from_name(name), Some(code));
            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, format!("\"{name}\""));
        }
        assert_eq!(Code::ALL.len(), 20);
    }

    #[test]
    fn what_teaches_a_wrong_answer_is_an_error() {
        for code in [
            Code::AnswerMismatch,
            Code::AnswerTextMismatch,
            Code::NumberMismatch,
            Code::ChoiceCountMismatch,
            Code::ChoiceOrderMismatch,
        ] {
            assert_eq!(code.severity(), Severity::Error, "{code}");
        }
        assert_eq!(Code::MissingTranslation.severity(), Severity::Info);
        assert!(Severity::Error > Severity::Warning && Severity::Warning > Severity::Info);
    }
}
