//! HTML pages: rendering the DOM to blocks the way a browser's text rendering would, and reading
//! the page's metadata (language, canonical URL, hreflang alternates, JSON-LD).

use ego_tree::iter::Edge;
use scraper::{Html, Node, node::Element};

use crate::block::{Block, Kind, collapse};

/// What the `<head>` (and the root element) say about the page.
#[derive(Debug, Default)]
pub(crate) struct PageMeta {
    pub lang: Option<String>,
    pub canonical: Option<String>,
    /// `(hreflang, href)` of `<link rel="alternate">`, in page order.
    pub alternates: Vec<(String, String)>,
    /// `(hreflang, href)` of links in the body that carry `hreflang` (language switchers).
    pub body_hreflang: Vec<(String, String)>,
    pub title: Option<String>,
    /// `<base href>`.
    pub base: Option<String>,
    /// Text of each `<script type="application/ld+json">`.
    pub json_ld: Vec<String>,
}

/// Elements whose content a text rendering leaves out. A `<footer>` is left out too, unless it
/// is the footer of an article or section (a question card's "Key: D" line), not of the page.
const SKIPPED: &[&str] = &[
    "head", "script", "style", "noscript", "template", "svg", "iframe", "object", "canvas",
    "textarea", "dialog",
];

/// Elements inside which a `<footer>` belongs to the content, not to the page.
const CONTENT: &[&str] = &["article", "section", "main"];

/// Marks the end of an inline element in the text being collected; taken out at the end of the
/// block, where its place is kept in [`Block::breaks`]. A private-use character, which no page
/// text is expected to hold.
const BREAK: char = '\u{e000}';

/// Elements that start a new line in a text rendering.
const BLOCKS: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "body",
    "button",
    "caption",
    "dd",
    "details",
    "div",
    "dl",
    "dt",
    "fieldset",
    "figcaption",
    "figure",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hgroup",
    "hr",
    "html",
    "label",
    "legend",
    "li",
    "main",
    "menu",
    "nav",
    "ol",
    "option",
    "p",
    "pre",
    "select",
    "section",
    "summary",
    "table",
    "tbody",
    "tfoot",
    "thead",
    "tr",
    "ul",
];

struct Frame {
    block: bool,
    hidden: bool,
    link: bool,
    skip: bool,
    marked: bool,
    /// Container id of this element, if it is a block.
    id: usize,
    kind: Kind,
    /// For a list shown with letters (`<ol type="A">`, `list-style: upper-alpha`): items so far.
    alpha_items: Option<usize>,
    /// For an item of such a list: its position.
    item_index: Option<usize>,
    /// A `<button>`.
    control: bool,
    /// A `<pre>`, a `<legend>`, a `<form>`, an article or section.
    pre: bool,
    legend: bool,
    form: bool,
    content: bool,
    /// The heading level, for `<h1>`–`<h6>`.
    level: u8,
    /// A letter this element's attributes name as the answer, and the number of blocks when it
    /// opened: an empty element still gets a block to carry it.
    answer_marker: Option<(String, usize)>,
}

/// The block being collected.
#[derive(Default)]
struct Buffer {
    text: String,
    link_chars: usize,
    images: Vec<(String, String)>,
    radio: Option<String>,
    checked: bool,
    task: bool,
}

struct Renderer {
    blocks: Vec<Block>,
    buf: Buffer,
    frames: Vec<Frame>,
    next_id: usize,
    hidden: usize,
    links: usize,
    skip: usize,
    marked: usize,
    keys: Vec<(usize, String)>,
    answer_attrs: Vec<(usize, String)>,
    meta: PageMeta,
    in_title: bool,
    in_json_ld: bool,
}

