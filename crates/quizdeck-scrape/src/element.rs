//! What the HTML renderer reads of one element: what its name makes it (a block, skipped content,
//! a heading …) and its attributes, each read once.
//!
//! The renderer asks about a dozen questions of every element's attributes. Asked through
//! `scraper::node::Element::attr`, each question interns its name (hashing the string, and taking
//! a lock for names outside html5ever's static set such as `data-question-id`) and searches the
//! attributes again; and the `data-*` scans lowercased every name into a new `String`. Here one
//! pass over the attributes answers them all, comparing names without allocating: html5ever
//! lowercases names already, so the comparisons ignoring ASCII case only keep what the lowercasing
//! did for the rare name it did not (adjusted SVG names).

use scraper::node::Element;

/// What an element's name makes it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Tag {
    /// A text rendering starts a new line before and after it.
    pub block: bool,
    /// Its content is left out of a text rendering (`head`, `script`, `svg` …); a `<footer>` only
    /// outside content elements (see [`Tag::footer`]).
    pub skipped: bool,
    /// A `<footer>`: left out, unless it is the footer of an article or section (a question
    /// card's "Key: D" line), not of the page.
    pub footer: bool,
    /// `article`, `section`, `main`: a footer inside belongs to the content.
    pub content: bool,
    /// `h1`–`h6`: its level.
    pub level: u8,
    /// `li`, `dt`, `dd`, `label`, `option`: an item.
    pub item: bool,
}

impl Tag {
    /// What the element named `name` (lower case) is.
    pub fn of(name: &str) -> Self {
        let mut tag = Tag::default();
        match name {
            "head" | "script" | "style" | "noscript" | "template" | "svg" | "iframe" | "object"
            | "canvas" | "textarea" => tag.skipped = true,
            // A ruby's reading (`<ruby>高度計<rt>こうどけい</rt></ruby>`) and its fallback
            // brackets: a gloss over the text, not part of it.
            "rt" | "rp" => tag.skipped = true,
            "footer" => tag.footer = true,
            _ => {}
        }
        tag.block = matches!(
            name,
            "address"
                | "article"
                | "aside"
                | "blockquote"
                | "body"
                | "button"
                | "caption"
                | "dd"
                | "details"
                | "dialog"
                | "div"
                | "dl"
                | "dt"
                | "fieldset"
                | "figcaption"
                | "figure"
                | "form"
                | "h1"
                | "h2"
                | "h3"
                | "h4"
                | "h5"
                | "h6"
                | "header"
                | "hgroup"
                | "hr"
                | "html"
                | "label"
                | "legend"
                | "li"
                | "main"
                | "menu"
                | "nav"
                | "ol"
                | "option"
                | "p"
                | "pre"
                | "select"
                | "section"
                | "summary"
                | "table"
                | "tbody"
                | "tfoot"
                | "thead"
                | "tr"
                | "ul"
        );
        tag.content = matches!(name, "article" | "section" | "main");
        tag.level = match name.as_bytes() {
            [b'h', d @ b'1'..=b'6'] => d - b'0',
            _ => 0,
        };
        tag.item = matches!(name, "li" | "dt" | "dd" | "label" | "option");
        tag
    }
}

/// The attributes of one element the renderer reads. The named ones are those
/// `Element::attr` finds (no prefix, no namespace); the `data-*` scans look at every attribute by
/// its local name, in the element's order, as `Element::attrs` lists them.
#[derive(Debug, Default)]
pub(crate) struct Attrs<'a> {
    pub href: Option<&'a str>,
    pub src: Option<&'a str>,
    pub alt: Option<&'a str>,
    pub ty: Option<&'a str>,
    /// `start`: the number an ordered list's first item shows.
    pub start: Option<&'a str>,
    pub value: Option<&'a str>,
    pub name: Option<&'a str>,
    pub role: Option<&'a str>,
    pub data_value: Option<&'a str>,
    pub aria_label: Option<&'a str>,
    pub aria_hidden: Option<&'a str>,
    pub style: Option<&'a str>,
    pub lang: Option<&'a str>,
    pub xml_lang: Option<&'a str>,
    pub rel: Option<&'a str>,
    pub hreflang: Option<&'a str>,
    pub http_equiv: Option<&'a str>,
    pub content: Option<&'a str>,
    /// `itemtype` (microdata) or `typeof` (RDFa): the schema.org type the element is.
    pub item_type: Option<&'a str>,
    /// `aria-current`: the element is the page (or step, or place) the reader is at.
    pub aria_current: Option<&'a str>,
    pub label_for: bool,
    pub checked: bool,
    /// `disabled`: a checkbox that cannot be changed (a rendered task list's).
    pub disabled: bool,
    pub hidden: bool,
    /// `open`: a `<dialog>` shown as the page loads.
    pub open: bool,
    /// An attribute marks the element as the correct choice (`data-correct="true"`).
    pub marks_correct: bool,
    /// The first `data-*` attribute named like an answer whose value is a single letter: that
    /// letter, upper case.
    data_answer: Option<String>,
    /// The first `data-*` attribute that names a question id (`data-question-id`, `data-qid`,
    /// `data-id`), trimmed.
    pub key: Option<&'a str>,
}

