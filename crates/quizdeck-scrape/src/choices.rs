//! Finding the choices: runs of blocks labelled A, B, C …, lists the page shows with letters,
//! radio buttons.

use crate::block::{Block, Kind};
use crate::label::{answer_after_colon, is_bare_label, leading_label, letter_index};

/// A run of choices: block indices and (position, text).
pub(crate) struct Run {
    /// Index among the page's runs.
    pub id: usize,
    pub start: usize,
    pub end: usize,
    pub choices: Vec<(usize, String, usize)>,
}

/// A label alone in its block (`<li><b>A</b><p>text</p></li>`) is joined to the text after it,
/// when the labels alternate with texts that way (`A`, text, `B`, text …), so that a lone letter
/// elsewhere (a reveal showing just `B`) stays as it is.
pub(crate) fn merge_bare_labels(blocks: &mut Vec<Block>) {
    mark_checks(blocks);
    let bare = |b: &Block| is_bare_label(&b.text) && b.images.is_empty();
    let letter = |b: &Block| b.text.chars().find_map(letter_index).map(|(i, _)| i);
    let alternating = |blocks: &[Block], i: usize| {
        let next = blocks.get(i + 2).filter(|b| bare(b)).and_then(letter);
        let prev = i.checked_sub(2).map(|p| &blocks[p]).filter(|b| bare(b)).and_then(letter);
        let this = letter(&blocks[i]);
        this.is_some_and(|l| next == Some(l + 1) || (l > 0 && prev == Some(l - 1)))
    };
    let joins: Vec<usize> = (0..blocks.len().saturating_sub(1))
        .filter(|&i| bare(&blocks[i]) && !bare(&blocks[i + 1]) && alternating(blocks, i))
        .collect();
    for &i in joins.iter().rev() {
        let next = blocks.remove(i + 1);
        let b = &mut blocks[i];
        b.text = format!("{} {}", b.text, next.text);
        // Of the two, the container further out is the list (`<li><label>A</label>text</li>`).
        b.parent = b.parent.min(next.parent);
        b.images.extend(next.images);
        b.marked_correct |= next.marked_correct;
    }
    // A radio button outside its label: the label's text follows in the next block.
    let mut i = 0;
    while i + 1 < blocks.len() {
        if blocks[i].radio.is_some() && blocks[i].text.is_empty() && blocks[i + 1].radio.is_none() {
            let next = blocks.remove(i + 1);
            blocks[i].text = next.text;
            blocks[i].images.extend(next.images);
            blocks[i].marked_correct |= next.marked_correct;
        }
        i += 1;
    }
}

/// A check mark beside a choice (`… ✔`) marks it as the correct one; the mark is not text.
fn mark_checks(blocks: &mut [Block]) {
    const CHECKS: &[char] = &['✔', '✓', '✅', '☑', '✅'];
    for b in blocks.iter_mut().filter(|b| b.text.contains(CHECKS)) {
        b.text = crate::block::collapse(&b.text.replace(CHECKS, " "));
        b.marked_correct = true;
    }
}

/// Runs of two or more blocks labelled A, B, C … (a later label may skip one letter or repeat
/// one, which the validator reports), or of radio buttons.
pub(crate) fn choice_runs(blocks: &[Block]) -> Vec<Run> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        if let Some(mut run) = run_at(blocks, i) {
            i = run.end;
            run.id = runs.len();
            runs.push(run);
        } else {
            i += 1;
        }
    }
    runs
}

fn run_at(blocks: &[Block], start: usize) -> Option<Run> {
    let first = &blocks[start];
    if first.hidden {
        return None;
    }
    if first.radio.is_some() {
        return radio_run(blocks, start);
    }
    let same_list = |b: &Block| !b.hidden && b.kind == first.kind && b.parent == first.parent;
    if first.implicit_label == Some(0) {
        let end = start
            + blocks[start..]
                .iter()
                .take_while(|b| same_list(b) && b.implicit_label.is_some())
                .count();
        let choices = (start..end)
            .map(|i| (blocks[i].implicit_label.unwrap_or(0), blocks[i].text.clone(), i))
            .collect();
        return (end - start >= 2).then_some(Run { id: 0, start, end, choices });
    }
    // A label glued to its text (`ABecause`) is read in list items; in other blocks only before a
    // capital or a digit (`ATo make`, not `After`).
    let item = first.kind == Kind::Item;
    let label = |text: &str| label_before_capital(text, item).map(|(i, a, r)| (i, a, r.to_owned()));
    let (0, alpha, text) = label(&first.text)? else { return None };
    let mut choices = vec![(0, text, start)];
    let mut end = start + 1;
    while let Some(b) = blocks.get(end).filter(|b| same_list(b)) {
        let prev = choices.last().map_or(0, |c| c.0);
        // The next letter, or the one after it: a skipped letter is the validator's to report.
        let found = [prev + 1, prev + 2].into_iter().find_map(|want| {
            label(&b.text).filter(|&(i, a, _)| i == want && a == alpha).map(|(i, _, t)| (i, t))
        });
        let Some((i, t)) = found else { break };
        choices.push((i, t, end));
        end += 1;
    }
    (choices.len() >= 2).then_some(Run { id: 0, start, end, choices })
}

/// A label at the start of `text`, glued to it only in a list item or before a capital or a digit.
fn label_before_capital(text: &str, item: bool) -> Option<(usize, usize, &str)> {
    let (i, a, rest) = leading_label(text, true)?;
    let glued = text.len() - rest.len() == text.chars().next().map_or(0, char::len_utf8);
    let lower = rest.chars().next().is_some_and(char::is_lowercase);
    (item || !glued || !lower).then_some((i, a, rest))
}

/// Choices shown without letters (the page's style adds them): a list of two or more items
/// followed, within a few blocks, by an answer line naming a letter within the list's length.
pub(crate) fn unlettered_list(blocks: &[Block]) -> Option<Run> {
    let mut i = 0;
    while i < blocks.len() {
        let first = &blocks[i];
        if first.kind != Kind::Item || first.hidden || first.link_only {
            i += 1;
            continue;
        }
        let len = blocks[i..]
            .iter()
            .take_while(|b| b.kind == Kind::Item && b.parent == first.parent && !b.hidden)
            .count();
        let end = i + len;
        let answered = blocks[end..blocks.len().min(end + 3)]
            .iter()
            .filter_map(|b| answer_after_colon(&b.text))
            .any(|tok| tok.strict && tok.index < len);
        if len >= 2 && answered && len <= 26 {
            let choices = (i..end).map(|k| (k - i, blocks[k].text.clone(), k)).collect();
            return Some(Run { id: 0, start: i, end, choices });
        }
        i = end.max(i + 1);
    }
    None
}

/// Consecutive radio buttons: labelled by their value when it is a letter, else by position.
fn radio_run(blocks: &[Block], start: usize) -> Option<Run> {
    let mut choices = Vec::new();
    let mut end = start;
    while let Some(b) = blocks.get(end).filter(|b| b.radio.is_some() && !b.hidden) {
        let n = choices.len();
        let (i, text) = match leading_label(&b.text, false) {
            Some((i, _, t)) if i == n => (i, t.to_owned()),
            _ => (n, b.text.clone()),
        };
        choices.push((i, text, end));
        end += 1;
    }
    (choices.len() >= 2).then_some(Run { id: 0, start, end, choices })
}
