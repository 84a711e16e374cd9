//! Recognizing the quiz layout in a page's blocks, by structure alone. The recognizers each find
//! one part with the evidence it rests on — runs of choices ([`crate::choices`]), counters and
//! numbered stems ([`crate::counter`]), stems ([`crate::stem`]), answer candidates
//! ([`crate::keys`]), the explanation ([`crate::explain`]), the topic and the related list
//! ([`crate::parts`]) — and this module lays them out: which runs are questions, where each
//! question ends, and for each, its fields or why it is rejected. One question's failure never
//! takes the others with it.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use quizdeck_model::AnswerFrom;
use quizdeck_model::text::letter_for_index;

use crate::answer::{NoAnswer, decide};
use crate::block::{Block, Kind};
use crate::choices::{Run, Shape, choice_runs, plain_lists};
use crate::explain::explanation;
use crate::keys::candidates;
use crate::parts::{page_topic, topic_before};
use crate::related::related_section;
use crate::reshape::merge_bare_labels;
use crate::stem::{Stem, asks, unnumbered};
use crate::{ErrorKind, Missing, Position};

mod closing;
mod kept;

/// One question found in a page, as block indices and texts.
#[derive(Debug, Default)]
pub(crate) struct Found {
    pub stem: String,
    /// Blocks whose images belong to the stem.
    pub stem_media: Vec<usize>,
    /// (label, text, block).
    pub choices: Vec<(String, String, usize)>,
    /// The correct labels (one, or several for a multiple-response question).
    pub answers: Vec<String>,
    pub answer_from: Option<AnswerFrom>,
    pub answer_text: Option<String>,
    pub explanation: String,
    /// How much of the explanation (bytes) is the reason the answer's own line or key entry
    /// gives after it (`Megoldás: b) Muhi csata – a tatárjárás …`): 0 for none.
    pub reason_len: usize,
    /// Blocks whose images belong to the explanation.
    pub explanation_media: Vec<usize>,
    pub key: Option<String>,
    /// The heading of the section the question stands in, in a quiz file whose questions stand
    /// in sections of their own (`## Világtörténelem` over some, `## Magyar történelem` over
    /// others): its topic, rather than the page's.
    pub section: Option<String>,
    /// The question's prose, without code: what its language is told from.
    pub prose: String,
    /// The length of the stem's part of [`Found::prose`], which comes first.
    pub stem_prose_len: usize,
    /// Where the answer was read after a lead that is no answer word the registry knows (see
    /// [`crate::keys::Candidate::unknown_lead`]), and nothing else gave it.
    pub unknown_lead: Option<Position>,
}

impl Found {
    /// The stem's part of [`Found::prose`]: the text a page's language must agree with before
    /// the text overrules the language the page declares.
    pub fn stem_prose(&self) -> &str {
        &self.prose[..self.stem_prose_len]
    }
}

/// What a page holds.
#[derive(Debug, Default)]
pub(crate) struct Layout {
    pub topic: Option<String>,
    /// The topic is as the heading of the list of more questions repeats it, whole.
    pub topic_repeated: bool,
    pub related: Vec<Arc<str>>,
    /// Each question in page order: read, or rejected with why.
    pub items: Vec<Result<Found, ErrorKind>>,
}

/// How the blocks were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// A text rendering: no markup, no links, no hidden parts.
    Text,
    /// An HTML page or a Markdown document.
    Markup,
}

/// A run taken for a question, with its stem and where it starts.
struct Item {
    run: Run,
    stem: Option<Stem>,
    /// The first block of the question: its counter, else its stem, else its choices.
    start: usize,
}

