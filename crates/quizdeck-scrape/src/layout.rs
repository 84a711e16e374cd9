//! Recognizing the quiz layout in a page's blocks, by structure alone: a run of lettered choices,
//! the stem before it, an answer line naming one of the letters after it, the explanation, and the
//! "more questions about <topic>" list whose heading repeats the topic title.

use quizdeck_model::text::letter_for_index;

use crate::answer::{Answer, find_answer};
use crate::block::{Block, Kind, at_line};
use crate::choices::{Run, choice_runs, merge_bare_labels, unlettered_list};
use crate::sentence::{ends_sentence, ends_with_full_stop};
use crate::{ErrorKind, Missing};

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
    // A run with no answer after it is no question: a list that merely looks lettered (a sidebar
    // of titles starting "A …", "B …").
    let mut found = Vec::new();
    let mut missing = None;
    for (n, run) in runs.iter().enumerate() {
        let limit = runs.get(n + 1).map_or(blocks.len(), |r| r.start);
        match find_answer(blocks, run, limit) {
            Ok(a) => found.push(a),
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
    // Where the first stem starts: the first block of its box.
    let first_stem = stem_block(blocks, runs[0].start, 0)
        .and_then(|s| stem_with_its_box(blocks, s, runs[0].start, 0, None).first().copied());
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
        && let Some((t, topic)) = topic_before(blocks, s, title, many)
    {
        layout.topic_block = t;
        layout.topic = Some(topic);
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
        let floor = if n == 0 { 0 } else { answers[n - 1].block + 1 };
        let stem_blocks = stem_with_its_box(blocks, stem_at, run.start, floor, layout.topic_block);
        let next = stems.get(n + 1).copied().flatten().unwrap_or(page_end).min(page_end);
        let container = common_ancestors(&blocks[run.start], &blocks[answer.block]);
        let explanation_blocks = explanation(blocks, answer.block + 1, next, text_mode, container);
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
        layout.questions.push(Found {
            stem_media: with_images(stem_at, run.start),
            explanation_media: with_images(answer.block + 1, next.max(answer.block + 1)),
            stem: unnumbered(&join(&stem_blocks)).to_owned(),
            choices: run
                .choices
                .iter()
                .map(|(i, t, b)| (letter_for_index(*i).to_string(), t.clone(), *b))
                .collect(),
            answer: letter_for_index(answer.index).to_string(),
            answer_text: answer.text.clone(),
            explanation: join(&explanation_blocks),
            key,
        });
    }
    Ok(layout)
}

/// The block elements that hold both `a` and `b`: the question's container, in HTML.
fn common_ancestors<'a>(a: &'a Block, b: &Block) -> &'a [usize] {
    let n = a.ancestors.iter().zip(&b.ancestors).take_while(|(x, y)| x == y).count();
    &a.ancestors[..n]
}

/// Visible blocks that can hold question content.
fn is_content(b: &Block) -> bool {
    !b.hidden && b.kind != Kind::Summary && !b.text.is_empty()
}

/// The block holding the stem: the nearest content block before the choices, not before `floor`.
/// A short prompt ending in a colon ("Select one:") right before the choices is passed over for
/// the question above it.
fn stem_block(blocks: &[Block], run_start: usize, floor: usize) -> Option<usize> {
    let mut candidates = (floor..run_start).rev().filter(|&i| {
        let b = &blocks[i];
        is_content(b) && b.radio.is_none() && !b.link_heavy && !b.control
    });
    let first = candidates.next()?;
    let text = blocks[first].text.trim_end();
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let prompt = text.chars().count() <= 40 && text.ends_with(colons);
    Some(if prompt { candidates.next().unwrap_or(first) } else { first })
}

/// The stem block and the blocks that share its box (`<div><p>What does this print?</p><pre>…
/// </pre></div>`): the element that holds the stem but not the choices. Inside it, the stem starts
/// at its last heading, and links, buttons and the topic are left out.
fn stem_with_its_box(
    blocks: &[Block],
    stem: usize,
    run_start: usize,
    floor: usize,
    topic: Option<usize>,
) -> Vec<usize> {
    let s = &blocks[stem];
    let shared = common_ancestors(s, &blocks[run_start]).len();
    let Some(&stem_box) = s.ancestors.get(shared) else { return vec![stem] };
    let in_box: Vec<usize> = (floor..run_start)
        .filter(|&i| {
            let b = &blocks[i];
            b.ancestors.get(shared) == Some(&stem_box)
                && is_content(b)
                && !b.link_heavy
                && !b.control
                && b.radio.is_none()
                && Some(i) != topic
        })
        .collect();
    let from = in_box.iter().rposition(|&i| blocks[i].kind == Kind::Heading).unwrap_or(0);
    let stem_blocks: Vec<usize> = in_box[from..].to_vec();
    if stem_blocks.contains(&stem) && stem_blocks.len() <= 8 { stem_blocks } else { vec![stem] }
}

