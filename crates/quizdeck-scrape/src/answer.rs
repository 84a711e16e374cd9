//! Finding the answer of a run of choices: from the strongest shape of an answer line to markup.

use crate::block::{Block, Kind, at_line};
use crate::choices::Run;
use crate::label::{answer_after_colon, label_token, letter_index};
use crate::sentence::ends_sentence;
use crate::{ErrorKind, Missing};

pub(crate) struct Answer {
    /// Position of the answer's letter (A = 0).
    pub index: usize,
    /// The text after the letter, if any.
    pub text: Option<String>,
    /// The block holding the answer.
    pub block: usize,
    /// The run it answers.
    pub run: usize,
}

/// The answer of `run`, looked for between the run and `limit`: a line naming a label after a
/// colon; else a line with a label followed by that choice's text; else a colon followed by a
/// choice's whole text; else an attribute marking the answer.
pub(crate) fn find_answer(blocks: &[Block], run: &Run, limit: usize) -> Result<Answer, ErrorKind> {
    find_answer_in(blocks, run, limit).map(|a| Answer { run: run.id, ..a })
}

fn find_answer_in(blocks: &[Block], run: &Run, limit: usize) -> Result<Answer, ErrorKind> {
    let marks = quizdeck_lang::punctuation();
    let norm = |s: &str| s.trim().trim_end_matches(marks.full_stops.as_slice()).to_lowercase();
    let by_text = |s: &str| {
        run.choices.iter().find(|c| !c.1.is_empty() && norm(&c.1) == norm(s)).map(|c| c.0)
    };
    let has = |i: usize| run.choices.iter().any(|c| c.0 == i);
    let text_of = |i: usize| run.choices.iter().find(|c| c.0 == i).map(|c| norm(&c.1));
    let answer = |index, text: Option<&str>, block| Answer {
        index,
        text: text.map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned),
        block,
        run: 0,
    };
    let region: Vec<(usize, &Block)> = blocks
        .iter()
        .enumerate()
        .take(limit)
        .skip(run.end)
        .filter(|(_, b)| b.radio.is_none())
        .collect();

    // 1. A lead-in, a colon and a label: "Antwoord: C. …", "Answer: C".
    let mut stray = None;
    for &(at, b) in &region {
        let Some(tok) = answer_after_colon(&b.text) else { continue };
        let whole = b.text.split_once(marks.colons.as_slice()).map_or("", |(_, r)| r.trim());
        let names_its_choice = text_of(tok.index).is_some_and(|t| t == norm(tok.rest));
        // "Answer: A model with …" names a choice by its whole text, not the letter A.
        if !names_its_choice && let Some(j) = by_text(whole) {
            return Ok(answer(j, Some(whole), at));
        }
        if !(tok.strict || names_its_choice || by_text(tok.rest).is_some()) {
            continue;
        }
        if has(tok.index) {
            return Ok(answer(tok.index, Some(tok.rest), at));
        }
        stray.get_or_insert((tok, at));
    }
    // An answer line naming a letter no choice has: kept, so that `verify` (parse, export) and the
    // validator (check) can say so.
    if let Some((tok, at)) = stray {
        return Ok(answer(tok.index, Some(tok.rest), at));
    }
    // 2. A colon followed by a choice's whole text: "Correct answer: NVMe over PCIe".
    for &(at, b) in &region {
        if let Some((_, after)) = b.text.split_once(marks.colons.as_slice())
            && let Some(j) = by_text(after)
        {
            return Ok(answer(j, Some(after), at));
        }
    }
    // 2b. A choice's whole text alone, under a short lead-in line ("Correct answer" / "<text>").
    for w in region.windows(2) {
        let ((_, lead), (at, b)) = (w[0], w[1]);
        if lead.text.split_whitespace().count() <= 5
            && !ends_sentence(&lead.text)
            && let Some(j) = by_text(&b.text)
        {
            return Ok(answer(j, Some(&b.text), at));
        }
    }
    // 3. A label followed by its choice's text, without a colon: "Correct is C. Because …".
    for &(at, b) in &region {
        for (pos, _) in
            b.text.char_indices().filter(|(p, _)| *p == 0 || b.text[..*p].ends_with(' '))
        {
            if let Some(tok) = label_token(&b.text[pos..])
                && tok.strict
                && text_of(tok.index).is_some_and(|t| !t.is_empty() && t == norm(tok.rest))
            {
                return Ok(answer(tok.index, Some(tok.rest), at));
            }
        }
    }
    // 4. A short line ending in a label ("Antwort B", "正解 C"), or a label alone.
    for &(at, b) in &region {
        if b.kind == Kind::Summary || b.text.split_whitespace().count() > 6 {
            continue;
        }
        let stop = |c| marks.full_stops.contains(&c) || marks.exclamation_marks.contains(&c);
        let last = b.text.trim_end_matches(stop).split_whitespace().last().unwrap_or("");
        if let Some(tok) = label_token(last).filter(|t| t.rest.is_empty() && has(t.index)) {
            return Ok(answer(tok.index, None, at));
        }
    }
    // 5. Markup that marks the answer: on a choice, or an attribute naming a letter.
    if let Some(c) = run.choices.iter().find(|c| blocks[c.2].marked_correct) {
        return Ok(answer(c.0, None, run.end - 1));
    }
    let attr =
        blocks[run.start..limit.max(run.start)].iter().find_map(|b| b.answer_attr.as_deref());
    if let Some((i, _)) = attr.and_then(|a| a.chars().next()).and_then(letter_index)
        && has(i)
    {
        return Ok(answer(i, None, run.end - 1));
    }
    Err(ErrorKind::Incomplete { missing: Missing::Answer, at: at_line(blocks, run.start) })
}