impl<'a> Attrs<'a> {
    /// Reads the attributes of `el` in one pass.
    pub fn of(el: &'a Element) -> Self {
        let mut a = Attrs::default();
        for (q, value) in el.attrs.iter() {
            let local: &str = &q.local;
            let value: &str = value;
            if local.len() > 5 && local.as_bytes()[..5].eq_ignore_ascii_case(b"data-") {
                a.data(local, value);
            }
            if q.prefix.is_some() || !q.ns.is_empty() {
                continue;
            }
            let slot = match local {
                "href" => &mut a.href,
                "src" => &mut a.src,
                "alt" => &mut a.alt,
                "type" => &mut a.ty,
                "start" => &mut a.start,
                "value" => &mut a.value,
                "name" => &mut a.name,
                "role" => &mut a.role,
                "data-value" => &mut a.data_value,
                "aria-label" => &mut a.aria_label,
                "aria-hidden" => &mut a.aria_hidden,
                "style" => &mut a.style,
                "lang" => &mut a.lang,
                "xml:lang" => &mut a.xml_lang,
                "rel" => &mut a.rel,
                "hreflang" => &mut a.hreflang,
                "http-equiv" => &mut a.http_equiv,
                "content" => &mut a.content,
                "itemtype" | "typeof" => &mut a.item_type,
                "aria-current" => &mut a.aria_current,
                "for" => {
                    a.label_for = true;
                    continue;
                }
                "checked" => {
                    a.checked = true;
                    continue;
                }
                "disabled" => {
                    a.disabled = true;
                    continue;
                }
                "hidden" => {
                    a.hidden = true;
                    continue;
                }
                "open" => {
                    a.open = true;
                    continue;
                }
                _ => continue,
            };
            *slot = Some(value);
        }
        a
    }

    /// A `data-*` attribute (`local` starts with `data-` in any case).
    fn data(&mut self, local: &str, value: &'a str) {
        if !self.marks_correct && contains_ci(local, "correct") {
            let v = value.trim();
            self.marks_correct =
                ["", "true", "1", "yes", "correct"].iter().any(|yes| v.eq_ignore_ascii_case(yes));
        }
        // `Element::attrs` names as written: `data-` itself in lower case, as html5ever gives it.
        if self.data_answer.is_none() && local.starts_with("data-") && answer_like(local) {
            self.data_answer = letter(value);
        }
        if self.key.is_none() {
            let keyish = local.eq_ignore_ascii_case("data-id")
                || local.eq_ignore_ascii_case("data-qid")
                || (contains_ci(local, "question")
                    && local.len() >= 2
                    && local.as_bytes()[local.len() - 2..].eq_ignore_ascii_case(b"id"));
            let v = value.trim();
            if keyish && !v.is_empty() && v.len() <= 64 {
                self.key = Some(v);
            }
        }
    }

    /// Hidden from view until revealed: `hidden`, `display:none`, `visibility:hidden`,
    /// `aria-hidden`. Hidden text is kept (the answer often is hidden), but marked.
    pub fn hidden(&self) -> bool {
        if self.hidden || self.aria_hidden.is_some_and(|v| v.trim() == "true") {
            return true;
        }
        self.style.is_some_and(|s| {
            let s: String =
                s.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
            s.contains("display:none") || s.contains("visibility:hidden")
        })
    }

    /// A list schema.org's vocabulary types as a breadcrumb trail (`itemtype=
    /// "https://schema.org/BreadcrumbList"`, RDFa's `typeof="BreadcrumbList"`): the site's own
    /// word for what the list is, in every language.
    pub fn breadcrumb_list(&self) -> bool {
        self.item_type.is_some_and(|t| contains_ci(t, "breadcrumblist"))
    }

