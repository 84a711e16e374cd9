//! A cap on how deeply a page's elements nest, applied before the HTML parser sees the page.
//!
//! html5ever's tree builder looks through the stack of open elements for many tags (is a `p` in
//! button scope? is this end tag's element open?), so a page nested N deep costs N² steps:
//! `<div><span>` repeated 100 000 times (1.1 MB) took 105 s. Browsers cap the depth of the tree
//! they build; html5ever has no such option, and the stack it keeps cannot be limited from the
//! tree it builds into. So this pre-pass follows the tags the way the parser will, closely
//! enough to never count fewer open elements than it (tags that close others implicitly are
//! modelled, where in doubt an element is counted as still open), and drops the start tags that
//! would open an element deeper than [`MAX_DEPTH`], with their end tags. Text is kept: a page
//! beyond the cap still gives all its words, only flatter. A page within the cap is passed on
//! untouched.
//!
//! Written by hand: a tag scanner is a few dozen lines, and no crate offers a depth limit for
//! html5ever.

use std::borrow::Cow;
use std::sync::LazyLock;

/// Deepest nesting of elements passed on to the parser. Real pages stay far below (a few dozen);
/// the parser's cost grows with the square of the depth, and at this depth a page under the size
/// limit parses in well under a second.
pub(crate) const MAX_DEPTH: usize = 256;

/// Formatting elements (`b`, `i`, `a` …) the parser re-opens after a misnested end tag: at most
/// this many are let through while open, or `<div><b id=1></div><div><b id=2></div>…` would make
/// it re-open all earlier ones for every new one.
const MAX_OPEN_FORMATTING: usize = 32;

/// Attributes a tag may carry to the parser. html5ever looks through the attributes a tag has so
/// far for each new one (a duplicate is dropped), so a tag of N attributes costs N² steps: one tag
/// of 200 000 attributes (a 2.4 MB page) took 20 s. Real tags carry a handful; a tag with more
/// than this many reaches the parser bare (`<b>`), its element and what it holds kept.
pub(crate) const MAX_ATTRIBUTES: usize = 1024;

/// A tag shorter than this holds fewer than [`MAX_ATTRIBUTES`] attributes (each takes two bytes
/// at least: a name's first byte and a space, `/` or closing quote before it), so only longer
/// tags are counted, and the scan of an ordinary page does one comparison more per tag.
const LONG_TAG: usize = 2 * MAX_ATTRIBUTES;

const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param",
    "source", "track", "wbr", "basefont", "bgsound", "frame",
];

/// Elements whose content is text up to their end tag.
const RAW_TEXT: &[&str] =
    &["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"];

const FORMATTING: &[&str] = &[
    "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
];

/// Start tags that close an open `p` (HTML's "close a p element in button scope").
const CLOSES_P: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "center",
    "details",
    "dialog",
    "dir",
    "div",
    "dl",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
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
    "li",
    "dd",
    "dt",
    "main",
    "menu",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "ul",
    "listing",
    "plaintext",
    "xmp",
];

/// For a start tag, the element it closes when that is open, and the elements that stop the
/// search (the list, table or select around it).
fn closes(name: &str) -> Option<(&'static [&'static str], &'static [&'static str])> {
    Some(match name {
        "li" => (&["li"], &["ul", "ol", "menu", "table", "div"]),
        "dd" | "dt" => (&["dd", "dt"], &["dl", "table", "div"]),
        "option" => (&["option"], &["select", "datalist", "optgroup"]),
        "optgroup" => (&["option", "optgroup"], &["select"]),
        "tr" => (&["tr", "td", "th"], &["table", "tbody", "thead", "tfoot"]),
        "td" | "th" => (&["td", "th"], &["tr", "table"]),
        "tbody" | "thead" | "tfoot" => (&["tbody", "thead", "tfoot", "tr", "td", "th"], &["table"]),
        _ => return None,
    })
}

/// What the lists above say of one tag name, looked up once per tag: every tag of every page
/// goes through the scan, and going down each list for each tag was most of its cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Class(u8);

impl Class {
    const VOID: u8 = 1;
    const RAW_TEXT: u8 = 2;
    const FORMATTING: u8 = 4;
    const CLOSES_P: u8 = 8;

    fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }

    /// The class of a lower-case tag name.
    fn of(name: &str) -> Class {
        /// The names of the lists above by their keys, in a table of open addressing: a name is
        /// found, or told absent, in a probe or two (a binary search took seven steps per tag).
        static CLASSES: LazyLock<[(u128, u8); SLOTS]> = LazyLock::new(|| {
            let lists = [
                (VOID, Class::VOID),
                (RAW_TEXT, Class::RAW_TEXT),
                (FORMATTING, Class::FORMATTING),
                (CLOSES_P, Class::CLOSES_P),
            ];
            let mut table = [(0u128, 0u8); SLOTS];
            for (list, flag) in lists {
                for &name in list {
                    let key = Class::key(name).expect("the lists' names are short");
                    let mut at = Class::slot(key);
                    while table[at].0 != 0 && table[at].0 != key {
                        at = (at + 1) % SLOTS;
                    }
                    table[at] = (key, table[at].1 | flag);
                }
            }
            table
        });
        const SLOTS: usize = 256;
        // The empty name's key is 0, which marks an empty slot: it is in no list.
        let Some(key) = Class::key(name).filter(|&k| k != 0) else { return Class(0) };
        let mut at = Class::slot(key);
        loop {
            match CLASSES[at] {
                (k, flags) if k == key => return Class(flags),
                (0, _) => return Class(0),
                _ => at = (at + 1) % SLOTS,
            }
        }
    }

    /// Where a key's search starts in a table of 256 slots: its two halves folded and
    /// multiplied (Fibonacci hashing), the top byte. The table holds the lists' names only, so
    /// no page can choose names that crowd it.
    fn slot(key: u128) -> usize {
        let folded = (key as u64) ^ ((key >> 64) as u64);
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize
    }

    /// A name of at most 15 bytes as one number, its length in the last byte: names compare as
    /// numbers do, in one step.
    /// The bytes are shifted in one by one: a tag name is a few bytes, and copying them into an
    /// array of 16 called `memcpy` for each tag.
    fn key(name: &str) -> Option<u128> {
        let bytes = name.as_bytes();
        if bytes.len() >= 16 {
            return None;
        }
        let mut key = (bytes.len() as u128) << 120;
        for (i, &b) in bytes.iter().enumerate() {
            key |= u128::from(b) << (8 * i);
        }
        Some(key)
    }
}

/// Elements that stop the search for an open `p`.
const P_SCOPE: &[&str] =
    &["button", "table", "td", "th", "caption", "marquee", "object", "template"];

/// The page with the elements nested deeper than [`MAX_DEPTH`] flattened (their text kept), or
/// the page itself when none is.
pub(crate) fn cap_depth(html: &str) -> Cow<'_, str> {
    let mut scan = Scan { html, stack: Vec::new(), formatting: 0, out: None, copied: 0 };
    scan.run();
    match scan.out {
        None => Cow::Borrowed(html),
        Some(mut out) => {
            out.push_str(&html[scan.copied..]);
            Cow::Owned(out)
        }
    }
}

struct Scan<'a> {
    html: &'a str,
    /// Names of the open elements, lower case (as written, unless the page wrote capitals).
    stack: Vec<Cow<'a, str>>,
    /// Formatting elements started and not yet ended by their own end tag.
    formatting: usize,
    /// The output, once something was dropped.
    out: Option<String>,
    /// How much of `html` is in `out`.
    copied: usize,
}

impl<'a> Scan<'a> {
    fn run(&mut self) {
        let bytes = self.html.as_bytes();
        let mut i = 0;
        while let Some(lt) = memchr::memchr(b'<', &bytes[i..]) {
            let start = i + lt;
            let rest = &bytes[start + 1..];
            i = match rest.first() {
                Some(b'!') if rest.starts_with(b"!--") => {
                    find(bytes, start + 4, b"-->").map_or(bytes.len(), |e| e + 3)
                }
                Some(b'!' | b'?') => find(bytes, start, b">").map_or(bytes.len(), |e| e + 1),
                Some(b'/') if rest.get(1).is_some_and(u8::is_ascii_alphabetic) => {
                    self.end_tag(start)
                }
                Some(c) if c.is_ascii_alphabetic() => self.start_tag(start),
                _ => start + 1,
            };
        }
    }

