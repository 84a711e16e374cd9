//! The page as a sequence of blocks: what both the HTML and the text readers produce, and what the
//! layout recognizer reads.

use quizdeck_model::text::collapse_whitespace;

/// What kind of line or element a block is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    /// A paragraph or any other line of text.
    Para,
    /// A heading (`<h1>`–`<h6>`).
    Heading,
    /// An item of a list (`<li>`, or a text line such as `  1. …`).
    Item,
    /// The clickable summary of a reveal (`<summary>`).
    Summary,
}

/// One block of text.
#[derive(Debug, Clone)]
pub(crate) struct Block {
    /// Whitespace-collapsed text.
    pub text: String,
    pub kind: Kind,
    /// Inside an element hidden by `hidden`, `display:none` or `aria-hidden`.
    pub hidden: bool,
    /// Every character of the text is inside a link.
    pub link_only: bool,
    /// Most of the text is inside links (a share bar, a breadcrumb).
    pub link_heavy: bool,
    /// Inside a button: a control, not content.
    pub control: bool,
    /// The block elements around it, outermost first (their ids), for telling which container
    /// holds a question.
    pub ancestors: Vec<usize>,
    /// A blank line comes before it (text renderings).
    pub gap_before: bool,
    /// A rule across the page (`<hr>`, Markdown's `---`) comes between it and the block before.
    pub rule_before: bool,
    /// The value of a radio button or checkbox the block holds.
    pub radio: Option<String>,
    /// That radio button or checkbox is checked.
    pub checked: bool,
    /// That checkbox is the document's own mark, not a form field: it has no name and sits in no
    /// form (a rendered task list, `- [x]`). Checked, it marks the key; a checked form field is
    /// only what a learner picked.
    pub task: bool,
    /// The block ends in its one link, a word or two after a sentence (`This site uses cookies.
    /// <a>Accept</a>`): a notice and its button, no title.
    pub notice: bool,
    /// The block, or an element around it, is marked as the correct choice by an attribute.
    pub marked_correct: bool,
    /// A check mark (`✔`) stood beside the text.
    pub check_mark: bool,
    /// All the text but a label is strong (bold).
    pub strong: bool,
    /// Strong text marks this choice as the correct one (see [`crate::strong`]).
    pub strong_mark: bool,
    /// Code (`<pre>`, a fenced block): its lines are kept, and it is never a key, a label or a
    /// counter.
    pub code: bool,
    /// The caption of a group of form fields (`<legend>`).
    pub legend: bool,
    /// The caption of a picture (`<figcaption>`).
    pub caption: bool,
    /// Inside an `<aside>`: content set beside the page's own (a sponsor's box, a sidebar).
    pub aside: bool,
    /// The innermost element around it that is a post of its own: an `<article>` (HTML's element
    /// for a reader's comment as for a blog entry), or one a `<time>` (a byline's date) or a
    /// byline (`<b>Dafydd</b> wrote:`, see [`crate::byline`]) stood in before it. A line in a
    /// post that does not hold the question is no key of it.
    pub post: Option<usize>,
    /// A byline that opens a reader's post (`<b>Dafydd</b> wrote:`, see [`crate::byline`]): it
    /// names who wrote, never what the question is about.
    pub byline: bool,
    /// Site chrome: inside a `<nav>`, or a link to the site's home page (its name or logo).
    /// Never a topic.
    pub chrome: bool,
    /// Links that start in the block.
    pub links: usize,
    /// The text goes on after its last link (`<a>Home</a> › <a>IT</a> › Subnets`): a trail's
    /// last part, left unlinked, is the page the reader is on.
    pub unlinked_tail: bool,
    /// An item of a list that may be a breadcrumb trail (see [`crate::trail`]): `Some(true)`
    /// where schema.org's vocabulary types the list as one, `Some(false)` for an ordered list in
    /// a `<nav>`.
    pub crumb: Option<bool>,
    /// The block, or an element in it, is marked as where the reader is (`aria-current`).
    pub current: bool,
    /// The block's first link leads to the site's home page (a trail's `Home`).
    pub home_link: bool,
    /// A block in a `<nav>` whose links, two or more, lead down one path, each into the one
    /// before (`/sl/` then `/sl/vulkani/`), the first not to the home page: a trail's links,
    /// where a menu's lead side by side (`/` then `/about/`).
    pub links_descend: bool,
    /// The text of the block's one link, in a block of parts that says more than the link
    /// (`Kategori: <a>PPN</a> · Diperbarui …` gives `PPN`).
    pub link_text: Option<String>,
    /// The number a text rendering's list item is written with (`2.` gives 2).
    pub number: Option<usize>,
    /// That number is followed by a bracket (`2)`): the page's own label, as an author writes it
    /// (a text browser numbers an ordered list's items `2.`, whatever letters its style shows).
    pub number_bracket: bool,
    /// A definition list's term (`<dt>`), which the items after it describe.
    pub term: bool,
    /// A row of a table (`<tr>`).
    pub row: bool,
    /// The heading level (1–6) of a heading.
    pub level: u8,
    /// Byte offsets in `text` where an inline element ends (`<span>D</span> Before …` ends one
    /// after `D`): a label that ends there stands alone.
    pub breaks: Vec<usize>,
    /// A letter an attribute names as the answer (`data-answer="B"`).
    pub answer_attr: Option<String>,
    /// An id the markup gives the question this block belongs to (`data-question-id`).
    pub key_attr: Option<String>,
    /// Images in the block: (src, alt).
    pub images: Vec<(String, String)>,
    /// 1-based line in the input, for text renderings.
    pub line: Option<usize>,
    /// Identifies the nearest list or container the block sits in, so runs of items can be kept
    /// to one list.
    pub parent: usize,
    /// Position of an item in a list the page shows with letters (`<ol type="A">`).
    pub implicit_label: Option<usize>,
    /// The marker an ordered list shows before the item (`3`, `iv`), where it numbers them.
    pub ordinal: Option<String>,
}

