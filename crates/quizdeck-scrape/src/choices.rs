//! Finding the choices: each shape of a run of choices is one recognizer — blocks labelled A, B,
//! C … (`a)`, `①`, `א.`, table rows), lists the page shows with letters (`<ol type="A">`), radio
//! buttons and checkboxes with their captions, task lists (`- [x]`), options inline in one
//! paragraph (`(a) … (b) …`), and plain lists with no letters, which count only with evidence.

use crate::block::{Block, Kind};
use crate::label::{digit_alphabet, leading_label, letter_index};
use quizdeck_model::text::letter_for_index;

/// How a run's choices are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Each block starts with its label (`A. …`, `б) …`, `①`, a table row `A | …`).
    Lettered,
    /// A list shown with letters by its markup (`<ol type="A">`).
    Implicit,
    /// Radio buttons or checkboxes of a form.
    Form,
    /// A task list: checkboxes that are the document's own marks.
    Task,
    /// A plain list with no letters: a run only with evidence (an answer naming one of its
    /// texts, or sibling questions of the same shape).
    Plain,
}

/// A run of choices: block indices and (position, text).
#[derive(Debug, Clone)]
pub(crate) struct Run {
    /// Index among the page's runs.
    pub id: usize,
    pub start: usize,
    pub end: usize,
    pub choices: Vec<(usize, String, usize)>,
    pub shape: Shape,
    /// The labels are numbers (`1.`, `2)`): a number in a line after them may name a choice.
    pub digits: bool,
    /// The alphabet its labels are letters of (see [`crate::label::letter_index`]), where they
    /// are letters: a key's letter is read in it (`क` is C among `अ ब क ड`).
    pub alphabet: Option<usize>,
}

/// Runs of two or more blocks labelled A, B, C … (a later label may skip one letter or repeat
/// one, which the validator reports), or of radio buttons.
pub(crate) fn choice_runs(blocks: &[Block]) -> Vec<Run> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        if let Some(mut run) = run_at(blocks, i) {
            i = run.end;
            two_columns(&mut run, blocks);
            across_rows(&mut run, blocks);
            run.id = runs.len();
            runs.push(run);
        } else {
            i += 1;
        }
    }
    runs
}

/// Choices set out in two columns of a table (`A | Хуҷанд | E | Истаравшан` in each row, A–D
/// down the first, E–H down the second): each row read as one choice would glue two together
/// (`Хуҷанд E Истаравшан`) and lose the second column's letters. Where every row of a run of
/// `n` lettered rows holds, after its own choice, the letter `n` places on as a word of its own
/// and a text after it, the run is the `2n` choices. Letters only (A–Z): numbers in a row are
/// more often values than a second column's labels.
fn two_columns(run: &mut Run, blocks: &[Block]) {
    let n = run.choices.len();
    if n < 2 || run.digits || 2 * n > 26 {
        return;
    }
    let lettered = run.choices.iter().enumerate().all(|(k, c)| {
        let b = &blocks[c.2];
        c.0 == k && b.row && b.text.trim_start().starts_with(letter_for_index(k))
    });
    if !lettered {
        return;
    }
    let mut halves = Vec::with_capacity(n);
    for (k, (_, text, _)) in run.choices.iter().enumerate() {
        let want = letter_for_index(k + n);
        let mut at = 0;
        let mut found = None;
        for word in text.split(' ') {
            let (start, end) = (at, at + word.len());
            at = end + 1;
            let label = word.trim_end_matches(['.', ')', ':']);
            if label.len() == 1 && label.starts_with(want) && start > 0 && end < text.len() {
                if found.is_some() {
                    return;
                }
                found = Some((text[..start].trim(), text[end..].trim()));
            }
        }
        match found {
            Some((before, after)) if !before.is_empty() && !after.is_empty() => {
                halves.push((before.to_owned(), after.to_owned()));
            }
            _ => return,
        }
    }
    let blocks_of: Vec<usize> = run.choices.iter().map(|c| c.2).collect();
    let mut choices: Vec<(usize, String, usize)> = Vec::with_capacity(2 * n);
    for (k, (before, _)) in halves.iter().enumerate() {
        choices.push((k, before.clone(), blocks_of[k]));
    }
    for (k, (_, after)) in halves.into_iter().enumerate() {
        choices.push((k + n, after, blocks_of[k]));
    }
    run.choices = choices;
}

