//! The stable finding codes and their severities.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How much a finding matters to an editor.
///
/// Ordered from least to most serious, so `max()` gives the worst of several. A code's findings
/// have its [`Code::severity`] unless its description names a lesser case (a reorder whose answer
/// follows it is `info`; a negation on a wrong choice a `warning`).
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
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $sev:ident, $what:literal, $example:literal; )*) => {
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

            /// The severity of this code's findings: the highest, when its description names a
            /// lesser case too.
            pub fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$sev,)* }
            }

            /// What the rule finds, in a sentence without a full stop (the findings reference
            /// `docs/findings.md` is generated from it).
            pub fn description(self) -> &'static str {
                match self { $(Code::$variant => $what,)* }
            }

            /// A message of this code as `quizdeck check` words it.
            pub fn example(self) -> &'static str {
                match self { $(Code::$variant => $example,)* }
            }

            /// The code named `name`, if there is one.
            pub fn from_name(name: &str) -> Option<Code> {
                match name { $($name => Some(Code::$variant),)* _ => None }
            }
        }
    };
}

// The table of rules: code, severity, what it finds, an example message. `docs/findings.md` is
// generated from it (a test in the binary's tests fails when it is out of date).
codes! {
    /// The answer letter names no choice.
    AnswerNotAChoice = "answer-not-a-choice", Error,
        "the answer letter names no choice",
        r#"the answer "E" names no choice (choices: A, B, C, D)"#;
    /// The reveal's text differs from the text of the choice its letter names.
    AnswerTextMismatch = "answer-text-mismatch", Error,
        "the text given with the answer (\"Answer: C. …\") differs from the text of the choice it \
         names",
        r#"the answer names B but gives the text "De gemiddelde responstijd is precies 95 ms", while choice B reads "5% van de verzoeken duurt langer dan 100 ms" (the given text is choice C)"#;
    /// A page gives both a single answer and a list of answers, and they disagree.
    ConflictingAnswers = "conflicting-answers", Error,
        "the page gives both a single answer and a list of answers (a hand-edited file), and they \
         disagree: which is meant cannot be told",
        r#"the page gives the answer "C" and the answers "A, C""#;
    /// A choice has no text.
    EmptyChoice = "empty-choice", Error, "a choice has no text", "choice D has no text";
    /// Two choices of one question have the same text.
    DuplicateChoice = "duplicate-choice", Error, "two choices of one question have the same text",
        r#"choices B and C have the same text "8 TB""#;
    /// Labels are not A, B, C … in order.
    LabelSequence = "label-sequence", Warning,
        "the choice labels are not A, B, C … in order (a gap, a repeat, out of order); labels in \
         another alphabet a page may letter its choices with (1, 2, 3 …, a, b, c …, А, Б, В …, \
         Α, Β, Γ …, ア, イ, ウ …, イ, ロ, ハ …, 가, 나, 다 …, 甲, 乙, 丙 …, א, ב, ג …) count too",
        "choice labels are A, B, D, E where A, B, C, D was expected";
    /// No question text.
    MissingStem = "missing-stem", Error, "the question has no text", "the question has no text";
    /// No explanation.
    MissingExplanation = "missing-explanation", Warning, "the question has no explanation",
        "the question has no explanation";
    /// Fewer than two choices.
    TooFewChoices = "too-few-choices", Error, "the question has fewer than 2 choices",
        "the question has 1 choice";
    /// A text is confidently in another language than the page's.
    WrongLanguage = "wrong-language", Warning,
        "the stem, a choice or the explanation is confidently in another language than the page's",
        r#"choice A of the ja page reads as English: "Because an SSD is connected through a faster cable""#;
    /// Two inputs give the same question id and language, with different questions; or one
    /// language asks the same question under two ids where the others ask two.
    DuplicateId = "duplicate-id", Error,
        "two inputs give different questions with the same id and language (a question read again unchanged is read once), or, as a warning, one language gives the same question under two ids where other languages give two",
        "html/en-q1.html and copy/en-q1.html both give question 2101-en";
    /// A language has a different number of choices.
    ChoiceCountMismatch = "choice-count-mismatch", Error,
        "a language has more or fewer choices than the others (a dropped or added choice)",
        "es has 3 where de, en, ja, nl, pt-BR have 4";
    /// A language marks a different correct choice.
    AnswerMismatch = "answer-mismatch", Error,
        "a language marks another choice as correct: what the correct choices say is compared \
         (the choices matched across languages by their anchors, shared words and lengths), the \
         letter only where the choices cannot be told apart; with no clear majority, every side \
         is named",
        r#"es marks B "Porque un SSD guarda cada archivo…" where de, en, ja, nl, pt-BR mark C "Because an SSD has no moving parts…""#;
    /// The same choices in another order.
    ChoiceOrderMismatch = "choice-order-mismatch", Error,
        "a language has the same choices in another order, found by the anchors, shared words and \
         lengths of each choice; info when its answer letter follows them (the same correct \
         choice under another letter)",
        "de has choices B and C the other way round (compared with en, es, ja, nl, pt-BR)";
    /// Numbers differ between languages.
    NumberMismatch = "number-mismatch", Error,
        "the numbers of the stem, of a choice (position by position) or of the explanation differ \
         between languages, compared as a multiset of values in any order and notation (powers, \
         decades, dates, versions, numbers in words, and quantities converted into other units \
         and rounded as written: `805 km` for `500 miles`, `43 °C` for `110 °F`); with no clear \
         majority, one finding names \
         what each language has; where the explanation only lacks numbers others give (said in \
         words: `le centenaire`), a warning against a clear majority, else info",
        "choice B: numbers differ: de has 60 MB where others have 50 MB";
    /// Units differ between languages.
    UnitMismatch = "unit-mismatch", Error,
        "a number carries another unit (ms, GB, TB/s, %, °C, a currency …) than in the other \
         languages; one that only lost a unit translations always keep is `info` (a language \
         may write it as a word the tables do not know; a currency left out is none); units in \
         words and localized (`Go`, `Мбит/с`, `毫秒`, `دولار`) are their symbol",
        "choice A: units differ: pt-BR has s where en has ms";
    /// Acronyms or Latin-script technical terms missing in a language.
    AcronymMismatch = "acronym-mismatch", Warning,
        "acronyms or technical terms (GPU, FP16, KV) that most languages write are missing in one \
         and replaced by another (`ROM` for `RAM`; not one its own name's words begin, \
         `Astronomische Einheit (AE)` for `AU`, which is `info`), or by one the page introduces \
         after a name that does not spell it (`… della natura (WWF)` for `IUCN`); also when one \
         is missing in \
         a language that \
         writes it elsewhere on the page while every other language keeps it (`MIDI` in a Greek \
         explanation but not its stem), or that languages of other scripts keep in Latin letters \
         while the language's own text is in them (`MAC` kept in Greek, Hebrew and Hindi, \
         missing in Swedish); info when one is only missing (written out or localized in a way \
         the language tables do not know; or written out as the page itself introduced it, \
         `Badan Antariksa Eropa (ESA)` in the stem and the name alone in the explanation), or \
         replaced on a page that puts its own acronyms in place of two or more (`EZB`, `IWF`, \
         `BIZ` for `ECB`, `IMF`, `BIS`: localized, though each is a letter away)",
        "stem: RAM missing in pl, which has ROM instead";
    /// A negation added or dropped.
    NegationMismatch = "negation-mismatch", Error,
        "the stem or a choice says \"not\" in some languages and not in the others (`ne … pas`, \
         `nicht`, `不`, `않다`, `لا` …; bounds such as `no more than`, quotations and code \
         aside; not on a stem one language asks with \"except\", which others ask with \"not\"): \
         an error on the stem and the correct choice (a warning when only close \
         languages such as Spanish and Italian stand together; info where the languages split \
         with no clear majority); on another choice, a warning \
         when one language stands against four or more (info in a script without spaces, where \
         a negation may make a word)",
        "stem: ru has no negation where the other languages negate it (de \"nicht\", en \"not\" …)";
    /// A text cut short.
    Truncated = "truncated", Warning,
        "a stem, choice or explanation is cut mid-sentence: it ends with a word that never ends \
         one (`de`, `and`, `вместо`) or without the closing punctuation the other languages give \
         it, or it is far shorter than the languages' usual ratio",
        r#"stem of the pt-BR page ends mid-sentence: "…95% do seu tempo de execução" (the other languages end it with "?")"#;
    /// A text identical to another language's.
    Untranslated = "untranslated", Warning,
        "a stem, choice or explanation, or a paragraph or sentence of an explanation, is \
         identical to another language's (left untranslated), \
         unless language-neutral (numbers, units, formulas, code, a single term, a name) — but \
         a word and a number (\"About 28 °C\") given in Latin letters on a page of another script \
         while the other Latin-script languages word it otherwise is left untranslated; it is \
         blamed on the language it is not in, or, when it is too short to tell, on the page whose \
         other texts do not use its words; a text most languages (three or more) give alike, or a \
         short one that three or more give alike and at least half of those of its script, is \
         a name or title kept on purpose",
        r#"choice A: en, ja give the same text "Because an SSD is connected through a faster cable" (English)"#;
    /// Pages of one topic carry different topic titles in one language.
    TopicMismatch = "topic-mismatch", Warning,
        "within one language, pages of one topic (tied by their \"more questions\" lists) carry \
         different topic titles (a stale title)",
        r#"topic title "Netze und Speichersysteme" differs from "Netzwerke und Speicher" on the 6 other de pages of this topic"#;
    /// A question lacks a language the set has.
    MissingTranslation = "missing-translation", Info,
        "a question lacks a language that other questions of the set have (the coverage table)",
        "no ja page for this question";
    /// Grouping could not tell which pages belong together.
    AmbiguousGroup = "ambiguous-group", Warning,
        "grouping could not tell which pages are translations of one another; the pages are \
         checked alone and named",
        "cannot tell which questions of the other languages these 1 th pages translate: two \
         alignments fit about as well (scores 1.4 and 0.9)";
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
        let mut seen = foldhash::HashSet::default();
        for &code in Code::ALL {
            let name = code.as_str();
            assert!(seen.insert(name), "{name} twice");
            assert!(name.chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{name}");
            assert_eq!(Code::from_name(name), Some(code));
            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, format!("\"{name}\""));
        }
        assert_eq!(Code::ALL.len(), 23);
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
