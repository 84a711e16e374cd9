//! CSV for translators: one row per question, its languages side by side.
//!
//! Translations of one question are found the way `quizdeck check` finds them (`quizdeck_group`:
//! a shared key, hreflang and canonical links, or for text renderings each language's topic
//! sequence), so the rows here are the questions its report names. Columns go field by
//! field, each field once per language (`stem (en)`, `stem (fr)`, `A (en)`, …), so a spreadsheet
//! shows the versions of every part next to each other. RFC 4180: comma separated, CRLF line
//! ends, quoted where needed; cells are plain text.

use std::collections::{BTreeSet, HashMap};
use std::io::{BufWriter, Write};

use quizdeck_model::{Progress, Question};

use crate::notes::letter;
use crate::{ExportError, ExportReport, Exporter, Output};

/// Writes the side-by-side review CSV.
#[derive(Debug, Clone, Default)]
pub struct ReviewCsvExporter {
    /// Start the file with a UTF-8 byte order mark, which spreadsheet apps need to read UTF-8.
    pub bom: bool,
}

impl Exporter for ReviewCsvExporter {
    fn export(
        &self,
        questions: &[Question],
        out: &mut dyn Output,
        progress: &dyn Progress,
    ) -> Result<ExportReport, ExportError> {
        let langs: Vec<&str> = questions
            .iter()
            .map(|q| q.lang.as_str())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let width = questions.iter().map(|q| q.choices.len()).max().unwrap_or(0);
        let mut out = BufWriter::new(out);
        if self.bom {
            out.write_all("\u{feff}".as_bytes())?;
        }
        let mut csv = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(out);
        let parts: Vec<String> = ["topic", "stem"]
            .into_iter()
            .map(str::to_owned)
            .chain((0..width).map(|i| letter(i).to_string()))
            .chain(["answer", "explanation"].map(str::to_owned))
            .collect();
        let mut header = vec!["question".to_owned()];
        for part in &parts {
            header.extend(langs.iter().map(|l| format!("{part} ({l})")));
        }
        csv.write_record(&header)?;

        let mut report = ExportReport { questions: questions.len(), ..Default::default() };
        let groups = groups(questions, progress);
        progress.start("export", Some(questions.len() as u64));
        for (id, group) in groups {
            for row in rows(&group, &langs) {
                let mut record = vec![id.clone()];
                for part in 0..parts.len() {
                    record.extend(
                        row.iter()
                            .map(|q| q.and_then(|q| cell(q, part, width)).unwrap_or_default()),
                    );
                }
                let record: Vec<String> = record.into_iter().map(guard_formula).collect();
                csv.write_record(&record)?;
                let n = row.iter().flatten().count();
                report.written += n;
                *report.rows.get_or_insert(0) += 1;
                progress.advance(n as u64);
            }
        }
        progress.finish();
        csv.into_inner().map_err(|e| e.into_error())?.flush()?;
        Ok(report)
    }
}

/// The text of part `part` of `q` (topic, stem, choices by position, answer, explanation).
fn cell(q: &Question, part: usize, width: usize) -> Option<String> {
    Some(match part {
        0 => q.topic.clone(),
        1 => q.stem.clone(),
        p if p < 2 + width => q.choices.get(p - 2)?.text.clone(),
        p if p == 2 + width => answer_labels(q),
        _ => q.explanation.clone(),
    })
}

/// The correct labels of `q` in page order (`A, C`), or as given when one names no choice, so the
/// reviewer sees what is wrong.
fn answer_labels(q: &Question) -> String {
    let given = q.correct_labels();
    let indices = q.correct_indices();
    if indices.len() == given.len() {
        let labels: Vec<&str> = indices.iter().map(|&i| q.choices[i].label.as_str()).collect();
        labels.join(", ")
    } else {
        given.join(", ")
    }
}

/// Spreadsheet apps run a cell that starts with `=`, `@`, `+` or `-` as a formula; such cells
/// (unless they are plain numbers) get a leading `'`, the usual escape.
fn guard_formula(cell: String) -> String {
    let risky = match cell.chars().next() {
        Some('=' | '@' | '\t' | '\r') => true,
        Some('+' | '-') => cell.trim().parse::<f64>().is_err(),
        _ => false,
    };
    if risky { format!("'{cell}") } else { cell }
}