/// Renders a parsed document to blocks and reads its metadata.
pub(crate) fn render(doc: &Html) -> (Vec<Block>, PageMeta) {
    let mut r = Renderer {
        blocks: Vec::new(),
        buf: Buffer::default(),
        frames: Vec::new(),
        next_id: 1,
        hidden: 0,
        links: 0,
        skip: 0,
        marked: 0,
        keys: Vec::new(),
        answer_attrs: Vec::new(),
        meta: PageMeta::default(),
        in_title: false,
        in_json_ld: false,
    };
    // `traverse` walks the tree without recursion, so deeply nested pages cannot overflow the stack.
    for edge in doc.tree.root().traverse() {
        match edge {
            Edge::Open(node) => match node.value() {
                Node::Element(el) => r.open(el),
                Node::Text(t) => r.text(t),
                _ => {}
            },
            Edge::Close(node) => {
                if let Node::Element(el) = node.value() {
                    r.close(el);
                }
            }
        }
    }
    r.flush();
    (r.blocks, r.meta)
}

impl Renderer {
    fn open(&mut self, el: &Element) {
        let name = el.name();
        self.read_meta(el);
        let in_content = self.frames.iter().any(|f| f.content);
        let skip = SKIPPED.contains(&name) || (name == "footer" && !in_content);
        let hidden = is_hidden(el);
        let block = BLOCKS.contains(&name) || hidden || name == "br" || name == "input";
        if block {
            self.flush();
        }
        let link = name == "a" && el.attr("href").is_some();
        let marked = marks_correct(el);
        let kind = match name {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => Kind::Heading,
            "li" | "dt" | "dd" | "label" | "option" => Kind::Item,
            "summary" => Kind::Summary,
            _ => self.current_kind(),
        };
        let id = if block {
            self.next_id += 1;
            self.next_id
        } else {
            0
        };
        if let Some(key) = key_attr(el) {
            self.keys.push((self.frames.len(), key));
        }
        if let Some(letter) = answer_attr(el) {
            self.answer_attrs.push((self.frames.len(), letter));
        }
        self.hidden += usize::from(hidden);
        self.links += usize::from(link);
        self.skip += usize::from(skip);
        self.marked += usize::from(marked);
        let item_index = if name == "li" {
            self.frames.last_mut().and_then(|f| f.alpha_items.as_mut()).map(|n| {
                *n += 1;
                *n - 1
            })
        } else {
            None
        };
        let alpha_items = (matches!(name, "ol" | "ul") && is_alpha_list(el)).then_some(0);
        let answer_marker = answer_attr(el).map(|a| (a, self.blocks.len()));
        // Buttons, drop-down lists and the captions of form fields are controls: their options
        // can be choices, but never a stem, a topic or an explanation.
        let control =
            matches!(name, "button" | "select") || (name == "label" && el.attr("for").is_some());
        let level = match name.as_bytes() {
            [b'h', d @ b'1'..=b'6'] => d - b'0',
            _ => 0,
        };
        self.frames.push(Frame {
            block,
            hidden,
            link,
            skip,
            marked,
            id,
            kind,
            alpha_items,
            item_index,
            control,
            answer_marker,
            pre: name == "pre",
            legend: name == "legend",
            form: name == "form",
            content: CONTENT.contains(&name),
            level,
        });
        match name {
            "img" if self.skip == 0 => {
                if let Some(src) = el.attr("src").filter(|s| !s.trim().is_empty()) {
                    let alt = el.attr("alt").map(collapse).unwrap_or_default();
                    self.buf.images.push((src.trim().to_owned(), alt));
                }
            }
            "input" if self.skip == 0 => {
                let ty = el.attr("type").unwrap_or("").to_ascii_lowercase();
                if ty == "radio" || ty == "checkbox" {
                    self.buf.radio = Some(el.attr("value").unwrap_or("").trim().to_owned());
                    self.buf.checked = el.attr("checked").is_some();
                    let named = el.attr("name").is_some_and(|n| !n.trim().is_empty());
                    let in_form = self.frames.iter().any(|f| f.form);
                    self.buf.task = ty == "checkbox" && !named && !in_form;
                } else if let Some(letter) = answer_attr(el) {
                    // A hidden field has no text to hang the answer on: it gets a block of its own.
                    let mut block = Block::new(String::new(), Kind::Para);
                    block.hidden = true;
                    block.answer_attr = Some(letter);
                    block.ancestors =
                        self.frames.iter().filter(|f| f.block).map(|f| f.id).collect();
                    self.blocks.push(block);
                }
            }
            // An ARIA radio button (`<div role="radio">`), as form builders draw them.
            _ if self.skip == 0
                && el.attr("role").is_some_and(|r| r.eq_ignore_ascii_case("radio")) =>
            {
                let value = el.attr("data-value").or(el.attr("aria-label")).unwrap_or("");
                self.buf.radio = Some(value.trim().to_owned());
            }
            "td" | "th" => self.buf.text.push(' '),
            "title" if self.meta.title.is_none() => self.in_title = true,
            _ => {}
        }
    }

