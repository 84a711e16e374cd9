//! The stem: the question text before a run of choices. The nearest block of content before the
//! choices (a heading whose text is a link, as topic pages show stems, counts), passing over a
//! prompt ("Select one:"), a form's caption that is no question, counters and share bars; with the
//! blocks that share its box (a code block or an image under the question), or, where the nearest
//! block is only code or a note under a question, from the question's own heading on. Its number
//! (`1. `, `Q3: `, `Pytanie 5. `) is not part of it.

use crate::block::{Block, Kind};
use crate::parts::is_content;

mod lead_in;

pub(crate) use lead_in::{lead_in, with_its_number, with_lead_in};

/// A stem found: its blocks, in order.
#[derive(Debug, Clone)]
pub(crate) struct Stem {
    pub blocks: Vec<usize>,
}

impl Stem {
    pub(crate) fn start(&self) -> usize {
        self.blocks[0]
    }
}

/// Whether text asks something: it holds a question mark of any script, or it is Greek and
/// ends in a semicolon, the Greek question mark as keyboards type it (`… σκακιού;`).
pub(crate) fn asks(text: &str) -> bool {
    // Mark by mark, each found by a byte search, rather than every character compared with every
    // mark: every block and listed title of a page is asked.
    // Other scripts' marks are never ASCII: in ASCII text only `?` is looked for.
    let ascii = text.is_ascii();
    quizdeck_lang::punctuation()
        .question_marks
        .iter()
        .any(|&mark| (!ascii || mark.is_ascii()) && text.contains(mark))
        || text.trim_end().ends_with(';') && mostly_greek(text)
}

/// Whether `text` asks, as a listed question's title does: with a question mark, or in Thai,
/// without one ([`thai_question`]: `ใครพัฒนาวัคซีนไข้ทรพิษตัวแรก`, who developed the first
/// smallpox vaccine).
pub(crate) fn title_asks(text: &str) -> bool {
    asks(text) || thai_question(text)
}

/// Whether `text` is a Thai question, which Thai writes without a question mark: a line of Thai
/// with a question word in it (`…ริมแม่น้ำสายใด`, which river; `…ดวงใดอยู่ใกล้…`, which planet
/// is nearest; `…มีกี่จังหวัด (…)`, how many provinces). Only a block that heads choices, or a
/// title listed under a "more questions" heading, is asked this. Written by hand: a few words,
/// which no crate lists.
fn thai_question(text: &str) -> bool {
    const WORDS: &[&str] =
        &["ใด", "อะไร", "ไหน", "ใคร", "เท่าไร", "เท่าไหร่", "หรือไม่", "ทำไม", "อย่างไร", "กี่"];
    let thai = |c: char| ('\u{0E01}'..='\u{0E5B}').contains(&c);
    let t = text.trim_end();
    // Most texts end in no Thai letter: the rest is not asked.
    let before_note = t.strip_suffix(')').and_then(|r| r.rfind('(').map(|at| r[..at].trim_end()));
    if !t.ends_with(thai) && !before_note.is_some_and(|r| r.ends_with(thai)) {
        return false;
    }
    t.chars().count() <= 200 && WORDS.iter().any(|w| t.contains(w))
}

/// Whether most letters of `text` are Greek.
fn mostly_greek(text: &str) -> bool {
    let (mut letters, mut greek) = (0usize, 0usize);
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        letters += 1;
        greek += usize::from(quizdeck_lang::script_of(c) == Some(quizdeck_lang::Script::Greek));
    }
    greek * 2 > letters
}

/// `text` without the points a test gives the question, in brackets after its question mark
/// (`Koji je glavni grad? (1 bod)`, `… ? [2 pts]`, `…？（3分）`): a number and a short word, or the
/// number glued to one sign. `None` where there are none.
pub(crate) fn without_points(text: &str) -> Option<&str> {
    let t = text.trim_end();
    if let Some(asked) = without_score(t) {
        return Some(asked);
    }
    let close = t.chars().next_back().filter(|c| matches!(c, ')' | ']' | '）'))?;
    let open = match close {
        ')' => '(',
        ']' => '[',
        _ => '（',
    };
    let at = t.rfind(open)?;
    let inside = &t[at + open.len_utf8()..t.len() - close.len_utf8()];
    let before = t[..at].trim_end();
    (points(inside) && asks(before)).then_some(before)
}

