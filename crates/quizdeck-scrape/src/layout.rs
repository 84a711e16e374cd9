//! Recognizing the quiz layout in a page's blocks, by structure alone: a run of lettered choices,
//! the stem before it, an answer line naming one of the letters after it, the explanation, and the
//! "more questions about <topic>" list whose heading repeats the topic title.

use crate::block::{Block, Kind};
use crate::label::{
    answer_after_colon, is_bare_label, label_token, latin, leading_label, letter_index,
};
use crate::{ErrorKind, Missing, Position};

/// One question found in a page, as block indices and texts.
#[derive(Debug, Default)]
pub(crate) struct Found {
    pub stem: String,
    /// Blocks whose images belong to the stem: its own, and image-only blocks (a `<figure>`)
    /// between it and the choices.
    pub stem_media: Vec<usize>,
    /// (label, text, block).
    pub choices: Vec<(String, String, usize)>,
    pub answer: String,
    pub answer_text: Option<String>,
    pub explanation: String,
    /// Blocks whose images belong to the explanation.
    pub explanation_media: Vec<usize>,
    pub key: Option<String>,
}

/// What a page holds.
#[derive(Debug, Default)]
pub(crate) struct Layout {
    pub topic: Option<String>,
    /// Index of the block the topic was read from.
    pub topic_block: Option<usize>,
    pub related: Vec<String>,
    pub questions: Vec<Found>,
}

/// A run of choices: block indices and (position, text).
struct Run {
    /// Index among the page's runs.
    id: usize,
    start: usize,
    end: usize,
    choices: Vec<(usize, String, usize)>,
}

/// Recognizes the questions in `blocks`. `text_mode` is set for text renderings, which carry no
/// markup (no links, no hidden parts).
pub(crate) fn recognize(
    blocks: &mut Vec<Block>,
    text_mode: bool,
    title: Option<&str>,
) -> Result<Layout, ErrorKind> {
    merge_bare_labels(blocks);
    let mut runs = choice_runs(blocks);
    if runs.is_empty() {
        runs.extend(unlettered_list(blocks));
    }
    if runs.is_empty() {
        return Err(ErrorKind::NotAQuiz(Missing::Choices));
    }
    // A run with no answer after it is a question cut short when answered ones follow it, and a
    // list that merely looks lettered (titles starting "A …") when it comes after them.
    let mut found = Vec::new();
    let mut missing = None;
    for (n, run) in runs.iter().enumerate() {
        let limit = runs.get(n + 1).map_or(blocks.len(), |r| r.start);
        match find_answer(blocks, run, limit) {
            Ok(a) => {
                if let Some(mut e) = missing.take() {
                    set_question(&mut e, found.len() + 1);
                    return Err(e);
                }
                found.push(a);
            }
            Err(e) => {
                missing.get_or_insert(e);
            }
        }
    }
    if found.is_empty() {
        return Err(missing.unwrap_or(ErrorKind::NotAQuiz(Missing::Answer)));
    }
    let answered: Vec<usize> = found.iter().map(|a: &Answer| a.run).collect();
    let runs: Vec<Run> = runs
        .into_iter()
        .enumerate()
        .filter(|(i, _)| answered.contains(i))
        .map(|(_, r)| r)
        .collect();
    let answers = found;
    let mut layout = Layout::default();
    let many = runs.len() > 1;
    let first_stem = stem_block(blocks, runs[0].start, 0);
    let related =
        related_section(blocks, answers.last().map_or(0, |a| a.block), first_stem, text_mode);
    let page_end = related.as_ref().map_or(blocks.len(), |r| r.heading);
    if let Some(r) = &related {
        layout.related = r.items.clone();
        layout.topic = r.topic.clone();
        layout.topic_block = r.topic_block;
    }
    if layout.topic.is_none()
        && let Some(s) = first_stem
    {
        if let Some((t, topic)) = topic_before(blocks, s, title, many) {
            layout.topic_block = Some(t);
            layout.topic = Some(topic);
        }
    }
    // Each question: stem before its run, explanation from its answer to the next stem.
    let stems: Vec<Option<usize>> = runs
        .iter()
        .enumerate()
        .map(|(n, r)| {
            let floor = if n == 0 { 0 } else { answers[n - 1].block + 1 };
            stem_block(blocks, r.start, floor)
        })
        .collect();
    for (n, (run, answer)) in runs.iter().zip(&answers).enumerate() {
        let Some(stem_at) = stems[n] else {
            return Err(ErrorKind::Incomplete {
                missing: Missing::Stem,
                at: at_line(blocks, run.start),
            });
        };
        let mut stem_blocks = vec![stem_at];
        // With the topic known, every paragraph between it and the choices belongs to the stem.
        if !many && let Some(t) = layout.topic_block.filter(|&t| t < stem_at) {
            stem_blocks = (t + 1..run.start).filter(|&i| is_content(&blocks[i])).collect();
        }
        let next = stems.get(n + 1).copied().flatten().unwrap_or(page_end).min(page_end);
        let explanation_blocks = explanation(blocks, answer.block + 1, next, text_mode);
        let join = |ix: &[usize]| -> String {
            ix.iter()
                .map(|&i| blocks[i].text.as_str())
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
                .join("\n\n")
        };
        let key = blocks[run.start].key_attr.clone();
        let with_images = |from: usize, to: usize| -> Vec<usize> {
            (from..to)
                .filter(|&i| {
                    let b = &blocks[i];
                    !b.images.is_empty() && !b.link_only && b.kind != Kind::Summary
                })
                .collect()
        };
        let stem_from = stem_blocks.first().copied().unwrap_or(stem_at);
        layout.questions.push(Found {
            stem_media: with_images(stem_from, run.start),
            explanation_media: with_images(answer.block + 1, next.max(answer.block + 1)),
            stem: join(&stem_blocks),
            choices: run.choices.iter().map(|(i, t, b)| (latin(*i), t.clone(), *b)).collect(),
            answer: latin(answer.index),
            answer_text: answer.text.clone(),
            explanation: join(&explanation_blocks),
            key,
        });
    }
    Ok(layout)
}

