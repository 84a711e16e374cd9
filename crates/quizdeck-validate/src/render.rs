//! The text report: per question, the disagreeing languages side by side.

use foldhash::{HashMap, HashMapExt};
use std::io::{self, Write};

use anstyle::{AnsiColor, Effects, Style};
use quizdeck_model::text::{clip, collapse_whitespace, printable};

use crate::html::counted;
use crate::{Code, Finding, Group, Report, Severity};

/// Coverage tables longer than this show only the questions with gaps.
const FULL_COVERAGE_ROWS: usize = 40;
/// At most this many rows of the coverage table are printed.
const MAX_COVERAGE_ROWS: usize = 200;
/// Values longer than this are cut in the side-by-side view.
const VALUE_WIDTH: usize = 72;

/// Writes `report` for people: the questions with findings, each finding with the languages'
/// values side by side and the files to open, then the coverage table and a summary. With `color`,
/// severities and the languages at fault are highlighted with ANSI styles (the caller turns colour
/// off when the output is not a terminal).
pub fn render_text(report: &Report, out: &mut dyn Write, color: bool) -> io::Result<()> {
    let paint = Paint { color };
    let mut by_question: HashMap<&str, Vec<&Finding>> = HashMap::new();
    // Gaps in coverage are shown once, in the coverage table.
    for f in report.findings.iter().filter(|f| f.code != Code::MissingTranslation) {
        by_question.entry(f.question.as_str()).or_default().push(f);
    }
    for group in &report.groups {
        let findings = by_question.remove(group.id.as_str()).unwrap_or_default();
        if findings.is_empty() {
            continue;
        }
        write_group_header(out, &paint, group)?;
        for f in findings {
            write_finding(out, &paint, f)?;
        }
        writeln!(out)?;
    }
    write_coverage(out, &paint, report)?;
    write_summary(out, &paint, report)?;
    write_baseline(out, &paint, report)
}

struct Paint {
    color: bool,
}

impl Paint {
    fn style(&self, style: Style, text: &str) -> String {
        if self.color { format!("{style}{text}{style:#}") } else { text.to_owned() }
    }

    fn severity(&self, s: Severity) -> Style {
        match s {
            Severity::Error => AnsiColor::Red.on_default().effects(Effects::BOLD),
            Severity::Warning => AnsiColor::Yellow.on_default().effects(Effects::BOLD),
            Severity::Info => AnsiColor::Cyan.on_default(),
        }
    }
}

fn bold() -> Style {
    Style::new().effects(Effects::BOLD)
}

fn dim() -> Style {
    Style::new().effects(Effects::DIMMED)
}

// Page text (topics, values, messages quoting them, file names) goes through `printable`: its
// control characters are shown, never sent to the terminal.
fn write_group_header(out: &mut dyn Write, p: &Paint, g: &Group) -> io::Result<()> {
    let topic = if g.topic.is_empty() { String::new() } else { format!(" · {}", g.topic) };
    let head = printable(&format!("[{}]{topic}", g.langs.join(" "))).into_owned();
    writeln!(out, "{} {head}", p.style(bold(), &printable(&g.id)))?;
    let evidence = format!("grouped by {}: {}", g.by.as_str(), g.evidence);
    writeln!(out, "  {}", p.style(dim(), &printable(&evidence)))
}

fn write_finding(out: &mut dyn Write, p: &Paint, f: &Finding) -> io::Result<()> {
    let sev = p.severity(f.severity);
    let label = format!("{:<7}", f.severity.as_str());
    let message = printable(&f.message);
    writeln!(out, "  {} {} {message}", p.style(sev, &label), p.style(bold(), f.code.as_str()))?;
    let width = f.values.keys().map(|k| k.chars().count()).max().unwrap_or(0);
    for (lang, value) in &f.values {
        let at_fault = f.langs.contains(lang);
        let marker = if at_fault { "▶" } else { " " };
        let shown = clip(&collapse_whitespace(value), VALUE_WIDTH);
        let line = printable(&format!("{marker} {lang:<width$}  {shown}")).into_owned();
        let styled = if at_fault { p.style(sev, &line) } else { line };
        writeln!(out, "          {styled}")?;
    }
    if !f.sources.is_empty() {
        let files = format!("at {}", f.sources.join(", "));
        writeln!(out, "          {}", p.style(dim(), &printable(&files)))?;
    }
    Ok(())
}