/// `text` without the score a form's "view score" page sets after the question's mark, in an
/// element of its own (`Ni uruzi uruhe …? 1/1`): two numbers with a slash between, after a
/// question mark. `None` where there is none.
fn without_score(t: &str) -> Option<&str> {
    let (before, score) = t.rsplit_once(char::is_whitespace)?;
    let before = before.trim_end();
    let marks = &quizdeck_lang::punctuation().question_marks;
    (is_score(score) && before.ends_with(|c: char| marks.contains(&c))).then_some(before)
}

/// `text` without the points a test gives the question in brackets before it, where an exam's
/// text puts them after the question's number (`(2 points) A ball is dropped …`, `[3 pkt]
/// Oblicz …`): the same number and short word, then the question in four words or more (or as
/// many letters of a script without spaces). `text` itself where there are none.
pub(crate) fn without_leading_points(text: &str) -> &str {
    let t = text.trim_start();
    let close = match t.chars().next() {
        Some('(') => ')',
        Some('[') => ']',
        Some('（') => '）',
        _ => return text,
    };
    let Some(end) = t.find(close) else { return text };
    let inside = &t[t.chars().next().map_or(1, char::len_utf8)..end];
    let rest = t[end + close.len_utf8()..].trim_start();
    if points(inside) && long_enough(rest) { rest } else { text }
}

/// Whether the text inside brackets gives points: a number, maybe with a fraction (`0,5 điểm`),
/// and a short word after a space, or one sign glued to it (`3分`).
fn points(inside: &str) -> bool {
    let inside = inside.trim();
    let Some((_, mut len)) = crate::counter::leading_number(inside, 3) else { return false };
    if let Some(fraction) = inside[len..].strip_prefix(['.', ',']) {
        let Some((_, more)) = crate::counter::leading_number(fraction, 2) else { return false };
        len = inside.len() - fraction.len() + more;
    }
    let unit = inside[len..].trim();
    unit.chars().count() <= 8
        && !unit.contains(char::is_whitespace)
        && unit.chars().all(char::is_alphabetic)
        && (!unit.is_empty() && inside[len..].starts_with(' ') || unit.chars().count() == 1)
}

/// Whether text leaves a blank for the choices to fill (`The capital of France is ____.`,
/// `Ibu kota Jepang adalah …`, `长江的发源地位于（    ）`), or a Thai question, which Thai asks
/// without a mark: a question, asked without a question mark.
pub(crate) fn blank(text: &str) -> bool {
    let t = text.trim_end();
    text.contains("___")
        || text.contains("＿＿")
        || t.ends_with('…')
        || t.ends_with("...")
        || empty_brackets(text)
        || thai_question(text)
}

/// Whether text holds brackets with only spaces between them (`（    ）`, `(   )`), the blank
/// that Chinese and Japanese tests leave for the answer's letter.
fn empty_brackets(text: &str) -> bool {
    text.match_indices(['(', '（']).any(|(at, open)| {
        let inside = &text[at + open.len()..];
        let rest = inside.trim_start();
        rest.len() < inside.len() && rest.starts_with([')', '）'])
    })
}

/// Whether `text` says something in four words or more, or in twelve letters of a script
/// written without spaces.
fn long_enough(text: &str) -> bool {
    text.split_whitespace().count() >= 4
        || text.chars().any(quizdeck_lang::unspaced) && text.chars().count() >= 12
}

/// Whether a table's row holds two cells or more of a word or two each (its inline ends, as
/// the block records them, part the cells).
fn column_titles(b: &Block) -> bool {
    let cells: Vec<&str> = b.parts().filter(|c| !c.is_empty()).collect();
    cells.len() >= 2 && cells.iter().all(|c| c.split_whitespace().count() <= 2)
}

/// A block that can be (part of) a stem: not a score beside it (`0/1`, `1 / 2`), as a form's
/// results show one under every question.
fn candidate(b: &Block, counters: &[usize], i: usize) -> bool {
    let heading_link = b.kind == Kind::Heading && b.link_only;
    is_content(b)
        && b.radio.is_none()
        // A control holds no question, but for an accordion's button that asks one in a few
        // words or more (`<button aria-expanded>Viktorīna: No kā veidojas dzintars?</button>`).
        && (!b.control || asks(&b.text) && long_enough(&b.text))
        && (!b.link_heavy || heading_link)
        && !counters.contains(&i)
        && !is_score(&b.text)
        && !key_line(b)
        // A picture's caption that asks nothing (`Слика уз питање 31`, the picture for question
        // 31) names the picture, not the question.
        && (!b.caption || asks(&b.text))
}