impl Block {
    /// Its text split where its elements end (`breaks`), each part trimmed: a table row's cells,
    /// a line's spans. A part left empty between two ends is an empty string, so that the parts
    /// keep their places.
    pub(crate) fn parts(&self) -> impl Iterator<Item = &str> {
        let t = self.text.as_str();
        let ends = self.breaks.iter().copied().filter(move |&x| x > 0 && x < t.len());
        let mut start = 0;
        ends.chain([t.len()]).map(move |end| {
            let part = t.get(start..end).map_or("", str::trim);
            start = end;
            part
        })
    }

    pub(crate) fn new(text: String, kind: Kind) -> Self {
        Self {
            text,
            kind,
            hidden: false,
            link_only: false,
            link_heavy: false,
            control: false,
            ancestors: Vec::new(),
            gap_before: false,
            rule_before: false,
            radio: None,
            checked: false,
            task: false,
            notice: false,
            marked_correct: false,
            check_mark: false,
            strong: false,
            strong_mark: false,
            code: false,
            legend: false,
            caption: false,
            aside: false,
            post: None,
            byline: false,
            chrome: false,
            links: 0,
            unlinked_tail: false,
            crumb: None,
            current: false,
            home_link: false,
            links_descend: false,
            link_text: None,
            number: None,
            number_bracket: false,
            term: false,
            row: false,
            level: 0,
            breaks: Vec::new(),
            answer_attr: None,
            key_attr: None,
            images: Vec::new(),
            line: None,
            parent: 0,
            implicit_label: None,
            ordinal: None,
        }
    }
}

/// Whether `line` is a rule across the page (`---`, `* * *`, `======`, `───`): three marks or
/// more and nothing else. What follows it is another part of the page.
pub(crate) fn is_rule(line: &str) -> bool {
    let rule_mark = |c: char| matches!(c, '-' | '*' | '_' | '=' | '─' | '━' | '—');
    line.chars().all(|c| rule_mark(c) || c.is_whitespace())
        && line.chars().filter(|&c| rule_mark(c)).count() >= 3
}