/// Recognizes the questions in `blocks`.
pub(crate) fn recognize(
    blocks: &mut Vec<Block>,
    mode: Mode,
    title: Option<&str>,
) -> Result<Layout, ErrorKind> {
    merge_bare_labels(blocks);
    let blocks: &[Block] = blocks;
    let mut runs = choice_runs(blocks);
    let plain = plain_lists(blocks, &runs);
    runs.extend(plain);
    // Only where a check mark stands on one row: most pages have rows of short text.
    if blocks.iter().any(|b| b.check_mark) {
        let rows = crate::choices::marked_rows(blocks, &runs);
        runs.extend(rows);
    }
    runs.sort_by_key(|r| r.start);
    // Lettered items set aside from the page's own content (a sponsor's "Which plan suits you?"
    // between a question and its reveal) are no question when the page has choices outside any
    // `<aside>`; a quiz that is itself an aside (a blog post's "Test yourself" box) is kept.
    let aside = |r: &crate::choices::Run| r.choices.iter().all(|c| blocks[c.2].aside);
    if runs.iter().any(|r| !aside(r)) {
        runs.retain(|r| !aside(r));
    }
    crate::answer_key::drop_keys_read_as_runs(blocks, &mut runs);
    let numbered: Vec<(usize, String, usize)> = blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| !b.code && b.text.len() < 2000)
        .filter_map(|(i, b)| crate::counter::numbered(&b.text).map(|(p, n, _)| (i, p, n)))
        .collect();
    let sequence = crate::counter::sequences(blocks, &numbered);
    let counters: Vec<usize> = sequence
        .iter()
        .copied()
        .filter(|&i| crate::counter::counter(&blocks[i]).is_some())
        .collect();
    // Lettered choices that no answer names and no question asks for are not taken either, but
    // what the page lacks then is the answer.
    let lettered = runs.iter().any(|r| r.shape != Shape::Plain);
    let lines = crate::keys::Lines::default();
    let kept = quotes_left_out(blocks, kept::questions(blocks, runs, &counters, &sequence, &lines));
    if kept.is_empty() {
        return Err(ErrorKind::NotAQuiz(if lettered { Missing::Answer } else { Missing::Choices }));
    }
    let many = kept.len() > 1;
    let last = kept.last().map_or(0, |k| k.run.end);
    let last_end = last;
    // The "more questions" list follows the last answer.
    let last_key = kept.last().and_then(|k| {
        crate::keys::first_key_block(blocks, &k.run, k.run.end..blocks.len(), &lines)
    });
    let first_stem = kept[0].stem.as_ref().map(Stem::start);
    let related =
        related_section(blocks, last_key.unwrap_or(last), first_stem, mode == Mode::Text, many);
    let page_end = related.as_ref().map_or(blocks.len(), |r| r.heading);
    // A last run no answer names (a poll's, a sidebar's teaser of another quiz, after the page's
    // own content) stands after the list: it follows the last answer there all the same.
    let related = related.or_else(|| {
        let text = mode == Mode::Text;
        last_key.is_none().then(|| before_unanswered(blocks, &kept, first_stem, text, &lines))?
    });
    let mut layout = Layout::default();
    let mut kept = kept;
    if let Some(r) = &related {
        layout.related = r.items.iter().map(|t| Arc::from(t.as_str())).collect();
        layout.topic = r.topic.clone();
        layout.topic_repeated = r.topic.is_some();
        if !many
            && let Some(topic) = &r.topic
            && let Some(stem) = kept[0].stem.as_mut()
        {
            crate::stem::with_lead_in(blocks, stem, topic);
        }
    }
    // With no "more questions" heading to name it, the topic line found above the stem (a link
    // to the topic, a line the title repeats) heads the question's lead-in all the same: the
    // data a problem gives before the line that asks is part of its stem.
    if !many
        && related.as_ref().and_then(|r| r.topic.as_ref()).is_none()
        && let Some(stem) = kept[0].stem.as_mut()
        && let Some((Some(_), topic)) = topic_before(blocks, stem.start(), title, false)
    {
        crate::stem::with_lead_in(blocks, stem, &topic);
    }
    // Several questions share the elements that hold all of them; none reads past them.
    let shared = if many { shared_depth(blocks, &kept) } else { None };
    // A key after the last question, one entry for each (a worksheet's "Key: 1 B, 2 C").
    let runs: Vec<&Run> = kept.iter().map(|k| &k.run).collect();
    let key = crate::answer_key::find(blocks, &runs, last_end..page_end);
    // One that numbers more or fewer questions than the page has is not read, but named where a
    // question then has no answer.
    // Looked for on a page of one question only when it has no answer (most have one).
    let miscounted = (key.is_none() && many)
        .then(|| crate::answer_key::miscounted(blocks, &runs, last_end..page_end))
        .flatten();
    // Explanations numbered by their questions after the key (`Soru 1: …`).
    let explained = key
        .as_ref()
        .map(|k| crate::answer_key::numbered_explanations(blocks, k.end, page_end, kept.len()));
    // Neither a key read nor one that cannot be read is the last question's own text.
    // (A single question's, only when read: its page has lists of every kind after it.)
    let unread_key = miscounted.filter(|_| many).map(|m| m.start);
    let page_end = (key.as_ref().map(|k| k.start)).or(unread_key).unwrap_or(page_end);
    // How the questions read are numbered, in page order: a block numbered alike out of their
    // order is no question of the page (`1. Why not …?` in an explanation after `1. Which …?`),
    // one numbered alike in their order may be one that was not read (`2. Who …?` between `1.`
    // and `3.`).
    let numbering = |i: usize| {
        let b = &blocks[i];
        crate::counter::numbered(&b.text).map(|(prefix, n, _)| ((b.kind, b.level, prefix), n))
    };
    let stems_numbered: Vec<(usize, _)> = (kept.iter())
        .filter_map(|k| {
            let start = k.stem.as_ref()?.start();
            Some((start, numbering(start)?))
        })
        .collect();
    // `Some(true)` for a block numbered as the stems are and in their order, `Some(false)` out
    // of it, `None` for one numbered otherwise or not at all.
    let in_order = |s: usize| {
        let (sig, n) = numbering(s)?;
        let alike: Vec<(usize, usize)> = (stems_numbered.iter())
            .filter(|(_, (o, _))| *o == sig)
            .map(|&(at, (_, m))| (at, m))
            .collect();
        if alike.is_empty() {
            return None;
        }
        let before = alike.iter().rev().find(|(at, _)| *at < s).map(|a| a.1);
        let after = alike.iter().find(|(at, _)| *at > s);
        // Of blocks numbered alike between two questions, the last one numbered `n` or less
        // before the next question is the one in their order (`2. Is …?` in an explanation, then
        // the question `2. Which …?` whose choices were not read).
        let end = after.map_or(blocks.len(), |a| a.0);
        let later = (s + 1..end).any(|t| numbering(t).is_some_and(|(o, m)| o == sig && m <= n));
        Some(before.is_none_or(|m| m < n) && after.is_none_or(|a| n < a.1) && !later)
    };
    let out_of_order = |s: usize| in_order(s) == Some(false);
    let mut items: Vec<(usize, Result<Found, ErrorKind>)> = Vec::new();
    for (n, item) in kept.iter().enumerate() {
        let next = kept.get(n + 1).map_or(page_end, |k| k.start).min(page_end);
        // A numbered question with no choices starts before the next one with choices.
        let next = (sequence.iter().copied())
            .find(|&s| s >= item.run.end && s < next && !out_of_order(s))
            .unwrap_or(next);
        let end = shared.map_or(next, |d| leave_at(blocks, item.run.start, item.run.end, next, d));
        let entry = key.as_ref().map(|k| &k.entries[n]);
        // Between the last question and a key that explains it lies what closes the questions
        // (a forum post's "Can anyone explain? Thanks!"), not the last one's explanation: the
        // key's reason is.
        let reasoned = n + 1 == kept.len() && entry.is_some_and(|e| e.rest.is_some());
        let end = if reasoned { item.run.end } else { end };
        let mut found = question(blocks, item, item.run.end..end, mode, entry, &lines);
        if let Ok(f) = &mut found
            && f.explanation.is_empty()
            && let Some(text) = explained.as_ref().and_then(|e| e[n].clone())
        {
            f.explanation = text;
        }
        // A page's one question whose answer is given only after the list of more questions
        // (`<h3>More questions …</h3><ul>…</ul>`, then the key's own box): read on past it.
        let unanswered =
            matches!(found, Err(ErrorKind::Incomplete { missing: Missing::Answer, .. }));
        if unanswered
            && !many
            && key.is_none()
            && let Some(r) = &related
            && let Some(after) = related_end(blocks, r)
            && crate::keys::first_key_block(blocks, &item.run, after..blocks.len(), &lines)
                .is_some()
        {
            let past = question(blocks, item, after..blocks.len(), mode, None, &lines);
            if past.is_ok() {
                found = past;
            }
        }
        let unanswered = match &found {
            Err(ErrorKind::Incomplete { missing: Missing::Answer, at }) => Some(*at),
            _ => None,
        };
        let miscount = || {
            miscounted.or_else(|| crate::answer_key::miscounted(blocks, &runs, last_end..page_end))
        };
        if let Some(at) = unanswered
            && let Some(m) = miscount()
        {
            let message = m.message(blocks, kept.len());
            found = Err(ErrorKind::Inconsistent { message, at });
        }
        items.push((item.start, found));
    }
    // Only in a quiz file (task lists), whose headings are the author's sections, or where every
    // question starts with a heading of its own (`### Question 1`) and the sections rank above
    // them (`## Geography`); in a page's markup, headings between questions are feedback, names
    // and asides as often.
    let tasks = kept.iter().all(|k| k.run.shape == Shape::Task);
    let headed = kept.iter().all(|k| blocks[k.start].kind == Kind::Heading);
    if many && (headed || tasks) {
        let sections: Vec<Option<String>> = kept
            .iter()
            .enumerate()
            .map(|(n, item)| {
                let floor = n.checked_sub(1).map_or(0, |p| kept[p].run.end);
                section_heading(blocks, floor, item, !tasks)
            })
            .collect();
        // Sections only where one starts between two questions; a heading over all of them is
        // the page's topic.
        if sections.iter().skip(1).any(Option::is_some) {
            let mut current = None;
            for ((_, item), section) in items.iter_mut().zip(sections) {
                current = section.or(current);
                if let Ok(found) = item {
                    found.section = current.clone();
                }
            }
        }
    }
    // Numbered questions with no choices between the others (a text box to type the answer in,
    // or choices the page writes in a way not read): a counter alone, a heading, or a question
    // numbered as the questions read are, in their order (`2. Who was …?` between `1. …?` and
    // `3. …?`).
    let numbered_like_the_others =
        |s: usize| in_order(s) == Some(true) && crate::stem::asks(&blocks[s].text);
    // Counters that disagree with the number a question gives its own stem (`— 1 —` over `3.
    // …?`) are a page's numbers, as a PDF's text repeats them: none marks a question left unread.
    let counted = |i: usize| crate::counter::counter(&blocks[i]);
    let stem_number = |i: usize| numbering(i).map(|n| n.1).or(blocks[i].number);
    let own_number = |k: &Item| match k.stem.as_ref().and_then(|st| stem_number(st.start())) {
        Some(m) => counted(k.start).filter(|c| c.1 == m),
        None => counted(k.start),
    };
    let page_numbers = kept.iter().any(|k| counted(k.start).is_some() && own_number(k).is_none());
    let mut unread: Vec<usize> = (sequence.iter().copied())
        .filter(|&s| {
            let inside = kept
                .iter()
                .any(|k| k.start == s || k.stem.as_ref().is_some_and(|st| st.blocks.contains(&s)));
            let between = kept.first().is_some_and(|k| k.start < s) && s < last_end;
            let within = kept.iter().any(|k| (k.start..k.run.end).contains(&s));
            !inside
                && between
                && !within
                && (counters.contains(&s) && !page_numbers
                    || blocks[s].kind == Kind::Heading
                    || numbered_like_the_others(s))
        })
        .collect();
    // A counter after the last question that goes on from its counter (`Questão 3 de 3` after
    // `Questão 2 de 3`): a question whose choices were not read, not the end of the page.
    if let Some((prefix, n)) = kept.last().and_then(own_number)
        && let Some(&s) = counters.iter().find(|&&s| {
            s >= last_end && s < page_end && counted(s) == Some((prefix.clone(), n + 1))
        })
    {
        unread.push(s);
    }
    // So is a question numbered as the last one read and next in their order, asking, with a line
    // that names an answer after it (`2. Which tide is the strongest?`, pictures for choices,
    // `Answer: A`), where the page goes on after the last question read. The last line that
    // names an answer is looked for once (a page may have thousands of lines after its last
    // question).
    let last_key_line = (last_end..page_end).rev().find(|&i| crate::stem::key_line(&blocks[i]));
    let next_numbered =
        kept.last().and_then(|k| numbering(k.stem.as_ref()?.start())).zip(last_key_line).and_then(
            |((sig, n), key)| {
                (last_end..key).find(|&s| {
                    numbering(s) == Some((sig.clone(), n + 1))
                        && crate::stem::asks(&blocks[s].text)
                        && in_order(s) == Some(true)
                })
            },
        );
    unread.extend(next_numbered.filter(|s| !unread.contains(s)));
    items.extend(unread.into_iter().map(|s| {
        (s, Err(ErrorKind::Incomplete { missing: Missing::Options, at: Position::default() }))
    }));
    items.sort_by_key(|i| i.0);
    closing::closing_remark_left_out(&mut items);
    let last_found = items.iter().rposition(|i| i.1.is_ok());
    let several = items.len() > 1;
    for (n, (_, f)) in items.iter_mut().enumerate() {
        if let Ok(f) = f {
            closing::sign_off_left_out(f, several && Some(n) == last_found);
        }
    }
    for (n, (start, item)) in items.into_iter().enumerate() {
        let line = kept.iter().find(|k| k.start == start).map_or(start, |k| k.run.start);
        let at = Position { line: blocks[line].line, question: several.then_some(n + 1) };
        layout.items.push(item.map_err(|e| locate(e, at)));
    }
    if layout.topic.is_none() {
        let first = kept[0].start;
        // A document's own first heading counts where its questions are task lists (a rendered
        // quiz file, whose page's `<h1>` is only the file's name).
        let document = kept.iter().all(|k| k.run.shape == Shape::Task);
        let holder = match shared {
            Some(d) if document => &blocks[kept[0].run.start].ancestors[..d],
            _ => &[][..],
        };
        let topic = if many || several {
            page_topic(blocks, first, title, holder, &counters)
        } else {
            None
        };
        layout.topic = topic.map(|t| t.1).or_else(|| {
            let s = first_stem?;
            topic_before(blocks, s, title, many || several).map(|t| t.1)
        });
    }
    Ok(layout)
}

