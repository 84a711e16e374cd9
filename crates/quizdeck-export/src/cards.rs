//! What goes on each note, whatever carries it (a package or Anki CSV): the note type, and the
//! fields and tags of each question's note.

use quizdeck_model::{Progress, Question};

use crate::hint::{Hint, Versions};
use crate::html::Sanitizer;
use crate::identity;
use crate::media::MediaSet;
use crate::note_type::{Model, NoteType};
use crate::notes::{self, CardText, Seen, Usable};
use crate::{ExportReport, HintCount, Skipped};

/// The tag that makes a quizdeck card show its choices in a new order at each review (its script
/// reads the note's tags).
pub const SHUFFLE_TAG: &str = "quizdeck::shuffle";

/// The choices that shape every note of an export.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardOptions {
    /// The note type.
    pub note_type: NoteType,
    /// Tags every note gets besides its language and topic tags (cleaned as
    /// [`user_tags`](crate::identity::user_tags) says).
    pub tags: Vec<String>,
    /// Show the choices in a new order at each review (quizdeck's note type): every note gets
    /// [`SHUFFLE_TAG`], so the order can also be turned off (or on) for one note in Anki.
    pub shuffle: bool,
    /// Put the same question in this language on the back of each card (`--hint-lang`).
    pub hint_lang: Option<String>,
}

/// The questions of an export that become notes, and what makes their notes.
#[derive(Debug)]
pub(crate) struct Notes<'q> {
    /// The questions that become notes, in input order.
    pub usable: Vec<Usable<'q>>,
    /// The questions left out, and why.
    pub skipped: Vec<Skipped>,
    /// The note type.
    pub model: Model,
    /// How many notes got a hint and how many found none (with `--hint-lang`).
    pub hints: Option<HintCount>,
    /// Things that went through but not as asked.
    pub warnings: Vec<String>,
    note_type: NoteType,
    tags: Vec<String>,
    questions: &'q [Question],
    versions: Option<Versions>,
}

/// One note's content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Note {
    /// The fields, in the order of the note type's.
    pub fields: Vec<String>,
    /// The tags.
    pub tags: Vec<String>,
}

impl CardOptions {
    /// The note type the cards are notes of: with a hint language, with its field for hints.
    pub(crate) fn model(&self) -> Model {
        self.note_type.model(self.hint_lang.is_some())
    }

    /// Sorts `questions` into those that become notes and those left out; `seen` holds the ids
    /// of the notes made from earlier chunks of the same export.
    pub(crate) fn notes<'q>(
        &self,
        questions: &'q [Question],
        seen: &mut Seen,
        progress: &dyn Progress,
    ) -> Notes<'q> {
        let model = self.model();
        let limit = self.note_type.max_choices().map(|max| (max, model.name));
        let (usable, skipped) = notes::usable(questions, limit, seen);
        let mut tags = identity::user_tags(self.tags.iter().map(String::as_str));
        if self.shuffle && !tags.iter().any(|t| t.eq_ignore_ascii_case(SHUFFLE_TAG)) {
            tags.push(SHUFFLE_TAG.to_owned());
        }
        let versions = self.hint_lang.as_deref().map(|l| Versions::find(questions, l, progress));
        let mut warnings = Vec::new();
        let hints = versions.as_ref().map(|v| {
            if !v.any {
                warnings.push(format!("no question is in {}: no card got a hint", v.lang));
            }
            let needing = usable.iter().filter(|c| c.question.lang != v.lang);
            let (with, without): (Vec<_>, Vec<_>) = needing.partition(|c| v.of[c.index].is_some());
            HintCount { lang: v.lang.clone(), with: with.len(), without: without.len() }
        });
        Notes {
            usable,
            skipped,
            model,
            hints,
            warnings,
            note_type: self.note_type,
            tags,
            questions,
            versions,
        }
    }
}

impl Notes<'_> {
    /// The report of an export of `questions` questions, before anything is written: the
    /// questions left out, the hint counts, the warnings.
    pub fn report(&self, questions: usize) -> ExportReport {
        ExportReport {
            questions,
            skipped: self.skipped.clone(),
            warnings: self.warnings.clone(),
            hints: self.hints.clone(),
            ..ExportReport::default()
        }
    }

    /// The note of `card`; its images are packed into `media` when given, left out otherwise.
    pub fn note(&self, card: &Usable<'_>, clean: &Sanitizer, media: Option<&mut MediaSet>) -> Note {
        let q = card.question;
        let mut text = CardText::new(q, &card.correct, clean, media);
        let version = self.versions.as_ref().and_then(|v| v.of[card.index]);
        text.hint = version.map(|v| Hint::of(&self.questions[v], clean));
        let mut tags = identity::tags(q);
        for extra in &self.tags {
            if !tags.iter().any(|t| t.eq_ignore_ascii_case(extra)) {
                tags.push(extra.clone());
            }
        }
        let bilingual = self.versions.is_some();
        Note { fields: self.note_type.fields(&text, q, clean, bilingual), tags }
    }
}