/// Whether `line` is a question written in words alone, as a text browser sets a heading a few
/// spaces further in than the paragraphs (`       In welchem Organell …?` under `   Zellbiologie`),
/// and never code: it ends in a question mark, has four words or more (or six letters or more of a
/// script without spaces), and holds none of ASCII's symbols but a sentence's (`=`, `*`, `_`,
/// `;`, brackets but round ones, …): `SELECT * FROM t WHERE id = ?` and `def empty?` stay code.
fn question_in_words(line: &str) -> bool {
    let marks = &quizdeck_lang::punctuation().question_marks;
    let Some(last) = line.trim_end().chars().next_back() else { return false };
    if !marks.contains(&last) {
        return false;
    }
    // Code is written in ASCII's symbols; any other script's letters, marks and punctuation
    // are prose.
    let prose = |c: char| {
        !c.is_ascii()
            || c.is_ascii_alphanumeric()
            || c.is_ascii_whitespace()
            || matches!(c, ',' | '.' | '\'' | '"' | '(' | ')' | '-' | ':' | '!' | '?')
    };
    let words = line.split_whitespace().count();
    let unspaced = line.chars().filter(|&c| quizdeck_lang::unspaced(c)).count();
    line.chars().all(prose) && (words >= 4 || unspaced >= 6)
}

