//! The explanation: the author's prose shown with the answer, from the question's own box.
//!
//! After the key: the blocks that follow it in its own element (the reveal that holds it); where
//! the key ends its element, those of the next elements of the box around it, up to the element
//! that holds the choices too. The prose starts after a heading or a one-word label ("Begründung")
//! and ends where something else starts: a heading, a short label ("Anzeige"), a form field, a
//! button, a sidebar (`<aside>`), the title of the readers' comments ("Comments (14)"); a
//! sponsor's box between two paragraphs of a reveal is passed over. Where
//! nothing follows the key in the question's box, the element right before the key (after the
//! choices) is the explanation, as review pages show the general feedback before the right
//! answer. Without a key line (a checked task-list box), the prose after the choices.

use std::ops::Range;

use crate::block::{Block, Kind};
use crate::sentence::ends_sentence;
use unicode_normalization::char::is_combining_mark;

/// The explanation blocks of the question in the blocks `question` (from its stem to its last
/// choice), whose key is the line `key` (if any), and whose region (up to the next
/// question) is `region`. `skip` are blocks that are answer lines or learner lines.
pub(crate) fn explanation(
    blocks: &[Block],
    question: Range<usize>,
    key: Option<usize>,
    region: Range<usize>,
    skip: &[usize],
    text_mode: bool,
    prose_before: bool,
) -> Vec<usize> {
    let (stem_start, last_choice) = (question.start, question.end - 1);
    let anchor = key.unwrap_or(last_choice);
    // Content set beside the page's own (an `<aside>`: a sponsor's box, a sidebar) is no part of
    // it, unless the question itself stands in one (a sidebar's quiz).
    let beside = !blocks[anchor].aside;
    let mut after = following(blocks, anchor, last_choice, region.clone());
    if text_mode {
        after.retain(|&i| !running_header(blocks, i));
    } else {
        drop_interleaved_boxes(blocks, &mut after, (anchor, last_choice), beside);
    }
    // The page's footer ends what follows the key: a table's layout keeps no element apart for
    // it (`<tr><td>© 2008-2024 …</td></tr>` after the key's row); so does a rule across the page
    // (`<hr>`, Markdown's `---`), over a file's closing words (`*Telling: 3 uit 3 = …*`).
    // So does a heading as high as the one right over the stem (`## Contributing` after `##
    // Sample question`): another section of the page starts. Not where that heading numbers the
    // question (`## Question 1`): the page is made of questions' sections, and a heading in one
    // (`## Explanation`) is a part of its question.
    let section = stem_start.checked_sub(1).filter(|&i| blocks[i].kind == Kind::Heading);
    // A section's heading, `<h1>` to `<h4>`, not the header of a table's row.
    let section_level = section
        .filter(|&i| !blocks[i].text.contains(|c: char| c.is_numeric()))
        .map(|i| blocks[i].level)
        .filter(|&l| (1..=4).contains(&l));
    let ends = |i: usize| {
        let b = &blocks[i];
        copyright_line(&b.text)
            || b.rule_before
            || text_mode && crate::block::is_rule(&b.text)
            || b.kind == Kind::Heading && section_level.is_some_and(|l| b.level <= l)
            // A sponsor's box or a poll between two questions (`Advertisement`, `广告：…`), and a
            // score (`2,5 / 4`): the page's furniture, not the author's prose.
            || crate::lexicon::boxed_off(&b.text, &b.breaks)
            || crate::stem::is_score(&b.text)
            || b.text.split_once([':', '：']).is_some_and(|(lead, score)| {
                lead.split_whitespace().count() <= 3 && crate::stem::is_score(score)
            })
    };
    if let Some(end) = after.iter().position(|&i| ends(i)) {
        after.truncate(end);
    }
    let mut ix = prose(blocks, &after, skip, prose_before, text_mode, beside);
    if ix.is_empty()
        && let Some(k) = key
        && !prose_before
    {
        // A lead-in with nothing after it ("Your answer:") is no explanation.
        let colons = quizdeck_lang::punctuation().colons.as_slice();
        let before: Vec<usize> = preceding(blocks, k, last_choice + 1)
            .into_iter()
            .filter(|&i| {
                let t = blocks[i].text.trim_end();
                !(t.ends_with(colons) && t.split_whitespace().count() <= 4)
            })
            .collect();
        // Code alone (a notebook's cell that checks the answer, and its output) explains
        // nothing in words.
        if before.iter().any(|&i| !blocks[i].code) {
            ix = prose(blocks, &before, skip, false, text_mode, beside);
        }
    }
    end_at_furniture(blocks, &mut ix);
    if text_mode {
        end_at_other_parts(blocks, &mut ix);
        trim_link_lines(blocks, &mut ix);
    } else {
        drop_last_pointer(blocks, &mut ix);
    }
    ix
}

