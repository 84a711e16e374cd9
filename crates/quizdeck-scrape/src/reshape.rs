//! Blocks reshaped before choices are looked for: a bare label and its text in blocks of their
//! own joined (`A.` then `Paris`), table rows and inline options (`(a) … (b) …`) made into one
//! block per choice, items broken over lines joined, pictures captioned by the label after them,
//! check marks beside a choice made into its attribute, and bullets every item shares taken off.
//! What stays is what [`crate::choices`] recognizes runs of choices in.

use crate::block::{Block, Kind};
use crate::label::{is_bare_label, leading_label, letter_index};

/// A label alone in its block (`<li><b>A</b><p>text</p></li>`) is joined to the text after it,
/// when the labels alternate with texts that way (`A`, text, `B`, text …), so that a lone letter
/// elsewhere (a reveal showing just `B`) stays as it is.
pub(crate) fn merge_bare_labels(blocks: &mut Vec<Block>) {
    crate::table_rows::split_question_rows(blocks);
    crate::option_word::drop_option_words(blocks);
    join_broken_items(blocks);
    mark_checks(blocks);
    crate::strong::mark_strong(blocks);
    split_inline(blocks);
    caption_pictures(blocks);
    // A form field or a task-list item is a choice of its own, never a label for the next block.
    let bare = |b: &Block| is_bare_label(&b.text) && b.images.is_empty() && b.radio.is_none();
    let letter = |b: &Block| b.text.chars().find_map(letter_index).map(|(i, _)| i);
    let alternating = |blocks: &[Block], i: usize| {
        let next = blocks.get(i + 2).filter(|b| bare(b)).and_then(letter);
        let prev = i.checked_sub(2).map(|p| &blocks[p]).filter(|b| bare(b)).and_then(letter);
        let this = letter(&blocks[i]);
        this.is_some_and(|l| next == Some(l + 1) || (l > 0 && prev == Some(l - 1)))
    };
    // A number after a letter (`<dt>B</dt><dd>7</dd>`) is that label's text, not the next
    // label: labels of one list are all letters or all numbers.
    let digit = |b: &Block| b.text.trim_start().starts_with(|c: char| c.is_numeric());
    let joins_next = |i: usize| {
        let next = &blocks[i + 1];
        let text = || next.kind != Kind::Heading && next.radio.is_none() && !next.code;
        let label_next = || bare(next) && digit(next) == digit(&blocks[i]);
        bare(&blocks[i]) && !label_next() && text() && alternating(blocks, i)
    };
    // In page order: a block joined to the label before it labels nothing itself.
    let mut joins: Vec<usize> = Vec::new();
    let mut i = 0;
    while i + 1 < blocks.len() {
        if joins_next(i) {
            joins.push(i);
            i += 2;
        } else {
            i += 1;
        }
    }
    for &i in joins.iter().rev() {
        let next = blocks.remove(i + 1);
        let b = &mut blocks[i];
        b.text = format!("{} {}", b.text, next.text);
        // Of the two, the container further out is the list (`<li><label>A</label>text</li>`).
        // Both in one box of their own (`<div class="row"><div>A</div><div>text</div></div>`):
        // the box is one row, and the element around it the list.
        let row = b.ancestors.iter().position(|&a| a == b.parent);
        if let Some(at) = row.filter(|&at| at > 0 && b.parent == next.parent)
            && b.ancestors.len() == at + 2
            && next.ancestors.len() == at + 2
            && next.ancestors[..=at] == b.ancestors[..=at]
        {
            b.parent = b.ancestors[at - 1];
        } else {
            b.parent = b.parent.min(next.parent);
        }
        b.images.extend(next.images);
        b.marked_correct |= next.marked_correct;
    }
    merge_rows(blocks);
}