/// Choices set out two to a row, each letter in an element of its own before its text (`<tr>
/// <td>A</td><td>Danau Toba</td><td>B</td><td>Danau Singkarak</td></tr>`, then C and D): each
/// row read as one choice would glue two together (`Danau Toba B Danau Singkarak`) under the
/// letters A and C; so would a text rendering's line of them (`A Danau Toba B Danau
/// Singkarak`). Only a run that skips letters is asked, and it becomes the choices of its rows'
/// parts where each row, split where its elements end (in a text rendering, at its words),
/// starts with the letter that comes next and names the one after it as a part of its own,
/// every letter once, with a text after each; otherwise it stays as it is.
fn across_rows(run: &mut Run, blocks: &[Block]) {
    let Some(alpha) = run.alphabet else { return };
    if run.digits || run.choices.iter().enumerate().all(|(k, c)| c.0 == k) {
        return;
    }
    let mut choices: Vec<(usize, String, usize)> = Vec::with_capacity(2 * run.choices.len());
    for &(_, _, i) in &run.choices {
        let b = &blocks[i];
        let t = b.text.as_str();
        // A text rendering keeps no element's end (`A Danau Toba B Danau Singkarak`, a table's
        // row as a text browser sets it): its words are the parts, and a letter is the next
        // label only where the row writes it once (`A Vitamin B kompleks B Danau …` stays).
        let text = b.line.is_some();
        let ends: Vec<usize> = if text {
            t.match_indices(' ').map(|(at, _)| at).chain([t.len()]).collect()
        } else {
            b.breaks.iter().copied().filter(|&x| x > 0 && x < t.len()).chain([t.len()]).collect()
        };
        // The choice being read: its place, and where its text starts and ends.
        let mut open: Option<(usize, usize, usize)> = None;
        let mut start = 0;
        for end in ends {
            let part = t[start..end].trim();
            let want = open.map_or(choices.len(), |o| o.0 + 1);
            let label = crate::label::is_bare_label(part)
                && crate::label::index_in(part, alpha) == Some(want);
            if label
                && text
                && open.is_some()
                && t.split(' ').filter(|w| *w == part).nth(1).is_some()
            {
                return;
            }
            match open {
                _ if label => {
                    if let Some((k, from, to)) = open {
                        choices.push((k, t[from..to].trim().to_owned(), i));
                    }
                    open = Some((want, end, end));
                }
                // A row starts with its letter.
                None => return,
                Some((k, from, to)) => {
                    open = Some((k, if from == to { start } else { from }, end));
                }
            }
            start = end;
        }
        let Some((k, from, to)) = open else { return };
        choices.push((k, t[from..to].trim().to_owned(), i));
    }
    if choices.len() <= run.choices.len() || choices.iter().any(|c| c.1.is_empty()) {
        return;
    }
    run.choices = choices;
}

/// Whether two blocks sit in one container each inside a wrapper of its own, as deep as the
/// other (`<div><div><div>A. …</div></div><div><div>B. …</div></div></div>`): they are in one
/// list as siblings are, the wrappers only boxing each one.
fn boxed_alike(a: &Block, b: &Block) -> bool {
    let common = a.ancestors.iter().zip(&b.ancestors).take_while(|(x, y)| x == y).count();
    let below = a.ancestors.len() - common;
    common > 0 && below >= 2 && b.ancestors.len() - common == below
}