/// Keeps of `ix` the blocks inside the question's box: the element that holds its stem (at
/// `stem`) and its choices (the last at `last_choice`), where that is not the page itself. A
/// results page that marks the answer by a check mark alone beside the reader's pick (a form's
/// "view score" page) shows its feedback in the question's box; what follows the box is the
/// page's (`Google Forms ntiyemeza ivyo bintu.`, the form's notice under it).
pub(crate) fn keep_in_box(blocks: &[Block], stem: usize, last_choice: usize, ix: &mut Vec<usize>) {
    let (first, last) = (&blocks[stem], &blocks[last_choice]);
    let mut common = crate::stem::common_ancestors(first, last);
    // Lines of one element (`<p><b>1. …?</b><br>a) …<br>b) … ✔</p>`): the box is around it.
    if common.len() == first.ancestors.len() || common.len() == last.ancestors.len() {
        common = &common[..common.len().saturating_sub(1)];
    }
    // `<html>` and `<body>` come first: the page itself boxes no question.
    if let Some(&question_box) = common.get(2..).and_then(<[usize]>::last) {
        ix.retain(|&i| blocks[i].ancestors.contains(&question_box));
    }
}

/// After the explanation's first block, the page's own furniture ends it: a prompt that asks
/// the reader for a verdict with its buttons ("Was this question useful? Yes / No", `Kas see
/// küsimus oli kasulik? Jah Ei`, `کیا یہ سوال مفید تھا؟ ہاں / نہیں`), or a count of replies
/// (`Kommentaarid (5)`, `Replies: 4`) as the last line or before more lines: a short title with
/// a count in brackets ("Yorumlar (2)", `コメント（3）`) heads another part of the page, the
/// readers' comments (not an item of a list, and a count of at most three digits: "Olav
/// Haraldsson (1030)" under a list of kings is a name and a year).
fn end_at_furniture(blocks: &[Block], ix: &mut Vec<usize>) {
    // A question with a link to click for its answer, or the comments' title, is none, even
    // first (after a key line whose rest explains).
    let end = (0..ix.len()).find(|&k| {
        let b = &blocks[ix[k]];
        asks_for_a_click(b)
            || k > 0 && feedback_prompt(&b.text)
            || counted_title(b)
            // A row of links after a word or two and a colon: a share bar (`Kongsi: Facebook |
            // WhatsApp`).
            || k > 0 && b.links >= 2 && share_bar(&b.text)
            || k > 0 && b.kind != Kind::Item && crate::parts::counts(b.text.trim())
    });
    if let Some(end) = end {
        ix.truncate(end);
    }
}

/// A word or two and a colon, then a few short words (the links' texts and their separators).
fn share_bar(text: &str) -> bool {
    led_words(text).is_some_and(|(lead, said)| (1..=2).contains(&lead) && (2..=10).contains(&said))
}

/// How many words a line has before its first colon and after it, where it does not end with a
/// full stop: a lead and what it points to, not a sentence.
fn led_words(t: &str) -> Option<(usize, usize)> {
    let c = crate::sentence::first_colon(t)?;
    (!crate::sentence::ends_with_full_stop(t))
        .then(|| (t[..c].split_whitespace().count(), t[c..].split_whitespace().count()))
}

/// A short question followed by two or three short answers for the reader to click, written
/// apart by a slash or a bar, or each with a capital, or in a script without capitals: `…? Yes /
/// No`, `…? Jah Ei`, `…? بله خیر` (not `Is it safe? Not really`).
fn feedback_prompt(text: &str) -> bool {
    let marks = quizdeck_lang::punctuation().question_marks.as_slice();
    let Some((at, mark)) = text.char_indices().rfind(|(_, c)| marks.contains(c)) else {
        return false;
    };
    let (asked, offered) = (&text[..at], &text[at + mark.len_utf8()..]);
    let apart = offered.contains(['/', '|']);
    let words: Vec<&str> = offered
        .split(|c: char| c.is_whitespace() || matches!(c, '/' | '|'))
        .filter(|w| !w.is_empty())
        .collect();
    let button = |w: &&str| {
        let first = w.chars().next().unwrap_or(' ');
        w.chars().count() <= 12
            && w.chars().all(|c| c.is_alphabetic() || is_combining_mark(c))
            && (apart || first.is_uppercase() || first.is_alphabetic() && !first.is_lowercase())
    };
    (2..=3).contains(&words.len())
        && words.iter().all(button)
        && (1..=12).contains(&asked.split_whitespace().count())
}

