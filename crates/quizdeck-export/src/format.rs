//! The output formats, all in one place: a new format is a variant of [`Format`], its arm in
//! `Format::spec`, its place in [`Format::ALL`], and its module behind [`Exporter`].

use std::path::{Path, PathBuf};

use crate::{
    AnkiCsvExporter, ApkgExporter, CardOptions, DeckLayout, Exporter, JsonExporter, JsonStyle,
    MediaPolicy, NoteTimes, NoteType, ReviewCsvExporter,
};

/// The output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// An Anki package.
    Apkg,
    /// CSV (Anki's text-import format, or the review layout).
    Csv,
    /// `{"questions": [...]}`.
    Json,
    /// One question per line.
    Jsonl,
}

/// What there is to know of a format: its name, the file endings that name it, one line for
/// help texts, and how its exporter is made.
struct Spec {
    name: &'static str,
    extensions: &'static [&'static str],
    description: &'static str,
    exporter: fn(&ExportOptions) -> Box<dyn Exporter>,
}

impl Format {
    /// Every format, in the order help texts list them.
    pub const ALL: [Format; 4] = [Format::Apkg, Format::Csv, Format::Json, Format::Jsonl];

    fn spec(self) -> Spec {
        match self {
            Format::Apkg => Spec {
                name: "apkg",
                extensions: &["apkg"],
                description: "Anki package",
                exporter: |o| Box::new(o.apkg()),
            },
            Format::Csv => Spec {
                name: "csv",
                extensions: &["csv"],
                description: "CSV (see --csv-layout)",
                exporter: |o| match o.csv_layout {
                    CsvLayout::Anki => Box::new(AnkiCsvExporter {
                        cards: o.cards(NoteType::Basic),
                        decks: o.decks.clone(),
                    }),
                    CsvLayout::Review => Box::new(ReviewCsvExporter { bom: o.bom }),
                },
            },
            Format::Json => Spec {
                name: "json",
                extensions: &["json"],
                description: "`{\"questions\": [...]}`, as `quizdeck parse` prints it",
                exporter: |_| Box::new(JsonExporter { style: JsonStyle::Pretty }),
            },
            Format::Jsonl => Spec {
                name: "jsonl",
                extensions: &["jsonl", "ndjson"],
                description: "One question per line, as `quizdeck parse --format jsonl` prints it",
                exporter: |_| Box::new(JsonExporter { style: JsonStyle::Lines }),
            },
        }
    }

    /// The format's name (`apkg`, `csv`, `json`, `jsonl`).
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The file endings that name this format (`apkg`; `jsonl`, `ndjson`).
    pub fn extensions(self) -> &'static [&'static str] {
        self.spec().extensions
    }

    /// What the format is, in a few words.
    pub fn description(self) -> &'static str {
        self.spec().description
    }

    /// The format of that [`name`](Self::name).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The format a file name's extension names (`.apkg`, `.csv`, `.json`, `.jsonl`).
    pub fn from_path(path: &Path) -> Option<Self> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Self::ALL.into_iter().find(|f| f.spec().extensions.contains(&ext.as_str()))
    }

    /// The exporter of this format with `options`.
    pub fn exporter(self, options: &ExportOptions) -> Box<dyn Exporter> {
        (self.spec().exporter)(options)
    }

    /// Why `options` cannot be met in this format, if they cannot: an option that the format
    /// has no place for, or a note type it cannot carry.
    pub fn unsupported(self, options: &ExportOptions) -> Option<String> {
        let note_type = match self {
            Format::Apkg => options.note_type.unwrap_or(NoteType::Quizdeck),
            Format::Csv if options.csv_layout == CsvLayout::Anki => {
                options.note_type.unwrap_or(NoteType::Basic)
            }
            Format::Csv | Format::Json | Format::Jsonl => {
                let what = match self {
                    Format::Csv => format!("the {} CSV layout", options.csv_layout.name()),
                    _ => format!("the {} format", self.name()),
                };
                let given = [
                    (options.note_type.is_some(), "note type"),
                    (!options.tags.is_empty(), "tags"),
                    (options.shuffle, "shuffled choices"),
                    (options.hint_lang.is_some(), "hints"),
                ];
                return given
                    .iter()
                    .find(|(set, _)| *set)
                    .map(|(_, option)| format!("{what} has no notes, so no {option}"));
            }
        };
        if self == Format::Csv && note_type == NoteType::Quizdeck {
            return Some(
                "the quizdeck note type comes only in a .apkg: a CSV import cannot bring a note \
                 type (for CSV, choose basic or mc-addon)"
                    .to_owned(),
            );
        }
        if options.shuffle && note_type != NoteType::Quizdeck {
            let own = if note_type == NoteType::McAddon {
                " (the add-on's own template shuffles by itself)"
            } else {
                ""
            };
            return Some(format!(
                "choices are shuffled by the quizdeck note type's script; the {} note type has \
                 none{own}",
                note_type.name()
            ));
        }
        None
    }
}

