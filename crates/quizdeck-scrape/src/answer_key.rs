//! An answer key after the questions of a page: a worksheet's table (`Question | Answer`, `1 |
//! B`, `2 | C`) or numbered list (`1. B – the violin has four strings`, `1 – B`), one entry per
//! question, in order, or all of them on one line (`1 – B, 2 – A, 3 – D`, `1-b 2-a 3-d`). It
//! names the answers of questions that have none of their own beside them.
//!
//! Written by hand: the entries are a number, a label and perhaps a reason, in blocks the page
//! renders already; what makes them a key is that they number exactly the page's questions and
//! each names one of its question's choices.

use std::ops::Range;

use crate::block::{Block, Kind};
use crate::choices::Run;
use crate::counter::leading_number;
use crate::keys::has;
use crate::label::leading_label;
use crate::listed::then_sentence;

mod version;

/// One question's entry in the key.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    /// The choice it names.
    pub label: usize,
    /// The other choices it names, where it names several (`а, в – …`).
    pub also: Vec<usize>,
    /// What the entry says after the label (`the violin has four strings`): the reason.
    pub rest: Option<String>,
    /// The choice's text, where the entry gives it after the label (`1. a – Mata ng bagyo`).
    pub text: Option<String>,
}

impl Entry {
    /// Every choice it names, in order.
    pub(crate) fn labels(&self) -> Vec<usize> {
        let mut labels: Vec<usize> =
            [self.label].into_iter().chain(self.also.iter().copied()).collect();
        labels.sort_unstable();
        labels
    }

    /// The entry naming choice `label` of `run`, with what it says after the label: the choice's
    /// own text, or a reason.
    fn new(label: usize, said: Option<String>, run: &Run) -> Entry {
        let own = run.choices.iter().find(|c| c.0 == label).map(|c| c.1.as_str());
        match said {
            Some(t) if own.is_some_and(|o| !o.is_empty() && crate::keys::same_text(o, &t)) => {
                Entry { label, also: Vec::new(), rest: None, text: Some(t) }
            }
            // The choice's text, then the reason (`1. b) Laulujoutsen – valittiin …`).
            Some(t) if let Some((text, reason)) = own.and_then(|o| then_sentence(&t, o)) => {
                Entry { label, also: Vec::new(), rest: Some(reason), text: Some(text) }
            }
            rest => Entry { label, also: Vec::new(), rest, text: None },
        }
    }
}

/// An answer key: where it starts (its heading, else its first entry) and an entry for each
/// question.
#[derive(Debug)]
pub(crate) struct Key {
    pub start: usize,
    /// The block after its last.
    pub end: usize,
    pub entries: Vec<Entry>,
}

/// The key of the questions `runs` (two or more, in page order) among the blocks of `region`,
/// which follows the last one's choices: entries numbered 1 to the number of questions, one
/// block each and in a row, each naming a choice of its question, and no entry after the last.
///
/// A second key after it that names another answer for a question (`Răspunsuri: 1-a, 2-b`, then
/// `Răspunsuri corectate: 1-a, 2-a`) leaves the page without a key: which one holds, the words
/// say; so does a key that names another version of the test than the page's header (see
/// [`version`]).
pub(crate) fn find(blocks: &[Block], runs: &[&Run], region: Range<usize>) -> Option<Key> {
    let key = find_one(blocks, runs, region.clone())?;
    if version::another_versions(blocks, key.start, runs[0].start) {
        return None;
    }
    corrected(blocks, runs, &key, region).is_none().then_some(key)
}

/// A second key after `key` that names another answer for one of its questions: where it
/// starts, and the number of the first question the two disagree on.
fn corrected(
    blocks: &[Block],
    runs: &[&Run],
    key: &Key,
    region: Range<usize>,
) -> Option<(usize, usize)> {
    let other = find_one(blocks, runs, key.end.max(region.start)..region.end)?;
    let n = other.entries.iter().zip(&key.entries).position(|(a, b)| a.labels() != b.labels())?;
    Some((other.start, n + 1))
}