/// Whether a block is the line that gives an answer, the previous question's (`Правильна
/// відповідь: Б`): a lead that names the answer, a colon, and no question.
pub(crate) fn key_line(b: &Block) -> bool {
    let text = b.text.as_str();
    crate::sentence::first_colon(text).is_some_and(|at| {
        let lead = &text[..at];
        lead.split_whitespace().count() <= 4
            && !text[at..].trim_start_matches([':', '：']).trim().is_empty()
            && !asks(text)
            && crate::lexicon::names_answer(lead)
    })
}

/// Whether a block is a field of a post's record rather than words of its question: a label of a
/// word or two, then a value that asks nothing and is a date, fields apart, or the link the page
/// files the post under (`Category: Geography · 3 April 2024`, `Kategori: <a>Fisika</a>`). A
/// value of the question's own (`Word: dog`, `Solve: x² = 4`) is none of these.
fn meta_line(b: &Block) -> bool {
    let text = b.text.as_str();
    let value = crate::parts::without_label(text, &[]).trim();
    led_by_label(b)
        && !asks(text)
        && !blank(text)
        && (crate::parts::has_recent_date(value)
            || [" · ", " | ", " • "].iter().any(|s| value.contains(s))
            || b.links == 1 && b.link_text.as_deref().map(str::trim) == Some(value))
}

/// Whether a block's text starts with a label of a word or two and a colon (`Cuvânt: …`).
fn led_by_label(b: &Block) -> bool {
    crate::parts::without_label(&b.text, &[]).len() < b.text.len()
}

/// Whether `text` is nothing but a score: two numbers with a slash between (`0/1`, `2 / 3`).
pub(crate) fn is_score(text: &str) -> bool {
    let Some((a, b)) = text.split_once('/') else { return false };
    let number = |t: &str| {
        let t = t.trim();
        !t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || c == '.' || c == ',')
    };
    number(a) && number(b)
}

