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

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;

use quizdeck_model::AnswerFrom;

use crate::block::{Block, Kind};
use crate::choices::{Run, Shape};
use crate::label::{label_token, letter_index};
use crate::lexicon::{names_answer, reader_named};
use crate::listed::label_list;
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
    /// Read from a short line that only ends in a label, with no lead-in marked by a colon
    /// ("Antwort B"): it gives way to any other reading ("Many students choose C.").
    pub weak: bool,
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
    read: RefCell<HashMap<LineOfRun, Vec<Candidate>, foldhash::fast::FixedState>>,
}

/// A run's first and last block, and a line.
type LineOfRun = (usize, usize, usize);

impl Lines {
    fn line(&self, blocks: &[Block], at: usize, run: &Run) -> Vec<Candidate> {
        let key = (run.start, run.end, at);
        if let Some(found) = self.read.borrow().get(&key) {
            return found.clone();
        }
        let found = line(blocks, at, run);
        self.read.borrow_mut().insert(key, found.clone());
        found
    }
}

/// Every candidate of `run` in the blocks of `region` (after the choices), in page order.
pub(crate) fn candidates(
    blocks: &[Block],
    run: &Run,
    region: Range<usize>,
    lines_read: &Lines,
) -> Vec<Candidate> {
    let region = own_region(blocks, run, region);
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
    let region = own_region(blocks, run, region);
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
    let region = own_region(blocks, run, region);
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
/// "<text>").
fn lead_in(blocks: &[Block], run: &Run, lead: usize, at: usize) -> Option<Candidate> {
    let (lead_block, at_block) = (&blocks[lead], &blocks[at]);
    let j = (at == lead + 1
        && lead_block.text.split_whitespace().count() <= 5
        && !ends_sentence(&lead_block.text)
        && lead_block.kind != Kind::Heading
        && !reader_named(&lead_block.text)
        && names_answer(&lead_block.text))
    .then(|| by_text(run, &at_block.text))??;
    Some(Candidate {
        text: Some(at_block.text.clone()),
        ..found(vec![j], AnswerFrom::AnswerText, at)
    })
}

/// The marks on the choices themselves, and an answer named in the markup of the run or `region`.
fn marks(blocks: &[Block], run: &Run, region: &Range<usize>) -> Vec<Candidate> {
    let mut out = Vec::new();
    let choice = |i: usize| &blocks[run.choices[i].2];
    // Marks on the choices themselves.
    if run.choices.iter().any(|c| blocks[c.2].task) {
        let labels: Vec<usize> = (0..run.choices.len())
            .filter(|&i| choice(i).task && choice(i).checked)
            .map(|i| run.choices[i].0)
            .collect();
        if !labels.is_empty() {
            out.push(mark(labels, AnswerFrom::CheckedBox));
        }
    }
    let marked: Vec<usize> = (0..run.choices.len())
        .filter(|&i| choice(i).check_mark)
        .map(|i| run.choices[i].0)
        .collect();
    if !marked.is_empty() {
        out.push(mark(marked, AnswerFrom::CheckMark));
    }
    let marked: Vec<usize> = (0..run.choices.len())
        .filter(|&i| choice(i).marked_correct)
        .map(|i| run.choices[i].0)
        .collect();
    if !marked.is_empty() {
        out.push(mark(marked, AnswerFrom::Markup));
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
    Candidate {
        labels,
        from,
        block: None,
        text: None,
        rest: None,
        weak: false,
        unknown_lead: false,
    }
}

pub(crate) fn found(labels: Vec<usize>, from: AnswerFrom, block: usize) -> Candidate {
    Candidate {
        labels,
        from,
        block: Some(block),
        text: None,
        rest: None,
        weak: false,
        unknown_lead: false,
    }
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

/// The position of the choice whose whole text `s` is.
fn by_text(run: &Run, s: &str) -> Option<usize> {
    run.choices.iter().find(|c| !c.1.is_empty() && same_text(&c.1, s)).map(|c| c.0)
}

/// Text as compared with a choice's: trimmed, without a final full stop, lower case.
fn norm(s: &str) -> String {
    core(s).split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// `s` trimmed, without its final full stops.
fn core(s: &str) -> &str {
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
    line_one(blocks, at, run).unwrap_or_default()
}

fn line_one(blocks: &[Block], at: usize, run: &Run) -> Option<Vec<Candidate>> {
    let b = &blocks[at];
    let text = b.text.as_str();
    if numbered_labels(text) > 1 || key_entry(blocks, at) {
        return None;
    }
    if let Some(c) = crate::reveal::under_summary(blocks, at, run) {
        return Some(vec![c]);
    }
    // A lead in lenticular brackets (`【答案】B`, `【正解】(C)`) ends where they close, as a
    // colon ends one.
    let bracketed = crate::sentence::bracket_lead(text);
    let first_colon = crate::sentence::first_colon(text).into_iter().chain(bracketed).min();
    // A colon between two digits (`3:2`, `10:30`, `１：２`) writes a ratio, a time or a score:
    // what follows it is no label.
    let between_digits = |c: usize| {
        let after = text[c..].chars().nth(1);
        text[..c].chars().next_back().is_some_and(char::is_numeric)
            && after.is_some_and(char::is_numeric)
    };
    // A verdict may come first, a short sentence of its own ("Wrong! Correct answer: B",
    // "Bohužel, špatně. Správná odpověď: B"): the lead starts after it.
    let from = first_colon.map_or(0, |c| after_verdict(&text[..c]));
    let lead_end = first_colon.filter(|&c| short_lead(&text[from..c]) && !between_digits(c));
    // "Your answer: B": the reader's own choice on a results page. Nothing else on the line is
    // a key either.
    if lead_end.is_some_and(|c| reader_named(&text[from..c])) {
        return None;
    }
    // A heading that counts (`<h3>Majibu: 3</h3>`, "Answers: 3" over the readers' replies)
    // names no choice by its place, among choices that are not numbered.
    let count_only = |c: usize| {
        let after = text[c..].trim_matches(|ch: char| !ch.is_alphanumeric());
        !after.is_empty() && after.chars().all(char::is_numeric)
    };
    if b.kind == Kind::Heading && !run.digits && lead_end.is_some_and(count_only) {
        return None;
    }
    // A line the page marks wrong at its end (`… პასუხი: A. 1008 ✗`) is the reader's pick, in
    // any language: no key says its own answer is wrong. (A cross before a verdict, `❌ Wrong!
    // Correct answer: B`, marks the reader's pick the line goes on to correct.)
    if text.trim_end().ends_with(crate::choices::CROSSES) {
        return None;
    }
    // "Skupina: A", "Chemical symbol: C": a lead that does not say it names the answer.
    if let Some(c) = lead_end.filter(|&c| names_answer(&text[from..c])) {
        let colon_len = text[c..].chars().next().map_or(1, char::len_utf8);
        let after_at = c + colon_len;
        let after = &text[after_at..];
        // The whole answer is one choice's whole text of two words or more, which may itself
        // start like a label (`Odpověď: a) i b)` for the choice `a) i b)`): that choice, not the
        // labels read in it.
        let said = after.trim();
        let mut whole = (said.split_whitespace().nth(1).is_some())
            .then(|| run.choices.iter().filter(|c| !c.1.is_empty() && same_text(&c.1, said)))
            .into_iter()
            .flatten();
        if let (Some(c), None) = (whole.next(), whole.next()) {
            let found = found(vec![c.0], AnswerFrom::AnswerText, at);
            return Some(vec![Candidate { text: Some(c.1.clone()), ..found }]);
        }
        // "Answer: A and C" names two; "Answer: A or C" none.
        if let Some(joined) = crate::listed::joined(after, run) {
            return joined.map(|labels| vec![found(labels, AnswerFrom::KeyLine, at)]);
        }
        // "Answer: Not A", "Answer: B, not C": the label a negation stands before is no answer,
        // and a negation after it is no part of the choice's text.
        let by_label = label_list(text, after_at, &b.breaks, run)
            .filter(|_| !negation_before_label(&text[after_at..]))
            .map(|mut l| {
                // A choice that is itself a denial ("No", "Nie wiem") stays the answer's text.
                let own = |t: &str| run.choices.iter().any(|c| same_text(&c.1, t));
                if l.text.as_deref().is_some_and(|t| negates(t) && !own(t)) {
                    l.text = None;
                }
                l
            });
        let by_texts = texts(run, after);
        // "Answer: 3" among choices the page letters A to D, one of which is `3`: a number
        // names a choice by its text there, not by its place, which letters give. Among
        // numbered or unlabelled items (a Markdown list) both readings stand.
        // So does a number among lettered choices (or a form's) some of which are numbers
        // (`3.5`, `3`, `4`, `3.0` under "Prawidłowa odpowiedź to: 3"), even where it names none
        // of them alike: it is no place then.
        let lettered =
            matches!(run.shape, Shape::Lettered | Shape::Implicit | Shape::Form) && !run.digits;
        let numbers_among = || {
            run.choices.iter().any(|c| c.1.trim_start().starts_with(|d: char| d.is_ascii_digit()))
        };
        let by_label = by_label.filter(|_| {
            !lettered
                || (by_texts.is_none() && !numbers_among())
                || !after.trim_start().starts_with(char::is_numeric)
        });
        match (by_label, by_texts) {
            // "Answer: A" where a choice's text is "A": both readings are kept, and disagree.
            (Some(l), Some(t)) if l.labels != t => {
                return Some(vec![l.into_candidate(at), found(t, AnswerFrom::AnswerText, at)]);
            }
            (Some(l), _) => return Some(vec![l.into_candidate(at)]),
            (None, Some(t)) => {
                // The answer's text as its choice writes it (`12`, not the line's `12.`).
                let given = match t[..] {
                    [one] => run.choices.iter().find(|c| c.0 == one).map(|c| c.1.clone()),
                    _ => None,
                };
                let c = found(t, AnswerFrom::AnswerText, at);
                let text = given.unwrap_or_else(|| after.trim().to_owned());
                return Some(vec![Candidate { text: Some(text), ..c }]);
            }
            (None, None) => {
                // A choice's whole text ended as a sentence, and the explanation going on after
                // it (`La resposta correcta és: Tenora. La tenora, juntament amb …`).
                let said = after.trim();
                let mut split = run.choices.iter().filter(|c| !c.1.is_empty()).filter_map(|c| {
                    crate::listed::then_sentence(said, &c.1).map(|(_, rest)| (c, rest))
                });
                if let (Some((c, rest)), None) = (split.next(), split.next()) {
                    return Some(vec![Candidate {
                        text: Some(c.1.clone()),
                        rest: Some(rest),
                        ..found(vec![c.0], AnswerFrom::AnswerText, at)
                    }]);
                }
            }
        }
    }
    if let Some(j) = quoted(text, run) {
        return Some(vec![found(vec![j], AnswerFrom::AnswerText, at)]);
    }
    if text.len() <= 300 || text.chars().count() <= 300 {
        // A label followed by its choice's text: "Correct is C. Because …", at the start and
        // after every space.
        let starts = std::iter::once(0).chain(text.match_indices(' ').map(|(p, _)| p + 1));
        for pos in starts.filter(|&p| p < text.len()) {
            let Some(tok) = run_label(&text[pos..], run).filter(|t| t.strict && has(run, t.index))
            else {
                continue;
            };
            // The choice's text, the rest of the line or up to where its element ends
            // (`<strong>Richtig ist B – Bauchspeicheldrüse.</strong> Insulin wird …`).
            let rest_at = text.len() - tok.rest.len();
            let own_end = b.breaks.iter().copied().find(|&e| e > rest_at && e < text.len());
            let own = own_end.map_or(tok.rest, |e| &text[rest_at..e]);
            let is_choice = |t: &str| {
                run.choices
                    .iter()
                    .any(|c| c.0 == tok.index && !c.1.is_empty() && same_text(&c.1, t))
            };
            let whole = is_choice(tok.rest);
            // Or by its whole text and a dash that sets the reason apart (`A: c. 1918 — La 1
            // decembrie …`).
            let dashed = (!whole).then(|| dash_reason(tok.rest, tok.index, run)).flatten();
            // A lead in a language the registry does not know (`Ka pane: A. Kamehameha I`,
            // Hawaiian; `Whakautu: B. Ngā Kiwi`, Māori) names the answer when the label after it
            // is followed by its own choice's whole text, and by nothing else but such a reason.
            let unknown_lead =
                || (whole || dashed.is_some()) && lead_alone(&text[..pos]) && !negates(text);
            if let Some((given, reason)) = dashed.filter(|_| !reader_named(&text[..pos])) {
                let named = answer_lead(&text[..pos]);
                if named || unknown_lead() {
                    let c = found(vec![tok.index], AnswerFrom::KeyLine, at);
                    return Some(vec![Candidate {
                        text: Some(given.trim().to_owned()),
                        rest: Some(reason.to_owned()),
                        unknown_lead: !named,
                        ..c
                    }]);
                }
            }
            if !(whole || own_end.is_some() && is_choice(own)) || reader_named(&text[..pos]) {
                continue;
            }
            let named = answer_lead(&text[..pos]);
            if named || unknown_lead() {
                let c = found(vec![tok.index], AnswerFrom::KeyLine, at);
                let (given, after) = match own_end.filter(|_| !whole) {
                    Some(e) => (core(own), Some(text[e..].trim()).filter(|r| !r.is_empty())),
                    None => (tok.rest, None),
                };
                return Some(vec![Candidate {
                    text: Some(given.trim().to_owned()),
                    rest: after.map(str::to_owned),
                    unknown_lead: !named,
                    ..c
                }]);
            }
        }
    }
    if let Some(c) = ends_in_choice(text, run).filter(|_| b.kind != Kind::Heading && !b.legend) {
        let given = run.choices.iter().find(|k| k.0 == c).map(|k| k.1.clone());
        return Some(vec![Candidate { text: given, ..found(vec![c], AnswerFrom::AnswerText, at) }]);
    }
    // A label said in a sentence after words that name the answer ("The correct answer is B
    // because …"): weak, as a short line's is.
    if let Some((i, rest)) =
        crate::said::label_in_sentence(text, run).filter(|_| b.kind != Kind::Heading && !b.legend)
    {
        let c = found(vec![i], AnswerFrom::KeyLine, at);
        return Some(vec![Candidate { weak: true, rest, ..c }]);
    }
    // A short line ending in a label: "Antwort B", "정답 ①", "The right answer is (a).", "B".
    if b.kind == Kind::Heading || b.legend || text.split_whitespace().count() > 6 {
        return None;
    }
    let trimmed = text.trim_end_matches(stop_mark);
    // A score's total (`Result: 0 / 3`) is no label.
    let before_last = trimmed.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end();
    if before_last.ends_with('/') {
        return None;
    }
    let last = trimmed.split_whitespace().last().unwrap_or("");
    // A label in quotes (`گزینه «ج»`, option "C") is the label.
    let p = quizdeck_lang::punctuation();
    let bare = last
        .trim_start_matches(|c| p.opening_quotes.contains(&c))
        .trim_end_matches(|c| p.closers.contains(&c));
    let tok = run_label(bare, run).filter(|t| t.rest.is_empty() && has(run, t.index))?;
    let (_, alphabet) = bare.chars().find_map(letter_index)?;
    // "Hint: it is not vitamin B", "Not B": a line that denies a label names no answer; "You
    // chose B" names the reader's.
    let lead = trimmed[..trimmed.len() - last.len()].trim_end();
    if negates_for(lead, text) || reader_named(text) || !names_answer(lead) {
        return None;
    }
    // "The answer is A or C": another label in the lead-in (past its first word, which may be
    // an article: "A correct answer is C") makes the last one no answer by itself.
    let other_label = |w: &str| {
        let w = w.trim_end_matches([',', ';', ':']);
        run_label(w, run).is_some_and(|t| t.rest.is_empty() && t.strict && has(run, t.index))
    };
    if lead.split_whitespace().skip(1).any(other_label) {
        return None;
    }
    (alphabet != crate::label::digit_alphabet() || run.digits)
        .then(|| vec![Candidate { weak: true, ..found(vec![tok.index], AnswerFrom::KeyLine, at) }])
}

/// The choice whose whole text ends a short line that says it is the answer, with no colon
/// (`Jawapan yang betul ialah Rafflesia.`, `Răspunsul corect este Dunărea`): a lead of five
/// words at most that names the answer, no negation, not the reader's pick, and one choice's
/// text alone after it. A line ending in a label is left to the label's reading.
fn ends_in_choice(text: &str, run: &Run) -> Option<usize> {
    let trimmed = text.trim_end().trim_end_matches(stop_mark).trim_end();
    // The choice's text as it writes it, compared byte for byte: every line after the choices
    // is asked.
    let mut hits = run.choices.iter().filter(|c| !c.1.is_empty()).filter_map(|c| {
        let at = trimmed.len().checked_sub(c.1.len())?;
        let lead = trimmed.get(..at)?;
        (trimmed.ends_with(c.1.as_str())
            && lead.ends_with(' ')
            && (1..=5).contains(&lead.split_whitespace().count()))
        .then_some((c.0, lead.trim_end()))
    });
    let (index, lead) = hits.next()?;
    let last = trimmed.split_whitespace().last()?;
    if run_label(last, run).is_some_and(|t| t.rest.is_empty() && has(run, t.index)) {
        return None;
    }
    // Here a word that negates in some language is taken to negate (`Răspunsul corect nu este
    // 1859`): the line has no label to stand for the answer whatever the word means.
    let elsewhere =
        lead.split_whitespace().any(|w| ELSEWHERE_WORDS.contains(&w.to_lowercase().as_str()));
    if hits.next().is_some()
        || negates(text)
        || elsewhere
        || reader_named(text)
        || !names_answer(lead)
    {
        return None;
    }
    Some(index)
}

/// Whether the words before a label name the answer: an answer word of a language the registry
/// knows, or `A:` alone, the shorthand after `Q:` that quiz files write in every language.
fn answer_lead(before: &str) -> bool {
    let lead = before.trim().trim_matches(['*', '_']).trim_end_matches([':', '：']);
    names_answer(before) || lead.trim_matches(['*', '_', ' ']) == "A"
}

/// `rest`, the text after a label, as the whole text of that label's choice `index` and a reason
/// after a dash set apart by spaces (`1918 — La 1 decembrie …`), where it is one.
fn dash_reason<'t>(rest: &'t str, index: usize, run: &Run) -> Option<(&'t str, &'t str)> {
    let own = run.choices.iter().find(|c| c.0 == index && !c.1.is_empty())?.1.trim();
    let rest = rest.trim_start();
    let head = rest.get(..own.len()).filter(|h| same_text(h, own))?;
    let reason = crate::listed::after_dash(&rest[own.len()..])?.trim();
    reason.chars().any(char::is_alphabetic).then_some((head, reason))
}

/// Whether `before`, the start of a line up to a label, is a lead and nothing more: one or two
/// words of letters and a colon (`Ka pane:`, `**Kutichiy:**`), with no word that names a grade or
/// the reader's pick in a language the registry knows.
fn lead_alone(before: &str) -> bool {
    let t = before.trim_end().trim_matches(['*', '_']);
    let colons = &quizdeck_lang::punctuation().colons;
    let Some(lead) = t.strip_suffix(|c| colons.contains(&c)) else { return false };
    let lead = lead.trim_matches(['*', '_', ' ']);
    let words: Vec<&str> = lead.split_whitespace().collect();
    (1..=2).contains(&words.len())
        && words.iter().all(|w| w.chars().all(|c| c.is_alphabetic() || "ʻ'’-".contains(c)))
        && !crate::lexicon::is_grade(lead)
}

/// A full stop or an exclamation mark, of any script: what ends a verdict ("Wrong!") and what a
/// short line ending in a label may end with ("Antwort B.").
fn stop_mark(c: char) -> bool {
    let p = quizdeck_lang::punctuation();
    p.full_stops.contains(&c) || p.exclamation_marks.contains(&c)
}

/// Where a lead-in starts in `before` (a line up to its first colon): after a short sentence
/// that ends with a full stop or an exclamation mark, four words at most ("Wrong!", "Bohužel,
/// špatně.", "Yanlış cevap verdiniz."), else at the start.
fn after_verdict(before: &str) -> usize {
    let mut ends = before.char_indices().filter(|&(_, c)| stop_mark(c));
    let Some((at, c)) = ends.next_back() else { return 0 };
    let next = at + c.len_utf8();
    let spaced = before[next..].starts_with(char::is_whitespace);
    let short = before[..at].split_whitespace().count() <= 4;
    if spaced && short && !before[next..].trim().is_empty() { next } else { 0 }
}

/// Whether `text` has a word of negation of any language the registry knows (`not`, `nicht`,
/// `nie`, `no`), as a whole word; words that begin or end longer ones (`-n't`) and scripts
/// without spaces are left to the checks that know the language.
/// Words that negate in one language and say something else in another (see [`negates`]).
const ELSEWHERE_WORDS: &[&str] = &[
    "en", "et", "ei", "nu", "sem", "tak", "mitte", "pole", "ega", "hindi", "nad", "dim", "jo", "si",
];

/// Whether `text` negates in the language of `lead`, the words before a label that name the
/// answer. A word that negates in one language says something else in another: Swahili `Jibu
/// sahihi ni B` says "the correct answer is B", where Slovenian `Pravilni odgovor ni B` says "is
/// not B". Where the lead's answer words are those of languages whose negations the registry
/// knows, only their negations count (Swahili's `si`, Finnish `ei`, which [`negates`] leaves
/// out); else any language's, as [`negates`] reads them.
pub(crate) fn negates_for(lead: &str, text: &str) -> bool {
    // Most lines hold no word that negates anywhere: the lead's languages are then not asked.
    let mut found = words_of(text)
        .map(lower)
        .filter(|w| NEGATIONS.contains(w.as_ref()) || ELSEWHERE_WORDS.contains(&w.as_ref()))
        .peekable();
    if found.peek().is_none() {
        return false;
    }
    let langs = crate::lexicon::answer_languages(lead);
    if langs.is_empty() || langs.iter().any(|l| l.negations.is_empty()) {
        return negates(text);
    }
    found.any(|w| langs.iter().any(|l| l.negations.iter().any(|n| n.to_lowercase() == w)))
}

/// A word in lower case, copied only when it has capitals.
fn lower(w: &str) -> std::borrow::Cow<'_, str> {
    if w.chars().any(char::is_uppercase) { w.to_lowercase().into() } else { w.into() }
}

/// The words of a text as [`negates`] reads them.
fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty())
}