/// A label after its picture in one element (`<figure><img alt="…"><figcaption>A</figcaption>
/// </figure>`) captions that picture, not what the next element holds: the two are one block.
fn caption_pictures(blocks: &mut Vec<Block>) {
    let captions = |i: usize| {
        let (b, p) = (&blocks[i], &blocks[i - 1]);
        // The picture first: few blocks are one, and the label's test is the costly part.
        p.text.is_empty()
            && !p.images.is_empty()
            && !p.link_only
            && (p.parent == b.parent || p.ancestors.last() == Some(&b.parent))
            && b.images.is_empty()
            && b.radio.is_none()
            && is_bare_label(&b.text)
            && blocks.get(i + 1).is_none_or(|n| !n.ancestors.contains(&b.parent))
    };
    let captioned: Vec<usize> = (1..blocks.len()).filter(|&i| captions(i)).collect();
    for &i in captioned.iter().rev() {
        let label = blocks.remove(i);
        let b = &mut blocks[i - 1];
        b.text = label.text;
        b.breaks = label.breaks;
        b.marked_correct |= label.marked_correct;
    }
}

/// A radio button or checkbox takes its caption: the blocks after it in the element that holds
/// it (its `<label>`, the row around it), the first element's worth only, so that feedback or a
/// badge beside the caption stays out. Where the input's own element holds nothing more, the
/// element around that is looked at (`<label><span><input></span>Text</label>`).
fn merge_rows(blocks: &mut Vec<Block>) {
    let mut i = 0;
    while i < blocks.len() {
        if blocks[i].radio.is_none() || !blocks[i].text.is_empty() {
            i += 1;
            continue;
        }
        let depth = blocks[i].ancestors.len();
        let mut take = 0;
        // From the input's container outwards, at most three levels.
        for level in (depth.saturating_sub(4)..depth.saturating_sub(1)).rev() {
            let Some(&row) = blocks[i].ancestors.get(level) else { break };
            let inside = |b: &Block| b.ancestors.get(level) == Some(&row);
            // A container that holds other inputs is the list, not this input's row.
            let input_in = |b: &Block| b.radio.is_some() && inside(b);
            let others = blocks[..i].iter().rev().find(|b| b.radio.is_some()).is_some_and(input_in)
                || blocks[i + 1..].iter().find(|b| b.radio.is_some()).is_some_and(input_in);
            if others {
                break;
            }
            let Some(first) = blocks.get(i + 1).filter(|b| b.radio.is_none() && inside(b)) else {
                continue;
            };
            let worth = |from: usize| {
                let child = blocks.get(from).and_then(|b| b.ancestors.get(level + 1).copied());
                blocks[from..]
                    .iter()
                    .take_while(|b| {
                        b.radio.is_none()
                            && inside(b)
                            && b.ancestors.get(level + 1).copied() == child
                    })
                    .count()
            };
            take = worth(i + 1);
            // A `<label>` that holds only the letter, the text after it in the row
            // (`<input><label>B</label> 1918`): the caption is both.
            if take == 1 && crate::label::is_bare_label(&first.text) {
                take += worth(i + 2);
            }
            break;
        }
        if take == 0
            && blocks
                .get(i + 1)
                .is_some_and(|b| b.radio.is_none() && blocks[i].ancestors.is_empty())
        {
            take = 1;
        }
        let parts: Vec<Block> = blocks.drain(i + 1..i + 1 + take).collect();
        let b = &mut blocks[i];
        match &parts[..] {
            [one] => b.breaks = one.breaks.clone(),
            // The letter stands alone: its element ends right after it.
            [label, ..] if crate::label::is_bare_label(&label.text) => {
                b.breaks = vec![label.text.len()];
            }
            _ => {}
        }
        b.text = parts
            .iter()
            .map(|p| p.text.as_str())
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        for p in parts {
            b.images.extend(p.images);
            b.marked_correct |= p.marked_correct;
            b.check_mark |= p.check_mark;
        }
        i += 1;
    }
}