/// The "more questions" list after the last answered question of the page, where every
/// question after it is unanswered and starts below the list's heading.
fn before_unanswered(
    blocks: &[Block],
    kept: &[Item],
    stem: Option<usize>,
    text: bool,
    lines: &crate::keys::Lines,
) -> Option<crate::related::Related> {
    let (next, key) = kept.windows(2).rev().find_map(|w| {
        let key = crate::keys::first_key_block(blocks, &w[0].run, w[0].run.end..w[1].start, lines);
        key.map(|k| (w[1].start, k))
    })?;
    related_section(blocks, key, stem, text, true).filter(|r| r.heading < next)
}

/// The block after the list of more questions `r`: after its last title.
fn related_end(blocks: &[Block], r: &crate::related::Related) -> Option<usize> {
    let last = r.items.last()?;
    let at = (r.heading + 1..blocks.len()).find(|&i| blocks[i].text.trim() == last.trim())?;
    Some(at + 1)
}

/// The questions less those that only quote another's choices: a list with no letters of its
/// own (`<ol type="A">`, plain items) under a line that asks nothing, whose every item is a
/// choice of another question on the page (a comment weighing two of them).
fn quotes_left_out(blocks: &[Block], kept: Vec<Item>) -> Vec<Item> {
    let quotes = |item: &Item| {
        let unlettered = matches!(item.run.shape, Shape::Implicit | Shape::Plain);
        let asks_nothing =
            item.stem.as_ref().is_none_or(|s| s.blocks.iter().all(|&i| !asks(&blocks[i].text)));
        // Compared with the others only where the first two hold: rarely, and never on a page
        // of lettered questions, however many it has.
        let quoted = || {
            kept.iter().any(|other| {
                other.run.start != item.run.start
                    && item.run.choices.iter().all(|c| {
                        other.run.choices.iter().any(|o| crate::keys::same_text(&o.1, &c.1))
                    })
            })
        };
        unlettered && asks_nothing && quoted()
    };
    let drop: Vec<bool> = kept.iter().map(quotes).collect();
    kept.into_iter().zip(drop).filter(|(_, d)| !d).map(|(k, _)| k).collect()
}