fn write_coverage(out: &mut dyn Write, p: &Paint, report: &Report) -> io::Result<()> {
    let langs = &report.summary.languages;
    if report.groups.is_empty() || langs.len() < 2 {
        return Ok(());
    }
    let rows: Vec<&Group> = if report.groups.len() <= FULL_COVERAGE_ROWS {
        report.groups.iter().collect()
    } else {
        report.groups.iter().filter(|g| !g.missing.is_empty()).collect()
    };
    let title = if rows.len() == report.groups.len() {
        "Coverage (question × language):".to_owned()
    } else if rows.is_empty() {
        format!("Coverage: all {} questions have every language:", report.groups.len())
    } else {
        format!("Coverage: {} of {} questions lack a language:", rows.len(), report.groups.len())
    };
    writeln!(out, "{}", p.style(bold(), &title))?;
    let id_width = rows.iter().map(|g| g.id.chars().count()).max().unwrap_or(0).max(8);
    let widths: Vec<usize> = langs
        .iter()
        .map(|l| {
            let total = report.summary.coverage.get(l).copied().unwrap_or(0).to_string();
            l.chars().count().max(total.len()).max(2)
        })
        .collect();
    let mut header = format!("  {:<id_width$}", "question");
    for (lang, w) in langs.iter().zip(&widths) {
        header.push_str(&format!(" {lang:>w$}"));
    }
    writeln!(out, "{header}")?;
    let shown = rows.len().min(MAX_COVERAGE_ROWS);
    for g in &rows[..shown] {
        let mut line = format!("  {:<id_width$}", printable(&g.id));
        for (lang, w) in langs.iter().zip(&widths) {
            let mark = if g.langs.contains(lang) {
                "✓".to_owned()
            } else if g.missing.contains(lang) {
                p.style(p.severity(Severity::Info), "·")
            } else {
                " ".to_owned()
            };
            line.push_str(&format!(" {}{mark}", " ".repeat(w - 1)));
        }
        line.push_str(&format!("  {}", p.style(dim(), g.by.as_str())));
        writeln!(out, "{line}")?;
    }
    if rows.len() > shown {
        writeln!(out, "  … and {} more (see --format json)", rows.len() - shown)?;
    }
    let mut totals = format!("  {:<id_width$}", "total");
    for (lang, w) in langs.iter().zip(&widths) {
        let n = report.summary.coverage.get(lang).copied().unwrap_or(0);
        totals.push_str(&format!(" {n:>w$}"));
    }
    writeln!(out, "{totals}")?;
    writeln!(out)
}

/// What the baseline left out, and its entries that no longer occur.
fn write_baseline(out: &mut dyn Write, p: &Paint, report: &Report) -> io::Result<()> {
    let Some(b) = &report.baseline else { return Ok(()) };
    let line = format!(
        "baseline: {} known finding{} left out, {} entr{} no longer found",
        b.known,
        if b.known == 1 { "" } else { "s" },
        b.stale.len(),
        if b.stale.len() == 1 { "y" } else { "ies" }
    );
    writeln!(out, "{}", p.style(dim(), &line))?;
    for e in &b.stale {
        let lang = if e.lang.is_empty() { String::new() } else { format!(" [{}]", e.lang) };
        writeln!(out, "  {} {}{lang}: {}", e.code, e.question, clip(&e.message, VALUE_WIDTH))?;
    }
    Ok(())
}

fn write_summary(out: &mut dyn Write, p: &Paint, report: &Report) -> io::Result<()> {
    let s = &report.summary;
    let by: Vec<String> = s.grouped_by.iter().map(|(k, v)| format!("{v} by {k}")).collect();
    // Gaps in coverage are counted as information but shown only in the coverage table: the
    // count says how many of the infos are there, or a reader looks for them above in vain.
    let gaps = report.findings.iter().filter(|f| f.code == Code::MissingTranslation).count();
    let gaps = match gaps {
        0 => String::new(),
        n if n == s.infos => " (gaps in coverage, in the table)".to_owned(),
        n => format!(" ({n} of them gaps in coverage, in the table)"),
    };
    let counts = format!(
        "{}, {}, {} info{gaps}",
        p.style(p.severity(Severity::Error), &counted(s.errors, "error")),
        p.style(p.severity(Severity::Warning), &counted(s.warnings, "warning")),
        s.infos
    );
    writeln!(
        out,
        "{}, {} ({}), {}: {counts}",
        counted(s.pages, "page"),
        counted(s.groups, "question"),
        by.join(", "),
        counted(s.languages.len(), "language"),
    )
}