/// Options written inline in one paragraph (`(a) five (b) six (c) seven`, `① … ② … ③ …`) become
/// one block each, as if they were a list. The labels must be bracketed or circled, start the
/// paragraph and go on in order, so that a letter in prose never splits it. A table of choices
/// two to a row (`(a) Yamuna | (b) Godavari`, `(c) Ganga | (d) Narmada`) is split row by row,
/// each row going on where the one before ended.
fn split_inline(blocks: &mut Vec<Block>) {
    let mut i = 0;
    let mut next_id = blocks
        .iter()
        .flat_map(|b| b.ancestors.iter().copied().chain([b.parent]))
        .max()
        .unwrap_or(0)
        + 1;
    let eligible = |b: &Block| !(b.code || b.kind == Kind::Heading || b.text.len() > 2000);
    while i < blocks.len() {
        // Whether the labels are plain (`A.`, `B)`), not bracketed or circled.
        let mut plain = false;
        let mut cuts = if eligible(&blocks[i]) {
            let bracketed = inline_labels(&blocks[i].text, &blocks[i].breaks, 0);
            plain = bracketed.is_empty();
            if plain { lettered_inline(&blocks[i].text, &blocks[i].breaks) } else { bracketed }
        } else {
            Vec::new()
        };
        // Options with plain labels two to a line (`A. 21    B. 25`, then `C. 80    D. 443`):
        // split only where the next lines go on with the next labels (see below).
        if cuts.is_empty() && eligible(&blocks[i]) {
            cuts = lettered_row(&blocks[i].text, &blocks[i].breaks, 0, 2);
            plain = !cuts.is_empty();
        }
        // The options may follow the question on its line (`1. Which …? (A) Taroko (B) Yushan
        // (C) Yangmingshan`): the question stays a block of its own.
        // Only bracketed labels are looked for there: at each opening bracket, found by a byte
        // search, that follows a question mark and a space.
        let mut asked = None;
        if cuts.is_empty() && eligible(&blocks[i]) {
            let text = &blocks[i].text;
            let marks = &quizdeck_lang::punctuation().question_marks;
            for (from, _) in text.match_indices('(') {
                let before = &text[..from];
                let spaced = before.trim_end();
                if !spaced.chars().next_back().is_some_and(|c| marks.contains(&c)) {
                    continue;
                }
                let found = inline_labels(&text[from..], &[], 0);
                if spaced.len() < before.len() && found.len() >= 3 {
                    cuts = found.into_iter().map(|at| at + from).collect();
                    plain = false;
                    asked = Some(spaced.len());
                    break;
                }
            }
        }
        if let Some(end) = asked {
            let mut question = blocks[i].clone();
            question.text = question.text[..end].trim().to_owned();
            question.breaks.clear();
            let options = &mut blocks[i];
            options.text = options.text[cuts[0]..].to_owned();
            options.breaks.clear();
            cuts = cuts.iter().map(|&at| at - cuts[0]).collect();
            blocks.insert(i, question);
            i += 1;
        }
        // The rows that go on from this one, each starting with the next label.
        let mut rows = vec![(i, cuts)];
        let mut labels = rows[0].1.len();
        if labels == 2 {
            let mut j = i + 1;
            while let Some(b) = blocks.get(j).filter(|b| eligible(b)) {
                let more = if plain {
                    lettered_row(&b.text, &b.breaks, labels, 1)
                } else {
                    inline_labels(&b.text, &b.breaks, labels)
                };
                if more.is_empty() {
                    break;
                }
                labels += more.len();
                rows.push((j, more));
                j += 1;
            }
        }
        // Two options alone on their line, a word or three each (`a) ano b) ne`, `A. True B.
        // False`): a question of two choices, as a true-or-false one is written inline.
        let pair = labels == 2 && plain && rows.len() == 1 && {
            let text = &blocks[i].text;
            let cuts = &rows[0].1;
            let ends = cuts.iter().skip(1).copied().chain([text.len()]);
            cuts.iter().zip(ends).all(|(&from, to)| {
                let option = text[from..to].trim();
                let words = option.split_whitespace().count();
                (2..=4).contains(&words) && option.chars().count() <= 30
            })
        };
        if labels < 3 && !pair {
            i += 1;
            continue;
        }
        let parent = next_id;
        next_id += 1;
        let mut inserted = 0;
        for (at, cuts) in rows {
            let at = at + inserted;
            let whole = blocks.remove(at);
            let ends = cuts.iter().skip(1).copied().chain([whole.text.len()]);
            for (n, (from, to)) in cuts.iter().copied().zip(ends).enumerate() {
                let mut part = whole.clone();
                part.text = whole.text[from..to].trim().to_owned();
                part.kind = Kind::Item;
                part.parent = parent;
                part.ancestors.push(next_id);
                next_id += 1;
                part.breaks.clear();
                if n > 0 {
                    part.images.clear();
                }
                blocks.insert(at + n, part);
            }
            inserted += cuts.len() - 1;
            i = at + cuts.len();
        }
    }
}

