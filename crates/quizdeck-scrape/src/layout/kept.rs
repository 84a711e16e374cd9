//! Which runs of choices are questions: those with evidence of an answer, and those whose stem
//! asks or is numbered in sequence, less the checklists, the statements a question lists and the
//! lists its stem holds (see [`questions`]).

use super::Item;
use crate::block::{Block, Kind};
use crate::choices::{Run, Shape};
use crate::stem::{Stem, asks, find};

/// A run as [`questions`] weighs it: its stem, the counter before it, whether the page has
/// evidence of its answer and whether its stem asks.
type Scored = (Run, Option<Stem>, Option<usize>, bool, bool);

/// The runs that are questions, each with its stem: those with evidence of an answer, and those
/// whose stem asks or is numbered in sequence (which then are rejected if they lack one). A
/// plain list counts only with an answer naming it, or beside answered plain lists like it.
pub(super) fn questions(
    blocks: &[Block],
    runs: Vec<Run>,
    counters: &[usize],
    sequence: &[usize],
    lines: &crate::keys::Lines,
) -> Vec<Item> {
    let mut scored = Vec::new();
    for (n, run) in runs.iter().enumerate() {
        let floor = if n == 0 { 0 } else { runs[n - 1].end };
        let next = runs.get(n + 1).map_or(blocks.len(), |r| r.start);
        let stem = find(blocks, run, floor, counters)
            .map(|s| crate::stem::with_its_number(blocks, s, floor, sequence));
        let evidence = crate::keys::has_evidence(blocks, run, run.end..next, lines);
        let counter = stem
            .as_ref()
            .map(|s| s.start())
            .and_then(|s| (floor..s).rev().find(|i| counters.contains(i)));
        // Or leaves a blank for the choices to fill (`… adalah ...`), as it asks.
        let asked = stem.as_ref().is_some_and(|s| {
            let head = &blocks[s.start()];
            asks(&head.text) || sequence.contains(&s.start()) || crate::stem::blank(&head.text)
        });
        scored.push((run.clone(), stem, counter, evidence, asked || counter.is_some()));
    }
    let merged = listed_in_stems(blocks, &mut scored);
    let answered_plain = scored.iter().any(|s| s.0.shape == Shape::Plain && s.3);
    let keeps: Vec<bool> = scored
        .iter()
        .map(|(run, stem, _, evidence, asked)| match run.shape {
            // A plain list is a question only under a stem that asks.
            Shape::Plain => *asked && (*evidence || answered_plain),
            // A task list ticks what is done in a roadmap or a checklist as well as what is
            // right in a quiz file: it is a question under a stem that asks or is numbered
            // (`#### Q5. Choose …`), not under any heading ("Roadmap", "Release checklist").
            Shape::Task => *asked || numbered_stem(blocks, stem),
            _ => *evidence || *asked,
        })
        .collect();
    let keeps = without_lone_checklist(blocks, &scored, keeps);
    let keeps = numbered_between(blocks, &scored, keeps);
    let keeps = statements_left_to_next(blocks, &scored, keeps);
    let mut kept: Vec<Item> = Vec::new();
    for (n, ((run, stem, counter, _, _), keep)) in scored.into_iter().zip(keeps).enumerate() {
        if keep {
            // Its stem again, now that the runs before it that are no question are known.
            let floor = kept.last().map_or(0, |k| k.run.end);
            let stem = if merged.contains(&n) {
                stem
            } else {
                find(blocks, &run, floor, counters)
                    .map(|s| crate::stem::with_its_number(blocks, s, floor, sequence))
                    .or(stem)
            };
            let counter = stem
                .as_ref()
                .and_then(|s| (floor..s.start()).rev().find(|i| counters.contains(i)))
                .or(counter);
            let start = counter.or(stem.as_ref().map(Stem::start)).unwrap_or(run.start);
            kept.push(Item { run, stem, start });
        }
    }
    // A plain list inside another question's region (its explanation's bullets) is no question.
    let mut out: Vec<Item> = Vec::new();
    for item in kept {
        let inside_previous = item.run.shape == Shape::Plain
            && out.last().is_some_and(|p| item.stem.as_ref().is_none_or(|s| s.start() < p.run.end));
        if !inside_previous {
            out.push(item);
        }
    }
    out
}

/// A list with no labels right above choices that have them (a task list, lettered choices),
/// under a stem of its own and with no answer of its own: the steps or items the question asks
/// about (`#### Q1. Put the steps in order:`, `1. Create …`, `2. Activate …`, then `- [x] …`).
/// The list goes into the next run's stem, and is no question itself: the indices of the runs
/// given such a stem.
fn listed_in_stems(blocks: &[Block], scored: &mut [Scored]) -> Vec<usize> {
    let mut merged = Vec::new();
    for n in 1..scored.len() {
        let (before, after) = scored.split_at_mut(n);
        let (list, next) = (&mut before[n - 1], &mut after[0]);
        let between = &blocks[list.0.end..next.0.start];
        if list.0.shape != Shape::Plain
            || next.0.shape == Shape::Plain
            || list.3
            || !between.iter().all(|b| b.text.trim().is_empty())
        {
            continue;
        }
        let Some(stem) = &list.1 else { continue };
        let mut ix = stem.blocks.clone();
        ix.extend(list.0.choices.iter().map(|c| c.2));
        next.1 = Some(Stem { blocks: ix });
        next.4 |= list.4;
        list.4 = false;
        merged.push(n);
    }
    merged
}