fn run_at(blocks: &[Block], start: usize) -> Option<Run> {
    let first = &blocks[start];
    if first.hidden || first.code {
        return None;
    }
    if first.radio.is_some() {
        return radio_run(blocks, start);
    }
    // A choice may be a link (`<li><a href="…">Danube</a></li>`, a site whose choices are links
    // to its result pages) where its list letters it, or its label says which it is: left out,
    // it would give the choices after it the letters before theirs. A list of links alone,
    // unlettered, is a menu's or the next questions'; see also [`plain_lists`].
    let same_list = |b: &Block| {
        !b.hidden
            && !b.code
            && b.kind == first.kind
            && (b.parent == first.parent || boxed_alike(first, b))
    };
    if first.implicit_label == Some(0) {
        let end = start
            + blocks[start..]
                .iter()
                .take_while(|b| same_list(b) && b.implicit_label.is_some())
                .count();
        // Links after the last item that is none are the list's own (`Next question »`), as
        // under a plain list; a list of links alone is a site's whose choices are links.
        let end = after_last_unlinked(blocks, start..end).unwrap_or(end);
        let mut choices: Vec<(usize, String, usize)> = (start..end)
            .map(|i| (blocks[i].implicit_label.unwrap_or(0), blocks[i].text.clone(), i))
            .collect();
        // Items that write their list's letters again (`<ol type="A"><li>A) …`, `<li><span>A
        // </span> …`): the letter is no part of the text, when every item writes its own, with
        // a separator or in an element of its own (a letter and a space alone may start a
        // sentence: "A model …").
        let own = |k: usize, t: &str, i: usize| {
            let alone = || {
                let letter_end = t.char_indices().find(|(_, c)| c.is_alphanumeric());
                letter_end.is_some_and(|(at, c)| blocks[i].breaks.contains(&(at + c.len_utf8())))
            };
            crate::label::label_token(t)
                .filter(|tok| {
                    (tok.strict || alone()) && tok.index == k && !tok.rest.trim().is_empty()
                })
                .map(|tok| tok.rest.trim().to_owned())
        };
        if choices.iter().all(|(k, t, i)| own(*k, t, *i).is_some()) {
            for (k, t, i) in &mut choices {
                *t = own(*k, t, *i).unwrap_or_default();
            }
        }
        let shape = Shape::Implicit;
        return (end - start >= 2).then_some(Run {
            id: 0,
            start,
            end,
            choices,
            shape,
            digits: false,
            alphabet: None,
        });
    }
    // A label glued to its text (`ABecause`) is read in list items; in other blocks only before a
    // capital or a digit (`ATo make`, not `After`).
    let item = first.kind == Kind::Item;
    // Or a letter in an element of its own (`<span>ក</span>អង្គរ`), in any block: no word goes
    // on from it.
    let alone = |b: &Block| b.text.chars().next().is_some_and(|c| b.breaks.contains(&c.len_utf8()));
    let label = |b: &Block| {
        label_before_capital(&b.text, item || alone(b)).map(|(i, a, r)| (i, a, r.to_owned()))
    };
    let (0, alpha, text) = label(first)? else { return None };
    // A Cyrillic or Greek `А` over a second label that is no letter of that alphabet's second
    // place but looks like a Latin B (`А.`, `В.`, `С.`, `D.`): the labels are Latin ones, some
    // typed on another keyboard.
    let latin = |c: char| crate::label::latin_twin(c).and_then(letter_index).map(|l| l.1);
    let next_char = blocks.get(start + 1).and_then(|b| crate::label::label_char(&b.text));
    let alpha = match (crate::label::label_char(&first.text).and_then(latin), next_char) {
        (Some(latin_alpha), Some(n))
            if latin_alpha != alpha
                && letter_index(n).is_none_or(|l| l != (1, alpha))
                && crate::label::latin_twin(n).is_some_and(|t| t.eq_ignore_ascii_case(&'b')) =>
        {
            latin_alpha
        }
        _ => alpha,
    };
    // Items of one list whose letters repeat (`A saja`, `A dan B`, `B dan C`, `A, B, dan C`:
    // choices that name statements by their letters) are no run in its middle: the item before
    // it starts with an `A` of its own, set apart from what follows (not `Options`, a word).
    let apart = |b: &Block| {
        let mut c = b.text.chars();
        c.next().is_some() && c.next().is_some_and(|n| !n.is_alphanumeric())
    };
    let repeated =
        |b: &Block| item && same_list(b) && apart(b) && label(b).is_some_and(|l| l.1 == alpha);
    let before = start.checked_sub(1).map(|p| &blocks[p]);
    if before.is_some_and(|b| repeated(b) && label(b).is_some_and(|l| l.0 == 0)) {
        return None;
    }
    // A run is written one way: where its first label stands apart from its text (`A. 1947`), a
    // letter glued to a line's text (`FANADINANA …`, a page's heading in capitals after `D.
    // 1972`) is the first letter of a word, not the next label. (A direction mark after a glued
    // label, `A` + LRM + `−100 °C`, is the text's, and says nothing of how the run is written.)
    let stuck = |b: &Block| !alone(b) && leading_label(&b.text, false).is_none();
    let marked = first.text.chars().nth(1).is_some_and(crate::label::direction_mark);
    let apart_run = !stuck(first) && !marked;
    let mut choices = vec![(0, text, start)];
    let mut end = start + 1;
    while let Some(b) = blocks.get(end).filter(|b| same_list(b)) {
        if apart_run && stuck(b) {
            break;
        }
        let prev = choices.last().map_or(0, |c| c.0);
        // The next letter, or the one after it: a skipped letter is the validator's to report.
        // Numbers go one by one: `1. sæti`, `3. sæti`, `5. sæti` are places, not labels.
        let wants = if alpha == digit_alphabet() { 1 } else { 2 };
        // A letter of two alphabets is the run's (`क` after `अ)`, `ब)` is C, not A).
        let found = (prev + 1..=prev + wants).find_map(|want| {
            let (i, a, t) = label(b)?;
            let ours = a == alpha && i == want
                || a != alpha && crate::label::index_in(&b.text, alpha) == Some(want);
            ours.then_some((want, t))
        });
        let Some((i, t)) = found else {
            // A letter the run already had (`A, B, B, C`): which of the two is the choice the
            // key names cannot be told, and the run is no run.
            // (Not a line led by `A:` under labels written otherwise, `A)`, `B)`, `C)`, then
            // `A: B`: the answer of a card whose question is led by `Q:`, which the keys read.)
            let answer_lead = colon_led(&b.text) && !colon_led(&first.text);
            if !answer_lead && standing_label(b).is_some_and(|(i, a)| a == alpha && i <= prev) {
                return None;
            }
            // So is an item of the list after it that reads as a letter it already had.
            if repeated(b) && label(b).is_some_and(|l| l.0 <= prev) {
                return None;
            }
            break;
        };
        choices.push((i, t, end));
        end += 1;
        // A badge hidden inside a choice (`<span style="display:none">`) does not end the run.
        let own = blocks[end - 1].ancestors.last().copied();
        let mut skip = end;
        while blocks
            .get(skip)
            .is_some_and(|b| b.hidden && own.is_some_and(|o| b.ancestors.contains(&o)))
        {
            skip += 1;
        }
        if blocks.get(skip).is_some_and(|b| same_list(b) && skip > end) {
            end = skip;
        }
    }
    if labels_are_text(&choices) {
        return None;
    }
    // A letter glued to a small one is a label only in a list item, and only where the labels
    // letter the whole list: `Argentina`, `Brazil`, `Colombia` over `Peru` are no `A`, `B`, `C`
    // whose run ends before the list does, but a list of names in the alphabet's order.
    // (A label in an element of its own, `<span>A</span>stdio.h`, is no letter of a word.)
    let loose = |k: usize| {
        let b = &blocks[k];
        let alone = b.text.chars().next().is_some_and(|c| b.breaks.contains(&c.len_utf8()));
        !alone
            && label_before_capital(&b.text, false).is_none()
            && label_before_capital(&b.text, true).is_some()
    };
    if choices.iter().any(|c| loose(c.2)) && blocks.get(end).is_some_and(same_list) {
        return None;
    }
    // Nor where every item starts with a word as words are written, a capital then small letters
    // (`Ateena`, `Berliin`, `Cardiff`, `Dublin`: names in the alphabet's order, or `Astdio.h`,
    // `Bstdlib.h`: labels glued to their choices), unless what follows names one of the texts the
    // labels would leave (`Answer: A. stdio.h`): the letters read as labels need that evidence.
    let word = |k: usize| {
        let first = blocks[k].text.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
        let mut letters = first.chars();
        letters.next().is_some_and(char::is_uppercase)
            && letters.clone().count() >= 2
            && letters.all(char::is_lowercase)
    };
    if choices.iter().all(|c| loose(c.2) && word(c.2)) {
        const AHEAD: usize = 40;
        let after = &blocks[end..blocks.len().min(end + AHEAD)];
        let named = |text: &str| after.iter().any(|b| crate::title::contains_words(&b.text, text));
        if !choices.iter().any(|c| named(c.1.trim())) {
            return None;
        }
    }
    let digits = alpha == digit_alphabet();
    (choices.len() >= 2).then_some(Run {
        id: 0,
        start,
        end,
        choices,
        shape: Shape::Lettered,
        digits,
        alphabet: Some(alpha),
    })
}

