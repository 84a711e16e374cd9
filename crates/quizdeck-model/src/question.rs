//! The question types.

use std::collections::BTreeMap;
use std::sync::Arc;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What `quizdeck parse` prints: `{"questions": [...]}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct QuestionSet {
    /// The questions, in input order.
    pub questions: Vec<Question>,
}

/// One multiple-choice question in one language.
///
/// Text fields are plain text (no markup); an explanation's paragraphs are separated by one blank
/// line (`"\n\n"`). Fields a page does not give are empty (strings, lists) or `null` (options), so a
/// hand-edited JSON file may leave them out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default)]
pub struct Question {
    /// Stable identifier of this question in this language; see [`question_id`]. It comes from the
    /// page's own identity (page id, canonical URL), not from its wording, so that editing a page
    /// keeps its id and an Anki note made from it is updated rather than duplicated.
    pub id: String,
    /// Language-neutral key shared by all translations of one question (the page id in the URL or
    /// markup), when the page names one.
    pub key: Option<String>,
    /// BCP-47 language tag (`nl`, `fr`, `ja`, `pt-BR`, …).
    pub lang: String,
    /// The language the page declared (`<html lang>`), kept only when the question's text is
    /// clearly in another, which [`Question::lang`] then names (a code host serving a Polish quiz
    /// file as `<html lang="en">`). Left out of the JSON otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declared_lang: Option<String>,
    /// Topic title.
    pub topic: String,
    /// The question itself.
    pub stem: String,
    /// The choices, in page order.
    pub choices: Vec<Choice>,
    /// Label of the correct choice (`"C"`) of a single-answer question; empty for a
    /// multiple-response question, whose labels are in [`Question::answers`].
    pub answer: String,
    /// Every correct label of a multiple-response question, in page order (`["A", "C"]`); empty
    /// for a single-answer question. Left out of the JSON when empty, so single-answer questions
    /// read and write as they always did. [`Question::correct_labels`] gives the labels of either.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<String>,
    /// How the reader found the answer: the evidence on the page it rests on. `null` when not
    /// known (JSON written by hand).
    pub answer_from: Option<AnswerFrom>,
    /// The text the page's reveal gives after the correct label ("Answer: C. <text>"), when it gives
    /// one. Validation compares it with the text of the named choice.
    pub answer_text: Option<String>,
    /// Explanation, plain text, paragraphs separated by one blank line.
    pub explanation: String,
    /// Titles listed under "more questions about <topic>", in order.
    // Each page of a topic lists the titles of its neighbours, so a title is on many pages: the
    // pages read together share one copy of it (`TextPool`), as they do the translations' tags
    // and URLs.
    pub related: Vec<Arc<str>>,
    /// Canonical URL of the page, when known.
    pub url: Option<String>,
    /// Translations named by the page (hreflang alternates): language → URL.
    // The pages of one question usually name the same ones, so the pages read together share
    // one map (`TextPool`); change it with `Arc::make_mut`.
    pub translations: Arc<BTreeMap<Arc<str>, Arc<str>>>,
    /// Images the question shows.
    pub media: Vec<Media>,
    /// The input this question was read from (a path, or `-` for standard input).
    pub source: String,
}

/// One lettered choice.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
pub struct Choice {
    /// The label: `A`, `B`, … (a page's labels in another alphabet, such as `А Б В` or `ア イ ウ`,
    /// are stored as the Latin letter of the same position).
    pub label: String,
    /// The choice's text, without its label.
    pub text: String,
}

/// The evidence a question's answer was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum AnswerFrom {
    /// A line naming the correct label or labels: "Answer: C", "Key: D | Difficulty: Medium",
    /// "答え：B", "Ответ: а, в".
    KeyLine,
    /// A reveal giving the correct choice's text without its label: "The correct answer is: …".
    AnswerText,
    /// A check mark (✔, ✓) beside the correct choice.
    CheckMark,
    /// A checked box that marks the key (a task list's `[x]`), not a learner's pick.
    CheckedBox,
    /// The correct choice alone set in bold, on a page that marks every question's answer so.
    Bold,
    /// Markup that marks the correct choice (`data-correct="true"`, `data-answer="B"`).
    Markup,
    /// schema.org JSON-LD (`acceptedAnswer`).
    JsonLd,
    /// A question bank's own mark of the right options: Moodle XML's full marks
    /// (`fraction="100"`), GIFT's `=`, a question sheet's answer column.
    QuizFile,
}

impl AnswerFrom {
    /// The name used in the JSON (`key-line`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::KeyLine => "key-line",
            Self::AnswerText => "answer-text",
            Self::CheckMark => "check-mark",
            Self::CheckedBox => "checked-box",
            Self::Bold => "bold",
            Self::Markup => "markup",
            Self::JsonLd => "json-ld",
            Self::QuizFile => "quiz-file",
        }
    }
}

/// An image referenced by a question.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(default)]
pub struct Media {
    /// Which part of the question shows it.
    pub field: MediaField,
    /// The reference as the page wrote it (`img/chip.png`, `https://…`).
    pub src: String,
    /// The local file it resolves to (relative to the page), when it is a local reference.
    pub file: Option<String>,
    /// Alternative text.
    pub alt: String,
}