    /// Marked as where the reader is (`aria-current="page"`), unless `aria-current="false"`.
    pub fn current(&self) -> bool {
        self.aria_current.is_some_and(|v| !v.trim().eq_ignore_ascii_case("false"))
    }

    /// A list whose markers are letters: `<ol type="A">` or a `list-style` of latin or alpha
    /// letters.
    pub fn alpha_list(&self) -> bool {
        if self.ty.is_some_and(|t| t == "A" || t == "a") {
            return true;
        }
        self.style.is_some_and(|s| contains_ci(s, "alpha") || contains_ci(s, "latin"))
    }

    /// How the list element named `name` marks its items, and the first item's number (from 0
    /// for letters, which give the choices' labels; as shown for numbers).
    pub fn list_marks(&self, name: &str) -> Option<(Marks, usize)> {
        if !matches!(name, "ol" | "ul") {
            return None;
        }
        if self.alpha_list() {
            return Some((Marks::Letters, 0));
        }
        let roman = |case: &str| self.style.is_some_and(|s| contains_ci(s, case));
        let marks = match self.ty {
            Some("I") => Marks::Roman { upper: true },
            Some("i") => Marks::Roman { upper: false },
            _ if roman("upper-roman") => Marks::Roman { upper: true },
            _ if roman("lower-roman") => Marks::Roman { upper: false },
            _ if name == "ol" => Marks::Digits,
            _ => return None,
        };
        let start = self.start.and_then(|s| s.trim().parse().ok()).unwrap_or(1);
        Some((marks, start))
    }

    /// A letter the attributes of the element named `tag` name as the answer (`data-answer="B"`,
    /// `data-correct-answer="B"`, `<input type="hidden" name="answer" value="B">`).
    pub fn answer(&self, tag: &str) -> Option<String> {
        if tag == "input"
            && self.ty.is_some_and(|t| t.eq_ignore_ascii_case("hidden"))
            && self.name.is_some_and(answer_like)
        {
            return self.value.and_then(letter);
        }
        self.data_answer.clone()
    }
}

/// How an ordered list marks its items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Marks {
    /// `A`, `B`, … (`<ol type="A">`): the items are choices, and their letter their label.
    Letters,
    /// `1`, `2`, …
    Digits,
    /// `I`, `II`, … or `i`, `ii`, …
    Roman { upper: bool },
}

impl Marks {
    /// The marker of the item numbered `n` (from 1), as the list shows it.
    pub fn marker(self, n: usize) -> String {
        match self {
            Marks::Roman { upper } if (1..4000).contains(&n) => {
                let r = roman(n);
                if upper { r } else { r.to_lowercase() }
            }
            _ => n.to_string(),
        }
    }
}

