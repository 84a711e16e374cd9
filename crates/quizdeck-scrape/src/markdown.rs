//! Markdown quiz files (`#### Q12. …` headings, `- [ ]` / `- [x]` task lists, fenced code), read
//! with `pulldown-cmark` into the same blocks as an HTML page, so that the one layout recognizer
//! reads a raw file and its rendering on a code host alike.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

use crate::block::{Block, Kind, collapse};

mod code_options;
mod raw_html;
pub(crate) use raw_html::opens_with_html;
use raw_html::{CODE_ELEMENTS, HiddenHtml, html_heading};

/// How sure a text is to be a Markdown document rather than a text rendering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Markdown {
    /// It has an ATX heading (`## Title`) and a task-list item (`- [x]`) or a code fence outside
    /// any indentation.
    Sure,
    /// It may be (see [`markdown_marks`]): it is read both ways.
    Maybe,
    /// It is a text rendering.
    No,
}

/// Whether `text` is a Markdown document (see [`Markdown`]).
pub(crate) fn markdown(text: &str) -> Markdown {
    match markdown_marks(text) {
        (true, _) => Markdown::Sure,
        (false, true) => Markdown::Maybe,
        _ => Markdown::No,
    }
}

/// What tells a Markdown document from a text rendering, in one pass over its lines: whether it
/// surely is one, and whether it may be one though that cannot tell. It may be when it has an ATX
/// heading (`## Title`) or a Setext one (a line underlined with `===` or `---`), a box of a
/// documentation tool (`!!! question`, `:::tip`), a reveal in HTML (`<details>`) or marks escaped as an editor exports
/// them (`1\.`, `Ա\)`); or a list nested in another (`   - A)
/// Ege` under `1. Which …?`) or a numbered heading (`### 1. Which …?`), as quiz files set a
/// question over its choices, with a line led by a word or two in strong emphasis that close
/// after a colon (`**Answer:** B`, `**Cevap:** C`), as quiz files write their answers, or a
/// numbered item (`1. Which …?`) at the start of a line.
/// Such a file is read both ways (see [`crate::parse_page`]).
fn markdown_marks(text: &str) -> (bool, bool) {
    let mut heading = false;
    let mut marks = false;
    let mut led = false;
    let mut nested = false;
    let mut numbered = false;
    // A box of a documentation tool (see [`crate::admonition`]), or a reveal written in HTML.
    let mut boxed = false;
    // Marks escaped as Markdown writes them (`1\.`, `А\)`, `\*`): an editor's export.
    // Counted over the whole text at once, where it has a backslash at all.
    let escapes = match memchr::memchr(b'\\', text.as_bytes()) {
        Some(_) => text
            .as_bytes()
            .windows(2)
            .filter(|w| {
                w[0] == b'\\' && matches!(w[1], b'.' | b')' | b'*' | b'_' | b'#' | b'[' | b'-')
            })
            .count(),
        None => 0,
    };
    // The line before was text a Setext underline may make a heading of.
    let mut over = false;
    for line in text.lines().take(4000) {
        let t = line.trim_start();
        let hashes = t.bytes().take_while(|&b| b == b'#').count();
        heading |= (1..=6).contains(&hashes) && t[hashes..].starts_with(' ');
        // A Setext heading: a line of text underlined by `===` or `---` alone.
        let underline = t.trim_end();
        heading |= over
            && line.len() - t.len() < 4
            && underline.len() >= 3
            && (underline.bytes().all(|b| b == b'=') || underline.bytes().all(|b| b == b'-'));
        over = !t.trim_end().is_empty()
            && line.len() - t.len() < 4
            && !t.starts_with(['-', '*', '+', '>', '|', '#', '=', '`', '~', '<'])
            && !labelled_line(t);
        // A task list may stand in a quote (an Obsidian callout: `> - [x] 7`).
        let unquoted = t.trim_start_matches(['>', ' ']);
        let item = unquoted.strip_prefix(['-', '*', '+']).map(str::trim_start);
        marks |= item
            .is_some_and(|r| r.starts_with("[ ]") || r.starts_with("[x]") || r.starts_with("[X]"));
        marks |= line.starts_with("```") || line.starts_with("~~~");
        led |= t.strip_prefix("**").and_then(|r| r.split_once("**")).is_some_and(|(lead, _)| {
            lead.ends_with([':', '：']) && led_line(lead) && !lead.starts_with(' ')
        });
        let lead = line.bytes().take_while(u8::is_ascii_digit).count();
        numbered |=
            lead > 0 && line[lead..].starts_with(['.', ')']) && line[lead + 1..].starts_with(' ');
        nested |= line.starts_with(' ')
            && line.len() - t.len() >= 2
            && t.strip_prefix(['-', '*', '+']).is_some_and(|r| r.starts_with(' '));
        boxed |= t.starts_with(['!', '?', ':', '{', '<'])
            && ["!!! ", "??? ", ":::", "{% ", "{{< ", "<details", "<summary"]
                .iter()
                .any(|m| t.starts_with(m));
        // A question as a numbered heading (`### 1. Which …?`): the list under it is its own.
        let title = t[hashes..].trim_start();
        let digits = title.bytes().take_while(u8::is_ascii_digit).count();
        nested |= (1..=6).contains(&hashes)
            && digits > 0
            && title[digits..].starts_with(['.', ')'])
            && title[digits + 1..].starts_with(' ');
        // A table's delimiter row (`|---|:---:|`): a table may set out a question's choices.
        nested |= t.contains('|')
            && t.bytes().filter(|&b| b == b'-').count() >= 3
            && t.bytes().all(|b| matches!(b, b'|' | b'-' | b':' | b' ' | b'\t'));
        if heading && marks {
            return (true, false);
        }
    }
    (false, heading || boxed || escapes >= 2 || nested && (led || numbered))
}