/// The first key of `runs` in `region` (see [`find`]).
fn find_one(blocks: &[Block], runs: &[&Run], region: Range<usize>) -> Option<Key> {
    let k = runs.len();
    if k < 2 {
        return None;
    }
    // A sidebar's list (`<aside>`: "A. Mock exam one", "B. Mock exam two") is no key of
    // questions that are not in one.
    let aside = runs.iter().any(|r| blocks[r.start].aside);
    let shown = |i: &usize| {
        let b = &blocks[*i];
        !b.hidden && !b.text.is_empty() && (aside || !b.aside)
    };
    let lines: Vec<usize> = region.filter(shown).collect();
    // Its heading ("Key", "Facit", "Õiged vastused"): a short line right above it, above the
    // head of its table if it has one (`| Frage | Antwort |`, `|---|---|`).
    let start = |at: usize| {
        let mut first = at;
        while first > 0 && {
            let above = &blocks[lines[first - 1]].text;
            table_head(above) || rule(above)
        } {
            first -= 1;
        }
        let above = first.checked_sub(1).map(|p| lines[p]);
        above.filter(|&p| heading_like(&blocks[p])).unwrap_or(lines[first])
    };
    // A table across: its two rows, with any rule drawn between them (`+---+---+`) left out.
    let rows: Vec<usize> = (0..lines.len()).filter(|&at| !rule(&blocks[lines[at]].text)).collect();
    for pair in rows.windows(2) {
        let (numbers, answers) = (&blocks[lines[pair[0]]].text, &blocks[lines[pair[1]]].text);
        // Rows with no lead of their own under a heading that names the answers (`Facit`).
        let headed = pair[0]
            .checked_sub(1)
            .and_then(|p| (0..=p).rev().find(|&q| !rule(&blocks[lines[q]].text)))
            .is_some_and(|h| crate::lexicon::names_answer(&blocks[lines[h]].text));
        if let Some(entries) = transposed(numbers, answers, runs, headed) {
            return Some(Key { start: start(pair[0]), end: lines[pair[1]] + 1, entries });
        }
    }
    // The second row's header cell apart from its cells (`<th>Cevap</th>` a block of its own,
    // as a row's header is): the two read as one row.
    for three in rows.windows(3) {
        let text = |at: usize| blocks[lines[at]].text.as_str();
        let lead = text(three[1]);
        if lead.split_whitespace().count() > 3 || !crate::lexicon::names_answer(lead) {
            continue;
        }
        let answers = format!("{lead} {}", text(three[2]));
        if let Some(entries) = transposed(text(three[0]), &answers, runs, false) {
            return Some(Key { start: start(three[0]), end: lines[three[2]] + 1, entries });
        }
    }
    for (at, &line) in lines.iter().enumerate() {
        let text = blocks[line].text.as_str();
        // A line that starts with the first entry's number is a numbered item as text reads it
        // (`1. B  2. C  3. B`, under a heading `Answers`): its number goes back before its text.
        let numbered;
        let whole = match blocks[line].number {
            Some(1) if blocks[line].kind == Kind::Item => {
                numbered = format!("1. {text}");
                numbered.as_str()
            }
            _ => text,
        };
        if let Some(entries) = on_one_line(whole, runs, false) {
            return Some(Key { start: start(at), end: line + 1, entries });
        }
        // Its heading as the line's lead (`Gabarito: 1 – B, 2 – A`, `Ответы: 1 – б, 2 – а`).
        let led = led_entries(text);
        if let Some(entries) = led.and_then(|rest| on_one_line(rest, runs, true)) {
            return Some(Key { start: line, end: line + 1, entries });
        }
    }
    for (at, &first) in lines.iter().enumerate() {
        let Some(rows) = lines.get(at..at + k) else { break };
        // The items of one list, all of it, are numbered by their places (`<ol><li>B – …</li>
        // <li>C</li></ol>`, whose numbers the browser draws).
        let item_of =
            |i: usize| blocks[i].kind == Kind::Item && blocks[i].parent == blocks[first].parent;
        let listed = rows.iter().all(|&i| item_of(i) && blocks[i].number.is_none())
            && at.checked_sub(1).is_none_or(|p| !item_of(lines[p]))
            && lines.get(at + k).is_none_or(|&n| !item_of(n));
        let numbered = |n: usize, i: usize, run: &Run| {
            if listed {
                item_entry(&blocks[i].text, run).map(|(labels, rest)| (n + 1, labels, rest))
            } else {
                entry(&blocks[i], run)
            }
        };
        if numbered(0, first, runs[0]).is_none_or(|e| e.0 != 1) {
            continue;
        }
        let entries: Option<Vec<Entry>> = rows
            .iter()
            .zip(runs)
            .enumerate()
            .map(|(n, (&i, run))| {
                let (number, labels, rest) = numbered(n, i, run)?;
                let also = labels[1..].to_vec();
                (number == n + 1).then(|| Entry { also, ..Entry::new(labels[0], rest, run) })
            })
            .collect();
        let Some(entries) = entries else { continue };
        // A key for more questions than the page shows is another page's.
        let more = lines.get(at + k).and_then(|&i| entry(&blocks[i], runs[k - 1]));
        if more.is_some_and(|e| e.0 == k + 1) {
            return None;
        }
        // One that numbers a question again with other choices contradicts itself.
        if again(blocks, &lines[at + k..], runs, &entries).is_some() {
            return None;
        }
        return Some(Key { start: start(at), end: rows[k - 1] + 1, entries });
    }
    None
}

