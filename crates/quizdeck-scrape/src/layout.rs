//! Recognizing the quiz layout in a page's blocks, by structure alone: a run of lettered choices,
//! the stem before it, an answer line naming one of the letters after it, the explanation, and the
//! "more questions about <topic>" list whose heading repeats the topic title.

use crate::answer::{Answer, find_answer};
use crate::block::{Block, Kind};
use crate::choices::{Run, choice_runs, merge_bare_labels, unlettered_list};
use crate::label::latin;
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

pub(crate) fn at_line(blocks: &[Block], i: usize) -> Position {
    Position { line: blocks.get(i).and_then(|b| b.line), question: None }
}

/// Visible blocks that can hold question content.
fn is_content(b: &Block) -> bool {
    !b.hidden && b.kind != Kind::Summary && !b.text.is_empty()
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