/// Where inline options start in `text`: a bracketed label `(a)` or number `(1)`, a circled
/// number or a label and
/// an ideographic space (`ア　`) at the start
/// (the label at position `first` of its alphabet) and then each next one in order, after a
/// space or where an element ended (`<span>(ক) গোলাপ</span><span>(খ) শাপলা</span>`). Empty when
/// `text` does not start with that label; a split needs three in all.
fn inline_labels(text: &str, breaks: &[usize], first: usize) -> Vec<usize> {
    let circled = |c: char| ('①'..='⑳').contains(&c);
    let label_at = |at: usize| -> Option<usize> {
        let t = &text[at..];
        let mut cs = t.chars();
        let c = cs.next()?;
        if circled(c) {
            return Some(c as usize - '①' as usize);
        }
        // A label of a script without word edges and a space (an ideographic one, which a page's
        // rendering may make plain), as Japanese exam pages write options on one line (`ア　1707年
        // イ　1792年　ウ　1914年`); a Latin `a` and a space is a word.
        if c != '(' {
            let spaced = cs.next().is_some_and(char::is_whitespace)
                && c.is_alphabetic()
                && !quizdeck_lang::has_word_edges(c);
            return spaced.then(|| letter_index(c)).flatten().map(|(i, _)| i);
        }
        let l = cs.next()?;
        if cs.next()? != ')' {
            return None;
        }
        // A bracketed digit numbers options as a bracketed letter letters them (`(1) … (2) … (3)
        // …`, as exam papers print four options on a line): the same start and order are asked.
        if let Some(n) = l.to_digit(10).filter(|&n| n > 0) {
            return Some(n as usize - 1);
        }
        l.is_alphabetic().then(|| letter_index(l)).flatten().map(|(i, _)| i)
    };
    let cuts = labels_in_order(text, breaks, first, label_at);
    // Prose numbers its points so too (`(1) Ia panjang. (2) Ia …`): numbered options must each
    // read as one, with no sentence inside, as plain labels must.
    let numbered = text.as_bytes().get(1).is_some_and(u8::is_ascii_digit);
    if numbered && !cuts.is_empty() {
        let ends = cuts.iter().skip(1).copied().chain([text.len()]);
        if cuts.iter().zip(ends).any(|(&from, to)| has_sentence_end(&text[from..to])) {
            return Vec::new();
        }
    }
    if first == 0 && cuts.len() < 2 { Vec::new() } else { cuts }
}

/// Where labels start in `text`, as `label_at` reads them (a label's position in its alphabet):
/// the one at the start, which must be at position `first`, then each next one in order, after
/// a space. Empty when `text` does not start with that label.
fn labels_in_order(
    text: &str,
    breaks: &[usize],
    first: usize,
    label_at: impl Fn(usize) -> Option<usize>,
) -> Vec<usize> {
    if label_at(0) != Some(first) {
        return Vec::new();
    }
    let mut cuts = vec![0];
    // After a space, or where an element ended (`<span>A. glucôzơ.</span><span>B. …`).
    let spaced = |at: usize| text[..at].ends_with(char::is_whitespace) || breaks.contains(&at);
    for (at, _) in text.char_indices().filter(|&(at, _)| at > 0 && spaced(at)) {
        if label_at(at) == Some(first + cuts.len()) {
            cuts.push(at);
        }
    }
    cuts
}

