//! The consistency a question needs to be usable as a card.

use quizdeck_model::{CardProblem, Question};

use crate::{ErrorKind, Missing, ParseError, Position};

/// Checks that `q` can become a card (see [`Question::card_problems`]): a stem, at least two
/// choices, and an answer that names one of them. `quizdeck parse` and `quizdeck export` reject
/// questions that fail; `quizdeck check` reports them as findings instead. The error names the
/// question's source and its first problem.
pub fn verify(q: &Question) -> Result<(), ParseError> {
    match q.card_problems().first() {
        None => Ok(()),
        Some(&problem) => Err(ParseError::new(q.source.clone(), kind(q, problem))),
    }
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