/// Explanations numbered by their questions after a key (`Açıklamalar`, then `Soru 1: …`,
/// `Soru 4: …`): each a block that starts with a word for "question" and a number of one of the
/// `k` questions, in rising order, right after the key or under one heading after it. The
/// explanation of each question so numbered, `None` for the others.
pub(crate) fn numbered_explanations(
    blocks: &[Block],
    from: usize,
    to: usize,
    k: usize,
) -> Vec<Option<String>> {
    let mut out = vec![None; k];
    let mut last = 0;
    let mut headed = false;
    for b in blocks.get(from..to).unwrap_or_default() {
        if b.hidden || b.text.trim().is_empty() {
            continue;
        }
        let numbered = crate::stem::question_word_at(&b.text)
            .and_then(|len| crate::counter::numbered(&b.text).or_else(|| colon_after(&b.text, len)))
            .or_else(|| led_by_a_word(&b.text))
            .filter(|&(_, n, _)| n > last && n <= k);
        match numbered {
            Some((_, n, at)) => {
                let text = b.text[at..].trim_start_matches([':', '.', ')', '-', '–', '—', ' ']);
                if text.split_whitespace().count() < 3 {
                    break;
                }
                out[n - 1] = Some(text.trim().to_owned());
                last = n;
            }
            None if last == 0 && !headed && heading_like(b) => headed = true,
            None => break,
        }
    }
    out
}

/// A word for "question" of `len` bytes, its number and a colon, then anything
/// (`Pregunta 1: el Tajo es más largo …`, which starts in a small letter as a stem does not): the
/// word, the number and where the text after the colon starts.
fn colon_after(text: &str, len: usize) -> Option<(String, usize, usize)> {
    let rest = text.get(len..)?.trim_start();
    let (number, digits) = leading_number(rest, 3)?;
    let after = rest[digits..].strip_prefix([':', '：'])?;
    Some((text[..len].to_lowercase(), number, text.len() - after.len()))
}

/// A word or two before a word for "question", its number and a colon (`توضیح سؤال ۲: …`,
/// `Explanation for question 2: …`): as [`colon_after`] reads it from that word.
fn led_by_a_word(text: &str) -> Option<(String, usize, usize)> {
    let colon = crate::sentence::first_colon(text)?;
    let lead = &text[..colon];
    if lead.split_whitespace().count() > 4 {
        return None;
    }
    let (at, len) = crate::sentence::words_at(lead).skip(1).find_map(|(at, _)| {
        let len = crate::stem::question_word_at(&lead[at..])?;
        let numbered = lead[at + len..]
            .trim_start()
            .starts_with(|c: char| quizdeck_lang::ascii_digit(c).is_some());
        numbered.then_some((at, len))
    })?;
    colon_after(&text[at..], len).map(|(w, n, end)| (w, n, at + end))
}

/// A line of a Markdown table's head as a text rendering shows it: its names between bars
/// (`| Frage | Antwort |`) or the rule under them (`|---|:---:|`).
fn table_head(text: &str) -> bool {
    let t = text.trim();
    t.starts_with('|') && t.ends_with('|') && t.len() > 1 && !t.contains(char::is_numeric)
}

/// A short line that may head a key: a heading, or three words at most.
fn heading_like(b: &Block) -> bool {
    b.kind == Kind::Heading || b.text.split_whitespace().count() <= 3
}

