//! The model as JSON or JSON Lines: the one writer behind `quizdeck parse` and
//! `quizdeck export --format json|jsonl`.

use std::io::{BufWriter, Write};

use quizdeck_model::{Progress, Question};

use crate::{ExportError, ExportReport, Exporter, Output};

/// JSON layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum JsonStyle {
    /// `{"questions": [...]}`, indented.
    #[default]
    Pretty,
    /// One question object per line.
    Lines,
}

/// Writes questions one at a time, so a batch of any size streams through in bounded memory.
#[derive(Debug)]
pub struct JsonWriter {
    style: JsonStyle,
    count: usize,
}

impl JsonWriter {
    /// A writer of `style`.
    pub fn new(style: JsonStyle) -> Self {
        Self { style, count: 0 }
    }

    /// Writes one question.
    pub fn write(&mut self, out: &mut impl Write, q: &Question) -> std::io::Result<()> {
        match self.style {
            JsonStyle::Lines => {
                serde_json::to_writer(&mut *out, q)?;
                out.write_all(b"\n")?;
            }
            JsonStyle::Pretty => {
                out.write_all(if self.count == 0 { b"{\n  \"questions\": [\n" } else { b",\n" })?;
                let text = serde_json::to_string_pretty(q)?;
                for (i, line) in text.lines().enumerate() {
                    if i > 0 {
                        out.write_all(b"\n")?;
                    }
                    out.write_all(b"    ")?;
                    out.write_all(line.as_bytes())?;
                }
            }
        }
        self.count += 1;
        Ok(())
    }

    /// Closes the document.
    pub fn finish(self, out: &mut impl Write) -> std::io::Result<()> {
        match (self.style, self.count) {
            (JsonStyle::Lines, _) => Ok(()),
            (JsonStyle::Pretty, 0) => out.write_all(b"{\n  \"questions\": []\n}\n"),
            (JsonStyle::Pretty, _) => out.write_all(b"\n  ]\n}\n"),
        }
    }
}

/// Writes the model exactly as `quizdeck parse` prints it.
#[derive(Debug, Clone, Copy, Default)]
pub struct JsonExporter {
    /// The layout.
    pub style: JsonStyle,
}

impl Exporter for JsonExporter {
    fn export(
        &self,
        questions: &[Question],
        out: &mut dyn Output,
        progress: &dyn Progress,
    ) -> Result<ExportReport, ExportError> {
        let mut out = BufWriter::new(out);
        let mut writer = JsonWriter::new(self.style);
        progress.start("export", Some(questions.len() as u64));
        for q in questions {
            writer.write(&mut out, q)?;
            progress.advance(1);
        }
        writer.finish(&mut out)?;
        out.flush()?;
        progress.finish();
        Ok(ExportReport {
            questions: questions.len(),
            written: questions.len(),
            ..Default::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{NoProgress, QuestionSet};

    use super::*;

    fn export(style: JsonStyle, qs: &[Question]) -> String {
        let mut buf = std::io::Cursor::new(Vec::new());
        JsonExporter { style }.export(qs, &mut buf, &NoProgress).unwrap();
        String::from_utf8(buf.into_inner()).unwrap()
    }

    #[test]
    fn pretty_is_a_question_set_and_lines_are_questions() {
        let qs = vec![Question::new("en", "t", "one"), Question::new("fr", "t", "deux")];
        let set: QuestionSet = serde_json::from_str(&export(JsonStyle::Pretty, &qs)).unwrap();
        assert_eq!(set.questions, qs);
        let lines = export(JsonStyle::Lines, &qs);
        let back: Vec<Question> = lines.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(back, qs);
        assert_eq!(export(JsonStyle::Pretty, &[]), "{\n  \"questions\": []\n}\n");
    }
}
