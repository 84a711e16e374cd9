//! Verdicts written beside a choice, which mark it as a check mark does: a word for "correct" in
//! brackets after it (`b) Na (correcta)`), after a dash (`ბ) Na — სწორი პასუხი`), in an element
//! of its own after its text (`C) … <em>Sahihi</em>`), or in a block of its own inside the
//! choice's element, before or after it (`<span>Resposta correcta</span><input type=radio>…`).
//! Notes that say wrong or name the reader's pick are no text of the choice on a page so marked.
//!
//! Written by hand: the words come from the registry's answer, wrong and reader words, and where
//! a note stands is told from the blocks' elements, which no parser reads so.

use crate::block::{Block, Kind};
use crate::label::leading_label;

/// A choice that ends with a word for "correct" or "answer" in brackets (`b) Na (correcta)`,
/// `C. Paris [richtig]`, `ウ 徳川家康（正解）`), after a dash (`Բ Մեսրոպ Մաշտոց — ճիշտ պատասխան`)
/// or as an element of its own after the choice's text (`ለ) … <em>ትክክል</em>`) is marked as the
/// correct one, as a check mark marks it; the verdict is not its text. Only a list item or a
/// line that starts with a label, and not a word that says it is wrong, negates or names the
/// reader (`(incorrect)`, `(not correct)`, `(your answer)`). On a page that marks a choice so, a
/// word that says a choice is wrong in brackets (`D. Ngọc Linh (sai)`) is no text either.
/// Whether any was marked, and the blocks that held only a verdict, no longer needed.
pub(crate) fn mark_verdicts(blocks: &mut [Block]) -> (bool, Vec<usize>) {
    let mut marked = false;
    let mut notes = Vec::new();
    let mut readers: Vec<(usize, usize)> = Vec::new();
    let mut picks: Vec<usize> = Vec::new();
    // Blocks that end in a bracket of a word or two, where it opens, and what it says: a grade
    // that says wrong, maybe.
    let mut wrong: Vec<(usize, usize, String)> = Vec::new();
    let choice = |b: &Block| b.kind == Kind::Item || leading_label(&b.text, false).is_some();
    for i in 0..blocks.len() {
        let b = &blocks[i];
        if b.code || b.kind == Kind::Heading {
            continue;
        }
        // A verdict in a block of its own, beside a choice in an element that holds both: after
        // it (`<div><label>A. P. Ramlee</label><span>(Jawapan betul)</span></div>`, `<li><div>
        // Caerdydd</div><span>Ateb cywir</span></li>`) or before it (`<div><span>Resposta
        // correcta</span><input type=radio>1992</div>`): the choice's.
        if let Some((t, verdict)) = badge_beside(blocks, i, &choice)
            && (verdict || !choice(b))
        {
            if verdict {
                notes.push(i);
                blocks[t].check_mark = true;
                // And the input beside the label it marks, which a run of form fields reads: the
                // one before a label marked after it, or the text after an input marked before it.
                let own = blocks[i].ancestors.last().copied();
                let beside = if t < i { t.checked_sub(1) } else { Some(t + 1) };
                if let Some(j) = beside
                    && (blocks[t].radio.is_some() || blocks[j].radio.is_some())
                    && own.is_some_and(|o| blocks[j].ancestors.contains(&o))
                {
                    blocks[j].check_mark = true;
                }
                marked = true;
            } else {
                // Another badge in the choice's element (`Has respost`, you answered): no choice
                // of its own, on a page whose badges mark one.
                picks.push(i);
            }
            continue;
        }
        // A choice led by a mark of its own (`<span>✓</span> Lundi <span>Rétt svar</span>`, a
        // quiz plugin's results): the badges after its text are none of it.
        if matches!(b.kind, Kind::Item | Kind::Para) && led_by_mark(b) {
            strip_badges(&mut blocks[i]);
            continue;
        }
        let b = &blocks[i];
        // On a choice: the cheap tests first, the words last. A note in brackets ends the text,
        // which tells most blocks apart at once; any other is looked for on choices alone.
        let bracketed_end = b.text.trim_end().ends_with([')', ']', '）']);
        if !bracketed_end && !choice(b) {
            continue;
        }
        let Some((at, inside, bracketed)) = trailing_note(b) else { continue };
        if bracketed && !choice(b) {
            continue;
        }
        let verdict = if bracketed { is_verdict(inside) } else { is_badge_verdict(inside) };
        if verdict && at > 0 {
            cut_at(&mut blocks[i], at);
            blocks[i].check_mark = true;
            marked = true;
        } else if bracketed && inside.split_whitespace().count() <= 2 {
            let inside = inside.to_owned();
            wrong.push((i, at, inside));
        } else if !bracketed && at > 0 && crate::lexicon::reader_named(inside) {
            // A badge for the reader's pick (`<em>Jibu lako</em>`, your answer) beside a
            // choice: no text of it.
            readers.push((i, at));
        }
    }
    if marked {
        for &(i, at) in &readers {
            cut_at(&mut blocks[i], at);
        }
        notes.extend(picks);
        notes.sort_unstable();
        // Whether a bracket says wrong is asked only on a page that marks a choice right.
        for (i, at, inside) in wrong {
            if crate::lexicon::is_grade(&inside) {
                cut_at(&mut blocks[i], at);
            }
        }
    }
    (marked, notes)
}