/// The stem without a question number in front (`1. `, `Q3: `).
fn unnumbered(stem: &str) -> &str {
    let prefixes = quizdeck_lang::languages().iter().flat_map(|l| l.question_prefixes);
    let t = prefixes
        .filter_map(|p| stem.get(..p.len()).filter(|h| h.eq_ignore_ascii_case(p)).map(|_| p.len()))
        .next()
        .map_or(stem, |n| &stem[n..]);
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return stem;
    }
    let marks = quizdeck_lang::script(quizdeck_lang::Script::Common).punctuation.label_marks;
    match t[digits..].strip_prefix(marks) {
        Some(rest) if rest.starts_with(' ') && rest.trim().chars().count() > 3 => rest.trim_start(),
        _ => stem,
    }
}

/// The topic when no "more questions" heading names it, looked for among the few content blocks
/// before the stem: one the page's `<title>` repeats; else what the title holds besides the stem
/// (`<stem> | <topic>`); on a page of several questions, the nearest heading; else the nearest
/// block, unless that is the page's first line and a language name (the language switcher of a
/// page without a menu). Buttons are never the topic; a breadcrumb (`Home › Topic`) gives its
/// last part.
fn topic_before(
    blocks: &[Block],
    stem: usize,
    title: Option<&str>,
    many: bool,
) -> Option<(Option<usize>, String)> {
    let before: Vec<usize> =
        (0..stem).rev().filter(|&i| is_content(&blocks[i]) && !blocks[i].control).take(6).collect();
    let stem_text = &blocks[stem].text;
    if let Some(title) = title {
        for &i in &before {
            let repeated = segments(&blocks[i].text)
                .into_iter()
                .find(|s| s != stem_text && contains_words(title, s));
            if let Some(seg) = repeated {
                return Some((Some(i), seg));
            }
        }
        if let Some(topic) = title_beside(title, stem_text) {
            return Some((None, topic));
        }
    }
    // A page of several questions: its heading, else its first line of content (under the
    // language switcher), not a "Question 1" right above the first stem.
    if many {
        if let Some(&i) = before.iter().find(|&&i| blocks[i].kind == Kind::Heading) {
            return Some((Some(i), blocks[i].text.clone()));
        }
        let first =
            before.iter().rev().copied().find(|&i| crate::lang::endonym(&blocks[i].text).is_none());
        if let Some(i) = first {
            return Some((Some(i), blocks[i].text.clone()));
        }
    }
    let &t = before.first()?;
    if t == 0 && crate::lang::endonym(&blocks[t].text).is_some() {
        return None;
    }
    segments(&blocks[t].text).into_iter().next().map(|s| (Some(t), s))
}

/// Separators of the parts of a page title or a breadcrumb.
fn title_separators() -> &'static [char] {
    &quizdeck_lang::punctuation().title_separators
}

/// What a title `<stem> | <topic> | <site>` holds right after the stem (or before it).
fn title_beside(title: &str, stem: &str) -> Option<String> {
    let parts: Vec<&str> = title.split(title_separators()).map(str::trim).collect();
    let at = parts.iter().position(|p| p.eq_ignore_ascii_case(stem.trim()))?;
    let after = parts[at + 1..].iter().find(|p| !p.is_empty());
    let before = parts[..at].iter().rev().find(|p| !p.is_empty());
    after.or(before).map(|p| (*p).to_owned())
}

/// A block's text as topic candidates: a breadcrumb trail (`Home › IT › Networks`) gives its parts,
/// last first, then the whole text; other text gives itself.
fn segments(text: &str) -> Vec<String> {
    let parts: Vec<String> = text
        .split(title_separators())
        .map(str::trim)
        .filter(|p| p.chars().count() >= 2)
        .map(str::to_owned)
        .collect();
    if parts.len() <= 1 {
        return vec![text.to_owned()];
    }
    parts.into_iter().rev().chain([text.to_owned()]).collect()
}

