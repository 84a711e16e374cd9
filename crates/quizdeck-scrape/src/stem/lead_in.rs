//! What stands above the line that asks and belongs to the question all the same: the data a
//! problem gives under the page's topic line (its lead-in), and the line its question's number
//! leads. Words said to the reader (a teaser, an instruction) are none of it.

use super::{Stem, asks, led_by_label, meta_line, question_word_at};
use crate::block::{Block, Kind};

/// The stem of a page's one question with the paragraphs that stand between the page's topic
/// line and it (`Kontabilitet` / "A firm bought a machine for 12 000 euro …" / "What is the
/// yearly depreciation?"): on a page of one question, what the topic heads and the question
/// follows is the question's own lead-in, which it cannot be answered without. The topic line is
/// the one the heading of the "more questions" list names, else the one the topic was found in
/// above the stem (a link to the topic, a line the title repeats); up to three paragraphs of
/// prose (or code) may stand between, none a link, a control, a counter, a notice, a record's
/// line or words to the reader: a teaser that asks or exclaims, an instruction that speaks of
/// the question or its answer ("Read the question carefully and pick one answer.").
/// (What stands between a counter and the line that asks is the stem already: see
/// [`with_its_number`].)
pub(crate) fn with_lead_in(blocks: &[Block], stem: &mut Stem, topic: &str) {
    const MOST: usize = 3;
    let start = stem.start();
    let topic = topic.trim();
    let Some(line) = (start.saturating_sub(MOST + 1)..start)
        .rev()
        .find(|&i| blocks[i].text.trim().eq_ignore_ascii_case(topic))
    else {
        return;
    };
    let between = line + 1..start;
    if between.is_empty() || !between.clone().all(|i| lead_in(&blocks[i])) {
        return;
    }
    stem.blocks.splice(0..0, between);
}

/// Whether block `b` can be part of a question's lead-in (see [`with_lead_in`]): a paragraph of
/// prose that ends a sentence (or code), no link, control, counter, notice or record's line,
/// and nothing said to the reader (a teaser, an instruction).
pub(crate) fn lead_in(b: &Block) -> bool {
    // Four words or more; ten signs in a script without spaces.
    let prose = |t: &str| {
        t.split_whitespace().nth(3).is_some()
            || t.chars().any(quizdeck_lang::unspaced) && t.chars().count() >= 10
    };
    b.kind == Kind::Para
        && b.links == 0
        && !(b.chrome || b.notice || b.aside || b.control || b.legend || b.caption)
        && !(b.row || b.link_heavy)
        && crate::counter::counter(b).is_none()
        && crate::counter::numbered(&b.text).is_none()
        && !meta_line(b)
        && !crate::lexicon::boxed_off(&b.text, &b.breaks)
        && (b.code
            || prose(&b.text) && crate::sentence::ends_sentence(&b.text) && !to_the_reader(&b.text))
}

/// Whether a sentence speaks to the reader rather than giving a question's data: it asks (`Je,
/// unaweza kutatua fumbo hili la leo?`, a teaser), exclaims (`Fikiria kwa makini!`), addresses
/// the reader (`your`, `yako`), or speaks of the quiz itself, as an instruction does (see
/// [`crate::lexicon::speaks_of_the_quiz`]).
fn to_the_reader(text: &str) -> bool {
    asks(text)
        || text.trim_end().ends_with(['!', '！', '¡'])
        || crate::lexicon::reader_named(text)
        || crate::lexicon::speaks_of_the_quiz(text)
}

/// The stem with the line its question's number leads, when that line stands right above it and
/// says what the question asks about (`Question 1. A train leaves at 9:00 and travels 120 km at
/// 60 km/h.` over "At what time does it arrive?"; `#### Q1. Given these steps: …` over "Which
/// sorting algorithm is this?"): without it the question cannot be answered. The line is numbered
/// with a word for "question" or in the page's sequence of questions, asks nothing itself, and
/// only sentences, code or a table's rows stand between the two (a dozen blocks at most). So
/// does what stands between a counter alone (`**Întrebarea 1**`) and the line that asks.
pub(crate) fn with_its_number(
    blocks: &[Block],
    stem: Stem,
    floor: usize,
    sequence: &[usize],
) -> Stem {
    let start = stem.start();
    if crate::counter::numbered(&blocks[start].text).is_some()
        || blocks[start].kind == Kind::Heading
    {
        return stem;
    }
    let with = |from: usize, stem: Stem| {
        let mut ix: Vec<usize> = (from..start).filter(|&i| !blocks[i].text.is_empty()).collect();
        ix.extend(stem.blocks);
        Stem { blocks: ix }
    };
    // Prose, code and a table's rows may stand between (`Look at the table below.`, the table,
    // then the question), a dozen blocks at most.
    let mut at = start;
    for _ in 0..12 {
        let Some(above) = at.checked_sub(1).filter(|&p| p >= floor) else { return stem };
        at = above;
        let b = &blocks[at];
        if b.kind == Kind::Item && at + 1 == start && numbered_in_sequence(blocks, at) {
            // A text rendering's numbered line (`2. Zadan je niz podataka: 4, 8, 8, 10, 15.`
            // over "Kolika je aritmetička sredina tog niza?"), an item of its own.
            let says = b.text.split_whitespace().count() >= 3;
            return if says && !asks(&b.text) { with(at, stem) } else { stem };
        }
        if b.hidden || b.aside || b.chrome || b.kind == Kind::Item || asks(&b.text) {
            return stem;
        }
        let named = || question_word_at(&b.text).is_some() || sequence.contains(&at);
        // A number near its start, or no counter and no numbered line: most blocks have none.
        let number_near = b.text.chars().take(24).any(char::is_numeric);
        // A counter alone (`**Question 1**`) starts the question below it.
        let plain = !b.code && !b.row;
        // What stands between is part of the question: code, a table, or sentences, not a
        // review's state or points (`Poprawnie`, `Hotovo`, `Parcialmente correta`).
        let sentence = || {
            let t = b.text.trim_end();
            t.split_whitespace().count() >= 3
                && t.ends_with(|c: char| quizdeck_lang::sentence_ends().contains(&c) || c == ':')
        };
        if plain && number_near && crate::counter::counter(b).is_some() {
            return if named() && at + 1 < start { with(at + 1, stem) } else { stem };
        }
        let numbered = (plain && number_near).then(|| crate::counter::numbered(&b.text)).flatten();
        if let Some((_, _, text_at)) = numbered {
            let says = b.text[text_at..].split_whitespace().count() >= 3;
            return if named() && says { with(at, stem) } else { stem };
        }
        if b.kind == Kind::Heading || plain && (led_by_label(b) || !sentence()) {
            return stem;
        }
    }
    stem
}

/// Whether the item at `at` is numbered in the page's sequence of questions as a text rendering
/// numbers them: an item of a list of its own (its number `n` stripped), with another such item
/// numbered `n - 1` before it or `n + 1` after it.
fn numbered_in_sequence(blocks: &[Block], at: usize) -> bool {
    let b = &blocks[at];
    let Some(n) = b.number else { return false };
    let alone = |i: usize| {
        let p = blocks[i].parent;
        blocks.iter().filter(|o| o.kind == Kind::Item && o.parent == p).nth(1).is_none()
    };
    alone(at)
        && blocks.iter().enumerate().any(|(i, o)| {
            o.kind == Kind::Item
                && o.parent != b.parent
                && (i < at && o.number == n.checked_sub(1) || i > at && o.number == Some(n + 1))
                && alone(i)
        })
}