/// Splits a text rendering into blocks: one per non-blank line; list lines (`  1. text`, `- text`,
/// `• text`) become items without their marker. Lines of one list share a `parent`; a numbered
/// list goes on across blank lines while its numbers do. A line wrapped by the program that saved
/// the page is joined back: an indented line right after an item continues it, and a line right
/// after a long line of prose continues that (in the layout, prose lines stand between blank lines).
pub(crate) fn text_blocks(text: &str) -> Vec<Block> {
    /// A prose line this long, followed directly by another, was wrapped.
    const WRAPPED: usize = 60;
    // Lines are only joined as wrapped prose where blank lines separate paragraphs; a page
    // copied from a browser has none, and each of its lines is a block of its own.
    let paragraphs = text.lines().filter(|l| l.trim().is_empty()).nth(1).is_some();
    let mut blocks: Vec<Block> = Vec::new();
    let mut list = 0;
    let mut last_number: Option<usize> = None;
    let mut gap = true;
    // A fenced code block of a Markdown file read as text (```` ```python ```` … ```` ``` ````):
    // its fence character and the block its lines go into, kept as they are.
    // With the fence's indentation, which its lines drop (a fence under a list item, `   ```).
    let mut fence: Option<(char, Block, usize)> = None;
    // Whether the last block is code set off by its indent, which the next such line goes on;
    // how far in the last line of prose starts (its code's lines drop four spaces more).
    let mut indented_code = false;
    let mut para_indent = 0;
    let fence_of = |t: &str| {
        let c = t.chars().next().filter(|&c| c == '`' || c == '~')?;
        (t.chars().take_while(|&x| x == c).count() >= 3).then_some(c)
    };
    // The number of the last line, if numbered and kept whole as a sentence's start.
    let mut sentence_number: Option<usize> = None;
    for (i, line) in text.lines().enumerate() {
        // A line of strong text (see `crate::strong`), as a Markdown file read as text marks it.
        let (line, strong) = match line.strip_suffix(crate::strong::STRONG) {
            Some(l) => (l, true),
            None => (line, false),
        };
        let trimmed = line.trim();
        if let Some((c, _, _)) = fence {
            if fence_of(trimmed) == Some(c) && trimmed.chars().all(|x| x == c) {
                if let Some((_, code, _)) = fence.take().filter(|f| !f.1.text.is_empty()) {
                    blocks.push(code);
                }
                gap = false;
            } else if let Some((_, code, indent)) = &mut fence {
                if !code.text.is_empty() {
                    code.text.push('\n');
                }
                let spaces = line.bytes().take(*indent).take_while(|&b| b == b' ').count();
                code.text.push_str(line[spaces..].trim_end());
            }
            continue;
        }
        if let Some(c) = fence_of(trimmed) {
            let mut code = Block::new(String::new(), Kind::Para);
            code.code = true;
            code.line = Some(i + 2);
            code.gap_before = gap;
            fence = Some((c, code, line.len() - line.trim_start_matches(' ').len()));
            last_number = None;
            continue;
        }
        if trimmed.is_empty() {
            gap = true;
            continue;
        }
        // Code set off under a paragraph by a blank line and an indent of four to eight spaces
        // more, or a tab (`    $ ping -c 1 192.0.2.1`), as a page saved as text gives a
        // `<pre>`: one block, its lines kept. Not a list's item nor a choice (`    A) …`),
        // indented as they may be, nor a title centred on the line (lynx sets one 30 spaces in).
        let indent = line.len() - line.trim_start_matches(' ').len();
        let deeper = |by: usize| (4..=8).contains(&by);
        let code_line = (line.starts_with('\t') || deeper(indent.saturating_sub(para_indent)))
            && strip_list_marker(line).is_none()
            && crate::label::leading_label(trimmed, false).is_none()
            && !question_in_words(trimmed);
        let unindented = || {
            let spaces = line.bytes().take(para_indent + 4).take_while(|&b| b == b' ').count();
            line.strip_prefix('\t').unwrap_or(&line[spaces..]).trim_end()
        };
        if code_line
            && indented_code
            && !gap
            && let Some(code) = blocks.last_mut()
        {
            code.text.push('\n');
            code.text.push_str(unindented());
            continue;
        }
        indented_code = false;
        if code_line && gap && blocks.last().is_some_and(|p| p.kind == Kind::Para && !p.code) {
            let mut code = Block::new(unindented().to_owned(), Kind::Para);
            code.code = true;
            code.line = Some(i + 1);
            code.gap_before = true;
            blocks.push(code);
            indented_code = true;
            gap = false;
            last_number = None;
            continue;
        }
        // A line that may start a sentence with a number (`1) kg`, `1. mája …`) and the lines
        // numbered on from it are read alike: lines of their own after one kept whole (`1) kg`,
        // `2) W`, `3) J`: the numbers their labels), items after an item (`1) Kg`, `2) m`).
        let listed = list_marker(line);
        let numbered = listed.and_then(|m| m.1);
        let sentence = listed.is_some_and(|(rest, _)| starts_sentence(line, rest));
        let follows = |n: Option<usize>| !gap && n.zip(numbered).is_some_and(|(l, n)| n == l + 1);
        let after_item = || blocks.last().is_some_and(|p| p.kind == Kind::Item);
        let marker = match listed {
            Some(_) if !sentence && follows(sentence_number) => None,
            Some(_) if sentence && !(follows(last_number) && after_item()) => None,
            m => m,
        };
        sentence_number = numbered.filter(|_| marker.is_none());
        // A reveal's summary (see `marks::SUMMARY`) is a line of its own.
        let prev =
            blocks.last_mut().filter(|_| !gap && !trimmed.starts_with(crate::marks::SUMMARY));
        // A rule across the page (`* * *`, `- - -`) is no list item.
        let block = match marker.filter(|_| !is_rule(trimmed)) {
            Some((rest, number)) => {
                let after_item = prev.as_ref().is_some_and(|p| p.kind == Kind::Item);
                let numbered_on =
                    number.is_some() && last_number.zip(number).is_some_and(|(l, n)| n == l + 1);
                if !(after_item && (number.is_none() || numbered_on)) && !(gap && numbered_on) {
                    list += 1;
                }
                last_number = number;
                let mut b = Block::new(collapse(rest), Kind::Item);
                b.parent = list;
                b.number = number;
                let t = line.trim_start();
                b.number_bracket = number.is_some()
                    && t.trim_start_matches(|c: char| c.is_ascii_digit()).starts_with([')', '）']);
                b
            }
            None => {
                let indented = line.starts_with(char::is_whitespace);
                if let Some(p) = prev {
                    // A choice indented under a numbered question (`1. Which …?` / `   a) 3`) is
                    // a line of its own; so is a rule a text browser draws as far in as the list
                    // above it (lynx's `<hr>`, a line of `_`), which ends the list.
                    let wrapped_item = p.kind == Kind::Item
                        && indented
                        && !crate::markdown::labelled_line(trimmed)
                        && !is_rule(trimmed);
                    // Lines that start with a label (`A. …`, `Б) …`) are choices, never wrapped prose;
                    // but a small letter and a space is a word (`и слага`, `a la`, `e o`), which
                    // wrapped prose starts lines with.
                    let labelled = |t: &str| {
                        let mut chars = t.chars();
                        let word = chars.next().is_some_and(char::is_lowercase)
                            && chars.next().is_some_and(char::is_whitespace);
                        !word && crate::label::leading_label(t, false).is_some()
                    };
                    // A line led by words that name the answer (`The correct answer is: …`,
                    // `Odpowiedź: …`) starts a key, however long the line before it.
                    let key_line = |t: &str| {
                        crate::sentence::first_colon(t).is_some_and(|c| {
                            let lead = &t[..c];
                            lead.split_whitespace().count() <= 5
                                && lead.chars().any(char::is_alphanumeric)
                                && crate::lexicon::names_answer(lead)
                        })
                    };
                    // A line led by a word for "question" and a number (`Questão 2: …`)
                    // starts another question's part.
                    let question_numbered = |t: &str| {
                        crate::stem::question_word_at(t).is_some_and(|len| {
                            t.get(len..).is_some_and(|r| {
                                r.trim_start().starts_with(|c: char| c.is_ascii_digit())
                            })
                        })
                    };
                    // A long line that starts with a capital letter and a space alone goes on in
                    // small letters as a sentence does (`A zsírban oldódó vitaminok …`, `O argônio
                    // pertence …`: an article): no choice, which starts as a sentence.
                    let sentence_led = |t: &str| {
                        crate::label::label_token(t)
                            .is_some_and(|l| !l.strict && l.rest.starts_with(char::is_lowercase))
                    };
                    let wrapped_prose = paragraphs
                        && p.kind == Kind::Para
                        && p.text.chars().count() >= WRAPPED
                        && (!labelled(&p.text) || sentence_led(&p.text))
                        && !labelled(trimmed)
                        && !key_line(trimmed)
                        && !question_numbered(trimmed)
                        // A title's underline (`=====`) or a rule is no words of it.
                        && !is_rule(trimmed);
                    // A sentence broken off in the middle (`Qual organelo é responsável pela
                    // produção` / `da maior parte da energia da célula?`), blank lines or not:
                    // its rest starts with a small letter, in a script whose sentences start
                    // with a capital (not Georgian, whose letters are all small ones).
                    let small = |c: char| {
                        use quizdeck_lang::Script::{Armenian, Cyrillic, Greek, Latin};
                        c.is_lowercase()
                            && matches!(
                                quizdeck_lang::script_of(c),
                                Some(Latin | Cyrillic | Greek | Armenian)
                            )
                    };
                    // So is a numbered question's (`2. Türkiye'nin başkenti … olarak` /
                    // `ilan edilmiştir?`).
                    let broken_off = (p.kind == Kind::Para
                        || p.kind == Kind::Item && p.number.is_some())
                        && !p.code
                        && p.text.split_whitespace().nth(2).is_some()
                        && p.text.ends_with(|c: char| c.is_alphabetic() || c == ',')
                        && trimmed.starts_with(small)
                        && !labelled(&p.text)
                        && !labelled(trimmed);
                    // A word hyphenated at the end of a line, as a PDF's text gives it (`…
                    // acompaniament instru-` / `mental?`): one word again.
                    let hyphenated = matches!(p.kind, Kind::Para | Kind::Item)
                        && !p.code
                        && p.text.split_whitespace().nth(2).is_some()
                        && p.text
                            .strip_suffix('-')
                            .is_some_and(|t| t.ends_with(char::is_alphabetic))
                        && trimmed.starts_with(small)
                        && !labelled(trimmed);
                    if hyphenated {
                        p.text.pop();
                        p.text.push_str(&collapse(trimmed));
                        continue;
                    }
                    if wrapped_item || wrapped_prose || broken_off {
                        p.text.push(' ');
                        p.text.push_str(&collapse(trimmed));
                        continue;
                    }
                }
                last_number = None;
                match (
                    trimmed.strip_prefix(crate::marks::SUMMARY),
                    trimmed.strip_prefix(crate::marks::HEADING),
                ) {
                    (Some(summary), _) => Block::new(collapse(summary), Kind::Summary),
                    // A Markdown file read as text keeps its headings (`## Kaasautorid`): a
                    // section after a question is no part of its explanation.
                    (None, Some(title)) => {
                        let level = title.bytes().next().filter(u8::is_ascii_digit);
                        let title =
                            title.strip_prefix(|c: char| c.is_ascii_digit()).unwrap_or(title);
                        let mut b = Block::new(collapse(title), Kind::Heading);
                        b.level = level.map_or(1, |d| d - b'0');
                        b
                    }
                    (None, None) => Block::new(collapse(trimmed), Kind::Para),
                }
            }
        };
        let mut block = block;
        // Cells a tab apart (`State	Finished`, `Grade	0.00 out of 1.00`): a table's row, as a
        // page saved as text writes one.
        block.row = trimmed.contains('\t');
        // Words a wide gap apart (`Condividi   Segnala un errore`, `Home   Quiz   Contatti`): a
        // row of links or buttons as a page saved as text renders it.
        block.link_heavy = block.kind == Kind::Para && !block.row && spaced_row(trimmed);
        block.line = Some(i + 1);
        block.strong = strong;
        block.gap_before = gap;
        gap = false;
        if block.kind == Kind::Para {
            para_indent = indent;
        }
        blocks.push(block);
    }
    // A fence left open runs to the end.
    if let Some((_, code, _)) = fence.filter(|f| !f.1.text.is_empty()) {
        blocks.push(code);
    }
    blocks
}