/// A key's entry in block `b` for the question `run`: its number, the choice it names and what
/// it says after the label. `1 B`, `1. B`, `1) C – because …`, or a list item numbered 1 whose
/// text starts with the label.
fn entry(b: &Block, run: &Run) -> Option<(usize, Vec<usize>, Option<String>)> {
    let (number, text) = match b.number {
        Some(n) if b.kind == Kind::Item => (n, b.text.as_str()),
        _ => {
            // A Markdown table's row as a text rendering shows it: `| 1 | C |`.
            let t = b.text.trim();
            let t = match t.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
                Some(row) => row.trim_start(),
                None => t,
            };
            // Or after a word for "question" (`ข้อ 1 ข`, `Q1: B`).
            let t = match crate::stem::question_word_at(t).map(|n| t[n..].trim_start()) {
                Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => rest,
                _ => t,
            };
            let (number, len) = leading_number(t, 3)?;
            (number, after_number(&t[len..])?)
        }
    };
    if let Some((label, rest)) =
        (labelled(text, run).or_else(|| in_own_cell(b, text, run))).or_else(|| by_text(text, run))
    {
        return Some((number, vec![label], rest));
    }
    several(text, run).map(|(labels, rest)| (number, labels, rest))
}

/// The entry an item of a list the browser numbers gives (`B – …`, `Toldi – …`, `а, в – …`):
/// the choices it names and what it says after them.
fn item_entry(text: &str, run: &Run) -> Option<(Vec<usize>, Option<String>)> {
    match labelled(text, run).or_else(|| by_text(text, run)) {
        Some((label, rest)) => Some((vec![label], rest)),
        None => several(text, run),
    }
}

/// An entry naming several choices, each by its label, before a dash and the reason or alone
/// (`а, в – Велес и Гевгелија …`, `A, C`).
pub(crate) fn several(text: &str, run: &Run) -> Option<(Vec<usize>, Option<String>)> {
    let (head, rest) = match [" – ", " - ", " — "]
        .iter()
        .filter_map(|d| text.find(d).map(|at| (at, d.len())))
        .min()
    {
        Some((at, len)) => (&text[..at], Some(text[at + len..].trim().to_owned())),
        None => (text, None),
    };
    let listed = crate::listed::label_list(head.trim(), 0, &[], run)?;
    (listed.labels.len() >= 2).then(|| (listed.labels, rest.filter(|r| !r.is_empty())))
}

/// A label alone in a table's cell, the reason in the next (`1 | B | Galdhøpiggen er …` as a
/// Markdown row, whose cells end where the block's breaks are): the cell's end parts them as a
/// mark would.
fn in_own_cell(b: &Block, text: &str, run: &Run) -> Option<(usize, Option<String>)> {
    if !b.row {
        return None;
    }
    let word = text.split_whitespace().next()?;
    let end = b.text.len() - text.len() + text.find(word)? + word.len();
    if !b.breaks.contains(&end) {
        return None;
    }
    let (label, _) = labelled(word, run)?;
    let rest = text[text.find(word)? + word.len()..].trim();
    Some((label, Some(rest.to_owned()).filter(|r| !r.is_empty())))
}

/// What follows an entry's number: a mark and a space (`1. B`, `1) B`), a mark and a lone
/// letter (`1.B`), a space (`1 B`), or a dash or a colon, with spaces or without (`1 – B`, `1-B`,
/// `1: B`).
fn after_number(after: &str) -> Option<&str> {
    let spaced = after.trim_start();
    if let Some(rest) = spaced.strip_prefix(['-', '–', '—', ':', '|']) {
        return Some(rest.trim_start());
    }
    // A full-width mark takes its own space (`1．C  2．A`).
    if let Some(rest) = after.strip_prefix(['．', '）']) {
        return Some(rest.trim_start());
    }
    let rest = after.strip_prefix(['.', ')']).unwrap_or(after);
    // A table's next cell after a numbered one (`| 1. | b |`).
    if rest.len() < after.len()
        && let Some(cell) = rest.trim_start().strip_prefix('|')
    {
        return Some(cell.trim_start());
    }
    // A bracketed label right after a full stop: `1.(C) 2.(A)`; or a lone letter right after
    // the mark, then a separator, a space or the line's end (`1.B; 2.C`, `1)b 2)a`).
    let marked = rest.len() < after.len();
    let bracketed = marked && rest.starts_with(['(', '（']);
    if marked
        && !bracketed
        && let Some(label) = glued(rest)
    {
        return Some(label);
    }
    (rest.starts_with(char::is_whitespace) || bracketed).then(|| rest.trim_start())
}