/// The last heading between `floor` and the start of `item` that is not its own stem or
/// counter, and ranks above a stem that is a heading (`##` over `####`).
///
/// With `siblings`, only a heading in the same element as the question's own (a section of the
/// document, not a newsletter card's title between two questions).
fn section_heading(blocks: &[Block], floor: usize, item: &Item, siblings: bool) -> Option<String> {
    let own = &blocks[item.start];
    // The rank of the question's own heading: its counter's or its stem's.
    let stem_level = std::iter::once(item.start)
        .chain(item.stem.as_ref().map(Stem::start))
        .map(|i| &blocks[i])
        .filter(|b| b.kind == Kind::Heading)
        .map(|b| b.level)
        .min();
    (floor..item.start)
        .rev()
        .map(|i| &blocks[i])
        .find(|b| {
            b.kind == Kind::Heading
                && !b.text.trim().is_empty()
                && crate::counter::counter(b).is_none()
                && stem_level.is_none_or(|l| b.level < l)
                && (!siblings || b.parent == own.parent && same_holders(b, own))
                // The previous question's key written as a heading (`#### Antwort: C`).
                && !crate::lexicon::names_answer(
                    crate::sentence::first_colon(&b.text).map_or(b.text.as_str(), |c| &b.text[..c]),
                )
                && !prose_heading(&b.text)
        })
        .map(|b| b.text.trim().to_owned())
}