/// Whether a line is short parts a run of spaces apart, a word or a few each, none asking and
/// the first no choice's label (`A) 4   B) 5   C) 6` is a line of options).
fn spaced_row(line: &str) -> bool {
    if !line.contains("  ") || crate::label::leading_label(line, false).is_some() {
        return false;
    }
    let parts: Vec<&str> = line.split("  ").map(str::trim).filter(|p| !p.is_empty()).collect();
    // Each part a word or more: a blank to fill in brackets (`…是（    ）`) parts nothing.
    parts.len() >= 2
        && parts.iter().all(|p| {
            p.chars().any(char::is_alphanumeric)
                && p.split_whitespace().count() <= 4
                && p.chars().count() <= 30
                && !crate::stem::asks(p)
                && !crate::sentence::ends_with_full_stop(p)
        })
}

/// The text after a list marker, and the item's number, if the line is a list item: a `1.` or
/// `1)` number, or a bullet, followed by white space. A number at the very start of a line
/// followed by a lower-case word begins a sentence with a date or an ordinal (`1. siječnja 2023.
/// Hrvatska …`), not a list.
fn strip_list_marker(line: &str) -> Option<(&str, Option<usize>)> {
    list_marker(line).filter(|&(rest, _)| !starts_sentence(line, rest))
}

