//! HTML pages: rendering the DOM to blocks the way a browser's text rendering would, and reading
//! the page's metadata (language, canonical URL, hreflang alternates, JSON-LD) on the way, which
//! [`meta`] holds with what the links say.

use ego_tree::{NodeRef, iter::Edge};
use scraper::{Html, Node, node::Element};

use crate::block::{Block, Kind, collapse};
use crate::element::{Attrs, Marks, Tag};
use crate::flat::{BREAK, breaks, code_text, visible_chars};

mod math;
mod meta;
mod shift;
mod stylesheet;

pub(crate) use meta::{PageMeta, nested};
use meta::{descend, home_page, language_home, saved_from};

struct Frame {
    block: bool,
    hidden: bool,
    link: bool,
    skip: bool,
    marked: bool,
    /// For a list that marks its items (`<ol type="A">`, `list-style: upper-alpha`, `<ol>`):
    /// how, and the next item's number.
    list_marks: Option<(Marks, usize)>,
    /// A `<button>`.
    control: bool,
    /// A `<pre>`, a `<legend>`, a `<form>`, an article or section.
    pre: bool,
    legend: bool,
    /// A `<figcaption>`.
    caption: bool,
    /// An `<aside>`.
    aside: bool,
    /// A `<nav>`, or an element whose role is navigation.
    nav: bool,
    /// A `<label>`.
    label: bool,
    form: bool,
    content: bool,
    /// The heading level, for `<h1>`–`<h6>`.
    level: u8,
    /// A `<sup>` (1) or `<sub>` (-1).
    shift: i8,
    /// A `<b>` or `<strong>`.
    strong: bool,
    /// A table row.
    row: bool,
    /// A letter this element's attributes name as the answer, and the number of blocks when it
    /// opened: an empty element still gets a block to carry it.
    answer_marker: Option<(String, usize)>,
}

/// The block being collected.
#[derive(Default)]
struct Buffer {
    text: String,
    link_chars: usize,
    /// Links that start in the block.
    links: usize,
    /// One of them leads to the site's home page.
    home_link: bool,
    /// The first of them does.
    first_home: bool,
    /// Where the open link's text starts in `text`.
    link_start: Option<usize>,
    /// Where the text of the first link that started and ended in the block is in `text`.
    link_span: Option<(usize, usize)>,
    /// Where the last link that ended in the block ends in `text`.
    link_end: Option<usize>,
    /// An element in the block is marked as where the reader is (`aria-current`).
    current: bool,
    /// The addresses of its links but those to translations, inside a `<nav>` only (see
    /// [`Block::links_descend`]).
    nav_hrefs: Vec<String>,
    images: Vec<(String, String)>,
    radio: Option<String>,
    checked: bool,
    task: bool,
    /// Where `text` is inside `<b>` or `<strong>` (byte ranges).
    strong: Vec<(usize, usize)>,
}

/// The most blocks [`render`] makes room for before it reads a page (pages of quizzes have a
/// few hundred).
const MAX_ROOM_FOR_BLOCKS: usize = 2048;

struct Renderer {
    blocks: Vec<Block>,
    buf: Buffer,
    frames: Vec<Frame>,
    next_id: usize,
    keys: Vec<(usize, String)>,
    answer_attrs: Vec<(usize, String)>,
    /// Where the one link of an item of a list that may be a trail leads, by the item's block.
    crumb_hrefs: Vec<(usize, String)>,
    meta: PageMeta,
    in_title: bool,
    in_json_ld: bool,
    /// What the open elements are, counted as they open and close (kept beside `frames`, so
    /// that no question about them walks the stack).
    open: Open,
    /// The open block elements, outermost first.
    open_blocks: Vec<OpenBlock>,
    /// A rule (`<hr>`) came since the last block.
    rule: bool,
    /// A row's header cell (`<th>`) just closed: a data cell after it is what it labels.
    row_header: bool,
    /// The classes the page's stylesheet shows lists with letters by (see [`stylesheet`]).
    lettered: Vec<Vec<String>>,
}

