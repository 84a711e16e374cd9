//! From questions to card content: which questions can become cards, and their field HTML.

use std::collections::HashMap;

use quizdeck_model::{CardProblem, MediaField, Question};

use crate::hint::Hint;
use crate::html::{self, Sanitizer};
use crate::media::MediaSet;
use crate::{SkipReason, Skipped};

/// Most choices a card shows; the note type has one field per choice, lettered A to I, and keys
/// 1 to 9 pick them.
pub const MAX_CHOICES: usize = 9;

/// The letter of the choice at `index` (`0` → `A`), the name the exporters know it by.
pub(crate) use quizdeck_model::text::letter_for_index as letter;

/// The ids of the questions that became cards, with the source each came from.
pub type Seen = HashMap<Box<str>, Box<str>>;

/// A question that can become a card.
#[derive(Debug, Clone)]
pub struct Usable<'q> {
    /// Its place in the questions given.
    pub index: usize,
    /// The question.
    pub question: &'q Question,
    /// The positions of its correct choices, in page order (one, or several for a
    /// multiple-response question).
    pub correct: Vec<usize>,
}

/// Splits `questions` into those that can become cards (with the positions of their correct
/// choices) and those left out: repeats of an id already seen, questions without choices, with
/// more than `max_choices` (the most the note type `note_type` holds), whose answer names no
/// choice (see [`Question::card_problems`]), or whose answer's text is another choice's (see
/// [`Question::answer_text_names_another`]). A single choice or an empty stem still makes a card
/// here; `quizdeck parse` and `quizdeck export` reject such questions before they reach an
/// exporter.
/// `seen` holds the ids already made cards, with their source: the questions of one export may
/// come in several chunks.
pub fn usable<'q>(
    questions: &'q [Question],
    max_choices: Option<(usize, &str)>,
    seen: &mut Seen,
) -> (Vec<Usable<'q>>, Vec<Skipped>) {
    let mut ok = Vec::with_capacity(questions.len());
    let mut skipped = Vec::new();
    for (index, q) in questions.iter().enumerate() {
        let skip = |reason| Skipped { id: q.id.clone(), source: q.source.clone(), reason };
        if let Some(kept) = seen.get(q.id.as_str()) {
            skipped.push(skip(SkipReason::DuplicateId { kept_from: kept.to_string() }));
            continue;
        }
        let not_a_choice =
            || SkipReason::AnswerNotAChoice { answer: q.correct_labels().join(", ") };
        let reason = max_choices
            .filter(|&(m, _)| q.choices.len() > m)
            .map(|(max, note_type)| SkipReason::TooManyChoices {
                count: q.choices.len(),
                max,
                note_type: note_type.to_owned(),
            })
            .or_else(|| {
                q.card_problems().into_iter().find_map(|p| match p {
                    CardProblem::TooFewChoices { count: 0 } => Some(SkipReason::NoChoices),
                    CardProblem::AnswerNotAChoice | CardProblem::ConflictingAnswers => {
                        Some(not_a_choice())
                    }
                    CardProblem::TooFewChoices { .. } | CardProblem::NoStem => None,
                })
            })
            .or_else(|| {
                let other = q.answer_text_names_another()?;
                Some(SkipReason::AnswerTextIsAnotherChoice {
                    answer: q.correct_labels().join(", "),
                    text_of: other.label.clone(),
                })
            });
        let correct = q.correct_indices();
        match reason {
            None if !correct.is_empty() => {
                seen.insert(q.id.as_str().into(), q.source.as_str().into());
                ok.push(Usable { index, question: q, correct });
            }
            _ => skipped.push(skip(reason.unwrap_or_else(not_a_choice))),
        }
    }
    (ok, skipped)
}

