//! The consistency a question needs to be usable as a card.

use quizdeck_model::{CardProblem, Question};

use crate::{ErrorKind, Missing, ParseError, Position};

/// Checks that `q` can become a card (see [`Question::card_problems`]): a stem, at least two
/// choices, and an answer that names one of them, given with its own text if with any (see
/// [`Question::answer_text_names_another`]). `quizdeck parse` and `quizdeck export` reject
/// questions that fail; `quizdeck check` reports them as findings instead. The error names the
/// question's source and its first problem.
pub fn verify(q: &Question) -> Result<(), ParseError> {
    if let Some(&problem) = q.card_problems().first() {
        return Err(ParseError::new(q.source.clone(), kind(q, problem)));
    }
    // The reveal names one choice by its letter and another by its text (`B. Nairobi` where
    // Nairobi is C): which one is meant cannot be told.
    if let (Some(other), Some(correct)) = (q.answer_text_names_another(), q.correct_choice()) {
        let message = format!(
            "the answer {} (\"{}\") is given with the text of {} (\"{}\")",
            correct.label, correct.text, other.label, other.text
        );
        return Err(ParseError::new(
            q.source.clone(),
            ErrorKind::Inconsistent { message, at: Position::default() },
        ));
    }
    Ok(())
}

/// [`verify`] for the `n`th question (1-based) of a page that gives `of` of them: a rejection
/// names the question by its place on a page of several (`inconsistent question #2: …`).
pub fn verify_on_page(q: &Question, n: usize, of: usize) -> Result<(), ParseError> {
    verify(q).map_err(|e| if of > 1 { e.at_question(n) } else { e })
}

fn kind(q: &Question, problem: CardProblem) -> ErrorKind {
    let at = Position::default();
    match problem {
        CardProblem::TooFewChoices { .. } => {
            ErrorKind::Incomplete { missing: Missing::Choices, at }
        }
        CardProblem::NoStem => ErrorKind::Incomplete { missing: Missing::Stem, at },
        CardProblem::AnswerNotAChoice => {
            let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
            let message = match q.correct_labels()[..] {
                [] => format!("no answer given (choices {})", labels.join(", ")),
                [one] => {
                    format!("the answer {one} names no choice (choices {})", labels.join(", "))
                }
                ref many => format!(
                    "the answers {} name no choice of {}",
                    many.join(", "),
                    labels.join(", ")
                ),
            };
            ErrorKind::Inconsistent { message, at }
        }
        CardProblem::ConflictingAnswers => ErrorKind::Inconsistent {
            message: format!("answer {} and answers {} disagree", q.answer, q.answers.join(", ")),
            at,
        },
    }
}