/// Whether the labels of a run are part of its texts: taken away, they leave at most half as
/// many texts as there are choices (`1. sæti`, `2. sæti`, `3. sæti`; `A majeur`, `B mineur`, `C
/// majeur`, `D mineur`). One text given twice among others is a question's slip, which the
/// validator reports.
fn labels_are_text(choices: &[(usize, String, usize)]) -> bool {
    let mut texts: Vec<&str> = choices.iter().map(|c| c.1.trim()).collect();
    texts.sort_unstable();
    texts.dedup();
    choices.len() >= 3 && !texts.iter().any(|t| t.is_empty()) && texts.len() * 2 <= choices.len()
}

/// The blocks of `range` each read as a label and its text (those with no label left out).
fn label_run(blocks: &[Block], range: std::ops::Range<usize>) -> Vec<(usize, String, usize)> {
    let label =
        |k: usize| leading_label(&blocks[k].text, true).map(|(i, _, t)| (i, t.to_owned(), k));
    range.filter_map(label).collect()
}

/// Whether a block starts with one letter and a colon (`A: B`, `A：ウ`).
fn colon_led(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(char::is_alphabetic) && matches!(chars.next(), Some(':' | '：'))
}

/// The label a block starts with that stands apart from its text: followed by a separator
/// (`B) …`, `B. …`), or in an element of its own (`<span>B</span>Lämmastik`); not the first
/// letter of a word (`აჩვენე`, show) nor an article (`A megfejtést …`, `A helyes válasz: C`).
fn standing_label(b: &Block) -> Option<(usize, usize)> {
    let first = b.text.chars().next()?;
    let strict = crate::label::label_token(&b.text).is_some_and(|t| t.strict);
    let alone = b.breaks.contains(&first.len_utf8());
    let (i, a, _) = leading_label(&b.text, alone).filter(|_| strict || alone)?;
    Some((i, a))
}