/// The part of a question an image belongs to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case", tag = "part", content = "label")]
pub enum MediaField {
    /// The stem.
    #[default]
    Stem,
    /// The choice with this label.
    Choice(String),
    /// The explanation.
    Explanation,
}

/// Why a question cannot become a card; see [`Question::card_problems`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardProblem {
    /// Fewer than two choices: `count` of them.
    TooFewChoices {
        /// How many choices the question has.
        count: usize,
    },
    /// No question text.
    NoStem,
    /// No answer, or a correct label that names none of the choices. Only said of a question
    /// that has choices: without any, [`CardProblem::TooFewChoices`] says all there is to say.
    AnswerNotAChoice,
    /// Both `answer` and `answers` are given and disagree (a hand-edited file): which is meant
    /// cannot be told.
    ConflictingAnswers,
}

impl Choice {
    /// A choice from its label and text.
    pub fn new(label: impl Into<String>, text: impl Into<String>) -> Self {
        Self { label: label.into(), text: text.into() }
    }
}

impl Question {
    /// A question with its language, topic and stem; everything else empty.
    pub fn new(lang: impl Into<String>, topic: impl Into<String>, stem: impl Into<String>) -> Self {
        Self { lang: lang.into(), topic: topic.into(), stem: stem.into(), ..Self::default() }
    }

    /// The labels of the correct choices: [`Question::answers`] when given, else the one
    /// [`Question::answer`]; empty when there is none.
    pub fn correct_labels(&self) -> Vec<&str> {
        if self.answers.is_empty() {
            Some(self.answer.as_str()).filter(|a| !a.is_empty()).into_iter().collect()
        } else {
            self.answers.iter().map(String::as_str).collect()
        }
    }

    /// Whether more than one choice is correct (a multiple-response question).
    pub fn is_multiple_response(&self) -> bool {
        self.correct_labels().len() > 1
    }

    /// Sets the correct labels: one goes to [`Question::answer`], several to
    /// [`Question::answers`] (with `answer` left empty), as the JSON shows them.
    pub fn set_correct_labels<S: Into<String>>(&mut self, labels: impl IntoIterator<Item = S>) {
        let mut labels: Vec<String> = labels.into_iter().map(Into::into).collect();
        if labels.len() == 1 {
            self.answer = labels.remove(0);
            self.answers.clear();
        } else {
            self.answer.clear();
            self.answers = labels;
        }
    }

    /// Indices of the correct choices, in page order; a label that names no choice is skipped.
    pub fn correct_indices(&self) -> Vec<usize> {
        let labels = self.correct_labels();
        (0..self.choices.len())
            .filter(|&i| labels.contains(&self.choices[i].label.as_str()))
            .collect()
    }

