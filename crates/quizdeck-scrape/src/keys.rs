//! Recognizers of the answer. Each reads one shape of evidence and returns candidates, each with
//! the labels it names, the evidence it rests on ([`AnswerFrom`]) and where it was found; which
//! candidate is taken (and which conflicts are reported) is [`crate::answer`]'s to decide.
//!
//! The shapes: a short lead-in, a colon and labels that exist among this question's choices
//! (`Antwort: B`, `Ответ: а, в, д`, `Clave: A, D | …`); a lead-in and a choice's whole text
//! (`Respuesta correcta: Mercurio`, `… ist „Falsch“.`); a short line ending in a label (`정답 ①`,
//! `The right answer is (a).`); a check mark, a checked task-list box or an attribute on a
//! choice. A lead-in must say that it names the answer, with a word of the registry of any
//! language, and neither that it is wrong nor that it is the reader's choice
//! ([`crate::lexicon`]): "Skupina: A", "Wrong answer: A" and "Your answer: B" name no key.
//!
//! One line is read by [`crate::key_line`]; the words that deny a label there (`Answer: not A`)
//! are [`crate::denial`]'s.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;

use quizdeck_model::AnswerFrom;

use crate::block::{Block, Kind};
use crate::choices::Run;
use crate::label::{label_token, letter_index};
use crate::lexicon::{names_answer, reader_named};
use crate::sentence::ends_sentence;

/// One piece of evidence for the answer.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Candidate {
    /// Positions of the labels it names (A = 0), in page order.
    pub labels: Vec<usize>,
    pub from: AnswerFrom,
    /// The block it was read from, if a line.
    pub block: Option<usize>,
    /// The text the line gives after a single label.
    pub text: Option<String>,
    /// Prose that follows the key in its block past the end of the key's own element
    /// (`<span>D</span> <span>Because …</span>`): the start of the explanation.
    pub rest: Option<String>,
    /// Read after a lead that is no answer word of any language the registry knows (`Ka pane:
    /// A. …`): an answer only on a page in a language the registry does not know, whose words
    /// for "answer" it could not have matched.
    pub unknown_lead: bool,
}

/// `region` up to where a section of the page asks another question: a heading, or the summary of
/// a reveal (`<details><summary>Spoiler: yesterday's quiz</summary>`), then right under it a
/// line that asks something other than the question before the choices ("Yesterday's answer" /
/// "We asked: Which river is the longest?" / "Correct answer: C – Váh").
/// What comes after answers that question. A section that repeats the question (`<h2>Answer
/// </h2><p>Which …?`) goes on answering it, and one whose first line asks nothing (a reader's
/// name over a comment that asks) is no other question's.
fn own_region(blocks: &[Block], run: &Run, region: Range<usize>) -> Range<usize> {
    let mut heading = false;
    // The block before, when it is a short lead that ends in a colon ("Yesterday's question:").
    let mut lead = false;
    // Choices that are a form's fields, and a button after them: the reader is to send an answer
    // in, which the page does not give under a heading further on (a contest's question of the
    // day, with yesterday's answer under it).
    let mut sent = false;
    for i in region.clone() {
        let b = &blocks[i];
        if b.hidden || b.text.is_empty() {
            continue;
        }
        // The readers' comments (`Maoni (1)`, `Kommentit (2)`: a title with a count): an answer a
        // reader gives there is no key.
        if crate::explain::counted_title(b) {
            return region.start..i;
        }
        sent |= b.control && (run.start..run.end).any(|k| blocks[k].radio.is_some());
        if matches!(b.kind, Kind::Heading | Kind::Summary) {
            // After such a button, a heading heads another part of the page ("Jawaabtii su'aasha
            // shalay", the answer to yesterday's question), unless it only says that the answer
            // follows, in a word or two (`Atbilde`, "Correct answer").
            let answer_heading =
                || b.text.split_whitespace().count() <= 2 && crate::lexicon::names_answer(&b.text);
            if sent && b.kind == Kind::Heading && !answer_heading() {
                return region.start..i;
            }
            heading = true;
            continue;
        }
        let asks = || crate::stem::asks(&b.text) && !asked_before(blocks, run, &b.text);
        if heading && asks() {
            return region.start..i;
        }
        // Without a heading: another question under a lead ("Gestrige Frage: Wer …?", or the
        // lead on a line of its own) with its answer on the next line, or with an answer on the
        // next line whose text is none of the choices ("Яка найвища гора?" / "Відповідь: C.
        // Говерла"). A prompt that asks ("Know the answer?") has no lead.
        // Looked for in the few lines right after the choices, where such a question stands,
        // ending in its question mark (a list's items, as the titles of more questions are,
        // are no such question).
        let ends_asking = || {
            let marks = quizdeck_lang::punctuation().question_marks.as_slice();
            b.text.trim_end().ends_with(marks)
        };
        if i < region.start + NEAR && b.kind != Kind::Item && ends_asking() && asks() {
            let led = lead || led_by_words(&b.text);
            if answered_next(blocks, run, i, region.end, led) {
                return region.start..i;
            }
        }
        heading = false;
        let t = b.text.trim_end();
        lead = t.ends_with(quizdeck_lang::punctuation().colons.as_slice())
            && t.split_whitespace().count() <= 4;
    }
    region
}

