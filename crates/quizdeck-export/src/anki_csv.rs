//! CSV in Anki's text-import format, for Anki's built-in "Basic" note type.
//!
//! The header lines tell Anki everything (separator, HTML, note type, which columns hold the deck,
//! the tags and the GUID, and the column names matching Basic's fields), so the file imports into
//! a fresh profile with no manual mapping. Re-importing matches notes by GUID and updates them.
//! Images are left out: a text import cannot carry media.

use std::io::{BufWriter, Write};

use quizdeck_model::{Progress, Question};

use crate::html::Sanitizer;
use crate::identity::{self, DeckLayout};
use crate::notes::{self, CardText};
use crate::{ExportError, ExportReport, Exporter, Output};

/// The header lines; the column order below must match `#columns`.
const HEADER: &str = "#separator:Comma\n#html:true\n#notetype:Basic\n#deck column:3\n\
                      #tags column:4\n#guid column:5\n#columns:Front,Back,Deck,Tags,GUID\n";

/// Writes Anki text-import CSV: Front (stem and lettered choices), Back (answer and explanation),
/// deck, tags, GUID.
#[derive(Debug, Clone, Default)]
pub struct AnkiCsvExporter {
    /// Deck names (the same as the package's).
    pub decks: DeckLayout,
}

impl Exporter for AnkiCsvExporter {
    fn export(
        &self,
        questions: &[Question],
        out: &mut dyn Output,
        progress: &dyn Progress,
    ) -> Result<ExportReport, ExportError> {
        let (usable, skipped) = notes::usable(questions, None);
        let mut report = ExportReport { questions: questions.len(), skipped, ..Default::default() };
        let mut out = BufWriter::new(out);
        out.write_all(HEADER.as_bytes())?;
        let mut csv = csv::WriterBuilder::new().has_headers(false).from_writer(out);
        let clean = Sanitizer::default();
        let mut decks = std::collections::BTreeSet::new();
        progress.start("export", Some(usable.len() as u64));
        for card in usable {
            let q = card.question;
            let text = CardText::new(q, &card.correct, &clean, None);
            let deck = self.decks.deck_name(q);
            csv.write_record([
                text.basic_front(&clean).as_str(),
                text.basic_back(&clean).as_str(),
                deck.as_str(),
                identity::tags(q).join(" ").as_str(),
                identity::note_guid(&q.id).as_str(),
            ])?;
            decks.insert(deck);
            report.written += 1;
            progress.advance(1);
        }
        progress.finish();
        csv.into_inner().map_err(|e| e.into_error())?.flush()?;
        report.decks = identity::with_parents(decks.iter().map(String::as_str));
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, NoProgress};

    use super::*;

    #[test]
    fn header_then_one_quoted_row_per_question() {
        let mut q = Question::new("en", "Maths, basic", "Is 1 < 2, \"really\"?");
        q.id = "q1-en".into();
        q.choices = vec![Choice::new("A", "yes"), Choice::new("B", "no")];
        q.answer = "A".into();
        q.explanation = "One.\n\nTwo.".into();
        let mut buf = std::io::Cursor::new(Vec::new());
        let report = AnkiCsvExporter::default().export(&[q], &mut buf, &NoProgress).unwrap();
        assert_eq!(report.written, 1);
        let text = String::from_utf8(buf.into_inner()).unwrap();
        let (head, body) = text.split_at(HEADER.len());
        assert_eq!(head, HEADER);
        let mut rows = csv::ReaderBuilder::new().has_headers(false).from_reader(body.as_bytes());
        let row = rows.records().next().unwrap().unwrap();
        assert_eq!(row.len(), 5);
        assert!(
            row[0].starts_with("<p>Is 1 &lt; 2, \"really\"?</p><ol type=\"A\">"),
            "{}",
            &row[0]
        );
        assert!(row[0].contains("<li><b>B.</b> no</li>"));
        assert_eq!(&row[1], "<p><b>A. yes</b></p><p>One.</p><p>Two.</p>");
        assert_eq!(&row[2], "Quizdeck::en::Maths, basic");
        assert_eq!(&row[3], "lang::en topic::Maths,_basic");
        assert_eq!(&row[4], identity::note_guid("q1-en"));
    }
}