// Hashed with foldhash, several times faster than the standard SipHash on short words: the words
// are the registry's, never an attacker's keys, so no resistance to collisions is needed.
type Words = std::collections::HashSet<String, foldhash::fast::FixedState>;

/// Every language's words of negation, lower case, but those that say something else in another
/// language, which a page in any language may write beside a label: Finnish `en`, `et` (French
/// "and", Dutch "in"), `ei` (Dutch "egg"), Romanian `nu` (Dutch and Danish "now"), Hungarian `sem`
/// (Portuguese "without"), Indonesian `tak` (Polish "yes"), Estonian `mitte` (German "middle"),
/// `pole` (Polish "field"), `ega`, Tagalog `hindi` (the language), Welsh `nad` (Polish "above")
/// and `dim` (English), Albanian `jo` (Finnish "already"), Swahili `si` (Romance "if", "yes").
/// `check` reads them in their own language only, and so does [`negates_for`] where a lead names
/// the answer in a language whose negations the registry knows.
static NEGATIONS: std::sync::LazyLock<Words> = std::sync::LazyLock::new(|| {
    quizdeck_lang::languages()
        .iter()
        .flat_map(|l| l.negations.iter())
        .filter(|w| !w.starts_with('-') && !w.ends_with('-') && !w.contains(' '))
        .filter(|w| !ELSEWHERE_WORDS.contains(w))
        .filter(|w| {
            w.chars().all(|c| quizdeck_lang::script_of(c) != Some(quizdeck_lang::Script::Han))
        })
        .map(|w| w.to_lowercase())
        .collect()
});