    /// The correct choice of a single-answer question, if its answer names one. `None` for a
    /// multiple-response question (see [`Question::correct_indices`]).
    pub fn correct_choice(&self) -> Option<&Choice> {
        self.correct_index().map(|i| &self.choices[i])
    }

    /// Another choice than the correct one whose text is the answer's text (`C` given with
    /// `Yucatán`, which is choice B): the page names two answers, one by its letter and one by
    /// its text. Texts compare trimmed, with their spaces collapsed, in lower case and without
    /// a final full stop.
    pub fn answer_text_names_another(&self) -> Option<&Choice> {
        fn form(t: &str) -> String {
            let t = t.trim().trim_end_matches(['.', '。', '!']);
            t.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
        }
        let given = form(self.answer_text.as_deref()?);
        let correct = self.correct_choice()?;
        if given.is_empty() || form(&correct.text) == given {
            return None;
        }
        self.choices.iter().find(|c| c.label != correct.label && form(&c.text) == given)
    }

    /// Index of the correct choice of a single-answer question, if its answer names one.
    pub fn correct_index(&self) -> Option<usize> {
        match self.correct_labels()[..] {
            [label] => self.choices.iter().position(|c| c.label == label),
            _ => None,
        }
    }

    /// What keeps this question from being a card: fewer than two choices, no stem, an answer
    /// that names no choice, in that order. Empty when it can be one.
    ///
    /// `quizdeck parse` and `quizdeck export` reject questions with a problem, `quizdeck check`
    /// reports each as a finding, and the exporters leave out those they cannot show.
    pub fn card_problems(&self) -> Vec<CardProblem> {
        let mut problems = Vec::new();
        if self.choices.len() < 2 {
            problems.push(CardProblem::TooFewChoices { count: self.choices.len() });
        }
        if self.stem.trim().is_empty() {
            problems.push(CardProblem::NoStem);
        }
        let labels = self.correct_labels();
        let named = |l: &&str| self.choices.iter().any(|c| c.label == *l);
        if !self.choices.is_empty() && (labels.is_empty() || !labels.iter().all(named)) {
            problems.push(CardProblem::AnswerNotAChoice);
        }
        if !self.answer.is_empty()
            && !self.answers.is_empty()
            && self.answers != [self.answer.clone()]
        {
            problems.push(CardProblem::ConflictingAnswers);
        }
        problems
    }

    /// Sets [`Question::id`] from the question's identity (see [`question_id`]).
    pub fn assign_id(&mut self) {
        self.id = question_id(
            &self.lang,
            self.key.as_deref(),
            self.url.as_deref(),
            &self.topic,
            &self.stem,
        );
    }

    /// The explanation split into its paragraphs.
    pub fn explanation_paragraphs(&self) -> impl Iterator<Item = &str> {
        self.explanation.split("\n\n").map(str::trim).filter(|p| !p.is_empty())
    }
}