/// Whether a run's stem is numbered (`#### Q5. Choose …`, `3. …`).
pub(super) fn numbered_stem(blocks: &[Block], stem: &Option<Stem>) -> bool {
    stem.as_ref().is_some_and(|s| crate::counter::numbered(&blocks[s.start()].text).is_some())
}

/// The runs to keep, without a task list that would be the page's only question on a page that
/// says nothing of a quiz: a checklist under a heading that asks ("What do we still need to
/// book?", `- [x] Train tickets`), where a ticked box says what is done. A quiz file numbers
/// its questions or asks more than one, labels a stem as a question (`**문제.** …`), or names
/// itself a quiz (`# 천문학 퀴즈 – 행성`).
fn without_lone_checklist(blocks: &[Block], scored: &[Scored], mut keeps: Vec<bool>) -> Vec<bool> {
    let kept: Vec<usize> = (0..keeps.len()).filter(|&i| keeps[i]).collect();
    let [only] = kept[..] else { return keeps };
    let (run, stem, counter, _, _) = &scored[only];
    if run.shape != Shape::Task || counter.is_some() || numbered_stem(blocks, stem) {
        return keeps;
    }
    let labelled = stem.as_ref().is_some_and(|s| {
        let text = blocks[s.start()].text.trim_start_matches(|c: char| !c.is_alphanumeric());
        crate::stem::question_word_at(text)
            .is_some_and(|n| !text[n..].starts_with(char::is_alphanumeric))
    });
    let named = blocks[..run.start].iter().any(|b| crate::lexicon::mentions_quiz(&b.text));
    if !labelled && !named {
        keeps[only] = false;
    }
    keeps
}

/// The runs to keep, without a run that no key answers and whose labels the next run's choices
/// name (`a) Malta saret indipendenti …`, `b) …`, "Liema minnhom huma korretti?", then `A. a)
/// biss`, `C. a) u b) it-tnejn`): statements the next question asks about, part of its stem (see
/// [`crate::stem`]), not a question of their own.
fn statements_left_to_next(blocks: &[Block], scored: &[Scored], mut keeps: Vec<bool>) -> Vec<bool> {
    for n in 0..scored.len().saturating_sub(1) {
        let (this, next) = (&scored[n], &scored[n + 1]);
        if !keeps[n] || this.3 || !keeps[n + 1] || next.0.start.saturating_sub(this.0.end) > 2 {
            continue;
        }
        let labels: Option<Vec<&str>> =
            this.0.choices.iter().map(|c| crate::stem::statement_label(&blocks[c.2])).collect();
        let Some(labels) = labels.filter(|l| l.len() >= 2) else { continue };
        let named = |label: &str| next.0.choices.iter().any(|c| c.1.contains(label));
        if labels.iter().all(|l| named(l)) {
            keeps[n] = false;
        }
    }
    keeps
}

/// The runs to keep, with the lettered ones whose stem is numbered next to a kept question's
/// (`2.` after a kept `1.`, or before a kept `3.`) kept too: a question of the page's own
/// sequence, whose stem may ask in a way no mark tells (Greek's `;`) and whose answer may be
/// written in a way not read; dropped, it would run into its neighbour's explanation, where
/// kept it is reported for what it lacks.
fn numbered_between(blocks: &[Block], scored: &[Scored], keeps: Vec<bool>) -> Vec<bool> {
    let number = |s: &Scored| {
        let at = s.2.or(s.1.as_ref().map(Stem::start))?;
        let b = &blocks[at];
        // A text rendering's item number, an ordered list's (`<ol><li><p>…</p><ol type="A">`),
        // or one written in the text.
        let ordinal = || b.ordinal.as_deref().and_then(|o| o.parse().ok());
        (b.number.or_else(ordinal))
            .filter(|_| b.kind == Kind::Item)
            .or_else(|| crate::counter::numbered(&b.text).map(|(_, n, _)| n))
    };
    let numbers: Vec<Option<usize>> = scored.iter().map(number).collect();
    let kept_number = |i: usize| numbers[i].filter(|_| keeps[i]);
    (0..scored.len())
        .map(|i| {
            let lettered = !matches!(scored[i].0.shape, Shape::Plain | Shape::Task);
            keeps[i]
                || lettered
                    && numbers[i].is_some_and(|n| {
                        let before = i.checked_sub(1).and_then(kept_number);
                        let after = (i + 1 < scored.len()).then(|| kept_number(i + 1)).flatten();
                        before == Some(n.wrapping_sub(1)) || after == Some(n + 1)
                    })
        })
        .collect()
}
