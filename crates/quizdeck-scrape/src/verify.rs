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
            let message = if q.answer.is_empty() {
                format!("no answer given (choices {})", labels.join(", "))
            } else {
                format!("the answer {} names no choice (choices {})", q.answer, labels.join(", "))
            };
            ErrorKind::Inconsistent { message, at }
        }
    }
}