/// A document without its front matter (see [`front_matter`]), and the language the front matter
/// declares (`lang: pt-BR`, `language: es-MX`, `locale: pt_BR`).
pub(crate) struct FrontMatter {
    pub text: String,
    pub lang: Option<String>,
}

/// A document without the YAML front matter that static site generators read (`---`, `title:
/// Geography quiz`, `tags: [...]`, `---`), its title made the document's heading: the front
/// matter is no quiz text, and its title names the quiz as a first heading would; a `topic:` key
/// (`tema:`, `thème:` …) names the topic itself, and is the heading in place of the title (a
/// quiz's title often only numbers it: `Quiz 3`). `None` when `text` has none. Hugo's TOML front
/// matter (`+++`, `title = "…"`) is read alike. Written by hand: only `key: value` lines are
/// read, no YAML or TOML parser is needed. Its language (`lang:`) is the
/// document's, as `<html lang>` is a page's.
pub(crate) fn front_matter(text: &str) -> Option<FrontMatter> {
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = body.split_inclusive('\n');
    let first = lines.next()?;
    // YAML between `---` lines, or TOML between `+++` lines (Hugo's), whose keys take `=`.
    let fence = first.trim_end();
    let separator = match fence {
        "---" => ':',
        "+++" => '=',
        _ => return None,
    };
    let mut title = None;
    let mut topic = None;
    let mut lang = None;
    let mut keys = 0;
    let mut used = first.len();
    for line in lines.take(200) {
        used += line.len();
        let t = line.trim_end();
        if t == fence || fence == "---" && t == "..." {
            if keys == 0 {
                return None;
            }
            let rest = &body[used..];
            let text = match topic.or(title) {
                Some(title) => format!("# {title}\n\n{rest}"),
                None => rest.to_owned(),
            };
            return Some(FrontMatter { text, lang });
        }
        let key =
            t.split_once(separator).map(|(k, v)| (k.trim_end(), v.trim())).filter(|(k, _)| {
                // Keys in the author's language too (`título:`, `autor:`).
                !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-')
            });
        match key {
            Some((k, v)) => {
                keys += 1;
                let v = v.trim_matches(|c| c == '"' || c == '\'').trim();
                let key = k.to_lowercase();
                if TITLE_KEYS.contains(&key.as_str()) {
                    title = Some(v.to_owned()).filter(|v| !v.is_empty());
                }
                if TOPIC_KEYS.contains(&key.as_str()) {
                    // One topic; a list of them (`[a, b]`) names none of them as the topic.
                    topic = Some(v.to_owned()).filter(|v| !v.is_empty() && !v.starts_with('['));
                }
                let lang_keys = ["lang", "language", "locale", "languagecode"];
                if lang_keys.iter().any(|l| k.eq_ignore_ascii_case(l)) {
                    lang = language_tag(v);
                }
            }
            // A list item, a continued value, a comment or a blank line of the front matter.
            // (TOML: a table's header, `[params]`.)
            None if t.is_empty() || t.starts_with([' ', '\t', '-', '#', '[']) => {}
            None => return None,
        }
    }
    None
}