/// Whether a line whose list marker leaves `rest` may start a sentence with its number instead
/// (`1. mája …`, `1) kg`): an ASCII number and mark at the line's very start, a small letter
/// after them.
fn starts_sentence(line: &str, rest: &str) -> bool {
    let after_digits = line.trim_start_matches(|c: char| c.is_ascii_digit());
    after_digits.len() < line.len()
        && after_digits.starts_with(['.', ')'])
        && rest.starts_with(crate::sentence::small_letter)
}

/// A list item's text and number, whether or not it may start a sentence instead (see
/// [`starts_sentence`]).
fn list_marker(line: &str) -> Option<(&str, Option<usize>)> {
    let t = line.trim_start();
    if let Some(rest) = t.strip_prefix(['•', '·', '-', '*', '–', '◦', '▪']) {
        // After a bullet too, as lynx lists a form's options (`* ( ) A. Abertawe`).
        return after_space(rest).map(|r| (radio(r).unwrap_or(r), None));
    }
    // Bullets that scripts without spaces write right before the text (`・臺灣最長的河流…`), and
    // that start no word, as `-` and `*` do (`-5 °C`, `*emphasis*`).
    if let Some(rest) = t.strip_prefix(['・', '●', '■', '◆', '○', '►', '▶', '▸', '➤'])
    {
        let rest = rest.trim_start();
        return (!rest.is_empty()).then_some((rest, None));
    }
    if let Some(rest) = radio(t) {
        return Some((rest, None));
    }
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let number = t[..digits].parse().ok();
    // A full-width mark takes its own space (`1．下列…`, `2、长江…`), but not before another
    // number (`1、2、3`).
    if let Some(rest) = t[digits..].strip_prefix(['．', '）', '、']) {
        let rest = rest.trim_start();
        return (!rest.is_empty() && !rest.starts_with(|c: char| c.is_ascii_digit()))
            .then_some((rest, number));
    }
    let rest = t[digits..].strip_prefix(['.', ')'])?;
    Some((after_space(rest)?, number))
}

/// The text after a radio button as text renders it (`( ) Liguria`, `(•) Liguria`, the reader's
/// pick): the options of a form.
fn radio(t: &str) -> Option<&str> {
    ["( )", "(•)", "(o)", "(*)", "◯", "◉"]
        .iter()
        .find_map(|m| t.strip_prefix(m))
        .and_then(after_space)
        .filter(|r| !r.is_empty())
}

fn after_space(rest: &str) -> Option<&str> {
    rest.starts_with(char::is_whitespace).then(|| rest.trim_start())
}