/// Where options written on one line with plain labels start (`A) Sydney   B) Canberra   C)
/// Perth`, `A. 1947  B. 1948  C. 1956`): a letter and a closing bracket (or, for a capital, a
/// full stop) at the start, then each next letter of its alphabet so, after a space. A letter in
/// prose is labelled so too (`A) is wrong because …`), so every option must read as one: short,
/// with no sentence inside and no question. Empty unless three options or more are found.
fn lettered_inline(text: &str, breaks: &[usize]) -> Vec<usize> {
    lettered_row(text, breaks, 0, 3)
}

/// Whether `text`, an option's text, holds the end of a sentence: a full stop and a space after
/// a word. A full stop after a Roman numeral, digits or a single letter ends no sentence: a
/// regnal number or an ordinal written before its word (`IV. Béla`, `I. András`, `2. Weltkrieg`,
/// `19. század`) or an initial (`J. S. Bach`).
fn has_sentence_end(text: &str) -> bool {
    text.match_indices(". ").any(|(at, _)| {
        let word = text[..at].rsplit(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
        let roman = word.bytes().all(|b| b"IVXLCDM".contains(&b));
        let digits = word.bytes().all(|b| b.is_ascii_digit());
        let initial = word.chars().count() == 1 && word.chars().all(char::is_uppercase);
        word.is_empty() || !(roman || digits || initial)
    })
}

/// [`lettered_inline`] for a row of such options that starts with the label at position `first`
/// of its alphabet: where its options start, `min` of them at least (a row of a table of options
/// two to a line, `A. 21    B. 25`, then `C. 80    D. 443`, has two).
fn lettered_row(text: &str, breaks: &[usize], first: usize, min: usize) -> Vec<usize> {
    let label_at = |at: usize| -> Option<(usize, usize)> {
        let mut cs = text[at..].chars();
        let c = cs.next().filter(|c| c.is_alphabetic())?;
        let mark = cs.next()?;
        // Full-width marks (`A．青海省`, `B）`) as East Asian tests print them.
        let marked = matches!(mark, ')' | '）') || matches!(mark, '.' | '．') && !c.is_lowercase();
        // A full-width mark takes its own space; a plain one needs one after it.
        let spaced = matches!(mark, '）' | '．') || cs.next().is_some_and(char::is_whitespace);
        (marked && spaced).then(|| letter_index(c)).flatten()
    };
    let Some((start, alphabet)) = label_at(0) else { return Vec::new() };
    if start != first {
        return Vec::new();
    }
    let in_alphabet = |at: usize| label_at(at).filter(|l| l.1 == alphabet).map(|l| l.0);
    let cuts = labels_in_order(text, breaks, first, in_alphabet);
    let ends = cuts.iter().skip(1).copied().chain([text.len()]);
    let last = cuts.len() - 1;
    // What follows the label and its mark, which are two characters of any width (`Б)`, `A．`).
    let body = |from: usize, to: usize| {
        let option = text[from..to].trim();
        option.char_indices().nth(2).map_or("", |(at, _)| option[at..].trim())
    };
    // Options that all end in a full stop, the last too (`A. glucôzơ. B. nuclêôtit. C. axit
    // amin.`), as some countries' tests write them.
    let stopped = cuts.len() >= 3
        && cuts.iter().zip(ends.clone()).all(|(&from, to)| body(from, to).ends_with('.'));
    let options_alone = cuts.iter().zip(ends).enumerate().all(|(n, (&from, to))| {
        let body = body(from, to);
        let inside = body.trim_end_matches(['.', '。']);
        // Prose goes on from one to the next (`B) would be "drizzle", C) …`); an option but
        // the last ends in no mark.
        let goes_on = n < last && body.ends_with(['.', ',', ';', ':', '。', '、', '،']) && !stopped;
        !body.is_empty()
            && !goes_on
            && body.chars().count() <= 80
            && !crate::stem::asks(body)
            && !has_sentence_end(inside)
            && !inside.contains(['\n', '。'])
    });
    if cuts.len() >= min && options_alone { cuts } else { Vec::new() }
}

/// A list item that a line break (`<br>`) split in two is one item again: the part after the
/// break sits in the same elements as the part before it and starts with no label of its own
/// (`<li>B about 103,000 km²<br>(of which …)</li>`). Left split, the second part would end the run
/// of choices and drop every choice after it.
fn join_broken_items(blocks: &mut Vec<Block>) {
    let mut i = 1;
    while i < blocks.len() {
        let (before, b) = (&blocks[i - 1], &blocks[i]);
        let continues = before.kind == Kind::Item
            && b.kind == Kind::Item
            && !b.ancestors.is_empty()
            && b.ancestors == before.ancestors
            && b.implicit_label == before.implicit_label
            && b.hidden == before.hidden
            && b.radio.is_none()
            && before.radio.is_none()
            && !b.code
            && !before.text.is_empty()
            && !b.text.is_empty()
            && leading_label(&b.text, false).is_none()
            && !is_bare_label(&b.text);
        if !continues {
            i += 1;
            continue;
        }
        let next = blocks.remove(i);
        let b = &mut blocks[i - 1];
        let shift = b.text.len() + 1;
        b.text.push(' ');
        b.text.push_str(&next.text);
        b.breaks.extend(next.breaks.iter().map(|at| at + shift));
        b.images.extend(next.images);
        b.marked_correct |= next.marked_correct;
        b.check_mark |= next.check_mark;
        b.strong_mark |= next.strong_mark;
        b.link_only &= next.link_only;
    }
}

/// Whether `text` holds one of `marks` (check marks or crosses, each a character of three bytes
/// starting `0xE2`): the bytes are looked through first, which is fast, and most texts have none.
fn has_mark(text: &str, marks: &[char]) -> bool {
    text.as_bytes().contains(&0xE2) && text.contains(marks)
}

/// Check marks a page sets on or beside the correct choice.
pub(crate) const CHECKS: &[char] = &['✔', '✓', '✅', '☑'];

/// Marks that say a line is wrong (`❌ Danube`, `Your answer: A ✗`).
pub(crate) const CROSSES: &[char] = &['❌', '✗', '✘', '✖', '❎', '☒'];

/// A check mark beside a choice (`… ✔`) marks it as the correct one; the mark is not text. On a
/// page that marks a choice so, a cross at either end of a line (`❌ Danube`) marks a wrong one,
/// and is no text either.
fn mark_checks(blocks: &mut Vec<Block>) {
    let (mut marked, notes) = crate::verdict::mark_verdicts(blocks);
    // A verdict in a block of its own was its choice's, which now carries the mark.
    for at in notes.into_iter().rev() {
        blocks.remove(at);
    }
    // A short badge after a mark (`Ir ✓ Your answer`, `stop ✔ Correct answer`, `Surabaya ✘
    // Your answer`): where it starts and whether it names the reader.
    let badge_after = |text: &str, marks: &[char]| {
        let at = text.find(marks).filter(|&at| at > 0)?;
        let mark_len = text[at..].chars().next().map_or(1, char::len_utf8);
        let badge = text[at + mark_len..].trim_start_matches('\u{FE0F}').trim();
        (!badge.is_empty() && badge.split_whitespace().count() <= 5)
            .then(|| (at, crate::lexicon::reader_named(badge)))
    };
    // Where the reader's wrong picks are crossed with that badge, a check mark with it too is
    // the answer, which the reader also picked.
    // Asked only of a page with check marks (few are): the blocks' texts are long.
    let checked: Vec<usize> = (0..blocks.len())
        .filter(|&i| !blocks[i].code && has_mark(&blocks[i].text, CHECKS))
        .collect();
    let crossed_picks = !checked.is_empty()
        && blocks
            .iter()
            .any(|b| !b.code && badge_after(&b.text, CROSSES).is_some_and(|(_, reader)| reader));
    for &i in &checked {
        let b = &mut blocks[i];
        // A badge after the mark is no part of the choice; one that names the reader marks the
        // reader's pick, not the answer (unless the page crosses the wrong ones).
        let mut reader = false;
        if let Some((at, named)) = badge_after(&b.text, CHECKS) {
            reader = named && !crossed_picks;
            b.text.truncate(at);
            let len = b.text.trim_end().len();
            b.breaks.retain(|&x| x < len);
        }
        // An emoji's presentation selector (`✔️` is `✔` and U+FE0F) goes with its mark.
        b.text = crate::block::collapse(&b.text.replace('\u{FE0F}', "").replace(CHECKS, " "));
        // The text moved under its elements' ends: none may fall inside a character.
        let text = &b.text;
        b.breaks.retain(|&x| x < text.len() && text.is_char_boundary(x));
        b.check_mark = !reader;
        marked |= !reader;
    }
    if !marked {
        return;
    }
    strip_shared_bullets(blocks);
    let crossed =
        |t: &str| t.starts_with(CROSSES) || t.trim_end_matches('\u{FE0F}').ends_with(CROSSES);
    // A cross before a badge that names the reader (`Surabaya ✘ Your answer`): the badge goes
    // with the cross.
    for b in blocks.iter_mut().filter(|b| !b.code) {
        if let Some((at, true)) = badge_after(&b.text, CROSSES) {
            b.text.truncate(at);
            b.text.truncate(b.text.trim_end().len());
            let len = b.text.len();
            b.breaks.retain(|&x| x < len);
        }
    }
    for b in blocks.iter_mut().filter(|b| !b.code && crossed(&b.text)) {
        let mark = |c: char| CROSSES.contains(&c) || c == '\u{FE0F}' || c.is_whitespace();
        let lead = b.text.len() - b.text.trim_start_matches(mark).len();
        let bare = b.text.trim_matches(mark).to_owned();
        let len = bare.len();
        b.breaks.retain_mut(|at| {
            *at = at.saturating_sub(lead);
            *at > 0 && *at < len
        });
        b.text = bare;
    }
}

/// A symbol every other item of a list starts with, where a check mark took the place of one
/// (`- 🔹 Gorbeia`, `- ✅ Nerbioi`, `- 🔹 Urumea`): a bullet drawn by hand, no part of the
/// choices. Only symbols (emoji, dingbats, shapes): a letter, digit or mark of punctuation that
/// every item shares may be their text.
fn strip_shared_bullets(blocks: &mut [Block]) {
    let bullet = |t: &str| {
        t.chars().next().filter(|&c| {
            !c.is_alphanumeric() && !c.is_whitespace() && !c.is_ascii() && !is_label_mark(c)
        })
    };
    // Segments of items of one list, split at any item neither marked nor bulleted (a text
    // reading gives a question's own line as an item before its choices).
    let mut segments: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start: Option<usize> = None;
    for i in 0..=blocks.len() {
        let candidate = blocks.get(i).is_some_and(|b| {
            b.kind == Kind::Item && !b.code && (b.check_mark || bullet(&b.text).is_some())
        });
        let same_list =
            start.is_some_and(|s| blocks.get(i).is_some_and(|b| blocks[s].parent == b.parent));
        if let Some(s) = start.filter(|_| !(candidate && same_list)) {
            segments.push(s..i);
            start = None;
        }
        if candidate && start.is_none() {
            start = Some(i);
        }
    }
    for range in segments {
        let list = &blocks[range.clone()];
        let checked = list.iter().filter(|o| o.check_mark).count();
        let bulleted: Vec<char> =
            list.iter().filter(|o| !o.check_mark).filter_map(|o| bullet(&o.text)).collect();
        let shared = bulleted
            .first()
            .copied()
            .filter(|&c| checked == 1 && bulleted.len() >= 2 && bulleted.iter().all(|&o| o == c));
        let Some(c) = shared else { continue };
        for o in &mut blocks[range] {
            if let Some(rest) = o.text.strip_prefix(c) {
                let bare = rest.trim_start_matches(|c: char| c == '\u{FE0F}' || c.is_whitespace());
                let cut = o.text.len() - bare.len();
                o.text = bare.to_owned();
                o.breaks.retain_mut(|at| {
                    *at = at.saturating_sub(cut);
                    *at > 0
                });
            }
        }
    }
}

/// Full-width and other marks a label may stand with (`（A）`, `【B】`): never a bullet.
fn is_label_mark(c: char) -> bool {
    matches!(c, '（' | '）' | '【' | '】' | '「' | '」' | '〔' | '〕' | '．' | '：' | '・')
}