/// Whether a heading is a sentence of prose, no section's title: a translator's note set as a
/// heading in an explanation (`##### *Nota do tradutor: bubbling descreve …, visto que é o nome
/// dessa forma de propagação.`), more than ten words ending in a full stop.
fn prose_heading(text: &str) -> bool {
    let text = text.trim_end();
    text.split_whitespace().nth(10).is_some()
        && text.ends_with(quizdeck_lang::punctuation().full_stops.as_slice())
}

/// Whether two blocks stand in the same elements, their own aside (a block's last ancestor may be
/// its own element).
fn same_holders(a: &Block, b: &Block) -> bool {
    let holders = |x: &Block| x.ancestors.len().saturating_sub(1);
    a.ancestors.len() == b.ancestors.len() && a.ancestors[..holders(a)] == b.ancestors[..holders(b)]
}

/// A choice's text: its own, or, for a choice that is only images, what their alt texts say
/// (`<li><span>B</span><img alt="Agila ng Pilipinas"></li>`), as a screen reader says it. The
/// images stay the choice's media.
fn shown_text(text: &str, block: &Block) -> String {
    if !text.trim().is_empty() {
        return without_own_cross(text, block).to_owned();
    }
    let alts: Vec<&str> =
        block.images.iter().map(|(_, alt)| alt.trim()).filter(|a| !a.is_empty()).collect();
    alts.join(" ")
}