/// A label at the start of `text`, glued to it only in a list item or before a capital or a digit.
/// In a script without capitals, a letter of the label's own script after it goes on with the
/// word it starts: Hebrew `התשובה` (the answer) is no choice `ה` (E) after `ד`.
fn label_before_capital(text: &str, item: bool) -> Option<(usize, usize, &str)> {
    let (i, a, rest) = leading_label(text, true)?;
    let glued = text.len() - rest.len() == text.chars().next().map_or(0, char::len_utf8);
    let word_goes_on = rest.chars().next().is_some_and(|next| {
        let caseless = next.is_alphabetic() && !next.is_uppercase() && !next.is_lowercase();
        let own_script = text.chars().next().and_then(quizdeck_lang::script_of)
            == quizdeck_lang::script_of(next);
        crate::sentence::small_letter(next) || caseless && own_script
    });
    (item || !glued || !word_goes_on).then_some((i, a, rest))
}

/// Plain lists of two to 26 items with no letters, each a candidate run to be confirmed by
/// evidence: list items of one list, not code, not lettered, and not links, but for an item
/// that is a link before one that is not, among at least as many that are not
/// (`<li><a>Danube</a></li><li>Rhine</li>`): a choice all the same, which left out would give the
/// items after it its place. Links after the last item that is not one are the list's own
/// (`Next question`, `Show the answer`).
pub(crate) fn plain_lists(blocks: &[Block], taken: &[Run]) -> Vec<Run> {
    let mut out = Vec::new();
    let item = |b: &Block| {
        b.kind == Kind::Item && !b.hidden && !b.code && b.radio.is_none() && !b.text.is_empty()
    };
    let plain = |b: &Block| item(b) && !b.link_only;
    let mut lists = Vec::new();
    for (i, end) in spans(blocks, taken, 0, item) {
        let end = after_last_unlinked(blocks, i..end).unwrap_or(i);
        let links = blocks[i..end].iter().filter(|b| b.link_only).count();
        if links == 0 || (end - i - links >= 2 && links <= end - i - links) {
            lists.push((i, end));
        } else {
            // A menu or a list of the next questions, or its items that are not links.
            lists.extend(spans(&blocks[..end], taken, i, plain));
        }
    }
    for (i, end) in lists {
        let len = end - i;
        // Items that write letters of their own are no plain list: lettered, they made no run
        // (a letter repeated, `A, B, B, C`), and their places give no letters either.
        // Unless what the labels leave is the same text twice (`1. sæti`, `2. sæti`): then the
        // numbers are the texts' own.
        let lettered =
            (i..end).filter(|&k| standing_label(&blocks[k]).is_some_and(|l| l.0 <= 1)).count() >= 2
                && !labels_are_text(&label_run(blocks, i..end));
        if (2..=26).contains(&len) && !lettered && !taken.iter().any(|r| r.start < end && i < r.end)
        {
            out.push(plain_run(blocks, i, end));
        }
    }
    out
}