/// Whether `text` starts with a lead of a few words and a colon (`Gestrige Frage: …`, `Domanda
/// di ieri: …`, `سؤال دیروز: …`).
fn led_by_words(text: &str) -> bool {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    text.split_once(colons).is_some_and(|(lead, rest)| {
        let words = lead.split_whitespace().count();
        (1..=4).contains(&words)
            && lead.chars().count() <= 40
            && !lead.chars().any(char::is_numeric)
            && rest.starts_with(char::is_whitespace)
    })
}

/// How many blocks after the choices may hold another question with its answer (see
/// [`own_region`]).
const NEAR: usize = 8;

/// Whether the next line after block `i` (before `end`) names one of `run`'s choices as an
/// answer line does: any such line after a lead (`led`), else one whose text is none of the
/// choices.
fn answered_next(blocks: &[Block], run: &Run, i: usize, end: usize, led: bool) -> bool {
    let Some(k) = (i + 1..end).find(|&k| !blocks[k].hidden && !blocks[k].text.trim().is_empty())
    else {
        return false;
    };
    if !is_key_line(blocks, run, k) {
        return false;
    }
    let found = line(blocks, k, run);
    let foreign = |c: &Candidate| c.text.as_deref().is_some_and(|t| by_text(run, t).is_none());
    !found.is_empty() && (led || found.iter().any(foreign))
}

/// Whether `text` asks what a line right before the choices of `run` asks: the question itself,
/// repeated or quoted.
fn asked_before(blocks: &[Block], run: &Run, text: &str) -> bool {
    let text = text.trim();
    blocks[run.start.saturating_sub(6)..run.start].iter().any(|b| {
        let before = b.text.trim();
        !before.is_empty()
            && crate::stem::asks(before)
            && (text.contains(before) || before.contains(text))
    })
}

/// What each line gives each run ([`line`]), read once per page: the layout asks of a run
/// whether it has evidence ([`has_evidence`]), where its first key line is ([`first_key_block`])
/// and then for every candidate ([`candidates`]), over the same lines, and reading a line is the
/// costliest step of the three.
#[derive(Debug, Default)]
pub(crate) struct Lines {
    read: Memo<LineOfRun, Vec<Candidate>>,
    /// Each run's own region ([`own_region`]) of a region, which the three ask alike.
    regions: Memo<RegionOfRun, Range<usize>>,
}

/// What was read once per page, by what it was read of.
type Memo<K, V> = RefCell<HashMap<K, V, foldhash::fast::FixedState>>;

/// A run's first and last block, and a line.
type LineOfRun = (usize, usize, usize);

/// A run's first and last block, and the first and last block of a region after it.
type RegionOfRun = (usize, usize, usize, usize);

