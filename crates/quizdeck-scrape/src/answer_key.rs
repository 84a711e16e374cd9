//! An answer key after the questions of a page: a worksheet's table (`Question | Answer`, `1 |
//! B`, `2 | C`) or numbered list (`1. B – the violin has four strings`), one entry per question,
//! in order. It names the answers of questions that have none of their own beside them.
//!
//! Written by hand: the entries are a number, a label and perhaps a reason, in blocks the page
//! renders already; what makes them a key is that they number exactly the page's questions and
//! each names one of its question's choices.

use std::ops::Range;

use crate::block::{Block, Kind};
use crate::choices::Run;
use crate::keys::has;
use crate::label::{digit_alphabet, leading_label};

/// One question's entry in the key.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    /// The choice it names.
    pub label: usize,
    /// What the entry says after the label (`the violin has four strings`): the reason.
    pub rest: Option<String>,
}

/// An answer key: where it starts (its heading, else its first entry) and an entry for each
/// question.
#[derive(Debug)]
pub(crate) struct Key {
    pub start: usize,
    pub entries: Vec<Entry>,
}

/// The key of the questions `runs` (two or more, in page order) among the blocks of `region`,
/// which follows the last one's choices: entries numbered 1 to the number of questions, one
/// block each and in a row, each naming a choice of its question, and no entry after the last.
pub(crate) fn find(blocks: &[Block], runs: &[&Run], region: Range<usize>) -> Option<Key> {
    let k = runs.len();
    if k < 2 {
        return None;
    }
    let shown = |i: &usize| !blocks[*i].hidden && !blocks[*i].text.is_empty();
    let lines: Vec<usize> = region.filter(shown).collect();
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
                let (label, rest) = labelled(&blocks[i].text, run)?;
                Some((n + 1, label, rest))
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
                let (number, label, rest) = numbered(n, i, run)?;
                (number == n + 1).then_some(Entry { label, rest })
            })
            .collect();
        let Some(entries) = entries else { continue };
        // A key for more questions than the page shows is another page's.
        let more = lines.get(at + k).and_then(|&i| entry(&blocks[i], runs[k - 1]));
        if more.is_some_and(|e| e.0 == k + 1) {
            return None;
        }
        // Its heading ("Key", "Facit", "Õiged vastused"): a short line right above it.
        let start = at
            .checked_sub(1)
            .map(|p| lines[p])
            .filter(|&p| heading_like(&blocks[p]))
            .unwrap_or(first);
        return Some(Key { start, entries });
    }
    None
}

/// A short line that may head a key: a heading, or three words at most.
fn heading_like(b: &Block) -> bool {
    b.kind == Kind::Heading || b.text.split_whitespace().count() <= 3
}

/// A key's entry in block `b` for the question `run`: its number, the choice it names and what
/// it says after the label. `1 B`, `1. B`, `1) C – because …`, or a list item numbered 1 whose
/// text starts with the label.
fn entry(b: &Block, run: &Run) -> Option<(usize, usize, Option<String>)> {
    let (number, text) = match b.number {
        Some(n) if b.kind == Kind::Item => (n, b.text.as_str()),
        _ => {
            let t = b.text.trim_start();
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            if !(1..=3).contains(&digits) {
                return None;
            }
            let after = &t[digits..];
            let after = after.strip_prefix(['.', ')', ':', '-', '–']).unwrap_or(after);
            if !after.starts_with(char::is_whitespace) {
                return None;
            }
            (t[..digits].parse().ok()?, after.trim_start())
        }
    };
    let (label, rest) = labelled(text, run)?;
    Some((number, label, rest))
}

/// The choice of `run` an entry's text names (`B`, `C – because …`, `D.`) and what it says after
/// the label.
fn labelled(text: &str, run: &Run) -> Option<(usize, Option<String>)> {
    let (label, alphabet, rest) = leading_label(text, false)?;
    if !has(run, label) || (alphabet == digit_alphabet() && !run.digits) {
        return None;
    }
    // The label stands alone, or a mark or a dash parts it from a reason (`B – four strings`):
    // `A planet …` is a sentence.
    let after_label = &text[text.len() - rest.len()..];
    let label_end = text[..text.len() - rest.len()].trim_end();
    let marked = label_end.ends_with(['.', ')', ':', '–', '-', '—']);
    let rest = rest.trim_start_matches(['–', '-', '—']).trim();
    if !(after_label.trim().is_empty() || marked) {
        return None;
    }
    Some((label, Some(rest.to_owned()).filter(|r| !r.is_empty())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::block::text_blocks;

    fn run(choices: usize) -> Run {
        Run {
            id: 0,
            start: 0,
            end: 0,
            choices: (0..choices).map(|i| (i, format!("choice {i}"), 0)).collect(),
            shape: crate::choices::Shape::Lettered,
            digits: false,
        }
    }

    #[test]
    fn a_numbered_list_or_rows_name_each_questions_answer() {
        let blocks = text_blocks("Answers\n\n1. B – four strings\n2. C\n");
        let (a, b) = (run(4), run(4));
        let key = find(&blocks, &[&a, &b], 0..blocks.len()).expect("a key");
        assert_eq!(key.start, 0);
        assert_eq!(key.entries.iter().map(|e| e.label).collect::<Vec<_>>(), [1, 2]);
        assert_eq!(key.entries[0].rest.as_deref(), Some("four strings"));
        let rows = text_blocks("1 B\n2 C\n3 A\n");
        let c = run(3);
        assert!(find(&rows, &[&a, &b, &c], 0..rows.len()).is_some());
    }

    #[test]
    fn an_ordered_lists_items_are_numbered_by_their_places() {
        let html = "<p>Key</p><ol><li>B – four strings</li><li>C</li></ol><p>Well done!</p>";
        let (blocks, _) = crate::html::render(&scraper::Html::parse_document(html));
        let (a, b) = (run(4), run(4));
        let key = find(&blocks, &[&a, &b], 0..blocks.len()).expect("a key");
        assert_eq!(key.entries.iter().map(|e| e.label).collect::<Vec<_>>(), [1, 2]);
        // A list of three items is no key of two questions.
        let html = "<ol><li>B</li><li>C</li><li>A</li></ol>";
        let (blocks, _) = crate::html::render(&scraper::Html::parse_document(html));
        assert!(find(&blocks, &[&a, &b], 0..blocks.len()).is_none());
    }

    #[test]
    fn a_key_for_other_questions_or_sentences_is_none() {
        let (a, b) = (run(4), run(4));
        // More entries than questions.
        let more = text_blocks("1 B\n2 C\n3 A\n");
        assert!(find(&more, &[&a, &b], 0..more.len()).is_none());
        // A label no choice has.
        let e = text_blocks("1 B\n2 F\n");
        assert!(find(&e, &[&a, &b], 0..e.len()).is_none());
        // Numbered sentences that start with a letter.
        let prose = text_blocks("1. A planet orbits a star.\n2. A moon orbits a planet.\n");
        assert!(find(&prose, &[&a, &b], 0..prose.len()).is_none());
        // Not numbered from 1.
        let late = text_blocks("2 B\n3 C\n");
        assert!(find(&late, &[&a, &b], 0..late.len()).is_none());
    }
}