/// Front matter keys, lower case, in English or in the author's language, that give the quiz's
/// title and its topic.
const TITLE_KEYS: &[&str] = &["title", "título", "títol", "titolo", "titre", "titel", "tytuł"];
const TOPIC_KEYS: &[&str] =
    &["topic", "tema", "thème", "thema", "onderwerp", "argomento", "temat", "assunto", "téma"];

/// A front matter's language as a tag (`pt-BR`, `pt_BR` → `pt-BR`, `es`), when it is one: two
/// or three letters, and a region or script after a hyphen or an underscore.
fn language_tag(value: &str) -> Option<String> {
    let mut parts = value.split(['-', '_']);
    let primary = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    let letters = |p: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric())
    };
    (letters(primary, 2..=3)
        && primary.bytes().all(|b| b.is_ascii_alphabetic())
        && rest.len() <= 2
        && rest.iter().all(|p| letters(p, 2..=4)))
    .then(|| {
        std::iter::once(primary.to_ascii_lowercase())
            .chain(rest.iter().map(|p| match p.len() {
                2 => p.to_ascii_uppercase(),
                _ => (*p).to_owned(),
            }))
            .collect::<Vec<_>>()
            .join("-")
    })
}

/// The blank that quiz files put as an option's text before an indented code block (U+2800).
const BRAILLE_BLANK: char = '\u{2800}';

/// Where a code block starts in the text being collected.
const CODE: char = '\u{1}';

/// What is being collected.
#[derive(Default)]
struct Open {
    text: String,
    kind: Option<Kind>,
    level: u8,
    start: usize,
    link_chars: usize,
    images: Vec<(String, String)>,
    task: Option<bool>,
    /// A table's row: its cells are columns, as an HTML table's are.
    row: bool,
    /// The number an ordered list shows before the item.
    ordinal: Option<String>,
    /// Where `text` is strong (`**…**`; byte ranges).
    strong: Vec<(usize, usize)>,
}

struct Reader {
    blocks: Vec<Block>,
    open: Open,
    /// Ids of the lists the reader is in, innermost last, each with the number its next item
    /// shows where it is an ordered list.
    lists: Vec<(usize, Option<u64>)>,
    /// A thematic break (`---`, `* * *`) came after the last block.
    rule: bool,
    next_id: usize,
    links: usize,
    /// Strong spans open (`**…**`).
    strong: usize,
    /// Inside an image: its alt text is collected, not shown.
    image: Option<(String, String)>,
    /// Quotes open under a task-list option's text (its comment) and footnotes being defined:
    /// left out.
    comment: usize,
    /// Lines start at these byte offsets.
    line_starts: Vec<usize>,
    /// The titles of callouts that fold start at these byte offsets.
    folded: Vec<usize>,
    /// Inside a block of raw HTML: what of it shows no text yet.
    html_block: Option<HiddenHtml>,
    /// Inside a script or style sheet opened by inline HTML (`… lava? <script>x()</script>`):
    /// the end tag that closes it. Its text is code, no words of the quiz.
    inline_hidden: Option<&'static str>,
}