    /// Handles the start tag at `start`; returns where scanning goes on.
    fn start_tag(&mut self, start: usize) -> usize {
        let (name, end) = tag_at(self.html, start + 1);
        let bare = too_many_attributes(self.html, start, end);
        let class = Class::of(&name);
        if class.has(Class::VOID) {
            if bare {
                self.replace_range(start, end, &format!("<{name}>"));
            }
            return end;
        }
        if name == "plaintext" {
            // Everything after it is text.
            return self.html.len();
        }
        self.close_implied(&name, class);
        let raw = class.has(Class::RAW_TEXT);
        let content_end = if raw { raw_text_end(self.html, end, &name) } else { end };
        let is_formatting = class.has(Class::FORMATTING);
        let too_deep = self.stack.len() >= MAX_DEPTH
            || (is_formatting && self.formatting >= MAX_OPEN_FORMATTING);
        if too_deep {
            // A raw-text element goes whole (its content is not markup to keep as text).
            self.drop_range(start, if raw { content_end } else { end });
            return content_end;
        }
        if bare {
            self.replace_range(start, end, &format!("<{name}>"));
        }
        if is_formatting {
            self.formatting += 1;
        }
        if raw {
            // Its end tag is the next thing the scan meets; the element is never on the stack.
            return content_end;
        }
        self.stack.push(name);
        end
    }

    fn end_tag(&mut self, start: usize) -> usize {
        let (name, end) = tag_at(self.html, start + 2);
        let class = Class::of(&name);
        if class.has(Class::FORMATTING) {
            self.formatting = self.formatting.saturating_sub(1);
        }
        // An end tag's attributes mean nothing, but the parser still collects them.
        let bare = too_many_attributes(self.html, start, end);
        match self.stack.iter().rposition(|open| *open == name) {
            Some(at) => self.stack.truncate(at),
            // An end tag nothing opened: once tags were dropped, it may be one of theirs.
            None if self.out.is_some() && !class.has(Class::RAW_TEXT) => {
                self.drop_range(start, end);
                return end;
            }
            None => {}
        }
        if bare {
            self.replace_range(start, end, &format!("</{name}>"));
        }
        end
    }

    /// Pops what a start tag `name` closes implicitly: an open `p` before a block, an open `li`
    /// before the next one, and so on. Where the model is unsure it leaves elements open, which
    /// can only make it count deeper than the parser.
    fn close_implied(&mut self, name: &str, class: Class) {
        if class.has(Class::CLOSES_P) {
            self.close_within(&["p"], P_SCOPE);
        }
        if let Some((targets, scope)) = closes(name) {
            self.close_within(targets, scope);
        }
    }

    fn close_within(&mut self, targets: &[&str], scope: &[&str]) {
        for at in (0..self.stack.len()).rev() {
            let open = &*self.stack[at];
            if targets.contains(&open) {
                self.stack.truncate(at);
                return;
            }
            if scope.contains(&open) {
                return;
            }
        }
    }

    fn drop_range(&mut self, start: usize, end: usize) {
        let out = self.out.get_or_insert_with(|| String::with_capacity(self.html.len()));
        out.push_str(&self.html[self.copied..start]);
        self.copied = end;
    }

    fn replace_range(&mut self, start: usize, end: usize, with: &str) {
        self.drop_range(start, end);
        self.out.get_or_insert_default().push_str(with);
    }
}

/// Whether the tag from `start` to `end` holds more than [`MAX_ATTRIBUTES`] attributes, counted
/// as html5ever's tokenizer finds them (names start after white space, `/` or a quoted value; a
/// quoted value may hold anything). Only a tag longer than [`LONG_TAG`] is looked at.
fn too_many_attributes(html: &str, start: usize, end: usize) -> bool {
    if end - start <= LONG_TAG {
        return false;
    }
    #[derive(Clone, Copy, PartialEq)]
    enum At {
        BeforeName,
        Name,
        AfterName,
        BeforeValue,
        Quoted(u8),
        Unquoted,
    }
    let bytes = &html.as_bytes()[start..end];
    // The tag's name (after `<` or `</`) ends the way `tag_at` ends it.
    let name_start = if bytes.get(1) == Some(&b'/') { 2 } else { 1 };
    let name_end = bytes[name_start..]
        .iter()
        .position(|b| b.is_ascii_whitespace() || *b == b'/' || *b == b'>')
        .map_or(bytes.len(), |n| name_start + n);
    let mut at = At::BeforeName;
    let mut count = 0usize;
    for &b in &bytes[name_end..] {
        let space = b.is_ascii_whitespace();
        at = match at {
            At::Quoted(q) if b == q => At::BeforeName,
            At::Quoted(q) => At::Quoted(q),
            _ if b == b'>' => break,
            At::BeforeName | At::AfterName if space || b == b'/' => at,
            At::BeforeName | At::AfterName if b == b'=' && at == At::AfterName => At::BeforeValue,
            At::BeforeName | At::AfterName => {
                count += 1;
                if count > MAX_ATTRIBUTES {
                    return true;
                }
                At::Name
            }
            At::Name if space => At::AfterName,
            At::Name if b == b'/' => At::BeforeName,
            At::Name if b == b'=' => At::BeforeValue,
            At::Name => At::Name,
            At::BeforeValue if space => At::BeforeValue,
            At::BeforeValue if b == b'"' || b == b'\'' => At::Quoted(b),
            At::BeforeValue | At::Unquoted if space => At::BeforeName,
            At::BeforeValue | At::Unquoted => At::Unquoted,
        };
    }
    false
}