/// The stem of the run starting at `run_start`, looked for after `floor`.
pub(crate) fn find(
    blocks: &[Block],
    run: &crate::choices::Run,
    floor: usize,
    counters: &[usize],
) -> Option<Stem> {
    let run_start = run.start;
    // Choices that go on in small letters (`rallentare …`, `stop and give way`) complete the
    // sentence above them: a line ending in a colon is then that sentence ("A STOP sign
    // requires you to:"), not a prompt such as "Select one:".
    let completes = run.choices.len() >= 2
        && run.choices.iter().all(|c| c.1.trim_start().starts_with(crate::sentence::small_letter));
    // An item of the choices' own list is never their stem, but for the term a definition
    // list's choices describe (`<dt>Which …</dt><dd>A. …</dd>`), when it asks or says more than
    // a label ("Options") does, and for an item that asks above them (`<dt>Question</dt>
    // <dd>Which …?</dd><dt>Options</dt><dd>A) …</dd>`).
    let list = (blocks[run_start].kind == Kind::Item).then_some(blocks[run_start].parent);
    let definitions =
        list.is_some_and(|p| blocks[floor..run_start].iter().any(|b| b.term && b.parent == p));
    let question_term = |b: &Block| {
        b.term && (asks(&b.text) || b.text.chars().count() >= 20) || definitions && asks(&b.text)
    };
    let own_list = |b: &Block| b.kind == Kind::Item && Some(b.parent) == list && !question_term(b);
    // Choices in a table's rows: a row above them that asks nothing is the table's header
    // (`Option | Answer | Correct`), not the question.
    let rows = blocks[run_start].row;
    // So is a row of the choices' own table whose cells are a word or two each, even one that
    // asks (`Betűjel | Válasz | Helyes?`).
    let choice_table = blocks[run_start].parent;
    // A row of one cell that starts with the question's number (`ข้อ 8. ปัจจุบันประเทศไทยมี…`,
    // a question asked without a mark, as Thai asks) is the question.
    let numbered_question = |b: &Block| {
        crate::counter::numbered(&b.text).is_some_and(|(_, _, at)| {
            // Its number may stand in an element of its own (`<b>1.</b> Organ …`), no more.
            b.breaks.iter().all(|&x| x <= at)
                && b.text[at..].chars().filter(|c| c.is_alphabetic()).count() >= 12
        })
    };
    let header = |b: &Block| {
        rows && b.row
            && (!asks(&b.text) && !numbered_question(b)
                || b.parent == choice_table && column_titles(b))
    };
    let mut before = (floor..run_start).rev().filter(|&i| {
        candidate(&blocks[i], counters, i) && !own_list(&blocks[i]) && !header(&blocks[i])
    });
    let mut first = before.next()?;
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let prompt = |b: &Block| {
        let t = b.text.trim();
        // A note in brackets that asks nothing ("(Vyberte jednu možnost.)", "[2 points]") is an
        // instruction under the question, not the question.
        let bracketed = matches!(
            (t.chars().next(), t.chars().next_back()),
            (Some('('), Some(')')) | (Some('['), Some(']')) | (Some('（'), Some('）'))
        ) && t.chars().count() <= 60
            && !asks(t);
        // A form's legend that asks nothing and says little or leads with a colon ("Options",
        // "Select one or more:") is a prompt; a longer one is the question, as languages ask
        // without a question mark (`…はどれか。`, Greek `;`, Thai). Scripts without spaces say
        // as much in fewer characters (`次のうち正しいものはどれか。`).
        let says_little = || {
            let unspaced = t.chars().any(quizdeck_lang::unspaced);
            let most = if unspaced { 10 } else { 30 };
            t.split_whitespace().count() <= 4 && t.chars().count() <= most
                || crate::sentence::first_colon(t).is_some()
        };
        // A line the question's number leads (`Câu 1. Đỉnh núi cao nhất Việt Nam là:`) is the
        // question, to be completed by a choice: no prompt is numbered.
        let numbered = || crate::counter::numbered(t).is_some();
        (t.chars().count() <= 40 && t.ends_with(colons) && !completes && !numbered())
            || (b.legend && !asks(&b.text) && says_little())
            || bracketed
    };
    // A short line naming the answers above them, without a colon ("Answer options",
    // `Варианты ответа`), is a prompt under a question that asks.
    let names_options = |b: &Block| {
        let t = b.text.trim();
        !asks(t)
            && t.split_whitespace().count() <= 4
            && t.chars().count() <= 40
            && !t.chars().any(char::is_numeric)
            && crate::lexicon::names_answer(t)
    };
    if names_options(&blocks[first])
        && let Some(next) = before.clone().next()
        && asks(&blocks[next].text)
    {
        before.next();
        first = next;
    }
    // A post's record under its question (`Kategoria: Geografia · 3 kwietnia 2024`, `Kategori:
    // <a>Fisika</a>`) is no part of it: the question is the line above that asks.
    let mut above = before.clone().skip_while(|&i| meta_line(&blocks[i]));
    if meta_line(&blocks[first])
        && let Some(asked) = above.next()
        && asks(&blocks[asked].text)
    {
        while first != asked {
            first = before.next()?;
        }
    }
    let line = first;
    // A prompt stands under the question; a line ending in a colon under a line led by a label
    // (the previous question's `解析：…` over `3. 关键字 final 修饰类时表示：`) is the question
    // itself, unless that line asks.
    let over_prompt = |b: &Block| {
        asks(&b.text) || crate::parts::without_label(&b.text, &[]).len() == b.text.len()
    };
    // A title over a line of five words or more that ends in a colon (the topic `Caafimaadka
    // bulshada` over `Cudurka duumada (malaria) waxaa gudbiya:`): the line is the question, to be
    // completed by a choice, and the title no question; a prompt says less ("Select one:").
    let title_over = |line: &Block, above: &Block| {
        let t = above.text.trim();
        line.text.split_whitespace().count() >= 5
            && !asks(t)
            && t.split_whitespace().count() <= 4
            && !t.ends_with(|c: char| quizdeck_lang::sentence_ends().contains(&c))
    };
    while prompt(&blocks[first]) {
        match before.clone().next() {
            Some(next) if title_over(&blocks[first], &blocks[next]) => break,
            Some(next) if over_prompt(&blocks[next]) || blocks[first].legend => {
                before.next();
                first = next;
            }
            // A hint led by a label between the question and the prompt ("Wskazówka: to nie
            // C." over "Wybierz jedną odpowiedź:").
            Some(hint)
                if let Some(asked) = before.clone().nth(1)
                    && asks(&blocks[asked].text)
                    && !asks(&blocks[hint].text) =>
            {
                before.next();
                before.next();
                first = asked;
            }
            Some(_) => break,
            None if blocks[first].legend => return None,
            None => break,
        }
    }
    // Above a line that ends in a colon, a trail of pages (`首页 > 化学 > 多选题`) or the site's
    // menu is no question: the line is ("下列物质中，属于碱的是：").
    if first != line && (crate::trail::is_breadcrumb(&blocks[first].text) || blocks[first].chrome) {
        first = line;
    }
    // A labelled value right under the question (`Cuvânt: thunderstorm` under "How is this word
    // translated?"): the question asks of it, and the two are the stem.
    if !asks(&blocks[first].text)
        && !blank(&blocks[first].text)
        && !blocks[first].code
        && blocks[first].kind != Kind::Heading
        && led_by_label(&blocks[first])
        && let Some(question) = before.clone().next()
        && asks(&blocks[question].text)
        && blocks[question].kind != Kind::Heading
        && !blocks[question].code
    {
        return Some(Stem { blocks: vec![question, first] });
    }
    // Code, or a note, right before the choices: the question is above them, from its heading
    // (one that asks, or is numbered) or, above code, from the nearest prose.
    let code_first = blocks[first].code;
    // A heading right above the choices is their own, asking or not ("Roadmap" above a task
    // list): the question is not looked for above it.
    if (code_first || !asks(&blocks[first].text) && !blank(&blocks[first].text))
        && blocks[first].kind != Kind::Heading
    {
        let window: Vec<usize> = std::iter::once(first).chain(before.take(6)).collect();
        let is_head = |b: &Block| {
            let numbered = crate::counter::numbered(&b.text).is_some();
            !b.code
                && !b.legend
                && (b.kind == Kind::Heading && (asks(&b.text) || numbered)
                    || (code_first && b.kind != Kind::Heading))
        };
        let head = window.iter().skip(1).position(|&i| is_head(&blocks[i])).map(|p| p + 1);
        // Prose above code that asks nothing ("The function takes the vector by value.") under
        // the question's heading that asks (`### 1. What does this program print?`) is the
        // question's setting: the stem runs from the heading.
        let head = head.map(|h| {
            let prose = &blocks[window[h]];
            let setting = code_first
                && prose.kind != Kind::Heading
                && !asks(&prose.text)
                && !blank(&prose.text);
            if !setting {
                return h;
            }
            let heading = window[h + 1..].iter().position(|&i| blocks[i].kind == Kind::Heading);
            match heading {
                Some(k) if asks(&blocks[window[h + 1 + k]].text) => h + 1 + k,
                _ => h,
            }
        });
        if let Some(h) = head
            && window[1..h].iter().all(|&i| blocks[i].kind != Kind::Heading)
        {
            let mut ix: Vec<usize> = window[..=h].to_vec();
            ix.reverse();
            return Some(Stem { blocks: ix });
        }
    }
    let stem = with_its_box(blocks, first, run_start, floor, counters);
    Some(Stem { blocks: with_statements(blocks, stem, floor, &run.choices) })
}