/// A key written on one line, an entry for each question of `runs` in order and nothing else:
/// `1 – B, 2 – A, 3 – D`, `1-b 2-a 3-d`, `1. C; 2. A`. Each entry is a number and a label alone,
/// which must be one of its question's choices. After a lead that names the answers (`led`), the
/// label may be glued to its number (`Fasit: 1b · 2a · 3b`).
fn on_one_line(text: &str, runs: &[&Run], led: bool) -> Option<Vec<Entry>> {
    entries_on_one_line(text, runs, led, false).filter(|e| e.len() == runs.len())
}

/// The entries of a line that is nothing but a key's, numbered from 1: as many as there are
/// questions in `runs`, or (`beyond`) any number, those past the last question read with its
/// choices.
fn entries_on_one_line(text: &str, runs: &[&Run], led: bool, beyond: bool) -> Option<Vec<Entry>> {
    let mut rest = text.trim();
    let mut entries = Vec::new();
    while !rest.is_empty() {
        let run = runs.get(entries.len()).or(runs.last().filter(|_| beyond))?;
        let (number, len) = leading_number(rest, 3)?;
        if number != entries.len() + 1 {
            return None;
        }
        // Or the label right after the number, on a line of such pairs (`1b · 2a · 3b`).
        let after = after_number(&rest[len..]).or_else(|| glued(&rest[len..]).filter(|_| led))?;
        let end = after.find(|c: char| c.is_whitespace() || ENTRY_SEPARATORS.contains(&c));
        let (entry, next) = after.split_at(end.unwrap_or(after.len()));
        let (label, None) = labelled(entry, run)? else { return None };
        entries.push(Entry { label, also: Vec::new(), rest: None, text: None });
        rest = next.trim_start().trim_start_matches(ENTRY_SEPARATORS).trim_start();
    }
    Some(entries)
}

/// A key [`find`] does not read, where it starts (its heading, if it has one), how many entries
/// it has in a row from the first, and whether an entry after them cannot be read.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Miscount {
    pub start: usize,
    pub entries: usize,
    pub unread: bool,
    /// The number of a question an entry after them names again, with other choices.
    pub again: Option<usize>,
    /// A second key after a whole one (a corrected key), naming another answer for a question:
    /// where it starts, and that question's number.
    pub corrected: Option<(usize, usize)>,
}

impl Miscount {
    /// What a question left without an answer by such a key says, on a page of `questions`.
    pub(crate) fn message(&self, blocks: &[Block], questions: usize) -> String {
        let line = blocks[self.start].line.map_or(String::new(), |l| format!(" at line {l}"));
        let questions = match questions {
            1 => "one question".to_owned(),
            k => format!("{k} questions"),
        };
        if let Some((second, n)) = self.corrected {
            let at = blocks[second].line.map_or(String::new(), |l| format!(" at line {l}"));
            format!(
                "no answer beside it, and the answer key after it{line} and a second one{at} \
                 give question {n} different answers: it cannot say which is right"
            )
        } else if let Some(n) = self.again {
            format!(
                "no answer beside it, and the answer key after it{line} names question {n} twice, \
                 with different answers: it cannot say which is right"
            )
        } else if self.unread {
            format!(
                "no answer beside it, and the answer key after it{line} cannot be read from its \
                 entry {} on: it answers none of the page's {questions}",
                self.entries + 1
            )
        } else {
            let entries = match self.entries {
                1 => "one entry".to_owned(),
                n => format!("{n} entries"),
            };
            format!(
                "no answer beside it, and the answer key after it{line} has {entries} for the \
                 page's {questions}: it cannot say which is whose"
            )
        }
    }
}

