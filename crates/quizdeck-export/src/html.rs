//! Field HTML: the model's plain text escaped, laid out, and passed through an allow-list.
//!
//! The model's text fields are plain text, so escaping them would be enough; every finished field
//! still goes through [`Sanitizer`] (ammonia with a short allow-list) so that no script, event
//! handler or `javascript:` URL can reach a deck even if a reader ever lets markup through.
//!
//! Anki has syntax of its own besides HTML, which it reads from the rendered card: `[sound:…]`
//! and `[anki:tts]…` tags become audio, `[latex]…[/latex]`, `[$]…[/$]` and `[$$]…[/$$]` are run
//! through the `latex` program, and MathJax renders `\(…\)` and `\[…\]` in the card. Page text
//! must stay text there too: see [`inert_brackets`] and [`inert_math`].

use std::collections::HashSet;
use std::sync::LazyLock;

/// Cleans field HTML with an allow-list: a few layout tags, images with a relative `src` and an
/// `alt`, no other attributes, no URL schemes at all (media are referenced by bare file name).
#[derive(Debug)]
pub struct Sanitizer {
    builder: ammonia::Builder<'static>,
}

/// Tags a field may contain.
const TAGS: &[&str] = &["p", "br", "b", "i", "em", "strong", "sub", "sup", "ol", "ul", "li", "img"];

impl Default for Sanitizer {
    fn default() -> Self {
        let mut builder = ammonia::Builder::empty();
        builder
            .add_tags(TAGS.iter().copied())
            .add_tag_attributes("img", ["src", "alt"])
            .add_tag_attributes("ol", ["type"])
            .url_schemes(HashSet::new())
            .link_rel(None)
            .strip_comments(true);
        Self { builder }
    }
}

impl Sanitizer {
    /// The allow-listed form of `html`, with Anki's bracket tags made inert (the serializer
    /// writes `&#91;` back as `[`, so this comes after it).
    pub fn clean(&self, html: &str) -> String {
        inert_brackets(&self.builder.clean(html).to_string())
    }
}

/// The openings of Anki's bracket tags, lower case (Anki matches them ignoring case): sounds and
/// text-to-speech (`[sound:x.mp3]`, `[anki:tts lang=en]…[/anki:tts]`, `[anki:play:q:0]`) and
/// LaTeX (`[latex]`, `[$]`, `[$$]` and their closing tags). Anki's regexes all start with a
/// literal `[` (rslib `card_rendering/parser.rs`, `latex.rs`).
const BRACKET_TAGS: &[&str] =
    &["sound:", "anki:", "/anki:", "latex]", "/latex]", "$]", "/$]", "$$]", "/$$]"];

/// Field HTML with the `[` of every Anki bracket tag written as `&#91;`: the card still shows
/// `[sound:x]`, but Anki, which matches the field's HTML source, finds no tag. quizdeck packs no
/// sound of its own, so no `[sound:]` in a field is legitimate.
pub fn inert_brackets(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find('[') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let tag = BRACKET_TAGS
            .iter()
            .any(|t| after.get(..t.len()).is_some_and(|head| head.eq_ignore_ascii_case(t)));
        out.push_str(if tag { "&#91;" } else { "[" });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// MathJax commands that make a link, HTML, a style, a class, an id, load an extension or fetch
/// anything: inside math they are written so that MathJax shows them as text.
const ACTIVE_MATH: &[&str] = &[
    "href",
    "url",
    "class",
    "style",
    "cssId",
    "unicode",
    "require",
    "data",
    "bbox",
    "html",
    "mmlToken",
    "toggle",
    "texttip",
    "mathtip",
    "tooltip",
    "attr",
    "csname",
    "newcommand",
    "renewcommand",
    "def",
    "let",
    "newenvironment",
    "renewenvironment",
    "DeclareMathOperator",
    "Newextarrow",
    "setOptions",
];

/// Plain text with the active MathJax commands inside `\(…\)` and `\[…\]` (Anki's MathJax
/// delimiters) made inert: `\href` becomes `\backslash{}href`, which MathJax shows as the text
/// `\href`. Formulas stay formulas; text outside math is left as it is. A span ends where MathJax
/// ends it: at its own closing delimiter (`\)` for `\(`, `\]` for `\[`) outside any braces
/// (`\(\text{\)}\href…\)` is one span); a span that does not close runs to the end of the text.
/// Written by hand: no crate reads TeX delimiters as MathJax does.
pub fn inert_math(text: &str) -> String {
    if !text.contains("\\(") && !text.contains("\\[") {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 16);
    // The closing delimiter's character of the open span, and its depth of braces.
    let mut open: Option<char> = None;
    let mut depth = 0usize;
    let mut rest = text;
    while let Some(i) = rest.find(['\\', '{', '}']) {
        out.push_str(&rest[..i]);
        let c = rest[i..].chars().next().unwrap_or('\\');
        if c != '\\' {
            if open.is_some() {
                depth = if c == '{' { depth + 1 } else { depth.saturating_sub(1) };
            }
            out.push(c);
            rest = &rest[i + 1..];
            continue;
        }
        let after = &rest[i + 1..];
        match (after.chars().next(), open) {
            (Some('('), None) => open = Some(')'),
            (Some('['), None) => open = Some(']'),
            (Some(close), Some(want)) if close == want && depth == 0 => open = None,
            _ => {}
        }
        if open.is_none() {
            depth = 0;
        }
        let name_len = after.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(after.len());
        if open.is_some() && ACTIVE_MATH.contains(&&after[..name_len]) {
            out.push_str("\\backslash{}");
        } else {
            out.push('\\');
        }
        // A control symbol (`\\`, `\(`, `\{`) is taken whole, so its second character starts
        // nothing and is no brace.
        let skip = if name_len == 0 { after.chars().next().map_or(0, char::len_utf8) } else { 0 };
        out.push_str(&after[..skip]);
        rest = &after[skip..];
    }
    out.push_str(rest);
    out
}

/// Plain text as HTML: escaped, line breaks kept, control characters other than tab left out
/// (Anki separates a note's fields with U+001F, so one inside a field would break the whole
/// package's import, and NUL and the like have no place in a card).
pub fn text(s: &str) -> String {
    let s = inert_math(s.trim());
    let mut out = String::with_capacity(s.len() + 8);
    for (i, line) in s.lines().enumerate() {
        if i > 0 {
            out.push_str("<br>");
        }
        let line: String = line.trim_end().chars().filter(|&c| !is_stray_control(c)).collect();
        out.push_str(&html_escape::encode_text(&line));
    }
    out
}

/// A control character that cannot stay in field text (everything but tab and line breaks).
fn is_stray_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

/// Paragraphs of plain text as `<p>` elements.
pub fn paragraphs<'a>(paras: impl IntoIterator<Item = &'a str>) -> String {
    paras.into_iter().map(|p| format!("<p>{}</p>", text(p))).collect()
}