/// Reads a Markdown document into blocks: headings, paragraphs, list items (a task-list item as
/// a checkbox that is the document's own mark), code blocks with their lines, images.
pub(crate) fn blocks(source: &str) -> Vec<Block> {
    let Callouts { text: source, bodies: callout_bodies, folded } = callouts(source);
    let source = source.as_ref();
    let mut r = Reader {
        blocks: Vec::new(),
        open: Open::default(),
        lists: Vec::new(),
        rule: false,
        next_id: 2,
        links: 0,
        strong: 0,
        image: None,
        comment: 0,
        folded,
        html_block: None,
        inline_hidden: None,
        line_starts: std::iter::once(0)
            .chain(source.match_indices('\n').map(|(i, _)| i + 1))
            .collect(),
    };
    // Footnotes are read so that they can be left out: a reference (`[^1]`) is no text of the
    // stem it stands in, and the notes gathered at the end of the file belong to the places
    // that refer to them, not to the explanation of the last question above them.
    let options = Options::ENABLE_TASKLISTS
        | Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_FOOTNOTES;
    for (event, range) in Parser::new_ext(source, options).into_offset_iter() {
        // Choices written as lines of one paragraph (`1. Which …?` / `A. int` / `B. boolean`, or
        // indented under a list item), which Markdown joins: each a block of its own, as a text
        // rendering's lines are.
        let split_at = match event {
            Event::SoftBreak | Event::HardBreak => Some(range.end),
            Event::Start(Tag::Paragraph) if r.open.kind == Some(Kind::Item) => Some(range.start),
            _ => None,
        };
        // In a quote (a callout's body: `> A. Ribosome`), after its marks.
        let own_line = |at: usize| {
            let line = source[at..].trim_start_matches([' ', '\t', '>']);
            labelled_line(line) || led_line(line)
        };
        // A line after a short answer line (`**Cevap:** C`, then the explanation) is its own
        // block too: the author ended the answer there.
        // So is one after a choice's label and text all in strong text (`**B) Gustav II
        // Adolf**`, then why): the answer, said on a line of its own.
        let after_answer = |at: usize| {
            let line_start = source[..at.saturating_sub(1)].rfind('\n').map_or(0, |i| i + 1);
            let line = &source[line_start..at];
            matches!(event, Event::SoftBreak)
                && (short_led_line(line)
                    || crate::strong::strong_line(line.trim_start_matches([' ', '\t', '>'])))
        };
        // A callout's body starts a block after its title (`> [!note] Explanation`, then the
        // explanation): the title is its heading, not the body's first words.
        let body = |at: usize| callout_bodies.binary_search(&at).is_ok();
        // A question after labelled statements it asks about (`a) … .`, `b) … .`, then `Which of
        // them are correct?`) is no part of the last statement.
        let after_statement = |at: usize| {
            let line_start = source[..at.saturating_sub(1)].rfind('\n').map_or(0, |i| i + 1);
            let before = source[line_start..at].trim_start_matches([' ', '\t', '>']).trim_end();
            let line = source[at..].lines().next().unwrap_or("").trim_end();
            let p = quizdeck_lang::punctuation();
            matches!(event, Event::SoftBreak)
                && labelled_line(before)
                && before.ends_with(p.full_stops.as_slice())
                && line.ends_with(p.question_marks.as_slice())
        };
        let own = |at: usize| own_line(at) || after_answer(at) || body(at) || after_statement(at);
        if let Some(at) = split_at.filter(|&at| r.has_text() && own(at)) {
            r.begin(Kind::Para, 0, at);
            continue;
        }
        r.event(event, range.start);
    }
    r.flush();
    code_options::join(&mut r.blocks);
    r.blocks
}