/// The stem with the statements it asks about, when they stand right above it as a list under a
/// line that ends in a colon ("Consider the following statements:", `1. …`, `2. …`, "Which of
/// the statements given above is/are correct?"): without them the question cannot be answered.
///
/// With no such line, statements right above the question are its own when the choices name
/// them by their markers (`<ol type="I">` above "Which of the statements above are true?", then
/// "I and III only"): see [`named_by_choices`].
fn with_statements(
    blocks: &[Block],
    stem: Vec<usize>,
    floor: usize,
    choices: &[(usize, String, usize)],
) -> Vec<usize> {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let Some(&first) = stem.first() else { return stem };
    let items = (floor..first).rev().take_while(|&i| blocks[i].kind == Kind::Item).count();
    // Or lines that carry their own labels in order (`a) …`, `b) …` in one paragraph), above the
    // question or at the head of the stem found for it.
    let asked = stem.iter().copied().find(|&i| statement_label(&blocks[i]).is_none());
    let labelled = match asked {
        Some(a) if items == 0 => labelled_statements(blocks, floor, a),
        _ => 0,
    };
    let start = if labelled >= 2 { asked.unwrap_or(first) } else { first };
    let items = items.max(labelled);
    let lead = start.checked_sub(items + 1).filter(|&l| l >= floor);
    // A sentence (not a label such as "Explanation:") before statements numbered from 1.
    let led = lead.filter(|&l| {
        let b = &blocks[l];
        b.kind != Kind::Item
            && !b.code
            && is_content(b)
            && b.text.trim_end().ends_with(colons)
            && b.text.split_whitespace().count() >= 3
            // The question's own first line: numbered (`Q1. Consider …`), on a page's first
            // question, or the first line after the question before (whose explanation may end
            // in a list of its own).
            && (crate::counter::numbered(&b.text).is_some()
                || floor == 0
                || (floor..l).all(|i| !is_content(&blocks[i])))
    });
    // Numbered from 1 as written, or items of one list element (`<ol>`, bullets), which number
    // themselves when shown; not links (a menu).
    let statements = start - items..start;
    let numbered = labelled >= 2
        || statements.clone().enumerate().all(|(k, i)| blocks[i].number == Some(k + 1))
        || statements.clone().all(|i| {
            let b = &blocks[i];
            b.number.is_none()
                && b.parent == blocks[start - 1].parent
                && is_content(b)
                && !b.link_heavy
        });
    match led {
        Some(l) if items >= 2 && numbered && blocks[start].kind != Kind::Item => {
            (l..start).chain(stem.iter().copied().filter(|&i| i >= start)).collect()
        }
        None if items >= 2
            && blocks[start].kind != Kind::Item
            && named_by_choices(blocks, statements.clone(), choices) =>
        {
            statements.chain(stem.iter().copied().filter(|&i| i >= start)).collect()
        }
        _ => with_its_question(blocks, stem, floor),
    }
}