/// A choice's text without a cross set in an element of its own after it (`<span>1986</span><span
/// aria-label="Incorrect">✗</span>`, a form's mark of the reader's wrong pick): a mark, not text,
/// on a page that marks no answer with a check mark too.
fn without_own_cross<'a>(text: &'a str, block: &Block) -> &'a str {
    fn bare(t: &str) -> Option<&str> {
        t.trim_end().trim_end_matches('\u{FE0F}').strip_suffix(crate::reshape::CROSSES)
    }
    let (Some(rest), Some(own)) = (bare(text), bare(&block.text)) else { return text };
    let own = own.trim_end().len();
    if rest.trim().is_empty() || !block.breaks.contains(&own) {
        return text;
    }
    rest.trim_end()
}

/// A question's number in an element of its own glued to the stem's text (`<span>1.</span><span>Den
/// ki aña …?</span>`, a form's): the page shows them apart, as a space would part them.
fn number_apart(text: String, first: &Block) -> String {
    let t = first.text.as_str();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    let at = digits + 1;
    let numbered = (1..=3).contains(&digits)
        && t[digits..].starts_with(['.', ')'])
        && first.breaks.contains(&at)
        && t[at..].starts_with(char::is_alphabetic)
        && text.starts_with(&t[..at]);
    if !numbered {
        return text;
    }
    let mut text = text;
    text.insert(at, ' ');
    text
}

/// Puts the question's place into a rejection.
fn locate(e: ErrorKind, at: Position) -> ErrorKind {
    match e {
        ErrorKind::Incomplete { missing, .. } => ErrorKind::Incomplete { missing, at },
        ErrorKind::Inconsistent { message, .. } => ErrorKind::Inconsistent { message, at },
        other => other,
    }
}

/// How many block elements hold every question of the page, when more than the page itself.
fn shared_depth(blocks: &[Block], kept: &[Item]) -> Option<usize> {
    let first = &blocks[kept[0].run.start].ancestors;
    let depth = kept.iter().fold(first.len(), |d, k| {
        let other = &blocks[k.run.start].ancestors;
        first.iter().zip(other).take(d).take_while(|(a, b)| a == b).count()
    });
    (depth > 0).then_some(depth)
}

/// Where a question's region ends: at `next`, or where the blocks leave the elements that hold
/// all questions.
fn leave_at(blocks: &[Block], run_start: usize, from: usize, next: usize, depth: usize) -> usize {
    let holder = &blocks[run_start].ancestors[..depth];
    (from..next).find(|&i| !blocks[i].ancestors.starts_with(holder)).unwrap_or(next)
}