/// Whether a word of `text` negates in some language (see [`NEGATIONS`]).
pub(crate) fn negates(text: &str) -> bool {
    // Most words are lower case already: looked up as they are, without a copy.
    words_of(text).any(|w| NEGATIONS.contains(lower(w).as_ref()))
}

/// Whether block `at` is an item of a list of bare labels (`1. c`, `2. b`, `3. a` under a
/// key's heading): an entry of a key of several questions, which question it answers is its
/// place's to say, and only the key as a whole reads it (see [`crate::answer_key`]).
fn key_entry(blocks: &[Block], at: usize) -> bool {
    let bare = |b: &Block| {
        b.kind == Kind::Item && label_token(b.text.trim()).is_some_and(|t| t.rest.is_empty())
    };
    let b = &blocks[at];
    bare(b)
        && [at.checked_sub(1), Some(at + 1)]
            .into_iter()
            .flatten()
            .any(|j| blocks.get(j).is_some_and(|o| bare(o) && o.parent == b.parent))
}

/// How many labels `text` pairs with a question's number (`2 – D, 1 – B`, `1) C 2) A`, `2: D;
/// 1: B`): two or more make an answer key of several questions, none of whose pairs can be taken
/// for one question's answer without knowing its number.
fn numbered_labels(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric());
        if !starts {
            i += 1;
            continue;
        }
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        i += digits;
        let rest = &text[i..];
        let after = rest.trim_start_matches([' ', '\u{a0}', '–', '—', '-', ':', ')', '.', '=']);
        // A mark between them, not only a space: `5 V` and `2 A` are amounts with a unit.
        let between = &rest[..rest.len() - after.len()];
        if digits > 3 || !between.contains(|c: char| !c.is_whitespace()) {
            continue;
        }
        let mut chars = after.chars();
        let label = chars.next().and_then(letter_index);
        let alone = chars.next().is_none_or(|c| !c.is_alphanumeric());
        count += usize::from(
            label.is_some_and(|(_, alphabet)| alphabet != crate::label::digit_alphabet()) && alone,
        );
    }
    count
}