/// How many blocks right before `start` (not before `floor`) are lines labelled in order from
/// the first label, each with its mark (`a) …`, `b) …`; `1) …`, `2) …`; `i) …`, `ii) …`):
/// statements a question's first line introduces, written in one paragraph.
fn labelled_statements(blocks: &[Block], floor: usize, start: usize) -> usize {
    const SEQUENCES: &[&[&str]] = &[
        &["a", "b", "c", "d", "e", "f"],
        &["A", "B", "C", "D", "E", "F"],
        &["1", "2", "3", "4", "5", "6"],
        &["i", "ii", "iii", "iv", "v", "vi"],
        &["I", "II", "III", "IV", "V", "VI"],
    ];
    // The label without its mark.
    let label = |i: usize| statement_label(&blocks[i]).map(|l| &l[..l.len() - 1]);
    let mut count = (floor..start).rev().take_while(|&i| label(i).is_some()).count();
    while count >= 2 {
        let first = start - count;
        let ordered = SEQUENCES.iter().any(|seq| {
            (0..count).all(|k| seq.get(k).is_some_and(|&l| label(first + k) == Some(l)))
        });
        if ordered {
            return count;
        }
        count -= 1;
    }
    0
}

/// The label a line of a statement starts with, and its closing mark (`a)` of `a) …`, `ii)` of
/// `(ii) …`, `2.` of `2. …`).
pub(crate) fn statement_label(b: &Block) -> Option<&str> {
    let t = b.text.trim_start().trim_start_matches('(');
    let end = t.find([')', '.'])?;
    (b.kind != Kind::Heading && end <= 4 && t[end + 1..].starts_with(' ')).then(|| &t[..=end])
}