/// What `memo` holds for `key`, read with `read` the first time it is asked.
fn cached<K: std::hash::Hash + Eq, V: Clone>(
    memo: &Memo<K, V>,
    key: K,
    read: impl FnOnce() -> V,
) -> V {
    if let Some(found) = memo.borrow().get(&key) {
        return found.clone();
    }
    let found = read();
    memo.borrow_mut().insert(key, found.clone());
    found
}

impl Lines {
    fn own_region(&self, blocks: &[Block], run: &Run, region: Range<usize>) -> Range<usize> {
        let key = (run.start, run.end, region.start, region.end);
        cached(&self.regions, key, || own_region(blocks, run, region))
    }

    fn line(&self, blocks: &[Block], at: usize, run: &Run) -> Vec<Candidate> {
        cached(&self.read, (run.start, run.end, at), || line(blocks, at, run))
    }
}

/// Every candidate of `run` in the blocks of `region` (after the choices), in page order.
pub(crate) fn candidates(
    blocks: &[Block],
    run: &Run,
    region: Range<usize>,
    lines_read: &Lines,
) -> Vec<Candidate> {
    // A poll's options, a count of votes after each: its checked box is its author's vote.
    if crate::votes::counted(&run.choices) {
        return Vec::new();
    }
    let region = lines_read.own_region(blocks, run, region);
    let mut out = marks(blocks, run, &region);
    // Lines after the choices; none on a poll's page, where the one line naming a choice is
    // the reader's vote.
    if tallied(blocks, run, &region) {
        return out;
    }
    let lines: Vec<usize> = region.clone().filter(|&i| is_key_line(blocks, run, i)).collect();
    for &i in &lines {
        out.extend(lines_read.line(blocks, i, run));
    }
    for w in lines.windows(2) {
        if !out.iter().any(|c| c.block == Some(w[1]))
            && let Some(c) = lead_in(blocks, run, w[0], w[1])
        {
            out.push(c);
        }
    }
    // Where every reading came after a lead the registry does not know (`Ka pane: A. …`), a
    // line of such a lead and a bare label naming another choice (`Kutichiy: B`) is as much
    // the page's key: the two disagree, and the question is reported rather than read from one.
    let named: Vec<&Candidate> = out.iter().filter(|c| !c.labels.is_empty()).collect();
    if !named.is_empty() && named.iter().all(|c| c.unknown_lead) {
        let given: Vec<Vec<usize>> = named.iter().map(|c| c.labels.clone()).collect();
        let against: Vec<Candidate> = lines
            .iter()
            .filter(|&&i| !out.iter().any(|c| c.block == Some(i)))
            .filter_map(|&i| {
                let l = crate::key_line::unknown_lead_label(&blocks[i].text, run)?;
                given.iter().any(|g| g != &[l]).then(|| Candidate {
                    unknown_lead: true,
                    ..found(vec![l], AnswerFrom::KeyLine, i)
                })
            })
            .collect();
        out.extend(against);
    }
    out
}

/// Whether [`candidates`] has one naming a choice, `candidates(…).iter().any(|c|
/// !c.labels.is_empty())`, read line by line up to the first: every run is asked, over the rest
/// of its page, which reading all of it would make the costliest step of recognizing a layout.
pub(crate) fn has_evidence(
    blocks: &[Block],
    run: &Run,
    region: Range<usize>,
    lines: &Lines,
) -> bool {
    let region = lines.own_region(blocks, run, region);
    if marks(blocks, run, &region).iter().any(|c| !c.labels.is_empty()) {
        return true;
    }
    let named = |found: &[Candidate]| found.iter().any(|c| !c.labels.is_empty());
    first_line(blocks, run, region, lines, named).is_some()
}

/// The first block [`candidates`] reads a candidate from, `candidates(…).iter().filter_map(|c|
/// c.block).min()`, read line by line up to it.
pub(crate) fn first_key_block(
    blocks: &[Block],
    run: &Run,
    region: Range<usize>,
    lines: &Lines,
) -> Option<usize> {
    let region = lines.own_region(blocks, run, region);
    first_line(blocks, run, region, lines, |found| !found.is_empty())
}