/// The document without the type marks of its callouts (Obsidian's and GitHub's `> [!note]
/// Explanation`, `> [!question]- Which …?`), which are markup, and where the body of each callout
/// with a title starts (the byte after the title's line). Written by hand: pulldown-cmark reads
/// GitHub's five alert types alone, and none with a title on the marker's line.
fn callouts(source: &str) -> Callouts<'_> {
    if !source.contains("[!") {
        return Callouts { text: source.into(), ..Callouts::default() };
    }
    let mut out = String::with_capacity(source.len());
    let mut bodies = Vec::new();
    let mut folded = Vec::new();
    for line in source.split_inclusive('\n') {
        let quoted = line.trim_start_matches([' ', '\t']);
        let marks = quoted.len() - quoted.trim_start_matches(['>', ' ']).len();
        let rest = &quoted[marks..];
        let mark =
            quoted.starts_with('>').then(|| rest.strip_prefix("[!")).flatten().and_then(|r| {
                let end = r.find(']')?;
                let kind = &r[..end];
                let word = !kind.is_empty()
                    && kind.len() <= 24
                    && kind.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_');
                let after = &r[end + 1..];
                let title = after.trim_start_matches(['+', '-']);
                word.then_some((title, title.len() < after.len()))
            });
        match mark {
            Some((title, folds)) => {
                out.push_str(&line[..line.len() - quoted.len() + marks]);
                let title = title.trim_start_matches([' ', '\t']);
                if folds && !title.trim().is_empty() {
                    folded.push(out.len());
                }
                out.push_str(title);
                if !title.trim().is_empty() {
                    bodies.push(out.len());
                }
            }
            None => out.push_str(line),
        }
    }
    Callouts { text: out.into(), bodies, folded }
}

/// A document without its callouts' type marks (see [`callouts`]).
#[derive(Default)]
struct Callouts<'a> {
    text: std::borrow::Cow<'a, str>,
    /// Where the body of each callout with a title starts (the byte after the title's line).
    bodies: Vec<usize>,
    /// Where the title of each callout that folds (`> [!success]- Answer`) starts: it is a
    /// reveal's summary, as `<summary>` is.
    folded: Vec<usize>,
}

/// `html` without its tags (`<b>Answer</b>` → `Answer`), its entities left as they are: a
/// summary's few words need no HTML parser.
fn tagless(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        match rest[open..].find('>') {
            Some(close) => rest = &rest[open + close + 1..],
            None => {
                rest = &rest[open..];
                break;
            }
        }
    }
    out.push_str(rest);
    collapse(&out)
}

/// `text` with its HTML comments (`<!-- answer: B -->`) blanked out, their line breaks kept so
/// that lines keep their numbers: what a Markdown file's reader never sees. A file read both
/// ways (see [`crate::parse_page`]) is read as text without them too; an author's note to
/// themselves in a comment gives no question its answer. An unclosed comment runs to the end, as
/// it does in Markdown.
pub(crate) fn without_comments(text: &str) -> std::borrow::Cow<'_, str> {
    let Some(first) = text.find("<!--") else { return text.into() };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut open = Some(first);
    while let Some(at) = open {
        out.push_str(&rest[..at]);
        let body = &rest[at..];
        let end = body[4..].find("-->").map_or(body.len(), |e| 4 + e + 3);
        out.extend(body[..end].chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
        rest = &body[end..];
        open = rest.find("<!--");
    }
    out.push_str(rest);
    out.into()
}

/// Whether `rest` (of the document) starts, after indentation, with a choice's label and its
/// mark (`A.`, `б)`, `(c)`, `D：`, or a dash a space sets apart, `A - `): a label followed by a
/// space alone is as likely a word (`A bird …`), and one glued to a dash a compound's first
/// part (`B-trees`).
pub(crate) fn labelled_line(rest: &str) -> bool {
    let line = rest.split('\n').next().unwrap_or("").trim_start();
    crate::label::leading_label(line, false).is_some_and(|(_, _, after)| {
        let label = &line[..line.len() - after.len()];
        label.contains(['.', ')', '）', '．', ':', '：', '、'])
            || [" -", " –", " —"].iter().any(|d| label.trim_end().ends_with(d))
    })
}