/// Whether the choices name the `statements` by the markers they are shown with (`I`, `III` in
/// "Samo I i III", `2` in "1 and 2 only"): half the choices or more name one, and one names two
/// or more ("None of them" may be among them). Each statement must be marked, by the number a
/// text rendering writes or the marker its `<ol>` shows, all in one list, with text, no links.
/// Choices that are numbers alone ("4", "6", "8") name one number each, never two.
fn named_by_choices(
    blocks: &[Block],
    statements: std::ops::Range<usize>,
    choices: &[(usize, String, usize)],
) -> bool {
    let parent = blocks[statements.start].parent;
    let markers: Option<Vec<String>> = statements
        .map(|i| {
            let b = &blocks[i];
            let marked = b.parent == parent && is_content(b) && !b.link_heavy && !b.code;
            marked.then(|| b.number.map(|n| n.to_string()).or_else(|| b.ordinal.clone())).flatten()
        })
        .collect();
    let Some(markers) = markers else { return false };
    let named = |text: &str| {
        let mut seen: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| markers.iter().any(|m| m == w))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len()
    };
    let counts: Vec<usize> = choices.iter().map(|c| named(&c.1)).collect();
    2 * counts.iter().filter(|&&n| n >= 1).count() >= counts.len() && counts.iter().any(|&n| n >= 2)
}

/// A stem that is only the items of a list (statements numbered I, II, III above choices that
/// name them, "I and III only") is what the question asks about, not the question: that is the
/// line right above the list, when it asks or ends in a colon ("Which of these statements are
/// true?"), and the stem runs from it. So is a stem that is only lines carrying their own labels
/// in order, none of which asks (`I. …`, `II. …`, `III. …` in one paragraph under the question).
fn with_its_question(blocks: &[Block], stem: Vec<usize>, floor: usize) -> Vec<usize> {
    let Some(&start) = stem.first() else { return stem };
    let list = blocks[start].parent;
    let items = || stem.iter().all(|&i| blocks[i].kind == Kind::Item && blocks[i].parent == list);
    let end = start + stem.len();
    let lines = || {
        stem.iter().copied().eq(start..end)
            && labelled_statements(blocks, start, end) == stem.len()
            && !stem.iter().any(|&i| asks(&blocks[i].text))
    };
    if stem.len() < 2 || !(items() || lines()) {
        return stem;
    }
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let lead = start.checked_sub(1).filter(|&l| l >= floor).filter(|&l| {
        let b = &blocks[l];
        b.kind != Kind::Item
            && !b.code
            && !b.chrome
            && is_content(b)
            && (asks(&b.text) || b.text.trim_end().ends_with(colons))
    });
    match lead {
        Some(l) => std::iter::once(l).chain(stem).collect(),
        None => stem,
    }
}

/// The block elements that hold both `a` and `b`.
pub(crate) fn common_ancestors<'a>(a: &'a Block, b: &Block) -> &'a [usize] {
    let n = a.ancestors.iter().zip(&b.ancestors).take_while(|(x, y)| x == y).count();
    &a.ancestors[..n]
}

/// The stem block and the blocks that share its box (`<div><p>What does this print?</p><pre>…
/// </pre></div>`): the element that holds the stem but not the choices. Inside it, the stem starts
/// at its last heading, and links, buttons and counters are left out.
fn with_its_box(
    blocks: &[Block],
    stem: usize,
    run_start: usize,
    floor: usize,
    counters: &[usize],
) -> Vec<usize> {
    let s = &blocks[stem];
    let shared = common_ancestors(s, &blocks[run_start]).len();
    let Some(&stem_box) = s.ancestors.get(shared) else { return vec![stem] };
    let in_box: Vec<usize> = (floor..run_start)
        .filter(|&i| {
            blocks[i].ancestors.get(shared) == Some(&stem_box) && candidate(&blocks[i], counters, i)
        })
        .collect();
    let from = in_box.iter().rposition(|&i| blocks[i].kind == Kind::Heading).unwrap_or(0);
    let stem_blocks: Vec<usize> = in_box[from..].to_vec();
    if stem_blocks.contains(&stem) && stem_blocks.len() <= 8 { stem_blocks } else { vec![stem] }
}