/// Whether the words after a lead-in's colon begin with a negation (`Not A`, `Nicht B`).
fn negation_before_label(after: &str) -> bool {
    after.split_whitespace().next().is_some_and(negates)
}

/// Whether the text before a colon is a lead-in ("Antwort", "Die richtigen Antworten sind").
fn short_lead(lead: &str) -> bool {
    lead.chars().count() <= 48 && lead.split_whitespace().count() <= 7
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

pub(crate) fn has(run: &Run, i: usize) -> bool {
    run.choices.iter().any(|c| c.0 == i)
}

/// Choices named by their whole texts after a colon: one, or several separated by commas (a
/// choice's own comma is matched as part of its text).
fn texts(run: &Run, after: &str) -> Option<Vec<usize>> {
    if let Some(j) = by_text(run, after) {
        return Some(vec![j]);
    }
    let parts: Vec<&str> = after.split([',', '，', '、']).collect();
    if parts.len() < 2 {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        // The longest run of parts that is one choice's text.
        let j = (i + 1..=parts.len())
            .rev()
            .find_map(|j| by_text(run, &parts[i..j].join(",")).map(|c| (j, c)))?;
        out.push(j.1);
        i = j.0;
    }
    let mut sorted = out.clone();
    sorted.sort_unstable();
    sorted.dedup();
    (sorted.len() == out.len() && out.len() >= 2).then_some(sorted)
}

/// A choice's whole text in quotes after a short lead-in: `… ist „Falsch“.`, `… is 'False'.`
fn quoted(text: &str, run: &Run) -> Option<usize> {
    let p = quizdeck_lang::punctuation();
    let open =
        text.find(|c: char| p.opening_quotes.contains(&c) || matches!(c, '„' | '\'' | '‘' | '「'))?;
    let lead = &text[..open];
    if lead.split_whitespace().count() > 8 || reader_named(lead) || !names_answer(lead) {
        return None;
    }
    let inner_start = open + text[open..].chars().next()?.len_utf8();
    let close =
        text.rfind(|c: char| p.closers.contains(&c) || matches!(c, '“' | '”' | '\'' | '’' | '」'))?;
    if close <= inner_start {
        return None;
    }
    let tail = &text[close..];
    if tail.chars().skip(1).any(char::is_alphanumeric) {
        return None;
    }
    by_text(run, &text[inner_start..close])
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