/// Whether `rest` (of the document) starts, after indentation and strong or emphasis marks, with
/// a lead of a word or two and a colon (`**Answer:** b`, `Пояснение: …`, `解析：…`), as a quiz
/// file's answer and explanation lines do.
fn led_line(rest: &str) -> bool {
    let line = rest.split('\n').next().unwrap_or("").trim_start().trim_start_matches(['*', '_']);
    let Some((lead, after)) = line.split_once([':', '：']) else { return false };
    let lead = lead.trim_end_matches(['*', '_']).trim();
    let spaced = lead.split_whitespace().count();
    let after_ok = line[lead.len()..].starts_with('：')
        || after.is_empty()
        || after.starts_with([' ', '*', '_']);
    !lead.is_empty()
        && (1..=3).contains(&spaced)
        && lead.chars().count() <= 24
        && lead.chars().all(|c| c.is_alphabetic() || c == ' ' || !c.is_ascii() && !c.is_numeric())
        && after_ok
}

/// Whether `line` is a [`led_line`] whose value is a few words at most (`**Answer:** B`,
/// `Cevap: C) İç Anadolu`), as an answer line is; not an explanation's first line.
fn short_led_line(line: &str) -> bool {
    let value = line.split_once([':', '：']).map_or("", |(_, v)| v);
    let value = value.trim_matches(|c: char| c.is_whitespace() || c == '*' || c == '_');
    led_line(line) && value.chars().count() <= 40 && value.split_whitespace().count() <= 4
}

impl Reader {
    /// Whether the block being collected has text yet.
    fn has_text(&self) -> bool {
        self.open.kind.is_some() && !self.open.text.trim().is_empty()
    }

    fn event(&mut self, event: Event<'_>, at: usize) {
        // Where a block of raw HTML starts and ends is followed inside a comment too.
        let quote = matches!(
            event,
            Event::Start(Tag::BlockQuote(_) | Tag::HtmlBlock | Tag::FootnoteDefinition(_))
                | Event::End(
                    TagEnd::BlockQuote(_) | TagEnd::HtmlBlock | TagEnd::FootnoteDefinition
                )
        );
        if self.comment > 0 && !quote {
            return;
        }
        match event {
            Event::Start(tag) => self.start(tag, at),
            Event::End(tag) => self.end(tag),
            Event::Text(_) | Event::Code(_) if self.inline_hidden.is_some() => {}
            Event::Text(t) | Event::Code(t) => self.text(&t),
            Event::SoftBreak | Event::HardBreak => self.text(" "),
            Event::TaskListMarker(checked) => self.open.task = Some(checked),
            Event::Html(html) | Event::InlineHtml(html) => self.html(&html, at),
            Event::Rule => {
                self.flush();
                self.rule = true;
            }
            _ => {}
        }
    }

    /// Raw HTML in the document: a reveal's summary (`<details><summary>Answer</summary>`) is a
    /// block of its own, as in an HTML page, and its text is what the reveal hides behind; other
    /// tags are no text.
    fn html(&mut self, html: &str, at: usize) {
        if self.html_block.is_some() && !html.contains("<summary") {
            self.html_block_line(html, at);
            return;
        }
        let lower = html.to_ascii_lowercase();
        // An end tag is found by its name, whatever follows it (`</script >`).
        let closes = |end: &str| lower.contains(end.trim_end_matches('>'));
        if let Some(end) = self.inline_hidden {
            if closes(end) {
                self.inline_hidden = None;
            }
            return;
        }
        for (open, end) in CODE_ELEMENTS {
            let opens = lower
                .strip_prefix(open)
                .is_some_and(|r| r.starts_with(['>', ' ', '\t', '\n', '/']));
            if opens && !closes(end) {
                self.inline_hidden = Some(end);
                return;
            }
        }
        let Some((_, open)) = html.split_once("<summary") else { return };
        let Some((_, inner)) = open.split_once('>') else { return };
        let Some((inner, _)) = inner.split_once("</summary>") else { return };
        let text = tagless(inner);
        if text.trim().is_empty() {
            return;
        }
        self.begin(Kind::Summary, 0, at);
        self.open.text.push_str(&text);
        self.flush();
    }