/// The stem without a question number or label in front (`1. `, `Q3: `, `#1. `, `Pytanie 5. `,
/// `Question: `, `Pitanje: `, `質問：`).
pub(crate) fn unnumbered(stem: &str) -> &str {
    // A form's mark of a required question (`Which word …? *`) is no part of it.
    let stem = match stem.strip_suffix(" *") {
        Some(s) if !s.ends_with('*') => s.trim_end(),
        _ => stem,
    };
    // A word that names the kind of page and a colon before a question that asks
    // (`Viktorīna: No kā …?`, `কুইজ: …?`).
    if let Some((kind, rest)) = stem.split_once([':', '：'])
        && crate::lexicon::names_a_quiz(kind)
        && asks(rest)
        && let Some(rest) = labelled(&stem[kind.len()..])
    {
        return rest;
    }
    // The longest that begins the stem: `Question` rather than `Q`.
    let t = question_word_at(stem).map_or(stem, |n| &stem[n..]);
    if t.len() < stem.len()
        && let Some(rest) = labelled(t)
    {
        return rest;
    }
    // A word for "question", a space and its number, with no mark after (`Soru 40 Işığın …?`,
    // a badge set apart by style alone): the number as if it followed the word.
    let t = match t.strip_prefix([' ', '\u{a0}']) {
        Some(num) if t.len() < stem.len() && num.starts_with(|c: char| c.is_ascii_digit()) => num,
        _ => t,
    };
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=3).contains(&digits) {
        let marks = quizdeck_lang::script(quizdeck_lang::Script::Common).punctuation.label_marks;
        // After a word for "question", the number needs no mark (`問1 江戸幕府を…`, `Q1 Which …`;
        // not `Q1 2024 revenue …`, a quarter).
        // A word of a script without spaces (`問3 192.168.1.0/24 の…`) numbers the question
        // whatever follows; `Q1 2024` may be a quarter.
        let word = &stem[..stem.len() - t.len()];
        let worded = t.len() < stem.len()
            && (word.chars().any(quizdeck_lang::unspaced)
                || !t[digits..].trim_start().starts_with(|c: char| c.is_ascii_digit()));
        let rest = t[digits..].strip_prefix(marks).or_else(|| worded.then_some(&t[digits..]));
        if let Some(rest) = rest
            && rest.starts_with([' ', '\u{3000}'])
            && rest.trim().chars().count() > 3
            && !rest.trim_start().starts_with(crate::sentence::small_letter)
        {
            return rest.trim_start();
        }
    }
    match crate::counter::numbered(stem) {
        Some((_, _, at)) => &stem[at..],
        None => stem,
    }
}

/// The length of the longest word for "question" (or its abbreviation) of any language that
/// begins `text`, in any case (`Question`, `Q`, `Pitanje`, `質問`; each language's
/// `question_prefixes`).
pub(crate) fn question_word_at(text: &str) -> Option<usize> {
    // Every language's words, lower case, each with its length as written; `text` is compared
    // (and lowered) only with those that begin with its first letter.
    static PREFIXES: std::sync::LazyLock<Vec<(char, String, usize)>> =
        std::sync::LazyLock::new(|| {
            quizdeck_lang::languages()
                .iter()
                .flat_map(|l| l.question_prefixes)
                .filter_map(|p| {
                    let lower = p.to_lowercase();
                    Some((lower.chars().next()?, lower, p.len()))
                })
                .collect()
        });
    let first = text.chars().next().map(|c| c.to_lowercase().next().unwrap_or(c));
    let same = |head: &str, lower: &str| {
        head.eq_ignore_ascii_case(lower) || (!head.is_ascii() && head.to_lowercase() == lower)
    };
    PREFIXES
        .iter()
        .filter(|p| Some(p.0) == first)
        .filter_map(|(_, lower, len)| text.get(..*len).filter(|h| same(h, lower)).map(|_| *len))
        .max()
}

/// What follows a word for "question" that labels a stem: a colon (after a space or none, `Frage :`
/// as French spacing writes it), then the question itself, which starts as a sentence does (not
/// with a small letter: `Question: true or false?` is kept whole).
fn labelled(after_word: &str) -> Option<&str> {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let after_word = after_word.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
    // Or a full stop before a question that asks (`문제. … 무엇인가요?`).
    let rest = after_word
        .strip_prefix(colons)
        .or_else(|| after_word.strip_prefix('.').filter(|r| asks(r)))?;
    let own = rest.trim_start();
    // A word that only begins with the label (`Questions`, `Fragebogen`) has no colon after it.
    let asked = own.chars().count() > 3 && !own.starts_with(crate::sentence::small_letter);
    asked.then_some(own)
}

#[cfg(test)]
mod tests;