/// One question: its answer decided from the evidence in `region`, its stem and explanation.
fn question(
    blocks: &[Block],
    item: &Item,
    region: Range<usize>,
    mode: Mode,
    key: Option<&crate::answer_key::Entry>,
    lines: &crate::keys::Lines,
) -> Result<Found, ErrorKind> {
    let run = &item.run;
    let at = Position::default();
    let Some(stem) = &item.stem else {
        return Err(ErrorKind::Incomplete { missing: Missing::Stem, at });
    };
    let mut found = candidates(blocks, run, region.clone(), lines);
    // The page's answer key names the answer of a question that has none beside it, and gives
    // its reason, if any, where the question has no explanation beside it.
    let keyed = key.filter(|_| !found.iter().any(|c| !c.labels.is_empty()));
    if let Some(entry) = keyed {
        found.push(crate::keys::Candidate {
            labels: entry.labels(),
            from: AnswerFrom::KeyLine,
            block: None,
            text: None,
            rest: entry.rest.clone(),
            unknown_lead: false,
        });
    }
    // A key at the end that names another answer than the question's own reveal contradicts it.
    let own_labels = found.iter().any(|c| !c.labels.is_empty());
    let decision = decide(blocks, run, found).map_err(|e| match e {
        NoAnswer::Missing => ErrorKind::Incomplete { missing: Missing::Answer, at },
        NoAnswer::NothingChecked => ErrorKind::Incomplete { missing: Missing::CheckedBox, at },
        NoAnswer::Conflict(message) => ErrorKind::Inconsistent {
            message: format!("the page names different answers: {message}"),
            at,
        },
    })?;
    if let Some(entry) = key.filter(|e| own_labels && decision.labels != e.labels()) {
        let message = format!(
            "the page names different answers: {} says {}, the answer key after the questions \
             says {}",
            decision.from.as_str(),
            crate::answer::letters(&decision.labels),
            crate::answer::letters(&entry.labels()),
        );
        return Err(ErrorKind::Inconsistent { message, at });
    }
    // The blocks' texts, a paragraph each; with `numbered`, a list item with its number.
    let join = |ix: &[usize], numbered: bool| -> String {
        ix.iter()
            .map(|&i| {
                let b = &blocks[i];
                // The number a text rendering writes, else the marker an `<ol>` shows.
                let marker = (numbered && b.kind == Kind::Item)
                    .then(|| b.number.map(|n| n.to_string()).or_else(|| b.ordinal.clone()))
                    .flatten();
                match marker {
                    Some(n) => Cow::Owned(format!("{n}. {}", b.text)),
                    None => Cow::Borrowed(b.text.as_str()),
                }
            })
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join("\n\n")
    };
    let started = decision.rest.is_some();
    let mut ix = explanation(
        blocks,
        stem.start()..run.end,
        decision.block,
        region.clone(),
        &decision.lines,
        mode == Mode::Text,
        started,
    );
    if decision.from == AnswerFrom::CheckMark && decision.block.is_none() {
        crate::explain::keep_in_box(blocks, stem.start(), run.end - 1, &mut ix);
    }
    // Without the dash that sets it off from the key (`Jibu: B — Unguja ni kikubwa …`).
    let mut explanation_text = decision.rest.as_deref().map_or_else(String::new, |r| {
        let r = r.trim_start();
        let dashed = ["— ", "– ", "- "].iter().find_map(|d| r.strip_prefix(d));
        dashed.unwrap_or(r).trim_start().to_owned()
    });
    let mut reason_len = explanation_text.len();
    let mut more = join(&ix, false);
    // A table's row that starts the explanation names itself in its first cell (`<td>הסבר</td>
    // <td>ארמסטרונג נולד …</td>`, explanation): the label is no part of the prose.
    if let Some(&first) = ix.first()
        && let Some(at) = row_label_end(&blocks[first])
    {
        more = more[at..].trim_start().to_owned();
    }
    if !more.is_empty() {
        if !explanation_text.is_empty() {
            explanation_text.push_str("\n\n");
        }
        explanation_text.push_str(&more);
    }
    if explanation_text.is_empty()
        && let Some(reason) = keyed.and_then(|e| e.rest.as_deref())
    {
        explanation_text = reason.to_owned();
        reason_len = explanation_text.len();
    }
    let with_images = |ix: &[usize]| -> Vec<usize> {
        ix.iter()
            .copied()
            .filter(|&i| !blocks[i].images.is_empty() && !blocks[i].link_only)
            .collect()
    };
    let stem_ix: Vec<usize> = (stem.start()..run.start)
        .filter(|i| {
            stem.blocks.contains(i) || (blocks[*i].text.is_empty() && !blocks[*i].images.is_empty())
        })
        .collect();
    // Statements the stem lists keep their numbers, which the choices name ("1 and 2 only").
    let stem_text = join(&stem.blocks, true);
    let stem_text = match stem.blocks.first() {
        Some(&first) => number_apart(stem_text, &blocks[first]),
        None => stem_text,
    };
    let stem_text = match crate::stem::without_points(&stem_text) {
        Some(asked) => asked.to_owned(),
        None => stem_text,
    };
    let (prose, stem_prose_len) = prose_of(blocks, &stem.blocks, &ix);
    let said: Vec<&str> = std::iter::once(stem_text.as_str())
        .chain(run.choices.iter().map(|c| c.1.as_str()))
        .collect();
    let unlabelled = crate::parts::without_label(&explanation_text, &said);
    let reason_len = reason_len.saturating_sub(explanation_text.len() - unlabelled.len());
    let explanation_text = unlabelled.to_owned();
    // A checklist under a line that asks nothing (`## Sprint 14 — To do`, its done items ticked)
    // is a list of tasks, not a question's choices.
    let asked = |t: &str| asks(t) || crate::stem::blank(t);
    // Or a numbered line that leads to the choices with a colon (`#### Q1. Put the steps in
    // order and pick the first one:`): a question, where a plan's heading (`## Sprint 14 — To
    // do`) has none.
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let picks = kept::numbered_stem(blocks, &item.stem)
        && blocks[stem.start()].text.trim_end().ends_with(colons);
    if decision.from == AnswerFrom::CheckedBox && !asked(&stem_text) && !picks {
        return Err(ErrorKind::Incomplete { missing: Missing::Stem, at });
    }
    Ok(Found {
        stem_media: with_images(&stem_ix),
        explanation_media: with_images(&ix),
        stem: crate::stem::without_leading_points(unnumbered(&stem_text)).to_owned(),
        choices: run
            .choices
            .iter()
            .map(|(i, t, b)| (letter_for_index(*i).to_string(), shown_text(t, &blocks[*b]), *b))
            .collect(),
        answers: decision.labels.iter().map(|&i| letter_for_index(i).to_string()).collect(),
        answer_from: Some(decision.from),
        unknown_lead: decision.unknown_lead.then_some(at),
        // The key's entry may give the choice's text after its label (`1. a – Mata ng bagyo`).
        answer_text: decision
            .text
            .or_else(|| keyed.and_then(|e| e.text.clone()))
            .filter(|_| decision.labels.len() == 1),
        explanation: explanation_text,
        reason_len,
        key: blocks[run.start].key_attr.clone(),
        section: None,
        prose,
        stem_prose_len,
    })
}