/// The lower-case name of the tag whose name starts at `at` (borrowed from the page unless it
/// has capitals), and the index after its `>` (quoted attribute values may hold `>`).
fn tag_at(html: &str, at: usize) -> (Cow<'_, str>, usize) {
    let bytes = html.as_bytes();
    let name_end = bytes[at..]
        .iter()
        .position(|b| b.is_ascii_whitespace() || *b == b'/' || *b == b'>')
        .map_or(bytes.len(), |n| at + n);
    let name = &html[at..name_end];
    let name = if name.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(name.to_ascii_lowercase())
    } else {
        Cow::Borrowed(name)
    };
    // Most tags end right after their name (`<li>`, `</a>`).
    if bytes.get(name_end) == Some(&b'>') {
        return (name, name_end + 1);
    }
    // From one `>` or quote to the next: a quote right after `=` (white space between) opens a
    // value that runs to the same quote; any other quote is text. Tags are most of a page's
    // bytes, and every page goes through here before the parser: a search for the three bytes
    // skips the rest of them at once.
    let mut i = name_end;
    while let Some(found) = memchr::memchr3(b'>', b'"', b'\'', &bytes[i..]) {
        let p = i + found;
        if bytes[p] == b'>' {
            return (name, p + 1);
        }
        let before = bytes[name_end..p].iter().rposition(|b| !b.is_ascii_whitespace());
        if before.is_some_and(|k| bytes[name_end + k] == b'=') {
            match memchr::memchr(bytes[p], &bytes[p + 1..]) {
                Some(close) => i = p + 1 + close + 1,
                None => break,
            }
        } else {
            i = p + 1;
        }
    }
    (name, bytes.len())
}

