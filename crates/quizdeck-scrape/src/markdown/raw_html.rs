//! Raw HTML in a Markdown document: a document that opens with it (a README's centred
//! `<div>` with its `<h1>`) is still Markdown, and the lines of a block of it (that `<h1>`, an
//! answer under `<div dir="rtl">`), as pulldown-cmark gives them, are read for what a code host
//! shows of them. Written by hand: a line of such a block needs its tags dropped and its
//! comments, scripts and styles left out, which an HTML parser would do only for whole documents.

/// Whether `text`, which starts with a tag, is a Markdown document that opens with HTML, as
/// READMEs on code hosts do (`<div align="center">`, `<img …>`, `<h1>…</h1>`, then `##`
/// headings and lists): no whole page's tags in its first kilobyte (`head`, lower case: no
/// doctype, `<html>`, `<head>` or `<body>`), and either Markdown's own marks for sure (see
/// [`super::Markdown::Sure`]), or a Markdown file's name (`.md`, `.markdown`) and marks that it
/// may be one. HTML alone in a file so named stays HTML.
pub(crate) fn opens_with_html(source: &str, head: &str, text: &str) -> bool {
    if ["<!doctype", "<html", "<head", "<body"].iter().any(|t| head.contains(t)) {
        return false;
    }
    let name = source.rsplit(['/', '\\']).next().unwrap_or(source).to_ascii_lowercase();
    let name = name.strip_suffix(".gz").unwrap_or(&name);
    let named = [".md", ".markdown", ".mdown", ".mkd"].iter().any(|e| name.ends_with(e));
    match super::markdown(text) {
        super::Markdown::Sure => true,
        super::Markdown::Maybe => named,
        super::Markdown::No => false,
    }
}

/// The level of the heading element a line of HTML opens (`<h2 align="center">` is 2), if it
/// opens one.
pub(super) fn html_heading(line: &str) -> Option<u8> {
    let bytes = line.as_bytes();
    memchr::memchr_iter(b'<', bytes).find_map(|i| {
        let tag = bytes.get(i + 1..i + 4)?;
        let level = tag[1].wrapping_sub(b'0');
        (tag[0].eq_ignore_ascii_case(&b'h')
            && (1..=6).contains(&level)
            && (tag[2] == b'>' || tag[2].is_ascii_whitespace()))
        .then_some(level)
    })
}

/// The elements whose content is code, not text, with their end tags, in lower case: raw HTML
/// blocks and inline HTML alike leave them out.
pub(super) const CODE_ELEMENTS: [(&str, &str); 2] =
    [("<script", "</script>"), ("<style", "</style>")];

/// What of a block of raw HTML, read line by line, is still open and shows no text: a comment,
/// a script or a style sheet.
#[derive(Debug, Default)]
pub(super) struct HiddenHtml {
    /// The end that closes what is open (`-->`, `</script>`, `</style>`), if anything is.
    until: Option<&'static str>,
}

impl HiddenHtml {
    /// `line` without what shows no text.
    pub(super) fn visible(&mut self, line: &str) -> String {
        const OPENS: [(&str, &str); 3] = [("<!--", "-->"), CODE_ELEMENTS[0], CODE_ELEMENTS[1]];
        let mut out = String::new();
        let mut rest = line;
        loop {
            if let Some(end) = self.until {
                let lower = rest.to_ascii_lowercase();
                let Some(at) = lower.find(end) else { return out };
                rest = &rest[at + end.len()..];
                self.until = None;
            }
            let lower = rest.to_ascii_lowercase();
            let first =
                OPENS.iter().filter_map(|&(open, end)| Some((lower.find(open)?, end))).min();
            let Some((at, end)) = first else {
                out.push_str(rest);
                return out;
            };
            out.push_str(&rest[..at]);
            rest = &rest[at..];
            self.until = Some(end);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_scripts_and_styles_show_nothing_across_lines() {
        let mut html = HiddenHtml::default();
        let lines = [
            "<p>Jawaban: <!-- draf",
            "Jawaban: A",
            "--> C</p>",
            "<SCRIPT>var a = 'B';",
            "</script><style>p { color: red }</style>Akhir",
        ];
        let seen: Vec<String> = lines.iter().map(|l| html.visible(l)).collect();
        assert_eq!(seen, ["<p>Jawaban: ", "", " C</p>", "", "Akhir"]);
    }

    #[test]
    fn a_heading_element_gives_its_level() {
        assert_eq!(html_heading("  <h1>JavaScript Questions</h1>"), Some(1));
        assert_eq!(html_heading("<H3 align=\"center\">Kuis</H3>"), Some(3));
        assert_eq!(html_heading("<hr>"), None);
        assert_eq!(html_heading("<header>Menu</header>"), None);
        assert_eq!(html_heading("<h7>no</h7>"), None);
    }
}