/// The first line of `region` whose candidates (a line's own, else the one a lead-in line before
/// it gives, as [`candidates`] reads them) satisfy `wanted`.
fn first_line(
    blocks: &[Block],
    run: &Run,
    region: Range<usize>,
    lines: &Lines,
    wanted: impl Fn(&[Candidate]) -> bool,
) -> Option<usize> {
    if tallied(blocks, run, &region) {
        return None;
    }
    let mut previous = None;
    for i in region.clone().filter(|&i| is_key_line(blocks, run, i)) {
        let mut found = lines.line(blocks, i, run);
        // Every candidate of a line is read from it: a lead-in's is only where the line has none.
        if found.is_empty()
            && let Some(c) = previous.and_then(|p| lead_in(blocks, run, p, i))
        {
            found.push(c);
        }
        if wanted(&found) {
            return Some(i);
        }
        previous = Some(i);
    }
    None
}

/// A choice's whole text alone on line `at` under a short lead-in line `lead` ("Correct answer" /
/// "<text>"), or its label and its whole text (`<p>Rétt svar:</p><p><b>B</b> 2010</p>`), the
/// lead's colon then ending a key split over two paragraphs. A label whose text is another
/// choice's (`B 2011` where B is 2010) names nothing.
fn lead_in(blocks: &[Block], run: &Run, lead: usize, at: usize) -> Option<Candidate> {
    let (lead_block, at_block) = (&blocks[lead], &blocks[at]);
    let lead_text = lead_block.text.trim_end();
    let colons = &quizdeck_lang::punctuation().colons;
    let bare = lead_text.strip_suffix(|c| colons.contains(&c)).unwrap_or(lead_text);
    if !(at == lead + 1
        && lead_text.split_whitespace().count() <= 5
        && !ends_sentence(bare)
        && lead_block.kind != Kind::Heading
        && !reader_named(lead_text)
        && names_answer(lead_text))
    {
        return None;
    }
    if let Some(j) = by_text(run, &at_block.text) {
        return Some(Candidate {
            text: Some(at_block.text.clone()),
            ..found(vec![j], AnswerFrom::AnswerText, at)
        });
    }
    // Only after a lead that ends in its colon, as a key's does.
    let tok = run_label(&at_block.text, run).filter(|_| bare.len() < lead_text.len())?;
    let (j, text, _) = run.choices.iter().find(|c| c.0 == tok.index)?;
    (!text.is_empty() && same_text(text, tok.rest))
        .then(|| Candidate { text: Some(text.clone()), ..found(vec![*j], AnswerFrom::KeyLine, at) })
}

/// The marks on the choices themselves, and an answer named in the markup of the run or `region`.
fn marks(blocks: &[Block], run: &Run, region: &Range<usize>) -> Vec<Candidate> {
    let mut out = Vec::new();
    let choice = |i: usize| &blocks[run.choices[i].2];
    // Marks on the choices themselves. Boxes ticked beside choices a check mark or the markup
    // says are correct are the reader's picks, a results page's (`<input type=checkbox checked
    // disabled>` under `सही!`, correct), not a quiz file's ticked answers.
    let verdicts = run.choices.iter().any(|c| blocks[c.2].check_mark || blocks[c.2].marked_correct);
    if !verdicts && run.choices.iter().any(|c| blocks[c.2].task) {
        let labels: Vec<usize> = (0..run.choices.len())
            .filter(|&i| choice(i).task && choice(i).checked)
            .map(|i| run.choices[i].0)
            .collect();
        if !labels.is_empty() {
            out.push(mark(labels, AnswerFrom::CheckedBox));
        }
    }
    // The choices a mark is on, each kind of mark a candidate of its own.
    type On = fn(&Block) -> bool;
    let kinds: [(On, AnswerFrom); 3] = [
        (|b| b.check_mark, AnswerFrom::CheckMark),
        (|b| b.strong_mark, AnswerFrom::Bold),
        (|b| b.marked_correct, AnswerFrom::Markup),
    ];
    for (on, from) in kinds {
        let marked: Vec<usize> =
            (0..run.choices.len()).filter(|&i| on(choice(i))).map(|i| run.choices[i].0).collect();
        if !marked.is_empty() {
            out.push(mark(marked, from));
        }
    }
    let named =
        blocks[run.start..region.end.max(run.start)].iter().find_map(|b| b.answer_attr.as_deref());
    if let Some((i, _)) = named.and_then(|a| a.chars().next()).and_then(letter_index) {
        out.push(mark(vec![i], AnswerFrom::Markup));
    }
    out
}