/// Whether `hay` contains `needle` (ignoring case) as whole words: "Go" is not in "good", "IT" not
/// in "with". Only scripts whose words stand whole are held to word edges; Chinese, Japanese,
/// Korean particles or Thai attach to the topic freely (see [`quizdeck_lang::has_word_edges`]).
fn contains_words(hay: &str, needle: &str) -> bool {
    let (hay, needle) = (hay.to_lowercase(), needle.to_lowercase());
    if needle.is_empty() {
        return false;
    }
    let spaced = quizdeck_lang::has_word_edges;
    let first = needle.chars().next().is_some_and(spaced);
    let last = needle.chars().last().is_some_and(spaced);
    hay.match_indices(needle.as_str()).any(|(at, m)| {
        let before = hay[..at].chars().next_back();
        let after = hay[at + m.len()..].chars().next();
        let joined_before = first && before.is_some_and(spaced);
        let joined_after = last && after.is_some_and(spaced);
        !(joined_before || joined_after)
    })
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
        // A heading is short, the topic with a few words around it, and no sentence.
        let head_len = head.text.chars().count();
        let heading_like = head.kind == Kind::Heading || !ends_with_full_stop(&head.text);
        if !heading_like || head_len > 160 {
            continue;
        }
        // The topic: the nearest block before the stem whose text the heading repeats.
        let topic = candidates.iter().rev().find_map(|&t| {
            segments(&blocks[t].text)
                .into_iter()
                .find(|seg| {
                    let len = seg.chars().count();
                    head_len > len && head_len <= len + 80 && contains_words(&head.text, seg)
                })
                .map(|seg| (t, seg))
        });
        if let Some((t, topic)) = topic {
            let items = list_after(blocks, h, text_mode, true);
            if !items.is_empty() {
                let (topic, topic_block) = (Some(topic), Some(t));
                return Some(Related { heading: h, items, topic, topic_block });
            }
        }
        let items = list_after(blocks, h, text_mode, false);
        if !items.is_empty() && head_len <= 120 {
            fallback = Some(Related { heading: h, items, topic: None, topic_block: None });
        }
    }
    fallback
}

/// The items of a list right after block `h`: list items, or (in HTML) sibling blocks of links.
/// With `plain_lines`, a text rendering's list may also be plain lines with no blank between.
fn list_after(blocks: &[Block], h: usize, text_mode: bool, plain_lines: bool) -> Vec<String> {
    let Some(first) = blocks.get(h + 1).filter(|b| !b.hidden) else { return Vec::new() };
    if text_mode && plain_lines && first.kind == Kind::Para {
        // A copyright line (`© 2024 …`) is the page's footer, not a title.
        let rest = blocks[h + 2..]
            .iter()
            .take_while(|b| b.kind == Kind::Para && !b.gap_before && !b.text.starts_with('©'));
        return std::iter::once(first).chain(rest).map(|b| b.text.clone()).collect();
    }
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
/// line, a heading, a button or a radio button, and (in HTML) inside the container that holds the
/// question's choices and answer, which leaves out advertisements and boxes between the question
/// and the "more questions" list. In a text rendering, short last lines without closing
/// punctuation are the page's links ("Practise this topic  Back to the topic"), not prose.
fn explanation(
    blocks: &[Block],
    from: usize,
    to: usize,
    text_mode: bool,
    container: &[usize],
) -> Vec<usize> {
    let all: Vec<usize> = (from..to.max(from))
        .filter(|&i| {
            let b = &blocks[i];
            !b.text.is_empty()
                && b.kind != Kind::Summary
                && b.kind != Kind::Heading
                && !b.link_only
                && !b.control
                && b.radio.is_none()
        })
        .collect();
    let inside: Vec<usize> =
        all.iter().copied().filter(|&i| blocks[i].ancestors.starts_with(container)).collect();
    let mut ix = if inside.is_empty() { all } else { inside };
    // A one- or two-word label over the explanation ("Feedback", "Toelichting") is not prose.
    if ix.len() > 1
        && let Some(&first) = ix.first()
        && blocks[first].text.split_whitespace().count() <= 2
        && blocks[first].text.chars().count() <= 24
        && !ends_sentence(&blocks[first].text)
    {
        ix.remove(0);
    }
    if text_mode {
        // The link line may be up to 100 characters; lines before it (an "Advertisement" label)
        // only a few words, since some scripts (Thai) end sentences without punctuation.
        for limit in [100, 30, 30] {
            match ix.last() {
                Some(&last)
                    if !ends_sentence(&blocks[last].text)
                        && blocks[last].text.chars().count() <= limit =>
                {
                    ix.pop();
                }
                _ => break,
            }
        }
    }
    ix
}
