//! The output formats, all in one place: a new format is a variant of [`Format`], its arm in
//! `Format::spec`, its place in [`Format::ALL`], and its module behind [`Exporter`].

use std::path::{Path, PathBuf};

use crate::{
    AnkiCsvExporter, ApkgExporter, DeckLayout, Exporter, JsonExporter, JsonStyle, NoteTimes,
    ReviewCsvExporter,
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
                exporter: |o| {
                    Box::new(ApkgExporter {
                        decks: o.decks.clone(),
                        times: o.times.clone(),
                        previous: o.previous.clone(),
                    })
                },
            },
            Format::Csv => Spec {
                name: "csv",
                extensions: &["csv"],
                description: "CSV (see --csv-layout)",
                exporter: |o| match o.csv_layout {
                    CsvLayout::Anki => Box::new(AnkiCsvExporter { decks: o.decks.clone() }),
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
}
