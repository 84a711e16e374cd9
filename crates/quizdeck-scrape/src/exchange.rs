//! Questions from quiz exchange formats, files that learning platforms export and import
//! question banks in: Moodle XML ([`crate::moodle_xml`]) and GIFT ([`crate::gift`]). Unlike a
//! page, such a file says outright which options are right (a fraction of the marks, `=` before
//! an answer), so nothing is inferred from layout: each reader only takes the file apart, and
//! this module makes the model's questions of what it took.

use quizdeck_model::text::letter_for_index;
use quizdeck_model::{AnswerFrom, Choice, Question, normalize_lang, question_id};

use crate::error::{Missing, Position};
use crate::page::Outcome;
use crate::{ErrorKind, lang};

/// A file's questions, each read or why not.
pub(crate) type Items = Vec<Result<Item, ErrorKind>>;

/// One multiple-choice question as an exchange file gives it.
#[derive(Debug, Default)]
pub(crate) struct Item {
    pub stem: String,
    /// The options' texts, in the file's order: they get the letters A, B, C …
    pub options: Vec<String>,
    /// Positions of the right options.
    pub correct: Vec<usize>,
    /// Several options may be right (a multiple-response question).
    pub multiple: bool,
    pub explanation: String,
    /// The category the file filed it under (its last part).
    pub topic: String,
    /// An identifier the file gives the question (Moodle's `idnumber`).
    pub key: Option<String>,
    /// Where the question starts in the file.
    pub at: Position,
}

/// The questions of one file, in its order, in the language it declares; a file that names none
/// (most formats cannot) is told from all its questions' stems together (a bank is written in
/// one), else from all their text.
pub(crate) fn questions(
    items: Vec<Result<Item, ErrorKind>>,
    declared: Option<&str>,
) -> Vec<Outcome> {
    let read: Vec<&Item> = items.iter().filter_map(|i| i.as_ref().ok()).collect();
    let join = |part: fn(&Item) -> &str| -> String {
        read.iter().map(|i| part(i)).collect::<Vec<_>>().join("\n\n")
    };
    let told = || {
        lang::detect(&join(|i| &i.stem)).or_else(|| {
            let all: String = read
                .iter()
                .flat_map(|i| {
                    std::iter::once(i.stem.as_str())
                        .chain(i.options.iter().map(String::as_str))
                        .chain(std::iter::once(i.explanation.as_str()))
                })
                .collect::<Vec<_>>()
                .join("\n\n");
            lang::detect(&all)
        })
    };
    let lang = match declared {
        Some(tag) => normalize_lang(tag),
        None => told().map_or_else(|| "und".to_owned(), normalize_lang),
    };
    items.into_iter().map(|item| item.and_then(|i| question(i, &lang))).collect()
}

/// The model's question of one item, or why it is none: no options, no stem, or not exactly one
/// right option where one is asked for.
fn question(item: Item, lang: &str) -> Result<Question, ErrorKind> {
    let at = item.at;
    if item.options.len() < 2 {
        return Err(ErrorKind::Incomplete { missing: Missing::Options, at });
    }
    if item.options.len() > 26 {
        let message = format!("{} options, more than the letters A to Z", item.options.len());
        return Err(ErrorKind::Inconsistent { message, at });
    }
    if item.stem.trim().is_empty() {
        return Err(ErrorKind::Incomplete { missing: Missing::Stem, at });
    }
    if let Some(k) = item.options.iter().position(|o| o.trim().is_empty()) {
        let message = format!("option {} has no text", letter_for_index(k));
        return Err(ErrorKind::Inconsistent { message, at });
    }
    let labels: Vec<String> =
        item.correct.iter().map(|&k| letter_for_index(k).to_string()).collect();
    let (answer, answers) = match (item.multiple, &labels[..]) {
        (_, []) => return Err(ErrorKind::Incomplete { missing: Missing::Marked, at }),
        (false, [one]) => (one.clone(), Vec::new()),
        (false, _) => {
            let message = format!("a question with one answer marks {} right", labels.join(", "));
            return Err(ErrorKind::Inconsistent { message, at });
        }
        (true, _) => (String::new(), labels),
    };
    let mut q = Question {
        lang: lang.to_owned(),
        key: item.key,
        topic: item.topic,
        stem: item.stem,
        choices: (item.options.into_iter().enumerate())
            .map(|(k, text)| Choice::new(letter_for_index(k).to_string(), text))
            .collect(),
        answer,
        answers,
        answer_from: Some(AnswerFrom::QuizFile),
        explanation: item.explanation,
        ..Question::default()
    };
    q.id = question_id(&q.lang, q.key.as_deref(), None, &q.topic, &q.stem);
    Ok(q)
}

/// The last named part of a category path (`$course$/top/Geography/Capitals` gives
/// `Capitals`): Moodle's placeholders (`$course$`, `$system$` …) and its root `top` name no
/// subject. A `/` inside a name is written `//`.
pub(crate) fn category_topic(path: &str) -> String {
    let path = path.replace("//", "\u{0}");
    let placeholder = |p: &str| p.starts_with('$') && p.ends_with('$');
    path.split('/')
        .map(|p| p.replace('\u{0}', "/").trim().to_owned())
        .rfind(|p| !(p.is_empty() || placeholder(p) || p == "top"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_category_names_its_last_part() {
        assert_eq!(category_topic("$course$/top/Geografie/Hauptstädte"), "Hauptstädte");
        assert_eq!(category_topic("$course$/top"), "");
        assert_eq!(category_topic("Biology/Cells // Tissues"), "Cells / Tissues");
    }

    fn item(options: &[&str], correct: &[usize], multiple: bool) -> Item {
        Item {
            stem: "Which one?".into(),
            options: options.iter().map(|&o| o.to_owned()).collect(),
            correct: correct.to_vec(),
            multiple,
            ..Item::default()
        }
    }

    #[test]
    fn one_right_option_is_the_answer_several_are_the_answers() {
        let q = question(item(&["a", "b", "c"], &[1], false), "en").unwrap();
        assert_eq!((q.answer.as_str(), q.answers.len()), ("B", 0));
        let q = question(item(&["a", "b", "c"], &[0, 2], true), "en").unwrap();
        assert_eq!((q.answer.as_str(), q.answers.clone()), ("", vec!["A".into(), "C".into()]));
    }

    #[test]
    fn no_right_option_or_two_for_one_answer_is_an_error() {
        let e = question(item(&["a", "b"], &[], false), "en").unwrap_err();
        assert!(matches!(e, ErrorKind::Incomplete { missing: Missing::Marked, .. }));
        let e = question(item(&["a", "b"], &[0, 1], false), "en").unwrap_err();
        assert_eq!(
            e.to_string(),
            "inconsistent question: a question with one answer marks A, B right"
        );
        let e = question(item(&["a"], &[0], false), "en").unwrap_err();
        assert!(matches!(e, ErrorKind::Incomplete { missing: Missing::Options, .. }));
    }
}