/// A short question the block's one link, a word or two at its end, answers for the reader to
/// click (`Hai trovato un errore? <a>Segnalacelo</a>.`, `Found a mistake? <a>Tell us</a>`).
fn asks_for_a_click(b: &Block) -> bool {
    if b.links != 1 || b.unlinked_tail {
        return false;
    }
    let marks = quizdeck_lang::punctuation().question_marks.as_slice();
    let Some((at, mark)) = b.text.char_indices().rfind(|(_, c)| marks.contains(c)) else {
        return false;
    };
    let offered = b.text[at + mark.len_utf8()..].split_whitespace().count();
    let link = b.link_text.as_deref().map_or(offered, |l| l.split_whitespace().count());
    (1..=2).contains(&offered)
        && link == offered
        && (1..=8).contains(&b.text[..at].split_whitespace().count())
}

/// A block of a few words and a count in brackets (`Comments (14)`, `コメント（3）`), or a heading
/// of a count and a word or two (`3 faallo`, `12 Comments`, `2 sylw`), as a blog titles its
/// readers' comments.
pub(crate) fn counted_title(b: &Block) -> bool {
    let t = b.text.trim();
    if b.kind == Kind::Item {
        return false;
    }
    if b.kind == Kind::Heading && count_first(t) {
        return true;
    }
    // Else it ends in its count's bracket: most blocks do not, and are not searched for its
    // opening.
    if !t.ends_with([')', '）']) {
        return false;
    }
    let Some(open) = t.rfind(['(', '（']) else { return false };
    let count = t[open..].trim_start_matches(['(', '（']);
    let Some(count) = count.strip_suffix([')', '）']) else { return false };
    let title = t[..open].trim_end();
    (1..=3).contains(&count.len())
        && count.chars().all(|c| c.is_ascii_digit())
        && !title.is_empty()
        && title.split_whitespace().count() <= 3
        && title.chars().all(|c| c.is_alphabetic() || c.is_whitespace() || is_combining_mark(c))
}

/// A count of up to three digits, then one or two words of letters (`3 faallo`, `12 Comments`)
/// that are no words for "answer": `2 odgovora` (2 answers) heads a Q&A site's answers, among
/// which the one it accepts is the key.
fn count_first(t: &str) -> bool {
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &t[digits..];
    let words = || rest.split_whitespace();
    (1..=3).contains(&digits)
        && rest.starts_with(char::is_whitespace)
        && (1..=2).contains(&words().count())
        && words().all(|w| w.chars().all(|c| c.is_alphabetic() || is_combining_mark(c)))
        && !crate::lexicon::names_answer(rest)
}

/// After prose, a last line of a lead and a few words with no full stop points elsewhere
/// ("Siehe auch: Kettenschaltung (Wikipedia)", "Fuente: INE (2023)") or sells something
/// ("Advertisement: Telescopes 30% off"): no part of the explanation. The same rule trims a text
/// rendering's last lines (see [`trim_link_lines`]), so a page and its text agree.
fn drop_last_pointer(blocks: &[Block], ix: &mut Vec<usize>) {
    if ix.len() > 1 && ix.last().is_some_and(|&last| pointer(&blocks[last].text)) {
        ix.pop();
    }
    // A lone word after a finished sentence titles what follows it (`Կիսվել`, share, over its
    // links), which is no prose.
    if let [.., before, last] = ix[..]
        && ends_sentence(&blocks[before].text)
        && lone_word(&blocks[last].text)
    {
        ix.pop();
    }
}

/// One word of letters, with no mark after it.
fn lone_word(text: &str) -> bool {
    let t = text.trim();
    (1..=20).contains(&t.chars().count())
        && !t.contains(char::is_whitespace)
        && t.chars().all(|c| c.is_alphabetic() || is_combining_mark(c))
}