/// `n` (1–3999) in Roman numerals. Written here: the few lines a numeral takes do not call for
/// a crate.
fn roman(mut n: usize) -> String {
    const NUMERALS: [(usize, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, numeral) in NUMERALS {
        while n >= value {
            out.push_str(numeral);
            n -= value;
        }
    }
    out
}

/// A name that speaks of the answer (`data-correct-answer`, `solution`), in any case.
fn answer_like(name: &str) -> bool {
    contains_ci(name, "answer") || contains_ci(name, "solution") || contains_ci(name, "correct")
}

/// A value that is one letter, upper case.
fn letter(v: &str) -> Option<String> {
    let v = v.trim();
    (v.chars().count() == 1 && v.chars().all(char::is_alphabetic)).then(|| v.to_uppercase())
}

/// Whether `hay` contains `needle` (ASCII, lower case), ignoring ASCII case.
fn contains_ci(hay: &str, needle: &str) -> bool {
    hay.as_bytes().windows(needle.len()).any(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

#[cfg(test)]
mod tests {
    use scraper::{Html, Node};

    use super::*;

    /// The attributes of the first element named `tag` in `html`, read by `read`.
    fn first<T>(html: &str, tag: &str, read: impl Fn(&Element) -> T) -> T {
        let doc = Html::parse_document(html);
        let el = doc
            .tree
            .root()
            .descendants()
            .find_map(|n| match n.value() {
                Node::Element(e) if e.name() == tag => Some(e),
                _ => None,
            })
            .expect("element");
        read(el)
    }

    #[test]
    fn named_attributes_are_those_attr_finds() {
        let html = r#"<a HREF="x" data-Value="v" aria-hidden=" true" style="Display : None">t</a>"#;
        first(html, "a", |el| {
            let a = Attrs::of(el);
            assert_eq!(a.href, el.attr("href"));
            assert_eq!(a.data_value, el.attr("data-value"));
            assert!(a.hidden());
            assert!(!a.label_for && !a.checked);
        });
        // An SVG link's `xlink:href` has a namespace: it is no `href`.
        let svg = r#"<svg><a xlink:href="y"><text>t</text></a></svg>"#;
        first(svg, "a", |el| assert_eq!((Attrs::of(el).href, el.attr("href")), (None, None)));
    }

    #[test]
    fn data_attributes_mark_answers_keys_and_correct_choices() {
        let html = r#"<li data-x="1" data-correct-answer="b" data-answer="c" data-question-id=" 77 "
            data-is-correct="Yes">t</li>"#;
        first(html, "li", |el| {
            let a = Attrs::of(el);
            // The first in the element's order, which is the sorted order scraper keeps.
            let expected = el
                .attrs()
                .find_map(|(n, v)| (n.contains("answer") || n.contains("correct")).then_some(v))
                .map(|v| v.trim().to_uppercase());
            assert_eq!(a.answer("li"), expected);
            assert_eq!(a.key, Some("77"));
            assert!(a.marks_correct);
        });
        let hidden = r#"<input type="HIDDEN" name="Solution" value="d">"#;
        first(hidden, "input", |el| {
            assert_eq!(Attrs::of(el).answer("input").as_deref(), Some("D"))
        });
        first(r#"<li data-correct="no" data-id="">t</li>"#, "li", |el| {
            let a = Attrs::of(el);
            assert!(!a.marks_correct && a.key.is_none() && a.answer("li").is_none());
        });
    }

    #[test]
    fn breadcrumb_lists_by_schema_type_and_current_items() {
        let microdata =
            r#"<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li>x</li></ol>"#;
        first(microdata, "ol", |el| assert!(Attrs::of(el).breadcrumb_list()));
        let rdfa = r#"<ul vocab="https://schema.org/" typeof="BreadcrumbList"><li>x</li></ul>"#;
        first(rdfa, "ul", |el| assert!(Attrs::of(el).breadcrumb_list()));
        let list = r#"<ol itemscope itemtype="https://schema.org/ItemList"><li>x</li></ol>"#;
        first(list, "ol", |el| assert!(!Attrs::of(el).breadcrumb_list()));
        first(r#"<li aria-current="page">x</li>"#, "li", |el| assert!(Attrs::of(el).current()));
        first(r#"<li aria-current="false">x</li>"#, "li", |el| assert!(!Attrs::of(el).current()));
    }

    #[test]
    fn letter_lists_by_type_or_style() {
        first(r#"<ol type="a"><li>x</li></ol>"#, "ol", |el| assert!(Attrs::of(el).alpha_list()));
        let styled = r#"<ul style="list-style: Upper-Latin"><li>x</li></ul>"#;
        first(styled, "ul", |el| assert!(Attrs::of(el).alpha_list()));
        first(r#"<ol type="1"><li>x</li></ol>"#, "ol", |el| assert!(!Attrs::of(el).alpha_list()));
    }

    #[test]
    fn numbered_lists_mark_items_with_digits_or_roman_numerals_from_their_start() {
        let marks = |html: &str, name: &str| first(html, name, |el| Attrs::of(el).list_marks(name));
        assert_eq!(marks(r#"<ol><li>x</li></ol>"#, "ol"), Some((Marks::Digits, 1)));
        assert_eq!(
            marks(r#"<ol type="I" start="4"><li>x</li></ol>"#, "ol"),
            Some((Marks::Roman { upper: true }, 4))
        );
        let styled = r#"<ul style="list-style-type: lower-roman"><li>x</li></ul>"#;
        assert_eq!(marks(styled, "ul"), Some((Marks::Roman { upper: false }, 1)));
        assert_eq!(marks(r#"<ol type="A"><li>x</li></ol>"#, "ol"), Some((Marks::Letters, 0)));
        assert_eq!(marks(r#"<ul><li>x</li></ul>"#, "ul"), None, "bullets number nothing");
        let roman = Marks::Roman { upper: true };
        let shown: Vec<String> = [1, 4, 9, 14, 40, 1994].map(|n| roman.marker(n)).into();
        assert_eq!(shown, ["I", "IV", "IX", "XIV", "XL", "MCMXCIV"]);
        assert_eq!(Marks::Roman { upper: false }.marker(3), "iii");
        assert_eq!(roman.marker(4000), "4000", "past Roman numerals' range: digits");
    }
}