use crate::question_id;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_fields_default_when_reading_hand_edited_json() {
        let q: Question =
            serde_json::from_str(r#"{"lang":"fr","stem":"Quoi ?","answer":"A"}"#).unwrap();
        assert_eq!(q.lang, "fr");
        assert!(q.choices.is_empty());
        assert_eq!(q.url, None);
    }

    #[test]
    fn media_field_serializes_with_part_and_label() {
        let m = Media { field: MediaField::Choice("B".into()), ..Media::default() };
        let v = serde_json::to_value(&m).unwrap();
        assert_eq!(v["field"], serde_json::json!({"part": "choice", "label": "B"}));
        let m = Media { field: MediaField::Stem, ..Media::default() };
        assert_eq!(serde_json::to_value(&m).unwrap()["field"], serde_json::json!({"part": "stem"}));
    }

    #[test]
    fn correct_choice_follows_the_answer_label() {
        let mut q = Question::new("en", "t", "s");
        q.choices = vec![Choice::new("A", "x"), Choice::new("B", "y")];
        q.answer = "B".into();
        assert_eq!(q.correct_index(), Some(1));
        q.answer = "E".into();
        assert_eq!(q.correct_choice(), None);
    }

    #[test]
    fn an_answer_text_that_is_another_choice_is_told() {
        let mut q = Question::new("es", "t", "¿De qué estado es la cochinita pibil?");
        q.choices = vec![Choice::new("A", "Oaxaca"), Choice::new("B", "Yucatán")];
        q.answer = "A".into();
        q.answer_text = Some(" yucatán. ".into());
        assert_eq!(q.answer_text_names_another().map(|c| c.label.as_str()), Some("B"));
        q.answer_text = Some("Oaxaca".into());
        assert!(q.answer_text_names_another().is_none());
        // A text that is no choice's is a paraphrase or a mistake `check` reports; not this.
        q.answer_text = Some("Mérida".into());
        assert!(q.answer_text_names_another().is_none());
    }

    #[test]
    fn card_problems_come_in_order_and_only_when_there_are_some() {
        let mut q = Question::new("en", "t", " ");
        assert_eq!(
            q.card_problems(),
            [CardProblem::TooFewChoices { count: 0 }, CardProblem::NoStem]
        );
        q.choices = vec![Choice::new("A", "x")];
        q.answer = "B".into();
        assert_eq!(
            q.card_problems(),
            [
                CardProblem::TooFewChoices { count: 1 },
                CardProblem::NoStem,
                CardProblem::AnswerNotAChoice
            ]
        );
        q.stem = "s".into();
        q.choices.push(Choice::new("B", "y"));
        assert_eq!(q.card_problems(), []);
        q.answer = String::new();
        assert_eq!(q.card_problems(), [CardProblem::AnswerNotAChoice]);
    }

    #[test]
    fn multiple_response_questions_name_every_correct_choice() {
        let mut q = Question::new("en", "t", "s");
        q.choices = ["A", "B", "C"].iter().map(|l| Choice::new(*l, l.to_lowercase())).collect();
        q.set_correct_labels(["A", "C"]);
        assert_eq!((q.answer.as_str(), q.correct_labels()), ("", vec!["A", "C"]));
        assert!(q.is_multiple_response());
        assert_eq!(q.correct_indices(), [0, 2]);
        assert_eq!(q.correct_choice(), None, "no single correct choice");
        assert_eq!(q.card_problems(), []);
        q.set_correct_labels(["B"]);
        assert_eq!((q.answer.as_str(), q.answers.len()), ("B", 0));
        assert_eq!(q.correct_index(), Some(1));
        q.set_correct_labels(["A", "D"]);
        assert_eq!(q.card_problems(), [CardProblem::AnswerNotAChoice]);
        q.answers = vec!["A".into(), "B".into()];
        q.answer = "C".into();
        assert_eq!(q.card_problems(), [CardProblem::ConflictingAnswers]);
    }

    #[test]
    fn single_answer_json_keeps_its_shape_and_multiple_response_adds_answers() {
        let mut q = Question::new("en", "t", "s");
        q.answer = "B".into();
        q.answer_from = Some(AnswerFrom::KeyLine);
        let v = serde_json::to_value(&q).unwrap();
        assert!(v.get("answers").is_none());
        assert_eq!(
            (v["answer"].as_str(), v["answer_from"].as_str()),
            (Some("B"), Some("key-line"))
        );
        q.set_correct_labels(["A", "C"]);
        let text = serde_json::to_string(&q).unwrap();
        let back: Question = serde_json::from_str(&text).unwrap();
        assert_eq!(back, q);
        assert_eq!(back.correct_labels(), ["A", "C"]);
        let old: Question = serde_json::from_str(r#"{"answer":"C"}"#).unwrap();
        assert_eq!((old.correct_labels(), old.answer_from), (vec!["C"], None));
    }

    #[test]
    fn explanation_paragraphs_split_on_blank_lines() {
        let mut q = Question::new("en", "t", "s");
        q.explanation = "One.\n\nTwo.\n\n".into();
        assert_eq!(q.explanation_paragraphs().collect::<Vec<_>>(), ["One.", "Two."]);
    }
}