/// A lead of a word or two before a colon, then one to five words without a full stop, in a
/// script that spaces its words.
fn pointer(t: &str) -> bool {
    led_words(t).is_some_and(|(lead, said)| lead <= 2 && (1..=5).contains(&said))
        && !t.chars().any(quizdeck_lang::unspaced)
}

/// In a text rendering, the explanation ends where the page goes on to other things: a line
/// leading to another page ("Question suivante →", "← Previous"), the copyright line, a rule
/// across the page (`---`), or a short line ending in a colon over a question ("You may also
/// like:" / "Which …?"), which heads a list of other questions. Lines ending in a colon over statements ("Examples:") go on.
fn end_at_other_parts(blocks: &[Block], ix: &mut Vec<usize>) {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let heads_questions = |k: usize| {
        let t = blocks[ix[k]].text.trim_end();
        t.ends_with(colons)
            && t.split_whitespace().count() <= 6
            && ix.get(k + 1).is_some_and(|&n| crate::stem::asks(&blocks[n].text))
    };
    let end = (1..ix.len()).find(|&k| {
        let t = blocks[ix[k]].text.trim_start();
        crate::related::is_pager(t)
            || copyright_line(t)
            // A bare address: a text rendering's list of the page's links (lynx's references).
            || (t.starts_with("https://") || t.starts_with("http://")) && !t.contains(' ')
            || heads_questions(k)
            || crate::block::is_rule(t)
    });
    // The next question, numbered, which no choices of its own made one (`3. … ?`, then a line
    // of two options and no more), even as the first line after the key.
    let end =
        (0..ix.len()).find(|&k| numbered_question(&blocks[ix[k]])).into_iter().chain(end).min();
    if let Some(end) = end {
        ix.truncate(end);
    }
}

/// Whether block `i` is the page's running header, as a text copied from a PDF repeats it on each
/// of its pages: the page's first line of two words or more again, its numbers aside (`EKZAMEN —
/// Taryh (2-nji sahypa)` under the title `EKZAMEN — Taryh (1-nji sahypa)`). It is no prose of
/// the question above it.
fn running_header(blocks: &[Block], i: usize) -> bool {
    let (Some(first), Some(b)) = (blocks.first(), blocks.get(i)) else { return false };
    let letters = |t: &str| {
        t.chars().filter(|c| !c.is_numeric() && !c.is_whitespace()).collect::<Vec<char>>()
    };
    // Or the first line again with the page's number after it, where the first page has none
    // (`Písomná previerka – Biológia (strana 2)` under `Písomná previerka – Biológia`): a word
    // or two and a number, set apart by a bracket, a dash or a bar.
    let numbered_again = || {
        b.text.strip_prefix(first.text.trim()).is_some_and(|tail| {
            let tail = tail.trim();
            let words = tail.split_whitespace().count();
            tail.starts_with(['(', '[', '-', '–', '—', '|', '·', ','])
                && tail.chars().any(char::is_numeric)
                && (1..=3).contains(&words)
        })
    };
    i > 0
        && b.text.chars().next() == first.text.chars().next()
        && first.text.split_whitespace().nth(1).is_some()
        && (letters(&b.text) == letters(&first.text) || numbered_again())
}

/// Whether `b` is a numbered question: a numbered item or line that asks (`3. Which …?`).
fn numbered_question(b: &Block) -> bool {
    (b.number.is_some() || crate::counter::numbered(&b.text).is_some())
        && crate::stem::asks(&b.text)
}

/// A page's copyright line: `© 2024 …`, `Copyright © …`, `(c) 2024 …`, or a short line with the
/// sign before a year (`Studiamo Insieme © 2024 – P.IVA …`).
pub(crate) fn copyright_line(text: &str) -> bool {
    let t = text.trim_start();
    if let Some(at) = t.find('©')
        && at > 0
        && t[at + '©'.len_utf8()..].trim_start().starts_with(|c: char| c.is_ascii_digit())
        && t.split_whitespace().nth(16).is_none()
    {
        return true;
    }
    let after_word =
        t.get(..9).filter(|w| w.eq_ignore_ascii_case("copyright")).map(|_| t[9..].trim_start());
    t.starts_with('©')
        || after_word.is_some_and(|r| r.starts_with(['©', '(']) || r.starts_with(char::is_numeric))
        || t.strip_prefix("(c)")
            .or_else(|| t.strip_prefix("(C)"))
            .is_some_and(|r| r.trim_start().starts_with(char::is_numeric))
}