/// The parts of a question as sanitized field HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardText {
    /// The stem, with its images.
    pub stem: String,
    /// Each choice's text (without its label), with its images.
    pub choices: Vec<String>,
    /// The positions of the correct choices, in page order.
    pub correct: Vec<usize>,
    /// The explanation's paragraphs, with its images.
    pub explanation: String,
    /// The topic.
    pub topic: String,
    /// The language tag (letters, digits and `-` only).
    pub lang: String,
    /// The page's URL when it is an `http(s)` URL (anything else, such as `javascript:`, is
    /// dropped so no card links to it).
    pub url: String,
    /// The question in the hint language (`--hint-lang`), when asked for and found.
    pub hint: Option<Hint>,
}

impl CardText {
    /// Builds the fields of `q` whose correct choices are at `correct`. Images are packed into
    /// `media` when given, and left out otherwise (CSV files cannot carry them).
    pub fn new(
        q: &Question,
        correct: &[usize],
        clean: &Sanitizer,
        mut media: Option<&mut MediaSet>,
    ) -> Self {
        let mut images = |part: &dyn Fn(&MediaField) -> bool| -> String {
            let Some(set) = media.as_deref_mut() else { return String::new() };
            q.media
                .iter()
                .filter(|m| part(&m.field))
                .filter_map(|m| set.add(q, m).map(|name| html::img(&name, &m.alt)))
                .collect()
        };
        let stem = clean.clean(&(html::text(&q.stem) + &images(&|f| *f == MediaField::Stem)));
        let choices = q
            .choices
            .iter()
            .map(|c| {
                let imgs = images(&|f| matches!(f, MediaField::Choice(l) if *l == c.label));
                clean.clean(&(html::text(&c.text) + &imgs))
            })
            .collect();
        let explanation = html::paragraphs(q.explanation_paragraphs())
            + &images(&|f| *f == MediaField::Explanation);
        let url = q
            .url
            .as_deref()
            .and_then(web_url)
            .map(|u| clean.clean(&html::text(&u)))
            .unwrap_or_default();
        Self {
            stem,
            choices,
            correct: correct.to_vec(),
            explanation: clean.clean(&explanation),
            topic: clean.clean(&html::text(&q.topic)),
            // The note type puts the language into an attribute too (`data-qd-lang`).
            lang: crate::identity::lang_component(&q.lang),
            url,
            hint: None,
        }
    }

    /// The letters of the correct choices by position, as the `Answer` field holds them: `C`, or
    /// `A, C` for a multiple-response question.
    pub fn answer_letters(&self) -> String {
        let letters: Vec<String> = self.correct.iter().map(|&i| letter(i).to_string()).collect();
        letters.join(", ")
    }
}

/// `raw` as a web URL a card can link to, or `None`. The template puts the URL into an `href`
/// through Anki's `text:` filter, which decodes entities, so escaping alone would not keep a `"`
/// from closing the attribute: the URL is parsed and written back (quotes, angle brackets, spaces
/// and backticks percent-encoded), and anything not `http(s)` with a host is dropped.
pub fn web_url(raw: &str) -> Option<String> {
    let url = url::Url::parse(raw.trim()).ok()?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none_or(str::is_empty) {
        return None;
    }
    // `'` is left as is by the serializer; harmless in a double-quoted attribute, encoded anyway.
    // Brackets after the host too: the card shows the URL as text, where `[sound:…]` is a tag.
    let host = url[..url::Position::BeforePath].len();
    let out = String::from(url).replace('\'', "%27");
    let out = format!("{}{}", &out[..host], out[host..].replace('[', "%5B").replace(']', "%5D"));
    // The serializer already encodes these; refuse rather than trust that for every part.
    let unsafe_char = |c: char| c.is_whitespace() || c.is_control() || "\"'<>`\\".contains(c);
    (!out.contains(unsafe_char)).then_some(out)
}

#[cfg(test)]
mod tests {
    use quizdeck_model::Choice;

    use super::*;

    fn question(id: &str, choices: usize, answer: &str) -> Question {
        let mut q = Question::new("en", "T", "S");
        q.id = id.into();
        q.choices = (0..choices).map(|i| Choice::new(letter(i).to_string(), "x")).collect();
        q.answer = answer.into();
        q
    }