/// Where the text content of the raw-text element `name` that starts at `from` ends: at its end
/// tag (which the scan then reads), or at the end of the page.
fn raw_text_end(html: &str, from: usize, name: &str) -> usize {
    let bytes = html.as_bytes();
    let mut i = from;
    while let Some(at) = find(bytes, i, b"</") {
        let candidate = &bytes[at + 2..];
        if candidate.len() >= name.len()
            && candidate[..name.len()].eq_ignore_ascii_case(name.as_bytes())
            && candidate
                .get(name.len())
                .is_none_or(|b| b.is_ascii_whitespace() || b"/>".contains(b))
        {
            return at;
        }
        i = at + 2;
    }
    bytes.len()
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(hay.get(from..)?, needle).map(|p| from + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scan `tag_at` replaced, byte by byte: what it must agree with.
    fn tag_at_bytewise(html: &str, at: usize) -> (Cow<'_, str>, usize) {
        let bytes = html.as_bytes();
        let name_end = bytes[at..]
            .iter()
            .position(|b| b.is_ascii_whitespace() || *b == b'/' || *b == b'>')
            .map_or(bytes.len(), |n| at + n);
        let name = Cow::Owned(html[at..name_end].to_ascii_lowercase());
        let mut i = name_end;
        let mut quote = None;
        let mut after_equals = false;
        while i < bytes.len() {
            let b = bytes[i];
            match quote {
                Some(q) if b == q => quote = None,
                Some(_) => {}
                None if b == b'>' => return (name, i + 1),
                None if after_equals && (b == b'"' || b == b'\'') => quote = Some(b),
                None => {}
            }
            if quote.is_none() && !b.is_ascii_whitespace() {
                after_equals = b == b'=';
            }
            i += 1;
        }
        (name, bytes.len())
    }

    proptest::proptest! {
        #[test]
        fn a_names_key_is_its_bytes_and_length_as_one_little_endian_number(name in "[a-z0-9-]{0,18}") {
            let bytes = name.as_bytes();
            let packed = (bytes.len() < 16).then(|| {
                let mut packed = [0u8; 16];
                packed[..bytes.len()].copy_from_slice(bytes);
                packed[15] = bytes.len() as u8;
                u128::from_le_bytes(packed)
            });
            proptest::prop_assert_eq!(Class::key(&name), packed);
        }
    }

    #[test]
    fn a_tag_name_has_the_class_of_the_lists_that_hold_it() {
        let names = VOID.iter().chain(RAW_TEXT).chain(FORMATTING).chain(CLOSES_P);
        for &name in names.chain(
            ["span", "x", "", "divx", "lis", "zzz", "blockquote-and-more", "my-custom-element"]
                .iter(),
        ) {
            let flag = |list: &[&str], f: u8| if list.contains(&name) { f } else { 0 };
            let expected = flag(VOID, Class::VOID)
                | flag(RAW_TEXT, Class::RAW_TEXT)
                | flag(FORMATTING, Class::FORMATTING)
                | flag(CLOSES_P, Class::CLOSES_P);
            assert_eq!(Class::of(name), Class(expected), "{name}");
        }
    }

    proptest::proptest! {
        #[test]
        fn tags_end_where_the_byte_by_byte_scan_ends_them(
            tag in "<[a-zA-Z][a-zA-Z=\"' >/é\t]{0,30}",
        ) {
            proptest::prop_assert_eq!(tag_at(&tag, 1), tag_at_bytewise(&tag, 1));
        }
    }

    #[test]
    fn pages_within_the_cap_pass_untouched() {
        let page = "<html><body><div><p>a<p>b<ul><li>x<li>y</ul><table><tr><td>1<td>2<tr><td>3\
                    </table><script>if (a<b) { x = '</div>' }</script><!-- <div> --></div>";
        assert!(matches!(cap_depth(page), Cow::Borrowed(_)));
        let paragraphs = "<p>x".repeat(10 * MAX_DEPTH);
        assert!(matches!(cap_depth(&paragraphs), Cow::Borrowed(_)), "a p closes the one before");
        let items = format!("<ul>{}</ul>", "<li>x".repeat(10 * MAX_DEPTH));
        assert!(matches!(cap_depth(&items), Cow::Borrowed(_)));
    }

    #[test]
    fn elements_past_the_cap_are_flattened_and_their_text_kept() {
        let n = 3 * MAX_DEPTH;
        let page = format!("{}deep text{}", "<div><span>".repeat(n), "</span></div>".repeat(n));
        let capped = cap_depth(&page);
        assert_eq!(capped.matches("<div>").count() + capped.matches("<span>").count(), MAX_DEPTH);
        assert_eq!(capped.matches("</div>").count() + capped.matches("</span>").count(), MAX_DEPTH);
        assert!(capped.contains("deep text"));
        let script = format!("{}<script>x<y</script>after", "<span>".repeat(2 * MAX_DEPTH));
        let capped = cap_depth(&script);
        assert!(!capped.contains("x<y") && capped.ends_with("after"), "{capped}");
    }

    #[test]
    fn a_tag_with_too_many_attributes_reaches_the_parser_bare() {
        let attrs = |n: usize| (0..n).map(|i| format!(" a{i}=x")).collect::<String>();
        // As many as allowed, however long the values: untouched.
        let within =
            format!("<p{}>x</p><img src=\"{}.png\">", attrs(MAX_ATTRIBUTES), "v".repeat(9000));
        assert!(matches!(cap_depth(&within), Cow::Borrowed(_)));
        // One more, in a start tag, a void element's tag and an end tag: bare, the text kept.
        let n = MAX_ATTRIBUTES + 1;
        let page = format!("<div><b{0}>bold</b{0}><IMG{0}>after</div>", attrs(n));
        assert_eq!(cap_depth(&page), "<div><b>bold</b><img>after</div>");
        // Packed without spaces (`a"b"c`, `a/b/c`) and with `>` in quoted values: still counted.
        let packed = format!("<b {}>x", "a=\">\"".repeat(n));
        assert_eq!(cap_depth(&packed), "<b>x");
        let slashed = format!("<b {}>x", "a/".repeat(n));
        assert_eq!(cap_depth(&slashed), "<b>x");
        // Past the depth cap as well: dropped, as any tag there is.
        let deep = format!("{}<b{}>x", "<div>".repeat(MAX_DEPTH), attrs(n));
        assert!(cap_depth(&deep).ends_with("<div>x"));
    }

    #[test]
    fn quoted_attributes_and_unclosed_tags_do_not_derail_the_scan() {
        assert_eq!(tag_at("<a title='x>y' href=\"z\">t", 1), (Cow::from("a"), 24));
        assert_eq!(tag_at("<DIV", 1), (Cow::from("div"), 4));
        assert_eq!(raw_text_end("x</scriptx></SCRIPT >", 0, "script"), 11);
    }
}