/// The blocks after `anchor` in its own element, else in the next elements out, up to the
/// element that holds the choices too (in a text rendering, which has no elements, all of the
/// region).
fn following(
    blocks: &[Block],
    anchor: usize,
    last_choice: usize,
    region: Range<usize>,
) -> Vec<usize> {
    let a = &blocks[anchor];
    let from = anchor + 1;
    let to = region.end.max(from);
    if a.ancestors.len() < 2 {
        return (from..to).collect();
    }
    // Out to the element that holds the choices too (or, after the choices, to the page).
    let stop = if anchor == last_choice {
        0
    } else {
        crate::stem::common_ancestors(a, &blocks[last_choice]).len().saturating_sub(1)
    };
    // A key in a reveal (`<details>`, after its summary): what the reader sees before opening it
    // is no explanation of the answer it hides.
    let reveal = (last_choice + 1..anchor)
        .rev()
        .find(|&i| blocks[i].kind == Kind::Summary)
        .map(|s| crate::stem::common_ancestors(&blocks[s], a).len().saturating_sub(1));
    let stop = stop.max(reveal.unwrap_or(0));
    // A table's row is a record of its own (a forum's post): what follows the key inside it
    // (`Answer: a<br>Explanation: …`) is all of the explanation, where it gives one.
    let own = usize::from(a.row);
    for level in (stop.min(a.ancestors.len() - 2)..a.ancestors.len() - 1 + own).rev() {
        let id = a.ancestors[level];
        let inside: Vec<usize> =
            (from..to).take_while(|&i| blocks[i].ancestors.get(level) == Some(&id)).collect();
        if inside.iter().any(|&i| !blocks[i].text.is_empty()) {
            return inside;
        }
    }
    Vec::new()
}

/// A sponsor's box set between two paragraphs of the explanation in the reveal that holds them
/// and the key (`<details>…<p>…</p><aside><a>Тури Карпатами …</a></aside><p>…</p></details>`,
/// or a box worn as one, `<div><span>Anzeige</span> <a>…</a></div>`): the prose goes on after
/// it, and the box is taken out rather than ending the explanation. Only a box of a few blocks
/// nested in that element, with a paragraph of it after the box, where the element holds the
/// key and not the choices (a reveal of its own); a sidebar beside the question, a box after the
/// last paragraph, or one on a page whose key and prose stand among the choices' blocks still
/// ends the explanation.
fn drop_interleaved_boxes(
    blocks: &[Block],
    after: &mut Vec<usize>,
    (key, last_choice): (usize, usize),
    beside: bool,
) {
    const BOX_BLOCKS: usize = 4;
    let boxed = |i: usize| {
        let b = &blocks[i];
        beside && b.aside || crate::lexicon::boxed_off(&b.text, &b.breaks)
    };
    let mut p = 1;
    while p < after.len() {
        let (prev, here) = (&blocks[after[p - 1]], &blocks[after[p]]);
        if prev.text.is_empty() || prev.kind == Kind::Heading || !boxed(after[p]) {
            p += 1;
            continue;
        }
        // The element around the paragraph before, and the box's own element inside it.
        let Some((_, outer)) = prev.ancestors.split_last() else { break };
        let Some(&box_id) = here
            .ancestors
            .get(outer.len())
            .filter(|&id| here.ancestors.starts_with(outer) && prev.ancestors.last() != Some(id))
        else {
            p += 1;
            continue;
        };
        let reveal = blocks[key].ancestors.starts_with(outer)
            && !blocks[last_choice].ancestors.starts_with(outer);
        if !reveal {
            p += 1;
            continue;
        }
        let inside = |i: &&usize| blocks[**i].ancestors.get(outer.len()) == Some(&box_id);
        let q = p + after[p..].iter().take_while(inside).count();
        let goes_on = after.get(q).is_some_and(|&i| {
            let b = &blocks[i];
            b.ancestors.len() == prev.ancestors.len()
                && b.ancestors.starts_with(outer)
                && b.kind == prev.kind
                && !b.text.is_empty()
                && !b.link_heavy
                && !boxed(i)
        });
        if goes_on && q - p <= BOX_BLOCKS {
            after.drain(p..q);
        }
        p += 1;
    }
}