/// A key after the questions `runs` that [`find`] does not read because it numbers more or fewer
/// questions than the page has (`1-b, 2-c, 3-a` under four, or under a page's one question), or
/// one of its entries cannot be read. Such a key cannot say which question each entry is for (one
/// was added or dropped since it was written): it is no question's text, and is named in the
/// errors of the questions left without an answer.
pub(crate) fn miscounted(
    blocks: &[Block],
    runs: &[&Run],
    region: Range<usize>,
) -> Option<Miscount> {
    const LEAST: usize = 2;
    // A whole key, then a second that names another answer for one of its questions.
    if let Some(key) = find_one(blocks, runs, region.clone())
        && let Some(second) = corrected(blocks, runs, &key, region.clone())
    {
        let entries = key.entries.len();
        return Some(Miscount {
            start: key.start,
            entries,
            unread: false,
            again: None,
            corrected: Some(second),
        });
    }
    let k = runs.len();
    // As [`find`] reads them: shown, not in a sidebar the questions are not in; and up to the
    // readers' comments (`3 comentarios`), whose answers are theirs.
    let aside = runs.iter().any(|r| blocks[r.start].aside);
    let end = region.clone().find(|&i| crate::explain::counted_title(&blocks[i]));
    let lines: Vec<usize> = (region.start..end.unwrap_or(region.end))
        .filter(|&i| {
            let b = &blocks[i];
            !b.hidden && !b.text.is_empty() && (aside || !b.aside)
        })
        .collect();
    for (at, &line) in lines.iter().enumerate() {
        let text = blocks[line].text.as_str();
        let on_line = (entries_on_one_line(text, runs, false, true)).or_else(|| {
            led_entries(text).and_then(|rest| entries_on_one_line(rest, runs, true, true))
        });
        // Its heading: a short line right above it.
        let head = at.checked_sub(1).map(|p| lines[p]).filter(|&p| heading_like(&blocks[p]));
        let start = head.unwrap_or(line);
        if let Some(entries) = on_line.filter(|e| e.len() >= LEAST) {
            let entries = entries.len();
            return (entries != k).then_some(Miscount {
                start,
                entries,
                unread: false,
                again: None,
                corrected: None,
            });
        }
        // One entry a line, numbered from 1 on, or the items of one list, which the browser
        // numbers.
        let first = &blocks[line];
        let numbered = |n: usize| {
            let run = runs.get(n).or(runs.last())?;
            let &i = lines.get(at + n)?;
            let b = &blocks[i];
            if first.kind == Kind::Item && first.number.is_none() {
                if b.kind != Kind::Item || b.parent != first.parent || b.number.is_some() {
                    return None;
                }
                return item_entry(&b.text, run).map(|_| ());
            }
            entry(b, run).filter(|e| e.0 == n + 1).map(|_| ())
        };
        let count = (0..).take_while(|&n| numbered(n).is_some()).count();
        // One entry and then one not read, under a heading that names the answers (`Отговори`).
        let headed = head.is_some_and(|h| crate::lexicon::names_answer(&blocks[h].text));
        // Or one entry alone, or before an entry numbered past the next (`1. b`, then `3. a`),
        // or one numbered past the first (`3. a`), whose label stands alone after its number:
        // no answer line of the last question reads so (its numbered choice's text, `1)
        // Erciyes`, follows the number), but a key's entry does.
        let alone = count <= 1 && headed && bare_entry(first);
        if count >= LEAST || count == 1 && headed || alone {
            // The next item of the list, or a line numbered next, is an entry not read.
            let unread = count == 0
                || lines.get(at + count).is_some_and(|&i| {
                    let b = &blocks[i];
                    if first.kind == Kind::Item && first.number.is_none() {
                        b.kind == Kind::Item && b.parent == first.parent
                    } else {
                        b.number.or_else(|| leading_number(b.text.trim(), 3).map(|n| n.0))
                            == Some(count + 1)
                    }
                });
            // A key of every question that then names one again with other choices.
            let again = (count == k && !unread)
                .then(|| {
                    let read: Option<Vec<Entry>> = (0..k)
                        .map(|n| {
                            let (_, labels, rest) = entry(&blocks[lines[at + n]], runs[n])?;
                            Some(Entry {
                                also: labels[1..].to_vec(),
                                ..Entry::new(labels[0], rest, runs[n])
                            })
                        })
                        .collect();
                    again(blocks, &lines[at + k..], runs, &read?)
                })
                .flatten();
            if count >= LEAST || unread || alone {
                return (count != k || again.is_some()).then_some(Miscount {
                    start,
                    entries: count,
                    unread,
                    again,
                    corrected: None,
                });
            }
        }
    }
    None
}