/// An image element for a packed media file. The alt text loses `<`, `>` and `"`: inside a
/// quoted attribute they are harmless, but the serializer writes `<` and `>` there unescaped, and
/// a field should not look like it holds a tag to tools that scan it as text.
pub fn img(name: &str, alt: &str) -> String {
    let alt: String = alt
        .trim()
        .chars()
        .filter(|&c| !matches!(c, '<' | '>' | '"') && !is_stray_control(c))
        .collect();
    format!(
        "<img src=\"{}\" alt=\"{}\">",
        html_escape::encode_double_quoted_attribute(name),
        html_escape::encode_double_quoted_attribute(&alt)
    )
}

/// Text for a field the note type also puts inside an attribute (`data-qd-id="{{text:ID}}"`).
/// Anki's `text:` filter decodes entities, so escaping cannot keep a `"` from closing the
/// attribute: quotes, angle brackets, `&`, backticks, whitespace and control characters are left
/// out instead, and so are brackets (decoded text in the card must not open an Anki tag).
pub fn attribute_text(s: &str) -> String {
    s.chars()
        .filter(|c| !(c.is_whitespace() || c.is_control() || "\"'<>&`[]".contains(*c)))
        .collect()
}

/// The text of field HTML, as Anki's sort field and duplicate checksum see it: tags dropped,
/// entities decoded, whitespace collapsed.
pub fn strip(html: &str) -> String {
    // One cleaner for every note: building one fills and empties its lists of tags and
    // attributes, which cost as much as the cleaning of a note's field.
    static NO_TAGS: LazyLock<ammonia::Builder<'static>> = LazyLock::new(ammonia::Builder::empty);
    let no_tags = NO_TAGS.clean(&html.replace("<br>", " ")).to_string();
    let decoded = html_escape::decode_html_entities(&no_tags);
    quizdeck_model::text::collapse_whitespace(&decoded)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_keeps_line_breaks() {
        assert_eq!(text(" a < b & c\nd "), "a &lt; b &amp; c<br>d");
        assert_eq!(paragraphs(["x", "y>"]), "<p>x</p><p>y&gt;</p>");
    }

    #[test]
    fn field_separators_and_other_controls_never_reach_a_field() {
        assert_eq!(text("a\u{1f}b\0c\u{7}d\te\u{85}"), "abcd\te");
        assert_eq!(img("a.png", "x\u{1f}y"), "<img src=\"a.png\" alt=\"xy\">");
    }

    #[test]
    fn sanitizer_removes_scripts_handlers_and_script_urls() {
        let s = Sanitizer::default();
        let dirty = "<p onclick=\"x()\">hi<script>alert(1)</script></p>\
                     <img src=\"javascript:alert(2)\" onerror=\"alert(3)\" alt=\"a\">\
                     <img src=\"ok.png\" alt=\"b\"><a href=\"javascript:alert(4)\">link</a>\
                     <iframe src=\"x\"></iframe><style>p{}</style>";
        let clean = s.clean(dirty);
        for bad in ["script", "alert", "onclick", "onerror", "javascript", "iframe", "style", "<a"]
        {
            assert!(!clean.contains(bad), "{bad} in {clean}");
        }
        assert!(clean.contains("<img src=\"ok.png\" alt=\"b\">"), "{clean}");
        assert!(clean.contains("<p>hi</p>") && clean.contains("link"), "{clean}");
    }

    #[test]
    fn escaped_text_survives_sanitizing_unchanged_in_meaning() {
        let s = Sanitizer::default();
        let field = s.clean(&text("<script>alert(1)</script> & \"quotes\""));
        assert!(!field.contains("<script"), "{field}");
        assert_eq!(strip(&field), "<script>alert(1)</script> & \"quotes\"");
    }

    #[test]
    fn image_alt_text_cannot_look_like_a_tag() {
        let field = Sanitizer::default().clean(&img("a.png", "\"><script>x</script>"));
        assert_eq!(field, "<img src=\"a.png\" alt=\"scriptx/script\">");
    }

    #[test]
    fn attribute_text_cannot_close_an_attribute_even_once_decoded() {
        let t = attribute_text("3041-en\" onmouseover='x' &quot;<script>`");
        assert_eq!(t, "3041-enonmouseover=xquot;script");
        assert_eq!(attribute_text("pt-BR"), "pt-BR");
    }

    #[test]
    fn anki_bracket_tags_from_page_text_stay_inert() {
        let s = Sanitizer::default();
        let field = s.clean(&text(
            "[sound:/etc/passwd] [SOUND:x.mp3] [latex]\\input{/etc/passwd}[/latex] [$]x[/$] \
             [$$]y[/$$] [anki:tts lang=en]z[/anki:tts] [1] [a](b)",
        ));
        for tag in ["[sound", "[SOUND", "[latex", "[/latex", "[$", "[/$", "[anki", "[/anki"] {
            assert!(!field.contains(tag), "{tag} in {field}");
        }
        assert!(field.contains("&#91;sound:/etc/passwd]") && field.contains("[1] [a](b)"));
        assert_eq!(strip(&field).matches('[').count(), 12, "the text still shows them");
        assert_eq!(attribute_text("id[sound:x]"), "idsound:x");
    }

    #[test]
    fn mathjax_commands_that_link_style_or_load_are_inert_and_formulas_stay() {
        let t = inert_math(
            "\\(\\href{javascript:alert(1)}{x} + \\frac{a}{b}\\) \\href{t} \\[\\class{c}{y}\\]",
        );
        assert_eq!(
            t,
            "\\(\\backslash{}href{javascript:alert(1)}{x} + \\frac{a}{b}\\) \\href{t} \\[\\backslash{}class{c}{y}\\]"
        );
        assert_eq!(inert_math("\\(\\\\href\\)"), "\\(\\\\href\\)", "a line break, then text");
        assert_eq!(inert_math("\\(\\cssId{x}{1}"), "\\(\\backslash{}cssId{x}{1}", "unclosed");
        assert_eq!(inert_math("\\(\\hrefx\\)"), "\\(\\hrefx\\)", "another command");
        assert_eq!(text("\\(\\unicode{x}\\)"), "\\(\\backslash{}unicode{x}\\)");
    }

    #[test]
    fn a_closing_delimiter_inside_braces_or_of_the_other_kind_ends_no_math() {
        // MathJax reads on to the closing delimiter outside braces, of the span's own kind.
        for (given, inert) in [
            (
                "\\(\\text{\\)}\\href{javascript:alert(1)}{x}\\)",
                "\\(\\text{\\)}\\backslash{}href{javascript:alert(1)}{x}\\)",
            ),
            ("\\( { \\) \\href{j}{x} } \\)", "\\( { \\) \\backslash{}href{j}{x} } \\)"),
            ("\\[ { \\] \\style{s}{x} } \\]", "\\[ { \\] \\backslash{}style{s}{x} } \\]"),
            ("\\( a \\] \\class{c}{x} \\)", "\\( a \\] \\backslash{}class{c}{x} \\)"),
            // An escaped brace is no brace: the span closes, and what follows is text.
            ("\\( \\{ \\) \\href{t}", "\\( \\{ \\) \\href{t}"),
        ] {
            assert_eq!(inert_math(given), inert, "{given}");
        }
    }

    #[test]
    fn strip_gives_plain_text() {
        assert_eq!(strip("<p>a &amp; b</p><p>c<br>d</p>"), "a & bc d");
    }
}