    fn close(&mut self, el: &Element) {
        let depth = self.frames.len().saturating_sub(1);
        let Some(frame) = self.frames.last() else { return };
        if frame.block {
            self.flush();
        } else if self.skip == 0 && !self.buf.text.is_empty() {
            self.buf.text.push(BREAK);
        }
        let Some(frame) = self.frames.pop() else { return };
        if let Some((letter, count)) = frame.answer_marker
            && self.blocks.len() == count
            && self.buf.text.trim().is_empty()
            && el.name() != "input"
        {
            let mut block = Block::new(String::new(), Kind::Para);
            block.hidden = true;
            block.answer_attr = Some(letter);
            block.ancestors = self.frames.iter().filter(|f| f.block).map(|f| f.id).collect();
            self.blocks.push(block);
        }
        self.hidden -= usize::from(frame.hidden);
        self.links -= usize::from(frame.link);
        self.skip -= usize::from(frame.skip);
        self.marked -= usize::from(frame.marked);
        self.keys.retain(|(d, _)| *d < depth);
        self.answer_attrs.retain(|(d, _)| *d < depth);
        match el.name() {
            "title" => self.in_title = false,
            "script" => self.in_json_ld = false,
            "td" | "th" => self.buf.text.push(' '),
            _ => {}
        }
    }

    fn text(&mut self, t: &str) {
        if self.in_title {
            self.meta.title = Some(collapse(t)).filter(|s| !s.is_empty());
            return;
        }
        if self.in_json_ld {
            self.meta.json_ld.push(t.to_owned());
            return;
        }
        if self.skip > 0 {
            return;
        }
        if self.links > 0 {
            self.buf.link_chars += t.chars().filter(|c| !c.is_whitespace()).count();
        }
        self.buf.text.push_str(t);
    }

    fn current_kind(&self) -> Kind {
        self.frames.iter().rev().find(|f| f.block).map_or(Kind::Para, |f| f.kind)
    }

    fn flush(&mut self) {
        let buf = std::mem::take(&mut self.buf);
        let pre = self.frames.iter().any(|f| f.pre);
        let (text, breaks) =
            if pre { (code_text(&buf.text), Vec::new()) } else { breaks(&buf.text) };
        if text.is_empty() && buf.images.is_empty() && buf.radio.is_none() {
            return;
        }
        let visible_chars = text.chars().filter(|c| !c.is_whitespace()).count();
        let mut block = Block::new(text, self.current_kind());
        block.hidden = self.hidden > 0;
        block.link_only = visible_chars > 0 && buf.link_chars >= visible_chars;
        block.link_heavy = visible_chars > 0 && buf.link_chars * 10 >= visible_chars * 6;
        block.control = self.frames.iter().any(|f| f.control);
        block.ancestors = self.frames.iter().filter(|f| f.block).map(|f| f.id).collect();
        block.radio = buf.radio;
        block.checked = buf.checked;
        block.task = buf.task;
        block.code = pre;
        block.breaks = breaks;
        block.legend = self.frames.iter().any(|f| f.legend);
        block.level = self.frames.iter().rev().find(|f| f.level > 0).map_or(0, |f| f.level);
        block.images = buf.images;
        block.marked_correct = self.marked > 0;
        block.key_attr = self.keys.last().map(|(_, k)| k.clone());
        block.answer_attr = self.answer_attrs.last().map(|(_, a)| a.clone());
        // The container a block sits in: the parent of its innermost block element.
        let mut ids = self.frames.iter().rev().filter(|f| f.block).map(|f| f.id);
        let own = ids.next().unwrap_or(0);
        block.parent = ids.next().unwrap_or(own);
        block.implicit_label =
            self.frames.iter().rev().find(|f| f.block).and_then(|f| f.item_index);
        self.blocks.push(block);
    }