/// The text of the blocks `stem` and then `rest` that are not code, joined with spaces, and the
/// length of the part that `stem`'s give.
fn prose_of(blocks: &[Block], stem: &[usize], rest: &[usize]) -> (String, usize) {
    let mut prose = String::new();
    let mut stem_len = 0;
    let parts = stem.iter().map(|&i| (i, true)).chain(rest.iter().map(|&i| (i, false)));
    for (n, (i, in_stem)) in parts.filter(|&(i, _)| !blocks[i].code).enumerate() {
        if n > 0 {
            prose.push(' ');
        }
        prose.push_str(&blocks[i].text);
        if in_stem {
            stem_len = prose.len();
        }
    }
    (prose, stem_len)
}

/// Where the first cell of a table's row ends, when it is a label of a word or two (no digit, no
/// closing mark) before a longer cell of prose.
fn row_label_end(b: &Block) -> Option<usize> {
    let at = *b.breaks.first().filter(|_| b.row)?;
    let (label, rest) = (b.text.get(..at)?, b.text.get(at..)?);
    let words = label.split_whitespace().count();
    let plain = label.chars().all(|c| {
        c.is_alphabetic() || c.is_whitespace() || unicode_normalization::char::is_combining_mark(c)
    });
    ((1..=2).contains(&words)
        && plain
        && rest.split_whitespace().count() >= 4 * words
        && crate::sentence::ends_sentence(rest))
    .then_some(at)
}

#[cfg(test)]
mod tests;