/// Whether the blocks of `region` give every choice's text again with a share of votes (`Simba
/// SC 38%`), as a poll shows its results: its page names no correct answer. Only for choices in
/// words: a choice that is itself a percentage may well be named with others in an explanation.
fn tallied(blocks: &[Block], run: &Run, region: &Range<usize>) -> bool {
    if crate::votes::counted(&run.choices) {
        return true;
    }
    // Most lines have no percent sign, which a search for each sign (by its last byte) tells
    // before the line is read character by character.
    let share = |t: &str| {
        (t.contains('%') || t.contains('٪'))
            && t.char_indices().any(|(k, c)| {
                matches!(c, '%' | '٪')
                    && t[..k].trim_end().chars().next_back().is_some_and(|d| d.is_ascii_digit())
            })
    };
    if run.choices.len() < 2 || !run.choices.iter().all(|c| c.1.chars().any(char::is_alphabetic)) {
        return false;
    }
    // The choices themselves may carry the shares ("Oxygen — 41%"): a poll's when they add up
    // to the whole.
    let own: Option<Vec<f64>> = run.choices.iter().map(|c| trailing_share(&c.1)).collect();
    if own.is_some_and(|s| (99.0..=101.0).contains(&s.iter().sum::<f64>())) {
        return true;
    }
    // The lines with a share, found once: the region may run to the end of a long document.
    let shares: Vec<&str> =
        region.clone().map(|i| blocks[i].text.as_str()).filter(|t| share(t)).collect();
    run.choices.iter().all(|c| shares.iter().any(|t| share_beside(t, &c.1)))
}

/// The share of votes a choice's text ends in, set apart from its words by a mark (`Oxygen —
/// 41%`, `Azot (37,5 %)`, `6 oyuncu — %9`): a percentage that is part of the choice's own words
/// (`Asi 21 %`) is none.
fn trailing_share(text: &str) -> Option<f64> {
    let t = text.trim_end();
    let (t, closed) = match t.strip_suffix(')') {
        Some(t) => (t.trim_end(), true),
        None => (t, false),
    };
    let is_number = |b: &u8| b.is_ascii_digit() || matches!(b, b'.' | b',');
    let digits = t.bytes().rev().take_while(is_number).count();
    // `41%`, `41 %`, or `%41` as Turkish writes it.
    let (before, number) = if digits > 0 {
        let (b, n) = t.split_at(t.len() - digits);
        (b.trim_end().strip_suffix(['%', '٪'])?, n)
    } else {
        let t = t.strip_suffix(['%', '٪'])?.trim_end();
        let digits = t.bytes().rev().take_while(is_number).count();
        t.split_at(t.len() - digits)
    };
    let before = before.trim_end();
    let words = if closed {
        before.strip_suffix('(')?
    } else {
        before.strip_suffix([':', '-', '–', '—', '|', '·'])?
    };
    (!number.is_empty() && words.chars().any(char::is_alphanumeric))
        .then(|| number.replace(',', ".").parse().ok())
        .flatten()
}