    fn read_meta(&mut self, el: &Element) {
        match el.name() {
            "html" => {
                if let Some(lang) = el.attr("lang").or_else(|| el.attr("xml:lang")) {
                    self.meta.lang.get_or_insert_with(|| lang.trim().to_owned());
                }
            }
            "link" => {
                let rel = el.attr("rel").unwrap_or("").to_ascii_lowercase();
                let href = el.attr("href").map(str::trim).filter(|h| !h.is_empty());
                let Some(href) = href else { return };
                let rels: Vec<&str> = rel.split_whitespace().collect();
                if rels.contains(&"canonical") {
                    self.meta.canonical.get_or_insert_with(|| href.to_owned());
                } else if rels.contains(&"alternate")
                    && let Some(lang) = el.attr("hreflang").map(str::trim).filter(|l| !l.is_empty())
                {
                    self.meta.alternates.push((lang.to_owned(), href.to_owned()));
                }
            }
            "base" => {
                if let Some(href) = el.attr("href") {
                    self.meta.base.get_or_insert_with(|| href.trim().to_owned());
                }
            }
            "a" => {
                if let (Some(lang), Some(href)) = (el.attr("hreflang"), el.attr("href")) {
                    self.meta.body_hreflang.push((lang.trim().to_owned(), href.trim().to_owned()));
                }
            }
            "script" => {
                let ty = el.attr("type").unwrap_or("").to_ascii_lowercase();
                self.in_json_ld = ty.trim() == "application/ld+json";
            }
            "meta" => {
                // `og:url` is not read as the canonical URL: file views of code hosts set it to
                // the page they show, which is not the quiz's own address.
                if el.attr("http-equiv").is_some_and(|h| h.eq_ignore_ascii_case("content-language"))
                    && let Some(c) = el.attr("content")
                {
                    self.meta.lang.get_or_insert_with(|| c.trim().to_owned());
                }
            }
            _ => {}
        }
    }
}

/// The text of a block without the marks of [`BREAK`], white space collapsed, and where the marks
/// were (byte offsets, each once).
fn breaks(raw: &str) -> (String, Vec<usize>) {
    let text = collapse(raw);
    if !text.contains(BREAK) {
        return (text, Vec::new());
    }
    let mut out = String::with_capacity(text.len());
    let mut at = Vec::new();
    for c in text.chars() {
        if c == BREAK {
            if at.last() != Some(&out.len()) {
                at.push(out.len());
            }
        } else if !(c == ' ' && (out.is_empty() || out.ends_with(' '))) {
            out.push(c);
        }
    }
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    at.retain(|&b| b > 0 && b < out.len());
    (out, at)
}

/// The text of a code block: its lines as written (tabs and indentation kept, trailing white
/// space and surrounding blank lines dropped).
fn code_text(raw: &str) -> String {
    let raw = raw.replace(BREAK, "");
    let lines: Vec<&str> = raw.lines().map(str::trim_end).collect();
    let first = lines.iter().position(|l| !l.is_empty()).unwrap_or(lines.len());
    let last = lines.iter().rposition(|l| !l.is_empty()).map_or(first, |l| l + 1);
    lines[first..last].join("\n")
}

/// Hidden from view until revealed: `hidden`, `display:none`, `visibility:hidden`, `aria-hidden`.
/// Hidden text is kept (the answer often is hidden), but marked.
fn is_hidden(el: &Element) -> bool {
    if el.attr("hidden").is_some() || el.attr("aria-hidden").is_some_and(|v| v.trim() == "true") {
        return true;
    }
    el.attr("style").is_some_and(|s| {
        let s: String =
            s.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
        s.contains("display:none") || s.contains("visibility:hidden")
    })
}

/// A list whose markers are letters: `<ol type="A">` or a `list-style` of latin or alpha letters.
fn is_alpha_list(el: &Element) -> bool {
    if el.attr("type").is_some_and(|t| t == "A" || t == "a") {
        return true;
    }
    el.attr("style").is_some_and(|s| {
        let s = s.to_ascii_lowercase();
        s.contains("alpha") || s.contains("latin")
    })
}