/// The end of `range` after its last block that is no link, or `None` when every block is one:
/// the links after it are the list's own (`Next question »`), not choices.
fn after_last_unlinked(blocks: &[Block], range: std::ops::Range<usize>) -> Option<usize> {
    range.rev().find(|&k| !blocks[k].link_only).map(|k| k + 1)
}

/// The runs of blocks from `from` on that `kind` takes, each in one element, outside `taken`.
fn spans(
    blocks: &[Block],
    taken: &[Run],
    from: usize,
    kind: impl Fn(&Block) -> bool,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = from;
    while i < blocks.len() {
        let first = &blocks[i];
        if !kind(first) || taken.iter().any(|r| (r.start..r.end).contains(&i)) {
            i += 1;
            continue;
        }
        let len = blocks[i..].iter().take_while(|b| kind(b) && b.parent == first.parent).count();
        out.push((i, i + len));
        i += len.max(1);
    }
    out
}

/// A plain run of the blocks `start..end`, each a choice labelled by its place. Items a text
/// rendering numbers `1)`, `2)` … in order are numbered by the page itself, as the same lines
/// in a page's paragraphs are: a letter names none of them (`Answer: B` under `1) Harare`,
/// `2) Bulawayo` is no one's second choice), a number does.
fn plain_run(blocks: &[Block], start: usize, end: usize) -> Run {
    let choices = (start..end).map(|k| (k - start, blocks[k].text.clone(), k)).collect();
    let digits =
        (start..end).all(|k| blocks[k].number_bracket && blocks[k].number == Some(k - start + 1));
    Run { id: 0, start, end, choices, shape: Shape::Plain, digits, alphabet: None }
}