/// Collapses runs of white space into one space and trims, and drops the invisible characters
/// that only guide line breaking (soft hyphen, zero-width space, word joiner, stray byte-order
/// marks). Zero-width joiners stay: scripts such as Persian and the Indic ones need them.
pub(crate) fn collapse(s: &str) -> String {
    // Looked for by the first bytes of their UTF-8 forms (C2, E2, EF), which a byte search skips
    // to, rather than by testing every character of every block: most blocks have none.
    let has_invisible = memchr::memchr3_iter(0xc2, 0xe2, 0xef, s.as_bytes())
        .any(|i| s[i..].chars().next().is_some_and(invisible));
    if has_invisible {
        collapse_whitespace(&s.replace(invisible, ""))
    } else {
        collapse_whitespace(s)
    }
}

pub(crate) fn invisible(c: char) -> bool {
    matches!(c, '\u{ad}' | '\u{200b}' | '\u{2060}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_in_words_is_no_code_and_code_that_asks_stays_code() {
        for line in [
            "In welchem Zellorganell findet die Zellatmung statt?",
            "Quin és el planeta amb més llunes l'any 2024?",
            "地球の大気で最も多い気体はどれですか？",
            "Pa (-20 °C) ndi mavuto ati?",
        ] {
            assert!(question_in_words(line), "{line}");
        }
        for line in [
            "SELECT nom FROM alumnes WHERE id = ?",
            "def empty?",
            "x = a > b ? a : b; // which one?",
            "is_valid?",
            "print(\"Ready?\")",
            "Which one is it",
        ] {
            assert!(!question_in_words(line), "{line}");
        }
    }

    #[test]
    fn list_lines_become_items_of_one_list() {
        let b = text_blocks("Stem?\n\n  1. AOne\n  2. BTwo\nShow\n\n  1. Next\n");
        let kinds: Vec<_> = b.iter().map(|b| (b.kind, b.text.as_str(), b.parent)).collect();
        assert_eq!(
            kinds,
            [
                (Kind::Para, "Stem?", 0),
                (Kind::Item, "AOne", 1),
                (Kind::Item, "BTwo", 1),
                (Kind::Para, "Show", 0),
                (Kind::Item, "Next", 2)
            ]
        );
        assert_eq!(b[1].line, Some(3));
    }

    #[test]
    fn invisible_characters_leave_and_joiners_stay() {
        assert_eq!(
            collapse("soft\u{ad}ware  zero\u{200b}width\u{2060}\u{feff} \u{200d}x"),
            "software zerowidth \u{200d}x"
        );
        assert_eq!(collapse("a \u{200b} b"), "a b");
        // The same first bytes in other characters: `©` (C2 A9), `—` (E2 80 94), `ｗ` (EF BD 97).
        assert_eq!(collapse(" © — ｗ "), "© — ｗ");
    }

    proptest::proptest! {
        /// The byte search finds every invisible character the character search found.
        #[test]
        fn collapse_drops_what_a_character_search_drops(
            text in "([a-z ©—ｗ\u{ad}\u{200b}\u{2060}\u{feff}\u{200d}]|\\PC){0,30}"
        ) {
            let expected = collapse_whitespace(&text.replace(invisible, ""));
            proptest::prop_assert_eq!(collapse(&text), expected);
        }
    }

    #[test]
    fn a_date_or_an_ordinal_starting_a_line_makes_no_item() {
        let b = text_blocks("1. siječnja 2023. Hrvatska je uvela koju valutu?");
        assert_eq!(b[0].kind, Kind::Para);
        assert!(b[0].text.starts_with("1. siječnja"));
        assert_eq!(text_blocks("1956. október 23-án?")[0].kind, Kind::Para);
        // Indented, as the site's lists are, a lower-case item is still an item.
        assert_eq!(text_blocks("  1. iPhone oder Android?")[0].kind, Kind::Item);
        assert_eq!(text_blocks("1. Milyen színű?")[0].kind, Kind::Item);
    }

    #[test]
    fn numbers_and_bullets_make_items_but_not_decimals() {
        assert_eq!(text_blocks("1. AOne")[0].kind, Kind::Item);
        assert_eq!(text_blocks("- a bullet")[0].kind, Kind::Item);
        assert_eq!(text_blocks("2.5 GB is enough")[0].kind, Kind::Para);
        assert_eq!(text_blocks("-5 degrees")[0].kind, Kind::Para);
    }
}