/// Whether block `b` is a key's entry whose label stands alone after its number (`1. b`,
/// `1 – (c)`): an item numbered by its text or by its ordered list, or a line. A bullet's label
/// (`- B` under `Answer`) has no number: it may be the last question's own answer.
fn bare_entry(b: &Block) -> bool {
    let numbered = b.number.is_some() || b.ordinal.is_some();
    let after = match b.kind {
        Kind::Item if numbered => Some(b.text.as_str()),
        Kind::Item => None,
        _ => {
            let t = b.text.trim();
            leading_number(t, 3).and_then(|(_, len)| after_number(&t[len..]))
        }
    };
    after.is_some_and(crate::label::is_bare_label)
}

/// The number of a question that the entries on `after`, the lines right after a key's
/// `entries`, name again with other choices (`1. B`, `2. B`, then `1. C`).
fn again(blocks: &[Block], after: &[usize], runs: &[&Run], entries: &[Entry]) -> Option<usize> {
    for &i in after {
        // Its number, read as any question's entry, then its choices as that question's.
        let (n, _, _) = runs.iter().find_map(|run| entry(&blocks[i], run))?;
        let (run, read) = (runs.get(n.checked_sub(1)?)?, entries.get(n - 1)?);
        let mut labels = entry(&blocks[i], run).filter(|e| e.0 == n).map(|e| e.1)?;
        labels.sort_unstable();
        if read.labels() != labels {
            return Some(n);
        }
    }
    None
}

/// What parts the entries of a key on one line besides spaces (`1 – B, 2 – A`, `1b · 2a`).
const ENTRY_SEPARATORS: &[char] = &[',', ';', '·', '•', '/', '|', '、', '，', '；', '،', '؛'];

/// A label glued to its entry's number (`1b`): one letter, then a separator, a space or the
/// line's end.
fn glued(after: &str) -> Option<&str> {
    let mut chars = after.chars();
    chars.next().filter(|c| c.is_alphabetic())?;
    let next = chars.next();
    next.is_none_or(|c| c.is_whitespace() || ENTRY_SEPARATORS.contains(&c)).then_some(after)
}

/// What follows a line's lead when the lead names the answers (`Gabarito:`, `Antwoorden:`,
/// `Ответы:`, `答案：`) in five words at most (`Вот ответы от ИВ:`, here are the answers from
/// the teacher, in a chat): what follows must still be an entry for each question and nothing
/// else.
fn led_entries(text: &str) -> Option<&str> {
    let colon = text.find([':', '：'])?;
    let lead = &text[..colon];
    let short = lead.split_whitespace().count() <= 5 && lead.chars().count() <= 60;
    let rest = &text[colon + text[colon..].chars().next()?.len_utf8()..];
    (short && crate::lexicon::names_answer(lead) && lead.chars().any(char::is_alphabetic))
        .then_some(rest)
}

