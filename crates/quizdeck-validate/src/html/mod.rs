//! The HTML report for translators: one self-contained page (inline style and script, nothing
//! fetched), the findings per question with the languages side by side and what differs
//! highlighted, filters by code, severity and language, and links to the pages.
//!
//! Every text of the report comes from the pages, which are hostile input: all of it is escaped,
//! and the page's Content-Security-Policy allows only its own style and script (by their hashes),
//! so that even an escaping mistake could run nothing and load nothing.

mod highlight;

use foldhash::{HashMap, HashMapExt};
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::PathBuf;

use base64::Engine;
use html_escape::{encode_double_quoted_attribute as attr, encode_text as text};
use sha2::{Digest, Sha256};

use crate::links::relative_uri;
use crate::{Code, Finding, Group, Report, Severity};

const STYLE: &str = include_str!("report.css");
const SCRIPT: &str = include_str!("report.js");

/// How the HTML report links to the pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HtmlOptions {
    /// The folder the report is written to: links to the source files are relative to it
    /// (relative sources are taken from the current directory), so the report and the pages can
    /// be moved together.
    pub base: PathBuf,
}

/// Writes `report` as one HTML page.
pub fn render_html(report: &Report, out: &mut dyn Write, options: &HtmlOptions) -> io::Result<()> {
    let s = &report.summary;
    let title = format!(
        "quizdeck check: {}, {}, {} info",
        counted(s.errors, "error"),
        counted(s.warnings, "warning"),
        s.infos
    );
    let policy = format!(
        "default-src 'none'; style-src '{}'; script-src '{}'; base-uri 'none'; form-action 'none'",
        hash(STYLE),
        hash(SCRIPT)
    );
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\n\
         <meta name=\"generator\" content=\"quizdeck {}\">\n<title>{}</title>\n\
         <style>{STYLE}</style>\n</head>\n<body>\n<header>\n<h1>quizdeck check</h1>\n",
        attr(&policy),
        env!("CARGO_PKG_VERSION"),
        text(&title),
    )?;
    write_summary(out, report)?;
    writeln!(out, "</header>")?;
    write_filters(out, report)?;
    writeln!(out, "<main>")?;
    let mut by_question: HashMap<&str, Vec<&Finding>> = HashMap::new();
    for f in &report.findings {
        by_question.entry(f.question.as_str()).or_default().push(f);
    }
    let mut clean = 0;
    for group in &report.groups {
        match by_question.remove(group.id.as_str()) {
            Some(findings) => write_question(out, Some(group), &group.id, &findings, options)?,
            None => clean += 1,
        }
    }
    // Findings about a question no group names (none are expected) are still shown.
    let mut rest: Vec<(&str, Vec<&Finding>)> = by_question.into_iter().collect();
    rest.sort_by_key(|(id, _)| *id);
    for (id, findings) in rest {
        write_question(out, None, id, &findings, options)?;
    }
    writeln!(out, "</main>\n<footer>")?;
    if clean > 0 {
        let have = if clean == 1 { "has" } else { "have" };
        writeln!(out, "<p>{} {have} no findings.</p>", counted(clean, "more question"))?;
    }
    writeln!(out, "</footer>\n<script>{SCRIPT}</script>\n</body>\n</html>")
}