/// Whether the words after a key line's single label are that label's share of votes and no
/// more (`Resposta máis votada: A (62 %)`, `… suka amsa: B — 64%, A — 21%, …`): the line
/// tallies a poll's answers, the most voted first, and names no answer. A share with words
/// after it (`B (85% of readers got it)`) is a remark on the answer, and choices that are
/// percentages themselves (`80 %`) are named with their text.
pub(crate) fn share_after_label(text: &str, run: &Run) -> bool {
    let percent = ['%', '٪'];
    // Most texts after a label hold no percent sign, which a byte search tells first.
    if !text.contains(percent) || run.choices.iter().any(|c| c.1.contains(percent)) {
        return false;
    }
    let gap = |c: char| c.is_whitespace() || matches!(c, '(' | ':' | '-' | '–' | '—' | '|' | '·');
    let t = text.trim_start_matches(gap);
    // The share ends at its bracket, or at a comma and a space before the next label's.
    let end = [t.find([')', ';']), t.find(", ")].into_iter().flatten().min().unwrap_or(t.len());
    let share = &t[..end];
    let number = share.trim_matches(|c: char| c.is_whitespace() || percent.contains(&c));
    share.matches(percent).count() == 1
        && share.trim().starts_with(|c: char| c.is_ascii_digit() || percent.contains(&c))
        && share.trim().ends_with(|c: char| c.is_ascii_digit() || percent.contains(&c))
        && !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
}

/// Whether `text` gives `choice` with a share right beside it (`Simba SC 38%`, `Simba SC: 38 %`,
/// `38% – Simba SC`), as a poll's results do; an explanation that only names the choices and
/// some share elsewhere ("40 mg, 20 mg, 10 mg … 12.5 %") does not.
fn share_beside(text: &str, choice: &str) -> bool {
    let gap =
        |c: char| c.is_whitespace() || matches!(c, ':' | '-' | '–' | '—' | '(' | ')' | '|' | '·');
    let percent = |t: &str| t.starts_with(['%', '٪']);
    !choice.is_empty()
        && text.match_indices(choice).any(|(k, m)| {
            let after = text[k + m.len()..].trim_start_matches(gap);
            let digits = after
                .bytes()
                .take_while(|b| b.is_ascii_digit() || matches!(b, b'.' | b','))
                .count();
            let after_share = digits > 0 && percent(after[digits..].trim_start());
            let before = text[..k].trim_end_matches(gap);
            let before_share = before.ends_with(['%', '٪'])
                && before
                    .trim_end_matches(['%', '٪'])
                    .trim_end()
                    .ends_with(|d: char| d.is_ascii_digit());
            after_share || before_share
        })
}

fn mark(labels: Vec<usize>, from: AnswerFrom) -> Candidate {
    Candidate { labels, from, block: None, text: None, rest: None, unknown_lead: false }
}

pub(crate) fn found(labels: Vec<usize>, from: AnswerFrom, block: usize) -> Candidate {
    Candidate { labels, from, block: Some(block), text: None, rest: None, unknown_lead: false }
}

/// A block that can hold an answer line: text, not code, not a form field, not a reveal's
/// summary.
fn is_line(b: &Block) -> bool {
    !b.text.is_empty() && !b.code && b.radio.is_none() && b.kind != Kind::Summary && !b.link_only
}

/// A block that can hold `run`'s answer line: a line ([`is_line`]) that is not in a sidebar
/// (`<aside>`) beside choices that are not, as last week's answer ("Last week's quiz: Correct
/// answer: C") is beside this week's question, nor in a post of its own that does not hold the
/// choices ([`Block::post`]), as a reader's comment under the question ("Answer: B, I'm sure");
/// and where the choices are in a post (an article quoting a quiz question), not outside it
/// (the comments under the article).
fn is_key_line(blocks: &[Block], run: &Run, i: usize) -> bool {
    let home = &blocks[run.start];
    let b = &blocks[i];
    is_line(b)
        && (!b.aside || home.aside)
        && b.post.is_none_or(|p| home.ancestors.contains(&p))
        && home.post.is_none_or(|p| b.ancestors.contains(&p) || question_box(blocks, run, p, i))
}