/// Rows of short text one after another in one element, not list items, one of them marked
/// with a check mark (`<div>אברהם</div><div>משה ✓</div><div>דוד</div>`) under a block that asks:
/// a plain list of choices as a results page lays it out, the mark its evidence. Each row a
/// phrase (no full stop inside, under 80 characters), two to eight of them, one marked; two such
/// lists on the page at least (one alone may be a plan picked on a price list).
pub(crate) fn marked_rows(blocks: &[Block], taken: &[Run]) -> Vec<Run> {
    let row = |b: &Block| {
        b.kind == Kind::Para
            && !b.hidden
            && !b.link_only
            && !b.code
            && !b.row
            && b.radio.is_none()
            && !b.text.is_empty()
            && b.text.chars().count() < 80
            && !crate::sentence::ends_with_full_stop(&b.text)
            && !crate::stem::asks(&b.text)
            && !b.text.contains(['·', '|'])
    };
    // A badge that names the answer (`✔ Najlepsza odpowiedź`, a forum's best reply) is no
    // choice.
    let choice = |b: &Block| !b.check_mark || !crate::lexicon::names_answer(&b.text);
    let mut out = Vec::new();
    for (i, end) in spans(blocks, taken, 1, row) {
        let len = end - i;
        let marked = blocks[i..end].iter().filter(|b| b.check_mark).count();
        if (2..=8).contains(&len)
            && marked == 1
            && blocks[i..end].iter().all(choice)
            && crate::stem::asks(&blocks[i - 1].text)
            && !taken.iter().any(|r| r.start < end && i < r.end)
        {
            out.push(plain_run(blocks, i, end));
        }
    }
    if out.len() < 2 {
        out.clear();
    }
    out
}

/// Consecutive radio buttons: labelled by their value when it is a letter, else by position.
fn radio_run(blocks: &[Block], start: usize) -> Option<Run> {
    let mut choices = Vec::new();
    let mut end = start;
    let task = blocks[start].task;
    // A `<label for>` (a control), or a `<label>` beside the input with no `for` (an item).
    let is_label = |l: &Block| {
        (l.control || l.kind == Kind::Item) && l.radio.is_none() && !l.hidden && !l.text.is_empty()
    };
    // The label before the first input is its own only when it says so (`<label for>`): a block
    // before the choices with no `for` is as likely the question (`<li>Which …?</li>`).
    let label_first = blocks[start].text.is_empty()
        && start > 0
        && blocks[start - 1].control
        && is_label(&blocks[start - 1]);
    while let Some(b) = blocks.get(end).filter(|b| b.radio.is_some() && !b.hidden && b.task == task)
    {
        // An input with no caption of its own beside its `<label for>` (`<input id=a1><label
        // for=a1>2.864 m</label>`, or the label first): the label is its caption, on the side
        // the first input has one.
        let beside = if label_first { end.checked_sub(1) } else { Some(end + 1) };
        let label = beside.filter(|&l| b.text.is_empty() && blocks.get(l).is_some_and(is_label));
        let caption = label.map_or_else(|| b.text.clone(), |l| blocks[l].text.clone());
        choices.push((choices.len(), caption, end));
        end += 1;
        // The label after the input is the run's too: the last one is no line after the choices
        // (`D: etwa 3.000.000 km/s` read as naming D).
        if label.is_some() && !label_first {
            end += 1;
        }
        // Feedback or an icon inside the row of the input (`<div class="r1"><input>…<div>why
        // not</div></div>`) does not end the run; it is no part of the choice either.
        let row = b.parent;
        let mut skip = end;
        while blocks.get(skip).is_some_and(|x| x.radio.is_none() && x.ancestors.contains(&row)) {
            skip += 1;
        }
        if skip > end
            && blocks.get(skip).is_some_and(|x| x.radio.is_some() && !x.hidden && x.task == task)
        {
            end = skip;
        }
    }
    // Captions that each start with their own letter (`A. Lincoln`, `B. Obama`) are labelled by
    // it, and read without it; one caption that only starts with a word like a letter (`A list
    // of pods` beside `A Deployment`) is read whole, as are all the others.
    let labelled: Option<Vec<String>> = choices
        .iter()
        .enumerate()
        .map(|(n, c)| {
            // A letter in an element of its own right before the text (`<span>A</span><span>
            // 10</span>`, read `A10`) is the caption's label as much as `A. 10` is.
            let apart = || {
                let first = c.1.chars().next()?.len_utf8();
                blocks[c.2].breaks.contains(&first).then(|| leading_label(&c.1, true))?
            };
            match leading_label(&c.1, false).or_else(apart) {
                Some((i, _, t)) if i == n => Some(t.to_owned()),
                _ => None,
            }
        })
        .collect();
    if let Some(texts) = labelled {
        for (c, t) in choices.iter_mut().zip(texts) {
            c.1 = t;
        }
    }
    // A badge glued after one caption (`<span>C₂H₆</span><em>Your pick</em>`), where the other
    // captions are one element each, is no part of the choice.
    if !task && choices.iter().any(|c| glued_break(&blocks[c.2]).is_none()) {
        for c in &mut choices {
            if let Some(cut) = glued_break(&blocks[c.2]) {
                let badge = &blocks[c.2].text[cut..];
                if let Some(at) = c.1.rfind(badge) {
                    c.1.truncate(at);
                }
            }
        }
    }
    let shape = if task { Shape::Task } else { Shape::Form };
    let digits = blocks[start]
        .text
        .chars()
        .next()
        .and_then(letter_index)
        .is_some_and(|l| l.1 == digit_alphabet());
    // Inputs with no caption at all, and no picture: nothing to tell the choices by.
    let captioned =
        choices.iter().any(|c| !c.1.trim().is_empty() || !blocks[c.2].images.is_empty());
    (choices.len() >= 2 && captioned).then_some(Run {
        id: 0,
        start,
        end,
        choices,
        shape,
        digits,
        alphabet: None,
    })
}

