//! CSV in Anki's text-import format, for Anki's built-in "Basic" note type or the note type of the
//! "Multiple Choice for Anki" add-on.
//!
//! The header lines tell Anki everything (separator, HTML, note type by name, which columns hold
//! the deck, the tags and the GUID, and the column names matching the note type's fields), so the
//! file imports with no manual mapping: into the Basic every profile has, or into the add-on's
//! note type where the add-on is installed. Re-importing matches notes by GUID and updates them.
//! Images are left out: a text import cannot carry media.

use std::io::{BufWriter, Write};

use quizdeck_model::{Progress, Question};

use crate::html::Sanitizer;
use crate::identity::{self, DeckLayout};
use crate::note_type::Model;
use crate::notes::Seen;
use crate::{CardOptions, ExportError, ExportReport, Exporter, NoteType, Output};

/// Writes Anki text-import CSV: the note type's fields (for Basic, Front with the stem and lettered
/// choices and Back with the answer and explanation), then deck, tags, GUID.
#[derive(Debug, Clone)]
pub struct AnkiCsvExporter {
    /// The note type (Basic or the add-on's), and what goes on each note.
    pub cards: CardOptions,
    /// Deck names (the same as the package's).
    pub decks: DeckLayout,
}

impl Default for AnkiCsvExporter {
    fn default() -> Self {
        let cards = CardOptions { note_type: NoteType::Basic, ..CardOptions::default() };
        Self { cards, decks: DeckLayout::default() }
    }
}

/// The header lines: the note type by `name`, its fields as the first columns, then the deck,
/// tags and GUID columns.
fn header(name: &str, model: &Model) -> Result<String, ExportError> {
    let n = model.fields.len();
    let mut columns = csv::WriterBuilder::new().has_headers(false).from_writer(Vec::new());
    columns
        .write_record(model.fields.iter().map(String::as_str).chain(["Deck", "Tags", "GUID"]))?;
    let columns =
        String::from_utf8_lossy(&columns.into_inner().map_err(|e| e.into_error())?).into_owned();
    Ok(format!(
        "#separator:Comma\n#html:true\n#notetype:{name}\n#deck column:{}\n#tags column:{}\n\
         #guid column:{}\n#columns:{columns}",
        n + 1,
        n + 2,
        n + 3
    ))
}

/// The writer of the rows. Anki's CSV reader takes `#` at the start of a line for a comment, and
/// the `#` lines before the first row for settings (`#html:false`, `#deck:…`, `#tags:…`): a
/// field that starts a row with `#` (a stem "#1 in sales?" in the add-on's `Question`) would
/// silently drop its note, or, in the first row, rewrite the import of every note. With the
/// comment character named, the `csv` crate quotes every field holding a `#`, which Anki reads
/// back unchanged.
fn anki_rows() -> csv::WriterBuilder {
    let mut builder = csv::WriterBuilder::new();
    builder.has_headers(false).comment(Some(b'#'));
    builder
}

impl Exporter for AnkiCsvExporter {
    fn export(
        &self,
        questions: &[Question],
        out: &mut dyn Output,
        progress: &dyn Progress,
    ) -> Result<ExportReport, ExportError> {
        let notes = self.cards.notes(questions, &mut Seen::new(), progress);
        let mut report = notes.report(questions.len());
        let name = self.cards.note_type.csv_name().unwrap_or(notes.model.name);
        let mut out = BufWriter::new(out);
        out.write_all(header(name, &notes.model)?.as_bytes())?;
        let mut csv = anki_rows().from_writer(out);
        let clean = Sanitizer::default();
        let mut decks = std::collections::BTreeSet::new();
        progress.start("export", Some(notes.usable.len() as u64));
        for card in &notes.usable {
            let q = card.question;
            let note = notes.note(card, &clean, None);
            let deck = self.decks.deck_name(q);
            let mut record = note.fields;
            record.extend([deck.clone(), note.tags.join(" "), identity::note_guid(&q.id)]);
            csv.write_record(&record)?;
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
    fn the_add_on_s_header_quotes_a_field_name_holding_commas() {
        let model = NoteType::McAddon.model(false);
        let head = header(NoteType::McAddon.csv_name().unwrap(), &model).unwrap();
        assert!(head.contains("\n#notetype:AllInOne (kprim, mc, sc)\n#deck column:12\n"), "{head}");
        assert!(head.ends_with(
            "#columns:Question,Title,\"QType (0=kprim,1=mc,2=sc)\",Q_1,Q_2,Q_3,Q_4,Q_5,Answers,\
             Sources,Extra 1,Deck,Tags,GUID\n"
        ));
    }

    #[test]
    fn a_field_starting_a_row_with_a_hash_is_quoted_so_anki_reads_no_comment_or_setting() {
        let mut w = anki_rows().from_writer(Vec::new());
        w.write_record(["#html:false", "b#c", "d"]).unwrap();
        let row = String::from_utf8(w.into_inner().unwrap()).unwrap();
        assert_eq!(row, "\"#html:false\",\"b#c\",d\n");
    }

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
        let head = "#separator:Comma\n#html:true\n#notetype:Basic\n#deck column:3\n\
                    #tags column:4\n#guid column:5\n#columns:Front,Back,Deck,Tags,GUID\n";
        let (head_written, body) = text.split_at(head.len());
        assert_eq!(head_written, head);
        let mut rows = csv::ReaderBuilder::new().has_headers(false).from_reader(body.as_bytes());
        let row = rows.records().next().unwrap().unwrap();
        assert_eq!(row.len(), 5);
        assert_eq!(
            &row[0],
            "<p>Is 1 &lt; 2, \"really\"?</p><p><b>A.</b> yes</p><p><b>B.</b> no</p>"
        );
        assert_eq!(&row[1], "<p><b>A. yes</b></p><p>One.</p><p>Two.</p>");
        assert_eq!(&row[2], "Quizdeck::en::Maths, basic");
        assert_eq!(&row[3], "lang::en topic::Maths,_basic");
        assert_eq!(&row[4], identity::note_guid("q1-en"));
    }
}