/// Questions grouped as translations of each other, with their question ids. A question that
/// repeats another's id and language joins that one's group, right after it.
fn groups<'q>(
    questions: &'q [Question],
    progress: &dyn Progress,
) -> Vec<(String, Vec<&'q Question>)> {
    let grouping = quizdeck_group::group(questions, progress);
    let mut repeats: HashMap<usize, Vec<usize>> = HashMap::new();
    for &(repeat, first) in &grouping.duplicates {
        repeats.entry(first).or_default().push(repeat);
    }
    let mut out = Vec::with_capacity(grouping.groups.len());
    for (g, group) in grouping.groups.iter().enumerate() {
        let members: Vec<&Question> = grouping
            .members(g)
            .iter()
            .flat_map(|p| std::iter::once(p).chain(repeats.get(p).into_iter().flatten()))
            .map(|&p| &questions[p])
            .collect();
        out.push((group.id.clone(), members));
    }
    out
}

/// A group laid out in rows of one question per language (a second question of the same language
/// goes to a second row).
fn rows<'q>(group: &[&'q Question], langs: &[&str]) -> Vec<Vec<Option<&'q Question>>> {
    let mut rows: Vec<Vec<Option<&Question>>> = Vec::new();
    for &q in group {
        let col = langs.iter().position(|l| *l == q.lang).unwrap_or(0);
        match rows.iter_mut().find(|r| r[col].is_none()) {
            Some(r) => r[col] = Some(q),
            None => {
                let mut r = vec![None; langs.len()];
                r[col] = Some(q);
                rows.push(r);
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, NoProgress};

    use super::*;

    fn q(lang: &str, key: Option<&str>, url: &str, stem: &str) -> Question {
        let mut q = Question::new(lang, "T", stem);
        q.key = key.map(str::to_owned);
        q.id = format!("{}-{lang}", key.unwrap_or("x"));
        q.url = Some(url.to_owned());
        q.choices = vec![Choice::new("A", format!("{stem} a")), Choice::new("B", "=1+1")];
        q.answer = "A".into();
        q.explanation = "line one\n\nline, two".into();
        q
    }

    #[test]
    fn translations_share_a_row_with_columns_per_language() {
        let mut fr = q("fr", None, "https://x/fr/1", "Quoi ?");
        std::sync::Arc::make_mut(&mut fr.translations).insert("en".into(), "https://x/en/1".into());
        let qs = vec![
            q("en", None, "https://x/en/1", "What?"),
            q("en", Some("2"), "https://x/en/2", "Two?"),
            fr,
            q("nl", Some("2"), "https://x/nl/2", "Twee?"),
        ];
        let mut buf = std::io::Cursor::new(Vec::new());
        let exporter = ReviewCsvExporter { bom: true };
        let report = exporter.export(&qs, &mut buf, &NoProgress).unwrap();
        assert_eq!(report.written, 4);
        let bytes = buf.into_inner();
        assert!(bytes.starts_with("\u{feff}".as_bytes()));
        let text = std::str::from_utf8(&bytes[3..]).unwrap();
        assert!(text.contains("\r\n"));
        let mut r = csv::Reader::from_reader(text.as_bytes());
        let header: Vec<String> = r.headers().unwrap().iter().map(str::to_owned).collect();
        assert_eq!(&header[..4], ["question", "topic (en)", "topic (fr)", "topic (nl)"]);
        assert_eq!(&header[4..7], ["stem (en)", "stem (fr)", "stem (nl)"]);
        assert_eq!(header.len(), 1 + 3 * 6);
        let rows: Vec<csv::StringRecord> = r.records().map(Result::unwrap).collect();
        assert_eq!(rows.len(), 2);
        assert_eq!(report.rows, Some(rows.len()), "the report counts the rows written");
        assert_eq!((&rows[0][4], &rows[0][5], &rows[0][6]), ("What?", "Quoi ?", ""));
        assert_eq!((&rows[1][0], &rows[1][4], &rows[1][6]), ("2", "Two?", "Twee?"));
        assert_eq!(&rows[0][10], "'=1+1");
        assert_eq!(&rows[0][16], "line one\n\nline, two");
    }

    #[test]
    fn formulas_are_escaped_but_numbers_are_not() {
        assert_eq!(guard_formula("=HYPERLINK(1)".into()), "'=HYPERLINK(1)");
        assert_eq!(guard_formula("-5".into()), "-5");
        assert_eq!(guard_formula("-x".into()), "'-x");
        assert_eq!(guard_formula("plain".into()), "plain");
    }
}