/// How many of the open elements are of each kind that matters to what they hold.
#[derive(Default)]
struct Open {
    /// Elements hidden until revealed (`hidden`, `display:none`, `aria-hidden`).
    hidden: usize,
    /// Links with an address.
    links: usize,
    /// Elements whose content is left out (`script`, `svg`, …, a page's footer).
    skip: usize,
    /// Elements whose markup marks them correct.
    marked: usize,
    content: usize,
    forms: usize,
    pre: usize,
    controls: usize,
    legends: usize,
    captions: usize,
    asides: usize,
    navs: usize,
    labels: usize,
    /// Open table rows.
    rows: usize,
    /// Open `<sup>` and `<sub>` elements.
    sups: usize,
    subs: usize,
    /// Open `<b>` and `<strong>` elements.
    strong: usize,
    /// The levels of the open headings, innermost last.
    levels: Vec<u8>,
}

/// An open block element.
struct OpenBlock {
    id: usize,
    kind: Kind,
    /// A `<dt>`: the term a definition list's items describe.
    term: bool,
    /// Its position, for an item of a list shown with letters.
    item_index: Option<usize>,
    /// Its marker, for an item of a list shown with numbers.
    ordinal: Option<String>,
    /// An `<article>`, or an element a `<time>` or a byline opened in so far: a post of its own
    /// (a reader's comment), see [`Block::post`] and [`crate::byline`].
    post: bool,
    /// For a list (`<ol>`, `<ul>`): whether it is a breadcrumb trail (see [`Block::crumb`]).
    list: Option<Trail>,
    /// A list item (`<li>`), and whether a block was made of its content yet.
    item: bool,
    filled: bool,
}

/// What a list is to the breadcrumb trails a page may write as lists.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Trail {
    /// Not one.
    No,
    /// An ordered list in a `<nav>`: one if its last item is where the reader is.
    Maybe,
    /// Typed as one by schema.org's vocabulary.
    Yes,
}