/// The blocks of the element right before `key`, not before `floor`.
fn preceding(blocks: &[Block], key: usize, floor: usize) -> Vec<usize> {
    let k = &blocks[key];
    if key == 0 || key <= floor || k.ancestors.is_empty() {
        return Vec::new();
    }
    let d = k.ancestors.len() - 1;
    let prev = &blocks[key - 1];
    let Some(&sibling) = prev.ancestors.get(d).filter(|_| prev.ancestors[..d] == k.ancestors[..d])
    else {
        return Vec::new();
    };
    let mut ix: Vec<usize> = (floor..key)
        .rev()
        .take_while(|&i| {
            blocks[i].ancestors.get(d) == Some(&sibling)
                && blocks[i].ancestors[..d] == k.ancestors[..d]
        })
        .collect();
    ix.reverse();
    ix
}

/// A line that is no prose: a short label without punctuation ("Anzeige", "Feedback"), or a row
/// of short parts between dots or bars ("Share: Facebook · X · WhatsApp", "1 245 votes · Voting
/// is closed"); never a table's row, whose cells are short by nature.
fn label_line(b: &Block) -> bool {
    if b.row {
        return false;
    }
    // Looked at only where a dot or a bar is (most lines have neither): a byte search for the
    // bar and the middle dot's last byte first (B7, which some other characters end in too).
    let bytes = b.text.as_bytes();
    if memchr::memchr2(b'|', 0xB7, bytes).is_some()
        && b.text.contains(['·', '|'])
        && b.text
            .split(['·', '|'])
            .all(|p| !p.trim().is_empty() && p.split_whitespace().count() <= 4)
        && !crate::sentence::ends_with_full_stop(&b.text)
    {
        return true;
    }
    if tally(&b.text) || badge(&b.text) {
        return true;
    }
    // Thirty characters are at most 120 bytes: a longer text is not counted.
    if bytes.len() > 120 {
        return false;
    }
    let (words, chars) = (b.text.split_whitespace().count(), b.text.chars().count());
    let short =
        if b.kind == Kind::Item { words <= 2 && chars <= 24 } else { words <= 4 && chars <= 30 };
    short && !ends_sentence(&b.text)
}

/// Whether `text` starts with one word of six capitals or more (longer than most acronyms)
/// before a dot or a bar (`REKLAMA · Korepetycje …`, `ANZEIGE | …`): a badge over what follows,
/// as a sponsor's box wears it; prose starts no sentence so.
fn badge(text: &str) -> bool {
    let Some((word, rest)) = text.split_once([' ']) else { return false };
    let cased = word.chars().filter(|c| c.is_alphabetic()).all(char::is_uppercase)
        && word.chars().filter(|c| c.is_uppercase()).count() >= 6
        && word.chars().all(char::is_alphabetic);
    let after = rest.trim_start().strip_prefix(['·', '|']);
    cased && after.is_some_and(|a| a.trim().chars().count() > 1)
}

/// Whether `text` tallies the readers' picks by label (`Most chosen: B (64%), A (22%), C (8%)`):
/// a poll's line under the explanation, not part of it. Every part after the lead names one
/// label and its share.
fn tally(text: &str) -> bool {
    // Most lines have no percent sign, which a byte search tells first.
    if !(text.contains('%') || text.contains('٪')) || text.matches(['%', '٪']).count() < 2 {
        return false;
    }
    // The lead before a colon ("Most chosen:"), unless it is the first label ("A: 12 %").
    let lead = crate::sentence::first_colon(text).filter(|&c| text[..c].trim().chars().count() > 1);
    let body = lead.map_or(text, |c| {
        let colon = text[c..].chars().next().map_or(1, char::len_utf8);
        &text[c + colon..]
    });
    let share = |part: &str| {
        let p = part.trim().trim_end_matches(['.', ')']).trim_end();
        let Some(p) = p.strip_suffix(['%', '٪']) else { return false };
        let number =
            p.trim_end().trim_end_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ',');
        let label = number.trim_end().trim_end_matches(['(', ':', '-', '–', '—']).trim();
        let label = label.trim_start_matches('(').trim_end_matches(')');
        number.len() < p.trim_end().len() && label.chars().count() == 1
    };
    let parts: Vec<&str> = body.split([',', ';', '·']).collect();
    parts.len() >= 2 && parts.iter().all(|p| share(p))
}