fn set_question(e: &mut ErrorKind, n: usize) {
    if let ErrorKind::Incomplete { at, .. } | ErrorKind::Inconsistent { at, .. } = e {
        at.question = Some(n);
    }
}

fn at_line(blocks: &[Block], i: usize) -> Position {
    Position { line: blocks.get(i).and_then(|b| b.line), question: None }
}

/// A label alone in its block (`<li><b>A</b><p>text</p></li>`) is joined to the text after it,
/// when the labels alternate with texts that way (`A`, text, `B`, text …), so that a lone letter
/// elsewhere (a reveal showing just `B`) stays as it is.
fn merge_bare_labels(blocks: &mut Vec<Block>) {
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

/// Visible blocks that can hold question content.
fn is_content(b: &Block) -> bool {
    !b.hidden && b.kind != Kind::Summary && !b.text.is_empty()
}

/// Runs of two or more blocks labelled A, B, C … (a later label may skip one letter or repeat
/// one, which the validator reports), or of radio buttons.
fn choice_runs(blocks: &[Block]) -> Vec<Run> {
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
    // A label glued to its text is only read in list items; elsewhere a space or separator follows.
    let glued = first.kind == Kind::Item;
    let (0, alpha, text) = leading_label(&first.text, glued)? else { return None };
    let mut choices = vec![(0, text.to_owned(), start)];
    let mut end = start + 1;
    while let Some(b) = blocks.get(end).filter(|b| same_list(b)) {
        let prev = choices.last().map_or(0, |c| c.0);
        // The next letter, or the one after it: a skipped letter is the validator's to report.
        let found = [prev + 1, prev + 2].into_iter().find_map(|want| {
            leading_label(&b.text, glued)
                .filter(|&(i, a, _)| i == want && a == alpha)
                .map(|(i, _, t)| (i, t.to_owned()))
        });
        let Some((i, t)) = found else { break };
        choices.push((i, t, end));
        end += 1;
    }
    (choices.len() >= 2).then_some(Run { id: 0, start, end, choices })
}

/// Choices shown without letters (the page's style adds them): a list of two or more items
/// followed, within a few blocks, by an answer line naming a letter within the list's length.
fn unlettered_list(blocks: &[Block]) -> Option<Run> {
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

struct Answer {
    index: usize,
    text: Option<String>,
    block: usize,
    run: usize,
}

/// The answer of `run`, looked for between the run and `limit`: a line naming a label after a
/// colon; else a line with a label followed by that choice's text; else a colon followed by a
/// choice's whole text; else an attribute marking the answer.
fn find_answer(blocks: &[Block], run: &Run, limit: usize) -> Result<Answer, ErrorKind> {
    find_answer_in(blocks, run, limit).map(|a| Answer { run: run.id, ..a })
}

fn find_answer_in(blocks: &[Block], run: &Run, limit: usize) -> Result<Answer, ErrorKind> {
    let norm = |s: &str| s.trim().trim_end_matches(['.', '。', '．']).to_lowercase();
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
        let whole = b.text.split_once([':', '：']).map_or("", |(_, r)| r.trim());
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
        if let Some((_, after)) = b.text.split_once([':', '：'])
            && let Some(j) = by_text(after)
        {
            return Ok(answer(j, Some(after), at));
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
        let last =
            b.text.trim_end_matches(['.', '!', '。']).split_whitespace().last().unwrap_or("");
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

/// The block holding the stem: the nearest content block before the choices, not before `floor`.
fn stem_block(blocks: &[Block], run_start: usize, floor: usize) -> Option<usize> {
    (floor..run_start).rev().find(|&i| is_content(&blocks[i]) && blocks[i].radio.is_none())
}

/// The topic when no "more questions" heading names it, looked for among the few content blocks
/// before the stem: one the page's `<title>` repeats; on a page of several questions, the nearest
/// heading; else the nearest block, unless that is the page's first line and a language name (the
/// language switcher of a page without a menu). A breadcrumb (`Home › Topic`) gives its last part.
fn topic_before(
    blocks: &[Block],
    stem: usize,
    title: Option<&str>,
    many: bool,
) -> Option<(usize, String)> {
    let before: Vec<usize> = (0..stem).rev().filter(|&i| is_content(&blocks[i])).take(6).collect();
    let stem_text = &blocks[stem].text;
    if let Some(title) = title {
        for &i in &before {
            if let Some(seg) = segments(&blocks[i].text)
                .rev()
                .find(|s| s != stem_text && title.contains(s.as_str()))
            {
                return Some((i, seg));
            }
        }
    }
    if many && let Some(&i) = before.iter().find(|&&i| blocks[i].kind == Kind::Heading) {
        return Some((i, blocks[i].text.clone()));
    }
    let &t = before.first()?;
    if t == 0 && crate::lang::endonym(&blocks[t].text).is_some() {
        return None;
    }
    segments(&blocks[t].text).last().map(|s| (t, s))
}

/// A block's text, and the parts of a breadcrumb trail (`Home › Storage`), last part last.
fn segments(text: &str) -> impl DoubleEndedIterator<Item = String> + '_ {
    let parts: Vec<String> = text
        .split(['›', '»', '>', '/', '→', '|', '‹', '«', '<'])
        .map(str::trim)
        .filter(|p| p.chars().count() >= 2)
        .map(str::to_owned)
        .collect();
    let whole = (parts.len() != 1).then(|| text.to_owned());
    whole.into_iter().chain(parts)
}

struct Related {
    heading: usize,
    items: Vec<String>,
    topic: Option<String>,
    topic_block: Option<usize>,
}

/// The "more questions about <topic>" section: a list after the last answer whose heading contains
/// an earlier block's text (or a part of a breadcrumb), the topic title. Without such a heading, a
/// last list after a heading-like line is taken, and the topic is left to the caller.
fn related_section(
    blocks: &[Block],
    after: usize,
    stem: Option<usize>,
    text_mode: bool,
) -> Option<Related> {
    let stem = stem?;
    let candidates: Vec<usize> = (0..stem).filter(|&i| is_content(&blocks[i])).collect();
    let mut fallback = None;
    for h in after + 1..blocks.len() {
        let head = &blocks[h];
        if head.kind == Kind::Item || head.hidden || head.link_only {
            continue;
        }
        let items = list_after(blocks, h, text_mode);
        if items.is_empty() {
            continue;
        }
        // The topic: the nearest block before the stem whose text the heading contains.
        // A heading is short: it repeats the topic with a few words around it.
        let head_lower = head.text.to_lowercase();
        let head_len = head.text.chars().count();
        let topic = candidates.iter().rev().find_map(|&t| {
            segments(&blocks[t].text)
                .find(|seg| {
                    let len = seg.chars().count();
                    head_len > len
                        && head_len <= len + 80
                        && head_lower.contains(&seg.to_lowercase())
                })
                .map(|seg| (t, seg))
        });
        if let Some((t, topic)) = topic {
            return Some(Related { heading: h, items, topic: Some(topic), topic_block: Some(t) });
        }
        let heading_like = head.kind == Kind::Heading || !ends_sentence(&head.text);
        if heading_like && head.text.chars().count() <= 120 {
            fallback = Some(Related { heading: h, items, topic: None, topic_block: None });
        }
    }
    fallback
}

/// The items of a list right after block `h`: list items, or (in HTML) sibling blocks of links.
fn list_after(blocks: &[Block], h: usize, text_mode: bool) -> Vec<String> {
    let Some(first) = blocks.get(h + 1).filter(|b| !b.hidden) else { return Vec::new() };
    let is_list = first.kind == Kind::Item || (!text_mode && first.link_only);
    if !is_list {
        return Vec::new();
    }
    blocks[h + 1..]
        .iter()
        .take_while(|b| {
            b.parent == first.parent
                && b.kind == first.kind
                && !b.hidden
                && (first.kind == Kind::Item || b.link_only)
        })
        .map(|b| b.text.clone())
        .collect()
}

/// Explanation blocks between `from` and `to`: visible text that is not a reveal summary, a link
/// line, a heading or a radio button. In a text rendering, a last short line without closing
/// punctuation is the page's link line ("Practise this topic  Back to the topic"), not prose.
fn explanation(blocks: &[Block], from: usize, to: usize, text_mode: bool) -> Vec<usize> {
    let mut ix: Vec<usize> = (from..to.max(from))
        .filter(|&i| {
            let b = &blocks[i];
            !b.text.is_empty()
                && b.kind != Kind::Summary
                && b.kind != Kind::Heading
                && !b.link_only
                && b.radio.is_none()
        })
        .collect();
    if text_mode
        && let Some(&last) = ix.last()
        && !ends_sentence(&blocks[last].text)
        && blocks[last].text.chars().count() <= 100
    {
        ix.pop();
    }
    ix
}

/// Whether text ends like a sentence (in any script).
pub(crate) fn ends_sentence(text: &str) -> bool {
    text.trim_end().ends_with([
        '.', '!', '?', '。', '！', '？', '…', ')', '）', '"', '”', '»', '」', '』', ';', ':', '؟',
        '।', '״', '\'', '’',
    ])
}