/// The two CSV layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CsvLayout {
    /// Anki's text-import format for the "Basic" note type.
    #[default]
    Anki,
    /// One row per question, languages side by side, for translators.
    Review,
}

impl CsvLayout {
    /// Every layout, in the order help texts list them.
    pub const ALL: [CsvLayout; 2] = [CsvLayout::Anki, CsvLayout::Review];

    /// The layout's name (`anki`, `review`).
    pub fn name(self) -> &'static str {
        match self {
            CsvLayout::Anki => "anki",
            CsvLayout::Review => "review",
        }
    }

    /// What the layout is, in a few words.
    pub fn description(self) -> &'static str {
        match self {
            CsvLayout::Anki => "Anki's text-import format for its \"Basic\" note type",
            CsvLayout::Review => "One row per question, a column per language for each part",
        }
    }
}

/// Options of every format (each uses the ones that concern it).
#[derive(Debug, Clone, Default)]
pub struct ExportOptions {
    /// The note type (`.apkg`, Anki CSV); `None` for the format's own: quizdeck's for a package,
    /// Basic for CSV.
    pub note_type: Option<NoteType>,
    /// Tags for every note (`.apkg`, Anki CSV).
    pub tags: Vec<String>,
    /// Shuffle the choices at each review (quizdeck's note type).
    pub shuffle: bool,
    /// Put the same question in this language on the back of each card (`.apkg`, Anki CSV).
    pub hint_lang: Option<String>,
    /// Deck names (`.apkg`, Anki CSV).
    pub decks: DeckLayout,
    /// Notes' modification times (`.apkg`).
    pub times: NoteTimes,
    /// An earlier package whose unchanged notes keep their times (`.apkg`).
    pub previous: Option<PathBuf>,
    /// The CSV layout.
    pub csv_layout: CsvLayout,
    /// Start CSV with a UTF-8 byte order mark (review layout).
    pub bom: bool,
    /// Where images may come from and how large they may be (`.apkg`).
    pub media: MediaPolicy,
    /// The folder for temporary files (the output's, so that an interrupted run leaves nothing
    /// in the system's temporary folder); `None` for the system's.
    pub scratch_dir: Option<PathBuf>,
}

impl ExportOptions {
    /// The package exporter of these options (what [`Format::Apkg`] exports with), for writing a
    /// package chunk by chunk with [`PackageWriter`](crate::PackageWriter).
    pub fn apkg(&self) -> ApkgExporter {
        ApkgExporter {
            cards: self.cards(NoteType::Quizdeck),
            decks: self.decks.clone(),
            times: self.times.clone(),
            previous: self.previous.clone(),
            media: self.media.clone(),
            scratch_dir: self.scratch_dir.clone(),
        }
    }

    /// What shapes each note, with `default` as the note type when none is named.
    fn cards(&self, default: NoteType) -> CardOptions {
        CardOptions {
            note_type: self.note_type.unwrap_or(default),
            tags: self.tags.clone(),
            shuffle: self.shuffle,
            hint_lang: self.hint_lang.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_follow_extensions() {
        assert_eq!(Format::from_path(Path::new("a/deck.APKG")), Some(Format::Apkg));
        assert_eq!(Format::from_path(Path::new("x.jsonl")), Some(Format::Jsonl));
        assert_eq!(Format::from_path(Path::new("x.txt")), None);
    }

    #[test]
    fn every_format_is_found_by_its_name_and_its_extensions() {
        for f in Format::ALL {
            assert_eq!(Format::from_name(f.name()), Some(f));
            for ext in f.spec().extensions {
                assert_eq!(Format::from_path(Path::new(&format!("out.{ext}"))), Some(f));
            }
        }
        assert_eq!(Format::from_path(Path::new("x.ndjson")), Some(Format::Jsonl));
    }

    #[test]
    fn note_types_go_only_where_there_are_notes_and_quizdeck_s_only_in_a_package() {
        let with = |t| ExportOptions { note_type: Some(t), ..ExportOptions::default() };
        for t in NoteType::ALL {
            assert_eq!(Format::Apkg.unsupported(&with(t)), None);
            assert_eq!(Format::Csv.unsupported(&with(t)).is_some(), t == NoteType::Quizdeck);
            assert!(Format::Json.unsupported(&with(t)).is_some());
        }
        let review = ExportOptions { csv_layout: CsvLayout::Review, ..with(NoteType::Basic) };
        assert!(Format::Csv.unsupported(&review).unwrap().contains("review CSV layout"));
        assert_eq!(Format::Json.unsupported(&ExportOptions::default()), None);
        let shuffle = ExportOptions { shuffle: true, ..ExportOptions::default() };
        assert_eq!(Format::Apkg.unsupported(&shuffle), None);
        assert!(Format::Csv.unsupported(&shuffle).unwrap().contains("the basic note type"));
        let mc = ExportOptions { note_type: Some(NoteType::McAddon), ..shuffle.clone() };
        assert!(Format::Apkg.unsupported(&mc).unwrap().contains("mc-addon"));
        assert!(Format::Jsonl.unsupported(&shuffle).unwrap().ends_with("no shuffled choices"));
    }
}