/// The prose among `ix`: after leading headings, summaries, links and labels, up to the first
/// heading, label, form field or button after it. With `started`, prose has already begun.
/// In a text rendering, whose link lines look like labels, the page's last lines are trimmed
/// instead (see [`trim_link_lines`]).
fn prose(
    blocks: &[Block],
    ix: &[usize],
    skip: &[usize],
    mut started: bool,
    text_mode: bool,
    beside: bool,
) -> Vec<usize> {
    let mut out = Vec::new();
    // The box a heading before the prose titles (`<div><h4>试题解析</h4><p>…</p></div>`): the
    // prose ends with it, not in the boxes after (`<div>本题共有 52318 人做过，正确率 63%</div>`).
    let mut titled: Option<usize> = None;
    // A heading passed over before the prose: a table right under it is another section's
    // (`## Quick review`, then a table of more questions), no explanation.
    let mut headed = false;
    for &i in ix {
        let b = &blocks[i];
        if !started && headed && b.row {
            break;
        }
        if started && titled.is_some_and(|box_id| !b.ancestors.contains(&box_id)) {
            break;
        }
        if b.text.is_empty() && !b.images.is_empty() && started && !b.link_only {
            // A figure in the explanation: its image belongs to it.
            out.push(i);
            continue;
        }
        if b.text.is_empty() || skip.contains(&i) || b.kind == Kind::Summary || verdict(b) {
            continue;
        }
        let chrome = b.kind == Kind::Heading
            || b.control
            || b.radio.is_some()
            || b.legend
            || (beside && b.aside);
        // An item of a list the explanation is already giving goes on with it, however short
        // ("5. Tomato sauce").
        // So does the list a line of it leads with a colon ("… the Seven Hills:" / Palatine /
        // Capitoline …).
        let colons = quizdeck_lang::punctuation().colons.as_slice();
        let listed = b.kind == Kind::Item
            && out.last().is_some_and(|&p: &usize| {
                blocks[p].kind == Kind::Item && blocks[p].parent == b.parent
                    || blocks[p].kind != Kind::Item && blocks[p].text.trim_end().ends_with(colons)
            });
        // A short notice whose button follows it in its box (`This site uses cookies.
        // <button>OK</button>`) is the page's, not the question's.
        let notice = !text_mode
            && blocks.get(i + 1).is_some_and(|n| {
                n.control && !b.ancestors.is_empty() && n.ancestors.starts_with(&b.ancestors)
            })
            && b.text.split_whitespace().nth(25).is_none();
        let aside = b.link_only || (label_line(b) && !b.code) || notice;
        if started && listed && !chrome && !b.link_only {
            out.push(i);
            continue;
        }
        if !started {
            // A line mostly of a link ("Referensi: [MDN – img alt](…)") points elsewhere: no
            // explanation starts with it.
            if chrome || aside || b.link_heavy {
                if b.kind == Kind::Heading && !text_mode && b.ancestors.first() != Some(&b.parent) {
                    titled = Some(b.parent);
                }
                headed |= b.kind == Kind::Heading && !b.row;
                continue;
            }
            started = true;
        } else if chrome
            || notice
            || (label_line(b) && !b.code && !b.link_only && !text_mode)
            || (b.link_heavy && !b.link_only)
        {
            break;
        } else if b.link_only {
            continue;
        }
        out.push(i);
    }
    out
}

/// A verdict on the reader's pick (`Ihre Antwort ist richtig.`, `Your answer is incorrect`): a
/// line of a few words that names the reader's answer, which a review page shows beside its
/// feedback. So is a line led by the reader's answer (`Your answer: A (wrong)`, `Jawapan anda:
/// Sandakan`), however it goes on: what the reader picked, which may be wrong, not the author's
/// prose.
fn verdict(b: &Block) -> bool {
    let readers_answer =
        |t: &str| crate::lexicon::names_answer(t) && crate::lexicon::reader_named(t);
    if b.text.split_whitespace().nth(5).is_none() && readers_answer(&b.text) {
        return true;
    }
    // The colon first: most lines of prose have none before their first few words.
    crate::sentence::first_colon(&b.text)
        .map(|c| &b.text[..c])
        .is_some_and(|l| l.split_whitespace().nth(4).is_none() && readers_answer(l))
}

/// The longest line in Thai or Lao letters taken for a line of links (see [`trim_link_lines`]):
/// a link's words and a topic's name.
const UNMARKED_LINK: usize = 60;