/// A key as a table of two rows, the questions' numbers in one and their answers under them:
/// `Câu | 1 | 2` over `Đáp án | B | C`. The first row's lead names no answer, the second's does.
fn transposed(numbers: &str, answers: &str, runs: &[&Run], headed: bool) -> Option<Vec<Entry>> {
    let cells = |t: &str| -> Vec<String> {
        t.split(|c: char| c.is_whitespace() || c == '|')
            .filter(|c| !c.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let (numbers, answers) = (cells(numbers), cells(answers));
    let k = runs.len();
    let least = if headed { k } else { k + 1 };
    let lead = |row: &[String]| (row.len() >= least && row.len() <= k + 3).then(|| row.len() - k);
    let (n, a) = (lead(&numbers)?, lead(&answers)?);
    let counted = numbers[n..].iter().enumerate().all(|(i, c)| *c == (i + 1).to_string());
    // The reader's own answers ("Your answer | B | A", a results page's) may be wrong.
    let lead = answers[..a].join(" ");
    let named = crate::lexicon::names_answer(&lead) && !crate::lexicon::reader_named(&lead);
    if !counted || !named || a == 0 && n != 0 {
        return None;
    }
    answers[a..]
        .iter()
        .zip(runs)
        .map(|(cell, run)| match labelled(cell, run)? {
            (label, None) => Some(Entry { label, also: Vec::new(), rest: None, text: None }),
            _ => None,
        })
        .collect()
}

/// A rule drawn across a text table (`+---+---+`, `|---|:--:|`, `=====`): no row.
fn rule(text: &str) -> bool {
    let t = text.trim();
    !t.is_empty() && t.chars().all(|c| matches!(c, '+' | '-' | '|' | '=' | ':' | ' '))
}

/// The one choice of `run` whose whole text an entry gives, alone or before a reason (`Toldi – a
/// Szózatot Vörösmarty írta.`), and the entry's text, which [`Entry::new`] parts.
fn by_text(text: &str, run: &Run) -> Option<(usize, Option<String>)> {
    let mut named = run.choices.iter().filter(|c| {
        !c.1.is_empty()
            && (crate::keys::same_text(&c.1, text) || then_sentence(text, &c.1).is_some())
    });
    let (label, ..) = named.next()?;
    named.next().is_none().then(|| (*label, Some(text.trim().to_owned())))
}

/// The choice of `run` an entry's text names (`B`, `C – because …`, `D.`) and what it says after
/// the label.
fn labelled(text: &str, run: &Run) -> Option<(usize, Option<String>)> {
    // A number alone, or with its mark and nothing after (`1 – 3, 2 – 2`, a key table's `3)`),
    // names a numbered choice: in a line, a number is a label only with a mark and a space after
    // it (`3) Ľ. Štúr`).
    let t = text.trim();
    let t = t.strip_suffix([')', '.']).unwrap_or(t);
    let bare = (1..=2).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit());
    if bare && run.digits {
        let label = t.parse::<usize>().ok()?.checked_sub(1)?;
        return has(run, label).then_some((label, None));
    }
    let (label, alphabet, rest) = leading_label(text, false)?;
    // A letter two alphabets write is read in the one the choices are lettered in (`क` is C
    // among `अ ब क ड`, A among `क ख ग घ`).
    let own = run.alphabet.zip(crate::label::label_char(text));
    let (label, alphabet) = own
        .and_then(|(own, c)| crate::label::other_place(c, own).map(|j| (j, own)))
        .unwrap_or((label, alphabet));
    if !has(run, label) || !crate::keys::names_by_place(run, alphabet) {
        return None;
    }
    // The label stands alone, or a mark or a dash parts it from a reason (`B – four strings`):
    // `A planet …` is a sentence.
    let after_label = &text[text.len() - rest.len()..];
    let label_end = text[..text.len() - rest.len()].trim_end();
    // So does the bar before a table's next cell (`b | ATP-termelés …`).
    let marked = label_end.ends_with(['.', ')', ':', '–', '-', '—'])
        || after_label.trim_start().starts_with('|');
    let rest = rest
        .trim_start()
        .trim_start_matches(['–', '-', '—', '|'])
        .trim()
        .trim_end_matches('|')
        .trim();
    if !(after_label.trim().is_empty() || marked) {
        return None;
    }
    Some((label, Some(rest.to_owned()).filter(|r| !r.is_empty())))
}

/// A run numbered from `1.` after `k` questions, `k` entries at most, whose every entry starts with a letter label
/// of theirs (`1. c) La mitocondria.`, `2. b) Pared celular.`) is their answer key, not a
/// question of its own: it is left to the key's reader.
pub(crate) fn drop_keys_read_as_runs(blocks: &[Block], runs: &mut Vec<Run>) {
    let key_at = |k: usize| {
        let r = &runs[k];
        let lettered = |t: &str| {
            crate::label::leading_label(t, false).is_some_and(|(_, alphabet, rest)| {
                alphabet != crate::label::digit_alphabet() && !rest.is_empty()
            })
        };
        r.digits
            && k >= 2
            // All of it, or as far as one list goes (the last entry may stand in a box of its own).
            && (2..=k).contains(&r.choices.len())
            && r.choices.iter().all(|c| lettered(&c.1))
            && runs[..k].iter().all(|q| !q.digits)
            && r.choices.iter().all(|c| !blocks[c.2].hidden)
    };
    if let Some(k) = (0..runs.len()).find(|&k| key_at(k)) {
        runs.remove(k);
    }
}

#[cfg(test)]
mod tests;