/// Renders a parsed document to blocks and reads its metadata.
pub(crate) fn render(doc: &Html) -> (Vec<Block>, PageMeta) {
    let mut r = Renderer {
        // Room for every block at once: a block is made of text or images inside an element,
        // so a page has fewer blocks than half its nodes. Grown by pushing, the list was copied
        // five times a page into new memory (0.6 % of `parse`'s instructions). Capped, so that
        // a page of many inline elements in few blocks (a hostile one of millions) claims no
        // more room than a long page needs; past it the list grows as it fills.
        blocks: Vec::with_capacity((doc.tree.nodes().len() / 2).min(MAX_ROOM_FOR_BLOCKS)),
        buf: Buffer::default(),
        frames: Vec::new(),
        next_id: 1,
        keys: Vec::new(),
        answer_attrs: Vec::new(),
        crumb_hrefs: Vec::new(),
        meta: PageMeta::default(),
        in_title: false,
        in_json_ld: false,
        open: Open::default(),
        open_blocks: Vec::new(),
        rule: false,
        row_header: false,
        lettered: Vec::new(),
    };
    // `traverse` walks the tree without recursion, so deeply nested pages cannot overflow the stack.
    for edge in doc.tree.root().traverse() {
        match edge {
            Edge::Open(node) => match node.value() {
                Node::Element(el) => r.open(node, el),
                Node::Text(t) => r.text(t),
                Node::Comment(c) if r.meta.saved_from.is_none() => {
                    r.meta.saved_from = saved_from(c);
                }
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
    r.meta.settle_body_lang();
    crate::trail::join(&mut r.blocks, &r.crumb_hrefs, r.meta.canonical.as_deref());
    (r.blocks, r.meta)
}

/// Whether a block ends in its one link, a word or two after a sentence (`This site uses
/// cookies. <a>Accept</a>`): see [`Block::notice`]. Asked of the raw text as it is, without a
/// copy, for every block with one link: the cheap test first.
fn notice(links: usize, span: Option<(usize, usize)>, text: &str, unlinked_tail: bool) -> bool {
    if links != 1 || unlinked_tail {
        return false;
    }
    let Some((from, to)) = span else { return false };
    let (Some(before), Some(link)) = (text.get(..from), text.get(from..to)) else {
        return false;
    };
    let before = before.trim_end_matches(|c: char| c.is_whitespace() || c == BREAK);
    // A link's words counted up to three: a title's link may have many.
    let words = || link.split_whitespace().filter(|w| w.chars().any(char::is_alphanumeric));
    crate::sentence::ends_with_full_stop(before) && (1..=2).contains(&words().take(3).count())
}

impl Renderer {
    fn open(&mut self, node: NodeRef<'_, Node>, el: &Element) {
        let name = el.name();
        let tag = Tag::of(name);
        let attrs = Attrs::of(el);
        self.read_meta(name, &attrs);
        // A formula is read whole, as one line (see [`math`]); a drawing of it beside its
        // MathML, hidden from screen readers, is the same formula again.
        let formula = name == "math";
        let drawn = attrs.aria_hidden.is_some_and(|v| v.trim() == "true")
            && self.open.skip == 0
            && math::drawn_formula(node);
        let skip = tag.skipped || (tag.footer && self.open.content == 0) || formula || drawn;
        // A `<dialog>` not open is a panel a button shows, as a hidden `<div>` is: a reveal.
        let closed_dialog = name == "dialog" && !attrs.open;
        let hidden = (attrs.hidden() || closed_dialog) && !drawn;
        let block = tag.block || hidden || name == "br" || name == "input";
        if block {
            self.flush();
        }
        self.rule |= name == "hr";
        let link = name == "a" && attrs.href.is_some();
        if link {
            self.buf.links += 1;
            let page_lang = self.meta.lang.as_deref();
            let home = attrs.href.is_some_and(|h| home_page(h) || language_home(h, page_lang));
            self.buf.first_home |= home && self.buf.links == 1;
            self.buf.home_link |= home;
            // A link to a translation (`hreflang`) is the language switcher's, no trail's.
            if self.open.navs > 0
                && attrs.hreflang.is_none()
                && let Some(href) = attrs.href
            {
                self.buf.nav_hrefs.push(href.trim().to_owned());
            }
            self.buf.link_start = Some(self.buf.text.len());
        }
        let marked = attrs.marks_correct;
        let kind = if tag.level > 0 {
            Kind::Heading
        } else if tag.item {
            Kind::Item
        } else if name == "summary" {
            Kind::Summary
        } else {
            self.current_kind()
        };
        let id = if block {
            self.next_id += 1;
            self.next_id
        } else {
            0
        };
        if let Some(key) = attrs.key {
            self.keys.push((self.frames.len(), key.to_owned()));
        }
        let answer = attrs.answer(name);
        if let Some(letter) = &answer {
            self.answer_attrs.push((self.frames.len(), letter.clone()));
        }
        if formula && self.open.skip == 0 {
            self.text(&math::text(node));
        }
        self.open.hidden += usize::from(hidden);
        self.open.links += usize::from(link);
        self.open.skip += usize::from(skip);
        self.open.marked += usize::from(marked);
        let marked_item = if name == "li" {
            self.frames.last_mut().and_then(|f| f.list_marks.as_mut()).map(|(marks, n)| {
                *n += 1;
                (*marks, *n - 1)
            })
        } else {
            None
        };
        let (item_index, ordinal) = match marked_item {
            Some((Marks::Letters, n)) => (Some(n), None),
            Some((marks, n)) => (None, Some(marks.marker(n))),
            None => (None, None),
        };
        self.read_style(name, node);
        let list_marks = self.list_marks(name, &attrs, el);
        let answer_marker = answer.clone().map(|a| (a, self.blocks.len()));
        // Buttons, drop-down lists and the captions of form fields are controls: their options
        // can be choices, but never a stem, a topic or an explanation.
        let control = matches!(name, "button" | "select") || (name == "label" && attrs.label_for);
        let frame = Frame {
            block,
            hidden,
            link,
            skip,
            marked,
            list_marks,
            control,
            answer_marker,
            pre: name == "pre",
            legend: name == "legend",
            caption: name == "figcaption",
            aside: name == "aside",
            nav: name == "nav" || attrs.role.is_some_and(|r| r.eq_ignore_ascii_case("navigation")),
            label: name == "label",
            form: name == "form",
            content: tag.content,
            level: tag.level,
            row: name == "tr",
            strong: matches!(name, "b" | "strong"),
            shift: match name {
                "sup" => 1,
                "sub" => -1,
                _ => 0,
            },
        };
        if name == "time" {
            self.open_blocks.iter_mut().for_each(|b| b.post = true);
        }
        let post = name == "article";
        let list = matches!(name, "ol" | "ul").then(|| {
            if attrs.breadcrumb_list() {
                Trail::Yes
            } else if name == "ol" && self.open.navs > 0 {
                Trail::Maybe
            } else {
                Trail::No
            }
        });
        let open = OpenBlock {
            id,
            kind,
            term: name == "dt",
            item_index,
            ordinal,
            post,
            list,
            item: name == "li",
            filled: false,
        };
        self.buf.current |= attrs.current();
        self.enter(&frame, block.then_some(open));
        self.frames.push(frame);
        match name {
            "img" if self.open.skip == 0 => {
                if let Some(src) = attrs.src.filter(|s| !s.trim().is_empty()) {
                    let alt = attrs.alt.map(collapse).unwrap_or_default();
                    self.buf.images.push((src.trim().to_owned(), alt));
                }
            }
            "input" if self.open.skip == 0 => {
                let ty = attrs.ty.unwrap_or("");
                let (radio, checkbox) =
                    (ty.eq_ignore_ascii_case("radio"), ty.eq_ignore_ascii_case("checkbox"));
                if radio || checkbox {
                    self.buf.radio = Some(attrs.value.unwrap_or("").trim().to_owned());
                    self.buf.checked = attrs.checked;
                    let named = attrs.name.is_some_and(|n| !n.trim().is_empty());
                    let in_form = self.open.forms > 0;
                    // A rendered task list's boxes are disabled and stand alone; one a reader
                    // can tick (a cookie banner's "Analytics"), or one in a `<label>` (a review
                    // page's saved pick), is a form field whatever its markup around.
                    let in_label = self.open.labels > 0;
                    self.buf.task = checkbox && !named && !in_form && attrs.disabled && !in_label;
                } else if let Some(letter) = answer {
                    // A hidden field has no text to hang the answer on: it gets a block of its own.
                    let mut block = Block::new(String::new(), Kind::Para);
                    block.hidden = true;
                    block.answer_attr = Some(letter);
                    block.ancestors = self.ancestors();
                    self.blocks.push(block);
                }
            }
            // An ARIA radio button (`<div role="radio">`), as form builders draw them.
            _ if self.open.skip == 0
                && attrs.role.is_some_and(|r| r.eq_ignore_ascii_case("radio")) =>
            {
                let value = attrs.data_value.or(attrs.aria_label).unwrap_or("");
                self.buf.radio = Some(value.trim().to_owned());
            }
            // A row's header cell before its data (`<th>보기</th><td>① 태조<br>② 태종 …</td>`)
            // labels it, as a line of its own over the data would.
            // It is a heading of its row then, and a caption: not part of the question, the key
            // or the explanation it heads.
            "td" if std::mem::take(&mut self.row_header) => {
                let before = self.blocks.len();
                self.flush();
                if self.blocks.len() > before
                    && let Some(b) = self.blocks.last_mut()
                {
                    b.kind = Kind::Heading;
                    b.level = 6;
                    b.caption = true;
                }
            }
            "td" | "th" => self.buf.text.push(' '),
            "tr" => self.row_header = false,
            "title" if self.meta.title.is_none() => self.in_title = true,
            _ => {}
        }
    }

    fn close(&mut self, el: &Element) {
        let depth = self.frames.len().saturating_sub(1);
        let Some(frame) = self.frames.last() else { return };
        if frame.block {
            self.flush();
        } else if self.open.skip == 0 && !self.buf.text.is_empty() {
            self.buf.text.push(BREAK);
        }
        let Some(frame) = self.frames.pop() else { return };
        self.leave(&frame);
        if let Some((letter, count)) = frame.answer_marker
            && self.blocks.len() == count
            && self.buf.text.trim().is_empty()
            && el.name() != "input"
        {
            let mut block = Block::new(String::new(), Kind::Para);
            block.hidden = true;
            block.answer_attr = Some(letter);
            block.ancestors = self.ancestors();
            self.blocks.push(block);
        }
        self.open.hidden -= usize::from(frame.hidden);
        self.open.links -= usize::from(frame.link);
        if frame.link {
            self.buf.link_end = Some(self.buf.text.len());
            if let Some(at) = self.buf.link_start.take()
                && self.buf.link_span.is_none()
            {
                self.buf.link_span = Some((at, self.buf.text.len()));
            }
        }
        self.open.skip -= usize::from(frame.skip);
        self.open.marked -= usize::from(frame.marked);
        self.keys.retain(|(d, _)| *d < depth);
        self.answer_attrs.retain(|(d, _)| *d < depth);
        match el.name() {
            "title" => self.in_title = false,
            "script" => self.in_json_ld = false,
            "td" | "th" => {
                self.buf.text.push(' ');
                self.row_header = el.name() == "th";
            }
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
        if self.open.skip > 0 {
            return;
        }
        if self.open.links > 0 {
            self.buf.link_chars += visible_chars(t);
        }
        // `10<sup>8</sup>` is 10⁸ and `H<sub>2</sub>O` is H₂O: read flat, they would be other
        // numbers (108, H2O). Letters are raised only where they are an exponent (`2<sup>x
        // </sup>`, see [`shift::exponent`]); other text (`1<sup>st</sup>`) stays as it is.
        let shifted = match (self.open.sups > 0, self.open.subs > 0) {
            (true, false) => shift::digits(t, true).or_else(|| {
                let before = self.buf.text.trim_end_matches(BREAK);
                let catalan = (self.meta.lang.as_deref())
                    .and_then(|l| l.split(['-', '_']).next())
                    .is_some_and(|l| l.trim().eq_ignore_ascii_case("ca"));
                shift::exponent(before, t, catalan)
            }),
            (false, true) => shift::digits(t, false),
            _ => None,
        };
        let start = self.buf.text.len();
        match shifted {
            Some(s) => self.buf.text.push_str(&s),
            None => self.buf.text.push_str(t),
        }
        if self.open.strong > 0 {
            self.buf.strong.push((start, self.buf.text.len()));
        }
    }

    fn current_kind(&self) -> Kind {
        self.open_blocks.last().map_or(Kind::Para, |b| b.kind)
    }

    /// Counts `frame` in what the open elements are, as it is pushed; `block` is what it opens
    /// when it is a block element.
    fn enter(&mut self, frame: &Frame, block: Option<OpenBlock>) {
        let o = &mut self.open;
        o.content += usize::from(frame.content);
        o.forms += usize::from(frame.form);
        o.pre += usize::from(frame.pre);
        o.controls += usize::from(frame.control);
        o.legends += usize::from(frame.legend);
        o.captions += usize::from(frame.caption);
        o.asides += usize::from(frame.aside);
        o.navs += usize::from(frame.nav);
        o.labels += usize::from(frame.label);
        o.rows += usize::from(frame.row);
        o.strong += usize::from(frame.strong);
        o.sups += usize::from(frame.shift > 0);
        o.subs += usize::from(frame.shift < 0);
        if frame.level > 0 {
            o.levels.push(frame.level);
        }
        self.open_blocks.extend(block);
    }

    /// Takes `frame` out of what the open elements are, as it is popped.
    fn leave(&mut self, frame: &Frame) {
        let o = &mut self.open;
        o.content -= usize::from(frame.content);
        o.forms -= usize::from(frame.form);
        o.pre -= usize::from(frame.pre);
        o.controls -= usize::from(frame.control);
        o.legends -= usize::from(frame.legend);
        o.captions -= usize::from(frame.caption);
        o.asides -= usize::from(frame.aside);
        o.navs -= usize::from(frame.nav);
        o.labels -= usize::from(frame.label);
        o.rows -= usize::from(frame.row);
        o.strong -= usize::from(frame.strong);
        o.sups -= usize::from(frame.shift > 0);
        o.subs -= usize::from(frame.shift < 0);
        if frame.level > 0 {
            o.levels.pop();
        }
        if frame.block {
            self.open_blocks.pop();
        }
    }

    /// The ids of the open block elements, outermost first.
    fn ancestors(&self) -> Vec<usize> {
        self.open_blocks.iter().map(|b| b.id).collect()
    }

    fn flush(&mut self) {
        // Most flushes (at every block element's start and end) find only the white space
        // between tags: nothing to collapse into a block, and no new buffer to make.
        let b = &mut self.buf;
        if b.images.is_empty()
            && b.radio.is_none()
            && b.text.chars().all(|c| c.is_whitespace() || c == BREAK)
        {
            let mut text = std::mem::take(&mut b.text);
            text.clear();
            *b = Buffer { text, ..Buffer::default() };
            return;
        }
        let buf = std::mem::take(&mut self.buf);
        let pre = self.open.pre > 0;
        let (text, breaks) =
            if pre { (code_text(&buf.text), Vec::new()) } else { breaks(&buf.text) };
        if text.is_empty() && buf.images.is_empty() && buf.radio.is_none() {
            return;
        }
        // Outside `<pre>` the only white space left is one space between words.
        let visible_chars = if pre {
            text.chars().filter(|c| !c.is_whitespace()).count()
        } else {
            text.chars().count() - text.bytes().filter(|&b| b == b' ').count()
        };
        let mut block = Block::new(text, self.current_kind());
        block.hidden = self.open.hidden > 0;
        block.link_only = visible_chars > 0 && buf.link_chars >= visible_chars;
        block.link_heavy = visible_chars > 0 && buf.link_chars * 10 >= visible_chars * 6;
        block.control = self.open.controls > 0;
        block.ancestors = self.ancestors();
        block.radio = buf.radio;
        block.checked = buf.checked;
        block.task = buf.task;
        block.strong = crate::strong::wholly_strong(&buf.text, &buf.strong);
        block.code = pre;
        block.breaks = breaks;
        block.legend = self.open.legends > 0;
        block.caption = self.open.captions > 0;
        block.aside = self.open.asides > 0;
        block.post = self.open_blocks.iter().rev().find(|b| b.post).map(|b| b.id);
        // A byline (`<b>Dafydd</b> wrote:`) opens a reader's post, as a `<time>` does.
        if !block.hidden
            && block.kind != Kind::Heading
            && !block.control
            && crate::byline::is_byline(&buf.text, &buf.strong, buf.link_span)
        {
            block.byline = true;
            self.open_blocks.iter_mut().for_each(|b| b.post = true);
        }
        block.chrome = self.open.navs > 0 || buf.home_link;
        block.links = buf.links;
        block.unlinked_tail = buf
            .link_end
            .and_then(|end| buf.text.get(end..))
            .is_some_and(|tail| tail.chars().any(char::is_alphanumeric));
        block.current = buf.current;
        block.notice = notice(buf.links, buf.link_span, &buf.text, block.unlinked_tail);
        block.home_link = buf.first_home;
        block.links_descend = descend(&buf.nav_hrefs, self.meta.canonical.as_deref());
        block.crumb = match self.open_blocks.iter().rev().find_map(|b| b.list) {
            Some(Trail::Yes) => Some(true),
            Some(Trail::Maybe) => Some(false),
            _ => None,
        };
        // Where a trail's item leads, for `trail::join`: kept beside the blocks, not in each.
        if block.crumb.is_some()
            && let [href] = buf.nav_hrefs.as_slice()
        {
            self.crumb_hrefs.push((self.blocks.len(), href.clone()));
        }
        // The one link's text, where it is not all the block says and the block is in parts
        // (`Category: <a>VAT</a> · Updated …`), or the value of a label (`Kategorija:
        // <a>Geografija</a>`): what the block's topic would be. Only then is it copied.
        block.link_text = buf
            .link_span
            .filter(|_| buf.links == 1 && !block.link_only)
            .filter(|_| {
                block.text.contains(quizdeck_lang::punctuation().title_separators.as_slice())
                    || crate::sentence::first_colon(&block.text).is_some()
            })
            .and_then(|(from, to)| buf.text.get(from..to))
            .map(|t| collapse(&t.replace(BREAK, " ")))
            .filter(|t| !t.is_empty());
        block.row = self.open.rows > 0;
        block.level = self.open.levels.last().copied().unwrap_or(0);
        block.images = buf.images;
        block.marked_correct = self.open.marked > 0;
        block.key_attr = self.keys.last().map(|(_, k)| k.clone());
        block.answer_attr = self.answer_attrs.last().map(|(_, a)| a.clone());
        // The container a block sits in: the parent of its innermost block element. A wrapper
        // inside a list item (`<li><div class="opt"><span>A</span> …</div></li>`) is that item
        // where it is the first block made of the item: it sits in the list, as the item's own
        // text would.
        let item = self.open_blocks.iter().rposition(|b| b.item);
        let wrapped = item.filter(|&k| {
            k + 1 < self.open_blocks.len()
                && !self.open_blocks[k].filled
                && self.open_blocks[k + 1..].iter().all(|b| b.list.is_none() && !b.term)
        });
        let innermost = wrapped.map_or(self.open_blocks.len(), |k| k + 1);
        let mut ids = self.open_blocks[..innermost].iter().rev().map(|b| b.id);
        let own = ids.next().unwrap_or(0);
        block.parent = ids.next().unwrap_or(own);
        let at = innermost.checked_sub(1).map(|k| &self.open_blocks[k]);
        block.implicit_label = at.and_then(|b| b.item_index);
        block.ordinal = at.and_then(|b| b.ordinal.clone());
        block.term = self.open_blocks.last().is_some_and(|b| b.term);
        block.rule_before = std::mem::take(&mut self.rule);
        if let Some(k) = item {
            self.open_blocks[k].filled = true;
        }
        self.blocks.push(block);
        // The next block's text goes into this one's room (the block holds a collapsed copy):
        // a new buffer would grow again from nothing, copying its text each time it doubles.
        let mut room = buf.text;
        room.clear();
        self.buf.text = room;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn superscript_and_subscript_digits_keep_their_place() {
        let text = |html: &str| blocks(html).into_iter().map(|b| b.1).collect::<Vec<_>>();
        assert_eq!(text("<p>3 × 10<sup>8</sup> m/s, 10<sup>-3</sup></p>"), ["3 × 10⁸ m/s, 10⁻³"]);
        assert_eq!(text("<p>H<sub>2</sub>SO<sub>4</sub></p>"), ["H₂SO₄"]);
        // Words stay words: an ordinal's ending, a footnote's letter.
        assert_eq!(text("<p>the 1<sup>st</sup> step<sup>a</sup></p>"), ["the 1st stepa"]);
        assert_eq!(shift::digits("(n+1)", true), None, "a letter has no superscript here");
        assert_eq!(shift::digits("(2)", false).as_deref(), Some("₍₂₎"));
    }

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
    fn a_dialog_not_open_is_hidden_and_an_open_one_is_shown() {
        let b = blocks("<dialog><p>Answer: B</p></dialog><dialog open><p>Shown</p></dialog>");
        assert_eq!(b[0], (Kind::Para, "Answer: B".into(), true));
        assert_eq!(b[1], (Kind::Para, "Shown".into(), false));
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
    fn blocks_without_text_are_kept_only_for_an_image_or_a_control() {
        let (b, _) = render(&Html::parse_document(
            "<div>\n  <span> </span>\n</div><div><img src='a.png'> </div>\
             <label><input type=radio value=x> </label><p><a href='/x'>link</a></p><p>after</p>",
        ));
        let kept: Vec<_> =
            b.iter().map(|b| (b.text.as_str(), b.images.len(), b.radio.as_deref())).collect();
        assert_eq!(
            kept,
            [("", 1, None), ("", 0, Some("x")), ("link", 0, None), ("after", 0, None)]
        );
        // What a block held does not spill into the next one.
        assert!(b[2].link_only && !b[3].link_only);
        assert!(b[3].breaks.is_empty());
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let html = format!("{}<p>x</p>{}", "<div>".repeat(10_000), "</div>".repeat(10_000));
        assert_eq!(blocks(&html).last().map(|b| b.1.clone()), Some("x".into()));
    }
}