/// In a text rendering, short last lines without closing punctuation are the page's links
/// ("Practise this topic  Back to the topic"), not prose. The link line may be up to 100
/// characters; lines before it (an "Advertisement" label) only a few words, since some scripts
/// (Thai) end sentences without punctuation.
///
/// A line that says what it is in a word or two before a colon, then goes on for a few words
/// ("Explanation: three is more than two", `คำอธิบาย: …`), is prose however it ends, where it is
/// the explanation's first line: after prose, such a line is the page's link to practise
/// ("Magsanay pa: Pagsusulit sa Kasaysayan ng Pilipinas", "Εξασκηθείτε: Κουίζ Φυσικής").
fn trim_link_lines(blocks: &[Block], ix: &mut Vec<usize>) {
    let led = |t: &str| {
        crate::sentence::first_colon(t).is_some_and(|c| {
            let said = &t[c..];
            let letters = said.chars().filter(|c| c.is_alphanumeric()).count();
            // Scripts written without spaces (Thai, Chinese) say a sentence in a word or two.
            let worded =
                said.split_whitespace().count() >= 5 || said.chars().any(quizdeck_lang::unspaced);
            t[..c].split_whitespace().count() <= 2 && worded && letters >= 10
        })
    };
    // After prose, a lead and a few words with no full stop point elsewhere, a link's text
    // without its address among them.
    drop_last_pointer(blocks, ix);
    // Thai and Lao letters: scripts whose sentences end without a mark.
    let unmarked = |t: &str| {
        t.chars().any(|c| {
            use quizdeck_lang::Script::{Lao, Thai};
            matches!(quizdeck_lang::script_of(c), Some(Thai | Lao))
        })
    };
    // The items of a list that a line of the explanation leads with a colon ("Motivi:" / `•
    // esilio` / `• amore per Beatrice`) are its own however short: the page's links are no list
    // under a colon.
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    // So are three items or more under a line that leads into them without a colon, in a
    // script whose sentences end without a mark (`น้ำดีมีหน้าที่ดังนี้`, bile does the following).
    let led_list = |ix: &[usize]| {
        let items = ix.iter().rev().take_while(|&&i| blocks[i].kind == Kind::Item).count();
        let lead = ix.len().checked_sub(items + 1).map(|k| blocks[ix[k]].text.trim_end());
        items > 0
            && lead.is_some_and(|t| {
                t.ends_with(colons) || items >= 3 && !ends_sentence(t) && unmarked(t)
            })
    };
    // A short heading and its links after the explanation's last sentence (`Praktikuokitės` /
    // `Ląstelės biologijos testas – 15 klausimų` / `Atsitiktinis klausimas`): a few short lines,
    // none a sentence, in a script that ends its sentences with marks.
    // A line that ends in a colon leads the lines after it ("Este importantă pentru:").
    if let Some(p) = ix.iter().rposition(|&i| ends_sentence(&blocks[i].text))
        && !blocks[ix[p]].text.trim_end().ends_with(colons)
    {
        let tail = &ix[p + 1..];
        let link = |i: &usize| {
            let t = &blocks[*i].text;
            t.chars().count() <= 100 && !ends_sentence(t) && !t.chars().any(quizdeck_lang::unspaced)
        };
        if (2..=5).contains(&tail.len()) && !led_list(ix) && tail.iter().all(link) {
            ix.truncate(p + 1);
        }
    }
    // Thai and Lao end a sentence with no mark at all: a line of theirs is a link only when
    // short, the length of a link's words (`ฝึกทำแม่น้ำโขง`, practise the Mekong; `ฝึกหัวข้อนี้
    // กลับไปหน้าหัวข้อ`), not the length of a sentence (`แม่น้ำโขงไหลผ่านจีน เมียนมา ลาว …`, the
    // explanation's one line, which was dropped where no link line followed it).
    for limit in [100, 30, 30] {
        // Prose: a finished sentence, or the explanation's only line with a lead.
        let prose = |t: &str| ends_sentence(t) || ix.len() == 1 && led(t);
        let limit_of = |t: &str| if unmarked(t) { limit.min(UNMARKED_LINK) } else { limit };
        match ix.last() {
            Some(&last)
                if !prose(&blocks[last].text)
                    && blocks[last].text.chars().count() <= limit_of(&blocks[last].text)
                    && !led_list(ix) =>
            {
                ix.pop();
            }
            _ => break,
        }
    }
}

#[cfg(test)]
mod tests;