/// Where an element ends inside a caption with no space on either side (`C₂H₆|Your pick`).
fn glued_break(b: &Block) -> Option<usize> {
    b.breaks.iter().copied().find(|&at| {
        let before = b.text[..at].chars().next_back();
        let after = b.text[at..].chars().next();
        before.is_some_and(char::is_alphanumeric) && after.is_some_and(char::is_alphabetic)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(texts: &[&str]) -> Vec<(usize, String, usize)> {
        texts.iter().enumerate().map(|(i, t)| (i, (*t).to_owned(), i)).collect()
    }

    #[test]
    fn text_items_numbered_with_a_bracket_are_numbered_by_the_page() {
        let digits = |text: &str| {
            let blocks = crate::block::text_blocks(text);
            let start = blocks.iter().position(|b| b.kind == Kind::Item).unwrap();
            let end = start + blocks[start..].iter().take_while(|b| b.kind == Kind::Item).count();
            plain_run(&blocks, start, end).digits
        };
        assert!(digits("Which?\n\n1) Harare\n2) Bulawayo\n3) Gweru\n"));
        // `1.` is how a text browser numbers an ordered list, whatever letters its style shows.
        assert!(!digits("Which?\n\n1. Harare\n2. Bulawayo\n3. Gweru\n"));
        // Numbers that do not go one by one from 1 label nothing.
        assert!(!digits("Which?\n\n2) Harare\n3) Bulawayo\n4) Gweru\n"));
    }

    #[test]
    fn labels_that_leave_one_text_many_times_are_the_texts_own() {
        assert!(labels_are_text(&run(&["sæti", "sæti", "sæti", "sæti"])));
        assert!(labels_are_text(&run(&["majeur", "mineur", "majeur", "mineur"])));
        // One text twice among others is a slip of the question's, for the validator.
        assert!(!labels_are_text(&run(&["4 TB", "8 TB", "8 TB", "16 TB"])));
        assert!(!labels_are_text(&run(&["Yes", "Yes"])));
        assert!(!labels_are_text(&run(&["Oslo", "Bergen", "Trondheim"])));
    }
}