/// `1 error`, `2 errors`: the text and HTML reports count alike.
pub(crate) fn counted(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// The CSP source expression allowing exactly `content` as an inline style or script.
fn hash(content: &str) -> String {
    let digest = Sha256::digest(content.as_bytes());
    format!("sha256-{}", base64::engine::general_purpose::STANDARD.encode(digest))
}

fn write_summary(out: &mut dyn Write, report: &Report) -> io::Result<()> {
    let s = &report.summary;
    let count = |n: usize, sev: Severity, word: &str| {
        let words = if sev == Severity::Info { format!("{n} {word}") } else { counted(n, word) };
        format!("<span class=\"count {}\">{words}</span>", sev.as_str())
    };
    let by: Vec<String> = s.grouped_by.iter().map(|(k, v)| format!("{v} by {k}")).collect();
    writeln!(
        out,
        "<p class=\"summary\">{}, {}, {} · {}, {} ({}), {}: {}</p>",
        count(s.errors, Severity::Error, "error"),
        count(s.warnings, Severity::Warning, "warning"),
        count(s.infos, Severity::Info, "info"),
        counted(s.pages, "page"),
        counted(s.groups, "question"),
        text(&by.join(", ")),
        counted(s.languages.len(), "language"),
        text(&s.languages.join(" ")),
    )
}

/// The filter boxes: one per severity, code and blamed language present, each with its count.
/// Hidden until the script shows it (without the script every finding is shown, and boxes would
/// do nothing).
fn write_filters(out: &mut dyn Write, report: &Report) -> io::Result<()> {
    let mut severities: BTreeMap<std::cmp::Reverse<Severity>, usize> = BTreeMap::new();
    let mut codes: BTreeMap<Code, usize> = BTreeMap::new();
    let mut langs: BTreeMap<&str, usize> = BTreeMap::new();
    for f in &report.findings {
        *severities.entry(std::cmp::Reverse(f.severity)).or_default() += 1;
        *codes.entry(f.code).or_default() += 1;
        for l in &f.langs {
            *langs.entry(l.as_str()).or_default() += 1;
        }
    }
    writeln!(out, "<form id=\"filters\" hidden>")?;
    let severities = severities.into_iter().map(|(s, n)| (s.0.as_str(), n));
    write_fieldset(out, "severity", "Severity", severities)?;
    write_fieldset(out, "code", "Code", codes.into_iter().map(|(c, n)| (c.as_str(), n)))?;
    write_fieldset(out, "lang", "Language", langs.into_iter())?;
    let n = report.findings.len();
    writeln!(out, "<p id=\"shown\" aria-live=\"polite\">{n} findings</p>\n</form>")
}

fn write_fieldset<'a>(
    out: &mut dyn Write,
    name: &str,
    legend: &str,
    values: impl Iterator<Item = (&'a str, usize)>,
) -> io::Result<()> {
    writeln!(
        out,
        "<fieldset><legend>{legend} <button type=\"button\" data-dim=\"{name}\" value=\"all\">all\
         </button><button type=\"button\" data-dim=\"{name}\" value=\"none\">none</button></legend>"
    )?;
    for (value, n) in values {
        let v = attr(value);
        writeln!(
            out,
            "<label><input type=\"checkbox\" name=\"{name}\" value=\"{v}\" checked> {} ({n})</label>",
            text(value)
        )?;
    }
    writeln!(out, "</fieldset>")
}

fn write_question(
    out: &mut dyn Write,
    group: Option<&Group>,
    id: &str,
    findings: &[&Finding],
    options: &HtmlOptions,
) -> io::Result<()> {
    writeln!(out, "<section class=\"question\" data-question=\"{}\">", attr(id))?;
    match group {
        Some(g) => {
            let topic = if g.topic.is_empty() {
                String::new()
            } else {
                format!(" <span class=\"topic\">· {}</span>", text(&g.topic))
            };
            writeln!(out, "<h2>{}{topic}</h2>", text(id))?;
            writeln!(
                out,
                "<p class=\"group\">{} · grouped by {}: {}</p>",
                text(&g.langs.join(" ")),
                g.by.as_str(),
                text(&g.evidence)
            )?;
        }
        None => writeln!(out, "<h2>{}</h2>", text(id))?,
    }
    for f in findings {
        write_finding(out, f, options)?;
    }
    writeln!(out, "</section>")
}

fn write_finding(out: &mut dyn Write, f: &Finding, options: &HtmlOptions) -> io::Result<()> {
    let severity = f.severity.as_str();
    writeln!(
        out,
        "<article class=\"finding {severity}\" data-severity=\"{severity}\" data-code=\"{}\" \
         data-langs=\"{}\">",
        f.code.as_str(),
        attr(&f.langs.join(" "))
    )?;
    let field = f
        .field
        .as_deref()
        .map_or(String::new(), |x| format!(" <span class=\"field\">{}</span>", text(x)));
    writeln!(
        out,
        "<h3><span class=\"severity\">{severity}</span> <code>{}</code>{field}</h3>\n\
         <p class=\"message\">{}</p>",
        f.code.as_str(),
        text(&f.message)
    )?;
    if !f.values.is_empty() {
        let marks = highlight::marks(f);
        writeln!(out, "<table class=\"values\">")?;
        for (lang, value) in &f.values {
            let fault = if f.langs.contains(lang) { " class=\"fault\"" } else { "" };
            let ranges = marks.get(lang.as_str()).map_or(&[][..], Vec::as_slice);
            writeln!(
                out,
                "<tr{fault}><th>{}</th><td>{}</td></tr>",
                text(lang),
                marked(value, ranges)
            )?;
        }
        writeln!(out, "</table>")?;
    }
    if !f.sources.is_empty() {
        let links: Vec<String> = f
            .sources
            .iter()
            .map(|s| match relative_uri(s, &options.base) {
                Some(href) => format!("<a href=\"{}\">{}</a>", attr(&href), text(s)),
                None => text(s).into_owned(),
            })
            .collect();
        writeln!(out, "<p class=\"sources\">at {}</p>", links.join(", "))?;
    }
    writeln!(out, "</article>")
}

/// `value` escaped, with the byte ranges `ranges` (in order, on character boundaries) in `<mark>`.
fn marked(value: &str, ranges: &[std::ops::Range<usize>]) -> String {
    let mut html = String::new();
    let mut at = 0;
    for r in ranges {
        if r.start < at || r.end > value.len() {
            continue;
        }
        html.push_str(&text(&value[at..r.start]));
        html.push_str("<mark>");
        html.push_str(&text(&value[r.clone()]));
        html.push_str("</mark>");
        at = r.end;
    }
    html.push_str(&text(&value[at..]));
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Code, Finding};

    fn render(report: &Report) -> String {
        let mut out = Vec::new();
        let options = HtmlOptions { base: std::env::current_dir().unwrap() };
        render_html(report, &mut out, &options).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn hostile_text_is_escaped_everywhere() {
        let evil = "<script>alert(1)</script><img src=x onerror=alert(2)>\"'&";
        let f = Finding::new(Code::NumberMismatch, evil, evil)
            .field(evil)
            .at(evil, evil)
            .value(evil, evil)
            .value("en", "12 ms");
        let report = Report { findings: vec![f], ..Report::default() };
        let html = render(&report);
        assert!(!html.contains("<script>alert") && !html.contains("<img"), "{html}");
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{html}");
        assert_eq!(html.matches("<script>").count(), 1, "only the report's own script");
        assert!(!html.contains("href=\"javascript:"), "{html}");
    }

    #[test]
    fn the_policy_allows_exactly_the_inline_style_and_script() {
        let html = render(&Report::default());
        let style = &html[html.find("<style>").unwrap() + 7..html.find("</style>").unwrap()];
        let script = &html[html.find("<script>").unwrap() + 8..html.find("</script>").unwrap()];
        assert!(html.contains(&format!("style-src '{}'", hash(style))));
        assert!(html.contains(&format!("script-src '{}'", hash(script))));
        assert!(html.contains("default-src 'none'"));
    }

    #[test]
    fn marks_wrap_the_ranges_and_escape_around_them() {
        let sixty = 4..6;
        assert_eq!(marked("a<b 60 MB", std::slice::from_ref(&sixty)), "a&lt;b <mark>60</mark> MB");
        assert_eq!(marked("60", &[0..2, 1..2]), "<mark>60</mark>", "overlaps are skipped");
    }
}