/// Whether a block starts with a check mark or a cross in an element of its own (its end is a
/// break right after it).
fn led_by_mark(b: &Block) -> bool {
    use crate::reshape::{CHECKS, CROSSES};
    let mark = |c: &char| CHECKS.contains(c) || CROSSES.contains(c);
    b.text.chars().next().filter(mark).is_some_and(|c| {
        let after = c.len_utf8();
        b.breaks.contains(&after) || b.text[after..].starts_with('\u{FE0F}')
    })
}

/// Takes the badges (`Rétt svar`, `Þitt svar`, `Correct answer`, `Your answer`) off the end of a
/// choice led by a mark: its last words, four at most each, that name the answer or the reader
/// (short words aside), twice at most, the choice's own text left before them. Not in a choice
/// that negates (`✗ Si sahihi`, "not correct", is a choice's text).
fn strip_badges(b: &mut Block) {
    if crate::denial::negates(&b.text) {
        return;
    }
    for _ in 0..2 {
        let t = b.text.trim_end();
        let starts: Vec<usize> = (t.char_indices())
            .filter(|&(i, c)| !c.is_whitespace() && i > 0 && t[..i].ends_with(char::is_whitespace))
            .map(|(i, _)| i)
            .collect();
        let badge = |at: usize| {
            let note = &t[at..];
            let own = t[..at].trim_start_matches(|c: char| !c.is_alphanumeric());
            // An article or a particle may stand among them (`La teva resposta`).
            let word = |w: &str| {
                w.chars().count() <= 3
                    || crate::lexicon::names_answer(w)
                    || crate::lexicon::reader_named(w)
            };
            own.chars().any(char::is_alphanumeric)
                && note.split_whitespace().all(|w| w.chars().all(char::is_alphabetic) && word(w))
                && (is_badge_verdict(note) || crate::lexicon::reader_named(note))
        };
        // The longest such badge, of four words at most.
        let Some(at) = starts.iter().rev().take(4).copied().filter(|&at| badge(at)).min() else {
            return;
        };
        cut_at(b, at);
    }
}

/// A block of a badge or two of its own, beside a choice in an element that holds both: after
/// it (`<div><label>A. P. Ramlee</label><span>(Jawapan betul)</span></div>`, `<li><div>
/// Caerdydd</div><span>Ateb cywir</span></li>`) or before it (`<div><span>Resposta
/// correcta</span><input type=radio>1992</div>`). The choice's block, and whether a badge says it
/// is the correct one (`Resposta correcta` beside `Has respost`, you answered: the answer, which
/// the reader picked too).
fn badge_beside(
    blocks: &[Block],
    i: usize,
    choice: &impl Fn(&Block) -> bool,
) -> Option<(usize, bool)> {
    let b = &blocks[i];
    // A list item may hold it after its choice's own element (`<li><div>Caerdydd</div><span>Ateb
    // cywir</span></li>`), a verdict then.
    if !matches!(b.kind, Kind::Para | Kind::Item) || b.radio.is_some() || b.text.len() > NOTES_MAX {
        return None;
    }
    // Where it stands first, which most blocks fail: its element holds no neighbour.
    let own = *b.ancestors.last()?;
    let inside = |j: usize| blocks.get(j).is_some_and(|c| c.ancestors.contains(&own));
    let target = if i > 0 && inside(i - 1) { i - 1 } else { inside(i + 1).then_some(i + 1)? };
    let t = &blocks[target];
    if !(t.radio.is_some() || choice(t)) {
        return None;
    }
    let parts = lone_notes(b)?;
    Some((target, parts.iter().any(|p| is_badge_verdict(p))))
}