/// Whether the post `p` the choices are in holds nothing but the question: its stem (and a
/// heading or counter) right above the choices, and the choices (`<article class="question">`
/// with the reveal after it). Such an article is the question's box, not a post quoting it: its
/// answer, at `key`, may follow it, unless a byline's time or a heading that does not name the
/// answer (`Faallooyin (1)`, comments) stands between.
fn question_box(blocks: &[Block], run: &Run, p: usize, key: usize) -> bool {
    let inside = |b: &Block| b.post == Some(p) || b.ancestors.contains(&p);
    let first = (0..run.start).rev().take_while(|&k| inside(&blocks[k])).count();
    let last = blocks[run.end..].iter().take_while(|b| inside(b)).count();
    let apart = |b: &Block| {
        crate::parts::has_clock_time(&b.text) || b.kind == Kind::Heading && !names_answer(&b.text)
    };
    first <= 2 && last == 0 && key >= run.end && !blocks[run.end..=key].iter().any(apart)
}

/// The position of the choice whose whole text `s` is; none where two choices have that text
/// (`A. Mahaweli`, `C. Mahaweli`): which of them it names cannot be told.
pub(crate) fn by_text(run: &Run, s: &str) -> Option<usize> {
    let mut named = run.choices.iter().filter(|c| !c.1.is_empty() && same_text(&c.1, s));
    let first = named.next()?;
    named.all(|c| c.0 == first.0).then_some(first.0)
}

/// Text as compared with a choice's: trimmed, without a final full stop, lower case.
fn norm(s: &str) -> String {
    core(s).split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// `s` trimmed, without its final full stops.
pub(crate) fn core(s: &str) -> &str {
    let stops = quizdeck_lang::punctuation().full_stops.as_slice();
    s.trim().trim_end_matches(stops).trim()
}

/// Whether `a` and `b` are one text as [`norm`] compares them, `norm(a) == norm(b)`, without
/// building either: every line after the choices is compared with every choice, at every place
/// a label may start, so the strings `norm` builds were most of what reading an answer cost.
/// Characters are lowercased one by one as `to_lowercase` does, except a capital sigma, whose
/// lower case depends on the letters around it: texts with one are compared as `norm` builds them.
pub(crate) fn same_text(a: &str, b: &str) -> bool {
    if a.contains('Σ') || b.contains('Σ') {
        return norm(a) == norm(b);
    }
    lowered_words(core(a)).eq(lowered_words(core(b)))
}

/// The words of `s` joined by single spaces, lowercased character by character.
fn lowered_words(s: &str) -> impl Iterator<Item = char> + '_ {
    s.split_whitespace()
        .enumerate()
        .flat_map(|(i, w)| (i > 0).then_some(' ').into_iter().chain(w.chars()))
        .flat_map(char::to_lowercase)
}

/// The candidates one line gives: none, one, or two that disagree.
fn line(blocks: &[Block], at: usize, run: &Run) -> Vec<Candidate> {
    crate::key_line::line_one(blocks, at, run).unwrap_or_default()
}

/// The label `text` starts with, its letter read in the alphabet `run` letters its choices with
/// (`क` is C among `अ ब क ड`, A among `क ख ग घ`).
pub(crate) fn run_label<'a>(text: &'a str, run: &Run) -> Option<crate::label::LabelToken<'a>> {
    let mut tok = label_token(text)?;
    if let Some(own) = run.alphabet
        && let Some(c) = crate::label::label_char(text)
        && let Some(j) = crate::label::other_place(c, own)
    {
        tok.index = j;
    }
    Some(tok)
}

/// Whether a label of `alphabet` may name a choice of `run`: among choices the page numbers, only
/// a number does (under `1. Why …?`, `2. Does …?` read out of an explanation, "Answer: A" is
/// another question's key). Choices with no labels of their own (an `<ol>`, which a style sheet
/// may letter) are named by either.
pub(crate) fn names_in(run: &Run, alphabet: usize) -> bool {
    !run.digits || alphabet == crate::label::digit_alphabet()
}

/// Whether a label of `alphabet` standing alone names a choice of `run` by its place: as
/// [`names_in`], and a number only among numbered choices.
pub(crate) fn names_by_place(run: &Run, alphabet: usize) -> bool {
    (alphabet == crate::label::digit_alphabet()) == run.digits
}

pub(crate) fn has(run: &Run, i: usize) -> bool {
    run.choices.iter().any(|c| c.0 == i)
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
