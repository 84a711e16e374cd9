//! The note types an export can fill: quizdeck's own, Anki's built-in Basic, and the note type of
//! the "Multiple Choice for Anki" add-on. Each has its own pinned id, fields and templates
//! ([`Model`]), and turns a card's text into its fields.
//!
//! How Anki takes in a note type it meets in a package decides what a package can do. Anki's
//! package importer (rslib, `import_export/package/apkg/import/notes.rs`) looks up an incoming
//! note type by its **id** alone: the same id with the same fields and templates (matched by their
//! ids, or by name where they have none) is the same note type, updated in place when the
//! incoming one is newer; the same id with other fields is added as a copy under a new id; an
//! unknown id is added as a new note type, and where the collection already has one of that name,
//! Anki appends `+` to the new one's name. A package can therefore never pour its notes into a
//! note type the user made (Basic, or the add-on's), whose id is the time it was created in that
//! collection. Anki's CSV import, on the other hand, finds the note type by the **name** in its
//! `#notetype:` line: the Anki CSV layout uses that to fill the user's own Basic or add-on note
//! type.

use quizdeck_model::{Question, digest_u64};

use crate::html::Sanitizer;
use crate::notes::CardText;
use crate::{apkg, basic, mc_addon};

/// The note types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum NoteType {
    /// quizdeck's multiple-choice note type: tap to pick, the back says whether the pick was
    /// right (`.apkg` only).
    #[default]
    Quizdeck,
    /// Anki's built-in Basic: Front and Back.
    Basic,
    /// The note type of the "Multiple Choice for Anki" add-on, `AllInOne (kprim, mc, sc)`.
    McAddon,
}

impl NoteType {
    /// Every note type, in the order help texts list them.
    pub const ALL: [NoteType; 3] = [NoteType::Quizdeck, NoteType::Basic, NoteType::McAddon];

    /// The note type's name on the command line (`quizdeck`, `basic`, `mc-addon`).
    pub fn name(self) -> &'static str {
        match self {
            NoteType::Quizdeck => "quizdeck",
            NoteType::Basic => "basic",
            NoteType::McAddon => "mc-addon",
        }
    }

    /// What the note type is, in a few words.
    pub fn description(self) -> &'static str {
        match self {
            NoteType::Quizdeck => "quizdeck's multiple-choice cards (.apkg only)",
            NoteType::Basic => {
                "Anki's built-in Basic: the question on the Front, the answer on the Back"
            }
            NoteType::McAddon => {
                "the \"Multiple Choice for Anki\" add-on's AllInOne (kprim, mc, sc), at most 5 choices"
            }
        }
    }

    /// The note type of that [`name`](Self::name).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The most choices a note of this type holds, if there is a limit.
    pub fn max_choices(self) -> Option<usize> {
        match self {
            NoteType::Quizdeck => Some(crate::MAX_CHOICES),
            NoteType::Basic => None,
            NoteType::McAddon => Some(mc_addon::MAX_CHOICES),
        }
    }

    /// The name a CSV file's `#notetype:` line gives, so that Anki's CSV import fills the user's
    /// note type of that name; `None` for quizdeck's own, which only a package can bring.
    pub fn csv_name(self) -> Option<&'static str> {
        match self {
            NoteType::Quizdeck => None,
            NoteType::Basic => Some(basic::STOCK_NAME),
            NoteType::McAddon => Some(mc_addon::NAME),
        }
    }

    /// The note type as a package carries it; `bilingual` (`--hint-lang`) takes quizdeck's
    /// variant with fields for the hint (the others put it in a field they have).
    pub(crate) fn model(self, bilingual: bool) -> Model {
        match self {
            NoteType::Quizdeck => apkg::quizdeck_model(bilingual),
            NoteType::Basic => basic::model(),
            NoteType::McAddon => mc_addon::model(),
        }
    }

    /// The fields of a note of this type for the question `q` with card text `text`, in the
    /// order of [`Model::fields`] of the same `bilingual` model.
    pub(crate) fn fields(
        self,
        text: &CardText,
        q: &Question,
        clean: &Sanitizer,
        bilingual: bool,
    ) -> Vec<String> {
        match self {
            NoteType::Quizdeck => apkg::quizdeck_fields(text, q, bilingual),
            NoteType::Basic => basic::fields(text, clean),
            NoteType::McAddon => mc_addon::fields(text),
        }
    }
}

/// A note type with one card template, as a package carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model {
    /// The note type's id, pinned: the same in every export, so Anki matches it.
    pub id: i64,
    /// Its name.
    pub name: &'static str,
    /// When its templates or styling last changed (Unix seconds): Anki replaces a note type it
    /// already has by an incoming one of the same id only when this is newer.
    pub mtime: i64,
    /// Field names in order.
    pub fields: Vec<String>,
    /// The card template's name.
    pub template: &'static str,
    /// The front template.
    pub front: String,
    /// The back template.
    pub back: String,
    /// The stylesheet.
    pub css: String,
    /// The stock note type it is a copy of, in Anki's numbering (1 for Basic), if any: Anki's
    /// "Restore to default" then knows what to restore.
    pub stock_kind: Option<i32>,
}

impl Model {
    /// A stable id for a field or template of this note type, so Anki matches them by id even if
    /// a user renames them.
    pub fn part_id(&self, kind: &str, name: &str) -> i64 {
        (digest_u64(["quizdeck-notetype", &self.id.to_string(), kind, name]) >> 2) as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_type_is_found_by_its_name() {
        for t in NoteType::ALL {
            assert_eq!(NoteType::from_name(t.name()), Some(t));
        }
        assert_eq!(NoteType::from_name("Basic"), None);
    }

    #[test]
    fn each_note_type_has_its_own_pinned_id_and_a_template_for_every_field() {
        let mut models: Vec<Model> = NoteType::ALL.into_iter().map(|t| t.model(false)).collect();
        models.push(NoteType::Quizdeck.model(true));
        for (i, m) in models.iter().enumerate() {
            assert!(models[..i].iter().all(|o| o.id != m.id && o.name != m.name), "{}", m.name);
            for field in &m.fields {
                let used = |t: &str| t.contains(&format!("{field}}}}}"));
                assert!(used(&m.front) || used(&m.back), "{}: {field}", m.name);
            }
        }
    }
}