/// Whether a note of a few words says a choice is the correct one (`correcta`, `Ateb cywir`,
/// `Jawapan betul`), not wrong, not negated, not the reader's.
fn is_verdict(note: &str) -> bool {
    note.chars().any(char::is_alphabetic)
        && few_words(note)
        && crate::lexicon::names_answer(note)
        && !crate::lexicon::reader_named(note)
        && !crate::denial::negates(note)
}

/// [`is_verdict`] of a note that no brackets set apart, beside a choice rather than after its
/// text: each of its words is an answer word (`Resposta correcta`, `Sahihi`), as a badge says
/// it; `Has respost` (you answered) says something else with one.
fn is_badge_verdict(note: &str) -> bool {
    is_verdict(note) && note.split_whitespace().all(crate::lexicon::names_answer)
}

/// A block's whole text as notes of three words at most each, one per element it is made of
/// (`<span>Resposta correcta</span><span>Has respost</span>`), in brackets or not, that lead to
/// nothing after them (no colon at the end).
fn lone_notes(b: &Block) -> Option<Vec<&str>> {
    let t = b.text.as_str();
    // Three notes of three words are short: most blocks are longer, and are not split.
    if t.len() > NOTES_MAX || t.is_empty() {
        return None;
    }
    let mut parts = Vec::new();
    for part in b.parts().filter(|p| !p.is_empty()) {
        let inner = [('(', ')'), ('[', ']'), ('（', '）')]
            .iter()
            .find_map(|&(o, c)| part.strip_prefix(o).and_then(|r| r.strip_suffix(c)))
            .unwrap_or(part)
            .trim();
        if !few_words(inner) || inner.ends_with([':', '：']) {
            return None;
        }
        parts.push(inner);
    }
    (!parts.is_empty() && parts.len() <= 3).then_some(parts)
}

/// A note at the end of a block, apart from what comes before it: where it starts, its words,
/// and whether they are in brackets. In brackets after a space (not a call, `COUNT(*)`), after a
/// dash between spaces, or in an element of its own after a space, of three words at most.
fn trailing_note(b: &Block) -> Option<(usize, &str, bool)> {
    let t = b.text.trim_end();
    if let Some(close) = t.chars().next_back().filter(|c| matches!(c, ')' | ']' | '）')) {
        let open = match close {
            ')' => '(',
            ']' => '[',
            _ => '（',
        };
        let at = t.rfind(open)?;
        let inside = &t[at + open.len_utf8()..t.len() - close.len_utf8()];
        let apart = at == 0 || open == '（' || t[..at].ends_with(char::is_whitespace);
        return apart.then_some((at, inside, true));
    }
    // A note of three words at most, after the choice's own text: what stands before it is more
    // than a label (`C) <em>Sahihi</em>` is a choice that says "true"). Short, which is asked
    // first: most texts end in a longer sentence.
    let after_text = |at: usize, note: &str| {
        note.len() <= NOTES_MAX && few_words(note) && {
            let before = &t[..at];
            let own = leading_label(before, false).map_or(before, |(_, _, rest)| rest);
            own.chars().any(char::is_alphanumeric)
        }
    };
    // The last dash between spaces (`— `, `– `, `- `), looked for by character.
    let tail = t.len().saturating_sub(NOTES_MAX);
    let tail = (0..=tail).rev().find(|&k| t.is_char_boundary(k)).unwrap_or(0);
    let spaced = t[tail..]
        .rmatch_indices(['—', '–', '-'])
        .map(|(d, m)| (tail + d, m.len()))
        .find(|&(at, len)| t[..at].ends_with(' ') && t[at + len..].starts_with(' '));
    if let Some((at, len)) = spaced {
        let note = &t[at + len..];
        if after_text(at, note) {
            return Some((at - 1, note.trim(), false));
        }
    }
    // The last element's text, where the one before it ended with a space between.
    let at = b.breaks.iter().copied().filter(|&x| x < t.len() && t.is_char_boundary(x)).max()?;
    let note = &t[at..];
    (note.starts_with(char::is_whitespace) && after_text(at, note))
        .then(|| (at, note.trim(), false))
}

/// The longest text, in bytes, that notes beside a choice make up: three notes of three words.
const NOTES_MAX: usize = 300;

/// Whether `text` is one word to three.
fn few_words(text: &str) -> bool {
    let mut words = text.split_whitespace();
    words.next().is_some() && words.nth(2).is_none()
}

/// A block's text cut at byte `at`, without the spaces before, and its breaks with it.
fn cut_at(b: &mut Block, at: usize) {
    b.text.truncate(at);
    let len = b.text.trim_end().len();
    b.text.truncate(len);
    b.breaks.retain(|&x| x < len);
}
