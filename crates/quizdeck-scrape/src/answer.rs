//! Deciding a question's answer from the candidates the recognizers found ([`crate::keys`]): one
//! is taken only when the evidence agrees. A learner's pick (a checked radio button of a form) is
//! never evidence; a line that only repeats it gives way to one that names another answer, and
//! candidates that still disagree are a conflict, reported rather than guessed.

use quizdeck_model::AnswerFrom;

use crate::block::Block;
use crate::choices::{Run, Shape};
use crate::keys::Candidate;

/// The answer taken.
#[derive(Debug)]
pub(crate) struct Decision {
    /// Positions of the correct labels (A = 0), in page order.
    pub labels: Vec<usize>,
    pub from: AnswerFrom,
    /// The last line that gave it (the explanation follows it), and every line that was a
    /// candidate (none of them is explanation).
    pub block: Option<usize>,
    pub lines: Vec<usize>,
    pub text: Option<String>,
    pub rest: Option<String>,
    /// Every reading that gave it came after a lead the registry does not know.
    pub unknown_lead: bool,
}

/// Why no answer was taken.
#[derive(Debug)]
pub(crate) enum NoAnswer {
    /// No evidence at all.
    Missing,
    /// A task list with no item checked.
    NothingChecked,
    /// Evidence that disagrees: what each piece says.
    Conflict(String),
}

pub(crate) fn decide(
    blocks: &[Block],
    run: &Run,
    candidates: Vec<Candidate>,
) -> Result<Decision, NoAnswer> {
    let lines: Vec<usize> = candidates.iter().filter_map(|c| c.block).collect();
    // A line that names every one of three choices or more (`The order is: A, B, C`) lists the
    // labels; it does not pick any.
    let every = |c: &Candidate| {
        c.from == AnswerFrom::KeyLine
            && run.choices.len() >= 3
            && run.choices.iter().all(|ch| c.labels.contains(&ch.0))
    };
    let mut candidates: Vec<Candidate> =
        candidates.into_iter().filter(|c| !c.labels.is_empty() && !every(c)).collect();
    // Labels in page order (`Answer: C, A` names A and C), so that readings are compared as the
    // sets they are and the answers come out as the model lists them.
    for c in candidates.iter_mut().filter(|c| c.labels.len() > 1) {
        c.labels.sort_unstable();
        c.labels.dedup();
    }
    if candidates.is_empty() {
        return Err(if run.shape == Shape::Task {
            NoAnswer::NothingChecked
        } else {
            NoAnswer::Missing
        });
    }
    let exists = |c: &Candidate| c.labels.iter().all(|l| run.choices.iter().any(|ch| ch.0 == *l));
    let valid: Vec<&Candidate> = candidates.iter().filter(|c| exists(c)).collect();
    if valid.is_empty() {
        // A line naming a label no choice has: kept, so that the question is reported as
        // inconsistent (`parse`, `export`) or as a finding (`check`).
        return Ok(decision(&candidates[..1], lines));
    }
    // Bold is emphasis as often as a mark: it says the answer only where nothing else does.
    let valid: Vec<&Candidate> = if valid.iter().any(|c| c.from != AnswerFrom::Bold) {
        valid.into_iter().filter(|c| c.from != AnswerFrom::Bold).collect()
    } else {
        valid
    };
    let mut sets: Vec<&Vec<usize>> = valid.iter().map(|c| &c.labels).collect();
    sets.sort();
    sets.dedup();
    // Readings that disagree: those nearest the choices win, in the innermost element that
    // holds the choices and a reading (the question's box over a comment section after it).
    // Marks on the choices themselves are as near as a line beside their list, in the box
    // that holds the list: a key line there that names another answer contradicts them.
    let valid: Vec<&Candidate> = if sets.len() > 1 {
        let home = &blocks[run.choices[0].2];
        let last = &blocks[run.choices[run.choices.len() - 1].2];
        let list_box = crate::stem::common_ancestors(home, last).len().saturating_sub(1);
        let depth = |c: &Candidate| {
            c.block.map_or(list_box, |b| {
                crate::stem::common_ancestors(home, &blocks[b]).len().min(list_box)
            })
        };
        let nearest = valid.iter().map(|c| depth(c)).max().unwrap_or(0);
        let near: Vec<&Candidate> = valid.iter().copied().filter(|c| depth(c) == nearest).collect();
        sets = near.iter().map(|c| &c.labels).collect();
        sets.sort();
        sets.dedup();
        near
    } else {
        valid
    };
    if sets.len() > 1 {
        // What the learner picked is no evidence: a line that says just that gives way.
        let picked: Vec<usize> = run
            .choices
            .iter()
            .filter(|c| blocks[c.2].checked && !blocks[c.2].task)
            .map(|c| c.0)
            .collect();
        sets.retain(|s| picked.is_empty() || **s != picked);
    }
    if sets.len() != 1 {
        let said: Vec<String> = valid
            .iter()
            .map(|c| format!("{} says {}", c.from.as_str(), letters(&c.labels)))
            .collect();
        return Err(NoAnswer::Conflict(said.join(", ")));
    }
    let chosen: Vec<Candidate> =
        valid.into_iter().filter(|c| &c.labels == sets[0]).cloned().collect();
    Ok(decision(&chosen, lines))
}

fn decision(agreeing: &[Candidate], lines: Vec<usize>) -> Decision {
    let first = &agreeing[0];
    let last_line = agreeing.iter().rev().find(|c| c.block.is_some());
    Decision {
        labels: first.labels.clone(),
        from: first.from,
        block: last_line.and_then(|c| c.block),
        lines,
        text: last_line.and_then(|c| c.text.clone()).filter(|t| !t.is_empty()),
        rest: last_line.and_then(|c| c.rest.clone()),
        unknown_lead: agreeing.iter().all(|c| c.unknown_lead),
    }
}

/// Labels as letters, for messages (`A, C`).
pub(crate) fn letters(labels: &[usize]) -> String {
    let l: Vec<String> =
        labels.iter().map(|&i| quizdeck_model::text::letter_for_index(i).to_string()).collect();
    l.join(", ")
}