/// An attribute that marks an element as the correct choice (`data-correct="true"`).
fn marks_correct(el: &Element) -> bool {
    el.attrs().any(|(name, value)| {
        let name = name.to_ascii_lowercase();
        let value = value.trim().to_ascii_lowercase();
        name.starts_with("data-")
            && name.contains("correct")
            && matches!(value.as_str(), "" | "true" | "1" | "yes" | "correct")
    })
}

/// A letter an attribute names as the answer (`data-answer="B"`, `data-correct-answer="B"`,
/// `<input type="hidden" name="answer" value="B">`).
fn answer_attr(el: &Element) -> Option<String> {
    let answer_like = |name: &str| {
        let name = name.to_ascii_lowercase();
        name.contains("answer") || name.contains("solution") || name.contains("correct")
    };
    let letter = |v: &str| {
        let v = v.trim();
        (v.chars().count() == 1 && v.chars().all(char::is_alphabetic)).then(|| v.to_uppercase())
    };
    if el.name() == "input"
        && el.attr("type").is_some_and(|t| t.eq_ignore_ascii_case("hidden"))
        && el.attr("name").is_some_and(answer_like)
    {
        return el.attr("value").and_then(letter);
    }
    el.attrs().find_map(|(name, value)| {
        (name.starts_with("data-") && answer_like(name)).then(|| letter(value)).flatten()
    })
}

/// A question id the markup gives (`data-question-id="1041"`, `data-qid`, `data-id`).
fn key_attr(el: &Element) -> Option<String> {
    el.attrs().find_map(|(name, value)| {
        let name = name.to_ascii_lowercase();
        let keyish = name == "data-id"
            || name == "data-qid"
            || (name.starts_with("data-") && name.contains("question") && name.ends_with("id"));
        let v = value.trim();
        (keyish && !v.is_empty() && v.len() <= 64).then(|| v.to_owned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(html: &str) -> Vec<(Kind, String, bool)> {
        let (b, _) = render(&Html::parse_document(html));
        b.into_iter().map(|b| (b.kind, b.text, b.hidden)).collect()
    }

    #[test]
    fn inline_label_glues_like_a_browser() {
        let b = blocks("<ol><li><span>A</span>Because</li><li><b>B</b> Other</li></ol>");
        assert_eq!(b[0], (Kind::Item, "ABecause".into(), false));
        assert_eq!(b[1].1, "B Other");
    }

    #[test]
    fn scripts_and_styles_are_not_text() {
        let b = blocks("<p>What <script>alert(1)</script>is<style>p{}</style> this?</p>");
        assert_eq!(b[0].1, "What is this?");
    }

    #[test]
    fn hidden_text_is_kept_and_marked() {
        let b = blocks("<p>Shown</p><div style='display: none'>Answer: B</div><p hidden>x</p>");
        assert_eq!(b[1], (Kind::Para, "Answer: B".into(), true));
        assert!(b[2].2);
    }

    #[test]
    fn metadata_is_read_from_head() {
        let (_, m) = render(&Html::parse_document(
            r#"<html lang="pt-BR"><head><title>T</title><link rel="canonical" href="https://x/1">
            <link rel="alternate" hreflang="en" href="https://x/en/1">
            <script type="application/ld+json">{"@type":"Quiz"}</script></head><body></body></html>"#,
        ));
        assert_eq!(m.lang.as_deref(), Some("pt-BR"));
        assert_eq!(m.canonical.as_deref(), Some("https://x/1"));
        assert_eq!(m.alternates, [("en".to_owned(), "https://x/en/1".to_owned())]);
        assert_eq!(m.title.as_deref(), Some("T"));
        assert_eq!(m.json_ld, [r#"{"@type":"Quiz"}"#]);
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let html = format!("{}<p>x</p>{}", "<div>".repeat(10_000), "</div>".repeat(10_000));
        assert_eq!(blocks(&html).last().map(|b| b.1.clone()), Some("x".into()));
    }
}