    /// A line of a block of raw HTML (`<div dir="rtl">` and, up to the next blank line, `الإجابة
    /// هي الخيار الرابع : D`): its text, as a code host shows it, is a paragraph of its own, or
    /// more of a list item's text where the block stands in one. Comments, scripts and styles,
    /// which may span lines, show nothing.
    fn html_block_line(&mut self, line: &str, at: usize) {
        let Some(state) = self.html_block.as_mut() else { return };
        let visible = state.visible(line);
        let text = tagless(&visible);
        if text.is_empty() {
            return;
        }
        if self.open.kind == Some(Kind::Item) {
            self.text(" ");
            self.text(&text);
            return;
        }
        // A heading in HTML (`<h1>JavaScript Questions</h1>` in a centred `<div>`) heads what
        // follows as a `#` heading does.
        match html_heading(&visible) {
            Some(level) => self.begin(Kind::Heading, level, at),
            None => self.begin(Kind::Para, 0, at),
        }
        self.open.text.push_str(&text);
        self.flush();
    }

    fn start(&mut self, tag: Tag<'_>, at: usize) {
        match tag {
            Tag::HtmlBlock => self.html_block = Some(HiddenHtml::default()),
            Tag::Heading { level, .. } => self.begin(Kind::Heading, level as u8, at),
            Tag::Paragraph if self.open.kind.is_none() => self.begin(Kind::Para, 0, at),
            // A table's rows share it as their parent, as the items of a list share the list.
            Tag::Table(_) => {
                self.flush();
                self.next_id += 1;
                self.lists.push((self.next_id, None));
            }
            Tag::TableRow | Tag::TableHead => {
                self.begin(Kind::Para, 0, at);
                self.open.row = true;
            }
            Tag::TableCell => self.text(" "),
            Tag::Item => {
                self.begin(Kind::Item, 0, at);
                // The number an ordered list shows before it, as an `<ol>`'s marker.
                if let Some((_, Some(n))) = self.lists.last_mut() {
                    self.open.ordinal = Some(n.to_string());
                    *n += 1;
                }
            }
            Tag::List(start) => {
                self.flush();
                self.next_id += 1;
                self.lists.push((self.next_id, start));
            }
            Tag::CodeBlock(_) => {
                // Code under an item's text (`1. Which rows …?` over a query) is a block of its
                // own, its lines kept, as in a page; an item that is nothing but code (an option
                // written as code) is that code.
                let blank = self.open.text.chars().all(|c| c == BRAILLE_BLANK || c.is_whitespace());
                let in_item = self.open.kind == Some(Kind::Item) && blank;
                if !in_item {
                    self.flush();
                }
                self.open.start = if in_item { self.open.start } else { at };
                self.open.kind = Some(if in_item { Kind::Item } else { Kind::Para });
                // A code block is collected raw, its lines kept, after a marker: see `flush`.
                self.open.text.push(CODE);
            }
            // A quote under a task-list option's text (quizdown's `> hint` under `- [ ] Inn`) is
            // that option's comment: no words of the option, nor of the question.
            Tag::BlockQuote(_)
                if self.comment > 0
                    || self.open.kind == Some(Kind::Item)
                        && self.open.task.is_some()
                        && self.has_text() =>
            {
                self.comment += 1;
            }
            // A footnote's text, like a comment's, is no part of the quiz.
            Tag::FootnoteDefinition(_) => {
                self.flush();
                self.comment += 1;
            }
            Tag::Link { .. } => self.links += 1,
            Tag::Strong => self.strong += 1,
            Tag::Image { dest_url, .. } => self.image = Some((dest_url.to_string(), String::new())),
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        // A script left open by inline HTML ends with its block, as a code host shows it.
        if matches!(tag, TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item | TagEnd::TableCell)
        {
            self.inline_hidden = None;
        }
        match tag {
            TagEnd::HtmlBlock => self.html_block = None,
            TagEnd::Heading(_) | TagEnd::Paragraph | TagEnd::TableRow | TagEnd::TableHead
                if self.open.kind != Some(Kind::Item) =>
            {
                self.flush();
            }
            TagEnd::Item => self.flush(),
            TagEnd::List(_) | TagEnd::Table => {
                self.flush();
                self.lists.pop();
            }
            TagEnd::CodeBlock if self.open.kind != Some(Kind::Item) => self.flush(),
            // Where a cell ends, a label in it stands alone (`| A | Pszennej |`), as in an HTML
            // table's row.
            TagEnd::TableCell => self.open.text.push(crate::flat::BREAK),
            TagEnd::BlockQuote(_) | TagEnd::FootnoteDefinition => {
                self.comment = self.comment.saturating_sub(1);
            }
            TagEnd::Link => self.links = self.links.saturating_sub(1),
            TagEnd::Strong => self.strong = self.strong.saturating_sub(1),
            TagEnd::Image => {
                if let Some((src, alt)) = self.image.take() {
                    self.open.images.push((src, collapse(&alt)));
                }
            }
            _ => {}
        }
    }

    fn begin(&mut self, kind: Kind, level: u8, at: usize) {
        self.flush();
        self.open.kind = Some(kind);
        self.open.level = level;
        self.open.start = at;
    }

    fn text(&mut self, t: &str) {
        if let Some((_, alt)) = &mut self.image {
            alt.push_str(t);
            return;
        }
        if self.open.kind.is_none() {
            self.open.kind = Some(Kind::Para);
        }
        if self.links > 0 {
            self.open.link_chars += t.chars().filter(|c| !c.is_whitespace()).count();
        }
        let start = self.open.text.len();
        self.open.text.push_str(t);
        if self.strong > 0 {
            self.open.strong.push((start, self.open.text.len()));
        }
    }

    fn flush(&mut self) {
        let open = std::mem::take(&mut self.open);
        let Some(kind) = open.kind else { return };
        // The text before a code block's marker is prose, the text after it code.
        let (prose, code) = match open.text.split_once(CODE) {
            Some((p, c)) => (p, Some(c)),
            None => (open.text.as_str(), None),
        };
        let (prose, cells) =
            if open.row { crate::flat::breaks(prose) } else { (collapse(prose), Vec::new()) };
        let blank = prose.chars().all(|c| c == BRAILLE_BLANK || c.is_whitespace());
        let code = code.map(|c| c.replace(CODE, "").trim_end().to_owned());
        let (text, is_code, breaks) = match code {
            Some(code) if blank => (code, kind != Kind::Item, Vec::new()),
            Some(code) => (format!("{prose} {}", collapse(&code)), false, cells),
            None => (prose, false, cells),
        };
        if text.is_empty() && open.images.is_empty() && open.task.is_none() {
            return;
        }
        let visible = text.chars().filter(|c| !c.is_whitespace()).count();
        // A folding callout's title, alone in its block: the summary of what it hides.
        let folded = kind == Kind::Para && self.folded.binary_search(&open.start).is_ok();
        let mut b = Block::new(text, if folded { Kind::Summary } else { kind });
        b.level = open.level;
        b.code = is_code;
        b.link_only = visible > 0 && open.link_chars >= visible;
        b.link_heavy = visible > 0 && open.link_chars * 10 >= visible * 6;
        b.images = open.images;
        b.row = open.row;
        b.strong = !is_code && crate::strong::wholly_strong(&open.text, &open.strong);
        b.breaks = breaks;
        b.line = Some(self.line_starts.partition_point(|&s| s <= open.start));
        self.next_id += 1;
        let list =
            if kind == Kind::Item || open.row { self.lists.last().map(|l| l.0) } else { None };
        b.ordinal = open.ordinal;
        b.rule_before = std::mem::take(&mut self.rule);
        b.ancestors = std::iter::once(1).chain(list).chain([self.next_id]).collect();
        b.parent = list.unwrap_or(1);
        if let Some(checked) = open.task {
            b.radio = Some(String::new());
            b.checked = checked;
            b.task = true;
        }
        self.blocks.push(b);
    }
}

#[cfg(test)]
mod tests;