    #[test]
    fn unusable_questions_are_left_out_with_a_reason() {
        let qs = [
            question("a", 3, "B"),
            question("a", 3, "A"),
            question("b", 0, "A"),
            question("c", 10, "A"),
            question("d", 2, "Z"),
        ];
        let (ok, skipped) = usable(&qs, Some((MAX_CHOICES, "T")), &mut Seen::new());
        assert_eq!(ok.len(), 1);
        assert_eq!((ok[0].index, &ok[0].correct[..]), (0, &[1][..]));
        let reasons: Vec<_> = skipped.iter().map(|s| &s.reason).collect();
        assert!(matches!(reasons[0], SkipReason::DuplicateId { .. }));
        assert_eq!(reasons[1], &SkipReason::NoChoices);
        let too_many = SkipReason::TooManyChoices { count: 10, max: 9, note_type: "T".into() };
        assert_eq!(reasons[2], &too_many);
        assert!(matches!(reasons[3], SkipReason::AnswerNotAChoice { .. }));
        assert_eq!(usable(&qs[3..4], None, &mut Seen::new()).0.len(), 1);
    }

    #[test]
    fn answer_letter_follows_position_not_page_label() {
        let mut q = question("a", 3, "b");
        q.choices = vec![Choice::new("a", "one"), Choice::new("b", "two"), Choice::new("c", "3")];
        let (ok, _) = usable(std::slice::from_ref(&q), Some((MAX_CHOICES, "T")), &mut Seen::new());
        let t = CardText::new(ok[0].question, &ok[0].correct, &Sanitizer::default(), None);
        assert_eq!(t.answer_letters(), "B");
    }

    #[test]
    fn a_multiple_response_question_names_every_correct_choice_in_page_order() {
        let mut q = question("m", 4, "");
        q.answers = vec!["D".into(), "A".into(), "C".into()];
        let (ok, skipped) =
            usable(std::slice::from_ref(&q), Some((MAX_CHOICES, "T")), &mut Seen::new());
        assert!(skipped.is_empty());
        assert_eq!(ok[0].correct, [0, 2, 3]);
        let clean = Sanitizer::default();
        let t = CardText::new(&q, &ok[0].correct, &clean, None);
        assert_eq!(t.answer_letters(), "A, C, D");
        // One of the labels names no choice: left out, with every label in the reason.
        q.answers = vec!["A".into(), "Q".into()];
        let (ok, skipped) = usable(std::slice::from_ref(&q), None, &mut Seen::new());
        assert!(ok.is_empty());
        assert_eq!(skipped[0].reason, SkipReason::AnswerNotAChoice { answer: "A, Q".into() });
    }

    #[test]
    fn only_web_urls_are_kept() {
        let clean = Sanitizer::default();
        let mut q = question("a", 2, "A");
        q.url = Some("javascript:alert(1)".into());
        assert_eq!(CardText::new(&q, &[0], &clean, None).url, "");
        q.url = Some("https://quiz.example/en/1/?a=1&b=2".into());
        assert_eq!(
            CardText::new(&q, &[0], &clean, None).url,
            "https://quiz.example/en/1/?a=1&amp;b=2"
        );
    }

    #[test]
    fn source_url_cannot_close_its_href_attribute() {
        for (raw, want) in [
            (
                "https://quiz.example/a\"><script>alert(1)</script>",
                Some("https://quiz.example/a%22%3E%3Cscript%3Ealert(1)%3C/script%3E"),
            ),
            (
                "https://quiz.example/?q=\" onmouseover=\"x",
                Some("https://quiz.example/?q=%22%20onmouseover=%22x"),
            ),
            ("HTTPS://Quiz.Example/x y'", Some("https://quiz.example/x%20y%27")),
            ("https://quiz.example/[sound:a.mp3]", Some("https://quiz.example/%5Bsound:a.mp3%5D")),
            ("https://a\"b/", None),
            ("http://", None),
            ("javascript://x/%0aalert(1)", None),
            ("data:text/html,<script>", None),
        ] {
            assert_eq!(web_url(raw).as_deref(), want, "{raw}");
        }
    }
}
