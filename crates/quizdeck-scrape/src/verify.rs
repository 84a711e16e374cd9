//! The consistency a question needs to be usable as a card.

use quizdeck_model::Question;

use crate::{ErrorKind, Missing, ParseError, Position};

/// Checks that `q` can become a card: a stem, at least two choices, and an answer that names one of
/// them. `quizdeck parse` and `quizdeck export` reject questions that fail; `quizdeck check` reports
/// them as findings instead. The error names the question's source.
pub fn verify(q: &Question) -> Result<(), ParseError> {
    problem(q).map_or(Ok(()), |kind| Err(ParseError::new(q.source.clone(), kind)))
}

fn problem(q: &Question) -> Option<ErrorKind> {
    let at = Position::default();
    if q.choices.len() < 2 {
        return Some(ErrorKind::Incomplete { missing: Missing::Choices, at });
    }
    if q.stem.trim().is_empty() {
        return Some(ErrorKind::Incomplete { missing: Missing::Stem, at });
    }
    if q.correct_choice().is_none() {
        let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
        let message = if q.answer.is_empty() {
            format!("no answer given (choices {})", labels.join(", "))
        } else {
            format!("the answer {} names no choice (choices {})", q.answer, labels.join(", "))
        };
        return Some(ErrorKind::Inconsistent { message, at });
    }
    None
}
